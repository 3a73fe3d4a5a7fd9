/* ataxx_uai.h: the Ataxx engine over the UAI protocol, for match runners. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_ATAXX_UAI_H
#define TABULA_ATAXX_UAI_H

#include <stdint.h>

int	uai_main(int, uint64_t);

#endif
