/* table.c: the game table, one line per game, in the order of the menu:
 * the only place that lists the games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "game.h"

/* The table's lines, one per game (src/table/). */
extern const struct game_entry ataxx_entry;
extern const struct game_entry conflict_entry;
extern const struct game_entry conqueror_entry;
extern const struct game_entry cross_entry;
extern const struct game_entry hexxagon_entry;
extern const struct game_entry xtic_entry;

const struct game_entry *const game_table[] = {
	&conflict_entry,
	&ataxx_entry,
	&conqueror_entry,
	&xtic_entry,
	&cross_entry,
	&hexxagon_entry,
	NULL
};

/* Finds a game by its name; NULL if there is none. */
const struct game_entry *
game_find(const char *name)
{
	int	 i;

	for (i = 0; game_table[i] != NULL; i++)
		if (strcmp(game_table[i]->name, name) == 0)
			return (game_table[i]);
	return (NULL);
}
