/* check_saves.c: the saved games as the Resume lists show them. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "paths.h"
#include "saves.h"
#include "xmalloc.h"

static char	*dir;

/* Writes a file of the scratch directory, dated hours ago. */
static void
put(const char *name, const char *text, int hours)
{
	struct timeval	 tv[2];
	char		*path;
	FILE		*f;

	xasprintf(&path, "%s/%s", dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
	gettimeofday(&tv[0], NULL);
	tv[0].tv_sec -= hours * 3600;
	tv[1] = tv[0];
	ck_assert_int_eq(utimes(path, tv), 0);
	free(path);
}

/* Empties and removes the scratch directory. */
static void
clean(void)
{
	char	*cmd;

	xasprintf(&cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	free(dir);
}

static const char ataxx[] =
	"tabula-record 1\n"
	"game ataxx\n"
	"seat human Ann\n"
	"seat computer 4\n"
	"seed 1\n"
	"events\n"
	"f2\n"
	"b1\n"
	"g2\n"
	"end 3\n";

/* Rolls are not moves: two moves among four events. */
static const char conflict[] =
	"tabula-record 1\n"
	"game conflict\n"
	"seat human\n"
	"seat computer 3\n"
	"seat human Zoe\n"
	"seed 3\n"
	"events\n"
	"roll 1 6\n"
	"6 enter plane b19-c18-d17-e16-f15-g14-h14\n"
	"pass\n"
	"roll 5 3\n"
	"end 4\n";

/* Each save says what it holds, or why it cannot be resumed, newest
 * first; a FIFO is not waited for, nor a large file read. */
START_TEST(test_saves_list)
{
	struct save	*s;
	char		*path, *big, *text;
	int		 n, all;

	dir = test_tmpfile("saves");
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	put("a.tabula", ataxx, 1);
	put("c.tabula", conflict, 2);
	put("junk.tabula", "hello\n", 3);
	put("cut.tabula", "tabula-record 1\ngame ataxx\n", 4);
	put("chess.tabula", "tabula-record 1\ngame chess\nseed 1\nevents\n"
	    "end 0\n", 5);
	put("seats.tabula", "tabula-record 1\ngame ataxx\nseat human\n"
	    "seed 1\nevents\nend 0\n", 6);
	/* A name longer than the game keeps, in two-byte characters. */
	put("long.tabula", "tabula-record 1\ngame ataxx\nseat human "
	    "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
	    "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
	    "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\n"
	    "seat human\nseed 1\nevents\nend 0\n", 8);
	big = xmalloc(SAVES_SIZE_MAX + 2);
	memset(big, '#', SAVES_SIZE_MAX + 1);
	big[SAVES_SIZE_MAX + 1] = '\0';
	put("big.tabula", big, 7);
	free(big);
	put("notes.txt", ataxx, 0);
	xasprintf(&path, "%s/fifo.tabula", dir);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	free(path);

	n = saves_list(dir, SAVES_LIST_MAX, &s, &all);
	ck_assert_int_eq(n, 8);
	ck_assert_int_eq(all, 8);
	ck_assert_str_eq(s[0].name, "a.tabula");
	ck_assert_ptr_null(s[0].why);
	ck_assert_str_eq(s[0].game->name, "ataxx");
	ck_assert_uint_eq(s[0].moves, 3);
	ck_assert_str_eq(s[0].players, "Ann (x), o (computer, level 4)");
	text = saves_label(&s[0]);
	ck_assert_ptr_nonnull(strstr(text, "  Ataxx, 3 moves: Ann (x), o "
	    "(computer, level 4)"));
	free(text);

	ck_assert_str_eq(s[1].name, "c.tabula");
	ck_assert_ptr_null(s[1].why);
	ck_assert_uint_eq(s[1].moves, 2);
	ck_assert_str_eq(s[1].players, "red, blue (computer, level 3), "
	    "Zoe (green)");

	ck_assert_str_eq(s[2].name, "junk.tabula");
	ck_assert_ptr_null(s[2].game);
	ck_assert_str_eq(s[2].why, "junk.tabula:1: not a Tabula game record");
	text = saves_label(&s[2]);
	ck_assert_ptr_nonnull(strstr(text,
	    "  cannot be resumed: junk.tabula:1:"));
	free(text);
	ck_assert_ptr_nonnull(strstr(s[3].why, "cut.tabula:3: the record has "
	    "no \"end\" line"));
	ck_assert_str_eq(s[4].why, "chess.tabula:2: unknown game \"chess\"");
	ck_assert_str_eq(s[5].why, "seats.tabula:5: Ataxx is for 2 "
	    "players, and the record has 1 seat line");
	ck_assert_ptr_nonnull(strstr(s[6].why, "big.tabula is too large to be "
	    "a saved game"));
	ck_assert_str_eq(s[7].players, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
	    "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
	    "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 (x), o");
	saves_free(s, n);

	/* Only the newest are read. */
	n = saves_list(dir, 2, &s, &all);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(all, 8);
	ck_assert_str_eq(s[1].name, "c.tabula");
	saves_free(s, n);
	clean();
}
END_TEST

/* A directory that is not there holds no saved games. */
START_TEST(test_saves_none)
{
	struct save	*s;
	int		 all;

	ck_assert_int_eq(saves_list("/nonexistent/tabula", SAVES_LIST_MAX,
	    &s, &all), 0);
	ck_assert_int_eq(all, 0);
	saves_free(s, 0);
}
END_TEST

/* How many files a directory holds. */
static int
files_in(const char *path)
{
	struct dirent	*de;
	DIR		*d;
	int		 n = 0;

	ck_assert_ptr_nonnull(d = opendir(path));
	while ((de = readdir(d)) != NULL)
		n += de->d_name[0] != '.';
	closedir(d);
	return (n);
}

/*
 * A file is replaced whole or not at all: with the mode asked for, and a
 * write that fails (a file-size limit, as a full disk would) leaves the
 * old file as it was and nothing beside it.
 */
START_TEST(test_write_file_whole_or_not)
{
	struct rlimit	 rl = { 64, 64 };
	struct stat	 sb;
	pid_t		 pid;
	int		 status;
	char		*path, *cause = NULL, big[4096], text[64];
	FILE		*f;

	ck_assert_ptr_nonnull(dir = xstrdup("/tmp/tabula-write.XXXXXX"));
	ck_assert_ptr_nonnull(mkdtemp(dir));
	xasprintf(&path, "%s/game.tabula", dir);
	ck_assert_int_eq(paths_write_file(path, "first\n", 6, 0640, &cause),
	    0);
	ck_assert_int_eq(stat(path, &sb), 0);
	ck_assert_int_eq(sb.st_mode & 07777, 0640);
	ck_assert_int_eq(files_in(dir), 1);

	/* In a process of its own, whose limit Check's reports do not
	 * share: 0 if the write failed and said so. */
	memset(big, 'x', sizeof big);
	ck_assert_int_ne(pid = fork(), -1);
	if (pid == 0) {
		signal(SIGXFSZ, SIG_IGN);
		if (setrlimit(RLIMIT_FSIZE, &rl) != 0 ||
		    paths_write_file(path, big, sizeof big, 0600,
		    &cause) != -1 || strstr(cause, "cannot write") == NULL ||
		    strstr(cause, path) == NULL)
			_exit(1);
		_exit(0);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	ck_assert_ptr_nonnull(f = fopen(path, "r"));
	ck_assert_ptr_nonnull(fgets(text, sizeof text, f));
	fclose(f);
	ck_assert_str_eq(text, "first\n");
	ck_assert_int_eq(files_in(dir), 1);

	/* Nowhere to write: said, and nothing made. */
	ck_assert_int_eq(paths_write_file("/nonexistent/dir/x", "a", 1, 0600,
	    &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "/nonexistent/dir/x"));
	free(cause);
	free(path);
	clean();
}
END_TEST

Suite *
suite_saves(void)
{
	Suite	*s = suite_create("saves");
	TCase	*tc = tcase_create("saves");

	tcase_add_test(tc, test_saves_list);
	tcase_add_test(tc, test_saves_none);
	tcase_add_test(tc, test_write_file_whole_or_not);
	suite_add_tcase(s, tc);
	return (s);
}
