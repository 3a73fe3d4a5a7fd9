/* control.h: per-game controllers: from chosen cells to moves. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
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
	int				 cursor;	/* where to put the
							   cursor, or -1 */
	void				*data;		/* the controller's own */
	char				 note[256];	/* for *why */
	int				 at_y, at_x;	/* where the panel wants
							   the terminal cursor,
							   or -1 */
	const char			*hint;		/* the hint's move, for
							   the panel to mark, or
							   "" (not NULL) */
};

/* What choosing a cell, or a key, did. */
enum ui_choice {
	UI_CHOICE_MOVE,		/* a whole move is ready */
	UI_CHOICE_SELECT,	/* the selection changed; *why may say how */
	UI_CHOICE_REFUSED,	/* nothing: *why says why */
	UI_CHOICE_NONE		/* a key the controller does not use */
};

/* How a cell was chosen. */
enum ui_how {
	UI_BY_KEY,		/* Enter or the space bar */
	UI_BY_MOUSE		/* a click */
};

/*
 * What a game's controller does.  choose, marks and start are needed; the
 * rest may be NULL.
 */
struct ui_control_ops {
	const char	*game;
	/* A cell was chosen with Enter, space or a click. */
	enum ui_choice	 (*choose)(struct ui_control *, const struct match *,
			     const struct ui_board *, const struct game_view *,
			     int, enum ui_how, char *, size_t, const char **);
	/* Marks the selection and where it may go. */
	void		 (*marks)(const struct ui_control *,
			     const struct match *, const struct ui_board *,
			     const struct game_view *, ui_marks *);
	/* Where the cursor starts for a seat: on its pieces, or at home. */
	int		 (*start)(const struct match *,
			     const struct game_view *, int);

	/* The controller's own state: made, let go of, and forgotten. */
	void		 (*open)(struct ui_control *);
	void		 (*close)(struct ui_control *);
	void		 (*reset)(struct ui_control *);
	/* A key at the board, before the game screen's own; the cell under
	 * the cursor is given. */
	enum ui_choice	 (*key)(struct ui_control *, const struct match *,
			     const struct ui_board *, const struct game_view *,
			     int, int, char *, size_t, const char **);
	/* Draws what the board does not show in the panel, from a line and
	 * in a width; returns the lines used. */
	int		 (*panel)(struct ui_control *, const struct match *,
			     int, int, int);
	/* The least room the panel needs: lines, and columns, which the
	 * game screen gives it beside the board's smallest scale. */
	int		 panel_h, panel_w;
	/* A click in the panel, at a line and column. */
	enum ui_choice	 (*click)(struct ui_control *, const struct match *,
			     int, int, char *, size_t, const char **);
	/* The status line's keys while the player here is to move, or NULL
	 * for the game screen's own. */
	const char	*(*keys)(const struct ui_control *,
			     const struct match *);
	/* Keys of those the line shows that the help also tells, in the
	 * order a line too long for the terminal may do without them
	 * (after s save and : type), or NULL. */
	const char	*spare;
	/* N_(): paragraphs on the game's own keys for the help, or NULL. */
	const char *const *help;
	/* Draws one of the game's pieces in a box, for a game whose pieces
	 * are figures rather than the seats' glyphs: see struct ui_board. */
	void		 (*piece)(int, int, int, int, int);
	/* A move in notation played for the player here without asking
	 * when it is their only legal one (a pass), or NULL. */
	const char	*forced;
	/* How the selected piece reaches a cell marked as a target, in words
	 * for the message line (", reachable with a clone"), or NULL. */
	const char	*(*reach)(const struct ui_control *,
			     const struct ui_board *, int);
	/* What the panel's focus is, in words, for the message line while
	 * the panel has the terminal cursor (at_y), or NULL. */
	const char	*(*say)(struct ui_control *, const struct match *);
	/* Shows on the view the move being chosen, before it is played. */
	void		 (*preview)(const struct ui_control *,
			     const struct match *, struct game_view *);
};

const struct ui_control_ops	*ui_control_find(const char *);

#endif
