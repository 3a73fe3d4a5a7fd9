/* board.h: the board renderers: how each kind of board is drawn and hit. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_BOARD_H
#define TABULA_UI_BOARD_H

#include "game.h"

/* What the front end marks on cells, besides what the view says. */
typedef unsigned short	ui_marks;
#define UI_MARK_CURSOR		0x01
#define UI_MARK_SELECTED	0x02
#define UI_MARK_TARGET		0x04
#define UI_MARK_PATH		0x08	/* on the path being drawn: */
#define UI_MARK_STEP(n)		((n) << 4)	/* its step, 0 to 15 */
#define UI_MARK_STEP_OF(m)	(((m) >> 4) & 0xf)
#define UI_MARK_HINT		0x100	/* a cell the last hint's move touches */

/*
 * A board placed on the screen: its area and its scale.  A board larger
 * than its area shows a window of it, which follows the focused cell; a
 * renderer with a small form may show it whole on a small screen
 * instead, with fewer coordinates.
 */
struct ui_board {
	const struct ui_board_ops *ops;
	int		 y, x, h, w;	/* the area it takes */
	int		 cell_h, cell_w;	/* a cell with one border */
	int		 rows, cols;
	int		 focus;		/* the cell to keep in sight */
	int		 bottom, left;	/* the first row and column shown */
	int		 shown_rows, shown_cols;
	int		 clipped;	/* the board is larger than its area */
	int		 small;		/* in its small form */
	const char	*letters;	/* the game's pieces, or NULL */
	/* Draws a piece of the view (1 and up) in a box (y, x, h, w) of
	 * the screen, for a game whose pieces are figures of its own;
	 * NULL for pieces shown as seats' glyphs. */
	void		(*piece)(int, int, int, int, int);
};

struct ui_board_ops {
	enum game_board	 kind;
	/* Places the board in an area at the largest scale that fits;
	 * -1 if even the smallest does not. */
	int		(*layout)(struct ui_board *, const struct game_view *,
			    int, int, int, int);
	/* The area the whole board needs at the smallest scale; NULL for
	 * a renderer that shows a window of a board larger than its area. */
	void		(*smallest)(const struct ui_board *,
			    const struct game_view *, int *, int *);
	/* Optional: places the whole board in an area in its small form,
	 * for a small screen: from the area's top line, with coordinates
	 * on its top and left edges only; -1 if it does not fit whole. */
	int		(*layout_small)(struct ui_board *,
			    const struct game_view *, int, int, int, int);
	void		(*draw)(const struct ui_board *,
			    const struct game_view *, const ui_marks *,
			    const char *);
	int		(*hit)(const struct ui_board *, int, int);
	void		(*place)(const struct ui_board *, int, int *, int *);
	int		(*step)(const struct ui_board *, int, int, int);
	void		(*name)(const struct ui_board *, int, char *, size_t);
};

/*
 * A renderer's scale: the lines and columns of a cell with one border.  A
 * renderer lists its scales from the roomiest down, ending with { 0, 0 },
 * and says what area the board takes at one: given the lines of the area
 * it is to fit, for a renderer that takes spare lines where there are.
 */
struct ui_board_scale {
	int	 h, w;
};
typedef void	ui_board_need_fn(const struct ui_board_scale *,
		    const struct game_view *, int, int *, int *);

const struct ui_board_ops	*ui_board_find(enum game_board);
int	ui_board_fit(struct ui_board *, const struct ui_board_scale *,
	    ui_board_need_fn *, const struct game_view *, int, int, int, int);
const struct ui_board_scale	*ui_board_smallest_scale(
				    const struct ui_board_scale *);
void	ui_board_smallest(const struct ui_board_scale *, ui_board_need_fn *,
	    const struct game_view *, int *, int *);

#endif
