/* check_conqueror.c: the Conqueror rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conqueror.h"
#include "lib.h"
#include "rng.h"

static struct conq_board	 board;
static struct conq_pos		 pos;

/* Two players on the ring of n cells, starting on cells a and b (from 1). */
static void
ring(int n, int a, int b)
{
	int	 cells[2] = { a - 1, b - 1 };

	ck_assert_int_eq(conq_board_ring(&board, n), CONQ_OK);
	conq_start(&pos, &board, 2, 0);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
}

/* Plays a move that must be legal; returns its outcome. */
static int
play(const char *text)
{
	struct conq_move	 m;

	ck_assert_int_eq(conq_parse_move(text, &m), CONQ_OK);
	ck_assert_msg(conq_check(&pos, m) == CONQ_OK, "%s: %d", text,
	    conq_check(&pos, m));
	return (conq_make(&pos, m));
}

static int
check(const char *text)
{
	struct conq_move	 m;

	ck_assert_int_eq(conq_parse_move(text, &m), CONQ_OK);
	return (conq_check(&pos, m));
}

START_TEST(test_notation)
{
	struct conq_move	 m;
	char			 text[CONQ_EVENT_MAX];

	ck_assert_int_eq(conq_parse_move("2-3 4", &m), CONQ_OK);
	ck_assert_int_eq(m.from, 1);
	ck_assert_int_eq(m.to, 2);
	ck_assert_int_eq(m.pawns, 4);
	conq_format_move(m, text, sizeof text);
	ck_assert_str_eq(text, "2-3 4");
	ck_assert_int_eq(conq_parse_move("2-3", &m), CONQ_E_SYNTAX);
	ck_assert_int_eq(conq_parse_move("2 3 4", &m), CONQ_E_SYNTAX);
	ck_assert_int_eq(conq_parse_move("2-3 4 ", &m), CONQ_E_SYNTAX);
	ck_assert_int_eq(conq_parse_move("a-3 4", &m), CONQ_E_SYNTAX);
	ck_assert_int_eq(conq_parse_move("2-3 -4", &m), CONQ_E_SYNTAX);
}
END_TEST

START_TEST(test_boards)
{
	struct rng	 r;
	int		 cells[CONQ_PLAYERS_MAX], a[2], i;

	ck_assert_int_eq(conq_board_ring(&board, 4), CONQ_OK);
	ck_assert_int_eq(board.ncells, 4);
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(board.nnb[i], 2);
	ck_assert(conq_neighbours(&board, 0, 3));
	ck_assert(!conq_neighbours(&board, 0, 2));
	ck_assert(conq_board_connected(&board));
	ck_assert_int_eq(conq_board_add(&board, 0, 1), CONQ_E_BOARD_EDGE);
	ck_assert_int_eq(conq_board_add(&board, 0, 0), CONQ_E_BOARD_EDGE);
	ck_assert_int_eq(conq_board_add(&board, 0, 4), CONQ_E_BOARD_EDGE);
	ck_assert_int_eq(conq_board_ring(&board, 1), CONQ_E_BOARD_SIZE);
	/* Two rings of two: not connected. */
	memset(&board, 0, sizeof board);
	board.ncells = 4;
	ck_assert_int_eq(conq_board_add(&board, 0, 1), CONQ_OK);
	ck_assert_int_eq(conq_board_add(&board, 2, 3), CONQ_OK);
	ck_assert(!conq_board_connected(&board));

	/* Start cells: one each, all different, the same for a seed. */
	ck_assert_int_eq(conq_board_ring(&board, 10), CONQ_OK);
	conq_start(&pos, &board, 6, 0);
	rng_seed(&r, 5, 0);
	ck_assert_int_eq(conq_draw_start(&pos, &r, cells), CONQ_OK);
	for (i = 1; i < 6; i++)
		ck_assert_int_ne(cells[i], cells[i - 1]);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
	for (i = 0; i < 6; i++) {
		ck_assert_int_eq(pos.owner[cells[i]], i);
		ck_assert_int_eq(pos.pawns[cells[i]], CONQ_START_PAWNS);
	}
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_E_STARTED);
	conq_start(&pos, &board, 2, 0);
	a[0] = a[1] = 3;
	ck_assert_int_eq(conq_place_start(&pos, a), CONQ_E_START);
	ck_assert_int_eq(check("1-2 1"), CONQ_E_START_DUE);
}
END_TEST

/* Claiming a free cell, joining one's own, and what is refused. */
START_TEST(test_claim_and_join)
{
	ring(4, 1, 3);
	ck_assert_int_eq(check("3-4 1"), CONQ_E_NOT_OWN);
	ck_assert_int_eq(check("1-3 1"), CONQ_E_NOT_NEIGHBOUR);
	ck_assert_int_eq(check("1-2 8"), CONQ_E_PAWNS);
	ck_assert_int_eq(check("1-2 0"), CONQ_E_PAWNS);
	ck_assert_int_eq(check("1-5 1"), CONQ_E_CELL);
	ck_assert_int_eq(play("1-2 3"), CONQ_CLAIM);
	ck_assert_int_eq(pos.owner[1], 0);
	ck_assert_int_eq(pos.pawns[1], 3);
	ck_assert_int_eq(pos.pawns[0], 5);
	ck_assert_int_eq(pos.turn, 1);
	ck_assert_int_eq(play("3-4 2"), CONQ_CLAIM);
	ck_assert_int_eq(play("1-2 4"), CONQ_JOIN);
	ck_assert_int_eq(pos.pawns[1], 7);
	ck_assert_int_eq(pos.pawns[0], 1);
	ck_assert_int_eq(pos.owner[1], 0);
}
END_TEST

/* The three outcomes of a fight, exactly as the rules have them. */
START_TEST(test_fights)
{
	/* Attacker wins: 5 against 3. */
	ring(4, 1, 2);
	pos.pawns[1] = 3;
	ck_assert_int_eq(play("1-2 5"), CONQ_WIN);
	ck_assert_int_eq(pos.owner[1], 0);
	ck_assert_int_eq(pos.pawns[1], 5);
	ck_assert_int_eq(pos.pawns[0], 3);
	/* The defender had nothing else: it is out, and the game over. */
	ck_assert(pos.over);
	ck_assert_int_eq(conq_winners(&pos), 1U << 0);

	/* Attacker loses: 2 against 3; the defender is unchanged. */
	ring(4, 1, 2);
	pos.pawns[1] = 3;
	ck_assert_int_eq(play("1-2 2"), CONQ_LOSE);
	ck_assert_int_eq(pos.owner[1], 1);
	ck_assert_int_eq(pos.pawns[1], 3);
	ck_assert_int_eq(pos.pawns[0], 6);
	ck_assert(!pos.over);

	/* A draw: 3 against 3, and nobody loses a pawn. */
	ring(4, 1, 2);
	pos.pawns[1] = 3;
	ck_assert_int_eq(play("1-2 3"), CONQ_DRAW);
	ck_assert_int_eq(pos.owner[1], 1);
	ck_assert_int_eq(pos.pawns[1], 3);
	ck_assert_int_eq(pos.pawns[0], 8);
	ck_assert_int_eq(pos.turn, 1);
}
END_TEST

/* A player with no cell of two pawns or more is skipped. */
START_TEST(test_skipping)
{
	int	 cells[3] = { 0, 2, 4 };

	ck_assert_int_eq(conq_board_ring(&board, 6), CONQ_OK);
	conq_start(&pos, &board, 3, 0);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
	pos.pawns[2] = 1;	/* the second player cannot move */
	ck_assert(!conq_can_move(&pos, 1));
	play("1-2 1");
	ck_assert_int_eq(pos.turn, 2);
	play("5-6 1");
	ck_assert_int_eq(pos.turn, 0);
}
END_TEST

/* The end when nobody can move: the most cells win, ties shared. */
START_TEST(test_nobody_can_move)
{
	ring(4, 1, 3);
	pos.pawns[0] = 2;
	pos.pawns[2] = 2;
	play("1-2 1");		/* the first has two cells of one pawn */
	ck_assert(!pos.over);
	ck_assert_int_eq(pos.turn, 1);
	play("3-4 1");		/* and so has the second */
	ck_assert(pos.over);
	ck_assert_int_eq(conq_winners(&pos), 3U);
	ck_assert_int_eq(check("1-2 1"), CONQ_E_OVER);

	ring(4, 1, 3);
	pos.pawns[0] = 3;
	pos.pawns[2] = 2;
	play("1-2 1");
	play("3-4 1");		/* the first can still move: 1 has 2 */
	ck_assert(!pos.over);
	ck_assert_int_eq(pos.turn, 0);
	ck_assert_int_eq(play("1-4 1"), CONQ_DRAW);
	ck_assert(!pos.over);
	ck_assert_int_eq(pos.turn, 0);
}
END_TEST

/* Pawns going back and forth with no cell changing hands end the game
 * after CONQ_QUIET_MAX moves. */
START_TEST(test_quiet_end)
{
	int	 i;

	ring(4, 1, 3);
	pos.pawns[2] = 1;		/* the second cannot move */
	ck_assert_int_eq(play("1-2 4"), CONQ_CLAIM);
	for (i = 0; i < CONQ_QUIET_MAX; i++) {
		ck_assert(!pos.over);
		ck_assert_int_eq(pos.turn, 0);
		ck_assert_int_eq(play(i % 2 ? "1-2 1" : "2-1 1"), CONQ_JOIN);
	}
	ck_assert(pos.over);
	ck_assert_int_eq(conq_winners(&pos), 1U << 0);
}
END_TEST

START_TEST(test_movegen)
{
	struct conq_move	 list[64];

	ring(4, 1, 3);
	/* Two neighbours, 1 to 7 pawns each. */
	ck_assert_int_eq(conq_movegen(&pos, list, 64), 14);
	ck_assert_int_eq(conq_check(&pos, list[13]), CONQ_OK);
	ck_assert_int_eq(conq_movegen(&pos, list, 4), 14);
}
END_TEST

/* Boards with each kind of error are refused where the error is. */
START_TEST(test_board_errors)
{
	static const struct {
		const char	*text;
		int		 error, line, col;
	} cases[] = {
		{ "cell 1 0 0\ncell 2 9 9\nlink 1 2\n", CONQ_OK, 0, 0 },
		{ "# two\ncell 1 0 0\n  cel 2 9 9\n", CONQ_E_BOARD_WORD, 3, 3 },
		{ "cell 1 0 0\ncell 2 9\n", CONQ_E_BOARD_NUMBER, 2, 9 },
		{ "cell 1 0 1000\n", CONQ_E_BOARD_NUMBER, 1, 10 },
		{ "cell 1 0 0\ncell 3 9 9\n", CONQ_E_BOARD_ORDER, 2, 1 },
		{ "cell 1 0 0\ncell 2 0 0\n", CONQ_E_BOARD_PLACE, 2, 1 },
		{ "cell 1 0 0\ncell 2 9 9\nlink 1 2 3\n",
		    CONQ_E_BOARD_EXTRA, 3, 10 },
		{ "cell 1 0 0\ncell 2 9 9\nlink 1 3\n", CONQ_E_BOARD_EDGE,
		    3, 1 },
		{ "cell 1 0 0\ncell 2 9 9\nlink 1 2\nlink 2 1\n",
		    CONQ_E_BOARD_EDGE, 4, 1 },
		{ "cell 1 0 0\n", CONQ_E_BOARD_SIZE, 0, 0 },
		{ "cell 1 0 0\ncell 2 9 9\ncell 3 20 0\nlink 1 2\n",
		    CONQ_E_BOARD_SPLIT, 0, 0 },
		/* The two diagonals of a square cross. */
		{ "cell 1 0 0\ncell 2 10 0\ncell 3 10 10\ncell 4 0 10\n"
		    "link 1 3\nlink 2 4\nlink 1 2\n", CONQ_E_BOARD_CROSS,
		    0, 0 },
		/* A link through a cell. */
		{ "cell 1 0 0\ncell 2 5 0\ncell 3 10 0\nlink 1 3\n"
		    "link 1 2\n", CONQ_E_BOARD_CROSS, 0, 0 },
	};
	int	 line, col;
	size_t	 i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		ck_assert_msg(conq_board_read(&board, cases[i].text, &line,
		    &col) == cases[i].error, "case %zu", i);
		ck_assert_msg(line == cases[i].line && col == cases[i].col,
		    "case %zu: line %d column %d", i, line, col);
	}
}
END_TEST

/* The shipped boards: connected, drawn without crossing, of their size. */
START_TEST(test_shipped_boards)
{
	static const struct {
		const char	*name;
		int		 cells;
	} boards[] = {
		{ "ring", 4 }, { "valley", 20 }, { "plains", 40 },
		{ "continent", 60 },
	};
	const char	*dir = getenv("TABULA_DATADIR");
	char		 path[1024], text[16384];
	FILE		*f;
	size_t		 i, n;
	int		 line, col;

	ck_assert_ptr_nonnull(dir);
	for (i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		snprintf(path, sizeof path, "%s/conqueror/%s.board", dir,
		    boards[i].name);
		ck_assert_ptr_nonnull(f = fopen(path, "r"));
		n = fread(text, 1, sizeof text - 1, f);
		fclose(f);
		text[n] = '\0';
		ck_assert_msg(conq_board_read(&board, text, &line, &col) ==
		    CONQ_OK, "%s: line %d column %d", path, line, col);
		ck_assert_int_eq(board.ncells, boards[i].cells);
	}
	/* The ring is the original's: four cells, each next to two. */
	conq_board_ring(&board, 4);
	ck_assert(conq_board_planar(&board));
}
END_TEST

/* Random boards: of their size, connected, drawn without crossings, the
 * same for a seed. */
START_TEST(test_random_boards)
{
	static const int	 sizes[] = { 2, 4, 20, 60, CONQ_CELLS_MAX };
	struct conq_board	 again;
	struct rng		 r;
	uint64_t		 seed;
	size_t			 i;
	int			 c;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		for (seed = 1; seed <= 40; seed++) {
			rng_seed(&r, seed, 0);
			ck_assert_int_eq(conq_board_random(&board, sizes[i],
			    &r), CONQ_OK);
			ck_assert_int_eq(board.ncells, sizes[i]);
			ck_assert(conq_board_connected(&board));
			ck_assert_msg(conq_board_planar(&board),
			    "%d cells, seed %d", sizes[i], (int)seed);
			for (c = 0; c < board.ncells; c++) {
				ck_assert_int_ge(board.x[c], 0);
				ck_assert_int_le(board.x[c], CONQ_PLACE_MAX);
				ck_assert_int_ge(board.y[c], 0);
				ck_assert_int_le(board.y[c], CONQ_PLACE_MAX);
			}
			rng_seed(&r, seed, 0);
			conq_board_random(&again, sizes[i], &r);
			ck_assert(memcmp(&board, &again, sizeof board) == 0);
		}
	ck_assert_int_eq(conq_board_random(&board, 1, &r), CONQ_E_BOARD_SIZE);
}
END_TEST

/*
 * Reinforcements: as each turn comes, one new pawn per two cells owned
 * (rounded up), on the player's cell with the fewest pawns; nobody is
 * skipped while they own a cell; and the game ends after CONQ_MOVES_MAX
 * moves at the latest.
 */
START_TEST(test_reinforcements)
{
	int	 cells[2] = { 0, 3 }, i;

	ck_assert_int_eq(conq_board_ring(&board, 6), CONQ_OK);
	conq_start(&pos, &board, 2, 1);
	ck_assert_int_eq(conq_place_start(&pos, cells), CONQ_OK);
	/* Player 1's first turn: 1 cell, so 1 pawn. */
	ck_assert_int_eq(pos.pawns[0], 9);
	ck_assert_int_eq(pos.got_player, 0);
	ck_assert_int_eq(pos.got_cell, 0);
	ck_assert_int_eq(pos.got_pawns, 1);
	ck_assert_int_eq(play("1-2 8"), CONQ_CLAIM);
	/* Player 2 gets theirs as the turn passes. */
	ck_assert_int_eq(pos.pawns[3], 9);
	ck_assert_int_eq(pos.got_player, 1);
	ck_assert_int_eq(play("4-5 1"), CONQ_CLAIM);
	/* Two cells, 1 and 8 pawns: 1 pawn, on cell 1 with the fewest. */
	ck_assert_int_eq(pos.turn, 0);
	ck_assert_int_eq(pos.got_cell, 0);
	ck_assert_int_eq(pos.got_pawns, 1);
	ck_assert_int_eq(pos.pawns[0], 2);
	ck_assert_int_eq(play("2-3 1"), CONQ_CLAIM);
	/* Player 2: cells 4 (8 pawns) and 5 (1 pawn): one more on 5. */
	ck_assert_int_eq(pos.pawns[4], 2);
	/* Three cells of player 1, each with 1 or more: 2 pawns. */
	ck_assert_int_eq(play("5-6 1"), CONQ_CLAIM);
	ck_assert_int_eq(pos.got_cell, 2);
	ck_assert_int_eq(pos.got_pawns, 2);
	/* A cell of one pawn no longer means a skip. */
	for (i = 0; i < 6; i++)
		if (pos.owner[i] == 0)
			ck_assert_int_ge(pos.pawns[i], 1);
	ck_assert(!pos.over);
	/* Shuffling pawns for ever ends at the move limit, or sooner at the
	 * quiet limit; with reinforcements the move limit holds too. */
	pos.moves = CONQ_MOVES_MAX - 1;
	ck_assert_int_eq(play("1-2 1"), CONQ_JOIN);
	ck_assert(pos.over);
}
END_TEST

Suite *
suite_conqueror(void)
{
	Suite	*s = suite_create("conqueror");
	TCase	*tc = tcase_create("conqueror");

	tcase_add_test(tc, test_notation);
	tcase_add_test(tc, test_boards);
	tcase_add_test(tc, test_claim_and_join);
	tcase_add_test(tc, test_fights);
	tcase_add_test(tc, test_skipping);
	tcase_add_test(tc, test_nobody_can_move);
	tcase_add_test(tc, test_quiet_end);
	tcase_add_test(tc, test_reinforcements);
	tcase_add_test(tc, test_movegen);
	tcase_add_test(tc, test_board_errors);
	tcase_add_test(tc, test_shipped_boards);
	tcase_add_test(tc, test_random_boards);
	suite_add_tcase(s, tc);
	return (s);
}
