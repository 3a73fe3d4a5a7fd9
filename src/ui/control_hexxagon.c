/*
 * control_hexxagon.c: Hexxagon by cells: choose one of your pieces and
 * then where it goes (next to it: a growth; two cells away: a jump), or
 * choose an empty cell next to your pieces to grow there at once, as the
 * shared controller of such games does (control_clone.c).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>

#include "i18n.h"
#include "ui/control_clone.h"

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

static const struct control_clone hx_control_rules = {
	.moves_max = 8192,	/* 793 moves of up to 4 characters */
	.distance = hx_control_distance,
	.taken = N_("That cell is taken."),
	.blocked = N_("That cell is blocked."),
	.too_far = N_("The chosen piece cannot reach that cell: it moves one "
	    "or two cells."),
	.not_next = N_("None of your pieces is next to that cell: choose a "
	    "piece first to jump there."),
	.by_one = N_(", reachable with a growth"),
	.by_two = N_(", reachable with a jump"),
	.keys = N_("Arrows: cell   Enter: move there   Esc: another piece   "
	    "? help   q leave"),
};

static enum ui_choice
hx_control_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	(void)how;
	return (control_clone_choose(&hx_control_rules, k, m, b, v, cell,
	    move, len, why));
}

static void
hx_control_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	control_clone_marks(&hx_control_rules, k, m, b, v, marks);
}

/* The cursor starts on one of the seat's pieces, the first from the top;
 * else in the middle row. */
static int
hx_control_start(const struct match *m, const struct game_view *v,
    int seat)
{
	(void)m;
	return (control_clone_start(v, seat, (v->rows / 2) * v->cols));
}

static const char *
hx_control_keys(const struct ui_control *k, const struct match *m)
{
	(void)m;
	return (control_clone_keys(&hx_control_rules, k));
}

static const char *
hx_control_reach(const struct ui_control *k, const struct ui_board *b,
    int cell)
{
	return (control_clone_reach(&hx_control_rules, k, b, cell));
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
