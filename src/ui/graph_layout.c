/*
 * graph_layout.c: graph boards laid out on the character grid.
 *
 * The cells' places on the plane are rounded to a lattice, the coarsest
 * that keeps every cell near its place and no two in one point, so that
 * rows and columns of cells line up.  Each cell is a box (or a label) of
 * one size with a margin of one character kept free around it; a link
 * leaves a cell through a port, a place of the margin, at right angles to
 * the box.
 *
 * Links are routed one by one, the nearest cells first, by a search for
 * the cheapest way across and down: a turn costs more than a step and a
 * crossing more than a turn.  A link never runs along another and crosses
 * one only square, where both run straight; running beside one, which is
 * what makes links hard to tell apart, costs so much that the gaps between
 * the rows and columns it spans are widened and all is routed again rather
 * than keep it.  Links that cross are routed again where that helps: each
 * crossing pair both ways round, then each such link first and every link
 * of its two cells after it.  Then every line and column of the grid that only links
 * running straight across go through is taken out, and as many put back
 * evenly as the area has room for.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/graph_layout.h"
#include "xmalloc.h"

#define GL_GAP_MIN	2	/* between two cells: their margins */
#define GL_GAP_START	3	/* and to begin with: a way between */
#define GL_BORDER	1	/* around the board: the margins */
#define GL_BORDER_START	2
#define GL_BEND		3	/* what a turn costs, in steps */
#define GL_CROSS	8	/* what crossing a link costs */
#define GL_CORNER	8	/* what a box's corner costs as a port */
#define GL_BESIDE	1000	/* what a place beside another link costs */
#define GL_ROUNDS	12	/* widenings tried at most */
#define GL_PATIENCE	2	/* and in a row that make nothing better */
#define GL_REPAIRS	2	/* times the bad links are routed again */
#define GL_W_MAX	600	/* the widest grid a board may take */
#define GL_H_MAX	300	/* and the tallest */
#define GL_SPREAD_W	4	/* columns a gap grows by to fill an area */
#define GL_SPREAD_H	1	/* and lines */
#define GL_PORTS_MAX	24
#define GL_OFFSETS	40	/* shifts of a lattice tried */
#define GL_FIT_ERROR	0.26	/* how far a cell may move to the lattice,
				   in steps of it */
#define GL_AXES_MAX	128	/* lattices kept for each axis */
#define GL_INDEX_MAX	(GAME_PLACE_MAX + 2)

#define GL_ACROSS	(GRAPH_ARM(GRAPH_E) | GRAPH_ARM(GRAPH_W))
#define GL_DOWN		(GRAPH_ARM(GRAPH_N) | GRAPH_ARM(GRAPH_S))

static const int gl_dy[4] = { -1, 0, 1, 0 };
static const int gl_dx[4] = { 0, 1, 0, -1 };

/* One way to put an axis on a lattice: each cell's index along it. */
struct gl_axis {
	int		 count;
	double		 error;
	int		 idx[GAME_NODES_MAX];
};

/* A port: where a link leaves a cell, and which way. */
struct gl_port {
	int		 y, x, out;
	int		 cost;		/* what leaving by it costs more */
};

/* An open state of the search, by what it costs and may yet cost. */
struct gl_open {
	int		 f, g, s;
};

/* A link's way on the grid, place by place from its first cell's end. */
struct gl_path {
	short		*y, *x;
	int		 n, size;
};

/* What laying a board out works with. */
struct gl_work {
	const struct game_graph	*g;
	struct graph_layout	*l;
	int			 n;
	int			 col[GAME_NODES_MAX], row[GAME_NODES_MAX];
	int			 ncols, nrows;
	int			 gx[GAME_NODES_MAX + 1], gy[GAME_NODES_MAX + 1];
	int			 order[GAME_LINKS_MAX];
	struct gl_path		 path[GAME_LINKS_MAX];

	int			 h, w, size;	/* the grid, and its room */
	unsigned char		*block;		/* a box or its margin */
	short			*occ, *occ2;	/* links there, or -1 */
	unsigned char		*arms;		/* occ's arms there */
	unsigned char		*tee;		/* a box where a link ends */

	int			*dist, *from;	/* the search, by state */
	unsigned int		*seen, gen;
	struct gl_open		*heap;
	int			 nheap, heap_max;
	struct gl_port		 goal[GL_PORTS_MAX];
	int			 ngoals;
	int			 goal_y0, goal_x0, goal_y1, goal_x1;
};

/* A cell's size in a look. */
void
graph_layout_size(enum graph_look look, int *h, int *w)
{
	if (look == GRAPH_LOOK_BOX) {
		*h = GRAPH_BOX_H;
		*w = GRAPH_BOX_W;
	} else {
		*h = GRAPH_LABEL_H;
		*w = GRAPH_LABEL_W;
	}
}

/* How many digits a number has. */
static int
gl_digits(int n)
{
	int	 d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return (d);
}

/*
 * Rounds the places of an axis to a lattice of step s, shifted by the best
 * of a few offsets; returns the largest distance a place moved, in steps.
 */
static double
gl_round(int n, const short *v, int vmin, int s, int *idx)
{
	double	 best = 1, err, t, f;
	int	 o, i, best_o = 0;

	for (o = 0; o < GL_OFFSETS && best > 0; o++) {
		err = 0;
		for (i = 0; i < n && err < best; i++) {
			t = (double)(v[i] - vmin) / s + (double)o / GL_OFFSETS;
			f = fabs(t - floor(t + 0.5));
			if (f > err)
				err = f;
		}
		if (err < best) {
			best = err;
			best_o = o;
		}
	}
	for (i = 0; i < n; i++)
		idx[i] = (int)floor((double)(v[i] - vmin) / s +
		    (double)best_o / GL_OFFSETS + 0.5);
	return (best);
}

/* Numbers the indices used 0, 1, 2... in order; returns how many. */
static int
gl_compact(int n, int *idx)
{
	int	 map[GL_INDEX_MAX + 1], i, v, count = 0;

	memset(map, 0, sizeof map);
	for (i = 0; i < n; i++)
		map[idx[i]] = 1;
	for (v = 0; v <= GL_INDEX_MAX; v++)
		if (map[v])
			map[v] = count++;
	for (i = 0; i < n; i++)
		idx[i] = map[idx[i]];
	return (count);
}

/*
 * The lattices an axis fits, each as it numbers the cells, the coarsest
 * first; the finest, one index for each place, is always the last.
 */
static int
gl_axes(int n, const short *v, struct gl_axis *out, int max)
{
	struct gl_axis	 a;
	int		 i, s, vmin = GAME_PLACE_MAX, vmax = 0, count = 0;

	for (i = 0; i < n; i++) {
		vmin = v[i] < vmin ? v[i] : vmin;
		vmax = v[i] > vmax ? v[i] : vmax;
	}
	for (s = vmax - vmin + 1; s >= 1; s--) {
		if (count == max - 1 && s > 1)
			continue;
		a.error = gl_round(n, v, vmin, s, a.idx);
		if (a.error > GL_FIT_ERROR)
			continue;
		a.count = gl_compact(n, a.idx);
		if (count > 0 && out[count - 1].count == a.count &&
		    memcmp(out[count - 1].idx, a.idx, n * sizeof a.idx[0]) ==
		    0) {
			/* The same lattice, from a step that fits better. */
			if (a.error < out[count - 1].error)
				out[count - 1].error = a.error;
			continue;
		}
		out[count++] = a;
	}
	return (count);
}

/*
 * Puts the cells on the lattice that takes the least room on the screen
 * with no two cells in one point, a little more room being worth a
 * lattice that moves them less.
 */
static void
gl_lattice(struct gl_work *k, int pitch_h, int pitch_w)
{
	struct gl_axis	*ax, *ay;
	int		*stamp, nax, nay, i, j, c, best_i = -1, best_j = -1;
	int		 gen = 0, clash;
	double		 cost, best = 0;

	ax = xcalloc(GL_AXES_MAX, sizeof *ax);
	ay = xcalloc(GL_AXES_MAX, sizeof *ay);
	nax = gl_axes(k->n, k->g->x, ax, GL_AXES_MAX);
	nay = gl_axes(k->n, k->g->y, ay, GL_AXES_MAX);
	stamp = xcalloc((size_t)k->n * k->n, sizeof *stamp);
	for (i = 0; i < nax; i++)
		for (j = 0; j < nay; j++) {
			if (ax[i].count * ay[j].count < k->n)
				continue;
			cost = (double)ax[i].count * pitch_w * ay[j].count *
			    pitch_h * (1 + 3 * (ax[i].error + ay[j].error));
			if (best_i >= 0 && cost >= best)
				continue;
			gen++;
			for (c = 0, clash = 0; c < k->n && !clash; c++) {
				clash = stamp[ax[i].idx[c] * ay[j].count +
				    ay[j].idx[c]] == gen;
				stamp[ax[i].idx[c] * ay[j].count +
				    ay[j].idx[c]] = gen;
			}
			if (clash)
				continue;
			best = cost;
			best_i = i;
			best_j = j;
		}
	/* The finest lattices always fit: the places are all different. */
	if (best_i < 0) {
		best_i = nax - 1;
		best_j = nay - 1;
	}
	k->ncols = ax[best_i].count;
	k->nrows = ay[best_j].count;
	memcpy(k->col, ax[best_i].idx, k->n * sizeof k->col[0]);
	memcpy(k->row, ay[best_j].idx, k->n * sizeof k->row[0]);
	free(stamp);
	free(ax);
	free(ay);
}

/* The nodes' places on the grid from the gaps, and the grid's size. */
static void
gl_place(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	int			 x[GAME_NODES_MAX], y[GAME_NODES_MAX], i;

	x[0] = k->gx[0];
	for (i = 1; i < k->ncols; i++)
		x[i] = x[i - 1] + l->node_w + k->gx[i];
	y[0] = k->gy[0];
	for (i = 1; i < k->nrows; i++)
		y[i] = y[i - 1] + l->node_h + k->gy[i];
	for (i = 0; i < k->n; i++) {
		l->sx[i] = x[k->col[i]];
		l->sy[i] = y[k->row[i]];
	}
	k->w = x[k->ncols - 1] + l->node_w + k->gx[k->ncols];
	k->h = y[k->nrows - 1] + l->node_h + k->gy[k->nrows];
}


/* Lets go of the grids, to be made again at another size or not at all. */
static void
gl_free_grids(struct gl_work *k)
{
	free(k->block);
	free(k->occ);
	free(k->occ2);
	free(k->arms);
	free(k->tee);
	free(k->dist);
	free(k->from);
	free(k->seen);
}

/* Makes room for a grid of the size placed, if it needs more. */
static void
gl_room(struct gl_work *k)
{
	int	 size = k->h * k->w;

	if (size <= k->size)
		return;
	gl_free_grids(k);
	k->block = xmalloc(size);
	k->tee = xmalloc(size);
	k->occ = xcalloc(size, sizeof *k->occ);
	k->occ2 = xcalloc(size, sizeof *k->occ2);
	k->arms = xmalloc(size);
	k->dist = xcalloc((size_t)size * 4, sizeof *k->dist);
	k->from = xcalloc((size_t)size * 4, sizeof *k->from);
	k->seen = xcalloc((size_t)size * 4, sizeof *k->seen);
	k->gen = 0;
	k->size = size;
}

/* Clears the grid: the boxes and their margins blocked, no link. */
static void
gl_clear(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	int			 i, y, x, size = k->h * k->w;

	gl_room(k);
	memset(k->block, 0, size);
	memset(k->arms, 0, size);
	memset(k->tee, 0, size);
	for (i = 0; i < size; i++)
		k->occ[i] = k->occ2[i] = -1;
	for (i = 0; i < k->n; i++)
		for (y = l->sy[i] - 1; y <= l->sy[i] + l->node_h; y++)
			for (x = l->sx[i] - 1; x <= l->sx[i] + l->node_w; x++)
				if (y >= 0 && y < k->h && x >= 0 && x < k->w)
					k->block[y * k->w + x] = 1;
}

/*
 * A cell's ports.  A box's are all round it but for its number, the
 * corners costing more (and taking one link: see gl_free_port); a
 * label's are all round it.
 */
static int
gl_ports(const struct gl_work *k, int cell, struct gl_port *p)
{
	const struct graph_layout	*l = k->l;
	int				 y = l->sy[cell], x = l->sx[cell];
	int				 h = l->node_h, w = l->node_w, n = 0, j;

	memset(p, 0, GL_PORTS_MAX * sizeof *p);
	if (l->look == GRAPH_LOOK_BOX) {
		for (j = 0; j < h; j++) {
			p[n].cost = p[n + 1].cost = j != h / 2 ? GL_CORNER : 0;
			p[n].y = y + j, p[n].x = x - 1, p[n++].out = GRAPH_W;
			p[n].y = y + j, p[n].x = x + w, p[n++].out = GRAPH_E;
		}
		for (j = 0; j < w; j++) {
			if (j > 0 && j <= gl_digits(cell + 1))
				continue;
			p[n].cost = j == 0 || j == w - 1 ? GL_CORNER : 0;
			p[n].y = y - 1, p[n].x = x + j, p[n++].out = GRAPH_N;
		}
		for (j = 0; j < w; j++) {
			p[n].cost = j == 0 || j == w - 1 ? GL_CORNER : 0;
			p[n].y = y + h, p[n].x = x + j, p[n++].out = GRAPH_S;
		}
		return (n);
	}
	for (j = 0; j < h; j++) {
		p[n].y = y + j, p[n].x = x - 1, p[n++].out = GRAPH_W;
		p[n].y = y + j, p[n].x = x + w, p[n++].out = GRAPH_E;
	}
	for (j = 0; j < w; j++) {
		p[n].y = y - 1, p[n].x = x + j, p[n++].out = GRAPH_N;
		p[n].y = y + h, p[n].x = x + j, p[n++].out = GRAPH_S;
	}
	return (n);
}

/* Whether a place is on the grid. */
static int
gl_in(const struct gl_work *k, int y, int x)
{
	return (y >= 0 && y < k->h && x >= 0 && x < k->w);
}

/* What a place of a link going a way costs for the links beside it. */
static int
gl_beside(const struct gl_work *k, int y, int x, int d)
{
	int	 cost = 0, side, ny, nx;

	for (side = 1; side <= 3; side += 2) {
		ny = y + gl_dy[(d + side) % 4];
		nx = x + gl_dx[(d + side) % 4];
		if (gl_in(k, ny, nx) && k->occ[ny * k->w + nx] >= 0)
			cost += GL_BESIDE;
	}
	return (cost);
}

/* Whether no link ends on a port's place of its box already: a box's
 * corner takes one link, from the side or from the edge. */
static int
gl_free_port(const struct gl_work *k, const struct gl_port *p)
{
	int	 y = p->y - gl_dy[p->out], x = p->x - gl_dx[p->out];

	return (k->l->look != GRAPH_LOOK_BOX || !gl_in(k, y, x) ||
	    !k->tee[y * k->w + x]);
}

/* The search's guess of what is left from a place: the steps to the
 * nearest place of the rectangle round the goals, never more than there
 * are. */
static int
gl_guess(const struct gl_work *k, int y, int x)
{
	int	 dy = 0, dx = 0;

	if (y < k->goal_y0)
		dy = k->goal_y0 - y;
	else if (y > k->goal_y1)
		dy = y - k->goal_y1;
	if (x < k->goal_x0)
		dx = k->goal_x0 - x;
	else if (x > k->goal_x1)
		dx = x - k->goal_x1;
	return (dy + dx);
}

/* Whether a place, entered going a way, ends the search: what entering
 * the goal's port costs more, or -1 if it is none. */
static int
gl_goal(const struct gl_work *k, int y, int x, int d)
{
	int	 i;

	for (i = 0; i < k->ngoals; i++)
		if (k->goal[i].y == y && k->goal[i].x == x &&
		    (k->goal[i].out + 2) % 4 == d && gl_free_port(k,
		    &k->goal[i]))
			return (k->goal[i].cost);
	return (-1);
}

/* Adds a state to the search's heap. */
static void
gl_push(struct gl_work *k, int f, int g, int s)
{
	struct gl_open	 t;
	int		 i, up;

	if (k->nheap == k->heap_max) {
		k->heap_max = k->heap_max == 0 ? 1024 : k->heap_max * 2;
		k->heap = xreallocarray(k->heap, k->heap_max, sizeof *k->heap);
	}
	i = k->nheap++;
	k->heap[i].f = f;
	k->heap[i].g = g;
	k->heap[i].s = s;
	while (i > 0 && k->heap[up = (i - 1) / 2].f > k->heap[i].f) {
		t = k->heap[up];
		k->heap[up] = k->heap[i];
		k->heap[i] = t;
		i = up;
	}
}

/* Takes the cheapest state from the heap. */
static struct gl_open
gl_pop(struct gl_work *k)
{
	struct gl_open	 top = k->heap[0], t;
	int		 i = 0, c;

	k->heap[0] = k->heap[--k->nheap];
	for (;;) {
		c = 2 * i + 1;
		if (c >= k->nheap)
			break;
		if (c + 1 < k->nheap && k->heap[c + 1].f < k->heap[c].f)
			c++;
		if (k->heap[i].f <= k->heap[c].f)
			break;
		t = k->heap[c];
		k->heap[c] = k->heap[i];
		k->heap[i] = t;
		i = c;
	}
	return (top);
}

/* Reaches a state for a cost, if that is cheaper than known. */
static void
gl_relax(struct gl_work *k, int s, int g, int from)
{
	int	 c = s / 4;

	if (k->seen[s] == k->gen && k->dist[s] <= g)
		return;
	k->seen[s] = k->gen;
	k->dist[s] = g;
	k->from[s] = from;
	gl_push(k, g + gl_guess(k, c / k->w, c % k->w), g, s);
}

/* Whether a link may cross another at a place, going a way: the other
 * runs straight there, square to it, and nothing else does. */
static int
gl_may_cross(const struct gl_work *k, int c, int d)
{
	if (k->occ2[c] >= 0 || k->block[c])
		return (0);
	if (d == GRAPH_E || d == GRAPH_W)
		return (k->arms[c] == GL_DOWN);
	return (k->arms[c] == GL_ACROSS);
}

/* Tries the moves from a state: on, or a turn, maybe across a link. */
static void
gl_expand(struct gl_work *k, int s, int g)
{
	int	 c = s / 4, d = s % 4, y = c / k->w, x = c % k->w;
	int	 t, nd, ny, nx, nc, extra, ay, ax, goal;

	for (t = 0; t < 3; t++) {
		nd = t == 0 ? d : (d + (t == 1 ? 1 : 3)) % 4;
		extra = 0;
		if (nd != d) {
			/* No turn in a margin: a link leaves a cell
			 * square. */
			if (k->block[c])
				continue;
			extra = GL_BEND;
			ay = y + gl_dy[d];
			ax = x + gl_dx[d];
			if (gl_in(k, ay, ax) && k->occ[ay * k->w + ax] >= 0)
				extra += GL_BESIDE;
		}
		ny = y + gl_dy[nd];
		nx = x + gl_dx[nd];
		if (!gl_in(k, ny, nx))
			continue;
		nc = ny * k->w + nx;
		if (k->block[nc]) {
			if ((goal = gl_goal(k, ny, nx, nd)) >= 0)
				gl_relax(k, nc * 4 + nd, g + 1 + goal + extra +
				    gl_beside(k, ny, nx, nd), s);
			continue;
		}
		if (k->occ[nc] < 0) {
			gl_relax(k, nc * 4 + nd, g + 1 + extra +
			    gl_beside(k, ny, nx, nd), s);
			continue;
		}
		/* Across another link, onto the place beyond it. */
		if (!gl_may_cross(k, nc, nd))
			continue;
		ny += gl_dy[nd];
		nx += gl_dx[nd];
		if (!gl_in(k, ny, nx))
			continue;
		nc = ny * k->w + nx;
		goal = 0;
		if ((k->block[nc] && (goal = gl_goal(k, ny, nx, nd)) < 0) ||
		    k->occ[nc] >= 0)
			continue;
		gl_relax(k, nc * 4 + nd, g + 2 + GL_CROSS + goal + extra +
		    gl_beside(k, ny, nx, nd), s);
	}
}

/* Adds a place to a path. */
static void
gl_path_add(struct gl_path *p, int y, int x)
{
	if (p->n == p->size) {
		p->size = p->size == 0 ? 32 : p->size * 2;
		p->y = xreallocarray(p->y, p->size, sizeof *p->y);
		p->x = xreallocarray(p->x, p->size, sizeof *p->x);
	}
	p->y[p->n] = y;
	p->x[p->n++] = x;
}

/* The way from one place to the next, beside it. */
static int
gl_way(int y0, int x0, int y1, int x1)
{
	if (y1 < y0)
		return (GRAPH_N);
	if (y1 > y0)
		return (GRAPH_S);
	return (x1 > x0 ? GRAPH_E : GRAPH_W);
}

/* The arms of a link's i-th place: to the places before and after it,
 * or into its cells at its ends. */
static int
gl_arms(const struct gl_path *p, const struct graph_route *r, int i)
{
	int	 arms;

	arms = GRAPH_ARM(i == 0 ? r->end_a : gl_way(p->y[i], p->x[i],
	    p->y[i - 1], p->x[i - 1]));
	arms |= GRAPH_ARM(i == p->n - 1 ? r->end_b : gl_way(p->y[i],
	    p->x[i], p->y[i + 1], p->x[i + 1]));
	return (arms);
}

/* Puts a link's path on the grid, and its ends on its boxes. */
static void
gl_mark(struct gl_work *k, int li)
{
	const struct gl_path	*p = &k->path[li];
	const struct graph_route *r = &k->l->route[li];
	int			 i, c;

	if (p->n > 0) {
		k->tee[(p->y[0] + gl_dy[r->end_a]) * k->w + p->x[0] +
		    gl_dx[r->end_a]] = 1;
		k->tee[(p->y[p->n - 1] + gl_dy[r->end_b]) * k->w +
		    p->x[p->n - 1] + gl_dx[r->end_b]] = 1;
	}
	for (i = 0; i < p->n; i++) {
		c = p->y[i] * k->w + p->x[i];
		if (k->occ[c] < 0) {
			k->occ[c] = li;
			k->arms[c] = gl_arms(p, &k->l->route[li], i);
		} else
			k->occ2[c] = li;
	}
}

/* Writes down the way the search found to a goal as the link's path,
 * from its first cell, and puts it on the grid. */
static void
gl_trace(struct gl_work *k, int li, int goal)
{
	struct graph_route	*r = &k->l->route[li];
	struct gl_path		*p = &k->path[li];
	int			 s, c, prev, i, t;

	p->n = 0;
	for (s = goal; s >= 0; s = k->from[s]) {
		c = s / 4;
		if (p->n > 0) {
			prev = p->y[p->n - 1] * k->w + p->x[p->n - 1];
			/* A crossing skipped the place between. */
			if (abs(prev - c) == 2 || abs(prev - c) == 2 * k->w)
				gl_path_add(p, (prev + c) / 2 / k->w,
				    (prev + c) / 2 % k->w);
		}
		gl_path_add(p, c / k->w, c % k->w);
		if (k->from[s] < 0)
			r->end_a = (s % 4 + 2) % 4;
	}
	r->end_b = goal % 4;
	for (i = 0; i < p->n / 2; i++) {
		t = p->y[i], p->y[i] = p->y[p->n - 1 - i], p->y[p->n - 1 - i] = t;
		t = p->x[i], p->x[i] = p->x[p->n - 1 - i], p->x[p->n - 1 - i] = t;
	}
	gl_mark(k, li);
}

/* Routes a link, from any free port of its first cell to any of its
 * second's; 0 if there is a way. */
static int
gl_route(struct gl_work *k, int li)
{
	struct graph_route	*r = &k->l->route[li];
	struct gl_port		 from[GL_PORTS_MAX];
	struct gl_open		 o;
	int			 nfrom, i, c;

	k->path[li].n = 0;
	nfrom = gl_ports(k, r->a, from);
	k->ngoals = gl_ports(k, r->b, k->goal);
	k->goal_y0 = k->goal_y1 = k->goal[0].y;
	k->goal_x0 = k->goal_x1 = k->goal[0].x;
	for (i = 1; i < k->ngoals; i++) {
		k->goal_y0 = k->goal[i].y < k->goal_y0 ? k->goal[i].y :
		    k->goal_y0;
		k->goal_y1 = k->goal[i].y > k->goal_y1 ? k->goal[i].y :
		    k->goal_y1;
		k->goal_x0 = k->goal[i].x < k->goal_x0 ? k->goal[i].x :
		    k->goal_x0;
		k->goal_x1 = k->goal[i].x > k->goal_x1 ? k->goal[i].x :
		    k->goal_x1;
	}
	if (++k->gen == 0) {
		memset(k->seen, 0, (size_t)k->size * 4 * sizeof *k->seen);
		k->gen = 1;
	}
	k->nheap = 0;
	for (i = 0; i < nfrom; i++) {
		if (!gl_in(k, from[i].y, from[i].x))
			continue;
		c = from[i].y * k->w + from[i].x;
		if (k->occ[c] >= 0 || !gl_free_port(k, &from[i]))
			continue;
		gl_relax(k, c * 4 + from[i].out, from[i].cost +
		    gl_beside(k, from[i].y, from[i].x, from[i].out), -1);
	}
	while (k->nheap > 0) {
		o = gl_pop(k);
		if (k->dist[o.s] < o.g)
			continue;
		c = o.s / 4;
		if (k->from[o.s] >= 0 && k->block[c] &&
		    gl_goal(k, c / k->w, c % k->w, o.s % 4) >= 0) {
			gl_trace(k, li, o.s);
			return (0);
		}
		gl_expand(k, o.s, o.g);
	}
	return (-1);
}

/* Whether the links at two places are all different. */
static int
gl_apart(const struct gl_work *k, int c, int d)
{
	return (k->occ[c] != k->occ[d] && k->occ[c] != k->occ2[d] &&
	    (k->occ2[c] < 0 || (k->occ2[c] != k->occ[d] &&
	    k->occ2[c] != k->occ2[d])));
}

/* Counts the places where two links touch side by side, for each; how
 * many links are bad: not routed, or beside another. */
static int
gl_judge(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	int			 y, x, c, d, i, bad = 0;

	l->unrouted = l->beside = 0;
	for (i = 0; i < l->nlinks; i++)
		l->route[i].beside = 0;
	for (y = 0; y < k->h; y++)
		for (x = 0; x < k->w; x++) {
			c = y * k->w + x;
			if (k->occ[c] < 0)
				continue;
			for (i = 0; i < 2; i++) {
				if ((i == 0 && x + 1 >= k->w) ||
				    (i == 1 && y + 1 >= k->h))
					continue;
				d = i == 0 ? c + 1 : c + k->w;
				if (k->occ[d] < 0 || !gl_apart(k, c, d))
					continue;
				l->route[k->occ[c]].beside++;
				l->route[k->occ[d]].beside++;
				l->beside++;
			}
		}
	for (i = 0; i < l->nlinks; i++) {
		if (k->path[i].n == 0)
			l->unrouted++;
		if (k->path[i].n == 0 || l->route[i].beside > 0)
			bad++;
	}
	return (bad);
}

/* Orders the links: the nearest cells on the lattice first. */
static void
gl_order(struct gl_work *k)
{
	const struct graph_route	*r = k->l->route;
	int				 i, j, t, di, dj;

	for (i = 0; i < k->l->nlinks; i++)
		k->order[i] = i;
	for (i = 1; i < k->l->nlinks; i++)
		for (j = i; j > 0; j--) {
			di = abs(k->col[r[k->order[j]].a] -
			    k->col[r[k->order[j]].b]) +
			    abs(k->row[r[k->order[j]].a] -
			    k->row[r[k->order[j]].b]);
			dj = abs(k->col[r[k->order[j - 1]].a] -
			    k->col[r[k->order[j - 1]].b]) +
			    abs(k->row[r[k->order[j - 1]].a] -
			    k->row[r[k->order[j - 1]].b]);
			if (dj <= di)
				break;
			t = k->order[j];
			k->order[j] = k->order[j - 1];
			k->order[j - 1] = t;
		}
}

/* Puts every link's path on a clear grid. */
static void
gl_mark_all(struct gl_work *k)
{
	int	 li;

	gl_clear(k);
	for (li = 0; li < k->l->nlinks; li++)
		gl_mark(k, li);
}

/* Copies a path. */
static void
gl_path_copy(struct gl_path *to, const struct gl_path *from)
{
	int	 i;

	to->n = 0;
	for (i = 0; i < from->n; i++)
		gl_path_add(to, from->y[i], from->x[i]);
}

/*
 * Routes each bad link again, now that the others are all in place, and
 * keeps the new route if no more links are bad for it; returns how many
 * are bad then.
 */
static int
gl_repair(struct gl_work *k, int bad)
{
	struct graph_layout	*l = k->l;
	struct graph_route	 was;
	struct gl_path		 keep;
	int			 pass, li, now;

	memset(&keep, 0, sizeof keep);
	for (pass = 0; pass < GL_REPAIRS && bad > 0; pass++)
		for (li = 0; li < l->nlinks && bad > 0; li++) {
			if (k->path[li].n > 0 && l->route[li].beside == 0)
				continue;
			gl_path_copy(&keep, &k->path[li]);
			was = l->route[li];
			k->path[li].n = 0;
			gl_mark_all(k);
			gl_route(k, li);
			if ((now = gl_judge(k)) <= bad) {
				bad = now;
				continue;
			}
			gl_path_copy(&k->path[li], &keep);
			l->route[li] = was;
			gl_mark_all(k);
			gl_judge(k);
		}
	free(keep.y);
	free(keep.x);
	return (bad);
}

/* How many places two links cross at: all of them, or link li's. */
static int
gl_crossings(const struct gl_work *k, int li)
{
	int	 c, n = 0;

	for (c = 0; c < k->size; c++)
		if (k->occ2[c] >= 0 && (li < 0 || k->occ[c] == li ||
		    k->occ2[c] == li))
			n++;
	return (n);
}

/*
 * Routes each pair of links that cross again, both ways round (a link
 * routed early could not go round those routed after it, and two links
 * into one cell may each take the other's port), and keeps the routes if
 * they make fewer crossings and no more bad links; returns how many are
 * bad.
 */
static int
gl_uncross(struct gl_work *k, int bad)
{
	struct graph_layout	*l = k->l;
	struct graph_route	 was[2];
	struct gl_path		 keep[2];
	int			 pass, c, i, li[2], now, crossings, fewer, way;

	memset(keep, 0, sizeof keep);
	crossings = gl_crossings(k, -1);
	for (pass = 0; pass < GL_REPAIRS && crossings > 0; pass++)
		for (c = 0; c < k->size && crossings > 0; c++) {
			if (k->occ2[c] < 0)
				continue;
			li[0] = k->occ[c];
			li[1] = k->occ2[c];
			for (i = 0; i < 2; i++) {
				gl_path_copy(&keep[i], &k->path[li[i]]);
				was[i] = l->route[li[i]];
			}
			for (way = 0; way < 2; way++) {
				k->path[li[0]].n = k->path[li[1]].n = 0;
				gl_mark_all(k);
				gl_route(k, li[way]);
				gl_route(k, li[1 - way]);
				now = gl_judge(k);
				fewer = gl_crossings(k, -1);
				if (now <= bad && fewer < crossings)
					break;
			}
			if (way < 2) {
				bad = now;
				crossings = fewer;
				continue;
			}
			for (i = 0; i < 2; i++) {
				gl_path_copy(&k->path[li[i]], &keep[i]);
				l->route[li[i]] = was[i];
			}
			gl_mark_all(k);
			gl_judge(k);
		}
	for (i = 0; i < 2; i++) {
		free(keep[i].y);
		free(keep[i].x);
	}
	return (bad);
}

/*
 * Routes each link that crosses another again, first, with every link of
 * its two cells after it (those may have taken the ports it needs: a
 * diagonal link in a square of the grid whose sides are links), and keeps
 * the routes if they make fewer crossings and no more bad links; returns
 * how many are bad.
 */
static int
gl_uncross_around(struct gl_work *k, int bad)
{
	struct graph_layout	*l = k->l;
	struct graph_route	*was;
	struct gl_path		*keep;
	int			*set, n, i, j, li, now, crossings, fewer;

	if ((crossings = gl_crossings(k, -1)) == 0)
		return (bad);
	keep = xcalloc(l->nlinks, sizeof *keep);
	was = xcalloc(l->nlinks, sizeof *was);
	set = xcalloc(l->nlinks, sizeof *set);
	for (li = 0; li < l->nlinks && crossings > 0; li++) {
		if (gl_crossings(k, li) == 0)
			continue;
		set[0] = li;
		n = 1;
		for (i = 0; i < l->nlinks; i++) {
			j = k->order[i];
			if (j != li && (l->route[j].a == l->route[li].a ||
			    l->route[j].a == l->route[li].b ||
			    l->route[j].b == l->route[li].a ||
			    l->route[j].b == l->route[li].b))
				set[n++] = j;
		}
		for (i = 0; i < n; i++) {
			gl_path_copy(&keep[i], &k->path[set[i]]);
			was[i] = l->route[set[i]];
			k->path[set[i]].n = 0;
		}
		gl_mark_all(k);
		for (i = 0; i < n; i++)
			gl_route(k, set[i]);
		now = gl_judge(k);
		fewer = gl_crossings(k, -1);
		if (now <= bad && fewer < crossings) {
			bad = now;
			crossings = fewer;
			continue;
		}
		for (i = 0; i < n; i++) {
			gl_path_copy(&k->path[set[i]], &keep[i]);
			l->route[set[i]] = was[i];
		}
		gl_mark_all(k);
		gl_judge(k);
	}
	for (i = 0; i < l->nlinks; i++) {
		free(keep[i].y);
		free(keep[i].x);
	}
	free(keep);
	free(was);
	free(set);
	return (bad);
}

/* Routes every link in order, then the bad ones again, then those that
 * cross; returns how many are bad. */
static int
gl_route_order(struct gl_work *k, const int *order)
{
	int	 i;

	gl_clear(k);
	for (i = 0; i < k->l->nlinks; i++)
		gl_route(k, order[i]);
	return (gl_uncross_around(k, gl_uncross(k, gl_repair(k,
	    gl_judge(k)))));
}

/*
 * Places the cells by the gaps and routes every link; if some are bad,
 * routes them all again with the bad ones first, and keeps the better.
 * Returns how many are bad.
 */
static int
gl_route_all(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	int			 order[GAME_LINKS_MAX], i, n = 0, bad, again;

	gl_place(k);
	if ((bad = gl_route_order(k, k->order)) == 0)
		return (0);
	for (i = 0; i < l->nlinks; i++)
		if (k->path[k->order[i]].n == 0 ||
		    l->route[k->order[i]].beside > 0)
			order[n++] = k->order[i];
	for (i = 0; i < l->nlinks; i++)
		if (k->path[k->order[i]].n > 0 &&
		    l->route[k->order[i]].beside == 0)
			order[n++] = k->order[i];
	if ((again = gl_route_order(k, order)) < bad)
		return (again);
	return (gl_route_order(k, k->order));
}

/* Marks the gaps between two rows (or columns) of a link's cells, or
 * either side of the one row they share. */
static void
gl_span(int a, int b, int *mark)
{
	int	 j, lo = a < b ? a : b, hi = a < b ? b : a;

	if (lo == hi) {
		mark[lo] = mark[lo + 1] = 1;
		return;
	}
	for (j = lo + 1; j <= hi; j++)
		mark[j] = 1;
}

/* Widens the gaps about each bad link's cells, across and down; 0 if the
 * grid may grow so. */
static int
gl_widen(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	int			 wx[GAME_NODES_MAX + 1], wy[GAME_NODES_MAX + 1];
	int			 i, j, w = 0, h = 0;

	memset(wx, 0, sizeof wx);
	memset(wy, 0, sizeof wy);
	for (i = 0; i < l->nlinks; i++) {
		if (k->path[i].n > 0 && l->route[i].beside == 0)
			continue;
		gl_span(k->col[l->route[i].a], k->col[l->route[i].b], wx);
		gl_span(k->row[l->route[i].a], k->row[l->route[i].b], wy);
	}
	for (j = 0; j <= k->ncols; j++)
		w += k->gx[j] + 2 * wx[j];
	for (j = 0; j <= k->nrows; j++)
		h += k->gy[j] + 2 * wy[j];
	if (w + k->ncols * l->node_w > GL_W_MAX ||
	    h + k->nrows * l->node_h > GL_H_MAX)
		return (-1);
	for (j = 0; j <= k->ncols; j++)
		k->gx[j] += 2 * wx[j];
	for (j = 0; j <= k->nrows; j++)
		k->gy[j] += 2 * wy[j];
	return (0);
}

/*
 * Whether a line (or, across, a column) of the grid may be taken out:
 * nothing is there but links running straight through it, and nothing
 * either side of it would come to touch.
 */
static int
gl_removable(const struct gl_work *k, int across, int at)
{
	int	 i, c, step, before, after, len, last;

	len = across ? k->h : k->w;
	step = across ? 1 : k->w;
	last = (across ? k->w : k->h) - 1;
	if (at < 0 || at > last || last == 0)
		return (0);
	for (i = 0; i < len; i++) {
		c = across ? i * k->w + at : at * k->w + i;
		if (k->block[c])
			return (0);
		if (k->occ[c] >= 0 && (at == 0 || at == last ||
		    k->occ2[c] >= 0 ||
		    k->arms[c] != (across ? GL_ACROSS : GL_DOWN)))
			return (0);
		if (at == 0 || at == last)
			continue;
		before = c - step;
		after = c + step;
		if (k->occ[before] >= 0 && k->occ[after] >= 0 &&
		    gl_apart(k, before, after))
			return (0);
	}
	return (1);
}

/* Takes a line (or a column) out of the grid, or puts a blank one in
 * before it, moving the cells and the links' places after it; a link
 * that went through the line gets one place fewer or one more. */
static void
gl_line(struct gl_work *k, int across, int at, int by)
{
	struct graph_layout	*l = k->l;
	struct gl_path		*p, q;
	int			 li, i, v, u, prev = 0;

	for (i = 0; i < k->n; i++) {
		if (across && l->sx[i] >= at)
			l->sx[i] += by;
		else if (!across && l->sy[i] >= at)
			l->sy[i] += by;
	}
	memset(&q, 0, sizeof q);
	for (li = 0; li < l->nlinks; li++) {
		p = &k->path[li];
		q.n = 0;
		for (i = 0; i < p->n; i++) {
			v = across ? p->x[i] : p->y[i];
			u = across ? p->y[i] : p->x[i];
			if (by > 0 && i > 0 && (prev < at) != (v < at)) {
				if (across)
					gl_path_add(&q, u, at);
				else
					gl_path_add(&q, at, u);
			}
			prev = v;
			if (by < 0 && v == at)
				continue;
			if (v >= at)
				v += by;
			if (across)
				gl_path_add(&q, u, v);
			else
				gl_path_add(&q, v, u);
		}
		p->n = 0;
		for (i = 0; i < q.n; i++)
			gl_path_add(p, q.y[i], q.x[i]);
	}
	free(q.y);
	free(q.x);
	if (across)
		k->w += by;
	else
		k->h += by;
	gl_clear(k);
	for (li = 0; li < l->nlinks; li++)
		gl_mark(k, li);
}

/* Takes out every line and column that may be, till none may. */
static void
gl_tighten(struct gl_work *k)
{
	int	 across, at, more = 1;

	while (more) {
		more = 0;
		for (across = 0; across < 2; across++)
			for (at = 0; at < (across ? k->w : k->h); at++)
				if (gl_removable(k, across, at)) {
					gl_line(k, across, at, -1);
					at--;
					more = 1;
				}
	}
}

/*
 * Puts blank lines back between the rows of cells and columns between
 * the columns, as many in each gap, to fill an area the board is smaller
 * than, a few at most.
 */
static void
gl_spread(struct gl_work *k, int area_h, int area_w)
{
	struct graph_layout	*l = k->l;
	int			 first[GAME_NODES_MAX], i, j, e, across, n;

	for (across = 0; across < 2; across++) {
		n = across ? k->ncols : k->nrows;
		if (n < 2)
			continue;
		e = ((across ? area_w - k->w : area_h - k->h)) / (n - 1);
		if (e > (across ? GL_SPREAD_W : GL_SPREAD_H))
			e = across ? GL_SPREAD_W : GL_SPREAD_H;
		if (e <= 0)
			continue;
		/* Where each row (column) of cells begins. */
		for (j = 0; j < n; j++)
			first[j] = -1;
		for (i = 0; i < k->n; i++)
			first[across ? k->col[i] : k->row[i]] =
			    across ? l->sx[i] : l->sy[i];
		/* The gaps from the last up, below each margin. */
		for (j = n - 1; j >= 1; j--)
			for (i = 0; i < e; i++)
				gl_line(k, across, first[j - 1] + (across ?
				    l->node_w : l->node_h) + 1, 1);
	}
}

/* Writes the paths down as the layout's routes of steps, with where they
 * cross. */
static void
gl_finish(struct gl_work *k)
{
	struct graph_layout	*l = k->l;
	struct graph_step	*st;
	const struct gl_path	*p;
	int			 li, i, total = 0;

	for (li = 0; li < l->nlinks; li++)
		total += k->path[li].n;
	l->step = xreallocarray(NULL, total + 1, sizeof *l->step);
	l->nsteps = 0;
	for (li = 0; li < l->nlinks; li++) {
		p = &k->path[li];
		l->route[li].first = l->nsteps;
		l->route[li].n = p->n;
		for (i = 0; i < p->n; i++) {
			st = &l->step[l->nsteps++];
			st->y = p->y[i];
			st->x = p->x[i];
			st->arms = gl_arms(p, &l->route[li], i);
			st->cross = k->occ2[p->y[i] * k->w + p->x[i]] >= 0;
		}
	}
	l->h = k->h;
	l->w = k->w;
}

/*
 * Lays out the n cells of a graph in a look, for an area of h lines and w
 * columns: the board may be larger, if it must, to keep every link apart.
 * Returns 0 if every link is routed and none runs beside another.
 */
int
graph_layout_make(struct graph_layout *l, const struct game_graph *g,
    int n, enum graph_look look, int area_h, int area_w)
{
	struct gl_work	*k;
	int		 best_gx[GAME_NODES_MAX + 1], best_gy[GAME_NODES_MAX + 1];
	int		 i, bad, best, round, idle;

	free(l->step);
	memset(l, 0, sizeof *l);
	l->look = look;
	graph_layout_size(look, &l->node_h, &l->node_w);
	l->n = n > GAME_NODES_MAX ? GAME_NODES_MAX : n;
	for (i = 0; i < g->nlinks && i < GAME_LINKS_MAX; i++) {
		if (g->link[i][0] >= l->n || g->link[i][1] >= l->n ||
		    g->link[i][0] == g->link[i][1])
			continue;
		l->route[l->nlinks].a = g->link[i][0];
		l->route[l->nlinks++].b = g->link[i][1];
	}
	if (l->n < 1)
		return (-1);
	k = xcalloc(1, sizeof *k);
	k->g = g;
	k->l = l;
	k->n = l->n;
	gl_lattice(k, l->node_h + GL_GAP_MIN + 1, l->node_w + GL_GAP_MIN + 1);
	for (i = 0; i <= k->ncols; i++)
		k->gx[i] = i == 0 || i == k->ncols ? GL_BORDER_START :
		    GL_GAP_START;
	for (i = 0; i <= k->nrows; i++)
		k->gy[i] = i == 0 || i == k->nrows ? GL_BORDER_START :
		    GL_GAP_START;
	gl_order(k);

	/* Wider gaps until no link is bad, or that no longer helps. */
	best = bad = gl_route_all(k);
	memcpy(best_gx, k->gx, sizeof best_gx);
	memcpy(best_gy, k->gy, sizeof best_gy);
	for (round = idle = 0; bad > 0 && round < GL_ROUNDS &&
	    idle < GL_PATIENCE; round++) {
		if (gl_widen(k) != 0)
			break;
		if ((bad = gl_route_all(k)) < best) {
			best = bad;
			memcpy(best_gx, k->gx, sizeof best_gx);
			memcpy(best_gy, k->gy, sizeof best_gy);
			idle = 0;
		} else
			idle++;
	}
	if (bad > best) {
		memcpy(k->gx, best_gx, sizeof best_gx);
		memcpy(k->gy, best_gy, sizeof best_gy);
		gl_route_all(k);
	}
	gl_tighten(k);
	gl_spread(k, area_h, area_w);
	gl_judge(k);
	gl_finish(k);

	for (i = 0; i < GAME_LINKS_MAX; i++) {
		free(k->path[i].y);
		free(k->path[i].x);
	}
	gl_free_grids(k);
	free(k->heap);
	free(k);
	return (l->unrouted == 0 && l->beside == 0 ? 0 : -1);
}

/* Lets go of a layout's steps. */
void
graph_layout_free(struct graph_layout *l)
{
	free(l->step);
	l->step = NULL;
	l->nsteps = 0;
}
