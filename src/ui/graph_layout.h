/*
 * graph_layout.h: a graph board laid out on the character grid: its cells
 * on a lattice, each a box (or a bare label) with a margin kept free around
 * it, and each link routed through the space between, across and down
 * only, never along another link nor beside one, crossing others square.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_UI_GRAPH_LAYOUT_H
#define TABULA_UI_GRAPH_LAYOUT_H

#include "game.h"

/* How a cell is drawn. */
enum graph_look {
	GRAPH_LOOK_BOX,		/* a box of 3 lines, the number in its top
				   edge and the pawns inside */
	GRAPH_LOOK_LABEL,	/* the number over the pawns, unframed */
	GRAPH_LOOKS
};

#define GRAPH_BOX_H	3
#define GRAPH_BOX_W	7
#define GRAPH_LABEL_H	2
#define GRAPH_LABEL_W	5

/* Directions on the grid; a character of a link joins some of them. */
enum { GRAPH_N, GRAPH_E, GRAPH_S, GRAPH_W };
#define GRAPH_ARM(d)	(1 << (d))

/* One character of a link's route. */
struct graph_step {
	short		 y, x;
	unsigned char	 arms;		/* the GRAPH_ARM()s it joins */
	unsigned char	 cross;		/* another link crosses it here */
};

/*
 * A link's route, its steps from the end at its first cell to the end at
 * its second; each end is in the margin of its cell, its arm toward the
 * cell (end_a, end_b) ending on the cell's box.
 */
struct graph_route {
	int		 a, b;
	int		 first, n;	/* its steps among the layout's */
	int		 end_a, end_b;	/* the directions into the cells */
	int		 beside;	/* places beside another link */
};

struct graph_layout {
	enum graph_look	 look;
	int		 n, nlinks;
	int		 node_h, node_w;
	int		 h, w;		/* the whole board, margins included */
	int		 sy[GAME_NODES_MAX], sx[GAME_NODES_MAX];
	struct graph_route route[GAME_LINKS_MAX];
	struct graph_step *step;
	int		 nsteps;
	int		 unrouted;	/* links with no route at all */
	int		 beside;	/* places where two links touch */
};

void	 graph_layout_size(enum graph_look, int *, int *);
int	 graph_layout_make(struct graph_layout *, const struct game_graph *,
	     int, enum graph_look, int, int);
void	 graph_layout_free(struct graph_layout *);

#endif
