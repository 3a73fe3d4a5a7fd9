/* shared.h: what the computer players share: their clock, and shortlists
 * of their best-scored moves. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_AI_SHARED_H
#define TABULA_AI_SHARED_H

#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

#include "ai/limits.h"

/*
 * A computer player's clock: when its thinking began, how long it may
 * think, and the flag another thread sets when the move is no longer
 * wanted (a player left, or took a move back).  A level that does a fixed
 * amount of work starts it with no budget, so that only the flag stops
 * it: it then plays the same move on any machine, however busy.  Once up,
 * the clock stays up.
 */
struct ai_clock {
	struct timespec	 start;
	int64_t		 budget_ms;	/* 0: no limit of time */
	atomic_int	*stop;		/* set from another thread, or NULL */
	int		 up;
};

/* Milliseconds since a time of CLOCK_MONOTONIC. */
static inline int64_t
ai_ms_since(const struct timespec *start)
{
	struct timespec	 now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return ((int64_t)(now.tv_sec - start->tv_sec) * 1000 +
	    (now.tv_nsec - start->tv_nsec) / 1000000);
}

/* Starts a clock with a budget (0: none) and a stop flag (or NULL). */
static inline void
ai_clock_start(struct ai_clock *c, int64_t budget_ms, atomic_int *stop)
{
	clock_gettime(CLOCK_MONOTONIC, &c->start);
	c->budget_ms = budget_ms > 0 ? budget_ms : 0;
	c->stop = stop;
	c->up = 0;
}

/* Milliseconds since the clock started. */
static inline int64_t
ai_clock_ms(const struct ai_clock *c)
{
	return (ai_ms_since(&c->start));
}

/* Whether the flag is set, whatever the time. */
static inline int
ai_clock_stopped(const struct ai_clock *c)
{
	return (c->stop != NULL &&
	    atomic_load_explicit(c->stop, memory_order_relaxed));
}

/* Whether to stop thinking: the flag is set, or the budget is spent. */
static inline int
ai_clock_up(struct ai_clock *c)
{
	if (c->up)
		return (1);
	if (ai_clock_stopped(c))
		c->up = 1;
	else if (c->budget_ms > 0 && ai_clock_ms(c) >= c->budget_ms)
		c->up = 1;
	return (c->up);
}

/*
 * The same, looked at only once every mask + 1 counts (mask one less
 * than a power of two), for a search that counts its nodes or games.
 */
static inline int
ai_clock_poll(struct ai_clock *c, uint64_t count, uint64_t mask)
{
	if ((count & mask) == 0)
		return (ai_clock_up(c));
	return (c->up);
}

/* The indices of the want highest scores, highest first; returns how many. */
static inline int
ai_top(const double *score, int n, int *top, int want)
{
	int	 i, j, k = 0;

	for (i = 0; i < n; i++) {
		if (k == want && score[i] <= score[top[k - 1]])
			continue;
		j = k < want ? k++ : want - 1;
		for (; j > 0 && score[top[j - 1]] < score[i]; j--)
			top[j] = top[j - 1];
		top[j] = i;
	}
	return (k);
}

#endif
