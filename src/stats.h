/* stats.h: the player's record: finished games counted by game, board
 * and opponent, kept in a versioned file beside the saved games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_STATS_H
#define TABULA_STATS_H

#include <stddef.h>

#include "game.h"
#include "seats.h"

#define STATS_VERSION		1	/* bump on change of the file's form */
#define STATS_FILE		"stats"
#define STATS_SIZE_MAX		(256 * 1024)
#define STATS_LINES_MAX		2000
#define STATS_BOARD_MAX		48	/* a board's name, and its NUL */
#define STATS_VARIANT_MAX	96	/* options not at their default */
#define STATS_VALUE_MAX		16	/* an option's value in them */
#define STATS_COUNT_MAX		999999999UL
#define STATS_USUAL		"-"	/* the game's usual board */
#define STATS_OTHER		"+"	/* a board drawn or given as text */

/* Who the games were against. */
enum stats_opponent {
	STATS_LEVEL,		/* a computer of a level */
	STATS_PERSON,		/* a person, by name (or none) */
	STATS_PLAYERS		/* a game of number players */
};

/* How a game ended for the player. */
enum stats_outcome {
	STATS_WIN,
	STATS_DRAW,
	STATS_LOSS
};

/* One line of the record: the games of one kind, and how they went. */
struct stats_line {
	const struct game_entry	*game;
	char			 board[STATS_BOARD_MAX];
	char			 variant[STATS_VARIANT_MAX];	/* the options
						   of fixed values not at
						   their default, as
						   "size=8,line=win", or "" */
	enum stats_opponent	 opponent;
	int			 number;	/* level, or players */
	char			 name[SEAT_NAME_MAX];
	unsigned long		 count[3];	/* by stats_outcome */
};

struct stats {
	struct stats_line	*lines;
	int			 n;
};

void	 stats_keep(int);
int	 stats_kept(void);
char	*stats_path(int, char **);
int	 stats_parse(const char *, size_t, struct stats *, char **);
char	*stats_format(const struct stats *, size_t *);
int	 stats_load(struct stats *, char **, char **);
int	 stats_count(const struct stats_line *, enum stats_outcome, char **,
	     char **);
void	 stats_board_key(const struct game_entry *, const char *, int, char *,
	     size_t);
void	 stats_variant_key(const struct game_entry *, int, char *const *,
	     char *const *, char *, size_t);
void	 stats_free(struct stats *);

#endif
