/*
 * proto.h: the hub's wire protocol: one message per line of text, parsed
 * strictly.  doc/protocol.md describes every message.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_NET_PROTO_H
#define TABULA_NET_PROTO_H

#include <stddef.h>
#include <stdint.h>

/* Bump on any change a peer of the old version would misread. */
#define PROTO_VERSION		4

/* The longest name of a game or a hub. */
#define PROTO_NAME_MAX		64

/* The longest message, its newline included. */
#define PROTO_LINE_MAX		8192

/* The dice's salt, in hex digits. */
#define PROTO_SALT_HEX		32

enum proto_type {
	/* Seat to hub. */
	PROTO_HELLO,		/* hello VERSION play|watch|about [SEAT] */
	PROTO_MOVE,		/* move TEXT */
	PROTO_START,		/* start */
	PROTO_COMPUTER,		/* computer SEAT LEVEL */
	PROTO_LEAVE,		/* leave */
	PROTO_END,		/* end */

	/* Hub to seat. */
	PROTO_WELCOME,		/* welcome VERSION GAME HUB */
	PROTO_REFUSED,		/* refused TEXT */
	PROTO_YOU,		/* you SEAT|watch host|guest */
	PROTO_RECORD,		/* record LINE */
	PROTO_RECORD_END,	/* record-end */
	PROTO_SEAT,		/* seat N human|computer:LEVEL STATE [NAME] */
	PROTO_STARTED,		/* started */
	PROTO_EVENT,		/* event N TEXT */
	PROTO_DENIED,		/* denied CODE TEXT */
	PROTO_PAUSED,		/* paused SEAT|journal */
	PROTO_RESUMED,		/* resumed */
	PROTO_ENDED,		/* ended TEXT */
	PROTO_BYE,		/* bye TEXT */
	PROTO_ABOUT,		/* about PHASE SEATS OPEN WATCHING MINE */
	PROTO_DICE,		/* dice SEED SALT */
	PROTO_TYPES
};

/* What a hello asks for (its flag). */
#define PROTO_HELLO_PLAY	0
#define PROTO_HELLO_WATCH	1
#define PROTO_HELLO_ABOUT	2	/* how the game stands, for a list */

/* How far a game is, in an about message. */
enum proto_phase {
	PROTO_PHASE_LOBBY,	/* waiting for its players */
	PROTO_PHASE_PLAYING,
	PROTO_PHASE_OVER,
	PROTO_PHASES
};

/* How a hub's game stands, for a list of the games one may join. */
struct proto_about {
	enum proto_phase phase;
	int		 seats;		/* seats in all */
	int		 open;		/* seats a newcomer could take */
	int		 watching;	/* spectators */
	int		 mine;		/* seats the asker left, to come back to */
};

/* A seat's state, as the lobby and the game show it. */
enum proto_state {
	PROTO_STATE_WAITING,	/* nobody has taken it yet */
	PROTO_STATE_HERE,	/* its player is connected */
	PROTO_STATE_AWAY,	/* its player went away */
	PROTO_STATE_COMPUTER,	/* the hub plays it */
	PROTO_STATES
};

/* A parsed message; text points into the parsed line. */
struct proto_msg {
	enum proto_type	 type;
	int		 version;
	int		 seat;		/* -1: watching */
	int		 number;	/* a level, an event's index, a code */
	int		 flag;		/* PROTO_HELLO_*, host, human/computer */
	enum proto_state state;
	const char	*word;		/* a game or hub name, or a salt */
	uint64_t	 seed;		/* the dice's seed */
	const char	*text;		/* free text to the end of the line */
	struct proto_about about;
};

/* Why a line was refused. */
enum proto_error {
	PROTO_OK,
	PROTO_E_LONG,		/* longer than PROTO_LINE_MAX */
	PROTO_E_CONTROL,	/* a control character or a bad byte */
	PROTO_E_VERB,		/* an unknown message */
	PROTO_E_ARGS		/* missing, extra or malformed arguments */
};

int		 proto_parse(char *, size_t, struct proto_msg *);
char		*proto_format(const struct proto_msg *);
const char	*proto_state_name(enum proto_state);
const char	*proto_error_name(int);
int		 proto_name(const char *);

#endif
