/* record.c: reading and writing game records. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "paths.h"
#include "record.h"
#include "sha256.h"
#include "utf8.h"
#include "xmalloc.h"

/*
 * A record looks like this; '#' starts a comment line, and the lines
 * between "events" and "end" are the game's events in its notation:
 *
 *	tabula-record 1
 *	game ataxx
 *	hub ataxx-1			(kept by a hub)
 *	allow bob,@games		(who else may join it)
 *	on-leave computer		(or pause)
 *	lobby				(its game has not started yet)
 *	board four-holes
 *	board-text x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1
 *	option NAME VALUE
 *	seat human Alice
 *	seat computer 4
 *	seed 1234
 *	dice-commit 3f2a...		(a hub's promise of its dice: 64 hex digits)
 *	dice-seed 98765			(its secret, shown once the game is over)
 *	dice-salt 0a1b...		(32 hex digits)
 *	dice-from 12			(dice before this event are unchecked)
 *	dice-chosen			(the host chose the dice's seed)
 *	think-ms 2000
 *	events
 *	d6
 *	b2
 *	end 2
 *
 * The "end" line, with the number of events, tells a whole record from one
 * cut short.
 */

/* Starts an empty record. */
void
record_init(struct record *r)
{
	memset(r, 0, sizeof *r);
}

/* Frees what a record holds and empties it. */
void
record_free(struct record *r)
{
	size_t	 i;

	free(r->game);
	free(r->hub);
	free(r->allow);
	free(r->on_leave);
	free(r->board_name);
	free(r->board);
	free(r->dice_commit);
	free(r->dice_salt);
	for (i = 0; i < (size_t)r->noptions; i++) {
		free(r->option_names[i]);
		free(r->option_values[i]);
	}
	for (i = 0; i < (size_t)r->nseats; i++)
		free(r->seats[i].name);
	for (i = 0; i < r->nevents; i++)
		free(r->events[i]);
	free(r->events);
	free(r->event_lines);
	record_init(r);
}

/* Appends an event read at the given line (0 when not read from a file). */
void
record_add_event(struct record *r, const char *event, int line)
{
	if (r->nevents == r->events_size) {
		r->events_size = r->events_size ? r->events_size * 2 : 64;
		r->events = xreallocarray(r->events, r->events_size,
		    sizeof *r->events);
		r->event_lines = xreallocarray(r->event_lines, r->events_size,
		    sizeof *r->event_lines);
	}
	r->events[r->nevents] = xstrdup(event);
	r->event_lines[r->nevents++] = line;
}

/*
 * The promise of a hub's dice: the SHA-256, in hex, of "tabula-dice SEED
 * SALT FROM", the seed in decimal, the salt in hex and the first event
 * they give (dice_from) in decimal, so that none of the three can change
 * unseen.  The salt keeps anyone from finding the seed by trying them all.
 */
void
record_dice_commit(uint64_t seed, const char *salt, size_t from, char *out,
    size_t len)
{
	char	 text[160], hex[SHA256_HEX + 1];
	int	 n;

	n = snprintf(text, sizeof text, "tabula-dice %" PRIu64 " %s %zu", seed,
	    salt, from);
	sha256_hex(text, (size_t)n, hex);
	snprintf(out, len, "%s", hex);
}

/*
 * Whether the chance event at index i is one the record can check: drawn
 * from a seed it holds (the hub's once shown, or the game's own), not a
 * hub's still secret, nor one before dice_from.
 */
int
record_dice_chosen(const struct record *r, size_t i)
{
	return ((r->dice_commit == NULL || r->has_dice_seed) &&
	    i >= r->dice_from);
}

/* Writes a record's header, up to and with its "events" line; flags may
 * be RECORD_HIDE_DICE. */
int
record_write_header(const struct record *r, FILE *f, int flags)
{
	const char	*s;
	size_t		 i, len;
	int		 dice;

	/* Only a record with a hub's dice needs a reader that knows them. */
	dice = r->dice_commit != NULL || r->has_dice_seed || r->dice_from > 0 ||
	    r->dice_chosen;
	fprintf(f, "tabula-record %d\n", dice ? RECORD_VERSION : 1);
	fprintf(f, "game %s\n", r->game);
	if (r->hub != NULL)
		fprintf(f, "hub %s\n", r->hub);
	if (r->allow != NULL)
		fprintf(f, "allow %s\n", r->allow);
	if (r->on_leave != NULL)
		fprintf(f, "on-leave %s\n", r->on_leave);
	if (r->hints)
		fprintf(f, "hints\n");
	if (r->lobby)
		fprintf(f, "lobby\n");
	if (r->counted)
		fprintf(f, "counted\n");
	if (r->board_name != NULL)
		fprintf(f, "board %s\n", r->board_name);
	for (s = r->board; s != NULL && *s != '\0'; s += len + (s[len] != 0)) {
		len = strcspn(s, "\n");
		fprintf(f, "board-text %.*s\n", (int)len, s);
	}
	for (i = 0; i < (size_t)r->noptions; i++)
		fprintf(f, "option %s %s\n", r->option_names[i],
		    r->option_values[i]);
	for (i = 0; i < (size_t)r->nseats; i++) {
		fprintf(f, "seat %s", r->seats[i].kind);
		if (strcmp(r->seats[i].kind, "computer") == 0)
			fprintf(f, " %d", r->seats[i].level);
		if (r->seats[i].name != NULL)
			fprintf(f, " %s", r->seats[i].name);
		fputc('\n', f);
	}
	fprintf(f, "seed %" PRIu64 "\n", r->seed);
	if (r->dice_commit != NULL)
		fprintf(f, "dice-commit %s\n", r->dice_commit);
	if (r->has_dice_seed && !(flags & RECORD_HIDE_DICE))
		fprintf(f, "dice-seed %" PRIu64 "\n", r->dice_seed);
	if (r->dice_salt != NULL && !(flags & RECORD_HIDE_DICE))
		fprintf(f, "dice-salt %s\n", r->dice_salt);
	if (r->dice_from > 0)
		fprintf(f, "dice-from %zu\n", r->dice_from);
	if (r->dice_chosen)
		fprintf(f, "dice-chosen\n");
	if (r->think_ms > 0)
		fprintf(f, "think-ms %" PRId64 "\n", r->think_ms);
	fprintf(f, "events\n");
	return (ferror(f) ? -1 : 0);
}

/* Writes a record; -1 if the stream failed. */
int
record_write(const struct record *r, FILE *f)
{
	size_t	 i;

	record_write_header(r, f, 0);
	for (i = 0; i < r->nevents; i++)
		fprintf(f, "%s\n", r->events[i]);
	fprintf(f, "end %zu\n", r->nevents);
	return (ferror(f) ? -1 : 0);
}

/*
 * Saves a record by writing a new file beside the old one and renaming it
 * over, so that a failure at any point leaves the old file whole.
 */
int
record_save(const struct record *r, const char *path, char **cause)
{
	return (record_save_journal(r, path, 1, cause));
}

/*
 * Saves a record, or a journal of a game still going on, without its
 * "end" line (complete is 0), as record_save does.
 */
int
record_save_journal(const struct record *r, const char *path, int complete,
    char **cause)
{
	char	*text = NULL;
	size_t	 size = 0, i;
	FILE	*f;
	int	 error;

	if ((f = open_memstream(&text, &size)) == NULL)
		fatal("open_memstream");
	record_write_header(r, f, 0);
	for (i = 0; i < r->nevents; i++)
		fprintf(f, "%s\n", r->events[i]);
	if (complete)
		fprintf(f, "end %zu\n", r->nevents);
	fclose(f);
	error = paths_write_file(path, text, size, 0600, cause);
	free(text);
	return (error);
}

/* Formats an error naming the file and line. */
static int
record_error(char **cause, const char *name, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
record_error(char **cause, const char *name, int line, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	xasprintf(cause, "%s:%d: %s", name, line, msg);
	free(msg);
	return (-1);
}

/*
 * Whether a record has as many seats as its game takes; -1 and *cause,
 * naming the line where a seat is missing or one too many, if not.
 */
int
record_seats_fit(const struct record *r, const struct game_entry *g,
    const char *name, char **cause)
{
	int	 line;

	if (r->nseats >= g->min_seats && r->nseats <= g->max_seats)
		return (0);
	line = r->nseats > g->max_seats ? r->seats[g->max_seats].line :
	    r->events_line;
	if (g->min_seats == g->max_seats)
		return (record_error(cause, name, line, ngettext("%s is for %d "
		    "players, and the record has %d seat line", "%s is for %d "
		    "players, and the record has %d seat lines", r->nseats),
		    _(g->title), g->min_seats, r->nseats));
	return (record_error(cause, name, line, ngettext("%s is for %d to %d "
	    "players, and the record has %d seat line", "%s is for %d to %d "
	    "players, and the record has %d seat lines", r->nseats),
	    _(g->title), g->min_seats, g->max_seats, r->nseats));
}

/* Reads a whole number; -1 if the text is not one. */
static int
record_number(const char *s, uint64_t max, uint64_t *out)
{
	uint64_t	 n = 0;

	if (*s == '\0')
		return (-1);
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9' || n > (max - (*s - '0')) / 10)
			return (-1);
		n = n * 10 + (*s - '0');
	}
	*out = n;
	return (0);
}

/* Reads a "seat KIND [LEVEL] [NAME]" line. */
static int
record_seat(struct record *r, char *arg, const char *name, int line,
    char **cause)
{
	struct record_seat	*s;
	char			*rest;
	uint64_t		 level;

	if (r->nseats == GAME_SEATS_MAX)
		return (record_error(cause, name, line,
		    _("more than %d seats"), GAME_SEATS_MAX));
	s = &r->seats[r->nseats];
	if ((rest = strchr(arg, ' ')) != NULL)
		*rest++ = '\0';
	if (strcmp(arg, "human") != 0 && strcmp(arg, "computer") != 0 &&
	    strcmp(arg, "remote") != 0)
		return (record_error(cause, name, line,
		    _("unknown kind of seat \"%s\""), arg));
	snprintf(s->kind, sizeof s->kind, "%s", arg);
	if (strcmp(arg, "computer") == 0) {
		if (rest == NULL)
			return (record_error(cause, name, line,
			    _("a computer seat needs a level")));
		arg = rest;
		if ((rest = strchr(arg, ' ')) != NULL)
			*rest++ = '\0';
		if (record_number(arg, 99, &level) != 0 || level < 1)
			return (record_error(cause, name, line,
			    _("bad computer level \"%s\""), arg));
		s->level = (int)level;
	}
	if (rest != NULL && *rest != '\0')
		s->name = xstrdup(rest);
	s->line = line;
	r->nseats++;
	return (0);
}

/* Whether a text is len lower-case hex digits. */
static int
record_hex(const char *s, size_t len)
{
	return (strlen(s) == len && strspn(s, "0123456789abcdef") == len);
}

/* Reads a line of a hub's dice: dice-commit, -seed, -salt or -from. */
static int
record_dice(struct record *r, const char *what, const char *arg,
    const char *name, int n, char **cause)
{
	uint64_t	 u;

	if (strcmp(what, "commit") == 0 && record_hex(arg, SHA256_HEX) &&
	    r->dice_commit == NULL) {
		r->dice_commit = xstrdup(arg);
		r->dice_line = n;
	} else if (strcmp(what, "seed") == 0 && !r->has_dice_seed &&
	    record_number(arg, UINT64_MAX, &r->dice_seed) == 0)
		r->has_dice_seed = 1;
	else if (strcmp(what, "salt") == 0 && r->dice_salt == NULL &&
	    record_hex(arg, RECORD_SALT_HEX))
		r->dice_salt = xstrdup(arg);
	else if (strcmp(what, "from") == 0 && r->dice_from == 0 &&
	    record_number(arg, 1000000000, &u) == 0)
		r->dice_from = (size_t)u;
	else
		return (record_error(cause, name, n,
		    _("bad or second \"dice-%s\" line"), what));
	return (0);
}

/*
 * Checks a hub's dice as the header has them: a salt goes with a seed and
 * the promise made of both, which it must be.
 */
static int
record_dice_check(const struct record *r, const char *name, int n,
    char **cause)
{
	char	 commit[SHA256_HEX + 1];

	if (r->dice_salt == NULL)
		return (0);
	if (r->dice_commit == NULL || !r->has_dice_seed)
		return (record_error(cause, name, n, _("the dice's salt "
		    "needs their seed and their promise (dice-seed and "
		    "dice-commit)")));
	record_dice_commit(r->dice_seed, r->dice_salt, r->dice_from, commit,
	    sizeof commit);
	if (strcmp(commit, r->dice_commit) != 0)
		return (record_error(cause, name, r->dice_line, _("the dice's "
		    "seed and salt are not the ones promised: the hub that "
		    "kept this game changed its dice")));
	return (0);
}

/* Reads one header line; 1 at "events", 0 for more header, -1 on error. */
static int
record_header(struct record *r, char *line, const char *name, int n,
    char **cause)
{
	char		*arg, *value, *old;
	uint64_t	 u;

	if ((arg = strchr(line, ' ')) != NULL)
		*arg++ = '\0';
	if (strcmp(line, "events") == 0 && arg == NULL)
		return (1);
	if (strcmp(line, "lobby") == 0 && arg == NULL) {
		r->lobby = 1;
		return (0);
	}
	if (strcmp(line, "hints") == 0 && arg == NULL) {
		r->hints = 1;
		return (0);
	}
	if (strcmp(line, "counted") == 0 && arg == NULL) {
		r->counted = 1;
		return (0);
	}
	if (strcmp(line, "dice-chosen") == 0 && arg == NULL) {
		r->dice_chosen = 1;
		return (0);
	}
	if (arg == NULL || *arg == '\0')
		return (record_error(cause, name, n,
		    _("\"%s\" needs a value"), line));
	if (strcmp(line, "game") == 0) {
		if (r->game != NULL)
			return (record_error(cause, name, n,
			    _("a second \"game\" line")));
		r->game = xstrdup(arg);
		r->game_line = n;
	} else if (strcmp(line, "hub") == 0) {
		free(r->hub);
		r->hub = xstrdup(arg);
		r->hub_line = n;
	} else if (strcmp(line, "allow") == 0) {
		free(r->allow);
		r->allow = xstrdup(arg);
		r->allow_line = n;
	} else if (strcmp(line, "on-leave") == 0) {
		if (strcmp(arg, "pause") != 0 && strcmp(arg, "computer") != 0)
			return (record_error(cause, name, n,
			    _("\"on-leave\" is pause or computer, not \"%s\""),
			    arg));
		free(r->on_leave);
		r->on_leave = xstrdup(arg);
	} else if (strcmp(line, "board") == 0) {
		free(r->board_name);
		r->board_name = xstrdup(arg);
	} else if (strcmp(line, "board-text") == 0) {
		if (r->board == NULL) {
			r->board = xstrdup(arg);
			r->board_line = n;
		} else {
			old = r->board;
			xasprintf(&r->board, "%s\n%s", old, arg);
			free(old);
		}
		if (strlen(r->board) >= GAME_TEXT_MAX)
			return (record_error(cause, name, n,
			    _("the board text is too long")));
	} else if (strcmp(line, "option") == 0) {
		if ((value = strchr(arg, ' ')) == NULL)
			return (record_error(cause, name, n,
			    _("\"option\" needs a name and a value")));
		*value++ = '\0';
		if (r->noptions == GAME_OPTIONS_MAX)
			return (record_error(cause, name, n,
			    _("too many options")));
		r->option_names[r->noptions] = xstrdup(arg);
		r->option_values[r->noptions++] = xstrdup(value);
	} else if (strcmp(line, "seat") == 0)
		return (record_seat(r, arg, name, n, cause));
	else if (strcmp(line, "seed") == 0) {
		if (record_number(arg, UINT64_MAX, &r->seed) != 0)
			return (record_error(cause, name, n,
			    _("bad seed \"%s\""), arg));
	} else if (strncmp(line, "dice-", 5) == 0)
		return (record_dice(r, line + 5, arg, name, n, cause));
	else if (strcmp(line, "think-ms") == 0) {
		if (record_number(arg, 86400000, &u) != 0)
			return (record_error(cause, name, n,
			    _("bad thinking time \"%s\""), arg));
		r->think_ms = (int64_t)u;
	} else
		return (record_error(cause, name, n,
		    _("unknown line \"%s\""), line));
	return (0);
}

/* What record_read expects next: the first line, header, events or end. */
enum record_state {
	RECORD_MAGIC,
	RECORD_HEADER,
	RECORD_EVENTS,
	RECORD_END
};

/*
 * Checks line n, got bytes as read, and cuts off its newline (and a
 * carriage return before it), leaving its length in *len.  Returns 0, 1
 * if it is a journal's last event that was never sent, to drop, or -1 on
 * error.
 */
static int
record_read_line(char *line, ssize_t got, size_t *len,
    enum record_state state, int flags, const char *name, int n,
    char **cause)
{
	size_t	 l = got;

	if (l > RECORD_LINE_MAX)
		return (record_error(cause, name, n,
		    _("the line is too long")));
	if (line[l - 1] != '\n') {
		if ((flags & RECORD_JOURNAL) && state == RECORD_EVENTS)
			return (1);
		return (record_error(cause, name, n, _("the file ends in the "
		    "middle of this line (cut short?)")));
	}
	line[--l] = '\0';
	if (l > 0 && line[l - 1] == '\r')
		line[--l] = '\0';
	*len = l;
	if (memchr(line, '\0', l) != NULL || !utf8_clean(line, l))
		return (record_error(cause, name, n, _("the line holds control "
		    "characters, or is not UTF-8")));
	return (0);
}

/* Reads the first line, the format's name and version; -1 on error. */
static int
record_read_magic(const char *line, const char *name, int n, char **cause)
{
	uint64_t	 version;

	if (strncmp(line, "tabula-record ", 14) != 0 ||
	    record_number(line + 14, 1000, &version) != 0)
		return (record_error(cause, name, n,
		    _("not a Tabula game record")));
	if (version > RECORD_VERSION)
		return (record_error(cause, name, n, _("the record is of "
		    "version %d, newer than this Tabula reads"),
		    (int)version));
	return (0);
}

/*
 * Reads line n of the header; returns what comes next (the events after
 * the "events" line, once the header is checked), or -1 on error.
 */
static int
record_read_header(struct record *r, char *line, const char *name, int n,
    char **cause)
{
	int	 done;

	if ((done = record_header(r, line, name, n, cause)) < 0)
		return (-1);
	if (!done)
		return (RECORD_HEADER);
	if (r->game == NULL)
		return (record_error(cause, name, n,
		    _("the header names no game")));
	if (record_dice_check(r, name, n, cause) != 0)
		return (-1);
	r->events_line = n;
	return (RECORD_EVENTS);
}

/*
 * Reads line n, of len bytes, of the events: an event or the "end" line
 * that counts them.  Returns what comes next, or -1 on error.
 */
static int
record_read_event(struct record *r, char *line, size_t len,
    const char *name, int n, char **cause)
{
	uint64_t	 count;

	if (strncmp(line, "end ", 4) == 0) {
		if (record_number(line + 4, SIZE_MAX, &count) != 0 ||
		    count != r->nevents)
			return (record_error(cause, name, n, _("the record "
			    "says %s events, but %zu were read"), line + 4,
			    r->nevents));
		return (RECORD_END);
	}
	if (len == 0 || len >= GAME_EVENT_MAX)
		return (record_error(cause, name, n,
		    _("an empty or overlong event")));
	record_add_event(r, line, n);
	return (RECORD_EVENTS);
}

/*
 * Reads line n, of len bytes, in the given state; returns the next state,
 * or -1 on error.
 */
static int
record_read_state(struct record *r, char *line, size_t len,
    enum record_state state, const char *name, int n, char **cause)
{
	switch (state) {
	case RECORD_MAGIC:
		if (record_read_magic(line, name, n, cause) != 0)
			return (-1);
		return (RECORD_HEADER);
	case RECORD_HEADER:
		return (record_read_header(r, line, name, n, cause));
	case RECORD_EVENTS:
		return (record_read_event(r, line, len, name, n, cause));
	case RECORD_END:
		if (len != 0)
			return (record_error(cause, name, n,
			    _("text after the \"end\" line")));
		break;
	}
	return (state);
}

/*
 * Reads a record from a stream; name is what errors call it; flags may be
 * RECORD_JOURNAL.  On error the record is emptied and *cause names the
 * line.
 */
int
record_read(struct record *r, FILE *f, const char *name, int flags,
    char **cause)
{
	char		*line = NULL;
	size_t		 size = 0, len = 0;
	ssize_t		 got;
	int		 n = 0, state = RECORD_MAGIC, cut;

	record_init(r);
	while ((got = getline(&line, &size, f)) != -1) {
		n++;
		if ((cut = record_read_line(line, got, &len, state, flags,
		    name, n, cause)) < 0)
			goto fail;
		if (cut)
			break;
		if (line[0] == '#' || (len == 0 && state != RECORD_EVENTS))
			continue;
		if ((state = record_read_state(r, line, len, state, name, n,
		    cause)) < 0)
			goto fail;
	}
	if (ferror(f)) {
		xasprintf(cause, _("cannot read %s: %s"), name,
		    strerror(errno));
		goto fail;
	}
	if (state != RECORD_END &&
	    !((flags & RECORD_JOURNAL) && state == RECORD_EVENTS)) {
		record_error(cause, name, n + 1, state == RECORD_MAGIC ?
		    _("the file is empty") : _("the record has no \"end\" "
		    "line (cut short?)"));
		goto fail;
	}
	free(line);
	return (0);

fail:
	free(line);
	record_free(r);
	return (-1);
}

/* Reads a record from a file. */
int
record_load(struct record *r, const char *path, int flags, char **cause)
{
	FILE	*f;
	int	 error;

	record_init(r);
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, _("cannot open %s: %s"), path,
		    strerror(errno));
		return (-1);
	}
	error = record_read(r, f, path, flags, cause);
	fclose(f);
	return (error);
}
