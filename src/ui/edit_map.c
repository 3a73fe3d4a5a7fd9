/* edit_map.c: the map editor on the full screen, for a game whose table
 * offers one (game_map_editor): Conflict's. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "boards.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "paths.h"
#include "ui/board.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define EDIT_FILE_MAX	(64 * 1024)	/* a map file larger is not one */
#define EDIT_NAME_MAX	64
#define EDIT_TEXT_MAX	256
#define EDIT_PANEL_W	30		/* the keys beside a board that fits */
#define EDIT_FOOT	6		/* lines under the board */
#define EDIT_LIST_MAX	60		/* of the user's maps in the menu */

/* The editor's screen: the model, the cursor, the brush and the pen. */
struct edit {
	const struct game_entry	*g;
	const struct game_map_editor *ops;
	void			*e;		/* the map, the game's model */
	int			 w, h;		/* its size */
	struct game_view	*view;
	ui_marks		 marks[GAME_CELLS_MAX];
	struct ui_board		 b;
	int			 board_ok;
	int			 r, c;		/* the cursor, rows from the top */
	int			 ground;	/* the pen's: . ~ ^ */
	int			 brush;		/* the mouse's: a ground, a base
						   or a mine */
	int			 pen;		/* down */
	int			 dragging;
	int			 drag_r, drag_c;
	char			 name[EDIT_NAME_MAX];
	char			 own[EDIT_NAME_MAX];	/* the name it has in
							   the user's maps,
							   or "" */
	char			 description[EDIT_TEXT_MAX];
	char			 message[EDIT_TEXT_MAX * 2];
	int			 message_role;
};

/* N_(): the keys, for the help and the panel. */
static const char *const edit_help[] = {
	N_("Arrows: move the cursor.  The map scrolls when it does not fit."),
	N_(". or l: land.  ~ or w: water.  ^ or i: impassable.  Each paints "
	    "the square under the cursor and becomes the pen's and the "
	    "mouse's ground."),
	N_("p: put the pen down, to paint the pen's ground on every square "
	    "the cursor goes to; p again lifts it."),
	N_("1 to 4: put that player's home base here (a base placed again "
	    "moves).  a to d: put a mine of player 1 to 4 here, on land or "
	    "on water as the ground is; a third mine moves the one placed "
	    "before.  x or Delete: take a base or mine away."),
	N_("The mouse: a click paints the last ground chosen (or places the "
	    "last base or mine chosen) and a drag paints along; a right click "
	    "takes a base or mine away.  Tab and Shift-Tab choose what the "
	    "mouse puts down without touching the map: land, water, "
	    "impassable, a base or a mine of each player in turn."),
	N_("] and [: a column more or fewer, on the right.  } and {: a row "
	    "more or fewer, at the bottom."),
	N_("m: copy the left half onto the right, mirrored.  M: the top half "
	    "onto the bottom.  f: the top-left quarter onto the other three, "
	    "mirrored.  t: the top half onto the bottom, turned half a turn.  "
	    "T: the top-left quarter onto the others, turned a quarter turn "
	    "at a time (a square map).  Bases and mines go to the matching "
	    "players."),
	N_("u: undo.  r: redo."),
	N_("s: save, in your maps, by a name of letters, digits, - and _.  "
	    "A map is saved only when it is ready.  q: leave (it asks when "
	    "there are changes not saved).  ?: this help."),
	NULL
};

/* The short lines of keys in the panel, when there is room. */
static const char *const edit_panel_keys[] = {
	N_("Arrows  move"),
	N_(". ~ ^   land, water, high"),
	N_("p       pen down or up"),
	N_("1-4     a player's base"),
	N_("a-d     a player's mine"),
	N_("x       take away"),
	N_("Tab     the mouse's tool"),
	N_("] [ } { columns, rows"),
	N_("m M f   mirror"),
	N_("t T     turn"),
	N_("u r     undo, redo"),
	N_("s       save"),
	N_("v       how fair"),
	N_("?       help"),
	N_("q       leave"),
	NULL
};

/* Whether a key is one of a set of characters. */
static int
edit_key_in(int key, const char *set)
{
	return (key > 0 && key < 0x80 && strchr(set, key) != NULL);
}

/* Says something on the message line. */
static void
edit_say(struct edit *ed, int role, const char *text)
{
	snprintf(ed->message, sizeof ed->message, "%s", text);
	ed->message_role = role;
}

/* Whether a name may be a map's file name: letters, digits, - and _,
 * not starting with a dot (nor anything else that is not those). */
static int
edit_name_ok(const char *name)
{
	const char	*p;

	if (*name == '\0' || strlen(name) >= EDIT_NAME_MAX - 5)
		return (0);
	for (p = name; *p != '\0'; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
			return (0);
	return (1);
}

/* Text the model's result means, or NULL when there is nothing to say. */
static const char *
edit_result_text(int result)
{
	switch (result) {
	case GAME_EDIT_E_HIGH:
		return (_("A mine cannot be on impassable ground."));
	case GAME_EDIT_E_ON_BASE:
		return (_("A mine cannot be on a home base."));
	case GAME_EDIT_E_SIZE:
		return (_("The map cannot be made any larger or smaller."));
	case GAME_EDIT_E_SQUARE:
		return (_("Quarter turns need a square map: make it as wide as "
		    "it is high."));
	case GAME_EDIT_E_HISTORY:
		return (_("There is nothing to take back or to do again."));
	}
	return (NULL);
}

/* Shows what an edit did, when it is worth saying. */
static void
edit_result(struct edit *ed, int result, const char *done)
{
	const char	*text = edit_result_text(result);

	ed->ops->size(ed->e, &ed->w, &ed->h);
	if (text != NULL)
		edit_say(ed, ROLE_ERROR, text);
	else if (done != NULL && result == GAME_EDIT_OK)
		edit_say(ed, ROLE_NORMAL, done);
}

/* The help: what a map holds, as the game says, then the keys, with the
 * game's fairness report before saving. */
static void
edit_help_page(const struct edit *ed)
{
	const char	*paras[sizeof edit_help / sizeof edit_help[0] + 2];
	char		 title[128];
	int		 i, n = 0;

	paras[n++] = _(ed->ops->about);
	for (i = 0; edit_help[i] != NULL; i++) {
		if (edit_help[i + 1] == NULL)
			paras[n++] = _(ed->ops->report_about);
		paras[n++] = _(edit_help[i]);
	}
	paras[n] = NULL;
	snprintf(title, sizeof title, _("The %s map editor"),
	    _(ed->g->title));
	ui_pager(title, paras, 0);
}

/* A ground's name in words. */
static const char *
edit_ground_word(int ground)
{
	switch (ground) {
	case '~':
		return (_("water"));
	case '^':
		return (_("impassable"));
	}
	return (_("land"));
}

/* What the mouse puts down, in words. */
static void
edit_brush_words(int brush, char *buf, size_t len)
{
	if (brush >= '1' && brush <= '4')
		snprintf(buf, len, _("base of player %d"), brush - '0');
	else if (brush >= 'a' && brush <= 'd')
		snprintf(buf, len, _("mine of player %d"), brush - 'a' + 1);
	else
		snprintf(buf, len, "%s", edit_ground_word(brush));
}

/* The square under the cursor in words: "c5, water, mine of player 2". */
static void
edit_square_words(const struct edit *ed, char *buf, size_t len)
{
	struct game_edit_square	 s;
	char			 what[128];

	ed->ops->at(ed->e, ed->r, ed->c, &s);
	if (s.base >= 0)
		snprintf(what, sizeof what, _("home base of player %d"),
		    s.base + 1);
	else if (s.mine >= 0)
		snprintf(what, sizeof what, _("%s, mine of player %d"),
		    edit_ground_word(s.terrain == GAME_TERRAIN_WATER ? '~' :
		    '.'),
		    s.mine + 1);
	else
		snprintf(what, sizeof what, "%s", edit_ground_word(
		    s.terrain == GAME_TERRAIN_WATER ? '~' : s.terrain ==
		    GAME_TERRAIN_HIGH ? '^' : '.'));
	snprintf(buf, len, _("%s, %s"), s.name, what);
}

/*
 * Whether the map is ready ("Ready to save", with how fair it is) or
 * what is wrong with it, as the game says.  Returns 0 when it is ready,
 * else the engine's code.
 */
static int
edit_check(struct edit *ed, char *buf, size_t len)
{
	char	**lines;
	int	 code, n, nworse;

	if ((code = ed->ops->check(ed->e, buf, len)) != 0)
		return (code);
	n = ed->ops->report(ed->e, &lines, &nworse);
	ed->ops->report_free(lines, n);
	snprintf(buf, len, "%s", nworse == 0 ? _("Ready to save; no base is "
	    "clearly worse off (v: the fairness report).") : _("Ready to "
	    "save, but a base is clearly worse off (v: the fairness "
	    "report)."));
	return (0);
}

/*
 * How fair a ready map is, in a few lines beside it: the verdict first
 * (no base clearly worse off, or a warning for each one that is), then
 * each base's figures as far as there is room.  Returns the lines used.
 */
static int
edit_fairness(struct edit *ed, int y, int x, int w, int h)
{
	char	**lines;
	int	 n, i, used = 0, verdict, nworse;

	if (w < 20 || h < 2)
		return (0);
	n = ed->ops->report(ed->e, &lines, &nworse);
	verdict = nworse > 0 ? nworse : 1;
	for (i = n - verdict; i >= 0 && i < n && used < h; i++)
		used += screen_wrap(y + used, x, w, h - used, nworse > 0 ?
		    ROLE_ERROR : ROLE_NORMAL, lines[i]);
	for (i = 1; i < n - verdict && used < h; i++)
		used += screen_wrap(y + used, x, w, h - used, ROLE_DIM,
		    lines[i]);
	ed->ops->report_free(lines, n);
	return (used);
}

/* The whole fairness report of a ready map in the text viewer, or why
 * there is none. */
static void
edit_fairness_page(struct edit *ed)
{
	char		**lines, check[EDIT_TEXT_MAX * 2];
	const char	**paras;
	int		 n, i, nworse;

	if (edit_check(ed, check, sizeof check) != 0) {
		edit_say(ed, ROLE_ERROR, check);
		return;
	}
	n = ed->ops->report(ed->e, &lines, &nworse);
	paras = xcalloc(n + 1, sizeof *paras);
	for (i = 0; i < n; i++)
		paras[i] = lines[i];
	ui_pager(_("How fair the map is"), paras, 0);
	free(paras);
	ed->ops->report_free(lines, n);
}

/* The model as a view for the terrain renderer: rows from the bottom. */
static void
edit_view(struct edit *ed)
{
	struct game_edit_square	 s;
	struct game_view	*v = ed->view;
	struct game_cell	*cell;
	int			 r, c;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_TERRAIN;
	v->cols = ed->w;
	v->rows = ed->h;
	for (r = 0; r < ed->h; r++)
		for (c = 0; c < ed->w; c++) {
			cell = &v->cells[(ed->h - 1 - r) * v->cols + c];
			ed->ops->at(ed->e, r, c, &s);
			cell->owner = cell->keeper = cell->home = -1;
			cell->terrain = s.terrain;
			if (s.base >= 0) {
				cell->flags |= GAME_CELL_BASE;
				cell->keeper = cell->home = s.base;
			} else if (s.mine >= 0) {
				cell->flags |= GAME_CELL_MINE;
				cell->keeper = cell->home = s.mine;
			}
		}
}

/*
 * The renderer shows a mine as a pit; where a cell has two lines, the
 * editor shows the mine's ground under it, since a mine on land and one
 * on water are not the same map.
 */
static void
edit_mine_grounds(const struct edit *ed)
{
	struct game_edit_square	 s;
	const char		*fill;
	int			 r, c, cell, y, x, i, attr;

	if (ed->b.cell_h < 2)
		return;
	for (r = 0; r < ed->h; r++)
		for (c = 0; c < ed->w; c++) {
			ed->ops->at(ed->e, r, c, &s);
			cell = (ed->h - 1 - r) * ed->w + c;
			if (s.mine < 0)
				continue;
			ed->b.ops->place(&ed->b, cell, &y, &x);
			if (y < 0)
				continue;
			x -= (ed->b.cell_w - 2) / 2;
			if (s.terrain == GAME_TERRAIN_WATER) {
				attr = screen_attr(ROLE_WATER);
				fill = "~";
			} else {
				attr = screen_attr(ROLE_LAND);
				fill = screen_unicode() ? "·" : ".";
			}
			if (ed->marks[cell] & UI_MARK_CURSOR)
				attr ^= A_REVERSE;
			attron(attr);
			for (i = 0; i < ed->b.cell_w; i++)
				mvaddstr(y + 1, x + i, fill);
			attroff(attr);
		}
}

/* The view's cell of the cursor. */
static int
edit_cell(const struct edit *ed)
{
	return ((ed->h - 1 - ed->r) * ed->w + ed->c);
}

/* Draws the map, with the keys beside it when both fit: 1 if they do. */
static int
edit_draw_board(struct edit *ed, int *cy, int *cx)
{
	const struct ui_board_ops	*ops = ui_board_find(GAME_BOARD_TERRAIN);
	int				 panel;

	edit_view(ed);
	memset(ed->marks, 0, sizeof ed->marks);
	ed->marks[edit_cell(ed)] |= UI_MARK_CURSOR;
	ed->b.ops = ops;
	ed->b.focus = edit_cell(ed);
	ed->b.letters = NULL;
	ed->b.piece = NULL;
	panel = ops->layout(&ed->b, ed->view, 1, 1, LINES - EDIT_FOOT,
	    COLS - 2 - EDIT_PANEL_W) == 0 && !ed->b.clipped;
	ed->board_ok = panel || ops->layout(&ed->b, ed->view, 1, 1,
	    LINES - EDIT_FOOT, COLS - 2) == 0;
	if (!ed->board_ok)
		return (0);
	ops->draw(&ed->b, ed->view, ed->marks, "1234");
	edit_mine_grounds(ed);
	ops->place(&ed->b, edit_cell(ed), cy, cx);
	return (panel);
}

/* The keys beside the map, and what is said of a map that is ready. */
static void
edit_draw_panel(struct edit *ed, int ready)
{
	int	 x = ed->b.x + ed->b.w + 2, y, i;

	for (y = ed->b.y + 1, i = 0; edit_panel_keys[i] != NULL; i++, y++)
		screen_text(y, x, ROLE_DIM, _(edit_panel_keys[i]), COLS - x - 1);
	if (ready)
		edit_fairness(ed, y + 1, x, COLS - x - 1,
		    LINES - EDIT_FOOT - y - 1);
}

/* Under the map: the square, the pen and the mouse; whether the map is
 * ready; the message; the keys. */
static void
edit_draw_foot(struct edit *ed, int ready, const char *check)
{
	char	 here[EDIT_TEXT_MAX], mouse[EDIT_TEXT_MAX];
	char	 line[EDIT_TEXT_MAX * 3];
	int	 y = LINES - EDIT_FOOT + 1, used;

	edit_square_words(ed, here, sizeof here);
	edit_brush_words(ed->brush, mouse, sizeof mouse);
	snprintf(line, sizeof line, _("%s.  %s, %s.  Mouse: %s."), here,
	    ed->pen ? _("Pen down") : _("Pen up"),
	    edit_ground_word(ed->ground), mouse);
	/* Too long for the window (in some languages): the mouse's tool,
	 * which the panel and the help also tell, gives way. */
	if (screen_width(line) > COLS - 2)
		snprintf(line, sizeof line, _("%s.  %s, %s."), here,
		    ed->pen ? _("Pen down") : _("Pen up"),
		    edit_ground_word(ed->ground));
	screen_text(y, 1, ROLE_NORMAL, line, COLS - 2);
	if (ready)
		snprintf(line, sizeof line, "%s", check);
	else
		snprintf(line, sizeof line, _("Not ready: %s"), check);
	used = screen_wrap(y + 1, 1, COLS - 2, ed->message[0] != '\0' ? 1 : 2,
	    ready ? ROLE_TARGET : ROLE_ERROR, line);
	screen_wrap(y + 1 + used, 1, COLS - 2, 3 - used, ed->message_role,
	    ed->message);
	ui_status(_(". ~ ^ paint   p pen   1-4 base   a-d mine   u undo   "
	    "s save   ? help   q leave"));
}

static void
edit_draw(struct edit *ed)
{
	char	 title[EDIT_TEXT_MAX * 2], check[EDIT_TEXT_MAX * 2];
	int	 ready, panel, cy = -1, cx = -1;

	if (screen_small()) {
		screen_draw_small();
		return;
	}
	erase();
	ed->ops->size(ed->e, &ed->w, &ed->h);
	if (ed->r >= ed->h)
		ed->r = ed->h - 1;
	if (ed->c >= ed->w)
		ed->c = ed->w - 1;
	snprintf(title, sizeof title, _("%s map editor: %s, %d by %d%s"),
	    _(ed->g->title),
	    ed->name[0] != '\0' ? ed->name : _("a new map"), ed->w,
	    ed->h, ed->ops->changed(ed->e) ? _(" (not saved)") : "");
	screen_text(0, 1, ROLE_TITLE, title, COLS - 2);
	panel = edit_draw_board(ed, &cy, &cx);
	ready = edit_check(ed, check, sizeof check) == 0;
	if (panel)
		edit_draw_panel(ed, ready);
	edit_draw_foot(ed, ready, check);
	screen_cursor(cy, cx);
	refresh();
}

/* Asks a question on the message line; the key pressed. */
static int
edit_ask_key(struct edit *ed, const char *question)
{
	int	 key;

	edit_say(ed, ROLE_TITLE, question);
	for (;;) {
		edit_draw(ed);
		key = screen_key(-1);
		if (key != KEY_RESIZE && key != SCREEN_KEY_NONE &&
		    key != SCREEN_KEY_DRAG && key != SCREEN_KEY_RELEASE)
			break;
	}
	ed->message[0] = '\0';
	return (key);
}

/* The map's file, as the game writes it, its description first. */
static char *
edit_file_text(const struct edit *ed)
{
	char	 description[EDIT_TEXT_MAX];

	snprintf(description, sizeof description, "%s", ed->description);
	if (description[0] == '\0')
		snprintf(description, sizeof description, "%s",
		    _("A map made with the editor."));
	return (ed->ops->text(ed->e, description));
}

/*
 * Saves the map in the user's maps, asking its name and description;
 * a map that is not ready is not saved.  1 if it was saved.
 */
static int
edit_save(struct edit *ed)
{
	char		 check[EDIT_TEXT_MAX * 2], name[EDIT_NAME_MAX];
	char		 description[EDIT_TEXT_MAX], note[EDIT_TEXT_MAX * 2];
	char		*dir, *path, *text, *cause = NULL;
	const char	*prompt;
	struct stat	 sb;
	int		 key;

	if (edit_check(ed, check, sizeof check) != 0) {
		snprintf(note, sizeof note, _("Not saved: %s  Go on drawing, "
		    "or leave with q."), check);
		edit_say(ed, ROLE_ERROR, note);
		return (0);
	}
	snprintf(name, sizeof name, "%s", ed->name);
	for (prompt = _("Its name, of letters, digits, - and _ (it is kept "
	    "in your maps):");; prompt = _("That name cannot be used: a "
	    "map's name is letters, digits, - and _ only.  Its name:")) {
		if (ui_ask(_("Save the map"), prompt, name, sizeof name) != 0) {
			edit_say(ed, ROLE_NORMAL, _("Not saved."));
			return (0);
		}
		if (edit_name_ok(name))
			break;
	}
	snprintf(description, sizeof description, "%s", ed->description);
	if (ui_ask(_("Save the map"), _("A line that describes it, for the "
	    "lists of maps:"), description, sizeof description) != 0) {
		edit_say(ed, ROLE_NORMAL, _("Not saved."));
		return (0);
	}
	if ((dir = paths_user_boards(ed->g->name, 1, &cause)) == NULL) {
		edit_say(ed, ROLE_ERROR, cause);
		free(cause);
		return (0);
	}
	xasprintf(&path, "%s/%s.%s", dir, name, ed->g->board_suffix);
	free(dir);
	if (strcmp(name, ed->own) != 0 && stat(path, &sb) == 0) {
		snprintf(note, sizeof note, _("There is a map called %s "
		    "already.  Replace it?  y: yes, any other key: no"), name);
		key = edit_ask_key(ed, note);
		if (key != 'y' && key != 'Y') {
			edit_say(ed, ROLE_NORMAL, _("Not saved."));
			free(path);
			return (0);
		}
	}
	snprintf(ed->description, sizeof ed->description, "%s", description);
	text = edit_file_text(ed);
	if (paths_write_file(path, text, strlen(text), 0644, &cause) != 0) {
		edit_say(ed, ROLE_ERROR, cause);
		free(cause);
		free(text);
		free(path);
		return (0);
	}
	free(text);
	snprintf(ed->name, sizeof ed->name, "%s", name);
	snprintf(ed->own, sizeof ed->own, "%s", name);
	ed->ops->saved(ed->e);
	snprintf(note, sizeof note, _("Saved as %s."), path);
	edit_say(ed, ROLE_TARGET, note);
	free(path);
	return (1);
}

/*
 * The terminal went away with changes not saved: the map is kept as it is,
 * ready or not, as NAME-hangup.map in the user's maps (map-hangup.map for
 * a map with no name yet), for tabula GAME --edit NAME-hangup.
 */
static void
edit_save_on_hangup(struct edit *ed)
{
	char	*dir, *path, *text, *cause = NULL;

	if (!ed->ops->changed(ed->e))
		return;
	if ((dir = paths_user_boards(ed->g->name, 1, &cause)) == NULL) {
		free(cause);
		return;
	}
	xasprintf(&path, "%s/%s%s.%s", dir, ed->name[0] != '\0' ?
	    ed->name : "map", PATHS_HANGUP, ed->g->board_suffix);
	text = edit_file_text(ed);
	if (paths_write_file(path, text, strlen(text), 0644, &cause) != 0)
		free(cause);
	free(text);
	free(path);
	free(dir);
}

/* Whether to leave: asks when there are changes not saved.  1 to leave,
 * -2 if the terminal went away, 0 to go on. */
static int
edit_leave(struct edit *ed)
{
	int	 key;

	if (!ed->ops->changed(ed->e))
		return (1);
	key = edit_ask_key(ed, _("The map has changes that are not saved.  "
	    "s: save them   q: leave without saving   any other key: go on"));
	if (key == SCREEN_KEY_HANGUP)
		return (-2);
	if (key == 'q' || key == 'Q')
		return (1);
	if (key == 's' || key == 'S')
		return (edit_save(ed));
	return (0);
}

/* Paints the pen's ground under the cursor when the pen is down. */
static void
edit_pen(struct edit *ed)
{
	if (ed->pen)
		ed->ops->paint(ed->e, ed->r, ed->c, ed->ground);
}

/* Lifts the pen: its run is one step to undo. */
static void
edit_pen_up(struct edit *ed)
{
	if (!ed->pen)
		return;
	ed->pen = 0;
	ed->ops->end(ed->e);
}

/* Applies the mouse's brush to a square. */
static void
edit_brush(struct edit *ed, int r, int c, int dragged)
{
	int	 result;

	ed->r = r;
	ed->c = c;
	if (edit_key_in(ed->brush, ".~^"))
		result = ed->ops->paint(ed->e, r, c, ed->brush);
	else if (dragged && (ed->brush < '1' || ed->brush > '4'))
		return;		/* mines are placed by clicks only */
	else
		result = ed->ops->place(ed->e, r, c, ed->brush);
	edit_result(ed, result, NULL);
}

/* Paints along the squares from the last one dragged over to (r, c), so
 * that a quick drag leaves no gaps. */
static void
edit_drag_to(struct edit *ed, int r, int c)
{
	int	 r0 = ed->drag_r, c0 = ed->drag_c, steps, i, dr, dc;

	dr = r - r0;
	dc = c - c0;
	steps = abs(dr) > abs(dc) ? abs(dr) : abs(dc);
	for (i = 1; i <= steps; i++)
		edit_brush(ed, r0 + (dr * i + (dr >= 0 ? steps : -steps) / 2) /
		    steps, c0 + (dc * i + (dc >= 0 ? steps : -steps) / 2) /
		    steps, 1);
	ed->drag_r = r;
	ed->drag_c = c;
}

/* The square under the mouse: 0 with it, -1 if there is none. */
static int
edit_hit(struct edit *ed, int *r, int *c)
{
	int	 y, x, cell;

	screen_mouse(&y, &x);
	if (!ed->board_ok || (cell = ed->b.ops->hit(&ed->b, y, x)) < 0 ||
	    cell >= ed->w * ed->h)
		return (-1);
	*r = ed->h - 1 - cell / ed->w;
	*c = cell % ed->w;
	return (0);
}

/* The mouse: clicks and drags on the board, clicks on the keys. */
static int
edit_mouse(struct edit *ed, int key)
{
	int	 r, c, y, x;

	if (key == SCREEN_KEY_RELEASE) {
		if (ed->dragging)
			ed->ops->end(ed->e);
		ed->dragging = 0;
		return (0);
	}
	if (key == SCREEN_KEY_CLICK) {
		screen_mouse(&y, &x);
		if (y == LINES - 1)
			return (ui_status_key(x));
	}
	if (edit_hit(ed, &r, &c) != 0)
		return (0);
	switch (key) {
	case SCREEN_KEY_CLICK:
		edit_pen_up(ed);
		if (ed->dragging)
			ed->ops->end(ed->e);
		ed->ops->begin(ed->e);
		ed->dragging = 1;
		ed->drag_r = r;
		ed->drag_c = c;
		edit_brush(ed, r, c, 0);
		break;
	case SCREEN_KEY_DRAG:
		if (ed->dragging && (r != ed->drag_r || c != ed->drag_c))
			edit_drag_to(ed, r, c);
		break;
	case SCREEN_KEY_RIGHT_CLICK:
		edit_pen_up(ed);
		ed->r = r;
		ed->c = c;
		edit_result(ed, ed->ops->take_away(ed->e, r, c), NULL);
		break;
	}
	return (0);
}

/* Moves the cursor a step, painting with the pen down. */
static void
edit_move(struct edit *ed, int dr, int dc)
{
	if (ed->r + dr < 0 || ed->r + dr >= ed->h || ed->c + dc < 0 ||
	    ed->c + dc >= ed->w)
		return;
	ed->r += dr;
	ed->c += dc;
	edit_pen(ed);
}

/* A ground key: paints here and becomes the pen's and the mouse's. */
static void
edit_ground_key(struct edit *ed, int ground)
{
	ed->ground = ed->brush = ground;
	edit_result(ed, ed->ops->paint(ed->e, ed->r, ed->c, ground),
	    NULL);
}

/* A symmetry, with what it did said. */
static void
edit_symmetry(struct edit *ed, enum game_edit_symmetry how,
    const char *done)
{
	int	 result = ed->ops->symmetry(ed->e, how);

	if (result == GAME_EDIT_SAME)
		edit_say(ed, ROLE_NORMAL, _("The map was already so."));
	else
		edit_result(ed, result, done);
}

/* Tab and Shift-Tab: the next or the last of what the mouse puts down. */
static void
edit_next_brush(struct edit *ed, int key)
{
	const char	*p, *brushes = ed->ops->brushes;
	char		 words[EDIT_TEXT_MAX], text[EDIT_TEXT_MAX * 2];
	int		 i, n = (int)strlen(brushes);

	p = strchr(brushes, ed->brush);
	i = p != NULL ? (int)(p - brushes) : 0;
	ed->brush = brushes[(i + (key == KEY_BTAB ? n - 1 : 1)) % n];
	edit_brush_words(ed->brush, words, sizeof words);
	snprintf(text, sizeof text, _("Mouse: %s."), words);
	edit_say(ed, ROLE_NORMAL, text);
}

/* A key that moves the cursor or draws on the square under it; 0 if the
 * key is not one. */
static int
edit_key_draw(struct edit *ed, int key)
{
	switch (key) {
	case KEY_UP:
		edit_move(ed, -1, 0);
		break;
	case KEY_DOWN:
		edit_move(ed, 1, 0);
		break;
	case KEY_LEFT:
		edit_move(ed, 0, -1);
		break;
	case KEY_RIGHT:
		edit_move(ed, 0, 1);
		break;
	case KEY_HOME:
		ed->c = 0;
		break;
	case KEY_END:
		ed->c = ed->w - 1;
		break;
	case '.': case 'l':
		edit_ground_key(ed, '.');
		break;
	case '~': case 'w':
		edit_ground_key(ed, '~');
		break;
	case '^': case 'i':
		edit_ground_key(ed, '^');
		break;
	case 'p':
		if (ed->pen) {
			edit_pen_up(ed);
			break;
		}
		ed->pen = 1;
		ed->ops->begin(ed->e);
		edit_pen(ed);
		break;
	case '1': case '2': case '3': case '4':
	case 'a': case 'b': case 'c': case 'd':
	case 'A': case 'B': case 'C': case 'D':
		if (key >= 'A' && key <= 'D')
			key += 'a' - 'A';
		ed->brush = key;
		edit_result(ed, ed->ops->place(ed->e, ed->r, ed->c, key),
		    NULL);
		break;
	case '\t': case KEY_BTAB:
		edit_next_brush(ed, key);
		break;
	case 'x': case KEY_DC:
		edit_result(ed, ed->ops->take_away(ed->e, ed->r, ed->c),
		    NULL);
		break;
	default:
		return (0);
	}
	return (1);
}

/* A key that changes the whole map: its size, a symmetry, undo and redo;
 * 0 if the key is not one. */
static int
edit_key_shape(struct edit *ed, int key)
{
	switch (key) {
	case ']':
		edit_result(ed, ed->ops->resize(ed->e, ed->w + 1, ed->h),
		    NULL);
		break;
	case '[':
		edit_result(ed, ed->ops->resize(ed->e, ed->w - 1, ed->h),
		    NULL);
		break;
	case '}':
		edit_result(ed, ed->ops->resize(ed->e, ed->w, ed->h + 1),
		    NULL);
		break;
	case '{':
		edit_result(ed, ed->ops->resize(ed->e, ed->w, ed->h - 1),
		    NULL);
		break;
	case 'm':
		edit_symmetry(ed, GAME_EDIT_MIRROR_LR, _("The left half is "
		    "copied onto the right, mirrored."));
		break;
	case 'M':
		edit_symmetry(ed, GAME_EDIT_MIRROR_TB, _("The top half is "
		    "copied onto the bottom, mirrored."));
		break;
	case 'f':
		edit_symmetry(ed, GAME_EDIT_MIRROR_4, _("The top-left "
		    "quarter is copied onto the others, mirrored."));
		break;
	case 't':
		edit_symmetry(ed, GAME_EDIT_ROTATE_2, _("The top half is "
		    "copied onto the bottom, turned half a turn."));
		break;
	case 'T':
		edit_symmetry(ed, GAME_EDIT_ROTATE_4, _("The top-left "
		    "quarter is copied onto the others, turned."));
		break;
	case 'u':
		edit_result(ed, ed->ops->undo(ed->e), _("Undone."));
		break;
	case 'r': case 18:
		edit_result(ed, ed->ops->redo(ed->e), _("Done again."));
		break;
	default:
		return (0);
	}
	return (1);
}

/*
 * One key.  Returns 1 to leave, -2 when the terminal went away, 0 to go
 * on.
 */
static int
edit_key(struct edit *ed, int key)
{
	if (key == SCREEN_KEY_CLICK || key == SCREEN_KEY_DRAG ||
	    key == SCREEN_KEY_RELEASE || key == SCREEN_KEY_RIGHT_CLICK) {
		/* A click is a new step: the message of the last goes. */
		if (key == SCREEN_KEY_CLICK || key == SCREEN_KEY_RIGHT_CLICK)
			ed->message[0] = '\0';
		if ((key = edit_mouse(ed, key)) == 0)
			return (0);
	}
	/* A key while the button is held (its release lost, or not yet
	 * come) ends the drag: the stroke is one step to undo. */
	if (ed->dragging) {
		ed->ops->end(ed->e);
		ed->dragging = 0;
	}
	if (key != KEY_UP && key != KEY_DOWN && key != KEY_LEFT &&
	    key != KEY_RIGHT && !edit_key_in(key, ".~^lwip"))
		edit_pen_up(ed);
	if (key != SCREEN_KEY_NONE && key != KEY_RESIZE)
		ed->message[0] = '\0';
	if (edit_key_draw(ed, key) || edit_key_shape(ed, key))
		return (0);
	switch (key) {
	case SCREEN_KEY_HANGUP:
		return (-2);
	case 's':
		edit_save(ed);
		break;
	case 'v':
		edit_fairness_page(ed);
		break;
	case '?': case KEY_F(1):
		edit_help_page(ed);
		break;
	case 'q': case 27:
		return (edit_leave(ed));
	}
	return (0);
}

/*
 * Reads a map file for editing: its text, at most EDIT_FILE_MAX bytes and
 * no NUL.  NULL with *cause if it cannot be read or is no text.
 */
static char *
edit_read_file(const char *path, char **cause)
{
	char	*text;
	size_t	 n;
	FILE	*f;

	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, _("cannot open %s: %s"), path,
		    strerror(errno));
		return (NULL);
	}
	text = xmalloc(EDIT_FILE_MAX + 1);
	n = fread(text, 1, EDIT_FILE_MAX + 1, f);
	if (ferror(f))
		xasprintf(cause, _("cannot read %s: %s"), path,
		    strerror(errno));
	else if (n > EDIT_FILE_MAX)
		xasprintf(cause, _("%s is too large for a map"), path);
	else if (memchr(text, '\0', n) != NULL)
		xasprintf(cause, _("%s is not a map: it is not text"), path);
	else {
		fclose(f);
		text[n] = '\0';
		return (text);
	}
	fclose(f);
	free(text);
	return (NULL);
}

/*
 * Where a map named on the command line is: a file as given if there is
 * one, else a name of the user's maps.  *name is the name to save it by,
 * if it makes one.  To be freed.
 */
static char *
edit_find(const struct edit *ed, const char *given, char *name, size_t len)
{
	const char	*suffix = ed->g->board_suffix;
	const char	*base = strrchr(given, '/');
	char		*dir, *path, *cause = NULL;
	struct stat	 sb;
	size_t		 n;

	base = base != NULL ? base + 1 : given;
	n = strlen(base);
	if (n > strlen(suffix) + 1 && base[n - strlen(suffix) - 1] == '.' &&
	    strcmp(base + n - strlen(suffix), suffix) == 0)
		n -= strlen(suffix) + 1;
	snprintf(name, len, "%.*s", (int)n, base);
	if (!edit_name_ok(name))
		name[0] = '\0';
	if (stat(given, &sb) == 0 || strchr(given, '/') != NULL ||
	    !edit_name_ok(given))
		return (xstrdup(given));
	if ((dir = paths_user_boards(ed->g->name, 0, &cause)) == NULL) {
		free(cause);
		return (xstrdup(given));
	}
	xasprintf(&path, "%s/%s.%s", dir, given, suffix);
	free(dir);
	return (path);
}

/* Notes whether the file opened is the user's map of its name, which
 * saving by that name replaces without asking. */
static void
edit_own(struct edit *ed, const char *path)
{
	struct stat	 sa, sb;
	char		*dir, *mine, *cause = NULL;

	ed->own[0] = '\0';
	if (ed->name[0] == '\0' || stat(path, &sa) != 0)
		return;
	if ((dir = paths_user_boards(ed->g->name, 0, &cause)) == NULL) {
		free(cause);
		return;
	}
	xasprintf(&mine, "%s/%s.%s", dir, ed->name, ed->g->board_suffix);
	if (stat(mine, &sb) == 0 && sa.st_dev == sb.st_dev &&
	    sa.st_ino == sb.st_ino)
		snprintf(ed->own, sizeof ed->own, "%s", ed->name);
	free(mine);
	free(dir);
}

/*
 * Opens the editor on a map file, or a new map (path NULL).  A file that
 * is not there makes a new map of that name, when it is a name; a file
 * that is no map text is refused (-1 with *cause); a map that does not
 * load is opened as far as it can be read, and *note says what is wrong.
 */
static int
edit_open(struct edit *ed, const struct game_entry *g, const char *given,
    char **note, char **cause)
{
	struct game_error	 error;
	struct stat		 sb;
	char			*path, *text, *p;
	int			 loaded;

	*note = NULL;
	memset(ed, 0, sizeof *ed);
	ed->g = g;
	ed->ops = g->editor;
	ed->e = ed->ops->create(g);
	ed->ops->size(ed->e, &ed->w, &ed->h);
	ed->ground = ed->brush = '~';
	if (given == NULL)
		return (0);
	path = edit_find(ed, given, ed->name, sizeof ed->name);
	if (stat(path, &sb) != 0 && errno == ENOENT && strchr(given, '/') ==
	    NULL && ed->name[0] != '\0') {
		free(path);
		return (0);	/* a new map of that name */
	}
	if ((text = edit_read_file(path, cause)) == NULL) {
		free(path);
		ed->ops->destroy(ed->e);
		return (-1);
	}
	edit_own(ed, path);
	if ((loaded = ed->ops->load(ed->e, text, &error)) < 0) {
		xasprintf(cause, _("%s holds no map"), path);
		free(text);
		free(path);
		ed->ops->destroy(ed->e);
		return (-1);
	}
	ed->ops->size(ed->e, &ed->w, &ed->h);
	/* The first comment line is the map's description. */
	for (p = text; *p != '\0'; p = strchr(p, '\n') + 1) {
		if (*p == '#') {
			snprintf(ed->description, sizeof ed->description,
			    "%.*s", (int)strcspn(p + 1, "\r\n"), p + 1 +
			    strspn(p + 1, " "));
			break;
		}
		if (strchr(p, '\n') == NULL)
			break;
	}
	ed->description[strcspn(ed->description, "\r\n")] = '\0';
	if (loaded > 0)
		xasprintf(note, _("%s does not load as it is (line %d, column "
		    "%d: %s); what could be read is shown."), path, error.line,
		    error.column, error.code != 0 ? game_error_text(g,
		    error.code) : _("it had to be mended"));
	free(text);
	free(path);
	return (0);
}

/* Runs the editor until it is left: 0, or -2 if the terminal went away. */
static int
edit_run(struct edit *ed, const char *note)
{
	int	 key, done = 0;

	ed->view = xcalloc(1, sizeof *ed->view);
	if (note != NULL)
		edit_say(ed, ROLE_ERROR, note);
	else
		edit_say(ed, ROLE_NORMAL, _("Draw with . ~ ^ and the arrows, "
		    "or the mouse; ? tells every key."));
	screen_mouse_drag(1);
	while (!done) {
		edit_draw(ed);
		key = screen_key(-1);
		if (key == SCREEN_KEY_NONE || key == KEY_RESIZE)
			continue;
		if (screen_small() && key != SCREEN_KEY_HANGUP && key != 'q')
			continue;
		done = edit_key(ed, key);
	}
	if (done == -2)
		edit_save_on_hangup(ed);
	screen_mouse_drag(0);
	ed->ops->destroy(ed->e);
	free(ed->view);
	return (done == -2 ? -2 : 0);
}

/* The user's maps that the editor can save again, by name, at most max;
 * returns how many. */
static int
edit_list_maps(const struct game_entry *g, char **names, int max)
{
	char	**all;
	int	 nall, n = 0, i;

	nall = boards_list_users(g, &all);
	for (i = 0; i < nall; i++) {
		if (n < max && edit_name_ok(all[i]))
			names[n++] = all[i];
		else
			free(all[i]);
	}
	free(all);
	return (n);
}

/*
 * The editor from the menu, on a new map (path NULL) or a map file: 0
 * when left, -2 if the terminal went away.
 */
static int
edit_game(const struct game_entry *g, const char *path)
{
	struct edit	*ed = xcalloc(1, sizeof *ed);
	char		*note, *cause, title[128];
	int		 result;

	if (edit_open(ed, g, path, &note, &cause) != 0) {
		snprintf(title, sizeof title, _("The %s map editor"),
		    _(g->title));
		ui_pager(title, (const char *const []){ cause, NULL }, 0);
		free(cause);
		free(ed);
		return (0);
	}
	result = edit_run(ed, note);
	free(note);
	free(ed);
	return (result);
}

/*
 * The editor from the menu: a new map or one of the user's maps, chosen
 * from a list, for a game ui_edit_for() accepts.  0 when left, -2 if the
 * terminal went away.
 */
int
ui_edit_menu(const struct game_entry *g)
{
	char		*names[EDIT_LIST_MAX], *paths[EDIT_LIST_MAX];
	char		*dir, *cause = NULL, title[128];
	const char	*items[EDIT_LIST_MAX + 2], *details[EDIT_LIST_MAX + 2];
	int		 n, i, focus = 0, pick, result = 0;

	if (!ui_edit_for(g))
		return (0);
	n = edit_list_maps(g, names, EDIT_LIST_MAX);
	if (n > 0 && (dir = paths_user_boards(g->name, 0, &cause)) != NULL) {
		for (i = 0; i < n; i++)
			xasprintf(&paths[i], "%s/%s.%s", dir, names[i],
			    g->board_suffix);
		free(dir);
	} else {
		free(cause);
		n = 0;
	}
	items[0] = _("A new map");
	details[0] = _("Land to draw on; or change one of your maps, listed "
	    "below.");
	for (i = 0; i < n; i++) {
		items[i + 1] = names[i];
		details[i + 1] = paths[i];
	}
	items[n + 1] = _("Back");
	details[n + 1] = NULL;
	snprintf(title, sizeof title, _("Make a %s map"), _(g->title));
	pick = ui_list(title, items, details, NULL, n + 2, &focus, NULL,
	    NULL);
	if (pick == -2)
		result = -2;
	else if (pick == 0)
		result = edit_game(g, NULL);
	else if (pick > 0 && pick <= n)
		result = edit_game(g, paths[pick - 1]);
	for (i = 0; i < n; i++) {
		free(names[i]);
		free(paths[i]);
	}
	return (result);
}

/* Whether a game's maps are drawn here: those whose table offers the
 * editor's model. */
int
ui_edit_for(const struct game_entry *g)
{
	return (g != NULL && g->editor != NULL);
}

/*
 * The editor from the command line: tabula GAME --edit [FILE], for a game
 * ui_edit_for() accepts, where full says whether the full screen can be
 * had.  The file is checked before the screen is taken, so that a
 * refusal is said on the terminal.
 * Returns the exit status.
 */
int
ui_edit_map(const struct game_entry *g, const char *path, int full)
{
	struct edit	*ed;
	char		*note, *cause;

	if (!ui_edit_for(g))
		return (EXIT_FAILURE);
	ed = xcalloc(1, sizeof *ed);
	if (edit_open(ed, g, path, &note, &cause) != 0) {
		fprintf(stderr, "tabula: %s\n", cause);
		free(cause);
		free(ed);
		return (EXIT_FAILURE);
	}
	if (!full) {
		fprintf(stderr, "tabula: %s\n", _("the map editor needs the "
		    "full screen, on a terminal"));
		ed->ops->destroy(ed->e);
		free(note);
		free(ed);
		return (EXIT_FAILURE);
	}
	ui_load_options();
	screen_start(&ui_settings.screen);
	edit_run(ed, note);
	screen_stop();
	free(note);
	free(ed);
	return (EXIT_SUCCESS);
}
