/* check_proto.c: the hub's wire protocol, parsed strictly. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "net/proto.h"

static int
parse(const char *text, struct proto_msg *m)
{
	static char	 buf[PROTO_LINE_MAX + 2];
	size_t		 len = strlen(text);

	memcpy(buf, text, len + 1);
	return (proto_parse(buf, len, m));
}

START_TEST(test_proto_messages)
{
	struct proto_msg	 m;

	ck_assert_int_eq(parse("hello 1 play", &m), PROTO_OK);
	ck_assert_int_eq(m.type, PROTO_HELLO);
	ck_assert_int_eq(m.version, 1);
	ck_assert_int_eq(m.flag, 0);
	ck_assert_int_eq(m.seat, -1);
	ck_assert_int_eq(parse("hello 1 play 2", &m), PROTO_OK);
	ck_assert_int_eq(m.seat, 2);
	ck_assert_int_eq(parse("hello 1 watch", &m), PROTO_OK);
	ck_assert_int_eq(m.flag, 1);
	ck_assert_int_eq(parse("move b2d1(3)", &m), PROTO_OK);
	ck_assert_str_eq(m.text, "b2d1(3)");
	ck_assert_int_eq(parse("move resign x", &m), PROTO_OK);
	ck_assert_str_eq(m.text, "resign x");
	ck_assert_int_eq(parse("computer 1 8", &m), PROTO_OK);
	ck_assert_int_eq(m.seat, 1);
	ck_assert_int_eq(m.number, 8);
	ck_assert_int_eq(parse("welcome 1 ataxx ataxx-1", &m), PROTO_OK);
	ck_assert_str_eq(m.word, "ataxx");
	ck_assert_str_eq(m.text, "ataxx-1");
	ck_assert_int_eq(parse("you watch guest", &m), PROTO_OK);
	ck_assert_int_eq(m.seat, -1);
	ck_assert_int_eq(parse("you 0 host", &m), PROTO_OK);
	ck_assert_int_eq(m.flag, 1);
	ck_assert_int_eq(parse("seat 1 computer:3 away Zoë", &m), PROTO_OK);
	ck_assert_int_eq(m.flag, 1);
	ck_assert_int_eq(m.number, 3);
	ck_assert_int_eq(m.state, PROTO_STATE_AWAY);
	ck_assert_str_eq(m.text, "Zoë");
	/* The edges of UTF-8: the last before the surrogates, the last
	 * character of all, and one of four bytes between. */
	ck_assert_int_eq(parse("move \xed\x9f\xbf", &m), PROTO_OK);
	ck_assert_int_eq(parse("move \xf4\x8f\xbf\xbf", &m), PROTO_OK);
	ck_assert_int_eq(parse("move \xf0\x9f\x8e\xb2", &m), PROTO_OK);
	ck_assert_int_eq(parse("move \xe0\xa0\x80", &m), PROTO_OK);
	ck_assert_int_eq(parse("move \xc2\xa0\xe2\x82\xac", &m), PROTO_OK);
	/* Next to the controls of direction, and Hebrew itself. */
	ck_assert_int_eq(parse("move \xe2\x80\xa9\xe2\x80\xaf", &m), PROTO_OK);
	ck_assert_int_eq(parse("move \xd7\xa9\xd7\x9c", &m), PROTO_OK);
	ck_assert_int_eq(parse("event 41 0000", &m), PROTO_OK);
	ck_assert_int_eq(m.number, 41);
	ck_assert_int_eq(parse("denied 3 g7", &m), PROTO_OK);
	ck_assert_int_eq(parse("record board-text x5o/7/7/7/7/7/o5x x 0 1",
	    &m), PROTO_OK);
	ck_assert_int_eq(parse("record-end", &m), PROTO_OK);
	ck_assert_int_eq(parse("paused 1", &m), PROTO_OK);
	ck_assert_int_eq(m.seat, 1);
	ck_assert_int_eq(m.flag, 0);
	ck_assert_int_eq(parse("paused journal", &m), PROTO_OK);
	ck_assert_int_eq(m.seat, -1);
	ck_assert_int_eq(m.flag, 1);
	ck_assert_int_eq(parse("bye flood", &m), PROTO_OK);
	ck_assert_int_eq(parse("hello 3 about", &m), PROTO_OK);
	ck_assert_int_eq(m.flag, PROTO_HELLO_ABOUT);
	ck_assert_int_eq(parse("about playing 4 0 32 1", &m), PROTO_OK);
	ck_assert_int_eq(m.type, PROTO_ABOUT);
	ck_assert_int_eq(m.about.phase, PROTO_PHASE_PLAYING);
	ck_assert_int_eq(m.about.seats, 4);
	ck_assert_int_eq(m.about.open, 0);
	ck_assert_int_eq(m.about.watching, 32);
	ck_assert_int_eq(m.about.mine, 1);
}
END_TEST

/* Anything not exactly a message is refused, with the reason. */
START_TEST(test_proto_refusals)
{
	static const struct {
		const char	*text;
		int		 error;
	} bad[] = {
		{ "", PROTO_E_VERB },
		{ "hullo 1 play", PROTO_E_VERB },
		{ "HELLO 1 play", PROTO_E_VERB },
		{ "hello", PROTO_E_ARGS },
		{ "hello one play", PROTO_E_ARGS },
		{ "hello 1 dance", PROTO_E_ARGS },
		{ "hello 1 play x", PROTO_E_ARGS },
		{ "hello 1 play 1 2", PROTO_E_ARGS },
		{ "hello 01 play", PROTO_E_ARGS },
		{ "hello -1 play", PROTO_E_ARGS },
		{ "hello 99999999999 play", PROTO_E_ARGS },
		{ "hello 3 watch 1", PROTO_E_ARGS },
		{ "hello 3 about 1", PROTO_E_ARGS },
		{ "about", PROTO_E_ARGS },
		{ "about lobby 2 1 0", PROTO_E_ARGS },
		{ "about lobby 2 1 0 0 0", PROTO_E_ARGS },
		{ "about waiting 2 1 0 0", PROTO_E_ARGS },
		{ "about over 2 -1 0 0", PROTO_E_ARGS },
		{ "move", PROTO_E_ARGS },
		{ "start now", PROTO_E_ARGS },
		{ "computer 1", PROTO_E_ARGS },
		{ "computer 1 2 3", PROTO_E_ARGS },
		{ "seat 1 alien here x", PROTO_E_ARGS },
		{ "seat 1 computer here", PROTO_E_ARGS },
		{ "seat 1 computer:0 here", PROTO_E_ARGS },
		{ "seat 1 computer:x here", PROTO_E_ARGS },
		{ "seat 1 human asleep x", PROTO_E_ARGS },
		{ "welcome 1 ata/xx hub", PROTO_E_ARGS },
		{ "event 1", PROTO_E_ARGS },
		{ "paused", PROTO_E_ARGS },
		{ "paused disk", PROTO_E_ARGS },
		{ "paused journal 1", PROTO_E_ARGS },
		{ "dice", PROTO_E_ARGS },
		{ "dice 12", PROTO_E_ARGS },
		{ "dice 012 00112233445566778899aabbccddeeff", PROTO_E_ARGS },
		{ "dice 18446744073709551616 00112233445566778899aabbccddeeff",
		    PROTO_E_ARGS },
		{ "dice 12 00112233445566778899AABBCCDDEEFF", PROTO_E_ARGS },
		{ "dice 12 00112233445566778899aabbccddeef", PROTO_E_ARGS },
		{ "dice 12 00112233445566778899aabbccddeeff 1", PROTO_E_ARGS },
		{ "move \tb2", PROTO_E_CONTROL },
		{ "move b2\r", PROTO_E_CONTROL },
		{ "move \033[2J", PROTO_E_CONTROL },
		{ "move \xc3", PROTO_E_CONTROL },
		{ "move \xc3\x28", PROTO_E_CONTROL },
		{ "move \xf8\x88\x80\x80\x80", PROTO_E_CONTROL },
		{ "move \xc0\xaf", PROTO_E_CONTROL },
		/* Text turned around: a right-to-left override, an
		 * isolate, a mark. */
		{ "move ab\xe2\x80\xae" "cd", PROTO_E_CONTROL },
		{ "move \xe2\x81\xa6x", PROTO_E_CONTROL },
		{ "move \xe2\x80\x8f", PROTO_E_CONTROL },
		{ "move \xd8\x9c", PROTO_E_CONTROL },
		/* Surrogates, overlong forms, and beyond U+10FFFF. */
		{ "move \xed\xa0\x80", PROTO_E_CONTROL },
		{ "move \xed\xbf\xbf", PROTO_E_CONTROL },
		{ "move \xe0\x80\xaf", PROTO_E_CONTROL },
		{ "move \xf0\x80\x80\xaf", PROTO_E_CONTROL },
		{ "move \xf4\x90\x80\x80", PROTO_E_CONTROL },
		{ "move \xc2\x9b" "[2J", PROTO_E_CONTROL },
		{ "move \xe2\x82", PROTO_E_CONTROL },
	};
	struct proto_msg	 m;
	size_t			 i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(parse(bad[i].text, &m) == bad[i].error,
		    "\"%s\" gave %d", bad[i].text, parse(bad[i].text, &m));
}
END_TEST

START_TEST(test_proto_length)
{
	static char		 line[PROTO_LINE_MAX + 2];
	struct proto_msg	 m;

	memset(line, 'a', sizeof line);
	memcpy(line, "move ", 5);
	ck_assert_int_eq(proto_parse(line, PROTO_LINE_MAX - 1, &m), PROTO_OK);
	memset(line, 'a', sizeof line);
	memcpy(line, "move ", 5);
	ck_assert_int_eq(proto_parse(line, PROTO_LINE_MAX, &m),
	    PROTO_E_LONG);
}
END_TEST

/* Writes a message and reads it back: the same message, and the line. */
static void
round_trip(const struct proto_msg *in, const char *want)
{
	struct proto_msg	 out;
	char			*line = proto_format(in);

	ck_assert_str_eq(line, want);
	ck_assert_int_eq(parse(line, &out), PROTO_OK);
	ck_assert_int_eq(out.type, in->type);
	ck_assert_int_eq(out.version, in->version);
	ck_assert_int_eq(out.seat, in->seat);
	ck_assert_int_eq(out.number, in->number);
	ck_assert_int_eq(out.flag, in->flag);
	ck_assert_int_eq(out.state, in->state);
	ck_assert_mem_eq(&out.about, &in->about, sizeof out.about);
	ck_assert_uint_eq(out.seed, in->seed);
	ck_assert_str_eq(out.text != NULL ? out.text : "",
	    in->text != NULL ? in->text : "");
	ck_assert_str_eq(out.word != NULL ? out.word : "",
	    in->word != NULL ? in->word : "");
	free(line);
}

#define MSG(...)	(&(const struct proto_msg){ __VA_ARGS__ })

START_TEST(test_proto_written_as_read)
{
	round_trip(MSG(.type = PROTO_HELLO, .version = 1, .seat = -1),
	    "hello 1 play");
	round_trip(MSG(.type = PROTO_HELLO, .version = 1, .seat = 2),
	    "hello 1 play 2");
	round_trip(MSG(.type = PROTO_HELLO, .version = 1, .seat = -1,
	    .flag = 1), "hello 1 watch");
	round_trip(MSG(.type = PROTO_MOVE, .seat = -1, .text = "resign x"),
	    "move resign x");
	round_trip(MSG(.type = PROTO_COMPUTER, .seat = 2, .number = 8),
	    "computer 2 8");
	round_trip(MSG(.type = PROTO_END, .seat = -1), "end");
	round_trip(MSG(.type = PROTO_YOU, .seat = 0, .flag = 1), "you 0 host");
	round_trip(MSG(.type = PROTO_YOU, .seat = -1), "you watch guest");
	round_trip(MSG(.type = PROTO_RECORD, .seat = -1, .text = ""),
	    "record");
	round_trip(MSG(.type = PROTO_RECORD, .seat = -1, .text = "game xtic"),
	    "record game xtic");
	round_trip(MSG(.type = PROTO_SEAT, .seat = 1, .flag = 1, .number = 5,
	    .state = PROTO_STATE_COMPUTER, .text = ""),
	    "seat 1 computer:5 computer");
	round_trip(MSG(.type = PROTO_SEAT, .seat = 0,
	    .state = PROTO_STATE_AWAY, .text = "ann"), "seat 0 human away ann");
	round_trip(MSG(.type = PROTO_EVENT, .seat = -1, .number = 12,
	    .text = "roll 3 4"), "event 12 roll 3 4");
	round_trip(MSG(.type = PROTO_DENIED, .seat = -1, .number = 5,
	    .text = "a9"), "denied 5 a9");
	round_trip(MSG(.type = PROTO_PAUSED, .seat = 3), "paused 3");
	round_trip(MSG(.type = PROTO_DICE, .seat = -1,
	    .seed = 18446744073709551615ULL,
	    .word = "00112233445566778899aabbccddeeff"),
	    "dice 18446744073709551615 00112233445566778899aabbccddeeff");
	round_trip(MSG(.type = PROTO_PAUSED, .seat = -1, .flag = 1),
	    "paused journal");
	round_trip(MSG(.type = PROTO_BYE, .seat = -1, .text = "flood"),
	    "bye flood");
	round_trip(MSG(.type = PROTO_HELLO, .version = 3, .seat = -1,
	    .flag = PROTO_HELLO_ABOUT), "hello 3 about");
	round_trip(MSG(.type = PROTO_ABOUT, .seat = -1, .about = {
	    .phase = PROTO_PHASE_LOBBY, .seats = 4, .open = 2, .watching = 1 }),
	    "about lobby 4 2 1 0");
}
END_TEST

/* What a hub's name may be: nothing that leaves its directory, hides, or
 * reads as an option. */
START_TEST(test_proto_names)
{
	char	 longest[PROTO_NAME_MAX + 2];

	ck_assert(proto_name("ataxx-1"));
	ck_assert(proto_name("Good.name_2"));
	ck_assert(proto_name("7"));
	ck_assert(!proto_name(NULL));
	ck_assert(!proto_name(""));
	ck_assert(!proto_name(".hidden"));
	ck_assert(!proto_name("-rf"));
	ck_assert(!proto_name("_x"));
	ck_assert(!proto_name("a b"));
	ck_assert(!proto_name("../evil"));
	ck_assert(!proto_name("a/b"));
	ck_assert(!proto_name("\xc3\xa9"));
	memset(longest, 'x', PROTO_NAME_MAX);
	longest[PROTO_NAME_MAX] = '\0';
	ck_assert(proto_name(longest));
	longest[PROTO_NAME_MAX] = 'x';
	longest[PROTO_NAME_MAX + 1] = '\0';
	ck_assert(!proto_name(longest));
}
END_TEST

Suite *
suite_proto(void)
{
	Suite	*s = suite_create("proto");
	TCase	*tc = tcase_create("proto");

	tcase_add_test(tc, test_proto_names);
	tcase_add_test(tc, test_proto_messages);
	tcase_add_test(tc, test_proto_refusals);
	tcase_add_test(tc, test_proto_length);
	tcase_add_test(tc, test_proto_written_as_read);
	suite_add_tcase(s, tc);
	return (s);
}
