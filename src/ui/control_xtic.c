/*
 * control_xtic.c: Xtic by the board and the pool.  Choose the square for
 * the piece in hand on the board, then the piece to give in the pool of
 * the panel; with the mouse, either first.  The first turn only gives.
 * Pieces are figures: round or square glyphs, solid or hollow, in a row
 * (horizontal) or a column (vertical), black or brown.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game.h"
#include "i18n.h"
#include "narrate.h"
#include "ui/control.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "xmalloc.h"

#define XC_PIECES	16
#define XC_SIDE		4	/* squares along a side of the board */
#define XC_NONE		(-1)
#define XC_POOL_COLS	8	/* the pool's pieces, a row per colour */
#define XC_POOL_ROWS	2
#define XC_ROOMY_LINES	32	/* a screen this high has roomier pieces */
/* The panel at its most compact: the hand, the pool and the legend, whose
 * widest line in English is "No piece in hand: the game is over." */
#define XC_PANEL_H	(2 + XC_POOL_ROWS * 3 + 3)
#define XC_PANEL_W	35

/* A piece's properties, numbered from 0 as the game's piece codes are:
 * BHSR 0, NHSR 1, BVSR 2 ... NVOQ 15. */
#define XC_BROWN(p)	((p) & 1)
#define XC_VERTICAL(p)	((p) >> 1 & 1)
#define XC_HOLLOW(p)	((p) >> 2 & 1)
#define XC_SQUARE(p)	((p) >> 3 & 1)

struct xc {
	int		 square;	/* chosen for the piece in hand, or
					   -1 */
	int		 confirm;	/* chosen, and ending the game there:
					   to be chosen again to play, or -1 */
	int		 gift;		/* chosen by a click before a square,
					   or -1 */
	int		 focus;		/* the pool's cursor, a piece */
	unsigned int	 empty;		/* the squares without a piece, as
					   last drawn */

	/* Where the pool's pieces were drawn, for clicks: h 0 if not. */
	struct {
		int	 y, x, h, w;
	}		 slots[XC_PIECES];
};

/* What the controller reads of the game through the game table: the
 * piece in hand and the pool, pieces numbered from 0. */
struct xc_game {
	int		 hand;		/* XC_NONE before the first gift */
	unsigned int	 pool;		/* a bit per piece left to give */
};

/* Reads the piece in hand and the pool. */
static const struct xc_game *
xc_read(const struct match *m, struct xc_game *p)
{
	struct game_stock	 stocks[GAME_STOCKS_MAX];
	int			 i, n;

	p->hand = match_game(m)->hand(match_state(m)) - 1;
	p->pool = 0;
	n = match_game(m)->stocks(match_state(m), stocks);
	for (i = 0; i < n; i++)
		if (stocks[i].count > 0)
			p->pool |= 1U << (stocks[i].piece - 1);
	return (p);
}

/* A piece's code, as in BHSR, from the game's line in the table: the
 * board's hook that draws a piece is not given the match. */
static const char *
xc_code(int piece)
{
	return (game_find("xtic")->piece_codes[piece]);
}

/* A square's name, as in a1. */
static void
xc_square(int sq, char *buf, size_t len)
{
	snprintf(buf, len, "%c%d", 'a' + sq % XC_SIDE, sq / XC_SIDE + 1);
}

static void
xc_open(struct ui_control *k)
{
	struct xc	*xc;

	xc = xcalloc(1, sizeof *xc);
	xc->square = xc->confirm = xc->gift = -1;
	k->data = xc;
}

static void
xc_close(struct ui_control *k)
{
	free(k->data);
	k->data = NULL;
}

static void
xc_reset(struct ui_control *k)
{
	struct xc	*xc = k->data;

	xc->square = xc->confirm = xc->gift = -1;
	k->selected = -1;
}

/* Whether the turn is a gift now: the first turn, or a square chosen. */
static int
xc_giving(const struct xc *xc, const struct xc_game *p)
{
	return (p->hand == XC_NONE || xc->square >= 0);
}

/* The glyph of a piece's shape and fill. */
static const char *
xc_glyph(int piece)
{
	static const char *const unicode[4] = { "●", "○", "■", "□" };
	/* In ASCII, not a letter of the codes under the pieces. */
	static const char *const ascii[4] = { "@", "O", "#", "=" };
	int			 i = XC_HOLLOW(piece) | XC_SQUARE(piece) << 1;

	return (screen_unicode() ? unicode[i] : ascii[i]);
}

/* How a piece's colour is drawn: on the board's ground in colour, and
 * black in reverse video without. */
static int
xc_attr(int piece)
{
	return (screen_attr_on(XC_BROWN(piece) ? ROLE_BROWN_PIECE :
	    ROLE_BLACK_PIECE, ROLE_BOARD));
}

/*
 * The size of a figure, in glyphs, for a number of rows: a column for a
 * vertical piece, a row for a horizontal one, and thicker in a large box.
 */
static void
xc_figure_size(int piece, int rows, int w, int *fr, int *fc)
{
	if (rows >= 6 && w >= 12) {
		*fr = XC_VERTICAL(piece) ? 5 : 2;
		*fc = XC_VERTICAL(piece) ? 2 : 8;
	} else if (rows >= 3) {
		*fr = XC_VERTICAL(piece) ? 3 : 1;
		*fc = XC_VERTICAL(piece) ? 1 : w >= 5 ? 5 : 3;
	} else {
		*fr = XC_VERTICAL(piece) ? (rows >= 2 ? 2 : 1) : 1;
		*fc = XC_VERTICAL(piece) ? 1 : w >= 7 ? 5 : 3;
	}
	if (*fc > w)
		*fc = w;
}

/*
 * Draws a piece in a box: its figure in the middle and, where there is
 * room, its code under it.  The rows a vertical piece takes are kept for
 * every piece, so that codes line up.
 */
static void
xc_piece_box(int piece, int y, int x, int h, int w)
{
	const char	*glyph = xc_glyph(piece);
	int		 attr = xc_attr(piece), code_row, gap, rows, tall;
	int		 fr, fc, top, iy, ix;

	attron(attr);
	for (iy = y; iy < y + h; iy++)
		for (ix = x; ix < x + w; ix++)
			mvaddch(iy, ix, ' ');
	code_row = h >= 3 && w >= 4;
	gap = h >= 6;		/* a line between figure and code */
	rows = h - code_row - gap;
	xc_figure_size(piece | 2, rows, w, &tall, &fc);
	xc_figure_size(piece, rows, w, &fr, &fc);
	top = y + (h - tall - gap - code_row) / 2;
	for (iy = 0; iy < fr; iy++) {
		move(top + (tall - fr + 1) / 2 + iy, x + (w - fc) / 2);
		for (ix = 0; ix < fc; ix++)
			addstr(glyph);
	}
	if (code_row)
		mvaddstr(top + tall + gap, x + (w - 4) / 2, xc_code(piece));
	attroff(attr);
}

/* The board's hook: a piece of the view is its number plus one. */
static void
xc_piece(int piece, int y, int x, int h, int w)
{
	xc_piece_box(piece - 1, y, x, h, w);
}

/* Writes a move in notation: the square (or none) and the gift (or
 * none), as in b3 NHSQ. */
static void
xc_event(int square, int gift, char *move, size_t len)
{
	char	 sq[16];

	sq[0] = '\0';
	if (square != XC_NONE)
		xc_square(square, sq, sizeof sq);
	snprintf(move, len, "%s%s%s", sq, square != XC_NONE &&
	    gift != XC_NONE ? " " : "", gift != XC_NONE ? xc_code(gift) : "");
}

/* Plays a move: the square (or none) and the gift (or none). */
static enum ui_choice
xc_move(struct ui_control *k, int square, int gift, char *move, size_t len)
{
	xc_event(square, gift, move, len);
	xc_reset(k);
	return (UI_CHOICE_MOVE);
}

/* Where a piece sits in the pool: a row per colour, then in order. */
static int
xc_slot(int piece)
{
	return (XC_BROWN(piece) * XC_POOL_COLS + (piece >> 1));
}

static int
xc_slot_piece(int slot)
{
	return ((slot % XC_POOL_COLS) << 1 | slot / XC_POOL_COLS);
}

/* The first piece still in the pool from a slot on, forward (step 1) or
 * back (-1), round the end; -1 if the pool is empty. */
static int
xc_pool_next(const struct xc_game *p, int slot, int step)
{
	int	 i, piece;

	for (i = 0; i < XC_PIECES; i++) {
		piece = xc_slot_piece(((slot + step * i) % XC_PIECES +
		    XC_PIECES) % XC_PIECES);
		if (p->pool & 1U << piece)
			return (piece);
	}
	return (-1);
}

/* Keeps the pool's cursor on a piece that is in the pool. */
static void
xc_focus_fix(struct xc *xc, const struct xc_game *p)
{
	int	 piece;

	if (xc->focus >= 0 && xc->focus < XC_PIECES &&
	    p->pool & 1U << xc->focus)
		return;
	piece = xc_pool_next(p, xc->focus >= 0 && xc->focus < XC_PIECES ?
	    xc_slot(xc->focus) : 0, 1);
	if (piece >= 0)
		xc->focus = piece;
}

/*
 * Moves the pool's cursor by slots: along its row (dx), or to the other
 * row (dy), to the nearest piece still in the pool.
 */
static void
xc_focus_step(struct xc *xc, const struct xc_game *p, int dy, int dx)
{
	int	 slot = xc_slot(xc->focus), row = slot / XC_POOL_COLS;
	int	 col = slot % XC_POOL_COLS, d, c, piece;

	if (dx != 0) {
		for (c = col + dx; c >= 0 && c < XC_POOL_COLS; c += dx) {
			piece = xc_slot_piece(row * XC_POOL_COLS + c);
			if (p->pool & 1U << piece) {
				xc->focus = piece;
				return;
			}
		}
		return;
	}
	row += dy;
	if (row < 0 || row >= XC_POOL_ROWS)
		return;
	/* The nearest column, the right one first at a tie. */
	for (d = 0; d < 2 * XC_POOL_COLS; d++) {
		c = col + (d % 2 ? 1 : -1) * ((d + 1) / 2);
		if (c < 0 || c >= XC_POOL_COLS)
			continue;
		piece = xc_slot_piece(row * XC_POOL_COLS + c);
		if (p->pool & 1U << piece) {
			xc->focus = piece;
			return;
		}
	}
}

/* Says what to do now that a square is chosen for the piece in hand. */
static const char *
xc_say_give(struct ui_control *k, const struct xc_game *p)
{
	struct xc	*xc = k->data;
	char		 sq[16];

	xc_square(xc->square, sq, sizeof sq);
	snprintf(k->note, sizeof k->note, _("%s goes on %s.  Now choose the "
	    "piece to give: arrows and Enter, or a click."), xc_code(p->hand),
	    sq);
	return (k->note);
}

/*
 * A square chosen for the piece in hand.  Whether it is free, and whether
 * it ends the game, and how, is asked of the game by trying the placement
 * with a gift from the pool, which a placement that ends the game leaves
 * out.
 */
static enum ui_choice
xc_place(struct ui_control *k, const struct match *m, int sq, char *move,
    size_t len, const char **why)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;
	struct game_result	 r;
	char			 name[16], event[GAME_EVENT_MAX];
	int			 turn = match_turn(m), ends;

	xc_event(sq, xc_pool_next(p, 0, 1), event, sizeof event);
	if ((ends = game_try(match_game(m), match_state(m), turn, event,
	    &r)) < 0) {
		*why = game_error_text(match_game(m), -ends);
		return (UI_CHOICE_REFUSED);
	}
	if (ends) {
		/* A draw, or a line that wins: nothing to ask. */
		if (xc->confirm == sq || r.winners == 0 ||
		    r.winners & 1U << turn)
			return (xc_move(k, sq, XC_NONE, move, len));
		xc->confirm = sq;
		xc->square = -1;
		k->selected = sq;
		xc_square(sq, name, sizeof name);
		snprintf(k->note, sizeof k->note, _("%s on %s completes a line "
		    "and loses.  Choose it again to play it anyway."),
		    xc_code(p->hand), name);
		*why = k->note;
		return (UI_CHOICE_REFUSED);
	}
	if (xc->gift >= 0 && (p->pool & 1U << xc->gift))
		return (xc_move(k, sq, xc->gift, move, len));
	xc->square = sq;
	xc->confirm = -1;
	k->selected = sq;
	xc_focus_fix(xc, p);
	*why = xc_say_give(k, p);
	return (UI_CHOICE_SELECT);
}

static enum ui_choice
xc_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;

	(void)b;
	(void)v;
	(void)how;
	if (p->hand == XC_NONE) {
		*why = _("There is no piece to place yet: choose the piece to "
		    "give in the pool, with the arrows and Enter or a click.");
		return (UI_CHOICE_REFUSED);
	}
	/* The chosen square again: chosen no more. */
	if (xc->square == cell) {
		xc->square = -1;
		k->selected = -1;
		*why = "";
		return (UI_CHOICE_SELECT);
	}
	return (xc_place(k, m, cell, move, len, why));
}

static void
xc_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;
	int			 cell;

	(void)b;
	xc->empty = 0;
	for (cell = 0; cell < v->rows * v->cols && cell < XC_PIECES; cell++)
		if (v->cells[cell].piece == 0)
			xc->empty |= 1U << cell;
	if (xc->square >= 0)
		marks[xc->square] |= UI_MARK_SELECTED;
	if (xc->confirm >= 0)
		marks[xc->confirm] |= UI_MARK_SELECTED;
	/* The pool has the focus: the board shows no cursor. */
	if (xc_giving(xc, p))
		for (cell = 0; cell < v->rows * v->cols; cell++)
			marks[cell] &= ~UI_MARK_CURSOR;
}

/* The piece in hand shows on the square chosen for it. */
static void
xc_preview(const struct ui_control *k, const struct match *m,
    struct game_view *v)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	const struct xc		*xc = k->data;
	int			 sq = xc->square >= 0 ? xc->square : xc->confirm;

	if (sq >= 0 && p->hand != XC_NONE && v->cells[sq].piece == 0)
		v->cells[sq].piece = p->hand + 1;
}

/* The cursor starts on the first empty square from the top left. */
static int
xc_start(const struct match *m, const struct game_view *v, int seat)
{
	int	 row, col;

	(void)m;
	(void)seat;
	for (row = v->rows - 1; row >= 0; row--)
		for (col = 0; col < v->cols; col++)
			if (v->cells[row * v->cols + col].piece == 0)
				return (row * v->cols + col);
	return (0);
}

/*
 * Why a piece that is not in the pool cannot be given, in the game's
 * words: it is tried as a gift with the square chosen, or with any free
 * one before a square is.
 */
static const char *
xc_gone(const struct ui_control *k, const struct match *m,
    const struct xc_game *p, int piece)
{
	const struct xc	*xc = k->data;
	char		 event[GAME_EVENT_MAX];
	int		 sq = XC_NONE, error;

	if (p->hand != XC_NONE)
		sq = xc->square >= 0 ? xc->square : xc->empty != 0 ?
		    __builtin_ctz(xc->empty) : 0;
	xc_event(sq, piece, event, sizeof event);
	error = -game_try(match_game(m), match_state(m), match_turn(m), event,
	    NULL);
	return (game_error_text(match_game(m), error));
}

/* Gives the piece under the pool's cursor, with the chosen square. */
static enum ui_choice
xc_give(struct ui_control *k, const struct match *m, int piece, char *move,
    size_t len, const char **why)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;

	if (piece < 0 || !(p->pool & 1U << piece)) {
		*why = xc_gone(k, m, p, piece < 0 ? 0 : piece);
		return (UI_CHOICE_REFUSED);
	}
	return (xc_move(k, p->hand == XC_NONE ? XC_NONE : xc->square,
	    piece, move, len));
}

/* Says which piece the pool's cursor is on. */
static const char *
xc_say_focus(struct ui_control *k, const struct match *m)
{
	struct xc	*xc = k->data;
	char		 words[128];

	if (xc->focus < 0)
		return ("");
	match_game(m)->piece_words(xc->focus + 1, words, sizeof words);
	snprintf(k->note, sizeof k->note, _("Give %s (%s)?"),
	    xc_code(xc->focus), words);
	return (k->note);
}

static enum ui_choice
xc_key(struct ui_control *k, const struct match *m, const struct ui_board *b,
    const struct game_view *v, int key, int cursor, char *move, size_t len,
    const char **why)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;

	(void)b;
	(void)v;
	(void)cursor;
	if (!xc_giving(xc, p)) {
		/* Escape lets go of a gift or a square to confirm. */
		if ((key == 27 || key == KEY_BACKSPACE || key == 127 ||
		    key == 8) && (xc->gift >= 0 || xc->confirm >= 0)) {
			xc_reset(k);
			*why = "";
			return (UI_CHOICE_SELECT);
		}
		return (UI_CHOICE_NONE);
	}
	xc_focus_fix(xc, p);
	switch (key) {
	case KEY_LEFT: case 'h':
		xc_focus_step(xc, p, 0, -1);
		break;
	case KEY_RIGHT: case 'l':
		xc_focus_step(xc, p, 0, 1);
		break;
	case KEY_UP: case 'k':
		xc_focus_step(xc, p, -1, 0);
		break;
	case KEY_DOWN: case 'j':
		xc_focus_step(xc, p, 1, 0);
		break;
	case '\t':
		xc->focus = xc_pool_next(p, xc_slot(xc->focus) + 1, 1);
		break;
	case KEY_BTAB:
		xc->focus = xc_pool_next(p, xc_slot(xc->focus) - 1, -1);
		break;
	case KEY_HOME:
		xc->focus = xc_pool_next(p, 0, 1);
		break;
	case KEY_END:
		xc->focus = xc_pool_next(p, XC_PIECES - 1, -1);
		break;
	case '\r': case '\n': case KEY_ENTER: case ' ':
		return (xc_give(k, m, xc->focus, move, len, why));
	case 27: case KEY_BACKSPACE: case 127: case 8:
		if (xc->square < 0)
			return (UI_CHOICE_NONE);
		k->cursor = xc->square;
		xc_reset(k);
		*why = "";
		return (UI_CHOICE_SELECT);
	default:
		return (UI_CHOICE_NONE);
	}
	*why = xc_say_focus(k, m);
	return (UI_CHOICE_SELECT);
}

/* Marks on each side of a box, in h of its lines: brackets for the
 * pool's cursor or its gift, ! for the piece a hint gives. */
static void
xc_side_marks(int y, int x, int h, int w, int left, int right)
{
	int	 attr = screen_attr(ROLE_MARK) | A_BOLD, i;

	attron(attr);
	for (i = 0; i < h; i++) {
		mvaddch(y + i, x - 1, left);
		mvaddch(y + i, x + w, right);
	}
	attroff(attr);
}

/* The piece a hint's move gives (its last word), or -1. */
static int
xc_hint_piece(const struct ui_control *k)
{
	const char	*code;
	int		 piece;

	if (k->hint == NULL || *k->hint == '\0')
		return (-1);
	code = strrchr(k->hint, ' ') != NULL ? strrchr(k->hint, ' ') + 1 :
	    k->hint;
	for (piece = 0; piece < XC_PIECES; piece++)
		if (strcasecmp(code, xc_code(piece)) == 0)
			return (piece);
	return (-1);
}

/* Who places the piece in hand, and what it is; returns the lines used. */
static int
xc_draw_hand(const struct match *m, int y, int x, int w, int roomy)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	char			 text[256], words[128], who[SEAT_NAME_MAX + 64];
	int			 th = roomy ? 4 : 2, tw = roomy ? 5 : 3;
	int			 turn = match_turn(m);

	if (turn == GAME_TURN_OVER) {
		screen_text(y, x, ROLE_TITLE, _("No piece in hand: the game is "
		    "over."), w);
		return (2);
	}
	narrate_seat(m, turn, who, sizeof who);
	if (p->hand == XC_NONE) {
		if (turn == match_you(m))
			snprintf(text, sizeof text, "%s",
			    _("You give the first piece."));
		else
			snprintf(text, sizeof text, _("%s gives the first "
			    "piece."), who);
		screen_text(y, x, ROLE_TITLE, text, w);
		return (2);
	}
	xc_piece_box(p->hand, y, x, th, tw);
	if (turn == match_you(m))
		snprintf(text, sizeof text, _("You place %s"),
		    xc_code(p->hand));
	else
		snprintf(text, sizeof text, _("%s places %s"), who,
		    xc_code(p->hand));
	screen_text(y, x + tw + 1, ROLE_TITLE, text, w - tw - 1);
	match_game(m)->piece_words(p->hand + 1, words, sizeof words);
	screen_wrap(y + 1, x + tw + 1, w - tw - 1, th - 1, ROLE_NORMAL, words);
	return (th);
}

/*
 * The pieces left to give: a row of black and a row of brown ones, each
 * piece in its own place, so that the pool does not shift as it empties.
 * Returns the lines used.
 */
static int
xc_draw_pool(struct ui_control *k, const struct match *m, int y, int x,
    int w, int roomy)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;
	int			 th = roomy ? 4 : 2, tw = roomy ? 4 : 3;
	int			 slot, piece, sy, sx, mine, turn = match_turn(m);
	int			 words, chosen, hinted = xc_hint_piece(k);
	char			 label[64];

	mine = turn >= 0 && match_is_here(m, turn) && xc_giving(xc, p);
	screen_text(y, x, ROLE_TITLE, _("Pieces to give"), w);
	y++;
	if (mine)
		xc_focus_fix(xc, p);
	for (slot = 0; slot < XC_PIECES; slot++) {
		piece = xc_slot_piece(slot);
		sy = y + slot / XC_POOL_COLS * (th + 1);
		sx = x + 1 + slot % XC_POOL_COLS * (tw + 1);
		xc->slots[piece].y = sy;
		xc->slots[piece].x = sx;
		xc->slots[piece].h = th;
		xc->slots[piece].w = tw;
		if (!(p->pool & 1U << piece)) {
			screen_text(sy + th / 2, sx + tw / 2, ROLE_DIM,
			    screen_unicode() ? "·" : ".", 1);
			continue;
		}
		xc_piece_box(piece, sy, sx, th, tw);
		if (mine && piece == xc->focus) {
			k->at_y = sy + th / 2;
			k->at_x = sx + tw / 2;
		}
	}
	/* The marks after the pieces, a column shared between two boxes
	 * going to the cursor's brackets: the hint's piece has ! on its
	 * sides, on its last line only when it has the brackets too. */
	for (piece = 0; piece < XC_PIECES; piece++) {
		if (!(p->pool & 1U << piece))
			continue;
		chosen = (mine && piece == xc->focus) || piece == xc->gift;
		if (piece == hinted)
			xc_side_marks(chosen ? xc->slots[piece].y + th - 1 :
			    xc->slots[piece].y, xc->slots[piece].x,
			    chosen ? 1 : th, tw, '!', '!');
	}
	for (piece = 0; piece < XC_PIECES; piece++)
		if ((p->pool & 1U << piece) && ((mine && piece == xc->focus) ||
		    piece == xc->gift))
			xc_side_marks(xc->slots[piece].y, xc->slots[piece].x,
			    piece == hinted ? th - 1 : th, tw, '[', ']');
	/* Each row's colour beside it, in a word where there is room, else
	 * its code letter: the colour is not told by colour alone.  Roomy
	 * pieces have their codes under them. */
	sx = x + 1 + XC_POOL_COLS * (tw + 1);
	words = screen_width(_("black")) <= x + w - sx &&
	    screen_width(_("brown")) <= x + w - sx;
	for (slot = 0; !roomy && sx < x + w && slot < XC_PIECES;
	    slot += XC_POOL_COLS) {
		piece = xc_slot_piece(slot);
		snprintf(label, sizeof label, "%s", !words ? xc_code(piece) :
		    XC_BROWN(piece) ? _("brown") : _("black"));
		if (!words)
			label[1] = '\0';
		sy = y + slot / XC_POOL_COLS * (th + 1) + th - 1;
		screen_text(sy, sx, ROLE_DIM, label, x + w - sx);
	}
	return (1 + XC_POOL_ROWS * (th + 1) - 1);
}

/*
 * What the figures mean, in three lines: shape, fill and colour in two
 * columns (in ASCII, the glyphs in pairs, so that each of the four is
 * told; each colour with its letter in the codes), and the two forms
 * drawn.  Returns the lines used.
 */
static int
xc_draw_legend(int y, int x, int w)
{
	const char	*words[3][2] = {
		{ _("round"), _("square") },
		{ _("solid"), _("hollow") },
		{ _("black"), _("brown") },
	};
	const char	*pairs[2][2];
	char		 text[128];
	int		 col[3], i, j, cw;

	/* The glyphs by their properties: round solid, round hollow... */
	if (screen_unicode()) {
		pairs[0][0] = "●○";
		pairs[0][1] = "■□";
		pairs[1][0] = "●■";
		pairs[1][1] = "○□";
	} else {
		pairs[0][0] = "@O";
		pairs[0][1] = "#=";
		pairs[1][0] = "@#";
		pairs[1][1] = "O=";
	}
	col[0] = x;
	for (j = 0; j < 2; j++) {
		cw = 0;
		for (i = 0; i < 3; i++)
			if (screen_width(words[i][j]) + 3 > cw)
				cw = screen_width(words[i][j]) + 3;
		col[j + 1] = col[j] + cw + 2;
	}
	for (i = 0; i < 2; i++)
		for (j = 0; j < 2; j++) {
			snprintf(text, sizeof text, "%s %s", pairs[i][j],
			    words[i][j]);
			screen_text(y + i, col[j], ROLE_DIM, text,
			    x + w - col[j]);
		}
	for (j = 0; j < 2; j++) {
		/* Each colour's letter and name in that colour, as a piece
		 * of it looks: without colour, black in reverse video. */
		snprintf(text, sizeof text, "%c %s ", xc_code(j)[0],
		    words[2][j]);
		if (screen_width(text) > x + w - col[j])
			continue;
		attron(xc_attr(j));
		mvaddstr(y + 2, col[j], text);
		attroff(xc_attr(j));
	}
	if (col[2] + 3 >= x + w)
		return (3);
	for (i = 0; i < 3; i++)
		screen_text(y, col[2] + i, ROLE_DIM, xc_glyph(0), 1);
	screen_text(y, col[2] + 4, ROLE_DIM, _("horizontal"),
	    x + w - col[2] - 4);
	screen_text(y + 1, col[2] + 1, ROLE_DIM, xc_glyph(0), 1);
	screen_text(y + 2, col[2] + 1, ROLE_DIM, xc_glyph(0), 1);
	screen_text(y + 1, col[2] + 4, ROLE_DIM, _("vertical"),
	    x + w - col[2] - 4);
	return (3);
}

/* The piece in hand, the pool and the legend; the pool's cursor is where
 * the terminal cursor rests while a piece is being given. */
static int
xc_panel(struct ui_control *k, const struct match *m, int y, int x, int w)
{
	int	 top = y, roomy = LINES >= XC_ROOMY_LINES && w >= 41;

	y += xc_draw_hand(m, y, x, w, roomy);
	if (roomy)
		y++;
	y += xc_draw_pool(k, m, y, x, w, roomy);
	if (roomy)
		y++;
	y += xc_draw_legend(y, x, w);
	return (y - top + (roomy ? 1 : 0));
}

static enum ui_choice
xc_click(struct ui_control *k, const struct match *m, int y, int x,
    char *move, size_t len, const char **why)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	struct xc		*xc = k->data;
	char			 words[128];
	int			 piece;

	for (piece = 0; piece < XC_PIECES; piece++)
		if (xc->slots[piece].h > 0 && y >= xc->slots[piece].y &&
		    y < xc->slots[piece].y + xc->slots[piece].h &&
		    x >= xc->slots[piece].x - 1 &&
		    x <= xc->slots[piece].x + xc->slots[piece].w)
			break;
	if (piece == XC_PIECES)
		return (UI_CHOICE_NONE);
	if (!(p->pool & 1U << piece)) {
		*why = xc_gone(k, m, p, piece);
		return (UI_CHOICE_REFUSED);
	}
	xc->focus = piece;
	if (xc_giving(xc, p))
		return (xc_give(k, m, piece, move, len, why));
	/* A gift first: the square comes next. */
	if (xc->gift == piece) {
		xc->gift = -1;
		*why = "";
		return (UI_CHOICE_SELECT);
	}
	xc->gift = piece;
	xc->confirm = -1;
	k->selected = -1;
	match_game(m)->piece_words(piece + 1, words, sizeof words);
	snprintf(k->note, sizeof k->note, _("You will give %s (%s).  Now "
	    "choose the square for %s."), xc_code(piece), words,
	    xc_code(p->hand));
	*why = k->note;
	return (UI_CHOICE_SELECT);
}

static const char *
xc_keys(const struct ui_control *k, const struct match *m)
{
	struct xc_game		 pos;
	const struct xc_game	*p = xc_read(m, &pos);
	const struct xc		*xc = k->data;

	if (p->hand == XC_NONE)
		return (_("Arrows, Tab: piece   Enter: give it   : type   "
		    "s save   ? help   q leave"));
	if (xc->square >= 0)
		return (_("Arrows, Tab: piece   Enter: give it   Esc: back to "
		    "the board   ? help"));
	if (xc->confirm >= 0)
		return (_("Enter: place it, ending the game   Esc: choose "
		    "again   ? help"));
	return (_("Arrows: square   Enter: place   : type   u undo   "
	    "s save   ? help   q leave"));
}

static const char *const xc_help[] = {
	N_("Xtic: the arrows move the cursor over the board, and Enter or "
	    "the space bar places the piece in hand on the square under it.  "
	    "Then the cursor moves to the pieces left to give, in the panel: "
	    "the arrows or Tab move it, and Enter gives the piece under it.  "
	    "Escape or Backspace goes back to the board.  On the first turn "
	    "there is nothing to place: you only give."),
	N_("With the mouse, click the square and then the piece to give, or "
	    "the piece first and then the square.  A placement that completes "
	    "a line ends the game, with nothing given; as that loses, it is "
	    "played only when you choose the square a second time."),
	N_("Each piece is drawn as a figure: round pieces as round glyphs "
	    "and square ones as square glyphs, filled if solid and empty if "
	    "hollow; a horizontal piece as a row of glyphs and a vertical one "
	    "as a column; black pieces dark and brown ones brown (without "
	    "colour, black pieces are in reverse video).  Its code is under "
	    "it where there is room: B (black) or N (brown), H or V, S "
	    "(solid) or O (hollow), R (round) or Q (square); the letters "
	    "come from English in every language.  The legend in the panel "
	    "says the same, and each row of pieces to give has its colour's "
	    "letter or name beside it.  With the cursor on a piece to give, "
	    "the message line says its code and properties in words."),
	NULL
};

const struct ui_control_ops ui_control_xtic = {
	.game = "xtic",
	.choose = xc_choose,
	.marks = xc_marks,
	.start = xc_start,
	.open = xc_open,
	.close = xc_close,
	.reset = xc_reset,
	.key = xc_key,
	.panel = xc_panel,
	.panel_h = XC_PANEL_H,
	.panel_w = XC_PANEL_W,
	.click = xc_click,
	.keys = xc_keys,
	.help = xc_help,
	.piece = xc_piece,
	.preview = xc_preview,
	.say = xc_say_focus,
};
