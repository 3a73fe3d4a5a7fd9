/*
 * bench.c: a fixed amount of work for every engine, timed.  The node counts
 * depend only on the code, never on the machine: they are the engines'
 * behaviour signature, and change only when a search changes.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/ataxx_ai.h"
#include "ai/conflict_ai.h"
#include "ai/conqueror_ai.h"
#include "ai/cross_ai.h"
#include "ai/xtic_ai.h"
#include "tabula/bench.h"
#include "game.h"
#include "games/ataxx.h"
#include "games/conflict.h"
#include "games/conqueror.h"
#include "games/cross.h"
#include "games/xtic.h"
#include "match.h"
#include "net/hub.h"
#include "net/proto.h"
#include "net/socket.h"
#include "paths.h"
#include "rng.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define BENCH_ATAXX_DEPTH	10
#define BENCH_ATAXX_HASH_MB	16
#define BENCH_ATAXX_PERFT	6
#define BENCH_SCREEN_ROWS	60
#define BENCH_SCREEN_COLS	200
#define BENCH_SCREEN_DRAWS	500
#define BENCH_HUB_CLIENTS	38	/* seats and spectators, at most */
#define BENCH_HUB_MOVES		200
#define BENCH_HUB_IDLE_S	1
#define BENCH_CONFLICT_PIECES	12	/* on the board, for move lists */
#define BENCH_CONFLICT_LISTS	200	/* lists made of each roll */
#define BENCH_CONFLICT_GAMES	3	/* whole games between computers */
#define BENCH_CONFLICT_EVENTS	5000	/* a game's most, to be safe */
#define BENCH_CONFLICT_LARGE_PIECES 40	/* on the large board */
#define BENCH_CONQ_CELLS	60	/* a random board of this many cells */
#define BENCH_CONQ_BOARDS	100	/* seeds of boards timed */
#define BENCH_CONQ_PLAYERS	6
#define BENCH_CONQ_POSITIONS	8	/* positions each level answers in */
#define BENCH_CONQ_STEP		12	/* level 2's moves between them */
#define BENCH_CONQ_BUDGET_MS	1000	/* level 5's, the default */
#define BENCH_XTIC_STAGES	5	/* positions 0, 3, 6, 9, 12 pieces in */
#define BENCH_XTIC_STEP		3
#define BENCH_XTIC_SOLVED	6	/* pieces placed where the solver starts:
				   the fewest, then one more */

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

/* The times of a series of runs: their total and the longest. */
struct bench_times {
	struct timespec	 start;
	double		 total, most;
};

/* Starts timing a run of a series. */
static void
bench_run(struct bench_times *t)
{
	clock_gettime(CLOCK_MONOTONIC, &t->start);
}

/* Ends a run, counting its time in the series. */
static void
bench_ran(struct bench_times *t)
{
	struct timespec	 now;
	double		 s;

	clock_gettime(CLOCK_MONOTONIC, &now);
	s = bench_seconds(&t->start, &now);
	t->total += s;
	if (s > t->most)
		t->most = s;
}

/* Removes a scratch directory and what is in it, two levels deep. */
static void
bench_remove(const char *dir)
{
	struct dirent	*de;
	DIR		*d;
	char		*path;

	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			xasprintf(&path, "%s/%s", dir, de->d_name);
			if (unlink(path) != 0)
				bench_remove(path);
			free(path);
		}
		closedir(d);
	}
	rmdir(dir);
}

/*
 * Searches the Ataxx positions to a fixed depth, then runs perft.  The
 * searches' nodes a second are over their own time, without the clearing
 * of the table between them.
 */
static void
bench_ataxx(int depth)
{
	struct ataxx_search_limits	 limits = { 0 };
	struct ataxx_search_info	 info;
	struct ataxx_pos		 p;
	struct ataxx_ai			*ai;
	struct timespec			 t0, t1;
	uint64_t			 nodes, total = 0;
	size_t				 i;
	double				 s = 0;

	ai = ataxx_ai_new(BENCH_ATAXX_HASH_MB);
	limits.depth = depth;
	for (i = 0; i < sizeof bench_ataxx_fens / sizeof *bench_ataxx_fens;
	    i++) {
		if (ataxx_from_fen(&p, bench_ataxx_fens[i]) != ATAXX_OK)
			continue;
		ataxx_ai_clear(ai);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		ataxx_ai_search(ai, &p, &limits, &info);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		total += info.nodes;
		s += bench_seconds(&t0, &t1);
		printf("ataxx search %zu: depth %d, %" PRIu64 " nodes, "
		    "%.3f s  (%s)\n", i + 1, depth, info.nodes,
		    bench_seconds(&t0, &t1), bench_ataxx_fens[i]);
	}
	printf("ataxx search: %" PRIu64 " nodes in %.3f s: %.0f nodes/s\n",
	    total, s, s > 0 ? total / s : 0.0);
	ataxx_ai_free(ai);

	ataxx_startpos(&p);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	nodes = ataxx_perft(&p, BENCH_ATAXX_PERFT);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("ataxx perft %d: %" PRIu64 " nodes in %.3f s\n",
	    BENCH_ATAXX_PERFT, nodes, bench_seconds(&t0, &t1));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	nodes = ataxx_perft_plain(&p, BENCH_ATAXX_PERFT);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = bench_seconds(&t0, &t1);
	printf("ataxx perft %d without a table: %" PRIu64 " nodes in %.3f s: "
	    "%.0f nodes/s\n", BENCH_ATAXX_PERFT, nodes, s,
	    s > 0 ? nodes / s : 0.0);
}

/*
 * Reads a shipped Conflict board, by its path so that a board of the
 * user's own of that name does not take its place; NULL and a message if
 * it is missing.
 */
static struct conflict_board *
bench_conflict_board(const char *name)
{
	struct conflict_board	*b;
	char			*text, *cause, *path;
	int			 line, col, error;

	xasprintf(&path, "%s/conflict/%s.map", paths_data(), name);
	error = match_read_board(game_find("conflict"), path, &text, NULL,
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
	struct bench_times		 times;
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
				bench_run(&times);
				conflict_ai_choose(&p, &limits, &m, &info);
				bench_ran(&times);
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
bench_conflict_large(void)
{
	struct conflict_board	*b;
	struct conflict_pos	*start;
	struct timespec		 t0, t1;
	int			 events;

	if ((b = bench_conflict_board("global")) == NULL)
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
	    start->rolls, bench_seconds(&t0, &t1), start->over ? "over" :
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
bench_conflict(void)
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

	if ((b = bench_conflict_board("default")) == NULL)
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
	s = bench_seconds(&t0, &t1);
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
		    CONFLICT_AI_DEFAULT, events, p.rolls, bench_seconds(&t0,
		    &t1), conflict_winner(&p) + 1);
	}
	free(b);
	bench_conflict_large();
}

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
bench_conqueror(void)
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
	struct bench_times	 times;

	memset(&times, 0, sizeof times);
	for (seed = 1; seed <= BENCH_CONQ_BOARDS; seed++) {
		rng_seed(&r, seed, 0);
		bench_run(&times);
		conq_board_random(&b, BENCH_CONQ_CELLS, &r);
		bench_ran(&times);
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
			bench_run(&times);
			conq_ai_choose(&start[i], &limits, &m, &info);
			bench_ran(&times);
			nodes += info.candidates + info.positions;
		}
		printf("conqueror computer %d: %" PRIu64 " moves and positions "
		    "weighed for %d positions; %.1f ms a move, %.1f ms the "
		    "most\n", level, nodes, BENCH_CONQ_POSITIONS,
		    times.total * 1000 / BENCH_CONQ_POSITIONS, times.most * 1000);
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
	    bench_seconds(&t0, &t1), i + 1, conq_cells_of(&p, i));
}

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
bench_xtic(void)
{
	struct ai_limits	 limits;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	struct timespec		 t0, t1;
	char			 text[XTIC_POSITION_MAX];
	uint64_t		 nodes;
	int			 level, type, rule, k, n, v;
	struct bench_times	 times;

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
					bench_run(&times);
					xtic_ai_choose(&p, &limits, &m, &info);
					bench_ran(&times);
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
		    bench_seconds(&t0, &t1), v, text);
	}
}

/*
 * Cross: random games from the empty side-6 board, as the computer plays
 * them out, counted in a second; then each level's move from positions
 * of 1, 20 and 40 random stones (level 5 with a second to think).
 */
static void
bench_cross(void)
{
	struct cross_board	 b;
	struct cross_pos	 start, p;
	struct ai_limits	 limits;
	struct cross_ai_info	 info;
	struct timespec		 t0, t1;
	struct rng		 r;
	uint64_t		 seed = 1, n = 0, games;
	int			 level, k, stones, c;
	struct bench_times	 times;
	double			 s;

	cross_board_make(&b, 6);
	cross_start(&start, &b);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (k = 0; k < 1000; k++, n++) {
			memcpy(&p, &start, sizeof p);
			cross_ai_playout(&p, &seed);
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
	} while ((s = bench_seconds(&t0, &t1)) < 1);
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
			bench_run(&times);
			cross_ai_choose(&p, &limits, &info);
			bench_ran(&times);
			games += info.playouts;
		}
		printf("cross computer %d: %" PRIu64 " random games for 3 "
		    "positions; %.1f ms a move, %.1f ms the most\n", level,
		    games, times.total * 1000 / 3, times.most * 1000);
	}
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

/* A raw client of the benchmark's hub: its socket and what it has read. */
struct bench_client {
	int		 fd;
	char		 buf[PROTO_LINE_MAX * 4];
	size_t		 len;
	double		 tokens;	/* lines it may send now */
	struct timespec	 refill;	/* when they were counted */
};

/*
 * Reads what a client has; returns 1 when a line starting with want came,
 * -1 when the hub closed the connection.
 */
static int
bench_take(struct bench_client *c, const char *want)
{
	char	*nl, *line;
	ssize_t	 n;
	int	 found = 0;

	n = read(c->fd, c->buf + c->len, sizeof c->buf - c->len - 1);
	if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
		return (-1);
	if (n > 0)
		c->len += n;
	while ((nl = memchr(c->buf, '\n', c->len)) != NULL) {
		*nl = '\0';
		line = c->buf;
		if (strncmp(line, want, strlen(want)) == 0)
			found = 1;
		c->len -= nl + 1 - c->buf;
		memmove(c->buf, nl + 1, c->len);
	}
	return (found);
}

/* Waits until every client has read a line starting with want; fills
 * each one's time of arrival in us (if not NULL). */
static int
bench_wait_all(struct bench_client *cl, int n, const char *want,
    const struct timespec *t0, double *us)
{
	struct pollfd	 p[BENCH_HUB_CLIENTS];
	struct timespec	 now;
	int		 got[BENCH_HUB_CLIENTS], left = n, i, r;

	memset(got, 0, sizeof got);
	while (left > 0) {
		for (i = 0; i < n; i++) {
			p[i].fd = cl[i].fd;
			p[i].events = got[i] ? 0 : POLLIN;
		}
		if ((r = poll(p, n, 5000)) <= 0)
			return (-1);
		for (i = 0; i < n; i++) {
			if (got[i] || !(p[i].revents & POLLIN))
				continue;
			if ((r = bench_take(&cl[i], want)) < 0)
				return (-1);
			if (r > 0) {
				got[i] = 1;
				left--;
				if (us != NULL && t0 != NULL) {
					clock_gettime(CLOCK_MONOTONIC, &now);
					us[i] = bench_seconds(t0, &now) * 1e6;
				}
			}
		}
	}
	return (0);
}

static int
bench_compare(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

/* The CPU time a process has used, in seconds, from /proc. */
static double
bench_cpu(long pid)
{
	char		 path[64];
	unsigned long	 utime = 0, stime = 0;
	FILE		*f;

	snprintf(path, sizeof path, "/proc/%ld/stat", pid);
	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	if (fscanf(f, "%*d %*s %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u "
	    "%*u %lu %lu", &utime, &stime) != 2)
		utime = stime = 0;
	fclose(f);
	return ((double)(utime + stime) / sysconf(_SC_CLK_TCK));
}

/* A message of the protocol, written in place: BENCH_MSG(.type = ...). */
#define BENCH_MSG(...)	(&(const struct proto_msg){ __VA_ARGS__ })

/*
 * Waits until a client may send a line: no faster than the hub takes lines
 * from one client, so that a game longer than HUB_BURST moves makes a seat
 * wait for its turn to come back rather than be dropped.
 */
static void
bench_pace(struct bench_client *c)
{
	struct timespec	 now, pause;
	double		 wait;

	clock_gettime(CLOCK_MONOTONIC, &now);
	c->tokens += bench_seconds(&c->refill, &now) * HUB_RATE;
	if (c->tokens > HUB_BURST)
		c->tokens = HUB_BURST;
	c->refill = now;
	if (c->tokens >= 1)
		return;
	/* A little more than the hub needs, so that it has it. */
	wait = (1 - c->tokens) / HUB_RATE + 0.005;
	pause.tv_sec = (time_t)wait;
	pause.tv_nsec = (long)((wait - (double)pause.tv_sec) * 1e9);
	while (nanosleep(&pause, &pause) != 0 && errno == EINTR)
		;
	c->tokens = 1;
	clock_gettime(CLOCK_MONOTONIC, &c->refill);
}

/* Sends a client's message to the hub, written by the protocol. */
static int
bench_send(struct bench_client *c, const struct proto_msg *msg)
{
	char	*line = proto_format(msg), *nl;
	int	 ok;

	bench_pace(c);
	c->tokens -= 1;
	xasprintf(&nl, "%s\n", line);
	ok = write(c->fd, nl, strlen(nl)) == (ssize_t)strlen(nl);
	free(nl);
	free(line);
	return (ok ? 0 : -1);
}

/* A hub of the benchmark: its game, seats, spectators and where its
 * journal is kept (a directory on disk, or on tmpfs). */
struct bench_hub {
	const char	*game;
	const char	*players;	/* the hub's seats */
	const char	*computers;	/* who finds the moves sent to it */
	int		 seats, spectators;
	const char	*base;		/* where the journal goes */
	const char	*where;		/* and what that is, to print */
};

/* Connects a hub's seats and spectators, each to its welcome; seats
 * first, in order. */
static int
bench_hub_connect(const struct bench_hub *b, const char *path,
    struct bench_client *cl)
{
	char	*cause;
	int	 i;

	for (i = 0; i < b->seats + b->spectators; i++) {
		if ((cl[i].fd = socket_connect(path, &cause)) == -1) {
			printf("hub: %s\n", cause);
			free(cause);
			return (-1);
		}
		cl[i].len = 0;
		cl[i].tokens = HUB_BURST;
		clock_gettime(CLOCK_MONOTONIC, &cl[i].refill);
		if (bench_send(&cl[i], BENCH_MSG(.type = PROTO_HELLO,
		    .version = PROTO_VERSION, .seat = -1,
		    .flag = i >= b->seats)) != 0 ||
		    bench_wait_all(&cl[i], 1, "record-end", NULL, NULL) != 0)
			return (-1);
	}
	return (0);
}

/*
 * Plays moves at a started hub, each sent by the seat to move as a
 * computer at home finds it, timing how long the event takes to reach
 * every client; lat gets a time per client per move.  Returns the moves.
 */
static int
bench_hub_play(const struct bench_hub *b, struct match_config *c,
    struct bench_client *cl, double *lat)
{
	struct match	*m;
	struct timespec	 t0;
	char		 move[GAME_EVENT_MAX], want[32], *cause;
	int		 k, n = b->seats + b->spectators, error, turn;

	c->networked = 0;
	c->players = b->computers;
	if ((m = match_new(c, &cause)) == NULL) {
		printf("hub: %s\n", cause);
		free(cause);
		return (0);
	}
	for (k = 0; k < BENCH_HUB_MOVES; ) {
		if ((turn = match_turn(m)) == GAME_TURN_CHANCE) {
			match_chance(m);	/* the hub draws the same */
			continue;
		}
		if (turn < 0 || match_think(m, NULL, move, sizeof move) != 0 ||
		    match_play(m, turn, move, &error) != 0)
			break;
		bench_pace(&cl[turn]);	/* a wait is not the hub's time */
		clock_gettime(CLOCK_MONOTONIC, &t0);
		if (bench_send(&cl[turn], BENCH_MSG(.type = PROTO_MOVE,
		    .seat = -1, .text = move)) != 0)
			break;
		snprintf(want, sizeof want, "event %zu ", m->rec.nevents - 1);
		if (bench_wait_all(cl, n, want, &t0, lat + (size_t)k * n) != 0)
			break;
		k++;
	}
	match_free(m);
	return (k);
}

/*
 * A hub on loopback with its seats and spectators, the journal in a
 * directory under base: how long a move takes to reach every client, the
 * journal written to its disk first; with at_rest, how much CPU the hub
 * uses when nothing happens.
 */
static void
bench_hub(const struct bench_hub *b, int at_rest)
{
	struct bench_client	 cl[BENCH_HUB_CLIENTS];
	struct match_config	 c;
	struct hub_config	 hc;
	struct hub_started	 hs;
	char			*dir, *path, *cause;
	double			*lat, cpu0, cpu1;
	int			 i, k, n = b->seats + b->spectators;
	long			 pid = 0;
	FILE			*f;

	/* A client the hub dropped is a failure to report, not the end. */
	signal(SIGPIPE, SIG_IGN);
	xasprintf(&dir, "%s/tabula-bench-XXXXXX", b->base);
	if (mkdtemp(dir) == NULL) {
		printf("hub, journal on %s: cannot make a directory in %s: "
		    "%s\n", b->where, b->base, strerror(errno));
		free(dir);
		return;
	}
	xasprintf(&path, "%s/run", dir);
	mkdir(path, 0700);
	setenv("XDG_RUNTIME_DIR", path, 1);
	free(path);
	setenv("XDG_DATA_HOME", dir, 1);

	memset(&c, 0, sizeof c);
	c.game = game_find(b->game);
	c.players = b->players;
	c.networked = 1;
	c.has_seed = 1;
	c.seed = 1;
	memset(&hc, 0, sizeof hc);
	hc.match = &c;
	hc.name = "bench";
	/* The hub's dice from the seed the seats' own match draws from. */
	hc.has_dice_seed = 1;
	hc.dice_seed = c.seed;
	if (hub_start(&hc, &hs, &cause) != 0) {
		printf("hub: %s\n", cause);
		free(cause);
		bench_remove(dir);
		free(dir);
		return;
	}
	lat = xcalloc((size_t)BENCH_HUB_MOVES * n, sizeof *lat);
	k = 0;
	if (bench_hub_connect(b, hs.path, cl) == 0 &&
	    bench_send(&cl[0], BENCH_MSG(.type = PROTO_START)) == 0 &&
	    bench_wait_all(cl, n, "started", NULL, NULL) == 0)
		k = bench_hub_play(b, &c, cl, lat);
	/* A move has reached every client when it reached the last. */
	for (i = 0; i < k; i++) {
		qsort(lat + (size_t)i * n, n, sizeof *lat, bench_compare);
		lat[i] = lat[(size_t)i * n + n - 1];
	}
	qsort(lat, k, sizeof *lat, bench_compare);
	if (k > 0)
		printf("hub, %s, %d seats and %d spectators, journal on %s: "
		    "a move reaches every client in %.0f us (median), %.0f us "
		    "(99th percentile), %.0f us (most), over %d moves\n",
		    b->game, b->seats, b->spectators, b->where, lat[k / 2],
		    lat[(int)(k * 0.99)], lat[k - 1], k);
	else
		printf("hub, %s: the game could not be played\n", b->game);

	xasprintf(&path, "%s/tabula/hubs/bench.pid", dir);
	if (at_rest && (f = fopen(path, "r")) != NULL) {
		if (fscanf(f, "%ld", &pid) != 1)
			pid = 0;
		fclose(f);
	}
	free(path);
	if (pid > 0) {
		cpu0 = bench_cpu(pid);
		sleep(BENCH_HUB_IDLE_S);
		cpu1 = bench_cpu(pid);
		printf("hub at rest: %.1f ms of CPU in %d s\n",
		    (cpu1 - cpu0) * 1000, BENCH_HUB_IDLE_S);
	}
	if (bench_send(&cl[0], BENCH_MSG(.type = PROTO_END)) != 0)
		printf("hub: cannot end it\n");
	for (i = 0; i < n; i++)
		close(cl[i].fd);
	free(lat);
	hub_started_free(&hs);
	bench_remove(dir);
	free(dir);
}

/* The hubs timed: a game of two with many watching, and Conqueror for six
 * with 32 spectators, the journal on disk and on tmpfs. */
static const struct bench_hub bench_hubs[] = {
	{ "ataxx", "human,remote", "computer:2,computer:2", 2, 34,
	    "/var/tmp", "disk" },
	{ "conqueror", "human,remote,remote,remote,remote,remote",
	    "computer:2,computer:2,computer:2,computer:2,computer:2,"
	    "computer:2", 6, 32, "/var/tmp", "disk" },
	{ "conqueror", "human,remote,remote,remote,remote,remote",
	    "computer:2,computer:2,computer:2,computer:2,computer:2,"
	    "computer:2", 6, 32, "/dev/shm", "tmpfs" },
};

/* The benchmark's parts, by the names the command line gives them. */
static const char *const bench_parts[] = {
	"ataxx", "conflict", "conqueror", "xtic", "cross", "screen", "hub",
	NULL
};

/* Whether a part is asked for: by name, or by none being named. */
static int
bench_wanted(char *const *parts, int nparts, const char *name)
{
	int	 i;

	for (i = 0; i < nparts; i++)
		if (strcmp(parts[i], name) == 0)
			return (1);
	return (nparts == 0);
}

/* Whether a word names a part of the benchmark. */
int
bench_is_part(const char *word)
{
	int	 i;

	for (i = 0; bench_parts[i] != NULL; i++)
		if (strcmp(bench_parts[i], word) == 0)
			return (1);
	return (0);
}

/*
 * Runs the parts named (every part if none is), each engine's search to
 * depth, or to its usual depth if depth is 0.
 */
int
bench_main(char *const *parts, int nparts, int depth)
{
	int	 i;

	if (bench_wanted(parts, nparts, "ataxx"))
		bench_ataxx(depth > 0 ? depth : BENCH_ATAXX_DEPTH);
	if (bench_wanted(parts, nparts, "conflict"))
		bench_conflict();
	if (bench_wanted(parts, nparts, "conqueror"))
		bench_conqueror();
	if (bench_wanted(parts, nparts, "xtic"))
		bench_xtic();
	if (bench_wanted(parts, nparts, "cross"))
		bench_cross();
	if (bench_wanted(parts, nparts, "screen"))
		bench_screen();
	if (bench_wanted(parts, nparts, "hub"))
		for (i = 0; i < (int)(sizeof bench_hubs / sizeof bench_hubs[0]);
		    i++)
			bench_hub(&bench_hubs[i], i == 0);
	return (0);
}
