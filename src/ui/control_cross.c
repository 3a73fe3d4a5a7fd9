/*
 * control_cross.c: Cross by cells: choose an empty cell to place a stone
 * there; x may swap instead of its first move with w or a click on the
 * status line's hint.  The panel tells the board's sides apart, and names
 * the cell under the cursor and the sides it is on.
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
#include "xmalloc.h"

#define CR_MOVES_MAX	2048	/* 271 cells of up to 3 characters, and swap */
/* The panel: its four lines and a blank one; its widest line in English
 * is the cursor's at a corner, "Cursor: f11 (upper right, lower right)". */
#define CR_PANEL_H	5
#define CR_PANEL_W	38

struct cr {
	int	 cursor;	/* the cell under the cursor, seen by marks, or
				   -1 */
	int	 rows, cols;	/* the view's */
};

/* The controller's state: where the cursor was drawn. */
static void
cr_open(struct ui_control *k)
{
	struct cr	*cr;

	cr = xcalloc(1, sizeof *cr);
	cr->cursor = -1;
	k->data = cr;
}

/* Lets go of the controller's state. */
static void
cr_close(struct ui_control *k)
{
	free(k->data);
	k->data = NULL;
}

/* Whether the seat to move may swap: swap is among the legal moves. */
static int
cr_may_swap(const struct match *m)
{
	char		 moves[CR_MOVES_MAX];
	const char	*p;

	if (match_game(m)->moves(match_state(m), moves, sizeof moves) < 0)
		return (0);
	for (p = moves; (p = strstr(p, "swap")) != NULL; p += 4)
		if ((p == moves || p[-1] == ' ') &&
		    (p[4] == ' ' || p[4] == '\0'))
			return (1);
	return (0);
}

/* A chosen cell is a stone placed there, if it is empty. */
static enum ui_choice
cr_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	const struct game_cell	*c = &v->cells[cell];
	char			 name[8];

	(void)k;
	(void)how;
	if (c->flags & GAME_CELL_BLOCKED) {
		*why = _("There is no cell there.");
		return (UI_CHOICE_REFUSED);
	}
	if (c->owner >= 0) {
		if (cr_may_swap(m))
			*why = _("That cell is taken.  To take o's stone as "
			    "yours, press w (swap).");
		else
			*why = _("That cell is taken.");
		return (UI_CHOICE_REFUSED);
	}
	b->ops->name(b, cell, name, sizeof name);
	snprintf(move, len, "%s", name);
	return (UI_CHOICE_MOVE);
}

/* Nothing is marked but the cursor, which the panel names. */
static void
cr_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	struct cr	*cr = k->data;
	int		 cell;

	(void)m;
	(void)b;
	cr->cursor = -1;
	cr->rows = v->rows;
	cr->cols = v->cols;
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (marks[cell] & UI_MARK_CURSOR &&
		    !(v->cells[cell].flags & GAME_CELL_BLOCKED))
			cr->cursor = cell;
}

/* The cursor starts on the last stone, or in the middle of the board. */
static int
cr_start(const struct match *m, const struct game_view *v, int seat)
{
	int	 cell;

	(void)m;
	(void)seat;
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (v->cells[cell].flags & GAME_CELL_MOVED)
			return (cell);
	return (v->rows / 2 * v->cols + v->rows / 2);
}

/* w swaps, while x may; else the game says why not. */
static enum ui_choice
cr_key(struct ui_control *k, const struct match *m, const struct ui_board *b,
    const struct game_view *v, int key, int cell, char *move, size_t len,
    const char **why)
{
	(void)k;
	(void)b;
	(void)v;
	(void)cell;
	if (key != 'w')
		return (UI_CHOICE_NONE);
	if (!cr_may_swap(m)) {
		*why = game_error_text(match_game(m), -game_try(match_game(m),
		    match_state(m), match_turn(m), "swap", NULL));
		return (UI_CHOICE_REFUSED);
	}
	snprintf(move, len, "swap");
	return (UI_CHOICE_MOVE);
}

/* A side's look, as the board draws it. */
static int
cr_side_attr(int side)
{
	if (side % 2 == 0)
		return (screen_colour() ? screen_attr(ROLE_MARK) :
		    (int)A_BOLD);
	return (screen_colour() ? screen_attr(ROLE_TITLE) & ~A_BOLD :
	    (int)A_NORMAL);
}

/*
 * The sides: the two looks and which sides have each, and the cell under
 * the cursor with the sides it is on.
 */
static int
cr_panel(struct ui_control *k, const struct match *m, int y, int x, int w)
{
	const struct cr	*cr = k->data;
	char		 text[256], name[16];
	int		 top = y, sides, side, n;

	(void)m;
	screen_text(y++, x, ROLE_TITLE, _("Sides"), w);
	/* Each look as three sides of a small hexagon, where they are on
	 * the board, the others left out: the top over the lower left and
	 * lower right; the upper left and upper right over the bottom.  A
	 * narrow panel (a big board) wraps the words, never cuts them. */
	attron(cr_side_attr(0));
	mvaddstr(y, x, " __ ");
	mvaddstr(y + 1, x, "\\  /");
	attroff(cr_side_attr(0));
	n = screen_wrap(y, x + 5, w - 5, 2, ROLE_NORMAL, _("the top and both "
	    "lower sides"));
	y += n > 2 ? n : 2;
	attron(cr_side_attr(1));
	mvaddstr(y, x, "/  \\");
	mvaddstr(y + 1, x, " __ ");
	attroff(cr_side_attr(1));
	n = screen_wrap(y, x + 5, w - 5, 2, ROLE_NORMAL, _("the bottom and "
	    "both upper sides"));
	y += n > 2 ? n : 2;
	if (cr->cursor >= 0) {
		snprintf(name, sizeof name, "%c%d",
		    'a' + cr->rows - 1 - cr->cursor / cr->cols,
		    cr->cursor % cr->cols + 1);
		sides = game_hex_sides(cr->rows, cr->cols, cr->cursor);
		snprintf(text, sizeof text, _("Cursor: %s"), name);
		for (side = 0, n = 0; side < GAME_HEX_SIDES; side++)
			if (sides & 1 << side)
				snprintf(text + strlen(text), sizeof text -
				    strlen(text), "%s%s", n++ == 0 ? " (" :
				    ", ", _(game_hex_side_names[side]));
		if (n > 0)
			snprintf(text + strlen(text), sizeof text -
			    strlen(text), ")");
		screen_text(y, x, ROLE_NORMAL, text, w);
	}
	y++;
	return (y - top + 1);
}

/* The status line's keys, with the swap while x may. */
static const char *
cr_keys(const struct ui_control *k, const struct match *m)
{
	(void)k;
	if (cr_may_swap(m) && match_from_hub(m))
		return (_("Arrows: cell   Enter: place   w swap   : type   "
		    "s save   ? help   q leave"));
	if (cr_may_swap(m))
		return (_("Arrows: cell   Enter: place   w swap   : type   "
		    "u undo   s save   ? help   q leave"));
	if (match_from_hub(m))
		return (_("Arrows: cell   Enter: place   : type   s save   "
		    "? help   q leave"));
	return (_("Arrows: cell   Enter: place   : type   u undo   s save   "
	    "? help   q leave"));
}

static const char *const cr_help[] = {
	N_("Cross: the arrow keys move the cursor over the cells: left and "
	    "right along a row, up and down to the row above or below, "
	    "turn about to the left and the right so as to keep to a column.  "
	    "y or Home and Page Up go to the cells above on the left and on "
	    "the right, b or End and n or Page Down to those below.  Enter or "
	    "the space bar places a stone on the cell under the cursor; a "
	    "click places one on the cell it lands on."),
	N_("When x may swap, instead of its first move, the status line "
	    "says w swap: press w, or click the words, to take o's stone as "
	    "yours."),
	N_("Each row has the names of its first and last cells at its two "
	    "ends, as a1 and a6: a cell's number counts from the left of its "
	    "row.  The six sides are marked outside the edge cells, every "
	    "other side alike: the top, lower right and lower left ones in "
	    "one look (yellow, or bold without colour), the bottom, upper "
	    "left and upper right ones in another (cyan, or plain).  Three "
	    "sides of one look win; two opposite sides alone lose.  The "
	    "panel names the cell under the cursor and the sides it is on."),
	N_("The last stone is between brackets or arrows, and when the game "
	    "is over the chain that won or lost it is in reverse video."),
	NULL
};

const struct ui_control_ops ui_control_cross = {
	.game = "cross",
	.choose = cr_choose,
	.marks = cr_marks,
	.start = cr_start,
	.open = cr_open,
	.close = cr_close,
	.key = cr_key,
	.panel = cr_panel,
	.panel_h = CR_PANEL_H,
	.panel_w = CR_PANEL_W,
	.keys = cr_keys,
	.help = cr_help,
};
