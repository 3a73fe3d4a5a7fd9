/* conflict_edit.c: the Conflict map editor's model, without a screen. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/conflict_edit.h"
#include "xmalloc.h"

/* The player a base or mine character belongs to, or -1. */
static int
edit_owner(int ch)
{
	if (ch >= '1' && ch <= '4')
		return (ch - '1');
	if (ch >= 'a' && ch <= 'd')
		return (ch - 'a');
	if (ch >= 'A' && ch <= 'D')
		return (ch - 'A');
	return (-1);
}

static int
edit_is_base(int ch)
{
	return (ch >= '1' && ch <= '4');
}

static int
edit_is_mine(int ch)
{
	return ((ch >= 'a' && ch <= 'd') || (ch >= 'A' && ch <= 'D'));
}

/* The ground under a character: a mine's land or water; a base's land. */
static int
edit_ground(int ch)
{
	if (ch >= 'A' && ch <= 'D')
		return ('~');
	if (ch == '~' || ch == '^')
		return (ch);
	return ('.');
}

/* The same thing for another player: a base, a mine on its ground. */
static int
edit_for_player(int ch, int who)
{
	if (edit_is_base(ch))
		return ('1' + who);
	if (ch >= 'a' && ch <= 'd')
		return ('a' + who);
	if (ch >= 'A' && ch <= 'D')
		return ('A' + who);
	return (ch);
}

static int
edit_on(const struct conflict_edit *e, int r, int c)
{
	return (r >= 0 && r < e->g.h && c >= 0 && c < e->g.w);
}

/* Makes a map of land, w by h within the limits, with no history. */
void
conflict_edit_init(struct conflict_edit *e, int w, int h)
{
	int	 r, p;

	memset(e, 0, sizeof *e);
	if (w < CONFLICT_EDIT_W_MIN)
		w = CONFLICT_EDIT_W_MIN;
	if (w > CONFLICT_EDIT_W_MAX)
		w = CONFLICT_EDIT_W_MAX;
	if (h < CONFLICT_EDIT_H_MIN)
		h = CONFLICT_EDIT_H_MIN;
	if (h > CONFLICT_EDIT_H_MAX)
		h = CONFLICT_EDIT_H_MAX;
	e->g.w = w;
	e->g.h = h;
	for (r = 0; r < CONFLICT_EDIT_H_MAX; r++)
		memset(e->g.cell[r], '.', CONFLICT_EDIT_W_MAX);
	e->undo = xcalloc(CONFLICT_EDIT_HISTORY, sizeof *e->undo);
	e->redo = xcalloc(CONFLICT_EDIT_HISTORY, sizeof *e->redo);
	for (p = 0; p < CONFLICT_PLAYERS; p++)
		e->last_mine[p][0] = e->last_mine[p][1] = -1;
}

void
conflict_edit_free(struct conflict_edit *e)
{
	free(e->undo);
	free(e->redo);
	e->undo = e->redo = NULL;
}

/*
 * Reads a map's text into the grid, keeping what can be kept: comment
 * lines are skipped, an unknown character is land, short rows are made
 * long with land, what is past the limits is cut, and a base or third
 * mine seen again is its ground.  Returns 0 if the text was read as it
 * is, 1 if something had to be changed, -1 if it holds no row at all
 * (the grid is then a new map).  The history is emptied.
 */
int
conflict_edit_load(struct conflict_edit *e, const char *text)
{
	const char	*p, *end;
	int		 bases[CONFLICT_PLAYERS], mines[CONFLICT_PLAYERS];
	int		 r = 0, c, len, w = 0, changed = 0, who, ch, i;

	for (i = 0; i < CONFLICT_PLAYERS; i++)
		bases[i] = mines[i] = 0;
	conflict_edit_free(e);
	conflict_edit_init(e, CONFLICT_EDIT_W_NEW, CONFLICT_EDIT_H_NEW);
	for (p = text; *p != '\0'; p = *end != '\0' ? end + 1 : end) {
		if ((end = strchr(p, '\n')) == NULL)
			end = p + strlen(p);
		len = (int)(end - p);
		while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\r' ||
		    p[len - 1] == '\t'))
			len--;
		if (p[0] == '#' || len == 0)
			continue;
		if (r == CONFLICT_EDIT_H_MAX) {
			changed = 1;
			break;
		}
		if (r > 0 && len != w)
			changed = 1;
		if (len > CONFLICT_EDIT_W_MAX) {
			changed = 1;
			len = CONFLICT_EDIT_W_MAX;
		}
		if (len > w)
			w = len;
		for (c = 0; c < len; c++) {
			ch = (unsigned char)p[c];
			if (strchr(".~^1234abcdABCD", ch) == NULL || ch == '\0') {
				changed = 1;
				ch = '.';
			}
			who = edit_owner(ch);
			if (edit_is_base(ch) && bases[who]++ > 0) {
				changed = 1;
				ch = '.';
			} else if (edit_is_mine(ch) && mines[who]++ >= 2) {
				changed = 1;
				ch = edit_ground(ch);
			}
			e->g.cell[r][c] = ch;
		}
		r++;
	}
	if (r == 0)
		return (-1);
	if (r < CONFLICT_EDIT_H_MIN || w < CONFLICT_EDIT_W_MIN)
		changed = 1;
	e->g.h = r < CONFLICT_EDIT_H_MIN ? CONFLICT_EDIT_H_MIN : r;
	e->g.w = w < CONFLICT_EDIT_W_MIN ? CONFLICT_EDIT_W_MIN : w;
	return (changed);
}

/*
 * The map's text: a comment line with the description (if not NULL, its
 * line breaks made spaces), then the rows.  To be freed.
 */
char *
conflict_edit_text(const struct conflict_edit *e, const char *description)
{
	char	*text, *s;
	size_t	 dlen = description != NULL ? strlen(description) : 0;
	size_t	 len = dlen + 4 + CONFLICT_EDIT_TEXT_MAX, i;
	int	 r;

	s = text = xmalloc(len);
	if (description != NULL) {
		*s++ = '#';
		*s++ = ' ';
		for (i = 0; i < dlen; i++)
			*s++ = description[i] == '\n' ||
			    description[i] == '\r' ? ' ' : description[i];
		*s++ = '\n';
	}
	for (r = 0; r < e->g.h; r++) {
		memcpy(s, e->g.cell[r], e->g.w);
		s += e->g.w;
		*s++ = '\n';
	}
	*s = '\0';
	return (text);
}

/*
 * Checks the map as the game will read it, into b: the engine's code, and
 * in *sq the square it names, or CONFLICT_NOWHERE.
 */
int
conflict_edit_check(const struct conflict_edit *e, struct conflict_board *b,
    int *sq)
{
	char	*text = conflict_edit_text(e, NULL);
	int	 code, line, col;

	code = conflict_board_read(b, text, &line, &col);
	free(text);
	*sq = CONFLICT_NOWHERE;
	/* A row too short or too long is named at its end. */
	if (code != CONFLICT_OK && line >= 1 && line <= e->g.h && col >= 1)
		*sq = conflict_edit_sq(e, line - 1, col > e->g.w ? e->g.w - 1 :
		    col - 1);
	return (code);
}

/* The engine's square of a row (from the top) and column. */
int
conflict_edit_sq(const struct conflict_edit *e, int r, int c)
{
	return (CONFLICT_SQ(e->g.h - 1 - r, c));
}

/* What a square holds. */
void
conflict_edit_at(const struct conflict_edit *e, int r, int c,
    struct conflict_edit_square *s)
{
	int	 ch = edit_on(e, r, c) ? e->g.cell[r][c] : '^';

	s->base = edit_is_base(ch) ? edit_owner(ch) : -1;
	s->mine = edit_is_mine(ch) ? edit_owner(ch) : -1;
	if (s->base >= 0)
		s->terrain = CONFLICT_BASE;
	else if (edit_ground(ch) == '~')
		s->terrain = CONFLICT_WATER;
	else if (ch == '^')
		s->terrain = CONFLICT_HIGH;
	else
		s->terrain = CONFLICT_LAND;
}

/* How many bases a player has (one, when the map is right), and mines. */
int
conflict_edit_count(const struct conflict_edit *e, int who, int *mines)
{
	int	 r, c, bases = 0, ch;

	*mines = 0;
	for (r = 0; r < e->g.h; r++)
		for (c = 0; c < e->g.w; c++) {
			ch = e->g.cell[r][c];
			if (edit_owner(ch) != who)
				continue;
			if (edit_is_base(ch))
				bases++;
			else
				(*mines)++;
		}
	return (bases);
}

/* History. */

/*
 * Starts a stroke: the edits until conflict_edit_end are undone as one
 * (a drag of the mouse, or a run with the pen down).
 */
void
conflict_edit_begin(struct conflict_edit *e)
{
	if (e->stroke++ > 0)
		return;
	e->before = e->g;
}

static int
edit_same(const struct conflict_edit_grid *a,
    const struct conflict_edit_grid *b)
{
	int	 r;

	if (a->w != b->w || a->h != b->h)
		return (0);
	for (r = 0; r < a->h; r++)
		if (memcmp(a->cell[r], b->cell[r], a->w) != 0)
			return (0);
	return (1);
}

/*
 * Ends a stroke: if the grid changed, the grid before it goes on the undo
 * history (the oldest step is forgotten when it is full) and the redo
 * history is emptied.  1 if it changed.
 */
int
conflict_edit_end(struct conflict_edit *e)
{
	if (e->stroke == 0 || --e->stroke > 0)
		return (0);
	if (edit_same(&e->before, &e->g))
		return (0);
	if (e->nundo == CONFLICT_EDIT_HISTORY) {
		e->undo_first = (e->undo_first + 1) % CONFLICT_EDIT_HISTORY;
		e->nundo--;
	}
	e->undo[(e->undo_first + e->nundo++) % CONFLICT_EDIT_HISTORY] =
	    e->before;
	e->nredo = 0;
	e->changed = 1;
	return (1);
}

/* Ends a one-edit stroke, and says whether it did anything. */
static int
edit_done(struct conflict_edit *e)
{
	return (conflict_edit_end(e) ? CONFLICT_EDIT_OK : CONFLICT_EDIT_SAME);
}

/* Takes the last step back; the grid now goes on the redo history. */
int
conflict_edit_undo(struct conflict_edit *e)
{
	if (e->stroke > 0 || e->nundo == 0)
		return (CONFLICT_EDIT_E_HISTORY);
	e->redo[e->nredo++] = e->g;
	e->nundo--;
	e->g = e->undo[(e->undo_first + e->nundo) % CONFLICT_EDIT_HISTORY];
	e->changed = 1;
	return (CONFLICT_EDIT_OK);
}

/* Takes the last step undone again. */
int
conflict_edit_redo(struct conflict_edit *e)
{
	if (e->stroke > 0 || e->nredo == 0)
		return (CONFLICT_EDIT_E_HISTORY);
	if (e->nundo == CONFLICT_EDIT_HISTORY) {
		e->undo_first = (e->undo_first + 1) % CONFLICT_EDIT_HISTORY;
		e->nundo--;
	}
	e->undo[(e->undo_first + e->nundo++) % CONFLICT_EDIT_HISTORY] = e->g;
	e->g = e->redo[--e->nredo];
	e->changed = 1;
	return (CONFLICT_EDIT_OK);
}

/* Edits. */

/*
 * Paints a square with a ground ('.', '~' or '^').  Bases and mines stay
 * where they are: a mine takes the new ground under it, but is never
 * made impassable.
 */
int
conflict_edit_paint(struct conflict_edit *e, int r, int c, int ground)
{
	char	*cell;

	if (!edit_on(e, r, c) || strchr(".~^", ground) == NULL ||
	    ground == '\0')
		return (CONFLICT_EDIT_E_PLACE);
	conflict_edit_begin(e);
	cell = &e->g.cell[r][c];
	if (edit_is_mine(*cell) && ground != '^')
		*cell = ground == '~' ? 'A' + edit_owner(*cell) :
		    'a' + edit_owner(*cell);
	else if (!edit_is_base(*cell) && !edit_is_mine(*cell))
		*cell = ground;
	return (edit_done(e));
}

/* Takes a base or mine away, leaving its ground (land for a base). */
int
conflict_edit_clear(struct conflict_edit *e, int r, int c)
{
	if (!edit_on(e, r, c))
		return (CONFLICT_EDIT_E_PLACE);
	conflict_edit_begin(e);
	e->g.cell[r][c] = edit_ground(e->g.cell[r][c]);
	return (edit_done(e));
}

/* Whether a player's mine was placed last on a square. */
static int
edit_last_mine(const struct conflict_edit *e, int who, int r, int c)
{
	return (e->last_mine[who][0] == r && e->last_mine[who][1] == c);
}

/*
 * Places a player's base ('1'-'4') or mine ('a'-'d'; on water it is
 * written 'A'-'D').  A player has one base and two mines: a base placed
 * again moves, and so does a third mine, the one not placed last.
 */
int
conflict_edit_place(struct conflict_edit *e, int r, int c, int what)
{
	struct conflict_edit_square	 at;
	int				 who, mines, rr, cc, ch, moved = 0;

	if (!edit_on(e, r, c) || (who = edit_owner(what)) < 0)
		return (CONFLICT_EDIT_E_PLACE);
	conflict_edit_at(e, r, c, &at);
	if (edit_is_mine(what) && at.terrain == CONFLICT_HIGH)
		return (CONFLICT_EDIT_E_HIGH);
	if (edit_is_mine(what) && at.base >= 0)
		return (CONFLICT_EDIT_E_ON_BASE);
	if (edit_is_mine(what) && at.mine == who)
		return (CONFLICT_EDIT_SAME);
	conflict_edit_begin(e);
	if (edit_is_base(what)) {
		for (rr = 0; rr < e->g.h; rr++)
			for (cc = 0; cc < e->g.w; cc++)
				if (e->g.cell[rr][cc] == what)
					e->g.cell[rr][cc] = '.';
		e->g.cell[r][c] = what;
		return (edit_done(e));
	}
	conflict_edit_count(e, who, &mines);
	/* The mine to move: not the last placed, else the first found. */
	for (rr = 0; mines >= 2 && rr < e->g.h && !moved; rr++)
		for (cc = 0; cc < e->g.w && !moved; cc++) {
			ch = e->g.cell[rr][cc];
			if (edit_is_mine(ch) && edit_owner(ch) == who &&
			    (!edit_last_mine(e, who, rr, cc) || mines > 2)) {
				e->g.cell[rr][cc] = edit_ground(ch);
				moved = 1;
			}
		}
	e->g.cell[r][c] = at.terrain == CONFLICT_WATER ? 'A' + who : 'a' + who;
	e->last_mine[who][0] = r;
	e->last_mine[who][1] = c;
	return (edit_done(e));
}

/*
 * Makes the map w by h, within the limits: rows and columns are added
 * (land) or taken away at the bottom and the right.
 */
int
conflict_edit_resize(struct conflict_edit *e, int w, int h)
{
	int	 r;

	if (w < CONFLICT_EDIT_W_MIN || w > CONFLICT_EDIT_W_MAX ||
	    h < CONFLICT_EDIT_H_MIN || h > CONFLICT_EDIT_H_MAX)
		return (CONFLICT_EDIT_E_SIZE);
	conflict_edit_begin(e);
	for (r = 0; r < CONFLICT_EDIT_H_MAX; r++) {
		if (r >= e->g.h) {
			memset(e->g.cell[r], '.', CONFLICT_EDIT_W_MAX);
			continue;
		}
		if (w > e->g.w)
			memset(e->g.cell[r] + e->g.w, '.', w - e->g.w);
	}
	e->g.w = w;
	e->g.h = h;
	return (edit_done(e));
}

/* How each symmetry changes players (1 upper left, 2 upper right, 3
 * lower left, 4 lower right). */
static const int edit_players_lr[CONFLICT_PLAYERS] = { 1, 0, 3, 2 };
static const int edit_players_tb[CONFLICT_PLAYERS] = { 2, 3, 0, 1 };
static const int edit_players_half[CONFLICT_PLAYERS] = { 3, 2, 1, 0 };
static const int edit_players_quarter[CONFLICT_PLAYERS] = { 1, 3, 0, 2 };

/* Copies a square onto another for the players a symmetry gives. */
static void
edit_copy(struct conflict_edit *e, int r, int c, int tr, int tc,
    const int *players)
{
	int	 ch = e->g.cell[r][c], who = edit_owner(ch);

	e->g.cell[tr][tc] = who >= 0 ? edit_for_player(ch, players[who]) :
	    ch;
}

/* Copies the left half onto the right, mirrored. */
static void
edit_mirror_lr(struct conflict_edit *e)
{
	int	 r, c;

	for (r = 0; r < e->g.h; r++)
		for (c = 0; c < e->g.w / 2; c++)
			edit_copy(e, r, c, r, e->g.w - 1 - c, edit_players_lr);
}

/* Copies the top half onto the bottom, mirrored. */
static void
edit_mirror_tb(struct conflict_edit *e)
{
	int	 r, c;

	for (r = 0; r < e->g.h / 2; r++)
		for (c = 0; c < e->g.w; c++)
			edit_copy(e, r, c, e->g.h - 1 - r, c, edit_players_tb);
}

/* Copies the top half onto the bottom, turned half a turn (the middle
 * row of an odd height: its left half onto its right). */
static void
edit_rotate_2(struct conflict_edit *e)
{
	int	 r, c, h = e->g.h, w = e->g.w;

	for (r = 0; r < h / 2; r++)
		for (c = 0; c < w; c++)
			edit_copy(e, r, c, h - 1 - r, w - 1 - c,
			    edit_players_half);
	if (h % 2 == 1)
		for (c = 0; c < w / 2; c++)
			edit_copy(e, h / 2, c, h / 2, w - 1 - c,
			    edit_players_half);
}

/*
 * Copies the top-left quarter (with the middle row of an odd side) onto
 * the three others, each turned a quarter turn more, clockwise: 1's
 * corner goes to 2's, 2's to 4's, 4's to 3's.
 */
static void
edit_rotate_4(struct conflict_edit *e)
{
	int	 r, c, n = e->g.w, turn, rr, cc, tr, tc, ch, who;
	int	 players[CONFLICT_PLAYERS], i;

	for (r = 0; r < (n + 1) / 2; r++)
		for (c = 0; c < n / 2; c++) {
			ch = e->g.cell[r][c];
			rr = r;
			cc = c;
			for (i = 0; i < CONFLICT_PLAYERS; i++)
				players[i] = i;
			for (turn = 1; turn < 4; turn++) {
				tr = cc;
				tc = n - 1 - rr;
				for (i = 0; i < CONFLICT_PLAYERS; i++)
					players[i] =
					    edit_players_quarter[players[i]];
				who = edit_owner(ch);
				e->g.cell[tr][tc] = who >= 0 ?
				    edit_for_player(ch, players[who]) : ch;
				rr = tr;
				cc = tc;
			}
		}
}

/* Makes the map symmetric by copying a half or a quarter of it. */
int
conflict_edit_symmetry(struct conflict_edit *e,
    enum conflict_edit_symmetry how)
{
	if (how == CONFLICT_EDIT_ROTATE_4 && e->g.w != e->g.h)
		return (CONFLICT_EDIT_E_SQUARE);
	conflict_edit_begin(e);
	switch (how) {
	case CONFLICT_EDIT_MIRROR_LR:
		edit_mirror_lr(e);
		break;
	case CONFLICT_EDIT_MIRROR_TB:
		edit_mirror_tb(e);
		break;
	case CONFLICT_EDIT_MIRROR_4:
		edit_mirror_lr(e);
		edit_mirror_tb(e);
		break;
	case CONFLICT_EDIT_ROTATE_2:
		edit_rotate_2(e);
		break;
	case CONFLICT_EDIT_ROTATE_4:
		edit_rotate_4(e);
		break;
	}
	return (edit_done(e));
}
