/* check_ai.c: the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "ai/ataxx_ai.h"
#include "games/ataxx.h"
#include "lib.h"

static ataxx_move
think(const struct ataxx_pos *p, int level, uint64_t seed)
{
	struct ataxx_search_limits	 l;
	struct ataxx_search_info	 info;
	struct ataxx_ai			*ai = ataxx_ai_new(2);
	ataxx_move			 m;

	ataxx_ai_level(level, 500, &l);
	l.seed = seed;
	m = ataxx_ai_search(ai, p, &l, &info);
	ataxx_ai_free(ai);
	return (m);
}

/* Every level takes the last enemy piece when it can. */
START_TEST(test_ai_takes_the_win)
{
	struct ataxx_pos	 p;
	ataxx_move		 m;

	/* x on a1 can land next to o's only piece, c2, in many ways. */
	ataxx_from_fen(&p, "7/7/7/7/7/2o4/x6 x 0 1");
	m = think(&p, _i, 1);
	ck_assert_int_eq(ataxx_check(&p, m), ATAXX_OK);
	ataxx_make(&p, m);
	ck_assert_msg(ataxx_end(&p) == ATAXX_END_WIPEOUT &&
	    ataxx_winner(&p) == ATAXX_X, "level %d missed the win", _i);
}
END_TEST

/*
 * x's lone piece on f4 is out of o's reach, but most of x's moves bring it
 * within a jump of c6, and then o takes every x piece at once.  A player
 * who looks two moves ahead (level 3 and up) keeps clear.
 */
START_TEST(test_ai_sees_the_threat)
{
	struct ataxx_pos	 p;
	ataxx_move		 m, reply[ATAXX_MAX_MOVES];
	int			 i, n;

	ataxx_from_fen(&p, "1o5/2o4/7/5x1/7/7/7 x 0 1");
	m = think(&p, _i, 1);
	ck_assert_int_eq(ataxx_check(&p, m), ATAXX_OK);
	ataxx_make(&p, m);
	n = ataxx_movegen(&p, reply);
	for (i = 0; i < n; i++) {
		struct ataxx_pos q = p;

		ataxx_make(&q, reply[i]);
		ck_assert_msg(q.pieces[ATAXX_X] != 0,
		    "level %d loses at once", _i);
	}
}
END_TEST

/* Whatever the position, the answer is a legal move. */
START_TEST(test_ai_always_legal)
{
	struct ataxx_pos	 p;
	ataxx_move		 moves[ATAXX_MAX_MOVES], m;
	int			 ply, n;

	ataxx_from_fen(&p, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
	for (ply = 0; ply < 60 && (n = ataxx_movegen(&p, moves)) > 0; ply++) {
		m = think(&p, 1 + ply % 5, ply);
		ck_assert_msg(ataxx_check(&p, m) == ATAXX_OK, "ply %d", ply);
		ataxx_make(&p, ply % 3 == 0 ? moves[ply % n] : m);
	}
}
END_TEST

/* A search told to stop at once still answers with a legal move. */
START_TEST(test_ai_stops_when_told)
{
	struct ataxx_search_limits	 l;
	struct ataxx_search_info	 info;
	struct ataxx_ai			*ai = ataxx_ai_new(1);
	struct ataxx_pos		 p;
	atomic_int			 stop = 1;
	ataxx_move			 m;

	ataxx_startpos(&p);
	ataxx_ai_level(ATAXX_AI_LEVELS, 0, &l);
	l.stop = &stop;
	m = ataxx_ai_search(ai, &p, &l, &info);
	ck_assert_int_eq(ataxx_check(&p, m), ATAXX_OK);
	ataxx_ai_free(ai);
}
END_TEST

/*
 * Levels 1 to 7 search to their depth whatever the budget: a millisecond
 * changes neither their move nor their nodes; only the stop flag does.
 */
START_TEST(test_ai_fixed_depth)
{
	struct ataxx_search_limits	 l;
	struct ataxx_search_info	 info;
	struct ataxx_ai			*ai = ataxx_ai_new(2);
	struct ataxx_pos		 p;
	atomic_int			 stop = 1;
	ataxx_move			 a, b;
	uint64_t			 nodes;
	int				 level;

	ataxx_from_fen(&p, "7/2x4/1oxo3/2xxo2/2oox2/7/7 x 0 10");
	for (level = 1; level < ATAXX_AI_LEVELS; level++) {
		ataxx_ai_level(level, 0, &l);
		l.seed = 3;
		ataxx_ai_clear(ai);
		a = ataxx_ai_search(ai, &p, &l, &info);
		nodes = info.nodes;
		ataxx_ai_level(level, 1, &l);
		l.seed = 3;
		ataxx_ai_clear(ai);
		b = ataxx_ai_search(ai, &p, &l, &info);
		ck_assert_msg(a == b && info.nodes == nodes,
		    "level %d: %llu nodes, then %llu", level,
		    (unsigned long long)nodes, (unsigned long long)info.nodes);
	}
	l.stop = &stop;
	ataxx_ai_clear(ai);
	b = ataxx_ai_search(ai, &p, &l, &info);
	ck_assert_int_eq(ataxx_check(&p, b), ATAXX_OK);
	ck_assert_uint_lt(info.nodes, nodes);
	ataxx_ai_free(ai);
}
END_TEST

/* With nothing but a pass possible, the player passes. */
START_TEST(test_ai_passes)
{
	struct ataxx_pos	 p;

	ataxx_from_fen(&p, "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
	ck_assert_uint_eq(think(&p, 5, 0), ATAXX_PASS);
}
END_TEST

/* Plays one game between two levels; returns the winner's level or 0. */
static int
duel(int x_level, int o_level, uint64_t seed)
{
	struct ataxx_pos	 p;
	ataxx_move		 m;
	int			 winner;

	ataxx_from_fen(&p, "x5o/7/7/7/7/7/o5x x 0 1");
	while (ataxx_end(&p) == ATAXX_END_NONE) {
		m = think(&p, p.side == ATAXX_X ? x_level : o_level, seed++);
		ck_assert_int_eq(ataxx_check(&p, m), ATAXX_OK);
		ataxx_make(&p, m);
	}
	winner = ataxx_winner(&p);
	return (winner < 0 ? 0 : winner == ATAXX_X ? x_level : o_level);
}

/* A middle level beats the beginner's level, playing either side. */
START_TEST(test_ai_levels_differ)
{
	int	 wins = 0, game;

	for (game = 0; game < 4; game++)
		wins += duel(game % 2 ? 1 : 4, game % 2 ? 4 : 1, game) == 4;
	ck_assert_int_ge(wins, 3);
}
END_TEST

Suite *
suite_ai(void)
{
	Suite	*s = suite_create("ai");
	TCase	*tc = tcase_create("ataxx");

	tcase_add_loop_test(tc, test_ai_takes_the_win, 1, ATAXX_AI_LEVELS + 1);
	tcase_add_loop_test(tc, test_ai_sees_the_threat, 3,
	    ATAXX_AI_LEVELS + 1);
	tcase_add_test(tc, test_ai_always_legal);
	tcase_add_test(tc, test_ai_stops_when_told);
	tcase_add_test(tc, test_ai_fixed_depth);
	tcase_add_test(tc, test_ai_passes);
	tcase_add_test(tc, test_ai_levels_differ);
	tcase_set_timeout(tc, 300);
	suite_add_tcase(s, tc);
	return (s);
}
