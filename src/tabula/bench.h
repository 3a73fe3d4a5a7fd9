/* bench.h: a fixed amount of work for every engine, timed. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_BENCH_H
#define TABULA_BENCH_H

#include <stddef.h>

int	bench_is_part(const char *);
void	bench_parts(char *, size_t);
int	bench_main(char *const *, int, int);

#endif
