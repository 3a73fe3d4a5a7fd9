#!/bin/sh
# conqueror.sh: Conqueror in plain mode: the original's command line word
# for word, moves refused with a reason, every fight's outcome, board files
# with errors, random boards from the seed, reinforcements, six computers
# playing to the end and replayed from their record, and three seats
# through a hub.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out

# The original's example dialogue: on the ring of four, with seed 35
# Player 1 starts on cell 1, Player 2 on cell 2, and Player 2 moves first.
printf '%s\n' cells 'neighbours 2' 'cell 2' cells 'cell 3' 4 quit |
    "$TABULA" --plain conqueror --board ring --players human,human \
    --seed 35 >"$out" 2>&1
status $? 0 "the original's dialogue"
no_escapes "$out" "the original's dialogue"
said "Player 1 starts on cell 1 with 8 pawns. Player 2 starts on cell 2 with 8 pawns. Player 2 moves first." \
    "the start"
cat >"$tmp/dialogue" <<'EOF'
Choose a cell to leave
Command: cells
Cell 2: 8 pawns
Command: neighbours 2
Cell 1: owned by Player 1 with 8 pawns
Cell 3: free
Command: cell 2
Choose a cell to go to
Command: cells
Cell 1: owned by Player 1 with 8 pawns
Cell 3: free
Command: cell 3
Choose a number of pawns to move between 1 and 7
Number of pawns: 4
EOF
sed -n '/^Choose a cell to leave$/,/^Number of pawns: /p' "$out" |
    head -n 14 >"$tmp/seen"
cmp -s "$tmp/dialogue" "$tmp/seen" || {
	fail "the dialogue differs from the original's:"
	diff "$tmp/dialogue" "$tmp/seen" | sed 's/^/  | /' >&2
}
said "Player 2 moves 4 pawns from cell 2 to cell 3, which was free and is theirs now." \
    "the move"
contains "$out" "   3     2     4 2 4" "cell 3 in the table"
contains "$out" "Cells: 1 for Player 1, 2 for Player 2. Player 1 to move." "the score"

# What goes wrong at each step, going back, and moves in notation: a
# fight lost, a draw, and a fight won that ends the game.
printf '%s\n' 'cell 1' 'cell 9' 'cell x' 'cell 2' 'cell 4' 'cell 3' 8 back \
    moves '2-1 3' '1-4 2' '2-3 2' '1-2 3' '2-3 2' '1-2 5' '3-2 3' '4-1 1' \
    '2-3 2' quit |
    "$TABULA" --plain conqueror --board ring --players human,human \
    --seed 35 >"$out" 2>&1
status $? 0 "refusals"
contains "$out" "cell 1: That cell is not yours." "another's cell to leave"
contains "$out" "cell 9: There is no such cell on this board." "no such cell"
contains "$out" "cell x: Write the cell's number. A move you can make: 2-1 1." \
    "not a number, with a move for an example"
contains "$out" "cell 4: Pawns move only to a neighbouring cell." \
    "not a neighbour"
contains "$out" "2-3 8: Move at least one pawn, and leave at least one behind." \
    "too many pawns"
contains "$out" "Choose the cells again." "back"
[ "$(grep -c '^Choose a cell to leave$' "$out")" -ge 2 ] ||
    fail "back did not ask for the cell to leave again"
contains "$out" "14 legal moves:" "the moves"
contains "$out" "  2-1 1 to 7" "the moves from cell 2"
said "Player 2 attacks cell 1 of Player 1 from cell 2 with 3 pawns against 8, and loses them." \
    "a fight lost"
said "Player 1 attacks cell 2 of Player 2 from cell 1 with 3 pawns against as many: nothing happens." \
    "a draw"
said "Player 1 attacks cell 2 of Player 2 from cell 1 with 5 pawns against 1, and takes it." \
    "a fight won"
said "Player 1 moves 1 pawn from cell 4 to cell 1, joining their own. Player 2 cannot move and is skipped." \
    "a player skipped"
said "Player 1 attacks cell 3 of Player 2 from cell 2 with 2 pawns against 1, and takes it." \
    "the last fight"
said "Player 2 has no cell left." "the last cell lost"
said "Game over. Only one player has cells left. Player 1 wins." "the end"

# Board files with errors, named by file, line and column.
board() {
	printf '%s\n' "$@" >"$tmp/bad.board"
	printf 'quit\n' | "$TABULA" --plain conqueror --players human,human \
	    --board "$tmp/bad.board" >"$out" 2>&1
	status $? 1 "a bad board"
}
board 'cell 1 10 10' 'cell 2 20 10' 'lnk 1 2'
contains "$out" "bad.board:3:1: A board's lines are cell N X Y or link A B" \
    "a misspelt word"
board 'cell 1 10 10' 'cell 3 20 10'
contains "$out" "bad.board:2:1: Cells are numbered 1, 2, 3... in order." \
    "cells out of order"
board 'cell 1 10 1000'
contains "$out" "bad.board:1:11: A number is missing or too large" \
    "a place too far"
board 'cell 1 0 0' 'cell 2 10 10' 'cell 3 0 10' 'cell 4 10 0' \
    'link 1 2' 'link 1 3' 'link 3 4'
contains "$out" "bad.board: Two links cross" "crossing links"
board 'cell 1 0 0' 'cell 2 10 10' 'cell 3 50 50' 'cell 4 60 50' \
    'link 1 2' 'link 3 4'
contains "$out" "bad.board: Every cell must be reachable" "a split board"
board 'cell 1 0 0' 'cell 2 10 10' 'link 1 2 # fine' 'link 2 1'
contains "$out" "bad.board:4:1: A link joins two different cells" \
    "a link twice"
board '# nothing'
contains "$out" "bad.board: A board has 2 to 100 cells." "no cells"
printf 'quit\n' | "$TABULA" --plain conqueror --board ring \
    --players human,human,human,human,human >"$out" 2>&1
status $? 1 "five on four cells"
contains "$out" "needs a cell for each" "five on four cells"
printf 'quit\n' | "$TABULA" --plain conqueror --random 3 >"$out" 2>&1
status $? 1 "--random 3"
contains "$out" "A random board has 4 to 100 cells" "--random 3"
printf 'quit\n' | "$TABULA" --plain conqueror --reinforcements maybe \
    >"$out" 2>&1
status $? 1 "--reinforcements maybe"
contains "$out" "Reinforcements are on or off." "--reinforcements maybe"

# A random board comes from the seed: the same seed, the same board.
printf 'board\nquit\n' | "$TABULA" --plain conqueror --random 60 --seed 4 \
    --players human,human >"$tmp/r1" 2>&1
printf 'board\nquit\n' | "$TABULA" --plain conqueror --random 60 --seed 4 \
    --players human,human >"$tmp/r2" 2>&1
printf 'board\nquit\n' | "$TABULA" --plain conqueror --random 60 --seed 5 \
    --players human,human >"$tmp/r3" 2>&1
contains "$tmp/r1" "  60 " "sixty cells"
cmp -s "$tmp/r1" "$tmp/r2" || fail "the same seed drew another board"
cmp -s "$tmp/r1" "$tmp/r3" && fail "another seed drew the same board"

# A game on a random board, saved halfway, comes back on its board.
printf '%s\n' 'save '"$tmp/r.tabula" position quit |
    "$TABULA" --plain conqueror --random 30 --seed 12 \
    --players computer:2,human,computer:1 >"$out" 2>&1
grep -A1 '> position$\|^Command: position' "$out" | tail -1 >"$tmp/p1"
printf 'position\nquit\n' | "$TABULA" --plain --load "$tmp/r.tabula" \
    >"$tmp/out2" 2>&1
status $? 0 "a random board's game loaded"
grep -A1 '> position$\|^Command: position' "$tmp/out2" | tail -1 >"$tmp/p2"
grep -q 'cells=' "$tmp/p1" && cmp -s "$tmp/p1" "$tmp/p2" ||
    fail "the loaded game is not where it was saved"

# Six computers play to the end, on a shipped board and on a random one;
# each game replays, typed in, to the same end.
six=computer:1,computer:2,computer:3,computer:4,computer:5,computer:2
for game in "--board continent" "--random 40" "--board valley --reinforcements on"; do
	# shellcheck disable=SC2086
	printf 'position\nsave %s\nquit\n' "$tmp/g.tabula" |
	    "$TABULA" --plain conqueror $game --players $six --seed 8 \
	    --time 0.2 >"$out" 2>&1
	status $? 0 "six computers ($game)"
	contains "$out" "Game over." "six computers ($game)"
	# shellcheck disable=SC2086
	replays_alike "$game" "$out" "$tmp/g.tabula" '^start ' --plain \
	    conqueror $game --players human,human,human,human,human,human \
	    --seed 8
done
said "new pawn" "reinforcements told"

# Three seats through a hub on the valley: the host, a guest, and a
# computer.  With seed 4 for the hub's dice (TABULA_DICE_SEED: it draws
# them from a secret otherwise) the host, Player 1, moves first: by steps.
# The guest resigns, then the host, and the computer is left to win: the
# host's resignation ended the game.
export TABULA_DICE_SEED=4
client a host conqueror --board valley --players human,remote,computer:1 \
    --seed 4
unset TABULA_DICE_SEED
wait_out a "tabula join conqueror-1"
client b join conqueror-1
wait_out b "(you)"
seated a "Player 2"
say a start
wait_out a "Choose a cell to leave"
out=$tmp/a.out
said "You move first." "the host moves first"
cell=$(tr '\n' ' ' <"$tmp/a.out" | tr -s ' ' |
    sed -n 's/.*You start on cell \([0-9]*\).*/\1/p')
say a cells
wait_out a "Cell $cell: 8 pawns"
say a "cell $cell"
wait_out a "Choose a cell to go to"
say a cells
wait_out a "Command: cells" 2
to=$(sed -n '/^Choose a cell to go to/,$p' "$tmp/a.out" |
    sed -n 's/^Cell \([0-9]*\): free$/\1/p' |
    head -1)
[ -n "$to" ] || fail "no free neighbour of cell $cell listed"
say a "cell $to"
wait_out a "Number of pawns: "
say a 3
wait_out b "moves 3 pawns from cell $cell to cell $to"
wait_out b "Choose a cell to leave"
say b resign
wait_out a "resigns: their cells are free again."
wait_out a "Choose a cell to leave" 2
say a resign
wait_out a "Game over."
wait_out b "Game over."
said "Game over. You resigned." "the host, of the end"
said "Player 3 (computer) wins." "the host, of the computer's win"

finish
