/* check_conflict.c: the Conflict rules engine, rule by rule. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/conflict_ai.h"
#include "game.h"
#include "games/conflict.h"
#include "games/conflict_map.h"
#include "lib.h"
#include "rng.h"

/*
 * A small board: a8 is the top left.  Bases in the corners, each with a
 * mine on water next to it and one on land two squares away.
 */
static const char test_board[] =
	"# a test board\n"
	"1.a~~b.2\n"
	".A~~~~B.\n"
	"...~~...\n"
	"..^~~^..\n"
	"...~~...\n"
	"........\n"
	".C~~~~D.\n"
	"3.c~~d.4\n";

enum { RED, BLUE, GREEN, PURPLE };

static struct conflict_board	board;
static struct conflict_pos	pos;
static struct conflict_effect	eff;

static int
sq(const char *name)
{
	const char	*end;
	int		 s = conflict_parse_square(&board, name, &end);

	ck_assert_int_ge(s, 0);
	return (s);
}

/* A position with n players, nothing on the board and empty stocks. */
static void
empty(int n)
{
	int	 line, col;

	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	conflict_start(&pos, &board, n);
	memset(pos.avail, 0, sizeof pos.avail);
	memset(pos.reserve, 0, sizeof pos.reserve);
}

static void
put(const char *name, int colour, int kind)
{
	conflict_put(&pos, sq(name), CONFLICT_PIECE(colour, kind));
}

static int
kind_at(const char *name)
{
	int	 p = pos.sq[sq(name)];

	return (p == 0 ? -1 : CONFLICT_KIND(p));
}

static int
colour_at(const char *name)
{
	int	 p = pos.sq[sq(name)];

	return (p == 0 ? -1 : CONFLICT_COLOUR(p));
}

static int
play(int seat, const char *text)
{
	struct conflict_move	 m;

	return (conflict_play(&pos, seat, text, &m, &eff));
}

static void
roll(int a, int b)
{
	char	 text[32];

	snprintf(text, sizeof text, "roll %d %d", a, b);
	ck_assert_int_eq(play(-1, text), CONFLICT_OK);
}

/* Keeps a second piece on the board for a seat, out of the way. */
static void
keep(int colour)
{
	static const char *const corners[] = { "a6", "h6", "a3", "h3" };

	put(corners[colour], colour, CONFLICT_GUN);
}

/* Two players; red has cannons on d3 and b3, blue only a piece to keep
 * it alive. */
static void
two_cannons(void)
{
	empty(2);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	put("b3", RED, CONFLICT_CANNON);
}

START_TEST(test_board_errors)
{
	static const struct {
		const char	*text;
		int		 error, line, col;
	} cases[] = {
		{ "1.a~~b.2\n.A~~~~B.\n...x~...\n..^~~^..\n...~~...\n"
		  "........\n.C~~~~D.\n3.c~~d.4\n", CONFLICT_E_BOARD_CHAR, 3, 4 },
		{ "# comment\n1.a~~b.2\n.A~~~~B.\n...~~..\n..^~~^..\n"
		  "...~~...\n........\n.C~~~~D.\n3.c~~d.4\n",
		  CONFLICT_E_BOARD_WIDTH, 4, 8 },
		{ "1.a~~b.2\n.A~~~~B.\n.C~~~~D.\n3.c~~d.4\n",
		  CONFLICT_E_BOARD_SIZE, 0, 0 },
		{ "1.a~~\n.A~~~\n...~~\n..^~~\n...~~\n.....\n",
		  CONFLICT_E_BOARD_SIZE, 1, 0 },
		{ "1.a~~b.2\n.A~~~~B.\n...~~...\n..^~~^..\n...~~...\n"
		  "...1....\n.C~~~~D.\n3.c~~d.4\n", CONFLICT_E_BOARD_BASE_TWICE,
		  6, 4 },
		{ "1.a~~b.2\n.A~~~~B.\n...~~...\n..^~~^..\n...~~...\n"
		  "........\n.C~~~~D.\n..c~~d.4\n", CONFLICT_E_BOARD_NO_BASE,
		  0, 0 },
		{ "1.a~~b.2\n.A~~~~B.\n...~~...\n..^~~^..\n...~~a..\n"
		  "........\n.C~~~~D.\n3.c~~d.4\n", CONFLICT_E_BOARD_MINES,
		  5, 6 },
		{ "1.a~~b.2\n.A~~~~B.\n...~~...\n..^~~^..\n...~~...\n"
		  "........\n.C~~~~D.\n3.~~~d.4\n", CONFLICT_E_BOARD_MINES,
		  0, 0 },
		{ "1~a~~b.2\n~A~~~~B.\n...~~...\n..^~~^..\n...~~...\n"
		  "........\n.C~~~~D.\n3.c~~d.4\n", CONFLICT_E_BOARD_NO_LAND,
		  1, 1 },
		{ "1.~A~b.2\n.a~~~~B.\n...~~...\n..^~~^..\n...~~...\n"
		  "........\n.C~~~~D.\n3.c~~d.4\n", CONFLICT_E_BOARD_NO_WATER,
		  1, 1 },
	};
	size_t	 i;
	int	 line, col;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		ck_assert_msg(conflict_board_read(&board, cases[i].text, &line,
		    &col) == cases[i].error, "case %zu", i);
		ck_assert_msg(line == cases[i].line && col == cases[i].col,
		    "case %zu: %d:%d", i, line, col);
	}
	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	ck_assert_int_eq(board.w, 8);
	ck_assert_int_eq(board.h, 8);
	ck_assert_int_eq(board.base[RED], sq("a8"));
	ck_assert_int_eq(board.base[PURPLE], sq("h1"));
	ck_assert_int_eq(board.mine[sq("c8")], RED);
	ck_assert_int_eq(board.terrain[sq("b7")], CONFLICT_WATER);
	ck_assert_int_eq(board.terrain[sq("c5")], CONFLICT_HIGH);
}
END_TEST

START_TEST(test_notation)
{
	struct conflict_move	 m;
	char			 text[CONFLICT_MOVE_MAX];
	static const char *const good[] = {
		"roll 3 4", "pass", "decline 5", "resign", "resign 2",
		"reserve plane", "reserve ship a8", "2 d3-e2-f3",
		"3 enter ship a8-b7-c6-d5",
	};
	size_t	 i;

	empty(2);
	for (i = 0; i < sizeof good / sizeof good[0]; i++) {
		ck_assert_int_eq(conflict_parse_move(&pos, good[i], &m),
		    CONFLICT_OK);
		conflict_format_move(&m, text, sizeof text);
		ck_assert_str_eq(text, good[i]);
	}
	ck_assert_int_eq(conflict_parse_move(&pos, "2 d3 e2 f3", &m),
	    CONFLICT_OK);
	conflict_format_move(&m, text, sizeof text);
	ck_assert_str_eq(text, "2 d3-e2-f3");
	ck_assert_int_eq(conflict_parse_move(&pos, "roll 7 1", &m),
	    CONFLICT_E_SYNTAX);
	ck_assert_int_eq(conflict_parse_move(&pos, "2 z3-e2-f3", &m),
	    CONFLICT_E_SQUARE);
	/* Two squares joined are one step; apart, the ends of a path.
	 * With no 2 rolled, the move is read, for conflict_check to say
	 * so; with one, it is too short.  No die shows a 7. */
	ck_assert_int_eq(conflict_parse_move(&pos, "2 d3-e2-", &m),
	    CONFLICT_OK);
	pos.dice[0] = 2;
	pos.dice[1] = 5;
	pos.left = 3;
	ck_assert_int_eq(conflict_parse_move(&pos, "2 d3-e2-", &m),
	    CONFLICT_E_LENGTH);
	pos.dice[0] = pos.dice[1] = pos.left = 0;
	ck_assert_int_eq(conflict_parse_move(&pos, "7 d3 e2", &m),
	    CONFLICT_E_DIE);
	ck_assert_int_eq(conflict_parse_move(&pos, "2 d3 e2", &m),
	    CONFLICT_OK);
	ck_assert_int_eq(conflict_parse_move(&pos, "1 d3-e2", &m),
	    CONFLICT_OK);
	ck_assert_int_eq(conflict_parse_move(&pos, "2 enter tank a8-b8", &m),
	    CONFLICT_E_KIND);
	ck_assert_int_eq(conflict_parse_move(&pos, "reserve tank", &m),
	    CONFLICT_E_KIND);
	ck_assert_int_eq(conflict_parse_move(&pos, "reserve", &m),
	    CONFLICT_E_RESERVE);
	ck_assert_int_eq(conflict_parse_move(&pos, "decline 9", &m),
	    CONFLICT_E_DECLINE);
	ck_assert_int_eq(conflict_parse_move(&pos, "2 enter ship d3-d2", &m),
	    CONFLICT_E_NOT_BASE);
	ck_assert_int_eq(conflict_parse_move(&pos,
	    "6 a1-a2-a3-a4-a5-a6-a7-a8", &m), CONFLICT_E_LENGTH);
	ck_assert_int_eq(conflict_parse_move(&pos, "resign 5", &m),
	    CONFLICT_E_RESIGN);
	ck_assert_int_eq(conflict_parse_move(&pos, "", &m), CONFLICT_E_SYNTAX);
}
END_TEST

START_TEST(test_dice_are_chance)
{
	empty(2);
	put("d3", RED, CONFLICT_CANNON);
	put("e3", BLUE, CONFLICT_CANNON);
	ck_assert_int_eq(play(RED, "2 d3-d2-e2"), CONFLICT_E_ROLL_DUE);
	ck_assert_int_eq(play(RED, "roll 2 3"), CONFLICT_E_ROLLER);
	roll(2, 3);
	ck_assert_int_eq(play(-1, "roll 2 3"), CONFLICT_E_ROLLED);
	ck_assert_int_eq(play(BLUE, "2 e3-f3-g3"), CONFLICT_E_TURN);
}
END_TEST

/*
 * The dice a seed gives are the same from every compiler: each die is
 * drawn in an order C fixes.  These are the rolls of the games saved
 * before (seed 7, the first four rounds), which must still load.
 */
START_TEST(test_dice_of_a_seed)
{
	static const struct {
		uint64_t	 seed, event;
		const char	*roll;
	} rolls[] = {
		{ 7, 0, "roll 3 2" }, { 7, 3, "roll 2 3" },
		{ 7, 6, "roll 3 3" }, { 7, 9, "roll 6 2" },
		{ 1, 0, "roll 4 6" }, { 2026, 5, "roll 1 3" },
	};
	const struct game_entry	*g = game_find("conflict");
	struct game_setup	 setup;
	struct game_error	 error;
	struct rng		 r;
	char			 event[GAME_EVENT_MAX];
	void			*state;
	size_t			 i;

	memset(&setup, 0, sizeof setup);
	setup.nseats = 2;
	setup.board = test_board;
	ck_assert_int_eq(g->create(&setup, &state, &error), 0);
	for (i = 0; i < sizeof rolls / sizeof rolls[0]; i++) {
		rng_seed(&r, rolls[i].seed, rolls[i].event);
		ck_assert_int_eq(g->chance(state, &r, event, sizeof event), 0);
		ck_assert_str_eq(event, rolls[i].roll);
	}
	g->destroy(state);
}
END_TEST

START_TEST(test_terrain)
{
	empty(2);
	keep(RED);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	put("c6", RED, CONFLICT_SHIP);
	roll(2, 3);
	/* A cannon on land only, a ship on water only, nothing on ^. */
	ck_assert_int_eq(play(RED, "2 d3-d4-e5"), CONFLICT_E_LAND);
	ck_assert_int_eq(play(RED, "3 c6-d5-c4-b4"), CONFLICT_E_WATER);
	ck_assert_int_eq(play(RED, "2 d3-c4-c5"), CONFLICT_E_HIGH);
	ck_assert_int_eq(play(RED, "2 d3-e3-f3"), CONFLICT_OK);
	ck_assert_int_eq(kind_at("f3"), CONFLICT_CANNON);
	ck_assert_int_eq(play(RED, "3 c6-d5-e4-d4"), CONFLICT_OK);

	/* The airplane flies over both, and the base is both. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("d3", RED, CONFLICT_PLANE);
	put("c7", RED, CONFLICT_SHIP);
	roll(3, 2);
	ck_assert_int_eq(play(RED, "3 d3-d4-e5-e6"), CONFLICT_OK);
	ck_assert_int_eq(play(RED, "2 c7-b7-a8"), CONFLICT_OK);
	ck_assert_int_eq(kind_at("a8"), CONFLICT_SHIP);
}
END_TEST

START_TEST(test_paths)
{
	empty(2);
	keep(RED);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	roll(3, 4);
	ck_assert_int_eq(play(RED, "3 d3-e3-f3"), CONFLICT_E_LENGTH);
	ck_assert_int_eq(play(RED, "3 d3-e3-f3-g3-h3"), CONFLICT_E_LENGTH);
	ck_assert_int_eq(play(RED, "3 d3-e3-g3-h3"), CONFLICT_E_STEP);
	ck_assert_int_eq(play(RED, "3 d3-e3-f3-e3"), CONFLICT_E_TWICE);
	ck_assert_int_eq(play(RED, "4 d3-c3-b3-c4-d3"), CONFLICT_E_TWICE);
	ck_assert_int_eq(play(RED, "5 d3-e3-f3-g3-g2-g1"), CONFLICT_E_DIE);
	/* The ends alone: the game finds a path of the die's length. */
	ck_assert_int_eq(play(RED, "4 d3 e3"), CONFLICT_E_NO_PATH);
	ck_assert_int_eq(play(RED, "4 d3 f3"), CONFLICT_OK);
	ck_assert_int_eq(kind_at("f3"), CONFLICT_CANNON);
	ck_assert_int_eq(pos.sq[sq("d3")], 0);
	ck_assert_int_eq(play(RED, "3 f3 f4"), CONFLICT_E_MOVED);
}
END_TEST

START_TEST(test_blocking_and_capture)
{
	empty(2);
	keep(RED);
	keep(BLUE);
	put("b3", RED, CONFLICT_CANNON);
	put("c3", BLUE, CONFLICT_CANNON);
	put("d3", BLUE, CONFLICT_CANNON);
	put("a4", RED, CONFLICT_PLANE);
	roll(2, 3);
	/* No piece but an airplane crosses another, even one's own. */
	ck_assert_int_eq(play(RED, "2 b3-c3-d3"), CONFLICT_E_IN_WAY);
	ck_assert_int_eq(play(RED, "2 b3-a4-a5"), CONFLICT_E_IN_WAY);
	/* Landing on an enemy captures it; never on a piece of one's own. */
	ck_assert_int_eq(play(RED, "2 b3-b4-c3"), CONFLICT_OK);
	ck_assert_int_eq(colour_at("c3"), RED);
	ck_assert_int_eq(CONFLICT_KIND(eff.taken), CONFLICT_CANNON);
	ck_assert_int_eq(CONFLICT_COLOUR(eff.taken), BLUE);
	ck_assert_int_eq(play(RED, "3 a4-b5-b4-c3"), CONFLICT_E_OWN);
	ck_assert_int_eq(play(RED, "3 a4-b3-c3-d3"), CONFLICT_OK);
	ck_assert_int_eq(colour_at("d3"), RED);
	ck_assert_int_eq(kind_at("d3"), CONFLICT_PLANE);
	ck_assert_int_eq(kind_at("c3"), CONFLICT_CANNON);
}
END_TEST

START_TEST(test_plane_cannot_take)
{
	empty(2);
	keep(RED);
	keep(BLUE);
	put("d3", RED, CONFLICT_PLANE);
	put("f3", BLUE, CONFLICT_GUN);
	put("e5", BLUE, CONFLICT_SUB);
	put("g4", BLUE, CONFLICT_SHIP);
	roll(2, 3);
	ck_assert_int_eq(play(RED, "2 d3-e3-f3"), CONFLICT_E_PLANE_GUN);
	ck_assert_int_eq(play(RED, "2 d3-d4-e5"), CONFLICT_E_PLANE_SUB);
	ck_assert_int_eq(play(RED, "3 d3-e3-f3-g4"), CONFLICT_OK);
	ck_assert_int_eq(colour_at("g4"), RED);
	ck_assert_int_eq(colour_at("f3"), BLUE);
}
END_TEST

START_TEST(test_enter)
{
	empty(2);
	keep(BLUE);
	pos.avail[RED][CONFLICT_CANNON] = 1;
	roll(1, 6);
	/* The base is not a step: a 1 enters next to it. */
	ck_assert_int_eq(play(RED, "1 enter ship a8-b7"), CONFLICT_E_NONE_LEFT);
	ck_assert_int_eq(play(RED, "1 enter cannon h8-g8"), CONFLICT_E_NOT_BASE);
	ck_assert_int_eq(play(RED, "1 enter cannon a8-b8"), CONFLICT_OK);
	ck_assert_int_eq(kind_at("b8"), CONFLICT_CANNON);
	ck_assert_int_eq(pos.avail[RED][CONFLICT_CANNON], 0);
	/* Only that piece was in play: the 6 could only move it again. */
	ck_assert(eff.discarded & (1U << 6));
	ck_assert_int_eq(pos.turn, BLUE);
}
END_TEST

START_TEST(test_two_dice_two_pieces)
{
	two_cannons();
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 d3-e3"), CONFLICT_OK);
	ck_assert_int_eq(pos.turn, RED);
	ck_assert_int_eq(play(RED, "2 e3-f3-g3"), CONFLICT_E_MOVED);
	ck_assert_int_eq(play(RED, "2 b3-a3-a2"), CONFLICT_OK);
	ck_assert_int_eq(pos.turn, BLUE);
	ck_assert_int_eq(eff.next, BLUE);
}
END_TEST

START_TEST(test_decline_and_pass)
{
	two_cannons();
	roll(1, 2);
	ck_assert_int_eq(play(RED, "decline 3"), CONFLICT_E_DIE);
	ck_assert_int_eq(play(RED, "decline 1"), CONFLICT_OK);
	ck_assert_int_eq(pos.turn, RED);
	ck_assert_int_eq(pos.left, 2);
	ck_assert_int_eq(play(RED, "1 d3-e3"), CONFLICT_E_DIE);
	ck_assert_int_eq(play(RED, "pass"), CONFLICT_OK);
	ck_assert_int_eq(pos.turn, BLUE);
	ck_assert_int_eq(pos.sq[sq("d3")], CONFLICT_PIECE(RED, CONFLICT_CANNON));
}
END_TEST

START_TEST(test_doubles)
{
	two_cannons();
	roll(1, 1);
	ck_assert_int_eq(play(RED, "1 d3-e3"), CONFLICT_OK);
	ck_assert_int_eq(play(RED, "1 e3-f3"), CONFLICT_E_MOVED);
	ck_assert_int_eq(play(RED, "1 b3-a3"), CONFLICT_OK);
	/* The same player rolls again, and the piece may move again. */
	ck_assert_int_eq(pos.turn, RED);
	ck_assert(eff.again);
	ck_assert_int_eq(pos.dice[0], 0);
	ck_assert_int_eq(play(RED, "1 e3-f3"), CONFLICT_E_ROLL_DUE);
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 e3-f3"), CONFLICT_OK);

	/* Doubles no piece can use: no move, so no roll again (decided). */
	empty(2);
	keep(BLUE);
	pos.reserve[RED][CONFLICT_PLANE] = 1;
	roll(6, 6);
	ck_assert(eff.discarded & (1U << 6));
	ck_assert(!eff.again);
	ck_assert_int_eq(pos.turn, BLUE);

	/* Nor doubles passed: passing is no way to roll again. */
	empty(2);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	roll(2, 2);
	ck_assert_int_eq(play(RED, "pass"), CONFLICT_OK);
	ck_assert(!eff.again);
	ck_assert_int_eq(pos.turn, BLUE);

	/* One die moved and the other declined: that was a move. */
	two_cannons();
	roll(2, 2);
	ck_assert_int_eq(play(RED, "2 d3-e3-f3"), CONFLICT_OK);
	ck_assert_int_eq(play(RED, "decline 2"), CONFLICT_OK);
	ck_assert(eff.again);
	ck_assert_int_eq(pos.turn, RED);
}
END_TEST

START_TEST(test_seven)
{
	empty(2);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	pos.reserve[RED][CONFLICT_PLANE] = 1;
	roll(3, 3);
	ck_assert_int_eq(play(RED, "reserve plane"), CONFLICT_E_NOT_SEVEN);
	ck_assert_int_eq(play(RED, "pass"), CONFLICT_OK);
	roll(1, 3);	/* doubles passed: blue's roll */
	ck_assert_int_eq(play(BLUE, "pass"), CONFLICT_OK);

	roll(3, 4);
	ck_assert_int_eq(play(RED, "reserve ship"), CONFLICT_E_NO_RESERVE);
	ck_assert_int_eq(play(RED, "reserve plane h8"), CONFLICT_E_NOT_BASE);
	ck_assert_int_eq(play(RED, "reserve plane"), CONFLICT_OK);
	ck_assert_int_eq(pos.avail[RED][CONFLICT_PLANE], 1);
	ck_assert_int_eq(pos.reserve[RED][CONFLICT_PLANE], 0);
	/* And it may enter at once. */
	ck_assert_int_eq(play(RED, "3 enter plane a8-b7-c7-d7"), CONFLICT_OK);
	ck_assert_int_eq(kind_at("d7"), CONFLICT_PLANE);

	/* Only before moving. */
	two_cannons();
	pos.reserve[RED][CONFLICT_PLANE] = 1;
	roll(3, 4);
	ck_assert_int_eq(play(RED, "3 d3-e3-f3-g3"), CONFLICT_OK);
	ck_assert_int_eq(play(RED, "reserve plane"), CONFLICT_E_NOT_SEVEN);
}
END_TEST

START_TEST(test_mines)
{
	/* Passing over a hostile mine destroys the piece. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("e8", RED, CONFLICT_PLANE);
	roll(3, 5);
	ck_assert_int_eq(play(RED, "3 e8-f8-g8-h7"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, sq("f8"));
	ck_assert_int_eq(pos.sq[sq("h7")], 0);
	ck_assert_int_eq(pos.sq[sq("e8")], 0);

	/* Landing on one destroys the piece resting there too. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("e7", RED, CONFLICT_SHIP);
	put("g7", BLUE, CONFLICT_SHIP);
	roll(2, 5);
	ck_assert_int_eq(play(RED, "2 e7-f7-g7"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, sq("g7"));
	ck_assert_int_eq(CONFLICT_COLOUR(eff.victim), BLUE);
	ck_assert_int_eq(pos.sq[sq("g7")], 0);

	/* One's own mines are safe. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("e8", BLUE, CONFLICT_PLANE);
	pos.turn = BLUE;
	roll(2, 5);
	ck_assert_int_eq(play(BLUE, "2 e8-f8-g8"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, CONFLICT_NOWHERE);
	ck_assert_int_eq(colour_at("g8"), BLUE);

	/* The game's safe paths go round hostile mines. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("e8", RED, CONFLICT_PLANE);
	roll(3, 5);
	ck_assert_int_eq(play(RED, "3 e8 h7"), CONFLICT_OK);
	ck_assert_int_eq(colour_at("h7"), RED);
}
END_TEST

/*
 * A move given by its ends never goes over a mine: where every path
 * crosses one, it is refused, and the whole path must be written.
 */
START_TEST(test_mines_on_purpose)
{
	static const char only_over_a_mine[] =
		"1c.^^b.2\n"
		"~^^^^^B.\n"
		"~a.~~...\n"
		"..a~~...\n"
		"...~~...\n"
		"...~~...\n"
		".C~~~~D.\n"
		"3..~~d.4\n";
	int	 line, col;

	ck_assert_int_eq(conflict_board_read(&board, only_over_a_mine, &line,
	    &col), CONFLICT_OK);
	conflict_start(&pos, &board, 2);
	roll(2, 5);
	ck_assert_int_eq(play(RED, "2 enter cannon a8 c8"), CONFLICT_E_MINED);
	ck_assert_int_eq(pos.avail[RED][CONFLICT_CANNON], 3);
	ck_assert_int_eq(play(RED, "2 enter cannon a8-b8-c8"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, sq("b8"));
	ck_assert_int_eq(pos.avail[RED][CONFLICT_CANNON], 2);
	ck_assert_int_eq(pos.sq[sq("c8")], 0);
}
END_TEST

/* The takeovers of the rules' red, orange, green and yellow example. */
START_TEST(test_takeover_tree)
{
	static const struct {
		int	 base;		/* what purple captures */
		int	 gains[4];	/* and then controls */
	} cases[] = {
		{ GREEN, { 0, 0, 1, 1 } },
		{ BLUE, { 0, 1, 1, 1 } },
		{ RED, { 1, 1, 1, 1 } },
	};
	static const char *const bases[] = { "a8", "h8", "a1", "h1" };
	size_t	 i;
	int	 c;
	char	 move[32];

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		empty(4);
		for (c = 0; c < 4; c++)
			pos.avail[c][CONFLICT_CANNON] = 3;
		/* Red takes blue over, then takes green with a blue piece. */
		put("g8", RED, CONFLICT_CANNON);
		roll(1, 2);
		ck_assert_int_eq(play(RED, "1 g8-h8"), CONFLICT_OK);
		ck_assert_int_eq(eff.base, BLUE);
		ck_assert_int_eq(eff.from_seat, BLUE);
		ck_assert(eff.out & (1U << BLUE));
		ck_assert_int_eq(conflict_root(&pos, BLUE), RED);
		ck_assert_int_eq(play(RED, "pass"), CONFLICT_OK);
		ck_assert_int_eq(pos.turn, GREEN);	/* blue is out */
		ck_assert_int_eq(play(-1, "roll 1 2"), CONFLICT_OK);
		ck_assert_int_eq(play(GREEN, "pass"), CONFLICT_OK);
		ck_assert_int_eq(play(-1, "roll 1 2"), CONFLICT_OK);
		ck_assert_int_eq(play(PURPLE, "pass"), CONFLICT_OK);
		put("a2", BLUE, CONFLICT_CANNON);
		roll(1, 2);
		ck_assert_int_eq(play(RED, "1 a2-a1"), CONFLICT_OK);
		ck_assert_int_eq(pos.parent[GREEN], BLUE);
		ck_assert_int_eq(conflict_root(&pos, GREEN), RED);
		ck_assert_int_eq(play(RED, "pass"), CONFLICT_OK);

		/* Purple, still in, captures a base of the tree. */
		ck_assert_int_eq(pos.turn, PURPLE);
		put(cases[i].base == RED ? "b8" : cases[i].base == BLUE ?
		    "h7" : "b1", PURPLE, CONFLICT_CANNON);
		conflict_put(&pos, sq(bases[cases[i].base]), 0);
		roll(1, 2);
		snprintf(move, sizeof move, "1 %s-%s", cases[i].base == RED ?
		    "b8" : cases[i].base == BLUE ? "h7" : "b1",
		    bases[cases[i].base]);
		ck_assert_int_eq(play(PURPLE, move), CONFLICT_OK);
		ck_assert_int_eq(eff.base, cases[i].base);
		ck_assert_int_eq(eff.from_seat, RED);
		for (c = 0; c < 4; c++)
			ck_assert_msg(conflict_controls(&pos, PURPLE, c) ==
			    cases[i].gains[c], "case %zu colour %d", i, c);
		/* Red is out only when its own base goes. */
		ck_assert_int_eq(conflict_alive(&pos, RED),
		    cases[i].base != RED);
	}
}
END_TEST

START_TEST(test_takeover_stock_and_mines)
{
	empty(3);
	pos.avail[RED][CONFLICT_CANNON] = 2;
	pos.avail[BLUE][CONFLICT_SHIP] = 3;
	pos.reserve[BLUE][CONFLICT_PLANE] = 1;
	pos.avail[GREEN][CONFLICT_CANNON] = 1;
	put("g8", RED, CONFLICT_CANNON);
	ck_assert(conflict_hostile_mine(&pos, sq("g7"), RED));
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 g8-h8"), CONFLICT_OK);
	/* Blue's stock and mines are red's now; blue's pieces come in at
	 * blue's base. */
	ck_assert(conflict_controls(&pos, RED, BLUE));
	ck_assert(!conflict_hostile_mine(&pos, sq("g7"), RED));
	ck_assert_int_eq(conflict_pieces(&pos, RED), 3 + 4);
	ck_assert_int_eq(play(RED, "2 enter ship a8-b7-c7"), CONFLICT_E_NONE_LEFT);
	ck_assert_int_eq(play(RED, "2 enter ship h8-g7-f7"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, CONFLICT_NOWHERE);
	ck_assert_int_eq(colour_at("f7"), BLUE);
	ck_assert_int_eq(pos.avail[BLUE][CONFLICT_SHIP], 2);

	/* A piece resting on a mine that changes hands is destroyed. */
	empty(3);
	pos.avail[RED][CONFLICT_CANNON] = 1;
	pos.avail[GREEN][CONFLICT_CANNON] = 1;
	put("g8", GREEN, CONFLICT_CANNON);
	put("f8", BLUE, CONFLICT_PLANE);	/* resting on its own mine */
	put("h2", BLUE, CONFLICT_CANNON);
	pos.turn = GREEN;
	/* Green takes blue: the blue plane on f8 is green's now; then red
	 * takes green's base, and the mines of blue are red's... */
	roll(1, 2);
	ck_assert_int_eq(play(GREEN, "1 g8-h8"), CONFLICT_OK);
	ck_assert_int_eq(colour_at("f8"), BLUE);
	ck_assert_int_eq(pos.sq[sq("f8")], CONFLICT_PIECE(BLUE, CONFLICT_PLANE));

	/* ...but a red piece on a blue mine, when green takes blue, dies. */
	empty(3);
	pos.avail[RED][CONFLICT_CANNON] = 1;
	pos.avail[GREEN][CONFLICT_CANNON] = 1;
	pos.parent[BLUE] = RED;			/* red already holds blue */
	put("f8", RED, CONFLICT_CANNON);	/* safe on its own side's mine */
	put("g8", GREEN, CONFLICT_CANNON);
	pos.turn = GREEN;
	roll(1, 2);
	ck_assert_int_eq(play(GREEN, "1 g8-h8"), CONFLICT_OK);
	ck_assert_int_eq(eff.from_seat, RED);
	ck_assert_int_eq(eff.lost[RED], 1);
	ck_assert_int_eq(pos.sq[sq("f8")], 0);
}
END_TEST

START_TEST(test_unused_corners)
{
	empty(2);
	keep(RED);
	keep(BLUE);
	/* Green and purple are unused: their mines are hostile to all. */
	put("a2", RED, CONFLICT_CANNON);
	roll(2, 3);
	ck_assert_int_eq(play(RED, "2 a2-b1-c1"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, sq("c1"));
	ck_assert_int_eq(pos.sq[sq("c1")], 0);

	/* Their bases may be captured, and then their mines are safe. */
	empty(2);
	keep(RED);
	keep(BLUE);
	put("b3", RED, CONFLICT_CANNON);
	put("a3", RED, CONFLICT_CANNON);
	roll(2, 3);
	ck_assert_int_eq(play(RED, "2 b3-a2-a1"), CONFLICT_OK);
	ck_assert_int_eq(eff.base, GREEN);
	ck_assert_int_eq(eff.out, 0);
	ck_assert(conflict_controls(&pos, RED, GREEN));
	ck_assert_int_eq(play(RED, "3 a3-a2-b1-c1"), CONFLICT_OK);
	ck_assert_int_eq(eff.mined, CONFLICT_NOWHERE);
	ck_assert_int_eq(colour_at("c1"), RED);
	/* And the game goes on without them. */
	ck_assert(!pos.over);
}
END_TEST

START_TEST(test_last_alive)
{
	/* Wiping out every piece of the last opponent wins. */
	empty(2);
	put("d3", RED, CONFLICT_CANNON);
	put("e3", BLUE, CONFLICT_CANNON);
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 d3-e3"), CONFLICT_OK);
	ck_assert(pos.over);
	ck_assert(eff.out & (1U << BLUE));
	ck_assert_int_eq(conflict_winner(&pos), RED);

	/* A piece in reserve keeps a player in. */
	empty(2);
	put("d3", RED, CONFLICT_CANNON);
	put("e3", BLUE, CONFLICT_CANNON);
	pos.reserve[BLUE][CONFLICT_SHIP] = 1;
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 d3-e3"), CONFLICT_OK);
	ck_assert(!pos.over);
	ck_assert(conflict_alive(&pos, BLUE));

	/* Taking the last other base wins, and resigning is going out. */
	empty(3);
	keep(RED);
	keep(BLUE);
	keep(GREEN);
	ck_assert_int_eq(play(RED, "resign 2"), CONFLICT_E_OTHER);
	ck_assert_int_eq(play(BLUE, "resign"), CONFLICT_OK);
	ck_assert(!conflict_alive(&pos, BLUE));
	ck_assert_int_eq(play(BLUE, "resign"), CONFLICT_E_RESIGN);
	put("b1", RED, CONFLICT_CANNON);
	roll(1, 2);
	ck_assert_int_eq(play(RED, "1 b1-a1"), CONFLICT_OK);
	ck_assert(pos.over);
	ck_assert_int_eq(conflict_winner(&pos), RED);
	ck_assert_int_eq(play(-1, "roll 1 2"), CONFLICT_E_OVER);
}
END_TEST

START_TEST(test_movegen)
{
	struct conflict_moves	 ml;
	struct conflict_effect	 e;
	struct conflict_pos	 copy;
	int			 i, n, seen_reserve = 0, seen_enter = 0;

	conflict_moves_init(&ml);
	empty(2);
	keep(BLUE);
	put("d3", RED, CONFLICT_CANNON);
	pos.avail[RED][CONFLICT_SHIP] = 1;
	pos.reserve[RED][CONFLICT_PLANE] = 1;
	roll(3, 4);
	n = conflict_movegen(&pos, &ml);
	ck_assert_int_gt(n, 10);
	/* Every move listed is legal, and its path is safe. */
	for (i = 0; i < ml.n; i++) {
		copy = pos;
		ck_assert_int_eq(conflict_check(&copy, RED, &ml.list[i]),
		    CONFLICT_OK);
		conflict_apply(&copy, &ml.list[i], &e);
		ck_assert_int_eq(e.mined == CONFLICT_NOWHERE ||
		    e.mined == ml.list[i].path[ml.list[i].len - 1], 1);
		seen_reserve |= ml.list[i].type == CONFLICT_MOVE_RESERVE;
		seen_enter |= ml.list[i].type == CONFLICT_MOVE_ENTER;
	}
	ck_assert(seen_reserve && seen_enter);
	ck_assert_int_eq(ml.list[ml.n - 1].type, CONFLICT_MOVE_PASS);
	conflict_moves_free(&ml);
}
END_TEST

/* One step of a game between computers: a roll from x, or the move the
 * computer of the seat to move chooses within limits, checked legal. */
static void
step(struct ai_limits *limits, uint64_t *x)
{
	struct conflict_move	 m;
	struct conflict_effect	 e;

	if (pos.dice[0] == 0) {
		conflict_roll(&m, 1 + rng_splitmix64(x) % 6,
		    1 + rng_splitmix64(x) % 6);
		conflict_apply(&pos, &m, &e);
		return;
	}
	limits->seed = *x;
	conflict_ai_choose(&pos, limits, &m, NULL);
	ck_assert_int_eq(conflict_check(&pos, pos.turn, &m), CONFLICT_OK);
	conflict_apply(&pos, &m, &e);
}

/*
 * Levels 1 to 4, which do a fixed amount of work, each play three seats to
 * the end of a game, every move legal: the same game on any machine.
 */
START_TEST(test_computer_plays_legal)
{
	struct ai_limits	 limits;
	int				 level, moves, line, col;
	uint64_t			 x = 7;

	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	for (level = 1; level < CONFLICT_AI_LEVELS; level++) {
		conflict_start(&pos, &board, 3);
		memset(&limits, 0, sizeof limits);
		limits.level = level;
		for (moves = 0; !pos.over && moves < 3000; moves++)
			step(&limits, &x);
		ck_assert_msg(pos.over, "level %d did not finish", level);
	}
}
END_TEST

/*
 * Level 5, which thinks for as long as its budget allows, picks a legal
 * move however far it got: with a budget of a few milliseconds, and told
 * to stop before it starts, at every turn of a game that level 3 plays.
 */
START_TEST(test_computer_level5_legal)
{
	struct ai_limits	 limits, five;
	struct conflict_ai_info		 info;
	struct conflict_move		 m;
	int				 moves, asked = 0, line, col;
	uint64_t			 x = 7;
	atomic_int			 stop = 1;

	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	conflict_start(&pos, &board, 3);
	memset(&limits, 0, sizeof limits);
	limits.level = 3;
	memset(&five, 0, sizeof five);
	five.level = CONFLICT_AI_LEVELS;
	for (moves = 0; !pos.over && moves < 3000; moves++) {
		if (pos.dice[0] != 0) {
			five.seed = x;
			five.budget_ms = 4;
			five.stop = NULL;
			conflict_ai_choose(&pos, &five, &m, NULL);
			ck_assert_int_eq(conflict_check(&pos, pos.turn, &m),
			    CONFLICT_OK);
			five.stop = &stop;
			conflict_ai_choose(&pos, &five, &m, &info);
			ck_assert_int_eq(conflict_check(&pos, pos.turn, &m),
			    CONFLICT_OK);
			ck_assert_int_eq(info.positions, 0);
			asked++;
		}
		step(&limits, &x);
	}
	ck_assert(pos.over);
	ck_assert_int_gt(asked, 10);
}
END_TEST

/*
 * Levels 1 to 4 do a fixed amount of work: a budget of a millisecond
 * changes neither their move nor the futures they play.  Level 5 given no
 * budget does too, and plays more futures.
 */
START_TEST(test_computer_fixed_work)
{
	struct ai_limits	 limits;
	struct conflict_ai_info		 info, first;
	struct conflict_move		 m;
	char				 a[CONFLICT_MOVE_MAX];
	char				 b[CONFLICT_MOVE_MAX];
	int				 level, moves, line, col, four;
	uint64_t			 x = 11;
	atomic_int			 stop = 1;

	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	conflict_start(&pos, &board, 3);
	memset(&limits, 0, sizeof limits);
	limits.level = 3;
	/* Into the game, level 3 playing every seat, until a roll. */
	for (moves = 0; !pos.over && (moves < 30 || pos.dice[0] == 0);
	    moves++)
		step(&limits, &x);
	ck_assert(!pos.over);
	limits.seed = 5;
	for (level = 1; level < CONFLICT_AI_LEVELS; level++) {
		limits.level = level;
		limits.budget_ms = 0;
		conflict_ai_choose(&pos, &limits, &m, &first);
		conflict_format_move(&m, a, sizeof a);
		limits.budget_ms = 1;
		conflict_ai_choose(&pos, &limits, &m, &info);
		conflict_format_move(&m, b, sizeof b);
		ck_assert_str_eq(a, b);
		ck_assert_int_eq(info.candidates, first.candidates);
		ck_assert_int_eq(info.positions, first.positions);
	}
	/* Level 4 played its futures, unless told to stop. */
	ck_assert_int_gt(info.positions, 0);
	/*
	 * Level 5 with no budget plays all its futures, more than level 4:
	 * fixed work too, the same move and futures twice.
	 */
	four = info.positions;
	limits.level = CONFLICT_AI_LEVELS;
	limits.budget_ms = 0;
	conflict_ai_choose(&pos, &limits, &m, &first);
	conflict_format_move(&m, a, sizeof a);
	ck_assert_int_gt(first.positions, four);
	conflict_ai_choose(&pos, &limits, &m, &info);
	conflict_format_move(&m, b, sizeof b);
	ck_assert_str_eq(a, b);
	ck_assert_int_eq(info.positions, first.positions);
	limits.level = 4;
	limits.stop = &stop;
	conflict_ai_choose(&pos, &limits, &m, &info);
	ck_assert_int_eq(conflict_check(&pos, pos.turn, &m), CONFLICT_OK);
	ck_assert_int_eq(info.positions, 0);
}
END_TEST

/* The computer's move for the seat to move, as text. */
static void
think(int level, uint64_t seed, char *buf, size_t len)
{
	struct ai_limits	 limits;
	struct conflict_move		 m;

	memset(&limits, 0, sizeof limits);
	limits.level = level;
	limits.seed = seed;
	conflict_ai_choose(&pos, &limits, &m, NULL);
	ck_assert_int_eq(conflict_check(&pos, pos.turn, &m), CONFLICT_OK);
	conflict_format_move(&m, buf, len);
}

/* Plays the computer's whole roll for the seat to move. */
static void
computer_roll(int level)
{
	char	 move[CONFLICT_MOVE_MAX];
	int	 seat = pos.turn;

	while (!pos.over && pos.turn == seat && pos.dice[0] != 0) {
		think(level, 1, move, sizeof move);
		ck_assert_int_eq(play(seat, move), CONFLICT_OK);
	}
}

/* Every level but the first takes a base it can reach: it wins. */
START_TEST(test_computer_takes_base)
{
	int	 level;

	for (level = 2; level <= CONFLICT_AI_LEVELS; level++) {
		empty(2);
		keep(RED);
		keep(BLUE);
		put("f6", RED, CONFLICT_CANNON);
		roll(3, 1);
		computer_roll(level);
		ck_assert_msg(pos.over && conflict_winner(&pos) == RED,
		    "level %d let the base go", level);
	}
}
END_TEST

/*
 * From level 3 the computer weighs what threatens its base: it takes the
 * cannon two steps from it rather than an airplane worth more.
 */
START_TEST(test_computer_defends_base)
{
	char	 move[CONFLICT_MOVE_MAX];
	int	 level;

	for (level = 3; level <= CONFLICT_AI_LEVELS; level++) {
		empty(2);
		put("c4", RED, CONFLICT_CANNON);
		put("b6", BLUE, CONFLICT_CANNON);
		put("e3", BLUE, CONFLICT_PLANE);
		roll(2, 5);
		think(level, 1, move, sizeof move);
		ck_assert_msg(strcmp(move + strlen(move) - 2, "b6") == 0,
		    "level %d played %s", level, move);
	}
}
END_TEST

/* Without a time limit, the same seed makes the same choice. */
START_TEST(test_computer_repeats)
{
	char	 a[CONFLICT_MOVE_MAX], b[CONFLICT_MOVE_MAX];
	int	 level, line, col;

	ck_assert_int_eq(conflict_board_read(&board, test_board, &line, &col),
	    CONFLICT_OK);
	for (level = 1; level <= CONFLICT_AI_LEVELS; level++) {
		conflict_start(&pos, &board, 4);
		roll(4, 3);
		think(level, 99, a, sizeof a);
		think(level, 99, b, sizeof b);
		ck_assert_str_eq(a, b);
	}
}
END_TEST

/*
 * What the controllers are told through the game table, without the
 * state: the dice, the stocks, where a piece may go, a path found, and a
 * path drawn a step at a time.  On the test board a8 is cell 56 of the
 * view, a7 48, a6 40, a5 32 and a4 24.
 */
/*
 * A w by h board of land with a river down the middle, the bases in the
 * corners with a mine on water beside each and one on land: the largest
 * boards are read, named past z and played on.
 */
static char *
big_board(int w, int h)
{
	char	*text = malloc((size_t)(w + 1) * h + 1), *row;
	int	 r, c;

	ck_assert_ptr_nonnull(text);
	for (r = 0; r < h; r++) {
		row = text + (size_t)r * (w + 1);
		for (c = 0; c < w; c++)
			row[c] = c == w / 2 || c == w / 2 - 1 ? '~' : '.';
		row[w] = '\n';
	}
	text[(size_t)(w + 1) * h] = '\0';
	memcpy(text, "1~a", 3);
	memcpy(text + w - 3, "b~2", 3);
	row = text + (size_t)(h - 1) * (w + 1);
	memcpy(row, "3~c", 3);
	memcpy(row + w - 3, "d~4", 3);
	text[w + 1] = 'A';
	text[2 * w] = 'B';
	row -= w + 1;
	row[0] = 'C';
	row[w - 1] = 'D';
	return (text);
}

START_TEST(test_large_board)
{
	struct conflict_move	 m;
	struct ai_limits limits;
	char			*text, name[CONFLICT_SQUARE_MAX];
	char			 move[CONFLICT_MOVE_MAX];
	int			 line, col, moves;
	uint64_t		 x = 5;

	text = big_board(CONFLICT_SIDE_MAX, CONFLICT_SIDE_MAX);
	ck_assert_int_eq(conflict_board_read(&board, text, &line, &col),
	    CONFLICT_OK);
	free(text);
	ck_assert_int_eq(board.w, 64);
	ck_assert_int_eq(board.h, 64);
	/* Past z the columns are named like a spreadsheet's. */
	ck_assert_int_eq(board.base[BLUE], sq("bl64"));
	ck_assert_int_eq(board.base[PURPLE], sq("BL1"));
	ck_assert_int_eq(sq("aa1"), CONFLICT_SQ(0, 26));
	ck_assert_int_eq(sq("ba3"), CONFLICT_SQ(2, 52));
	conflict_format_square(CONFLICT_SQ(11, 27), name, sizeof name);
	ck_assert_str_eq(name, "ab12");
	conflict_format_square(CONFLICT_SQ(39, 25), name, sizeof name);
	ck_assert_str_eq(name, "z40");
	ck_assert_int_eq(conflict_parse_square(&board, "bm3", (const char **)
	    &text), -2);
	ck_assert_int_eq(conflict_parse_square(&board, "abc3",
	    (const char **)&text), -1);

	/* A path across the 26th column, in notation both ways. */
	conflict_start(&pos, &board, 4);
	put("x10", RED, CONFLICT_CANNON);
	conflict_roll(&m, 4, 2);
	conflict_apply(&pos, &m, &eff);
	ck_assert_int_eq(conflict_play(&pos, RED, "4 x10-y10-z10-aa10",
	    &m, &eff), CONFLICT_E_LENGTH);
	ck_assert_int_eq(conflict_play(&pos, RED, "4 X10-Y10-Z10-AA10-AB11",
	    &m, &eff), CONFLICT_OK);
	conflict_format_move(&m, move, sizeof move);
	ck_assert_str_eq(move, "4 x10-y10-z10-aa10-ab11");
	ck_assert_int_eq(kind_at("ab11"), CONFLICT_CANNON);

	/* Too wide and too high: the 65th column, the 65th row. */
	text = big_board(CONFLICT_SIDE_MAX + 1, 8);
	ck_assert_int_eq(conflict_board_read(&board, text, &line, &col),
	    CONFLICT_E_BOARD_SIZE);
	ck_assert_int_eq(line, 1);
	ck_assert_int_eq(col, 65);
	free(text);
	text = big_board(8, CONFLICT_SIDE_MAX + 1);
	ck_assert_int_eq(conflict_board_read(&board, text, &line, &col),
	    CONFLICT_E_BOARD_SIZE);
	ck_assert_int_eq(line, 65);
	free(text);

	/*
	 * The computer plays legal moves there, at every level.  Level 5
	 * thinks for as long as its budget allows, so the game goes on with
	 * level 3's move instead of its own: the same game on every machine.
	 */
	text = big_board(60, 40);
	ck_assert_int_eq(conflict_board_read(&board, text, &line, &col),
	    CONFLICT_OK);
	free(text);
	conflict_start(&pos, &board, 4);
	memset(&limits, 0, sizeof limits);
	for (moves = 0; moves < 60 && !pos.over; moves++) {
		limits.level = 1 + moves % CONFLICT_AI_LEVELS;
		if (limits.level == CONFLICT_AI_LEVELS && pos.dice[0] != 0) {
			limits.budget_ms = 50;
			limits.seed = x;
			conflict_ai_choose(&pos, &limits, &m, NULL);
			ck_assert_int_eq(conflict_check(&pos, pos.turn, &m),
			    CONFLICT_OK);
			limits.level = 3;
		}
		limits.budget_ms = 0;
		step(&limits, &x);
	}
	ck_assert_int_gt(conflict_set_count(&pos.occupied), 4);
}
END_TEST

/* The fairness report: a fair board warns of nothing; walls round one base
 * make it clearly worse off, by land. */
START_TEST(test_map_report)
{
	static const char fair[] =
		"1.a~~b.2\n"
		".A~~~~B.\n"
		"...~~...\n"
		"..^~~^..\n"
		"..^~~^..\n"
		"...~~...\n"
		".C~~~~D.\n"
		"3.c~~d.4\n";
	static const char walled[] =
		"1.a~~b.2\n"
		"^A~~~~B.\n"
		"^^^~~...\n"
		"..^~~^..\n"
		"..^~~^..\n"
		"...~~...\n"
		".C~~~~D.\n"
		"3.c~~d.4\n";
	struct conflict_map_report	 r;
	int				 line, col;

	ck_assert_int_eq(conflict_board_read(&board, fair, &line, &col),
	    CONFLICT_OK);
	conflict_map_report(&board, &r);
	ck_assert_int_eq(r.nworse, 0);
	ck_assert_int_eq(r.seat[RED].base, sq("a8"));
	ck_assert_int_eq(r.seat[RED].leaves[CONFLICT_SHIP], 1);
	ck_assert_int_eq(r.seat[RED].land[0], r.seat[PURPLE].land[0]);
	ck_assert_int_eq(r.seat[RED].dist[CONFLICT_MAP_AIR][BLUE], 7);
	/* Blue's only water next to its base is its mine: no way by ship. */
	ck_assert_int_eq(r.seat[RED].dist[CONFLICT_MAP_WATER][BLUE], -1);
	ck_assert_int_eq(r.seat[RED].dist[CONFLICT_MAP_LAND][GREEN], 7);
	ck_assert_int_eq(r.seat[RED].mines_near, 4);	/* f8 g7 b2 g2 */

	ck_assert_int_eq(conflict_board_read(&board, walled, &line, &col),
	    CONFLICT_OK);
	conflict_map_report(&board, &r);
	/* The wall cuts green's land off from the others too. */
	ck_assert_int_eq(r.nworse, 2);
	ck_assert(r.seat[GREEN].worse & CONFLICT_MAP_W_LAND_FAR);
	ck_assert(r.seat[RED].worse & CONFLICT_MAP_W_LAND_NEAR);
	ck_assert(r.seat[RED].worse & CONFLICT_MAP_W_WAY(CONFLICT_MAP_LAND));
	ck_assert_int_eq(r.seat[RED].dist[CONFLICT_MAP_LAND][BLUE], -1);
	ck_assert_int_eq(r.seat[BLUE].worse, 0);
}
END_TEST

START_TEST(test_entry_for_controllers)
{
	const struct game_entry	*g = game_find("conflict");
	struct game_setup	 setup;
	struct game_error	 error;
	struct game_story	 st;
	struct game_dice	 d;
	struct game_stock	 stocks[GAME_STOCKS_MAX];
	struct game_mover	 gun = { 56, 1, CONFLICT_GUN + 1, RED };
	struct game_mover	 on_a4 = { 24, 0, 0, -1 };
	unsigned char		 cells[GAME_CELLS_MAX];
	char			 event[GAME_EVENT_MAX];
	int			 path[GAME_PATH_MAX], i, n;
	const int		 water[] = { 56, 49 };
	const int		 down[] = { 56, 48, 40, 32, 24 };
	void			*state;

	memset(&setup, 0, sizeof setup);
	setup.nseats = 2;
	setup.board = test_board;
	ck_assert_int_eq(g->create(&setup, &state, &error), 0);
	g->dice(state, &d);
	ck_assert_int_eq(d.n, 0);
	ck_assert_int_eq(g->play(state, GAME_SEAT_ANY, "roll 4 6", &st), 0);
	g->dice(state, &d);
	ck_assert_int_eq(d.seat, RED);
	ck_assert_int_eq(d.n, 2);
	ck_assert_int_eq(d.value[0], 4);
	ck_assert_int_eq(d.value[1], 6);
	ck_assert_uint_eq(d.left, 3);
	ck_assert_int_eq(d.reserve, 0);

	/* Two players: red's and blue's stocks, available then reserve. */
	n = g->stocks(state, stocks);
	ck_assert_int_eq(n, 2 * 2 * CONFLICT_KINDS);
	ck_assert_int_eq(stocks[0].home, RED);
	ck_assert_int_eq(stocks[0].keeper, RED);
	ck_assert_int_eq(stocks[0].cell, 56);
	ck_assert_int_eq(stocks[0].count, 3);
	ck_assert_int_eq(stocks[CONFLICT_KINDS].reserve, 1);
	ck_assert_str_eq(stocks[CONFLICT_KINDS].take, "reserve cannon a8");
	ck_assert_int_eq(stocks[2 * CONFLICT_KINDS].home, BLUE);
	ck_assert_int_eq(game_try(g, state, RED,
	    stocks[CONFLICT_KINDS].take, NULL), -CONFLICT_E_NOT_SEVEN);

	/* Where the gun coming in may go, and may not. */
	n = g->reach(state, &gun, 4, cells);
	ck_assert_int_gt(n, 0);
	ck_assert_int_eq(cells[24], 1);
	ck_assert_int_eq(cells[49], 0);
	for (i = 0; i < 8 * 8; i++)
		n -= cells[i];
	ck_assert_int_eq(n, 0);
	ck_assert_int_eq(g->reach(state, &gun, 5, NULL), -CONFLICT_E_DIE);
	ck_assert_int_eq(g->reach(state, &on_a4, 0, NULL),
	    -CONFLICT_E_NO_PIECE);
	ck_assert_int_eq(g->route(state, &gun, 4, 24, path), 1);
	ck_assert_int_eq(path[0], 56);
	ck_assert_int_eq(path[4], 24);

	/* A path drawn: water refused, a whole one written as its move. */
	ck_assert_int_eq(g->trace(state, &gun, water, 2, event,
	    sizeof event), -CONFLICT_E_LAND);
	ck_assert_int_eq(g->trace(state, &gun, down, 3, event,
	    sizeof event), 0);
	ck_assert_str_eq(event, "");
	ck_assert_int_eq(g->trace(state, &gun, down, 5, event,
	    sizeof event), 0);
	ck_assert_str_eq(event, "4 enter gun a8-a7-a6-a5-a4");
	ck_assert_int_eq(g->play(state, RED, event, &st), 0);

	/* Now the gun has moved, and no other is left to come in. */
	ck_assert_int_eq(g->reach(state, &on_a4, 0, NULL), -CONFLICT_E_MOVED);
	ck_assert_int_eq(g->reach(state, &gun, 0, NULL),
	    -CONFLICT_E_NONE_LEFT);
	g->destroy(state);
}
END_TEST

Suite *
suite_conflict(void)
{
	Suite	*s = suite_create("conflict");
	TCase	*tc = tcase_create("conflict");

	/* Only against a hang: sanitizers and a loaded machine are slow. */
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_board_errors);
	tcase_add_test(tc, test_notation);
	tcase_add_test(tc, test_dice_are_chance);
	tcase_add_test(tc, test_dice_of_a_seed);
	tcase_add_test(tc, test_terrain);
	tcase_add_test(tc, test_paths);
	tcase_add_test(tc, test_blocking_and_capture);
	tcase_add_test(tc, test_plane_cannot_take);
	tcase_add_test(tc, test_enter);
	tcase_add_test(tc, test_two_dice_two_pieces);
	tcase_add_test(tc, test_decline_and_pass);
	tcase_add_test(tc, test_doubles);
	tcase_add_test(tc, test_seven);
	tcase_add_test(tc, test_mines);
	tcase_add_test(tc, test_mines_on_purpose);
	tcase_add_test(tc, test_takeover_tree);
	tcase_add_test(tc, test_takeover_stock_and_mines);
	tcase_add_test(tc, test_unused_corners);
	tcase_add_test(tc, test_last_alive);
	tcase_add_test(tc, test_movegen);
	tcase_add_test(tc, test_entry_for_controllers);
	tcase_add_test(tc, test_large_board);
	tcase_add_test(tc, test_map_report);
	tcase_add_test(tc, test_computer_plays_legal);
	tcase_add_test(tc, test_computer_level5_legal);
	tcase_add_test(tc, test_computer_fixed_work);
	tcase_add_test(tc, test_computer_takes_base);
	tcase_add_test(tc, test_computer_defends_base);
	tcase_add_test(tc, test_computer_repeats);
	suite_add_tcase(s, tc);
	return (s);
}
