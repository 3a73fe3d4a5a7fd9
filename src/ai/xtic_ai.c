/*
 * xtic_ai.c: the computer player of Xtic: its levels, on the search of
 * xtic_solve.c and the proofs of xtic_proof.c.
 *
 * Levels 1 to 6 search to their number of placements, within a fixed
 * amount of work, never on the clock, so that a level plays the same move
 * on any machine however busy; levels 4 to 6 key the table on the
 * canonical forms near the start, where the trees are widest.  The
 * perfect level plays from the proofs and their books where they have an
 * answer, else searches to the end: from XTIC_PERFECT_FROM placed it
 * finishes that search whatever the clock; further back it stops on the
 * clock and plays as deep as it got.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <time.h>

#include "ai/shared.h"
#include "ai/xtic_ai.h"
#include "ai/xtic_proof.h"
#include "ai/xtic_solve.h"
#include "rng.h"

#define XA_LEVEL_BITS	14	/* buckets for levels 1-6: 1 MB */
#define XA_PERFECT_BITS	18	/* for the perfect level: 16 MB */
#define XA_SOLVE_BITS	18	/* for xtic_ai_solve */
#define XA_CANON_LEVEL_MAX 3	/* pieces placed, at most, for the canonical
				   form to pay in a level's search */
#define XA_CANON_LEVEL	4	/* the least level that keys on them */
#define XA_PERFECT_MS	900	/* the perfect level's own limit */
#define XA_PERFECT_LEAST 50	/* and the least it searches */
#define XA_LEVEL_WORK	5000000	/* the most work for levels 1 to 6, so that
				   they answer in well under 0.1 s here and
				   the same way on every machine: past it a
				   level keeps the deepest horizon it
				   finished */

/* The proofs the perfect level plays from, by type and rule. */
static struct xtic_proof *xa_proofs[XTIC_TYPES][XTIC_RULES];

/* Tells what was seen: nodes searched, the value, whether it is proven. */
static void
xa_info(struct xtic_ai_info *info, uint64_t nodes, int value, int exact)
{
	if (info == NULL)
		return;
	info->nodes = nodes;
	info->value = value;
	info->exact = exact;
}

/* The first gift: every piece is the same there, up to symmetry. */
static void
xa_first_gift(const struct xtic_pos *xp, uint64_t seed,
    struct xtic_move *move, struct xtic_ai_info *info)
{
	struct rng	 rng;

	rng_seed(&rng, seed, 0);
	move->square = XTIC_NONE;
	move->give = rng_below(&rng, XTIC_PIECES);
	if (!(xp->pool & 1U << move->give))
		move->give = __builtin_ctz(xp->pool);
	xa_info(info, 0, 0, 0);
}

/*
 * A solver for a level's search, with its limits.  Only the perfect
 * level is bound by time, and only where it cannot see the end: from
 * there on its solve is short, and it finishes it whatever the clock, so
 * that it plays the same on any machine.  The stop flag binds all.
 */
static struct xtic_solver *
xa_solver(const struct xtic_pos *xp, const struct ai_limits *lim,
    int level, const struct timespec *t0)
{
	struct xtic_solver	*v;
	int64_t			 budget;
	int			 perfect = level == XTIC_AI_PERFECT, canon;

	canon = perfect || (level >= XA_CANON_LEVEL &&
	    __builtin_popcount(xp->filled) <= XA_CANON_LEVEL_MAX);
	v = xtic_solver_new(xp->type, xp->rule, xtic_solver_table_bits(xp,
	    perfect ? XA_PERFECT_BITS : XA_LEVEL_BITS), canon ? 0 :
	    XTIC_SOLVE_NOSYM);
	if (!perfect) {
		xtic_solver_limit(v, XA_LEVEL_WORK, XA_CANON_LEVEL_MAX, 0,
		    lim->stop);
		return (v);
	}
	/* What looking in the proof took counts. */
	budget = (lim->budget_ms > 0 && lim->budget_ms < XA_PERFECT_MS ?
	    lim->budget_ms : XA_PERFECT_MS) - ai_ms_since(t0);
	xtic_solver_limit(v, 0, -1, __builtin_popcount(xp->filled) >=
	    XTIC_PERFECT_FROM ? 0 : budget > XA_PERFECT_LEAST ? budget :
	    XA_PERFECT_LEAST, lim->stop);
	return (v);
}

/* Chooses a move for the side to play at a level (1 to XTIC_AI_LEVELS). */
void
xtic_ai_choose(const struct xtic_pos *xp, const struct ai_limits *lim,
    struct xtic_move *move, struct xtic_ai_info *info)
{
	struct xtic_solver	*v;
	struct xtic_proof	*pf;
	struct timespec		 t0;
	int			 level = lim->level, perfect, lo, hi;

	if (level < 1)
		level = 1;
	if (level > XTIC_AI_LEVELS)
		level = XTIC_AI_LEVELS;
	perfect = level == XTIC_AI_PERFECT;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (xp->hand == XTIC_NONE) {
		xa_first_gift(xp, lim->seed, move, info);
		return;
	}
	pf = perfect ? xa_proofs[xp->type][xp->rule] : NULL;
	if (pf != NULL && xtic_proof_move(pf, xp, move, &lo, &hi)) {
		xa_info(info, 0, lo, lo == hi);
		return;
	}
	v = xa_solver(xp, lim, level, &t0);
	xtic_solver_choose(v, xp, perfect ? XTIC_SOLVE_FULL : level,
	    lim->seed, move, info);
	xtic_solver_free(v);
}

/* Gives the perfect level a proof for its type and rule (NULL: none). */
void
xtic_ai_use_proof(int type, int rule, struct xtic_proof *pf)
{
	xa_proofs[type][rule] = pf;
}

/* The proven value of a position for the side to play. */
int
xtic_ai_solve(const struct xtic_pos *xp, struct xtic_ai_info *info)
{
	return (xtic_ai_solve_with(xp, XA_SOLVE_BITS, 1, info));
}

/*
 * The same with a table of up to 2^bits buckets of 64 bytes, for long
 * solves (tools/xtic_solve), and with the symmetries or without them
 * (for the tests).
 */
int
xtic_ai_solve_with(const struct xtic_pos *xp, int bits, int symmetries,
    struct xtic_ai_info *info)
{
	return (xtic_ai_solve_flags(xp, bits, symmetries ? 0 :
	    XTIC_SOLVE_NOSYM, info));
}

/* The same with the flags of xtic_solver_new. */
int
xtic_ai_solve_flags(const struct xtic_pos *xp, int bits, int flags,
    struct xtic_ai_info *info)
{
	struct xtic_solver	*v;
	int			 w;

	v = xtic_solver_new(xp->type, xp->rule, xtic_solver_table_bits(xp,
	    bits), flags);
	w = xtic_solver_solve(v, xp, info);
	xtic_solver_free(v);
	return (w);
}
