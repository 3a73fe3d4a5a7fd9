/* table/ataxx.c: Ataxx in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ataxx_ai.h"
#include "game.h"
#include "games/ataxx.h"
#include "i18n.h"
#include "xmalloc.h"

extern const struct game_entry ataxx_entry;	/* at the end */

/* A game in progress: the position, a resignation, and the last move. */
struct ataxx_game {
	struct ataxx_pos	 pos;
	int			 resigned;	/* the side, or -1 */
	ataxx_move		 last;
	uint64_t		 last_flips;
};

/* Errors beyond the engine's, and the ending beyond its endings. */
#define ATAXX_E_RESIGN		ATAXX_ERRORS
#define ATAXX_E_TURN		(ATAXX_ERRORS + 1)
#define ATAXX_E_OTHER		(ATAXX_ERRORS + 2)
#define ATAXX_END_RESIGN	ATAXX_ENDS

/* What the phrases tell. */
enum { ATAXX_TELL_CLONE, ATAXX_TELL_JUMP, ATAXX_TELL_PASS, ATAXX_TELL_RESIGN };

/* Memory for the computer player's table, by level. */
#define ATAXX_THINK_MB(level)	((level) >= 6 ? 16 : 2)

static const char *const ataxx_rules[] = {
	N_("Ataxx is played on a board of seven by seven squares, columns a "
	    "to g and rows 1 to 7.  x starts with pieces on a7 and g1, o with "
	    "pieces on a1 and g7, and x moves first."),
	N_("On your turn you clone or you jump.  To clone, choose an empty "
	    "square next to one of your pieces, in any of the eight "
	    "directions: a new piece of yours appears there.  A clone is "
	    "written as its square, for example d4."),
	N_("To jump, move one of your pieces to an empty square exactly two "
	    "squares away, straight, diagonally or in between like a knight; "
	    "the square it leaves becomes empty.  A jump is written as its two "
	    "squares, for example c3b5."),
	N_("After either move, every piece of your opponent next to the square "
	    "you moved to turns into one of yours."),
	N_("If you cannot move, you pass, written 0000; you may pass only "
	    "then."),
	N_("The game ends when the board is full, when a side has no pieces "
	    "left, or when neither side can move, and whoever has more pieces "
	    "wins.  A hundred moves in a row without a clone make a draw, "
	    "unless a side has no pieces left."),
	N_("Some boards have blocked squares, shown as #: no piece may enter "
	    "them."),
	N_("The original game wrote after a move how many pieces it turned, "
	    "as in e2(2) or b2d1(3); Tabula reads such moves and checks the "
	    "count."),
	N_("You may resign at any time."),
	NULL
};

static const char *const ataxx_sides[] = { "x", "o", NULL };

static const struct game_option ataxx_options[] = {
	{ .name = "fen", .arg = N_("FEN"), .help = N_("start from this "
	    "position (blocked squares as -)"), .board = 1 },
};

static const char *const ataxx_errors[] = {
	[ATAXX_OK] = "",
	[ATAXX_E_SYNTAX] = N_("That is not a move: write a square to clone "
	    "to (d4), two squares to jump (c3b5), or 0000 to pass."),
	[ATAXX_E_OVER] = N_("The game is over."),
	[ATAXX_E_OCCUPIED] = N_("That square is taken."),
	[ATAXX_E_BLOCKED] = N_("That square is blocked."),
	[ATAXX_E_NOT_OWN] = N_("You have no piece on the square you jump "
	    "from."),
	[ATAXX_E_DISTANCE] = N_("A jump lands exactly two squares away; to "
	    "move one square, clone by writing the square alone."),
	[ATAXX_E_NO_SOURCE] = N_("You have no piece next to that square to "
	    "clone from."),
	[ATAXX_E_MUST_PASS] = N_("You have no move, so you must pass: 0000."),
	[ATAXX_E_CANNOT_PASS] = N_("You may pass only when you have no move."),
	[ATAXX_E_FLIPS] = N_("The number in brackets is not the number of "
	    "pieces this move turns."),
	[ATAXX_E_FEN_ROWS] = N_("A position has seven rows separated by /."),
	[ATAXX_E_FEN_ROW] = N_("Every row of a position has seven squares."),
	[ATAXX_E_FEN_CHAR] = N_("A position is written with x, o, - for a "
	    "blocked square, the digits 1 to 7 for empty ones, and /."),
	[ATAXX_E_FEN_SIDE] = N_("The side to move must be x or o."),
	[ATAXX_E_FEN_CLOCK] = N_("The half-move clock and the move number "
	    "must be whole numbers, the move number from 1."),
	[ATAXX_E_FEN_EXTRA] = N_("There is something after the move number."),
	[ATAXX_E_RESIGN] = N_("Write resign, or resign x or resign o."),
	[ATAXX_E_TURN] = N_("It is not your turn."),
	[ATAXX_E_OTHER] = N_("You may resign only for yourself."),
};

static const char *const ataxx_endings[] = {
	[ATAXX_END_NONE] = "",
	[ATAXX_END_FULL] = N_("The board is full."),
	[ATAXX_END_WIPEOUT] = N_("A side has no pieces left."),
	[ATAXX_END_STUCK] = N_("Neither side can move."),
	[ATAXX_END_HALFMOVES] = N_("A hundred moves in a row without a "
	    "clone."),
	[ATAXX_END_RESIGN] = N_("{loser} resigned."),
	NULL
};

/* The endings whose first seat is you, spoken to. */
static const char *const ataxx_endings_you[] = {
	[ATAXX_END_RESIGN] = N_("You resigned."),
	NULL
};

static const struct game_phrase ataxx_phrases[] = {
	[ATAXX_TELL_CLONE] = {
		N_("{player} clones to {to}."),
		NP_("{player} clones to {to} and turns {count} piece: {flips}.",
		    "{player} clones to {to} and turns {count} pieces: "
		    "{flips}."),
		N_("You clone to {to}."),
		NP_("You clone to {to} and turn {count} piece: {flips}.",
		    "You clone to {to} and turn {count} pieces: {flips}."),
		N_("{player} clones to {to}."),
		NP_("{player} clones to {to} and turns {count} of your pieces: "
		    "{flips}.",
		    "{player} clones to {to} and turns {count} of your pieces: "
		    "{flips}.")
	},
	[ATAXX_TELL_JUMP] = {
		N_("{player} jumps from {from} to {to}."),
		NP_("{player} jumps from {from} to {to} and turns {count} "
		    "piece: {flips}.",
		    "{player} jumps from {from} to {to} and turns {count} "
		    "pieces: {flips}."),
		N_("You jump from {from} to {to}."),
		NP_("You jump from {from} to {to} and turn {count} piece: "
		    "{flips}.",
		    "You jump from {from} to {to} and turn {count} pieces: "
		    "{flips}."),
		N_("{player} jumps from {from} to {to}."),
		NP_("{player} jumps from {from} to {to} and turns {count} of "
		    "your pieces: {flips}.",
		    "{player} jumps from {from} to {to} and turns {count} of "
		    "your pieces: {flips}.")
	},
	[ATAXX_TELL_PASS] = { N_("{player} passes."), NULL, NULL,
		N_("You pass.") },
	[ATAXX_TELL_RESIGN] = { N_("{player} resigns."), NULL, NULL,
		N_("You resign.") },
};

static int
ataxx_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct ataxx_game	*g;
	const char		*fen = setup->board;

	memset(error, 0, sizeof *error);
	g = xcalloc(1, sizeof *g);
	g->resigned = -1;
	g->last = ATAXX_NOMOVE;
	/* A board file's comment lines come first. */
	while (fen != NULL && *fen == '#' && strchr(fen, '\n') != NULL)
		fen = strchr(fen, '\n') + 1;
	if (fen != NULL)
		error->code = ataxx_from_fen(&g->pos, fen);
	else {
		ataxx_startpos(&g->pos);
		error->code = ATAXX_OK;
	}
	if (error->code != ATAXX_OK) {
		free(g);
		return (-1);
	}
	*out = g;
	return (0);
}

static void *
ataxx_game_copy(const void *s)
{
	struct ataxx_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	return (g);
}

static void
ataxx_game_destroy(void *s)
{
	free(s);
}

static int
ataxx_game_turn(const void *s)
{
	const struct ataxx_game	*g = s;

	if (g->resigned >= 0 || ataxx_end(&g->pos) != ATAXX_END_NONE)
		return (GAME_TURN_OVER);
	return (g->pos.side);
}

/* A side resigns, as game_resign() read it: "resign", "resign x" or
 * "resign o". */
static int
ataxx_game_resign(struct ataxx_game *g, int side, struct game_story *st)
{
	if (ataxx_game_turn(g) == GAME_TURN_OVER)
		return (ATAXX_E_OVER);
	g->resigned = side;
	game_say(st, ATAXX_TELL_RESIGN, 0);
	st->seat = side;
	snprintf(st->event, sizeof st->event, "resign %c", "xo"[side]);
	return (ATAXX_OK);
}

static int
ataxx_game_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct ataxx_game	*g = s;
	ataxx_move		 m;
	uint64_t		 flips, b;
	struct game_sentence	*said;
	char			 sq[3], list[64];
	size_t			 used;
	int			 error, count, n, side;

	memset(st, 0, sizeof *st);
	if ((error = game_resign(&ataxx_entry, text, seat, g->pos.side, 2,
	    &side)) != GAME_RESIGN_NOT)
		return (error != 0 ? error : ataxx_game_resign(g, side, st));
	if ((error = ataxx_parse_move(text, &m, &count)) != ATAXX_OK)
		return (error);
	if (g->resigned >= 0)
		return (ATAXX_E_OVER);
	if (seat != GAME_SEAT_ANY && seat != g->pos.side &&
	    ataxx_end(&g->pos) == ATAXX_END_NONE)
		return (ATAXX_E_TURN);
	if ((error = ataxx_check(&g->pos, m)) != ATAXX_OK)
		return (error);
	flips = ataxx_flips(&g->pos, m);
	if (count >= 0 && count != __builtin_popcountll(flips))
		return (ATAXX_E_FLIPS);

	st->seat = g->pos.side;
	n = __builtin_popcountll(flips);
	said = game_say(st, m == ATAXX_PASS ? ATAXX_TELL_PASS :
	    ATAXX_IS_CLONE(m) ? ATAXX_TELL_CLONE : ATAXX_TELL_JUMP, n);
	ataxx_format_move(m, st->event);
	if (m != ATAXX_PASS) {
		ataxx_format_square(ATAXX_FROM(m), sq);
		game_arg(said, "from", sq);
		ataxx_format_square(ATAXX_TO(m), sq);
		game_arg(said, "to", sq);
	}
	snprintf(sq, sizeof sq, "%d", n);
	game_arg(said, "count", sq);
	if (n > 0)	/* whose pieces turn: the other side's */
		game_arg_seat(said, "owner", 1 - g->pos.side);
	used = 0;
	list[0] = '\0';
	for (b = flips; b != 0; b &= b - 1) {
		ataxx_format_square(__builtin_ctzll(b), sq);
		used += snprintf(list + used, sizeof list - used, "%s%s",
		    used > 0 ? ", " : "", sq);
	}
	game_arg(said, "flips", list);

	ataxx_make(&g->pos, m);
	g->last = m;
	g->last_flips = flips;
	return (ATAXX_OK);
}

static int
ataxx_game_result(const void *s, struct game_result *r)
{
	const struct ataxx_game	*g = s;
	int			 winner;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (g->resigned >= 0) {
		r->winners = 1U << (g->resigned ^ 1);
		r->reason = ATAXX_END_RESIGN;
		r->loser = g->resigned;
		return (1);
	}
	if ((r->reason = ataxx_end(&g->pos)) == ATAXX_END_NONE)
		return (0);
	if ((winner = ataxx_winner(&g->pos)) >= 0)
		r->winners = 1U << winner;
	return (1);
}

static void
ataxx_game_position(const void *s, char *buf, size_t len)
{
	const struct ataxx_game	*g = s;

	ataxx_to_fen(&g->pos, buf, len);
}

static int
ataxx_game_moves(const void *s, char *buf, size_t len)
{
	const struct ataxx_game	*g = s;
	ataxx_move		 moves[ATAXX_MAX_MOVES];
	char			 text[ATAXX_MOVE_MAX];
	size_t			 used = 0;
	int			 n, i;

	buf[0] = '\0';
	if (g->resigned >= 0)
		return (0);
	n = ataxx_movegen(&g->pos, moves);
	for (i = 0; i < n; i++) {
		ataxx_format_move(moves[i], text);
		if (used + strlen(text) + 2 > len)
			return (-1);
		used += snprintf(buf + used, len - used, "%s%s",
		    i > 0 ? " " : "", text);
	}
	return (n);
}

static int
ataxx_game_touches(const void *s, const char *text, int cell)
{
	const struct ataxx_game	*g = s;
	ataxx_move		 m;
	int			 count, to, df, dr;

	if (ataxx_parse_move(text, &m, &count) != ATAXX_OK ||
	    m == ATAXX_PASS || cell < 0 || cell >= ATAXX_SQUARES)
		return (0);
	to = ATAXX_TO(m);
	if (!ATAXX_IS_CLONE(m))
		return (ATAXX_FROM(m) == cell || to == cell);
	if (to == cell)
		return (1);
	df = cell % ATAXX_FILES - to % ATAXX_FILES;
	dr = cell / ATAXX_FILES - to / ATAXX_FILES;
	return (df >= -1 && df <= 1 && dr >= -1 && dr <= 1 &&
	    (g->pos.pieces[g->pos.side] & (1ULL << cell)) != 0);
}

static void
ataxx_game_view(const void *s, struct game_view *v)
{
	const struct ataxx_game	*g = s;
	struct game_cell	*c;
	int			 sq;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_SQUARE;
	v->cols = v->rows = ATAXX_FILES;
	for (sq = 0; sq < ATAXX_SQUARES; sq++) {
		c = &v->cells[sq];
		c->owner = -1;
		if (g->pos.pieces[ATAXX_X] & (1ULL << sq))
			c->owner = ATAXX_X;
		else if (g->pos.pieces[ATAXX_O] & (1ULL << sq))
			c->owner = ATAXX_O;
		else if (g->pos.blocked & (1ULL << sq))
			c->flags |= GAME_CELL_BLOCKED;
		if (g->last_flips & (1ULL << sq))
			c->flags |= GAME_CELL_CHANGED;
	}
	if (g->last != ATAXX_NOMOVE && g->last != ATAXX_PASS) {
		v->cells[ATAXX_FROM(g->last)].flags |= GAME_CELL_CHANGED;
		v->cells[ATAXX_TO(g->last)].flags |= GAME_CELL_MOVED;
	}
	v->score[ATAXX_X] = __builtin_popcountll(g->pos.pieces[ATAXX_X]);
	v->score[ATAXX_O] = __builtin_popcountll(g->pos.pieces[ATAXX_O]);
}

static int
ataxx_game_think(const void *s, const struct ai_limits *rq, char *buf,
    size_t len)
{
	const struct ataxx_game		*g = s;
	struct ataxx_search_limits	 limits;
	struct ataxx_search_info	 info;
	struct ataxx_ai			*ai;
	ataxx_move			 m;
	char				 text[ATAXX_MOVE_MAX];

	if (ataxx_game_turn(g) == GAME_TURN_OVER)
		return (ATAXX_E_OVER);
	ataxx_ai_level(rq->level, rq->budget_ms, &limits);
	limits.seed = rq->seed;
	limits.stop = rq->stop;
	ai = ataxx_ai_new(ATAXX_THINK_MB(rq->level));
	m = ataxx_ai_search(ai, &g->pos, &limits, &info);
	ataxx_ai_free(ai);
	ataxx_format_move(m, text);
	snprintf(buf, len, "%s", text);
	return (ATAXX_OK);
}

extern const struct game_bench ataxx_bench;	/* ataxx_bench.c */
extern const struct game_mode *const ataxx_modes[];	/* ataxx_modes.c */

const struct game_entry ataxx_entry = {
	.name = "ataxx",
	.title = N_("Ataxx"),
	.summary = N_("Clone and jump to turn your opponent's pieces into "
	    "yours."),
	.rules = ataxx_rules,
	.min_seats = 2,
	.max_seats = 2,
	.sides = ataxx_sides,
	.glyphs = "xo",
	.resign_syntax = ATAXX_E_RESIGN,
	.resign_other = ATAXX_E_OTHER,
	.default_players = "human,computer",
	.options = ataxx_options,
	.noptions = sizeof ataxx_options / sizeof ataxx_options[0],
	.board_suffix = "board",
	.default_board = NULL,
	.builtin_board = "standard",
	.errors = ataxx_errors,
	.nerrors = sizeof ataxx_errors / sizeof ataxx_errors[0],
	.endings = ataxx_endings,
	.endings_you = ataxx_endings_you,
	.phrases = ataxx_phrases,
	.max_level = ATAXX_AI_LEVELS,
	.default_level = 4,
	.level_names = NULL,
	.create = ataxx_game_create,
	.copy = ataxx_game_copy,
	.destroy = ataxx_game_destroy,
	.turn = ataxx_game_turn,
	.play = ataxx_game_play,
	.chance = NULL,
	.result = ataxx_game_result,
	.position = ataxx_game_position,
	.moves = ataxx_game_moves,
	.view = ataxx_game_view,
	.touches = ataxx_game_touches,
	.think = ataxx_game_think,
	.modes = ataxx_modes,
	.bench = &ataxx_bench,
};
