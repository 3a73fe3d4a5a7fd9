/* control.c: the per-game controllers, by game. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "ui/control.h"

/*
 * The controllers, a line each, by the game's name: each names the
 * operations its file (ui/control_GAME.c) defines, ui_control_GAME.  A
 * game without a controller is still playable: its moves are typed at
 * the move prompt.
 */
#define CONTROLS(line) \
	line(ataxx) \
	line(conflict) \
	line(conqueror) \
	line(cross) \
	line(hexxagon) \
	line(xtic)

#define CONTROL_DECLARE(game)	extern const struct ui_control_ops \
				    ui_control_##game;
#define CONTROL_LINE(game)	&ui_control_##game,

CONTROLS(CONTROL_DECLARE)

static const struct ui_control_ops *const ui_controls[] = {
	CONTROLS(CONTROL_LINE)
	NULL
};

/* The controller of a game, or NULL. */
const struct ui_control_ops *
ui_control_find(const char *game)
{
	int	 i;

	for (i = 0; ui_controls[i] != NULL; i++)
		if (strcmp(ui_controls[i]->game, game) == 0)
			return (ui_controls[i]);
	return (NULL);
}
