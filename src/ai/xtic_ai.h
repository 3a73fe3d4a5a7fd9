/* xtic_ai.h: the computer player of Xtic, and its exact solver. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_AI_H
#define TABULA_XTIC_AI_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "games/xtic.h"
#include "ai/shared.h"

/*
 * Levels 1 to 6 look that many placements ahead, their own first (the
 * original's trivial, easy, medium, hard, very hard and "don't try"): a
 * line completed, a player left only losing squares or a full board
 * within the horizon is seen, anything further counts as a draw.  Among
 * equal moves the seed chooses.  A level stops after a fixed amount of
 * work, never on the clock, so that it plays the same move on any machine
 * however busy, and plays from the deepest horizon it finished: level 6
 * answers in well under 100 ms, and only very early in a game is it cut
 * short.  Level 7 solves the game from the position, within its budget
 * (at most 0.9 s; 0: 0.9 s): it is perfect wherever the solve ends in
 * time (from 6 pieces placed on, and where a win or loss is near), and
 * elsewhere plays as deep as it got, with info.exact 0.  Nothing here is
 * global: every call has its own table.  xtic_ai_solve_with is
 * xtic_ai_solve with a table of up to 2^bits buckets (of 64 bytes) and,
 * for the tests, without the symmetries.
 */
#define XTIC_AI_LEVELS		7
#define XTIC_AI_PERFECT		7
#define XTIC_PERFECT_FROM	6	/* placed, from where level 7's search
					   is exact */

/* What the computer saw, for the benchmark, the tests and the report. */
struct xtic_ai_info {
	uint64_t	 nodes;
	int		 value;		/* +1 win, 0 draw or unknown, -1 loss,
					   for the side to play */
	int		 exact;		/* 1 when value is game-theoretic */
};

void	xtic_ai_choose(const struct xtic_pos *, const struct ai_limits *,
	    struct xtic_move *, struct xtic_ai_info *);
int	xtic_ai_solve(const struct xtic_pos *, struct xtic_ai_info *);
int	xtic_ai_solve_with(const struct xtic_pos *, int, int,
	    struct xtic_ai_info *);

/*
 * A solver kept from question to question, for the prover
 * (tools/xtic_prove): is a position's value, for the side to play, at
 * least a bound (0 or 1)?  xtic_solver_move also gives a move that shows
 * it.  Its flags switch off the symmetries and the
 * lean endgame, so that a proof can be checked by a search done another
 * way.  bits sizes its table: 2^bits buckets of 64 bytes.
 */
#define XTIC_SOLVE_NOSYM	0x01	/* no canonical forms */
#define XTIC_SOLVE_PLAIN	0x02	/* no lean endgame */

struct xtic_solver;

struct xtic_solver *xtic_solver_new(int, int, int, int);
void	xtic_solver_free(struct xtic_solver *);
int	xtic_solver_at_least(struct xtic_solver *, const struct xtic_pos *,
	    int, uint64_t *);
int	xtic_solver_move(struct xtic_solver *, const struct xtic_pos *, int,
	    struct xtic_move *, uint64_t *);
int	xtic_ai_solve_flags(const struct xtic_pos *, int, int,
	    struct xtic_ai_info *);
int	xtic_ai_table_bits(const struct xtic_pos *, int);

/*
 * Opening books: the exact value and a best move of every position with a
 * piece in hand up to some pieces placed, kept once under the symmetries.
 * tools/xtic_book makes them; given to xtic_ai_use_book, the perfect
 * level plays from them.
 */
struct xtic_book;

struct xtic_book *xtic_book_new(int, int, int);
void	xtic_book_free(struct xtic_book *);
void	xtic_book_key(struct xtic_book *, const struct xtic_pos *, uint64_t *,
	    uint16_t *);
void	xtic_book_position(const struct xtic_book *, uint64_t, uint16_t,
	    struct xtic_pos *);
int	xtic_book_solve(struct xtic_book *, const struct xtic_pos *,
	    struct xtic_move *, uint64_t *);
void	xtic_book_add(struct xtic_book *, uint64_t, uint16_t, int,
	    struct xtic_move);
int	xtic_book_value(struct xtic_book *, uint64_t, uint16_t, int *);
int	xtic_book_find(struct xtic_book *, const struct xtic_pos *,
	    struct xtic_move *, int *);
size_t	xtic_book_size(const struct xtic_book *);
void	xtic_book_write(struct xtic_book *, FILE *);
void	xtic_book_line(FILE *, uint64_t, uint16_t, int, struct xtic_move);
int	xtic_book_read(struct xtic_book *, const char *, int *);
void	xtic_ai_use_book(int, int, struct xtic_book *);

/*
 * The log of a proof (tools/xtic_prove): the solver's answers, a line
 * each, "KEY >=T yes|no NODES MS": is the value of the position of the
 * book key KEY (a hex digit per square, a1 last, - when empty; piece 0
 * in hand) at least T (0 or 1) for the side to play, and what the answer
 * cost.  xtic_answer_parse reads a line (without its newline): 1 for an
 * answer, 0 for a comment or a blank line, -1 for anything else, a key
 * that is not canonical included.  xtic_answers_read reads a log, giving
 * take every answer and every bad line (NULL, with its number), and says
 * whether the last line was cut short (no newline).
 */
struct xtic_answer {
	uint64_t	 cells;
	uint16_t	 filled;
	int		 bound;
	int		 yes;
	uint64_t	 nodes;
	uint64_t	 ms;
};

#define XTIC_ANSWER_MAX		96	/* longest line, with its NUL */

void	xtic_key_format(uint64_t, uint16_t, char *);
int	xtic_answer_parse(struct xtic_book *, const char *,
	    struct xtic_answer *);
void	xtic_answer_format(const struct xtic_answer *, char *, size_t);
int	xtic_answers_read(struct xtic_book *, FILE *,
	    void (*)(const struct xtic_answer *, int, void *), void *, int *);

/*
 * A proof's log as a book for the perfect level (xtic_proof.c): the
 * bounds it shows on a position's value for the side to play, and a move
 * that keeps what it shows, when that is at least a draw.  Given to
 * xtic_ai_use_proof, the perfect level plays from it wherever it can.
 */
struct xtic_proof;

struct xtic_proof *xtic_proof_new(int, int);
void	xtic_proof_root(struct xtic_pos *, int, int);
void	xtic_proof_free(struct xtic_proof *);
int	xtic_proof_add(struct xtic_proof *, const struct xtic_answer *);
int	xtic_proof_add_book(struct xtic_proof *, const struct xtic_answer *);
int	xtic_proof_read(struct xtic_proof *, FILE *);
int	xtic_proof_read_book(struct xtic_proof *, FILE *);
int	xtic_proof_answers(const struct xtic_proof *);
int	xtic_proof_bounds(struct xtic_proof *, const struct xtic_pos *, int *,
	    int *);
int	xtic_proof_move(struct xtic_proof *, const struct xtic_pos *,
	    struct xtic_move *, int *, int *);
void	xtic_ai_use_proof(int, int, struct xtic_proof *);

#endif
