/* ataxx.h: the Ataxx rules engine: 49-bit bitboards, moves, FEN, perft. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_H
#define TABULA_ATAXX_H

#include <stddef.h>
#include <stdint.h>

/*
 * Square n is file n % 7 (a-g) and rank n / 7 (1-7): a1 = 0, g1 = 6,
 * a7 = 42, g7 = 48.  A bitboard holds one bit per square in its low 49 bits.
 */
#define ATAXX_FILES		7
#define ATAXX_SQUARES		49
#define ATAXX_ALL		0x1ffffffffffffULL
#define ATAXX_FILE_A		0x0040810204081ULL
#define ATAXX_FILE_G		(ATAXX_FILE_A << 6)
#define ATAXX_DRAW_HALFMOVES	100
#define ATAXX_FEN_MAX		96	/* longest FEN we write, with its NUL */
#define ATAXX_MOVE_MAX		12	/* longest move text, with "(8)" and NUL */

/* Clones plus jumps can never exceed 49 + 240 (the board's distance-2 pairs). */
#define ATAXX_MAX_MOVES		290

/*
 * A move is its source square times 64 plus its target square; a clone has
 * the same source and target.  A pass is written 0000.
 */
typedef uint16_t ataxx_move;
#define ATAXX_MOVE(from, to)	((ataxx_move)((from) << 6 | (to)))
#define ATAXX_CLONE(to)		ATAXX_MOVE(to, to)
#define ATAXX_FROM(m)		((m) >> 6)
#define ATAXX_TO(m)		((m) & 63)
#define ATAXX_IS_CLONE(m)	(ATAXX_FROM(m) == ATAXX_TO(m))
#define ATAXX_PASS		((ataxx_move)0xfffe)
#define ATAXX_NOMOVE		((ataxx_move)0xffff)

enum ataxx_side {
	ATAXX_X,		/* moves first */
	ATAXX_O
};

struct ataxx_pos {
	uint64_t	pieces[2];	/* by side */
	uint64_t	blocked;
	uint64_t	key;		/* Zobrist key of pieces, blocks, side */
	int		side;		/* to move */
	int		halfmoves;	/* since the last clone */
	int		fullmoves;	/* starts at 1, counts o's moves */
};

/* What went wrong; the front ends turn these into sentences. */
enum ataxx_error {
	ATAXX_OK,
	ATAXX_E_SYNTAX,		/* not a move in notation */
	ATAXX_E_OVER,		/* the game is over */
	ATAXX_E_OCCUPIED,	/* the target square is taken */
	ATAXX_E_BLOCKED,	/* the target square is blocked */
	ATAXX_E_NOT_OWN,	/* no piece of the mover on the source */
	ATAXX_E_DISTANCE,	/* the target is not one or two squares away */
	ATAXX_E_NO_SOURCE,	/* a clone with no own piece next to it */
	ATAXX_E_MUST_PASS,	/* no move is possible: only 0000 */
	ATAXX_E_CANNOT_PASS,	/* a pass while a move is possible */
	ATAXX_E_FLIPS,		/* the "(n)" suffix does not match */
	ATAXX_E_FEN_ROWS,	/* not seven rows */
	ATAXX_E_FEN_ROW,	/* a row that is not seven squares */
	ATAXX_E_FEN_CHAR,	/* a character that is not x, o, -, 1-7 or / */
	ATAXX_E_FEN_SIDE,	/* the side to move is not x or o */
	ATAXX_E_FEN_CLOCK,	/* a bad half-move clock or move number */
	ATAXX_E_FEN_EXTRA,	/* something after the move number */
	ATAXX_ERRORS
};

/* Why a game ended. */
enum ataxx_end {
	ATAXX_END_NONE,
	ATAXX_END_FULL,		/* no empty square left */
	ATAXX_END_WIPEOUT,	/* a side has no pieces */
	ATAXX_END_STUCK,	/* empty squares, but nobody can reach them */
	ATAXX_END_HALFMOVES,	/* 100 half-moves without a clone: a draw */
	ATAXX_ENDS
};

/*
 * Functions that count bits in their inner loops are built twice where the
 * compiler can, with the popcnt instruction and without, and the program
 * takes the one its processor runs when it starts: the binary runs
 * everywhere, and fast where it can.  Calls from one such function to
 * another go straight to the same build.  A third build, for processors
 * with AVX2 (x86-64-v3), runs the network evaluation's vectors faster.
 * Not with clang: clang 14 calls such a function from another file through
 * its resolver, and gets an address for an answer.
 */
#if defined(__clang__)
#define ATAXX_HOT
#elif defined(HAVE_TARGET_CLONES_V3)
#define ATAXX_HOT	__attribute__((target_clones("arch=x86-64-v3", \
			    "popcnt", "default")))
#elif defined(HAVE_TARGET_CLONES)
#define ATAXX_HOT	__attribute__((target_clones("popcnt", "default")))
#else
#define ATAXX_HOT
#endif

extern const uint64_t ataxx_neighbours[ATAXX_SQUARES];
extern const uint64_t ataxx_jumps[ATAXX_SQUARES];
extern const uint64_t ataxx_zobrist[3][ATAXX_SQUARES]; /* x, o, blocked */
extern const uint64_t ataxx_zobrist_side;
extern const uint64_t ataxx_zobrist_flip[ATAXX_SQUARES]; /* x's ^ o's */

/* The squares next to any square of b (king-wise), b itself excluded. */
static inline uint64_t
ataxx_singles(uint64_t b)
{
	uint64_t e = (b << 1 | b << 8 | b >> 6) & ~ATAXX_FILE_A;
	uint64_t w = (b >> 1 | b >> 8 | b << 6) & ~ATAXX_FILE_G;

	return ((e | w | b << 7 | b >> 7) & ATAXX_ALL & ~b);
}

/* The squares nobody occupies and nothing blocks. */
static inline uint64_t
ataxx_empty(const struct ataxx_pos *p)
{
	return (~(p->pieces[0] | p->pieces[1] | p->blocked) & ATAXX_ALL);
}

/* Whether a side has any clone or jump. */
static inline int
ataxx_can_move(const struct ataxx_pos *p, int side)
{
	uint64_t	 near = p->pieces[side] | ataxx_singles(p->pieces[side]);

	return (((near | ataxx_singles(near)) & ataxx_empty(p)) != 0);
}

/* Plays a legal move, keeping the key and the clocks. */
static inline void
ataxx_make(struct ataxx_pos *p, ataxx_move m)
{
	int		 us = p->side, them = us ^ 1, from, to, sq;
	uint64_t	 flips;

	p->key ^= ataxx_zobrist_side;
	p->side = them;
	p->fullmoves += us;
	if (m == ATAXX_PASS) {
		p->halfmoves++;
		return;
	}
	from = ATAXX_FROM(m);
	to = ATAXX_TO(m);
	flips = ataxx_neighbours[to] & p->pieces[them];
	p->pieces[us] |= (1ULL << to) | flips;
	p->pieces[them] ^= flips;
	p->key ^= ataxx_zobrist[us][to];
	if (from != to) {
		p->pieces[us] ^= (1ULL << from);
		p->key ^= ataxx_zobrist[us][from];
		p->halfmoves++;
	} else
		p->halfmoves = 0;
	for (; flips != 0; flips &= flips - 1) {
		sq = __builtin_ctzll(flips);
		p->key ^= ataxx_zobrist_flip[sq];
	}
}

void		ataxx_startpos(struct ataxx_pos *);
int		ataxx_from_fen(struct ataxx_pos *, const char *);
void		ataxx_to_fen(const struct ataxx_pos *, char *, size_t);
uint64_t	ataxx_compute_key(const struct ataxx_pos *);

int		ataxx_movegen(const struct ataxx_pos *, ataxx_move *);
int		ataxx_count_moves(const struct ataxx_pos *);
int		ataxx_check(const struct ataxx_pos *, ataxx_move);
uint64_t	ataxx_flips(const struct ataxx_pos *, ataxx_move);

int		ataxx_parse_move(const char *, ataxx_move *, int *);
void		ataxx_format_move(ataxx_move, char *);
int		ataxx_parse_square(const char *);
void		ataxx_format_square(int, char *);

enum ataxx_end	ataxx_end(const struct ataxx_pos *);
int		ataxx_winner(const struct ataxx_pos *);

uint64_t	ataxx_perft(const struct ataxx_pos *, int);
uint64_t	ataxx_perft_plain(const struct ataxx_pos *, int);

#endif
