/* record.h: game records: a text header, then one event per line. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_RECORD_H
#define TABULA_RECORD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

#define RECORD_VERSION	2	/* bump when old readers cannot read it:
				   2 added the hub's dice (dice-commit...) */
#define RECORD_SALT_HEX	32	/* the dice's salt, in hex */
#define RECORD_LINE_MAX	4096	/* longest line, with its newline */

struct record_seat {
	char		 kind[16];	/* human, computer or remote */
	int		 level;		/* computer only */
	char		*name;		/* or NULL */
	int		 line;		/* where it was read, or 0 */
};

struct record {
	char		*game;
	char		*hub;		/* the hub that keeps it, or NULL */
	int		 hub_line;
	char		*allow;		/* who else may join the hub, or NULL */
	int		 allow_line;
	char		*on_leave;	/* the hub's --on-leave, or NULL */
	int		 hints;		/* the hub's --hints: seats may ask
					   for a hint */
	int		 lobby;		/* a hub's journal before the game */
	int		 counted;	/* a local game once over, and so
					   counted in the player's record:
					   not counted again when its end is
					   undone and played again */
	int		 game_line;
	char		*board_name;	/* or NULL */
	char		*board;		/* board text, or NULL */
	int		 board_line;	/* where the board text starts */
	int		 noptions;
	char		*option_names[GAME_OPTIONS_MAX];
	char		*option_values[GAME_OPTIONS_MAX];
	int		 nseats;
	struct record_seat seats[GAME_SEATS_MAX];
	uint64_t	 seed;
	int64_t		 think_ms;

	/*
	 * A hub's dice come from a secret seed of their own, not from seed
	 * (which the board and every seat know): the hub promises it before
	 * the first roll with dice_commit, a SHA-256 of the seed and a salt
	 * (record_dice_commit), and shows both once the game is over.  A
	 * seat's record lacks them until then.  The chance events before
	 * dice_from were drawn by a hub whose seed the record does not hold.
	 */
	char		*dice_commit;	/* hex, or NULL */
	int		 has_dice_seed;
	uint64_t	 dice_seed;
	char		*dice_salt;	/* hex, or NULL */
	size_t		 dice_from;
	int		 dice_chosen;	/* the host chose the seed, and knows it */
	int		 dice_line;	/* where the promise was read, or 0 */

	int		 events_line;	/* where "events" was read, or 0 */
	char		**events;
	int		*event_lines;	/* where each event was read */
	size_t		 nevents;
	size_t		 events_size;
};

void	record_init(struct record *);
void	record_free(struct record *);
void	record_add_event(struct record *, const char *, int);
int	record_write(const struct record *, FILE *);
int	record_save(const struct record *, const char *, char **);
int	record_save_journal(const struct record *, const char *, int,
	    char **);
/* A journal is a record being written: its "end" line may be missing,
 * and a last line cut short by a crash is dropped. */
#define RECORD_JOURNAL	0x1

int	record_load(struct record *, const char *, int, char **);
int	record_read(struct record *, FILE *, const char *, int, char **);
/* What record_write_header leaves out: the hub's secret, while the game
 * is on. */
#define RECORD_HIDE_DICE 0x2

int	record_write_header(const struct record *, FILE *, int);
void	record_dice_commit(uint64_t, const char *, size_t, char *, size_t);
int	record_dice_chosen(const struct record *, size_t);
int	record_seats_fit(const struct record *, const struct game_entry *,
	    const char *, char **);

#endif
