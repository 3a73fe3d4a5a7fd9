/* conflict_ai.h: the computer player of Conflict. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONFLICT_AI_H
#define TABULA_CONFLICT_AI_H

#include <stdatomic.h>
#include <stdint.h>

#include "games/conflict.h"
#include "ai/shared.h"

/*
 * Levels: 1 plays any legal move; 2 takes what it can and heads for the
 * enemy bases; 3 also weighs, with the dice odds, what the enemies can
 * reach next turn, its own pieces and its base among them; 4 plans both
 * dice of a roll together and plays its best plans on through 6 futures
 * of two rounds of dice; 5 through 24, for as long as its budget allows.
 * Levels 1 to 4 do a fixed amount of work, so that they play alike on
 * every machine; only the stop flag cuts them short.
 */
#define CONFLICT_AI_LEVELS	5
#define CONFLICT_AI_DEFAULT	3

/* What the computer considered, for the benchmark and the tests. */
struct conflict_ai_info {
	int		 candidates;	/* moves scored */
	int		 positions;	/* positions looked at further */
};

void	conflict_ai_choose(const struct conflict_pos *,
	    const struct ai_limits *, struct conflict_move *,
	    struct conflict_ai_info *);

#endif
