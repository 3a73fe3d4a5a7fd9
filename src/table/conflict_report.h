/* conflict_report.h: a Conflict board's fairness report in sentences, and
 * tabula conflict --check-map. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONFLICT_REPORT_H
#define TABULA_CONFLICT_REPORT_H

#include <stdio.h>

#include "games/conflict_map.h"

struct game_entry;

int	conflict_report_lines(const struct game_entry *,
	    const struct conflict_map_report *, char ***);
int	conflict_report_check(const struct game_entry *, const char *, FILE *,
	    FILE *);

#endif
