/*
 * control_conqueror.c: Conqueror by cells, in the game's three steps:
 * choose one of your cells to leave, then a neighbouring cell to go to (the
 * neighbours are lit), then how many pawns, with a chooser in the panel:
 * Up and Down, + and -, digits or the mouse wheel change it, Enter or a
 * click on the destination again or on the chooser's Move moves.  Escape,
 * Backspace or the right mouse button steps back.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "narrate.h"
#include "ui/control.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "xmalloc.h"

/* The step of the move being chosen. */
enum cq_step { CQ_FROM, CQ_TO, CQ_PAWNS };

/* What a click in the panel's chooser does. */
enum cq_hit { CQ_HIT_FEWER, CQ_HIT_MORE, CQ_HIT_MOVE, CQ_HITS };

struct cq {
	enum cq_step	 step;
	int		 from, to;
	int		 pawns, most;	/* chosen, and at most */
	int		 pawns_from;	/* the source they were chosen for */
	int		 typing;	/* digits are being typed */
	struct {
		int	 y, x0, x1;
	}		 hits[CQ_HITS];
	/* What the panel says of the cell under the cursor, and whether the
	 * map is larger than its window: the marks, which have the view and
	 * the board, leave them for the panel, which has neither. */
	char		 about[512];
	int		 clipped;
};

static void
cq_open(struct ui_control *k)
{
	struct cq	*cq;

	cq = xcalloc(1, sizeof *cq);
	cq->from = cq->to = -1;
	k->data = cq;
}

static void
cq_close(struct ui_control *k)
{
	free(k->data);
	k->data = NULL;
}

static void
cq_reset(struct ui_control *k)
{
	struct cq	*cq = k->data;

	cq->step = CQ_FROM;
	cq->from = cq->to = -1;
	cq->typing = 0;
	k->selected = -1;
}

/* Whether two cells are linked. */
static int
cq_linked(const struct game_view *v, int a, int c)
{
	const struct game_graph	*g = &v->graph;
	int			 i;

	for (i = 0; i < g->nlinks; i++)
		if ((g->link[i][0] == a && g->link[i][1] == c) ||
		    (g->link[i][0] == c && g->link[i][1] == a))
			return (1);
	return (0);
}

/* Whether the mover may leave a cell: theirs, with a pawn to spare. */
static int
cq_movable(const struct match *m, const struct game_view *v, int cell)
{
	return (v->cells[cell].owner == match_turn(m) &&
	    v->graph.count[cell] >= 2);
}

/* Says what the move so far is and what comes next. */
static const char *
cq_say(struct ui_control *k)
{
	struct cq	*cq = k->data;

	switch (cq->step) {
	case CQ_TO:
		snprintf(k->note, sizeof k->note, _("Cell %d chosen: now a "
		    "neighbouring cell to go to, marked ( )."), cq->from + 1);
		break;
	case CQ_PAWNS:
		snprintf(k->note, sizeof k->note, _("Pawns to move: %d of "
		    "1-%d, from cell %d to cell %d.  Up, Down, + - or digits "
		    "change it; Enter moves."), cq->pawns, cq->most,
		    cq->from + 1, cq->to + 1);
		break;
	default:
		k->note[0] = '\0';
		break;
	}
	return (k->note);
}

/* Chooses the cell to leave. */
static enum ui_choice
cq_from(struct ui_control *k, const struct match *m,
    const struct game_view *v, int cell, const char **why)
{
	struct cq	*cq = k->data;

	if (v->cells[cell].owner != match_turn(m)) {
		snprintf(k->note, sizeof k->note, _("Cell %d is not yours: "
		    "choose one of your cells with 2 pawns or more."),
		    cell + 1);
		*why = k->note;
		return (UI_CHOICE_REFUSED);
	}
	if (v->graph.count[cell] < 2) {
		snprintf(k->note, sizeof k->note, _("Cell %d has no pawn to "
		    "spare, for one must stay behind: choose a cell with 2 "
		    "pawns or more."), cell + 1);
		*why = k->note;
		return (UI_CHOICE_REFUSED);
	}
	cq->step = CQ_TO;
	cq->from = cell;
	cq->to = -1;
	cq->pawns_from = -1;
	k->selected = cell;
	*why = cq_say(k);
	return (UI_CHOICE_SELECT);
}

/* Chooses the cell to go to, a neighbour; the pawns start at the most,
 * or as they were chosen from this source. */
static enum ui_choice
cq_to(struct ui_control *k, const struct game_view *v, int cell,
    const char **why)
{
	struct cq	*cq = k->data;

	cq->most = v->graph.count[cq->from] - 1;
	if (cq->pawns_from != cq->from || cq->pawns < 1 ||
	    cq->pawns > cq->most)
		cq->pawns = cq->most;
	cq->pawns_from = cq->from;
	cq->step = CQ_PAWNS;
	cq->to = cell;
	cq->typing = 0;
	k->cursor = cell;
	*why = cq_say(k);
	return (UI_CHOICE_SELECT);
}

/* The move chosen, as the game writes it. */
static enum ui_choice
cq_move(struct ui_control *k, char *move, size_t len)
{
	struct cq	*cq = k->data;

	snprintf(move, len, "%d-%d %d", cq->from + 1, cq->to + 1, cq->pawns);
	cq_reset(k);
	return (UI_CHOICE_MOVE);
}

/* One step back: from the pawns to the destination, from there to the
 * source, from there to nothing. */
static enum ui_choice
cq_back(struct ui_control *k, const char **why)
{
	struct cq	*cq = k->data;

	switch (cq->step) {
	case CQ_PAWNS:
		k->cursor = cq->to;
		cq->step = CQ_TO;
		cq->to = -1;
		break;
	case CQ_TO:
		k->cursor = cq->from;
		cq_reset(k);
		break;
	default:
		return (UI_CHOICE_NONE);
	}
	*why = cq_say(k);
	return (UI_CHOICE_SELECT);
}

static enum ui_choice
cq_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	struct cq	*cq = k->data;

	(void)b;
	(void)how;
	if (cell < 0 || cell >= v->cols)
		return (UI_CHOICE_NONE);
	if (cq->step == CQ_FROM)
		return (cq_from(k, m, v, cell, why));
	/* The destination again moves; the source again steps back. */
	if (cq->step == CQ_PAWNS && cell == cq->to)
		return (cq_move(k, move, len));
	if (cell == cq->from)
		return (cq_back(k, why));
	if (cq_linked(v, cq->from, cell))
		return (cq_to(k, v, cell, why));
	/* Another cell of one's own: the move starts from there instead. */
	if (cq_movable(m, v, cell))
		return (cq_from(k, m, v, cell, why));
	snprintf(k->note, sizeof k->note, _("Cell %d is not next to cell %d: "
	    "pawns move only to a neighbouring cell, marked ( )."), cell + 1,
	    cq->from + 1);
	*why = k->note;
	return (UI_CHOICE_REFUSED);
}

/* Says what the cell under the cursor is: whose, with how many pawns,
 * and which cells are next to it. */
static void
cq_about(struct cq *cq, const struct match *m, const struct game_view *v,
    int cell)
{
	char	 list[512], who[SEAT_NAME_MAX + 64];
	int	 owner = v->cells[cell].owner, pawns = v->graph.count[cell];

	narrate_graph_neighbours(v, cell, list, sizeof list);
	if (owner < 0 && pawns == 0)
		snprintf(cq->about, sizeof cq->about, _("Cell %d: free; next "
		    "to %s."), cell + 1, list);
	else if (owner < 0)
		snprintf(cq->about, sizeof cq->about, ngettext("Cell %d: "
		    "free, with %d pawn; next to %s.", "Cell %d: free, with "
		    "%d pawns; next to %s.", pawns), cell + 1, pawns, list);
	else if (owner == match_turn(m) && match_is_here(m, owner))
		snprintf(cq->about, sizeof cq->about, ngettext("Cell %d: "
		    "yours, with %d pawn; next to %s.", "Cell %d: yours, with "
		    "%d pawns; next to %s.", pawns), cell + 1, pawns, list);
	else {
		narrate_seat(m, owner, who, sizeof who);
		snprintf(cq->about, sizeof cq->about, ngettext("Cell %d: "
		    "owned by %s with %d pawn; next to %s.", "Cell %d: owned "
		    "by %s with %d pawns; next to %s.", pawns), cell + 1, who,
		    pawns, list);
	}
}

/*
 * Marks the source, and its neighbours or the destination chosen; and
 * leaves the panel what to say of the cell under the cursor, while there
 * is one, and of a map larger than its window.
 */
static void
cq_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, ui_marks *marks)
{
	struct cq	*cq = k->data;
	int		 cell;

	cq->about[0] = '\0';
	cq->clipped = b->clipped;
	if (b->focus >= 0 && b->focus < v->cols &&
	    (marks[b->focus] & UI_MARK_CURSOR))
		cq_about(cq, m, v, b->focus);
	if (cq->step == CQ_FROM || cq->from < 0 || cq->from >= v->cols)
		return;
	marks[cq->from] |= UI_MARK_SELECTED;
	if (cq->step == CQ_PAWNS) {
		marks[cq->to] |= UI_MARK_PATH | UI_MARK_STEP(1);
		return;
	}
	for (cell = 0; cell < v->cols; cell++)
		if (cq_linked(v, cq->from, cell))
			marks[cell] |= UI_MARK_TARGET;
}

/* The cursor starts on the seat's cell with the most pawns. */
static int
cq_start(const struct match *m, const struct game_view *v, int seat)
{
	int	 cell, best = -1;

	(void)m;
	for (cell = 0; cell < v->cols; cell++)
		if (v->cells[cell].owner == seat && (best < 0 ||
		    v->graph.count[cell] > v->graph.count[best]))
			best = cell;
	return (best < 0 ? 0 : best);
}

/* Changes the pawns chosen by some, within 1 and the most. */
static enum ui_choice
cq_change(struct ui_control *k, int by, const char **why)
{
	struct cq	*cq = k->data;

	cq->pawns += by;
	if (cq->pawns < 1)
		cq->pawns = 1;
	if (cq->pawns > cq->most)
		cq->pawns = cq->most;
	cq->typing = 0;
	*why = cq_say(k);
	return (UI_CHOICE_SELECT);
}

/* A digit typed in the chooser: it goes on the number being typed while
 * that stays within the most, or starts a new one. */
static enum ui_choice
cq_digit(struct ui_control *k, int d, const char **why)
{
	struct cq	*cq = k->data;
	int		 n = cq->typing ? cq->pawns * 10 + d : d;

	if (n > cq->most || n < 1)
		n = d;
	if (n < 1 || n > cq->most) {
		snprintf(k->note, sizeof k->note, _("Move from 1 to %d pawns: "
		    "one must stay behind."), cq->most);
		*why = k->note;
		return (UI_CHOICE_REFUSED);
	}
	cq->pawns = n;
	cq->typing = 1;
	*why = cq_say(k);
	return (UI_CHOICE_SELECT);
}

static enum ui_choice
cq_key(struct ui_control *k, const struct match *m, const struct ui_board *b,
    const struct game_view *v, int key, int cursor, char *move, size_t len,
    const char **why)
{
	struct cq	*cq = k->data;

	(void)m;
	(void)b;
	(void)v;
	(void)cursor;
	switch (key) {
	case 27: case KEY_BACKSPACE: case 127: case 8:
	case SCREEN_KEY_RIGHT_CLICK:
		return (cq_back(k, why));
	}
	if (cq->step != CQ_PAWNS)
		return (UI_CHOICE_NONE);
	switch (key) {
	case KEY_UP: case 'k': case '+': case '=': case SCREEN_KEY_WHEEL_UP:
		return (cq_change(k, 1, why));
	case KEY_DOWN: case 'j': case '-': case SCREEN_KEY_WHEEL_DOWN:
		return (cq_change(k, -1, why));
	case KEY_PPAGE:
		return (cq_change(k, cq->most, why));
	case KEY_NPAGE:
		return (cq_change(k, -cq->most, why));
	case '\r': case '\n': case KEY_ENTER: case ' ':
		return (cq_move(k, move, len));
	}
	if (key >= '0' && key <= '9')
		return (cq_digit(k, key - '0', why));
	return (UI_CHOICE_NONE);
}

/* Remembers where a part of the chooser is, for clicks. */
static void
cq_hit(struct cq *cq, enum cq_hit what, int y, int x, const char *s)
{
	cq->hits[what].y = y;
	cq->hits[what].x0 = x;
	cq->hits[what].x1 = x + screen_width(s);
}

/*
 * The chooser of pawns, while the destination is chosen: the two cells,
 * then the number between a button for fewer and one for more, and a
 * button that moves.  The terminal cursor rests on the number.
 */
static int
cq_chooser(struct ui_control *k, int y, int x, int w)
{
	struct cq	*cq = k->data;
	char		 text[256];
	const char	*fewer = "[-]", *more = "[+]", *go = _("[Move]");
	int		 cx, top = y;

	memset(cq->hits, 0, sizeof cq->hits);
	if (cq->step != CQ_PAWNS)
		return (0);
	snprintf(text, sizeof text, _("From cell %d to cell %d"),
	    cq->from + 1, cq->to + 1);
	screen_text(y, x, ROLE_TITLE, text, w);
	cx = x;
	screen_text(y + 1, cx, ROLE_NORMAL, _("Pawns"), w);
	cx += screen_width(_("Pawns")) + 1;
	screen_text(y + 1, cx, ROLE_MARK, fewer, x + w - cx);
	cq_hit(cq, CQ_HIT_FEWER, y + 1, cx, fewer);
	cx += 4;
	snprintf(text, sizeof text, "%3d", cq->pawns);
	screen_text(y + 1, cx, ROLE_FOCUS, text, x + w - cx);
	k->at_y = y + 1;
	k->at_x = cx + 2;
	cx += 4;
	screen_text(y + 1, cx, ROLE_MARK, more, x + w - cx);
	cq_hit(cq, CQ_HIT_MORE, y + 1, cx, more);
	cx += 4;
	snprintf(text, sizeof text, _("of 1-%d"), cq->most);
	screen_text(y + 1, cx, ROLE_DIM, text, x + w - cx);
	cx += screen_width(text) + 1;
	if (cx + screen_width(go) > x + w) {
		cx = x;
		y++;
	}
	screen_text(y + 1, cx, ROLE_TITLE, go, x + w - cx);
	cq_hit(cq, CQ_HIT_MOVE, y + 1, cx, go);
	return (y + 1 - top + 2);
}

/*
 * The panel: the cell under the cursor, whose it is, its pawns and the
 * cells next to it; that the map scrolls, if it does; then the chooser of
 * pawns.
 */
static int
cq_panel(struct ui_control *k, const struct match *m, int y, int x, int w)
{
	struct cq	*cq = k->data;
	int		 top = y, n;

	(void)m;
	if ((n = screen_wrap(y, x, w, 4, ROLE_NORMAL, cq->about)) > 0)
		y += n + 1;
	if (cq->clipped && (n = screen_wrap(y, x, w, 3, ROLE_DIM,
	    _("The map is larger than the window: it scrolls to follow the "
	    "cursor."))) > 0)
		y += n + 1;
	cq->about[0] = '\0';
	cq->clipped = 0;
	y += cq_chooser(k, y, x, w);
	return (y - top);
}

static enum ui_choice
cq_click(struct ui_control *k, const struct match *m, int y, int x,
    char *move, size_t len, const char **why)
{
	struct cq	*cq = k->data;
	int		 i;

	(void)m;
	if (cq->step != CQ_PAWNS)
		return (UI_CHOICE_NONE);
	for (i = 0; i < CQ_HITS; i++) {
		if (cq->hits[i].y != y || x < cq->hits[i].x0 ||
		    x >= cq->hits[i].x1)
			continue;
		switch (i) {
		case CQ_HIT_FEWER:
			return (cq_change(k, -1, why));
		case CQ_HIT_MORE:
			return (cq_change(k, 1, why));
		default:
			return (cq_move(k, move, len));
		}
	}
	return (UI_CHOICE_NONE);
}

static const char *
cq_keys(const struct ui_control *k, const struct match *m)
{
	const struct cq	*cq = k->data;

	switch (cq->step) {
	case CQ_TO:
		return (_("Arrows: cell   Enter: go there   Esc: back   "
		    "? help   q leave"));
	case CQ_PAWNS:
		return (_("+ more   - fewer   Enter: move   Esc: back   "
		    "? help   q leave"));
	default:
		break;
	}
	if (match_from_hub(m))
		return (_("Arrows: cell   Enter: leave it   : type   s save   "
		    "? help   q leave"));
	return (_("Arrows: cell   Enter: leave it   : type   u undo   "
	    "s save   ? help   q leave"));
}

static const char *const cq_help[] = {
	N_("Conqueror: each cell shows its number and its pawns, in a box "
	    "where there is room, the pawns on their owner's colour after "
	    "the owner's mark as in the list of players; a dot is a free "
	    "cell.  The lines are the links: pawns move along one, to a "
	    "neighbouring cell.  No two links run side by side, and where "
	    "two cross they make a plus, so that each can be followed from "
	    "one cell to the other; the panel also names the cells next to "
	    "the one under the cursor.  The arrow keys go to the nearest cell "
	    "that way."),
	N_("A move takes three steps.  Enter, the space bar or a click on "
	    "one of your cells with 2 pawns or more chooses it (in brackets); "
	    "its neighbours are marked ( ).  Enter or a click on one of them "
	    "chooses where to go.  Then the panel asks how many pawns: Up and "
	    "Down, + and -, a number typed or the mouse wheel change it, as "
	    "do clicks on [-] and [+]; Enter, a click on [Move] or on the "
	    "destination again moves.  Escape, Backspace or the right mouse "
	    "button steps back."),
	NULL
};

const struct ui_control_ops ui_control_conqueror = {
	.game = "conqueror",
	.choose = cq_choose,
	.marks = cq_marks,
	.start = cq_start,
	.open = cq_open,
	.close = cq_close,
	.reset = cq_reset,
	.key = cq_key,
	.panel = cq_panel,
	.click = cq_click,
	.keys = cq_keys,
	.help = cq_help,
};
