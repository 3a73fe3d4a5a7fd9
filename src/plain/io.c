/*
 * io.c: the plain front end's lines: text written without a terminal
 * escape, paragraphs wrapped, and lines read from standard input, which
 * are echoed when it is not a terminal, so that a transcript reads well.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/ioctl.h>

#include <ctype.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "paths.h"
#include "plain/plain.h"
#include "utf8.h"
#include "wrap.h"
#include "xmalloc.h"

static char	*plain_line;
static size_t	 plain_line_size;
static int	 plain_echo;	/* input is not a terminal: show what was read */
int		 plain_brief;
static volatile sig_atomic_t plain_hung;	/* the terminal went away */
static const struct game_entry *plain_speaking;	/* the game being played */

static void
plain_on_hangup(int sig)
{
	(void)sig;
	plain_hung = 1;
}

/*
 * Starts reading: lines are echoed if the input is not a terminal.  Brief
 * output, if not asked for already, is as the options file keeps it.  A
 * hangup (or a termination) ends the input rather than the program, so
 * that the game in play can be saved.
 */
void
plain_io_start(void)
{
	struct sigaction	 sa;
	char			 value[16];

	plain_echo = !isatty(STDIN_FILENO);
	if (!plain_brief && paths_option("brief", value, sizeof value))
		plain_brief = strcmp(value, "on") == 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = plain_on_hangup;	/* no SA_RESTART: reads end */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

/* Whether the terminal went away (or the program was told to end). */
int
plain_hungup(void)
{
	return (plain_hung);
}

/* Turns brief output on or off, and keeps it so in the options file;
 * NULL, or a message on failure. */
char *
plain_set_brief(int on)
{
	plain_brief = on;
	return (paths_set_option("brief", on ? "on" : "off"));
}

/* Writes text without any control character but newlines and tabs, in
 * ASCII if the terminal takes nothing else (a name from another player). */
void
plain_put(const char *text)
{
	char		*ascii = i18n_ascii() ? utf8_ascii(text) : NULL;
	const char	*s = ascii != NULL ? ascii : text;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s >= 0x20 && *s != 0x7f) || *s == '\n' ||
		    *s == '\t')
			putchar(*s);
	fflush(stdout);
	free(ascii);
}

/* Sets the game whose pieces plain_speakable() tells in words. */
void
plain_set_game(const struct game_entry *g)
{
	plain_speaking = g;
}

/* Whether c may end a word that is a piece's code. */
static int
plain_code_end(char c)
{
	return (c == '\0' || c == ' ' || c == '\n' || c == '.' || c == ',' ||
	    c == ';' || c == ':' || c == ')');
}

/*
 * Text made to be listened to: a range "1..7" is "1 to 7"; and with
 * pieces, in brief mode, a piece's code such as Xtic's BHOR (which speech
 * reads as a word) is its properties in words with the code after them
 * a letter at a time, "(B H O R)".  Returns a new string.
 */
static char *
plain_speakable(const char *s, int pieces)
{
	const struct game_entry	*g = plain_speaking;
	const char		*c;
	char			*out, words[128], *w;
	size_t			 size, used = 0, n;
	int			 i;

	size = strlen(s) * 2 + 64;
	out = xmalloc(size);
	while (*s != '\0') {
		if (used + 256 >= size)
			out = xreallocarray(out, size *= 2, 1);
		if (isdigit((unsigned char)s[0]) && s[1] == '.' &&
		    s[2] == '.' && isdigit((unsigned char)s[3])) {
			out[used++] = *s;
			n = snprintf(out + used, size - used, " %s ", _("to"));
			used += n;
			s += 3;
			continue;
		}
		if (pieces && plain_brief && g != NULL &&
		    g->piece_codes != NULL && g->piece_words != NULL &&
		    (used == 0 || out[used - 1] == ' ' ||
		    out[used - 1] == '\n')) {
			for (i = 0; g->piece_codes[i] != NULL; i++) {
				n = strlen(g->piece_codes[i]);
				/* Not a code that heads an answer about it,
				 * "NHSQ: brown, ...". */
				if (strncmp(s, g->piece_codes[i], n) != 0 ||
				    !plain_code_end(s[n]) || s[n] == ':')
					continue;
				if (strncmp(s + n, " (", 2) != 0)
					break;
				/* A code and its words, "BVOQ (black,
				 * vertical, ...)": the words first. */
				g->piece_words(i + 1, words, sizeof words);
				if (strncmp(s + n + 2, words,
				    strlen(words)) == 0 &&
				    s[n + 2 + strlen(words)] == ')') {
					s += 3 + strlen(words);
					break;
				}
			}
			if (g->piece_codes[i] != NULL) {
				n = strlen(g->piece_codes[i]);
				g->piece_words(i + 1, words, sizeof words);
				for (w = words; *w != '\0'; w++)
					if (*w != ',')
						out[used++] = *w;
				/* The code after the words, a letter at a
				 * time: speech reads BHOR as a word. */
				out[used++] = ' ';
				out[used++] = '(';
				for (c = g->piece_codes[i]; *c != '\0'; c++) {
					if (c != g->piece_codes[i])
						out[used++] = ' ';
					out[used++] = *c;
				}
				out[used++] = ')';
				s += n;
				/* In a list of codes, a pause after each. */
				for (i = 0; *s == ' ' &&
				    g->piece_codes[i] != NULL; i++) {
					n = strlen(g->piece_codes[i]);
					if (strncmp(s + 1, g->piece_codes[i],
					    n) == 0 && plain_code_end(s[n + 1]))
						out[used++] = ',';
				}
				continue;
			}
		}
		out[used++] = *s++;
	}
	out[used] = '\0';
	return (out);
}

/* Formats a line and writes it through plain_put, with a newline. */
void
plain_say(const char *fmt, ...)
{
	va_list	 ap;
	char	*text, *said;

	va_start(ap, fmt);
	xvasprintf(&said, fmt, ap);
	va_end(ap);
	text = plain_speakable(said, 0);
	free(said);
	plain_put(text);
	putchar('\n');
	fflush(stdout);
	free(text);
}

/*
 * The width paragraphs are wrapped at: the terminal's own, asked each time
 * since it may change, or no width at all when the output is not a
 * terminal, so that a braille display or a screen reader reviewing a
 * transcript line by line gets whole sentences.
 */
int
plain_width(void)
{
	struct winsize	 ws;

	if (!isatty(STDOUT_FILENO))
		return (INT_MAX);
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return (ws.ws_col - 1);
	return (WRAP_WIDTH);
}

/* Writes a paragraph wrapped at plain_width(), with a hanging indent, its
 * pieces in words if told so (see plain_speakable). */
static void
plain_wrap_speaking(const char *s, int first, int rest, int pieces)
{
	char	 prefix[16], *text;

	snprintf(prefix, sizeof prefix, "%*s", first, "");
	text = plain_speakable(s, pieces);
	wrap_print(stdout, prefix, text, plain_width(), rest);
	free(text);
}

/* Writes a paragraph wrapped at plain_width(), with a hanging indent. */
void
plain_wrap_hanging(const char *s, int first, int rest)
{
	plain_wrap_speaking(s, first, rest, 0);
}

/* Writes lines of text, each wrapped, with its pieces in words if told
 * so (see plain_speakable). */
static void
plain_lines_speaking(const char *text, int indent, int pieces)
{
	const char	*end;
	char		*line;

	for (; *text != '\0'; text = *end != '\0' ? end + 1 : end) {
		end = text + strcspn(text, "\n");
		line = xstrndup(text, end - text);
		plain_wrap_speaking(line, indent, indent + 2, pieces);
		free(line);
	}
}

/*
 * Writes what the game tells, a line at a time, each wrapped and indented:
 * in brief mode with its pieces in words, where examples of what to type
 * keep their codes.
 */
void
plain_told(const char *text, int indent)
{
	plain_lines_speaking(text, indent, 1);
}

/* Writes a paragraph wrapped at plain_width(), every line indented. */
void
plain_wrap(const char *s, int indent)
{
	plain_wrap_hanging(s, indent, indent);
}

/*
 * Reads a line, trimmed of spaces at both ends.  When the input is not a
 * terminal the line is echoed, so a transcript reads well.  Returns NULL
 * at the end of the input.
 */
char *
plain_getline(void)
{
	ssize_t	 n;
	char	*s;

	if (plain_hung ||
	    (n = getline(&plain_line, &plain_line_size, stdin)) < 0) {
		putchar('\n');
		fflush(stdout);
		return (NULL);
	}
	while (n > 0 && (plain_line[n - 1] == '\n' ||
	    plain_line[n - 1] == '\r' || plain_line[n - 1] == ' ' ||
	    plain_line[n - 1] == '\t'))
		plain_line[--n] = '\0';
	for (s = plain_line; *s == ' ' || *s == '\t'; s++)
		;
	if (plain_echo) {
		plain_put(s);
		putchar('\n');
	}
	return (s);
}

/* Shows a prompt and reads a line (see plain_getline). */
char *
plain_read(const char *prompt)
{
	plain_put(prompt);
	return (plain_getline());
}

/* Writes lines of text, each wrapped. */
void
plain_lines(const char *text, int indent)
{
	plain_lines_speaking(text, indent, 0);
}

/* Reads a number from 1 to max; 0 at the end of the input. */
int
plain_choose(int max)
{
	char	 prompt[64], *line, *end;
	long	 n;

	snprintf(prompt, sizeof prompt, _("Choose 1-%d: "), max);
	for (;;) {
		if ((line = plain_read(prompt)) == NULL)
			return (0);
		n = strtol(line, &end, 10);
		if (end != line && *end == '\0' && n >= 1 && n <= max)
			return ((int)n);
		plain_say(_("Please type a number from 1 to %d."), max);
	}
}

