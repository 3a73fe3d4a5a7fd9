/* think.h: a computer player thinking in a thread of its own. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_THINK_H
#define TABULA_THINK_H

#include <stddef.h>

#include "game.h"

struct thinker;

struct thinker	*thinker_new(void);
void		 thinker_free(struct thinker *);
void		 thinker_start(struct thinker *, const struct game_entry *,
		     const void *, const struct game_ai_request *, int);
int		 thinker_busy(const struct thinker *);
int		 thinker_seat(const struct thinker *);
int		 thinker_fd(const struct thinker *);
int		 thinker_collect(struct thinker *, char *, size_t);
void		 thinker_cancel(struct thinker *);

#endif
