/*
 * match.c: one running game: seats, turns, the record, undo, saving; and
 * advancing it, the one turn loop the hub, the full screen and plain text
 * share: chance events, the computers' moves, pauses for absent seats,
 * told as news.  A hub's game is mirrored through the match's link.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "boards.h"
#include "i18n.h"
#include "match.h"
#include "match_link.h"
#include "paths.h"
#include "rng.h"
#include "sha256.h"
#include "stats.h"
#include "think.h"
#include "utf8.h"
#include "xmalloc.h"

static void	 match_redo_forget(struct match *);
static int	 match_redo_next(const struct match *);
static int	 match_redo_play(struct match *);
static int	 match_hint_collect(struct match *, struct match_news *);
static void	 match_redo_keep(struct match *, char *, int);
static void	 match_tally(struct match *);

/* A seed from the clock and the process, when none was given. */
static uint64_t
match_fresh_seed(void)
{
	struct timespec	 ts;
	uint64_t	 x;

	clock_gettime(CLOCK_REALTIME, &ts);
	x = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	x ^= (uint64_t)getpid() << 32;
	return (rng_splitmix64(&x) >> 12);	/* short enough to type */
}

/*
 * Creates the engine's state from the record's header.  A board the
 * engine refuses is named in *cause as file, and the line and column of
 * its error are counted from first_line and col_offset there; an error
 * the engine cannot place is put on first_line, if placed is set.
 */
static int
match_create_state(struct match *m, const char *file, int first_line,
    int col_offset, int placed, char **cause)
{
	struct game_setup	 setup;
	struct game_error	 error;
	const char		*why;
	int			 i, j;

	memset(&setup, 0, sizeof setup);
	setup.nseats = m->nseats;
	setup.board = m->rec.board;
	setup.seed = m->rec.seed;
	for (i = 0; i < m->rec.noptions; i++) {
		if ((j = game_option_index(m->game,
		    m->rec.option_names[i])) < 0) {
			xasprintf(cause, _("%s has no option \"%s\""),
			    _(m->game->title), m->rec.option_names[i]);
			return (-1);
		}
		setup.options[j] = m->rec.option_values[i];
	}
	memset(&error, 0, sizeof error);
	if (m->game->create(&setup, &m->state, &error) == 0)
		return (0);
	m->state = NULL;
	why = game_error_text(m->game, error.code);
	if (error.line == GAME_ERROR_SETUP) {
		*cause = xstrdup(why);
		return (-1);
	}
	if (error.line == 0 && placed)
		error.line = 1;
	if (error.line > 0 && error.column > 0)
		xasprintf(cause, "%s:%d:%d: %s", file, first_line +
		    error.line - 1, col_offset + error.column, why);
	else if (error.line > 0)
		xasprintf(cause, "%s:%d: %s", file, first_line + error.line - 1,
		    why);
	else
		xasprintf(cause, "%s: %s", file, why);
	return (-1);
}

/* Creates the state of a new match, naming its board file in errors. */
static int
match_create_new(struct match *m, char **cause)
{
	char	*file;
	int	 error;

	if (m->rec.board_name != NULL)
		file = boards_path(m->game, m->rec.board_name);
	else
		file = xstrdup(_("the board"));
	error = match_create_state(m, file, 1, 0, 0, cause);
	free(file);
	return (error);
}

/* Fills the record's seats from the match's. */
static void
match_record_seats(struct match *m)
{
	struct record_seat	*rs;
	int			 i;

	m->rec.nseats = m->nseats;
	for (i = 0; i < m->nseats; i++) {
		rs = &m->rec.seats[i];
		snprintf(rs->kind, sizeof rs->kind, "%s",
		    seat_kinds[m->seats[i].kind]);
		rs->level = m->seats[i].level;
		rs->name = m->seats[i].name[0] != '\0' ?
		    xstrdup(m->seats[i].name) : NULL;
	}
}

/* Starts a new match; NULL and *cause if the configuration is wrong. */
struct match *
match_new(const struct match_config *c, char **cause)
{
	const struct game_entry	*g = c->game;
	struct match		*m;
	char			*text;
	int			 i;

	m = xcalloc(1, sizeof *m);
	m->game = g;
	m->here = MATCH_HERE_ALL;
	m->started = 1;
	m->paused = -1;
	record_init(&m->rec);
	m->rec.game = xstrdup(g->name);
	if (seats_parse(g, c->players != NULL ? c->players :
	    g->default_players, m->seats, &m->nseats, cause) != 0)
		goto fail;
	if (!c->networked && !match_is_local(m)) {
		xasprintf(cause, _("a remote player needs a networked game, "
		    "which this version cannot host yet"));
		goto fail;
	}
	match_record_seats(m);
	m->rec.seed = c->has_seed ? c->seed : match_fresh_seed();
	m->rec.think_ms = c->think_ms > 0 ? c->think_ms : MATCH_THINK_MS;

	if (c->board != NULL) {
		if (boards_read(g, c->board, &m->rec.board, NULL,
		    cause) != 0)
			goto fail;
		m->rec.board_name = xstrdup(c->board);
	} else if (g->default_board != NULL) {
		if (boards_read(g, g->default_board, &m->rec.board, NULL,
		    cause) != 0)
			goto fail;
		m->rec.board_name = xstrdup(g->default_board);
	}
	for (i = 0; i < g->noptions; i++) {
		if (c->options[i] == NULL)
			continue;
		if (g->options[i].board) {
			free(m->rec.board);
			free(m->rec.board_name);
			m->rec.board_name = NULL;
			m->rec.board = xstrdup(c->options[i]);
			continue;
		}
		text = xstrdup(c->options[i]);
		m->rec.option_names[m->rec.noptions] = xstrdup(
		    g->options[i].name);
		m->rec.option_values[m->rec.noptions++] = text;
	}
	if (match_create_new(m, cause) != 0)
		goto fail;
	return (m);

fail:
	match_free(m);
	return (NULL);
}

/* Starts a new match like another: the same game, seats (with swap set,
 * the two seats of a two-seat game change places), board, options,
 * thinking time and hint level, with the seed given. */
static struct match *
match_like(const struct match *old, int swap, uint64_t seed, char **cause)
{
	struct match	*m;
	struct seat	 first;
	int		 i;

	m = xcalloc(1, sizeof *m);
	m->game = old->game;
	m->here = MATCH_HERE_ALL;
	m->started = 1;
	m->paused = -1;
	m->nseats = old->nseats;
	m->hint_level = old->hint_level;	/* the player's choice */
	memcpy(m->seats, old->seats, sizeof m->seats);
	if (swap && m->nseats == 2) {
		first = m->seats[0];
		m->seats[0] = m->seats[1];
		m->seats[1] = first;
	}
	record_init(&m->rec);
	m->rec.game = xstrdup(old->rec.game);
	match_record_seats(m);
	m->rec.seed = seed;
	m->rec.think_ms = old->rec.think_ms;
	if (old->rec.board_name != NULL)
		m->rec.board_name = xstrdup(old->rec.board_name);
	if (old->rec.board != NULL)
		m->rec.board = xstrdup(old->rec.board);
	for (i = 0; i < old->rec.noptions; i++) {
		m->rec.option_names[i] = xstrdup(old->rec.option_names[i]);
		m->rec.option_values[i] = xstrdup(old->rec.option_values[i]);
	}
	m->rec.noptions = old->rec.noptions;
	if (match_create_new(m, cause) != 0) {
		match_free(m);
		return (NULL);
	}
	return (m);
}

/* Starts a new match like another, with a new seed: see match_like. */
struct match *
match_rematch(const struct match *old, int swap, char **cause)
{
	return (match_like(old, swap, match_fresh_seed(), cause));
}

/* Plays an event for a seat (or any) and appends it to the log. */
static int
match_apply(struct match *m, int seat, const char *text, int line, int *error)
{
	int	 actor = m->game->turn(m->state);

	match_hint_cancel(m);	/* it was for the position before */
	if ((*error = m->game->play(m->state, seat, text, &m->story)) != 0)
		return (-1);
	if (m->story.seat >= 0) {
		actor = m->story.seat;
		m->unsaved = 1;
	}
	m->has_story = 1;
	if (m->rec.nevents == m->actors_size) {
		m->actors_size = m->actors_size ? m->actors_size * 2 : 64;
		m->actors = xreallocarray(m->actors, m->actors_size,
		    sizeof *m->actors);
	}
	m->actors[m->rec.nevents] = actor;
	record_add_event(&m->rec, m->story.event[0] != '\0' ?
	    m->story.event : text, line);
	return (0);
}

/* The seed the match's chance comes from: the dice's own, a hub's secret
 * (or one drawn here, see match_dice_here), or else the game's. */
static uint64_t
match_dice_seed(const struct match *m)
{
	return (m->rec.has_dice_seed ? m->rec.dice_seed : m->rec.seed);
}

/*
 * A seat's copy of a hub's game not over, played on here: the hub's seed
 * is its secret, so the dice from now on come from a seed of this
 * process's, which nobody saw before; the rolls before stay as the hub
 * rolled them, unchecked (dice-from).
 */
static void
match_dice_here(struct match *m)
{
	uint64_t	 seed;

	if (rng_secret(&seed, sizeof seed) != 0)
		seed = match_fresh_seed();
	free(m->rec.dice_commit);
	m->rec.dice_commit = NULL;
	free(m->rec.dice_salt);
	m->rec.dice_salt = NULL;
	m->rec.dice_seed = seed >> 12;		/* short enough to type */
	m->rec.has_dice_seed = 1;
	m->rec.dice_from = m->rec.nevents;
}

/*
 * Draws the chance event due now into buf, from the stream of the event's
 * number, as the match always does; -1 if the game has none to draw, or
 * if this is a seat of a hub, which never draws.
 */
static int
match_draw(struct match *m, char *buf, size_t len)
{
	struct rng	 rng;

	if (m->game->chance == NULL)
		return (-1);
	if (!record_dice_chosen(&m->rec, m->rec.nevents)) {
		if (m->link != NULL)
			return (-1);
		match_dice_here(m);
	}
	rng_seed(&rng, match_dice_seed(m), m->rec.nevents);
	return (m->game->chance(m->state, &rng, buf, len));
}

/*
 * The event due now, if it is a chance event the record can check (see
 * record_dice_chosen), drawn into buf; -1 if it is not one.
 */
static int
match_draw_checked(const struct match *m, char *buf, size_t len)
{
	struct rng	 rng;

	if (m->game->chance == NULL || match_turn(m) != GAME_TURN_CHANCE ||
	    !record_dice_chosen(&m->rec, m->rec.nevents))
		return (-1);
	rng_seed(&rng, match_dice_seed(m), m->rec.nevents);
	return (m->game->chance(m->state, &rng, buf, len));
}

/*
 * A hub's promise of its dice, made before the first event: a secret seed
 * for them (or the one given, which whoever knows it foresees: the record
 * says so, dice-chosen), with a secret salt, from the kernel, and the
 * SHA-256 of both in the record (record_dice_commit), which every seat is
 * sent; the secret stays in the hub's journal until the game is over.  A
 * journal's promise is kept.  A game played on without one (a journal of
 * an older Tabula, a saved game) keeps its dice as its record draws them,
 * and its seats are told they are not secret; a seat's copy, whose
 * hub's secret it lacks, cannot be hosted.  A game without chance needs
 * none.
 */
int
match_promise_dice(struct match *m, const uint64_t *given, char **cause)
{
	unsigned char	 secret[8 + RECORD_SALT_HEX / 2];
	char		 salt[RECORD_SALT_HEX + 1], commit[SHA256_HEX + 1];
	uint64_t	 seed = 0;
	int		 i;

	if (m->game->chance == NULL || m->rec.dice_salt != NULL)
		return (0);
	if (m->rec.dice_commit != NULL && !m->rec.has_dice_seed) {
		xasprintf(cause, "%s", _("this is a seat's copy of a game whose "
		    "dice its hub keeps secret: only that hub's journal can be "
		    "hosted again"));
		return (-1);
	}
	if (m->rec.nevents > 0)
		return (0);
	if (rng_secret(secret, sizeof secret) != 0) {
		xasprintf(cause, _("cannot draw a secret for the dice: %s"),
		    strerror(errno));
		return (-1);
	}
	for (i = 0; i < 8; i++)
		seed = seed << 8 | secret[i];
	if (given != NULL)
		seed = *given;
	for (i = 0; i < RECORD_SALT_HEX / 2; i++)
		snprintf(salt + 2 * i, 3, "%02x", secret[8 + i]);
	m->rec.dice_from = 0;
	m->rec.dice_chosen = given != NULL;
	record_dice_commit(seed, salt, m->rec.dice_from, commit, sizeof commit);
	free(m->rec.dice_commit);
	m->rec.dice_commit = xstrdup(commit);
	m->rec.dice_seed = seed;
	m->rec.has_dice_seed = 1;
	m->rec.dice_salt = xstrdup(salt);
	return (0);
}

/*
 * A seat checks the hub's dice once it shows their seed and salt: they
 * must be what it promised before the first roll, and every roll since
 * the one that seed gives.  0, and the record keeps them, so that a copy
 * of the game is whole; or -1 with why (at most len bytes) said.
 */
int
match_check_dice(struct match *m, uint64_t seed, const char *salt, char *why,
    size_t len)
{
	struct match	*replay;
	struct rng	 rng;
	char		 commit[SHA256_HEX + 1], drawn[GAME_EVENT_MAX];
	char		*cause = NULL;
	size_t		 i;
	int		 error;

	if (m->rec.dice_commit == NULL) {
		snprintf(why, len, "%s", _("it promised no dice"));
		return (-1);
	}
	record_dice_commit(seed, salt, m->rec.dice_from, commit, sizeof commit);
	if (strcmp(commit, m->rec.dice_commit) != 0) {
		snprintf(why, len, "%s", _("the seed it shows is not the one "
		    "it promised before the first roll"));
		return (-1);
	}
	if ((replay = match_like(m, 0, m->rec.seed, &cause)) == NULL) {
		snprintf(why, len, "%s", cause);
		free(cause);
		return (-1);
	}
	for (i = 0; i < m->rec.nevents; i++) {
		if (i >= m->rec.dice_from && replay->game->chance != NULL &&
		    match_turn(replay) == GAME_TURN_CHANCE) {
			rng_seed(&rng, seed, i);
			if (replay->game->chance(replay->state, &rng, drawn,
			    sizeof drawn) != 0 ||
			    strcmp(drawn, m->rec.events[i]) != 0) {
				snprintf(why, len, _("event %zu was \"%s\", "
				    "and its seed gives \"%s\""), i + 1,
				    m->rec.events[i], drawn);
				match_free(replay);
				return (-1);
			}
		}
		if (match_play(replay, GAME_SEAT_ANY, m->rec.events[i],
		    &error) != 0)
			break;
	}
	match_free(replay);
	m->rec.dice_seed = seed;
	m->rec.has_dice_seed = 1;
	free(m->rec.dice_salt);
	m->rec.dice_salt = xstrdup(salt);
	return (0);
}

/*
 * Plays a record's event read from name at line.  A chance event must be
 * the one the seed gives: a record is untrusted, and dice written in by
 * hand would be a second chance at them.
 */
static int
match_replay(struct match *m, const char *text, const char *name, int line,
    char **cause)
{
	char	 drawn[GAME_EVENT_MAX];
	int	 chance, error;

	chance = match_draw_checked(m, drawn, sizeof drawn) == 0;
	if (match_apply(m, GAME_SEAT_ANY, text, line, &error) != 0) {
		xasprintf(cause, _("%s:%d: \"%s\" cannot be played here: %s"),
		    name, line, text, game_error_text(m->game, error));
		return (-1);
	}
	if (chance && strcmp(m->rec.events[m->rec.nevents - 1], drawn) != 0) {
		xasprintf(cause, _("%s:%d: \"%s\" is not what the seed gives "
		    "(\"%s\")"), name, line, text, drawn);
		return (-1);
	}
	return (0);
}

/*
 * Makes a match of a record read from name (which errors name), replaying
 * its events; the record is emptied.  NULL and *cause, naming the line,
 * if it cannot be played.
 */
struct match *
match_from_record(struct record *rec, const char *name, char **cause)
{
	struct match	*m;
	char		*msg;
	size_t		 i;
	int		 k, error, line;

	m = xcalloc(1, sizeof *m);
	m->here = MATCH_HERE_ALL;
	m->started = 1;
	m->paused = -1;
	if ((m->game = game_find(rec->game)) == NULL) {
		xasprintf(cause, _("%s:%d: unknown game \"%s\""), name,
		    rec->game_line, rec->game);
		record_free(rec);
		free(m);
		return (NULL);
	}
	m->nseats = rec->nseats;
	for (k = 0; k < rec->nseats; k++) {
		m->seats[k].kind = strcmp(rec->seats[k].kind, "human") == 0 ?
		    SEAT_HUMAN : strcmp(rec->seats[k].kind, "computer") == 0 ?
		    SEAT_COMPUTER : SEAT_REMOTE;
		m->seats[k].level = rec->seats[k].level;
		if (m->seats[k].kind == SEAT_COMPUTER &&
		    (m->seats[k].level < 1 ||
		    m->seats[k].level > m->game->max_level)) {
			seat_level_help(m->game, &msg);
			xasprintf(cause, "%s:%d: %s", name, rec->seats[k].line,
			    msg);
			free(msg);
			goto fail;
		}
		if (rec->seats[k].name != NULL)
			seat_set_name(&m->seats[k], rec->seats[k].name);
	}
	if (record_seats_fit(rec, m->game, name, cause) != 0)
		goto fail;
	record_init(&m->rec);
	m->rec.game = rec->game, rec->game = NULL;
	m->rec.hub = rec->hub, rec->hub = NULL;
	m->rec.board_name = rec->board_name, rec->board_name = NULL;
	m->rec.board = rec->board, rec->board = NULL;
	for (k = 0; k < rec->noptions; k++) {
		m->rec.option_names[k] = rec->option_names[k];
		m->rec.option_values[k] = rec->option_values[k];
	}
	m->rec.noptions = rec->noptions, rec->noptions = 0;
	m->rec.seed = rec->seed;
	m->rec.dice_commit = rec->dice_commit, rec->dice_commit = NULL;
	m->rec.dice_seed = rec->dice_seed;
	m->rec.has_dice_seed = rec->has_dice_seed;
	m->rec.dice_salt = rec->dice_salt, rec->dice_salt = NULL;
	m->rec.dice_from = rec->dice_from;
	m->rec.dice_chosen = rec->dice_chosen;
	m->rec.dice_line = rec->dice_line;
	m->rec.think_ms = rec->think_ms > 0 ? rec->think_ms : MATCH_THINK_MS;
	m->rec.hints = rec->hints;	/* a hub's seats are told of them */
	m->rec.counted = rec->counted;
	m->tallied = rec->counted;
	match_record_seats(m);
	if (rec->board_line > 0)
		error = match_create_state(m, name, rec->board_line,
		    (int)strlen("board-text "), 1, cause);
	else {
		xasprintf(&msg, "%s:%d", name, rec->game_line);
		error = match_create_state(m, msg, 1, 0, 0, cause);
		free(msg);
	}
	if (error != 0)
		goto fail;
	for (i = 0; i < rec->nevents; i++) {
		line = rec->event_lines[i];
		if (match_replay(m, rec->events[i], name, line, cause) != 0)
			goto fail;
	}
	m->unsaved = 0;	/* as it was kept */
	record_free(rec);
	return (m);

fail:
	record_free(rec);
	match_free(m);
	return (NULL);
}

/* Loads a saved game; NULL and *cause, naming the line, if it is bad. */
struct match *
match_load(const char *path, char **cause)
{
	struct record	 rec;

	if (record_load(&rec, path, 0, cause) != 0)
		return (NULL);
	return (match_from_record(&rec, path, cause));
}

/*
 * Tells again every event of a match so far, from the first, for a screen
 * that comes to a game under way: tell is given a replay of the match
 * after each event, whose story is that event's.
 */
void
match_retell(const struct match *m, void (*tell)(const struct match *,
    void *), void *arg)
{
	struct match	*replay;
	char		*cause = NULL;
	size_t		 i;
	int		 error;

	if ((replay = match_like(m, 0, m->rec.seed, &cause)) == NULL) {
		free(cause);
		return;
	}
	for (i = 0; i < m->rec.nevents; i++) {
		if (match_play(replay, GAME_SEAT_ANY, m->rec.events[i],
		    &error) != 0)
			break;
		tell(replay, arg);
	}
	match_free(replay);
}

/* Frees a match. */
void
match_free(struct match *m)
{
	if (m == NULL)
		return;
	thinker_free(m->thinker);
	match_hint_cancel(m);
	thinker_free(m->hinter);
	match_redo_forget(m);
	free(m->redo);
	free(m->redo_actors);
	if (m->link != NULL)
		m->link->close(m);
	if (m->state != NULL)
		m->game->destroy(m->state);
	record_free(&m->rec);
	free(m->actors);
	free(m->tally_note);
	free(m);
}

/* Whose turn: a seat, GAME_TURN_CHANCE or GAME_TURN_OVER. */
int
match_turn(const struct match *m)
{
	return (m->game->turn(m->state));
}

/*
 * Plays an event given in the game's notation for a seat (GAME_SEAT_ANY
 * when it needs no author).  On error, *error is the engine's code (see the
 * entry's errors) and nothing changes.
 */
int
match_play(struct match *m, int seat, const char *text, int *error)
{
	if (strlen(text) >= GAME_EVENT_MAX) {
		*error = GAME_ERROR_SYNTAX;
		return (-1);
	}
	if (match_apply(m, seat, text, 0, error) != 0)
		return (-1);
	match_redo_forget(m);	/* a new move: nothing to redo */
	return (0);
}

/*
 * Who an event would be the act of, were it played now (-1: chance), in
 * *actor, and the event as the game writes it, in written (len bytes);
 * nothing changes.  -1 if it cannot be played.
 */
int
match_actor(const struct match *m, const char *text, int *actor,
    char *written, size_t len)
{
	struct game_story	 story;
	void			*copy;
	int			 error;

	if (strlen(text) >= GAME_EVENT_MAX)
		return (-1);
	copy = m->game->copy(m->state);
	*actor = m->game->turn(copy);
	error = m->game->play(copy, GAME_SEAT_ANY, text, &story);
	if (error == 0 && story.seat >= 0)
		*actor = story.seat;
	if (error == 0)
		snprintf(written, len, "%s", story.event[0] != '\0' ?
		    story.event : text);
	m->game->destroy(copy);
	return (error == 0 ? 0 : -1);
}

/* Draws and plays the chance event due now, from its own random stream. */
int
match_chance(struct match *m)
{
	char	 text[GAME_EVENT_MAX];
	int	 error;

	if (match_draw(m, text, sizeof text) != 0)
		return (-1);
	if (match_apply(m, GAME_SEAT_ANY, text, 0, &error) != 0)
		return (-1);
	match_redo_forget(m);
	return (0);
}

/* What the computer player of the seat to move is asked. */
static void
match_ai_request(const struct match *m, int seat, struct ai_limits *rq)
{
	uint64_t	 x;

	memset(rq, 0, sizeof *rq);
	rq->level = m->seats[seat].kind == SEAT_COMPUTER ?
	    m->seats[seat].level : m->game->default_level;
	rq->budget_ms = m->rec.think_ms;
	/* In a hub's game, from its secret: nobody foresees the computer's
	 * chances either. */
	x = match_dice_seed(m) ^ (m->rec.nevents * 0x9e3779b97f4a7c15ULL);
	rq->seed = rng_splitmix64(&x);
}

/*
 * Asks the computer player of the seat to move for its move, within the
 * match's budget; stop, if set from another thread, makes it answer at once.
 */
int
match_think(struct match *m, atomic_int *stop, char *buf, size_t len)
{
	struct ai_limits	 rq;
	int			 seat = match_turn(m);

	if (seat < 0 || m->game->think == NULL)
		return (-1);
	match_ai_request(m, seat, &rq);
	rq.stop = stop;
	return (m->game->think(m->state, &rq, buf, len) == 0 ? 0 : -1);
}

/* Whether every seat is at this terminal, so that undo is allowed. */
int
match_is_local(const struct match *m)
{
	int	 i;

	if (m->link != NULL)
		return (0);
	for (i = 0; i < m->nseats; i++)
		if (m->seats[i].kind == SEAT_REMOTE)
			return (0);
	return (1);
}

/* Whether a person at this terminal plays a seat. */
int
match_is_here(const struct match *m, int seat)
{
	if (seat < 0 || seat >= m->nseats)
		return (0);
	if (m->here == MATCH_HERE_ALL)
		return (m->seats[seat].kind == SEAT_HUMAN);
	return (seat == m->here);
}

/*
 * The one seat whose player is at this terminal, to be spoken to as
 * "you": the seat played here, or a local game's only human seat; -1 when
 * there is none or there are several (people taking turns at one screen,
 * a spectator).
 */
int
match_you(const struct match *m)
{
	int	 i, you = -1;

	if (m->here >= 0)
		return (m->here);
	if (m->here != MATCH_HERE_ALL)
		return (-1);
	for (i = 0; i < m->nseats; i++) {
		if (m->seats[i].kind != SEAT_HUMAN)
			continue;
		if (you >= 0)
			return (-1);
		you = i;
	}
	return (you);
}

/*
 * Whether this process runs a seat's computer player: a computer's seat,
 * or one the hub's computer plays for its absent player; never in a
 * mirror of a hub's game, whose computers the hub runs.
 */
int
match_thinks_here(const struct match *m, int seat)
{
	return (m->link == NULL && seat >= 0 && seat < m->nseats &&
	    (m->seats[seat].kind == SEAT_COMPUTER ||
	    m->seats[seat].state == SEAT_PLAYED_BY_HUB));
}

/*
 * Plays a move for a seat played here: at once in a local game
 * (MATCH_PLAYED), or by sending it to the hub (MATCH_SENT), whose answer
 * comes through match_advance.  MATCH_REFUSED sets *error; MATCH_AWAY
 * says the hub is away, and nothing was sent.
 */
int
match_submit(struct match *m, int seat, const char *text, int *error)
{
	if (m->link == NULL) {
		if (match_play(m, seat, text, error) != 0)
			return (MATCH_REFUSED);
		match_tally(m);
		return (MATCH_PLAYED);
	}
	/* Never sent: the hub takes a control character (an arrow key
	 * typed into the line) for a hostile client, and sends it away. */
	if (strlen(text) >= GAME_EVENT_MAX || !utf8_clean(text, strlen(text))) {
		*error = GAME_ERROR_SYNTAX;
		return (MATCH_REFUSED);
	}
	if (m->held || m->link->fd(m) < 0 || m->link->submit(m, text) != 0)
		return (MATCH_AWAY);
	m->sent = 1;
	return (MATCH_SENT);
}

/*
 * Counts a game just finished in the record of the player at this
 * terminal, once: the one person of a local game or the seat played here
 * in a hub's game (a watcher, a hub, and several people taking turns at
 * one screen count nothing).  Against one opponent, its level or name;
 * in a game of more than two seats, the number of players.  A resignation
 * is a loss, as the result says.
 */
static void
match_tally(struct match *m)
{
	struct stats_line	 key;
	struct game_result	 r;
	char			*note = NULL, *cause = NULL;
	int			 you, other;

	if (m->tallied || m->nseats < 2 || match_turn(m) != GAME_TURN_OVER ||
	    (m->link == NULL && !match_is_local(m)) ||
	    (you = match_you(m)) < 0 || !match_result(m, &r))
		return;
	m->tallied = 1;
	m->rec.counted = 1;	/* kept in its save, or the seat's memory */
	if (m->link != NULL && m->link->counted != NULL)
		m->link->counted(m);
	memset(&key, 0, sizeof key);
	key.game = m->game;
	stats_board_key(m->game, m->rec.board_name, m->rec.board != NULL,
	    key.board, sizeof key.board);
	stats_variant_key(m->game, m->rec.noptions, m->rec.option_names,
	    m->rec.option_values, key.variant, sizeof key.variant);
	other = 1 - you;
	if (m->nseats > 2) {
		key.opponent = STATS_PLAYERS;
		key.number = m->nseats;
	} else if (m->seats[other].kind == SEAT_COMPUTER) {
		key.opponent = STATS_LEVEL;
		key.number = m->seats[other].level;
	} else {
		key.opponent = STATS_PERSON;
		snprintf(key.name, sizeof key.name, "%s",
		    m->seats[other].name);
	}
	if (stats_count(&key, r.winners == 0 ? STATS_DRAW :
	    (r.winners & (1U << you)) ? STATS_WIN : STATS_LOSS, &note,
	    &cause) != 0) {
		free(note);
		note = cause;
	}
	if (note != NULL) {
		free(m->tally_note);
		m->tally_note = note;
	}
}

/* Notes in the news that an event was played, and whether it ended. */
static int
match_played(struct match *m, struct match_news *news)
{
	news->events = 1;
	news->over = match_turn(m) == GAME_TURN_OVER;
	match_tally(m);
	return (1);
}

/* Takes the computer's move, if it is ready, and plays it. */
static int
match_collect(struct match *m, struct match_news *news)
{
	char	 move[GAME_EVENT_MAX];
	int	 seat, error, r;

	seat = thinker_seat(m->thinker);
	if ((r = thinker_collect(m->thinker, move, sizeof move)) == 0)
		return (0);
	if (r < 0 || match_turn(m) != seat ||
	    match_play(m, seat, move, &error) != 0) {
		m->stuck = m->rec.nevents + 1;
		news->failed = 1;
		return (1);
	}
	news->computer = 1;
	return (match_played(m, news));
}

/* The game goes on after a pause, if it was paused. */
static int
match_unpause(struct match *m, struct match_news *news)
{
	if (m->paused < 0)
		return (0);
	m->paused = -1;
	news->resumed = 1;
	return (1);
}

/*
 * Moves the game on by one step that needs no person: takes the news of
 * a hub's game; or plays a chance event, collects (or starts) a
 * computer's move, or pauses for a seat whose player is away.  Returns 1
 * with *news saying what happened, or 0 when nothing did: the game waits
 * for a person, for the computer (see match_fd), for its owner (held),
 * or is over.
 */
int
match_advance(struct match *m, struct match_news *news)
{
	struct ai_limits	 rq;
	int			 turn;

	memset(news, 0, sizeof *news);
	if (match_hint_collect(m, news))
		return (1);
	if (m->tally_note != NULL) {
		news->noted = 1;
		snprintf(news->text, sizeof news->text, "%s", m->tally_note);
		free(m->tally_note);
		m->tally_note = NULL;
		return (1);
	}
	if (m->link != NULL) {
		if (m->link->poll(m, news) == 0)
			return (0);
		if (news->events || news->denied || news->lost)
			m->sent = 0;
		if (news->events)
			news->over = match_turn(m) == GAME_TURN_OVER;
		/* Events, or the game taken afresh (back from a hub that
		 * went away): an end learned either way counts here. */
		match_tally(m);
		return (1);
	}
	if (!m->started || m->held)
		return (0);
	if (m->thinker != NULL && thinker_busy(m->thinker))
		return (match_collect(m, news));
	turn = match_turn(m);
	if (turn == GAME_TURN_OVER)
		return (0);
	/* After a redo, what followed the move comes again as it was: the
	 * same dice, the computer's same answer. */
	if ((turn == GAME_TURN_CHANCE || match_thinks_here(m, turn)) &&
	    match_redo_next(m) == turn && match_redo_play(m) == 0) {
		news->computer = turn >= 0;
		return (match_played(m, news));
	}
	if (turn == GAME_TURN_CHANCE) {
		if (match_chance(m) != 0)
			fatalx("the game wants a chance event");
		return (match_played(m, news));
	}
	if (match_thinks_here(m, turn)) {
		if (match_unpause(m, news))
			return (1);
		if (m->game->think == NULL || m->stuck == m->rec.nevents + 1)
			return (0);
		if (m->thinker == NULL)
			m->thinker = thinker_new();
		match_ai_request(m, turn, &rq);
		thinker_start(m->thinker, m->game, m->state, &rq, turn);
		return (0);
	}
	if (m->seats[turn].state == SEAT_AWAY) {
		if (m->paused == turn)
			return (0);
		m->paused = turn;
		news->paused = 1;
		return (1);
	}
	return (match_unpause(m, news));
}

/*
 * What to wait on for the match's next news: the descriptor (or -1) and,
 * in *timeout_ms, how long to wait at most (-1: for ever).
 */
int
match_fd(const struct match *m, int *timeout_ms)
{
	int	 fd;

	*timeout_ms = -1;
	if (m->link != NULL && match_hinting(m)) {
		/* The hint's thread has a descriptor of its own: the hub's
		 * is looked at again soon. */
		*timeout_ms = MATCH_HINT_POLL_MS;
		return (thinker_fd(m->hinter));
	}
	if (m->link != NULL) {
		/* A hub that went away is tried again now and then. */
		if ((fd = m->link->fd(m)) < 0)
			*timeout_ms = MATCH_RETRY_MS;
		else if (m->link->wait_ms != NULL)
			*timeout_ms = m->link->wait_ms(m);
		return (fd);
	}
	if (m->thinker != NULL && thinker_busy(m->thinker))
		return (thinker_fd(m->thinker));
	if (match_hinting(m))
		return (thinker_fd(m->hinter));
	return (-1);
}

/* Whether a hub's game waits until the hub can write its journal. */
int
match_held(const struct match *m)
{
	return (m->held);
}

/* The game a match plays. */
const struct game_entry *
match_game(const struct match *m)
{
	return (m->game);
}

/* The game's state, for the table's questions (view, describe, ...). */
const void *
match_state(const struct match *m)
{
	return (m->state);
}

int
match_nseats(const struct match *m)
{
	return (m->nseats);
}

/* A seat, 0 to match_nseats() - 1. */
const struct seat *
match_seat(const struct match *m, int seat)
{
	return (&m->seats[seat]);
}

/* The record: its header and events. */
const struct record *
match_record(const struct match *m)
{
	return (&m->rec);
}

/* The last event, to tell; NULL when there is none to tell. */
const struct game_story *
match_story(const struct match *m)
{
	return (m->has_story ? &m->story : NULL);
}

/* The seat played at this screen, MATCH_HERE_ALL (every human seat of a
 * local game) or MATCH_WATCHING. */
int
match_here(const struct match *m)
{
	return (m->here);
}

/* Whether the game has started: not in a hub's lobby. */
int
match_started(const struct match *m)
{
	return (m->started);
}

/* Whether this screen hosts the hub of a mirrored match. */
int
match_is_host(const struct match *m)
{
	return (m->host);
}

/* The seat the game waits for, or -1. */
int
match_paused(const struct match *m)
{
	return (m->paused);
}

/* Whether the match is a hub's game, mirrored at a seat or a spectator. */
int
match_from_hub(const struct match *m)
{
	return (m->link != NULL);
}

/*
 * What leaving the game's screen does: in a hub's game, a seat leaves
 * (the host's may end the game for everyone instead) and a spectator goes;
 * a local game asks first only when a seat moved since it was started,
 * loaded or saved, and it is not over.
 */
enum match_leaving
match_leaving(const struct match *m)
{
	if (m->link != NULL && m->here >= 0)
		return (m->host ? MATCH_LEAVE_SEAT_OR_END : MATCH_LEAVE_SEAT);
	if (m->link != NULL || !m->unsaved ||
	    match_turn(m) == GAME_TURN_OVER)
		return (MATCH_LEAVE_NOW);
	return (MATCH_LEAVE_UNSAVED);
}

/* Whether a seat (a person or a computer) moved, or a move was taken
 * back, since the game was started, loaded or saved. */
int
match_unsaved(const struct match *m)
{
	return (m->unsaved);
}

/* Whether this screen may end a hub's game for everyone. */
int
match_may_end(const struct match *m)
{
	return (match_leaving(m) == MATCH_LEAVE_SEAT_OR_END);
}

/*
 * The human's seat of a local game of one human against the computer,
 * for a new game that either starts; -1 for any other game.
 */
int
match_versus_computer(const struct match *m)
{
	int	 i, human = -1, computers = 0;

	if (m->link != NULL || m->nseats != 2)
		return (-1);
	for (i = 0; i < m->nseats; i++) {
		if (m->seats[i].kind == SEAT_HUMAN)
			human = i;
		else if (m->seats[i].kind == SEAT_COMPUTER)
			computers++;
	}
	return (computers == 1 ? human : -1);
}

/* The hub's: where a seat's player is. */
void
match_set_seat_state(struct match *m, int seat, enum seat_state state)
{
	m->seats[seat].state = state;
}

/* The hub's: the record, to write its header and journal it. */
struct record *
match_record_edit(struct match *m)
{
	return (&m->rec);
}

/* The hub's: the game started, or back in the lobby (as its record
 * says too). */
void
match_set_started(struct match *m, int started)
{
	m->started = started;
	m->rec.lobby = !started;
}

/* The hub's: the game held (or no longer) until its journal can be
 * written. */
void
match_hold(struct match *m, int held)
{
	m->held = held;
}

/* Whether the hub of a mirrored match is away, trying to be reached. */
int
match_away(const struct match *m)
{
	return (m->link != NULL && m->link->fd(m) < 0);
}

/* Whether a computer of this process is thinking of its move. */
int
match_thinking(const struct match *m)
{
	return (m->thinker != NULL && thinker_busy(m->thinker));
}

/* Stops the computer thinking and forgets its move; advancing the match
 * asks it again. */
void
match_think_cancel(struct match *m)
{
	if (m->thinker != NULL)
		thinker_cancel(m->thinker);
}

/*
 * The seat played here whose move the game waits for now, or -1: its
 * turn, not paused, nothing sent to the hub yet, the hub there.
 */
int
match_asks(const struct match *m)
{
	int	 turn = match_turn(m);

	if (!m->started || turn < 0 || !match_is_here(m, turn) ||
	    match_thinking(m) || m->sent || m->paused >= 0 || m->held)
		return (-1);
	if (match_away(m))
		return (-1);
	return (turn);
}

/* Whether every seat is taken, so that a hub's game can start. */
int
match_ready(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nseats; i++)
		if (m->seats[i].state == SEAT_WAITING &&
		    m->seats[i].kind != SEAT_COMPUTER)
			return (0);
	return (1);
}

/* The host starts a hub's game. */
int
match_start(struct match *m)
{
	if (m->link == NULL || !m->host)
		return (-1);
	return (m->link->start(m));
}

/* The host gives a free seat of a hub's game to the computer (level 0:
 * frees it again). */
int
match_give_computer(struct match *m, int seat, int level)
{
	if (m->link == NULL || !m->host)
		return (-1);
	return (m->link->computer(m, seat, level));
}

/* What the others type to join a hub's game; NULL for a local one. */
const char *
match_join_command(const struct match *m)
{
	if (m->link == NULL)
		return (NULL);
	return (m->link->command(m));
}

/* Leaves a hub's game: the seat only, or ending it for everyone. */
void
match_leave(struct match *m, int everyone)
{
	if (m->link != NULL)
		m->link->leave(m, everyone);
}

/* Sets a seat's kind, level and name, before the first move. */
void
match_set_seat(struct match *m, int seat, enum seat_kind kind, int level,
    const char *name)
{
	struct record_seat	*rs = &m->rec.seats[seat];

	m->seats[seat].kind = kind;
	m->seats[seat].level = level;
	m->seats[seat].name[0] = '\0';
	if (name != NULL)
		seat_set_name(&m->seats[seat], name);
	snprintf(rs->kind, sizeof rs->kind, "%s", seat_kinds[kind]);
	rs->level = level;
	free(rs->name);
	rs->name = m->seats[seat].name[0] != '\0' ?
	    xstrdup(m->seats[seat].name) : NULL;
}

/*
 * Sets a match to another made of a record (the hub's, after a
 * reconnection: see match_from_record), which is freed: its state, record
 * and seats.  -1 and *cause, changing nothing, if it is another game.
 */
int
match_adopt(struct match *m, struct match *fresh, char **cause)
{
	void		*state;
	int		 counted;

	/* A hub keeps one game: it may not change it under a seat. */
	if (fresh->game != m->game || fresh->nseats != m->nseats) {
		xasprintf(cause, _("the hub sent another game than the one "
		    "joined"));
		match_free(fresh);
		return (-1);
	}
	match_hint_cancel(m);
	match_redo_forget(m);
	state = m->state;
	m->state = fresh->state;
	fresh->state = state;
	counted = m->rec.counted;	/* here, not the hub's to say */
	record_free(&m->rec);
	m->rec = fresh->rec;
	m->rec.counted = counted;
	record_init(&fresh->rec);
	free(m->actors);
	m->actors = fresh->actors;
	m->actors_size = fresh->actors_size;
	fresh->actors = NULL;
	m->story = fresh->story;
	m->has_story = fresh->has_story;
	memcpy(m->seats, fresh->seats, sizeof m->seats);
	m->nseats = fresh->nseats;
	match_free(fresh);
	return (0);
}

/*
 * Takes back the last move of a human seat and everything after it.  The
 * chance events before it stay, so an undo never rolls the dice again.
 * What was taken back is told in *u, unless it is NULL.
 */
int
match_undo(struct match *m, struct match_undone *u)
{
	struct record	 rec;
	size_t		 i, keep, n = m->rec.nevents;
	int		 found = 0, error, *actors;
	char		*cause = NULL;
	void		*old = m->state;

	if (!match_is_local(m))
		return (-1);
	match_think_cancel(m);
	for (keep = n; keep > 0; keep--) {
		if (m->actors[keep - 1] >= 0 &&
		    m->seats[m->actors[keep - 1]].kind == SEAT_HUMAN) {
			found = 1;
			break;
		}
	}
	if (!found)
		return (-1);
	keep--;
	match_hint_cancel(m);
	if (u != NULL) {
		u->counted = m->tallied && stats_kept() &&
		    match_turn(m) == GAME_TURN_OVER;
		u->seat = m->actors[keep];
		snprintf(u->move, sizeof u->move, "%s", m->rec.events[keep]);
		u->after_seats = 0;
		for (u->after = 0, i = keep + 1; i < n; i++)
			if (m->actors[i] >= 0) {
				u->after++;	/* moves, not chance events */
				u->after_seats |= 1U << m->actors[i];
			}
	}

	actors = xreallocarray(NULL, n - keep, sizeof *actors);
	memcpy(actors, m->actors + keep, (n - keep) * sizeof *actors);
	rec = m->rec;
	m->rec.events = NULL;
	m->rec.event_lines = NULL;
	m->rec.nevents = m->rec.events_size = 0;
	if (match_create_state(m, "undo", 1, 0, 0, &cause) != 0)
		fatalx("undo: %s", cause);	/* it was created before */
	m->game->destroy(old);
	m->has_story = 0;
	for (i = 0; i < keep; i++)
		if (match_apply(m, GAME_SEAT_ANY, rec.events[i],
		    rec.event_lines[i], &error) != 0)
			fatalx("undo: replaying \"%s\" failed", rec.events[i]);
	for (i = 0; i < keep; i++)
		free(rec.events[i]);
	for (i = n; i > keep; i--)
		match_redo_keep(m, rec.events[i - 1], actors[i - 1 - keep]);
	free(actors);
	free(rec.events);
	free(rec.event_lines);
	m->unsaved = 1;
	return (0);
}

/* Forgets the events undo took back: a new move was made. */
static void
match_redo_forget(struct match *m)
{
	while (m->nredo > 0)
		free(m->redo[--m->nredo]);
}

/* Keeps an event undo took back (its text, which it now owns) and its
 * actor, to be played again first. */
static void
match_redo_keep(struct match *m, char *event, int actor)
{
	if (m->nredo == m->redo_size) {
		m->redo_size = m->redo_size ? m->redo_size * 2 : 16;
		m->redo = xreallocarray(m->redo, m->redo_size,
		    sizeof *m->redo);
		m->redo_actors = xreallocarray(m->redo_actors, m->redo_size,
		    sizeof *m->redo_actors);
	}
	m->redo[m->nredo] = event;
	m->redo_actors[m->nredo++] = actor;
}

/* Whose the next event to redo is (-1: chance), or GAME_TURN_OVER when
 * there is none. */
static int
match_redo_next(const struct match *m)
{
	return (m->nredo > 0 ? m->redo_actors[m->nredo - 1] : GAME_TURN_OVER);
}

/* Plays the next event undo took back again, as it was, and tells it in
 * the match's story; one that no longer plays forgets them all. */
static int
match_redo_play(struct match *m)
{
	char	*event;
	int	 seat, error, r;

	if (m->nredo == 0)
		return (-1);
	event = m->redo[--m->nredo];
	seat = m->redo_actors[m->nredo];
	match_hint_cancel(m);
	r = match_apply(m, seat >= 0 ? seat : GAME_SEAT_ANY, event, 0,
	    &error);
	free(event);
	if (r != 0) {
		match_redo_forget(m);
		return (-1);
	}
	match_tally(m);
	return (0);
}

/* Whether undo took back a move that redo can play again. */
int
match_can_redo(const struct match *m)
{
	return (match_is_local(m) && m->nredo > 0 &&
	    m->redo_actors[m->nredo - 1] >= 0);
}

/*
 * Plays again the move the last undo took back, until a new move is
 * made; what followed it (the computer's answer, the dice) comes again
 * from match_advance, as it was, never drawn anew.  -1 if there is none,
 * or in a hub's game, where moves are not taken back.
 */
int
match_redo(struct match *m)
{
	if (!match_can_redo(m))
		return (-1);
	match_think_cancel(m);
	return (match_redo_play(m));
}

/* Stops thinking of a hint and forgets it. */
void
match_hint_cancel(struct match *m)
{
	if (m->hinter != NULL)
		thinker_cancel(m->hinter);
	if (m->hint_state != NULL) {
		m->game->destroy(m->hint_state);
		m->hint_state = NULL;
	}
}

/* Whether a hint is being thought of. */
int
match_hinting(const struct match *m)
{
	return (m->hinter != NULL && thinker_busy(m->hinter));
}

/* Whether hints may be asked for: always in a local game; in a hub's,
 * when its host allowed them. */
int
match_hints_allowed(const struct match *m)
{
	return (match_is_local(m) || m->rec.hints);
}

/* The level of the computer player that gives hints: as set, or the
 * middle one of the game's. */
int
match_hint_level(const struct match *m)
{
	if (m->hint_level > 0)
		return (m->hint_level);
	return ((m->game->max_level + 1) / 2 > 0 ?
	    (m->game->max_level + 1) / 2 : 1);
}

/* Sets the level hints are given at; -1 if the game has no such level. */
int
match_set_hint_level(struct match *m, int level)
{
	if (level < 1 || level > m->game->max_level)
		return (-1);
	m->hint_level = level;
	return (0);
}

/*
 * Asks the game's computer player, on a thinker of its own, for its
 * choice for the seat here that is asked to move, at the hint level; the
 * answer comes as news (match_news.hint) and is never played.  One of
 * MATCH_HINT_STARTED and the others.
 */
int
match_hint(struct match *m)
{
	struct ai_limits	 rq;
	int			 seat = match_asks(m);

	if (!match_hints_allowed(m))
		return (MATCH_HINT_OFF);
	if (m->game->think == NULL)
		return (MATCH_HINT_NONE);
	if (match_turn(m) == GAME_TURN_OVER)
		return (MATCH_HINT_OVER);
	if (m->here == MATCH_WATCHING)
		return (MATCH_HINT_WATCHING);
	if (seat < 0)
		return (MATCH_HINT_NOT_YOURS);
	match_hint_cancel(m);
	if (m->hinter == NULL)
		m->hinter = thinker_new();
	m->hint_state = m->game->copy(m->state);
	m->hint_events = m->rec.nevents;
	match_ai_request(m, seat, &rq);
	rq.level = match_hint_level(m);
	thinker_start(m->hinter, m->game, m->hint_state, &rq, seat);
	return (MATCH_HINT_STARTED);
}

/* Takes a hint when it is ready, for the position it was asked in: 1
 * with the news. */
static int
match_hint_collect(struct match *m, struct match_news *news)
{
	char	 move[GAME_EVENT_MAX];
	int	 r;

	if (!match_hinting(m) ||
	    (r = thinker_collect(m->hinter, move, sizeof move)) == 0)
		return (0);
	match_hint_cancel(m);
	if (m->hint_events != m->rec.nevents)
		return (0);
	news->hint = 1;
	snprintf(news->text, sizeof news->text, "%s", r > 0 ? move : "");
	return (1);
}

/* Whether the game is over, and how; 1 if it is. */
int
match_result(const struct match *m, struct game_result *r)
{
	return (m->game->result(m->state, r));
}

/* Saves the match (see record_save). */
int
match_save(struct match *m, const char *path, char **cause)
{
	if (record_save(&m->rec, path, cause) != 0)
		return (-1);
	m->unsaved = 0;
	return (0);
}

/*
 * Saves a game whose terminal went away, quietly: over *path, the file it
 * was loaded from or saved to, or else as a new file among the saved
 * games with -hangup in its name, which *path is then set to (allocated).
 * 0, or -1 if it could not be saved.
 */
int
match_save_hangup(struct match *m, char **path)
{
	char	*cause, *made = NULL;

	if (*path == NULL &&
	    (made = paths_new_save(m->game->name, PATHS_HANGUP, &cause)) == NULL) {
		free(cause);
		return (-1);
	}
	if (match_save(m, made != NULL ? made : *path, &cause) != 0) {
		free(cause);
		free(made);
		return (-1);
	}
	if (made != NULL)
		*path = made;
	return (0);
}

/*
 * The moves of a match, for a review: how many events its seats played
 * (the chance events between them are told with the move they came
 * before).
 */
int
match_review_moves(const struct match *m)
{
	size_t	 i;
	int	 n = 0;

	for (i = 0; i < m->rec.nevents; i++)
		if (m->actors[i] >= 0)
			n++;
	return (n);
}

/* The events of a review's step to move: from the one after the move
 * before it to the move, or to the end at the last; at the start (0),
 * those that set the game up, if its chance does. */
static void
match_review_span(const struct match *m, int move, size_t *from,
    size_t *to)
{
	size_t	 i, setup = 0;
	int	 n = 0;

	if (m->game->chance_sets_up)
		while (setup < m->rec.nevents && m->actors[setup] < 0)
			setup++;
	*from = setup;
	*to = setup;
	for (i = 0; i < m->rec.nevents && n < move; i++) {
		if (m->actors[i] < 0)
			continue;
		if (++n == move)
			*to = i + 1;
		else
			*from = i + 1;
	}
	if (move > 0 && move >= match_review_moves(m))
		*to = m->rec.nevents;
	if (move <= 0)
		*from = 0;
}

/*
 * A review of a match (a saved game, loaded): a new, local match at the
 * position after its move'th move (0: the start), made by playing its
 * record's events again, the dice as they were recorded, never drawn
 * anew.  tell is given that match after each event of the step to the
 * move, the dice before it and the move, to tell them, as match_retell
 * does; it may be NULL.  What is played on it, "play from here", is a
 * new game: the reviewed match and its file are not touched (but for
 * the player's record, the same game).  A hub's seats become seats here.
 * NULL and *cause if it cannot be made.
 */
struct match *
match_review(const struct match *full, int move,
    void (*tell)(const struct match *, void *), void *arg, char **cause)
{
	struct match	*m;
	size_t		 i, from, to;
	int		 k, error;

	if ((m = match_like(full, 0, full->rec.seed, cause)) == NULL)
		return (NULL);
	for (k = 0; k < m->nseats; k++) {
		if (m->seats[k].kind != SEAT_REMOTE)
			continue;
		m->seats[k].kind = SEAT_HUMAN;
		snprintf(m->rec.seats[k].kind, sizeof m->rec.seats[k].kind,
		    "%s", seat_kinds[SEAT_HUMAN]);
	}
	if (full->rec.dice_commit != NULL)
		m->rec.dice_commit = xstrdup(full->rec.dice_commit);
	if (full->rec.dice_salt != NULL)
		m->rec.dice_salt = xstrdup(full->rec.dice_salt);
	m->rec.dice_seed = full->rec.dice_seed;
	m->rec.has_dice_seed = full->rec.has_dice_seed;
	m->rec.dice_from = full->rec.dice_from;
	m->rec.dice_chosen = full->rec.dice_chosen;
	match_review_span(full, move, &from, &to);
	for (i = 0; i < to; i++) {
		if (match_play(m, GAME_SEAT_ANY, full->rec.events[i],
		    &error) != 0) {
			xasprintf(cause, _("\"%s\" cannot be played here: %s"),
			    full->rec.events[i], game_error_text(m->game,
			    error));
			match_free(m);
			return (NULL);
		}
		if (tell != NULL && i >= from)
			tell(m, arg);
	}
	/* A game over was counted when it was played; and a game whose
	 * end was counted is not counted again when played on from before
	 * its end, as when its end is taken back. */
	m->tallied = full->tallied || match_turn(m) == GAME_TURN_OVER;
	m->rec.counted = full->tallied && full->link == NULL;
	return (m);
}
