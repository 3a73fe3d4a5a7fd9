#!/bin/sh
# loaded.sh: on a busy machine, the computer levels that do a fixed amount
# of work still play the same game from the same seed: while two processes
# keep the processors busy, computers of every game play a whole game
# twice, with a short --time that a level stopping on the clock would feel.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

# Two processes that spin until the test ends, however it ends.
busy=
for i in 1 2; do
	sh -c 'while :; do :; done' &
	busy="$busy $!"
done
trap 'kill $busy 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

# plays_alike WHAT ARGS...: computers play a whole game of $TABULA ARGS...
# twice; both games end, and their events are the same.
plays_alike() {
	_what=$1
	shift
	for _n in 1 2; do
		printf 'save %s\nquit\n' "$tmp/game$_n.tabula" |
		    "$TABULA" --plain "$@" >"$tmp/out$_n" 2>&1
		status $? 0 "$_what"
		contains "$tmp/out$_n" "Game over." "$_what"
		events "$tmp/game$_n.tabula" >"$tmp/events$_n"
	done
	[ "$(wc -l <"$tmp/events1")" -ge 5 ] ||
	    fail "$_what: the computers' game is too short"
	cmp -s "$tmp/events1" "$tmp/events2" ||
	    fail "$_what: the same seed played another game"
}

plays_alike "Ataxx, levels 7 and 6" ataxx --time 0.01 --seed 1 \
    --players computer:7,computer:6
plays_alike "Conflict, levels 4 and 3" conflict --time 0.1 --seed 2 \
    --board islands --players computer:4,computer:3
plays_alike "Xtic, levels 6 and 5" xtic --time 0.01 --seed 2 \
    --type nodiags --players computer:dont-try,computer:very-hard
plays_alike "Xtic, levels 4 and 6" xtic --time 0.01 --seed 3 \
    --type torus --line win --players computer:hard,computer:dont-try
plays_alike "Cross, levels 4 and 3" cross --time 0.05 --seed 3 --size 3 \
    --players computer:4,computer:3
plays_alike "Conqueror, levels 4 and 3" conqueror --time 0.01 --seed 4 \
    --board continent \
    --players computer:4,computer:3,computer:4,computer:3,computer:4,computer:3

finish
