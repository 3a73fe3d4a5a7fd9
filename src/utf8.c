/*
 * utf8.c: what text from outside may hold.  A terminal obeys control
 * characters, C1 ones included, so text from another user or a file is
 * shown only if it is printable ASCII or well-formed UTF-8.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stddef.h>

#include "utf8.h"

/*
 * Checks text that came from outside (a protocol line, a saved game)
 * before it is shown: printable ASCII or well-formed UTF-8 only, which
 * rules out overlong forms, surrogates (U+D800 to U+DFFF), anything past
 * U+10FFFF, and the C1 controls (U+0080 to U+009F) that some terminals
 * obey.  The second byte's range depends on the first (RFC 3629).
 */
int
utf8_clean(const char *text, size_t len)
{
	const unsigned char	*s = (const unsigned char *)text;
	size_t			 i, n;
	unsigned char		 lo, hi;

	for (i = 0; i < len; i++) {
		if (s[i] < 0x20 || s[i] == 0x7f)
			return (0);
		if (s[i] < 0x80)
			continue;
		lo = 0x80;
		hi = 0xbf;
		if (s[i] >= 0xc2 && s[i] <= 0xdf) {
			n = 1;
			if (s[i] == 0xc2)
				lo = 0xa0;
		} else if (s[i] >= 0xe0 && s[i] <= 0xef) {
			n = 2;
			if (s[i] == 0xe0)
				lo = 0xa0;
			else if (s[i] == 0xed)
				hi = 0x9f;
		} else if (s[i] >= 0xf0 && s[i] <= 0xf4) {
			n = 3;
			if (s[i] == 0xf0)
				lo = 0x90;
			else if (s[i] == 0xf4)
				hi = 0x8f;
		} else
			return (0);
		if (i + n >= len || s[i + 1] < lo || s[i + 1] > hi)
			return (0);
		for (i++, n--; n > 0; n--)
			if ((s[++i] & 0xc0) != 0x80)
				return (0);
	}
	return (1);
}
