/* control.c: the per-game controllers, by game. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "ui/control.h"

extern const struct ui_control_ops ui_control_ataxx;
extern const struct ui_control_ops ui_control_conflict;
extern const struct ui_control_ops ui_control_conqueror;
extern const struct ui_control_ops ui_control_cross;
extern const struct ui_control_ops ui_control_hexxagon;
extern const struct ui_control_ops ui_control_xtic;

/*
 * A game without a controller is still playable: its moves are typed at
 * the move prompt.
 */
static const struct ui_control_ops *const ui_controls[] = {
	&ui_control_ataxx,
	&ui_control_conflict,
	&ui_control_conqueror,
	&ui_control_cross,
	&ui_control_hexxagon,
	&ui_control_xtic,
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
