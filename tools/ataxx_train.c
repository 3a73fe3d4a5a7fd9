/*
 * ataxx_train.c: trains the network evaluation of the Ataxx computer
 * player (src/ai/ataxx_nn.h) on the records of ataxx_tune gen, and writes
 * its weights, as text, to data/ataxx/eval.net: the one source of the
 * network built in.  The build writes the C of the weights from that file
 * (src/ai/ataxx_nn_net.awk, by a rule in Makefile.am), so the next make
 * compiles in the network a run of this tool made.  tools/ataxx_tune match
 * reads such a file too, to try a network against the one built in first.
 *
 *	tools/ataxx_train [-e epochs] [-o orbits] [-a crelu|screlu]
 *	    [-l lambda] [-s seed] [-b batch] [-r rate] [-i from] [-j jobs]
 *	    [-n note]... -w FILE RECORDS...
 *
 * The file opens with comment lines that say how the network was trained:
 * the options of the run, then each note (-n), such as where the records
 * came from; the build copies them into the C.  The engine holds networks
 * of up to ATAXX_NN_ORBITS_MAX orbits (src/ai/ataxx_nn.h), built in or
 * read by ataxx_tune match and the UAI's EvalFile; by default a run trains
 * as many as the network built in has.
 *
 * The network is the one ataxx_nn.h describes: for each of the 36 windows
 * of 2 x 2 squares, 256 inputs, one for each pattern of the window (each
 * square empty, the side's, the other side's or blocked), of which one is
 * 1; a hidden layer of orbits x 8 units clipped to [0, 1] (and squared,
 * with -a screlu), the 8 units of an orbit sharing one set of weights,
 * each seeing the board through one of the square's eight symmetries; and
 * one output, the logit of the side to move's chance of winning, from the
 * orbits' sums of the side to move and of the other side (each with its
 * own weights) and from the five features of ataxx_nn_feat(), ours less
 * theirs.
 *
 * The target of a position is lambda times the logistic of its search
 * score, k * score / 100, k fitted to the results, plus 1 - lambda times
 * its result (1, 1/2, 0); the loss their squared difference from the
 * logistic of the output.  Exactly equal positions are merged, their
 * targets averaged.  A twentieth of the records, in blocks of 1024 as the
 * files hold them (about ten whole games), are kept out of training to
 * measure the loss on: positions of the games trained on would flatter
 * a network that learns those games' results by heart.  Training is Adam on
 * batches, the rate a tenth for the last third of the epochs, the batch's
 * positions shared among the jobs (-j), each summing its part's
 * gradients.  Hidden weights are rounded to 1/256, output weights to
 * 1/256; the C code scores a position in hundredths of a piece as 100 / k
 * times the output (by a multiplication and a shift of 24 bits).  The same
 * records, options and jobs make the same network, byte for byte.
 *
 * With -i, training starts from the weights of a file as this tool writes
 * it instead of random ones: of as many orbits, or of fewer, which then
 * fill the first orbits (the others start with no weight to the output,
 * so the network starts as the file's); with -e 0 as well, the run only
 * measures that network's loss on the records.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/ataxx_nn.h"
#include "xmalloc.h"

#define SYMS		ATAXX_NN_SYMS
#define WINDOWS		ATAXX_NN_WINDOWS
#define INPUTS		ATAXX_NN_INPUTS
#define FEATURES	ATAXX_NN_FEATURES
#define ONE		256.0	/* a hidden unit's 1, in the C code */
#define OUT_ONE		256.0	/* an output weight's 1 */
#define W_MAX		(880 / ONE)	/* 36 of them fit in 16 bits */
#define V_MAX		(4096 / OUT_ONE)
#define MAX_ORBITS	ATAXX_NN_ORBITS_MAX
#define MAX_JOBS	64
#define MAX_NOTES	32
#define RECORD		28	/* bytes: see ataxx_tune gen */
#define LANES		8	/* hidden units a loop does at once */
#define HOLD_BLOCK	1024	/* records: about ten games */

/* A position: the side to move's pieces, the other's, blocked squares. */
struct position {
	uint64_t	 b[3];
	float		 target;
};

/* A record as read, before merging. */
struct record {
	uint64_t	 b[3];
	int16_t		 score;
	int8_t		 result;
};

/*
 * The parameters, one array of floats in this order, so that Adam and the
 * gradients see them as one: the weights by input then orbit, the hidden
 * biases, the output weights of the side to move's orbits and of the
 * other's, the output bias, the features' weights.
 */
struct layout {
	int		 orbits;
	int		 screlu;	/* units squared once clipped */
	size_t		 w, b1, vs, vn, b2, u, count;
};

/* One job's part of a batch, and its gradients. */
struct job {
	const struct layout	*l;
	const float		*par;
	float			*grad;		/* NULL: only the loss */
	const struct position	*pos;
	const size_t		*idx;		/* the positions, by index */
	size_t			 lo, hi;
	double			 scale;		/* of the gradients: 1 / batch */
	double			 loss;
	float			*h;		/* scratch: 2 * SYMS * orbits */
};

static int	sigma[SYMS][INPUTS];	/* input f's image by symmetry g */

static void	usage(int) __attribute__((noreturn));

static void
usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: tools/ataxx_train [-e epochs] [-o orbits] "
	    "[-a crelu|screlu]\n\t[-l lambda] [-s seed] [-b batch] "
	    "[-r rate] [-i from] [-j jobs]\n\t[-n note]... -w file "
	    "records...\n");
	exit(status);
}

/* A whole number option within bounds, or a message and exit 2. */
static long
number(const char *opt, const char *s, long min, long max)
{
	char	*end;
	long	 v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v < min || v > max) {
		fprintf(stderr, "ataxx_train: %s is a whole number from %ld "
		    "to %ld\n", opt, min, max);
		exit(2);
	}
	return (v);
}

/* A positive number option, or a message and exit 2. */
static double
real(const char *opt, const char *s, double min, double max)
{
	char	*end;
	double	 v;

	errno = 0;
	v = strtod(s, &end);
	if (errno != 0 || end == s || *end != '\0' || !(v >= min && v <= max)) {
		fprintf(stderr, "ataxx_train: %s is a number from %g to %g\n",
		    opt, min, max);
		exit(2);
	}
	return (v);
}

/* splitmix64: the run's only randomness, from the seed. */
static uint64_t
next_random(uint64_t *s)
{
	uint64_t	 z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/* A number in [0, 1). */
static double
uniform(uint64_t *s)
{
	return ((double)(next_random(s) >> 11) / 9007199254740992.0);
}

/* A normal number, mean 0 and deviation 1 (Box and Muller). */
static double
normal(uint64_t *s)
{
	double	 u = uniform(s), v = uniform(s);

	return (sqrt(-2 * log(1 - u)) * cos(2 * M_PI * v));
}

static uint64_t
get64(const unsigned char *p)
{
	uint64_t	 v = 0;
	int		 i;

	for (i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return (v);
}

/*
 * Reads every record of the files; a file whose size is not a whole number
 * of records, or a record whose squares overlap or lie off the board, is an
 * error: the records are ataxx_tune gen's, or the file is not one.
 */
static struct record *
load(char **files, int nfiles, size_t *count)
{
	struct record	*r = NULL;
	unsigned char	 buf[RECORD];
	size_t		 n = 0, cap = 0;
	FILE		*f;
	int		 i;
	const uint64_t	 board = (1ULL << ATAXX_SQUARES) - 1;

	for (i = 0; i < nfiles; i++) {
		if ((f = fopen(files[i], "rb")) == NULL) {
			fprintf(stderr, "ataxx_train: %s: %s\n", files[i],
			    strerror(errno));
			exit(1);
		}
		while (fread(buf, 1, RECORD, f) == RECORD) {
			if (n == cap) {
				cap = cap ? cap * 2 : 1 << 20;
				r = xreallocarray(r, cap, sizeof *r);
			}
			r[n].b[0] = get64(buf);
			r[n].b[1] = get64(buf + 8);
			r[n].b[2] = get64(buf + 16);
			r[n].score = (int16_t)(buf[24] | buf[25] << 8);
			r[n].result = (int8_t)buf[26];
			if ((r[n].b[0] & r[n].b[1]) != 0 ||
			    ((r[n].b[0] | r[n].b[1]) & r[n].b[2]) != 0 ||
			    ((r[n].b[0] | r[n].b[1] | r[n].b[2]) & ~board) !=
			    0 || r[n].result < -1 || r[n].result > 1) {
				fprintf(stderr, "ataxx_train: %s: record %zu "
				    "is not a position\n", files[i],
				    (size_t)ftell(f) / RECORD);
				exit(1);
			}
			n++;
		}
		if (ferror(f) || ftell(f) % RECORD != 0) {
			fprintf(stderr, "ataxx_train: %s: not a file of "
			    "records of %d bytes\n", files[i], RECORD);
			exit(1);
		}
		fclose(f);
	}
	if (n == 0) {
		fprintf(stderr, "ataxx_train: no records\n");
		exit(1);
	}
	*count = n;
	return (r);
}

static double
logistic(double x)
{
	return (1 / (1 + exp(-x)));
}

/* The k whose logistic of the scores best predicts the results. */
static double
fit_k(const struct record *r, size_t n, double *error)
{
	double	 best = 0, best_e = INFINITY, e, k;
	size_t	 i;
	int	 step;

	for (step = 0; step < 145; step++) {
		k = 0.1 + 0.02 * step;
		e = 0;
		for (i = 0; i < n; i++) {
			double	 d = (r[i].result + 1) / 2.0 -
			    logistic(k * r[i].score / 100.0);

			e += d * d;
		}
		e /= (double)n;
		if (e < best_e) {
			best_e = e;
			best = k;
		}
	}
	*error = best_e;
	return (best);
}

static int
compare_positions(const void *a, const void *b)
{
	const struct position	*p = a, *q = b;
	int			 i;

	for (i = 0; i < 3; i++)
		if (p->b[i] != q->b[i])
			return (p->b[i] < q->b[i] ? -1 : 1);
	return (0);
}

/*
 * The positions of the records, equal ones merged, each with its target
 * (their targets averaged), in the order of their squares.
 */
static struct position *
merge(const struct record *r, size_t n, double k, double lambda,
    size_t *count)
{
	struct position	*p = xreallocarray(NULL, n, sizeof *p);
	size_t		 i, j, out = 0;
	double		 sum;

	for (i = 0; i < n; i++) {
		memcpy(p[i].b, r[i].b, sizeof p[i].b);
		p[i].target = (float)(lambda * logistic(k * r[i].score /
		    100.0) + (1 - lambda) * (r[i].result + 1) / 2.0);
	}
	qsort(p, n, sizeof *p, compare_positions);
	for (i = 0; i < n; i = j) {
		sum = 0;
		for (j = i; j < n && compare_positions(&p[i], &p[j]) == 0;
		    j++)
			sum += p[j].target;
		p[out] = p[i];
		p[out++].target = (float)(sum / (double)(j - i));
	}
	*count = out;
	return (p);
}

static void
shuffle(size_t *idx, size_t n, uint64_t *seed)
{
	size_t	 i, j, t;

	for (i = n; i > 1; i--) {
		j = (size_t)(next_random(seed) % i);
		t = idx[i - 1];
		idx[i - 1] = idx[j];
		idx[j] = t;
	}
}

/*
 * Whether record i of n is held out to measure the loss on: every
 * twentieth block of HOLD_BLOCK, or with too few for that, the last
 * twentieth.
 */
static int
held_out(size_t i, size_t n)
{
	if (n < 20 * HOLD_BLOCK)
		return (i >= n - (n / 20 > 0 ? n / 20 : 1));
	return (i / HOLD_BLOCK % 20 == 19);
}

/* The inputs of a position as each side sees it, and its features. */
static void
inputs(const struct position *p, int ids[2][WINDOWS], float *f)
{
	struct ataxx_pos	 pos;
	uint64_t		 tl;
	int			 t, w = 0, fi[FEATURES], i;

	for (tl = ATAXX_NN_TOPLEFT; tl != 0; tl &= tl - 1, w++) {
		t = __builtin_ctzll(tl);
		ids[0][w] = ataxx_nn_input(p->b[0], p->b[1], p->b[2], t);
		ids[1][w] = ataxx_nn_input(p->b[1], p->b[0], p->b[2], t);
	}
	memset(&pos, 0, sizeof pos);
	pos.pieces[0] = p->b[0];
	pos.pieces[1] = p->b[1];
	pos.blocked = p->b[2];
	ataxx_nn_feat(&pos, fi);
	for (i = 0; i < FEATURES; i++)
		f[i] = (float)fi[i];
}

/*
 * A job: the loss of its part of the batch and, with grad, the gradients
 * of that part's loss times the scale, added to grad.
 */
static void *
run_job(void *arg)
{
	struct job		*j = arg;
	const struct layout	*l = j->l;
	const float		*par = j->par, *row, *v;
	float			*h = j->h, *g, orb[2][MAX_ORBITS], f[FEATURES];
	float			 dh[MAX_ORBITS];
	int			 ids[2][WINDOWS], rows[WINDOWS], o = l->orbits;
	int			 s, sy, w, k, q, any;
	size_t			 n;
	double			 z, p, t, dz;

	j->loss = 0;
	for (n = j->lo; n < j->hi; n++) {
		const struct position	*pos = &j->pos[j->idx[n]];

		inputs(pos, ids, f);
		for (s = 0; s < 2; s++) {
			memset(orb[s], 0, sizeof orb[s]);
			for (sy = 0; sy < SYMS; sy++) {
				float	*hh = h + (s * SYMS + sy) * o;

				memcpy(hh, par + l->b1, o * sizeof *hh);
				for (w = 0; w < WINDOWS; w++) {
					row = par + l->w +
					    (size_t)sigma[sy][ids[s][w]] * o;
					for (k = 0; k < o; k += LANES)
						for (q = 0; q < LANES; q++)
							hh[k + q] +=
							    row[k + q];
				}
				for (k = 0; k < o; k++) {
					float	 a = hh[k] < 0 ? 0 :
					    hh[k] > 1 ? 1 : hh[k];

					orb[s][k] += l->screlu ? a * a : a;
				}
			}
		}
		z = par[l->b2];
		for (k = 0; k < o; k++)
			z += par[l->vs + k] * orb[0][k] +
			    par[l->vn + k] * orb[1][k];
		for (k = 0; k < FEATURES; k++)
			z += par[l->u + k] * f[k];
		p = logistic(z);
		t = pos->target;
		j->loss += (p - t) * (p - t);
		if (j->grad == NULL)
			continue;
		g = j->grad;
		dz = 2 * (p - t) * p * (1 - p) * j->scale;
		g[l->b2] += (float)dz;
		for (k = 0; k < FEATURES; k++)
			g[l->u + k] += (float)(dz * f[k]);
		for (k = 0; k < o; k++) {
			g[l->vs + k] += (float)(dz * orb[0][k]);
			g[l->vn + k] += (float)(dz * orb[1][k]);
		}
		for (s = 0; s < 2; s++) {
			v = par + (s == 0 ? l->vs : l->vn);
			for (sy = 0; sy < SYMS; sy++) {
				const float	*hh = h + (s * SYMS + sy) * o;

				any = 0;
				for (k = 0; k < o; k++) {
					dh[k] = hh[k] > 0 && hh[k] < 1 ?
					    (float)(dz * v[k]) : 0;
					if (l->screlu)
						dh[k] *= 2 * hh[k];
					any |= dh[k] != 0;
				}
				if (!any)
					continue;
				for (k = 0; k < o; k++)
					g[l->b1 + k] += dh[k];
				for (w = 0; w < WINDOWS; w++)
					rows[w] = sigma[sy][ids[s][w]];
				for (w = 0; w < WINDOWS; w++) {
					float	*gr = g + l->w +
					    (size_t)rows[w] * o;

					for (k = 0; k < o; k += LANES)
						for (q = 0; q < LANES; q++)
							gr[k + q] +=
							    dh[k + q];
				}
			}
		}
	}
	return (NULL);
}

/*
 * Runs positions idx[lo..hi) through the network in njobs parts, at once:
 * their summed loss, and with grads (one array a job), the gradients of
 * the loss over scale, summed in the jobs' order into grads[0].
 */
static double
run(struct job *jobs, int njobs, const struct layout *l, const float *par,
    float **grads, const struct position *pos, const size_t *idx,
    size_t lo, size_t hi, double scale)
{
	pthread_t	 tid[MAX_JOBS];
	double		 loss = 0;
	size_t		 i, part = (hi - lo + (size_t)njobs - 1) / (size_t)njobs;
	int		 n;

	for (n = 0; n < njobs; n++) {
		jobs[n].l = l;
		jobs[n].par = par;
		jobs[n].grad = grads ? grads[n] : NULL;
		jobs[n].pos = pos;
		jobs[n].idx = idx;
		jobs[n].lo = lo + part * (size_t)n < hi ? lo + part *
		    (size_t)n : hi;
		jobs[n].hi = jobs[n].lo + part < hi ? jobs[n].lo + part : hi;
		jobs[n].scale = scale;
		if (grads)
			memset(grads[n], 0, l->count * sizeof *grads[n]);
		if (n > 0 && pthread_create(&tid[n], NULL, run_job,
		    &jobs[n]) != 0) {
			fprintf(stderr, "ataxx_train: cannot start a job\n");
			exit(1);
		}
	}
	run_job(&jobs[0]);
	for (n = 1; n < njobs; n++)
		pthread_join(tid[n], NULL);
	for (n = 0; n < njobs; n++) {
		loss += jobs[n].loss;
		if (grads && n > 0)
			for (i = 0; i < l->count; i++)
				grads[0][i] += grads[n][i];
	}
	return (loss);
}

/* Keeps the weights within what the C code holds. */
static void
clip(const struct layout *l, float *par)
{
	size_t	 i;

	for (i = l->w; i < l->b1 + (size_t)l->orbits; i++)
		par[i] = fmaxf(-(float)W_MAX, fminf((float)W_MAX, par[i]));
	for (i = l->vs; i < l->vn + (size_t)l->orbits; i++)
		par[i] = fmaxf(-(float)V_MAX, fminf((float)V_MAX, par[i]));
}

/* The parameter i's 1 in the C code. */
static double
unit(const struct layout *l, size_t i)
{
	if (i < l->vs)
		return (ONE);
	if (i < l->b2)
		return (OUT_ONE);
	return (ONE * OUT_ONE);
}

/* Writes the weights as ataxx_nn_read() reads them. */
static void
write_net(const struct layout *l, const float *par, double k,
    const char *path, char **header, int nheader)
{
	FILE	*f;
	long	 bound = 0, b, m, x;
	int	 o = l->orbits, i, j, w;
	char	*tmp;
	size_t	 len = strlen(path) + 8;

	/* The accumulators are 16 bits: the largest a hidden unit reaches. */
	for (j = 0; j < o; j++) {
		b = labs(lround(par[l->b1 + j] * ONE));
		for (w = 0; w < WINDOWS; w++) {
			m = 0;
			for (i = 0; i < ATAXX_NN_PATTERNS; i++) {
				x = labs(lround(par[l->w + ((size_t)w *
				    ATAXX_NN_PATTERNS + i) * o + j] * ONE));
				if (x > m)
					m = x;
			}
			b += m;
		}
		if (b > bound)
			bound = b;
	}
	if (bound > 32767) {
		fprintf(stderr, "ataxx_train: a hidden unit can reach %ld\n",
		    bound);
		exit(1);
	}
	tmp = xmalloc(len);
	snprintf(tmp, len, "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL) {
		fprintf(stderr, "ataxx_train: %s: %s\n", tmp, strerror(errno));
		exit(1);
	}
	for (i = 0; i < nheader; i++)
		fprintf(f, "# %s\n", header[i]);
	fprintf(f, "ataxx-net 3\norbits %d\nactivation %s\n", o,
	    l->screlu ? "screlu" : "crelu");
	fprintf(f, "hidden-bias");
	for (j = 0; j < o; j++)
		fprintf(f, " %ld", lround(par[l->b1 + j] * ONE));
	fprintf(f, "\noutput-us");
	for (j = 0; j < o; j++)
		fprintf(f, " %ld", lround(par[l->vs + j] * OUT_ONE));
	fprintf(f, "\noutput-them");
	for (j = 0; j < o; j++)
		fprintf(f, " %ld", lround(par[l->vn + j] * OUT_ONE));
	fprintf(f, "\noutput-bias %ld\nfeatures",
	    lround(par[l->b2] * ONE * OUT_ONE));
	for (j = 0; j < FEATURES; j++)
		fprintf(f, " %ld", lround(par[l->u + j] * ONE * OUT_ONE));
	fprintf(f, "\nscale %ld\nweights\n",
	    lround(100 * 16777216.0 / (k * ONE * OUT_ONE)));
	for (i = 0; i < INPUTS; i++)
		for (j = 0; j < o; j++)
			fprintf(f, "%ld%c", lround(par[l->w + (size_t)i * o +
			    j] * ONE), j + 1 < o ? ' ' : '\n');
	if (fflush(f) != 0 || ferror(f) || fsync(fileno(f)) != 0 ||
	    fclose(f) != 0 || rename(tmp, path) != 0) {
		fprintf(stderr, "ataxx_train: %s: %s\n", path,
		    strerror(errno));
		unlink(tmp);
		exit(1);
	}
	free(tmp);
}

/* Reads the next word of a weights file, which must be name. */
static void
expect(FILE *f, const char *path, const char *name)
{
	char	 w[32];

	if (fscanf(f, "%31s", w) != 1 || strcmp(w, name) != 0) {
		fprintf(stderr, "ataxx_train: %s: \"%s\" is missing\n", path,
		    name);
		exit(1);
	}
}

/* Reads n numbers of a weights file into par[at..], each over its 1. */
static void
numbers(FILE *f, const char *path, const struct layout *l, float *par,
    size_t at, size_t n)
{
	size_t	 i;
	long	 x;

	for (i = at; i < at + n; i++) {
		if (fscanf(f, "%ld", &x) != 1 || labs(x) > 1000000000L) {
			fprintf(stderr, "ataxx_train: %s: a number is "
			    "missing or too large\n", path);
			exit(1);
		}
		par[i] = (float)(x / unit(l, i));
	}
}

/*
 * Reads the weights of a file as write_net() writes them, to start from,
 * whatever its activation.  A file of fewer orbits than the run's fills
 * the first ones; the others keep their random hidden weights but start
 * with output weights of 0, so that the network starts as the file's.
 */
static void
read_net(const struct layout *l, float *par, const char *path)
{
	FILE	*f;
	char	 w[32];
	size_t	 i, k;
	int	 c;
	long	 x, n, version;

	if ((f = fopen(path, "r")) == NULL) {
		fprintf(stderr, "ataxx_train: %s: %s\n", path, strerror(errno));
		exit(1);
	}
	while ((c = getc(f)) == '#')
		while ((c = getc(f)) != EOF && c != '\n')
			;
	if (c != EOF)
		ungetc(c, f);
	expect(f, path, "ataxx-net");
	if (fscanf(f, "%ld", &version) != 1 || version < 2 || version > 3) {
		fprintf(stderr, "ataxx_train: %s: not a network of version "
		    "2 or 3\n", path);
		exit(1);
	}
	expect(f, path, "orbits");
	if (fscanf(f, "%ld", &n) != 1 || n < 1 || n > l->orbits) {
		fprintf(stderr, "ataxx_train: %s: not a network of 1 to %d "
		    "orbits\n", path, l->orbits);
		exit(1);
	}
	if (version == 3) {
		expect(f, path, "activation");
		if (fscanf(f, "%31s", w) != 1 || (strcmp(w, "crelu") != 0 &&
		    strcmp(w, "screlu") != 0)) {
			fprintf(stderr, "ataxx_train: %s: the activation is "
			    "crelu or screlu\n", path);
			exit(1);
		}
	}
	expect(f, path, "hidden-bias");
	numbers(f, path, l, par, l->b1, (size_t)n);
	expect(f, path, "output-us");
	numbers(f, path, l, par, l->vs, (size_t)n);
	expect(f, path, "output-them");
	numbers(f, path, l, par, l->vn, (size_t)n);
	/* The orbits the file has not start with no say in the output. */
	for (k = (size_t)n; k < (size_t)l->orbits; k++)
		par[l->vs + k] = par[l->vn + k] = 0;
	expect(f, path, "output-bias");
	numbers(f, path, l, par, l->b2, 1);
	expect(f, path, "features");
	numbers(f, path, l, par, l->u, FEATURES);
	expect(f, path, "scale");
	if (fscanf(f, "%ld", &x) != 1)
		exit(1);
	expect(f, path, "weights");
	for (i = 0; i < INPUTS; i++)
		numbers(f, path, l, par, l->w + (size_t)i * (size_t)l->orbits,
		    (size_t)n);
	if (fscanf(f, "%31s", w) == 1) {
		fprintf(stderr, "ataxx_train: %s: more than the weights\n",
		    path);
		exit(1);
	}
	fclose(f);
}

static double
seconds(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((double)ts.tv_sec + ts.tv_nsec / 1e9);
}

int
main(int argc, char **argv)
{
	struct layout	 l;
	struct job	 jobs[MAX_JOBS];
	struct record	*recs;
	struct record	*vrecs;
	struct position	*pos, *vpos;
	char		*notes[MAX_NOTES], *header[MAX_NOTES + 4];
	char		 line[4][256];
	const char	*out = NULL, *from = NULL;
	float		*par, *m, *v, **grads;
	double		 lambda = 0.5, rate = 0.002, k, err, lr, vloss, t0;
	double		 b1p = 1, b2p = 1, mh, vh;
	size_t		 nrecs, npos, nval, ntrain, *idx, i, b;
	uint64_t	 rng;
	long		 epochs = 12, orbits = 0, seed = 1;
	long		 batch = 4096;
	long		 njobs = 1, e;
	int		 c, nnotes = 0, sy, f, screlu = 0;

	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	while ((c = getopt(argc, argv, "a:b:e:i:j:l:n:o:r:s:w:")) != -1)
		switch (c) {
		case 'a':
			if (strcmp(optarg, "crelu") == 0)
				screlu = 0;
			else if (strcmp(optarg, "screlu") == 0)
				screlu = 1;
			else {
				fprintf(stderr, "ataxx_train: -a is crelu or "
				    "screlu\n");
				exit(2);
			}
			break;
		case 'b':
			batch = number("-b", optarg, 1, 1 << 20);
			break;
		case 'e':
			epochs = number("-e", optarg, 0, 1000);
			break;
		case 'i':
			from = optarg;
			break;
		case 'j':
			njobs = number("-j", optarg, 1, MAX_JOBS);
			break;
		case 'l':
			lambda = real("-l", optarg, 0, 1);
			break;
		case 'n':
			if (nnotes == MAX_NOTES) {
				fprintf(stderr, "ataxx_train: at most %d "
				    "notes\n", MAX_NOTES);
				exit(2);
			}
			notes[nnotes++] = optarg;
			break;
		case 'o':
			orbits = number("-o", optarg, LANES, MAX_ORBITS);
			if (orbits % LANES != 0) {
				fprintf(stderr, "ataxx_train: -o is a "
				    "multiple of %d\n", LANES);
				exit(2);
			}
			break;
		case 'r':
			rate = real("-r", optarg, 1e-9, 1);
			break;
		case 's':
			seed = number("-s", optarg, 0, LONG_MAX);
			break;
		case 'w':
			out = optarg;
			break;
		default:
			usage(2);
		}
	if (out == NULL || optind == argc)
		usage(2);
	if (orbits == 0)
		orbits = ataxx_nn_weights_builtin.orbits;

	for (sy = 0; sy < SYMS; sy++)
		for (f = 0; f < INPUTS; f++)
			sigma[sy][f] = ataxx_nn_sym_input(f, sy);
	rng = (uint64_t)seed;

	recs = load(argv + optind, argc - optind, &nrecs);
	fprintf(stderr, "%zu records\n", nrecs);
	k = fit_k(recs, nrecs, &err);
	fprintf(stderr, "k %.2f (error %.5f)\n", k, err);
	/*
	 * The validation records are whole blocks of the files' records,
	 * and so mostly whole games: positions of the games trained on
	 * would tell the network their results.
	 */
	nval = 0;
	for (i = 0; i < nrecs; i++)
		nval += held_out(i, nrecs);
	vrecs = xreallocarray(NULL, nval, sizeof *vrecs);
	for (i = 0, b = 0, ntrain = 0; i < nrecs; i++)
		if (held_out(i, nrecs))
			vrecs[b++] = recs[i];
		else
			recs[ntrain++] = recs[i];
	if (ntrain == 0) {
		fprintf(stderr, "ataxx_train: too few records\n");
		exit(1);
	}
	pos = merge(recs, ntrain, k, lambda, &ntrain);
	vpos = merge(vrecs, nval, k, lambda, &nval);
	free(vrecs);
	free(recs);
	npos = ntrain + nval;
	pos = xreallocarray(pos, npos, sizeof *pos);
	memcpy(pos + ntrain, vpos, nval * sizeof *pos);
	free(vpos);
	fprintf(stderr, "%zu positions after merging, %zu of them held out\n",
	    npos, nval);
	idx = xreallocarray(NULL, npos, sizeof *idx);
	for (i = 0; i < npos; i++)
		idx[i] = i;

	l.orbits = (int)orbits;
	l.screlu = screlu;
	l.w = 0;
	l.b1 = l.w + (size_t)INPUTS * (size_t)orbits;
	l.vs = l.b1 + (size_t)orbits;
	l.vn = l.vs + (size_t)orbits;
	l.b2 = l.vn + (size_t)orbits;
	l.u = l.b2 + 1;
	l.count = l.u + FEATURES;
	par = xcalloc(l.count, sizeof *par);
	m = xcalloc(l.count, sizeof *m);
	v = xcalloc(l.count, sizeof *v);
	grads = xcalloc((size_t)njobs, sizeof *grads);
	for (c = 0; c < njobs; c++) {
		grads[c] = xcalloc(l.count, sizeof *grads[c]);
		jobs[c].h = xcalloc(2 * SYMS * (size_t)orbits,
		    sizeof *jobs[c].h);
	}
	for (i = l.w; i < l.b1; i++)
		par[i] = (float)(normal(&rng) * 0.05);
	for (i = l.b1; i < l.vs; i++)
		par[i] = 0.5f;
	for (i = l.vs; i < l.b2; i++)
		par[i] = (float)(normal(&rng) * 0.05);
	if (from != NULL)
		read_net(&l, par, from);

	/* The validation positions are idx[ntrain..npos). */
	for (e = 0; e < epochs; e++) {
		t0 = seconds();
		lr = e < epochs * 2 / 3 ? rate : rate / 10;
		shuffle(idx, ntrain, &rng);
		for (b = 0; b < ntrain; b += (size_t)batch) {
			size_t	 hi = b + (size_t)batch < ntrain ?
			    b + (size_t)batch : ntrain;

			run(jobs, (int)njobs, &l, par, grads, pos, idx, b, hi,
			    1.0 / (double)(hi - b));
			b1p *= 0.9;
			b2p *= 0.999;
			for (i = 0; i < l.count; i++) {
				float	 g = grads[0][i];

				m[i] = 0.9f * m[i] + 0.1f * g;
				v[i] = 0.999f * v[i] + 0.001f * g * g;
				mh = m[i] / (1 - b1p);
				vh = v[i] / (1 - b2p);
				par[i] -= (float)(lr * mh / (sqrt(vh) + 1e-8));
			}
			clip(&l, par);
		}
		vloss = run(jobs, (int)njobs, &l, par, NULL, pos, idx, ntrain,
		    npos, 1) / (double)nval;
		fprintf(stderr, "epoch %ld: validation %.6f (%.0f s)\n",
		    e + 1, vloss, seconds() - t0);
	}
	for (i = 0; i < l.count; i++)
		par[i] = (float)(nearbyint(par[i] * unit(&l, i)) /
		    unit(&l, i));
	vloss = run(jobs, (int)njobs, &l, par, NULL, pos, idx, ntrain, npos,
	    1) / (double)nval;
	fprintf(stderr, "quantized: validation %.6f\n", vloss);

	snprintf(line[0], sizeof line[0], "The weights of the Ataxx network "
	    "evaluation: %ld orbits of 8 hidden units,", orbits);
	snprintf(line[1], sizeof line[1], "trained on %zu positions (%zu "
	    "records) by", npos, nrecs);
	snprintf(line[2], sizeof line[2], "tools/ataxx_train -e %ld -o %ld "
	    "-a %s -l %g -s %ld -b %ld -r %g -j %ld%s%s", epochs, orbits,
	    screlu ? "screlu" : "crelu", lambda, seed, batch, rate, njobs,
	    from ? " -i " : "", from ? from : "");
	snprintf(line[3], sizeof line[3], "(k %.2f, validation loss %.6f).",
	    k, vloss);
	for (c = 0; c < 4; c++)
		header[c] = line[c];
	for (c = 0; c < nnotes; c++)
		header[4 + c] = notes[c];
	write_net(&l, par, k, out, header, 4 + nnotes);
	for (c = 0; c < njobs; c++) {
		free(grads[c]);
		free(jobs[c].h);
	}
	free(grads);
	free(par);
	free(m);
	free(v);
	free(idx);
	free(pos);
	return (0);
}
