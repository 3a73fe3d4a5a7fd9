/*
 * match_link.h: a match as its link sees it.  Only match.c and the hub's
 * client (net/client.c), which mirrors a hub's game into a match, know
 * what a match holds; everyone else asks match.h's functions.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_MATCH_LINK_H
#define TABULA_MATCH_LINK_H

#include <stddef.h>

#include "game.h"
#include "record.h"
#include "seats.h"

struct match;
struct match_news;
struct thinker;

/*
 * A match mirrored from a hub: what the seat's link does for it.  fd is
 * the descriptor to wait on (-1 while the hub is away), and the others are
 * the lobby's: the host starts the game, gives a seat to the computer, and
 * tells the others what to type to join.
 */
struct match_link {
	int		 (*submit)(struct match *, const char *);
	int		 (*poll)(struct match *, struct match_news *);
	int		 (*fd)(const struct match *);
	int		 (*wait_ms)(const struct match *);	/* or -1 */
	void		 (*leave)(struct match *, int);
	int		 (*start)(struct match *);
	int		 (*computer)(struct match *, int, int);
	const char	*(*command)(const struct match *);
	void		 (*close)(struct match *);
	/* The game's end was counted in the record of the player here
	 * (rec.counted): the link keeps that it was, so that the seat
	 * coming back in another process does not count it again. */
	void		 (*counted)(struct match *);
};

struct match {
	const struct game_entry	*game;
	struct record		 rec;		/* header and events */
	int			*actors;	/* per event: seat, or -1 */
	size_t			 actors_size;
	void			*state;
	int			 nseats;
	struct seat		 seats[GAME_SEATS_MAX];
	struct game_story	 story;		/* the last event, to tell */
	int			 has_story;

	int			 here;		/* the seat played here, or
						   MATCH_HERE_ALL */
	int			 started;	/* not in a hub's lobby */
	int			 host;		/* this terminal hosts the
						   hub */
	int			 paused;	/* waiting for a seat, or -1 */
	int			 held;		/* waiting until the hub can
						   write its journal */
	int			 sent;		/* a move went to the hub */
	int			 unsaved;	/* a seat moved, or a move was
						   taken back, since the game
						   was started, loaded or
						   saved */
	struct thinker		*thinker;	/* the computer, or NULL */
	size_t			 stuck;		/* events when it found no
						   move, plus one; or 0 */
	int			 tallied;	/* counted in the player's
						   record, once */
	char			*tally_note;	/* what counting it found, to
						   tell: a damaged record */
	const struct match_link	*link;		/* a hub's game, or NULL */
	void			*link_data;

	/* The events undo took back, for redo, until a new move is made:
	 * a stack, the next to play again on top, with their actors. */
	char			**redo;
	int			*redo_actors;
	size_t			 nredo, redo_size;

	/* A hint being thought of, on a copy of the state, for the
	 * position after this many events. */
	struct thinker		*hinter;
	void			*hint_state;
	size_t			 hint_events;
	int			 hint_level;	/* 0: the game's middle one */
};

#endif
