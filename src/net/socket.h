/* socket.h: the hubs' sockets: where they live, who may connect. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NET_SOCKET_H
#define TABULA_NET_SOCKET_H

#include <sys/types.h>

#define SOCKET_ALLOW_MAX	32
#define SOCKET_SEATS_MAX	9	/* seats one may give a user, at most */
#define SOCKET_SEATS_ANY	99	/* the owner's: no limit */

/* Who besides the owner may connect: users and groups, by id, and how
 * many seats each may take. */
struct socket_allow {
	uid_t	 uids[SOCKET_ALLOW_MAX];
	int	 uid_seats[SOCKET_ALLOW_MAX];
	int	 nuids;
	gid_t	 gids[SOCKET_ALLOW_MAX];
	int	 gid_seats[SOCKET_ALLOW_MAX];
	int	 ngids;
};

/* A socket where a hub may be running, from socket_list. */
struct socket_found {
	char	*path;
	uid_t	 owner;		/* the user whose hub it must be */
	char	*target;	/* what to join: NAME, or USER/NAME */
};

int	 socket_check_name(const char *, char **);
char	*socket_dir(int, char **);
char	*socket_resolve(const char *, uid_t *, char **);
int	 socket_listen(const char *, int, char **);
int	 socket_connect(const char *, char **);
int	 socket_try(const char *);
int	 socket_name_in_use(const char *);
int	 socket_peer(int, uid_t *, gid_t *);
int	 socket_parse_allow(const char *, struct socket_allow *, char **);
int	 socket_allowed(const struct socket_allow *, uid_t, gid_t);
char	*socket_user(uid_t);
int	 socket_list(struct socket_found **);
void	 socket_list_free(struct socket_found *, int);

#endif
