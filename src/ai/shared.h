/* shared.h: what the computer players share: their clock, and shortlists
 * of their best-scored moves. */
#ifndef TABULA_AI_SHARED_H
#define TABULA_AI_SHARED_H

#include <stdint.h>
#include <time.h>

/* Milliseconds since a time of CLOCK_MONOTONIC. */
static inline int64_t
ai_ms_since(const struct timespec *start)
{
	struct timespec	 now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return ((int64_t)(now.tv_sec - start->tv_sec) * 1000 +
	    (now.tv_nsec - start->tv_nsec) / 1000000);
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
