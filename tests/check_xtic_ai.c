/* check_xtic_ai.c: the Xtic computer player and solver, against brute force. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/xtic_ai.h"
#include "ai/xtic_answers.h"
#include "ai/xtic_proof.h"
#include "ai/xtic_solve.h"
#include "games/xtic.h"
#include "lib.h"
#include "rng.h"
#include "xmalloc.h"

#define TEST_LATE	10	/* pieces placed in a late position */

/* The value of an ended game for the side that played into it. */
static int
test_ended(const struct xtic_pos *before, const struct xtic_pos *after)
{
	int	 w = xtic_winner(after);

	return (w < 0 ? 0 : w == before->side ? 1 : -1);
}

/*
 * Plain minimax through the rules engine alone, no table, no symmetry:
 * the value within depth placements (the side's own first), anything
 * later counting as a draw.
 */
static int
test_brute(const struct xtic_pos *p, int depth)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 q;
	int			 n, i, v, best = -1;

	n = xtic_movegen(p, ml);
	for (i = 0; i < n && best < 1; i++) {
		q = *p;
		xtic_make(&q, ml[i]);
		if (q.end != XTIC_END_NONE)
			v = test_ended(p, &q);
		else if (depth <= 1)
			v = 0;
		else
			v = -test_brute(&q, depth - 1);
		if (v > best)
			best = v;
	}
	return (best);
}

/* The value of a move for the side that plays it, within depth. */
static int
test_move_value(const struct xtic_pos *p, struct xtic_move m, int depth)
{
	struct xtic_pos	 q = *p;

	xtic_make(&q, m);
	if (q.end != XTIC_END_NONE)
		return (test_ended(p, &q));
	if (depth <= 1)
		return (0);
	return (-test_brute(&q, depth - 1));
}

static void
test_text(const struct xtic_pos *p, char *buf)
{
	xtic_to_text(p, buf, XTIC_POSITION_MAX);
}

/* The solver agrees with plain minimax on random late positions. */
START_TEST(test_solve_brute)
{
	struct xtic_pos	 p;
	struct rng	 r;
	char		 text[XTIC_POSITION_MAX];
	int		 type, rule, i, k, seen[3] = { 0, 0, 0 }, v;

	rng_seed(&r, 11, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (k = TEST_LATE; k <= TEST_LATE + 1; k++)
				for (i = 0; i < 12; i++) {
					xtic_random(&p, type, rule, k, &r);
					v = xtic_ai_solve(&p, NULL);
					test_text(&p, text);
					ck_assert_msg(v == test_brute(&p,
					    XTIC_SQUARES), "%s %s %s", text,
					    xtic_type_names[type],
					    xtic_rule_names[rule]);
					seen[v + 1]++;
				}
	/* The positions are varied enough to show every result. */
	ck_assert_int_gt(seen[0], 0);
	ck_assert_int_gt(seen[1], 0);
	ck_assert_int_gt(seen[2], 0);
}
END_TEST

/* The value of a move for the side that plays it, solved to the end. */
static int
test_move_solved(const struct xtic_pos *p, struct xtic_move m)
{
	struct xtic_pos	 q = *p;

	xtic_make(&q, m);
	if (q.end != XTIC_END_NONE)
		return (test_ended(p, &q));
	return (-xtic_ai_solve(&q, NULL));
}

/*
 * The value of a position from its moves' values, each solved alone: the
 * best of them for the side to play.
 */
static int
test_from_moves(const struct xtic_pos *p)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	int			 n, i, v, best = -1;

	n = xtic_movegen(p, ml);
	for (i = 0; i < n && best < 1; i++)
		if ((v = test_move_solved(p, ml[i])) > best)
			best = v;
	return (best);
}

/*
 * Earlier, where brute force is too slow but the solver keys its table
 * on canonical forms, cuts on the table's entries for the moves and
 * keeps both searches' bounds: its value is the best of its moves'.
 */
START_TEST(test_solve_moves)
{
	struct xtic_pos	 p;
	struct rng	 r;
	char		 text[XTIC_POSITION_MAX];
	int		 type, rule, i, v, seen[3] = { 0, 0, 0 };

	rng_seed(&r, 16, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (i = 0; i < 2; i++) {
				xtic_random(&p, type, rule, 8 - i, &r);
				v = xtic_ai_solve(&p, NULL);
				test_text(&p, text);
				ck_assert_msg(v == test_from_moves(&p),
				    "%s %s %s", text, xtic_type_names[type],
				    xtic_rule_names[rule]);
				seen[v + 1]++;
			}
	ck_assert_int_gt(seen[0] + seen[2], 0);
	ck_assert_int_gt(seen[1], 0);
}
END_TEST

/*
 * A position under a symmetry that every game type has: the board
 * transposed or turned a quarter, the properties permuted and some
 * complemented.
 */
static void
test_image(const struct xtic_pos *p, struct xtic_pos *q, struct rng *r)
{
	int	 order[XTIC_PROPERTIES], flip, turn, sq, to, i, j, t;

	for (i = 0; i < XTIC_PROPERTIES; i++)
		order[i] = i;
	for (i = XTIC_PROPERTIES - 1; i > 0; i--) {
		j = rng_below(r, i + 1);
		t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	flip = rng_below(r, XTIC_PIECES);
	turn = rng_below(r, 2);
	*q = *p;
	q->filled = 0;
	q->last = XTIC_NONE;
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		if (turn)
			to = XTIC_SQ(XTIC_SIDE - 1 - sq / XTIC_SIDE,
			    sq % XTIC_SIDE);
		else
			to = XTIC_SQ(sq / XTIC_SIDE, sq % XTIC_SIDE);
		q->board[to] = XTIC_NONE;
		if (p->board[sq] == XTIC_NONE)
			continue;
		q->filled |= 1U << to;
		for (i = t = 0; i < XTIC_PROPERTIES; i++)
			t |= (p->board[sq] >> i & 1) << order[i];
		q->board[to] = t ^ flip;
	}
	for (i = t = 0; i < XTIC_PROPERTIES; i++)
		t |= (p->hand >> i & 1) << order[i];
	q->hand = t ^ flip;
	q->pool = 0;
	for (i = 0; i < XTIC_PIECES; i++) {
		for (j = t = 0; j < XTIC_PROPERTIES; j++)
			t |= (i >> j & 1) << order[j];
		if (p->pool & 1U << i)
			q->pool |= 1U << (t ^ flip);
	}
}

/* Positions the same under the symmetries have the same value. */
START_TEST(test_solve_symmetry)
{
	struct xtic_pos	 p, q;
	struct rng	 r;
	char		 text[XTIC_POSITION_MAX];
	int		 type, rule, i, v;

	rng_seed(&r, 17, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (i = 0; i < 3; i++) {
				/* The torus's trees are the smallest: there
				 * the table keys on canonical forms. */
				xtic_random(&p, type, rule, type ==
				    XTIC_TORUS ? 5 + i : 7 + i, &r);
				test_image(&p, &q, &r);
				v = xtic_ai_solve(&p, NULL);
				test_text(&q, text);
				ck_assert_msg(xtic_ai_solve(&q, NULL) == v,
				    "%s %s %s", text, xtic_type_names[type],
				    xtic_rule_names[rule]);
			}
}
END_TEST

/*
 * From further back, where the table keys on canonical forms inside the
 * search: the same values as without the symmetries.
 */
START_TEST(test_solve_canonical)
{
	struct xtic_pos	 p;
	struct rng	 r;
	char		 text[XTIC_POSITION_MAX];
	int		 i, v, seen[3] = { 0, 0, 0 };

	rng_seed(&r, 18, 0);
	for (i = 0; i < 8; i++) {
		/* Where these trees are small, for once. */
		xtic_random(&p, XTIC_TORUS, i % 2, 6 - i % 2, &r);
		v = xtic_ai_solve(&p, NULL);
		test_text(&p, text);
		ck_assert_msg(v == xtic_ai_solve_with(&p, 16, 0, NULL), "%s",
		    text);
		seen[v + 1]++;
	}
	ck_assert_int_gt(seen[0], 0);
	ck_assert_int_gt(seen[2], 0);
}
END_TEST

/*
 * Each level sees exactly its horizon: its value is minimax's to that
 * many placements, and its move keeps that value.
 */
START_TEST(test_levels_horizon)
{
	struct ai_limits	 lim;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	struct rng		 r;
	char			 text[XTIC_POSITION_MAX];
	int			 type, rule, i, level, want, decided = 0;

	rng_seed(&r, 12, 0);
	memset(&lim, 0, sizeof lim);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (i = 0; i < 6; i++) {
				xtic_random(&p, type, rule, TEST_LATE, &r);
				test_text(&p, text);
				for (level = 1; level < XTIC_AI_PERFECT;
				    level++) {
					want = test_brute(&p, level);
					lim.level = level;
					lim.seed = i;
					xtic_ai_choose(&p, &lim, &m, &info);
					ck_assert_int_eq(xtic_check(&p, m),
					    XTIC_OK);
					ck_assert_msg(info.value == want,
					    "level %d: %s %s %s: %d, not %d",
					    level, text, xtic_type_names[type],
					    xtic_rule_names[rule], info.value,
					    want);
					ck_assert_msg(test_move_value(&p, m,
					    level) == want, "level %d: %s %s "
					    "%s: a move short of %d", level,
					    text, xtic_type_names[type],
					    xtic_rule_names[rule], want);
					decided += want != 0;
				}
			}
	ck_assert_int_gt(decided, 0);
}
END_TEST

/*
 * Earlier in the game, where the levels prune what cannot happen within
 * their horizon, they still see what minimax sees.
 */
START_TEST(test_levels_middle)
{
	struct ai_limits	 lim;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	struct rng		 r;
	char			 text[XTIC_POSITION_MAX];
	int			 type, rule, i, level, k, want;

	rng_seed(&r, 13, 0);
	memset(&lim, 0, sizeof lim);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (i = 0; i < 3; i++) {
				k = 6 + i;
				xtic_random(&p, type, rule, k, &r);
				test_text(&p, text);
				for (level = 1; level <= 2 + (k > 6);
				    level++) {
					want = test_brute(&p, level);
					lim.level = level;
					xtic_ai_choose(&p, &lim, &m, &info);
					ck_assert_msg(info.value == want,
					    "level %d: %s %s %s: %d, not %d",
					    level, text, xtic_type_names[type],
					    xtic_rule_names[rule], info.value,
					    want);
				}
			}
}
END_TEST

/* Level 1 completes no line it can avoid, and takes a Quarto win. */
START_TEST(test_level_one)
{
	struct ai_limits	 lim;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	struct rng		 r;
	uint16_t		 fatal;
	int			 type, rule, i, k, tested = 0;

	rng_seed(&r, 14, 0);
	memset(&lim, 0, sizeof lim);
	lim.level = 1;
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (k = 5; k <= 13; k++)
				for (i = 0; i < 4; i++) {
					xtic_random(&p, type, rule, k, &r);
					fatal = xtic_fatal_squares(&p, p.hand);
					if (fatal == 0 ||
					    fatal == (~p.filled & XTIC_ALL))
						continue;
					lim.seed = i;
					xtic_ai_choose(&p, &lim, &m, NULL);
					tested++;
					if (rule == XTIC_LOSES)
						ck_assert(!(fatal & 1U <<
						    m.square));
					else
						ck_assert(fatal & 1U <<
						    m.square);
				}
	ck_assert_int_gt(tested, 10);
}
END_TEST

/*
 * A game from a position, the perfect level in one seat and a level in
 * the other; returns the result for the perfect level.
 */
static int
test_game(const struct xtic_pos *start, int perfect_side, int level,
    uint64_t seed)
{
	struct ai_limits	 lim;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p = *start;
	int			 turn = 0, w, v;

	memset(&lim, 0, sizeof lim);
	while (p.end == XTIC_END_NONE) {
		lim.seed = seed + turn++;
		if (p.side == perfect_side) {
			lim.level = XTIC_AI_PERFECT;
			v = xtic_ai_solve(&p, NULL);
			xtic_ai_choose(&p, &lim, &m, &info);
			ck_assert_int_eq(info.exact, 1);
			ck_assert_int_eq(info.value, v);
		} else {
			lim.level = level;
			xtic_ai_choose(&p, &lim, &m, NULL);
		}
		ck_assert_int_eq(xtic_check(&p, m), XTIC_OK);
		xtic_make(&p, m);
	}
	w = xtic_winner(&p);
	return (w < 0 ? 0 : w == perfect_side ? 1 : -1);
}

/*
 * The perfect level never does worse than the value of the game against
 * any level, in either seat, and beats the levels where they err.
 */
START_TEST(test_perfect_games)
{
	struct xtic_pos	 p;
	struct rng	 r;
	char		 text[XTIC_POSITION_MAX];
	int		 type, rule, level, v, result, gained = 0;

	rng_seed(&r, 15, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++)
			for (level = 1; level < XTIC_AI_PERFECT; level++) {
				xtic_random(&p, type, rule, 9, &r);
				test_text(&p, text);
				v = xtic_ai_solve(&p, NULL);
				result = test_game(&p, p.side, level,
				    level * 100);
				ck_assert_msg(result >= v, "%s %s %s, level "
				    "%d first: %d, worth %d", text,
				    xtic_type_names[type],
				    xtic_rule_names[rule], level, result, v);
				gained += result > v;
				result = test_game(&p, p.side ^ 1, level,
				    level * 100 + 50);
				ck_assert_msg(result >= -v, "%s %s %s, level "
				    "%d second: %d, worth %d", text,
				    xtic_type_names[type],
				    xtic_rule_names[rule], level, result, -v);
				gained += result > -v;
			}
	/* The weak levels give something away now and then. */
	ck_assert_int_gt(gained, 0);
}
END_TEST

/* The same seed gives the same move; the seeds give several. */
START_TEST(test_seeds)
{
	struct ai_limits	 lim;
	struct xtic_move	 a, b;
	struct xtic_pos		 p;
	uint64_t		 seed;
	int			 level, differ = 0;

	ck_assert_int_eq(xtic_from_text(&p, "BHSR---/----/-NVOQ--/---- NHSQ 1",
	    XTIC_NORMAL, XTIC_LOSES), XTIC_OK);
	memset(&lim, 0, sizeof lim);
	for (level = 1; level <= 3; level++)
		for (seed = 1; seed <= 8; seed++) {
			lim.level = level;
			lim.seed = seed;
			xtic_ai_choose(&p, &lim, &a, NULL);
			xtic_ai_choose(&p, &lim, &b, NULL);
			ck_assert_int_eq(a.square, b.square);
			ck_assert_int_eq(a.give, b.give);
			lim.seed = seed + 100;
			xtic_ai_choose(&p, &lim, &b, NULL);
			differ += a.square != b.square || a.give != b.give;
		}
	ck_assert_int_gt(differ, 0);
}
END_TEST

/*
 * Levels 1 to 6 do a fixed amount of work: a budget of a millisecond
 * changes neither their move nor their nodes, early in a game where level
 * 6 works longest; only the stop flag cuts them short.
 */
START_TEST(test_levels_fixed_work)
{
	struct ai_limits	 lim;
	struct xtic_ai_info	 info;
	struct xtic_move	 a, b;
	struct xtic_pos		 p;
	atomic_int		 stop = 1;
	uint64_t		 nodes;
	int			 level;

	ck_assert_int_eq(xtic_from_text(&p, "BHSR---/----/-NVOQ--/---- NHSQ 1",
	    XTIC_TORUS, XTIC_WINS), XTIC_OK);
	memset(&lim, 0, sizeof lim);
	lim.seed = 5;
	for (level = 1; level < XTIC_AI_PERFECT; level++) {
		lim.level = level;
		lim.budget_ms = 0;
		xtic_ai_choose(&p, &lim, &a, &info);
		nodes = info.nodes;
		lim.budget_ms = 1;
		xtic_ai_choose(&p, &lim, &b, &info);
		ck_assert_msg(info.nodes == nodes && a.square == b.square &&
		    a.give == b.give, "level %d: %llu nodes, then %llu", level,
		    (unsigned long long)nodes, (unsigned long long)info.nodes);
	}
	lim.stop = &stop;
	xtic_ai_choose(&p, &lim, &b, &info);
	ck_assert_int_eq(xtic_check(&p, b), XTIC_OK);
	ck_assert_uint_lt(info.nodes, nodes);
}
END_TEST

/* The first turn only gives, at every level. */
START_TEST(test_first_gift)
{
	struct ai_limits	 lim;
	struct xtic_move	 m;
	struct xtic_pos		 p;
	int			 level;

	xtic_start(&p, XTIC_TORUS, XTIC_LOSES);
	memset(&lim, 0, sizeof lim);
	for (level = 1; level <= XTIC_AI_LEVELS; level++) {
		lim.level = level;
		xtic_ai_choose(&p, &lim, &m, NULL);
		ck_assert_int_eq(m.square, XTIC_NONE);
		ck_assert_int_eq(xtic_check(&p, m), XTIC_OK);
	}
}
END_TEST

/*
 * A position's images under the symmetries share its canonical key, whose
 * position has that key too, the same value, and piece 0 in hand; a
 * different position has another key.
 */
START_TEST(test_canon)
{
	struct xtic_canon	*c;
	struct xtic_pos		 p, q, k;
	struct rng		 r;
	uint64_t		 cells, cells2;
	uint16_t		 filled, filled2;
	char			 pos[XTIC_POSITION_MAX];
	int			 type, rule, i, j, v;

	rng_seed(&r, 23, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++) {
			c = xtic_canon_new(type, rule);
			for (i = 0; i < 6; i++) {
				xtic_random(&p, type, rule, 9 + i % 3, &r);
				test_text(&p, pos);
				xtic_canon_key(c, &p, &cells, &filled);
				xtic_canon_position(c, cells, filled, &k);
				ck_assert_int_eq(k.hand, 0);
				ck_assert_int_eq(k.filled, filled);
				v = xtic_ai_solve(&p, NULL);
				ck_assert_msg(xtic_ai_solve(&k, NULL) == v,
				    "%s: its key's value differs", pos);
				xtic_canon_key(c, &k, &cells2, &filled2);
				ck_assert(cells2 == cells && filled2 == filled);
				for (j = 0; j < 4; j++) {
					test_image(&p, &q, &r);
					xtic_canon_key(c, &q, &cells2,
					    &filled2);
					ck_assert_msg(cells2 == cells &&
					    filled2 == filled, "%s: an image "
					    "with another key", pos);
				}
			}
			/* Another position, another key. */
			xtic_random(&q, type, rule, 8, &r);
			xtic_canon_key(c, &q, &cells2, &filled2);
			ck_assert(filled2 != filled || cells2 != cells);
			xtic_canon_free(c);
		}
}
END_TEST

START_TEST(test_lean_endgame)
{
	struct xtic_solver	*lean, *plain;
	struct xtic_pos		 p;
	struct rng		 r;
	char			 text[XTIC_POSITION_MAX];
	int			 type, rule, i, v, t, seen[3] = { 0, 0, 0 };

	rng_seed(&r, 29, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++) {
			lean = xtic_solver_new(type, rule, 14, 0);
			plain = xtic_solver_new(type, rule, 14,
			    XTIC_SOLVE_PLAIN | XTIC_SOLVE_NOSYM);
			for (i = 0; i < 40; i++) {
				xtic_random(&p, type, rule, 8 + i % 4, &r);
				test_text(&p, text);
				v = xtic_ai_solve_flags(&p, 14, 0, NULL);
				ck_assert_msg(v == xtic_ai_solve_flags(&p, 14,
				    XTIC_SOLVE_PLAIN, NULL), "%s %s %s", text,
				    xtic_type_names[type],
				    xtic_rule_names[rule]);
				ck_assert_msg(v == xtic_ai_solve_flags(&p, 14,
				    XTIC_SOLVE_PLAIN | XTIC_SOLVE_NOSYM, NULL),
				    "%s %s %s", text, xtic_type_names[type],
				    xtic_rule_names[rule]);
				for (t = 0; t <= 1; t++) {
					ck_assert_int_eq(xtic_solver_at_least(
					    lean, &p, t, NULL), v >= t);
					ck_assert_int_eq(xtic_solver_at_least(
					    plain, &p, t, NULL), v >= t);
				}
				seen[v + 1]++;
			}
			xtic_solver_free(lean);
			xtic_solver_free(plain);
		}
	ck_assert_int_gt(seen[0], 0);
	ck_assert_int_gt(seen[1], 0);
	ck_assert_int_gt(seen[2], 0);
}
END_TEST

/* Collects what a proof's log holds, for test_answers. */
struct test_answers {
	int			 n, bad, badline[8];
	struct xtic_answer	 a[8];
};

static void
test_take(const struct xtic_answer *a, int line, void *arg)
{
	struct test_answers	*t = arg;

	if (a == NULL) {
		if (t->bad < 8)
			t->badline[t->bad] = line;
		t->bad++;
	} else if (t->n < 8)
		t->a[t->n++] = *a;
}

/*
 * A proof's log read again: its answers, each bad line named by its
 * number and left out, a last line cut short noticed, and no crash.
 */
START_TEST(test_answers)
{
	static const char *const lines =
	    "# a comment\n"
	    "-----------7-c3- >=1 no 593059407 59502\n"
	    "\n"
	    "garbage\n"
	    "-----------7-c3- >=2 yes 1 2\n"		/* no such bound */
	    "-----------7-c3- >=0 maybe 1 2\n"
	    "-----------7-c3- >=0 yes 1\n"		/* a field short */
	    "-----------7-c3- >=0 yes 1 2 3\n"		/* one too many */
	    "3--------------- >=0 yes 1 2\n"		/* not canonical */
	    "-----------7-c3- >=0 yes 240293942 24692\n"
	    "-----------7-c3- >=1 n";			/* cut short */
	struct xtic_canon	*b;
	struct xtic_answer	 a;
	struct test_answers	 t;
	char			 text[XTIC_ANSWER_MAX];
	FILE			*f;
	int			 unended;

	b = xtic_canon_new(XTIC_NODIAGS, XTIC_LOSES);
	memset(&t, 0, sizeof t);
	f = fmemopen((void *)lines, strlen(lines), "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(xtic_answers_read(b, f, test_take, &t, &unended), 0);
	fclose(f);
	ck_assert_int_eq(t.n, 2);
	ck_assert_int_eq(t.bad, 7);
	ck_assert_int_eq(t.badline[0], 4);
	ck_assert_int_eq(t.badline[5], 9);
	ck_assert_int_eq(t.badline[6], 11);
	ck_assert_int_eq(unended, 1);
	ck_assert_int_eq(t.a[0].bound, 1);
	ck_assert_int_eq(t.a[0].yes, 0);
	ck_assert_uint_eq(t.a[0].nodes, 593059407);
	ck_assert_uint_eq(t.a[0].ms, 59502);
	ck_assert_int_eq(t.a[1].bound, 0);
	ck_assert_int_eq(t.a[1].yes, 1);
	xtic_answer_format(&t.a[1], text, sizeof text);
	ck_assert_str_eq(text, "-----------7-c3- >=0 yes 240293942 24692");
	ck_assert_int_eq(xtic_answer_parse(b, "", &a), 0);
	ck_assert_int_eq(xtic_answer_parse(b, "# x", &a), 0);
	ck_assert_int_eq(xtic_answer_parse(b, "-----------7-c3- >=1 no "
	    "99999999999999999999999 1", &a), -1);
	xtic_canon_free(b);
}
END_TEST

/*
 * Answers for a proof from p: both bounds of every position, up to
 * symmetry, two placements on; all of them, or every other one.
 */
static void
test_proof_answers(struct xtic_proof *pf, struct xtic_canon *b,
    struct xtic_solver *v, const struct xtic_pos *p, int depth, int some,
    int *count)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_answer	 a;
	struct xtic_pos		 q, k;
	int			 n, i;

	n = xtic_movegen(p, ml);
	for (i = 0; i < n; i++) {
		q = *p;
		xtic_make(&q, ml[i]);
		if (q.end != XTIC_END_NONE)
			continue;
		if (depth > 1) {
			test_proof_answers(pf, b, v, &q, depth - 1, some,
			    count);
			continue;
		}
		if (some && (*count)++ % 2)
			continue;
		xtic_canon_key(b, &q, &a.cells, &a.filled);
		xtic_canon_position(b, a.cells, a.filled, &k);
		a.nodes = a.ms = 0;
		for (a.bound = 0; a.bound <= 1; a.bound++) {
			a.yes = xtic_solver_at_least(v, &k, a.bound, NULL);
			ck_assert(xtic_proof_add(pf, &a));
		}
	}
}

/*
 * A proof's answers as the perfect level's book: the bounds they show are
 * the solver's value, in any image of the position; the move they give
 * keeps it; fewer answers show less, never something false; and the
 * perfect level plays from them, searching nothing.
 */
START_TEST(test_proof_book)
{
	struct xtic_proof	*pf, *part;
	struct xtic_canon	*b;
	struct xtic_solver	*v;
	struct ai_limits	 lim;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	struct xtic_pos		 p, q;
	struct rng		 r;
	char			 text[XTIC_POSITION_MAX];
	int			 type, rule, i, w, lo, hi, count = 0;
	int			 seen[3] = { 0, 0, 0 };

	rng_seed(&r, 31, 0);
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++) {
			b = xtic_canon_new(type, rule);
			v = xtic_solver_new(type, rule, 14, 0);
			pf = xtic_proof_new(type, rule);
			part = xtic_proof_new(type, rule);
			xtic_random(&p, type, rule, 9, &r);
			test_text(&p, text);
			w = xtic_ai_solve(&p, NULL);
			seen[w + 1]++;
			test_proof_answers(pf, b, v, &p, 2, 0, &count);
			test_proof_answers(part, b, v, &p, 2, 1, &count);
			ck_assert_int_gt(xtic_proof_answers(pf), 0);
			for (i = 0; i < 4; i++) {
				test_image(&p, &q, &r);
				ck_assert_msg(xtic_proof_bounds(pf, &q, &lo,
				    &hi), "%s: nothing shown", text);
				ck_assert_msg(lo == w && hi == w, "%s: %d..%d, "
				    "not %d", text, lo, hi, w);
				if (w >= 0) {
					ck_assert(xtic_proof_move(pf, &q, &m,
					    &lo, &hi));
					ck_assert_int_eq(xtic_check(&q, m),
					    XTIC_OK);
					ck_assert_msg(test_move_solved(&q, m) ==
					    w, "%s: the move gives the value "
					    "up", text);
				} else
					ck_assert(!xtic_proof_move(pf, &q, &m,
					    &lo, &hi));
				xtic_proof_bounds(part, &q, &lo, &hi);
				ck_assert_msg(lo <= w && w <= hi, "%s: %d..%d "
				    "from part, not %d", text, lo, hi, w);
			}
			/* The perfect level plays from it. */
			memset(&lim, 0, sizeof lim);
			lim.level = XTIC_AI_PERFECT;
			xtic_ai_use_proof(type, rule, pf);
			xtic_ai_choose(&p, &lim, &m, &info);
			if (w >= 0) {
				ck_assert(info.nodes == 0 && info.exact);
				ck_assert_int_eq(info.value, w);
			}
			ck_assert(test_move_solved(&p, m) == w || w < 0);
			xtic_ai_use_proof(type, rule, NULL);
			xtic_proof_free(pf);
			xtic_proof_free(part);
			xtic_solver_free(v);
			xtic_canon_free(b);
		}
	ck_assert_int_gt(seen[1] + seen[2], 0);
}
END_TEST

/* Appends the answer "q is not at least t" to a log in memory. */
static void
test_book_line(struct xtic_canon *b, const struct xtic_pos *q, int t,
    char **log, size_t *len)
{
	struct xtic_answer	 a;
	char			 line[XTIC_ANSWER_MAX];

	xtic_canon_key(b, q, &a.cells, &a.filled);
	a.bound = t;
	a.yes = 0;
	a.nodes = a.ms = 1;
	xtic_answer_format(&a, line, sizeof line);
	*log = xreallocarray(*log, *len + strlen(line) + 2, 1);
	sprintf(*log + *len, "%s\n", line);
	*len += strlen(line) + 1;
}

/*
 * A proof's book (xtic_prove --book) carries its strategy past the cut:
 * the move the solver shows, at the prover's turns, kept as the answer
 * for the position it leaves.  The perfect level's lookups find such a
 * move after every reply of the other player, in any image of the
 * position, and it keeps the proven value; past the cut the answers only
 * show what they say of a position's moves, so that without the book
 * little is shown there (where a move ends the game).
 */
START_TEST(test_proof_deep_book)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES], m, m2;
	struct xtic_proof	*pf, *bare;
	struct xtic_canon	*b;
	struct xtic_solver	*v;
	struct xtic_answer	 a;
	struct xtic_pos		 p, q, g, g2, gi;
	struct rng		 r;
	char			*log, text[XTIC_POSITION_MAX];
	size_t			 len;
	FILE			*f;
	int			 type, rule, w, n, i, lo, hi, replies;
	int			 bareshown;

	rng_seed(&r, 47, 0);
	replies = bareshown = 0;
	for (type = 0; type < XTIC_TYPES; type++)
		for (rule = 0; rule < XTIC_RULES; rule++) {
			b = xtic_canon_new(type, rule);
			v = xtic_solver_new(type, rule, 14, 0);
			/* A position the prover holds by a move that goes on. */
			do {
				xtic_random(&p, type, rule, 8, &r);
				w = p.end == XTIC_END_NONE ?
				    xtic_ai_solve(&p, NULL) : -1;
				if (w < 0)
					continue;
				ck_assert_int_eq(xtic_solver_move(v, &p, w,
				    &m, NULL), 1);
				q = p;
				xtic_make(&q, m);
			} while (w < 0 || q.end != XTIC_END_NONE);
			test_text(&p, text);
			pf = xtic_proof_new(type, rule);
			bare = xtic_proof_new(type, rule);
			/* The proof: p itself, at its cut. */
			xtic_canon_key(b, &p, &a.cells, &a.filled);
			a.bound = w;
			a.yes = 1;
			a.nodes = a.ms = 1;
			ck_assert(xtic_proof_add(pf, &a));
			ck_assert(xtic_proof_add(bare, &a));
			/* The book: the prover's move, and its answer to each
			 * reply. */
			log = NULL;
			len = 0;
			ck_assert_int_eq(test_move_solved(&p, m), w);
			test_book_line(b, &q, 1 - w, &log, &len);
			n = xtic_movegen(&q, ml);
			for (i = 0; i < n; i++) {
				g = q;
				xtic_make(&g, ml[i]);
				if (g.end != XTIC_END_NONE)
					continue;
				ck_assert_int_eq(xtic_solver_move(v, &g, w,
				    &m2, NULL), 1);
				g2 = g;
				xtic_make(&g2, m2);
				if (g2.end == XTIC_END_NONE)
					test_book_line(b, &g2, 1 - w, &log,
					    &len);
			}
			f = fmemopen(log, len, "r");
			ck_assert_ptr_nonnull(f);
			ck_assert_int_eq(xtic_proof_read_book(pf, f), 0);
			fclose(f);
			test_image(&p, &g, &r);
			ck_assert(xtic_proof_move(pf, &g, &m2, &lo, &hi));
			ck_assert_int_eq(lo, w);
			ck_assert_int_eq(test_move_solved(&g, m2), w);
			/* Every reply to the book's move, in some image. */
			for (i = 0; i < n; i++) {
				g = q;
				xtic_make(&g, ml[i]);
				if (g.end != XTIC_END_NONE)
					continue;
				test_image(&g, &gi, &r);
				ck_assert_msg(xtic_proof_move(pf, &gi, &m2,
				    &lo, &hi), "%s: no move after a reply",
				    text);
				ck_assert_int_ge(lo, w);
				ck_assert_int_ge(test_move_solved(&gi, m2), w);
				/* Without the book: only what a move that
				 * ends the game shows. */
				if (xtic_proof_bounds(bare, &gi, &lo, &hi))
					bareshown++;
				replies++;
			}
			free(log);
			xtic_proof_free(pf);
			xtic_proof_free(bare);
			xtic_solver_free(v);
			xtic_canon_free(b);
		}
	ck_assert_int_gt(replies, bareshown);
}
END_TEST

/* The positions a walk of a book has been through, by key and prover. */
struct test_seen {
	uint64_t	*cells;
	uint32_t	*tag;		/* filled, prover + 1 above */
	size_t		 size, n;
};

/* Whether the walk has been through a position; marks it if not. */
static int
test_seen(struct test_seen *sn, uint64_t cells, uint16_t filled, int prover)
{
	uint32_t	 tag = filled | (uint32_t)(prover + 1) << 16;
	size_t		 i;

	if (2 * (sn->n + 1) > sn->size) {
		struct test_seen old = *sn;

		sn->size = sn->size ? 2 * sn->size : 1024;
		sn->cells = xcalloc(sn->size, sizeof *sn->cells);
		sn->tag = xcalloc(sn->size, sizeof *sn->tag);
		sn->n = 0;
		for (i = 0; i < old.size; i++)
			if (old.tag[i] != 0)
				test_seen(sn, old.cells[i], old.tag[i] & 0xffff,
				    (int)(old.tag[i] >> 16) - 1);
		free(old.cells);
		free(old.tag);
	}
	for (i = (cells ^ tag * 0x9e3779b97f4a7c15ULL) % sn->size;
	    sn->tag[i] != 0; i = (i + 1) % sn->size)
		if (sn->cells[i] == cells && sn->tag[i] == tag)
			return (1);
	sn->cells[i] = cells;
	sn->tag[i] = tag;
	sn->n++;
	return (0);
}

/*
 * Walks a proof's strategy as the perfect level plays it: at the
 * prover's turns the move the lookups give, which must hold at least t,
 * at the other player's every move, until the search takes over at 6
 * placed.  Counts the prover's turns.
 */
static void
test_walk_book(struct xtic_proof *pf, struct xtic_canon *b,
    const struct xtic_pos *p, int prover, int t, struct test_seen *sn,
    int *turns)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES], m;
	struct xtic_pos		 q;
	uint64_t		 cells;
	uint16_t		 filled;
	char			 text[XTIC_POSITION_MAX];
	int			 n, i, lo, hi, placed;

	placed = __builtin_popcount(p->filled);
	if (p->end != XTIC_END_NONE || placed >= 6 ||
	    (p->side != prover && placed + 1 >= 6))
		return;
	xtic_canon_key(b, p, &cells, &filled);
	if (test_seen(sn, cells, filled, prover))
		return;
	if (p->side == prover) {
		test_text(p, text);
		ck_assert_msg(xtic_proof_move(pf, p, &m, &lo, &hi), "%s: no "
		    "move in the book", text);
		ck_assert_msg(lo >= t, "%s: the book holds %d, not %d", text,
		    lo, t);
		(*turns)++;
		q = *p;
		xtic_make(&q, m);
		test_walk_book(pf, b, &q, prover, t, sn, turns);
		return;
	}
	n = xtic_movegen(p, ml);
	for (i = 0; i < n; i++) {
		q = *p;
		xtic_make(&q, ml[i]);
		test_walk_book(pf, b, &q, prover, t, sn, turns);
	}
}

/*
 * The proofs and books data/xtic holds whole (README, "Xtic: what perfect
 * play gives"): from the empty board to 6 placed, whatever the other
 * player does, the perfect level has a move from them at each of its
 * turns that keeps the proven value (and the search is exact from there).
 */
START_TEST(test_shipped_books)
{
	static const int	 whole[][2] = {
		{ XTIC_NORMAL, XTIC_WINS },
		{ XTIC_NODIAGS, XTIC_LOSES },
		{ XTIC_NODIAGS, XTIC_WINS },
		{ XTIC_TORUS, XTIC_LOSES },
		{ XTIC_TORUS, XTIC_WINS },
	};
	const char		*dir = getenv("TABULA_DATADIR");
	struct xtic_proof	*pf;
	struct xtic_canon	*b;
	struct test_seen	 sn;
	struct xtic_pos		 p;
	char			 path[4096];
	FILE			*f;
	size_t			 k;
	int			 type, rule, lo, hi, turns;

	for (k = 0; k < sizeof whole / sizeof whole[0]; k++) {
		type = whole[k][0];
		rule = whole[k][1];
		pf = xtic_proof_new(type, rule);
		b = xtic_canon_new(type, rule);
		snprintf(path, sizeof path, "%s/xtic/%s-%s.log", dir != NULL ?
		    dir : SRCDATADIR, xtic_type_names[type],
		    xtic_rule_names[rule]);
		ck_assert_msg((f = fopen(path, "r")) != NULL, "%s", path);
		ck_assert_int_eq(xtic_proof_read(pf, f), 0);
		fclose(f);
		snprintf(path, sizeof path, "%s/xtic/%s-%s-book.log",
		    dir != NULL ? dir : SRCDATADIR, xtic_type_names[type],
		    xtic_rule_names[rule]);
		ck_assert_msg((f = fopen(path, "r")) != NULL, "%s", path);
		ck_assert_int_eq(xtic_proof_read_book(pf, f), 0);
		fclose(f);
		xtic_proof_root(&p, type, rule);
		ck_assert(xtic_proof_bounds(pf, &p, &lo, &hi));
		ck_assert_msg(lo == hi, "%s %s: not proven", xtic_type_names[
		    type], xtic_rule_names[rule]);
		memset(&sn, 0, sizeof sn);
		turns = 0;
		if (lo >= 0)
			test_walk_book(pf, b, &p, p.side, lo, &sn, &turns);
		if (hi <= 0)
			test_walk_book(pf, b, &p, 1 - p.side, -hi, &sn, &turns);
		ck_assert_int_gt(turns, 100);
		free(sn.cells);
		free(sn.tag);
		xtic_canon_free(b);
		xtic_proof_free(pf);
	}
}
END_TEST

Suite *
suite_xtic_ai(void)
{
	Suite	*s = suite_create("xtic_ai");
	TCase	*tc = tcase_create("xtic_ai");

	/* Sanitizers make the solves several times slower. */
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_solve_brute);
	tcase_add_test(tc, test_solve_moves);
	tcase_add_test(tc, test_solve_symmetry);
	tcase_add_test(tc, test_solve_canonical);
	tcase_add_test(tc, test_levels_horizon);
	tcase_add_test(tc, test_levels_middle);
	tcase_add_test(tc, test_level_one);
	tcase_add_test(tc, test_levels_fixed_work);
	tcase_add_test(tc, test_perfect_games);
	tcase_add_test(tc, test_seeds);
	tcase_add_test(tc, test_first_gift);
	tcase_add_test(tc, test_canon);
	tcase_add_test(tc, test_lean_endgame);
	tcase_add_test(tc, test_answers);
	tcase_add_test(tc, test_proof_book);
	tcase_add_test(tc, test_proof_deep_book);
	tcase_add_test(tc, test_shipped_books);
	suite_add_tcase(s, tc);
	return (s);
}
