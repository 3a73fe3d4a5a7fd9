/*
 * board_hex.c: the hex-board renderer: a hexagon of hexagonal cells, each
 * row half a cell from the next, as offset rows of glyphs on a small
 * terminal and as a grid of walls and roofs on a larger one.  Each row has
 * its first cell's name on its left and its last one's on its right; the
 * six sides, where they are the players' (view.sides), are marked outside
 * the edge cells, every other side alike.
 *
 * The view has a row per row of the board, the top one last, its cells
 * from column 0; the unused columns are blocked.  A blocked cell within a
 * row is a cell of the board that nothing may enter, drawn filled.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/curses.h"
#include "ui/screen.h"

#define HEX_LEFT	3	/* columns left of the widest row: "j1 " */
#define HEX_RIGHT	5	/* and right of it, after a cell: " j19" */

/* The six sides, clockwise from the top, as the games number them. */
enum { HEX_TOP, HEX_UPPER_RIGHT, HEX_LOWER_RIGHT, HEX_BOTTOM,
    HEX_LOWER_LEFT, HEX_UPPER_LEFT };

/* The six directions: right, left, up-left, up-right, down-left, down-right,
 * as steps of the axial coordinates (q, r). */
enum { HEX_E, HEX_W, HEX_NW, HEX_NE, HEX_SW, HEX_SE };
static const int hex_dq[6] = { 1, -1, 0, 1, -1, 0 };
static const int hex_dr[6] = { 0, 0, -1, -1, 1, 1 };

/* A cell of the board: its row from the top, its place in the row, and its
 * axial coordinates with the middle cell at 0, 0. */
struct hex_at {
	int	 row, i, q, r;
};

/* The board's side: rows are 2n - 1. */
static int
hex_m(const struct ui_board *b)
{
	return ((b->rows - 1) / 2);
}

/* How far a row is shifted right, in half cells. */
static int
hex_indent(const struct ui_board *b, int row)
{
	return (abs(row - hex_m(b)));
}

/* How many cells a row has. */
static int
hex_len(const struct ui_board *b, int row)
{
	return (b->rows - hex_indent(b, row));
}

/* The first q of a row of axial r. */
static int
hex_qmin(int m, int r)
{
	return (-m - r > -m ? -m - r : -m);
}

/* A cell of the view as a cell of the board; -1 if it is not one. */
static int
hex_at(const struct ui_board *b, int cell, struct hex_at *a)
{
	int	 m = hex_m(b);

	if (cell < 0 || cell >= b->rows * b->cols)
		return (-1);
	a->row = b->rows - 1 - cell / b->cols;
	a->i = cell % b->cols;
	if (a->i >= hex_len(b, a->row))
		return (-1);
	a->r = a->row - m;
	a->q = a->i + hex_qmin(m, a->r);
	return (0);
}

/* The view's cell at axial q, r; -1 off the board. */
static int
hex_cell(const struct ui_board *b, int q, int r)
{
	int	 m = hex_m(b);

	if (abs(q) > m || abs(r) > m || abs(q + r) > m)
		return (-1);
	return ((b->rows - 1 - (r + m)) * b->cols + q - hex_qmin(m, r));
}

/* The neighbour of a cell in a direction, or -1. */
static int
hex_next(const struct ui_board *b, int cell, int d)
{
	struct hex_at	 a;

	if (hex_at(b, cell, &a) != 0)
		return (-1);
	return (hex_cell(b, a.q + hex_dq[d], a.r + hex_dr[d]));
}

/* The screen place of a cell's middle, where its stone is. */
static void
hex_middle(const struct ui_board *b, const struct hex_at *a, int *y, int *x)
{
	int	 top = b->y + (b->cell_h == 1 ? (b->h > b->rows) : 0);

	*y = top + a->row * b->cell_h + b->cell_h - 1;
	*x = b->x + HEX_LEFT + (hex_indent(b, a->row) + 2 * a->i) *
	    b->cell_w / 2 + b->cell_w / 2;
}

/* Cells from the roomiest down: a cell's width and the lines from a row to
 * the next; the smallest, glyphs on lines of their own, fits 80x24. */
static const struct ui_board_scale hex_scales[] = {
	{ 3, 8 }, { 2, 4 }, { 1, 2 }, { 0, 0 }
};

/* The area a board needs at a scale: the rows, and the roofs above the
 * first and the floors below the last.  The smallest takes a line more
 * above and below, for the top and bottom sides, where an area of h lines
 * has room for them. */
static void
hex_need(const struct ui_board_scale *sc, const struct game_view *v, int h,
    int *need_h, int *need_w)
{
	*need_h = v->rows * sc->h + sc->h - 1;
	*need_w = HEX_LEFT + v->rows * sc->w + HEX_RIGHT;
	if (sc->h == 1 && *need_h + 2 <= h)
		*need_h += 2;
}

/*
 * Places the board at the largest scale that fits: hexagons of walls and
 * roofs, or glyphs two columns apart, with a line above and below for the
 * top and bottom sides if there is room for it.
 */
static int
hex_layout(struct ui_board *b, const struct game_view *v, int y, int x,
    int h, int w)
{
	b->rows = v->rows;
	b->cols = v->cols;
	b->bottom = b->left = 0;
	b->shown_rows = v->rows;
	b->shown_cols = v->cols;
	return (ui_board_fit(b, hex_scales, hex_need, v, y, x, h, w));
}

/* The smallest scale marks the top and bottom sides between the cells of
 * their rows when it has no line for them. */
static void
hex_smallest(const struct ui_board *b, const struct game_view *v, int *h,
    int *w)
{
	(void)b;
	ui_board_smallest(hex_scales, hex_need, v, h, w);
}

/* The look of a side: the two triples of every other side differ. */
static int
hex_side_attr(int side)
{
	if (side % 2 == 0)
		return (screen_colour() ? screen_attr(ROLE_MARK) :
		    (int)A_BOLD);
	return (screen_colour() ? screen_attr(ROLE_TITLE) & ~A_BOLD :
	    (int)A_NORMAL);
}

/* Draws a character of a side's mark, or of the grid. */
static void
hex_put(int y, int x, int attr, const char *s)
{
	attron(attr);
	mvaddstr(y, x, s);
	attroff(attr);
}

/* The side of the board across an edge of a cell, or -1 if a cell is. */
static int
hex_edge_side(const struct ui_board *b, int cell, int d)
{
	struct hex_at	 a;
	int		 m = hex_m(b);

	if (hex_next(b, cell, d) >= 0 || hex_at(b, cell, &a) != 0)
		return (-1);
	switch (d) {
	case HEX_NW:
		return (a.r == -m ? HEX_TOP : HEX_UPPER_LEFT);
	case HEX_NE:
		return (a.r == -m ? HEX_TOP : HEX_UPPER_RIGHT);
	case HEX_E:
		return (a.q == m ? HEX_UPPER_RIGHT : HEX_LOWER_RIGHT);
	case HEX_SE:
		return (a.r == m ? HEX_BOTTOM : HEX_LOWER_RIGHT);
	case HEX_SW:
		return (a.r == m ? HEX_BOTTOM : HEX_LOWER_LEFT);
	default:
		return (a.q == -m ? HEX_LOWER_LEFT : HEX_UPPER_LEFT);
	}
}

/*
 * Draws one edge of a cell in the grid: the board's side (where the
 * sides are the players'), or a wall.  The upright edges of the top and
 * both lower sides are heavy where the terminal has line drawing, so that
 * the looks differ without colour.
 */
static void
hex_edge(const struct ui_board *b, const struct game_view *v, int cell,
    int d, int y, int x, const char *s)
{
	int	 side = v->sides ? hex_edge_side(b, cell, d) : -1;

	if (side >= 0 && side % 2 == 0 && screen_unicode() &&
	    strcmp(s, "│") == 0)
		s = "┃";
	hex_put(y, x, side < 0 ? screen_attr(ROLE_DIM) : hex_side_attr(side),
	    s);
}

/* The name of a row's first cell, ending before a column. */
static void
hex_first_name(int row, int y, int x)
{
	char	 name[16];

	snprintf(name, sizeof name, "%c1", 'a' + row);
	screen_text(y, x - (int)strlen(name), ROLE_DIM, name, 3);
}

/* The name of a row's last cell, from a column. */
static void
hex_last_name(const struct ui_board *b, int row, int y, int x)
{
	char	 name[16];

	snprintf(name, sizeof name, "%c%d", 'a' + row, hex_len(b, row));
	screen_text(y, x, ROLE_DIM, name, 3);
}

/* The grid at the larger scales: each cell's walls, roofs and floors, the
 * board's sides in their looks. */
static void
hex_grid(const struct ui_board *b, const struct game_view *v)
{
	struct hex_at	 a;
	int		 cell, y, x, hw = b->cell_w / 2, tall = b->cell_h > 2;
	const char	*wall = screen_unicode() ? "│" : "|";

	for (cell = 0; cell < v->rows * v->cols; cell++) {
		if (hex_at(b, cell, &a) != 0)
			continue;
		hex_middle(b, &a, &y, &x);
		hex_edge(b, v, cell, HEX_W, y, x - hw, wall);
		hex_edge(b, v, cell, HEX_E, y, x + hw, wall);
		hex_edge(b, v, cell, HEX_NW, y - 1, x - hw + 1, "/");
		hex_edge(b, v, cell, HEX_NE, y - 1, x + hw - 1, "\\");
		hex_edge(b, v, cell, HEX_SW, y + 1, x - hw + 1, "\\");
		hex_edge(b, v, cell, HEX_SE, y + 1, x + hw - 1, "/");
		if (tall) {
			hex_edge(b, v, cell, HEX_NW, y - 2, x - 1, "/");
			hex_edge(b, v, cell, HEX_NE, y - 2, x + 1, "\\");
			hex_edge(b, v, cell, HEX_SW, y + 2, x - 1, "\\");
			hex_edge(b, v, cell, HEX_SE, y + 2, x + 1, "/");
		}
		if (a.i == 0)
			hex_first_name(a.row, y, x - hw - 1);
		if (a.i == hex_len(b, a.row) - 1)
			hex_last_name(b, a.row, y, x + hw + 2);
	}
}

/*
 * The marks of the sides at the small scale: a slash outside each end of
 * a row, the corners of the middle row as < and >, and a line above the
 * top row and below the bottom one, or, with no room for them, between
 * the cells of those rows.
 */
static void
hex_marks(const struct ui_board *b, const struct game_view *v)
{
	struct hex_at	 a;
	int		 cell, y, x, m = hex_m(b), len, room = b->h > b->rows;
	int		 uni = screen_unicode();
	const char	*over = uni ? "‾" : "-";

	for (cell = 0; cell < v->rows * v->cols; cell++) {
		if (hex_at(b, cell, &a) != 0)
			continue;
		hex_middle(b, &a, &y, &x);
		len = hex_len(b, a.row);
		if (a.i == 0) {
			if (a.r < 0)
				hex_put(y, x - 1, hex_side_attr(HEX_UPPER_LEFT),
				    "/");
			else if (a.r > 0)
				hex_put(y, x - 1, hex_side_attr(HEX_LOWER_LEFT),
				    "\\");
			else
				hex_put(y, x - 1, screen_attr(ROLE_DIM), "<");
			hex_first_name(a.row, y, x - 2);
		}
		if (a.i == len - 1) {
			if (a.r < 0)
				hex_put(y, x + 1,
				    hex_side_attr(HEX_UPPER_RIGHT), "\\");
			else if (a.r > 0)
				hex_put(y, x + 1,
				    hex_side_attr(HEX_LOWER_RIGHT), "/");
			else
				hex_put(y, x + 1, screen_attr(ROLE_DIM), ">");
			hex_last_name(b, a.row, y, x + 3);
		}
		if (a.r == -m) {
			if (room)
				hex_put(y - 1, x, hex_side_attr(HEX_TOP), "_");
			if (room && a.i < len - 1)
				hex_put(y - 1, x + 1, hex_side_attr(HEX_TOP),
				    "_");
			if (!room && a.i < len - 1)
				hex_put(y, x + 1, hex_side_attr(HEX_TOP), "_");
		}
		if (a.r == m) {
			if (room)
				hex_put(y + 1, x, hex_side_attr(HEX_BOTTOM),
				    over);
			if (room && a.i < len - 1)
				hex_put(y + 1, x + 1,
				    hex_side_attr(HEX_BOTTOM), over);
			if (!room && a.i < len - 1)
				hex_put(y, x + 1, hex_side_attr(HEX_BOTTOM),
				    over);
		}
	}
}

/* Fills the rest of a cell of the grid, within its roof and its floor. */
static void
hex_fill(const struct ui_board *b, int y, int x, int attr, const char *fill)
{
	int	 hw = b->cell_w / 2, i, d;

	for (d = -1; d <= 1; d += 2) {
		for (i = 2 - hw; i <= hw - 2; i++)
			hex_put(y + d, x + i, attr, fill);
		if (b->cell_h > 2)
			hex_put(y + 2 * d, x, attr, fill);
	}
}

/*
 * Draws what is in one cell: a stone, the cursor, the last stone marked
 * and the stones of the chain that ended the game standing out; a cell
 * that nothing may enter filled with a shade, or #; a chosen piece
 * between brackets (parentheses at the small scale, where brackets mark
 * the last stone) and where it may go marked.
 */
static void
hex_stone(const struct ui_board *b, const struct game_cell *c,
    const struct hex_at *a, ui_marks marks, const char *glyphs)
{
	char		 glyph[8];
	const char	*g, *fill = " ";
	int		 y, x, attr, i, wide = b->cell_w >= 4, hw = b->cell_w / 2;
	int		 mark = screen_attr(ROLE_MARK) | A_BOLD;

	hex_middle(b, a, &y, &x);
	if (c->owner >= 0) {
		attr = screen_attr(ROLE_SEAT + c->owner);
		if ((g = screen_seat_glyph(c->owner)) == NULL) {
			snprintf(glyph, sizeof glyph, "%c", glyphs[c->owner]);
			g = glyph;
		}
	} else if (c->flags & GAME_CELL_BLOCKED) {
		attr = screen_attr(ROLE_BLOCKED);
		g = fill = screen_unicode() ? "▒" : "#";
	} else if (marks & UI_MARK_HINT) {
		attr = screen_attr(ROLE_HINT);
		g = "!";
	} else if (marks & UI_MARK_TARGET) {
		attr = screen_attr(ROLE_TARGET);
		g = wide ? (screen_unicode() ? "·" : ":") : "+";
	} else {
		attr = screen_attr(ROLE_DIM);
		g = wide ? " " : screen_unicode() ? "·" : ".";
	}
	if (c->flags & GAME_CELL_CHANGED)
		attr |= A_REVERSE | A_BOLD;
	if (marks & UI_MARK_CURSOR)
		attr = (attr & ~A_DIM) | A_REVERSE;
	if (wide && (marks & UI_MARK_CURSOR || c->flags & GAME_CELL_CHANGED ||
	    *fill != ' '))
		for (i = 1 - hw; i < hw; i++)
			hex_put(y, x + i, attr, fill);
	hex_put(y, x, attr, g);
	if (wide && *fill != ' ')
		hex_fill(b, y, x, attr, fill);
	if (marks & UI_MARK_SELECTED) {
		hex_put(y, x - (hw + 1) / 2, mark, wide ? "[" : "(");
		hex_put(y, x + (hw + 1) / 2, mark, wide ? "]" : ")");
	} else if (marks & UI_MARK_HINT && c->owner >= 0) {
		hex_put(y, x - (hw + 1) / 2, screen_attr(ROLE_HINT) | A_BOLD,
		    "!");
		hex_put(y, x + (hw + 1) / 2, screen_attr(ROLE_HINT) | A_BOLD,
		    "!");
	} else if (c->flags & GAME_CELL_MOVED &&
	    !(c->flags & GAME_CELL_CHANGED)) {
		hex_put(y, x - (hw + 1) / 2, mark, wide ? ">" : "[");
		hex_put(y, x + (hw + 1) / 2, mark, wide ? "<" : "]");
	}
}

/* Draws the board: the grid or the side marks first, then the stones. */
static void
hex_draw(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks, const char *glyphs)
{
	struct hex_at	 a;
	int		 cell;

	if (b->cell_w >= 4)
		hex_grid(b, v);
	else if (v->sides)
		hex_marks(b, v);
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (hex_at(b, cell, &a) == 0)
			hex_stone(b, &v->cells[cell], &a, marks[cell], glyphs);
}

/*
 * The cell under a point of the screen: the nearest middle, as the cells
 * are hexagons; a point as far from every middle as a corner of a cell is
 * on none.
 */
static int
hex_hit(const struct ui_board *b, int y, int x)
{
	struct hex_at	 a;
	int		 cell, cy, cx, d, best = -1, best_d = 0, limit;

	/* Half a cell across, or a corner: half a cell and half a row. */
	limit = (b->cell_w / 2) * (b->cell_w / 2) * b->cell_h * b->cell_h +
	    3 * (b->cell_h / 2) * (b->cell_h / 2) * (b->cell_w / 2) *
	    (b->cell_w / 2);
	for (cell = 0; cell < b->rows * b->cols; cell++) {
		if (hex_at(b, cell, &a) != 0)
			continue;
		hex_middle(b, &a, &cy, &cx);
		/* Across in half cells, and down in rows, which are half a
		 * cell times the square root of 3 apart in a hexagon. */
		d = (x - cx) * (x - cx) * b->cell_h * b->cell_h +
		    3 * (y - cy) * (y - cy) * (b->cell_w / 2) * (b->cell_w / 2);
		if (best < 0 || d < best_d) {
			best = cell;
			best_d = d;
		}
	}
	return (best_d <= limit ? best : -1);
}

/* Where the terminal cursor rests on a cell: on its stone. */
static void
hex_place(const struct ui_board *b, int cell, int *y, int *x)
{
	struct hex_at	 a;

	if (hex_at(b, cell, &a) != 0) {
		*y = b->y;
		*x = b->x;
		return;
	}
	hex_middle(b, &a, y, x);
}

/*
 * The cell one step away: left and right in the row; the diagonals to the
 * neighbours above and below; straight up or down to one of the two
 * neighbours there, turn about by the row, so that going on up keeps to a
 * column.  At an edge, the other neighbour up or down, or the same cell.
 */
static int
hex_step(const struct ui_board *b, int cell, int dy, int dx)
{
	struct hex_at	 a;
	int		 d, other, next;

	if (hex_at(b, cell, &a) != 0) {
		/* Off the board: back to its middle row. */
		return ((b->rows / 2) * b->cols);
	}
	if (dy == 0)
		d = dx < 0 ? HEX_W : HEX_E;
	else if (dy > 0 && dx != 0)
		d = dx < 0 ? HEX_NW : HEX_NE;
	else if (dy < 0 && dx != 0)
		d = dx < 0 ? HEX_SW : HEX_SE;
	else if (dy > 0)
		d = a.row % 2 == 0 ? HEX_NE : HEX_NW;
	else
		d = a.row % 2 == 0 ? HEX_SE : HEX_SW;
	if ((next = hex_next(b, cell, d)) >= 0)
		return (next);
	if (dx != 0)
		return (cell);
	other = d == HEX_NE ? HEX_NW : d == HEX_NW ? HEX_NE :
	    d == HEX_SE ? HEX_SW : HEX_SE;
	if ((next = hex_next(b, cell, other)) >= 0)
		return (next);
	return (cell);
}

/* A cell's name: its row's letter from the top and its place from the
 * left, as in "f6". */
static void
hex_name(const struct ui_board *b, int cell, char *buf, size_t len)
{
	struct hex_at	 a;

	if (hex_at(b, cell, &a) != 0) {
		snprintf(buf, len, "?");
		return;
	}
	snprintf(buf, len, "%c%d", 'a' + a.row, a.i + 1);
}

const struct ui_board_ops ui_board_hex = {
	.kind = GAME_BOARD_HEX,
	.layout = hex_layout,
	.smallest = hex_smallest,
	.draw = hex_draw,
	.hit = hex_hit,
	.place = hex_place,
	.step = hex_step,
	.name = hex_name,
};
