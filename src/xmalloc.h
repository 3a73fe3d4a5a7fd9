/* xmalloc.h: allocation that never returns NULL, and fatal errors. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XMALLOC_H
#define TABULA_XMALLOC_H

#include <stdarg.h>
#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xmalloc_huge(size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
void	 xfree_strings(char **, int);
int	 xasprintf(char **, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
int	 xvasprintf(char **, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));

void	 fatal(const char *, ...)
	    __attribute__((format(printf, 1, 2), noreturn));
void	 fatalx(const char *, ...)
	    __attribute__((format(printf, 1, 2), noreturn));

#endif
