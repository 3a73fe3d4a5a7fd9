/*
 * conqueror.h: the Conqueror rules engine: pawns moved across a graph of
 * cells, claiming free cells, joining their own and fighting the others.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONQUEROR_H
#define TABULA_CONQUEROR_H

#include <stddef.h>
#include <stdint.h>

struct rng;

#define CONQ_CELLS_MAX		100
#define CONQ_NB_MAX		12	/* neighbours of a cell, at most */
#define CONQ_PLAYERS_MAX	6
#define CONQ_START_PAWNS	8
#define CONQ_NONE		(-1)
#define CONQ_EVENT_MAX		64	/* longest event text, with its NUL */
/* Moves in a row in which no cell changes hands that end the game
 * (our ruling: otherwise pawns could go back and forth for ever). */
#define CONQ_QUIET_MAX		60
/* With reinforcements pawns are never used up, so the game also ends
 * after this many moves (our ruling). */
#define CONQ_MOVES_MAX		500

/*
 * Cells are numbered from 1 in the notation, from 0 inside.  Each has a
 * place on a plane, near which the board is drawn; its links, as straight
 * lines between those places, do not cross.
 */
#define CONQ_PLACE_MAX		999	/* the largest coordinate */

struct conq_board {
	int		 ncells;
	int		 nnb[CONQ_CELLS_MAX];
	signed char	 nb[CONQ_CELLS_MAX][CONQ_NB_MAX];
	short		 x[CONQ_CELLS_MAX], y[CONQ_CELLS_MAX];
};

struct conq_pos {
	const struct conq_board	*b;
	int		 nplayers;
	signed char	 owner[CONQ_CELLS_MAX];	/* a player, or CONQ_NONE */
	short		 pawns[CONQ_CELLS_MAX];
	int		 started;	/* the start cells are drawn */
	int		 turn;		/* the player to move */
	int		 over;
	int		 quiet;		/* moves since a cell changed hands */
	int		 moves;		/* moves made */
	int		 reinforce;	/* the option: new pawns every turn */
	/* The last reinforcement: who, where and how many (0: none since
	 * the last move). */
	int		 got_player, got_cell, got_pawns;
};

/* A move: pawns from a cell to a neighbour. */
struct conq_move {
	int		 from, to, pawns;
};

/* What a move did at its destination. */
enum conq_outcome {
	CONQ_CLAIM,		/* a free cell, now the mover's */
	CONQ_JOIN,		/* the mover's own cell */
	CONQ_WIN,		/* a fight won: the cell changes hands */
	CONQ_LOSE,		/* a fight lost: the moved pawns are gone */
	CONQ_DRAW		/* as many on each side: nothing happens */
};

enum conq_error {
	CONQ_OK,
	CONQ_E_SYNTAX,		/* not a move in notation */
	CONQ_E_OVER,		/* the game is over */
	CONQ_E_CELL,		/* no such cell */
	CONQ_E_NOT_OWN,		/* the source is not the mover's */
	CONQ_E_NOT_NEIGHBOUR,	/* the destination is not next to it */
	CONQ_E_PAWNS,		/* not from 1 to the source's pawns less 1 */
	CONQ_E_START_DUE,	/* the start cells are not drawn yet */
	CONQ_E_STARTED,		/* they are, already */
	CONQ_E_START,		/* start cells: one free cell per player */
	CONQ_E_OUT,		/* that player has no cell left */
	CONQ_E_BOARD_EDGE,	/* an edge names no cell, or one twice */
	CONQ_E_BOARD_SIZE,	/* too few or too many cells */
	CONQ_E_BOARD_NB,	/* a cell with too many neighbours */
	CONQ_E_BOARD_SPLIT,	/* cells that cannot reach each other */
	CONQ_E_BOARD_WORD,	/* a line that is not cell or link */
	CONQ_E_BOARD_NUMBER,	/* a number missing or out of range */
	CONQ_E_BOARD_ORDER,	/* cells not numbered 1, 2, 3... */
	CONQ_E_BOARD_PLACE,	/* two cells in one place */
	CONQ_E_BOARD_CROSS,	/* two links that cross */
	CONQ_E_BOARD_EXTRA,	/* something after a line's numbers */
	CONQ_ERRORS
};

int	 conq_board_ring(struct conq_board *, int);
int	 conq_board_add(struct conq_board *, int, int);
int	 conq_board_connected(const struct conq_board *);
int	 conq_neighbours(const struct conq_board *, int, int);
int	 conq_board_read(struct conq_board *, const char *, int *, int *);
int	 conq_board_planar(const struct conq_board *);
int	 conq_board_random(struct conq_board *, int, struct rng *);

void	 conq_start(struct conq_pos *, const struct conq_board *, int, int);
int	 conq_draw_start(const struct conq_pos *, struct rng *, int *);
int	 conq_place_start(struct conq_pos *, const int *);
int	 conq_place_start_first(struct conq_pos *, const int *, int);
int	 conq_resign(struct conq_pos *, int);
int	 conq_can_move(const struct conq_pos *, int);
int	 conq_check(const struct conq_pos *, struct conq_move);
int	 conq_make(struct conq_pos *, struct conq_move);
int	 conq_cells_of(const struct conq_pos *, int);
int	 conq_players_left(const struct conq_pos *);
unsigned int conq_winners(const struct conq_pos *);
int	 conq_movegen(const struct conq_pos *, struct conq_move *, int);

int	 conq_parse_move(const char *, struct conq_move *);
void	 conq_format_move(struct conq_move, char *, size_t);

#endif
