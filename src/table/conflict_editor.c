/*
 * conflict_editor.c: Conflict's maps as the map editor draws them: the
 * table's map editor hooks over the engine's editing model
 * (games/conflict_edit.c), its check and its fairness report.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "games/conflict.h"
#include "games/conflict_edit.h"
#include "games/conflict_map.h"
#include "i18n.h"
#include "table/conflict_report.h"
#include "xmalloc.h"

/* The editor's words are the engine's. */
_Static_assert((int)GAME_EDIT_E_HISTORY == (int)CONFLICT_EDIT_E_HISTORY &&
    (int)GAME_EDIT_SAME == (int)CONFLICT_EDIT_SAME &&
    (int)GAME_EDIT_E_SQUARE == (int)CONFLICT_EDIT_E_SQUARE,
    "the editor's results follow the engine's");
_Static_assert((int)GAME_EDIT_ROTATE_4 == (int)CONFLICT_EDIT_ROTATE_4 &&
    (int)GAME_EDIT_MIRROR_LR == (int)CONFLICT_EDIT_MIRROR_LR,
    "the editor's symmetries follow the engine's");

/* A map being drawn, and the board it makes when checked. */
struct conflict_editing {
	const struct game_entry	*g;		/* Conflict's */
	struct conflict_edit	 e;
	struct conflict_board	 board;
	int			 checked;	/* board is the map as it is */
};

static void *
conflict_editor_create(const struct game_entry *g)
{
	struct conflict_editing	*ed = xcalloc(1, sizeof *ed);

	ed->g = g;
	conflict_edit_init(&ed->e, CONFLICT_EDIT_W_NEW, CONFLICT_EDIT_H_NEW);
	return (ed);
}

static void
conflict_editor_destroy(void *s)
{
	struct conflict_editing	*ed = s;

	if (ed == NULL)
		return;
	conflict_edit_free(&ed->e);
	free(ed);
}

static int
conflict_editor_load(void *s, const char *text, struct game_error *error)
{
	struct conflict_editing	*ed = s;
	struct conflict_board	*board;
	int			 loaded;

	memset(error, 0, sizeof *error);
	ed->checked = 0;
	if ((loaded = conflict_edit_load(&ed->e, text)) < 0)
		return (-1);
	ed->e.changed = 0;
	board = xcalloc(1, sizeof *board);
	error->code = conflict_board_read(board, text, &error->line,
	    &error->column);
	free(board);
	return (error->code != CONFLICT_OK || loaded > 0 ? 1 : 0);
}

/*
 * The map's file: its description, the legend (the file format's, in
 * English as the shipped maps have it), then the rows.
 */
static char *
conflict_editor_text(const void *s, const char *description)
{
	const struct conflict_editing	*ed = s;
	char				*rows, *text, *p;

	rows = conflict_edit_text(&ed->e, NULL);
	xasprintf(&text, "# %s\n"
	    "# A Conflict board: . land, ~ water, ^ impassable, 1 to 4 the "
	    "home\n# bases (1 upper left, 2 upper right, 3 lower left, 4 lower "
	    "right),\n# a to d the mines of players 1 to 4 on land, A to D on "
	    "water.\n%s", description, rows);
	free(rows);
	for (p = text; *p != '\n'; p++)
		if ((unsigned char)*p < ' ')
			*p = ' ';
	return (text);
}

static void
conflict_editor_size(const void *s, int *w, int *h)
{
	const struct conflict_editing	*ed = s;

	*w = ed->e.g.w;
	*h = ed->e.g.h;
}

static void
conflict_editor_at(const void *s, int r, int c, struct game_edit_square *sq)
{
	const struct conflict_editing	*ed = s;
	struct conflict_edit_square	 cs;

	conflict_edit_at(&ed->e, r, c, &cs);
	sq->terrain = cs.terrain == CONFLICT_WATER ? GAME_TERRAIN_WATER :
	    cs.terrain == CONFLICT_HIGH ? GAME_TERRAIN_HIGH :
	    GAME_TERRAIN_LAND;
	sq->base = cs.base;
	sq->mine = cs.mine;
	conflict_format_square(conflict_edit_sq(&ed->e, r, c), sq->name,
	    sizeof sq->name);
}

static int
conflict_editor_changed(const void *s)
{
	const struct conflict_editing	*ed = s;

	return (ed->e.changed);
}

static void
conflict_editor_saved(void *s)
{
	struct conflict_editing	*ed = s;

	ed->e.changed = 0;
}

/* Every change makes the checked board stale; these say so. */
static void
conflict_editor_begin(void *s)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	conflict_edit_begin(&ed->e);
}

static int
conflict_editor_end(void *s)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_end(&ed->e));
}

static int
conflict_editor_paint(void *s, int r, int c, int ground)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_paint(&ed->e, r, c, ground));
}

static int
conflict_editor_place(void *s, int r, int c, int brush)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_place(&ed->e, r, c, brush));
}

static int
conflict_editor_clear(void *s, int r, int c)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_clear(&ed->e, r, c));
}

static int
conflict_editor_resize(void *s, int w, int h)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_resize(&ed->e, w, h));
}

static int
conflict_editor_symmetry(void *s, enum game_edit_symmetry how)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_symmetry(&ed->e,
	    (enum conflict_edit_symmetry)how));
}

static int
conflict_editor_undo(void *s)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_undo(&ed->e));
}

static int
conflict_editor_redo(void *s)
{
	struct conflict_editing	*ed = s;

	ed->checked = 0;
	return (conflict_edit_redo(&ed->e));
}

/*
 * Whether the map is ready, or what is wrong with it, with the square
 * named when there is one, and whose base or mines when the engine says
 * only that one is wrong.  Leaves the map as the game will read it, for
 * the report.  Returns the engine's code.
 */
static int
conflict_editor_check(void *s, char *buf, size_t len)
{
	struct conflict_editing	*ed = s;
	char			 name[16], extra[128];
	int			 code, sq, who, bases, mines;

	buf[0] = '\0';
	code = conflict_edit_check(&ed->e, &ed->board, &sq);
	ed->checked = code == CONFLICT_OK;
	if (code == CONFLICT_OK)
		return (code);
	extra[0] = '\0';
	for (who = 0; who < CONFLICT_PLAYERS && (code ==
	    CONFLICT_E_BOARD_NO_BASE || code == CONFLICT_E_BOARD_MINES); who++) {
		bases = conflict_edit_count(&ed->e, who, &mines);
		if (code == CONFLICT_E_BOARD_NO_BASE && bases == 0) {
			snprintf(extra, sizeof extra, _("Player %d has no "
			    "base."), who + 1);
			break;
		}
		if (code == CONFLICT_E_BOARD_MINES && mines != 2) {
			snprintf(extra, sizeof extra, _("Player %d has %d "
			    "mines."), who + 1, mines);
			break;
		}
	}
	if (sq != CONFLICT_NOWHERE) {
		conflict_format_square(sq, name, sizeof name);
		snprintf(buf, len, "%s: %s", name,
		    game_error_text(ed->g, code));
	} else
		snprintf(buf, len, "%s%s%s",
		    game_error_text(ed->g, code),
		    extra[0] != '\0' ? " " : "", extra);
	return (code);
}

/* The fairness report of the map as last checked ready; 0 lines if it
 * was not. */
static int
conflict_editor_report(void *s, char ***lines, int *nworse)
{
	struct conflict_editing		*ed = s;
	struct conflict_map_report	 r;
	char				 why[256];

	*lines = NULL;
	*nworse = 0;
	if (!ed->checked &&
	    conflict_editor_check(ed, why, sizeof why) != CONFLICT_OK)
		return (0);
	conflict_map_report(&ed->board, &r);
	*nworse = r.nworse;
	return (conflict_report_lines(ed->g, &r, lines));
}

const struct game_map_editor conflict_map_editor = {
	.brushes = ".~^1234abcd",
	.about = N_("Draw a Conflict map: land, water and impassable ground, "
	    "the four home bases (1 upper left, 2 upper right, 3 lower left, "
	    "4 lower right) and two mines for each player.  The line under "
	    "the map says what the square under the cursor holds and whether "
	    "the map is ready to save; if not, it names the square that is "
	    "wrong."),
	.report_about = N_("v: the fairness report of a ready map, as tabula "
	    "conflict --check-map gives it: for each base, which pieces can "
	    "leave it, the land and water near it, the ways to the other "
	    "bases and the mines near it, and a warning for a base clearly "
	    "worse off."),
	.create = conflict_editor_create,
	.destroy = conflict_editor_destroy,
	.load = conflict_editor_load,
	.text = conflict_editor_text,
	.size = conflict_editor_size,
	.at = conflict_editor_at,
	.changed = conflict_editor_changed,
	.saved = conflict_editor_saved,
	.begin = conflict_editor_begin,
	.end = conflict_editor_end,
	.paint = conflict_editor_paint,
	.place = conflict_editor_place,
	.take_away = conflict_editor_clear,
	.resize = conflict_editor_resize,
	.symmetry = conflict_editor_symmetry,
	.undo = conflict_editor_undo,
	.redo = conflict_editor_redo,
	.check = conflict_editor_check,
	.report = conflict_editor_report,
	.report_free = xfree_strings,
};
