/* check_match.c: a running game: seats, moves, undo, saving and loading. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boards.h"
#include "game.h"
#include "lib.h"
#include "match.h"
#include "match_link.h"	/* the match's own test: it may look inside */
#include "rng.h"
#include "xmalloc.h"

static struct match *
start(const char *players, const char *board)
{
	struct match_config	 c;
	struct match		*m;
	char			*cause = NULL;

	memset(&c, 0, sizeof c);
	c.game = game_find("ataxx");
	c.players = players;
	c.board = board;
	c.has_seed = 1;
	c.seed = 99;
	c.think_ms = 1000;
	m = match_new(&c, &cause);
	ck_assert_msg(m != NULL, "%s", cause);
	return (m);
}

static void
play(struct match *m, const char *event)
{
	int	 error;

	ck_assert_msg(match_play(m, match_turn(m), event, &error) == 0,
	    "%s: %d", event, error);
}

static void
position(const struct match *m, char *buf)
{
	match_game(m)->position(match_state(m), buf, GAME_TEXT_MAX);
}

START_TEST(test_match_plays_and_refuses)
{
	struct match	*m = start("human,human", NULL);
	char		 pos[GAME_TEXT_MAX];
	int		 error;

	ck_assert_int_eq(match_turn(m), 0);
	play(m, "b6");
	ck_assert_int_eq(match_turn(m), 1);
	ck_assert_int_eq(match_play(m, 1, "b6", &error), -1);
	ck_assert_int_ne(error, 0);
	ck_assert_int_eq(match_play(m, 1, "zz", &error), -1);
	ck_assert_int_eq(error, GAME_ERROR_SYNTAX);
	/* x may not move for o, nor resign for it. */
	ck_assert_int_eq(match_play(m, 0, "b2", &error), -1);
	ck_assert_int_eq(match_play(m, 0, "resign o", &error), -1);
	ck_assert_int_eq(match_turn(m), 1);
	ck_assert_uint_eq(match_record(m)->nevents, 1);
	position(m, pos);
	ck_assert_str_eq(pos, "x5o/1x5/7/7/7/7/o5x o 0 1");
	/* The flip count of the original's notation is checked. */
	ck_assert_int_eq(match_play(m, 1, "b2(1)", &error), -1);
	play(m, "b2(0)");
	ck_assert_str_eq(match_record(m)->events[1], "b2");
	match_free(m);
}
END_TEST

/* Undo against the computer takes back its reply and your move. */
START_TEST(test_match_undo_against_computer)
{
	struct match		*m = start("human,computer:2", NULL);
	struct match_undone	 u;
	char			 move[GAME_EVENT_MAX], pos[GAME_TEXT_MAX];

	ck_assert_int_eq(match_undo(m, NULL), -1);
	play(m, "f2");
	ck_assert_int_eq(match_think(m, NULL, move, sizeof move), 0);
	play(m, move);
	ck_assert_uint_eq(match_record(m)->nevents, 2);
	ck_assert_int_eq(match_undo(m, &u), 0);
	ck_assert_int_eq(u.seat, 0);
	ck_assert_str_eq(u.move, "f2");
	ck_assert_int_eq(u.after, 1);
	ck_assert_uint_eq(match_record(m)->nevents, 0);
	ck_assert_int_eq(match_turn(m), 0);
	position(m, pos);
	ck_assert_str_eq(pos, "x5o/7/7/7/7/7/o5x x 0 1");
	match_free(m);
}
END_TEST

/* Between two people, undo takes back the last move only. */
START_TEST(test_match_undo_hot_seat)
{
	struct match	*m = start("human:Ann,human:Bob", NULL);

	play(m, "f2");
	play(m, "a2");
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_uint_eq(match_record(m)->nevents, 1);
	ck_assert_int_eq(match_turn(m), 1);
	ck_assert_str_eq(match_seat(m, 1)->name, "Bob");
	match_free(m);
}
END_TEST

/* A saved game loads back to the same position, seats and seed. */
START_TEST(test_match_save_and_load)
{
	struct match	*m = start("human:Ann,computer:3", "four-holes"), *back;
	char		*path = test_tmpfile("match"), *cause = NULL;
	char		 a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];

	play(m, "f2");
	play(m, "g7e6");
	ck_assert_int_eq(match_save(m, path, &cause), 0);
	back = match_load(path, &cause);
	ck_assert_msg(back != NULL, "%s", cause);
	position(m, a);
	position(back, b);
	ck_assert_str_eq(a, b);
	ck_assert_str_eq(back->rec.board_name, "four-holes");
	ck_assert_str_eq(back->seats[0].name, "Ann");
	ck_assert_int_eq(back->seats[1].kind, SEAT_COMPUTER);
	ck_assert_int_eq(back->seats[1].level, 3);
	ck_assert_uint_eq(back->rec.seed, 99);
	unlink(path);
	free(path);
	match_free(m);
	match_free(back);
}
END_TEST

/*
 * Leaving: a game is left at once until a seat moves, asks while moves
 * are not saved (a move taken back counts), and at once again once saved,
 * loaded or over.
 */
START_TEST(test_match_leaving)
{
	struct match	*m = start("human,human", NULL), *back;
	char		*path = test_tmpfile("leaving"), *cause = NULL;

	ck_assert_int_eq(match_leaving(m), MATCH_LEAVE_NOW);
	ck_assert_int_eq(match_may_end(m), 0);
	play(m, "f2");
	ck_assert_int_eq(match_unsaved(m), 1);
	ck_assert_int_eq(match_leaving(m), MATCH_LEAVE_UNSAVED);
	ck_assert_int_eq(match_save(m, path, &cause), 0);
	ck_assert_int_eq(match_leaving(m), MATCH_LEAVE_NOW);
	back = match_load(path, &cause);
	ck_assert_msg(back != NULL, "%s", cause);
	ck_assert_int_eq(match_leaving(back), MATCH_LEAVE_NOW);
	ck_assert_int_eq(match_undo(back, NULL), 0);
	ck_assert_int_eq(match_leaving(back), MATCH_LEAVE_UNSAVED);
	play(m, "resign");
	ck_assert_int_eq(match_turn(m), GAME_TURN_OVER);
	ck_assert_int_eq(match_unsaved(m), 1);
	ck_assert_int_eq(match_leaving(m), MATCH_LEAVE_NOW);
	unlink(path);
	free(path);
	match_free(m);
	match_free(back);
}
END_TEST

/* One human against one computer: the human's seat, for a new game
 * either starts; -1 for anything else. */
START_TEST(test_match_versus_computer)
{
	struct match	*m = start("computer:2,human", NULL);

	ck_assert_int_eq(match_versus_computer(m), 1);
	match_free(m);
	m = start("human,human", NULL);
	ck_assert_int_eq(match_versus_computer(m), -1);
	match_free(m);
}
END_TEST

/* A record with an impossible move names its line and is left alone. */
START_TEST(test_match_load_bad_move)
{
	static const char text[] = "tabula-record 1\ngame ataxx\n"
	    "seat human\nseat human\nseed 1\nevents\nf2\nf2\nend 2\n";
	char	*path = test_tmpfile("bad-move"), *cause = NULL, buf[256];
	FILE	*f = fopen(path, "w");
	size_t	 n;

	fputs(text, f);
	fclose(f);
	ck_assert_ptr_null(match_load(path, &cause));
	ck_assert_msg(strstr(cause, ":8:") != NULL, "%s", cause);
	free(cause);
	f = fopen(path, "r");
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	ck_assert_str_eq(buf, text);
	unlink(path);
	free(path);
}
END_TEST

START_TEST(test_match_load_unknown_game)
{
	char	*path = test_tmpfile("unknown"), *cause = NULL;
	FILE	*f = fopen(path, "w");

	fputs("tabula-record 1\ngame chess\nseat human\nseat human\nevents\n"
	    "end 0\n", f);
	fclose(f);
	ck_assert_ptr_null(match_load(path, &cause));
	ck_assert_msg(strstr(cause, ":2:") != NULL &&
	    strstr(cause, "chess") != NULL, "%s", cause);
	free(cause);
	unlink(path);
	free(path);
}
END_TEST

START_TEST(test_match_players)
{
	const struct game_entry	*g = game_find("ataxx");
	struct seat		 seats[GAME_SEATS_MAX];
	char			*cause = NULL;
	int			 n;

	ck_assert_int_eq(seats_parse(g, "human,computer:8:Deep", seats,
	    &n, &cause), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(seats[1].kind, SEAT_COMPUTER);
	ck_assert_int_eq(seats[1].level, 8);
	ck_assert_str_eq(seats[1].name, "Deep");
	ck_assert_int_eq(seats_parse(g, "computer,computer", seats,
	    &n, &cause), 0);
	ck_assert_int_eq(seats[0].level, g->default_level);
	ck_assert_int_eq(seats_parse(g, "human", seats, &n, &cause),
	    -1);
	free(cause);
	ck_assert_int_eq(seats_parse(g, "human,robot", seats, &n,
	    &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "robot"));
	free(cause);
	ck_assert_int_eq(seats_parse(g, "human,computer:9", seats, &n,
	    &cause), -1);
	free(cause);
	ck_assert_int_eq(seats_parse(g, "human,human,human", seats, &n,
	    &cause), -1);
	free(cause);
}
END_TEST

START_TEST(test_match_boards)
{
	const struct game_entry	*g = game_find("ataxx");
	struct match_config	 c;
	char			*text, *about, *cause = NULL, **names;
	int			 n, i, found = 0;

	ck_assert_int_eq(boards_read(g, "five-holes", &text, &about,
	    &cause), 0);
	/* The comments stay, so that lines are counted as in the file. */
	ck_assert_ptr_nonnull(strstr(text, "\nx5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1"));
	ck_assert_int_eq(text[0], '#');
	ck_assert_str_eq(about, "Five blocked squares in an X around the "
	    "middle.");
	free(text);
	free(about);
	ck_assert_int_eq(boards_read(g, "no-such-board", &text, NULL,
	    &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "no-such-board"));
	free(cause);
	n = boards_list(g, &names);
	for (i = 0; i < n; i++) {
		found += strcmp(names[i], "standard") == 0;
		free(names[i]);
	}
	free(names);
	ck_assert_int_ge(n, 3);
	ck_assert_int_eq(found, 1);

	memset(&c, 0, sizeof c);
	c.game = g;
	c.options[game_option_index(g, "fen")] = "x5o/7/7/7/7/7/o5 x 0 1";
	ck_assert_ptr_null(match_new(&c, &cause));
	ck_assert_ptr_nonnull(cause);
	free(cause);
}
END_TEST

/* A game between computers plays to its end, every move legal. */
START_TEST(test_match_computers_finish)
{
	struct match		*m = start("computer:1,computer:2", NULL);
	struct game_result	 r;
	char			 move[GAME_EVENT_MAX];
	int			 plies = 0;

	while (match_turn(m) >= 0) {
		ck_assert_int_eq(match_think(m, NULL, move, sizeof move), 0);
		play(m, move);
		ck_assert_int_lt(++plies, 2000);
	}
	ck_assert_int_eq(match_turn(m), GAME_TURN_OVER);
	ck_assert_int_eq(match_result(m, &r), 1);
	ck_assert_int_eq(match_undo(m, NULL), -1);
	match_free(m);
}
END_TEST

/*
 * A dice race, to test chance events: before each turn the match rolls a
 * die ("roll N"); the player to move then adds it ("add") to their score.
 */
struct race {
	int	 score[2];
	int	 roll;		/* 0 while a roll is due */
	int	 turn;
};

static int
race_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	(void)setup;
	memset(error, 0, sizeof *error);
	*out = xcalloc(1, sizeof(struct race));
	return (0);
}

static void
race_destroy(void *s)
{
	free(s);
}

static int
race_turn(const void *s)
{
	const struct race	*r = s;

	if (r->score[0] >= 20 || r->score[1] >= 20)
		return (GAME_TURN_OVER);
	return (r->roll == 0 ? GAME_TURN_CHANCE : r->turn);
}

static int
race_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct race	*r = s;
	int		 n;

	memset(st, 0, sizeof *st);
	snprintf(st->event, sizeof st->event, "%s", text);
	if (sscanf(text, "roll %d", &n) == 1 && r->roll == 0 && n >= 1 &&
	    n <= 6 && seat == GAME_SEAT_ANY) {
		r->roll = n;
		st->seat = -1;
		return (0);
	}
	if (strcmp(text, "add") == 0 && r->roll != 0 &&
	    (seat == GAME_SEAT_ANY || seat == r->turn)) {
		st->seat = r->turn;
		r->score[r->turn] += r->roll;
		r->roll = 0;
		r->turn ^= 1;
		return (0);
	}
	return (GAME_ERROR_SYNTAX);
}

static int
race_chance(const void *s, struct rng *rng, char *buf, size_t len)
{
	(void)s;
	snprintf(buf, len, "roll %u", 1 + rng_below(rng, 6));
	return (0);
}

static int
race_result(const void *s, struct game_result *res)
{
	const struct race	*r = s;

	memset(res, 0, sizeof *res);
	if (race_turn(r) != GAME_TURN_OVER)
		return (0);
	res->winners = r->score[0] >= 20 ? 1 : 2;
	return (1);
}

static const char *const race_errors[] = { "", "no" };
static const struct game_entry race_entry = {
	.name = "race", .title = "Race", .min_seats = 2, .max_seats = 2,
	.default_players = "human,human", .errors = race_errors, .nerrors = 2,
	.max_level = 1, .default_level = 1,
	.create = race_create, .destroy = race_destroy, .turn = race_turn,
	.play = race_play, .chance = race_chance, .result = race_result,
};

static struct match *
race_start(uint64_t seed)
{
	struct match_config	 c;
	char			*cause = NULL;
	struct match		*m;

	memset(&c, 0, sizeof c);
	c.game = &race_entry;
	c.has_seed = 1;
	c.seed = seed;
	m = match_new(&c, &cause);
	ck_assert_msg(m != NULL, "%s", cause);
	return (m);
}

/* Chance events come from the match, the same for the same seed. */
START_TEST(test_match_chance_is_seeded)
{
	struct match	*a = race_start(7), *b = race_start(7), *c = race_start(8);
	int		 error, i, differ = 0;

	while (match_turn(a) != GAME_TURN_OVER) {
		if (match_turn(a) == GAME_TURN_CHANCE) {
			ck_assert_int_eq(match_chance(a), 0);
			ck_assert_int_eq(match_chance(b), 0);
			ck_assert_int_eq(match_chance(c), 0);
			ck_assert_int_eq(a->actors[a->rec.nevents - 1], -1);
		} else {
			ck_assert_int_eq(match_play(a, match_turn(a), "add",
			    &error), 0);
			ck_assert_int_eq(match_play(b, match_turn(b), "add",
			    &error), 0);
			ck_assert_int_eq(match_play(c, GAME_SEAT_ANY, "add",
			    &error), 0);
		}
	}
	ck_assert_uint_eq(a->rec.nevents, b->rec.nevents);
	for (i = 0; i < (int)a->rec.nevents; i++) {
		ck_assert_str_eq(a->rec.events[i], b->rec.events[i]);
		differ += i < (int)c->rec.nevents &&
		    strcmp(a->rec.events[i], c->rec.events[i]) != 0;
	}
	ck_assert_int_gt(differ, 0);
	/* A player cannot roll their own die. */
	match_free(b);
	b = race_start(7);
	ck_assert_int_eq(match_play(b, 0, "roll 6", &error), -1);
	match_free(a);
	match_free(b);
	match_free(c);
}
END_TEST

/*
 * Undo takes back the move but not the roll before it, and the roll after
 * it comes again the same: undoing never gives a second chance at the dice.
 */
START_TEST(test_match_undo_keeps_the_roll)
{
	struct match	*m = race_start(3);
	char		*first, *next;
	int		 error;

	ck_assert_int_eq(match_chance(m), 0);
	first = xstrdup(match_record(m)->events[0]);
	ck_assert_int_eq(match_play(m, 0, "add", &error), 0);
	ck_assert_int_eq(match_chance(m), 0);
	next = xstrdup(match_record(m)->events[2]);

	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_uint_eq(match_record(m)->nevents, 1);
	ck_assert_str_eq(match_record(m)->events[0], first);
	ck_assert_int_eq(match_turn(m), 0);

	ck_assert_int_eq(match_play(m, 0, "add", &error), 0);
	ck_assert_int_eq(match_chance(m), 0);
	ck_assert_str_eq(match_record(m)->events[2], next);
	free(first);
	free(next);
	match_free(m);
}
END_TEST

/*
 * Advances a match as a front end does until it waits for a person or is
 * over, waiting on its descriptor while a computer thinks; returns how
 * many pieces of news there were, and every one in *all, or'd.
 */
static int
advance(struct match *m, struct match_news *all)
{
	struct match_news	 news;
	struct pollfd		 p;
	int			 n = 0, timeout;

	memset(all, 0, sizeof *all);
	for (;;) {
		while (match_advance(m, &news) > 0) {
			n++;
			all->events |= news.events;
			all->computer |= news.computer;
			all->failed |= news.failed;
			all->over |= news.over;
			all->paused |= news.paused;
			all->resumed |= news.resumed;
		}
		if (!match_thinking(m))
			return (n);
		p.fd = match_fd(m, &timeout);
		p.events = POLLIN;
		ck_assert_int_ge(p.fd, 0);
		ck_assert_int_eq(poll(&p, 1, 60000), 1);
	}
}

/* Advancing a game between computers plays it to its end in their
 * threads, the same game as asking them in turn. */
START_TEST(test_match_advance_computers)
{
	struct match		*a = start("computer:1,computer:2", NULL);
	struct match		*b = start("computer:1,computer:2", NULL);
	struct match_news	 all;
	char			 move[GAME_EVENT_MAX];
	size_t			 i;

	ck_assert_int_gt(advance(a, &all), 10);
	ck_assert(all.computer && all.over && !all.failed);
	ck_assert_int_eq(match_turn(a), GAME_TURN_OVER);
	ck_assert_int_eq(match_asks(a), -1);
	while (match_turn(b) >= 0) {
		ck_assert_int_eq(match_think(b, NULL, move, sizeof move), 0);
		play(b, move);
	}
	ck_assert_uint_eq(a->rec.nevents, b->rec.nevents);
	for (i = 0; i < a->rec.nevents; i++)
		ck_assert_str_eq(a->rec.events[i], b->rec.events[i]);
	ck_assert_int_eq(advance(a, &all), 0);
	match_free(a);
	match_free(b);
}
END_TEST

/* Advancing rolls the dice and stops for the person to move; undo stops
 * a computer thinking. */
START_TEST(test_match_advance_stops_for_people)
{
	struct match		*m = race_start(5);
	struct match_news	 all;
	int			 error;

	ck_assert_int_eq(advance(m, &all), 1);
	ck_assert(all.events && !all.computer);
	ck_assert_int_eq(match_asks(m), 0);
	ck_assert_int_eq(match_play(m, 0, "add", &error), 0);
	ck_assert_int_eq(advance(m, &all), 1);
	ck_assert_int_eq(match_asks(m), 1);
	match_free(m);

	m = start("human,computer:2", NULL);
	ck_assert_int_eq(advance(m, &all), 0);
	ck_assert_int_eq(match_asks(m), 0);
	play(m, "f2");
	ck_assert_int_eq(match_advance(m, &all), 0);
	ck_assert(match_thinking(m));
	ck_assert_int_eq(match_asks(m), -1);
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert(!match_thinking(m));
	ck_assert_uint_eq(match_record(m)->nevents, 0);
	ck_assert_int_eq(match_asks(m), 0);
	match_free(m);
}
END_TEST

/* Redo plays the move undo took back, and the computer's reply comes
 * again as it was, without thinking; a new move forgets what was undone. */
START_TEST(test_match_redo_against_computer)
{
	struct match		*m = start("human,computer:2", NULL);
	struct match_news	 all;
	char			 before[GAME_TEXT_MAX], pos[GAME_TEXT_MAX];
	char			 reply[GAME_EVENT_MAX], moves[4096];

	ck_assert_int_eq(match_redo(m), -1);
	play(m, "f2");
	advance(m, &all);
	ck_assert(all.computer);
	ck_assert_uint_eq(match_record(m)->nevents, 2);
	snprintf(reply, sizeof reply, "%s", match_record(m)->events[1]);
	position(m, before);

	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert(match_can_redo(m));
	ck_assert_int_eq(match_redo(m), 0);
	ck_assert_str_eq(match_record(m)->events[0], "f2");
	ck_assert_int_eq(match_story(m)->seat, 0);
	/* The reply is played at once, not thought of again. */
	ck_assert_int_eq(match_advance(m, &all), 1);
	ck_assert(all.events && all.computer);
	ck_assert(!match_thinking(m));
	ck_assert_str_eq(match_record(m)->events[1], reply);
	position(m, pos);
	ck_assert_str_eq(pos, before);
	ck_assert_int_eq(match_redo(m), -1);

	/* Two undos, two redos. */
	play(m, "b6");
	advance(m, &all);
	position(m, before);
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_uint_eq(match_record(m)->nevents, 0);
	ck_assert_int_eq(match_redo(m), 0);
	advance(m, &all);
	ck_assert_int_eq(match_redo(m), 0);
	advance(m, &all);
	position(m, pos);
	ck_assert_str_eq(pos, before);

	/* A new move after an undo: nothing to redo. */
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_int_gt(match_game(m)->moves(match_state(m), moves,
	    sizeof moves), 0);
	moves[strcspn(moves, " ")] = '\0';
	play(m, moves);
	ck_assert(!match_can_redo(m));
	ck_assert_int_eq(match_redo(m), -1);
	match_free(m);
}
END_TEST

/* Redo plays the chance events after the move again as recorded: the
 * roll comes from what undo kept, never drawn again. */
START_TEST(test_match_redo_replays_the_roll)
{
	struct match		*m = race_start(3);
	struct match_news	 all;
	char			 changed[16];
	int			 error, roll;

	ck_assert_int_eq(match_chance(m), 0);
	ck_assert_int_eq(match_play(m, 0, "add", &error), 0);
	ck_assert_int_eq(match_chance(m), 0);
	ck_assert_int_eq(sscanf(match_record(m)->events[2], "roll %d", &roll),
	    1);
	ck_assert_int_eq(match_undo(m, NULL), 0);
	ck_assert_uint_eq(match_record(m)->nevents, 1);
	/* What undo kept is what is replayed: were the roll drawn again,
	 * it would be the old one. */
	ck_assert_uint_eq(m->nredo, 2);
	snprintf(changed, sizeof changed, "roll %d", roll % 6 + 1);
	free(m->redo[0]);
	m->redo[0] = xstrdup(changed);
	ck_assert_int_eq(match_redo(m), 0);
	ck_assert_int_eq(advance(m, &all), 1);
	ck_assert(all.events && !all.computer);
	ck_assert_uint_eq(match_record(m)->nevents, 3);
	ck_assert_str_eq(match_record(m)->events[2], changed);
	ck_assert_int_eq(match_asks(m), 1);
	/* Nothing left to redo, and the next roll is drawn as ever. */
	ck_assert_int_eq(match_redo(m), -1);
	ck_assert_int_eq(match_play(m, 1, "add", &error), 0);
	ck_assert_int_eq(advance(m, &all), 1);
	ck_assert_uint_eq(match_record(m)->nevents, 5);
	match_free(m);
}
END_TEST

/* A hint is the computer's legal choice for the player here, told as
 * news and never played; only the player to move gets one. */
START_TEST(test_match_hint)
{
	struct match		*m = start("human,computer:2", NULL);
	struct match		*r = race_start(1);
	struct match_news	 news;
	struct pollfd		 p;
	char			 before[GAME_TEXT_MAX], pos[GAME_TEXT_MAX];
	char			 written[GAME_EVENT_MAX];
	int			 timeout, actor, got = 0;

	ck_assert_int_eq(match_hint_level(m), (match_game(m)->max_level + 1) /
	    2);
	ck_assert_int_eq(match_set_hint_level(m, 0), -1);
	ck_assert_int_eq(match_set_hint_level(m, 2), 0);
	ck_assert_int_eq(match_hint_level(m), 2);
	position(m, before);
	ck_assert_int_eq(match_hint(m), MATCH_HINT_STARTED);
	ck_assert(match_hinting(m));
	while (!got) {
		while (match_advance(m, &news) > 0) {
			ck_assert(!news.events);
			got |= news.hint;
			if (news.hint)
				break;
		}
		if (got)
			break;
		p.fd = match_fd(m, &timeout);
		p.events = POLLIN;
		ck_assert_int_ge(p.fd, 0);
		ck_assert_int_eq(poll(&p, 1, 60000), 1);
	}
	ck_assert(!match_hinting(m));
	ck_assert_str_ne(news.text, "");
	ck_assert_int_eq(match_actor(m, news.text, &actor, written,
	    sizeof written), 0);
	ck_assert_int_eq(actor, 0);
	ck_assert_uint_eq(match_record(m)->nevents, 0);
	position(m, pos);
	ck_assert_str_eq(pos, before);

	/* Not while the computer is to move; and a move forgets a hint
	 * being thought of. */
	ck_assert_int_eq(match_hint(m), MATCH_HINT_STARTED);
	play(m, news.text);
	ck_assert(!match_hinting(m));
	ck_assert_int_eq(match_hint(m), MATCH_HINT_NOT_YOURS);
	/* A game without a computer player has no hints. */
	ck_assert_int_eq(match_hint(r), MATCH_HINT_NONE);
	match_free(m);
	match_free(r);
}
END_TEST

/* A hub's game pauses for a seat whose player is away, goes on when they
 * come back, and has the computer play a seat it is given. */
START_TEST(test_match_advance_pauses)
{
	struct match		*m = start("human,human", NULL);
	struct match_news	 news, all;

	play(m, "f2");
	match_set_seat_state(m, 1, SEAT_AWAY);
	ck_assert_int_eq(match_advance(m, &news), 1);
	ck_assert(news.paused);
	ck_assert_int_eq(match_paused(m), 1);
	ck_assert_int_eq(match_asks(m), -1);
	ck_assert_int_eq(match_advance(m, &news), 0);
	match_set_seat_state(m, 1, SEAT_HERE);
	ck_assert_int_eq(match_advance(m, &news), 1);
	ck_assert(news.resumed);
	ck_assert_int_eq(match_paused(m), -1);
	ck_assert_int_eq(match_asks(m), 1);
	match_set_seat_state(m, 1, SEAT_PLAYED_BY_HUB);
	ck_assert_int_eq(advance(m, &all), 1);
	ck_assert(all.events && all.computer);
	ck_assert_uint_eq(match_record(m)->nevents, 2);
	ck_assert_int_eq(match_asks(m), 0);
	match_free(m);
}
END_TEST

/*
 * Every game reads a resignation alike, through game_resign: for oneself
 * alone, with or without one's seat's glyph, and refused in the game's
 * own words when written wrong.
 */
START_TEST(test_match_resign_alike)
{
	static const char *const games[] = { "ataxx", "cross", "xtic",
	    "conqueror" };
	const struct game_entry	*g;
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_story	 st;
	char			 text[16];
	void			*state;
	size_t			 i;

	for (i = 0; i < sizeof games / sizeof games[0]; i++) {
		g = game_find(games[i]);
		memset(&setup, 0, sizeof setup);
		setup.nseats = 2;
		setup.seed = 5;
		setup.options[1] = i == 3 ? "20" : NULL;
		ck_assert_int_eq(g->create(&setup, &state, &error), 0);
		snprintf(text, sizeof text, "resign %c", g->glyphs[1]);
		ck_assert_int_eq(g->play(state, 0, text, &st),
		    g->resign_other);
		ck_assert_int_eq(g->play(state, 0, "resign ?", &st),
		    g->resign_syntax);
		ck_assert_int_eq(g->play(state, 0, "resignation", &st),
		    g->resign_syntax);
		snprintf(text, sizeof text, "resign %c", g->glyphs[2]);
		if (i < 3) {
			/* A third seat's glyph, in a game of two. */
			ck_assert_int_eq(g->play(state, 0, text, &st),
			    g->resign_syntax);
			ck_assert_int_eq(g->play(state, 1, "resign", &st), 0);
			snprintf(text, sizeof text, "resign %c",
			    g->glyphs[1]);
			ck_assert_str_eq(st.event, text);
			ck_assert_int_eq(g->turn(state), GAME_TURN_OVER);
		}
		g->destroy(state);
	}
}
END_TEST

/* What match_retell told: the events, in order. */
struct retold {
	const struct match	*m;
	size_t			 n;
};

static void
retold(const struct match *replay, void *arg)
{
	struct retold	*r = arg;

	ck_assert_uint_eq(match_record(replay)->nevents, r->n + 1);
	ck_assert_str_eq(match_story(replay)->event,
	    match_record(r->m)->events[r->n]);
	r->n++;
}

/* A race of seed 9 with six moves played, each after its roll: twelve
 * events. */
static struct match *
race_six(void)
{
	struct match		*m = race_start(9);
	struct match_news	 all;
	int			 i, error;

	for (i = 0; i < 6; i++) {
		advance(m, &all);
		ck_assert_int_eq(match_play(m, match_asks(m), "add", &error),
		    0);
	}
	ck_assert_uint_eq(match_record(m)->nevents, 12);
	return (m);
}

/* A game under way is told again from its first event, dice and all. */
START_TEST(test_match_retell)
{
	struct match		*m = race_six();
	struct retold		 r;

	r.m = m;
	r.n = 0;
	match_retell(m, retold, &r);
	ck_assert_uint_eq(r.n, 12);
	match_free(m);
}
END_TEST

/*
 * A review: each move's position is the record's first events, told from
 * the roll before the move, the dice as recorded; play from here is a
 * new game that leaves the one reviewed as it was.
 */
START_TEST(test_match_review)
{
	struct match		*m = race_six(), *at;
	struct match_news	 all;
	struct retold		 r;
	char			*cause = NULL, a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];
	int			 i, error;

	ck_assert_int_eq(match_review_moves(m), 6);

	at = match_review(m, 0, NULL, NULL, &cause);
	ck_assert_msg(at != NULL, "%s", cause);
	ck_assert_uint_eq(match_record(at)->nevents, 0);
	match_free(at);

	/* The third move: the roll before it and the move are told. */
	r.m = m;
	r.n = 4;
	at = match_review(m, 3, retold, &r, &cause);
	ck_assert_msg(at != NULL, "%s", cause);
	ck_assert_uint_eq(r.n, 6);
	ck_assert_uint_eq(match_record(at)->nevents, 6);
	for (i = 0; i < 6; i++)
		ck_assert_str_eq(match_record(at)->events[i],
		    match_record(m)->events[i]);

	/* Played on: the game reviewed does not change. */
	snprintf(a, sizeof a, "%s", match_record(m)->events[6]);
	advance(at, &all);
	ck_assert_int_eq(match_play(at, match_asks(at), "add", &error), 0);
	ck_assert_uint_eq(match_record(at)->nevents, 8);
	ck_assert_uint_eq(match_record(m)->nevents, 12);
	ck_assert_str_eq(match_record(m)->events[6], a);
	match_free(at);

	/* The last move, and past it, is the whole game. */
	at = match_review(m, 99, NULL, NULL, &cause);
	ck_assert_msg(at != NULL, "%s", cause);
	ck_assert_uint_eq(match_record(at)->nevents, 12);
	snprintf(b, sizeof b, "%s", match_record(at)->events[11]);
	ck_assert_str_eq(match_record(m)->events[11], b);
	match_free(at);
	match_free(m);
}
END_TEST

/*
 * Every game's is_chance tells the events the match drew from those a
 * seat played, as the saved games' list counts moves: a game between
 * computers, for its first 300 events.
 */
START_TEST(test_match_is_chance)
{
	const struct game_entry	*g;
	struct match_config	 c;
	struct match_news	 news;
	struct pollfd		 p;
	struct match		*m;
	char			*cause = NULL, players[64];
	size_t			 i;
	int			 k, timeout, chance;

	for (k = 0; (g = game_table[k]) != NULL; k++) {
		memset(&c, 0, sizeof c);
		c.game = g;
		snprintf(players, sizeof players, "computer:1,computer:1");
		c.players = players;
		c.has_seed = 1;
		c.seed = 5;
		c.think_ms = 10;
		m = match_new(&c, &cause);
		ck_assert_msg(m != NULL, "%s", cause);
		while (match_record(m)->nevents < 300 &&
		    match_turn(m) != GAME_TURN_OVER) {
			if (match_advance(m, &news) > 0)
				continue;
			p.fd = match_fd(m, &timeout);
			p.events = POLLIN;
			ck_assert_int_ge(p.fd, 0);
			ck_assert_int_eq(poll(&p, 1, 60000), 1);
		}
		ck_assert_uint_gt(match_record(m)->nevents, 2);
		for (i = 0; i < match_record(m)->nevents; i++) {
			chance = g->is_chance != NULL &&
			    g->is_chance(match_record(m)->events[i]);
			ck_assert_msg(chance == (m->actors[i] < 0),
			    "%s: \"%s\"", g->name, match_record(m)->events[i]);
		}
		match_free(m);
	}
}
END_TEST

Suite *
suite_match(void)
{
	Suite	*s = suite_create("match");
	TCase	*tc = tcase_create("match");

	tcase_add_test(tc, test_match_plays_and_refuses);
	tcase_add_test(tc, test_match_resign_alike);
	tcase_add_test(tc, test_match_undo_against_computer);
	tcase_add_test(tc, test_match_undo_hot_seat);
	tcase_add_test(tc, test_match_save_and_load);
	tcase_add_test(tc, test_match_leaving);
	tcase_add_test(tc, test_match_versus_computer);
	tcase_add_test(tc, test_match_load_bad_move);
	tcase_add_test(tc, test_match_load_unknown_game);
	tcase_add_test(tc, test_match_review);
	tcase_add_test(tc, test_match_players);
	tcase_add_test(tc, test_match_boards);
	tcase_add_test(tc, test_match_computers_finish);
	tcase_add_test(tc, test_match_chance_is_seeded);
	tcase_add_test(tc, test_match_undo_keeps_the_roll);
	tcase_add_test(tc, test_match_advance_computers);
	tcase_add_test(tc, test_match_advance_stops_for_people);
	tcase_add_test(tc, test_match_advance_pauses);
	tcase_add_test(tc, test_match_redo_against_computer);
	tcase_add_test(tc, test_match_redo_replays_the_roll);
	tcase_add_test(tc, test_match_hint);
	tcase_add_test(tc, test_match_retell);
	tcase_add_test(tc, test_match_is_chance);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return (s);
}
