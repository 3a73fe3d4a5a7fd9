#!/bin/sh
# conqueror-levels.sh: how often one computer level of Conqueror beats
# the level below it on random boards, as the manual reports it.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
#
# Usage: tools/conqueror-levels.sh [TABULA [GAMES [PLAYERS [LEVELS]]]]
# For each level of LEVELS ("2 3 4" by default) against the one below:
# GAMES random boards of 30 cells, each played twice, the levels taking
# turns at the first seat; with PLAYERS 4 (2 by default), two seats of
# each level.  What the higher level scores: a win counts 1, a win
# shared by both levels 1/2.  Levels 1 to 4 do a fixed amount of work,
# so their numbers are the same on any machine; level 5 uses its
# thinking time, 0.2 s a move here.
tabula=${1:-./tabula}
games=${2:-100}
players=${3:-2}
levels=${4:-2 3 4}
home=$(mktemp -d) || exit 1
trap 'rm -rf "$home"' EXIT

for high in $levels; do
	low=$((high - 1))
	seed=1
	while [ "$seed" -le "$games" ]; do
		for first in "$high" "$low"; do
			second=$((high + low - first))
			seats="computer:$first,computer:$second"
			[ "$players" -eq 4 ] && seats="$seats,$seats"
			XDG_DATA_HOME=$home XDG_CONFIG_HOME=$home "$tabula" \
			    --plain conqueror --random 30 --seed "$seed" \
			    --time 0.2 --players "$seats" </dev/null 2>&1 |
			    grep '^Game over' | tail -n 1 | sed "s/^/$first /"
		done
		seed=$((seed + 1))
	done | awk -v high="$high" -v low="$low" -v players="$players" '
	# The seats of the higher level: 1 (and 3) when it sits first, else
	# 2 (and 4).
	{
		n++
		mine = 0
		theirs = 0
		for (seat = 1; seat <= players; seat++) {
			if (index($0, "Player " seat " (computer)") == 0)
				continue
			if (($1 == high) == (seat % 2 == 1))
				mine++
			else
				theirs++
		}
		if (mine + theirs > 0)
			score += mine / (mine + theirs)
	}
	END {
		printf "level %d against level %d, %d players: %.0f%% of %d " \
		    "games\n", high, low, players, n ? 100 * score / n : 0, n
	}'
done
