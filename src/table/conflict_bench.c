/* conflict_bench.c: the fixed work of `tabula bench conflict`: move lists,
 * each level's choices, and games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "boards.h"
#include "ai/conflict_ai.h"
#include "game.h"
#include "games/conflict.h"
#include "match.h"
#include "paths.h"
#include "rng.h"
#include "stopwatch.h"
#include "table/conflict_report.h"
#include "xmalloc.h"

#define BENCH_CONFLICT_PIECES	12	/* on the board, for move lists */
#define BENCH_CONFLICT_LISTS	200	/* lists made of each roll */
#define BENCH_CONFLICT_GAMES	3	/* whole games between computers */
#define BENCH_CONFLICT_EVENTS	5000	/* a game's most, to be safe */
#define BENCH_CONFLICT_LARGE_PIECES 40	/* on the large board */

/*
 * Reads a shipped Conflict board, by its path so that a board of the
 * user's own of that name does not take its place; NULL and a message if
 * it is missing.
 */
static struct conflict_board *
bench_conflict_board(const struct game_entry *g, const char *name)
{
	struct conflict_board	*b;
	char			*text, *cause, *path;
	int			 line, col, error;

	xasprintf(&path, "%s/conflict/%s.map", paths_data(), name);
	error = boards_read(g, path, &text, NULL,
	    &cause);
	free(path);
	if (error != 0) {
		printf("conflict: %s\n", cause);
		free(cause);
		return (NULL);
	}
	b = xmalloc(sizeof *b);
	if (conflict_board_read(b, text, &line, &col) != CONFLICT_OK) {
		printf("conflict: the board %s is not valid\n", name);
		free(b);
		b = NULL;
	}
	free(text);
	return (b);
}

/* Rolls the dice from a generator and plays the roll. */
static void
bench_conflict_roll(struct conflict_pos *p, struct rng *dice)
{
	struct conflict_move	 roll;
	struct conflict_effect	 e;

	conflict_roll_random(&roll, dice);
	conflict_apply(p, &roll, &e);
}

/*
 * Plays a game between computers of a level from a seed, to its end or
 * until want pieces are on the board with the dice rolled (want 0: to the
 * end); returns how many events were played.
 */
static int
bench_conflict_play(struct conflict_pos *p, int level, uint64_t seed,
    int want)
{
	struct ai_limits	 limits;
	struct conflict_move		 m;
	struct conflict_effect		 e;
	struct rng			 dice;
	int				 events = 0;

	memset(&limits, 0, sizeof limits);
	limits.level = level;
	rng_seed(&dice, seed, 0);
	while (!p->over && events < BENCH_CONFLICT_EVENTS) {
		if (p->dice[0] == 0) {
			if (want > 0 &&
			    conflict_set_count(&p->occupied) >= want)
				break;
			bench_conflict_roll(p, &dice);
		} else {
			limits.seed = seed + events;
			conflict_ai_choose(p, &limits, &m, NULL);
			conflict_apply(p, &m, &e);
		}
		events++;
	}
	return (events);
}

/*
 * Each level's choice for each of the 21 rolls from a position, with no
 * limit of time (level 5 plays all its futures), printed after a label.
 */
static void
bench_conflict_levels(const struct conflict_pos *start, const char *label)
{
	struct ai_limits	 limits;
	struct conflict_ai_info		 info;
	struct conflict_pos		 p;
	struct conflict_move		 m, roll;
	struct conflict_effect		 e;
	struct stopwatch		 times;
	uint64_t			 nodes;
	int				 i, j, level;

	memset(&limits, 0, sizeof limits);
	for (level = 1; level <= CONFLICT_AI_LEVELS; level++) {
		limits.level = level;
		memset(&times, 0, sizeof times);
		nodes = 0;
		for (i = 1; i <= CONFLICT_DIE_MAX; i++) {
			for (j = i; j <= CONFLICT_DIE_MAX; j++) {
				p = *start;
				conflict_roll(&roll, i, j);
				conflict_apply(&p, &roll, &e);
				limits.seed = i * CONFLICT_DIE_MAX + j;
				stopwatch_run(&times);
				conflict_ai_choose(&p, &limits, &m, &info);
				stopwatch_ran(&times);
				nodes += info.candidates + info.positions;
			}
		}
		printf("%s %d: %" PRIu64 " moves and positions weighed for "
		    "the 21 rolls; %.1f ms a move, %.1f ms the most\n", label,
		    level, nodes, times.total * 1000 / 21, times.most * 1000);
	}
}

/*
 * The large board, global (60 by 40): each level's choice for each roll
 * once 24 pieces are on it, and a game between computers of the default
 * level.
 */
static void
bench_conflict_large(const struct game_entry *g)
{
	struct conflict_board	*b;
	struct conflict_pos	*start;
	struct timespec		 t0, t1;
	int			 events;

	if ((b = bench_conflict_board(g, "global")) == NULL)
		return;
	start = xmalloc(sizeof *start);
	conflict_start(start, b, CONFLICT_PLAYERS);
	bench_conflict_play(start, CONFLICT_AI_DEFAULT, 1,
	    BENCH_CONFLICT_LARGE_PIECES);
	printf("conflict global: a position with %d pieces on the global "
	    "board (%dx%d), after %u rolls\n",
	    conflict_set_count(&start->occupied), b->w, b->h, start->rolls);
	bench_conflict_levels(start, "conflict global computer");
	conflict_start(start, b, CONFLICT_PLAYERS);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	events = bench_conflict_play(start, CONFLICT_AI_DEFAULT, 1, 0);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("conflict global game: four computers (level %d) play %d "
	    "events, %u rolls, in %.3f s; %s\n", CONFLICT_AI_DEFAULT, events,
	    start->rolls, stopwatch_seconds(&t0, &t1), start->over ? "over" :
	    "cut short");
	free(start);
	free(b);
}

/*
 * Conflict: the move lists of every roll with 12 pieces on the default
 * board, each level's choice there, and whole games between computers of
 * the default level; then the same on the large board.
 */
static void
conflict_game_bench(const struct game_entry *g, int depth)
{
	struct conflict_board		*b;
	struct conflict_moves		 ml;
	struct conflict_pos		 start, p;
	struct conflict_move		 roll;
	struct conflict_effect		 e;
	struct timespec			 t0, t1;
	uint64_t			 moves = 0, lists = 0;
	int				 i, j, k, events;
	double				 s;

	(void)depth;
	if ((b = bench_conflict_board(g, "default")) == NULL)
		return;
	conflict_start(&start, b, CONFLICT_PLAYERS);
	bench_conflict_play(&start, CONFLICT_AI_DEFAULT, 1,
	    BENCH_CONFLICT_PIECES);
	printf("conflict: a position with %d pieces on the default board, "
	    "after %u rolls\n", conflict_set_count(&start.occupied),
	    start.rolls);

	/* Every roll's move list, made over and over. */
	conflict_moves_init(&ml);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 1; i <= CONFLICT_DIE_MAX; i++) {
		for (j = i; j <= CONFLICT_DIE_MAX; j++) {
			p = start;
			conflict_roll(&roll, i, j);
			conflict_apply(&p, &roll, &e);
			for (k = 0; k < BENCH_CONFLICT_LISTS; k++)
				conflict_movegen(&p, &ml);
			moves += ml.n;
			lists += BENCH_CONFLICT_LISTS;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = stopwatch_seconds(&t0, &t1);
	printf("conflict moves: the 21 rolls have %" PRIu64 " moves; a list "
	    "takes %.1f us\n", moves, s * 1e6 / lists);
	conflict_moves_free(&ml);

	bench_conflict_levels(&start, "conflict computer");

	/* Whole games between four computers of the default level. */
	for (i = 1; i <= BENCH_CONFLICT_GAMES; i++) {
		conflict_start(&p, b, CONFLICT_PLAYERS);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		events = bench_conflict_play(&p, CONFLICT_AI_DEFAULT, i, 0);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		printf("conflict game %d: four computers (level %d) play %d "
		    "events, %u rolls, in %.3f s; player %d wins\n", i,
		    CONFLICT_AI_DEFAULT, events, p.rolls, stopwatch_seconds(&t0,
		    &t1), conflict_winner(&p) + 1);
	}
	free(b);
	bench_conflict_large(g);
}

const struct game_bench conflict_bench = {
	.run = conflict_game_bench,
};
