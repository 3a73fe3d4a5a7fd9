/* table/hexxagon.c: Hexxagon in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/hexxagon_ai.h"
#include "game.h"
#include "games/hexxagon.h"
#include "i18n.h"
#include "stopwatch.h"
#include "xmalloc.h"

extern const struct game_entry hexxagon_entry;	/* at the end */

/* A game in progress: the board, the position, the resignations, and the
 * last move. */
struct hexxagon_game {
	struct hexxagon_board	 board;
	struct hexxagon_pos	 pos;
	unsigned int		 resigned;	/* a bit per player */
	int			 ended_by;	/* the resignation that ended the
						   game, or -1 */
	hexxagon_move		 last;
	uint64_t		 last_flips;
};

/* Errors beyond the engine's, and the ending beyond its endings. */
#define HX_E_RESIGN		HEXXAGON_ERRORS
#define HX_E_TURN		(HEXXAGON_ERRORS + 1)
#define HX_E_OTHER		(HEXXAGON_ERRORS + 2)
#define HX_E_SEATS		(HEXXAGON_ERRORS + 3)
#define HX_E_CELLS		(HEXXAGON_ERRORS + 4)
#define HX_E_CELLS_POS		(HEXXAGON_ERRORS + 5)
#define HX_E_OUT		(HEXXAGON_ERRORS + 6)
#define HX_END_RESIGN		HEXXAGON_ENDS

/* What the phrases tell. */
enum { HX_TELL_GROW, HX_TELL_JUMP, HX_TELL_ALSO, HX_TELL_SKIP, HX_TELL_OUT,
    HX_TELL_RESIGN, HX_TELL_LEAVE };

enum { HX_OPT_CELLS, HX_OPT_POSITION };

static const char *const hexxagon_rules[] = {
	N_("Hexxagon is Ataxx on a hexagon of hexagonal cells, five along "
	    "each side: 61 cells in nine rows, a at the top to i at the "
	    "bottom, each cell named by its row and its place in the row from "
	    "the left, as in e5, the middle.  With --cells 58 three cells "
	    "next to the middle, d4, e6 and f4, are blocked, as on the board "
	    "of the 1992 game (which cells, Tabula decided: the three toward "
	    "o's corners, alike under a turn of a third)."),
	N_("Two play it, or three.  Of two, o starts with pieces on the "
	    "corners a1, e9 and i1, and x on a5, e1 and i5; of three, o on a1 "
	    "and i5, x on a5 and i1, t on e1 and e9.  o moves first, then x, "
	    "then t."),
	N_("On your turn you grow or you jump.  To grow, choose an empty cell "
	    "next to one of your pieces: a new piece of yours appears there.  "
	    "A growth is written as its cell, for example e5."),
	N_("To jump, move one of your pieces to an empty cell exactly two "
	    "cells away, straight or in between (twelve cells around it); the "
	    "cell it leaves becomes empty.  A jump is written as its two "
	    "cells, for example a1c3."),
	N_("After either move, every piece of another player next to the cell "
	    "you moved to turns into one of yours."),
	N_("If you cannot move, you are skipped, and play goes on to the next "
	    "player who can.  Of three, a player left without pieces is out of "
	    "the game."),
	N_("The game ends when the board is full, when nobody can move, or "
	    "when only one player has pieces left; whoever has the most pieces "
	    "wins, and of three, players tied for the most share the win.  "
	    "Tabula decided, as its Ataxx does, that a hundred moves in a row "
	    "without a growth make a draw."),
	N_("You may resign at any time; of three, your pieces leave the board "
	    "and the other two play on."),
	NULL
};

static const char *const hexxagon_sides[] = { "o", "x", "t", NULL };

static const char *const hexxagon_cells[] = { "61", "58", NULL };
static const char *const hexxagon_cells_words[] = {
	N_("61, all open"), N_("58, three blocked (1992)"), NULL
};

static const struct game_option hexxagon_options[] = {
	[HX_OPT_CELLS] = { .name = "cells", .arg = N_("N"),
	    .help = N_("the board: 61 cells, or 58 with three blocked in the "
	    "middle as in the 1992 game"), .value = "61",
	    .title = N_("Board"), .choices = hexxagon_cells,
	    .choice_words = hexxagon_cells_words },
	[HX_OPT_POSITION] = { .name = "position", .arg = N_("POSITION"),
	    .help = N_("start from this position, as the position command "
	    "writes it"), .board = 1 },
};

static const char *const hexxagon_errors[] = {
	[HEXXAGON_OK] = "",
	[HEXXAGON_E_SYNTAX] = N_("That is not a move: write a cell to grow "
	    "to (e5), or two cells to jump (a1c3)."),
	[HEXXAGON_E_CELL] = N_("There is no such cell: rows go from a to i, "
	    "and a row's cells from 1 to its length (a1 to a5, e1 to e9)."),
	[HEXXAGON_E_OVER] = N_("The game is over."),
	[HEXXAGON_E_TAKEN] = N_("That cell is taken."),
	[HEXXAGON_E_BLOCKED] = N_("That cell is blocked."),
	[HEXXAGON_E_NOT_OWN] = N_("You have no piece on the cell you jump "
	    "from."),
	[HEXXAGON_E_DISTANCE] = N_("A jump lands exactly two cells away; to "
	    "move one cell, grow by writing the cell alone."),
	[HEXXAGON_E_NO_SOURCE] = N_("You have no piece next to that cell to "
	    "grow from."),
	[HEXXAGON_E_FAR] = N_("A piece moves one or two cells: it grows to a "
	    "cell next to it, or jumps to a cell two away."),
	[HEXXAGON_E_PLAYERS] = N_("Hexxagon is for two or three players."),
	[HEXXAGON_E_POS_ROWS] = N_("A position is the nine rows of the board "
	    "from the top, separated by /, of 5, 6, 7, 8, 9, 8, 7, 6 and 5 "
	    "cells."),
	[HEXXAGON_E_POS_CHAR] = N_("The cells of a position are o, x, t, . "
	    "when empty, or - when blocked."),
	[HEXXAGON_E_POS_PLAYER] = N_("The position has pieces of t, but "
	    "there are only two players."),
	[HEXXAGON_E_POS_TURN] = N_("After the rows comes the player to move: "
	    "o, x, or, of three, t."),
	[HEXXAGON_E_POS_STUCK] = N_("The player to move in that position "
	    "cannot move."),
	[HEXXAGON_E_POS_QUIET] = N_("After the player to move comes the "
	    "number of moves in a row without a growth, from 0 to 100."),
	[HX_E_RESIGN] = N_("Write resign, or resign and your side: o, x or "
	    "t."),
	[HX_E_TURN] = N_("It is not your turn."),
	[HX_E_OTHER] = N_("You may resign only for yourself."),
	[HX_E_SEATS] = N_("Hexxagon is for two or three players."),
	[HX_E_CELLS] = N_("The board has 61 cells, or 58."),
	[HX_E_CELLS_POS] = N_("The position's blocked cells are not those of "
	    "the board chosen with --cells."),
	[HX_E_OUT] = N_("You are out of the game already."),
};

static const char *const hexxagon_endings[] = {
	[HEXXAGON_END_NONE] = "",
	[HEXXAGON_END_ALONE] = N_("Only one player has pieces left."),
	[HEXXAGON_END_FULL] = N_("The board is full."),
	[HEXXAGON_END_STUCK] = N_("Nobody can move."),
	[HEXXAGON_END_QUIET] = N_("A hundred moves in a row without a "
	    "growth."),
	[HX_END_RESIGN] = N_("{loser} resigned."),
	NULL
};

/* The endings whose first seat is you, spoken to. */
static const char *const hexxagon_endings_you[] = {
	[HX_END_RESIGN] = N_("You resigned."),
	NULL
};

static const struct game_phrase hexxagon_phrases[] = {
	[HX_TELL_GROW] = {
		N_("{player} grows to {to}."),
		NP_("{player} grows to {to} and takes {count} piece of "
		    "{owner}: {flips}.",
		    "{player} grows to {to} and takes {count} pieces of "
		    "{owner}: {flips}."),
		N_("You grow to {to}."),
		NP_("You grow to {to} and take {count} piece of {owner}: "
		    "{flips}.",
		    "You grow to {to} and take {count} pieces of {owner}: "
		    "{flips}."),
		N_("{player} grows to {to}."),
		NP_("{player} grows to {to} and takes {count} of your pieces: "
		    "{flips}.",
		    "{player} grows to {to} and takes {count} of your pieces: "
		    "{flips}.")
	},
	[HX_TELL_JUMP] = {
		N_("{player} jumps from {from} to {to}."),
		NP_("{player} jumps from {from} to {to} and takes {count} "
		    "piece of {owner}: {flips}.",
		    "{player} jumps from {from} to {to} and takes {count} "
		    "pieces of {owner}: {flips}."),
		N_("You jump from {from} to {to}."),
		NP_("You jump from {from} to {to} and take {count} piece of "
		    "{owner}: {flips}.",
		    "You jump from {from} to {to} and take {count} pieces of "
		    "{owner}: {flips}."),
		N_("{player} jumps from {from} to {to}."),
		NP_("{player} jumps from {from} to {to} and takes {count} of "
		    "your pieces: {flips}.",
		    "{player} jumps from {from} to {to} and takes {count} of "
		    "your pieces: {flips}.")
	},
	/* The pieces of a second player a move takes, of three. */
	[HX_TELL_ALSO] = {
		N_("{player} takes nothing of {owner}."),
		NP_("{player} also takes {count} piece of {owner}: {flips}.",
		    "{player} also takes {count} pieces of {owner}: {flips}."),
		N_("You take nothing of {owner}."),
		NP_("You also take {count} piece of {owner}: {flips}.",
		    "You also take {count} pieces of {owner}: {flips}."),
		N_("{player} takes nothing of yours."),
		NP_("{player} also takes {count} of your pieces: {flips}.",
		    "{player} also takes {count} of your pieces: {flips}.")
	},
	[HX_TELL_SKIP] = { N_("{other} cannot move and is skipped."), NULL,
	    NULL, N_("You cannot move and are skipped."), .subject = "other" },
	[HX_TELL_OUT] = { N_("{other} has no pieces left and is out of the "
	    "game."), NULL, NULL, N_("You have no pieces left and are out of "
	    "the game."), .subject = "other" },
	[HX_TELL_RESIGN] = { N_("{player} resigns."), NULL, NULL,
	    N_("You resign.") },
	[HX_TELL_LEAVE] = { N_("{player} resigns, and their pieces leave the "
	    "board."), NULL, NULL, N_("You resign, and your pieces leave the "
	    "board.") },
};

/* The board the options and the position ask for. */
static int
hexxagon_game_setup(const struct game_setup *setup, struct hexxagon_game *g,
    struct game_error *error)
{
	const char	*cells = setup->options[HX_OPT_CELLS];
	int		 layout = HEXXAGON_OPEN;

	error->line = GAME_ERROR_SETUP;
	if (setup->nseats < 2 || setup->nseats > HEXXAGON_PLAYERS_MAX)
		return (error->code = HX_E_SEATS);
	if (cells != NULL && strcmp(cells, "58") == 0)
		layout = HEXXAGON_HOLES;
	else if (cells != NULL && strcmp(cells, "61") != 0)
		return (error->code = HX_E_CELLS);
	error->line = 0;
	if (setup->board == NULL)
		return (error->code = hexxagon_start(&g->pos, &g->board,
		    setup->nseats, layout));
	if ((error->code = hexxagon_from_text(&g->pos, &g->board,
	    setup->nseats, setup->board)) != HEXXAGON_OK)
		return (error->code);
	if (cells != NULL && g->pos.blocked != hexxagon_layout_blocked(layout))
		return (error->code = HX_E_CELLS_POS);
	return (0);
}

static int
hexxagon_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct hexxagon_game	*g;

	memset(error, 0, sizeof *error);
	g = xcalloc(1, sizeof *g);
	g->ended_by = -1;
	g->last = HEXXAGON_NOMOVE;
	hexxagon_board_make(&g->board);
	if (hexxagon_game_setup(setup, g, error) != 0) {
		free(g);
		return (-1);
	}
	*out = g;
	return (0);
}

static void *
hexxagon_game_copy(const void *s)
{
	struct hexxagon_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	g->pos.b = &g->board;
	return (g);
}

static void
hexxagon_game_destroy(void *s)
{
	free(s);
}

static int
hexxagon_game_turn(const void *s)
{
	const struct hexxagon_game	*g = s;

	if (g->ended_by >= 0 || hexxagon_end(&g->pos) != HEXXAGON_END_NONE)
		return (GAME_TURN_OVER);
	return (g->pos.turn);
}

/* Tells the players a move or a resignation skipped. */
static void
hexxagon_tell_skipped(struct game_story *st, unsigned int skipped)
{
	struct game_sentence	*said;
	int			 i;

	for (i = 0; i < HEXXAGON_PLAYERS_MAX; i++)
		if (skipped & (1U << i)) {
			said = game_say(st, HX_TELL_SKIP, 0);
			game_arg_seat(said, "other", i);
		}
}

/*
 * A player resigns, as game_resign() read it: "resign", or "resign" and
 * the player's letter.  Of two, that ends the game; of three, the
 * player's pieces leave the board and the others play on.
 */
static int
hexxagon_game_resign(struct hexxagon_game *g, int side,
    struct game_story *st)
{
	if (hexxagon_game_turn(g) == GAME_TURN_OVER)
		return (HEXXAGON_E_OVER);
	if (g->pos.pieces[side] == 0)
		return (HX_E_OUT);
	g->resigned |= 1U << side;
	st->seat = side;
	snprintf(st->event, sizeof st->event, "resign %c",
	    hexxagon_entry.glyphs[side]);
	if (g->pos.players == 2) {
		game_say(st, HX_TELL_RESIGN, 0);
		g->ended_by = side;
		return (HEXXAGON_OK);
	}
	game_say(st, HX_TELL_LEAVE, 0);
	hexxagon_tell_skipped(st, hexxagon_remove(&g->pos, side));
	if (hexxagon_end(&g->pos) != HEXXAGON_END_NONE)
		g->ended_by = side;
	g->last = HEXXAGON_NOMOVE;
	g->last_flips = 0;
	return (HEXXAGON_OK);
}

/* The cells of a set, as "d4, e5". */
static void
hexxagon_list(const struct hexxagon_board *b, uint64_t set, char *buf,
    size_t len)
{
	char	 name[HEXXAGON_MOVE_MAX];
	size_t	 used = 0;

	buf[0] = '\0';
	for (; set != 0 && used < len; set &= set - 1) {
		hexxagon_format_cell(b, __builtin_ctzll(set), name);
		used += snprintf(buf + used, len - used, "%s%s",
		    used > 0 ? ", " : "", name);
	}
}

/*
 * Tells a move: where it went and the pieces it takes of the first other
 * player it takes any of, in one sentence; those of a second, of three,
 * in another.
 */
static void
hexxagon_tell_move(const struct hexxagon_game *g, hexxagon_move m,
    uint64_t flips, struct game_story *st)
{
	const struct hexxagon_pos	*p = &g->pos;
	struct game_sentence		*said;
	char				 name[HEXXAGON_MOVE_MAX], list[256];
	uint64_t			 taken;
	int				 i, n, told = 0;

	for (i = 0; i <= p->players; i++) {
		/* Past the players: the move with nothing taken. */
		if (i == p->players && told)
			break;
		taken = i < p->players ? flips & p->pieces[i] : 0;
		if (i < p->players && (i == p->turn || taken == 0))
			continue;
		n = __builtin_popcountll(taken);
		said = game_say(st, told ? HX_TELL_ALSO :
		    HEXXAGON_IS_GROWTH(m) ? HX_TELL_GROW : HX_TELL_JUMP, n);
		if (!told++) {
			hexxagon_format_cell(&g->board, HEXXAGON_FROM(m), name);
			game_arg(said, "from", name);
			hexxagon_format_cell(&g->board, HEXXAGON_TO(m), name);
			game_arg(said, "to", name);
		}
		snprintf(list, sizeof list, "%d", n);
		game_arg(said, "count", list);
		if (n > 0)
			game_arg_seat(said, "owner", i);
		hexxagon_list(&g->board, taken, list, sizeof list);
		game_arg(said, "flips", list);
	}
}

static int
hexxagon_game_play(void *s, int seat, const char *text,
    struct game_story *st)
{
	struct hexxagon_game	*g = s;
	struct hexxagon_pos	*p = &g->pos;
	struct game_sentence	*said;
	hexxagon_move		 m;
	uint64_t		 flips;
	unsigned int		 skipped;
	int			 error, side, i, had[HEXXAGON_PLAYERS_MAX];

	memset(st, 0, sizeof *st);
	if ((error = game_resign(&hexxagon_entry, text, seat, p->turn,
	    p->players, &side)) != GAME_RESIGN_NOT)
		return (error != 0 ? error : hexxagon_game_resign(g, side, st));
	if ((error = hexxagon_parse_move(&g->board, text, &m)) != HEXXAGON_OK)
		return (error);
	if (g->ended_by >= 0)
		return (HEXXAGON_E_OVER);
	if (seat != GAME_SEAT_ANY && seat != p->turn &&
	    hexxagon_end(p) == HEXXAGON_END_NONE)
		return (HX_E_TURN);
	if ((error = hexxagon_check(p, m)) != HEXXAGON_OK)
		return (error);
	flips = hexxagon_flips(p, m);
	st->seat = p->turn;
	hexxagon_format_move(&g->board, m, st->event);
	hexxagon_tell_move(g, m, flips, st);
	for (i = 0; i < p->players; i++)
		had[i] = p->pieces[i] != 0;
	skipped = hexxagon_make(p, m);
	/* Of three, a player who lost their last piece is out; of two, the
	 * game is over, as the ending says. */
	for (i = 0; i < p->players && p->players > 2; i++)
		if (had[i] && p->pieces[i] == 0) {
			said = game_say(st, HX_TELL_OUT, 0);
			game_arg_seat(said, "other", i);
		}
	hexxagon_tell_skipped(st, skipped);
	g->last = m;
	g->last_flips = flips;
	return (HEXXAGON_OK);
}

static int
hexxagon_game_result(const void *s, struct game_result *r)
{
	const struct hexxagon_game	*g = s;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (g->ended_by >= 0 && g->pos.players == 2) {
		r->winners = 1U << (g->ended_by ^ 1);
		r->reason = HX_END_RESIGN;
		r->loser = g->ended_by;
		return (1);
	}
	if ((r->reason = hexxagon_end(&g->pos)) == HEXXAGON_END_NONE)
		return (0);
	if (g->ended_by >= 0) {
		r->reason = HX_END_RESIGN;
		r->loser = g->ended_by;
	}
	r->winners = hexxagon_winners(&g->pos);
	return (1);
}

static void
hexxagon_game_position(const void *s, char *buf, size_t len)
{
	const struct hexxagon_game	*g = s;

	hexxagon_to_text(&g->pos, buf, len);
}

static int
hexxagon_game_moves(const void *s, char *buf, size_t len)
{
	const struct hexxagon_game	*g = s;
	hexxagon_move			 moves[HEXXAGON_MAX_MOVES];
	char				 text[HEXXAGON_MOVE_MAX];
	size_t				 used = 0;
	int				 n, i;

	buf[0] = '\0';
	if (hexxagon_game_turn(g) == GAME_TURN_OVER)
		return (0);
	n = hexxagon_movegen(&g->pos, moves);
	for (i = 0; i < n; i++) {
		hexxagon_format_move(&g->board, moves[i], text);
		if (used + strlen(text) + 2 > len)
			return (-1);
		used += snprintf(buf + used, len - used, "%s%s",
		    i > 0 ? " " : "", text);
	}
	return (n);
}

/* The view's cell of a board cell: the top row last, as Cross has it. */
static int
hexxagon_view_cell(const struct hexxagon_board *b, int c)
{
	return ((HEXXAGON_ROWS - 1 - b->row[c]) * HEXXAGON_ROWS + b->col[c]);
}

/* The board cell of a view's cell, or -1. */
static int
hexxagon_board_cell(const struct hexxagon_board *b, int cell)
{
	int	 row = HEXXAGON_ROWS - 1 - cell / HEXXAGON_ROWS;
	int	 col = cell % HEXXAGON_ROWS;

	if (cell < 0 || row < 0 || col >= b->row_len[row])
		return (-1);
	return (b->row_first[row] + col);
}

/* Whether a move starts or ends on a cell: a growth starts on any of the
 * mover's pieces next to it. */
static int
hexxagon_game_touches(const void *s, const char *text, int cell)
{
	const struct hexxagon_game	*g = s;
	hexxagon_move			 m;
	int				 c, to;

	if (hexxagon_parse_move(&g->board, text, &m) != HEXXAGON_OK ||
	    (c = hexxagon_board_cell(&g->board, cell)) < 0)
		return (0);
	to = HEXXAGON_TO(m);
	if (!HEXXAGON_IS_GROWTH(m))
		return (HEXXAGON_FROM(m) == c || to == c);
	return (to == c || ((g->board.near[to] & (1ULL << c)) != 0 &&
	    (g->pos.pieces[g->pos.turn] & (1ULL << c)) != 0));
}

/*
 * The view: a row of the view per row of the board, the top one at the
 * view's last row, its cells from the left; a row shorter than the middle
 * one leaves its last columns unused, and blocked, as are the board's
 * blocked cells.
 */
static void
hexxagon_game_view(const void *s, struct game_view *v)
{
	const struct hexxagon_game	*g = s;
	const struct hexxagon_pos	*p = &g->pos;
	struct game_cell		*cell;
	int				 c, i;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_HEX;
	v->rows = v->cols = HEXXAGON_ROWS;
	for (i = 0; i < v->rows * v->cols; i++) {
		v->cells[i].owner = v->cells[i].keeper = v->cells[i].home = -1;
		v->cells[i].flags = GAME_CELL_BLOCKED;
	}
	for (c = 0; c < HEXXAGON_CELLS; c++) {
		cell = &v->cells[hexxagon_view_cell(&g->board, c)];
		cell->flags = p->blocked & (1ULL << c) ? GAME_CELL_BLOCKED : 0;
		for (i = 0; i < p->players; i++)
			if (p->pieces[i] & (1ULL << c))
				cell->owner = i;
		if (g->last_flips & (1ULL << c))
			cell->flags |= GAME_CELL_CHANGED;
	}
	if (g->last != HEXXAGON_NOMOVE) {
		if (!HEXXAGON_IS_GROWTH(g->last))
			v->cells[hexxagon_view_cell(&g->board,
			    HEXXAGON_FROM(g->last))].flags |= GAME_CELL_CHANGED;
		v->cells[hexxagon_view_cell(&g->board,
		    HEXXAGON_TO(g->last))].flags |= GAME_CELL_MOVED;
	}
	for (i = 0; i < p->players; i++)
		v->score[i] = hexxagon_count(p, i);
}

static int
hexxagon_game_think(const void *s, const struct ai_limits *rq, char *buf,
    size_t len)
{
	const struct hexxagon_game	*g = s;
	struct hexxagon_ai_info		 info;
	char				 text[HEXXAGON_MOVE_MAX];
	hexxagon_move			 m;

	if (hexxagon_game_turn(g) == GAME_TURN_OVER)
		return (HEXXAGON_E_OVER);
	m = hexxagon_ai_choose(&g->pos, rq, &info);
	if (m == HEXXAGON_NOMOVE)
		return (HEXXAGON_E_OVER);
	hexxagon_format_move(&g->board, m, text);
	snprintf(buf, len, "%s", text);
	return (HEXXAGON_OK);
}

/* Adds text to a description being written. */
static void
hexxagon_add(char *buf, size_t len, const char *text)
{
	size_t	 used = strlen(buf);

	if (used < len)
		snprintf(buf + used, len - used, "%s", text);
}

/* The board, its blocked cells, who is out, and how near the draw by
 * jumps is. */
static void
hexxagon_game_describe(const void *s, int you, char *buf, size_t len)
{
	const struct hexxagon_game	*g = s;
	const struct hexxagon_pos	*p = &g->pos;
	char				 list[256], text[512];
	int				 i;

	(void)you;
	snprintf(buf, len, "%s", _("A hexagon of cells, five a side, rows a "
	    "to i from the top."));
	if (p->blocked != 0) {
		hexxagon_list(&g->board, p->blocked, list, sizeof list);
		snprintf(text, sizeof text, _(" Blocked: %s."), list);
		hexxagon_add(buf, len, text);
	}
	for (i = 0; i < p->players && p->players > 2; i++)
		if (p->pieces[i] == 0) {
			snprintf(text, sizeof text, _(" %s is out of the game."),
			    _(hexxagon_sides[i]));
			hexxagon_add(buf, len, text);
		}
	if (p->quiet >= HEXXAGON_QUIET_MAX / 2) {
		snprintf(text, sizeof text, ngettext(" %d move in a row "
		    "without a growth: at 100 the game is drawn.", " %d moves "
		    "in a row without a growth: at 100 the game is drawn.",
		    p->quiet), p->quiet);
		hexxagon_add(buf, len, text);
	}
}

/*
 * tabula hexxagon --perft DEPTH [--cells 58 | --position POSITION]: the
 * move paths from the start of a game of two, or from a position, DEPTH
 * moves deep (a skip is not a move).
 */
#define HX_PERFT_MAX	12

static const struct game_mode_option hexxagon_perft_options[] = {
	{ "perft", N_("DEPTH"), 1, N_("count the move paths DEPTH moves "
	    "deep from the start of a game of two, or from --position") },
	{ NULL, NULL, 0, NULL }
};

static int
hexxagon_perft_run(const struct game_mode_call *call)
{
	struct hexxagon_board	 b;
	struct hexxagon_pos	 p;
	const char		*cells = call->options[HX_OPT_CELLS];
	const char		*position = call->options[HX_OPT_POSITION];
	int			 depth, error = HEXXAGON_OK;

	if (call->nwords > 0)
		call->usage(_("unexpected \"%s\""), call->words[0]);
	depth = (int)call->number("--perft", call->values[0], HX_PERFT_MAX);
	if (cells != NULL && strcmp(cells, "61") != 0 &&
	    strcmp(cells, "58") != 0)
		call->usage(_("--cells is 61 or 58, not \"%s\""), cells);
	hexxagon_board_make(&b);
	hexxagon_start(&p, &b, 2, cells != NULL && strcmp(cells, "58") == 0 ?
	    HEXXAGON_HOLES : HEXXAGON_OPEN);
	/* A position given is of two players, or else of three. */
	if (position != NULL && (error = hexxagon_from_text(&p, &b, 2,
	    position)) == HEXXAGON_E_POS_PLAYER)
		error = hexxagon_from_text(&p, &b, 3, position);
	if (position != NULL && error != HEXXAGON_OK)
		call->fail(game_error_text(call->game, error));
	printf("%" PRIu64 "\n", hexxagon_perft(&p, depth));
	return (0);
}

static const struct game_mode hexxagon_perft_mode = {
	N_("--perft DEPTH [--cells 58 | --position POSITION]"),
	hexxagon_perft_options,
	hexxagon_perft_run
};

static const struct game_mode *const hexxagon_modes[] = {
	&hexxagon_perft_mode, NULL
};

/*
 * tabula bench hexxagon: perft from the start of each board, for two and
 * three players; then each fixed level's move from the start and from a
 * position level 1 plays into, with the positions it searched.
 */
#define HX_BENCH_PERFT	5
#define HX_BENCH_INTO	12	/* level 1's moves into the game */

static void
hexxagon_bench_run(const struct game_entry *g __attribute__((unused)),
    int depth)
{
	struct hexxagon_board	 b;
	struct hexxagon_pos	 p, start[2];
	struct hexxagon_ai_info	 info;
	struct ai_limits	 limits;
	struct timespec		 t0, t1;
	uint64_t		 n;
	int			 layout, seats, level, k;

	hexxagon_board_make(&b);
	if (depth <= 0)
		depth = HX_BENCH_PERFT;
	for (layout = HEXXAGON_OPEN; layout <= HEXXAGON_HOLES; layout++)
		for (seats = 2; seats <= 3; seats++) {
			hexxagon_start(&p, &b, seats, layout);
			clock_gettime(CLOCK_MONOTONIC, &t0);
			n = hexxagon_perft(&p, depth);
			clock_gettime(CLOCK_MONOTONIC, &t1);
			printf("hexxagon perft %d, %d cells, %d players: %"
			    PRIu64 " in %.3f s\n", depth,
			    layout == HEXXAGON_OPEN ? 61 : 58, seats, n,
			    stopwatch_seconds(&t0, &t1));
		}
	memset(&limits, 0, sizeof limits);
	hexxagon_start(&start[0], &b, 2, HEXXAGON_OPEN);
	start[1] = start[0];
	limits.level = 1;
	for (k = 0; k < HX_BENCH_INTO &&
	    hexxagon_end(&start[1]) == HEXXAGON_END_NONE; k++) {
		limits.seed = k;
		hexxagon_make(&start[1], hexxagon_ai_choose(&start[1],
		    &limits, &info));
	}
	for (level = 1; level < HEXXAGON_AI_LEVELS; level++) {
		limits.level = level;
		limits.seed = 1;
		n = 0;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (k = 0; k < 2; k++) {
			hexxagon_ai_choose(&start[k], &limits, &info);
			n += info.nodes;
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
		printf("hexxagon computer %d: %" PRIu64 " positions for 2 "
		    "positions in %.3f s\n", level, n,
		    stopwatch_seconds(&t0, &t1));
	}
}

static const struct game_bench hexxagon_bench = {
	.run = hexxagon_bench_run,
};

const struct game_entry hexxagon_entry = {
	.name = "hexxagon",
	.title = N_("Hexxagon"),
	.summary = N_("Grow and jump on a hexagon to take the others' "
	    "pieces."),
	.rules = hexxagon_rules,
	.min_seats = 2,
	.max_seats = HEXXAGON_PLAYERS_MAX,
	.sides = hexxagon_sides,
	.glyphs = "oxt",
	.resign_syntax = HX_E_RESIGN,
	.resign_other = HX_E_OTHER,
	.default_players = "human,computer",
	.options = hexxagon_options,
	.noptions = sizeof hexxagon_options / sizeof hexxagon_options[0],
	.errors = hexxagon_errors,
	.nerrors = sizeof hexxagon_errors / sizeof hexxagon_errors[0],
	.endings = hexxagon_endings,
	.endings_you = hexxagon_endings_you,
	.phrases = hexxagon_phrases,
	.max_level = HEXXAGON_AI_LEVELS,
	.default_level = HEXXAGON_AI_DEFAULT,
	.create = hexxagon_game_create,
	.copy = hexxagon_game_copy,
	.destroy = hexxagon_game_destroy,
	.turn = hexxagon_game_turn,
	.play = hexxagon_game_play,
	.result = hexxagon_game_result,
	.position = hexxagon_game_position,
	.moves = hexxagon_game_moves,
	.view = hexxagon_game_view,
	.touches = hexxagon_game_touches,
	.think = hexxagon_game_think,
	.describe = hexxagon_game_describe,
	.modes = hexxagon_modes,
	.bench = &hexxagon_bench,
};
