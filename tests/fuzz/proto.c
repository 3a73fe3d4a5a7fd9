/*
 * proto.c: a libFuzzer harness for the hub's protocol parser.  Each input
 * is cut into lines as the hub cuts them, and every line is parsed; a
 * line that parses is written again by proto_format, which must read back
 * as the same message.
 * Build it with ./configure CC=clang --enable-fuzz, then run
 * tests/fuzz/proto tests/fuzz/corpus.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/proto.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Writes a parsed message and reads it back: it must be the same. */
static void
round_trip(const struct proto_msg *msg)
{
	static char		 again[PROTO_LINE_MAX + 16];
	struct proto_msg	 back;
	char			*line = proto_format(msg);
	size_t			 len = strlen(line);

	if (len >= sizeof again)
		abort();
	memcpy(again, line, len + 1);
	free(line);
	if (proto_parse(again, len, &back) != PROTO_OK ||
	    back.type != msg->type || back.version != msg->version ||
	    back.seat != msg->seat || back.number != msg->number ||
	    back.flag != msg->flag || back.state != msg->state ||
	    back.seed != msg->seed ||
	    memcmp(&back.about, &msg->about, sizeof back.about) != 0 ||
	    strcmp(back.text != NULL ? back.text : "",
	    msg->text != NULL ? msg->text : "") != 0 ||
	    strcmp(back.word != NULL ? back.word : "",
	    msg->word != NULL ? msg->word : "") != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char		 line[PROTO_LINE_MAX + 1];
	struct proto_msg	 msg;
	const uint8_t		*nl;
	size_t			 len;

	while (size > 0) {
		nl = memchr(data, '\n', size);
		len = nl != NULL ? (size_t)(nl - data) : size;
		if (len > PROTO_LINE_MAX)
			len = PROTO_LINE_MAX;
		memcpy(line, data, len);
		if (proto_parse(line, len, &msg) == PROTO_OK)
			round_trip(&msg);
		if (nl == NULL || len == PROTO_LINE_MAX)
			break;
		size -= len + 1;
		data += len + 1;
	}
	return (0);
}
