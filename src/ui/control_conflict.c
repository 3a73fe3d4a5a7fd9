/*
 * control_conflict.c: Conflict by cells.  Choose one of your pieces, or
 * your base to bring a piece in (e chooses its kind), then either draw its
 * path a square at a time, or choose a lit square and let the game find a
 * path there; Enter on the last square, or the right mouse button, plays
 * it.  A click on the path's last square or Backspace takes a step back;
 * Tab changes the die; r takes a reserve piece on a 7; p passes.  What the
 * board does not show, the dice, the stocks and where a piece may go, is
 * asked of the game table.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "ui/control.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define CC_HITS		48
#define CC_LEGEND_LINES	32	/* the legend needs a screen this high */
#define CC_ROOMY_COLS	29	/* a panel this wide spaces the stocks, */
#define CC_ROOMY_LINES	30	/* a screen this high spaces the panel */

/* What a click in the panel chooses. */
enum cc_hit { CC_HIT_DIE, CC_HIT_AVAIL, CC_HIT_RESERVE };

struct cc {
	int		 active;		/* a piece is chosen */
	struct game_mover mover;		/* which, and whence */
	int		 die;			/* whose reach is shown */
	int		 path[GAME_PATH_MAX];	/* from its start */
	int		 len;
	const struct ui_board *board;		/* as last drawn: names
						   cells */

	struct {
		int		 y, x0, x1;
		enum cc_hit	 what;
		int		 a;		/* a die, or a stock */
	}		 hits[CC_HITS];
	int		 nhits;
};

/* What the panel and the keys need of the game: its dice and stocks. */
struct cc_game {
	struct game_dice	 dice;
	struct game_stock	 stocks[GAME_STOCKS_MAX];
	int			 nstocks;
};

/* Reads the dice and the stocks. */
static const struct cc_game *
cc_read(const struct match *m, struct cc_game *g)
{
	match_game(m)->dice(match_state(m), &g->dice);
	g->nstocks = match_game(m)->stocks(match_state(m), g->stocks);
	return (g);
}

static void
cc_open(struct ui_control *k)
{
	k->data = xcalloc(1, sizeof(struct cc));
}

static void
cc_close(struct ui_control *k)
{
	free(k->data);
	k->data = NULL;
}

static void
cc_reset(struct ui_control *k)
{
	struct cc	*cc = k->data;

	cc->active = 0;
	cc->len = 0;
}

/* A cell's name, as the board writes it: "c12". */
static void
cc_name(const struct cc *cc, int cell, char *buf, size_t len)
{
	if (cc->board != NULL)
		cc->board->ops->name(cc->board, cell, buf, len);
	else
		snprintf(buf, len, "?");
}

/* Whether a die of this value is left to play. */
static int
cc_die_left(const struct game_dice *d, int die)
{
	int	 i;

	for (i = 0; i < d->n; i++)
		if ((d->left & (1U << i)) && d->value[i] == die)
			return (1);
	return (0);
}

/* The cells the chosen piece can reach with a die, marked in cells (of
 * GAME_CELLS_MAX) if not NULL; how many. */
static int
cc_reach(const struct match *m, const struct cc *cc,
    const struct game_dice *d, int die, unsigned char *cells)
{
	int	 n;

	if (cells != NULL)
		memset(cells, 0, GAME_CELLS_MAX);
	if (!cc->active || !cc_die_left(d, die))
		return (0);
	n = match_game(m)->reach(match_state(m), &cc->mover, die, cells);
	return (n < 0 ? 0 : n);
}

/* Chooses the die to show: the one asked for if it is left and moves the
 * piece, else the first that does, else the first left. */
static void
cc_pick_die(const struct match *m, struct cc *cc, int want)
{
	struct game_dice	 d;
	int			 i, first = 0;

	match_game(m)->dice(match_state(m), &d);
	if (want > 0 && cc_die_left(&d, want) &&
	    cc_reach(m, cc, &d, want, NULL) > 0) {
		cc->die = want;
		return;
	}
	for (i = 0; i < d.n; i++) {
		if ((d.left & (1U << i)) == 0)
			continue;
		if (first == 0)
			first = d.value[i];
		if (cc_reach(m, cc, &d, d.value[i], NULL) > 0) {
			cc->die = d.value[i];
			return;
		}
	}
	cc->die = first;
}

/* The translated name of a kind of piece, numbered from 1. */
static const char *
cc_kind(const struct match *m, int piece)
{
	return (_(match_game(m)->piece_names[piece - 1]));
}

/* Says what is chosen, with what die, and how far the path has come. */
static const char *
cc_say(struct ui_control *k, const struct match *m)
{
	struct cc		*cc = k->data;
	struct game_dice	 d;
	char			 sq[16], path[GAME_EVENT_MAX];
	size_t			 used = 0;
	int			 i, n, piece = cc->mover.piece;

	match_game(m)->dice(match_state(m), &d);
	path[0] = '\0';
	for (i = 0; i < cc->len; i++) {
		cc_name(cc, cc->path[i], path + used, sizeof path - used);
		used += strlen(path + used);
		if (used + 1 < sizeof path && i + 1 < cc->len)
			path[used++] = '-';
		path[used] = '\0';
	}
	cc_name(cc, cc->path[0], sq, sizeof sq);
	n = cc_reach(m, cc, &d, cc->die, NULL);
	if (cc->len > 1 && cc_die_left(&d, cc->len - 1))
		snprintf(k->note, sizeof k->note, _("Path %s: Enter on its end, "
		    "or a right click, plays it."), path);
	else if (cc->len > 1)
		snprintf(k->note, sizeof k->note, _("Path %s so far: go on, to "
		    "the length of a die."), path);
	else if (n == 0 && cc->mover.enter)
		snprintf(k->note, sizeof k->note, _("The new %s at %s can go "
		    "nowhere with a %d."), cc_kind(m, piece), sq, cc->die);
	else if (n == 0)
		snprintf(k->note, sizeof k->note, _("The %s on %s can go "
		    "nowhere with a %d."), cc_kind(m, piece), sq, cc->die);
	else if (cc->mover.enter)
		snprintf(k->note, sizeof k->note, _("New %s at %s, die %d: draw "
		    "its path, or choose a lit square."), cc_kind(m, piece),
		    sq, cc->die);
	else
		snprintf(k->note, sizeof k->note, _("Your %s on %s, die %d: draw "
		    "its path, or choose a lit square."), cc_kind(m, piece), sq,
		    cc->die);
	return (k->note);
}

/* Chooses a piece on a cell, or a piece of a stock coming in at it. */
static enum ui_choice
cc_select(struct ui_control *k, const struct match *m, int cell, int enter,
    int piece, int home, const char **why)
{
	struct cc	*cc = k->data;

	cc->active = 1;
	cc->mover.cell = cell;
	cc->mover.enter = enter;
	cc->mover.piece = piece;
	cc->mover.home = home;
	cc->path[0] = cell;
	cc->len = 1;
	k->selected = cell;
	cc_pick_die(m, cc, cc->die);
	*why = cc_say(k, m);
	return (UI_CHOICE_SELECT);
}

/* The next kind after piece (0: the first) that a home's stock has
 * available to come in; 0 if there is none. */
static int
cc_next_kind(const struct match *m, int home, int piece)
{
	struct cc_game		 game;
	const struct cc_game	*g = cc_read(m, &game);
	int			 i;

	for (i = 0; i < g->nstocks; i++)
		if (g->stocks[i].home == home && !g->stocks[i].reserve &&
		    g->stocks[i].piece > piece && g->stocks[i].count > 0)
			return (g->stocks[i].piece);
	return (0);
}

/* Why nothing may come in at a home's base, in the game's words. */
static const char *
cc_none_left(const struct match *m, int cell, int home)
{
	struct game_mover	 mover;

	mover.cell = cell;
	mover.enter = 1;
	mover.piece = 1;
	mover.home = home;
	return (game_error_text(match_game(m),
	    -match_game(m)->reach(match_state(m), &mover, 0, NULL)));
}

/* Why a reserve piece may not be taken, in the game's words: a stock's
 * event is tried. */
static const char *
cc_no_reserve(const struct match *m, const struct game_stock *st)
{
	return (game_error_text(match_game(m), -game_try(match_game(m),
	    match_state(m), match_turn(m), st->take, NULL)));
}

/* The home of the base on a cell, if a seat holds it; else -1. */
static int
cc_held_base(const struct game_view *v, int seat, int cell)
{
	const struct game_cell	*c = &v->cells[cell];

	if ((c->flags & GAME_CELL_BASE) && c->keeper == seat)
		return (c->home);
	return (-1);
}

/* The cell of a seat's own base. */
static int
cc_base(const struct game_view *v, int seat)
{
	int	 cell;

	for (cell = 0; cell < v->rows * v->cols; cell++)
		if ((v->cells[cell].flags & GAME_CELL_BASE) &&
		    v->cells[cell].home == seat)
			return (cell);
	return (0);
}

/* Whether the chosen piece can reach a cell with a die left. */
static int
cc_lit(const struct match *m, const struct cc *cc, int cell)
{
	unsigned char		 to[GAME_CELLS_MAX];
	struct game_dice	 d;
	int			 i;

	match_game(m)->dice(match_state(m), &d);
	for (i = 0; i < d.n; i++)
		if (cc_reach(m, cc, &d, d.value[i], to) > 0 && to[cell])
			return (1);
	return (0);
}

/* Writes the chosen move, if its path is as long as a die left. */
static int
cc_move(const struct cc *cc, const struct match *m, char *move, size_t len)
{
	struct game_dice	 d;

	match_game(m)->dice(match_state(m), &d);
	if (!cc->active || cc->len < 2 || !cc_die_left(&d, cc->len - 1))
		return (0);
	return (match_game(m)->trace(match_state(m), &cc->mover, cc->path,
	    cc->len, move, len) == 0 && move[0] != '\0');
}

/* Adds a cell to the path, if the step is allowed. */
static enum ui_choice
cc_step(struct ui_control *k, const struct match *m,
    const struct game_view *v, int cell, const char **why)
{
	struct cc		*cc = k->data;
	const struct game_cell	*c = &v->cells[cell];
	struct game_dice	 d;
	char			 event[GAME_EVENT_MAX];
	int			 error, i, longest = 0;

	match_game(m)->dice(match_state(m), &d);
	for (i = 0; i < d.n; i++)
		if ((d.left & (1U << i)) && d.value[i] > longest)
			longest = d.value[i];
	if (cc->len - 1 >= longest) {
		*why = _("The path is already as long as the highest die.");
		return (UI_CHOICE_REFUSED);
	}
	cc->path[cc->len] = cell;
	if ((error = -match_game(m)->trace(match_state(m), &cc->mover, cc->path,
	    cc->len + 1, event, sizeof event)) != 0) {
		*why = game_error_text(match_game(m), error);
		return (UI_CHOICE_REFUSED);
	}
	cc->len++;
	*why = cc_say(k, m);
	/* A mine not held by the mover's seat destroys the piece. */
	if ((c->flags & GAME_CELL_MINE) && c->keeper != d.seat) {
		snprintf(k->note + strlen(k->note), sizeof k->note -
		    strlen(k->note), " %s", _("Beware: a mine there would "
		    "destroy it."));
		*why = k->note;
	}
	return (UI_CHOICE_SELECT);
}

/*
 * The chosen start chosen again: the next of what may start there (the
 * piece on it, then each kind that may come in at the base), and after the
 * last, nothing.
 */
static enum ui_choice
cc_again(struct ui_control *k, const struct match *m, int cell, int home,
    const char **why)
{
	struct cc	*cc = k->data;
	int		 next = 0;

	if (home >= 0)
		next = cc_next_kind(m, home, cc->mover.enter ?
		    cc->mover.piece : 0);
	if (next > 0)
		return (cc_select(k, m, cell, 1, next, home, why));
	cc_reset(k);
	k->selected = -1;
	*why = "";
	return (UI_CHOICE_SELECT);
}

/* Whether two cells of the view touch, sides or corners. */
static int
cc_near(const struct game_view *v, int a, int b)
{
	return (abs(a / v->cols - b / v->cols) <= 1 &&
	    abs(a % v->cols - b % v->cols) <= 1);
}

static enum ui_choice
cc_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	struct cc		*cc = k->data;
	const struct game_cell	*c = &v->cells[cell];
	struct game_dice	 d;
	struct game_mover	 mover;
	unsigned char		 to[GAME_CELLS_MAX];
	int			 path[GAME_PATH_MAX];
	int			 own, home, i, die, error;
	enum ui_choice		 choice;

	cc->board = b;
	match_game(m)->dice(match_state(m), &d);
	own = c->piece != 0 && c->owner == d.seat;
	home = cc_held_base(v, d.seat, cell);
	/* The path's last square: played, or a step taken back. */
	if (cc->active && cc->len > 1 && cell == cc->path[cc->len - 1]) {
		if (how == UI_BY_KEY && cc_move(cc, m, move, len)) {
			cc_reset(k);
			k->selected = -1;
			return (UI_CHOICE_MOVE);
		}
		cc->len--;
		*why = cc_say(k, m);
		return (UI_CHOICE_SELECT);
	}
	/* The start again: the path starts over, or the next choice there. */
	if (cc->active && cell == cc->path[0]) {
		if (cc->len > 1) {
			cc->len = 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		}
		return (cc_again(k, m, cell, home, why));
	}
	/* One's own piece: chosen, unless it moved in this roll. */
	if (own) {
		memset(&mover, 0, sizeof mover);
		mover.cell = cell;
		mover.piece = c->piece;
		mover.home = -1;
		error = -match_game(m)->reach(match_state(m), &mover, 0, NULL);
		if (error > 0 && home < 0) {
			*why = game_error_text(match_game(m), error);
			return (UI_CHOICE_REFUSED);
		}
		if (error <= 0)
			return (cc_select(k, m, cell, 0, c->piece, -1, why));
	}
	/* A base one holds: a piece comes in there. */
	if (home >= 0) {
		if ((i = cc_next_kind(m, home, 0)) == 0) {
			*why = cc_none_left(m, cell, home);
			return (UI_CHOICE_REFUSED);
		}
		return (cc_select(k, m, cell, 1, i, home, why));
	}
	if (!cc->active) {
		*why = _("Choose one of your pieces, or your base to bring a "
		    "piece in.");
		return (UI_CHOICE_REFUSED);
	}
	/* A step from the end of the path, if it may go there. */
	for (i = 0; i < cc->len; i++)
		if (cc->path[i] == cell)
			break;
	if (i == cc->len && cc_near(v, cell, cc->path[cc->len - 1])) {
		choice = cc_step(k, m, v, cell, why);
		if (choice == UI_CHOICE_SELECT || !cc_lit(m, cc, cell))
			return (choice);
	}
	/* A lit square: the game finds the way, with this die or the other. */
	for (i = 0; i <= d.n; i++) {
		die = i == 0 ? cc->die : d.value[i - 1];
		if (!cc_die_left(&d, die) ||
		    cc_reach(m, cc, &d, die, to) == 0 || !to[cell])
			continue;
		cc->die = die;
		if (match_game(m)->route(match_state(m), &cc->mover, die, cell,
		    path) == 1) {
			memcpy(cc->path, path, (die + 1) * sizeof path[0]);
			cc->len = die + 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		}
	}
	*why = _("That square is out of reach with the dice left.");
	return (UI_CHOICE_REFUSED);
}

static void
cc_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	struct cc		*cc = k->data;
	unsigned char		 to[GAME_CELLS_MAX];
	struct game_dice	 d;
	int			 cell, i;

	cc->board = b;
	match_game(m)->dice(match_state(m), &d);
	if (!cc->active || d.n == 0)
		return;
	marks[cc->path[0]] |= UI_MARK_SELECTED;
	for (i = 1; i < cc->len; i++)
		marks[cc->path[i]] |= UI_MARK_PATH | UI_MARK_STEP(i);
	if (cc->len > 1)
		return;
	cc_reach(m, cc, &d, cc->die, to);
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (to[cell])
			marks[cell] |= UI_MARK_TARGET;
}

/*
 * The cursor starts on a piece of the mover that can move, or its base;
 * for a seat waiting its turn, on its base.
 */
static int
cc_start(const struct match *m, const struct game_view *v, int seat)
{
	struct game_dice	 d;
	struct game_mover	 mover;
	int			 cell, i;

	match_game(m)->dice(match_state(m), &d);
	if (seat != d.seat)
		return (cc_base(v, seat));
	memset(&mover, 0, sizeof mover);
	for (cell = 0; cell < v->rows * v->cols; cell++) {
		if (v->cells[cell].piece == 0 || v->cells[cell].owner != d.seat)
			continue;
		mover.cell = cell;
		mover.piece = v->cells[cell].piece;
		for (i = 0; i < d.n; i++)
			if ((d.left & (1U << i)) &&
			    match_game(m)->reach(match_state(m), &mover,
			    d.value[i], NULL) > 0)
				return (cell);
	}
	return (cc_base(v, d.seat));
}

/* Asks which piece, of those in the seat's stocks in play or in reserve,
 * with a list: 0 when one is chosen (its stock in *st), 1 when the list is
 * left without one, -1 when there is none. */
static int
cc_ask(const struct match *m, const struct cc *cc, const char *title,
    int reserve, const struct cc_game *g, const struct game_stock **st)
{
	const struct game_stock	*list[GAME_STOCKS_MAX];
	const char		*items[GAME_STOCKS_MAX + 1];
	char			 text[GAME_STOCKS_MAX][96], sq[16];
	int			 i, n = 0, focus = 0, pick;

	for (i = 0; i < g->nstocks; i++) {
		if (g->stocks[i].keeper != g->dice.seat ||
		    g->stocks[i].reserve != reserve || g->stocks[i].count == 0)
			continue;
		cc_name(cc, g->stocks[i].cell, sq, sizeof sq);
		snprintf(text[n], sizeof text[n], _("%s at %s (%d)"),
		    cc_kind(m, g->stocks[i].piece), sq, g->stocks[i].count);
		items[n] = text[n];
		list[n++] = &g->stocks[i];
	}
	if (n == 0)
		return (-1);
	items[n] = _("Cancel");
	pick = ui_list(title, items, NULL, NULL, n + 1, &focus, NULL, NULL);
	if (pick < 0 || pick >= n)
		return (1);
	*st = list[pick];
	return (0);
}

/* The seat's first stock in reserve, whose event says why none may be
 * taken; NULL if it has none. */
static const struct game_stock *
cc_own_reserve(const struct cc_game *g)
{
	int	 i;

	for (i = 0; i < g->nstocks; i++)
		if (g->stocks[i].keeper == g->dice.seat &&
		    g->stocks[i].reserve && g->stocks[i].take[0] != '\0')
			return (&g->stocks[i]);
	return (NULL);
}

/* Takes a piece from a stock in reserve: the stock's event. */
static enum ui_choice
cc_reserve(const struct game_stock *st, char *move, size_t len)
{
	snprintf(move, len, "%s", st->take);
	return (UI_CHOICE_MOVE);
}

static enum ui_choice
cc_key(struct ui_control *k, const struct match *m, const struct ui_board *b,
    const struct game_view *v, int key, int cursor, char *move, size_t len,
    const char **why)
{
	struct cc		*cc = k->data;
	struct cc_game		 game;
	const struct cc_game	*g = cc_read(m, &game);
	const struct game_dice	*d = &g->dice;
	const struct game_stock	*st, *own;
	int			 i;

	(void)cursor;
	cc->board = b;
	if (d->n == 0)
		return (UI_CHOICE_NONE);
	switch (key) {
	case '\t': case 'd':
		if (!cc->active)
			return (UI_CHOICE_NONE);
		for (i = 0; i < d->n; i++)
			if ((d->left & (1U << i)) && d->value[i] != cc->die) {
				cc->die = d->value[i];
				cc->len = 1;
				break;
			}
		*why = cc_say(k, m);
		return (UI_CHOICE_SELECT);
	case KEY_BACKSPACE: case 127: case 8:
		if (!cc->active)
			return (UI_CHOICE_NONE);
		if (cc->len > 1) {
			cc->len--;
			*why = cc_say(k, m);
		} else {
			cc_reset(k);
			k->selected = -1;
			*why = "";
		}
		return (UI_CHOICE_SELECT);
	case SCREEN_KEY_RIGHT_CLICK:
		if (cc_move(cc, m, move, len)) {
			cc_reset(k);
			k->selected = -1;
			return (UI_CHOICE_MOVE);
		}
		return (UI_CHOICE_NONE);
	case 'e':
		switch (cc_ask(m, cc, _("Bring in which piece?"), 0, g, &st)) {
		case -1:
			*why = cc_none_left(m, cc_base(v, d->seat), d->seat);
			return (UI_CHOICE_REFUSED);
		case 1:
			/* Left without a choice: nothing changes. */
			*why = cc->active ? cc_say(k, m) : "";
			return (UI_CHOICE_SELECT);
		}
		k->cursor = st->cell;
		return (cc_select(k, m, st->cell, 1, st->piece, st->home,
		    why));
	case 'r':
		own = cc_own_reserve(g);
		if (!d->reserve && own != NULL) {
			*why = cc_no_reserve(m, own);
			return (UI_CHOICE_REFUSED);
		}
		switch (cc_ask(m, cc, _("Take which piece from the reserve?"),
		    1, g, &st)) {
		case -1:
			*why = own != NULL ? cc_no_reserve(m, own) :
			    game_error_text(match_game(m), 0);
			return (UI_CHOICE_REFUSED);
		case 1:
			*why = cc->active ? cc_say(k, m) : "";
			return (UI_CHOICE_SELECT);
		}
		return (cc_reserve(st, move, len));
	case 'p':
		cc_reset(k);
		k->selected = -1;
		snprintf(move, len, "pass");
		return (UI_CHOICE_MOVE);
	}
	return (UI_CHOICE_NONE);
}

/* Remembers a place in the panel that a click chooses. */
static void
cc_hit(struct cc *cc, int y, int x0, int x1, enum cc_hit what, int a)
{
	if (cc->nhits == CC_HITS)
		return;
	cc->hits[cc->nhits].y = y;
	cc->hits[cc->nhits].x0 = x0;
	cc->hits[cc->nhits].x1 = x1;
	cc->hits[cc->nhits].what = what;
	cc->hits[cc->nhits++].a = a;
}

/* What the dice left allow, in a sentence; 0 if it says no more than
 * the dice do (two to play, not doubles), else 1. */
static int
cc_allows(const struct game_dice *d, char *buf, size_t len)
{
	int	 n = (d->left & 1) + ((d->left >> 1) & 1);

	buf[0] = '\0';
	if (d->n == 0)
		return (0);
	if (d->reserve)
		snprintf(buf, len, "%s", _("A 7: r takes a reserve piece "
		    "first."));
	else if (n == 2 && d->value[0] == d->value[1])
		snprintf(buf, len, _("Doubles: two pieces move %d, then "
		    "another roll."), d->value[0]);
	else if (n == 2) {
		snprintf(buf, len, _("A %d and a %d, for two pieces."),
		    d->value[0], d->value[1]);
		return (0);
	} else if (n == 1)
		snprintf(buf, len, _("The %d is left, for another piece."),
		    d->value[(d->left & 1) ? 0 : 1]);
	return (1);
}

/*
 * Draws a home's stocks, from the first of its stocks to the last (end):
 * its glyph and its keeper's, the pieces it has available, a bar, then
 * those in reserve; in a narrow panel, the pieces of each side of the bar
 * packed together (C3A1).
 */
static void
cc_stock_row(struct cc *cc, const struct match *m, const struct cc_game *g,
    int first, int end, int y, int x, int w)
{
	const char		*glyphs = match_game(m)->glyphs;
	const struct game_stock	*st = &g->stocks[first];
	char			 text[32];
	int			 c = st->home, root = st->keeper, reserve, i;
	int			 cx, role, mine = root == g->dice.seat;
	int			 step = w >= CC_ROOMY_COLS ? 3 : 2;

	snprintf(text, sizeof text, "%c", glyphs[c]);
	screen_text(y, x, ROLE_SEAT + c, text, 1);
	if (root != c) {
		snprintf(text, sizeof text, ">%c", glyphs[root]);
		screen_text(y, x + 1, ROLE_SEAT + root, text, 2);
	}
	cx = x + 4;
	for (reserve = 0; reserve < 2; reserve++) {
		if (reserve) {
			cx += 3 - step;
			screen_text(y, cx, ROLE_DIM, "|", 1);
			cx += 2;
		}
		for (i = first; i < end; i++) {
			st = &g->stocks[i];
			if (st->reserve != reserve || st->count == 0)
				continue;
			snprintf(text, sizeof text, "%c%d",
			    match_game(m)->piece_letters[st->piece - 1],
			    st->count);
			if (reserve)
				role = mine && g->dice.reserve ? ROLE_MARK :
				    ROLE_DIM;
			else
				role = mine ? ROLE_NORMAL : ROLE_DIM;
			screen_text(y, cx, role, text, x + w - cx);
			if (mine && (!reserve || g->dice.reserve))
				cc_hit(cc, y, cx, cx + 2, reserve ?
				    CC_HIT_RESERVE : CC_HIT_AVAIL, i);
			cx += step;
		}
	}
}

/*
 * Draws the dice and what they allow, each home's stock (available, then
 * reserve), and where there is room, what the letters mean.  On a low
 * screen the panel has no blank lines, and says of the dice only what
 * they do not show.
 */
static int
cc_panel(struct ui_control *k, const struct match *m, int y, int x, int w)
{
	struct cc		*cc = k->data;
	struct cc_game		 game;
	const struct cc_game	*g = cc_read(m, &game);
	const struct game_dice	*d = &g->dice;
	const char		*title = _("Pieces");
	const char		*note = _("available | reserve");
	char			 text[256];
	int			 top = y, kk, i, j, cx, role;
	int			 roomy = LINES >= CC_ROOMY_LINES;

	cc->nhits = 0;
	screen_text(y, x, ROLE_TITLE, _("Dice"), w);
	cx = x + screen_width(_("Dice")) + 1;
	if (d->n == 0)
		screen_text(y, cx, ROLE_DIM, "-", 1);
	for (i = 0; i < d->n; i++) {
		snprintf(text, sizeof text, "[%d]", d->value[i]);
		role = (d->left & (1U << i)) ? ROLE_TITLE : ROLE_DIM;
		screen_text(y, cx, role, text, 3);
		if (cc->active && (d->left & (1U << i)) &&
		    d->value[i] == cc->die)
			mvchgat(y, cx, 3, A_REVERSE | screen_attr(role),
			    0, NULL);
		if (d->left & (1U << i))
			cc_hit(cc, y, cx, cx + 3, CC_HIT_DIE, d->value[i]);
		cx += 4;
	}
	y++;
	if (cc_allows(d, text, sizeof text) || roomy)
		y += screen_wrap(y, x, w, 2, d->reserve ? ROLE_MARK :
		    ROLE_NORMAL, text);
	if (roomy)
		y++;
	if (screen_width(title) + 1 + screen_width(note) <= w) {
		screen_text(y, x, ROLE_TITLE, title, w);
		cx = x + screen_width(title) + 1;
		screen_text(y++, cx, ROLE_DIM, note, x + w - cx);
	} else
		screen_text(y++, x, ROLE_TITLE, note, w);
	for (i = 0; i < g->nstocks; i = j) {
		for (j = i; j < g->nstocks &&
		    g->stocks[j].home == g->stocks[i].home; j++)
			;
		cc_stock_row(cc, m, g, i, j, y++, x, w);
	}
	if (LINES >= CC_LEGEND_LINES) {
		/* Each letter with its name, the pair never split. */
		cx = x;
		for (kk = 0; match_game(m)->piece_names[kk] != NULL; kk++) {
			snprintf(text, sizeof text, "%c %s",
			    match_game(m)->piece_letters[kk],
			    cc_kind(m, kk + 1));
			if (cx > x && cx + screen_width(text) > x + w) {
				y++;
				cx = x;
			}
			screen_text(y, cx, ROLE_DIM, text, x + w - cx);
			cx += screen_width(text) + 2;
		}
		y++;
	} else
		/* No room for the letters' names: where they are. */
		screen_text(y++, x, ROLE_DIM, _("The letters: see ? help"), w);
	return (y - top + (roomy ? 1 : 0));
}

static enum ui_choice
cc_click(struct ui_control *k, const struct match *m, int y, int x,
    char *move, size_t len, const char **why)
{
	struct cc		*cc = k->data;
	struct cc_game		 game;
	const struct cc_game	*g = cc_read(m, &game);
	const struct game_stock	*st;
	int			 i;

	if (g->dice.n == 0)
		return (UI_CHOICE_NONE);
	for (i = 0; i < cc->nhits; i++) {
		if (cc->hits[i].y != y || x < cc->hits[i].x0 ||
		    x >= cc->hits[i].x1)
			continue;
		switch (cc->hits[i].what) {
		case CC_HIT_DIE:
			cc->die = cc->hits[i].a;
			if (!cc->active)
				return (UI_CHOICE_NONE);
			cc->len = 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		case CC_HIT_AVAIL:
			st = &g->stocks[cc->hits[i].a];
			k->cursor = st->cell;
			return (cc_select(k, m, st->cell, 1, st->piece,
			    st->home, why));
		case CC_HIT_RESERVE:
			return (cc_reserve(&g->stocks[cc->hits[i].a], move,
			    len));
		}
	}
	return (UI_CHOICE_NONE);
}

static const char *
cc_keys(const struct ui_control *k, const struct match *m)
{
	const struct cc		*cc = k->data;
	struct game_dice	 d;

	match_game(m)->dice(match_state(m), &d);
	if (cc->active)
		return (_("Enter: step, play   Tab: die   Backspace: back   "
		    "Esc: drop   p pass   ? help"));
	if (d.reserve)
		return (_("Enter: choose   r reserve   e bring in   p pass   "
		    "u undo   s save   ? help   q leave"));
	return (_("Enter: choose   e bring in   p pass   u undo   s save   "
	    "? help   q leave"));
}

static const char *const cc_help[] = {
	N_("Conflict: Enter on one of your pieces chooses it; Enter on your "
	    "base chooses a piece to bring in, and again the next kind (e "
	    "lists them).  The squares it can reach with the die are lit.  "
	    "Then Enter on a square next to the path's end adds a step, and "
	    "Enter on a lit square lets the game find a whole path there.  "
	    "Backspace, or a click on the path's last square, takes a step "
	    "back; Tab or d turns to the other die; Escape lets go."),
	N_("Enter on the end of a whole path, or the right mouse button, "
	    "plays it.  On a 7, r takes a piece from the reserve first.  p "
	    "passes, leaving every die left unused; to leave one die, type "
	    ": decline and its number.  A click on a die in the panel turns "
	    "to it; a click on an available piece in the stock rows chooses it "
	    "to bring in, and on a 7 a click on a reserve piece takes it."),
	N_("On the map, + is a home base and * a mine, each with the number "
	    "of the player who holds it after it, or x when nobody does (a "
	    "home with no player in this game): +1 is player 1's base, *x a "
	    "mine of nobody's."),
	N_("The panel's rows under \"available | reserve\" are the homes' "
	    "stocks, one row a home: its number, and after > the player who "
	    "holds it if that is "
	    "another (4>2: home 4 is held by player 2); then each kind's "
	    "letter and how many, those available to bring in before the "
	    "bar and those in reserve after it.  The letters are C cannon, A "
	    "anti-aircraft gun, P airplane, S ship, U submarine; a terminal "
	    "of 32 lines or more shows them under the rows."),
	NULL
};

const struct ui_control_ops ui_control_conflict = {
	.game = "conflict",
	.choose = cc_choose,
	.marks = cc_marks,
	.start = cc_start,
	.open = cc_open,
	.close = cc_close,
	.reset = cc_reset,
	.key = cc_key,
	.panel = cc_panel,
	.click = cc_click,
	.keys = cc_keys,
	.spare = "e",		/* bring in: the help tells it */
	.help = cc_help,
};
