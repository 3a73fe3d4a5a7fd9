#!/bin/sh
# cross.sh: Cross in plain mode: the board as offset rows, the commands,
# moves refused with a reason, the swap, the win and the loss from
# positions, sizes, whole games between computers replayed from their
# records, and two people through a hub.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out

# Two people on the side-4 board, with what goes wrong.
printf '%s\n' help moves swap f6 d4 moves 'D4' swap board position a1 \
    swap resign quit |
    "$TABULA" --plain cross --players human:Ann,human:Bob --size 4 \
    >"$out" 2>&1
status $? 0 "two people"
no_escapes "$out" "two people"
contains "$out" "  a     . . . .     a   a1-a4" "the top row"
contains "$out" "  d  . . . . . . .  d   d1-d7" "the middle row"
contains "$out" "  g     . . . .     g   g1-g4" "the bottom row"
contains "$out" "A board of 4 cells a side, rows a to g." "the size"
contains "$out" "Ann (o) to move." "who starts"
contains "$out" "37 legal moves:" "the moves"
contains "$out" "swap: Only x may swap, and only instead of its first move." \
    "a swap by o"
contains "$out" "f6: There is no such cell on this board." "a cell off the board"
contains "$out" "Ann (o) places a stone on d4." "a stone"
said "x may swap: take o's stone instead of placing one." "the swap offered"
contains "$out" "37 legal moves:" "the moves with the swap"
grep -A2 "legal moves" "$out" | grep -q "^  swap a1 a2" ||
    fail "swap is not among x's moves"
contains "$out" "D4: That cell is taken." "a taken cell"
said "Bob (x) swaps, taking the stone of Ann (o) on d4." "the swap"
contains "$out" "  d  . . . x . . .  d   d1-d7" "the stone swapped"
contains "$out" "..../...../....../...x.../....../...../.... o" "the position"
contains "$out" "Ann (o) places a stone on a1." "o after the swap"
contains "$out" "swap: Only x may swap" "a second swap"
said "Game over. Bob (x) resigned. Ann (o) wins." "a resignation"

# From positions on the side-3 board: a2 joins three sides and wins; in
# another, top to bottom alone loses; c3 makes both and wins.
printf 'a2\n' | "$TABULA" --plain cross --players human,human \
    --position 'x.x/x.o./x.o../oooo/x.x o' >"$out" 2>&1
status $? 0 "a win"
said "o places a stone on a2. That joins three sides that are not next to each other." \
    "a win"
said "Game over. o joined three sides that are not next to each other: top, lower right and lower left. o wins." \
    "a win"
printf 'a2\n' | "$TABULA" --plain cross --players human,human \
    --position '.../..o./..o../..o./.o. o' >"$out" 2>&1
said "o places a stone on a2. That joins two opposite sides." "a loss"
said "Game over. o joined two opposite sides, top and bottom, without a third. x wins." \
    "a loss"
printf 'c3\n' | "$TABULA" --plain cross --players human,human \
    --position 'xo./..o./x...x/oooo/.o. o' >"$out" 2>&1
said "o wins." "both at once"
printf 'quit\n' | "$TABULA" --plain cross --size 11 >"$out" 2>&1
status $? 1 "--size 11"
contains "$out" "The board's size is a number from 2 to 10." "--size 11"
printf 'quit\n' | "$TABULA" --plain cross --size 4 \
    --position '../.../.. o' >"$out" 2>&1
status $? 1 "a position of another size"
contains "$out" "The position is for a board of another size." \
    "a position of another size"
printf 'quit\n' | "$TABULA" --plain cross --position 'o./o../o. x' \
    >"$out" 2>&1
status $? 1 "a finished position"
contains "$out" "That position is already over" "a finished position"

# Every size from 2 to 10: the board has 2N-1 rows, N cells in the top.
for n in 2 3 4 5 6 7 8 9 10; do
	printf 'quit\n' | "$TABULA" --plain cross --size $n >"$out" 2>&1
	last=$(printf "\\$(printf '%03o' $((96 + 2 * n - 1)))")
	contains "$out" "  $last   $last""1-$last$n" "the last row at size $n"
done

# Computers play whole games at several sizes; each replays, typed in,
# to the same end, and the same seed plays it again.
for size in 3 5 6; do
	printf 'position\nsave %s\nquit\n' "$tmp/g$size.tabula" |
	    "$TABULA" --plain cross --size $size \
	    --players computer:1,computer:2 --seed $size >"$out" 2>&1
	status $? 0 "computers at size $size"
	contains "$out" "Game over." "computers at size $size"
	replays_alike "size $size" "$out" "$tmp/g$size.tabula" "" --plain \
	    cross --size $size --players human,human
	printf 'save %s\nquit\n' "$tmp/again.tabula" |
	    "$TABULA" --plain cross --size $size \
	    --players computer:1,computer:2 --seed $size >/dev/null 2>&1
	events "$tmp/again.tabula" >"$tmp/e2"
	cmp -s "$tmp/moves" "$tmp/e2" ||
	    fail "size $size: the same seed played another game"
done

# Two people through a hub: x swaps, then o loses by joining the top to
# the bottom on the side-2 board, down its left edge.
client o host cross --players human,remote --size 2
wait_out o "tabula join cross-1"
client x join cross-1
wait_out x "(x): $me (you)"
seated o x
say o start
wait_out x "(o) to move."
say o b2
wait_out x "places a stone on b2."
say x swap
wait_out x "You swap, taking the stone of $me (o) on b2."
wait_out o "swaps, taking your stone on b2."
say o a1
wait_out x "places a stone on a1."
say x a2
wait_out o "places a stone on a2."
say o b1
wait_out x "places a stone on b1."
say x b3
wait_out o "places a stone on b3."
say o c1
wait_out o "Game over."
wait_out x "Game over."
# Each is told from their own side.
for c in o x; do
	out=$tmp/$c.out
	said "That joins two opposite sides." "$c, of the loss"
done
out=$tmp/o.out
said "You joined two opposite sides, top and bottom, without a third. $me (x) wins. You lose." \
    "o, of the loss"
out=$tmp/x.out
said "$me (o) joined two opposite sides, top and bottom, without a third. You win." \
    "x, of the win"

finish
