/* list.c: a list of items to choose from, by keys, number or click. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>

#include "i18n.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"


/* A descriptor the lists wait on besides the keys (a hub), or -1, and
 * how long they wait at most before asking their caller again. */
static int	 list_watch_fd = -1;
static int	 list_watch_ms = -1;

/* A key of the next lists' own that chooses the focused item another
 * way (UI_LIST_EXTRA), and their status line saying so; or 0. */
static int	 list_extra_key;
static const char *list_extra_status;

/*
 * Makes the lists return UI_LIST_NEWS when fd has something to read, or
 * after timeout_ms (unless negative), so that their caller can look for
 * news and show the list again; a negative fd and timeout stop it.
 */
void
ui_list_watch(int fd, int timeout_ms)
{
	list_watch_fd = fd;
	list_watch_ms = timeout_ms;
}

/*
 * Makes key, in the lists shown next, choose the focused item another
 * way (ui_list returns UI_LIST_EXTRA), as their status line, status,
 * says; 0 stops it.
 */
void
ui_list_extra(int key, const char *status)
{
	list_extra_key = key;
	list_extra_status = status;
}

/*
 * Writes item i of a list into label, numbered; one too long for the line
 * keeps its words that fit, and an ellipsis (the focused item's details
 * say it all).
 */
static void
list_label(char *label, size_t size, int i, const char *item)
{
	const char	*end;

	snprintf(label, size, "%2d  %s", i + 1, item);
	if (screen_width(label) > COLS - 4) {
		end = screen_fit(label, COLS - 8);
		snprintf(label + (end - label), size - (end - label), " %s",
		    screen_unicode() ? "…" : "...");
	}
}

/*
 * Draws a list, item focus focused with its details under the list, the
 * notice if any and the keys (Left and Right too if turning); returns the
 * first item shown, so that the focused one is.
 */
static int
list_draw(const char *title, const char *const *items,
    const char *const *details, const int *enabled, int n, int focus,
    const char *notice, int turning)
{
	char	 label[512];
	int	 i, top, rows;

	erase();
	screen_text(0, 1, ROLE_TITLE, "Tabula", COLS - 2);
	screen_text(1, 1, ROLE_TITLE, title, COLS - 2);
	rows = LINES - UI_LIST_TOP - 3;
	top = focus >= rows ? focus - rows + 1 : 0;
	for (i = top; i < n && i - top < rows; i++) {
		list_label(label, sizeof label, i, items[i]);
		screen_text(UI_LIST_TOP + i - top, 2, i == focus ?
		    ROLE_FOCUS : enabled != NULL && !enabled[i] ?
		    ROLE_DIM : ROLE_NORMAL, label, COLS - 4);
	}
	if (details != NULL && details[focus] != NULL &&
	    UI_LIST_TOP + n + 1 < LINES - 4)
		screen_wrap(UI_LIST_TOP + n + 1, 6, COLS - 8,
		    LINES - 4 - (UI_LIST_TOP + n + 1), ROLE_NORMAL,
		    details[focus]);
	if (notice != NULL)
		screen_wrap(LINES - 3, 1, COLS - 2, 2, ROLE_ERROR, notice);
	if (list_extra_key != 0)
		ui_status(list_extra_status);
	else if (turning)
		ui_status(_("Up, Down: choose   Left, Right: change   "
		    "Enter: select   q: back"));
	else
		ui_status(_("Up, Down: choose   Enter: select   number: "
		    "select   q: back"));
	screen_cursor(UI_LIST_TOP + focus - top, 2);
	refresh();
	return (top);
}

/*
 * A key pressed on a list of n items, as a number: it chooses its item.
 * One that may begin a longer number (1 of 11 items) only goes there, and
 * says so, to be followed by a digit or Enter; and a number of two digits
 * only goes to its item, for Enter to choose: a first digit pressed again
 * for another item never picks one unseen (1, 2: Quit).  *typed is the
 * first digit, or 0.  Returns 1 if the item *focus is chosen, 0 if the
 * focus only went there and said says so, -1 if the key is no item's
 * number.
 */
static int
list_number(int key, int n, int *focus, int *typed, char *said, size_t size)
{
	int	 number;

	if (key < '0' || key > '9')
		return (-1);
	number = *typed * 10 + key - '0';
	if (number < 1 || number > n)
		return (-1);
	*focus = number - 1;
	if (*typed > 0 || number * 10 <= n) {
		snprintf(said, size, *typed > 0 ?
		    _("Item %d: Enter chooses it.") :
		    _("Item %d: Enter chooses it, or type a second digit."),
		    number);
		*typed = *typed > 0 ? 0 : number;
		return (0);
	}
	return (1);
}

/* The focused item, chosen: with turn, by UI_LIST_CHOSEN. */
static int
list_chosen(int focus, int *turn)
{
	if (turn != NULL)
		*turn = UI_LIST_CHOSEN;
	return (focus);
}

/*
 * Shows a list and lets one item be chosen with the arrows and Enter, its
 * number, or a click.  Returns the item, -1 to go back, -2 if the terminal
 * went away.  *focus keeps the focused item between calls.  The focused
 * item's details, if any, are shown under the list.  With turn set, Left
 * and Right choose the focused item too, and *turn says which way, -1 or
 * 1; Enter, a number and a click say UI_LIST_CHOSEN, which turns a setting
 * forward, and is the only way to act on an item that is no setting.
 */
int
ui_list(const char *title, const char *const *items,
    const char *const *details, const int *enabled, int n, int *focus,
    const char *notice, int *turn)
{
	char		 said[128];
	int		 key, y, x, top, typed = 0, number;

	for (;;) {
		if (*focus < 0 || *focus >= n)
			*focus = 0;
		if (screen_small()) {
			screen_draw_small();
			if (screen_key(-1) == SCREEN_KEY_HANGUP)
				return (-2);
			continue;
		}
		top = list_draw(title, items, details, enabled, n, *focus,
		    notice, turn != NULL);

		key = screen_key_or(list_watch_fd, list_watch_ms);
		switch (key) {
		case SCREEN_KEY_HANGUP:
			return (-2);
		case SCREEN_KEY_OTHER:
			return (UI_LIST_NEWS);
		case SCREEN_KEY_NONE:
			if (list_watch_ms >= 0)
				return (UI_LIST_NEWS);
			continue;
		case KEY_UP: case 'k': case SCREEN_KEY_WHEEL_UP:
			*focus = (*focus + n - 1) % n;
			break;
		case KEY_DOWN: case 'j': case '\t': case SCREEN_KEY_WHEEL_DOWN:
			*focus = (*focus + 1) % n;
			break;
		case KEY_HOME:
			*focus = 0;
			break;
		case KEY_END:
			*focus = n - 1;
			break;
		case '\r': case '\n': case KEY_ENTER: case ' ':
			return (list_chosen(*focus, turn));
		case KEY_LEFT: case KEY_RIGHT: case 'h': case 'l':
			if (turn == NULL) {
				if (key == KEY_LEFT || key == 'h')
					return (-1);
				break;
			}
			*turn = key == KEY_LEFT || key == 'h' ? -1 : 1;
			return (*focus);
		case 'q': case 27:
			/* Escape after a first digit forgets it, and
			 * leaves nothing. */
			if (typed > 0 || notice == said) {
				typed = 0;
				notice = NULL;
				continue;
			}
			return (-1);
		case SCREEN_KEY_CLICK:
			screen_mouse(&y, &x);
			if (y == LINES - 1 && ui_status_key(x) == 'q')
				return (-1);
			if (y >= UI_LIST_TOP && y - UI_LIST_TOP + top < n) {
				*focus = y - UI_LIST_TOP + top;
				return (list_chosen(*focus, turn));
			}
			break;
		default:
			if (key == list_extra_key && key != 0 &&
			    (enabled == NULL || enabled[*focus]))
				return (UI_LIST_EXTRA);
			if ((number = list_number(key, n, focus, &typed, said,
			    sizeof said)) > 0)
				return (list_chosen(*focus, turn));
			if (number == 0) {
				notice = said;
				continue;
			}
			break;
		}
		typed = 0;
		notice = NULL;
	}
}

