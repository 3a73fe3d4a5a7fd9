/*
 * board_graph.c: the graph-board renderer: cells as small labels placed
 * where the board's plane puts them, joined by straight lines, each with
 * its number and its pawns in its owner's colour.  A board too large for
 * its area at the smallest scale shows a window of it, which follows the
 * focused cell.
 *
 * A node is, from the smallest scale up, its number over its pawns, or a
 * box with its number in the top edge and its pawns inside.  The pawns are
 * on the owner's colour, after the owner's glyph (a Unicode shape, or the
 * digit and a colon on a terminal with neither colour nor Unicode), so
 * that owners are told apart by symbol and not by colour alone.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/board.h"
#include "ui/curses.h"
#include "ui/screen.h"

#define GRAPH_GAP	1	/* columns and lines kept between nodes */
#define GRAPH_COUNT_W	2	/* the pawns' digits a node has room for */
#define GRAPH_ASPECT	2	/* a line is about as high as 2 columns wide */
#define GRAPH_STRETCH	3	/* columns per line of the plane, at most */
#define GRAPH_GROW	0.05	/* how a panned board's scale grows */
#define GRAPH_GROW_MAX	4.0	/* and how far */

/* The looks of a node, from the roomiest down. */
enum { GRAPH_BOX_WIDE, GRAPH_BOX, GRAPH_PLAIN, GRAPH_STYLES };

/*
 * Where the last layout put the nodes: top-left corners on the whole
 * board, before the window.  Drawing, hits and steps use the latest, as
 * the game screen lays its board out before each of them.
 */
static struct graph_plan {
	/* What it was made from. */
	int		 n, area_h, area_w, unicode, colour;
	short		 x[GAME_NODES_MAX], y[GAME_NODES_MAX];

	int		 style, label_w;	/* the widest label */
	int		 full_h, full_w;	/* the whole board's size */
	int		 sy[GAME_NODES_MAX], sx[GAME_NODES_MAX];
} graph_plan;

/* How many digits a number has. */
static int
graph_digits(int n)
{
	int	 d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return (d);
}

/* What comes before the pawns to say whose they are. */
static void
graph_owner_mark(int owner, const char *glyphs, char *buf, size_t len)
{
	const char	*g;

	buf[0] = '\0';
	if (owner < 0)
		return;
	if ((g = screen_seat_glyph(owner)) != NULL)
		snprintf(buf, len, "%s", g);
	else if (!screen_colour())
		snprintf(buf, len, "%c:", glyphs != NULL ? glyphs[owner] :
		    '1' + owner);
}

/* The width of the owner's mark, for any owner. */
static int
graph_mark_w(void)
{
	if (screen_unicode())
		return (1);
	return (screen_colour() ? 0 : 2);
}

/* A node's size at a style. */
static void
graph_node_size(int style, int label_w, int *h, int *w)
{
	switch (style) {
	case GRAPH_BOX_WIDE:
		*h = 3;
		*w = label_w + 4;
		break;
	case GRAPH_BOX:
		*h = 3;
		*w = label_w + 2;
		break;
	default:
		*h = 2;
		*w = label_w;
		break;
	}
}

/* Places the nodes at a scale; 0 if no two come too close. */
static int
graph_place(struct graph_plan *p, const struct game_view *v, double kx,
    double ky, int nh, int nw)
{
	const struct game_graph	*g = &v->graph;
	int			 i, j, xmin = GAME_PLACE_MAX;
	int			 ymin = GAME_PLACE_MAX;

	for (i = 0; i < p->n; i++) {
		if (g->x[i] < xmin)
			xmin = g->x[i];
		if (g->y[i] < ymin)
			ymin = g->y[i];
	}
	p->full_h = p->full_w = 0;
	for (i = 0; i < p->n; i++) {
		p->sx[i] = (int)((g->x[i] - xmin) * kx + 0.5);
		p->sy[i] = (int)((g->y[i] - ymin) * ky + 0.5);
		if (p->sx[i] + nw > p->full_w)
			p->full_w = p->sx[i] + nw;
		if (p->sy[i] + nh > p->full_h)
			p->full_h = p->sy[i] + nh;
	}
	for (i = 0; i < p->n; i++)
		for (j = i + 1; j < p->n; j++)
			if (abs(p->sx[i] - p->sx[j]) < nw + GRAPH_GAP &&
			    abs(p->sy[i] - p->sy[j]) < nh + GRAPH_GAP)
				return (-1);
	return (0);
}

/* The scales that spread the plane over an area, columns and lines per
 * unit, neither stretched much more than the other. */
static void
graph_scales(const struct game_view *v, int n, int h, int w, int nh, int nw,
    double *kx, double *ky)
{
	const struct game_graph	*g = &v->graph;
	int			 i, dx, dy, xmin = GAME_PLACE_MAX, xmax = 0;
	int			 ymin = GAME_PLACE_MAX, ymax = 0;

	for (i = 0; i < n; i++) {
		xmin = g->x[i] < xmin ? g->x[i] : xmin;
		xmax = g->x[i] > xmax ? g->x[i] : xmax;
		ymin = g->y[i] < ymin ? g->y[i] : ymin;
		ymax = g->y[i] > ymax ? g->y[i] : ymax;
	}
	dx = xmax - xmin > 0 ? xmax - xmin : 1;
	dy = ymax - ymin > 0 ? ymax - ymin : 1;
	*kx = (double)(w - nw) / dx;
	*ky = (double)(h - nh) / dy;
	if (*kx < 0)
		*kx = 0;
	if (*ky < 0)
		*ky = 0;
	if (xmax == xmin)
		*kx = *ky * GRAPH_ASPECT;
	if (ymax == ymin)
		*ky = *kx / GRAPH_ASPECT;
	if (*kx > *ky * GRAPH_STRETCH)
		*kx = *ky * GRAPH_STRETCH;
	if (*ky > *kx)
		*ky = *kx;
}

/*
 * The smallest look on a board larger than its area: the scale grown,
 * across and down apart, until no two nodes are too close, choosing what
 * leaves the least to scroll.
 */
static void
graph_pan_scale(struct graph_plan *p, const struct game_view *v, int h,
    int w, int nh, int nw)
{
	double	 kx, ky, fx, fy, best_fx = GRAPH_GROW_MAX;
	double	 best_fy = GRAPH_GROW_MAX, cost, best = -1;

	graph_scales(v, p->n, h, w, nh, nw, &kx, &ky);
	for (fx = 1; fx <= GRAPH_GROW_MAX; fx += GRAPH_GROW)
		for (fy = 1; fy <= GRAPH_GROW_MAX; fy += GRAPH_GROW) {
			if (graph_place(p, v, kx * fx, ky * fy, nh, nw) != 0)
				continue;
			cost = (double)(p->full_w > w ? p->full_w - w : 0) /
			    w + (double)(p->full_h > h ? p->full_h - h : 0) / h;
			if (best < 0 || cost < best) {
				best = cost;
				best_fx = fx;
				best_fy = fy;
			}
			break;	/* a taller fy only scrolls more */
		}
	graph_place(p, v, kx * best_fx, ky * best_fy, nh, nw);
}

/* Makes the plan for a view in an area, unless it is made already. */
static void
graph_plan_make(const struct game_view *v, int h, int w)
{
	struct graph_plan	*p = &graph_plan;
	double			 kx, ky;
	int			 n = v->cols, nh, nw, mark_w, count_w;

	if (n > GAME_NODES_MAX)
		n = GAME_NODES_MAX;
	if (p->n == n && p->area_h == h && p->area_w == w &&
	    p->unicode == screen_unicode() && p->colour == screen_colour() &&
	    memcmp(p->x, v->graph.x, n * sizeof p->x[0]) == 0 &&
	    memcmp(p->y, v->graph.y, n * sizeof p->y[0]) == 0)
		return;
	p->n = n;
	p->area_h = h;
	p->area_w = w;
	p->unicode = screen_unicode();
	p->colour = screen_colour();
	memcpy(p->x, v->graph.x, n * sizeof p->x[0]);
	memcpy(p->y, v->graph.y, n * sizeof p->y[0]);

	mark_w = graph_mark_w();
	count_w = mark_w + GRAPH_COUNT_W;
	p->label_w = graph_digits(n);
	if (count_w > p->label_w)
		p->label_w = count_w;
	for (p->style = 0; p->style < GRAPH_STYLES; p->style++) {
		graph_node_size(p->style, p->label_w, &nh, &nw);
		graph_scales(v, n, h, w, nh, nw, &kx, &ky);
		if (graph_place(p, v, kx, ky, nh, nw) == 0 &&
		    p->full_h <= h && p->full_w <= w)
			return;
	}
	p->style = GRAPH_PLAIN;
	graph_node_size(p->style, p->label_w, &nh, &nw);
	graph_pan_scale(p, v, h, w, nh, nw);
}

/* Moves the window so that the focused node is in it, with some of what
 * is around it where the board allows. */
static void
graph_follow(struct ui_board *b)
{
	const struct graph_plan	*p = &graph_plan;
	int			 sy = 0, sx = 0, mh = 1, mw = 2;

	if (b->focus >= 0 && b->focus < p->n) {
		sy = p->sy[b->focus];
		sx = p->sx[b->focus];
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
 * Places the board at the largest look that fits the area, spread over
 * it; at the smallest, a window of it.  A column each side is kept for the
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
	graph_node_size(p->style, p->label_w, &b->cell_h, &b->cell_w);
	b->shown_rows = p->full_h < h ? p->full_h : h;
	b->shown_cols = p->full_w < w - 2 ? p->full_w : w - 2;
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
	*y = graph_plan.sy[cell] + (b->cell_h - 1) / 2.0;
	*x = graph_plan.sx[cell] + (b->cell_w - 1) / 2.0;
}

/* The character a link is drawn with, by how steep it is on the screen. */
static const char *
graph_link_ch(double dy, double dx)
{
	int		 uni = screen_unicode();
	double		 ady = (dy < 0 ? -dy : dy) * GRAPH_ASPECT;
	double		 adx = dx < 0 ? -dx : dx;

	/* Flatter than about 22 degrees, steeper than about 68. */
	if (ady * 5 < adx * 2)
		return (uni ? "─" : "-");
	if (ady * 2 > adx * 5)
		return (uni ? "│" : "|");
	if ((dy > 0) == (dx > 0))
		return (uni ? "╲" : "\\");
	return (uni ? "╱" : "/");
}

/* Whether a place of the whole board is in a node. */
static int
graph_on_node(const struct ui_board *b, int vy, int vx)
{
	const struct graph_plan	*p = &graph_plan;
	int			 i;

	for (i = 0; i < p->n; i++)
		if (vy >= p->sy[i] && vy < p->sy[i] + b->cell_h &&
		    vx >= p->sx[i] && vx < p->sx[i] + b->cell_w)
			return (1);
	return (0);
}

/* Draws a character of a link at a place of the whole board, unless a
 * node is there. */
static void
graph_link_at(const struct ui_board *b, int vy, int vx, int attr,
    const char *ch)
{
	int	 y, x;

	if (graph_on_node(b, vy, vx))
		return;
	graph_screen(b, vy, vx, &y, &x);
	graph_put(b, y, x, attr, ch);
}

/*
 * Draws a link as a straight line from a node's middle to the other's,
 * outside the nodes: a character a column along a flat line, a line down
 * a steep or slanting one.
 */
static void
graph_link(const struct ui_board *b, int from, int to, int attr)
{
	const char	*ch;
	double		 y0, x0, y1, x1, t, ay, ax;
	int		 i, steps, y, x;

	graph_middle(b, from, &y0, &x0);
	graph_middle(b, to, &y1, &x1);
	ch = graph_link_ch(y1 - y0, x1 - x0);
	ay = y1 > y0 ? y1 - y0 : y0 - y1;
	ax = x1 > x0 ? x1 - x0 : x0 - x1;
	if (*ch == '-' || strcmp(ch, "─") == 0) {
		/* A column at a time, from the first outside the middle. */
		steps = (int)ax + 1;
		for (i = 0; i <= steps; i++) {
			x = (int)(x0 < x1 ? x0 + i : x0 - i);
			t = ax > 0 ? (x - x0) / (x1 - x0) : 0;
			y = (int)(y0 + (y1 - y0) * t + 0.5);
			graph_link_at(b, y, x, attr, ch);
		}
		return;
	}
	/* A line at a time, from the first past the middle. */
	steps = (int)ay + 1;
	for (i = 0; i <= steps; i++) {
		y = (int)(y0 < y1 ? y0 + 0.5 + i : y0 + 0.5 - i);
		t = ay > 0 ? (y - y0) / (y1 - y0) : 0;
		if (t < 0 || t > 1)
			continue;
		x = (int)(x0 + (x1 - x0) * t + 0.5);
		graph_link_at(b, y, x, attr, ch);
	}
}

/* How a link stands out: where the chosen pawns go, the last move, or
 * neither (-1). */
static int
graph_link_attr(const struct game_view *v, const unsigned char *marks,
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
	if (!chosen && ((fa & GAME_CELL_CHANGED && fc & GAME_CELL_MOVED) ||
	    (fc & GAME_CELL_CHANGED && fa & GAME_CELL_MOVED)))
		return (screen_attr(ROLE_MARK));
	return (-1);
}

/* Draws the links: the plain ones first, those that stand out on top. */
static void
graph_links(const struct ui_board *b, const struct game_view *v,
    const unsigned char *marks)
{
	const struct game_graph	*g = &v->graph;
	int			 i, a, c, attr, pass;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < g->nlinks; i++) {
			a = g->link[i][0];
			c = g->link[i][1];
			if (a >= graph_plan.n || c >= graph_plan.n)
				continue;
			attr = graph_link_attr(v, marks, a, c);
			if (pass == 0 && attr < 0)
				graph_link(b, a, c, screen_attr(ROLE_DIM));
			else if (pass == 1 && attr >= 0)
				graph_link(b, a, c, attr);
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

	if (c->owner < 0 && count == 0) {
		snprintf(buf, len, "%s", screen_unicode() ? "·" : ".");
		return;
	}
	graph_owner_mark(c->owner, glyphs, mark, sizeof mark);
	snprintf(buf, len, "%s%d", mark, count);
	if (screen_width(buf) > w)
		snprintf(buf, len, "%d", count);
}

/* Draws text in the middle of a width. */
static void
graph_centred(const struct ui_board *b, int y, int x, int w, int attr,
    const char *s)
{
	graph_put(b, y, x + (w - screen_width(s) + 1) / 2, attr, s);
}

/* The brackets around a chosen node, or round ones around a target. */
static void
graph_brackets(const struct ui_board *b, int y, int x, int h, int w,
    unsigned char marks)
{
	const char	*open, *close;
	int		 attr, i;

	if (marks & (UI_MARK_SELECTED | UI_MARK_PATH)) {
		open = "[";
		close = "]";
		attr = screen_attr(ROLE_MARK) | A_BOLD;
	} else if (marks & UI_MARK_TARGET) {
		open = "(";
		close = ")";
		attr = screen_attr(ROLE_TARGET);
	} else
		return;
	for (i = 0; i < h; i++) {
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
    unsigned char marks, const char *glyphs)
{
	const struct game_cell	*c = &v->cells[cell];
	char			 num[16], pawns[32];
	int			 y, x, nattr, pattr, battr, lw, i;
	int			 w = b->cell_w;
	int			 uni = screen_unicode();

	graph_screen(b, graph_plan.sy[cell], graph_plan.sx[cell], &y, &x);
	snprintf(num, sizeof num, "%d", cell + 1);
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
	if (marks & (UI_MARK_SELECTED | UI_MARK_PATH))
		battr = screen_attr(ROLE_MARK) | A_BOLD;
	if (c->flags & (GAME_CELL_CHANGED | GAME_CELL_MOVED))
		nattr |= A_UNDERLINE;
	if (marks & UI_MARK_CURSOR) {
		nattr = (nattr & ~A_DIM) | A_REVERSE;
		battr = (battr & ~A_DIM) | A_REVERSE;
	}
	graph_brackets(b, y, x, b->cell_h, w, marks);
	if (b->cell_h == 2) {
		graph_blank(b, y, x, w, nattr);
		graph_centred(b, y, x, w, nattr, num);
		graph_pawns(c, v->graph.count[cell], glyphs, w, pawns,
		    sizeof pawns);
		graph_blank(b, y + 1, x, w, pattr);
		graph_centred(b, y + 1, x, w, pattr, pawns);
		return;
	}

	/* A box: the number in its top edge, the pawns inside. */
	lw = w - 2;
	graph_put(b, y, x, battr, uni ? "┌" : "+");
	graph_put(b, y, x + w - 1, battr, uni ? "┐" : "+");
	graph_put(b, y + 2, x, battr, uni ? "└" : "+");
	graph_put(b, y + 2, x + w - 1, battr, uni ? "┘" : "+");
	graph_put(b, y + 1, x, battr, uni ? "│" : "|");
	graph_put(b, y + 1, x + w - 1, battr, uni ? "│" : "|");
	for (i = 1; i < w - 1; i++) {
		graph_put(b, y, x + i, battr, uni ? "─" : "-");
		graph_put(b, y + 2, x + i, battr, uni ? "─" : "-");
	}
	graph_put(b, y, x + 1 + (lw - (int)strlen(num) + 1) / 2, nattr, num);
	graph_pawns(c, v->graph.count[cell], glyphs, lw, pawns, sizeof pawns);
	graph_blank(b, y + 1, x + 1, lw, pattr);
	graph_centred(b, y + 1, x + 1, lw, pattr, pawns);
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
    const unsigned char *marks, const char *glyphs)
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
	char	 num[16];
	int	 lw;

	if (cell < 0 || cell >= graph_plan.n) {
		*y = *x = -1;
		return;
	}
	graph_screen(b, graph_plan.sy[cell], graph_plan.sx[cell], y, x);
	snprintf(num, sizeof num, "%d", cell + 1);
	lw = b->cell_h == 2 ? b->cell_w : b->cell_w - 2;
	*x += (b->cell_h == 2 ? 0 : 1) + (lw - (int)strlen(num) + 1) / 2;
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
