/* paths.h: where Tabula finds its data and keeps saved games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_PATHS_H
#define TABULA_PATHS_H

#include <sys/types.h>

#include <stddef.h>
#include <time.h>

/* What ends the name of a game or map kept as its terminal went away. */
#define PATHS_HANGUP	"-hangup"

/* A saved game in the directory of saved games. */
struct paths_save {
	char	*name;
	time_t	 mtime;
};

const char	*paths_data(void);
const char	*paths_locale(void);
char		*paths_saves(int, char **);
char		*paths_new_save(const char *, const char *, char **);
char		*paths_config(int, char **);
char		*paths_user_boards(const char *, int, char **);
int		 paths_list_saves(const char *, struct paths_save **);
void		 paths_free_saves(struct paths_save *, int);
int		 paths_option(const char *, char *, size_t);
char		*paths_set_option(const char *, const char *);
int		 paths_write_all(int, const void *, size_t);
int		 paths_write_file(const char *, const char *, size_t, mode_t,
		     char **);

#endif
