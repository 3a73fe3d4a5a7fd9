/* hexxagon_ai.h: the computer player of Hexxagon: alpha-beta search, the
 * other players taken as one (paranoid) when there are three. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_HEXXAGON_AI_H
#define TABULA_HEXXAGON_AI_H

#include <stdint.h>

#include "ai/limits.h"
#include "games/hexxagon.h"

/*
 * Levels 1 to 5 search 1 to 5 moves ahead, each within a fixed number of
 * positions (the deepest search it finished counts), however long that
 * takes, so that they play alike on every machine; level 6 searches ever
 * deeper until its thinking time (budget_ms; 0: HEXXAGON_AI_BUDGET_MS)
 * is spent.  Equal moves are chosen among by the seed.  The stop flag ends
 * any level at once, with the best move found so far.
 */
#define HEXXAGON_AI_LEVELS	6
#define HEXXAGON_AI_DEFAULT	3
#define HEXXAGON_AI_BUDGET_MS	2000

struct hexxagon_ai_info {
	uint64_t	 nodes;
	int		 depth;		/* of the deepest search finished */
	int		 score;		/* of the chosen move, for the mover */
};

hexxagon_move	hexxagon_ai_choose(const struct hexxagon_pos *,
		    const struct ai_limits *, struct hexxagon_ai_info *);

#endif
