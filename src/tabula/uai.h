/* uai.h: the Ataxx engine over the UAI protocol, for match runners. */
#ifndef TABULA_UAI_H
#define TABULA_UAI_H

#include <stdint.h>

int	uai_main(int, uint64_t);

#endif
