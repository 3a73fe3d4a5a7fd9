/* seats.h: a game's seats: who plays them, as --players and records
 * write them, and their names. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_SEATS_H
#define TABULA_SEATS_H

#include <stddef.h>

struct game_entry;

#define SEAT_NAME_MAX		32

enum seat_kind {
	SEAT_HUMAN,
	SEAT_COMPUTER,
	SEAT_REMOTE
};

/* Where a seat's player is, in a hub's game. */
enum seat_state {
	SEAT_HERE,			/* playing (always, in a local game) */
	SEAT_WAITING,			/* nobody has taken the seat yet */
	SEAT_AWAY,			/* its player went away */
	SEAT_PLAYED_BY_HUB		/* the hub's computer plays it */
};

struct seat {
	enum seat_kind	 kind;
	int		 level;			/* computer only */
	char		 name[SEAT_NAME_MAX];	/* empty: the side's name */
	enum seat_state	 state;
};

extern const char *const seat_kinds[];	/* by enum seat_kind */

void		 seat_set_name(struct seat *, const char *);
void		 seat_level_help(const struct game_entry *, char **);
int		 seats_parse(const struct game_entry *, const char *,
		     struct seat *, int *, char **);
const char	*seats_host(const struct game_entry *, char *,
		     size_t);

#endif
