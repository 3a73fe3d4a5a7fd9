/*
 * xtic_solve.c: the search of Xtic, for every level of its computer
 * player and for its exact solver, with the canonical keys of positions.
 *
 * One search serves every level: a negamax over turns (a placement, then a
 * gift) with the values win (+1), draw (0) and loss (-1), alpha-beta and a
 * transposition table.  A horizon counts placements, the player's own
 * first: at horizon d a line completed, a player left with nothing but
 * losing squares, or a full board, within d placements, is seen, and
 * anything later counts as a draw.  Levels 1 to 6 search to their number;
 * the perfect level searches to the end of the game (xtic_ai.c says how
 * far and how long each may search).
 *
 * The position keeps, for each line, how many pieces it has and which
 * property values they all share (a byte, a bit per value), and for each
 * empty square the pieces that would complete a line there, so the rules'
 * questions are a few masks: a square is safe for a piece if the piece is
 * not in the square's danger, and a gift fatal on every empty square
 * leaves the other player nothing but to complete a line.
 *
 * Near the start of a game, where the trees are widest, the table is keyed
 * on a canonical form under the game's symmetries: the permutations of the
 * squares that map the lines of the game type onto themselves (found by a
 * search when the solver starts: 32 for normal, 1152 for nodiags, 128 for
 * the torus), with the permutations of the four properties (24) and the
 * complements of any of them (16) on the pieces.  The permutations that
 * give a set of filled squares its least image are found once per set and
 * kept, so a canonical form costs little more than trying the 24 property
 * orders; the complement is the one that takes the piece in hand to 0.
 * The best move is kept in the canonical form's terms and mapped back.
 *
 * An exact solve asks two questions with null windows, is the position at
 * least a draw, then is it a win, and a table entry keeps both answers as
 * bounds.  The table keeps, of four entries in a bucket, those with the
 * most work behind them; it is left out within 4 squares of the end,
 * where searching again costs less than the cache misses of looking up.
 * Far enough from the end, a move whose position the table already knows
 * to be good enough gives a cutoff before any move is searched.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/shared.h"
#include "ai/xtic_solve.h"
#include "rng.h"
#include "xmalloc.h"

#define XS_FULL		XTIC_SOLVE_FULL
#define XS_WAYS		4	/* entries in a bucket of the table */
#define XS_CANON_MAX	7	/* pieces placed, at most, for the canonical
				   form to pay in an exact search */
#define XS_TT_MIN	5	/* empty squares, at least, for the table:
				   below, the search is cheaper than its
				   look-ups, which miss the cache */
#define XS_ETC_MIN	7	/* empty squares, at least, for a look at
				   the table's entries for every move */
#define XS_POLL_MASK	4095	/* look at the clock every 4096 nodes */
#define XS_PERFECT_ID	3	/* the perfect level's first horizons */
#define XS_PERFECT_REACH (XTIC_SQUARES - XTIC_PERFECT_FROM) /* empty squares */
#define XS_GROUP_MAX	2048	/* room for the largest square group */
#define XS_LEAN_MAX	5	/* empty squares, at most, for the lean
				   endgame */

/*
 * The hot functions are built twice where the compiler can, with the
 * popcnt instruction and without, the processor choosing at the start.
 */
#ifdef HAVE_TARGET_CLONES
#define XS_HOT	__attribute__((target_clones("popcnt", "default")))
#else
#define XS_HOT
#endif
/* The parts of a hot function, inlined so as to be built with it. */
#define XS_PART	static inline __attribute__((always_inline))

/*
 * The most empty squares there can be when every one of them lies on a
 * line whose other three squares are filled, by game type: in Xtic nobody
 * can be forced to complete a line before the board is that full.  Found
 * by trying every set of filled squares (the tests do it again).
 */
static const int xs_forced_empties[XTIC_TYPES] = { 7, 6, 7 };

/* A search's position: the board, and what the rules ask of it. */
struct xs_pos {
	uint64_t	 cells;		/* a piece per square, 4 bits each */
	uint16_t	 filled;
	uint16_t	 pool;		/* pieces not yet placed, hand included */
	uint8_t		 count[XTIC_LINES_MAX];	/* pieces on each line */
	uint8_t		 common[XTIC_LINES_MAX]; /* property values shared */
	uint16_t	 danger[XTIC_SQUARES];	/* pieces fatal on each square */
};

/*
 * What the table knows of a position: the value lies in lo..hi, kept in
 * the flags as lo + 1 and hi + 1, two bits each; work is the base-2
 * logarithm of the nodes the search behind it took, which decides what
 * a full bucket gives up.
 */
struct xs_entry {
	uint64_t	 cells;
	uint16_t	 filled;
	uint8_t		 hand;
	uint8_t		 flags;		/* XS_USED, XS_MOVE, the bounds */
	uint8_t		 depth;		/* the horizon searched */
	uint8_t		 move;		/* the best move: square << 4 | gift */
	uint8_t		 work;
	uint8_t		 spare;
};

#define XS_USED		0x01
#define XS_MOVE		0x02
#define XS_LO(e)	((int)((e)->flags >> 2 & 3) - 1)
#define XS_HI(e)	((int)((e)->flags >> 4 & 3) - 1)

/* The least image of a set of filled squares, and the group's elements
 * that give it, found once per set and kept. */
struct xs_least {
	uint16_t	 least;
	uint16_t	 n;		/* elements; 0: not found yet */
	uint32_t	 first;		/* where they start in the list */
};

/* The square permutations that keep the lines of a game type. */
struct xs_group {
	int		 n;
	uint8_t		 inv[XS_GROUP_MAX][XTIC_SQUARES];
	uint8_t		 fwd[XS_GROUP_MAX][XTIC_SQUARES];
	uint16_t	 map[XS_GROUP_MAX][4][16];	/* a mask's nibbles */
};

/* A transformation to a canonical form: group element, property order,
 * complement. */
struct xs_xf {
	int		 g;		/* -1: none */
	int		 k;
	int		 x;
};

/* A search: the game type's geometry, the table, the counters. */
struct xs {
	int		 type;
	int		 rule;
	int		 nlines;
	uint16_t	 lines[XTIC_LINES_MAX];
	int		 nthrough[XTIC_SQUARES];
	uint8_t		 through[XTIC_SQUARES][XTIC_LINES_MAX];
	uint16_t	 near[XTIC_SQUARES];	/* squares sharing a line */
	uint16_t	 tline[XTIC_SQUARES][XTIC_LINES_MAX]; /* lines through */
	uint16_t	 withany[256];	/* pieces with any of the values */
	uint8_t		 perm[24][XTIC_PIECES];	/* property permutations */
	uint8_t		 iperm[24][XTIC_PIECES];	/* and their inverses */
	struct xs_group	*group;		/* NULL: no canonical forms */
	struct xs_least	*least;		/* by set of filled squares */
	uint16_t	*cand;		/* the elements, set after set */
	size_t		 ncand;
	size_t		 candsize;
	int		 canon_max;
	struct xs_entry	*tt;
	size_t		 mask;		/* buckets - 1 */
	uint64_t	 nodes;
	uint64_t	 work;		/* each node's empty squares, squared */
	uint64_t	 work_limit;	/* 0: none */
	struct ai_clock	 clock;		/* the perfect level's, the stop flag */
	int		 aborted;
	int		 lean;		/* the lean endgame, near the end */
	uint64_t	 history[XTIC_SQUARES][XTIC_PIECES]; /* cutoffs' work */
};

/* A move at the root, and what the searches found of it. */
struct xs_root {
	int		 square;
	int		 give;
	int		 value;		/* at the last horizon searched */
	int		 lost;		/* proven lost: searched no more */
	int		 early;		/* lost at an earlier horizon */
};

/* A piece's property values: bit 2k + v for value v of property k. */
static inline unsigned int
xs_attr(int piece)
{
	return (1U << (piece & 1) | 4U << (piece >> 1 & 1) |
	    16U << (piece >> 2 & 1) | 64U << (piece >> 3 & 1));
}

static inline int
xs_piece_at(uint64_t cells, int sq)
{
	return (cells >> (4 * sq) & 0xf);
}

/*
 * Counts a node with n empty squares, and its work: a node tries up to n
 * placements with up to n gifts each, and costs about n squared.  Stops
 * the search past the work allowed, or, looking every so often, when told
 * to or out of time.
 */
static inline void
xs_count(struct xs *s, int n)
{
	s->nodes++;
	s->work += (uint64_t)n * n;
	if (s->work_limit > 0 && s->work >= s->work_limit)
		s->aborted = 1;
	else if (ai_clock_poll(&s->clock, s->nodes, XS_POLL_MASK))
		s->aborted = 1;
}

/*
 * Whether the image of the first k + 1 squares under a partial
 * permutation still lies, line by line, within lines.
 */
static int
xs_group_fits(const struct xs *s, const uint8_t *perm, int k)
{
	uint16_t	 image, line;
	int		 i, j, sq;

	for (i = 0; i < s->nthrough[k]; i++) {
		line = s->lines[s->through[k][i]];
		image = 0;
		for (sq = 0; sq <= k; sq++)
			if (line & 1U << sq)
				image |= 1U << perm[sq];
		for (j = 0; j < s->nlines; j++)
			if ((image & ~s->lines[j]) == 0)
				break;
		if (j == s->nlines)
			return (0);
	}
	return (1);
}

/* Finds the permutations from square k on, given those before. */
static void
xs_group_search(struct xs *s, uint8_t *perm, int k, uint16_t used)
{
	struct xs_group	*g = s->group;
	int		 v, sq, j;

	if (k == XTIC_SQUARES) {
		if (g->n == XS_GROUP_MAX)
			return;
		for (sq = 0; sq < XTIC_SQUARES; sq++) {
			g->inv[g->n][perm[sq]] = sq;
			g->fwd[g->n][sq] = perm[sq];
		}
		for (j = 0; j < 4; j++)
			for (v = 0; v < 16; v++) {
				g->map[g->n][j][v] = 0;
				for (sq = 0; sq < 4; sq++)
					if (v & 1 << sq)
						g->map[g->n][j][v] |=
						    1U << perm[4 * j + sq];
			}
		g->n++;
		return;
	}
	for (v = 0; v < XTIC_SQUARES; v++) {
		if (used & 1U << v)
			continue;
		perm[k] = v;
		if (xs_group_fits(s, perm, k))
			xs_group_search(s, perm, k + 1, used | 1U << v);
	}
}

/*
 * How big a table a search from a position needs, at most 2^most
 * buckets: small near the end, where the trees are small, since clearing
 * (and first touching) a large one costs more than the search.
 */
int
xtic_solver_table_bits(const struct xtic_pos *xp, int most)
{
	int	 bits;

	bits = 2 * __builtin_popcount(~xp->filled & XTIC_ALL) - 4;
	if (bits > most)
		bits = most;
	return (bits > 8 ? bits : 8);
}

/* Sets up a search for a game type and rule, with 2^bits buckets. */
static void
xs_init(struct xs *s, int type, int rule, int bits, int canon)
{
	const struct xtic_lines	*l = xtic_lines(type);
	uint8_t			 perm[XTIC_SQUARES];
	int			 i, sq, c, p, a, b, k, n;

	memset(s, 0, sizeof *s);
	s->type = type;
	s->rule = rule;
	s->nlines = l->n;
	for (i = 0; i < l->n; i++) {
		s->lines[i] = l->squares[i];
		for (sq = 0; sq < XTIC_SQUARES; sq++)
			if (l->squares[i] & 1U << sq) {
				s->tline[sq][s->nthrough[sq]] = l->squares[i];
				s->through[sq][s->nthrough[sq]++] = i;
				s->near[sq] |= l->squares[i];
			}
	}
	for (c = 0; c < 256; c++)
		for (p = 0; p < XTIC_PIECES; p++)
			if (xs_attr(p) & c)
				s->withany[c] |= 1U << p;
	/* The 24 orders of the four properties. */
	n = 0;
	for (a = 0; a < 4; a++)
		for (b = 0; b < 4; b++)
			for (c = 0; c < 4; c++)
				for (k = 0; k < 4; k++) {
					if (a == b || a == c || a == k ||
					    b == c || b == k || c == k)
						continue;
					for (p = 0; p < XTIC_PIECES; p++) {
						s->perm[n][p] = (p & 1) << a |
						    (p >> 1 & 1) << b |
						    (p >> 2 & 1) << c |
						    (p >> 3 & 1) << k;
						s->iperm[n][s->perm[n][p]] = p;
					}
					n++;
				}
	if (canon) {
		s->group = xmalloc(sizeof *s->group);
		s->group->n = 0;
		xs_group_search(s, perm, 0, 0);
		s->least = xcalloc((size_t)XTIC_ALL + 1, sizeof *s->least);
		s->candsize = 4 * (size_t)s->group->n;
		s->cand = xreallocarray(NULL, s->candsize, sizeof *s->cand);
		s->canon_max = XS_CANON_MAX;
	}
	s->lean = 1;
	s->mask = ((size_t)1 << bits) - 1;
	s->tt = xcalloc(((size_t)1 << bits) * XS_WAYS, sizeof *s->tt);
	ai_clock_start(&s->clock, 0, NULL);
}

static void
xs_free(struct xs *s)
{
	free(s->tt);
	free(s->group);
	free(s->least);
	free(s->cand);
}

/* The pieces that would complete a line on an empty square. */
static inline uint16_t
xs_danger(const struct xs *s, const struct xs_pos *p, int sq)
{
	uint16_t	 d = 0;
	int		 i, line;

	for (i = 0; i < s->nthrough[sq]; i++) {
		line = s->through[sq][i];
		if (p->count[line] == 3)
			d |= s->withany[p->common[line]];
	}
	return (d);
}

/* Places a piece on an empty square of p, into q. */
static inline void
xs_place(const struct xs *s, const struct xs_pos *p, int piece, int sq,
    struct xs_pos *q)
{
	uint16_t	 b;
	unsigned int	 a = xs_attr(piece);
	int		 i, line;

	*q = *p;
	q->cells |= (uint64_t)piece << (4 * sq);
	q->filled |= 1U << sq;
	q->pool &= ~(1U << piece);
	for (i = 0; i < s->nthrough[sq]; i++) {
		line = s->through[sq][i];
		q->count[line]++;
		q->common[line] &= a;
	}
	for (b = s->near[sq] & ~q->filled; b != 0; b &= b - 1)
		q->danger[__builtin_ctz(b)] = xs_danger(s, q, __builtin_ctz(b));
}

/* A search position from a rules position. */
static void
xs_from(const struct xs *s, const struct xtic_pos *xp, struct xs_pos *p)
{
	struct xs_pos	 q;
	int		 sq;

	memset(p, 0, sizeof *p);
	memset(p->common, 0xff, sizeof p->common);
	p->pool = XTIC_ALL;
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		if (xp->board[sq] == XTIC_NONE)
			continue;
		xs_place(s, p, xp->board[sq], sq, &q);
		*p = q;
	}
}

/*
 * The least image of a set of filled squares under the group, and the
 * elements that give it: found the first time the set is seen.
 */
static const struct xs_least *
xs_least(struct xs *s, uint16_t filled)
{
	const struct xs_group	*g = s->group;
	struct xs_least		*l = &s->least[filled];
	uint16_t		 m, least = XTIC_ALL;
	int			 i;

	if (l->n != 0)
		return (l);
	for (i = 0; i < g->n; i++) {
		m = g->map[i][0][filled & 0xf] |
		    g->map[i][1][filled >> 4 & 0xf] |
		    g->map[i][2][filled >> 8 & 0xf] | g->map[i][3][filled >> 12];
		if (m < least)
			least = m;
	}
	l->least = least;
	l->first = s->ncand;
	for (i = 0; i < g->n; i++) {
		m = g->map[i][0][filled & 0xf] |
		    g->map[i][1][filled >> 4 & 0xf] |
		    g->map[i][2][filled >> 8 & 0xf] | g->map[i][3][filled >> 12];
		if (m != least)
			continue;
		if (s->ncand == s->candsize) {
			s->candsize *= 2;
			s->cand = xreallocarray(s->cand, s->candsize,
			    sizeof *s->cand);
		}
		s->cand[s->ncand++] = i;
		l->n++;
	}
	return (l);
}

/*
 * The canonical form of a position with its piece in hand: the square
 * permutation that gives the smallest set of filled squares, then the
 * piece transformation that takes the hand to piece 0 and gives the
 * smallest pieces in the order of the squares.
 */
static void
xs_canon(struct xs *s, uint64_t cells, uint16_t filled, int hand,
    uint64_t *ccells, uint16_t *cfilled, struct xs_xf *xf)
{
	const struct xs_group	*g = s->group;
	const struct xs_least	*l = xs_least(s, filled);
	const uint8_t		*inv;
	uint8_t			 raw[XTIC_SQUARES], best[XTIC_SQUARES];
	uint8_t			 seq[XTIC_SQUARES], sqs[XTIC_SQUARES];
	uint16_t		 b;
	int			 i, j, k, n = 0, have = 0;

	for (b = l->least; b != 0; b &= b - 1)
		sqs[n++] = __builtin_ctz(b);
	for (i = 0; i < l->n; i++) {
		inv = g->inv[s->cand[l->first + i]];
		for (j = 0; j < n; j++)
			raw[j] = xs_piece_at(cells, inv[sqs[j]]) ^ hand;
		for (k = 0; k < 24; k++) {
			for (j = 0; j < n; j++) {
				seq[j] = s->perm[k][raw[j]];
				if (have && seq[j] != best[j])
					break;
			}
			if (have && (j == n || seq[j] > best[j]))
				continue;
			for (; j < n; j++)
				seq[j] = s->perm[k][raw[j]];
			memcpy(best, seq, n);
			have = 1;
			xf->g = s->cand[l->first + i];
			xf->k = k;
		}
	}
	xf->x = hand;
	*ccells = 0;
	for (j = 0; j < n; j++)
		*ccells |= (uint64_t)best[j] << (4 * sqs[j]);
	*cfilled = l->least;
}

/* The bucket of a position. */
static inline struct xs_entry *
xs_bucket(const struct xs *s, uint64_t cells, uint16_t filled, int hand)
{
	uint64_t	 h;

	h = cells ^ ((uint64_t)filled << 48 | (uint64_t)hand << 40) *
	    0x9e3779b97f4a7c15ULL;
	h ^= h >> 29;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 32;
	return (&s->tt[(h & s->mask) * XS_WAYS]);
}

/*
 * The table's key for a position: canonical where that pays, with the
 * transformation that gives it (g -1 for none).
 */
static inline void
xs_key(struct xs *s, const struct xs_pos *p, int hand,
    uint64_t *cells, uint16_t *filled, int *khand, struct xs_xf *xf)
{
	if (s->group != NULL &&
	    __builtin_popcount(p->filled) <= s->canon_max) {
		xs_canon(s, p->cells, p->filled, hand, cells, filled, xf);
		*khand = 0;
	} else {
		*cells = p->cells;
		*filled = p->filled;
		*khand = hand;
		xf->g = -1;
	}
}

/* A move (square << 4 | gift) into a key's transformation, or back. */
static inline int
xs_move_map(const struct xs *s, const struct xs_xf *xf, int move, int back)
{
	int	 sq = move >> 4, gift = move & 0xf;

	if (xf->g < 0)
		return (move);
	if (back) {
		sq = s->group->inv[xf->g][sq];
		gift = s->iperm[xf->k][gift] ^ xf->x;
	} else {
		sq = s->group->fwd[xf->g][sq];
		gift = s->perm[xf->k][gift ^ xf->x];
	}
	return (sq << 4 | gift);
}

/* The entry for a key, or NULL. */
static inline struct xs_entry *
xs_probe(const struct xs *s, uint64_t cells, uint16_t filled, int hand)
{
	struct xs_entry	*e = xs_bucket(s, cells, filled, hand);
	int		 i;

	for (i = 0; i < XS_WAYS; i++)
		if ((e[i].flags & XS_USED) && e[i].cells == cells &&
		    e[i].filled == filled && e[i].hand == hand)
			return (&e[i]);
	return (NULL);
}

/*
 * Keeps what a search found: the same position's entry, else an empty
 * one, else the one with the least work behind it.
 */
static void
xs_store(struct xs *s, uint64_t cells, uint16_t filled, int hand, int depth,
    int lo, int hi, int move, uint64_t nodes)
{
	struct xs_entry	*e = xs_bucket(s, cells, filled, hand), *victim;
	int		 i, work = 64 - __builtin_clzll(nodes | 1);

	victim = &e[0];
	for (i = 0; i < XS_WAYS; i++) {
		if ((e[i].flags & XS_USED) && e[i].cells == cells &&
		    e[i].filled == filled && e[i].hand == hand) {
			victim = &e[i];
			if (e[i].depth == depth) {
				/* Two searches' bounds together. */
				if (XS_LO(&e[i]) > lo)
					lo = XS_LO(&e[i]);
				if (XS_HI(&e[i]) < hi)
					hi = XS_HI(&e[i]);
				if (lo > hi)
					return;
				if (work < e[i].work)
					work = e[i].work;
				if (move < 0 && (e[i].flags & XS_MOVE))
					move = e[i].move;
			}
			break;
		}
		if (!(e[i].flags & XS_USED)) {
			victim = &e[i];
			break;
		}
		if (e[i].work < victim->work || (e[i].work == victim->work &&
		    e[i].depth < victim->depth))
			victim = &e[i];
	}
	victim->cells = cells;
	victim->filled = filled;
	victim->hand = hand;
	victim->flags = XS_USED | (move >= 0 ? XS_MOVE : 0) |
	    (lo + 1) << 2 | (hi + 1) << 4;
	victim->depth = depth;
	victim->move = move >= 0 ? move : 0;
	victim->work = work;
}

/*
 * Whether no line can be completed within the next depth placements: the
 * fullest line still needs more.
 */
static inline int
xs_far(const struct xs *s, const struct xs_pos *p, int depth)
{
	int	 i, most = 0;

	for (i = 0; i < s->nlines; i++)
		if (p->count[i] > most)
			most = p->count[i];
	return (4 - most > depth);
}

/*
 * Whether some line can still be completed: one with a property value
 * that all its pieces share and that enough unplaced pieces have.  When
 * none can, the game will end in a draw whatever is played.
 */
static inline int
xs_alive(const struct xs *s, const struct xs_pos *p)
{
	unsigned int	 m;
	int		 i, v;

	for (i = 0; i < s->nlines; i++) {
		for (m = p->common[i]; m != 0; m &= m - 1) {
			v = __builtin_ctz(m);
			if (__builtin_popcount(p->pool & s->withany[1U << v]) >=
			    4 - p->count[i])
				return (1);
		}
	}
	return (0);
}

/*
 * Where moves tie on the squares they leave safe, the one that has cut
 * more work off elsewhere in the search goes first: its history, the
 * number of binary digits of 2^empty summed over its cutoffs.
 */
static inline int
xs_history(const struct xs *s, int sq, int give)
{
	uint64_t	 h = s->history[sq][give];

	return (h != 0 ? 64 - __builtin_clzll(h) : 0);
}

/* A move to try, and how promising it looks. */
struct xs_try {
	uint8_t		 at;		/* index of the placement */
	uint8_t		 give;
	int16_t		 score;		/* lower first */
};

/* Sorts moves by score, stably enough for a search (insertion). */
static void
xs_sort(struct xs_try *t, int n)
{
	struct xs_try	 x;
	int		 i, j;

	for (i = 1; i < n; i++) {
		x = t[i];
		for (j = i; j > 0 && t[j - 1].score > x.score; j--)
			t[j] = t[j - 1];
		t[j] = x;
	}
}

/*
 * How many squares a gift leaves safe for the player who receives it, for
 * every piece that may be given: fewer is better for the giver.
 */
static inline void
xs_safe_counts(const struct xs_pos *q, uint16_t gifts, int *counts)
{
	uint16_t	 b, ok;

	memset(counts, 0, XTIC_PIECES * sizeof *counts);
	for (b = ~q->filled & XTIC_ALL; b != 0; b &= b - 1)
		for (ok = gifts & ~q->danger[__builtin_ctz(b)]; ok != 0;
		    ok &= ok - 1)
			counts[__builtin_ctz(ok)]++;
}

/*
 * The lean endgame, for the last few empty squares, searched to the end
 * without the table: for each of the 8 property values, the squares
 * whose pieces have it, and the empty squares where a piece with it
 * would complete a line (a line whose three other squares have it),
 * updated on the lines through the square placed only.  A piece's fatal
 * squares are then four masks.  Every placement is checked for a gift
 * that wins at once (in Xtic, one fatal on every square left; in Quarto
 * a gift fatal somewhere is never made) before anything is searched, and
 * the other gifts are tried in the order of the safe squares they leave
 * the other player, fewest first in Xtic.
 */
struct xs_lean {
	uint16_t	 has[8];	/* squares with value v: bit 2k + v */
	uint16_t	 comp[8];	/* empty squares that value completes */
	uint16_t	 empty;
	uint16_t	 pool;		/* pieces not placed, hand included */
};

/* The empty squares where a piece completes a line. */
static inline uint16_t
xs_lean_fatal(const struct xs_lean *l, int piece)
{
	return (l->comp[piece & 1] | l->comp[2 | (piece >> 1 & 1)] |
	    l->comp[4 | (piece >> 2 & 1)] | l->comp[6 | (piece >> 3 & 1)]);
}

/* Places a piece on an empty square of l, into q. */
static inline void
xs_lean_place(const struct xs *s, const struct xs_lean *l, int piece,
    int sq, struct xs_lean *q)
{
	uint16_t	 bit = 1U << sq, x, h, add, empty, lines[4];
	int		 i, k, v, nl = s->nthrough[sq];

	/* Local copies, which the stores below cannot touch: a square is
	 * on 4 lines at most (a row, a column, two diagonals). */
	for (i = 0; i < nl && i < 4; i++)
		lines[i] = s->tline[sq][i];
	nl = i;
	empty = l->empty & ~bit;
	q->empty = empty;
	q->pool = l->pool & ~(1U << piece);
	for (k = 0; k < XTIC_PROPERTIES; k++) {
		v = 2 * k + (piece >> k & 1);
		h = l->has[v] | bit;
		add = 0;
		for (i = 0; i < nl; i++) {
			/* Three of the line's squares have v: the fourth. */
			x = lines[i] & ~h;
			if ((x & (x - 1)) == 0)
				add |= x;
		}
		q->has[v] = h;
		q->comp[v] = (l->comp[v] | add) & empty;
		q->has[v ^ 1] = l->has[v ^ 1];
		q->comp[v ^ 1] = l->comp[v ^ 1] & empty;
	}
}

/* The lean endgame's position from a search's. */
static void
xs_lean_from(const struct xs *s, const struct xs_pos *p, struct xs_lean *l)
{
	uint16_t	 b, e;
	unsigned int	 c;
	int		 sq, k, piece, i;

	memset(l, 0, sizeof *l);
	l->empty = ~p->filled & XTIC_ALL;
	l->pool = p->pool;
	for (b = p->filled; b != 0; b &= b - 1) {
		sq = __builtin_ctz(b);
		piece = xs_piece_at(p->cells, sq);
		for (k = 0; k < XTIC_PROPERTIES; k++)
			l->has[2 * k + (piece >> k & 1)] |= 1U << sq;
	}
	for (i = 0; i < s->nlines; i++) {
		if (p->count[i] != 3)
			continue;
		e = s->lines[i] & l->empty;
		for (c = p->common[i]; c != 0; c &= c - 1)
			l->comp[__builtin_ctz(c)] |= e;
	}
}

/* A move of the lean endgame, and its order. */
struct xs_lean_try {
	uint8_t		 at;
	uint8_t		 give;
	uint8_t		 score;
};

/*
 * The value of a turn for the player who places the piece in hand, to the
 * end, in the window alpha..beta (fail-soft).
 */
XS_HOT static int
xs_lean(struct xs *s, const struct xs_lean *l, int hand, int alpha,
    int beta, int count)
{
	struct xs_lean		 next[XS_LEAN_MAX];
	struct xs_lean_try	 tries[XS_LEAN_MAX * XTIC_PIECES], x;
	uint16_t		 places, gifts, b, g, f;
	int			 n = __builtin_popcount(l->empty), nt = 0;
	int			 np = 0, i, j, v, best = -1;
	int			 misere = s->rule == XTIC_LOSES;

	if (count) {
		xs_count(s, n);
		if (s->aborted)
			return (0);
	}
	f = xs_lean_fatal(l, hand);
	if (!misere) {
		if (f != 0)
			return (1);
		places = l->empty;
	} else if ((places = l->empty & ~f) == 0)
		return (-1);
	if (n == 1)
		return (0);
	gifts = l->pool & ~(1U << hand);
	for (b = places; b != 0; b &= b - 1, np++) {
		xs_lean_place(s, l, hand, __builtin_ctz(b), &next[np]);
		for (g = gifts; g != 0; g &= g - 1) {
			f = xs_lean_fatal(&next[np], __builtin_ctz(g));
			if (misere) {
				if (f == next[np].empty)
					return (1);
				x.score = __builtin_popcount(next[np].empty &
				    ~f);
			} else {
				if (f != 0)
					continue;
				x.score = 0;
			}
			x.at = np;
			x.give = __builtin_ctz(g);
			/* In order as they come. */
			for (j = nt; j > 0 && tries[j - 1].score > x.score;
			    j--)
				tries[j] = tries[j - 1];
			tries[j] = x;
			nt++;
		}
	}
	if (nt == 0)
		return (-1);
	if (n == 2)
		return (0);
	for (i = 0; i < nt; i++) {
		v = -xs_lean(s, &next[tries[i].at], tries[i].give, -beta,
		    -alpha, 1);
		if (s->aborted)
			return (0);
		if (v > best) {
			best = v;
			if (v > alpha)
				alpha = v;
			if (alpha >= beta)
				break;
		}
	}
	return (best);
}

static int	xs_turn(struct xs *, const struct xs_pos *, int, int, int,
		    int);

/*
 * What a turn is worth before any of its moves is searched, where the
 * rules, the horizon or the lean endgame settle it: 1 and *value, or 0
 * with the placements that do not end the game in *places.
 */
XS_PART int
xs_settled(struct xs *s, const struct xs_pos *p, int hand, int depth,
    int alpha, int beta, int n, uint16_t *places, int *value)
{
	struct xs_lean	 l;
	uint16_t	 b;
	int		 t, misere = s->rule == XTIC_LOSES;

	/* The placements: the fatal ones end the game at once. */
	*places = 0;
	for (b = ~p->filled & XTIC_ALL; b != 0; b &= b - 1) {
		t = __builtin_ctz(b);
		if (p->danger[t] >> hand & 1) {
			if (!misere) {
				*value = 1;
				return (1);
			}
		} else
			*places |= 1U << t;
	}
	*value = *places == 0 ? -1 : 0;
	if (*places == 0 || n == 1 || depth == 1)
		return (1);
	if (depth < n && (xs_far(s, p, depth) || (misere &&
	    n - depth + 1 > xs_forced_empties[s->type])))
		return (1);
	if (!xs_alive(s, p))
		return (1);
	if (s->lean && n <= XS_LEAN_MAX && depth >= n) {
		xs_lean_from(s, p, &l);
		*value = xs_lean(s, &l, hand, alpha, beta, 0);
		return (1);
	}
	return (0);
}

/* A turn's entry in the table, and what its search started from. */
struct xs_frame {
	uint64_t	 kcells;	/* the key */
	uint16_t	 kfilled;
	int		 khand;
	struct xs_xf	 xf;		/* the key's transformation */
	int		 de;		/* the horizon, within the end */
	int		 alpha0;	/* the window's floor, from the table */
	int		 ttmove;	/* the table's move, -1 for none */
	uint64_t	 nodes0;	/* the nodes before the turn */
};

/*
 * What the table knows of a turn: 1 and *value where that settles it in
 * the window, else 0, the window narrowed to it and the table's move in
 * f->ttmove.  A deeper search's bounds hold here too, but a win or loss
 * it found may lie beyond this horizon; a shallower one's only where it
 * found a win or a loss.
 */
XS_PART int
xs_look(const struct xs *s, struct xs_frame *f, int *alpha, int *beta,
    int *value)
{
	struct xs_entry	*e;
	int		 lo, hi;

	if ((e = xs_probe(s, f->kcells, f->kfilled, f->khand)) == NULL)
		return (0);
	lo = XS_LO(e);
	hi = XS_HI(e);
	if (e->depth > f->de) {
		lo = lo < 0 ? lo : 0;
		hi = hi > 0 ? hi : 0;
	} else if (e->depth < f->de) {
		lo = lo == 1 ? 1 : -1;
		hi = hi == -1 ? -1 : 1;
	}
	*value = lo >= *beta || lo == hi ? lo : hi;
	if (lo >= *beta || lo == hi || hi <= *alpha)
		return (1);
	if (lo > *alpha)
		*alpha = f->alpha0 = lo;
	if (hi < *beta)
		*beta = hi;
	if (e->flags & XS_MOVE)
		f->ttmove = xs_move_map(s, &f->xf, e->move, 1);
	return (0);
}

/* A turn's moves: the positions its placements leave, and its tries. */
struct xs_moves {
	struct xs_pos	 next[XTIC_SQUARES];
	int		 at[XTIC_SQUARES];	/* each one's square */
	int		 nplaces;
	struct xs_try	 tries[XTIC_MAX_MOVES];
	int		 ntries;
};

/*
 * Each placement, and the gifts it allows: in Xtic a gift fatal on every
 * empty square wins at once (1, that move in *win); in Quarto a gift
 * that completes a line somewhere loses at once, so it is never made.
 * The tries, from a horizon of 3 on, go in the order of the squares they
 * leave safe, then of their history, the table's move first.
 */
XS_PART int
xs_moves(const struct xs *s, const struct xs_pos *p, int hand, int depth,
    uint16_t places, int ttmove, struct xs_moves *mv, int *win)
{
	struct xs_pos	*q;
	uint16_t	 empty = ~p->filled & XTIC_ALL, gifts, b, k, r;
	int		 counts[XTIC_PIECES], n = __builtin_popcount(empty);
	int		 t, i, misere = s->rule == XTIC_LOSES;

	mv->nplaces = mv->ntries = 0;
	gifts = p->pool & ~(1U << hand);
	for (b = places; b != 0; b &= b - 1) {
		t = __builtin_ctz(b);
		q = &mv->next[mv->nplaces];
		xs_place(s, p, hand, t, q);
		k = misere ? gifts : 0;
		for (r = empty & ~(1U << t); r != 0; r &= r - 1) {
			if (misere)
				k &= q->danger[__builtin_ctz(r)];
			else
				k |= q->danger[__builtin_ctz(r)];
		}
		if (misere && k != 0) {
			*win = t << 4 | __builtin_ctz(k);
			return (1);
		}
		k = misere ? gifts : gifts & ~k;
		if (k == 0)
			continue;
		mv->at[mv->nplaces] = t;
		if (depth > 2 && n > 2) {
			xs_safe_counts(q, k, counts);
			for (; k != 0; k &= k - 1) {
				i = __builtin_ctz(k);
				mv->tries[mv->ntries].at = mv->nplaces;
				mv->tries[mv->ntries].give = i;
				mv->tries[mv->ntries].score = (misere ?
				    counts[i] : -counts[i]) * 64 -
				    xs_history(s, t, i);
				if ((t << 4 | i) == ttmove)
					mv->tries[mv->ntries].score = INT16_MIN;
				mv->ntries++;
			}
		}
		mv->nplaces++;
	}
	return (0);
}

/*
 * A move whose position the table knows, from a search to the end, to be
 * bad enough for the other player gives a cutoff without a search: 1,
 * with its value and the move.
 */
XS_PART int
xs_etc(struct xs *s, const struct xs_moves *mv, int n, int beta, int *best,
    int *bestmove)
{
	struct xs_entry	*e;
	struct xs_xf	 xf;
	uint64_t	 kc;
	uint16_t	 kf;
	int		 i, kh;

	for (i = 0; i < mv->ntries; i++) {
		xs_key(s, &mv->next[mv->tries[i].at], mv->tries[i].give, &kc,
		    &kf, &kh, &xf);
		e = xs_probe(s, kc, kf, kh);
		if (e == NULL || e->depth != n - 1 || -XS_HI(e) < beta)
			continue;
		*best = -XS_HI(e);
		*bestmove = mv->at[mv->tries[i].at] << 4 | mv->tries[i].give;
		return (1);
	}
	return (0);
}

/* Keeps what the search of a turn found, as bounds from its window. */
XS_PART void
xs_keep(struct xs *s, const struct xs_frame *f, int best, int beta,
    int bestmove)
{
	int	 move, lo = best, hi = best;

	move = bestmove >= 0 ? xs_move_map(s, &f->xf, bestmove, 0) : -1;
	if (best >= beta)
		hi = 1;
	else if (best <= f->alpha0)
		lo = -1;
	xs_store(s, f->kcells, f->kfilled, f->khand, f->de, lo, hi, move,
	    s->nodes - f->nodes0);
}

/*
 * The value of a turn for the player who places the piece in hand, within
 * a horizon of depth placements, in the window alpha..beta (fail-soft).
 */
XS_HOT static int
xs_turn(struct xs *s, const struct xs_pos *p, int hand, int depth, int alpha,
    int beta)
{
	struct xs_moves	 mv;
	struct xs_frame	 f;
	struct xs_try	*tr;
	uint16_t	 places;
	int		 n, i, v, best = -1, bestmove = -1, usett;

	f.nodes0 = s->nodes;
	if (depth <= 0)
		return (0);
	/* Outside -1..1 a window says nothing more, and would mislead. */
	if (alpha < -1)
		alpha = -1;
	if (beta > 1)
		beta = 1;
	n = __builtin_popcount(~p->filled & XTIC_ALL);
	xs_count(s, n);
	if (s->aborted)
		return (0);
	if (xs_settled(s, p, hand, depth, alpha, beta, n, &places, &v))
		return (v);

	f.de = depth < n ? depth : n;
	f.alpha0 = alpha;
	f.ttmove = -1;
	usett = n >= XS_TT_MIN;
	if (usett) {
		xs_key(s, p, hand, &f.kcells, &f.kfilled, &f.khand, &f.xf);
		if (xs_look(s, &f, &alpha, &beta, &v))
			return (v);
	}
	if (xs_moves(s, p, hand, depth, places, f.ttmove, &mv, &bestmove)) {
		best = 1;
		goto done;
	}
	if (mv.nplaces == 0) {
		/* Every placement leaves only losing gifts (Quarto). */
		best = -1;
		goto done;
	}
	if (depth == 2 || n == 2) {
		/*
		 * The other player's placement is the horizon, or the last
		 * one, which the gifts above have seen.
		 */
		best = 0;
		goto done;
	}
	xs_sort(mv.tries, mv.ntries);
	if (depth >= n && n - 1 >= XS_ETC_MIN &&
	    xs_etc(s, &mv, n, beta, &best, &bestmove))
		goto done;
	for (i = 0; i < mv.ntries; i++) {
		tr = &mv.tries[i];
		v = -xs_turn(s, &mv.next[tr->at], tr->give, depth - 1, -beta,
		    -alpha);
		if (s->aborted)
			return (0);
		if (v > best) {
			best = v;
			bestmove = mv.at[tr->at] << 4 | tr->give;
			if (v > alpha)
				alpha = v;
			if (alpha >= beta) {
				s->history[mv.at[tr->at]][tr->give] +=
				    (uint64_t)1 << n;
				break;
			}
		}
	}

done:
	if (usett)
		xs_keep(s, &f, best, beta, bestmove);
	return (best);
}

/*
 * The root's moves: every safe placement with every gift, and each
 * placement that ends the game alone, its value known.  Moves whose
 * positions are the same under the symmetries share a class, searched
 * once.
 */
static int
xs_root_moves(struct xs *s, const struct xs_pos *p, int hand,
    struct xs_root *m, int *klass)
{
	struct xs_pos	 q;
	uint64_t	 kc[XTIC_MAX_MOVES];
	uint16_t	 kf[XTIC_MAX_MOVES], empty = ~p->filled & XTIC_ALL, b, g;
	struct xs_xf	 xf;
	int		 n = 0, t, i, kh, ncanon = 0, idx[XTIC_MAX_MOVES];

	for (b = empty; b != 0; b &= b - 1) {
		t = __builtin_ctz(b);
		if ((p->danger[t] >> hand & 1) || (empty & ~(1U << t)) == 0) {
			m[n].square = t;
			m[n].give = XTIC_NONE;
			m[n].value = (p->danger[t] >> hand & 1) ?
			    (s->rule == XTIC_LOSES ? -1 : 1) : 0;
			m[n].lost = 0;
			klass[n] = n;
			n++;
			continue;
		}
		xs_place(s, p, hand, t, &q);
		for (g = q.pool; g != 0; g &= g - 1) {
			m[n].square = t;
			m[n].give = __builtin_ctz(g);
			m[n].value = 0;
			m[n].lost = 0;
			klass[n] = n;
			if (s->group != NULL && __builtin_popcount(q.filled) <=
			    s->canon_max) {
				xs_key(s, &q, m[n].give, &kc[ncanon],
				    &kf[ncanon], &kh, &xf);
				for (i = 0; i < ncanon; i++)
					if (kc[i] == kc[ncanon] &&
					    kf[i] == kf[ncanon])
						break;
				if (i < ncanon)
					klass[n] = idx[i];
				else
					idx[ncanon++] = n;
			}
			n++;
		}
	}
	return (n);
}

/* Whether a root move places without ending the game. */
static inline int
xs_root_open(const struct xs_root *m)
{
	return (m->give != XTIC_NONE);
}

/*
 * Searches the root's moves to a horizon, the best of the last horizon
 * first: each move that may be the best gets its exact value, the others
 * a value below the best.  Returns the best value, or -2 if the search
 * was stopped.
 */
static int
xs_root_search(struct xs *s, const struct xs_pos *p, int hand, int depth,
    struct xs_root *m, const int *klass, int n)
{
	struct xs_pos	 q;
	int		 order[XTIC_MAX_MOVES], i, j, k, v, no = 0, best = -2;

	for (i = 0; i < n; i++) {
		if (m[i].lost || klass[i] != i)
			continue;
		for (j = no; j > 0 && m[order[j - 1]].value < m[i].value; j--)
			order[j] = order[j - 1];
		order[j] = i;
		no++;
	}
	for (k = 0; k < no; k++) {
		i = order[k];
		if (xs_root_open(&m[i])) {
			xs_place(s, p, hand, m[i].square, &q);
			v = -xs_turn(s, &q, m[i].give, depth - 1, -1,
			    best > 0 ? 0 : 1);
			if (s->aborted)
				return (-2);
		}
		else
			v = m[i].value;
		m[i].value = v;
		if (v == -1)
			m[i].lost = 1;
		if (v > best)
			best = v;
	}
	for (i = 0; i < n; i++)
		if (klass[i] != i) {
			m[i].value = m[klass[i]].value;
			m[i].lost = m[klass[i]].lost;
		}
	return (best);
}

/* Picks one of the moves of a value at random. */
static int
xs_pick(const struct xs_root *m, int n, int value, int lostnow,
    struct rng *rng)
{
	int	 i, k = 0, c;

	for (i = 0; i < n; i++)
		if (m[i].value == value && (!lostnow || m[i].lost == 2))
			k++;
	if (k == 0)
		return (0);
	c = rng_below(rng, k);
	for (i = 0; i < n; i++)
		if (m[i].value == value && (!lostnow || m[i].lost == 2))
			if (c-- == 0)
				return (i);
	return (0);
}

/*
 * The perfect level's search to the end: the position's value by two
 * null windows, then the root's moves in an order the seed chooses, each
 * asked only whether it keeps that value, until one does.  Returns its
 * index, -2 if every move loses, or -1 if the search was stopped.
 */
static int
xs_perfect(struct xs *s, const struct xs_pos *p, int hand, struct xs_root *m,
    int n, struct rng *rng, int *value)
{
	struct xs_pos	 q;
	int		 order[XTIC_MAX_MOVES], i, j, t, v;

	if (xs_turn(s, p, hand, XS_FULL, -1, 0) < 0)
		v = -1;
	else
		v = xs_turn(s, p, hand, XS_FULL, 0, 1) > 0 ? 1 : 0;
	if (s->aborted)
		return (-1);
	*value = v;
	if (v < 0)
		return (-2);
	for (i = 0; i < n; i++)
		order[i] = i;
	for (i = n - 1; i > 0; i--) {
		j = rng_below(rng, i + 1);
		t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (j = 0; j < n; j++) {
		i = order[j];
		if (!xs_root_open(&m[i])) {
			if (m[i].value >= v)
				return (i);
			continue;
		}
		xs_place(s, p, hand, m[i].square, &q);
		t = xs_turn(s, &q, m[i].give, XS_FULL, -v, 1 - v);
		if (s->aborted)
			return (-1);
		if (t <= -v)
			return (i);
	}
	return (-1);
}

/*
 * Chooses a move by searching deeper and deeper to the horizon: the first
 * horizon where a move wins gives the fastest win; the one where every
 * move has lost, the slowest loss; otherwise a move of the best value at
 * the last horizon reached.
 */
static void
xs_choose(struct xs *s, const struct xtic_pos *xp, int horizon,
    uint64_t seed, struct xtic_move *move, struct xtic_ai_info *info)
{
	struct xs_root	 m[XTIC_MAX_MOVES];
	struct xs_pos	 p;
	struct rng	 rng;
	int		 klass[XTIC_MAX_MOVES], n, i, d, last, best, empties;
	int		 value = 0, exact = 0, pick = -1;

	rng_seed(&rng, seed, 0);
	xs_from(s, xp, &p);
	empties = __builtin_popcount(~p.filled & XTIC_ALL);
	n = xs_root_moves(s, &p, xp->hand, m, klass);
	for (i = 0; i < n; i++)
		m[i].early = 0;
	last = horizon < empties ? horizon : empties;
	for (d = 1; d <= last; d++) {
		best = xs_root_search(s, &p, xp->hand, d, m, klass, n);
		if (best == -2)
			break;
		if (best == 1) {
			pick = xs_pick(m, n, 1, 0, &rng);
			value = exact = 1;
			break;
		}
		if (best == -1) {
			/* Everything loses: the moves that lasted longest. */
			for (i = 0; i < n; i++)
				if (m[i].lost == 1 && !m[i].early)
					m[i].lost = 2;
			pick = xs_pick(m, n, -1, 1, &rng);
			value = -1;
			exact = 1;
			break;
		}
		/* Those lost by now were lost before the next horizon. */
		for (i = 0; i < n; i++)
			if (m[i].lost)
				m[i].early = 1;
		pick = xs_pick(m, n, 0, 0, &rng);
		value = 0;
		exact = d == empties;
		/*
		 * Where it can hope to see the end in time, the perfect level
		 * goes from short horizons, which give it a move at once, to
		 * the end: the horizons between cost more than they teach the
		 * last search.  Further back it deepens as the others do.
		 */
		if (horizon == XS_FULL && empties <= XS_PERFECT_REACH &&
		    d >= XS_PERFECT_ID && d < last) {
			i = xs_perfect(s, &p, xp->hand, m, n, &rng, &value);
			if (i == -1)
				value = 0;
			else {
				/* Lost: the move that lasted longest above. */
				if (i >= 0)
					pick = i;
				exact = 1;
			}
			break;
		}
	}
	if (pick < 0) {
		/* Stopped at once: any move that does not end the game badly. */
		for (i = 0; i < n; i++)
			m[i].value = m[i].lost ? -1 : 0;
		pick = xs_pick(m, n, 0, 0, &rng);
	}
	move->square = m[pick].square;
	move->give = m[pick].give;
	if (info != NULL) {
		info->nodes = s->nodes;
		info->value = value;
		info->exact = exact;
	}
}

/*
 * The value of a turn, by two searches to the end with null windows: is
 * it at least a draw, then is it a win (or, when lost, nothing more).
 */
static int
xs_solve(struct xs *s, const struct xs_pos *p, int hand)
{
	if (xs_turn(s, p, hand, XS_FULL, -1, 0) < 0)
		return (-1);
	return (xs_turn(s, p, hand, XS_FULL, 0, 1) > 0 ? 1 : 0);
}

/* A solver kept from question to question. */
struct xtic_solver {
	struct xs	 s;
};

/* A solver for a type and rule, 2^bits buckets, XTIC_SOLVE_ flags. */
struct xtic_solver *
xtic_solver_new(int type, int rule, int bits, int flags)
{
	struct xtic_solver	*v;

	v = xcalloc(1, sizeof *v);
	xs_init(&v->s, type, rule, bits, !(flags & XTIC_SOLVE_NOSYM));
	v->s.lean = !(flags & XTIC_SOLVE_PLAIN);
	return (v);
}

void
xtic_solver_free(struct xtic_solver *v)
{
	if (v == NULL)
		return;
	xs_free(&v->s);
	free(v);
}

/*
 * Whether the value of a position for the side to play is at least bound
 * (-1, 0 or 1), by one search with a null window; *nodes, if not NULL,
 * gets the nodes it took.  A position before the first gift is asked of
 * the player who gives.
 */
int
xtic_solver_at_least(struct xtic_solver *v, const struct xtic_pos *xp,
    int bound, uint64_t *nodes)
{
	struct xs_pos	 p;
	uint64_t	 nodes0 = v->s.nodes;
	int		 r, w;

	if (bound <= -1)
		r = 1;
	else if (xp->end != XTIC_END_NONE) {
		w = xtic_winner(xp) < 0 ? 0 : xtic_winner(xp) == xp->side ?
		    1 : -1;
		r = w >= bound;
	} else {
		xs_from(&v->s, xp, &p);
		if (xp->hand == XTIC_NONE)
			/* Every gift is the same: at least bound for the
			 * giver is at most -bound for the other player. */
			r = xs_turn(&v->s, &p, 0, XS_FULL, -bound,
			    1 - bound) <= -bound;
		else
			r = xs_turn(&v->s, &p, xp->hand, XS_FULL, bound - 1,
			    bound) >= bound;
	}
	if (nodes != NULL)
		*nodes = v->s.nodes - nodes0;
	return (r);
}

/*
 * The same, with a move that shows it: 1 and *move when the value of a
 * position with a piece in hand is at least bound (0 or 1), 0 when it is
 * not, -1 if no move shows it (never: a solver error).  The moves are
 * asked after the position, whose search has filled the table, so that
 * the one that shows it costs little.
 */
int
xtic_solver_move(struct xtic_solver *v, const struct xtic_pos *xp,
    int bound, struct xtic_move *move, uint64_t *nodes)
{
	struct xs_root	 m[XTIC_MAX_MOVES];
	struct xs_pos	 p, q;
	uint64_t	 nodes0 = v->s.nodes;
	int		 klass[XTIC_MAX_MOVES], n, i, r;

	r = xtic_solver_at_least(v, xp, bound, NULL);
	if (r == 1 && xp->hand != XTIC_NONE && xp->end == XTIC_END_NONE) {
		xs_from(&v->s, xp, &p);
		n = xs_root_moves(&v->s, &p, xp->hand, m, klass);
		for (i = 0; i < n; i++) {
			if (klass[i] != i)
				continue;
			if (!xs_root_open(&m[i])) {
				if (m[i].value >= bound)
					break;
				continue;
			}
			xs_place(&v->s, &p, xp->hand, m[i].square, &q);
			if (xs_turn(&v->s, &q, m[i].give, XS_FULL, -bound,
			    1 - bound) <= -bound)
				break;
		}
		if (i < n) {
			move->square = m[i].square;
			move->give = m[i].give;
		} else
			r = -1;
	}
	if (nodes != NULL)
		*nodes = v->s.nodes - nodes0;
	return (r);
}

/*
 * The order the solver would try the moves of a position with a piece in
 * hand, before its table and its history know better: a score for each
 * move, lower first, from the squares its gift leaves safe for the other
 * player: fewest first where completing a line loses (a gift fatal on
 * every square wins at once), most first where it wins (a gift fatal
 * somewhere loses at once: last).
 */
void
xtic_solver_order(struct xtic_solver *v, const struct xtic_pos *xp,
    const struct xtic_move *ml, int n, int *score)
{
	struct xs_pos	 p, q;
	uint16_t	 b;
	int		 i, safe, fatal, misere = v->s.rule == XTIC_LOSES;

	xs_from(&v->s, xp, &p);
	for (i = 0; i < n; i++) {
		xs_place(&v->s, &p, xp->hand, ml[i].square, &q);
		safe = fatal = 0;
		for (b = ~q.filled & XTIC_ALL; b != 0 && ml[i].give != XTIC_NONE;
		    b &= b - 1) {
			if (q.danger[__builtin_ctz(b)] >> ml[i].give & 1)
				fatal = 1;
			else
				safe++;
		}
		score[i] = misere ? safe : fatal ? XTIC_SQUARES : -safe;
	}
}

/*
 * Bounds a solver's searches: at most work (0: none), the canonical form
 * up to canon_max pieces placed, ms milliseconds (0: none), and the stop
 * flag.
 */
void
xtic_solver_limit(struct xtic_solver *v, uint64_t work, int canon_max,
    int64_t ms, atomic_int *stop)
{
	ai_clock_start(&v->s.clock, ms, stop);
	v->s.work_limit = work;
	if (canon_max >= 0)
		v->s.canon_max = canon_max;
}

/*
 * Chooses a move for the side to play of a position with a piece in hand,
 * searching to a horizon (XTIC_SOLVE_FULL: the end), the seed choosing
 * among equal moves.
 */
void
xtic_solver_choose(struct xtic_solver *v, const struct xtic_pos *xp,
    int horizon, uint64_t seed, struct xtic_move *move,
    struct xtic_ai_info *info)
{
	xs_choose(&v->s, xp, horizon, seed, move, info);
}

/* The proven value of a position for the side to play. */
int
xtic_solver_solve(struct xtic_solver *v, const struct xtic_pos *xp,
    struct xtic_ai_info *info)
{
	struct xs_pos	 p;
	int		 w;

	if (xp->end != XTIC_END_NONE) {
		w = xtic_winner(xp) < 0 ? 0 : xtic_winner(xp) == xp->side ?
		    1 : -1;
		if (info != NULL) {
			info->nodes = 0;
			info->value = w;
			info->exact = 1;
		}
		return (w);
	}
	xs_from(&v->s, xp, &p);
	w = xs_solve(&v->s, &p, xp->hand == XTIC_NONE ? 0 : xp->hand);
	if (xp->hand == XTIC_NONE)
		w = -w;
	if (info != NULL) {
		info->nodes = v->s.nodes;
		info->value = w;
		info->exact = 1;
	}
	return (w);
}

/*
 * Canonical keys: a position with a piece in hand, kept once under the
 * symmetries by its canonical form, in which the hand is piece 0.  The
 * proofs, their logs and the prover key their positions so.  A keyer
 * keeps the least images it has found, so it is not shared between
 * threads without a lock.
 */
struct xtic_canon {
	struct xs	 s;
};

/* The keys of a type and rule. */
struct xtic_canon *
xtic_canon_new(int type, int rule)
{
	struct xtic_canon	*c;

	c = xcalloc(1, sizeof *c);
	/* The table is never searched: the least there can be. */
	xs_init(&c->s, type, rule, 0, 1);
	return (c);
}

void
xtic_canon_free(struct xtic_canon *c)
{
	if (c == NULL)
		return;
	xs_free(&c->s);
	free(c);
}

/* The canonical key of a position with a piece in hand. */
void
xtic_canon_key(struct xtic_canon *c, const struct xtic_pos *xp,
    uint64_t *cells, uint16_t *filled)
{
	struct xs_pos	 p;
	struct xs_xf	 xf;

	xs_from(&c->s, xp, &p);
	xs_canon(&c->s, p.cells, p.filled, xp->hand, cells, filled, &xf);
}

/* The position of a key: its pieces, piece 0 in hand, side 0 to play. */
void
xtic_canon_position(const struct xtic_canon *c, uint64_t cells,
    uint16_t filled, struct xtic_pos *xp)
{
	int	 sq, piece;

	xtic_start(xp, c->s.type, c->s.rule);
	xp->pool = XTIC_ALL;
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		if (!(filled & 1U << sq))
			continue;
		piece = xs_piece_at(cells, sq);
		xp->board[sq] = piece;
		xp->filled |= 1U << sq;
		xp->pool &= ~(1U << piece);
	}
	xp->hand = 0;
	xp->pool &= ~1U;
	xp->side = 0;
}
