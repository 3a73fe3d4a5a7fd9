/* narrate.h: the sentences both front ends say about a match. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NARRATE_H
#define TABULA_NARRATE_H

#include <stddef.h>

#include "game.h"
#include "match.h"

/* How a piece of news is told: not at all, as news, as a turn of the
 * game (a pause, the end), or as something gone wrong. */
enum narrate_tone {
	NARRATE_NONE,
	NARRATE_NEWS,
	NARRATE_TURN,
	NARRATE_FAULT
};

void		 narrate_seat(const struct match *, int, char *, size_t);
void		 narrate_story(const struct match *, const struct game_story *,
		     char *, size_t);
int		 narrate_story_names_you(const struct match *,
		     const struct game_story *);
void		 narrate_result(const struct match *, char *, size_t);
void		 narrate_undone(const struct match *,
		     const struct match_undone *, char *, size_t);
void		 narrate_hint(const struct match *, const char *, char *,
		     size_t);
void		 narrate_hint_parts(const struct match *, const char *, char *,
		     size_t, char *, size_t);
void		 narrate_score(const struct match *, char *, size_t);
void		 narrate_turn(const struct match *, int, char *, size_t);
const char	*narrate_hub_away(const struct match *);
void		 narrate_graph_neighbours(const struct game_view *, int,
		     char *, size_t);
void		 narrate_dice_left(const struct match *, char *, size_t);
void		 narrate_example(const struct match *, int, const char *,
		     char *, size_t);
void		 narrate_refusal(const struct match *, int, const char *,
		     int, int, char *, size_t);
void		 narrate_dice_note(const struct match *, char *, size_t);
void		 narrate_hints_note(const struct match *, char *, size_t);
enum narrate_tone narrate_news(const struct match *,
		     const struct match_news *, char *, size_t);
struct game_view;
int		 narrate_hex_indent(const struct game_view *, int);
int		 narrate_cell_real(const struct game_view *, int);
void		 narrate_cell_name(const struct game_view *, int, char *,
		     size_t);
int		 narrate_cell_find(const struct game_view *, const char *);
void		 narrate_piece_words(const struct game_entry *, int, char *,
		     size_t);
void		 narrate_cell_words(const struct match *,
		     const struct game_view *, int, char *, size_t);
void		 narrate_fill(const char *, int, const char *const *,
		     const char *const *, char *, size_t);
char		**narrate_record(int *, int *, int *);
void		 narrate_hint_refused(int, char *, size_t);
void		 narrate_hint_level(const struct match *, char *, size_t);
void		 narrate_review_start(int, char *, size_t);

#endif
