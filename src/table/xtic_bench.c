/* xtic_bench.c: the fixed work of `tabula bench xtic`: each level's
 * choices, and the solver. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/xtic_ai.h"
#include "game.h"
#include "games/xtic.h"
#include "rng.h"
#include "stopwatch.h"

#define BENCH_XTIC_STAGES	5	/* positions 0, 3, 6, 9, 12 pieces in */
#define BENCH_XTIC_STEP		3
#define BENCH_XTIC_SOLVED	6	/* pieces placed where the solver
					   starts: the fewest, then one
					   more */

/* An Xtic position from a seed: k placements into a random game. */
static void
bench_xtic_position(struct xtic_pos *p, int type, int rule, int k,
    uint64_t seed)
{
	struct rng	 r;

	rng_seed(&r, seed, 0);
	xtic_random(p, type, rule, k, &r);
}

/*
 * Xtic: each level's answer over positions of every game type and rule,
 * from just after the first gift to late in the game; then the solver
 * from positions with 6 and 7 pieces placed, for each type and rule.
 */
static void
xtic_game_bench(const struct game_entry *g __attribute__((unused)),
    int depth)
{
	struct ai_limits	 limits;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	struct timespec		 t0, t1;
	char			 text[XTIC_POSITION_MAX];
	uint64_t		 nodes;
	int			 level, type, rule, k, n, v;
	struct stopwatch	 times;

	(void)depth;

	memset(&limits, 0, sizeof limits);
	for (level = 1; level <= XTIC_AI_LEVELS; level++) {
		limits.level = level;
		memset(&times, 0, sizeof times);
		nodes = 0;
		n = 0;
		for (type = 0; type < XTIC_TYPES; type++)
			for (rule = 0; rule < XTIC_RULES; rule++)
				for (k = 0; k < BENCH_XTIC_STAGES; k++) {
					bench_xtic_position(&p, type, rule,
					    k * BENCH_XTIC_STEP, k + 1);
					limits.seed = k;
					stopwatch_run(&times);
					xtic_ai_choose(&p, &limits, &m, &info);
					stopwatch_ran(&times);
					nodes += info.nodes;
					n++;
				}
		printf("xtic computer %d: %" PRIu64 " nodes for %d positions; "
		    "%.1f ms a move, %.1f ms the most\n", level, nodes, n,
		    times.total * 1000 / n, times.most * 1000);
	}
	for (n = 0; n < XTIC_TYPES * XTIC_RULES * 2; n++) {
		type = n / (2 * XTIC_RULES);
		rule = n / 2 % XTIC_RULES;
		k = BENCH_XTIC_SOLVED + n % 2;
		bench_xtic_position(&p, type, rule, k, 1);
		xtic_to_text(&p, text, sizeof text);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		v = xtic_ai_solve(&p, &info);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		printf("xtic solve %s %s, %d placed: %" PRIu64 " nodes in "
		    "%.3f s, value %+d  (%s)\n", xtic_type_names[type],
		    xtic_rule_names[rule], k, info.nodes,
		    stopwatch_seconds(&t0, &t1), v, text);
	}
}

const struct game_bench xtic_bench = {
	.run = xtic_game_bench,
};
