/*
 * xtic_prove.c: proves the value of Xtic from the empty board (or from a
 * position), for a game type and rule, in a run that can be stopped and
 * started again.
 *
 *	xtic_prove [-q] [-b bits] [-d placed] [-j jobs] [-l log] type rule
 *	    [position]
 *	xtic_prove --check [-n sample] [-s seed] [-b bits] [-d placed]
 *	    [-l log] type rule [position]
 *	xtic_prove --book [--check] [-q] [-b bits] [-d placed] [-j jobs]
 *	    [-L live] [-l log] [-o book] [-w winfirst] type rule [position]
 *	xtic_prove --first [-q] [-b bits] [-d placed] [-j jobs] [-l log]
 *	    [-o first] type rule [position]
 *
 * It proves rather than tabulates.  The value of a position for the
 * side to play is at least T (0: a draw, 1: a win) if one of its moves
 * leaves the other player a position whose value is not at least 1 - T,
 * and not at least T if every move leaves one that is.  So a proof
 * needs every move at the turns of the player it goes against, and one
 * good move at the others', looked for first among the moves (square
 * and gift) that were good moves most often elsewhere in the tree, then
 * where the solver would look (xtic_solver_order: by the safe squares a
 * gift leaves, so that a gift that hands the other player a win at once
 * comes last).  The tree of these questions is cut at positions with
 * `placed` pieces placed (3 by default), where the solver answers them
 * (a search with a null window: xtic_solver_at_least); the positions
 * are taken up to symmetry, by their canonical keys (xtic_canon_key: a
 * hex digit per square, a1 last, - when empty; the piece in hand is 0).
 *
 * Every answer the solver gives is appended at once to the log (by
 * default data/xtic/TYPE-RULE.log), a line each:
 *
 *	KEY >=T yes|no NODES MS
 *
 * written by one write() on a file opened with O_APPEND and flushed with
 * fsync, so that the jobs (-j, processes) never mix their lines and a
 * run killed loses at most the answers it was working on.  At the start
 * the log is read again, its bad lines named and left out, and the proof
 * goes on where it was.  The root, the empty board after the first gift
 * (every gift is the same up to symmetry), has a value for the second
 * player: the prover asks whether it is a win, then, if not, whether it
 * is at least a draw, so that a drawn root has two proofs, one that the
 * second player gets at least a draw and one that the first does.
 *
 * --check proves nothing new: it replays the tree from the log alone,
 * says whether every answer the proof needs is there and what the tree
 * makes of them, then asks the solver again, done another way (without
 * the symmetries, without the lean endgame), a random sample of -n of the
 * proof's answers (2 by default), and compares.  It exits 0 when the
 * proof is whole and the sample agrees, 1 on a disagreement, 3 when
 * answers are missing.
 *
 * --book carries a finished proof's strategy on past its cut, for the
 * perfect level to play from, to where it searches the rest in a moment
 * (live pieces placed, 6 by default): at the prover's turns a move, at
 * the other player's every move.  It walks the game from the root as
 * the perfect level plays it, looking its moves up in the proof and the
 * book as the level does (xtic_proof_move), so that the book holds what
 * the level will look for, and asks the solver where it finds nothing.
 * The move is kept as an answer for the position it leaves, "KEY >=1-T
 * no" (the other player cannot hold what the prover does not give
 * away), in a log of its own (by default data/xtic/TYPE-RULE-book.log),
 * resumed like the proof's.  Where a draw is all the proof needs, from
 * winfirst pieces placed (5) the book asks for a win first, so that the
 * perfect level takes a win the other player's mistake gives it; its
 * "no" is kept as it is.  A book done ends with the line "# whole to
 * LIVE placed" (said again at its end if answers came after it).
 * --book --check walks the book from the proof, says whether it is
 * whole, and solves a sample of its answers again another way.
 *
 * --first proves the value of every move of the root up to symmetry
 * (from the empty board, the first moves: where the second player places
 * the first piece, and the piece it gives), each as the root is proven,
 * to say which keep the root's value.  It reads the proof's log, and logs
 * its new answers in a log of its own (by default
 * data/xtic/TYPE-RULE-first.log), resumed like the others; a line for
 * each move gives its value for the side that makes it.
 *
 * While it runs it says, after each answer, how many answers are left,
 * if the question it is on holds and if it does not, and what they may
 * cost at the log's average.  bits bounds each job's table: at most
 * 2^bits buckets of 64 bytes (24 by default: 1 GB), fewer for a position
 * with few empty squares, whose search needs less (xtic_solver_table_bits):
 * first touching a table too big for it would cost more than the search.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "ai/shared.h"
#include "ai/xtic_answers.h"
#include "ai/xtic_proof.h"
#include "ai/xtic_solve.h"
#include "games/xtic.h"
#include "rng.h"
#include "xmalloc.h"

#define TABLE_BITS	20		/* room for 2^20 positions */
#define JOBS_MAX	64

/* Where a node's answer came from. */
enum { SRC_NONE, SRC_LOG, SRC_IMPLIED, SRC_TREE };

/* A position of the tree, by its canonical key. */
struct node {
	uint64_t	 cells;
	uint16_t	 filled;
	uint8_t		 used;
	uint8_t		 expanded;
	int8_t		 res[2];	/* at least 0, at least 1: -1 unknown */
	uint8_t		 src[2];
	uint8_t		 running[2];
	int8_t		 ends;		/* best value of a move that ends the
					   game, for the side to play; -2 */
	uint32_t	 mark[2];	/* the estimate's pass, the book's */
	uint32_t	 omark[2];	/* the book's, for the other player */
	uint32_t	 wmark[2];	/* asked in the book's pass */
	uint64_t	 spent[2];	/* the log's nodes on it, by bound */
	int		 nkids;
	int32_t		*kids;
	uint8_t		*kmoves;	/* a move to each: square << 4 | gift */
};

/* A job: a process answering one question. */
struct job {
	pid_t		 pid;
	int		 fd;
	int32_t		 node;
	int		 t;
};

/* A question to hand to a job. */
struct want {
	int32_t		 node;
	int		 t;
};

static struct node	*nodes;
static size_t		 nnodes;
static struct xtic_canon *kb;		/* for the canonical keys */
static struct xtic_solver *orderer;	/* for the order of the moves */
static uint32_t		 history[256];	/* moves that worked: see
					   history_order */
static int		 type, rule, cut = 3, bits = 24, quiet;
static int		 booking, live = 6, winfirst = 5, readonly;
static uint64_t		 book_left;
static struct xtic_proof *bpf;		/* the proof and its book, as the
					   perfect level reads them */
static struct xtic_pos	 book_root;
static int		 book_value;	/* the root's, for its side */
static struct xtic_answer *book_answers;	/* the book's, for --check */
static size_t		 nbook;
static const char	*logpath;
static struct job	 jobs[JOBS_MAX];
static int		 njobs = 1, running;
static struct want	*wants;
static int		 nwants, maxwants;
static uint32_t		 pass;
static volatile sig_atomic_t stopped;

/* What the log holds, for the averages. */
static uint64_t		 log_nodes, log_ms, run_nodes;
static size_t		 log_lines, run_lines;

static void __attribute__((noreturn))
usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: xtic_prove [-q] [-b bits] [-d placed] "
	    "[-j jobs] [-l log] type rule [position]\n"
	    "       xtic_prove --check [-n sample] [-s seed] [-b bits] "
	    "[-d placed] [-l log]\n"
	    "           type rule [position]\n"
	    "       xtic_prove --book [-q] [-b bits] [-d placed] [-j jobs] "
	    "[-L live] [-l log]\n"
	    "           [-o book] [-w winfirst] type rule [position]\n"
	    "       xtic_prove --first [-q] [-b bits] [-d placed] [-j jobs] "
	    "[-l log] [-o first]\n"
	    "           type rule [position]\n");
	exit(status);
}

static void
note(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* A line of progress, with the time. */
static void
note(const char *fmt, ...)
{
	va_list		 ap;
	time_t		 now = time(NULL);
	struct tm	*tm = localtime(&now);
	char		 when[32];

	strftime(when, sizeof when, "%H:%M:%S", tm);
	printf("[%s] ", when);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

static size_t
node_slot(uint64_t cells, uint16_t filled)
{
	uint64_t	 h = cells ^ (uint64_t)(filled + 1) * 0x9e3779b97f4a7c15ULL;

	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 29;
	return ((size_t)h & (((size_t)1 << TABLE_BITS) - 1));
}

/* The node of a key, made if new. */
static int32_t
node_get(uint64_t cells, uint16_t filled)
{
	size_t		 i, mask = ((size_t)1 << TABLE_BITS) - 1;
	struct node	*n;

	for (i = node_slot(cells, filled); nodes[i].used; i = (i + 1) & mask)
		if (nodes[i].cells == cells && nodes[i].filled == filled)
			return ((int32_t)i);
	if (++nnodes > mask / 2) {
		fprintf(stderr, "xtic_prove: the tree is too big; cut it "
		    "sooner (-d)\n");
		exit(1);
	}
	n = &nodes[i];
	n->cells = cells;
	n->filled = filled;
	n->used = 1;
	n->res[0] = n->res[1] = -1;
	n->ends = -2;
	return ((int32_t)i);
}

/*
 * Records an answer, with what it implies (at least a win is at least a
 * draw; not at least a draw is not at least a win); 0 if it contradicts
 * one known.
 */
static int
node_set(int32_t i, int t, int r, int src)
{
	struct node	*n = &nodes[i];

	if (n->res[t] >= 0)
		return (n->res[t] == r);
	n->res[t] = r;
	n->src[t] = src;
	if (t == 1 && r == 1 && n->res[0] < 0) {
		n->res[0] = 1;
		n->src[0] = src == SRC_LOG ? SRC_IMPLIED : src;
	}
	if (t == 0 && r == 0 && n->res[1] < 0) {
		n->res[1] = 0;
		n->src[1] = src == SRC_LOG ? SRC_IMPLIED : src;
	}
	return (1);
}

/*
 * A node's moves: the positions they leave, in the order the solver
 * would try them (xtic_solver_order), and the best of those that end the
 * game.
 */
static void
node_expand(int32_t i)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 p, q;
	uint64_t		 cells;
	uint16_t		 filled;
	int32_t			 kids[XTIC_MAX_MOVES], k;
	int			 score[XTIC_MAX_MOVES], ks[XTIC_MAX_MOVES];
	uint8_t			 km[XTIC_MAX_MOVES], b, mv;
	int			 n, j, m, nk = 0, w, ends = -2;

	if (nodes[i].expanded)
		return;
	xtic_canon_position(kb, nodes[i].cells, nodes[i].filled, &p);
	n = xtic_movegen(&p, ml);
	xtic_solver_order(orderer, &p, ml, n, score);
	for (j = 0; j < n; j++) {
		q = p;
		xtic_make(&q, ml[j]);
		if (q.end != XTIC_END_NONE) {
			w = xtic_winner(&q) < 0 ? 0 :
			    xtic_winner(&q) == p.side ? 1 : -1;
			if (w > ends)
				ends = w;
			continue;
		}
		xtic_canon_key(kb, &q, &cells, &filled);
		k = node_get(cells, filled);
		mv = (uint8_t)(ml[j].square << 4 | (ml[j].give & 0xf));
		for (m = 0; m < nk && kids[m] != k; m++)
			;
		if (m == nk) {
			kids[nk] = k;
			km[nk] = mv;
			ks[nk++] = score[j];
		} else if (score[j] < ks[m]) {
			ks[m] = score[j];
			km[m] = mv;
		}
	}
	/* By score, stably (insertion). */
	for (j = 1; j < nk; j++) {
		k = kids[j];
		w = ks[j];
		b = km[j];
		for (m = j; m > 0 && ks[m - 1] > w; m--) {
			kids[m] = kids[m - 1];
			ks[m] = ks[m - 1];
			km[m] = km[m - 1];
		}
		kids[m] = k;
		ks[m] = w;
		km[m] = b;
	}
	nodes[i].kids = xreallocarray(NULL, nk + 1, sizeof *nodes[i].kids);
	memcpy(nodes[i].kids, kids, nk * sizeof *kids);
	nodes[i].kmoves = xmalloc(nk + 1);
	memcpy(nodes[i].kmoves, km, nk);
	nodes[i].nkids = nk;
	nodes[i].ends = ends;
	nodes[i].expanded = 1;
}

static int
node_placed(int32_t i)
{
	return (__builtin_popcount(nodes[i].filled));
}

/* Whether a question waits in the list of those to hand out. */
static int
wanted(int32_t i, int t)
{
	int	 k;

	for (k = 0; k < nwants; k++)
		if (wants[k].node == i && wants[k].t == t)
			return (1);
	return (0);
}

/*
 * The order to try a node's moves in: those that have shown a position
 * at least what its side needed most often first (the prover's history,
 * by square and gift, as the solver keeps one), then in the solver's
 * order.
 */
static void
history_order(const struct node *n, int *order)
{
	int	 j, m, x;

	for (j = 0; j < n->nkids; j++) {
		x = j;
		for (m = j; m > 0 && history[n->kmoves[order[m - 1]]] <
		    history[n->kmoves[x]]; m--)
			order[m] = order[m - 1];
		order[m] = x;
	}
}

/*
 * Whether node i is at least t for the side to play, from what is known:
 * 1, 0, or -1 when unknown.  The unknown questions at the cut that the
 * answer waits for, and that no job is on, go to the list, in the order
 * of the tree, up to maxwants of them; past that the tree is searched no
 * further.
 */
static int
eval(int32_t i, int t)
{
	struct node	*n = &nodes[i];
	int		 order[XTIC_MAX_MOVES], j, nk;
	int		 k, r, allno = 1, unknown = 0;
	int32_t		 c;

	if (n->res[t] >= 0)
		return (n->res[t]);
	if (node_placed(i) >= cut) {
		if (!n->running[t] && nwants < maxwants && !wanted(i, t)) {
			wants[nwants].node = i;
			wants[nwants].t = t;
			nwants++;
		}
		return (-1);
	}
	node_expand(i);
	n = &nodes[i];
	if (n->ends >= t) {
		node_set(i, t, 1, SRC_TREE);
		return (1);
	}
	/* What is known already, first. */
	for (k = 0; k < n->nkids; k++) {
		r = nodes[n->kids[k]].res[1 - t];
		if (r == 0) {
			history[n->kmoves[k]]++;
			node_set(i, t, 1, SRC_TREE);
			return (1);
		}
		if (r < 0)
			allno = 0;
	}
	if (allno) {
		node_set(i, t, 0, SRC_TREE);
		return (0);
	}
	nk = n->nkids;
	history_order(n, order);
	for (j = 0; j < nk; j++) {
		k = order[j];
		c = nodes[i].kids[k];
		if (nodes[c].res[1 - t] >= 0)
			continue;
		r = eval(c, 1 - t);
		if (r == 0) {
			/* A move that worked here goes first elsewhere. */
			history[nodes[i].kmoves[k]]++;
			node_set(i, t, 1, SRC_TREE);
			return (1);
		}
		if (r < 0) {
			unknown = 1;
			if (nwants >= maxwants)
				break;
		}
	}
	if (!unknown) {
		node_set(i, t, 0, SRC_TREE);
		return (0);
	}
	return (-1);
}

/*
 * How many questions at the cut are left to answer for node i to be
 * shown at least t (expect 1) or not (expect 0), taking the first move
 * not known to fail where one good move is enough.
 */
static uint64_t
estimate(int32_t i, int t, int expect)
{
	struct node	*n = &nodes[i];
	uint64_t	 sum = 0;
	int		 k;
	int32_t		 c;

	if (n->res[t] >= 0 || n->mark[t] == pass)
		return (0);
	n->mark[t] = pass;
	if (node_placed(i) >= cut)
		return (1);
	node_expand(i);
	n = &nodes[i];
	if (n->ends >= t)
		return (0);
	for (k = 0; k < n->nkids; k++) {
		c = n->kids[k];
		if (expect) {
			if (nodes[c].res[1 - t] == 1)
				continue;
			return (estimate(c, 1 - t, 0));
		}
		if (nodes[c].res[1 - t] != 1)
			sum += estimate(c, 1 - t, 1);
	}
	return (sum);
}

/* Appends a line to the log: one write, flushed to the disk. */
static int
log_append(const char *line)
{
	size_t	 len = strlen(line);
	int	 fd;

	if ((fd = open(logpath, O_WRONLY | O_APPEND | O_CREAT, 0644)) < 0)
		return (-1);
	if (write(fd, line, len) != (ssize_t)len || fsync(fd) != 0) {
		close(fd);
		return (-1);
	}
	return (close(fd));
}

/* Takes an answer of the log, or names a bad line. */
static void
log_take(const struct xtic_answer *a, int no, void *arg)
{
	int32_t	 i;
	int	*bad = arg;

	if (a == NULL) {
		fprintf(stderr, "xtic_prove: %s:%d: not an answer, left out\n",
		    logpath, no);
		(*bad)++;
		return;
	}
	i = node_get(a->cells, a->filled);
	if (!node_set(i, a->bound, a->yes, SRC_LOG)) {
		fprintf(stderr, "xtic_prove: %s:%d: contradicts an answer "
		    "before it (a solver error?), left out\n", logpath, no);
		(*bad)++;
		return;
	}
	nodes[i].spent[a->bound] += a->nodes;
	log_lines++;
	log_nodes += a->nodes;
	log_ms += a->ms;
	if (bpf != NULL && !(booking ? xtic_proof_add_book(bpf, a) :
	    xtic_proof_add(bpf, a)))
		fprintf(stderr, "xtic_prove: %s:%d: contradicts the proof "
		    "(left out of the book)\n", logpath, no);
	if (booking) {
		if ((nbook & (nbook + 1)) == 0 || nbook == 0)
			book_answers = xreallocarray(book_answers,
			    2 * nbook + 2, sizeof *book_answers);
		book_answers[nbook++] = *a;
	}
}

/*
 * Reads the log: every good line's answer; the others are named on the
 * standard error and left out.  A last line cut short is ended, so that
 * the next answer starts a line of its own.  Returns -1 if the log cannot
 * be read or made.
 */
static int
log_load(void)
{
	FILE	*f;
	int	 bad = 0, unended;
	char	 head[160];

	if ((f = fopen(logpath, "r")) == NULL) {
		if (errno != ENOENT) {
			perror(logpath);
			return (-1);
		}
		if (readonly)
			return (0);
		snprintf(head, sizeof head, "# xtic_prove %s%s %s: KEY >=T "
		    "yes|no NODES MS (see tools/xtic_prove.c)\n",
		    booking ? "--book " : "", xtic_type_names[type],
		    xtic_rule_names[rule]);
		if (log_append(head) != 0) {
			perror(logpath);
			return (-1);
		}
		return (0);
	}
	if (xtic_answers_read(kb, f, log_take, &bad, &unended) != 0) {
		perror(logpath);
		fclose(f);
		return (-1);
	}
	fclose(f);
	if (unended && log_append("\n") != 0) {
		perror(logpath);
		return (-1);
	}
	if (bad > 0)
		fprintf(stderr, "xtic_prove: %s: %d bad line%s left out\n",
		    logpath, bad, bad == 1 ? "" : "s");
	return (0);
}

static void
on_signal(int sig)
{
	stopped = sig;
}

/* Stops every job and leaves. */
static void __attribute__((noreturn))
stop_jobs(int status)
{
	int	 k;

	for (k = 0; k < njobs; k++)
		if (jobs[k].pid > 0)
			kill(jobs[k].pid, SIGTERM);
	for (k = 0; k < njobs; k++)
		if (jobs[k].pid > 0)
			waitpid(jobs[k].pid, NULL, 0);
	exit(status);
}

/* Leaves on a signal that stops the run, the log kept. */
static void
stop_signal(int sig)
{
	note("stopped by signal %d; the log keeps what was found", sig);
	stop_jobs(128 + sig);
}

/* A job's work: asks the solver, logs the answer and tells the prover. */
static void
job_run(int fd, int32_t i, int t)
{
	struct xtic_solver	*v;
	struct xtic_answer	 a;
	struct xtic_pos		 p, q;
	struct xtic_move	 m;
	struct timespec		 t0;
	char			 line[XTIC_ANSWER_MAX + 1];

#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	if (getppid() == 1)
		_exit(1);
#endif
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	xtic_canon_position(kb, nodes[i].cells, nodes[i].filled, &p);
	v = xtic_solver_new(type, rule, xtic_solver_table_bits(&p, bits), 0);
	a.cells = nodes[i].cells;
	a.filled = nodes[i].filled;
	a.bound = t;
	if (!booking)
		a.yes = xtic_solver_at_least(v, &p, t, &a.nodes);
	else {
		/* The book keeps the move: as the answer for the position
		 * it leaves, which the other player cannot hold. */
		a.yes = xtic_solver_move(v, &p, t, &m, &a.nodes);
		if (a.yes < 0)
			_exit(1);
		q = p;
		if (a.yes && (xtic_make(&q, m), q.end == XTIC_END_NONE)) {
			xtic_canon_key(kb, &q, &a.cells, &a.filled);
			a.bound = 1 - t;
			a.yes = 0;
		}
	}
	a.ms = ai_ms_since(&t0);
	xtic_answer_format(&a, line, sizeof line - 1);
	strcat(line, "\n");
	if (log_append(line) != 0) {
		perror(logpath);
		_exit(1);
	}
	if (write(fd, line, strlen(line)) != (ssize_t)strlen(line))
		_exit(1);
	_exit(0);
}

/* Hands a question to a free job. */
static void
job_start(int32_t i, int t)
{
	int	 k, fds[2];
	pid_t	 pid;

	for (k = 0; k < njobs && jobs[k].pid > 0; k++)
		;
	if (pipe(fds) != 0) {
		perror("pipe");
		stop_jobs(1);
	}
	fflush(stdout);
	if ((pid = fork()) < 0) {
		perror("fork");
		stop_jobs(1);
	}
	if (pid == 0) {
		close(fds[0]);
		job_run(fds[1], i, t);
	}
	close(fds[1]);
	jobs[k].pid = pid;
	jobs[k].fd = fds[0];
	jobs[k].node = i;
	jobs[k].t = t;
	nodes[i].running[t] = 1;
	running++;
}

/* Waits for a job to finish and takes its answer. */
static void
job_wait(void)
{
	struct job	*j = NULL;
	struct xtic_answer a;
	char		 line[XTIC_ANSWER_MAX + 1];
	ssize_t		 len, got = 0;
	int32_t		 i;
	pid_t		 pid;
	int		 k, st;

	for (;;) {
		pid = stopped ? -1 : waitpid(-1, &st, 0);
		if (stopped)
			stop_signal(stopped);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			perror("waitpid");
			stop_jobs(1);
		}
		for (k = 0; k < njobs; k++)
			if (jobs[k].pid == pid)
				j = &jobs[k];
		if (j != NULL)
			break;
	}
	while ((len = read(j->fd, line + got, XTIC_ANSWER_MAX - got)) > 0)
		got += len;
	line[got] = '\0';
	close(j->fd);
	j->pid = 0;
	running--;
	nodes[j->node].running[j->t] = 0;
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || got == 0 ||
	    line[got - 1] != '\n') {
		/*
		 * A signal that stops the run (as ^C does, to the whole
		 * group) can end a job before the prover sees it.
		 */
		if (stopped)
			stop_signal(stopped);
		if (WIFSIGNALED(st) && (WTERMSIG(st) == SIGINT ||
		    WTERMSIG(st) == SIGTERM || WTERMSIG(st) == SIGHUP))
			stop_signal(WTERMSIG(st));
		fprintf(stderr, "xtic_prove: a job failed\n");
		stop_jobs(1);
	}
	line[got - 1] = '\0';
	if (xtic_answer_parse(kb, line, &a) != 1 ||
	    ((i = node_get(a.cells, a.filled)) != j->node && !booking) ||
	    (a.bound != j->t && !booking)) {
		fprintf(stderr, "xtic_prove: a job said: %s\n", line);
		stop_jobs(1);
	}
	if (!node_set(i, a.bound, a.yes, SRC_LOG) ||
	    (bpf != NULL && !xtic_proof_add_book(bpf, &a))) {
		fprintf(stderr, "xtic_prove: %s contradicts the log\n", line);
		stop_jobs(1);
	}
	nodes[i].spent[a.bound] += a.nodes;
	log_lines++;
	log_nodes += a.nodes;
	log_ms += a.ms;
	run_lines++;
	run_nodes += a.nodes;
	if (!quiet)
		printf("  %s  (%.1f s)\n", line, a.ms / 1000.0);
}

/* Says how much is left for the question the proof is on. */
static void
progress(int32_t root, int t)
{
	uint64_t	 yes, no, avg, avgms;

	pass++;
	yes = estimate(root, t, 1);
	pass++;
	no = estimate(root, t, 0);
	avg = log_lines > 0 ? log_nodes / log_lines : 0;
	avgms = log_lines > 0 ? log_ms / log_lines : 0;
	note("at least %s? answers: %zu in the log (%zu this run, "
	    "%.2f G nodes); left: %llu if so, %llu if not; at %.2f G nodes "
	    "and %.0f s each: %.1f G nodes, %.1f h at -j %d (if so)",
	    t ? "a win" : "a draw", log_lines, run_lines,
	    run_nodes / 1e9, (unsigned long long)yes, (unsigned long long)no,
	    avg / 1e9, avgms / 1000.0, yes * avg / 1e9,
	    yes * avgms / 3.6e6 / njobs, njobs);
}

/* Answers the question whether root is at least t, with the jobs. */
static int
prove(int32_t root, int t)
{
	time_t	 last = 0;
	int	 r, k;

	for (;;) {
		nwants = 0;
		maxwants = njobs - running;
		r = eval(root, t);
		/* Jobs still on answers no longer needed here go on: the
		 * next question may need them. */
		if (r >= 0)
			return (r);
		for (k = 0; k < nwants; k++)
			job_start(wants[k].node, wants[k].t);
		if (!quiet && (last == 0 || time(NULL) - last >= 20)) {
			progress(root, t);
			last = time(NULL);
		}
		if (running == 0) {
			fprintf(stderr, "xtic_prove: nothing to do but no "
			    "answer (a bug)\n");
			return (-1);
		}
		job_wait();
	}
}

/* The proof's questions at its leaves: those the answer rests on. */
static void
proof_leaves(int32_t i, int t, struct want **list, int *n, int *size)
{
	struct node	*nd = &nodes[i];
	int		 k, r = nd->res[t];

	if (nd->mark[t] == pass)
		return;
	nd->mark[t] = pass;
	if (nd->src[t] == SRC_LOG || nd->src[t] == SRC_IMPLIED) {
		if (*n == *size) {
			*size = *size == 0 ? 64 : 2 * *size;
			*list = xreallocarray(*list, *size, sizeof **list);
		}
		(*list)[*n].node = i;
		(*list)[(*n)++].t = t;
		return;
	}
	if (!nd->expanded || (r == 1 && nd->ends >= t))
		return;
	for (k = 0; k < nd->nkids; k++) {
		if (r == 1 && nodes[nd->kids[k]].res[1 - t] == 0) {
			proof_leaves(nd->kids[k], 1 - t, list, n, size);
			return;
		}
		if (r == 0)
			proof_leaves(nd->kids[k], 1 - t, list, n, size);
	}
}

/* What the root's value means, in words. */
static const char *
value_words(int v, int empty)
{
	if (!empty)
		return (v > 0 ? "the side to play wins" : v < 0 ?
		    "the side to play loses" : "a draw");
	return (v > 0 ? "the second player wins" : v < 0 ?
	    "the first player wins" : "a draw");
}

/*
 * The root's value from the log alone, with the questions at the leaves
 * of its proof (or proofs: a draw has two) in *list; or, when it is not
 * proven, says what is missing and returns -2.
 */
static int
proof(int32_t root, int empty, struct want **list, int *n)
{
	int	 r1, r0, value, size = 0;

	maxwants = 1 << 20;
	wants = xreallocarray(wants, maxwants, sizeof *wants);
	nwants = 0;
	r1 = eval(root, 1);
	r0 = r1 == 1 ? 1 : eval(root, 0);
	if (r1 == 1)
		value = 1;
	else if (r1 == 0 && r0 == 1)
		value = 0;
	else if (r0 == 0)
		value = -1;
	else {
		printf("xtic %s %s: not proven: %d answers missing%s\n",
		    xtic_type_names[type], xtic_rule_names[rule], nwants,
		    r0 == 1 ? (empty ? " (the second player gets at least "
		    "a draw)" : " (the side to play gets at least a draw)") :
		    r1 == 0 ? (empty ? " (the first player gets at least a "
		    "draw)" : " (the side to play does not win)") : "");
		return (-2);
	}
	*list = NULL;
	*n = 0;
	pass++;
	if (value >= 0)
		proof_leaves(root, value == 1 ? 1 : 0, list, n, &size);
	if (value <= 0)
		proof_leaves(root, value == 0 ? 1 : 0, list, n, &size);
	return (value);
}

/*
 * Asks the solver again, done another way (without the symmetries and the
 * lean endgame), whether a position is at least t, and says what it
 * answers beside the log's answer: 1 if they disagree.
 */
static int
solve_again(uint64_t cells, uint16_t filled, int t, int yes)
{
	struct xtic_solver	*v;
	struct xtic_pos		 p;
	struct timespec		 t0;
	char			 key[XTIC_SQUARES + 1];
	uint64_t		 nn;
	int			 r;

	xtic_canon_position(kb, cells, filled, &p);
	xtic_answer_key_format(cells, filled, key);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	v = xtic_solver_new(type, rule, xtic_solver_table_bits(&p, bits),
	    XTIC_SOLVE_NOSYM | XTIC_SOLVE_PLAIN);
	r = xtic_solver_at_least(v, &p, t, &nn);
	xtic_solver_free(v);
	printf("  %s >=%d %s, solved again: %s (%llu nodes, %.1f s)%s\n", key,
	    t, yes ? "yes" : "no", r ? "yes" : "no", (unsigned long long)nn,
	    ai_ms_since(&t0) / 1000.0, r == yes ? "" : "  DISAGREES");
	fflush(stdout);
	return (r != yes);
}

/* --check: the proof from the log alone, and a sample solved again. */
static int
check(int32_t root, int empty, int sample, uint64_t seed)
{
	struct want	*list = NULL, w;
	struct rng	 rng;
	uint64_t	 total = 0;
	int		 value, n = 0, k, j, bad = 0, used = 0, tb;

	if ((value = proof(root, empty, &list, &n)) < -1)
		return (3);
	/* The answers themselves: one may serve both bounds. */
	for (k = 0; k < n; k++) {
		tb = nodes[list[k].node].src[list[k].t] == SRC_LOG ?
		    list[k].t : 1 - list[k].t;
		for (j = 0; j < k; j++)
			if (list[j].node == list[k].node &&
			    (nodes[list[j].node].src[list[j].t] == SRC_LOG ?
			    list[j].t : 1 - list[j].t) == tb)
				break;
		if (j < k)
			continue;
		used++;
		total += nodes[list[k].node].spent[tb];
	}
	printf("xtic %s %s: proven: %s; the proof rests on %d answers of "
	    "the log (%.2f G nodes; the log: %zu answers, %.2f G nodes)\n",
	    xtic_type_names[type], xtic_rule_names[rule],
	    value_words(value, empty), used, total / 1e9, log_lines,
	    log_nodes / 1e9);
	fflush(stdout);
	rng_seed(&rng, seed, 0);
	for (k = 0; k < sample && k < n; k++) {
		j = k + (int)rng_below(&rng, n - k);
		w = list[j];
		list[j] = list[k];
		list[k] = w;
		bad += solve_again(nodes[w.node].cells, nodes[w.node].filled,
		    w.t, nodes[w.node].res[w.t]);
	}
	free(list);
	if (bad > 0) {
		printf("%d of the sample disagree%s\n", bad, bad == 1 ? "s" :
		    "");
		return (1);
	}
	printf("check passed\n");
	return (0);
}

/*
 * --book: the proof's strategy carried on past its cut until the perfect
 * level can search the rest in a moment (live pieces placed), for the
 * perfect level to play from.  At the prover's turns the book needs
 * one move, at the other player's every move; the move is kept as the
 * answer for the position it leaves ("not at least 1 - T" for the other
 * player), which the solver proves when it finds the move.  Where the
 * prover only needs a draw, from winfirst pieces placed the book first
 * asks for a win, so that the perfect level wins a game the other
 * player's mistake has won for it.
 */
static void	book_prover(const struct xtic_pos *, int);

/* Asks whether the position of node i is at least t, once a walk. */
static void
book_want(int32_t i, int t)
{
	book_left++;
	if (nodes[i].running[t] || nodes[i].wmark[t] == pass)
		return;
	nodes[i].wmark[t] = pass;
	if (nwants == maxwants) {
		maxwants = maxwants ? 2 * maxwants : 64;
		wants = xreallocarray(wants, maxwants, sizeof *wants);
	}
	wants[nwants].node = i;
	wants[nwants].t = t;
	nwants++;
}

/* The node of a position. */
static int32_t
book_node(const struct xtic_pos *p)
{
	uint64_t	 cells;
	uint16_t	 filled;

	xtic_canon_key(kb, p, &cells, &filled);
	return (node_get(cells, filled));
}

/* The other player to play in p, the prover holding t: each move. */
static void
book_other(const struct xtic_pos *p, int t)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 q;
	int32_t			 i;
	int			 n, k;

	if (__builtin_popcount(p->filled) + 1 >= live)
		return;
	i = book_node(p);
	if (nodes[i].omark[t] == pass)
		return;
	nodes[i].omark[t] = pass;
	n = xtic_movegen(p, ml);
	for (k = 0; k < n; k++) {
		q = *p;
		xtic_make(&q, ml[k]);
		if (q.end == XTIC_END_NONE)
			book_prover(&q, t);
	}
}

/*
 * The prover to play in p, holding at least t: its move, as the perfect
 * level finds it from the proof and the book, or the question that gives
 * one.
 */
static void
book_prover(const struct xtic_pos *p, int t)
{
	struct xtic_move	 m;
	struct xtic_pos		 q;
	char			 key[XTIC_SQUARES + 1];
	int32_t			 i;
	int			 placed, found, lo, hi;

	if ((placed = __builtin_popcount(p->filled)) >= live)
		return;
	i = book_node(p);
	if (nodes[i].mark[t] == pass)
		return;
	nodes[i].mark[t] = pass;
	found = xtic_proof_move(bpf, p, &m, &lo, &hi);
	if (hi < t || (!found && placed < cut)) {
		xtic_answer_key_format(nodes[i].cells, nodes[i].filled, key);
		fprintf(stderr, "xtic_prove: %s: the proof shows %d..%d, and "
		    "%s, not at least %d (a solver error?)\n", key, lo, hi,
		    found ? "a move" : "no move", t);
		stop_jobs(1);
	}
	/* Whether it wins, where the book asks. */
	if (t == 0 && placed >= winfirst && lo < 1 && hi > 0) {
		book_want(i, 1);
		return;
	}
	if (!found || lo < t) {
		/* The most the proof shows, which the move must keep. */
		book_want(i, lo > t ? lo : t);
		return;
	}
	q = *p;
	xtic_make(&q, m);
	if (q.end == XTIC_END_NONE)
		book_other(&q, lo);
}

/*
 * Walks the strategy from the root as the perfect level plays it, the
 * questions it still needs in wants.
 */
static void
book_walk(void)
{
	pass++;
	book_left = 0;
	nwants = 0;
	if (book_value >= 0)
		book_prover(&book_root, book_value);
	if (book_value <= 0)
		book_other(&book_root, -book_value);
}

static int
book(int32_t root, int empty)
{
	struct want	*list;
	time_t		 last = 0;
	FILE		*f;
	char		 line[64], have[XTIC_ANSWER_MAX + 1];
	int		 n, next = 0, last_is;

	if ((book_value = proof(root, empty, &list, &n)) < -1)
		return (3);
	free(list);
	note("xtic %s %s: a book to %d placed, %d job%s, log %s: %zu answers",
	    xtic_type_names[type], xtic_rule_names[rule], live, njobs,
	    njobs == 1 ? "" : "s", logpath, log_lines);
	free(wants);
	wants = NULL;
	maxwants = nwants = 0;
	for (;;) {
		/* The questions of a walk, then a walk again. */
		if (next >= nwants) {
			if (running > 0) {
				job_wait();
				continue;
			}
			book_walk();
			next = 0;
			if (book_left == 0)
				break;
			if (nwants == 0) {
				fprintf(stderr, "xtic_prove: nothing to do but "
				    "no book (a bug)\n");
				return (1);
			}
		}
		while (running < njobs && next < nwants) {
			job_start(wants[next].node, wants[next].t);
			next++;
		}
		if (!quiet && (last == 0 || time(NULL) - last >= 20)) {
			note("book: %zu answers in the log (%zu this run, "
			    "%.2f G nodes); left: at least %llu", log_lines,
			    run_lines, run_nodes / 1e9,
			    (unsigned long long)(book_left - next + running));
			last = time(NULL);
		}
		job_wait();
	}
	note("xtic %s %s: the book is whole: %zu answers in the log "
	    "(%.2f G nodes; this run %zu, %.2f G nodes)",
	    xtic_type_names[type], xtic_rule_names[rule], log_lines,
	    log_nodes / 1e9, run_lines, run_nodes / 1e9);
	/* Said at its end, for the perfect level to tell. */
	snprintf(line, sizeof line, "# whole to %d placed\n", live);
	if ((f = fopen(logpath, "r")) == NULL) {
		perror(logpath);
		return (1);
	}
	/* Unless it says so already, last. */
	last_is = 0;
	while (fgets(have, sizeof have, f) != NULL)
		last_is = strcmp(have, line) == 0;
	if (ferror(f) || (!last_is && log_append(line) != 0)) {
		perror(logpath);
		fclose(f);
		return (1);
	}
	fclose(f);
	stop_jobs(0);
	return (0);
}

/* --book --check: the book's walk, and a sample of it solved again. */
static int
book_check(int32_t root, int empty, int sample, uint64_t seed)
{
	struct want		*list;
	struct xtic_answer	 a;
	struct rng		 rng;
	size_t			 j;
	int			 n, k, bad = 0;

	if ((book_value = proof(root, empty, &list, &n)) < -1)
		return (3);
	free(list);
	book_walk();
	if (book_left > 0)
		printf("xtic %s %s: the book to %d placed is not whole: %llu "
		    "answers missing at least (%zu in the log)\n",
		    xtic_type_names[type], xtic_rule_names[rule], live,
		    (unsigned long long)book_left, nbook);
	else
		printf("xtic %s %s: the book to %d placed is whole: %zu "
		    "answers (%.2f G nodes)\n", xtic_type_names[type],
		    xtic_rule_names[rule], live, nbook, log_nodes / 1e9);
	fflush(stdout);
	rng_seed(&rng, seed, 0);
	for (k = 0; k < sample && (size_t)k < nbook; k++) {
		j = k + rng_below(&rng, nbook - k);
		a = book_answers[j];
		book_answers[j] = book_answers[k];
		book_answers[k] = a;
		bad += solve_again(a.cells, a.filled, a.bound, a.yes);
	}
	if (bad > 0) {
		printf("%d of the sample disagree%s\n", bad, bad == 1 ? "s" :
		    "");
		return (1);
	}
	if (book_left > 0)
		return (3);
	printf("check passed\n");
	return (0);
}

/* What the command line asks beside the globals it sets. */
struct options {
	int		 checking;	/* --check */
	int		 wantbook;	/* --book */
	int		 wantfirst;	/* --first */
	int		 sample;
	uint64_t	 seed;
	const char	*bookpath;
};

/* Reads the options into the globals and *o; the operands are left. */
static int
options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{ "book", no_argument, NULL, 'B' },
		{ "check", no_argument, NULL, 'C' },
		{ "first", no_argument, NULL, 'F' },
		{ NULL, 0, NULL, 0 }
	};
	int	 c;

	memset(o, 0, sizeof *o);
	o->sample = 2;
	o->seed = 1;
	while ((c = getopt_long(argc, argv, "+b:d:j:L:l:n:o:qs:w:",
	    longopts, NULL)) != -1)
		switch (c) {
		case 'B':
			o->wantbook = 1;
			break;
		case 'F':
			o->wantfirst = 1;
			break;
		case 'b':
			bits = atoi(optarg);
			break;
		case 'L':
			live = atoi(optarg);
			break;
		case 'o':
			o->bookpath = optarg;
			break;
		case 'w':
			winfirst = atoi(optarg);
			break;
		case 'C':
			o->checking = readonly = 1;
			break;
		case 'd':
			cut = atoi(optarg);
			break;
		case 'j':
			njobs = atoi(optarg);
			break;
		case 'l':
			logpath = optarg;
			break;
		case 'n':
			o->sample = atoi(optarg);
			break;
		case 'q':
			quiet = 1;
			break;
		case 's':
			o->seed = strtoull(optarg, NULL, 10);
			break;
		default:
			usage(2);
		}
	if ((o->wantfirst && (o->wantbook || o->checking)) ||
	    bits < 8 || bits > 30 || cut < 0 || cut > XTIC_SQUARES ||
	    njobs < 1 || njobs > JOBS_MAX || o->sample < 0 || live < 0 ||
	    live > XTIC_SQUARES)
		usage(2);
	return (optind);
}

/*
 * The game type, the rule and the position from the operands: the root
 * (the empty board after the first gift) when there is none.  Returns 1
 * for the root, 0 for a position, -1 if it is not one with a piece in
 * hand.
 */
static int
operands(int argc, char **argv, struct xtic_pos *p)
{
	if (argc < 2 || argc > 3)
		usage(2);
	if ((type = xtic_type_find(argv[0])) < 0 ||
	    (rule = xtic_rule_find(argv[1])) < 0)
		usage(2);
	if (argc == 2) {
		xtic_proof_root(p, type, rule);
		return (1);
	}
	if (xtic_from_text(p, argv[2], type, rule) != XTIC_OK ||
	    p->hand == XTIC_NONE || p->end != XTIC_END_NONE) {
		fprintf(stderr, "xtic_prove: not a position with a piece in "
		    "hand\n");
		return (-1);
	}
	return (0);
}

/* A run stopped by a signal keeps its log, and stops its jobs. */
static void
catch_signals(void)
{
	struct sigaction	 sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/* The log beside the proof's: its name with -WHAT before its .log. */
static char *
log_beside(const char *what)
{
	size_t	 len = strlen(logpath);
	char	*path;

	xasprintf(&path, "%.*s-%s.log", (int)len - (len > 4 &&
	    strcmp(logpath + len - 4, ".log") == 0 ? 4 : 0), logpath, what);
	return (path);
}

/*
 * --book, or --book --check: the book's answers go to a log of their own,
 * by default the proof's log's name with -book before its .log.
 */
static int
run_book(int32_t root, int empty, const struct options *o)
{
	char		*defbook = NULL;
	const char	*bookpath = o->bookpath;

	if (bookpath == NULL)
		bookpath = defbook = log_beside("book");
	booking = 1;
	logpath = bookpath;
	log_lines = 0;
	log_nodes = log_ms = 0;
	if (log_load() != 0)
		return (1);
	if (o->checking)
		return (book_check(root, empty, o->sample, o->seed));
	return (book(root, empty));
}

/*
 * --first: the value of every move of the root up to symmetry (from the
 * empty board, where the second player places the first piece, and what
 * it gives), each proven as the root is.  The answers of the proof's log
 * are read first; the new ones go to a log of their own, by default the
 * proof's log's name with -first before its .log.  A line each says the
 * move and its value for the side that makes it, and whether it keeps
 * the root's.
 */
static int
run_first(int32_t root, const struct xtic_pos *rp, int empty,
    const struct options *o)
{
	struct xtic_move	 ml[XTIC_MAX_MOVES];
	struct xtic_pos		 q;
	struct want		*list;
	uint64_t		 cells;
	uint16_t		 filled;
	char			*defpath = NULL, text[32];
	const char		*path = o->bookpath;
	size_t			 lines0;
	int32_t			 kid, seen[XTIC_MAX_MOVES];
	int			 n, nl, j, k, nseen = 0, r1, r0, v, value;
	int			 listed = 0, keep = 0;

	if ((value = proof(root, empty, &list, &nl)) < -1)
		return (3);
	free(list);
	if (path == NULL)
		path = defpath = log_beside("first");
	logpath = path;
	lines0 = log_lines;
	if (log_load() != 0)
		return (1);
	/* The proof's list of wants is room enough for the jobs'. */
	note("xtic %s %s: the value of each move, up to symmetry, of a "
	    "position where %s; log %s: %zu answers", xtic_type_names[type],
	    xtic_rule_names[rule], value_words(value, empty), logpath,
	    log_lines - lines0);
	n = xtic_movegen(rp, ml);
	for (j = 0; j < n; j++) {
		q = *rp;
		xtic_make(&q, ml[j]);
		if (q.end != XTIC_END_NONE)
			/* For the side that made it. */
			v = xtic_winner(&q) < 0 ? 0 : xtic_winner(&q) ==
			    rp->side ? 1 : -1;
		else {
			xtic_canon_key(kb, &q, &cells, &filled);
			kid = node_get(cells, filled);
			for (k = 0; k < nseen && seen[k] != kid; k++)
				;
			if (k < nseen)
				continue;
			seen[nseen++] = kid;
			/* The other side's value there, made the mover's. */
			if ((r1 = prove(kid, 1)) < 0)
				return (1);
			if (r1 == 1)
				v = -1;
			else {
				if ((r0 = prove(kid, 0)) < 0)
					return (1);
				v = r0 ? 0 : 1;
			}
		}
		listed++;
		keep += v == value;
		xtic_format_move(ml[j], text);
		printf("move %s: %s%s\n", text, value_words(v, empty),
		    v == value ? " (keeps the value)" : "");
		fflush(stdout);
	}
	note("xtic %s %s: %d moves up to symmetry, %d keep the value; the "
	    "log %s: %zu answers (this run %zu, %.2f G nodes)",
	    xtic_type_names[type], xtic_rule_names[rule], listed, keep,
	    logpath, log_lines - lines0, run_lines, run_nodes / 1e9);
	free(defpath);
	stop_jobs(0);
}

/*
 * Proves the value of the root: is it a win for the side to play (the
 * second player, from the empty board), and if not, at least a draw?
 */
static int
run_proof(int32_t root, int empty, const char *from)
{
	int	 r1, r0, value;

	wants = xreallocarray(NULL, njobs, sizeof *wants);
	note("xtic %s %s from %s, cut at %d placed, %d job%s, log %s: %zu "
	    "answers", xtic_type_names[type], xtic_rule_names[rule],
	    from, cut, njobs, njobs == 1 ? "" : "s", logpath, log_lines);
	if ((r1 = prove(root, 1)) < 0)
		return (1);
	note("%s: %s", empty ? "does the second player win" :
	    "does the side to play win", r1 ? "yes" : "no");
	if (r1 == 1)
		value = 1;
	else {
		if ((r0 = prove(root, 0)) < 0)
			return (1);
		note("%s: %s", empty ? "does the second player get at least "
		    "a draw" : "does the side to play get at least a draw",
		    r0 ? "yes" : "no");
		value = r0 ? 0 : -1;
	}
	note("xtic %s %s: proven: %s (%zu answers in the log, %.2f G "
	    "nodes; this run %zu, %.2f G nodes)", xtic_type_names[type],
	    xtic_rule_names[rule], value_words(value, empty), log_lines,
	    log_nodes / 1e9, run_lines, run_nodes / 1e9);
	/* The answers still coming are not needed. */
	stop_jobs(0);
	return (0);
}

int
main(int argc, char **argv)
{
	struct options	 o;
	struct xtic_pos	 p;
	uint64_t	 cells;
	uint16_t	 filled;
	int32_t		 root;
	int		 empty, n;
	char		*deflog = NULL;

	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	n = options(argc, argv, &o);
	argc -= n;
	argv += n;
	if ((empty = operands(argc, argv, &p)) < 0)
		return (2);
	if (logpath == NULL) {
		xasprintf(&deflog, "data/xtic/%s-%s.log", xtic_type_names[type],
		    xtic_rule_names[rule]);
		logpath = deflog;
	}
	nodes = xcalloc((size_t)1 << TABLE_BITS, sizeof *nodes);
	kb = xtic_canon_new(type, rule);
	orderer = xtic_solver_new(type, rule, 8, 0);
	xtic_canon_key(kb, &p, &cells, &filled);
	root = node_get(cells, filled);
	if (o.wantbook) {
		bpf = xtic_proof_new(type, rule);
		book_root = p;
	}
	if (log_load() != 0)
		return (1);
	if (o.checking && !o.wantbook)
		return (check(root, empty, o.sample, o.seed));
	catch_signals();
	if (o.wantbook)
		return (run_book(root, empty, &o));
	if (o.wantfirst)
		return (run_first(root, &p, empty, &o));
	return (run_proof(root, empty, empty ? "the empty board" : argv[2]));
}
