/*
 * i18n.c: translated text, in ASCII where the terminal's locale is not
 * UTF-8.  The catalogues are UTF-8; under LANG=C with LANGUAGE=fr, say,
 * a terminal or a braille table that takes ASCII gets "Tapez help" for
 * the French, never raw UTF-8 bytes.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <langinfo.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "utf8.h"
#include "xmalloc.h"

#ifdef ENABLE_NLS
#undef ngettext
#endif

/* The ASCII forms made so far, by the translation they were made of: the
 * catalogue's texts stay where they are for the life of the process. */
struct i18n_form {
	const char	*text;
	char		*ascii;
};

static int		 i18n_ascii_only;
static struct i18n_form	*i18n_forms;
static size_t		 i18n_nforms, i18n_size;
static pthread_mutex_t	 i18n_lock = PTHREAD_MUTEX_INITIALIZER;

/* Looks at the locale, once it is set: ASCII only unless it is UTF-8. */
void
i18n_start(void)
{
	const char	*cs = nl_langinfo(CODESET);

	i18n_ascii_only = cs == NULL || strcmp(cs, "UTF-8") != 0;
#ifdef ENABLE_NLS
	bind_textdomain_codeset(PACKAGE, "UTF-8");
#endif
}

static char		 i18n_note_text[512];

/*
 * Notes that the locale asked for is not installed, and which was used
 * instead, in a sentence said once: on standard error, and by the menu.
 */
void
i18n_note_locale(const char *want, const char *used)
{
	snprintf(i18n_note_text, sizeof i18n_note_text,
	    _("The locale %s is not installed: %s is used, with the "
	    "messages of its language."), want, used);
	fprintf(stderr, "tabula: %s\n", i18n_note_text);
}

/* The note of a locale not installed, or NULL. */
const char *
i18n_note(void)
{
	return (i18n_note_text[0] != '\0' ? i18n_note_text : NULL);
}

/* Whether text must be in ASCII for this terminal. */
int
i18n_ascii(void)
{
	return (i18n_ascii_only);
}

/* Text as this terminal can show it: itself, or its ASCII form. */
char *
i18n_show(const char *text)
{
	const unsigned char	*s = (const unsigned char *)text;
	struct i18n_form	*f;
	size_t			 i, h;
	char			*ascii;

	if (!i18n_ascii_only)
		return ((char *)text);
	for (i = 0; s[i] != '\0' && s[i] < 0x80; i++)
		;
	if (s[i] == '\0')
		return ((char *)text);
	pthread_mutex_lock(&i18n_lock);
	if (2 * (i18n_nforms + 1) > i18n_size) {
		struct i18n_form	*old = i18n_forms;
		size_t			 oldsize = i18n_size, j;

		i18n_size = i18n_size ? 2 * i18n_size : 256;
		i18n_forms = xcalloc(i18n_size, sizeof *i18n_forms);
		for (j = 0; j < oldsize; j++) {
			if (old[j].text == NULL)
				continue;
			h = ((uintptr_t)old[j].text >> 3) % i18n_size;
			while (i18n_forms[h].text != NULL)
				h = (h + 1) % i18n_size;
			i18n_forms[h] = old[j];
		}
		free(old);
	}
	h = ((uintptr_t)text >> 3) % i18n_size;
	for (f = &i18n_forms[h]; f->text != NULL && f->text != text;
	    f = &i18n_forms[h])
		h = (h + 1) % i18n_size;
	if (f->text == NULL) {
		f->text = text;
		f->ascii = utf8_ascii(text);
		i18n_nforms++;
	}
	ascii = f->ascii;
	pthread_mutex_unlock(&i18n_lock);
	return (ascii);
}

#ifdef ENABLE_NLS
char *
i18n_gettext(const char *msgid)
{
	return (i18n_show(gettext(msgid)));
}

char *
i18n_ngettext(const char *msgid, const char *plural, unsigned long n)
{
	return (i18n_show(ngettext(msgid, plural, n)));
}
#endif
