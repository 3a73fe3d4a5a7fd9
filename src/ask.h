/* ask.h: questions answered in words, in both front ends. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ASK_H
#define TABULA_ASK_H

#include <stddef.h>

struct match;

int	 ask_seat_find(const struct match *, const char *);
int	 ask_question(const struct match *, const char *, const char *,
	     char *, size_t);
int	 ask_at(const struct match *, const char *, char *, size_t);
int	 ask_pieces(const struct match *, const char *, char *, size_t);
int	 ask_bases(const struct match *, char *, size_t);
int	 ask_neighbours(const struct match *, const char *, char *, size_t);
int	 ask_moves(const struct match *, const char *, char *, size_t,
	     char *, size_t);
void	 ask_status_line(const struct match *, char *, size_t, char *,
	     size_t, int);
void	 ask_add(char *, size_t, const char *, const char *);
void	 ask_no_cell(const struct match *, const char *, const char *,
	     char *, size_t);

#endif
