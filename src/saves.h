/* saves.h: the saved games as the Resume lists show them. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_SAVES_H
#define TABULA_SAVES_H

#include <stddef.h>
#include <time.h>

#include "game.h"

#define SAVES_LIST_MAX		64		/* the newest, listed */
#define SAVES_SIZE_MAX		(1024 * 1024)	/* read for the list */

/* A saved game: what it holds, or why it cannot be read. */
struct save {
	char			*name;		/* the file, in the directory */
	time_t			 mtime;		/* when it was saved */
	const struct game_entry	*game;		/* NULL if it cannot be read */
	char			*players;	/* who plays, in words */
	size_t			 moves;		/* events the seats played */
	char			*why;		/* why it cannot, or NULL */
};

int	 saves_list(const char *, int, struct save **, int *);
void	 saves_free(struct save *, int);
char	*saves_label(const struct save *);
char	*saves_details(const struct save *);

#endif
