/*
 * conqueror_ai.c: the computer player of Conqueror.
 *
 * A position is valued cell by cell: a cell is worth something to its
 * owner, and so are the pawns on it beyond the first (cells still to
 * claim, or fights still to win: less so the farther they are from a
 * cell not the owner's).  A cell an enemy stack next to it could take (a
 * neighbour with q pawns can move q - 1, and takes a cell of p pawns if
 * q - 1 > p) is worth less, the more so if that enemy moves before its
 * owner, and a little more to the enemy.  The player adds up what it
 * holds and takes away what its rivals hold, the leading rival weighing
 * most, since the most cells win.  Since a cell's value depends only on
 * it and its neighbours, a move's gain is found from the cells around it
 * alone.
 *
 * Moves are too many to try every pawn count (a cell of k pawns gives
 * k - 1 of them to each neighbour), so a few counts are tried for each
 * pair of cells: one, half, all but one, just enough to win a fight,
 * just enough to keep a cell safe; attacks that must lose are never
 * tried while there is anything else.
 *
 * Level 2 takes the move of most gain, a spare pawn worth less than a
 * cell: it claims eagerly.  The levels above hold their pawns dearer
 * (self-play found a patient player beats an eager one: spread pawns are
 * stuck and open to a stack next door), and play their best moves by
 * gain through the other players' answers until their turn comes back,
 * valuing what is left.  Level 3 has the others answer as level 2; level
 * 4 as level 2 and as a patient player, and takes the average; level 5
 * also as players in between, then answers its best few moves again and
 * again with others of random patience, the same for each move, as time
 * allows.  Looking further ahead, the others answering as level 2, was
 * tried and played worse: what they will do is too uncertain.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "ai/conqueror_ai.h"
#include "ai/shared.h"
#include "rng.h"

/* The evaluation's weights. */
#define AI_CELL		10.0	/* a cell owned */
#define AI_PAWN		4.0	/* a pawn beyond a cell's first, to level 2 */
#define AI_PAWN_HELD	16.0	/* to the levels that look further */
#define AI_IDLE		0.5	/* what a pawn far from the front loses */
#define AI_IDLE_FAR	3	/* steps from the front that count as far */
#define AI_SOON		0.8	/* a cell within reach of an enemy moving
				   before its owner: the part it is lost */
#define AI_LATE		0.3	/* when the owner moves first */
#define AI_GAIN		0.5	/* of a cell in reach, to the enemy */
#define AI_RIVAL_MIN	0.3	/* the weakest rival's weight; the leader's 1 */
#define AI_WIN		1000.0	/* a game over, won */
#define AI_NOISE	0.01	/* to break ties by the seed */

/* The search. */
#define AI_COUNTS	6	/* pawn counts tried from a cell to another */
#define AI_WIDE_ROOT	48	/* moves tried first, by their gain, at 5 */
#define AI_WIDE_3	24	/* at 3 and 4 */
#define AI_WIDE_5	8	/* moves answered again and again at level 5 */
#define AI_ROUNDS_5	256	/* how many times, at most */
#define AI_BUDGET_5	1000	/* level 5's, in ms, when given none */
#define AI_MARGIN_MAX	10	/* ms kept back, at most, to answer in */
#define AI_FAR		255	/* steps to the front of one who owns all */

struct conq_ai {
	const struct ai_limits	*limits;
	struct conq_ai_info		*info;
	struct rng			 rng;
	struct ai_clock			 clock;	/* level 5's budget, the
						   stop flag */
	int				 nplayers;
	/* How much each owner's holdings count to each player. */
	double				 weight[CONQ_PLAYERS_MAX]
					    [CONQ_PLAYERS_MAX];
	/* Steps from each cell to one a player does not own. */
	unsigned char			 front[CONQ_PLAYERS_MAX]
					    [CONQ_CELLS_MAX];
	int				 mark[CONQ_CELLS_MAX];
	int				 stamp;
	int				 me;	/* the player thinking */
	/* What a pawn is worth to each of the others, as answers are
	 * played for them. */
	double				 model[CONQ_PLAYERS_MAX];
	struct conq_move		*answer;	/* the answers' moves */
	struct conq_move		*list;		/* the root's */
	double				*gain;
};

/* A number from 0 to 1 from the choice's generator. */
static double
conq_ai_random(struct conq_ai *ai)
{
	return ((rng_next(&ai->rng) >> 11) * 0x1.0p-53);
}

/* Where a player comes in the order of play starting from first. */
static inline int
conq_ai_rank(const struct conq_ai *ai, int player, int first)
{
	return ((player - first + ai->nplayers) % ai->nplayers);
}

/*
 * The weights of every player's view: their own cells count fully, a
 * rival's by how near the rival is to leading, since taking from the
 * leader does most for a win.
 */
static void
conq_ai_weigh(struct conq_ai *ai, const struct conq_pos *p)
{
	int	 cells[CONQ_PLAYERS_MAX], v, o, most;

	for (o = 0; o < p->nplayers; o++)
		cells[o] = conq_cells_of(p, o);
	for (v = 0; v < p->nplayers; v++) {
		most = 1;
		for (o = 0; o < p->nplayers; o++)
			if (o != v && cells[o] > most)
				most = cells[o];
		for (o = 0; o < p->nplayers; o++)
			ai->weight[v][o] = o == v ? 1.0 : -(AI_RIVAL_MIN +
			    (1.0 - AI_RIVAL_MIN) * cells[o] / most);
	}
}

/* How far each cell is from the nearest cell each player does not own. */
static void
conq_ai_fronts(struct conq_ai *ai, const struct conq_pos *p)
{
	const struct conq_board	*b = p->b;
	int			 queue[CONQ_CELLS_MAX], head, tail, v, c, i, n;
	unsigned char		*d;

	for (v = 0; v < p->nplayers; v++) {
		d = ai->front[v];
		head = tail = 0;
		for (c = 0; c < b->ncells; c++) {
			d[c] = AI_FAR;
			if (p->owner[c] != v) {
				d[c] = 0;
				queue[tail++] = c;
			}
		}
		while (head < tail) {
			c = queue[head++];
			for (i = 0; i < b->nnb[c]; i++) {
				n = b->nb[c][i];
				if (d[n] > d[c] + 1) {
					d[n] = d[c] + 1;
					queue[tail++] = n;
				}
			}
		}
	}
}

/*
 * What a cell adds to a player's view of a position in which first moves
 * next: its worth to its owner, less what an enemy within reach may take,
 * which that enemy may gain.
 */
static double
conq_ai_cell(const struct conq_ai *ai, const struct conq_pos *p, int c,
    int viewer, int first, double pawn)
{
	const struct conq_board	*b = p->b;
	int			 o = p->owner[c], k = p->pawns[c];
	int			 i, n, a, enemy = CONQ_NONE, steps;
	double			 worth, r, v;

	if (o == CONQ_NONE)
		return (0);
	steps = ai->front[o][c] < 1 ? 1 : ai->front[o][c];
	if (steps > AI_IDLE_FAR + 1)
		steps = AI_IDLE_FAR + 1;
	worth = AI_CELL + pawn * (k - 1) *
	    (1.0 - AI_IDLE * (steps - 1) / AI_IDLE_FAR);
	for (i = 0; i < b->nnb[c]; i++) {
		n = b->nb[c][i];
		a = p->owner[n];
		if (a == CONQ_NONE || a == o || p->pawns[n] - 1 <= k)
			continue;
		if (enemy == CONQ_NONE ||
		    conq_ai_rank(ai, a, first) < conq_ai_rank(ai, enemy, first))
			enemy = a;
	}
	v = ai->weight[viewer][o] * worth;
	if (enemy != CONQ_NONE) {
		r = conq_ai_rank(ai, enemy, first) <
		    conq_ai_rank(ai, o, first) ? AI_SOON : AI_LATE;
		v -= ai->weight[viewer][o] * worth * r;
		v += ai->weight[viewer][enemy] * AI_GAIN * AI_CELL * r;
	}
	return (v);
}

/* A position as a player sees it; a game over by who won. */
static double
conq_ai_eval(const struct conq_ai *ai, const struct conq_pos *p, int viewer)
{
	unsigned int	 winners;
	int		 c, o, n, mine, most = 0, shared = 0;
	double		 v = 0;

	if (p->over) {
		winners = conq_winners(p);
		mine = conq_cells_of(p, viewer);
		for (o = 0; o < p->nplayers; o++) {
			shared += (winners >> o) & 1;
			if (o != viewer && (n = conq_cells_of(p, o)) > most)
				most = n;
		}
		v = (mine - most) * AI_CELL;
		if (winners & (1U << viewer))
			return (v + AI_WIN / shared);
		return (v - AI_WIN);
	}
	for (c = 0; c < p->b->ncells; c++)
		v += conq_ai_cell(ai, p, c, viewer, p->turn, AI_PAWN_HELD);
	return (v);
}

/* How many pawns the enemies of a player next to a cell can bring. */
static int
conq_ai_threat(const struct conq_pos *p, int c, int player)
{
	const struct conq_board	*b = p->b;
	int			 i, n, most = 0;

	for (i = 0; i < b->nnb[c]; i++) {
		n = b->nb[c][i];
		if (p->owner[n] != CONQ_NONE && p->owner[n] != player &&
		    p->pawns[n] - 1 > most)
			most = p->pawns[n] - 1;
	}
	return (most);
}

/* Adds a move with a pawn count, unless it is out of range or had. */
static int
conq_ai_add(struct conq_move *list, int n, int from, int to, int pawns, int k,
    int first)
{
	int	 i;

	if (pawns < 1 || pawns >= k)
		return (n);
	for (i = first; i < n; i++)
		if (list[i].pawns == pawns)
			return (n);
	list[n].from = from;
	list[n].to = to;
	list[n].pawns = pawns;
	return (n + 1);
}

/*
 * The moves worth weighing for the player to move: for each cell and
 * neighbour, a few pawn counts, and no attack that must lose unless
 * nothing else can be played.  Returns how many.
 */
static int
conq_ai_candidates(const struct conq_pos *p, struct conq_move *list)
{
	const struct conq_board	*b = p->b;
	int			 me = p->turn, n = 0, from, to, i, k, d, kept;
	int			 start, threat;

	for (from = 0; from < b->ncells; from++) {
		if (p->owner[from] != me || (k = p->pawns[from]) < 2)
			continue;
		kept = conq_ai_threat(p, from, me);
		for (i = 0; i < b->nnb[from]; i++) {
			to = b->nb[from][i];
			start = n;
			d = p->pawns[to];
			if (p->owner[to] != CONQ_NONE && p->owner[to] != me) {
				/* Win with the fewest, or with the most;
				 * a draw is a harmless wait. */
				n = conq_ai_add(list, n, from, to, d + 1, k,
				    start);
				if (k - 1 > d)
					n = conq_ai_add(list, n, from, to,
					    k - 1, k, start);
				n = conq_ai_add(list, n, from, to, d, k, start);
				if (k - kept > d)
					n = conq_ai_add(list, n, from, to,
					    k - kept, k, start);
				continue;
			}
			threat = conq_ai_threat(p, to, me);
			n = conq_ai_add(list, n, from, to, 1, k, start);
			n = conq_ai_add(list, n, from, to, k / 2, k, start);
			n = conq_ai_add(list, n, from, to, k - 1, k, start);
			n = conq_ai_add(list, n, from, to, k - kept, k, start);
			n = conq_ai_add(list, n, from, to,
			    threat - (p->owner[to] == me ? d : 0), k, start);
		}
	}
	if (n > 0)
		return (n);
	/* Every move is a lost fight: lose as little as can be. */
	for (from = 0; from < b->ncells; from++)
		if (p->owner[from] == me && p->pawns[from] >= 2)
			for (i = 0; i < b->nnb[from]; i++)
				n = conq_ai_add(list, n, from,
				    b->nb[from][i], 1, p->pawns[from], n);
	return (n);
}

/* Marks a cell as one to weigh, once; returns whether it was new. */
static int
conq_ai_mark(struct conq_ai *ai, int c)
{
	if (ai->mark[c] == ai->stamp)
		return (0);
	ai->mark[c] = ai->stamp;
	return (1);
}

/* What the cells of a list add to the mover's view. */
static double
conq_ai_cells(const struct conq_ai *ai, const struct conq_pos *p,
    const int *cells, int n, int viewer, int first, double pawn)
{
	double	 v = 0;
	int	 i;

	for (i = 0; i < n; i++)
		v += conq_ai_cell(ai, p, cells[i], viewer, first, pawn);
	return (v);
}

/*
 * What a move gains the player to move, by the cells it changes and their
 * neighbours, whose worth alone it changes: played on q, then taken back.
 */
static double
conq_ai_gain(struct conq_ai *ai, struct conq_pos *q, struct conq_move m,
    double pawn)
{
	const struct conq_board	*b = q->b;
	int			 cells[2 + 2 * CONQ_NB_MAX], n = 0, i;
	int			 me = q->turn, first, owner, pawns_from, pawns_to;
	double			 before, after;

	first = (me + 1) % q->nplayers;
	ai->stamp++;
	conq_ai_mark(ai, m.from);
	cells[n++] = m.from;
	if (conq_ai_mark(ai, m.to))
		cells[n++] = m.to;
	for (i = 0; i < b->nnb[m.from]; i++)
		if (conq_ai_mark(ai, b->nb[m.from][i]))
			cells[n++] = b->nb[m.from][i];
	for (i = 0; i < b->nnb[m.to]; i++)
		if (conq_ai_mark(ai, b->nb[m.to][i]))
			cells[n++] = b->nb[m.to][i];
	before = conq_ai_cells(ai, q, cells, n, me, first, pawn);

	owner = q->owner[m.to];
	pawns_from = q->pawns[m.from];
	pawns_to = q->pawns[m.to];
	q->pawns[m.from] -= m.pawns;
	if (owner == CONQ_NONE || owner == me) {
		q->owner[m.to] = me;
		q->pawns[m.to] += m.pawns;
	} else if (m.pawns > pawns_to) {
		q->owner[m.to] = me;
		q->pawns[m.to] = m.pawns;
	} else if (m.pawns == pawns_to)
		q->pawns[m.from] += m.pawns;
	after = conq_ai_cells(ai, q, cells, n, me, first, pawn);
	q->owner[m.to] = owner;
	q->pawns[m.from] = pawns_from;
	q->pawns[m.to] = pawns_to;
	return (after - before);
}

/* The move of the player to move as level 2 plays it: the best gain.
 * Returns 0 if there is none. */
static int
conq_ai_greedy(struct conq_ai *ai, struct conq_pos *q, struct conq_move *out)
{
	int	 n, i, best = 0;
	double	 g, most = 0;

	if ((n = conq_ai_candidates(q, ai->answer)) == 0)
		return (0);
	for (i = 0; i < n; i++) {
		g = conq_ai_gain(ai, q, ai->answer[i], ai->model[q->turn]) +
		    AI_NOISE * conq_ai_random(ai);
		if (i == 0 || g > most) {
			most = g;
			best = i;
		}
	}
	*out = ai->answer[best];
	return (1);
}

/*
 * Plays the other players' moves, each as level 2, until the turn comes
 * back to the player thinking (or the game ends); sets *cut if the clock
 * is up first (level 5's time ran out, or it was told to stop).
 */
static void
conq_ai_answers(struct conq_ai *ai, struct conq_pos *q, int *cut)
{
	struct conq_move	 m;
	int			 made;

	for (made = 0; !q->over && q->turn != ai->me &&
	    made < q->nplayers; made++) {
		if (ai_clock_up(&ai->clock)) {
			*cut = 1;
			return;
		}
		if (!conq_ai_greedy(ai, q, &m))
			return;
		conq_make(q, m);
		if (ai->info != NULL)
			ai->info->positions++;
	}
}

/* Every other player answering as level 2 with a pawn worth this. */
static void
conq_ai_model(struct conq_ai *ai, double pawn)
{
	int	 i;

	for (i = 0; i < CONQ_PLAYERS_MAX; i++)
		ai->model[i] = pawn;
}

/* Each other player with a worth of a pawn of their own, at random
 * between the eager and the patient. */
static void
conq_ai_model_random(struct conq_ai *ai)
{
	int	 i;

	for (i = 0; i < CONQ_PLAYERS_MAX; i++)
		ai->model[i] = AI_PAWN + (AI_PAWN_HELD - AI_PAWN) *
		    conq_ai_random(ai);
}

/* A move's value: played, then answered as the models say; sets *cut
 * (and the value means nothing) if the clock is up. */
static double
conq_ai_value(struct conq_ai *ai, const struct conq_pos *p, struct conq_move m,
    int *cut)
{
	struct conq_pos	 q = *p;

	conq_make(&q, m);
	if (ai->info != NULL)
		ai->info->positions++;
	conq_ai_answers(ai, &q, cut);
	return (conq_ai_eval(ai, &q, ai->me));
}

/*
 * Levels 3 to 5: values the root's best moves by gain (their indices in
 * top) by their answers under each of a few models of the other players,
 * adding the values up in sum; puts those valued first in order of
 * value.  Returns how many were valued: all of them unless the clock was
 * up.
 */
static int
conq_ai_root(struct conq_ai *ai, const struct conq_pos *p,
    const struct conq_move *list, int *top, int ntop, double *sum,
    int nmodels)
{
	static const double	 models[] = { AI_PAWN, AI_PAWN_HELD, AI_CELL };
	double			 v[AI_WIDE_ROOT];
	int			 order[AI_WIDE_ROOT], idx[AI_WIDE_ROOT];
	int			 i, k, cut = 0;

	for (i = 0; i < ntop && !cut; i++) {
		v[i] = AI_NOISE * conq_ai_random(ai);
		for (k = 0; k < nmodels && !cut; k++) {
			conq_ai_model(ai, models[k]);
			v[i] += conq_ai_value(ai, p, list[top[i]], &cut);
		}
	}
	if (cut)
		i--;
	ntop = i;
	ai_top(v, ntop, order, ntop);
	for (i = 0; i < ntop; i++) {
		idx[i] = top[order[i]];
		sum[i] = v[order[i]];
	}
	memcpy(top, idx, ntop * sizeof *top);
	return (ntop);
}

/*
 * Level 5: the best few moves by level 4's values, answered again and
 * again by other players of random patience, for as long as time allows
 * (or up to a number of rounds, where positions are small); the best
 * average wins.  Returns the index in top.
 */
static int
conq_ai_sample(struct conq_ai *ai, const struct conq_pos *p,
    const struct conq_move *list, const int *top, int ntop, double *sum)
{
	double	 v[AI_WIDE_5];
	int	 i, r, cut = 0, best = 0;

	if (ntop > AI_WIDE_5)
		ntop = AI_WIDE_5;
	for (r = 0; r < AI_ROUNDS_5 && !cut; r++) {
		/* The same others for every move, so that luck does not
		 * choose. */
		conq_ai_model_random(ai);
		for (i = 0; i < ntop && !cut; i++)
			v[i] = conq_ai_value(ai, p, list[top[i]], &cut);
		if (cut)
			break;
		for (i = 0; i < ntop; i++)
			sum[i] += v[i];
	}
	for (i = 1; i < ntop; i++)
		if (sum[i] > sum[best])
			best = i;
	return (best);
}

/* Any legal move, each pair of cells alike, then any count of pawns. */
static void
conq_ai_random_move(struct conq_ai *ai, const struct conq_pos *p,
    struct conq_move *out)
{
	const struct conq_board	*b = p->b;
	int			 c, pairs = 0, pick;

	for (c = 0; c < b->ncells; c++)
		if (p->owner[c] == p->turn && p->pawns[c] >= 2)
			pairs += b->nnb[c];
	if (pairs == 0)
		return;
	pick = (int)rng_below(&ai->rng, (uint32_t)pairs);
	for (c = 0; c < b->ncells; c++) {
		if (p->owner[c] != p->turn || p->pawns[c] < 2)
			continue;
		if (pick < b->nnb[c]) {
			out->from = c;
			out->to = b->nb[c][pick];
			out->pawns = 1 + (int)rng_below(&ai->rng,
			    (uint32_t)(p->pawns[c] - 1));
			return;
		}
		pick -= b->nnb[c];
	}
}

/* Makes room for the move lists; returns -1 if there is none. */
static int
conq_ai_alloc(struct conq_ai *ai, const struct conq_board *b)
{
	size_t	 size = 1;
	int	 c;

	/* Every count of every link, both ways. */
	for (c = 0; c < b->ncells; c++)
		size += (size_t)b->nnb[c] * AI_COUNTS;
	ai->answer = calloc(size, sizeof *ai->answer);
	ai->list = calloc(size, sizeof *ai->list);
	ai->gain = calloc(size, sizeof *ai->gain);
	return (ai->answer == NULL || ai->list == NULL || ai->gain == NULL ?
	    -1 : 0);
}

/* Chooses a move for the player to move, by the level. */
void
conq_ai_choose(const struct conq_pos *p, const struct ai_limits *limits,
    struct conq_move *out, struct conq_ai_info *info)
{
	struct conq_pos		 q;
	struct conq_ai		 ai;
	double			 sum[AI_WIDE_ROOT];
	int			 top[AI_WIDE_ROOT], n, ntop, i;
	int			 level = limits->level;
	int64_t			 budget, margin;

	if (info != NULL)
		memset(info, 0, sizeof *info);
	memset(out, 0, sizeof *out);
	memset(&ai, 0, sizeof ai);
	ai.limits = limits;
	ai.info = info;
	ai.me = p->turn;
	ai.nplayers = p->nplayers;
	rng_seed(&ai.rng, limits->seed, 0x636f6e71756572ULL);
	/* Only level 5 is bound by time; the stop flag binds every level. */
	budget = 0;
	if (level >= CONQ_AI_LEVELS) {
		budget = limits->budget_ms > 0 ? limits->budget_ms :
		    AI_BUDGET_5;
		margin = budget / 20 < AI_MARGIN_MAX ? budget / 20 :
		    AI_MARGIN_MAX;
		budget -= margin;
	}
	ai_clock_start(&ai.clock, budget, limits->stop);

	if (level <= 1 || conq_ai_alloc(&ai, p->b) != 0) {
		/* Level 1, or no memory to think with. */
		conq_ai_random_move(&ai, p, out);
		goto done;
	}
	conq_ai_weigh(&ai, p);
	conq_ai_fronts(&ai, p);
	q = *p;
	n = conq_ai_candidates(&q, ai.list);
	if (info != NULL)
		info->candidates = n;
	if (n == 0)
		goto done;
	for (i = 0; i < n; i++)
		ai.gain[i] = conq_ai_gain(&ai, &q, ai.list[i], level == 2 ?
		    AI_PAWN : AI_PAWN_HELD) + AI_NOISE * conq_ai_random(&ai);
	ntop = ai_top(ai.gain, n, top, level >= 5 ? AI_WIDE_ROOT : AI_WIDE_3);
	if (ntop == 0)
		goto done;
	*out = ai.list[top[0]];
	if (level < 3 || ntop < 2 || ai_clock_up(&ai.clock))
		goto done;
	ntop = conq_ai_root(&ai, p, ai.list, top, ntop, sum, level == 3 ? 1 :
	    level == 4 ? 2 : 3);
	if (ntop == 0)
		goto done;
	*out = ai.list[top[0]];
	if (level >= 5 && ntop > 1 && !ai_clock_up(&ai.clock))
		*out = ai.list[top[conq_ai_sample(&ai, p, ai.list, top, ntop,
		    sum)]];
done:
	free(ai.answer);
	free(ai.list);
	free(ai.gain);
}
