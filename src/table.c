/* table.c: the game table, one line per game, in the order of the menu:
 * the only place that lists the games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "game.h"

/*
 * The games, one line each, in the order of the menu: each names the
 * entry its table file (src/table/GAME.c) defines, GAME_entry.
 */
#define TABLE_GAMES(line) \
	line(conflict) \
	line(ataxx) \
	line(conqueror) \
	line(xtic) \
	line(cross) \
	line(hexxagon)

#define TABLE_DECLARE(game)	extern const struct game_entry game##_entry;
#define TABLE_LINE(game)	&game##_entry,

TABLE_GAMES(TABLE_DECLARE)

const struct game_entry *const game_table[] = {
	TABLE_GAMES(TABLE_LINE)
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
