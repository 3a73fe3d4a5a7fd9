/* notation.c: the names of board columns, a to z then aa, ab, ... */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>

#include "notation.h"

/*
 * Columns are named as a spreadsheet names them: a to z, then aa to az,
 * ba to bz and so on, so that the first 26 keep their one letter and a
 * name never stands for two columns (a name's letters all come before its
 * row number).  Writes column col's name (0 is a) and returns its length.
 */
int
notation_column(int col, char *buf, size_t len)
{
	if (col < 0 || col >= NOTATION_COLUMNS_MAX)
		return (snprintf(buf, len, "?"));
	if (col < 26)
		return (snprintf(buf, len, "%c", 'a' + col));
	col -= 26;
	return (snprintf(buf, len, "%c%c", 'a' + col / 26, 'a' + col % 26));
}

/* A letter's place in the alphabet, either case, or -1. */
static int
notation_letter(int c)
{
	if (c >= 'a' && c <= 'z')
		return (c - 'a');
	if (c >= 'A' && c <= 'Z')
		return (c - 'A');
	return (-1);
}

/*
 * Reads a column's name, one or two letters of either case, at the start
 * of s; sets *end past it and returns the column, or -1 if s does not
 * start with a letter.  A third letter is left for the caller to refuse.
 */
int
notation_parse_column(const char *s, const char **end)
{
	int	 a, b;

	if ((a = notation_letter((unsigned char)s[0])) < 0)
		return (-1);
	if ((b = notation_letter((unsigned char)s[1])) < 0) {
		*end = s + 1;
		return (a);
	}
	*end = s + 2;
	return (26 + a * 26 + b);
}
