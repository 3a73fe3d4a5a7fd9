/* cross.c: the Cross rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/cross.h"

/* The six neighbours in axial coordinates (q, r). */
static const int cross_dq[6] = { 1, -1, 0, 0, 1, -1 };
static const int cross_dr[6] = { 0, 0, -1, 1, -1, 1 };

/*
 * Lays out a board of side n.  A cell at axial (q, r), s = -q - r, with
 * each of |q|, |r|, |s| at most n - 1, is in row r + n - 1 from the top;
 * its sides: r = -(n-1) the top (0), q = n-1 the upper right (1),
 * s = -(n-1) the lower right (2), r = n-1 the bottom (3), q = -(n-1) the
 * lower left (4), s = n-1 the upper left (5).
 */
int
cross_board_make(struct cross_board *b, int n)
{
	int	 index[CROSS_ROWS_MAX][CROSS_ROWS_MAX];
	int	 m = n - 1, q, r, row, c, d, nq, nr;

	if (n < CROSS_SIDE_MIN || n > CROSS_SIDE_MAX)
		return (CROSS_E_SIZE);
	memset(b, 0, sizeof *b);
	b->n = n;
	b->nrows = 2 * n - 1;
	for (row = 0; row < b->nrows; row++)
		for (q = 0; q < b->nrows; q++)
			index[row][q] = CROSS_NONE;
	c = 0;
	for (r = -m; r <= m; r++) {
		row = r + m;
		b->row_first[row] = c;
		for (q = -m; q <= m; q++) {
			if (abs(q + r) > m)
				continue;
			index[row][q + m] = c;
			b->row[c] = row;
			b->col[c] = c - b->row_first[row];
			b->sides[c] = (r == -m) << 0 | (q == m) << 1 |
			    (-q - r == -m) << 2 | (r == m) << 3 |
			    (q == -m) << 4 | (-q - r == m) << 5;
			c++;
		}
		b->row_len[row] = c - b->row_first[row];
	}
	b->ncells = c;
	for (r = -m; r <= m; r++)
		for (q = -m; q <= m; q++) {
			if (abs(q + r) > m)
				continue;
			c = index[r + m][q + m];
			for (d = 0; d < 6; d++) {
				nq = q + cross_dq[d];
				nr = r + cross_dr[d];
				b->nb[c][d] = abs(nq) > m || abs(nr) > m ||
				    abs(nq + nr) > m ? CROSS_NONE :
				    index[nr + m][nq + m];
			}
		}
	return (CROSS_OK);
}

void
cross_start(struct cross_pos *p, const struct cross_board *b)
{
	int	 c;

	memset(p, 0, sizeof *p);
	p->b = b;
	for (c = 0; c < CROSS_CELLS_MAX; c++) {
		p->stone[c] = CROSS_NONE;
		p->parent[c] = c;
	}
	p->turn = CROSS_O;
	p->winner = CROSS_NONE;
	p->last = CROSS_NONE;
}

/* What a group holding these sides does: wins, loses, or nothing yet. */
int
cross_reach(unsigned int sides)
{
	if ((sides & CROSS_TRIPLE_A) == CROSS_TRIPLE_A ||
	    (sides & CROSS_TRIPLE_B) == CROSS_TRIPLE_B)
		return (CROSS_REACH_WIN);
	if (sides & sides >> 3 & 7)
		return (CROSS_REACH_LOSS);
	return (CROSS_REACH_NONE);
}

/* The root of a cell's group, halving the path on the way. */
static int
cross_find(struct cross_pos *p, int c)
{
	while (p->parent[c] != c) {
		p->parent[c] = p->parent[p->parent[c]];
		c = p->parent[c];
	}
	return (c);
}

/* The sides that a stone's group holds. */
int
cross_group_sides(struct cross_pos *p, int c)
{
	return (p->reach[cross_find(p, c)]);
}

/* Marks the cells of a stone's group; returns how many there are. */
int
cross_group(struct cross_pos *p, int c, unsigned char *in)
{
	int	 root = cross_find(p, c), i, n = 0;

	for (i = 0; i < p->b->ncells; i++) {
		in[i] = p->stone[i] == p->stone[c] && cross_find(p, i) == root;
		n += in[i];
	}
	return (n);
}

/* Whether a move (a cell or CROSS_SWAP) may be played. */
int
cross_check(const struct cross_pos *p, int move)
{
	if (p->winner != CROSS_NONE)
		return (CROSS_E_OVER);
	if (move == CROSS_SWAP)
		return (p->stones == 1 && !p->swapped && p->turn == CROSS_X ?
		    CROSS_OK : p->turn == CROSS_X ? CROSS_E_SWAP_PAST :
		    CROSS_E_NO_SWAP);
	if (move < 0 || move >= p->b->ncells)
		return (CROSS_E_CELL);
	if (p->stone[move] != CROSS_NONE)
		return (CROSS_E_TAKEN);
	return (CROSS_OK);
}

/* Puts a stone of the player to move and joins it to its neighbours. */
static void
cross_place(struct cross_pos *p, int c)
{
	int	 d, nb, root, other;

	p->stone[c] = p->turn;
	p->parent[c] = c;
	p->reach[c] = p->b->sides[c];
	root = c;
	for (d = 0; d < 6; d++) {
		nb = p->b->nb[c][d];
		if (nb == CROSS_NONE || p->stone[nb] != p->turn)
			continue;
		other = cross_find(p, nb);
		if (other == root)
			continue;
		p->parent[other] = root;
		p->reach[root] |= p->reach[other];
	}
	p->stones++;
	p->last = c;
}

/*
 * Plays a move that cross_check allows.  The swap gives O's stone to X,
 * and O moves next.  A stone whose group holds three non-adjacent sides
 * wins, even if it holds two opposite ones too; two opposite ones alone
 * lose.
 */
void
cross_make(struct cross_pos *p, int move)
{
	int	 c;

	if (move == CROSS_SWAP) {
		for (c = 0; c < p->b->ncells; c++)
			if (p->stone[c] != CROSS_NONE)
				p->stone[c] = CROSS_X;
		p->swapped = 1;
		p->turn = CROSS_O;
		return;
	}
	cross_place(p, move);
	switch (cross_reach(p->reach[move])) {
	case CROSS_REACH_WIN:
		p->winner = p->turn;
		return;
	case CROSS_REACH_LOSS:
		p->winner = p->turn ^ 1;
		return;
	}
	p->turn ^= 1;
}

/* Reads a move: a cell as its row letter and number ("f6"), or swap. */
int
cross_parse_move(const struct cross_board *b, const char *s, int *move)
{
	char	*end;
	long	 col;
	int	 row;

	if (strcasecmp(s, "swap") == 0) {
		*move = CROSS_SWAP;
		return (CROSS_OK);
	}
	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
		return (CROSS_E_SYNTAX);
	row = tolower((unsigned char)s[0]) - 'a';
	col = strtol(s + 1, &end, 10);
	if (*end != '\0' || end - s > 3)
		return (CROSS_E_SYNTAX);
	if (row >= b->nrows || col < 1 || col > b->row_len[row])
		return (CROSS_E_CELL);
	*move = b->row_first[row] + (int)col - 1;
	return (CROSS_OK);
}

/* A move's text, in a buffer of CROSS_MOVE_MAX bytes. */
void
cross_format_move(const struct cross_board *b, int move, char *buf)
{
	if (move == CROSS_SWAP)
		snprintf(buf, CROSS_MOVE_MAX, "swap");
	else
		snprintf(buf, CROSS_MOVE_MAX, "%c%d", 'a' + b->row[move],
		    b->col[move] + 1);
}

/* The side of the board a position is written for (the length of its
 * first row), or 0 if it is not one. */
int
cross_size_of_text(const char *s)
{
	int	 n = (int)strcspn(s, "/ ");

	return (n >= CROSS_SIDE_MIN && n <= CROSS_SIDE_MAX ? n : 0);
}

/*
 * Reads a position: the rows from the top separated by /, each cell o, x
 * or . (empty); a space, and the player to move, o or x.  The board must
 * be of the side the first row has.
 */
int
cross_from_text(struct cross_pos *p, const struct cross_board *b,
    const char *s)
{
	int	 row, i, c, turn;

	cross_start(p, b);
	for (row = 0; row < b->nrows; row++) {
		for (i = 0; i < b->row_len[row]; i++, s++) {
			c = b->row_first[row] + i;
			if (*s == 'o' || *s == 'x') {
				p->turn = *s == 'o' ? CROSS_O : CROSS_X;
				cross_place(p, c);
				if (cross_reach(p->reach[cross_find(p, c)]) !=
				    CROSS_REACH_NONE)
					return (CROSS_E_POS_OVER);
			} else if (*s == '/' || *s == ' ' || *s == '\0')
				return (CROSS_E_POS_ROWS);
			else if (*s != '.')
				return (CROSS_E_POS_CHAR);
		}
		if (*s++ != (row + 1 < b->nrows ? '/' : ' '))
			return (CROSS_E_POS_ROWS);
	}
	if ((s[0] != 'o' && s[0] != 'x') || s[1] != '\0')
		return (CROSS_E_POS_TURN);
	turn = s[0] == 'o' ? CROSS_O : CROSS_X;
	p->turn = turn;
	p->last = CROSS_NONE;
	/* One stone of X's and O to move: X has swapped. */
	if (p->stones == 1 && turn == CROSS_O)
		for (c = 0; c < b->ncells; c++)
			if (p->stone[c] == CROSS_X)
				p->swapped = 1;
	return (CROSS_OK);
}

/* A position in the form cross_from_text reads. */
void
cross_to_text(const struct cross_pos *p, char *buf, size_t len)
{
	char	 text[CROSS_POSITION_MAX];
	size_t	 used = 0;
	int	 row, i, c;

	for (row = 0; row < p->b->nrows; row++) {
		for (i = 0; i < p->b->row_len[row]; i++) {
			c = p->b->row_first[row] + i;
			text[used++] = p->stone[c] == CROSS_O ? 'o' :
			    p->stone[c] == CROSS_X ? 'x' : '.';
		}
		text[used++] = row + 1 < p->b->nrows ? '/' : ' ';
	}
	text[used++] = p->turn == CROSS_O ? 'o' : 'x';
	text[used] = '\0';
	snprintf(buf, len, "%s", text);
}
