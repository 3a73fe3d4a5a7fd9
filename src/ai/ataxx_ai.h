/* ataxx_ai.h: the Ataxx computer player: alpha-beta search and evaluation. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_AI_H
#define TABULA_ATAXX_AI_H

#include <stdatomic.h>
#include <stdint.h>

#include "games/ataxx.h"

#define ATAXX_AI_MAX_PLY	64
#define ATAXX_AI_WIN		30000	/* a won game, less the plies to it */
#define ATAXX_AI_LEVELS		8	/* level 8 searches for its whole budget */

struct ataxx_search_info {
	int		depth;		/* last completed iteration */
	int		score;		/* centipieces, for the side to move */
	uint64_t	nodes;
	int64_t		ms;
	int		pvlen;
	ataxx_move	pv[ATAXX_AI_MAX_PLY];
};

struct ataxx_search_limits {
	int		 depth;		/* deepest iteration; 0: no limit */
	uint64_t	 nodes;		/* 0: no limit */
	int64_t		 soft_ms;	/* no new iteration after this; 0: none */
	int64_t		 hard_ms;	/* stop searching at this; 0: none */
	atomic_int	*stop;		/* another thread may set it; or NULL */
	int		 noise;		/* random spread of root scores */
	uint64_t	 seed;		/* for the noise */
	void		(*report)(const struct ataxx_search_info *, void *);
	void		*arg;
};

struct ataxx_ai;
struct ataxx_nn;

struct ataxx_ai	*ataxx_ai_new(unsigned int);
void		 ataxx_ai_free(struct ataxx_ai *);
void		 ataxx_ai_clear(struct ataxx_ai *);
void		 ataxx_ai_resize(struct ataxx_ai *, unsigned int);
void		 ataxx_ai_set_net(struct ataxx_ai *, const struct ataxx_nn *);
int		 ataxx_ai_param(const char *);
int		 ataxx_ai_set_param(struct ataxx_ai *, const char *, int);
ataxx_move	 ataxx_ai_search(struct ataxx_ai *, const struct ataxx_pos *,
		     const struct ataxx_search_limits *,
		     struct ataxx_search_info *);
void		 ataxx_ai_level(int, int64_t, struct ataxx_search_limits *);
int		 ataxx_ai_evaluate(const struct ataxx_pos *);

/* The evaluation is a sum of weighed features, for tools/ataxx_tune. */
#define ATAXX_AI_FEATURES	6
void		 ataxx_ai_features(const struct ataxx_pos *, int *);
void		 ataxx_ai_weights(double *);

#endif
