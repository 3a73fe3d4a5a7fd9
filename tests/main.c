/* main.c: runs every Check suite and prints Check's summary line. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "lib.h"
#include "xmalloc.h"

/* A scratch file in the build tree's tests directory, unique to the process. */
char *
test_tmpfile(const char *name)
{
	const char	*dir = getenv("top_builddir");
	char		*path;

	xasprintf(&path, "%s/tests/%s-%ld.tmp", dir != NULL ? dir : ".", name,
	    (long)getpid());
	return (path);
}

int
main(void)
{
	SRunner	*sr;
	int	 failed;

	sr = srunner_create(suite_rng());
	srunner_add_suite(sr, suite_ataxx());
	srunner_add_suite(sr, suite_ai());
	srunner_add_suite(sr, suite_conflict());
	srunner_add_suite(sr, suite_conflict_edit());
	srunner_add_suite(sr, suite_conqueror());
	srunner_add_suite(sr, suite_conqueror_ai());
	srunner_add_suite(sr, suite_cross());
	srunner_add_suite(sr, suite_graph_layout());
	srunner_add_suite(sr, suite_xtic());
	srunner_add_suite(sr, suite_record());
	srunner_add_suite(sr, suite_saves());
	srunner_add_suite(sr, suite_sha256());
	srunner_add_suite(sr, suite_match());
	srunner_add_suite(sr, suite_proto());
	srunner_add_suite(sr, suite_socket());
	srunner_add_suite(sr, suite_stats());
	srunner_add_suite(sr, suite_xtic_ai());
	srunner_add_suite(sr, suite_hexxagon());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
