/* top.h: the computer players' shortlists of their best-scored moves. */
#ifndef TABULA_AI_TOP_H
#define TABULA_AI_TOP_H

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
