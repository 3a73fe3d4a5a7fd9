/* game.c: what the game table's lines share: their texts' helpers, the
 * stories' sentences, examples, resignations and levels. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "xmalloc.h"

/* The sides of a hex-hex board, clockwise from the top (N_()). */
const char *const game_hex_side_names[GAME_HEX_SIDES] = {
	N_("top"), N_("upper right"), N_("lower right"),
	N_("bottom"), N_("lower left"), N_("upper left")
};

/*
 * The sides of a hex-hex board of rows rows (cols a row, as a view has
 * them) that a cell is on, as bits in the order of game_hex_side_names.
 */
int
game_hex_sides(int rows, int cols, int cell)
{
	int	 row = rows - 1 - cell / cols, i = cell % cols;
	int	 m = (rows - 1) / 2, len = rows - abs(row - m);
	int	 sides = 0;

	if (row == 0)
		sides |= 1 << 0;
	if (i == len - 1 && row <= m)
		sides |= 1 << 1;
	if (i == len - 1 && row >= m)
		sides |= 1 << 2;
	if (row == rows - 1)
		sides |= 1 << 3;
	if (i == 0 && row >= m)
		sides |= 1 << 4;
	if (i == 0 && row <= m)
		sides |= 1 << 5;
	return (sides);
}

/* The translated message for an engine's error code. */
const char *
game_error_text(const struct game_entry *g, int code)
{
	if (code <= 0 || code >= g->nerrors)
		return (_("That cannot be played."));
	return (_(g->errors[code]));
}

/* How many characters a typed text and a move of w bytes begin with in
 * common, letters in either case. */
static size_t
game_common(const char *typed, const char *move, size_t w)
{
	size_t	 n;

	for (n = 0; n < w && typed[n] != '\0' &&
	    tolower((unsigned char)typed[n]) ==
	    tolower((unsigned char)move[n]); n++)
		;
	return (n);
}

/*
 * Of the legal moves, the one written most like what a player typed (the
 * longest beginning in common; of equals, the first that does not end
 * the game, which an example had better not do), as it is typed: an
 * example for a refusal.  0, or -1 when there is no legal move.
 */
int
game_example(const struct game_entry *g, const void *state,
    const char *typed, char *buf, size_t len)
{
	const char	*p, *best = NULL, *seps;
	char		*list, move[GAME_EVENT_MAX];
	size_t		 w, most = 0;
	int		 pass, turn = g->turn(state);

	list = xmalloc(GAME_EXAMPLES_MAX);
	list[0] = '\0';
	if (g->typed != NULL) {
		g->typed(state, list, GAME_EXAMPLES_MAX);
		seps = "\n";
	} else {
		if (g->moves(state, list, GAME_EXAMPLES_MAX) < 0)
			list[0] = '\0';
		seps = " \n";
	}
	/* The longest beginning in common, then the move to show. */
	for (pass = 0; pass < 2; pass++)
		for (p = list; *p != '\0'; p += w + (p[w] != '\0')) {
			if ((w = strcspn(p, seps)) == 0)
				continue;
			if (pass == 0) {
				if (game_common(typed, p, w) > most)
					most = game_common(typed, p, w);
				continue;
			}
			if (game_common(typed, p, w) != most)
				continue;
			if (best == NULL)
				best = p;
			snprintf(move, sizeof move, "%.*s", (int)w, p);
			if (game_try(g, state, turn, move, NULL) == 0) {
				best = p;
				break;
			}
		}
	if (best != NULL)
		snprintf(buf, len, "%.*s", (int)strcspn(best, seps), best);
	free(list);
	return (best != NULL ? 0 : -1);
}

/* A game's own command named by the first len bytes of name, or NULL. */
const struct game_command *
game_command_find(const struct game_entry *g, const char *name, size_t len)
{
	const struct game_command	*c;

	for (c = g->commands; c != NULL && c->name != NULL; c++)
		if (strlen(c->name) == len && strncmp(c->name, name, len) == 0)
			return (c);
	return (NULL);
}

/*
 * Runs a game's own command on a state, with its argument and the draft
 * (see struct game_command): its answer in out, or the command and why it
 * was refused.  Returns the error code, 0 if none, -1 if the command takes
 * no argument and was given one.
 */
int
game_command_run(const struct game_entry *g, const struct game_command *c,
    const void *state, int you, const char *arg, char *draft, size_t dlen,
    char *out, size_t len)
{
	int	 error;

	out[0] = '\0';
	if (c->arg[0] == '\0' && *arg != '\0') {
		snprintf(out, len, _("%s %s: %s takes nothing after its name; "
		    "type %s alone."), c->name, arg, c->name, c->name);
		return (-1);
	}
	/* An argument it needs (not one in brackets), asked for. */
	if (c->arg[0] != '\0' && c->arg[0] != '[' && *arg == '\0' &&
	    c->example[0] != '\0') {
		snprintf(out, len, _("%s: say which %s, as in %s %s."),
		    c->name, _(c->arg), c->name, c->example);
		return (-1);
	}
	if ((error = c->run(state, you, arg, draft, dlen, out,
	    len)) != 0 && c->example[0] != '\0')
		snprintf(out, len, _("%s%s%s: %s For example: %s %s."),
		    c->name, *arg != '\0' ? " " : "", arg,
		    game_error_text(g, error), c->name, c->example);
	else if (error != 0)
		snprintf(out, len, "%s%s%s: %s", c->name, *arg != '\0' ?
		    " " : "", arg, game_error_text(g, error));
	return (error);
}

/* The index of a game's option by name, or -1. */
int
game_option_index(const struct game_entry *g, const char *name)
{
	int	 i;

	for (i = 0; i < g->noptions; i++)
		if (strcmp(g->options[i].name, name) == 0)
			return (i);
	return (-1);
}

/*
 * An option's value in words, as the setup screen shows it ("torus",
 * "60 cells"), in buf.  NULL for an option that is no choice among fixed
 * values or that has its default: nothing worth saying.
 */
const char *
game_option_words(const struct game_entry *g, const char *name,
    const char *value, char *buf, size_t len)
{
	const struct game_option	*o;
	int				 i, v;

	if ((i = game_option_index(g, name)) < 0)
		return (NULL);
	o = &g->options[i];
	if (o->choices == NULL || (o->value != NULL &&
	    strcmp(o->value, value) == 0))
		return (NULL);
	for (v = 0; o->choices[v] != NULL &&
	    strcmp(o->choices[v], value) != 0; v++)
		;
	/* A value given on the command line may be none of the setup
	 * screen's choices ("--random 30"). */
	if (o->choices[v] == NULL && o->other_words != NULL)
		snprintf(buf, len, _(o->other_words), value);
	else
		snprintf(buf, len, "%s", o->choices[v] == NULL ? value :
		    o->choice_words != NULL ? _(o->choice_words[v]) :
		    o->choices[v]);
	return (buf);
}

/*
 * Reads a resignation for a seat (GAME_SEAT_ANY in a replay): "resign",
 * for the seat itself or else the seat to move (turn), or "resign" and
 * the glyph of one of the first nseats, which only that seat may play.
 * Returns 0 and sets *side to who resigns; GAME_RESIGN_NOT for text that
 * does not start with "resign"; or the entry's code for what is wrong.
 */
int
game_resign(const struct game_entry *g, const char *text, int seat, int turn,
    int nseats, int *side)
{
	const char	*glyph;

	if (strncmp(text, "resign", 6) != 0)
		return (GAME_RESIGN_NOT);
	*side = seat != GAME_SEAT_ANY ? seat : turn;
	if (text[6] == '\0')
		return (0);
	if (text[6] != ' ' || text[7] == '\0' || text[8] != '\0' ||
	    (glyph = strchr(g->glyphs, text[7])) == NULL ||
	    glyph - g->glyphs >= nseats)
		return (g->resign_syntax);
	if (seat != GAME_SEAT_ANY && seat != glyph - g->glyphs)
		return (g->resign_other);
	*side = glyph - g->glyphs;
	return (0);
}

/*
 * Plays an event for a seat on a copy of the state, for a front end that
 * asks before it plays: returns minus the entry's code when the seat may
 * not play it, 1 when it ends the game (and how, in r if not NULL), or 0.
 */
int
game_try(const struct game_entry *g, const void *state, int seat,
    const char *event, struct game_result *r)
{
	struct game_story	 st;
	struct game_result	 ignored;
	void			*copy;
	int			 error, over = 0;

	copy = g->copy(state);
	if ((error = g->play(copy, seat, event, &st)) == 0)
		over = g->result(copy, r != NULL ? r : &ignored);
	g->destroy(copy);
	return (error != 0 ? -error : over != 0);
}

/* Starts a new sentence of a story; NULL when the story is full. */
struct game_sentence *
game_say(struct game_story *st, int kind, int count)
{
	struct game_sentence	*s;

	if (st->nsaid == GAME_STORY_SENTENCES)
		return (NULL);
	s = &st->said[st->nsaid++];
	memset(s, 0, sizeof *s);
	s->kind = kind;
	s->count = count;
	return (s);
}

/* Adds a named value to a sentence. */
void
game_arg(struct game_sentence *s, const char *key, const char *value)
{
	if (s == NULL || s->nargs == GAME_SENTENCE_ARGS)
		return;
	s->args[s->nargs].key = key;
	s->args[s->nargs].seat = -1;
	snprintf(s->args[s->nargs].value, sizeof s->args[0].value, "%s",
	    value);
	s->nargs++;
}

/* Adds a seat to a sentence, which the front end names. */
void
game_arg_seat(struct game_sentence *s, const char *key, int seat)
{
	if (s == NULL || s->nargs == GAME_SENTENCE_ARGS)
		return;
	s->args[s->nargs].key = key;
	s->args[s->nargs].seat = seat;
	s->args[s->nargs].value[0] = '\0';
	s->nargs++;
}

/* The bytes of an apostrophe at s, ' or a typographic one, or 0. */
static size_t
game_apostrophe(const char *s, size_t len)
{
	if (len >= 1 && s[0] == '\'')
		return (1);
	if (len >= 3 && memcmp(s, "\xe2\x80\x99", 3) == 0)	/* U+2019 */
		return (3);
	return (0);
}

/*
 * Whether a level's name matches a word: either case, a space written as
 * - or _, and apostrophes (' or ’) in either left out, so that dont-try,
 * don't try and don’t try are all "don't try".
 */
static int
game_level_match(const char *name, const char *word, size_t len)
{
	size_t	 i = 0, n = strlen(name), j = 0, skip;

	for (;;) {
		if ((skip = game_apostrophe(name + j, n - j)) > 0) {
			j += skip;
			continue;
		}
		if ((skip = game_apostrophe(word + i, len - i)) > 0) {
			i += skip;
			continue;
		}
		if (j == n || i == len)
			return (j == n && i == len);
		if (name[j] == ' ' ? strchr(" -_", word[i]) == NULL :
		    tolower((unsigned char)name[j]) !=
		    tolower((unsigned char)word[i]))
			return (0);
		i++;
		j++;
	}
}

/* A computer level from its number or its name (English or translated),
 * of len bytes; -1 if there is no such level. */
int
game_level_find(const struct game_entry *g, const char *word, size_t len)
{
	char	*end;
	long	 level;
	int	 i;

	if (len > 0 && isdigit((unsigned char)word[0])) {
		level = strtol(word, &end, 10);
		if ((size_t)(end - word) != len || level < 1 ||
		    level > g->max_level)
			return (-1);
		return ((int)level);
	}
	for (i = 0; g->level_names != NULL && g->level_names[i] != NULL;
	    i++)
		if (game_level_match(g->level_names[i], word, len) ||
		    game_level_match(_(g->level_names[i]), word, len))
			return (i + 1);
	return (-1);
}

/* How a level is called: its translated name, or "level 3". */
void
game_level_name(const struct game_entry *g, int level, char *buf, size_t len)
{
	if (g->level_names != NULL && level >= 1 && level <= g->max_level)
		snprintf(buf, len, "%s", _(g->level_names[level - 1]));
	else
		snprintf(buf, len, _("level %d"), level);
}
