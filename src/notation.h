/* notation.h: the names of board columns, a to z then aa, ab, ... */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NOTATION_H
#define TABULA_NOTATION_H

#include <stddef.h>

/* The most letters a column's name has; zz is column 702. */
#define NOTATION_COLUMN_LETTERS	2
#define NOTATION_COLUMNS_MAX	(26 + 26 * 26)

int	notation_column(int, char *, size_t);
int	notation_parse_column(const char *, const char **);

#endif
