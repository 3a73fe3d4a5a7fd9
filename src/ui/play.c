/*
 * play.c: the game screen, where a match is played: the board, a panel
 * with the players and the messages, the move prompt, and the keys and
 * clicks that play.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ask.h"
#include "i18n.h"
#include "match.h"
#include "narrate.h"
#include "paths.h"
#include "ui/board.h"
#include "ui/control.h"
#include "ui/curses.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "xmalloc.h"

#define PLAY_LOG_MAX	200	/* messages kept */
#define PLAY_PANEL_MIN	30	/* columns the panel needs at least */
#define PLAY_PANEL_MAX	44	/* and at most: more is only space */
#define PLAY_PANEL_NARROW 24	/* beside a board in its small form */
#define PLAY_NEEDS_MAX	1000	/* the largest terminal thought of */
#define PLAY_WATCH_MS	600	/* a pause between computers' moves, to watch */
#define PLAY_ANSWER_LINES 2000	/* the most lines of a command's answer */
#define PLAY_KEY_REDO	0x12	/* Ctrl-R: redo */
#define PLAY_KEY_HINT	'!'	/* a hint */
#define PLAY_ROWS_BESIDE	5	/* the title and a line above the board; a
				   line, the message and the status below */
#define PLAY_ROWS_PANEL	9	/* the panel's, but for a line per seat and
				   the controller's: those above and below
				   the board, the players' title and a line,
				   the moves' title and the last move */

/* What the line above the status line is doing. */
enum game_line {
	LINE_NOTICE,		/* a message, or nothing */
	LINE_PROMPT,		/* a move being typed */
	LINE_QUIT,		/* asking whether to leave */
	LINE_SAVED		/* saved on leaving: any key leaves */
};

struct play {
	struct match		*m;
	char			 keys[256];	/* a controller's, and more */
	char			**path;		/* where the game is saved */
	struct ui_board		 board;
	int			 board_ok;	/* the board fits */
	struct ui_control	 control;
	struct game_view	*view;
	ui_marks		 marks[GAME_CELLS_MAX];
	int			 cursor;
	int			 cursor_turn;	/* whose the cursor was */
	int			 cursor_left;	/* the player moved it: it stays */

	char			*log[PLAY_LOG_MAX];
	char			 log_note[PLAY_LOG_MAX];	/* not a move:
							   in m only */
	int			 nlog;

	enum game_line		 line;
	char			 input[GAME_EVENT_MAX];
	char			 notice[1024];
	int			 notice_role;

	int			 told_over;
	int			 watch;		/* no human seat: pause between moves */
	struct timespec		 hold;		/* and until when, or zero */
	int			 ended;		/* the hub's game was ended */

	char			 hint[GAME_EVENT_MAX];	/* the last hint, */
	size_t			 hint_events;	/* for the position after
						   this many events */

	/* A review of a saved game (full): m is its position after move,
	 * of moves. */
	const struct match	*full;
	int			 move, moves;
};

static void	play_draw(struct play *);

/* Keeps a message, the oldest going when there are too many. */
static void
play_log_kept(struct play *g, const char *text, int note)
{
	if (g->nlog == PLAY_LOG_MAX) {
		free(g->log[0]);
		memmove(g->log, g->log + 1, (PLAY_LOG_MAX - 1) * sizeof *g->log);
		memmove(g->log_note, g->log_note + 1, PLAY_LOG_MAX - 1);
		g->nlog--;
	}
	g->log_note[g->nlog] = note;
	g->log[g->nlog++] = xstrdup(text);
}

/* Adds a line to the message log. */
static void
play_log(struct play *g, const char *text)
{
	play_log_kept(g, text, 0);
}

/* Keeps a message that is not a move (a refusal, a fault) for m alone:
 * the Moves panel keeps its room for the moves. */
static void
play_log_note(struct play *g, const char *text)
{
	play_log_kept(g, text, 1);
}

/* Shows a message on the line above the status line. */
static void
play_notice(struct play *g, int role, const char *text)
{
	g->line = LINE_NOTICE;
	g->notice_role = role;
	snprintf(g->notice, sizeof g->notice, "%s", text);
}

/* Lets go of the chosen piece, if any. */
static void
play_deselect(struct play *g)
{
	g->control.selected = -1;
	if (g->control.ops != NULL && g->control.ops->reset != NULL)
		g->control.ops->reset(&g->control);
}

/* Takes up a game's controller, or none. */
static void
play_control_open(struct play *g)
{
	memset(&g->control, 0, sizeof g->control);
	g->control.ops = ui_control_find(match_game(g->m)->name);
	g->control.selected = -1;
	g->control.cursor = -1;
	g->control.hint = g->hint;	/* "" once stale: play_hint_marks */
	if (g->control.ops != NULL && g->control.ops->open != NULL)
		g->control.ops->open(&g->control);
}

static void
play_control_close(struct play *g)
{
	if (g->control.ops != NULL && g->control.ops->close != NULL)
		g->control.ops->close(&g->control);
}

/* Tells the last event in the log and in a notice. */
static void
play_tell(struct play *g)
{
	char	 text[512];

	if (match_story(g->m) == NULL)
		return;
	narrate_story(g->m, match_story(g->m), text, sizeof text);
	play_log(g, text);
	play_notice(g, ROLE_NORMAL, text);
}

/* Tells, or with a level given sets, the computer level hints come
 * from, for hint level [N] at the : prompt. */
static void
play_hint_level(struct play *g, const char *arg)
{
	const struct game_entry	*game = match_game(g->m);
	char			 text[256];
	int			 level;

	if (*arg != '\0' && ((level = game_level_find(game, arg,
	    strlen(arg))) < 0 || match_set_hint_level(g->m, level) != 0)) {
		snprintf(text, sizeof text, _("hint level %s: give a level "
		    "from 1 to %d."), arg, game->max_level);
		play_notice(g, ROLE_ERROR, text);
		return;
	}
	narrate_hint_level(g->m, text, sizeof text);
	play_notice(g, ROLE_NORMAL, text);
}

/* Marks the cells of the last hint, while it is for the position shown:
 * those its move starts or ends on, and where it goes. */
static void
play_hint_marks(struct play *g)
{
	const struct game_entry	*game = match_game(g->m);
	struct game_story	*st;
	struct game_view	*v;
	void			*copy;
	int			 i, n;

	if (g->hint[0] == '\0' ||
	    g->hint_events != match_record(g->m)->nevents ||
	    match_turn(g->m) < 0) {
		g->hint[0] = '\0';
		return;
	}
	n = g->view->rows * g->view->cols;
	for (i = 0; game->touches != NULL && i < n; i++)
		if (game->touches(match_state(g->m), g->hint, i))
			g->marks[i] |= UI_MARK_HINT;
	st = xmalloc(sizeof *st);
	v = xmalloc(sizeof *v);
	copy = game->copy(match_state(g->m));
	if (game->play(copy, match_turn(g->m), g->hint, st) == 0) {
		game->view(copy, v);
		for (i = 0; i < n && i < v->rows * v->cols; i++)
			if (v->cells[i].flags & GAME_CELL_MOVED)
				g->marks[i] |= UI_MARK_HINT;
	}
	game->destroy(copy);
	free(v);
	free(st);
}

/*
 * Plays a move for the seat to move, telling it or why it cannot be; in a
 * hub's game the move is sent, and told when the hub says it was played.
 */
static int
play_move(struct play *g, const char *move)
{
	char	 text[512];
	int	 error;

	switch (match_submit(g->m, match_turn(g->m), move, &error)) {
	case MATCH_REFUSED:
		narrate_refusal(g->m, match_turn(g->m), move, error, 0, text,
		    sizeof text);
		/* The message line has two lines: an example that would not
		 * fit is left out rather than cut. */
		if (screen_width(text) > 2 * (COLS - 2))
			snprintf(text, sizeof text, "%s: %s", move,
			    game_error_text(match_game(g->m), error));
		play_notice(g, ROLE_ERROR, text);
		play_log_note(g, text);
		return (-1);
	case MATCH_AWAY:
		play_notice(g, ROLE_ERROR, narrate_hub_away(g->m));
		return (-1);
	case MATCH_PLAYED:
		play_tell(g);
		break;
	}
	play_deselect(g);
	return (0);
}

/*
 * Runs one of the game's own commands typed at the prompt, or answers one
 * of the questions every game is asked in words, as at the plain front
 * end's ("danger", "paths c5", "at d4", "bases"), and shows its answer: on
 * the message line if it fits there, else on the whole screen.  0 if the
 * line names none of them.
 */
static int
play_command(struct play *g, const char *line)
{
	const struct game_command	*c;
	const char			*arg, *paras[PLAY_ANSWER_LINES + 1];
	char				 draft[GAME_DRAFT_MAX], text[512], *out;
	char				 name[32], *p;
	size_t				 len = strcspn(line, " ");
	int				 n, refused;

	static const struct {
		const char	*name;
		int		 key;
	} keys[] = {
		{ "undo", 'u' }, { "redo", PLAY_KEY_REDO },
		{ "hint", PLAY_KEY_HINT }, { "save", 's' }, { "quit", 'q' },
		{ "exit", 'q' }, { "help", '?' }, { "rules", '?' },
		{ "last", 'm' }, { "log", 'm' }
	};
	size_t				 i;

	arg = line[len] == ' ' ? line + len + 1 : "";
	snprintf(name, sizeof name, "%.*s", (int)len, line);
	if (strcmp(name, "hint") == 0 && strncmp(arg, "level", 5) == 0) {
		play_hint_level(g, arg + 5 + strspn(arg + 5, " "));
		return (1);
	}
	/* The plain front end's commands that are keys here: the key. */
	for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (strcmp(name, keys[i].name) == 0 && *arg == '\0') {
			ungetch(keys[i].key);
			return (1);
		}
	out = xmalloc(GAME_ANSWER_MAX);
	if ((c = game_command_find(match_game(g->m), line, len)) == NULL) {
		if ((refused = ask_question(g->m, name, arg, out,
		    GAME_ANSWER_MAX)) < 0) {
			free(out);
			return (0);
		}
	} else if (c->step) {
		snprintf(text, sizeof text, _("%s: choose the cells on the "
		    "board, or type the whole move."), line);
		play_notice(g, ROLE_ERROR, text);
		free(out);
		return (1);
	} else {
		draft[0] = '\0';
		refused = game_command_run(match_game(g->m), c,
		    match_state(g->m), match_you(g->m), arg, draft,
		    sizeof draft, out, GAME_ANSWER_MAX) != 0;
	}
	if (refused) {
		play_notice(g, ROLE_ERROR, out);
		play_log_note(g, out);
	} else if (strchr(out, '\n') == NULL &&
	    screen_width(out) <= 2 * (COLS - 2)) {
		play_notice(g, ROLE_NORMAL, out);
		play_log_note(g, out);
	} else {
		for (n = 0, p = out; p != NULL && *p != '\0' &&
		    n < PLAY_ANSWER_LINES; n++) {
			paras[n] = p;
			if ((p = strchr(p, '\n')) != NULL)
				*p++ = '\0';
		}
		paras[n] = NULL;
		ui_pager(line, paras, 0);
		play_notice(g, ROLE_NORMAL, "");
	}
	free(out);
	return (1);
}

/* Tells what advancing the match brought. */
static void
play_news(struct play *g, const struct match_news *n)
{
	char			 text[512];
	enum narrate_tone	 tone;

	if (n->events)
		play_tell(g);
	if (n->failed)
		g->watch = 0;
	if (n->ended || n->refused || n->freed || n->distrust ||
	    (n->dice && !n->dice_fair))
		g->ended = 1;
	tone = narrate_news(g->m, n, text, sizeof text);
	if (tone == NARRATE_NONE)
		return;
	if (n->hint) {
		/* Marked on the board until the position changes. */
		snprintf(g->hint, sizeof g->hint, "%s", n->text);
		g->hint_events = match_record(g->m)->nevents;
	}
	if (tone != NARRATE_FAULT && !n->hint)
		play_log(g, text);
	else
		play_log_note(g, text);
	/* A damaged record, found as the game ended: shown in a window of
	 * its own, since the end of the game takes the message line. */
	if (n->noted) {
		ui_pager(_("Your record"), (const char *const []){ text, NULL },
		    0);
		return;
	}
	play_notice(g, tone == NARRATE_FAULT ? ROLE_ERROR : tone ==
	    NARRATE_TURN ? ROLE_TITLE : ROLE_NORMAL, text);
}

/* Saves the game, over its file or among the saved games, and says where;
 * -1 if it could not, saying why. */
static int
play_save(struct play *g)
{
	char	*cause, text[1024];

	if (*g->path == NULL &&
	    (*g->path = paths_new_save(match_game(g->m)->name, "",
	    &cause)) == NULL) {
		play_notice(g, ROLE_ERROR, cause);
		free(cause);
		return (-1);
	}
	if (match_save(g->m, *g->path, &cause) != 0) {
		play_notice(g, ROLE_ERROR, cause);
		free(cause);
		return (-1);
	}
	snprintf(text, sizeof text, _("Saved to %s."), *g->path);
	play_notice(g, ROLE_NORMAL, text);
	return (0);
}

/*
 * Saves a game being left and shows where until a key is pressed, so that
 * the path can be read; -1 if it could not be saved, and the game stays.
 * A hangup meanwhile is the game's exit.
 */
static int
play_save_leaving(struct play *g, enum ui_exit *exit)
{
	int	 key;

	match_think_cancel(g->m);
	if (play_save(g) != 0)
		return (-1);
	g->line = LINE_SAVED;
	do {
		play_draw(g);
		key = screen_key(-1);
	} while (key == KEY_RESIZE || key == SCREEN_KEY_NONE);
	if (key == SCREEN_KEY_HANGUP)
		*exit = UI_HANGUP;
	return (0);
}

/*
 * Saves a game whose terminal went away (match_save_hangup): only a local
 * game not over in which a seat (a person or a computer) moved since it
 * was started, loaded or saved, as match_leaving says.  Chance events (Conflict's first roll, Conqueror's drawn start)
 * are not moves: the seed draws them again, so a game where nobody moved
 * leaves no file, and a loaded one is not written again.
 */
static void
play_save_on_hangup(struct play *g)
{
	if (match_leaving(g->m) == MATCH_LEAVE_UNSAVED)
		(void)match_save_hangup(g->m, g->path);
}

/* The whole-screen layout and drawing. */

/* The players, the one to move marked; a narrow panel has no title
 * over them and packs them closer. */
static void
play_draw_players(struct play *g, int y, int x, int w, int narrow)
{
	char		 who[SEAT_NAME_MAX + 64], line[256], glyph[8];
	const char	*mark, *gl;
	int		 i, turn = match_turn(g->m), nx = narrow ? 3 : 4;

	if (!narrow)
		screen_text(y++, x, ROLE_TITLE, _("Players"), w);
	for (i = 0; i < match_nseats(g->m); i++, y++) {
		narrate_seat(g->m, i, who, sizeof who);
		mark = i == turn ? (screen_unicode() ? "▶" : ">") : " ";
		/* A game whose pieces are letters or figures shows seats by
		 * digit. */
		if (match_game(g->m)->piece_letters != NULL ||
		    match_game(g->m)->piece_codes != NULL ||
		    (gl = screen_seat_glyph(i)) == NULL) {
			snprintf(glyph, sizeof glyph, "%c",
			    match_game(g->m)->glyphs[i]);
			gl = glyph;
		}
		screen_text(y, x, ROLE_TITLE, mark, 1);
		screen_text(y, x + nx - 2, ROLE_SEAT + i, gl, 1);
		snprintf(line, sizeof line, "%s%s%s", who,
		    match_you(g->m) == i ? _(" (you)") : "",
		    match_seat(g->m, i)->state == SEAT_AWAY ? _(", away") :
		    "");
		screen_text(y, x + nx, i == turn ? ROLE_TITLE : ROLE_NORMAL,
		    line, w - nx - (narrow ? 4 : 6));
		if (match_game(g->m)->no_score)
			continue;
		snprintf(line, sizeof line, narrow ? "%3d" : "%4d",
		    g->view->score[i]);
		screen_text(y, x + w - (narrow ? 3 : 5), ROLE_NORMAL, line, 5);
	}
}

/* The messages, newest at the bottom, wrapped to the panel. */
static void
play_draw_log(struct play *g, int top, int bottom, int x, int w)
{
	int	 i, y = bottom, lines, newest;

	screen_text(top, x, ROLE_TITLE, _("Moves"), w);
	for (newest = g->nlog - 1; newest >= 0 && g->log_note[newest];
	    newest--)
		;
	for (i = newest; i >= 0 && y > top; i--) {
		if (g->log_note[i])
			continue;
		lines = screen_wrap_lines(w, g->log[i]);
		if (lines < 1)
			lines = 1;
		if (y - lines + 1 <= top && i == newest) {
			/* The newest, too long for the room: its start. */
			screen_wrap(top + 1, x, w, y - top, ROLE_NORMAL,
			    g->log[i]);
			break;
		}
		if (y - lines + 1 <= top)
			break;
		screen_wrap(y - lines + 1, x, w, lines, i == newest ?
		    ROLE_NORMAL : ROLE_DIM, g->log[i]);
		y -= lines;
	}
}

/* The keys that matter now, for the status line. */
static const char *
play_keys(struct play *g)
{
	const char	*keys;
	int		 turn = match_turn(g->m);

	if (g->line == LINE_PROMPT)
		return (_("Type a move, then Enter   Escape: cancel"));
	if (g->line == LINE_QUIT)
		switch (match_leaving(g->m)) {
		case MATCH_LEAVE_SEAT_OR_END:
			return (_("l leave your seat   e end the game for "
			    "everyone   n stay"));
		case MATCH_LEAVE_SEAT:
			return (_("l leave your seat   n stay"));
		default:
			return (_("y leave   s save and leave   n stay"));
		}
	if (g->line == LINE_SAVED)
		return (_("Press any key to leave"));
	if (g->full != NULL)
		return (_("Left, Right: move   Home, End: first, last   "
		    "p play from here   ? help   q leave"));
	if (g->ended)
		return (_("q leave"));
	if (match_away(g->m))
		return (_("The hub is away   s save   ? help   q leave"));
	if (turn == GAME_TURN_OVER && match_from_hub(g->m))
		return (_("r review   s save   ? help   q leave"));
	if (turn == GAME_TURN_OVER && match_versus_computer(g->m) >= 0)
		return (_("n new game, you start   i computer starts   "
		    "u undo   r review   ? help   q leave"));
	if (turn == GAME_TURN_OVER)
		return (_("n new game   u undo   r review   s save   ? help   "
		    "q leave"));
	if (match_thinking(g->m))
		return (_("The computer is thinking   u undo   s save   "
		    "? help   q leave"));
	if (turn >= 0 && !match_is_here(g->m, turn))
		return (_("Waiting for the other players   s save   ? help   "
		    "q leave"));
	if (turn >= 0 && g->control.ops != NULL &&
	    g->control.ops->keys != NULL &&
	    (keys = g->control.ops->keys(&g->control, g->m)) != NULL) {
		/* A game's own keys, then redo and hint where they work. */
		snprintf(g->keys, sizeof g->keys, "%s%s%s", keys,
		    match_can_redo(g->m) ? _("   ^R redo") : "",
		    match_game(g->m)->think != NULL && (!match_from_hub(g->m) ||
		    match_hints_allowed(g->m)) ? _("   ! hint") : "");
		return (g->keys);
	}
	if (match_from_hub(g->m) && match_hints_allowed(g->m))
		return (_("Arrows, Enter: play   : type a move   ! hint   "
		    "s save   ? help   q leave"));
	if (match_from_hub(g->m))
		return (_("Arrows, Enter: play   : type a move   s save   "
		    "? help   q leave"));
	if (match_can_redo(g->m))
		return (_("Arrows, Enter: play   u undo   ^R redo   ! hint   "
		    "s save   ? help   q leave"));
	return (_("Arrows, Enter: play   : type a move   u undo   ! hint   "
	    "s save   ? help   q leave"));
}

/*
 * The title line: the game, and the options of fixed values that are not
 * their default, as the setup screen calls them ("Game type: torus").
 */
static void
play_title(const struct play *g, char *buf, size_t len)
{
	const struct game_entry		*e = match_game(g->m);
	const struct record		*r = match_record(g->m);
	const char			*word;
	char				 words[64];
	size_t				 used;
	int				 i, n = 0;

	used = snprintf(buf, len, "Tabula: %s", _(e->title));
	for (i = 0; i < r->noptions && used < len; i++) {
		if ((word = game_option_words(e, r->option_names[i],
		    r->option_values[i], words, sizeof words)) == NULL)
			continue;
		used += snprintf(buf + used, len - used, "%s%s: %s",
		    n++ == 0 ? " (" : "; ", _(e->options[game_option_index(e,
		    r->option_names[i])].title), word);
	}
	if (n > 0 && used < len)
		snprintf(buf + used, len - used, ")");
}

/*
 * The cell under the cursor in words, for the message line, where a
 * screen reader finds it: "d4, empty, reachable with a clone", since the
 * board says it only in glyphs and reverse video.
 */
static void
play_cell_words(struct play *g, char *buf, size_t len)
{
	ui_marks	 mark = g->marks[g->cursor];
	char		 name[32], words[512];
	const char	*reach = NULL;

	narrate_cell_name(g->view, g->cursor, name, sizeof name);
	narrate_cell_words(g->m, g->view, g->cursor, words, sizeof words);
	if ((mark & UI_MARK_TARGET) && g->control.ops != NULL &&
	    g->control.ops->reach != NULL)
		reach = g->control.ops->reach(&g->control, &g->board,
		    g->cursor);
	snprintf(buf, len, "%s, %s%s%s%s%s", name, words,
	    (mark & UI_MARK_SELECTED) ? _(", selected") : "",
	    !(mark & UI_MARK_TARGET) ? "" : reach != NULL ? reach :
	    _(", reachable"),
	    (mark & UI_MARK_HINT) ? _(", on the hint's move") : "",
	    (g->view->cells[g->cursor].flags & GAME_CELL_MOVED) ?
	    _(", where the last move went") : "");
}

/*
 * Places the board left of the panel on a screen of lines by cols: as
 * large as it fits whole under the title, beside a full panel; else whole
 * in its small form from the top line, beside a narrow panel; else a
 * window of it under the title.  Returns 0, 1 for the small form, or -1
 * if it cannot be drawn at all.
 */
static int
play_place(struct ui_board *b, const struct ui_board_ops *ops,
    const struct game_view *v, int lines, int cols)
{
	int	 roomy;

	b->clipped = b->small = 0;
	roomy = ops->layout(b, v, 2, 1, lines - 5,
	    cols - PLAY_PANEL_MIN - 3) == 0;
	if (roomy && !b->clipped)
		return (0);
	if (ops->layout_small != NULL && ops->layout_small(b, v, 0, 0,
	    lines - 3, cols - PLAY_PANEL_NARROW - 1) == 0)
		return (1);
	b->clipped = b->small = 0;
	if (roomy && ops->layout(b, v, 2, 1, lines - 5,
	    cols - PLAY_PANEL_MIN - 3) == 0)
		return (0);
	return (-1);
}

/* Whether the game screen shows a board whole on a screen of this size. */
static int
play_whole(const struct ui_board_ops *ops, const struct game_view *v,
    int lines, int cols)
{
	struct ui_board	 b;

	memset(&b, 0, sizeof b);
	return (play_place(&b, ops, v, lines, cols) >= 0 && !b.clipped);
}

/*
 * The least terminal, lines by cols, on which the game screen shows a
 * board whole: 0 if the smallest Tabula takes does, 1 if a larger one
 * does, -1 if none does.
 */
int
ui_game_needs(const struct game_view *v, int *lines, int *cols)
{
	const struct ui_board_ops	*ops = ui_board_find(v->board);
	int				 lo, hi, mid;

	*lines = SCREEN_MIN_ROWS;
	*cols = SCREEN_MIN_COLS;
	if (ops == NULL || !play_whole(ops, v, PLAY_NEEDS_MAX, PLAY_NEEDS_MAX))
		return (-1);
	if (play_whole(ops, v, *lines, *cols))
		return (0);
	/* The fewest columns with lines to spare, then the fewest lines. */
	for (lo = SCREEN_MIN_COLS, hi = PLAY_NEEDS_MAX; lo < hi;) {
		mid = (lo + hi) / 2;
		if (play_whole(ops, v, PLAY_NEEDS_MAX, mid))
			hi = mid;
		else
			lo = mid + 1;
	}
	*cols = lo;
	for (lo = SCREEN_MIN_ROWS, hi = PLAY_NEEDS_MAX; lo < hi;) {
		mid = (lo + hi) / 2;
		if (play_whole(ops, v, mid, *cols))
			hi = mid;
		else
			lo = mid + 1;
	}
	*lines = lo;
	return (1);
}

/*
 * Draws the board, and says where the panel goes beside it (from column
 * *px, *pw wide) and where the cursor rests on it (*cy, *cx, or -1);
 * returns 1 if the board is in its small form.  With no board that fits,
 * the position is written in notation.
 */
static int
play_draw_board(struct play *g, int *px, int *pw, int *cy, int *cx)
{
	const struct ui_board_ops	*ops;
	char				 text[GAME_TEXT_MAX];
	int				 turn, small;

	match_game(g->m)->view(match_state(g->m), g->view);
	memset(g->marks, 0, sizeof g->marks);
	turn = g->full != NULL ? GAME_TURN_OVER : match_turn(g->m);
	if (turn >= 0 && match_is_here(g->m, turn) && g->control.ops != NULL &&
	    g->control.ops->preview != NULL)
		g->control.ops->preview(&g->control, g->m, g->view);

	ops = ui_board_find(g->view->board);
	g->board.focus = g->cursor;
	g->board.letters = match_game(g->m)->piece_letters;
	g->board.piece = g->control.ops != NULL ? g->control.ops->piece : NULL;
	small = ops != NULL ? play_place(&g->board, ops, g->view, LINES,
	    COLS) : -1;
	g->board_ok = small >= 0;
	small = small == 1;
	if (small) {
		/* The board from the top line, the title over the panel. */
		*pw = COLS - g->board.w - 1;
		if (*pw > PLAY_PANEL_MAX)
			*pw = PLAY_PANEL_MAX;
		g->board.x += (COLS - g->board.w - 1 - *pw) / 2;
	} else if (g->board_ok) {
		/* Board and panel together, in the middle of a wide screen. */
		*pw = COLS - g->board.w - 4;
		if (*pw > PLAY_PANEL_MAX)
			*pw = PLAY_PANEL_MAX;
		g->board.x += (COLS - 2 - g->board.w - 3 - *pw) / 2;
	}
	if (g->board_ok) {
		g->board.ops = ops;
		if (g->cursor >= g->view->rows * g->view->cols)
			g->cursor = 0;
		if (turn >= 0 && match_is_here(g->m, turn) &&
		    !match_thinking(g->m))
			g->marks[g->cursor] |= UI_MARK_CURSOR;
		if (g->control.ops != NULL)
			g->control.ops->marks(&g->control, g->m, &g->board,
			    g->view, g->marks);
		play_hint_marks(g);
		ops->draw(&g->board, g->view, g->marks,
		    match_game(g->m)->glyphs);
		if (g->marks[g->cursor] & UI_MARK_CURSOR)
			ops->place(&g->board, g->cursor, cy, cx);
		*px = g->board.x + g->board.w + (small ? 1 : 3);
	} else {
		/* No renderer yet: the position in notation. */
		match_game(g->m)->position(match_state(g->m), text,
		    sizeof text);
		screen_wrap(3, 2, COLS / 2 - 4, LINES - 8, ROLE_NORMAL, text);
		*px = COLS / 2;
		*pw = COLS - *px - 1;
	}
	return (small);
}

/*
 * Draws the title and the panel from column px, pw wide: the players, the
 * controller's panel and the messages.  The controller's panel may take
 * the cursor (*cy, *cx).
 */
static void
play_draw_panel(struct play *g, int px, int pw, int small, int *cy, int *cx)
{
	char	 title[256];
	int	 y;

	play_title(g, title, sizeof title);
	if (small)
		screen_text(0, px, ROLE_TITLE, title, pw);
	else
		screen_text(0, 1, ROLE_TITLE, title, COLS - 2);
	play_draw_players(g, small ? 1 : 2, px, pw, small);
	y = small ? 1 + match_nseats(g->m) : 3 + match_nseats(g->m) + 1;
	g->control.at_y = g->control.at_x = -1;
	if (g->control.ops != NULL && g->control.ops->panel != NULL)
		y += g->control.ops->panel(&g->control, g->m, y, px, pw);
	if (g->control.at_y >= 0) {
		*cy = g->control.at_y;
		*cx = g->control.at_x;
	}
	play_draw_log(g, y, LINES - 4, px, pw);
}

/*
 * Draws the message line above the status line, from column x: the move
 * being typed, the question on leaving, or a notice.  The prompt and the
 * question take the cursor (*cy, *cx).  Returns the line where its words
 * begin, one up when a notice takes two.
 */
static int
play_draw_line(struct play *g, int x, int *cy, int *cx)
{
	char		 text[GAME_TEXT_MAX];
	const char	*in;
	int		 y = LINES - 2;

	switch (g->line) {
	case LINE_PROMPT:
		/* A long move scrolls: its end, where one types, shows. */
		in = g->input;
		while (*in != '\0' && screen_width(_("Move:")) + 3 +
		    (int)strlen(in) > COLS - 3)
			in++;
		snprintf(text, sizeof text, "%s %s%s", _("Move:"),
		    in != g->input ? "<" : "", in);
		screen_text(y, x, ROLE_TITLE, text, COLS - 2);
		*cy = y;
		*cx = x + screen_width(text);
		break;
	case LINE_QUIT:
		screen_text(y, x, ROLE_TITLE, match_leaving(g->m) !=
		    MATCH_LEAVE_UNSAVED ? _("Leave this game?") :
		    _("Leave this game? Moves not saved are lost."),
		    COLS - 2);
		*cy = y;
		*cx = COLS - 2;
		break;
	case LINE_NOTICE: case LINE_SAVED:
		/* A notice too long for its line takes the free one above,
		 * so that it ends on the message line. */
		if (g->notice[0] == '\0' && g->control.at_y >= 0 &&
		    g->control.ops->say != NULL) {
			screen_text(y, x, ROLE_NORMAL,
			    g->control.ops->say(&g->control, g->m), COLS - 2);
			break;
		}
		if (g->notice[0] == '\0' && g->board_ok &&
		    (g->marks[g->cursor] & UI_MARK_CURSOR)) {
			play_cell_words(g, text, sizeof text);
			screen_text(y, x, ROLE_NORMAL, text, COLS - 2);
			break;
		}
		if (screen_width(g->notice) > COLS - 2)
			y--;
		screen_wrap(y, x, COLS - 2, 2, g->notice_role, g->notice);
		break;
	}
	return (y);
}

/* Draws the game screen: the board, the panel beside it, the message line
 * and the status line, and puts the cursor where it belongs. */
static void
play_draw(struct play *g)
{
	const char	*keys;
	int		 px, pw, y, x = 1, cy = -1, cx = -1, small;

	if (screen_small()) {
		screen_draw_small();
		return;
	}
	erase();
	small = play_draw_board(g, &px, &pw, &cy, &cx);
	play_draw_panel(g, px, pw, small, &cy, &cx);
	y = play_draw_line(g, x, &cy, &cx);
	/* The controller's keys may do without those it names. */
	keys = play_keys(g);
	ui_status_spare(keys, keys == g->keys ? g->control.ops->spare : NULL);
	/* For a screen reader, the cursor rests where the words are. */
	if (ui_settings.reader && g->line != LINE_PROMPT) {
		cy = y;
		cx = x;
	}
	if (cy >= 0)
		screen_cursor(cy, cx);
	else
		screen_cursor(LINES - 2, 1);
	refresh();
}

/*
 * Tells the screen the smallest terminal the game screen fits: the board
 * at its smallest scale with the lines above and below it, and beside it
 * the panel: the players, the controller's panel and the last move.  It
 * is never more than Tabula's own minimum, where the panel of a large
 * board makes do with the room left; a board shown in a window has no
 * smallest size, and its game needs that minimum.
 */
static void
play_need(struct play *g)
{
	const struct ui_board_ops	*ops;
	const struct ui_control_ops	*c = g->control.ops;
	int				 bh, bw, ph = 0, pw = 0, rows, cols;

	match_game(g->m)->view(match_state(g->m), g->view);
	ops = ui_board_find(g->view->board);
	if (ops == NULL || ops->smallest == NULL) {
		screen_need(0, 0);
		return;
	}
	g->board.piece = c != NULL ? c->piece : NULL;
	ops->smallest(&g->board, g->view, &bh, &bw);
	if (c != NULL) {
		ph = c->panel_h;
		pw = c->panel_w;
	}
	/* As play_draw places them: the board from the second column, and
	 * the panel three columns right of it, to the last. */
	rows = PLAY_ROWS_PANEL + match_nseats(g->m) + ph;
	if (rows > SCREEN_MIN_ROWS)
		rows = SCREEN_MIN_ROWS;
	if (rows < bh + PLAY_ROWS_BESIDE)
		rows = bh + PLAY_ROWS_BESIDE;
	cols = 1 + bw + 3 + pw;
	if (cols > SCREEN_MIN_COLS)
		cols = SCREEN_MIN_COLS;
	if (cols < bw + 3 + PLAY_PANEL_MIN)
		cols = bw + 3 + PLAY_PANEL_MIN;
	screen_need(rows, cols);
}

/* Moves the cursor by a step, on boards that have cells; the message line
 * says the cell it comes to, in place of the last news. */
static void
play_step(struct play *g, int dy, int dx)
{
	if (g->board_ok) {
		g->cursor = g->board.ops->step(&g->board, g->cursor, dy, dx);
		g->cursor_left = 1;
		if (g->line == LINE_NOTICE || g->line == LINE_SAVED)
			play_notice(g, ROLE_NORMAL, "");
	}
}

/* What the controller made of a choice or a key. */
static void
play_choice(struct play *g, enum ui_choice choice, const char *move,
    const char *why)
{
	switch (choice) {
	case UI_CHOICE_MOVE:
		play_move(g, move);
		break;
	case UI_CHOICE_SELECT:
		play_notice(g, ROLE_NORMAL, why != NULL ? why : "");
		break;
	case UI_CHOICE_REFUSED:
		play_notice(g, ROLE_ERROR, why != NULL ? why : "");
		if (why != NULL && *why != '\0')
			play_log_note(g, why);
		break;
	case UI_CHOICE_NONE:
		break;
	}
	if (g->control.cursor >= 0) {
		g->cursor = g->control.cursor;
		g->control.cursor = -1;
	}
}

/* A cell was chosen: the controller makes a move of it, or says why not. */
static void
play_choose(struct play *g, int cell, enum ui_how how)
{
	char		 move[GAME_EVENT_MAX];
	const char	*why = NULL;
	enum ui_choice	 choice;

	if (g->control.ops == NULL) {
		play_notice(g, ROLE_NORMAL, _("Type the move: press : first."));
		return;
	}
	choice = g->control.ops->choose(&g->control, g->m, &g->board, g->view,
	    cell, how, move, sizeof move, &why);
	play_choice(g, choice, move, why);
}

/* The help: the keys, then the rules of the game. */
static void
play_help(struct play *g)
{
	static const char *const keys[] = {
		N_("Keys: the arrow keys, or h j k l, move the cursor over "
		    "the board; y or Home moves it up and left, Page Up up and "
		    "right, b or End down and left, n or Page Down down and "
		    "right.  Enter, the space bar or a click chooses the cell "
		    "under it, as the game's own keys below say."),
		N_("To type a move in the game's notation, press : or start "
		    "typing it, and press Enter; : resign and Enter gives up "
		    "the game."),
		N_("u takes back your last move, Ctrl-R plays it again, s "
		    "saves the game, ? shows this help, q leaves the game (it "
		    "asks first if a move is not saved)."),
		N_("m shows the messages of the game so far, the latest at "
		    "the bottom."),
		N_("When a game is over, n starts a new one (against the "
		    "computer, n one where you play first, i one where it "
		    "does) and r reviews its moves."),
		N_("The terminal cursor always rests on the cell or the item "
		    "in focus, and every move is told in the message area."),
	};
	const struct game_command	*c;
	struct game_view	*v;
	const char	*paras[64];
	char		*said[17];
	int		 n = 0, i, nsaid = 0;

	for (i = 0; i < (int)(sizeof keys / sizeof keys[0]); i++)
		paras[n++] = _(keys[i]);
	for (i = 0; g->control.ops != NULL && g->control.ops->help != NULL &&
	    g->control.ops->help[i] != NULL && n < 32; i++)
		paras[n++] = _(g->control.ops->help[i]);
	/* After the game's own keys, which come first on a small screen. */
	paras[n++] = _("! asks the computer for a hint: its choice of move "
	    "for you, told in the message line and marked on the board, never "
	    "played.  At the : prompt, hint level N sets how well it plays for "
	    "hints (a middle level at first).  Ctrl-R plays a move taken back "
	    "again until a new move is made.  In a network game, hints are "
	    "there only if the host allowed them.");
	/* The questions of ask_question(), by the board. */
	v = xmalloc(sizeof *v);
	match_game(g->m)->view(match_state(g->m), v);
	xasprintf(&said[nsaid], "%s%s", _("Questions at the : prompt: at "
	    "SQUARE, what is there; pieces [PLAYER], where the pieces are; "
	    "moves [SQUARE], the legal moves; status, how things stand.  "
	    "There undo, redo, hint, save, help, log and quit do what their "
	    "keys do."),
	    v->board == GAME_BOARD_TERRAIN ? _("  And bases, who holds each "
	    "base and mine.") : v->board == GAME_BOARD_HEX ? _("  And "
	    "neighbours CELL, what is next to it.") : "");
	paras[n++] = said[nsaid++];
	free(v);
	c = match_game(g->m)->commands;
	if (c != NULL && c->name != NULL)
		paras[n++] = _("At the : prompt, these commands of the "
		    "game answer questions:");
	for (; c != NULL && c->name != NULL && nsaid < 16; c++) {
		if (c->step)
			continue;
		xasprintf(&said[nsaid], "%s%s%s: %s", c->name,
		    *c->arg != '\0' ? " " : "",
		    *c->arg != '\0' ? _(c->arg) : "", _(c->help));
		paras[n++] = said[nsaid++];
	}
	for (i = 0; match_game(g->m)->rules != NULL &&
	    match_game(g->m)->rules[i] != NULL && n < 63; i++)
		paras[n++] = _(match_game(g->m)->rules[i]);
	paras[n] = NULL;
	ui_pager(_(match_game(g->m)->title), paras, 0);
	while (nsaid > 0)
		free(said[--nsaid]);
}

/* The messages so far, on the whole screen. */
static void
play_messages(struct play *g)
{
	const char	*paras[PLAY_LOG_MAX + 1];
	int		 i;

	for (i = 0; i < g->nlog; i++)
		paras[i] = g->log[i];
	paras[i] = NULL;
	ui_pager(_("Messages"), paras, 1);
}

/* Handles a key while the move prompt is open. */
static void
play_prompt_key(struct play *g, int key)
{
	size_t	 len = strlen(g->input);

	switch (key) {
	case 27:
		g->input[0] = '\0';
		play_notice(g, ROLE_NORMAL, "");
		break;
	case '\r': case '\n': case KEY_ENTER:
		g->line = LINE_NOTICE;
		if (len > 0 && g->input[len - 1] == ' ')
			g->input[--len] = '\0';
		if (len > 0 && !play_command(g, g->input))
			play_move(g, g->input);
		g->input[0] = '\0';
		break;
	case KEY_BACKSPACE: case 127: case 8:
		if (len > 0)
			g->input[len - 1] = '\0';
		break;
	default:
		/* Words are separated by single spaces, as in notation. */
		if (key == ' ' && (len == 0 || g->input[len - 1] == ' '))
			break;
		if (key >= 0x20 && key < 0x7f && len + 1 < sizeof g->input) {
			g->input[len] = key;
			g->input[len + 1] = '\0';
		} else if (key >= 0x20 && key < 0x7f)
			beep();		/* no move is that long */
		break;
	}
}

/* Whether a key starts a typed move: it is not bound to anything else. */
static int
play_starts_move(int key)
{
	return ((key >= 'a' && key <= 'z' && strchr("bhjklmnqsuy", key) ==
	    NULL) || (key >= '0' && key <= '9') || (key >= 'A' && key <= 'Z'));
}

/*
 * Handles q: a game with nothing to lose (a local game saved since its
 * last move, or over, where n and i start the next; a spectator's) is left
 * at once, else the game asks.  Returns 1 to leave the game.
 */
static int
play_quit(struct play *g, enum ui_exit *exit)
{
	match_think_cancel(g->m);
	if (match_leaving(g->m) == MATCH_LEAVE_NOW) {
		match_leave(g->m, 0);
		*exit = UI_LEAVE;
		return (1);
	}
	g->line = LINE_QUIT;
	return (0);
}

/* Handles a key while the game asks whether to leave; returns 1 to leave
 * the game. */
static int
play_quit_key(struct play *g, int key, enum ui_exit *exit)
{
	enum match_leaving leaving = match_leaving(g->m);

	if (leaving != MATCH_LEAVE_UNSAVED &&
	    (key == 'l' || (key == 'e' && match_may_end(g->m)))) {
		match_leave(g->m, key == 'e');
		*exit = UI_LEAVE;
		return (1);
	}
	if ((key == 'y' || key == 's') &&
	    leaving == MATCH_LEAVE_UNSAVED) {
		*exit = UI_LEAVE;
		if (key == 's' && play_save_leaving(g, exit) != 0)
			return (0);
		return (1);
	}
	if (key == 'n' || key == 27 || key == 'q')
		play_notice(g, ROLE_NORMAL, "");
	return (0);
}

/* The keys that move the cursor a step, and the step each makes. */
static const struct play_step_key {
	int	 key, dy, dx;
} play_step_keys[] = {
	{ KEY_UP, 1, 0 }, { 'k', 1, 0 },
	{ KEY_DOWN, -1, 0 }, { 'j', -1, 0 },
	{ KEY_LEFT, 0, -1 }, { 'h', 0, -1 },
	{ KEY_RIGHT, 0, 1 }, { 'l', 0, 1 },
	{ 'y', 1, -1 }, { KEY_HOME, 1, -1 }, { KEY_A1, 1, -1 },
	{ KEY_PPAGE, 1, 1 }, { KEY_A3, 1, 1 },
	{ 'b', -1, -1 }, { KEY_END, -1, -1 }, { KEY_C1, -1, -1 },
	{ KEY_NPAGE, -1, 1 }, { KEY_C3, -1, 1 },
};

/* Moves the cursor a step if the key is one of play_step_keys; returns 1
 * if it is. */
static int
play_step_key(struct play *g, int key)
{
	size_t	 i;

	for (i = 0; i < sizeof play_step_keys / sizeof play_step_keys[0]; i++)
		if (play_step_keys[i].key == key) {
			play_step(g, play_step_keys[i].dy,
			    play_step_keys[i].dx);
			return (1);
		}
	return (0);
}

/* Takes back the last move of the player's, for u. */
static void
play_undo(struct play *g)
{
	struct match_undone undone;
	char		 text[512];

	if (!match_is_local(g->m))
		play_notice(g, ROLE_ERROR, _("Moves cannot be taken "
		    "back in a network game."));
	else if (match_undo(g->m, &undone) != 0)
		play_notice(g, ROLE_ERROR, _("There is no move of yours "
		    "to take back."));
	else {
		narrate_undone(g->m, &undone, text, sizeof text);
		play_log(g, text);
		play_notice(g, ROLE_NORMAL, text);
		g->told_over = 0;
		play_deselect(g);
	}
}

/* Plays again the move undo took back, for Ctrl-R; what followed it
 * comes again as news. */
static void
play_redo(struct play *g)
{
	if (!match_is_local(g->m))
		play_notice(g, ROLE_ERROR, _("Moves cannot be taken back in a "
		    "network game, nor played again."));
	else if (match_redo(g->m) != 0)
		play_notice(g, ROLE_ERROR, _("There is no move taken back to "
		    "play again."));
	else {
		g->told_over = 0;
		play_deselect(g);
		play_tell(g);
	}
}

/* Asks for a hint, for !: it comes as news. */
static void
play_hint(struct play *g)
{
	char	 why[256];
	int	 r = match_hint(g->m);

	if (r == MATCH_HINT_STARTED)
		play_notice(g, ROLE_NORMAL, _("Looking for a hint..."));
	else {
		narrate_hint_refused(r, why, sizeof why);
		play_notice(g, ROLE_ERROR, why);
	}
}

/*
 * Handles n or i: a new game once this one is over (against the computer,
 * n is one the human starts and i one the computer starts); else n is a
 * step.  Returns 1 to leave the game for the new one, 0 if done, -1 if i
 * is no more than a key typed.
 */
static int
play_new_key(struct play *g, int key, enum ui_exit *exit)
{
	int	 seat;

	if (match_turn(g->m) == GAME_TURN_OVER && !match_from_hub(g->m)) {
		seat = match_versus_computer(g->m);
		if (seat < 0 && key == 'i')
			return (0);
		*exit = seat < 0 || seat == (key == 'i') ?
		    UI_NEW_GAME : UI_NEW_GAME_SWAPPED;
		return (1);
	}
	if (key == 'i')
		return (-1);
	play_step(g, -1, 1);
	return (0);
}

/* Handles Enter or space: chooses the cell under the cursor, or says why
 * the player cannot. */
static void
play_enter(struct play *g, int human)
{
	if (human && g->board_ok)
		play_choose(g, g->cursor, UI_BY_KEY);
	else if (match_thinking(g->m))
		play_notice(g, ROLE_NORMAL, _("Wait: the computer is "
		    "thinking."));
	else if (match_away(g->m) || match_held(g->m))
		play_notice(g, ROLE_ERROR, narrate_hub_away(g->m));
}

/* Handles a click of the mouse: on a cell of the board, the cursor goes
 * there and chooses it; elsewhere, the controller may take it. */
static void
play_click(struct play *g, int human)
{
	char		 move[GAME_EVENT_MAX];
	const char	*why = NULL;
	enum ui_choice	 choice;
	int		 y, x, cell;

	screen_mouse(&y, &x);
	if (!g->board_ok || (cell = g->board.ops->hit(&g->board, y,
	    x)) < 0) {
		if (human && g->control.ops != NULL &&
		    g->control.ops->click != NULL) {
			choice = g->control.ops->click(&g->control,
			    g->m, y, x, move, sizeof move, &why);
			play_choice(g, choice, move, why);
		}
		return;
	}
	g->cursor = cell;
	if (human)
		play_choose(g, cell, UI_BY_MOUSE);
}

/*
 * r at the end of a game: reviews it, and plays the games made from its
 * positions, coming back to the review after each; then back to the
 * game.  1 (*exit UI_HANGUP) if the terminal went away.
 */
static int
play_review_over(struct play *g, enum ui_exit *exit)
{
	struct match	*from;
	int		 move = match_review_moves(g->m);

	for (;;) {
		if (ui_review(g->m, NULL, &move, &from) == UI_HANGUP) {
			*exit = UI_HANGUP;
			return (1);
		}
		if (from == NULL)
			break;
		/* The game from here, and the new games after it. */
		if (ui_play_games(from, NULL) == -2) {
			*exit = UI_HANGUP;
			return (1);
		}
	}
	play_need(g);
	return (0);
}

/* Handles a key at the board; returns 1 to leave the game. */
static int
play_key(struct play *g, int key, enum ui_exit *exit)
{
	char		 move[GAME_EVENT_MAX];
	const char	*why = NULL;
	enum ui_choice	 choice;
	int		 human, y, x, cell, leave;

	/* A click on a hint of the status line is its key. */
	if (key == SCREEN_KEY_CLICK) {
		screen_mouse(&y, &x);
		if (y == LINES - 1 && (cell = ui_status_key(x)) != 0)
			key = cell;
	}

	human = match_asks(g->m) >= 0;
	if (g->line == LINE_PROMPT) {
		play_prompt_key(g, key);
		return (0);
	}
	if (g->line == LINE_QUIT)
		return (play_quit_key(g, key, exit));
	if (g->ended && key == 'q') {
		*exit = UI_LEAVE;
		return (1);
	}
	if (human && g->board_ok && g->control.ops != NULL &&
	    g->control.ops->key != NULL) {
		choice = g->control.ops->key(&g->control, g->m, &g->board,
		    g->view, key, g->cursor, move, sizeof move, &why);
		if (choice != UI_CHOICE_NONE) {
			play_choice(g, choice, move, why);
			return (0);
		}
	}
	if (play_step_key(g, key))
		return (0);
	switch (key) {
	case 'q':
		return (play_quit(g, exit));
	case '?': case KEY_F(1):
		play_help(g);
		return (0);
	case 'm':
		play_messages(g);
		return (0);
	case 's':
		play_save(g);
		return (0);
	case 'u':
		play_undo(g);
		return (0);
	case PLAY_KEY_REDO:
		play_redo(g);
		return (0);
	case PLAY_KEY_HINT:
		play_hint(g);
		return (0);
	case 'n': case 'i':
		if ((leave = play_new_key(g, key, exit)) >= 0)
			return (leave);
		break;
	case 'r':
		if (match_turn(g->m) == GAME_TURN_OVER)
			return (play_review_over(g, exit));
		break;
	case 27: case SCREEN_KEY_RIGHT_CLICK:
		play_deselect(g);
		play_notice(g, ROLE_NORMAL, "");
		return (0);
	case ':':
		if (human) {
			g->line = LINE_PROMPT;
			g->input[0] = '\0';
		}
		return (0);
	case '\r': case '\n': case KEY_ENTER: case ' ':
		play_enter(g, human);
		return (0);
	case SCREEN_KEY_CLICK:
		play_click(g, human);
		return (0);
	}
	if (human && play_starts_move(key)) {
		g->line = LINE_PROMPT;
		g->input[0] = key;
		g->input[1] = '\0';
	}
	return (0);
}

/*
 * Puts the cursor on the new mover's pieces when the turn changes; at the
 * start, a player waiting for their turn finds it at home.
 */
static void
play_follow_turn(struct play *g)
{
	int	 turn = match_turn(g->m), first = g->cursor_turn == -1;
	int	 seat;

	if (turn == g->cursor_turn || turn < 0 || g->control.ops == NULL)
		return;
	g->cursor_turn = turn;
	if (match_is_here(g->m, turn) && first)
		seat = turn;
	else if (match_is_here(g->m, turn) && g->cursor_left)
		return;		/* where the player left it */
	else if (match_is_here(g->m, turn))
		seat = turn;
	else if (first) {
		for (seat = 0; seat < match_nseats(g->m) &&
		    !match_is_here(g->m, seat); seat++)
			;
		if (seat == match_nseats(g->m))
			return;
	} else
		return;
	match_game(g->m)->view(match_state(g->m), g->view);
	g->cursor = g->control.ops->start(g->m, g->view, seat);
}

/* A human whose only move is the controller's forced one (a pass)
 * plays it without being asked. */
static int
play_forced_pass(struct play *g)
{
	const char	*forced;
	char		 moves[64];

	if (g->control.ops == NULL || (forced = g->control.ops->forced) ==
	    NULL || match_game(g->m)->moves(match_state(g->m), moves,
	    sizeof moves) != 1 || strcmp(moves, forced) != 0)
		return (0);
	return (play_move(g, forced) == 0);
}

/* Logs an event of a game under way when the screen came to it. */
static void
play_retold(const struct match *replay, void *arg)
{
	struct play	*g = arg;
	char		 text[512];

	narrate_story(replay, match_story(replay), text, sizeof text);
	play_log(g, text);
}

/* Tells the end of the game, once. */
static void
play_over(struct play *g)
{
	char	 text[1024];

	if (match_turn(g->m) != GAME_TURN_OVER) {
		g->told_over = 0;
		return;
	}
	if (g->told_over)
		return;
	narrate_result(g->m, text, sizeof text);
	play_log(g, text);
	play_notice(g, ROLE_TITLE, text);
	g->told_over = 1;
}

/* Keeps the sentence of an event of a review's step, after the others. */
static void
play_review_told(const struct match *m, void *arg)
{
	struct play	*g = arg;
	char		 text[512];
	size_t		 used = strlen(g->notice);

	narrate_story(m, match_story(m), text, sizeof text);
	snprintf(g->notice + used, sizeof g->notice - used, " %s", text);
}

/* Goes to a move of a review (clamped to the game's): its position, the
 * moves up to it in the log, and its sentences, the dice with them, on
 * the message line. */
static void
play_review_go(struct play *g, int move)
{
	struct match	*at;
	char		*cause;
	int		 i;

	if (move < 0)
		move = 0;
	if (move > g->moves)
		move = g->moves;
	if (move == 0)
		narrate_review_start(g->moves, g->notice, sizeof g->notice);
	else
		snprintf(g->notice, sizeof g->notice, _("Move %d of %d:"),
		    move, g->moves);
	g->notice_role = ROLE_NORMAL;
	at = match_review(g->full, move, play_review_told, g, &cause);
	if (at == NULL) {
		play_notice(g, ROLE_ERROR, cause);
		free(cause);
		return;
	}
	match_free(g->m);
	g->m = at;
	g->move = move;
	for (i = 0; i < g->nlog; i++)
		free(g->log[i]);
	g->nlog = 0;
	match_retell(at, play_retold, g);
	play_need(g);
}

/* The help of a review: its keys. */
static void
play_review_help(void)
{
	static const char *const keys[] = {
		N_("Reviewing a game: the Left and Right arrows (or "
		    "Up and Down, or Backspace and the space bar) go a move "
		    "back and on, Home to the start and End to the last move; "
		    "each move is told on the message line, with the dice as "
		    "they fell, and the moves so far are in the panel."),
		N_("p plays a new game from the position shown; the game "
		    "reviewed is not changed.  q leaves the review."),
	};
	const char	*paras[3];

	paras[0] = _(keys[0]);
	paras[1] = _(keys[1]);
	paras[2] = NULL;
	ui_pager(_("Reviewing a game"), paras, 0);
}

/* Handles a key of a review; 1 to leave it (*exit), or to play from the
 * position shown (*from). */
static int
play_review_key(struct play *g, int key, struct match **from)
{
	char	*cause;

	switch (key) {
	case KEY_LEFT: case KEY_UP: case KEY_BACKSPACE: case 'h': case 'k':
		play_review_go(g, g->move - 1);
		break;
	case KEY_RIGHT: case KEY_DOWN: case ' ': case 'l': case 'j':
	case '\r': case '\n': case KEY_ENTER:
		play_review_go(g, g->move + 1);
		break;
	case KEY_HOME: case 'g':
		play_review_go(g, 0);
		break;
	case KEY_END: case 'G':
		play_review_go(g, g->moves);
		break;
	case '?': case KEY_F(1):
		play_review_help();
		break;
	case 'm':
		play_messages(g);
		break;
	case 'p':
		if (match_turn(g->m) == GAME_TURN_OVER) {
			play_notice(g, ROLE_ERROR, _("The game is over at this "
			    "move: there is nothing to play from here."));
			break;
		}
		if ((*from = match_review(g->full, g->move, NULL, NULL,
		    &cause)) != NULL)
			return (1);
		play_notice(g, ROLE_ERROR, cause);
		free(cause);
		break;
	case 'q':
		return (1);
	}
	return (0);
}

/*
 * Reviews a saved game (full, loaded from path, only read) on the game
 * screen, from move *move, until it is left: UI_HANGUP if the terminal
 * went away, else UI_LEAVE, with *from a new game to play from the
 * position shown (at *move), or NULL.
 */
enum ui_exit
ui_review(const struct match *full, const char *path, int *move,
    struct match **from)
{
	struct play	 g;
	enum ui_exit	 exit = UI_LEAVE;
	char		*cause;
	int		 key, i;

	(void)path;
	*from = NULL;
	memset(&g, 0, sizeof g);
	g.full = full;
	g.moves = match_review_moves(full);
	g.view = xmalloc(sizeof *g.view);
	g.line = LINE_NOTICE;
	g.cursor_turn = -1;
	if ((g.m = match_review(full, 0, NULL, NULL, &cause)) == NULL)
		fatalx("review: %s", cause);	/* it was loaded */
	play_control_open(&g);
	play_review_go(&g, *move);
	for (;;) {
		play_draw(&g);
		key = screen_key_or(-1, -1);
		if (key == SCREEN_KEY_NONE || key == KEY_RESIZE ||
		    key == SCREEN_KEY_OTHER)
			continue;
		if (key == SCREEN_KEY_HANGUP) {
			exit = UI_HANGUP;
			break;
		}
		if (screen_small())
			continue;
		if (play_review_key(&g, key, from))
			break;
	}
	*move = g.move;
	screen_need(0, 0);
	play_control_close(&g);
	for (i = 0; i < g.nlog; i++)
		free(g.log[i]);
	match_free(g.m);
	free(g.view);
	return (exit);
}

/* Holds the game a moment after a computer's move, for those watching. */
static void
play_hold(struct play *g)
{
	clock_gettime(CLOCK_MONOTONIC, &g->hold);
	g->hold.tv_nsec += (long)PLAY_WATCH_MS * 1000000;
	g->hold.tv_sec += g->hold.tv_nsec / 1000000000;
	g->hold.tv_nsec %= 1000000000;
}

/* How long the hold lasts yet, in milliseconds; 0 when it is over. */
static int
play_held_ms(const struct play *g)
{
	struct timespec	 now;
	long		 ms;

	if (g->hold.tv_sec == 0)
		return (0);
	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (g->hold.tv_sec - now.tv_sec) * 1000 +
	    (g->hold.tv_nsec - now.tv_nsec) / 1000000;
	return (ms > 0 ? (int)ms : 0);
}

/* Whether the game is held after a computer's move. */
static int
play_holding(struct play *g)
{
	if (g->hold.tv_sec != 0 && play_held_ms(g) == 0)
		g->hold.tv_sec = g->hold.tv_nsec = 0;
	return (g->hold.tv_sec != 0);
}

/*
 * Draws a match's game screen n times on a terminal of the given size that
 * writes to nowhere, moving the cursor each time; with repaint set, the
 * terminal is repainted whole each time, as after a resize.  Returns the
 * CPU seconds a drawing takes, or -1 if no terminal description is at hand.
 */
double
ui_game_bench(struct match *m, int rows, int cols, int n, int repaint)
{
	struct play	 g;
	struct timespec		 t0, t1;
	SCREEN			*scr;
	FILE			*out, *in;
	int			 i;

	if ((out = fopen("/dev/null", "w")) == NULL)
		return (-1);
	if ((in = fopen("/dev/null", "r")) == NULL) {
		fclose(out);
		return (-1);
	}
	if ((scr = newterm("xterm-256color", out, in)) == NULL) {
		fclose(out);
		fclose(in);
		return (-1);
	}
	resize_term(rows, cols);
	screen_apply(&ui_settings.screen);
	memset(&g, 0, sizeof g);
	g.m = m;
	g.view = xmalloc(sizeof *g.view);
	play_control_open(&g);
	for (i = 0; i < 20; i++)
		play_log(&g, "x clones to d4 and turns 3 pieces: c3, d5, e5.");
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
	for (i = 0; i < n; i++) {
		g.cursor = i % (7 * 7);
		if (repaint)
			clearok(curscr, TRUE);
		play_draw(&g);
	}
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
	play_control_close(&g);
	endwin();
	delscreen(scr);
	fclose(out);
	fclose(in);
	for (i = 0; i < g.nlog; i++)
		free(g.log[i]);
	free(g.view);
	return (((t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9) /
	    n);
}

/*
 * Plays a match on the game screen until it is left.  *path is where it
 * was loaded from or saved to, and is updated by saving.
 */
enum ui_exit
ui_game(struct match *m, char **path)
{
	struct play	 g;
	enum ui_exit		 exit = UI_LEAVE;
	struct match_news	 news;
	char			 text[1024];
	int			 key, i, fd, timeout;

	memset(&g, 0, sizeof g);
	g.m = m;
	g.path = path;
	g.view = xmalloc(sizeof *g.view);
	play_control_open(&g);
	g.cursor_turn = -1;
	g.line = LINE_NOTICE;
	g.watch = !match_from_hub(m);
	for (i = 0; i < match_nseats(m); i++)
		if (match_seat(m, i)->kind != SEAT_COMPUTER)
			g.watch = 0;
	if (match_from_hub(m) && !match_started(m)) {
		switch (ui_lobby(m)) {
		case 1:
			break;
		case -2:
			play_control_close(&g);
			free(g.view);
			return (UI_HANGUP);
		default:
			play_control_close(&g);
			free(g.view);
			return (UI_LEAVE);
		}
	}
	snprintf(text, sizeof text, _("%s begins. Press ? for help."),
	    _(match_game(m)->title));
	play_log(&g, text);
	match_retell(m, play_retold, &g);
	play_need(&g);
	/* Said on the message line only: a long path in the log would push
	 * the moves out of its panel. */
	if (*path != NULL) {
		snprintf(text, sizeof text, _("Resumed from %s."), *path);
		play_notice(&g, ROLE_NORMAL, text);
	}
	narrate_dice_note(m, text, sizeof text);
	if (text[0] != '\0')
		play_notice(&g, ROLE_ERROR, text);
	narrate_hints_note(m, text, sizeof text);
	if (text[0] != '\0') {
		play_log(&g, text);
		play_notice(&g, ROLE_NORMAL, text);
	}
	/* A locale not installed, as the menu would have said. */
	if (i18n_note() != NULL) {
		play_log(&g, i18n_note());
		play_notice(&g, ROLE_ERROR, i18n_note());
	}

	for (;;) {
		while (!play_holding(&g) && match_advance(m, &news) > 0) {
			play_news(&g, &news);
			if (news.computer && g.watch)
				play_hold(&g);
		}
		play_over(&g);
		play_follow_turn(&g);
		if (match_asks(m) >= 0 && play_forced_pass(&g))
			continue;
		play_draw(&g);
		fd = match_fd(m, &timeout);
		if (play_holding(&g))
			timeout = play_held_ms(&g);
		key = screen_key_or(fd, timeout);
		if (key == SCREEN_KEY_NONE || key == KEY_RESIZE ||
		    key == SCREEN_KEY_OTHER)
			continue;
		if (key == SCREEN_KEY_HANGUP) {
			match_think_cancel(m);
			if (!match_from_hub(m))
				play_save_on_hangup(&g);
			exit = UI_HANGUP;
			break;
		}
		if (screen_small())
			continue;	/* until it grows again */
		g.hold.tv_sec = g.hold.tv_nsec = 0;
		if (play_key(&g, key, &exit))
			break;
	}
	match_think_cancel(m);
	screen_need(0, 0);
	play_control_close(&g);
	for (i = 0; i < g.nlog; i++)
		free(g.log[i]);
	free(g.view);
	return (exit);
}

/* Plays a match, and the new games asked for after it (n at its end);
 * frees them and path.  -2 if the terminal went away, else 0. */
int
ui_play_games(struct match *m, char *path)
{
	struct match	*next;
	char		*cause;
	enum ui_exit	 exit;

	for (;;) {
		exit = ui_game(m, &path);
		if (exit != UI_NEW_GAME && exit != UI_NEW_GAME_SWAPPED)
			break;
		if ((next = match_rematch(m, exit == UI_NEW_GAME_SWAPPED,
		    &cause)) == NULL) {
			free(cause);
			break;
		}
		match_free(m);
		m = next;
		free(path);
		path = NULL;
	}
	match_free(m);
	free(path);
	return (exit == UI_HANGUP ? -2 : 0);
}
