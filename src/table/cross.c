/* table/cross.c: Cross in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/cross_ai.h"
#include "game.h"
#include "games/cross.h"
#include "i18n.h"
#include "xmalloc.h"

extern const struct game_entry cross_entry;	/* at the end */

/* A game in progress: the board, the position, a resignation. */
struct cross_game {
	struct cross_board	 board;
	struct cross_pos	 pos;
	int			 resigned;	/* the player, or -1 */
};

/* Errors beyond the engine's, and the endings. */
#define CROSS_E_RESIGN		CROSS_ERRORS
#define CROSS_E_TURN		(CROSS_ERRORS + 1)
#define CROSS_E_OTHER		(CROSS_ERRORS + 2)
#define CROSS_E_SEATS		(CROSS_ERRORS + 3)
#define CROSS_E_SIZE_TEXT	(CROSS_ERRORS + 4)
#define CROSS_E_SIZE_POS	(CROSS_ERRORS + 5)

enum { CROSS_END_NONE, CROSS_END_THREE, CROSS_END_OPPOSITE,
    CROSS_END_RESIGN };

/* What the phrases tell. */
enum { CROSS_TELL_PLACE, CROSS_TELL_SWAP, CROSS_TELL_THREE,
    CROSS_TELL_OPPOSITE, CROSS_TELL_RESIGN };

enum { CROSS_OPT_SIZE, CROSS_OPT_POSITION };

static const char *const cross_rules[] = {
	N_("Cross is played on a board of hexagonal cells shaped as a "
	    "hexagon, with 2 to 10 cells along each of its six sides (6 "
	    "unless --size says otherwise).  A corner cell belongs to both "
	    "sides that meet there."),
	N_("o places the first stone on any cell.  Then x may swap instead "
	    "of moving: o's stone becomes x's, and o moves again.  After "
	    "that the players take turns placing a stone of their own on an "
	    "empty cell."),
	N_("You win by joining three sides that are not next to each other "
	    "(every other side) with a chain of your stones.  You lose by "
	    "joining two opposite sides without also joining three such "
	    "sides; a stone that makes both connections at once wins.  "
	    "Every game has a winner."),
	N_("Cells are named by their row, a letter from a at the top, and "
	    "their place in the row from 1 at the left, as in f6; the swap is "
	    "written swap.  You may resign at any time."),
	NULL
};

static const char *const cross_sides[] = { "o", "x", NULL };

static const char *const cross_sizes[] = {
	"2", "3", "4", "5", "6", "7", "8", "9", "10", NULL
};

static const struct game_option cross_options[] = {
	[CROSS_OPT_SIZE] = { .name = "size", .arg = N_("N"),
	    .help = N_("cells along each side of the board, from 2 to 10"),
	    .value = "6", .title = N_("Size of the board"),
	    .choices = cross_sizes },
	[CROSS_OPT_POSITION] = { .name = "position", .arg = N_("POSITION"),
	    .help = N_("start from this position, as the position command "
	    "writes it"), .board = 1 },
};

static const char *const cross_errors[] = {
	[CROSS_OK] = "",
	[CROSS_E_SYNTAX] = N_("That is not a move: write a cell as its row "
	    "letter and number, as in f6, or swap."),
	[CROSS_E_OVER] = N_("The game is over."),
	[CROSS_E_CELL] = N_("There is no such cell on this board."),
	[CROSS_E_TAKEN] = N_("That cell is taken."),
	[CROSS_E_NO_SWAP] = N_("Only x may swap, and only instead of its "
	    "first move."),
	[CROSS_E_SIZE] = N_("The board's size is from 2 to 10."),
	[CROSS_E_SWAP_PAST] = N_("You may swap only instead of your first "
	    "move, and that is past: place a stone, as in f6."),
	[CROSS_E_POS_ROWS] = N_("A position is the rows of the board from "
	    "the top, separated by /, each as long as its row."),
	[CROSS_E_POS_CHAR] = N_("The cells of a position are o, x, or . "
	    "when empty."),
	[CROSS_E_POS_TURN] = N_("After the rows comes the player to move, o "
	    "or x."),
	[CROSS_E_POS_OVER] = N_("That position is already over: a chain "
	    "joins three sides or two opposite ones."),
	[CROSS_E_RESIGN] = N_("Write resign, or resign o or resign x."),
	[CROSS_E_TURN] = N_("It is not your turn."),
	[CROSS_E_OTHER] = N_("You may resign only for yourself."),
	[CROSS_E_SEATS] = N_("Cross is for two players."),
	[CROSS_E_SIZE_TEXT] = N_("The board's size is a number from 2 to "
	    "10."),
	[CROSS_E_SIZE_POS] = N_("The position is for a board of another "
	    "size."),
};

static const char *const cross_endings[] = {
	[CROSS_END_NONE] = "",
	/* TRANSLATORS: {winner} and {loser} begin the sentence; {detail}
	 * lists the sides, as "top, lower right and lower left". */
	[CROSS_END_THREE] = N_("{winner} joined three sides that are not next "
	    "to each other: {detail}."),
	[CROSS_END_OPPOSITE] = N_("{loser} joined two opposite sides, "
	    "{detail}, without a third."),
	[CROSS_END_RESIGN] = N_("{loser} resigned."),
	NULL
};

/* The endings whose first seat is you, spoken to. */
static const char *const cross_endings_you[] = {
	[CROSS_END_THREE] = N_("You joined three sides that are not next to "
	    "each other: {detail}."),
	[CROSS_END_OPPOSITE] = N_("You joined two opposite sides, {detail}, "
	    "without a third."),
	[CROSS_END_RESIGN] = N_("You resigned."),
	NULL
};

static const struct game_phrase cross_phrases[] = {
	[CROSS_TELL_PLACE] = { N_("{player} places a stone on {cell}."),
	    NULL, NULL, N_("You place a stone on {cell}.") },
	[CROSS_TELL_SWAP] = { N_("{player} swaps, taking the stone of {other} "
	    "on {cell}."), NULL, NULL,
	    N_("You swap, taking the stone of {other} on {cell}."), NULL, NULL,
	    N_("{player} swaps, taking your stone on {cell}.") },
	[CROSS_TELL_THREE] = { N_("That joins three sides that are not next "
	    "to each other."), NULL, NULL },
	[CROSS_TELL_OPPOSITE] = { N_("That joins two opposite sides."),
	    NULL, NULL },
	[CROSS_TELL_RESIGN] = { N_("{player} resigns."), NULL, NULL,
	    N_("You resign.") },
};

static int
cross_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct cross_game	*g;
	const char		*text = setup->options[CROSS_OPT_SIZE];
	char			*end;
	long			 n = CROSS_SIDE_DEFAULT;

	memset(error, 0, sizeof *error);
	if (setup->nseats != 2) {
		error->code = CROSS_E_SEATS;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	if (text != NULL) {
		n = strtol(text, &end, 10);
		if (end == text || *end != '\0' || n < CROSS_SIDE_MIN ||
		    n > CROSS_SIDE_MAX) {
			error->code = CROSS_E_SIZE_TEXT;
			error->line = GAME_ERROR_SETUP;
			return (-1);
		}
	}
	if (setup->board != NULL) {
		if (cross_size_of_text(setup->board) == 0) {
			error->code = CROSS_E_POS_ROWS;
			return (-1);
		}
		if (text != NULL && cross_size_of_text(setup->board) != n) {
			error->code = CROSS_E_SIZE_POS;
			return (-1);
		}
		n = cross_size_of_text(setup->board);
	}
	g = xcalloc(1, sizeof *g);
	g->resigned = -1;
	cross_board_make(&g->board, (int)n);
	if (setup->board != NULL)
		error->code = cross_from_text(&g->pos, &g->board, setup->board);
	else
		cross_start(&g->pos, &g->board);
	if (error->code != CROSS_OK) {
		free(g);
		return (-1);
	}
	*out = g;
	return (0);
}

static void *
cross_game_copy(const void *s)
{
	struct cross_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	g->pos.b = &g->board;
	return (g);
}

static void
cross_game_destroy(void *s)
{
	free(s);
}

static int
cross_game_turn(const void *s)
{
	const struct cross_game	*g = s;

	if (g->resigned >= 0 || g->pos.winner != CROSS_NONE)
		return (GAME_TURN_OVER);
	return (g->pos.turn);
}

/* A side resigns, as game_resign() read it: "resign", "resign o" or
 * "resign x". */
static int
cross_game_resign(struct cross_game *g, int side, struct game_story *st)
{
	if (cross_game_turn(g) == GAME_TURN_OVER)
		return (CROSS_E_OVER);
	g->resigned = side;
	game_say(st, CROSS_TELL_RESIGN, 0);
	st->seat = side;
	snprintf(st->event, sizeof st->event, "resign %c", "ox"[side]);
	return (CROSS_OK);
}

static int
cross_game_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct cross_game	*g = s;
	struct cross_pos	*p = &g->pos;
	struct game_sentence	*said;
	char			 name[CROSS_MOVE_MAX];
	int			 move, error, c, mover, side;

	memset(st, 0, sizeof *st);
	if ((error = game_resign(&cross_entry, text, seat, p->turn, 2,
	    &side)) != GAME_RESIGN_NOT)
		return (error != 0 ? error : cross_game_resign(g, side, st));
	if ((error = cross_parse_move(&g->board, text, &move)) != CROSS_OK)
		return (error);
	if (g->resigned >= 0)
		return (CROSS_E_OVER);
	if (seat != GAME_SEAT_ANY && seat != p->turn &&
	    p->winner == CROSS_NONE)
		return (CROSS_E_TURN);
	if ((error = cross_check(p, move)) != CROSS_OK)
		return (error);
	mover = p->turn;
	st->seat = mover;
	cross_format_move(&g->board, move, st->event);
	if (move == CROSS_SWAP) {
		for (c = 0; p->stone[c] == CROSS_NONE; c++)
			;
		said = game_say(st, CROSS_TELL_SWAP, 0);
		cross_format_move(&g->board, c, name);
		game_arg_seat(said, "other", 1 - mover);	/* whose it was */
	} else {
		said = game_say(st, CROSS_TELL_PLACE, 0);
		cross_format_move(&g->board, move, name);
	}
	game_arg(said, "cell", name);
	cross_make(p, move);
	if (p->winner != CROSS_NONE)
		game_say(st, p->winner == mover ? CROSS_TELL_THREE :
		    CROSS_TELL_OPPOSITE, 0);
	return (CROSS_OK);
}

/*
 * The sides that decided the game, of those the last stone's chain holds:
 * the three that are not next to each other for a win, an opposite pair
 * for a loss; as "top, lower right and lower left".
 */
static void
cross_chain_sides(const struct cross_pos *pos, int win, char *buf,
    size_t len)
{
	struct cross_pos	 p = *pos;
	const char		*names[CROSS_SIDES];
	int			 sides, i, n = 0;

	buf[0] = '\0';
	if (p.last < 0)
		return;
	sides = cross_group_sides(&p, p.last);
	if (win)
		sides &= (sides & CROSS_TRIPLE_A) == CROSS_TRIPLE_A ?
		    CROSS_TRIPLE_A : CROSS_TRIPLE_B;
	else {
		for (i = 0; i < CROSS_SIDES / 2; i++)
			if ((sides & (1 << i)) && (sides & (1 << (i + 3))))
				break;
		sides &= (1 << i) | (1 << (i + 3));
	}
	for (i = 0; i < CROSS_SIDES; i++)
		if (sides & (1 << i))
			names[n++] = _(game_hex_side_names[i]);
	for (i = 0; i < n; i++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
		    i == 0 ? "" : i == n - 1 ? _(" and ") : ", ", names[i]);
}

static int
cross_game_result(const void *s, struct game_result *r)
{
	const struct cross_game	*g = s;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (g->resigned >= 0) {
		r->winners = 1U << (g->resigned ^ 1);
		r->reason = CROSS_END_RESIGN;
		r->loser = g->resigned;
		return (1);
	}
	if (g->pos.winner == CROSS_NONE)
		return (0);
	r->winners = 1U << g->pos.winner;
	/* The last stone's player either won, or lost by two sides. */
	r->reason = g->pos.winner == g->pos.turn ? CROSS_END_THREE :
	    CROSS_END_OPPOSITE;
	if (r->reason == CROSS_END_OPPOSITE)
		r->loser = g->pos.winner ^ 1;
	cross_chain_sides(&g->pos, r->reason == CROSS_END_THREE, r->detail,
	    sizeof r->detail);
	return (1);
}

static void
cross_game_position(const void *s, char *buf, size_t len)
{
	const struct cross_game	*g = s;

	cross_to_text(&g->pos, buf, len);
}

/* The empty cells, and swap when it may be played. */
static int
cross_game_moves(const void *s, char *buf, size_t len)
{
	const struct cross_game	*g = s;
	const struct cross_pos	*p = &g->pos;
	char			 name[CROSS_MOVE_MAX];
	size_t			 used = 0;
	int			 c, n = 0;

	buf[0] = '\0';
	if (cross_game_turn(g) == GAME_TURN_OVER)
		return (0);
	for (c = -1; c < g->board.ncells && used < len; c++) {
		if (c < 0 ? cross_check(p, CROSS_SWAP) != CROSS_OK :
		    p->stone[c] != CROSS_NONE)
			continue;
		cross_format_move(&g->board, c < 0 ? CROSS_SWAP : c, name);
		used += snprintf(buf + used, len - used, "%s%s",
		    n++ > 0 ? " " : "", name);
	}
	if (used >= len)
		return (-1);
	return (n);
}

/*
 * The view: a row of the view per row of the board, from the top one at
 * the view's last row (row 0 is at the bottom), its cells from the left;
 * a row shorter than the middle one leaves its last columns unused.  The
 * winning or losing chain is marked as changed.
 */
static void
cross_game_view(const void *s, struct game_view *v)
{
	const struct cross_game	*g = s;
	struct cross_pos	 p;
	unsigned char		 chain[CROSS_CELLS_MAX];
	struct game_cell	*cell;
	int			 c, row;

	memset(v, 0, sizeof *v);
	memset(chain, 0, sizeof chain);
	memcpy(&p, &g->pos, sizeof p);
	if (p.winner != CROSS_NONE && p.last != CROSS_NONE)
		cross_group(&p, p.last, chain);
	v->board = GAME_BOARD_HEX;
	v->sides = 1;
	v->rows = g->board.nrows;
	v->cols = g->board.nrows;
	for (row = 0; row < v->rows * v->cols; row++) {
		v->cells[row].owner = v->cells[row].keeper = -1;
		v->cells[row].home = -1;
		v->cells[row].flags = GAME_CELL_BLOCKED;
	}
	for (c = 0; c < g->board.ncells; c++) {
		row = g->board.nrows - 1 - g->board.row[c];
		cell = &v->cells[row * v->cols + g->board.col[c]];
		cell->flags = 0;
		cell->owner = p.stone[c];
		if (chain[c])
			cell->flags |= GAME_CELL_CHANGED;
		if (c == p.last)
			cell->flags |= GAME_CELL_MOVED;
	}
}

static int
cross_game_think(const void *s, const struct ai_limits *rq, char *buf,
    size_t len)
{
	const struct cross_game	*g = s;
	struct cross_ai_info	 info;
	char			 name[CROSS_MOVE_MAX];
	int			 move;

	if (cross_game_turn(g) == GAME_TURN_OVER)
		return (CROSS_E_OVER);
	move = cross_ai_choose(&g->pos, rq, &info);
	cross_format_move(&g->board, move, name);
	snprintf(buf, len, "%s", name);
	return (CROSS_OK);
}

/* Adds text to a description being written. */
static void
cross_add(char *buf, size_t len, const char *text)
{
	size_t	 used = strlen(buf);

	if (used < len)
		snprintf(buf + used, len - used, "%s", text);
}

/* The sides by name, each from its first cell to its last: a row's
 * first and last cells have the row's letter and 1 or its length. */
static void
cross_describe_sides(const struct cross_board *b, char *buf, size_t len)
{
	char		 ends[CROSS_SIDES][64], text[768];
	const char	*to = _("to");	/* a range in words, as "a1 to a6" */
	int		 n = b->n, k = 'a' + b->nrows - 1, mid = 'a' + n - 1;

	snprintf(ends[0], sizeof ends[0], "a1 %s a%d", to, n);
	snprintf(ends[1], sizeof ends[1], "a%d %s %c%d", n, to, mid, b->nrows);
	snprintf(ends[2], sizeof ends[2], "%c%d %s %c%d", mid, b->nrows, to, k,
	    n);
	snprintf(ends[3], sizeof ends[3], "%c1 %s %c%d", k, to, k, n);
	snprintf(ends[4], sizeof ends[4], "%c1 %s %c1", mid, to, k);
	snprintf(ends[5], sizeof ends[5], "a1 %s %c1", to, mid);
	snprintf(text, sizeof text, _(" Sides: %s %s, %s %s, %s %s, %s %s, "
	    "%s %s, %s %s."), _(game_hex_side_names[0]), ends[0],
	    _(game_hex_side_names[1]), ends[1], _(game_hex_side_names[2]), ends[2],
	    _(game_hex_side_names[3]), ends[3], _(game_hex_side_names[4]), ends[4],
	    _(game_hex_side_names[5]), ends[5]);
	cross_add(buf, len, text);
}

/* The chain of the last stone that decided the game, as its cells. */
static void
cross_describe_chain(const struct cross_game *g, char *buf, size_t len)
{
	struct cross_pos	 p = g->pos;
	unsigned char		 chain[CROSS_CELLS_MAX];
	char			 name[CROSS_MOVE_MAX];
	int			 c;

	if (p.winner == CROSS_NONE || p.last == CROSS_NONE)
		return;
	memset(chain, 0, sizeof chain);
	cross_group(&p, p.last, chain);
	cross_add(buf, len, "\n");
	cross_add(buf, len, _("The deciding chain:"));
	for (c = 0; c < g->board.ncells; c++) {
		if (!chain[c])
			continue;
		cross_format_move(&g->board, c, name);
		cross_add(buf, len, " ");
		cross_add(buf, len, name);
	}
	cross_add(buf, len, ".");
}

/* The board's size and sides, the swap while it may be played (to the
 * player you, or -1), and the chain that decided the game. */
static void
cross_game_describe(const void *s, int you, char *buf, size_t len)
{
	const struct cross_game	*g = s;

	snprintf(buf, len, _("A board of %d cells a side, rows a to %c."),
	    g->board.n, 'a' + g->board.nrows - 1);
	cross_describe_sides(&g->board, buf, len);
	if (cross_check(&g->pos, CROSS_SWAP) == CROSS_OK && len > strlen(buf))
		snprintf(buf + strlen(buf), len - strlen(buf), " %s",
		    g->pos.turn == you ? _("You may swap: take o's stone "
		    "instead of placing one.") : you >= 0 ? _("x may swap: "
		    "take your stone instead of placing one.") : _("x may "
		    "swap: take o's stone instead of placing one."));
	cross_describe_chain(g, buf, len);
}

extern const struct game_bench cross_bench;	/* cross_bench.c */

const struct game_entry cross_entry = {
	.name = "cross",
	.title = N_("Cross"),
	.summary = N_("Join three sides of the hex board, never two "
	    "opposite ones."),
	.rules = cross_rules,
	.min_seats = 2,
	.max_seats = 2,
	.sides = cross_sides,
	.glyphs = "ox",
	.resign_syntax = CROSS_E_RESIGN,
	.resign_other = CROSS_E_OTHER,
	.no_score = 1,
	.default_players = "human,computer",
	.options = cross_options,
	.noptions = sizeof cross_options / sizeof cross_options[0],
	.errors = cross_errors,
	.nerrors = sizeof cross_errors / sizeof cross_errors[0],
	.endings = cross_endings,
	.endings_you = cross_endings_you,
	.phrases = cross_phrases,
	.max_level = CROSS_AI_LEVELS,
	.default_level = CROSS_AI_DEFAULT,
	.create = cross_game_create,
	.copy = cross_game_copy,
	.destroy = cross_game_destroy,
	.turn = cross_game_turn,
	.play = cross_game_play,
	.result = cross_game_result,
	.position = cross_game_position,
	.moves = cross_game_moves,
	.view = cross_game_view,
	.think = cross_game_think,
	.describe = cross_game_describe,
	.bench = &cross_bench,
};
