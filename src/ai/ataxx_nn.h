/* ataxx_nn.h: the network evaluation of the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_NN_H
#define TABULA_ATAXX_NN_H

#include <stdint.h>
#include <string.h>

#include "games/ataxx.h"

/*
 * A position is seen by each side through the 36 windows of two by two
 * squares of the board: what a window holds (each square empty, the
 * seer's, the other side's or blocked: 256 patterns) is one input of
 * 36 * 256, so that the network sees at once which pieces touch which.
 * The hidden layer has 8 units an orbit, of as many orbits as the network's
 * file says (a multiple of 8, at most ATAXX_NN_ORBITS_MAX): the units
 * of an orbit share their weights, each seeing the board through one of
 * its eight symmetries (mirrors and turns), and their weight to the
 * output, so that mirror images score the same.  Unit g * orbits + k is
 * the one of orbit k that sees through symmetry g.  The output weighs the
 * hidden units of the side to move, clipped to [0, ATAXX_NN_ONE] (and
 * squared, if the network's activation says so), and those of the other
 * side, by other weights: a position scores the same for x to move as
 * with the colours swapped for o to move.  Since the units of an orbit
 * share their output weight, the output sums each orbit's clipped units
 * first: one product an orbit, not eight.  To that it adds five features
 * of the side to move's, less the other side's, weighed: ataxx_nn_feat().
 *
 * The output is the logit of the side to move's chance, times
 * ATAXX_NN_ONE and the output weights' 256; the score in hundredths of a
 * piece is the output times the scale over 2^24, the scale 100 * 2^24
 * over that 256 * 256 times k, fitted as in tools/ataxx_train.c so that
 * a hundredth of a piece is worth what the searches' scores were.
 *
 * The search keeps each side's hidden units (the accumulators) from ply
 * to ply: a move changes the windows around its squares only, each of
 * which takes away the row of its pattern before and adds that of after.
 */
#define ATAXX_NN_SYMS		8
#define ATAXX_NN_ORBITS_MAX	64
#define ATAXX_NN_HIDDEN_MAX	(ATAXX_NN_SYMS * ATAXX_NN_ORBITS_MAX)
#define ATAXX_NN_WINDOWS	36
#define ATAXX_NN_PATTERNS	256
#define ATAXX_NN_INPUTS		(ATAXX_NN_WINDOWS * ATAXX_NN_PATTERNS)
#define ATAXX_NN_ONE		256	/* a hidden unit's 1 */
#define ATAXX_NN_MAX		20000	/* the largest score */
#define ATAXX_NN_FEATURES	5

/* The top left squares of the windows: files a to f, ranks 1 to 6. */
#define ATAXX_NN_TOPLEFT	(0x3fULL * 0x0040810204081ULL & \
			    ((1ULL << 42) - 1))

/*
 * What a hidden unit gives the output: its value clipped to [0, 1]
 * (ATAXX_NN_ONE), or that squared (in the same units: a * a / ONE).
 */
enum ataxx_nn_activation {
	ATAXX_NN_CRELU,
	ATAXX_NN_SCRELU
};

/* The weights as the file holds them: for the first unit of each orbit. */
struct ataxx_nn_weights {
	int		orbits;
	enum ataxx_nn_activation activation;
	int16_t		bias[ATAXX_NN_ORBITS_MAX];
	int32_t		out_us[ATAXX_NN_ORBITS_MAX];
	int32_t		out_them[ATAXX_NN_ORBITS_MAX];
	int32_t		out_bias;
	int32_t		features[ATAXX_NN_FEATURES];
	int32_t		scale;
	const int16_t	*weights;	/* ATAXX_NN_INPUTS rows of orbits */
};

/* The network as the search uses it: every unit's weights. */
struct ataxx_nn {
	/*
	 * By input, then hidden unit: the rows the accumulators add,
	 * ATAXX_NN_INPUTS of hidden, aligned for the vectors.
	 */
	int16_t		*weights;
	int16_t		bias[ATAXX_NN_HIDDEN_MAX] __attribute__((aligned(32)));
	int		orbits;
	int		hidden;		/* 8 * orbits */
	enum ataxx_nn_activation activation;
	int32_t		out_us[ATAXX_NN_ORBITS_MAX];
	int32_t		out_them[ATAXX_NN_ORBITS_MAX];
	int32_t		out_bias;
	int32_t		features[ATAXX_NN_FEATURES];
	int32_t		scale;
};

/* The hidden units of a position as each side sees it, by side. */
struct ataxx_nn_acc {
	int16_t		h[2][ATAXX_NN_HIDDEN_MAX] __attribute__((aligned(32)));
};

/*
 * The network built in: its weights, in ataxx_nn_net.c, which the build
 * writes from data/ataxx/eval.net; and those expanded when the program
 * starts, which the search uses.
 */
extern const struct ataxx_nn_weights ataxx_nn_weights_builtin;
extern struct ataxx_nn ataxx_nn_builtin;

void	ataxx_nn_expand(const struct ataxx_nn_weights *, struct ataxx_nn *);
int	ataxx_nn_read(struct ataxx_nn *, const char *);
void	ataxx_nn_free(struct ataxx_nn *);
int	ataxx_nn_eval(const struct ataxx_nn *, const struct ataxx_pos *);
void	ataxx_nn_refresh(const struct ataxx_nn *, const struct ataxx_pos *,
	    struct ataxx_nn_acc *);
int	ataxx_nn_sym_square(int, int);
int	ataxx_nn_sym_input(int, int);

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
 * The input of the window whose top left square is t, seen by the side
 * whose pieces are a (the other's b): its number, then its pattern, four
 * digits in base 4 (t, t + 1, t + 7, t + 8; 0 empty, 1 a's, 2 b's,
 * 3 blocked).
 */
static inline __attribute__((always_inline)) int
ataxx_nn_input(uint64_t a, uint64_t b, uint64_t blocked, int t)
{
	static const uint8_t	 spread[16] = { 0, 1, 4, 5, 16, 17, 20, 21,
	    64, 65, 68, 69, 80, 81, 84, 85 };
	unsigned int		 ma, mb, mk;

	ma = (unsigned int)(((a >> t) & 3) | ((a >> (t + 7)) & 3) << 2);
	mb = (unsigned int)(((b >> t) & 3) | ((b >> (t + 7)) & 3) << 2);
	mk = (unsigned int)(((blocked >> t) & 3) |
	    ((blocked >> (t + 7)) & 3) << 2);
	return ((t - t / ATAXX_FILES) * ATAXX_NN_PATTERNS + spread[ma] +
	    2 * spread[mb] + 3 * spread[mk]);
}

/*
 * Input f of a position as the other side sees it: its pattern's digits 1
 * and 2 swapped (those whose two bits differ).
 */
static inline __attribute__((always_inline)) int
ataxx_nn_other(int f)
{
	int	 x = (f ^ f >> 1) & 0x55;

	return (f ^ (x | x << 1));
}

/*
 * Vectors of the compiler, as wide as AVX2's: it splits them where the
 * processor's are narrower.  The rows and accumulators are aligned to them.
 */
typedef int16_t	ataxx_nn_v16 __attribute__((vector_size(32)));
#define ATAXX_NN_V16(p, i)	(((ataxx_nn_v16 *)(p))[i])
#define ATAXX_NN_CV16(p, i)	(((const ataxx_nn_v16 *)(p))[i])

/*
 * The hot functions take the number of hidden units, or of orbits, as an
 * argument that their callers give as a constant for the usual sizes
 * (ATAXX_NN_SIZES), so that the compiler unrolls their loops for each.
 */
static inline __attribute__((always_inline)) void
ataxx_nn_add(int16_t *restrict h, const int16_t *restrict row, int hidden)
{
	int	 i;

	for (i = 0; i < hidden / 16; i++)
		ATAXX_NN_V16(h, i) += ATAXX_NN_CV16(row, i);
}

/* h += add - sub */
static inline __attribute__((always_inline)) void
ataxx_nn_swap(int16_t *restrict h, const int16_t *restrict add,
    const int16_t *restrict sub, int hidden)
{
	int	 i;

	for (i = 0; i < hidden / 16; i++)
		ATAXX_NN_V16(h, i) += ATAXX_NN_CV16(add, i) -
		    ATAXX_NN_CV16(sub, i);
}

/* The row of the network's weights for input f. */
#define ATAXX_NN_ROW(net, f, hidden)	((net)->weights + (size_t)(f) * \
				    (size_t)(hidden))

/*
 * Calls F(..., orbits) with orbits a constant for the network's usual
 * sizes, and as the network's for the others.
 */
#define ATAXX_NN_SIZES(net, F, ...) do {				\
	switch ((net)->orbits) {					\
	case 16:							\
		F(__VA_ARGS__, 16);					\
		break;							\
	case 32:							\
		F(__VA_ARGS__, 32);					\
		break;							\
	case 64:							\
		F(__VA_ARGS__, 64);					\
		break;							\
	default:							\
		F(__VA_ARGS__, (net)->orbits);				\
		break;							\
	}								\
} while (0)

static inline __attribute__((always_inline)) void
ataxx_nn_move_n(const struct ataxx_nn *net, const struct ataxx_nn_acc *from,
    struct ataxx_nn_acc *to, const struct ataxx_pos *p,
    const struct ataxx_pos *c, int orbits)
{
	uint64_t	 changed, tl;
	int		 t, now, was, hidden = ATAXX_NN_SYMS * orbits;

	/* By vectors: memcpy's string instructions start slowly. */
	for (t = 0; t < hidden / 16; t++) {
		ATAXX_NN_V16(to->h[0], t) = ATAXX_NN_CV16(from->h[0], t);
		ATAXX_NN_V16(to->h[1], t) = ATAXX_NN_CV16(from->h[1], t);
	}
	changed = (p->pieces[0] ^ c->pieces[0]) | (p->pieces[1] ^ c->pieces[1]);
	tl = (changed | changed >> 1 | changed >> 7 | changed >> 8) &
	    ATAXX_NN_TOPLEFT;
	for (; tl != 0; tl &= tl - 1) {
		t = __builtin_ctzll(tl);
		now = ataxx_nn_input(c->pieces[0], c->pieces[1], c->blocked, t);
		was = ataxx_nn_input(p->pieces[0], p->pieces[1], p->blocked, t);
		ataxx_nn_swap(to->h[0], ATAXX_NN_ROW(net, now, hidden),
		    ATAXX_NN_ROW(net, was, hidden), hidden);
		ataxx_nn_swap(to->h[1], ATAXX_NN_ROW(net, ataxx_nn_other(now),
		    hidden), ATAXX_NN_ROW(net, ataxx_nn_other(was), hidden),
		    hidden);
	}
}

/*
 * The accumulators of position c, a move (or a pass) after p, from those
 * of p: every window that holds a square the move changed.
 */
static inline __attribute__((always_inline)) void
ataxx_nn_move(const struct ataxx_nn *net, const struct ataxx_nn_acc *from,
    struct ataxx_nn_acc *to, const struct ataxx_pos *p,
    const struct ataxx_pos *c)
{
	ATAXX_NN_SIZES(net, ataxx_nn_move_n, net, from, to, p, c);
}

/*
 * The sums by orbit of a side's hidden units clipped to [0, ATAXX_NN_ONE],
 * or of their squares over ATAXX_NN_ONE: at most 8 * ATAXX_NN_ONE; eight
 * orbits at a time.
 */
typedef int16_t	ataxx_nn_vo __attribute__((vector_size(16)));
typedef int32_t	ataxx_nn_vo32 __attribute__((vector_size(32)));

static inline __attribute__((always_inline)) void
ataxx_nn_orbits(const int16_t *h, enum ataxx_nn_activation act,
    int32_t *out, int orbits)
{
	const ataxx_nn_vo	 zero = { 0 };
	ataxx_nn_vo		 a, m, one, sum;
	ataxx_nn_vo32		 w, squares;
	int			 g, k;

	one = zero + ATAXX_NN_ONE;
	for (k = 0; k < orbits; k += 8) {
		sum = zero;
		squares = (ataxx_nn_vo32){ 0 };
		for (g = 0; g < ATAXX_NN_SYMS; g++) {
			a = *(const ataxx_nn_vo *)(h + g * orbits + k);
			a &= (ataxx_nn_vo)(a > zero);
			m = (ataxx_nn_vo)(a > one);
			a = (a & ~m) | (one & m);
			if (act == ATAXX_NN_SCRELU) {
				w = __builtin_convertvector(a, ataxx_nn_vo32);
				squares += w * w;
			} else
				sum += a;
		}
		if (act == ATAXX_NN_SCRELU)
			*(ataxx_nn_vo32 *)(out + k) = squares / ATAXX_NN_ONE;
		else
			*(ataxx_nn_vo32 *)(out + k) =
			    __builtin_convertvector(sum, ataxx_nn_vo32);
	}
}

static inline __attribute__((always_inline)) void
ataxx_nn_output_n(const struct ataxx_nn *net, const struct ataxx_nn_acc *acc,
    const struct ataxx_pos *p, int32_t *sum, int orbits)
{
	int32_t		 a[ATAXX_NN_ORBITS_MAX] __attribute__((aligned(32)));
	int32_t		 b[ATAXX_NN_ORBITS_MAX] __attribute__((aligned(32)));
	int		 i;

	ataxx_nn_orbits(acc->h[p->side], net->activation, a, orbits);
	ataxx_nn_orbits(acc->h[p->side ^ 1], net->activation, b, orbits);
	for (i = 0; i < orbits; i++)
		*sum += net->out_us[i] * a[i] + net->out_them[i] * b[i];
}

/* The score of p, in hundredths of a piece, for the side to move. */
static inline __attribute__((always_inline)) int
ataxx_nn_output(const struct ataxx_nn *net, const struct ataxx_nn_acc *acc,
    const struct ataxx_pos *p)
{
	int32_t		 sum = 0;
	int		 i, score, f[ATAXX_NN_FEATURES];

	ataxx_nn_feat(p, f);
	for (i = 0; i < ATAXX_NN_FEATURES; i++)
		sum += net->features[i] * f[i];
	ATAXX_NN_SIZES(net, ataxx_nn_output_n, net, acc, p, &sum);
	score = (int)(((int64_t)sum + net->out_bias) * net->scale >> 24);
	if (score > ATAXX_NN_MAX)
		score = ATAXX_NN_MAX;
	if (score < -ATAXX_NN_MAX)
		score = -ATAXX_NN_MAX;
	return (score);
}

#endif
