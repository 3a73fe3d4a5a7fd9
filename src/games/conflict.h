/*
 * conflict.h: the Conflict rules engine: terrain boards, pieces moved by
 * dice along paths, mines, takeovers and the ownership tree.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONFLICT_H
#define TABULA_CONFLICT_H

#include <stddef.h>
#include <stdint.h>

/*
 * Square n is column n % 64 (a to z, then aa, ab, ...: see notation.c) and
 * row n / 64 + 1, counted from the bottom; the columns past the board's
 * width are never on it.  A board is 6 to 64 squares wide and high.
 */
#define CONFLICT_STRIDE		64
#define CONFLICT_SIDE_MIN	6
#define CONFLICT_SIDE_MAX	64
#define CONFLICT_SQUARES	(CONFLICT_SIDE_MAX * CONFLICT_STRIDE)
#define CONFLICT_WORDS		(CONFLICT_SQUARES / 64)	/* a word a row */
#define CONFLICT_PLAYERS	4	/* corners, used or not */
#define CONFLICT_KINDS		5
#define CONFLICT_DIE_MAX	6
#define CONFLICT_PATH_MAX	(CONFLICT_DIE_MAX + 1)
#define CONFLICT_MOVE_MAX	64	/* longest move text, with its NUL */
#define CONFLICT_SQUARE_MAX	8	/* longest square name, with its NUL */
#define CONFLICT_NOWHERE	(-1)

#define CONFLICT_ROW(sq)	((sq) / CONFLICT_STRIDE)
#define CONFLICT_COL(sq)	((sq) % CONFLICT_STRIDE)
#define CONFLICT_SQ(row, col)	((row) * CONFLICT_STRIDE + (col))

enum conflict_kind {
	CONFLICT_CANNON,
	CONFLICT_GUN,		/* anti-aircraft gun */
	CONFLICT_PLANE,
	CONFLICT_SHIP,
	CONFLICT_SUB
};

enum conflict_terrain {
	CONFLICT_LAND,
	CONFLICT_WATER,
	CONFLICT_HIGH,		/* impassable */
	CONFLICT_BASE		/* land and water both */
};

/* A set of squares. */
struct conflict_set {
	uint64_t	w[CONFLICT_WORDS];
};

/* A board, as read from its text; it never changes during a game. */
struct conflict_board {
	int		 w, h;
	uint8_t		 terrain[CONFLICT_SQUARES];
	int8_t		 mine[CONFLICT_SQUARES];	/* its colour, or -1 */
	int16_t		 base[CONFLICT_PLAYERS];
	int16_t		 mines[CONFLICT_PLAYERS][2];
	struct conflict_set on;				/* squares on it */
	struct conflict_set moves_on[CONFLICT_KINDS];	/* by kind */
	struct conflict_set any_mine;
	int8_t		 nnear[CONFLICT_SQUARES];
	int16_t		 near[CONFLICT_SQUARES][8];	/* neighbours */
};

/*
 * A piece on a square is its colour (the corner it came from) times 16 plus
 * its kind plus 1; 0 is an empty square.
 */
#define CONFLICT_PIECE(colour, kind)	((uint8_t)((colour) << 4 | ((kind) + 1)))
#define CONFLICT_COLOUR(p)		((p) >> 4)
#define CONFLICT_KIND(p)		(((p) & 15) - 1)

/* A position: the pieces, the stocks, the tree, whose turn and the dice. */
struct conflict_pos {
	const struct conflict_board *b;
	int		 nplayers;	/* corners 0 .. nplayers - 1 are seats */
	uint8_t		 sq[CONFLICT_SQUARES];	/* set with conflict_put */
	struct conflict_set occupied;	/* the squares with a piece */
	uint8_t		 avail[CONFLICT_PLAYERS][CONFLICT_KINDS];
	uint8_t		 reserve[CONFLICT_PLAYERS][CONFLICT_KINDS];
	int8_t		 parent[CONFLICT_PLAYERS];	/* -1: a root */
	uint8_t		 resigned;	/* a bit per seat */
	int8_t		 turn;		/* the seat to move */
	uint8_t		 dice[2];	/* 0, 0: a roll is due */
	uint8_t		 left;		/* a bit per die still to play */
	uint8_t		 seven;		/* a reserve piece may be taken */
	int16_t		 moved;		/* the piece moved in this roll */
	uint8_t		 played;	/* a piece moved in this roll */
	int		 over;		/* no more than one player alive */
	unsigned int	 rolls;		/* rolled so far */
};

/* The kinds of move, in notation (see conflict_parse_move). */
enum conflict_move_type {
	CONFLICT_MOVE_ROLL,	/* roll 3 4 */
	CONFLICT_MOVE_PIECE,	/* 4 c5-d6-e7-f8-g9 */
	CONFLICT_MOVE_ENTER,	/* 3 enter ship a20-b19-c18-d17 */
	CONFLICT_MOVE_RESERVE,	/* reserve plane a20 */
	CONFLICT_MOVE_DECLINE,	/* decline 5 */
	CONFLICT_MOVE_PASS,	/* pass: decline every die left */
	CONFLICT_MOVE_RESIGN	/* resign 2 */
};

struct conflict_move {
	uint8_t		 type;
	uint8_t		 die;		/* the die played; roll: the first */
	uint8_t		 die2;		/* roll: the second die */
	uint8_t		 kind;		/* enter, reserve */
	int8_t		 colour;	/* enter, reserve: whose stock;
					   resign: the seat */
	uint8_t		 len;		/* squares on the path, start too */
	int16_t		 path[CONFLICT_PATH_MAX];
};

/* What a move did, for the front ends to tell and show. */
struct conflict_effect {
	int		 mover;		/* the piece, or 0 */
	int		 taken;		/* a piece captured, or 0 */
	int		 mined;		/* the square where a mine went off */
	int		 victim;	/* the piece resting there, or 0 */
	int		 base;		/* a colour taken over, or -1 */
	int		 from_seat;	/* whose it was (a root), or -1 */
	int		 lost[CONFLICT_PLAYERS];	/* pieces lost on mines
							   by a takeover */
	unsigned int	 out;		/* seats put out by this move */
	unsigned int	 discarded;	/* dice values (bits) discarded */
	int		 again;		/* doubles: the mover rolls again */
	int		 next;		/* the seat to play next, or -1 */
};

/* What went wrong; the front ends turn these into sentences. */
enum conflict_error {
	CONFLICT_OK,
	CONFLICT_E_SYNTAX,
	CONFLICT_E_OVER,
	CONFLICT_E_TURN,	/* not this seat's turn */
	CONFLICT_E_ROLL_DUE,	/* the dice have not been rolled */
	CONFLICT_E_ROLLED,	/* a roll while the dice are out */
	CONFLICT_E_ROLLER,	/* a seat rolling its own dice */
	CONFLICT_E_DIE,		/* no die left shows that number */
	CONFLICT_E_SQUARE,	/* a square that is not on the board */
	CONFLICT_E_NO_PIECE,	/* no piece of the mover on the start */
	CONFLICT_E_MOVED,	/* that piece already moved in this roll */
	CONFLICT_E_LENGTH,	/* the path is not as long as the die */
	CONFLICT_E_STEP,	/* two squares of the path are not neighbours */
	CONFLICT_E_TWICE,	/* a square visited twice */
	CONFLICT_E_LAND,	/* a land piece on water */
	CONFLICT_E_WATER,	/* a ship or submarine on land */
	CONFLICT_E_HIGH,	/* an impassable square */
	CONFLICT_E_IN_WAY,	/* a piece in the way */
	CONFLICT_E_OWN,		/* the last square holds a piece of ours */
	CONFLICT_E_PLANE_GUN,	/* a plane cannot take a gun */
	CONFLICT_E_PLANE_SUB,	/* or a submarine */
	CONFLICT_E_NOT_BASE,	/* an entry not from a base we hold */
	CONFLICT_E_NONE_LEFT,	/* no such piece to enter */
	CONFLICT_E_NOT_SEVEN,	/* a reserve piece without a fresh 7 */
	CONFLICT_E_NO_RESERVE,	/* no such piece in reserve */
	CONFLICT_E_NO_PATH,	/* no path of that length to that square */
	CONFLICT_E_MINED,	/* every such path crosses a hostile mine */
	CONFLICT_E_RESIGN,	/* resign names a seat that is not there */
	CONFLICT_E_OTHER,	/* resigning for another seat */
	CONFLICT_E_BOARD_CHAR,	/* board errors: an unknown character */
	CONFLICT_E_BOARD_WIDTH,	/* rows of different lengths */
	CONFLICT_E_BOARD_SIZE,	/* too small or too large */
	CONFLICT_E_BOARD_BASE_TWICE,
	CONFLICT_E_BOARD_NO_BASE,
	CONFLICT_E_BOARD_MINES,	/* not two mines of a colour */
	CONFLICT_E_BOARD_NO_LAND,	/* a base not touching land */
	CONFLICT_E_BOARD_NO_WATER,	/* or water */
	CONFLICT_E_PLAYERS,	/* not 2 to 4 players */
	CONFLICT_E_NOT_SQUARE,	/* a command's argument that is no square */
	CONFLICT_E_DECLINE,	/* decline written wrong */
	CONFLICT_E_RESERVE,	/* reserve written wrong */
	CONFLICT_E_KIND,	/* a piece's kind that is none */
	CONFLICT_ERRORS
};

/* A kind's names: its word in notation and its letter on the board. */
extern const char *const conflict_kind_words[CONFLICT_KINDS];
extern const char conflict_kind_letters[CONFLICT_KINDS + 1];
extern const uint8_t conflict_start_avail[CONFLICT_KINDS];
extern const uint8_t conflict_start_reserve[CONFLICT_KINDS];

/* Sets of squares. */
static inline void
conflict_set_add(struct conflict_set *s, int sq)
{
	s->w[sq >> 6] |= 1ULL << (sq & 63);
}

static inline int
conflict_set_has(const struct conflict_set *s, int sq)
{
	return ((s->w[sq >> 6] >> (sq & 63)) & 1);
}

int	conflict_set_count(const struct conflict_set *);
int	conflict_set_next(const struct conflict_set *, int);

int	conflict_board_read(struct conflict_board *, const char *, int *,
	    int *);
void	conflict_start(struct conflict_pos *, const struct conflict_board *,
	    int);
void	conflict_put(struct conflict_pos *, int, int);

int	conflict_root(const struct conflict_pos *, int);
int	conflict_controls(const struct conflict_pos *, int, int);
int	conflict_alive(const struct conflict_pos *, int);
int	conflict_pieces(const struct conflict_pos *, int);
int	conflict_hostile_mine(const struct conflict_pos *, int, int);
int	conflict_can_take(int, int);
int	conflict_winner(const struct conflict_pos *);

int	conflict_parse_square(const struct conflict_board *, const char *,
	    const char **);
void	conflict_format_square(int, char *, size_t);
int	conflict_parse_move(const struct conflict_pos *, const char *,
	    struct conflict_move *);
void	conflict_format_move(const struct conflict_move *, char *, size_t);

int	conflict_check(const struct conflict_pos *, int,
	    struct conflict_move *);
int	conflict_check_steps(const struct conflict_pos *,
	    const struct conflict_move *, int);
void	conflict_apply(struct conflict_pos *, const struct conflict_move *,
	    struct conflict_effect *);
int	conflict_play(struct conflict_pos *, int, const char *,
	    struct conflict_move *, struct conflict_effect *);

int	conflict_reach(const struct conflict_pos *, int, int, int, int,
	    struct conflict_set *);
void	conflict_layers(const struct conflict_pos *, int, int, int,
	    struct conflict_set[CONFLICT_PATH_MAX]);
int	conflict_find_path(const struct conflict_pos *, int, int, int, int,
	    int, int, int16_t *);
int	conflict_usable(const struct conflict_pos *, int);
int	conflict_next_mover(const struct conflict_pos *, int);

/* Every legal move of the roll, with one safe path to each destination. */
struct conflict_moves {
	int			 n, size;
	struct conflict_move	*list;
};
void	conflict_moves_init(struct conflict_moves *);
void	conflict_moves_free(struct conflict_moves *);
int	conflict_movegen(const struct conflict_pos *, struct conflict_moves *);

struct rng;
void	conflict_roll(struct conflict_move *, int, int);
void	conflict_roll_random(struct conflict_move *, struct rng *);

#endif
