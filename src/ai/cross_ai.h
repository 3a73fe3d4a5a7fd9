/* cross_ai.h: the computer player of Cross: Monte-Carlo tree search. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CROSS_AI_H
#define TABULA_CROSS_AI_H

#include <stdatomic.h>
#include <stdint.h>

#include "games/cross.h"
#include "ai/shared.h"

/*
 * Levels 1 to 4 run 200, 2,000, 20,000 and 100,000 random games from the
 * position, however long they take, so that they play alike on every
 * machine; level 5 runs as many as its budget allows.  Every level first
 * takes a move that wins at once and blocks the other player's only
 * winning cell, and never completes a losing connection while it has
 * another move.  The stop flag ends any level at once.
 */
#define CROSS_AI_LEVELS		5
#define CROSS_AI_DEFAULT	3

struct cross_ai_info {
	uint64_t	 playouts;
	double		 value;		/* the chosen move's share of wins */
};

int	cross_ai_choose(const struct cross_pos *,
	    const struct ai_limits *, struct cross_ai_info *);
int	cross_ai_playout(struct cross_pos *, uint64_t *);

#endif
