/* i18n.h: the gettext macros used by the front ends and the core. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_I18N_H
#define TABULA_I18N_H

void	 i18n_start(void);
int	 i18n_ascii(void);
char	*i18n_show(const char *);
void	 i18n_note_locale(const char *, const char *);
const char *i18n_note(void);

#ifdef ENABLE_NLS
#include <libintl.h>
/* format_arg: a translated format is checked against its arguments as
 * the original is. */
char	*i18n_gettext(const char *) __attribute__((format_arg(1)));
char	*i18n_ngettext(const char *, const char *, unsigned long)
	    __attribute__((format_arg(1), format_arg(2)));
/* Translations go through i18n_show, for terminals that take ASCII. */
#define _(s) i18n_gettext(s)
#undef ngettext
#define ngettext(s, p, n) i18n_ngettext((s), (p), (n))
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
