#!/bin/sh
# conflict.sh: Conflict in plain mode and through a hub: whole games
# between computers replayed from their records, the commands, board files
# with errors, a three-seat game at three terminals with a seat killed
# and back, and a four-seat game with doubles, sevens, a mine and
# takeovers.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out

# Four computers play a whole game on the default board; the saved game
# replays, move by move typed in, to the same position and winner.
printf 'position\nsave %s\nquit\n' "$tmp/c4.tabula" |
    "$TABULA" --plain conflict --players computer,computer,computer,computer \
    --seed 3 >"$out" 2>&1
status $? 0 "four computers"
contains "$out" "Game over. Only one player is left." "four computers"
contains "$out" "takes over" "four computers"
contains "$out" "Doubles: another roll follows." "four computers"
contains "$out" "That makes 7" "four computers"
no_escapes "$out" "four computers"
replays_alike "four computers" "$out" "$tmp/c4.tabula" '^roll ' --plain \
    conflict --players human,human,human,human --seed 3
[ "$(wc -l <"$tmp/moves")" -gt 40 ] || fail "the computers' game is too short"
tr '\n' ' ' <"$tmp/out2" | grep -o 'Game over[^:]*' >"$tmp/w2"
tr '\n' ' ' <"$out" | grep -o 'Game over[^:]*' | sed 's/ (computer)//g' >"$tmp/w1"
cmp -s "$tmp/w1" "$tmp/w2" ||
    fail "the replayed game has another winner: $(cat "$tmp/w1") / $(cat "$tmp/w2")"
printf 'position\nquit\n' | "$TABULA" --plain --load "$tmp/c4.tabula" \
    >"$tmp/out3" 2>&1
contains "$tmp/out3" "$(cat "$tmp/end1")" "loading the computers' game"

# The same seed and players play the same game again.
printf 'save %s\nquit\n' "$tmp/again.tabula" |
    "$TABULA" --plain conflict --players computer,computer,computer,computer \
    --seed 3 >/dev/null 2>&1
events "$tmp/c4.tabula" >"$tmp/e1"
events "$tmp/again.tabula" >"$tmp/e2"
cmp -s "$tmp/e1" "$tmp/e2" || fail "the same seed played another game"

# The board, the commands, and moves refused with a reason.
printf '%s\n' help board moves 'paths b19' 'paths c5' 'paths zz' \
    '4 enter ship b19 d15' \
    '6 b19 c18' '6 enter cannon b19-c18-d17-c18-d17-e17-f17' \
    '6 enter cannon b19-c18-d17-e17-f17-g17-h17' 'roll 3 4' 'reserve plane' \
    'decline 5' quit |
    "$TABULA" --plain conflict --players human,computer --seed 1 >"$out" 2>&1
status $? 0 "the commands"
contains "$out" "   a b c d e f g h i j k l m n o p q r s t u v w x y z" \
    "the board's columns"
contains "$out" " 19 ~~+1....*1..........~~~~~~~~~~~~..........*2....+2~~ 19" \
    "the board's row 19"
contains "$out" "  2 ~~+x....*x..........~~~~~~~~~~~~..........*x....+x~~ 2" \
    "an unused corner"
contains "$out" "C cannon, A anti-aircraft gun, P airplane, S ship, U submarine." \
    "the legend"
contains "$out" "You rolled 4 and 6. Both dice are left to play." "the dice"
contains "$out" "Yours (red): available 3 cannons, 1 anti-aircraft gun, 1 airplane" \
    "the stock"
contains "$out" "paths SQUARE" "help"
contains "$out" "4 enter cannon b19: c15 e15 d16" "moves"
contains "$out" "decline 4" "moves"
contains "$out" "With a 4, the cannon coming in at b19 reaches: c15 e15" "paths"
contains "$out" "paths c5: You have no piece on that square." "paths of nothing"
contains "$out" "paths zz: That is not a square: write its column and row, as in b19." \
    "paths of no square"
contains "$out" "You bring a new ship in from b19 to d15 (b19-a18-b17-c16-d15)." \
    "a path found by the game"
contains "$out" "6 b19 c18: You have no piece on that square." "no piece"
contains "$out" "A path may not visit the" "a square twice"
contains "$out" "You bring a new cannon in from b19 to h17" "a path given whole"
contains "$out" "roll 3 4: Only the game rolls the dice." "a roll by a player"
contains "$out" "reserve plane: A reserve piece may be taken only on a roll of 7" \
    "the reserve without a 7"
contains "$out" "decline 5: No die left to play shows that number." "declining"
no_escapes "$out" "the commands"

# Board files with errors are refused, naming the line and column.
board() {
	printf '%s\n' "$@" >"$tmp/bad.map"
	"$TABULA" --plain conflict --board "$tmp/bad.map" </dev/null >"$out" 2>&1
}
good='1.a~~b.2 .A~~~~B. ...~~... ..^~~^.. ...~~... ........ .C~~~~D. 3.c~~d.4'
# shellcheck disable=SC2086
board '# a small board' $good
status $? 0 "a good board"
contains "$out" "Type help for the commands." "a good board"
board '# bad' '1.a~~b.2' '.A~~~~B.' '...x~...' '..^~~^..' '...~~...' \
    '........' '.C~~~~D.' '3.c~~d.4'
status $? 1 "a strange character"
contains "$out" "bad.map:4:4: A board is written with a dot (.) for land" \
    "a strange character"
board '1.a~~b.2' '.A~~~~B.' '...~~..' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:3:8: Every row of the board must be as long as the first." \
    "a short row"
board '1.a~~b.2' '.A~~~~B.' '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map: A board is 6 to 64 squares wide and high." \
    "a board too small"
board '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~...' '...1....' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:6:4: This base is on the board twice." "a base twice"
board '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '..c~~d.4'
contains "$out" "bad.map: The board needs the four home bases, 1 to 4." \
    "a base missing"
board '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~a..' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:5:6: Each player has exactly two mines" "a third mine"
board '1~a~~b.2' '~A~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:1:1: This base does not touch land" "a base at sea"
board '1.~A~b.2' '.a~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:1:1: This base does not touch water" "a base inland"
"$TABULA" --plain conflict --board no-such </dev/null >"$out" 2>&1
contains "$out" "there is no board \"no-such\"" "a board that is not there"
for b in default global highlands islands skirmish; do
	"$TABULA" --plain conflict --board $b </dev/null >"$out" 2>&1
	status $? 0 "the shipped board $b"
done

# Three terminals through a hub.  The seats play a game the computers
# played first with the same seed (the hub rolls the same dice, drawn from
# that seed by TABULA_DICE_SEED instead of a secret one), each move
# typed at the seat whose move it was.  One seat is killed; the game waits
# for it, and it comes back.
printf 'save %s\nquit\n' "$tmp/c3.tabula" |
    "$TABULA" --plain conflict --players computer,computer,computer \
    --seed 4 >"$tmp/c3.out" 2>&1
events "$tmp/c3.tabula" >"$tmp/all"
total=$(wc -l <"$tmp/all")
# Who played each event: the first word of its story.
told='^[^ ]+ \((computer|red|blue|green|purple)\) (rolls|moves|brings|takes one|leaves the|passes)'
grep -E "$told" "$tmp/c3.out" | sed 's/ .*//' >"$tmp/who"
# A seat hears its own events in the second person.
told="$told|^You (roll |move |bring |take one |leave the |pass\.)"
[ "$(wc -l <"$tmp/who")" -eq "$total" ] ||
    fail "$(wc -l <"$tmp/who") stories for $total events"
export TABULA_DICE_SEED=4
client host host conflict --players human,remote,remote --seed 4
unset TABULA_DICE_SEED
wait_out host "tabula join conflict-1"
client blue join conflict-1
wait_out blue "(blue): $me (you)"
client green join conflict-1
wait_out green "(green): $me (you)"
seated host blue green
say host start
for c in host blue green; do
	wait_out $c "The game begins."
done

# seen NAME: how many events NAME has been told.
seen() {
	grep -cE "$told" "$tmp/$1.out"
}
# told NAME N: NAME has been told N events.
told_upto() {
	[ "$(seen "$1")" -ge "$2" ]
}
# upto NAME N: waits until NAME has been told N events.
upto() {
	within told_upto "$1" "$2" && return 0
	fail "$1 was not told event $2 ($(sed -n "${2}p" "$tmp/all"))"
	tail -n 15 "$tmp/$1.out" | sed 's/^/  | /' >&2
	return 1
}
red=host
blue=blue
green=green
base_green=0
clients="host blue green"
# play FROM TO: the events from line FROM to line TO, each typed by its
# seat once every seat has been told the ones before.
# (wait_out sets n, so the events are counted in ev.)
play() {
	ev=$1
	while [ "$ev" -le "$2" ]; do
		event=$(sed -n "${ev}p" "$tmp/all")
		for c in $clients; do
			eval "b=\${base_$c:-0}"
			upto $c $((ev - 1 - b)) || return 1
		done
		case $event in
		roll*)	;;
		*)	eval "c=\$$(sed -n "${ev}p" "$tmp/who")"
			say "$c" "$event" ;;
		esac
		ev=$((ev + 1))
	done
	for c in $clients; do
		eval "b=\${base_$c:-0}"
		upto $c $(($2 - b)) || return 1
	done
}
# The first of green's rolls after the first thirty events.
back=$(awk 'NR == FNR { who[FNR] = $0; next }
    FNR > 30 && /^roll / && who[FNR] == "green" { print FNR; exit }' \
    "$tmp/who" "$tmp/all")
[ -n "$back" ] || fail "green never rolls after the thirtieth event"
play 1 $((back - 1))
kill -9 "$(cat "$tmp/green.pid")"
wait_out host "The game waits for $me (green) to come back."
upto host "$back"
client green2 join conflict-1
wait_out green2 "Your move."
wait_out host "The game goes on."
base_green2=$back
green=green2
clients="host blue green2"
play $((back + 1)) "$total"
for c in host blue green2; do
	wait_out $c "Game over. Only one player is left."
done
say host "save $tmp/hub.tabula"
wait_out host "Saved to"
events "$tmp/hub.tabula" >"$tmp/hub-events"
cmp -s "$tmp/all" "$tmp/hub-events" ||
    fail "the hub's game is not the computers' game"
say host quit
wait_out host "tabula host --resume"

# A piece taken by the move that takes over its owner's base is told as
# its owner's, not as the taker's (seed 8: green takes red's gun on red's
# base).
printf 'quit\n' | "$TABULA" --plain conflict \
    --players computer:1,computer:1,computer:1,computer:1 --seed 8 \
    >"$tmp/own.out" 2>&1
tr '\n' ' ' <"$tmp/own.out" >"$tmp/own.line"
contains "$tmp/own.line" "It captures the anti-aircraft gun of red (computer). green (computer) takes over red (computer)" \
    "the owner of a piece taken with the base"

# Four terminals and a spectator through a hub, a whole game on the
# default board with doubles, sevens, a mine and takeovers along the way,
# the hub killed and resumed halfway; its record replays to the same end.
printf 'save %s\nquit\n' "$tmp/c4m.tabula" |
    "$TABULA" --plain conflict --players computer,computer:1,computer:2,computer:1 \
    --seed 28 >"$tmp/c4m.out" 2>&1
for story in "Doubles: another roll follows." "That makes 7" "A mine on " \
    " takes over "; do
	contains "$tmp/c4m.out" "$story" "the four computers' game"
done
events "$tmp/c4m.tabula" >"$tmp/all"
total=$(wc -l <"$tmp/all")
grep -E "$told" "$tmp/c4m.out" | sed 's/ .*//' >"$tmp/who"
[ "$(wc -l <"$tmp/who")" -eq "$total" ] ||
    fail "$(wc -l <"$tmp/who") stories for $total events"
export TABULA_DICE_SEED=28
client red4 host conflict --players human,remote,remote,remote --seed 28 \
    --name four
unset TABULA_DICE_SEED
wait_out red4 "tabula join four"
for c in blue4 green4 purple4; do
	client $c join four
	wait_out $c "(${c%4}): $me (you)"
done
client watch4 join --watch four
wait_out watch4 "Seat 4 (purple)"
seated red4 blue green purple
say red4 start
red=red4
blue=blue4
green=green4
purple=purple4
clients="red4 blue4 green4 purple4"
for c in $clients watch4; do
	wait_out $c "The game begins."
done
# Halfway, the hub is killed and started again from its journal; the
# seats and the spectator come back to it, and its dice go on the same.
half=$((total / 2))
play 1 "$half"
kill -9 "$(cat "$XDG_DATA_HOME/tabula/hubs/four.pid")"
for c in $clients watch4; do
	wait_out $c "The hub went away"
done
"$TABULA" host --resume "$XDG_DATA_HOME/tabula/hubs/four.journal" \
    </dev/null >"$tmp/resume4.out" 2>&1 &
echo $! >"$tmp/resume4.pid"
for c in $clients watch4; do
	wait_out $c "The hub is back."
done
play $((half + 1)) "$total"
for c in $clients watch4; do
	wait_out $c "Game over. Only one player is left."
	contains "$tmp/$c.out" "A mine on " "$c's terminal"
done
say red4 "save $tmp/four.tabula"
wait_out red4 "Saved to"
events "$tmp/four.tabula" >"$tmp/four-events"
cmp -s "$tmp/all" "$tmp/four-events" ||
    fail "the four terminals' game is not the computers' game"
printf 'position\nquit\n' | "$TABULA" --plain --load "$tmp/four.tabula" \
    >"$tmp/four-replay" 2>&1
contains "$tmp/four-replay" "Game over. Only one player is left." \
    "the four terminals' game, loaded"
contains "$tmp/four-replay" "$(grep '^Pieces: ' "$tmp/c4m.out" | tail -1)" \
    "the four terminals' game ends as the computers' did"

finish
