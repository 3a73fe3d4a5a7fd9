/* xtic_proof.h: what the proofs of Xtic and their books show. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_XTIC_PROOF_H
#define TABULA_XTIC_PROOF_H

#include <stdio.h>

#include "ai/xtic_answers.h"
#include "games/xtic.h"

/*
 * A proof's log (tools/xtic_prove) as a book for the perfect level: the
 * bounds it shows on a position's value for the side to play, and a move
 * that keeps what it shows, when that is at least a draw; with its book
 * (xtic_prove --book), which carries it on past its cut.  Given to
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

#endif
