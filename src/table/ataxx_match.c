/*
 * ataxx_match.c: Ataxx matches between two UAI engines.  Each engine is a
 * command run by the shell; the runner plays games between them from a set
 * of openings, each opening twice with the colours swapped, checks every
 * move with Tabula's own rules, ends each game by the rules' endings, and
 * sums the results up as wins, draws and losses, a score and an Elo
 * difference with its 95% interval.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "games/ataxx.h"
#include "i18n.h"
#include "paths.h"
#include "table/ataxx_match.h"
#include "xmalloc.h"

#define RUNNER_HELLO_MS		10000	/* for uaiok and readyok */
#define RUNNER_BYE_MS		2000	/* for an engine to quit */
#define RUNNER_STOP_MS		5000	/* for bestmove after a late stop */
#define RUNNER_LINE_MAX		(1 << 20) /* the longest line of an engine */
#define RUNNER_Z95		1.959964	/* the normal 97.5% quantile */
#define RUNNER_SPRT_ALPHA	0.05	/* the SPRT's errors: H1 taken falsely */
#define RUNNER_SPRT_BETA	0.05	/* and H0 */
#define RUNNER_SPRT_GAMES	100000	/* the most games of one, by default */
#define RUNNER_DEPTH_MAX	999	/* a deeper "info depth" is ignored */

/* One engine: its process, and what it wrote that was not read yet. */
struct runner_engine {
	const char	*command;
	char		*name;
	int		 slot;		/* 0 or 1: its place in runner_groups */
	pid_t		 pid;		/* its shell's, and its process group */
	int		 to;		/* its standard input */
	int		 from;		/* its standard output */
	char		*buf;
	size_t		 len, size;
	int		 eof;		/* its output ended, or was too long */
	int		 flood;		/* it wrote a line over RUNNER_LINE_MAX */
	int		 depth;		/* its last "info depth" of this move */
	int64_t		 depth_sum;	/* the depths its moves reached */
	int		 depth_moves;	/* and the moves that said one */
};

/* How one game ended, for the engine that played x. */
enum runner_outcome {
	RUNNER_X_WINS,
	RUNNER_DRAW,
	RUNNER_O_WINS
};

/*
 * The engines' process groups while they run, so that a signal that ends
 * the match ends them too: an engine that outlives its input (or the shell
 * that started it) would go on taking the processor.
 */
static volatile pid_t runner_groups[2];

static void
runner_signal(int sig)
{
	int	 i;

	for (i = 0; i < 2; i++)
		if (runner_groups[i] > 0)
			kill(-runner_groups[i], SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Milliseconds of CLOCK_MONOTONIC. */
static int64_t
runner_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

/* Writes a line to an engine; -1 if it is gone. */
static int
runner_send(struct runner_engine *e, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
runner_send(struct runner_engine *e, const char *fmt, ...)
{
	va_list	 ap;
	char	*text, *line;
	size_t	 done = 0, len;
	ssize_t	 n;

	va_start(ap, fmt);
	xvasprintf(&text, fmt, ap);
	va_end(ap);
	len = xasprintf(&line, "%s\n", text);
	free(text);
	while (done < len) {
		if ((n = write(e->to, line + done, len - done)) == -1) {
			if (errno == EINTR)
				continue;
			free(line);
			return (-1);
		}
		done += n;
	}
	free(line);
	return (0);
}

/*
 * Reads a line from an engine until the deadline (a time of runner_now);
 * returns it, without its newline, to be freed, or NULL on the deadline or
 * at the end of its output (then e->eof is set).  An engine that writes a
 * line longer than RUNNER_LINE_MAX is taken as ended (e->flood is set):
 * what it writes must not fill the memory.
 */
static char *
runner_line(struct runner_engine *e, int64_t deadline)
{
	struct pollfd	 pfd;
	char		*nl, *line;
	int64_t		 left;
	ssize_t		 n;

	for (;;) {
		if (e->len > 0 && (nl = memchr(e->buf, '\n', e->len)) != NULL) {
			line = xstrndup(e->buf, nl - e->buf);
			e->len -= nl + 1 - e->buf;
			memmove(e->buf, nl + 1, e->len);
			if ((n = strlen(line)) > 0 && line[n - 1] == '\r')
				line[n - 1] = '\0';
			return (line);
		}
		if (e->eof)
			return (NULL);
		if ((left = deadline - runner_now()) <= 0)
			return (NULL);
		pfd.fd = e->from;
		pfd.events = POLLIN;
		if (left > INT32_MAX)
			left = INT32_MAX;
		if (poll(&pfd, 1, (int)left) <= 0)
			continue;
		if (e->len + 4096 > e->size) {
			e->size = e->size * 2 + 4096;
			e->buf = xreallocarray(e->buf, e->size, 1);
		}
		n = read(e->from, e->buf + e->len, e->size - e->len);
		if (n == -1 && errno == EINTR)
			continue;
		if (n <= 0)
			e->eof = 1;
		else
			e->len += n;
		if (e->len > RUNNER_LINE_MAX &&
		    memchr(e->buf, '\n', e->len) == NULL) {
			e->eof = e->flood = 1;
			e->len = 0;
		}
	}
}

/* Whether a line's first word is the given one; *rest is after it. */
static int
runner_word(const char *line, const char *word, const char **rest)
{
	size_t	 len = strlen(word);

	line += strspn(line, " \t");
	if (strncmp(line, word, len) != 0 ||
	    (line[len] != '\0' && line[len] != ' ' && line[len] != '\t'))
		return (0);
	if (rest != NULL)
		*rest = line + len + strspn(line + len, " \t");
	return (1);
}

/* The depth of an info line, a whole number to RUNNER_DEPTH_MAX; or -1. */
static int
runner_depth(const char *line)
{
	const char	*rest;
	char		*end;
	long		 depth;

	if (!runner_word(line, "info", &rest))
		return (-1);
	while (*rest != '\0') {
		if (runner_word(rest, "depth", &rest)) {
			depth = strtol(rest, &end, 10);
			return (end != rest && (*end == '\0' || *end == ' ' ||
			    *end == '\t') && depth >= 0 &&
			    depth <= RUNNER_DEPTH_MAX ? (int)depth : -1);
		}
		rest += strcspn(rest, " \t");
		rest += strspn(rest, " \t");
	}
	return (-1);
}

/*
 * Reads lines until one starts with word, before the deadline; 0 if it
 * came.  The depth of the info lines on the way is kept in e->depth.
 */
static int
runner_expect(struct runner_engine *e, const char *word, int64_t deadline,
    char **got)
{
	char		*line;
	const char	*rest;
	int		 depth;

	while ((line = runner_line(e, deadline)) != NULL) {
		if ((depth = runner_depth(line)) >= 0)
			e->depth = depth;
		if (runner_word(line, word, &rest)) {
			if (got != NULL)
				*got = xstrdup(rest);
			free(line);
			return (0);
		}
		/* The first name stays, through a restart. */
		if (e->name == NULL && runner_word(line, "id", &rest) &&
		    runner_word(rest, "name", &rest) && *rest != '\0')
			e->name = xstrdup(rest);
		free(line);
	}
	return (-1);
}

/*
 * Ends an engine: quit, then a kill if it does not go, and a kill of what
 * it leaves in its process group.  The shell is reaped last: until then
 * its process group cannot be another's.
 */
static void
runner_stop(struct runner_engine *e)
{
	int64_t		 deadline = runner_now() + RUNNER_BYE_MS;
	siginfo_t	 info;
	int		 status;

	if (e->pid <= 0)
		return;
	runner_send(e, "quit");
	close(e->to);
	for (;;) {
		memset(&info, 0, sizeof info);
		if (waitid(P_PID, (id_t)e->pid, &info,
		    WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid != 0)
			break;
		if (runner_now() >= deadline)
			break;
		usleep(5000);
	}
	kill(-e->pid, SIGKILL);
	runner_groups[e->slot] = 0;
	waitpid(e->pid, &status, 0);
	close(e->from);
	e->pid = -1;
	e->len = 0;
}

/*
 * Starts an engine's command with the shell and greets it: uai, then
 * isready.  Returns 0, or -1 with a message in *cause.
 */
static int
runner_start(struct runner_engine *e, char **cause)
{
	int	 in[2], out[2];

	if (pipe(in) != 0 || pipe(out) != 0)
		fatal("pipe");
	if ((e->pid = fork()) == -1)
		fatal("fork");
	if (e->pid == 0) {
		setpgid(0, 0);
		dup2(in[0], STDIN_FILENO);
		dup2(out[1], STDOUT_FILENO);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execl("/bin/sh", "sh", "-c", e->command, (char *)NULL);
		_exit(127);
	}
	setpgid(e->pid, e->pid);	/* whichever of the two runs first */
	runner_groups[e->slot] = e->pid;
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFD, FD_CLOEXEC);
	fcntl(out[0], F_SETFD, FD_CLOEXEC);
	e->to = in[1];
	e->from = out[0];
	e->len = 0;
	e->eof = e->flood = 0;
	if (runner_send(e, "uai") != 0 ||
	    runner_expect(e, "uaiok", runner_now() + RUNNER_HELLO_MS,
	    NULL) != 0 || runner_send(e, "isready") != 0 ||
	    runner_expect(e, "readyok", runner_now() + RUNNER_HELLO_MS,
	    NULL) != 0) {
		xasprintf(cause, _("The engine \"%s\" did not answer uai and "
		    "isready."), e->command);
		runner_stop(e);
		return (-1);
	}
	if (e->name == NULL)
		e->name = xstrdup(e->command);
	return (0);
}

/* Reads the openings: a FEN a line, # for comments; 0, or -1 and *cause. */
static int
runner_openings(const struct game_entry *g, const char *path, char ***fens,
    int *n, char **cause)
{
	struct ataxx_pos	 p;
	FILE			*f;
	char			*line = NULL, *s;
	size_t			 size = 0;
	int			 lineno = 0, err;

	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, _("Cannot open the openings %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	*fens = NULL;
	*n = 0;
	while (getline(&line, &size, f) != -1) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		s = line + strspn(line, " \t");
		if (*s == '#' || *s == '\0')
			continue;
		if ((err = ataxx_from_fen(&p, s)) != ATAXX_OK ||
		    ataxx_end(&p) != ATAXX_END_NONE) {
			xasprintf(cause, _("%s, line %d: %s"), path, lineno,
			    err != ATAXX_OK ? _(g->errors[err]) :
			    _("The game is over."));
			free(line);
			fclose(f);
			xfree_strings(*fens, *n);
			return (-1);
		}
		*fens = xreallocarray(*fens, *n + 1, sizeof **fens);
		(*fens)[(*n)++] = xstrdup(s);
	}
	free(line);
	fclose(f);
	if (*n == 0) {
		xasprintf(cause, _("%s has no opening."), path);
		free(*fens);
		return (-1);
	}
	return (0);
}

/* Prints the board, for --watch. */
static void
runner_board(const struct ataxx_pos *p)
{
	int	 rank, file, sq;

	for (rank = ATAXX_FILES - 1; rank >= 0; rank--) {
		printf("  %d ", rank + 1);
		for (file = 0; file < ATAXX_FILES; file++) {
			sq = rank * ATAXX_FILES + file;
			putchar(' ');
			if (p->pieces[ATAXX_X] >> sq & 1)
				putchar('x');
			else if (p->pieces[ATAXX_O] >> sq & 1)
				putchar('o');
			else if (p->blocked >> sq & 1)
				putchar('#');
			else
				putchar('.');
		}
		putchar('\n');
	}
	printf("     a b c d e f g\n");
}

/* Appends a move to the text of a game's moves. */
static void
runner_append(char **moves, size_t *len, ataxx_move m)
{
	char	 text[ATAXX_MOVE_MAX];
	size_t	 n;

	ataxx_format_move(m, text);
	n = strlen(text);
	*moves = xreallocarray(*moves, *len + n + 2, 1);
	(*moves)[(*len)++] = ' ';
	memcpy(*moves + *len, text, n + 1);
	*len += n;
}

/*
 * Asks the engine to move for the side to move; returns its move, or
 * ATAXX_NOMOVE and a sentence in *why when it loses for it.
 */
static ataxx_move
runner_ask(const struct runner_config *rc, struct runner_engine *e,
    const char *fen, const char *moves, const struct ataxx_pos *p,
    int64_t *clock, int64_t *took, char **why)
{
	const struct game_entry	*g = rc->game;
	ataxx_move		 m;
	int64_t			 start, used, allowed;
	char			*best = NULL, *word;
	int			 err, flips;

	if (runner_send(e, "position fen %s%s%s", fen, *moves != '\0' ?
	    " moves" : "", moves) != 0)
		goto gone;
	start = runner_now();
	if (rc->nodes > 0) {
		allowed = rc->movetime_ms;
		err = runner_send(e, "go nodes %" PRId64, rc->nodes);
	} else if (rc->movetime_ms > 0) {
		allowed = rc->movetime_ms;
		err = runner_send(e, "go movetime %" PRId64, allowed);
	} else {
		/* x is the side UAI calls black. */
		allowed = clock[p->side];
		err = runner_send(e, "go wtime %" PRId64 " btime %" PRId64
		    " winc %" PRId64 " binc %" PRId64, clock[ATAXX_O],
		    clock[ATAXX_X], rc->inc_ms, rc->inc_ms);
	}
	if (err != 0)
		goto gone;
	e->depth = -1;
	if (runner_expect(e, "bestmove", start + allowed + rc->grace_ms,
	    &best) != 0) {
		if (e->eof)
			goto gone;
		used = runner_now() - start;
		xasprintf(why, _("%s lost on time: no move after %" PRId64
		    " ms, with %" PRId64 " ms to play."), e->name, used,
		    allowed);
		/* Its late answer must not be taken for the next move. */
		runner_send(e, "stop");
		if (runner_expect(e, "bestmove", runner_now() + RUNNER_STOP_MS,
		    NULL) != 0)
			runner_stop(e);
		return (ATAXX_NOMOVE);
	}
	used = *took = runner_now() - start;
	if (e->depth >= 0) {
		e->depth_sum += e->depth;
		e->depth_moves++;
	}
	if (rc->movetime_ms == 0) {
		clock[p->side] -= used;
		if (clock[p->side] < 0)
			clock[p->side] = 0;
		clock[p->side] += rc->inc_ms;
	}
	word = best;
	word[strcspn(word, " \t")] = '\0';
	if ((err = ataxx_parse_move(word, &m, &flips)) == ATAXX_OK &&
	    (err = ataxx_check(p, m)) == ATAXX_OK && flips >= 0 &&
	    flips != __builtin_popcountll(ataxx_flips(p, m)))
		err = ATAXX_E_FLIPS;
	if (err != ATAXX_OK) {
		xasprintf(why, _("%s lost by an illegal move, \"%s\": %s"),
		    e->name, word, _(g->errors[err]));
		free(best);
		return (ATAXX_NOMOVE);
	}
	free(best);
	return (m);

gone:
	if (e->flood)
		xasprintf(why, _("%s lost: it wrote a line of more than %d "
		    "bytes."), e->name, RUNNER_LINE_MAX);
	else
		xasprintf(why, _("%s lost: the engine stopped."), e->name);
	runner_stop(e);
	return (ATAXX_NOMOVE);
}

/*
 * Plays one game from an opening, engines[0] with x; returns how it ended
 * and says why in *why.
 */
static enum runner_outcome
runner_game(const struct runner_config *rc, struct runner_engine **engines,
    const char *fen, char **why)
{
	const struct game_entry	*g = rc->game;
	struct ataxx_pos	 p;
	struct runner_engine	*e;
	char			*moves, *cause;
	size_t			 len = 0;
	int64_t			 clock[2], took;
	enum ataxx_end		 end;
	ataxx_move		 m;
	int			 i, x, o, winner;

	for (i = 0; i < 2; i++) {
		e = engines[i];
		if (e->pid <= 0 && runner_start(e, &cause) != 0) {
			*why = cause;
			return (i == 0 ? RUNNER_O_WINS : RUNNER_X_WINS);
		}
		if (runner_send(e, "uainewgame") != 0 ||
		    runner_send(e, "isready") != 0 ||
		    runner_expect(e, "readyok", runner_now() +
		    RUNNER_HELLO_MS, NULL) != 0) {
			xasprintf(why, _("%s lost: it did not answer "
			    "isready."), e->name);
			runner_stop(e);
			return (i == 0 ? RUNNER_O_WINS : RUNNER_X_WINS);
		}
	}
	ataxx_from_fen(&p, fen);
	clock[0] = clock[1] = rc->base_ms;
	moves = xstrdup("");
	if (rc->watch)
		runner_board(&p);
	while ((end = ataxx_end(&p)) == ATAXX_END_NONE) {
		e = engines[p.side];
		m = runner_ask(rc, e, fen, moves, &p, clock, &took, why);
		if (m == ATAXX_NOMOVE) {
			free(moves);
			return (p.side == ATAXX_X ? RUNNER_O_WINS :
			    RUNNER_X_WINS);
		}
		runner_append(&moves, &len, m);
		if (rc->watch) {
			printf(_("%s (%c):%s, in %" PRId64 " ms\n"), e->name,
			    "xo"[p.side], strrchr(moves, ' '), took);
		}
		ataxx_make(&p, m);
		if (rc->watch)
			runner_board(&p);
	}
	x = __builtin_popcountll(p.pieces[ATAXX_X]);
	o = __builtin_popcountll(p.pieces[ATAXX_O]);
	winner = ataxx_winner(&p);
	if (winner < 0)
		xasprintf(why, _("Drawn, %d to %d: %s"), x, o,
		    _(g->endings[end]));
	else
		xasprintf(why, _("%s wins, %d to %d: %s"),
		    engines[winner]->name, winner == ATAXX_X ? x : o,
		    winner == ATAXX_X ? o : x, _(g->endings[end]));
	if (rc->watch)
		printf("position fen %s moves%s\n", fen, moves);
	free(moves);
	return (winner < 0 ? RUNNER_DRAW : winner == ATAXX_X ?
	    RUNNER_X_WINS : RUNNER_O_WINS);
}

/* Writes the Elo difference of a score (a fraction of 1), maybe infinite:
 * within a billionth of 0 or 1 is taken as 0 or 1, as no number of games
 * comes nearer and the bounds of a one-sided score are rounded there. */
static double
runner_elo(double score, char *buf, size_t len)
{
	double	 elo;

	if (score <= 1e-9) {
		snprintf(buf, len, "-inf");
		return (-HUGE_VAL);
	}
	if (score >= 1 - 1e-9) {
		snprintf(buf, len, "+inf");
		return (HUGE_VAL);
	}
	elo = -400.0 * log10(1.0 / score - 1.0);
	/* Rounded first, and + 0.0, so that an even score is +0, not -0. */
	snprintf(buf, len, "%+.0f", round(elo) + 0.0);
	return (elo);
}

/*
 * Prints the result of engine 1 against engine 2: the Elo difference of
 * the score, and its 95% interval: Wilson's for the score, which counts a
 * draw as half a win (and so errs wide when there are draws), and which
 * stays an interval when every game went one way.
 */
static void
runner_summary(const struct runner_engine *e, int w, int d, int l)
{
	double	 n = w + d + l, s, z2, mid, half, elo, lo, hi;
	char	 elo_text[16], lo_text[16], hi_text[16];

	if (n == 0)
		return;
	s = (w + d / 2.0) / n;
	printf(_("Result: %d-%d-%d (wins, draws and losses of %s against "
	    "%s) in %d games, score %.1f%%"), w, d, l, e[0].name, e[1].name,
	    w + d + l, s * 100);
	z2 = RUNNER_Z95 * RUNNER_Z95;
	mid = (s + z2 / (2 * n)) / (1 + z2 / n);
	half = RUNNER_Z95 / (1 + z2 / n) * sqrt(s * (1 - s) / n +
	    z2 / (4 * n * n));
	elo = runner_elo(s, elo_text, sizeof elo_text);
	lo = runner_elo(mid - half, lo_text, sizeof lo_text);
	hi = runner_elo(mid + half, hi_text, sizeof hi_text);
	if (isfinite(elo) && isfinite(lo) && isfinite(hi))
		printf(_(", Elo %s +/- %.0f (95%% interval %s to %s)\n"),
		    elo_text, (hi - lo) / 2, lo_text, hi_text);
	else
		printf(_(", Elo %s (95%% interval %s to %s)\n"), elo_text,
		    lo_text, hi_text);
}

/*
 * The log-likelihood ratio of the sequential probability ratio test of
 * Elo elo1 (H1) against elo0 (H0), after w wins, d draws and l losses:
 * the usual approximation, for a mean score that is normal with the
 * variance the games show (the generalized SPRT).  While every game has
 * ended alike they show no variance: half a game of each kind more is
 * counted then, so that a run of wins (or losses) still decides.
 */
static double
runner_llr(int w, int d, int l, double elo0, double elo1)
{
	double	 n, s, var, s0, s1, pw = w, pd = d, pl = l;

	if (w + d + l == 0)
		return (0);
	if ((w > 0) + (d > 0) + (l > 0) == 1) {
		pw += 0.5;
		pd += 0.5;
		pl += 0.5;
	}
	n = pw + pd + pl;
	s = (pw + pd / 2) / n;
	var = (pw + pd / 4) / n - s * s;
	s0 = 1 / (1 + pow(10, -elo0 / 400));
	s1 = 1 / (1 + pow(10, -elo1 / 400));
	return ((s1 - s0) * (2 * s - s0 - s1) / (2 * var / n));
}

/* The bounds of the log-likelihood ratio where the SPRT decides. */
static void
runner_sprt_bounds(double *lower, double *upper)
{
	*lower = log(RUNNER_SPRT_BETA / (1 - RUNNER_SPRT_ALPHA));
	*upper = log((1 - RUNNER_SPRT_BETA) / RUNNER_SPRT_ALPHA);
}

/* Says what the SPRT decided after the games played. */
static void
runner_sprt_summary(const struct runner_config *rc, int w, int d, int l)
{
	double	 llr, lower, upper;
	int	 n;

	llr = runner_llr(w, d, l, rc->elo0, rc->elo1);
	runner_sprt_bounds(&lower, &upper);
	n = w + d + l;
	if (llr >= upper)
		printf(ngettext("SPRT: LLR %.2f reached %.2f after %d game: "
		    "H1 accepted, Elo %g rather than %g.\n", "SPRT: LLR %.2f "
		    "reached %.2f after %d games: H1 accepted, Elo %g rather "
		    "than %g.\n", n), llr, upper, n, rc->elo1, rc->elo0);
	else if (llr <= lower)
		printf(ngettext("SPRT: LLR %.2f reached %.2f after %d game: "
		    "H0 accepted, Elo %g rather than %g.\n", "SPRT: LLR %.2f "
		    "reached %.2f after %d games: H0 accepted, Elo %g rather "
		    "than %g.\n", n), llr, lower, n, rc->elo0, rc->elo1);
	else
		printf(ngettext("SPRT: LLR %.2f, between %.2f and %.2f after "
		    "%d game: no decision.\n", "SPRT: LLR %.2f, between %.2f "
		    "and %.2f after %d games: no decision.\n", n), llr, lower,
		    upper, n);
}

/* Says the mean depth each engine's moves reached, if it told them. */
static void
runner_depths(const struct runner_engine *e)
{
	int	 i;

	for (i = 0; i < 2; i++)
		if (e[i].depth_moves > 0)
			printf(_("Mean depth reached by %s: %.1f, over %d "
			    "moves\n"), e[i].name, (double)e[i].depth_sum /
			    e[i].depth_moves, e[i].depth_moves);
}

/* The results on one board: its blocked squares. */
struct runner_board {
	uint64_t	blocked;
	int		w, d, l;
};

/* Counts a result for the board of an opening. */
static void
runner_count(struct runner_board *boards, int *n, const char *fen, int w,
    int d, int l)
{
	struct ataxx_pos	 p;
	int			 i;

	ataxx_from_fen(&p, fen);
	for (i = 0; i < *n && boards[i].blocked != p.blocked; i++)
		;
	if (i == *n) {
		memset(&boards[i], 0, sizeof boards[i]);
		boards[i].blocked = p.blocked;
		(*n)++;
	}
	boards[i].w += w;
	boards[i].d += d;
	boards[i].l += l;
}

/*
 * Prints the results board by board, when there are several: an engine
 * can be strong on the usual board and weak where squares are blocked.
 */
static void
runner_boards(const struct runner_board *boards, int n)
{
	char		 list[ATAXX_SQUARES * 4], sq[3];
	uint64_t	 b;
	size_t		 used;
	int		 i;

	if (n < 2)
		return;
	for (i = 0; i < n; i++) {
		used = 0;
		list[0] = '\0';
		for (b = boards[i].blocked; b != 0; b &= b - 1) {
			ataxx_format_square(__builtin_ctzll(b), sq);
			used += snprintf(list + used, sizeof list - used,
			    "%s%s", used > 0 ? " " : "", sq);
		}
		if (boards[i].blocked == 0)
			printf(_("  on the board with no blocked square: "
			    "%d-%d-%d\n"), boards[i].w, boards[i].d,
			    boards[i].l);
		else
			printf(_("  on the board blocked at %s: %d-%d-%d\n"),
			    list, boards[i].w, boards[i].d, boards[i].l);
	}
}

/* Ends the engines and frees what the match took. */
static void
runner_end(struct runner_engine *e, char **fens, int nfens)
{
	int	 i;

	for (i = 0; i < 2; i++) {
		runner_stop(&e[i]);
		free(e[i].name);
		free(e[i].buf);
	}
	xfree_strings(fens, nfens);
}

/* Plays the match; the exit status. */
int
runner_main(const struct runner_config *rc)
{
	struct runner_engine	 e[2], *pair[2];
	enum runner_outcome	 r;
	char			**fens, *path = NULL, *cause, *why;
	struct runner_board	*boards;
	int			 nfens, games, i, k, first, w = 0, d = 0, l = 0;
	int			 nboards = 0;
	double			 llr, lower, upper;

	signal(SIGPIPE, SIG_IGN);
	signal(SIGINT, runner_signal);
	signal(SIGTERM, runner_signal);
	signal(SIGHUP, runner_signal);
	if (rc->openings == NULL)
		xasprintf(&path, "%s/ataxx/openings.fen", paths_data());
	if (runner_openings(rc->game, rc->openings != NULL ? rc->openings : path,
	    &fens, &nfens, &cause) != 0) {
		fprintf(stderr, "tabula: %s\n", cause);
		free(cause);
		free(path);
		return (EXIT_FAILURE);
	}
	free(path);
	memset(e, 0, sizeof e);
	for (i = 0; i < 2; i++) {
		e[i].slot = i;
		e[i].command = rc->commands[i];
		if (runner_start(&e[i], &cause) != 0) {
			fprintf(stderr, "tabula: %s\n", cause);
			free(cause);
			runner_end(e, fens, nfens);
			return (EXIT_FAILURE);
		}
	}
	/* Two engines of one name are told apart by their order. */
	if (strcmp(e[0].name, e[1].name) == 0) {
		for (i = 0; i < 2; i++) {
			xasprintf(&cause, "%s (%d)", e[i].name, i + 1);
			free(e[i].name);
			e[i].name = cause;
		}
	}
	games = rc->games > 0 ? rc->games : rc->sprt ? RUNNER_SPRT_GAMES :
	    2 * nfens;
	boards = xcalloc(nfens, sizeof *boards);
	runner_sprt_bounds(&lower, &upper);
	if (rc->sprt)
		printf(ngettext("%s against %s, SPRT of Elo %g against %g "
		    "(LLR bounds %.2f and %.2f), at most %d game\n", "%s "
		    "against %s, SPRT of Elo %g against %g (LLR bounds %.2f "
		    "and %.2f), at most %d games\n", games), e[0].name,
		    e[1].name, rc->elo1, rc->elo0, lower, upper, games);
	else
		printf(_("%s against %s, %d games from %d openings\n"),
		    e[0].name, e[1].name, games, nfens);
	fflush(stdout);
	for (i = 0; i < games; i++) {
		k = (i / 2) % nfens;
		/* Engine 1 plays x in even games, o in odd ones. */
		first = i % 2;
		pair[0] = &e[first];
		pair[1] = &e[first ^ 1];
		r = runner_game(rc, pair, fens[k], &why);
		runner_count(boards, &nboards, fens[k], r != RUNNER_DRAW &&
		    (r == RUNNER_X_WINS) == (first == 0), r == RUNNER_DRAW,
		    r != RUNNER_DRAW && (r == RUNNER_X_WINS) != (first == 0));
		if (r == RUNNER_DRAW)
			d++;
		else if ((r == RUNNER_X_WINS) == (first == 0))
			w++;
		else
			l++;
		llr = runner_llr(w, d, l, rc->elo0, rc->elo1);
		if (rc->sprt)
			printf(_("Game %d, opening %d, %s (x) against %s (o): "
			    "%s  [%d-%d-%d, LLR %.2f]\n"), i + 1, k + 1,
			    pair[0]->name, pair[1]->name, why, w, d, l, llr);
		else
			printf(_("Game %d of %d, opening %d, %s (x) against "
			    "%s (o): %s  [%d-%d-%d]\n"), i + 1, games, k + 1,
			    pair[0]->name, pair[1]->name, why, w, d, l);
		fflush(stdout);
		free(why);
		/* The test decides after both colours of an opening. */
		if (rc->sprt && i % 2 == 1 && (llr >= upper || llr <= lower))
			break;
	}
	runner_summary(e, w, d, l);
	if (rc->sprt)
		runner_sprt_summary(rc, w, d, l);
	runner_depths(e);
	runner_boards(boards, nboards);
	free(boards);
	runner_end(e, fens, nfens);
	return (EXIT_SUCCESS);
}
