/* match.h: one running game: seats, turns, the record, undo, computers. */
#ifndef TABULA_MATCH_H
#define TABULA_MATCH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "record.h"

#define SEAT_NAME_MAX		32
#define MATCH_THINK_MS		2000	/* a computer's default budget */

enum seat_kind {
	SEAT_HUMAN,
	SEAT_COMPUTER,
	SEAT_REMOTE
};

struct seat {
	enum seat_kind	 kind;
	int		 level;			/* computer only */
	char		 name[SEAT_NAME_MAX];	/* empty: the side's name */
};

/* How to start a new match. */
struct match_config {
	const struct game_entry	*game;
	const char		*players;	/* NULL: the game's default */
	const char		*board;		/* name or file; NULL: default */
	const char		*options[GAME_OPTIONS_MAX];
	int			 has_seed;
	uint64_t		 seed;
	int64_t			 think_ms;	/* 0: MATCH_THINK_MS */
	int			 networked;	/* remote seats allowed */
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
};

int		 match_parse_players(const struct game_entry *, const char *,
		     struct seat *, int *, char **);
struct match	*match_new(const struct match_config *, char **);
struct match	*match_load(const char *, char **);
struct match	*match_rematch(const struct match *, char **);
void		 match_free(struct match *);

int		 match_turn(const struct match *);
int		 match_play(struct match *, int, const char *, int *);
int		 match_chance(struct match *);
int		 match_think(struct match *, atomic_int *, char *, size_t);
int		 match_undo(struct match *);
int		 match_result(const struct match *, struct game_result *);
int		 match_save(const struct match *, const char *, char **);
int		 match_is_local(const struct match *);

int		 match_read_board(const struct game_entry *, const char *,
		     char **, char **, char **);
int		 match_list_boards(const struct game_entry *, char ***);

#endif
