/*
 * client.c: a player's seat at a hub, or a spectator's place.  The game
 * is mirrored: the hub sends its record, then every event, and the mirror
 * plays them as they come; a move made here is only sent, and comes back
 * as an event like anyone's.  If the hub goes away, the client tries to
 * reach it again and takes the record afresh.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/socket.h>
#include <sys/stat.h>

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "match.h"
#include "match_link.h"
#include "net/client.h"
#include "net/hub.h"
#include "net/proto.h"
#include "net/socket.h"
#include "paths.h"
#include "record.h"
#include "sha256.h"
#include "xmalloc.h"

#define CLIENT_GREET_MS	10000	/* how long the hub may be quiet while it
				   sends the game, */
#define CLIENT_GREET_ALL_MS 30000	/* and take in all */
#define CLIENT_GREET_LINES 256	/* lines besides the record's it may send */
#define CLIENT_RECORD_MAX (4 << 20)	/* the longest record a hub may send */
#define CLIENT_PENDING	8	/* moves sent and not yet told back */
#define CLIENT_DICE_MS	10000	/* how long the seed may take at the end */
#define CLIENT_RESYNCS	5	/* how often a hub may be taken afresh with
				   nothing played between */

struct client_link {
	int		 fd;		/* -1 while the hub is away */
	char		*path;
	uid_t		 owner;		/* whose hub it must be */
	int		 watch;
	int		 want;		/* the seat to ask for, or -1 */
	char		 in[PROTO_LINE_MAX + 1];
	size_t		 inlen;
	char		 line[PROTO_LINE_MAX + 1];	/* the last line read */
	char		*record;	/* a record being received */
	size_t		 record_len, record_size;
	int		 in_record;
	int		 ended;
	int		 left;
	char		 hub[80];
	char		 command[256];	/* what others type to join */
	char		*resume;	/* the host's command to start the
					   hub again, or NULL */
	int		 refused;	/* the hub said no to the last hello */
	char		 promise[SHA256_HEX + 1];	/* of the dice, as the
					   hub made it first; "" for none */
	int		 dice_due;	/* the game is over: the seed next, */
	struct timespec	 dice_deadline;	/* by then */
	/* The moves this seat sent, as the game writes them, and as they
	 * were sent: the hub may tell no move of this seat's but these. */
	char		 pending[CLIENT_PENDING][GAME_EVENT_MAX];
	char		 sent_as[CLIENT_PENDING][GAME_EVENT_MAX];
	int		 npending;
	int		 resyncs;	/* taken afresh, nothing played since */
	int		 recalled;	/* what the seat's memory says, to tell:
					   moves played for it, */
	int		 other_game;	/* or another game than it left */
	int		 forgetful;	/* the memory cannot be written: 1 to
					   tell (why: forgot), 2 told */
	char		 forgot[128];
	struct timespec	 retry;
};

static const struct match_link client_ops;

static int	client_lost(struct match *, struct match_news *);
static int	client_resync(struct match *, struct match_news *);
static void	client_remember(struct match *);

static struct client_link *
client_link(const struct match *m)
{
	return (m->link_data);
}

/* A message of the protocol, written in place: CLIENT_MSG(.type = ...). */
#define CLIENT_MSG(...)	(&(const struct proto_msg){ __VA_ARGS__ })

/* Sends one message; a hub that cannot be written to is away. */
static int
client_send(struct client_link *l, const struct proto_msg *msg)
{
	char	*line, *text;
	size_t	 len, off = 0;
	ssize_t	 n;

	if (l->fd < 0)
		return (-1);
	text = proto_format(msg);
	xasprintf(&line, "%s\n", text);
	free(text);
	len = strlen(line);
	while (off < len) {
		n = send(l->fd, line + off, len - off, MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN) {
			struct pollfd	 p = { l->fd, POLLOUT, 0 };

			poll(&p, 1, 1000);
			continue;
		}
		if (n <= 0) {
			free(line);
			return (-1);
		}
		off += n;
	}
	free(line);
	return (0);
}

/* Translates why the hub refused us. */
static void
client_refused(const char *why, const char *path, char **cause)
{
	int	 v;

	if (strcmp(why, "full") == 0)
		xasprintf(cause, _("every seat is taken; join with --watch to "
		    "watch the game"));
	else if (strcmp(why, "seats-taken") == 0)
		xasprintf(cause, _("you hold as many seats in this game as the "
		    "host lets you; join with --watch to watch it"));
	else if (strcmp(why, "not-allowed") == 0)
		xasprintf(cause, _("the host has not allowed you to join the "
		    "hub at %s"), path);
	else if (strcmp(why, "too-many") == 0)
		xasprintf(cause, _("the hub has too many players and "
		    "spectators already"));
	else if (strcmp(why, "too-many-yours") == 0)
		xasprintf(cause, _("you have too many connections to the hub "
		    "at %s already"), path);
	else if (sscanf(why, "version %d", &v) == 1)
		xasprintf(cause, _("the hub speaks version %d of the protocol, "
		    "and this tabula version %d"), v, PROTO_VERSION);
	else
		xasprintf(cause, _("the hub refused: %s"), why);
}

/* A deadline ms milliseconds from now, on the monotonic clock. */
void
client_deadline(struct timespec *deadline, int ms)
{
	clock_gettime(CLOCK_MONOTONIC, deadline);
	deadline->tv_sec += ms / 1000;
	deadline->tv_nsec += (ms % 1000) * 1000000L;
	if (deadline->tv_nsec >= 1000000000L) {
		deadline->tv_sec++;
		deadline->tv_nsec -= 1000000000L;
	}
}

/* Milliseconds from now until a deadline, 0 once it has passed. */
int
client_ms_left(const struct timespec *deadline)
{
	struct timespec	 now;
	long long	 ms;

	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (deadline->tv_sec - now.tv_sec) * 1000LL +
	    (deadline->tv_nsec - now.tv_nsec) / 1000000;
	return (ms > 0 ? (int)ms : 0);
}

/*
 * Reads one line from the hub, waiting up to timeout_ms for all of it: a
 * line that comes in pieces is waited for until then, not only its first
 * piece.  Returns 1 with the line in the link's line buffer (without its
 * newline), 0 if none came in time, -1 if the hub went away or sent a
 * line too long.
 */
static int
client_line(struct client_link *l, int timeout_ms, char **line, size_t *len)
{
	struct pollfd	 p;
	struct timespec	 deadline;
	char		*nl;
	ssize_t		 n;

	client_deadline(&deadline, timeout_ms);
	for (;;) {
		if ((nl = memchr(l->in, '\n', l->inlen)) != NULL) {
			*len = nl - l->in;
			memcpy(l->line, l->in, *len);
			l->line[*len] = '\0';
			l->inlen -= *len + 1;
			memmove(l->in, nl + 1, l->inlen);
			*line = l->line;
			return (1);
		}
		if (l->inlen >= PROTO_LINE_MAX)
			return (-1);
		p.fd = l->fd;
		p.events = POLLIN;
		if ((n = poll(&p, 1, client_ms_left(&deadline))) < 0 &&
		    errno == EINTR)
			continue;
		if (n <= 0)
			return (0);
		n = read(l->fd, l->in + l->inlen, PROTO_LINE_MAX - l->inlen);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n <= 0)
			return (-1);
		l->inlen += n;
	}
}

/* Forgets a record being received. */
static void
client_record_drop(struct client_link *l)
{
	free(l->record);
	l->record = NULL;
	l->record_len = l->record_size = 0;
	l->in_record = 0;
}

/*
 * Adds a line to a record being received; -1 if the record grows longer
 * than any game's, so that a hub cannot fill the memory of its seats.
 */
static int
client_record_line(struct client_link *l, const char *text)
{
	size_t	 n = strlen(text);

	if (l->record_len + n + 1 > CLIENT_RECORD_MAX) {
		client_record_drop(l);
		return (-1);
	}
	l->in_record = 1;
	/* Doubling: a long record is not copied again at every line. */
	if (l->record_len + n + 2 > l->record_size) {
		l->record_size = l->record_size < 4096 ? 4096 :
		    l->record_size * 2;
		if (l->record_size < l->record_len + n + 2)
			l->record_size = l->record_len + n + 2;
		l->record = xreallocarray(l->record, l->record_size, 1);
	}
	memcpy(l->record + l->record_len, text, n);
	l->record[l->record_len + n] = '\n';
	l->record_len += n + 1;
	l->record[l->record_len] = '\0';
	return (0);
}

/* The record is complete: read it. */
static int
client_record_done(struct client_link *l, struct record *rec, char **cause)
{
	FILE	*f;
	int	 error;

	l->in_record = 0;
	if (l->record == NULL || (f = fmemopen(l->record, l->record_len,
	    "r")) == NULL) {
		xasprintf(cause, _("the hub sent no game"));
		return (-1);
	}
	error = record_read(rec, f, "hub", 0, cause);
	fclose(f);
	client_record_drop(l);
	return (error);
}

/*
 * Sets a seat's state from a "seat" message; in a game under way, says in
 * the news when another seat's player went away or came back.
 */
static void
client_set_state(struct match *m, const struct proto_msg *msg,
    struct match_news *news)
{
	static const enum seat_state states[PROTO_STATES] = {
		SEAT_WAITING, SEAT_HERE, SEAT_AWAY, SEAT_PLAYED_BY_HUB
	};
	struct seat	*s;
	enum seat_state	 was;

	if (msg->seat < 0 || msg->seat >= m->nseats)
		return;
	s = &m->seats[msg->seat];
	was = s->state;
	s->state = states[msg->state];
	if (m->started && msg->seat != m->here && s->state != was) {
		news->seat = msg->seat;
		news->gone = was == SEAT_HERE && (s->state == SEAT_AWAY ||
		    s->state == SEAT_PLAYED_BY_HUB);
		news->returned = s->state == SEAT_HERE && (was == SEAT_AWAY ||
		    was == SEAT_PLAYED_BY_HUB);
	}
	if (msg->flag) {
		s->kind = SEAT_COMPUTER;
		s->level = msg->number;
	} else if (s->kind == SEAT_COMPUTER)
		s->kind = SEAT_REMOTE;
	snprintf(s->name, sizeof s->name, "%s", msg->text);
}

/*
 * Checks, before saying anything, that the process listening is the
 * named user's: another user may have put a hub of theirs where the
 * joiner looks.
 */
static int
client_check_owner(struct client_link *l, char **cause)
{
	char	*want, *got;
	uid_t	 uid;
	gid_t	 gid;

	if (socket_peer(l->fd, &uid, &gid) != 0) {
		xasprintf(cause, _("cannot tell who runs the hub at %s: %s"),
		    l->path, strerror(errno));
		return (-1);
	}
	if (uid == l->owner)
		return (0);
	want = socket_user(l->owner);
	got = socket_user(uid);
	xasprintf(cause, _("the hub at %s belongs to %s, not to %s: it is not "
	    "the hub you named, so you did not join it"), l->path, got, want);
	free(got);
	free(want);
	return (-1);
}

/*
 * Whether what a hub said in its greeting holds together, before any of it
 * is used: a welcome to the game the record is of, and a seat of that
 * game, or none for a spectator.  Any process of the hub's owner can be a
 * hub, so nothing it says is trusted.
 */
static int
client_greet_check(const struct client_link *l, const struct record *rec,
    const char *game, int told, int seat)
{
	if (game[0] == '\0' || !told || strcmp(game, rec->game) != 0)
		return (-1);
	/* A promise of the dice covers the whole game. */
	if (rec->dice_commit != NULL && rec->dice_from != 0)
		return (-1);
	if (l->watch)
		return (seat == -1 ? 0 : -1);
	return (seat >= 0 && seat < rec->nseats ? 0 : -1);
}

/*
 * Says hello on the link's connection, then reads the hub's welcome and
 * record.  0 with *rec filled, or -1 and *cause, the connection closed.
 */
static int
client_hello(struct client_link *l, struct record *rec, int *seat, int *host,
    char **cause)
{
	struct proto_msg	 msg;
	struct timespec		 start, now;
	char			*line, game[PROTO_NAME_MAX + 1] = "";
	size_t			 len;
	int			 r, others = 0, quiet, told = 0;

	l->inlen = 0;
	client_record_drop(l);	/* half a record from before is stale */
	/* A hub that refuses us may have closed already: read why anyway. */
	client_send(l, CLIENT_MSG(.type = PROTO_HELLO,
	    .version = PROTO_VERSION, .flag = l->watch,
	    .seat = l->watch ? -1 : l->want));
	/* A hub may not hold us here for ever: not by a trickle of lines,
	 * nor by lines that are not the game. */
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		quiet = CLIENT_GREET_ALL_MS - ((now.tv_sec - start.tv_sec) *
		    1000 + (now.tv_nsec - start.tv_nsec) / 1000000);
		if (quiet > CLIENT_GREET_MS)
			quiet = CLIENT_GREET_MS;
		if (quiet <= 0 || (r = client_line(l, quiet, &line, &len)) <= 0)
			goto lost;
		if (++others > CLIENT_GREET_LINES) {
			xasprintf(cause, _("the hub at %s sent something "
			    "other than a game; it may not be a Tabula hub"),
			    l->path);
			goto fail;
		}
		if (proto_parse(line, len, &msg) != PROTO_OK) {
			xasprintf(cause, _("the hub sent something this tabula "
			    "does not understand"));
			goto fail;
		}
		switch (msg.type) {
		case PROTO_REFUSED:
			client_refused(msg.text, l->path, cause);
			l->refused = 1;
			goto fail;
		case PROTO_WELCOME:
			if (msg.version != PROTO_VERSION) {
				xasprintf(cause, _("the hub speaks version %d "
				    "of the protocol, and this tabula version "
				    "%d"), msg.version, PROTO_VERSION);
				goto fail;
			}
			snprintf(l->hub, sizeof l->hub, "%s", msg.text);
			snprintf(game, sizeof game, "%s", msg.word);
			break;
		case PROTO_YOU:
			*seat = msg.seat;
			*host = msg.flag;
			told = 1;
			break;
		case PROTO_RECORD:
			others--;	/* the record has a bound of its own */
			if (client_record_line(l, msg.text) != 0) {
				xasprintf(cause, _("the hub at %s sent a game "
				    "longer than any game; it may not be a "
				    "Tabula hub"), l->path);
				goto fail;
			}
			break;
		case PROTO_RECORD_END:
			if (client_record_done(l, rec, cause) != 0)
				goto fail;
			if (client_greet_check(l, rec, game, told, *seat) == 0)
				return (0);
			if (rec->dice_commit != NULL && rec->dice_from != 0)
				xasprintf(cause, _("the hub broke its word: its "
				    "promise of the dice leaves out the game's "
				    "first %zu events"), rec->dice_from);
			else
				xasprintf(cause, _("the hub sent something this "
				    "tabula does not understand"));
			record_free(rec);
			goto fail;
		default:
			break;
		}
	}

lost:
	xasprintf(cause, _("the hub at %s stopped answering"), l->path);
fail:
	client_record_drop(l);
	close(l->fd);
	l->fd = -1;
	return (-1);
}

/*
 * Connects to the hub, checks whose it is, and says hello (client_hello).
 */
static int
client_greet(struct client_link *l, struct record *rec, int *seat, int *host,
    char **cause)
{
	if ((l->fd = socket_connect(l->path, cause)) == -1)
		return (-1);
	if (client_check_owner(l, cause) != 0) {
		close(l->fd);
		l->fd = -1;
		return (-1);
	}
	return (client_hello(l, rec, seat, host, cause));
}

/*
 * A record's header as the seat knows the game by, in a string the caller
 * frees: its board, options, seats, seed and promise of the dice, not the
 * dice's secret, nor whether its end was counted here.  Two of them are
 * the same game, events aside.
 */
static char *
client_header(const struct record *r)
{
	struct record	 known = *r;
	char		*text = NULL;
	size_t		 size = 0;
	FILE		*f;

	known.counted = 0;
	if ((f = open_memstream(&text, &size)) == NULL)
		fatal("open_memstream");
	record_write_header(&known, f, RECORD_HIDE_DICE);
	fclose(f);
	return (text);
}

/* Whether two records are of the same game, events aside. */
static int
client_same_game(const struct record *a, const struct record *b)
{
	char	*x = client_header(a), *y = client_header(b);
	int	 same = strcmp(x, y) == 0;

	free(x);
	free(y);
	return (same);
}

/*
 * Where this seat keeps the game as its hub told it, so that a seat that
 * comes back after its process ended still knows what it was told: in
 * the directory of saved games, seats/UID-NAME-SEAT.tabula (the hub's
 * owner and name, both checked, and the seat: one user may hold two
 * seats of a hub, as its host and from another terminal).  NULL if it
 * cannot be had.
 */
static char *
client_memory_path(const struct client_link *l, int seat)
{
	char	*saves, *dir, *path, *cause = NULL;

	if (!proto_name(l->hub) || (saves = paths_saves(1, &cause)) == NULL) {
		free(cause);
		return (NULL);
	}
	xasprintf(&dir, "%s/seats", saves);
	free(saves);
	if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
		free(dir);
		return (NULL);
	}
	xasprintf(&path, "%s/%ld-%s-%d.tabula", dir, (long)l->owner, l->hub,
	    seat + 1);
	free(dir);
	return (path);
}

/* Keeps the game as told so far in the seat's memory (as well as it can:
 * a memory that cannot be written is only less to check). */
static void
client_remember(struct match *m)
{
	struct client_link	*l = client_link(m);
	char			*path, *cause = NULL;

	if ((path = client_memory_path(l, m->here)) == NULL)
		xasprintf(&cause, "%s", _("it has no directory for it"));
	else if (record_save_journal(&m->rec, path, 0, &cause) == 0) {
		free(path);
		l->forgetful = 0;	/* told again if it fails again */
		return;
	}
	free(path);
	if (l->forgetful == 0) {
		l->forgetful = 1;	/* to be told */
		snprintf(l->forgot, sizeof l->forgot, "%s", cause);
	}
	free(cause);
}

/*
 * A seat that comes to a hub it was told a game by before checks the game
 * against its memory.  A game not over that the hub still holds (its
 * events told so far are the start of the hub's) must be the same game,
 * header and all, its events unchanged, and no more moves of this seat's
 * since than the one it may have sent as its program ended, but for the
 * computer's on leave (noted to be told): -1 and *cause if not.  Another
 * game where one not over was is noted to be told.  The game played on
 * counts in the player's record if its end was not counted yet (it ended
 * while the seat was away); a game over that the memory does not hold
 * was never seen here, and counts nothing.
 */
static int
client_recall(struct match *m, char **cause)
{
	struct client_link	*l = client_link(m);
	struct record		 was;
	struct match		*old;
	char			*path, *ignored = NULL;
	size_t			 i;
	int			 over, same, computer, counted, own = 0;

	m->tallied = match_turn(m) == GAME_TURN_OVER;
	if ((path = client_memory_path(l, m->here)) == NULL)
		return (0);
	if (record_load(&was, path, RECORD_JOURNAL, &ignored) != 0) {
		free(ignored);
		free(path);
		return (0);
	}
	free(path);
	if (was.lobby) {
		record_free(&was);
		return (0);
	}
	for (i = 0; i < was.nevents; i++)
		if (i >= m->rec.nevents ||
		    strcmp(was.events[i], m->rec.events[i]) != 0)
			break;
	same = client_same_game(&was, &m->rec);
	if (i < was.nevents || (!same && was.nevents == 0)) {
		/* Not the game told: another game, if the one told is over
		 * (or the header changed too); else events taken back. */
		if ((old = match_from_record(&was, "memory", &ignored)) ==
		    NULL) {
			free(ignored);
			record_free(&was);
			return (0);
		}
		over = match_turn(old) == GAME_TURN_OVER;
		if (!over && same) {
			xasprintf(cause, _("the hub broke its word: it took "
			    "back or changed event %zu (%s), which it had told "
			    "this seat"), i + 1, old->rec.events[i]);
			match_free(old);
			return (-1);
		}
		match_free(old);
		l->other_game = !over;
		return (0);
	}
	/* The game told, played on. */
	if (!same) {
		record_free(&was);
		xasprintf(cause, "%s", _("the hub broke its word: it changed "
		    "the board, seats, options or the promise of the dice of "
		    "the game it had told this seat"));
		return (-1);
	}
	computer = m->rec.on_leave != NULL && strcmp(m->rec.on_leave,
	    "computer") == 0;
	for (; m->here >= 0 && i < m->rec.nevents; i++)
		if (m->actors[i] == m->here)
			own++;
	counted = was.counted;
	record_free(&was);
	if (own > 1 && !computer) {
		xasprintf(cause, _("the hub broke its word: it played %d moves "
		    "for this seat since it last saw the game, and at most "
		    "one of them was this seat's"), own);
		return (-1);
	}
	if (computer)
		l->recalled = own;
	m->tallied = m->rec.counted = counted;
	return (0);
}

/* Greets the hub on the link's connection and makes the mirrored match. */
static int
client_mirror(struct client_link *l, int want, struct match **out,
    char **cause)
{
	struct record		 rec;
	struct match		*m;
	int			 seat = -1, host = 0;

	l->watch = want == CLIENT_WATCH;
	l->want = want >= 0 ? want : -1;
	if (client_hello(l, &rec, &seat, &host, cause) != 0) {
		free(l->path);
		free(l);
		return (-1);
	}
	if ((m = match_from_record(&rec, "hub", cause)) == NULL) {
		close(l->fd);
		free(l->path);
		free(l);
		return (-1);
	}
	m->link = &client_ops;
	m->link_data = l;
	m->here = seat >= 0 ? seat : MATCH_WATCHING;
	m->host = host;
	m->started = 0;
	l->want = seat;
	if (m->rec.dice_commit != NULL)
		snprintf(l->promise, sizeof l->promise, "%s",
		    m->rec.dice_commit);
	/* A seed shown before the end: every roll to come foreseen. */
	if (m->rec.dice_salt != NULL && match_turn(m) != GAME_TURN_OVER) {
		xasprintf(cause, "%s", _("the hub broke its word: it showed "
		    "the seed of its dice before the game was over, so the "
		    "rolls to come can be foreseen"));
		match_free(m);
		return (-1);
	}
	if (client_recall(m, cause) != 0) {
		match_free(m);
		return (-1);
	}
	client_remember(m);
	*out = m;
	return (0);
}


/* Notes a move this seat sends, as the game writes it, to know it when
 * the hub tells it back. */
static void
client_expect(struct match *m, const char *text)
{
	struct client_link	*l = client_link(m);
	struct game_story	 st;
	void			*copy;

	if (m->here < 0 || l->npending == CLIENT_PENDING)
		return;
	copy = m->game->copy(m->state);
	if (m->game->play(copy, m->here, text, &st) == 0) {
		snprintf(l->pending[l->npending], GAME_EVENT_MAX, "%s",
		    st.event[0] != '\0' ? st.event : text);
		snprintf(l->sent_as[l->npending], GAME_EVENT_MAX, "%s", text);
		l->npending++;
	}
	m->game->destroy(copy);
}

/* Forgets a sent move: the hub refused it (as sent), or told it (the
 * first, as the game writes it; sent_as NULL). */
static void
client_forget(struct client_link *l, int k)
{
	memmove(l->pending[k], l->pending[k + 1], (size_t)(l->npending - k -
	    1) * sizeof l->pending[0]);
	memmove(l->sent_as[k], l->sent_as[k + 1], (size_t)(l->npending - k -
	    1) * sizeof l->sent_as[0]);
	l->npending--;
}

/* Whether an event told as this seat's is the next move it sent; it is
 * forgotten if so.  0, or -1: the hub played it for this seat. */
static int
client_own(struct client_link *l, const char *event)
{
	if (l->npending == 0 || strcmp(l->pending[0], event) != 0)
		return (-1);
	client_forget(l, 0);
	return (0);
}

/*
 * Checks a record the hub sends again (after a reconnection, or at the
 * start) against the game as this seat knows it, and takes it: the
 * promise of the dice it made first, the events told so far unchanged,
 * the header unchanged once the game has begun, no move of this seat's
 * but the ones it sent (while its player was away the hub's computer may
 * have played for it, if the hub says so: for_you counts them), and no
 * seed shown before the game is over.  0; -1 and *cause, to take the game
 * afresh; -2 and *cause, the dice's promise broken, or -3 and *cause, the
 * game's rules: the seat tells its player and trusts the hub no more.
 */
static int
client_reset(struct match *m, struct record *rec, int *for_you, char **cause)
{
	struct client_link	*l = client_link(m);
	struct match		*fresh;
	size_t			 i, had = m->rec.nevents;
	int			 shown, computer, k;

	*for_you = 0;
	if (strcmp(rec->dice_commit != NULL ? rec->dice_commit : "",
	    l->promise) != 0 && l->promise[0] != '\0') {
		record_free(rec);
		xasprintf(cause, "%s", _("it made another promise"));
		return (-2);
	}
	/* The game told so far stays: a hub may not take back or change
	 * what it told, and so have the dice fall again. */
	for (i = 0; i < had; i++) {
		if (i >= rec->nevents ||
		    strcmp(rec->events[i], m->rec.events[i]) != 0) {
			xasprintf(cause, _("it took back or changed event %zu "
			    "(%s), which it had told"), i + 1,
			    m->rec.events[i]);
			record_free(rec);
			return (-3);
		}
	}
	shown = rec->dice_salt != NULL;
	computer = rec->on_leave != NULL && strcmp(rec->on_leave,
	    "computer") == 0;
	if ((fresh = match_from_record(rec, "hub", cause)) == NULL)
		return (shown ? -2 : -1);	/* shown dice that fail */
	/* The game as it is known here: the same once it has begun. */
	if (m->started && !client_same_game(&m->rec, &fresh->rec)) {
		match_free(fresh);
		xasprintf(cause, "%s", _("it changed the game's board, seats "
		    "or options"));
		return (-3);
	}
	if (shown && match_turn(fresh) != GAME_TURN_OVER) {
		match_free(fresh);
		xasprintf(cause, "%s", _("it showed them before the game was "
		    "over, so the rolls to come can be foreseen"));
		return (-2);
	}
	/* This seat's moves since: the ones it sent, or its computer's. */
	for (i = had, k = 0; m->here >= 0 && i < fresh->rec.nevents; i++) {
		if (fresh->actors[i] != m->here)
			continue;
		if (k < l->npending && strcmp(l->pending[k],
		    fresh->rec.events[i]) == 0) {
			k++;
			continue;
		}
		if (!computer) {
			xasprintf(cause, _("it played %s for you, which you did "
			    "not play"), fresh->rec.events[i]);
			match_free(fresh);
			return (-3);
		}
		(*for_you)++;
	}
	if (match_adopt(m, fresh, cause) != 0)
		return (-1);
	if (l->promise[0] == '\0' && m->rec.dice_commit != NULL)
		snprintf(l->promise, sizeof l->promise, "%s",
		    m->rec.dice_commit);
	l->npending = 0;	/* the others were lost with the hub */
	return (0);
}

/*
 * Joins a hub (NAME, USER/NAME or a path) to play, asking for a seat that
 * was ours (or CLIENT_ANY_SEAT), or to watch (CLIENT_WATCH), and makes the
 * mirrored match.
 */
int
client_join(const char *target, int want, struct match **out, char **cause)
{
	struct client_link	*l;

	l = xcalloc(1, sizeof *l);
	l->fd = -1;
	if ((l->path = socket_resolve(target, &l->owner, cause)) == NULL ||
	    (l->fd = socket_connect(l->path, cause)) == -1 ||
	    client_check_owner(l, cause) != 0) {
		if (l->fd != -1)
			close(l->fd);
		free(l->path);
		free(l);
		return (-1);
	}
	return (client_mirror(l, want, out, cause));
}

/*
 * Takes a seat, or a spectator's place, through a connection made already
 * to what must be a hub (fd, which is the match's from now on), as
 * client_join does after it connects: for the seat's fuzz harness, which
 * plays the hub.  A reconnection looks for the hub at path.
 */
int
client_join_fd(int fd, const char *path, int want, struct match **out,
    char **cause)
{
	struct client_link	*l;

	l = xcalloc(1, sizeof *l);
	l->fd = fd;
	l->path = xstrdup(path);
	l->owner = getuid();
	return (client_mirror(l, want, out, cause));
}

/* The hub broke the promise of its dice (dice set) or the game's rules
 * (the cause says how): the seat tells its player, and leaves it. */
static int
client_distrust(struct match *m, struct match_news *news, int dice,
    char *cause)
{
	struct client_link	*l = client_link(m);

	l->ended = 1;
	if (l->fd >= 0)
		close(l->fd);
	l->fd = -1;
	memset(news, 0, sizeof *news);
	news->dice = dice;
	news->distrust = !dice;
	snprintf(news->text, sizeof news->text, "%s", cause);
	free(cause);
	return (1);
}

/* A record the hub sent again failed client_reset with r: the news. */
static int
client_reset_failed(struct match *m, struct match_news *news, int r,
    char *cause)
{
	if (r == -2 || r == -3)
		return (client_distrust(m, news, r == -2, cause));
	free(cause);
	return (client_resync(m, news));
}

/* Forgets a sent move the hub refused, as it was sent. */
static void
client_unexpect(struct client_link *l, const char *text)
{
	int	 k;

	for (k = 0; k < l->npending; k++)
		if (strcmp(l->sent_as[k], text) == 0) {
			client_forget(l, k);
			return;
		}
}

/* The hub said what this seat cannot follow: it takes the game afresh,
 * but not for ever from a hub that does nothing else. */
static int
client_resync(struct match *m, struct match_news *news)
{
	struct client_link	*l = client_link(m);

	if (++l->resyncs > CLIENT_RESYNCS)
		return (client_distrust(m, news, 0, xstrdup(_("it keeps "
		    "sending what this tabula cannot follow"))));
	return (client_lost(m, news));
}

/* A record sent again showed the dice's seed, checked in it (shown says
 * whether it had been before): the player is told. */
static void
client_verdict(struct match *m, struct match_news *news, int shown)
{
	if (shown || m->rec.dice_salt == NULL)
		return;
	news->dice = 1;
	news->dice_fair = 1;
}

/* The game is over and the hub said something else than its dice's seed:
 * the rolls cannot be checked, which the player is told. */
static int
client_dice_hidden(struct match *m, struct match_news *news)
{
	return (client_distrust(m, news, 1, xstrdup(_("it did not show "
	    "their seed when the game was over, so they cannot be "
	    "checked"))));
}

/* Tries the hub again after it went away; takes its record afresh. */
static int
client_reconnect(struct match *m, struct match_news *news)
{
	struct client_link	*l = client_link(m);
	struct timespec		 now;
	struct record		 rec;
	char			*cause = NULL;
	int			 seat = -1, host = 0, r, for_you, shown;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (now.tv_sec < l->retry.tv_sec || (now.tv_sec == l->retry.tv_sec &&
	    now.tv_nsec < l->retry.tv_nsec))
		return (0);
	l->retry = now;
	l->retry.tv_sec += MATCH_RETRY_MS / 1000;
	l->refused = 0;
	if (client_greet(l, &rec, &seat, &host, &cause) != 0) {
		/* A hub that answers no (the seat is another screen's now)
		 * is not asked again and again: it is told once. */
		if (l->refused) {
			l->ended = 1;
			news->refused = 1;
			snprintf(news->text, sizeof news->text, "%s", cause);
		}
		free(cause);
		return (l->refused);
	}
	shown = m->rec.dice_salt != NULL;
	if ((r = client_reset(m, &rec, &for_you, &cause)) != 0) {
		if (r != -1)
			return (client_reset_failed(m, news, r, cause));
		snprintf(news->text, sizeof news->text, "%s", cause);
		free(cause);
		close(l->fd);
		l->fd = -1;
		return (0);
	}
	m->here = seat >= 0 ? seat : MATCH_WATCHING;
	l->want = seat;
	m->host = host;
	news->back = 1;
	news->for_you = for_you;
	client_verdict(m, news, shown);
	client_remember(m);
	return (1);
}

/* The hub went away: note it, to try it again. */
static int
client_lost(struct match *m, struct match_news *news)
{
	struct client_link	*l = client_link(m);

	if (l->fd >= 0)
		close(l->fd);
	l->fd = -1;
	l->inlen = 0;
	m->held = 0;		/* the hub says so again if it still is */
	if (l->ended || l->left)
		return (0);
	clock_gettime(CLOCK_MONOTONIC, &l->retry);
	news->lost = 1;
	news->resume = l->resume;
	return (1);
}

/* Takes the end of a record the hub sent in full (on joining, or after a
 * resync): the mirror is reset to it.  Returns as client_poll does. */
static int
client_record_end(struct match *m, struct match_news *news)
{
	struct client_link	*l = client_link(m);
	struct record		 rec;
	char			*cause = NULL;
	int			 r, for_you, shown;

	shown = m->rec.dice_salt != NULL;
	if (client_record_done(l, &rec, &cause) != 0) {
		free(cause);
		return (client_resync(m, news));
	}
	if ((r = client_reset(m, &rec, &for_you, &cause)) != 0)
		return (client_reset_failed(m, news, r, cause));
	news->lobby = 1;
	news->for_you = for_you;
	client_verdict(m, news, shown);
	client_remember(m);
	return (1);
}

/* Plays an event the hub sent, checked; returns -1 for one seen already,
 * else as client_poll does. */
static int
client_event(struct match *m, struct match_news *news,
    const struct proto_msg *msg)
{
	struct client_link	*l = client_link(m);
	char			*cause;
	char			 written[GAME_EVENT_MAX];
	int			 error, actor;

	if ((size_t)msg->number < m->rec.nevents)
		return (-1);		/* seen already */
	if ((size_t)msg->number > m->rec.nevents ||
	    match_actor(m, msg->text, &actor, written,
	    sizeof written) != 0)
		return (client_resync(m, news));
	/* Never a move of this seat's that it did not send:
	 * while it is here, the hub plays for nobody. */
	if (m->here >= 0 && actor == m->here &&
	    client_own(l, written) != 0) {
		xasprintf(&cause, _("it played %s for you, "
		    "which you did not play"), written);
		return (client_distrust(m, news, 0, cause));
	}
	if (match_play(m, GAME_SEAT_ANY, msg->text, &error) != 0)
		return (client_resync(m, news));
	l->resyncs = 0;
	/* Over: the hub shows its dice's seed next. */
	if ((l->dice_due = match_turn(m) == GAME_TURN_OVER &&
	    m->rec.dice_commit != NULL && !m->rec.has_dice_seed))
		client_deadline(&l->dice_deadline,
		    CLIENT_DICE_MS);
	client_remember(m);
	news->events = 1;
	return (1);
}

/* Takes the pause the hub tells of: the hub held, or a seat away.  Returns
 * as client_poll does. */
static int
client_paused(struct match *m, struct match_news *news,
    const struct proto_msg *msg)
{
	if (msg->flag) {
		m->held = 1;
		news->held = 1;
		return (1);
	}
	if (msg->seat >= m->nseats)
		return (client_resync(m, news));
	m->paused = msg->seat;
	news->paused = 1;
	return (1);
}

/* Checks the dice's seed the hub shows once the game is over; returns -1
 * if there is nothing to check, else as client_poll does. */
static int
client_dice(struct match *m, struct match_news *news,
    const struct proto_msg *msg)
{
	if (m->rec.has_dice_seed || m->rec.dice_commit == NULL)
		return (-1);		/* shown, or none promised */
	if (match_turn(m) != GAME_TURN_OVER) {
		return (client_distrust(m, news, 1,
		    xstrdup(_("it showed them before the game "
		    "was over, so the rolls to come can be "
		    "foreseen"))));
	}
	client_link(m)->dice_due = 0;
	news->dice = 1;
	news->dice_fair = match_check_dice(m, msg->seed, msg->word,
	    news->text, sizeof news->text) == 0;
	client_remember(m);
	return (1);
}

/* Takes the hub's goodbye: the seat left, freed, or the hub gone.  Returns
 * 1. */
static int
client_bye(struct match *m, struct match_news *news,
    const struct proto_msg *msg)
{
	struct client_link	*l = client_link(m);

	if (strcmp(msg->text, "you-left") == 0)
		l->left = 1;
	if (strcmp(msg->text, "freed") == 0 && m->here >= 0 &&
	    !m->started) {
		/* Not a hub gone away: not tried again. */
		l->ended = 1;
		client_lost(m, news);
		memset(news, 0, sizeof *news);
		news->freed = 1;
		return (1);
	}
	snprintf(news->text, sizeof news->text, "%s", msg->text);
	return (client_lost(m, news) || 1);
}

/* Handles one message from the hub; returns -1 to read on, else as
 * client_poll does. */
static int
client_message(struct match *m, struct match_news *news,
    const struct proto_msg *msg)
{
	struct client_link	*l = client_link(m);

	switch (msg->type) {
	case PROTO_RECORD:
		if (client_record_line(l, msg->text) != 0)
			return (client_lost(m, news));
		return (-1);
	case PROTO_RECORD_END:
		return (client_record_end(m, news));
	case PROTO_SEAT:
		if (msg->seat >= m->nseats || (msg->flag &&
		    msg->number > m->game->max_level))
			return (client_resync(m, news));
		client_set_state(m, msg, news);
		news->lobby = 1;
		return (1);
	case PROTO_STARTED:
		if (m->started)
			return (-1);	/* told again on coming back */
		m->started = 1;
		news->started = 1;
		return (1);
	case PROTO_EVENT:
		return (client_event(m, news, msg));
	case PROTO_DENIED:
		client_unexpect(l, msg->text);
		news->denied = 1;
		news->denied_code = msg->number;
		snprintf(news->text, sizeof news->text, "%s", msg->text);
		return (1);
	case PROTO_PAUSED:
		return (client_paused(m, news, msg));
	case PROTO_RESUMED:
		m->held = 0;
		m->paused = -1;
		news->resumed = 1;
		return (1);
	case PROTO_DICE:
		return (client_dice(m, news, msg));
	case PROTO_ENDED:
		l->ended = 1;
		news->ended = 1;
		snprintf(news->text, sizeof news->text, "%s", msg->text);
		return (1);
	case PROTO_BYE:
		return (client_bye(m, news, msg));
	default:
		return (-1);
	}
}

/*
 * Handles what the hub sent, up to the first thing worth telling: one
 * event, a change of seats, the start, a refusal, a pause, the end.
 * Returns 1 with *news filled, 0 when nothing more has come.
 */
static int
client_poll(struct match *m, struct match_news *news)
{
	struct client_link	*l = client_link(m);
	struct proto_msg	 msg;
	char			*line;
	size_t			 len;
	int			 r;

	memset(news, 0, sizeof *news);
	if (l->forgetful == 1) {
		l->forgetful = 2;	/* told */
		news->forgetful = 1;
		snprintf(news->text, sizeof news->text, "%s", l->forgot);
		return (1);
	}
	if (l->recalled > 0 || l->other_game) {
		news->for_you = l->recalled;
		news->other_game = l->other_game;
		l->recalled = l->other_game = 0;
		return (1);
	}
	if (l->fd < 0) {
		if (l->ended || l->left)
			return (0);
		return (client_reconnect(m, news));
	}
	for (;;) {
		if ((r = client_line(l, 0, &line, &len)) == 0) {
			if (l->dice_due && client_ms_left(&l->dice_deadline) == 0)
				return (client_dice_hidden(m, news));
			return (0);
		}
		if (r < 0 && l->dice_due)
			return (client_dice_hidden(m, news));
		if (r < 0)
			return (client_lost(m, news));
		if (proto_parse(line, len, &msg) != PROTO_OK)
			return (l->dice_due ? client_dice_hidden(m, news) :
			    client_resync(m, news));
		if (l->dice_due && msg.type != PROTO_DICE)
			return (client_dice_hidden(m, news));
		if ((r = client_message(m, news, &msg)) != -1)
			return (r);
	}
}

/* Sends the move of the seat played here. */
static int
client_submit(struct match *m, const char *text)
{
	client_expect(m, text);
	return (client_send(client_link(m), CLIENT_MSG(.type = PROTO_MOVE,
	    .text = text)));
}

/* How long the seat may wait before it has something to say: the hub's
 * seed is due at the end of a game; -1 for no limit. */
static int
client_wait_ms(const struct match *m)
{
	const struct client_link	*l = client_link(m);

	return (l->dice_due ? client_ms_left(&l->dice_deadline) : -1);
}

/* Leaves the seat, or ends the game for everyone. */
static void
client_leave(struct match *m, int everyone)
{
	struct client_link	*l = client_link(m);

	client_send(l, CLIENT_MSG(.type = everyone ? PROTO_END :
	    PROTO_LEAVE));
	l->left = 1;
}

static void
client_close(struct match *m)
{
	struct client_link	*l = client_link(m);

	if (l->fd >= 0)
		close(l->fd);
	free(l->record);
	free(l->path);
	free(l->resume);
	free(l);
	m->link_data = NULL;
}

/* The hub's socket, to wait on beside the keyboard; -1 if it is away. */
static int
client_fd(const struct match *m)
{
	return (client_link(m)->fd);
}

/* The host starts the game. */
static int
client_start(struct match *m)
{
	return (client_send(client_link(m), CLIENT_MSG(.type = PROTO_START)));
}

/* The host gives a free seat to the hub's computer (level 0: frees it). */
static int
client_computer(struct match *m, int seat, int level)
{
	return (client_send(client_link(m), CLIENT_MSG(.type = PROTO_COMPUTER,
	    .seat = seat, .number = level)));
}

/* What others type to join the hub: by name, with the host's login
 * before it if the hub is shared (under /tmp/tabula-UID, or the fallback
 * /tmp/tabula-UID.XXXXXX, which the joiner's side finds by itself). */
static const char *
client_command(const struct match *m)
{
	struct client_link	*l = client_link(m);
	const char		*p = l->path + 12;
	size_t			 n = strspn(p, "0123456789");

	/* A shared hub's socket is /tmp/tabula-UID[.XXXXXX]/NAME. */
	if (strncmp(l->path, "/tmp/tabula-", 12) == 0 && n > 0 &&
	    (p[n] == '/' || (p[n] == '.' && strchr(p + n, '/') != NULL)) &&
	    strchr(strchr(p + n, '/') + 1, '/') == NULL)
		snprintf(l->command, sizeof l->command, "tabula join %s/%s",
		    m->seats[0].name, l->hub);
	else
		snprintf(l->command, sizeof l->command, "tabula join %s",
		    l->hub);
	return (l->command);
}

static const struct match_link client_ops = {
	.submit = client_submit,
	.poll = client_poll,
	.wait_ms = client_wait_ms,
	.fd = client_fd,
	.leave = client_leave,
	.start = client_start,
	.computer = client_computer,
	.command = client_command,
	.counted = client_remember,
	.close = client_close,
};

/*
 * Starts a hub and takes its first seat, the host's; *started says where
 * it is and what the others type to join.
 */
int
client_host(const struct hub_config *cf, struct hub_started *started,
    struct match **m, char **cause)
{
	if (hub_start(cf, started, cause) != 0)
		return (-1);
	if (client_join(started->path, 0, m, cause) != 0) {
		hub_started_free(started);
		return (-1);
	}
	xasprintf(&client_link(*m)->resume, "tabula host --resume %s",
	    started->journal);
	return (0);
}
