/*
 * control_ataxx.c: Ataxx by cells: choose one of your pieces and then where
 * it goes (next to it: a clone; two squares away: a jump), or choose an
 * empty square next to your pieces to clone there at once.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/control.h"
#include "xmalloc.h"

#define ATAXX_MOVES_MAX	4096

/* Whether a move is among the legal ones, a space-separated list. */
static int
ataxx_control_legal(const char *moves, const char *move)
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
ataxx_control_moves(const struct match *m)
{
	char	*moves = xmalloc(ATAXX_MOVES_MAX);

	if (match_game(m)->moves(match_state(m), moves, ATAXX_MOVES_MAX) < 0)
		moves[0] = '\0';
	return (moves);
}

/* The distance between two cells in king steps. */
static int
ataxx_control_distance(const struct ui_board *b, int a, int c)
{
	int	 dr = abs(a / b->cols - c / b->cols);
	int	 dc = abs(a % b->cols - c % b->cols);

	return (dr > dc ? dr : dc);
}

/* Why a cell cannot be moved to: taken, blocked, or out of reach. */
static const char *
ataxx_control_why(const struct game_cell *c, const char *taken,
    const char *unreachable)
{
	if (c->owner >= 0)
		return (taken);
	if (c->flags & GAME_CELL_BLOCKED)
		return (_("That square is blocked."));
	return (unreachable);
}

static enum ui_choice
ataxx_control_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	const struct game_cell	*c = &v->cells[cell];
	char			 name[8], from[8], *moves;
	enum ui_choice		 choice = UI_CHOICE_REFUSED;
	int			 turn = match_turn(m);

	(void)how;
	b->ops->name(b, cell, name, sizeof name);
	moves = ataxx_control_moves(m);
	if (c->owner == turn) {
		k->selected = k->selected == cell ? -1 : cell;
		choice = UI_CHOICE_SELECT;
	} else if (k->selected >= 0) {
		b->ops->name(b, k->selected, from, sizeof from);
		snprintf(move, len, "%s%s", from, name);
		if (ataxx_control_legal(moves, move))
			choice = UI_CHOICE_MOVE;
		else if (ataxx_control_distance(b, k->selected, cell) == 1 &&
		    ataxx_control_legal(moves, name)) {
			snprintf(move, len, "%s", name);
			choice = UI_CHOICE_MOVE;
		} else
			*why = ataxx_control_why(c, _("That square is taken."),
			    _("The chosen piece cannot reach that square: it "
			    "moves one or two squares."));
	} else if (c->owner < 0 && ataxx_control_legal(moves, name)) {
		snprintf(move, len, "%s", name);
		choice = UI_CHOICE_MOVE;
	} else
		*why = ataxx_control_why(c, _("That piece is not yours."),
		    _("None of your pieces is next to that square: choose a "
		    "piece first to jump there."));
	if (choice == UI_CHOICE_MOVE)
		k->selected = -1;
	free(moves);
	return (choice);
}

static void
ataxx_control_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, unsigned char *marks)
{
	char	 from[8], to[8], move[16], *moves;
	int	 cell, n = v->rows * v->cols;

	if (k->selected < 0)
		return;
	marks[k->selected] |= UI_MARK_SELECTED;
	moves = ataxx_control_moves(m);
	b->ops->name(b, k->selected, from, sizeof from);
	for (cell = 0; cell < n; cell++) {
		b->ops->name(b, cell, to, sizeof to);
		snprintf(move, sizeof move, "%s%s", from, to);
		if (ataxx_control_legal(moves, move) ||
		    (ataxx_control_distance(b, k->selected, cell) == 1 &&
		    ataxx_control_legal(moves, to)))
			marks[cell] |= UI_MARK_TARGET;
	}
	free(moves);
}

/* The cursor starts on one of the seat's pieces. */
static int
ataxx_control_start(const struct match *m, const struct game_view *v,
    int seat)
{
	int	 cell;

	(void)m;
	for (cell = v->rows * v->cols - 1; cell >= 0; cell--)
		if (v->cells[cell].owner == seat)
			return (cell);
	return (0);
}

/* The status line's keys once a piece is chosen: where it may go; before,
 * the game screen's own. */
static const char *
ataxx_control_keys(const struct ui_control *k, const struct match *m)
{
	(void)m;
	if (k->selected < 0)
		return (NULL);
	return (_("Arrows: square   Enter: move there   Esc: another piece   "
	    "? help   q leave"));
}

/* How the chosen piece reaches a cell: one step clones, two jump. */
static const char *
ataxx_control_reach(const struct ui_control *k, const struct ui_board *b,
    int cell)
{
	if (k->selected < 0)
		return (NULL);
	return (ataxx_control_distance(b, k->selected, cell) == 1 ?
	    _(", reachable with a clone") : _(", reachable with a jump"));
}

static const char *const ataxx_control_help[] = {
	N_("Ataxx: Enter or the space bar on one of your pieces chooses it, "
	    "and lights the squares it can clone or jump to; then Enter on "
	    "one of them plays the move.  Escape or the right mouse button "
	    "lets go of the chosen piece.  A click chooses as Enter does."),
	NULL
};

const struct ui_control_ops ui_control_ataxx = {
	.game = "ataxx",
	.help = ataxx_control_help,
	.choose = ataxx_control_choose,
	.marks = ataxx_control_marks,
	.keys = ataxx_control_keys,
	.start = ataxx_control_start,
	.reach = ataxx_control_reach,
	.forced = "0000",
};
