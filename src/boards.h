/* boards.h: board files: the shipped ones and the user's own, read,
 * listed and labelled for the menus. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_BOARDS_H
#define TABULA_BOARDS_H

struct game_entry;

char		*boards_path(const struct game_entry *, const char *);
int		 boards_read(const struct game_entry *, const char *,
		     char **, char **, char **);
int		 boards_list(const struct game_entry *, char ***);
int		 boards_list_users(const struct game_entry *, char ***);
int		 boards_is_users(const struct game_entry *, const char *);
char		*boards_label(const struct game_entry *, const char *);

#endif
