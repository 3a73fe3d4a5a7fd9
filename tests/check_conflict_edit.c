/* check_conflict_edit.c: the Conflict map editor's model, edit by edit. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conflict.h"
#include "games/conflict_edit.h"
#include "lib.h"

/* A quarter that makes a fair map of 8 by 8 with any of the symmetries:
 * base 1 by water, a mine on land and one on water. */
static const char test_quarter[] =
	"# a quarter\n"
	"1.a~....\n"
	".A~~....\n"
	"..~~....\n"
	"........\n"
	"........\n"
	"........\n"
	"........\n"
	"........\n";

static struct conflict_edit	ed;
static struct conflict_board	board;

/* The row of the grid as a string. */
static const char *
row(int r)
{
	static char	 buf[CONFLICT_EDIT_W_MAX + 1];

	memcpy(buf, ed.g.cell[r], ed.g.w);
	buf[ed.g.w] = '\0';
	return (buf);
}

static void
load(const char *text)
{
	conflict_edit_free(&ed);
	conflict_edit_init(&ed, CONFLICT_EDIT_W_NEW, CONFLICT_EDIT_H_NEW);
	ck_assert_int_eq(conflict_edit_load(&ed, text), 0);
}

/* The engine's name of the square the check found wrong. */
static const char *
checked(int *code)
{
	static char	 name[16];
	int		 sq;

	*code = conflict_edit_check(&ed, &board, &sq);
	if (sq == CONFLICT_NOWHERE)
		return ("-");
	conflict_format_square(sq, name, sizeof name);
	return (name);
}

START_TEST(test_new_and_text)
{
	char	*text;
	int	 code;

	conflict_edit_init(&ed, 8, 6);
	ck_assert_int_eq(ed.g.w, 8);
	ck_assert_int_eq(ed.g.h, 6);
	ck_assert_str_eq(row(5), "........");
	text = conflict_edit_text(&ed, "my map\nsecond line");
	ck_assert_str_eq(text, "# my map second line\n........\n"
	    "........\n........\n........\n........\n........\n");
	free(text);
	/* A new map is land only: the check says what is missing. */
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_E_BOARD_NO_BASE);
	/* Sizes beyond the engine's limits are brought within them. */
	conflict_edit_free(&ed);
	conflict_edit_init(&ed, 1, CONFLICT_SIDE_MAX + 50);
	ck_assert_int_eq(ed.g.w, CONFLICT_SIDE_MIN);
	ck_assert_int_eq(ed.g.h, CONFLICT_SIDE_MAX);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_paint)
{
	struct conflict_edit_square	 s;

	load(test_quarter);
	ck_assert_int_eq(conflict_edit_paint(&ed, 3, 0, '~'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[3][0], '~');
	ck_assert_int_eq(conflict_edit_paint(&ed, 3, 0, '~'),
	    CONFLICT_EDIT_SAME);
	ck_assert_int_eq(conflict_edit_paint(&ed, 3, 1, '^'), CONFLICT_EDIT_OK);
	conflict_edit_at(&ed, 3, 1, &s);
	ck_assert_int_eq(s.terrain, CONFLICT_HIGH);
	/* A mine takes the ground painted under it, but never high ground. */
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, 2, '~'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[0][2], 'A');
	conflict_edit_at(&ed, 0, 2, &s);
	ck_assert_int_eq(s.terrain, CONFLICT_WATER);
	ck_assert_int_eq(s.mine, 0);
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, 2, '^'),
	    CONFLICT_EDIT_SAME);
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, 2, '.'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[0][2], 'a');
	/* A base stays; clearing takes it away. */
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, 0, '~'),
	    CONFLICT_EDIT_SAME);
	conflict_edit_at(&ed, 0, 0, &s);
	ck_assert_int_eq(s.base, 0);
	ck_assert_int_eq(conflict_edit_clear(&ed, 0, 0), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[0][0], '.');
	ck_assert_int_eq(conflict_edit_clear(&ed, 1, 1), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[1][1], '~');
	/* Off the map, or not a ground. */
	ck_assert_int_eq(conflict_edit_paint(&ed, 8, 0, '.'),
	    CONFLICT_EDIT_E_PLACE);
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, -1, '.'),
	    CONFLICT_EDIT_E_PLACE);
	ck_assert_int_eq(conflict_edit_paint(&ed, 0, 0, '1'),
	    CONFLICT_EDIT_E_PLACE);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_place)
{
	int	 bases, mines;

	load(test_quarter);
	/* A base placed again moves. */
	ck_assert_int_eq(conflict_edit_place(&ed, 2, 1, '1'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[0][0], '.');
	ck_assert_int_eq(ed.g.cell[2][1], '1');
	bases = conflict_edit_count(&ed, 0, &mines);
	ck_assert_int_eq(bases, 1);
	ck_assert_int_eq(mines, 2);
	/* A third mine moves one; the one placed last stays. */
	ck_assert_int_eq(conflict_edit_place(&ed, 5, 5, 'a'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[5][5], 'a');
	conflict_edit_count(&ed, 0, &mines);
	ck_assert_int_eq(mines, 2);
	ck_assert_int_eq(conflict_edit_place(&ed, 6, 6, 'a'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[5][5], 'a');
	ck_assert_int_eq(ed.g.cell[6][6], 'a');
	ck_assert_int_eq(ed.g.cell[0][2], '.');
	ck_assert_int_eq(ed.g.cell[1][1], '~');
	/* On water a mine is written in capitals. */
	ck_assert_int_eq(conflict_edit_place(&ed, 2, 3, 'b'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[2][3], 'B');
	/* Not on high ground, nor on a base; the same mine again is nothing. */
	conflict_edit_paint(&ed, 7, 7, '^');
	ck_assert_int_eq(conflict_edit_place(&ed, 7, 7, 'c'),
	    CONFLICT_EDIT_E_HIGH);
	ck_assert_int_eq(conflict_edit_place(&ed, 2, 1, 'c'),
	    CONFLICT_EDIT_E_ON_BASE);
	ck_assert_int_eq(conflict_edit_place(&ed, 2, 3, 'b'),
	    CONFLICT_EDIT_SAME);
	/* A base goes on high ground, which it makes land and water. */
	ck_assert_int_eq(conflict_edit_place(&ed, 7, 7, '4'), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[7][7], '4');
	ck_assert_int_eq(conflict_edit_place(&ed, 7, 7, 'x'),
	    CONFLICT_EDIT_E_PLACE);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_resize)
{
	load(test_quarter);
	ck_assert_int_eq(conflict_edit_resize(&ed, 10, 9), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.w, 10);
	ck_assert_int_eq(ed.g.h, 9);
	ck_assert_str_eq(row(0), "1.a~......");
	ck_assert_str_eq(row(8), "..........");
	ck_assert_int_eq(conflict_edit_resize(&ed, 6, 6), CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(1), ".A~~..");
	/* What was cut off comes back as land, not as it was. */
	ck_assert_int_eq(conflict_edit_resize(&ed, 8, 6), CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(0), "1.a~....");
	ck_assert_int_eq(conflict_edit_resize(&ed, CONFLICT_SIDE_MIN - 1, 8),
	    CONFLICT_EDIT_E_SIZE);
	ck_assert_int_eq(conflict_edit_resize(&ed, 8, CONFLICT_SIDE_MAX + 1),
	    CONFLICT_EDIT_E_SIZE);
	ck_assert_int_eq(conflict_edit_resize(&ed, CONFLICT_SIDE_MAX,
	    CONFLICT_SIDE_MAX), CONFLICT_EDIT_OK);
	ck_assert_int_eq(ed.g.cell[CONFLICT_SIDE_MAX - 1]
	    [CONFLICT_SIDE_MAX - 1], '.');
	ck_assert_int_eq(conflict_edit_resize(&ed, CONFLICT_SIDE_MAX,
	    CONFLICT_SIDE_MAX), CONFLICT_EDIT_SAME);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_mirrors)
{
	int	 code;

	load(test_quarter);
	ck_assert_int_eq(conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_4),
	    CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(0), "1.a~~b.2");
	ck_assert_str_eq(row(1), ".A~~~~B.");
	ck_assert_str_eq(row(6), ".C~~~~D.");
	ck_assert_str_eq(row(7), "3.c~~d.4");
	ck_assert_str_eq(checked(&code), "-");
	ck_assert_int_eq(code, CONFLICT_OK);
	ck_assert_int_eq(board.base[3], CONFLICT_SQ(0, 7));

	/* One mirror at a time: left onto right, then top onto bottom. */
	load(test_quarter);
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_LR);
	ck_assert_str_eq(row(0), "1.a~~b.2");
	ck_assert_str_eq(row(7), "........");
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_E_BOARD_NO_BASE);
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_TB);
	ck_assert_str_eq(row(7), "3.c~~d.4");
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_OK);
	/* The same again changes nothing. */
	ck_assert_int_eq(conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_4),
	    CONFLICT_EDIT_SAME);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_rotations)
{
	int	 code;

	/* A quarter turn: 1's corner to 2's, 2's to 4's, 4's to 3's. */
	load(test_quarter);
	ck_assert_int_eq(conflict_edit_symmetry(&ed, CONFLICT_EDIT_ROTATE_4),
	    CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(0), "1.a~...2");
	ck_assert_str_eq(row(1), ".A~~..B.");
	ck_assert_str_eq(row(2), "..~~.~~b");
	ck_assert_str_eq(row(3), ".....~~~");
	ck_assert_str_eq(row(4), "~~~.....");
	ck_assert_str_eq(row(5), "c~~.~~..");
	ck_assert_str_eq(row(6), ".C..~~D.");
	ck_assert_str_eq(row(7), "3...~d.4");
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_OK);

	/* An odd side: the middle square stays, the rest is turned. */
	conflict_edit_free(&ed);
	conflict_edit_init(&ed, 7, 7);
	conflict_edit_paint(&ed, 3, 0, '~');
	conflict_edit_paint(&ed, 3, 3, '^');
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_ROTATE_4);
	ck_assert_str_eq(row(0), "...~...");
	ck_assert_str_eq(row(3), "~..^..~");
	ck_assert_str_eq(row(6), "...~...");

	/* Not square: refused. */
	conflict_edit_resize(&ed, 8, 7);
	ck_assert_int_eq(conflict_edit_symmetry(&ed, CONFLICT_EDIT_ROTATE_4),
	    CONFLICT_EDIT_E_SQUARE);

	/* A half turn: 1 and 4, 2 and 3 change places. */
	load(test_quarter);
	conflict_edit_place(&ed, 0, 7, '2');
	conflict_edit_place(&ed, 1, 6, 'b');
	conflict_edit_paint(&ed, 1, 6, '~');
	conflict_edit_place(&ed, 2, 7, 'b');
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_ROTATE_2);
	ck_assert_str_eq(row(7), "3...~d.4");
	ck_assert_str_eq(row(6), ".C..~~D.");
	ck_assert_str_eq(row(5), "c...~~..");
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_OK);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_undo_redo)
{
	int	 i;

	load(test_quarter);
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_E_HISTORY);
	conflict_edit_paint(&ed, 4, 4, '~');
	conflict_edit_paint(&ed, 4, 5, '~');
	conflict_edit_paint(&ed, 4, 5, '~');	/* nothing: no step */
	ck_assert_str_eq(row(4), "....~~..");
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(4), "....~...");
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(4), "........");
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_E_HISTORY);
	ck_assert_int_eq(conflict_edit_redo(&ed), CONFLICT_EDIT_OK);
	ck_assert_str_eq(row(4), "....~...");
	/* A new edit forgets what was undone. */
	conflict_edit_paint(&ed, 4, 0, '^');
	ck_assert_int_eq(conflict_edit_redo(&ed), CONFLICT_EDIT_E_HISTORY);

	/* A stroke is one step, with a resize in it too. */
	conflict_edit_begin(&ed);
	for (i = 0; i < 8; i++)
		conflict_edit_paint(&ed, 5, i, '~');
	conflict_edit_resize(&ed, 9, 8);
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_E_HISTORY);
	ck_assert_int_eq(conflict_edit_end(&ed), 1);
	ck_assert_str_eq(row(5), "~~~~~~~~.");
	conflict_edit_undo(&ed);
	ck_assert_str_eq(row(5), "........");
	ck_assert_int_eq(ed.g.w, 8);
	conflict_edit_redo(&ed);
	ck_assert_int_eq(ed.g.w, 9);

	/* The history is bounded: the oldest steps are forgotten. */
	for (i = 0; i < CONFLICT_EDIT_HISTORY + 20; i++)
		conflict_edit_paint(&ed, 7, 0, i % 2 ? '.' : '~');
	for (i = 0; i < CONFLICT_EDIT_HISTORY; i++)
		ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_OK);
	ck_assert_int_eq(conflict_edit_undo(&ed), CONFLICT_EDIT_E_HISTORY);
	for (i = 0; i < CONFLICT_EDIT_HISTORY; i++)
		ck_assert_int_eq(conflict_edit_redo(&ed), CONFLICT_EDIT_OK);
	ck_assert_int_eq(conflict_edit_redo(&ed), CONFLICT_EDIT_E_HISTORY);
	ck_assert_int_eq(ed.g.cell[7][0], '.');
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_load_hostile)
{
	char	*text, *p;
	int	 i, code, bases, mines;

	conflict_edit_init(&ed, 8, 8);
	ck_assert_int_eq(conflict_edit_load(&ed, ""), -1);
	ck_assert_int_eq(conflict_edit_load(&ed, "# only\n# comments\n"), -1);
	ck_assert_int_eq(ed.g.w, CONFLICT_EDIT_W_NEW);

	/* Unknown bytes are land; bases and mines seen again are ground. */
	ck_assert_int_eq(conflict_edit_load(&ed,
	    "1\x01\xff?a~a~A~\n"
	    "11.....\n"
	    "......\n"), 1);
	ck_assert_str_eq(row(0), "1...a~a~~~");
	ck_assert_str_eq(row(1), "..........");
	ck_assert_int_eq(ed.g.h, CONFLICT_SIDE_MIN);
	bases = conflict_edit_count(&ed, 0, &mines);
	ck_assert_int_eq(bases, 1);
	ck_assert_int_eq(mines, 2);

	/* Too wide and too high: cut to the limits. */
	text = malloc((CONFLICT_SIDE_MAX + 100) * (CONFLICT_SIDE_MAX + 100));
	ck_assert_ptr_nonnull(text);
	for (p = text, i = 0; i < CONFLICT_SIDE_MAX + 50; i++) {
		memset(p, '~', CONFLICT_SIDE_MAX + 40);
		p += CONFLICT_SIDE_MAX + 40;
		*p++ = '\n';
	}
	*p = '\0';
	ck_assert_int_eq(conflict_edit_load(&ed, text), 1);
	ck_assert_int_eq(ed.g.w, CONFLICT_SIDE_MAX);
	ck_assert_int_eq(ed.g.h, CONFLICT_SIDE_MAX);
	free(text);
	checked(&code);
	ck_assert_int_eq(code, CONFLICT_E_BOARD_NO_BASE);

	/* A map that is right reads back as it was. */
	ck_assert_int_eq(conflict_edit_load(&ed, test_quarter), 0);
	text = conflict_edit_text(&ed, "a quarter");
	ck_assert_str_eq(text, test_quarter);
	free(text);
	conflict_edit_free(&ed);
}
END_TEST

START_TEST(test_check_names_square)
{
	int	 code;

	load(test_quarter);
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_4);
	/* Base 4 (h1) cut off from water. */
	conflict_edit_paint(&ed, 6, 6, '.');
	ck_assert_str_eq(row(6), ".C~~~~d.");
	ck_assert_str_eq(checked(&code), "h1");
	ck_assert_int_eq(code, CONFLICT_E_BOARD_NO_WATER);
	conflict_edit_undo(&ed);
	ck_assert_str_eq(checked(&code), "-");
	ck_assert_int_eq(code, CONFLICT_OK);
	/* A base twice is named where it is seen the second time: the
	 * editor never makes one, but a mirror of a half with both. */
	conflict_edit_place(&ed, 3, 1, '2');
	conflict_edit_symmetry(&ed, CONFLICT_EDIT_MIRROR_LR);
	ck_assert_str_eq(checked(&code), "b5");
	ck_assert_int_eq(code, CONFLICT_E_BOARD_BASE_TWICE);
	conflict_edit_free(&ed);
}
END_TEST

Suite *
suite_conflict_edit(void)
{
	Suite	*s = suite_create("conflict_edit");
	TCase	*tc = tcase_create("conflict_edit");

	tcase_add_test(tc, test_new_and_text);
	tcase_add_test(tc, test_paint);
	tcase_add_test(tc, test_place);
	tcase_add_test(tc, test_resize);
	tcase_add_test(tc, test_mirrors);
	tcase_add_test(tc, test_rotations);
	tcase_add_test(tc, test_undo_redo);
	tcase_add_test(tc, test_load_hostile);
	tcase_add_test(tc, test_check_names_square);
	suite_add_tcase(s, tc);
	return (s);
}
