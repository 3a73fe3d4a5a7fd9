/*
 * match.h: one running game: seats, turns, the record, undo, saving, and
 * advancing it (match_advance), locally or mirrored from a hub.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_MATCH_H
#define TABULA_MATCH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "record.h"
#include "seats.h"

#define MATCH_THINK_MS		2000	/* a computer's default budget */
#define MATCH_RETRY_MS		1000	/* how often to try a hub that went away */
#define MATCH_HINT_POLL_MS	50	/* how often to look at a hub while
					   a hint is thought of */

/* What match_undo took back: a seat's move, and the moves after it. */
struct match_undone {
	int		 seat;
	char		 move[128];
	int		 after;		/* moves after it taken back too, */
	unsigned int	 after_seats;	/* made by these seats (bits) */
	int		 counted;	/* it took back the end of a game
					   counted in the player's record */
};

/* Who plays here: every human seat of a local game, or nobody. */
#define MATCH_HERE_ALL		(-4)
#define MATCH_WATCHING		(-5)

/* Why match_hint gave none. */
#define MATCH_HINT_STARTED	0
#define MATCH_HINT_NOT_YOURS	(-1)	/* no seat here is asked to move */
#define MATCH_HINT_OFF		(-2)	/* the hub's host did not allow them */
#define MATCH_HINT_NONE		(-3)	/* the game has no computer player */
#define MATCH_HINT_OVER		(-4)	/* the game is over */
#define MATCH_HINT_WATCHING	(-5)	/* a watcher has no move to play */

/* What match_submit did. */
#define MATCH_REFUSED		(-1)
#define MATCH_PLAYED		0
#define MATCH_SENT		1
#define MATCH_AWAY		2	/* the hub is away: not sent */

/*
 * What happened to a match, as match_advance tells it: one thing at a
 * time, so that its owner can keep (a hub: journal) and tell each event
 * before the next is played.
 */
struct match_news {
	int		 events;	/* an event was played: m->story */
	int		 computer;	/* by a computer of this process */
	int		 failed;	/* the computer found no move */
	int		 over;		/* and the game is over */
	int		 lobby;		/* seats changed */
	int		 gone;		/* a player went away from seat, */
	int		 returned;	/* or came back to it */
	int		 seat;
	int		 started;
	int		 denied;	/* our move was refused: */
	int		 denied_code;	/* the engine's error code */
	int		 paused;	/* the game waits for a seat */
	int		 held;		/* for the hub's journal */
	int		 resumed;
	int		 ended;		/* the game was ended for everyone */
	int		 lost;		/* the hub went away; how to */
	const char	*resume;	/* start it again, or NULL */
	int		 back;		/* and came back, */
	int		 refused;	/* or refused this screen: text */
	int		 freed;		/* the host freed our seat */
	int		 dice;		/* the hub showed its dice's seed: */
	int		 dice_fair;	/* as promised, or not (text: why) */
	int		 distrust;	/* the hub broke the game's rules: text */
	int		 for_you;	/* moves its computer played for the seat
					   here while its player was away */
	int		 other_game;	/* the hub holds another game than the
					   one, not over, this seat left */
	int		 forgetful;	/* the seat cannot keep the game on
					   disk: text, why */
	int		 hint;		/* a hint is ready: text, the move,
					   or "" if none was found */
	int		 noted;		/* counting the game in the player's
					   record found something: text */
	char		 text[256];	/* what the hub said, if anything */
};

struct match;
struct thinker;

/* How to start a new match. */
struct match_config {
	const struct game_entry	*game;
	const char		*players;	/* NULL: the game's default */
	const char		*board;		/* name or file; NULL: default */
	const char		*options[GAME_OPTIONS_MAX];
	int			 has_seed;
	uint64_t		 seed;
	int64_t			 think_ms;	/* 0: MATCH_THINK_MS */
	int			 networked;	/* remote seats allowed */
};

struct match	*match_new(const struct match_config *, char **);
struct match	*match_load(const char *, char **);
struct match	*match_from_record(struct record *, const char *, char **);
int		 match_adopt(struct match *, struct match *, char **);
struct match	*match_rematch(const struct match *, int, char **);
void		 match_free(struct match *);
void		 match_retell(const struct match *,
		     void (*)(const struct match *, void *), void *);
int		 match_review_moves(const struct match *);
struct match	*match_review(const struct match *, int,
		     void (*)(const struct match *, void *), void *, char **);

/* What a match holds, to read. */
const struct game_entry *match_game(const struct match *);
const void	*match_state(const struct match *);
int		 match_nseats(const struct match *);
const struct seat *match_seat(const struct match *, int);
const struct record *match_record(const struct match *);
const struct game_story *match_story(const struct match *);
int		 match_here(const struct match *);
int		 match_started(const struct match *);
int		 match_is_host(const struct match *);
int		 match_paused(const struct match *);
int		 match_from_hub(const struct match *);

/* What leaving a game's screen does, by the match's rules. */
enum match_leaving {
	MATCH_LEAVE_NOW,	/* nothing is lost: a local game saved since
				   its last move, or over; a spectator */
	MATCH_LEAVE_UNSAVED,	/* a local game with moves not saved: leave,
				   save and leave, or stay */
	MATCH_LEAVE_SEAT,	/* a seat of a hub's game: leave it (the game
				   goes on), or stay */
	MATCH_LEAVE_SEAT_OR_END	/* the host's seat: or end the game for
				   everyone */
};
enum match_leaving match_leaving(const struct match *);
int		 match_unsaved(const struct match *);
int		 match_may_end(const struct match *);
int		 match_versus_computer(const struct match *);

/* For the hub, which owns its match: its seats' states, its record (to
 * write the header's hub lines and journal it), the game started or back
 * in the lobby, and held while its journal cannot be written. */
void		 match_set_seat_state(struct match *, int, enum seat_state);
struct record	*match_record_edit(struct match *);
void		 match_set_started(struct match *, int);
void		 match_hold(struct match *, int);

int		 match_turn(const struct match *);
int		 match_play(struct match *, int, const char *, int *);
int		 match_actor(const struct match *, const char *, int *, char *,
		     size_t);
int		 match_chance(struct match *);
int		 match_promise_dice(struct match *, const uint64_t *, char **);
int		 match_check_dice(struct match *, uint64_t, const char *, char *,
		     size_t);
int		 match_think(struct match *, atomic_int *, char *, size_t);
int		 match_undo(struct match *, struct match_undone *);
int		 match_redo(struct match *);
int		 match_can_redo(const struct match *);
int		 match_hint(struct match *);
int		 match_hinting(const struct match *);
void		 match_hint_cancel(struct match *);
int		 match_hints_allowed(const struct match *);
int		 match_hint_level(const struct match *);
int		 match_set_hint_level(struct match *, int);
int		 match_result(const struct match *, struct game_result *);
int		 match_save(struct match *, const char *, char **);
int		 match_save_hangup(struct match *, char **);
int		 match_is_local(const struct match *);
int		 match_is_here(const struct match *, int);
int		 match_you(const struct match *);
int		 match_thinks_here(const struct match *, int);
int		 match_submit(struct match *, int, const char *, int *);
int		 match_advance(struct match *, struct match_news *);
int		 match_fd(const struct match *, int *);
int		 match_thinking(const struct match *);
int		 match_away(const struct match *);
int		 match_held(const struct match *);
void		 match_think_cancel(struct match *);
int		 match_asks(const struct match *);
int		 match_ready(const struct match *);
int		 match_start(struct match *);
int		 match_give_computer(struct match *, int, int);
const char	*match_join_command(const struct match *);
void		 match_leave(struct match *, int);
void		 match_set_seat(struct match *, int, enum seat_kind, int,
		     const char *);

#endif
