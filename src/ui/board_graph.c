/*
 * board_graph.c: the graph-board renderer: each cell a box with its number
 * in the top edge and its pawns inside, or, where boxes take too much
 * room, its number over its pawns, on a lattice laid out so that rows and
 * columns of cells line up; the links between them routed across and down
 * through the gaps (see graph_layout.c), never beside one another, turning
 * round corners and crossing square, each ending on its cells' boxes.  A
 * board too large for its area shows a window of it, which follows the
 * focused cell.
 *
 * The pawns are on the owner's colour, after the owner's glyph (a Unicode
 * shape, or the digit and a colon on a terminal with neither colour nor
 * Unicode), so that owners are told apart by symbol and not by colour
 * alone; every look is as wide in ASCII as in Unicode.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/board.h"
#include "ui/curses.h"
#include "ui/graph_layout.h"
#include "ui/screen.h"

#define GRAPH_ASPECT	2	/* a line is about as high as 2 columns wide */
#define GRAPH_BOX_EXCESS 0.9	/* what the smaller look must save */
#define GRAPH_ACROSS	(GRAPH_ARM(GRAPH_E) | GRAPH_ARM(GRAPH_W))
#define GRAPH_DOWN	(GRAPH_ARM(GRAPH_N) | GRAPH_ARM(GRAPH_S))

/*
 * Where the last layout put the nodes and the links, on the whole board
 * before the window.  Drawing, hits and steps use the latest, as the game
 * screen lays its board out before each of them.
 */
static struct graph_plan {
	/* What it was made from: the looks are as wide in ASCII as in
	 * Unicode, and so the same. */
	int			 n, area_h, area_w, nlinks;
	short			 x[GAME_NODES_MAX], y[GAME_NODES_MAX];
	unsigned char		 link[GAME_LINKS_MAX][2];

	struct graph_layout	 layout, spare;	/* the one drawn, and the
						   other tried */
	int			 full_h, full_w;	/* the whole board */
	/* The ports of each box a link ends at, as bits: its sides by
	 * line, its top and bottom edges by column. */
	unsigned char		 tee_w[GAME_NODES_MAX], tee_e[GAME_NODES_MAX];
	unsigned short		 tee_n[GAME_NODES_MAX], tee_s[GAME_NODES_MAX];
} graph_plan;

/* What comes before the pawns to say whose they are. */
static void
graph_owner_mark(int owner, const char *glyphs, char *buf, size_t len)
{
	const char	*g;

	buf[0] = '\0';
	if (owner < 0)
		return;
	/* Without a glyph of its own, a seat is its digit: colour alone
	 * would leave it to those who see colour. */
	if ((g = screen_seat_glyph(owner)) != NULL)
		snprintf(buf, len, "%s", g);
	else
		snprintf(buf, len, "%c:", glyphs != NULL ? glyphs[owner] :
		    '1' + owner);
}

/* Notes on which ports of its boxes each link ends, for the tees. */
static void
graph_plan_tees(struct graph_plan *p)
{
	const struct graph_layout	*l = &p->layout;
	const struct graph_route	*r;
	const struct graph_step		*st;
	int				 i, end, cell, d, y, x;

	memset(p->tee_w, 0, sizeof p->tee_w);
	memset(p->tee_e, 0, sizeof p->tee_e);
	memset(p->tee_n, 0, sizeof p->tee_n);
	memset(p->tee_s, 0, sizeof p->tee_s);
	for (i = 0; i < l->nlinks; i++) {
		r = &l->route[i];
		for (end = 0; end < 2 && r->n > 0; end++) {
			st = &l->step[r->first + (end == 0 ? 0 : r->n - 1)];
			cell = end == 0 ? r->a : r->b;
			d = end == 0 ? r->end_a : r->end_b;
			y = st->y - l->sy[cell];
			x = st->x - l->sx[cell];
			switch (d) {
			case GRAPH_E:
				p->tee_w[cell] |= 1 << y;
				break;
			case GRAPH_W:
				p->tee_e[cell] |= 1 << y;
				break;
			case GRAPH_S:
				p->tee_n[cell] |= 1 << x;
				break;
			default:
				p->tee_s[cell] |= 1 << x;
				break;
			}
		}
	}
}

/* How much larger than an area a size is, as a share of it. */
static double
graph_over(int size, int area)
{
	return (size > area ? (double)(size - area) / area : 0);
}

/* Makes the plan for a view in an area, unless it is made already. */
static void
graph_plan_make(const struct game_view *v, int h, int w)
{
	struct graph_plan	*p = &graph_plan;
	const struct game_graph	*g = &v->graph;
	enum graph_look		 look;
	struct graph_layout	 swap;
	double			 over, least = 0;
	int			 n = v->cols;

	if (n > GAME_NODES_MAX)
		n = GAME_NODES_MAX;
	if (p->n == n && p->area_h == h && p->area_w == w &&
	    p->nlinks == g->nlinks &&
	    memcmp(p->x, g->x, n * sizeof p->x[0]) == 0 &&
	    memcmp(p->y, g->y, n * sizeof p->y[0]) == 0 &&
	    memcmp(p->link, g->link, g->nlinks * sizeof p->link[0]) == 0)
		return;
	p->n = n;
	p->area_h = h;
	p->area_w = w;
	p->nlinks = g->nlinks;
	memcpy(p->x, g->x, n * sizeof p->x[0]);
	memcpy(p->y, g->y, n * sizeof p->y[0]);
	memcpy(p->link, g->link, g->nlinks * sizeof p->link[0]);

	/* The roomiest look that fits; if none does, the one that leaves
	 * least to scroll, boxes if that is about as little. */
	for (look = 0; look < GRAPH_LOOKS; look++) {
		graph_layout_make(&p->spare, g, n, look, h, w);
		over = graph_over(p->spare.h, h) + graph_over(p->spare.w, w);
		if (look == 0 || over < least * GRAPH_BOX_EXCESS) {
			swap = p->layout;
			p->layout = p->spare;
			p->spare = swap;
			least = over;
		}
		if (over == 0)
			break;
	}
	p->full_h = p->layout.h;
	p->full_w = p->layout.w;
	graph_plan_tees(p);
}

/* Moves the window so that the focused node is in it, with some of what
 * is around it where the board allows. */
static void
graph_follow(struct ui_board *b)
{
	const struct graph_plan	*p = &graph_plan;
	int			 sy = 0, sx = 0, mh = 2, mw = 3;

	if (b->focus >= 0 && b->focus < p->n) {
		sy = p->layout.sy[b->focus];
		sx = p->layout.sx[b->focus];
	}
	if (b->shown_rows < b->cell_h + 2 * mh)
		mh = 0;
	if (b->shown_cols < b->cell_w + 2 * mw)
		mw = 0;
	if (sx - mw < b->left)
		b->left = sx - mw;
	if (sx + b->cell_w + mw > b->left + b->shown_cols)
		b->left = sx + b->cell_w + mw - b->shown_cols;
	if (sy - mh < b->bottom)
		b->bottom = sy - mh;
	if (sy + b->cell_h + mh > b->bottom + b->shown_rows)
		b->bottom = sy + b->cell_h + mh - b->shown_rows;
	if (b->left > p->full_w - b->shown_cols)
		b->left = p->full_w - b->shown_cols;
	if (b->left < 0)
		b->left = 0;
	if (b->bottom > p->full_h - b->shown_rows)
		b->bottom = p->full_h - b->shown_rows;
	if (b->bottom < 0)
		b->bottom = 0;
}

/*
 * Places the board in the roomiest look that fits the area; in the
 * smallest, a window of it.  A column each side is kept for the
 * arrows that say the board goes on.  In the board, bottom is the first
 * line shown and left the first column.
 */
static int
graph_layout(struct ui_board *b, const struct game_view *v, int y, int x,
    int h, int w)
{
	const struct graph_plan	*p = &graph_plan;

	if (v->cols < 1 || h < 3 || w < 6)
		return (-1);
	graph_plan_make(v, h, w - 2);
	b->rows = 1;
	b->cols = p->n;
	b->cell_h = p->layout.node_h;
	b->cell_w = p->layout.node_w;
	b->shown_rows = p->full_h < h ? p->full_h : h;
	b->shown_cols = p->full_w < w - 2 ? p->full_w : w - 2;
	b->clipped = p->full_h > h || p->full_w > w - 2;
	if (b->shown_rows < b->cell_h || b->shown_cols < b->cell_w)
		return (-1);
	b->h = b->shown_rows;
	b->w = b->shown_cols + 2;
	b->y = y + (h - b->h) / 2;
	b->x = x;
	graph_follow(b);
	return (0);
}

/* A place of the whole board on the screen. */
static void
graph_screen(const struct ui_board *b, int vy, int vx, int *y, int *x)
{
	*y = b->y + vy - b->bottom;
	*x = b->x + 1 + vx - b->left;
}

/* Whether a place of the screen is in the window. */
static int
graph_in(const struct ui_board *b, int y, int x)
{
	return (y >= b->y && y < b->y + b->shown_rows && x >= b->x + 1 &&
	    x < b->x + 1 + b->shown_cols);
}

/* Draws characters, one column each, as far as the window shows them
 * (with the columns beside it, if edge is set). */
static void
graph_put_in(const struct ui_board *b, int y, int x, int attr, const char *s,
    int edge)
{
	char	 ch[8];
	size_t	 n;

	while (*s != '\0') {
		for (n = 1; s[n] != '\0' && ((unsigned char)s[n] & 0xc0) ==
		    0x80 && n < sizeof ch - 1; n++)
			;
		memcpy(ch, s, n);
		ch[n] = '\0';
		if (graph_in(b, y, x) || (edge && y >= b->y &&
		    y < b->y + b->shown_rows && x >= b->x &&
		    x < b->x + b->w)) {
			attron(attr);
			mvaddstr(y, x, ch);
			attroff(attr);
		}
		s += n;
		x++;
	}
}

/* Draws characters in the window. */
static void
graph_put(const struct ui_board *b, int y, int x, int attr, const char *s)
{
	graph_put_in(b, y, x, attr, s, 0);
}

/* The middle of a node on the whole board, in columns and lines. */
static void
graph_middle(const struct ui_board *b, int cell, double *y, double *x)
{
	*y = graph_plan.layout.sy[cell] + (b->cell_h - 1) / 2.0;
	*x = graph_plan.layout.sx[cell] + (b->cell_w - 1) / 2.0;
}

/*
 * The character of a link at a place, by the ways it goes from there: a
 * line, a round corner, a crossing; at a label's side, the half of a
 * line away from it, so that the label keeps a blank round it.
 */
static const char *
graph_link_ch(int arms, int cross, int half)
{
	static const char	*uni[16] = {
		"", "╵", "╶", "╰", "╷", "│", "╭", "", "╴", "╯", "─", "",
		"╮", "", "", ""
	};
	static const char	*ascii[16] = {
		"", "|", "-", "'", "|", "|", ".", "", "-", "'", "-", "",
		".", "", "", ""
	};

	if (cross)
		return (screen_unicode() ? "┼" : "+");
	if (half >= 0)
		arms &= ~GRAPH_ARM(half);
	return (screen_unicode() ? uni[arms & 15] : ascii[arms & 15]);
}

/* Draws a link's route, as far as the window shows it. */
static void
graph_link(const struct ui_board *b, int li, int attr)
{
	const struct graph_layout	*l = &graph_plan.layout;
	const struct graph_route	*r = &l->route[li];
	const struct graph_step		*st;
	int				 i, y, x, half;

	for (i = 0; i < r->n; i++) {
		st = &l->step[r->first + i];
		half = -1;
		if (l->look == GRAPH_LOOK_LABEL && screen_unicode()) {
			if (i == 0)
				half = r->end_a;
			else if (i == r->n - 1)
				half = r->end_b;
		}
		graph_screen(b, st->y, st->x, &y, &x);
		graph_put(b, y, x, attr, graph_link_ch(st->arms, st->cross,
		    half));
	}
}

/* How a link stands out: where the chosen pawns go, the hint's move, the
 * last move, or none of them (-1). */
static int
graph_link_attr(const struct game_view *v, const ui_marks *marks,
    int a, int c)
{
	unsigned char	 fa = v->cells[a].flags, fc = v->cells[c].flags;
	int		 chosen = 0, i;

	for (i = 0; i < v->cols; i++)
		if (marks[i] & (UI_MARK_SELECTED | UI_MARK_PATH))
			chosen = 1;
	if ((marks[a] & UI_MARK_SELECTED && marks[c] & UI_MARK_PATH) ||
	    (marks[c] & UI_MARK_SELECTED && marks[a] & UI_MARK_PATH))
		return (screen_attr(ROLE_MARK) | A_BOLD);
	if ((marks[a] & UI_MARK_SELECTED && marks[c] & UI_MARK_TARGET) ||
	    (marks[c] & UI_MARK_SELECTED && marks[a] & UI_MARK_TARGET))
		return (screen_attr(ROLE_TARGET));
	if (!chosen && marks[a] & UI_MARK_HINT && marks[c] & UI_MARK_HINT)
		return (screen_attr(ROLE_HINT) | A_BOLD);
	if (!chosen && ((fa & GAME_CELL_CHANGED && fc & GAME_CELL_MOVED) ||
	    (fc & GAME_CELL_CHANGED && fa & GAME_CELL_MOVED)))
		return (screen_attr(ROLE_MARK));
	return (-1);
}

/* Draws the links: the plain ones first, those that stand out on top. */
static void
graph_links(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks)
{
	const struct graph_layout	*l = &graph_plan.layout;
	int				 i, a, c, attr, pass;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < l->nlinks; i++) {
			a = l->route[i].a;
			c = l->route[i].b;
			attr = graph_link_attr(v, marks, a, c);
			if (pass == 0 && attr < 0)
				graph_link(b, i, screen_attr(ROLE_DIM));
			else if (pass == 1 && attr >= 0)
				graph_link(b, i, attr);
		}
}

/* Fills part of a line with spaces in an attribute. */
static void
graph_blank(const struct ui_board *b, int y, int x, int w, int attr)
{
	for (; w > 0; w--, x++)
		graph_put(b, y, x, attr, " ");
}

/* The pawns of a node as text, with their owner's mark, in a width. */
static void
graph_pawns(const struct game_cell *c, int count, const char *glyphs,
    int w, char *buf, size_t len)
{
	char	 mark[16];

	/* In ASCII, a dot would look like a link's corner. */
	if (c->owner < 0 && count == 0) {
		/* TRANSLATORS: a cell of nobody's, on a map in ASCII, under
		 * its number; at most 5 columns. */
		snprintf(buf, len, "%s", screen_unicode() ? "·" :
		    screen_width(_("free")) <= w ? _("free") : "0");
		return;
	}
	graph_owner_mark(c->owner, glyphs, mark, sizeof mark);
	snprintf(buf, len, "%s%d", mark, count);
	if (screen_width(buf) > w)
		snprintf(buf, len, "%d", count);
}

/* Draws text only if the window shows all of it: part of a number would
 * read as another. */
static void
graph_put_whole(const struct ui_board *b, int y, int x, int attr,
    const char *s)
{
	if (graph_in(b, y, x) && graph_in(b, y, x + screen_width(s) - 1))
		graph_put(b, y, x, attr, s);
}

/* Draws text in the middle of a width, if the window shows all of it. */
static void
graph_centred(const struct ui_board *b, int y, int x, int w, int attr,
    const char *s)
{
	graph_put_whole(b, y, x + (w - screen_width(s) + 1) / 2, attr, s);
}

/* The brackets around a chosen node, ! on the sides of a cell of the hint's
 * move, or round ones around a target, and how they stand out; 0 if it is
 * none of them. */
static int
graph_bracket(ui_marks marks, const char **open, const char **close,
    int *attr)
{
	if (marks & (UI_MARK_SELECTED | UI_MARK_PATH)) {
		*open = "[";
		*close = "]";
		*attr = screen_attr(ROLE_MARK) | A_BOLD;
		return (1);
	}
	if (marks & UI_MARK_HINT) {
		*open = "!";
		*close = "!";
		*attr = screen_attr(ROLE_HINT) | A_BOLD;
		return (1);
	}
	if (marks & UI_MARK_TARGET) {
		*open = "(";
		*close = ")";
		*attr = screen_attr(ROLE_TARGET);
		return (1);
	}
	return (0);
}

/*
 * The character of a box's frame at a place of it (fy down and fx across
 * from its corner): an edge, a corner, or where a link ends on it a tee.
 */
static const char *
graph_frame_ch(int cell, int fy, int fx, int h, int w)
{
	static const char	*uni[16] = {
		" ", "│", "─", "└", "│", "│", "┌", "├", "─", "┘", "─", "┴",
		"┐", "┤", "┬", "┼"
	};
	const struct graph_plan	*p = &graph_plan;
	int			 arms = 0;

	if (fy > 0)
		arms |= GRAPH_ARM(GRAPH_N);
	if (fy < h - 1)
		arms |= GRAPH_ARM(GRAPH_S);
	if (fy == 0 || fy == h - 1) {
		arms = fy == 0 ? GRAPH_ARM(GRAPH_S) : GRAPH_ARM(GRAPH_N);
		if (fx > 0)
			arms |= GRAPH_ARM(GRAPH_W);
		if (fx < w - 1)
			arms |= GRAPH_ARM(GRAPH_E);
		if (fx > 0 && fx < w - 1)
			arms &= ~(GRAPH_ARM(GRAPH_N) | GRAPH_ARM(GRAPH_S));
	}
	if (fx == 0 && (p->tee_w[cell] >> fy) & 1)
		arms |= GRAPH_ARM(GRAPH_W);
	if (fx == w - 1 && (p->tee_e[cell] >> fy) & 1)
		arms |= GRAPH_ARM(GRAPH_E);
	if (fy == 0 && (p->tee_n[cell] >> fx) & 1)
		arms |= GRAPH_ARM(GRAPH_N);
	if (fy == h - 1 && (p->tee_s[cell] >> fx) & 1)
		arms |= GRAPH_ARM(GRAPH_S);
	if (screen_unicode())
		return (uni[arms]);
	if (arms == GRAPH_DOWN)
		return ("|");
	return (arms == GRAPH_ACROSS ? "-" : "+");
}

/* Draws a box: its frame with the number in its top edge, and the pawns
 * inside between the brackets, if any. */
static void
graph_box(const struct ui_board *b, int cell, int y, int x, int nattr,
    int battr, int pattr, ui_marks marks, const char *pawns)
{
	const char	*open, *close;
	int		 h = b->cell_h, w = b->cell_w, fy, fx, attr;
	char		 num[16];

	for (fy = 0; fy < h; fy++)
		for (fx = 0; fx < w; fx++)
			if (fy == 0 || fy == h - 1 || fx == 0 || fx == w - 1)
				graph_put(b, y + fy, x + fx, battr,
				    graph_frame_ch(cell, fy, fx, h, w));
	snprintf(num, sizeof num, "%d", cell + 1);
	graph_put_whole(b, y, x + 1, nattr, num);
	graph_blank(b, y + h / 2, x + 1, w - 2, pattr);
	graph_centred(b, y + h / 2, x + 1, w - 2, pattr, pawns);
	if (graph_bracket(marks, &open, &close, &attr)) {
		graph_put(b, y + h / 2, x, attr, open);
		graph_put(b, y + h / 2, x + w - 1, attr, close);
	}
}

/* Draws a label: the number over the pawns, between the brackets, if
 * any. */
static void
graph_label(const struct ui_board *b, int cell, int y, int x, int nattr,
    int pattr, ui_marks marks, const char *pawns)
{
	const char	*open, *close;
	char		 num[16];
	int		 i, attr, w = b->cell_w;

	snprintf(num, sizeof num, "%d", cell + 1);
	graph_blank(b, y, x, w, nattr);
	graph_centred(b, y, x, w, nattr, num);
	graph_blank(b, y + 1, x, w, pattr);
	graph_centred(b, y + 1, x, w, pattr, pawns);
	if (!graph_bracket(marks, &open, &close, &attr))
		return;
	for (i = 0; i < b->cell_h; i++) {
		graph_put_in(b, y + i, x - 1, attr, open, 1);
		graph_put_in(b, y + i, x + w, attr, close, 1);
	}
}

/*
 * Draws one node.  Its number is in its owner's colour, reversed under
 * the cursor and underlined for the last move's two cells; its pawns are
 * on the owner's colour.
 */
static void
graph_node(const struct ui_board *b, const struct game_view *v, int cell,
    ui_marks marks, const char *glyphs)
{
	const struct graph_layout	*l = &graph_plan.layout;
	const struct game_cell		*c = &v->cells[cell];
	char				 pawns[32];
	int				 y, x, nattr, pattr, battr;

	graph_screen(b, l->sy[cell], l->sx[cell], &y, &x);
	if (c->owner >= 0) {
		nattr = screen_colour() ? screen_attr(ROLE_SEAT + c->owner) :
		    (int)A_NORMAL;
		pattr = screen_attr_solid(c->owner);
	} else {
		nattr = screen_attr(ROLE_NORMAL);
		pattr = screen_attr(ROLE_DIM);
	}
	battr = c->owner >= 0 && screen_colour() ? nattr & ~(int)A_BOLD :
	    screen_attr(ROLE_DIM);
	if (marks & UI_MARK_TARGET)
		battr = nattr = screen_attr(ROLE_TARGET);
	if (marks & UI_MARK_HINT)
		battr = nattr = screen_attr(ROLE_HINT) | A_BOLD;
	if (marks & (UI_MARK_SELECTED | UI_MARK_PATH))
		battr = screen_attr(ROLE_MARK) | A_BOLD;
	if (c->flags & (GAME_CELL_CHANGED | GAME_CELL_MOVED))
		nattr |= A_UNDERLINE;
	if (marks & UI_MARK_CURSOR) {
		nattr = (nattr & ~A_DIM) | A_REVERSE;
		battr = (battr & ~A_DIM) | A_REVERSE;
	}
	graph_pawns(c, v->graph.count[cell], glyphs, l->look ==
	    GRAPH_LOOK_BOX ? b->cell_w - 2 : b->cell_w, pawns, sizeof pawns);
	if (l->look == GRAPH_LOOK_BOX)
		graph_box(b, cell, y, x, nattr, battr, pattr, marks, pawns);
	else
		graph_label(b, cell, y, x, nattr, pattr, marks, pawns);
}

/* The arrows at the edges of a window that say the board goes on. */
static void
graph_arrows(const struct ui_board *b)
{
	const struct graph_plan	*p = &graph_plan;
	int			 attr = screen_attr(ROLE_MARK) | A_BOLD;
	int			 mid = b->y + b->shown_rows / 2;
	int			 right = b->x + 1 + b->shown_cols;

	if (b->left > 0)
		screen_text(mid, b->x, ROLE_MARK, "<", 1);
	if (b->left + b->shown_cols < p->full_w)
		screen_text(mid, right, ROLE_MARK, ">", 1);
	attron(attr);
	if (b->bottom > 0) {
		mvaddstr(b->y, b->x, "^");
		mvaddstr(b->y, right, "^");
	}
	if (b->bottom + b->shown_rows < p->full_h) {
		mvaddstr(b->y + b->shown_rows - 1, b->x, "v");
		mvaddstr(b->y + b->shown_rows - 1, right, "v");
	}
	attroff(attr);
}

static void
graph_draw(const struct ui_board *b, const struct game_view *v,
    const ui_marks *marks, const char *glyphs)
{
	int	 cell;

	graph_links(b, v, marks);
	for (cell = 0; cell < graph_plan.n; cell++)
		graph_node(b, v, cell, marks[cell], glyphs);
	graph_arrows(b);
}

/* The distance squared between a place of the screen and a node's middle,
 * a line counting as two columns. */
static double
graph_distance(const struct ui_board *b, int cell, int y, int x)
{
	double	 my, mx, dy, dx;
	int	 sy, sx;

	graph_middle(b, cell, &my, &mx);
	graph_screen(b, 0, 0, &sy, &sx);
	dy = (y - (sy + my)) * GRAPH_ASPECT;
	dx = x - (sx + mx);
	return (dy * dy + dx * dx);
}

/*
 * The cell under a point of the screen: a node, or the space beside it;
 * else the nearest node, if it is no further than a node is wide.
 */
static int
graph_hit(const struct ui_board *b, int y, int x)
{
	const struct graph_plan	*p = &graph_plan;
	double			 d, best_d = 0, limit;
	int			 cell, best = -1;

	if (!graph_in(b, y, x) && !(y >= b->y && y < b->y + b->shown_rows &&
	    (x == b->x || x == b->x + 1 + b->shown_cols)))
		return (-1);
	for (cell = 0; cell < p->n; cell++) {
		d = graph_distance(b, cell, y, x);
		if (best < 0 || d < best_d) {
			best = cell;
			best_d = d;
		}
	}
	limit = b->cell_w + 2 > b->cell_h * GRAPH_ASPECT ? b->cell_w + 2 :
	    b->cell_h * GRAPH_ASPECT;
	return (best_d <= limit * limit ? best : -1);
}

/* Where the terminal cursor rests on a cell: its number's first digit. */
static void
graph_place_cell(const struct ui_board *b, int cell, int *y, int *x)
{
	const struct graph_layout	*l = &graph_plan.layout;
	char				 num[16];

	if (cell < 0 || cell >= graph_plan.n) {
		*y = *x = -1;
		return;
	}
	graph_screen(b, l->sy[cell], l->sx[cell], y, x);
	snprintf(num, sizeof num, "%d", cell + 1);
	if (l->look == GRAPH_LOOK_BOX)
		*x += 1;
	else
		*x += (b->cell_w - (int)strlen(num) + 1) / 2;
	if (!graph_in(b, *y, *x))
		*y = *x = -1;
}

/*
 * The nearest node in a direction (dy up, dx right), a line counting as
 * two columns; one straight that way beats a nearer one aside.  The same
 * cell if there is none.
 */
static int
graph_step(const struct ui_board *b, int cell, int dy, int dx)
{
	const struct graph_plan	*p = &graph_plan;
	double			 y0, x0, y1, x1, vy, vx, len, along, aside;
	double			 cost, best_cost = 0;
	int			 c, best = -1, wide;

	if (cell < 0 || cell >= p->n)
		return (0);
	graph_middle(b, cell, &y0, &x0);
	len = dx != 0 && dy != 0 ? 1.41421356 : 1.0;
	for (wide = 1; wide <= 2 && best < 0; wide++)
		for (c = 0; c < p->n; c++) {
			if (c == cell)
				continue;
			graph_middle(b, c, &y1, &x1);
			vy = (y0 - y1) * GRAPH_ASPECT;	/* up is positive */
			vx = x1 - x0;
			along = (vx * dx + vy * dy) / len;
			aside = (vx * dy - vy * dx) / len;
			if (aside < 0)
				aside = -aside;
			if (along <= 0 || aside > along * wide)
				continue;
			cost = along + 2 * aside;
			if (best < 0 || cost < best_cost) {
				best = c;
				best_cost = cost;
			}
		}
	return (best < 0 ? cell : best);
}

/* A cell's name: "cell 12", as the game says it. */
static void
graph_name(const struct ui_board *b, int cell, char *buf, size_t len)
{
	(void)b;
	snprintf(buf, len, _("cell %d"), cell + 1);
}

const struct ui_board_ops ui_board_graph = {
	.kind = GAME_BOARD_GRAPH,
	.layout = graph_layout,
	.draw = graph_draw,
	.hit = graph_hit,
	.place = graph_place_cell,
	.step = graph_step,
	.name = graph_name,
};
