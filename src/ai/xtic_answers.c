/*
 * xtic_answers.c: the logs of the Xtic prover's answers (tools/xtic_prove
 * writes them, as a proof's log and as its book's): a line each, read
 * and checked as untrusted input, and written.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/xtic_answers.h"
#include "ai/xtic_solve.h"
#include "games/xtic.h"

/* A key's text: a hex digit per square, a1 last, - when empty. */
void
xtic_answer_key_format(uint64_t cells, uint16_t filled, char *text)
{
	int	 sq;

	for (sq = XTIC_SQUARES - 1; sq >= 0; sq--)
		*text++ = filled & 1U << sq ?
		    "0123456789abcdef"[cells >> (4 * sq) & 0xf] : '-';
	*text = '\0';
}

/* Reads a key's text (piece 0 being in hand); 0 if it is not one. */
static int
xa_key_parse(const char *text, uint64_t *cells, uint16_t *filled)
{
	uint16_t	 used = 1;
	int		 sq, c;

	*cells = 0;
	*filled = 0;
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		c = text[XTIC_SQUARES - 1 - sq];
		if (c == '-')
			continue;
		if (c >= '0' && c <= '9')
			c -= '0';
		else if (c >= 'a' && c <= 'f')
			c -= 'a' - 10;
		else
			return (0);
		if (used & 1U << c)
			return (0);
		used |= 1U << c;
		*cells |= (uint64_t)c << (4 * sq);
		*filled |= 1U << sq;
	}
	return (1);
}

/* Reads a decimal number up to a space or the end; NULL if none. */
static const char *
xa_number(const char *s, uint64_t *v)
{
	const char	*start = s;

	*v = 0;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (*v > (UINT64_MAX - 9) / 10)
			return (NULL);
		*v = *v * 10 + (uint64_t)(*s - '0');
	}
	return (s == start ? NULL : s);
}

/* Reads an answer's line: 1, 0 for a comment or a blank line, -1. */
int
xtic_answer_parse(struct xtic_canon *c, const char *s, struct xtic_answer *a)
{
	struct xtic_pos	 p;
	uint64_t	 cells;
	uint16_t	 filled;

	if (*s == '\0' || *s == '#')
		return (0);
	if (strnlen(s, XTIC_ANSWER_MAX) >= XTIC_ANSWER_MAX ||
	    strnlen(s, XTIC_SQUARES + 5) < XTIC_SQUARES + 5 ||
	    !xa_key_parse(s, &a->cells, &a->filled))
		return (-1);
	s += XTIC_SQUARES;
	if (strncmp(s, " >=", 3) != 0 || (s[3] != '0' && s[3] != '1') ||
	    s[4] != ' ')
		return (-1);
	a->bound = s[3] - '0';
	s += 5;
	if (strncmp(s, "yes ", 4) == 0) {
		a->yes = 1;
		s += 4;
	} else if (strncmp(s, "no ", 3) == 0) {
		a->yes = 0;
		s += 3;
	} else
		return (-1);
	if ((s = xa_number(s, &a->nodes)) == NULL || *s++ != ' ' ||
	    (s = xa_number(s, &a->ms)) == NULL || *s != '\0')
		return (-1);
	/* The key must be the canonical one of its position. */
	xtic_canon_position(c, a->cells, a->filled, &p);
	xtic_canon_key(c, &p, &cells, &filled);
	if (cells != a->cells || filled != a->filled)
		return (-1);
	return (1);
}

/* Writes an answer's line, without its newline. */
void
xtic_answer_format(const struct xtic_answer *a, char *buf, size_t len)
{
	char	 key[XTIC_SQUARES + 1];

	xtic_answer_key_format(a->cells, a->filled, key);
	snprintf(buf, len, "%s >=%d %s %llu %llu", key, a->bound,
	    a->yes ? "yes" : "no", (unsigned long long)a->nodes,
	    (unsigned long long)a->ms);
}

/* Reads a log: 0, or -1 on an error of reading. */
int
xtic_answers_read(struct xtic_canon *c, FILE *f,
    void (*take)(const struct xtic_answer *, int, void *), void *arg,
    int *unended)
{
	struct xtic_answer	 a;
	char			*line = NULL;
	size_t			 size = 0;
	ssize_t			 len;
	int			 no = 0, r;

	*unended = 0;
	while ((len = getline(&line, &size, f)) > 0) {
		no++;
		*unended = line[len - 1] != '\n';
		if (!*unended)
			line[--len] = '\0';
		if ((size_t)len != strlen(line))
			r = -1;		/* a NUL inside */
		else
			r = xtic_answer_parse(c, line, &a);
		if (r != 0)
			take(r > 0 ? &a : NULL, no, arg);
	}
	free(line);
	return (ferror(f) ? -1 : 0);
}
