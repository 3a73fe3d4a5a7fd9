/* ui.h: the full-screen front end, on curses. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_UI_H
#define TABULA_UI_UI_H

#include <stddef.h>
#include <stdint.h>

#include "match.h"
#include "ui/screen.h"

/* What the player has chosen in Options, for this run. */
struct ui_settings {
	struct screen_settings	 screen;
	int64_t			 think_ms;
	int			 reader;	/* the terminal cursor rests on
						   the message line */
};

extern struct ui_settings ui_settings;

/* How a game screen was left. */
enum ui_exit {
	UI_LEAVE,
	UI_NEW_GAME,		/* the same again, with a new seed */
	UI_NEW_GAME_SWAPPED,	/* and the two seats changing places */
	UI_HANGUP		/* the terminal went away; the game was saved */
};

/* For main. */
int		 ui_available(void);
int		 ui_menu(void);
int		 ui_play(struct match *, const char *);
int		 ui_review_file(const struct match *, const char *);
int		 ui_edit_for(const struct game_entry *);
int		 ui_edit_map(const struct game_entry *, const char *, int);
void		 ui_load_options(void);
void		 ui_read_options(void);
char		*ui_save_options(void);

/* For the benchmark. */
double		 ui_game_bench(struct match *, int, int, int, int);

/* For the setup screens. */
int		 ui_game_needs(const struct game_view *, int *, int *);

/* What ui_list returns when a watched descriptor has news. */
#define UI_LIST_NEWS	(-3)
#define UI_LIST_EXTRA	(-4)	/* the focused item, by ui_list_extra's key */
#define UI_LIST_CHOSEN	2	/* *turn of an item chosen, not turned */
#define UI_LIST_TOP	3	/* the first line of a list's items */

/* Between the screens. */
enum ui_exit	 ui_game(struct match *, char **);
int		 ui_play_games(struct match *, char *);
enum ui_exit	 ui_review(const struct match *, const char *, int *,
		     struct match **);
void		 ui_pager(const char *, const char *const *, int);
void		 ui_list_watch(int, int);
void		 ui_list_extra(int, const char *);
int		 ui_ask(const char *, const char *, char *, size_t);
int		 ui_lobby(struct match *);
int		 ui_edit_menu(const struct game_entry *);
int		 ui_list(const char *, const char *const *,
		     const char *const *, const int *, int, int *,
		     const char *, int *);
void		 ui_status(const char *);
void		 ui_status_spare(const char *, const char *);
int		 ui_status_key(int);

#endif
