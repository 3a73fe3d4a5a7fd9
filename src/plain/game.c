/*
 * game.c: a game at the plain front end's prompt: the moves and commands
 * typed, the match's news told as sentences, the board when it changed.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "paths.h"
#include "plain/plain.h"
#include "wrap.h"
#include "xmalloc.h"

#define PLAIN_MOVES_MAX	65536	/* room for a list of legal moves */
#define PLAIN_REFUSAL_MAX	1024	/* a refused move, why, and an example */
#define PLAIN_RUN_MAX	24	/* stories told one by one before a run of
				   moves made while one waits is summed up */
#define PLAIN_RUN_BRIEF	5	/* the same in turns, in brief mode, */
#define PLAIN_RUN_TURN	20	/* and in the stories of one turn */
#define PLAIN_RUN_YOURS	4	/* stories that took from the player here
				   kept whole in a summary */

/* A story held back until the player here is asked to move, and who
 * made the move it tells (-1: chance). */
struct plain_story {
	int		 seat;
	int		 turn;		/* whose turn it is part of */
	int		 yours;		/* it took from the player here */
	int		 names_you;	/* or named them otherwise (skipped) */
	char		*text;
};

/* A game at the prompt: what was told of it, and the move being chosen. */
struct plain_play {
	struct match	*m;
	char		*path;		/* where it was loaded from or saved
					   to, or NULL */
	unsigned long	 changes;	/* events told */
	unsigned long	 shown;		/* changes at the last board shown */
	int		 waited;	/* the turn last told of */
	int		 prompted;	/* and whose prompt is out */
	int		 legend;	/* a terrain board's legend was shown */
	int		 cut;		/* this seat left a hub that broke
					   its word: the game is as told */

	/* The last moves told, again for "last": the move typed here and
	 * what came after it. */
	char		*last;		/* NULL: none yet */
	int		 last_new;	/* the next move told starts afresh */

	/* A move asked for in steps (game_entry.step): what was chosen
	 * so far, and the step last announced, whose line is said once. */
	char		 draft[GAME_DRAFT_MAX];
	char		 draft_said[GAME_DRAFT_MAX];
	unsigned long	 draft_news;

	/* The moves made by others since the player here was last asked,
	 * told all at once, or summed up when they are many. */
	struct plain_story *run;
	int		 nrun;
	int		 run_size;

	/* The score last told in brief mode, told again when it changed;
	 * the player here's as the last event left it. */
	char		 score[256];
	int		 your_score, score_known;
};

/* Shows the board, and notes that it was shown. */
static void
plain_show(struct plain_play *p)
{
	p->shown = p->changes;
	plain_board(p->m, !plain_brief || !p->legend);
	p->legend = 1;
}

/*
 * Shows the board if something happened since it was last shown; in
 * brief mode, how things stand in a line instead, with what the board
 * does not show at the start.
 */
static void
plain_board_news(struct plain_play *p)
{
	char	 text[1024];

	if (p->shown == p->changes)
		return;
	if (!plain_brief) {
		plain_show(p);
		return;
	}
	if (p->shown == (unsigned long)-1) {
		plain_ask_status(p->m, 0);	/* the end: plain_over */
		if (!match_game(p->m)->no_score)
			narrate_score(p->m, p->score, sizeof p->score);
	} else {
		ask_status_line(p->m, text, sizeof text, p->score,
		    sizeof p->score, 1);
		if (text[0] != '\0')
			plain_told(text, 0);
	}
	p->shown = p->changes;
}

/* Whether anyone here is asked to move: a local game's human seat, or a
 * hub's seat taken here. */
static int
plain_asks_here(const struct match *m)
{
	int	 i;

	if (match_from_hub(m))
		return (match_here(m) >= 0);
	for (i = 0; i < match_nseats(m); i++)
		if (match_seat(m, i)->kind == SEAT_HUMAN)
			return (1);
	return (0);
}

/*
 * Notes whose turn each story held back belongs to: a chance event (a
 * roll) goes with the move after it; a turn begins where another seat
 * moves.  Returns how many turns there are, and *longest the most stories
 * in one.
 */
static int
plain_run_turns(struct plain_play *p, int *longest)
{
	int	 i, turns = 1, owner = -1, count = 0;

	for (i = p->nrun - 1; i >= 0; i--) {
		if (p->run[i].seat >= 0)
			owner = p->run[i].seat;
		p->run[i].turn = owner;
		if (i + 1 < p->nrun && p->run[i + 1].turn != owner)
			turns++;
	}
	for (i = *longest = 0; i < p->nrun; i++) {
		count = i > 0 && p->run[i].turn == p->run[i - 1].turn ?
		    count + 1 : 1;
		if (count > *longest)
			*longest = count;
	}
	return (turns);
}

/* Tells the stories held back one by one; in brief mode, a turn is one
 * line. */
static void
plain_run_each(struct plain_play *p)
{
	char	*line = NULL, *text;
	int	 i;

	for (i = 0; i < p->nrun; i++) {
		if (!plain_brief) {
			plain_wrap(p->run[i].text, 0);
			continue;
		}
		xasprintf(&text, "%s%s%s", line != NULL ? line : "",
		    line != NULL ? " " : "", p->run[i].text);
		free(line);
		line = text;
		if (i + 1 == p->nrun ||
		    p->run[i + 1].turn != p->run[i].turn) {
			plain_told(line, 0);
			free(line);
			line = NULL;
		}
	}
}

/* Tells how many moves each seat that moved made, in the order they
 * first moved, in one line. */
static void
plain_run_seats(struct plain_play *p)
{
	char	*line = NULL, *text, *item, who[SEAT_NAME_MAX + 64];
	int	 i, j, count;

	for (i = 0; i < p->nrun; i++) {
		if (p->run[i].seat < 0)
			continue;
		for (j = 0; j < i && p->run[j].seat != p->run[i].seat; j++)
			;
		if (j < i)
			continue;
		for (j = i, count = 0; j < p->nrun; j++)
			count += p->run[j].seat == p->run[i].seat;
		narrate_seat(p->m, p->run[i].seat, who, sizeof who);
		xasprintf(&item, ngettext("%s made %d move",
		    "%s made %d moves", count), who, count);
		xasprintf(&text, "%s%s%s", line != NULL ? line : "",
		    line != NULL ? ", " : "", item);
		free(item);
		free(line);
		line = text;
	}
	xasprintf(&text, "%s.", line != NULL ? line : "");
	plain_told(text, 0);
	free(text);
	free(line);
}

/*
 * Tells whole, of the stories before the last move, the first few that
 * took from the player here, and how many more; then the first that
 * otherwise named them (you are skipped), and how many more.
 */
static void
plain_run_yours(struct plain_play *p, int last)
{
	char	*text;
	int	 i, count;

	for (i = count = 0; i < last; i++) {
		if (!p->run[i].yours)
			continue;
		if (count++ < PLAIN_RUN_YOURS)
			plain_told(p->run[i].text, 0);
	}
	if (count > PLAIN_RUN_YOURS) {
		count -= PLAIN_RUN_YOURS;
		xasprintf(&text, ngettext("And %d more move that took "
		    "from you.", "And %d more moves that took from you.",
		    count), count);
		plain_told(text, 0);
		free(text);
	}
	for (i = count = 0; i < last; i++) {
		if (!p->run[i].names_you)
			continue;
		if (count++ == 0)
			plain_told(p->run[i].text, 0);
	}
	if (count > 1) {
		xasprintf(&text, ngettext("And %d more move that named "
		    "you.", "And %d more moves that named you.",
		    count - 1), count - 1);
		plain_told(text, 0);
		free(text);
	}
}

/* Sums up the stories held back: the moves of each seat, what took from
 * or named the player here, and the last move told whole. */
static void
plain_run_sum(struct plain_play *p)
{
	char	*line = NULL, *text;
	int	 i, last;

	plain_run_seats(p);
	for (last = p->nrun - 1; last > 0 && p->run[last].seat < 0; last--)
		;
	plain_run_yours(p, last);
	for (i = last; i < p->nrun; i++) {
		xasprintf(&text, "%s%s ", line != NULL ? line : "",
		    p->run[i].text);
		free(line);
		line = text;
	}
	xasprintf(&text, _("The last: %sType last or log to hear every "
	    "move."), line);
	plain_told(text, 0);
	free(text);
	free(line);
}

/*
 * Tells the stories held back since the player here last moved: one by
 * one, in brief mode a line for each turn, or, when they are too many to
 * listen to, summed up as how many moves each seat made, with those that
 * took from the player here and the last told whole; log tells them all.
 */
static void
plain_run_flush(struct plain_play *p)
{
	int	 i, turns, longest;

	if (p->nrun == 0)
		return;
	turns = plain_run_turns(p, &longest);
	if (plain_brief ? turns <= PLAIN_RUN_BRIEF &&
	    longest <= PLAIN_RUN_TURN : p->nrun <= PLAIN_RUN_MAX)
		plain_run_each(p);
	else
		plain_run_sum(p);
	for (i = 0; i < p->nrun; i++)
		free(p->run[i].text);
	p->nrun = 0;
}

/*
 * Whether the last event changed what the player here holds (took a cell
 * or a piece of theirs, took them over): what a summary of others' moves
 * tells whole.  Notes the score it leaves.
 */
static int
plain_took_yours(struct plain_play *p)
{
	struct match		*m = p->m;
	struct game_view	*v;
	int			 you = match_you(m), changed;

	if (you < 0 || match_game(m)->no_score)
		return (0);
	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	changed = p->your_score != v->score[you] && p->score_known &&
	    narrate_story_names_you(m, match_story(m));
	p->your_score = v->score[you];
	p->score_known = 1;
	free(v);
	return (changed);
}

/*
 * Tells the last event: at once when it is a player's, or no one here
 * waits; a computer's (or chance) is held back until a player is asked
 * to move.
 */
static void
plain_tell(struct plain_play *p, int typed)
{
	struct match	*m = p->m;
	char	 text[2048], *said;
	int	 yours;

	p->changes++;
	p->draft[0] = '\0';
	if (match_story(m) != NULL) {
		narrate_story(m, match_story(m), text, sizeof text);
		yours = plain_took_yours(p);
		/* In brief mode, the player's roll before the game is
		 * first told is told by it (the description says what the
		 * dice allow). */
		if (plain_brief && p->shown == (unsigned long)-1 &&
		    match_story(m)->seat < 0 && match_game(m)->dice != NULL &&
		    match_turn(m) == match_you(m))
			;
		else if (typed || !plain_asks_here(m) ||
		    (match_story(m)->seat >= 0 && match_seat(m,
		    match_story(m)->seat)->kind != SEAT_COMPUTER)) {
			plain_run_flush(p);
			plain_told(text, 0);
		} else {
			if (p->nrun == p->run_size) {
				p->run_size = p->run_size * 2 + 16;
				p->run = xreallocarray(p->run, p->run_size,
				    sizeof *p->run);
			}
			p->run[p->nrun].seat = match_story(m)->seat;
			p->run[p->nrun].yours = yours;
			p->run[p->nrun].names_you = !yours &&
			    narrate_story_names_you(m, match_story(m));
			p->run[p->nrun++].text = xstrdup(text);
		}
		if (p->last_new || p->last == NULL) {
			free(p->last);
			p->last = xstrdup(text);
		} else {
			xasprintf(&said, "%s\n%s", p->last, text);
			free(p->last);
			p->last = said;
		}
		p->last_new = 0;
	}
}

/*
 * Makes the prompt for the seat to move here: the step of a game that
 * asks for a move in steps, whose line is said as the step begins, or
 * the seat's name.
 */
static void
plain_prompt(struct plain_play *p, int turn, char *prompt, size_t len)
{
	struct match	*m = p->m;
	struct game_step	 st;
	char			 who[SEAT_NAME_MAX + 64];

	if (turn >= 0 && match_game(m)->step != NULL &&
	    match_game(m)->step(match_state(m), p->draft, &st) == 0) {
		if (p->draft_news != p->changes ||
		    strcmp(p->draft_said, p->draft) != 0) {
			plain_wrap(st.say, 0);
			p->draft_news = p->changes;
			snprintf(p->draft_said, sizeof p->draft_said,
			    "%s", p->draft);
		}
		snprintf(prompt, len, "%s", st.prompt);
	} else if (turn >= 0) {
		narrate_seat(m, turn, who, sizeof who);
		snprintf(prompt, len, "%s> ", who);
	} else if (turn == GAME_TURN_OVER)
		/* Not a bare mark, which speech says nothing of. */
		snprintf(prompt, len, "%s", _("game over> "));
	else
		snprintf(prompt, len, "> ");
}

/*
 * The move a line typed by the seat to move stands for: at a step that
 * a bare number completes, the draft and the number; else the line.
 */
/* Whether the seat to move is at a step that a bare number completes,
 * which st tells. */
static int
plain_number_due(struct plain_play *p, int seat, struct game_step *st)
{
	struct match	*m = p->m;

	return (seat != GAME_SEAT_ANY && match_game(m)->step != NULL &&
	    match_game(m)->step(match_state(m), p->draft, st) == 0 &&
	    st->completes);
}

static char *
plain_move_text(struct plain_play *p, int seat, const char *line)
{
	struct game_step	 st;
	char			*text;
	int			 side;

	if (plain_number_due(p, seat, &st) &&
	    *line != '\0' && strspn(line, "0123456789") == strlen(line)) {
		xasprintf(&text, "%s %s", p->draft, line);
		return (text);
	}
	/* A resignation may name the side in words: "resign red". */
	if (strncmp(line, "resign ", 7) == 0 &&
	    (side = ask_seat_find(p->m, line + 7)) >= 0) {
		xasprintf(&text, "resign %c", match_game(p->m)->glyphs[side]);
		return (text);
	}
	return (xstrdup(line));
}

/* The kind of board a game is played on: a hex board's neighbours are
 * asked for here rather than by a command of the game's, and the places
 * of hex and graph boards are called cells, others' squares. */
static enum game_board
plain_board_kind(const struct match *m)
{
	struct game_view	*v;
	enum game_board		 kind;

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	kind = v->board;
	free(v);
	return (kind);
}

/* When a line of the help's list applies. */
enum plain_help_when {
	HELP_ALWAYS,
	HELP_PLAYING,		/* until the game is over: resign */
	HELP_HINTS,		/* while hints may be asked for */
	HELP_LOCAL		/* not in a hub's game: undo, redo */
};

/* Whether a command of the help's list does anything now: no resign or
 * hint once the game is over, no undo or redo in a hub's game, no hint
 * where the host did not allow them. */
static int
plain_help_applies(const struct match *m, enum plain_help_when when)
{
	int	 over = match_turn(m) == GAME_TURN_OVER;

	switch (when) {
	case HELP_PLAYING:
		return (!over);
	case HELP_HINTS:
		return (!over && match_game(m)->think != NULL &&
		    match_hints_allowed(m) && match_here(m) != MATCH_WATCHING);
	case HELP_LOCAL:
		return (!match_from_hub(m));
	case HELP_ALWAYS:
		break;
	}
	return (1);
}

/* Lists the commands of a game. */
static void
plain_help(const struct match *m)
{
	const struct game_entry	*g = match_game(m);
	static const struct {
		const char		*text;
		enum plain_help_when	 when;
	} lines[] = {
		{ N_("Type a move in the game's notation, or one of these:"),
		    HELP_ALWAYS },
		{ N_("  board        show the board"), HELP_ALWAYS },
		{ NULL, HELP_ALWAYS },	/* moves, in the board's words */
		{ N_("  last         the last moves again"), HELP_ALWAYS },
		{ NULL, HELP_ALWAYS },	/* status, of what the game has */
		{ NULL, HELP_ALWAYS },	/* at */
		{ N_("  pieces [PLAYER]\n"
		    "               where the pieces are, a player's after "
		    "another"), HELP_ALWAYS },
		{ N_("  brief on|off after a move, tell what changed and not "
		    "the board"), HELP_ALWAYS },
		{ N_("  position     show the position in the game's "
		    "notation"), HELP_ALWAYS },
		{ N_("  log          tell the moves played so far"),
		    HELP_ALWAYS },
		{ N_("  review       step through the moves played so far, and "
		    "play on from any of them as a new game"), HELP_ALWAYS },
		{ N_("  undo         take back your last move"), HELP_LOCAL },
		{ N_("  redo         play again the move taken back"),
		    HELP_LOCAL },
		{ N_("  hint [level N]\n"
		    "               the computer's choice of move for you, "
		    "told and not played; or the level (1 to the game's "
		    "strongest) it plays at for hints"), HELP_HINTS },
		{ N_("  save [FILE]  save the game (to FILE, else to its file "
		    "or among your saved games)"), HELP_ALWAYS },
		{ N_("  resign       give up the game"), HELP_PLAYING },
		{ N_("  rules        show the rules"), HELP_ALWAYS },
		{ N_("  help         show this list"), HELP_ALWAYS },
		{ N_("  quit         leave the game"), HELP_ALWAYS },
	};
	const struct game_command	*c;
	const char			*board = _(lines[1].text), *line;
	enum game_board			 kind = plain_board_kind(m);
	char				 name[64], *text;
	char				 example[GAME_EVENT_MAX];
	size_t				 i;
	int				 col, n, cells;

	cells = kind == GAME_BOARD_HEX || kind == GAME_BOARD_GRAPH;
	/* The game's commands line up with the translated ones: their
	 * help starts where "board"'s does. */
	col = (int)strspn(board, " ");
	col += (int)strcspn(board + col, " ");
	col += (int)strspn(board + col, " ");
	if (col < 4 || col > 30)
		col = 15;
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		line = lines[i].text;
		/* A move one may play now, for an example of the notation. */
		if (i == 0 && match_turn(m) >= 0 && game_example(g,
		    match_state(m), "", example, sizeof example) == 0) {
			plain_say(_("Type a move in the game's notation, as in "
			    "%s (one you can play now), or one of these:"),
			    example);
			continue;
		}
		if (i == 0 && match_turn(m) == GAME_TURN_OVER) {
			plain_wrap(_("The game is over. Commands:"), 0);
			continue;
		}
		if (!plain_help_applies(m, lines[i].when))
			continue;
		if (i == 2)
			line = cells ? N_("  moves [CELL]\n"
			    "               list the legal moves, or those from "
			    "or to CELL") : N_("  moves [SQUARE]\n"
			    "               list the legal moves, or those from "
			    "or to SQUARE");
		else if (i == 4 && g->dice != NULL)
			line = N_("  status       whose turn it is, the score "
			    "and the dice");
		else if (i == 4 && g->hand != NULL)
			line = N_("  status       whose turn it is and the piece "
			    "in hand");
		else if (i == 4 && !g->no_score)
			line = N_("  status       whose turn it is and the "
			    "score");
		else if (i == 4)
			line = N_("  status       whose turn it is");
		else if (i == 5)
			line = cells ? N_("  at CELL      what is on CELL") :
			    N_("  at SQUARE    what is on SQUARE");
		/* A game over has no moves to list. */
		if (i != 2 || match_turn(m) != GAME_TURN_OVER) {
			plain_put(_(line));
			putchar('\n');
		}
		if (i == 2 && kind == GAME_BOARD_HEX)
			plain_put(_("  neighbours CELL\n"
			    "               the cells next to CELL\n"));
		if (i == 2 && kind == GAME_BOARD_TERRAIN)
			plain_put(_("  bases        who holds each base and "
			    "mine\n"));
		/* A game over has no moves to make, nor steps of them. */
		if (i != 2 || g->commands == NULL ||
		    match_turn(m) == GAME_TURN_OVER)
			continue;
		for (c = g->commands; c->name != NULL; c++) {
			n = snprintf(name, sizeof name, "  %s%s%s", c->name,
			    *c->arg != '\0' ? " " : "",
			    *c->arg != '\0' ? _(c->arg) : "");
			/* A name too long for the column has its help below. */
			if (n >= col) {
				plain_say("%s", name);
				xasprintf(&text, "%*s", col, "");
			} else
				xasprintf(&text, "%-*s", col, name);
			wrap_print(stdout, text, _(c->help), plain_width(), col);
			free(text);
		}
	}
}

/* Runs a game's own command; 0 if there is no such command. */
static int
plain_game_command(struct plain_play *p, const char *name, const char *arg)
{
	struct match			*m = p->m;
	const struct game_command	*c;
	char				*out;

	if ((c = game_command_find(match_game(m), name, strlen(name))) == NULL)
		return (0);
	out = xmalloc(GAME_ANSWER_MAX);
	if (game_command_run(match_game(m), c, match_state(m), match_you(m),
	    arg, p->draft, sizeof p->draft, out, GAME_ANSWER_MAX) != 0) {
		/* A step of a move refused: a whole move for an example,
		 * one like the draft so far. */
		if (c->step && strlen(out) < GAME_ANSWER_MAX / 2)
			narrate_example(m, match_you(m), p->draft,
			    out + strlen(out),
			    GAME_ANSWER_MAX - strlen(out));
		plain_wrap(out, 0);
	}
	else if (out[0] != '\0')
		plain_told(out, 0);
	free(out);
	return (1);
}

/* Answers the questions every game is asked in words (see
 * ask_question); 0 if the line is none of them. */
static int
plain_ask(struct plain_play *p, const char *name, const char *arg)
{
	char	*out;
	int	 said;

	out = xmalloc(PLAIN_MOVES_MAX);
	if ((said = ask_question(p->m, name, arg, out, PLAIN_MOVES_MAX)) == 0)
		plain_told(out, 0);
	else if (said > 0)
		plain_wrap(out, 0);
	free(out);
	return (said >= 0);
}

/*
 * A bare number typed at a step of a move asked for in steps that
 * chooses a cell: the game's command for it, with the number; 0 if the
 * line is not that.
 */
static int
plain_step_number(struct plain_play *p, int seat, const char *line)
{
	struct match	*m = p->m;
	struct game_step	 st;

	if (seat == GAME_SEAT_ANY || match_game(m)->step == NULL ||
	    match_game(m)->step(match_state(m), p->draft, &st) != 0 ||
	    st.number[0] == '\0' || *line == '\0' ||
	    strspn(line, "0123456789") != strlen(line))
		return (0);
	return (plain_game_command(p, st.number, line));
}

/* Shows a game's rules, paragraph by paragraph. */
void
plain_rules(const struct game_entry *g)
{
	int	 i;

	putchar('\n');
	plain_wrap(_(g->title), 0);
	for (i = 0; g->rules != NULL && g->rules[i] != NULL; i++) {
		putchar('\n');
		plain_wrap(_(g->rules[i]), 2);
	}
	putchar('\n');
}

/*
 * Saves to a file; or, with none given, over the file the game was loaded
 * from or last saved to, or with a dated name among the saved games.
 */
static void
plain_save(struct plain_play *p, const char *file)
{
	char	*path, *cause, *text;

	if (*file != '\0')
		path = xstrdup(file);
	else if (p->path != NULL)
		path = xstrdup(p->path);
	else if ((path = paths_new_save(match_game(p->m)->name, "", &cause)) ==
	    NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return;
	}
	if (match_save(p->m, path, &cause) != 0) {
		/* What went wrong, and what saves the game instead. */
		xasprintf(&text, _("Not saved: %s. Type save alone to keep "
		    "the game among your saved games."), cause);
		plain_wrap(text, 0);
		free(text);
		free(cause);
		free(path);
		return;
	}
	plain_say(_("Saved to %s."), path);
	free(p->path);
	p->path = path;
}

/*
 * The input ended, or the terminal went away: a local game not over in
 * which a seat (a person or a computer) moved since it was started,
 * loaded or saved is saved first, as the full screen does
 * (match_save_hangup), and says where.
 */
static enum plain_end
plain_eof(struct plain_play *p)
{
	plain_run_flush(p);
	match_think_cancel(p->m);
	match_leave(p->m, 0);
	if (match_leaving(p->m) == MATCH_LEAVE_UNSAVED &&
	    match_save_hangup(p->m, &p->path) == 0)
		plain_say(_("Saved to %s."), p->path);
	return (PLAIN_EOF);
}

/*
 * Leaving a local game: with moves not saved, it asks first, and the game
 * can be saved on the way out; a game that is over is left at once.
 */
static enum plain_end
plain_quit(struct plain_play *p)
{
	char	*line;

	if (match_leaving(p->m) == MATCH_LEAVE_NOW)
		return (PLAIN_QUIT);
	plain_wrap(_("Moves not saved are lost. Type yes to leave, save to "
	    "save the game and leave, or anything else to stay."), 0);
	line = plain_read(_("Leave this game? "));
	if (line == NULL)
		return (plain_eof(p));
	if (strcmp(line, "yes") == 0)
		return (PLAIN_QUIT);
	if (strcmp(line, "save") == 0) {
		plain_save(p, "");
		if (!match_unsaved(p->m))
			return (PLAIN_QUIT);
	}
	return (PLAIN_CONTINUE);
}

/* Tells an event of the game so far, for the log. */
static void
plain_retold(const struct match *replay, void *arg)
{
	char	 text[2048];

	(void)arg;
	narrate_story(replay, match_story(replay), text, sizeof text);
	plain_told(text, 0);
}

/* Keeps an event of the game so far, told, in *arg: the last one wins. */
static void
plain_kept(const struct match *replay, void *arg)
{
	char	**last = arg, text[2048];

	narrate_story(replay, match_story(replay), text, sizeof text);
	free(*last);
	*last = xstrdup(text);
}

/* Tells every event of the game so far, from the first. */
static void
plain_log(const struct match *m)
{
	if (match_record(m)->nevents == 0)
		plain_wrap(_("Nothing has been played yet."), 0);
	else
		match_retell(m, plain_retold, NULL);
}

/* quit, exit: leaves the game, asking first if moves are not saved. */
static enum plain_end
plain_cmd_quit(struct plain_play *p, const char *arg)
{
	(void)arg;
	return (plain_quit(p));
}

/* review: steps through the game so far; back to it when left. */
static enum plain_end
plain_cmd_review(struct plain_play *p, const char *arg)
{
	enum plain_end	 end;

	(void)arg;
	end = plain_review(p->m, NULL, plain_play);
	if (end == PLAIN_EOF)
		return (plain_eof(p));	/* the game is kept, as at its prompt */
	plain_wrap(_("Back to the game."), 0);
	plain_show(p);
	p->prompted = 0;
	return (PLAIN_CONTINUE);
}

/* help, ?: the commands and keys. */
static enum plain_end
plain_cmd_help(struct plain_play *p, const char *arg)
{
	(void)arg;
	plain_help(p->m);
	return (PLAIN_CONTINUE);
}

/* board: shows the board. */
static enum plain_end
plain_cmd_board(struct plain_play *p, const char *arg)
{
	(void)arg;
	plain_show(p);
	return (PLAIN_CONTINUE);
}

/* rules: the game's rules. */
static enum plain_end
plain_cmd_rules(struct plain_play *p, const char *arg)
{
	(void)arg;
	plain_rules(match_game(p->m));
	return (PLAIN_CONTINUE);
}

/* brief on|off: turns brief output on or off, for this game and the
 * next runs. */
static enum plain_end
plain_cmd_brief(struct plain_play *p, const char *arg)
{
	char	*cause;

	(void)p;
	if (*arg != '\0' && strcmp(arg, "on") != 0 &&
	    strcmp(arg, "off") != 0) {
		plain_say(_("brief %s: write brief on or brief off."), arg);
		return (PLAIN_CONTINUE);
	}
	if (*arg == '\0') {
		plain_wrap(plain_brief ? _("Brief output is on: type brief "
		    "off to see the board after every move.") : _("Brief "
		    "output is off: type brief on to hear only what "
		    "changed."), 0);
		return (PLAIN_CONTINUE);
	}
	if ((cause = plain_set_brief(strcmp(arg, "on") == 0)) != NULL) {
		plain_wrap(cause, 0);
		free(cause);
	}
	plain_wrap(plain_brief ? _("Brief output: after a move, only what "
	    "changed; type board to see the board.") : _("The board is shown "
	    "after every move."), 0);
	return (PLAIN_CONTINUE);
}

/* last: the last moves told again. */
static enum plain_end
plain_cmd_last(struct plain_play *p, const char *arg)
{
	(void)arg;
	/* A game joined or resumed under way: its last event, retold. */
	if (p->last == NULL && match_record(p->m)->nevents > 0)
		match_retell(p->m, plain_kept, &p->last);
	plain_told(p->last != NULL ? p->last :
	    _("No move has been made yet."), 0);
	return (PLAIN_CONTINUE);
}

/* status: how things stand. */
static enum plain_end
plain_cmd_status(struct plain_play *p, const char *arg)
{
	(void)arg;
	plain_ask_status(p->m, PLAIN_STATUS_RESULT);
	return (PLAIN_CONTINUE);
}

/* moves [CELL]: the legal moves, or those that use a cell. */
static enum plain_end
plain_cmd_moves(struct plain_play *p, const char *arg)
{
	struct match	*m = p->m;
	char		*moves, said[512];
	int		 n;

	moves = xmalloc(PLAIN_MOVES_MAX);
	n = match_game(m)->moves(match_state(m), moves, PLAIN_MOVES_MAX);
	if (n == 0)
		plain_wrap(_("No moves: the game is over."), 0);
	else if (*arg != '\0') {
		n = ask_moves(m, arg, said, sizeof said, moves,
		    PLAIN_MOVES_MAX);
		if (n >= 0 && said[0] != '\0')
			plain_told(said, 0);
		if (n < 0) {
			ask_no_cell(m, "moves", arg, said, sizeof said);
			plain_wrap(said, 0);
		} else if (n == 0)
			plain_say(_("No legal move uses %s."), arg);
		else
			plain_told(moves, 2);
	} else {
		plain_say(ngettext("%d legal move:", "%d legal moves:", n), n);
		plain_told(moves, 2);
	}
	free(moves);
	return (PLAIN_CONTINUE);
}

/* position: the position in notation. */
static enum plain_end
plain_cmd_position(struct plain_play *p, const char *arg)
{
	char	*text;

	(void)arg;
	text = xmalloc(GAME_TEXT_MAX);
	match_game(p->m)->position(match_state(p->m), text, GAME_TEXT_MAX);
	plain_put(text);
	putchar('\n');
	free(text);
	return (PLAIN_CONTINUE);
}

/* undo: takes back the last move of the player's, in a local game. */
static enum plain_end
plain_cmd_undo(struct plain_play *p, const char *arg)
{
	struct match		*m = p->m;
	struct match_undone	 undone;
	char			 said[512];

	(void)arg;
	if (!match_is_local(m))
		plain_wrap(_("Moves cannot be taken back in a network "
		    "game."), 0);
	else if (match_undo(m, &undone) != 0)
		plain_wrap(_("There is no move of yours to take "
		    "back."), 0);
	else {
		p->draft[0] = '\0';
		/* The move is in notation: Xtic's "a2 BHSQ" places
		 * the piece in hand and gives BHSQ, and told in words
		 * it would read as BHSQ placed. */
		narrate_undone(m, &undone, said, sizeof said);
		plain_told(said, 0);
		free(p->last);
		p->last = xstrdup(said);
		p->score_known = 0;
		p->changes++;
		plain_board_news(p);
	}
	return (PLAIN_CONTINUE);
}

/* redo: plays again the move undo took back, until a new move is made. */
static enum plain_end
plain_cmd_redo(struct plain_play *p, const char *arg)
{
	struct match	*m = p->m;

	(void)arg;
	if (!match_is_local(m))
		plain_wrap(_("Moves cannot be taken back in a network game, "
		    "nor played again."), 0);
	else if (match_redo(m) != 0)
		plain_wrap(_("There is no move taken back to play again."), 0);
	else {
		p->last_new = 1;
		plain_tell(p, 1);
	}
	return (PLAIN_CONTINUE);
}

/* hint level [N]: tells or sets the computer level hints come from. */
static void
plain_hint_level(struct plain_play *p, const char *arg)
{
	const struct game_entry	*g = match_game(p->m);
	char			 told[256];
	int			 level;

	if (*arg != '\0') {
		if ((level = game_level_find(g, arg, strlen(arg))) < 0 ||
		    match_set_hint_level(p->m, level) != 0) {
			plain_say(_("hint level %s: give a level from 1 to "
			    "%d."), arg, g->max_level);
			return;
		}
	}
	narrate_hint_level(p->m, told, sizeof told);
	plain_wrap(told, 0);
}

/* hint [level [N]]: the computer's choice for the player to move, told
 * and never played; or the level it comes from. */
static enum plain_end
plain_cmd_hint(struct plain_play *p, const char *arg)
{
	char	 why[256];

	if (strncmp(arg, "level", 5) == 0 &&
	    (arg[5] == '\0' || arg[5] == ' ')) {
		plain_hint_level(p, arg + 5 + strspn(arg + 5, " "));
		return (PLAIN_CONTINUE);
	}
	if (*arg != '\0') {
		plain_say(_("hint %s: type hint alone, or hint level N to "
		    "choose how well the computer plays for it."), arg);
		return (PLAIN_CONTINUE);
	}
	narrate_hint_refused(match_hint(p->m), why, sizeof why);
	if (why[0] != '\0')
		plain_wrap(why, 0);
	return (PLAIN_CONTINUE);
}

/* save [FILE]: saves the game. */
static enum plain_end
plain_cmd_save(struct plain_play *p, const char *arg)
{
	plain_save(p, arg);
	return (PLAIN_CONTINUE);
}

/* log: every event of the game so far. */
static enum plain_end
plain_cmd_log(struct plain_play *p, const char *arg)
{
	(void)arg;
	plain_log(p->m);
	return (PLAIN_CONTINUE);
}

/*
 * The words every game takes at the prompt: its commands, each with
 * whether it takes words after its name and what runs it.  A word with no
 * function is passed on: resign is a move, and at, pieces, bases and
 * neighbours are questions (ask_question); they are here to be known in
 * capitals.  A game's own commands come from its entry.
 */
static const struct plain_cmd_entry {
	const char	*name;
	int		 takes_arg;
	enum plain_end	(*run)(struct plain_play *, const char *);
} plain_cmd_table[] = {
	{ "quit", 0, plain_cmd_quit },
	{ "exit", 0, plain_cmd_quit },
	{ "help", 0, plain_cmd_help },
	{ "review", 0, plain_cmd_review },
	{ "?", 0, plain_cmd_help },
	{ "board", 0, plain_cmd_board },
	{ "rules", 0, plain_cmd_rules },
	{ "last", 0, plain_cmd_last },
	{ "status", 0, plain_cmd_status },
	{ "position", 0, plain_cmd_position },
	{ "undo", 0, plain_cmd_undo },
	{ "redo", 0, plain_cmd_redo },
	{ "hint", 1, plain_cmd_hint },
	{ "log", 0, plain_cmd_log },
	{ "brief", 1, plain_cmd_brief },
	{ "moves", 1, plain_cmd_moves },
	{ "save", 1, plain_cmd_save },
	{ "resign", 1, NULL },
	{ "at", 1, NULL },
	{ "pieces", 1, NULL },
	{ "bases", 1, NULL },
	{ "neighbours", 1, NULL },
	{ "neighbors", 1, NULL },
};

/* The command of every game of this name, or NULL. */
static const struct plain_cmd_entry *
plain_cmd_find(const char *name)
{
	size_t	 i;

	for (i = 0; i < sizeof plain_cmd_table / sizeof plain_cmd_table[0]; i++)
		if (strcmp(name, plain_cmd_table[i].name) == 0)
			return (&plain_cmd_table[i]);
	return (NULL);
}

/*
 * A command's name typed in capitals ("Help", as speech input may write
 * it) is put in small letters; a move is left as it is.
 */
static void
plain_command_case(const struct match *m, char *word)
{
	char	 lower[32];
	size_t	 i, n = strlen(word);

	if (n >= sizeof lower)
		return;
	for (i = 0; i <= n; i++)
		lower[i] = tolower((unsigned char)word[i]);
	if (plain_cmd_find(lower) == NULL &&
	    game_command_find(match_game(m), lower, n) == NULL)
		return;
	memcpy(word, lower, n + 1);
}

/*
 * A line that is no command: a move, or a step of one, submitted for the
 * seat (line and arg, split at space, are joined again).
 */
static enum plain_end
plain_command_move(struct plain_play *p, int seat, char *line, char *arg,
    char *space)
{
	struct match		*m = p->m;
	struct game_step	 st;
	char			*text, *said;
	int			 error, n;

	if (*arg != '\0')
		*space = ' ';	/* "resign x" is one event */
	if (p->cut) {
		plain_wrap(_("This seat has left the hub's game: type "
		    "save to keep it as it was told, or quit."), 0);
		return (PLAIN_CONTINUE);
	}
	if (seat == GAME_SEAT_ANY && match_from_hub(m)) {
		plain_wrap(match_away(m) || match_held(m) ?
		    narrate_hub_away(m) : _("It is not your turn."), 0);
		return (PLAIN_CONTINUE);
	}
	text = plain_move_text(p, seat, line);
	switch (match_submit(m, seat, text, &error)) {
	case MATCH_REFUSED:
		said = xmalloc(PLAIN_REFUSAL_MAX);
		if (error == GAME_ERROR_SYNTAX &&
		    plain_number_due(p, seat, &st)) {
			/* Not a number, at a step that wants one. */
			n = snprintf(said, PLAIN_REFUSAL_MAX,
			    "%s: %s.", text, st.say);
			narrate_example(m, seat, p->draft, said + n,
			    PLAIN_REFUSAL_MAX - n);
		} else
			narrate_refusal(m, seat, strncmp(text,
			    "resign ", 7) == 0 ? line : text, error, 1,
			    said, PLAIN_REFUSAL_MAX);
		plain_wrap(said, 0);
		free(said);
		break;
	case MATCH_AWAY:
		plain_wrap(narrate_hub_away(m), 0);
		break;
	case MATCH_PLAYED:
		p->last_new = 1;
		plain_tell(p, 1);
		break;
	}
	free(text);
	return (PLAIN_CONTINUE);
}

/*
 * Handles one line typed at a game's prompt, by the seat whose move is
 * asked for, or GAME_SEAT_ANY: a command of every game's (plain_cmd_table),
 * a number at a step, a game's own command, a question, or else a move.
 */
static enum plain_end
plain_command(struct plain_play *p, int seat, char *line)
{
	const struct plain_cmd_entry	*c;
	char				*arg, *space;

	if ((space = strchr(line, ' ')) != NULL) {
		*space = '\0';
		arg = space + 1 + strspn(space + 1, " \t");
	} else
		arg = line + strlen(line);

	if (*line == '\0')
		return (PLAIN_CONTINUE);
	plain_command_case(p->m, line);
	c = plain_cmd_find(line);
	if (*arg != '\0' && c != NULL && !c->takes_arg) {
		plain_say(_("%s %s: %s takes nothing after its name; type %s "
		    "alone."), line, arg, line, line);
		return (PLAIN_CONTINUE);
	}
	if (c != NULL && c->run != NULL)
		return (c->run(p, arg));
	if (plain_step_number(p, seat, line) ||
	    plain_game_command(p, line, arg) || plain_ask(p, line, arg))
		return (PLAIN_CONTINUE);
	return (plain_command_move(p, seat, line, arg, space));
}

/*
 * Tells a hint: in brief mode, the move as it is typed, its codes kept,
 * then on a line of its own what it would do, told as the move would be,
 * its pieces in words; otherwise both in one.
 */
static void
plain_hint_told(const struct match *m, const char *move)
{
	char	 text[512], more[512];

	if (!plain_brief) {
		narrate_hint(m, move, text, sizeof text);
		plain_told(text, 0);
		return;
	}
	narrate_hint_parts(m, move, text, sizeof text, more, sizeof more);
	if (more[0] == '\0') {
		plain_told(text, 0);
		return;
	}
	plain_wrap(text, 0);
	plain_told(more, 0);
}

/* Tells what advancing the match brought; PLAIN_QUIT when the game was
 * ended for everyone, or the computer could not play. */
static enum plain_end
plain_news(struct plain_play *p, const struct match_news *n)
{
	struct match	*m = p->m;
	char	 text[512];

	if (n->events)
		plain_tell(p, 0);
	if (!n->events || n->started || n->lost || n->back)
		plain_run_flush(p);
	if (n->started) {
		plain_wrap(_("The game begins."), 0);
		plain_you_line(m, text, sizeof text);
		if (text[0] != '\0')
			plain_wrap(text, 0);
		narrate_dice_note(m, text, sizeof text);
		if (text[0] != '\0')
			plain_wrap(text, 0);
		narrate_hints_note(m, text, sizeof text);
		if (text[0] != '\0')
			plain_wrap(text, 0);
		plain_board_news(p);
	}
	if (narrate_news(m, n, text, sizeof text) != NARRATE_NONE) {
		plain_run_flush(p);
		if (n->hint)
			plain_hint_told(m, n->text);
		else
			plain_wrap(text, 0);
	}
	if (n->distrust || (n->dice && !n->dice_fair))
		p->cut = 1;
	if (n->lost)
		plain_wrap(_("Type quit to give up."), 0);
	if (n->back)
		plain_show(p);
	return (n->ended || n->refused || n->freed || n->failed ? PLAIN_QUIT :
	    PLAIN_CONTINUE);
}

/*
 * Waits for a line typed here (1) or for news of the match (0).  In a
 * local game, nothing is read while its computer thinks, and the input
 * is read as it comes, buffered, the rest of the time.
 */
static int
plain_wait(const struct match *m)
{
	struct pollfd	 fds[2];
	int		 n = 0, timeout;

	if (!match_from_hub(m) && !match_thinking(m) && !match_hinting(m))
		return (1);
	if (match_from_hub(m)) {
		fds[n].fd = STDIN_FILENO;
		fds[n++].events = POLLIN;
	}
	if ((fds[n].fd = match_fd(m, &timeout)) >= 0)
		fds[n++].events = POLLIN;
	if (poll(fds, n, timeout) <= 0)
		return (0);
	return (fds[0].fd == STDIN_FILENO &&
	    (fds[0].revents & (POLLIN | POLLHUP)) != 0);
}

/* Leaving a hub's game: the seat only, or the game for everyone. */
static enum plain_end
plain_net_quit(struct plain_play *p)
{
	struct match		*m = p->m;
	enum match_leaving	 leaving = match_leaving(m);
	char			*line;
	int			 computer;

	if (leaving == MATCH_LEAVE_NOW) {
		match_leave(m, 0);
		return (PLAIN_QUIT);
	}
	/* What leaving does to the game: the hub's --on-leave. */
	computer = match_record(m)->on_leave != NULL &&
	    strcmp(match_record(m)->on_leave, "computer") == 0;
	if (leaving == MATCH_LEAVE_SEAT_OR_END && computer)
		line = plain_read(_("Type leave to leave your seat (the "
		    "computer plays it until you come back), end to end the game "
		    "for everyone, or anything else to stay: "));
	else if (leaving == MATCH_LEAVE_SEAT_OR_END)
		line = plain_read(_("Type leave to leave your seat (the game "
		    "waits for you to come back), end to end the game for "
		    "everyone, or anything else to stay: "));
	else if (computer)
		line = plain_read(_("Type leave to leave your seat (the "
		    "computer plays it until you come back), or anything else "
		    "to stay: "));
	else
		line = plain_read(_("Type leave to leave your seat (the game "
		    "waits for you to come back), or anything else to stay: "));
	if (line == NULL || strcmp(line, "leave") == 0) {
		match_leave(m, 0);
		return (line == NULL ? PLAIN_EOF : PLAIN_QUIT);
	}
	if (strcmp(line, "end") == 0 && match_may_end(m)) {
		match_leave(m, 1);
		return (PLAIN_QUIT);
	}
	plain_wrap(_("You stay in the game."), 0);
	return (PLAIN_CONTINUE);
}

/* Handles a line typed in a hub's game, lobby or not. */
static enum plain_end
plain_net_command(struct plain_play *p, int seat, char *line)
{
	struct match	*m = p->m;

	if (p->cut && (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0 ||
	    strcmp(line, "leave") == 0))
		return (PLAIN_QUIT);
	if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0)
		return (plain_net_quit(p));
	if (strcmp(line, "leave") == 0) {
		match_leave(m, 0);
		return (PLAIN_QUIT);
	}
	if (strcmp(line, "end") == 0 && match_may_end(m)) {
		match_leave(m, 1);
		return (PLAIN_QUIT);
	}
	if (strcmp(line, "end") == 0 && match_here(m) >= 0) {
		plain_wrap(_("Only the host can end the game for everyone; "
		    "type leave to leave your seat, or resign to give up."), 0);
		return (PLAIN_CONTINUE);
	}
	if (!match_started(m))
		return (plain_lobby_command(m, line));
	if (match_is_host(m) && (strncmp(line, "free ", 5) == 0 ||
	    strncmp(line, "computer ", 9) == 0)) {
		plain_wrap(_("Seats are given in the lobby, before the game "
		    "begins."), 0);
		return (PLAIN_CONTINUE);
	}
	return (plain_command(p, seat, line));
}

/* Tells the end of the game, with what may still be done. */
static void
plain_over(struct plain_play *p)
{
	struct match	*m = p->m;
	char	 text[1024];

	plain_run_flush(p);
	plain_board_news(p);
	narrate_result(m, text, sizeof text);
	plain_told(text, 0);
	/* Redo only where a move was taken back: an undo before the end. */
	plain_wrap(!match_is_local(m) ? _("Type review to step through the "
	    "moves, save to keep the game, or quit.") : match_can_redo(m) ?
	    _("Type undo to take back a move, redo to play again the one "
	    "taken back, review to step through the moves, save to keep the "
	    "game, or quit.") : _("Type undo to take back a move, review to "
	    "step through the moves, save to keep the game, or quit."), 0);
}

/*
 * Says whose turn it is, when it changed: the prompt of the seat asked
 * here, and in a hub's game who else the game waits for.
 */
static void
plain_turn(struct plain_play *p)
{
	struct match	*m = p->m;
	char	 who[SEAT_NAME_MAX + 64], text[1024], prompt[sizeof who + 4];
	int	 turn = match_turn(m), asks = match_asks(m);

	/* A computer's run ends where a player is to move. */
	if (turn < 0 || match_seat(m, turn)->kind != SEAT_COMPUTER)
		plain_run_flush(p);
	if (asks < 0 && match_from_hub(m) && match_started(m) && turn >= 0 &&
	    p->waited != turn && match_paused(m) < 0) {
		plain_board_news(p);
		narrate_seat(m, turn, who, sizeof who);
		snprintf(text, sizeof text, _("Waiting for %s."), who);
		plain_wrap(text, 0);
		p->waited = turn;
	}
	/* No prompt while a hint is worked out, here or in a hub's game:
	 * the hint comes first. */
	if (p->prompted || (match_from_hub(m) && asks < 0) ||
	    match_hinting(m) || (!match_from_hub(m) && match_thinking(m)))
		return;
	plain_run_flush(p);
	if (asks >= 0)
		plain_board_news(p);
	plain_prompt(p, turn, prompt, sizeof prompt);
	plain_put(prompt);
	p->prompted = 1;
	p->waited = turn;
}

/* Handles a line typed at the prompt, in the play's own words. */
static enum plain_end
plain_line_typed(struct plain_play *p, char *line)
{
	struct match	*m = p->m;
	int		 turn = match_turn(m);

	plain_run_flush(p);
	if (match_from_hub(m))
		return (plain_net_command(p, match_asks(m) >= 0 ? turn :
		    GAME_SEAT_ANY, line));
	return (plain_command(p, turn >= 0 ? turn : GAME_SEAT_ANY, line));
}

/* Plays the game at the prompt, telling its news, until it is left or
 * the input ends. */
static enum plain_end
plain_loop(struct plain_play *p)
{
	struct match		*m = p->m;
	struct match_news	 news;
	char			*line;
	int			 told = 0, seats = 0, turn;
	enum plain_end		 end;

	for (;;) {
		while (match_advance(m, &news) > 0) {
			/* A change of seats is told once they have all come. */
			seats |= news.lobby;
			if (!news.lobby || news.gone || news.returned)
				p->prompted = 0;	/* something was said */
			if ((end = plain_news(p, &news)) != PLAIN_CONTINUE)
				return (end);
		}
		if (seats && !match_started(m))
			plain_seats(m);
		seats = 0;
		turn = match_turn(m);
		if (match_started(m) && turn == GAME_TURN_OVER && !told) {
			plain_over(p);
			told = 1;
		} else if (turn != GAME_TURN_OVER)
			told = 0;
		plain_turn(p);
		if (plain_hungup())
			return (plain_eof(p));
		if (!plain_wait(m))
			continue;
		p->prompted = 0;
		if ((line = plain_getline()) == NULL)
			return (plain_eof(p));
		if ((end = plain_line_typed(p, line)) != PLAIN_CONTINUE)
			return (end);
	}
}

/*
 * Plays a match at the prompt until it is left or the input ends: a
 * local game, loaded from path if it is not NULL, or a hub's, from its
 * lobby on.  The news of the match is told as it comes.
 */
enum plain_end
plain_play(struct match *m, const char *path)
{
	struct plain_play	 play, *p = &play;
	struct match_news	 news;
	enum plain_end		 end;
	char			 text[512];

	memset(p, 0, sizeof *p);
	p->m = m;
	plain_set_game(match_game(m));
	p->path = path != NULL ? xstrdup(path) : NULL;
	p->shown = p->draft_news = (unsigned long)-1;
	p->waited = GAME_TURN_OVER;
	if (match_from_hub(m)) {
		setvbuf(stdin, NULL, _IONBF, 0);  /* poll must see every line */
		/* The seats as the hub has them; what comes after the
		 * start (a pause, a held journal) is told as news, and so
		 * is anything else the hub says meanwhile. */
		while (!match_started(m) && match_advance(m, &news) > 0) {
			if (news.lobby || news.started)
				continue;
			if (plain_news(p, &news) != PLAIN_CONTINUE) {
				plain_run_flush(p);
				free(p->run);
				free(p->last);
				free(p->path);
				return (PLAIN_QUIT);
			}
		}
		if (match_started(m)) {
			narrate_dice_note(m, text, sizeof text);
			if (text[0] != '\0')
				plain_wrap(text, 0);
			narrate_hints_note(m, text, sizeof text);
			if (text[0] != '\0')
				plain_wrap(text, 0);
			plain_show(p);
		} else {
			plain_seats(m);
			plain_lobby_help(m);
		}
	} else if (path != NULL) {
		plain_say(_("Resumed from %s."), path);
		plain_wrap(_("Type log for the moves so far, help for the "
		    "commands."), 0);
	} else
		plain_wrap(_("Type help for the commands."), 0);
	end = plain_loop(p);
	plain_run_flush(p);
	free(p->run);
	free(p->last);
	free(p->path);
	return (end);
}

/* Plays a match started from the command line (or loaded from path),
 * here or at a hub. */
int
plain_game(struct match *m, const char *path)
{
	plain_io_start();
	plain_play(m, path);
	return (0);
}
