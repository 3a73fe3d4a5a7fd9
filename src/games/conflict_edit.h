/*
 * conflict_edit.h: the Conflict map editor's model: a grid of map
 * characters that is painted, has bases and mines placed, is resized and
 * made symmetric, with undo and redo, and becomes a map's text.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONFLICT_EDIT_H
#define TABULA_CONFLICT_EDIT_H

#include <stddef.h>

#include "games/conflict.h"

/* The sizes follow the engine's: whatever it reads, the editor makes. */
#define CONFLICT_EDIT_W_MIN	CONFLICT_SIDE_MIN
#define CONFLICT_EDIT_H_MIN	CONFLICT_SIDE_MIN
#define CONFLICT_EDIT_W_MAX	CONFLICT_SIDE_MAX
#define CONFLICT_EDIT_H_MAX	CONFLICT_SIDE_MAX
#define CONFLICT_EDIT_W_NEW	20	/* a new map, as far as the */
#define CONFLICT_EDIT_H_NEW	16	/* limits allow */
#define CONFLICT_EDIT_HISTORY	100	/* undo steps kept */
#define CONFLICT_EDIT_TEXT_MAX	((CONFLICT_EDIT_W_MAX + 1) * \
				    CONFLICT_EDIT_H_MAX + 1)

/*
 * A map as its text writes it: a character per square, rows from the top
 * ('.' land, '~' water, '^' impassable, '1'-'4' bases, 'a'-'d' mines on
 * land, 'A'-'D' on water).
 */
struct conflict_edit_grid {
	int	 w, h;
	char	 cell[CONFLICT_EDIT_H_MAX][CONFLICT_EDIT_W_MAX];
};

/* The editor: the grid, the undo and redo histories, and a stroke. */
struct conflict_edit {
	struct conflict_edit_grid	 g;
	struct conflict_edit_grid	*undo;	/* a ring, oldest first */
	int				 nundo, undo_first;
	struct conflict_edit_grid	*redo;	/* a stack, newest last */
	int				 nredo;
	struct conflict_edit_grid	 before;	/* a stroke's start */
	int				 stroke;	/* one is open */
	int				 changed;	/* since saved */
	int				 last_mine[CONFLICT_PLAYERS][2];
};

/* Symmetries: what is copied where, and how the players change. */
enum conflict_edit_symmetry {
	CONFLICT_EDIT_MIRROR_LR,	/* left half onto the right */
	CONFLICT_EDIT_MIRROR_TB,	/* top half onto the bottom */
	CONFLICT_EDIT_MIRROR_4,		/* top-left quarter, both mirrors */
	CONFLICT_EDIT_ROTATE_2,		/* top half, turned half a turn */
	CONFLICT_EDIT_ROTATE_4		/* top-left quarter, quarter turns
					   (a square map only) */
};

/* What an edit did. */
enum conflict_edit_result {
	CONFLICT_EDIT_OK,
	CONFLICT_EDIT_SAME,	/* nothing changed */
	CONFLICT_EDIT_E_PLACE,	/* not a square of the map */
	CONFLICT_EDIT_E_HIGH,	/* a mine on an impassable square */
	CONFLICT_EDIT_E_ON_BASE,	/* a mine on a base */
	CONFLICT_EDIT_E_SIZE,	/* beyond the size limits */
	CONFLICT_EDIT_E_SQUARE,	/* a quarter turn of a map not square */
	CONFLICT_EDIT_E_HISTORY	/* nothing to undo or redo */
};

/* What a square holds, in words for the front end. */
struct conflict_edit_square {
	int	 terrain;	/* enum conflict_terrain */
	int	 base;		/* a player's, or -1 */
	int	 mine;		/* a player's, or -1 */
};

void	conflict_edit_init(struct conflict_edit *, int, int);
void	conflict_edit_free(struct conflict_edit *);
int	conflict_edit_load(struct conflict_edit *, const char *);
char	*conflict_edit_text(const struct conflict_edit *, const char *);
int	conflict_edit_check(const struct conflict_edit *,
	    struct conflict_board *, int *);
int	conflict_edit_sq(const struct conflict_edit *, int, int);
void	conflict_edit_at(const struct conflict_edit *, int, int,
	    struct conflict_edit_square *);
int	conflict_edit_count(const struct conflict_edit *, int, int *);

void	conflict_edit_begin(struct conflict_edit *);
int	conflict_edit_end(struct conflict_edit *);
int	conflict_edit_paint(struct conflict_edit *, int, int, int);
int	conflict_edit_place(struct conflict_edit *, int, int, int);
int	conflict_edit_clear(struct conflict_edit *, int, int);
int	conflict_edit_resize(struct conflict_edit *, int, int);
int	conflict_edit_symmetry(struct conflict_edit *,
	    enum conflict_edit_symmetry);
int	conflict_edit_undo(struct conflict_edit *);
int	conflict_edit_redo(struct conflict_edit *);

#endif
