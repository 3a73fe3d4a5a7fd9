/*
 * xtic_proof.c: the proofs of tools/xtic_prove as a book for the perfect
 * level of Xtic.
 *
 * A proof's log holds the solver's answers for positions up to some
 * number of pieces placed (the cut, 3 for the shipped proofs): is the
 * value of this position, for the side to play, at least a draw, or at
 * least a win?  Above the cut the values follow by the rules of the
 * tree, as in the prover: a position is at least T if one of its moves
 * leaves one that is not at least 1 - T, and not at least T if every move
 * leaves one that is.  The perfect level asks, for the position it plays
 * from, the most the proof shows it gets, and plays a move the proof
 * shows keeps it; it never gives a proven value away while the game is
 * within the proof, and searches as before everywhere else.
 *
 * A proof's book (xtic_prove --book) carries it on past the cut: for the
 * prover's turns there, the answer that the position its move leaves is
 * not at least 1 - T for the other player.  Its answers leave the cut
 * where it was, and past the cut a position is worked out only from the
 * answers for the positions its moves leave, one move deep, so that a
 * lookup there costs a move generation.
 *
 * What is worked out is kept, by canonical key, so that a game asks the
 * tree little after its first move.  A lock keeps the perfect levels of
 * several games apart.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/xtic_answers.h"
#include "ai/xtic_proof.h"
#include "ai/xtic_solve.h"
#include "games/xtic.h"
#include "xmalloc.h"

/* What is known of a position, by its canonical key. */
struct xp_node {
	uint64_t	 cells;
	uint16_t	 filled;
	uint8_t		 used;
	int8_t		 res[2];	/* at least 0, at least 1: -1 unknown */
	uint32_t	 tried[2];	/* worked out from its moves already,
					   with the answers of this count */
};

struct xtic_proof {
	struct xtic_canon	*kb;		/* for the keys */
	pthread_mutex_t		 lock;
	struct xp_node		*nodes;
	size_t			 n, size;	/* size a power of 2 */
	int			 type, rule;
	int			 cut;		/* most pieces placed answered */
	int			 answers;
};

struct xtic_proof *
xtic_proof_new(int type, int rule)
{
	struct xtic_proof	*pf;

	pf = xcalloc(1, sizeof *pf);
	pf->kb = xtic_canon_new(type, rule);
	pthread_mutex_init(&pf->lock, NULL);
	pf->type = type;
	pf->rule = rule;
	pf->size = 1024;
	pf->nodes = xcalloc(pf->size, sizeof *pf->nodes);
	return (pf);
}

/*
 * The position every proof and book starts from: the empty board, the
 * first player having given piece 0 (every piece is the same there, up
 * to symmetry).
 */
void
xtic_proof_root(struct xtic_pos *p, int type, int rule)
{
	struct xtic_move	 m;

	xtic_start(p, type, rule);
	m.square = XTIC_NONE;
	m.give = 0;
	xtic_make(p, m);
}

void
xtic_proof_free(struct xtic_proof *pf)
{
	if (pf == NULL)
		return;
	xtic_canon_free(pf->kb);
	pthread_mutex_destroy(&pf->lock);
	free(pf->nodes);
	free(pf);
}

static size_t
xp_slot(const struct xtic_proof *pf, uint64_t cells, uint16_t filled)
{
	uint64_t	 h = cells ^ (uint64_t)(filled + 1) *
			    0x9e3779b97f4a7c15ULL;

	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 29;
	return ((size_t)h & (pf->size - 1));
}

/* The node of a key, or NULL. */
static struct xp_node *
xp_find(struct xtic_proof *pf, uint64_t cells, uint16_t filled)
{
	size_t	 i;

	for (i = xp_slot(pf, cells, filled); pf->nodes[i].used;
	    i = (i + 1) & (pf->size - 1))
		if (pf->nodes[i].cells == cells &&
		    pf->nodes[i].filled == filled)
			return (&pf->nodes[i]);
	return (NULL);
}

/* The node of a key, made if new.  Nodes move when the table grows. */
static struct xp_node *
xp_get(struct xtic_proof *pf, uint64_t cells, uint16_t filled)
{
	struct xp_node	*old, *n;
	size_t		 i, j, oldsize;

	if ((n = xp_find(pf, cells, filled)) != NULL)
		return (n);
	if (2 * (pf->n + 1) > pf->size) {
		old = pf->nodes;
		oldsize = pf->size;
		pf->size *= 2;
		pf->nodes = xcalloc(pf->size, sizeof *pf->nodes);
		for (j = 0; j < oldsize; j++) {
			if (!old[j].used)
				continue;
			for (i = xp_slot(pf, old[j].cells, old[j].filled);
			    pf->nodes[i].used; i = (i + 1) & (pf->size - 1))
				;
			pf->nodes[i] = old[j];
		}
		free(old);
	}
	for (i = xp_slot(pf, cells, filled); pf->nodes[i].used;
	    i = (i + 1) & (pf->size - 1))
		;
	pf->n++;
	pf->nodes[i].used = 1;
	pf->nodes[i].cells = cells;
	pf->nodes[i].filled = filled;
	pf->nodes[i].res[0] = pf->nodes[i].res[1] = -1;
	return (&pf->nodes[i]);
}

/* Records an answer with what it implies; 0 if it contradicts one. */
static int
xp_set(struct xp_node *n, int t, int r)
{
	if (n->res[t] >= 0)
		return (n->res[t] == r);
	n->res[t] = r;
	if (t == 1 && r == 1)
		n->res[0] = 1;
	if (t == 0 && r == 0)
		n->res[1] = 0;
	return (1);
}

/* Adds an answer, of the proof or of its book (which leaves the cut). */
static int
xp_add(struct xtic_proof *pf, const struct xtic_answer *a, int book)
{
	int	 placed = __builtin_popcount(a->filled), ok;

	pthread_mutex_lock(&pf->lock);
	ok = xp_set(xp_get(pf, a->cells, a->filled), a->bound, a->yes);
	if (ok) {
		pf->answers++;
		if (placed > pf->cut && !book)
			pf->cut = placed;
	}
	pthread_mutex_unlock(&pf->lock);
	return (ok);
}

/*
 * Adds an answer of a proof's log, or of its book; 0 if it contradicts
 * one before it.  What was worked out without it is worked out again.
 */
int
xtic_proof_add(struct xtic_proof *pf, const struct xtic_answer *a)
{
	return (xp_add(pf, a, 0));
}

int
xtic_proof_add_book(struct xtic_proof *pf, const struct xtic_answer *a)
{
	return (xp_add(pf, a, 1));
}

static void
xp_take(const struct xtic_answer *a, int line, void *arg)
{
	(void)line;
	if (a != NULL)
		xp_add(arg, a, 0);
}

static void
xp_take_book(const struct xtic_answer *a, int line, void *arg)
{
	(void)line;
	if (a != NULL)
		xp_add(arg, a, 1);
}

/* Reads a log, leaving out its bad lines: 0, or -1 on an error. */
int
xtic_proof_read(struct xtic_proof *pf, FILE *f)
{
	int	 unended;

	return (xtic_answers_read(pf->kb, f, xp_take, pf, &unended));
}

/*
 * Reads the log of a proof's book (xtic_prove --book), whose answers, past
 * the proof's cut, keep the proof's strategy going: 0, or -1 on an error.
 */
int
xtic_proof_read_book(struct xtic_proof *pf, FILE *f)
{
	int	 unended;

	return (xtic_answers_read(pf->kb, f, xp_take_book, pf, &unended));
}

/* How many answers it has. */
int
xtic_proof_answers(const struct xtic_proof *pf)
{
	return (pf->answers);
}

static int	xp_kid(struct xtic_proof *, const struct xtic_pos *, int, int);

/*
 * Whether a position with a piece in hand is at least t for the side to
 * play, as far as the answers show: 1, 0 or -1 when they do not.  Each
 * position is worked out from its moves once: before the cut from what
 * its moves are worked out to be, from the cut on (where the book's
 * answers are) only from the answers for the positions its moves leave.
 */
static int
xp_eval(struct xtic_proof *pf, const struct xtic_pos *p, uint64_t cells,
    uint16_t filled, int t)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 q;
	struct xp_node		*n;
	int			 nm, i, w, r, allno = 1, deep;

	n = xp_get(pf, cells, filled);
	if (n->res[t] >= 0 || n->tried[t] == pf->answers + 1U)
		return (n->res[t]);
	n->tried[t] = pf->answers + 1U;
	deep = __builtin_popcount(filled) < pf->cut;
	nm = xtic_movegen(p, ml);
	for (i = 0; i < nm; i++) {
		q = *p;
		xtic_make(&q, ml[i]);
		if (q.end != XTIC_END_NONE) {
			w = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) ==
			    p->side ? 1 : -1;
			if (w >= t) {
				r = 1;
				goto done;
			}
			continue;
		}
		r = xp_kid(pf, &q, deep, 1 - t);
		if (r == 0) {
			r = 1;
			goto done;
		}
		if (r < 0)
			allno = 0;
	}
	if (!allno)
		return (-1);
	r = 0;
done:
	/* The table may have grown: the node again. */
	xp_set(xp_get(pf, cells, filled), t, r);
	return (r);
}

/* What the answers show of a move's position: worked out, or as given. */
static int
xp_kid(struct xtic_proof *pf, const struct xtic_pos *q, int deep, int t)
{
	struct xp_node	*k;
	uint64_t	 kc;
	uint16_t	 kf;

	xtic_canon_key(pf->kb, q, &kc, &kf);
	if (deep)
		return (xp_eval(pf, q, kc, kf, t));
	return ((k = xp_find(pf, kc, kf)) != NULL ? k->res[t] : -1);
}

/*
 * What the proof shows of a position with a piece in hand: its value for
 * the side to play lies in *lo..*hi.  Returns 1 if that says anything
 * (lo > -1 or hi < 1).
 */
int
xtic_proof_bounds(struct xtic_proof *pf, const struct xtic_pos *p, int *lo,
    int *hi)
{
	uint64_t	 cells;
	uint16_t	 filled;

	*lo = -1;
	*hi = 1;
	if (p->hand == XTIC_NONE || p->end != XTIC_END_NONE ||
	    p->type != pf->type || p->rule != pf->rule)
		return (0);
	pthread_mutex_lock(&pf->lock);
	xtic_canon_key(pf->kb, p, &cells, &filled);
	switch (xp_eval(pf, p, cells, filled, 1)) {
	case 1:
		*lo = 1;
		break;
	case 0:
		*hi = 0;
		break;
	}
	if (*lo < 1) {
		switch (xp_eval(pf, p, cells, filled, 0)) {
		case 1:
			*lo = 0;
			break;
		case 0:
			*hi = -1;
			break;
		}
	}
	pthread_mutex_unlock(&pf->lock);
	return (*lo > -1 || *hi < 1);
}

/*
 * A move from a position with a piece in hand that the proof shows keeps
 * the most it shows the side to play gets, at least a draw: 1, with the
 * move and the bounds, or 0 (the proof shows the side no draw, or nothing
 * of the position, or nothing of a move that keeps it).  The move is the
 * first that keeps it in the order of the position's canonical form, so
 * that every image of a position gets the same move, up to symmetry: the
 * one a book (xtic_prove --book) was made for.
 */
int
xtic_proof_move(struct xtic_proof *pf, const struct xtic_pos *p,
    struct xtic_move *move, int *lo, int *hi)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 c, q;
	uint64_t		 cells, kc;
	uint16_t		 filled, kf;
	int			 nm, i, w, deep, found = 0, ends = 0;

	if (!xtic_proof_bounds(pf, p, lo, hi) || *lo < 0)
		return (0);
	pthread_mutex_lock(&pf->lock);
	deep = __builtin_popcount(p->filled) < pf->cut;
	xtic_canon_key(pf->kb, p, &cells, &filled);
	xtic_canon_position(pf->kb, cells, filled, &c);
	nm = xtic_movegen(&c, ml);
	for (i = 0; i < nm && !found; i++) {
		q = c;
		xtic_make(&q, ml[i]);
		if (q.end != XTIC_END_NONE) {
			w = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) ==
			    c.side ? 1 : -1;
			found = ends = w >= *lo;
		} else if (xp_kid(pf, &q, deep, 1 - *lo) == 0) {
			found = 1;
			xtic_canon_key(pf->kb, &q, &cells, &filled);
		}
	}
	/* The same move in the position as it stands. */
	nm = found ? xtic_movegen(p, ml) : 0;
	for (i = 0, found = 0; i < nm && !found; i++) {
		q = *p;
		xtic_make(&q, ml[i]);
		if (q.end != XTIC_END_NONE) {
			w = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) ==
			    p->side ? 1 : -1;
			found = ends && w >= *lo;
		} else if (!ends) {
			xtic_canon_key(pf->kb, &q, &kc, &kf);
			found = kc == cells && kf == filled;
		}
		if (found)
			*move = ml[i];
	}
	pthread_mutex_unlock(&pf->lock);
	return (found);
}
