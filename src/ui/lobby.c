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

/* The rows of the lobby's list as last made: a seat each, then Start for
 * the host, then Leave. */
struct lobby_rows {
	char		 labels[LOBBY_ITEMS][256], details[512];
	char		 frees[LOBBY_ITEMS][640];
	const char	*items[LOBBY_ITEMS];
	const char	*detail[LOBBY_ITEMS];
	int		 enabled[LOBBY_ITEMS];
	int		 start, leave;
};

/*
 * Takes the hub's news until the game starts; a pause, the hub away, or
 * its coming back changes *notice (held is where a pause is told).
 * Returns 1 if the game started, 0 if the player was let go (and told), or
 * -1 while the game waits.
 */
static int
lobby_news(struct match *m, const char **notice, char *held, size_t len)
{
	struct match_news	 news;

	/* What comes after the start is the game's to tell. */
	while (!match_started(m) && match_advance(m, &news) > 0) {
		if (news.ended || news.refused || news.freed) {
			ui_list_watch(-1, -1);
			lobby_farewell(m, &news);
			return (0);
		}
		if (news.lost)
			*notice = _("The hub went away; trying to reach "
			    "it again.");
		if (news.held && narrate_news(m, &news, held,
		    len) != NARRATE_NONE)
			*notice = held;	/* until it can start */
		if (news.back || news.resumed)
			*notice = NULL;
	}
	if (match_started(m)) {
		ui_list_watch(-1, -1);
		return (1);
	}
	return (-1);
}

/* Makes the rows of the lobby's list; returns how many. */
static int
lobby_items(struct lobby_rows *r, const struct match *m)
{
	int	 n;

	if (match_is_host(m))
		snprintf(r->details, sizeof r->details, _("Others join with: "
		    "%s"), match_join_command(m));
	else
		snprintf(r->details, sizeof r->details, "%s", _("The host "
		    "starts the game when every seat is taken."));
	for (n = 0; n < match_nseats(m); n++) {
		lobby_label(m, n, r->labels[n], sizeof r->labels[n]);
		r->items[n] = r->labels[n];
		r->detail[n] = r->details;
		r->enabled[n] = match_is_host(m) && n > 0;
		if (r->enabled[n] &&
		    match_seat(m, n)->kind != SEAT_COMPUTER &&
		    match_seat(m, n)->state != SEAT_WAITING) {
			snprintf(r->frees[n], sizeof r->frees[n], _("Enter "
			    "frees this seat: its player is let go. "
			    "%s"), r->details);
			r->detail[n] = r->frees[n];
		}
	}
	if (match_is_host(m)) {
		r->start = n;
		r->items[n] = _("Start");
		r->detail[n] = r->details;
		r->enabled[n++] = match_ready(m);
	}
	r->leave = n;
	r->items[n] = _("Leave");
	r->detail[n] = r->details;
	r->enabled[n++] = 1;
	return (n);
}

/* The host's Enter, Left or Right on a seat: a player's seat is freed;
 * then waiting, the computer's levels, and waiting again. */
static void
lobby_turn(struct match *m, int pick, int turn)
{
	int	 level;

	if (match_seat(m, pick)->kind != SEAT_COMPUTER &&
	    match_seat(m, pick)->state != SEAT_WAITING) {
		match_give_computer(m, pick, 0);
		return;
	}
	level = match_seat(m, pick)->kind == SEAT_COMPUTER ?
	    match_seat(m, pick)->level : 0;
	level = (level + turn + match_game(m)->max_level + 1) %
	    (match_game(m)->max_level + 1);
	match_give_computer(m, pick, level);
}

/*
 * Shows the lobby until the game starts (1), the player leaves (0), or the
 * terminal goes away (-2).  The host's Enter on a seat other than theirs
 * gives it to the computer, level by level, and back; Start starts.
 */
int
ui_lobby(struct match *m)
{
	struct lobby_rows	 r;
	char			 held[256];
	const char		*notice = NULL;
	int			 n, pick, focus = 0, turn, fd, timeout, done;

	r.start = -1;
	for (;;) {
		if ((done = lobby_news(m, &notice, held, sizeof held)) >= 0)
			return (done);
		n = lobby_items(&r, m);
		if (focus == 0 && match_is_host(m))
			focus = r.start;

		fd = match_fd(m, &timeout);
		ui_list_watch(fd, timeout);
		pick = ui_list(_("Waiting for the players"), r.items, r.detail,
		    r.enabled, n, &focus, notice, &turn);
		ui_list_watch(-1, -1);
		if (pick == UI_LIST_NEWS)
			continue;
		notice = NULL;
		if (pick == -2)
			return (-2);
		if (pick == -1 || (pick == r.leave && turn == UI_LIST_CHOSEN)) {
			match_leave(m, 0);
			return (0);
		}
		/* Left and Right change a seat; they start or leave nothing. */
		if ((pick == r.start || pick == r.leave) &&
		    turn != UI_LIST_CHOSEN)
			continue;
		if (turn == UI_LIST_CHOSEN)
			turn = 1;
		if (pick == r.start) {
			if (!match_ready(m))
				notice = _("Some seats are still waiting for a "
				    "player.");
			else
				match_start(m);
			continue;
		}
		if (r.enabled[pick])
			lobby_turn(m, pick, turn);
	}
}
