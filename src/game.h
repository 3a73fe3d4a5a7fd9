/* game.h: the game table: what every game offers the match and front ends. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/limits.h"

struct game_entry;
struct game_error;
struct rng;

#define GAME_SEATS_MAX		6
#define GAME_OPTIONS_MAX	8
#define GAME_EVENT_MAX		256	/* longest event text, with its NUL */
#define GAME_TEXT_MAX		16384	/* longest position or board text */
#define GAME_EXAMPLES_MAX	65536	/* the typed moves an example is found in */
#define GAME_CELLS_MAX		4096

/* Every engine's error code for text that is not an event at all. */
#define GAME_ERROR_SYNTAX	1

/* The seat given to play() for events that need no author: replays. */
#define GAME_SEAT_ANY		(-3)

/* Not a resignation at all, as game_resign() tells. */
#define GAME_RESIGN_NOT		(-1)

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
	/* An option with a fixed set of values, which a setup screen lets
	 * one choose among: its label there, the values (NULL-terminated)
	 * and how each is shown (N_(); NULL: the value itself). */
	const char	*title;		/* N_() */
	const char	*const *choices;
	const char	*const *choice_words;
	/* N_(): how another value given on the command line is shown,
	 * with %s for it ("%s cells"); NULL: the value itself. */
	const char	*other_words;
};

/* What a new game is made from; option values are in the entry's order. */
struct game_setup {
	int		 nseats;
	const char	*options[GAME_OPTIONS_MAX];	/* NULL: the default */
	const char	*board;		/* board text, NULL: the game's own */
	uint64_t	 seed;		/* the match's, for a board drawn at
					   random */
};

/* What a cell of a terrain board is made of. */
enum game_terrain {
	GAME_TERRAIN_NONE,
	GAME_TERRAIN_LAND,
	GAME_TERRAIN_WATER,
	GAME_TERRAIN_HIGH	/* nothing may enter */
};

/*
 * One cell of the board as the front ends see it.  The owner is a seat, or
 * -1; the piece is 0 for none or 1 and up, a letter of the entry's
 * piece_letters; the keeper is the seat holding the cell's base or mine.
 */
struct game_cell {
	signed char	 owner;
	unsigned char	 piece;
	unsigned char	 terrain;	/* enum game_terrain */
	unsigned char	 flags;
#define GAME_CELL_BLOCKED	0x01	/* nothing may enter */
#define GAME_CELL_CHANGED	0x02	/* changed by the last event */
#define GAME_CELL_MOVED		0x04	/* where the last move went */
#define GAME_CELL_BASE		0x08	/* a player's home base */
#define GAME_CELL_MINE		0x10	/* a mine */
	signed char	 keeper;	/* of a base or mine: a seat, or -1 */
	signed char	 home;		/* and whose it was first, or -1 */
};

/*
 * A graph board's drawing: its cells are nodes placed on a plane, 0 to
 * GAME_PLACE_MAX across and down, joined by straight links that do not
 * cross, with a number of pieces on each.
 */
#define GAME_NODES_MAX		100
#define GAME_LINKS_MAX		300
#define GAME_PLACE_MAX		999

struct game_graph {
	int		 nlinks;
	short		 x[GAME_NODES_MAX], y[GAME_NODES_MAX];
	short		 count[GAME_NODES_MAX];
	unsigned char	 link[GAME_LINKS_MAX][2];
};

/*
 * A snapshot of the board: cols * rows cells, row 0 at the bottom.  A
 * graph board has its nodes as the cols cells of one row, and its
 * drawing in graph.
 */
struct game_view {
	enum game_board	 board;
	int		 cols, rows;
	int		 sides;		/* a hex board whose six sides are
					   the players' (Cross's), drawn in
					   two looks; 0: plain edges */
	struct game_cell cells[GAME_CELLS_MAX];
	int		 score[GAME_SEATS_MAX];	/* what the panel shows */
	struct game_graph graph;
};

/*
 * An event told as sentences.  The entry's phrase for each sentence's kind
 * has {name} placeholders, filled from its args; an arg with a seat (0 and
 * up) is filled with that seat's name by the front end, and {player} is
 * the mover's.  count picks the phrase's singular or plural form.
 */
#define GAME_STORY_SENTENCES	8
#define GAME_SENTENCE_ARGS	6

struct game_sentence {
	int		 kind;
	int		 count;
	int		 nargs;
	struct {
		const char	*key;
		char		 value[64];
		int		 seat;		/* -1: the value */
	}		 args[GAME_SENTENCE_ARGS];
};

struct game_story {
	int		 seat;		/* the mover, or -1 for chance */
	int		 nsaid;
	struct game_sentence said[GAME_STORY_SENTENCES];
	char		 event[GAME_EVENT_MAX];	/* the event, as recorded */
};

/*
 * How a sentence is said.  The player it is about (its subject: the mover,
 * {player}, unless subject names another seat key) hears it in the second
 * person, "You clone to b6.", from the you forms; a player it names
 * otherwise (as {other} or {owner}) hears the yours forms, "It captures
 * your ship."; everyone else, and people taking turns at one screen, the
 * plain forms, with names.  A form left NULL falls back to the plain one.
 */
struct game_phrase {
	const char	*zero;		/* N_(): when count is 0 */
	const char	*one;		/* NP_(one, many): for ngettext, */
	const char	*many;		/* or NULL when there is no count */
	const char	*you_zero;	/* the same, to the subject */
	const char	*you_one;
	const char	*you_many;
	const char	*yours_zero;	/* the same, to another seat named */
	const char	*yours_one;
	const char	*yours_many;
	const char	*subject;	/* the subject's key; NULL: player */
};

/*
 * A game's own command at the prompt of a front end, such as "paths c5":
 * given the state, the seat asking (or -1: nobody, or several) and the
 * argument, it writes its answer (translated, to that seat as "you") or
 * returns an error code.  It is given the draft too, of a game that asks
 * for a move in steps at the plain front end (see game_entry.step), which
 * it may read and change; a command that is such a step is marked, for
 * the full-screen front end chooses the steps on the board instead.
 */
struct game_command {
	const char	*name;
	const char	*arg;		/* N_(): what the argument is */
	const char	*example;	/* an argument, for a refusal, or "" */
	const char	*help;		/* N_(): one line */
	int		 (*run)(const void *, int, const char *, char *,
			     size_t, char *, size_t);
	int		 step;		/* a step of a move, not a question */
};
#define GAME_ANSWER_MAX		65536	/* room for a command's answer */

/*
 * What the next step of a move asked for in steps wants: a line said
 * when the step begins, the prompt, and whether it asks for a number: a
 * number typed there completes the move, which is the draft, a space and
 * the number (anything else is taken as at any prompt).  At a step that
 * chooses a cell, number names the game's command (game_entry.commands)
 * that a bare number typed there is given to, or is "".
 */
#define GAME_DRAFT_MAX		64

struct game_step {
	char		 say[256];
	char		 prompt[64];
	int		 completes;
	char		 number[16];
};

/*
 * Optional: the model behind the map editor's screen, for a game whose
 * boards are maps of squares with terrain, home bases and mines, behind
 * opaque state.  The editor writes a map in its board text's characters,
 * which brushes lists in the order Tab goes through them: '.' land, '~'
 * water, '^' impassable, the digits '1' and up a player's home base, the
 * letters 'a' and up a player's mine.  Rows are counted from the top.
 */
enum game_edit_result {
	GAME_EDIT_OK,
	GAME_EDIT_SAME,		/* nothing changed */
	GAME_EDIT_E_PLACE,	/* not a square of the map */
	GAME_EDIT_E_HIGH,	/* a mine on an impassable square */
	GAME_EDIT_E_ON_BASE,	/* a mine on a base */
	GAME_EDIT_E_SIZE,	/* beyond the size limits */
	GAME_EDIT_E_SQUARE,	/* a quarter turn of a map not square */
	GAME_EDIT_E_HISTORY	/* nothing to undo or redo */
};

/* What is copied where, and how the players change places. */
enum game_edit_symmetry {
	GAME_EDIT_MIRROR_LR,	/* left half onto the right */
	GAME_EDIT_MIRROR_TB,	/* top half onto the bottom */
	GAME_EDIT_MIRROR_4,	/* top-left quarter, both mirrors */
	GAME_EDIT_ROTATE_2,	/* top half, turned half a turn */
	GAME_EDIT_ROTATE_4	/* top-left quarter, quarter turns (a square
				   map only) */
};

/* A square of the map being drawn. */
struct game_edit_square {
	int		 terrain;	/* enum game_terrain */
	int		 base;		/* a player's, or -1 */
	int		 mine;		/* a player's, or -1 */
	char		 name[16];	/* as moves name it: "c5" */
};

struct game_map_editor {
	const char	*brushes;
	const char	*about;		/* N_(): what a map holds, for help */
	const char	*report_about;	/* N_(): v, the fairness report */
	void		*(*create)(const struct game_entry *);	/* a new map,
							   of land */
	void		 (*destroy)(void *);
	/* Reads a map's text: -1 if it holds no map; 0 if it loads as it
	 * is; 1 if what could be read was taken, with why it does not load
	 * in the error (code 0: it had to be mended). */
	int		 (*load)(void *, const char *, struct game_error *);
	/* The map's file, its description (one line) first. */
	char		*(*text)(const void *, const char *);
	void		 (*size)(const void *, int *, int *);
	void		 (*at)(const void *, int, int,
			     struct game_edit_square *);
	int		 (*changed)(const void *);	/* since saved */
	void		 (*saved)(void *);
	/* A stroke of the mouse or the pen is one step of the history. */
	void		 (*begin)(void *);
	int		 (*end)(void *);
	/* Each returns an enum game_edit_result. */
	int		 (*paint)(void *, int, int, int);	/* ground */
	int		 (*place)(void *, int, int, int);	/* a brush */
	int		 (*take_away)(void *, int, int);	/* a base or mine */
	int		 (*resize)(void *, int, int);
	int		 (*symmetry)(void *, enum game_edit_symmetry);
	int		 (*undo)(void *);
	int		 (*redo)(void *);
	/* Whether the map is ready to play: 0, or the engine's code with
	 * what is wrong said in words (translated). */
	int		 (*check)(void *, char *, size_t);
	/* How fair a ready map is: sentences, the verdict last, and how
	 * many bases are clearly worse off (the verdict's lines, or 1). */
	int		 (*report)(void *, char ***, int *);
	void		 (*report_free)(char **, int);
};

/*
 * Optional: what else the command line does with a game than play it,
 * such as "tabula ataxx --uai".  A mode is chosen by its first option,
 * takes the others of its list (each --name, with a value when it takes
 * one) and the words after them, and runs instead of a game.
 */
#define GAME_MODE_OPTIONS_MAX	12

struct game_mode_option {
	const char	*name;		/* without the dashes */
	const char	*arg;		/* N_(): shown after it in --help, or
					   NULL */
	int		 value;		/* whether it takes one */
	const char	*help;		/* N_(): one line */
};

/*
 * What a mode is given: its game, its options as given, in the order of its list
 * ("" for one without a value; NULL when not given), the game's own
 * options likewise, the words left, --seed's value (or NULL), and how to
 * refuse the command line: usage() writes the message and exits, and
 * number() reads a whole number from 0 to max or refuses it; fail()
 * writes a message and exits with failure.
 */
struct game_mode_call {
	const struct game_entry *game;
	const char	*values[GAME_MODE_OPTIONS_MAX];
	const char	*options[GAME_OPTIONS_MAX];
	char *const	*words;
	int		 nwords;
	const char	*seed;
	void		 (*usage)(const char *, ...)
			     __attribute__((format(printf, 1, 2), noreturn));
	uint64_t	 (*number)(const char *, const char *, uint64_t);
	void		 (*fail)(const char *) __attribute__((noreturn));
};

struct game_mode {
	const char	*usage;		/* N_(): after "tabula GAME" */
	const struct game_mode_option *options;	/* NULL-named end */
	int		 (*run)(const struct game_mode_call *);	/* an exit
							   status */
};

/*
 * Optional: a game's part of `tabula bench`, a fixed amount of work,
 * timed, named by the game's name: run, given the game, prints its lines
 * (depth 0: its own usual depth).  A busy position for the screen's benchmark to draw,
 * as one of the game's options and its value; and how many seats the
 * hub's benchmark plays it with (computers at level 2), or 0.
 */
struct game_bench {
	void		 (*run)(const struct game_entry *, int);
	const char	*screen_option;
	const char	*screen_value;
	int		 hub_seats;
};

/*
 * What the full screen's controllers are told of a game beyond its view,
 * through the optional operations at the end of struct game_entry: they
 * never see an engine's state.  Pieces are numbered as in the view, 1 and
 * up, and places are the view's cells.
 */
#define GAME_DICE_MAX		4
#define GAME_STOCKS_MAX		64
#define GAME_PATH_MAX		16	/* cells on a path, its start too */

/* The dice of a turn. */
struct game_dice {
	int		 seat;		/* whose roll it is, or was */
	int		 n;		/* how many: 0 before a roll and when
					   the game is over */
	int		 value[GAME_DICE_MAX];
	unsigned int	 left;		/* a bit per die still to play */
	int		 reserve;	/* the roll lets a piece be taken from
					   a reserve first */
};

/*
 * Pieces of one kind off the board: in play, to come in at a cell; held
 * in reserve, brought into play by an event of their own; or in a pool,
 * as Xtic's pieces to give.  Empty stocks are told too.
 */
struct game_stock {
	int		 home;		/* whose they were first (a seat, or a
					   colour as game_cell.home), or -1 */
	int		 keeper;	/* the seat holding them now, or -1 */
	int		 piece;
	int		 count;
	int		 cell;		/* where they come in, or -1 */
	int		 reserve;
	char		 take[32];	/* the event taking one out of reserve,
					   whether it may be played now or not;
					   "" for none */
};

/* What starts a move along a path: the piece on a cell, or one of a
 * stock coming in at its cell (enter), of a kind and a home. */
struct game_mover {
	int		 cell;
	int		 enter;
	int		 piece;
	int		 home;
};

/* Why a game could not be set up: a code, and where in the board text
 * (line and column from 1; 0 when the text as a whole is wrong; line
 * GAME_ERROR_SETUP when the fault is in the options or the seats). */
#define GAME_ERROR_SETUP	(-1)

struct game_error {
	int		 code;
	int		 line, column;
};

/* How a game ended: the winners (none for a draw) and why. */
struct game_result {
	unsigned int	 winners;	/* a bit per seat */
	int		 reason;	/* index into the entry's endings */
	int		 loser;		/* a seat that resigned, or -1 */
	char		 detail[128];	/* the ending's {detail}, translated */
};

struct game_entry {
	const char	*name;		/* on the command line and in records */
	const char	*title;		/* N_() */
	const char	*summary;	/* N_(): one line for the menu */
	const char	*const *rules;	/* N_() paragraphs, NULL-terminated */
	int		 min_seats, max_seats;
	const char	*const *sides;	/* N_(): a name per seat, x and o... */
	const char	*glyphs;	/* a letter per seat on a text board */
	const char	*piece_letters;	/* a letter per kind of piece, or NULL */
	const char	*const *piece_names;	/* N_(): their names */
	const char	*const *piece_codes;	/* or a short code per kind,
						   when a letter is not enough */
	int		 no_score;	/* nothing to count: no score shown */
	int		 first_drawn;	/* who moves first is drawn, not seat 0 */
	const char	*score_name;	/* N_(): what the score counts, or
					   NULL for pieces */
	const char	*default_players;
	const struct game_option *options;
	int		 noptions;
	const char	*board_suffix;	/* board files: DATADIR/name/x.suffix */
	const char	*default_board;	/* a board file, or NULL: built in */
	const char	*builtin_board;	/* the board file that holds the
					   built-in board, or NULL */

	/* Translations of the engine's codes. */
	const char	*const *errors;	/* N_(), indexed by error code */
	int		 nerrors;
	const char	*const *endings;/* N_(), indexed by result reason */
	const char	*const *endings_you; /* N_(), the same when the seat
					   the sentence begins with ({loser}
					   or {winner}) is you; NULL, or
					   NULL for a reason, for none */
	const struct game_phrase *phrases;

	/* The codes of the errors game_resign() (or the game's own
	 * reading) finds: a resignation written wrong, and one for
	 * another seat than one's own. */
	int		 resign_syntax;
	int		 resign_other;

	/* Computer levels: 1 to max_level; names (N_(), NULL-terminated)
	 * may be NULL for numbers alone. */
	int		 max_level;
	int		 default_level;
	const char	*const *level_names;

	/*
	 * The engine, behind opaque state.  Functions returning int give 0 or
	 * one of the engine's error codes.  play() is told which seat plays
	 * the event, and refuses a seat that may not play it.
	 */
	int		 (*create)(const struct game_setup *, void **,
			     struct game_error *);
	void		*(*copy)(const void *);
	void		 (*destroy)(void *);
	int		 (*turn)(const void *);
	int		 (*play)(void *, int, const char *,
			     struct game_story *);
	int		 (*chance)(const void *, struct rng *, char *, size_t);
	/* Whether an event, as recorded, is one chance() draws, so that
	 * a record's moves are counted without replaying it; NULL for a
	 * game without chance. */
	int		 (*is_chance)(const char *);
	/* Whether the chance events before the first move set the game
	 * up (Conqueror's start cells), so that a review's start shows
	 * them, rather than come with the first move (Conflict's dice). */
	int		 chance_sets_up;
	int		 (*result)(const void *, struct game_result *);
	void		 (*position)(const void *, char *, size_t);
	int		 (*moves)(const void *, char *, size_t);
	void		 (*view)(const void *, struct game_view *);
	int		 (*think)(const void *, const struct ai_limits *,
			     char *, size_t);

	/* Optional: what the board does not show, told in sentences. */
	/* ..., to the seat given as "you" (or -1: nobody, by names). */
	void		 (*describe)(const void *, int, char *, size_t);
	const struct game_command *commands;	/* NULL-named end */
	/* Optional: whether a legal move, as moves() writes it, starts or
	 * ends on a cell of the view, where its text does not say so (an
	 * Ataxx clone, written as the square it fills, starts on any of
	 * the mover's pieces next to it). */
	int		 (*touches)(const void *, const char *, int);
	/* Optional: every legal move, a line each, written as a player
	 * types it, for the example a refusal gives (as many as fit);
	 * NULL where moves() writes them so already, between spaces. */
	void		 (*typed)(const void *, char *, size_t);
	/* Optional: the plain front end asks for a move in steps, as the
	 * game's original did; the draft is what was chosen so far, ""
	 * at first.  Fills in the step due and returns 0, or returns -1
	 * when the seat to move is not asked so. */
	int		 (*step)(const void *, const char *, struct game_step *);

	/*
	 * Optional, for the controllers (see struct game_dice): the dice;
	 * the stocks, up to GAME_STOCKS_MAX, returning how many; the piece
	 * in hand, to be placed by the seat to move, or 0; and a piece (1
	 * and up) in words, translated, for pieces named by their parts
	 * rather than by piece_names.
	 */
	void		 (*dice)(const void *, struct game_dice *);
	int		 (*stocks)(const void *, struct game_stock *);
	int		 (*hand)(const void *);
	void		 (*piece_words)(int, char *, size_t);
	/*
	 * Optional, for a game whose pieces move along paths, a step to a
	 * neighbouring cell at a time, for the seat to move.  Each returns
	 * minus the engine's code for why not when the mover may not move
	 * now (not its piece, moved already, none left to come in; with a
	 * die, no die left shows it).
	 *   reach: how many cells the mover may end on with a die's steps,
	 *     setting cells[cell] (one per cell of the view, if cells is not
	 *     NULL) to 1 there and 0 elsewhere; with die 0, 0 if it may move.
	 *   route: finds a path of a die's steps to a cell, one that crosses
	 *     nothing that would destroy the piece, filling in its die + 1
	 *     cells, start first; 1, or 0 when there is none.
	 *   trace: checks each step of a path being drawn, start first, but
	 *     not its length: 0, or minus the code of the first step wrong.
	 *     A path as long as a die left is written as the event playing
	 *     it; else the event is "".
	 */
	int		 (*reach)(const void *, const struct game_mover *, int,
			     unsigned char *);
	int		 (*route)(const void *, const struct game_mover *, int,
			     int, int *);
	int		 (*trace)(const void *, const struct game_mover *,
			     const int *, int, char *, size_t);

	/* Optional: the game's map editor, its modes (NULL-ended), and its
	 * part of the benchmark. */
	const struct game_map_editor *editor;
	const struct game_mode *const *modes;
	const struct game_bench *bench;
};

extern const struct game_entry *const game_table[];

const struct game_entry	*game_find(const char *);
const char		*game_error_text(const struct game_entry *, int);
#define GAME_HEX_SIDES		6
extern const char *const game_hex_side_names[GAME_HEX_SIDES];
int			 game_hex_sides(int, int, int);
int			 game_example(const struct game_entry *, const void *,
			     const char *, char *, size_t);
const struct game_command *game_command_find(const struct game_entry *,
			     const char *, size_t);
int			 game_command_run(const struct game_entry *,
			     const struct game_command *, const void *, int,
			     const char *, char *, size_t, char *, size_t);
struct game_sentence	*game_say(struct game_story *, int, int);
void			 game_arg(struct game_sentence *, const char *,
			     const char *);
void			 game_arg_seat(struct game_sentence *, const char *,
			     int);
int			 game_resign(const struct game_entry *, const char *,
			     int, int, int, int *);
int			 game_try(const struct game_entry *, const void *, int,
			     const char *, struct game_result *);
int			 game_option_index(const struct game_entry *,
			     const char *);
const char		*game_option_words(const struct game_entry *,
			     const char *, const char *, char *, size_t);
int			 game_level_find(const struct game_entry *,
			     const char *, size_t);
void			 game_level_name(const struct game_entry *, int,
			     char *, size_t);

#endif
