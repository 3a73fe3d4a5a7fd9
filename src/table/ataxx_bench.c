/* ataxx_bench.c: the fixed work of `tabula bench ataxx`: searches to a
 * depth, and perft. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ataxx_ai.h"
#include "game.h"
#include "games/ataxx.h"
#include "stopwatch.h"

#define BENCH_ATAXX_DEPTH	10
#define BENCH_ATAXX_HASH_MB	16
#define BENCH_ATAXX_PERFT	6
/* A middle game, which the screen's benchmark draws too. */
#define ATAXX_BENCH_SCREEN	"x1o4/1xxo3/2oox2/1xo1x2/3ox2/2xx3/o5x o 3 12"

/* Openings, middle games and endings, some with blocked squares. */
static const char *const ataxx_bench_fens[] = {
	"x5o/7/7/7/7/7/o5x x 0 1",
	"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
	"x5o/7/3-3/2-1-2/3-3/7/o5x o 0 1",
	"7/2x4/1oxo3/2xxo2/2oox2/7/7 x 0 10",
	ATAXX_BENCH_SCREEN,
	"xxxo3/xxoo3/xoxo3/4o2/4x2/5o1/o5x x 0 20",
	"ooxxxxx/ooxxxxx/oooxxx1/oooo3/ooo4/oo5/o6 o 0 30",
	"x5o/1-3-1/7/7/7/1-3-1/o5x x 0 1",
};

/*
 * Searches the Ataxx positions to a fixed depth, then runs perft.  The
 * searches' nodes a second are over their own time, without the clearing
 * of the table between them.
 */
static void
ataxx_game_bench(const struct game_entry *g __attribute__((unused)),
    int depth)
{
	struct ataxx_search_limits	 limits = { 0 };
	struct ataxx_search_info	 info;
	struct ataxx_pos		 p;
	struct ataxx_ai			*ai;
	struct timespec			 t0, t1;
	uint64_t			 nodes, total = 0;
	size_t				 i;
	double				 s = 0;

	if (depth <= 0)
		depth = BENCH_ATAXX_DEPTH;
	ai = ataxx_ai_new(BENCH_ATAXX_HASH_MB);
	limits.depth = depth;
	for (i = 0; i < sizeof ataxx_bench_fens / sizeof *ataxx_bench_fens;
	    i++) {
		if (ataxx_from_fen(&p, ataxx_bench_fens[i]) != ATAXX_OK)
			continue;
		ataxx_ai_clear(ai);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		ataxx_ai_search(ai, &p, &limits, &info);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		total += info.nodes;
		s += stopwatch_seconds(&t0, &t1);
		printf("ataxx search %zu: depth %d, %" PRIu64 " nodes, "
		    "%.3f s  (%s)\n", i + 1, depth, info.nodes,
		    stopwatch_seconds(&t0, &t1), ataxx_bench_fens[i]);
	}
	printf("ataxx search: %" PRIu64 " nodes in %.3f s: %.0f nodes/s\n",
	    total, s, s > 0 ? total / s : 0.0);
	ataxx_ai_free(ai);

	ataxx_startpos(&p);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	nodes = ataxx_perft(&p, BENCH_ATAXX_PERFT);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("ataxx perft %d: %" PRIu64 " nodes in %.3f s\n",
	    BENCH_ATAXX_PERFT, nodes, stopwatch_seconds(&t0, &t1));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	nodes = ataxx_perft_plain(&p, BENCH_ATAXX_PERFT);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = stopwatch_seconds(&t0, &t1);
	printf("ataxx perft %d without a table: %" PRIu64 " nodes in %.3f s: "
	    "%.0f nodes/s\n", BENCH_ATAXX_PERFT, nodes, s,
	    s > 0 ? nodes / s : 0.0);
}

const struct game_bench ataxx_bench = {
	.run = ataxx_game_bench,
	.screen_option = "fen",
	.screen_value = ATAXX_BENCH_SCREEN,
	.hub_seats = 2,
};
