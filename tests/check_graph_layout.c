/* check_graph_layout.c: graph boards laid out on the character grid. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conqueror.h"
#include "lib.h"
#include "rng.h"
#include "ui/graph_layout.h"

static const int	 dy[4] = { -1, 0, 1, 0 };
static const int	 dx[4] = { 0, 1, 0, -1 };

static struct conq_board	 board;
static struct game_graph	 graph;
static struct graph_layout	 layout;

/* The drawing of a board, as the game gives it to the screen. */
static void
graph_of(const struct conq_board *b)
{
	int	 c, i;

	memset(&graph, 0, sizeof graph);
	for (c = 0; c < b->ncells; c++) {
		graph.x[c] = b->x[c];
		graph.y[c] = b->y[c];
		for (i = 0; i < b->nnb[c]; i++)
			if (b->nb[c][i] > c) {
				graph.link[graph.nlinks][0] = c;
				graph.link[graph.nlinks++][1] = b->nb[c][i];
			}
	}
}

/* Reads a shipped board. */
static void
shipped(const char *name)
{
	const char	*dir = getenv("TABULA_DATADIR");
	char		 path[1024], text[16384];
	FILE		*f;
	size_t		 n;
	int		 line, col;

	ck_assert_ptr_nonnull(dir);
	snprintf(path, sizeof path, "%s/conqueror/%s.board", dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "r"));
	n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	ck_assert_int_eq(conq_board_read(&board, text, &line, &col), CONQ_OK);
	graph_of(&board);
}

/* A random board of n cells, as the game draws it from a seed. */
static void
random_board(int n, uint64_t seed)
{
	struct rng	 r;

	rng_seed(&r, seed, 0x626f617264ULL);
	ck_assert_int_eq(conq_board_random(&board, n, &r), CONQ_OK);
	graph_of(&board);
}

/* Which cell's box (or label) a place is in, or -1. */
static int
box_at(int y, int x)
{
	int	 c;

	for (c = 0; c < board.ncells; c++)
		if (y >= layout.sy[c] && y < layout.sy[c] + layout.node_h &&
		    x >= layout.sx[c] && x < layout.sx[c] + layout.node_w)
			return (c);
	return (-1);
}

/* Whether a place is within a character of a cell's box, or in it. */
static int
near_box(int c, int y, int x)
{
	return (y >= layout.sy[c] - 1 && y <= layout.sy[c] + layout.node_h &&
	    x >= layout.sx[c] - 1 && x <= layout.sx[c] + layout.node_w);
}

/*
 * Checks a layout as the screen would show it: every link routed from a
 * place beside one of its cells' boxes, square to it, to one beside the
 * other's, a character at a time; no link inside a box or in another's
 * margin; no two on one place but where they cross, square and straight;
 * and no two side by side.  The boxes keep their margins apart.  Returns
 * the places where two links touch side by side.
 */
static int
check_layout(const char *what)
{
	const struct graph_route	*r;
	const struct graph_step		*st, *prev;
	short				*on, *on2;
	int				 i, j, c, y, x, d, beside = 0, a, b;

	ck_assert_msg(layout.h > 0 && layout.w > 0, "%s: no size", what);
	for (a = 0; a < board.ncells; a++)
		for (b = a + 1; b < board.ncells; b++)
			if (abs(layout.sy[a] - layout.sy[b]) <
			    layout.node_h + 2 && abs(layout.sx[a] -
			    layout.sx[b]) < layout.node_w + 2)
				ck_abort_msg("%s: cells %d and %d too close",
				    what, a + 1, b + 1);
	on = malloc(layout.h * layout.w * sizeof *on);
	on2 = malloc(layout.h * layout.w * sizeof *on2);
	ck_assert_ptr_nonnull(on);
	ck_assert_ptr_nonnull(on2);
	for (i = 0; i < layout.h * layout.w; i++)
		on[i] = on2[i] = -1;
	ck_assert_int_eq(layout.nlinks, graph.nlinks);
	for (i = 0; i < layout.nlinks; i++) {
		r = &layout.route[i];
		ck_assert_msg(r->n > 0, "%s: link %d-%d not routed", what,
		    r->a + 1, r->b + 1);
		st = &layout.step[r->first];
		ck_assert_int_eq(box_at(st->y + dy[r->end_a],
		    st->x + dx[r->end_a]), r->a);
		st = &layout.step[r->first + r->n - 1];
		ck_assert_int_eq(box_at(st->y + dy[r->end_b],
		    st->x + dx[r->end_b]), r->b);
		for (j = 0; j < r->n; j++) {
			st = &layout.step[r->first + j];
			if (st->y < 0 || st->y >= layout.h || st->x < 0 ||
			    st->x >= layout.w || box_at(st->y, st->x) >= 0)
				ck_abort_msg("%s: link %d-%d off the grid or "
				    "in a box", what, r->a + 1, r->b + 1);
			/* Asserts are costly in the inner loops: each
			 * is noted, so only failures are asserted. */
			for (c = 0; c < board.ncells; c++)
				if (near_box(c, st->y, st->x) &&
				    !(j == 0 && c == r->a) &&
				    !(j == r->n - 1 && c == r->b))
					ck_abort_msg("%s: link %d-%d in the "
					    "margin of cell %d", what,
					    r->a + 1, r->b + 1, c + 1);
			prev = st - 1;
			if (j > 0 && abs(prev->y - st->y) +
			    abs(prev->x - st->x) != 1)
				ck_abort_msg("%s: link %d-%d jumps", what,
				    r->a + 1, r->b + 1);
			c = st->y * layout.w + st->x;
			if (on[c] < 0)
				on[c] = i;
			else if (on2[c] >= 0)
				ck_abort_msg("%s: three links on one place",
				    what);
			else {
				on2[c] = i;
				if (!st->cross)
					ck_abort_msg("%s: a crossing not "
					    "marked", what);
			}
		}
	}
	/* Where two links share a place, they cross square, straight. */
	for (i = 0; i < layout.nlinks; i++) {
		r = &layout.route[i];
		for (j = 0; j < r->n; j++) {
			st = &layout.step[r->first + j];
			c = st->y * layout.w + st->x;
			if (on2[c] < 0)
				continue;
			if (st->arms != (GRAPH_ARM(GRAPH_N) |
			    GRAPH_ARM(GRAPH_S)) && st->arms !=
			    (GRAPH_ARM(GRAPH_E) | GRAPH_ARM(GRAPH_W)))
				ck_abort_msg("%s: links share a turn", what);
			if (j == 0 || j == r->n - 1)
				ck_abort_msg("%s: links share an end", what);
		}
	}
	/* No two links side by side. */
	for (y = 0; y < layout.h; y++)
		for (x = 0; x < layout.w; x++)
			for (d = 1; d <= 2; d++) {
				c = y * layout.w + x;
				if (y + dy[d] >= layout.h ||
				    x + dx[d] >= layout.w)
					continue;
				j = (y + dy[d]) * layout.w + x + dx[d];
				if (on[c] < 0 || on[j] < 0 || on[c] == on[j] ||
				    on[c] == on2[j] || (on2[c] >= 0 &&
				    (on2[c] == on[j] || on2[c] == on2[j])))
					continue;
				beside++;
			}
	free(on);
	free(on2);
	ck_assert_int_eq(beside, layout.beside);
	return (beside);
}

/* The shipped boards, in both looks: every link apart from the others;
 * the continent's rows and columns of cells line up. */
START_TEST(test_shipped_layouts)
{
	static const char	*names[] = { "ring", "valley", "plains",
	    "continent" };
	char			 what[64];
	size_t			 i;
	int			 look, c, row_y;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		for (look = 0; look < GRAPH_LOOKS; look++) {
			shipped(names[i]);
			snprintf(what, sizeof what, "%s, look %d", names[i],
			    look);
			ck_assert_int_eq(graph_layout_make(&layout, &graph,
			    board.ncells, look, 45, 125), 0);
			ck_assert_int_eq(check_layout(what), 0);
		}
	/* The continent: six rows of ten, whatever their offsets. */
	shipped("continent");
	graph_layout_make(&layout, &graph, board.ncells, GRAPH_LOOK_BOX, 45,
	    125);
	for (c = 0; c < board.ncells; c++) {
		row_y = layout.sy[c / 10 * 10];
		ck_assert_int_eq(layout.sy[c], row_y);
		ck_assert_int_eq(layout.sx[c], layout.sx[c % 10]);
		if (c % 10 > 0)
			ck_assert_int_gt(layout.sx[c], layout.sx[c - 1]);
	}
	/* It fits a screen of 160 by 50, boxes and all. */
	ck_assert_int_le(layout.h, 45);
	ck_assert_int_le(layout.w, 125);
	/* The valley, its numbers over its pawns, fits one of 80 by 24. */
	shipped("valley");
	graph_layout_make(&layout, &graph, board.ncells, GRAPH_LOOK_LABEL,
	    19, 45);
	ck_assert_int_le(layout.h, 19);
	ck_assert_int_le(layout.w, 45);
	graph_layout_free(&layout);
}
END_TEST

/* Random boards of every size, from many seeds, in both looks: every link
 * routed, no two along one another, none beside another. */
START_TEST(test_random_layouts)
{
	static const int	 sizes[] = { 4, 20, 60, CONQ_CELLS_MAX };
	char			 what[64];
	size_t			 i;
	uint64_t		 seed;
	int			 look;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		for (seed = 1; seed <= 6; seed++)
			for (look = 0; look < GRAPH_LOOKS; look++) {
				random_board(sizes[i], seed);
				snprintf(what, sizeof what, "%d cells, seed "
				    "%d, look %d", sizes[i], (int)seed, look);
				ck_assert_msg(graph_layout_make(&layout,
				    &graph, board.ncells, look, 45, 125) == 0,
				    "%s: %d unrouted, %d beside", what,
				    layout.unrouted, layout.beside);
				check_layout(what);
			}
	graph_layout_free(&layout);
}
END_TEST

/* Random boards of 30 and 60 cells, in the board areas of 80x24 and
 * 160x50, in both looks: no two links cross (a diagonal link needs the
 * ports of its cells that the links along the grid may have taken). */
START_TEST(test_random_uncrossed)
{
	static const int	 sizes[] = { 30, 60 };
	static const int	 areas[][2] = { { 20, 50 }, { 46, 110 } };
	size_t			 i, a;
	uint64_t		 seed;
	int			 look, s, crossings;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		for (seed = 1; seed <= 30; seed++)
			for (a = 0; a < 2; a++)
				for (look = 0; look < GRAPH_LOOKS; look++) {
			random_board(sizes[i], seed);
			graph_layout_make(&layout, &graph, board.ncells,
			    look, areas[a][0], areas[a][1]);
			for (s = crossings = 0; s < layout.nsteps; s++)
				crossings += layout.step[s].cross;
			ck_assert_msg(crossings == 0, "%d cells, seed %d, "
			    "%dx%d, look %d: %d links cross", sizes[i],
			    (int)seed, areas[a][1], areas[a][0], look,
			    crossings / 2);
		}
	graph_layout_free(&layout);
}
END_TEST

/* A link between two cells in a row goes straight across; a board drawn
 * twice is drawn the same. */
START_TEST(test_straight_and_same)
{
	struct graph_layout	 again;
	const struct graph_step	*st;
	int			 i;

	memset(&board, 0, sizeof board);
	board.ncells = 2;
	board.x[0] = 100;
	board.y[0] = 500;
	board.x[1] = 900;
	board.y[1] = 500;
	conq_board_add(&board, 0, 1);
	graph_of(&board);
	ck_assert_int_eq(graph_layout_make(&layout, &graph, 2,
	    GRAPH_LOOK_BOX, 45, 125), 0);
	check_layout("two cells");
	ck_assert_int_eq(layout.sy[0], layout.sy[1]);
	for (i = 0; i < layout.route[0].n; i++) {
		st = &layout.step[layout.route[0].first + i];
		ck_assert_int_eq(st->arms, GRAPH_ARM(GRAPH_E) |
		    GRAPH_ARM(GRAPH_W));
	}
	random_board(60, 5);
	memset(&again, 0, sizeof again);
	graph_layout_make(&layout, &graph, board.ncells, GRAPH_LOOK_LABEL, 45,
	    125);
	graph_layout_make(&again, &graph, board.ncells, GRAPH_LOOK_LABEL, 45,
	    125);
	ck_assert_int_eq(layout.nsteps, again.nsteps);
	ck_assert(memcmp(layout.sy, again.sy, sizeof layout.sy) == 0);
	ck_assert(memcmp(layout.step, again.step, layout.nsteps *
	    sizeof layout.step[0]) == 0);
	graph_layout_free(&again);
	graph_layout_free(&layout);
}
END_TEST

Suite *
suite_graph_layout(void)
{
	Suite	*s = suite_create("graph_layout");
	TCase	*tc = tcase_create("graph_layout");

	/* Only against a hang: a loaded machine or sanitizers are slow. */
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_shipped_layouts);
	tcase_add_test(tc, test_random_layouts);
	tcase_add_test(tc, test_random_uncrossed);
	tcase_add_test(tc, test_straight_and_same);
	suite_add_tcase(s, tc);
	return (s);
}
