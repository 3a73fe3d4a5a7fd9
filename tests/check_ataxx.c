/* check_ataxx.c: the Ataxx rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "games/ataxx.h"
#include "lib.h"

static struct ataxx_pos
fen(const char *s)
{
	struct ataxx_pos	 p;

	ck_assert_msg(ataxx_from_fen(&p, s) == ATAXX_OK, "bad FEN %s", s);
	return (p);
}

static ataxx_move
move(const char *s)
{
	ataxx_move	 m;
	int		 flips;

	ck_assert_int_eq(ataxx_parse_move(s, &m, &flips), ATAXX_OK);
	return (m);
}

/* Plays moves given in notation, each checked legal first. */
static void
play(struct ataxx_pos *p, const char *moves)
{
	char		 buf[256], *save = NULL, *t;
	ataxx_move	 m;

	snprintf(buf, sizeof buf, "%s", moves);
	for (t = strtok_r(buf, " ", &save); t != NULL;
	    t = strtok_r(NULL, " ", &save)) {
		m = move(t);
		ck_assert_msg(ataxx_check(p, m) == ATAXX_OK, "%s illegal", t);
		ataxx_make(p, m);
	}
}

/*
 * Perft counts published by the Ataxx engine community (libataxx), passes
 * counted as moves: blocked squares, forced passes, full boards, the
 * half-move limit and a board with no pieces.
 */
static const struct {
	const char	*fen;
	int		 depth;
	uint64_t	 nodes[7];
} perft_table[] = {
	{ "7/7/7/7/7/7/7 x 0 1", 4, { 1, 0, 0, 0, 0 } },
	{ "7/7/7/7/7/7/7 o 0 1", 4, { 1, 0, 0, 0, 0 } },
	{ "x5o/7/7/7/7/7/o5x x 0 1", 5, { 1, 16, 256, 6460, 155888, 4752668 } },
	{ "x5o/7/7/7/7/7/o5x o 0 1", 5, { 1, 16, 256, 6460, 155888, 4752668 } },
	{ "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", 5,
	    { 1, 14, 196, 4184, 86528, 2266352 } },
	{ "x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1", 5,
	    { 1, 14, 196, 4184, 86528, 2266352 } },
	{ "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1", 5,
	    { 1, 14, 196, 4100, 83104, 2114588 } },
	{ "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1", 5,
	    { 1, 16, 256, 5948, 133264, 3639856 } },
	{ "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1", 5,
	    { 1, 1, 75, 249, 14270, 452980 } },
	{ "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1", 4,
	    { 1, 75, 249, 14270, 452980 } },
	{ "7/7/7/7/xxxxxxx/xxxxxxx/ooooooo x 0 1", 4,
	    { 1, 75, 249, 14270, 452980 } },
	{ "7/7/7/7/xxxxxxx/xxxxxxx/ooooooo o 0 1", 5,
	    { 1, 1, 75, 249, 14270, 452980 } },
	{ "7/7/7/2x1o2/7/7/7 x 0 1", 5, { 1, 23, 419, 7887, 168317, 4266992 } },
	{ "x5o/7/7/7/7/7/o5x x 100 1", 4, { 1, 0, 0, 0, 0 } },
	{ "7/7/7/7/-------/-------/x5o x 0 1", 6,
	    { 1, 2, 4, 13, 30, 73, 174 } },
	{ "7/7/7/7/-------/-------/x5o o 0 1", 6,
	    { 1, 2, 4, 13, 30, 73, 174 } },
};

START_TEST(test_ataxx_perft_table)
{
	struct ataxx_pos	 p = fen(perft_table[_i].fen);
	int			 d;

	for (d = 0; d <= perft_table[_i].depth; d++) {
		ck_assert_msg(ataxx_perft(&p, d) == perft_table[_i].nodes[d],
		    "%s depth %d", perft_table[_i].fen, d);
		ck_assert_msg(ataxx_perft_plain(&p, d) ==
		    perft_table[_i].nodes[d], "%s depth %d, no table",
		    perft_table[_i].fen, d);
	}
}
END_TEST

START_TEST(test_ataxx_perft_6)
{
	struct ataxx_pos	 p;

	ataxx_startpos(&p);
	ck_assert_uint_eq(ataxx_perft(&p, 6), 141865520ULL);
}
END_TEST

/* FEN written back is the FEN read, for canonical FENs. */
START_TEST(test_ataxx_fen_round_trip)
{
	static const char *const fens[] = {
		"x5o/7/7/7/7/7/o5x x 0 1",
		"x5o/7/2-1-2/7/2-1-2/7/o5x o 3 17",
		("-------/-------/-------/-------/-------/-------/------x o 99 "
		    "1000"),
		"xoxoxox/ooooooo/xxxxxxx/7/1-1-1-1/x1o1x1o/7 x 0 1",
	};
	struct ataxx_pos	 p;
	char			 out[ATAXX_FEN_MAX];
	size_t			 i;

	for (i = 0; i < sizeof fens / sizeof fens[0]; i++) {
		p = fen(fens[i]);
		ataxx_to_fen(&p, out, sizeof out);
		ck_assert_str_eq(out, fens[i]);
		ck_assert_uint_eq(p.key, ataxx_compute_key(&p));
	}
}
END_TEST

START_TEST(test_ataxx_fen_clocks_optional)
{
	struct ataxx_pos	 p = fen("x5o/7/7/7/7/7/o5x o");
	char			 out[ATAXX_FEN_MAX];

	ataxx_to_fen(&p, out, sizeof out);
	ck_assert_str_eq(out, "x5o/7/7/7/7/7/o5x o 0 1");
}
END_TEST

START_TEST(test_ataxx_fen_errors)
{
	static const struct {
		const char	*fen;
		int		 error;
	} bad[] = {
		{ "", ATAXX_E_FEN_ROW },
		{ "x5o/7/7/7/7/o5x x 0 1", ATAXX_E_FEN_ROWS },
		{ "x5o/7/7/7/7/7/7/o5x x 0 1", ATAXX_E_FEN_ROWS },
		{ "x6o/7/7/7/7/7/o5x x 0 1", ATAXX_E_FEN_ROW },
		{ "x5/7/7/7/7/7/o5x x 0 1", ATAXX_E_FEN_ROW },
		{ "x5q/7/7/7/7/7/o5x x 0 1", ATAXX_E_FEN_CHAR },
		{ "x5o/7/7/7/7/7/o5x", ATAXX_E_FEN_SIDE },
		{ "x5o/7/7/7/7/7/o5x z 0 1", ATAXX_E_FEN_SIDE },
		{ "x5o/7/7/7/7/7/o5x x -1 1", ATAXX_E_FEN_CLOCK },
		{ "x5o/7/7/7/7/7/o5x x 0 0", ATAXX_E_FEN_CLOCK },
		{ "x5o/7/7/7/7/7/o5x x 99999999 1", ATAXX_E_FEN_CLOCK },
		{ "x5o/7/7/7/7/7/o5x x 0 1 extra", ATAXX_E_FEN_EXTRA },
	};
	struct ataxx_pos	 p, before;
	size_t			 i;

	ataxx_startpos(&p);
	before = p;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_msg(ataxx_from_fen(&p, bad[i].fen) == bad[i].error,
		    "\"%s\"", bad[i].fen);
		ck_assert(memcmp(&p, &before, sizeof p) == 0);
	}
}
END_TEST

START_TEST(test_ataxx_move_notation)
{
	static const char *const moves[] = { "a1", "g7", "d4", "c3b5", "a7c5",
	    "0000" };
	char		 out[ATAXX_MOVE_MAX];
	ataxx_move	 m;
	int		 flips;
	size_t		 i;

	for (i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		ataxx_format_move(move(moves[i]), out);
		ck_assert_str_eq(out, moves[i]);
	}
	ck_assert_int_eq(ataxx_parse_move("e2(2)", &m, &flips), ATAXX_OK);
	ck_assert_int_eq(flips, 2);
	ck_assert_uint_eq(m, ATAXX_CLONE(1 * 7 + 4));
	ck_assert_int_eq(ataxx_parse_move("b2d1(3)", &m, &flips), ATAXX_OK);
	ck_assert_int_eq(flips, 3);
	ck_assert_uint_eq(m, ATAXX_MOVE(8, 3));
	ck_assert_int_eq(ataxx_parse_move("B2", &m, &flips), ATAXX_OK);
	ck_assert_uint_eq(m, ATAXX_CLONE(8));
	ck_assert_int_eq(ataxx_parse_move("pass", &m, &flips), ATAXX_OK);
	ck_assert_uint_eq(m, ATAXX_PASS);
	ck_assert_int_eq(ataxx_parse_move("h1", &m, &flips), ATAXX_E_SYNTAX);
	ck_assert_int_eq(ataxx_parse_move("a8", &m, &flips), ATAXX_E_SYNTAX);
	ck_assert_int_eq(ataxx_parse_move("a1b", &m, &flips), ATAXX_E_SYNTAX);
	ck_assert_int_eq(ataxx_parse_move("e2(9)", &m, &flips),
	    ATAXX_E_SYNTAX);
	ck_assert_int_eq(ataxx_parse_move("", &m, &flips), ATAXX_E_SYNTAX);
}
END_TEST

/* A clone adds a piece and turns the neighbours; a jump leaves a hole. */
START_TEST(test_ataxx_flips)
{
	struct ataxx_pos	 p = fen("7/7/2oo3/2o4/7/1x5/7 x 0 1");
	char			 out[ATAXX_FEN_MAX];

	/* x at b2; o at c4, c5, d5.  a1 touches none, c3 touches c4 only. */
	ck_assert_uint_eq(__builtin_popcountll(ataxx_flips(&p, move("a1"))),
	    0);
	ck_assert_uint_eq(__builtin_popcountll(ataxx_flips(&p, move("c3"))),
	    1);
	/* b2d4 lands next to c4, c5 and d5. */
	play(&p, "b2d4");
	ataxx_to_fen(&p, out, sizeof out);
	ck_assert_str_eq(out, "7/7/2xx3/2xx3/7/7/7 o 1 1");
	ck_assert_uint_eq(p.key, ataxx_compute_key(&p));
}
END_TEST

START_TEST(test_ataxx_check_reasons)
{
	struct ataxx_pos	 p;

	ataxx_startpos(&p);
	ck_assert_int_eq(ataxx_check(&p, move("b6")), ATAXX_OK);
	ck_assert_int_eq(ataxx_check(&p, move("a7c5")), ATAXX_OK);
	ck_assert_int_eq(ataxx_check(&p, move("d4")), ATAXX_E_NO_SOURCE);
	ck_assert_int_eq(ataxx_check(&p, move("g7")), ATAXX_E_OCCUPIED);
	ck_assert_int_eq(ataxx_check(&p, move("a1a3")), ATAXX_E_NOT_OWN);
	ck_assert_int_eq(ataxx_check(&p, move("a7b6")), ATAXX_E_DISTANCE);
	ck_assert_int_eq(ataxx_check(&p, move("a7d4")), ATAXX_E_DISTANCE);
	ck_assert_int_eq(ataxx_check(&p, ATAXX_PASS), ATAXX_E_CANNOT_PASS);
	p = fen("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
	ck_assert_int_eq(ataxx_check(&p, move("a7c5")), ATAXX_E_BLOCKED);
}
END_TEST

/* x on the first row is walled in by o: it must pass, and only pass. */
START_TEST(test_ataxx_forced_pass)
{
	struct ataxx_pos	 p = fen("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
	ataxx_move		 moves[ATAXX_MAX_MOVES];

	ck_assert_int_eq(ataxx_movegen(&p, moves), 1);
	ck_assert_uint_eq(moves[0], ATAXX_PASS);
	ck_assert_int_eq(ataxx_check(&p, ATAXX_PASS), ATAXX_OK);
	ck_assert_int_eq(ataxx_check(&p, move("a1a3")), ATAXX_E_MUST_PASS);
	ataxx_make(&p, ATAXX_PASS);
	ck_assert_int_eq(p.side, ATAXX_O);
	ck_assert_int_eq(p.halfmoves, 1);
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_NONE);
}
END_TEST

/* A clone resets the half-move clock; jumps and passes count. */
START_TEST(test_ataxx_clocks)
{
	struct ataxx_pos	 p;

	ataxx_startpos(&p);
	play(&p, "a7a5 a1a3");
	ck_assert_int_eq(p.halfmoves, 2);
	ck_assert_int_eq(p.fullmoves, 2);
	play(&p, "a4");
	ck_assert_int_eq(p.halfmoves, 0);
	ck_assert_int_eq(p.fullmoves, 2);
}
END_TEST

START_TEST(test_ataxx_end_full)
{
	struct ataxx_pos	 p = fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxxooo/"
	    "ooooooo/ooooooo/ooooooo o 0 40");

	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_FULL);
	ck_assert_int_eq(ataxx_winner(&p), ATAXX_X);
	ck_assert_int_eq(ataxx_count_moves(&p), 0);
}
END_TEST

START_TEST(test_ataxx_end_wipeout)
{
	struct ataxx_pos	 p = fen("7/7/7/7/7/1o5/x6 x 0 1");

	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_NONE);
	play(&p, "a2");
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_WIPEOUT);
	ck_assert_int_eq(ataxx_winner(&p), ATAXX_X);
	/* No pieces beats the half-move rule. */
	p = fen("7/7/7/7/7/7/x6 o 150 80");
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_WIPEOUT);
	ck_assert_int_eq(ataxx_winner(&p), ATAXX_X);
}
END_TEST

/* Empty squares that nobody can reach end the game too. */
START_TEST(test_ataxx_end_stuck)
{
	struct ataxx_pos	 p = fen("7/7/7/7/-------/-------/x5o x 0 1");

	play(&p, "b1 f1 c1 e1");
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_NONE);
	play(&p, "d1");
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_STUCK);
	ck_assert_int_eq(ataxx_winner(&p), ATAXX_X);
}
END_TEST

START_TEST(test_ataxx_end_halfmoves)
{
	struct ataxx_pos	 p = fen("x5o/7/7/7/7/7/o5x x 98 60");

	play(&p, "a7a5");
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_NONE);
	play(&p, "a1a3");
	ck_assert_int_eq(p.halfmoves, 100);
	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_HALFMOVES);
	ck_assert_int_eq(ataxx_winner(&p), -1);
	/* More pieces do not matter: it is a draw. */
	p = fen("xx4o/7/7/7/7/7/o5x x 100 60");
	ck_assert_int_eq(ataxx_winner(&p), -1);
}
END_TEST

START_TEST(test_ataxx_even_is_draw)
{
	struct ataxx_pos	 p = fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxoooo/"
	    "ooooooo/ooooooo/oooooo- x 0 40");

	ck_assert_int_eq(ataxx_end(&p), ATAXX_END_FULL);
	ck_assert_int_eq(ataxx_winner(&p), -1);
}
END_TEST

/* The key made move by move is the key computed from scratch. */
START_TEST(test_ataxx_incremental_key)
{
	struct ataxx_pos	 p;
	ataxx_move		 moves[ATAXX_MAX_MOVES];
	int			 i, n;

	ataxx_startpos(&p);
	for (i = 0; i < 200; i++) {
		if ((n = ataxx_movegen(&p, moves)) == 0)
			break;
		ataxx_make(&p, moves[(i * 7919) % n]);
		ck_assert_uint_eq(p.key, ataxx_compute_key(&p));
	}
	ck_assert_int_gt(i, 20);
}
END_TEST

Suite *
suite_ataxx(void)
{
	Suite	*s = suite_create("ataxx");
	TCase	*tc = tcase_create("rules");
	TCase	*perft = tcase_create("perft");

	tcase_add_test(tc, test_ataxx_fen_round_trip);
	tcase_add_test(tc, test_ataxx_fen_clocks_optional);
	tcase_add_test(tc, test_ataxx_fen_errors);
	tcase_add_test(tc, test_ataxx_move_notation);
	tcase_add_test(tc, test_ataxx_flips);
	tcase_add_test(tc, test_ataxx_check_reasons);
	tcase_add_test(tc, test_ataxx_forced_pass);
	tcase_add_test(tc, test_ataxx_clocks);
	tcase_add_test(tc, test_ataxx_end_full);
	tcase_add_test(tc, test_ataxx_end_wipeout);
	tcase_add_test(tc, test_ataxx_end_stuck);
	tcase_add_test(tc, test_ataxx_end_halfmoves);
	tcase_add_test(tc, test_ataxx_even_is_draw);
	tcase_add_test(tc, test_ataxx_incremental_key);
	suite_add_tcase(s, tc);
	tcase_add_loop_test(perft, test_ataxx_perft_table, 0,
	    sizeof perft_table / sizeof perft_table[0]);
	tcase_add_test(perft, test_ataxx_perft_6);
	tcase_set_timeout(perft, 300);
	suite_add_tcase(s, perft);
	return (s);
}
