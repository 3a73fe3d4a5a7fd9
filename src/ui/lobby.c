/*
 * lobby.c: a hub's lobby: the seats and who is in them, until the host
 * starts the game.  The host can give free seats to the computer.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "ui/screen.h"
#include "ui/ui.h"

#define LOBBY_ITEMS	(GAME_SEATS_MAX + 2)

/* A seat's line in the lobby. */
static void
lobby_label(const struct match *m, int i, char *buf, size_t len)
{
	const struct seat	*s = match_seat(m, i);
	char			 state[128], level[64];

	if (s->kind == SEAT_COMPUTER) {
		game_level_name(match_game(m), s->level, level, sizeof level);
		snprintf(state, sizeof state, _("the computer, %s"), level);
	}
	else if (s->state == SEAT_WAITING)
		snprintf(state, sizeof state, "%s", _("waiting for a player"));
	else if (s->state == SEAT_AWAY)
		snprintf(state, sizeof state, _("%s, away"), s->name);
	else
		snprintf(state, sizeof state, "%s", s->name);
	snprintf(buf, len, _("Seat %d (%s): %s%s"), i + 1,
	    _(match_game(m)->sides[i]), state,
	    i == match_here(m) ? _(" (you)") : "");
}

/* Tells a player let go from the lobby why, until they press a key. */
static void
lobby_farewell(const struct match *m, const struct match_news *news)
{
	char		 text[512];
	const char	*paras[2] = { text, NULL };

	if (narrate_news(m, news, text, sizeof text) != NARRATE_NONE)
		ui_pager(_("Waiting for the players"), paras, 0);
}

/*
 * Shows the lobby until the game starts (1), the player leaves (0), or the
 * terminal goes away (-2).  The host's Enter on a seat other than theirs
 * gives it to the computer, level by level, and back; Start starts.
 */
int
ui_lobby(struct match *m)
{
	struct match_news	 news;
	char			 labels[LOBBY_ITEMS][256], details[512];
	char			 frees[LOBBY_ITEMS][640], held[256];
	const char		*items[LOBBY_ITEMS], *notice = NULL;
	const char		*detail[LOBBY_ITEMS];
	int			 enabled[LOBBY_ITEMS];
	int			 n, start = -1, leave, pick, focus = 0, turn;
	int			 level, fd, timeout;

	for (;;) {
		/* What comes after the start is the game's to tell. */
		while (!match_started(m) && match_advance(m, &news) > 0) {
			if (news.ended || news.refused || news.freed) {
				ui_list_watch(-1, -1);
				lobby_farewell(m, &news);
				return (0);
			}
			if (news.lost)
				notice = _("The hub went away; trying to reach "
				    "it again.");
			if (news.held && narrate_news(m, &news, held,
			    sizeof held) != NARRATE_NONE)
				notice = held;	/* until it can start */
			if (news.back || news.resumed)
				notice = NULL;
		}
		if (match_started(m)) {
			ui_list_watch(-1, -1);
			return (1);
		}
		if (match_is_host(m))
			snprintf(details, sizeof details, _("Others join with: "
			    "%s"), match_join_command(m));
		else
			snprintf(details, sizeof details, "%s", _("The host "
			    "starts the game when every seat is taken."));
		for (n = 0; n < match_nseats(m); n++) {
			lobby_label(m, n, labels[n], sizeof labels[n]);
			items[n] = labels[n];
			detail[n] = details;
			enabled[n] = match_is_host(m) && n > 0;
			if (enabled[n] &&
			    match_seat(m, n)->kind != SEAT_COMPUTER &&
			    match_seat(m, n)->state != SEAT_WAITING) {
				snprintf(frees[n], sizeof frees[n], _("Enter "
				    "frees this seat: its player is let go. "
				    "%s"), details);
				detail[n] = frees[n];
			}
		}
		if (match_is_host(m)) {
			start = n;
			items[n] = _("Start");
			detail[n] = details;
			enabled[n++] = match_ready(m);
		}
		leave = n;
		items[n] = _("Leave");
		detail[n] = details;
		enabled[n++] = 1;
		if (focus == 0 && match_is_host(m))
			focus = start;

		fd = match_fd(m, &timeout);
		ui_list_watch(fd, timeout);
		pick = ui_list(_("Waiting for the players"), items, detail,
		    enabled, n, &focus, notice, &turn);
		ui_list_watch(-1, -1);
		if (pick == UI_LIST_NEWS)
			continue;
		notice = NULL;
		if (pick == -2)
			return (-2);
		if (pick == -1 || (pick == leave && turn == UI_LIST_CHOSEN)) {
			match_leave(m, 0);
			return (0);
		}
		/* Left and Right change a seat; they start or leave nothing. */
		if ((pick == start || pick == leave) && turn != UI_LIST_CHOSEN)
			continue;
		if (turn == UI_LIST_CHOSEN)
			turn = 1;
		if (pick == start) {
			if (!match_ready(m))
				notice = _("Some seats are still waiting for a "
				    "player.");
			else
				match_start(m);
			continue;
		}
		if (!enabled[pick])
			continue;
		/* A player's seat is freed; then waiting, the computer's
		 * levels, and waiting again. */
		if (match_seat(m, pick)->kind != SEAT_COMPUTER &&
		    match_seat(m, pick)->state != SEAT_WAITING) {
			match_give_computer(m, pick, 0);
			continue;
		}
		level = match_seat(m, pick)->kind == SEAT_COMPUTER ?
		    match_seat(m, pick)->level : 0;
		level = (level + turn + match_game(m)->max_level + 1) %
		    (match_game(m)->max_level + 1);
		match_give_computer(m, pick, level);
	}
}
