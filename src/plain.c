/*
 * plain.c: the line-oriented front end.  It reads commands line by line from
 * standard input to its end and writes plain text, never a terminal escape,
 * so that it works through a pipe, a screen reader or a braille display.
 */
#include <config.h>

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "net/client.h"
#include "paths.h"
#include "plain.h"
#include "wrap.h"
#include "xmalloc.h"

#define PLAIN_MOVES_MAX	65536	/* room for a list of legal moves */

/* What happened to a game at its prompt. */
enum plain_end {
	PLAIN_CONTINUE,
	PLAIN_QUIT,		/* back to the menu, if any */
	PLAIN_EOF		/* no more input: stop altogether */
};

static char	*plain_line;
static size_t	 plain_line_size;
static int	 plain_echo;	/* input is not a terminal: show what was read */

/* Writes text without any control character but newlines and tabs. */
static void
plain_put(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s >= 0x20 || *s == '\n' || *s == '\t')
			putchar(*s);
	fflush(stdout);
}

/* Formats a line and writes it through plain_put, with a newline. */
static void __attribute__((format(printf, 1, 2)))
plain_say(const char *fmt, ...)
{
	va_list	 ap;
	char	*text;

	va_start(ap, fmt);
	xvasprintf(&text, fmt, ap);
	va_end(ap);
	plain_put(text);
	putchar('\n');
	fflush(stdout);
	free(text);
}

/* Writes a paragraph wrapped at WRAP_WIDTH columns, with a hanging indent. */
static void
plain_wrap_hanging(const char *s, int first, int rest)
{
	char	 prefix[16];

	snprintf(prefix, sizeof prefix, "%*s", first, "");
	wrap_print(stdout, prefix, s, WRAP_WIDTH, rest);
}

/* Writes a paragraph wrapped at WRAP_WIDTH columns, every line indented. */
static void
plain_wrap(const char *s, int indent)
{
	plain_wrap_hanging(s, indent, indent);
}

/*
 * Reads a line, trimmed of spaces at both ends.  When the input is not a
 * terminal the line is echoed, so a transcript reads well.  Returns NULL
 * at the end of the input.
 */
static char *
plain_getline(void)
{
	ssize_t	 n;
	char	*s;

	if ((n = getline(&plain_line, &plain_line_size, stdin)) < 0) {
		putchar('\n');
		fflush(stdout);
		return (NULL);
	}
	while (n > 0 && (plain_line[n - 1] == '\n' ||
	    plain_line[n - 1] == '\r' || plain_line[n - 1] == ' ' ||
	    plain_line[n - 1] == '\t'))
		plain_line[--n] = '\0';
	for (s = plain_line; *s == ' ' || *s == '\t'; s++)
		;
	if (plain_echo) {
		plain_put(s);
		putchar('\n');
	}
	return (s);
}

/* Shows a prompt and reads a line (see plain_getline). */
static char *
plain_read(const char *prompt)
{
	plain_put(prompt);
	return (plain_getline());
}

/* Draws a square board as a grid with its coordinates on every edge. */
static void
plain_square(const struct match *m, const struct game_view *v)
{
	const struct game_cell	*c;
	const char *const	*codes = m->game->piece_codes;
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
				printf(" %c", m->game->glyphs[c->owner]);
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
 * letter on both sides, and the names of its first and last cells.
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
			    m->game->glyphs[c->owner] : '.');
		}
		printf(" %*s %c   %c1-%c%d\n", in, "", 'a' + r, 'a' + r,
		    'a' + r, len);
	}
	putchar('\n');
}

/*
 * Draws a terrain board as a grid of two-character cells: a piece is its
 * kind's letter and its player's digit; an empty square shows its ground.
 */
static void
plain_terrain(const struct match *m, const struct game_view *v)
{
	const struct game_entry	*g = m->game;
	const struct game_cell	*c;
	char			 ground, who;
	int			 row, col, i;

	printf("\n   ");
	for (col = 0; col < v->cols; col++)
		printf(" %c", 'a' + col);
	putchar('\n');
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
	printf("   ");
	for (col = 0; col < v->cols; col++)
		printf(" %c", 'a' + col);
	printf("\n\n");
	for (i = 0; g->piece_names != NULL && g->piece_names[i] != NULL; i++)
		printf("%s%c %s", i > 0 ? ", " : "", g->piece_letters[i],
		    _(g->piece_names[i]));
	printf(".\n");
	for (i = 0; i < m->nseats; i++)
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
	const struct game_entry	*g = m->game;
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
	for (i = 0; i < m->nseats; i++)
		printf("%s%c %s", i > 0 ? ", " : "", g->glyphs[i],
		    _(g->sides[i]));
	printf(".\n");
}

/* Writes lines of text, each wrapped. */
static void
plain_lines(const char *text, int indent)
{
	const char	*end;
	char		*line;

	for (; *text != '\0'; text = *end != '\0' ? end + 1 : end) {
		end = text + strcspn(text, "\n");
		line = xstrndup(text, end - text);
		plain_wrap_hanging(line, indent, indent + 2);
		free(line);
	}
}

static unsigned long	plain_changes;	/* events told */
static unsigned long	plain_shown = (unsigned long)-1;	/* at the last board */

/* A move asked for in steps (game_entry.step): what was chosen so far,
 * and the step last announced, whose line is said once. */
static char		plain_draft[GAME_DRAFT_MAX];
static char		plain_draft_said[GAME_DRAFT_MAX];
static unsigned long	plain_draft_news = (unsigned long)-1;

/* Shows the board, the score and whose turn it is. */
static void
plain_board(const struct match *m)
{
	struct game_view	*v;
	char			 text[GAME_TEXT_MAX], who[SEAT_NAME_MAX + 64];
	char			 score[256];
	int			 turn;

	plain_shown = plain_changes;
	v = xmalloc(sizeof *v);
	m->game->view(m->state, v);
	if (v->board == GAME_BOARD_SQUARE)
		plain_square(m, v);
	else if (v->board == GAME_BOARD_TERRAIN)
		plain_terrain(m, v);
	else if (v->board == GAME_BOARD_HEX)
		plain_hex(m, v);
	else if (v->board == GAME_BOARD_GRAPH)
		plain_graph(m, v);
	else {
		m->game->position(m->state, text, sizeof text);
		putchar('\n');
		plain_put(text);
		printf("\n\n");
	}
	free(v);
	if (m->game->describe != NULL) {
		m->game->describe(m->state, text, sizeof text);
		plain_lines(text, 0);
	}
	text[0] = '\0';
	if (!m->game->no_score) {
		narrate_score(m, score, sizeof score);
		if (m->game->score_name != NULL)
			snprintf(text, sizeof text, _("%s: %s."),
			    _(m->game->score_name), score);
		else
			snprintf(text, sizeof text, _("Pieces: %s."), score);
	}
	if ((turn = match_turn(m)) >= 0) {
		narrate_seat(m, turn, who, sizeof who);
		snprintf(score, sizeof score, _("%s to move."), who);
		plain_say("%s%s%s", text, text[0] != '\0' ? " " : "", score);
	} else if (text[0] != '\0')
		plain_say("%s", text);
}

/* Shows the board if something happened since it was last shown. */
static void
plain_board_news(const struct match *m)
{
	if (plain_shown != plain_changes)
		plain_board(m);
}

/* Tells the last event. */
static void
plain_tell(const struct match *m)
{
	char	 text[2048];

	plain_changes++;
	plain_draft[0] = '\0';
	if (m->has_story) {
		narrate_story(m, &m->story, text, sizeof text);
		plain_wrap(text, 0);
	}
}

/*
 * Makes the prompt for the seat to move here: the step of a game that
 * asks for a move in steps, whose line is said as the step begins, or
 * the seat's name.
 */
static void
plain_prompt(const struct match *m, int turn, char *prompt, size_t len)
{
	struct game_step	 st;
	char			 who[SEAT_NAME_MAX + 64];

	if (turn >= 0 && m->game->step != NULL &&
	    m->game->step(m->state, plain_draft, &st) == 0) {
		if (plain_draft_news != plain_changes ||
		    strcmp(plain_draft_said, plain_draft) != 0) {
			plain_wrap(st.say, 0);
			plain_draft_news = plain_changes;
			snprintf(plain_draft_said, sizeof plain_draft_said,
			    "%s", plain_draft);
		}
		snprintf(prompt, len, "%s", st.prompt);
	} else if (turn >= 0) {
		narrate_seat(m, turn, who, sizeof who);
		snprintf(prompt, len, "%s> ", who);
	} else
		snprintf(prompt, len, "> ");
}

/*
 * The move a line typed by the seat to move stands for: at a step that
 * a bare number completes, the draft and the number; else the line.
 */
static char *
plain_move_text(const struct match *m, int seat, const char *line)
{
	struct game_step	 st;
	char			*text;

	if (seat != GAME_SEAT_ANY && m->game->step != NULL &&
	    m->game->step(m->state, plain_draft, &st) == 0 && st.completes &&
	    *line != '\0' && strspn(line, "0123456789") == strlen(line)) {
		xasprintf(&text, "%s %s", plain_draft, line);
		return (text);
	}
	return (xstrdup(line));
}

/* Lists the commands of a game. */
static void
plain_help(const struct game_entry *g)
{
	static const char *const lines[] = {
		N_("Type a move in the game's notation, or one of these:"),
		N_("  board        show the board"),
		N_("  moves        list the legal moves"),
		N_("  position     show the position in the game's notation"),
		N_("  undo         take back your last move"),
		N_("  save [FILE]  save the game (to FILE, or among your saved "
		    "games)"),
		N_("  resign       give up the game"),
		N_("  rules        show the rules"),
		N_("  help         show this list"),
		N_("  quit         leave the game"),
	};
	const struct game_command	*c;
	const char			*board = _(lines[1]);
	char				 name[64], *text;
	size_t				 i;
	int				 col, n;

	/* The game's commands line up with the translated ones: their
	 * help starts where "board"'s does. */
	col = (int)strspn(board, " ");
	col += (int)strcspn(board + col, " ");
	col += (int)strspn(board + col, " ");
	if (col < 4 || col > 30)
		col = 15;
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		plain_put(_(lines[i]));
		putchar('\n');
		if (i != 2 || g->commands == NULL)
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
			wrap_print(stdout, text, _(c->help), WRAP_WIDTH, col);
			free(text);
		}
	}
}

/* Runs a game's own command; 0 if there is no such command. */
static int
plain_game_command(const struct match *m, const char *name, const char *arg)
{
	const struct game_command	*c;
	char				*out;
	int				 error;

	for (c = m->game->commands; c != NULL && c->name != NULL; c++) {
		if (strcmp(c->name, name) != 0)
			continue;
		out = xmalloc(PLAIN_MOVES_MAX);
		out[0] = '\0';
		error = c->run(m->state, arg, plain_draft, sizeof plain_draft,
		    out, PLAIN_MOVES_MAX);
		if (error != 0) {
			snprintf(out, PLAIN_MOVES_MAX, "%s%s%s: %s", name,
			    *arg != '\0' ? " " : "", arg,
			    narrate_error(m->game, error));
			plain_wrap(out, 0);
		} else if (out[0] != '\0')
			plain_lines(out, 0);
		free(out);
		return (1);
	}
	return (0);
}

/* Shows a game's rules, paragraph by paragraph. */
static void
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

/* Saves to a file, or with a dated name among the saved games. */
static void
plain_save(const struct match *m, const char *file)
{
	char		*dir, *path, *cause, stamp[32];
	time_t		 now = time(NULL);
	struct tm	*tm = localtime(&now);

	if (*file == '\0') {
		if ((dir = paths_saves(1, &cause)) == NULL) {
			plain_wrap(cause, 0);
			free(cause);
			return;
		}
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", tm);
		xasprintf(&path, "%s/%s-%s.tabula", dir, m->game->name, stamp);
		free(dir);
	} else
		path = xstrdup(file);
	if (match_save(m, path, &cause) != 0) {
		plain_wrap(cause, 0);
		free(cause);
	} else
		plain_say(_("Saved to %s."), path);
	free(path);
}

/*
 * Handles one line typed at a game's prompt, by the seat whose move is
 * asked for, or GAME_SEAT_ANY.
 */
static enum plain_end
plain_command(struct match *m, int seat, char *line)
{
	char	*arg, *space, *moves, *text;
	int	 error, n;

	if ((space = strchr(line, ' ')) != NULL) {
		*space = '\0';
		arg = space + 1 + strspn(space + 1, " \t");
	} else
		arg = line + strlen(line);

	if (*line == '\0')
		return (PLAIN_CONTINUE);
	if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0)
		return (PLAIN_QUIT);
	if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0)
		plain_help(m->game);
	else if (strcmp(line, "board") == 0)
		plain_board(m);
	else if (strcmp(line, "rules") == 0)
		plain_rules(m->game);
	else if (strcmp(line, "moves") == 0) {
		moves = xmalloc(PLAIN_MOVES_MAX);
		n = m->game->moves(m->state, moves, PLAIN_MOVES_MAX);
		if (n == 0)
			plain_wrap(_("No moves: the game is over."), 0);
		else {
			plain_say(ngettext("%d legal move:", "%d legal moves:",
			    n), n);
			plain_lines(moves, 2);
		}
		free(moves);
	} else if (strcmp(line, "position") == 0) {
		moves = xmalloc(GAME_TEXT_MAX);
		m->game->position(m->state, moves, GAME_TEXT_MAX);
		plain_put(moves);
		putchar('\n');
		free(moves);
	} else if (strcmp(line, "undo") == 0) {
		if (!match_is_local(m))
			plain_wrap(_("Moves cannot be taken back in a network "
			    "game."), 0);
		else if (match_undo(m) != 0)
			plain_wrap(_("There is no move of yours to take "
			    "back."), 0);
		else {
			plain_draft[0] = '\0';
			plain_wrap(_("Move taken back."), 0);
			plain_board(m);
		}
	} else if (strcmp(line, "save") == 0)
		plain_save(m, arg);
	else if (plain_game_command(m, line, arg))
		;
	else {
		if (*arg != '\0')
			*space = ' ';	/* "resign x" is one event */
		if (seat == GAME_SEAT_ANY && m->link != NULL) {
			plain_wrap(_("It is not your turn."), 0);
			return (PLAIN_CONTINUE);
		}
		text = plain_move_text(m, seat, line);
		switch (match_submit(m, seat, text, &error)) {
		case MATCH_REFUSED:
			xasprintf(&moves, "%s: %s", text,
			    narrate_error(m->game, error));
			plain_wrap(moves, 0);
			free(moves);
			break;
		case MATCH_PLAYED:
			plain_tell(m);
			break;
		}
		free(text);
	}
	return (PLAIN_CONTINUE);
}

/* A computer's seat as the lobby tells it: "the computer, level 3". */
static void
plain_computer_seat(const struct match *m, int seat, char *buf, size_t len)
{
	char	 level[64];

	game_level_name(m->game, m->seats[seat].level, level, sizeof level);
	snprintf(buf, len, _("the computer, %s"), level);
}

/* Lists a hub's seats and who is in them. */
static void
plain_seats(const struct match *m)
{
	char		 who[SEAT_NAME_MAX + 64], state[128];
	const char	*side;
	int		 i;

	for (i = 0; i < m->nseats; i++) {
		side = _(m->game->sides[i]);
		switch (m->seats[i].state) {
		case SEAT_WAITING:
			if (m->seats[i].kind == SEAT_COMPUTER)
				plain_computer_seat(m, i, state, sizeof state);
			else
				snprintf(state, sizeof state, "%s",
				    _("waiting for a player"));
			break;
		case SEAT_AWAY:
			snprintf(state, sizeof state, _("%s, away"),
			    m->seats[i].name);
			break;
		case SEAT_PLAYED_BY_HUB:
			snprintf(state, sizeof state, _("%s, played by the "
			    "computer"), m->seats[i].name[0] != '\0' ?
			    m->seats[i].name : side);
			break;
		default:
			if (m->seats[i].kind == SEAT_COMPUTER)
				plain_computer_seat(m, i, state, sizeof state);
			else
				snprintf(state, sizeof state, "%s",
				    m->seats[i].name);
			break;
		}
		snprintf(who, sizeof who, "%s", side);
		plain_say(_("  Seat %d (%s): %s%s"), i + 1, who, state,
		    i == m->here ? _(" (you)") : "");
	}
}

/* The lobby's help, for the host or a guest. */
static void
plain_lobby_help(const struct match *m)
{
	char	 text[512];

	if (m->host) {
		snprintf(text, sizeof text, _("Others join with: %s"),
		    match_join_command(m));
		plain_wrap(text, 0);
		plain_wrap(_("Type start when every seat is taken, computer "
		    "SEAT [LEVEL] to give a seat to the computer, free SEAT to "
		    "take it back, seats to list them, or quit."), 0);
	} else
		plain_wrap(_("The host starts the game when every seat is "
		    "taken.  Type seats to list them, or quit."), 0);
}

/* Handles a line typed in a hub's lobby. */
static enum plain_end
plain_lobby_command(struct match *m, char *line)
{
	int	 seat, level, n;

	if (strcmp(line, "seats") == 0)
		plain_seats(m);
	else if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0)
		plain_lobby_help(m);
	else if (m->host && strcmp(line, "start") == 0) {
		if (!match_ready(m))
			plain_wrap(_("Some seats are still waiting for a "
			    "player."), 0);
		else
			match_start(m);
	} else if (m->host && ((n = sscanf(line, "computer %d %d", &seat,
	    &level)) >= 1 || sscanf(line, "free %d", &seat) == 1)) {
		if (strncmp(line, "free", 4) == 0)
			level = 0;
		else if (n == 1)
			level = m->game->default_level;
		if (seat < 2 || seat > m->nseats || level < 0 ||
		    level > m->game->max_level)
			plain_wrap(_("There is no such seat or level."), 0);
		else
			match_give_computer(m, seat - 1, level);
	} else
		plain_wrap(_("That is not a lobby command; type help."), 0);
	return (PLAIN_CONTINUE);
}

/* Tells what advancing the match brought; PLAIN_QUIT when the game was
 * ended for everyone, or the computer could not play. */
static enum plain_end
plain_news(struct match *m, const struct match_news *n)
{
	char	 text[512];

	if (n->events)
		plain_tell(m);
	if (n->started) {
		plain_wrap(_("The game begins."), 0);
		plain_board(m);
	}
	if (narrate_news(m, n, text, sizeof text) != NARRATE_NONE)
		plain_wrap(n->lost ? _("The hub went away; trying to reach it "
		    "again.  Type quit to give up.") : text, 0);
	if (n->back)
		plain_board(m);
	return (n->ended || n->failed ? PLAIN_QUIT : PLAIN_CONTINUE);
}

/*
 * Waits for a line typed here (1) or for news of the match (0).  In a
 * local game, nothing is read while its computer thinks, and the input
 * is read as it comes, buffered, the rest of the time.
 */
static int
plain_wait(const struct match *m)
{
	struct pollfd	 p[2];
	int		 n = 0, timeout;

	if (m->link == NULL && !match_thinking(m))
		return (1);
	if (m->link != NULL) {
		p[n].fd = STDIN_FILENO;
		p[n++].events = POLLIN;
	}
	if ((p[n].fd = match_fd(m, &timeout)) >= 0)
		p[n++].events = POLLIN;
	if (poll(p, n, timeout) <= 0)
		return (0);
	return (p[0].fd == STDIN_FILENO &&
	    (p[0].revents & (POLLIN | POLLHUP)) != 0);
}

/* Leaving a hub's game: the seat only, or the game for everyone. */
static enum plain_end
plain_net_quit(struct match *m)
{
	char	*line;

	if (m->here < 0) {
		match_leave(m, 0);
		return (PLAIN_QUIT);
	}
	line = plain_read(_("Type leave to leave your seat (the game goes "
	    "on without you), end to end the game for everyone, or anything "
	    "else to stay: "));
	if (line == NULL || strcmp(line, "leave") == 0) {
		match_leave(m, 0);
		return (line == NULL ? PLAIN_EOF : PLAIN_QUIT);
	}
	if (strcmp(line, "end") == 0) {
		match_leave(m, 1);
		return (PLAIN_QUIT);
	}
	return (PLAIN_CONTINUE);
}

/* Handles a line typed in a hub's game, lobby or not. */
static enum plain_end
plain_net_command(struct match *m, int seat, char *line)
{
	if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0)
		return (plain_net_quit(m));
	if (strcmp(line, "leave") == 0) {
		match_leave(m, 0);
		return (PLAIN_QUIT);
	}
	if (strcmp(line, "end") == 0 && m->here >= 0) {
		match_leave(m, 1);
		return (PLAIN_QUIT);
	}
	if (!m->started)
		return (plain_lobby_command(m, line));
	return (plain_command(m, seat, line));
}

/* Tells the end of the game, with what may still be done. */
static void
plain_over(struct match *m)
{
	char	 text[1024];

	plain_board_news(m);
	narrate_result(m, text, sizeof text);
	plain_wrap(text, 0);
	plain_wrap(match_is_local(m) ? _("Type undo to take back a move, "
	    "save to keep the game, or quit.") : _("Type save to keep the "
	    "game, or quit."), 0);
}

/*
 * Says whose turn it is, when it changed: the prompt of the seat asked
 * here, and in a hub's game who else the game waits for.  *prompted is
 * set once the prompt is out.
 */
static void
plain_turn(struct match *m, int *waited, int *prompted)
{
	char	 who[SEAT_NAME_MAX + 64], text[1024], prompt[sizeof who + 4];
	int	 turn = match_turn(m), asks = match_asks(m);

	if (asks < 0 && m->link != NULL && m->started && turn >= 0 &&
	    *waited != turn && m->paused < 0) {
		plain_board_news(m);
		narrate_seat(m, turn, who, sizeof who);
		snprintf(text, sizeof text, _("Waiting for %s."), who);
		plain_wrap(text, 0);
		*waited = turn;
	}
	if (*prompted || (m->link != NULL && asks < 0) ||
	    (m->link == NULL && match_thinking(m)))
		return;
	if (asks >= 0)
		plain_board_news(m);
	plain_prompt(m, turn, prompt, sizeof prompt);
	plain_put(prompt);
	*prompted = 1;
	*waited = turn;
}

/*
 * Plays a match at the prompt until it is left or the input ends: a
 * local game, or a hub's, from its lobby on.  The news of the match is
 * told as it comes.
 */
static enum plain_end
plain_play(struct match *m)
{
	struct match_news	 news;
	char			*line;
	int			 told = 0, waited = GAME_TURN_OVER, seats = 0;
	int			 prompted = 0, turn;
	enum plain_end		 end;

	if (m->link != NULL) {
		setvbuf(stdin, NULL, _IONBF, 0);  /* poll must see every line */
		while (match_advance(m, &news) > 0)
			;	/* the seats as the hub has them */
		if (m->started)
			plain_board(m);
		else {
			plain_seats(m);
			plain_lobby_help(m);
		}
	} else
		plain_wrap(_("Type help for the commands."), 0);
	for (;;) {
		while (match_advance(m, &news) > 0) {
			/* A change of seats is told once they have all come. */
			seats |= news.lobby;
			if (!news.lobby)
				prompted = 0;	/* something was said */
			if ((end = plain_news(m, &news)) != PLAIN_CONTINUE)
				return (end);
		}
		if (seats && !m->started)
			plain_seats(m);
		seats = 0;
		turn = match_turn(m);
		if (m->started && turn == GAME_TURN_OVER && !told) {
			plain_over(m);
			told = 1;
		} else if (turn != GAME_TURN_OVER)
			told = 0;
		plain_turn(m, &waited, &prompted);
		if (!plain_wait(m))
			continue;
		prompted = 0;
		if ((line = plain_getline()) == NULL) {
			match_leave(m, 0);
			return (PLAIN_EOF);
		}
		if (m->link != NULL)
			end = plain_net_command(m, match_asks(m) >= 0 ?
			    turn : GAME_SEAT_ANY, line);
		else
			end = plain_command(m, turn >= 0 ? turn :
			    GAME_SEAT_ANY, line);
		if (end != PLAIN_CONTINUE)
			return (end);
	}
}

/* Plays a match started from the command line, here or at a hub. */
int
plain_game(struct match *m)
{
	plain_echo = !isatty(STDIN_FILENO);
	plain_play(m);
	return (0);
}

/* Reads a number from 1 to max; 0 at the end of the input. */
static int
plain_choose(int max)
{
	char	 prompt[64], *line, *end;
	long	 n;

	snprintf(prompt, sizeof prompt, _("Choose 1-%d: "), max);
	for (;;) {
		if ((line = plain_read(prompt)) == NULL)
			return (0);
		n = strtol(line, &end, 10);
		if (end != line && *end == '\0' && n >= 1 && n <= max)
			return ((int)n);
		plain_say(_("Please type a number from 1 to %d."), max);
	}
}

/* Asks for the players and the board, then plays the game. */
static enum plain_end
plain_setup(const struct game_entry *g)
{
	struct match_config	 c;
	struct match		*m;
	struct seat		 seats[GAME_SEATS_MAX];
	char			 prompt[512], *players, *board = NULL, *cause;
	char			**names;
	int			 n, i;
	enum plain_end		 end;

	plain_wrap(_(g->title), 0);
	for (;;) {
		snprintf(prompt, sizeof prompt, _("Players in turn order, "
		    "each human or computer:LEVEL (1-%d) [%s]: "),
		    g->max_level, g->default_players);
		if ((players = plain_read(prompt)) == NULL)
			return (PLAIN_EOF);
		players = xstrdup(*players != '\0' ? players :
		    g->default_players);
		if (match_parse_players(g, players, seats, &n, &cause) == 0)
			break;
		plain_wrap(cause, 0);
		free(cause);
		free(players);
	}
	if ((n = match_list_boards(g, &names)) > 0) {
		plain_wrap(_("Boards:"), 0);
		prompt[0] = '\0';
		for (i = 0; i < n; i++) {
			snprintf(prompt + strlen(prompt),
			    sizeof prompt - strlen(prompt), "%s%s",
			    i > 0 ? ", " : "", names[i]);
			free(names[i]);
		}
		free(names);
		plain_wrap(prompt, 2);
		if ((board = plain_read(_("Board (Enter for the usual one): ")))
		    == NULL) {
			free(players);
			return (PLAIN_EOF);
		}
		board = *board != '\0' ? xstrdup(board) : NULL;
	}

	memset(&c, 0, sizeof c);
	c.game = g;
	c.players = players;
	c.board = board;
	m = match_new(&c, &cause);
	free(players);
	free(board);
	if (m == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_QUIT);
	}
	end = plain_play(m);
	match_free(m);
	return (end);
}

/* Lists the saved games in a directory, newest first. */
static void
plain_list_saves(const char *dir)
{
	struct paths_save	*saves;
	char			 when[64];
	int			 n, i;

	if ((n = paths_list_saves(dir, &saves)) == 0)
		plain_wrap(_("There are no saved games yet."), 0);
	for (i = 0; i < n; i++) {
		strftime(when, sizeof when, "%Y-%m-%d %H:%M",
		    localtime(&saves[i].mtime));
		plain_say("  %s  (%s)", saves[i].name, when);
	}
	paths_free_saves(saves, n);
}

/* Lists saved games, newest first, and plays the one chosen. */
static enum plain_end
plain_resume(void)
{
	char		*dir, *cause, *path, *line;
	struct match	*m;
	enum plain_end	 end;

	if ((dir = paths_saves(0, &cause)) == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_QUIT);
	}
	plain_say(_("Saved games are kept in %s."), dir);
	plain_list_saves(dir);
	line = plain_read(_("File to resume (Enter to go back): "));
	if (line == NULL) {
		free(dir);
		return (PLAIN_EOF);
	}
	if (*line == '\0') {
		free(dir);
		return (PLAIN_QUIT);
	}
	if (strchr(line, '/') == NULL)
		xasprintf(&path, "%s/%s", dir, line);
	else
		path = xstrdup(line);
	free(dir);
	m = match_load(path, &cause);
	free(path);
	if (m == NULL) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_QUIT);
	}
	end = plain_play(m);
	match_free(m);
	return (end);
}

/* Hosts a game: the game, then the seats after the host's. */
static enum plain_end
plain_host(void)
{
	struct match_config	 c;
	struct hub_config	 hc;
	struct hub_started	 hs;
	struct match		*m;
	char			 prompt[256], def[128], *players, *cause, *line;
	int			 n = 0, i;
	enum plain_end		 end;

	for (n = 0; game_table[n] != NULL; n++)
		plain_say("  %d. %s", n + 1, _(game_table[n]->title));
	if ((i = plain_choose(n)) == 0)
		return (PLAIN_EOF);
	snprintf(def, sizeof def, "human");
	for (n = 1; n < game_table[i - 1]->min_seats; n++)
		strcat(def, ",remote");
	snprintf(prompt, sizeof prompt, _("Seats in turn order: yours (human), "
	    "then remote for a player who joins or computer:LEVEL [%s]: "),
	    def);
	if ((line = plain_read(prompt)) == NULL)
		return (PLAIN_EOF);
	players = xstrdup(*line != '\0' ? line : def);
	memset(&c, 0, sizeof c);
	c.game = game_table[i - 1];
	c.players = players;
	c.networked = 1;
	memset(&hc, 0, sizeof hc);
	hc.match = &c;
	if (client_host(&hc, &hs, &m, &cause) != 0) {
		plain_wrap(cause, 0);
		free(cause);
		free(players);
		return (PLAIN_QUIT);
	}
	free(players);
	hub_started_free(&hs);
	end = plain_play(m);
	match_free(m);
	return (end);
}

/* Joins a hub: one of ours by name, or another user's as USER/NAME. */
static enum plain_end
plain_join(void)
{
	struct match	*m;
	char		**names, *line, *cause;
	int		 n, i, watch = 0;
	enum plain_end	 end;

	n = client_list(&names);
	if (n == 0)
		plain_wrap(_("No hub of yours is running here."), 0);
	else
		plain_wrap(_("Your hubs:"), 0);
	for (i = 0; i < n; i++) {
		plain_say("  %s", names[i]);
		free(names[i]);
	}
	free(names);
	line = plain_read(_("Hub to join (NAME, or USER/NAME for another "
	    "user's; watch NAME to watch): "));
	if (line == NULL)
		return (PLAIN_EOF);
	if (*line == '\0')
		return (PLAIN_QUIT);
	if (strncmp(line, "watch ", 6) == 0) {
		watch = 1;
		line += 6;
	}
	if (client_join(line, watch ? CLIENT_WATCH : CLIENT_ANY_SEAT, &m, &cause) != 0) {
		plain_wrap(cause, 0);
		free(cause);
		return (PLAIN_QUIT);
	}
	end = plain_play(m);
	match_free(m);
	return (end);
}

/* Offers the games' rules. */
static enum plain_end
plain_rules_menu(void)
{
	int	 i, n;

	for (n = 0; game_table[n] != NULL; n++) {
		plain_say("  %d. %s", n + 1, _(game_table[n]->title));
	}
	if ((i = plain_choose(n)) == 0)
		return (PLAIN_EOF);
	if (game_table[i - 1]->rules == NULL) {
		plain_wrap(_("The rules of this game are not written yet."), 0);
		return (PLAIN_QUIT);
	}
	plain_rules(game_table[i - 1]);
	return (PLAIN_QUIT);
}

/* The main menu, as numbered choices. */
int
plain_menu(void)
{
	const struct game_entry	*g;
	char			 line[512];
	int			 n, choice;
	enum plain_end		 end = PLAIN_QUIT;

	plain_echo = !isatty(STDIN_FILENO);
	while (end != PLAIN_EOF) {
		putchar('\n');
		plain_wrap(_("Tabula: board games for the terminal."), 0);
		for (n = 0; (g = game_table[n]) != NULL; n++) {
			snprintf(line, sizeof line, "%d. %s: %s", n + 1,
			    _(g->title), _(g->summary));
			plain_wrap_hanging(line, 2, 5);
		}
		plain_say("  %d. %s", n + 1, _("Resume a saved game"));
		plain_say("  %d. %s", n + 2, _("Host a network game"));
		plain_say("  %d. %s", n + 3, _("Join a network game"));
		plain_say("  %d. %s", n + 4, _("Read the rules"));
		plain_say("  %d. %s", n + 5, _("Quit"));
		if ((choice = plain_choose(n + 5)) == 0 || choice == n + 5)
			break;
		if (choice <= n)
			end = plain_setup(game_table[choice - 1]);
		else if (choice == n + 1)
			end = plain_resume();
		else if (choice == n + 2)
			end = plain_host();
		else if (choice == n + 3)
			end = plain_join();
		else
			end = plain_rules_menu();
	}
	return (0);
}
