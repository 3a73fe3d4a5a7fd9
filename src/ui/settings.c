/* settings.c: the full screen's settings, and the options file that
 * keeps them from one run to the next. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "paths.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

struct ui_settings ui_settings = {
	{ SCREEN_AUTO, SCREEN_AUTO }, MATCH_THINK_MS, 0
};

static const char *const settings_choice_words[] = {
	"automatic", "on", "off"
};

/* Reads a choice word from the options file; -1 if it is not one. */
static int
settings_choice(const char *word)
{
	int	 i;

	for (i = 0; i < 3; i++)
		if (strcmp(word, settings_choice_words[i]) == 0)
			return (i);
	return (-1);
}

/*
 * Reads the options saved by the Options screen: lines "colour CHOICE",
 * "unicode CHOICE" and "think-ms N".  Anything else is left alone: the
 * defaults stand.
 */
void
ui_read_options(void)
{
	char	*dir, *path, *cause, line[128], word[32], value[32];
	FILE	*f;
	int	 c;
	long	 n;

	if ((dir = paths_config(0, &cause)) == NULL) {
		free(cause);
		return;
	}
	xasprintf(&path, "%s/options", dir);
	free(dir);
	if ((f = fopen(path, "r")) != NULL) {
		while (fgets(line, sizeof line, f) != NULL) {
			if (sscanf(line, "%31s %31s", word, value) != 2)
				continue;
			c = settings_choice(value);
			if (strcmp(word, "colour") == 0 && c >= 0)
				ui_settings.screen.colour = c;
			else if (strcmp(word, "unicode") == 0 && c >= 0)
				ui_settings.screen.unicode = c;
			else if (strcmp(word, "reader") == 0 &&
			    strcmp(value, "on") == 0)
				ui_settings.reader = 1;	/* --reader beats off */
			else if (strcmp(word, "think-ms") == 0 &&
			    (n = strtol(value, NULL, 10)) >= 10 &&
			    n <= 3600000)
				ui_settings.think_ms = n;
		}
		fclose(f);
	}
	free(path);
}

/* Keeps the options for the next run, beside the other settings of the
 * options file; returns a message on failure. */
char *
ui_save_options(void)
{
	char	*cause, ms[32];

	if ((cause = paths_set_option("colour",
	    settings_choice_words[ui_settings.screen.colour])) != NULL ||
	    (cause = paths_set_option("unicode",
	    settings_choice_words[ui_settings.screen.unicode])) != NULL ||
	    (cause = paths_set_option("reader", ui_settings.reader ? "on" :
	    "off")) != NULL)
		return (cause);
	snprintf(ms, sizeof ms, "%lld", (long long)ui_settings.think_ms);
	return (paths_set_option("think-ms", ms));
}

/* Takes the options kept from the last run, for a screen started from
 * the command line (whose thinking time, if given, stays). */
void
ui_load_options(void)
{
	int64_t	 think_ms = ui_settings.think_ms;

	ui_read_options();
	ui_settings.think_ms = think_ms;
}
