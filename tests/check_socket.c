/* check_socket.c: the hubs' sockets, and what they never remove. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "net/socket.h"
#include "xmalloc.h"

/* Writes a small file and returns its path. */
static char *
victim(const char *name)
{
	char	*path = test_tmpfile(name);
	FILE	*f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs("precious\n", f);
	fclose(f);
	return (path);
}

/* Whether a file still holds what victim wrote. */
static int
intact(const char *path)
{
	char	 buf[32] = "";
	FILE	*f = fopen(path, "r");

	if (f == NULL)
		return (0);
	if (fgets(buf, sizeof buf, f) == NULL)
		buf[0] = '\0';
	fclose(f);
	return (strcmp(buf, "precious\n") == 0);
}

/* A file where the socket would go is refused and left as it was. */
START_TEST(test_socket_listen_keeps_file)
{
	char	*path = victim("socket-file"), *cause = NULL;
	struct stat sb;

	ck_assert_int_eq(socket_listen(path, 0, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "not a socket of yours"));
	ck_assert_int_eq(lstat(path, &sb), 0);
	ck_assert(S_ISREG(sb.st_mode));
	ck_assert(intact(path));
	free(cause);
	unlink(path);
	free(path);
}
END_TEST

/* A link where the socket would go is refused; the link and what it
 * points to stay. */
START_TEST(test_socket_listen_keeps_link)
{
	char	*target = victim("socket-target"), *path, *cause = NULL;
	struct stat sb;

	path = test_tmpfile("socket-link");
	ck_assert_int_eq(symlink(target, path), 0);
	ck_assert_int_eq(socket_listen(path, 0, &cause), -1);
	ck_assert_int_eq(lstat(path, &sb), 0);
	ck_assert(S_ISLNK(sb.st_mode));
	ck_assert(intact(target));
	free(cause);
	unlink(path);
	unlink(target);
	free(path);
	free(target);
}
END_TEST

/* The socket a dead hub of ours left is replaced. */
START_TEST(test_socket_listen_replaces_dead)
{
	char	*path = test_tmpfile("socket-dead"), *cause = NULL;
	int	 fd;

	ck_assert_int_ge(fd = socket_listen(path, 0, &cause), 0);
	close(fd);
	ck_assert_int_ge(fd = socket_listen(path, 0, &cause), 0);
	close(fd);
	unlink(path);
	free(path);
}
END_TEST

Suite *
suite_socket(void)
{
	Suite	*s = suite_create("socket");
	TCase	*tc = tcase_create("socket");

	tcase_add_test(tc, test_socket_listen_keeps_file);
	tcase_add_test(tc, test_socket_listen_keeps_link);
	tcase_add_test(tc, test_socket_listen_replaces_dead);
	suite_add_tcase(s, tc);
	return (s);
}
