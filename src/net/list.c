/*
 * list.c: the games one may join.  Every hub whose socket socket_list
 * finds is asked, all at once, how its game stands (hello VERSION about);
 * those that belong to the user they are listed under, and let the caller
 * in, are kept.  A hub that is slow, says too much or says something else
 * is left out: nobody can plant an entry, or hold the list up for long.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/socket.h>

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "net/client.h"
#include "net/proto.h"
#include "net/socket.h"
#include "xmalloc.h"

#define LIST_WAIT_MS	5000	/* how long the hubs have to answer, all told:
				   only one that hangs makes the list wait */
#define LIST_ANSWER_MAX	512	/* what a hub may say: two short lines */

/* A hub being asked. */
struct list_asked {
	int			 fd;		/* -1 once done */
	int			 answered;
	char			 in[LIST_ANSWER_MAX + 1];
	size_t			 len;
	const struct game_entry	*game;
	struct proto_about	 about;
};

/*
 * Connects to a socket found and asks about its game, unless the process
 * there is not its owner's.  Returns the descriptor, or -1.
 */
static int
list_ask(const struct socket_found *f)
{
	char	*line, *nl;
	uid_t	 uid;
	gid_t	 gid;
	int	 fd, ok;

	if ((fd = socket_try(f->path)) == -1)
		return (-1);
	if (socket_peer(fd, &uid, &gid) != 0 || uid != f->owner) {
		close(fd);
		return (-1);
	}
	line = proto_format(&(struct proto_msg){ .type = PROTO_HELLO,
	    .version = PROTO_VERSION, .flag = PROTO_HELLO_ABOUT, .seat = -1 });
	xasprintf(&nl, "%s\n", line);
	ok = send(fd, nl, strlen(nl), MSG_NOSIGNAL) == (ssize_t)strlen(nl);
	free(nl);
	free(line);
	if (!ok) {
		close(fd);
		return (-1);
	}
	return (fd);
}

/* Takes the lines a hub sent: welcome, then about.  Returns 0 while more
 * may come, 1 once it is done with (answered or not). */
static int
list_lines(struct list_asked *a)
{
	struct proto_msg	 msg;
	char			*nl;
	size_t			 len;

	while ((nl = memchr(a->in, '\n', a->len)) != NULL) {
		len = nl - a->in;
		if (proto_parse(a->in, len, &msg) != PROTO_OK)
			return (1);
		if (msg.type == PROTO_WELCOME && a->game == NULL) {
			if (msg.version != PROTO_VERSION ||
			    (a->game = game_find(msg.word)) == NULL)
				return (1);
		} else if (msg.type == PROTO_ABOUT && a->game != NULL) {
			if (msg.about.seats < a->game->min_seats ||
			    msg.about.seats > a->game->max_seats ||
			    msg.about.open > msg.about.seats ||
			    msg.about.mine > msg.about.seats)
				return (1);
			a->about = msg.about;
			a->answered = 1;
			return (1);
		} else
			return (1);	/* refused, or not a Tabula hub */
		a->len -= len + 1;
		memmove(a->in, nl + 1, a->len);
	}
	return (a->len >= LIST_ANSWER_MAX);
}

/* Reads what has come from a hub; 1 once it is done with. */
static int
list_read(struct list_asked *a)
{
	ssize_t	 n;

	n = read(a->fd, a->in + a->len, LIST_ANSWER_MAX - a->len);
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return (0);
	if (n <= 0)
		return (1);
	a->len += n;
	return (list_lines(a));
}

/*
 * Lists the games one may join: this user's hubs, and other users' that
 * let them in, with how each stands.  Returns how many, in *out.
 */
int
client_list(struct client_hub **out)
{
	struct socket_found	*found;
	struct list_asked	*asked;
	struct pollfd		*pfd;
	struct timespec		 deadline;
	struct client_hub	*h;
	int			 nfound, i, n, waiting = 0, left;

	*out = NULL;
	nfound = socket_list(&found);
	asked = xcalloc(nfound > 0 ? nfound : 1, sizeof *asked);
	pfd = xcalloc(nfound > 0 ? nfound : 1, sizeof *pfd);
	for (i = 0; i < nfound; i++)
		if ((asked[i].fd = list_ask(&found[i])) != -1)
			waiting++;
	client_deadline(&deadline, LIST_WAIT_MS);
	while (waiting > 0 && (left = client_ms_left(&deadline)) > 0) {
		for (i = 0; i < nfound; i++) {
			pfd[i].fd = asked[i].fd;
			pfd[i].events = POLLIN;
			pfd[i].revents = 0;
		}
		if (poll(pfd, nfound, left) < 0 && errno != EINTR)
			break;
		for (i = 0; i < nfound; i++) {
			if (asked[i].fd == -1 || pfd[i].revents == 0 ||
			    !list_read(&asked[i]))
				continue;
			close(asked[i].fd);
			asked[i].fd = -1;
			waiting--;
		}
	}
	for (i = n = 0; i < nfound; i++) {
		if (asked[i].fd != -1)
			close(asked[i].fd);
		if (!asked[i].answered)
			continue;
		*out = xreallocarray(*out, n + 1, sizeof **out);
		h = &(*out)[n++];
		h->target = xstrdup(found[i].target);
		h->host = socket_user(found[i].owner);
		h->yours = found[i].owner == getuid();
		h->game = asked[i].game;
		h->about = asked[i].about;
	}
	free(pfd);
	free(asked);
	socket_list_free(found, nfound);
	return (n);
}

/* Says how a game one may join stands, in a sentence. */
char *
client_hub_text(const struct client_hub *h)
{
	const struct proto_about *a = &h->about;
	char	*who, *phase, *watching = NULL, *text;

	if (h->yours)
		xasprintf(&who, _("%s, your hub"), _(h->game->title));
	else
		xasprintf(&who, _("%s, hosted by %s"), _(h->game->title),
		    h->host);
	if (a->mine > 0)
		phase = xstrdup(_("your seat waits for you"));
	else if (a->phase == PROTO_PHASE_LOBBY && a->open > 0)
		xasprintf(&phase, ngettext("waiting for players, %d seat free",
		    "waiting for players, %d seats free", a->open), a->open);
	else if (a->phase == PROTO_PHASE_LOBBY)
		phase = xstrdup(_("about to start"));
	else if (a->phase == PROTO_PHASE_PLAYING)
		phase = xstrdup(_("under way"));
	else
		phase = xstrdup(_("finished"));
	if (a->watching > 0) {
		xasprintf(&watching, ngettext("%d watching", "%d watching",
		    a->watching), a->watching);
		/* TRANSLATORS: a game, how far it is, and who watches. */
		xasprintf(&text, _("%s: %s; %s."), who, phase, watching);
	} else
		/* TRANSLATORS: a game, and how far it is. */
		xasprintf(&text, _("%s: %s."), who, phase);
	free(watching);
	free(phase);
	free(who);
	return (text);
}

/* Frees a list from client_list. */
void
client_list_free(struct client_hub *hubs, int n)
{
	int	 i;

	for (i = 0; i < n; i++) {
		free(hubs[i].target);
		free(hubs[i].host);
	}
	free(hubs);
}
