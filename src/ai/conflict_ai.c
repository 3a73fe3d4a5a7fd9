/*
 * conflict_ai.c: the computer player of Conflict.
 *
 * Dice make a deep search pointless, so the player scores moves with what
 * the dice make likely.  Before choosing, it maps the board: for every
 * square, the chance that some enemy piece can land there on the enemies'
 * next rolls (a piece that reaches a square with k of the six numbers is
 * there with one of two dice with chance 1 - ((6 - k) / 6)^2), and how far
 * each kind of piece is from the nearest enemy base.  A move then scores
 * what it captures or loses, the danger it leaves and enters, the ground
 * it gains, and the bases it threatens.  Levels 4 and 5 plan both dice
 * together, then play their best plans on through a few rounds of random
 * rolls (the same rolls for every plan, so that luck does not choose), each
 * seat answering as level 3 would, and keep the plan that leaves them
 * strongest on average: an expected outcome over the dice, found by
 * sampling them.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "ai/conflict_ai.h"
#include "ai/shared.h"
#include "rng.h"

#define AI_BASE_VALUE		60.0	/* a base, besides what it holds */
#define AI_AVAIL		0.9	/* an available piece, to one in play */
#define AI_RESERVE		0.7
#define AI_PROGRESS		0.4	/* a step nearer an enemy base */
#define AI_ENTER		2.0	/* bringing a piece in */
#define AI_THREAT		0.25	/* of a base it may reach next turn */
#define AI_PASS			(-0.5)	/* a die left unused */
#define AI_ATTACK		0.3	/* of a piece it may capture next turn */
#define AI_PATIENCE		150	/* rounds before caution wanes */
#define AI_FAR			60	/* the distance of the unreachable */
#define AI_FIRST		12	/* first moves planned further (4, 5) */
#define AI_DEEP			6	/* the plans played on */
#define AI_PLAYOUTS		24	/* futures played for each, at 5 (as
				   many as fit in 3/4 of its budget) */
#define AI_PLAYOUTS_4		6	/* and at 4, however long they take */
#define AI_HORIZON		2	/* rounds of rolls in a future */
#define AI_WON			1000.0	/* a playout's end: won or lost */

static const double conflict_ai_value[CONFLICT_KINDS] = { 10, 9, 13, 10, 11 };

/* The map of the board as one seat sees it. */
struct conflict_ai_maps {
	int		 me;
	double		 danger[2][CONFLICT_SQUARES];	/* by all; by non-planes */
	double		 base_threat[CONFLICT_SQUARES];	/* by the piece there */
	uint8_t		 dist[3][CONFLICT_SQUARES];	/* land, water, air */
	int8_t		 target[3][CONFLICT_SQUARES];	/* to which base */
	double		 worth[CONFLICT_PLAYERS];	/* a base's takeover */
	double		 caution;	/* how much danger counts */
	int16_t		 enemies[CONFLICT_PLAYERS * 16];	/* their squares */
	int		 nenemies;
	double		 material[CONFLICT_PLAYERS];	/* by root */
};

struct conflict_ai {
	const struct ai_limits	*limits;
	struct rng			 rng;
	struct ai_clock			 clock;
	struct conflict_ai_info		*info;
};

/* Which distance map a kind uses. */
static inline int
conflict_ai_class(int kind)
{
	if (kind <= CONFLICT_GUN)
		return (0);
	return (kind == CONFLICT_PLANE ? 2 : 1);
}

/* What a root holds: its pieces, valued, and a base for each colour. */
static void
conflict_ai_material(const struct conflict_pos *p, double *material)
{
	int	 c, k, sq, piece;

	memset(material, 0, CONFLICT_PLAYERS * sizeof *material);
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		for (k = 0; k < CONFLICT_KINDS; k++)
			material[conflict_root(p, c)] += conflict_ai_value[k] *
			    (AI_AVAIL * p->avail[c][k] +
			    AI_RESERVE * p->reserve[c][k]);
	}
	for (sq = conflict_set_next(&p->occupied, 0); sq >= 0;
	    sq = conflict_set_next(&p->occupied, sq + 1))
		if ((piece = p->sq[sq]) != 0)
			material[conflict_root(p, CONFLICT_COLOUR(piece))] +=
			    conflict_ai_value[CONFLICT_KIND(piece)];
}

/*
 * How many steps each kind of piece is from the nearest enemy base,
 * without crossing a mine that would destroy it.
 */
static void
conflict_ai_distances(const struct conflict_pos *p, struct conflict_ai_maps *mp)
{
	static const int kinds[3] = { CONFLICT_CANNON, CONFLICT_SHIP,
	    CONFLICT_PLANE };
	const struct conflict_board	*b = p->b;
	int16_t				 queue[CONFLICT_SQUARES];
	int				 cls, c, head, tail, sq, i, n;
	uint8_t				*d;

	for (cls = 0; cls < 3; cls++) {
		d = mp->dist[cls];
		memset(d, AI_FAR, b->h * CONFLICT_STRIDE);
		head = tail = 0;
		for (c = 0; c < CONFLICT_PLAYERS; c++) {
			if (conflict_root(p, c) == mp->me)
				continue;
			d[b->base[c]] = 0;
			mp->target[cls][b->base[c]] = c;
			queue[tail++] = b->base[c];
		}
		while (head < tail) {
			sq = queue[head++];
			for (i = 0; i < b->nnear[sq]; i++) {
				n = b->near[sq][i];
				if (d[n] != AI_FAR ||
				    !conflict_set_has(&b->moves_on[kinds[cls]],
				    n) || (b->mine[n] >= 0 &&
				    conflict_root(p, b->mine[n]) != mp->me))
					continue;
				d[n] = d[sq] + 1;
				mp->target[cls][n] = mp->target[cls][sq];
				queue[tail++] = n;
			}
		}
	}
}

/* The chance of a piece reaching a square it reaches with k numbers. */
static inline double
conflict_ai_odds(int k)
{
	double	 miss = (6.0 - k) / 6.0;

	return (1.0 - miss * miss);
}

/* Adds what one enemy piece (or one coming in) can reach next turn. */
static void
conflict_ai_danger_from(const struct conflict_pos *p,
    struct conflict_ai_maps *mp, int start, int kind, int colour, int on_board)
{
	struct conflict_set	 layers[CONFLICT_PATH_MAX], any;
	int			 d, sq, c, i, count;
	double			 odds, threat = 0;

	conflict_layers(p, start, kind, colour, layers);
	any = layers[1];
	for (d = 2; d <= CONFLICT_DIE_MAX; d++)
		for (i = 0; i < CONFLICT_WORDS; i++)
			any.w[i] |= layers[d].w[i];
	for (sq = conflict_set_next(&any, 0); sq >= 0;
	    sq = conflict_set_next(&any, sq + 1)) {
		if (sq == start)
			continue;
		for (count = 0, d = 1; d <= CONFLICT_DIE_MAX; d++)
			count += conflict_set_has(&layers[d], sq);
		odds = conflict_ai_odds(count);
		mp->danger[0][sq] = 1 - (1 - mp->danger[0][sq]) * (1 - odds);
		if (kind != CONFLICT_PLANE)
			mp->danger[1][sq] = 1 - (1 - mp->danger[1][sq]) *
			    (1 - odds);
		for (c = 0; c < CONFLICT_PLAYERS; c++)
			if (p->b->base[c] == sq &&
			    conflict_root(p, c) == mp->me && odds > threat)
				threat = odds;
	}
	if (on_board && threat > mp->base_threat[start])
		mp->base_threat[start] = threat;
}

/* What the colours hanging from (and including) a colour hold. */
static double
conflict_ai_subtree(const struct conflict_pos *p, int top)
{
	double	 v = 0;
	int	 c, k, a, sq, piece;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		for (a = c; a >= 0 && a != top; a = p->parent[a])
			;
		if (a != top)
			continue;
		v += AI_BASE_VALUE / 2;
		for (k = 0; k < CONFLICT_KINDS; k++)
			v += conflict_ai_value[k] * (AI_AVAIL * p->avail[c][k] +
			    AI_RESERVE * p->reserve[c][k]);
		for (sq = conflict_set_next(&p->occupied, 0); sq >= 0;
		    sq = conflict_set_next(&p->occupied, sq + 1))
			if ((piece = p->sq[sq]) != 0 &&
			    CONFLICT_COLOUR(piece) == c)
				v += conflict_ai_value[CONFLICT_KIND(piece)];
	}
	return (v);
}

/* Maps the board for a seat. */
static void
conflict_ai_map(const struct conflict_pos *p, int me,
    struct conflict_ai_maps *mp, int danger)
{
	int	 sq, piece, c, k, squares;
	double	 rounds;

	mp->me = me;
	/* A war of waiting is no war: caution wanes as the rounds go by. */
	rounds = (double)p->rolls / p->nplayers;
	mp->caution = 1.0 - 0.75 * (rounds >= AI_PATIENCE ? 1.0 :
	    rounds / AI_PATIENCE);
	conflict_ai_material(p, mp->material);
	conflict_ai_distances(p, mp);
	for (c = 0; c < CONFLICT_PLAYERS; c++)
		mp->worth[c] = conflict_root(p, c) == me ? 0 :
		    conflict_ai_subtree(p, c);
	/* Only the board's rows: a large map's maps are large. */
	squares = p->b->h * CONFLICT_STRIDE;
	memset(mp->danger[0], 0, squares * sizeof mp->danger[0][0]);
	memset(mp->danger[1], 0, squares * sizeof mp->danger[1][0]);
	memset(mp->base_threat, 0, squares * sizeof mp->base_threat[0]);
	mp->nenemies = 0;
	for (sq = conflict_set_next(&p->occupied, 0); sq >= 0;
	    sq = conflict_set_next(&p->occupied, sq + 1)) {
		piece = p->sq[sq];
		if (piece == 0 || conflict_root(p, CONFLICT_COLOUR(piece)) == me)
			continue;
		if (mp->nenemies < (int)(sizeof mp->enemies /
		    sizeof mp->enemies[0]))
			mp->enemies[mp->nenemies++] = sq;
		if (danger)
			conflict_ai_danger_from(p, mp, sq, CONFLICT_KIND(piece),
			    CONFLICT_COLOUR(piece), 1);
	}
	if (!danger)
		return;
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (conflict_root(p, c) == me ||
		    !conflict_alive(p, conflict_root(p, c)))
			continue;
		for (k = 0; k < CONFLICT_KINDS; k++)
			if (p->avail[c][k] > 0)
				conflict_ai_danger_from(p, mp, p->b->base[c],
				    k, c, 0);
	}
}

/* The chance that a piece on a square can reach an enemy base next turn. */
static double
conflict_ai_reach_odds(int dist)
{
	if (dist < 1 || dist > CONFLICT_DIE_MAX)
		return (0);
	return (conflict_ai_odds(CONFLICT_DIE_MAX + 1 - dist));
}

/*
 * What a piece on a square could capture next turn: the best enemy piece
 * in its reach, by the chance of reaching it.
 */
static double
conflict_ai_prey(const struct conflict_pos *p,
    const struct conflict_ai_maps *mp, int from, int kind, int colour)
{
	struct conflict_set	 layers[CONFLICT_PATH_MAX];
	int			 d, i, sq, piece, count;
	double			 best = 0, v;

	if (mp->nenemies == 0)
		return (0);
	conflict_layers(p, from, kind, colour, layers);
	for (i = 0; i < mp->nenemies; i++) {
		sq = mp->enemies[i];
		piece = p->sq[sq];
		if (!conflict_can_take(kind, CONFLICT_KIND(piece)))
			continue;
		count = 0;
		for (d = 1; d <= CONFLICT_DIE_MAX; d++)
			count += conflict_set_has(&layers[d], sq);
		if (count == 0)
			continue;
		v = conflict_ai_odds(count) *
		    conflict_ai_value[CONFLICT_KIND(piece)];
		if (v > best)
			best = v;
	}
	return (best);
}

/* Scores one move for the seat to move, by the maps of the position. */
static double
conflict_ai_score(const struct conflict_pos *p,
    const struct conflict_ai_maps *mp, const struct conflict_move *m,
    int level)
{
	const struct conflict_board	*b = p->b;
	int				 from = m->path[0];
	int				 to = m->path[m->len - 1];
	int				 kind, colour, cls, victim, c, i;
	int				 takeover = 0;
	const double			*danger;
	double				 v, s = 0;

	switch (m->type) {
	case CONFLICT_MOVE_RESERVE:
		return (1000 + conflict_ai_value[m->kind]);
	case CONFLICT_MOVE_PASS:
	case CONFLICT_MOVE_DECLINE:
		return (AI_PASS);
	case CONFLICT_MOVE_ENTER:
		kind = m->kind;
		colour = m->colour;
		s += AI_ENTER;
		break;
	default:
		kind = CONFLICT_KIND(p->sq[from]);
		colour = CONFLICT_COLOUR(p->sq[from]);
		break;
	}
	v = conflict_ai_value[kind];
	cls = conflict_ai_class(kind);
	danger = mp->danger[kind == CONFLICT_GUN || kind == CONFLICT_SUB];
	victim = p->sq[to];
	for (i = 1; i < m->len; i++) {
		if (conflict_hostile_mine(p, m->path[i], colour)) {
			/* The piece is lost, and what rests on the mine. */
			s -= v;
			if (p->sq[m->path[i]] != 0)
				s += conflict_ai_value[
				    CONFLICT_KIND(p->sq[m->path[i]])] +
				    mp->base_threat[m->path[i]] *
				    (mp->material[mp->me] + AI_BASE_VALUE);
			if (m->type == CONFLICT_MOVE_PIECE)
				s += v * danger[from];
			return (s - AI_ENTER);
		}
	}
	if (victim != 0)
		s += conflict_ai_value[CONFLICT_KIND(victim)] +
		    mp->base_threat[to] * (mp->material[mp->me] +
		    AI_BASE_VALUE);
	if (b->terrain[to] == CONFLICT_BASE) {
		for (c = 0; c < CONFLICT_PLAYERS; c++) {
			if (b->base[c] != to || conflict_root(p, c) == mp->me)
				continue;
			/* Whoever could strike back there is taken over. */
			takeover = 1;
			s += AI_BASE_VALUE + conflict_ai_subtree(p, c);
		}
	}
	s += AI_PROGRESS * ((int)mp->dist[cls][from] - (int)mp->dist[cls][to]);
	if (level < 3)
		return (s);
	if (!takeover)
		s -= v * danger[to] * mp->caution;
	if (m->type == CONFLICT_MOVE_PIECE)
		s += v * danger[from] * mp->caution;
	if (!takeover)
		s += AI_ATTACK * (1 - danger[to]) * conflict_ai_prey(p, mp, to,
		    kind, colour);
	if (!takeover)
		s += AI_THREAT * conflict_ai_reach_odds(mp->dist[cls][to]) *
		    (1 - danger[to]) * (AI_BASE_VALUE +
		    mp->worth[mp->target[cls][to]]);
	return (s);
}

/* Scores every move of a list. */
static void
conflict_ai_score_all(struct conflict_ai *ai, const struct conflict_pos *p,
    const struct conflict_ai_maps *mp, const struct conflict_moves *ml,
    double *score, int level)
{
	int	 i;

	for (i = 0; i < ml->n; i++)
		score[i] = conflict_ai_score(p, mp, &ml->list[i], level) +
		    (rng_next(&ai->rng) >> 11) * 0x1.0p-53 * 0.01;
	if (ai->info != NULL)
		ai->info->candidates += ml->n;
}

/* The best of a list by its scores. */
static int
conflict_ai_best(const double *score, int n)
{
	int	 i, best = 0;

	for (i = 1; i < n; i++)
		if (score[i] > score[best])
			best = i;
	return (best);
}

/* Plays the seat to move's best move by level 3's scores, for a roll. */
static double
conflict_ai_greedy(struct conflict_ai *ai, struct conflict_pos *p, int level)
{
	struct conflict_moves		 ml;
	struct conflict_effect		 e;
	struct conflict_ai_maps		*mp;
	double				*score, total = 0;
	int				 seat = p->turn, best, moves = 0;

	mp = malloc(sizeof *mp);
	conflict_moves_init(&ml);
	while (mp != NULL && !p->over && p->dice[0] != 0 && p->turn == seat &&
	    moves++ < 3) {
		if (conflict_movegen(p, &ml) == 0)
			break;
		conflict_ai_map(p, seat, mp, level >= 3);
		if ((score = malloc(ml.n * sizeof *score)) == NULL)
			break;
		conflict_ai_score_all(ai, p, mp, &ml, score, level);
		best = conflict_ai_best(score, ml.n);
		total += score[best];
		conflict_apply(p, &ml.list[best], &e);
		free(score);
	}
	conflict_moves_free(&ml);
	free(mp);
	return (total);
}

/* What a seat holds at the end of a playout, against the others. */
static double
conflict_ai_outcome(const struct conflict_pos *p, int me)
{
	double	 material[CONFLICT_PLAYERS], others = 0;
	int	 s, n = 0;

	if (!conflict_alive(p, me))
		return (-AI_WON);
	if (p->over)
		return (AI_WON);
	conflict_ai_material(p, material);
	for (s = 0; s < p->nplayers; s++) {
		if (s == me || !conflict_alive(p, s))
			continue;
		others += material[s];
		n++;
	}
	return (material[me] - others / n);
}

/*
 * Plays a position on for a few rounds of dice from a seed, every seat
 * choosing as level 3 does; says how it went for me.
 */
static double
conflict_ai_playout(struct conflict_ai *ai, const struct conflict_pos *start,
    int me, uint64_t seed)
{
	struct conflict_pos	 q = *start;
	struct conflict_move	 roll;
	struct conflict_effect	 e;
	struct rng		 dice;
	int			 rolls = 0, limit = AI_HORIZON * q.nplayers;

	rng_seed(&dice, seed, 0x64696365ULL);
	while (!q.over && rolls <= limit) {
		if (q.dice[0] == 0) {
			if (rolls++ == limit)
				break;
			conflict_roll_random(&roll, &dice);
			conflict_apply(&q, &roll, &e);
			continue;
		}
		conflict_ai_greedy(ai, &q, 3);
	}
	if (ai->info != NULL)
		ai->info->positions++;
	return (conflict_ai_outcome(&q, me));
}

/*
 * Chooses the move of the seat to move, for levels 4 and 5: the best first
 * moves by their scores, each with its best second move, then the best few
 * of those plans played on through the same futures of dice, the plan that
 * fares best in them chosen.
 */
static int
conflict_ai_plan(struct conflict_ai *ai, const struct conflict_pos *p,
    const struct conflict_moves *ml, const double *score, int level)
{
	struct conflict_pos	 q, plan[AI_DEEP];
	struct conflict_effect	 e;
	int			 top[AI_FIRST], order[AI_DEEP], n, i, r;
	int			 playouts;
	int			 best, deep;
	double			 total[AI_FIRST], sum[AI_DEEP], best_value;
	uint64_t		 seed;

	n = ai_top(score, ml->n, top, AI_FIRST);
	for (i = 0; i < n; i++) {
		q = *p;
		conflict_apply(&q, &ml->list[top[i]], &e);
		total[i] = score[top[i]];
		if (q.turn == p->turn && q.dice[0] != 0 && !q.over)
			total[i] += conflict_ai_greedy(ai, &q, 3);
	}

	/* The best few plans, each played on in the same futures. */
	if ((deep = ai_top(total, n, order, AI_DEEP)) == 0)
		return (0);
	for (i = 0; i < deep; i++) {
		plan[i] = *p;
		conflict_apply(&plan[i], &ml->list[top[order[i]]], &e);
		if (plan[i].turn == p->turn && plan[i].dice[0] != 0 &&
		    !plan[i].over)
			conflict_ai_greedy(ai, &plan[i], 3);
		sum[i] = 0;
	}
	playouts = level == 4 ? AI_PLAYOUTS_4 : AI_PLAYOUTS;
	for (r = 0; r < playouts; r++) {
		/* A round at least, unless told to stop. */
		if (r == 0 ? ai_clock_stopped(&ai->clock) :
		    ai_clock_up(&ai->clock))
			break;
		seed = rng_next(&ai->rng);
		for (i = 0; i < deep; i++)
			sum[i] += conflict_ai_playout(ai, &plan[i], p->turn,
			    seed);
	}
	best = order[0];
	best_value = sum[0];
	for (i = 1; i < deep; i++)
		if (sum[i] > best_value) {
			best_value = sum[i];
			best = order[i];
		}
	return (top[best]);
}

/* Chooses a move for the seat to move, by the level. */
void
conflict_ai_choose(const struct conflict_pos *p,
    const struct ai_limits *limits, struct conflict_move *out,
    struct conflict_ai_info *info)
{
	struct conflict_moves		 ml;
	struct conflict_ai_maps		*mp;
	struct conflict_ai		 ai;
	double				*score;
	int				 i, n, pick, level = limits->level;

	memset(&ai, 0, sizeof ai);
	ai.limits = limits;
	ai.info = info;
	rng_seed(&ai.rng, limits->seed, 0x636f6e666c696374ULL);
	/* Only level 5 is bound by time; the stop flag binds every level. */
	ai_clock_start(&ai.clock, level >= CONFLICT_AI_LEVELS ?
	    limits->budget_ms * 3 / 4 : 0, limits->stop);
	if (info != NULL)
		memset(info, 0, sizeof *info);

	memset(out, 0, sizeof *out);
	out->type = CONFLICT_MOVE_PASS;
	conflict_moves_init(&ml);
	if ((n = conflict_movegen(p, &ml)) == 0) {
		conflict_moves_free(&ml);
		return;
	}
	if (level <= 1) {
		/* Any move, but a reserve piece is always worth taking. */
		pick = -1;
		for (i = 0; i < n; i++)
			if (ml.list[i].type == CONFLICT_MOVE_RESERVE)
				pick = i;
		if (pick < 0 && n > 1)
			pick = rng_below(&ai.rng, n - 1);	/* not pass */
		*out = ml.list[pick < 0 ? n - 1 : pick];
		conflict_moves_free(&ml);
		return;
	}
	mp = malloc(sizeof *mp);
	score = malloc(n * sizeof *score);
	if (mp == NULL || score == NULL) {
		*out = ml.list[n - 1];
		goto done;
	}
	conflict_ai_map(p, p->turn, mp, level >= 3);
	conflict_ai_score_all(&ai, p, mp, &ml, score, level);
	if (level <= 3)
		pick = conflict_ai_best(score, n);
	else
		pick = conflict_ai_plan(&ai, p, &ml, score, level);
	*out = ml.list[pick];
done:
	free(score);
	free(mp);
	conflict_moves_free(&ml);
}
