/* xmalloc.c: allocation that never returns NULL, and fatal errors. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef HAVE_SYS_MMAN_H
#include <sys/mman.h>
#endif

#include "xmalloc.h"

/* Allocates size bytes or dies: running out of memory is not recoverable. */
void *
xmalloc(size_t size)
{
	void	*p;

	if (size == 0)
		size = 1;
	if ((p = malloc(size)) == NULL)
		fatal("xmalloc: %zu bytes", size);
	return (p);
}

/* Allocates a zeroed array or dies. */
void *
xcalloc(size_t n, size_t size)
{
	void	*p;

	if (n == 0 || size == 0)
		n = size = 1;
	if ((p = calloc(n, size)) == NULL)
		fatal("xcalloc: %zu * %zu bytes", n, size);
	return (p);
}

/*
 * Allocates a large table of size bytes, zeroed, that a search reads at
 * random, or dies: aligned to 2 MB and, where the system lends them on
 * request (Linux's transparent huge pages), in pages of 2 MB, so that its
 * reads seldom miss the processor's table of pages.  Freed by free().
 */
#define HUGE_PAGE	((size_t)2 << 20)

void *
xmalloc_huge(size_t size)
{
	void	*p;
	size_t	 align = size >= HUGE_PAGE ? HUGE_PAGE : 64;
	int	 e;

	if (size == 0)
		size = 1;
	if ((e = posix_memalign(&p, align, size)) != 0) {
		errno = e;
		fatal("xmalloc_huge: %zu bytes", size);
	}
#if defined(HAVE_MADVISE) && defined(MADV_HUGEPAGE)
	if (align == HUGE_PAGE)
		(void)madvise(p, size / HUGE_PAGE * HUGE_PAGE, MADV_HUGEPAGE);
#endif
	memset(p, 0, size);
	return (p);
}

/* Resizes an array of n elements, checking the multiplication for overflow. */
void *
xreallocarray(void *old, size_t n, size_t size)
{
	void	*p;

	if (size != 0 && n > SIZE_MAX / size)
		fatalx("xreallocarray: %zu * %zu overflows", n, size);
	if (n == 0 || size == 0)
		n = size = 1;
	if ((p = realloc(old, n * size)) == NULL)
		fatal("xreallocarray: %zu * %zu bytes", n, size);
	return (p);
}

/* Copies a string or dies. */
char *
xstrdup(const char *s)
{
	return (xstrndup(s, strlen(s)));
}

/* Copies at most len bytes of a string, always terminated. */
char *
xstrndup(const char *s, size_t len)
{
	char	*p;
	size_t	 n;

	n = strnlen(s, len);
	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return (p);
}

/* Formats into a new string or dies. */
int
xvasprintf(char **ret, const char *fmt, va_list ap)
{
	int	 n;

	if ((n = vasprintf(ret, fmt, ap)) < 0)
		fatal("xvasprintf");
	return (n);
}

/* Formats into a new string or dies. */
int
xasprintf(char **ret, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = xvasprintf(ret, fmt, ap);
	va_end(ap);
	return (n);
}

/* Reports an impossible situation with errno's message, then exits. */
void
fatal(const char *fmt, ...)
{
	va_list	 ap;
	int	 saved = errno;

	fprintf(stderr, "tabula: fatal: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, ": %s\n", strerror(saved));
	exit(70);
}

/* Frees n strings and the array that holds them. */
void
xfree_strings(char **v, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* Reports an impossible situation, then exits. */
void
fatalx(const char *fmt, ...)
{
	va_list	 ap;

	fprintf(stderr, "tabula: fatal: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(70);
}
