/*
 * utf8.c: what text from outside may hold, and text for a terminal that
 * takes ASCII only.  A terminal obeys control characters, C1 ones
 * included, so text from another user or a file is shown only if it is
 * printable ASCII or well-formed UTF-8.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "utf8.h"
#include "xmalloc.h"

/*
 * Whether a code point turns the direction of the text around it: the
 * bidirectional marks, embeddings, overrides and isolates, with which a
 * name could make what follows it read otherwise than it is.
 */
static int
utf8_bidi(uint32_t c)
{
	return (c == 0x061c || c == 0x200e || c == 0x200f ||
	    (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069));
}

/*
 * Checks text that came from outside (a protocol line, a saved game)
 * before it is shown: printable ASCII or well-formed UTF-8 only, which
 * rules out overlong forms, surrogates (U+D800 to U+DFFF), anything past
 * U+10FFFF, the C1 controls (U+0080 to U+009F) that some terminals obey,
 * and the controls of the text's direction (utf8_bidi).  The second
 * byte's range depends on the first (RFC 3629).
 */
int
utf8_clean(const char *text, size_t len)
{
	const unsigned char	*s = (const unsigned char *)text;
	size_t			 i, n;
	unsigned char		 lo, hi;
	uint32_t		 c;

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
		c = s[i] & (0x3f >> n);
		for (i++; n > 0; n--, i++) {
			if ((s[i] & 0xc0) != 0x80)
				return (0);
			c = c << 6 | (s[i] & 0x3f);
		}
		i--;
		if (utf8_bidi(c))
			return (0);
	}
	return (1);
}

/*
 * Text from outside made fit to be shown, in a copy the caller frees:
 * each byte that is not part of a character utf8_clean would take (a
 * control character, an escape, half a character) becomes '?', so that
 * a message may quote what it refuses.
 */
char *
utf8_shown(const char *text)
{
	size_t	 len = strlen(text), i = 0, used = 0, n;
	char	*out = xmalloc(len + 1);

	while (i < len) {
		for (n = 1; n <= 4 && i + n <= len; n++)
			if (utf8_clean(text + i, n))
				break;
		if (n > 4 || i + n > len) {
			out[used++] = '?';
			i++;
			continue;
		}
		memcpy(out + used, text + i, n);
		used += n;
		i += n;
	}
	out[used] = '\0';
	return (out);
}

/*
 * What the characters of our translations and of names become in ASCII:
 * letters without their accents (the German umlauts as ae, oe, ue, as
 * German writes them without), quotation marks and dashes as their ASCII
 * forms, the no-break spaces French puts before : and ; as spaces.
 * Sorted by code point.
 */
static const struct {
	uint32_t	 code;
	const char	*ascii;
} utf8_table[] = {
	{ 0x00a0, " " }, { 0x00ab, "<<" }, { 0x00b0, " deg" },
	{ 0x00b7, "." }, { 0x00bb, ">>" },
	{ 0x00c0, "A" }, { 0x00c1, "A" }, { 0x00c2, "A" }, { 0x00c4, "Ae" },
	{ 0x00c6, "AE" }, { 0x00c7, "C" }, { 0x00c8, "E" }, { 0x00c9, "E" },
	{ 0x00ca, "E" }, { 0x00cb, "E" }, { 0x00ce, "I" }, { 0x00cf, "I" },
	{ 0x00d4, "O" }, { 0x00d6, "Oe" }, { 0x00d7, "x" }, { 0x00d9, "U" },
	{ 0x00db, "U" }, { 0x00dc, "Ue" }, { 0x00df, "ss" },
	{ 0x00e0, "a" }, { 0x00e1, "a" }, { 0x00e2, "a" }, { 0x00e4, "ae" },
	{ 0x00e6, "ae" }, { 0x00e7, "c" }, { 0x00e8, "e" }, { 0x00e9, "e" },
	{ 0x00ea, "e" }, { 0x00eb, "e" }, { 0x00ee, "i" }, { 0x00ef, "i" },
	{ 0x00f4, "o" }, { 0x00f6, "oe" }, { 0x00f9, "u" }, { 0x00fb, "u" },
	{ 0x00fc, "ue" }, { 0x00ff, "y" },
	{ 0x0152, "OE" }, { 0x0153, "oe" }, { 0x0178, "Y" },
	{ 0x2010, "-" }, { 0x2011, "-" }, { 0x2013, "-" }, { 0x2014, "--" },
	{ 0x2018, "'" }, { 0x2019, "'" }, { 0x201a, "'" }, { 0x201c, "\"" },
	{ 0x201d, "\"" }, { 0x201e, "\"" }, { 0x2022, "*" },
	{ 0x2026, "..." }, { 0x202f, " " }, { 0x2039, "<" }, { 0x203a, ">" },
	{ 0x2190, "<-" }, { 0x2192, "->" }, { 0x2212, "-" },
	{ 0x25b6, ">" }, { 0x25cf, "*" },
};

/* The ASCII for a code point, or "?" for one the table does not have. */
static const char *
utf8_ascii_of(uint32_t code)
{
	size_t	 lo = 0, hi = sizeof utf8_table / sizeof utf8_table[0], mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (utf8_table[mid].code == code)
			return (utf8_table[mid].ascii);
		if (utf8_table[mid].code < code)
			lo = mid + 1;
		else
			hi = mid;
	}
	return ("?");
}

/*
 * Text in ASCII, for a terminal whose locale is not UTF-8: each character
 * outside ASCII as the table has it, or "?".  Bytes that are not
 * well-formed UTF-8 become "?" each.  The result is allocated.
 */
char *
utf8_ascii(const char *text)
{
	const unsigned char	*s = (const unsigned char *)text;
	const char		*a;
	char			*out;
	size_t			 len = strlen(text), used = 0, i, n, k;
	uint32_t		 code;

	/* No character takes more than three ASCII ones for its bytes. */
	out = xmalloc(3 * len + 1);
	for (i = 0; i < len; i += n) {
		if (s[i] < 0x80) {
			out[used++] = s[i];
			n = 1;
			continue;
		}
		n = s[i] >= 0xf0 ? 4 : s[i] >= 0xe0 ? 3 : s[i] >= 0xc0 ? 2 : 1;
		if (n == 1 || i + n > len || !utf8_clean(text + i, n)) {
			out[used++] = '?';
			n = 1;
			continue;
		}
		code = s[i] & (0x7f >> n);
		for (k = 1; k < n; k++)
			code = code << 6 | (s[i + k] & 0x3f);
		a = utf8_ascii_of(code);
		memcpy(out + used, a, strlen(a));
		used += strlen(a);
	}
	out[used] = '\0';
	return (out);
}
