/*
 * ataxx_openings.c: makes Ataxx openings for engine matches: from each
 * board given, positions a few random moves in, kept when a search of a
 * fixed depth finds them even, one of each up to symmetry.
 *
 *	ataxx_openings [-d depth] [-p plies] [-s seed] [-w window]
 *	    count FEN... [count FEN...]...
 *
 * For each FEN it prints count (the number before it) positions, one a
 * line, after 2 to plies (4 by default) random moves, mostly clones as
 * games begin, whose score at depth (6 by default) is within window (50,
 * half a piece) of even.  The same arguments always
 * give the same openings.  data/ataxx/openings.fen was made with it.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/ataxx_ai.h"
#include "games/ataxx.h"
#include "rng.h"
#include "xmalloc.h"

#define OPENINGS_TRIES		10000	/* random walks a board, at most */
#define OPENINGS_HASH_MB	16
#define OPENINGS_JUMPS		8	/* in a hundred random moves */

/* The eight symmetries of the square, applied to a bitboard. */
static uint64_t
openings_transform(uint64_t b, int t)
{
	uint64_t	 out = 0;
	int		 sq, f, r, nf, nr;

	for (; b != 0; b &= b - 1) {
		sq = __builtin_ctzll(b);
		f = sq % 7;
		r = sq / 7;
		nf = t & 1 ? 6 - f : f;
		nr = t & 2 ? 6 - r : r;
		if (t & 4) {
			sq = nf;
			nf = nr;
			nr = sq;
		}
		out |= 1ULL << (nr * 7 + nf);
	}
	return (out);
}

/* A key of a position that its symmetric images share. */
static uint64_t
openings_key(const struct ataxx_pos *p)
{
	uint64_t	 best = UINT64_MAX, k;
	int		 t;

	for (t = 0; t < 8; t++) {
		k = openings_transform(p->pieces[0], t) * 0x9e3779b97f4a7c15ULL;
		k ^= openings_transform(p->pieces[1], t) * 0xbf58476d1ce4e5b9ULL;
		k ^= openings_transform(p->blocked, t) * 0x94d049bb133111ebULL;
		k ^= (uint64_t)p->side;
		if (k < best)
			best = k;
	}
	return (best);
}

static void __attribute__((noreturn))
openings_usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: ataxx_openings [-d depth] [-p plies] "
	    "[-s seed] [-w window] count FEN... [count FEN...]...\n");
	exit(status);
}

/* Reads a whole number for an option. */
static long
openings_number(const char *s, long min, long max)
{
	char	*end;
	long	 n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (end == s || *end != '\0' || errno != 0 || n < min || n > max)
		openings_usage(2);
	return (n);
}

int
main(int argc, char **argv)
{
	struct ataxx_search_limits	 limits;
	struct ataxx_search_info	 info;
	struct ataxx_pos		 start, p;
	struct ataxx_ai			*ai;
	struct rng			 rng;
	ataxx_move			 moves[ATAXX_MAX_MOVES];
	uint64_t			*seen = NULL, seed = 1, key;
	size_t				 nseen = 0;
	char				 fen[ATAXX_FEN_MAX];
	int				 depth = 6, plies = 4, window = 50;
	int				 count, ch, i, b, tries, found, ply, n;
	int				 want;

	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		openings_usage(0);
	while ((ch = getopt(argc, argv, "d:p:s:w:")) != -1) {
		switch (ch) {
		case 'd':
			depth = (int)openings_number(optarg, 1, 20);
			break;
		case 'p':
			plies = (int)openings_number(optarg, 2, 40);
			break;
		case 's':
			seed = (uint64_t)openings_number(optarg, 0, 1L << 30);
			break;
		case 'w':
			window = (int)openings_number(optarg, 0, 10000);
			break;
		default:
			openings_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		openings_usage(2);
	count = 0;
	ai = ataxx_ai_new(OPENINGS_HASH_MB);
	memset(&limits, 0, sizeof limits);
	limits.depth = depth;
	for (b = 0; b < argc; b++) {
		if (strchr(argv[b], '/') == NULL) {
			count = (int)openings_number(argv[b], 1, 10000);
			continue;
		}
		if (count == 0)
			openings_usage(2);
		if (ataxx_from_fen(&start, argv[b]) != ATAXX_OK) {
			fprintf(stderr, "ataxx_openings: bad FEN %s\n",
			    argv[b]);
			return (1);
		}
		rng_seed(&rng, seed, b);
		found = 0;
		for (tries = 0; tries < OPENINGS_TRIES && found < count;
		    tries++) {
			p = start;
			want = 2 + (int)rng_below(&rng, plies - 1);
			for (ply = 0; ply < want; ply++) {
				if ((n = ataxx_movegen(&p, moves)) == 0)
					break;
				/* The clones come first in the list. */
				for (i = 0; i < n && moves[i] != ATAXX_PASS &&
				    ATAXX_IS_CLONE(moves[i]); i++)
					;
				if (i > 0 && rng_below(&rng, 100) >=
				    OPENINGS_JUMPS)
					n = i;
				ataxx_make(&p, moves[rng_below(&rng, n)]);
			}
			if (ply < want || ataxx_end(&p) != ATAXX_END_NONE)
				continue;
			key = openings_key(&p);
			for (i = 0; i < (int)nseen && seen[i] != key; i++)
				;
			if (i < (int)nseen)
				continue;
			seen = xreallocarray(seen, nseen + 1, sizeof *seen);
			seen[nseen++] = key;
			ataxx_ai_clear(ai);
			ataxx_ai_search(ai, &p, &limits, &info);
			if (info.score < -window || info.score > window)
				continue;
			ataxx_to_fen(&p, fen, sizeof fen);
			printf("%s\n", fen);
			found++;
		}
		if (found < count)
			fprintf(stderr, "ataxx_openings: only %d from %s\n",
			    found, argv[b]);
	}
	free(seen);
	ataxx_ai_free(ai);
	return (0);
}
