/*
 * board_terrain.c: the terrain-board renderer: a map of land, water and
 * impassable squares, with bases, mines and pieces, the columns lettered
 * and the rows numbered.  A map larger than its area scrolls to keep the
 * focused cell in sight; on a small screen, the small form shows it whole
 * instead, a line and two columns a cell, numbered on the left and
 * lettered on top only.
 *
 * A cell shows two characters: a piece is its kind's letter and its
 * player's digit (C1), a base + and a mine * with the digit of the player
 * who holds them (x: nobody), so that players are told apart by symbol
 * and not by colour alone.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "notation.h"
#include "ui/board.h"
#include "ui/curses.h"
#include "ui/screen.h"

#define TERRAIN_LEFT	4	/* columns for the row numbers, left */
#define TERRAIN_RIGHT	3	/* and right */
#define TERRAIN_SHOWN	4	/* the least of the board worth showing */
#define TERRAIN_SMALL_LEFT 3	/* the small form's row numbers, up to 99 */
#define TERRAIN_SMALL_ROWS 99

/* Cell sizes from the roomiest down; both are about square. */
static const struct ui_board_scale terrain_scales[] = {
	{ 2, 4 }, { 1, 2 }, { 0, 0 }
};

/* Moves the window so that the focused cell is in it, a cell from its
 * edges where the board allows. */
static void
terrain_follow(struct ui_board *b)
{
	int	 row = b->focus / b->cols, col = b->focus % b->cols;

	if (b->focus < 0 || b->focus >= b->rows * b->cols)
		row = col = 0;
	if (col < b->left + 1)
		b->left = col - 1;
	if (col > b->left + b->shown_cols - 2)
		b->left = col - b->shown_cols + 2;
	if (row < b->bottom + 1)
		b->bottom = row - 1;
	if (row > b->bottom + b->shown_rows - 2)
		b->bottom = row - b->shown_rows + 2;
	if (b->left > b->cols - b->shown_cols)
		b->left = b->cols - b->shown_cols;
	if (b->left < 0)
		b->left = 0;
	if (b->bottom > b->rows - b->shown_rows)
		b->bottom = b->rows - b->shown_rows;
	if (b->bottom < 0)
		b->bottom = 0;
}

/* The columns left of the cells, where the row numbers are. */
static int
terrain_left(const struct ui_board *b)
{
	return (b->small ? TERRAIN_SMALL_LEFT : TERRAIN_LEFT);
}

/* The area the whole board needs at a scale, whatever the area's lines. */
static void
terrain_need(const struct ui_board_scale *sc, const struct game_view *v,
    int h, int *need_h, int *need_w)
{
	(void)h;
	*need_h = v->rows * sc->h + 2;
	*need_w = v->cols * sc->w + TERRAIN_LEFT + TERRAIN_RIGHT;
}

/*
 * Places the whole board at the largest scale that fits; if none does, as
 * much of it as the area holds at the smallest, a window that follows the
 * focused cell.
 */
static int
terrain_layout(struct ui_board *b, const struct game_view *v, int y, int x,
    int h, int w)
{
	const struct ui_board_scale	*sc;

	b->rows = v->rows;
	b->cols = v->cols;
	if (ui_board_fit(b, terrain_scales, terrain_need, v, y, x, h, w) != 0) {
		sc = ui_board_smallest_scale(terrain_scales);
		b->cell_h = sc->h;
		b->cell_w = sc->w;
	}
	b->small = 0;
	b->shown_rows = (h - 2) / b->cell_h;
	b->shown_cols = (w - TERRAIN_LEFT - TERRAIN_RIGHT) / b->cell_w;
	if (b->shown_rows > b->rows)
		b->shown_rows = b->rows;
	if (b->shown_cols > b->cols)
		b->shown_cols = b->cols;
	if (b->shown_rows < TERRAIN_SHOWN || b->shown_cols < TERRAIN_SHOWN)
		return (-1);
	b->clipped = b->shown_rows < b->rows || b->shown_cols < b->cols;
	b->h = b->shown_rows * b->cell_h + 2;
	b->w = b->shown_cols * b->cell_w + TERRAIN_LEFT + TERRAIN_RIGHT;
	b->y = y + (h - b->h) / 2;
	b->x = x;
	terrain_follow(b);
	return (0);
}

/*
 * The small form: the whole map, a line and the smallest scale's columns
 * a cell, with the letters above it and the numbers on its left, from the
 * area's top line.
 */
static int
terrain_layout_small(struct ui_board *b, const struct game_view *v, int y,
    int x, int h, int w)
{
	const struct ui_board_scale	*sc = ui_board_smallest_scale(
					    terrain_scales);

	b->rows = v->rows;
	b->cols = v->cols;
	b->cell_h = sc->h;
	b->cell_w = sc->w;
	b->h = v->rows * b->cell_h + 1;
	b->w = TERRAIN_SMALL_LEFT + v->cols * b->cell_w;
	if (v->rows > TERRAIN_SMALL_ROWS || b->h > h || b->w > w)
		return (-1);
	b->small = 1;
	b->clipped = 0;
	b->shown_rows = b->rows;
	b->shown_cols = b->cols;
	b->bottom = b->left = 0;
	b->y = y;
	b->x = x;
	return (0);
}

/* Whether a cell is in the window. */
static int
terrain_shown(const struct ui_board *b, int cell)
{
	int	 row = cell / b->cols, col = cell % b->cols;

	return (row >= b->bottom && row < b->bottom + b->shown_rows &&
	    col >= b->left && col < b->left + b->shown_cols);
}

/* The screen position of a cell's top-left corner. */
static void
terrain_corner(const struct ui_board *b, int cell, int *y, int *x)
{
	int	 row = cell / b->cols, col = cell % b->cols;

	*y = b->y + 1 + (b->bottom + b->shown_rows - 1 - row) * b->cell_h;
	*x = b->x + terrain_left(b) + (col - b->left) * b->cell_w;
}

/* The coordinates on the edges, and arrows where the map goes on; the
 * small form has them on the top and left edges only. */
static void
terrain_labels(const struct ui_board *b)
{
	char	 label[16];
	int	 i, y, x, n, top = b->y, foot = b->y + b->h - 1, free_x = 0;

	for (i = b->left; i < b->left + b->shown_cols; i++) {
		n = notation_column(i, label, sizeof label);
		x = b->x + terrain_left(b) + (i - b->left) * b->cell_w;
		/* Past z names have two letters: a name that would touch
		 * the one before it is left out (aa, ac, ... on small cells). */
		if (x < free_x)
			continue;
		free_x = x + n + 1;
		screen_text(top, x, ROLE_DIM, label, n);
		if (!b->small)
			screen_text(foot, x, ROLE_DIM, label, n);
	}
	for (i = b->bottom; i < b->bottom + b->shown_rows; i++) {
		y = b->y + 1 + (b->bottom + b->shown_rows - 1 - i) * b->cell_h;
		if (b->small) {
			snprintf(label, sizeof label, "%2d", i + 1);
			screen_text(y, b->x, ROLE_DIM, label, 2);
			continue;
		}
		snprintf(label, sizeof label, "%3d", i + 1);
		screen_text(y, b->x, ROLE_DIM, label, 3);
		screen_text(y, b->x + b->w - TERRAIN_RIGHT + 1, ROLE_DIM,
		    label + 1 + (label[1] == ' '), 2);
	}
	if (b->small)
		return;		/* whole: nothing goes on */
	if (b->left > 0) {
		screen_text(top, b->x + 1, ROLE_MARK, "<", 1);
		screen_text(foot, b->x + 1, ROLE_MARK, "<", 1);
	}
	if (b->left + b->shown_cols < b->cols) {
		screen_text(top, b->x + b->w - 2, ROLE_MARK, ">", 1);
		screen_text(foot, b->x + b->w - 2, ROLE_MARK, ">", 1);
	}
	if (b->bottom + b->shown_rows < b->rows)
		screen_text(top, b->x, ROLE_MARK, "^", 1);
	if (b->bottom > 0)
		screen_text(foot, b->x, ROLE_MARK, "v", 1);
}

/* The ground of a cell: its role and the character that fills it. */
static void
terrain_ground(const struct game_cell *c, int *role, const char **fill)
{
	int	 utf8 = screen_unicode();

	if (c->flags & GAME_CELL_BASE) {
		*role = ROLE_BASE;
		*fill = " ";
		return;
	}
	switch (c->terrain) {
	case GAME_TERRAIN_WATER:
		*role = ROLE_WATER;
		*fill = "~";
		break;
	case GAME_TERRAIN_HIGH:
		*role = ROLE_HIGH;
		*fill = utf8 ? "▲" : "^";
		break;
	default:
		*role = ROLE_LAND;
		*fill = utf8 ? "·" : ".";
		break;
	}
}

/* Fills a line of a cell with a character. */
static void
terrain_fill(int y, int x, int w, int attr, const char *fill)
{
	int	 i;

	attron(attr);
	for (i = 0; i < w; i++) {
		move(y, x + i);
		addstr(fill);
	}
	attroff(attr);
}

/* Writes two characters in the middle of a line of a cell. */
static void
terrain_mark(const struct ui_board *b, int y, int x, int attr,
    const char *mark)
{
	move(y, x + (b->cell_w - 2) / 2);
	attron(attr);
	addstr(mark);
	attroff(attr);
}

/*
 * Draws one cell.  The ground shows land, water or impassable by colour
 * and by its fill; a base or mine shows + or * with its keeper's digit, in
 * the keeper's colour; a piece is a solid block of its player's colour
 * with its letter and digit.  Squares a chosen piece can reach are its
 * ground turned over, with () on those that are free; the path being
 * drawn shows its steps' numbers; the cells of the hint's move show !!.
 */
static void
terrain_cell(const struct ui_board *b, const struct game_cell *c, int cell,
    ui_marks marks, const char *glyphs)
{
	char		 top[8], under[8];
	const char	*fill;
	int		 y, x, iy, ground, gattr, attr, uattr, who;

	terrain_corner(b, cell, &y, &x);
	terrain_ground(c, &ground, &fill);
	gattr = screen_attr(ground);
	top[0] = under[0] = '\0';
	attr = gattr;
	if (c->flags & (GAME_CELL_BASE | GAME_CELL_MINE)) {
		who = c->keeper;
		snprintf(under, sizeof under, "%c%c", c->flags &
		    GAME_CELL_BASE ? '+' : '*', who >= 0 ? glyphs[who] : 'x');
		/* A base is a grey square, a mine a dark pit. */
		attr = screen_attr_on(who >= 0 ? ROLE_SEAT + who : ROLE_NORMAL,
		    c->flags & GAME_CELL_BASE ? ROLE_BASE : ROLE_HIGH) | A_BOLD;
		if (c->flags & GAME_CELL_MINE) {
			gattr = attr;
			fill = " ";
		}
	}
	if (c->piece > 0 && c->owner >= 0 && b->letters != NULL) {
		snprintf(top, sizeof top, "%c%c", b->letters[c->piece - 1],
		    glyphs[c->owner]);
		/* The piece fills its cell; what it stands on shows below. */
		gattr = attr = screen_attr_solid(c->owner);
		fill = " ";
	} else {
		snprintf(top, sizeof top, "%s", under);
		under[0] = '\0';
	}
	if (marks & UI_MARK_PATH) {
		snprintf(top, sizeof top, "%d ", UI_MARK_STEP_OF(marks));
		gattr = attr = screen_attr(ROLE_MARK) | A_BOLD;
		fill = " ";
	} else if (marks & UI_MARK_TARGET) {
		/* In brackets, as on graph boards, and turned over: not told
		 * by reverse video alone. */
		if (top[0] == '\0')
			snprintf(top, sizeof top, "()");
		gattr ^= A_REVERSE;
		attr ^= A_REVERSE;
	}
	if (marks & UI_MARK_SELECTED) {
		gattr ^= A_REVERSE;
		attr ^= A_REVERSE;
	}
	uattr = -1;
	if (marks & UI_MARK_HINT && !(marks & UI_MARK_PATH)) {
		/* Marked !!, where the cell has room. */
		if (top[0] == '\0') {
			snprintf(top, sizeof top, "!!");
			attr = screen_attr(ROLE_HINT) | A_BOLD;
		} else if (under[0] == '\0' && b->cell_h > 1) {
			snprintf(under, sizeof under, "!!");
			uattr = screen_attr(ROLE_HINT) | A_BOLD;
		} else
			attr ^= A_REVERSE;
	}
	if (c->flags & (GAME_CELL_CHANGED | GAME_CELL_MOVED)) {
		/* The last move's path: underlined, its end bold too. */
		attr |= A_UNDERLINE;
		gattr |= A_UNDERLINE;
	}
	if (marks & UI_MARK_CURSOR) {
		gattr ^= A_REVERSE;
		attr ^= A_REVERSE;
	}

	for (iy = y; iy < y + b->cell_h; iy++)
		terrain_fill(iy, x, b->cell_w, gattr, fill);
	if (top[0] != '\0')
		terrain_mark(b, y, x, attr, top);
	if (under[0] != '\0' && b->cell_h > 1)
		terrain_mark(b, y + 1, x, uattr != -1 ? uattr : (int)(gattr | A_DIM),
		    under);
}

static void
terrain_draw(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks, const char *glyphs)
{
	int	 cell;

	terrain_labels(b);
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (terrain_shown(b, cell))
			terrain_cell(b, &v->cells[cell], cell, marks[cell],
			    glyphs);
}

/* The cell under a point of the screen, or -1. */
static int
terrain_hit(const struct ui_board *b, int y, int x)
{
	int	 row, col;

	y -= b->y + 1;
	x -= b->x + terrain_left(b);
	if (y < 0 || x < 0)
		return (-1);
	row = y / b->cell_h;
	col = x / b->cell_w;
	if (row >= b->shown_rows || col >= b->shown_cols)
		return (-1);
	return ((b->bottom + b->shown_rows - 1 - row) * b->cols + b->left +
	    col);
}

/* Where the terminal cursor rests on a cell: its mark. */
static void
terrain_place(const struct ui_board *b, int cell, int *y, int *x)
{
	if (!terrain_shown(b, cell)) {
		*y = *x = -1;
		return;
	}
	terrain_corner(b, cell, y, x);
	*x += (b->cell_w - 2) / 2;
}

/* The cell one step away (dy up, dx right), or the same at an edge. */
static int
terrain_step(const struct ui_board *b, int cell, int dy, int dx)
{
	int	 row = cell / b->cols + dy, col = cell % b->cols + dx;

	if (row < 0 || row >= b->rows || col < 0 || col >= b->cols)
		return (cell);
	return (row * b->cols + col);
}

/* A cell's name: its column's letters and row number, as "c12", "ab3". */
static void
terrain_name(const struct ui_board *b, int cell, char *buf, size_t len)
{
	char	 col[NOTATION_COLUMN_LETTERS + 1];

	notation_column(cell % b->cols, col, sizeof col);
	snprintf(buf, len, "%s%d", col, cell / b->cols + 1);
}

const struct ui_board_ops ui_board_terrain = {
	.kind = GAME_BOARD_TERRAIN,
	.layout = terrain_layout,
	.layout_small = terrain_layout_small,
	.draw = terrain_draw,
	.hit = terrain_hit,
	.place = terrain_place,
	.step = terrain_step,
	.name = terrain_name,
};
