/*
 * xtic_solve.c: solves Xtic positions with the computer player's exact
 * solver, move by move, for long runs: from the empty board by default.
 *
 *	xtic_solve [-b bits] type rule [position]
 *
 * type is normal, nodiags or torus; rule is lose or win; the position is
 * in the text of xtic_from_text, one argument (after the first gift:
 * "NHOQ---/BVOQ---/-NVSR--/-NHSQ-- BHOR 2").  Each move of the side to
 * play is solved alone, and its value printed as it is found, then the
 * position's value.  From the empty
 * board the first gift does not matter (every piece is the same, up to
 * symmetry), so it is piece 0 (BHSR), and the first placement and gift
 * are taken up to symmetry: the square a1 (and b1 for normal, whose
 * squares form two classes) and a gift of each number of properties
 * differing from BHSR (NHSR, NVSR, NVOR, NVOQ).  bits bounds the table:
 * at most 2^bits buckets of 64 bytes (default 24: 1 GB), fewer for a
 * position with few empty squares (xtic_solver_table_bits).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/shared.h"
#include "ai/xtic_ai.h"
#include "ai/xtic_proof.h"
#include "games/xtic.h"

static void
usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: xtic_solve [-b bits] type rule "
	    "[position]\n");
	exit(status);
}

/* Solves the move m from p, prints it, returns its value for p's side. */
static int
solve_move(const struct xtic_pos *p, struct xtic_move m, int bits)
{
	struct xtic_ai_info	 info;
	struct xtic_pos		 q = *p;
	struct timespec		 t0;
	char			 text[XTIC_MOVE_MAX];
	int			 v;

	xtic_make(&q, m);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (q.end != XTIC_END_NONE) {
		v = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) == p->side ?
		    1 : -1;
		info.nodes = 0;
	} else
		v = -xtic_ai_solve_with(&q, bits, 1, &info);
	xtic_format_move(m, text);
	printf("  %-10s %+d  %llu nodes  %.1f s\n", text, v,
	    (unsigned long long)info.nodes, ai_ms_since(&t0) / 1000.0);
	fflush(stdout);
	return (v);
}

int
main(int argc, char **argv)
{
	static const int	 gifts[] = { 1, 3, 7, 15 };
	struct xtic_move	 ml[XTIC_MAX_MOVES], m;
	struct xtic_pos		 p;
	struct timespec		 t0;
	int			 c, bits = 24, type, rule, n, i, j;
	int			 v, best = -2, empty;

	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	while ((c = getopt(argc, argv, "b:")) != -1)
		switch (c) {
		case 'b':
			bits = atoi(optarg);
			break;
		default:
			usage(2);
		}
	argc -= optind;
	argv += optind;
	if (argc < 2 || argc > 3)
		usage(2);
	if ((type = xtic_type_find(argv[0])) < 0 ||
	    (rule = xtic_rule_find(argv[1])) < 0)
		usage(2);
	empty = argc == 2;
	if (empty)
		xtic_proof_root(&p, type, rule);
	else if (xtic_from_text(&p, argv[2], type, rule) != XTIC_OK) {
		fprintf(stderr, "xtic_solve: bad position\n");
		return (2);
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	printf("xtic %s %s, the side to play's moves:\n",
	    xtic_type_names[type], xtic_rule_names[rule]);
	fflush(stdout);
	if (empty) {
		for (i = 0; i < (type == XTIC_NORMAL ? 2 : 1) && best < 1;
		    i++)
			for (j = 0; j < 4 && best < 1; j++) {
				m.square = i;
				m.give = gifts[j];
				if ((v = solve_move(&p, m, bits)) > best)
					best = v;
			}
	} else {
		n = xtic_movegen(&p, ml);
		for (i = 0; i < n && best < 1; i++)
			if ((v = solve_move(&p, ml[i], bits)) > best)
				best = v;
	}
	printf("value %+d for the side to play (%s)%s, %.1f s\n", best,
	    best > 0 ? "wins" : best < 0 ? "loses" : "draw",
	    empty ? ", the second player: the first player gives" : "",
	    ai_ms_since(&t0) / 1000.0);
	return (0);
}
