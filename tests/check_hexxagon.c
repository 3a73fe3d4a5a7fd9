/* check_hexxagon.c: the Hexxagon rules engine, against a slow model. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/hexxagon_ai.h"
#include "games/hexxagon.h"
#include "lib.h"
#include "rng.h"

/*
 * The model: written from the rules alone, sharing nothing with the
 * engine.  Cells are cube coordinates (x, y, z), x + y + z = 0, each at
 * most 4 from 0; the rows are z from -4 (row a) to 4, each row's cells
 * by x from the left.  A cell holds EMPTY, HOLE or a player.
 */
#define MD_N		61
#define MD_EMPTY	(-1)
#define MD_HOLE		(-2)

struct md {
	int	 x[MD_N], y[MD_N], z[MD_N];
	int	 cell[MD_N];
	int	 players, turn, quiet;
};

static int
md_abs(int a)
{
	return (a < 0 ? -a : a);
}

static int
md_dist(const struct md *g, int a, int b)
{
	int	 dx = md_abs(g->x[a] - g->x[b]), dy = md_abs(g->y[a] - g->y[b]);
	int	 dz = md_abs(g->z[a] - g->z[b]);

	return ((dx + dy + dz) / 2);
}

/* The cells, row by row from z = -4, each by x. */
static void
md_layout(struct md *g)
{
	int	 x, z, n = 0;

	for (z = -4; z <= 4; z++)
		for (x = -4; x <= 4; x++)
			if (md_abs(-x - z) <= 4) {
				g->x[n] = x;
				g->z[n] = z;
				g->y[n] = -x - z;
				g->cell[n++] = MD_EMPTY;
			}
	ck_assert_int_eq(n, MD_N);
}

/* A cell by its name: row letter, then place in the row from 1. */
static int
md_find(const struct md *g, const char *name)
{
	int	 i, k = 0, z = name[0] - 'a' - 4;

	for (i = 0; i < MD_N; i++)
		if (g->z[i] == z && ++k == name[1] - '0')
			return (i);
	ck_abort_msg("no cell %s", name);
	return (-1);
}

static void
md_name(const struct md *g, int c, char *buf)
{
	int	 i, k = 0;

	for (i = 0; i <= c; i++)
		if (g->z[i] == g->z[c])
			k++;
	buf[0] = 'a' + g->z[c] + 4;
	buf[1] = '0' + k;
	buf[2] = '\0';
}

static void
md_start(struct md *g, int players, int holes)
{
	static const char *const two[2][3] = {
		{ "a1", "e9", "i1" }, { "a5", "e1", "i5" }
	};
	static const char *const three[3][2] = {
		{ "a1", "i5" }, { "a5", "i1" }, { "e1", "e9" }
	};
	int	 p, i;

	memset(g, 0, sizeof *g);
	md_layout(g);
	g->players = players;
	for (p = 0; p < players; p++)
		for (i = 0; i < (players == 2 ? 3 : 2); i++)
			g->cell[md_find(g, players == 2 ? two[p][i] :
			    three[p][i])] = p;
	if (holes) {
		g->cell[md_find(g, "d4")] = MD_HOLE;
		g->cell[md_find(g, "e6")] = MD_HOLE;
		g->cell[md_find(g, "f4")] = MD_HOLE;
	}
}

/* The moves of a player as text, "e5" or "a1c1", in out (if not NULL);
 * returns how many. */
static int
md_moves(const struct md *g, int player, char out[][8])
{
	int	 e, f, n = 0, grow;

	for (e = 0; e < MD_N; e++) {
		if (g->cell[e] != MD_EMPTY)
			continue;
		grow = 0;
		for (f = 0; f < MD_N; f++) {
			if (g->cell[f] != player)
				continue;
			if (md_dist(g, e, f) == 1)
				grow = 1;
			else if (md_dist(g, e, f) == 2) {
				if (out != NULL) {
					md_name(g, f, out[n]);
					md_name(g, e, out[n] + 2);
				}
				n++;
			}
		}
		if (grow) {
			if (out != NULL)
				md_name(g, e, out[n]);
			n++;
		}
	}
	return (n);
}

static int
md_over(const struct md *g)
{
	int	 p, c, with = 0, empty = 0, moving = 0;

	for (p = 0; p < g->players; p++) {
		for (c = 0; c < MD_N && g->cell[c] != p; c++)
			;
		with += c < MD_N;
		moving += md_moves(g, p, NULL) > 0;
	}
	for (c = 0; c < MD_N; c++)
		empty += g->cell[c] == MD_EMPTY;
	return (with < 2 || empty == 0 || moving == 0 || g->quiet >= 100);
}

static void
md_play(struct md *g, const char *move)
{
	int	 from = md_find(g, move), to = from, c, k;

	if (move[2] != '\0') {
		to = md_find(g, move + 2);
		g->cell[from] = MD_EMPTY;
		g->quiet++;
	} else
		g->quiet = 0;
	g->cell[to] = g->turn;
	for (c = 0; c < MD_N; c++)
		if (g->cell[c] >= 0 && md_dist(g, c, to) == 1)
			g->cell[c] = g->turn;
	if (md_over(g))
		return;
	for (k = 1; k <= g->players; k++)
		if (md_moves(g, (g->turn + k) % g->players, NULL) > 0) {
			g->turn = (g->turn + k) % g->players;
			return;
		}
}

static uint64_t
md_perft(const struct md *g, int depth)
{
	char		 moves[HEXXAGON_MAX_MOVES][8];
	struct md	 child;
	uint64_t	 nodes = 0;
	int		 n, i;

	if (md_over(g))
		return (0);
	n = md_moves(g, g->turn, moves);
	if (depth == 1)
		return ((uint64_t)n);
	for (i = 0; i < n; i++) {
		child = *g;
		md_play(&child, moves[i]);
		nodes += md_perft(&child, depth - 1);
	}
	return (nodes);
}

/* The engine, as the tests use it. */
static struct hexxagon_board	 board;
static struct hexxagon_pos	 pos;

static void
setup(int players, int holes)
{
	hexxagon_board_make(&board);
	ck_assert_int_eq(hexxagon_start(&pos, &board, players, holes ?
	    HEXXAGON_HOLES : HEXXAGON_OPEN), HEXXAGON_OK);
}

static void
setup_text(int players, const char *text)
{
	hexxagon_board_make(&board);
	ck_assert_msg(hexxagon_from_text(&pos, &board, players, text) ==
	    HEXXAGON_OK, "%s", text);
}

static int
cell(const char *name)
{
	int	 c = hexxagon_parse_cell(&board, name);

	ck_assert_msg(c >= 0, "%s", name);
	return (c);
}

/* Plays a move written in notation; returns the skipped players. */
static unsigned int
play(const char *text)
{
	hexxagon_move	 m;

	ck_assert_int_eq(hexxagon_parse_move(&board, text, &m), HEXXAGON_OK);
	ck_assert_msg(hexxagon_check(&pos, m) == HEXXAGON_OK, "%s", text);
	return (hexxagon_make(&pos, m));
}

static int
refused(const char *text)
{
	hexxagon_move	 m;
	int		 error;

	if ((error = hexxagon_parse_move(&board, text, &m)) != HEXXAGON_OK)
		return (error);
	return (hexxagon_check(&pos, m));
}

static int
owner(const char *name)
{
	int	 c = cell(name), p;

	for (p = 0; p < pos.players; p++)
		if (pos.pieces[p] & (1ULL << c))
			return (p);
	return (-1);
}

/* The board: 61 cells in rows of 5 to 9, each with 6 neighbours and 12
 * cells two away in the middle, fewer at the edges. */
START_TEST(test_board)
{
	char	 name[HEXXAGON_MOVE_MAX];
	int	 c;

	setup(2, 0);
	ck_assert_int_eq(board.row_len[0], 5);
	ck_assert_int_eq(board.row_len[4], 9);
	ck_assert_int_eq(board.row_len[8], 5);
	c = cell("e5");
	ck_assert_int_eq(__builtin_popcountll(board.near[c]), 6);
	ck_assert_int_eq(__builtin_popcountll(board.jumps[c]), 12);
	ck_assert_int_eq(__builtin_popcountll(board.near[cell("a1")]), 3);
	ck_assert_int_eq(__builtin_popcountll(board.jumps[cell("a1")]), 5);
	ck_assert_int_eq(hexxagon_parse_cell(&board, "a6"), HEXXAGON_NONE);
	ck_assert_int_eq(hexxagon_parse_cell(&board, "j1"), HEXXAGON_NONE);
	ck_assert_int_eq(hexxagon_parse_cell(&board, "e0"), HEXXAGON_NONE);
	for (c = 0; c < HEXXAGON_CELLS; c++) {
		hexxagon_format_cell(&board, c, name);
		ck_assert_int_eq(hexxagon_parse_cell(&board, name), c);
	}
	ck_assert_int_eq(hexxagon_parse_cell(&board, "E9"), cell("e9"));
}
END_TEST

/* The starts of pbmserv's figures 1 and 2, and the 1992 board's holes. */
START_TEST(test_start)
{
	char	 text[HEXXAGON_POSITION_MAX];

	setup(2, 0);
	hexxagon_to_text(&pos, text, sizeof text);
	ck_assert_str_eq(text, "o...x/....../......./......../x.......o/"
	    "......../......./....../o...x o 0");
	setup(3, 0);
	hexxagon_to_text(&pos, text, sizeof text);
	ck_assert_str_eq(text, "o...x/....../......./......../t.......t/"
	    "......../......./....../x...o o 0");
	setup(2, 1);
	hexxagon_to_text(&pos, text, sizeof text);
	ck_assert_str_eq(text, "o...x/....../......./...-..../x....-..o/"
	    "...-..../......./....../o...x o 0");
	ck_assert_int_eq(hexxagon_start(&pos, &board, 4, HEXXAGON_OPEN),
	    HEXXAGON_E_PLAYERS);
	ck_assert_int_eq(hexxagon_start(&pos, &board, 1, HEXXAGON_OPEN),
	    HEXXAGON_E_PLAYERS);
}
END_TEST

/* Perft of the engine against the model, both boards, two and three
 * players, to depth 4. */
START_TEST(test_perft)
{
	struct md	 g;
	uint64_t	 want;
	int		 players, holes, depth;

	for (players = 2; players <= 3; players++)
		for (holes = 0; holes <= 1; holes++) {
			setup(players, holes);
			md_start(&g, players, holes);
			for (depth = 1; depth <= 4; depth++) {
				want = md_perft(&g, depth);
				ck_assert_msg(hexxagon_perft(&pos, depth) ==
				    want, "players %d holes %d depth %d: "
				    "%llu, model %llu", players, holes, depth,
				    (unsigned long long)hexxagon_perft(&pos,
				    depth), (unsigned long long)want);
			}
		}
}
END_TEST

static int
compare_text(const void *a, const void *b)
{
	return (strcmp(a, b));
}

/* Random games, every position's moves, turn and end as the model has
 * them. */
START_TEST(test_random_games)
{
	hexxagon_move	 moves[HEXXAGON_MAX_MOVES];
	char		 want[HEXXAGON_MAX_MOVES][8], got[HEXXAGON_MAX_MOVES][8];
	struct md	 g;
	struct rng	 rng;
	int		 game, n, k, i, plies;

	rng_seed(&rng, 36, 5);
	for (game = 0; game < 24; game++) {
		setup(2 + game % 2, game % 4 >= 2);
		md_start(&g, 2 + game % 2, game % 4 >= 2);
		for (plies = 0; plies < 400; plies++) {
			n = hexxagon_movegen(&pos, moves);
			if (md_over(&g)) {
				ck_assert_int_eq(n, 0);
				ck_assert_int_ne(hexxagon_end(&pos),
				    HEXXAGON_END_NONE);
				break;
			}
			ck_assert_int_eq(pos.turn, g.turn);
			k = md_moves(&g, g.turn, want);
			ck_assert_int_eq(n, k);
			for (i = 0; i < n; i++)
				hexxagon_format_move(&board, moves[i], got[i]);
			qsort(want, k, sizeof want[0], compare_text);
			qsort(got, n, sizeof got[0], compare_text);
			for (i = 0; i < n; i++)
				ck_assert_str_eq(got[i], want[i]);
			i = (int)rng_below(&rng, (uint32_t)n);
			md_play(&g, got[i]);
			play(got[i]);
		}
		ck_assert_int_lt(plies, 400);
	}
}
END_TEST

/* A growth and a jump turn every other player's piece next to where they
 * land, of both others in a game of three. */
START_TEST(test_captures)
{
	setup_text(3, "o...x/....../......./......../...xt..../"
	    "......../......./....../..... o 0");
	ck_assert_int_eq(refused("d4"), HEXXAGON_E_NO_SOURCE);
	play("b2");
	ck_assert_int_eq(owner("a1"), HEXXAGON_O);
	ck_assert_int_eq(owner("b2"), HEXXAGON_O);
	ck_assert_int_eq(pos.turn, HEXXAGON_X);
	play("d4");			/* x grows from e4, turns t's e5 */
	ck_assert_int_eq(owner("e5"), HEXXAGON_X);
	ck_assert_int_eq(owner("d4"), HEXXAGON_X);
	/* t has no pieces left: it is out, and o moves. */
	ck_assert_int_eq(hexxagon_count(&pos, HEXXAGON_T), 0);
	ck_assert_int_eq(pos.turn, HEXXAGON_O);
	play("b2d3");			/* o lands next to d4 and e4 */
	ck_assert_int_eq(owner("b2"), -1);
	ck_assert_int_eq(owner("d3"), HEXXAGON_O);
	ck_assert_int_eq(owner("d4"), HEXXAGON_O);
	ck_assert_int_eq(owner("e4"), HEXXAGON_O);
	ck_assert_int_eq(owner("e5"), HEXXAGON_X);
	ck_assert_int_eq(hexxagon_count(&pos, HEXXAGON_O), 4);
	ck_assert_int_eq(pos.turn, HEXXAGON_X);
	/* Both others' pieces turn at once. */
	setup_text(3, "....x/.o..../......./......../...xt..../"
	    "......../......./....../..... o 0");
	ck_assert_uint_eq(hexxagon_flips(&pos, HEXXAGON_MOVE(cell("b2"),
	    cell("d4"))), (1ULL << cell("e4")) | (1ULL << cell("e5")));
	play("b2d4");
	ck_assert_int_eq(owner("e4"), HEXXAGON_O);
	ck_assert_int_eq(owner("e5"), HEXXAGON_O);
	ck_assert_int_eq(hexxagon_count(&pos, HEXXAGON_O), 3);
	ck_assert_int_eq(hexxagon_count(&pos, HEXXAGON_T), 0);
	/* x moves next, t being out. */
	ck_assert_int_eq(pos.turn, HEXXAGON_X);
}
END_TEST

/* A player who cannot move is skipped; the game goes on. */
START_TEST(test_skip)
{
	unsigned int	 skipped;

	/* x on a1 is walled in by o, and the cells two away are blocked. */
	setup_text(2, "xo--./oo--../---..../......../....o..../"
	    "......../......./....../..... o 0");
	ck_assert_int_eq(hexxagon_can_move(&pos, HEXXAGON_X), 0);
	skipped = play("e6");
	ck_assert_uint_eq(skipped, 1U << HEXXAGON_X);
	ck_assert_int_eq(pos.turn, HEXXAGON_O);
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_NONE);
	/* A position whose player to move cannot is refused. */
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "xo--./oo--../---..../......../....o..../......../......./"
	    "....../..... x 0"), HEXXAGON_E_POS_STUCK);
}
END_TEST

/* The ends: a full board, one player left, nobody able to move, and a
 * hundred moves without a growth. */
START_TEST(test_end)
{
	setup_text(2, "ooooo/oooooo/ooooooo/oooooooo/ooooxxxxx/xxxxxxxx/"
	    "xxxxxxx/xxxxxx/xxxx. x 0");
	ck_assert_uint_eq(hexxagon_winners(&pos), 0);	/* 30 each */
	play("i5");
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_FULL);
	ck_assert_uint_eq(hexxagon_winners(&pos), 1U << HEXXAGON_X);
	ck_assert_int_eq(refused("a1"), HEXXAGON_E_OVER);

	setup_text(2, "..o.x/....../......./......../........./"
	    "......../......./....../..... o 0");
	play("a4");
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_ALONE);
	ck_assert_uint_eq(hexxagon_winners(&pos), 1U << HEXXAGON_O);
	ck_assert_int_eq(refused("b1"), HEXXAGON_E_OVER);

	/* The middle is empty, but walled off by blocked cells. */
	setup_text(2, "oo.oo/oooooo/oo---oo/oo----oo/oo--.--xx/xx----xx/"
	    "xx---xx/oxxxxx/xxxxx o 0");
	play("a3");
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_STUCK);
	ck_assert_uint_eq(hexxagon_winners(&pos), 1U << HEXXAGON_O);

	setup_text(2, "o...x/....../......./......../........./"
	    "......../......./....../..... o 98");
	play("a1a3");
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_NONE);
	play("a5c5");
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_QUIET);
	ck_assert_uint_eq(hexxagon_winners(&pos), 0);
	setup_text(2, "o...x/....../......./......../........./"
	    "......../......./....../..... o 99");
	play("a2");
	ck_assert_int_eq(pos.quiet, 0);
	ck_assert_int_eq(hexxagon_end(&pos), HEXXAGON_END_NONE);

	/* Of three, the two with the most share the win. */
	setup_text(3, "ooooo/oooooo/ooooooo/oooooooo/ooooxxxxx/xxxxxxxx/"
	    "xxxxxxx/xxxxxx/xxxxt o 0");
	ck_assert_uint_eq(hexxagon_winners(&pos),
	    1U << HEXXAGON_O | 1U << HEXXAGON_X);
}
END_TEST

/* Bad moves and positions are refused, each for its reason. */
START_TEST(test_refused)
{
	hexxagon_move	 m;
	char		 text[HEXXAGON_MOVE_MAX];

	setup(2, 1);
	ck_assert_int_eq(refused(""), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("e"), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("55"), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("a1c"), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("a1c3x"), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("pass"), HEXXAGON_E_SYNTAX);
	ck_assert_int_eq(refused("a6"), HEXXAGON_E_CELL);
	ck_assert_int_eq(refused("a1z3"), HEXXAGON_E_CELL);
	ck_assert_int_eq(refused("a5"), HEXXAGON_E_TAKEN);
	ck_assert_int_eq(refused("e6"), HEXXAGON_E_BLOCKED);
	ck_assert_int_eq(refused("e5"), HEXXAGON_E_NO_SOURCE);
	ck_assert_int_eq(refused("a5a3"), HEXXAGON_E_NOT_OWN);
	ck_assert_int_eq(refused("a1a2"), HEXXAGON_E_DISTANCE);
	ck_assert_int_eq(refused("a1a4"), HEXXAGON_E_FAR);
	ck_assert_int_eq(refused("a1a3"), HEXXAGON_OK);
	ck_assert_int_eq(refused("A1-A3"), HEXXAGON_OK);
	ck_assert_int_eq(hexxagon_parse_move(&board, "b1", &m), HEXXAGON_OK);
	hexxagon_format_move(&board, m, text);
	ck_assert_str_eq(text, "b1");

	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2, "o...x"),
	    HEXXAGON_E_POS_ROWS);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...xx o 0"), HEXXAGON_E_POS_ROWS);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...? o 0"), HEXXAGON_E_POS_CHAR);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../t.......o/......../......./"
	    "....../o...x o 0"), HEXXAGON_E_POS_PLAYER);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...x t 0"), HEXXAGON_E_POS_TURN);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...x o 101"), HEXXAGON_E_POS_QUIET);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...x o x"), HEXXAGON_E_POS_QUIET);
	ck_assert_int_eq(hexxagon_from_text(&pos, &board, 2,
	    "o...x/....../......./......../x.......o/......../......./"
	    "....../o...x x"), HEXXAGON_OK);
	ck_assert_int_eq(pos.turn, HEXXAGON_X);
}
END_TEST


/* Plays n random moves from the start; returns 0 if the game ended. */
static int
random_moves(int players, int holes, int n, uint64_t seed)
{
	hexxagon_move	 moves[HEXXAGON_MAX_MOVES];
	struct rng	 rng;
	int		 k;

	setup(players, holes);
	rng_seed(&rng, seed, 1);
	while (n-- > 0) {
		if ((k = hexxagon_movegen(&pos, moves)) == 0)
			return (0);
		hexxagon_make(&pos, moves[rng_below(&rng, (uint32_t)k)]);
	}
	return (hexxagon_movegen(&pos, moves) > 0);
}

/* Every level plays a legal move, the fixed ones the same from the same
 * seed; a move that wins at once is taken. */
START_TEST(test_ai_levels)
{
	struct hexxagon_ai_info	 info;
	struct ai_limits	 lim;
	hexxagon_move		 m, again;
	int			 level, k, players;

	memset(&lim, 0, sizeof lim);
	for (k = 0; k < 6; k++) {
		players = 2 + k % 2;
		ck_assert(random_moves(players, k % 3 == 0, 4 + 7 * k,
		    (uint64_t)k));
		for (level = 1; level <= HEXXAGON_AI_LEVELS; level++) {
			lim.level = level;
			lim.seed = (uint64_t)k * 31 + level;
			lim.budget_ms = level == HEXXAGON_AI_LEVELS ? 50 : 0;
			m = hexxagon_ai_choose(&pos, &lim, &info);
			ck_assert_msg(hexxagon_check(&pos, m) == HEXXAGON_OK,
			    "level %d position %d", level, k);
			ck_assert_int_ge(info.depth, 1);
			if (level == HEXXAGON_AI_LEVELS || level > 4)
				continue;
			again = hexxagon_ai_choose(&pos, &lim, &info);
			ck_assert_uint_eq(m, again);
		}
	}
	/* x on a5 alone: o takes it, and the game, by growing to a4. */
	setup_text(2, "o.o.x/....../......./......../......o../"
	    "......../......./....../..... o 0");
	for (level = 1; level <= HEXXAGON_AI_LEVELS - 1; level++) {
		lim.level = level;
		m = hexxagon_ai_choose(&pos, &lim, &info);
		ck_assert_uint_eq(m, HEXXAGON_GROWTH(cell("a4")));
	}
}
END_TEST

/* A level bound by positions counts them alike on every run. */
START_TEST(test_ai_reproducible)
{
	struct hexxagon_ai_info	 info;
	struct ai_limits	 lim;
	hexxagon_move		 m;
	uint64_t		 nodes;

	memset(&lim, 0, sizeof lim);
	ck_assert(random_moves(2, 0, 10, 7));
	lim.level = 5;
	lim.seed = 99;
	m = hexxagon_ai_choose(&pos, &lim, &info);
	nodes = info.nodes;
	ck_assert_uint_eq(hexxagon_ai_choose(&pos, &lim, &info), m);
	ck_assert_uint_eq(info.nodes, nodes);
	ck_assert(random_moves(3, 1, 9, 8));
	lim.level = 4;
	m = hexxagon_ai_choose(&pos, &lim, &info);
	nodes = info.nodes;
	ck_assert_uint_eq(hexxagon_ai_choose(&pos, &lim, &info), m);
	ck_assert_uint_eq(info.nodes, nodes);
}
END_TEST

Suite *
suite_hexxagon(void)
{
	Suite	*s = suite_create("hexxagon");
	TCase	*tc = tcase_create("core");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_board);
	tcase_add_test(tc, test_start);
	tcase_add_test(tc, test_perft);
	tcase_add_test(tc, test_random_games);
	tcase_add_test(tc, test_captures);
	tcase_add_test(tc, test_skip);
	tcase_add_test(tc, test_end);
	tcase_add_test(tc, test_refused);
	tcase_add_test(tc, test_ai_levels);
	tcase_add_test(tc, test_ai_reproducible);
	suite_add_tcase(s, tc);
	return (s);
}
