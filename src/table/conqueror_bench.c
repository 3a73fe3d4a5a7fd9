/* conqueror_bench.c: the fixed work of `tabula bench conqueror`: boards,
 * each level's choices, and a game. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/conqueror_ai.h"
#include "game.h"
#include "games/conqueror.h"
#include "rng.h"
#include "stopwatch.h"

#define BENCH_CONQ_CELLS	60	/* a random board of this many cells */
#define BENCH_CONQ_BOARDS	100	/* seeds of boards timed */
#define BENCH_CONQ_PLAYERS	6
#define BENCH_CONQ_POSITIONS	8	/* positions each level answers in */
#define BENCH_CONQ_STEP		12	/* level 2's moves between them */
#define BENCH_CONQ_BUDGET_MS	1000	/* level 5's, the default */

/* A Conqueror game on a random board from a seed, its start drawn. */
static void
bench_conq_start(struct conq_board *b, struct conq_pos *p, uint64_t seed)
{
	struct rng	 r;
	int		 cells[CONQ_PLAYERS_MAX];

	rng_seed(&r, seed, 0);
	conq_board_random(b, BENCH_CONQ_CELLS, &r);
	conq_start(p, b, BENCH_CONQ_PLAYERS, 0);
	conq_draw_start(p, &r, cells);
	conq_place_start(p, cells);
}

/* Plays up to n moves of computers of a level; returns how many. */
static int
bench_conq_play(struct conq_pos *p, int level, uint64_t seed, int n)
{
	struct ai_limits	 limits;
	struct conq_move	 m;
	int			 k;

	memset(&limits, 0, sizeof limits);
	limits.level = level;
	for (k = 0; k < n && !p->over; k++) {
		limits.seed = seed + k;
		conq_ai_choose(p, &limits, &m, NULL);
		conq_make(p, m);
	}
	return (k);
}

/*
 * Conqueror: random 60-cell boards made and laid out; each level's answer
 * in positions of a 6-player game on one (level 5 with its default
 * second); and a whole game between six computers of the default level.
 */
static void
conq_game_bench(const struct game_entry *g __attribute__((unused)),
    int depth)
{
	struct ai_limits	 limits;
	struct conq_ai_info	 info;
	struct conq_board	 b;
	struct conq_pos		 start[BENCH_CONQ_POSITIONS], p;
	struct conq_move	 m;
	struct timespec		 t0, t1;
	struct rng		 r;
	uint64_t		 seed, nodes;
	int			 level, i, moves, cells;
	struct stopwatch	 times;

	(void)depth;

	memset(&times, 0, sizeof times);
	for (seed = 1; seed <= BENCH_CONQ_BOARDS; seed++) {
		rng_seed(&r, seed, 0);
		stopwatch_run(&times);
		conq_board_random(&b, BENCH_CONQ_CELLS, &r);
		stopwatch_ran(&times);
	}
	printf("conqueror boards: %d random boards of %d cells, %.2f ms a "
	    "board, %.2f ms the most\n", BENCH_CONQ_BOARDS, BENCH_CONQ_CELLS,
	    times.total * 1000 / BENCH_CONQ_BOARDS, times.most * 1000);

	/* The positions: level 2 plays on from the start, a stretch at a
	 * time (a game that ends early starts again from the next seed). */
	bench_conq_start(&b, &p, 1);
	for (i = 0, seed = 1; i < BENCH_CONQ_POSITIONS; i++) {
		bench_conq_play(&p, 2, seed * 1000 + i, i == 0 ? 0 :
		    BENCH_CONQ_STEP);
		if (p.over)
			bench_conq_start(&b, &p, ++seed);
		start[i] = p;
	}
	cells = 0;
	for (i = 0; i < BENCH_CONQ_CELLS; i++)
		cells += p.owner[i] != CONQ_NONE;
	printf("conqueror: %d positions of a %d-player game, %d moves apart; "
	    "the last has %d cells taken\n", BENCH_CONQ_POSITIONS,
	    BENCH_CONQ_PLAYERS, BENCH_CONQ_STEP, cells);
	memset(&limits, 0, sizeof limits);
	for (level = 1; level <= CONQ_AI_LEVELS; level++) {
		limits.level = level;
		limits.budget_ms = level == CONQ_AI_LEVELS ?
		    BENCH_CONQ_BUDGET_MS : 0;
		memset(&times, 0, sizeof times);
		nodes = 0;
		for (i = 0; i < BENCH_CONQ_POSITIONS; i++) {
			limits.seed = i;
			stopwatch_run(&times);
			conq_ai_choose(&start[i], &limits, &m, &info);
			stopwatch_ran(&times);
			nodes += info.candidates + info.positions;
		}
		printf("conqueror computer %d: %" PRIu64 " moves and positions "
		    "weighed for %d positions; %.1f ms a move, %.1f ms the "
		    "most\n", level, nodes, BENCH_CONQ_POSITIONS,
		    times.total * 1000 / BENCH_CONQ_POSITIONS,
		    times.most * 1000);
	}

	/* A whole game between six computers of the default level. */
	bench_conq_start(&b, &p, 1);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	moves = bench_conq_play(&p, CONQ_AI_DEFAULT, 1, CONQ_MOVES_MAX * 10);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	for (i = 0; i < BENCH_CONQ_PLAYERS - 1; i++)
		if (conq_winners(&p) & (1U << i))
			break;
	printf("conqueror game: six computers (level %d) play %d moves in "
	    "%.3f s; player %d wins with %d cells\n", CONQ_AI_DEFAULT, moves,
	    stopwatch_seconds(&t0, &t1), i + 1, conq_cells_of(&p, i));
}

const struct game_bench conqueror_bench = {
	.run = conq_game_bench,
	.hub_seats = 6,
};
