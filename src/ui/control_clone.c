/*
 * control_clone.c: a game played by cells whose pieces clone onto a cell
 * next to them or jump two cells away (Ataxx, and games like it): choose
 * one of your pieces and then where it goes, or choose an empty cell next
 * to your pieces to clone there at once.  Each game gives its steps and
 * words (struct control_clone).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/control_clone.h"
#include "xmalloc.h"

/* Whether a move is among the legal ones, a space-separated list. */
static int
clone_legal(const char *moves, const char *move)
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
clone_moves(const struct control_clone *cc, const struct match *m)
{
	char	*moves = xmalloc(cc->moves_max);

	if (match_game(m)->moves(match_state(m), moves, cc->moves_max) < 0)
		moves[0] = '\0';
	return (moves);
}

/* Why a cell cannot be moved to: taken, blocked, or out of reach. */
static const char *
clone_why(const struct control_clone *cc, const struct game_cell *c,
    const char *taken, const char *unreachable)
{
	if (c->owner >= 0)
		return (_(taken));
	if (c->flags & GAME_CELL_BLOCKED)
		return (_(cc->blocked));
	return (_(unreachable));
}

/* A cell chosen: a piece of the mover's is chosen (or let go of), and a
 * cell it reaches, or one next to the mover's pieces, is moved to. */
enum ui_choice
control_clone_choose(const struct control_clone *cc, struct ui_control *k,
    const struct match *m, const struct ui_board *b,
    const struct game_view *v, int cell, char *move, size_t len,
    const char **why)
{
	const struct game_cell	*c = &v->cells[cell];
	char			 name[8], from[8], *moves;
	enum ui_choice		 choice = UI_CHOICE_REFUSED;
	int			 turn = match_turn(m);

	b->ops->name(b, cell, name, sizeof name);
	moves = clone_moves(cc, m);
	if (c->owner == turn) {
		k->selected = k->selected == cell ? -1 : cell;
		choice = UI_CHOICE_SELECT;
	} else if (k->selected >= 0) {
		b->ops->name(b, k->selected, from, sizeof from);
		snprintf(move, len, "%s%s", from, name);
		if (clone_legal(moves, move))
			choice = UI_CHOICE_MOVE;
		else if (cc->distance(b, k->selected, cell) == 1 &&
		    clone_legal(moves, name)) {
			snprintf(move, len, "%s", name);
			choice = UI_CHOICE_MOVE;
		} else
			*why = clone_why(cc, c, cc->taken, cc->too_far);
	} else if (c->owner < 0 && clone_legal(moves, name)) {
		snprintf(move, len, "%s", name);
		choice = UI_CHOICE_MOVE;
	} else
		*why = clone_why(cc, c, N_("That piece is not yours."),
		    cc->not_next);
	if (choice == UI_CHOICE_MOVE)
		k->selected = -1;
	free(moves);
	return (choice);
}

/* Marks the chosen piece and the cells it may clone or jump to. */
void
control_clone_marks(const struct control_clone *cc,
    const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v,
    ui_marks *marks)
{
	char	 from[8], to[8], move[16], *moves;
	int	 cell, n = v->rows * v->cols;

	if (k->selected < 0)
		return;
	marks[k->selected] |= UI_MARK_SELECTED;
	moves = clone_moves(cc, m);
	b->ops->name(b, k->selected, from, sizeof from);
	for (cell = 0; cell < n; cell++) {
		b->ops->name(b, cell, to, sizeof to);
		if (strcmp(to, "?") == 0)	/* not a cell of the board */
			continue;
		snprintf(move, sizeof move, "%s%s", from, to);
		if (clone_legal(moves, move) ||
		    (cc->distance(b, k->selected, cell) == 1 &&
		    clone_legal(moves, to)))
			marks[cell] |= UI_MARK_TARGET;
	}
	free(moves);
}

/* The status line's keys once a piece is chosen: where it may go; before,
 * the game screen's own. */
const char *
control_clone_keys(const struct control_clone *cc,
    const struct ui_control *k)
{
	return (k->selected < 0 ? NULL : _(cc->keys));
}

/* How the chosen piece reaches a cell: one step clones, two jump. */
const char *
control_clone_reach(const struct control_clone *cc,
    const struct ui_control *k, const struct ui_board *b, int cell)
{
	if (k->selected < 0)
		return (NULL);
	return (cc->distance(b, k->selected, cell) == 1 ? _(cc->by_one) :
	    _(cc->by_two));
}

/* The cursor starts on one of the seat's pieces, the first from the top;
 * else at a cell given. */
int
control_clone_start(const struct game_view *v, int seat, int otherwise)
{
	int	 cell;

	for (cell = v->rows * v->cols - 1; cell >= 0; cell--)
		if (v->cells[cell].owner == seat)
			return (cell);
	return (otherwise);
}
