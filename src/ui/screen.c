/* screen.c: the curses terminal: colours, glyphs, keys, mouse, text. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <errno.h>
#include <poll.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "i18n.h"
#include "ui/curses.h"
#include "ui/screen.h"

#define SCREEN_SEATS		6
#define SCREEN_ESCDELAY_MS	25
#define SCREEN_ERRORS_MAX	100	/* failed reads in a row that mean a hangup */
#define SCREEN_SGR_WAIT_MS	50	/* for the rest of a mouse report */

/* The key curses gives for the start of an SGR (1006) mouse report. */
#define SCREEN_KEY_SGR		(KEY_MAX + 1)

/* The colour pairs past the roles' and seats' own: a seat's solid block,
 * then a role on a ground, made as they are first asked for. */
#define SCREEN_PAIR_SOLID	(ROLE_SEAT + SCREEN_SEATS)
#define SCREEN_PAIR_FIRST_ON	(SCREEN_PAIR_SOLID + SCREEN_SEATS)
#define SCREEN_ROLES		(ROLE_SEAT + SCREEN_SEATS)

static struct {
	int			 started;
	int			 colour;
	short			 on[SCREEN_ROLES][ROLE_SEAT];	/* pairs */
	short			 next_pair;
	int			 unicode;
	int			 manual_sgr;	/* we decode SGR reports ourselves */
	int			 mouse_y, mouse_x;
	int			 drag;		/* drags are reported */
	int			 held;		/* the left button is down */
	volatile sig_atomic_t	 hangup;
	volatile sig_atomic_t	 continued;	/* after a stop */
	int			 errors;	/* reads failed in a row */
	struct termios		 modes;		/* the terminal as we set it */
	int			 has_modes;
	int			 need_rows, need_cols;	/* 0: SCREEN_MIN_* */
} screen;

/* Colours for the seats; monochrome tells them apart by attribute. */
static const short screen_seat_colours[SCREEN_SEATS] = {
	COLOR_RED, COLOR_BLUE, COLOR_GREEN, COLOR_MAGENTA, COLOR_CYAN,
	COLOR_YELLOW
};
static const int screen_seat_mono[SCREEN_SEATS] = {
	A_BOLD, A_NORMAL, A_UNDERLINE, A_BOLD | A_UNDERLINE, A_DIM, A_REVERSE
};
static const char *const screen_seat_unicode[SCREEN_SEATS] = {
	"●", "○", "▲", "△", "■", "□"
};

/*
 * Colour and monochrome looks of the roles before the seats.  The grounds
 * (terrain, bases) have a background that other roles may be drawn on.
 */
static const struct {
	short	fg, bg;
	int	colour_attr;
	int	mono_attr;
} screen_roles[ROLE_SEAT] = {
	[ROLE_NORMAL] = { -1, -1, A_NORMAL, A_NORMAL },
	[ROLE_TITLE] = { COLOR_CYAN, -1, A_BOLD, A_BOLD },
	[ROLE_FOCUS] = { -1, -1, A_REVERSE, A_REVERSE },
	[ROLE_DIM] = { -1, -1, A_DIM, A_DIM },
	[ROLE_MARK] = { COLOR_YELLOW, -1, A_BOLD, A_UNDERLINE },
	[ROLE_TARGET] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
	[ROLE_HINT] = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD },
	[ROLE_ERROR] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[ROLE_BLOCKED] = { -1, -1, A_DIM, A_DIM },
	[ROLE_LAND] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_NORMAL },
	[ROLE_WATER] = { COLOR_BLUE, COLOR_CYAN, A_NORMAL, A_NORMAL },
	[ROLE_HIGH] = { COLOR_WHITE, COLOR_BLACK, A_BOLD, A_BOLD },
	[ROLE_BASE] = { COLOR_BLACK, COLOR_WHITE, A_NORMAL, A_NORMAL },
	[ROLE_BOARD] = { COLOR_BLACK, COLOR_WHITE, A_NORMAL, A_NORMAL },
	[ROLE_BLACK_PIECE] = { COLOR_BLACK, -1, A_NORMAL, A_REVERSE },
	/* Colour 3, brown on the PC's palette: red would say another colour. */
	[ROLE_BROWN_PIECE] = { COLOR_YELLOW, -1, A_NORMAL, A_NORMAL },
};

/*
 * Where the terminal has 256 colours, some roles take truer ones: a
 * brown for brown pieces, a true black, and a wooden board to set them on.
 */
#define SCREEN_RICH_COLOURS	256
static const struct {
	int	role;
	short	fg, bg;
} screen_rich[] = {
	{ ROLE_BOARD, 16, 187 },
	{ ROLE_BLACK_PIECE, 16, -1 },
	{ ROLE_BROWN_PIECE, 130, -1 },
};

/* A role's foreground (fg set) or background colour, as the terminal
 * allows. */
static short
screen_role_colour(int role, int fg)
{
	size_t	 i;

	if (COLORS >= SCREEN_RICH_COLOURS)
		for (i = 0; i < sizeof screen_rich / sizeof screen_rich[0];
		    i++)
			if (screen_rich[i].role == role)
				return (fg ? screen_rich[i].fg :
				    screen_rich[i].bg);
	return (fg ? screen_roles[role].fg : screen_roles[role].bg);
}

static void
screen_on_hangup(int sig)
{
	(void)sig;
	screen.hangup = 1;
}

/*
 * The program goes on after a stop, and the shell may have set the
 * terminal its own way (echo, lines): our modes are set again at once,
 * since a key typed now would wait for Enter otherwise (tcsetattr is safe
 * in a handler); the rest waits for the next key read.  A program left in
 * the background does not touch the terminal.
 */
static void
screen_on_continue(int sig)
{
	int	 saved = errno;

	(void)sig;
	if (screen.has_modes && tcgetpgrp(STDIN_FILENO) == getpgrp())
		tcsetattr(STDIN_FILENO, TCSANOW, &screen.modes);
	screen.continued = 1;
	errno = saved;
}

/* Asks the terminal for SGR mouse reports, where curses does not. */
static void
screen_mouse_on(void)
{
	if (!screen.manual_sgr)
		return;
	fputs(screen.drag ? "\033[?1002h\033[?1006h" :
	    "\033[?1000h\033[?1006h", stdout);
	fflush(stdout);
}

/* The mouse events curses reports. */
static void
screen_mouse_mask(void)
{
	mmask_t	 mask = BUTTON1_PRESSED | BUTTON3_PRESSED | BUTTON4_PRESSED |
		     BUTTON5_PRESSED;

	if (screen.drag)
		mask |= BUTTON1_RELEASED | REPORT_MOUSE_POSITION;
	mousemask(mask, NULL);
}

/*
 * Reports drags (a move with the left button held, SCREEN_KEY_DRAG) and
 * the button let go (SCREEN_KEY_RELEASE) too, or stops: for a screen that
 * paints along the mouse.  The terminal is asked for button-event
 * tracking (1002), which sends motion only while a button is down.
 */
void
screen_mouse_drag(int on)
{
	if (!screen.started || screen.drag == on)
		return;
	screen.drag = on;
	screen.held = 0;
	screen_mouse_mask();
	/* Turning 1002 off turns the mouse off: 1000 comes back. */
	fputs(on ? "\033[?1002h" : "\033[?1002l", stdout);
	fflush(stdout);
	if (!on && screen.manual_sgr)
		screen_mouse_on();
	else if (!on) {
		/* curses asks for its own tracking again. */
		mousemask(0, NULL);
		screen_mouse_mask();
	}
}

/*
 * After the program was stopped and continued (^Z and fg, or SIGSTOP and
 * SIGCONT), the shell may have set the terminal its own way: its modes,
 * the mouse and the whole screen are set again.  1 if that was due.
 */
static int
screen_continue(void)
{
	if (!screen.continued)
		return (0);
	screen.continued = 0;
	reset_prog_mode();
	screen_mouse_on();
	clearok(curscr, TRUE);
	return (1);
}

/* Whether the terminal is gone: its input hung up. */
static int
screen_gone(void)
{
	struct pollfd	 p;

	p.fd = STDIN_FILENO;
	p.events = POLLIN;
	if (poll(&p, 1, 0) < 0)
		return (errno != EINTR);
	return ((p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0);
}

/* Whether the locale's characters are UTF-8. */
static int
screen_locale_utf8(void)
{
	const char	*cs = nl_langinfo(CODESET);

	return (cs != NULL && (strcmp(cs, "UTF-8") == 0 ||
	    strcmp(cs, "utf8") == 0));
}

/* Chooses colour and glyphs by the settings, NO_COLOR and the terminal. */
void
screen_apply(const struct screen_settings *s)
{
	const char	*no_colour = getenv("NO_COLOR");
	int		 i;

	if (s->colour == SCREEN_ON)
		screen.colour = has_colors();
	else if (s->colour == SCREEN_OFF)
		screen.colour = 0;
	else
		screen.colour = has_colors() &&
		    (no_colour == NULL || *no_colour == '\0');
	if (s->unicode == SCREEN_AUTO)
		screen.unicode = screen_locale_utf8();
	else
		screen.unicode = s->unicode == SCREEN_ON && screen_locale_utf8();

	if (!screen.colour)
		return;
	start_color();
	use_default_colors();
	for (i = 1; i < ROLE_SEAT; i++)
		init_pair(i, screen_role_colour(i, 1), screen_role_colour(i, 0));
	for (i = 0; i < SCREEN_SEATS; i++) {
		init_pair(ROLE_SEAT + i, screen_seat_colours[i], -1);
		init_pair(SCREEN_PAIR_SOLID + i, COLOR_WHITE,
		    screen_seat_colours[i]);
	}
	memset(screen.on, 0, sizeof screen.on);
	screen.next_pair = SCREEN_PAIR_FIRST_ON;
}

/*
 * Takes over the terminal.  Mouse reports come in SGR (1006) form: curses
 * decodes them where the terminal's description says so, and this file
 * does where it describes the older form.
 */
void
screen_start(const struct screen_settings *s)
{
	struct sigaction	 sa;
	const char		*kmous;

	if (newterm(NULL, stdout, stdin) == NULL) {
		fprintf(stderr, "tabula: %s\n", _("cannot use this terminal"));
		exit(EXIT_FAILURE);
	}
	screen.started = 1;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	/* Escape alone is told from the start of a key's sequence at
	 * once, unless the user says how long to wait, as curses lets. */
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(SCREEN_ESCDELAY_MS);
	curs_set(1);
	screen_apply(s);

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = screen_on_hangup;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	screen.has_modes = tcgetattr(STDIN_FILENO, &screen.modes) == 0;
	sa.sa_handler = screen_on_continue;
	sigaction(SIGCONT, &sa, NULL);

	mouseinterval(0);
	screen_mouse_mask();
	kmous = tigetstr("kmous");
	if (kmous == NULL || kmous == (char *)-1 ||
	    strcmp(kmous, "\033[<") != 0) {
		screen.manual_sgr = 1;
		define_key("\033[<", SCREEN_KEY_SGR);
		screen_mouse_on();
	}
}

/* Gives the terminal back as it was. */
void
screen_stop(void)
{
	if (!screen.started)
		return;
	if (screen.drag)
		screen_mouse_drag(0);
	if (screen.manual_sgr) {
		fputs("\033[?1006l\033[?1000l", stdout);
		fflush(stdout);
	}
	endwin();
	screen.started = 0;
	/* On the way out now: a late hangup has nothing left to do. */
	signal(SIGHUP, SIG_IGN);
	signal(SIGTERM, SIG_IGN);
	signal(SIGCONT, SIG_DFL);
}

int
screen_unicode(void)
{
	return (screen.unicode);
}

/* Whether the screen is in colour: otherwise roles are told apart by
 * attributes alone. */
int
screen_colour(void)
{
	return (screen.colour);
}

/* Sets the size the screen in use needs, or with 0 and 0 Tabula's own
 * minimum, which every screen fits: a game's screen may need less. */
void
screen_need(int rows, int cols)
{
	screen.need_rows = rows;
	screen.need_cols = cols;
}

/* The size the screen in use needs. */
static void
screen_needed(int *rows, int *cols)
{
	*rows = screen.need_rows > 0 ? screen.need_rows : SCREEN_MIN_ROWS;
	*cols = screen.need_cols > 0 ? screen.need_cols : SCREEN_MIN_COLS;
}

/* Whether the terminal is smaller than the screen in use needs. */
int
screen_small(void)
{
	int	 rows, cols;

	screen_needed(&rows, &cols);
	return (COLS < cols || LINES < rows);
}

/* Says, in the middle of a small terminal, what size is needed. */
void
screen_draw_small(void)
{
	char	 text[256];
	int	 rows, cols;

	screen_needed(&rows, &cols);
	erase();
	snprintf(text, sizeof text, _("Tabula needs a terminal of at least "
	    "%d by %d; this one is %d by %d.  Make it larger to go on."),
	    cols, rows, COLS, LINES);
	screen_wrap(LINES / 2 - 2 > 0 ? LINES / 2 - 2 : 0, 1, COLS - 2, LINES,
	    ROLE_NORMAL, text);
	move(LINES - 1, 0);
	refresh();
}

/* The width in columns of the first len bytes of text. */
static int
screen_width_n(const char *s, size_t len)
{
	char	 buf[1024];

	if (len >= sizeof buf)
		len = sizeof buf - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	return (screen_width(buf));
}

/*
 * Where a word too long for a line of width columns is broken: after its
 * last hyphen that fits (a Conflict path, "b19-c18-d17"), else after as
 * many characters as fit, at least one.
 */
static const char *
screen_break(const char *s, const char *end, int width)
{
	const char	*p, *cut = NULL, *hyphen = NULL;

	for (p = s + 1; p <= end; p++) {
		if (p < end && ((unsigned char)*p & 0xc0) == 0x80)
			continue;	/* inside a character */
		if (screen_width_n(s, p - s) > width)
			break;
		cut = p;
		if (p[-1] == '-' && p < end)
			hyphen = p;
	}
	if (hyphen != NULL)
		return (hyphen);
	if (cut != NULL)
		return (cut);
	for (p = s + 1; p < end && ((unsigned char)*p & 0xc0) == 0x80; p++)
		;
	return (p);
}

/*
 * Where the line starting at s ends when text is wrapped at word
 * boundaries to width columns; a first word too long for the line is
 * broken (see screen_break).
 */
const char *
screen_fit(const char *s, int width)
{
	const char	*end = s, *p = s, *q;
	int		 w = 0, ww;

	while (*p != '\0') {
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		/* The word, and every space since the word before. */
		ww = screen_width_n(p, q - p) + (int)(p - end);
		if (end == s && ww > width && width > 0)
			return (screen_break(p, q, width));
		if (end != s && w + ww > width)
			break;
		w += ww;
		end = q;
		for (p = q; *p == ' '; p++)
			;
	}
	return (end);
}

/* The lines screen_wrap takes for text in width columns, with no limit. */
int
screen_wrap_lines(int width, const char *s)
{
	int	 lines = 0;

	if (width < 1)
		return (0);
	while (*s != '\0') {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		s = screen_fit(s, width);
		lines++;
	}
	return (lines);
}

/*
 * Draws text wrapped at word boundaries in a box of width columns, from
 * line y, in at most maxlines lines; returns the lines it took.
 */
int
screen_wrap(int y, int x, int width, int maxlines, int role, const char *s)
{
	const char	*end;
	int		 lines = 0;
	char		 line[1024];

	if (width < 1)
		return (0);
	while (*s != '\0' && lines < maxlines) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		end = screen_fit(s, width);
		snprintf(line, sizeof line, "%.*s", (int)(end - s), s);
		screen_text(y + lines, x, role, line, width);
		lines++;
		s = end;
	}
	return (lines);
}

/* Reads the rest of an SGR mouse report: "b;x;yM" or "b;x;ym". */
static int
screen_read_sgr(void)
{
	int	 v[3] = { 0, 0, 0 }, n = 0, ch;

	timeout(SCREEN_SGR_WAIT_MS);
	for (;;) {
		if ((ch = getch()) == ERR)
			return (SCREEN_KEY_NONE);
		if (ch >= '0' && ch <= '9') {
			if (v[n] < 100000)
				v[n] = v[n] * 10 + (ch - '0');
		} else if (ch == ';' && n < 2)
			n++;
		else if ((ch == 'M' || ch == 'm') && n == 2)
			break;
		else
			return (SCREEN_KEY_NONE);
	}
	screen.mouse_x = v[1] - 1;
	screen.mouse_y = v[2] - 1;
	if (screen.drag && (v[0] & ~(4 | 8 | 16)) == 0) {
		screen.held = ch == 'M';
		return (ch == 'm' ? SCREEN_KEY_RELEASE : SCREEN_KEY_CLICK);
	}
	if (screen.drag && (v[0] & ~(4 | 8 | 16)) == 32)
		return (screen.held ? SCREEN_KEY_DRAG : SCREEN_KEY_NONE);
	if (ch == 'm' || (v[0] & 32))
		return (SCREEN_KEY_NONE);	/* a release, or motion */
	switch (v[0] & ~(4 | 8 | 16)) {
	case 0:
		return (SCREEN_KEY_CLICK);
	case 2:
		return (SCREEN_KEY_RIGHT_CLICK);
	case 64:
		return (SCREEN_KEY_WHEEL_UP);
	case 65:
		return (SCREEN_KEY_WHEEL_DOWN);
	}
	return (SCREEN_KEY_NONE);
}

/* Turns a curses mouse event into one of our keys. */
static int
screen_read_mouse(void)
{
	MEVENT	 ev;

	if (getmouse(&ev) != OK)
		return (SCREEN_KEY_NONE);
	screen.mouse_x = ev.x;
	screen.mouse_y = ev.y;
	if (screen.drag && (ev.bstate & BUTTON1_RELEASED)) {
		screen.held = 0;
		return (SCREEN_KEY_RELEASE);
	}
	if (screen.drag && (ev.bstate & REPORT_MOUSE_POSITION))
		return (screen.held ? SCREEN_KEY_DRAG : SCREEN_KEY_NONE);
	if (screen.drag && (ev.bstate & BUTTON1_PRESSED))
		screen.held = 1;
	if (ev.bstate & BUTTON1_PRESSED)
		return (SCREEN_KEY_CLICK);
	if (ev.bstate & BUTTON3_PRESSED)
		return (SCREEN_KEY_RIGHT_CLICK);
	if (ev.bstate & BUTTON4_PRESSED)
		return (SCREEN_KEY_WHEEL_UP);
	if (ev.bstate & BUTTON5_PRESSED)
		return (SCREEN_KEY_WHEEL_DOWN);
	return (SCREEN_KEY_NONE);
}

/*
 * Waits up to timeout_ms (or for ever if negative) for a key: a character,
 * a curses KEY_ code, or one of the SCREEN_KEY_ codes.
 */
int
screen_key(int timeout_ms)
{
	wint_t	 ch;
	int	 r;

	if (screen.hangup)
		return (SCREEN_KEY_HANGUP);
	if (screen_continue())
		return (KEY_RESIZE);	/* to draw everything again */
	timeout(timeout_ms);
	errno = 0;
	r = get_wch(&ch);
	if (screen.hangup)
		return (SCREEN_KEY_HANGUP);
	if (r == ERR) {
		if (screen_continue())
			return (KEY_RESIZE);	/* a stop cut the read short */
		/* A read that should have waited: the terminal may be gone
		 * (curses also gives one such error after a stop). */
		if (timeout_ms < 0 && errno != EINTR && (screen_gone() ||
		    ++screen.errors > SCREEN_ERRORS_MAX))
			return (SCREEN_KEY_HANGUP);
		return (SCREEN_KEY_NONE);
	}
	screen.errors = 0;
	if (r == KEY_CODE_YES) {
		if (ch == KEY_MOUSE)
			return (screen_read_mouse());
		if (ch == SCREEN_KEY_SGR)
			return (screen_read_sgr());
	}
	return ((int)ch);
}

/*
 * Waits for a key or for another descriptor (a hub's socket) to have
 * something to read, whichever comes first: SCREEN_KEY_OTHER then.  A
 * negative fd waits for a key alone, up to timeout_ms.
 */
int
screen_key_or(int fd, int timeout_ms)
{
	struct pollfd	 p[2];
	int		 key, n;

	if (fd < 0)
		return (screen_key(timeout_ms));
	if (screen_continue())
		return (KEY_RESIZE);
	if ((key = screen_key(0)) != SCREEN_KEY_NONE)
		return (key);	/* curses had it already */
	p[0].fd = STDIN_FILENO;
	p[0].events = POLLIN;
	p[1].fd = fd;
	p[1].events = POLLIN;
	n = poll(p, 2, timeout_ms);
	if (screen.hangup)
		return (SCREEN_KEY_HANGUP);
	if (n > 0 && (p[1].revents & (POLLIN | POLLHUP | POLLERR)))
		return (SCREEN_KEY_OTHER);
	if (n > 0)
		return (screen_key(0));
	return (SCREEN_KEY_NONE);
}

/* Where the last mouse event happened. */
void
screen_mouse(int *y, int *x)
{
	*y = screen.mouse_y;
	*x = screen.mouse_x;
}

/* The curses attributes of a role, colour or not. */
int
screen_attr(int role)
{
	int	 seat;

	if (role >= ROLE_SEAT) {
		seat = (role - ROLE_SEAT) % SCREEN_SEATS;
		if (screen.colour)
			return (COLOR_PAIR(ROLE_SEAT + seat) | A_BOLD);
		return (screen_seat_mono[seat]);
	}
	if (screen.colour)
		return (COLOR_PAIR(role) | screen_roles[role].colour_attr);
	return (screen_roles[role].mono_attr);
}

/*
 * The attributes of a role drawn on a ground: the role's colour on the
 * ground's background.  Without colour, or when the terminal has no pair
 * left, the role's own.
 */
int
screen_attr_on(int role, int ground)
{
	short	*pair, fg;
	int	 attr;

	if (!screen.colour || ground <= 0 || ground >= ROLE_SEAT ||
	    screen_roles[ground].bg < 0 || role < 0)
		return (screen_attr(role));
	if (role >= ROLE_SEAT)
		role = ROLE_SEAT + (role - ROLE_SEAT) % SCREEN_SEATS;
	pair = &screen.on[role][ground];
	if (*pair == 0) {
		if (screen.next_pair >= COLOR_PAIRS)
			return (screen_attr(role));
		fg = role >= ROLE_SEAT ?
		    screen_seat_colours[role - ROLE_SEAT] :
		    screen_role_colour(role, 1);
		if (fg < 0)
			fg = screen_role_colour(ground, 1);
		*pair = screen.next_pair++;
		init_pair(*pair, fg, screen_role_colour(ground, 0));
	}
	attr = role >= ROLE_SEAT ? (int)A_BOLD : screen_roles[role].colour_attr;
	return (COLOR_PAIR(*pair) | attr);
}

/* A seat's solid block, for a piece that must stand out on any ground. */
int
screen_attr_solid(int seat)
{
	seat %= SCREEN_SEATS;
	if (screen.colour)
		return (COLOR_PAIR(SCREEN_PAIR_SOLID + seat) | A_BOLD);
	return (screen_seat_mono[seat] | A_REVERSE);
}

/* The Unicode glyph of a seat's pieces, or NULL in ASCII. */
const char *
screen_seat_glyph(int seat)
{
	if (!screen.unicode || seat < 0)
		return (NULL);
	return (screen_seat_unicode[seat % SCREEN_SEATS]);
}

/* The width of UTF-8 text in columns. */
int
screen_width(const char *s)
{
	mbstate_t	 st;
	wchar_t		 wc;
	size_t		 n;
	int		 w = 0, cw;

	memset(&st, 0, sizeof st);
	while (*s != '\0') {
		n = mbrtowc(&wc, s, MB_CUR_MAX, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			memset(&st, 0, sizeof st);
			s++;
			w++;
			continue;
		}
		if ((cw = wcwidth(wc)) > 0)
			w += cw;
		s += n;
	}
	return (w);
}

/*
 * Draws text at a place in a role, at most max columns of it; control
 * characters are left out, so nothing drawn is a terminal escape.
 */
void
screen_text(int y, int x, int role, const char *s, int max)
{
	mbstate_t	 st;
	wchar_t		 wc;
	size_t		 n;
	int		 w = 0, cw, attr = screen_attr(role);

	if (y < 0 || y >= LINES || x >= COLS)
		return;
	if (max > COLS - x)
		max = COLS - x;
	move(y, x);
	attron(attr);
	memset(&st, 0, sizeof st);
	while (*s != '\0') {
		n = mbrtowc(&wc, s, MB_CUR_MAX, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			memset(&st, 0, sizeof st);
			wc = L'?';
			n = 1;
		}
		s += n;
		if (wc < 0x20 || wc == 0x7f)
			continue;
		if ((cw = wcwidth(wc)) < 0)
			continue;
		if (w + cw > max)
			break;
		addnwstr(&wc, 1);
		w += cw;
	}
	attroff(attr);
}

/* Leaves the terminal cursor at a place, for screen readers. */
void
screen_cursor(int y, int x)
{
	if (y >= 0 && y < LINES && x >= 0 && x < COLS)
		move(y, x);
}
