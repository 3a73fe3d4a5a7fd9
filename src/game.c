/* game.c: the game table, in the order of the menu. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"

extern const struct game_entry ataxx_entry;
extern const struct game_entry conflict_entry;

/* Games still to be built: listed, with no engine (create is NULL). */
static const struct game_entry conqueror_entry = {
	.name = "conqueror",
	.title = N_("Conqueror"),
	.summary = N_("Move pawns across a map of cells and win the fights."),
	.min_seats = 2, .max_seats = 6,
};

static const struct game_entry xtic_entry = {
	.name = "xtic",
	.title = N_("Xtic"),
	.summary = N_("Quarto turned around: the one who completes a line "
	    "loses."),
	.min_seats = 2, .max_seats = 2,
};

static const struct game_entry cross_entry = {
	.name = "cross",
	.title = N_("Cross"),
	.summary = N_("Connect three sides of the hex board, but never two "
	    "opposite ones."),
	.min_seats = 2, .max_seats = 2,
};

const struct game_entry *const game_table[] = {
	&conflict_entry,
	&ataxx_entry,
	&conqueror_entry,
	&xtic_entry,
	&cross_entry,
	NULL
};

/* Finds a game by its name; NULL if there is none. */
const struct game_entry *
game_find(const char *name)
{
	int	 i;

	for (i = 0; game_table[i] != NULL; i++)
		if (strcmp(game_table[i]->name, name) == 0)
			return (game_table[i]);
	return (NULL);
}

/* Whether a game can be played yet. */
int
game_ready(const struct game_entry *g)
{
	return (g->create != NULL);
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
