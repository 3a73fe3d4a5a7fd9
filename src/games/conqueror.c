/* conqueror.c: the Conqueror rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conqueror.h"
#include "rng.h"

/* A ring of n cells, each next to the one before and after it: the
 * original's board is the ring of four. */
int
conq_board_ring(struct conq_board *b, int n)
{
	double	 a;
	int	 i, error;

	memset(b, 0, sizeof *b);
	if (n < 2 || n > CONQ_CELLS_MAX)
		return (CONQ_E_BOARD_SIZE);
	b->ncells = n;
	for (i = 0; i < n; i++) {
		/* On a circle, clockwise from the top. */
		a = 2 * 3.14159265358979 * i / n;
		b->x[i] = (short)(500 + 400 * sin(a));
		b->y[i] = (short)(500 - 400 * cos(a));
	}
	for (i = 0; i < n; i++)
		if (n > 2 || i == 0)
			if ((error = conq_board_add(b, i, (i + 1) % n)) != 0)
				return (error);
	return (CONQ_OK);
}

/* Which way r lies from the line p to q: 1, -1, or 0 if on it. */
static int
conq_turn(const struct conq_board *b, int p, int q, int r)
{
	long	 v = (long)(b->x[q] - b->x[p]) * (b->y[r] - b->y[p]) -
		    (long)(b->y[q] - b->y[p]) * (b->x[r] - b->x[p]);

	return (v > 0 ? 1 : v < 0 ? -1 : 0);
}

/* Whether cell r lies on the link p-q between its ends. */
static int
conq_on_link(const struct conq_board *b, int p, int q, int r)
{
	return (conq_turn(b, p, q, r) == 0 &&
	    (b->x[r] - b->x[p]) * (b->x[r] - b->x[q]) <= 0 &&
	    (b->y[r] - b->y[p]) * (b->y[r] - b->y[q]) <= 0);
}

/* Whether links p-q and p-s from one cell overlap: the same direction. */
static int
conq_overlap(const struct conq_board *b, int p, int q, int s)
{
	return (conq_turn(b, p, q, s) == 0 &&
	    (long)(b->x[q] - b->x[p]) * (b->x[s] - b->x[p]) +
	    (long)(b->y[q] - b->y[p]) * (b->y[s] - b->y[p]) > 0);
}

/* Whether two links cross, or one runs through a cell of the other. */
static int
conq_cross(const struct conq_board *b, int p, int q, int r, int s)
{
	if (p == r)
		return (conq_overlap(b, p, q, s));
	if (p == s)
		return (conq_overlap(b, p, q, r));
	if (q == r)
		return (conq_overlap(b, q, p, s));
	if (q == s)
		return (conq_overlap(b, q, p, r));
	if (conq_on_link(b, p, q, r) || conq_on_link(b, p, q, s) ||
	    conq_on_link(b, r, s, p) || conq_on_link(b, r, s, q))
		return (1);
	return (conq_turn(b, p, q, r) * conq_turn(b, p, q, s) < 0 &&
	    conq_turn(b, r, s, p) * conq_turn(b, r, s, q) < 0);
}

/* Whether the links, drawn straight, cross nowhere. */
int
conq_board_planar(const struct conq_board *b)
{
	int	 a, i, c, j;

	for (a = 0; a < b->ncells; a++)
		for (i = 0; i < b->nnb[a]; i++) {
			if (b->nb[a][i] < a)
				continue;
			for (c = a; c < b->ncells; c++)
				for (j = 0; j < b->nnb[c]; j++) {
					if (b->nb[c][j] < c ||
					    (c == a && b->nb[c][j] <=
					    b->nb[a][i]))
						continue;
					if (conq_cross(b, a, b->nb[a][i], c,
					    b->nb[c][j]))
						return (0);
				}
		}
	return (1);
}

/* Whether a new link a-c would cross one of the board's links. */
static int
conq_link_crosses(const struct conq_board *b, int a, int c)
{
	int	 p, i;

	for (p = 0; p < b->ncells; p++)
		for (i = 0; i < b->nnb[p]; i++)
			if (b->nb[p][i] > p &&
			    conq_cross(b, a, c, p, b->nb[p][i]))
				return (1);
	return (0);
}

/* The root of a cell's group, for joining groups. */
static int
conq_root(int *up, int c)
{
	while (up[c] != c)
		c = up[c] = up[up[c]];
	return (c);
}

/* Two cells and how far apart they are, for the random boards. */
struct conq_pair {
	long	 d;
	short	 a, c;
};

static int
conq_pair_order(const void *x, const void *y)
{
	const struct conq_pair	*p = x, *q = y;

	return (p->d < q->d ? -1 : p->d > q->d ? 1 : 0);
}

/*
 * A random board of n cells from a seed: cells scattered over the slots
 * of a grid with some jitter; then links, from the shortest up, that
 * cross no other: first between cells in slots side by side or one above
 * the other, then across a slot's corner, each cell keeping to four
 * neighbours, so that the board reads as a grid on the terminal and its
 * links need not cross there either; then, should that leave the board
 * in pieces, the shortest links that join them.  The result is connected
 * and drawn without crossings.
 */
int
conq_board_random(struct conq_board *b, int n, struct rng *r)
{
	struct conq_pair	*pairs;
	int			 slots[CONQ_CELLS_MAX * 2], up[CONQ_CELLS_MAX];
	int			 slot[CONQ_CELLS_MAX];
	int			 cols, rows, nslots, step, i, k, pass, a, c;
	int			 npairs = 0, dr, dc;

	memset(b, 0, sizeof *b);
	if (n < 2 || n > CONQ_CELLS_MAX)
		return (CONQ_E_BOARD_SIZE);
	for (cols = 1; cols * cols * 2 < n * 3; cols++)
		;
	rows = (n * 3 / 2 + cols - 1) / cols;
	nslots = cols * rows;
	step = 900 / (cols > rows ? cols : rows);
	for (i = 0; i < nslots; i++)
		slots[i] = i;
	for (i = 0; i < n; i++) {
		k = i + (int)rng_below(r, (uint64_t)(nslots - i));
		c = slots[k];
		slots[k] = slots[i];
		slots[i] = c;
		slot[i] = c;
		b->x[i] = (short)(50 + c % cols * step +
		    (int)rng_below(r, (uint64_t)(step / 2)));
		b->y[i] = (short)(50 + c / cols * step +
		    (int)rng_below(r, (uint64_t)(step / 2)));
	}
	b->ncells = n;
	pairs = calloc((size_t)n * n / 2 + 1, sizeof *pairs);
	if (pairs == NULL)
		return (CONQ_E_BOARD_SIZE);
	for (a = 0; a < n; a++)
		for (c = a + 1; c < n; c++) {
			pairs[npairs].a = a;
			pairs[npairs].c = c;
			pairs[npairs++].d = (long)(b->x[a] - b->x[c]) *
			    (b->x[a] - b->x[c]) + (long)(b->y[a] - b->y[c]) *
			    (b->y[a] - b->y[c]);
		}
	qsort(pairs, npairs, sizeof *pairs, conq_pair_order);
	for (i = 0; i < n; i++)
		up[i] = i;
	for (pass = 0; pass < 3; pass++)
		for (k = 0; k < npairs; k++) {
			a = pairs[k].a;
			c = pairs[k].c;
			dr = slot[a] / cols - slot[c] / cols;
			dc = slot[a] % cols - slot[c] % cols;
			if (pass < 2 && (b->nnb[a] >= 4 || b->nnb[c] >= 4 ||
			    dr * dr + dc * dc != pass + 1))
				continue;
			if (pass == 2 && (conq_root(up, a) == conq_root(up, c) ||
			    b->nnb[a] >= CONQ_NB_MAX ||
			    b->nnb[c] >= CONQ_NB_MAX))
				continue;
			if (conq_link_crosses(b, a, c))
				continue;
			conq_board_add(b, a, c);
			up[conq_root(up, a)] = conq_root(up, c);
		}
	free(pairs);
	return (conq_board_connected(b) ? CONQ_OK : CONQ_E_BOARD_SPLIT);
}

/* Reads a whole number from 0 to max at *s, moving *s past it. */
static int
conq_number(const char **s, int max, int *v)
{
	long	 n = 0;

	while (**s == ' ' || **s == '\t')
		(*s)++;
	if (!isdigit((unsigned char)**s))
		return (-1);
	while (isdigit((unsigned char)**s)) {
		n = n * 10 + (**s - '0');
		if (n > max)
			return (-1);
		(*s)++;
	}
	*v = (int)n;
	return (0);
}

/*
 * Reads a board: lines "cell N X Y" put cell N (numbered 1, 2, 3... in
 * order) at X, Y, from 0 to 999 with y growing downwards; lines
 * "link A B" join two cells given before.  # begins a comment.  Links are
 * drawn as straight lines, which may not cross.  On an error, *line and
 * *col tell where (line 0 for the board as a whole).
 */
int
conq_board_read(struct conq_board *b, const char *text, int *line, int *col)
{
	const char	*s, *start;
	int		 v[3], i, n, error, x;

	memset(b, 0, sizeof *b);
	*line = 0;
	*col = 0;
	for (s = text; *s != '\0'; s += *s == '\n') {
		(*line)++;
		start = s;
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '#' || *s == '\n' || *s == '\0') {
			s += strcspn(s, "\n");
			continue;
		}
		*col = (int)(s - start) + 1;
		if (strncmp(s, "cell", 4) == 0 && (s[4] == ' ' || s[4] == '\t'))
			n = 3;
		else if (strncmp(s, "link", 4) == 0 &&
		    (s[4] == ' ' || s[4] == '\t'))
			n = 2;
		else
			return (CONQ_E_BOARD_WORD);
		s += 4;
		for (i = 0; i < n; i++) {
			while (*s == ' ' || *s == '\t')
				s++;
			*col = (int)(s - start) + 1;
			if (conq_number(&s, n == 3 && i > 0 ? CONQ_PLACE_MAX :
			    CONQ_CELLS_MAX, &v[i]) != 0)
				return (CONQ_E_BOARD_NUMBER);
		}
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '#')
			s += strcspn(s, "\n");
		if (*s != '\n' && *s != '\0') {
			*col = (int)(s - start) + 1;
			return (CONQ_E_BOARD_EXTRA);
		}
		*col = 1 + (int)strspn(start, " \t");
		if (n == 3) {
			if (v[0] != b->ncells + 1)
				return (v[0] > CONQ_CELLS_MAX || v[0] == 0 ?
				    CONQ_E_BOARD_SIZE : CONQ_E_BOARD_ORDER);
			for (x = 0; x < b->ncells; x++)
				if (b->x[x] == v[1] && b->y[x] == v[2])
					return (CONQ_E_BOARD_PLACE);
			b->x[b->ncells] = (short)v[1];
			b->y[b->ncells] = (short)v[2];
			b->ncells++;
		} else if ((error = conq_board_add(b, v[0] - 1, v[1] - 1)) !=
		    CONQ_OK)
			return (error);
	}
	*line = *col = 0;
	if (b->ncells < 2)
		return (CONQ_E_BOARD_SIZE);
	if (!conq_board_connected(b))
		return (CONQ_E_BOARD_SPLIT);
	if (!conq_board_planar(b))
		return (CONQ_E_BOARD_CROSS);
	return (CONQ_OK);
}

/* Whether two cells are neighbours. */
int
conq_neighbours(const struct conq_board *b, int a, int c)
{
	int	 i;

	for (i = 0; i < b->nnb[a]; i++)
		if (b->nb[a][i] == c)
			return (1);
	return (0);
}

/* Joins two cells, both ways. */
int
conq_board_add(struct conq_board *b, int a, int c)
{
	if (a < 0 || c < 0 || a >= b->ncells || c >= b->ncells || a == c ||
	    conq_neighbours(b, a, c))
		return (CONQ_E_BOARD_EDGE);
	if (b->nnb[a] == CONQ_NB_MAX || b->nnb[c] == CONQ_NB_MAX)
		return (CONQ_E_BOARD_NB);
	b->nb[a][b->nnb[a]++] = c;
	b->nb[c][b->nnb[c]++] = a;
	return (CONQ_OK);
}

/* Whether every cell can reach every other. */
int
conq_board_connected(const struct conq_board *b)
{
	int	 seen[CONQ_CELLS_MAX], stack[CONQ_CELLS_MAX], n = 0, top = 0;
	int	 c, i;

	if (b->ncells == 0)
		return (0);
	memset(seen, 0, sizeof seen);
	seen[0] = 1;
	stack[top++] = 0;
	while (top > 0) {
		c = stack[--top];
		n++;
		for (i = 0; i < b->nnb[c]; i++)
			if (!seen[b->nb[c][i]]) {
				seen[b->nb[c][i]] = 1;
				stack[top++] = b->nb[c][i];
			}
	}
	return (n == b->ncells);
}

/* A new game for nplayers, with reinforcements or without. */
void
conq_start(struct conq_pos *p, const struct conq_board *b, int nplayers,
    int reinforce)
{
	memset(p, 0, sizeof *p);
	p->b = b;
	p->nplayers = nplayers;
	p->reinforce = reinforce;
	p->got_player = p->got_cell = CONQ_NONE;
	memset(p->owner, CONQ_NONE, sizeof p->owner);
}

/* Gives a player their reinforcements, one pawn for every two cells they
 * own (rounded up), all on their cell with the fewest pawns (the
 * lowest-numbered of those). */
static void
conq_reinforce(struct conq_pos *p, int player)
{
	int	 c, best = CONQ_NONE;

	for (c = 0; c < p->b->ncells; c++)
		if (p->owner[c] == player && (best == CONQ_NONE ||
		    p->pawns[c] < p->pawns[best]))
			best = c;
	if (best == CONQ_NONE)
		return;
	p->got_player = player;
	p->got_cell = best;
	p->got_pawns = (conq_cells_of(p, player) + 1) / 2;
	p->pawns[best] += p->got_pawns;
}

/* Draws a start cell for each player, all different. */
int
conq_draw_start(const struct conq_pos *p, struct rng *r, int *cells)
{
	int	 free[CONQ_CELLS_MAX], n, i, k;

	if (p->started)
		return (CONQ_E_STARTED);
	if (p->b->ncells < p->nplayers)
		return (CONQ_E_START);
	for (n = 0; n < p->b->ncells; n++)
		free[n] = n;
	for (i = 0; i < p->nplayers; i++) {
		k = (int)rng_below(r, (uint64_t)n);
		cells[i] = free[k];
		free[k] = free[--n];
	}
	return (CONQ_OK);
}

/* Puts each player's 8 pawns on their start cell; player 1 moves first. */
int
conq_place_start(struct conq_pos *p, const int *cells)
{
	return (conq_place_start_first(p, cells, 0));
}

/* Puts each player's 8 pawns on their start cell, and the first player
 * to move. */
int
conq_place_start_first(struct conq_pos *p, const int *cells, int first)
{
	int	 i, k;

	if (p->started)
		return (CONQ_E_STARTED);
	if (first < 0 || first >= p->nplayers)
		return (CONQ_E_START);
	for (i = 0; i < p->nplayers; i++) {
		if (cells[i] < 0 || cells[i] >= p->b->ncells)
			return (CONQ_E_START);
		for (k = 0; k < i; k++)
			if (cells[k] == cells[i])
				return (CONQ_E_START);
	}
	for (i = 0; i < p->nplayers; i++) {
		p->owner[cells[i]] = i;
		p->pawns[cells[i]] = CONQ_START_PAWNS;
	}
	p->started = 1;
	p->turn = first;
	if (p->reinforce)
		conq_reinforce(p, first);
	return (CONQ_OK);
}

/* Whether a player has a cell with pawns to spare: at least two. */
int
conq_can_move(const struct conq_pos *p, int player)
{
	int	 c;

	for (c = 0; c < p->b->ncells; c++)
		if (p->owner[c] == player && p->pawns[c] >= 2 &&
		    p->b->nnb[c] > 0)
			return (1);
	return (0);
}

/* How many players still own a cell. */
int
conq_players_left(const struct conq_pos *p)
{
	int	 i, n = 0;

	for (i = 0; i < p->nplayers; i++)
		n += conq_cells_of(p, i) > 0;
	return (n);
}

/* How many cells a player owns. */
int
conq_cells_of(const struct conq_pos *p, int player)
{
	int	 c, n = 0;

	for (c = 0; c < p->b->ncells; c++)
		n += p->owner[c] == player;
	return (n);
}

int
conq_check(const struct conq_pos *p, struct conq_move m)
{
	if (!p->started)
		return (CONQ_E_START_DUE);
	if (p->over)
		return (CONQ_E_OVER);
	if (m.from < 0 || m.from >= p->b->ncells || m.to < 0 ||
	    m.to >= p->b->ncells)
		return (CONQ_E_CELL);
	if (p->owner[m.from] != p->turn)
		return (CONQ_E_NOT_OWN);
	if (!conq_neighbours(p->b, m.from, m.to))
		return (CONQ_E_NOT_NEIGHBOUR);
	if (m.pawns < 1 || m.pawns >= p->pawns[m.from])
		return (CONQ_E_PAWNS);
	return (CONQ_OK);
}

/*
 * Passes the turn to the next player who can move, and ends the game
 * when one player is left with cells or nobody can move.  With
 * reinforcements, each player with a cell gets theirs as their turn
 * comes, and so can always move.
 */
static void
conq_next(struct conq_pos *p)
{
	int	 i, player;

	if (conq_players_left(p) <= 1) {
		p->over = 1;
		return;
	}
	for (i = 1; i <= p->nplayers; i++) {
		player = (p->turn + i) % p->nplayers;
		if (p->reinforce && conq_cells_of(p, player) > 0)
			conq_reinforce(p, player);
		if (conq_can_move(p, player)) {
			p->turn = player;
			return;
		}
	}
	p->over = 1;
}

/* Plays a move that conq_check allows; returns what it did. */
int
conq_make(struct conq_pos *p, struct conq_move m)
{
	int	 outcome, defender = p->owner[m.to];

	p->got_player = p->got_cell = CONQ_NONE;
	p->got_pawns = 0;
	p->moves++;
	p->pawns[m.from] -= m.pawns;
	if (defender == CONQ_NONE || defender == p->turn) {
		outcome = defender == CONQ_NONE ? CONQ_CLAIM : CONQ_JOIN;
		p->owner[m.to] = p->turn;
		p->pawns[m.to] += m.pawns;
	} else if (m.pawns > p->pawns[m.to]) {
		outcome = CONQ_WIN;
		p->owner[m.to] = p->turn;
		p->pawns[m.to] = m.pawns;
	} else if (m.pawns < p->pawns[m.to])
		outcome = CONQ_LOSE;
	else {
		/* A draw: nobody loses pawns, so the moved ones go back. */
		outcome = CONQ_DRAW;
		p->pawns[m.from] += m.pawns;
	}
	if (outcome == CONQ_CLAIM || outcome == CONQ_WIN)
		p->quiet = 0;
	else
		p->quiet++;
	if (p->quiet >= CONQ_QUIET_MAX ||
	    (p->reinforce && p->moves >= CONQ_MOVES_MAX)) {
		p->over = 1;
		return (outcome);
	}
	conq_next(p);
	return (outcome);
}

/*
 * A player gives up: their cells are free again, their pawns gone.  The
 * turn passes on if it was theirs; the game ends as after a move.
 */
int
conq_resign(struct conq_pos *p, int player)
{
	int	 c;

	if (!p->started)
		return (CONQ_E_START_DUE);
	if (p->over)
		return (CONQ_E_OVER);
	if (player < 0 || player >= p->nplayers ||
	    conq_cells_of(p, player) == 0)
		return (CONQ_E_OUT);
	for (c = 0; c < p->b->ncells; c++)
		if (p->owner[c] == player) {
			p->owner[c] = CONQ_NONE;
			p->pawns[c] = 0;
		}
	p->got_player = p->got_cell = CONQ_NONE;
	p->got_pawns = 0;
	p->quiet = 0;
	if (player == p->turn) {
		conq_next(p);
		return (CONQ_OK);
	}
	if (conq_players_left(p) <= 1)
		p->over = 1;
	return (CONQ_OK);
}

/* The players who own the most cells: the winners of a game over. */
unsigned int
conq_winners(const struct conq_pos *p)
{
	unsigned int	 winners = 0;
	int		 i, n, most = 0;

	for (i = 0; i < p->nplayers; i++) {
		n = conq_cells_of(p, i);
		if (n > most) {
			most = n;
			winners = 0;
		}
		if (n == most && n > 0)
			winners |= 1U << i;
	}
	return (winners);
}

/* The legal moves, at most max of them; returns how many there are. */
int
conq_movegen(const struct conq_pos *p, struct conq_move *list, int max)
{
	struct conq_move	 m;
	int			 n = 0, i;

	if (!p->started || p->over)
		return (0);
	for (m.from = 0; m.from < p->b->ncells; m.from++) {
		if (p->owner[m.from] != p->turn)
			continue;
		for (i = 0; i < p->b->nnb[m.from]; i++) {
			m.to = p->b->nb[m.from][i];
			for (m.pawns = 1; m.pawns < p->pawns[m.from];
			    m.pawns++) {
				if (n < max)
					list[n] = m;
				n++;
			}
		}
	}
	return (n);
}

/* Reads a move, "2-3 4": from cell 2 to cell 3 with 4 pawns. */
int
conq_parse_move(const char *s, struct conq_move *m)
{
	char	*end;
	long	 v[3];
	int	 i;

	for (i = 0; i < 3; i++) {
		if (!isdigit((unsigned char)*s))
			return (CONQ_E_SYNTAX);
		v[i] = strtol(s, &end, 10);
		if (end - s > 4)
			return (CONQ_E_SYNTAX);
		s = end;
		if (*s != (i == 0 ? '-' : i == 1 ? ' ' : '\0'))
			return (CONQ_E_SYNTAX);
		s++;
	}
	m->from = (int)v[0] - 1;
	m->to = (int)v[1] - 1;
	m->pawns = (int)v[2];
	return (CONQ_OK);
}

void
conq_format_move(struct conq_move m, char *buf, size_t len)
{
	snprintf(buf, len, "%d-%d %d", m.from + 1, m.to + 1, m.pawns);
}
