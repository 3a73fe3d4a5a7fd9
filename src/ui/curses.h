/*
 * curses.h: ncursesw's header, wherever the system keeps it.  term.h is
 * left out: its capability macros (lines, columns...) clash with names.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_CURSES_H
#define TABULA_UI_CURSES_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#endif
