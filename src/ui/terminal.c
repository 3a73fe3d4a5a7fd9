/* terminal.c: whether this terminal can have the full-screen interface. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <unistd.h>

#include "ui/curses.h"
#if defined(HAVE_NCURSESW_TERM_H)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif
#include "ui/ui.h"

/*
 * Whether the full-screen interface can run: standard input and output are
 * a terminal, and its description says how to address the cursor.
 * Otherwise Tabula talks in plain text.
 */
int
ui_available(void)
{
	const char	*cup;
	int		 error, ok;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return (0);
	if (setupterm(NULL, STDOUT_FILENO, &error) != OK)
		return (0);
	cup = tigetstr("cup");
	ok = cup != NULL && cup != (char *)-1;
	del_curterm(cur_term);
	return (ok);
}
