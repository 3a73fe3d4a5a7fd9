/* lib.h: what the Check suites share. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_TESTS_LIB_H
#define TABULA_TESTS_LIB_H

#include <check.h>

Suite	*suite_ai(void);
Suite	*suite_ataxx(void);
Suite	*suite_conflict(void);
Suite	*suite_conflict_edit(void);
Suite	*suite_conqueror(void);
Suite	*suite_conqueror_ai(void);
Suite	*suite_cross(void);
Suite	*suite_graph_layout(void);
Suite	*suite_match(void);
Suite	*suite_proto(void);
Suite	*suite_record(void);
Suite	*suite_rng(void);
Suite	*suite_saves(void);
Suite	*suite_sha256(void);
Suite	*suite_socket(void);
Suite	*suite_stats(void);
Suite	*suite_xtic_ai(void);
Suite	*suite_xtic(void);
Suite	*suite_hexxagon(void);

/* A scratch file path for this test process; the caller frees it. */
char	*test_tmpfile(const char *);

#endif
