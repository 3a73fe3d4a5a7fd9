/*
 * control_clone.h: the controller of a game whose pieces clone (grow)
 * onto a cell next to them or jump two cells away, shared by the games
 * that play so: what each tells it, and its operations.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_CONTROL_CLONE_H
#define TABULA_UI_CONTROL_CLONE_H

#include <stddef.h>

#include "ui/control.h"

/* A game's steps and words; the words are N_() and said translated. */
struct control_clone {
	size_t		 moves_max;	/* room for the legal moves' text */
	int		 (*distance)(const struct ui_board *, int, int);
	const char	*taken;		/* a move onto a piece */
	const char	*blocked;	/* onto a blocked cell */
	const char	*too_far;	/* beyond the chosen piece's reach */
	const char	*not_next;	/* no piece of yours next to it */
	const char	*by_one;	/* ", reachable with a clone" */
	const char	*by_two;	/* ", reachable with a jump" */
	const char	*keys;		/* the status line, a piece chosen */
};

enum ui_choice	 control_clone_choose(const struct control_clone *,
		     struct ui_control *, const struct match *,
		     const struct ui_board *, const struct game_view *, int,
		     char *, size_t, const char **);
void		 control_clone_marks(const struct control_clone *,
		     const struct ui_control *, const struct match *,
		     const struct ui_board *, const struct game_view *,
		     ui_marks *);
const char	*control_clone_keys(const struct control_clone *,
		     const struct ui_control *);
const char	*control_clone_reach(const struct control_clone *,
		     const struct ui_control *, const struct ui_board *, int);
int		 control_clone_start(const struct game_view *, int, int);

#endif
