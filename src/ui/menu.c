/*
 * menu.c: the screens around a game: the main menu, a game's setup, saved
 * games, options and rules.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boards.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "net/client.h"
#include "paths.h"
#include "saves.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define LIST_MAX	64

/* The thinking times offered, in milliseconds. */
static const int64_t menu_times[] = { 500, 1000, 2000, 5000, 10000, 30000 };

/* Reviews a saved game (full, loaded from path) and plays the new games
 * made from its positions, coming back to it after each; -2 if the
 * terminal went away. */
static int
menu_review(const struct match *full, const char *path)
{
	struct match	*from;
	int		 move = 0;

	for (;;) {
		if (ui_review(full, path, &move, &from) == UI_HANGUP)
			return (-2);
		if (from == NULL)
			return (0);
		if (ui_play_games(from, NULL) == -2)
			return (-2);
	}
}

/* Who a seat is: "Player 2 (o)", or "Player 2" alone where the game
 * calls its sides so. */
static void
menu_seat_who(const struct game_entry *g, int seat, char *buf, size_t len)
{
	char	 plain[64];

	snprintf(plain, sizeof plain, _("Player %d"), seat + 1);
	if (strcmp(plain, _(g->sides[seat])) == 0)
		snprintf(buf, len, "%s", plain);
	else
		snprintf(buf, len, _("Player %d (%s)"), seat + 1,
		    _(g->sides[seat]));
}

/* A seat's setting as a line of the setup screen. */
static void
menu_seat_label(const struct game_entry *g, int seat, int level, char *buf,
    size_t len)
{
	char	 who[64], name[64];

	menu_seat_who(g, seat, who, sizeof who);
	if (level == 0)
		snprintf(buf, len, _("%s: human"), who);
	else {
		game_level_name(g, level, name, sizeof name);
		snprintf(buf, len, _("%s: computer, %s"), who, name);
	}
}

/* The game's options that have a fixed set of values, by their index in
 * the entry; returns how many. */
static int
menu_fixed_options(const struct game_entry *g, int *which)
{
	int	 i, n = 0;

	for (i = 0; i < g->noptions && i < GAME_OPTIONS_MAX; i++)
		if (g->options[i].choices != NULL)
			which[n++] = i;
	return (n);
}

/* An option's setting as a line of a setup screen: "Game type: normal". */
static void
menu_option_label(const struct game_option *o, int value, char *buf,
    size_t len)
{
	const char	*word;

	word = o->choice_words != NULL ? _(o->choice_words[value]) :
	    o->choices[value];
	snprintf(buf, len, _("%s: %s"), _(o->title), word);
}

/* The default of each of the options that have fixed values. */
static void
menu_option_defaults(const struct game_entry *g, const int *which, int n,
    int *values)
{
	const struct game_option	*o;
	int				 i, v;

	for (i = 0; i < n; i++) {
		o = &g->options[which[i]];
		values[i] = 0;
		for (v = 0; o->value != NULL && o->choices[v] != NULL; v++)
			if (strcmp(o->choices[v], o->value) == 0)
				values[i] = v;
	}
}

/* The next (turn 1) or the one before (-1) of an option's values. */
static int
menu_option_turn(const struct game_option *o, int value, int turn)
{
	int	 n;

	for (n = 0; o->choices[n] != NULL; n++)
		;
	return ((value + turn + n) % n);
}

/*
 * The line for how many play, for a game whose number of players may
 * change: "Players: 3", first in items.  Returns the lines it took.
 */
static int
menu_seats_line(const struct game_entry *g, int nseats, char *buf,
    size_t len, const char **items)
{
	if (g->min_seats >= g->max_seats)
		return (0);
	snprintf(buf, len, _("Players: %d"), nseats);
	items[0] = buf;
	return (1);
}

/* The next number of players (turn 1) or the one before (-1), round from
 * the most to the fewest. */
static int
menu_seats_turn(const struct game_entry *g, int nseats, int turn)
{
	int	 n = g->max_seats - g->min_seats + 1;

	return (g->min_seats + (nseats - g->min_seats + turn + n) % n);
}

/*
 * The least terminal, lines by cols, that shows a board whole, when the
 * smallest Tabula takes does not; both 0 when it does, or when that is
 * not known.
 */
static void
menu_board_needs(const struct game_entry *g, const char *name, int nseats,
    int *lines, int *cols)
{
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_view	*v;
	char			*text, *cause;
	void			*state;

	*lines = *cols = 0;
	if (boards_read(g, name, &text, NULL, &cause) != 0) {
		free(cause);
		return;
	}
	memset(&setup, 0, sizeof setup);
	setup.nseats = nseats;
	setup.board = text;
	if (g->create(&setup, &state, &error) == 0) {
		v = xmalloc(sizeof *v);
		g->view(state, v);
		if (ui_game_needs(v, lines, cols) != 1)
			*lines = *cols = 0;
		free(v);
		g->destroy(state);
	}
	free(text);
}

#define MENU_FORM_ROWS	(GAME_SEATS_MAX + GAME_OPTIONS_MAX + 5)

/*
 * A game's settings as a setup or hosting screen changes them, and the
 * rows of its list as last made: the number of seats, then a row per seat,
 * the board, the game's options, the thinking time, Start and Back.
 */
struct menu_form {
	const struct game_entry	*g;
	int		 nseats;
	int		 levels[GAME_SEATS_MAX];	/* 0 for a human */
	int		 nopts;
	int		 which[GAME_OPTIONS_MAX];	/* in g->options */
	int		 values[GAME_OPTIONS_MAX];
	char		**boards, **blabels;
	int		 nboards, board;
	int		*needs;		/* lines and columns a board */
	int		 t;		/* in menu_times */
	char		 players[256];

	char		 labels[MENU_FORM_ROWS][256];
	const char	*items[MENU_FORM_ROWS];
	int		 first_seat, first_opt, start, back;
};

/* The rows of the game's options, from row n: the row after them. */
static int
menu_form_options(struct menu_form *f, int n)
{
	int	 i;

	f->first_opt = n;
	for (i = 0; i < f->nopts; i++) {
		menu_option_label(&f->g->options[f->which[i]], f->values[i],
		    f->labels[n], sizeof f->labels[n]);
		f->items[n] = f->labels[n];
		n++;
	}
	return (n);
}

/* Sets up a game's setup screen: its defaults and its boards. */
static void
menu_setup_open(struct menu_form *f, const struct game_entry *g)
{
	int	 i;

	memset(f, 0, sizeof *f);
	f->g = g;
	f->nseats = g->min_seats;
	f->nopts = menu_fixed_options(g, f->which);
	menu_option_defaults(g, f->which, f->nopts, f->values);
	for (i = 0; i < GAME_SEATS_MAX; i++)
		f->levels[i] = i == 0 ? 0 : g->default_level;
	f->nboards = boards_list(g, &f->boards);
	f->needs = xcalloc(f->nboards + 1, 2 * sizeof *f->needs);
	f->blabels = xcalloc(f->nboards + 1, sizeof *f->blabels);
	for (i = 0; i < f->nboards; i++) {
		f->blabels[i] = boards_label(g, f->boards[i]);
		if (strcmp(f->boards[i], g->default_board != NULL ?
		    g->default_board : g->builtin_board != NULL ?
		    g->builtin_board : "") == 0)
			f->board = i;
		menu_board_needs(g, f->boards[i], f->nseats, &f->needs[2 * i],
		    &f->needs[2 * i + 1]);
	}
	for (f->t = 0; f->t < (int)(sizeof menu_times /
	    sizeof menu_times[0]) - 1 &&
	    menu_times[f->t] != ui_settings.think_ms; f->t++)
		;
}

/* Frees what menu_setup_open made. */
static void
menu_setup_close(struct menu_form *f)
{
	int	 i;

	for (i = 0; i < f->nboards; i++) {
		free(f->boards[i]);
		free(f->blabels[i]);
	}
	free(f->boards);
	free(f->blabels);
	free(f->needs);
}

/* Makes the rows of the setup screen's list; returns how many. */
static int
menu_setup_items(struct menu_form *f)
{
	const struct game_entry	*g = f->g;
	int			 i, n, b = f->board;

	n = menu_seats_line(g, f->nseats, f->labels[0], sizeof f->labels[0],
	    f->items);
	f->first_seat = n;
	for (i = 0; i < f->nseats; i++) {
		menu_seat_label(g, i, f->levels[i], f->labels[n],
		    sizeof f->labels[n]);
		f->items[n] = f->labels[n];
		n++;
	}
	if (f->nboards > 0 && f->needs[2 * b] > 0)
		snprintf(f->labels[n], sizeof f->labels[n], _("Board: %s "
		    "(whole from %d by %d; smaller, it scrolls)"),
		    f->blabels[b], f->needs[2 * b + 1], f->needs[2 * b]);
	else if (f->nboards > 0)
		snprintf(f->labels[n], sizeof f->labels[n], _("Board: %s"),
		    f->blabels[b]);
	if (f->nboards > 0) {
		f->items[n] = f->labels[n];
		n++;
	}
	n = menu_form_options(f, n);
	snprintf(f->labels[n], sizeof f->labels[n], _("Thinking time of the "
	    "strongest levels: %.1f s"), menu_times[f->t] / 1000.0);
	f->items[n] = f->labels[n];
	n++;
	f->start = n;
	f->items[n++] = _("Start");
	f->back = n;
	f->items[n++] = _("Back");
	return (n);
}

/* Starts the game set up; NULL, with *cause, if it cannot start. */
static struct match *
menu_setup_start(struct menu_form *f, char **cause)
{
	const struct game_entry	*g = f->g;
	struct match_config	 c;
	struct match		*m;
	int			 i, used = 0;

	for (i = 0; i < f->nseats; i++) {
		if (f->levels[i] == 0)
			used += snprintf(f->players + used,
			    sizeof f->players - used, "%shuman",
			    i ? "," : "");
		else
			used += snprintf(f->players + used,
			    sizeof f->players - used,
			    "%scomputer:%d", i ? "," : "",
			    f->levels[i]);
	}
	memset(&c, 0, sizeof c);
	c.game = g;
	c.players = f->players;
	c.board = f->nboards > 0 ? f->boards[f->board] : NULL;
	c.think_ms = menu_times[f->t];
	for (i = 0; i < f->nopts; i++)
		c.options[f->which[i]] =
		    g->options[f->which[i]].choices[f->values[i]];
	if ((m = match_new(&c, cause)) == NULL)
		return (NULL);
	ui_settings.think_ms = menu_times[f->t];
	free(ui_save_options());
	return (m);
}

/* Moves the setting of row pick on by key (1, or -1 for back). */
static void
menu_setup_turn(struct menu_form *f, int pick, int key)
{
	const struct game_entry	*g = f->g;
	int			 i, nt;

	nt = (int)(sizeof menu_times / sizeof menu_times[0]);
	if (pick < f->first_seat)
		f->nseats = menu_seats_turn(g, f->nseats, key);
	else if (pick < f->first_seat + f->nseats) {
		i = pick - f->first_seat;
		f->levels[i] = (f->levels[i] + key + g->max_level + 1) %
		    (g->max_level + 1);
	} else if (f->nboards > 0 && pick == f->first_seat + f->nseats)
		f->board = (f->board + key + f->nboards) % f->nboards;
	else if (pick >= f->first_opt && pick < f->first_opt + f->nopts) {
		i = pick - f->first_opt;
		f->values[i] = menu_option_turn(&g->options[f->which[i]],
		    f->values[i], key);
	} else if (pick < f->start)
		f->t = (f->t + key + nt) % nt;
}

/*
 * A game's setup: how many play where that may change, the players, the
 * board, the game's options and the
 * thinking time, changed with Left and Right or Enter; Start is in focus,
 * so Enter starts at once.
 */
static int
menu_setup(const struct game_entry *g)
{
	struct menu_form	 f;
	struct match		*m;
	const char		*notice = NULL;
	char			*cause = NULL;
	int			 n, focus = -1, pick, key;

	menu_setup_open(&f, g);
	for (;;) {
		n = menu_setup_items(&f);
		if (focus < 0)
			focus = f.start;
		pick = ui_list(_(g->title), f.items, NULL, NULL, n, &focus,
		    notice, &key);
		notice = NULL;
		free(cause);
		cause = NULL;
		if (pick == -2) {
			n = -2;
			break;
		}
		if (pick == -1 || pick == f.back) {
			n = 0;
			break;
		}
		if (pick == f.start && key != UI_LIST_CHOSEN)
			continue;	/* Left and Right change settings only */
		if (pick == f.start) {
			if ((m = menu_setup_start(&f, &cause)) == NULL) {
				notice = cause;
				continue;
			}
			n = ui_play_games(m, NULL);
			break;
		}
		/* Enter, Right or a click moves a setting on; Left back. */
		if (key == UI_LIST_CHOSEN)
			key = 1;
		menu_setup_turn(&f, pick, key);
	}
	menu_setup_close(&f);
	free(cause);
	return (n);
}

/* For tabula review FILE: reviews a saved game on the full screen. */
int
ui_review_file(const struct match *full, const char *path)
{
	ui_load_options();
	screen_start(&ui_settings.screen);
	menu_review(full, path);
	screen_stop();
	return (0);
}

/*
 * The saved games, newest first, to choose one to resume: each with its
 * game, moves, date and players, or why it cannot be resumed; the one in
 * focus with its file.
 */
static int
menu_resume(void)
{
	struct save	*saves;
	char		*labels[SAVES_LIST_MAX], *texts[SAVES_LIST_MAX];
	char		*dir, *cause, *path, *notice = NULL;
	const char	*items[SAVES_LIST_MAX + 1];
	const char	*details[SAVES_LIST_MAX + 1];
	struct match	*m;
	int		 all, n, i, focus = 0, pick, result = 0, review;

	if ((dir = paths_saves(0, &cause)) == NULL) {
		free(cause);
		return (0);
	}
	n = saves_list(dir, SAVES_LIST_MAX, &saves, &all);
	for (i = 0; i < n; i++) {
		items[i] = labels[i] = saves_label(&saves[i]);
		details[i] = texts[i] = saves_details(&saves[i]);
	}
	items[n] = _("Back");
	details[n] = NULL;
	if (n == 0)
		notice = xstrdup(_("There are no saved games yet."));
	for (;;) {
		ui_list_extra('r', _("Up, Down: choose   Enter: resume   "
		    "r: review   q: back"));
		pick = ui_list(_("Resume a saved game"), items, details, NULL,
		    n + 1, &focus, notice, NULL);
		ui_list_extra(0, NULL);
		free(notice);
		notice = NULL;
		review = pick == UI_LIST_EXTRA;
		if (review)
			pick = focus;
		if (pick < 0 || pick == n) {
			result = pick == -2 ? -2 : 0;
			break;
		}
		xasprintf(&path, "%s/%s", dir, saves[pick].name);
		if ((m = match_load(path, &cause)) == NULL) {
			/* Two lines under the list; a longer one whole, in a
			 * window of its own. */
			if (screen_width(cause) > 2 * (COLS - 2)) {
				ui_pager(_("Resume a saved game"),
				    (const char *const []){ cause, NULL }, 0);
				free(cause);
			} else
				notice = cause;
			free(path);
			continue;
		}
		if (!review) {
			result = ui_play_games(m, path);
			break;
		}
		result = menu_review(m, path);
		match_free(m);
		free(path);
		if (result == -2)
			break;
	}
	for (i = 0; i < n; i++) {
		free(labels[i]);
		free(texts[i]);
	}
	saves_free(saves, n);
	free(dir);
	return (result);
}

/* Picks a game that can be played, for hosting; NULL to go back. */
static const struct game_entry *
menu_pick_game(const char *title, int *result)
{
	const char		*items[LIST_MAX];
	int			 n, focus = 0, pick;

	for (n = 0; n < LIST_MAX - 1 && game_table[n] != NULL; n++)
		items[n] = _(game_table[n]->title);
	items[n] = _("Back");
	pick = ui_list(title, items, NULL, NULL, n + 1, &focus, NULL, NULL);
	*result = pick == -2 ? -2 : 0;
	return (pick >= 0 && pick < n ? game_table[pick] : NULL);
}

/* Makes the rows of the hosting screen's list; returns how many. */
static int
menu_host_items(struct menu_form *f)
{
	const struct game_entry	*g = f->g;
	char			 who[64], name[64];
	int			 i, n;

	n = f->first_seat = menu_seats_line(g, f->nseats, f->labels[0],
	    sizeof f->labels[0], f->items);
	for (i = 0; i < f->nseats; i++) {
		menu_seat_who(g, i, who, sizeof who);
		if (i == 0)
			snprintf(f->labels[n], sizeof f->labels[n],
			    _("%s: you"), who);
		else if (f->levels[i] == 0)
			snprintf(f->labels[n], sizeof f->labels[n],
			    _("%s: a player who joins"), who);
		else {
			game_level_name(g, f->levels[i], name, sizeof name);
			snprintf(f->labels[n], sizeof f->labels[n],
			    _("%s: computer, %s"), who, name);
		}
		f->items[n] = f->labels[n];
		n++;
	}
	n = menu_form_options(f, n);
	f->start = n;
	f->items[n++] = _("Start the hub");
	f->back = n;
	f->items[n++] = _("Back");
	return (n);
}

/* Moves the setting of row pick on by turn (1, or -1 for back); the
 * host's own seat stays the host's. */
static void
menu_host_turn(struct menu_form *f, int pick, int turn)
{
	const struct game_entry	*g = f->g;
	int			 i, first = f->first_seat;

	if (pick < first)
		f->nseats = menu_seats_turn(g, f->nseats, turn);
	else if (pick > first && pick < first + f->nseats) {
		i = pick - first;
		f->levels[i] = (f->levels[i] + turn + g->max_level + 1) %
		    (g->max_level + 1);
	} else if (pick >= first + f->nseats &&
	    pick < first + f->nseats + f->nopts) {
		i = pick - first - f->nseats;
		f->values[i] = menu_option_turn(&g->options[f->which[i]],
		    f->values[i], turn);
	}
}

/* Starts the hub of the game set up and takes its first seat; NULL, with
 * *cause, if it cannot start. */
static struct match *
menu_host_start(struct menu_form *f, char **cause)
{
	const struct game_entry	*g = f->g;
	struct match_config	 c;
	struct hub_config	 hc;
	struct hub_started	 hs;
	struct match		*m;
	size_t			 used;
	int			 i;

	used = snprintf(f->players, sizeof f->players, "human");
	for (i = 1; i < f->nseats; i++)
		used += f->levels[i] == 0 ? snprintf(f->players + used,
		    sizeof f->players - used, ",remote") :
		    snprintf(f->players + used, sizeof f->players - used,
		    ",computer:%d", f->levels[i]);
	memset(&c, 0, sizeof c);
	c.game = g;
	c.players = f->players;
	c.think_ms = ui_settings.think_ms;
	c.networked = 1;
	for (i = 0; i < f->nopts; i++)
		c.options[f->which[i]] =
		    g->options[f->which[i]].choices[f->values[i]];
	memset(&hc, 0, sizeof hc);
	hc.match = &c;
	if (client_host(&hc, &hs, &m, cause) != 0)
		return (NULL);
	hub_started_free(&hs);
	return (m);
}

/*
 * Hosting: the game, then who sits in the seats after the host's (players
 * who will join, or the computer), then the hub, and its lobby.
 */
static int
menu_host(void)
{
	const struct game_entry	*g;
	struct menu_form	 f;
	struct match		*m;
	const char		*notice = NULL;
	char			*cause = NULL;
	int			 n, focus = -1, pick, turn, result = 0;

	if ((g = menu_pick_game(_("Host a network game"), &result)) == NULL)
		return (result);
	memset(&f, 0, sizeof f);
	f.g = g;
	f.nseats = g->min_seats;
	f.nopts = menu_fixed_options(g, f.which);
	menu_option_defaults(g, f.which, f.nopts, f.values);
	for (;;) {
		n = menu_host_items(&f);
		if (focus < 0)
			focus = f.start;
		pick = ui_list(_(g->title), f.items, NULL, NULL, n, &focus,
		    notice, &turn);
		free(cause);
		cause = NULL;
		notice = NULL;
		if (pick == -2)
			return (-2);
		if (pick < 0 || pick == f.back)
			return (0);
		if (pick == f.start && turn != UI_LIST_CHOSEN)
			continue;	/* Left and Right change settings only */
		if (turn == UI_LIST_CHOSEN)
			turn = 1;
		if (pick != f.start) {
			menu_host_turn(&f, pick, turn);
			continue;
		}
		if ((m = menu_host_start(&f, &cause)) == NULL) {
			notice = cause;
			continue;
		}
		return (ui_play_games(m, NULL));
	}
}

/* Joining: the games open to us, to play or to watch, or a hub named. */
static int
menu_join(void)
{
	struct client_hub	*hubs;
	char			 labels[LIST_MAX][128], target[128];
	char			*texts[LIST_MAX / 2];
	const char		*items[LIST_MAX], *details[LIST_MAX];
	const char		*notice = NULL;
	char			*cause = NULL;
	struct match		*m;
	int			 n, i, k, focus = 0, pick, result = 0, watch;

	n = client_list(&hubs);
	if (n > (LIST_MAX - 2) / 2)
		n = (LIST_MAX - 2) / 2;
	for (i = k = 0; i < n; i++) {
		texts[i] = client_hub_text(&hubs[i]);
		snprintf(labels[k], sizeof labels[k], _("Play %s at %s"),
		    _(hubs[i].game->title), hubs[i].target);
		details[k] = texts[i];
		items[k] = labels[k];
		k++;
		snprintf(labels[k], sizeof labels[k], _("Watch %s at %s"),
		    _(hubs[i].game->title), hubs[i].target);
		details[k] = texts[i];
		items[k] = labels[k];
		k++;
	}
	details[k] = NULL;
	items[k++] = _("Another user's hub...");
	details[k] = NULL;
	items[k++] = _("Back");
	if (n == 0)
		notice = _("No game is open to you here.");
	for (;;) {
		pick = ui_list(_("Join a network game"), items, details, NULL,
		    k, &focus, notice, NULL);
		free(cause);
		cause = NULL;
		notice = NULL;
		if (pick < 0 || pick == k - 1) {
			result = pick == -2 ? -2 : 0;
			break;
		}
		watch = 0;
		if (pick == k - 2) {
			target[0] = '\0';
			if (ui_ask(_("Join a network game"), _("The hub, as USER/NAME "
			    "(the host's command says it):"), target,
			    sizeof target) != 0 || target[0] == '\0')
				continue;
		} else {
			snprintf(target, sizeof target, "%s",
			    hubs[pick / 2].target);
			watch = pick % 2;
		}
		if (client_join(target, watch ? CLIENT_WATCH : CLIENT_ANY_SEAT, &m,
		    &cause) != 0) {
			notice = cause;
			continue;
		}
		result = ui_play_games(m, NULL);
		break;
	}
	for (i = 0; i < n; i++)
		free(texts[i]);
	client_list_free(hubs, n);
	free(cause);
	return (result);
}

/* Options: colour, glyphs and where the cursor rests, applied at once and
 * kept for next time. */
static int
menu_options(void)
{
	const char	*choices[3] = { N_("automatic"), N_("on"), N_("off") };
	char		 labels[3][128], *notice = NULL;
	const char	*items[4];
	int		 focus = 0, pick;

	for (;;) {
		snprintf(labels[0], sizeof labels[0], _("Colour: %s"),
		    _(choices[ui_settings.screen.colour]));
		snprintf(labels[1], sizeof labels[1],
		    _("Unicode pieces and lines: %s"),
		    _(choices[ui_settings.screen.unicode]));
		snprintf(labels[2], sizeof labels[2], "%s",
		    ui_settings.reader ? _("Cursor in games: on the message "
		    "line, for a screen reader") : _("Cursor in games: on the "
		    "board"));
		items[0] = labels[0];
		items[1] = labels[1];
		items[2] = labels[2];
		items[3] = _("Back");
		pick = ui_list(_("Options"), items, NULL, NULL, 4, &focus,
		    notice, NULL);
		free(notice);
		notice = NULL;
		if (pick < 0 || pick == 3)
			return (pick == -2 ? -2 : 0);
		if (pick == 0)
			ui_settings.screen.colour =
			    (ui_settings.screen.colour + 1) % 3;
		else if (pick == 1)
			ui_settings.screen.unicode =
			    (ui_settings.screen.unicode + 1) % 3;
		else
			ui_settings.reader = !ui_settings.reader;
		screen_apply(&ui_settings.screen);
		notice = ui_save_options();
	}
}

/* Rules: a game's rules in the text viewer. */
static int
menu_rules(void)
{
	const char	*items[LIST_MAX], *paras[LIST_MAX];
	int		 n, i, focus = 0, pick;

	for (n = 0; n < LIST_MAX - 1 && game_table[n] != NULL; n++)
		items[n] = _(game_table[n]->title);
	items[n] = _("Back");
	for (;;) {
		pick = ui_list(_("Read the rules"), items, NULL, NULL, n + 1,
		    &focus, NULL, NULL);
		if (pick < 0 || pick == n)
			return (pick == -2 ? -2 : 0);
		if (game_table[pick]->rules == NULL) {
			paras[0] = _("The rules of this game are not written "
			    "yet.");
			paras[1] = NULL;
		} else {
			for (i = 0; i < LIST_MAX - 1 &&
			    game_table[pick]->rules[i] != NULL; i++)
				paras[i] = _(game_table[pick]->rules[i]);
			paras[i] = NULL;
		}
		ui_pager(_(game_table[pick]->title), paras, 0);
	}
}

/* Your record: a sentence a line in the text viewer, which scrolls. */
static void
menu_record(void)
{
	const char	**paras;
	char		**lines;
	int		 n, i, failed, warnings;

	lines = narrate_record(&n, &failed, &warnings);
	paras = xcalloc(n + 1, sizeof *paras);
	for (i = 0; i < n; i++)
		paras[i] = lines[i];
	ui_pager(_("Your record"), paras, 0);
	free(paras);
	xfree_strings(lines, n);
}

/* The main menu, until Quit. */
int
ui_menu(void)
{
	const struct game_entry	*g;
	char			 labels[LIST_MAX][512];
	const char		*items[LIST_MAX], *notice = i18n_note();
	const char		*details[LIST_MAX];
	int			 enabled[LIST_MAX], n, games, focus = 1, pick, i;
	int			 result = 0;
	int64_t			 think_ms = ui_settings.think_ms;
	const struct game_entry	*editable[LIST_MAX];

	/* A thinking time given on the command line beats the saved one. */
	ui_read_options();
	if (think_ms != MATCH_THINK_MS)
		ui_settings.think_ms = think_ms;
	screen_start(&ui_settings.screen);
	for (games = 0; (g = game_table[games]) != NULL; games++) {
		snprintf(labels[games], sizeof labels[games], "%-10s %s",
		    _(g->title), _(g->summary));
		items[games] = labels[games];
		details[games] = _(g->summary);
		enabled[games] = 1;
	}
	n = games;
	for (i = games; i < LIST_MAX; i++)
		details[i] = NULL;
	items[n] = _("Resume a saved game");
	enabled[n++] = 1;
	items[n] = _("Host a network game");
	enabled[n++] = 1;
	items[n] = _("Join a network game");
	enabled[n++] = 1;
	items[n] = _("Options");
	enabled[n++] = 1;
	items[n] = _("Read the rules");
	enabled[n++] = 1;
	items[n] = _("Your record");
	enabled[n++] = 1;
	/* Then a map to draw, for each game the editor draws maps of. */
	for (i = 0; (g = game_table[i]) != NULL && n < LIST_MAX - 1; i++) {
		if (!ui_edit_for(g))
			continue;
		editable[n - games - 6] = g;
		snprintf(labels[n], sizeof labels[n], _("Make a %s map"),
		    _(g->title));
		items[n] = labels[n];
		enabled[n++] = 1;
	}
	items[n] = _("Quit");
	enabled[n++] = 1;

	for (;;) {
		pick = ui_list(_("Board games for the terminal"), items,
		    details, enabled, n, &focus, notice, NULL);
		notice = NULL;
		if (pick == -2 || pick == -1 || pick == n - 1)
			break;
		if (pick < games)
			result = menu_setup(game_table[pick]);
		else if (pick == games)
			result = menu_resume();
		else if (pick == games + 1)
			result = menu_host();
		else if (pick == games + 2)
			result = menu_join();
		else if (pick == games + 3)
			result = menu_options();
		else if (pick == games + 4)
			result = menu_rules();
		else if (pick == games + 5)
			menu_record();
		else
			result = ui_edit_menu(editable[pick - games - 6]);
		if (result == -2)
			break;
	}
	screen_stop();
	return (0);
}

/* Plays one match started from the command line (or loaded from path),
 * then ends; the match is freed. */
int
ui_play(struct match *m, const char *path)
{
	ui_load_options();
	screen_start(&ui_settings.screen);
	ui_play_games(m, path != NULL ? xstrdup(path) : NULL);
	screen_stop();
	return (0);
}
