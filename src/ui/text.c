/* text.c: the text viewer, for help and rules, and lines shared by screens. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define PAGER_MARGIN	2

struct pager_lines {
	char	**line;
	int	  n, size;
};

static void
pager_add(struct pager_lines *l, const char *s, size_t len)
{
	if (l->n == l->size) {
		l->size = l->size ? l->size * 2 : 64;
		l->line = xreallocarray(l->line, l->size, sizeof *l->line);
	}
	l->line[l->n++] = xstrndup(s, len);
}

/* Breaks paragraphs into lines of at most width columns, a blank between. */
static void
pager_wrap(struct pager_lines *l, const char *const *paras, int width)
{
	const char	*s, *end;
	int		 i;

	for (i = 0; paras[i] != NULL; i++) {
		if (i > 0)
			pager_add(l, "", 0);
		for (s = paras[i]; *s != '\0'; s = end) {
			while (*s == ' ')
				s++;
			if (*s == '\0')
				break;
			end = screen_fit(s, width);
			pager_add(l, s, end - s);
		}
	}
}

static void
pager_free(struct pager_lines *l)
{
	int	 i;

	for (i = 0; i < l->n; i++)
		free(l->line[i]);
	free(l->line);
	memset(l, 0, sizeof *l);
}

/*
 * The status line's hints that start with a single key, such as "s save",
 * and where they are, so that a click on one presses its key: everything
 * can be done with the mouse too.
 */
#define STATUS_HINTS	16
#define STATUS_GAP	"   "	/* what separates the hints */

static struct {
	int	x0, x1;
	int	key;
} status_hints[STATUS_HINTS];
static int status_nhints;

/*
 * Drops from a status line (gaps of two spaces) the first hint for one of
 * the keys in order (those the help tells and the line can do without);
 * 0 if there is none.
 */
static int
ui_status_drop(char *line, const char *order)
{
	char	*p, *end;

	for (; *order != '\0'; order++)
		for (p = line; *p != '\0'; p = end + 2) {
			if ((end = strstr(p, "  ")) == NULL)
				end = p + strlen(p);
			if (*p == *order && (p[1] == ' ' || p[1] == ':') &&
			    (p != line || *end != '\0')) {
				if (p == line)
					memmove(p, end + 2, strlen(end + 2) + 1);
				else
					memmove(p - 2, end, strlen(end) + 1);
				return (1);
			}
			if (*end == '\0')
				break;
		}
	return (0);
}

/* The gap before the last hint of a status line (gaps of two spaces), or
 * NULL if it has one hint. */
static char *
ui_status_last(char *line)
{
	char	*p, *last = NULL;

	for (p = line; (p = strstr(p, "  ")) != NULL; p += 2)
		last = p;
	return (last);
}

/*
 * Writes the status line: the keys that matter now, in reverse video.
 * Hints too long for the line are closer together, and use its margins;
 * still too long, it does without those the help tells: s save, : type,
 * then those of spare (NULL: none more), in that order; and last, without
 * the last hints, whole: a hint is never cut.
 */
void
ui_status_spare(const char *keys, const char *spare)
{
	const char	*p, *end, *gap = STATUS_GAP;
	char		 hint[256], line[1024], order[32], *cut;
	size_t		 len = 0;
	int		 x, x0 = 1, width = COLS - 2;

	if (screen_width(keys) > width) {
		gap = "  ";	/* what the loop below writes */
		for (p = keys; *p != '\0' && len + 2 < sizeof line;)
			if (strncmp(p, STATUS_GAP, strlen(STATUS_GAP)) == 0) {
				line[len++] = ' ';
				line[len++] = ' ';
				p += strlen(STATUS_GAP);
			} else
				line[len++] = *p++;
		line[len] = '\0';
		keys = line;
		if (screen_width(keys) > width) {
			x0 = 0;
			width = COLS;
		}
		snprintf(order, sizeof order, "s:%s", spare != NULL ? spare :
		    "");
		while (screen_width(keys) > width && ui_status_drop(line, order))
			;
		while (screen_width(keys) > width && (cut = ui_status_last(line))
		    != NULL)
			*cut = '\0';
	}
	attron(A_REVERSE);
	for (x = 0; x < COLS; x++)
		mvaddch(LINES - 1, x, ' ');
	screen_text(LINES - 1, x0, ROLE_NORMAL, keys, width);
	attroff(A_REVERSE);

	status_nhints = 0;
	for (p = keys, x = x0; *p != '\0' && status_nhints < STATUS_HINTS;
	    p = end + strlen(gap)) {
		if ((end = strstr(p, gap)) == NULL)
			end = p + strlen(p);
		snprintf(hint, sizeof hint, "%.*s", (int)(end - p), p);
		if ((unsigned char)hint[0] > ' ' && (hint[1] == ' ' ||
		    hint[1] == ':')) {
			status_hints[status_nhints].x0 = x;
			status_hints[status_nhints].x1 = x + screen_width(hint);
			status_hints[status_nhints++].key = hint[0];
		} else if (hint[0] == '^' && hint[1] >= 'A' && hint[1] <= 'Z' &&
		    hint[2] == ' ') {
			/* A control key, as ^R. */
			status_hints[status_nhints].x0 = x;
			status_hints[status_nhints].x1 = x + screen_width(hint);
			status_hints[status_nhints++].key = hint[1] - 'A' + 1;
		}
		x += screen_width(hint) + strlen(gap);
		if (*end == '\0')
			break;
	}
}

/* The status line, doing without s save and : type if it must. */
void
ui_status(const char *keys)
{
	ui_status_spare(keys, NULL);
}

/* The key of the status-line hint at a column, or 0. */
int
ui_status_key(int x)
{
	int	 i;

	for (i = 0; i < status_nhints; i++)
		if (x >= status_hints[i].x0 && x < status_hints[i].x1)
			return (status_hints[i].key);
	return (0);
}

/*
 * Shows paragraphs of text on the whole screen, from the top or from the
 * end, scrolled with the arrows, the page keys, the space bar or the mouse
 * wheel, until q, Escape or Enter.
 */
void
ui_pager(const char *title, const char *const *paras, int at_end)
{
	struct pager_lines	 l;
	int			 top, width = -1, rows, y, key, i;

	memset(&l, 0, sizeof l);
	top = at_end ? INT_MAX : 0;
	for (;;) {
		if (screen_small()) {
			screen_draw_small();
			key = screen_key(-1);
			if (key == SCREEN_KEY_HANGUP || key == 'q')
				break;
			continue;
		}
		if (width != COLS - 2 * PAGER_MARGIN) {
			width = COLS - 2 * PAGER_MARGIN;
			pager_free(&l);
			pager_wrap(&l, paras, width);
		}
		rows = LINES - 3;
		if (top > l.n - rows)
			top = l.n - rows;
		if (top < 0)
			top = 0;
		erase();
		screen_text(0, PAGER_MARGIN, ROLE_TITLE, title, width);
		for (y = 0, i = top; y < rows && i < l.n; y++, i++)
			screen_text(y + 2, PAGER_MARGIN, ROLE_NORMAL, l.line[i],
			    width);
		ui_status(_("Up, Down, Page Up, Page Down: scroll   "
		    "q: close"));
		move(2, PAGER_MARGIN);
		refresh();
		key = screen_key(-1);
		if (key == SCREEN_KEY_CLICK) {
			/* A click on the status line closes; elsewhere,
			 * nothing. */
			screen_mouse(&y, &i);
			if (y == LINES - 1)
				key = 'q';
		}
		switch (key) {
		case KEY_UP: case 'k': case SCREEN_KEY_WHEEL_UP:
			top -= key == SCREEN_KEY_WHEEL_UP ? 3 : 1;
			break;
		case KEY_DOWN: case 'j': case SCREEN_KEY_WHEEL_DOWN:
			top += key == SCREEN_KEY_WHEEL_DOWN ? 3 : 1;
			break;
		case KEY_PPAGE: case KEY_BACKSPACE:
			top -= rows - 1;
			break;
		case KEY_NPAGE: case ' ':
			top += rows - 1;
			break;
		case KEY_HOME: case 'g':
			top = 0;
			break;
		case KEY_END: case 'G':
			top = l.n;
			break;
		case 'q': case 27: case '\r': case '\n': case KEY_ENTER:
		case '?': case SCREEN_KEY_HANGUP:
			pager_free(&l);
			return;
		}
	}
	pager_free(&l);
}

/* Asks for a line of text; 0 with it in buf, -1 if Escape was pressed. */
int
ui_ask(const char *title, const char *prompt, char *buf, size_t len)
{
	size_t	 n = strlen(buf);
	int	 key;

	for (;;) {
		if (screen_small()) {
			screen_draw_small();
			if (screen_key(-1) == SCREEN_KEY_HANGUP)
				return (-1);
			continue;
		}
		erase();
		screen_text(0, 1, ROLE_TITLE, "Tabula", COLS - 2);
		screen_text(1, 1, ROLE_TITLE, title, COLS - 2);
		screen_text(UI_LIST_TOP, 2, ROLE_NORMAL, prompt, COLS - 4);
		screen_text(UI_LIST_TOP + 1, 4, ROLE_FOCUS, buf, COLS - 6);
		ui_status(_("Enter: done   Escape: back"));
		screen_cursor(UI_LIST_TOP + 1, 4 + screen_width(buf));
		refresh();
		switch (key = screen_key(-1)) {
		case SCREEN_KEY_HANGUP: case 27:
			return (-1);
		case '\r': case '\n': case KEY_ENTER:
			return (0);
		case KEY_BACKSPACE: case 127: case 8:
			if (n > 0)
				buf[--n] = '\0';
			break;
		default:
			if (key >= ' ' && key < 0x7f && n + 1 < len) {
				buf[n++] = key;
				buf[n] = '\0';
			}
			break;
		}
	}
}
