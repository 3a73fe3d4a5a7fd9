/*
 * ataxx_uai.c: the Ataxx engine over UAI, the Ataxx form of UCI.  This file
 * only reads commands and writes answers: the engine and the search do the
 * rest.
 * A thread reads standard input into a queue, so that input is always read;
 * the main thread takes commands from the queue in order, and a search runs
 * in a third thread, so that "stop" and "isready" are answered while it
 * thinks.
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
#include <strings.h>
#include <time.h>

#include "ai/ataxx_ai.h"
#include "ai/ataxx_nn.h"
#include "games/ataxx.h"
#include "table/ataxx_uai.h"
#include "think.h"
#include "xmalloc.h"

#define UAI_HASH_DEFAULT	16	/* megabytes */
#define UAI_HASH_MAX		4096
#define UAI_MOVES_TO_GO		30	/* moves assumed left in the game */
#define UAI_PERFT_MAX		12
#define UAI_SEED_MAX		INT64_MAX

/*
 * Time kept in hand for the answer's way to the match runner: a tenth of
 * the time, between these bounds, so that a short move is not half spent.
 */
#define UAI_MARGIN_MAX_MS	30
#define UAI_MARGIN_MIN_MS	2
#define UAI_MARGIN_SHARE	10

/* A line read, waiting its turn; text NULL is the end of the input. */
struct uai_line {
	char		*text;
	struct uai_line	*next;
};

struct uai {
	struct ataxx_pos		 pos;
	int				 has_pos;	/* 0 after a refusal */
	struct ataxx_ai			*ai;
	struct ataxx_nn			*net;	/* EvalFile's, or NULL */
	unsigned int			 hash_mb;
	int				 level;		/* 1 to 8 */
	uint64_t			 seed;		/* for the levels' noise */

	/* The input, read by its own thread. */
	pthread_t			 reader;
	pthread_mutex_t			 lock;
	pthread_cond_t			 wake;		/* a line, or done */
	struct uai_line			*head, **tail;

	/* The search under way. */
	pthread_t			 thread;
	int				 searching;
	int				 bounded;	/* ends of itself */
	int				 infinite;	/* answers on stop */
	int				 done;		/* under lock */
	atomic_int			 stop;
	struct ataxx_search_limits	 limits;
	struct ataxx_pos		 root;
};

static pthread_mutex_t	 uai_out = PTHREAD_MUTEX_INITIALIZER;

/* Static, as the input thread may still write to it while the program ends. */
static struct uai	 uai_engine;

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

/* The input thread: queues every line, then the end of the input. */
static void *
uai_read(void *arg)
{
	struct uai	*u = arg;
	struct uai_line	*l;
	char		*line = NULL;
	size_t		 size = 0;
	int		 end;

	do {
		l = xcalloc(1, sizeof *l);
		end = getline(&line, &size, stdin) == -1;
		l->text = end ? NULL : xstrdup(line);
		pthread_mutex_lock(&u->lock);
		*u->tail = l;
		u->tail = &l->next;
		pthread_cond_broadcast(&u->wake);
		pthread_mutex_unlock(&u->lock);
	} while (!end);
	free(line);
	return (NULL);
}

/* Takes the next line from the queue, waiting for one; NULL at the end. */
static char *
uai_next(struct uai *u)
{
	struct uai_line	*l;
	char		*text;

	pthread_mutex_lock(&u->lock);
	while (u->head == NULL)
		pthread_cond_wait(&u->wake, &u->lock);
	l = u->head;
	if (l->text != NULL) {
		if ((u->head = l->next) == NULL)
			u->tail = &u->head;
	}
	pthread_mutex_unlock(&u->lock);
	/* The end of the input stays in the queue: every later call sees it. */
	if ((text = l->text) != NULL)
		free(l);
	return (text);
}

/* Whether a line's first word is the given one. */
static int
uai_is(const char *line, const char *word)
{
	size_t	 len = strlen(word);

	line += strspn(line, " \t");
	return (strncmp(line, word, len) == 0 &&
	    (line[len] == '\0' || strchr(" \t\r\n", line[len]) != NULL));
}

/*
 * Whether the queue, under lock, asks the search under way to stop: a
 * "stop" or "quit" before the next "go" (after it, they are for that
 * search).
 */
static int
uai_stop_queued(struct uai *u)
{
	struct uai_line	*l;

	for (l = u->head; l != NULL && l->text != NULL; l = l->next) {
		if (uai_is(l->text, "go"))
			break;
		if (uai_is(l->text, "stop") || uai_is(l->text, "quit"))
			return (1);
	}
	return (0);
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
	uint64_t			 nps;

	m = ataxx_ai_search(u->ai, &u->root, &u->limits, &info);
	while (u->infinite && !atomic_load(&u->stop))
		nanosleep(&nap, NULL);
	if (m == ATAXX_NOMOVE)
		m = ATAXX_PASS;
	nps = info.ms > 0 ? info.nodes * 1000 / (uint64_t)info.ms : 0;
	uai_say("info nodes %" PRIu64 " time %" PRId64 " nps %" PRIu64,
	    info.nodes, info.ms, nps);
	ataxx_format_move(m, move);
	uai_say("bestmove %s", move);
	pthread_mutex_lock(&u->lock);
	u->done = 1;
	pthread_cond_broadcast(&u->wake);
	pthread_mutex_unlock(&u->lock);
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
 * Makes the engine idle for a command that changes what it searches.  A
 * search that would never end of itself (no limit, infinite or ponder) is
 * stopped: the command implies the "stop" the runner left out.  One that
 * ends of itself is let finish, so that a piped session runs every search
 * it asks for; input is read meanwhile, and a "stop" or "quit" behind the
 * command ends it early.
 */
static void
uai_idle(struct uai *u)
{
	if (!u->searching)
		return;
	if (!u->bounded)
		atomic_store(&u->stop, 1);
	pthread_mutex_lock(&u->lock);
	while (!u->done) {
		if (uai_stop_queued(u))
			atomic_store(&u->stop, 1);
		pthread_cond_wait(&u->wake, &u->lock);
	}
	pthread_mutex_unlock(&u->lock);
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

/* Refuses a position: the engine has none until the next good one. */
static void
uai_refuse(struct uai *u, const char *why, const char *what)
{
	u->has_pos = 0;
	uai_say("info string %s%s%s: position refused, none until another "
	    "is given", why, what != NULL ? " " : "", what != NULL ? what : "");
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

	if (n >= 2 && strcmp(tok[1], "startpos") == 0) {
		ataxx_startpos(&p);
		i = 2;
	} else if (n >= 2 && strcmp(tok[1], "fen") == 0) {
		fen[0] = '\0';
		for (i = 2; i < n && strcmp(tok[i], "moves") != 0; i++)
			used += snprintf(fen + used, used < sizeof fen ?
			    sizeof fen - used : 0, "%s%s", i > 2 ? " " : "",
			    tok[i]);
		if (used >= sizeof fen || ataxx_from_fen(&p, fen) != ATAXX_OK) {
			uai_refuse(u, "bad fen", NULL);
			return;
		}
	} else {
		uai_refuse(u, "position needs startpos or fen", NULL);
		return;
	}
	if (i < n && strcmp(tok[i], "moves") == 0) {
		for (i++; i < n; i++) {
			if (ataxx_parse_move(tok[i], &m, &flips) != ATAXX_OK ||
			    ataxx_check(&p, m) != ATAXX_OK) {
				uai_refuse(u, "illegal move", tok[i]);
				return;
			}
			ataxx_make(&p, m);
		}
	} else if (i < n) {
		uai_refuse(u, "unexpected", tok[i]);
		return;
	}
	u->pos = p;
	u->has_pos = 1;
}

/* The time kept in hand out of ms. */
static int64_t
uai_margin(int64_t ms)
{
	int64_t	 margin = ms / UAI_MARGIN_SHARE;

	if (margin > UAI_MARGIN_MAX_MS)
		margin = UAI_MARGIN_MAX_MS;
	if (margin < UAI_MARGIN_MIN_MS)
		margin = UAI_MARGIN_MIN_MS;
	return (margin);
}

/* Sets the time limits from the clocks: a share of what is left. */
static void
uai_clock(struct uai *u, int64_t time, int64_t inc, int64_t togo)
{
	struct ataxx_search_limits	*l = &u->limits;

	if (time < 0)
		time = 0;
	l->soft_ms = time / togo + inc / 2;
	l->hard_ms = time / 4 + inc;
	if (l->hard_ms > time - uai_margin(time))
		l->hard_ms = time - uai_margin(time);
	if (l->soft_ms > l->hard_ms)
		l->soft_ms = l->hard_ms;
	if (l->hard_ms < 1)
		l->hard_ms = l->soft_ms = 1;
}

/* The computer player, made on first use with the hash size and network. */
static struct ataxx_ai *
uai_ai(struct uai *u)
{
	if (u->ai == NULL) {
		u->ai = ataxx_ai_new(u->hash_mb);
		if (u->net != NULL)
			ataxx_ai_set_net(u->ai, u->net);
	}
	return (u->ai);
}

/*
 * go [wtime T] [btime T] [winc T] [binc T] [movestogo N] [movetime T]
 * [depth D] [nodes N] [infinite] [ponder]: a word with a bad value is
 * said and dropped; with no limit left the search goes on until stopped.
 */
static void
uai_go(struct uai *u, char **tok, int n)
{
	struct ataxx_search_limits	*l = &u->limits, lv;
	int64_t				 wtime = -1, btime = -1, winc = 0;
	int64_t				 binc = 0, movetime = -1, v;
	int64_t				 togo = UAI_MOVES_TO_GO;
	int				 i, timed = 0;

	uai_idle(u);
	if (!u->has_pos) {
		uai_say("info string no position: the last one was refused");
		uai_say("bestmove 0000");
		return;
	}
	memset(l, 0, sizeof *l);
	u->infinite = 0;
	for (i = 1; i < n; i++) {
		if (strcmp(tok[i], "infinite") == 0 ||
		    strcmp(tok[i], "ponder") == 0) {
			u->infinite = 1;
			continue;
		}
		if (strcmp(tok[i], "wtime") != 0 &&
		    strcmp(tok[i], "btime") != 0 &&
		    strcmp(tok[i], "winc") != 0 &&
		    strcmp(tok[i], "binc") != 0 &&
		    strcmp(tok[i], "movetime") != 0 &&
		    strcmp(tok[i], "movestogo") != 0 &&
		    strcmp(tok[i], "depth") != 0 &&
		    strcmp(tok[i], "nodes") != 0) {
			uai_say("info string go: unknown %s", tok[i]);
			continue;
		}
		if (i + 1 >= n || (v = uai_number(tok[i + 1])) < 0) {
			uai_say("info string go: %s needs a number%s%s",
			    tok[i], i + 1 < n ? ", not " : "",
			    i + 1 < n ? tok[i + 1] : "");
			i += i + 1 < n;
			continue;
		}
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
		else
			l->nodes = v < 1 ? 1 : (uint64_t)v;
		i++;
	}
	if (movetime >= 0) {
		l->hard_ms = l->soft_ms = movetime - uai_margin(movetime);
		if (l->hard_ms < 1)
			l->hard_ms = l->soft_ms = 1;
	} else if (timed) {
		/* x is the side UAI calls black. */
		if (u->pos.side == ATAXX_X)
			uai_clock(u, btime, binc, togo);
		else
			uai_clock(u, wtime, winc, togo);
	}
	if (u->level < ATAXX_AI_LEVELS) {
		/* A level plays alike on any machine: its depth, its noise;
		 * the clock only keeps it from losing on time. */
		ataxx_ai_level(u->level, 0, &lv);
		l->depth = lv.depth;
		l->noise = lv.noise;
		l->seed = u->seed;
		l->soft_ms = 0;
	}
	u->bounded = !u->infinite &&
	    (l->depth > 0 || l->nodes > 0 || l->hard_ms > 0);
	l->stop = &u->stop;
	l->report = uai_report;
	uai_ai(u);
	u->root = u->pos;
	u->done = 0;
	atomic_store(&u->stop, 0);
	think_thread(&u->thread, uai_search, u);
	u->searching = 1;
}

/* Frees EvalFile's network, if any. */
static void
uai_net_free(struct uai *u)
{
	if (u->net != NULL) {
		ataxx_nn_free(u->net);
		free(u->net);
		u->net = NULL;
	}
}

/*
 * setoption name EvalFile value PATH: the player evaluates with the
 * network of that file, as tools/ataxx_train writes it, from the next
 * search on; a file that is not one of this build's networks is said, and
 * the network of before stays.
 */
static void
uai_evalfile(struct uai *u, const char *path)
{
	struct ataxx_nn	*net;

	uai_idle(u);
	net = xcalloc(1, sizeof *net);
	if (ataxx_nn_read(net, path) != 0) {
		free(net);
		uai_say("info string EvalFile: %s is not a network this "
		    "engine can read", path);
		return;
	}
	uai_net_free(u);
	u->net = net;
	ataxx_ai_set_net(uai_ai(u), u->net);
}

/*
 * setoption name NAME value N, for Hash, Level and Seed, names taken in
 * any case, as in UCI; for a parameter of the search by its name, as
 * ataxx_ai_set_param() takes it; or EvalFile, a file's name.
 */
static void
uai_setoption(struct uai *u, char **tok, int n)
{
	int64_t	 v;
	long	 pv;
	char	*end;

	if (n != 5 || strcasecmp(tok[1], "name") != 0 ||
	    strcasecmp(tok[3], "value") != 0) {
		uai_say("info string setoption name NAME value VALUE");
		return;
	}
	v = uai_number(tok[4]);
	if (strcasecmp(tok[2], "Hash") == 0) {
		if (v < 1 || v > UAI_HASH_MAX) {
			uai_say("info string Hash is from 1 to %d",
			    UAI_HASH_MAX);
			return;
		}
		uai_idle(u);
		u->hash_mb = (unsigned int)v;
		if (u->ai != NULL)
			ataxx_ai_resize(u->ai, u->hash_mb);
	} else if (strcasecmp(tok[2], "Level") == 0) {
		if (v < 1 || v > ATAXX_AI_LEVELS) {
			uai_say("info string Level is from 1 to %d",
			    ATAXX_AI_LEVELS);
			return;
		}
		uai_idle(u);
		u->level = (int)v;
	} else if (strcasecmp(tok[2], "Seed") == 0) {
		if (v < 0) {
			uai_say("info string Seed is from 0 to %" PRId64,
			    (int64_t)UAI_SEED_MAX);
			return;
		}
		uai_idle(u);
		u->seed = (uint64_t)v;
	} else if (ataxx_ai_param(tok[2]) >= 0) {
		/* A parameter of the search, for tuning and tests of it. */
		errno = 0;
		pv = strtol(tok[4], &end, 10);
		if (end == tok[4] || *end != '\0' || errno != 0 ||
		    pv < INT16_MIN || pv > INT16_MAX) {
			uai_say("info string %s is a whole number from %d to %d",
			    tok[2], INT16_MIN, INT16_MAX);
			return;
		}
		uai_idle(u);
		ataxx_ai_set_param(uai_ai(u), tok[2], (int)pv);
	} else if (strcasecmp(tok[2], "EvalFile") == 0) {
		uai_evalfile(u, tok[4]);
	} else
		uai_say("info string no option %s", tok[2]);
}

/* perft DEPTH */
static void
uai_perft(struct uai *u, char **tok, int n)
{
	int64_t	 depth;

	if (n != 2 || (depth = uai_number(tok[1])) < 0 ||
	    depth > UAI_PERFT_MAX) {
		uai_say("info string perft DEPTH, from 0 to %d",
		    UAI_PERFT_MAX);
		return;
	}
	uai_idle(u);
	if (!u->has_pos) {
		uai_say("info string no position: the last one was refused");
		return;
	}
	uai_say("nodes %" PRIu64, ataxx_perft(&u->pos, (int)depth));
}

/* Splits a line at blanks into *tok, grown to fit; returns the words. */
static int
uai_split(char *line, char ***tok, size_t *size)
{
	char	*save = NULL, *t;
	size_t	 n = 0;

	for (t = strtok_r(line, " \t\r\n", &save); t != NULL;
	    t = strtok_r(NULL, " \t\r\n", &save)) {
		if (n == *size) {
			*size = *size == 0 ? 64 : *size * 2;
			*tok = xreallocarray(*tok, *size, sizeof **tok);
		}
		(*tok)[n++] = t;
	}
	return ((int)n);
}

/* Carries out one command; 1 when it is "quit". */
static int
uai_command(struct uai *u, char **tok, int n)
{
	if (strcmp(tok[0], "uai") == 0) {
		if (u->level < ATAXX_AI_LEVELS)
			uai_say("id name Tabula %s level %d", PACKAGE_VERSION,
			    u->level);
		else
			uai_say("id name Tabula %s", PACKAGE_VERSION);
		uai_say("id author the Tabula authors");
		uai_say("option name Hash type spin default %d min 1 max %d",
		    UAI_HASH_DEFAULT, UAI_HASH_MAX);
		uai_say("option name Level type spin default %d min 1 max %d",
		    u->level, ATAXX_AI_LEVELS);
		uai_say("option name Seed type spin default %" PRIu64
		    " min 0 max %" PRId64, u->seed, (int64_t)UAI_SEED_MAX);
		uai_say("option name EvalFile type string default <built-in>");
		uai_say("uaiok");
	} else if (strcmp(tok[0], "isready") == 0)
		uai_say("readyok");
	else if (strcmp(tok[0], "uainewgame") == 0) {
		uai_idle(u);
		ataxx_startpos(&u->pos);
		u->has_pos = 1;
		if (u->ai != NULL)
			ataxx_ai_clear(u->ai);
	} else if (strcmp(tok[0], "position") == 0) {
		uai_idle(u);
		uai_position(u, tok, n);
	} else if (strcmp(tok[0], "go") == 0)
		uai_go(u, tok, n);
	else if (strcmp(tok[0], "stop") == 0 ||
	    strcmp(tok[0], "ponderhit") == 0)
		uai_stop(u);
	else if (strcmp(tok[0], "setoption") == 0)
		uai_setoption(u, tok, n);
	else if (strcmp(tok[0], "perft") == 0)
		uai_perft(u, tok, n);
	else if (strcmp(tok[0], "quit") == 0)
		return (1);
	return (0);
}

/*
 * Reads commands until "quit" or the end of the input, playing at a level
 * (ATAXX_AI_LEVELS: as the limits of go say) with a seed.  At the end of
 * the input a search that ends of itself is let finish and any other is
 * stopped; "quit" stops any.
 */
int
uai_main(int level, uint64_t seed)
{
	struct uai	*u = &uai_engine;
	char		*line, **tok = NULL;
	size_t		 size = 0;
	int		 n, quit = 0;

	memset(u, 0, sizeof *u);
	ataxx_startpos(&u->pos);
	u->has_pos = 1;
	u->hash_mb = UAI_HASH_DEFAULT;
	u->level = level;
	u->seed = seed > UAI_SEED_MAX ? UAI_SEED_MAX : seed;
	u->tail = &u->head;
	pthread_mutex_init(&u->lock, NULL);
	pthread_cond_init(&u->wake, NULL);
	if (pthread_create(&u->reader, NULL, uai_read, u) != 0)
		fatal("pthread_create");
	pthread_detach(u->reader);
	while (!quit && (line = uai_next(u)) != NULL) {
		if ((n = uai_split(line, &tok, &size)) > 0)
			quit = uai_command(u, tok, n);
		free(line);
	}
	if (quit)
		uai_stop(u);
	else
		uai_idle(u);
	free(tok);
	ataxx_ai_free(u->ai);
	uai_net_free(u);
	return (0);
}
