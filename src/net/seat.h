/* seat.h: a seat (or a spectator) at a hub: the game mirrored from it. */
#ifndef TABULA_NET_SEAT_H
#define TABULA_NET_SEAT_H

#include "match.h"
#include "net/hub.h"

/* What seat_join asks for: a seat that was ours, any seat, or to watch. */
#define SEAT_ANY	(-1)
#define SEAT_WATCH	(-2)

int	 seat_join(const char *, int, struct match **, char **);
int	 seat_host(const struct hub_config *, struct hub_started *,
	     struct match **, char **);
int	 seat_fd(const struct match *);
int	 seat_start(struct match *);
int	 seat_computer(struct match *, int, int);
int	 seat_ready(const struct match *);
const char *seat_command(const struct match *);

#endif
