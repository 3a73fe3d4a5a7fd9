/* paths.h: where Tabula finds its data and keeps saved games. */
#ifndef TABULA_PATHS_H
#define TABULA_PATHS_H

const char	*paths_data(void);
const char	*paths_locale(void);
char		*paths_saves(int, char **);

#endif
