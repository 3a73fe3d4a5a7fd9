/* board_fit.c: the scale a board is drawn at, the roomiest that fits,
 * which every renderer asks for. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stddef.h>

#include "ui/board.h"

/*
 * Places a board at the roomiest of its scales at which it fits an area
 * (y, x, h, w): its cell's size and the area it takes, as high as it needs
 * and in the middle of the lines, from the area's left.  -1 if it does not
 * fit even at the smallest scale.
 */
int
ui_board_fit(struct ui_board *b, const struct ui_board_scale *scales,
    ui_board_need_fn *need, const struct game_view *v, int y, int x, int h,
    int w)
{
	const struct ui_board_scale	*sc;
	int				 need_h, need_w;

	for (sc = scales; sc->h != 0; sc++) {
		need(sc, v, h, &need_h, &need_w);
		if (need_h <= h && need_w <= w)
			break;
	}
	if (sc->h == 0)
		return (-1);
	b->cell_h = sc->h;
	b->cell_w = sc->w;
	b->h = need_h;
	b->w = need_w;
	b->y = y + (h - need_h) / 2;
	b->x = x;
	return (0);
}

/* The smallest of a renderer's scales: the last. */
const struct ui_board_scale *
ui_board_smallest_scale(const struct ui_board_scale *scales)
{
	while (scales[1].h != 0)
		scales++;
	return (scales);
}

/* The area a board takes at the smallest of its scales, taking no spare
 * lines. */
void
ui_board_smallest(const struct ui_board_scale *scales, ui_board_need_fn *need,
    const struct game_view *v, int *h, int *w)
{
	need(ui_board_smallest_scale(scales), v, 0, h, w);
}
