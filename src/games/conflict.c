/*
 * conflict.c: the Conflict rules engine.
 *
 * Paths are the heart of it: a piece moves exactly as many squares as its
 * die shows, each step to one of the eight neighbours, never on a square
 * twice.  Which squares a piece can reach is found in two stages: sets of
 * squares stepped through a layer at a time (which may revisit squares, so
 * they only propose), then a depth-first search for a real path to each
 * proposed square, cut short wherever the target is farther than the steps
 * left.  The king's move leaves so many ways round that the search nearly
 * always finds a path on its first try.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/conflict.h"
#include "notation.h"
#include "rng.h"
#include "xmalloc.h"

static int	conflict_check_path(const struct conflict_pos *,
		    const struct conflict_move *, int, int);

const char *const conflict_kind_words[CONFLICT_KINDS] = {
	"cannon", "gun", "plane", "ship", "sub"
};
const char conflict_kind_letters[CONFLICT_KINDS + 1] = "CAPSU";

/* Each player's pieces at the start: available, and in reserve. */
const uint8_t conflict_start_avail[CONFLICT_KINDS] = { 3, 1, 1, 3, 1 };
const uint8_t conflict_start_reserve[CONFLICT_KINDS] = { 1, 0, 1, 2, 0 };

/* Sets of squares. */

int
conflict_set_count(const struct conflict_set *s)
{
	int	 i, n = 0;

	for (i = 0; i < CONFLICT_WORDS; i++)
		n += __builtin_popcountll(s->w[i]);
	return (n);
}

/* The first square of a set from sq on, or -1. */
int
conflict_set_next(const struct conflict_set *s, int sq)
{
	uint64_t	 w;
	int		 i;

	if (sq < 0)
		sq = 0;
	for (i = sq >> 6; i < CONFLICT_WORDS; i++) {
		w = s->w[i];
		if (i == sq >> 6)
			w &= ~0ULL << (sq & 63);
		if (w != 0)
			return (i * 64 + __builtin_ctzll(w));
	}
	return (-1);
}

/*
 * The squares next to any square of s, within mask, in rows lo to hi: s
 * holds nothing outside those rows (nor in their edge rows, so that its
 * neighbours stay within them), and only they of out are written.  A word
 * holds a row, so a step sideways is a shift by one bit and a step up or
 * down one word.  A step off the side of the board lands in the columns
 * past its width, which no mask holds, or off the word.
 */
_Static_assert(CONFLICT_STRIDE == 64, "a word holds a row");

static void
conflict_set_near(struct conflict_set *out, const struct conflict_set *s,
    const struct conflict_set *mask, int lo, int hi)
{
	uint64_t	 above = 0, here, below;
	int		 i;

	here = s->w[lo] | s->w[lo] << 1 | s->w[lo] >> 1;
	for (i = lo; i <= hi; i++) {
		below = i < hi ? s->w[i + 1] | s->w[i + 1] << 1 |
		    s->w[i + 1] >> 1 : 0;
		out->w[i] = (s->w[i] << 1 | s->w[i] >> 1 | above | below) &
		    mask->w[i];
		above = here;
		here = below;
	}
}

/* The rows a square's neighbourhood of some steps spans on a board. */
static void
conflict_span(const struct conflict_board *b, int sq, int steps, int *lo,
    int *hi)
{
	*lo = CONFLICT_ROW(sq) - steps;
	*hi = CONFLICT_ROW(sq) + steps;
	if (*lo < 0)
		*lo = 0;
	if (*hi > b->h - 1)
		*hi = b->h - 1;
}

/* The distance in king steps between two squares. */
static inline int
conflict_distance(int a, int b)
{
	int	 dr = abs(CONFLICT_ROW(a) - CONFLICT_ROW(b));
	int	 dc = abs(CONFLICT_COL(a) - CONFLICT_COL(b));

	return (dr > dc ? dr : dc);
}

/* Boards. */

/* The neighbours, and the squares each kind of piece may move on. */
static void
conflict_board_finish(struct conflict_board *b)
{
	int	 sq, row, col, dr, dc, r, c, t, k;

	memset(&b->on, 0, sizeof b->on);
	memset(b->moves_on, 0, sizeof b->moves_on);
	memset(&b->any_mine, 0, sizeof b->any_mine);
	for (row = 0; row < b->h; row++) {
		for (col = 0; col < b->w; col++) {
			sq = CONFLICT_SQ(row, col);
			t = b->terrain[sq];
			conflict_set_add(&b->on, sq);
			if (b->mine[sq] >= 0)
				conflict_set_add(&b->any_mine, sq);
			for (k = 0; k < CONFLICT_KINDS; k++) {
				if (t == CONFLICT_HIGH)
					continue;
				if (t == CONFLICT_BASE || k == CONFLICT_PLANE ||
				    (t == CONFLICT_LAND) == (k <= CONFLICT_GUN))
					conflict_set_add(&b->moves_on[k], sq);
			}
			b->nnear[sq] = 0;
			for (dr = -1; dr <= 1; dr++) {
				for (dc = -1; dc <= 1; dc++) {
					r = row + dr;
					c = col + dc;
					if ((dr == 0 && dc == 0) || r < 0 ||
					    r >= b->h || c < 0 || c >= b->w ||
					    b->terrain[CONFLICT_SQ(r, c)] ==
					    CONFLICT_HIGH)
						continue;
					b->near[sq][b->nnear[sq]++] =
					    CONFLICT_SQ(r, c);
				}
			}
		}
	}
}

/* Whether a square has a neighbour of a terrain (a base is both). */
static int
conflict_board_touches(const struct conflict_board *b, int sq, int terrain)
{
	int	 i, t;

	for (i = 0; i < b->nnear[sq]; i++) {
		t = b->terrain[b->near[sq][i]];
		if (t == terrain || t == CONFLICT_BASE)
			return (1);
	}
	return (0);
}

/*
 * Splits a board's text into rows of characters (top row first) and the
 * lines they are on, leaving out comments and empty lines, and checks that
 * each row is of the board's characters and as long as the first; *n and
 * *w are their number and width.  On error, *line and *col say where.
 */
static int
conflict_board_rows(const char *text, char rows[][CONFLICT_SIDE_MAX],
    int *rowline, int *n, int *w, int *line, int *col)
{
	const char	*p, *end;
	int		 len, ln, c;

	*n = 0;
	*w = -1;
	for (ln = 1, p = text; *p != '\0'; ln++, p = *end != '\0' ?
	    end + 1 : end) {
		end = strchr(p, '\n');
		if (end == NULL)
			end = p + strlen(p);
		len = (int)(end - p);
		while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\r' ||
		    p[len - 1] == '\t'))
			len--;
		if (p[0] == '#' || len == 0)
			continue;
		*line = ln;
		for (c = 0; c < len; c++) {
			if (strchr(".~^1234abcdABCD", p[c]) == NULL) {
				*col = c + 1;
				return (CONFLICT_E_BOARD_CHAR);
			}
		}
		if (*w < 0)
			*w = len;
		if (len != *w) {
			*col = (len < *w ? len : *w) + 1;
			return (CONFLICT_E_BOARD_WIDTH);
		}
		if (*n == CONFLICT_SIDE_MAX || *w > CONFLICT_SIDE_MAX ||
		    *w < CONFLICT_SIDE_MIN) {
			*col = *w > CONFLICT_SIDE_MAX ?
			    CONFLICT_SIDE_MAX + 1 : 0;
			return (CONFLICT_E_BOARD_SIZE);
		}
		memcpy(rows[*n], p, len);
		rowline[(*n)++] = ln;
	}
	if (*n < CONFLICT_SIDE_MIN) {
		*line = *col = 0;
		return (CONFLICT_E_BOARD_SIZE);
	}
	return (CONFLICT_OK);
}

/*
 * Sets square sq of a board from its character ch: its terrain, and a base
 * or a mine; nmines counts each player's mines so far.
 */
static int
conflict_board_square(struct conflict_board *b, int sq, char ch, int *nmines)
{
	int	 who;

	b->mine[sq] = -1;
	switch (ch) {
	case '.':
		b->terrain[sq] = CONFLICT_LAND;
		break;
	case '~':
		b->terrain[sq] = CONFLICT_WATER;
		break;
	case '^':
		b->terrain[sq] = CONFLICT_HIGH;
		break;
	case '1': case '2': case '3': case '4':
		who = ch - '1';
		if (b->base[who] >= 0)
			return (CONFLICT_E_BOARD_BASE_TWICE);
		b->terrain[sq] = CONFLICT_BASE;
		b->base[who] = sq;
		break;
	default:
		if (ch >= 'a') {
			who = ch - 'a';
			b->terrain[sq] = CONFLICT_LAND;
		} else {
			who = ch - 'A';
			b->terrain[sq] = CONFLICT_WATER;
		}
		if (nmines[who] == 2)
			return (CONFLICT_E_BOARD_MINES);
		b->mines[who][nmines[who]++] = sq;
		b->mine[sq] = who;
		break;
	}
	return (CONFLICT_OK);
}

/*
 * Checks that each base of a finished board touches both land and water;
 * on error, *line and *col say where the base is (rowline holds the line
 * of each row, top row first).
 */
static int
conflict_board_coasts(const struct conflict_board *b, const int *rowline,
    int *line, int *col)
{
	int	 i;

	for (i = 0; i < CONFLICT_PLAYERS; i++) {
		*line = rowline[b->h - 1 - CONFLICT_ROW(b->base[i])];
		*col = CONFLICT_COL(b->base[i]) + 1;
		if (!conflict_board_touches(b, b->base[i], CONFLICT_LAND))
			return (CONFLICT_E_BOARD_NO_LAND);
		if (!conflict_board_touches(b, b->base[i], CONFLICT_WATER))
			return (CONFLICT_E_BOARD_NO_WATER);
	}
	*line = *col = 0;
	return (CONFLICT_OK);
}

/*
 * Reads a board: rows of characters, top row first, lines starting with #
 * left out:
 *	.	land			~	water
 *	^	impassable		1 to 4	the players' home bases
 *	a to d	mines of players 1 to 4 on land; A to D on water
 * Every row is as long as the first; spaces at the end of a row do not
 * count.  On error, *line and *col say where (1 and up, or 0 for the board
 * as a whole).
 */
int
conflict_board_read(struct conflict_board *b, const char *text, int *line,
    int *col)
{
	char		 rows[CONFLICT_SIDE_MAX][CONFLICT_SIDE_MAX];
	int		 rowline[CONFLICT_SIDE_MAX], nmines[CONFLICT_PLAYERS];
	int		 n, w, i, c, r, error;

	memset(b, 0, sizeof *b);
	*line = *col = 0;
	for (i = 0; i < CONFLICT_PLAYERS; i++) {
		b->base[i] = -1;
		b->mines[i][0] = b->mines[i][1] = -1;
		nmines[i] = 0;
	}
	if ((error = conflict_board_rows(text, rows, rowline, &n, &w, line,
	    col)) != CONFLICT_OK)
		return (error);
	b->w = w;
	b->h = n;
	for (r = 0; r < n; r++) {
		for (c = 0; c < w; c++) {
			*line = rowline[r];
			*col = c + 1;
			if ((error = conflict_board_square(b,
			    CONFLICT_SQ(n - 1 - r, c), rows[r][c], nmines)) !=
			    CONFLICT_OK)
				return (error);
		}
	}
	*line = *col = 0;
	for (i = 0; i < CONFLICT_PLAYERS; i++) {
		if (b->base[i] < 0)
			return (CONFLICT_E_BOARD_NO_BASE);
		if (nmines[i] != 2)
			return (CONFLICT_E_BOARD_MINES);
	}
	conflict_board_finish(b);
	return (conflict_board_coasts(b, rowline, line, col));
}

/* Positions. */

/* Sets up the start of a game for 2 to 4 players on a board. */
void
conflict_start(struct conflict_pos *p, const struct conflict_board *b,
    int nplayers)
{
	int	 c;

	memset(p, 0, sizeof *p);
	p->b = b;
	p->nplayers = nplayers;
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		p->parent[c] = -1;
		if (c < nplayers) {
			memcpy(p->avail[c], conflict_start_avail,
			    sizeof p->avail[c]);
			memcpy(p->reserve[c], conflict_start_reserve,
			    sizeof p->reserve[c]);
		}
	}
	p->moved = CONFLICT_NOWHERE;
}

/* Puts a piece (0: none) on a square, keeping the set of those taken. */
void
conflict_put(struct conflict_pos *p, int sq, int piece)
{
	p->sq[sq] = piece;
	if (piece != 0)
		conflict_set_add(&p->occupied, sq);
	else
		p->occupied.w[sq >> 6] &= ~(1ULL << (sq & 63));
}

/* The colour at the top of a colour's tree: who controls it. */
int
conflict_root(const struct conflict_pos *p, int colour)
{
	while (p->parent[colour] >= 0)
		colour = p->parent[colour];
	return (colour);
}

/* Whether a seat controls a colour (its own, or one it took over). */
int
conflict_controls(const struct conflict_pos *p, int seat, int colour)
{
	return (conflict_root(p, colour) == seat);
}

/* How many pieces a root controls: on the board, available, in reserve. */
int
conflict_pieces(const struct conflict_pos *p, int root)
{
	int	 c, k, sq, n = 0;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (conflict_root(p, c) != root)
			continue;
		for (k = 0; k < CONFLICT_KINDS; k++)
			n += p->avail[c][k] + p->reserve[c][k];
	}
	for (sq = conflict_set_next(&p->occupied, 0); sq >= 0;
	    sq = conflict_set_next(&p->occupied, sq + 1))
		if (p->sq[sq] != 0 &&
		    conflict_root(p, CONFLICT_COLOUR(p->sq[sq])) == root)
			n++;
	return (n);
}

/* Whether a seat is still in the game: not taken over, with pieces. */
int
conflict_alive(const struct conflict_pos *p, int seat)
{
	return (seat >= 0 && seat < p->nplayers &&
	    (p->resigned & (1U << seat)) == 0 && p->parent[seat] < 0 &&
	    conflict_pieces(p, seat) > 0);
}

/* Whether the mine on a square, if any, destroys a piece of a colour. */
int
conflict_hostile_mine(const struct conflict_pos *p, int sq, int colour)
{
	int	 m = p->b->mine[sq];

	return (m >= 0 && conflict_root(p, m) != conflict_root(p, colour));
}

/* Whether a kind of piece may capture another. */
int
conflict_can_take(int kind, int victim)
{
	return (kind != CONFLICT_PLANE ||
	    (victim != CONFLICT_GUN && victim != CONFLICT_SUB));
}

/* The seat left alone in a finished game, or -1 (none: a draw). */
int
conflict_winner(const struct conflict_pos *p)
{
	int	 s;

	if (!p->over)
		return (-1);
	for (s = 0; s < p->nplayers; s++)
		if (conflict_alive(p, s))
			return (s);
	return (-1);
}

/* Notation. */

/*
 * Writes a square's name: its column's letters and its row number, as
 * "c12" or, past z, "ab12".
 */
void
conflict_format_square(int sq, char *buf, size_t len)
{
	char	 col[NOTATION_COLUMN_LETTERS + 1];

	notation_column(CONFLICT_COL(sq), col, sizeof col);
	snprintf(buf, len, "%s%d", col, CONFLICT_ROW(sq) + 1);
}

/*
 * Reads a square's name at the start of s; *end is set past it.  Returns
 * the square, -1 if s does not start with a square's name, or -2 if the
 * square is off the board.
 */
int
conflict_parse_square(const struct conflict_board *b, const char *s,
    const char **end)
{
	int	 col, row = 0, digits = 0;

	if ((col = notation_parse_column(s, &s)) < 0)
		return (-1);
	for (; *s >= '0' && *s <= '9' && digits < 3; s++, digits++)
		row = row * 10 + (*s - '0');
	if (digits == 0 || digits == 3 || row == 0)
		return (-1);
	*end = s;
	if (col >= b->w || row > b->h)
		return (-2);
	return (CONFLICT_SQ(row - 1, col));
}

/* A kind of piece by its word or letter, or -1. */
static int
conflict_parse_kind(const char *s, size_t len)
{
	int	 k;

	for (k = 0; k < CONFLICT_KINDS; k++) {
		if (strlen(conflict_kind_words[k]) == len &&
		    strncmp(s, conflict_kind_words[k], len) == 0)
			return (k);
		if (len == 1 && (*s == conflict_kind_letters[k] ||
		    *s == conflict_kind_letters[k] - 'A' + 'a'))
			return (k);
	}
	return (-1);
}

/* Reads a number from 1 to max, alone in a word. */
static int
conflict_parse_number(const char *s, size_t len, int max)
{
	if (len != 1 || *s < '1' || *s > '0' + max)
		return (-1);
	return (*s - '0');
}

/* The colour whose base is on a square, or -1. */
static int
conflict_base_colour(const struct conflict_board *b, int sq)
{
	int	 c;

	for (c = 0; c < CONFLICT_PLAYERS; c++)
		if (b->base[c] == sq)
			return (c);
	return (-1);
}

/* Reads the squares of a path, separated by - or spaces; *joined is set
 * when some are joined by -. */
static int
conflict_parse_path(const struct conflict_board *b, const char *s,
    struct conflict_move *m, int *joined)
{
	const char	*end;
	int		 sq;

	m->len = 0;
	for (;;) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		if ((sq = conflict_parse_square(b, s, &end)) == -1)
			return (CONFLICT_E_SYNTAX);
		if (*end != '\0' && *end != ' ' && *end != '-')
			return (CONFLICT_E_SYNTAX);
		if (sq == -2)
			return (CONFLICT_E_SQUARE);
		if (m->len == CONFLICT_PATH_MAX)
			return (CONFLICT_E_LENGTH);
		m->path[m->len++] = sq;
		s = end;
		if (*s == '-') {
			s++;
			*joined = 1;
		}
	}
	return (m->len == 0 ? CONFLICT_E_SYNTAX : CONFLICT_OK);
}

/*
 * Splits off the first words of an event, up to 4, into w (their lengths
 * in wl); the rest of the text is left for a path.  Returns how many.
 */
static int
conflict_parse_words(const char *s, const char **w, size_t *wl)
{
	int	 n = 0;

	while (n < 4) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		w[n] = s;
		wl[n] = strcspn(s, " ");
		s += wl[n++];
	}
	return (n);
}

/* Whether a word of len bytes is str. */
static int
conflict_parse_is(const char *w, size_t len, const char *str)
{
	return (len == strlen(str) && strncmp(w, str, len) == 0);
}

/* Reads the n words w (of lengths wl) of "reserve KIND [SQ]". */
static int
conflict_parse_reserve(const struct conflict_pos *p, const char **w,
    const size_t *wl, int n, struct conflict_move *m)
{
	const char	*rest;
	int		 a, sq;

	m->type = CONFLICT_MOVE_RESERVE;
	if (n < 2 || n > 3)
		return (CONFLICT_E_RESERVE);
	if ((a = conflict_parse_kind(w[1], wl[1])) < 0)
		return (CONFLICT_E_KIND);
	m->kind = a;
	if (n == 3) {
		if ((sq = conflict_parse_square(p->b, w[2], &rest)) == -1 ||
		    rest != w[2] + wl[2])
			return (CONFLICT_E_SYNTAX);
		if (sq == -2)
			return (CONFLICT_E_SQUARE);
		if ((m->colour = conflict_base_colour(p->b, sq)) < 0)
			return (CONFLICT_E_NOT_BASE);
		m->len = 1;
		m->path[0] = sq;
	}
	return (CONFLICT_OK);
}

/*
 * Reads the n words w (of lengths wl) of a move by a die, "D SQ-SQ-..." or
 * "D enter KIND SQ-...", the path running to the end of the text.
 */
static int
conflict_parse_die_move(const struct conflict_pos *p, const char **w,
    const size_t *wl, int n, struct conflict_move *m)
{
	const char	*rest;
	int		 a, d, joined = 0;

	/* A number no die shows ("7 enter plane ..."). */
	if (n >= 2 && strspn(w[0], "0123456789") == wl[0] && wl[0] <= 2 &&
	    conflict_parse_number(w[0], wl[0], CONFLICT_DIE_MAX) < 0)
		return (CONFLICT_E_DIE);
	if ((d = conflict_parse_number(w[0], wl[0], CONFLICT_DIE_MAX)) < 0 ||
	    n < 2)
		return (CONFLICT_E_SYNTAX);
	m->die = d;
	if (conflict_parse_is(w[1], wl[1], "enter")) {
		m->type = CONFLICT_MOVE_ENTER;
		if (n < 4)
			return (CONFLICT_E_SYNTAX);
		if ((a = conflict_parse_kind(w[2], wl[2])) < 0)
			return (CONFLICT_E_KIND);
		m->kind = a;
		rest = w[3];
	} else {
		m->type = CONFLICT_MOVE_PIECE;
		rest = w[1];
	}
	if ((a = conflict_parse_path(p->b, rest, m, &joined)) != CONFLICT_OK)
		return (a);
	if (m->type == CONFLICT_MOVE_ENTER &&
	    (m->colour = conflict_base_colour(p->b, m->path[0])) < 0)
		return (CONFLICT_E_NOT_BASE);
	/* Two squares joined by - are a path of one step; the ends alone,
	 * for the game to find the path, are written apart.  (A die not
	 * rolled is told as such, by conflict_check.) */
	if (m->len == 2 && joined && m->die > 1 &&
	    (((p->left & 1) && p->dice[0] == m->die) ||
	    ((p->left & 2) && p->dice[1] == m->die)))
		return (CONFLICT_E_LENGTH);
	return (CONFLICT_OK);
}

/*
 * Reads an event:
 *	roll A B		the dice (the game rolls them)
 *	D SQ-SQ-...		a piece moves by die D along the path
 *	D enter KIND SQ-...	a piece enters from the base SQ
 *	reserve KIND [SQ]	on a 7, a reserve piece becomes available
 *	decline D		a die is not used
 *	pass			no die left is used
 *	resign [N]		player N (1 to 4) gives up
 * A move may give only the start and the last square; conflict_check
 * finds the path.  Words are separated by single spaces or more.
 */
int
conflict_parse_move(const struct conflict_pos *p, const char *text,
    struct conflict_move *m)
{
	const char	*w[4];
	size_t		 wl[4];
	int		 n, a, d;

	memset(m, 0, sizeof *m);
	m->colour = -1;
	if ((n = conflict_parse_words(text, w, wl)) == 0)
		return (CONFLICT_E_SYNTAX);
	if (conflict_parse_is(w[0], wl[0], "roll")) {
		if (n != 3 || (a = conflict_parse_number(w[1], wl[1],
		    CONFLICT_DIE_MAX)) < 0 || (d = conflict_parse_number(w[2],
		    wl[2], CONFLICT_DIE_MAX)) < 0)
			return (CONFLICT_E_SYNTAX);
		conflict_roll(m, a, d);
		return (CONFLICT_OK);
	}
	if (conflict_parse_is(w[0], wl[0], "pass")) {
		m->type = CONFLICT_MOVE_PASS;
		return (n == 1 ? CONFLICT_OK : CONFLICT_E_SYNTAX);
	}
	if (conflict_parse_is(w[0], wl[0], "decline")) {
		m->type = CONFLICT_MOVE_DECLINE;
		if (n != 2 || (a = conflict_parse_number(w[1], wl[1],
		    CONFLICT_DIE_MAX)) < 0)
			return (CONFLICT_E_DECLINE);
		m->die = a;
		return (CONFLICT_OK);
	}
	if (conflict_parse_is(w[0], wl[0], "resign")) {
		m->type = CONFLICT_MOVE_RESIGN;
		if (n == 1)
			return (CONFLICT_OK);
		if (n != 2 || (a = conflict_parse_number(w[1], wl[1],
		    CONFLICT_PLAYERS)) < 0)
			return (CONFLICT_E_RESIGN);
		m->colour = a - 1;
		return (CONFLICT_OK);
	}
	if (conflict_parse_is(w[0], wl[0], "reserve"))
		return (conflict_parse_reserve(p, w, wl, n, m));
	return (conflict_parse_die_move(p, w, wl, n, m));
}

/* Writes an event in notation, as conflict_parse_move reads it. */
void
conflict_format_move(const struct conflict_move *m, char *buf, size_t len)
{
	char	 sq[CONFLICT_SQUARE_MAX];
	size_t	 used;
	int	 i;

	switch (m->type) {
	case CONFLICT_MOVE_ROLL:
		snprintf(buf, len, "roll %d %d", m->die, m->die2);
		return;
	case CONFLICT_MOVE_PASS:
		snprintf(buf, len, "pass");
		return;
	case CONFLICT_MOVE_DECLINE:
		snprintf(buf, len, "decline %d", m->die);
		return;
	case CONFLICT_MOVE_RESIGN:
		if (m->colour >= 0)
			snprintf(buf, len, "resign %d", m->colour + 1);
		else
			snprintf(buf, len, "resign");
		return;
	case CONFLICT_MOVE_RESERVE:
		used = snprintf(buf, len, "reserve %s",
		    conflict_kind_words[m->kind]);
		if (m->len > 0 && used < len) {
			conflict_format_square(m->path[0], sq, sizeof sq);
			snprintf(buf + used, len - used, " %s", sq);
		}
		return;
	case CONFLICT_MOVE_ENTER:
		used = snprintf(buf, len, "%d enter %s ", m->die,
		    conflict_kind_words[m->kind]);
		break;
	default:
		used = snprintf(buf, len, "%d ", m->die);
		break;
	}
	for (i = 0; i < m->len && used < len; i++) {
		conflict_format_square(m->path[i], sq, sizeof sq);
		used += snprintf(buf + used, len - used, "%s%s", i > 0 ? "-" :
		    "", sq);
	}
}

/* Makes a roll. */
void
conflict_roll(struct conflict_move *m, int a, int b)
{
	memset(m, 0, sizeof *m);
	m->type = CONFLICT_MOVE_ROLL;
	m->die = a;
	m->die2 = b;
	m->colour = -1;
}

/*
 * Rolls the dice from a generator: one draw a statement, so that the
 * order is C's and not the compiler's, and the same seed gives the same
 * roll from every build.  The second die is drawn first, as the games
 * saved before were.
 */
void
conflict_roll_random(struct conflict_move *m, struct rng *r)
{
	int	 first, second;

	second = 1 + (int)rng_below(r, 6);
	first = 1 + (int)rng_below(r, 6);
	conflict_roll(m, first, second);
}

/* Paths. */

/* The squares a piece may step through, and end on, for its controller. */
static void
conflict_masks(const struct conflict_pos *p, int kind, int colour,
    struct conflict_set *through, struct conflict_set *last, int safe)
{
	const struct conflict_board	*b = p->b;
	int				 root = conflict_root(p, colour);
	int				 sq, occupant, i;

	/* Only the board's rows: no search reads past them. */
	memcpy(through->w, b->moves_on[kind].w, b->h * sizeof through->w[0]);
	memcpy(last->w, b->moves_on[kind].w, b->h * sizeof last->w[0]);
	if (kind != CONFLICT_PLANE)
		for (i = 0; i < b->h; i++)
			through->w[i] &= ~p->occupied.w[i];
	for (sq = conflict_set_next(&p->occupied, 0); sq >= 0;
	    sq = conflict_set_next(&p->occupied, sq + 1)) {
		occupant = p->sq[sq];
		if (conflict_root(p, CONFLICT_COLOUR(occupant)) == root ||
		    !conflict_can_take(kind, CONFLICT_KIND(occupant)))
			last->w[sq >> 6] &= ~(1ULL << (sq & 63));
	}
	if (!safe)
		return;
	for (i = 0; i < CONFLICT_PLAYERS; i++) {
		if (conflict_root(p, i) == root)
			continue;
		for (sq = 0; sq < 2; sq++)
			through->w[b->mines[i][sq] >> 6] &=
			    ~(1ULL << (b->mines[i][sq] & 63));
	}
}

/* The search for one path: where it may go, and the squares so far. */
struct conflict_walk {
	const struct conflict_board	*b;
	const struct conflict_set	*through;
	struct conflict_set		 seen;
	int				 target;
	int				 die;
	int16_t				*path;
};

static int
conflict_walk(struct conflict_walk *w, int from, int left)
{
	const struct conflict_board	*b = w->b;
	int				 i, sq;

	if (left == 1)
		return (conflict_distance(from, w->target) == 1);
	for (i = 0; i < b->nnear[from]; i++) {
		sq = b->near[from][i];
		if (sq == w->target || conflict_set_has(&w->seen, sq) ||
		    !conflict_set_has(w->through, sq) ||
		    conflict_distance(sq, w->target) > left - 1)
			continue;
		conflict_set_add(&w->seen, sq);
		if (w->path != NULL)
			w->path[w->die - left + 1] = sq;
		if (conflict_walk(w, sq, left - 1))
			return (1);
		w->seen.w[sq >> 6] &= ~(1ULL << (sq & 63));
	}
	return (0);
}

/*
 * Whether there is a path of exactly die steps from start to target through
 * the squares of through; fills path (die + 1 squares) if it is not NULL.
 */
static int
conflict_path(const struct conflict_board *b, const struct conflict_set *through,
    int start, int target, int die, int16_t *path)
{
	struct conflict_walk	 w;

	if (target == start || conflict_distance(start, target) > die)
		return (0);
	memset(&w, 0, sizeof w);
	w.b = b;
	w.through = through;
	w.target = target;
	w.die = die;
	w.path = path;
	conflict_set_add(&w.seen, start);
	if (!conflict_walk(&w, start, die))
		return (0);
	if (path != NULL) {
		path[0] = start;
		path[die] = target;
	}
	return (1);
}

/*
 * The squares a path of die steps may end on, before any search.  Each
 * step widens the rows in play by one each way; only those are worked.
 */
static void
conflict_candidates(const struct conflict_board *b,
    const struct conflict_set *through, const struct conflict_set *last,
    int start, int die, struct conflict_set *out)
{
	struct conflict_set	 one, two, *layer = &one, *next = &two, *t;
	int			 i, lo, hi;

	conflict_span(b, start, die, &lo, &hi);
	memset(one.w + lo, 0, (hi - lo + 1) * sizeof one.w[0]);
	memset(two.w + lo, 0, (hi - lo + 1) * sizeof two.w[0]);
	memset(out, 0, sizeof *out);
	conflict_set_add(layer, start);
	for (i = 1; i < die; i++) {
		conflict_span(b, start, i, &lo, &hi);
		conflict_set_near(next, layer, through, lo, hi);
		t = layer, layer = next, next = t;
	}
	conflict_span(b, start, die, &lo, &hi);
	conflict_set_near(out, layer, last, lo, hi);
	out->w[start >> 6] &= ~(1ULL << (start & 63));
}

/*
 * The squares a piece could reach from start in exactly 1 to 6 steps,
 * crossing no hostile mine, if it might step on a square more than once:
 * layers[d] for d steps.  A quick guess at its reach, for the computer.
 */
void
conflict_layers(const struct conflict_pos *p, int start, int kind, int colour,
    struct conflict_set layers[CONFLICT_PATH_MAX])
{
	struct conflict_set	 through, last, one, two, *go = &one;
	struct conflict_set	*next = &two, *t;
	int			 d, lo, hi;

	conflict_masks(p, kind, colour, &through, &last, 1);
	memset(layers, 0, CONFLICT_PATH_MAX * sizeof layers[0]);
	memset(&one, 0, sizeof one);
	memset(&two, 0, sizeof two);
	conflict_set_add(go, start);
	conflict_set_add(&layers[0], start);
	for (d = 1; d <= CONFLICT_DIE_MAX; d++) {
		conflict_span(p->b, start, d, &lo, &hi);
		conflict_set_near(&layers[d], go, &last, lo, hi);
		conflict_set_near(next, go, &through, lo, hi);
		t = go, go = next, next = t;
	}
}

/*
 * The squares a piece of a kind and colour can reach from start with a die
 * (safe: without crossing a mine that would destroy it); returns how many.
 */
int
conflict_reach(const struct conflict_pos *p, int start, int kind, int colour,
    int die, struct conflict_set *out)
{
	struct conflict_set	 through, last, cand;
	int			 sq, n = 0;

	conflict_masks(p, kind, colour, &through, &last, 1);
	conflict_candidates(p->b, &through, &last, start, die, &cand);
	memset(out, 0, sizeof *out);
	for (sq = conflict_set_next(&cand, 0); sq >= 0;
	    sq = conflict_set_next(&cand, sq + 1)) {
		if (conflict_path(p->b, &through, start, sq, die, NULL)) {
			conflict_set_add(out, sq);
			n++;
		}
	}
	return (n);
}

/*
 * Finds a path of die steps for a piece from start to target, one that
 * crosses no hostile mine if there is one (or if safe is set, only such);
 * fills path with die + 1 squares and returns 1, or returns 0.
 */
int
conflict_find_path(const struct conflict_pos *p, int start, int kind,
    int colour, int die, int target, int safe, int16_t *path)
{
	struct conflict_set	 through, last;

	conflict_masks(p, kind, colour, &through, &last, 1);
	if (!conflict_set_has(&last, target))
		return (0);
	if (conflict_path(p->b, &through, start, target, die, path))
		return (1);
	if (safe)
		return (0);
	conflict_masks(p, kind, colour, &through, &last, 0);
	return (conflict_path(p->b, &through, start, target, die, path));
}

/*
 * The first square from sq on with a piece the seat to move may move in
 * this roll (one it controls, not moved yet in the roll), or -1.
 */
int
conflict_next_mover(const struct conflict_pos *p, int sq)
{
	for (sq = conflict_set_next(&p->occupied, sq); sq >= 0;
	    sq = conflict_set_next(&p->occupied, sq + 1))
		if (sq != p->moved &&
		    conflict_controls(p, p->turn, CONFLICT_COLOUR(p->sq[sq])))
			return (sq);
	return (-1);
}

/* Whether a piece can go anywhere from start with a die, mines or not. */
static int
conflict_can_go(const struct conflict_pos *p, int start, int kind,
    int colour, int die)
{
	struct conflict_set	 through, last, cand;
	int			 t;

	conflict_masks(p, kind, colour, &through, &last, 0);
	conflict_candidates(p->b, &through, &last, start, die, &cand);
	for (t = conflict_set_next(&cand, 0); t >= 0;
	    t = conflict_set_next(&cand, t + 1))
		if (conflict_path(p->b, &through, start, t, die, NULL))
			return (1);
	return (0);
}

/* Whether some piece of the seat to move can use a die of this value. */
static int
conflict_die_usable(const struct conflict_pos *p, int die)
{
	int	 sq, c, k, piece;

	for (sq = conflict_next_mover(p, 0); sq >= 0;
	    sq = conflict_next_mover(p, sq + 1)) {
		piece = p->sq[sq];
		if (conflict_can_go(p, sq, CONFLICT_KIND(piece),
		    CONFLICT_COLOUR(piece), die))
			return (1);
	}
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (!conflict_controls(p, p->turn, c))
			continue;
		for (k = 0; k < CONFLICT_KINDS; k++)
			if (p->avail[c][k] > 0 &&
			    conflict_can_go(p, p->b->base[c], k, c, die))
				return (1);
	}
	return (0);
}

/* Whether die i (0 or 1) is left and some piece can use it. */
int
conflict_usable(const struct conflict_pos *p, int i)
{
	return ((p->left & (1 << i)) != 0 && conflict_die_usable(p,
	    p->dice[i]));
}

/* Checking moves. */

/* The die left that shows a number: 0 or 1, or -1. */
static int
conflict_die_index(const struct conflict_pos *p, int die)
{
	if ((p->left & 1) && p->dice[0] == die)
		return (0);
	if ((p->left & 2) && p->dice[1] == die)
		return (1);
	return (-1);
}

/* Whether the seat holds a reserve piece of a colour it controls. */
static int
conflict_has_reserve(const struct conflict_pos *p, int seat)
{
	int	 c, k;

	for (c = 0; c < CONFLICT_PLAYERS; c++)
		if (conflict_controls(p, seat, c))
			for (k = 0; k < CONFLICT_KINDS; k++)
				if (p->reserve[c][k] > 0)
					return (1);
	return (0);
}

/*
 * Checks each step of a path for a piece of a kind: neighbours, no square
 * twice, ground it may cross, nothing in the way, and a last square it may
 * end on.  The path's length is not checked, so that a path being drawn
 * can be checked a step at a time.
 */
int
conflict_check_steps(const struct conflict_pos *p,
    const struct conflict_move *m, int kind)
{
	return (conflict_check_path(p, m, kind, -1));
}

/* Checks each step of a path of the right length for a piece. */
static int
conflict_check_path(const struct conflict_pos *p,
    const struct conflict_move *m, int kind, int colour)
{
	const struct conflict_board	*b = p->b;
	int				 i, j, sq, t, occupant;

	for (i = 1; i < m->len; i++) {
		sq = m->path[i];
		if (conflict_distance(m->path[i - 1], sq) != 1)
			return (CONFLICT_E_STEP);
		for (j = 0; j < i; j++)
			if (m->path[j] == sq)
				return (CONFLICT_E_TWICE);
		t = b->terrain[sq];
		if (t == CONFLICT_HIGH)
			return (CONFLICT_E_HIGH);
		if (kind <= CONFLICT_GUN && t == CONFLICT_WATER)
			return (CONFLICT_E_LAND);
		if ((kind == CONFLICT_SHIP || kind == CONFLICT_SUB) &&
		    t == CONFLICT_LAND)
			return (CONFLICT_E_WATER);
		if ((occupant = p->sq[sq]) == 0)
			continue;
		if (i < m->len - 1) {
			if (kind != CONFLICT_PLANE)
				return (CONFLICT_E_IN_WAY);
			continue;
		}
		if (conflict_controls(p, p->turn, CONFLICT_COLOUR(occupant)))
			return (CONFLICT_E_OWN);
		if (!conflict_can_take(kind, CONFLICT_KIND(occupant)))
			return (CONFLICT_KIND(occupant) == CONFLICT_GUN ?
			    CONFLICT_E_PLANE_GUN : CONFLICT_E_PLANE_SUB);
	}
	(void)colour;
	return (CONFLICT_OK);
}

/* Checks a piece's move or entry, filling in a path given by its ends. */
static int
conflict_check_step(const struct conflict_pos *p, struct conflict_move *m)
{
	const struct conflict_board	*b = p->b;
	int				 start = m->path[0], kind, colour;
	int				 piece, target;

	if (conflict_die_index(p, m->die) < 0)
		return (CONFLICT_E_DIE);
	if (m->type == CONFLICT_MOVE_ENTER) {
		colour = m->colour;
		kind = m->kind;
		if (!conflict_controls(p, p->turn, colour))
			return (CONFLICT_E_NOT_BASE);
		if (p->avail[colour][kind] == 0)
			return (CONFLICT_E_NONE_LEFT);
	} else {
		piece = p->sq[start];
		if (piece == 0 ||
		    !conflict_controls(p, p->turn, CONFLICT_COLOUR(piece)))
			return (CONFLICT_E_NO_PIECE);
		if (start == p->moved)
			return (CONFLICT_E_MOVED);
		colour = CONFLICT_COLOUR(piece);
		kind = CONFLICT_KIND(piece);
	}
	if (m->len == 2 && m->die > 1) {
		/* Only the ends: the path is ours to find. */
		target = m->path[1];
		if (b->terrain[target] == CONFLICT_HIGH)
			return (CONFLICT_E_HIGH);
		if (!conflict_set_has(&b->moves_on[kind], target))
			return (kind <= CONFLICT_GUN ? CONFLICT_E_LAND :
			    CONFLICT_E_WATER);
		if ((piece = p->sq[target]) != 0 && target != start) {
			if (conflict_controls(p, p->turn,
			    CONFLICT_COLOUR(piece)))
				return (CONFLICT_E_OWN);
			if (!conflict_can_take(kind, CONFLICT_KIND(piece)))
				return (CONFLICT_KIND(piece) == CONFLICT_GUN ?
				    CONFLICT_E_PLANE_GUN :
				    CONFLICT_E_PLANE_SUB);
		}
		/* Only a safe path: a mine is crossed only on purpose. */
		if (!conflict_find_path(p, start, kind, colour, m->die, target,
		    1, m->path))
			return (conflict_find_path(p, start, kind, colour,
			    m->die, target, 0, NULL) ? CONFLICT_E_MINED :
			    CONFLICT_E_NO_PATH);
		m->len = m->die + 1;
	}
	if (m->len != m->die + 1)
		return (CONFLICT_E_LENGTH);
	return (conflict_check_path(p, m, kind, colour));
}

/*
 * Checks an event for a seat (-1: anyone, as in a replay) and completes it:
 * the seat of a resignation, the base of a reserve piece, the path of a
 * move given by its ends.
 */
int
conflict_check(const struct conflict_pos *p, int seat, struct conflict_move *m)
{
	int	 c;

	if (m->type == CONFLICT_MOVE_ROLL) {
		if (seat >= 0)
			return (CONFLICT_E_ROLLER);
		if (p->over)
			return (CONFLICT_E_OVER);
		if (p->dice[0] != 0)
			return (CONFLICT_E_ROLLED);
		return (CONFLICT_OK);
	}
	if (p->over)
		return (CONFLICT_E_OVER);
	if (m->type == CONFLICT_MOVE_RESIGN) {
		if (m->colour < 0)
			m->colour = seat >= 0 ? seat : p->turn;
		if (seat >= 0 && m->colour != seat)
			return (CONFLICT_E_OTHER);
		if (!conflict_alive(p, m->colour))
			return (CONFLICT_E_RESIGN);
		return (CONFLICT_OK);
	}
	if (seat >= 0 && seat != p->turn)
		return (CONFLICT_E_TURN);
	if (p->dice[0] == 0)
		return (CONFLICT_E_ROLL_DUE);
	switch (m->type) {
	case CONFLICT_MOVE_PASS:
		return (CONFLICT_OK);
	case CONFLICT_MOVE_DECLINE:
		return (conflict_die_index(p, m->die) < 0 ? CONFLICT_E_DIE :
		    CONFLICT_OK);
	case CONFLICT_MOVE_RESERVE:
		if (!p->seven)
			return (CONFLICT_E_NOT_SEVEN);
		if (m->colour < 0)
			m->colour = p->turn;
		c = m->colour;
		if (!conflict_controls(p, p->turn, c))
			return (CONFLICT_E_NOT_BASE);
		if (p->reserve[c][m->kind] == 0)
			return (CONFLICT_E_NO_RESERVE);
		m->len = 1;
		m->path[0] = p->b->base[c];
		return (CONFLICT_OK);
	default:
		return (conflict_check_step(p, m));
	}
}

/* Playing moves. */

/* Takes every piece of a root's colours off the board and out of stock. */
static void
conflict_wipe(struct conflict_pos *p, int root)
{
	int	 c, sq;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		if (conflict_root(p, c) != root)
			continue;
		memset(p->avail[c], 0, sizeof p->avail[c]);
		memset(p->reserve[c], 0, sizeof p->reserve[c]);
	}
	for (sq = 0; sq < CONFLICT_SQUARES; sq++)
		if (p->sq[sq] != 0 &&
		    conflict_root(p, CONFLICT_COLOUR(p->sq[sq])) == root)
			conflict_put(p, sq, 0);
}

/* Ends the mover's turn: the next seat still alive rolls. */
static void
conflict_next(struct conflict_pos *p, struct conflict_effect *e)
{
	int	 i, s;

	p->dice[0] = p->dice[1] = 0;
	p->left = 0;
	p->seven = 0;
	p->moved = CONFLICT_NOWHERE;
	for (i = 1; i <= p->nplayers; i++) {
		s = (p->turn + i) % p->nplayers;
		if (conflict_alive(p, s)) {
			p->turn = s;
			break;
		}
	}
	e->next = p->turn;
}

/*
 * After every event: who is out, whether the game is over, which dice can
 * no longer be used, and whose roll is next.
 */
static void
conflict_settle(struct conflict_pos *p, unsigned int alive_before,
    struct conflict_effect *e)
{
	int	 s, alive = 0, i;

	for (s = 0; s < p->nplayers; s++) {
		if (conflict_alive(p, s))
			alive++;
		else if (alive_before & (1U << s))
			e->out |= 1U << s;
	}
	if (alive <= 1) {
		p->over = 1;
		p->dice[0] = p->dice[1] = 0;
		p->left = 0;
		p->seven = 0;
		e->next = -1;
		return;
	}
	if (!conflict_alive(p, p->turn)) {
		conflict_next(p, e);
		return;
	}
	if (p->dice[0] == 0)
		return;
	if (p->seven && !conflict_has_reserve(p, p->turn))
		p->seven = 0;
	if (!p->seven) {
		for (i = 0; i < 2; i++) {
			if ((p->left & (1 << i)) && !conflict_usable(p, i)) {
				p->left &= ~(1 << i);
				e->discarded |= 1U << p->dice[i];
			}
		}
	}
	if (p->left != 0)
		return;
	/* Doubles roll again, after moving: not after passing. */
	if (p->dice[0] == p->dice[1] && p->played) {
		p->dice[0] = p->dice[1] = 0;
		p->seven = 0;
		p->moved = CONFLICT_NOWHERE;
		e->again = 1;
		e->next = p->turn;
	} else
		conflict_next(p, e);
}

/* Destroys pieces resting on mines that are now hostile to them. */
static void
conflict_sweep(struct conflict_pos *p, struct conflict_effect *e)
{
	const struct conflict_board	*b = p->b;
	int				 c, i, sq, piece;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		for (i = 0; i < 2; i++) {
			sq = b->mines[c][i];
			if ((piece = p->sq[sq]) == 0 ||
			    !conflict_hostile_mine(p, sq, CONFLICT_COLOUR(piece)))
				continue;
			e->lost[conflict_root(p, CONFLICT_COLOUR(piece))]++;
			conflict_put(p, sq, 0);
		}
	}
}

/* Moves a piece along its path, with what it meets on the way. */
static void
conflict_walk_path(struct conflict_pos *p, const struct conflict_move *m,
    struct conflict_effect *e)
{
	const struct conflict_board	*b = p->b;
	int				 piece, colour, i, sq, target, base;

	if (m->type == CONFLICT_MOVE_ENTER) {
		piece = CONFLICT_PIECE(m->colour, m->kind);
		p->avail[m->colour][m->kind]--;
	} else {
		piece = p->sq[m->path[0]];
		conflict_put(p, m->path[0], 0);
	}
	e->mover = piece;
	colour = CONFLICT_COLOUR(piece);
	p->moved = CONFLICT_NOWHERE;
	for (i = 1; i < m->len; i++) {
		sq = m->path[i];
		if (conflict_hostile_mine(p, sq, colour)) {
			e->mined = sq;
			e->victim = p->sq[sq];
			conflict_put(p, sq, 0);
			return;
		}
	}
	target = m->path[m->len - 1];
	e->taken = p->sq[target];
	conflict_put(p, target, piece);
	p->moved = target;
	if (b->terrain[target] != CONFLICT_BASE)
		return;
	base = conflict_base_colour(b, target);
	if (conflict_root(p, base) == conflict_root(p, colour))
		return;
	/* A takeover: the base's colour, and all under it, hang under ours. */
	e->base = base;
	e->from_seat = conflict_root(p, base);
	p->parent[base] = colour;
	conflict_sweep(p, e);
}

/* Plays a checked event; says what it did in *e. */
void
conflict_apply(struct conflict_pos *p, const struct conflict_move *m,
    struct conflict_effect *e)
{
	unsigned int	 alive = 0;
	int		 s, i;

	memset(e, 0, sizeof *e);
	e->base = -1;
	e->from_seat = -1;
	e->mined = CONFLICT_NOWHERE;
	e->next = p->turn;
	for (s = 0; s < p->nplayers; s++)
		if (conflict_alive(p, s))
			alive |= 1U << s;
	switch (m->type) {
	case CONFLICT_MOVE_ROLL:
		p->dice[0] = m->die;
		p->dice[1] = m->die2;
		p->left = 3;
		p->seven = m->die + m->die2 == 7;
		p->moved = CONFLICT_NOWHERE;
		p->played = 0;
		p->rolls++;
		break;
	case CONFLICT_MOVE_RESIGN:
		conflict_wipe(p, m->colour);
		p->resigned |= 1U << m->colour;
		break;
	case CONFLICT_MOVE_PASS:
		p->left = 0;
		p->seven = 0;
		break;
	case CONFLICT_MOVE_DECLINE:
		i = conflict_die_index(p, m->die);
		p->left &= ~(1 << i);
		p->seven = 0;
		break;
	case CONFLICT_MOVE_RESERVE:
		p->reserve[m->colour][m->kind]--;
		p->avail[m->colour][m->kind]++;
		p->seven = 0;
		break;
	default:
		i = conflict_die_index(p, m->die);
		p->left &= ~(1 << i);
		p->seven = 0;
		p->played = 1;
		conflict_walk_path(p, m, e);
		break;
	}
	conflict_settle(p, alive, e);
}

/* Reads, checks and plays an event for a seat (-1: anyone). */
int
conflict_play(struct conflict_pos *p, int seat, const char *text,
    struct conflict_move *m, struct conflict_effect *e)
{
	int	 error;

	if ((error = conflict_parse_move(p, text, m)) != CONFLICT_OK)
		return (error);
	if ((error = conflict_check(p, seat, m)) != CONFLICT_OK)
		return (error);
	conflict_apply(p, m, e);
	return (CONFLICT_OK);
}

/* Move lists. */

void
conflict_moves_init(struct conflict_moves *ml)
{
	memset(ml, 0, sizeof *ml);
}

void
conflict_moves_free(struct conflict_moves *ml)
{
	free(ml->list);
	conflict_moves_init(ml);
}

static struct conflict_move *
conflict_moves_add(struct conflict_moves *ml)
{
	struct conflict_move	*m;

	if (ml->n == ml->size) {
		ml->size = ml->size ? ml->size * 2 : 256;
		ml->list = xreallocarray(ml->list, ml->size,
		    sizeof *ml->list);
	}
	m = &ml->list[ml->n++];
	memset(m, 0, sizeof *m);
	m->colour = -1;
	return (m);
}

/* Adds the moves of one piece (or entry) with one die, a path to each
 * square it can reach, crossing no hostile mine. */
static void
conflict_gen_piece(const struct conflict_pos *p, struct conflict_moves *ml,
    int type, int start, int kind, int colour, int die)
{
	struct conflict_set	 through, last, cand;
	struct conflict_move	*m;
	int16_t			 path[CONFLICT_PATH_MAX];
	int			 t;

	conflict_masks(p, kind, colour, &through, &last, 1);
	conflict_candidates(p->b, &through, &last, start, die, &cand);
	for (t = conflict_set_next(&cand, 0); t >= 0;
	    t = conflict_set_next(&cand, t + 1)) {
		if (!conflict_path(p->b, &through, start, t, die, path))
			continue;
		m = conflict_moves_add(ml);
		m->type = type;
		m->die = die;
		m->kind = kind;
		if (type == CONFLICT_MOVE_ENTER)
			m->colour = colour;
		m->len = die + 1;
		memcpy(m->path, path, sizeof path);
	}
}

/*
 * Lists the legal moves of the roll: for each die left, each piece and
 * each square it can reach, one move with a path that crosses no hostile
 * mine; then the reserve pieces on a 7, the declines and the pass.  The
 * roll itself is not listed.  Returns how many.
 */
int
conflict_movegen(const struct conflict_pos *p, struct conflict_moves *ml)
{
	const struct conflict_board	*b = p->b;
	struct conflict_move		*m;
	int				 i, die, sq, c, k, piece;

	ml->n = 0;
	if (p->over || p->dice[0] == 0)
		return (0);
	for (i = 0; i < 2; i++) {
		if ((p->left & (1 << i)) == 0 ||
		    (i == 1 && (p->left & 1) && p->dice[0] == p->dice[1]))
			continue;
		die = p->dice[i];
		for (sq = conflict_next_mover(p, 0); sq >= 0;
		    sq = conflict_next_mover(p, sq + 1)) {
			piece = p->sq[sq];
			conflict_gen_piece(p, ml, CONFLICT_MOVE_PIECE, sq,
			    CONFLICT_KIND(piece), CONFLICT_COLOUR(piece), die);
		}
		for (c = 0; c < CONFLICT_PLAYERS; c++) {
			if (!conflict_controls(p, p->turn, c))
				continue;
			for (k = 0; k < CONFLICT_KINDS; k++)
				if (p->avail[c][k] > 0)
					conflict_gen_piece(p, ml,
					    CONFLICT_MOVE_ENTER, b->base[c], k,
					    c, die);
		}
	}
	if (p->seven) {
		for (c = 0; c < CONFLICT_PLAYERS; c++) {
			if (!conflict_controls(p, p->turn, c))
				continue;
			for (k = 0; k < CONFLICT_KINDS; k++) {
				if (p->reserve[c][k] == 0)
					continue;
				m = conflict_moves_add(ml);
				m->type = CONFLICT_MOVE_RESERVE;
				m->kind = k;
				m->colour = c;
				m->len = 1;
				m->path[0] = b->base[c];
			}
		}
	}
	if (p->left == 3 && p->dice[0] != p->dice[1]) {
		for (i = 0; i < 2; i++) {
			m = conflict_moves_add(ml);
			m->type = CONFLICT_MOVE_DECLINE;
			m->die = p->dice[i];
		}
	}
	m = conflict_moves_add(ml);
	m->type = CONFLICT_MOVE_PASS;
	return (ml->n);
}
