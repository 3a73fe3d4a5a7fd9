/* utf8.h: what text from outside may hold, and text in ASCII. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UTF8_H
#define TABULA_UTF8_H

#include <stddef.h>

int	utf8_clean(const char *, size_t);
char	*utf8_ascii(const char *);
char	*utf8_shown(const char *);

#endif
