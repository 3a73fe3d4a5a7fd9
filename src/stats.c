/*
 * stats.c: the player's record: every finished game counted by game, board
 * and opponent in one small text file beside the saved games, replaced
 * whole on each count and checked field by field when read.  A file that
 * fails the checks is set aside under a new name, never lost, and the
 * record begins again.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "paths.h"
#include "stats.h"
#include "utf8.h"
#include "xmalloc.h"

#define STATS_MAGIC		"tabula-stats"
#define STATS_ASIDE_TRIES	100

static const char *const stats_opponents[] = { "level", "person", "players" };

/* Whether finished games are counted: only by the program, which says so,
 * never by a test or a tool that plays matches of its own. */
static int	stats_on;

/* Counts finished games from now on (or not). */
void
stats_keep(int on)
{
	stats_on = on;
}

/* Whether finished games are counted. */
int
stats_kept(void)
{
	return (stats_on);
}

/* The record's file, beside the saved games; NULL and *cause on error. */
char *
stats_path(int create, char **cause)
{
	char	*dir, *path;

	if ((dir = paths_saves(create, cause)) == NULL)
		return (NULL);
	xasprintf(&path, "%s/%s", dir, STATS_FILE);
	free(dir);
	return (path);
}

/* Whether a board's name is one the record keeps: letters, digits, _ and
 * -, not first, so that it never names a path. */
static int
stats_board_ok(const char *s)
{
	size_t	 i;

	if (strcmp(s, STATS_USUAL) == 0 || strcmp(s, STATS_OTHER) == 0)
		return (1);
	if (s[0] == '\0' || s[0] == '-' || strlen(s) >= STATS_BOARD_MAX)
		return (0);
	for (i = 0; s[i] != '\0'; i++)
		if (strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789_-", s[i]) == NULL)
			return (0);
	return (1);
}

/*
 * The record's name for the board a game was played on, from its name or
 * file (NULL when none was named; text says a board was given as text or
 * drawn): STATS_USUAL for the game's usual board (also when named by its
 * file), the file's name without its directory and suffix, or STATS_OTHER
 * for any other.
 */
void
stats_board_key(const struct game_entry *g, const char *name, int text,
    char *buf, size_t len)
{
	const char	*base, *dot;
	size_t		 n;

	if (name == NULL) {
		snprintf(buf, len, "%s", text ? STATS_OTHER : STATS_USUAL);
		return;
	}
	base = strrchr(name, '/') != NULL ? strrchr(name, '/') + 1 : name;
	n = strlen(base);
	if (g->board_suffix != NULL && (dot = strrchr(base, '.')) != NULL &&
	    strcmp(dot + 1, g->board_suffix) == 0)
		n = dot - base;
	snprintf(buf, len, "%.*s", (int)n, base);
	if ((g->default_board != NULL && strcmp(buf, g->default_board) == 0) ||
	    (g->builtin_board != NULL && strcmp(buf, g->builtin_board) == 0))
		snprintf(buf, len, "%s", STATS_USUAL);
	else if ((int)n != (int)strlen(buf) || !stats_board_ok(buf))
		snprintf(buf, len, "%s", STATS_OTHER);
}

/* Whether an option's value is one the record keeps: letters, digits, _
 * and -, short. */
static int
stats_value_ok(const char *s, size_t n)
{
	size_t	 i;

	if (n == 0 || n >= STATS_VALUE_MAX)
		return (0);
	for (i = 0; i < n; i++)
		if (s[i] == '\0' || strchr("abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-", s[i]) == NULL)
			return (0);
	return (1);
}

/*
 * The record's name for the options a game was played with (n names and
 * values, as a record holds them): each option of fixed values that is
 * not at its default, in the game's order, as "size=8,line=win"; "" when
 * all are.  A board given as an option's text is the board's business.
 */
void
stats_variant_key(const struct game_entry *g, int n, char *const *names,
    char *const *values, char *buf, size_t len)
{
	const struct game_option	*o;
	size_t				 used = 0;
	int				 i, k;

	buf[0] = '\0';
	for (i = 0; i < g->noptions; i++) {
		o = &g->options[i];
		if (o->choices == NULL)
			continue;
		for (k = 0; k < n && strcmp(names[k], o->name) != 0; k++)
			;
		if (k == n || (o->value != NULL &&
		    strcmp(values[k], o->value) == 0) ||
		    !stats_value_ok(values[k], strlen(values[k])) ||
		    used + strlen(o->name) + strlen(values[k]) + 3 > len)
			continue;
		used += snprintf(buf + used, len - used, "%s%s=%s",
		    used > 0 ? "," : "", o->name, values[k]);
	}
}

/* Checks the options of a line's board field, as stats_variant_key makes
 * them; NULL, or what is wrong. */
static const char *
stats_parse_variant(struct stats_line *sl, const char *s)
{
	const struct game_option	*o;
	const char			*eq, *end;
	int				 i, last = -1;

	if (strlen(s) >= sizeof sl->variant)
		return (_("options that are not the game's"));
	snprintf(sl->variant, sizeof sl->variant, "%s", s);
	for (; *s != '\0'; s = *end == ',' ? end + 1 : end) {
		end = s + strcspn(s, ",");
		if ((eq = memchr(s, '=', end - s)) == NULL)
			return (_("options that are not the game's"));
		for (i = 0; i < sl->game->noptions; i++)
			if (strlen(sl->game->options[i].name) ==
			    (size_t)(eq - s) && strncmp(sl->game->options[i].name,
			    s, eq - s) == 0)
				break;
		if (i == sl->game->noptions || i <= last ||
		    (o = &sl->game->options[i])->choices == NULL ||
		    !stats_value_ok(eq + 1, end - eq - 1) ||
		    (o->value != NULL && strlen(o->value) ==
		    (size_t)(end - eq - 1) && strncmp(o->value, eq + 1,
		    end - eq - 1) == 0) || (*end == ',' && end[1] == '\0'))
			return (_("options that are not the game's"));
		last = i;
	}
	return (NULL);
}

/* Reads a count: digits alone, within STATS_COUNT_MAX. */
static int
stats_number(const char *s, unsigned long *n)
{
	size_t	 i;

	*n = 0;
	if (s == NULL || s[0] == '\0' || strlen(s) > 9)
		return (-1);
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] < '0' || s[i] > '9')
			return (-1);
		*n = *n * 10 + (s[i] - '0');
	}
	if (strlen(s) > 1 && s[0] == '0')
		return (-1);
	return (*n <= STATS_COUNT_MAX ? 0 : -1);
}

/* Whether a person's name is one a seat could have had. */
static int
stats_name_ok(const char *s)
{
	size_t	 len = strlen(s);

	if (len == 0 || len >= SEAT_NAME_MAX || s[0] == ' ' ||
	    s[len - 1] == ' ')
		return (0);
	return (utf8_clean(s, len));
}

/* Reads who a line's games were against, from its sixth field on. */
static const char *
stats_parse_opponent(struct stats_line *sl, const char *kind,
    const char *rest)
{
	unsigned long	 n;
	int		 k;

	for (k = 0; k < 3; k++)
		if (strcmp(kind, stats_opponents[k]) == 0)
			break;
	if (k == 3)
		return (_("unknown kind of opponent"));
	sl->opponent = k;
	if (k == STATS_PERSON) {
		if (rest == NULL)
			return (NULL);
		if (!stats_name_ok(rest))
			return (_("a name no player could have"));
		snprintf(sl->name, sizeof sl->name, "%s", rest);
		return (NULL);
	}
	if (stats_number(rest, &n) != 0)
		return (_("a number out of range"));
	sl->number = (int)n;
	if (k == STATS_LEVEL && (n < 1 || (int)n > sl->game->max_level))
		return (_("a level the game does not have"));
	if (k == STATS_PLAYERS && (n < 3 || (int)n > sl->game->max_seats))
		return (_("a number of players the game does not have"));
	return (NULL);
}

/* Reads one line of counts; NULL, or what is wrong with it. */
static const char *
stats_parse_line(char *line, struct stats_line *sl)
{
	const char	*why = NULL;
	char		*field[6], *variant;
	int		 i, k;

	memset(sl, 0, sizeof *sl);
	for (i = 0; i < 6; i++)
		if ((field[i] = strsep(&line, " ")) == NULL)
			return (_("too few fields"));
	if ((sl->game = game_find(field[0])) == NULL)
		return (_("unknown game"));
	if ((variant = strchr(field[1], ',')) != NULL)
		*variant++ = '\0';
	if (!stats_board_ok(field[1]))
		return (_("a board's name that is not one"));
	snprintf(sl->board, sizeof sl->board, "%s", field[1]);
	if (variant != NULL && (*variant == '\0' ||
	    (why = stats_parse_variant(sl, variant)) != NULL))
		return (why != NULL ? why :
		    _("options that are not the game's"));
	for (k = 0; k < 3; k++)
		if (stats_number(field[2 + k], &sl->count[k]) != 0)
			return (_("a count out of range"));
	if (sl->count[0] == 0 && sl->count[1] == 0 && sl->count[2] == 0)
		return (_("a line that counts no game"));
	return (stats_parse_opponent(sl, field[5], line));
}

/* Whether two lines count the same kind of game. */
static int
stats_same(const struct stats_line *a, const struct stats_line *b)
{
	return (a->game == b->game && strcmp(a->board, b->board) == 0 &&
	    strcmp(a->variant, b->variant) == 0 && a->opponent == b->opponent && a->number == b->number &&
	    strcmp(a->name, b->name) == 0);
}

/* Adds a line to a record. */
static struct stats_line *
stats_add(struct stats *st, const struct stats_line *sl)
{
	st->lines = xreallocarray(st->lines, st->n + 1, sizeof *st->lines);
	st->lines[st->n] = *sl;
	return (&st->lines[st->n++]);
}

/*
 * Reads a record's text, every field checked: the version line, then a
 * line per kind of game, "GAME BOARD WINS DRAWS LOSSES OPPONENT", each
 * kind once; BOARD may be followed by the options, as ",size=8".  0, or -1 and *cause naming the line and what is wrong.
 */
int
stats_parse(const char *text, size_t len, struct stats *st, char **cause)
{
	struct stats_line	 sl;
	const char		*why = NULL;
	char			*copy, *p, *line, head[64];
	int			 lineno = 1, i;

	st->lines = NULL;
	st->n = 0;
	if (len > STATS_SIZE_MAX) {
		xasprintf(cause, _("it is larger than a record can be"));
		return (-1);
	}
	if (len == 0) {
		xasprintf(cause, _("it is empty"));
		return (-1);
	}
	if (memchr(text, '\0', len) != NULL) {
		xasprintf(cause, _("it is not a record's text"));
		return (-1);
	}
	if (text[len - 1] != '\n') {
		xasprintf(cause, _("its last line is cut short"));
		return (-1);
	}
	copy = xstrndup(text, len);
	p = copy;
	line = strsep(&p, "\n");
	snprintf(head, sizeof head, "%s %d", STATS_MAGIC, STATS_VERSION);
	if (strcmp(line, head) != 0) {
		xasprintf(cause, _("line 1: not \"%s\""), head);
		goto fail;
	}
	while (p != NULL && *p != '\0') {
		line = strsep(&p, "\n");
		lineno++;
		if (st->n == STATS_LINES_MAX)
			why = _("too many lines");
		else if ((why = stats_parse_line(line, &sl)) == NULL)
			for (i = 0; i < st->n; i++)
				if (stats_same(&st->lines[i], &sl))
					why = _("counted twice");
		if (why != NULL) {
			xasprintf(cause, _("line %d: %s"), lineno, why);
			goto fail;
		}
		stats_add(st, &sl);
	}
	free(copy);
	return (0);

fail:
	free(copy);
	stats_free(st);
	return (-1);
}

/* Where a game stands in the game table, to list the record in its order. */
static int
stats_game_index(const struct game_entry *g)
{
	int	 i;

	for (i = 0; game_table[i] != NULL; i++)
		if (game_table[i] == g)
			return (i);
	return (i);
}

/* Orders the record: by game, the usual board first and boards of their
 * own last, then opponent. */
static int
stats_order(const void *va, const void *vb)
{
	const struct stats_line	*a = va, *b = vb;
	int			 d, ra, rb;

	if ((d = stats_game_index(a->game) - stats_game_index(b->game)) != 0)
		return (d);
	ra = strcmp(a->board, STATS_USUAL) == 0 ? 0 :
	    strcmp(a->board, STATS_OTHER) == 0 ? 2 : 1;
	rb = strcmp(b->board, STATS_USUAL) == 0 ? 0 :
	    strcmp(b->board, STATS_OTHER) == 0 ? 2 : 1;
	if (ra != rb)
		return (ra - rb);
	if ((d = strcmp(a->board, b->board)) != 0)
		return (d);
	if ((d = strcmp(a->variant, b->variant)) != 0)
		return (d);
	if (a->opponent != b->opponent)
		return ((int)a->opponent - (int)b->opponent);
	if (a->number != b->number)
		return (a->number - b->number);
	return (strcmp(a->name, b->name));
}

/* Writes a record's text, the inverse of stats_parse; sorted. */
char *
stats_format(const struct stats *st, size_t *len)
{
	const struct stats_line	*sl;
	char			*text = NULL;
	FILE			*f;
	int			 i;

	qsort(st->lines, st->n, sizeof *st->lines, stats_order);
	if ((f = open_memstream(&text, len)) == NULL)
		fatal("open_memstream");
	fprintf(f, "%s %d\n", STATS_MAGIC, STATS_VERSION);
	for (i = 0; i < st->n; i++) {
		sl = &st->lines[i];
		fprintf(f, "%s %s%s%s %lu %lu %lu %s", sl->game->name,
		    sl->board, sl->variant[0] != '\0' ? "," : "", sl->variant,
		    sl->count[0], sl->count[1], sl->count[2],
		    stats_opponents[sl->opponent]);
		if (sl->opponent != STATS_PERSON)
			fprintf(f, " %d", sl->number);
		else if (sl->name[0] != '\0')
			fprintf(f, " %s", sl->name);
		fputc('\n', f);
	}
	fclose(f);
	return (text);
}

/*
 * Sets a damaged record aside as stats.bad-DATE (or stats.bad-DATE-N),
 * never over a file already there; the name it has now in *aside.
 */
static int
stats_set_aside(const char *path, char **aside)
{
	struct stat	 sb;
	char		 stamp[32];
	time_t		 now = time(NULL);
	int		 i;

	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime(&now));
	for (i = 0; i < STATS_ASIDE_TRIES; i++) {
		if (i == 0)
			xasprintf(aside, "%s.bad-%s", path, stamp);
		else
			xasprintf(aside, "%s.bad-%s-%d", path, stamp, i);
		if (lstat(*aside, &sb) != 0 && errno == ENOENT &&
		    rename(path, *aside) == 0)
			return (0);
		free(*aside);
	}
	*aside = NULL;
	return (-1);
}

/* Reads the record's file whole: 0 and *text (NULL when there is none
 * yet), 1 and *why when it is not a file to read as a record, or -1 and
 * *cause. */
static int
stats_read_file(const char *path, char **text, size_t *len, char **why,
    char **cause)
{
	struct stat	 sb;
	ssize_t		 n;
	int		 fd;

	*text = NULL;
	*len = 0;
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW |
	    O_CLOEXEC);
	if (fd == -1 && errno == ENOENT)
		return (0);
	if (fd == -1 && errno == ELOOP) {
		*why = xstrdup(_("it is a symbolic link"));
		return (1);
	}
	if (fd == -1) {
		xasprintf(cause, _("cannot open %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		*why = xstrdup(_("it is not a file"));
		close(fd);
		return (1);
	}
	if (sb.st_size > STATS_SIZE_MAX) {
		*why = xstrdup(_("it is larger than a record can be"));
		close(fd);
		return (1);
	}
	*text = xmalloc(STATS_SIZE_MAX + 1);
	while (*len <= STATS_SIZE_MAX && (n = read(fd, *text + *len,
	    STATS_SIZE_MAX + 1 - *len)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			xasprintf(cause, _("cannot read %s: %s"), path,
			    strerror(errno));
			free(*text);
			*text = NULL;
			close(fd);
			return (-1);
		}
		*len += n;
	}
	close(fd);
	return (0);
}

/* Loads the record from path; see stats_load. */
static int
stats_load_path(const char *path, struct stats *st, char **note,
    char **cause)
{
	char	*text, *why = NULL, *aside;
	size_t	 len;
	int	 r;

	st->lines = NULL;
	st->n = 0;
	if ((r = stats_read_file(path, &text, &len, &why, cause)) < 0)
		return (-1);
	if (r == 0 && text == NULL)
		return (0);
	if (r == 0 && stats_parse(text, len, st, &why) == 0) {
		free(text);
		return (0);
	}
	free(text);
	if (why == NULL)
		why = xstrdup(_("it is not a file"));
	if (stats_set_aside(path, &aside) != 0) {
		xasprintf(cause, _("your record %s is damaged (%s) and cannot "
		    "be set aside: %s"), path, why, strerror(errno));
		free(why);
		return (-1);
	}
	xasprintf(note, _("Your record %s was damaged (%s): it is kept as "
	    "%s, and a new record begins."), path, why, aside);
	free(why);
	free(aside);
	return (0);
}

/*
 * Loads the player's record: empty when there is none yet.  A damaged
 * file is set aside, *note says so and where it is, and the record is
 * empty.  -1 and *cause when the file cannot be read (or set aside).
 */
int
stats_load(struct stats *st, char **note, char **cause)
{
	char	*path;
	int	 r;

	st->lines = NULL;
	st->n = 0;
	if ((path = stats_path(0, cause)) == NULL)
		return (-1);
	r = stats_load_path(path, st, note, cause);
	free(path);
	return (r);
}

static int	stats_count_in(const char *, const struct stats_line *,
		    enum stats_outcome, char **, char **);

/* Holds the record's lock beside it, so that two games of the player's
 * ending at once both count; -1 when it cannot (counted all the same). */
static int
stats_lock(const char *path)
{
	char	*lock;
	int	 fd;

	xasprintf(&lock, "%s.lock", path);
	fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	free(lock);
	if (fd != -1 && flock(fd, LOCK_EX) != 0) {
		close(fd);
		fd = -1;
	}
	return (fd);
}

/*
 * Counts a finished game of the kind key says (its counts aside) as an
 * outcome, and writes the record back whole.  *note as stats_load; 0, or
 * -1 and *cause, the record as it was.  Nothing when games are not kept.
 */
int
stats_count(const struct stats_line *key, enum stats_outcome outcome,
    char **note, char **cause)
{
	struct stats_line	 k = *key;
	char			*path;
	int			 lock, r;

	if (!stats_on)
		return (0);
	/* Only what the reader takes back: a name it would refuse is no
	 * name, a board's name it would refuse a board of its own. */
	if (k.opponent != STATS_PERSON || !stats_name_ok(k.name))
		k.name[0] = '\0';
	if (!stats_board_ok(k.board))
		snprintf(k.board, sizeof k.board, "%s", STATS_OTHER);
	if ((path = stats_path(1, cause)) == NULL)
		return (-1);
	lock = stats_lock(path);
	r = stats_count_in(path, &k, outcome, note, cause);
	if (lock != -1)
		close(lock);
	free(path);
	return (r);
}

/* Counts a game in the record at path; see stats_count. */
static int
stats_count_in(const char *path, const struct stats_line *key,
    enum stats_outcome outcome, char **note, char **cause)
{
	struct stats		 st;
	struct stats_line	*sl = NULL, fresh;
	char			*text;
	size_t			 len;
	int			 i, r;

	if (stats_load_path(path, &st, note, cause) != 0)
		return (-1);
	for (i = 0; i < st.n && sl == NULL; i++)
		if (stats_same(&st.lines[i], key))
			sl = &st.lines[i];
	if (sl == NULL && st.n == STATS_LINES_MAX) {
		xasprintf(cause, _("your record %s is full"), path);
		stats_free(&st);
		return (-1);
	}
	if (sl == NULL) {
		fresh = *key;
		memset(fresh.count, 0, sizeof fresh.count);
		sl = stats_add(&st, &fresh);
	}
	if (sl->count[outcome] < STATS_COUNT_MAX)
		sl->count[outcome]++;
	text = stats_format(&st, &len);
	r = paths_write_file(path, text, len, 0600, cause);
	free(text);
	stats_free(&st);
	return (r);
}

/* Frees a record's lines. */
void
stats_free(struct stats *st)
{
	free(st->lines);
	st->lines = NULL;
	st->n = 0;
}
