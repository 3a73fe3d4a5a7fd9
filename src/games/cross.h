/*
 * cross.h: the Cross rules engine: a hex-hex board of side 2 to 10, the
 * swap, and the win by three non-adjacent sides or the loss by two
 * opposite ones, found as the stones are placed (union-find with a set of
 * sides per group).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CROSS_H
#define TABULA_CROSS_H

#include <stddef.h>
#include <stdint.h>

#define CROSS_SIDE_MIN		2
#define CROSS_SIDE_MAX		10
#define CROSS_SIDE_DEFAULT	6
#define CROSS_CELLS_MAX		271	/* 3N(N-1)+1 for N = 10 */
#define CROSS_ROWS_MAX		19	/* 2N-1 */
#define CROSS_MOVE_MAX		8	/* longest move text, with its NUL */
#define CROSS_POSITION_MAX	320	/* longest position text, with NUL */
#define CROSS_NONE		(-1)

/*
 * The six sides, clockwise from the top row; side k is opposite side
 * k + 3, and a player wins by holding 0, 2 and 4 or 1, 3 and 5.
 */
#define CROSS_SIDES		6
#define CROSS_TRIPLE_A		0x15	/* sides 0, 2, 4 */
#define CROSS_TRIPLE_B		0x2a	/* sides 1, 3, 5 */

/* The players: O places the first stone, X may swap. */
enum cross_player {
	CROSS_O,
	CROSS_X
};

/*
 * A board of side n.  Cells are numbered row by row from the top row
 * (row a), left to right (1 and up), as they are written: in a board of
 * side 6, a1 is the top-left corner and k6 the bottom-right one.
 */
struct cross_board {
	int		 n;
	int		 ncells;
	int		 nrows;
	int		 row_first[CROSS_ROWS_MAX];	/* its first cell */
	int		 row_len[CROSS_ROWS_MAX];
	short		 nb[CROSS_CELLS_MAX][6];	/* CROSS_NONE off the
							   board */
	unsigned char	 sides[CROSS_CELLS_MAX];	/* a bit per side */
	signed char	 row[CROSS_CELLS_MAX];
	signed char	 col[CROSS_CELLS_MAX];
};

struct cross_pos {
	const struct cross_board *b;
	signed char	 stone[CROSS_CELLS_MAX];	/* a player, or
							   CROSS_NONE */
	short		 parent[CROSS_CELLS_MAX];	/* union-find */
	unsigned char	 reach[CROSS_CELLS_MAX];	/* a group's sides, at
							   its root */
	int		 turn;		/* the player to move */
	int		 stones;	/* placed, a swap not counted */
	int		 swapped;
	int		 winner;	/* a player, or CROSS_NONE */
	int		 last;		/* the cell placed last, or CROSS_NONE */
};

/* A move: a cell, or the swap. */
#define CROSS_SWAP		(-2)

enum cross_error {
	CROSS_OK,
	CROSS_E_SYNTAX,		/* not a cell or swap */
	CROSS_E_OVER,		/* the game is over */
	CROSS_E_CELL,		/* no such cell on this board */
	CROSS_E_TAKEN,		/* the cell has a stone */
	CROSS_E_NO_SWAP,	/* swap only as X's first move */
	CROSS_E_SIZE,		/* a side not from 2 to 10 */
	CROSS_E_POS_ROWS,	/* rows that make no hex-hex board */
	CROSS_E_POS_CHAR,	/* not o, x or . */
	CROSS_E_POS_TURN,	/* the player to move is not o or x */
	CROSS_E_POS_OVER,	/* a group already ends the game */
	CROSS_E_SWAP_PAST,	/* X asking to swap after its first move */
	CROSS_ERRORS
};

/* Why a group ends the game, from the sides it holds. */
enum cross_reach {
	CROSS_REACH_NONE,
	CROSS_REACH_WIN,	/* three non-adjacent sides */
	CROSS_REACH_LOSS	/* two opposite sides without three */
};

int	 cross_board_make(struct cross_board *, int);
void	 cross_start(struct cross_pos *, const struct cross_board *);
int	 cross_reach(unsigned int);
int	 cross_check(const struct cross_pos *, int);
void	 cross_make(struct cross_pos *, int);
int	 cross_group_sides(struct cross_pos *, int);
int	 cross_group(struct cross_pos *, int, unsigned char *);

int	 cross_parse_move(const struct cross_board *, const char *, int *);
void	 cross_format_move(const struct cross_board *, int, char *);
int	 cross_from_text(struct cross_pos *, const struct cross_board *,
	    const char *);
void	 cross_to_text(const struct cross_pos *, char *, size_t);
int	 cross_size_of_text(const char *);

#endif
