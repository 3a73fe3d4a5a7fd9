/*
 * uai.c: the Ataxx engine over UAI, the Ataxx form of UCI.  This file only
 * reads commands and writes answers: the engine and the search do the rest.
 * One thread reads standard input; a search runs in a second thread, so that
 * "stop" and "isready" are answered while it thinks.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ataxx_ai.h"
#include "games/ataxx.h"
#include "tabula/uai.h"
#include "xmalloc.h"

#define UAI_HASH_DEFAULT	16	/* megabytes */
#define UAI_HASH_MAX		4096
#define UAI_MOVES_TO_GO		30	/* moves assumed left in the game */
#define UAI_MARGIN_MS		30	/* kept in hand for the answer's way */
#define UAI_TOKENS		512

struct uai {
	struct ataxx_pos		 pos;
	struct ataxx_ai			*ai;
	unsigned int			 hash_mb;

	pthread_t			 thread;
	int				 searching;
	int				 infinite;
	atomic_int			 stop;
	struct ataxx_search_limits	 limits;
	struct ataxx_pos		 root;
};

static pthread_mutex_t	 uai_out = PTHREAD_MUTEX_INITIALIZER;

/* Writes one answer line, whole, whichever thread writes it. */
static void
uai_say(const char *fmt, ...)
{
	va_list	 ap;

	pthread_mutex_lock(&uai_out);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
	pthread_mutex_unlock(&uai_out);
}

/* Reports a finished iteration as an info line. */
static void
uai_report(const struct ataxx_search_info *info, void *arg)
{
	char		 pv[ATAXX_AI_MAX_PLY * ATAXX_MOVE_MAX], move[ATAXX_MOVE_MAX];
	char		 score[32];
	size_t		 used = 0;
	int		 i, plies;
	uint64_t	 nps;

	(void)arg;
	pv[0] = '\0';
	for (i = 0; i < info->pvlen; i++) {
		ataxx_format_move(info->pv[i], move);
		used += snprintf(pv + used, sizeof pv - used, " %s", move);
	}
	if (abs(info->score) >= ATAXX_AI_WIN - ATAXX_AI_MAX_PLY) {
		plies = ATAXX_AI_WIN - abs(info->score);
		snprintf(score, sizeof score, "mate %d", info->score > 0 ?
		    (plies + 1) / 2 : -(plies / 2));
	} else
		snprintf(score, sizeof score, "cp %d", info->score);
	nps = info->ms > 0 ? info->nodes * 1000 / (uint64_t)info->ms : 0;
	uai_say("info depth %d score %s nodes %" PRIu64 " time %" PRId64
	    " nps %" PRIu64 " pv%s", info->depth, score, info->nodes,
	    info->ms, nps, pv);
}

/* The search thread: searches, waits for "stop" if infinite, answers. */
static void *
uai_search(void *arg)
{
	struct uai			*u = arg;
	struct ataxx_search_info	 info;
	struct timespec			 nap = { 0, 1000000 };
	char				 move[ATAXX_MOVE_MAX];
	ataxx_move			 m;

	m = ataxx_ai_search(u->ai, &u->root, &u->limits, &info);
	while (u->infinite && !atomic_load(&u->stop))
		nanosleep(&nap, NULL);
	if (m == ATAXX_NOMOVE)
		m = ATAXX_PASS;
	ataxx_format_move(m, move);
	uai_say("bestmove %s", move);
	return (NULL);
}

/* Stops a search under way and waits for its answer. */
static void
uai_stop(struct uai *u)
{
	if (!u->searching)
		return;
	atomic_store(&u->stop, 1);
	pthread_join(u->thread, NULL);
	u->searching = 0;
}

/*
 * Lets a search under way finish before the next command is taken, so that
 * a piped session runs every search it asks for; an infinite search would
 * never finish, so it is stopped.
 */
static void
uai_wait(struct uai *u)
{
	if (!u->searching)
		return;
	if (u->infinite)
		atomic_store(&u->stop, 1);
	pthread_join(u->thread, NULL);
	u->searching = 0;
}

/* Reads a non-negative number; -1 if it is not one. */
static int64_t
uai_number(const char *s)
{
	char		*end;
	long long	 n;

	if (s == NULL)
		return (-1);
	errno = 0;
	n = strtoll(s, &end, 10);
	if (end == s || *end != '\0' || errno != 0)
		return (-1);
	return (n < 0 ? 0 : n);
}

/* position startpos|fen FEN [moves M...] */
static void
uai_position(struct uai *u, char **tok, int n)
{
	struct ataxx_pos	 p;
	char			 fen[512];
	ataxx_move		 m;
	size_t			 used = 0;
	int			 i = 1, flips;

	if (n < 2)
		return;
	if (strcmp(tok[1], "startpos") == 0) {
		ataxx_startpos(&p);
		i = 2;
	} else if (strcmp(tok[1], "fen") == 0) {
		fen[0] = '\0';
		for (i = 2; i < n && strcmp(tok[i], "moves") != 0; i++)
			used += snprintf(fen + used, used < sizeof fen ?
			    sizeof fen - used : 0, "%s%s", i > 2 ? " " : "",
			    tok[i]);
		if (used >= sizeof fen || ataxx_from_fen(&p, fen) != ATAXX_OK) {
			uai_say("info string bad fen");
			return;
		}
	} else {
		uai_say("info string position needs startpos or fen");
		return;
	}
	if (i < n && strcmp(tok[i], "moves") == 0) {
		for (i++; i < n; i++) {
			if (ataxx_parse_move(tok[i], &m, &flips) != ATAXX_OK ||
			    ataxx_check(&p, m) != ATAXX_OK) {
				uai_say("info string illegal move %s", tok[i]);
				return;
			}
			ataxx_make(&p, m);
		}
	} else if (i < n) {
		uai_say("info string unexpected %s", tok[i]);
		return;
	}
	u->pos = p;
}

/* go [wtime T] [btime T] [winc T] [binc T] [movetime T] [depth D] ... */
static void
uai_go(struct uai *u, char **tok, int n)
{
	struct ataxx_search_limits	*l = &u->limits;
	int64_t				 wtime = -1, btime = -1, winc = 0;
	int64_t				 binc = 0, movetime = -1, v, time, inc;
	int64_t				 togo = UAI_MOVES_TO_GO;
	int				 i, timed = 0;

	uai_wait(u);
	memset(l, 0, sizeof *l);
	u->infinite = 0;
	for (i = 1; i < n; i++) {
		if (strcmp(tok[i], "infinite") == 0) {
			u->infinite = 1;
			continue;
		}
		if (i + 1 >= n || (v = uai_number(tok[i + 1])) < 0)
			continue;
		if (strcmp(tok[i], "wtime") == 0)
			wtime = v, timed = 1;
		else if (strcmp(tok[i], "btime") == 0)
			btime = v, timed = 1;
		else if (strcmp(tok[i], "winc") == 0)
			winc = v;
		else if (strcmp(tok[i], "binc") == 0)
			binc = v;
		else if (strcmp(tok[i], "movetime") == 0)
			movetime = v;
		else if (strcmp(tok[i], "movestogo") == 0)
			togo = v < 1 ? 1 : v;
		else if (strcmp(tok[i], "depth") == 0)
			l->depth = v > ATAXX_AI_MAX_PLY ? ATAXX_AI_MAX_PLY :
			    (v < 1 ? 1 : (int)v);
		else if (strcmp(tok[i], "nodes") == 0)
			l->nodes = v < 1 ? 1 : (uint64_t)v;
		else
			continue;
		i++;
	}
	if (movetime >= 0) {
		l->hard_ms = l->soft_ms = movetime > UAI_MARGIN_MS ?
		    movetime - UAI_MARGIN_MS : 1;
	} else if (timed) {
		/* x is the side UAI calls black. */
		time = u->pos.side == ATAXX_X ? btime : wtime;
		inc = u->pos.side == ATAXX_X ? binc : winc;
		if (time < 0)
			time = 0;
		l->soft_ms = time / togo + inc / 2;
		l->hard_ms = time / 4 + inc;
		if (l->hard_ms > time - UAI_MARGIN_MS)
			l->hard_ms = time - UAI_MARGIN_MS;
		if (l->soft_ms > l->hard_ms)
			l->soft_ms = l->hard_ms;
		if (l->hard_ms < 1)
			l->hard_ms = l->soft_ms = 1;
	}
	l->stop = &u->stop;
	l->report = uai_report;
	if (u->ai == NULL)
		u->ai = ataxx_ai_new(u->hash_mb);
	u->root = u->pos;
	atomic_store(&u->stop, 0);
	if (pthread_create(&u->thread, NULL, uai_search, u) != 0)
		fatal("pthread_create");
	u->searching = 1;
}

/* setoption name Hash value N */
static void
uai_setoption(struct uai *u, char **tok, int n)
{
	int64_t	 mb;

	if (n != 5 || strcmp(tok[1], "name") != 0 ||
	    strcmp(tok[3], "value") != 0)
		return;
	if (strcmp(tok[2], "Hash") != 0) {
		uai_say("info string no option %s", tok[2]);
		return;
	}
	if ((mb = uai_number(tok[4])) < 1 || mb > UAI_HASH_MAX) {
		uai_say("info string Hash is from 1 to %d", UAI_HASH_MAX);
		return;
	}
	uai_wait(u);
	u->hash_mb = (unsigned int)mb;
	if (u->ai != NULL)
		ataxx_ai_resize(u->ai, u->hash_mb);
}

/* Splits a line at blanks; returns the number of words. */
static int
uai_split(char *line, char **tok)
{
	int	 n = 0;
	char	*save = NULL, *t;

	for (t = strtok_r(line, " \t\r\n", &save); t != NULL && n < UAI_TOKENS;
	    t = strtok_r(NULL, " \t\r\n", &save))
		tok[n++] = t;
	return (n);
}

/* Reads commands until "quit" or the end of the input. */
int
uai_main(void)
{
	struct uai	 u;
	char		*line = NULL, *tok[UAI_TOKENS];
	size_t		 size = 0;
	int		 n, depth;

	memset(&u, 0, sizeof u);
	ataxx_startpos(&u.pos);
	u.hash_mb = UAI_HASH_DEFAULT;
	while (getline(&line, &size, stdin) != -1) {
		if ((n = uai_split(line, tok)) == 0)
			continue;
		if (strcmp(tok[0], "uai") == 0) {
			uai_say("id name Tabula %s", PACKAGE_VERSION);
			uai_say("id author the Tabula authors");
			uai_say("option name Hash type spin default %d min 1 "
			    "max %d", UAI_HASH_DEFAULT, UAI_HASH_MAX);
			uai_say("uaiok");
		} else if (strcmp(tok[0], "isready") == 0)
			uai_say("readyok");
		else if (strcmp(tok[0], "uainewgame") == 0) {
			uai_wait(&u);
			ataxx_startpos(&u.pos);
			if (u.ai != NULL)
				ataxx_ai_clear(u.ai);
		} else if (strcmp(tok[0], "position") == 0) {
			uai_wait(&u);
			uai_position(&u, tok, n);
		} else if (strcmp(tok[0], "go") == 0)
			uai_go(&u, tok, n);
		else if (strcmp(tok[0], "stop") == 0)
			uai_stop(&u);
		else if (strcmp(tok[0], "setoption") == 0)
			uai_setoption(&u, tok, n);
		else if (strcmp(tok[0], "perft") == 0 && n == 2 &&
		    (depth = (int)uai_number(tok[1])) >= 0 && depth <= 12) {
			uai_wait(&u);
			uai_say("nodes %" PRIu64, ataxx_perft(&u.pos, depth));
		} else if (strcmp(tok[0], "quit") == 0)
			break;
	}
	/* At the end of the input the last search may finish; quit stops it. */
	if (feof(stdin))
		uai_wait(&u);
	uai_stop(&u);
	free(line);
	ataxx_ai_free(u.ai);
	return (0);
}
