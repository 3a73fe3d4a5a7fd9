/* screen.h: the curses terminal: colours, glyphs, keys, mouse, text. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_SCREEN_H
#define TABULA_UI_SCREEN_H

#include <stddef.h>

/* What every screen fits; a game's screen may need less (screen_need). */
#define SCREEN_MIN_COLS		80
#define SCREEN_MIN_ROWS		24

/* Keys beyond curses's own. */
enum {
	SCREEN_KEY_NONE = -1,		/* nothing within the timeout */
	SCREEN_KEY_CLICK = 0x110000,	/* a mouse click: see screen_mouse */
	SCREEN_KEY_RIGHT_CLICK,
	SCREEN_KEY_WHEEL_UP,
	SCREEN_KEY_WHEEL_DOWN,
	SCREEN_KEY_DRAG,		/* the mouse moved, its left button
					   held: see screen_mouse_drag */
	SCREEN_KEY_RELEASE,		/* the left button let go */
	SCREEN_KEY_HANGUP,		/* the terminal went away */
	SCREEN_KEY_OTHER		/* the other descriptor has news */
};

/* What the screen looks like, as options and the terminal allow. */
enum screen_choice { SCREEN_AUTO, SCREEN_ON, SCREEN_OFF };

struct screen_settings {
	enum screen_choice	colour;
	enum screen_choice	unicode;
};

/* Roles text is drawn in; each has a colour pair and a monochrome look. */
enum screen_role {
	ROLE_NORMAL,
	ROLE_TITLE,
	ROLE_FOCUS,		/* the focused menu item or cell */
	ROLE_DIM,		/* coordinates, hints */
	ROLE_MARK,		/* the last move */
	ROLE_TARGET,		/* where the selected piece may go */
	ROLE_HINT,		/* the cells of the hint's move */
	ROLE_ERROR,
	ROLE_BLOCKED,
	ROLE_LAND,		/* grounds: terrain, */
	ROLE_WATER,
	ROLE_HIGH,
	ROLE_BASE,		/* and a home base */
	ROLE_BOARD,		/* the squares of a board whose pieces have
				   colours of their own, */
	ROLE_BLACK_PIECE,	/* its dark pieces */
	ROLE_BROWN_PIECE,	/* and its brown ones */
	ROLE_SEAT		/* then one role per seat */
};

void		 screen_start(const struct screen_settings *);
void		 screen_stop(void);
void		 screen_apply(const struct screen_settings *);
int		 screen_unicode(void);
int		 screen_colour(void);
void		 screen_need(int, int);
int		 screen_small(void);
void		 screen_draw_small(void);

int		 screen_key(int);
int		 screen_key_or(int, int);
void		 screen_mouse(int *, int *);
void		 screen_mouse_drag(int);

int		 screen_attr(int);
int		 screen_attr_on(int, int);
int		 screen_attr_solid(int);
const char	*screen_seat_glyph(int);
void		 screen_text(int, int, int, const char *, int);
int		 screen_width(const char *);
int		 screen_wrap(int, int, int, int, int, const char *);
int		 screen_wrap_lines(int, const char *);
const char	*screen_fit(const char *, int);
void		 screen_cursor(int, int);

#endif
