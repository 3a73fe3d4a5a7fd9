/*
 * conflict_map.h: how fair a Conflict board is to its four corners: what
 * can leave each base, how much ground is near it, how far the others
 * are, the mines around it, and which corner is clearly worse off.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_CONFLICT_MAP_H
#define TABULA_CONFLICT_MAP_H

#include "games/conflict.h"

#define CONFLICT_MAP_NEAR	6	/* steps: one die */
#define CONFLICT_MAP_FAR	12	/* two dice */
#define CONFLICT_MAP_MINE_NEAR	6	/* a mine this close to a base */

/*
 * A corner is clearly worse off where its figure is more than a quarter
 * worse than the best corner's: ground within reach below 3/4 of the
 * most, a way to the nearest other base above 5/4 of the shortest (or
 * none where others have one), or a kind of piece that cannot leave its
 * base while it can leave another.
 */
#define CONFLICT_MAP_SLACK_NUM	3	/* worse: below 3/4 of the best */
#define CONFLICT_MAP_SLACK_DEN	4

/* The ways of moving: land (cannon, gun), water (ship, sub), air. */
enum conflict_map_way {
	CONFLICT_MAP_LAND,
	CONFLICT_MAP_WATER,
	CONFLICT_MAP_AIR,
	CONFLICT_MAP_WAYS
};

/* What a corner is worse off in: bits of conflict_map_seat.worse. */
#define CONFLICT_MAP_W_LEAVE		0x01	/* a kind cannot leave */
#define CONFLICT_MAP_W_LAND_NEAR	0x02
#define CONFLICT_MAP_W_LAND_FAR		0x04
#define CONFLICT_MAP_W_WATER_NEAR	0x08
#define CONFLICT_MAP_W_WATER_FAR	0x10
#define CONFLICT_MAP_W_WAY(way)		(0x20 << (way))	/* to a base */

/* One corner (colour) of the board. */
struct conflict_map_seat {
	int	 base;				/* its square */
	int	 leaves[CONFLICT_KINDS];	/* each kind can leave */
	int	 land[2], water[2];		/* squares within NEAR, FAR */
	int	 dist[CONFLICT_MAP_WAYS][CONFLICT_PLAYERS];	/* or -1 */
	int	 nearest[CONFLICT_MAP_WAYS];	/* the nearest other, or -1 */
	int	 mines_near;	/* hostile mines within MINE_NEAR steps */
	int	 mine_dist;	/* king steps to the nearest hostile mine */
	unsigned int worse;	/* CONFLICT_MAP_W_* */
};

struct conflict_map_report {
	int			 w, h;
	struct conflict_map_seat seat[CONFLICT_PLAYERS];
	int			 nworse;	/* corners with worse set */
};

void	conflict_map_report(const struct conflict_board *,
	    struct conflict_map_report *);

#endif
