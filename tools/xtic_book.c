/*
 * xtic_book.c: makes an Xtic opening book for the perfect level: the exact
 * value and a best move of every position, up to symmetry, with a piece in
 * hand and up to N pieces placed (4 by default).
 *
 *	xtic_book [-c] [-b bits] [-p N] type rule file
 *
 * The positions with N pieces placed are solved one by one, the longest
 * part, and each is added to the file as it is found, so that a run
 * stopped and started again goes on where it was.  Then the positions
 * with fewer pieces take their values from those after them, down to the
 * empty board, and the whole book is written again, sorted, to the file.
 * -c only counts the positions of each number of pieces placed.  bits
 * sizes the solver's table (2^bits buckets of 64 bytes; 22 by default).
 * The book's first lines say what the empty board gives.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/shared.h"
#include "ai/xtic_ai.h"
#include "games/xtic.h"
#include "xmalloc.h"

/* A set of keys, open addressing. */
struct keys {
	uint64_t	*cells;
	uint16_t	*filled;
	size_t		 n, size;
};

static size_t
keys_slot(const struct keys *k, uint64_t cells, uint16_t filled)
{
	uint64_t	 h = cells ^ (uint64_t)filled * 0x9e3779b97f4a7c15ULL;

	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 29;
	return ((size_t)h & (k->size - 1));
}

static void	keys_add(struct keys *, uint64_t, uint16_t);

static void
keys_grow(struct keys *k)
{
	struct keys	 old = *k;
	size_t		 i;

	k->size = old.size == 0 ? 1024 : 2 * old.size;
	k->cells = xcalloc(k->size, sizeof *k->cells);
	k->filled = xcalloc(k->size, sizeof *k->filled);
	k->n = 0;
	for (i = 0; i < old.size; i++)
		if (old.filled[i] != 0 || old.cells[i] != 0)
			keys_add(k, old.cells[i], old.filled[i]);
	free(old.cells);
	free(old.filled);
}

/* Adds a key (the empty board's is all zero, kept apart by filled 0 and
 * a mark in the cells no position has). */
static void
keys_add(struct keys *k, uint64_t cells, uint16_t filled)
{
	size_t	 i;

	if (filled == 0)
		cells = ~0ULL;
	if (2 * (k->n + 1) > k->size)
		keys_grow(k);
	for (i = keys_slot(k, cells, filled);
	    k->filled[i] != 0 || k->cells[i] != 0; i = (i + 1) & (k->size - 1))
		if (k->cells[i] == cells && k->filled[i] == filled)
			return;
	k->cells[i] = cells;
	k->filled[i] = filled;
	k->n++;
}

/* The keys of a set, in a list: cells and filled by turns. */
static size_t
keys_list(const struct keys *k, uint64_t **cells, uint16_t **filled)
{
	size_t	 i, n = 0;

	*cells = xreallocarray(NULL, k->n + 1, sizeof **cells);
	*filled = xreallocarray(NULL, k->n + 1, sizeof **filled);
	for (i = 0; i < k->size; i++)
		if (k->filled[i] != 0 || k->cells[i] != 0) {
			(*cells)[n] = k->filled[i] == 0 ? 0 : k->cells[i];
			(*filled)[n++] = k->filled[i];
		}
	return (n);
}

/*
 * The value of a move for the side that plays it, in *value: known when
 * the move ends the game or the book has the position it leads to (1),
 * else not (0).
 */
static int
move_value(struct xtic_book *b, const struct xtic_pos *p, struct xtic_move m,
    int *value)
{
	struct xtic_pos	 q = *p;
	uint64_t	 cells;
	uint16_t	 filled;
	int		 v;

	xtic_make(&q, m);
	if (q.end != XTIC_END_NONE) {
		*value = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) == p->side ?
		    1 : -1;
		return (1);
	}
	xtic_book_key(b, &q, &cells, &filled);
	if (!xtic_book_value(b, cells, filled, &v))
		return (0);
	*value = -v;
	return (1);
}

static void __attribute__((noreturn))
usage(void)
{
	fprintf(stderr, "usage: xtic_book [-c] [-b bits] [-p pieces] type "
	    "rule file\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	struct xtic_book	*b;
	struct xtic_move	 ml[XTIC_MAX_MOVES], best;
	struct xtic_pos		 p, q;
	struct keys		*level;
	struct timespec		 t0;
	uint64_t		*lc, cells, nodes, total = 0;
	uint16_t		*lf, filled;
	FILE			*f;
	struct xtic_move	*moves;
	char			*text = NULL, *have;
	size_t			 len = 0, n, i, done = 0;
	int			*vals;
	int			 c, bits = 22, pieces = 4, count = 0, type, rule;
	int			 k, j, nm, v, bv, line, known;

	while ((c = getopt(argc, argv, "b:cp:")) != -1)
		switch (c) {
		case 'b':
			bits = atoi(optarg);
			break;
		case 'c':
			count = 1;
			break;
		case 'p':
			pieces = atoi(optarg);
			break;
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if (argc != 3 - count || (type = xtic_type_find(argv[0])) < 0 ||
	    (rule = xtic_rule_find(argv[1])) < 0 || pieces < 0 ||
	    pieces > 8)
		usage();
	b = xtic_book_new(type, rule, bits);
	clock_gettime(CLOCK_MONOTONIC, &t0);

	/* The positions, up to symmetry, level by level. */
	level = xcalloc(pieces + 1, sizeof *level);
	xtic_start(&p, type, rule);
	p.hand = 0;
	p.pool &= ~1U;
	xtic_book_key(b, &p, &cells, &filled);
	keys_add(&level[0], cells, filled);
	for (k = 0; k < pieces; k++) {
		n = keys_list(&level[k], &lc, &lf);
		for (i = 0; i < n; i++) {
			xtic_book_position(b, lc[i], lf[i], &p);
			nm = xtic_movegen(&p, ml);
			for (j = 0; j < nm; j++) {
				q = p;
				xtic_make(&q, ml[j]);
				if (q.end != XTIC_END_NONE)
					continue;
				xtic_book_key(b, &q, &cells, &filled);
				keys_add(&level[k + 1], cells, filled);
			}
		}
		free(lc);
		free(lf);
	}
	for (k = 0; k <= pieces; k++)
		printf("%d placed: %zu positions\n", k, level[k].n);
	printf("counted in %.1f s\n", ai_ms_since(&t0) / 1000.0);
	fflush(stdout);
	if (count)
		return (0);

	/* What an earlier run solved. */
	if ((f = fopen(argv[2], "r")) != NULL) {
		while (getdelim(&text, &len, '\0', f) > 0)
			if (xtic_book_read(b, text, &line) != 0) {
				fprintf(stderr, "xtic_book: %s:%d: not a "
				    "book\n", argv[2], line);
				return (1);
			}
		fclose(f);
		free(text);
	} else if (errno != ENOENT) {
		perror(argv[2]);
		return (1);
	}
	if ((f = fopen(argv[2], "a")) == NULL) {
		perror(argv[2]);
		return (1);
	}
	n = keys_list(&level[pieces], &lc, &lf);
	have = xcalloc(n + 1, 1);
	for (i = 0; i < n; i++)
		have[i] = xtic_book_value(b, lc[i], lf[i], &v);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++) {
		if (have[i])
			continue;
		xtic_book_position(b, lc[i], lf[i], &p);
		v = xtic_book_solve(b, &p, &best, &nodes);
		xtic_book_add(b, lc[i], lf[i], v, best);
		total += nodes;
		done++;
		xtic_book_line(f, lc[i], lf[i], v, best);
		fflush(f);
		if (done % 100 == 0) {
			printf("%zu of %zu solved, %llu nodes, %.0f s\n",
			    i + 1, n, (unsigned long long)total,
			    ai_ms_since(&t0) / 1000.0);
			fflush(stdout);
		}
	}
	fclose(f);
	printf("%d placed: %zu solved in this run, %llu nodes, %.0f s\n",
	    pieces, done, (unsigned long long)total,
	    ai_ms_since(&t0) / 1000.0);
	free(lc);
	free(lf);
	free(have);

	/* The levels before, from those after them: a level's values are
	 * all found before they are added, as adding unsorts the book. */
	for (k = pieces - 1; k >= 0; k--) {
		n = keys_list(&level[k], &lc, &lf);
		vals = xreallocarray(NULL, n + 1, sizeof *vals);
		moves = xreallocarray(NULL, n + 1, sizeof *moves);
		have = xcalloc(n + 1, 1);
		for (i = 0; i < n; i++) {
			if ((have[i] = xtic_book_value(b, lc[i], lf[i], &v)))
				continue;
			xtic_book_position(b, lc[i], lf[i], &p);
			nm = xtic_movegen(&p, ml);
			bv = -2;
			for (j = 0; j < nm && bv < 1; j++) {
				if (!move_value(b, &p, ml[j], &v)) {
					fprintf(stderr, "xtic_book: a position "
					    "is missing\n");
					return (1);
				}
				if (v > bv) {
					bv = v;
					best = ml[j];
				}
			}
			vals[i] = bv;
			moves[i] = best;
		}
		for (i = 0; i < n; i++)
			if (!have[i])
				xtic_book_add(b, lc[i], lf[i], vals[i],
				    moves[i]);
		free(lc);
		free(lf);
		free(vals);
		free(moves);
		free(have);
	}

	/* The whole book, sorted, and what the empty board gives. */
	xtic_start(&p, type, rule);
	p.hand = 0;
	p.pool &= ~1U;
	xtic_book_key(b, &p, &cells, &filled);
	known = xtic_book_value(b, cells, filled, &v);
	if ((f = fopen(argv[2], "w")) == NULL) {
		perror(argv[2]);
		return (1);
	}
	fprintf(f, "# Xtic opening book, %s %s: every position with a piece "
	    "in hand and\n# up to %d pieces placed, up to symmetry "
	    "(tools/xtic_book).\n", xtic_type_names[type],
	    xtic_rule_names[rule], pieces);
	if (known)
		fprintf(f, "# From the empty board, perfect play gives: %s.\n",
		    v > 0 ? "the second player wins" : v < 0 ?
		    "the first player wins" : "a draw");
	xtic_book_write(b, f);
	if (fclose(f) != 0) {
		perror(argv[2]);
		return (1);
	}
	printf("%zu positions; from the empty board: %s\n",
	    xtic_book_size(b), !known ? "unknown" : v > 0 ?
	    "the second player wins" : v < 0 ? "the first player wins" :
	    "a draw");
	xtic_book_free(b);
	return (0);
}
