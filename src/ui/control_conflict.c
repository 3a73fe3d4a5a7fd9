/*
 * control_conflict.c: Conflict by cells.  Choose one of your pieces, or
 * your base to bring a piece in (e chooses its kind), then either draw its
 * path a square at a time, or choose a lit square and let the game find a
 * path there; Enter on the last square, or the right mouse button, plays
 * it.  A click on the path's last square or Backspace takes a step back;
 * Tab changes the die; r takes a reserve piece on a 7; p passes.
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conflict.h"
#include "i18n.h"
#include "ui/control.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define CC_HITS		48
#define CC_LEGEND_LINES	32	/* the legend needs a screen this high */

/* What a click in the panel chooses. */
enum cc_hit { CC_HIT_DIE, CC_HIT_AVAIL, CC_HIT_RESERVE };

struct cc {
	int		 active;		/* a piece is chosen */
	int		 enter;			/* and comes in from a base */
	int		 kind, colour;
	int		 die;			/* whose reach is shown */
	int16_t		 path[CONFLICT_PATH_MAX];	/* from its start */
	int		 len;

	struct {
		int		 y, x0, x1;
		enum cc_hit	 what;
		int		 a, b;
	}		 hits[CC_HITS];
	int		 nhits;
};

static const struct conflict_pos *
cc_pos(const struct match *m)
{
	return (&((const struct conflict_game *)m->state)->pos);
}

/* Cells of the view and squares of the engine. */
static int
cc_square(const struct conflict_pos *p, int cell)
{
	return (CONFLICT_SQ(cell / p->b->w, cell % p->b->w));
}

static int
cc_cell(const struct conflict_pos *p, int sq)
{
	return (CONFLICT_ROW(sq) * p->b->w + CONFLICT_COL(sq));
}

static void
cc_open(struct ui_control *k)
{
	k->data = xcalloc(1, sizeof(struct cc));
}

static void
cc_close(struct ui_control *k)
{
	free(k->data);
	k->data = NULL;
}

static void
cc_reset(struct ui_control *k)
{
	struct cc	*cc = k->data;

	cc->active = 0;
	cc->len = 0;
}

/* Whether a die of this value is left to play. */
static int
cc_die_left(const struct conflict_pos *p, int die)
{
	return (((p->left & 1) && p->dice[0] == die) ||
	    ((p->left & 2) && p->dice[1] == die));
}

/* The squares the chosen piece can reach with a die. */
static int
cc_reach(const struct conflict_pos *p, const struct cc *cc, int die,
    struct conflict_set *to)
{
	memset(to, 0, sizeof *to);
	if (!cc->active || !cc_die_left(p, die))
		return (0);
	return (conflict_reach(p, cc->path[0], cc->kind, cc->colour, die, to));
}

/* Chooses the die to show: the one asked for if it is left and moves the
 * piece, else the first that does, else the first left. */
static void
cc_pick_die(const struct conflict_pos *p, struct cc *cc, int want)
{
	struct conflict_set	 to;
	int			 i, first = 0;

	if (want > 0 && cc_die_left(p, want) && cc_reach(p, cc, want, &to) > 0) {
		cc->die = want;
		return;
	}
	for (i = 0; i < 2; i++) {
		if ((p->left & (1 << i)) == 0)
			continue;
		if (first == 0)
			first = p->dice[i];
		if (cc_reach(p, cc, p->dice[i], &to) > 0) {
			cc->die = p->dice[i];
			return;
		}
	}
	cc->die = first;
}

/* The translated name of a kind of piece. */
static const char *
cc_kind(const struct match *m, int kind)
{
	return (_(m->game->piece_names[kind]));
}

/* Says what is chosen, with what die, and how far the path has come. */
static const char *
cc_say(struct ui_control *k, const struct match *m)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc		*cc = k->data;
	struct conflict_set	 to;
	char			 sq[8], path[CONFLICT_MOVE_MAX];
	size_t			 used = 0;
	int			 i, n;

	path[0] = '\0';
	for (i = 0; i < cc->len; i++) {
		conflict_format_square(cc->path[i], path + used,
		    sizeof path - used);
		used += strlen(path + used);
		if (used + 1 < sizeof path && i + 1 < cc->len)
			path[used++] = '-';
		path[used] = '\0';
	}
	conflict_format_square(cc->path[0], sq, sizeof sq);
	n = cc_reach(p, cc, cc->die, &to);
	if (cc->len > 1 && cc_die_left(p, cc->len - 1))
		snprintf(k->note, sizeof k->note, _("Path %s: Enter on its end, "
		    "or a right click, plays it."), path);
	else if (cc->len > 1)
		snprintf(k->note, sizeof k->note, _("Path %s so far: go on, to "
		    "the length of a die."), path);
	else if (n == 0 && cc->enter)
		snprintf(k->note, sizeof k->note, _("The new %s at %s can go "
		    "nowhere with a %d."), cc_kind(m, cc->kind), sq, cc->die);
	else if (n == 0)
		snprintf(k->note, sizeof k->note, _("The %s on %s can go "
		    "nowhere with a %d."), cc_kind(m, cc->kind), sq, cc->die);
	else if (cc->enter)
		snprintf(k->note, sizeof k->note, _("New %s at %s, die %d: draw "
		    "its path, or choose a lit square."), cc_kind(m, cc->kind),
		    sq, cc->die);
	else
		snprintf(k->note, sizeof k->note, _("Your %s on %s, die %d: draw "
		    "its path, or choose a lit square."), cc_kind(m, cc->kind), sq,
		    cc->die);
	return (k->note);
}

/* Chooses a piece on a square, or a piece coming in at a base. */
static enum ui_choice
cc_select(struct ui_control *k, const struct match *m, int sq, int enter,
    int kind, int colour, const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;

	cc->active = 1;
	cc->enter = enter;
	cc->kind = kind;
	cc->colour = colour;
	cc->path[0] = sq;
	cc->len = 1;
	k->selected = cc_cell(p, sq);
	cc_pick_die(p, cc, cc->die);
	*why = cc_say(k, m);
	return (UI_CHOICE_SELECT);
}

/* The next kind of piece after kind (-1: the first) available to come in
 * at a colour's base; -1 if there is none. */
static int
cc_next_kind(const struct conflict_pos *p, int colour, int kind)
{
	int	 k;

	for (k = kind + 1; k < CONFLICT_KINDS; k++)
		if (p->avail[colour][k] > 0)
			return (k);
	return (-1);
}

/* The colour whose base is on a square, if the seat to move holds it. */
static int
cc_held_base(const struct conflict_pos *p, int sq)
{
	int	 c;

	for (c = 0; c < CONFLICT_PLAYERS; c++)
		if (p->b->base[c] == sq && conflict_controls(p, p->turn, c))
			return (c);
	return (-1);
}

/* Whether the chosen piece can reach a square with a die left. */
static int
cc_lit(const struct conflict_pos *p, const struct cc *cc, int sq)
{
	struct conflict_set	 to;
	int			 i;

	for (i = 0; i < 2; i++)
		if (cc_reach(p, cc, p->dice[i], &to) > 0 &&
		    conflict_set_has(&to, sq))
			return (1);
	return (0);
}

/* Writes the chosen move, if its path is as long as a die left. */
static int
cc_move(const struct cc *cc, const struct conflict_pos *p, char *move,
    size_t len)
{
	struct conflict_move	 m;

	if (!cc->active || cc->len < 2 || !cc_die_left(p, cc->len - 1))
		return (0);
	memset(&m, 0, sizeof m);
	m.type = cc->enter ? CONFLICT_MOVE_ENTER : CONFLICT_MOVE_PIECE;
	m.die = cc->len - 1;
	m.kind = cc->kind;
	m.colour = cc->colour;
	m.len = cc->len;
	memcpy(m.path, cc->path, sizeof m.path);
	conflict_format_move(&m, move, len);
	return (1);
}

/* The engine's reason, translated as the game table has it. */
static const char *
cc_error(const struct match *m, int code)
{
	if (code <= 0 || code >= m->game->nerrors)
		return (_("That cannot be played."));
	return (_(m->game->errors[code]));
}

/* Adds a square to the path, if the step is allowed. */
static enum ui_choice
cc_step(struct ui_control *k, const struct match *m, int sq,
    const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	struct conflict_move		 t;
	int				 error, i, longest = 0;

	for (i = 0; i < 2; i++)
		if ((p->left & (1 << i)) && p->dice[i] > longest)
			longest = p->dice[i];
	if (cc->len - 1 >= longest) {
		*why = _("The path is already as long as the highest die.");
		return (UI_CHOICE_REFUSED);
	}
	memset(&t, 0, sizeof t);
	t.type = cc->enter ? CONFLICT_MOVE_ENTER : CONFLICT_MOVE_PIECE;
	t.kind = cc->kind;
	t.colour = cc->colour;
	memcpy(t.path, cc->path, sizeof t.path);
	t.path[cc->len] = sq;
	t.len = cc->len + 1;
	if ((error = conflict_check_steps(p, &t, cc->kind)) != CONFLICT_OK) {
		*why = cc_error(m, error);
		return (UI_CHOICE_REFUSED);
	}
	cc->path[cc->len++] = sq;
	*why = cc_say(k, m);
	if (conflict_hostile_mine(p, sq, cc->colour)) {
		snprintf(k->note + strlen(k->note), sizeof k->note -
		    strlen(k->note), " %s", _("Beware: a mine there would "
		    "destroy it."));
		*why = k->note;
	}
	return (UI_CHOICE_SELECT);
}

/*
 * The chosen start chosen again: the next of what may start there (the
 * piece on it, then each kind that may come in at the base), and after the
 * last, nothing.
 */
static enum ui_choice
cc_again(struct ui_control *k, const struct match *m, int sq, int c,
    const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	int				 next = -1;

	if (c >= 0)
		next = cc_next_kind(p, c, cc->enter ? cc->kind : -1);
	if (next >= 0)
		return (cc_select(k, m, sq, 1, next, c, why));
	cc_reset(k);
	k->selected = -1;
	*why = "";
	return (UI_CHOICE_SELECT);
}

static enum ui_choice
cc_choose(struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, int cell,
    enum ui_how how, char *move, size_t len, const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	struct conflict_set		 to;
	int				 sq = cc_square(p, cell), piece, c, i, d;
	enum ui_choice			 choice;

	(void)b;
	(void)v;
	piece = p->sq[sq];
	if (piece != 0 && !conflict_controls(p, p->turn, CONFLICT_COLOUR(piece)))
		piece = 0;
	c = cc_held_base(p, sq);
	/* The path's last square: played, or a step taken back. */
	if (cc->active && cc->len > 1 && sq == cc->path[cc->len - 1]) {
		if (how == UI_BY_KEY && cc_move(cc, p, move, len)) {
			cc_reset(k);
			k->selected = -1;
			return (UI_CHOICE_MOVE);
		}
		cc->len--;
		*why = cc_say(k, m);
		return (UI_CHOICE_SELECT);
	}
	/* The start again: the path starts over, or the next choice there. */
	if (cc->active && sq == cc->path[0]) {
		if (cc->len > 1) {
			cc->len = 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		}
		return (cc_again(k, m, sq, c, why));
	}
	/* One's own piece: chosen. */
	if (piece != 0) {
		if (sq == p->moved && c < 0) {
			*why = cc_error(m, CONFLICT_E_MOVED);
			return (UI_CHOICE_REFUSED);
		}
		if (sq != p->moved)
			return (cc_select(k, m, sq, 0, CONFLICT_KIND(piece),
			    CONFLICT_COLOUR(piece), why));
	}
	/* A base one holds: a piece comes in there. */
	if (c >= 0) {
		if ((i = cc_next_kind(p, c, -1)) < 0) {
			*why = cc_error(m, CONFLICT_E_NONE_LEFT);
			return (UI_CHOICE_REFUSED);
		}
		return (cc_select(k, m, sq, 1, i, c, why));
	}
	if (!cc->active) {
		*why = _("Choose one of your pieces, or your base to bring a "
		    "piece in.");
		return (UI_CHOICE_REFUSED);
	}
	/* A step from the end of the path, if it may go there. */
	for (i = 0; i < cc->len; i++)
		if (cc->path[i] == sq)
			break;
	if (i == cc->len && abs(CONFLICT_ROW(sq) -
	    CONFLICT_ROW(cc->path[cc->len - 1])) <= 1 && abs(CONFLICT_COL(sq) -
	    CONFLICT_COL(cc->path[cc->len - 1])) <= 1) {
		choice = cc_step(k, m, sq, why);
		if (choice == UI_CHOICE_SELECT || !cc_lit(p, cc, sq))
			return (choice);
	}
	/* A lit square: the game finds the way, with this die or the other. */
	for (i = 0; i < 3; i++) {
		d = i == 0 ? cc->die : p->dice[i - 1];
		if (!cc_die_left(p, d) || cc_reach(p, cc, d, &to) == 0 ||
		    !conflict_set_has(&to, sq))
			continue;
		cc->die = d;
		if (conflict_find_path(p, cc->path[0], cc->kind, cc->colour, d,
		    sq, 1, cc->path)) {
			cc->len = d + 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		}
	}
	*why = _("That square is out of reach with the dice left.");
	return (UI_CHOICE_REFUSED);
}

static void
cc_marks(const struct ui_control *k, const struct match *m,
    const struct ui_board *b, const struct game_view *v, unsigned char *marks)
{
	const struct conflict_pos	*p = cc_pos(m);
	const struct cc			*cc = k->data;
	struct conflict_set		 to;
	int				 sq, i;

	(void)b;
	(void)v;
	if (!cc->active || p->dice[0] == 0)
		return;
	marks[cc_cell(p, cc->path[0])] |= UI_MARK_SELECTED;
	for (i = 1; i < cc->len; i++)
		marks[cc_cell(p, cc->path[i])] |= UI_MARK_PATH |
		    UI_MARK_STEP(i);
	if (cc->len > 1)
		return;
	cc_reach(p, cc, cc->die, &to);
	for (sq = conflict_set_next(&to, 0); sq >= 0;
	    sq = conflict_set_next(&to, sq + 1))
		marks[cc_cell(p, sq)] |= UI_MARK_TARGET;
}

/*
 * The cursor starts on a piece of the mover that can move, or its base;
 * for a seat waiting its turn, on its base.
 */
static int
cc_start(const struct match *m, const struct game_view *v, int seat)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct conflict_set		 to;
	int				 sq, piece, i;

	(void)v;
	if (seat != p->turn)
		return (cc_cell(p, p->b->base[seat]));
	for (sq = conflict_next_mover(p, 0); sq >= 0;
	    sq = conflict_next_mover(p, sq + 1)) {
		piece = p->sq[sq];
		for (i = 0; i < 2; i++)
			if ((p->left & (1 << i)) && conflict_reach(p, sq,
			    CONFLICT_KIND(piece), CONFLICT_COLOUR(piece),
			    p->dice[i], &to) > 0)
				return (cc_cell(p, sq));
	}
	return (cc_cell(p, p->b->base[p->turn]));
}

/* Asks which piece, of those in a stock, with a list: 0 when one is
 * chosen, 1 when the list is left without one, -1 when there is none. */
static int
cc_ask(const struct match *m, const char *title, int reserve, int *colour,
    int *kind)
{
	const struct conflict_pos	*p = cc_pos(m);
	const char	*items[CONFLICT_PLAYERS * CONFLICT_KINDS + 1];
	char		 text[CONFLICT_PLAYERS * CONFLICT_KINDS][96], sq[8];
	int		 colours[CONFLICT_PLAYERS * CONFLICT_KINDS];
	int		 kinds[CONFLICT_PLAYERS * CONFLICT_KINDS];
	int		 c, k, n = 0, focus = 0, pick, count;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (!conflict_controls(p, p->turn, c))
			continue;
		conflict_format_square(p->b->base[c], sq, sizeof sq);
		for (k = 0; k < CONFLICT_KINDS; k++) {
			count = reserve ? p->reserve[c][k] : p->avail[c][k];
			if (count == 0)
				continue;
			snprintf(text[n], sizeof text[n], _("%s at %s (%d)"),
			    cc_kind(m, k), sq, count);
			items[n] = text[n];
			colours[n] = c;
			kinds[n++] = k;
		}
	}
	if (n == 0)
		return (-1);
	items[n] = _("Cancel");
	pick = ui_list(title, items, NULL, NULL, n + 1, &focus, NULL, NULL);
	if (pick < 0 || pick >= n)
		return (1);
	*colour = colours[pick];
	*kind = kinds[pick];
	return (0);
}

/* Writes a reserve move. */
static enum ui_choice
cc_reserve(const struct conflict_pos *p, int colour, int kind, char *move,
    size_t len)
{
	char	 sq[8];

	conflict_format_square(p->b->base[colour], sq, sizeof sq);
	snprintf(move, len, "reserve %s %s", conflict_kind_words[kind], sq);
	return (UI_CHOICE_MOVE);
}

static enum ui_choice
cc_key(struct ui_control *k, const struct match *m, const struct ui_board *b,
    const struct game_view *v, int key, int cursor, char *move, size_t len,
    const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	int				 colour, kind, i;

	(void)b;
	(void)v;
	(void)cursor;
	if (p->dice[0] == 0)
		return (UI_CHOICE_NONE);
	switch (key) {
	case '\t': case 'd':
		if (!cc->active)
			return (UI_CHOICE_NONE);
		for (i = 0; i < 2; i++)
			if ((p->left & (1 << i)) && p->dice[i] != cc->die) {
				cc->die = p->dice[i];
				cc->len = 1;
				break;
			}
		*why = cc_say(k, m);
		return (UI_CHOICE_SELECT);
	case KEY_BACKSPACE: case 127: case 8:
		if (!cc->active)
			return (UI_CHOICE_NONE);
		if (cc->len > 1) {
			cc->len--;
			*why = cc_say(k, m);
		} else {
			cc_reset(k);
			k->selected = -1;
			*why = "";
		}
		return (UI_CHOICE_SELECT);
	case SCREEN_KEY_RIGHT_CLICK:
		if (cc_move(cc, p, move, len)) {
			cc_reset(k);
			k->selected = -1;
			return (UI_CHOICE_MOVE);
		}
		return (UI_CHOICE_NONE);
	case 'e':
		switch (cc_ask(m, _("Bring in which piece?"), 0, &colour,
		    &kind)) {
		case -1:
			*why = cc_error(m, CONFLICT_E_NONE_LEFT);
			return (UI_CHOICE_REFUSED);
		case 1:
			/* Left without a choice: nothing changes. */
			*why = cc->active ? cc_say(k, m) : "";
			return (UI_CHOICE_SELECT);
		}
		k->cursor = cc_cell(p, p->b->base[colour]);
		return (cc_select(k, m, p->b->base[colour], 1, kind, colour,
		    why));
	case 'r':
		if (!p->seven) {
			*why = cc_error(m, CONFLICT_E_NOT_SEVEN);
			return (UI_CHOICE_REFUSED);
		}
		switch (cc_ask(m, _("Take which piece from the reserve?"), 1,
		    &colour, &kind)) {
		case -1:
			*why = cc_error(m, CONFLICT_E_NO_RESERVE);
			return (UI_CHOICE_REFUSED);
		case 1:
			*why = cc->active ? cc_say(k, m) : "";
			return (UI_CHOICE_SELECT);
		}
		return (cc_reserve(p, colour, kind, move, len));
	case 'p':
		cc_reset(k);
		k->selected = -1;
		snprintf(move, len, "pass");
		return (UI_CHOICE_MOVE);
	}
	return (UI_CHOICE_NONE);
}

/* Remembers a place in the panel that a click chooses. */
static void
cc_hit(struct cc *cc, int y, int x0, int x1, enum cc_hit what, int a, int b)
{
	if (cc->nhits == CC_HITS)
		return;
	cc->hits[cc->nhits].y = y;
	cc->hits[cc->nhits].x0 = x0;
	cc->hits[cc->nhits].x1 = x1;
	cc->hits[cc->nhits].what = what;
	cc->hits[cc->nhits].a = a;
	cc->hits[cc->nhits++].b = b;
}

/* What the dice left allow, in a sentence. */
static void
cc_allows(const struct conflict_pos *p, char *buf, size_t len)
{
	int	 n = (p->left & 1) + ((p->left >> 1) & 1);

	buf[0] = '\0';
	if (p->over || p->dice[0] == 0)
		return;
	if (p->seven)
		snprintf(buf, len, "%s", _("A 7: r takes a reserve piece "
		    "first."));
	else if (n == 2 && p->dice[0] == p->dice[1])
		snprintf(buf, len, _("Doubles: two pieces move %d, then "
		    "another roll."), p->dice[0]);
	else if (n == 2)
		snprintf(buf, len, _("A %d and a %d, for two pieces."),
		    p->dice[0], p->dice[1]);
	else if (n == 1)
		snprintf(buf, len, _("The %d is left, for another piece."),
		    p->dice[(p->left & 1) ? 0 : 1]);
}

/* Draws the dice and what they allow, each colour's stock (available,
 * then reserve), and where there is room, what the letters mean. */
static int
cc_panel(struct ui_control *k, const struct match *m, int y, int x, int w)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	const char			*glyphs = m->game->glyphs;
	char				 text[256];
	int				 top = y, c, kk, i, cx, root, role, mover;

	cc->nhits = 0;
	mover = p->turn;
	screen_text(y, x, ROLE_TITLE, _("Dice"), w);
	cx = x + screen_width(_("Dice")) + 1;
	if (p->dice[0] == 0 || p->over)
		screen_text(y, cx, ROLE_DIM, "-", 1);
	for (i = 0; i < 2 && p->dice[0] != 0 && !p->over; i++) {
		snprintf(text, sizeof text, "[%d]", p->dice[i]);
		role = (p->left & (1 << i)) ? ROLE_TITLE : ROLE_DIM;
		screen_text(y, cx, role, text, 3);
		if (cc->active && (p->left & (1 << i)) &&
		    p->dice[i] == cc->die)
			mvchgat(y, cx, 3, A_REVERSE | screen_attr(role),
			    0, NULL);
		if (p->left & (1 << i))
			cc_hit(cc, y, cx, cx + 3, CC_HIT_DIE, p->dice[i], 0);
		cx += 4;
	}
	y++;
	cc_allows(p, text, sizeof text);
	y += screen_wrap(y, x, w, 2, p->seven ? ROLE_MARK : ROLE_NORMAL, text);
	y++;
	screen_text(y, x, ROLE_TITLE, _("Pieces"), w);
	cx = x + screen_width(_("Pieces")) + 1;
	screen_text(y++, cx, ROLE_DIM, _("available | reserve"), x + w - cx);
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		root = conflict_root(p, c);
		if (c >= p->nplayers && root == c)
			continue;
		snprintf(text, sizeof text, "%c", glyphs[c]);
		screen_text(y, x, ROLE_SEAT + c, text, 1);
		cx = x + 1;
		if (root != c) {
			snprintf(text, sizeof text, ">%c", glyphs[root]);
			screen_text(y, cx, ROLE_SEAT + root, text, 2);
		}
		cx = x + 4;
		for (kk = 0; kk < CONFLICT_KINDS; kk++) {
			if (p->avail[c][kk] == 0)
				continue;
			snprintf(text, sizeof text, "%c%d",
			    conflict_kind_letters[kk], p->avail[c][kk]);
			screen_text(y, cx, root == mover ? ROLE_NORMAL :
			    ROLE_DIM, text, x + w - cx);
			if (root == mover)
				cc_hit(cc, y, cx, cx + 2, CC_HIT_AVAIL, c, kk);
			cx += 3;
		}
		screen_text(y, cx, ROLE_DIM, "|", 1);
		cx += 2;
		for (kk = 0; kk < CONFLICT_KINDS; kk++) {
			if (p->reserve[c][kk] == 0)
				continue;
			snprintf(text, sizeof text, "%c%d",
			    conflict_kind_letters[kk], p->reserve[c][kk]);
			screen_text(y, cx, root == mover && p->seven ?
			    ROLE_MARK : ROLE_DIM, text, x + w - cx);
			if (root == mover && p->seven)
				cc_hit(cc, y, cx, cx + 2, CC_HIT_RESERVE, c,
				    kk);
			cx += 3;
		}
		y++;
	}
	if (LINES >= CC_LEGEND_LINES) {
		/* Each letter with its name, the pair never split. */
		cx = x;
		for (kk = 0; kk < CONFLICT_KINDS; kk++) {
			snprintf(text, sizeof text, "%c %s",
			    conflict_kind_letters[kk], cc_kind(m, kk));
			if (cx > x && cx + screen_width(text) > x + w) {
				y++;
				cx = x;
			}
			screen_text(y, cx, ROLE_DIM, text, x + w - cx);
			cx += screen_width(text) + 2;
		}
		y++;
	}
	return (y - top + 1);
}

static enum ui_choice
cc_click(struct ui_control *k, const struct match *m, int y, int x,
    char *move, size_t len, const char **why)
{
	const struct conflict_pos	*p = cc_pos(m);
	struct cc			*cc = k->data;
	int				 i;

	if (p->dice[0] == 0)
		return (UI_CHOICE_NONE);
	for (i = 0; i < cc->nhits; i++) {
		if (cc->hits[i].y != y || x < cc->hits[i].x0 ||
		    x >= cc->hits[i].x1)
			continue;
		switch (cc->hits[i].what) {
		case CC_HIT_DIE:
			cc->die = cc->hits[i].a;
			if (!cc->active)
				return (UI_CHOICE_NONE);
			cc->len = 1;
			*why = cc_say(k, m);
			return (UI_CHOICE_SELECT);
		case CC_HIT_AVAIL:
			k->cursor = cc_cell(p, p->b->base[cc->hits[i].a]);
			return (cc_select(k, m, p->b->base[cc->hits[i].a], 1,
			    cc->hits[i].b, cc->hits[i].a, why));
		case CC_HIT_RESERVE:
			return (cc_reserve(p, cc->hits[i].a, cc->hits[i].b,
			    move, len));
		}
	}
	return (UI_CHOICE_NONE);
}

static const char *
cc_keys(const struct ui_control *k, const struct match *m)
{
	const struct conflict_pos	*p = cc_pos(m);
	const struct cc			*cc = k->data;

	if (cc->active)
		return (_("Enter: step, play   Tab: die   Backspace: back   "
		    "Esc: drop   p pass   ? help"));
	if (p->seven)
		return (_("Enter: choose   r reserve   e bring in   p pass   "
		    "u undo   ? help   q leave"));
	return (_("Enter: choose   e bring in   p pass   u undo   s save   "
	    "? help   q leave"));
}

static const char *const cc_help[] = {
	N_("Conflict: Enter on one of your pieces chooses it; Enter on your "
	    "base chooses a piece to bring in, and again the next kind (e "
	    "lists them).  The squares it can reach with the die are lit.  "
	    "Then Enter on a square next to the path's end adds a step, and "
	    "Enter on a lit square lets the game find a whole path there.  "
	    "Backspace, or a click on the path's last square, takes a step "
	    "back; Tab or d turns to the other die; Escape lets go."),
	N_("Enter on the end of a whole path, or the right mouse button, "
	    "plays it.  On a 7, r takes a piece from the reserve first.  p "
	    "passes, leaving every die left unused; to leave one die, type "
	    ": decline and its number.  A click on a die in the panel turns "
	    "to it; a click on an available piece in the stock rows chooses it "
	    "to bring in, and on a 7 a click on a reserve piece takes it."),
	NULL
};

const struct ui_control_ops ui_control_conflict = {
	.game = "conflict",
	.choose = cc_choose,
	.marks = cc_marks,
	.start = cc_start,
	.open = cc_open,
	.close = cc_close,
	.reset = cc_reset,
	.key = cc_key,
	.panel = cc_panel,
	.click = cc_click,
	.keys = cc_keys,
	.help = cc_help,
};
