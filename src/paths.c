/* paths.c: where Tabula finds its data and keeps saved games. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "paths.h"
#include "xmalloc.h"

/* Whether the program was built but never installed: then it finds its
 * data and its translations in the trees it was built from. */
static int
paths_uninstalled(void)
{
	struct stat	 sb;

	return (stat(PKGDATADIR, &sb) != 0);
}

/*
 * The data directory: $TABULA_DATADIR, or where make install put it, or,
 * for a program run in the tree it was built in and never installed, the
 * source tree's data.
 */
const char *
paths_data(void)
{
	const char	*s = getenv("TABULA_DATADIR");
	struct stat	 sb;

	if (s != NULL && *s != '\0')
		return (s);
	if (paths_uninstalled() && stat(SRCDATADIR, &sb) == 0)
		return (SRCDATADIR);
	return (PKGDATADIR);
}

/* The message catalogs: $TABULA_LOCALEDIR, or where make install put them,
 * or, for a program never installed, those make laid out in the build
 * tree. */
const char *
paths_locale(void)
{
	const char	*s = getenv("TABULA_LOCALEDIR");
	struct stat	 sb;

	if (s != NULL && *s != '\0')
		return (s);
	if (paths_uninstalled() && stat(BUILDLOCALEDIR, &sb) == 0)
		return (BUILDLOCALEDIR);
	return (LOCALEDIR);
}

/* Makes a directory and its parents, private to the user. */
static int
paths_mkdir(char *path)
{
	char	*p;

	for (p = path + 1; *p != '\0'; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST) {
			*p = '/';
			return (-1);
		}
		*p = '/';
	}
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		return (-1);
	return (0);
}

/*
 * Tabula's directory under an XDG base directory: $VARIABLE/tabula, or
 * ~/FALLBACK/tabula; made if create is set.  NULL and *cause on error.
 */
static char *
paths_xdg(const char *variable, const char *fallback, int create,
    char **cause)
{
	const char	*base = getenv(variable), *home;
	char		*path;

	if (base != NULL && base[0] == '/')
		xasprintf(&path, "%s/tabula", base);
	else {
		if ((home = getenv("HOME")) == NULL || home[0] != '/') {
			xasprintf(cause, _("neither %s nor HOME names a "
			    "directory for Tabula's files"), variable);
			return (NULL);
		}
		xasprintf(&path, "%s/%s/tabula", home, fallback);
	}
	if (create && paths_mkdir(path) != 0) {
		xasprintf(cause, _("cannot make %s: %s"), path,
		    strerror(errno));
		free(path);
		return (NULL);
	}
	return (path);
}

/* The directory of saved games: $XDG_DATA_HOME/tabula or
 * ~/.local/share/tabula. */
char *
paths_saves(int create, char **cause)
{
	return (paths_xdg("XDG_DATA_HOME", ".local/share", create, cause));
}

/*
 * A new path among the saved games for a game of the given name, dated
 * now, with why (such as "-hangup", or "") after the date.
 */
char *
paths_new_save(const char *game, const char *why, char **cause)
{
	char		*dir, *path, stamp[32];
	time_t		 now = time(NULL);

	if ((dir = paths_saves(1, cause)) == NULL)
		return (NULL);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime(&now));
	xasprintf(&path, "%s/%s-%s%s.tabula", dir, game, stamp, why);
	free(dir);
	return (path);
}

/*
 * The directory of the user's own boards for a game (a name from the game
 * table, never from outside): $XDG_DATA_HOME/tabula/GAME, beside the saved
 * games, as DATADIR/GAME holds the shipped ones; made if create is set.
 */
char *
paths_user_boards(const char *game, int create, char **cause)
{
	char	*dir, *path;

	if ((dir = paths_saves(0, cause)) == NULL)
		return (NULL);
	xasprintf(&path, "%s/%s", dir, game);
	free(dir);
	if (create && paths_mkdir(path) != 0) {
		xasprintf(cause, _("cannot make %s: %s"), path,
		    strerror(errno));
		free(path);
		return (NULL);
	}
	return (path);
}

/* The directory of settings: $XDG_CONFIG_HOME/tabula or ~/.config/tabula. */
char *
paths_config(int create, char **cause)
{
	return (paths_xdg("XDG_CONFIG_HOME", ".config", create, cause));
}

static int
paths_newest_first(const void *a, const void *b)
{
	const struct paths_save	*x = a, *y = b;

	return (x->mtime < y->mtime ? 1 : x->mtime > y->mtime ? -1 :
	    strcmp(x->name, y->name));
}

/*
 * Lists the saved games (*.tabula) in a directory, newest first; returns
 * how many, with *saves to be freed by paths_free_saves.
 */
int
paths_list_saves(const char *dir, struct paths_save **saves)
{
	struct dirent	*de;
	struct stat	 sb;
	DIR		*d;
	char		*path;
	size_t		 len;
	int		 n = 0, size = 0;

	*saves = NULL;
	if ((d = opendir(dir)) == NULL)
		return (0);
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (de->d_name[0] == '.' || len < 8 ||
		    strcmp(de->d_name + len - 7, ".tabula") != 0)
			continue;
		xasprintf(&path, "%s/%s", dir, de->d_name);
		if (stat(path, &sb) == 0 && S_ISREG(sb.st_mode)) {
			if (n == size) {
				size = size ? size * 2 : 16;
				*saves = xreallocarray(*saves, size,
				    sizeof **saves);
			}
			(*saves)[n].name = xstrdup(de->d_name);
			(*saves)[n++].mtime = sb.st_mtime;
		}
		free(path);
	}
	closedir(d);
	qsort(*saves, n, sizeof **saves, paths_newest_first);
	return (n);
}

/* Frees a list of saved games. */
void
paths_free_saves(struct paths_save *saves, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		free(saves[i].name);
	free(saves);
}

/* The options file's path, or NULL with *cause set. */
static char *
paths_options_file(int create, char **cause)
{
	char	*dir, *path;

	if ((dir = paths_config(create, cause)) == NULL)
		return (NULL);
	xasprintf(&path, "%s/options", dir);
	free(dir);
	return (path);
}

/*
 * Reads one setting of the options file, whose lines are "NAME VALUE":
 * 1 with its value in buf, or 0 when it is not there.
 */
int
paths_option(const char *name, char *buf, size_t len)
{
	char	*path, *cause, line[256], word[64], value[128];
	FILE	*f;
	int	 found = 0;

	if ((path = paths_options_file(0, &cause)) == NULL) {
		free(cause);
		return (0);
	}
	if ((f = fopen(path, "r")) != NULL) {
		while (fgets(line, sizeof line, f) != NULL) {
			if (sscanf(line, "%63s %127s", word, value) != 2 ||
			    strcmp(word, name) != 0)
				continue;
			snprintf(buf, len, "%s", value);
			found = 1;
		}
		fclose(f);
	}
	free(path);
	return (found);
}

/* Makes a rename in the directory of path safe on disk. */
static int
paths_sync_dir(const char *path)
{
	const char	*slash = strrchr(path, '/');
	char		*dir;
	int		 fd, error = 0;

	if (slash == NULL)
		dir = xstrdup(".");
	else if (slash == path)
		dir = xstrdup("/");
	else
		dir = xstrndup(path, slash - path);
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1 ||
	    fsync(fd) != 0)
		error = -1;
	if (fd != -1)
		close(fd);
	free(dir);
	return (error);
}

/* Writes all of len bytes to fd, as far as it takes them; 0, or -1 with
 * errno set. */
int
paths_write_all(int fd, const void *data, size_t len)
{
	const char	*p = data;
	ssize_t		 n;

	while (len > 0) {
		if ((n = write(fd, p, len)) < 0) {
			if (errno == EINTR)
				continue;
			return (-1);
		}
		p += n;
		len -= n;
	}
	return (0);
}

/*
 * Writes a file whole or not at all, the one way Tabula replaces a file:
 * the text goes to a new file beside it, with the given mode, which is
 * synced, renamed over it, and the rename synced in the directory.  A
 * failure at any point leaves the old file as it was (and no new file
 * beside it).  0, or -1 with *cause.
 */
int
paths_write_file(const char *path, const char *text, size_t len, mode_t mode,
    char **cause)
{
	char	*tmp;
	int	 fd, saved;

	xasprintf(&tmp, "%s.XXXXXX", path);
	if ((fd = mkstemp(tmp)) == -1) {
		saved = errno;
		free(tmp);
		xasprintf(cause, _("cannot write %s: %s"), path,
		    strerror(saved));
		return (-1);
	}
	if (paths_write_all(fd, text, len) != 0 || fchmod(fd, mode) != 0 ||
	    fsync(fd) != 0) {
		saved = errno;
		close(fd);
		goto fail;
	}
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		saved = errno;
		goto fail;
	}
	free(tmp);
	if (paths_sync_dir(path) != 0) {
		xasprintf(cause, _("cannot write %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	return (0);

fail:
	unlink(tmp);
	free(tmp);
	xasprintf(cause, _("cannot write %s: %s"), path, strerror(saved));
	return (-1);
}

/*
 * Keeps one setting in the options file, the others as they were; NULL,
 * or a message on failure.  The file is replaced whole, so that a reader
 * never sees half of it.
 */
char *
paths_set_option(const char *name, const char *value)
{
	char	*path, *text = NULL, *cause = NULL, line[256], word[64];
	size_t	 size = 0;
	FILE	*f, *old;

	if ((path = paths_options_file(1, &cause)) == NULL)
		return (cause);
	if ((f = open_memstream(&text, &size)) == NULL)
		fatal("open_memstream");
	if ((old = fopen(path, "r")) != NULL) {
		while (fgets(line, sizeof line, old) != NULL) {
			if (sscanf(line, "%63s", word) == 1 &&
			    strcmp(word, name) == 0)
				continue;
			fputs(line, f);
		}
		fclose(old);
	}
	fprintf(f, "%s %s\n", name, value);
	fclose(f);
	(void)paths_write_file(path, text, size, 0600, &cause);
	free(text);
	free(path);
	return (cause);
}
