/* check_cross.c: the Cross rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "ai/cross_ai.h"
#include "games/cross.h"
#include "lib.h"
#include "rng.h"

static struct cross_board	 board;
static struct cross_pos		 pos;

static int
cell(const char *name)
{
	int	 c;

	ck_assert_msg(cross_parse_move(&board, name, &c) == CROSS_OK, "%s",
	    name);
	return (c);
}

/* A board of side n and a position on it. */
static void
setup(int n, const char *text)
{
	ck_assert_int_eq(cross_board_make(&board, n), CROSS_OK);
	if (text == NULL)
		cross_start(&pos, &board);
	else
		ck_assert_msg(cross_from_text(&pos, &board, text) == CROSS_OK,
		    "%s", text);
}

static void
play(const char *name)
{
	int	 c = cell(name);

	ck_assert_msg(cross_check(&pos, c) == CROSS_OK, "%s", name);
	cross_make(&pos, c);
}

/* Every size: the number of cells, each side's N cells, the six corners
 * on two sides each, and neighbours that agree. */
START_TEST(test_sides_and_corners)
{
	char	 name[CROSS_MOVE_MAX];
	int	 n, c, d, k, nb, per_side[CROSS_SIDES], corners, mid, last;

	ck_assert_int_eq(cross_board_make(&board, 1), CROSS_E_SIZE);
	ck_assert_int_eq(cross_board_make(&board, 11), CROSS_E_SIZE);
	for (n = CROSS_SIDE_MIN; n <= CROSS_SIDE_MAX; n++) {
		setup(n, NULL);
		ck_assert_int_eq(board.ncells, 3 * n * (n - 1) + 1);
		ck_assert_int_eq(board.nrows, 2 * n - 1);
		memset(per_side, 0, sizeof per_side);
		corners = 0;
		for (c = 0; c < board.ncells; c++) {
			for (k = 0; k < CROSS_SIDES; k++)
				per_side[k] += board.sides[c] >> k & 1;
			if (__builtin_popcount(board.sides[c]) == 2)
				corners++;
			ck_assert_int_le(__builtin_popcount(board.sides[c]),
			    2);
			for (d = 0; d < 6; d++) {
				if ((nb = board.nb[c][d]) == CROSS_NONE)
					continue;
				ck_assert_int_eq(board.nb[nb][d ^ 1], c);
			}
			/* A cell on no side has six neighbours. */
			for (d = k = 0; d < 6; d++)
				k += board.nb[c][d] != CROSS_NONE;
			ck_assert_int_eq(k, board.sides[c] == 0 ? 6 :
			    __builtin_popcount(board.sides[c]) == 1 ? 4 : 3);
			cross_format_move(&board, c, name);
			ck_assert_int_eq(cell(name), c);
		}
		ck_assert_int_eq(corners, 6);
		for (k = 0; k < CROSS_SIDES; k++)
			ck_assert_int_eq(per_side[k], n);
		/* The corners by name, and their sides. */
		mid = n - 1;
		last = 2 * n - 2;
		ck_assert_int_eq(board.sides[board.row_first[0]], 0x21);
		ck_assert_int_eq(board.sides[board.row_first[0] + n - 1], 0x03);
		ck_assert_int_eq(board.sides[board.row_first[mid]], 0x30);
		ck_assert_int_eq(board.sides[board.row_first[mid] +
		    board.row_len[mid] - 1], 0x06);
		ck_assert_int_eq(board.sides[board.row_first[last]], 0x18);
		ck_assert_int_eq(board.sides[board.ncells - 1], 0x0c);
	}
	setup(6, NULL);
	ck_assert_int_eq(cell("a1"), 0);
	ck_assert_int_eq(cell("F11"), board.row_first[5] + 10);
	ck_assert_int_eq(cell("k6"), board.ncells - 1);
	ck_assert_int_eq(cross_parse_move(&board, "a7", &c), CROSS_E_CELL);
	ck_assert_int_eq(cross_parse_move(&board, "l1", &c), CROSS_E_CELL);
	ck_assert_int_eq(cross_parse_move(&board, "f", &c), CROSS_E_SYNTAX);
	ck_assert_int_eq(cross_parse_move(&board, "6f", &c), CROSS_E_SYNTAX);
	ck_assert_int_eq(cross_parse_move(&board, "SWAP", &c), CROSS_OK);
	ck_assert_int_eq(c, CROSS_SWAP);
}
END_TEST

START_TEST(test_reach)
{
	ck_assert_int_eq(cross_reach(0x15), CROSS_REACH_WIN);
	ck_assert_int_eq(cross_reach(0x2a), CROSS_REACH_WIN);
	ck_assert_int_eq(cross_reach(0x3f), CROSS_REACH_WIN);
	ck_assert_int_eq(cross_reach(0x09), CROSS_REACH_LOSS);	/* 0, 3 */
	ck_assert_int_eq(cross_reach(0x12), CROSS_REACH_LOSS);	/* 1, 4 */
	ck_assert_int_eq(cross_reach(0x24), CROSS_REACH_LOSS);	/* 2, 5 */
	ck_assert_int_eq(cross_reach(0x1b), CROSS_REACH_LOSS);	/* 0,1,3,4 */
	ck_assert_int_eq(cross_reach(0x07), CROSS_REACH_NONE);	/* 0, 1, 2 */
	ck_assert_int_eq(cross_reach(0x05), CROSS_REACH_NONE);	/* 0, 2 */
	ck_assert_int_eq(cross_reach(0x00), CROSS_REACH_NONE);
}
END_TEST

/* On the side-3 board: a2 joins a group holding the lower left and the
 * lower right sides to the top: three non-adjacent sides, O wins. */
START_TEST(test_win)
{
	unsigned char	 in[CROSS_CELLS_MAX];

	setup(3, "x.x/x.o./x.o../oooo/x.x o");
	ck_assert_int_eq(cross_group_sides(&pos, cell("d1")), 0x14);
	play("a2");
	ck_assert_int_eq(pos.winner, CROSS_O);
	ck_assert_int_eq(cross_check(&pos, cell("a3")), CROSS_E_OVER);
	ck_assert_int_eq(cross_group(&pos, cell("a2"), in), 7);
	ck_assert(in[cell("d4")]);
	ck_assert(!in[cell("a1")]);
}
END_TEST

/* Top to bottom alone: O loses. */
START_TEST(test_loss)
{
	setup(3, ".../..o./..o../..o./.o. o");
	play("a2");
	ck_assert_int_eq(pos.winner, CROSS_X);
	ck_assert_int_eq(cross_group_sides(&pos, cell("a2")), 0x09);
}
END_TEST

/* c3 joins top to the lower left, lower right and bottom at once: three
 * non-adjacent sides and two opposite ones, which wins. */
START_TEST(test_both_at_once)
{
	setup(3, "xo./..o./x...x/oooo/.o. o");
	ck_assert_int_eq(cross_group_sides(&pos, cell("d1")), 0x1c);
	play("c3");
	ck_assert_int_eq(pos.winner, CROSS_O);
}
END_TEST

START_TEST(test_swap)
{
	char	 text[CROSS_POSITION_MAX];

	setup(4, NULL);
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_E_NO_SWAP);
	play("d4");
	ck_assert_int_eq(pos.turn, CROSS_X);
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_OK);
	cross_make(&pos, CROSS_SWAP);
	ck_assert_int_eq(pos.stone[cell("d4")], CROSS_X);
	ck_assert_int_eq(pos.turn, CROSS_O);
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_E_NO_SWAP);
	cross_to_text(&pos, text, sizeof text);
	ck_assert_str_eq(text, "..../...../....../...x.../....../...../.... o");
	/* The position tells the swap that was made. */
	setup(4, text);
	ck_assert(pos.swapped);
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_E_NO_SWAP);
	play("a1");
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_E_SWAP_PAST);
	/* Without a swap, X's second chance passes. */
	setup(4, NULL);
	play("a1");
	play("a2");
	ck_assert_int_eq(cross_check(&pos, CROSS_SWAP), CROSS_E_NO_SWAP);
	ck_assert_int_eq(cross_check(&pos, cell("a1")), CROSS_E_TAKEN);
}
END_TEST

START_TEST(test_position_text)
{
	static const struct {
		const char	*text;
		int		 error;
	} bad[] = {
		{ "../.../. o", CROSS_E_POS_ROWS },
		{ "../.../../.. o", CROSS_E_POS_ROWS },
		{ "../.y./.. o", CROSS_E_POS_CHAR },
		{ "../.../.. z", CROSS_E_POS_TURN },
		{ "../.../.. ox", CROSS_E_POS_TURN },
		{ "o./o../o. x", CROSS_E_POS_OVER },	/* top to bottom */
	};
	char	 text[CROSS_POSITION_MAX];
	size_t	 i;
	int	 n;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		n = cross_size_of_text(bad[i].text);
		ck_assert_int_eq(n, 2);
		ck_assert_int_eq(cross_board_make(&board, n), CROSS_OK);
		ck_assert_msg(cross_from_text(&pos, &board, bad[i].text) ==
		    bad[i].error, "%s", bad[i].text);
	}
	ck_assert_int_eq(cross_size_of_text("./.. o"), 0);
	setup(3, "x.x/x.o./x.o../oooo/x.x o");
	cross_to_text(&pos, text, sizeof text);
	ck_assert_str_eq(text, "x.x/x.o./x.o../oooo/x.x o");
}
END_TEST

/* Random games on every size always end with a winner, at the latest
 * when the last cell is filled. */
START_TEST(test_no_draws)
{
	struct rng	 r;
	int		 n, game, empty[CROSS_CELLS_MAX], ne, i, c;

	rng_seed(&r, 42, 0);
	for (n = CROSS_SIDE_MIN; n <= CROSS_SIDE_MAX; n++) {
		for (game = 0; game < 300; game++) {
			setup(n, NULL);
			for (c = 0; c < board.ncells; c++)
				empty[c] = c;
			ne = board.ncells;
			while (pos.winner == CROSS_NONE) {
				ck_assert_int_gt(ne, 0);
				i = rng_below(&r, ne);
				c = empty[i];
				empty[i] = empty[--ne];
				ck_assert_int_eq(cross_check(&pos, c),
				    CROSS_OK);
				cross_make(&pos, c);
			}
			ck_assert_int_ne(cross_reach(cross_group_sides(&pos,
			    pos.last)), CROSS_REACH_NONE);
		}
	}
}
END_TEST

/* The computer's move at a level with a seed. */
static int
think(int level, uint64_t seed)
{
	struct ai_limits	 lim;
	struct cross_ai_info	 info;

	memset(&lim, 0, sizeof lim);
	lim.level = level;
	lim.seed = seed;
	return (cross_ai_choose(&pos, &lim, &info));
}

/* Every level takes a win at once, and blocks the only winning cell. */
START_TEST(test_computer_wins_and_blocks)
{
	int	 level;

	for (level = 1; level <= 3; level++) {
		setup(3, "x.x/x.o./x.o../oooo/x.x o");
		ck_assert_int_eq(think(level, 1), cell("a2"));
		setup(3, "..x/..o./..o../oooo/x.x x");
		ck_assert_int_eq(think(level, 1), cell("a2"));
	}
}
END_TEST

/* e2 and e3 would join X's stones top to bottom: never chosen. */
START_TEST(test_computer_does_not_lose_at_once)
{
	uint64_t	 seed;
	int		 c;

	for (seed = 1; seed <= 20; seed++) {
		setup(3, "ox./..x./o.x../..x./... x");
		c = think(1, seed);
		ck_assert_int_ne(c, cell("e2"));
		ck_assert_int_ne(c, cell("e3"));
		ck_assert_int_eq(cross_check(&pos, c), CROSS_OK);
	}
}
END_TEST

/* The same seed, the same move; whole games between levels end. */
START_TEST(test_computer_games)
{
	int	 a, b, level;

	setup(5, NULL);
	play("e5");
	a = think(2, 7);
	b = think(2, 7);
	ck_assert_int_eq(a, b);
	for (level = 1; level <= 2; level++) {
		setup(4, NULL);
		while (pos.winner == CROSS_NONE) {
			a = think(pos.turn == CROSS_O ? level : 3 - level,
			    pos.stones);
			ck_assert_int_eq(cross_check(&pos, a), CROSS_OK);
			cross_make(&pos, a);
		}
	}
}
END_TEST

/*
 * Levels 1 to 3 play all their random games, whatever their budget (the
 * last level alone stops on the clock); only the stop flag cuts them short.
 */
START_TEST(test_computer_fixed_work)
{
	static const uint64_t	 games[] = { 200, 2000, 20000 };
	struct ai_limits	 lim;
	struct cross_ai_info	 info;
	atomic_int		 stop = 1;
	int			 level, a, b;

	setup(6, NULL);
	play("c3");
	memset(&lim, 0, sizeof lim);
	lim.seed = 3;
	for (level = 1; level <= 3; level++) {
		lim.level = level;
		lim.budget_ms = 0;
		a = cross_ai_choose(&pos, &lim, &info);
		ck_assert_uint_eq(info.playouts, games[level - 1]);
		lim.budget_ms = 1;
		b = cross_ai_choose(&pos, &lim, &info);
		ck_assert_uint_eq(info.playouts, games[level - 1]);
		ck_assert_int_eq(a, b);
	}
	lim.stop = &stop;
	a = cross_ai_choose(&pos, &lim, &info);
	ck_assert_int_eq(cross_check(&pos, a), CROSS_OK);
	ck_assert_uint_lt(info.playouts, games[2]);
}
END_TEST

Suite *
suite_cross(void)
{
	Suite	*s = suite_create("cross");
	TCase	*tc = tcase_create("cross");

	tcase_add_test(tc, test_sides_and_corners);
	tcase_add_test(tc, test_reach);
	tcase_add_test(tc, test_win);
	tcase_add_test(tc, test_loss);
	tcase_add_test(tc, test_both_at_once);
	tcase_add_test(tc, test_swap);
	tcase_add_test(tc, test_position_text);
	tcase_add_test(tc, test_no_draws);
	tcase_add_test(tc, test_computer_wins_and_blocks);
	tcase_add_test(tc, test_computer_does_not_lose_at_once);
	tcase_add_test(tc, test_computer_games);
	tcase_add_test(tc, test_computer_fixed_work);
	suite_add_tcase(s, tc);
	return (s);
}
