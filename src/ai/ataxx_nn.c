/* ataxx_nn.c: the network evaluation of the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ataxx_nn.h"

/*
 * A square's image under symmetry s of the eight: the files reversed if
 * bit 0 is set, the ranks if bit 1, then files and ranks swapped if bit 2.
 */
int
ataxx_nn_sym_square(int sq, int s)
{
	int	 x = sq % ATAXX_FILES, y = sq / ATAXX_FILES, t;

	if (s & 1)
		x = ATAXX_FILES - 1 - x;
	if (s & 2)
		y = ATAXX_FILES - 1 - y;
	if (s & 4) {
		t = x;
		x = y;
		y = t;
	}
	return (y * ATAXX_FILES + x);
}

/* The hidden units of a position for both sides, summed afresh. */
void
ataxx_nn_refresh(const struct ataxx_nn *net, const struct ataxx_pos *p,
    struct ataxx_nn_acc *acc)
{
	uint64_t	 b;
	int		 side, other, sq;

	for (side = 0; side < 2; side++) {
		other = side ^ 1;
		memcpy(acc->h[side], net->bias, sizeof net->bias);
		for (b = p->pieces[side]; b != 0; b &= b - 1) {
			sq = __builtin_ctzll(b);
			ataxx_nn_add(acc->h[side], net->weights[sq]);
		}
		for (b = p->pieces[other]; b != 0; b &= b - 1) {
			sq = __builtin_ctzll(b);
			ataxx_nn_add(acc->h[side],
			    net->weights[ATAXX_SQUARES + sq]);
		}
		for (b = p->blocked; b != 0; b &= b - 1) {
			sq = __builtin_ctzll(b);
			ataxx_nn_add(acc->h[side],
			    net->weights[2 * ATAXX_SQUARES + sq]);
		}
	}
}

/* Scores a position from scratch, in hundredths of a piece. */
int
ataxx_nn_eval(const struct ataxx_nn *net, const struct ataxx_pos *p)
{
	struct ataxx_nn_acc	 acc;

	ataxx_nn_refresh(net, p, &acc);
	return (ataxx_nn_output(net, &acc, p));
}

/* Reads the next word of a weights file as a number within bounds. */
static int
ataxx_nn_number(FILE *f, long min, long max, long *v)
{
	return (fscanf(f, "%ld", v) == 1 && *v >= min && *v <= max);
}

/* Skips the comment lines, each starting with #. */
static void
ataxx_nn_comments(FILE *f)
{
	int	 c;

	while ((c = getc(f)) == '#') {
		while ((c = getc(f)) != EOF && c != '\n')
			;
	}
	if (c != EOF)
		ungetc(c, f);
}

/* Reads a list of n numbers after a word. */
static int
ataxx_nn_list(FILE *f, const char *word, long *v, int n, long min, long max)
{
	char	 w[32];
	int	 i;

	if (fscanf(f, "%31s", w) != 1 || strcmp(w, word) != 0)
		return (0);
	for (i = 0; i < n; i++)
		if (!ataxx_nn_number(f, min, max, &v[i]))
			return (0);
	return (1);
}

/*
 * Reads a weights file as tools/ataxx_train.py writes it (the weights of
 * an orbit's first unit; the others see the board turned) into a network.
 * Returns 0 on success, -1 if the file is unreadable or not such a file.
 */
int
ataxx_nn_read(struct ataxx_nn *net, const char *path)
{
	static long	 w[ATAXX_NN_ORBITS][ATAXX_NN_INPUTS];
	long		 bias[ATAXX_NN_ORBITS], out_us[ATAXX_NN_ORBITS];
	long		 out_them[ATAXX_NN_ORBITS], v[2];
	long		 feat[ATAXX_NN_FEATURES];
	FILE		*f;
	int		 k, g, j, plane, sq, u, ok;

	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	ataxx_nn_comments(f);
	ok = ataxx_nn_list(f, "ataxx-net", v, 1, 1, 1) &&
	    ataxx_nn_list(f, "orbits", v + 1, 1, ATAXX_NN_ORBITS,
	    ATAXX_NN_ORBITS) &&
	    ataxx_nn_list(f, "hidden-bias", bias, ATAXX_NN_ORBITS,
	    INT16_MIN, INT16_MAX) &&
	    ataxx_nn_list(f, "output-us", out_us, ATAXX_NN_ORBITS,
	    -4096, 4096) &&
	    ataxx_nn_list(f, "output-them", out_them, ATAXX_NN_ORBITS,
	    -4096, 4096) &&
	    ataxx_nn_list(f, "output-bias", v, 1, -1000000, 1000000) &&
	    ataxx_nn_list(f, "features", feat, ATAXX_NN_FEATURES, -1000000,
	    1000000) &&
	    ataxx_nn_list(f, "scale", v + 1, 1, 1, 1000000000) &&
	    ataxx_nn_list(f, "weights", NULL, 0, 0, 0);
	for (k = 0; ok && k < ATAXX_NN_ORBITS; k++)
		for (j = 0; ok && j < ATAXX_NN_INPUTS; j++)
			ok = ataxx_nn_number(f, -8191, 8191, &w[k][j]);
	fclose(f);
	if (!ok)
		return (-1);
	memset(net, 0, sizeof *net);
	net->out_bias = (int32_t)v[0];
	net->scale = (int32_t)v[1];
	for (k = 0; k < ATAXX_NN_FEATURES; k++)
		net->features[k] = (int32_t)feat[k];
	for (k = 0; k < ATAXX_NN_ORBITS; k++) {
		net->out_us[k] = (int32_t)out_us[k];
		net->out_them[k] = (int32_t)out_them[k];
		for (g = 0; g < ATAXX_NN_SYMS; g++) {
			u = g * ATAXX_NN_ORBITS + k;
			net->bias[u] = (int16_t)bias[k];
			for (plane = 0; plane < 3; plane++)
				for (sq = 0; sq < ATAXX_SQUARES; sq++)
					net->weights[plane * ATAXX_SQUARES +
					    sq][u] = (int16_t)w[k][plane *
					    ATAXX_SQUARES +
					    ataxx_nn_sym_square(sq, g)];
			for (sq = 0; sq < ATAXX_SQUARES; sq++)
				net->flips[sq][u] = (int16_t)
				    (net->weights[sq][u] -
				    net->weights[ATAXX_SQUARES + sq][u]);
		}
	}
	return (0);
}
