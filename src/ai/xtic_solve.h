/* xtic_solve.h: the search of Xtic, its exact solver and canonical keys. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_SOLVE_H
#define TABULA_XTIC_SOLVE_H

#include <stdatomic.h>
#include <stdint.h>

#include "games/xtic.h"

#define XTIC_SOLVE_FULL		(XTIC_SQUARES + 1)	/* past any end */
#define XTIC_PERFECT_FROM	6	/* placed, from where a search to the
					   end is exact in well under a
					   second: the perfect level's */

/* What a search saw, for the benchmark, the tests and the report. */
struct xtic_ai_info {
	uint64_t	 nodes;
	int		 value;		/* +1 win, 0 draw or unknown, -1 loss,
					   for the side to play */
	int		 exact;		/* 1 when value is game-theoretic */
};

/*
 * A solver: the search and its table, kept from question to question.
 * Nothing is global: every solver has its own table.  bits sizes it:
 * 2^bits buckets of 64 bytes.  Its flags switch off the symmetries and
 * the lean endgame, so that a proof can be checked by a search done
 * another way.  xtic_solver_at_least says whether a position's value,
 * for the side to play, is at least a bound (0 or 1), and
 * xtic_solver_move also gives a move that shows it (for the prover,
 * tools/xtic_prove); xtic_solver_order scores moves in the order it
 * would try them (for the prover's own moves); xtic_solver_solve gives
 * the value; and
 * xtic_solver_choose a move, within the limits of xtic_solver_limit (for
 * the levels of xtic_ai.c).
 */
#define XTIC_SOLVE_NOSYM	0x01	/* no canonical forms */
#define XTIC_SOLVE_PLAIN	0x02	/* no lean endgame */

struct xtic_solver;

struct xtic_solver *xtic_solver_new(int, int, int, int);
void	xtic_solver_free(struct xtic_solver *);
int	xtic_solver_table_bits(const struct xtic_pos *, int);
void	xtic_solver_limit(struct xtic_solver *, uint64_t, int, int64_t,
	    atomic_int *);
int	xtic_solver_at_least(struct xtic_solver *, const struct xtic_pos *,
	    int, uint64_t *);
int	xtic_solver_move(struct xtic_solver *, const struct xtic_pos *, int,
	    struct xtic_move *, uint64_t *);
int	xtic_solver_solve(struct xtic_solver *, const struct xtic_pos *,
	    struct xtic_ai_info *);
void	xtic_solver_order(struct xtic_solver *, const struct xtic_pos *,
	    const struct xtic_move *, int, int *);
void	xtic_solver_choose(struct xtic_solver *, const struct xtic_pos *,
	    int, uint64_t, struct xtic_move *, struct xtic_ai_info *);

/*
 * Canonical keys: a position with a piece in hand, up to the symmetries,
 * as a key (its pieces, the hand being piece 0), and a key's position.
 */
struct xtic_canon;

struct xtic_canon *xtic_canon_new(int, int);
void	xtic_canon_free(struct xtic_canon *);
void	xtic_canon_key(struct xtic_canon *, const struct xtic_pos *,
	    uint64_t *, uint16_t *);
void	xtic_canon_position(const struct xtic_canon *, uint64_t, uint16_t,
	    struct xtic_pos *);

#endif
