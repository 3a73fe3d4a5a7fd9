/*
 * think.c: a computer player thinking in a thread of its own.  The thread
 * writes a byte to a pipe when its move is ready, so that its owner can
 * wait on the pipe beside its other descriptors; the owner collects the
 * move, or cancels the thinking, which stops it at once.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "think.h"
#include "xmalloc.h"

struct thinker {
	pthread_t		 thread;
	int			 busy;		/* a thread runs, or ran */
	int			 seat;		/* whose move it thinks of */
	atomic_int		 stop;
	atomic_int		 done;
	int			 wake[2];	/* written to when done */

	const struct game_entry	*game;
	const void		*state;
	struct ai_limits	 rq;
	int			 ok;
	char			 move[GAME_EVENT_MAX];
};

/*
 * Starts a thread that searches, with a stack of THINK_STACK.  It takes
 * no signal from outside: a hangup is the main thread's, to wake it where
 * it waits.  Its own faults are still its own.
 */
void
think_thread(pthread_t *thread, void *(*fn)(void *), void *arg)
{
	pthread_attr_t	 attr;
	sigset_t	 all, was;

	if (pthread_attr_init(&attr) != 0)
		fatal("pthread_attr_init");
	pthread_attr_setstacksize(&attr, THINK_STACK);
	sigfillset(&all);
	sigdelset(&all, SIGSEGV);
	sigdelset(&all, SIGBUS);
	sigdelset(&all, SIGFPE);
	sigdelset(&all, SIGILL);
	sigdelset(&all, SIGTRAP);
	sigdelset(&all, SIGABRT);
	pthread_sigmask(SIG_SETMASK, &all, &was);
	if (pthread_create(thread, &attr, fn, arg) != 0)
		fatal("pthread_create");
	pthread_sigmask(SIG_SETMASK, &was, NULL);
	pthread_attr_destroy(&attr);
}

/* Makes a thinker, idle. */
struct thinker *
thinker_new(void)
{
	struct thinker	*t = xcalloc(1, sizeof *t);

	if (pipe2(t->wake, O_CLOEXEC | O_NONBLOCK) != 0)
		fatal("pipe");
	t->seat = -1;
	return (t);
}

/* Stops a thinker and frees it. */
void
thinker_free(struct thinker *t)
{
	if (t == NULL)
		return;
	thinker_cancel(t);
	close(t->wake[0]);
	close(t->wake[1]);
	free(t);
}

/* The thread: asks the game's computer player, then wakes the owner. */
static void *
thinker_thread(void *arg)
{
	struct thinker	*t = arg;
	char		 b = 1;

	t->ok = t->game->think(t->state, &t->rq, t->move, sizeof t->move) == 0;
	atomic_store(&t->done, 1);
	while (write(t->wake[1], &b, 1) == -1 && errno == EINTR)
		;
	return (NULL);
}

/*
 * Starts thinking of a seat's move in a state that must not change until
 * the move is collected or the thinking cancelled.
 */
void
thinker_start(struct thinker *t, const struct game_entry *g,
    const void *state, const struct ai_limits *rq, int seat)
{
	thinker_cancel(t);
	t->game = g;
	t->state = state;
	t->rq = *rq;
	t->rq.stop = &t->stop;
	t->seat = seat;
	t->ok = 0;
	atomic_store(&t->stop, 0);
	atomic_store(&t->done, 0);
	think_thread(&t->thread, thinker_thread, t);
	t->busy = 1;
}

/* Whether a move is being thought of (or is ready, not yet collected). */
int
thinker_busy(const struct thinker *t)
{
	return (t->busy);
}

/* The seat whose move is thought of, or -1. */
int
thinker_seat(const struct thinker *t)
{
	return (t->busy ? t->seat : -1);
}

/* The descriptor that becomes readable when the move is ready. */
int
thinker_fd(const struct thinker *t)
{
	return (t->wake[0]);
}

/* Empties the wake pipe. */
static void
thinker_drain(struct thinker *t)
{
	char	 b;

	while (read(t->wake[0], &b, 1) == 1)
		;
}

/*
 * Takes the move when it is ready: 1 with the move, -1 if the computer
 * found none, 0 if it is still thinking (or was not asked).
 */
int
thinker_collect(struct thinker *t, char *move, size_t len)
{
	if (!t->busy || !atomic_load(&t->done))
		return (0);
	pthread_join(t->thread, NULL);
	thinker_drain(t);
	t->busy = 0;
	if (!t->ok)
		return (-1);
	snprintf(move, len, "%s", t->move);
	return (1);
}

/* Stops the thinking at once and forgets its move. */
void
thinker_cancel(struct thinker *t)
{
	if (!t->busy)
		return;
	atomic_store(&t->stop, 1);
	pthread_join(t->thread, NULL);
	thinker_drain(t);
	t->busy = 0;
}
