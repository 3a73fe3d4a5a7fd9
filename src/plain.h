/* plain.h: the line-oriented front end, for any terminal or none. */
#ifndef TABULA_PLAIN_H
#define TABULA_PLAIN_H

#include "match.h"

int	plain_menu(void);
int	plain_game(struct match *);

#endif
