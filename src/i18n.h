/* i18n.h: the gettext macros used by the front ends and the core. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_I18N_H
#define TABULA_I18N_H

#ifdef ENABLE_NLS
#include <libintl.h>
#define _(s) gettext(s)
#else
#define _(s) ((char *)(s))
#define ngettext(s, p, n) ((char *)((n) == 1 ? (s) : (p)))
#endif

/* Marks a string for translation where it is defined; _() translates it where
 * it is shown. */
#define N_(s) (s)

/* Marks a singular and plural pair, for ngettext where they are shown. */
#define NP_(s, p) (s), (p)

#endif
