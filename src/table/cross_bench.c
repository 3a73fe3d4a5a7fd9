/* cross_bench.c: the fixed work of `tabula bench cross`: playouts, and
 * each level's choices. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/cross_ai.h"
#include "game.h"
#include "games/cross.h"
#include "rng.h"
#include "stopwatch.h"

/*
 * Cross: random games from the empty side-6 board, as the computer plays
 * them out, counted in a second; then each level's move from positions
 * of 1, 20 and 40 random stones (level 5 with a second to think).
 */
static void
cross_game_bench(const struct game_entry *g __attribute__((unused)),
    int depth)
{
	struct cross_board	 b;
	struct cross_pos	 start, p;
	struct ai_limits	 limits;
	struct cross_ai_info	 info;
	struct timespec		 t0, t1;
	struct rng		 r;
	uint64_t		 seed = 1, n = 0, games;
	int			 level, k, stones, c;
	struct stopwatch	 times;
	double			 s;

	(void)depth;

	cross_board_make(&b, 6);
	cross_start(&start, &b);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (k = 0; k < 1000; k++, n++) {
			memcpy(&p, &start, sizeof p);
			cross_ai_playout(&p, &seed);
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
	} while ((s = stopwatch_seconds(&t0, &t1)) < 1);
	printf("cross playouts: %" PRIu64 " random games from the empty side-6 "
	    "board in %.2f s, %.0f a second\n", n, s, n / s);
	memset(&limits, 0, sizeof limits);
	for (level = 1; level <= CROSS_AI_LEVELS; level++) {
		limits.level = level;
		limits.budget_ms = level == CROSS_AI_LEVELS ? 1000 : 0;
		memset(&times, 0, sizeof times);
		games = 0;
		for (stones = 1; stones <= 40; stones = stones == 1 ? 20 :
		    stones + 20) {
			/* The same random stones for every level, from a
			 * game not over yet. */
			rng_seed(&r, stones, 0);
			do {
				cross_start(&p, &b);
				for (k = 0; k < stones &&
				    p.winner == CROSS_NONE; k++) {
					do
						c = rng_below(&r, b.ncells);
					while (p.stone[c] != CROSS_NONE);
					cross_make(&p, c);
				}
			} while (p.winner != CROSS_NONE);
			limits.seed = stones;
			stopwatch_run(&times);
			cross_ai_choose(&p, &limits, &info);
			stopwatch_ran(&times);
			games += info.playouts;
		}
		printf("cross computer %d: %" PRIu64 " random games for 3 "
		    "positions; %.1f ms a move, %.1f ms the most\n", level,
		    games, times.total * 1000 / 3, times.most * 1000);
	}
}

const struct game_bench cross_bench = {
	.run = cross_game_bench,
};
