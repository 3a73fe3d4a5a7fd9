/*
 * ask.c: the plain front end's answers to questions asked instead of
 * looking at the board: how things stand, and the moves from or to a
 * square (the questions both front ends answer are in ../ask.c).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "plain/plain.h"
#include "xmalloc.h"

#define PLAIN_ASK_MAX	8192	/* room for an answer */

/* Who the player here plays, and whether first: "You play x (first)."
 * (where the first player is not drawn). */
void
plain_you_line(const struct match *m, char *buf, size_t len)
{
	int	 you = match_you(m);

	buf[0] = '\0';
	if (you < 0)
		return;
	if (you == 0 && !match_game(m)->first_drawn)
		snprintf(buf, len, _("You play %s (first)."),
		    _(match_game(m)->sides[you]));
	else if (you == 1 && match_nseats(m) == 2 &&
	    !match_game(m)->first_drawn)
		snprintf(buf, len, _("You play %s (second)."),
		    _(match_game(m)->sides[you]));
	else
		snprintf(buf, len, _("You play %s."),
		    _(match_game(m)->sides[you]));
}

/* status: who you are, how things stand, and what the board does not
 * show (the game's description: what the roll allows, what is left), and
 * how a game over ended; flags (PLAIN_STATUS_*) leave some out. */
void
plain_ask_status(const struct match *m, int flags)
{
	char	*text;
	int	 describe;

	text = xmalloc(PLAIN_ASK_MAX);
	text[0] = '\0';
	if (!(flags & PLAIN_STATUS_NO_YOU))
		plain_you_line(m, text, PLAIN_ASK_MAX);
	if (text[0] != '\0')
		plain_wrap(text, 0);
	describe = match_game(m)->describe != NULL &&
	    !(flags & PLAIN_STATUS_SHORT);
	if (describe) {
		match_game(m)->describe(match_state(m), match_you(m), text,
		    PLAIN_ASK_MAX);
		plain_told(text, 0);
	}
	/* What the game's description told (dice, piece in hand) is not
	 * told again. */
	ask_status_line(m, text, PLAIN_ASK_MAX, NULL, 0, !describe);
	if (text[0] != '\0')
		plain_told(text, 0);
	if ((flags & PLAIN_STATUS_RESULT) && match_started(m) &&
	    match_turn(m) == GAME_TURN_OVER) {
		narrate_result(m, text, PLAIN_ASK_MAX);
		plain_told(text, 0);
	}
	free(text);
}

