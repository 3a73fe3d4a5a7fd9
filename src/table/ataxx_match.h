/* ataxx_match.h: Ataxx matches between two UAI engines. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_MATCH_H
#define TABULA_ATAXX_MATCH_H

#include <stdint.h>

#define RUNNER_MOVETIME_MS	100	/* by default */
/* A move may come this late: the pipes and the scheduler take their time. */
#define RUNNER_GRACE_MS		100	/* by default */
/* With a number of nodes a move, the time a move may take by default. */
#define RUNNER_NODES_MS		10000

struct game_entry;

struct runner_config {
	const struct game_entry *game;	/* Ataxx's, for its words */
	const char	*commands[2];	/* run by /bin/sh -c */
	int		 games;		/* 0: each opening twice */
	int64_t		 movetime_ms;	/* a fixed time a move, or 0 */
	int64_t		 nodes;		/* or nodes a move (in movetime_ms) */
	int64_t		 base_ms;	/* or a clock: its start */
	int64_t		 inc_ms;	/* and what each move adds */
	int64_t		 grace_ms;	/* how late a move may come */
	const char	*openings;	/* a file of FENs, or NULL */
	int		 watch;		/* print the board after each move */
	int		 sprt;		/* stop when the test decides */
	double		 elo0, elo1;	/* its hypotheses, in Elo */
};

int	runner_main(const struct runner_config *);

#endif
