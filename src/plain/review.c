/*
 * review.c: a saved game reviewed at the plain front end's prompt: its
 * moves stepped through, forward and back, each told with the dice as
 * they fell and the board after it; and played on from any of them.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "plain/plain.h"
#include "xmalloc.h"

/* A review at the prompt: the game reviewed and the move it is at. */
struct plain_review {
	const struct match	*full;
	enum plain_end		(*play)(struct match *, const char *);
					/* plays a game made from it */
	struct match		*at;	/* the position, after move */
	int			 move;
	int			 moves;
};

/* Tells one event of the step to the move. */
static void
plain_review_told(const struct match *m, void *arg)
{
	char	 text[2048];

	(void)arg;
	narrate_story(m, match_story(m), text, sizeof text);
	plain_told(text, 0);
}

/* Shows the position after a step: the board, or in brief mode how
 * things stand in a line (the board and the rest are a command away; who
 * you are is told at the start); its end is told after. */
static void
plain_review_show(struct plain_review *r)
{
	if (plain_brief)
		plain_ask_status(r->at, r->move > 0 ? PLAIN_STATUS_NO_YOU |
		    PLAIN_STATUS_SHORT : 0);
	else
		plain_board(r->at, 1);
}

/* Goes to a move (clamped to the game's), telling it and showing the
 * board; -1 if the position cannot be made. */
static int
plain_review_go(struct plain_review *r, int move)
{
	struct match	*at;
	char		*cause, text[1024];

	if (move < 0)
		move = 0;
	if (move > r->moves)
		move = r->moves;
	if (move == 0) {
		narrate_review_start(r->moves, text, sizeof text);
		plain_wrap(text, 0);
	} else
		plain_say(_("Move %d of %d."), move, r->moves);
	at = match_review(r->full, move, plain_review_told, NULL, &cause);
	if (at == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (-1);
	}
	match_free(r->at);
	r->at = at;
	r->move = move;
	plain_review_show(r);
	if (match_turn(at) == GAME_TURN_OVER) {
		narrate_result(at, text, sizeof text);
		plain_told(text, 0);
	}
	return (0);
}

/* The commands of a review. */
static void
plain_review_help(void)
{
	plain_wrap(_("Reviewing a game.  Commands: next (or n, or an "
	    "empty line), back (or b), go N, first, last, board, status, "
	    "play (a new game from this position; the game reviewed is not "
	    "changed), help, quit."), 0);
}

/* Plays a new game from the position, and comes back to the review
 * when it is left. */
static enum plain_end
plain_review_play(struct plain_review *r)
{
	struct match	*m;
	char		*cause;
	enum plain_end	 end;

	if (match_turn(r->at) == GAME_TURN_OVER) {
		plain_wrap(_("The game is over at this move: there is nothing "
		    "to play from here."), 0);
		return (PLAIN_CONTINUE);
	}
	m = match_review(r->full, r->move, NULL, NULL, &cause);
	if (m == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_CONTINUE);
	}
	plain_wrap(_("A new game from this position; the game reviewed is "
	    "not changed."), 0);
	end = r->play(m, NULL);
	match_free(m);
	if (end != PLAIN_QUIT)
		return (end);
	plain_wrap(_("Back to the review."), 0);
	plain_review_go(r, r->move);
	return (PLAIN_CONTINUE);
}

/* Reads "go N": the move's number, or -1. */
static int
plain_review_number(const char *arg)
{
	char	*end;
	long	 n;

	if (!isdigit((unsigned char)*arg))
		return (-1);
	n = strtol(arg, &end, 10);
	if (*end != '\0' || n < 0 || n > 1000000)
		return (-1);
	return ((int)n);
}

/* Handles one line typed in a review. */
static enum plain_end
plain_review_command(struct plain_review *r, char *line)
{
	char	*arg, *p;
	int	 n;

	if ((arg = strchr(line, ' ')) != NULL) {
		*arg++ = '\0';
		arg += strspn(arg, " \t");
	} else
		arg = line + strlen(line);
	for (p = line; *p != '\0'; p++)
		*p = tolower((unsigned char)*p);
	if (*line == '\0' || strcmp(line, "next") == 0 ||
	    strcmp(line, "n") == 0) {
		if (r->moves == 0)
			plain_wrap(_("No move was played."), 0);
		else if (r->move >= r->moves)
			plain_wrap(_("This is the last move."), 0);
		else
			plain_review_go(r, r->move + 1);
	} else if (strcmp(line, "back") == 0 || strcmp(line, "b") == 0) {
		if (r->move == 0)
			plain_wrap(_("This is the start."), 0);
		else
			plain_review_go(r, r->move - 1);
	} else if (strcmp(line, "first") == 0)
		plain_review_go(r, 0);
	else if (strcmp(line, "last") == 0)
		plain_review_go(r, r->moves);
	else if (strcmp(line, "go") == 0) {
		if ((n = plain_review_number(arg)) < 0 || n > r->moves)
			plain_say(_("Type go and a move's number, from 0 (the "
			    "start) to %d."), r->moves);
		else
			plain_review_go(r, n);
	} else if (strcmp(line, "board") == 0)
		plain_board(r->at, 1);	/* in brief mode, in words */
	else if (strcmp(line, "status") == 0)
		plain_ask_status(r->at, PLAIN_STATUS_RESULT);
	else if (strcmp(line, "play") == 0)
		return (plain_review_play(r));
	else if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0)
		plain_review_help();
	else if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0 ||
	    strcmp(line, "q") == 0)
		return (PLAIN_QUIT);
	else
		plain_say(_("%s: no such command here; type help for the "
		    "commands."), line);
	return (PLAIN_CONTINUE);
}

/*
 * Reviews a saved game (full, loaded from path, which is only read; or
 * with path NULL the game being played) at the prompt until it is left,
 * a game played from it ends, or the input ends.  play plays a game made
 * from a position (plain_play: given, so that the game loop, which
 * reviews, and the review, which plays, do not call each other).
 */
enum plain_end
plain_review(const struct match *full, const char *path,
    enum plain_end (*play)(struct match *, const char *))
{
	struct plain_review	 review, *r = &review;
	enum plain_end		 end = PLAIN_CONTINUE;
	char			*line;

	memset(r, 0, sizeof *r);
	r->full = full;
	r->play = play;
	r->moves = match_review_moves(full);
	plain_set_game(match_game(full));
	if (path != NULL)
		plain_say(ngettext("Reviewing %s: %s, %d move.",
		    "Reviewing %s: %s, %d moves.", r->moves), path,
		    _(match_game(full)->title), r->moves);
	else
		plain_say(ngettext("Reviewing this game: %s, %d move.",
		    "Reviewing this game: %s, %d moves.", r->moves),
		    _(match_game(full)->title), r->moves);
	plain_review_help();
	if (plain_review_go(r, 0) != 0)
		return (PLAIN_QUIT);
	while (end == PLAIN_CONTINUE) {
		if ((line = plain_read(_("review> "))) == NULL) {
			end = PLAIN_EOF;
			break;
		}
		end = plain_review_command(r, line);
	}
	match_free(r->at);
	return (end);
}
