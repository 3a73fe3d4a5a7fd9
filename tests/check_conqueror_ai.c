/* check_conqueror_ai.c: the Conqueror computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <check.h>
#include <stdatomic.h>
#include <string.h>

#include "ai/conqueror_ai.h"
#include "games/conqueror.h"
#include "lib.h"
#include "rng.h"

/*
 * Level 5's budget: a day, time enough to play all its rounds on the
 * tests' boards (it takes a few milliseconds), so that it does a fixed
 * amount of work and plays alike on every machine, however slow or busy.
 */
#define TEST_BUDGET_MS	(24 * 3600 * 1000)

static struct conq_board	 board;
static struct conq_pos		 pos;

/* The level's move in pos, checked to be legal. */
static struct conq_move
choose(int level, uint64_t seed)
{
	struct ai_limits	 lim;
	struct conq_move	 m;

	memset(&lim, 0, sizeof lim);
	lim.level = level;
	lim.seed = seed;
	lim.budget_ms = level >= CONQ_AI_LEVELS ? TEST_BUDGET_MS : 0;
	conq_ai_choose(&pos, &lim, &m, NULL);
	ck_assert_msg(conq_check(&pos, m) == CONQ_OK,
	    "level %d: %d-%d %d is not legal", level, m.from + 1, m.to + 1,
	    m.pawns);
	return (m);
}

/*
 * Two players on a ring of n cells with nothing on it: the cells and
 * pawns are then set by hand, player 1 to move.
 */
static void
ring(int n)
{
	int	 cells[2] = { 0, 1 }, c;

	ck_assert_int_eq(conq_board_ring(&board, n), CONQ_OK);
	conq_start(&pos, &board, 2, 0);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
	for (c = 0; c < n; c++) {
		pos.owner[c] = CONQ_NONE;
		pos.pawns[c] = 0;
	}
}

static void
put(int cell, int player, int pawns)
{
	pos.owner[cell - 1] = player;
	pos.pawns[cell - 1] = pawns;
}

/* A random board and start, then moves by level 2 from a seed. */
static void
random_game(int ncells, int nplayers, int reinforce, int moves,
    uint64_t seed)
{
	struct ai_limits	 lim;
	struct conq_move	 m;
	struct rng		 r;
	int			 cells[CONQ_PLAYERS_MAX], i;

	rng_seed(&r, seed, 0);
	ck_assert_int_eq(conq_board_random(&board, ncells, &r), CONQ_OK);
	conq_start(&pos, &board, nplayers, reinforce);
	ck_assert_int_eq(conq_draw_start(&pos, &r, cells), CONQ_OK);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
	memset(&lim, 0, sizeof lim);
	lim.level = 2;
	for (i = 0; i < moves && !pos.over; i++) {
		lim.seed = seed + i;
		conq_ai_choose(&pos, &lim, &m, NULL);
		ck_assert_int_eq(conq_check(&pos, m), CONQ_OK);
		conq_make(&pos, m);
	}
}

/*
 * Every level answers with a legal move, in games of 2 to 6 players,
 * with reinforcements and without, from the start to late in the game;
 * and whole games between levels end.
 */
START_TEST(test_legal)
{
	struct conq_pos	 saved;
	uint64_t	 seed;
	int		 level, players, moves;

	for (seed = 1; seed <= 12; seed++) {
		players = 2 + (int)(seed % 5);
		moves = (int)(seed * 7 % 60);
		random_game(seed % 2 ? 60 : 20, players, seed % 3 == 0, moves,
		    seed);
		if (pos.over)
			continue;
		saved = pos;
		for (level = 1; level <= CONQ_AI_LEVELS; level++) {
			pos = saved;
			choose(level, seed);
		}
	}
	/* Level 1 to 3 around a 6-player board with reinforcements. */
	random_game(30, 6, 1, 0, 99);
	for (moves = 0; !pos.over; moves++) {
		ck_assert_int_lt(moves, CONQ_MOVES_MAX);
		conq_make(&pos, choose(1 + pos.turn % 3, moves));
	}
}
END_TEST

/* A fight that can be won is won: 5 pawns against 2 next door. */
START_TEST(test_wins_fight)
{
	struct conq_move	 m;
	int			 level;

	for (level = 2; level <= CONQ_AI_LEVELS; level++) {
		ring(6);
		put(1, 0, 6);
		put(2, 1, 2);
		put(4, 1, 1);
		m = choose(level, 1);
		ck_assert_int_eq(m.from, 0);
		ck_assert_int_eq(m.to, 1);
		ck_assert_int_gt(m.pawns, 2);
	}
}
END_TEST

/*
 * No attack that must lose while something else can be played: 4 pawns
 * (3 to move) next to 6 of the enemy's, and a free cell on the other
 * side.
 */
START_TEST(test_no_lost_fight)
{
	struct conq_move	 m;
	uint64_t		 seed;
	int			 level;

	for (level = 2; level <= CONQ_AI_LEVELS; level++)
		for (seed = 1; seed <= 5; seed++) {
			ring(6);
			put(1, 0, 4);
			put(2, 1, 6);
			put(4, 1, 1);
			m = choose(level, seed);
			ck_assert_msg(pos.owner[m.to] != 1 ||
			    m.pawns >= pos.pawns[m.to],
			    "level %d attacks to lose", level);
		}
}
END_TEST

/*
 * Level 3 and up see a threat coming: their cell of 1 pawn stands next
 * to an enemy stack of 6, which moves next; their own stack of 5 next to
 * the cell can make it safe, and they do so rather than claim the free
 * cell on the stack's other side and lose the cell.
 */
START_TEST(test_meets_threat)
{
	struct conq_move	 m;
	uint64_t		 seed;
	int			 level;

	for (level = 3; level <= CONQ_AI_LEVELS; level++)
		for (seed = 1; seed <= 5; seed++) {
			/* Cells 1 to 8 in a ring; 9 next to 2 and 10. */
			ring(8);
			board.ncells = 10;
			ck_assert_int_eq(conq_board_add(&board, 8, 1), CONQ_OK);
			ck_assert_int_eq(conq_board_add(&board, 8, 9), CONQ_OK);
			put(2, 0, 1);
			put(9, 0, 5);
			put(3, 1, 6);
			put(6, 1, 1);
			m = choose(level, seed);
			conq_make(&pos, m);
			ck_assert_msg(pos.owner[1] == 0 && pos.pawns[1] >= 5,
			    "level %d, seed %d: %d-%d %d leaves cell 2 to be "
			    "taken", level, (int)seed, m.from + 1, m.to + 1,
			    m.pawns);
		}
}
END_TEST

/* The same seed gives the same move; the computer does not change pos. */
START_TEST(test_reproducible)
{
	struct ai_limits	 lim;
	struct conq_move	 a, b;
	struct conq_pos		 saved;
	int			 level, seed;

	random_game(20, 3, 0, 6, 5);
	saved = pos;
	memset(&lim, 0, sizeof lim);
	for (level = 1; level <= CONQ_AI_LEVELS; level++)
		for (seed = 1; seed <= 3; seed++) {
			lim.level = level;
			lim.seed = seed;
			/* Time enough for level 5 to finish its rounds. */
			lim.budget_ms = TEST_BUDGET_MS;
			conq_ai_choose(&pos, &lim, &a, NULL);
			conq_ai_choose(&pos, &lim, &b, NULL);
			ck_assert_int_eq(a.from, b.from);
			ck_assert_int_eq(a.to, b.to);
			ck_assert_int_eq(a.pawns, b.pawns);
			ck_assert(memcmp(&pos, &saved, sizeof pos) == 0);
		}
}
END_TEST

/* Level 1 plays different moves from different seeds. */
START_TEST(test_random_level)
{
	struct conq_move	 m, first;
	uint64_t		 seed;
	int			 differ = 0;

	random_game(20, 2, 0, 0, 3);
	first = choose(1, 0);
	for (seed = 1; seed <= 20; seed++) {
		m = choose(1, seed);
		differ += memcmp(&m, &first, sizeof m) != 0;
	}
	ck_assert_int_gt(differ, 0);
}
END_TEST

/*
 * Levels 1 to 4 do a fixed amount of work: a budget of a millisecond
 * changes neither their move nor what they weigh.
 */
START_TEST(test_fixed_work)
{
	struct ai_limits	 lim;
	struct conq_ai_info	 info, first;
	struct conq_move	 a, b;
	int			 level;

	random_game(60, 6, 0, 12, 8);
	memset(&lim, 0, sizeof lim);
	lim.seed = 9;
	for (level = 1; level < CONQ_AI_LEVELS; level++) {
		lim.level = level;
		lim.budget_ms = 0;
		conq_ai_choose(&pos, &lim, &a, &first);
		lim.budget_ms = 1;
		conq_ai_choose(&pos, &lim, &b, &info);
		ck_assert_msg(memcmp(&a, &b, sizeof a) == 0 &&
		    info.candidates == first.candidates &&
		    info.positions == first.positions,
		    "level %d: %ld positions, then %ld", level,
		    first.positions, info.positions);
	}
}
END_TEST

/* With the stop flag already set, every level answers at once, legally. */
START_TEST(test_stopped)
{
	struct ai_limits	 lim;
	struct conq_ai_info	 info;
	struct conq_move	 m;
	atomic_int		 stop;
	int			 level;

	random_game(60, 6, 0, 12, 8);
	atomic_init(&stop, 1);
	memset(&lim, 0, sizeof lim);
	lim.stop = &stop;
	for (level = 1; level <= CONQ_AI_LEVELS; level++) {
		lim.level = level;
		conq_ai_choose(&pos, &lim, &m, &info);
		ck_assert_int_eq(conq_check(&pos, m), CONQ_OK);
		/* Nothing played on beyond the moves themselves. */
		ck_assert_int_eq(info.positions, 0);
	}
}
END_TEST

Suite *
suite_conqueror_ai(void)
{
	Suite	*s = suite_create("conqueror_ai");
	TCase	*tc = tcase_create("conqueror_ai");

	/* Sanitizers make the searches several times slower. */
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_legal);
	tcase_add_test(tc, test_wins_fight);
	tcase_add_test(tc, test_no_lost_fight);
	tcase_add_test(tc, test_meets_threat);
	tcase_add_test(tc, test_reproducible);
	tcase_add_test(tc, test_random_level);
	tcase_add_test(tc, test_fixed_work);
	tcase_add_test(tc, test_stopped);
	suite_add_tcase(s, tc);
	return (s);
}
