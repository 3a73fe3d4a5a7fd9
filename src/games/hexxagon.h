/*
 * hexxagon.h: the Hexxagon rules engine: Ataxx on a hexagon of side 5 (61
 * cells, or 58 with three blocked in the middle) for two or three players,
 * as 61-bit bitboards; moves, positions as text, perft.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_HEXXAGON_H
#define TABULA_HEXXAGON_H

#include <stddef.h>
#include <stdint.h>

#define HEXXAGON_SIDE		5
#define HEXXAGON_ROWS		9	/* 2 * SIDE - 1 */
#define HEXXAGON_CELLS		61	/* 3 * SIDE * (SIDE - 1) + 1 */
#define HEXXAGON_PLAYERS_MAX	3
#define HEXXAGON_QUIET_MAX	100	/* moves in a row without a growth */
#define HEXXAGON_MOVE_MAX	8	/* longest move text, with its NUL */
#define HEXXAGON_POSITION_MAX	96	/* longest position text, with NUL */
/* Growths, at most one per cell, and jumps, at most 12 per piece. */
#define HEXXAGON_MAX_MOVES	(HEXXAGON_CELLS * 13)
#define HEXXAGON_ALL		((1ULL << HEXXAGON_CELLS) - 1)
#define HEXXAGON_NONE		(-1)

/*
 * A move is its source cell times 64 plus its target cell; a growth has
 * the same source and target, and is written as its target alone.
 */
typedef uint16_t hexxagon_move;
#define HEXXAGON_MOVE(from, to)	((hexxagon_move)((from) << 6 | (to)))
#define HEXXAGON_GROWTH(to)	HEXXAGON_MOVE(to, to)
#define HEXXAGON_FROM(m)	((m) >> 6)
#define HEXXAGON_TO(m)		((m) & 63)
#define HEXXAGON_IS_GROWTH(m)	(HEXXAGON_FROM(m) == HEXXAGON_TO(m))
#define HEXXAGON_NOMOVE		((hexxagon_move)0xffff)

/* The players, in the order they move: o, x and, of three, t. */
enum hexxagon_player {
	HEXXAGON_O,
	HEXXAGON_X,
	HEXXAGON_T
};

/* The two boards: pbmserv's, all open, and the 1992 game's. */
enum hexxagon_layout {
	HEXXAGON_OPEN,		/* 61 cells */
	HEXXAGON_HOLES		/* 58: d4, e6 and f4 blocked */
};

/*
 * The board's shape.  Cells are numbered row by row from the top row (a),
 * left to right (1 and up), as they are written: a1 is the top-left
 * corner, e9 the right one, i5 the bottom-right one.
 */
struct hexxagon_board {
	uint64_t	 near[HEXXAGON_CELLS];	/* the 6 cells next to one */
	uint64_t	 jumps[HEXXAGON_CELLS];	/* the 12 two cells away */
	int		 row_first[HEXXAGON_ROWS];
	int		 row_len[HEXXAGON_ROWS];
	signed char	 row[HEXXAGON_CELLS];
	signed char	 col[HEXXAGON_CELLS];	/* place in the row, from 0 */
};

struct hexxagon_pos {
	const struct hexxagon_board *b;
	uint64_t	 pieces[HEXXAGON_PLAYERS_MAX];
	uint64_t	 blocked;
	int		 players;	/* 2 or 3 */
	int		 turn;		/* the player to move */
	int		 quiet;		/* moves in a row without a growth */
};

enum hexxagon_error {
	HEXXAGON_OK,
	HEXXAGON_E_SYNTAX,	/* not a move in notation */
	HEXXAGON_E_CELL,	/* no such cell */
	HEXXAGON_E_OVER,	/* the game is over */
	HEXXAGON_E_TAKEN,	/* the target cell has a piece */
	HEXXAGON_E_BLOCKED,	/* the target cell is blocked */
	HEXXAGON_E_NOT_OWN,	/* no piece of the mover on the source */
	HEXXAGON_E_DISTANCE,	/* a jump to a cell next to its start */
	HEXXAGON_E_NO_SOURCE,	/* a growth with no own piece next to it */
	HEXXAGON_E_PLAYERS,	/* not two or three players */
	HEXXAGON_E_POS_ROWS,	/* not nine rows of the right lengths */
	HEXXAGON_E_POS_CHAR,	/* a cell not o, x, t, . or - */
	HEXXAGON_E_POS_PLAYER,	/* t's pieces in a game of two */
	HEXXAGON_E_POS_TURN,	/* the player to move is not one */
	HEXXAGON_E_POS_STUCK,	/* the player to move cannot move */
	HEXXAGON_E_POS_QUIET,	/* a bad count of moves without growth */
	HEXXAGON_E_FAR,		/* a move of more than two cells */
	HEXXAGON_ERRORS
};

/* Why a game ended. */
enum hexxagon_end {
	HEXXAGON_END_NONE,
	HEXXAGON_END_ALONE,	/* one player (or none) has pieces left */
	HEXXAGON_END_FULL,	/* no empty cell left */
	HEXXAGON_END_STUCK,	/* empty cells, but nobody can reach them */
	HEXXAGON_END_QUIET,	/* 100 moves without a growth: a draw */
	HEXXAGON_ENDS
};

void		hexxagon_board_make(struct hexxagon_board *);
int		hexxagon_start(struct hexxagon_pos *,
		    const struct hexxagon_board *, int, enum hexxagon_layout);
uint64_t	hexxagon_layout_blocked(enum hexxagon_layout);
uint64_t	hexxagon_empty(const struct hexxagon_pos *);
int		hexxagon_can_move(const struct hexxagon_pos *, int);
enum hexxagon_end hexxagon_end(const struct hexxagon_pos *);
unsigned int	hexxagon_winners(const struct hexxagon_pos *);
int		hexxagon_count(const struct hexxagon_pos *, int);

int		hexxagon_movegen(const struct hexxagon_pos *, hexxagon_move *);
int		hexxagon_check(const struct hexxagon_pos *, hexxagon_move);
uint64_t	hexxagon_flips(const struct hexxagon_pos *, hexxagon_move);
unsigned int	hexxagon_make(struct hexxagon_pos *, hexxagon_move);
unsigned int	hexxagon_remove(struct hexxagon_pos *, int);

int		hexxagon_parse_cell(const struct hexxagon_board *,
		    const char *);
void		hexxagon_format_cell(const struct hexxagon_board *, int,
		    char *);
int		hexxagon_parse_move(const struct hexxagon_board *,
		    const char *, hexxagon_move *);
void		hexxagon_format_move(const struct hexxagon_board *,
		    hexxagon_move, char *);
int		hexxagon_distance(const struct hexxagon_board *, int, int);

int		hexxagon_from_text(struct hexxagon_pos *,
		    const struct hexxagon_board *, int, const char *);
void		hexxagon_to_text(const struct hexxagon_pos *, char *, size_t);

uint64_t	hexxagon_perft(const struct hexxagon_pos *, int);

#endif
