/* check_record.c: game records, written and read back, whole or damaged. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/resource.h>
#include <sys/stat.h>

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "record.h"
#include "xmalloc.h"

/* Reads a record from text; returns record_read's result. */
static int
read_text(struct record *r, const char *text, char **cause)
{
	FILE	*f = fmemopen((void *)text, strlen(text), "r");
	int	 error;

	ck_assert_ptr_nonnull(f);
	*cause = NULL;
	error = record_read(r, f, "t.tabula", 0, cause);
	fclose(f);
	return (error);
}

static const char whole[] =
	"tabula-record 1\n"
	"# a comment\n"
	"game ataxx\n"
	"board four-holes\n"
	"board-text x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1\n"
	"option size 6\n"
	"seat human Alice Smith\n"
	"seat computer 4\n"
	"seed 18446744073709551615\n"
	"think-ms 1500\n"
	"events\n"
	"a7b6\n"
	"b1\n"
	"end 2\n";

START_TEST(test_record_reads_whole)
{
	struct record	 r;
	char		*cause;

	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	ck_assert_str_eq(r.game, "ataxx");
	ck_assert_str_eq(r.board_name, "four-holes");
	ck_assert_str_eq(r.board, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
	ck_assert_int_eq(r.noptions, 1);
	ck_assert_str_eq(r.option_names[0], "size");
	ck_assert_str_eq(r.option_values[0], "6");
	ck_assert_int_eq(r.nseats, 2);
	ck_assert_str_eq(r.seats[0].kind, "human");
	ck_assert_str_eq(r.seats[0].name, "Alice Smith");
	ck_assert_str_eq(r.seats[1].kind, "computer");
	ck_assert_int_eq(r.seats[1].level, 4);
	ck_assert_ptr_null(r.seats[1].name);
	ck_assert_uint_eq(r.seed, UINT64_MAX);
	ck_assert_int_eq(r.think_ms, 1500);
	ck_assert_uint_eq(r.nevents, 2);
	ck_assert_str_eq(r.events[1], "b1");
	ck_assert_int_eq(r.event_lines[1], 13);
	record_free(&r);
}
END_TEST

/* What is written reads back the same, and writes the same again. */
START_TEST(test_record_round_trip)
{
	struct record	 r, back;
	char		*cause, *path, *text = NULL;
	size_t		 size = 0;
	FILE		*f;

	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	free(r.board);
	r.board = xstrdup("line one\nline two");
	path = test_tmpfile("round-trip");
	ck_assert_int_eq(record_save(&r, path, &cause), 0);
	ck_assert_int_eq(record_load(&back, path, 0, &cause), 0);
	ck_assert_str_eq(back.board, "line one\nline two");
	ck_assert_str_eq(back.seats[0].name, "Alice Smith");
	ck_assert_uint_eq(back.nevents, 2);
	f = open_memstream(&text, &size);
	record_write(&back, f);
	fclose(f);
	f = fopen(path, "r");
	{
		char	 disk[4096];
		size_t	 n = fread(disk, 1, sizeof disk - 1, f);

		disk[n] = '\0';
		ck_assert_str_eq(text, disk);
	}
	fclose(f);
	unlink(path);
	free(path);
	free(text);
	record_free(&r);
	record_free(&back);
}
END_TEST

/* A hub's hints line (tabula host --hints) is read, written back, and
 * takes no value. */
START_TEST(test_record_hints)
{
	struct record	 r, back;
	char		*cause, *path;
	static const char with[] = "tabula-record 1\ngame ataxx\nhints\n"
	    "seat human\nseat human\nseed 1\nevents\nend 0\n";
	static const char valued[] = "tabula-record 1\ngame ataxx\n"
	    "hints yes\nseat human\nseat human\nseed 1\nevents\nend 0\n";

	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	ck_assert_int_eq(r.hints, 0);
	record_free(&r);
	ck_assert_int_eq(read_text(&r, with, &cause), 0);
	ck_assert_int_eq(r.hints, 1);
	path = test_tmpfile("hints");
	ck_assert_int_eq(record_save(&r, path, &cause), 0);
	ck_assert_int_eq(record_load(&back, path, 0, &cause), 0);
	ck_assert_int_eq(back.hints, 1);
	unlink(path);
	free(path);
	record_free(&r);
	record_free(&back);
	ck_assert_int_ne(read_text(&r, valued, &cause), 0);
	free(cause);
}
END_TEST

/*
 * A hub's dice: the promise is the SHA-256 of "tabula-dice SEED SALT FROM", a
 * record that holds all three reads when they agree, and the seed and
 * salt are left out of what is written for the seats.
 */
START_TEST(test_record_dice)
{
	static const char	 salt[] = "00112233445566778899aabbccddeeff";
	struct record		 r;
	char			 commit[65], *cause, *text = NULL, *full;
	size_t			 size = 0;
	FILE			*f;

	/* printf 'tabula-dice 12345 %s 3' SALT | sha256sum */
	record_dice_commit(12345, salt, 3, commit, sizeof commit);
	ck_assert_str_eq(commit, "d6f1c280640ef433dd5434658b4519a9"
	    "ee95efc161c751c0a58fd01cfa38ceef");
	xasprintf(&full, "tabula-record 2\ngame conflict\nseed 7\n"
	    "dice-commit %s\ndice-seed 12345\ndice-salt %s\ndice-from 3\n"
	    "events\nend 0\n", commit, salt);
	ck_assert_int_eq(read_text(&r, full, &cause), 0);
	ck_assert_str_eq(r.dice_commit, commit);
	ck_assert_int_eq(r.has_dice_seed, 1);
	ck_assert_uint_eq(r.dice_seed, 12345);
	ck_assert_str_eq(r.dice_salt, salt);
	ck_assert_uint_eq(r.dice_from, 3);
	ck_assert_int_eq(record_dice_chosen(&r, 2), 0);
	ck_assert_int_eq(record_dice_chosen(&r, 3), 1);

	f = open_memstream(&text, &size);
	record_write_header(&r, f, RECORD_HIDE_DICE);
	fclose(f);
	ck_assert_ptr_nonnull(strstr(text, "tabula-record 2\n"));
	ck_assert_ptr_nonnull(strstr(text, commit));
	ck_assert_ptr_null(strstr(text, "dice-seed"));
	ck_assert_ptr_null(strstr(text, salt));
	free(text);
	record_free(&r);
	free(full);

	/* Without the secret, the hub's rolls are not the record's to
	 * check; a record without any promise checks its own. */
	xasprintf(&full, "tabula-record 2\ngame conflict\ndice-commit %s\n"
	    "events\nend 0\n", commit);
	ck_assert_int_eq(read_text(&r, full, &cause), 0);
	ck_assert_int_eq(record_dice_chosen(&r, 0), 0);
	record_free(&r);
	free(full);
	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	ck_assert_int_eq(record_dice_chosen(&r, 0), 1);
	record_free(&r);
}
END_TEST

/* Each damaged record is refused with a message naming its line. */
#define TEXT(s)	s, sizeof(s) - 1
static const struct {
	const char	*text;
	size_t		 len;
	const char	*where;
} damaged[] = {
	{ TEXT(""), "t.tabula:1:" },
	{ TEXT("hello\n"), "t.tabula:1:" },
	{ TEXT("tabula-record 3\n"), "t.tabula:1:" },
	{ TEXT("tabula-record 1\ngame ataxx\nbogus 1\n"), "t.tabula:3:" },
	{ TEXT("tabula-record 1\ngame\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 1\nseat robot\n"), "t.tabula:2:" },
	/* A hub's dice: a promise that is not 64 lower-case hex digits, a
	 * second seed, a salt without its promise, a seed and salt that are
	 * not the promised ones (the promise's line is named). */
	{ TEXT("tabula-record 2\ndice-commit 0a1b\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 2\ndice-commit "
	    "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855\n"),
	    "t.tabula:2:" },
	{ TEXT("tabula-record 2\ndice-seed 1\ndice-seed 2\n"), "t.tabula:3:" },
	{ TEXT("tabula-record 2\ndice-salt 00112233\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 2\ngame conflict\n"
	    "dice-seed 1\ndice-salt 00112233445566778899aabbccddeeff\n"
	    "events\n"), "t.tabula:5:" },
	{ TEXT("tabula-record 2\ngame conflict\ndice-commit "
	    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n"
	    "dice-seed 1\ndice-salt 00112233445566778899aabbccddeeff\n"
	    "events\nend 0\n"), "t.tabula:3:" },
	{ TEXT("tabula-record 2\ndice-from x\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 1\nseat computer x\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 1\nseed -4\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 1\nseed 18446744073709551616\n"),
	    "t.tabula:2:" },
	{ TEXT("tabula-record 1\nevents\n"), "t.tabula:2:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd4\n"), "t.tabula:5:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd4\nend 2\n"),
	    "t.tabula:5:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd4\ne"), "t.tabula:5:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd4\n\nend 1\n"),
	    "t.tabula:5:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd\0004\nend 1\n"),
	    "t.tabula:4:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nd\0334\nend 1\n"),
	    "t.tabula:4:" },
	{ TEXT("tabula-record 1\ngame ataxx\nevents\nend 0\nd4\n"),
	    "t.tabula:5:" },
	/* A name shown to the players: a surrogate, a C1 control (CSI),
	 * half a character. */
	{ TEXT("tabula-record 1\ngame ataxx\nseat human \xed\xa0\x80\n"),
	    "t.tabula:3:" },
	{ TEXT("tabula-record 1\ngame ataxx\nseat human \xc2\x9b" "2J\n"),
	    "t.tabula:3:" },
	{ TEXT("tabula-record 1\ngame ataxx\nseat human Zo\xc3\n"),
	    "t.tabula:3:" },
};

START_TEST(test_record_damaged)
{
	struct record	 r;
	char		*cause = NULL;
	FILE		*f;

	f = fmemopen((void *)damaged[_i].text, damaged[_i].len, "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(record_read(&r, f, "t.tabula", 0, &cause), -1);
	fclose(f);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strncmp(cause, damaged[_i].where,
	    strlen(damaged[_i].where)) == 0, "case %d: %s", _i, cause);
	ck_assert_ptr_null(r.game);
	free(cause);
}
END_TEST

/*
 * A save that fails half-way (here the file size limit stops the write,
 * which holds for root too) leaves the old file as it was, and no stray
 * temporary file beside it.
 */
START_TEST(test_record_failed_save_keeps_old)
{
	struct record	 r;
	struct rlimit	 limit = { 64, 64 };
	struct dirent	*de;
	char		*cause, *dir, *path, buf[64];
	FILE		*f;
	DIR		*d;
	int		 files = 0;

	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	dir = test_tmpfile("save-fails");
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	xasprintf(&path, "%s/game.tabula", dir);
	f = fopen(path, "w");
	fputs("old game\n", f);
	fclose(f);

	signal(SIGXFSZ, SIG_IGN);
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &limit), 0);
	ck_assert_int_eq(record_save(&r, path, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, path));
	free(cause);

	f = fopen(path, "r");
	ck_assert_ptr_nonnull(fgets(buf, sizeof buf, f));
	fclose(f);
	ck_assert_str_eq(buf, "old game\n");
	d = opendir(dir);
	while ((de = readdir(d)) != NULL)
		files += de->d_name[0] != '.';
	closedir(d);
	ck_assert_int_eq(files, 1);
	unlink(path);
	rmdir(dir);
	free(path);
	free(dir);
	record_free(&r);
}
END_TEST

/* Saving into a directory that does not exist fails with a message. */
START_TEST(test_record_save_nowhere)
{
	struct record	 r;
	char		*cause;

	ck_assert_int_eq(read_text(&r, whole, &cause), 0);
	ck_assert_int_eq(record_save(&r, "/nonexistent/dir/game.tabula",
	    &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "/nonexistent/dir/game.tabula"));
	free(cause);
	record_free(&r);
}
END_TEST

Suite *
suite_record(void)
{
	Suite	*s = suite_create("record");
	TCase	*tc = tcase_create("record");

	tcase_add_test(tc, test_record_reads_whole);
	tcase_add_test(tc, test_record_round_trip);
	tcase_add_test(tc, test_record_hints);
	tcase_add_test(tc, test_record_dice);
	tcase_add_loop_test(tc, test_record_damaged, 0,
	    sizeof damaged / sizeof damaged[0]);
	tcase_add_test(tc, test_record_failed_save_keeps_old);
	tcase_add_test(tc, test_record_save_nowhere);
	suite_add_tcase(s, tc);
	return (s);
}
