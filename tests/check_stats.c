/* check_stats.c: the player's record: its reader against hostile text, its
 * writer the reader's inverse, and a damaged file set aside. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/stat.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "stats.h"
#include "xmalloc.h"

/* Whether text reads as a record; *cause freed. */
static int
reads(const char *text)
{
	struct stats	 st;
	char		*cause = NULL;
	int		 r;

	r = stats_parse(text, strlen(text), &st, &cause);
	if (r == 0) {
		ck_assert_ptr_null(cause);
		stats_free(&st);
	} else
		ck_assert_ptr_nonnull(cause);
	free(cause);
	return (r == 0);
}

START_TEST(test_stats_reads_good)
{
	struct stats	 st;
	char		*cause = NULL;
	const char	*text = "tabula-stats 1\n"
	    "ataxx - 3 1 5 level 4\n"
	    "ataxx posts 0 0 1 level 2\n"
	    "conflict + 1 0 0 players 3\n"
	    "xtic - 0 1 0 person Zoë Smith\n"
	    "cross - 999999999 0 0 person\n"
	    "cross -,size=8 1 0 0 level 2\n"
	    "xtic -,type=torus,line=win 0 0 1 level 3\n";

	ck_assert(reads("tabula-stats 1\n"));
	ck_assert_int_eq(stats_parse(text, strlen(text), &st, &cause), 0);
	ck_assert_int_eq(st.n, 7);
	ck_assert_str_eq(st.lines[0].game->name, "ataxx");
	ck_assert_str_eq(st.lines[0].board, STATS_USUAL);
	ck_assert_int_eq(st.lines[0].opponent, STATS_LEVEL);
	ck_assert_int_eq(st.lines[0].number, 4);
	ck_assert_uint_eq(st.lines[0].count[STATS_WIN], 3);
	ck_assert_uint_eq(st.lines[0].count[STATS_DRAW], 1);
	ck_assert_uint_eq(st.lines[0].count[STATS_LOSS], 5);
	ck_assert_str_eq(st.lines[1].board, "posts");
	ck_assert_int_eq(st.lines[2].opponent, STATS_PLAYERS);
	ck_assert_str_eq(st.lines[3].name, "Zoë Smith");
	ck_assert_str_eq(st.lines[4].name, "");
	ck_assert_str_eq(st.lines[4].variant, "");
	/* Another size of board is a kind of its own. */
	ck_assert_str_eq(st.lines[5].board, STATS_USUAL);
	ck_assert_str_eq(st.lines[5].variant, "size=8");
	ck_assert_str_eq(st.lines[6].variant, "type=torus,line=win");
	stats_free(&st);
}
END_TEST

START_TEST(test_stats_refuses_hostile)
{
	static const char *const bad[] = {
		"",					/* no version */
		"tabula-stats 2\n",			/* another version */
		"tabula-stats 1",			/* no newline */
		"tabula-stats 1\r\n",
		"tabula-record 1\n",
		"tabula-stats 1\nchess - 1 0 0 level 1\n",
		"tabula-stats 1\n../x - 1 0 0 level 1\n",
		"tabula-stats 1\nataxx ../../etc 1 0 0 level 1\n",
		"tabula-stats 1\nataxx /etc/passwd 1 0 0 level 1\n",
		"tabula-stats 1\nataxx .hidden 1 0 0 level 1\n",
		"tabula-stats 1\nataxx -x 1 0 0 level 1\n",
		"tabula-stats 1\nataxx a.board 1 0 0 level 1\n",
		"tabula-stats 1\nataxx - 1 0 0 level 0\n",
		"tabula-stats 1\nataxx - 1 0 0 level 99\n",
		"tabula-stats 1\nataxx - 1 0 0 level -1\n",
		"tabula-stats 1\nataxx - 1 0 0 level 4 4\n",
		"tabula-stats 1\nataxx - 1 0 0 level\n",
		"tabula-stats 1\nataxx - 1 0 0 players 2\n",
		"tabula-stats 1\nataxx - 1 0 0 players 7\n",
		"tabula-stats 1\nataxx - 1 0 0 robot 1\n",
		"tabula-stats 1\nataxx - 1 0 0\n",
		"tabula-stats 1\nataxx - 1 0\n",
		"tabula-stats 1\nataxx\n",
		"tabula-stats 1\n\n",
		"tabula-stats 1\nataxx - 0 0 0 level 1\n",
		"tabula-stats 1\nataxx - 1000000000 0 0 level 1\n",
		"tabula-stats 1\nataxx - 99999999999999999999 0 0 level 1\n",
		"tabula-stats 1\nataxx - -1 0 0 level 1\n",
		"tabula-stats 1\nataxx - +1 0 0 level 1\n",
		"tabula-stats 1\nataxx - 01 0 0 level 1\n",
		"tabula-stats 1\nataxx - 1  0 0 level 1\n",
		"tabula-stats 1\nataxx - 1 0 0 level 1 \n",
		"tabula-stats 1\nataxx - 1 0 0 person \n",
		"tabula-stats 1\nataxx - 1 0 0 person  lead\n",
		"tabula-stats 1\nataxx - 1 0 0 person a\tb\n",
		"tabula-stats 1\nataxx - 1 0 0 person \033[2Jx\n",
		"tabula-stats 1\nataxx - 1 0 0 person \xc0\xaf\n",
		"tabula-stats 1\nataxx - 1 0 0 person \xe2\x80\xae" "evil\n",
		"tabula-stats 1\nataxx - 1 0 0 person "
		    "a-name-far-too-long-for-any-seat-of-a-game\n",
		"tabula-stats 1\nataxx - 1 0 0 level 1\n"
		    "ataxx - 2 0 0 level 1\n",		/* twice */
		/* Options: unknown, not of fixed values, at their default,
		 * out of order, twice, empty, with a path or a bad value. */
		"tabula-stats 1\ncross -, 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,colour=red 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,position=x 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size=6 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size= 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size=8, 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size=8,size=9 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size=../../x 1 0 0 level 1\n",
		"tabula-stats 1\nxtic -,line=win,type=torus 1 0 0 level 1\n",
		"tabula-stats 1\ncross -,size=8 1 0 0 level 1\n"
		    "cross -,size=8 2 0 0 level 1\n",	/* twice */
		NULL
	};
	int	 i;

	for (i = 0; bad[i] != NULL; i++)
		ck_assert_msg(!reads(bad[i]), "read: %s", bad[i]);
}
END_TEST

START_TEST(test_stats_refuses_nul_and_size)
{
	struct stats	 st;
	char		*cause = NULL, *big;
	const char	 text[] = "tabula-stats 1\nataxx - 1\0 0 0 level 1\n";
	size_t		 i, len;

	ck_assert_int_eq(stats_parse(text, sizeof text - 1, &st, &cause), -1);
	free(cause);
	/* Too many lines, each good. */
	big = xmalloc(STATS_SIZE_MAX + 1);
	len = snprintf(big, 64, "tabula-stats 1\n");
	for (i = 0; i <= STATS_LINES_MAX && len < STATS_SIZE_MAX - 64; i++)
		len += snprintf(big + len, 64, "xtic - 1 0 0 person p%zu\n", i);
	cause = NULL;
	ck_assert_int_eq(stats_parse(big, len, &st, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "too many lines"));
	free(cause);
	free(big);
}
END_TEST

START_TEST(test_stats_format_inverse)
{
	struct stats	 st, again;
	char		*cause = NULL, *text, *text2;
	size_t		 len, len2;
	const char	*in = "tabula-stats 1\n"
	    "xtic - 0 1 0 person Zoë Smith\n"
	    "ataxx + 1 0 0 level 1\n"
	    "ataxx posts 0 0 1 level 2\n"
	    "ataxx - 3 1 5 level 4\n"
	    "conflict - 1 0 0 players 3\n";

	ck_assert_int_eq(stats_parse(in, strlen(in), &st, &cause), 0);
	text = stats_format(&st, &len);
	/* In the table's order, the usual board first. */
	ck_assert_str_eq(text, "tabula-stats 1\n"
	    "conflict - 1 0 0 players 3\n"
	    "ataxx - 3 1 5 level 4\n"
	    "ataxx posts 0 0 1 level 2\n"
	    "ataxx + 1 0 0 level 1\n"
	    "xtic - 0 1 0 person Zoë Smith\n");
	ck_assert_int_eq(stats_parse(text, len, &again, &cause), 0);
	text2 = stats_format(&again, &len2);
	ck_assert_str_eq(text, text2);
	free(text);
	free(text2);
	stats_free(&st);
	stats_free(&again);
}
END_TEST

START_TEST(test_stats_board_key)
{
	const struct game_entry	*conflict = game_find("conflict");
	const struct game_entry	*ataxx = game_find("ataxx");
	char			 key[STATS_BOARD_MAX];

	stats_board_key(ataxx, NULL, 0, key, sizeof key);
	ck_assert_str_eq(key, STATS_USUAL);
	stats_board_key(ataxx, NULL, 1, key, sizeof key);
	ck_assert_str_eq(key, STATS_OTHER);
	stats_board_key(ataxx, "posts", 1, key, sizeof key);
	ck_assert_str_eq(key, "posts");
	stats_board_key(ataxx, "/home/x/my boards/posts.board", 1, key,
	    sizeof key);
	ck_assert_str_eq(key, "posts");
	stats_board_key(ataxx, "../odd name.board", 1, key, sizeof key);
	ck_assert_str_eq(key, STATS_OTHER);
	stats_board_key(conflict, conflict->default_board, 1, key,
	    sizeof key);
	ck_assert_str_eq(key, STATS_USUAL);
}
END_TEST

/* How many files in dir begin with prefix. */
static int
files_like(const char *dir, const char *prefix)
{
	struct dirent	*de;
	DIR		*d;
	int		 n = 0;

	ck_assert_ptr_nonnull(d = opendir(dir));
	while ((de = readdir(d)) != NULL)
		n += strncmp(de->d_name, prefix, strlen(prefix)) == 0;
	closedir(d);
	return (n);
}

START_TEST(test_stats_count_and_set_aside)
{
	struct stats		 st;
	struct stats_line	 key;
	struct stat		 sb;
	char			*base, *dir, *path, *note = NULL, *cause = NULL;
	char			*old, *tmp, *cwd;
	FILE			*f;

	/* An absolute directory, or the record would be in $HOME. */
	tmp = test_tmpfile("stats");
	ck_assert_ptr_nonnull(cwd = getcwd(NULL, 0));
	if (tmp[0] == '/')
		base = xstrdup(tmp);
	else
		xasprintf(&base, "%s/%s", cwd, tmp);
	free(tmp);
	free(cwd);
	ck_assert_int_eq(mkdir(base, 0700), 0);
	old = getenv("XDG_DATA_HOME") != NULL ?
	    xstrdup(getenv("XDG_DATA_HOME")) : NULL;
	setenv("XDG_DATA_HOME", base, 1);
	xasprintf(&dir, "%s/tabula", base);
	ck_assert_ptr_nonnull(tmp = stats_path(0, &cause));
	ck_assert_int_eq(strncmp(tmp, base, strlen(base)), 0);
	free(tmp);
	xasprintf(&path, "%s/stats", dir);

	memset(&key, 0, sizeof key);
	key.game = game_find("hexxagon");
	snprintf(key.board, sizeof key.board, "%s", STATS_USUAL);
	key.opponent = STATS_LEVEL;
	key.number = 2;
	/* Not kept: nothing written. */
	ck_assert_int_eq(stats_count(&key, STATS_WIN, &note, &cause), 0);
	ck_assert_int_ne(stat(path, &sb), 0);
	stats_keep(1);
	ck_assert_int_eq(stats_count(&key, STATS_WIN, &note, &cause), 0);
	ck_assert_int_eq(stats_count(&key, STATS_LOSS, &note, &cause), 0);
	ck_assert_ptr_null(note);
	ck_assert_int_eq(stat(path, &sb), 0);
	ck_assert_int_eq(sb.st_mode & 0777, 0600);
	ck_assert_int_eq(stats_load(&st, &note, &cause), 0);
	ck_assert_int_eq(st.n, 1);
	ck_assert_uint_eq(st.lines[0].count[STATS_WIN], 1);
	ck_assert_uint_eq(st.lines[0].count[STATS_LOSS], 1);
	stats_free(&st);

	/* Damaged: set aside, named, and counted afresh. */
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs("tabula-stats 1\nhexxagon - 1 0 0 level 77\n", f);
	fclose(f);
	ck_assert_int_eq(stats_count(&key, STATS_DRAW, &note, &cause), 0);
	ck_assert_ptr_nonnull(note);
	ck_assert_ptr_nonnull(strstr(note, "stats.bad-"));
	free(note);
	note = NULL;
	ck_assert_int_eq(files_like(dir, "stats.bad-"), 1);
	ck_assert_int_eq(stats_load(&st, &note, &cause), 0);
	ck_assert_ptr_null(note);
	ck_assert_int_eq(st.n, 1);
	ck_assert_uint_eq(st.lines[0].count[STATS_DRAW], 1);
	ck_assert_uint_eq(st.lines[0].count[STATS_WIN], 0);
	stats_free(&st);
	/* A directory where the file should be: set aside too, beside the
	 * first, never over it. */
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	ck_assert_int_eq(stats_load(&st, &note, &cause), 0);
	ck_assert_ptr_nonnull(note);
	free(note);
	ck_assert_int_eq(files_like(dir, "stats.bad-"), 2);
	stats_keep(0);

	if (old != NULL) {
		setenv("XDG_DATA_HOME", old, 1);
		free(old);
	} else
		unsetenv("XDG_DATA_HOME");
	free(path);
	free(dir);
	xasprintf(&path, "rm -rf '%s'", base);
	ck_assert_int_eq(system(path), 0);
	free(path);
	free(base);
}
END_TEST

Suite *
suite_stats(void)
{
	Suite	*s = suite_create("stats");
	TCase	*tc = tcase_create("stats");

	tcase_add_test(tc, test_stats_reads_good);
	tcase_add_test(tc, test_stats_refuses_hostile);
	tcase_add_test(tc, test_stats_refuses_nul_and_size);
	tcase_add_test(tc, test_stats_format_inverse);
	tcase_add_test(tc, test_stats_board_key);
	tcase_add_test(tc, test_stats_count_and_set_aside);
	suite_add_tcase(s, tc);
	return (s);
}
