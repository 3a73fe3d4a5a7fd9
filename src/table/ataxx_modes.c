/*
 * ataxx_modes.c: what the command line does with Ataxx besides playing it:
 * the engine over UAI (tabula ataxx --uai), a match between two engines
 * (--match) and perft (--perft), each reading its own options.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ataxx_ai.h"
#include "game.h"
#include "games/ataxx.h"
#include "i18n.h"
#include "table/ataxx_match.h"
#include "table/ataxx_uai.h"

#define PERFT_MAX	20
#define GAMES_MAX	1000000
#define MOVETIME_MAX_MS	3600000
#define NODES_MAX	1000000000000LL
#define CLOCK_MAX_S	3600.0

/* --uai: its options, in this order. */
enum { UAI, UAI_LEVEL };

static const struct game_mode_option ataxx_uai_options[] = {
	{ "uai", NULL, 0, N_("speak the UAI protocol, for engine matches") },
	{ "level", N_("N"), 1, N_("with --uai, play at this computer level "
	    "(8, the strongest, by default), with the --seed given") },
	{ NULL, NULL, 0, NULL }
};

static int
ataxx_uai_run(const struct game_mode_call *call)
{
	uint64_t	 seed = 0;
	int		 level = ATAXX_AI_LEVELS;

	if (call->nwords > 0)
		call->usage(_("unexpected \"%s\""), call->words[0]);
	if (call->values[UAI_LEVEL] != NULL) {
		level = (int)call->number("--level", call->values[UAI_LEVEL],
		    ATAXX_AI_LEVELS);
		if (level < 1)
			call->usage(_("--level needs a level from 1 to %d"),
			    ATAXX_AI_LEVELS);
	}
	if (call->seed != NULL)
		seed = call->number("--seed", call->seed, UINT64_MAX);
	return (uai_main(level, seed));
}

static const struct game_mode ataxx_uai_mode = {
	N_("--uai [--level N] [--seed N]"), ataxx_uai_options, ataxx_uai_run
};

/* --match: its options, in this order. */
enum {
	MATCH, MATCH_GAMES, MATCH_MOVETIME, MATCH_NODES, MATCH_TC, MATCH_GRACE,
	MATCH_OPENINGS, MATCH_CONCURRENCY, MATCH_WATCH, MATCH_SPRT
};

static const struct game_mode_option ataxx_match_options[] = {
	{ "match", N_("COMMAND1 COMMAND2"), 0, N_("play a match between two "
	    "UAI engines, each run by the shell, every move checked, and "
	    "print wins, draws and losses of the first, its score and Elo") },
	{ "games", N_("N"), 1, N_("with --match, play N games (by default "
	    "each opening twice, the colours swapped)") },
	{ "movetime", N_("MS"), 1, N_("with --match, give each move MS "
	    "milliseconds (100 by default)") },
	{ "nodes", N_("N"), 1, N_("with --match, give each move N nodes "
	    "(go nodes N) instead of a time, so that the engines' speed does "
	    "not count; --movetime (10000 by default) is then only the time a "
	    "move may take") },
	{ "tc", N_("BASE+INC"), 1, N_("with --match, give each engine a clock "
	    "of BASE seconds, INC more after each move") },
	{ "grace", N_("MS"), 1, N_("with --match, take a move up to MS "
	    "milliseconds late (100 by default)") },
	{ "openings", N_("FILE"), 1, N_("with --match, take the openings, one "
	    "FEN a line, from FILE") },
	{ "concurrency", N_("N"), 1, N_("with --match, games played at once: "
	    "only 1, so that the engines do not share the processor") },
	{ "watch", NULL, 0, N_("with --match, show the board after every "
	    "move") },
	{ "sprt", N_("ELO0,ELO1"), 1, N_("with --match, stop as soon as a "
	    "sequential probability ratio test decides whether the first "
	    "engine is ELO1 stronger than the second rather than ELO0 "
	    "(wrong at most once in 20, either way), or after --games (100000 "
	    "by default)") },
	{ NULL, NULL, 0, NULL }
};

/* Reads a number of seconds; -1 if it is not one from 0 to CLOCK_MAX_S. */
static double
ataxx_seconds(const char *s, char **end)
{
	double	 seconds;

	errno = 0;
	seconds = strtod(s, end);
	if (*end == s || errno != 0 ||
	    !(seconds >= 0 && seconds <= CLOCK_MAX_S))
		return (-1);
	return (seconds);
}

/* Reads a time control, BASE+INC in seconds, into milliseconds. */
static void
ataxx_tc(const struct game_mode_call *call, const char *s,
    struct runner_config *rc)
{
	double	 base, inc = 0;
	char	*end;

	if ((base = ataxx_seconds(s, &end)) <= 0 ||
	    (*end == '+' && (inc = ataxx_seconds(end + 1, &end)) < 0) ||
	    *end != '\0')
		call->usage(_("--tc needs BASE+INC in seconds, such as "
		    "10+0.1, not \"%s\""), s);
	rc->base_ms = (int64_t)(base * 1000 + 0.5);
	rc->inc_ms = (int64_t)(inc * 1000 + 0.5);
}

/* Reads the SPRT's hypotheses, ELO0,ELO1, the first below the second. */
static void
ataxx_sprt(const struct game_mode_call *call, const char *s,
    struct runner_config *rc)
{
	char	*end;
	int	 ok;

	/* Decimal numbers only: strtod would take hex, spaces, inf. */
	errno = 0;
	if ((ok = s[strspn(s, "0123456789.,+-")] == '\0')) {
		rc->elo0 = strtod(s, &end);
		ok = end != s && *end == ',';
	}
	if (ok) {
		s = end + 1;
		rc->elo1 = strtod(s, &end);
		ok = end != s && *end == '\0';
	}
	if (!ok || errno != 0 ||
	    !(rc->elo0 > -1000 && rc->elo1 < 1000 && rc->elo0 < rc->elo1))
		call->usage(_("--sprt needs ELO0,ELO1, two Elo differences "
		    "between -1000 and 1000, the first the smaller, such as "
		    "0,10"));
	rc->elo0 += 0;	/* not -0 */
	rc->sprt = 1;
}

static int
ataxx_match_run(const struct game_mode_call *call)
{
	const char *const	*v = call->values;
	struct runner_config	 rc;

	memset(&rc, 0, sizeof rc);
	if (call->nwords != 2)
		call->usage(_("tabula ataxx --match takes two engine "
		    "commands"));
	if (v[MATCH_GAMES] != NULL) {
		rc.games = (int)call->number("--games", v[MATCH_GAMES],
		    GAMES_MAX);
		if (rc.games < 1)
			call->usage(_("--games needs at least one game"));
	}
	if (v[MATCH_MOVETIME] != NULL) {
		rc.movetime_ms = (int64_t)call->number("--movetime",
		    v[MATCH_MOVETIME], MOVETIME_MAX_MS);
		if (rc.movetime_ms < 1)
			call->usage(_("--movetime needs at least one "
			    "millisecond"));
	}
	if (v[MATCH_NODES] != NULL) {
		rc.nodes = (int64_t)call->number("--nodes", v[MATCH_NODES],
		    NODES_MAX);
		if (rc.nodes < 1)
			call->usage(_("--nodes needs at least one node"));
	}
	if (v[MATCH_TC] != NULL)
		ataxx_tc(call, v[MATCH_TC], &rc);
	rc.grace_ms = RUNNER_GRACE_MS;
	if (v[MATCH_GRACE] != NULL)
		rc.grace_ms = (int64_t)call->number("--grace", v[MATCH_GRACE],
		    MOVETIME_MAX_MS);
	rc.openings = v[MATCH_OPENINGS];
	if (v[MATCH_CONCURRENCY] != NULL &&
	    call->number("--concurrency", v[MATCH_CONCURRENCY], 1) != 1)
		call->usage(_("--concurrency: only 1"));
	/* Whether --tc was given, not its base: that may round to 0 ms. */
	if (rc.movetime_ms > 0 && v[MATCH_TC] != NULL)
		call->usage(_("--movetime or --tc, not both"));
	if (rc.nodes > 0 && v[MATCH_TC] != NULL)
		call->usage(_("--nodes or --tc, not both"));
	if (rc.movetime_ms == 0 && v[MATCH_TC] == NULL)
		rc.movetime_ms = rc.nodes > 0 ? RUNNER_NODES_MS :
		    RUNNER_MOVETIME_MS;
	rc.game = call->game;
	rc.commands[0] = call->words[0];
	rc.commands[1] = call->words[1];
	rc.watch = v[MATCH_WATCH] != NULL;
	if (v[MATCH_SPRT] != NULL)
		ataxx_sprt(call, v[MATCH_SPRT], &rc);
	return (runner_main(&rc));
}

static const struct game_mode ataxx_match_mode = {
	N_("--match COMMAND1 COMMAND2 [MATCH OPTION]..."),
	ataxx_match_options, ataxx_match_run
};

static const struct game_mode_option ataxx_perft_options[] = {
	{ "perft", N_("DEPTH"), 1, N_("count the move paths DEPTH moves "
	    "deep") },
	{ NULL, NULL, 0, NULL }
};

static int
ataxx_perft_run(const struct game_mode_call *call)
{
	struct ataxx_pos	 start;
	const char		*fen;
	int			 depth, err, k;

	if (call->nwords > 0)
		call->usage(_("unexpected \"%s\""), call->words[0]);
	depth = (int)call->number("--perft", call->values[0], PERFT_MAX);
	ataxx_startpos(&start);
	k = game_option_index(call->game, "fen");
	fen = k >= 0 ? call->options[k] : NULL;
	if (fen != NULL && (err = ataxx_from_fen(&start, fen)) != 0) {
		call->fail(game_error_text(call->game, err));
		return (EXIT_FAILURE);
	}
	printf("%" PRIu64 "\n", ataxx_perft(&start, depth));
	return (EXIT_SUCCESS);
}

static const struct game_mode ataxx_perft_mode = {
	N_("--perft DEPTH [--fen FEN]"), ataxx_perft_options, ataxx_perft_run
};

const struct game_mode *const ataxx_modes[] = {
	&ataxx_uai_mode, &ataxx_match_mode, &ataxx_perft_mode, NULL
};
