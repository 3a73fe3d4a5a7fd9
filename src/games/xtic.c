/* xtic.c: the Xtic rules engine. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "games/xtic.h"
#include "rng.h"

const char *const xtic_type_names[XTIC_TYPES] = {
	"normal", "nodiags", "torus"
};

const char *const xtic_rule_names[XTIC_RULES] = { "lose", "win" };

/* The letters of each property's two values, in bit order. */
static const char xtic_letters[XTIC_PROPERTIES][2] = {
	{ 'B', 'N' }, { 'H', 'V' }, { 'S', 'O' }, { 'R', 'Q' }
};

/* Rows, columns, then diagonals; the torus adds the six broken ones. */
#define XTIC_ROWS	0x000f, 0x00f0, 0x0f00, 0xf000
#define XTIC_COLUMNS	0x1111, 0x2222, 0x4444, 0x8888
#define XTIC_DIAGONALS	0x8421, 0x1248

static const struct xtic_lines xtic_tables[XTIC_TYPES] = {
	[XTIC_NORMAL] = { 10, { XTIC_ROWS, XTIC_COLUMNS, XTIC_DIAGONALS } },
	[XTIC_NODIAGS] = { 8, { XTIC_ROWS, XTIC_COLUMNS } },
	[XTIC_TORUS] = { 16, { XTIC_ROWS, XTIC_COLUMNS, XTIC_DIAGONALS,
	    0x1842, 0x2184, 0x4218, 0x2481, 0x4812, 0x8124 } },
};

/* The lines of a game type. */
const struct xtic_lines *
xtic_lines(int type)
{
	return (&xtic_tables[type]);
}

static int
xtic_find(const char *const *names, int n, const char *name)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return (i);
	return (-1);
}

/* A game type by name, or -1. */
int
xtic_type_find(const char *name)
{
	return (xtic_find(xtic_type_names, XTIC_TYPES, name));
}

/* What completing a line does, by name ("lose" or "win"), or -1. */
int
xtic_rule_find(const char *name)
{
	return (xtic_find(xtic_rule_names, XTIC_RULES, name));
}

void
xtic_start(struct xtic_pos *p, int type, int rule)
{
	memset(p, 0, sizeof *p);
	memset(p->board, XTIC_NONE, sizeof p->board);
	p->pool = XTIC_ALL;
	p->hand = XTIC_NONE;
	p->type = type;
	p->rule = rule;
	p->end = XTIC_END_NONE;
	p->last = XTIC_NONE;
}

/*
 * Whether a piece on an empty square completes a line of four pieces that
 * share a property; if so, and line is not NULL, the line's squares.
 */
int
xtic_fatal(const struct xtic_pos *p, int piece, int sq, uint16_t *line)
{
	const struct xtic_lines	*l = &xtic_tables[p->type];
	uint16_t		 b;
	unsigned int		 same, other;
	int			 i;

	for (i = 0; i < l->n; i++) {
		if (!(l->squares[i] & 1U << sq) ||
		    __builtin_popcount(p->filled & l->squares[i]) != 3)
			continue;
		same = piece;
		other = ~piece;
		for (b = p->filled & l->squares[i]; b != 0; b &= b - 1) {
			same &= p->board[__builtin_ctz(b)];
			other &= ~p->board[__builtin_ctz(b)];
		}
		if ((same | other) & 0xf) {
			if (line != NULL)
				*line = l->squares[i];
			return (1);
		}
	}
	return (0);
}

/* The empty squares where a piece would complete a line. */
uint16_t
xtic_fatal_squares(const struct xtic_pos *p, int piece)
{
	uint16_t	 empty, fatal = 0;

	for (empty = ~p->filled & XTIC_ALL; empty != 0; empty &= empty - 1)
		if (xtic_fatal(p, piece, __builtin_ctz(empty), NULL))
			fatal |= empty & -empty;
	return (fatal);
}

/* Whether placing the piece in hand on an empty square ends the game. */
int
xtic_ends(const struct xtic_pos *p, int sq)
{
	return ((p->filled | 1U << sq) == XTIC_ALL ||
	    xtic_fatal(p, p->hand, sq, NULL));
}

/*
 * Whether a move may be played.  A gift with a placement that ends the
 * game is allowed, and ignored.
 */
int
xtic_check(const struct xtic_pos *p, struct xtic_move m)
{
	if (p->end != XTIC_END_NONE)
		return (XTIC_E_OVER);
	if (p->hand == XTIC_NONE) {
		if (m.square != XTIC_NONE)
			return (XTIC_E_GIVE_FIRST);
	} else {
		if (m.square == XTIC_NONE)
			return (XTIC_E_PLACE);
		if (m.square < 0 || m.square >= XTIC_SQUARES)
			return (XTIC_E_SYNTAX);
		if (p->filled & 1U << m.square)
			return (XTIC_E_TAKEN);
		if (xtic_ends(p, m.square) && m.give == XTIC_NONE)
			return (XTIC_OK);
	}
	if (m.give == XTIC_NONE)
		return (XTIC_E_GIVE);
	if (m.give < 0 || m.give >= XTIC_PIECES)
		return (XTIC_E_SYNTAX);
	if (!(p->pool & 1U << m.give))
		return (XTIC_E_GONE);
	return (XTIC_OK);
}

/* Plays a move that xtic_check allows. */
void
xtic_make(struct xtic_pos *p, struct xtic_move m)
{
	if (m.square != XTIC_NONE) {
		if (xtic_fatal(p, p->hand, m.square, &p->line))
			p->end = XTIC_END_LINE;
		p->board[m.square] = p->hand;
		p->filled |= 1U << m.square;
		p->last = m.square;
		p->hand = XTIC_NONE;
		if (p->end == XTIC_END_NONE && p->filled == XTIC_ALL)
			p->end = XTIC_END_FULL;
		if (p->end != XTIC_END_NONE)
			return;
	}
	p->hand = m.give;
	p->pool &= ~(1U << m.give);
	p->side ^= 1;
}

/*
 * The legal moves: every gift on the first turn; later every empty square
 * with every piece of the pool, or alone where it ends the game.
 */
int
xtic_movegen(const struct xtic_pos *p, struct xtic_move *list)
{
	uint16_t	 empty, pool;
	int		 n = 0, sq;

	if (p->end != XTIC_END_NONE)
		return (0);
	if (p->hand == XTIC_NONE) {
		for (pool = p->pool; pool != 0; pool &= pool - 1) {
			list[n].square = XTIC_NONE;
			list[n++].give = __builtin_ctz(pool);
		}
		return (n);
	}
	for (empty = ~p->filled & XTIC_ALL; empty != 0; empty &= empty - 1) {
		sq = __builtin_ctz(empty);
		if (xtic_ends(p, sq)) {
			list[n].square = sq;
			list[n++].give = XTIC_NONE;
			continue;
		}
		for (pool = p->pool; pool != 0; pool &= pool - 1) {
			list[n].square = sq;
			list[n++].give = __builtin_ctz(pool);
		}
	}
	return (n);
}

/* The side that won, or -1 for a draw or a game still going on. */
int
xtic_winner(const struct xtic_pos *p)
{
	if (p->end != XTIC_END_LINE)
		return (-1);
	return (p->rule == XTIC_WINS ? p->side : p->side ^ 1);
}

/*
 * A position from a random game: the first gift, then placed placements
 * that do not end the game, each with a random gift; played again until
 * a game gets that far.
 */
void
xtic_random(struct xtic_pos *p, int type, int rule, int placed,
    struct rng *r)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES], m;
	int			 n, i, j, ok[XTIC_MAX_MOVES], nok;

	for (;;) {
		xtic_start(p, type, rule);
		m.square = XTIC_NONE;
		m.give = rng_below(r, XTIC_PIECES);
		xtic_make(p, m);
		for (i = 0; i < placed; i++) {
			n = xtic_movegen(p, ml);
			for (j = nok = 0; j < n; j++)
				if (ml[j].give != XTIC_NONE)
					ok[nok++] = j;
			if (nok == 0)
				break;
			xtic_make(p, ml[ok[rng_below(r, nok)]]);
		}
		if (i == placed)
			return;
	}
}

/* Reads a square such as "b3"; XTIC_E_SYNTAX if it is not one. */
int
xtic_parse_square(const char *s, int *sq)
{
	if (s[0] < 'a' || s[0] > 'd' || s[1] < '1' || s[1] > '4' ||
	    s[2] != '\0')
		return (XTIC_E_SYNTAX);
	*sq = XTIC_SQ(s[0] - 'a', s[1] - '1');
	return (XTIC_OK);
}

void
xtic_format_square(int sq, char *buf)
{
	buf[0] = 'a' + sq % XTIC_SIDE;
	buf[1] = '1' + sq / XTIC_SIDE;
	buf[2] = '\0';
}

/*
 * Reads a piece code: a letter for each property, in any order and either
 * case (BHSR, hsrb and RSHB are the same piece).
 */
int
xtic_parse_piece(const char *s, int *piece)
{
	int	 i, k, v, seen = 0, c;

	*piece = 0;
	for (i = 0; i < XTIC_PROPERTIES; i++) {
		c = toupper((unsigned char)s[i]);
		for (k = 0; k < XTIC_PROPERTIES; k++)
			for (v = 0; v < 2; v++)
				if (xtic_letters[k][v] == c)
					goto found;
		return (XTIC_E_SYNTAX);
found:
		if (seen & 1 << k)
			return (XTIC_E_SYNTAX);
		seen |= 1 << k;
		*piece |= v << k;
	}
	if (s[XTIC_PROPERTIES] != '\0')
		return (XTIC_E_SYNTAX);
	return (XTIC_OK);
}

/* A piece's code, as in "NHSQ", in a buffer of at least 5 bytes. */
void
xtic_format_piece(int piece, char *buf)
{
	int	 k;

	for (k = 0; k < XTIC_PROPERTIES; k++)
		buf[k] = xtic_letters[k][piece >> k & 1];
	buf[XTIC_PROPERTIES] = '\0';
}

/*
 * Reads a move: a square and a piece code ("b3 NVOQ"), a square alone
 * where the placement ends the game, or a code alone on the first turn.
 */
int
xtic_parse_move(const char *s, struct xtic_move *m)
{
	char		 word[8];
	const char	*space = strchr(s, ' ');
	size_t		 len = space != NULL ? (size_t)(space - s) : strlen(s);
	int		 v;

	m->square = m->give = XTIC_NONE;
	if (len >= sizeof word)
		return (XTIC_E_SYNTAX);
	memcpy(word, s, len);
	word[len] = '\0';
	if (xtic_parse_square(word, &v) == XTIC_OK) {
		m->square = v;
		if (space == NULL)
			return (XTIC_OK);
		s = space + 1;
	} else if (space != NULL)
		return (XTIC_E_SYNTAX);
	if (xtic_parse_piece(s, &v) != XTIC_OK)
		return (XTIC_E_SYNTAX);
	m->give = v;
	return (XTIC_OK);
}

/* A move in notation, in a buffer of XTIC_MOVE_MAX bytes. */
void
xtic_format_move(struct xtic_move m, char *buf)
{
	buf[0] = '\0';
	if (m.square != XTIC_NONE)
		xtic_format_square(m.square, buf);
	if (m.give != XTIC_NONE) {
		if (m.square != XTIC_NONE)
			strcat(buf, " ");
		xtic_format_piece(m.give, buf + strlen(buf));
	}
}

/*
 * Reads a position: the rows from 4 down to 1 separated by /, each square
 * a piece code or - when empty; a space and the piece in hand (- before
 * the first gift); a space and the side to play, 1 or 2.  For example,
 * "BHSR---/----/-NVOQ--/---- NHSQ 1".
 */
int
xtic_from_text(struct xtic_pos *p, const char *s, int type, int rule)
{
	char	 code[XTIC_PROPERTIES + 1];
	int	 row, col, piece, used = 0, sq;

	xtic_start(p, type, rule);
	for (row = XTIC_SIDE - 1; row >= 0; row--) {
		for (col = 0; col < XTIC_SIDE; col++) {
			if (*s == '-') {
				s++;
				continue;
			}
			if (!isalpha((unsigned char)*s))
				return (XTIC_E_POS_BOARD);
			memcpy(code, s, XTIC_PROPERTIES);
			code[XTIC_PROPERTIES] = '\0';
			if (strlen(code) < XTIC_PROPERTIES ||
			    xtic_parse_piece(code, &piece) != XTIC_OK ||
			    used & 1 << piece)
				return (XTIC_E_POS_PIECE);
			used |= 1 << piece;
			sq = XTIC_SQ(col, row);
			p->board[sq] = piece;
			p->filled |= 1U << sq;
			s += XTIC_PROPERTIES;
		}
		if (*s != (row > 0 ? '/' : ' '))
			return (XTIC_E_POS_BOARD);
		s++;
	}
	if (*s == '-') {
		if (p->filled != 0)
			return (XTIC_E_POS_HAND);
		s++;
	} else {
		memcpy(code, s, XTIC_PROPERTIES);
		code[XTIC_PROPERTIES] = '\0';
		if (strlen(code) < XTIC_PROPERTIES ||
		    xtic_parse_piece(code, &piece) != XTIC_OK ||
		    used & 1 << piece)
			return (XTIC_E_POS_HAND);
		p->hand = piece;
		used |= 1 << piece;
		s += XTIC_PROPERTIES;
	}
	if (s[0] != ' ' || (s[1] != '1' && s[1] != '2'))
		return (XTIC_E_POS_SIDE);
	p->side = s[1] - '1';
	if (s[2] != '\0')
		return (XTIC_E_POS_EXTRA);
	p->pool = XTIC_ALL & ~used;
	if (p->filled == XTIC_ALL)
		return (XTIC_E_POS_OVER);
	/* No line may be complete already. */
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		if (!(p->filled & 1U << sq))
			continue;
		piece = p->board[sq];
		p->filled &= ~(1U << sq);
		row = xtic_fatal(p, piece, sq, NULL);
		p->filled |= 1U << sq;
		if (row)
			return (XTIC_E_POS_OVER);
	}
	return (XTIC_OK);
}

/* A position in the form xtic_from_text reads. */
void
xtic_to_text(const struct xtic_pos *p, char *buf, size_t len)
{
	char	 text[XTIC_POSITION_MAX], code[XTIC_PROPERTIES + 1];
	size_t	 used = 0;
	int	 row, col, piece;

	for (row = XTIC_SIDE - 1; row >= 0; row--) {
		for (col = 0; col < XTIC_SIDE; col++) {
			piece = p->board[XTIC_SQ(col, row)];
			if (piece == XTIC_NONE)
				strcpy(code, "-");
			else
				xtic_format_piece(piece, code);
			used += snprintf(text + used, sizeof text - used, "%s",
			    code);
		}
		used += snprintf(text + used, sizeof text - used, "%s",
		    row > 0 ? "/" : " ");
	}
	if (p->hand == XTIC_NONE)
		strcpy(code, "-");
	else
		xtic_format_piece(p->hand, code);
	snprintf(text + used, sizeof text - used, "%s %d", code, p->side + 1);
	snprintf(buf, len, "%s", text);
}
