/*
 * bench.c: a fixed amount of work for every engine, timed.  The node counts
 * depend only on the code, never on the machine: they are the engines'
 * behaviour signature, and change only when a search changes.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ataxx_ai.h"
#include "bench.h"
#include "game.h"
#include "games/ataxx.h"
#include "match.h"
#include "ui/ui.h"

#define BENCH_ATAXX_DEPTH	10
#define BENCH_ATAXX_HASH_MB	16
#define BENCH_ATAXX_PERFT	6
#define BENCH_SCREEN_ROWS	60
#define BENCH_SCREEN_COLS	200
#define BENCH_SCREEN_DRAWS	500

/* Openings, middle games and endings, some with blocked squares. */
static const char *const bench_ataxx_fens[] = {
	"x5o/7/7/7/7/7/o5x x 0 1",
	"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
	"x5o/7/3-3/2-1-2/3-3/7/o5x o 0 1",
	"7/2x4/1oxo3/2xxo2/2oox2/7/7 x 0 10",
	"x1o4/1xxo3/2oox2/1xo1x2/3ox2/2xx3/o5x o 3 12",
	"xxxo3/xxoo3/xoxo3/4o2/4x2/5o1/o5x x 0 20",
	"ooxxxxx/ooxxxxx/oooxxx1/oooo3/ooo4/oo5/o6 o 0 30",
	"x5o/1-3-1/7/7/7/1-3-1/o5x x 0 1",
};

static double
bench_seconds(const struct timespec *a, const struct timespec *b)
{
	return ((b->tv_sec - a->tv_sec) + (b->tv_nsec - a->tv_nsec) / 1e9);
}

/* Searches the Ataxx positions to a fixed depth, then runs perft. */
static void
bench_ataxx(int depth)
{
	struct ataxx_search_limits	 limits = { 0 };
	struct ataxx_search_info	 info;
	struct ataxx_pos		 p;
	struct ataxx_ai			*ai;
	struct timespec			 start, t0, t1;
	uint64_t			 nodes, total = 0;
	size_t				 i;
	double				 s;

	ai = ataxx_ai_new(BENCH_ATAXX_HASH_MB);
	limits.depth = depth;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (i = 0; i < sizeof bench_ataxx_fens / sizeof *bench_ataxx_fens;
	    i++) {
		if (ataxx_from_fen(&p, bench_ataxx_fens[i]) != ATAXX_OK)
			continue;
		ataxx_ai_clear(ai);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		ataxx_ai_search(ai, &p, &limits, &info);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		total += info.nodes;
		printf("ataxx search %zu: depth %d, %" PRIu64 " nodes, "
		    "%.3f s  (%s)\n", i + 1, depth, info.nodes,
		    bench_seconds(&t0, &t1), bench_ataxx_fens[i]);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = bench_seconds(&start, &t1);
	printf("ataxx search: %" PRIu64 " nodes in %.3f s: %.0f nodes/s\n",
	    total, s, s > 0 ? total / s : 0.0);
	ataxx_ai_free(ai);

	ataxx_startpos(&p);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	nodes = ataxx_perft(&p, BENCH_ATAXX_PERFT);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("ataxx perft %d: %" PRIu64 " nodes in %.3f s\n",
	    BENCH_ATAXX_PERFT, nodes, bench_seconds(&t0, &t1));
}

/* Times redrawing the whole Ataxx game screen on a large terminal. */
static void
bench_screen(void)
{
	struct match_config	 c;
	struct match		*m;
	char			*cause;
	double			 s, full;

	memset(&c, 0, sizeof c);
	c.game = game_find("ataxx");
	c.players = "human,computer";
	c.options[game_option_index(c.game, "fen")] = bench_ataxx_fens[4];
	if ((m = match_new(&c, &cause)) == NULL) {
		free(cause);
		return;
	}
	s = ui_game_bench(m, BENCH_SCREEN_ROWS, BENCH_SCREEN_COLS,
	    BENCH_SCREEN_DRAWS, 0);
	full = ui_game_bench(m, BENCH_SCREEN_ROWS, BENCH_SCREEN_COLS,
	    BENCH_SCREEN_DRAWS, 1);
	if (s < 0 || full < 0)
		printf("screen: no terminal description to draw with\n");
	else
		printf("screen %dx%d: redraw %.3f ms of CPU, full repaint "
		    "%.3f ms\n", BENCH_SCREEN_COLS, BENCH_SCREEN_ROWS,
		    s * 1000, full * 1000);
	match_free(m);
}

/* Runs every engine's benchmark; depth 0 means each one's usual depth. */
int
bench_main(int depth)
{
	bench_ataxx(depth > 0 ? depth : BENCH_ATAXX_DEPTH);
	bench_screen();
	return (0);
}
