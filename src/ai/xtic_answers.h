/* xtic_answers.h: the logs of the Xtic prover's answers, read and written. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_ANSWERS_H
#define TABULA_XTIC_ANSWERS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct xtic_canon;

/*
 * The log of a proof (tools/xtic_prove), and of its book: the solver's
 * answers, a line each, "KEY >=T yes|no NODES MS": is the value of the
 * position of the canonical key KEY (a hex digit per square, a1 last, -
 * when empty; piece 0 in hand) at least T (0 or 1) for the side to play,
 * and what the answer cost.  xtic_answer_parse reads a line (without its
 * newline): 1 for an answer, 0 for a comment or a blank line, -1 for
 * anything else, a key that is not canonical included.
 * xtic_answers_read reads a log, giving take every answer and every bad
 * line (NULL, with its number), and says whether the last line was cut
 * short (no newline).
 */
struct xtic_answer {
	uint64_t	 cells;
	uint16_t	 filled;
	int		 bound;
	int		 yes;
	uint64_t	 nodes;
	uint64_t	 ms;
};

#define XTIC_ANSWER_MAX		96	/* longest line, with its NUL */

void	xtic_answer_key_format(uint64_t, uint16_t, char *);
int	xtic_answer_parse(struct xtic_canon *, const char *,
	    struct xtic_answer *);
void	xtic_answer_format(const struct xtic_answer *, char *, size_t);
int	xtic_answers_read(struct xtic_canon *, FILE *,
	    void (*)(const struct xtic_answer *, int, void *), void *, int *);

#endif
