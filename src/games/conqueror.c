/* conqueror.c: the Conqueror rules engine. */
#include <config.h>

#include <ctype.h>
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
	int	 i, error;

	memset(b, 0, sizeof *b);
	if (n < 2 || n > CONQ_CELLS_MAX)
		return (CONQ_E_BOARD_SIZE);
	b->ncells = n;
	for (i = 0; i < n; i++)
		if (n > 2 || i == 0)
			if ((error = conq_board_add(b, i, (i + 1) % n)) != 0)
				return (error);
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

void
conq_start(struct conq_pos *p, const struct conq_board *b, int nplayers)
{
	memset(p, 0, sizeof *p);
	p->b = b;
	p->nplayers = nplayers;
	memset(p->owner, CONQ_NONE, sizeof p->owner);
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

/* Puts each player's 8 pawns on their start cell. */
int
conq_place_start(struct conq_pos *p, const int *cells)
{
	int	 i, k;

	if (p->started)
		return (CONQ_E_STARTED);
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
	p->turn = 0;
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
 * when one player is left with cells or nobody can move.
 */
static void
conq_next(struct conq_pos *p)
{
	int	 i, alive = 0, player;

	for (i = 0; i < p->nplayers; i++)
		alive += conq_cells_of(p, i) > 0;
	if (alive <= 1) {
		p->over = 1;
		return;
	}
	for (i = 1; i <= p->nplayers; i++) {
		player = (p->turn + i) % p->nplayers;
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
	else if (++p->quiet >= CONQ_QUIET_MAX) {
		p->over = 1;
		return (outcome);
	}
	conq_next(p);
	return (outcome);
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
