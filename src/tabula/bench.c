/*
 * bench.c: a fixed amount of work for every engine, timed.  The node counts
 * depend only on the code, never on the machine: they are the engines'
 * behaviour signature, and change only when a search changes.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tabula/bench.h"
#include "game.h"
#include "match.h"
#include "net/hub.h"
#include "net/proto.h"
#include "net/socket.h"
#include "paths.h"
#include "stopwatch.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define BENCH_SCREEN_ROWS	60
#define BENCH_SCREEN_COLS	200
#define BENCH_SCREEN_DRAWS	500
#define BENCH_HUB_SPECTATORS	32
#define BENCH_HUB_CLIENTS	(GAME_SEATS_MAX + BENCH_HUB_SPECTATORS)
#define BENCH_HUB_MOVES		200
#define BENCH_HUB_IDLE_S	1

/* Removes a scratch directory and what is in it, two levels deep. */
static void
bench_remove(const char *dir)
{
	struct dirent	*de;
	DIR		*d;
	char		*path;

	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			xasprintf(&path, "%s/%s", dir, de->d_name);
			if (unlink(path) != 0)
				bench_remove(path);
			free(path);
		}
		closedir(d);
	}
	rmdir(dir);
}

/*
 * Times redrawing the whole game screen on a large terminal, on the busy
 * position the first game to offer one gives.
 */
static void
bench_screen(void)
{
	const struct game_entry	*g = NULL;
	struct match_config	 c;
	struct match		*m;
	char			*cause;
	double			 s, full;
	int			 i, k = -1;

	for (i = 0; game_table[i] != NULL && k < 0; i++) {
		g = game_table[i];
		if (g->bench != NULL && g->bench->screen_option != NULL)
			k = game_option_index(g, g->bench->screen_option);
	}
	if (k < 0) {
		printf("screen: no game offers a position to draw\n");
		return;
	}
	memset(&c, 0, sizeof c);
	c.game = g;
	c.players = "human,computer";
	c.options[k] = g->bench->screen_value;
	if ((m = match_new(&c, &cause)) == NULL) {
		printf("screen: %s\n", cause);
		free(cause);
		return;
	}
	s = ui_game_bench(m, BENCH_SCREEN_ROWS, BENCH_SCREEN_COLS,
	    BENCH_SCREEN_DRAWS, 0);
	full = ui_game_bench(m, BENCH_SCREEN_ROWS, BENCH_SCREEN_COLS,
	    BENCH_SCREEN_DRAWS, 1);
	if (s < 0 || full < 0)
		printf("screen: no terminal description to draw with\n");
	else
		printf("screen %dx%d: redraw %.3f ms of CPU, full repaint "
		    "%.3f ms\n", BENCH_SCREEN_COLS, BENCH_SCREEN_ROWS,
		    s * 1000, full * 1000);
	match_free(m);
}

/* A raw client of the benchmark's hub: its socket and what it has read. */
struct bench_client {
	int		 fd;
	char		 buf[PROTO_LINE_MAX * 4];
	size_t		 len;
	double		 tokens;	/* lines it may send now */
	struct timespec	 refill;	/* when they were counted */
};

/*
 * Reads what a client has; returns 1 when a line starting with want came,
 * -1 when the hub closed the connection.
 */
static int
bench_take(struct bench_client *c, const char *want)
{
	char	*nl, *line;
	ssize_t	 n;
	int	 found = 0;

	n = read(c->fd, c->buf + c->len, sizeof c->buf - c->len - 1);
	if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
		return (-1);
	if (n > 0)
		c->len += n;
	while ((nl = memchr(c->buf, '\n', c->len)) != NULL) {
		*nl = '\0';
		line = c->buf;
		if (strncmp(line, want, strlen(want)) == 0)
			found = 1;
		c->len -= nl + 1 - c->buf;
		memmove(c->buf, nl + 1, c->len);
	}
	return (found);
}

/* Waits until every client has read a line starting with want; fills
 * each one's time of arrival in us (if not NULL). */
static int
bench_wait_all(struct bench_client *cl, int n, const char *want,
    const struct timespec *t0, double *us)
{
	struct pollfd	 p[BENCH_HUB_CLIENTS];
	struct timespec	 now;
	int		 got[BENCH_HUB_CLIENTS], left = n, i, r;

	memset(got, 0, sizeof got);
	while (left > 0) {
		for (i = 0; i < n; i++) {
			p[i].fd = cl[i].fd;
			p[i].events = got[i] ? 0 : POLLIN;
		}
		if ((r = poll(p, n, 5000)) <= 0)
			return (-1);
		for (i = 0; i < n; i++) {
			if (got[i] || !(p[i].revents & POLLIN))
				continue;
			if ((r = bench_take(&cl[i], want)) < 0)
				return (-1);
			if (r > 0) {
				got[i] = 1;
				left--;
				if (us != NULL && t0 != NULL) {
					clock_gettime(CLOCK_MONOTONIC, &now);
					us[i] = stopwatch_seconds(t0, &now) *
					    1e6;
				}
			}
		}
	}
	return (0);
}

static int
bench_compare(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

/* The CPU time a process has used, in seconds, from /proc. */
static double
bench_cpu(long pid)
{
	char		 path[64];
	unsigned long	 utime = 0, stime = 0;
	FILE		*f;

	snprintf(path, sizeof path, "/proc/%ld/stat", pid);
	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	if (fscanf(f, "%*d %*s %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u "
	    "%*u %lu %lu", &utime, &stime) != 2)
		utime = stime = 0;
	fclose(f);
	return ((double)(utime + stime) / sysconf(_SC_CLK_TCK));
}

/* A message of the protocol, written in place: BENCH_MSG(.type = ...). */
#define BENCH_MSG(...)	(&(const struct proto_msg){ __VA_ARGS__ })

/*
 * Waits until a client may send a line: no faster than the hub takes lines
 * from one client, so that a game longer than HUB_BURST moves makes a seat
 * wait for its turn to come back rather than be dropped.
 */
static void
bench_pace(struct bench_client *c)
{
	struct timespec	 now, pause;
	double		 wait;

	clock_gettime(CLOCK_MONOTONIC, &now);
	c->tokens += stopwatch_seconds(&c->refill, &now) * HUB_RATE;
	if (c->tokens > HUB_BURST)
		c->tokens = HUB_BURST;
	c->refill = now;
	if (c->tokens >= 1)
		return;
	/* A little more than the hub needs, so that it has it. */
	wait = (1 - c->tokens) / HUB_RATE + 0.005;
	pause.tv_sec = (time_t)wait;
	pause.tv_nsec = (long)((wait - (double)pause.tv_sec) * 1e9);
	while (nanosleep(&pause, &pause) != 0 && errno == EINTR)
		;
	c->tokens = 1;
	clock_gettime(CLOCK_MONOTONIC, &c->refill);
}

/* Sends a client's message to the hub, written by the protocol. */
static int
bench_send(struct bench_client *c, const struct proto_msg *msg)
{
	char	*line = proto_format(msg), *nl;
	int	 ok;

	bench_pace(c);
	c->tokens -= 1;
	xasprintf(&nl, "%s\n", line);
	ok = write(c->fd, nl, strlen(nl)) == (ssize_t)strlen(nl);
	free(nl);
	free(line);
	return (ok ? 0 : -1);
}

/* A hub of the benchmark: its game, seats, spectators and where its
 * journal is kept (a directory on disk, or on tmpfs). */
struct bench_hub {
	const struct game_entry *game;
	char		 players[GAME_SEATS_MAX * 8];	/* the hub's seats */
	char		 computers[GAME_SEATS_MAX * 12];	/* who finds the
							   moves sent to it */
	int		 seats, spectators;
	const char	*base;		/* where the journal goes */
	const char	*where;		/* and what that is, to print */
};

/* Connects a hub's seats and spectators, each to its welcome; seats
 * first, in order. */
static int
bench_hub_connect(const struct bench_hub *b, const char *path,
    struct bench_client *cl)
{
	char	*cause;
	int	 i;

	for (i = 0; i < b->seats + b->spectators; i++) {
		if ((cl[i].fd = socket_connect(path, &cause)) == -1) {
			printf("hub: %s\n", cause);
			free(cause);
			return (-1);
		}
		cl[i].len = 0;
		cl[i].tokens = HUB_BURST;
		clock_gettime(CLOCK_MONOTONIC, &cl[i].refill);
		if (bench_send(&cl[i], BENCH_MSG(.type = PROTO_HELLO,
		    .version = PROTO_VERSION, .seat = -1,
		    .flag = i >= b->seats)) != 0 ||
		    bench_wait_all(&cl[i], 1, "record-end", NULL, NULL) != 0)
			return (-1);
	}
	return (0);
}

/*
 * Plays moves at a started hub, each sent by the seat to move as a
 * computer at home finds it, timing how long the event takes to reach
 * every client; lat gets a time per client per move.  Returns the moves.
 */
static int
bench_hub_play(const struct bench_hub *b, struct match_config *c,
    struct bench_client *cl, double *lat)
{
	struct match	*m;
	struct timespec	 t0;
	char		 move[GAME_EVENT_MAX], want[32], *cause;
	int		 k, n = b->seats + b->spectators, error, turn;

	c->networked = 0;
	c->players = b->computers;
	if ((m = match_new(c, &cause)) == NULL) {
		printf("hub: %s\n", cause);
		free(cause);
		return (0);
	}
	for (k = 0; k < BENCH_HUB_MOVES; ) {
		if ((turn = match_turn(m)) == GAME_TURN_CHANCE) {
			match_chance(m);	/* the hub draws the same */
			continue;
		}
		if (turn < 0 || match_think(m, NULL, move, sizeof move) != 0 ||
		    match_play(m, turn, move, &error) != 0)
			break;
		bench_pace(&cl[turn]);	/* a wait is not the hub's time */
		clock_gettime(CLOCK_MONOTONIC, &t0);
		if (bench_send(&cl[turn], BENCH_MSG(.type = PROTO_MOVE,
		    .seat = -1, .text = move)) != 0)
			break;
		snprintf(want, sizeof want, "event %zu ",
		    match_record(m)->nevents - 1);
		if (bench_wait_all(cl, n, want, &t0, lat + (size_t)k * n) != 0)
			break;
		k++;
	}
	match_free(m);
	return (k);
}

/*
 * A hub on loopback with its seats and spectators, the journal in a
 * directory under base: how long a move takes to reach every client, the
 * journal written to its disk first; with at_rest, how much CPU the hub
 * uses when nothing happens.
 */
static void
bench_hub(const struct bench_hub *b, int at_rest)
{
	struct bench_client	 cl[BENCH_HUB_CLIENTS];
	struct match_config	 c;
	struct hub_config	 hc;
	struct hub_started	 hs;
	char			*dir, *path, *cause;
	double			*lat, cpu0, cpu1;
	int			 i, k, n = b->seats + b->spectators;
	long			 pid = 0;
	FILE			*f;

	/* A client the hub dropped is a failure to report, not the end. */
	signal(SIGPIPE, SIG_IGN);
	xasprintf(&dir, "%s/tabula-bench-XXXXXX", b->base);
	if (mkdtemp(dir) == NULL) {
		printf("hub, journal on %s: cannot make a directory in %s: "
		    "%s\n", b->where, b->base, strerror(errno));
		free(dir);
		return;
	}
	xasprintf(&path, "%s/run", dir);
	mkdir(path, 0700);
	setenv("XDG_RUNTIME_DIR", path, 1);
	free(path);
	setenv("XDG_DATA_HOME", dir, 1);

	memset(&c, 0, sizeof c);
	c.game = b->game;
	c.players = b->players;
	c.networked = 1;
	c.has_seed = 1;
	c.seed = 1;
	memset(&hc, 0, sizeof hc);
	hc.match = &c;
	hc.name = "bench";
	/* The hub's dice from the seed the seats' own match draws from. */
	hc.has_dice_seed = 1;
	hc.dice_seed = c.seed;
	if (hub_start(&hc, &hs, &cause) != 0) {
		printf("hub: %s\n", cause);
		free(cause);
		bench_remove(dir);
		free(dir);
		return;
	}
	lat = xcalloc((size_t)BENCH_HUB_MOVES * n, sizeof *lat);
	k = 0;
	if (bench_hub_connect(b, hs.path, cl) == 0 &&
	    bench_send(&cl[0], BENCH_MSG(.type = PROTO_START)) == 0 &&
	    bench_wait_all(cl, n, "started", NULL, NULL) == 0)
		k = bench_hub_play(b, &c, cl, lat);
	/* A move has reached every client when it reached the last. */
	for (i = 0; i < k; i++) {
		qsort(lat + (size_t)i * n, n, sizeof *lat, bench_compare);
		lat[i] = lat[(size_t)i * n + n - 1];
	}
	qsort(lat, k, sizeof *lat, bench_compare);
	if (k > 0)
		printf("hub, %s, %d seats and %d spectators, journal on %s: "
		    "a move reaches every client in %.0f us (median), %.0f us "
		    "(99th percentile), %.0f us (most), over %d moves\n",
		    b->game->name, b->seats, b->spectators, b->where,
		    lat[k / 2], lat[(int)(k * 0.99)], lat[k - 1], k);
	else
		printf("hub, %s: the game could not be played\n",
		    b->game->name);

	xasprintf(&path, "%s/tabula/hubs/bench.pid", dir);
	if (at_rest && (f = fopen(path, "r")) != NULL) {
		if (fscanf(f, "%ld", &pid) != 1)
			pid = 0;
		fclose(f);
	}
	free(path);
	if (pid > 0) {
		cpu0 = bench_cpu(pid);
		sleep(BENCH_HUB_IDLE_S);
		cpu1 = bench_cpu(pid);
		printf("hub at rest: %.1f ms of CPU in %d s\n",
		    (cpu1 - cpu0) * 1000, BENCH_HUB_IDLE_S);
	}
	if (bench_send(&cl[0], BENCH_MSG(.type = PROTO_END)) != 0)
		printf("hub: cannot end it\n");
	for (i = 0; i < n; i++)
		close(cl[i].fd);
	free(lat);
	hub_started_free(&hs);
	bench_remove(dir);
	free(dir);
}

/* The hub of a game, its seats played by computers of level 2, with
 * spectators up to the clients' most, the journal in base. */
static void
bench_hub_of(struct bench_hub *b, const struct game_entry *g, const char *base,
    const char *where)
{
	int	 i;
	size_t	 n = 0, m = 0;

	memset(b, 0, sizeof *b);
	b->game = g;
	b->seats = g->bench->hub_seats;
	b->spectators = BENCH_HUB_SPECTATORS;
	for (i = 0; i < b->seats; i++) {
		n += snprintf(b->players + n, sizeof b->players - n, "%s%s",
		    i > 0 ? "," : "", i > 0 ? "remote" : "human");
		m += snprintf(b->computers + m, sizeof b->computers - m,
		    "%scomputer:2", i > 0 ? "," : "");
	}
	b->base = base;
	b->where = where;
}

/*
 * The hubs timed: each game that asks for it, with many watching, the
 * journal on disk; and the one of the most seats again with the journal
 * on tmpfs.
 */
static void
bench_hubs(void)
{
	const struct game_entry	*g, *most = NULL;
	struct bench_hub	 b;
	int			 i, first = 1;

	for (i = 0; (g = game_table[i]) != NULL; i++) {
		if (g->bench == NULL || g->bench->hub_seats < 2 ||
		    g->bench->hub_seats > g->max_seats)
			continue;
		bench_hub_of(&b, g, "/var/tmp", "disk");
		bench_hub(&b, first);
		first = 0;
		if (most == NULL || g->bench->hub_seats >
		    most->bench->hub_seats)
			most = g;
	}
	if (most != NULL) {
		bench_hub_of(&b, most, "/dev/shm", "tmpfs");
		bench_hub(&b, 0);
	}
}

/* Whether a part is asked for: by name, or by none being named. */
static int
bench_wanted(char *const *parts, int nparts, const char *name)
{
	int	 i;

	for (i = 0; i < nparts; i++)
		if (strcmp(parts[i], name) == 0)
			return (1);
	return (nparts == 0);
}

/* The game a part of the benchmark names, or NULL. */
static const struct game_entry *
bench_game(const char *word)
{
	const struct game_entry	*g = game_find(word);

	return (g != NULL && g->bench != NULL ? g : NULL);
}

/* Whether a word names a part of the benchmark. */
int
bench_is_part(const char *word)
{
	return (bench_game(word) != NULL || strcmp(word, "screen") == 0 ||
	    strcmp(word, "hub") == 0);
}

/* The names of the benchmark's parts, for a message: the games', then
 * "screen, hub". */
void
bench_parts(char *buf, size_t len)
{
	size_t	 n = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; game_table[i] != NULL && n < len; i++)
		if (game_table[i]->bench != NULL)
			n += snprintf(buf + n, len - n, "%s, ",
			    game_table[i]->name);
	if (n < len)
		snprintf(buf + n, len - n, "screen, hub");
}

/*
 * Runs the parts named (every part if none is), each engine's search to
 * depth, or to its usual depth if depth is 0.
 */
int
bench_main(char *const *parts, int nparts, int depth)
{
	const struct game_entry	*g;
	int			 i;

	for (i = 0; (g = game_table[i]) != NULL; i++)
		if (g->bench != NULL && bench_wanted(parts, nparts, g->name))
			g->bench->run(g, depth);
	if (bench_wanted(parts, nparts, "screen"))
		bench_screen();
	if (bench_wanted(parts, nparts, "hub"))
		bench_hubs();
	return (0);
}
