/* ataxx_nn.h: the network evaluation of the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_NN_H
#define TABULA_ATAXX_NN_H

#include <stdint.h>
#include <string.h>

#include "games/ataxx.h"

/*
 * A position is seen by each side as 147 inputs: its pieces, the other
 * side's, and the blocked squares.  The hidden layer has ATAXX_NN_HIDDEN
 * units in orbits of eight: the units of an orbit share their weights,
 * each seeing the board through one of its eight symmetries (mirrors and
 * turns), and their weight to the output, so that mirror images score the
 * same.  The output weighs the hidden units of the side to move, clipped
 * to [0, ATAXX_NN_ONE], and those of the other side, by other weights: a
 * position scores the same for x to move as with the colours swapped for
 * o to move.  The output is the logit of the side to move's chance, times
 * ATAXX_NN_ONE and the output weights' 256; the score in hundredths of a
 * piece is the output times the scale over 2^24, the scale 100 * 2^24
 * over that 512 * 256 times k, fitted as in tools/ataxx_train.py so that
 * a hundredth of a piece is worth what the searches' scores were.
 *
 * To the hidden units' part the output adds five features of the side to
 * move's, less the other side's, weighed: ataxx_nn_feat().
 *
 * Since the units of an orbit share their output weight, the output sums
 * each orbit's clipped units first: sixteen products, not 128.
 *
 * The search keeps each side's hidden units (the accumulators) from ply
 * to ply, adding the rows of the squares a move changes, rather than
 * summing every piece's row at every node.
 */
#define ATAXX_NN_SYMS		8
#define ATAXX_NN_ORBITS		8
#define ATAXX_NN_HIDDEN		(ATAXX_NN_SYMS * ATAXX_NN_ORBITS)
#define ATAXX_NN_INPUTS		(3 * ATAXX_SQUARES)
#define ATAXX_NN_ONE		512	/* a hidden unit's 1 */
#define ATAXX_NN_MAX		20000	/* the largest score */
#define ATAXX_NN_FEATURES	5

struct ataxx_nn {
	/* By input, then hidden unit: the rows the accumulators add. */
	int16_t		weights[ATAXX_NN_INPUTS][ATAXX_NN_HIDDEN]
			    __attribute__((aligned(32)));
	/* A square turning to the seer's: its row, less the other side's. */
	int16_t		flips[ATAXX_SQUARES][ATAXX_NN_HIDDEN]
			    __attribute__((aligned(32)));
	int16_t		bias[ATAXX_NN_HIDDEN] __attribute__((aligned(32)));
	/* By orbit: the units of orbit k are k, k + ORBITS, k + 2 ORBITS... */
	int32_t		out_us[ATAXX_NN_ORBITS];
	int32_t		out_them[ATAXX_NN_ORBITS];
	int32_t		out_bias;
	int32_t		features[ATAXX_NN_FEATURES];
	int32_t		scale;
};

/* The hidden units of a position as each side sees it, by side. */
struct ataxx_nn_acc {
	int16_t		h[2][ATAXX_NN_HIDDEN] __attribute__((aligned(32)));
};

extern const struct ataxx_nn ataxx_nn_builtin;	/* ataxx_nn_net.c */

int	ataxx_nn_read(struct ataxx_nn *, const char *);
int	ataxx_nn_eval(const struct ataxx_nn *, const struct ataxx_pos *);
void	ataxx_nn_refresh(const struct ataxx_nn *, const struct ataxx_pos *,
	    struct ataxx_nn_acc *);
int	ataxx_nn_sym_square(int, int);

/* The squares on the edge but not in a corner, and the corners. */
#define ATAXX_NN_CORNERS	(1ULL | 1ULL << 6 | 1ULL << 42 | 1ULL << 48)
#define ATAXX_NN_EDGES		((ATAXX_FILE_A | ATAXX_FILE_G | 0x7fULL | \
			    (0x7fULL << 42)) & ~ATAXX_NN_CORNERS)

/*
 * The features of a position for the side to move, each ours less theirs:
 * pieces, pieces with no empty neighbour (which nothing can turn), pieces
 * on the edge, in a corner, and the empty squares we could clone to.
 */
static inline __attribute__((always_inline)) void
ataxx_nn_feat(const struct ataxx_pos *p, int *f)
{
	uint64_t	 us = p->pieces[p->side], them = p->pieces[p->side ^ 1];
	uint64_t	 empty = ataxx_empty(p), exposed = ataxx_singles(empty);

	f[0] = __builtin_popcountll(us) - __builtin_popcountll(them);
	f[1] = __builtin_popcountll(us & ~exposed) -
	    __builtin_popcountll(them & ~exposed);
	f[2] = __builtin_popcountll(us & ATAXX_NN_EDGES) -
	    __builtin_popcountll(them & ATAXX_NN_EDGES);
	f[3] = __builtin_popcountll(us & ATAXX_NN_CORNERS) -
	    __builtin_popcountll(them & ATAXX_NN_CORNERS);
	f[4] = __builtin_popcountll(ataxx_singles(us) & empty) -
	    __builtin_popcountll(ataxx_singles(them) & empty);
}

/*
 * Vectors of the compiler, as wide as AVX2's: it splits them where the
 * processor's are narrower.  The rows and accumulators are aligned to them.
 */
typedef int16_t	ataxx_nn_v16 __attribute__((vector_size(32)));
typedef int16_t	ataxx_nn_v8 __attribute__((vector_size(16)));
typedef int32_t	ataxx_nn_v8i __attribute__((vector_size(32)));
#define ATAXX_NN_V16(p, i)	(((ataxx_nn_v16 *)(p))[i])
#define ATAXX_NN_CV16(p, i)	(((const ataxx_nn_v16 *)(p))[i])

static inline __attribute__((always_inline)) void
ataxx_nn_add(int16_t *restrict h, const int16_t *restrict row)
{
	int	 i;

	for (i = 0; i < ATAXX_NN_HIDDEN / 16; i++)
		ATAXX_NN_V16(h, i) += ATAXX_NN_CV16(row, i);
}

static inline __attribute__((always_inline)) void
ataxx_nn_sub(int16_t *restrict h, const int16_t *restrict row)
{
	int	 i;

	for (i = 0; i < ATAXX_NN_HIDDEN / 16; i++)
		ATAXX_NN_V16(h, i) -= ATAXX_NN_CV16(row, i);
}

/*
 * The sums by orbit of a side's hidden units clipped to [0, ATAXX_NN_ONE]:
 * at most 8 * ATAXX_NN_ONE, within 16 bits.
 */
typedef int16_t	ataxx_nn_vo __attribute__((vector_size(2 * ATAXX_NN_ORBITS)));

static inline __attribute__((always_inline)) ataxx_nn_vo
ataxx_nn_orbits(const int16_t *h)
{
	const ataxx_nn_vo	 zero = { 0 };
	ataxx_nn_vo		 a, m, one, sum = { 0 };
	int			 g;

	one = zero + ATAXX_NN_ONE;
	for (g = 0; g < ATAXX_NN_SYMS; g++) {
		a = ((const ataxx_nn_vo *)h)[g];
		a &= (ataxx_nn_vo)(a > zero);
		m = (ataxx_nn_vo)(a > one);
		sum += (a & ~m) | (one & m);
	}
	return (sum);
}

/*
 * The accumulators after move m of the side to move in p, from those
 * before: the new piece, the piece gone from a jump's source, and each
 * piece turned, for both sides.
 */
static inline __attribute__((always_inline)) void
ataxx_nn_move(const struct ataxx_nn *net, const struct ataxx_nn_acc *from,
    struct ataxx_nn_acc *to, const struct ataxx_pos *p, ataxx_move m)
{
	int16_t		*restrict us, *restrict them;
	uint64_t	 flips;
	int		 side = p->side, src, dst, sq, i;

	us = to->h[side];
	them = to->h[side ^ 1];
	if (m == ATAXX_PASS) {
		*to = *from;
		return;
	}
	src = ATAXX_FROM(m);
	dst = ATAXX_TO(m);
	for (i = 0; i < ATAXX_NN_HIDDEN / 16; i++) {
		ATAXX_NN_V16(us, i) = ATAXX_NN_CV16(from->h[side], i) +
		    ATAXX_NN_CV16(net->weights[dst], i);
		ATAXX_NN_V16(them, i) = ATAXX_NN_CV16(from->h[side ^ 1], i) +
		    ATAXX_NN_CV16(net->weights[ATAXX_SQUARES + dst], i);
	}
	if (src != dst) {
		ataxx_nn_sub(us, net->weights[src]);
		ataxx_nn_sub(them, net->weights[ATAXX_SQUARES + src]);
	}
	flips = ataxx_neighbours[dst] & p->pieces[side ^ 1];
	for (; flips != 0; flips &= flips - 1) {
		sq = __builtin_ctzll(flips);
		ataxx_nn_add(us, net->flips[sq]);
		ataxx_nn_sub(them, net->flips[sq]);
	}
}

/* The score of p, in hundredths of a piece, for the side to move. */
static inline __attribute__((always_inline)) int
ataxx_nn_output(const struct ataxx_nn *net, const struct ataxx_nn_acc *acc,
    const struct ataxx_pos *p)
{
	const int16_t	*us = acc->h[p->side], *them = acc->h[p->side ^ 1];
	ataxx_nn_vo	 a, b;
	int32_t		 sum = 0;
	int		 i, score, f[ATAXX_NN_FEATURES];

	ataxx_nn_feat(p, f);
	for (i = 0; i < ATAXX_NN_FEATURES; i++)
		sum += net->features[i] * f[i];
	a = ataxx_nn_orbits(us);
	b = ataxx_nn_orbits(them);
	for (i = 0; i < ATAXX_NN_ORBITS; i++)
		sum += net->out_us[i] * a[i] + net->out_them[i] * b[i];
	score = (int)(((int64_t)sum + net->out_bias) * net->scale >> 24);
	if (score > ATAXX_NN_MAX)
		score = ATAXX_NN_MAX;
	if (score < -ATAXX_NN_MAX)
		score = -ATAXX_NN_MAX;
	return (score);
}

#endif
