/* uai.h: the Ataxx engine over the UAI protocol, for match runners. */
#ifndef TABULA_UAI_H
#define TABULA_UAI_H

int	uai_main(void);

#endif
