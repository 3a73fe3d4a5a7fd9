/*
 * hub.c: the hub, a process of its own that keeps a game played from
 * several ttys.  It is the authority: it runs the match, draws every chance
 * event, checks every move with the rules engine, runs the computer
 * players, and writes every event to its journal before it tells anyone.
 * Seats and spectators are tabula processes connected to its socket; they
 * only send what they would like to happen.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "match.h"
#include "net/hub.h"
#include "net/proto.h"
#include "net/socket.h"
#include "paths.h"
#include "record.h"
#include "xmalloc.h"

#define HUB_CLIENTS_MAX	64		/* seats and spectators together */
#define HUB_USER_MAX	16		/* connections of one user at once */
#define HUB_HELLO_S	10		/* how long a connection may wait to say hello */
#define HUB_OUT_MAX	(1 << 20)	/* unsent output before a client is dropped */
#define HUB_IDLE_S	3600		/* with nobody there, the hub waits this long */
#define HUB_TICK_MS	1000		/* how often an idle hub looks at the clock */
#define HUB_PARTIAL_S	5		/* how long half a line may wait for the rest */
#define HUB_NAME_TRIES	99
#define HUB_LOG_BURST	100		/* log lines the hub may write at once, */
#define HUB_LOG_RATE	1.0		/* and per second after that */
#define HUB_LOG_MAX	(256 * 1024)	/* the log's size before it is renamed
					   NAME.log.old, which it replaces */

struct hub_client {
	int		 fd;
	uid_t		 uid;
	char		*user;
	int		 greeted;
	int		 seat;		/* -1: watching, or not yet seated */
	int		 seats_max;	/* how many seats its user may hold */
	char		 in[PROTO_LINE_MAX + 1];
	size_t		 inlen;
	char		*out;
	size_t		 outlen, outsize;
	double		 tokens;
	struct timespec	 refill;
	int		 closing;	/* close once the output is sent */
	time_t		 partial_since;	/* when half a line came, or 0 */
	time_t		 since;		/* when it connected */
};

/* Who holds a seat: the user, to come back to it, and their client. */
struct hub_holder {
	char		*user;
	struct hub_client *client;
};

struct hub {
	char		*name, *path, *journal, *logpath, *pidpath;
	char		*lockpath;	/* the journal's lock, held */
	int		 lockfd;
	int		 lfd;
	struct socket_allow allow;
	enum hub_policy	 policy;
	struct match	*m;
	struct hub_holder holders[GAME_SEATS_MAX];
	struct hub_client *clients[HUB_CLIENTS_MAX];
	int		 nclients;
	FILE		*jf;		/* the journal, once started */
	size_t		 journalled;	/* events on disk, */
	int		 journal_ended;	/* and the "end" line, */
	size_t		 told;		/* and events told: never more */
	int		 ended;
	int		 start_held;	/* the start waits for the journal */
	int		 resumed;	/* from a journal: its lobby is kept */
	int		 dice_shown;	/* the game is over and its dice told */
	time_t		 alone_since;	/* when the last client left */
	FILE		*log;
	double		 log_tokens;	/* lines the log may take now */
	struct timespec	 log_refill;
	unsigned long	 log_dropped;	/* lines left out since the last */
};

static void	hub_advance(struct hub *);
static int	hub_start_try(struct hub *);

/*
 * Whether the log may take another line: a token bucket, so that what
 * others can make the hub log (connecting, refused, again and again)
 * cannot fill the disk under the game.  Lines left out are counted.
 */
static int
hub_log_allowed(struct hub *h)
{
	struct timespec	 now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (h->log_refill.tv_sec == 0 && h->log_refill.tv_nsec == 0)
		h->log_tokens = HUB_LOG_BURST;
	else
		h->log_tokens += HUB_LOG_RATE * ((now.tv_sec -
		    h->log_refill.tv_sec) + (now.tv_nsec -
		    h->log_refill.tv_nsec) / 1e9);
	h->log_refill = now;
	if (h->log_tokens > HUB_LOG_BURST)
		h->log_tokens = HUB_LOG_BURST;
	if (h->log_tokens < 1) {
		h->log_dropped++;
		return (0);
	}
	h->log_tokens -= 1;
	return (1);
}

/* Starts the log again once it has grown to its size, keeping the old
 * one beside it, so that the two together stay bounded. */
static void
hub_log_rotate(struct hub *h)
{
	struct stat	 sb;
	char		*old;

	if (fstat(fileno(h->log), &sb) != 0 || sb.st_size < HUB_LOG_MAX ||
	    h->logpath == NULL)
		return;
	xasprintf(&old, "%s.old", h->logpath);
	if (rename(h->logpath, old) == 0) {
		fclose(h->log);
		h->log = fopen(h->logpath, "a");
	}
	free(old);
}

/* Writes a line to the hub's log, with the time, if the log has room. */
static void __attribute__((format(printf, 2, 3)))
hub_log(struct hub *h, const char *fmt, ...)
{
	char		 stamp[32];
	time_t		 now = time(NULL);
	va_list		 ap;

	if (h->log == NULL || !hub_log_allowed(h))
		return;
	hub_log_rotate(h);
	if (h->log == NULL)
		return;
	strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", localtime(&now));
	if (h->log_dropped > 0) {
		fprintf(h->log, "%s %lu lines left out: too many at once\n",
		    stamp, h->log_dropped);
		h->log_dropped = 0;
	}
	fprintf(h->log, "%s ", stamp);
	va_start(ap, fmt);
	vfprintf(h->log, fmt, ap);
	va_end(ap);
	fputc('\n', h->log);
	fflush(h->log);
}

/* A message of the protocol, written in place: HUB_MSG(.type = ...). */
#define HUB_MSG(...)	(&(const struct proto_msg){ __VA_ARGS__ })

/* Queues a line for a client; drops a client that does not read. */
static void
hub_queue(struct hub_client *c, const char *line)
{
	size_t	 n = strlen(line);

	if (c->closing && c->fd < 0)
		return;
	if (n + 1 >= PROTO_LINE_MAX)
		n = PROTO_LINE_MAX - 2;
	if (c->outlen + n + 1 > HUB_OUT_MAX) {
		c->closing = 1;
		c->outlen = 0;
		return;
	}
	if (c->outlen + n + 1 > c->outsize) {
		c->outsize = (c->outlen + n + 1) * 2;
		c->out = xreallocarray(c->out, c->outsize, 1);
	}
	memcpy(c->out + c->outlen, line, n);
	c->out[c->outlen + n] = '\n';
	c->outlen += n + 1;
}

/* Queues a message for a client. */
static void
hub_send(struct hub_client *c, const struct proto_msg *msg)
{
	char	*line = proto_format(msg);

	hub_queue(c, line);
	free(line);
}

/* Sends a message to every client that has said hello. */
static void
hub_broadcast(struct hub *h, const struct proto_msg *msg)
{
	char	*line = proto_format(msg);
	int	 i;

	for (i = 0; i < h->nclients; i++)
		if (h->clients[i]->greeted && !h->clients[i]->closing)
			hub_queue(h->clients[i], line);
	free(line);
}

/* Tells a client why it is being let go, and lets it go. */
static void
hub_bye(struct hub *h, struct hub_client *c, const char *why)
{
	hub_log(h, "bye %s: %s", c->user, why);
	hub_send(c, HUB_MSG(.type = PROTO_BYE, .text = why));
	c->closing = 1;
}

/* Tells one client, or everyone if c is NULL, how a seat stands. */
static void
hub_tell_seat(struct hub *h, struct hub_client *c, int i)
{
	const struct seat	*s = match_seat(h->m, i);
	const struct proto_msg	*msg;
	enum proto_state	 st;

	switch (s->state) {
	case SEAT_WAITING:
		st = PROTO_STATE_WAITING;
		break;
	case SEAT_AWAY:
		st = PROTO_STATE_AWAY;
		break;
	case SEAT_PLAYED_BY_HUB:
		st = PROTO_STATE_COMPUTER;
		break;
	default:
		st = PROTO_STATE_HERE;
		break;
	}
	msg = HUB_MSG(.type = PROTO_SEAT, .seat = i,
	    .flag = s->kind == SEAT_COMPUTER, .number = s->level, .state = st,
	    .text = s->name);
	if (c != NULL)
		hub_send(c, msg);
	else
		hub_broadcast(h, msg);
}

/* Sends a client the whole record, so that it can mirror the game. */
static void
hub_send_record(struct hub *h, struct hub_client *c)
{
	char	*text = NULL, *line, *save = NULL;
	size_t	 size = 0, i;
	FILE	*f;

	if ((f = open_memstream(&text, &size)) == NULL)
		fatal("open_memstream");
	/* Only the events told: one the journal does not have yet waits. */
	/* The dice's secret is shown once the game is over. */
	record_write_header(match_record(h->m), f,
	    match_turn(h->m) == GAME_TURN_OVER ? 0 : RECORD_HIDE_DICE);
	for (i = 0; i < h->told; i++)
		fprintf(f, "%s\n", match_record(h->m)->events[i]);
	fprintf(f, "end %zu\n", h->told);
	fclose(f);
	for (line = strtok_r(text, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save))
		hub_send(c, HUB_MSG(.type = PROTO_RECORD, .text = line));
	hub_send(c, HUB_MSG(.type = PROTO_RECORD_END));
	free(text);
}

/*
 * Appends a line to the journal and makes it safe on disk.  A write or
 * fsync that fails (a full disk) takes the journal back to its size
 * before, so that it never holds half a line, and the line is written
 * again later, whole.
 */
static int
hub_journal_line(struct hub *h, const char *line)
{
	struct stat	 sb;
	char		*text;
	size_t		 len;
	int		 fd = fileno(h->jf), saved, written;

	if (fstat(fd, &sb) != 0)
		return (-1);
	len = xasprintf(&text, "%s\n", line);
	written = paths_write_all(fd, text, len) == 0;
	free(text);
	if (written && fsync(fd) == 0)
		return (0);
	saved = errno;
	if (ftruncate(fd, sb.st_size) == 0)
		fsync(fd);
	errno = saved;
	return (-1);
}

/*
 * Writes to the journal the events it does not have yet and, once the
 * game is over, its "end" line; -1 if it cannot (errno says why).
 */
static int
hub_journal_catch_up(struct hub *h)
{
	struct record	*rec = match_record_edit(h->m);
	char		 end[32];

	if (h->jf == NULL) {
		h->journalled = rec->nevents;
		return (0);
	}
	for (; h->journalled < rec->nevents; h->journalled++)
		if (hub_journal_line(h, rec->events[h->journalled]) != 0)
			return (-1);
	if (!h->journal_ended && match_turn(h->m) == GAME_TURN_OVER) {
		snprintf(end, sizeof end, "end %zu", rec->nevents);
		if (hub_journal_line(h, end) != 0)
			return (-1);
		h->journal_ended = 1;
		hub_log(h, "the game is over");
	}
	return (0);
}

/*
 * Starts the journal: the header and the events so far, written beside it
 * and renamed over it (so that a journal being resumed is never lost, and
 * loses the half line a crash may have left), then opened to append to.
 */
static int
hub_journal_start(struct hub *h, char **cause)
{
	match_record_edit(h->m)->lobby = 0;
	if (record_save_journal(match_record(h->m), h->journal,
	    match_turn(h->m) == GAME_TURN_OVER, cause) != 0)
		return (-1);
	if ((h->jf = fopen(h->journal, "a")) == NULL) {
		xasprintf(cause, _("cannot write %s: %s"), h->journal,
		    strerror(errno));
		return (-1);
	}
	h->journalled = h->told = match_record(h->m)->nevents;
	h->journal_ended = match_turn(h->m) == GAME_TURN_OVER;
	return (0);
}

/*
 * The game waits until the journal can be written: nothing more is
 * played, and everyone is told why, once.
 */
static void
hub_hold(struct hub *h)
{
	if (match_held(h->m))
		return;
	hub_log(h, "the journal cannot be written (%s): the game waits",
	    strerror(errno));
	match_hold(h->m, 1);
	hub_broadcast(h, HUB_MSG(.type = PROTO_PAUSED, .seat = -1, .flag = 1));
}

/* The journal is written again: the game goes on (or waits for a seat,
 * as it did). */
static void
hub_unhold(struct hub *h)
{
	if (!match_held(h->m))
		return;
	hub_log(h, "the journal is written again: the game goes on");
	match_hold(h->m, 0);
	hub_broadcast(h, HUB_MSG(.type = PROTO_RESUMED));
	if (match_paused(h->m) >= 0)
		hub_broadcast(h, HUB_MSG(.type = PROTO_PAUSED,
		    .seat = match_paused(h->m)));
}

/*
 * The game is over: the dice's seed and salt are shown to everyone, who
 * check them against the hub's promise and every roll.  Never before: a
 * game ended by its host, not its rules, may be resumed, and its dice are
 * still to come.
 */
static void
hub_show_dice(struct hub *h)
{
	const struct record	*rec = match_record(h->m);

	if (h->dice_shown || rec->dice_salt == NULL ||
	    match_turn(h->m) != GAME_TURN_OVER)
		return;
	hub_log(h, "the game is over: the dice's seed is shown");
	hub_broadcast(h, HUB_MSG(.type = PROTO_DICE, .seed = rec->dice_seed,
	    .word = rec->dice_salt));
	h->dice_shown = 1;
}

/*
 * An event was played: it goes to the journal first, then to every
 * client.  If the journal cannot take it, nobody is told and nothing
 * more is played (the game is held) until it can: the event waits in the
 * match, and hub_retry writes it, and tells it, before anything else
 * happens.  When the game is over the journal gets its end, and is a
 * saved game like any other.
 */
static int
hub_tell_event(struct hub *h)
{
	if (hub_journal_catch_up(h) != 0) {
		hub_hold(h);
		return (-1);
	}
	hub_unhold(h);
	for (; h->told < match_record(h->m)->nevents; h->told++)
		hub_broadcast(h, HUB_MSG(.type = PROTO_EVENT,
		    .number = (int)h->told,
		    .text = match_record(h->m)->events[h->told]));
	hub_show_dice(h);
	return (0);
}

/* A held game tries its journal again, and goes on if it takes it. */
static void
hub_retry(struct hub *h)
{
	if (!match_held(h->m) || h->ended)
		return;
	if (h->start_held)
		(void)hub_start_try(h);
	else if (hub_tell_event(h) == 0)
		hub_advance(h);
}

/*
 * Moves the game on as far as it goes without a person: chance events,
 * the computers' moves, a pause for a seat whose player is away; each
 * event is journalled before anyone is told of it.
 */
static void
hub_advance(struct hub *h)
{
	struct match_news	 news;

	while (!h->ended && match_advance(h->m, &news) > 0) {
		if (news.events)
			hub_tell_event(h);
		if (news.failed)
			hub_log(h, "the computer found no move for seat %d",
			    match_turn(h->m));
		if (news.paused) {
			hub_broadcast(h, HUB_MSG(.type = PROTO_PAUSED,
			    .seat = match_paused(h->m)));
			hub_log(h, "paused for seat %d", match_paused(h->m));
		}
		if (news.resumed)
			hub_broadcast(h, HUB_MSG(.type = PROTO_RESUMED));
	}
}

/*
 * A seat's player went away.  In the lobby a guest's seat is free again;
 * in a game the game waits for them, or the computer plays for them.
 */
static void
hub_seat_left(struct hub *h, int seat)
{
	struct hub_holder	*o = &h->holders[seat];

	o->client = NULL;
	if (!match_started(h->m) && seat != 0) {
		free(o->user);
		o->user = NULL;
		match_set_seat_state(h->m, seat, SEAT_WAITING);
		match_set_seat(h->m, seat, SEAT_REMOTE, 0, NULL);
	} else if (match_started(h->m) && h->policy == HUB_COMPUTER)
		match_set_seat_state(h->m, seat, SEAT_PLAYED_BY_HUB);
	else
		match_set_seat_state(h->m, seat, SEAT_AWAY);
	hub_tell_seat(h, NULL, seat);
	hub_advance(h);
}

/* Lets a client go; a seated one leaves its seat to come back to. */
static void
hub_drop(struct hub *h, int i)
{
	struct hub_client	*c = h->clients[i];
	int			 greeted = c->greeted;

	hub_log(h, "%s leaves", c->user);
	close(c->fd);
	h->clients[i] = h->clients[--h->nclients];
	if (c->seat >= 0 && h->holders[c->seat].client == c)
		hub_seat_left(h, c->seat);
	free(c->user);
	free(c->out);
	free(c);
	/* Nothing to keep: a lobby its last player left, or a game over.
	 * Someone who only connected (to list the games, say) was never
	 * there. */
	if (h->nclients == 0 && greeted &&
	    ((!match_started(h->m) && !h->resumed) ||
	    match_turn(h->m) == GAME_TURN_OVER))
		h->ended = 1;
	if (h->nclients == 0)
		h->alone_since = time(NULL);
}

/* How many seats a user holds, here or away. */
static int
hub_user_seats(struct hub *h, const char *user)
{
	int	 i, n = 0;

	for (i = 0; i < match_nseats(h->m); i++)
		if (h->holders[i].user != NULL &&
		    strcmp(h->holders[i].user, user) == 0)
			n++;
	return (n);
}

/*
 * The seat a player may take: the one they ask for if it was theirs, else
 * one of theirs from before, else a free one if they hold fewer seats
 * than the host lets them (one, unless --allow gave them more).  -1 and
 * *why, the refusal, when there is none.
 */
static int
hub_find_seat(struct hub *h, struct hub_client *c, int wanted,
    const char **why)
{
	int	 i;

	const struct hub_holder	*o = h->holders;

	if (wanted >= 0 && wanted < match_nseats(h->m) &&
	    o[wanted].user != NULL && strcmp(o[wanted].user, c->user) == 0 &&
	    o[wanted].client == NULL)
		return (wanted);
	for (i = 0; i < match_nseats(h->m); i++)
		if (o[i].user != NULL && strcmp(o[i].user, c->user) == 0 &&
		    o[i].client == NULL)
			return (i);
	*why = "full";
	for (i = 0; i < match_nseats(h->m); i++) {
		if (match_seat(h->m, i)->state != SEAT_WAITING ||
		    o[i].user != NULL ||
		    match_seat(h->m, i)->kind == SEAT_COMPUTER)
			continue;
		if (hub_user_seats(h, c->user) < c->seats_max)
			return (i);
		*why = "seats-taken";
	}
	return (-1);
}

/*
 * Tells someone who asks how the game stands, for their list of the games
 * they may join, and lets them go: they take no seat.
 */
static void
hub_about(struct hub *h, struct hub_client *c)
{
	struct proto_about	 a;
	int			 i;

	memset(&a, 0, sizeof a);
	if (!match_started(h->m))
		a.phase = PROTO_PHASE_LOBBY;
	else if (match_turn(h->m) == GAME_TURN_OVER)
		a.phase = PROTO_PHASE_OVER;
	else
		a.phase = PROTO_PHASE_PLAYING;
	a.seats = match_nseats(h->m);
	for (i = 0; i < match_nseats(h->m); i++) {
		if (h->holders[i].user == NULL &&
		    match_seat(h->m, i)->state == SEAT_WAITING &&
		    match_seat(h->m, i)->kind != SEAT_COMPUTER)
			a.open++;
		if (h->holders[i].user != NULL &&
		    h->holders[i].client == NULL &&
		    strcmp(h->holders[i].user, c->user) == 0)
			a.mine++;
	}
	for (i = 0; i < h->nclients; i++)
		if (h->clients[i]->greeted && h->clients[i]->seat < 0)
			a.watching++;
	hub_send(c, HUB_MSG(.type = PROTO_WELCOME, .version = PROTO_VERSION,
	    .word = match_game(h->m)->name, .text = h->name));
	hub_send(c, HUB_MSG(.type = PROTO_ABOUT, .about = a));
	c->closing = 1;
}

/* hello: seats a player, or lets a spectator watch, and sends the game. */
static void
hub_hello(struct hub *h, struct hub_client *c, const struct proto_msg *msg)
{
	struct hub_holder	*o;
	const char		*refused;
	int			 i, seat = -1, host;
	char			 why[32];

	if (msg->version != PROTO_VERSION) {
		snprintf(why, sizeof why, "version %d", PROTO_VERSION);
		hub_send(c, HUB_MSG(.type = PROTO_REFUSED, .text = why));
		c->closing = 1;
		return;
	}
	if (msg->flag == PROTO_HELLO_ABOUT) {
		hub_about(h, c);
		return;
	}
	if (msg->flag == PROTO_HELLO_PLAY &&
	    (seat = hub_find_seat(h, c, msg->seat, &refused)) < 0) {
		hub_log(h, "refused %s a seat: %s", c->user, refused);
		hub_send(c, HUB_MSG(.type = PROTO_REFUSED, .text = refused));
		c->closing = 1;
		return;
	}
	c->greeted = 1;
	c->seat = seat;
	if (seat >= 0) {
		o = &h->holders[seat];
		o->client = c;
		match_set_seat_state(h->m, seat, SEAT_HERE);
		if (o->user == NULL) {
			o->user = xstrdup(c->user);
			if (!match_started(h->m))
				match_set_seat(h->m, seat, SEAT_REMOTE, 0,
				    c->user);
		}
	}
	host = seat == 0 && c->uid == getuid();
	hub_log(h, "%s %s", c->user, seat >= 0 ? "takes a seat" : "watches");
	hub_send(c, HUB_MSG(.type = PROTO_WELCOME, .version = PROTO_VERSION,
	    .word = match_game(h->m)->name, .text = h->name));
	hub_send(c, HUB_MSG(.type = PROTO_YOU, .seat = seat, .flag = host));
	hub_send_record(h, c);
	for (i = 0; i < match_nseats(h->m); i++)
		hub_tell_seat(h, c, i);
	if (match_started(h->m))
		hub_send(c, HUB_MSG(.type = PROTO_STARTED));
	if (seat >= 0) {
		/* The others learn who came; the computer lets go. */
		for (i = 0; i < h->nclients; i++)
			if (h->clients[i] != c && h->clients[i]->greeted)
				hub_tell_seat(h, h->clients[i], seat);
		if (match_thinking(h->m) && match_turn(h->m) == seat &&
		    match_seat(h->m, seat)->kind != SEAT_COMPUTER)
			match_think_cancel(h->m);
	}
	if (match_paused(h->m) >= 0)
		hub_send(c, HUB_MSG(.type = PROTO_PAUSED,
		    .seat = match_paused(h->m)));
	if (match_held(h->m))
		hub_send(c, HUB_MSG(.type = PROTO_PAUSED, .seat = -1,
		    .flag = 1));
	hub_advance(h);
}

/*
 * Starts the game the host asked to start, if every seat is still taken:
 * its journal first, then everyone is told.  A journal that cannot be
 * written (a full disk) holds the start, in the lobby, and everyone is
 * told why; hub_retry tries again.  -1 while it is held.
 */
static int
hub_start_try(struct hub *h)
{
	char	*cause;
	int	 i;

	if (!match_ready(h->m)) {
		/* Someone left while the start was held. */
		h->start_held = 0;
		hub_unhold(h);
		return (0);
	}
	match_set_started(h->m, 1);
	if (hub_journal_start(h, &cause) != 0) {
		hub_log(h, "the game cannot start yet: %s", cause);
		free(cause);
		match_set_started(h->m, 0);
		h->start_held = 1;
		hub_hold(h);
		return (-1);
	}
	h->start_held = 0;
	hub_unhold(h);
	hub_log(h, "the game starts");
	/* The seats as they are now, computers and all. */
	for (i = 0; i < h->nclients; i++)
		if (h->clients[i]->greeted && !h->clients[i]->closing)
			hub_send_record(h, h->clients[i]);
	for (i = 0; i < match_nseats(h->m); i++)
		hub_tell_seat(h, NULL, i);
	hub_broadcast(h, HUB_MSG(.type = PROTO_STARTED));
	hub_advance(h);
	return (0);
}

/* start: the host starts the game once every seat is filled. */
static void
hub_start_game(struct hub *h, struct hub_client *c)
{
	if (match_started(h->m) || h->start_held || c->seat != 0 ||
	    c->uid != getuid())
		return;
	if (!match_ready(h->m)) {
		hub_send(c, HUB_MSG(.type = PROTO_DENIED, .number = 0,
		    .text = "start"));
		return;
	}
	(void)hub_start_try(h);
}

/*
 * computer SEAT LEVEL: in the lobby, the host gives a seat other than
 * theirs to the computer, or (level 0) frees it.  A guest in it is let go
 * ("bye freed"): the host decides who plays.
 */
static void
hub_set_computer(struct hub *h, struct hub_client *c,
    const struct proto_msg *msg)
{
	struct hub_client	*guest;
	struct seat		 was;
	char			*cause;
	int			 seat = msg->seat, level = msg->number;

	if (match_started(h->m) || h->start_held || c->seat != 0 ||
	    c->uid != getuid() || seat <= 0 || seat >= match_nseats(h->m) ||
	    level > match_game(h->m)->max_level) {
		hub_send(c, HUB_MSG(.type = PROTO_DENIED, .number = 0,
		    .text = "computer"));
		return;
	}
	/* The lobby's journal keeps the computers, so that a hub resumed
	 * in its lobby has them; a change it cannot keep is not made. */
	was = *match_seat(h->m, seat);
	if (level == 0)
		match_set_seat(h->m, seat, SEAT_REMOTE, 0, NULL);
	else
		match_set_seat(h->m, seat, SEAT_COMPUTER, level, NULL);
	if (record_save_journal(match_record(h->m), h->journal, 0,
	    &cause) != 0) {
		hub_log(h, "the lobby keeps seat %d as it was: %s", seat,
		    cause);
		free(cause);
		match_set_seat(h->m, seat, was.kind, was.level, was.name);
		match_set_seat_state(h->m, seat, was.state);
		hub_send(c, HUB_MSG(.type = PROTO_DENIED, .number = 0,
		    .text = "computer"));
		return;
	}
	if ((guest = h->holders[seat].client) != NULL) {
		hub_log(h, "the host frees seat %d of %s", seat, guest->user);
		guest->seat = -1;
		h->holders[seat].client = NULL;
		hub_bye(h, guest, "freed");
	}
	free(h->holders[seat].user);
	h->holders[seat].user = NULL;
	match_set_seat_state(h->m, seat, SEAT_WAITING);
	hub_tell_seat(h, NULL, seat);
}

/* move TEXT: a seated player's move, checked by the rules engine. */
static void
hub_move(struct hub *h, struct hub_client *c, const struct proto_msg *msg)
{
	int	 error;

	if (c->seat < 0 || !match_started(h->m) || h->ended ||
	    match_held(h->m)) {
		hub_send(c, HUB_MSG(.type = PROTO_DENIED,
		    .number = GAME_ERROR_SYNTAX, .text = msg->text));
		return;
	}
	if (match_play(h->m, c->seat, msg->text, &error) != 0) {
		hub_send(c, HUB_MSG(.type = PROTO_DENIED, .number = error,
		    .text = msg->text));
		return;
	}
	hub_tell_event(h);
	hub_advance(h);
}

/*
 * end: the host ends the game for everyone.  A guest may only leave or
 * resign; one that asks to end it is let go, keeping its seat.
 */
static void
hub_end(struct hub *h, struct hub_client *c)
{
	if (c->seat < 0) {
		hub_bye(h, c, "not-seated");
		return;
	}
	if (c->seat != 0 || c->uid != getuid()) {
		hub_bye(h, c, "not-host");
		return;
	}
	hub_log(h, "%s ends the game", c->user);
	hub_broadcast(h, HUB_MSG(.type = PROTO_ENDED, .text = c->user));
	h->ended = 1;
}

/* Handles one message from a client. */
static void
hub_message(struct hub *h, struct hub_client *c, char *line, size_t len)
{
	struct proto_msg	 msg;
	int			 error;

	if ((error = proto_parse(line, len, &msg)) != PROTO_OK) {
		hub_bye(h, c, proto_error_name(error));
		return;
	}
	if (!c->greeted) {
		if (msg.type != PROTO_HELLO) {
			hub_bye(h, c, "hello-first");
			return;
		}
		hub_hello(h, c, &msg);
		return;
	}
	switch (msg.type) {
	case PROTO_MOVE:
		hub_move(h, c, &msg);
		break;
	case PROTO_START:
		hub_start_game(h, c);
		break;
	case PROTO_COMPUTER:
		hub_set_computer(h, c, &msg);
		break;
	case PROTO_LEAVE:
		hub_send(c, HUB_MSG(.type = PROTO_BYE, .text = "you-left"));
		c->closing = 1;
		break;
	case PROTO_END:
		hub_end(h, c);
		break;
	default:
		hub_bye(h, c, "unexpected-message");
		break;
	}
}

/* Takes what a client sent: whole lines, at a rate the hub can bear. */
static void
hub_read(struct hub *h, struct hub_client *c)
{
	struct timespec	 now;
	char		*nl;
	ssize_t		 n;
	size_t		 len;
	double		 elapsed;

	n = read(c->fd, c->in + c->inlen, PROTO_LINE_MAX - c->inlen);
	if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
		c->closing = 1;
		c->outlen = 0;
		return;
	}
	if (n < 0)
		return;
	c->inlen += n;
	clock_gettime(CLOCK_MONOTONIC, &now);
	while (!c->closing && (nl = memchr(c->in, '\n', c->inlen)) != NULL) {
		elapsed = (now.tv_sec - c->refill.tv_sec) +
		    (now.tv_nsec - c->refill.tv_nsec) / 1e9;
		c->refill = now;
		c->tokens += elapsed * HUB_RATE;
		if (c->tokens > HUB_BURST)
			c->tokens = HUB_BURST;
		if (c->tokens < 1) {
			hub_bye(h, c, "flood");
			return;
		}
		c->tokens -= 1;
		len = nl - c->in;
		hub_message(h, c, c->in, len);
		c->inlen -= len + 1;
		memmove(c->in, nl + 1, c->inlen);
	}
	if (c->inlen >= PROTO_LINE_MAX)
		hub_bye(h, c, "line-too-long");
	else if (c->inlen == 0)
		c->partial_since = 0;
	else if (c->partial_since == 0)
		c->partial_since = time(NULL);
}

/* Sends what is queued for a client. */
static void
hub_write(struct hub_client *c)
{
	ssize_t	 n;

	while (c->outlen > 0) {
		n = send(c->fd, c->out, c->outlen, MSG_NOSIGNAL);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			if (errno != EAGAIN)
				c->outlen = 0, c->closing = 1;
			return;
		}
		memmove(c->out, c->out + n, c->outlen - n);
		c->outlen -= n;
	}
}

/* Refuses a connection that is not a client yet, saying why, and closes
 * it; it is not waited for. */
static void
hub_refuse(struct hub *h, int fd, const char *why)
{
	char	*line, *nl;

	line = proto_format(HUB_MSG(.type = PROTO_REFUSED, .text = why));
	xasprintf(&nl, "%s\n", line);
	if (send(fd, nl, strlen(nl), MSG_NOSIGNAL) < 0)
		hub_log(h, "could not refuse a client: %s", strerror(errno));
	free(nl);
	free(line);
	close(fd);
}

/* How many of a user's seats (any user's, if NULL) wait for their player
 * to come back: room is kept for each. */
static int
hub_seats_away(struct hub *h, const char *user)
{
	int	 i, n = 0;

	for (i = 0; i < match_nseats(h->m); i++)
		if (h->holders[i].user != NULL &&
		    h->holders[i].client == NULL &&
		    (user == NULL || strcmp(h->holders[i].user, user) == 0))
			n++;
	return (n);
}

/* How many connections a user has. */
static int
hub_user_clients(struct hub *h, uid_t uid)
{
	int	 i, n = 0;

	for (i = 0; i < h->nclients; i++)
		if (h->clients[i]->uid == uid)
			n++;
	return (n);
}

/*
 * Why a user may not connect now, or NULL: the hub is full but for the
 * room kept for the seats whose players are away (unless this user holds
 * one), or the user has too many connections already.  The hub's owner
 * has no such limit: they can stop the hub anyway.
 */
static const char *
hub_no_room(struct hub *h, uid_t uid, const char *user)
{
	if (h->nclients == HUB_CLIENTS_MAX)
		return ("too-many");
	if (h->nclients >= HUB_CLIENTS_MAX - hub_seats_away(h, NULL) &&
	    hub_seats_away(h, user) == 0)
		return ("too-many");
	if (uid != getuid() && hub_user_clients(h, uid) >= HUB_USER_MAX)
		return ("too-many-yours");
	return (NULL);
}

/*
 * A new connection: its credentials are checked before anything else,
 * then whether there is room for it.
 */
static void
hub_accept(struct hub *h)
{
	struct hub_client	*c;
	const char		*why;
	char			*user;
	uid_t			 uid;
	gid_t			 gid;
	int			 fd, seats;

	if ((fd = accept4(h->lfd, NULL, NULL, SOCK_CLOEXEC |
	    SOCK_NONBLOCK)) == -1)
		return;
	if (socket_peer(fd, &uid, &gid) != 0 ||
	    (seats = socket_allowed(&h->allow, uid, gid)) == 0) {
		hub_log(h, "refused user %ld", (long)uid);
		hub_refuse(h, fd, "not-allowed");
		return;
	}
	user = socket_user(uid);
	if ((why = hub_no_room(h, uid, user)) != NULL) {
		hub_log(h, "refused %s: %s", user, why);
		hub_refuse(h, fd, why);
		free(user);
		return;
	}
	c = xcalloc(1, sizeof *c);
	c->fd = fd;
	c->uid = uid;
	c->user = user;
	c->since = time(NULL);
	c->seat = -1;
	c->seats_max = seats;
	c->tokens = HUB_BURST;
	clock_gettime(CLOCK_MONOTONIC, &c->refill);
	h->clients[h->nclients++] = c;
	hub_log(h, "%s connects", c->user);
}

/* Notes the hub's process, for whoever must stop it. */
static void
hub_write_pid(struct hub *h)
{
	FILE	*f;

	if ((f = fopen(h->pidpath, "w")) != NULL) {
		fprintf(f, "%ld\n", (long)getpid());
		fclose(f);
	}
}

/* The hub's loop: clients, the computer, and the clock. */
static void
hub_loop(struct hub *h)
{
	struct pollfd		 pfd[HUB_CLIENTS_MAX + 2];
	struct hub_client	*c;
	int			 i, n, timeout;

	h->alone_since = time(NULL);
	for (;;) {
		for (i = h->nclients - 1; i >= 0; i--) {
			c = h->clients[i];
			if (!c->closing && c->partial_since != 0 &&
			    time(NULL) - c->partial_since > HUB_PARTIAL_S)
				hub_bye(h, c, "incomplete-line");
			if (!c->closing && !c->greeted &&
			    time(NULL) - c->since > HUB_HELLO_S)
				hub_bye(h, c, "no-hello");
			if (c->closing && c->outlen == 0)
				hub_drop(h, i);
		}
		if (h->ended && h->nclients == 0)
			break;
		if (h->nclients == 0 &&
		    time(NULL) - h->alone_since > HUB_IDLE_S) {
			hub_log(h, "nobody came back; the journal keeps the "
			    "game");
			break;
		}
		pfd[0].fd = h->lfd;
		pfd[0].events = h->ended ? 0 : POLLIN;
		pfd[1].fd = match_fd(h->m, &timeout);
		pfd[1].events = POLLIN;
		for (i = 0; i < h->nclients; i++) {
			pfd[i + 2].fd = h->clients[i]->fd;
			pfd[i + 2].events = (h->clients[i]->closing ? 0 :
			    POLLIN) | (h->clients[i]->outlen > 0 ? POLLOUT : 0);
		}
		n = poll(pfd, h->nclients + 2, HUB_TICK_MS);
		if (n < 0 && errno != EINTR)
			fatal("poll");
		hub_retry(h);
		if (n <= 0)
			continue;
		if (pfd[1].revents & POLLIN)
			hub_advance(h);
		for (i = 0; i < h->nclients; i++) {
			if (pfd[i + 2].revents & (POLLIN | POLLHUP | POLLERR))
				hub_read(h, h->clients[i]);
			if (pfd[i + 2].revents & POLLOUT ||
			    h->clients[i]->outlen > 0)
				hub_write(h->clients[i]);
		}
		if (pfd[0].revents & POLLIN)
			hub_accept(h);
	}
	match_think_cancel(h->m);
}

/* The directory of hubs' journals and logs, made if asked. */
char *
hub_journal_dir(int create, char **cause)
{
	char	*saves, *dir;

	if ((saves = paths_saves(create, cause)) == NULL)
		return (NULL);
	xasprintf(&dir, "%s/hubs", saves);
	free(saves);
	if (create && mkdir(dir, 0700) != 0 && errno != EEXIST) {
		xasprintf(cause, _("cannot make %s: %s"), dir,
		    strerror(errno));
		free(dir);
		return (NULL);
	}
	return (dir);
}

/* Sets up the seats of a new game: the host's first, others to fill. */
static void
hub_new_seats(struct hub *h)
{
	int	 i;

	for (i = 0; i < match_nseats(h->m); i++) {
		match_set_seat_state(h->m, i, SEAT_WAITING);
		if (match_seat(h->m, i)->kind != SEAT_COMPUTER)
			match_set_seat(h->m, i, SEAT_REMOTE, 0, NULL);
	}
	/* The host's seat waits for the host alone. */
	h->holders[0].user = socket_user(getuid());
	match_set_seat(h->m, 0, SEAT_REMOTE, 0, h->holders[0].user);
	match_set_started(h->m, 0);
}

/*
 * Sets up the seats of a journal's game: everyone away until they come.
 * The hub stopping is not its players leaving, so the game waits for them
 * whatever --on-leave says; it holds for whoever leaves once back.
 */
static void
hub_resumed_seats(struct hub *h)
{
	int	 i;

	for (i = 0; i < match_nseats(h->m); i++) {
		if (match_seat(h->m, i)->kind == SEAT_COMPUTER) {
			match_set_seat_state(h->m, i, SEAT_HERE);
			continue;
		}
		match_set_seat_state(h->m, i, SEAT_AWAY);
		if (match_seat(h->m, i)->name[0] != '\0')
			h->holders[i].user = xstrdup(match_seat(h->m, i)->name);
	}
	match_set_started(h->m, 1);
}

/*
 * Takes the journal's lock, JOURNAL.lock beside it, for as long as this
 * hub runs: a journal belongs to one hub, and another hub (or a
 * resume) finds it taken.  The lock is checked to be the file at its
 * path once held, since a hub that ends removes it.  0; 1 if another hub
 * holds it; -1 and *cause if it cannot be made.
 */
static int
hub_lock_journal(struct hub *h, const char *journal, char **cause)
{
	struct stat	 sb, at;
	char		*path;
	int		 fd;

	xasprintf(&path, "%s.lock", journal);
	for (;;) {
		if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
		    0600)) == -1) {
			xasprintf(cause, _("cannot lock %s: %s"), journal,
			    strerror(errno));
			free(path);
			return (-1);
		}
		if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
			close(fd);
			free(path);
			if (errno == EWOULDBLOCK)
				return (1);
			xasprintf(cause, _("cannot lock %s: %s"), journal,
			    strerror(errno));
			return (-1);
		}
		if (fstat(fd, &sb) == 0 && stat(path, &at) == 0 &&
		    sb.st_dev == at.st_dev && sb.st_ino == at.st_ino)
			break;
		close(fd);	/* removed meanwhile by the hub that had it */
	}
	h->lockfd = fd;
	h->lockpath = path;
	return (0);
}

/* Lets the journal's lock go; removes it if this hub ends. */
static void
hub_unlock_journal(struct hub *h, int remove)
{
	if (h->lockpath == NULL)
		return;
	if (remove)
		unlink(h->lockpath);
	close(h->lockfd);
	h->lockfd = -1;
	free(h->lockpath);
	h->lockpath = NULL;
}

/*
 * Whether a journal holds a game a hub may not take the place of: one
 * not over (no "end" line, or not a record at all).  A finished game's
 * journal is a saved game, which the next hub of that name replaces.
 */
static int
hub_journal_unfinished(const char *path)
{
	struct record	 rec;
	char		*cause = NULL;

	if (access(path, F_OK) != 0)
		return (0);
	if (record_load(&rec, path, 0, &cause) != 0) {
		free(cause);
		return (1);
	}
	record_free(&rec);
	return (0);
}

/*
 * Whether a name may be this hub's: no hub of this user's runs by it (in
 * any socket directory), and, for a new game, its journal is neither
 * another hub's nor a game not over, whose lock is then held.  0 if it
 * may; otherwise 1, with *cause saying why, or -1 on an error.
 */
static int
hub_claim_name(struct hub *h, const char *jdir, const char *name,
    int resuming, char **cause)
{
	char	*journal;
	int	 r;

	if (socket_name_in_use(name)) {
		xasprintf(cause, _("a hub called %s is running already"),
		    name);
		return (1);
	}
	if (resuming)
		return (0);
	xasprintf(&journal, "%s/%s.journal", jdir, name);
	if ((r = hub_lock_journal(h, journal, cause)) == 1)
		xasprintf(cause, _("a hub called %s is starting"), name);
	else if (r == 0 && hub_journal_unfinished(journal)) {
		hub_unlock_journal(h, 0);
		xasprintf(cause, _("the hub %s stopped before its game was "
		    "over; go on with it with: tabula host --resume %s"),
		    name, journal);
		r = 1;
	}
	if (r != 0) {
		free(journal);
		return (r);
	}
	h->journal = journal;
	return (0);
}

/*
 * Chooses the hub's name: the one asked for, or else the game's with the
 * first number no other hub of this user's, running or stopped with its
 * game not over, has.  The socket goes in dir.
 */
static int
hub_choose_name(struct hub *h, const char *dir, const char *jdir,
    const char *game, const char *wanted, int resuming, char **cause)
{
	char	*name, *why = NULL;
	int	 i, r;

	if (wanted != NULL) {
		if (socket_check_name(wanted, cause) != 0 ||
		    hub_claim_name(h, jdir, wanted, resuming, cause) != 0)
			return (-1);
		h->name = xstrdup(wanted);
		xasprintf(&h->path, "%s/%s", dir, wanted);
		return (0);
	}
	for (i = 1; i <= HUB_NAME_TRIES; i++) {
		xasprintf(&name, "%s-%d", game, i);
		if ((r = hub_claim_name(h, jdir, name, resuming, &why)) == 0) {
			h->name = name;
			xasprintf(&h->path, "%s/%s", dir, name);
			return (0);
		}
		free(name);
		if (r < 0) {
			*cause = why;
			return (-1);
		}
		free(why);
	}
	xasprintf(cause, _("too many hubs are running or stopped with their "
	    "games not over (%s-1 to %s-%d); go on with them, or choose "
	    "another --name"), game, game, HUB_NAME_TRIES);
	return (-1);
}

/*
 * Checks what a journal says of its hub before any of it is used: journals
 * are shared like saved games, and the hub's name becomes a file's name.
 */
static int
hub_check_journal(const struct record *rec, const char *path, char **cause)
{
	struct socket_allow	 allow;
	char			*why;
	int			 line;

	if (rec->hub != NULL && socket_check_name(rec->hub, &why) != 0)
		line = rec->hub_line;
	else if (rec->allow != NULL &&
	    socket_parse_allow(rec->allow, &allow, &why) != 0)
		line = rec->allow_line;
	else
		return (0);
	xasprintf(cause, "%s:%d: %s", path, line, why);
	free(why);
	return (-1);
}

/* Frees what the host's side of hub_start made. */
static void
hub_free(struct hub *h)
{
	int	 i;

	for (i = 0; i < GAME_SEATS_MAX; i++)
		free(h->holders[i].user);
	if (h->jf != NULL)
		fclose(h->jf);
	hub_unlock_journal(h, 0);
	match_free(h->m);
	free(h->name);
	free(h->path);
	free(h->journal);
	free(h->logpath);
	free(h->pidpath);
}

/* Frees what hub_start told. */
void
hub_started_free(struct hub_started *s)
{
	free(s->name);
	free(s->path);
	free(s->journal);
	free(s->allow);
	free(s->command);
	memset(s, 0, sizeof *s);
}

/*
 * Makes the match of a resumed game from its journal, locked first, and
 * takes what the host said when hosting (who may join, what to do when a
 * seat leaves) unless said again; *lobby is whether the game was still in
 * its lobby.
 */
static int
hub_resume_match(struct hub *h, const struct hub_config *cf, char **allow,
    int *lobby, char **cause)
{
	struct record	 rec;
	int		 r;

	/* Locked before it is read: what a hub still writes to it
	 * would be lost. */
	if ((h->journal = realpath(cf->resume, NULL)) != NULL &&
	    (r = hub_lock_journal(h, h->journal, cause)) != 0) {
		if (r > 0)
			xasprintf(cause, _("a hub is running the game "
			    "of %s already: join it, or stop it first"),
			    cf->resume);
		return (-1);
	}
	if (record_load(&rec, cf->resume, RECORD_JOURNAL, cause) != 0)
		return (-1);
	if (hub_check_journal(&rec, cf->resume, cause) != 0) {
		record_free(&rec);
		return (-1);
	}
	/* A copy of a running hub's journal, or a link to it, under
	 * another name, would play its game twice. */
	if (rec.hub != NULL && socket_name_in_use(rec.hub)) {
		xasprintf(cause, _("the game of %s is the hub %s's, "
		    "which is running: join it, or stop it first"),
		    cf->resume, rec.hub);
		record_free(&rec);
		return (-1);
	}
	/* What the host said when hosting holds, unless said again. */
	if (*allow == NULL && rec.allow != NULL)
		*allow = xstrdup(rec.allow);
	if (h->policy == HUB_POLICY_UNSET && rec.on_leave != NULL)
		h->policy = strcmp(rec.on_leave, "computer") == 0 ?
		    HUB_COMPUTER : HUB_PAUSE;
	*lobby = rec.lobby;
	if ((h->m = match_from_record(&rec, cf->resume, cause)) == NULL)
		return (-1);
	return (0);
}

/*
 * Makes the hub's match, new or resumed, with its dice promised and who
 * may join and what to do when a seat leaves in its record.  *allow is
 * who may join, the host's or the journal's; *lobby whether a resumed game
 * was still in its lobby.
 */
static int
hub_make_match(struct hub *h, const struct hub_config *cf, char **allow,
    int *lobby, char **cause)
{
	h->policy = cf->policy;
	h->resumed = cf->resume != NULL;
	if (cf->allow != NULL)
		*allow = xstrdup(cf->allow);
	if (cf->resume != NULL) {
		if (hub_resume_match(h, cf, allow, lobby, cause) != 0)
			return (-1);
	} else if ((h->m = match_new(cf->match, cause)) == NULL)
		return (-1);
	if (match_nseats(h->m) > GAME_SEATS_MAX)
		fatalx("too many seats");
	if (match_promise_dice(h->m, cf->has_dice_seed ? &cf->dice_seed :
	    NULL, cause) != 0)
		return (-1);
	if (h->policy == HUB_POLICY_UNSET)
		h->policy = HUB_PAUSE;
	if (*allow != NULL && socket_parse_allow(*allow, &h->allow,
	    cause) != 0)
		return (-1);
	match_record_edit(h->m)->allow = *allow != NULL ? xstrdup(*allow) :
	    NULL;
	match_record_edit(h->m)->on_leave = xstrdup(h->policy ==
	    HUB_COMPUTER ? "computer" : "pause");
	/* Hints allowed once stay allowed when the game is resumed. */
	if (cf->hints)
		match_record_edit(h->m)->hints = 1;
	/* Counting is each seat's: a local save's mark is not the hub's. */
	match_record_edit(h->m)->counted = 0;
	return (0);
}

/*
 * Opens the hub: names it, listens on its socket (in *dir), seats the
 * players and writes its journal (in *jdir).  Nobody is told the hub runs
 * before its journal is written: a resumed game's afresh (a full disk
 * leaves it as it was, and the host is told), and the lobby too, so that
 * the resume command printed then works even if the hub dies before the
 * game starts.
 */
static int
hub_open(struct hub *h, const struct hub_config *cf, const char *allow,
    int lobby, char **dir, char **jdir, char **cause)
{
	if ((*dir = socket_dir(allow != NULL, cause)) == NULL ||
	    (*jdir = hub_journal_dir(1, cause)) == NULL)
		return (-1);
	if (hub_choose_name(h, *dir, *jdir, match_game(h->m)->name,
	    cf->name != NULL ? cf->name : match_record(h->m)->hub,
	    cf->resume != NULL, cause) != 0)
		return (-1);
	if ((h->lfd = socket_listen(h->path, allow != NULL, cause)) == -1)
		return (-1);
	free(match_record(h->m)->hub);
	match_record_edit(h->m)->hub = xstrdup(h->name);
	xasprintf(&h->logpath, "%s/%s.log", *jdir, h->name);
	xasprintf(&h->pidpath, "%s/%s.pid", *jdir, h->name);
	if (cf->resume != NULL && !lobby)
		hub_resumed_seats(h);
	else
		hub_new_seats(h);

	match_record_edit(h->m)->lobby = !match_started(h->m);
	if (match_started(h->m) ? hub_journal_start(h, cause) != 0 :
	    record_save_journal(match_record(h->m), h->journal, 0,
	    cause) != 0) {
		close(h->lfd);
		unlink(h->path);
		return (-1);
	}
	return (0);
}

/* Tells the host about the hub: its name, socket and journal, who may join
 * and the command to join it. */
static void
hub_tell(const struct hub *h, const char *allow, struct hub_started *out)
{
	char	*user;

	out->name = xstrdup(h->name);
	out->path = xstrdup(h->path);
	out->journal = xstrdup(h->journal);
	out->allow = allow != NULL ? xstrdup(allow) : NULL;
	user = socket_user(getuid());
	if (allow != NULL)
		xasprintf(&out->command, "tabula join %s/%s", user, h->name);
	else
		xasprintf(&out->command, "tabula join %s", h->name);
	free(user);
}

/* Runs the hub, forked from the host, in a session of its own out of the
 * host's terminal, until its game ends; then the process exits. */
static void __attribute__((noreturn))
hub_serve(struct hub *h)
{
	int	 fd;

	setsid();
	if (fork() != 0)
		_exit(0);
	signal(SIGHUP, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	if ((fd = open("/dev/null", O_RDWR)) != -1) {
		dup2(fd, STDIN_FILENO);
		dup2(fd, STDOUT_FILENO);
		dup2(fd, STDERR_FILENO);
		if (fd > STDERR_FILENO)
			close(fd);
	}
	h->log = fopen(h->logpath, "a");
	hub_write_pid(h);
	hub_log(h, "hub %s for %s at %s", h->name, match_game(h->m)->name,
	    h->path);
	if (match_started(h->m))
		hub_log(h, "resumed from %s with %zu events", h->journal,
		    match_record(h->m)->nevents);
	hub_loop(h);
	unlink(h->path);
	unlink(h->pidpath);
	/* A lobby that everyone left has nothing to resume; a resumed one
	 * is kept for its players to come back to. */
	if (!match_started(h->m) && !h->resumed)
		unlink(h->journal);
	hub_unlock_journal(h, 1);
	hub_log(h, "hub %s ends", h->name);
	_exit(0);
}

/*
 * Starts a hub: a new game or one from its journal.  The socket is made
 * here, so that errors reach the host; then the hub goes on in a process of
 * its own, which outlives the host's screen.
 */
int
hub_start(const struct hub_config *cf, struct hub_started *out, char **cause)
{
	struct hub	 h;
	char		*dir = NULL, *jdir = NULL, *allow = NULL;
	pid_t		 pid;
	int		 lobby = 0;

	memset(&h, 0, sizeof h);
	memset(out, 0, sizeof *out);
	if (hub_make_match(&h, cf, &allow, &lobby, cause) != 0 ||
	    hub_open(&h, cf, allow, lobby, &dir, &jdir, cause) != 0)
		goto fail;
	hub_tell(&h, allow, out);

	fflush(stdout);
	fflush(stderr);
	if ((pid = fork()) == -1) {
		xasprintf(cause, "fork: %s", strerror(errno));
		goto fail;
	}
	if (pid != 0) {
		/* The host: the hub listens already, so it can join now. */
		waitpid(pid, NULL, 0);
		close(h.lfd);
		hub_free(&h);
		free(dir);
		free(jdir);
		free(allow);
		return (0);
	}
	hub_serve(&h);

fail:
	hub_unlock_journal(&h, 1);
	hub_free(&h);
	free(dir);
	free(jdir);
	free(allow);
	return (-1);
}
