/*
 * cross_ai.c: the computer player of Cross: Monte-Carlo tree search with
 * all-moves-as-first statistics (RAVE), which suit connection games, and
 * a look at the moves that win or lose at once before searching.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/cross_ai.h"
#include "ai/shared.h"
#include "xmalloc.h"

#define CROSS_AI_NODES		(1 << 20)	/* the most tree nodes */
#define CROSS_AI_RAVE_K		600.0	/* how long RAVE counts */
#define CROSS_AI_EXPLORE	0.25
#define CROSS_AI_POLL_MASK	255	/* look at the clock every 256 games */

/* Random games per level, 1 to 4; level 5 runs until its budget ends. */
static const uint64_t cross_ai_playouts[CROSS_AI_LEVELS + 1] = {
	0, 200, 2000, 20000, 100000, UINT64_MAX
};

struct cross_node {
	int		 move;		/* a cell or CROSS_SWAP */
	int		 first;		/* the first child, or -1 */
	int		 nchildren;
	int		 visits;
	float		 wins;		/* for the player who made the move */
	int		 rave_visits;
	float		 rave_wins;
};

struct cross_tree {
	struct cross_node	*nodes;
	int			 n;
	int			 max;
};

/* A fast generator for the random games: xorshift64*. */
static uint64_t
cross_ai_random(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return (*s * 0x2545f4914f6cdd1dULL);
}

/*
 * Plays a position out with random stones to its end; returns the
 * winner.  The position is left as the game ended, every stone showing
 * who played it.
 */
int
cross_ai_playout(struct cross_pos *p, uint64_t *seed)
{
	int	 empty[CROSS_CELLS_MAX], n = 0, c, i;

	for (c = 0; c < p->b->ncells; c++)
		if (p->stone[c] == CROSS_NONE)
			empty[n++] = c;
	while (p->winner == CROSS_NONE && n > 0) {
		i = (int)((cross_ai_random(seed) >> 32) * (uint64_t)n >> 32);
		c = empty[i];
		empty[i] = empty[--n];
		cross_make(p, c);
	}
	return (p->winner);
}

/* What a stone of a player on an empty cell does: wins, loses or not. */
static int
cross_ai_try(const struct cross_pos *p, int player, int c)
{
	struct cross_pos	 q;

	memcpy(&q, p, sizeof q);
	q.turn = player;
	cross_make(&q, c);
	if (q.winner == CROSS_NONE)
		return (CROSS_REACH_NONE);
	return (q.winner == player ? CROSS_REACH_WIN : CROSS_REACH_LOSS);
}

/* Adds a node's children: the moves of the position, the swap among
 * them; cells that lose at once are left out while others remain. */
static void
cross_ai_expand(struct cross_tree *t, int node, const struct cross_pos *p)
{
	struct cross_node	*parent = &t->nodes[node], *ch;
	int			 c, n = 0, first = t->n;

	if (p->winner != CROSS_NONE || t->n + p->b->ncells + 1 > t->max)
		return;
	for (c = -1; c < p->b->ncells; c++) {
		if (c < 0 ? cross_check(p, CROSS_SWAP) != CROSS_OK :
		    p->stone[c] != CROSS_NONE)
			continue;
		ch = &t->nodes[t->n++];
		memset(ch, 0, sizeof *ch);
		ch->move = c < 0 ? CROSS_SWAP : c;
		ch->first = -1;
		n++;
	}
	parent->first = n > 0 ? first : -1;
	parent->nchildren = n;
}

/* The child to go down to: the best mix of its wins, its wins as a
 * move played at any time (RAVE), and how little it was tried. */
static int
cross_ai_select(const struct cross_tree *t, int node)
{
	const struct cross_node	*parent = &t->nodes[node], *ch;
	double			 best = -1, score, q, rq, beta, logn;
	int			 i, pick = -1;

	logn = log((double)parent->visits + 1);
	for (i = 0; i < parent->nchildren; i++) {
		ch = &t->nodes[parent->first + i];
		q = ch->visits > 0 ? ch->wins / ch->visits : 0.5;
		rq = ch->rave_visits > 0 ? ch->rave_wins / ch->rave_visits :
		    0.5;
		beta = sqrt(CROSS_AI_RAVE_K / (3.0 * ch->visits +
		    CROSS_AI_RAVE_K));
		score = (1 - beta) * q + beta * rq + CROSS_AI_EXPLORE *
		    sqrt(logn / (ch->visits + 1));
		if (score > best) {
			best = score;
			pick = parent->first + i;
		}
	}
	return (pick);
}

/* One descent, a random game from its leaf, and the result backed up. */
static void
cross_ai_iterate(struct cross_tree *t, const struct cross_pos *root,
    uint64_t *seed)
{
	struct cross_pos	 p;
	int			 path[CROSS_CELLS_MAX + 2], movers[CROSS_CELLS_MAX + 2];
	int			 depth = 0, node = 0, winner, i, k, mover;
	struct cross_node	*nd, *ch;

	memcpy(&p, root, sizeof p);
	path[depth] = 0;
	movers[depth++] = -1;
	for (;;) {
		nd = &t->nodes[node];
		if (nd->nchildren == 0) {
			if (nd->visits > 0 || node == 0)
				cross_ai_expand(t, node, &p);
			if (t->nodes[node].nchildren == 0)
				break;
		}
		mover = p.turn;
		node = cross_ai_select(t, node);
		cross_make(&p, t->nodes[node].move);
		path[depth] = node;
		movers[depth++] = mover;
		if (p.winner != CROSS_NONE)
			break;
	}
	winner = cross_ai_playout(&p, seed);
	for (i = depth - 1; i >= 0; i--) {
		nd = &t->nodes[path[i]];
		nd->visits++;
		if (movers[i] == winner)
			nd->wins += 1;
		/* The children's moves the player to move here made later
		 * in the game count for them as if made now. */
		if (i + 1 < depth)
			mover = movers[i + 1];
		else
			continue;
		for (k = 0; k < nd->nchildren; k++) {
			ch = &t->nodes[nd->first + k];
			if (ch->move == CROSS_SWAP || p.stone[ch->move] != mover)
				continue;
			ch->rave_visits++;
			if (mover == winner)
				ch->rave_wins += 1;
		}
	}
}

/*
 * Chooses a move for the player to move: a cell, or CROSS_SWAP.  A cell
 * that wins at once is taken; the other player's only winning cell is
 * blocked; otherwise the search decides, among cells that do not lose.
 */
int
cross_ai_choose(const struct cross_pos *p, const struct ai_limits *lim,
    struct cross_ai_info *info)
{
	struct cross_tree	 t;
	const struct cross_node	*ch;
	struct ai_clock		 clock;
	uint64_t		 seed, runs, want;
	int			 c, me = p->turn, block = -1, nblock = 0, safe = -1;
	int			 best = -1, i, level;

	memset(info, 0, sizeof *info);
	level = lim->level < 1 ? 1 : lim->level > CROSS_AI_LEVELS ?
	    CROSS_AI_LEVELS : lim->level;
	for (c = 0; c < p->b->ncells; c++) {
		if (p->stone[c] != CROSS_NONE)
			continue;
		switch (cross_ai_try(p, me, c)) {
		case CROSS_REACH_WIN:
			info->value = 1;
			return (c);
		case CROSS_REACH_NONE:
			if (safe < 0)
				safe = c;
			break;
		}
		if (cross_ai_try(p, me ^ 1, c) == CROSS_REACH_WIN) {
			block = c;
			nblock++;
		}
	}
	if (nblock == 1 && cross_ai_try(p, me, block) != CROSS_REACH_LOSS)
		return (block);

	memset(&t, 0, sizeof t);
	seed = lim->seed * 0x9e3779b97f4a7c15ULL + 1;
	want = cross_ai_playouts[level];
	/* A node per move of each position expanded, at most one a game. */
	t.max = CROSS_AI_NODES;
	if (want < (uint64_t)CROSS_AI_NODES / (p->b->ncells + 1))
		t.max = (int)(want + 1) * (p->b->ncells + 1) + 1;
	t.nodes = xcalloc(t.max, sizeof *t.nodes);
	t.nodes[0].first = -1;
	t.n = 1;
	/* Only the last level is bound by time; the stop flag binds all. */
	ai_clock_start(&clock, level == CROSS_AI_LEVELS ? lim->budget_ms : 0,
	    lim->stop);
	for (runs = 0; runs < want; runs++) {
		if (runs > 0 && ai_clock_poll(&clock, runs, CROSS_AI_POLL_MASK))
			break;
		cross_ai_iterate(&t, p, &seed);
	}
	info->playouts = runs;
	/* The most tried move, as the one the search trusts most, of those
	 * that do not lose at once if there are any. */
	for (i = 0; i < t.nodes[0].nchildren; i++) {
		ch = &t.nodes[t.nodes[0].first + i];
		if (safe >= 0 && ch->move != CROSS_SWAP &&
		    cross_ai_try(p, me, ch->move) == CROSS_REACH_LOSS)
			continue;
		if (best < 0 || ch->visits > t.nodes[best].visits)
			best = t.nodes[0].first + i;
	}
	if (best >= 0) {
		info->value = t.nodes[best].visits > 0 ?
		    t.nodes[best].wins / t.nodes[best].visits : 0;
		c = t.nodes[best].move;
	} else
		c = safe;
	free(t.nodes);
	if (c == CROSS_NONE) {
		/* Every cell loses: take the first. */
		for (c = 0; p->stone[c] != CROSS_NONE; c++)
			;
	}
	return (c);
}
