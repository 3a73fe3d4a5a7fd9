/* paths.c: where Tabula finds its data and keeps saved games. */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"
#include "paths.h"
#include "xmalloc.h"

/* The data directory: $TABULA_DATADIR, or where make install put it. */
const char *
paths_data(void)
{
	const char	*s = getenv("TABULA_DATADIR");

	return (s != NULL && *s != '\0' ? s : PKGDATADIR);
}

/* The message catalogs: $TABULA_LOCALEDIR, or where make install put them. */
const char *
paths_locale(void)
{
	const char	*s = getenv("TABULA_LOCALEDIR");

	return (s != NULL && *s != '\0' ? s : LOCALEDIR);
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
 * The directory of saved games, $XDG_DATA_HOME/tabula or
 * ~/.local/share/tabula; made if create is set.  NULL and *cause on error.
 */
char *
paths_saves(int create, char **cause)
{
	const char	*base = getenv("XDG_DATA_HOME"), *home;
	char		*path;

	if (base != NULL && base[0] == '/')
		xasprintf(&path, "%s/tabula", base);
	else {
		if ((home = getenv("HOME")) == NULL || home[0] != '/') {
			xasprintf(cause, _("neither XDG_DATA_HOME nor HOME "
			    "names a directory for saved games"));
			return (NULL);
		}
		xasprintf(&path, "%s/.local/share/tabula", home);
	}
	if (create && paths_mkdir(path) != 0) {
		xasprintf(cause, _("cannot make %s: %s"), path,
		    strerror(errno));
		free(path);
		return (NULL);
	}
	return (path);
}
