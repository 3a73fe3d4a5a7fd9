/* seats.c: a game's seats: who plays them, as --players and records
 * write them, and their names. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "seats.h"
#include "xmalloc.h"

const char *const seat_kinds[] = { "human", "computer", "remote" };

/* Copies a seat's name, keeping printable characters only, and cut short
 * between two characters, never inside one. */
void
seat_set_name(struct seat *s, const char *name)
{
	size_t		 i = 0, lead, want;
	unsigned char	 c;

	for (; *name != '\0' && i < sizeof s->name - 1; name++)
		if ((unsigned char)*name >= 0x20 && *name != 0x7f)
			s->name[i++] = *name;
	/* Cut short: drop a last character whose bytes did not all fit. */
	for (lead = i; lead > 0 &&
	    ((unsigned char)s->name[lead - 1] & 0xc0) == 0x80; lead--)
		;
	if (lead > 0 && (c = s->name[lead - 1]) >= 0xc0) {
		want = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
		if (i - (lead - 1) < want)
			i = lead - 1;
	}
	s->name[i] = '\0';
}

/* Why a computer's level was not understood: what the levels are. */
void
seat_level_help(const struct game_entry *g, char **cause)
{
	char	 names[512];
	size_t	 used = 0;
	int	 i;

	if (g->level_names == NULL) {
		xasprintf(cause, _("a computer's level is a number from 1 to "
		    "%d"), g->max_level);
		return;
	}
	names[0] = '\0';
	for (i = 0; g->level_names[i] != NULL && used < sizeof names; i++)
		used += snprintf(names + used, sizeof names - used, "%s%s",
		    i > 0 ? ", " : "", _(g->level_names[i]));
	xasprintf(cause, _("a computer's level is a number from 1 to %d, or "
	    "its name: %s"), g->max_level, names);
}

/* Reads one seat: human[:NAME], computer[:LEVEL[:NAME]] or remote[:NAME]. */
static int
seat_parse(const struct game_entry *g, const char *text, struct seat *s,
    char **cause)
{
	const char	*colon = strchr(text, ':'), *rest = NULL;
	size_t		 len = colon != NULL ? (size_t)(colon - text) :
			    strlen(text);
	char		*end;
	long		 level;
	int		 k;

	memset(s, 0, sizeof *s);
	for (k = 0; k < 3; k++)
		if (strlen(seat_kinds[k]) == len &&
		    strncmp(text, seat_kinds[k], len) == 0)
			break;
	if (k == 3) {
		xasprintf(cause, _("unknown player \"%.*s\": say human, "
		    "computer or remote"), (int)len, text);
		return (-1);
	}
	s->kind = k;
	if (colon != NULL)
		rest = colon + 1;
	if (s->kind == SEAT_COMPUTER) {
		s->level = g->default_level;
		if (rest != NULL && *rest != ':') {
			end = strchr(rest, ':');
			level = game_level_find(g, rest, end != NULL ?
			    (size_t)(end - rest) : strlen(rest));
			if (level < 0) {
				seat_level_help(g, cause);
				return (-1);
			}
			s->level = (int)level;
			rest = end != NULL ? end + 1 : NULL;
		} else if (rest != NULL)
			rest++;
	}
	if (rest != NULL)
		seat_set_name(s, rest);
	return (0);
}

/*
 * Reads a comma-separated list of players, one per seat in turn order, and
 * checks their number against the game's.
 */
int
seats_parse(const struct game_entry *g, const char *list,
    struct seat *seats, int *n, char **cause)
{
	char	*copy, *p, *item;
	int	 error = 0;

	*n = 0;
	copy = p = xstrdup(list);
	while (error == 0 && (item = strsep(&p, ",")) != NULL) {
		if (*n == GAME_SEATS_MAX) {
			xasprintf(cause, _("too many players"));
			error = -1;
		} else
			error = seat_parse(g, item, &seats[(*n)++], cause);
	}
	free(copy);
	if (error == 0 && (*n < g->min_seats || *n > g->max_seats)) {
		if (g->min_seats == g->max_seats)
			xasprintf(cause, _("%s is for %d players, not %d"),
			    _(g->title), g->min_seats, *n);
		else if (g->min_seats + 1 == g->max_seats)
			xasprintf(cause, _("%s is for %d or %d players, not "
			    "%d"), _(g->title), g->min_seats, g->max_seats, *n);
		else
			xasprintf(cause, _("%s is for %d to %d players, not "
			    "%d"), _(g->title), g->min_seats, g->max_seats, *n);
		error = -1;
	}
	return (error);
}

/* A hosted game's seats by default: the host's, then a remote seat for
 * each other player the game needs at least; returns buf. */
const char *
seats_host(const struct game_entry *g, char *buf, size_t len)
{
	size_t	 used;
	int	 i;

	used = snprintf(buf, len, "human");
	for (i = 1; i < g->min_seats && used < len; i++)
		used += snprintf(buf + used, len - used, ",remote");
	return (buf);
}
