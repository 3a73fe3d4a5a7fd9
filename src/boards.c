/* boards.c: board files: the shipped ones and the user's own, read,
 * listed and labelled for the menus. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards.h"
#include "game.h"
#include "i18n.h"
#include "paths.h"
#include "xmalloc.h"

/*
 * Whether a board's name, from outside, may name a file in the board
 * directories: not empty, no slash (that is a path) and no leading dot,
 * so that it never leaves them.
 */
static int
boards_name_ok(const char *name)
{
	return (name[0] != '\0' && name[0] != '.' && strchr(name, '/') == NULL);
}

/* The user's own board of a name, if there is such a file; or NULL. */
static char *
boards_user(const struct game_entry *g, const char *name)
{
	struct stat	 sb;
	char		*dir, *path, *cause;

	if ((dir = paths_user_boards(g->name, 0, &cause)) == NULL) {
		free(cause);
		return (NULL);
	}
	xasprintf(&path, "%s/%s.%s", dir, name, g->board_suffix);
	free(dir);
	if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		free(path);
		return (NULL);
	}
	return (path);
}

/*
 * Where a board given by name or path is read from: a path has a slash;
 * a name is the user's own board ($XDG_DATA_HOME/tabula/GAME/NAME.SUFFIX)
 * if there is one, so that a board of one's own may take a shipped one's
 * place, and otherwise the shipped one (DATADIR/GAME/NAME.SUFFIX).
 */
char *
boards_path(const struct game_entry *g, const char *name)
{
	char	*path;

	if (strchr(name, '/') != NULL)
		return (xstrdup(name));
	if (boards_name_ok(name) &&
	    (path = boards_user(g, name)) != NULL)
		return (path);
	xasprintf(&path, "%s/%s/%s.%s", paths_data(), g->name, name,
	    g->board_suffix);
	return (path);
}

/* Whether a board's name finds the user's own board. */
int
boards_is_users(const struct game_entry *g, const char *name)
{
	char	*path;

	if (g->board_suffix == NULL || !boards_name_ok(name) ||
	    (path = boards_user(g, name)) == NULL)
		return (0);
	free(path);
	return (1);
}

/*
 * Reads a board file, given by name (DATADIR/GAME/NAME.SUFFIX) or by a path
 * with a slash.  Comment lines (#) stay in the text, so that the engine's
 * line numbers are the file's; the first one is the board's description.
 */
int
boards_read(const struct game_entry *g, const char *name, char **text,
    char **description, char **cause)
{
	char	*path, line[GAME_TEXT_MAX], *out;
	size_t	 used = 0, len;
	FILE	*f;

	*text = NULL;
	if (description != NULL)
		*description = NULL;
	if (g->board_suffix == NULL) {
		xasprintf(cause, _("%s has no boards to choose"), _(g->title));
		return (-1);
	}
	if (strchr(name, '/') == NULL && !boards_name_ok(name)) {
		xasprintf(cause, _("there is no board \"%s\": a board's name "
		    "does not start with a dot"), name);
		return (-1);
	}
	path = boards_path(g, name);
	if ((f = fopen(path, "r")) == NULL) {
		if (errno == ENOENT && strchr(name, '/') == NULL)
			xasprintf(cause, _("there is no board \"%s\" (no "
			    "file %s, nor one of yours)"), name, path);
		else
			xasprintf(cause, _("cannot open %s: %s"), path,
			    strerror(errno));
		free(path);
		return (-1);
	}
	out = xmalloc(GAME_TEXT_MAX);
	out[0] = '\0';
	while (fgets(line, sizeof line, f) != NULL) {
		len = strcspn(line, "\r\n");
		line[len] = '\0';
		if (line[0] == '#' && description != NULL &&
		    *description == NULL)
			*description = xstrdup(line + 1 + strspn(line + 1, " "));
		if (used + len + 2 > GAME_TEXT_MAX) {
			xasprintf(cause, _("%s: the board is too large"), path);
			goto fail;
		}
		used += snprintf(out + used, GAME_TEXT_MAX - used, "%s\n",
		    line);
	}
	if (ferror(f)) {
		xasprintf(cause, _("cannot read %s: %s"), path,
		    strerror(errno));
		goto fail;
	}
	while (used > 0 && (out[used - 1] == '\n' || out[used - 1] == ' '))
		out[--used] = '\0';
	if (used == 0) {
		xasprintf(cause, _("%s: the file holds no board"), path);
		goto fail;
	}
	fclose(f);
	free(path);
	*text = out;
	return (0);

fail:
	fclose(f);
	free(path);
	free(out);
	if (description != NULL) {
		free(*description);
		*description = NULL;
	}
	return (-1);
}

/* Adds the names of the board files in a directory to a list. */
static void
boards_list_dir(const struct game_entry *g, const char *dir, char ***names,
    int *n, int *size)
{
	DIR		*d;
	struct dirent	*de;
	size_t		 len, slen = strlen(g->board_suffix);

	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (de->d_name[0] == '.' || len <= slen + 1 ||
		    de->d_name[len - slen - 1] != '.' ||
		    strcmp(de->d_name + len - slen, g->board_suffix) != 0)
			continue;
		if (*n == *size) {
			*size = *size ? *size * 2 : 8;
			*names = xreallocarray(*names, *size, sizeof **names);
		}
		(*names)[(*n)++] = xstrndup(de->d_name, len - slen - 1);
	}
	closedir(d);
}

static int
boards_compare_names(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

/* Lists the names of the user's own boards for a game, sorted; returns
 * how many. */
int
boards_list_users(const struct game_entry *g, char ***names)
{
	char	*dir, *cause;
	int	 n = 0, size = 0;

	*names = NULL;
	if (g->board_suffix == NULL)
		return (0);
	if ((dir = paths_user_boards(g->name, 0, &cause)) == NULL) {
		free(cause);
		return (0);
	}
	boards_list_dir(g, dir, names, &n, &size);
	free(dir);
	qsort(*names, n, sizeof **names, boards_compare_names);
	return (n);
}

/*
 * Lists the names of a game's boards, the user's own and the shipped ones,
 * sorted; returns how many.
 */
int
boards_list(const struct game_entry *g, char ***names)
{
	char	*dir, *cause;
	size_t	 len;
	int	 n = 0, size = 0, i, j;

	*names = NULL;
	if (g->board_suffix == NULL)
		return (0);
	if ((dir = paths_user_boards(g->name, 0, &cause)) != NULL) {
		boards_list_dir(g, dir, names, &n, &size);
		free(dir);
	} else
		free(cause);
	xasprintf(&dir, "%s/%s", paths_data(), g->name);
	boards_list_dir(g, dir, names, &n, &size);
	free(dir);
	qsort(*names, n, sizeof **names, boards_compare_names);
	/* A name in both is the user's board, listed once; a map the
	 * editor kept as its terminal went away (NAME-hangup) is left to
	 * the editor's list, for it may not be ready. */
	for (i = j = 0; i < n; i++) {
		len = strlen((*names)[i]);
		if ((j > 0 && strcmp((*names)[j - 1], (*names)[i]) == 0) ||
		    (len > strlen(PATHS_HANGUP) && strcmp((*names)[i] + len -
		    strlen(PATHS_HANGUP), PATHS_HANGUP) == 0))
			free((*names)[i]);
		else
			(*names)[j++] = (*names)[i];
	}
	return (j);
}

/*
 * A board's name for a list: "islands (22x16)", "mine (60x40, yours)"
 * for a board of the user's own, with the size of a board of squares;
 * to be freed.
 */
char *
boards_label(const struct game_entry *g, const char *name)
{
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_view	*v;
	char			*text, *cause, *label;
	void			*state;
	int			 cols = 0, rows = 0, yours;

	yours = boards_is_users(g, name);
	if (boards_read(g, name, &text, NULL, &cause) == 0) {
		memset(&setup, 0, sizeof setup);
		setup.nseats = g->min_seats;
		setup.board = text;
		if (g->create(&setup, &state, &error) == 0) {
			v = xmalloc(sizeof *v);
			g->view(state, v);
			if (v->board == GAME_BOARD_TERRAIN ||
			    v->board == GAME_BOARD_SQUARE) {
				cols = v->cols;
				rows = v->rows;
			}
			free(v);
			g->destroy(state);
		}
		free(text);
	} else
		free(cause);
	if (cols > 0 && yours)
		xasprintf(&label, _("%s (%dx%d, yours)"), name, cols, rows);
	else if (cols > 0)
		xasprintf(&label, _("%s (%dx%d)"), name, cols, rows);
	else if (yours)
		xasprintf(&label, _("%s (yours)"), name);
	else
		label = xstrdup(name);
	return (label);
}
