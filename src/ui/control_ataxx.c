/*
 * control_ataxx.c: Ataxx by cells: choose one of your pieces and then where
 * it goes (next to it: a clone; two squares away: a jump), or choose an
 * empty square next to your pieces to clone there at once, as the shared
 * controller of such games does (control_clone.c).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>

#include "i18n.h"
#include "ui/control_clone.h"

/* The distance between two cells in king steps. */
static int
ataxx_control_distance(const struct ui_board *b, int a, int c)
{
	int	 dr = abs(a / b->cols - c / b->cols);
	int	 dc = abs(a % b->cols - c % b->cols);

	return (dr > dc ? dr : dc);
}

static const struct control_clone ataxx_control_rules = {
	.moves_max = 4096,
	.distance = ataxx_control_distance,
	.taken = N_("That square is taken."),
	.blocked = N_("That square is blocked."),
	.too_far = N_("The chosen piece cannot reach that square: it moves "
	    "one or two squares."),
	.not_next = N_("None of your pieces is next to that square: choose a "
	    "piece first to jump there."),
	.by_one = N_(", reachable with a clone"),
	.by_two = N_(", reachable with a jump"),
	.keys = N_("Arrows: square   Enter: move there   Esc: another piece   "
	    "? help   q leave"),
};

static enum ui_choice
ataxx_control_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	(void)how;
	return (control_clone_choose(&ataxx_control_rules, k, m, b, v, cell,
	    move, len, why));
}

static void
ataxx_control_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	control_clone_marks(&ataxx_control_rules, k, m, b, v, marks);
}

/* The cursor starts on one of the seat's pieces. */
static int
ataxx_control_start(const struct match *m, const struct game_view *v,
    int seat)
{
	(void)m;
	return (control_clone_start(v, seat, 0));
}

static const char *
ataxx_control_keys(const struct ui_control *k, const struct match *m)
{
	(void)m;
	return (control_clone_keys(&ataxx_control_rules, k));
}

static const char *
ataxx_control_reach(const struct ui_control *k, const struct ui_board *b,
    int cell)
{
	return (control_clone_reach(&ataxx_control_rules, k, b, cell));
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
