/* limits.h: what a computer player is asked: the one request every game's
 * player takes, and the game table passes on. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_AI_LIMITS_H
#define TABULA_AI_LIMITS_H

#include <stdatomic.h>
#include <stdint.h>

/*
 * What every computer player is asked to do: play at a level, within a
 * budget of time for a level that uses its thinking time (0: the game's
 * own default, as its header says), choosing among equal moves by a seed,
 * and giving up when another thread sets the stop flag.
 */
struct ai_limits {
	int		 level;
	int64_t		 budget_ms;
	uint64_t	 seed;
	atomic_int	*stop;		/* set from another thread, or NULL */
};

#endif
