/*
 * menu.c: the plain front end's menus: the games, a game's setup, saved
 * games, hosting and joining a hub, and the rules.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "net/client.h"
#include "paths.h"
#include "saves.h"
#include "plain/plain.h"
#include "xmalloc.h"

/*
 * Plays a match just made, or loaded from path (or NULL), or says why it
 * could not be; frees them all.
 */
static enum plain_end
plain_play_made(struct match *m, char *path, char *cause)
{
	enum plain_end	 end;

	if (m == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		free(path);
		return (PLAIN_QUIT);
	}
	end = plain_play(m, path);
	match_free(m);
	free(path);
	return (end);
}

/* Asks for the players and the board, then plays the game. */
static enum plain_end
plain_setup(const struct game_entry *g)
{
	struct match_config	 c;
	struct match		*m;
	struct seat		 seats[GAME_SEATS_MAX];
	char			 prompt[2048], *players, *board = NULL, *cause;
	char			**names, *label;
	int			 n, i;

	plain_wrap(_(g->title), 0);
	for (;;) {
		snprintf(prompt, sizeof prompt, _("Players in turn order, "
		    "each human or computer:LEVEL (1-%d) [%s]: "),
		    g->max_level, g->default_players);
		if ((players = plain_read(prompt)) == NULL)
			return (PLAIN_EOF);
		players = xstrdup(*players != '\0' ? players :
		    g->default_players);
		if (seats_parse(g, players, seats, &n, &cause) == 0)
			break;
		plain_wrap(cause, 0);
		free(cause);
		free(players);
	}
	if ((n = boards_list(g, &names)) > 0) {
		plain_wrap(_("Boards:"), 0);
		prompt[0] = '\0';
		for (i = 0; i < n; i++) {
			label = boards_label(g, names[i]);
			snprintf(prompt + strlen(prompt),
			    sizeof prompt - strlen(prompt), "%s%s",
			    i > 0 ? ", " : "", label);
			free(label);
			free(names[i]);
		}
		free(names);
		plain_wrap(prompt, 2);
		if ((board = plain_read(_("Board (Enter for the usual one): ")))
		    == NULL) {
			free(players);
			return (PLAIN_EOF);
		}
		board = *board != '\0' ? xstrdup(board) : NULL;
	}

	memset(&c, 0, sizeof c);
	c.game = g;
	c.players = players;
	c.board = board;
	m = match_new(&c, &cause);
	free(players);
	free(board);
	return (plain_play_made(m, NULL, cause));
}

/*
 * Lists the newest saved games in a directory, numbered, newest first:
 * each with its game, moves, date and players, or why it cannot be
 * resumed, then its file.  Returns how many, with *saves to be freed.
 */
static int
plain_list_saves(const char *dir, struct save **saves)
{
	char	*label, *line;
	int	 n, i, all;

	n = saves_list(dir, SAVES_LIST_MAX, saves, &all);
	if (n == 0)
		plain_wrap(_("There are no saved games yet."), 0);
	for (i = 0; i < n; i++) {
		label = saves_label(&(*saves)[i]);
		xasprintf(&line, "%d. %s", i + 1, label);
		plain_wrap_hanging(line, 2, 5);
		plain_say("     %s", (*saves)[i].name);
		free(line);
		free(label);
	}
	if (all > n)
		plain_say(ngettext("%d older saved game is not listed.",
		    "%d older saved games are not listed.", all - n), all - n);
	return (n);
}

/* Lists saved games, newest first, and plays the one chosen by its
 * number or file. */
static enum plain_end
plain_resume(void)
{
	struct save	*saves;
	char		*dir, *cause, *path, *line, *end;
	struct match	*m;
	enum plain_end	 review_end;
	long		 pick;
	int		 n, review;

	if ((dir = paths_saves(0, &cause)) == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_QUIT);
	}
	plain_say(_("Saved games are kept in %s."), dir);
	n = plain_list_saves(dir, &saves);
	plain_wrap(_("Type review and a number or file to step through a "
	    "game's moves instead."), 0);
	for (;;) {
		line = plain_read(_("Number or file to resume (Enter to go "
		    "back): "));
		if (line == NULL || *line == '\0') {
			saves_free(saves, n);
			free(dir);
			return (line == NULL ? PLAIN_EOF : PLAIN_QUIT);
		}
		if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0) {
			plain_wrap(_("Type a saved game's number in the list, "
			    "or its file, to play on; review and a number or "
			    "file to step through its moves; Enter alone to go "
			    "back."), 0);
			continue;
		}
		if ((review = strncmp(line, "review ", 7) == 0))
			line += 7 + strspn(line + 7, " ");
		pick = strtol(line, &end, 10);
		if (end != line && *end == '\0' && pick >= 1 && pick <= n)
			xasprintf(&path, "%s/%s", dir, saves[pick - 1].name);
		else if (strchr(line, '/') == NULL)
			xasprintf(&path, "%s/%s", dir, line);
		else
			path = xstrdup(line);
		if ((m = match_load(path, &cause)) != NULL)
			break;
		/* Said, and asked again: the list is still there. */
		plain_wrap(cause, 0);
		free(cause);
		free(path);
	}
	saves_free(saves, n);
	free(dir);
	if (review) {
		review_end = plain_review(m, path, plain_play);
		match_free(m);
		free(path);
		return (review_end);
	}
	return (plain_play_made(m, path, NULL));
}

/* Hosts a game: the game, then the seats after the host's. */
static enum plain_end
plain_host(void)
{
	struct match_config	 c;
	struct hub_config	 hc;
	struct hub_started	 hs;
	struct match		*m;
	char			 prompt[256], def[128], *players, *cause, *line;
	int			 n = 0, i;

	for (n = 0; game_table[n] != NULL; n++)
		plain_say("  %d. %s", n + 1, _(game_table[n]->title));
	if ((i = plain_choose(n)) == 0)
		return (PLAIN_EOF);
	seats_host(game_table[i - 1], def, sizeof def);
	snprintf(prompt, sizeof prompt, _("Seats in turn order: yours (human), "
	    "then remote for a player who joins or computer:LEVEL [%s]: "),
	    def);
	if ((line = plain_read(prompt)) == NULL)
		return (PLAIN_EOF);
	players = xstrdup(*line != '\0' ? line : def);
	memset(&c, 0, sizeof c);
	c.game = game_table[i - 1];
	c.players = players;
	c.networked = 1;
	memset(&hc, 0, sizeof hc);
	hc.match = &c;
	if (client_host(&hc, &hs, &m, &cause) != 0)
		m = NULL;
	else
		hub_started_free(&hs);
	free(players);
	return (plain_play_made(m, NULL, cause));
}

/* Joins a hub: one of ours by name, or another user's as USER/NAME. */
static enum plain_end
plain_join(void)
{
	struct client_hub	*hubs;
	struct match		*m;
	char			*line, *cause;
	int			 n, i, watch = 0;

	n = client_list(&hubs);
	if (n == 0)
		plain_wrap(_("No game is open to you here."), 0);
	else
		plain_wrap(_("Games open to you:"), 0);
	for (i = 0; i < n; i++) {
		cause = client_hub_text(&hubs[i]);
		plain_say("  %s: %s", hubs[i].target, cause);
		free(cause);
	}
	client_list_free(hubs, n);
	line = plain_read(_("Hub to join (NAME, or USER/NAME for another "
	    "user's; watch NAME to watch): "));
	if (line == NULL)
		return (PLAIN_EOF);
	if (*line == '\0')
		return (PLAIN_QUIT);
	if (strncmp(line, "watch ", 6) == 0) {
		watch = 1;
		line += 6;
	}
	if (client_join(line, watch ? CLIENT_WATCH : CLIENT_ANY_SEAT, &m,
	    &cause) != 0)
		m = NULL;
	return (plain_play_made(m, NULL, cause));
}

/* Offers the games' rules. */
static enum plain_end
plain_rules_menu(void)
{
	int	 i, n;

	for (n = 0; game_table[n] != NULL; n++) {
		plain_say("  %d. %s", n + 1, _(game_table[n]->title));
	}
	if ((i = plain_choose(n)) == 0)
		return (PLAIN_EOF);
	plain_rules(game_table[i - 1]);
	return (PLAIN_QUIT);
}

/* Says the player's record, a sentence a line. */
static enum plain_end
plain_record(void)
{
	char	**lines;
	int	 n, i, failed, warnings;

	plain_wrap(_("Your record:"), 0);
	lines = narrate_record(&n, &failed, &warnings);
	for (i = 0; i < n; i++)
		plain_wrap_hanging(lines[i], 2, 4);
	xfree_strings(lines, n);
	return (PLAIN_QUIT);
}

/* The main menu, as numbered choices. */
int
plain_menu(void)
{
	const struct game_entry	*g;
	char			 line[512];
	int			 n, choice;
	enum plain_end		 end = PLAIN_QUIT;

	plain_io_start();
	while (end != PLAIN_EOF) {
		putchar('\n');
		plain_wrap(_("Tabula: board games for the terminal."), 0);
		for (n = 0; (g = game_table[n]) != NULL; n++) {
			snprintf(line, sizeof line, "%d. %s: %s", n + 1,
			    _(g->title), _(g->summary));
			plain_wrap_hanging(line, 2, 5);
		}
		plain_say("  %d. %s", n + 1, _("Resume a saved game"));
		plain_say("  %d. %s", n + 2, _("Host a network game"));
		plain_say("  %d. %s", n + 3, _("Join a network game"));
		plain_say("  %d. %s", n + 4, _("Read the rules"));
		plain_say("  %d. %s", n + 5, _("Your record"));
		plain_say("  %d. %s", n + 6, _("Quit"));
		if ((choice = plain_choose(n + 6)) == 0 || choice == n + 6)
			break;
		if (choice <= n)
			end = plain_setup(game_table[choice - 1]);
		else if (choice == n + 1)
			end = plain_resume();
		else if (choice == n + 2)
			end = plain_host();
		else if (choice == n + 3)
			end = plain_join();
		else if (choice == n + 4)
			end = plain_rules_menu();
		else
			end = plain_record();
	}
	return (0);
}

/* Reviews a saved game named on the command line (tabula review). */
int
plain_review_file(const struct match *full, const char *path)
{
	plain_io_start();
	plain_review(full, path, plain_play);
	return (0);
}
