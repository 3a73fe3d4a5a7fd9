/*
 * plain.h: the line-oriented front end, for any terminal or none.  It
 * reads commands line by line from standard input to its end and writes
 * plain text, never a terminal escape, so that it works through a pipe,
 * a screen reader or a braille display.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_PLAIN_PLAIN_H
#define TABULA_PLAIN_PLAIN_H

#include <stddef.h>

#include "match.h"

/* What happened to a game at its prompt. */
enum plain_end {
	PLAIN_CONTINUE,
	PLAIN_QUIT,		/* back to the menu, if any */
	PLAIN_EOF		/* no more input: stop altogether */
};

/* The front end: its menu, or a match made from the command line. */
int		 plain_menu(void);
int		 plain_game(struct match *, const char *);
int		 plain_review_file(const struct match *, const char *);

/* io.c */
extern int	 plain_brief;	/* a turn tells only what changed */
void		 plain_io_start(void);
int		 plain_hungup(void);
char		*plain_set_brief(int);
void		 plain_put(const char *);
void		 plain_say(const char *, ...)
		     __attribute__((format(printf, 1, 2)));
int		 plain_width(void);
void		 plain_set_game(const struct game_entry *);
void		 plain_told(const char *, int);
void		 plain_wrap_hanging(const char *, int, int);
void		 plain_wrap(const char *, int);
char		*plain_getline(void);
char		*plain_read(const char *);
void		 plain_lines(const char *, int);
int		 plain_choose(int);

/* ask.c */
void		 plain_you_line(const struct match *, char *, size_t);
#define PLAIN_STATUS_RESULT	0x1	/* how a game over ended */
#define PLAIN_STATUS_NO_YOU	0x2	/* not who you are */
#define PLAIN_STATUS_SHORT	0x4	/* a line: not the game's description
					   (what is left to give...) */
void		 plain_ask_status(const struct match *, int);

/* board.c */
void		 plain_board(const struct match *, int);

/* game.c */
enum plain_end	 plain_play(struct match *, const char *);
void		 plain_rules(const struct game_entry *);

/* review.c */
enum plain_end	 plain_review(const struct match *, const char *,
		     enum plain_end (*)(struct match *, const char *));

/* lobby.c */
void		 plain_seats(const struct match *);
void		 plain_lobby_help(const struct match *);
enum plain_end	 plain_lobby_command(struct match *, char *);

#endif
