/*
 * client.h: a player's (or a spectator's) connection to a hub, and the
 * game mirrored from it: how a front end creates a hosted or joined match.
 */
#ifndef TABULA_NET_CLIENT_H
#define TABULA_NET_CLIENT_H

#include "match.h"
#include "net/hub.h"

/* What client_join asks for besides a seat: any seat, or to watch. */
#define CLIENT_ANY_SEAT	(-6)
#define CLIENT_WATCH	(-7)

int	 client_join(const char *, int, struct match **, char **);
int	 client_host(const struct hub_config *, struct hub_started *,
	     struct match **, char **);
int	 client_list(char ***);

#endif
