/*
 * conflict_map.c: how fair a Conflict board is to its four corners, for
 * tabula conflict --check-map and the map editor.
 *
 * Every figure is a breadth-first walk from a base over the squares a
 * kind of piece may cross, never through a mine of another colour (it
 * would destroy the piece): the ground within one die's and two dice's
 * steps, and the steps to each other base.  The corners are then set
 * against the best of them (see conflict_map.h for "clearly worse").
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/conflict_map.h"
#include "xmalloc.h"

/* The kind that stands for each way of moving. */
static const int conflict_map_kind[CONFLICT_MAP_WAYS] = {
	CONFLICT_CANNON, CONFLICT_SHIP, CONFLICT_PLANE
};

/* The steps from a colour's base to every square for a way, or -1. */
static void
conflict_map_walk(const struct conflict_board *b, int colour, int way,
    int16_t *dist)
{
	const struct conflict_set	*on = &b->moves_on[conflict_map_kind[way]];
	int16_t				 queue[CONFLICT_SQUARES];
	int				 head = 0, tail = 0, sq, n, i;

	for (i = 0; i < CONFLICT_SQUARES; i++)
		dist[i] = -1;
	dist[b->base[colour]] = 0;
	queue[tail++] = b->base[colour];
	while (head < tail) {
		sq = queue[head++];
		for (i = 0; i < b->nnear[sq]; i++) {
			n = b->near[sq][i];
			if (dist[n] >= 0 || !conflict_set_has(on, n) ||
			    (b->mine[n] >= 0 && b->mine[n] != colour))
				continue;
			dist[n] = dist[sq] + 1;
			queue[tail++] = n;
		}
	}
}

/* Counts the squares of a terrain within some steps (the base left out). */
static int
conflict_map_ground(const struct conflict_board *b, const int16_t *dist,
    int terrain, int steps)
{
	int	 sq, n = 0;

	for (sq = 0; sq < CONFLICT_SQUARES; sq++)
		if (dist[sq] > 0 && dist[sq] <= steps &&
		    b->terrain[sq] == terrain)
			n++;
	return (n);
}

/* The king steps between two squares. */
static int
conflict_map_king(int a, int b)
{
	int	 dr = abs(CONFLICT_ROW(a) - CONFLICT_ROW(b));
	int	 dc = abs(CONFLICT_COL(a) - CONFLICT_COL(b));

	return (dr > dc ? dr : dc);
}

/* One corner's figures. */
static void
conflict_map_seat(const struct conflict_board *b, int c,
    struct conflict_map_seat *s)
{
	int16_t	*dist;
	int	 way, k, i, o, sq, d;

	dist = xcalloc(CONFLICT_SQUARES, sizeof *dist);
	memset(s, 0, sizeof *s);
	s->base = b->base[c];
	for (k = 0; k < CONFLICT_KINDS; k++)
		for (i = 0; i < b->nnear[s->base]; i++)
			if (conflict_set_has(&b->moves_on[k],
			    b->near[s->base][i]))
				s->leaves[k] = 1;
	for (way = 0; way < CONFLICT_MAP_WAYS; way++) {
		s->nearest[way] = -1;
		conflict_map_walk(b, c, way, dist);
		if (way == CONFLICT_MAP_LAND) {
			s->land[0] = conflict_map_ground(b, dist, CONFLICT_LAND,
			    CONFLICT_MAP_NEAR);
			s->land[1] = conflict_map_ground(b, dist, CONFLICT_LAND,
			    CONFLICT_MAP_FAR);
		} else if (way == CONFLICT_MAP_WATER) {
			s->water[0] = conflict_map_ground(b, dist,
			    CONFLICT_WATER, CONFLICT_MAP_NEAR);
			s->water[1] = conflict_map_ground(b, dist,
			    CONFLICT_WATER, CONFLICT_MAP_FAR);
		}
		for (o = 0; o < CONFLICT_PLAYERS; o++) {
			d = dist[b->base[o]];
			s->dist[way][o] = d;
			if (o != c && d >= 0 && (s->nearest[way] < 0 ||
			    d < s->nearest[way]))
				s->nearest[way] = d;
		}
	}
	free(dist);
	s->mine_dist = -1;
	for (o = 0; o < CONFLICT_PLAYERS; o++) {
		if (o == c)
			continue;
		for (i = 0; i < 2; i++) {
			sq = b->mines[o][i];
			d = conflict_map_king(s->base, sq);
			if (d <= CONFLICT_MAP_MINE_NEAR)
				s->mines_near++;
			if (s->mine_dist < 0 || d < s->mine_dist)
				s->mine_dist = d;
		}
	}
}

/* Whether some ground is clearly less than the most. */
static int
conflict_map_less(int n, int most)
{
	return (n * CONFLICT_MAP_SLACK_DEN < most * CONFLICT_MAP_SLACK_NUM);
}

/* Whether a way is clearly longer than the shortest (-1: none). */
static int
conflict_map_longer(int n, int least)
{
	if (least < 0)
		return (0);
	if (n < 0)
		return (1);
	return (n * CONFLICT_MAP_SLACK_NUM > least * CONFLICT_MAP_SLACK_DEN);
}

/* Sets each corner against the best: the worse bits. */
static void
conflict_map_compare(struct conflict_map_report *r)
{
	struct conflict_map_seat	*s;
	int				 c, k, way, leaves[CONFLICT_KINDS];
	int				 most[4], least[CONFLICT_MAP_WAYS];

	memset(leaves, 0, sizeof leaves);
	memset(most, 0, sizeof most);
	for (way = 0; way < CONFLICT_MAP_WAYS; way++)
		least[way] = -1;
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		s = &r->seat[c];
		for (k = 0; k < CONFLICT_KINDS; k++)
			leaves[k] |= s->leaves[k];
		most[0] = s->land[0] > most[0] ? s->land[0] : most[0];
		most[1] = s->land[1] > most[1] ? s->land[1] : most[1];
		most[2] = s->water[0] > most[2] ? s->water[0] : most[2];
		most[3] = s->water[1] > most[3] ? s->water[1] : most[3];
		for (way = 0; way < CONFLICT_MAP_WAYS; way++)
			if (s->nearest[way] >= 0 && (least[way] < 0 ||
			    s->nearest[way] < least[way]))
				least[way] = s->nearest[way];
	}
	r->nworse = 0;
	for (c = 0; c < CONFLICT_PLAYERS; c++) {
		s = &r->seat[c];
		for (k = 0; k < CONFLICT_KINDS; k++)
			if (leaves[k] && !s->leaves[k])
				s->worse |= CONFLICT_MAP_W_LEAVE;
		if (conflict_map_less(s->land[0], most[0]))
			s->worse |= CONFLICT_MAP_W_LAND_NEAR;
		if (conflict_map_less(s->land[1], most[1]))
			s->worse |= CONFLICT_MAP_W_LAND_FAR;
		if (conflict_map_less(s->water[0], most[2]))
			s->worse |= CONFLICT_MAP_W_WATER_NEAR;
		if (conflict_map_less(s->water[1], most[3]))
			s->worse |= CONFLICT_MAP_W_WATER_FAR;
		for (way = 0; way < CONFLICT_MAP_WAYS; way++)
			if (conflict_map_longer(s->nearest[way], least[way]))
				s->worse |= CONFLICT_MAP_W_WAY(way);
		if (s->worse != 0)
			r->nworse++;
	}
}

/*
 * Reports how fair a board (one conflict_board_read accepted) is to its
 * four corners.
 */
void
conflict_map_report(const struct conflict_board *b,
    struct conflict_map_report *r)
{
	int	 c;

	memset(r, 0, sizeof *r);
	r->w = b->w;
	r->h = b->h;
	for (c = 0; c < CONFLICT_PLAYERS; c++)
		conflict_map_seat(b, c, &r->seat[c]);
	conflict_map_compare(r);
}
