/* table/conflict.c: Conflict in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/conflict_ai.h"
#include "game.h"
#include "games/conflict.h"
#include "i18n.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * A game as the game table holds it: the board, the position, and the
 * last move of a piece, to show.
 */
struct conflict_game {
	struct conflict_board	 board;
	struct conflict_pos	 pos;
	struct conflict_move	 last;
	struct conflict_effect	 last_effect;
	int			 has_last;
};

/* The ending reasons. */
enum { CONFLICT_END_NONE, CONFLICT_END_LAST, CONFLICT_END_NOBODY };

/* What the phrases tell. */
enum {
	TELL_ROLL,
	TELL_SEVEN,
	TELL_DOUBLES,
	TELL_DISCARD,
	TELL_MOVE,
	TELL_ENTER,
	TELL_TAKE,
	TELL_MINE,
	TELL_MINE_VICTIM,
	TELL_TAKEOVER,
	TELL_TAKE_FROM,
	TELL_TAKE_EMPTY,
	TELL_TAKE_HELD,
	TELL_SWEPT,
	TELL_OUT,
	TELL_RESERVE,
	TELL_DECLINE,
	TELL_PASS,
	TELL_RESIGN
};

static const char *const conflict_rules[] = {
	N_("Conflict is a war game for two to four players on a map of land, "
	    "water and impassable squares.  Player 1 (red) starts in the upper "
	    "left corner, 2 (blue) upper right, 3 (green) lower left and 4 "
	    "(purple) lower right; play goes in that order.  Each corner has "
	    "a home base, shown as +, which counts as land and as water, and "
	    "two mines of its player, shown as *."),
	N_("Each player has cannons (C) and anti-aircraft guns (A), which "
	    "move on land; ships (S) and submarines (U), which move on water; "
	    "and an airplane (P), which moves on both.  Each begins with 3 "
	    "cannons, 1 anti-aircraft gun, 1 airplane, 3 ships and 1 submarine "
	    "available, and 1 cannon, 1 airplane and 2 ships in reserve.  The "
	    "board starts empty."),
	N_("On your turn the game rolls two dice.  Each die moves a different "
	    "piece exactly that many squares, each step to one of the eight "
	    "neighbouring squares, never onto the same square twice.  The path "
	    "may only cross squares the piece may move on.  Every square "
	    "before the last must be empty, but an airplane flies over other "
	    "pieces."),
	N_("The last square must be empty or hold an enemy piece, which is "
	    "captured and leaves the game.  An airplane cannot capture an "
	    "anti-aircraft gun or a submarine.  A piece never lands on a "
	    "piece its owner controls."),
	N_("To bring in an available piece, start its path on your home "
	    "base: the base is not counted as a step, so one die takes it up "
	    "to six squares away.  A piece of a player you took over comes in "
	    "at that player's base, which you now hold."),
	N_("A die that no piece can use is discarded by the game; you may "
	    "also decline a die, or pass to decline every die left."),
	N_("Doubles: after moving, you roll again.  A piece moved in the "
	    "previous roll may move again; only moving the same piece twice "
	    "in one roll is forbidden.  Doubles with which no piece moved, "
	    "passed or lost, give no new roll."),
	N_("A roll totalling 7: before moving, you may take one of your "
	    "reserve pieces into your available pieces, and bring it in at "
	    "once."),
	N_("Mines: a piece that passes through or lands on a mine of another "
	    "player is destroyed, together with any piece resting on that "
	    "mine.  Your own mines, and those of players you control, are "
	    "safe for your pieces."),
	N_("Takeovers: a piece that ends its move on an opponent's home base "
	    "takes that player over: all their pieces, on the board, "
	    "available and in reserve, and their mines become yours, and so "
	    "do the players they had taken over.  A piece resting on a mine "
	    "that has just become hostile to it is destroyed.  A player "
	    "taken over is out of the game."),
	N_("Ownership is a tree, and the colour of the capturing piece "
	    "decides where the captured player hangs.  If red takes over blue, "
	    "and then captures green with a blue piece, green hangs under "
	    "blue.  If purple then captures green, purple gains green only; if "
	    "purple captures blue, it gains blue and green; if it captures "
	    "red, it gains red, blue and green."),
	N_("With fewer than four players the unused corners keep their bases "
	    "and mines.  Their mines are hostile to everyone, and any player "
	    "may capture an unused base, and so its mines.  It is not "
	    "necessary to capture them to win."),
	N_("The last player alive wins: by taking over every other player's "
	    "base, or by wiping out every piece (on the board, available and "
	    "in reserve) of every opponent.  A player may resign; their "
	    "pieces leave the game and their base stays, to be captured."),
	N_("Moves are written with the die, the piece's square and the whole "
	    "path, squares joined by hyphens (-), as in 4 c5-d6-e7-f8-g9.  A piece "
	    "coming in names its kind and starts at the base, as in 3 enter "
	    "ship b19-a18-a17-a16.  The kinds are cannon, gun, plane, ship "
	    "and sub.  Giving only the first and the last square, as in 4 "
	    "c5 g9, lets the game find a path that crosses no mine hostile to "
	    "the piece; to cross one all the same, write the whole path."),
	N_("Other moves: reserve plane on a 7 (reserve plane y19 for a "
	    "base you took over), decline 3 to leave a die unused, pass to "
	    "leave every die left, resign to give up.  The dice are written "
	    "roll 3 4; only the game rolls them."),
	N_("Boards are text files, a character a square: a dot (.) for "
	    "land, a tilde (~) for water, a caret (^) for an impassable "
	    "square, the digits 1 to 4 for the bases, the letters a to d for "
	    "the mines of players 1 to 4 on land and the capitals A to D for "
	    "those on water; lines starting with a hash (#) are comments.  A "
	    "board is 6 to 64 squares wide and high; the columns past z are "
	    "aa, ab and so on, as in ab12."),
	NULL
};

static const char *const conflict_sides[] = {
	N_("red"), N_("blue"), N_("green"), N_("purple"), NULL
};

static const char *const conflict_piece_names[] = {
	N_("cannon"), N_("anti-aircraft gun"), N_("airplane"), N_("ship"),
	N_("submarine"), NULL
};

static const char *const conflict_errors[] = {
	[CONFLICT_OK] = "",
	[CONFLICT_E_SYNTAX] = N_("That is not a move: write the die, the "
	    "piece's square and its path, as in 4 c5-d6-e7-f8-g9, or 3 enter "
	    "ship and a path from the base, or pass."),
	[CONFLICT_E_OVER] = N_("The game is over."),
	[CONFLICT_E_TURN] = N_("It is not your turn."),
	[CONFLICT_E_ROLL_DUE] = N_("The dice have not been rolled yet."),
	[CONFLICT_E_ROLLED] = N_("The dice are already rolled."),
	[CONFLICT_E_ROLLER] = N_("Only the game rolls the dice."),
	[CONFLICT_E_DIE] = N_("No die left to play shows that number."),
	[CONFLICT_E_SQUARE] = N_("That square is not on the board."),
	[CONFLICT_E_NOT_SQUARE] = N_("That is not a square: write its column "
	    "and row, as in b19."),
	[CONFLICT_E_DECLINE] = N_("Write decline and the die you leave "
	    "unused, as in decline 4."),
	[CONFLICT_E_RESERVE] = N_("Write reserve, the kind of piece and, if "
	    "you hold more than one base, its square, as in reserve ship or "
	    "reserve ship c8."),
	[CONFLICT_E_KIND] = N_("That is not a kind of piece: write cannon, "
	    "gun, plane, ship or sub (or C, A, P, S, U), as in 4 enter ship "
	    "or reserve ship."),
	[CONFLICT_E_NO_PIECE] = N_("You have no piece on that square."),
	[CONFLICT_E_MOVED] = N_("That piece has already moved in this roll: "
	    "the other die moves another piece."),
	[CONFLICT_E_LENGTH] = N_("The path must be exactly as many steps as "
	    "the die shows."),
	[CONFLICT_E_STEP] = N_("Each step goes to a neighbouring square."),
	[CONFLICT_E_TWICE] = N_("A path may not visit the same square twice."),
	[CONFLICT_E_LAND] = N_("Cannons and anti-aircraft guns cannot go on "
	    "water."),
	[CONFLICT_E_WATER] = N_("Ships and submarines cannot go on land."),
	[CONFLICT_E_HIGH] = N_("Nothing can cross an impassable square."),
	[CONFLICT_E_IN_WAY] = N_("A piece is in the way: only an airplane "
	    "flies over other pieces."),
	[CONFLICT_E_OWN] = N_("The last square holds one of your own "
	    "pieces."),
	[CONFLICT_E_PLANE_GUN] = N_("An airplane cannot capture an "
	    "anti-aircraft gun."),
	[CONFLICT_E_PLANE_SUB] = N_("An airplane cannot capture a "
	    "submarine."),
	[CONFLICT_E_NOT_BASE] = N_("A piece can come in only at a home base "
	    "you hold: its path starts there, as in 3 enter ship, the base's "
	    "square, a dash and where the ship goes."),
	[CONFLICT_E_NONE_LEFT] = N_("You have no such piece available to "
	    "bring in."),
	[CONFLICT_E_NOT_SEVEN] = N_("A reserve piece may be taken only on a "
	    "roll of 7, before moving."),
	[CONFLICT_E_NO_RESERVE] = N_("You have no such piece in reserve."),
	[CONFLICT_E_NO_PATH] = N_("No path of that many steps reaches that "
	    "square."),
	[CONFLICT_E_MINED] = N_("Every such path crosses a hostile mine: "
	    "write the whole path to risk it."),
	[CONFLICT_E_RESIGN] = N_("That player is not in the game."),
	[CONFLICT_E_OTHER] = N_("You may resign only for yourself."),
	[CONFLICT_E_BOARD_CHAR] = N_("A board is written with a dot (.) for "
	    "land, a tilde (~) for water, a caret (^) for impassable squares, "
	    "1 to 4 for the bases, and a to d or the capitals A to D for mines "
	    "on land or water."),
	[CONFLICT_E_BOARD_WIDTH] = N_("Every row of the board must be as "
	    "long as the first."),
	[CONFLICT_E_BOARD_SIZE] = N_("A board is 6 to 64 squares wide and "
	    "high."),
	[CONFLICT_E_BOARD_BASE_TWICE] = N_("This base is on the board twice."),
	[CONFLICT_E_BOARD_NO_BASE] = N_("The board needs the four home bases, "
	    "1 to 4."),
	[CONFLICT_E_BOARD_MINES] = N_("Each player has exactly two mines (a "
	    "to d on land, A to D on water)."),
	[CONFLICT_E_BOARD_NO_LAND] = N_("This base does not touch land, so "
	    "cannons could not leave it."),
	[CONFLICT_E_BOARD_NO_WATER] = N_("This base does not touch water, so "
	    "ships could not leave it."),
	[CONFLICT_E_PLAYERS] = N_("Conflict is for 2 to 4 players."),
};

static const char *const conflict_endings[] = {
	[CONFLICT_END_NONE] = "",
	[CONFLICT_END_LAST] = N_("Only one player is left."),
	[CONFLICT_END_NOBODY] = N_("The last players lost their last pieces "
	    "at once."),
	NULL
};

static const struct game_phrase conflict_phrases[] = {
	[TELL_ROLL] = { N_("{who} rolls {a} and {b}."), NULL, NULL,
	    N_("You roll {a} and {b}."), .subject = "who" },
	[TELL_SEVEN] = { N_("That makes 7: {who} may take a reserve piece "
	    "first."), NULL, NULL, N_("That makes 7: you may take a reserve "
	    "piece first."), .subject = "who" },
	[TELL_DOUBLES] = { N_("Doubles: another roll follows."), NULL, NULL },
	[TELL_DISCARD] = { N_("No piece can use the {die}, so it is "
	    "discarded."), NULL, NULL },
	[TELL_MOVE] = { N_("{player} moves the {piece} from {from} to {to} "
	    "({path})."), NULL, NULL,
	    N_("You move your {piece} from {from} to {to} ({path}).") },
	[TELL_ENTER] = { N_("{player} brings a new {piece} in from {from} "
	    "to {to} ({path})."), NULL, NULL,
	    N_("You bring a new {piece} in from {from} to {to} ({path}).") },
	[TELL_TAKE] = { N_("It captures the {piece} of {owner}."), NULL,
	    NULL, .yours_zero = N_("It captures your {piece}.") },
	[TELL_MINE] = { N_("A mine on {at} destroys it."), NULL, NULL },
	[TELL_MINE_VICTIM] = { N_("The mine destroys the {piece} of {owner} "
	    "resting there too."), NULL, NULL,
	    .yours_zero = N_("The mine destroys your {piece} resting there "
	    "too.") },
	[TELL_TAKEOVER] = { N_("{player} takes over {other}, with their "
	    "pieces, base and mines."), NULL, NULL,
	    N_("You take over {other}: their pieces, base and mines are yours "
	    "now."), NULL, NULL,
	    N_("{player} takes you over, with your pieces, base and mines.") },
	[TELL_TAKE_FROM] = { N_("{player} takes the base of {taken} from "
	    "{other}, with its pieces and mines."), NULL, NULL,
	    N_("You take the base of {taken} from {other}, with its pieces "
	    "and mines."), NULL, NULL,
	    N_("{player} takes the base of {taken} from you, with its pieces "
	    "and mines.") },
	[TELL_TAKE_EMPTY] = { N_("{player} captures the unused base on {at} "
	    "and its mines."), NULL, NULL,
	    N_("You capture the unused base on {at} and its mines.") },
	[TELL_TAKE_HELD] = { N_("{player} captures the unused base on {at} "
	    "from {other}."), NULL, NULL,
	    N_("You capture the unused base on {at} from {other}."), NULL,
	    NULL, N_("{player} captures the unused base on {at} from you.") },
	[TELL_SWEPT] = { N_("No piece rests on a mine turned hostile."),
	    NP_("{count} piece of {other} resting on a mine that is now "
	    "hostile is destroyed.", "{count} pieces of {other} resting on "
	    "mines that are now hostile are destroyed."),
	    N_("No piece rests on a mine turned hostile."),
	    NP_("{count} of your pieces resting on a mine that is now hostile "
	    "is destroyed.", "{count} of your pieces resting on mines that "
	    "are now hostile are destroyed."), .subject = "other" },
	[TELL_OUT] = { N_("{other} is out of the game."), NULL, NULL,
	    N_("You are out of the game."), .subject = "other" },
	[TELL_RESERVE] = { N_("{player} takes one {piece} from the reserve "
	    "into the pieces available at {at}."), NULL, NULL,
	    N_("You take one {piece} from the reserve into your pieces "
	    "available at {at}.") },
	[TELL_DECLINE] = { N_("{player} leaves the {die} unused."), NULL,
	    NULL, N_("You leave the {die} unused.") },
	[TELL_PASS] = { N_("{player} passes."), NULL, NULL,
	    N_("You pass.") },
	[TELL_RESIGN] = { N_("{other} resigns."), NULL, NULL,
	    N_("You resign."), .subject = "other" },
};

/* Reads the board and sets up the start. */
static int
conflict_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct conflict_game	*g;

	memset(error, 0, sizeof *error);
	if (setup->nseats < 2 || setup->nseats > CONFLICT_PLAYERS) {
		error->code = CONFLICT_E_PLAYERS;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	if (setup->board == NULL) {
		error->code = CONFLICT_E_BOARD_NO_BASE;
		return (-1);
	}
	g = xcalloc(1, sizeof *g);
	if ((error->code = conflict_board_read(&g->board, setup->board,
	    &error->line, &error->column)) != CONFLICT_OK) {
		free(g);
		return (-1);
	}
	conflict_start(&g->pos, &g->board, setup->nseats);
	*out = g;
	return (0);
}

static void *
conflict_game_copy(const void *s)
{
	struct conflict_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	g->pos.b = &g->board;
	return (g);
}

static void
conflict_game_destroy(void *s)
{
	free(s);
}

static int
conflict_game_turn(const void *s)
{
	const struct conflict_game	*g = s;

	if (g->pos.over)
		return (GAME_TURN_OVER);
	if (g->pos.dice[0] == 0)
		return (GAME_TURN_CHANCE);
	return (g->pos.turn);
}

/* The translated name of a piece's kind. */
static const char *
conflict_piece_name(int piece)
{
	return (_(conflict_piece_names[CONFLICT_KIND(piece)]));
}

/* Tells a roll of the dice by mover, and a seven that brings a reserve. */
static void
conflict_tell_roll(const struct conflict_pos *p, const struct conflict_move *m,
    int mover, struct game_story *st)
{
	struct game_sentence	*s;
	char			 n[8];

	s = game_say(st, TELL_ROLL, 0);
	game_arg_seat(s, "who", mover);
	snprintf(n, sizeof n, "%d", m->die);
	game_arg(s, "a", n);
	snprintf(n, sizeof n, "%d", m->die2);
	game_arg(s, "b", n);
	if (m->die + m->die2 == 7 && p->seven) {
		s = game_say(st, TELL_SEVEN, 0);
		game_arg_seat(s, "who", mover);
	}
}

/*
 * Tells a piece's move or entry along its path, and what it took or the
 * mine it met; root holds who held each colour before the move.
 */
static void
conflict_tell_piece(const struct conflict_move *m,
    const struct conflict_effect *e, const int *root, struct game_story *st)
{
	struct game_sentence	*s;
	char			 sq[8], path[CONFLICT_MOVE_MAX];
	size_t			 used = 0;
	int			 i;

	s = game_say(st, m->type == CONFLICT_MOVE_ENTER ? TELL_ENTER :
	    TELL_MOVE, 0);
	game_arg(s, "piece", conflict_piece_name(e->mover));
	conflict_format_square(m->path[0], sq, sizeof sq);
	game_arg(s, "from", sq);
	conflict_format_square(m->path[m->len - 1], sq, sizeof sq);
	game_arg(s, "to", sq);
	path[0] = '\0';
	for (i = 0; i < m->len; i++) {
		conflict_format_square(m->path[i], sq, sizeof sq);
		used += snprintf(path + used, sizeof path - used, "%s%s",
		    i > 0 ? "-" : "", sq);
	}
	game_arg(s, "path", path);
	if (e->taken != 0) {
		s = game_say(st, TELL_TAKE, 0);
		game_arg(s, "piece", conflict_piece_name(e->taken));
		game_arg_seat(s, "owner", root[CONFLICT_COLOUR(e->taken)]);
	}
	if (e->mined != CONFLICT_NOWHERE) {
		s = game_say(st, TELL_MINE, 0);
		conflict_format_square(e->mined, sq, sizeof sq);
		game_arg(s, "at", sq);
		if (e->victim != 0) {
			s = game_say(st, TELL_MINE_VICTIM, 0);
			game_arg(s, "piece", conflict_piece_name(e->victim));
			game_arg_seat(s, "owner",
			    root[CONFLICT_COLOUR(e->victim)]);
		}
	}
}

/*
 * Tells the capture of a base, of a player or unused, from whoever held
 * it, and the pieces lost on the mines it turned hostile.
 */
static void
conflict_tell_base(const struct conflict_pos *p,
    const struct conflict_effect *e, struct game_story *st)
{
	struct game_sentence	*s;
	char			 sq[8];
	int			 c;

	conflict_format_square(p->b->base[e->base], sq, sizeof sq);
	if (e->base < p->nplayers && e->from_seat == e->base) {
		s = game_say(st, TELL_TAKEOVER, 0);
		game_arg_seat(s, "other", e->base);
	} else if (e->base < p->nplayers) {
		s = game_say(st, TELL_TAKE_FROM, 0);
		game_arg(s, "taken", _(conflict_sides[e->base]));
		game_arg_seat(s, "other", e->from_seat);
	} else if (e->from_seat == e->base) {
		s = game_say(st, TELL_TAKE_EMPTY, 0);
		game_arg(s, "at", sq);
	} else {
		s = game_say(st, TELL_TAKE_HELD, 0);
		game_arg(s, "at", sq);
		game_arg_seat(s, "other", e->from_seat);
	}
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (e->lost[c] == 0)
			continue;
		s = game_say(st, TELL_SWEPT, e->lost[c]);
		snprintf(sq, sizeof sq, "%d", e->lost[c]);
		game_arg(s, "count", sq);
		game_arg_seat(s, "other", c);
	}
}

/* Tells what a move did, sentence by sentence; root holds who held each
 * colour before it, the owner of a piece it took (a takeover after the
 * capture gives the piece's colour to the mover). */
static void
conflict_tell(const struct conflict_game *g, const struct conflict_move *m,
    const struct conflict_effect *e, int mover, const int *root,
    struct game_story *st)
{
	const struct conflict_pos	*p = &g->pos;
	struct game_sentence		*s;
	char				 sq[8];
	int				 i, c;

	switch (m->type) {
	case CONFLICT_MOVE_ROLL:
		conflict_tell_roll(p, m, mover, st);
		break;
	case CONFLICT_MOVE_RESIGN:
		s = game_say(st, TELL_RESIGN, 0);
		game_arg_seat(s, "other", m->colour);
		break;
	case CONFLICT_MOVE_PASS:
		game_say(st, TELL_PASS, 0);
		break;
	case CONFLICT_MOVE_DECLINE:
		s = game_say(st, TELL_DECLINE, 0);
		snprintf(sq, sizeof sq, "%d", m->die);
		game_arg(s, "die", sq);
		break;
	case CONFLICT_MOVE_RESERVE:
		s = game_say(st, TELL_RESERVE, 0);
		game_arg(s, "piece", _(conflict_piece_names[m->kind]));
		conflict_format_square(m->path[0], sq, sizeof sq);
		game_arg(s, "at", sq);
		break;
	default:
		conflict_tell_piece(m, e, root, st);
		break;
	}
	if (e->base >= 0)
		conflict_tell_base(p, e, st);
	for (c = 0; c < p->nplayers; c++) {
		if (e->out & (1U << c)) {
			s = game_say(st, TELL_OUT, 0);
			game_arg_seat(s, "other", c);
		}
	}
	for (i = 1; i <= CONFLICT_DIE_MAX; i++) {
		if (e->discarded & (1U << i)) {
			s = game_say(st, TELL_DISCARD, 0);
			snprintf(sq, sizeof sq, "%d", i);
			game_arg(s, "die", sq);
		}
	}
	if (e->again)
		game_say(st, TELL_DOUBLES, 0);
}

static int
conflict_game_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct conflict_game	*g = s;
	struct conflict_move	 m;
	struct conflict_effect	 e;
	int			 error, mover = g->pos.turn, c;
	int			 root[CONFLICT_PLAYERS];

	memset(st, 0, sizeof *st);
	if ((error = conflict_parse_move(&g->pos, text, &m)) != CONFLICT_OK)
		return (error);
	if ((error = conflict_check(&g->pos, seat, &m)) != CONFLICT_OK)
		return (error);
	if (m.type == CONFLICT_MOVE_RESIGN)
		mover = m.colour;
	for (c = 0; c < CONFLICT_PLAYERS; c++)
		root[c] = conflict_root(&g->pos, c);
	conflict_apply(&g->pos, &m, &e);
	st->seat = m.type == CONFLICT_MOVE_ROLL ? -1 : mover;
	conflict_format_move(&m, st->event, sizeof st->event);
	conflict_tell(g, &m, &e, mover, root, st);
	if (m.type == CONFLICT_MOVE_PIECE || m.type == CONFLICT_MOVE_ENTER) {
		g->last = m;
		g->last_effect = e;
		g->has_last = 1;
	}
	return (CONFLICT_OK);
}

static int
conflict_game_chance(const void *s, struct rng *rng, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	struct conflict_move		 m;

	if (conflict_game_turn(g) != GAME_TURN_CHANCE)
		return (-1);
	conflict_roll_random(&m, rng);
	conflict_format_move(&m, buf, len);
	return (0);
}

/* Whether a recorded event is a roll of the dice, as chance() writes it. */
static int
conflict_game_is_chance(const char *text)
{
	return (strncmp(text, "roll ", 5) == 0);
}

static int
conflict_game_result(const void *s, struct game_result *r)
{
	const struct conflict_game	*g = s;
	int				 winner;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (!g->pos.over)
		return (0);
	if ((winner = conflict_winner(&g->pos)) >= 0) {
		r->winners = 1U << winner;
		r->reason = CONFLICT_END_LAST;
	} else
		r->reason = CONFLICT_END_NOBODY;
	return (1);
}

/* Writes a colour's stock, as "C3A1P1S3U1". */
static size_t
conflict_stock(const uint8_t *n, char *buf, size_t len)
{
	size_t	 used = 0;
	int	 k;

	for (k = 0; k < CONFLICT_KINDS && used < len; k++)
		used += snprintf(buf + used, len - used, "%c%d",
		    conflict_kind_letters[k], n[k]);
	return (used);
}

/*
 * The position in one line: whose turn and the dice, the tree (each
 * colour's parent, - for none), the pieces as kind, colour and square, and
 * each colour's available and reserve pieces:
 *	turn=1 dice=3,4 left=3,4 seven=1 moved=- tree=-,-,-,- \
 *	pieces=C1:c5,S2:d7 avail=C3A1P1S3U1/... reserve=C1A0P1S2U0/...
 */
static void
conflict_game_position(const void *s, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	char				 sq[8];
	size_t				 used;
	int				 c, i, n = 0;

#define ADD(...) do {							\
	if (used < len)							\
		used += snprintf(buf + used, len - used, __VA_ARGS__);	\
} while (0)
	used = 0;
	buf[0] = '\0';
	ADD("turn=%d dice=%d,%d left=", p->turn + 1, p->dice[0], p->dice[1]);
	for (i = 0; i < 2; i++)
		if (p->left & (1 << i))
			ADD("%s%d", n++ > 0 ? "," : "", p->dice[i]);
	if (n == 0)
		ADD("-");
	ADD(" seven=%d moved=", p->seven);
	if (p->moved >= 0) {
		conflict_format_square(p->moved, sq, sizeof sq);
		ADD("%s", sq);
	} else
		ADD("-");
	ADD(" tree=");
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (p->parent[c] >= 0)
			ADD("%s%d", c > 0 ? "," : "", p->parent[c] + 1);
		else
			ADD("%s-", c > 0 ? "," : "");
	}
	ADD(" pieces=");
	n = 0;
	for (i = conflict_set_next(&p->occupied, 0); i >= 0;
	    i = conflict_set_next(&p->occupied, i + 1)) {
		if (p->sq[i] == 0)
			continue;
		conflict_format_square(i, sq, sizeof sq);
		ADD("%s%c%d:%s", n++ > 0 ? "," : "",
		    conflict_kind_letters[CONFLICT_KIND(p->sq[i])],
		    CONFLICT_COLOUR(p->sq[i]) + 1, sq);
	}
	if (n == 0)
		ADD("-");
	ADD(" avail=");
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		ADD("%s", c > 0 ? "/" : "");
		if (used < len)
			used += conflict_stock(p->avail[c], buf + used,
			    len - used);
	}
	ADD(" reserve=");
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		ADD("%s", c > 0 ? "/" : "");
		if (used < len)
			used += conflict_stock(p->reserve[c], buf + used,
			    len - used);
	}
#undef ADD
}

/*
 * The legal moves, a line per die and piece: the die, the piece (or enter,
 * its kind and the base) and the squares it can reach; then the reserve
 * pieces that may be taken, the declines and pass.  Returns how many moves.
 */
static int
conflict_game_moves(const void *s, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	struct conflict_moves		 ml;
	const struct conflict_move	*m, *first = NULL;
	char				 sq[8], text[CONFLICT_MOVE_MAX];
	size_t				 used = 0;
	int				 i, n;

	buf[0] = '\0';
	conflict_moves_init(&ml);
	n = conflict_movegen(&g->pos, &ml);
	for (i = 0; i < ml.n && used < len; i++) {
		m = &ml.list[i];
		if (m->type != CONFLICT_MOVE_PIECE &&
		    m->type != CONFLICT_MOVE_ENTER) {
			conflict_format_move(m, text, sizeof text);
			used += snprintf(buf + used, len - used, "%s%s",
			    used > 0 ? "\n" : "", text);
			first = NULL;
			continue;
		}
		if (first == NULL || first->die != m->die ||
		    first->type != m->type || first->path[0] != m->path[0] ||
		    first->kind != m->kind) {
			first = m;
			conflict_format_square(m->path[0], sq, sizeof sq);
			if (m->type == CONFLICT_MOVE_ENTER)
				used += snprintf(buf + used, len - used,
				    "%s%d enter %s %s:", used > 0 ? "\n" : "",
				    m->die, conflict_kind_words[m->kind], sq);
			else
				used += snprintf(buf + used, len - used,
				    "%s%d %s:", used > 0 ? "\n" : "", m->die,
				    sq);
		}
		if (used >= len)
			break;
		conflict_format_square(m->path[m->len - 1], sq, sizeof sq);
		used += snprintf(buf + used, len - used, " %s", sq);
	}
	conflict_moves_free(&ml);
	if (used >= len)
		return (-1);
	return (n);
}

static void
conflict_game_view(const void *s, struct game_view *v)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	const struct conflict_board	*b = &g->board;
	struct game_cell		*c;
	int				 row, col, sq, i, owner;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_TERRAIN;
	v->cols = b->w;
	v->rows = b->h;
	for (row = 0; row < b->h; row++) {
		for (col = 0; col < b->w; col++) {
			sq = CONFLICT_SQ(row, col);
			c = &v->cells[row * b->w + col];
			c->owner = -1;
			c->keeper = c->home = -1;
			switch (b->terrain[sq]) {
			case CONFLICT_LAND:
				c->terrain = GAME_TERRAIN_LAND;
				break;
			case CONFLICT_WATER:
				c->terrain = GAME_TERRAIN_WATER;
				break;
			case CONFLICT_HIGH:
				c->terrain = GAME_TERRAIN_HIGH;
				c->flags |= GAME_CELL_BLOCKED;
				break;
			default:
				c->terrain = GAME_TERRAIN_LAND;
				c->flags |= GAME_CELL_BASE;
				for (i = 0; i < CONFLICT_PLAYERS; i++)
					if (b->base[i] == sq)
						c->home = i;
				break;
			}
			if (b->mine[sq] >= 0) {
				c->flags |= GAME_CELL_MINE;
				c->home = b->mine[sq];
			}
			if (c->home >= 0) {
				owner = conflict_root(p, c->home);
				c->keeper = owner < p->nplayers ? owner : -1;
			}
			if (p->sq[sq] != 0) {
				owner = conflict_root(p,
				    CONFLICT_COLOUR(p->sq[sq]));
				c->owner = owner;
				c->piece = CONFLICT_KIND(p->sq[sq]) + 1;
			}
		}
	}
	if (g->has_last) {
		for (i = 0; i < g->last.len; i++) {
			sq = g->last.path[i];
			v->cells[CONFLICT_ROW(sq) * b->w + CONFLICT_COL(sq)].flags
			    |= GAME_CELL_CHANGED;
		}
		sq = g->last_effect.mined != CONFLICT_NOWHERE ?
		    g->last_effect.mined : g->last.path[g->last.len - 1];
		v->cells[CONFLICT_ROW(sq) * b->w + CONFLICT_COL(sq)].flags |=
		    GAME_CELL_MOVED;
	}
	for (i = 0; i < p->nplayers; i++)
		v->score[i] = p->parent[i] < 0 ? conflict_pieces(p, i) : 0;
}

static int
conflict_game_think(const void *s, const struct ai_limits *rq,
    char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	struct conflict_move		 m;

	if (conflict_game_turn(g) < 0)
		return (CONFLICT_E_OVER);
	conflict_ai_choose(&g->pos, rq, &m, NULL);
	conflict_format_move(&m, buf, len);
	return (CONFLICT_OK);
}

/* A list of pieces, as "3 cannons, 1 ship", or "none". */
static void
conflict_list(const uint8_t *n, char *buf, size_t len)
{
	static const char *const many[][2] = {
		{ NP_("%d cannon", "%d cannons") },
		{ NP_("%d anti-aircraft gun", "%d anti-aircraft guns") },
		{ NP_("%d airplane", "%d airplanes") },
		{ NP_("%d ship", "%d ships") },
		{ NP_("%d submarine", "%d submarines") },
	};
	char	 one[64];
	size_t	 used = 0;
	int	 k;

	buf[0] = '\0';
	for (k = 0; k < CONFLICT_KINDS; k++) {
		if (n[k] == 0)
			continue;
		snprintf(one, sizeof one, ngettext(many[k][0], many[k][1],
		    n[k]), n[k]);
		if (used < len)
			used += snprintf(buf + used, len - used, "%s%s",
			    used > 0 ? ", " : "", one);
	}
	if (used == 0)
		snprintf(buf, len, "%s", _("none"));
}

/* Says the dice, and each colour's stock and keeper, in sentences, to
 * the player you (or -1). */
static void
conflict_game_describe(const void *s, int you, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	char				 avail[256], reserve[256], sq[8];
	size_t				 used = 0;
	int				 c, root, i, n;

#define ADD(...) do {							\
	if (used < len)							\
		used += snprintf(buf + used, len - used, __VA_ARGS__);	\
} while (0)
	buf[0] = '\0';
	if (!p->over && p->dice[0] != 0) {
		if (p->turn == you)
			ADD(_("You rolled %d and %d."), p->dice[0], p->dice[1]);
		else
			ADD(_("%s rolled %d and %d."),
			    _(conflict_sides[p->turn]), p->dice[0], p->dice[1]);
		n = 0;
		for (i = 0; i < 2; i++)
			n += (p->left >> i) & 1;
		if (n == 2)
			ADD(" %s", _("Both dice are left to play."));
		else if (n == 1)
			ADD(_(" The %d is left to play."),
			    p->dice[(p->left & 1) ? 0 : 1]);
		if (p->seven && p->turn == you)
			ADD(" %s", _("It is a 7: you may take a reserve piece "
			    "first."));
		else if (p->seven)
			ADD(_(" It is a 7: %s may take a reserve piece first."),
			    _(conflict_sides[p->turn]));
		if (p->moved >= 0) {
			conflict_format_square(p->moved, sq, sizeof sq);
			ADD(_(" The piece on %s has moved in this roll."), sq);
		}
		ADD("\n");
	}
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		root = conflict_root(p, c);
		if (c >= p->nplayers && root == c)
			continue;
		conflict_list(p->avail[c], avail, sizeof avail);
		conflict_list(p->reserve[c], reserve, sizeof reserve);
		if (root != c && root == you)
			ADD(_("%s, held by you: available %s; in reserve %s."),
			    _(conflict_sides[c]), avail, reserve);
		else if (root != c && c == you)
			ADD(_("Yours (%s), held by %s: available %s; in reserve "
			    "%s."), _(conflict_sides[c]), _(conflict_sides[root]),
			    avail, reserve);
		else if (root != c)
			ADD(_("%s, held by %s: available %s; in reserve %s."),
			    _(conflict_sides[c]), _(conflict_sides[root]),
			    avail, reserve);
		else if (p->resigned & (1U << c) && c == you)
			ADD("%s", _("You resigned."));
		else if (p->resigned & (1U << c))
			ADD(_("%s resigned."), _(conflict_sides[c]));
		else if (c == you)
			ADD(_("Yours (%s): available %s; in reserve %s."),
			    _(conflict_sides[c]), avail, reserve);
		else
			ADD(_("%s: available %s; in reserve %s."),
			    _(conflict_sides[c]), avail, reserve);
		ADD("\n");
	}
#undef ADD
	if (used > 0 && used < len && buf[used - 1] == '\n')
		buf[used - 1] = '\0';
}

/* paths SQUARE: where the piece on a square (or coming in at a base) can
 * go with each die left. */
static int
conflict_game_paths(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	struct conflict_set		 to;
	const char			*end;
	char				 sq[8], name[8];
	size_t				 used = 0;
	int				 start, i, k, c = -1, t, n, kinds = 0;
	int				 dice[2], ndice = 0;

	(void)you;
	(void)draft;
	(void)dlen;
	if ((start = conflict_parse_square(p->b, arg, &end)) == -1 ||
	    *end != '\0')
		return (CONFLICT_E_NOT_SQUARE);
	if (start == -2)
		return (CONFLICT_E_SQUARE);
	if (p->dice[0] == 0 || p->over)
		return (p->over ? CONFLICT_E_OVER : CONFLICT_E_ROLL_DUE);
	for (i = 0; i < CONFLICT_PLAYERS; i++)
		if (p->b->base[i] == start &&
		    conflict_controls(p, p->turn, i))
			c = i;
	if (p->sq[start] == 0 && c < 0)
		return (CONFLICT_E_NO_PIECE);
	if (p->sq[start] != 0 && !conflict_controls(p, p->turn,
	    CONFLICT_COLOUR(p->sq[start])) && c < 0)
		return (CONFLICT_E_NO_PIECE);
	for (i = 0; i < 2; i++)
		if ((p->left & (1 << i)) &&
		    (ndice == 0 || dice[0] != p->dice[i]))
			dice[ndice++] = p->dice[i];
	conflict_format_square(start, name, sizeof name);
	buf[0] = '\0';
	for (i = 0; i < ndice; i++) {
		for (k = -1; k < CONFLICT_KINDS; k++) {
			if (k < 0) {
				if (p->sq[start] == 0 || (c >= 0 &&
				    !conflict_controls(p, p->turn,
				    CONFLICT_COLOUR(p->sq[start]))))
					continue;
				if (start == p->moved) {
					used += snprintf(buf + used, len - used,
					    _("%sThe piece on %s has moved in "
					    "this roll."), used > 0 ? "\n" : "",
					    name);
					continue;
				}
				n = conflict_reach(p, start,
				    CONFLICT_KIND(p->sq[start]),
				    CONFLICT_COLOUR(p->sq[start]), dice[i],
				    &to);
				used += snprintf(buf + used, len - used,
				    _("%sWith a %d, the %s on %s reaches:"),
				    used > 0 ? "\n" : "", dice[i],
				    conflict_piece_name(p->sq[start]), name);
			} else {
				if (c < 0 || p->avail[c][k] == 0)
					continue;
				kinds++;
				n = conflict_reach(p, start, k, c, dice[i], &to);
				used += snprintf(buf + used, len - used,
				    _("%sWith a %d, the %s coming in at %s "
				    "reaches:"), used > 0 ? "\n" : "", dice[i],
				    _(conflict_piece_names[k]), name);
			}
			for (t = conflict_set_next(&to, 0); t >= 0 &&
			    used < len; t = conflict_set_next(&to, t + 1)) {
				conflict_format_square(t, sq, sizeof sq);
				used += snprintf(buf + used, len - used, " %s",
				    sq);
			}
			if (n == 0 && used < len)
				used += snprintf(buf + used, len - used, " %s",
				    _("nothing"));
			if (used >= len)
				return (CONFLICT_OK);
		}
	}
	if (used == 0 && c >= 0 && kinds == 0)
		snprintf(buf, len, "%s", _("No piece is available to bring "
		    "in there."));
	else if (used == 0)
		snprintf(buf, len, "%s", _("No die is left to play."));
	return (CONFLICT_OK);
}

/* Fills in the dice of the turn. */
static void
conflict_game_dice(const void *s, struct game_dice *d)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;

	memset(d, 0, sizeof *d);
	d->seat = p->turn;
	d->n = p->dice[0] != 0 && !p->over ? 2 : 0;
	d->value[0] = p->dice[0];
	d->value[1] = p->dice[1];
	d->left = p->left;
	d->reserve = p->seven;
}

/* A square as a cell of the view. */
static int
conflict_cell(const struct conflict_pos *p, int sq)
{
	return (CONFLICT_ROW(sq) * p->b->w + CONFLICT_COL(sq));
}

/* A cell of the view as a square; -1 for a cell off the board. */
static int
conflict_square(const struct conflict_pos *p, int cell)
{
	if (cell < 0 || cell >= p->b->w * p->b->h)
		return (-1);
	return (CONFLICT_SQ(cell / p->b->w, cell % p->b->w));
}

/*
 * Each colour's stocks, as its panel row shows them: a colour of a seat,
 * or one taken over; its pieces available, then those in reserve.
 */
static int
conflict_game_stocks(const void *s, struct game_stock *list)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	struct conflict_move		 m;
	struct game_stock		*st;
	int				 c, k, root, reserve, n = 0;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		root = conflict_root(p, c);
		if (c >= p->nplayers && root == c)
			continue;
		for (reserve = 0; reserve < 2; reserve++) {
			for (k = 0; k < CONFLICT_KINDS; k++) {
				st = &list[n++];
				memset(st, 0, sizeof *st);
				st->home = c;
				st->keeper = root;
				st->piece = k + 1;
				st->count = reserve ? p->reserve[c][k] :
				    p->avail[c][k];
				st->cell = conflict_cell(p, p->b->base[c]);
				st->reserve = reserve;
				if (!reserve)
					continue;
				memset(&m, 0, sizeof m);
				m.type = CONFLICT_MOVE_RESERVE;
				m.kind = k;
				m.colour = c;
				m.len = 1;
				m.path[0] = p->b->base[c];
				conflict_format_move(&m, st->take,
				    sizeof st->take);
			}
		}
	}
	return (n);
}

/*
 * Where a mover starts, and its kind and colour: 0, or the code of why the
 * seat to move may not move it now.
 */
static int
conflict_game_mover(const struct conflict_pos *p, const struct game_mover *mv,
    int *start, int *kind, int *colour)
{
	int	 piece;

	if (p->over)
		return (CONFLICT_E_OVER);
	if (p->dice[0] == 0)
		return (CONFLICT_E_ROLL_DUE);
	if ((*start = conflict_square(p, mv->cell)) < 0)
		return (CONFLICT_E_SQUARE);
	if (mv->enter) {
		*colour = mv->home;
		*kind = mv->piece - 1;
		if (*colour < 0 || *colour >= CONFLICT_PLAYERS ||
		    p->b->base[*colour] != *start ||
		    !conflict_controls(p, p->turn, *colour))
			return (CONFLICT_E_NOT_BASE);
		if (*kind < 0 || *kind >= CONFLICT_KINDS ||
		    p->avail[*colour][*kind] == 0)
			return (CONFLICT_E_NONE_LEFT);
		return (CONFLICT_OK);
	}
	piece = p->sq[*start];
	if (piece == 0 ||
	    !conflict_controls(p, p->turn, CONFLICT_COLOUR(piece)))
		return (CONFLICT_E_NO_PIECE);
	if (*start == p->moved)
		return (CONFLICT_E_MOVED);
	*kind = CONFLICT_KIND(piece);
	*colour = CONFLICT_COLOUR(piece);
	return (CONFLICT_OK);
}

/* Whether a die of this value is left to play. */
static int
conflict_die_left(const struct conflict_pos *p, int die)
{
	return (((p->left & 1) && p->dice[0] == die) ||
	    ((p->left & 2) && p->dice[1] == die));
}

/* The cells a mover may reach with a die, without crossing a mine hostile
 * to it. */
static int
conflict_game_reach(const void *s, const struct game_mover *mv, int die,
    unsigned char *cells)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	struct conflict_set		 to;
	int				 start, kind, colour, error, n, sq;

	if ((error = conflict_game_mover(p, mv, &start, &kind, &colour)) !=
	    CONFLICT_OK)
		return (-error);
	if (die == 0)
		return (0);
	if (!conflict_die_left(p, die))
		return (-CONFLICT_E_DIE);
	n = conflict_reach(p, start, kind, colour, die, &to);
	if (cells == NULL)
		return (n);
	memset(cells, 0, p->b->w * p->b->h);
	for (sq = conflict_set_next(&to, 0); sq >= 0;
	    sq = conflict_set_next(&to, sq + 1))
		cells[conflict_cell(p, sq)] = 1;
	return (n);
}

/* A path of a die's steps to a cell that crosses no hostile mine. */
static int
conflict_game_route(const void *s, const struct game_mover *mv, int die,
    int to, int *path)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	int16_t				 squares[CONFLICT_PATH_MAX];
	int				 start, kind, colour, error, target, i;

	if ((error = conflict_game_mover(p, mv, &start, &kind, &colour)) !=
	    CONFLICT_OK)
		return (-error);
	if (!conflict_die_left(p, die))
		return (-CONFLICT_E_DIE);
	if ((target = conflict_square(p, to)) < 0 ||
	    !conflict_find_path(p, start, kind, colour, die, target, 1,
	    squares))
		return (0);
	for (i = 0; i <= die; i++)
		path[i] = conflict_cell(p, squares[i]);
	return (1);
}

/* Checks a path being drawn a step at a time; one as long as a die left
 * is written as its move. */
static int
conflict_game_trace(const void *s, const struct game_mover *mv,
    const int *path, int len, char *event, size_t size)
{
	const struct conflict_game	*g = s;
	const struct conflict_pos	*p = &g->pos;
	struct conflict_move		 m;
	int				 start, kind, colour, error, i;

	event[0] = '\0';
	if ((error = conflict_game_mover(p, mv, &start, &kind, &colour)) !=
	    CONFLICT_OK)
		return (-error);
	if (len < 1 || len > CONFLICT_PATH_MAX || path[0] != mv->cell)
		return (-CONFLICT_E_LENGTH);
	memset(&m, 0, sizeof m);
	m.type = mv->enter ? CONFLICT_MOVE_ENTER : CONFLICT_MOVE_PIECE;
	m.kind = kind;
	m.colour = colour;
	m.len = len;
	for (i = 0; i < len; i++)
		if ((m.path[i] = conflict_square(p, path[i])) < 0)
			return (-CONFLICT_E_SQUARE);
	if ((error = conflict_check_steps(p, &m, kind)) != CONFLICT_OK)
		return (-error);
	if (len > 1 && conflict_die_left(p, len - 1)) {
		m.die = len - 1;
		conflict_format_move(&m, event, size);
	}
	return (CONFLICT_OK);
}

static const struct game_command conflict_commands[] = {
	{ "paths", N_("SQUARE"), "b19", N_("where the piece on SQUARE, or coming in "
	    "at the base there, can go"), conflict_game_paths, 0 },
	{ NULL, NULL, NULL, NULL, NULL, 0 }
};

/* Every legal move as typed, a line each: "4 c5-d6-e7-f8-g9". */
static void
conflict_game_typed(const void *s, char *buf, size_t len)
{
	const struct conflict_game	*g = s;
	struct conflict_moves		 ml;
	char				 text[CONFLICT_MOVE_MAX];
	size_t				 used = 0;
	int				 i;

	buf[0] = '\0';
	conflict_moves_init(&ml);
	conflict_movegen(&g->pos, &ml);
	for (i = 0; i < ml.n; i++) {
		conflict_format_move(&ml.list[i], text, sizeof text);
		if (used + strlen(text) + 2 > len)
			break;
		used += snprintf(buf + used, len - used, "%s%s",
		    used > 0 ? "\n" : "", text);
	}
	conflict_moves_free(&ml);
}

extern const struct game_bench conflict_bench;	/* conflict_bench.c */
extern const struct game_mode *const conflict_modes[];	/* conflict_report.c */
extern const struct game_map_editor conflict_map_editor; /* conflict_editor.c */

const struct game_entry conflict_entry = {
	.name = "conflict",
	.title = N_("Conflict"),
	.summary = N_("Cannons, ships and planes race the dice to take the "
	    "bases."),
	.rules = conflict_rules,
	.min_seats = 2,
	.max_seats = CONFLICT_PLAYERS,
	.sides = conflict_sides,
	.glyphs = "1234",
	.resign_syntax = CONFLICT_E_RESIGN,
	.resign_other = CONFLICT_E_OTHER,
	.piece_letters = conflict_kind_letters,
	.piece_names = conflict_piece_names,
	.default_players = "human,computer,computer,computer",
	.options = NULL,
	.noptions = 0,
	.board_suffix = "map",
	.default_board = "default",
	.errors = conflict_errors,
	.nerrors = sizeof conflict_errors / sizeof conflict_errors[0],
	.endings = conflict_endings,
	.phrases = conflict_phrases,
	.max_level = CONFLICT_AI_LEVELS,
	.default_level = CONFLICT_AI_DEFAULT,
	.level_names = NULL,
	.create = conflict_game_create,
	.copy = conflict_game_copy,
	.destroy = conflict_game_destroy,
	.turn = conflict_game_turn,
	.play = conflict_game_play,
	.chance = conflict_game_chance,
	.is_chance = conflict_game_is_chance,
	.result = conflict_game_result,
	.position = conflict_game_position,
	.moves = conflict_game_moves,
	.typed = conflict_game_typed,
	.view = conflict_game_view,
	.think = conflict_game_think,
	.describe = conflict_game_describe,
	.commands = conflict_commands,
	.dice = conflict_game_dice,
	.stocks = conflict_game_stocks,
	.reach = conflict_game_reach,
	.route = conflict_game_route,
	.trace = conflict_game_trace,
	.editor = &conflict_map_editor,
	.modes = conflict_modes,
	.bench = &conflict_bench,
};
