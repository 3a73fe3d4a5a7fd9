/*
 * saves.c: the saved games as the Resume lists show them: each one's game,
 * players, moves and date, read from its record without replaying it, so
 * that a long list is quick and a damaged file only says why.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "paths.h"
#include "record.h"
#include "saves.h"
#include "xmalloc.h"

/*
 * Opens a saved game for the list: a regular file, which never makes the
 * list wait (a FIFO would) and is not too large to read at once.  NULL
 * and *why if not.
 */
static FILE *
saves_open(const char *dir, const char *name, char **why)
{
	struct stat	 sb;
	char		*path;
	FILE		*f;
	int		 fd, saved;

	xasprintf(&path, "%s/%s", dir, name);
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
	saved = errno;
	free(path);
	if (fd == -1) {
		xasprintf(why, _("cannot open %s: %s"), name, strerror(saved));
		return (NULL);
	}
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		xasprintf(why, _("%s is not a file"), name);
		close(fd);
		return (NULL);
	}
	if (sb.st_size > SAVES_SIZE_MAX) {
		xasprintf(why, _("%s is too large to be a saved game "
		    "(%lld KiB)"), name, (long long)sb.st_size / 1024);
		close(fd);
		return (NULL);
	}
	if ((f = fdopen(fd, "r")) == NULL) {
		xasprintf(why, _("cannot read %s: %s"), name, strerror(errno));
		close(fd);
	}
	return (f);
}

/* Appends a seat in words to the players: its name or side, and what
 * level of computer it is. */
static void
saves_add_seat(char **players, const struct game_entry *g,
    const struct record_seat *rs, int seat)
{
	const char	*side = _(g->sides[seat]);
	char		*who, *old = *players, level[64];
	int		 len;

	/* No longer than the game will keep it, cut between characters. */
	len = rs->name != NULL ? (int)strlen(rs->name) : 0;
	if (len > SEAT_NAME_MAX - 1) {
		len = SEAT_NAME_MAX - 1;
		while (len > 0 && ((unsigned char)rs->name[len] & 0xc0) == 0x80)
			len--;
	}
	if (strcmp(rs->kind, "computer") != 0) {
		if (rs->name != NULL)
			xasprintf(&who, "%.*s (%s)", len, rs->name, side);
		else
			who = xstrdup(side);
	} else {
		game_level_name(g, rs->level, level, sizeof level);
		if (rs->name != NULL)
			xasprintf(&who, _("%.*s (%s, computer, %s)"), len,
			    rs->name, side, level);
		else
			xasprintf(&who, _("%s (computer, %s)"), side, level);
	}
	if (old == NULL)
		*players = who;
	else {
		xasprintf(players, "%s, %s", old, who);
		free(old);
		free(who);
	}
}

/*
 * Reads what the list shows of a saved game: its game, players and the
 * events its seats played (chance events are not moves); or why not.
 */
static void
saves_read(const char *dir, struct save *s)
{
	struct record	 rec;
	FILE		*f;
	size_t		 i;
	int		 k;

	if ((f = saves_open(dir, s->name, &s->why)) == NULL)
		return;
	if (record_read(&rec, f, s->name, 0, &s->why) != 0) {
		fclose(f);
		return;
	}
	fclose(f);
	if ((s->game = game_find(rec.game)) == NULL)
		xasprintf(&s->why, _("%s:%d: unknown game \"%s\""), s->name,
		    rec.game_line, rec.game);
	else
		(void)record_seats_fit(&rec, s->game, s->name, &s->why);
	if (s->why != NULL) {
		s->game = NULL;
		record_free(&rec);
		return;
	}
	for (k = 0; k < rec.nseats; k++)
		saves_add_seat(&s->players, s->game, &rec.seats[k], k);
	for (i = 0; i < rec.nevents; i++)
		if (s->game->is_chance == NULL ||
		    !s->game->is_chance(rec.events[i]))
			s->moves++;
	record_free(&rec);
}

/*
 * Lists the newest saved games in a directory, at most max of them,
 * newest first, each read for what it holds.  Returns how many are
 * listed, with *all the number in the directory; free with saves_free.
 */
int
saves_list(const char *dir, int max, struct save **saves, int *all)
{
	struct paths_save	*files;
	int			 n, i;

	*all = paths_list_saves(dir, &files);
	n = *all < max ? *all : max;
	*saves = xcalloc(n > 0 ? n : 1, sizeof **saves);
	for (i = 0; i < n; i++) {
		(*saves)[i].name = xstrdup(files[i].name);
		(*saves)[i].mtime = files[i].mtime;
		saves_read(dir, &(*saves)[i]);
	}
	paths_free_saves(files, *all);
	return (n);
}

/* Frees a list of saved games. */
void
saves_free(struct save *saves, int n)
{
	int	 i;

	for (i = 0; i < n; i++) {
		free(saves[i].name);
		free(saves[i].players);
		free(saves[i].why);
	}
	free(saves);
}

/*
 * Fills a phrase's {date}, {file}, {game}, {moves}, {players} and {why}
 * for a saved game; the date is when it was saved, in the user's locale.
 */
static char *
saves_fill(const char *fmt, const struct save *s)
{
	static const char *const keys[] = {
		"date", "file", "game", "moves", "players", "why"
	};
	const char	*values[6];
	char		 date[64], moves[64], *out;
	size_t		 len;
	int		 i;

	if (strftime(date, sizeof date, "%x %H:%M",
	    localtime(&s->mtime)) == 0)
		date[0] = '\0';
	snprintf(moves, sizeof moves, ngettext("%zu move", "%zu moves",
	    s->moves), s->moves);
	values[0] = date;
	values[1] = s->name;
	values[2] = s->game != NULL ? _(s->game->title) : "";
	values[3] = moves;
	values[4] = s->players != NULL ? s->players : "";
	values[5] = s->why != NULL ? s->why : "";
	/* Room for each value twice, should a translation say one so. */
	len = strlen(fmt) + 1;
	for (i = 0; i < 6; i++)
		len += 2 * strlen(values[i]);
	out = xmalloc(len);
	narrate_fill(fmt, 6, keys, values, out, len);
	return (out);
}

/* A saved game on one line of a list: when, the game, its moves and its
 * players; or why it cannot be resumed. */
char *
saves_label(const struct save *s)
{
	if (s->why != NULL)
		return (saves_fill(_("{date}  cannot be resumed: {why}"), s));
	return (saves_fill(_("{date}  {game}, {moves}: {players}"), s));
}

/* What a list tells of the saved game in focus besides its line: the
 * whole of what the line may cut short, and its file (which a reason
 * names already). */
char *
saves_details(const struct save *s)
{
	if (s->why != NULL)
		return (xstrdup(s->why));
	return (saves_fill(_("{game} in {file}, {moves}; players: {players}."),
	    s));
}
