/*
 * ask.c: the answers to questions asked instead of looking at the board,
 * in both front ends: what is on a square, where a player's pieces are,
 * the moves from or to a square, how things stand, who holds a terrain
 * board's bases and what is next to a hex cell, said in words.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "xmalloc.h"

/* The seat a word names, by its side or its letter on the board, or the
 * seat here as "you" or "yours"; -1. */
int
ask_seat_find(const struct match *m, const char *word)
{
	/* Words for oneself, as in "pieces you", in English and in the
	 * language of the messages ("mine" is also a mine of the map). */
	static const char *const here[] = { "you", "yours", "me", "mine" };
	int	 i;

	for (i = 0; i < (int)(sizeof here / sizeof here[0]); i++)
		if (match_you(m) >= 0 && (strcasecmp(word, here[i]) == 0 ||
		    (i < 2 && strcasecmp(word, _(here[i])) == 0)))
			return (match_you(m));
	for (i = 0; i < match_nseats(m); i++)
		if (strcasecmp(word, _(match_game(m)->sides[i])) == 0 ||
		    strcasecmp(word, match_game(m)->sides[i]) == 0 ||
		    (word[0] == match_game(m)->glyphs[i] && word[1] == '\0'))
			return (i);
	return (-1);
}

/* Adds text to an answer being written. */
void
ask_add(char *buf, size_t len, const char *fmt, const char *s)
{
	size_t	 used = strlen(buf);

	if (used < len)
		snprintf(buf + used, len - used, fmt, s);
}

/* The cells whose owner is a seat (-1: pieces of nobody's), named, with
 * their pieces on a terrain board and pawns on a graph; how many. */
static int
ask_list_owned(const struct match *m, const struct game_view *v, int seat,
    char *buf, size_t len)
{
	const struct game_cell	*c;
	char			 name[32], piece[160], item[256];
	int			 i, n = 0, cells;

	cells = v->board == GAME_BOARD_GRAPH ? v->cols : v->cols * v->rows;
	for (i = 0; i < cells; i++) {
		c = &v->cells[i];
		if (!narrate_cell_real(v, i) || c->owner != seat ||
		    (seat < 0 && c->piece == 0))
			continue;
		narrate_cell_name(v, i, name, sizeof name);
		if (v->board == GAME_BOARD_GRAPH)
			snprintf(item, sizeof item, ngettext("%s (%d pawn)",
			    "%s (%d pawns)", v->graph.count[i]), name,
			    v->graph.count[i]);
		else if (c->piece > 0 && (v->board == GAME_BOARD_TERRAIN ||
		    seat < 0)) {
			if (match_game(m)->piece_codes != NULL)
				snprintf(piece, sizeof piece, "%s",
				    match_game(m)->piece_codes[c->piece - 1]);
			else
				narrate_piece_words(match_game(m), c->piece,
				    piece, sizeof piece);
			snprintf(item, sizeof item, "%s %s", piece, name);
		} else
			snprintf(item, sizeof item, "%s", name);
		ask_add(buf, len, n++ > 0 ? ", %s" : " %s", item);
	}
	if (n == 0)
		ask_add(buf, len, " %s", _("none"));
	return (n);
}

/* pieces [PLAYER]: the board read as lists, a player's cells after
 * another, then how many are empty. */
int
ask_pieces(const struct match *m, const char *arg, char *buf,
    size_t len)
{
	struct game_view	*v;
	char			 num[64];
	int			 seat = -1, i, cells, empty = 0, loose, owned;

	if (*arg != '\0' && (seat = ask_seat_find(m, arg)) < 0)
		return (-1);
	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	buf[0] = '\0';
	cells = v->board == GAME_BOARD_GRAPH ? v->cols : v->cols * v->rows;
	for (i = owned = 0; i < cells; i++)
		if (narrate_cell_real(v, i) && v->cells[i].owner >= 0)
			owned++;
	/* Pieces of nobody's (Xtic's) are listed alone. */
	for (i = 0; i < match_nseats(m) && (owned > 0 || seat >= 0); i++) {
		if (seat >= 0 && i != seat)
			continue;
		ask_add(buf, len, buf[0] != '\0' ? "; %s:" : "%s:",
		    i == match_you(m) ? _("yours") :
		    _(match_game(m)->sides[i]));
		ask_list_owned(m, v, i, buf, len);
	}
	for (i = loose = 0; i < cells; i++) {
		if (!narrate_cell_real(v, i) ||
		    (v->board == GAME_BOARD_TERRAIN &&
		    v->cells[i].terrain == GAME_TERRAIN_HIGH))
			continue;
		if (v->cells[i].owner < 0 && v->cells[i].piece > 0)
			loose++;
		else if (v->cells[i].owner < 0 &&
		    !(v->cells[i].flags & GAME_CELL_BLOCKED))
			empty++;
	}
	if (seat < 0 && loose > 0) {
		ask_add(buf, len, buf[0] != '\0' ? "; %s:" : "%s:",
		    _("on the board"));
		ask_list_owned(m, v, -1, buf, len);
	}
	if (seat < 0 && v->board == GAME_BOARD_GRAPH) {
		/* Cells are numbers: the count in words around it, never
		 * read as a cell's. */
		snprintf(num, sizeof num, ngettext("%d cell is free",
		    "%d cells are free", empty), empty);
		ask_add(buf, len, buf[0] != '\0' ? "; %s" : "%s", num);
	} else if (seat < 0 && v->board != GAME_BOARD_TERRAIN) {
		snprintf(num, sizeof num, "%d", empty);
		ask_add(buf, len, buf[0] != '\0' ? "; %s: " : "%s: ",
		    v->board == GAME_BOARD_HEX ? _("empty cells") :
		    _("empty squares"));
		ask_add(buf, len, "%s", num);
	}
	if (buf[0] == '\0')
		ask_add(buf, len, "%s", _("There are no pieces on the "
		    "board"));
	ask_add(buf, len, "%s", ".");
	free(v);
	return (0);
}

/* The cells of a terrain board with a flag (a base or a mine) that a
 * seat holds (-1: nobody), named in a list; how many. */
static int
ask_list_kept(const struct game_view *v, int flag, int seat, char *buf,
    size_t len)
{
	char	 name[32];
	int	 i, n = 0;

	for (i = 0; i < v->cols * v->rows; i++) {
		if (!(v->cells[i].flags & flag) || v->cells[i].keeper != seat)
			continue;
		narrate_cell_name(v, i, name, sizeof name);
		ask_add(buf, len, n++ > 0 ? ", %s" : " %s", name);
	}
	if (n == 0)
		ask_add(buf, len, " %s", _("none"));
	return (n);
}

/* bases: on a terrain board, who holds each base and mine. */
int
ask_bases(const struct match *m, char *buf, size_t len)
{
	struct game_view	*v;
	char			 who[SEAT_NAME_MAX + 64], list[1024];
	int			 seat, you = match_you(m);

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	if (v->board != GAME_BOARD_TERRAIN) {
		free(v);
		return (-1);
	}
	buf[0] = '\0';
	for (seat = 0; seat <= match_nseats(m); seat++) {
		if (seat == match_nseats(m))
			seat = -1;
		if (seat == you && seat >= 0)
			snprintf(who, sizeof who, "%s", _("Yours"));
		else if (seat >= 0)
			narrate_seat(m, seat, who, sizeof who);
		else
			snprintf(who, sizeof who, "%s", _("Nobody's, hostile "
			    "to all"));
		ask_add(buf, len, buf[0] != '\0' ? "\n%s:" : "%s:", who);
		list[0] = '\0';
		ask_add(buf, len, " %s", ask_list_kept(v, GAME_CELL_BASE,
		    seat, list, sizeof list) == 1 ? _("base") : _("bases"));
		ask_add(buf, len, "%s", list);
		list[0] = '\0';
		ask_add(buf, len, "; %s", ask_list_kept(v, GAME_CELL_MINE,
		    seat, list, sizeof list) == 1 ? _("mine") : _("mines"));
		ask_add(buf, len, "%s.", list);
		if (seat < 0)
			break;
	}
	free(v);
	return (0);
}

/* Orders two cells' names as a reader would: by letters, then number. */
static int
ask_name_cmp(const char *a, const char *b)
{
	size_t	 la = strspn(a, "abcdefghijklmnopqrstuvwxyz");
	size_t	 lb = strspn(b, "abcdefghijklmnopqrstuvwxyz");
	int	 c;

	if (la != lb)
		return (la < lb ? -1 : 1);
	if ((c = strncmp(a, b, la)) != 0)
		return (c);
	return (atoi(a + la) - atoi(b + lb));
}

/*
 * Why a word names no square or cell of the board, with an example of
 * what the command wants, for "at", "moves" and "neighbours": the cells
 * of the row (or column) its letters name, else of the whole board.
 */
void
ask_no_cell(const struct match *m, const char *command, const char *arg,
    char *buf, size_t len)
{
	struct game_view	*v;
	char			 first[32], last[32], lfirst[32], llast[32];
	char			 name[32];
	size_t			 letters;
	int			 i, cells, kind;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	kind = v->board == GAME_BOARD_HEX || v->board == GAME_BOARD_GRAPH;
	cells = v->board == GAME_BOARD_GRAPH ? v->cols : v->cols * v->rows;
	letters = strspn(arg, "abcdefghijklmnopqrstuvwxyz");
	first[0] = last[0] = lfirst[0] = llast[0] = '\0';
	for (i = 0; i < cells; i++) {
		if (!narrate_cell_real(v, i))
			continue;
		narrate_cell_name(v, i, name, sizeof name);
		if (first[0] == '\0' || ask_name_cmp(name, first) < 0)
			snprintf(first, sizeof first, "%s", name);
		if (last[0] == '\0' || ask_name_cmp(name, last) > 0)
			snprintf(last, sizeof last, "%s", name);
		if (letters == 0 || strncmp(name, arg, letters) != 0 ||
		    strspn(name, "abcdefghijklmnopqrstuvwxyz") != letters)
			continue;
		if (lfirst[0] == '\0' || ask_name_cmp(name, lfirst) < 0)
			snprintf(lfirst, sizeof lfirst, "%s", name);
		if (llast[0] == '\0' || ask_name_cmp(name, llast) > 0)
			snprintf(llast, sizeof llast, "%s", name);
	}
	if (*arg == '\0')
		snprintf(buf, len, kind ? _("Say which cell, as in %s %s.") :
		    _("Say which square, as in %s %s."), command, first);
	else if (lfirst[0] != '\0')
		snprintf(buf, len, v->board == GAME_BOARD_HEX ? _("%s: there "
		    "is no such cell; row %.*s goes from %s to %s, as in %s "
		    "%s.") : _("%s: there is no such square; column %.*s goes "
		    "from %s to %s, as in %s %s."), arg, (int)letters, arg,
		    lfirst, llast, command, lfirst);
	else
		snprintf(buf, len, kind ? _("%s: there is no such cell; they "
		    "go from %s to %s, as in %s %s.") : _("%s: there is no "
		    "such square; they go from %s to %s, as in %s %s."), arg,
		    first, last, command, first);
	free(v);
}

/*
 * Adds to what a cell of a hex-hex board holds the sides of the board it
 * lies on, clockwise from the top: ", on the top and upper left sides".
 */
static void
ask_hex_sides(const struct game_view *v, int i, char *buf, size_t len)
{
	const char	*on[GAME_HEX_SIDES];
	int		 sides, side, n = 0;

	sides = game_hex_sides(v->rows, v->cols, i);
	for (side = 0; side < GAME_HEX_SIDES; side++)
		if (sides & 1 << side)
			on[n++] = _(game_hex_side_names[side]);
	if (n == 1)
		ask_add(buf, len, _(", on the %s side"), on[0]);
	else if (n == 2)
		snprintf(buf + strlen(buf), len - strlen(buf),
		    _(", on the %s and %s sides"), on[0], on[1]);
}

/* at SQUARE: what is there, in words. */
int
ask_at(const struct match *m, const char *arg, char *buf, size_t len)
{
	struct game_view	*v;
	char			 words[512];
	int			 i;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	if ((i = narrate_cell_find(v, arg)) < 0) {
		free(v);
		return (-1);
	}
	narrate_cell_words(m, v, i, words, sizeof words);
	if (v->board == GAME_BOARD_HEX)
		ask_hex_sides(v, i, words, sizeof words);
	if (v->cells[i].flags & GAME_CELL_MOVED)
		snprintf(buf, len, _("%s: %s, where the last move went."),
		    arg, words);
	else
		snprintf(buf, len, "%s: %s.", arg, words);
	free(v);
	return (0);
}

/* neighbours CELL on a hex board: each cell next to it, in words. */
int
ask_neighbours(const struct match *m, const char *arg, char *buf,
    size_t len)
{
	static const int	 steps[6][2] = {
		{ -1, -1 }, { -1, 1 }, { 0, -2 }, { 0, 2 }, { 1, -1 }, { 1, 1 }
	};
	struct game_view	*v;
	char			 name[32], words[512];
	int			 i, r, x, k, nr, nx, ni, n = 0;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	if (v->board != GAME_BOARD_HEX || (i = narrate_cell_find(v, arg)) < 0) {
		free(v);
		return (-1);
	}
	/* Rows from the top; a cell's place across is twice its index
	 * plus its row's indent, so neighbours are one or two apart. */
	r = v->rows - 1 - i / v->cols;
	x = 2 * (i % v->cols) + narrate_hex_indent(v, r);
	buf[0] = '\0';
	for (k = 0; k < 6; k++) {
		nr = r + steps[k][0];
		if (nr < 0 || nr >= v->rows)
			continue;
		nx = x + steps[k][1] - narrate_hex_indent(v, nr);
		if (nx < 0 || nx % 2 != 0)
			continue;
		ni = (v->rows - 1 - nr) * v->cols + nx / 2;
		if (nx / 2 >= v->cols || !narrate_cell_real(v, ni))
			continue;
		narrate_cell_name(v, ni, name, sizeof name);
		narrate_cell_words(m, v, ni, words, sizeof words);
		ask_add(buf, len, n++ > 0 ? "\n%s" : "%s", name);
		ask_add(buf, len, ": %s.", words);
	}
	free(v);
	return (0);
}

/* Whether a move written as one word starts or ends on a square. */
static int
ask_move_has(const char *word, size_t wlen, const char *arg)
{
	size_t	 n = strlen(arg);

	if (wlen < n)
		return (0);
	return (strncasecmp(word, arg, n) == 0 &&
	    (wlen == n || !isdigit((unsigned char)word[n]))) ||
	    (strncasecmp(word + wlen - n, arg, n) == 0 &&
	    (wlen == n || !isalpha((unsigned char)word[wlen - n - 1])));
}

/*
 * moves ARG: the legal moves of one piece or square, a line each in buf:
 * the lines of the game's list that name it, or of a list on one line
 * the moves that start or end there; what is on the square in at, or "".
 * How many were found, or -1 if none was and ARG names no square or cell
 * either.
 */
int
ask_moves(const struct match *m, const char *arg, char *at, size_t atlen,
    char *buf, size_t len)
{
	struct game_view	*v;
	const char	*line, *end, *p, *colon;
	char		*moves, *item;
	size_t		 n = strlen(arg), w;
	int		 found = 0, cell;

	buf[0] = '\0';
	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	cell = narrate_cell_find(v, arg);
	free(v);
	if (ask_at(m, arg, at, atlen) != 0)
		at[0] = '\0';
	moves = xmalloc(GAME_EXAMPLES_MAX);
	if (match_game(m)->moves(match_state(m), moves, GAME_EXAMPLES_MAX) < 0)
		moves[0] = '\0';
	for (line = moves; *line != '\0'; line = *end != '\0' ? end + 1 : end) {
		end = line + strcspn(line, "\n");
		if (strchr(moves, '\n') == NULL) {
			for (p = line; p < end; p += w + (p + w < end)) {
				w = strcspn(p, " \n");
				item = xstrndup(p, w);
				if (ask_move_has(p, w, arg) ||
				    (match_game(m)->touches != NULL &&
				    cell >= 0 && match_game(m)->touches(
				    match_state(m), item, cell))) {
					ask_add(buf, len, found++ > 0 ? "\n%s" :
					    "%s", item);
				}
				free(item);
			}
			continue;
		}
		/* A game that can say which cells a move's line touches
		 * (Conqueror's "2-3 1..7", whose numbers are not all
		 * cells) says it. */
		if (match_game(m)->touches != NULL && cell >= 0) {
			item = xstrndup(line, end - line);
			if (match_game(m)->touches(match_state(m), item, cell))
				ask_add(buf, len, found++ > 0 ? "\n%s" : "%s",
				    item);
			free(item);
			continue;
		}
		for (p = line; p + n <= end; p++) {
			if (strncasecmp(p, arg, n) != 0 || (p > line &&
			    isalnum((unsigned char)p[-1])) ||
			    isalnum((unsigned char)p[n]))
				continue;
			/* In a list after a colon ("Place BVSQ on: a1 b1
			 * ..."), only the one asked about. */
			colon = memchr(line, ':', end - line);
			if (colon != NULL && colon < p)
				xasprintf(&item, "%.*s %.*s%s",
				    (int)(colon + 1 - line), line, (int)n, p,
				    end[-1] == '.' ? "." : "");
			else
				item = xstrndup(line, end - line);
			ask_add(buf, len, found++ > 0 ? "\n%s" : "%s", item);
			free(item);
			break;
		}
	}
	free(moves);
	return (found == 0 && cell < 0 ? -1 : found);
}

/*
 * How things stand in one line: the score, the dice left, the piece in
 * hand (unless not all) and whose turn it is, as a turn ends in brief
 * mode.  The score is left out when it is the same as score (not NULL),
 * which is set to it.
 */
void
ask_status_line(const struct match *m, char *buf, size_t len,
    char *score, size_t score_len, int all)
{
	const struct game_entry	*g = match_game(m);
	char			 part[256], who[SEAT_NAME_MAX + 64];
	int			 turn, hand;

	buf[0] = '\0';
	if (!g->no_score) {
		narrate_score(m, part, sizeof part);
		if (score != NULL && strcmp(score, part) == 0)
			part[0] = '\0';
		else if (score != NULL)
			snprintf(score, score_len, "%s", part);
	}
	if (!g->no_score && part[0] != '\0') {
		if (g->score_name != NULL)
			snprintf(buf, len, _("%s: %s."), _(g->score_name),
			    part);
		else
			snprintf(buf, len, _("Pieces: %s."), part);
	}
	if (all) {
		narrate_dice_left(m, part, sizeof part);
		if (part[0] != '\0') {
			ask_add(buf, len, buf[0] != '\0' ? " " : "", "");
			ask_add(buf, len, "%s", part);
		}
	}
	if (g->hand != NULL && all && (hand = g->hand(match_state(m))) > 0) {
		ask_add(buf, len, buf[0] != '\0' ? " " : "", "");
		if (g->piece_codes != NULL)
			snprintf(part, sizeof part, "%s",
			    g->piece_codes[hand - 1]);
		else
			narrate_piece_words(g, hand, part, sizeof part);
		snprintf(who, sizeof who, _("In hand: %s."), part);
		ask_add(buf, len, "%s", who);
	}
	if ((turn = match_turn(m)) >= 0) {
		narrate_turn(m, turn, part, sizeof part);
		ask_add(buf, len, buf[0] != '\0' ? " %s" : "%s", part);
		/* A player with one move left (Ataxx's pass) is told it. */
		if (turn == match_you(m) && g->moves(match_state(m), part,
		    sizeof part) == 1 && strchr(part, '\n') == NULL) {
			snprintf(who, sizeof who, _("Your only move: %s."),
			    part);
			ask_add(buf, len, " %s", who);
		}
	}
}

/* Ranges in a list of moves in words, "1..7" as "1 to 7", in place. */
static void
ask_ranges(char *s, size_t len)
{
	const char	*to = _("to");
	char		*p;
	size_t		 n = strlen(to) + 2;

	for (p = s; (p = strstr(p, "..")) != NULL; p += n) {
		if (p == s || !isdigit((unsigned char)p[-1]) ||
		    !isdigit((unsigned char)p[2]) || strlen(s) + n - 2 >= len)
			return;
		memmove(p + n, p + 2, strlen(p + 2) + 1);
		memcpy(p, " ", 1);
		memcpy(p + 1, to, n - 2);
		p[n - 1] = ' ';
	}
}

/* moves [ARG], answered as ask_question answers. */
static int
ask_question_moves(const struct match *m, const char *arg, char *buf,
    size_t len)
{
	char	*list, at[1024];
	int	 n;

	list = xmalloc(GAME_EXAMPLES_MAX);
	n = match_game(m)->moves(match_state(m), list, GAME_EXAMPLES_MAX);
	if (n > 0)
		ask_ranges(list, GAME_EXAMPLES_MAX);
	if (n == 0)
		snprintf(buf, len, "%s", _("No moves: the game is over."));
	else if (*arg == '\0') {
		snprintf(buf, len, ngettext("%d legal move:", "%d legal moves:",
		    n), n);
		ask_add(buf, len, "\n%s", list);
	} else if ((n = ask_moves(m, arg, at, sizeof at, list,
	    GAME_EXAMPLES_MAX)) < 0) {
		ask_no_cell(m, "moves", arg, buf, len);
		free(list);
		return (1);
	} else {
		snprintf(buf, len, "%s", at);
		if (n == 0) {
			snprintf(at, sizeof at, _("No legal move uses %s."),
			    arg);
			ask_add(buf, len, buf[0] != '\0' ? "\n%s" : "%s", at);
		} else {
			ask_ranges(list, GAME_EXAMPLES_MAX);
			ask_add(buf, len, buf[0] != '\0' ? "\n%s" : "%s",
			    list);
		}
	}
	free(list);
	return (0);
}

/*
 * Answers a question every game is asked in words: at SQUARE, pieces
 * [PLAYER], moves [SQUARE], status, neighbours CELL on a hex board,
 * bases on a terrain board.  (The plain front end says moves and status
 * its own way, with the board's indent and what the board leaves out.)
 * Returns -1 if the line is none of them; else 0 with the answer in buf,
 * or 1 with why it was refused and an example.
 */
int
ask_question(const struct match *m, const char *name, const char *arg,
    char *buf, size_t len)
{
	struct game_view	*v;
	char			 part[512];
	int			 error, board;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	board = v->board;
	free(v);
	buf[0] = '\0';
	if (strcmp(name, "at") == 0)
		error = ask_at(m, arg, buf, len);
	else if (strcmp(name, "pieces") == 0) {
		if ((error = ask_pieces(m, arg, buf, len)) != 0) {
			snprintf(buf, len, _("%s: there is no such player; "
			    "name a side, as in pieces %s."), arg,
			    _(match_game(m)->sides[match_nseats(m) - 1]));
			return (1);
		}
	} else if (strcmp(name, "bases") == 0 && board == GAME_BOARD_TERRAIN) {
		if (*arg != '\0') {
			snprintf(buf, len, _("%s %s: %s takes nothing after its "
			    "name; type %s alone."), name, arg, name, name);
			return (1);
		}
		error = ask_bases(m, buf, len);
	}
	else if (strcmp(name, "moves") == 0)
		return (ask_question_moves(m, arg, buf, len));
	else if (strcmp(name, "status") == 0 && *arg == '\0') {
		/* How things stand, or how the game ended. */
		ask_status_line(m, buf, len, NULL, 0, 1);
		if (match_turn(m) == GAME_TURN_OVER) {
			narrate_result(m, part, sizeof part);
			ask_add(buf, len, buf[0] != '\0' ? " %s" : "%s",
			    part);
		}
		return (0);
	}
	else if ((strcmp(name, "neighbours") == 0 ||
	    strcmp(name, "neighbors") == 0) && board == GAME_BOARD_HEX)
		error = ask_neighbours(m, arg, buf, len);
	else
		return (-1);
	if (error != 0) {
		ask_no_cell(m, name, arg, buf, len);
		return (1);
	}
	return (0);
}
