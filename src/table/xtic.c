/* table/xtic.c: Xtic in the game table: its texts and adapters. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/xtic_ai.h"
#include "ai/xtic_answers.h"
#include "ai/xtic_proof.h"
#include "game.h"
#include "games/xtic.h"
#include "i18n.h"
#include "paths.h"
#include "xmalloc.h"

extern const struct game_entry xtic_entry;	/* at the end */

/* A game in progress: the position, a resignation, and the last move. */
struct xtic_game {
	struct xtic_pos	 pos;
	int		 resigned;	/* the side, or -1 */
	struct xtic_move last;		/* the last move, square XTIC_NONE
					   and give XTIC_NONE for none */
};

/* Errors beyond the engine's. */
#define XTIC_E_RESIGN		XTIC_ERRORS
#define XTIC_E_TURN		(XTIC_ERRORS + 1)
#define XTIC_E_OTHER		(XTIC_ERRORS + 2)
#define XTIC_E_TYPE		(XTIC_ERRORS + 3)
#define XTIC_E_RULE		(XTIC_ERRORS + 4)
#define XTIC_E_SEATS		(XTIC_ERRORS + 5)
#define XTIC_E_NO_PIECE		(XTIC_ERRORS + 6)
#define XTIC_END_RESIGN		XTIC_ENDS

/* What the phrases tell. */
enum {
	XTIC_TELL_GIVE,
	XTIC_TELL_PLACE,
	XTIC_TELL_PLACE_GIVE,
	XTIC_TELL_LINE,
	XTIC_TELL_RESIGN
};

/* Option indexes, in the order of xtic_options. */
enum { XTIC_OPT_TYPE, XTIC_OPT_LINE, XTIC_OPT_POSITION };

static const char *const xtic_rules[] = {
	N_("Xtic is played on a board of four by four squares, columns a to "
	    "d and rows 1 to 4, with sixteen pieces.  Each piece is black or "
	    "brown, horizontal or vertical, solid or hollow, and round or "
	    "square; no two pieces are alike."),
	N_("You never choose the piece you place: your opponent does.  The "
	    "first player, north, begins by giving the second, south, a "
	    "piece.  South places it on any empty square, then gives north "
	    "one of the pieces left, and so on."),
	N_("Whoever places a piece that completes a line of four pieces "
	    "sharing a property (four black, four hollow, four square...) "
	    "loses.  If the board fills without such a line, the game is "
	    "drawn.  With the option --line win, completing a line wins "
	    "instead, as in Quarto."),
	N_("Which lines count depends on the game type: normal counts the "
	    "rows, the columns and the two long diagonals; nodiags only the "
	    "rows and columns; torus the rows, the columns and all eight "
	    "diagonals of the board wrapped around, like b1 c2 d3 a4."),
	N_("A piece is written with a letter for each property: B black or "
	    "N brown, H horizontal or V vertical, S solid or O hollow, R "
	    "round or Q square, as in NHSQ for the brown, horizontal, solid, "
	    "square piece.  A turn is written as the square and the piece "
	    "you give, as in b3 NHSQ; the first turn only gives a piece, as "
	    "in NHSQ, and a placement that ends the game is written alone, "
	    "as in b3."),
	N_("You may resign at any time."),
	NULL
};

static const char *const xtic_sides[] = {
	N_("north"), N_("south"), NULL
};

/* The original's levels, and one that plays perfectly. */
static const char *const xtic_level_names[] = {
	N_("trivial"), N_("easy"), N_("medium"), N_("hard"), N_("very hard"),
	N_("don't try"), N_("perfect"), NULL
};

/* The pieces' codes, by number. */
static const char *const xtic_codes[] = {
	"BHSR", "NHSR", "BVSR", "NVSR", "BHOR", "NHOR", "BVOR", "NVOR",
	"BHSQ", "NHSQ", "BVSQ", "NVSQ", "BHOQ", "NHOQ", "BVOQ", "NVOQ", NULL
};

/* The properties' words, by property and value, as the code's letters. */
static const char *const xtic_words[XTIC_PROPERTIES][2] = {
	{ N_("black"), N_("brown") },
	{ N_("horizontal"), N_("vertical") },
	{ N_("solid"), N_("hollow") },
	{ N_("round"), N_("square") },
};

/* The fixed values of the options, and how a setup screen shows them. */
static const char *const xtic_type_choices[] = {
	"normal", "nodiags", "torus", NULL
};
static const char *const xtic_type_words[] = {
	N_("normal"), N_("no diagonals"), N_("torus"), NULL
};
static const char *const xtic_line_choices[] = { "lose", "win", NULL };
static const char *const xtic_line_words[] = {
	N_("loses"), N_("wins, as in Quarto"), NULL
};

static const struct game_option xtic_options[] = {
	[XTIC_OPT_TYPE] = { "type", N_("TYPE"), N_("which lines count: "
	    "normal, nodiags or torus"), "normal", 0, N_("Game type"),
	    xtic_type_choices, xtic_type_words },
	[XTIC_OPT_LINE] = { "line", N_("RULE"), N_("what completing a line "
	    "does: lose, or win as in Quarto"), "lose", 0,
	    N_("Completing a line"), xtic_line_choices, xtic_line_words },
	[XTIC_OPT_POSITION] = { "position", N_("POSITION"), N_("start from "
	    "this position, as the position command writes it"), NULL, 1,
	    NULL, NULL, NULL },
};

static const char *const xtic_errors[] = {
	[XTIC_OK] = "",
	[XTIC_E_SYNTAX] = N_("That is not a move: write the square for the "
	    "piece in hand and the piece you give, as in b3 NHSQ."),
	[XTIC_E_OVER] = N_("The game is over."),
	[XTIC_E_TAKEN] = N_("That square is taken."),
	[XTIC_E_GONE] = N_("That piece is not among the pieces left to "
	    "give."),
	[XTIC_E_GIVE_FIRST] = N_("There is no piece to place yet: the first "
	    "turn only gives one, as in NHSQ."),
	[XTIC_E_PLACE] = N_("First say where the piece in hand goes, then "
	    "which piece you give, as in b3 NHSQ."),
	[XTIC_E_GIVE] = N_("Say which piece you give after the square, as "
	    "in b3 NHSQ."),
	[XTIC_E_POS_BOARD] = N_("A position has four rows separated by /, "
	    "each of four squares written as a piece code or -."),
	[XTIC_E_POS_PIECE] = N_("A square of the position holds something "
	    "that is not a piece code, or a piece that is there twice."),
	[XTIC_E_POS_HAND] = N_("After the board comes the piece in hand, a "
	    "code not on the board, or - before the first gift only."),
	[XTIC_E_POS_SIDE] = N_("After the piece in hand comes the player "
	    "to play, 1 or 2."),
	[XTIC_E_POS_OVER] = N_("That position is already over: a line is "
	    "complete or the board is full."),
	[XTIC_E_POS_EXTRA] = N_("There is something after the player to "
	    "play."),
	[XTIC_E_RESIGN] = N_("Write resign, or resign 1 or resign 2."),
	[XTIC_E_TURN] = N_("It is not your turn."),
	[XTIC_E_OTHER] = N_("You may resign only for yourself."),
	[XTIC_E_TYPE] = N_("The game type is normal, nodiags or torus."),
	[XTIC_E_RULE] = N_("Completing a line can lose or win: say lose or "
	    "win."),
	[XTIC_E_SEATS] = N_("Xtic is for two players."),
	[XTIC_E_NO_PIECE] = N_("That is not a piece: write a letter for "
	    "each property, as in NHSQ."),
};

static const char *const xtic_endings[] = {
	[XTIC_END_NONE] = "",
	[XTIC_END_LINE] = N_("A line of four sharing a property is "
	    "complete."),
	[XTIC_END_FULL] = N_("The board is full without a line of four "
	    "sharing a property."),
	[XTIC_END_RESIGN] = N_("{loser} resigned."),
	NULL
};

/* The endings whose first seat is you, spoken to. */
static const char *const xtic_endings_you[] = {
	[XTIC_END_RESIGN] = N_("You resigned."),
	NULL
};

static const struct game_phrase xtic_phrases[] = {
	[XTIC_TELL_GIVE] = { N_("{player} gives {piece} ({words})."), NULL,
	    NULL, N_("You give {piece} ({words})."), NULL, NULL,
	    N_("{player} gives you {piece} ({words}).") },
	[XTIC_TELL_PLACE] = { N_("{player} places {piece} on {square}."),
	    NULL, NULL, N_("You place {piece} on {square}.") },
	[XTIC_TELL_PLACE_GIVE] = { N_("{player} places {piece} on {square} "
	    "and gives {gift} ({words})."), NULL, NULL,
	    N_("You place {piece} on {square} and give {gift} ({words})."),
	    NULL, NULL, N_("{player} places {piece} on {square} and gives you "
	    "{gift} ({words}).") },
	[XTIC_TELL_LINE] = { N_("That completes a line of four {shared} "
	    "pieces: {line}."), NULL, NULL },
	[XTIC_TELL_RESIGN] = { N_("{player} resigns."), NULL, NULL,
	    N_("You resign.") },
};

/* A piece in words, translated: "brown, horizontal, solid, square". */
static void
xtic_piece_words(int piece, char *buf, size_t len)
{
	snprintf(buf, len, _("%s, %s, %s, %s"),
	    _(xtic_words[0][piece & 1]), _(xtic_words[1][piece >> 1 & 1]),
	    _(xtic_words[2][piece >> 2 & 1]), _(xtic_words[3][piece >> 3 & 1]));
}

static int
xtic_game_create(const struct game_setup *setup, void **out,
    struct game_error *error)
{
	struct xtic_game	*g;
	const char		*text;
	int			 type, rule;

	memset(error, 0, sizeof *error);
	if (setup->nseats != 2) {
		error->code = XTIC_E_SEATS;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	text = setup->options[XTIC_OPT_TYPE];
	if ((type = xtic_type_find(text != NULL ? text : "normal")) < 0) {
		error->code = XTIC_E_TYPE;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	text = setup->options[XTIC_OPT_LINE];
	if ((rule = xtic_rule_find(text != NULL ? text : "lose")) < 0) {
		error->code = XTIC_E_RULE;
		error->line = GAME_ERROR_SETUP;
		return (-1);
	}
	g = xcalloc(1, sizeof *g);
	g->resigned = -1;
	g->last.square = g->last.give = XTIC_NONE;
	if (setup->board != NULL)
		error->code = xtic_from_text(&g->pos, setup->board, type, rule);
	else
		xtic_start(&g->pos, type, rule);
	if (error->code != XTIC_OK) {
		free(g);
		return (-1);
	}
	*out = g;
	return (0);
}

static void *
xtic_game_copy(const void *s)
{
	struct xtic_game	*g;

	g = xmalloc(sizeof *g);
	memcpy(g, s, sizeof *g);
	return (g);
}

static void
xtic_game_destroy(void *s)
{
	free(s);
}

static int
xtic_game_turn(const void *s)
{
	const struct xtic_game	*g = s;

	if (g->resigned >= 0 || g->pos.end != XTIC_END_NONE)
		return (GAME_TURN_OVER);
	return (g->pos.side);
}

/* A side resigns, as game_resign() read it: "resign", "resign 1" or
 * "resign 2". */
static int
xtic_game_resign(struct xtic_game *g, int side, struct game_story *st)
{
	if (xtic_game_turn(g) == GAME_TURN_OVER)
		return (XTIC_E_OVER);
	g->resigned = side;
	game_say(st, XTIC_TELL_RESIGN, 0);
	st->seat = side;
	snprintf(st->event, sizeof st->event, "resign %d", side + 1);
	return (XTIC_OK);
}

/* The properties a line's four pieces share, in words: "black, round". */
static void
xtic_shared(const struct xtic_pos *p, uint16_t line, char *buf, size_t len)
{
	unsigned int	 same = 0xf, other = 0xf;
	size_t		 used = 0;
	int		 k, piece;

	for (; line != 0; line &= line - 1) {
		piece = p->board[__builtin_ctz(line)];
		same &= piece;
		other &= ~piece;
	}
	buf[0] = '\0';
	for (k = 0; k < XTIC_PROPERTIES && used < len; k++)
		if ((same | other) & 1U << k)
			used += snprintf(buf + used, len - used, "%s%s",
			    used > 0 ? _(", ") : "",
			    _(xtic_words[k][same >> k & 1]));
}

/* The squares of a set, as "a1 b2 c3 d4". */
static void
xtic_squares(uint16_t set, char *buf, size_t len)
{
	char	 sq[3];
	size_t	 used = 0;

	buf[0] = '\0';
	for (; set != 0 && used < len; set &= set - 1) {
		xtic_format_square(__builtin_ctz(set), sq);
		used += snprintf(buf + used, len - used, "%s%s",
		    used > 0 ? " " : "", sq);
	}
}

static int
xtic_game_play(void *s, int seat, const char *text, struct game_story *st)
{
	struct xtic_game	*g = s;
	struct xtic_move	 m;
	struct game_sentence	*said;
	char			 sq[3], code[8], words[128];
	int			 error, hand, side;

	memset(st, 0, sizeof *st);
	if ((error = game_resign(&xtic_entry, text, seat, g->pos.side, 2,
	    &side)) != GAME_RESIGN_NOT)
		return (error != 0 ? error : xtic_game_resign(g, side, st));
	/* Before the first gift, nothing is placed: the piece alone. */
	if ((error = xtic_parse_move(text, &m)) != XTIC_OK)
		return (error == XTIC_E_SYNTAX && g->pos.hand == XTIC_NONE &&
		    g->pos.end == XTIC_END_NONE ? XTIC_E_GIVE_FIRST : error);
	if (g->resigned >= 0)
		return (XTIC_E_OVER);
	if (seat != GAME_SEAT_ANY && seat != g->pos.side &&
	    g->pos.end == XTIC_END_NONE)
		return (XTIC_E_TURN);
	if ((error = xtic_check(&g->pos, m)) != XTIC_OK)
		return (error);
	/* A gift after a placement that ends the game is left out. */
	if (m.square != XTIC_NONE && xtic_ends(&g->pos, m.square))
		m.give = XTIC_NONE;

	st->seat = g->pos.side;
	hand = g->pos.hand;
	if (m.square == XTIC_NONE)
		said = game_say(st, XTIC_TELL_GIVE, 0);
	else
		said = game_say(st, m.give == XTIC_NONE ? XTIC_TELL_PLACE :
		    XTIC_TELL_PLACE_GIVE, 0);
	if (m.square != XTIC_NONE) {
		xtic_format_piece(hand, code);
		game_arg(said, "piece", code);
		xtic_format_square(m.square, sq);
		game_arg(said, "square", sq);
	}
	if (m.give != XTIC_NONE) {
		xtic_format_piece(m.give, code);
		game_arg(said, m.square == XTIC_NONE ? "piece" : "gift", code);
		xtic_piece_words(m.give, words, sizeof words);
		game_arg(said, "words", words);
		game_arg_seat(said, "other", 1 - g->pos.side);	/* who gets it */
	}
	xtic_format_move(m, st->event);

	xtic_make(&g->pos, m);
	g->last = m;
	if (g->pos.end == XTIC_END_LINE) {
		said = game_say(st, XTIC_TELL_LINE, 0);
		xtic_shared(&g->pos, g->pos.line, words, sizeof words);
		game_arg(said, "shared", words);
		xtic_squares(g->pos.line, words, sizeof words);
		game_arg(said, "line", words);
	}
	return (XTIC_OK);
}

static int
xtic_game_result(const void *s, struct game_result *r)
{
	const struct xtic_game	*g = s;
	int			 winner;

	memset(r, 0, sizeof *r);
	r->loser = -1;
	if (g->resigned >= 0) {
		r->winners = 1U << (g->resigned ^ 1);
		r->reason = XTIC_END_RESIGN;
		r->loser = g->resigned;
		return (1);
	}
	if ((r->reason = g->pos.end) == XTIC_END_NONE)
		return (0);
	if ((winner = xtic_winner(&g->pos)) >= 0)
		r->winners = 1U << winner;
	return (1);
}

static void
xtic_game_position(const void *s, char *buf, size_t len)
{
	const struct xtic_game	*g = s;

	xtic_to_text(&g->pos, buf, len);
}

/*
 * The legal moves, told in two lines rather than every pair: the squares
 * for the piece in hand (and those where it ends the game), then the
 * pieces that may be given.  Returns how many moves that makes.
 */
static int
xtic_game_moves(const void *s, char *buf, size_t len)
{
	const struct xtic_game	*g = s;
	const struct xtic_pos	*p = &g->pos;
	struct xtic_move	 list[XTIC_MAX_MOVES];
	char			 code[8], squares[64], ending[64];
	uint16_t		 safe = 0, ends = 0, pool;
	size_t			 used = 0;
	int			 n, i;

	buf[0] = '\0';
	if (g->resigned >= 0)
		return (0);
	n = xtic_movegen(p, list);
	for (i = 0; i < n; i++) {
		if (list[i].square == XTIC_NONE)
			continue;
		if (list[i].give == XTIC_NONE)
			ends |= 1U << list[i].square;
		else
			safe |= 1U << list[i].square;
	}
#define ADD(...) do {							\
	if (used < len)							\
		used += snprintf(buf + used, len - used, __VA_ARGS__);	\
} while (0)
	if (p->hand != XTIC_NONE) {
		xtic_format_piece(p->hand, code);
		if (safe != 0) {
			xtic_squares(safe, squares, sizeof squares);
			ADD(_("Place %s on: %s."), code, squares);
		}
		if (ends != 0) {
			xtic_squares(ends, ending, sizeof ending);
			ADD("%s", used > 0 ? "\n" : "");
			ADD(p->rule == XTIC_WINS ? (safe != 0 ?
			    _("Or win, completing a line, placing it on: %s.") :
			    _("Win, completing a line, placing it on: %s.")) :
			    safe != 0 ? _("Or lose, completing a line, placing it "
			    "on: %s.") : _("Lose, completing a line, placing it "
			    "on: %s."), ending);
		}
	}
	if (safe != 0 || p->hand == XTIC_NONE) {
		ADD("%s%s", used > 0 ? "\n" : "", _("Give one of:"));
		for (pool = p->pool; pool != 0; pool &= pool - 1) {
			xtic_format_piece(__builtin_ctz(pool), code);
			ADD(" %s", code);
		}
	}
#undef ADD
	if (used >= len)
		return (-1);
	return (n);
}

static void
xtic_game_view(const void *s, struct game_view *v)
{
	const struct xtic_game	*g = s;
	const struct xtic_pos	*p = &g->pos;
	struct game_cell	*c;
	int			 sq;

	memset(v, 0, sizeof *v);
	v->board = GAME_BOARD_SQUARE;
	v->cols = v->rows = XTIC_SIDE;
	for (sq = 0; sq < XTIC_SQUARES; sq++) {
		c = &v->cells[sq];
		c->owner = c->keeper = c->home = -1;
		if (p->board[sq] != XTIC_NONE)
			c->piece = p->board[sq] + 1;
		if (p->end == XTIC_END_LINE && p->line & 1U << sq)
			c->flags |= GAME_CELL_CHANGED;
	}
	if (p->last != XTIC_NONE)
		v->cells[p->last].flags |= GAME_CELL_MOVED;
}

/*
 * The proofs of data/xtic (tools/xtic_prove), read the first time the
 * perfect level plays a game type and rule, and kept for it where they
 * show something of the empty board; with their books (xtic_prove
 * --book), which carry their strategies on to where the perfect level's
 * search takes over.
 */
static pthread_mutex_t	 xtic_proofs_lock = PTHREAD_MUTEX_INITIALIZER;
static int		 xtic_proofs_read[XTIC_TYPES][XTIC_RULES];
/* What they show of the empty board, and to where the book is whole. */
static int		 xtic_proven_lo[XTIC_TYPES][XTIC_RULES];
static int		 xtic_proven_hi[XTIC_TYPES][XTIC_RULES];
static int		 xtic_book_whole[XTIC_TYPES][XTIC_RULES];

/* To how many placed a book says it is whole: its last line, or 0. */
static int
xtic_game_book_whole(FILE *f)
{
	char	 line[XTIC_ANSWER_MAX + 1];
	int	 whole = 0, n;

	while (fgets(line, sizeof line, f) != NULL)
		whole = sscanf(line, "# whole to %d placed", &n) == 1 &&
		    n > 0 && n <= XTIC_SQUARES ? n : 0;
	rewind(f);
	return (whole);
}

static void
xtic_game_proof(int type, int rule)
{
	struct xtic_proof	*pf = NULL;
	struct xtic_pos		 p;
	FILE			*f, *bf;
	char			*path;
	int			 lo, hi, whole = 0;

	pthread_mutex_lock(&xtic_proofs_lock);
	if (xtic_proofs_read[type][rule]) {
		pthread_mutex_unlock(&xtic_proofs_lock);
		return;
	}
	xtic_proofs_read[type][rule] = 1;
	xtic_proven_lo[type][rule] = -1;
	xtic_proven_hi[type][rule] = 1;
	xasprintf(&path, "%s/xtic/%s-%s.log", paths_data(),
	    xtic_type_names[type], xtic_rule_names[rule]);
	if ((f = fopen(path, "r")) != NULL) {
		pf = xtic_proof_new(type, rule);
		/* The proof first: a book's answer that contradicts one of
		 * its answers is left out. */
		if (xtic_proof_read(pf, f) == 0) {
			free(path);
			xasprintf(&path, "%s/xtic/%s-%s-book.log",
			    paths_data(), xtic_type_names[type],
			    xtic_rule_names[rule]);
			if ((bf = fopen(path, "r")) != NULL) {
				whole = xtic_game_book_whole(bf);
				if (xtic_proof_read_book(pf, bf) != 0)
					whole = 0;
				fclose(bf);
			}
			xtic_proof_root(&p, type, rule);
			if (xtic_proof_bounds(pf, &p, &lo, &hi)) {
				xtic_ai_use_proof(type, rule, pf);
				pf = NULL;
				xtic_proven_lo[type][rule] = lo;
				xtic_proven_hi[type][rule] = hi;
				if (lo == hi)
					xtic_book_whole[type][rule] = whole;
			}
		}
		xtic_proof_free(pf);
		fclose(f);
	}
	free(path);
	pthread_mutex_unlock(&xtic_proofs_lock);
}

static int
xtic_game_think(const void *s, const struct ai_limits *rq, char *buf,
    size_t len)
{
	const struct xtic_game	*g = s;
	struct xtic_ai_info	 info;
	struct xtic_move	 m;
	char			 text[XTIC_MOVE_MAX];

	if (xtic_game_turn(g) == GAME_TURN_OVER)
		return (XTIC_E_OVER);
	if (rq->level == XTIC_AI_PERFECT)
		xtic_game_proof(g->pos.type, g->pos.rule);
	xtic_ai_choose(&g->pos, rq, &m, &info);
	xtic_format_move(m, text);
	snprintf(buf, len, "%s", text);
	return (XTIC_OK);
}

/* The piece in hand and the pieces left, in codes and words. */
static void
xtic_game_describe(const void *s, int you __attribute__((unused)), char *buf,
    size_t len)
{
	const struct xtic_game	*g = s;
	const struct xtic_pos	*p = &g->pos;
	char			 code[8], words[128];
	size_t			 used = 0;
	uint16_t		 pool;

#define ADD(...) do {							\
	if (used < len)							\
		used += snprintf(buf + used, len - used, __VA_ARGS__);	\
} while (0)
	buf[0] = '\0';
	ADD(_("Game type %s; completing a line %s."),
	    xtic_type_names[p->type], p->rule == XTIC_WINS ? _("wins") :
	    _("loses"));
	if (p->hand != XTIC_NONE && xtic_game_turn(g) != GAME_TURN_OVER) {
		xtic_format_piece(p->hand, code);
		xtic_piece_words(p->hand, words, sizeof words);
		ADD("\n");
		ADD(_("In hand, to place: %s (%s)."), code, words);
	}
	if (p->pool != 0) {
		ADD("\n%s", _("Left to give:"));
		for (pool = p->pool; pool != 0; pool &= pool - 1) {
			xtic_format_piece(__builtin_ctz(pool), code);
			ADD(" %s", code);
		}
		ADD(".");
	}
#undef ADD
}

/* "piece CODE": a piece in words. */
static int
xtic_game_piece(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *buf, size_t len)
{
	char	 code[8], words[128];
	int	 piece;

	(void)you;
	(void)draft;
	(void)dlen;
	(void)s;
	if (xtic_parse_piece(arg, &piece) != XTIC_OK)
		return (XTIC_E_NO_PIECE);
	xtic_format_piece(piece, code);
	xtic_piece_words(piece, words, sizeof words);
	snprintf(buf, len, "%s: %s.", code, words);
	return (0);
}

/*
 * "perfect": what perfect play gives from the empty board in the game's
 * type and rule, as far as the proofs of data/xtic show, and from where
 * the perfect level plays perfectly.
 */
static int
xtic_game_perfect(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *buf, size_t len)
{
	const struct xtic_game	*g = s;
	int			 type = g->pos.type, rule = g->pos.rule;
	int			 lo, hi, whole;

	(void)arg;
	(void)draft;
	(void)dlen;
	xtic_game_proof(type, rule);
	pthread_mutex_lock(&xtic_proofs_lock);
	lo = xtic_proven_lo[type][rule];
	hi = xtic_proven_hi[type][rule];
	whole = xtic_book_whole[type][rule];
	pthread_mutex_unlock(&xtic_proofs_lock);
	if (lo == hi)
		snprintf(buf, len, "%s ", lo > 0 ?
		    _("From the empty board, perfect play gives the second "
		    "player the win (proven).") : lo < 0 ?
		    _("From the empty board, perfect play gives the first "
		    "player the win (proven).") :
		    _("From the empty board, perfect play gives a draw "
		    "(proven)."));
	else if (lo > -1 || hi < 1)
		snprintf(buf, len, "%s ", lo >= 0 ?
		    _("From the empty board, the second player gets at least "
		    "a draw (proven); more is not yet known.") :
		    _("From the empty board, the first player gets at least "
		    "a draw (proven); more is not yet known."));
	else
		snprintf(buf, len, "%s ", _("What perfect play gives from the "
		    "empty board is not yet proven."));
	if (you == 0 || you == 1)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s ",
		    you == 0 ? _("You are the first player.") :
		    _("You are the second player."));
	if (whole >= XTIC_PERFECT_FROM)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s",
		    _("The perfect level plays perfectly from the first "
		    "move."));
	else
		snprintf(buf + strlen(buf), len - strlen(buf),
		    ngettext("The perfect level plays perfectly from %d "
		    "piece placed.", "The perfect level plays perfectly from "
		    "%d pieces placed.", XTIC_PERFECT_FROM),
		    XTIC_PERFECT_FROM);
	if (lo > -1 || hi < 1) {
		if (whole < XTIC_PERFECT_FROM)
			snprintf(buf + strlen(buf), len - strlen(buf), " %s",
			    _("Before that it keeps what the proof shows "
			    "while the game is within it, and elsewhere plays "
			    "the best it finds in its time."));
	} else
		snprintf(buf + strlen(buf), len - strlen(buf), " %s",
		    _("Before that it plays the best it finds in its time."));
	return (0);
}

/*
 * "danger [CODE]": for each empty square, the pieces left that would
 * complete a line there; with a code, only where that piece would.
 */
static int
xtic_game_danger(const void *s, int you, const char *arg,
    char *draft, size_t dlen, char *buf, size_t len)
{
	const struct xtic_game	*g = s;
	const struct xtic_pos	*p = &g->pos;
	char			 sq[3], code[8], squares[64];
	uint16_t		 empty, pieces, fatal;
	size_t			 used = 0;
	int			 piece, cell, found = 0;

	(void)you;
	(void)draft;
	(void)dlen;
#define ADD(...) do {							\
	if (used < len)							\
		used += snprintf(buf + used, len - used, __VA_ARGS__);	\
} while (0)
	buf[0] = '\0';
	pieces = p->pool | (p->hand != XTIC_NONE ? 1U << p->hand : 0);
	if (*arg != '\0') {
		if (xtic_parse_piece(arg, &piece) != XTIC_OK)
			return (XTIC_E_NO_PIECE);
		xtic_format_piece(piece, code);
		if (!(pieces & 1U << piece)) {
			snprintf(buf, len, _("%s is already on the board."),
			    code);
			return (0);
		}
		fatal = xtic_fatal_squares(p, piece);
		xtic_squares(fatal, squares, sizeof squares);
		if (fatal == 0)
			snprintf(buf, len, _("%s completes no line anywhere."),
			    code);
		else
			snprintf(buf, len, _("%s completes a line on: %s."),
			    code, squares);
		return (0);
	}
	for (empty = ~p->filled & XTIC_ALL; empty != 0; empty &= empty - 1) {
		cell = __builtin_ctz(empty);
		fatal = 0;
		for (piece = 0; piece < XTIC_PIECES; piece++)
			if (pieces & 1U << piece &&
			    xtic_fatal(p, piece, cell, NULL))
				fatal |= 1U << piece;
		if (fatal == 0)
			continue;
		xtic_format_square(cell, sq);
		ADD("%s%s:", found++ > 0 ? "\n" : "", sq);
		for (; fatal != 0; fatal &= fatal - 1) {
			xtic_format_piece(__builtin_ctz(fatal), code);
			ADD(" %s", code);
		}
	}
	if (found == 0)
		ADD("%s", _("No piece left completes a line on any square."));
#undef ADD
	return (0);
}

/* The piece to place, numbered from 1, or 0 before the first gift. */
static int
xtic_game_hand(const void *s)
{
	const struct xtic_game	*g = s;

	return (g->pos.hand == XTIC_NONE ? 0 : g->pos.hand + 1);
}

/* The pool: each piece, there or given already. */
static int
xtic_game_stocks(const void *s, struct game_stock *list)
{
	const struct xtic_game	*g = s;
	int			 piece;

	for (piece = 0; piece < XTIC_PIECES; piece++) {
		memset(&list[piece], 0, sizeof list[piece]);
		list[piece].home = list[piece].keeper = list[piece].cell = -1;
		list[piece].piece = piece + 1;
		list[piece].count = g->pos.pool >> piece & 1;
	}
	return (XTIC_PIECES);
}

/* A piece, numbered from 1, in words. */
static void
xtic_game_piece_words(int piece, char *buf, size_t len)
{
	xtic_piece_words(piece - 1, buf, len);
}

static const struct game_command xtic_commands[] = {
	{ "danger", N_("[PIECE]"), "NHSQ", N_("which pieces complete a line where, "
	    "or where PIECE does"), xtic_game_danger, 0 },
	{ "piece", N_("PIECE"), "NHSQ", N_("a piece's properties in words"),
	    xtic_game_piece, 0 },
	{ "perfect", "", "", N_("what perfect play gives from the empty board, "
	    "and from where the perfect level plays perfectly"),
	    xtic_game_perfect, 0 },
	{ NULL, NULL, NULL, NULL, NULL, 0 }
};

/* Every legal move as typed, a line each: "b3 NHSQ". */
static void
xtic_game_typed(const void *s, char *buf, size_t len)
{
	const struct xtic_game	*g = s;
	struct xtic_move	 list[XTIC_MAX_MOVES];
	char			 text[XTIC_MOVE_MAX];
	size_t			 used = 0;
	int			 n, i;

	buf[0] = '\0';
	if (g->resigned >= 0)
		return;
	n = xtic_movegen(&g->pos, list);
	for (i = 0; i < n; i++) {
		xtic_format_move(list[i], text);
		if (used + strlen(text) + 2 > len)
			break;
		used += snprintf(buf + used, len - used, "%s%s",
		    used > 0 ? "\n" : "", text);
	}
}

extern const struct game_bench xtic_bench;	/* xtic_bench.c */

const struct game_entry xtic_entry = {
	.name = "xtic",
	.title = N_("Xtic"),
	.summary = N_("Quarto turned around: the one who completes a line "
	    "loses."),
	.rules = xtic_rules,
	.min_seats = 2,
	.max_seats = 2,
	.sides = xtic_sides,
	.glyphs = "12",
	.resign_syntax = XTIC_E_RESIGN,
	.resign_other = XTIC_E_OTHER,
	.piece_codes = xtic_codes,
	.no_score = 1,
	.default_players = "human,computer",
	.options = xtic_options,
	.noptions = sizeof xtic_options / sizeof xtic_options[0],
	.board_suffix = NULL,
	.default_board = NULL,
	.errors = xtic_errors,
	.nerrors = sizeof xtic_errors / sizeof xtic_errors[0],
	.endings = xtic_endings,
	.endings_you = xtic_endings_you,
	.phrases = xtic_phrases,
	.max_level = XTIC_AI_LEVELS,
	.default_level = 3,
	.level_names = xtic_level_names,
	.create = xtic_game_create,
	.copy = xtic_game_copy,
	.destroy = xtic_game_destroy,
	.turn = xtic_game_turn,
	.play = xtic_game_play,
	.chance = NULL,
	.result = xtic_game_result,
	.position = xtic_game_position,
	.moves = xtic_game_moves,
	.typed = xtic_game_typed,
	.view = xtic_game_view,
	.think = xtic_game_think,
	.describe = xtic_game_describe,
	.commands = xtic_commands,
	.stocks = xtic_game_stocks,
	.hand = xtic_game_hand,
	.piece_words = xtic_game_piece_words,
	.bench = &xtic_bench,
};
