/* main.c: the command line: options, the locale, and what to run. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <locale.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tabula/bench.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "net/client.h"
#include "narrate.h"
#include "paths.h"
#include "plain/plain.h"
#include "stats.h"
#include "ui/ui.h"
#include "wrap.h"
#include "utf8.h"
#include "xmalloc.h"

#define EXIT_USAGE	2
#define THINK_MAX_S	3600.0
#define MAIN_HELP_WIDTH	79

enum {
	OPT_PLAYERS = 256,
	OPT_BOARD,
	OPT_SEED,
	OPT_TIME,
	OPT_NAME,
	OPT_ALLOW,
	OPT_ON_LEAVE,
	OPT_RESUME,
	OPT_HINTS,
	OPT_WATCH,
	OPT_BRIEF,
	OPT_READER,
	OPT_EDIT,
	OPT_HINT_LEVEL,
	OPT_GAME		/* then one per distinct name of the games'
				   options and their modes' */
};

/* A game's option, or a mode's, as given, before the game is known. */
struct main_game_option {
	const char	*name;
	const char	*value;		/* "" for an option without one */
};

#define MAIN_NAMES_MAX	256
static const char *main_game_option_names[MAIN_NAMES_MAX];
static int	   main_game_option_values[MAIN_NAMES_MAX];
static int	   main_ngame_option_names;

/* The program's name in messages, without its directory. */
static const char *main_program = "tabula";

/* Writes an error about the command line and exits. */
static void __attribute__((format(printf, 1, 2), noreturn))
main_usage_error(const char *fmt, ...)
{
	va_list	 ap;
	char	*msg, *shown;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	/* What was typed is quoted, escapes and all: not obeyed. */
	shown = utf8_shown(msg);
	fprintf(stderr, "%s: %s\n", main_program, shown);
	fprintf(stderr, _("Try 'tabula --help' for more information.\n"));
	free(shown);
	free(msg);
	exit(EXIT_USAGE);
}

/* Writes an error, with anything in it that a terminal would obey
 * shown as '?', and exits with failure. */
static void __attribute__((noreturn))
main_fail(const char *msg)
{
	char	*shown = utf8_shown(msg);

	fprintf(stderr, "%s: %s\n", main_program, shown);
	free(shown);
	exit(EXIT_FAILURE);
}

/*
 * Names the program in messages by its file's name alone, as GNU programs
 * do, whatever path it was run by: argv[0] too, which getopt_long's own
 * messages name.
 */
static void
main_name(char **argv)
{
	char	*slash;

	if (argv[0] == NULL || argv[0][0] == '\0')
		return;
	if ((slash = strrchr(argv[0], '/')) != NULL && slash[1] != '\0')
		argv[0] = slash + 1;
	main_program = argv[0];
}

/* A game's computer levels by name, for the help. */
static void
main_levels(const struct game_entry *g, char **line)
{
	char	 names[512];
	size_t	 used = 0;
	int	 i;

	names[0] = '\0';
	for (i = 0; g->level_names[i] != NULL && used < sizeof names; i++)
		used += snprintf(names + used, sizeof names - used,
		    "%s%d %s", i > 0 ? ", " : "", i + 1, _(g->level_names[i]));
	xasprintf(line, _("Computer levels, by number or name: %s."), names);
}

/* One line of a game's options in the help: the option and its argument,
 * then its help in a column, wrapped; a long option has its help below. */
static void
main_option(const char *option, const char *help)
{
	char	 prefix[64];

	if (strlen(option) > 18) {
		printf("      %s\n", option);
		snprintf(prefix, sizeof prefix, "%26s", "");
	} else
		snprintf(prefix, sizeof prefix, "      %-19s ", option);
	wrap_print(stdout, prefix, help, MAIN_HELP_WIDTH, 26);
}

static void
main_help(void)
{
	const struct game_entry	*g;
	const struct game_option *o;
	const struct game_mode_option *mo;
	char			 arg[64], *line;
	int			 i, j;

	printf(_("Usage: tabula [OPTION]... [GAME [GAME OPTION]...]\n"
	    "       tabula host [OPTION]... GAME [GAME OPTION]...\n"
	    "       tabula host --resume JOURNAL\n"
	    "       tabula join [--watch] [NAME|USER/NAME]\n"
	    "       tabula bench [PART]... [DEPTH]\n"));
	printf("%s", _("       tabula stats\n"));
	printf("%s", _("       tabula review [--plain [--brief]] FILE\n"));
	for (i = 0; (g = game_table[i]) != NULL; i++) {
		for (j = 0; g->modes != NULL && g->modes[j] != NULL; j++)
			printf(_("       tabula %s %s\n"), g->name,
			    _(g->modes[j]->usage));
		if (ui_edit_for(g))
			printf(_("       tabula %s --edit [%s]\n"), g->name,
			    _("FILE"));
	}
	printf(_("Play board games in a terminal.  With no GAME, show the "
	    "menu.\n"));
	printf("\n%s\n", _("Games:"));
	for (i = 0; (g = game_table[i]) != NULL; i++) {
		snprintf(arg, sizeof arg, "  %-10s ", g->name);
		wrap_print(stdout, arg, _(g->summary), MAIN_HELP_WIDTH, 13);
	}
	printf("\n%s\n", _("Options:"));
	printf(_(
"  -p, --plain             use the plain-text interface: numbered menus and\n"
"                          typed commands, no cursor movement\n"
"      --players LIST      the seats in turn order, separated by commas:\n"
"                          human[:NAME], computer[:LEVEL[:NAME]]\n"
"      --board NAME|FILE   play on a shipped board or on a board file\n"
"      --seed N            make the game's randomness reproducible\n"
"      --time SECONDS      thinking time of the strongest computer levels (2)\n"
"  -l, --load FILE         resume a saved game\n"
"  -h, --help              show this help and exit\n"
"  -V, --version           show the version and exit\n"));
	main_option("--hint-level LEVEL", _("the computer level hints come "
	    "from (a number or a level's name; the game's middle level by "
	    "default)"));
	printf("%s", _(
"      --brief             with --plain: after a move, tell what changed,\n"
"                          not the board (for a screen reader)\n"
"      --reader            for a screen reader: --brief in plain text; on\n"
"                          the full screen, the cursor rests on the message\n"
"                          line, which says the cell under the board's\n"
"                          cursor in words\n"));
	printf("\n%s\n", _("Network games (host and join):"));
	printf(_(
"      --players LIST      for host: human (your seat) first, then remote\n"
"                          for a player who joins, or computer[:LEVEL]\n"
"      --name NAME         the hub's name (GAME-1, GAME-2... by default)\n"
"      --allow LIST        let these users (and @groups) join, by name\n"
"      --on-leave WHAT     when a player leaves: pause (the default) or\n"
"                          computer (the computer plays for them)\n"
"      --resume JOURNAL    start a stopped hub again from its journal\n"
"      --watch             join as a spectator\n"));
	main_option("--hints", _("for host: let every seat ask for hints "
	    "(hint, or ! on the full screen); they are told so"));
	printf("%s\n", _("  tabula join with no hub named lists the games open "
	    "to you."));
	for (i = 0; (g = game_table[i]) != NULL; i++) {
		if (g->noptions == 0 && g->modes == NULL && !ui_edit_for(g))
			continue;
		printf("\n");
		printf(_("%s options:\n"), _(g->title));
		for (j = 0; j < g->noptions; j++) {
			o = &g->options[j];
			snprintf(arg, sizeof arg, "--%s %s", o->name,
			    _(o->arg));
			main_option(arg, _(o->help));
		}
		if (g->level_names != NULL) {
			main_levels(g, &line);
			wrap_print(stdout, "      ", line, MAIN_HELP_WIDTH, 6);
			free(line);
		}
		if (ui_edit_for(g)) {
			snprintf(arg, sizeof arg, "--edit [%s]", _("FILE"));
			xasprintf(&line, _("draw a map on the full screen: a "
			    "new one, or FILE (a file, or the name of one of "
			    "your maps); maps are saved in "
			    "$XDG_DATA_HOME/tabula/%s"), g->name);
			main_option(arg, line);
			free(line);
		}
		for (j = 0; g->modes != NULL && g->modes[j] != NULL; j++)
			for (mo = g->modes[j]->options; mo->name != NULL;
			    mo++) {
				snprintf(arg, sizeof arg, "--%s%s%s", mo->name,
				    mo->arg != NULL ? " " : "",
				    mo->arg != NULL ? _(mo->arg) : "");
				main_option(arg, _(mo->help));
			}
	}
	printf("\n");
	wrap_print(stdout, "", _("tabula stats prints your record: the "
	    "games you finished, won, drawn and lost, by game, board and "
	    "opponent (\"Your record\" in the menu shows it too)."),
	    MAIN_HELP_WIDTH, 0);
	wrap_print(stdout, "", _("tabula review FILE steps through a saved "
	    "game's moves, forward and back, and can play on from any of them "
	    "as a new game; the file is only read (\"Review\" in the Resume "
	    "list does it too)."), MAIN_HELP_WIDTH, 0);
	printf(_("In a game, type help for its commands.  Saved games are "
	    "kept in\n$XDG_DATA_HOME/tabula (~/.local/share/tabula).  See "
	    "tabula(6) for more.\n"));
}

static void
main_version(void)
{
	printf("tabula (%s) %s\n", PACKAGE_NAME, PACKAGE_VERSION);
	printf(_("Copyright (C) 2026 the Tabula authors.\n"));
	printf(_("Licence ISC: the ISC licence "
	    "<https://spdx.org/licenses/ISC.html>.\n"
	    "This is free software: you are free to use, change and "
	    "redistribute it.\n"
	    "There is NO WARRANTY, to the extent permitted by law.\n"));
}

/*
 * Sets up the locale.  The C library ignores LANGUAGE in the "C" locale, so
 * when LANGUAGE asks for a language and no locale is set, messages come
 * from the C.UTF-8 locale instead, where LANGUAGE counts; the characters
 * stay the terminal's, and a terminal that takes ASCII gets the
 * translations in ASCII (i18n.c).
 */
static void
main_locale(void)
{
	const char	*language = getenv("LANGUAGE"), *messages, *want = "";
	char		 lang[16], used[32];
	size_t		 n;
	int		 missing = 0;

	/* A file that may grow no more (a file-size limit) fails to write,
	 * with a message, instead of killing the game. */
	signal(SIGXFSZ, SIG_IGN);
	/*
	 * A locale asked for but not installed (LANG=de_DE.UTF-8 on a fresh
	 * system) would give English in ASCII: its UTF-8 is kept with
	 * C.UTF-8, and its language through LANGUAGE, and the player is told.
	 */
	if (setlocale(LC_ALL, "") == NULL) {
		missing = 1;
		if ((want = getenv("LC_ALL")) == NULL || *want == '\0')
			if ((want = getenv("LC_MESSAGES")) == NULL ||
			    *want == '\0')
				want = getenv("LANG");
		if (want == NULL)
			want = "";
		snprintf(used, sizeof used, "C");
		if ((strstr(want, "UTF-8") != NULL ||
		    strstr(want, "utf-8") != NULL ||
		    strstr(want, "UTF8") != NULL ||
		    strstr(want, "utf8") != NULL) &&
		    setlocale(LC_ALL, "C.UTF-8") != NULL)
			snprintf(used, sizeof used, "C.UTF-8");
		else
			setlocale(LC_ALL, "C");
		n = strcspn(want, "_.@");
		if (n > 0 && n < sizeof lang && strncmp(want, "C", n) != 0 &&
		    strncmp(want, "POSIX", n) != 0 &&
		    (language == NULL || *language == '\0')) {
			snprintf(lang, sizeof lang, "%.*s", (int)n, want);
			setenv("LANGUAGE", lang, 1);
			language = getenv("LANGUAGE");
		}
	}
	/* Numbers on the command line and in files are written the C way. */
	setlocale(LC_NUMERIC, "C");
	messages = setlocale(LC_MESSAGES, NULL);
	if (language != NULL && *language != '\0' && messages != NULL &&
	    (strcmp(messages, "C") == 0 || strcmp(messages, "POSIX") == 0)) {
		setlocale(LC_MESSAGES, "C.UTF-8");
	}
#ifdef ENABLE_NLS
	bindtextdomain(PACKAGE, paths_locale());
	textdomain(PACKAGE);
#endif
	i18n_start();
	/* Said once the catalogue is bound, in the language asked for. */
	if (missing)
		i18n_note_locale(want, used);
}

/*
 * Counts the name of a game's option, or a mode's, among the long options,
 * once: the fixed options keep theirs (a mode that takes --watch or
 * --seed is given the fixed one's value).
 */
static void
main_option_name(const char *name, int value, const struct option *fixed,
    size_t nfixed)
{
	size_t	 i;
	int	 k;

	for (i = 0; i < nfixed; i++)
		if (strcmp(fixed[i].name, name) == 0)
			return;
	for (k = 0; k < main_ngame_option_names; k++)
		if (strcmp(main_game_option_names[k], name) == 0)
			return;
	if (main_ngame_option_names == MAIN_NAMES_MAX)
		return;
	main_game_option_names[main_ngame_option_names] = name;
	main_game_option_values[main_ngame_option_names++] = value;
}

/* Builds the long options: the fixed ones, then every game's own and its
 * modes'. */
static const struct option *
main_long_options(void)
{
	static const struct option fixed[] = {
		{ "plain", no_argument, NULL, 'p' },
		{ "players", required_argument, NULL, OPT_PLAYERS },
		{ "board", required_argument, NULL, OPT_BOARD },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "time", required_argument, NULL, OPT_TIME },
		{ "load", required_argument, NULL, 'l' },
		{ "name", required_argument, NULL, OPT_NAME },
		{ "allow", required_argument, NULL, OPT_ALLOW },
		{ "on-leave", required_argument, NULL, OPT_ON_LEAVE },
		{ "resume", required_argument, NULL, OPT_RESUME },
		{ "hints", no_argument, NULL, OPT_HINTS },
		{ "watch", no_argument, NULL, OPT_WATCH },
		{ "brief", no_argument, NULL, OPT_BRIEF },
		{ "reader", no_argument, NULL, OPT_READER },
		{ "edit", no_argument, NULL, OPT_EDIT },
		{ "hint-level", required_argument, NULL, OPT_HINT_LEVEL },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
	};
	static struct option opts[sizeof fixed / sizeof fixed[0] + 1 +
			    MAIN_NAMES_MAX];
	const struct game_entry	*g;
	const struct game_mode_option *mo;
	size_t		 nfixed = sizeof fixed / sizeof fixed[0];
	int		 i, j, k;

	memcpy(opts, fixed, sizeof fixed);
	for (i = 0; (g = game_table[i]) != NULL; i++) {
		for (j = 0; j < g->noptions; j++)
			main_option_name(g->options[j].name, 1, fixed,
			    nfixed);
		for (j = 0; g->modes != NULL && g->modes[j] != NULL; j++)
			for (mo = g->modes[j]->options; mo->name != NULL;
			    mo++)
				main_option_name(mo->name, mo->value, fixed,
				    nfixed);
	}
	for (k = 0; k < main_ngame_option_names; k++) {
		opts[nfixed + k].name = main_game_option_names[k];
		opts[nfixed + k].has_arg = main_game_option_values[k] ?
		    required_argument : no_argument;
		opts[nfixed + k].val = OPT_GAME + k;
	}
	return (opts);
}

/* Reads a whole number for an option. */
static uint64_t
main_number(const char *option, const char *s, uint64_t max)
{
	char			*end;
	unsigned long long	 n;

	errno = 0;
	n = strtoull(s, &end, 10);
	if (*s == '-' || end == s || *end != '\0' || errno != 0 || n > max)
		main_usage_error(_("%s needs a whole number from 0 to %" PRIu64
		    ", not \"%s\""), option, max, s);
	return (n);
}

/*
 * The mode an option chooses: the game's own if it has one, else another
 * game's, whose names (those of every game that has it) are put in
 * names; NULL if it chooses none.
 */
static const struct game_mode *
main_mode_of(const struct game_entry *g, const char *name,
    const struct game_entry **of, char *names, size_t len)
{
	const struct game_entry	*h;
	const struct game_mode	*found = NULL;
	size_t			 used = 0;
	int			 i, j;

	names[0] = '\0';
	for (j = 0; g != NULL && g->modes != NULL && g->modes[j] != NULL; j++)
		if (strcmp(g->modes[j]->options[0].name, name) == 0) {
			*of = g;
			return (g->modes[j]);
		}
	for (i = 0; (h = game_table[i]) != NULL; i++)
		for (j = 0; h->modes != NULL && h->modes[j] != NULL; j++)
			if (strcmp(h->modes[j]->options[0].name, name) == 0) {
				if (found == NULL) {
					found = h->modes[j];
					*of = h;
				}
				if (used < len)
					used += snprintf(names + used,
					    len - used, "%s%s",
					    used > 0 ? ", " : "", h->name);
			}
	return (found);
}

/* Refuses an option that is not one of the game's (or of the menu's),
 * saying whose it is. */
static void __attribute__((noreturn))
main_refuse_option(const struct game_entry *g, const char *name)
{
	const struct game_entry	*h;
	const struct game_mode_option *mo;
	int			 i, j;

	for (i = 0; (h = game_table[i]) != NULL; i++)
		for (j = 0; h->modes != NULL && h->modes[j] != NULL; j++)
			for (mo = h->modes[j]->options; mo->name != NULL; mo++)
				if (strcmp(mo->name, name) == 0)
					main_usage_error(_("--%s is for tabula "
					    "%s --%s"), name, h->name,
					    h->modes[j]->options[0].name);
	main_usage_error(_("--%s is not an option of %s"), name, g != NULL ?
	    _(g->title) : _("the menu"));
}

/* The mode the options given choose, or NULL; refuses another game's
 * mode, or two. */
static const struct game_mode *
main_mode(const struct game_entry *g, const struct main_game_option *given,
    int ngiven)
{
	const struct game_mode	*mode = NULL, *m;
	const struct game_entry	*of;
	const char		*chosen = NULL;
	char			 names[256];
	int			 i;

	for (i = 0; i < ngiven; i++) {
		if ((m = main_mode_of(g, given[i].name, &of, names,
		    sizeof names)) == NULL)
			continue;
		if (of != g)
			main_usage_error(_("--%s is for tabula %s"),
			    given[i].name, names);
		if (mode != NULL && m != mode)
			main_usage_error(_("--%s and --%s: one at a time"),
			    chosen, given[i].name);
		mode = m;
		chosen = given[i].name;
	}
	return (mode);
}

/* Runs a game's mode with the options given; returns its exit status. */
static int
main_run_mode(const struct game_entry *g, const struct game_mode *mode,
    const struct main_game_option *given, int ngiven, const char *seed,
    char *const *words, int nwords)
{
	struct game_mode_call	 call;
	int			 i, k;

	memset(&call, 0, sizeof call);
	for (i = 0; i < ngiven; i++) {
		for (k = 0; mode->options[k].name != NULL; k++)
			if (strcmp(mode->options[k].name, given[i].name) == 0)
				break;
		if (mode->options[k].name != NULL && k < GAME_MODE_OPTIONS_MAX)
			call.values[k] = given[i].value;
		else if ((k = game_option_index(g, given[i].name)) >= 0)
			call.options[k] = given[i].value;
		else if (strcmp(given[i].name, "watch") == 0)
			main_usage_error(_("--watch is for tabula join"));
		else
			main_refuse_option(g, given[i].name);
	}
	call.game = g;
	call.words = words;
	call.nwords = nwords;
	call.seed = seed;
	call.usage = main_usage_error;
	call.number = main_number;
	call.fail = main_fail;
	return (mode->run(&call));
}

/* The names of the games with a map editor, for a message. */
static const char *
main_editable(void)
{
	static char	 names[256];
	size_t		 n = 0;
	int		 i;

	names[0] = '\0';
	for (i = 0; game_table[i] != NULL && n < sizeof names; i++)
		if (ui_edit_for(game_table[i]))
			n += snprintf(names + n, sizeof names - n, "%s%s",
			    n > 0 ? ", " : "", game_table[i]->name);
	return (names);
}

/* What to run, as the words after the options say. */
enum main_run {
	RUN_PLAY,
	RUN_HOST,
	RUN_JOIN
};

/* The command line as read: the options, then the words after them. */
struct main_args {
	struct main_game_option	 given[MAIN_NAMES_MAX];
	int			 ngiven;
	struct match_config	 c;
	struct hub_config	 hc;
	char			 players[GAME_SEATS_MAX * 8];
	const char		*load, *target, *seed;
	const char		*hint_level;	/* --hint-level, or NULL */
	int			 watch, policy_given, plain, edit;
	enum main_run		 run;
	const struct game_entry	*g;
	int			 pos;		/* the first word not read */
};

/* Reads --time: the computer's time to think, in milliseconds. */
static int64_t
main_think_ms(const char *arg)
{
	char	*end;
	double	 seconds;

	errno = 0;
	seconds = strtod(arg, &end);
	if (end == arg || *end != '\0' || errno != 0 ||
	    !(seconds >= 0.01 && seconds <= THINK_MAX_S))
		main_usage_error(_("--time needs a number of "
		    "seconds from 0.01 to %.0f, not \"%s\""),
		    THINK_MAX_S, arg);
	return ((int64_t)(seconds * 1000 + 0.5));
}

/* Reads --on-leave: what the hub does when a seat leaves. */
static void
main_on_leave(struct main_args *a, const char *arg)
{
	a->policy_given = 1;
	if (strcmp(arg, "pause") == 0)
		a->hc.policy = HUB_PAUSE;
	else if (strcmp(arg, "computer") == 0)
		a->hc.policy = HUB_COMPUTER;
	else
		main_usage_error(_("--on-leave is pause or "
		    "computer, not \"%s\""), arg);
}

/* Keeps an option of a game's, or of a mode's, until the game is known;
 * returns 0, or -1 if the option is none of the games'. */
static int
main_give(struct main_args *a, int ch, const char *arg)
{
	if (ch < OPT_GAME || ch >= OPT_GAME + main_ngame_option_names)
		return (-1);
	if (a->ngiven == MAIN_NAMES_MAX)
		main_usage_error(_("too many options"));
	a->given[a->ngiven].name = main_game_option_names[ch - OPT_GAME];
	a->given[a->ngiven++].value = arg != NULL ? arg : "";
	return (0);
}

/* Takes one option; returns -1 to read on, or the status to exit with
 * (after --help, --version, or an option not known). */
static int
main_take_option(struct main_args *a, int ch, const char *arg)
{
	switch (ch) {
	case 'p':
		a->plain = 1;
		break;
	case OPT_PLAYERS:
		a->c.players = arg;
		break;
	case OPT_BOARD:
		a->c.board = arg;
		break;
	case OPT_SEED:
		a->c.seed = main_number("--seed", arg, UINT64_MAX);
		a->c.has_seed = 1;
		a->seed = arg;
		break;
	case OPT_TIME:
		a->c.think_ms = main_think_ms(arg);
		break;
	case 'l':
		a->load = arg;
		break;
	case OPT_NAME:
		a->hc.name = arg;
		break;
	case OPT_ALLOW:
		a->hc.allow = arg;
		break;
	case OPT_ON_LEAVE:
		main_on_leave(a, arg);
		break;
	case OPT_HINTS:
		a->hc.hints = 1;
		break;
	case OPT_RESUME:
		a->hc.resume = arg;
		break;
	case OPT_BRIEF:
		plain_brief = 1;
		break;
	case OPT_READER:
		/* Plain text, brief; the full screen's cursor on the
		 * message line. */
		plain_brief = 1;
		ui_settings.reader = 1;
		break;
	case OPT_WATCH:
		/* Given once, however often it is typed. */
		if (!a->watch) {
			if (a->ngiven == MAIN_NAMES_MAX)
				main_usage_error(_("too many options"));
			a->given[a->ngiven].name = "watch";
			a->given[a->ngiven++].value = "";
		}
		a->watch = 1;
		break;
	case OPT_EDIT:
		a->edit = 1;
		break;
	case OPT_HINT_LEVEL:
		a->hint_level = arg;
		break;
	case 'h':
		main_help();
		return (EXIT_SUCCESS);
	case 'V':
		main_version();
		return (EXIT_SUCCESS);
	default:
		if (main_give(a, ch, arg) == 0)
			break;
		fprintf(stderr, _("Try 'tabula --help' for more "
		    "information.\n"));
		return (EXIT_USAGE);
	}
	return (-1);
}

/* Reads the options; returns -1 to go on, or the status to exit with. */
static int
main_options(struct main_args *a, int argc, char **argv)
{
	const struct option	*longopts;
	int			 ch, status;

	longopts = main_long_options();
	while ((ch = getopt_long(argc, argv, "phVl:", longopts, NULL)) != -1)
		if ((status = main_take_option(a, ch, optarg)) != -1)
			return (status);
	return (-1);
}

/* Runs tabula stats: prints the player's record, a sentence a line. */
static int
main_stats(int argc, char **argv)
{
	char	**lines;
	int	 n, i, failed, warnings;

	if (optind + 1 < argc)
		main_usage_error(_("unexpected \"%s\""), argv[optind + 1]);
	lines = narrate_record(&n, &failed, &warnings);
	/* A damaged record set aside is told apart from the record. */
	for (i = 0; i < n; i++)
		if (i < warnings)
			fprintf(stderr, "%s: %s\n", main_program, lines[i]);
		else
			printf("%s\n", lines[i]);
	xfree_strings(lines, n);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}

/*
 * Runs tabula review FILE: the saved game, only read, stepped through on
 * the full screen or in plain text.  A damaged file is refused as --load
 * refuses it.
 */
static int
main_review(struct main_args *a, int argc, char **argv)
{
	struct match	*full;
	char		*cause;
	int		 status;

	if (optind + 2 != argc)
		main_usage_error(_("tabula review takes one saved game"));
	if (a->c.players != NULL || a->c.board != NULL || a->c.has_seed ||
	    a->load != NULL || a->ngiven > 0 || a->edit)
		main_usage_error(_("tabula review takes no game options"));
	if ((full = match_load(argv[optind + 1], &cause)) == NULL)
		main_fail(cause);
	/* A game played from a position counts in the player's record. */
	stats_keep(1);
	if (!a->plain && ui_available())
		status = ui_review_file(full, argv[optind + 1]);
	else
		status = plain_review_file(full, argv[optind + 1]);
	match_free(full);
	return (status);
}

/* Runs tabula bench with the words after it: its parts and a depth. */
static int
main_bench(int argc, char **argv)
{
	char	 parts[256];
	int	 pos;

	for (pos = optind + 1; pos < argc && bench_is_part(argv[pos]);
	    pos++)
		;
	/* After the parts, a depth alone: a word that is no number is a
	 * part that is not there. */
	if (argc - pos > 1 || (pos < argc &&
	    strspn(argv[pos], "0123456789") != strlen(argv[pos]))) {
		bench_parts(parts, sizeof parts);
		main_usage_error(_("bench takes the names of its parts "
		    "(%s) and a depth"), parts);
	}
	return (bench_main(argv + optind + 1, pos - optind - 1,
	    pos < argc ? (int)main_number("bench", argv[pos], 30) :
	    0));
}

/* Reads the words after the options: host or join (and what to join),
 * then the game. */
static void
main_words(struct main_args *a, int argc, char **argv)
{
	a->pos = optind;
	if (a->pos < argc && strcmp(argv[a->pos], "host") == 0) {
		a->run = RUN_HOST;
		a->pos++;
	} else if (a->pos < argc && strcmp(argv[a->pos], "join") == 0) {
		a->run = RUN_JOIN;
		if (++a->pos < argc)
			a->target = argv[a->pos++];
	}
	if (a->pos < argc && a->run != RUN_JOIN) {
		if ((a->g = game_find(argv[a->pos])) == NULL)
			main_usage_error(_("there is no game \"%s\""),
			    argv[a->pos]);
		a->pos++;
	}
}

/* Runs the map editor of tabula GAME --edit [MAP]. */
static int
main_edit(struct main_args *a, int argc, char **argv)
{
	const struct game_entry	*g = a->g;

	if (a->run != RUN_PLAY || g == NULL || !ui_edit_for(g))
		main_usage_error(_("--edit is for tabula %s"),
		    main_editable());
	if (argc - a->pos > 1)
		main_usage_error(_("tabula %s --edit takes at most one "
		    "map file"), g->name);
	if (a->c.players != NULL || a->c.board != NULL || a->c.has_seed ||
	    a->load != NULL || a->ngiven > 0 || a->hint_level != NULL)
		main_usage_error(_("tabula %s --edit takes no game "
		    "options"), g->name);
	return (ui_edit_map(g, a->pos < argc ? argv[a->pos] : NULL,
	    !a->plain && ui_available()));
}

/* The level --hint-level names for game g; -1 and *why if it has none
 * such. */
static int
main_hint_level(const struct game_entry *g, const char *arg, char **why)
{
	int	 level;

	if ((level = game_level_find(g, arg, strlen(arg))) < 0)
		xasprintf(why, _("--hint-level: %s has no level \"%s\"; "
		    "give one from 1 to %d"), _(g->title), arg, g->max_level);
	return (level);
}

/* Refuses options that do not go together, or with what is run; gives
 * the game its own options. */
static void
main_check(struct main_args *a, int argc, char **argv)
{
	char	*why;
	int	 i, j;

	if (a->pos < argc)
		main_usage_error(_("unexpected \"%s\""), argv[a->pos]);
	if (a->run != RUN_HOST && (a->hc.name != NULL || a->hc.allow != NULL ||
	    a->hc.resume != NULL || a->policy_given))
		main_usage_error(_("--name, --allow, --on-leave and --resume "
		    "are for tabula host"));
	if (a->run != RUN_HOST && a->hc.hints)
		main_usage_error(_("--hints is for tabula host"));
	if (a->run != RUN_JOIN && a->watch)
		main_usage_error(_("--watch is for tabula join"));
	if (a->run == RUN_HOST && (a->hc.resume == NULL) == (a->g == NULL))
		main_usage_error(_("tabula host takes a game, or --resume "
		    "and a journal"));
	if (a->load != NULL && a->g != NULL)
		main_usage_error(_("--load takes the game from the file; "
		    "name no game"));
	if (a->hint_level != NULL && ((a->g == NULL && a->load == NULL &&
	    a->run != RUN_JOIN) || a->watch || a->hc.resume != NULL))
		main_usage_error(_("--hint-level is for a game you play: "
		    "name one, or load or join one"));
	if (a->hint_level != NULL && a->g != NULL &&
	    main_hint_level(a->g, a->hint_level, &why) < 0)
		main_usage_error("%s", why);
	for (i = 0; i < a->ngiven; i++) {
		if (strcmp(a->given[i].name, "watch") == 0)
			continue;
		if (a->g == NULL || (j = game_option_index(a->g,
		    a->given[i].name)) < 0)
			main_refuse_option(a->g, a->given[i].name);
		a->c.options[j] = a->given[i].value;
	}
}

/* Lists the games open to join, for tabula join alone. */
static int
main_list(void)
{
	struct client_hub	*hubs;
	char			*text;
	int			 i, n;

	n = client_list(&hubs);
	if (n == 0)
		printf("%s\n", _("No game is open to you; start one "
		    "with: tabula host GAME"));
	else
		printf("%s\n", _("Games open to you (add --watch "
		    "to watch one):"));
	for (i = 0; i < n; i++) {
		text = client_hub_text(&hubs[i]);
		printf("  tabula join %s\n    %s\n", hubs[i].target,
		    text);
		free(text);
	}
	client_list_free(hubs, n);
	return (EXIT_SUCCESS);
}

/* Starts a hub for tabula host, says how others join it, and returns the
 * match of its first seat. */
static struct match *
main_host(struct main_args *a)
{
	struct hub_started	 hs;
	struct match		*m;
	const char		*s;
	char			*cause, *shown;

	/* For a replay or a test: the dice from a seed the host
	 * chose, which the seats are told of. */
	if ((s = getenv("TABULA_DICE_SEED")) != NULL && *s != '\0' &&
	    a->hc.resume == NULL) {
		a->hc.dice_seed = main_number("TABULA_DICE_SEED", s,
		    UINT64_MAX);
		a->hc.has_dice_seed = 1;
	}
	if (a->g != NULL) {
		a->c.game = a->g;
		a->c.networked = 1;
		if (a->c.players == NULL)
			a->c.players = seats_host(a->g, a->players,
			    sizeof a->players);
		a->hc.match = &a->c;
	}
	if (client_host(&a->hc, &hs, &m, &cause) != 0)
		main_fail(cause);
	printf(_("The hub %s is running.  Others join it with:\n"
	    "  %s\n"), hs.name, hs.command);
	if (hs.allow != NULL) {
		shown = utf8_shown(hs.allow);
		printf(_("Others it lets join: %s.\n"), shown);
		free(shown);
	}
	printf(_("Its journal is %s; if the hub stops, it goes on "
	    "with:\n  tabula host --resume %s\n"), hs.journal,
	    hs.journal);
	fflush(stdout);
	hub_started_free(&hs);
	return (m);
}

/* The match to play: joined, hosted, loaded or new; NULL for the menu. */
static struct match *
main_match(struct main_args *a)
{
	struct match	*m;
	char		*cause;

	if (a->run == RUN_JOIN) {
		if (client_join(a->target, a->watch ? CLIENT_WATCH :
		    CLIENT_ANY_SEAT, &m, &cause) != 0)
			main_fail(cause);
	} else if (a->run == RUN_HOST)
		m = main_host(a);
	else if (a->load != NULL) {
		if ((m = match_load(a->load, &cause)) == NULL)
			main_fail(cause);
	} else if (a->g != NULL) {
		a->c.game = a->g;
		if ((m = match_new(&a->c, &cause)) == NULL)
			main_fail(cause);
	} else
		m = NULL;
	return (m);
}

int
main(int argc, char **argv)
{
	struct main_args	 a;
	const struct game_mode	*mode;
	const char		*load;
	struct match		*m;
	char			*cause;
	int			 status, full, level;

	main_name(argv);
	main_locale();
	memset(&a, 0, sizeof a);
	if ((status = main_options(&a, argc, argv)) != -1)
		return (status);
	if (optind < argc && strcmp(argv[optind], "bench") == 0)
		return (main_bench(argc, argv));
	if (optind < argc && strcmp(argv[optind], "stats") == 0)
		return (main_stats(argc, argv));
	if (optind < argc && strcmp(argv[optind], "review") == 0)
		return (main_review(&a, argc, argv));
	main_words(&a, argc, argv);
	mode = main_mode(a.g, a.given, a.ngiven);
	if (mode != NULL) {
		if (a.run != RUN_PLAY || a.c.players != NULL ||
		    a.c.board != NULL || a.load != NULL || a.edit ||
		    a.hint_level != NULL)
			main_usage_error(_("tabula %s --%s takes no game "
			    "options"), a.g->name, mode->options[0].name);
		return (main_run_mode(a.g, mode, a.given, a.ngiven, a.seed,
		    argv + a.pos, argc - a.pos));
	}
	if (a.edit)
		return (main_edit(&a, argc, argv));
	main_check(&a, argc, argv);
	full = !a.plain && ui_available();
	if (a.c.think_ms > 0)
		ui_settings.think_ms = a.c.think_ms;
	if (a.run == RUN_JOIN && a.target == NULL)
		return (main_list());
	/* Games played from here on count in the player's record. */
	stats_keep(1);
	if ((m = main_match(&a)) == NULL)
		return (full ? ui_menu() : plain_menu());
	if (a.hint_level != NULL) {
		/* A game loaded or joined is known only now. */
		if ((level = main_hint_level(match_game(m), a.hint_level,
		    &cause)) < 0) {
			match_free(m);
			main_fail(cause);
		}
		match_set_hint_level(m, level);
	}
	load = a.run == RUN_PLAY ? a.load : NULL;
	if (full)
		return (ui_play(m, load));
	plain_game(m, load);
	match_free(m);
	return (EXIT_SUCCESS);
}
