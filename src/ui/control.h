/* control.h: per-game controllers: from chosen cells to moves. */
#ifndef TABULA_UI_CONTROL_H
#define TABULA_UI_CONTROL_H

#include <stddef.h>

#include "game.h"
#include "match.h"
#include "ui/board.h"

/* A controller's state during a game. */
struct ui_control {
	const struct ui_control_ops	*ops;
	int				 selected;	/* a cell, or -1 */
};

/* What choosing a cell did. */
enum ui_choice {
	UI_CHOICE_MOVE,		/* a whole move is ready */
	UI_CHOICE_SELECT,	/* the selection changed */
	UI_CHOICE_REFUSED	/* nothing: *why says why */
};

struct ui_control_ops {
	const char	*game;
	/* A cell was chosen with Enter, space or a click. */
	enum ui_choice	 (*choose)(struct ui_control *, const struct match *,
			     const struct ui_board *, const struct game_view *,
			     int, char *, size_t, const char **);
	/* Marks the selection and where it may go. */
	void		 (*marks)(const struct ui_control *,
			     const struct match *, const struct ui_board *,
			     const struct game_view *, unsigned char *);
	/* Where the cursor starts for the player to move. */
	int		 (*start)(const struct match *,
			     const struct game_view *);
};

const struct ui_control_ops	*ui_control_find(const char *);

#endif
