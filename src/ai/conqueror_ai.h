/* conqueror_ai.h: the computer player of Conqueror. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONQUEROR_AI_H
#define TABULA_CONQUEROR_AI_H

#include <stdatomic.h>
#include <stdint.h>

#include "games/conqueror.h"
#include "ai/shared.h"

/*
 * Levels: 1 plays any legal move, at random; 2 takes the move that gains
 * most at once: it claims, wins the fights it can win, never attacks to
 * lose, and keeps its cells out of reach of the enemy stacks next to
 * them; 3 holds its pawns dearer and weighs its best moves by what the
 * other players answer, each as level 2 would, before its next turn;
 * 4 weighs them against both eager and patient answers; 5 against
 * answers of every patience, sampled again and again for its best few
 * moves, within its budget (0: a second).  Levels 1 to 4 do a fixed amount
 * of work, so that they play alike on every machine; only the stop flag
 * cuts them short.
 */
#define CONQ_AI_LEVELS		5
#define CONQ_AI_DEFAULT		3

/* What the computer considered, for the benchmark and the tests. */
struct conq_ai_info {
	int		 candidates;	/* moves weighed at the root */
	long		 positions;	/* positions played through further */
};

/* Chooses a legal move for p->turn; p is started and not over. */
void	conq_ai_choose(const struct conq_pos *, const struct ai_limits *,
	    struct conq_move *, struct conq_ai_info *);

#endif
