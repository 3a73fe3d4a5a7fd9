/* hub.h: the hub: the process that keeps a game played from several ttys. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NET_HUB_H
#define TABULA_NET_HUB_H

#include <stdint.h>

#include "match.h"

/*
 * The lines a client may send at once, and per second after that: one
 * that sends more is dropped ("bye flood").
 */
#define HUB_BURST	64
#define HUB_RATE	20.0

/* What becomes of a seat whose player goes away. */
enum hub_policy {
	HUB_POLICY_UNSET,	/* the journal's, or else HUB_PAUSE */
	HUB_PAUSE,		/* the game waits for them */
	HUB_COMPUTER		/* the hub's computer plays for them */
};

/* How to start a hub. */
struct hub_config {
	const struct match_config *match;	/* a new game, or */
	const char	*resume;		/* a journal to go on with */
	const char	*name;			/* NULL: GAME-N */
	const char	*allow;			/* who else may join, or NULL:
						   the journal's */
	enum hub_policy	 policy;
	int		 hints;			/* seats may ask for hints */
	int		 has_dice_seed;		/* the dice from this seed, not */
	uint64_t	 dice_seed;		/* a secret (a replay, a test) */
};

/* What the host needs to know about the hub it started. */
struct hub_started {
	char	*name;
	char	*path;		/* its socket */
	char	*journal;
	char	*allow;		/* who else may join, or NULL */
	char	*command;	/* what the others type to join */
};

int	hub_start(const struct hub_config *, struct hub_started *, char **);
void	hub_started_free(struct hub_started *);
char	*hub_journal_dir(int, char **);

#endif
