/* ataxx.c: the Ataxx rules engine: moves, endings, FEN, perft. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/ataxx.h"
#include "xmalloc.h"

/*
 * The tables are constant expressions, so the engine has no state to set up.
 * ATAXX_NEAR(b) is b with every square next to it; the jump ring of a square
 * is what two such steps reach and one does not.
 */
#define BB(sq)		(1ULL << (sq))
#define NEAR(b)		(ataxx_singles_c(b) | (b))
#define ataxx_singles_c(b) \
	(((((b) << 1 | (b) << 8 | (b) >> 6) & ~ATAXX_FILE_A) | \
	  (((b) >> 1 | (b) >> 8 | (b) << 6) & ~ATAXX_FILE_G) | \
	  (b) << 7 | (b) >> 7) & ATAXX_ALL & ~(b))
#define NEIGHBOURS(sq)	ataxx_singles_c(BB(sq))
#define JUMPS(sq)	(NEAR(NEAR(BB(sq))) & ~NEAR(BB(sq)))

/* SplitMix64 of i, written as a constant expression (see rng.h). */
#define SM1(z)		(((z) ^ ((z) >> 30)) * 0xbf58476d1ce4e5b9ULL)
#define SM2(z)		(((z) ^ ((z) >> 27)) * 0x94d049bb133111ebULL)
#define SM3(z)		((z) ^ ((z) >> 31))
#define SPLITMIX(i)	SM3(SM2(SM1(0x41544158ULL + \
			    ((uint64_t)(i) + 1) * 0x9e3779b97f4a7c15ULL)))
#define ZX(sq)		SPLITMIX(sq)
#define ZO(sq)		SPLITMIX(64 + (sq))
#define ZB(sq)		SPLITMIX(128 + (sq))

#define RANK(M, r)	M(7*(r)), M(7*(r)+1), M(7*(r)+2), M(7*(r)+3), \
			M(7*(r)+4), M(7*(r)+5), M(7*(r)+6)
#define BOARD(M)	RANK(M, 0), RANK(M, 1), RANK(M, 2), RANK(M, 3), \
			RANK(M, 4), RANK(M, 5), RANK(M, 6)

const uint64_t ataxx_neighbours[ATAXX_SQUARES] = { BOARD(NEIGHBOURS) };
const uint64_t ataxx_jumps[ATAXX_SQUARES] = { BOARD(JUMPS) };
const uint64_t ataxx_zobrist[3][ATAXX_SQUARES] = {
	{ BOARD(ZX) }, { BOARD(ZO) }, { BOARD(ZB) }
};
const uint64_t ataxx_zobrist_side = SPLITMIX(255);
#define ZFLIP(sq)	(ZX(sq) ^ ZO(sq))
const uint64_t ataxx_zobrist_flip[ATAXX_SQUARES] = { BOARD(ZFLIP) };

static const char ataxx_start_fen[] = "x5o/7/7/7/7/7/o5x x 0 1";

#define popcount(b)	__builtin_popcountll(b)
#define lsb(b)		__builtin_ctzll(b)

/* Computes a position's Zobrist key from scratch. */
uint64_t
ataxx_compute_key(const struct ataxx_pos *p)
{
	uint64_t	 key = 0, b;
	int		 i;

	for (i = 0; i < 3; i++) {
		b = i == 2 ? p->blocked : p->pieces[i];
		for (; b != 0; b &= b - 1)
			key ^= ataxx_zobrist[i][lsb(b)];
	}
	if (p->side == ATAXX_O)
		key ^= ataxx_zobrist_side;
	return (key);
}

/* Sets up the standard starting position. */
void
ataxx_startpos(struct ataxx_pos *p)
{
	ataxx_from_fen(p, ataxx_start_fen);
}

/* Reads a number of at most 7 digits; returns the text after it or NULL. */
static const char *
ataxx_fen_number(const char *s, int *out)
{
	int	 n = 0, digits = 0;

	while (*s >= '0' && *s <= '9') {
		if (++digits > 7)
			return (NULL);
		n = n * 10 + (*s++ - '0');
	}
	if (digits == 0)
		return (NULL);
	*out = n;
	return (s);
}

/* Reads the board field of a FEN; returns the text after it or NULL. */
static const char *
ataxx_fen_board(struct ataxx_pos *p, const char *s, int *error)
{
	int	 rank = 6, file = 0, sq;

	for (;; s++) {
		if (*s == '/' || *s == ' ' || *s == '\0') {
			if (file != 7) {
				*error = ATAXX_E_FEN_ROW;
				return (NULL);
			}
			if (*s != '/')
				break;
			if (--rank < 0) {
				*error = ATAXX_E_FEN_ROWS;
				return (NULL);
			}
			file = 0;
			continue;
		}
		if (*s >= '1' && *s <= '7') {
			file += *s - '0';
			if (file > 7) {
				*error = ATAXX_E_FEN_ROW;
				return (NULL);
			}
			continue;
		}
		if (file >= 7) {
			*error = ATAXX_E_FEN_ROW;
			return (NULL);
		}
		sq = rank * 7 + file++;
		switch (*s) {
		case 'x': case 'X': case 'b': case 'B':
			p->pieces[ATAXX_X] |= BB(sq);
			break;
		case 'o': case 'O': case 'w': case 'W':
			p->pieces[ATAXX_O] |= BB(sq);
			break;
		case '-':
			p->blocked |= BB(sq);
			break;
		default:
			*error = ATAXX_E_FEN_CHAR;
			return (NULL);
		}
	}
	if (rank != 0) {
		*error = ATAXX_E_FEN_ROWS;
		return (NULL);
	}
	return (s);
}

/*
 * Reads a position in FEN; the clocks may be left out.  On error the
 * position is left untouched.
 */
int
ataxx_from_fen(struct ataxx_pos *out, const char *s)
{
	struct ataxx_pos	 p;
	int			 error = ATAXX_OK;

	memset(&p, 0, sizeof p);
	p.fullmoves = 1;
	while (*s == ' ')
		s++;
	if ((s = ataxx_fen_board(&p, s, &error)) == NULL)
		return (error);
	while (*s == ' ')
		s++;
	switch (*s) {
	case 'x': case 'X': case 'b': case 'B':
		p.side = ATAXX_X;
		break;
	case 'o': case 'O': case 'w': case 'W':
		p.side = ATAXX_O;
		break;
	default:
		return (ATAXX_E_FEN_SIDE);
	}
	if (s[1] != ' ' && s[1] != '\0')
		return (ATAXX_E_FEN_SIDE);
	for (s++; *s == ' '; s++)
		;
	if (*s != '\0') {
		if ((s = ataxx_fen_number(s, &p.halfmoves)) == NULL ||
		    (*s != ' ' && *s != '\0'))
			return (ATAXX_E_FEN_CLOCK);
		while (*s == ' ')
			s++;
		if (*s != '\0') {
			if ((s = ataxx_fen_number(s, &p.fullmoves)) == NULL ||
			    p.fullmoves < 1 || (*s != ' ' && *s != '\0'))
				return (ATAXX_E_FEN_CLOCK);
		}
		while (*s == ' ')
			s++;
		if (*s != '\0')
			return (ATAXX_E_FEN_EXTRA);
	}
	p.key = ataxx_compute_key(&p);
	*out = p;
	return (ATAXX_OK);
}

/* Writes a position in FEN. */
void
ataxx_to_fen(const struct ataxx_pos *p, char *buf, size_t len)
{
	char	 board[64], *b = board;
	int	 rank, file, run, sq;

	for (rank = 6; rank >= 0; rank--) {
		run = 0;
		for (file = 0; file < 7; file++) {
			sq = rank * 7 + file;
			if (((p->pieces[0] | p->pieces[1] | p->blocked) &
			    BB(sq)) == 0) {
				run++;
				continue;
			}
			if (run > 0)
				*b++ = '0' + run;
			run = 0;
			if (p->pieces[ATAXX_X] & BB(sq))
				*b++ = 'x';
			else if (p->pieces[ATAXX_O] & BB(sq))
				*b++ = 'o';
			else
				*b++ = '-';
		}
		if (run > 0)
			*b++ = '0' + run;
		if (rank > 0)
			*b++ = '/';
	}
	*b = '\0';
	snprintf(buf, len, "%s %c %d %d", board,
	    p->side == ATAXX_X ? 'x' : 'o', p->halfmoves, p->fullmoves);
}

/* Why the game is over, or ATAXX_END_NONE. */
enum ataxx_end
ataxx_end(const struct ataxx_pos *p)
{
	uint64_t	 empty, near;

	if (p->pieces[ATAXX_X] == 0 || p->pieces[ATAXX_O] == 0)
		return (ATAXX_END_WIPEOUT);
	if ((empty = ataxx_empty(p)) == 0)
		return (ATAXX_END_FULL);
	near = p->pieces[0] | p->pieces[1];
	near |= ataxx_singles(near);
	if (((near | ataxx_singles(near)) & empty) == 0)
		return (ATAXX_END_STUCK);
	if (p->halfmoves >= ATAXX_DRAW_HALFMOVES)
		return (ATAXX_END_HALFMOVES);
	return (ATAXX_END_NONE);
}

/* The winning side of a finished game, or -1 for a draw. */
int
ataxx_winner(const struct ataxx_pos *p)
{
	int	 x = popcount(p->pieces[ATAXX_X]);
	int	 o = popcount(p->pieces[ATAXX_O]);

	if (ataxx_end(p) == ATAXX_END_HALFMOVES || x == o)
		return (-1);
	return (x > o ? ATAXX_X : ATAXX_O);
}

/*
 * Whether the game ends by a rule that does not look at the moves: a side
 * with no pieces, or the half-move clock.  If it does not, it ends only
 * when the side to move has no move and the other none either (the board
 * full, or nobody next to an empty square), which move generation sees at
 * no cost: ataxx_end() is for the other callers.
 */
static inline int
ataxx_over_early(const struct ataxx_pos *p)
{
	return (p->pieces[ATAXX_X] == 0 || p->pieces[ATAXX_O] == 0 ||
	    p->halfmoves >= ATAXX_DRAW_HALFMOVES);
}

/* Lists the legal moves: clones, then jumps, or a lone pass; none at the end. */
int
ataxx_movegen(const struct ataxx_pos *p, ataxx_move *moves)
{
	uint64_t	 us = p->pieces[p->side], empty, to, from;
	int		 n = 0, sq;

	if (ataxx_over_early(p))
		return (0);
	empty = ataxx_empty(p);
	for (to = ataxx_singles(us) & empty; to != 0; to &= to - 1)
		moves[n++] = ATAXX_CLONE(lsb(to));
	for (from = us; from != 0; from &= from - 1) {
		sq = lsb(from);
		for (to = ataxx_jumps[sq] & empty; to != 0; to &= to - 1)
			moves[n++] = ATAXX_MOVE(sq, lsb(to));
	}
	if (n == 0) {
		if (!ataxx_can_move(p, p->side ^ 1))
			return (0);
		moves[n++] = ATAXX_PASS;
	}
	return (n);
}

/* Counts the legal moves, the pass included; 0 at the end of the game. */
static inline __attribute__((always_inline)) int
ataxx_count(const struct ataxx_pos *p)
{
	uint64_t	 us = p->pieces[p->side], empty, from;
	int		 n;

	if (ataxx_over_early(p))
		return (0);
	empty = ataxx_empty(p);
	n = popcount(ataxx_singles(us) & empty);
	for (from = us; from != 0; from &= from - 1)
		n += popcount(ataxx_jumps[lsb(from)] & empty);
	if (n == 0)
		return (ataxx_can_move(p, p->side ^ 1));
	return (n);
}

/* Counts the legal moves without listing them. */
ATAXX_HOT int
ataxx_count_moves(const struct ataxx_pos *p)
{
	return (ataxx_count(p));
}

/* Checks a move against the position; ATAXX_OK or the reason it is illegal. */
int
ataxx_check(const struct ataxx_pos *p, ataxx_move m)
{
	uint64_t	 us = p->pieces[p->side];
	int		 from, to;

	if (ataxx_end(p) != ATAXX_END_NONE)
		return (ATAXX_E_OVER);
	if (m == ATAXX_PASS)
		return (ataxx_can_move(p, p->side) ? ATAXX_E_CANNOT_PASS :
		    ATAXX_OK);
	from = ATAXX_FROM(m);
	to = ATAXX_TO(m);
	if (from >= ATAXX_SQUARES || to >= ATAXX_SQUARES)
		return (ATAXX_E_SYNTAX);
	if (!ataxx_can_move(p, p->side))
		return (ATAXX_E_MUST_PASS);
	if (p->blocked & BB(to))
		return (ATAXX_E_BLOCKED);
	if ((p->pieces[0] | p->pieces[1]) & BB(to))
		return (ATAXX_E_OCCUPIED);
	if (from == to)
		return ((ataxx_neighbours[to] & us) ? ATAXX_OK :
		    ATAXX_E_NO_SOURCE);
	if ((us & BB(from)) == 0)
		return (ATAXX_E_NOT_OWN);
	if ((ataxx_jumps[from] & BB(to)) == 0)
		return (ATAXX_E_DISTANCE);
	return (ATAXX_OK);
}

/* The enemy pieces a legal move turns over. */
uint64_t
ataxx_flips(const struct ataxx_pos *p, ataxx_move m)
{
	if (m == ATAXX_PASS)
		return (0);
	return (ataxx_neighbours[ATAXX_TO(m)] & p->pieces[p->side ^ 1]);
}

/* Reads a square such as "e2" (either case); -1 if it is not one. */
int
ataxx_parse_square(const char *s)
{
	int	 file, rank;

	file = (s[0] | 0x20) - 'a';
	rank = s[1] - '1';
	if (file < 0 || file >= 7 || rank < 0 || rank >= 7)
		return (-1);
	return (rank * 7 + file);
}

/* Writes a square such as "e2" into three bytes. */
void
ataxx_format_square(int sq, char *buf)
{
	buf[0] = 'a' + sq % 7;
	buf[1] = '1' + sq / 7;
	buf[2] = '\0';
}

/*
 * Reads a move: "d4" (clone), "c3b5" (jump) or "0000" (pass, also "pass"),
 * with an optional flip count as the original wrote it, "e2(2)".  The count is
 * returned in *flips, or -1 when there is none.
 */
int
ataxx_parse_move(const char *s, ataxx_move *m, int *flips)
{
	int	 from, to;
	size_t	 len;

	*flips = -1;
	if (strcmp(s, "0000") == 0 || strcmp(s, "pass") == 0) {
		*m = ATAXX_PASS;
		return (ATAXX_OK);
	}
	len = strlen(s);
	if (len >= 3 && s[len - 1] == ')' && s[len - 3] == '(' &&
	    s[len - 2] >= '0' && s[len - 2] <= '8') {
		*flips = s[len - 2] - '0';
		len -= 3;
	}
	if (len != 2 && len != 4)
		return (ATAXX_E_SYNTAX);
	if ((from = ataxx_parse_square(s)) < 0)
		return (ATAXX_E_SYNTAX);
	to = from;
	if (len == 4 && (to = ataxx_parse_square(s + 2)) < 0)
		return (ATAXX_E_SYNTAX);
	*m = ATAXX_MOVE(from, to);
	return (ATAXX_OK);
}

/* Writes a move in notation into ATAXX_MOVE_MAX bytes. */
void
ataxx_format_move(ataxx_move m, char *buf)
{
	if (m == ATAXX_PASS) {
		strcpy(buf, "0000");
		return;
	}
	ataxx_format_square(ATAXX_FROM(m), buf);
	if (!ATAXX_IS_CLONE(m))
		ataxx_format_square(ATAXX_TO(m), buf + 2);
}

/*
 * Perft counts the leaves of the move tree, passes included.  Subtrees seen
 * before come from a table keyed by the pieces, the side and the depth; the
 * whole position is stored, so a hit is never a collision.  Without a
 * table (t NULL) every subtree is walked, as engines compare their move
 * generation.
 */
struct perft_entry {
	uint64_t	x;		/* x's pieces | side << 49 | depth << 50 */
	uint64_t	o;
	uint64_t	nodes;
};

struct perft_table {
	struct perft_entry	*entries;
	uint64_t		 mask;
};

static ATAXX_HOT uint64_t
ataxx_perft_node(struct perft_table *t, const struct ataxx_pos *p, int depth)
{
	ataxx_move		 moves[ATAXX_MAX_MOVES];
	struct ataxx_pos	 child;
	struct perft_entry	*e = NULL;
	uint64_t		 nodes = 0, tag;
	int			 n, i;

	if (depth == 1)
		return (ataxx_count(p));
	tag = p->pieces[ATAXX_X] | (uint64_t)p->side << 49 |
	    (uint64_t)depth << 50;
	if (t != NULL && p->halfmoves + depth < ATAXX_DRAW_HALFMOVES) {
		e = &t->entries[(p->key ^ SPLITMIX(depth)) & t->mask];
		if (e->x == tag && e->o == p->pieces[ATAXX_O])
			return (e->nodes);
	}
	n = ataxx_movegen(p, moves);
	for (i = 0; i < n; i++) {
		child = *p;
		ataxx_make(&child, moves[i]);
		nodes += ataxx_perft_node(t, &child, depth - 1);
	}
	if (e != NULL) {
		e->x = tag;
		e->o = p->pieces[ATAXX_O];
		e->nodes = nodes;
	}
	return (nodes);
}

/* Counts the move paths of the given depth from a position. */
uint64_t
ataxx_perft(const struct ataxx_pos *p, int depth)
{
	struct perft_table	 t;
	uint64_t		 nodes;
	int			 bits;

	if (depth <= 0)
		return (1);
	bits = depth < 5 ? 12 : depth < 7 ? 16 : depth < 8 ? 20 : 22;
	t.entries = xcalloc((size_t)1 << bits, sizeof *t.entries);
	t.mask = ((uint64_t)1 << bits) - 1;
	nodes = ataxx_perft_node(&t, p, depth);
	free(t.entries);
	return (nodes);
}

/* The same, every subtree walked: a measure of move generation alone. */
uint64_t
ataxx_perft_plain(const struct ataxx_pos *p, int depth)
{
	if (depth <= 0)
		return (1);
	return (ataxx_perft_node(NULL, p, depth));
}
