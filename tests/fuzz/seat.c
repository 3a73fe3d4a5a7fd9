/*
 * seat.c: a libFuzzer harness for a seat's side of the hub's protocol.
 * The input is what a hub says: it is sent through a socket to a seat
 * that joins (client_join_fd), which makes its mirror of the game from
 * the greeting and then takes the rest as news, as tabula join does; every
 * piece of news is told in the sayings both front ends use (narrate.c),
 * with the seats, the score and the result, as the screens would.  Any
 * process of the hub's owner can be the hub, so nothing in it may crash a
 * seat or read out of bounds.
 * Build it with ./configure CC=clang --enable-fuzz, then run
 * tests/fuzz/seat tests/fuzz/corpus-seat.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/socket.h>

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match.h"
#include "narrate.h"
#include "net/client.h"

#define SEAT_NEWS_MAX	100000	/* news taken from one input at most */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Tells the match as the screens would: its seats, score and result. */
static void
seat_tell(const struct match *m)
{
	char	 text[4096];
	int	 i, you;

	for (i = 0; i < match_nseats(m); i++)
		narrate_seat(m, i, text, sizeof text);
	if ((you = match_you(m)) >= 0)
		(void)strlen(match_game(m)->sides[you]);
	narrate_score(m, text, sizeof text);
	if (match_game(m)->describe != NULL)
		match_game(m)->describe(match_state(m), match_you(m), text,
		    sizeof text);
	if (match_turn(m) == GAME_TURN_OVER)
		narrate_result(m, text, sizeof text);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct match		*m;
	struct match_news	 news;
	char			 text[4096], *cause = NULL;
	int			 sv[2], n, want;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
		abort();
	/* The first byte chooses to play or to watch. */
	want = size > 0 && (data[0] & 1) ? CLIENT_WATCH : CLIENT_ANY_SEAT;
	if (size > 0 && write(sv[0], data, size) != (ssize_t)size)
		abort();
	shutdown(sv[0], SHUT_WR);
	if (client_join_fd(sv[1], "/nonexistent/tabula-fuzz", want, &m,
	    &cause) != 0) {
		free(cause);
		close(sv[0]);
		return (0);
	}
	seat_tell(m);
	for (n = 0; n < SEAT_NEWS_MAX && match_advance(m, &news) > 0; n++) {
		narrate_news(m, &news, text, sizeof text);
		if (news.events && match_story(m) != NULL)
			narrate_story(m, match_story(m), text, sizeof text);
		seat_tell(m);
	}
	match_free(m);
	close(sv[0]);
	return (0);
}
