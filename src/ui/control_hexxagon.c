/*
 * control_hexxagon.c: Hexxagon by cells: choose one of your pieces and
 * then where it goes (next to it: a growth; two cells away: a jump), or
 * choose an empty cell next to your pieces to grow there at once.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/control.h"
#include "xmalloc.h"

#define HX_MOVES_MAX	8192	/* 793 moves of up to 4 characters */

/* Whether a move is among the legal ones, a space-separated list. */
static int
hx_control_legal(const char *moves, const char *move)
{
	size_t		 len = strlen(move);
	const char	*p;

	for (p = moves; (p = strstr(p, move)) != NULL; p += len)
		if ((p == moves || p[-1] == ' ') &&
		    (p[len] == ' ' || p[len] == '\0'))
			return (1);
	return (0);
}

/* The legal moves of the position, as text; the caller frees them. */
static char *
hx_control_moves(const struct match *m)
{
	char	*moves = xmalloc(HX_MOVES_MAX);

	if (match_game(m)->moves(match_state(m), moves, HX_MOVES_MAX) < 0)
		moves[0] = '\0';
	return (moves);
}

/* A cell of a hex-hex view (its rows from the top the view's last, each
 * from column 0) in axial coordinates, the middle at 0, 0. */
static void
hx_control_axial(const struct ui_board *b, int cell, int *q, int *r)
{
	int	 m = (b->rows - 1) / 2, row = b->rows - 1 - cell / b->cols;

	*r = row - m;
	*q = cell % b->cols + (-m - *r > -m ? -m - *r : -m);
}

/* The number of steps between two cells. */
static int
hx_control_distance(const struct ui_board *b, int a, int c)
{
	int	 qa, ra, qc, rc, dq, dr, ds;

	hx_control_axial(b, a, &qa, &ra);
	hx_control_axial(b, c, &qc, &rc);
	dq = abs(qa - qc);
	dr = abs(ra - rc);
	ds = abs(qa + ra - qc - rc);
	return (dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds));
}

/* Why a cell cannot be moved to: taken, blocked, or out of reach. */
static const char *
hx_control_why(const struct game_cell *c, const char *taken,
    const char *unreachable)
{
	if (c->owner >= 0)
		return (taken);
	if (c->flags & GAME_CELL_BLOCKED)
		return (_("That cell is blocked."));
	return (unreachable);
}

static enum ui_choice
hx_control_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	const struct game_cell	*c = &v->cells[cell];
	char			 name[8], from[8], *moves;
	enum ui_choice		 choice = UI_CHOICE_REFUSED;
	int			 turn = match_turn(m);

	(void)how;
	b->ops->name(b, cell, name, sizeof name);
	moves = hx_control_moves(m);
	if (c->owner == turn) {
		k->selected = k->selected == cell ? -1 : cell;
		choice = UI_CHOICE_SELECT;
	} else if (k->selected >= 0) {
		b->ops->name(b, k->selected, from, sizeof from);
		snprintf(move, len, "%s%s", from, name);
		if (hx_control_legal(moves, move))
			choice = UI_CHOICE_MOVE;
		else if (hx_control_distance(b, k->selected, cell) == 1 &&
		    hx_control_legal(moves, name)) {
			snprintf(move, len, "%s", name);
			choice = UI_CHOICE_MOVE;
		} else
			*why = hx_control_why(c, _("That cell is taken."),
			    _("The chosen piece cannot reach that cell: it "
			    "moves one or two cells."));
	} else if (c->owner < 0 && hx_control_legal(moves, name)) {
		snprintf(move, len, "%s", name);
		choice = UI_CHOICE_MOVE;
	} else
		*why = hx_control_why(c, _("That piece is not yours."),
		    _("None of your pieces is next to that cell: choose a "
		    "piece first to jump there."));
	if (choice == UI_CHOICE_MOVE)
		k->selected = -1;
	free(moves);
	return (choice);
}

static void
hx_control_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, unsigned char *marks)
{
	char	 from[8], to[8], move[16], *moves;
	int	 cell, n = v->rows * v->cols;

	if (k->selected < 0)
		return;
	marks[k->selected] |= UI_MARK_SELECTED;
	moves = hx_control_moves(m);
	b->ops->name(b, k->selected, from, sizeof from);
	for (cell = 0; cell < n; cell++) {
		b->ops->name(b, cell, to, sizeof to);
		if (strcmp(to, "?") == 0)
			continue;
		snprintf(move, sizeof move, "%s%s", from, to);
		if (hx_control_legal(moves, move) ||
		    (hx_control_distance(b, k->selected, cell) == 1 &&
		    hx_control_legal(moves, to)))
			marks[cell] |= UI_MARK_TARGET;
	}
	free(moves);
}

/* The cursor starts on one of the seat's pieces, the first from the top. */
static int
hx_control_start(const struct match *m, const struct game_view *v,
    int seat)
{
	int	 cell;

	(void)m;
	for (cell = v->rows * v->cols - 1; cell >= 0; cell--)
		if (v->cells[cell].owner == seat)
			return (cell);
	return ((v->rows / 2) * v->cols);
}

/* The status line's keys once a piece is chosen: where it may go; before,
 * the game screen's own. */
static const char *
hx_control_keys(const struct ui_control *k, const struct match *m)
{
	(void)m;
	if (k->selected < 0)
		return (NULL);
	return (_("Arrows: cell   Enter: move there   Esc: another piece   "
	    "? help   q leave"));
}

/* How the chosen piece reaches a cell: one step grows, two jump. */
static const char *
hx_control_reach(const struct ui_control *k, const struct ui_board *b,
    int cell)
{
	if (k->selected < 0)
		return (NULL);
	return (hx_control_distance(b, k->selected, cell) == 1 ?
	    _(", reachable with a growth") : _(", reachable with a jump"));
}

static const char *const hx_control_help[] = {
	N_("Hexxagon: Enter or the space bar on one of your pieces chooses "
	    "it, and lights the cells it can grow or jump to; then Enter on "
	    "one of them plays the move.  Enter on an empty cell next to your "
	    "pieces grows there at once.  Escape or the right mouse button "
	    "lets go of the chosen piece.  A click chooses as Enter does.  "
	    "The arrows move along the rows, and up and down to the cells "
	    "above and below, turn about, so that going on keeps to a "
	    "column."),
	NULL
};

const struct ui_control_ops ui_control_hexxagon = {
	.game = "hexxagon",
	.help = hx_control_help,
	.choose = hx_control_choose,
	.marks = hx_control_marks,
	.keys = hx_control_keys,
	.start = hx_control_start,
	.reach = hx_control_reach,
};
