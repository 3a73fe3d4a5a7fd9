/*
 * socket.c: the hubs' sockets.  A user's hubs live in a directory of their
 * own, checked with lstat as tmux does; the hub checks every peer's
 * credentials itself, so the directory is only a first fence.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "net/proto.h"
#include "net/socket.h"
#include "utf8.h"
#include "xmalloc.h"

#define SOCKET_PRIVATE_MODE	0700
#define SOCKET_SHARED_MODE	0755	/* others may list the hubs */
#define SOCKET_BACKLOG		16
#define SOCKET_GROUPS_MAX	256
#define SOCKET_LIST_MAX		512	/* sockets looked at in all, */
#define SOCKET_LIST_DIR		64	/* and in one directory (dead hubs'
					   sockets count: a connection to one
					   fails at once) */

/*
 * Checks a hub's name, wherever it comes from (--name, a journal, tabula
 * join): it becomes a file's name in our directories, so only what
 * proto_name calls a name will do.
 */
int
socket_check_name(const char *name, char **cause)
{
	char	*shown;

	if (proto_name(name))
		return (0);
	shown = utf8_shown(name);
	xasprintf(cause, _("\"%s\" cannot be a hub's name: a name is 1 to %d "
	    "letters (a-z, A-Z), digits, '-', '_' and '.', and begins with a "
	    "letter or a digit"), shown, PROTO_NAME_MAX);
	free(shown);
	return (-1);
}

/* The shared directory of a user's hubs. */
static char *
socket_shared_dir(uid_t uid)
{
	char	*path;

	xasprintf(&path, "/tmp/tabula-%ld", (long)uid);
	return (path);
}

/* Whether a directory is a user's own: a directory (not a link), owned by
 * them, that nobody else may write to. */
static int
socket_owned(const char *path, uid_t uid)
{
	struct stat	 sb;

	return (lstat(path, &sb) == 0 && S_ISDIR(sb.st_mode) &&
	    sb.st_uid == uid && (sb.st_mode & 022) == 0);
}

/* Whether someone else has taken a user's shared directory: something is
 * there, but it is not theirs. */
static int
socket_taken(const char *path, uid_t uid)
{
	struct stat	 sb;

	return (lstat(path, &sb) == 0 && !socket_owned(path, uid));
}

/*
 * A user's fallback directory, /tmp/tabula-UID.XXXXXX, for when another
 * user took /tmp/tabula-UID first: the first of theirs that holds a socket
 * called name (any of theirs if name is NULL), or NULL.  /tmp may be
 * listed, and only the user can have made a directory they own.
 */
static char *
socket_fallback(uid_t uid, const char *name)
{
	struct stat	 sb;
	glob_t		 g;
	char		*pattern, *path, *found = NULL;
	size_t		 i;

	xasprintf(&pattern, "/tmp/tabula-%ld.*", (long)uid);
	if (glob(pattern, GLOB_NOSORT, NULL, &g) != 0) {
		free(pattern);
		return (NULL);
	}
	free(pattern);
	for (i = 0; i < g.gl_pathc && found == NULL; i++) {
		if (!socket_owned(g.gl_pathv[i], uid))
			continue;
		if (name == NULL) {
			found = xstrdup(g.gl_pathv[i]);
			continue;
		}
		xasprintf(&path, "%s/%s", g.gl_pathv[i], name);
		if (lstat(path, &sb) == 0 && S_ISSOCK(sb.st_mode))
			found = xstrdup(g.gl_pathv[i]);
		free(path);
	}
	globfree(&g);
	return (found);
}

/* The directory where a user's hub called name is: /tmp/tabula-UID, or
 * their fallback if another user took that and the hub is there. */
static char *
socket_user_dir(uid_t uid, const char *name)
{
	char	*dir = socket_shared_dir(uid), *fallback;

	if (socket_taken(dir, uid) &&
	    (fallback = socket_fallback(uid, name)) != NULL) {
		free(dir);
		return (fallback);
	}
	return (dir);
}

/*
 * This user's fallback directory, when another user took /tmp/tabula-UID:
 * one made before, or a new one.  Its mode is set as socket_check_dir
 * sets it.
 */
static char *
socket_make_fallback(mode_t mode, char **cause)
{
	char	*path;

	if ((path = socket_fallback(getuid(), NULL)) == NULL) {
		xasprintf(&path, "/tmp/tabula-%ld.XXXXXX", (long)getuid());
		if (mkdtemp(path) == NULL) {
			xasprintf(cause, _("cannot make %s: %s"), path,
			    strerror(errno));
			free(path);
			return (NULL);
		}
	}
	if (mode == SOCKET_SHARED_MODE && chmod(path, mode) != 0) {
		xasprintf(cause, _("cannot change %s: %s"), path,
		    strerror(errno));
		free(path);
		return (NULL);
	}
	return (path);
}

/* Makes a directory if missing, then checks that it is ours and private. */
static int
socket_check_dir(const char *path, mode_t mode, char **cause)
{
	struct stat	 sb;

	if (mkdir(path, mode) != 0 && errno != EEXIST) {
		xasprintf(cause, _("cannot make %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	if (lstat(path, &sb) != 0) {
		xasprintf(cause, _("cannot use %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	if (!S_ISDIR(sb.st_mode) || sb.st_uid != getuid() ||
	    (sb.st_mode & 07777 & ~SOCKET_SHARED_MODE) != 0) {
		xasprintf(cause, _("%s is not a private directory of yours; "
		    "remove it, or set XDG_RUNTIME_DIR"), path);
		return (-1);
	}
	/* A private hub leaves a shared directory shared, for the others. */
	if (mode == SOCKET_SHARED_MODE && (sb.st_mode & 07777) != mode &&
	    chmod(path, mode) != 0) {
		xasprintf(cause, _("cannot change %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	return (0);
}

/*
 * The directory for this user's hubs: $XDG_RUNTIME_DIR/tabula, or
 * /tmp/tabula-UID, mode 0700.  A hub that others may join lives in
 * /tmp/tabula-UID with mode 0755, since they could not reach into
 * $XDG_RUNTIME_DIR: they may list it, to find the games open to them, and
 * the hub checks who connects.
 */
char *
socket_dir(int shared, char **cause)
{
	const char	*runtime = getenv("XDG_RUNTIME_DIR");
	struct stat	 sb;
	char		*path;

	if (!shared && runtime != NULL && runtime[0] == '/' &&
	    stat(runtime, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		xasprintf(&path, "%s/tabula", runtime);
		if (socket_check_dir(path, SOCKET_PRIVATE_MODE, cause) == 0)
			return (path);
		free(path);
		return (NULL);
	}
	path = socket_shared_dir(getuid());
	if (socket_taken(path, getuid())) {
		/* Another user was first; /tmp is sticky, so it stays. */
		free(path);
		return (socket_make_fallback(shared ? SOCKET_SHARED_MODE :
		    SOCKET_PRIVATE_MODE, cause));
	}
	if (socket_check_dir(path, shared ? SOCKET_SHARED_MODE :
	    SOCKET_PRIVATE_MODE, cause) != 0) {
		free(path);
		return (NULL);
	}
	return (path);
}

/* Whether a hub answers at a path. */
static int
socket_answers(const char *path)
{
	int	 fd;

	if ((fd = socket_try(path)) == -1)
		return (0);
	close(fd);
	return (1);
}

/*
 * Whether a hub of this user's called name runs, wherever it may be: in
 * the private directory, the shared one or the fallback.  One name is one
 * game, whichever directory its socket is in.
 */
int
socket_name_in_use(const char *name)
{
	const char	*runtime = getenv("XDG_RUNTIME_DIR");
	char		*path, *dir;
	int		 used = 0;

	if (runtime != NULL && runtime[0] == '/') {
		xasprintf(&path, "%s/tabula/%s", runtime, name);
		used = socket_answers(path);
		free(path);
	}
	if (!used) {
		dir = socket_shared_dir(getuid());
		xasprintf(&path, "%s/%s", dir, name);
		used = !socket_taken(dir, getuid()) && socket_answers(path);
		free(path);
		free(dir);
	}
	if (!used && (dir = socket_fallback(getuid(), name)) != NULL) {
		xasprintf(&path, "%s/%s", dir, name);
		used = socket_answers(path);
		free(path);
		free(dir);
	}
	return (used);
}

/*
 * The socket of a hub given as NAME (one of ours), USER/NAME (another
 * user's, shared) or a path, and the user it must belong to: the one
 * named, or for a path the owner of its directory.  NULL and *cause if it
 * cannot be.
 */
char *
socket_resolve(const char *target, uid_t *owner, char **cause)
{
	struct passwd	*pw;
	struct stat	 sb;
	const char	*runtime = getenv("XDG_RUNTIME_DIR");
	const char	*slash = strchr(target, '/');
	char		*path, *user, *dir;

	*owner = getuid();
	if (target[0] == '/') {
		dir = xstrndup(target, strrchr(target, '/') - target);
		if (lstat(dir[0] != '\0' ? dir : "/", &sb) == 0)
			*owner = sb.st_uid;
		free(dir);
		return (xstrdup(target));
	}
	if (slash != NULL) {
		if (socket_check_name(slash + 1, cause) != 0)
			return (NULL);
		user = xstrndup(target, slash - target);
		pw = getpwnam(user);
		free(user);
		if (pw == NULL) {
			user = utf8_shown(target);
			xasprintf(cause, _("there is no hub \"%s\""), user);
			free(user);
			return (NULL);
		}
		*owner = pw->pw_uid;
		dir = socket_user_dir(pw->pw_uid, slash + 1);
		xasprintf(&path, "%s/%s", dir, slash + 1);
		free(dir);
		return (path);
	}
	if (socket_check_name(target, cause) != 0)
		return (NULL);
	if (runtime != NULL && runtime[0] == '/') {
		xasprintf(&path, "%s/tabula/%s", runtime, target);
		if (lstat(path, &sb) == 0 && S_ISSOCK(sb.st_mode))
			return (path);
		free(path);
	}
	dir = socket_user_dir(getuid(), target);
	xasprintf(&path, "%s/%s", dir, target);
	free(dir);
	return (path);
}

static int
socket_fill(struct sockaddr_un *sa, const char *path, char **cause)
{
	memset(sa, 0, sizeof *sa);
	sa->sun_family = AF_UNIX;
	if (strlen(path) >= sizeof sa->sun_path) {
		xasprintf(cause, _("the socket path %s is too long"), path);
		return (-1);
	}
	strcpy(sa->sun_path, path);
	return (0);
}

/* Connects to a hub's socket. */
int
socket_connect(const char *path, char **cause)
{
	struct sockaddr_un	 sa;
	int			 fd;

	if (socket_fill(&sa, path, cause) != 0)
		return (-1);
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) == -1) {
		xasprintf(cause, "socket: %s", strerror(errno));
		return (-1);
	}
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		if (errno == ENOENT || errno == ECONNREFUSED)
			xasprintf(cause, _("no hub is running at %s"), path);
		else if (errno == EACCES || errno == EPERM)
			xasprintf(cause, _("you may not reach the hub at %s"),
			    path);
		else
			xasprintf(cause, _("cannot reach the hub at %s: %s"),
			    path, strerror(errno));
		close(fd);
		return (-1);
	}
	return (fd);
}

/*
 * Connects to a socket without waiting: -1 at once if nothing answers
 * there or its queue is full, as a hub that never accepts would leave it.
 */
int
socket_try(const char *path)
{
	struct sockaddr_un	 sa;
	char			*cause = NULL;
	int			 fd;

	if (socket_fill(&sa, path, &cause) != 0) {
		free(cause);
		return (-1);
	}
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC |
	    SOCK_NONBLOCK, 0)) == -1)
		return (-1);
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		close(fd);
		return (-1);
	}
	return (fd);
}

/*
 * Removes what a hub that died left at a path: only a socket of this
 * user's, never a file, a link or another user's socket, since the path may
 * come from a journal, and journals are shared like saved games.
 */
static int
socket_clear(const char *path, char **cause)
{
	struct stat	 sb;

	if (lstat(path, &sb) != 0) {
		if (errno == ENOENT)
			return (0);
		xasprintf(cause, _("cannot use %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	if (!S_ISSOCK(sb.st_mode) || sb.st_uid != getuid()) {
		xasprintf(cause, _("%s is in the way and is not a socket of "
		    "yours; it is left alone"), path);
		return (-1);
	}
	if (unlink(path) != 0 && errno != ENOENT) {
		xasprintf(cause, _("cannot remove %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	return (0);
}

/*
 * Listens at a path: refused if a hub already answers there; a socket
 * left by a hub that died is replaced.  Shared sockets let anyone
 * connect, to be checked by credentials.  Nothing but a dead hub's socket
 * of ours is ever removed.
 */
int
socket_listen(const char *path, int shared, char **cause)
{
	struct sockaddr_un	 sa;
	char			*ignored = NULL;
	mode_t			 old;
	int			 fd;

	if (socket_fill(&sa, path, cause) != 0)
		return (-1);
	if ((fd = socket_connect(path, &ignored)) != -1) {
		close(fd);
		xasprintf(cause, _("a hub is already running at %s"), path);
		return (-1);
	}
	free(ignored);
	if (socket_clear(path, cause) != 0)
		return (-1);
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) == -1) {
		xasprintf(cause, "socket: %s", strerror(errno));
		return (-1);
	}
	old = umask(shared ? 0111 : 0177);
	if (bind(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		umask(old);
		xasprintf(cause, _("cannot listen at %s: %s"), path,
		    strerror(errno));
		close(fd);
		return (-1);
	}
	umask(old);
	if (listen(fd, SOCKET_BACKLOG) != 0) {
		xasprintf(cause, _("cannot listen at %s: %s"), path,
		    strerror(errno));
		close(fd);
		unlink(path);
		return (-1);
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	return (fd);
}

/* The user and group of the process at the other end of a socket. */
int
socket_peer(int fd, uid_t *uid, gid_t *gid)
{
	struct ucred	 cred;
	socklen_t	 len = sizeof cred;

	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0)
		return (-1);
	*uid = cred.uid;
	*gid = cred.gid;
	return (0);
}

/*
 * Reads the seats an entry of the list gives, after its colon (1 when it
 * has none), cutting them off the name; -1 if they are not a number of
 * seats.
 */
static int
socket_allow_seats(char *item, int *seats, char **cause)
{
	char	*colon = strchr(item, ':'), *shown;

	*seats = 1;
	if (colon == NULL)
		return (0);
	*colon++ = '\0';
	if (colon[0] < '1' || colon[0] > '0' + SOCKET_SEATS_MAX ||
	    colon[1] != '\0') {
		colon[-1] = ':';
		shown = utf8_shown(item);
		xasprintf(cause, _("\"%s\": a user or a group may take 1 to %d "
		    "seats"), shown, SOCKET_SEATS_MAX);
		free(shown);
		return (-1);
	}
	*seats = colon[0] - '0';
	return (0);
}

/*
 * Reads a list of who may join: user names, and group names after '@',
 * separated by commas, each with the seats it may take after a colon
 * (bob:2; one by default).
 */
int
socket_parse_allow(const char *list, struct socket_allow *a, char **cause)
{
	struct passwd	*pw;
	struct group	*gr;
	char		*copy, *p, *item, *shown;
	int		 error = 0, seats;

	memset(a, 0, sizeof *a);
	copy = p = xstrdup(list);
	while (error == 0 && (item = strsep(&p, ",")) != NULL) {
		if (*item == '\0')
			continue;
		if (socket_allow_seats(item, &seats, cause) != 0)
			error = -1;
		else if (*item == '@') {
			if ((gr = getgrnam(item + 1)) == NULL) {
				shown = utf8_shown(item + 1);
				xasprintf(cause, _("there is no group \"%s\""),
				    shown);
				free(shown);
				error = -1;
			} else if (a->ngids < SOCKET_ALLOW_MAX) {
				a->gid_seats[a->ngids] = seats;
				a->gids[a->ngids++] = gr->gr_gid;
			}
		} else if ((pw = getpwnam(item)) == NULL) {
			shown = utf8_shown(item);
			xasprintf(cause, _("there is no user \"%s\""), shown);
			free(shown);
			error = -1;
		} else if (a->nuids < SOCKET_ALLOW_MAX) {
			a->uid_seats[a->nuids] = seats;
			a->uids[a->nuids++] = pw->pw_uid;
		}
	}
	free(copy);
	return (error);
}

/*
 * Whether a peer may use the hub, and how many seats they may take: the
 * owner any number (SOCKET_SEATS_ANY), a user or group allowed as many as
 * the list gives (the most, if several entries are theirs), anyone else
 * none (0: not allowed).
 */
int
socket_allowed(const struct socket_allow *a, uid_t uid, gid_t gid)
{
	struct passwd	*pw;
	gid_t		 groups[SOCKET_GROUPS_MAX];
	int		 i, j, n = SOCKET_GROUPS_MAX, seats = 0;

	if (uid == getuid())
		return (SOCKET_SEATS_ANY);
	for (i = 0; i < a->nuids; i++)
		if (a->uids[i] == uid && a->uid_seats[i] > seats)
			seats = a->uid_seats[i];
	if (a->ngids == 0)
		return (seats);
	groups[0] = gid;
	n = 1;
	if ((pw = getpwuid(uid)) != NULL) {
		n = SOCKET_GROUPS_MAX;
		if (getgrouplist(pw->pw_name, gid, groups, &n) < 0)
			n = SOCKET_GROUPS_MAX;
	}
	for (i = 0; i < n; i++)
		for (j = 0; j < a->ngids; j++)
			if (groups[i] == a->gids[j] && a->gid_seats[j] > seats)
				seats = a->gid_seats[j];
	return (seats);
}

/* A user's login name, or their number when they have none. */
char *
socket_user(uid_t uid)
{
	struct passwd	*pw = getpwuid(uid);
	char		*name;

	if (pw != NULL)
		return (xstrdup(pw->pw_name));
	xasprintf(&name, "%ld", (long)uid);
	return (name);
}

/* Whether a login name can be shown and typed in USER/NAME: letters,
 * digits, '.', '_' and '-', not first. */
static int
socket_check_user(const char *user)
{
	size_t	 i;

	if (user[0] == '-' || user[0] == '\0')
		return (0);
	for (i = 0; user[i] != '\0'; i++)
		if (i == 32 || !(((user[i] | 0x20) >= 'a' &&
		    (user[i] | 0x20) <= 'z') || (user[i] >= '0' &&
		    user[i] <= '9') || strchr("._-", user[i]) != NULL))
			return (0);
	return (1);
}

/* Adds the sockets named like hubs in a directory of owner's to a list,
 * at most SOCKET_LIST_DIR of them; user is NULL for the caller's own. */
static void
socket_list_dir(const char *dir, uid_t owner, const char *user,
    struct socket_found **found, int *n)
{
	struct dirent		*de;
	struct stat		 sb;
	struct socket_found	*f;
	char			*path;
	DIR			*d;
	int			 taken = 0;

	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL && taken < SOCKET_LIST_DIR &&
	    *n < SOCKET_LIST_MAX) {
		if (!proto_name(de->d_name))
			continue;
		xasprintf(&path, "%s/%s", dir, de->d_name);
		if (lstat(path, &sb) != 0 || !S_ISSOCK(sb.st_mode) ||
		    sb.st_uid != owner) {
			free(path);
			continue;
		}
		*found = xreallocarray(*found, *n + 1, sizeof **found);
		f = &(*found)[(*n)++];
		f->path = path;
		f->owner = owner;
		if (user != NULL)
			xasprintf(&f->target, "%s/%s", user, de->d_name);
		else
			f->target = xstrdup(de->d_name);
		taken++;
	}
	closedir(d);
}

/*
 * Reads the user a directory in /tmp is named for: "tabula-UID", or a
 * fallback "tabula-UID.XXXXXX" (*fallback set).  -1 if it is neither.
 */
static int
socket_dir_uid(const char *path, uid_t *uid, int *fallback)
{
	const char	*p = path + strlen("/tmp/tabula-");
	unsigned long	 n = 0;

	if (*p < '0' || *p > '9' || (*p == '0' && p[1] >= '0' && p[1] <= '9'))
		return (-1);
	for (; *p >= '0' && *p <= '9'; p++) {
		if (n > 100000000UL)
			return (-1);
		n = n * 10 + (*p - '0');
	}
	*uid = n;
	*fallback = *p == '.';
	if (*p == '.' && strlen(p + 1) == 6)
		return (0);
	return (*p == '\0' ? 0 : -1);
}

/*
 * Adds other users' hubs to a list: those in their /tmp/tabula-UID, or in
 * their fallback when another user took that.  A directory counts only if
 * it is the user's own (socket_owned), so nobody can put an entry under
 * another's name; who answers at each socket is checked when it is asked.
 */
static void
socket_list_others(struct socket_found **found, int *n)
{
	struct passwd	*pw;
	glob_t		 g;
	char		*user, *primary;
	size_t		 i;
	uid_t		 uid;
	int		 fallback;

	if (glob("/tmp/tabula-*", GLOB_NOSORT, NULL, &g) != 0)
		return;
	for (i = 0; i < g.gl_pathc && *n < SOCKET_LIST_MAX; i++) {
		if (socket_dir_uid(g.gl_pathv[i], &uid, &fallback) != 0 ||
		    uid == getuid() || !socket_owned(g.gl_pathv[i], uid))
			continue;
		primary = socket_shared_dir(uid);
		if (fallback && !socket_taken(primary, uid)) {
			free(primary);	/* USER/NAME would not look there */
			continue;
		}
		free(primary);
		/* USER/NAME is how one joins it: a user without a name has
		 * no hub anyone could name. */
		if ((pw = getpwuid(uid)) == NULL)
			continue;
		user = xstrdup(pw->pw_name);
		if (socket_check_user(user))
			socket_list_dir(g.gl_pathv[i], uid, user, found, n);
		free(user);
	}
	globfree(&g);
}

/*
 * Lists the sockets of the running hubs one might join: this user's own
 * (as NAME), and other users' (as USER/NAME), at most SOCKET_LIST_MAX.
 * Whether each answers, and lets the caller in, is for the caller to ask.
 */
int
socket_list(struct socket_found **found)
{
	const char	*runtime = getenv("XDG_RUNTIME_DIR");
	char		*dir;
	int		 n = 0;

	*found = NULL;
	if (runtime != NULL && runtime[0] == '/') {
		xasprintf(&dir, "%s/tabula", runtime);
		socket_list_dir(dir, getuid(), NULL, found, &n);
		free(dir);
	}
	dir = socket_shared_dir(getuid());
	if (!socket_taken(dir, getuid()))
		socket_list_dir(dir, getuid(), NULL, found, &n);
	free(dir);
	if ((dir = socket_fallback(getuid(), NULL)) != NULL) {
		socket_list_dir(dir, getuid(), NULL, found, &n);
		free(dir);
	}
	socket_list_others(found, &n);
	return (n);
}

/* Frees a list from socket_list. */
void
socket_list_free(struct socket_found *found, int n)
{
	int	 i;

	for (i = 0; i < n; i++) {
		free(found[i].path);
		free(found[i].target);
	}
	free(found);
}
