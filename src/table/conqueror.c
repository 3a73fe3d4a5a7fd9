/* table/conqueror.c: Conqueror in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/conqueror_ai.h"
#include "game.h"
#include "games/conqueror.h"
#include "i18n.h"
#include "rng.h"
#include "xmalloc.h"

extern const struct game_entry conqueror_entry;	/* at the end */

/* A game in progress: the board, the position, and the last move. */
struct conq_game {
	struct conq_board	 board;
	struct conq_pos		 pos;
	struct conq_move	 last;
	int			 has_last;
	int			 resigned;	/* who resigned, ending the
						   game, plus one; or 0 */
};

/* Errors beyond the engine's. */
#define CONQ_E_TURN		CONQ_ERRORS
#define CONQ_E_OTHER		(CONQ_ERRORS + 1)
#define CONQ_E_SEATS		(CONQ_ERRORS + 2)
#define CONQ_E_RANDOM		(CONQ_ERRORS + 3)
#define CONQ_E_SWITCH		(CONQ_ERRORS + 4)
#define CONQ_E_CHANCE		(CONQ_ERRORS + 5)
#define CONQ_E_SPARE		(CONQ_ERRORS + 6)
#define CONQ_E_CELL_WORD	(CONQ_ERRORS + 7)
#define CONQ_E_NUMBER		(CONQ_ERRORS + 8)
#define CONQ_E_BOARD_NONE	(CONQ_ERRORS + 9)
#define CONQ_E_RESIGN		(CONQ_ERRORS + 10)

enum { CONQ_END_NONE, CONQ_END_LAST, CONQ_END_NOBODY, CONQ_END_QUIET,
    CONQ_END_LIMIT, CONQ_END_RESIGN };

/* What the phrases tell. */
enum {
	CONQ_TELL_START,
	CONQ_TELL_FIRST,
	CONQ_TELL_CLAIM,
	CONQ_TELL_JOIN,
	CONQ_TELL_WIN,
	CONQ_TELL_LOSE,
	CONQ_TELL_DRAW,
	CONQ_TELL_OUT,
	CONQ_TELL_SKIP,
	CONQ_TELL_REINFORCE,
	CONQ_TELL_RESIGN
};

enum { CONQ_OPT_REINFORCE, CONQ_OPT_RANDOM };

static const char *const conq_rules[] = {
	N_("Conqueror is played by 2 to 6 players on a map of cells, each "
	    "the neighbour of the cells it is linked to.  At the start each "
	    "player gets a free cell drawn at random, with 8 pawns on it; who "
	    "moves first is drawn too, and play goes on in the "
	    "players' order from there."),
	N_("On your turn you move pawns from one of your cells to a "
	    "neighbouring cell, in three steps: the cell to leave, the cell "
	    "to go to, and how many pawns, from 1 to one fewer than the cell "
	    "holds, for at least one pawn stays behind."),
	N_("Pawns moving onto a free cell take it for you; onto a cell of "
	    "yours, they join the pawns there.  Onto another player's cell, "
	    "they fight: if they are more than the pawns there, the cell is "
	    "yours with the pawns you moved, and its pawns are lost; if they "
	    "are fewer, the pawns you moved are lost; if they are as many, "
	    "nothing happens."),
	N_("A player who has no cell with two pawns or more cannot move and "
	    "is skipped.  The game ends when only one player has cells left, "
	    "when nobody can move, or when 60 moves in a row have taken no "
	    "cell, so that pawns cannot go back and forth for ever.  The "
	    "player with the most cells wins; players with as "
	    "many share the win."),
	N_("With --reinforcements on, as your turn comes you get one new "
	    "pawn for every two cells you own (rounded up), all on your cell "
	    "with the fewest pawns (the lowest-numbered of those).  Then "
	    "nobody who owns a cell is ever skipped, and the game also ends "
	    "after 500 moves."),
	N_("A move is written as the two cells and the pawns, as in 2-3 4: "
	    "four pawns from cell 2 to cell 3.  In plain mode you may also "
	    "choose step by step, as the original did: cells lists your "
	    "cells (then the neighbours of the cell you chose), neighbours N "
	    "those of cell N, cell N chooses a cell, and a number the pawns.  "
	    "You may resign at any time: your cells become free."),
	N_("Boards are text files: cell N X Y places cell N (numbered 1, 2, "
	    "3... in order) at X across and Y down, both 0 to 999, and link "
	    "A B joins two cells; as straight lines between those places, "
	    "links may not cross.  --random N plays on a board of N cells "
	    "drawn from the game's seed instead."),
	NULL
};

static const char *const conq_sides[] = {
	N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"),
	N_("Player 5"), N_("Player 6"), NULL
};

static const char *const conq_switch[] = { "off", "on", NULL };
static const char *const conq_switch_words[] = { N_("off"), N_("on"), NULL };
static const char *const conq_random[] = { "0", "20", "40", "60", NULL };
static const char *const conq_random_words[] = {
	N_("no, the board chosen"), N_("20 cells"), N_("40 cells"),
	N_("60 cells"), NULL
};

static const struct game_option conq_options[] = {
	[CONQ_OPT_REINFORCE] = { .name = "reinforcements", .arg = N_("on|off"),
	    .help = N_("new pawns for every player as their turn comes"),
	    .value = "off", .title = N_("Reinforcements"),
	    .choices = conq_switch, .choice_words = conq_switch_words },
	[CONQ_OPT_RANDOM] = { .name = "random", .arg = N_("N"),
	    .help = N_("play on a random board of N cells, 4 to 100, drawn "
	    "from the game's seed (0: the board chosen)"), .value = "0",
	    .title = N_("Random board"), .choices = conq_random,
	    .choice_words = conq_random_words,
	    /* TRANSLATORS: as "60 cells" among the random boards. */
	    .other_words = N_("%s cells") },
};

static const char *const conq_errors[] = {
	[CONQ_OK] = "",
	[CONQ_E_SYNTAX] = N_("That is not a move: write the cell to leave, "
	    "the cell to go to and the pawns, as in 2-3 4."),
	[CONQ_E_OVER] = N_("The game is over."),
	[CONQ_E_CELL] = N_("There is no such cell on this board."),
	[CONQ_E_NOT_OWN] = N_("That cell is not yours."),
	[CONQ_E_NOT_NEIGHBOUR] = N_("Pawns move only to a neighbouring "
	    "cell."),
	[CONQ_E_PAWNS] = N_("Move at least one pawn, and leave at least one "
	    "behind."),
	[CONQ_E_START_DUE] = N_("The start cells are not drawn yet."),
	[CONQ_E_STARTED] = N_("The start cells are drawn already."),
	[CONQ_E_START] = N_("Start cells: a different cell for each player, "
	    "then who moves first, as in start 1 3 first 2."),
	[CONQ_E_OUT] = N_("That player has no cell left."),
	[CONQ_E_BOARD_EDGE] = N_("A link joins two different cells given "
	    "before it, once."),
	[CONQ_E_BOARD_SIZE] = N_("A board has 2 to 100 cells."),
	[CONQ_E_BOARD_NB] = N_("A cell has at most 12 neighbours."),
	[CONQ_E_BOARD_SPLIT] = N_("Every cell must be reachable from every "
	    "other by links."),
	[CONQ_E_BOARD_WORD] = N_("A board's lines are cell N X Y or link A "
	    "B; # begins a comment."),
	[CONQ_E_BOARD_NUMBER] = N_("A number is missing or too large: cells "
	    "are numbered up to 100, places go from 0 to 999."),
	[CONQ_E_BOARD_ORDER] = N_("Cells are numbered 1, 2, 3... in order."),
	[CONQ_E_BOARD_PLACE] = N_("Two cells are in the same place."),
	[CONQ_E_BOARD_CROSS] = N_("Two links cross, or a link runs through a "
	    "cell: links are drawn straight and may not."),
	[CONQ_E_BOARD_EXTRA] = N_("Something follows the numbers of this "
	    "line."),
	[CONQ_E_TURN] = N_("It is not your turn."),
	[CONQ_E_OTHER] = N_("You may resign only for yourself."),
	[CONQ_E_SEATS] = N_("Conqueror is for 2 to 6 players, and needs a "
	    "cell for each."),
	[CONQ_E_RANDOM] = N_("A random board has 4 to 100 cells (0: none)."),
	[CONQ_E_SWITCH] = N_("Reinforcements are on or off."),
	[CONQ_E_CHANCE] = N_("Only the game draws the start cells."),
	[CONQ_E_SPARE] = N_("That cell has no pawn to spare: one must stay "
	    "behind."),
	[CONQ_E_CELL_WORD] = N_("Write the cell's number."),
	[CONQ_E_NUMBER] = N_("Write the number of pawns, as a number."),
	[CONQ_E_BOARD_NONE] = N_("Conqueror needs a board."),
	[CONQ_E_RESIGN] = N_("Write resign, or resign and your player's "
	    "number."),
};

static const char *const conq_endings[] = {
	[CONQ_END_NONE] = "",
	[CONQ_END_LAST] = N_("Only one player has cells left."),
	[CONQ_END_NOBODY] = N_("Nobody can move any more."),
	[CONQ_END_QUIET] = N_("60 moves in a row took no cell."),
	[CONQ_END_LIMIT] = N_("500 moves have been played."),
	[CONQ_END_RESIGN] = N_("{loser} resigned."),
	NULL
};

/* The endings whose first seat is you, spoken to. */
static const char *const conq_endings_you[] = {
	[CONQ_END_RESIGN] = N_("You resigned."),
	NULL
};

static const struct game_phrase conq_phrases[] = {
	[CONQ_TELL_START] = { N_("{who} starts on cell {cell} with 8 "
	    "pawns."), NULL, NULL,
	    N_("You start on cell {cell} with 8 pawns."), .subject = "who" },
	[CONQ_TELL_FIRST] = { N_("{who} moves first."), NULL, NULL,
	    N_("You move first."), .subject = "who" },
	[CONQ_TELL_CLAIM] = { N_("{player} moves pawns."), NP_("{player} "
	    "moves {count} pawn from cell {from} to cell {to}, which was free "
	    "and is theirs now.", "{player} moves {count} pawns from cell "
	    "{from} to cell {to}, which was free and is theirs now."),
	    N_("You move pawns."), NP_("You move {count} pawn from cell {from} "
	    "to cell {to}, which was free and is yours now.", "You move "
	    "{count} pawns from cell {from} to cell {to}, which was free and "
	    "is yours now.") },
	[CONQ_TELL_JOIN] = { N_("{player} moves pawns."), NP_("{player} "
	    "moves {count} pawn from cell {from} to cell {to}, joining their "
	    "own.", "{player} moves {count} pawns from cell {from} to cell "
	    "{to}, joining their own."),
	    N_("You move pawns."), NP_("You move {count} pawn from cell {from} "
	    "to cell {to}, joining your own.", "You move {count} pawns from "
	    "cell {from} to cell {to}, joining your own.") },
	[CONQ_TELL_WIN] = { N_("{player} attacks."), NP_("{player} attacks "
	    "cell {to} of {other} from cell {from} with {count} pawn against "
	    "{against}, and takes it.", "{player} attacks cell {to} of "
	    "{other} from cell {from} with {count} pawns against {against}, "
	    "and takes it."),
	    N_("You attack."), NP_("You attack cell {to} of {other} from cell "
	    "{from} with {count} pawn against {against}, and take it.", "You "
	    "attack cell {to} of {other} from cell {from} with {count} pawns "
	    "against {against}, and take it."),
	    N_("{player} attacks."), NP_("{player} attacks your cell {to} from "
	    "cell {from} with {count} pawn against {against}, and takes it.",
	    "{player} attacks your cell {to} from cell {from} with {count} "
	    "pawns against {against}, and takes it.") },
	[CONQ_TELL_LOSE] = { N_("{player} attacks."), NP_("{player} attacks "
	    "cell {to} of {other} from cell {from} with {count} pawn against "
	    "{against}, and loses it.", "{player} attacks cell {to} of "
	    "{other} from cell {from} with {count} pawns against {against}, "
	    "and loses them."),
	    N_("You attack."), NP_("You attack cell {to} of {other} from cell "
	    "{from} with {count} pawn against {against}, and lose it.", "You "
	    "attack cell {to} of {other} from cell {from} with {count} pawns "
	    "against {against}, and lose them."),
	    N_("{player} attacks."), NP_("{player} attacks your cell {to} from "
	    "cell {from} with {count} pawn against {against}, and loses it.",
	    "{player} attacks your cell {to} from cell {from} with {count} "
	    "pawns against {against}, and loses them.") },
	[CONQ_TELL_DRAW] = { N_("{player} attacks."), NP_("{player} attacks "
	    "cell {to} of {other} from cell {from} with {count} pawn against "
	    "as many: nothing happens.", "{player} attacks cell {to} of "
	    "{other} from cell {from} with {count} pawns against as many: "
	    "nothing happens."),
	    N_("You attack."), NP_("You attack cell {to} of {other} from cell "
	    "{from} with {count} pawn against as many: nothing happens.", "You "
	    "attack cell {to} of {other} from cell {from} with {count} pawns "
	    "against as many: nothing happens."),
	    N_("{player} attacks."), NP_("{player} attacks your cell {to} from "
	    "cell {from} with {count} pawn against as many: nothing happens.",
	    "{player} attacks your cell {to} from cell {from} with {count} "
	    "pawns against as many: nothing happens.") },
	[CONQ_TELL_OUT] = { N_("{other} has no cell left."), NULL, NULL,
	    N_("You have no cell left."), .subject = "other" },
	[CONQ_TELL_SKIP] = { N_("{other} cannot move and is skipped."), NULL,
	    NULL, N_("You cannot move and are skipped."), .subject = "other" },
	[CONQ_TELL_REINFORCE] = { N_("{other} gets no new pawn."),
	    NP_("{other} gets {count} new pawn on cell {cell}.", "{other} "
	    "gets {count} new pawns on cell {cell}."),
	    N_("You get no new pawn."), NP_("You get {count} new pawn on cell "
	    "{cell}.", "You get {count} new pawns on cell {cell}."),
	    .subject = "other" },
	[CONQ_TELL_RESIGN] = { N_("{other} resigns: their cells are free "
	    "again."), NULL, NULL,
	    N_("You resign: your cells are free again."), .subject = "other" },
};

/* Reads a whole number from lo to hi, all of the text; -1 if it is not. */
static int
conq_whole(const char *text, int lo, int hi)
{
	char	*end;
	long	 n;

	if (text == NULL || !isdigit((unsigned char)*text))
		return (-1);
	n = strtol(text, &end, 10);
	if (*end != '\0' || n < lo || n > hi)
		return (-1);
	return ((int)n);
}

static int
conq_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct conq_game	*g;
	struct rng		 r;
	const char		*text;
	int			 reinforce = 0, cells = 0;

	memset(error, 0, sizeof *error);
	if (setup->nseats < 2 || setup->nseats > CONQ_PLAYERS_MAX) {
		error->code = CONQ_E_SEATS;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	if ((text = setup->options[CONQ_OPT_REINFORCE]) != NULL) {
		if (strcmp(text, "on") == 0)
			reinforce = 1;
		else if (strcmp(text, "off") != 0) {
			error->code = CONQ_E_SWITCH;
			error->line = GAME_ERROR_SETUP;
			return (-1);
		}
	}
	if ((text = setup->options[CONQ_OPT_RANDOM]) != NULL &&
	    (cells = conq_whole(text, 0, CONQ_CELLS_MAX)) != 0 &&
	    (cells < 4 || cells > CONQ_CELLS_MAX)) {
		error->code = CONQ_E_RANDOM;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	if (cells == 0 && setup->board == NULL) {
		error->code = CONQ_E_BOARD_NONE;
		return (-1);
	}
	g = xcalloc(1, sizeof *g);
	if (cells > 0) {
		/* The board's own stream of the seed, apart from the start
		 * cells' which the match draws. */
		rng_seed(&r, setup->seed, 0x626f617264ULL);
		error->code = conq_board_random(&g->board, cells, &r);
	} else
		error->code = conq_board_read(&g->board, setup->board,
		    &error->line, &error->column);
	if (error->code == CONQ_OK && g->board.ncells < setup->nseats)
		error->code = CONQ_E_SEATS;
	if (error->code != CONQ_OK) {
		free(g);
		return (-1);
	}
	conq_start(&g->pos, &g->board, setup->nseats, reinforce);
	*out = g;
	return (0);
}

static void *
conq_game_copy(const void *s)
{
	struct conq_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	g->pos.b = &g->board;
	return (g);
}

static void
conq_game_destroy(void *s)
{
	free(s);
}

static int
conq_game_turn(const void *s)
{
	const struct conq_game	*g = s;

	if (g->pos.over)
		return (GAME_TURN_OVER);
	if (!g->pos.started)
		return (GAME_TURN_CHANCE);
	return (g->pos.turn);
}

/* A number as an argument of a sentence. */
static void
conq_arg_number(struct game_sentence *s, const char *key, int n)
{
	char	 text[16];

	snprintf(text, sizeof text, "%d", n);
	game_arg(s, key, text);
}

/* Tells a reinforcement, if one came with the last change. */
static void
conq_tell_reinforcement(const struct conq_pos *p, struct game_story *st)
{
	struct game_sentence	*s;

	if (p->got_pawns == 0 || (s = game_say(st, CONQ_TELL_REINFORCE,
	    p->got_pawns)) == NULL)
		return;
	game_arg_seat(s, "other", p->got_player);
	conq_arg_number(s, "count", p->got_pawns);
	conq_arg_number(s, "cell", p->got_cell + 1);
}

/* Plays "start A B ... first N": each player's start cell, and who moves
 * first. */
static int
conq_game_start(struct conq_game *g, int seat, const char *text,
    struct game_story *st)
{
	struct conq_pos		*p = &g->pos;
	struct game_sentence	*s;
	const char		*t = text + 5;
	char			*end;
	int			 cells[CONQ_PLAYERS_MAX], i, first, error;
	long			 n;

	if (seat != GAME_SEAT_ANY)
		return (CONQ_E_CHANCE);
	if (p->started)
		return (CONQ_E_STARTED);
	for (i = 0; i < p->nplayers; i++) {
		if (*t != ' ' || !isdigit((unsigned char)t[1]))
			return (CONQ_E_START);
		n = strtol(t + 1, &end, 10);
		if (n < 1 || n > p->b->ncells)
			return (CONQ_E_START);
		cells[i] = (int)n - 1;
		t = end;
	}
	if (strncmp(t, " first ", 7) != 0 ||
	    (first = conq_whole(t + 7, 1, p->nplayers)) < 0)
		return (CONQ_E_START);
	if ((error = conq_place_start_first(p, cells, first - 1)) != CONQ_OK)
		return (error);
	st->seat = -1;
	for (i = 0; i < p->nplayers; i++) {
		s = game_say(st, CONQ_TELL_START, 0);
		game_arg_seat(s, "who", i);
		conq_arg_number(s, "cell", cells[i] + 1);
	}
	s = game_say(st, CONQ_TELL_FIRST, 0);
	game_arg_seat(s, "who", first - 1);
	conq_tell_reinforcement(p, st);
	snprintf(st->event, sizeof st->event, "%s", text);
	return (CONQ_OK);
}

/* A player resigns, as game_resign() read it: "resign" or "resign N". */
static int
conq_game_resign(struct conq_game *g, int player, struct game_story *st)
{
	struct game_sentence	*s;
	int			 error;

	if ((error = conq_resign(&g->pos, player)) != CONQ_OK)
		return (error);
	g->has_last = 0;
	if (g->pos.over)
		g->resigned = player + 1;
	s = game_say(st, CONQ_TELL_RESIGN, 0);
	game_arg_seat(s, "other", player);
	st->seat = player;
	snprintf(st->event, sizeof st->event, "resign %d", player + 1);
	return (CONQ_OK);
}

static int
conq_game_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct conq_game	*g = s;
	struct conq_pos		*p = &g->pos;
	struct conq_pos		 before;
	struct game_sentence	*said;
	struct conq_move	 m;
	int			 error, outcome, mover, i, player;

	memset(st, 0, sizeof *st);
	if (strncmp(text, "start ", 6) == 0)
		return (conq_game_start(g, seat, text, st));
	if ((error = game_resign(&conqueror_entry, text, seat, p->turn,
	    p->nplayers, &player)) != GAME_RESIGN_NOT)
		return (error != 0 ? error : conq_game_resign(g, player, st));
	if ((error = conq_parse_move(text, &m)) != CONQ_OK)
		return (error);
	if (seat != GAME_SEAT_ANY && p->started && !p->over &&
	    seat != p->turn)
		return (CONQ_E_TURN);
	if ((error = conq_check(p, m)) != CONQ_OK)
		return (error);
	before = *p;
	mover = p->turn;
	outcome = conq_make(p, m);
	st->seat = mover;
	conq_format_move(m, st->event, sizeof st->event);
	said = game_say(st, outcome == CONQ_CLAIM ? CONQ_TELL_CLAIM :
	    outcome == CONQ_JOIN ? CONQ_TELL_JOIN : outcome == CONQ_WIN ?
	    CONQ_TELL_WIN : outcome == CONQ_LOSE ? CONQ_TELL_LOSE :
	    CONQ_TELL_DRAW, m.pawns);
	conq_arg_number(said, "count", m.pawns);
	conq_arg_number(said, "from", m.from + 1);
	conq_arg_number(said, "to", m.to + 1);
	if (outcome != CONQ_CLAIM && outcome != CONQ_JOIN) {
		game_arg_seat(said, "other", before.owner[m.to]);
		conq_arg_number(said, "against", before.pawns[m.to]);
	}
	if (outcome == CONQ_WIN && conq_cells_of(p, before.owner[m.to]) == 0) {
		said = game_say(st, CONQ_TELL_OUT, 0);
		game_arg_seat(said, "other", before.owner[m.to]);
	}
	/* The players passed over on the way to the next one. */
	if (!p->over)
		for (i = 1; i < p->nplayers; i++) {
			player = (mover + i) % p->nplayers;
			if (player == p->turn)
				break;
			if (conq_cells_of(p, player) > 0 &&
			    (said = game_say(st, CONQ_TELL_SKIP, 0)) != NULL)
				game_arg_seat(said, "other", player);
		}
	conq_tell_reinforcement(p, st);
	g->last = m;
	g->has_last = 1;
	return (CONQ_OK);
}

/* Draws the start cells and the first player. */
static int
conq_game_chance(const void *s, struct rng *r, char *buf, size_t len)
{
	const struct conq_game	*g = s;
	int			 cells[CONQ_PLAYERS_MAX], i, first;
	size_t			 used;

	if (conq_game_turn(g) != GAME_TURN_CHANCE ||
	    conq_draw_start(&g->pos, r, cells) != CONQ_OK)
		return (-1);
	first = (int)rng_below(r, (uint32_t)g->pos.nplayers);
	used = snprintf(buf, len, "start");
	for (i = 0; i < g->pos.nplayers && used < len; i++)
		used += snprintf(buf + used, len - used, " %d", cells[i] + 1);
	if (used < len)
		snprintf(buf + used, len - used, " first %d", first + 1);
	return (0);
}

/* Whether a recorded event is the drawn start, as chance() writes it. */
static int
conq_game_is_chance(const char *text)
{
	return (strncmp(text, "start ", 6) == 0);
}

static int
conq_game_result(const void *s, struct game_result *r)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (!p->over)
		return (0);
	r->winners = conq_winners(p);
	if (g->resigned > 0 && conq_players_left(p) <= 1) {
		/* The last but one resigned. */
		r->reason = CONQ_END_RESIGN;
		r->loser = g->resigned - 1;
	} else if (conq_players_left(p) <= 1)
		r->reason = CONQ_END_LAST;
	else if (p->quiet >= CONQ_QUIET_MAX)
		r->reason = CONQ_END_QUIET;
	else if (p->reinforce && p->moves >= CONQ_MOVES_MAX)
		r->reason = CONQ_END_LIMIT;
	else
		r->reason = CONQ_END_NOBODY;
	return (1);
}

/*
 * The position in one line: the player to move (- before the start or
 * at the end), the moves made and those since a cell changed hands, and
 * each cell in order as player:pawns, or - when free:
 *	turn=2 moves=1 quiet=0 cells=1:8,2:8,-,1:4
 */
static void
conq_game_position(const void *s, char *buf, size_t len)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	size_t			 used;
	int			 c;

	if (p->started && !p->over)
		used = snprintf(buf, len, "turn=%d", p->turn + 1);
	else
		used = snprintf(buf, len, "turn=-");
	if (used < len)
		used += snprintf(buf + used, len - used, " moves=%d quiet=%d "
		    "cells=", p->moves, p->quiet);
	for (c = 0; c < p->b->ncells && used < len; c++) {
		if (p->owner[c] == CONQ_NONE)
			used += snprintf(buf + used, len - used, "%s-",
			    c > 0 ? "," : "");
		else
			used += snprintf(buf + used, len - used, "%s%d:%d",
			    c > 0 ? "," : "", p->owner[c] + 1, p->pawns[c]);
	}
}

/* The legal moves, a line per pair of cells, as "2-3 1..7"; returns how
 * many moves there are. */
static int
conq_game_moves(const void *s, char *buf, size_t len)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	size_t			 used = 0;
	int			 c, i, n = 0;

	buf[0] = '\0';
	if (!p->started || p->over)
		return (0);
	for (c = 0; c < p->b->ncells; c++) {
		if (p->owner[c] != p->turn || p->pawns[c] < 2)
			continue;
		for (i = 0; i < p->b->nnb[c] && used < len; i++) {
			if (p->pawns[c] == 2)
				used += snprintf(buf + used, len - used,
				    "%s%d-%d 1", used > 0 ? "\n" : "", c + 1,
				    p->b->nb[c][i] + 1);
			else
				used += snprintf(buf + used, len - used,
				    "%s%d-%d 1..%d", used > 0 ? "\n" : "",
				    c + 1, p->b->nb[c][i] + 1,
				    p->pawns[c] - 1);
			n += p->pawns[c] - 1;
		}
	}
	if (used >= len)
		return (-1);
	return (n);
}

static void
conq_game_view(const void *s, struct game_view *v)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	const struct conq_board	*b = &g->board;
	int			 c, i;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_GRAPH;
	v->cols = b->ncells;
	v->rows = 1;
	for (c = 0; c < b->ncells; c++) {
		v->cells[c].owner = p->owner[c];
		v->cells[c].keeper = v->cells[c].home = -1;
		v->graph.x[c] = b->x[c];
		v->graph.y[c] = b->y[c];
		v->graph.count[c] = p->pawns[c];
		for (i = 0; i < b->nnb[c]; i++)
			if (b->nb[c][i] > c &&
			    v->graph.nlinks < GAME_LINKS_MAX) {
				v->graph.link[v->graph.nlinks][0] = c;
				v->graph.link[v->graph.nlinks++][1] =
				    b->nb[c][i];
			}
	}
	if (g->has_last) {
		v->cells[g->last.from].flags |= GAME_CELL_CHANGED;
		v->cells[g->last.to].flags |= GAME_CELL_MOVED;
	}
	for (i = 0; i < p->nplayers; i++)
		v->score[i] = conq_cells_of(p, i);
}

static int
conq_game_think(const void *s, const struct ai_limits *rq, char *buf,
    size_t len)
{
	const struct conq_game	*g = s;
	struct conq_move	 m;

	if (conq_game_turn(g) < 0)
		return (CONQ_E_OVER);
	conq_ai_choose(&g->pos, rq, &m, NULL);
	conq_format_move(m, buf, len);
	return (CONQ_OK);
}

/* Tells each player's cells and pawns, and how near the quiet end is,
 * to the player you (or -1). */
static void
conq_game_describe(const void *s, int you, char *buf, size_t len)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	char			 cells[64], pawns[64];
	size_t			 used = 0;
	int			 i, c, n;

	buf[0] = '\0';
	for (i = 0; i < p->nplayers && used < len; i++) {
		for (c = n = 0; c < p->b->ncells; c++)
			if (p->owner[c] == i)
				n += p->pawns[c];
		c = conq_cells_of(p, i);
		if (c == 0 && p->started && i == you) {
			used += snprintf(buf + used, len - used, _("You (%s): no "
			    "cell left."), _(conq_sides[i]));
		} else if (c == 0 && p->started) {
			used += snprintf(buf + used, len - used, _("%s: no "
			    "cell left."), _(conq_sides[i]));
		} else {
			snprintf(cells, sizeof cells, ngettext("%d cell",
			    "%d cells", c), c);
			snprintf(pawns, sizeof pawns, ngettext("%d pawn",
			    "%d pawns", n), n);
			used += snprintf(buf + used, len - used, i == you ?
			    _("You (%s): %s, %s.") : _("%s: %s, %s."),
			    _(conq_sides[i]), cells, pawns);
		}
		if (used < len)
			used += snprintf(buf + used, len - used, "%s",
			    i + 1 < p->nplayers ? " " : "");
	}
	if (p->started && !p->over && p->quiet >= CONQ_QUIET_MAX / 2 &&
	    used < len)
		snprintf(buf + used, len - used, ngettext("\nNo cell has "
		    "changed hands for %d move; at %d the game ends.", "\nNo "
		    "cell has changed hands for %d moves; at %d the game "
		    "ends.", p->quiet), p->quiet, CONQ_QUIET_MAX);
}

/*
 * The original's command line: a move is chosen in three steps, the cell
 * to leave, the cell to go to and the number of pawns.  The draft holds
 * the cells chosen so far: "", "2" or "2-3".
 */
static int
conq_draft_cells(const struct conq_pos *p, const char *draft, int *from,
    int *to)
{
	char	*end;
	long	 a, b;

	*from = *to = CONQ_NONE;
	if (*draft == '\0')
		return (0);
	a = strtol(draft, &end, 10);
	if (a < 1 || a > p->b->ncells)
		return (0);
	*from = (int)a - 1;
	if (*end != '-')
		return (1);
	b = strtol(end + 1, &end, 10);
	if (b < 1 || b > p->b->ncells)
		return (1);
	*to = (int)b - 1;
	return (2);
}

static int
conq_game_step(const void *s, const char *draft, struct game_step *step)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	int			 from, to;

	memset(step, 0, sizeof *step);
	if (!p->started || p->over)
		return (-1);
	switch (conq_draft_cells(p, draft, &from, &to)) {
	case 0:
		snprintf(step->say, sizeof step->say, "%s",
		    _("Choose a cell to leave"));
		break;
	case 1:
		snprintf(step->say, sizeof step->say, "%s",
		    _("Choose a cell to go to"));
		break;
	default:
		snprintf(step->say, sizeof step->say, _("Choose a number of "
		    "pawns to move between 1 and %d"), p->pawns[from] - 1);
		snprintf(step->prompt, sizeof step->prompt, "%s",
		    _("Number of pawns: "));
		step->completes = 1;
		return (0);
	}
	snprintf(step->prompt, sizeof step->prompt, "%s", _("Command: "));
	snprintf(step->number, sizeof step->number, "cell");
	return (0);
}

/* One line of a list of cells: "Cell 1: owned by Player 1 with 8 pawns",
 * "Cell 2: yours, with 3 pawns" to the seat you (-1: nobody). */
static size_t
conq_cell_line(const struct conq_pos *p, int c, int you, char *buf,
    size_t len)
{
	const char	*fmt;

	if (p->owner[c] == CONQ_NONE && p->pawns[c] == 0)
		return (snprintf(buf, len, _("Cell %d: free"), c + 1));
	if (p->owner[c] == CONQ_NONE) {
		fmt = ngettext("Cell %d: free, with %d pawn",
		    "Cell %d: free, with %d pawns", p->pawns[c]);
		return (snprintf(buf, len, fmt, c + 1, p->pawns[c]));
	}
	if (p->owner[c] == you) {
		fmt = ngettext("Cell %d: yours, with %d pawn",
		    "Cell %d: yours, with %d pawns", p->pawns[c]);
		return (snprintf(buf, len, fmt, c + 1, p->pawns[c]));
	}
	fmt = ngettext("Cell %d: owned by %s with %d pawn",
	    "Cell %d: owned by %s with %d pawns", p->pawns[c]);
	return (snprintf(buf, len, fmt, c + 1, _(conq_sides[p->owner[c]]),
	    p->pawns[c]));
}

/* The neighbours of a cell, a line each, told to the seat you. */
static void
conq_list_neighbours(const struct conq_pos *p, int c, int you, char *out,
    size_t len)
{
	size_t	 used = 0;
	int	 i;

	out[0] = '\0';
	for (i = 0; i < p->b->nnb[c] && used < len; i++) {
		if (i > 0)
			used += snprintf(out + used, len - used, "\n");
		if (used < len)
			used += conq_cell_line(p, p->b->nb[c][i], you,
			    out + used, len - used);
	}
}

/* Reads a cell's number; the cell, or -1 with *error set. */
static int
conq_cell_arg(const struct conq_pos *p, const char *arg, int *error)
{
	int	 c;

	if ((c = conq_whole(arg, 0, 9999)) < 0) {
		*error = CONQ_E_CELL_WORD;
		return (-1);
	}
	if (c < 1 || c > p->b->ncells) {
		*error = CONQ_E_CELL;
		return (-1);
	}
	return (c - 1);
}

/* cells: the mover's cells and their pawns, or, once the cell to leave is
 * chosen, its neighbours. */
static int
conq_cmd_cells(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *out, size_t len)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	size_t			 used = 0;
	int			 from, to, c;

	(void)dlen;
	if (*arg != '\0')
		return (GAME_ERROR_SYNTAX);
	if (!p->started || p->over)
		return (p->over ? CONQ_E_OVER : CONQ_E_START_DUE);
	if (conq_draft_cells(p, draft, &from, &to) >= 1) {
		conq_list_neighbours(p, from, you, out, len);
		return (CONQ_OK);
	}
	out[0] = '\0';
	for (c = 0; c < p->b->ncells && used < len; c++) {
		if (p->owner[c] != p->turn)
			continue;
		if (used > 0)
			used += snprintf(out + used, len - used, "\n");
		if (used < len)
			used += snprintf(out + used, len - used, ngettext(
			    "Cell %d: %d pawn", "Cell %d: %d pawns",
			    p->pawns[c]), c + 1, p->pawns[c]);
	}
	return (CONQ_OK);
}

/* neighbours N: the cells next to cell N, their owners and pawns. */
static int
conq_cmd_neighbours(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *out, size_t len)
{
	const struct conq_game	*g = s;
	int			 c, error;

	(void)draft;
	(void)dlen;
	if ((c = conq_cell_arg(&g->pos, arg, &error)) < 0)
		return (error);
	conq_list_neighbours(&g->pos, c, you, out, len);
	return (CONQ_OK);
}

/* cell N: chooses the cell to leave, then the cell to go to. */
static int
conq_cmd_cell(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *out, size_t len)
{
	const struct conq_game	*g = s;
	const struct conq_pos	*p = &g->pos;
	int			 c, from, to, error;

	(void)you;
	out[0] = '\0';
	(void)len;
	if (!p->started || p->over)
		return (p->over ? CONQ_E_OVER : CONQ_E_START_DUE);
	if ((c = conq_cell_arg(p, arg, &error)) < 0)
		return (error);
	switch (conq_draft_cells(p, draft, &from, &to)) {
	case 0:
		if (p->owner[c] != p->turn)
			return (CONQ_E_NOT_OWN);
		if (p->pawns[c] < 2)
			return (CONQ_E_SPARE);
		snprintf(draft, dlen, "%d", c + 1);
		break;
	case 1:
		if (!conq_neighbours(p->b, from, c))
			return (CONQ_E_NOT_NEIGHBOUR);
		snprintf(draft, dlen, "%d-%d", from + 1, c + 1);
		break;
	default:
		return (CONQ_E_NUMBER);
	}
	return (CONQ_OK);
}

/* back: forgets the cells chosen, to choose again from the first. */
static int
conq_cmd_back(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *out, size_t len)
{
	(void)s;
	(void)you;
	(void)dlen;
	if (*arg != '\0')
		return (GAME_ERROR_SYNTAX);
	draft[0] = '\0';
	snprintf(out, len, "%s", _("Choose the cells again."));
	return (CONQ_OK);
}

static const struct game_command conq_commands[] = {
	{ "cells", "", "", N_("your cells, or the neighbours of the cell to "
	    "leave once it is chosen"), conq_cmd_cells, 0 },
	{ "neighbours", N_("N"), "2", N_("the cells next to cell N, who owns them "
	    "and their pawns"), conq_cmd_neighbours, 0 },
	{ "cell", N_("N"), "", N_("choose cell N to leave, then to go to"),
	    conq_cmd_cell, 1 },
	{ "back", "", "", N_("forget the cells chosen, and choose again"),
	    conq_cmd_back, 1 },
	{ NULL, NULL, NULL, NULL, NULL, 0 }
};

/* Whether a legal move, as moves() writes it ("2-3 1..7"), leaves or
 * goes to a cell of the view. */
static int
conq_game_touches(const void *s, const char *text, int cell)
{
	int	 from, to;

	(void)s;
	if (sscanf(text, "%d-%d", &from, &to) != 2)
		return (0);
	return (from - 1 == cell || to - 1 == cell);
}

/* Every legal move as typed, a line each: "2-3 4". */
static void
conq_game_typed(const void *s, char *buf, size_t len)
{
	const struct conq_game	*g = s;
	struct conq_move	*list;
	char			 text[32];
	size_t			 used = 0;
	int			 n, i;

	buf[0] = '\0';
	list = xmalloc(CONQ_MOVES_MAX * sizeof *list);
	n = conq_movegen(&g->pos, list, CONQ_MOVES_MAX);
	for (i = 0; i < n && i < CONQ_MOVES_MAX; i++) {
		conq_format_move(list[i], text, sizeof text);
		if (used + strlen(text) + 2 > len)
			break;
		used += snprintf(buf + used, len - used, "%s%s",
		    used > 0 ? "\n" : "", text);
	}
	free(list);
}

extern const struct game_bench conqueror_bench;	/* conqueror_bench.c */

const struct game_entry conqueror_entry = {
	.name = "conqueror",
	.title = N_("Conqueror"),
	.summary = N_("Move pawns across a map of cells and win the fights."),
	.rules = conq_rules,
	.min_seats = 2,
	.max_seats = CONQ_PLAYERS_MAX,
	.first_drawn = 1,
	.sides = conq_sides,
	.glyphs = "123456",
	.resign_syntax = CONQ_E_RESIGN,
	.resign_other = CONQ_E_OTHER,
	.score_name = N_("Cells"),
	.default_players = "human,computer",
	.options = conq_options,
	.noptions = sizeof conq_options / sizeof conq_options[0],
	.board_suffix = "board",
	.default_board = "valley",
	.errors = conq_errors,
	.nerrors = sizeof conq_errors / sizeof conq_errors[0],
	.endings = conq_endings,
	.endings_you = conq_endings_you,
	.phrases = conq_phrases,
	.max_level = CONQ_AI_LEVELS,
	.default_level = CONQ_AI_DEFAULT,
	.level_names = NULL,
	.create = conq_game_create,
	.copy = conq_game_copy,
	.destroy = conq_game_destroy,
	.turn = conq_game_turn,
	.play = conq_game_play,
	.chance = conq_game_chance,
	.is_chance = conq_game_is_chance,
	.chance_sets_up = 1,
	.result = conq_game_result,
	.position = conq_game_position,
	.moves = conq_game_moves,
	.typed = conq_game_typed,
	.touches = conq_game_touches,
	.view = conq_game_view,
	.think = conq_game_think,
	.describe = conq_game_describe,
	.commands = conq_commands,
	.step = conq_game_step,
	.bench = &conqueror_bench,
};
