/* ataxx_ai.c: the Ataxx computer player: iterative-deepening alpha-beta. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ai/ataxx_ai.h"
#include "ai/ataxx_nn.h"
#include "ai/shared.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * The player evaluates with the network of ataxx_nn.h, trained on games of
 * self-play (tools/ataxx_train), unless told to use these features
 * (ataxx_ai_set_net), as tools/ataxx_tune does to tune and compare them.
 *
 * Evaluation weights, in hundredths of a piece, of the features of
 * ataxx_ai_feat(): a piece, a piece nothing can turn (no empty square next
 * to it), a piece on the edge, in a corner, an empty square next to our
 * pieces, and the move.  Fitted by tools/ataxx_tune to 299344 positions of
 * 4000 games of self-play at depth 5 (tools/ataxx_tune play -d 5 -g 4000
 * -s 7 data/ataxx/openings.fen); they won 75-3-2 against the weights of
 * before (100 a piece, 50 a piece nothing can turn), at 20 ms a move.
 * Without the move's weight (normalized, the rest alike) they won 47-11-22:
 * to move is worth four pieces, since a move both adds and turns pieces.
 * The weights of before, against a bonus for the move of 30 or one of 15
 * for a piece on the edge, won 42-9-29 and 42-10-28.
 */
#define EVAL_PIECE	79
#ifndef EVAL_WEIGHTS
#define EVAL_WEIGHTS	EVAL_PIECE, 115, 69, 66, 32, 441
#endif
static const int eval_weights[ATAXX_AI_FEATURES] = { EVAL_WEIGHTS };

/*
 * Five of the parameters below came in together, as none had shown its
 * worth alone at 40 ms a move but together they did: the reductions by
 * log (lmr_div 250, lmr_base 80), quiet jumps pruned from the third move
 * (jump_prune 2), reverse futility to depth 6 with a margin of 50 a ply,
 * and clones counted two flips more in the order.  Against the settings
 * of before, at 40 ms a move on 50 openings of the usual board, they won
 * 139-6-73, Elo +109 +/- 48, when the SPRT of 0 against 15 Elo accepted
 * (tabula ataxx --match --movetime 40 --sprt 0,15, setoption by name).
 */

/*
 * Late-move reductions: a ply from the LMR_FIRST move on (moves are given
 * by pieces won, so these promise less), two from LMR_SECOND, three from
 * LMR_THIRD when LMR_THIRD_DEPTH or more is left; not below LMR_DEPTH.
 * Won 41-5-34 against one and two plies from moves 4 and 12, at 20 ms a
 * move.
 */
#define LMR_FIRST	3
#define LMR_SECOND	8
#define LMR_THIRD	20
#define LMR_THIRD_DEPTH	6
#define LMR_DEPTH	3

/*
 * Or, where lmr_div is set, LMR_LOG_BASE + ln(depth) ln(i) / lmr_div
 * plies (both in hundredths) for the i-th move, from LMR_FIRST on.  Alone
 * (against the steps, the rest as before): at 100000 nodes a move,
 * lmr_div 225 won 16-2-7, but at 40 ms a move 26-1-30; lmr_div 180 went
 * 31-2-24.
 *
 * The parameter lmr_first changes LMR_FIRST; lmr_pv takes that many plies
 * less off at a node of the principal variation (0: as many as at the
 * others).  On 100 openings of the usual board (tools/ataxx_openings -s 7
 * -p 6 100 "x5o/7/7/7/7/7/o5x x 0 1"), each played twice, at 100000 nodes
 * a move, against the defaults: lmr_first 2 went 94-6-100 and lmr_pv 1
 * 96-10-94 (ataxx_tune match -n 100000 -a NAME=VALUE net net OPENINGS).
 */
#define LMR_LOG_BASE	80
#define LMR_LOG_DIV	250

/*
 * Late-move pruning: off the principal variation, at most LMP_BASE +
 * depth squared moves are tried at a node LMP_DEPTH or fewer plies from
 * the frontier; the picker hands out the rest later for their fewer
 * pieces won.  lmp_depth 3 lost 10-1-14 at 100000 nodes a move.
 */
#define LMP_DEPTH	0
#define LMP_BASE	3

/*
 * Quiet jumps: below the root, once JUMP_PRUNE moves have been tried, a
 * jump that turns no piece (it only moves one) is not searched, nor, as
 * the picker hands them out last, any after it.  0: all are searched.
 * Alone, jump_prune 2 went 21-0-23 at 40 ms a move; taken out of the
 * search of now, 95-11-98 for keeping it (no decision either way).
 */
#define JUMP_PRUNE	2

/*
 * Flips a clone counts more in the order of moves (the picker's).  Alone,
 * 2 went 88-7-81 at 40 ms a move (LLR 0.14 of 2.94 for 15 Elo).
 */
#define CLONE_BONUS	2

/*
 * Null-move pruning: where the side to move stands at or above beta even
 * after letting the other side move twice, searched this much shallower,
 * the node is cut.  Only with this many empty squares or more, as near the
 * end a move can be a burden (a position where any move opens a hole).
 * The parameter null_depth changes NULL_DEPTH; 0: no null moves, which
 * went 92-2-103 against them at 40 ms a move, with the search of now.
 */
#define NULL_DEPTH	3
#define NULL_R		2	/* 2 + depth / 6 lost 31-9-40 */
#define NULL_EMPTY	8

/*
 * Futility: one or two plies from the frontier, a move that cannot bring
 * the score up to alpha, even counting its pieces won and a margin for what
 * else it changes (FUTILITY_BASE and FUTILITY_STEP a ply: 120 and 320), is
 * not searched.  The picker hands out moves by pieces won, so the rest
 * cannot either.  ataxx_ai_set_param() changes them, for tuning.
 * fp_depth 6 went 98-12-98 at 40 ms a move, after 47-2-27: nothing.
 */
#define FUTILITY_DEPTH	2
#define FUTILITY_BASE	(-80)
#define FUTILITY_STEP	200

/*
 * Reverse futility: a node this near the frontier whose side to move stands
 * so far above beta that the margin times the depth left cannot bring it
 * down is cut at once.  ataxx_ai_set_param() changes them, for tuning.
 * With the network, at 150000 nodes a move, it won 30-7-23 against none
 * (depth 6, margin 50: 29-9-22), on the first 30 openings; depth 6 and
 * margin 50 came in with the reductions by log (above).
 */
#define RFP_DEPTH	6
#define RFP_MARGIN	50

/*
 * History: each side's score for each move (from, to), raised when the move
 * cuts a node off and lowered for the moves tried before it there, by the
 * depth squared times HISTORY_STEP (at most HISTORY_BONUS), less as it nears
 * HISTORY_MAX.  A late move is reduced a ply less for each HISTORY_PLY of
 * its score, a ply more for each HISTORY_PLY below 0.  At 100000 nodes a
 * move it won 45-14-41 against none (ataxx_tune match -n 100000 -b
 * history=0 net net data/ataxx/openings.fen), and 107-3-90 on 100 more
 * openings of the usual board (tools/ataxx_openings -s 7 -p 6 100
 * "x5o/7/7/7/7/7/o5x x 0 1"): a little, but on both.
 */
#define HISTORY_STEP	16
#define HISTORY_BONUS	1500
#define HISTORY_MAX	16384
#define HISTORY_PLY	8192
#define HISTORY_TRIED	32	/* moves tried before a cut that are lowered */

/*
 * Internal iterative reduction: a node this deep with no move from the
 * table searches a ply shallower, its first move not known to be good.
 * At 100000 nodes a move it won 52-11-37 against none (-a iir_depth=4,
 * history on); from depth 3 it scored 50.5% against from depth 4, and
 * with the search of now 90-4-95 at 40 ms a move.
 */
#define IIR_DEPTH	4

/*
 * Singular extension: at a node this deep, the move from the table, if
 * the table's score (a lower bound or exact, from at most 3 plies less)
 * stands SINGULAR_MARGIN a ply above what the other moves reach searched
 * half as deep, is searched a ply deeper; if they reach beta too, the node
 * is cut (multi-cut), and if only the table's score does, the move is
 * searched a ply shallower.  At 100000 nodes a move it won 62-11-27
 * against none (ataxx_tune match -n 100000 -a se_depth=6 net net
 * data/ataxx/openings.fen), and 110-3-87 on 100 openings of the usual
 * board (tools/ataxx_openings -s 7 -p 6 100 "x5o/7/7/7/7/7/o5x x 0 1").
 */
#define SE_DEPTH	6
#define SINGULAR_MARGIN	2

/*
 * Time: no new iteration begins after the soft limit (ataxx_ai_soft()).
 * On a clock (a soft limit below the hard one), where the parameter
 * time_scale is set, that limit is scaled by how sure the search is of
 * its best move: by TIME_SHARE_MAX less the share of the nodes searched
 * that went to that move, times time_scale (both in hundredths): for 135,
 * from 0.47 times, where it took nearly all (the others were refuted at
 * once), to 2.0 times where it took few (they were hard to refute).  Not
 * yet shown to be better: with time_scale 135 and the moves to go from
 * the empty squares, it went 18-2-28 against the fixed soft limit, at 4 s
 * a game and 0.04 a move.
 */
#define TIME_SHARE_MAX	150
#define TIME_SCALE	0

/*
 * Aspiration: from this depth, the root looks within this window first
 * (the parameter asp_window), twice as wide each time the score falls
 * outside.  Where asp_fh is set, each time it falls above the search is
 * made a ply shallower, up to asp_fh plies, until it falls below.  On the
 * 200 games of the reductions' (above): asp_window 25 went 98-4-98 and
 * asp_fh 2 98-9-93, against the defaults.
 */
#define ASPIRATION_DEPTH	5
#define ASPIRATION_WINDOW	40

/*
 * Nodes one ply from the frontier neither read nor write the transposition
 * table: they are cheaper to search again than a cache miss costs.
 */
#define TT_MIN_DEPTH	2

#define INFINITE	32000
#define WON		(ATAXX_AI_WIN - ATAXX_AI_MAX_PLY)
#define POLL_MASK	1023	/* look at the clock every 1024 nodes */

enum { TT_NONE, TT_EXACT, TT_LOWER, TT_UPPER };

struct tt_entry {
	uint64_t	key;
	int16_t		score;
	uint16_t	move;
	uint8_t		depth;
	uint8_t		flag;
};

struct ataxx_ai {
	struct tt_entry	*tt;
	uint64_t	 tt_mask;

	/* The search under way. */
	const struct ataxx_search_limits *limits;
	struct ai_clock	 clock;		/* to hard_ms, or the stop flag */
	uint64_t	 nodes;
	int		 aborted;
	ataxx_move	 root_best;
	uint64_t	 root_nodes[64 * 64];	/* by move: from * 64 + to */
	ataxx_move	 pv[ATAXX_AI_MAX_PLY][ATAXX_AI_MAX_PLY];
	int		 pvlen[ATAXX_AI_MAX_PLY];

	/* The network, or NULL for the sum of features; its accumulators. */
	const struct ataxx_nn *net;
	int		 rfp_depth, rfp_margin;
	int		 iir_depth;
	int		 history;	/* its score that takes a ply off LMR */
	int		 order;		/* moves of a count by history */
	int		 fp_depth, fp_base, fp_mult;
	int		 se_depth;	/* singular extensions from it, or 0 */
	int		 lmr_base, lmr_div;	/* the reductions by log */
	int		 lmr_first;	/* the first move reduced */
	int		 lmr_pv;	/* plies less at PV nodes */
	int		 asp_window;	/* the root's first window */
	int		 asp_fh;	/* plies less after fails high */
	int		 lmp_depth, lmp_base;
	int		 jump_prune;	/* moves tried before quiet jumps go */
	int		 clone_bonus;	/* flips a clone counts more, in order */
	int		 null_depth;	/* null moves from it, or 0 */
	int		 time_scale;	/* of the soft limit by node share */
	uint8_t		 lmr[ATAXX_AI_MAX_PLY][ATAXX_MAX_MOVES];
	ataxx_move	 excluded[ATAXX_AI_MAX_PLY];	/* by a singular search */
	int16_t		 hist[2][ATAXX_SQUARES][ATAXX_SQUARES];
	struct ataxx_nn_acc acc[ATAXX_AI_MAX_PLY + 1];
	/*
	 * The positions of each ply and of the ply before, while the
	 * accumulators of that ply are still to be made from those before:
	 * they are made when first needed (ataxx_ai_acc()), as a node cut
	 * off by the table, or ended, needs none.
	 */
	const struct ataxx_pos *acc_pos[ATAXX_AI_MAX_PLY + 1];
	const struct ataxx_pos *acc_parent[ATAXX_AI_MAX_PLY + 1];
};

#define popcount(b)	__builtin_popcountll(b)
#define lsb(b)		__builtin_ctzll(b)

/* The parameters of the search, by name (ataxx_ai_set_param()), and values. */
static const struct {
	const char	*name;
	size_t		 offset;
	int		 value;
} ataxx_ai_params[] = {
	{ "rfp_depth",	offsetof(struct ataxx_ai, rfp_depth), RFP_DEPTH },
	{ "rfp_margin",	offsetof(struct ataxx_ai, rfp_margin), RFP_MARGIN },
	{ "iir_depth",	offsetof(struct ataxx_ai, iir_depth), IIR_DEPTH },
	{ "history",	offsetof(struct ataxx_ai, history), HISTORY_PLY },
	{ "order",	offsetof(struct ataxx_ai, order), 1 },
	{ "fp_depth",	offsetof(struct ataxx_ai, fp_depth), FUTILITY_DEPTH },
	{ "fp_base",	offsetof(struct ataxx_ai, fp_base), FUTILITY_BASE },
	{ "fp_mult",	offsetof(struct ataxx_ai, fp_mult), FUTILITY_STEP },
	{ "se_depth",	offsetof(struct ataxx_ai, se_depth), SE_DEPTH },
	{ "lmr_base",	offsetof(struct ataxx_ai, lmr_base), LMR_LOG_BASE },
	{ "lmr_div",	offsetof(struct ataxx_ai, lmr_div), LMR_LOG_DIV },
	{ "lmr_first",	offsetof(struct ataxx_ai, lmr_first), LMR_FIRST },
	{ "lmr_pv",	offsetof(struct ataxx_ai, lmr_pv), 0 },
	{ "asp_window",	offsetof(struct ataxx_ai, asp_window), ASPIRATION_WINDOW },
	{ "asp_fh",	offsetof(struct ataxx_ai, asp_fh), 0 },
	{ "lmp_depth",	offsetof(struct ataxx_ai, lmp_depth), LMP_DEPTH },
	{ "lmp_base",	offsetof(struct ataxx_ai, lmp_base), LMP_BASE },
	{ "jump_prune",	offsetof(struct ataxx_ai, jump_prune), JUMP_PRUNE },
	{ "clone_bonus", offsetof(struct ataxx_ai, clone_bonus), CLONE_BONUS },
	{ "null_depth",	offsetof(struct ataxx_ai, null_depth), NULL_DEPTH },
	{ "time_scale",	offsetof(struct ataxx_ai, time_scale), TIME_SCALE },
};

/* Fills the table of reductions from the parameters. */
static void
ataxx_ai_tables(struct ataxx_ai *ai)
{
	double	 r;
	int	 d, i;

	for (d = 0; d < ATAXX_AI_MAX_PLY; d++)
		for (i = 0; i < ATAXX_MAX_MOVES; i++) {
			if (d < LMR_DEPTH || i < ai->lmr_first)
				r = 0;
			else if (ai->lmr_div > 0)
				r = ai->lmr_base / 100.0 + log(d) * log(i) *
				    100.0 / ai->lmr_div;
			else
				r = 1 + (i >= LMR_SECOND) + (i >= LMR_THIRD &&
				    d >= LMR_THIRD_DEPTH);
			ai->lmr[d][i] = r < 0 ? 0 : r > d ? d : (uint8_t)r;
		}
}

/* Creates a player with a transposition table of about mb megabytes. */
struct ataxx_ai *
ataxx_ai_new(unsigned int mb)
{
	struct ataxx_ai	*ai;
	void		*mem;
	int		 i;

	/* Aligned for the accumulators' vectors. */
	if (posix_memalign(&mem, 64, sizeof *ai) != 0)
		mem = xmalloc(sizeof *ai);
	ai = mem;
	memset(ai, 0, sizeof *ai);
	ai->net = &ataxx_nn_builtin;
	for (i = 0; i < ATAXX_AI_MAX_PLY; i++)
		ai->excluded[i] = ATAXX_NOMOVE;
	for (i = 0; i < (int)(sizeof ataxx_ai_params /
	    sizeof ataxx_ai_params[0]); i++)
		*(int *)((char *)ai + ataxx_ai_params[i].offset) =
		    ataxx_ai_params[i].value;
	ataxx_ai_tables(ai);
	ataxx_ai_resize(ai, mb);
	ataxx_ai_clear(ai);
	return (ai);
}

/* Frees a player. */
void
ataxx_ai_free(struct ataxx_ai *ai)
{
	if (ai != NULL) {
		free(ai->tt);
		free(ai);
	}
}

/* Sets the transposition table to the largest power of two within mb. */
void
ataxx_ai_resize(struct ataxx_ai *ai, unsigned int mb)
{
	uint64_t	 n = 1;

	if (mb < 1)
		mb = 1;
	while (n * 2 * sizeof *ai->tt <= (uint64_t)mb << 20)
		n *= 2;
	free(ai->tt);
	ai->tt = xmalloc_huge(n * sizeof *ai->tt);
	ai->tt_mask = n - 1;
}

/*
 * Makes a player evaluate with a network (the built-in one by default), or
 * with the weighed features of ataxx_ai_feat() if net is NULL.
 */
void
ataxx_ai_set_net(struct ataxx_ai *ai, const struct ataxx_nn *net)
{
	ai->net = net;
}


/* The number of a parameter of the search, by name in any case; or -1. */
int
ataxx_ai_param(const char *name)
{
	size_t	 i;

	for (i = 0; i < sizeof ataxx_ai_params / sizeof ataxx_ai_params[0];
	    i++)
		if (strcasecmp(name, ataxx_ai_params[i].name) == 0)
			return ((int)i);
	return (-1);
}

/* Sets a parameter of the search by name, for tuning; 0 if none such. */
int
ataxx_ai_set_param(struct ataxx_ai *ai, const char *name, int value)
{
	int	 i;

	if ((i = ataxx_ai_param(name)) < 0)
		return (0);
	*(int *)((char *)ai + ataxx_ai_params[i].offset) = value;
	ataxx_ai_tables(ai);
	return (1);
}

/* Forgets everything learnt: a new game. */
void
ataxx_ai_clear(struct ataxx_ai *ai)
{
	memset(ai->tt, 0, (ai->tt_mask + 1) * sizeof *ai->tt);
	memset(ai->hist, 0, sizeof ai->hist);
}

/*
 * The features of a position for the side to move, each ours less theirs
 * but the last: pieces, pieces with no empty neighbour (which nothing can
 * turn), pieces on the edge, in a corner, the empty squares we could
 * clone to, and 1, for the side to move.
 */
static inline __attribute__((always_inline)) void
ataxx_ai_feat(const struct ataxx_pos *p, int *f)
{
	ataxx_nn_feat(p, f);
	f[5] = 1;
}

/* Scores a position for the side to move, in hundredths of a piece. */
static inline __attribute__((always_inline)) int
ataxx_ai_eval(const struct ataxx_pos *p)
{
	int	 f[ATAXX_AI_FEATURES], score = 0, i;

	ataxx_ai_feat(p, f);
	for (i = 0; i < ATAXX_AI_FEATURES; i++)
		score += eval_weights[i] * f[i];
	return (score);
}

/* The features of a position, for tuning. */
void
ataxx_ai_features(const struct ataxx_pos *p, int *f)
{
	ataxx_ai_feat(p, f);
}

/* The weights of the features. */
void
ataxx_ai_weights(double *w)
{
	int	 i;

	for (i = 0; i < ATAXX_AI_FEATURES; i++)
		w[i] = eval_weights[i];
}

/* The same, for the other callers. */
ATAXX_HOT int
ataxx_ai_evaluate(const struct ataxx_pos *p)
{
	return (ataxx_nn_eval(&ataxx_nn_builtin, p));
}

/*
 * Makes the accumulators of ply, still to do, and of the plies before it
 * still to do (those to do run down from ply to the first ready one);
 * inlined into the search, so as to be built for its processors.
 */
static inline __attribute__((always_inline)) void
ataxx_ai_acc(struct ataxx_ai *ai, int ply)
{
	int	 from = ply;

	while (from > 0 && ai->acc_pos[from - 1] != NULL)
		from--;
	for (; from <= ply; from++) {
		ataxx_nn_move(ai->net, &ai->acc[from - 1], &ai->acc[from],
		    ai->acc_parent[from], ai->acc_pos[from]);
		ai->acc_pos[from] = NULL;
	}
}

/* Scores the position at ply. */
static inline __attribute__((always_inline)) int
ataxx_ai_score(struct ataxx_ai *ai, const struct ataxx_pos *p, int ply)
{
	if (ai->net != NULL) {
		if (ai->acc_pos[ply] != NULL)
			ataxx_ai_acc(ai, ply);
		return (ataxx_nn_output(ai->net, &ai->acc[ply], p));
	}
	return (ataxx_ai_eval(p));
}

/*
 * The accumulators of child, a move after p at ply (if any): to be made
 * from p's when needed.  Both positions stay where they are until then.
 */
static inline __attribute__((always_inline)) void
ataxx_ai_child(struct ataxx_ai *ai, const struct ataxx_pos *p,
    const struct ataxx_pos *child, int ply)
{
	if (ai->net != NULL) {
		ai->acc_pos[ply + 1] = child;
		ai->acc_parent[ply + 1] = p;
	}
}

/* The score of a finished game for the side to move, ply plies from root. */
static inline __attribute__((always_inline)) int
ataxx_ai_final(const struct ataxx_pos *p, int ply)
{
	int	 diff;

	diff = popcount(p->pieces[p->side]) - popcount(p->pieces[p->side ^ 1]);
	if (diff > 0)
		return (ATAXX_AI_WIN - ply);
	if (diff < 0)
		return (-ATAXX_AI_WIN + ply);
	return (0);
}

/* Stops the search when told to, or when out of time or nodes. */
static void
ataxx_ai_poll(struct ataxx_ai *ai)
{
	const struct ataxx_search_limits *l = ai->limits;

	if (ai_clock_up(&ai->clock))
		ai->aborted = 1;
	else if (l->nodes != 0 && ai->nodes >= l->nodes)
		ai->aborted = 1;
}

/* Win scores are stored relative to the node, not the root. */
static int
ataxx_ai_to_tt(int score, int ply)
{
	if (score >= WON)
		return (score + ply);
	if (score <= -WON)
		return (score - ply);
	return (score);
}

static int
ataxx_ai_from_tt(int score, int ply)
{
	if (score >= WON)
		return (score - ply);
	if (score <= -WON)
		return (score + ply);
	return (score);
}

/*
 * The move picker hands out moves best first without listing them all, so
 * that a node cut off early pays only for the moves it tried: the
 * transposition-table move, then for each number of flips from eight down,
 * the clones and then the jumps that make it, each by its history (unless
 * the order parameter is 0: by square); a clone is counted CLONE_BONUS
 * flips more, as it also adds a piece.  Flips are counted for every
 * square at once, in four bit planes, once the table's move has been
 * tried: a cut by it needs no count.  By history, the bench reaches its
 * depths with 17% fewer nodes; at 100000 nodes a move it scored 50.5%
 * against the order by square (44-13-43).
 */
struct ataxx_picker {
	uint64_t		 us, them, near, targets;
	uint64_t		 plane[4];	/* enemy neighbours, bit by bit */
	ataxx_move		 tt_move;	/* to give first */
	ataxx_move		 given;		/* given first: skip it later */
	int			 flips;		/* the count being handed out */
	int			 bonus;		/* flips a clone counts more */
	uint64_t		 ctargets;	/* clone targets not given yet */
	uint64_t		 clones;	/* its clones still to give */
	uint64_t		 jump_to;	/* its jump targets still to give */
	uint64_t		 jump_from;	/* sources for the first of them */
	const int16_t		(*hist)[ATAXX_SQUARES];	/* or NULL */
	int			 n, next;	/* the count's moves, by history */
	ataxx_move		 list[ATAXX_MAX_MOVES];
	int32_t			 key[ATAXX_MAX_MOVES];
};

static inline void
ataxx_picker_init(struct ataxx_picker *k, const struct ataxx_pos *p,
    ataxx_move tt_move, const int16_t (*hist)[ATAXX_SQUARES], int bonus)
{
	k->hist = hist;
	k->n = k->next = 0;
	k->us = p->pieces[p->side];
	k->them = p->pieces[p->side ^ 1];
	k->near = ataxx_singles(k->us);
	k->targets = (k->near | ataxx_singles(k->near | k->us)) & ataxx_empty(p);
	k->tt_move = tt_move;
	k->given = ATAXX_NOMOVE;
	k->ctargets = k->targets & k->near;
	k->bonus = bonus;
	k->flips = 9 + bonus;
	k->clones = k->jump_to = k->jump_from = 0;
	k->plane[0] = k->plane[1] = k->plane[2] = k->plane[3] = 0;
}

/* Full and half adders of bit planes, for the counts. */
#define ADD3(a, b, c, sum, carry) do {					\
	uint64_t _x = (a) ^ (b);					\
	(sum) = _x ^ (c);						\
	(carry) = ((a) & (b)) | ((c) & _x);				\
} while (0)
#define ADD2(a, b, sum, carry) do {					\
	(sum) = (a) ^ (b);						\
	(carry) = (a) & (b);						\
} while (0)

/*
 * Counts the enemy neighbours of every square: the eight shifted boards
 * added bit by bit by a tree of adders, into planes of weight 1, 2, 4, 8.
 */
static inline void
ataxx_picker_count(struct ataxx_picker *k)
{
	uint64_t	 them = k->them, d[8], s1, s2, s3, c1, c2, c3, c4;
	uint64_t	 t, e1, e2;

	d[0] = (them << 1) & ~ATAXX_FILE_A;
	d[1] = (them << 8) & ~ATAXX_FILE_A;
	d[2] = (them >> 6) & ~ATAXX_FILE_A;
	d[3] = (them >> 1) & ~ATAXX_FILE_G;
	d[4] = (them >> 8) & ~ATAXX_FILE_G;
	d[5] = (them << 6) & ~ATAXX_FILE_G;
	d[6] = them << 7;
	d[7] = them >> 7;
	ADD3(d[0], d[1], d[2], s1, c1);
	ADD3(d[3], d[4], d[5], s2, c2);
	ADD2(d[6], d[7], s3, c3);
	ADD3(s1, s2, s3, k->plane[0], c4);
	ADD3(c1, c2, c3, t, e1);
	ADD2(t, c4, k->plane[1], e2);
	ADD2(e1, e2, k->plane[2], k->plane[3]);
}

/* The squares with f enemy neighbours, once counted. */
static inline uint64_t
ataxx_picker_eq(const struct ataxx_picker *k, int f)
{
	if (f < 0 || f > 8)
		return (0);
	return (((f & 1) ? k->plane[0] : ~k->plane[0]) &
	    ((f & 2) ? k->plane[1] : ~k->plane[1]) &
	    ((f & 4) ? k->plane[2] : ~k->plane[2]) &
	    ((f & 8) ? k->plane[3] : ~k->plane[3]));
}

/* Whether a move from the table fits this position (keys can collide). */
static inline int
ataxx_picker_valid(const struct ataxx_picker *k, ataxx_move m)
{
	int	 from = ATAXX_FROM(m), to = ATAXX_TO(m);

	if (m == ATAXX_NOMOVE || m == ATAXX_PASS || to >= ATAXX_SQUARES ||
	    (k->targets & (1ULL << to)) == 0)
		return (0);
	if (from == to)
		return ((k->near & (1ULL << to)) != 0);
	return ((k->us & (1ULL << from)) && (ataxx_jumps[from] & (1ULL << to)));
}

/*
 * Lists the moves of the count being handed out with their keys: the
 * clones first, then the jumps, each by its history.
 */
static inline void
ataxx_picker_list(struct ataxx_picker *k)
{
	uint64_t	 from;
	int		 t, f, n = 0;

	for (; k->clones != 0; k->clones &= k->clones - 1) {
		t = __builtin_ctzll(k->clones);
		k->list[n] = ATAXX_CLONE(t);
		k->key[n++] = 2 * HISTORY_MAX + k->hist[t][t];
	}
	for (; k->jump_to != 0; k->jump_to &= k->jump_to - 1) {
		t = __builtin_ctzll(k->jump_to);
		for (from = ataxx_jumps[t] & k->us; from != 0;
		    from &= from - 1) {
			f = __builtin_ctzll(from);
			k->list[n] = ATAXX_MOVE(f, t);
			k->key[n++] = k->hist[f][t];
		}
	}
	k->n = n;
	k->next = 0;
}

/* The next move to try, or ATAXX_NOMOVE when all have been given. */
static inline __attribute__((always_inline)) ataxx_move
ataxx_picker_next(struct ataxx_picker *k)
{
	ataxx_move	 m;
	uint64_t	 set;
	int		 t, f;

	if (k->tt_move != ATAXX_NOMOVE) {
		m = k->tt_move;
		k->tt_move = ATAXX_NOMOVE;
		if (ataxx_picker_valid(k, m)) {
			k->given = m;
			return (m);
		}
	}
	for (;;) {
		if (k->next < k->n) {
			/* The best left of the count's moves. */
			for (t = f = k->next; t < k->n; t++)
				if (k->key[t] > k->key[f])
					f = t;
			m = k->list[f];
			k->list[f] = k->list[k->next];
			k->key[f] = k->key[k->next];
			k->next++;
		} else if (k->clones != 0) {
			t = __builtin_ctzll(k->clones);
			k->clones &= k->clones - 1;
			m = ATAXX_CLONE(t);
		} else if (k->jump_from != 0) {
			f = __builtin_ctzll(k->jump_from);
			k->jump_from &= k->jump_from - 1;
			m = ATAXX_MOVE(f, __builtin_ctzll(k->jump_to));
			if (k->jump_from == 0)
				k->jump_to &= k->jump_to - 1;
		} else if (k->jump_to != 0) {
			k->jump_from = ataxx_jumps[__builtin_ctzll(k->jump_to)] &
			    k->us;
			if (k->jump_from == 0)
				k->jump_to &= k->jump_to - 1;
			continue;
		} else {
			if (--k->flips < 0 || (k->targets | k->ctargets) == 0)
				return (ATAXX_NOMOVE);
			if (k->flips == 8 + k->bonus)
				ataxx_picker_count(k);
			/* Clones of flips - bonus, and jumps of flips. */
			k->clones = k->ctargets &
			    ataxx_picker_eq(k, k->flips - k->bonus);
			k->ctargets &= ~k->clones;
			set = k->targets & ataxx_picker_eq(k, k->flips);
			k->targets &= ~set;
			k->jump_to = set;
			if (k->hist != NULL)
				ataxx_picker_list(k);
			continue;
		}
		if (m != k->given)
			return (m);
	}
}

/*
 * Moves a history score by bonus (less than 0 for a malus), less as it
 * nears HISTORY_MAX the same way: it stays within +-HISTORY_MAX.
 */
static inline void
ataxx_ai_history(int16_t *h, int bonus)
{
	*h += bonus - *h * (bonus < 0 ? -bonus : bonus) / HISTORY_MAX;
}

/*
 * A cut by move m at a node depth plies from the frontier, after the moves
 * tried: m's history up, theirs down.
 */
static void
ataxx_ai_cut(struct ataxx_ai *ai, int side, ataxx_move m, int depth,
    const ataxx_move *tried, int ntried)
{
	int	 bonus, i;

	bonus = depth * depth * HISTORY_STEP;
	if (bonus > HISTORY_BONUS)
		bonus = HISTORY_BONUS;
	ataxx_ai_history(&ai->hist[side][ATAXX_FROM(m)][ATAXX_TO(m)], bonus);
	for (i = 0; i < ntried; i++)
		ataxx_ai_history(&ai->hist[side][ATAXX_FROM(tried[i])]
		    [ATAXX_TO(tried[i])], -bonus);
}

/* Makes m the start of the principal variation at ply. */
static void
ataxx_ai_update_pv(struct ataxx_ai *ai, int ply, ataxx_move m)
{
	int	 n = ai->pvlen[ply + 1];

	ai->pv[ply][0] = m;
	if (n > ATAXX_AI_MAX_PLY - 1)
		n = ATAXX_AI_MAX_PLY - 1;
	memcpy(&ai->pv[ply][1], ai->pv[ply + 1], n * sizeof m);
	ai->pvlen[ply] = n + 1;
}

static ATAXX_HOT int	ataxx_ai_node(struct ataxx_ai *,
			    const struct ataxx_pos *, int, int, int, int, int);

/*
 * Looks the position up in the transposition table entry e (if any): sets
 * *tt_move to its move, and returns 1 with its score in *score when that
 * score settles the node at this depth and window.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_probe(const struct tt_entry *e, const struct ataxx_pos *p,
    int depth, int alpha, int beta, int ply, ataxx_move *tt_move, int *score)
{
	int	 s;

	*tt_move = ATAXX_NOMOVE;
	if (e == NULL || e->key != p->key || e->flag == TT_NONE)
		return (0);
	*tt_move = e->move;
	s = ataxx_ai_from_tt(e->score, ply);
	if (ply > 0 && e->depth >= depth &&
	    (e->flag == TT_EXACT || (e->flag == TT_LOWER && s >= beta) ||
	    (e->flag == TT_UPPER && s <= alpha))) {
		*score = s;
		return (1);
	}
	return (0);
}

/*
 * The score of a node where the side to move has no move: the game's end
 * if the other side has none either, else the search of the pass.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_pass(struct ataxx_ai *ai, const struct ataxx_pos *p, int depth,
    int alpha, int beta, int ply)
{
	struct ataxx_pos	 child;
	int			 score;

	if (!ataxx_can_move(p, p->side ^ 1))
		return (ataxx_ai_final(p, ply));
	child = *p;
	ataxx_make(&child, ATAXX_PASS);
	ataxx_ai_child(ai, p, &child, ply);
	score = -ataxx_ai_node(ai, &child, depth - 1, -beta, -alpha, ply + 1,
	    0);
	ataxx_ai_update_pv(ai, ply, ATAXX_PASS);
	if (ply == 0)
		ai->root_best = ATAXX_PASS;
	return (score);
}

/*
 * The static score of a node off the principal variation, where one of the
 * prunings will look at it, or -INFINITE where none will (so as not to
 * pay for it).
 */
static inline __attribute__((always_inline)) int
ataxx_ai_prune_eval(struct ataxx_ai *ai, const struct ataxx_pos *p,
    int depth, int beta, int ply)
{
	if (beta < WON && beta > -WON && ((ai->null_depth > 0 &&
	    depth >= ai->null_depth) ||
	    depth <= ai->fp_depth || depth <= ai->rfp_depth))
		return (ataxx_ai_score(ai, p, ply));
	return (-INFINITE);
}

/*
 * Null move (NULL_DEPTH): where the side to move, scored eval, stands at
 * or above beta, the other side moves again (not a pass: no clock) in a
 * shallower search.  Returns 1 with the node's score in *score when that
 * search still reaches beta (or was aborted): the node is cut.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_null(struct ataxx_ai *ai, const struct ataxx_pos *p, uint64_t empty,
    int depth, int eval, int beta, int ply, int *score)
{
	struct ataxx_pos	 child;
	int			 s;

	if (ai->null_depth <= 0 || depth < ai->null_depth || eval < beta ||
	    popcount(empty) < NULL_EMPTY)
		return (0);
	child = *p;
	child.side ^= 1;
	child.key ^= ataxx_zobrist_side;
	ataxx_ai_child(ai, p, &child, ply);
	s = -ataxx_ai_node(ai, &child, depth - 1 - NULL_R, -beta, -beta + 1,
	    ply + 1, 0);
	if (ai->aborted) {
		*score = 0;
		return (1);
	}
	if (s >= beta) {
		*score = s >= WON ? beta : s;
		return (1);
	}
	return (0);
}

/*
 * Singular extension (SE_DEPTH): searches the other moves than tt_move,
 * the move from the table entry e, half as deep against the table's score
 * less a margin.  Sets *ext to the plies to search tt_move deeper (1 if it
 * alone reaches that, -1 if the others reach it and the table's score
 * reaches beta), or returns 1 with the node's score in *score when the
 * node is cut (multi-cut, or the search aborted).
 */
static inline __attribute__((always_inline)) int
ataxx_ai_singular(struct ataxx_ai *ai, const struct ataxx_pos *p,
    const struct ataxx_picker *pk, const struct tt_entry *e,
    ataxx_move tt_move, int depth, int beta, int ply, int *ext, int *score)
{
	int	 s, sb, v;

	if (ai->se_depth <= 0 || ply == 0 || depth < ai->se_depth ||
	    tt_move == ATAXX_NOMOVE || e->flag == TT_UPPER ||
	    e->depth < depth - 3 || (s = ataxx_ai_from_tt(e->score, ply)) >=
	    WON || s <= -WON || !ataxx_picker_valid(pk, tt_move))
		return (0);
	sb = s - SINGULAR_MARGIN * depth;
	ai->excluded[ply] = tt_move;
	v = ataxx_ai_node(ai, p, (depth - 1) / 2, sb - 1, sb, ply, 0);
	ai->excluded[ply] = ATAXX_NOMOVE;
	ai->pvlen[ply] = 0;
	if (ai->aborted) {
		*score = 0;
		return (1);
	}
	if (v < sb)
		*ext = 1;
	else if (sb >= beta) {
		*score = sb;
		return (1);
	} else if (s >= beta)
		*ext = -1;
	return (0);
}

/*
 * Futility (FUTILITY_DEPTH): whether move m cannot bring the score eval up
 * to alpha, even counting the pieces it wins and a margin for the rest.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_futile(const struct ataxx_ai *ai, const struct ataxx_picker *pk,
    ataxx_move m, int eval, int depth, int alpha)
{
	int	 gain;

	gain = 2 * popcount(ataxx_neighbours[ATAXX_TO(m)] & pk->them) +
	    ATAXX_IS_CLONE(m);
	return (eval + gain * EVAL_PIECE + ai->fp_base + ai->fp_mult * depth <=
	    alpha);
}

/*
 * Late-move reductions (LMR_FIRST): the plies to take off the search of m,
 * the i-th move tried by side at a node depth plies from the frontier,
 * fewer for a move with a good history, more for one with a bad one.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_reduction(const struct ataxx_ai *ai, int side, ataxx_move m, int i,
    int depth)
{
	int	 r;

	if ((r = ai->lmr[depth][i < ATAXX_MAX_MOVES ? i :
	    ATAXX_MAX_MOVES - 1]) == 0)
		return (0);
	if (ai->history > 0) {
		r -= ai->hist[side][ATAXX_FROM(m)][ATAXX_TO(m)] / ai->history;
		r = r < 0 ? 0 : r > depth - 2 ? depth - 2 : r;
	}
	return (r);
}

/*
 * Searches move m, the i-th tried after p: the first with the whole window
 * and ext plies deeper, the others with a null window, a late one reduced,
 * and again deeper and wider while they beat alpha.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_try(struct ataxx_ai *ai, const struct ataxx_pos *p, ataxx_move m,
    int i, int ext, int depth, int alpha, int beta, int ply)
{
	struct ataxx_pos	 child;
	int			 r, score;

	child = *p;
	ataxx_make(&child, m);
	ataxx_ai_child(ai, p, &child, ply);
	if (depth > TT_MIN_DEPTH)
		__builtin_prefetch(&ai->tt[child.key & ai->tt_mask]);
	if (i == 0)
		return (-ataxx_ai_node(ai, &child, depth - 1 + ext, -beta,
		    -alpha, ply + 1, 1));
	r = ataxx_ai_reduction(ai, p->side, m, i, depth);
	if (beta - alpha > 1 && ai->lmr_pv > 0)
		r = r > ai->lmr_pv ? r - ai->lmr_pv : 0;
	score = -ataxx_ai_node(ai, &child, depth - 1 - r, -alpha - 1, -alpha,
	    ply + 1, 1);
	if (score > alpha && r > 0)
		score = -ataxx_ai_node(ai, &child, depth - 1, -alpha - 1,
		    -alpha, ply + 1, 1);
	if (score > alpha && score < beta)
		score = -ataxx_ai_node(ai, &child, depth - 1, -beta, -alpha,
		    ply + 1, 1);
	return (score);
}

/*
 * Searches the moves the picker hands out, best first, until one cuts the
 * node off or the rest are futile; returns the best score (whatever it is
 * if the search aborts) and sets *best_move.  The move from the table is
 * searched ext plies deeper if it comes first.
 */
static inline __attribute__((always_inline)) int
ataxx_ai_moves(struct ataxx_ai *ai, const struct ataxx_pos *p,
    struct ataxx_picker *pk, ataxx_move tt_move, int ext, int eval, int depth,
    int alpha, int beta, int ply, ataxx_move *best_move)
{
	ataxx_move	 m, tried[HISTORY_TRIED];
	uint64_t	 before;
	int		 i, score, best = -INFINITE, ntried = 0;
	int		 pv = beta - alpha > 1;

	*best_move = ATAXX_NOMOVE;
	for (i = 0; (m = ataxx_picker_next(pk)) != ATAXX_NOMOVE; i++) {
		if (i > 0 && !pv && depth <= ai->fp_depth &&
		    eval > -INFINITE && best > -WON &&
		    ataxx_ai_futile(ai, pk, m, eval, depth, alpha))
			break;
		if (!pv && depth <= ai->lmp_depth && best > -WON &&
		    i >= ai->lmp_base + depth * depth)
			break;
		if (ai->jump_prune > 0 && ply > 0 && i >= ai->jump_prune &&
		    best > -WON && pk->flips == 0 && m != tt_move &&
		    !ATAXX_IS_CLONE(m))
			break;
		before = ai->nodes;
		score = ataxx_ai_try(ai, p, m, i, i == 0 && m == tt_move ?
		    ext : 0, depth, alpha, beta, ply);
		if (ply == 0)
			ai->root_nodes[m & 0xfff] += ai->nodes - before;
		if (ai->aborted)
			return (0);
		if (score > best) {
			best = score;
			*best_move = m;
			if (score > alpha) {
				alpha = score;
				ataxx_ai_update_pv(ai, ply, m);
				if (ply == 0)
					ai->root_best = m;
				if (alpha >= beta) {
					ataxx_ai_cut(ai, p->side, m, depth,
					    tried, ntried);
					break;
				}
			}
		}
		if (ntried < HISTORY_TRIED)
			tried[ntried++] = m;
	}
	return (best);
}

/* Negamax alpha-beta with a principal-variation window. */
static ATAXX_HOT int
ataxx_ai_node(struct ataxx_ai *ai, const struct ataxx_pos *p, int depth,
    int alpha, int beta, int ply, int can_null)
{
	struct ataxx_picker	 pk;
	ataxx_move		 best_move, tt_move, excl = ai->excluded[ply];
	struct tt_entry		*e;
	uint64_t		 empty;
	int			 score, best, pv, eval, ext = 0;

	ai->pvlen[ply] = 0;
	if ((++ai->nodes & POLL_MASK) == 0)
		ataxx_ai_poll(ai);
	if (ai->aborted)
		return (0);
	if (p->pieces[p->side] == 0)
		return (-ATAXX_AI_WIN + ply);
	if (p->pieces[p->side ^ 1] == 0)
		return (ATAXX_AI_WIN - ply);
	if ((empty = ataxx_empty(p)) == 0)
		return (ataxx_ai_final(p, ply));
	if (p->halfmoves >= ATAXX_DRAW_HALFMOVES)
		return (0);
	if (depth <= 0 || ply >= ATAXX_AI_MAX_PLY - 1)
		return (ataxx_ai_score(ai, p, ply));

	e = depth >= TT_MIN_DEPTH && excl == ATAXX_NOMOVE ?
	    &ai->tt[p->key & ai->tt_mask] : NULL;
	if (ataxx_ai_probe(e, p, depth, alpha, beta, ply, &tt_move, &score))
		return (score);

	/* Internal iterative reduction (IIR_DEPTH). */
	if (ai->iir_depth > 0 && tt_move == ATAXX_NOMOVE &&
	    depth >= ai->iir_depth)
		depth--;
	ataxx_picker_init(&pk, p, tt_move, ai->order ?
	    (const int16_t (*)[ATAXX_SQUARES])ai->hist[p->side] : NULL,
	    ai->clone_bonus);
	if (excl != ATAXX_NOMOVE)
		pk.given = excl;
	if (pk.targets == 0)
		return (ataxx_ai_pass(ai, p, depth, alpha, beta, ply));

	/* Off the principal variation, the node may be cut unsearched. */
	pv = beta - alpha > 1;
	eval = pv ? -INFINITE : ataxx_ai_prune_eval(ai, p, depth, beta, ply);
	if (!pv && excl == ATAXX_NOMOVE && depth <= ai->rfp_depth &&
	    eval > -INFINITE && eval - ai->rfp_margin * depth >= beta)
		return (eval);
	if (!pv && can_null && ataxx_ai_null(ai, p, empty, depth, eval, beta,
	    ply, &score))
		return (score);
	if (!pv && ataxx_ai_singular(ai, p, &pk, e, tt_move, depth, beta, ply,
	    &ext, &score))
		return (score);

	best = ataxx_ai_moves(ai, p, &pk, tt_move, ext, eval, depth, alpha,
	    beta, ply, &best_move);
	if (ai->aborted)
		return (0);
	if (e == NULL)
		return (best);
	e->key = p->key;
	e->move = best_move;
	e->score = ataxx_ai_to_tt(best, ply);
	e->depth = depth;
	e->flag = best <= alpha ? TT_UPPER : best >= beta ? TT_LOWER :
	    TT_EXACT;
	return (best);
}

/* A weak player's choice: every move searched, its score blurred by noise. */
static ATAXX_HOT ataxx_move
ataxx_ai_noisy(struct ataxx_ai *ai, const struct ataxx_pos *p, int depth,
    struct ataxx_search_info *info)
{
	ataxx_move		 moves[ATAXX_MAX_MOVES], best_move;
	struct ataxx_pos	 child;
	struct rng		 rng;
	int			 n, i, score, best = -INFINITE, noise;

	noise = ai->limits->noise;
	rng_seed(&rng, ai->limits->seed, p->key);
	n = ataxx_movegen(p, moves);
	best_move = moves[0];
	for (i = 0; i < n; i++) {
		child = *p;
		ataxx_make(&child, moves[i]);
		ataxx_ai_child(ai, p, &child, 0);
		score = -ataxx_ai_node(ai, &child, depth - 1, -INFINITE,
		    INFINITE, 1, 1);
		if (ai->aborted)
			break;
		score += (int)rng_below(&rng, 2 * noise + 1) - noise;
		if (score > best) {
			best = score;
			best_move = moves[i];
		}
	}
	info->depth = depth;
	info->score = best;
	info->pvlen = 1;
	info->pv[0] = best_move;
	return (best_move);
}

/*
 * One iteration at the root: within a window around the score before,
 * widened on the side it fails until the score falls inside.
 */
static int
ataxx_ai_root(struct ataxx_ai *ai, const struct ataxx_pos *p, int depth,
    int prev)
{
	int	 alpha = -INFINITE, beta = INFINITE, score, fh = 0;
	int	 delta = ai->asp_window > 0 ? ai->asp_window : 1;

	if (depth >= ASPIRATION_DEPTH && prev > -WON && prev < WON) {
		alpha = prev - delta;
		beta = prev + delta;
	}
	for (;;) {
		score = ataxx_ai_node(ai, p, depth - fh, alpha, beta, 0, 0);
		if (ai->aborted)
			return (score);
		if (score <= alpha && alpha > -INFINITE) {
			alpha = score - delta < -WON ? -INFINITE : score - delta;
			fh = 0;
		} else if (score >= beta && beta < INFINITE) {
			beta = score + delta > WON ? INFINITE : score + delta;
			if (fh < ai->asp_fh && depth - fh > ASPIRATION_DEPTH)
				fh++;
		} else
			return (score);
		delta *= 2;
	}
}


/* The time after which no new iteration begins: TIME_SCALE. */
static int64_t
ataxx_ai_soft(const struct ataxx_ai *ai, const struct ataxx_search_limits *l,
    ataxx_move best)
{
	double	 share;

	if (ai->time_scale <= 0 || l->hard_ms <= 0 ||
	    l->soft_ms >= l->hard_ms || ai->nodes == 0 ||
	    best == ATAXX_NOMOVE || best == ATAXX_PASS)
		return (l->soft_ms);
	share = (double)ai->root_nodes[best & 0xfff] / ai->nodes;
	return ((int64_t)(l->soft_ms * (TIME_SHARE_MAX / 100.0 - share) *
	    ai->time_scale / 100.0));
}

/*
 * Searches a position within the limits and returns the best move found
 * (ATAXX_PASS if passing is the only move, ATAXX_NOMOVE if the game is over).
 */
ataxx_move
ataxx_ai_search(struct ataxx_ai *ai, const struct ataxx_pos *p,
    const struct ataxx_search_limits *limits, struct ataxx_search_info *info)
{
	ataxx_move	 moves[ATAXX_MAX_MOVES], best;
	int		 depth, max_depth, score = 0, n;
	int64_t		 ms;

	memset(info, 0, sizeof *info);
	ai->limits = limits;
	ai->nodes = 0;
	ai->aborted = 0;
	memset(ai->root_nodes, 0, sizeof ai->root_nodes);
	ai_clock_start(&ai->clock, limits->hard_ms, limits->stop);
	if (ai->net != NULL) {
		ataxx_nn_refresh(ai->net, p, &ai->acc[0]);
		memset(ai->acc_pos, 0, sizeof ai->acc_pos);
	}

	if ((n = ataxx_movegen(p, moves)) == 0)
		return (ATAXX_NOMOVE);
	best = moves[0];
	if (n == 1) {
		info->pvlen = 1;
		info->pv[0] = best;
		return (best);
	}
	max_depth = limits->depth > 0 ? limits->depth : ATAXX_AI_MAX_PLY - 1;
	if (max_depth > ATAXX_AI_MAX_PLY - 1)
		max_depth = ATAXX_AI_MAX_PLY - 1;
	if (limits->noise > 0) {
		best = ataxx_ai_noisy(ai, p, max_depth, info);
		info->nodes = ai->nodes;
		info->ms = ai_clock_ms(&ai->clock);
		return (best);
	}

	for (depth = 1; depth <= max_depth; depth++) {
		ai->root_best = ATAXX_NOMOVE;
		score = ataxx_ai_root(ai, p, depth, score);
		if (ai->root_best != ATAXX_NOMOVE)
			best = ai->root_best;
		if (ai->aborted)
			break;
		ms = ai_clock_ms(&ai->clock);
		info->depth = depth;
		info->score = score;
		info->nodes = ai->nodes;
		info->ms = ms;
		info->pvlen = ai->pvlen[0];
		memcpy(info->pv, ai->pv[0], ai->pvlen[0] * sizeof best);
		if (limits->report != NULL)
			limits->report(info, limits->arg);
		if (score >= WON || score <= -WON)
			break;
		if (limits->soft_ms > 0 &&
		    ms >= ataxx_ai_soft(ai, limits, best))
			break;
	}
	info->nodes = ai->nodes;
	info->ms = ai_clock_ms(&ai->clock);
	return (best);
}

/*
 * Fills search limits for a level: 1 and 2 are beginners who search one move
 * and often misjudge it, 3 to 7 look further ahead, and 8 searches for its
 * whole budget.  Levels 1 to 7 search to their depth whatever the time, so
 * that they play alike on every machine; only level 8 stops at the budget.
 * Level 1's noise keeps it as far below level 2 as it was before the
 * evaluation was tuned: it scored 18% and 12% in 100 games against it
 * from two seeds, where it had scored 15% and 23% (250 gave 36%).  With
 * the network of 8 orbits it scored 18%, 14% and 18% (ataxx_tune match
 * -l 1,2 -s 1, 2 and 3 net net data/ataxx/openings.fen; 300 gave 24%,
 * 500 13%); with that of 16, 20%, 15% and 17% (420 gave 14%, 6% and 12%,
 * 340 17%, 13% and 14%, 300 22.5%, 19% and 16.5%), and each level from 3
 * to 7 beats the one below by 74% to 92.5% (-l 2,3 to -l 6,7, -g 40).
 * With that of 16 trained on 6.3 million records, 19%, 16% and 10%; each
 * level from 3 to 7 beats the one below by 61% to 95%, 4 beats 3 by 70.5%
 * over 100 games.  With that trained on 11 million, singular extensions
 * and moves by history, 20%, 22.5% and 19%; each level from 3 to 7 beats
 * the one below by 70% to 99%.  With the reductions by log and quiet
 * jumps pruned, level 1 scored 17.5% against level 2, and each level from
 * 3 to 7 beat the one below by 75% to 100% (ataxx_tune match -l 1,2 to
 * -l 6,7 -g 40 -s 1 net net data/ataxx/openings.fen).  With the network
 * trained further, from that one, on 4.4 million new records, level 1
 * scored 19%, 24% and 21% against level 2 (-s 1, 2 and 3), and each level
 * from 3 to 7 beat the one below by 72.5% to 100%.
 */
void
ataxx_ai_level(int level, int64_t budget_ms, struct ataxx_search_limits *l)
{
	static const struct {
		int	depth;
		int	noise;
	} levels[ATAXX_AI_LEVELS] = {
		{ 1, 320 }, { 1, 80 }, { 2, 20 }, { 3, 0 },
		{ 4, 0 }, { 5, 0 }, { 7, 0 }, { 0, 0 }
	};

	memset(l, 0, sizeof *l);
	if (level < 1)
		level = 1;
	if (level > ATAXX_AI_LEVELS)
		level = ATAXX_AI_LEVELS;
	l->depth = levels[level - 1].depth;
	l->noise = levels[level - 1].noise;
	if (l->depth == 0) {
		l->hard_ms = budget_ms;
		l->soft_ms = budget_ms;
	}
}
