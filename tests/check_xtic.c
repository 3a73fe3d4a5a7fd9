/* check_xtic.c: the Xtic rules engine and its line in the game table. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "games/xtic.h"
#include "lib.h"

/* A full board with no line of four sharing a property, even on the
 * torus, rows from 4 down to 1. */
static const char *const full_board =
    "NHORBHOQNHSQBVSQ/BVOQBHSQNHSRNVOQ/BVSRBHSRBVORNVSQ/NHOQNVSRNVORBHOR";

static int
sq(const char *name)
{
	int	 s;

	ck_assert_int_eq(xtic_parse_square(name, &s), XTIC_OK);
	return (s);
}

static int
piece(const char *code)
{
	int	 p;

	ck_assert_int_eq(xtic_parse_piece(code, &p), XTIC_OK);
	return (p);
}

static struct xtic_move
move(const char *text)
{
	struct xtic_move	 m;

	ck_assert_msg(xtic_parse_move(text, &m) == XTIC_OK, "%s", text);
	return (m);
}

/* Reads a position that must be good. */
static void
position(struct xtic_pos *p, const char *text, int type, int rule)
{
	ck_assert_msg(xtic_from_text(p, text, type, rule) == XTIC_OK, "%s",
	    text);
}

/* Plays a move that must be legal. */
static void
play(struct xtic_pos *p, const char *text)
{
	struct xtic_move	 m = move(text);

	ck_assert_msg(xtic_check(p, m) == XTIC_OK, "%s: %d", text,
	    xtic_check(p, m));
	xtic_make(p, m);
}

START_TEST(test_notation)
{
	struct xtic_move	 m;
	char			 buf[XTIC_MOVE_MAX];
	int			 p;

	ck_assert_int_eq(piece("BHSR"), 0);
	ck_assert_int_eq(piece("NVOQ"), 15);
	ck_assert_int_eq(piece("nhsq"), 9);
	ck_assert_int_eq(piece("QSHN"), 9);	/* any order */
	xtic_format_piece(9, buf);
	ck_assert_str_eq(buf, "NHSQ");
	ck_assert_int_eq(xtic_parse_piece("BNSR", &p), XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_piece("BHS", &p), XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_piece("BHSRQ", &p), XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_piece("BHSX", &p), XTIC_E_SYNTAX);

	ck_assert_int_eq(sq("a1"), 0);
	ck_assert_int_eq(sq("d4"), 15);
	ck_assert_int_eq(sq("b3"), 9);
	ck_assert_int_eq(xtic_parse_square("e1", &p), XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_square("a5", &p), XTIC_E_SYNTAX);

	xtic_format_move(move("b3 nhsq"), buf);
	ck_assert_str_eq(buf, "b3 NHSQ");
	xtic_format_move(move("NHSQ"), buf);
	ck_assert_str_eq(buf, "NHSQ");
	xtic_format_move(move("c4"), buf);
	ck_assert_str_eq(buf, "c4");
	ck_assert_int_eq(xtic_parse_move("b3  NHSQ", &m),
	    XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_move("NHSQ b3", &m),
	    XTIC_E_SYNTAX);
	ck_assert_int_eq(xtic_parse_move("", &m),
	    XTIC_E_SYNTAX);
}
END_TEST

START_TEST(test_position_text)
{
	static const struct {
		const char	*text;
		int		 error;
	} bad[] = {
		{ "----/----/----/--- - 1", XTIC_E_POS_BOARD },
		{ "----/----/----/----/---- - 1", XTIC_E_POS_BOARD },
		{ "BHSR---/----/----/BHSR--- NVOQ 1", XTIC_E_POS_PIECE },
		{ "BHSX---/----/----/---- NVOQ 1", XTIC_E_POS_PIECE },
		{ "BHSR---/----/----/---- BHSR 1", XTIC_E_POS_HAND },
		{ "BHSR---/----/----/---- - 1", XTIC_E_POS_HAND },
		{ "----/----/----/---- - 3", XTIC_E_POS_SIDE },
		{ "----/----/----/---- - 1 x", XTIC_E_POS_EXTRA },
		/* Four black pieces in row 1: over already. */
		{ "----/----/----/BHSRBVOQBHOQBVSR NHSQ 1", XTIC_E_POS_OVER },
	};
	struct xtic_pos	 p;
	char		 text[XTIC_POSITION_MAX];
	size_t		 i;

	xtic_start(&p, XTIC_NORMAL, XTIC_LOSES);
	xtic_to_text(&p, text, sizeof text);
	ck_assert_str_eq(text, "----/----/----/---- - 1");
	position(&p, "BHSR---/----/-NVOQ--/---- NHSQ 2", XTIC_NORMAL,
	    XTIC_LOSES);
	ck_assert_int_eq(p.board[sq("a4")], piece("BHSR"));
	ck_assert_int_eq(p.board[sq("b2")], piece("NVOQ"));
	ck_assert_int_eq(p.hand, piece("NHSQ"));
	ck_assert_int_eq(p.side, 1);
	ck_assert_int_eq(__builtin_popcount(p.pool), 13);
	xtic_to_text(&p, text, sizeof text);
	ck_assert_str_eq(text, "BHSR---/----/-NVOQ--/---- NHSQ 2");
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(xtic_from_text(&p, bad[i].text, XTIC_NORMAL,
		    XTIC_LOSES) == bad[i].error, "%s", bad[i].text);
}
END_TEST

/* The lines of each type: a line of black pieces is completed by a
 * fourth black one, not by a brown one, and only if the type counts it. */
START_TEST(test_lines_of_each_type)
{
	static const struct {
		const char	*squares[4];
		int		 counts[XTIC_TYPES];
	} lines[] = {
		{ { "a1", "b1", "c1", "d1" }, { 1, 1, 1 } },	/* a row */
		{ { "c1", "c2", "c3", "c4" }, { 1, 1, 1 } },	/* a column */
		{ { "a1", "b2", "c3", "d4" }, { 1, 0, 1 } },	/* diagonals */
		{ { "a4", "b3", "c2", "d1" }, { 1, 0, 1 } },
		{ { "b1", "c2", "d3", "a4" }, { 0, 0, 1 } },	/* broken */
		{ { "c1", "d2", "a3", "b4" }, { 0, 0, 1 } },
		{ { "d1", "a2", "b3", "c4" }, { 0, 0, 1 } },
		{ { "a1", "d2", "c3", "b4" }, { 0, 0, 1 } },
		{ { "b1", "a2", "d3", "c4" }, { 0, 0, 1 } },
		{ { "c1", "b2", "a3", "d4" }, { 0, 0, 1 } },
		{ { "a1", "b1", "c2", "d2" }, { 0, 0, 0 } },	/* no line */
	};
	/* Black pieces differing in every other property, and a fourth. */
	static const char *const black[] = { "BHSR", "BVOR", "BHOQ" };
	struct xtic_pos	 p;
	uint16_t	 line;
	size_t		 i;
	int		 t, k;

	ck_assert_int_eq(xtic_lines(XTIC_NORMAL)->n, 10);
	ck_assert_int_eq(xtic_lines(XTIC_NODIAGS)->n, 8);
	ck_assert_int_eq(xtic_lines(XTIC_TORUS)->n, 16);
	for (t = 0; t < XTIC_TYPES; t++) {
		for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
			xtic_start(&p, t, XTIC_LOSES);
			for (k = 0; k < 3; k++) {
				p.board[sq(lines[i].squares[k])] =
				    piece(black[k]);
				p.filled |= 1U << sq(lines[i].squares[k]);
			}
			line = 0;
			ck_assert_msg(xtic_fatal(&p, piece("BVSQ"),
			    sq(lines[i].squares[3]), &line) ==
			    lines[i].counts[t], "%s, line %zu",
			    xtic_type_names[t], i);
			if (lines[i].counts[t]) {
				ck_assert_int_eq(__builtin_popcount(line), 4);
				ck_assert(line & 1U << sq(lines[i].squares[0]));
			}
			/* NVSQ shares nothing with all three. */
			ck_assert(!xtic_fatal(&p, piece("NVSQ"),
			    sq(lines[i].squares[3]), NULL));
		}
	}
}
END_TEST

/* A line shared by the hollow property only, and by two at once. */
START_TEST(test_shared_property)
{
	struct xtic_pos	 p;

	position(&p, "----/----/----/BHORNVOQNHOR- BVOR 1", XTIC_NORMAL,
	    XTIC_LOSES);
	ck_assert(xtic_fatal(&p, piece("BVOR"), sq("d1"), NULL));
	ck_assert(!xtic_fatal(&p, piece("NHSR"), sq("d1"), NULL));
	ck_assert_int_eq(xtic_fatal_squares(&p, piece("BVOR")), 1U << sq("d1"));
	ck_assert_int_eq(xtic_fatal_squares(&p, piece("BVSR")), 0);
}
END_TEST

START_TEST(test_turns)
{
	struct xtic_pos	 p;

	xtic_start(&p, XTIC_NORMAL, XTIC_LOSES);
	ck_assert_int_eq(p.side, 0);
	/* The first turn gives and places nothing. */
	ck_assert_int_eq(xtic_check(&p, move("a1 NHSQ")), XTIC_E_GIVE_FIRST);
	ck_assert_int_eq(xtic_check(&p, move("a1")), XTIC_E_GIVE_FIRST);
	play(&p, "NHSQ");
	ck_assert_int_eq(p.side, 1);
	ck_assert_int_eq(p.hand, piece("NHSQ"));
	ck_assert(!(p.pool & 1U << piece("NHSQ")));
	/* Then a turn places and gives. */
	ck_assert_int_eq(xtic_check(&p, move("BHSR")), XTIC_E_PLACE);
	ck_assert_int_eq(xtic_check(&p, move("a1")), XTIC_E_GIVE);
	ck_assert_int_eq(xtic_check(&p, move("a1 NHSQ")), XTIC_E_GONE);
	play(&p, "a1 BHSR");
	ck_assert_int_eq(p.side, 0);
	ck_assert_int_eq(p.board[sq("a1")], piece("NHSQ"));
	ck_assert_int_eq(p.last, sq("a1"));
	ck_assert_int_eq(xtic_check(&p, move("a1 BVSR")), XTIC_E_TAKEN);
	ck_assert_int_eq(xtic_check(&p, move("b1 NHSQ")), XTIC_E_GONE);
	ck_assert_int_eq(xtic_check(&p, move("b1 BHSR")), XTIC_E_GONE);
	play(&p, "b1 BVSR");
	ck_assert_int_eq(p.side, 1);
	ck_assert_int_eq(__builtin_popcount(p.pool), 13);
}
END_TEST

/* Completing a line loses, or with the Quarto rule wins; a gift with the
 * fatal placement is dropped. */
START_TEST(test_line_ends_game)
{
	struct xtic_move list[XTIC_MAX_MOVES];
	struct xtic_pos	 p;
	int		 rule;

	for (rule = 0; rule < XTIC_RULES; rule++) {
		position(&p, "----/----/----/BHSRBVOQBHOQ- BVSR 2", XTIC_NORMAL,
		    rule);
		ck_assert(xtic_ends(&p, sq("d1")));
		ck_assert(!xtic_ends(&p, sq("d2")));
		ck_assert_int_eq(xtic_check(&p, move("d1")), XTIC_OK);
		ck_assert_int_eq(xtic_check(&p, move("d1 NHSQ")), XTIC_OK);
		xtic_make(&p, move("d1"));
		ck_assert_int_eq(p.end, XTIC_END_LINE);
		ck_assert_int_eq(p.line, 0x000f);
		ck_assert_int_eq(p.side, 1);
		ck_assert_int_eq(xtic_winner(&p), rule == XTIC_LOSES ? 0 : 1);
		ck_assert_int_eq(xtic_check(&p, move("d2 NHSQ")), XTIC_E_OVER);
		ck_assert_int_eq(xtic_movegen(&p,
		    list), 0);
	}
}
END_TEST

/* The last piece on a full board with no line: a draw. */
START_TEST(test_draw)
{
	struct xtic_move list[XTIC_MAX_MOVES];
	struct xtic_pos	 p;
	char		 text[XTIC_POSITION_MAX];
	int		 t;

	for (t = 0; t < XTIC_TYPES; t++) {
		/* The board without its d1, whose piece is in hand. */
		snprintf(text, sizeof text, "%.*s- BHOR 2",
		    (int)strlen(full_board) - 4, full_board);
		position(&p, text, t, XTIC_LOSES);
		ck_assert_int_eq(xtic_movegen(&p,
		    list), 1);
		ck_assert(xtic_ends(&p, sq("d1")));
		play(&p, "d1");
		ck_assert_int_eq(p.end, XTIC_END_FULL);
		ck_assert_int_eq(xtic_winner(&p), -1);
	}
}
END_TEST

START_TEST(test_movegen)
{
	struct xtic_move	 list[XTIC_MAX_MOVES];
	struct xtic_pos		 p;
	int			 n, i;

	xtic_start(&p, XTIC_TORUS, XTIC_LOSES);
	ck_assert_int_eq(xtic_movegen(&p, list), 16);
	play(&p, "BHSR");
	ck_assert_int_eq(xtic_movegen(&p, list), 16 * 15);
	/* Where the piece in hand ends the game, it is the square alone. */
	position(&p, "----/----/----/BHSRBVOQBHOQ- BVSR 2", XTIC_NORMAL,
	    XTIC_LOSES);
	n = xtic_movegen(&p, list);
	ck_assert_int_eq(n, 12 * 12 + 1);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(xtic_check(&p, list[i]), XTIC_OK);
		ck_assert_int_eq(list[i].give == XTIC_NONE,
		    list[i].square == sq("d1"));
	}
}
END_TEST

/* The game's line in the table: options, the story, the result. */
START_TEST(test_entry)
{
	const struct game_entry	*g = game_find("xtic");
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_story	 st;
	struct game_result	 r;
	void			*s;
	char			 text[GAME_TEXT_MAX];

	ck_assert_ptr_nonnull(g);
	memset(&setup, 0, sizeof setup);
	setup.nseats = 2;
	setup.options[game_option_index(g, "type")] = "cubic";
	ck_assert_int_ne(g->create(&setup, &s, &error), 0);
	setup.options[game_option_index(g, "type")] = "torus";
	setup.options[game_option_index(g, "line")] = "draws";
	ck_assert_int_ne(g->create(&setup, &s, &error), 0);
	setup.options[game_option_index(g, "line")] = "win";
	setup.board = "----/----/-BVOQ--/BHSRBHOR-- NHSQ 1";
	ck_assert_int_eq(g->create(&setup, &s, &error), 0);
	ck_assert_int_eq(g->turn(s), 0);
	ck_assert_int_eq(g->play(s, 1, "c1 NHSR", &st), XTIC_ERRORS + 1);
	/* c1 makes three horizontal pieces in row 1, and NHSR is given. */
	ck_assert_int_eq(g->play(s, 0, "c1 NHSR", &st), 0);
	ck_assert_str_eq(st.event, "c1 NHSR");
	ck_assert_int_eq(g->turn(s), 1);
	ck_assert_int_eq(g->result(s, &r), 0);
	/* d1 with a gift: the gift is dropped, and completing wins. */
	ck_assert_int_eq(g->play(s, 1, "d1 BVSQ", &st), 0);
	ck_assert_str_eq(st.event, "d1");
	ck_assert_int_eq(st.nsaid, 2);
	ck_assert_int_eq(g->turn(s), GAME_TURN_OVER);
	ck_assert_int_eq(g->result(s, &r), 1);
	ck_assert_int_eq(r.winners, 1U << 1);
	g->position(s, text, sizeof text);
	ck_assert_str_eq(text, "----/----/-BVOQ--/BHSRBHORNHSQNHSR - 2");
	g->destroy(s);
}
END_TEST

/*
 * What the controllers are told, without the state: the piece in hand,
 * the pool, a piece in words, and a placement tried before it is played.
 */
START_TEST(test_entry_for_controllers)
{
	const struct game_entry	*g = game_find("xtic");
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_story	 st;
	struct game_stock	 stocks[GAME_STOCKS_MAX];
	struct game_result	 r;
	char			 words[128], before[GAME_TEXT_MAX];
	char			 after[GAME_TEXT_MAX];
	void			*s;
	int			 i, n, left;

	memset(&setup, 0, sizeof setup);
	setup.nseats = 2;
	ck_assert_int_eq(g->create(&setup, &s, &error), 0);
	ck_assert_int_eq(g->hand(s), 0);
	ck_assert_int_eq(g->play(s, 0, "NHSQ", &st), 0);
	ck_assert_int_eq(g->hand(s), piece("NHSQ") + 1);
	g->destroy(s);
	g->piece_words(piece("NVOQ") + 1, words, sizeof words);
	ck_assert_str_eq(words, "brown, vertical, hollow, square");

	setup.board = "----/----/-BVOQ--/BHSRBHOR-- NHSQ 1";
	ck_assert_int_eq(g->create(&setup, &s, &error), 0);
	ck_assert_int_eq(g->hand(s), piece("NHSQ") + 1);
	n = g->stocks(s, stocks);
	ck_assert_int_eq(n, XTIC_PIECES);
	for (i = left = 0; i < n; i++) {
		ck_assert_int_eq(stocks[i].piece, i + 1);
		left += stocks[i].count;
	}
	ck_assert_int_eq(left, XTIC_PIECES - 4);
	ck_assert_int_eq(stocks[piece("NHSQ")].count, 0);
	ck_assert_int_eq(stocks[piece("NVOQ")].count, 1);

	/* Tried, not played: c1 goes on, b1 is taken, and after c1, d1
	 * completes the row and loses. */
	g->position(s, before, sizeof before);
	ck_assert_int_eq(game_try(g, s, 0, "c1 NHSR", NULL), 0);
	ck_assert_int_eq(game_try(g, s, 0, "b1 NHSR", NULL), -XTIC_E_TAKEN);
	ck_assert_int_eq(game_try(g, s, 1, "c1 NHSR", NULL),
	    -(XTIC_ERRORS + 1));
	g->position(s, after, sizeof after);
	ck_assert_str_eq(before, after);
	ck_assert_int_eq(g->play(s, 0, "c1 NHSR", &st), 0);
	ck_assert_int_eq(game_try(g, s, 1, "d1 BVSQ", &r), 1);
	ck_assert_uint_eq(r.winners, 1U << 0);
	ck_assert_int_eq(g->turn(s), 1);
	g->destroy(s);
}
END_TEST

Suite *
suite_xtic(void)
{
	Suite	*s = suite_create("xtic");
	TCase	*tc = tcase_create("xtic");

	tcase_add_test(tc, test_notation);
	tcase_add_test(tc, test_position_text);
	tcase_add_test(tc, test_lines_of_each_type);
	tcase_add_test(tc, test_shared_property);
	tcase_add_test(tc, test_turns);
	tcase_add_test(tc, test_line_ends_game);
	tcase_add_test(tc, test_draw);
	tcase_add_test(tc, test_movegen);
	tcase_add_test(tc, test_entry);
	tcase_add_test(tc, test_entry_for_controllers);
	suite_add_tcase(s, tc);
	return (s);
}
