/*
 * ataxx_tune.c: tunes the weights of the Ataxx evaluation on self-play
 * games, the Texel way: the weights whose scores, through a logistic
 * curve, best predict the games' results.
 *
 *	ataxx_tune play [-d depth] [-g games] [-s seed] openings >positions
 *	ataxx_tune fit [-t] positions
 *	ataxx_tune gen [-d depth] [-e eval] [-g games] [-r min,max] [-s seed]
 *	    [-u percent] openings >records
 *	ataxx_tune match [-d depth] [-n nodes] [-l level1,level2] [-s seed]
 *	    [-a name=value] [-b name=value] [-g games] eval1 eval2 openings
 *
 * play has the computer play games against itself from the openings (a
 * FEN a line), each made different by a few random moves (mostly clones)
 * and searched to depth (4 by default), and writes each position after
 * the random moves with the game's result for x: 1, 0.5 or 0.  fit reads
 * such positions and prints the weights that predict the results best,
 * in hundredths of a piece, by gradient descent from the piece's weight
 * alone (-t: the side to move's weight left at 0).  The features are
 * ataxx_ai_features(): ai/ataxx_ai.h.
 *
 * gen writes the training positions of the network evaluation
 * (tools/ataxx_train): games of self-play searched to depth (6 by
 * default) with an evaluation as match takes it (the network built in by
 * default), a fifth of them from the openings, two fifths from the usual
 * start and two fifths from a random board with blocked squares, symmetric
 * as the shipped boards are, each after two to nine random moves (-r: from
 * min to max).  With -u, that percent of the games start from the usual
 * start, the others from the openings (a third) or a random board.  Every
 * position after those with more than one move is a record of 28 bytes,
 * little-endian: the pieces of the side to move, of the other side and the
 * blocked squares (64 bits each), the search's score for the side to move
 * (16 bits, hundredths of a piece, wins clamped to +-3000), the game's
 * result for it (8 bits: 1, 0 or -1) and a zero byte.  Each game's
 * randomness comes from (seed, game), so a run is reproducible, and runs
 * with different seeds can be played at once and joined.
 *
 * match plays the computer with one evaluation against itself with
 * another, each opening twice, the colours swapped, every move searched to
 * depth (4 by default) or for a number of nodes, and prints the wins,
 * draws and losses of the first.  An evaluation is "features" (the
 * weighed features of ataxx_ai_feat()), "net" (the network built in) or a
 * weights file of tools/ataxx_train.  With -l, each plays at a level of
 * the game instead, its noise (levels 1 to 3) drawn from the seed and the
 * game's number.  -a and -b set a parameter of the first's and the
 * second's search (ataxx_ai_set_param()).  Nothing depends on time.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/ataxx_ai.h"
#include "ai/ataxx_nn.h"
#include "games/ataxx.h"
#include "rng.h"
#include "xmalloc.h"

#define TUNE_RANDOM_PLIES	6	/* random moves after the opening */
#define TUNE_JUMPS		8	/* in a hundred of them */
#define TUNE_HASH_MB		4
#define TUNE_STEPS		2000
#define TUNE_RATE		0.5	/* hundredths of a piece a step */

static void __attribute__((noreturn))
tune_usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: ataxx_tune play [-d depth] [-g games] "
	    "[-s seed] openings\n       ataxx_tune fit [-t] positions\n"
	    "       ataxx_tune gen [-d depth] [-e eval] [-g games] "
	    "[-r min,max] [-s seed]\n"
	    "                      [-u percent] openings\n"
	    "       ataxx_tune match [-d depth] [-n nodes] [-l level1,level2] "
	    "[-s seed]\n"
	    "                        [-a name=value] [-b name=value] [-g games] "
	    "eval1 eval2\n"
	    "                        openings\n");
	exit(status);
}

/* Reads a whole number for an option. */
static long
tune_number(const char *s, long min, long max)
{
	char	*end;
	long	 n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (end == s || *end != '\0' || errno != 0 || n < min || n > max)
		tune_usage(2);
	return (n);
}

/*
 * The positions of a file of FENs, a line each ('#' and blank lines and
 * what is not a position left out): NULL, said, if it cannot be read
 * or holds none.
 */
static char **
tune_fens(const char *path, int *nfens)
{
	struct ataxx_pos	 p;
	FILE			*f;
	char			*line = NULL, **fens = NULL;
	size_t			 size = 0;

	if ((f = fopen(path, "r")) == NULL) {
		fprintf(stderr, "ataxx_tune: %s: %s\n", path, strerror(errno));
		return (NULL);
	}
	*nfens = 0;
	while (getline(&line, &size, f) != -1) {
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0' ||
		    ataxx_from_fen(&p, line) != ATAXX_OK)
			continue;
		fens = xreallocarray(fens, *nfens + 1, sizeof *fens);
		fens[(*nfens)++] = xstrdup(line);
	}
	free(line);
	fclose(f);
	if (*nfens == 0) {
		fprintf(stderr, "ataxx_tune: %s: no position in it\n", path);
		return (NULL);
	}
	return (fens);
}

/* A random move, a clone more often than not. */
static ataxx_move
tune_random_move(const struct ataxx_pos *p, struct rng *rng)
{
	ataxx_move	 moves[ATAXX_MAX_MOVES];
	int		 n, clones;

	if ((n = ataxx_movegen(p, moves)) == 0)
		return (ATAXX_NOMOVE);
	for (clones = 0; clones < n && moves[clones] != ATAXX_PASS &&
	    ATAXX_IS_CLONE(moves[clones]); clones++)
		;
	if (clones > 0 && rng_below(rng, 100) >= TUNE_JUMPS)
		n = clones;
	return (moves[rng_below(rng, n)]);
}

/* Plays games and writes their positions with their results. */
static int
tune_play(int argc, char **argv)
{
	struct ataxx_search_limits	 limits;
	struct ataxx_search_info	 info;
	struct ataxx_pos		*seen, p;
	struct ataxx_ai			*ai;
	struct rng			 rng;
	ataxx_move			 m;
	char				**fens, fen[ATAXX_FEN_MAX];
	uint64_t			 seed = 1;
	int				 depth = 4, games = 100, nfens = 0;
	int				 ch, g, i, n, winner;
	const char			*result;

	while ((ch = getopt(argc, argv, "d:g:s:")) != -1) {
		switch (ch) {
		case 'd':
			depth = (int)tune_number(optarg, 1, 20);
			break;
		case 'g':
			games = (int)tune_number(optarg, 1, 10000000);
			break;
		case 's':
			seed = (uint64_t)tune_number(optarg, 0, 1L << 30);
			break;
		default:
			tune_usage(2);
		}
	}
	if (argc - optind != 1)
		tune_usage(2);
	if ((fens = tune_fens(argv[optind], &nfens)) == NULL)
		return (1);

	ai = ataxx_ai_new(TUNE_HASH_MB);
	ataxx_ai_set_net(ai, NULL);
	memset(&limits, 0, sizeof limits);
	limits.depth = depth;
	seen = xcalloc(ATAXX_DRAW_HALFMOVES * 60, sizeof *seen);
	for (g = 0; g < games; g++) {
		rng_seed(&rng, seed, g);
		ataxx_from_fen(&p, fens[g % nfens]);
		for (i = 0; i < TUNE_RANDOM_PLIES; i++) {
			if ((m = tune_random_move(&p, &rng)) == ATAXX_NOMOVE)
				break;
			ataxx_make(&p, m);
		}
		ataxx_ai_clear(ai);
		for (n = 0; ataxx_end(&p) == ATAXX_END_NONE &&
		    n < ATAXX_DRAW_HALFMOVES * 60; n++) {
			seen[n] = p;
			m = ataxx_ai_search(ai, &p, &limits, &info);
			ataxx_make(&p, m);
		}
		winner = ataxx_end(&p) == ATAXX_END_NONE ? -1 :
		    ataxx_winner(&p);
		result = winner < 0 ? "0.5" : winner == ATAXX_X ? "1" : "0";
		for (i = 0; i < n; i++) {
			ataxx_to_fen(&seen[i], fen, sizeof fen);
			printf("%s;%s\n", fen, result);
		}
	}
	free(seen);
	ataxx_ai_free(ai);
	xfree_strings(fens, nfens);
	return (0);
}

#define GEN_DEPTH	6
#define GEN_MIN_RANDOM	2
#define GEN_MAX_RANDOM	9
#define GEN_CLAMP	3000

/*
 * A random board with blocked squares: the usual start, with one to four
 * squares and their images under the mirrors (and, half the time, the
 * diagonals too) blocked, the corners left free.
 */
static void
gen_board(struct ataxx_pos *p, struct rng *rng)
{
	int	 orbits, i, s, sq, syms;

	ataxx_startpos(p);
	syms = rng_below(rng, 2) ? 8 : 4;
	orbits = 1 + (int)rng_below(rng, 4);
	for (i = 0; i < orbits; i++) {
		sq = (int)rng_below(rng, ATAXX_SQUARES);
		for (s = 0; s < syms; s++)
			p->blocked |= 1ULL << ataxx_nn_sym_square(sq, s);
	}
	p->blocked &= ~(1ULL | 1ULL << 6 | 1ULL << 42 | 1ULL << 48);
	p->key = ataxx_compute_key(p);
}

/* Writes a 64-bit number little-endian. */
static void
gen_put64(unsigned char *b, uint64_t v)
{
	int	 i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
}

/*
 * Sets up a game's start, from its randomness: with usual below 0, a fifth
 * of the games from the openings, two fifths from the usual start and two
 * fifths from a random board; else usual percent from the usual start and
 * the rest from the openings (a third) or a random board.  Then minr to
 * maxr random moves.
 */
static void
gen_start(struct ataxx_pos *p, struct rng *rng, char **fens, int nfens,
    int usual, int minr, int maxr)
{
	ataxx_move	 m;
	int		 kind, plies, i;

	if (usual < 0)
		kind = (int)rng_below(rng, 5);
	else if ((int)rng_below(rng, 100) < usual)
		kind = 1;
	else
		kind = rng_below(rng, 3) == 0 ? 0 : 3;
	if (kind == 0)
		ataxx_from_fen(p, fens[rng_below(rng, nfens)]);
	else if (kind <= 2)
		ataxx_startpos(p);
	else
		gen_board(p, rng);
	plies = minr + (int)rng_below(rng, maxr - minr + 1);
	for (i = 0; i < plies; i++) {
		if ((m = tune_random_move(p, rng)) == ATAXX_NOMOVE)
			break;
		ataxx_make(p, m);
	}
}

/*
 * Plays a game from p to its end (or a long way), keeping each position in
 * seen and its search's score in scores (INT_MIN for a position with one
 * move only: no search, no score); returns how many.  p ends at the end.
 */
static int
gen_play(struct ataxx_ai *ai, const struct ataxx_search_limits *limits,
    struct ataxx_pos *p, struct ataxx_pos *seen, int *scores)
{
	struct ataxx_search_info	 info;
	ataxx_move			 m;
	int				 n;

	ataxx_ai_clear(ai);
	for (n = 0; ataxx_end(p) == ATAXX_END_NONE &&
	    n < ATAXX_DRAW_HALFMOVES * 60; n++) {
		seen[n] = *p;
		m = ataxx_ai_search(ai, p, limits, &info);
		scores[n] = info.depth == 0 ? INT_MIN : info.score;
		ataxx_make(p, m);
	}
	return (n);
}

/*
 * Writes the record of a position: its pieces and blocked squares, its
 * score clamped to GEN_CLAMP and the game's result for the side to move,
 * winner being the game's (-1 for none).
 */
static void
gen_record(const struct ataxx_pos *p, int score, int winner)
{
	unsigned char	 rec[28];
	int		 sc = score, res;

	if (sc > GEN_CLAMP)
		sc = GEN_CLAMP;
	if (sc < -GEN_CLAMP)
		sc = -GEN_CLAMP;
	res = winner < 0 ? 0 : winner == p->side ? 1 : -1;
	gen_put64(rec, p->pieces[p->side]);
	gen_put64(rec + 8, p->pieces[p->side ^ 1]);
	gen_put64(rec + 16, p->blocked);
	rec[24] = (unsigned char)(sc & 0xff);
	rec[25] = (unsigned char)((sc >> 8) & 0xff);
	rec[26] = (unsigned char)(res & 0xff);
	rec[27] = 0;
	fwrite(rec, sizeof rec, 1, stdout);
}

static const struct ataxx_nn *match_eval(const char *, struct ataxx_nn *);

/* Plays games and writes their positions, scores and results. */
static int
tune_gen(int argc, char **argv)
{
	struct ataxx_search_limits	 limits;
	struct ataxx_pos		*seen, p;
	struct ataxx_ai			*ai;
	struct rng			 rng;
	char				**fens;
	uint64_t			 seed = 1;
	int				*scores, depth = GEN_DEPTH, games = 100;
	int				 nfens = 0, ch, g, i, n, winner;
	int				 usual = -1;
	int				 minr = GEN_MIN_RANDOM, maxr = GEN_MAX_RANDOM;
	const char			*eval = "net";
	char				*comma;
	static struct ataxx_nn		 net;

	while ((ch = getopt(argc, argv, "d:e:g:r:s:u:")) != -1) {
		switch (ch) {
		case 'd':
			depth = (int)tune_number(optarg, 1, 20);
			break;
		case 'e':
			eval = optarg;
			break;
		case 'g':
			games = (int)tune_number(optarg, 1, 10000000);
			break;
		case 'r':
			if ((comma = strchr(optarg, ',')) == NULL)
				tune_usage(2);
			*comma = '\0';
			minr = (int)tune_number(optarg, 0, 100);
			maxr = (int)tune_number(comma + 1, minr, 100);
			break;
		case 's':
			seed = (uint64_t)tune_number(optarg, 0, 1L << 30);
			break;
		case 'u':
			usual = (int)tune_number(optarg, 0, 100);
			break;
		default:
			tune_usage(2);
		}
	}
	if (argc - optind != 1)
		tune_usage(2);
	if ((fens = tune_fens(argv[optind], &nfens)) == NULL)
		return (1);

	ai = ataxx_ai_new(TUNE_HASH_MB);
	ataxx_ai_set_net(ai, match_eval(eval, &net));
	memset(&limits, 0, sizeof limits);
	limits.depth = depth;
	seen = xcalloc(ATAXX_DRAW_HALFMOVES * 60, sizeof *seen);
	scores = xcalloc(ATAXX_DRAW_HALFMOVES * 60, sizeof *scores);
	for (g = 0; g < games; g++) {
		rng_seed(&rng, seed, g);
		gen_start(&p, &rng, fens, nfens, usual, minr, maxr);
		n = gen_play(ai, &limits, &p, seen, scores);
		winner = ataxx_end(&p) == ATAXX_END_NONE ? -1 :
		    ataxx_winner(&p);
		for (i = 0; i < n; i++)
			if (scores[i] != INT_MIN)
				gen_record(&seen[i], scores[i], winner);
	}
	free(scores);
	free(seen);
	ataxx_ai_free(ai);
	xfree_strings(fens, nfens);
	return (fflush(stdout) == 0 ? 0 : 1);
}

/* An evaluation by name: features, net, or a weights file. */
static const struct ataxx_nn *
match_eval(const char *name, struct ataxx_nn *buf)
{
	if (strcmp(name, "features") == 0)
		return (NULL);
	if (strcmp(name, "net") == 0)
		return (&ataxx_nn_builtin);
	if (ataxx_nn_read(buf, name) != 0) {
		fprintf(stderr, "ataxx_tune: %s: not a weights file\n", name);
		exit(1);
	}
	return (buf);
}

/* Plays two evaluations against each other and prints the score. */
static int
tune_match(int argc, char **argv)
{
	static struct ataxx_nn		 nets[2];
	struct ataxx_search_limits	 limits[2];
	struct ataxx_search_info	 info;
	struct ataxx_pos		 p;
	struct ataxx_ai			*ai[2];
	uint64_t			 seed = 1;
	int				 level[2] = { 0, 0 }, side, pv;
	char				 pname[64];
	ataxx_move			 m;
	char				**fens;
	int				 depth = 4, games = 0, nfens = 0;
	int				 ch, g, n, winner, first, wdl[3] = { 0 };
	long				 nodes = 0;

	for (n = 0; n < 2; n++)
		ai[n] = ataxx_ai_new(TUNE_HASH_MB * 4);
	while ((ch = getopt(argc, argv, "a:b:d:g:l:n:s:")) != -1) {
		switch (ch) {
		case 'a':
		case 'b':
			if (sscanf(optarg, "%63[a-z_]=%d", pname, &pv) != 2 ||
			    !ataxx_ai_set_param(ai[ch - 'a'], pname, pv))
				tune_usage(2);
			break;
		case 'd':
			depth = (int)tune_number(optarg, 1, 30);
			break;
		case 'l':
			if (sscanf(optarg, "%d,%d", &level[0], &level[1]) != 2 ||
			    level[0] < 1 || level[0] > ATAXX_AI_LEVELS - 1 ||
			    level[1] < 1 || level[1] > ATAXX_AI_LEVELS - 1)
				tune_usage(2);
			break;
		case 's':
			seed = (uint64_t)tune_number(optarg, 0, 1L << 30);
			break;
		case 'g':
			games = (int)tune_number(optarg, 1, 10000000);
			break;
		case 'n':
			nodes = tune_number(optarg, 1, 1L << 40);
			break;
		default:
			tune_usage(2);
		}
	}
	if (argc - optind != 3)
		tune_usage(2);
	if ((fens = tune_fens(argv[optind + 2], &nfens)) == NULL)
		return (1);
	if (games == 0)
		games = 2 * nfens;

	for (n = 0; n < 2; n++) {
		ataxx_ai_set_net(ai[n], match_eval(argv[optind + n],
		    &nets[n]));
	}
	for (n = 0; n < 2; n++) {
		memset(&limits[n], 0, sizeof limits[n]);
		limits[n].depth = nodes > 0 ? 0 : depth;
		limits[n].nodes = (uint64_t)nodes;
		if (level[n] > 0)
			ataxx_ai_level(level[n], 0, &limits[n]);
	}
	for (g = 0; g < games; g++) {
		limits[0].seed = limits[1].seed = seed * 100000 + (uint64_t)g;
		/* The first evaluation plays x in even games. */
		first = g % 2 == 0 ? ATAXX_X : ATAXX_O;
		ataxx_from_fen(&p, fens[(g / 2) % nfens]);
		ataxx_ai_clear(ai[0]);
		ataxx_ai_clear(ai[1]);
		for (n = 0; ataxx_end(&p) == ATAXX_END_NONE &&
		    n < ATAXX_DRAW_HALFMOVES * 60; n++) {
			side = p.side == first ? 0 : 1;
			m = ataxx_ai_search(ai[side], &p, &limits[side], &info);
			ataxx_make(&p, m);
		}
		winner = ataxx_end(&p) == ATAXX_END_NONE ? -1 :
		    ataxx_winner(&p);
		wdl[winner < 0 ? 1 : winner == first ? 0 : 2]++;
		fprintf(stderr, "\r%d-%d-%d", wdl[0], wdl[1], wdl[2]);
	}
	fprintf(stderr, "\n");
	printf("%d-%d-%d %.1f%%\n", wdl[0], wdl[1], wdl[2],
	    100.0 * (wdl[0] + 0.5 * wdl[1]) / games);
	ataxx_ai_free(ai[0]);
	ataxx_ai_free(ai[1]);
	xfree_strings(fens, nfens);
	return (0);
}

/* The logistic curve that turns a score into an expected result. */
static double
tune_sigmoid(double k, double score)
{
	return (1.0 / (1.0 + exp(-k * score / 100.0)));
}

/* The mean squared error of the weights' predictions. */
static double
tune_error(const float *feat, const float *res, size_t n, const double *w,
    double k)
{
	double	 sum = 0, score, d;
	size_t	 i;
	int	 j;

	for (i = 0; i < n; i++) {
		score = 0;
		for (j = 0; j < ATAXX_AI_FEATURES; j++)
			score += w[j] * feat[i * ATAXX_AI_FEATURES + j];
		d = res[i] - tune_sigmoid(k, score);
		sum += d * d;
	}
	return (sum / n);
}

/* Fits the weights to positions and results, and prints them. */
static int
tune_fit(int argc, char **argv)
{
	struct ataxx_pos	 p;
	FILE			*f;
	char			*line = NULL, *semi;
	size_t			 size = 0, n = 0, cap = 0, i;
	float			*feat = NULL, *res = NULL;
	int			 fv[ATAXX_AI_FEATURES], j, step, no_tempo = 0;
	double			 w[ATAXX_AI_FEATURES], grad[ATAXX_AI_FEATURES];
	double			 k, best_k = 1, e, best_e = 1e9, score, s, g;
	double			 m1[ATAXX_AI_FEATURES], m2[ATAXX_AI_FEATURES];

	if (argc == 3 && strcmp(argv[1], "-t") == 0) {
		no_tempo = 1;
		argc--;
		argv++;
	}
	if (argc != 2)
		tune_usage(2);
	if ((f = fopen(argv[1], "r")) == NULL) {
		fprintf(stderr, "ataxx_tune: %s: %s\n", argv[1],
		    strerror(errno));
		return (1);
	}
	while (getline(&line, &size, f) != -1) {
		if ((semi = strchr(line, ';')) == NULL)
			continue;
		*semi = '\0';
		if (ataxx_from_fen(&p, line) != ATAXX_OK)
			continue;
		if (n == cap) {
			cap = cap == 0 ? 65536 : cap * 2;
			feat = xreallocarray(feat, cap * ATAXX_AI_FEATURES,
			    sizeof *feat);
			res = xreallocarray(res, cap, sizeof *res);
		}
		/* Features for the side to move; results for it too. */
		ataxx_ai_features(&p, fv);
		for (j = 0; j < ATAXX_AI_FEATURES; j++)
			feat[n * ATAXX_AI_FEATURES + j] = fv[j];
		if (no_tempo)
			feat[n * ATAXX_AI_FEATURES + ATAXX_AI_FEATURES - 1] = 0;
		res[n] = strtod(semi + 1, NULL);
		if (p.side == ATAXX_O)
			res[n] = 1 - res[n];
		n++;
	}
	free(line);
	fclose(f);
	if (n == 0)
		tune_usage(2);

	/* The curve's steepness, for the weights of today. */
	ataxx_ai_weights(w);
	for (k = 0.01; k < 3; k += 0.01) {
		if ((e = tune_error(feat, res, n, w, k)) < best_e) {
			best_e = e;
			best_k = k;
		}
	}
	k = best_k;
	fprintf(stderr, "%zu positions, k %.2f, error %.6f\n", n, k, best_e);
	/* Adam: steps of about TUNE_RATE hundredths of a piece. */
	memset(m1, 0, sizeof m1);
	memset(m2, 0, sizeof m2);
	for (step = 0; step < TUNE_STEPS; step++) {
		memset(grad, 0, sizeof grad);
		for (i = 0; i < n; i++) {
			score = 0;
			for (j = 0; j < ATAXX_AI_FEATURES; j++)
				score += w[j] * feat[i * ATAXX_AI_FEATURES + j];
			s = tune_sigmoid(k, score);
			g = (s - res[i]) * s * (1 - s);
			for (j = 0; j < ATAXX_AI_FEATURES; j++)
				grad[j] += g * feat[i * ATAXX_AI_FEATURES + j];
		}
		for (j = 0; j < ATAXX_AI_FEATURES; j++) {
			g = grad[j] / n;
			m1[j] = 0.9 * m1[j] + 0.1 * g;
			m2[j] = 0.999 * m2[j] + 0.001 * g * g;
			w[j] -= TUNE_RATE * (m1[j] / (1 - pow(0.9, step + 1))) /
			    (sqrt(m2[j] / (1 - pow(0.999, step + 1))) + 1e-12);
		}
		if (step % 500 == 0 || step == TUNE_STEPS - 1)
			fprintf(stderr, "step %d: error %.6f\n", step,
			    tune_error(feat, res, n, w, k));
	}
	for (j = 0; j < ATAXX_AI_FEATURES; j++)
		printf("%d%s", (int)lround(w[j]),
		    j + 1 < ATAXX_AI_FEATURES ? ", " : "\n");
	free(feat);
	free(res);
	return (0);
}

int
main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		tune_usage(0);
	if (argc < 2)
		tune_usage(2);
	if (strcmp(argv[1], "play") == 0)
		return (tune_play(argc - 1, argv + 1));
	if (strcmp(argv[1], "fit") == 0)
		return (tune_fit(argc - 1, argv + 1));
	if (strcmp(argv[1], "gen") == 0)
		return (tune_gen(argc - 1, argv + 1));
	if (strcmp(argv[1], "match") == 0)
		return (tune_match(argc - 1, argv + 1));
	tune_usage(2);
}
