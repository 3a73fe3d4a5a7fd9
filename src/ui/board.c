/* board.c: the board renderers, by kind of board. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stddef.h>

#include "ui/board.h"

extern const struct ui_board_ops ui_board_graph;
extern const struct ui_board_ops ui_board_hex;
extern const struct ui_board_ops ui_board_square;
extern const struct ui_board_ops ui_board_terrain;

static const struct ui_board_ops *const ui_boards[] = {
	&ui_board_graph,
	&ui_board_hex,
	&ui_board_square,
	&ui_board_terrain,
	NULL
};

/* The renderer for a kind of board, or NULL if there is none yet. */
const struct ui_board_ops *
ui_board_find(enum game_board kind)
{
	int	 i;

	for (i = 0; ui_boards[i] != NULL; i++)
		if (ui_boards[i]->kind == kind)
			return (ui_boards[i]);
	return (NULL);
}
