/*
 * hexxagon_ai.c: the computer player of Hexxagon: iterative deepening
 * alpha-beta on the count of pieces.  Of three players, the others are
 * taken to play together against the one searching (the paranoid
 * search), which lets alpha-beta cut as it does between two.  Moves are
 * tried best-looking first: those that gain the most pieces, growths
 * before jumps.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "ai/hexxagon_ai.h"
#include "ai/shared.h"
#include "rng.h"

#define HX_INF		1000000
#define HX_WIN		100000		/* a won game, plus its margin */
#define HX_DEPTH_MAX	64
#define HX_POLL_MASK	1023		/* look at the clock every 1024 nodes */
#define HX_KEYS		64		/* move ordering keys, 0 to 63 */

/* By level: how far to look, and how many positions it may take. */
static const int hx_depth[HEXXAGON_AI_LEVELS + 1] = {
	0, 1, 2, 3, 4, 5, HX_DEPTH_MAX
};
static const uint64_t hx_nodes[HEXXAGON_AI_LEVELS + 1] = {
	0, UINT64_MAX, 50000, 200000, 800000, 3000000, UINT64_MAX
};

struct hx_search {
	int		 root;		/* the player searching */
	uint64_t	 nodes, max_nodes;
	struct ai_clock	 clock;
	int		 aborted;
};

/* The pieces of a player less those of the strongest other one. */
static int
hx_margin(const struct hexxagon_pos *p, int player)
{
	int	 i, best = 0, n;

	for (i = 0; i < p->players; i++)
		if (i != player && (n = hexxagon_count(p, i)) > best)
			best = n;
	return (hexxagon_count(p, player) - best);
}

/* A finished game for the player searching: a win, a loss, or nothing
 * for a draw or a shared win; the margin counts, to win by more. */
static int
hx_final(const struct hexxagon_pos *p, int root)
{
	unsigned int	 w = hexxagon_winners(p);
	int		 m = hx_margin(p, root);

	if (w == 1U << root)
		return (HX_WIN + m);
	if (w == 0 || (w & 1U << root))
		return (0);
	return (-HX_WIN + m);
}

/* How good a move looks before it is searched: the pieces it gains. */
static int
hx_key(const struct hexxagon_pos *p, hexxagon_move m)
{
	int	 gain = __builtin_popcountll(hexxagon_flips(p, m));

	if (HEXXAGON_IS_GROWTH(m))
		return (4 * gain + 6 > HX_KEYS - 1 ? HX_KEYS - 1 :
		    4 * gain + 6);
	return (4 * gain > HX_KEYS - 1 ? HX_KEYS - 1 : 4 * gain);
}

/* Orders moves by their keys, highest first, keeping the order of equals
 * (a counting sort: keys are small). */
static void
hx_order(const struct hexxagon_pos *p, hexxagon_move *moves, int n)
{
	hexxagon_move	 sorted[HEXXAGON_MAX_MOVES];
	unsigned char	 key[HEXXAGON_MAX_MOVES];
	int		 start[HX_KEYS + 1], i, k;

	memset(start, 0, sizeof start);
	for (i = 0; i < n; i++) {
		key[i] = (unsigned char)(HX_KEYS - 1 - hx_key(p, moves[i]));
		start[key[i] + 1]++;
	}
	for (k = 0; k < HX_KEYS; k++)
		start[k + 1] += start[k];
	for (i = 0; i < n; i++)
		sorted[start[key[i]]++] = moves[i];
	memcpy(moves, sorted, n * sizeof *moves);
}

/* Whether to stop: the stop flag, the time, or the positions allowed. */
static int
hx_stop(struct hx_search *s)
{
	if (s->aborted)
		return (1);
	if (s->nodes >= s->max_nodes ||
	    ai_clock_poll(&s->clock, s->nodes, HX_POLL_MASK))
		s->aborted = 1;
	return (s->aborted);
}

/* The value of a position for the player searching, looking depth moves
 * ahead: that player takes the best move, the others the worst for it. */
static int
hx_search(struct hx_search *s, const struct hexxagon_pos *p, int depth,
    int alpha, int beta)
{
	hexxagon_move		 moves[HEXXAGON_MAX_MOVES];
	struct hexxagon_pos	 child;
	int			 n, i, v, best, us;

	s->nodes++;
	if (hexxagon_end(p) != HEXXAGON_END_NONE)
		return (hx_final(p, s->root));
	if (depth == 0)
		return (hx_margin(p, s->root));
	if (hx_stop(s))
		return (0);
	n = hexxagon_movegen(p, moves);
	hx_order(p, moves, n);
	us = p->turn == s->root;
	best = us ? -HX_INF : HX_INF;
	for (i = 0; i < n; i++) {
		child = *p;
		hexxagon_make(&child, moves[i]);
		v = hx_search(s, &child, depth - 1, alpha, beta);
		if (s->aborted)
			return (0);
		if (us ? v > best : v < best)
			best = v;
		if (us && best > alpha)
			alpha = best;
		if (!us && best < beta)
			beta = best;
		if (alpha >= beta)
			break;
	}
	return (best);
}

/*
 * One search of every move from the root to a depth, the best so far
 * first; a move as good as the best is told exactly (the window starts
 * just below it), so that equals can be chosen among.  Returns the best
 * value, and the moves' values in values.
 */
static int
hx_root(struct hx_search *s, const struct hexxagon_pos *p,
    hexxagon_move *moves, int n, int depth, int *values)
{
	struct hexxagon_pos	 child;
	int			 i, best = -HX_INF;

	for (i = 0; i < n; i++) {
		child = *p;
		hexxagon_make(&child, moves[i]);
		values[i] = hx_search(s, &child, depth - 1,
		    best == -HX_INF ? -HX_INF : best - 1, HX_INF);
		if (s->aborted)
			return (best);
		if (values[i] > best)
			best = values[i];
	}
	return (best);
}

/* Moves the moves of the best value to the front, keeping their order;
 * returns how many there are. */
static int
hx_best_first(hexxagon_move *moves, int *values, int n, int best)
{
	hexxagon_move	 m;
	int		 i, j, k = 0, v;

	for (i = 0; i < n; i++) {
		if (values[i] != best)
			continue;
		m = moves[i];
		v = values[i];
		for (j = i; j > k; j--) {
			moves[j] = moves[j - 1];
			values[j] = values[j - 1];
		}
		moves[k] = m;
		values[k++] = v;
	}
	return (k);
}

/* Chooses a move for the player to move, which must have one. */
hexxagon_move
hexxagon_ai_choose(const struct hexxagon_pos *p, const struct ai_limits *lim,
    struct hexxagon_ai_info *info)
{
	hexxagon_move		 moves[HEXXAGON_MAX_MOVES];
	struct hx_search	 s;
	int			 values[HEXXAGON_MAX_MOVES];
	int			 n, level, depth, best, equal = 1, i;
	uint64_t		 seed;

	memset(info, 0, sizeof *info);
	if ((n = hexxagon_movegen(p, moves)) == 0)
		return (HEXXAGON_NOMOVE);
	level = lim->level < 1 ? 1 : lim->level > HEXXAGON_AI_LEVELS ?
	    HEXXAGON_AI_LEVELS : lim->level;
	memset(&s, 0, sizeof s);
	s.root = p->turn;
	s.max_nodes = UINT64_MAX;
	/* Depth 1 is always finished, whatever the limits. */
	ai_clock_start(&s.clock, 0, NULL);
	hx_order(p, moves, n);
	best = hx_root(&s, p, moves, n, 1, values);
	equal = hx_best_first(moves, values, n, best);
	info->depth = 1;
	info->score = best;
	s.max_nodes = hx_nodes[level];
	ai_clock_start(&s.clock, level == HEXXAGON_AI_LEVELS ?
	    (lim->budget_ms > 0 ? lim->budget_ms : HEXXAGON_AI_BUDGET_MS) : 0,
	    lim->stop);
	for (depth = 2; depth <= hx_depth[level] && n > 1; depth++) {
		best = hx_root(&s, p, moves, n, depth, values);
		if (s.aborted)
			break;
		equal = hx_best_first(moves, values, n, best);
		info->depth = depth;
		info->score = best;
		/* A game decided either way needs no deeper look. */
		if (best >= HX_WIN / 2 || best <= -HX_WIN / 2)
			break;
	}
	info->nodes = s.nodes;
	seed = lim->seed;
	i = (int)(rng_splitmix64(&seed) % (uint64_t)equal);
	return (moves[i]);
}
