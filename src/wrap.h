/* wrap.h: paragraphs of text wrapped to a width, for the plain terminal. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_WRAP_H
#define TABULA_WRAP_H

#include <stdio.h>

#define WRAP_WIDTH	72	/* where text is wrapped when no width is known */

int	wrap_columns(const char *, const char *);
void	wrap_print(FILE *, const char *, const char *, int, int);

#endif
