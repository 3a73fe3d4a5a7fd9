/* game.h: the game table: what every game offers the match and front ends. */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

struct rng;

#define GAME_SEATS_MAX		6
#define GAME_OPTIONS_MAX	8
#define GAME_EVENT_MAX		256	/* longest event text, with its NUL */
#define GAME_TEXT_MAX		4096	/* longest position or board text */
#define GAME_CELLS_MAX		4096

/* Every engine's error code for text that is not an event at all. */
#define GAME_ERROR_SYNTAX	1

/* The seat given to play() for events that need no author: replays. */
#define GAME_SEAT_ANY		(-1)

/* Who acts next, as turn() tells. */
#define GAME_TURN_CHANCE	(-1)	/* the match draws a chance event */
#define GAME_TURN_OVER		(-2)

/* Where a game's board is drawn; the front ends have a renderer for each. */
enum game_board {
	GAME_BOARD_SQUARE,
	GAME_BOARD_HEX,
	GAME_BOARD_TERRAIN,
	GAME_BOARD_GRAPH
};

/* A game option: its name is also its command-line option (--name). */
struct game_option {
	const char	*name;
	const char	*arg;		/* N_(): what the value is, for --help */
	const char	*help;		/* N_(): one line */
	const char	*value;		/* default, as text */
	int		 board;		/* the value is the board text itself */
};

/* What a new game is made from; option values are in the entry's order. */
struct game_setup {
	int		 nseats;
	const char	*options[GAME_OPTIONS_MAX];	/* NULL: the default */
	const char	*board;		/* board text, NULL: the game's own */
};

/*
 * One cell of the board as the front ends see it.  The owner is a seat, or
 * -1; the piece and terrain are codes with glyphs in the entry's tables.
 */
struct game_cell {
	signed char	 owner;
	unsigned char	 piece;
	unsigned char	 terrain;
	unsigned char	 flags;
#define GAME_CELL_BLOCKED	0x01	/* nothing may enter */
#define GAME_CELL_CHANGED	0x02	/* changed by the last event */
#define GAME_CELL_MOVED		0x04	/* where the last move went */
};

/* A snapshot of the board: cols * rows cells, row 0 at the bottom. */
struct game_view {
	enum game_board	 board;
	int		 cols, rows;
	struct game_cell cells[GAME_CELLS_MAX];
	int		 score[GAME_SEATS_MAX];	/* what the panel shows */
};

/*
 * An event told as a sentence.  The entry's phrase for kind has {name}
 * placeholders, filled from args; {player} is the mover, which the front end
 * fills.  count picks the phrase's singular or plural form; changed lists
 * the cells the event changed, for the front end to name or highlight.
 */
struct game_story {
	int		 kind;
	int		 count;
	int		 nargs;
	struct {
		const char	*key;
		char		 value[64];
	}		 args[6];
	int		 seat;		/* the mover, or -1 for chance */
	char		 event[GAME_EVENT_MAX];	/* the event, as recorded */
};

struct game_phrase {
	const char	*zero;		/* N_(): when count is 0 */
	const char	*one;		/* NP_(one, many): for ngettext, */
	const char	*many;		/* or NULL when there is no count */
};

/* How a game ended: the winners (none for a draw) and why. */
struct game_result {
	unsigned int	 winners;	/* a bit per seat */
	int		 reason;	/* index into the entry's endings */
	int		 loser;		/* a seat that resigned, or -1 */
};

/* What a computer player is asked. */
struct game_ai_request {
	int		 level;
	int64_t		 budget_ms;	/* stop thinking by then */
	uint64_t	 seed;		/* for a level that plays at random */
	atomic_int	*stop;		/* set from another thread, or NULL */
};

struct game_entry {
	const char	*name;		/* on the command line and in records */
	const char	*title;		/* N_() */
	const char	*summary;	/* N_(): one line for the menu */
	const char	*const *rules;	/* N_() paragraphs, NULL-terminated */
	int		 min_seats, max_seats;
	const char	*const *sides;	/* N_(): a name per seat, x and o... */
	const char	*glyphs;	/* a letter per seat on a text board */
	const char	*default_players;
	const struct game_option *options;
	int		 noptions;
	const char	*board_suffix;	/* board files: DATADIR/name/x.suffix */
	const char	*default_board;	/* a board file, or NULL: built in */

	/* Translations of the engine's codes. */
	const char	*const *errors;	/* N_(), indexed by error code */
	int		 nerrors;
	const char	*const *endings;/* N_(), indexed by result reason */
	const struct game_phrase *phrases;

	/* Computer levels: 1 to max_level; names may be NULL for numbers. */
	int		 max_level;
	int		 default_level;
	const char	*const *level_names;

	/*
	 * The engine, behind opaque state.  Functions returning int give 0 or
	 * one of the engine's error codes.  play() is told which seat plays
	 * the event, and refuses a seat that may not play it.
	 */
	int		 (*create)(const struct game_setup *, void **, int *);
	void		*(*copy)(const void *);
	void		 (*destroy)(void *);
	int		 (*turn)(const void *);
	int		 (*play)(void *, int, const char *,
			     struct game_story *);
	int		 (*chance)(const void *, struct rng *, char *, size_t);
	int		 (*result)(const void *, struct game_result *);
	void		 (*position)(const void *, char *, size_t);
	int		 (*moves)(const void *, char *, size_t);
	void		 (*view)(const void *, struct game_view *);
	int		 (*think)(const void *, const struct game_ai_request *,
			     char *, size_t);
};

extern const struct game_entry *const game_table[];

const struct game_entry	*game_find(const char *);
int			 game_ready(const struct game_entry *);
int			 game_option_index(const struct game_entry *,
			     const char *);

#endif
