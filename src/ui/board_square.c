/*
 * board_square.c: the square-board renderer: a grid of cells with the
 * columns lettered and the rows numbered on every edge.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "ui/board.h"
#include "ui/curses.h"
#include "ui/screen.h"

#define SQUARE_LABEL	3	/* columns for the row numbers, each side */

/* Cell sizes from the roomiest down; the smallest fits 80x24. */
static const struct ui_board_scale square_scales[] = {
	{ 4, 8 }, { 3, 6 }, { 2, 4 }, { 0, 0 }
};

/* A game that draws its pieces as figures has them grow with the
 * terminal. */
static const struct ui_board_scale square_figure_scales[] = {
	{ 10, 20 }, { 8, 16 }, { 7, 14 }, { 6, 12 }, { 5, 10 }, { 4, 8 },
	{ 3, 6 }, { 2, 4 }, { 0, 0 }
};

/* The cell sizes for a board, from the roomiest down. */
static const struct ui_board_scale *
square_scales_of(const struct ui_board *b)
{
	return (b->piece != NULL ? square_figure_scales : square_scales);
}

/* The area a board needs at a scale, whatever the area's lines. */
static void
square_need(const struct ui_board_scale *sc, const struct game_view *v,
    int h, int *need_h, int *need_w)
{
	(void)h;
	*need_h = v->rows * sc->h + 3;
	*need_w = v->cols * sc->w + 1 + 2 * SQUARE_LABEL;
}

static int
square_layout(struct ui_board *b, const struct game_view *v, int y, int x,
    int h, int w)
{
	b->rows = v->rows;
	b->cols = v->cols;
	return (ui_board_fit(b, square_scales_of(b), square_need, v, y, x, h,
	    w));
}

static void
square_smallest(const struct ui_board *b, const struct game_view *v, int *h,
    int *w)
{
	ui_board_smallest(square_scales_of(b), square_need, v, h, w);
}

/* The screen position of a cell's top-left border corner. */
static void
square_corner(const struct ui_board *b, int cell, int *y, int *x)
{
	int	 row = b->rows - 1 - cell / b->cols, col = cell % b->cols;

	*y = b->y + 1 + row * b->cell_h;
	*x = b->x + SQUARE_LABEL + col * b->cell_w;
}

/* The character of the grid at a point on one of its lines, a
 * line-drawing one or ASCII. */
static chtype
square_grid_ch(const struct ui_board *b, int y, int x)
{
	int	 top = b->y + 1, left = b->x + SQUARE_LABEL;
	int	 bottom = top + b->rows * b->cell_h;
	int	 right = left + b->cols * b->cell_w;
	int	 on_row = (y - top) % b->cell_h == 0;
	int	 on_col = (x - left) % b->cell_w == 0;

	if (!screen_unicode())
		return (on_row && on_col ? '+' : on_row ? '-' : '|');
	if (!on_row || !on_col)
		return (on_row ? ACS_HLINE : ACS_VLINE);
	if (y == top)
		return (x == left ? ACS_ULCORNER : x == right ? ACS_URCORNER :
		    ACS_TTEE);
	if (y == bottom)
		return (x == left ? ACS_LLCORNER : x == right ? ACS_LRCORNER :
		    ACS_BTEE);
	return (x == left ? ACS_LTEE : x == right ? ACS_RTEE : ACS_PLUS);
}

/* Draws the grid lines, with line-drawing characters or in ASCII. */
static void
square_grid(const struct ui_board *b)
{
	int	 top = b->y + 1, left = b->x + SQUARE_LABEL;
	int	 bottom = top + b->rows * b->cell_h;
	int	 right = left + b->cols * b->cell_w;
	int	 y, x;

	attron(screen_attr(ROLE_DIM));
	for (y = top; y <= bottom; y++)
		for (x = left; x <= right; x++)
			if ((y - top) % b->cell_h == 0 ||
			    (x - left) % b->cell_w == 0)
				mvaddch(y, x, square_grid_ch(b, y, x));
	attroff(screen_attr(ROLE_DIM));
}

/* Writes the coordinates on the four edges. */
static void
square_labels(const struct ui_board *b)
{
	char	 label[16];
	int	 i, y, x;

	for (i = 0; i < b->cols; i++) {
		snprintf(label, sizeof label, "%c", 'a' + i);
		x = b->x + SQUARE_LABEL + i * b->cell_w + b->cell_w / 2;
		screen_text(b->y, x, ROLE_DIM, label, 1);
		screen_text(b->y + b->h - 1, x, ROLE_DIM, label, 1);
	}
	for (i = 0; i < b->rows; i++) {
		snprintf(label, sizeof label, "%2d", i + 1);
		y = b->y + 1 + (b->rows - 1 - i) * b->cell_h + b->cell_h / 2;
		screen_text(y, b->x, ROLE_DIM, label, 2);
		screen_text(y, b->x + b->w - SQUARE_LABEL + 1, ROLE_DIM,
		    label + (label[0] == ' '), 2);
	}
}

/* Draws what is in one cell: a piece, a block, a target or nothing. */
static void
square_cell(const struct ui_board *b, const struct game_cell *c, int cell,
    ui_marks marks, const char *glyphs)
{
	char		 glyph[8];
	const char	*g;
	int		 y, x, iy, ix, cy, cx, role, attr;

	square_corner(b, cell, &y, &x);
	cy = y + b->cell_h / 2;
	cx = x + b->cell_w / 2;

	if (c->owner >= 0) {
		role = ROLE_SEAT + c->owner;
		if ((g = screen_seat_glyph(c->owner)) == NULL) {
			snprintf(glyph, sizeof glyph, "%c",
			    glyphs[c->owner]);
			g = glyph;
		}
	} else if (c->flags & GAME_CELL_BLOCKED) {
		role = ROLE_BLOCKED;
		g = screen_unicode() ? "▒" : "#";
	} else if (marks & UI_MARK_HINT) {
		role = ROLE_HINT;
		g = "!";
	} else if (marks & UI_MARK_TARGET) {
		role = ROLE_TARGET;
		g = screen_unicode() ? "·" : ":";
	} else {
		role = ROLE_NORMAL;
		g = " ";
	}

	attr = screen_attr(role);
	if (c->flags & (GAME_CELL_CHANGED | GAME_CELL_MOVED))
		attr |= A_UNDERLINE;
	if (marks & UI_MARK_CURSOR)
		attr |= A_REVERSE;
	/* The cursor fills the inside of the cell, so it shows on empty ones. */
	if (marks & UI_MARK_CURSOR || c->flags & GAME_CELL_BLOCKED) {
		attron(marks & UI_MARK_CURSOR ? (int)A_REVERSE :
		    screen_attr(ROLE_BLOCKED));
		for (iy = y + 1; iy < y + b->cell_h; iy++)
			for (ix = x + 1; ix < x + b->cell_w; ix++)
				mvaddch(iy, ix, (c->flags & GAME_CELL_BLOCKED) &&
				    !screen_unicode() ? '#' : ' ');
		attroff(A_REVERSE | screen_attr(ROLE_BLOCKED));
	}
	move(cy, cx);
	attron(attr);
	addstr(g);
	attroff(attr);
	if (marks & UI_MARK_SELECTED) {
		attron(screen_attr(ROLE_MARK) | A_BOLD);
		mvaddch(cy, cx - 1, '[');
		mvaddch(cy, cx + 1, ']');
		attroff(screen_attr(ROLE_MARK) | A_BOLD);
	} else if (marks & UI_MARK_HINT && c->owner >= 0) {
		attron(screen_attr(ROLE_HINT) | A_BOLD);
		mvaddch(cy, cx - 1, '!');
		mvaddch(cy, cx + 1, '!');
		attroff(screen_attr(ROLE_HINT) | A_BOLD);
	} else if (c->flags & GAME_CELL_MOVED && b->cell_w >= 4) {
		attron(screen_attr(ROLE_MARK));
		mvaddch(cy, cx - 1, '>');
		mvaddch(cy, cx + 1, '<');
		attroff(screen_attr(ROLE_MARK));
	}
}

/*
 * Draws the border of a cell over the grid in an attribute: the cursor,
 * the last move, the squares that changed.  A figure fills its cell, so
 * these go around it.
 */
static void
square_frame(const struct ui_board *b, int cell, int attr)
{
	int	 y, x, i;

	square_corner(b, cell, &y, &x);
	attron(attr);
	for (i = 0; i <= b->cell_w; i++) {
		mvaddch(y, x + i, square_grid_ch(b, y, x + i));
		mvaddch(y + b->cell_h, x + i, square_grid_ch(b, y + b->cell_h,
		    x + i));
	}
	for (i = 1; i < b->cell_h; i++) {
		mvaddch(y + i, x, square_grid_ch(b, y + i, x));
		mvaddch(y + i, x + b->cell_w, square_grid_ch(b, y + i,
		    x + b->cell_w));
	}
	attroff(attr);
}

/*
 * Draws a cell of a board whose pieces are figures: the board's ground,
 * the game's figure on it, and the chosen square in brackets.
 */
static void
square_figure_cell(const struct ui_board *b, const struct game_cell *c,
    int cell, ui_marks marks)
{
	int	 y, x, iy, ix, ih = b->cell_h - 1, iw = b->cell_w - 1;

	square_corner(b, cell, &y, &x);
	attron(screen_attr(ROLE_BOARD));
	for (iy = y + 1; iy <= y + ih; iy++)
		for (ix = x + 1; ix <= x + iw; ix++)
			mvaddch(iy, ix, ' ');
	attroff(screen_attr(ROLE_BOARD));
	if (c->piece != 0)
		b->piece(c->piece, y + 1, x + 1, ih, iw);
	else if (marks & UI_MARK_HINT)
		screen_text(y + 1 + ih / 2, x + 1 + iw / 2, ROLE_HINT, "!", 1);
	else if (marks & UI_MARK_TARGET)
		screen_text(y + 1 + ih / 2, x + 1 + iw / 2, ROLE_TARGET,
		    screen_unicode() ? "·" : ":", 1);
	if (marks & UI_MARK_SELECTED && iw >= 3) {
		attron(screen_attr(ROLE_MARK) | A_BOLD);
		mvaddch(y + 1 + ih / 2, x + 1, '[');
		mvaddch(y + 1 + ih / 2, x + iw, ']');
		attroff(screen_attr(ROLE_MARK) | A_BOLD);
	} else if (marks & UI_MARK_HINT && c->piece != 0 && iw >= 3) {
		attron(screen_attr(ROLE_HINT) | A_BOLD);
		mvaddch(y + 1 + ih / 2, x + 1, '!');
		mvaddch(y + 1 + ih / 2, x + iw, '!');
		attroff(screen_attr(ROLE_HINT) | A_BOLD);
	}
}

/*
 * The frames of a board of figures, drawn after the cells: the squares
 * that changed, the last move's, and the cursor's on top.
 */
static void
square_figure_frames(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks)
{
	int	 cell, n = v->rows * v->cols;
	int	 mark = screen_colour() ? screen_attr(ROLE_MARK) : (int)A_BOLD;
	int	 changed = screen_colour() ? screen_attr(ROLE_ERROR) :
		    (int)A_BOLD;

	for (cell = 0; cell < n; cell++)
		if (v->cells[cell].flags & GAME_CELL_CHANGED)
			square_frame(b, cell, changed);
	for (cell = 0; cell < n; cell++)
		if (v->cells[cell].flags & GAME_CELL_MOVED &&
		    !(v->cells[cell].flags & GAME_CELL_CHANGED))
			square_frame(b, cell, mark);
	for (cell = 0; cell < n; cell++)
		if (marks[cell] & UI_MARK_CURSOR)
			square_frame(b, cell, A_REVERSE | A_BOLD);
}

static void
square_draw(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks, const char *glyphs)
{
	int	 cell;

	square_grid(b);
	square_labels(b);
	for (cell = 0; cell < v->rows * v->cols; cell++)
		if (b->piece != NULL)
			square_figure_cell(b, &v->cells[cell], cell,
			    marks[cell]);
		else
			square_cell(b, &v->cells[cell], cell, marks[cell],
			    glyphs);
	if (b->piece != NULL)
		square_figure_frames(b, v, marks);
}

/* The cell under a point of the screen, borders counting as the cell. */
static int
square_hit(const struct ui_board *b, int y, int x)
{
	int	 row, col;

	y -= b->y + 1;
	x -= b->x + SQUARE_LABEL;
	if (y < 0 || x < 0)
		return (-1);
	row = y / b->cell_h;
	col = x / b->cell_w;
	if (row >= b->rows || col >= b->cols)
		return (-1);
	return ((b->rows - 1 - row) * b->cols + col);
}

/* Where the terminal cursor rests on a cell: its middle. */
static void
square_place(const struct ui_board *b, int cell, int *y, int *x)
{
	square_corner(b, cell, y, x);
	*y += b->cell_h / 2;
	*x += b->cell_w / 2;
}

/* The cell one step away (dy up, dx right), or the same at an edge. */
static int
square_step(const struct ui_board *b, int cell, int dy, int dx)
{
	int	 row = cell / b->cols + dy, col = cell % b->cols + dx;

	if (row < 0 || row >= b->rows || col < 0 || col >= b->cols)
		return (cell);
	return (row * b->cols + col);
}

/* A cell's name: its column letter and row number, as in "c5". */
static void
square_name(const struct ui_board *b, int cell, char *buf, size_t len)
{
	snprintf(buf, len, "%c%d", 'a' + cell % b->cols, cell / b->cols + 1);
}

const struct ui_board_ops ui_board_square = {
	.kind = GAME_BOARD_SQUARE,
	.layout = square_layout,
	.smallest = square_smallest,
	.draw = square_draw,
	.hit = square_hit,
	.place = square_place,
	.step = square_step,
	.name = square_name,
};
