/*
 * board.c: the plain front end's boards, drawn as text: a square grid, the
 * offset rows of a hex board, a terrain grid and a graph's table.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "notation.h"
#include "plain/plain.h"
#include "wrap.h"
#include "xmalloc.h"

/* Draws a square board as a grid with its coordinates on every edge. */
static void
plain_square(const struct match *m, const struct game_view *v)
{
	const struct game_cell	*c;
	const char *const	*codes = match_game(m)->piece_codes;
	int			 row, col, w = 1;

	/* A game whose pieces have codes shows them, "-" for none. */
	if (codes != NULL)
		w = (int)strlen(codes[0]);
	printf("\n    ");
	for (col = 0; col < v->cols; col++)
		printf(" %-*c", w, 'a' + col);
	putchar('\n');
	for (row = v->rows - 1; row >= 0; row--) {
		printf("  %2d", row + 1);
		for (col = 0; col < v->cols; col++) {
			c = &v->cells[row * v->cols + col];
			if (codes != NULL && c->piece > 0)
				printf(" %s", codes[c->piece - 1]);
			else if (c->owner >= 0)
				printf(" %c", match_game(m)->glyphs[c->owner]);
			else if (c->flags & GAME_CELL_BLOCKED)
				printf(" #");
			else
				printf(" %-*s", w, codes != NULL ? "-" : ".");
		}
		printf(" %d\n", row + 1);
	}
	printf("    ");
	for (col = 0; col < v->cols; col++)
		printf(" %-*c", w, 'a' + col);
	printf("\n\n");
}

/*
 * Draws a hex-hex board as offset rows, the top row first: each row's
 * letter on both sides, and the names of its first and last cells; a
 * blocked cell is #.
 */
static void
plain_hex(const struct match *m, const struct game_view *v)
{
	const struct game_cell	*c;
	int			 n = (v->rows + 1) / 2, r, row, len, i, in;

	putchar('\n');
	for (r = 0; r < v->rows; r++) {
		row = v->rows - 1 - r;
		in = r < n ? n - 1 - r : r - (n - 1);
		len = v->rows - in;
		printf("  %c %*s", 'a' + r, in, "");
		for (i = 0; i < len; i++) {
			c = &v->cells[row * v->cols + i];
			printf(" %c", c->owner >= 0 ?
			    match_game(m)->glyphs[c->owner] :
			    c->flags & GAME_CELL_BLOCKED ? '#' : '.');
		}
		printf(" %*s %c   %c1-%c%d\n", in, "", 'a' + r, 'a' + r,
		    'a' + r, len);
	}
	putchar('\n');
}

/*
 * The letters over a terrain board's two-character cells.  Past z a
 * column's name has two letters (aa, ab, ...), written one above the
 * other, so that every column keeps its place.
 */
static void
plain_terrain_letters(int cols)
{
	char	 name[NOTATION_COLUMN_LETTERS + 1];
	int	 col;

	if (cols > 26) {
		printf("   ");
		for (col = 0; col < cols; col++) {
			notation_column(col, name, sizeof name);
			printf(" %c", name[1] != '\0' ? name[0] : ' ');
		}
		putchar('\n');
	}
	printf("   ");
	for (col = 0; col < cols; col++) {
		notation_column(col, name, sizeof name);
		printf(" %c", name[1] != '\0' ? name[1] : name[0]);
	}
	putchar('\n');
}

/*
 * Draws a terrain board as a grid of two-character cells: a piece is its
 * kind's letter and its player's digit; an empty square shows its ground.
 */
static void
plain_terrain(const struct match *m, const struct game_view *v, int legend)
{
	const struct game_entry	*g = match_game(m);
	const struct game_cell	*c;
	char			 ground, who;
	int			 row, col, i;

	putchar('\n');
	plain_terrain_letters(v->cols);
	for (row = v->rows - 1; row >= 0; row--) {
		printf("%3d ", row + 1);
		for (col = 0; col < v->cols; col++) {
			c = &v->cells[row * v->cols + col];
			ground = c->terrain == GAME_TERRAIN_WATER ? '~' :
			    c->terrain == GAME_TERRAIN_HIGH ? '^' : '.';
			who = c->keeper >= 0 ? g->glyphs[c->keeper] : 'x';
			if (c->piece > 0 && c->owner >= 0)
				printf("%c%c", g->piece_letters[c->piece - 1],
				    g->glyphs[c->owner]);
			else if (c->flags & GAME_CELL_BASE)
				printf("+%c", who);
			else if (c->flags & GAME_CELL_MINE)
				printf("*%c", who);
			else
				printf("%c%c", ground, ground);
		}
		printf(" %d\n", row + 1);
	}
	plain_terrain_letters(v->cols);
	putchar('\n');
	if (!legend)
		return;
	for (i = 0; g->piece_names != NULL && g->piece_names[i] != NULL; i++)
		printf("%s%c %s", i > 0 ? ", " : "", g->piece_letters[i],
		    _(g->piece_names[i]));
	printf(".\n");
	for (i = 0; i < match_nseats(m); i++)
		printf("%s%c %s", i > 0 ? ", " : "", g->glyphs[i],
		    _(g->sides[i]));
	printf(".\n");
	plain_wrap(_(". land, ~ water, ^ impassable, + a home base and * a "
	    "mine with the digit of the player who holds them (x: nobody, "
	    "hostile to all)."), 0);
}

/*
 * Draws a graph board (Conqueror's) as a table: each cell's number, owner
 * (the digit of its player, or -), pawns and neighbours, each column as
 * wide as its heading.
 */
static void
plain_graph(const struct match *m, const struct game_view *v)
{
	const struct game_entry	*g = match_game(m);
	const struct game_cell	*c;
	const char		*head[4];
	size_t			 used;
	char			 line[512];
	int			 i, k, w[3];

	head[0] = _("Cell");
	head[1] = _("Owner");
	head[2] = _("Pawns");
	head[3] = _("Neighbours");
	for (i = 0; i < 3; i++) {
		w[i] = wrap_columns(head[i], head[i] + strlen(head[i]));
		if (w[i] < 3)
			w[i] = 3;
	}
	putchar('\n');
	plain_say("%s %s %s %s", head[0], head[1], head[2], head[3]);
	for (i = 0; i < v->cols; i++) {
		c = &v->cells[i];
		used = snprintf(line, sizeof line, "%*d %*c %*d", w[0], i + 1,
		    w[1], c->owner >= 0 ? g->glyphs[c->owner] : '-', w[2],
		    v->graph.count[i]);
		for (k = 0; k < v->graph.nlinks && used < sizeof line; k++)
			if (v->graph.link[k][0] == i ||
			    v->graph.link[k][1] == i)
				used += snprintf(line + used, sizeof line -
				    used, " %d", v->graph.link[k][0] == i ?
				    v->graph.link[k][1] + 1 :
				    v->graph.link[k][0] + 1);
		plain_say("%s", line);
	}
	putchar('\n');
	for (i = 0; i < match_nseats(m); i++)
		printf("%s%c %s", i > 0 ? ", " : "", g->glyphs[i],
		    _(g->sides[i]));
	printf(".\n");
}

/*
 * A square or hex board read out a row at a time, the top row first, for
 * brief mode: what is on each cell in words, a run of cells alike told
 * once, "empty from b7 to f7", where a grid's dots would be silent.
 */
static void
plain_rows_words(const struct match *m, const struct game_view *v)
{
	char	 line[4096], row[16], what[512], next[512], from[32], to[32];
	char	 item[1200];
	size_t	 used;
	int	 r, col, end, cols = v->cols, i, first;

	for (r = v->rows - 1; r >= 0; r--) {
		first = 1;
		if (v->board == GAME_BOARD_HEX)
			snprintf(row, sizeof row, "%c", 'a' + v->rows - 1 - r);
		else
			snprintf(row, sizeof row, "%d", r + 1);
		used = snprintf(line, sizeof line, _("Row %s:"), row);
		for (col = 0; col < cols; col = end) {
			i = r * v->cols + col;
			end = col + 1;
			if (!narrate_cell_real(v, i))
				continue;
			narrate_cell_words(m, v, i, what, sizeof what);
			for (; end < cols && narrate_cell_real(v, i + end - col);
			    end++) {
				narrate_cell_words(m, v, i + end - col, next,
				    sizeof next);
				if (strcmp(next, what) != 0)
					break;
			}
			narrate_cell_name(v, i, from, sizeof from);
			narrate_cell_name(v, i + end - 1 - col, to, sizeof to);
			if (end - col == 1)
				snprintf(item, sizeof item, _("%s on %s"), what,
				    from);
			else
				snprintf(item, sizeof item, _("%s from %s to %s"),
				    what, from, to);
			if (used < sizeof line)
				used += snprintf(line + used, sizeof line - used,
				    "%s%s", first ? " " : ", ", item);
			first = 0;
		}
		if (used < sizeof line)
			snprintf(line + used, sizeof line - used, ".");
		plain_told(line, 0);
	}
}

/*
 * A graph board read out for brief mode, a cell a line: who holds it,
 * its pawns and its neighbours, "Cell 7: yours, 3 pawns; next to 2, 6,
 * 8.", where the table's columns of numbers would run together.
 */
static void
plain_graph_words(const struct match *m, const struct game_view *v)
{
	char	 line[1024], words[256], name[16], list[512];
	int	 i;

	for (i = 0; i < v->cols; i++) {
		narrate_cell_words(m, v, i, words, sizeof words);
		narrate_cell_name(v, i, name, sizeof name);
		narrate_graph_neighbours(v, i, list, sizeof list);
		snprintf(line, sizeof line, _("Cell %s: %s; next to %s."),
		    name, words, list);
		plain_told(line, 0);
	}
}

/* A terrain board read out for brief mode: where the pieces are, and who
 * holds the bases and mines, where a grid of symbols would be noise. */
static void
plain_terrain_words(const struct match *m)
{
	char	*text;

	text = xmalloc(GAME_TEXT_MAX);
	if (ask_pieces(m, "", text, GAME_TEXT_MAX) == 0)
		plain_told(text, 0);
	if (ask_bases(m, text, GAME_TEXT_MAX) == 0)
		plain_told(text, 0);
	free(text);
}

/* Shows the board, the score and whose turn it is; a terrain board's
 * legend too if asked for. */
void
plain_board(const struct match *m, int legend)
{
	struct game_view	*v;
	char			 text[GAME_TEXT_MAX];
	char			 score[256];
	int			 turn;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	if (plain_brief && (v->board == GAME_BOARD_SQUARE ||
	    v->board == GAME_BOARD_HEX))
		plain_rows_words(m, v);
	else if (plain_brief && v->board == GAME_BOARD_GRAPH)
		plain_graph_words(m, v);
	else if (plain_brief && v->board == GAME_BOARD_TERRAIN)
		plain_terrain_words(m);
	else if (v->board == GAME_BOARD_SQUARE)
		plain_square(m, v);
	else if (v->board == GAME_BOARD_TERRAIN)
		plain_terrain(m, v, legend);
	else if (v->board == GAME_BOARD_HEX)
		plain_hex(m, v);
	else if (v->board == GAME_BOARD_GRAPH)
		plain_graph(m, v);
	else {
		match_game(m)->position(match_state(m), text, sizeof text);
		putchar('\n');
		plain_put(text);
		printf("\n\n");
	}
	free(v);
	if (match_game(m)->describe != NULL) {
		match_game(m)->describe(match_state(m), match_you(m), text,
		    sizeof text);
		plain_told(text, 0);
	}
	text[0] = '\0';
	if (!match_game(m)->no_score) {
		narrate_score(m, score, sizeof score);
		if (match_game(m)->score_name != NULL)
			snprintf(text, sizeof text, _("%s: %s."),
			    _(match_game(m)->score_name), score);
		else
			snprintf(text, sizeof text, _("Pieces: %s."), score);
	}
	if ((turn = match_turn(m)) >= 0) {
		narrate_turn(m, turn, score, sizeof score);
		plain_say("%s%s%s", text, text[0] != '\0' ? " " : "", score);
	} else if (text[0] != '\0')
		plain_say("%s", text);
}

