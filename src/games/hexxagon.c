/* hexxagon.c: the Hexxagon rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "games/hexxagon.h"

#define BB(c)		(1ULL << (c))
#define popcount(b)	__builtin_popcountll(b)
#define lsb(b)		__builtin_ctzll(b)
#define M		(HEXXAGON_SIDE - 1)	/* the middle's distance to a
						   side */

/* The letters of the players, in their order. */
static const char hexxagon_letters[] = "oxt";

/* The first axial q of the row of axial r. */
static int
hexxagon_qmin(int r)
{
	return (-M - r > -M ? -M - r : -M);
}

/* A cell's axial coordinates, the middle at 0, 0, r down the rows. */
static void
hexxagon_axial(const struct hexxagon_board *b, int c, int *q, int *r)
{
	*r = b->row[c] - M;
	*q = b->col[c] + hexxagon_qmin(*r);
}

/* The cell at axial q, r, or HEXXAGON_NONE off the board. */
static int
hexxagon_at(const struct hexxagon_board *b, int q, int r)
{
	if (q < -M || q > M || r < -M || r > M || q + r < -M || q + r > M)
		return (HEXXAGON_NONE);
	return (b->row_first[r + M] + q - hexxagon_qmin(r));
}

/* The number of steps between two cells. */
int
hexxagon_distance(const struct hexxagon_board *b, int a, int c)
{
	int	 qa, ra, qc, rc, dq, dr, ds;

	hexxagon_axial(b, a, &qa, &ra);
	hexxagon_axial(b, c, &qc, &rc);
	dq = qa > qc ? qa - qc : qc - qa;
	dr = ra > rc ? ra - rc : rc - ra;
	ds = qa + ra > qc + rc ? qa + ra - qc - rc : qc + rc - qa - ra;
	return (dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds));
}

/* Lays out the board: its rows, and each cell's neighbours and jumps. */
void
hexxagon_board_make(struct hexxagon_board *b)
{
	int	 row, i, c = 0, q, r, dq, dr, to, d;

	memset(b, 0, sizeof *b);
	for (row = 0; row < HEXXAGON_ROWS; row++) {
		b->row_first[row] = c;
		b->row_len[row] = HEXXAGON_ROWS - (row > M ? row - M : M - row);
		for (i = 0; i < b->row_len[row]; i++, c++) {
			b->row[c] = row;
			b->col[c] = i;
		}
	}
	for (c = 0; c < HEXXAGON_CELLS; c++) {
		hexxagon_axial(b, c, &q, &r);
		for (dq = -2; dq <= 2; dq++)
			for (dr = -2; dr <= 2; dr++) {
				if ((to = hexxagon_at(b, q + dq, r + dr)) < 0)
					continue;
				d = hexxagon_distance(b, c, to);
				if (d == 1)
					b->near[c] |= BB(to);
				else if (d == 2)
					b->jumps[c] |= BB(to);
			}
	}
}

/* The cells a layout blocks: the 1992 board's three next to the middle,
 * toward o's corners, the same under a turn of a third. */
uint64_t
hexxagon_layout_blocked(enum hexxagon_layout layout)
{
	struct hexxagon_board	 b;

	if (layout != HEXXAGON_HOLES)
		return (0);
	hexxagon_board_make(&b);
	return (BB(hexxagon_at(&b, 0, -1)) | BB(hexxagon_at(&b, 1, 0)) |
	    BB(hexxagon_at(&b, -1, 1)));
}

/*
 * The start: of two players, o on the corners a1, e9 and i1 and x on a5,
 * e1 and i5; of three, o on a1 and i5, x on a5 and i1, t on e1 and e9.
 * o moves first.
 */
int
hexxagon_start(struct hexxagon_pos *p, const struct hexxagon_board *b,
    int players, enum hexxagon_layout layout)
{
	int	 a1, a5, e1, e9, i1, i5;

	if (players < 2 || players > HEXXAGON_PLAYERS_MAX)
		return (HEXXAGON_E_PLAYERS);
	memset(p, 0, sizeof *p);
	p->b = b;
	p->players = players;
	p->blocked = hexxagon_layout_blocked(layout);
	a1 = hexxagon_at(b, 0, -M);
	a5 = hexxagon_at(b, M, -M);
	e1 = hexxagon_at(b, -M, 0);
	e9 = hexxagon_at(b, M, 0);
	i1 = hexxagon_at(b, -M, M);
	i5 = hexxagon_at(b, 0, M);
	if (players == 2) {
		p->pieces[HEXXAGON_O] = BB(a1) | BB(e9) | BB(i1);
		p->pieces[HEXXAGON_X] = BB(a5) | BB(e1) | BB(i5);
	} else {
		p->pieces[HEXXAGON_O] = BB(a1) | BB(i5);
		p->pieces[HEXXAGON_X] = BB(a5) | BB(i1);
		p->pieces[HEXXAGON_T] = BB(e1) | BB(e9);
	}
	p->turn = HEXXAGON_O;
	return (HEXXAGON_OK);
}

/* The cells nobody holds and nothing blocks. */
uint64_t
hexxagon_empty(const struct hexxagon_pos *p)
{
	return (~(p->pieces[0] | p->pieces[1] | p->pieces[2] | p->blocked) &
	    HEXXAGON_ALL);
}

/* The cells next to any cell of a set, or the set itself. */
static uint64_t
hexxagon_spread(const struct hexxagon_board *b, uint64_t set)
{
	uint64_t	 out = set;

	for (; set != 0; set &= set - 1)
		out |= b->near[lsb(set)];
	return (out);
}

/* Whether a player has a growth or a jump. */
int
hexxagon_can_move(const struct hexxagon_pos *p, int player)
{
	uint64_t	 near;

	if (p->pieces[player] == 0)
		return (0);
	near = hexxagon_spread(p->b, p->pieces[player]);
	return ((hexxagon_spread(p->b, near) & hexxagon_empty(p)) != 0);
}

/* How many pieces a player has. */
int
hexxagon_count(const struct hexxagon_pos *p, int player)
{
	return (popcount(p->pieces[player]));
}

/* Why the game is over, or HEXXAGON_END_NONE. */
enum hexxagon_end
hexxagon_end(const struct hexxagon_pos *p)
{
	int	 i, with = 0, moving = 0;

	for (i = 0; i < p->players; i++) {
		with += p->pieces[i] != 0;
		moving += hexxagon_can_move(p, i);
	}
	if (with <= 1)
		return (HEXXAGON_END_ALONE);
	if (hexxagon_empty(p) == 0)
		return (HEXXAGON_END_FULL);
	if (moving == 0)
		return (HEXXAGON_END_STUCK);
	if (p->quiet >= HEXXAGON_QUIET_MAX)
		return (HEXXAGON_END_QUIET);
	return (HEXXAGON_END_NONE);
}

/*
 * The winners of a finished game, a bit per player: those with the most
 * pieces, who share the win if several; none (a draw) when every player
 * has as many, or after a hundred moves without a growth.
 */
unsigned int
hexxagon_winners(const struct hexxagon_pos *p)
{
	unsigned int	 set = 0;
	int		 i, most = -1, n;

	if (hexxagon_end(p) == HEXXAGON_END_QUIET)
		return (0);
	for (i = 0; i < p->players; i++) {
		n = popcount(p->pieces[i]);
		if (n > most) {
			most = n;
			set = 0;
		}
		if (n == most)
			set |= 1U << i;
	}
	return (set == (1U << p->players) - 1 ? 0 : set);
}

/* Lists the legal moves: growths, then jumps; none once the game is over. */
int
hexxagon_movegen(const struct hexxagon_pos *p, hexxagon_move *moves)
{
	uint64_t	 us = p->pieces[p->turn], empty, to, from;
	int		 n = 0, c;

	if (hexxagon_end(p) != HEXXAGON_END_NONE)
		return (0);
	empty = hexxagon_empty(p);
	for (to = hexxagon_spread(p->b, us) & empty; to != 0; to &= to - 1)
		moves[n++] = HEXXAGON_GROWTH(lsb(to));
	for (from = us; from != 0; from &= from - 1) {
		c = lsb(from);
		for (to = p->b->jumps[c] & empty; to != 0; to &= to - 1)
			moves[n++] = HEXXAGON_MOVE(c, lsb(to));
	}
	return (n);
}

/* Checks a move against the position: HEXXAGON_OK or why not. */
int
hexxagon_check(const struct hexxagon_pos *p, hexxagon_move m)
{
	uint64_t	 us = p->pieces[p->turn];
	int		 from = HEXXAGON_FROM(m), to = HEXXAGON_TO(m);

	if (from >= HEXXAGON_CELLS || to >= HEXXAGON_CELLS)
		return (HEXXAGON_E_CELL);
	if (hexxagon_end(p) != HEXXAGON_END_NONE)
		return (HEXXAGON_E_OVER);
	if (p->blocked & BB(to))
		return (HEXXAGON_E_BLOCKED);
	if ((~hexxagon_empty(p) & HEXXAGON_ALL) & BB(to))
		return (HEXXAGON_E_TAKEN);
	if (from == to)
		return ((p->b->near[to] & us) ? HEXXAGON_OK :
		    HEXXAGON_E_NO_SOURCE);
	if ((us & BB(from)) == 0)
		return (HEXXAGON_E_NOT_OWN);
	if (p->b->near[from] & BB(to))
		return (HEXXAGON_E_DISTANCE);
	if ((p->b->jumps[from] & BB(to)) == 0)
		return (HEXXAGON_E_FAR);
	return (HEXXAGON_OK);
}

/* The other players' pieces a legal move turns. */
uint64_t
hexxagon_flips(const struct hexxagon_pos *p, hexxagon_move m)
{
	uint64_t	 others = 0;
	int		 i;

	for (i = 0; i < p->players; i++)
		if (i != p->turn)
			others |= p->pieces[i];
	return (p->b->near[HEXXAGON_TO(m)] & others);
}

/*
 * Passes the turn on from a player to the next, in order, who can move;
 * returns a bit for each player with pieces skipped on the way for having
 * no move (none once the game is over).
 */
static unsigned int
hexxagon_pass_on(struct hexxagon_pos *p, int from)
{
	unsigned int	 skipped = 0;
	int		 i, next;

	if (hexxagon_end(p) != HEXXAGON_END_NONE)
		return (0);
	for (i = 1; i <= p->players; i++) {
		next = (from + i) % p->players;
		if (hexxagon_can_move(p, next)) {
			p->turn = next;
			break;
		}
		if (p->pieces[next] != 0)
			skipped |= 1U << next;
	}
	return (skipped);
}

/* Plays a legal move and passes the turn on; returns the players skipped
 * (hexxagon_pass_on). */
unsigned int
hexxagon_make(struct hexxagon_pos *p, hexxagon_move m)
{
	uint64_t	 flips = hexxagon_flips(p, m);
	int		 us = p->turn, from = HEXXAGON_FROM(m);
	int		 to = HEXXAGON_TO(m), i;

	for (i = 0; i < p->players; i++)
		p->pieces[i] &= ~flips;
	p->pieces[us] |= flips | BB(to);
	if (from != to) {
		p->pieces[us] &= ~BB(from);
		p->quiet++;
	} else
		p->quiet = 0;
	return (hexxagon_pass_on(p, us));
}

/* Takes a player's pieces off the board, as when one of three resigns;
 * the turn passes on if it was theirs.  Returns the players skipped. */
unsigned int
hexxagon_remove(struct hexxagon_pos *p, int player)
{
	p->pieces[player] = 0;
	if (p->turn != player)
		return (0);
	return (hexxagon_pass_on(p, player));
}

/* Reads a cell such as "e5" (either case); HEXXAGON_NONE if it is not
 * one. */
int
hexxagon_parse_cell(const struct hexxagon_board *b, const char *s)
{
	int	 row, col;

	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
		return (HEXXAGON_NONE);
	row = tolower((unsigned char)s[0]) - 'a';
	col = s[1] - '1';
	if (row < 0 || row >= HEXXAGON_ROWS || col < 0 ||
	    col >= b->row_len[row])
		return (HEXXAGON_NONE);
	return (b->row_first[row] + col);
}

/* Writes a cell such as "e5" into three bytes. */
void
hexxagon_format_cell(const struct hexxagon_board *b, int c, char *buf)
{
	buf[0] = 'a' + b->row[c];
	buf[1] = '1' + b->col[c];
	buf[2] = '\0';
}

/* Whether text is a cell's form, a letter and a digit, on the board or
 * not. */
static int
hexxagon_cell_form(const char *s)
{
	return (isalpha((unsigned char)s[0]) && isdigit((unsigned char)s[1]));
}

/*
 * Reads a move: a growth as its cell ("e5"), a jump as its two cells
 * ("a1c1", also "a1-c1").  Cells off the board are HEXXAGON_E_CELL.
 */
int
hexxagon_parse_move(const struct hexxagon_board *b, const char *s,
    hexxagon_move *m)
{
	char	 text[5];
	size_t	 len = strlen(s);
	int	 from, to;

	if (len == 5 && s[2] == '-') {
		snprintf(text, sizeof text, "%.2s%.2s", s, s + 3);
		s = text;
		len = 4;
	}
	if ((len != 2 && len != 4) || !hexxagon_cell_form(s) ||
	    (len == 4 && !hexxagon_cell_form(s + 2)))
		return (HEXXAGON_E_SYNTAX);
	from = hexxagon_parse_cell(b, s);
	to = len == 2 ? from : hexxagon_parse_cell(b, s + 2);
	if (from < 0 || to < 0)
		return (HEXXAGON_E_CELL);
	*m = HEXXAGON_MOVE(from, to);
	return (HEXXAGON_OK);
}

/* Writes a move in notation into HEXXAGON_MOVE_MAX bytes. */
void
hexxagon_format_move(const struct hexxagon_board *b, hexxagon_move m,
    char *buf)
{
	hexxagon_format_cell(b, HEXXAGON_FROM(m), buf);
	if (!HEXXAGON_IS_GROWTH(m))
		hexxagon_format_cell(b, HEXXAGON_TO(m), buf + 2);
}

/* Reads the rows of a position into p; returns the text after them or
 * NULL, with the error. */
static const char *
hexxagon_text_rows(struct hexxagon_pos *p, const char *s, int *error)
{
	const struct hexxagon_board	*b = p->b;
	const char			*at;
	int				 row, i, c;

	for (row = 0; row < HEXXAGON_ROWS; row++) {
		for (i = 0; i < b->row_len[row]; i++, s++) {
			c = b->row_first[row] + i;
			if (*s == '.')
				continue;
			if (*s == '-') {
				p->blocked |= BB(c);
				continue;
			}
			if (*s == '\0' || *s == '/' || *s == ' ') {
				*error = HEXXAGON_E_POS_ROWS;
				return (NULL);
			}
			if ((at = strchr(hexxagon_letters, *s)) == NULL) {
				*error = HEXXAGON_E_POS_CHAR;
				return (NULL);
			}
			if (at - hexxagon_letters >= p->players) {
				*error = HEXXAGON_E_POS_PLAYER;
				return (NULL);
			}
			p->pieces[at - hexxagon_letters] |= BB(c);
		}
		if (*s++ != (row + 1 < HEXXAGON_ROWS ? '/' : ' ')) {
			*error = HEXXAGON_E_POS_ROWS;
			return (NULL);
		}
	}
	return (s);
}

/*
 * Reads a position: the rows from the top separated by /, each cell o, x,
 * t, . (empty) or - (blocked); a space and the player to move; a space
 * and the moves in a row without a growth, 0 to 100.  The player to move
 * must be able to, unless the game is over.
 */
int
hexxagon_from_text(struct hexxagon_pos *out, const struct hexxagon_board *b,
    int players, const char *s)
{
	struct hexxagon_pos	 p;
	const char		*at;
	int			 error = HEXXAGON_OK, quiet = 0, digits = 0;

	if (players < 2 || players > HEXXAGON_PLAYERS_MAX)
		return (HEXXAGON_E_PLAYERS);
	memset(&p, 0, sizeof p);
	p.b = b;
	p.players = players;
	if ((s = hexxagon_text_rows(&p, s, &error)) == NULL)
		return (error);
	if (*s == '\0' || (at = strchr(hexxagon_letters, *s)) == NULL ||
	    at - hexxagon_letters >= players || (s[1] != ' ' && s[1] != '\0'))
		return (HEXXAGON_E_POS_TURN);
	p.turn = (int)(at - hexxagon_letters);
	if (*++s == ' ') {
		for (s++; isdigit((unsigned char)*s) && digits < 4; s++) {
			quiet = quiet * 10 + (*s - '0');
			digits++;
		}
		if (digits == 0 || *s != '\0' || quiet > HEXXAGON_QUIET_MAX)
			return (HEXXAGON_E_POS_QUIET);
	}
	p.quiet = quiet;
	if (hexxagon_end(&p) == HEXXAGON_END_NONE &&
	    !hexxagon_can_move(&p, p.turn))
		return (HEXXAGON_E_POS_STUCK);
	*out = p;
	return (HEXXAGON_OK);
}

/* A position in the form hexxagon_from_text reads. */
void
hexxagon_to_text(const struct hexxagon_pos *p, char *buf, size_t len)
{
	char	 text[HEXXAGON_POSITION_MAX], *t = text;
	int	 row, i, c, k;

	for (row = 0; row < HEXXAGON_ROWS; row++) {
		for (i = 0; i < p->b->row_len[row]; i++) {
			c = p->b->row_first[row] + i;
			*t = p->blocked & BB(c) ? '-' : '.';
			for (k = 0; k < p->players; k++)
				if (p->pieces[k] & BB(c))
					*t = hexxagon_letters[k];
			t++;
		}
		*t++ = row + 1 < HEXXAGON_ROWS ? '/' : ' ';
	}
	*t = '\0';
	snprintf(buf, len, "%s%c %d", text, hexxagon_letters[p->turn],
	    p->quiet);
}

/* Counts the move paths of a depth from a position. */
uint64_t
hexxagon_perft(const struct hexxagon_pos *p, int depth)
{
	hexxagon_move		 moves[HEXXAGON_MAX_MOVES];
	struct hexxagon_pos	 child;
	uint64_t		 nodes = 0;
	int			 n, i;

	if (depth <= 0)
		return (1);
	n = hexxagon_movegen(p, moves);
	if (depth == 1)
		return ((uint64_t)n);
	for (i = 0; i < n; i++) {
		child = *p;
		hexxagon_make(&child, moves[i]);
		nodes += hexxagon_perft(&child, depth - 1);
	}
	return (nodes);
}
