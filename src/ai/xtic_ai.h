/* xtic_ai.h: the computer player of Xtic. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_AI_H
#define TABULA_XTIC_AI_H

#include "ai/shared.h"
#include "ai/xtic_solve.h"
#include "games/xtic.h"

/*
 * Levels 1 to 6 look that many placements ahead, their own first (the
 * original's trivial, easy, medium, hard, very hard and "don't try"): a
 * line completed, a player left only losing squares or a full board
 * within the horizon is seen, anything further counts as a draw.  Among
 * equal moves the seed chooses.  A level stops after a fixed amount of
 * work, never on the clock, so that it plays the same move on any machine
 * however busy, and plays from the deepest horizon it finished: level 6
 * answers in well under 100 ms, and only very early in a game is it cut
 * short.  Level 7 plays from the proof given to xtic_ai_use_proof where
 * it has an answer, and elsewhere solves the game from the position,
 * within its budget (at most 0.9 s; 0: 0.9 s): it is perfect wherever
 * the solve ends in time (from XTIC_PERFECT_FROM pieces placed on, and
 * where a win or loss is near), and elsewhere plays as deep as it got,
 * with info.exact 0.  xtic_ai_solve_with is xtic_ai_solve with a table
 * of up to 2^bits buckets (of 64 bytes) and, for the tests, without the
 * symmetries; xtic_ai_solve_flags with the flags of xtic_solver_new.
 */
#define XTIC_AI_LEVELS		7
#define XTIC_AI_PERFECT		7

struct xtic_proof;

void	xtic_ai_choose(const struct xtic_pos *, const struct ai_limits *,
	    struct xtic_move *, struct xtic_ai_info *);
void	xtic_ai_use_proof(int, int, struct xtic_proof *);
int	xtic_ai_solve(const struct xtic_pos *, struct xtic_ai_info *);
int	xtic_ai_solve_with(const struct xtic_pos *, int, int,
	    struct xtic_ai_info *);
int	xtic_ai_solve_flags(const struct xtic_pos *, int, int,
	    struct xtic_ai_info *);

#endif
