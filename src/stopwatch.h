/* stopwatch.h: timing a series of runs, for the benchmarks. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_STOPWATCH_H
#define TABULA_STOPWATCH_H

#include <time.h>

/* Seconds from a to b, two times of CLOCK_MONOTONIC. */
static inline double
stopwatch_seconds(const struct timespec *a, const struct timespec *b)
{
	return ((b->tv_sec - a->tv_sec) + (b->tv_nsec - a->tv_nsec) / 1e9);
}

/* The times of a series of runs: their total and the longest. */
struct stopwatch {
	struct timespec	 start;
	double		 total, most;
};

/* Starts timing a run of a series. */
static inline void
stopwatch_run(struct stopwatch *t)
{
	clock_gettime(CLOCK_MONOTONIC, &t->start);
}

/* Ends a run, counting its time in the series. */
static inline void
stopwatch_ran(struct stopwatch *t)
{
	struct timespec	 now;
	double		 s;

	clock_gettime(CLOCK_MONOTONIC, &now);
	s = stopwatch_seconds(&t->start, &now);
	t->total += s;
	if (s > t->most)
		t->most = s;
}

#endif
