/*
 * proto.c: writing and parsing the hub's messages.  A line is a verb and
 * arguments separated by single spaces; numbers are plain decimals; free
 * text runs to the end of the line.  Anything else is refused.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "net/proto.h"
#include "utf8.h"
#include "xmalloc.h"

#define PROTO_NUMBER_MAX	1000000
#define PROTO_ALNUM(c)	(((c) >= 'a' && (c) <= 'z') || \
			 ((c) >= 'A' && (c) <= 'Z') || ((c) >= '0' && (c) <= '9'))

static const char *const proto_states[PROTO_STATES] = {
	"waiting", "here", "away", "computer"
};

static const char *const proto_phases[PROTO_PHASES] = {
	"lobby", "playing", "over"
};

static const char *const proto_hellos[] = { "play", "watch", "about" };

/* The protocol's word for a seat's state. */
const char *
proto_state_name(enum proto_state s)
{
	return (s < PROTO_STATES ? proto_states[s] : "?");
}

/* A short word for a parse error, as sent in a bye message. */
const char *
proto_error_name(int e)
{
	switch (e) {
	case PROTO_E_LONG:
		return ("line-too-long");
	case PROTO_E_CONTROL:
		return ("control-character");
	case PROTO_E_VERB:
		return ("unknown-message");
	case PROTO_E_ARGS:
		return ("bad-arguments");
	}
	return ("ok");
}

/* Splits off the next space-separated word; NULL when there is none. */
static char *
proto_word(char **s)
{
	char	*w = *s, *sp;

	if (w == NULL || *w == '\0')
		return (NULL);
	if ((sp = strchr(w, ' ')) != NULL) {
		*sp = '\0';
		*s = sp + 1;
	} else
		*s = NULL;
	return (w);
}

/* Reads a number from 0 to PROTO_NUMBER_MAX, or -1 where minus is allowed
 * and written "-1"; returns -2 if the word is not one. */
static int
proto_number(const char *w, int allow_minus)
{
	int	 n = 0;

	if (w == NULL || *w == '\0')
		return (-2);
	if (allow_minus && strcmp(w, "-1") == 0)
		return (-1);
	if (w[0] == '0' && w[1] != '\0')
		return (-2);
	for (; *w != '\0'; w++) {
		if (*w < '0' || *w > '9' || n > PROTO_NUMBER_MAX / 10)
			return (-2);
		n = n * 10 + (*w - '0');
	}
	return (n > PROTO_NUMBER_MAX ? -2 : n);
}

/* Reads a seed, a number of up to 64 bits written plainly; -1 if the word
 * is not one. */
static int
proto_seed(const char *w, uint64_t *out)
{
	uint64_t	 n = 0;

	if (w == NULL || *w == '\0' || (w[0] == '0' && w[1] != '\0'))
		return (-1);
	for (; *w != '\0'; w++) {
		if (*w < '0' || *w > '9' || n > (UINT64_MAX - (*w - '0')) / 10)
			return (-1);
		n = n * 10 + (*w - '0');
	}
	*out = n;
	return (0);
}

/*
 * Whether a word is a name, of a game or of a hub: 1 to PROTO_NAME_MAX
 * ASCII letters, digits, '-', '_' and '.', beginning with a letter or a
 * digit.  A hub's name is a file's name in Tabula's directories and a word
 * on the command line, so nothing else is one: no '/', no space, no
 * leading '.' or '-'.
 */
int
proto_name(const char *w)
{
	size_t	 n;

	if (w == NULL || !PROTO_ALNUM(*w))
		return (0);
	for (n = 0; w[n] != '\0'; n++)
		if (n == PROTO_NAME_MAX || !(PROTO_ALNUM(w[n]) ||
		    w[n] == '-' || w[n] == '_' || w[n] == '.'))
			return (0);
	return (1);
}

static const struct {
	const char	*verb;
	enum proto_type	 type;
} proto_verbs[] = {
	{ "hello", PROTO_HELLO }, { "move", PROTO_MOVE },
	{ "start", PROTO_START }, { "computer", PROTO_COMPUTER },
	{ "leave", PROTO_LEAVE }, { "end", PROTO_END },
	{ "welcome", PROTO_WELCOME }, { "refused", PROTO_REFUSED },
	{ "you", PROTO_YOU }, { "record", PROTO_RECORD },
	{ "record-end", PROTO_RECORD_END }, { "seat", PROTO_SEAT },
	{ "started", PROTO_STARTED }, { "event", PROTO_EVENT },
	{ "denied", PROTO_DENIED }, { "paused", PROTO_PAUSED },
	{ "resumed", PROTO_RESUMED }, { "ended", PROTO_ENDED },
	{ "bye", PROTO_BYE }, { "about", PROTO_ABOUT },
	{ "dice", PROTO_DICE },
};

/*
 * The index of word w in a table of n words, or -1 if it is none of them
 * (or NULL).
 */
static int
proto_lookup(const char *w, const char *const *table, int n)
{
	int	 k;

	if (w == NULL)
		return (-1);
	for (k = 0; k < n; k++)
		if (strcmp(w, table[k]) == 0)
			return (k);
	return (-1);
}

/* Parses the arguments s of a hello: version, what for and a seat. */
static int
proto_parse_hello(char *s, struct proto_msg *m)
{
	int	 k;

	if ((m->version = proto_number(proto_word(&s), 0)) < 0)
		return (PROTO_E_ARGS);
	if ((k = proto_lookup(proto_word(&s), proto_hellos,
	    sizeof proto_hellos / sizeof proto_hellos[0])) < 0)
		return (PROTO_E_ARGS);
	m->flag = k;
	/* Only a player asks for a seat. */
	if (s != NULL && (k != PROTO_HELLO_PLAY ||
	    (m->seat = proto_number(proto_word(&s), 0)) < 0))
		return (PROTO_E_ARGS);
	return (s == NULL ? PROTO_OK : PROTO_E_ARGS);
}

/*
 * Parses the arguments s of a message that is free text: only a record's
 * may be empty.
 */
static int
proto_parse_text(char *s, struct proto_msg *m)
{
	if (s == NULL || *s == '\0') {
		if (m->type != PROTO_RECORD)
			return (PROTO_E_ARGS);
		m->text = "";
		return (PROTO_OK);
	}
	m->text = s;
	return (PROTO_OK);
}

/* Parses the arguments s of a you: the seat (or watch), host or guest. */
static int
proto_parse_you(char *s, struct proto_msg *m)
{
	char	*w;

	if ((w = proto_word(&s)) == NULL)
		return (PROTO_E_ARGS);
	if (strcmp(w, "watch") == 0)
		m->seat = -1;
	else if ((m->seat = proto_number(w, 0)) < 0)
		return (PROTO_E_ARGS);
	if ((w = proto_word(&s)) == NULL || s != NULL)
		return (PROTO_E_ARGS);
	if (strcmp(w, "host") == 0)
		m->flag = 1;
	else if (strcmp(w, "guest") != 0)
		return (PROTO_E_ARGS);
	return (PROTO_OK);
}

/*
 * Parses the arguments s of a seat: its number, human or computer:level,
 * its state and the player's name, which may be empty.
 */
static int
proto_parse_seat(char *s, struct proto_msg *m)
{
	char	*w;
	int	 k;

	if ((m->seat = proto_number(proto_word(&s), 0)) < 0 ||
	    (w = proto_word(&s)) == NULL)
		return (PROTO_E_ARGS);
	if (strncmp(w, "computer:", 9) == 0) {
		m->flag = 1;
		if ((m->number = proto_number(w + 9, 0)) < 1)
			return (PROTO_E_ARGS);
	} else if (strcmp(w, "human") != 0)
		return (PROTO_E_ARGS);
	if ((k = proto_lookup(proto_word(&s), proto_states,
	    PROTO_STATES)) < 0)
		return (PROTO_E_ARGS);
	m->state = k;
	m->text = s != NULL ? s : "";
	return (PROTO_OK);
}

/*
 * Parses the arguments s of an event or a denied: a number and text that
 * cannot be empty.
 */
static int
proto_parse_numbered(char *s, struct proto_msg *m)
{
	if ((m->number = proto_number(proto_word(&s), 0)) < 0 ||
	    s == NULL || *s == '\0')
		return (PROTO_E_ARGS);
	m->text = s;
	return (PROTO_OK);
}

/* Parses the arguments s of a paused: the seat waited for, or journal. */
static int
proto_parse_paused(char *s, struct proto_msg *m)
{
	char	*w;

	if ((w = proto_word(&s)) == NULL || s != NULL)
		return (PROTO_E_ARGS);
	if (strcmp(w, "journal") == 0) {
		m->seat = -1;
		m->flag = 1;
	} else if ((m->seat = proto_number(w, 0)) < 0)
		return (PROTO_E_ARGS);
	return (PROTO_OK);
}

/*
 * Parses the arguments s of an about: the phase and the numbers of seats,
 * open seats, watchers and the asker's own seats.
 */
static int
proto_parse_about(char *s, struct proto_msg *m)
{
	int	 k;

	if ((k = proto_lookup(proto_word(&s), proto_phases,
	    PROTO_PHASES)) < 0)
		return (PROTO_E_ARGS);
	m->about.phase = k;
	if ((m->about.seats = proto_number(proto_word(&s), 0)) < 0 ||
	    (m->about.open = proto_number(proto_word(&s), 0)) < 0 ||
	    (m->about.watching = proto_number(proto_word(&s), 0)) < 0 ||
	    (m->about.mine = proto_number(proto_word(&s), 0)) < 0 ||
	    s != NULL)
		return (PROTO_E_ARGS);
	return (PROTO_OK);
}

/* Parses the arguments s of a dice: the seed and the salt, in hex. */
static int
proto_parse_dice(char *s, struct proto_msg *m)
{
	char	*w;

	if (proto_seed(proto_word(&s), &m->seed) != 0 ||
	    (w = proto_word(&s)) == NULL || s != NULL ||
	    strlen(w) != PROTO_SALT_HEX ||
	    strspn(w, "0123456789abcdef") != PROTO_SALT_HEX)
		return (PROTO_E_ARGS);
	m->word = w;
	return (PROTO_OK);
}

/*
 * Parses a line of len bytes, without its newline, in place; the buffer
 * must have room for a NUL after it.  Returns PROTO_OK and fills *m, or
 * the reason it is refused.  The verb says the type; a helper of each
 * type reads the arguments that follow it.
 */
int
proto_parse(char *line, size_t len, struct proto_msg *m)
{
	char	*s = line, *verb;
	size_t	 i;

	memset(m, 0, sizeof *m);
	m->seat = -1;
	if (len >= PROTO_LINE_MAX)
		return (PROTO_E_LONG);
	if (memchr(line, '\0', len) != NULL ||
	    !utf8_clean(line, len))
		return (PROTO_E_CONTROL);
	line[len] = '\0';
	if ((verb = proto_word(&s)) == NULL)
		return (PROTO_E_VERB);
	for (i = 0; i < sizeof proto_verbs / sizeof proto_verbs[0]; i++)
		if (strcmp(verb, proto_verbs[i].verb) == 0)
			break;
	if (i == sizeof proto_verbs / sizeof proto_verbs[0])
		return (PROTO_E_VERB);
	m->type = proto_verbs[i].type;

	switch (m->type) {
	case PROTO_HELLO:
		return (proto_parse_hello(s, m));
	case PROTO_MOVE: case PROTO_REFUSED: case PROTO_RECORD:
	case PROTO_ENDED: case PROTO_BYE:
		return (proto_parse_text(s, m));
	case PROTO_START: case PROTO_LEAVE: case PROTO_END:
	case PROTO_RECORD_END: case PROTO_STARTED: case PROTO_RESUMED:
		return (s == NULL ? PROTO_OK : PROTO_E_ARGS);
	case PROTO_COMPUTER:
		if ((m->seat = proto_number(proto_word(&s), 0)) < 0 ||
		    (m->number = proto_number(proto_word(&s), 0)) < 0 ||
		    s != NULL)
			return (PROTO_E_ARGS);
		return (PROTO_OK);
	case PROTO_WELCOME:
		if ((m->version = proto_number(proto_word(&s), 0)) < 0 ||
		    !proto_name(m->word = proto_word(&s)) ||
		    !proto_name(m->text = proto_word(&s)) || s != NULL)
			return (PROTO_E_ARGS);
		return (PROTO_OK);
	case PROTO_YOU:
		return (proto_parse_you(s, m));
	case PROTO_SEAT:
		return (proto_parse_seat(s, m));
	case PROTO_EVENT: case PROTO_DENIED:
		return (proto_parse_numbered(s, m));
	case PROTO_PAUSED:
		return (proto_parse_paused(s, m));
	case PROTO_ABOUT:
		return (proto_parse_about(s, m));
	case PROTO_DICE:
		return (proto_parse_dice(s, m));
	case PROTO_TYPES:
		break;
	}
	return (PROTO_E_VERB);
}

/* The verb of a type of message. */
static const char *
proto_verb(enum proto_type type)
{
	size_t	 i;

	for (i = 0; i < sizeof proto_verbs / sizeof proto_verbs[0]; i++)
		if (proto_verbs[i].type == type)
			return (proto_verbs[i].verb);
	fatalx("no verb for message type %d", (int)type);
}

/*
 * Writes a message as its line, without the newline, in memory that the
 * caller frees; proto_parse reads the line back as the same message.  A
 * seat of -1 is left out of hello and written "watch" in you.
 */
char *
proto_format(const struct proto_msg *m)
{
	const char	*verb = proto_verb(m->type), *text;
	char		*line;

	text = m->text != NULL ? m->text : "";
	switch (m->type) {
	case PROTO_HELLO:
		if (m->seat >= 0 && m->flag == PROTO_HELLO_PLAY)
			xasprintf(&line, "%s %d %s %d", verb, m->version,
			    proto_hellos[m->flag], m->seat);
		else
			xasprintf(&line, "%s %d %s", verb, m->version,
			    proto_hellos[m->flag]);
		break;
	case PROTO_ABOUT:
		xasprintf(&line, "%s %s %d %d %d %d", verb,
		    proto_phases[m->about.phase], m->about.seats,
		    m->about.open, m->about.watching, m->about.mine);
		break;
	case PROTO_MOVE: case PROTO_REFUSED: case PROTO_RECORD:
	case PROTO_ENDED: case PROTO_BYE:
		xasprintf(&line, "%s%s%s", verb, *text != '\0' ? " " : "",
		    text);
		break;
	case PROTO_COMPUTER:
		xasprintf(&line, "%s %d %d", verb, m->seat, m->number);
		break;
	case PROTO_WELCOME:
		xasprintf(&line, "%s %d %s %s", verb, m->version, m->word,
		    text);
		break;
	case PROTO_YOU:
		if (m->seat >= 0)
			xasprintf(&line, "%s %d %s", verb, m->seat,
			    m->flag ? "host" : "guest");
		else
			xasprintf(&line, "%s watch %s", verb,
			    m->flag ? "host" : "guest");
		break;
	case PROTO_SEAT:
		if (m->flag)
			xasprintf(&line, "%s %d computer:%d %s%s%s", verb,
			    m->seat, m->number, proto_state_name(m->state),
			    *text != '\0' ? " " : "", text);
		else
			xasprintf(&line, "%s %d human %s%s%s", verb, m->seat,
			    proto_state_name(m->state), *text != '\0' ? " " : "",
			    text);
		break;
	case PROTO_EVENT: case PROTO_DENIED:
		xasprintf(&line, "%s %d %s", verb, m->number, text);
		break;
	case PROTO_DICE:
		xasprintf(&line, "%s %" PRIu64 " %s", verb, m->seed,
		    m->word != NULL ? m->word : "");
		break;
	case PROTO_PAUSED:
		if (m->flag)
			xasprintf(&line, "%s journal", verb);
		else
			xasprintf(&line, "%s %d", verb, m->seat);
		break;
	default:
		line = xstrdup(verb);
		break;
	}
	return (line);
}
