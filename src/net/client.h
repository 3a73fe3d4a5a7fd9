/*
 * client.h: a player's (or a spectator's) connection to a hub, and the
 * game mirrored from it: how a front end creates a hosted or joined match.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NET_CLIENT_H
#define TABULA_NET_CLIENT_H

#include <time.h>

#include "match.h"
#include "net/hub.h"
#include "net/proto.h"

/* What client_join asks for besides a seat: any seat, or to watch. */
#define CLIENT_ANY_SEAT	(-6)
#define CLIENT_WATCH	(-7)

int	 client_join(const char *, int, struct match **, char **);
int	 client_join_fd(int, const char *, int, struct match **, char **);
int	 client_host(const struct hub_config *, struct hub_started *,
	     struct match **, char **);
/* A game one may join, as its hub told it (src/net/list.c). */
struct client_hub {
	char			*target;	/* what to join: NAME or USER/NAME */
	char			*host;		/* who hosts it */
	int			 yours;
	const struct game_entry	*game;
	struct proto_about	 about;
};

int	 client_list(struct client_hub **);
void	 client_deadline(struct timespec *, int);
int	 client_ms_left(const struct timespec *);
char	*client_hub_text(const struct client_hub *);
void	 client_list_free(struct client_hub *, int);

#endif
