/*
 * lobby.c: a hub's lobby in plain text: the seats and who is in them, and
 * the host's commands to fill them and start the game.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "plain/plain.h"

/* A computer's seat as the lobby tells it: "the computer, level 3". */
static void
plain_computer_seat(const struct match *m, int seat, char *buf, size_t len)
{
	char	 level[64];

	game_level_name(match_game(m), match_seat(m, seat)->level, level,
	    sizeof level);
	snprintf(buf, len, _("the computer, %s"), level);
}

/* Lists a hub's seats and who is in them. */
void
plain_seats(const struct match *m)
{
	char		 who[SEAT_NAME_MAX + 64], state[128];
	const char	*side;
	int		 i;

	for (i = 0; i < match_nseats(m); i++) {
		side = _(match_game(m)->sides[i]);
		switch (match_seat(m, i)->state) {
		case SEAT_WAITING:
			if (match_seat(m, i)->kind == SEAT_COMPUTER)
				plain_computer_seat(m, i, state, sizeof state);
			else
				snprintf(state, sizeof state, "%s",
				    _("waiting for a player"));
			break;
		case SEAT_AWAY:
			snprintf(state, sizeof state, _("%s, away"),
			    match_seat(m, i)->name);
			break;
		case SEAT_PLAYED_BY_HUB:
			snprintf(state, sizeof state, _("%s, played by the "
			    "computer"), match_seat(m, i)->name[0] != '\0' ?
			    match_seat(m, i)->name : side);
			break;
		default:
			if (match_seat(m, i)->kind == SEAT_COMPUTER)
				plain_computer_seat(m, i, state, sizeof state);
			else
				snprintf(state, sizeof state, "%s",
				    match_seat(m, i)->name);
			break;
		}
		snprintf(who, sizeof who, "%s", side);
		plain_say(_("  Seat %d (%s): %s%s"), i + 1, who, state,
		    i == match_here(m) ? _(" (you)") : "");
	}
}

/* The lobby's help, for the host or a guest. */
void
plain_lobby_help(const struct match *m)
{
	char	 text[512];

	if (match_is_host(m)) {
		snprintf(text, sizeof text, _("Others join with: %s"),
		    match_join_command(m));
		plain_wrap(text, 0);
		plain_wrap(_("Type start when every seat is taken, computer "
		    "SEAT [LEVEL] to give a seat to the computer, free SEAT to "
		    "take it back (from a player too), seats to list them, or "
		    "quit."), 0);
	} else
		plain_wrap(_("The host starts the game when every seat is "
		    "taken.  Type seats to list them, or quit."), 0);
}

/* Whether a line is that word, alone or with more after a space. */
static int
plain_lobby_word(const char *line, const char *word)
{
	size_t	 n = strlen(word);

	return (strncmp(line, word, n) == 0 && (line[n] == '\0' ||
	    line[n] == ' '));
}

/* Handles a line typed in a hub's lobby. */
enum plain_end
plain_lobby_command(struct match *m, char *line)
{
	int	 seat, level, n;

	if (strcmp(line, "seats") == 0)
		plain_seats(m);
	else if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0)
		plain_lobby_help(m);
	else if (match_is_host(m) && strcmp(line, "start") == 0) {
		if (!match_ready(m))
			plain_wrap(_("Some seats are still waiting for a "
			    "player."), 0);
		else
			match_start(m);
	} else if (match_is_host(m) && ((n = sscanf(line, "computer %d %d",
	    &seat, &level)) >= 1 || sscanf(line, "free %d", &seat) == 1)) {
		if (strncmp(line, "free", 4) == 0)
			level = 0;
		else if (n == 1)
			level = match_game(m)->default_level;
		if (seat == 1)
			plain_wrap(_("Seat 1 is yours, the host's: it cannot "
			    "be given away."), 0);
		else if (seat < 2 || seat > match_nseats(m) || level < 0 ||
		    level > match_game(m)->max_level)
			plain_wrap(_("There is no such seat or level."), 0);
		else if (level == 0 && match_seat(m, seat - 1)->kind !=
		    SEAT_COMPUTER &&
		    match_seat(m, seat - 1)->state == SEAT_WAITING)
			plain_say(_("Seat %d is free already."), seat);
		else
			match_give_computer(m, seat - 1, level);
	} else if (match_is_host(m) && (plain_lobby_word(line, "free") ||
	    plain_lobby_word(line, "computer")))
		plain_wrap(plain_lobby_word(line, "free") ? _("Type free and "
		    "a seat's number, as in free 2.") : _("Type computer and "
		    "a seat's number, then a level if you like, as in "
		    "computer 2 3."), 0);
	else
		plain_wrap(_("That is not a lobby command; type help."), 0);
	return (PLAIN_CONTINUE);
}

