/* wrap.c: paragraphs of text wrapped to a width, for the plain terminal. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "wrap.h"

/* The width of text in columns: characters, not bytes, as UTF-8 has it. */
int
wrap_columns(const char *s, const char *end)
{
	int	 w = 0;

	for (; s < end; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
	return (w);
}

/*
 * Writes a paragraph wrapped at width columns: the first line starts with
 * prefix, the others with rest spaces.  Control characters are left out,
 * so nothing written can be a terminal escape.
 */
void
wrap_print(FILE *f, const char *prefix, const char *s, int width, int rest)
{
	const char	*word;
	int		 col, w, fresh = 1;

	fputs(prefix, f);
	col = wrap_columns(prefix, prefix + strlen(prefix));
	for (;;) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		for (word = s; *s != '\0' && *s != ' '; s++)
			;
		w = wrap_columns(word, s);
		if (!fresh && col + 1 + w > width) {
			fputc('\n', f);
			for (col = 0; col < rest; col++)
				fputc(' ', f);
			fresh = 1;
		}
		if (!fresh) {
			fputc(' ', f);
			col++;
		}
		for (; word < s; word++)
			if ((unsigned char)*word >= 0x20 && *word != 0x7f)
				fputc(*word, f);
		col += w;
		fresh = 0;
	}
	fputc('\n', f);
	fflush(f);
}
