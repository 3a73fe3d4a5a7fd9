/* check_ai.c: the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ataxx_ai.h"
#include "ai/ataxx_nn.h"
#include "games/ataxx.h"
#include "lib.h"
#include "rng.h"
#include "xmalloc.h"

/* Positions for the network: starts, blocked boards, middle games, ends. */
static const char *const net_fens[] = {
	"x5o/7/7/7/7/7/o5x x 0 1",
	"x5o/7/7/7/7/7/o5x o 0 1",
	"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
	"x5o/1-3-1/7/7/7/1-3-1/o5x o 0 1",
	"7/2x4/1oxo3/2xxo2/2oox2/7/7 x 0 10",
	"x1o4/1xxo3/2oox2/1xo1x2/3ox2/2xx3/o5x o 3 12",
	"xxxo3/xxoo3/xoxo3/4o2/4x2/5o1/o5x x 0 20",
	"ooxxxxx/ooxxxxx/oooxxx1/oooo3/ooo4/oo5/o6 o 0 30",
	"x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1",
};
#define NET_FENS	(sizeof net_fens / sizeof net_fens[0])
#define LEVEL8_DEPTH	8	/* level 8's depth in these tests */

/* A position after some moves from one of net_fens, picked by i. */
static struct ataxx_pos
net_position(int i)
{
	struct ataxx_pos	 p;
	struct rng		 rng;
	ataxx_move		 moves[ATAXX_MAX_MOVES];
	int			 n, k, plies;

	ck_assert_int_eq(ataxx_from_fen(&p, net_fens[i % NET_FENS]), ATAXX_OK);
	rng_seed(&rng, 19, (uint64_t)i);
	plies = (int)rng_below(&rng, 40);
	for (k = 0; k < plies && (n = ataxx_movegen(&p, moves)) > 0; k++)
		ataxx_make(&p, moves[rng_below(&rng, (uint32_t)n)]);
	return (p);
}

/* A bitboard seen through symmetry s. */
static uint64_t
net_sym_board(uint64_t b, int s)
{
	uint64_t	 r = 0;
	int		 sq;

	for (sq = 0; sq < ATAXX_SQUARES; sq++)
		if (b & (1ULL << sq))
			r |= 1ULL << ataxx_nn_sym_square(sq, s);
	return (r);
}

/*
 * The network built in is data/ataxx/eval.net: the build writes its C
 * from that file (src/ai/ataxx_nn_net.awk), and ataxx_nn_read reads such
 * files for ataxx_tune.  The two readers of the format agree: the file,
 * read and expanded, is the network built in, every weight of it, and
 * scores positions as the computer player does.
 */
START_TEST(test_ai_net_file)
{
	static struct ataxx_nn	 net;	/* too big for the stack */
	const struct ataxx_nn	*b = &ataxx_nn_builtin;
	const char		*dir = getenv("TABULA_DATADIR");
	char			 path[4096];
	struct ataxx_pos	 p;
	int			 i;

	snprintf(path, sizeof path, "%s/ataxx/eval.net",
	    dir != NULL ? dir : SRCDATADIR);
	ck_assert_msg(ataxx_nn_read(&net, path) == 0, "cannot read %s", path);
	ck_assert_int_eq(net.orbits, b->orbits);
	ck_assert_int_eq(net.hidden, ATAXX_NN_SYMS * b->orbits);
	ck_assert(memcmp(net.weights, b->weights, (size_t)ATAXX_NN_INPUTS *
	    (size_t)net.hidden * sizeof *net.weights) == 0);
	ck_assert(memcmp(net.bias, b->bias, sizeof net.bias) == 0);
	ck_assert(memcmp(net.out_us, b->out_us, sizeof net.out_us) == 0);
	ck_assert(memcmp(net.out_them, b->out_them, sizeof net.out_them) == 0);
	ck_assert(memcmp(net.features, b->features, sizeof net.features) == 0);
	ck_assert_int_eq(net.out_bias, b->out_bias);
	ck_assert_int_eq(net.scale, b->scale);
	for (i = 0; i < 40; i++) {
		p = net_position(i);
		ck_assert_int_eq(ataxx_nn_eval(&net, &p), ataxx_nn_eval(b, &p));
		ck_assert_int_eq(ataxx_ai_evaluate(&p), ataxx_nn_eval(b, &p));
	}
	/* A file that is not one is refused. */
	snprintf(path, sizeof path, "%s/ataxx/openings.fen",
	    dir != NULL ? dir : SRCDATADIR);
	ck_assert_int_eq(ataxx_nn_read(&net, path), -1);
	ck_assert_int_eq(net.orbits, b->orbits);
	ataxx_nn_free(&net);
}
END_TEST

/*
 * The output as ataxx_nn.h says it is, one unit at a time: each orbit's
 * units clipped to [0, ONE] and summed (squared first, over ONE, for
 * SCReLU), weighed, with the features, scaled.
 */
static int
net_reference(const struct ataxx_nn *net, const struct ataxx_pos *p)
{
	struct ataxx_nn_acc	 acc;
	int64_t			 sum = 0, score;
	int			 f[ATAXX_NN_FEATURES], s, g, k, h, a;

	ataxx_nn_refresh(net, p, &acc);
	ataxx_nn_feat(p, f);
	for (k = 0; k < ATAXX_NN_FEATURES; k++)
		sum += (int64_t)net->features[k] * f[k];
	for (s = 0; s < 2; s++)
		for (k = 0; k < net->orbits; k++) {
			a = 0;
			for (g = 0; g < ATAXX_NN_SYMS; g++) {
				h = acc.h[p->side ^ s][g * net->orbits + k];
				h = h < 0 ? 0 : h > ATAXX_NN_ONE ?
				    ATAXX_NN_ONE : h;
				a += net->activation == ATAXX_NN_SCRELU ?
				    h * h : h;
			}
			if (net->activation == ATAXX_NN_SCRELU)
				a /= ATAXX_NN_ONE;
			sum += (int64_t)(s == 0 ? net->out_us[k] :
			    net->out_them[k]) * a;
		}
	score = (sum + net->out_bias) * net->scale >> 24;
	return ((int)(score > ATAXX_NN_MAX ? ATAXX_NN_MAX :
	    score < -ATAXX_NN_MAX ? -ATAXX_NN_MAX : score));
}

/*
 * The evaluation is that formula, with either activation, and symmetric
 * with SCReLU too: the shipped weights, squared, score mirror images the
 * same.
 */
START_TEST(test_ai_net_activations)
{
	static struct ataxx_nn		 net;
	static struct ataxx_nn_weights	 w;
	struct ataxx_pos		 p, q;
	int				 i, s, score, differ = 0;

	w = ataxx_nn_weights_builtin;
	ataxx_nn_expand(&w, &net);
	for (i = 0; i < 60; i++) {
		p = net_position(i);
		ck_assert_int_eq(ataxx_nn_eval(&net, &p),
		    net_reference(&net, &p));
	}
	w.activation = ATAXX_NN_SCRELU;
	ataxx_nn_expand(&w, &net);
	for (i = 0; i < 60; i++) {
		p = net_position(i);
		score = ataxx_nn_eval(&net, &p);
		ck_assert_int_eq(score, net_reference(&net, &p));
		differ += score != ataxx_nn_eval(&ataxx_nn_builtin, &p);
		for (s = 1; s < 8; s++) {
			q = p;
			q.pieces[0] = net_sym_board(p.pieces[0], s);
			q.pieces[1] = net_sym_board(p.pieces[1], s);
			q.blocked = net_sym_board(p.blocked, s);
			ck_assert_int_eq(ataxx_nn_eval(&net, &q), score);
		}
	}
	ck_assert_int_gt(differ, 30);
	ataxx_nn_free(&net);
}
END_TEST

/*
 * Networks of other widths than the one built in: the shipped orbits and
 * as many again (or fewer, or more) made of theirs, negated and halved,
 * each with a say in the output.  Each width the engine holds, through
 * the code made for the usual ones (16, 32, 64) or the general one (24),
 * scores as the formula does, and mirror images the same; the width of
 * the network built in is left out, as it is that network.
 */
START_TEST(test_ai_net_widths)
{
	static const int		 widths[] = { 16, 24, 32, 64 };
	static struct ataxx_nn		 net;
	static struct ataxx_nn_weights	 w;
	const struct ataxx_nn_weights	*b = &ataxx_nn_weights_builtin;
	struct ataxx_pos		 p, q;
	int16_t				*rows;
	int				 i, j, k, s, n, o, score, differ;

	for (j = 0; j < (int)(sizeof widths / sizeof widths[0]); j++) {
		if ((n = widths[j]) == b->orbits)
			continue;
		w = *b;
		w.orbits = n;
		rows = xreallocarray(NULL, (size_t)ATAXX_NN_INPUTS * (size_t)n,
		    sizeof *rows);
		for (k = 0; k < n; k++) {
			o = k % b->orbits;
			for (i = 0; i < ATAXX_NN_INPUTS; i++)
				rows[i * n + k] = (int16_t)(k < b->orbits ?
				    b->weights[i * b->orbits + o] :
				    -b->weights[i * b->orbits + o] / 2);
			w.bias[k] = (int16_t)(k < b->orbits ? b->bias[o] :
			    -b->bias[o] / 2);
			w.out_us[k] = b->out_us[o];
			w.out_them[k] = b->out_them[o];
		}
		w.weights = rows;
		ataxx_nn_expand(&w, &net);
		free(rows);
		ck_assert_int_eq(net.orbits, n);
		differ = 0;
		for (i = 0; i < 60; i++) {
			p = net_position(i);
			score = ataxx_nn_eval(&net, &p);
			ck_assert_int_eq(score, net_reference(&net, &p));
			differ += score != ataxx_nn_eval(&ataxx_nn_builtin,
			    &p);
			for (s = 1; s < 8; s++) {
				q = p;
				q.pieces[0] = net_sym_board(p.pieces[0], s);
				q.pieces[1] = net_sym_board(p.pieces[1], s);
				q.blocked = net_sym_board(p.blocked, s);
				ck_assert_int_eq(ataxx_nn_eval(&net, &q),
				    score);
			}
		}
		ck_assert_int_gt(differ, 30);
	}
	ataxx_nn_free(&net);
}
END_TEST

/*
 * The evaluation is symmetric: a position scores the same mirrored and
 * turned, and with the colours swapped and the other side to move; and
 * the score does not open with the side to move.
 */
START_TEST(test_ai_net_symmetric)
{
	struct ataxx_pos	 p, q;
	int			 i, s, score;

	for (i = 0; i < 60; i++) {
		p = net_position(i);
		score = ataxx_ai_evaluate(&p);
		for (s = 1; s < 8; s++) {
			q = p;
			q.pieces[0] = net_sym_board(p.pieces[0], s);
			q.pieces[1] = net_sym_board(p.pieces[1], s);
			q.blocked = net_sym_board(p.blocked, s);
			q.key = ataxx_compute_key(&q);
			ck_assert_int_eq(ataxx_ai_evaluate(&q), score);
		}
		q = p;
		q.pieces[0] = p.pieces[1];
		q.pieces[1] = p.pieces[0];
		q.side ^= 1;
		q.key = ataxx_compute_key(&q);
		ck_assert_int_eq(ataxx_ai_evaluate(&q), score);
	}
}
END_TEST

/* The accumulators kept move by move are those summed afresh. */
START_TEST(test_ai_net_incremental)
{
	static struct ataxx_nn_acc	 acc[2], fresh;
	struct ataxx_pos		 p, c;
	struct rng			 rng;
	ataxx_move			 moves[ATAXX_MAX_MOVES], m;
	int				 i, n, cur = 0;

	for (i = 0; i < (int)NET_FENS; i++) {
		ck_assert_int_eq(ataxx_from_fen(&p, net_fens[i]), ATAXX_OK);
		rng_seed(&rng, 7, (uint64_t)i);
		ataxx_nn_refresh(&ataxx_nn_builtin, &p, &acc[cur]);
		while ((n = ataxx_movegen(&p, moves)) > 0) {
			m = moves[rng_below(&rng, (uint32_t)n)];
			c = p;
			ataxx_make(&c, m);
			ataxx_nn_move(&ataxx_nn_builtin, &acc[cur],
			    &acc[cur ^ 1], &p, &c);
			p = c;
			cur ^= 1;
			ataxx_nn_refresh(&ataxx_nn_builtin, &p, &fresh);
			ck_assert(memcmp(&fresh, &acc[cur], sizeof fresh) == 0);
		}
	}
}
END_TEST

static ataxx_move
think(const struct ataxx_pos *p, int level, uint64_t seed)
{
	struct ataxx_search_limits	 l;
	struct ataxx_search_info	 info;
	struct ataxx_ai			*ai = ataxx_ai_new(2);
	ataxx_move			 m;

	ataxx_ai_level(level, 0, &l);
	/*
	 * Level 8 searches for as long as its budget allows: here to a depth
	 * past level 7's instead, the same search on every machine.
	 */
	if (l.depth == 0)
		l.depth = LEVEL8_DEPTH;
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
	tcase_add_test(tc, test_ai_net_file);
	tcase_add_test(tc, test_ai_net_symmetric);
	tcase_add_test(tc, test_ai_net_activations);
	tcase_add_test(tc, test_ai_net_widths);
	tcase_add_test(tc, test_ai_net_incremental);
	tcase_set_timeout(tc, 300);
	suite_add_tcase(s, tc);
	return (s);
}
