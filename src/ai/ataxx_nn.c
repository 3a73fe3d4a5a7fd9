/* ataxx_nn.c: the network evaluation of the Ataxx computer player. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ataxx_nn.h"
#include "xmalloc.h"

/* The network built in, expanded when the program starts. */
struct ataxx_nn ataxx_nn_builtin;

static void __attribute__((constructor))
ataxx_nn_init(void)
{
	ataxx_nn_expand(&ataxx_nn_weights_builtin, &ataxx_nn_builtin);
}

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

/* The squares of window n, in the order of its pattern's digits. */
static void
ataxx_nn_window(int n, int *sq)
{
	int	 t = n / 6 * ATAXX_FILES + n % 6;

	sq[0] = t;
	sq[1] = t + 1;
	sq[2] = t + ATAXX_FILES;
	sq[3] = t + ATAXX_FILES + 1;
}

/*
 * The input that input f of a position is in its image under symmetry s:
 * the window the squares go to, their digits in its order.
 */
int
ataxx_nn_sym_input(int f, int s)
{
	int	 n = f / ATAXX_NN_PATTERNS, pat = f % ATAXX_NN_PATTERNS;
	int	 sq[4], image[4], wsq[4], m, i, j, lo, q = 0;

	ataxx_nn_window(n, sq);
	lo = ATAXX_SQUARES;
	for (i = 0; i < 4; i++) {
		image[i] = ataxx_nn_sym_square(sq[i], s);
		if (image[i] < lo)
			lo = image[i];
	}
	/* The image's top left square is its lowest. */
	m = lo - lo / ATAXX_FILES;
	ataxx_nn_window(m, wsq);
	for (j = 0; j < 4; j++)
		for (i = 0; i < 4; i++)
			if (image[i] == wsq[j])
				q |= ((pat >> (2 * i)) & 3) << (2 * j);
	return (m * ATAXX_NN_PATTERNS + q);
}

/*
 * Expands the weights of each orbit's first unit to all its units: unit
 * g * orbits + k takes for input f the weight orbit k has for the image
 * of f under symmetry g.  What net held before is freed.
 */
void
ataxx_nn_expand(const struct ataxx_nn_weights *w, struct ataxx_nn *net)
{
	void	*rows;
	size_t	 size;
	int	 f, g, k, n = w->orbits, hidden = ATAXX_NN_SYMS * w->orbits;

	size = (size_t)ATAXX_NN_INPUTS * (size_t)hidden * sizeof *net->weights;
	/* Aligned for the vectors, as malloc's need not be. */
	rows = xmalloc_huge(size);
	ataxx_nn_free(net);
	memset(net, 0, sizeof *net);
	net->weights = rows;
	net->orbits = n;
	net->hidden = hidden;
	for (g = 0; g < ATAXX_NN_SYMS; g++) {
		for (f = 0; f < ATAXX_NN_INPUTS; f++)
			memcpy(ATAXX_NN_ROW(net, f, hidden) + g * n,
			    w->weights + (size_t)ataxx_nn_sym_input(f, g) * n,
			    (size_t)n * sizeof *w->weights);
		for (k = 0; k < n; k++)
			net->bias[g * n + k] = w->bias[k];
	}
	net->activation = w->activation;
	for (k = 0; k < n; k++) {
		net->out_us[k] = w->out_us[k];
		net->out_them[k] = w->out_them[k];
	}
	net->out_bias = w->out_bias;
	for (k = 0; k < ATAXX_NN_FEATURES; k++)
		net->features[k] = w->features[k];
	net->scale = w->scale;
}

/* Frees a network's weights; it holds none after. */
void
ataxx_nn_free(struct ataxx_nn *net)
{
	free(net->weights);
	net->weights = NULL;
	net->orbits = net->hidden = 0;
}

/* The hidden units of a position for both sides, summed afresh. */
void
ataxx_nn_refresh(const struct ataxx_nn *net, const struct ataxx_pos *p,
    struct ataxx_nn_acc *acc)
{
	uint64_t	 tl;
	int		 t, hidden = net->hidden;

	memcpy(acc->h[0], net->bias, (size_t)hidden * sizeof net->bias[0]);
	memcpy(acc->h[1], net->bias, (size_t)hidden * sizeof net->bias[0]);
	for (tl = ATAXX_NN_TOPLEFT; tl != 0; tl &= tl - 1) {
		t = __builtin_ctzll(tl);
		ataxx_nn_add(acc->h[0], ATAXX_NN_ROW(net, ataxx_nn_input(
		    p->pieces[0], p->pieces[1], p->blocked, t), hidden), hidden);
		ataxx_nn_add(acc->h[1], ATAXX_NN_ROW(net, ataxx_nn_input(
		    p->pieces[1], p->pieces[0], p->blocked, t), hidden), hidden);
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
 * Reads a weights file as tools/ataxx_train writes it into a network, of
 * any number of orbits the engine can hold (a multiple of 8, at most
 * ATAXX_NN_ORBITS_MAX).  Returns 0 on success, -1 if the file is
 * unreadable or not such a file; net is as it was then.
 */
int
ataxx_nn_read(struct ataxx_nn *net, const char *path)
{
	struct ataxx_nn_weights	*w;
	int16_t			*rows = NULL;
	long			 v[ATAXX_NN_ORBITS_MAX], o[ATAXX_NN_ORBITS_MAX];
	long			 them[ATAXX_NN_ORBITS_MAX], version, n = 0;
	char			 word[32];
	FILE			*f;
	size_t			 i;
	int			 k, ok;

	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	w = xcalloc(1, sizeof *w);
	ataxx_nn_comments(f);
	ok = ataxx_nn_list(f, "ataxx-net", &version, 1, 2, 3) &&
	    ataxx_nn_list(f, "orbits", &n, 1, 8, ATAXX_NN_ORBITS_MAX) &&
	    n % 8 == 0;
	w->orbits = (int)n;
	w->activation = ATAXX_NN_CRELU;
	if (ok && version == 3) {
		ok = ataxx_nn_list(f, "activation", NULL, 0, 0, 0) &&
		    fscanf(f, "%31s", word) == 1;
		if (ok && strcmp(word, "screlu") == 0)
			w->activation = ATAXX_NN_SCRELU;
		else if (ok && strcmp(word, "crelu") != 0)
			ok = 0;
	}
	ok = ok &&
	    ataxx_nn_list(f, "hidden-bias", v, w->orbits, -4095, 4095) &&
	    ataxx_nn_list(f, "output-us", o, w->orbits, -4096, 4096) &&
	    ataxx_nn_list(f, "output-them", them, w->orbits, -4096, 4096);
	for (k = 0; ok && k < w->orbits; k++) {
		w->bias[k] = (int16_t)v[k];
		w->out_us[k] = (int32_t)o[k];
		w->out_them[k] = (int32_t)them[k];
	}
	ok = ok && ataxx_nn_list(f, "output-bias", v, 1, -1000000, 1000000);
	if (ok)
		w->out_bias = (int32_t)v[0];
	ok = ok && ataxx_nn_list(f, "features", v, ATAXX_NN_FEATURES,
	    -1000000, 1000000);
	for (k = 0; ok && k < ATAXX_NN_FEATURES; k++)
		w->features[k] = (int32_t)v[k];
	ok = ok && ataxx_nn_list(f, "scale", v, 1, 1, 1000000000) &&
	    ataxx_nn_list(f, "weights", NULL, 0, 0, 0);
	if (ok) {
		w->scale = (int32_t)v[0];
		rows = xreallocarray(NULL, (size_t)ATAXX_NN_INPUTS *
		    (size_t)w->orbits, sizeof *rows);
	}
	for (i = 0; ok && i < (size_t)ATAXX_NN_INPUTS * (size_t)w->orbits;
	    i++)
		if ((ok = ataxx_nn_number(f, -4095, 4095, v)))
			rows[i] = (int16_t)v[0];
	/* Nothing after the weights. */
	ok = ok && fscanf(f, "%31s", word) == EOF;
	fclose(f);
	w->weights = rows;
	if (ok)
		ataxx_nn_expand(w, net);
	free(rows);
	free(w);
	return (ok ? 0 : -1);
}
