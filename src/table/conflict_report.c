/* conflict_report.c: a Conflict board's fairness report in sentences, and
 * tabula conflict --check-map. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boards.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "table/conflict_report.h"
#include "xmalloc.h"

/* The lines being written. */
struct conflict_report_out {
	const struct game_entry	*g;	/* Conflict's, for its words */
	char			**lines;
	int			  n, size;
};

static void __attribute__((format(printf, 2, 3)))
conflict_report_add(struct conflict_report_out *o, const char *fmt, ...)
{
	va_list	 ap;

	if (o->n == o->size) {
		o->size = o->size ? o->size * 2 : 16;
		o->lines = xreallocarray(o->lines, o->size, sizeof *o->lines);
	}
	va_start(ap, fmt);
	xvasprintf(&o->lines[o->n++], fmt, ap);
	va_end(ap);
}

/* The steps of a way, or "none". */
static void
conflict_report_steps(int n, char *buf, size_t len)
{
	if (n < 0)
		snprintf(buf, len, "%s", _("none"));
	else
		snprintf(buf, len, ngettext("%d step", "%d steps", n), n);
}

/* The kinds of piece that can leave a base, or "nothing". */
static void
conflict_report_kinds(const struct conflict_report_out *o, const int *set,
    int want, char *buf, size_t len)
{
	size_t	 used = 0;
	int	 k;

	buf[0] = '\0';
	for (k = 0; k < CONFLICT_KINDS && used < len; k++)
		if (set[k] == want)
			used += snprintf(buf + used, len - used, "%s%s",
			    used > 0 ? ", " : "",
			    _(o->g->piece_names[k]));
	if (used == 0)
		snprintf(buf, len, "%s", _("nothing"));
}

/* One corner's figures, in a few lines. */
static void
conflict_report_seat(struct conflict_report_out *o,
    const struct conflict_map_report *r, int c)
{
	static const char *const ways[CONFLICT_MAP_WAYS] = {
		N_("by land"), N_("by water"), N_("by air")
	};
	const struct conflict_map_seat	*s = &r->seat[c];
	char				 sq[CONFLICT_SQUARE_MAX], kinds[256];
	char				 steps[CONFLICT_MAP_WAYS][64];
	int				 other, way;

	conflict_format_square(s->base, sq, sizeof sq);
	conflict_report_add(o, _("Base %d (%s) at %s:"), c + 1,
	    _(o->g->sides[c]), sq);
	conflict_report_kinds(o, s->leaves, 1, kinds, sizeof kinds);
	conflict_report_add(o, _("  can leave it: %s"), kinds);
	conflict_report_add(o, _("  land within %d steps: %d, within %d: %d; "
	    "water within %d steps: %d, within %d: %d"), CONFLICT_MAP_NEAR,
	    s->land[0], CONFLICT_MAP_FAR, s->land[1], CONFLICT_MAP_NEAR,
	    s->water[0], CONFLICT_MAP_FAR, s->water[1]);
	for (other = 0; other < CONFLICT_PLAYERS; other++) {
		if (other == c)
			continue;
		for (way = 0; way < CONFLICT_MAP_WAYS; way++)
			conflict_report_steps(s->dist[way][other], steps[way],
			    sizeof steps[way]);
		conflict_report_add(o, _("  to base %d (%s): %s %s, %s %s, "
		    "%s %s"), other + 1, _(o->g->sides[other]),
		    _(ways[0]), steps[0], _(ways[1]), steps[1], _(ways[2]),
		    steps[2]);
	}
	conflict_report_add(o, ngettext("  %d hostile mine within %d steps; "
	    "the nearest %d away", "  %d hostile mines within %d steps; the "
	    "nearest %d away", s->mines_near), s->mines_near,
	    CONFLICT_MAP_MINE_NEAR, s->mine_dist);
}

/* The best of a figure over the corners: the most, or the least >= 0. */
static int
conflict_report_best(const struct conflict_map_report *r, size_t offset,
    int least)
{
	int	 c, v, best = -1;

	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		v = *(const int *)((const char *)&r->seat[c] + offset);
		if (least ? v >= 0 && (best < 0 || v < best) : v > best)
			best = v;
	}
	return (best);
}

/* Why a corner is clearly worse off, and a warning line for it. */
static void
conflict_report_warn(struct conflict_report_out *o,
    const struct conflict_map_report *r, int c)
{
	static const struct {
		unsigned int	 bit;
		size_t		 offset;
		int		 steps;
		const char	*text;
	} grounds[] = {
		{ CONFLICT_MAP_W_LAND_NEAR, offsetof(struct conflict_map_seat,
		    land[0]), CONFLICT_MAP_NEAR,
		    N_("land within %d steps: %d, against %d") },
		{ CONFLICT_MAP_W_LAND_FAR, offsetof(struct conflict_map_seat,
		    land[1]), CONFLICT_MAP_FAR,
		    N_("land within %d steps: %d, against %d") },
		{ CONFLICT_MAP_W_WATER_NEAR, offsetof(struct conflict_map_seat,
		    water[0]), CONFLICT_MAP_NEAR,
		    N_("water within %d steps: %d, against %d") },
		{ CONFLICT_MAP_W_WATER_FAR, offsetof(struct conflict_map_seat,
		    water[1]), CONFLICT_MAP_FAR,
		    N_("water within %d steps: %d, against %d") },
	};
	static const char *const ways[CONFLICT_MAP_WAYS] = {
		N_("the nearest base by land %s, against %s"),
		N_("the nearest base by water %s, against %s"),
		N_("the nearest base by air %s, against %s")
	};
	const struct conflict_map_seat	*s = &r->seat[c];
	char				 why[1024], kinds[256];
	char				 mine[64], best[64];
	size_t				 used = 0, i;
	int				 way, all[CONFLICT_KINDS], k, o2;
	/* TRANSLATORS: goes between two reasons a base is worse off. */
	const char			*sep = _("; ");

#define WHY(...) do {							\
	if (used < sizeof why)						\
		used += snprintf(why + used, sizeof why - used, "%s",	\
		    used > 0 ? sep : "");				\
	if (used < sizeof why)						\
		used += snprintf(why + used, sizeof why - used,		\
		    __VA_ARGS__);					\
} while (0)
	why[0] = '\0';
	if (s->worse & CONFLICT_MAP_W_LEAVE) {
		for (k = 0; k < CONFLICT_KINDS; k++) {
			all[k] = 0;
			for (o2 = 0; o2 < CONFLICT_PLAYERS; o2++)
				all[k] |= r->seat[o2].leaves[k];
			all[k] = all[k] && !s->leaves[k];
		}
		conflict_report_kinds(o, all, 1, kinds, sizeof kinds);
		WHY(_("%s cannot leave it"), kinds);
	}
	for (i = 0; i < sizeof grounds / sizeof grounds[0]; i++)
		if (s->worse & grounds[i].bit)
			WHY(_(grounds[i].text), grounds[i].steps,
			    *(const int *)((const char *)s + grounds[i].offset),
			    conflict_report_best(r, grounds[i].offset, 0));
	for (way = 0; way < CONFLICT_MAP_WAYS; way++) {
		if ((s->worse & CONFLICT_MAP_W_WAY(way)) == 0)
			continue;
		conflict_report_steps(s->nearest[way], mine, sizeof mine);
		conflict_report_steps(conflict_report_best(r,
		    offsetof(struct conflict_map_seat, nearest[way]), 1), best,
		    sizeof best);
		WHY(_(ways[way]), mine, best);
	}
#undef WHY
	conflict_report_add(o, _("warning: base %d (%s) is clearly worse "
	    "off: %s"), c + 1, _(o->g->sides[c]), why);
}

/*
 * Writes a board's fairness report as lines of text, in the user's
 * language: each base's figures, then a warning for each corner clearly
 * worse off than the best (see conflict_map.h).  Returns how many lines;
 * xfree_strings lets them go.
 */
int
conflict_report_lines(const struct game_entry *g,
    const struct conflict_map_report *r, char ***lines)
{
	struct conflict_report_out	 o;
	int				 c;

	memset(&o, 0, sizeof o);
	o.g = g;
	conflict_report_add(&o, _("A board of %d by %d squares."), r->w,
	    r->h);
	for (c = 0; c < CONFLICT_PLAYERS; c++)
		conflict_report_seat(&o, r, c);
	for (c = 0; c < CONFLICT_PLAYERS; c++)
		if (r->seat[c].worse != 0)
			conflict_report_warn(&o, r, c);
	if (r->nworse == 0)
		conflict_report_add(&o, "%s", _("No base is clearly worse off "
		    "than the others (no figure more than a quarter worse "
		    "than the best base's)."));
	*lines = o.lines;
	return (o.n);
}

/*
 * tabula conflict --check-map FILE: reads a board file as a game would,
 * and writes either its mistake as FILE:LINE:COLUMN: message on err (as
 * much of the place as is known), or its fairness report on out.
 * Returns the exit status: 0 if the board loads, 1 if not.
 */
int
conflict_report_check(const struct game_entry *g, const char *file, FILE *out,
    FILE *err)
{
	struct conflict_board		*b;
	struct conflict_map_report	 r;
	char				*text, *cause, *path, **lines;
	const char			*why;
	size_t				 len;
	int				 line, col, error, n, i;
	FILE				*f;

	/* A word without a slash or the suffix of a map's file that names
	 * no file here is a board's name, found as --board finds it. */
	len = strlen(file);
	if (strchr(file, '/') == NULL && (len < 4 ||
	    strcmp(file + len - 4, ".map") != 0) && access(file, F_OK) != 0 &&
	    errno == ENOENT)
		path = xstrdup(file);
	else {
		if ((f = fopen(file, "r")) == NULL) {
			fprintf(err, "%s: %s\n", file, strerror(errno));
			return (1);
		}
		fclose(f);
		/* A file named without a slash is a file here, not a
		 * board's name. */
		if (strchr(file, '/') == NULL)
			xasprintf(&path, "./%s", file);
		else
			path = xstrdup(file);
	}
	error = boards_read(g, path, &text, NULL, &cause);
	free(path);
	if (error != 0) {
		fprintf(err, "%s: %s\n", PACKAGE, cause);
		free(cause);
		return (1);
	}
	b = xmalloc(sizeof *b);
	error = conflict_board_read(b, text, &line, &col);
	free(text);
	if (error != CONFLICT_OK) {
		why = game_error_text(g, error);
		if (line > 0 && col > 0)
			fprintf(err, "%s:%d:%d: %s\n", file, line, col, why);
		else if (line > 0)
			fprintf(err, "%s:%d: %s\n", file, line, why);
		else
			fprintf(err, "%s: %s\n", file, why);
		free(b);
		return (1);
	}
	conflict_map_report(b, &r);
	free(b);
	n = conflict_report_lines(g, &r, &lines);
	fprintf(out, "%s: %s\n", file, lines[0]);
	for (i = 1; i < n; i++)
		fprintf(out, "%s\n", lines[i]);
	xfree_strings(lines, n);
	return (0);
}

static const struct game_mode_option conflict_check_options[] = {
	{ "check-map", N_("FILE"), 1, N_("check a board file (or a board "
	    "named as --board names it) as a game would load it: its "
	    "mistakes as FILE:LINE:COLUMN, or how fair it is to each base; "
	    "exit 0 if it loads") },
	{ NULL, NULL, 0, NULL }
};

static int
conflict_check_run(const struct game_mode_call *call)
{
	if (call->nwords > 0)
		call->usage(_("unexpected \"%s\""), call->words[0]);
	return (conflict_report_check(call->game, call->values[0], stdout,
	    stderr));
}

static const struct game_mode conflict_check_mode = {
	N_("--check-map FILE"), conflict_check_options, conflict_check_run
};

/* Conflict's modes of the command line. */
const struct game_mode *const conflict_modes[] = {
	&conflict_check_mode, NULL
};
