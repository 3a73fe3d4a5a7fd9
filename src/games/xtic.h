/*
 * xtic.h: the Xtic rules engine: Quarto on a 4x4 board, where completing a
 * line loses (or, as an option, wins as in Quarto).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_H
#define TABULA_XTIC_H

#include <stddef.h>
#include <stdint.h>

struct rng;

/*
 * Square n is column n % 4 (a-d) and row n / 4 (1-4): a1 = 0, d1 = 3,
 * a4 = 12, d4 = 15.  A set of squares or of pieces is a 16-bit mask.
 *
 * A piece is a 4-bit number, a bit per property:
 *   bit 0  colour       0 black (B)       1 brown (N)
 *   bit 1  form         0 horizontal (H)  1 vertical (V)
 *   bit 2  fill         0 solid (S)       1 hollow (O)
 *   bit 3  shape        0 round (R)       1 square (Q)
 * and its code is its four letters in that order, as in BHSR (piece 0)
 * and NVOQ (piece 15).
 */
#define XTIC_SIDE		4
#define XTIC_SQUARES		16
#define XTIC_PIECES		16
#define XTIC_PROPERTIES		4
#define XTIC_ALL		0xffffU
#define XTIC_NONE		(-1)
#define XTIC_LINES_MAX		16
#define XTIC_MOVE_MAX		16	/* longest move text, with its NUL */
#define XTIC_POSITION_MAX	96	/* longest position text, with NUL */
/* Every placement with every gift. */
#define XTIC_MAX_MOVES		(XTIC_SQUARES * XTIC_PIECES)

#define XTIC_SQ(col, row)	((row) * XTIC_SIDE + (col))

/* Which lines count. */
enum xtic_type {
	XTIC_NORMAL,		/* rows, columns, the two main diagonals */
	XTIC_NODIAGS,		/* rows and columns */
	XTIC_TORUS,		/* rows, columns and all 8 diagonals */
	XTIC_TYPES
};

/* What completing a line does to the player who completes it. */
enum xtic_rule {
	XTIC_LOSES,		/* Xtic */
	XTIC_WINS,		/* Quarto */
	XTIC_RULES
};

/* Why a game ended. */
enum xtic_end {
	XTIC_END_NONE,
	XTIC_END_LINE,		/* a line of four sharing a property */
	XTIC_END_FULL,		/* the board is full without one: a draw */
	XTIC_ENDS
};

/*
 * A turn: the piece in hand placed on a square, then a piece given to the
 * other player.  The first turn of a game only gives (square XTIC_NONE);
 * a placement that ends the game gives nothing (give XTIC_NONE).
 */
struct xtic_move {
	signed char	 square;
	signed char	 give;
};

struct xtic_pos {
	signed char	 board[XTIC_SQUARES];	/* a piece, or XTIC_NONE */
	uint16_t	 filled;	/* squares with a piece */
	uint16_t	 pool;		/* pieces neither placed nor in hand */
	signed char	 hand;		/* the piece to place, or XTIC_NONE
					   before the first gift */
	unsigned char	 side;		/* who plays the turn: 0 or 1 */
	unsigned char	 type;		/* enum xtic_type */
	unsigned char	 rule;		/* enum xtic_rule */
	unsigned char	 end;		/* enum xtic_end */
	signed char	 last;		/* the square placed last, or XTIC_NONE */
	uint16_t	 line;		/* the squares of the line that ended
					   the game */
};

/* What went wrong; the front ends turn these into sentences. */
enum xtic_error {
	XTIC_OK,
	XTIC_E_SYNTAX,		/* not a move in notation */
	XTIC_E_OVER,		/* the game is over */
	XTIC_E_TAKEN,		/* the square has a piece */
	XTIC_E_GONE,		/* the piece to give is placed or in hand */
	XTIC_E_GIVE_FIRST,	/* the first turn gives and places nothing */
	XTIC_E_PLACE,		/* a turn places the piece in hand first */
	XTIC_E_GIVE,		/* the placement does not end the game:
				   a piece must be given */
	XTIC_E_POS_BOARD,	/* not four rows of four squares */
	XTIC_E_POS_PIECE,	/* not a piece code, or one twice */
	XTIC_E_POS_HAND,	/* the piece in hand is wrong */
	XTIC_E_POS_SIDE,	/* the side is not 1 or 2 */
	XTIC_E_POS_OVER,	/* a line is complete, or the board full */
	XTIC_E_POS_EXTRA,	/* something after the side */
	XTIC_ERRORS
};

/* The lines of a game type, as sets of squares. */
struct xtic_lines {
	int		 n;
	uint16_t	 squares[XTIC_LINES_MAX];
};

extern const char *const xtic_type_names[XTIC_TYPES];	/* "normal"... */
extern const char *const xtic_rule_names[XTIC_RULES];	/* "lose"... */

const struct xtic_lines	*xtic_lines(int);
int	 xtic_type_find(const char *);
int	 xtic_rule_find(const char *);

void	 xtic_start(struct xtic_pos *, int, int);
int	 xtic_fatal(const struct xtic_pos *, int, int, uint16_t *);
uint16_t xtic_fatal_squares(const struct xtic_pos *, int);
int	 xtic_check(const struct xtic_pos *, struct xtic_move);
int	 xtic_ends(const struct xtic_pos *, int);
void	 xtic_make(struct xtic_pos *, struct xtic_move);
int	 xtic_movegen(const struct xtic_pos *, struct xtic_move *);
int	 xtic_winner(const struct xtic_pos *);
void	 xtic_random(struct xtic_pos *, int, int, int, struct rng *);

int	 xtic_parse_square(const char *, int *);
void	 xtic_format_square(int, char *);
int	 xtic_parse_piece(const char *, int *);
void	 xtic_format_piece(int, char *);
int	 xtic_parse_move(const char *, struct xtic_move *);
void	 xtic_format_move(struct xtic_move, char *);
int	 xtic_from_text(struct xtic_pos *, const char *, int, int);
void	 xtic_to_text(const struct xtic_pos *, char *, size_t);

#endif
