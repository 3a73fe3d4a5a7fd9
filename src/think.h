/* think.h: a computer player thinking in a thread of its own. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_THINK_H
#define TABULA_THINK_H

#include <pthread.h>
#include <stddef.h>

#include "game.h"

struct thinker;

/*
 * The stack of a thread that searches: the computer players recurse a
 * frame of a few kilobytes a ply, more than some systems' default thread
 * stacks (musl's is 128 KiB) hold.
 */
#define THINK_STACK	(8 << 20)

void		 think_thread(pthread_t *, void *(*)(void *), void *);
struct thinker	*thinker_new(void);
void		 thinker_free(struct thinker *);
void		 thinker_start(struct thinker *, const struct game_entry *,
		     const void *, const struct ai_limits *, int);
int		 thinker_busy(const struct thinker *);
int		 thinker_seat(const struct thinker *);
int		 thinker_fd(const struct thinker *);
int		 thinker_collect(struct thinker *, char *, size_t);
void		 thinker_cancel(struct thinker *);

#endif
