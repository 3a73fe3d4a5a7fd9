/*
 * proto.c: a libFuzzer harness for the hub's protocol parser.  Each input
 * is cut into lines as the hub cuts them, and every line is parsed.
 * Build it with ./configure CC=clang --enable-fuzz, then run
 * tests/fuzz/proto tests/fuzz/corpus.
 */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "net/proto.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

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
		if (proto_parse(line, len, &msg) == PROTO_OK &&
		    msg.text != NULL)
			(void)strlen(msg.text);
		if (nl == NULL || len == PROTO_LINE_MAX)
			break;
		size -= len + 1;
		data += len + 1;
	}
	return (0);
}
