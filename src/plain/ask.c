/*
 * ask.c: the plain front end's answers to questions asked instead of
 * looking at the board: how things stand, and the moves from or to a
 * square (the questions both front ends answer are in ../ask.c).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "plain/plain.h"
#include "xmalloc.h"

#define PLAIN_ASK_MAX	8192	/* room for an answer */

/*
 * How things stand in one line: the score, the dice left, the piece in
 * hand (unless not all) and whose turn it is, as a turn ends in brief
 * mode.  The score is left out when it is the same as score (not NULL),
 * which is set to it.
 */
void
plain_status_line(const struct match *m, char *buf, size_t len,
    char *score, size_t score_len, int all)
{
	const struct game_entry	*g = m->game;
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
	if (g->hand != NULL && all && (hand = g->hand(m->state)) > 0) {
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
		if (turn == match_you(m) && g->moves(m->state, part,
		    sizeof part) == 1 && strchr(part, '\n') == NULL) {
			snprintf(who, sizeof who, _("Your only move: %s."),
			    part);
			ask_add(buf, len, " %s", who);
		}
	}
}

/* Who the player here plays, and whether first: "You play x (first)."
 * (where the first player is not drawn). */
void
plain_you_line(const struct match *m, char *buf, size_t len)
{
	int	 you = match_you(m);

	buf[0] = '\0';
	if (you < 0)
		return;
	if (you == 0 && !m->game->first_drawn)
		snprintf(buf, len, _("You play %s (first)."),
		    _(m->game->sides[you]));
	else if (you == 1 && m->nseats == 2 && !m->game->first_drawn)
		snprintf(buf, len, _("You play %s (second)."),
		    _(m->game->sides[you]));
	else
		snprintf(buf, len, _("You play %s."), _(m->game->sides[you]));
}

/* status: who you are, how things stand, and what the board does not
 * show (the game's description: what the roll allows, what is left). */
void
plain_ask_status(const struct match *m)
{
	char	*text;

	text = xmalloc(PLAIN_ASK_MAX);
	plain_you_line(m, text, PLAIN_ASK_MAX);
	if (text[0] != '\0')
		plain_wrap(text, 0);
	if (m->game->describe != NULL) {
		m->game->describe(m->state, match_you(m), text, PLAIN_ASK_MAX);
		plain_told(text, 0);
	}
	/* What the game's description told (dice, piece in hand) is not
	 * told again. */
	plain_status_line(m, text, PLAIN_ASK_MAX, NULL, 0,
	    m->game->describe == NULL);
	if (text[0] != '\0')
		plain_told(text, 0);
	if (m->started && match_turn(m) == GAME_TURN_OVER) {
		narrate_result(m, text, PLAIN_ASK_MAX);
		plain_told(text, 0);
	}
	free(text);
}

/* Whether a move written as one word starts or ends on a square. */
static int
plain_move_has(const char *word, size_t wlen, const char *arg)
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
 * moves ARG: the legal moves of one piece or square: the lines of the
 * list that name it, or of a list on one line the moves that start or
 * end there; what is on the square first.  How many were found, or -1
 * if none was and ARG names no square or cell either.
 */
int
plain_ask_moves(const struct match *m, const char *arg, const char *moves)
{
	struct game_view	*v;
	const char	*line, *end, *p, *colon;
	char		*item, said[1024];
	size_t		 n = strlen(arg), w;
	int		 found = 0, cell;

	v = xmalloc(sizeof *v);
	m->game->view(m->state, v);
	cell = narrate_cell_find(v, arg);
	free(v);
	if (ask_at(m, arg, said, sizeof said) == 0)
		plain_told(said, 0);
	for (line = moves; *line != '\0'; line = *end != '\0' ? end + 1 : end) {
		end = line + strcspn(line, "\n");
		if (strchr(moves, '\n') == NULL) {
			for (p = line; p < end; p += w + (p + w < end)) {
				w = strcspn(p, " \n");
				item = xstrndup(p, w);
				if (!plain_move_has(p, w, arg) &&
				    (m->game->touches == NULL || cell < 0 ||
				    !m->game->touches(m->state, item, cell))) {
					free(item);
					continue;
				}
				plain_say("  %s", item);
				free(item);
				found++;
			}
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
			plain_told(item, 2);
			free(item);
			found++;
			break;
		}
	}
	return (found == 0 && cell < 0 ? -1 : found);
}
