#!/bin/sh
# hexxagon.sh: Hexxagon in plain mode: the board as offset rows, moves
# refused with a reason, growths and jumps taking pieces, the 1992 board's
# blocked cells, three players (one skipped, one out, one resigning), the
# end of a game, bad setups refused, a save and its load, brief mode,
# whole games between computers replayed from their records, and two
# people through a hub.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out
start='o...x/....../......./......../x.......o/......../......./....../o...x'

# Two people, with what goes wrong, and a save.
printf '%s\n' help moves e5 z1 a6 a1a2 a5a3 pass b2 a5 a4 a1c3 e9e7 \
    position "save $tmp/two.tabula" quit |
    "$TABULA" --plain hexxagon --players human:Ann,human:Bob >"$out" 2>&1
status $? 0 "two people"
no_escapes "$out" "two people"
contains "$out" "  a      o . . . x      a   a1-a5" "the top row"
contains "$out" "  e  x . . . . . . . o  e   e1-e9" "the middle row"
contains "$out" "  i      o . . . x      i   i1-i5" "the bottom row"
contains "$out" "Ann (o) to move." "who starts"
contains "$out" "24 legal moves:" "the moves"
contains "$out" "e5: You have no piece next to that cell to grow from." \
    "a growth from nowhere"
contains "$out" "z1: There is no such cell" "a row off the board"
contains "$out" "a6: There is no such cell" "a cell off its row"
contains "$out" "a1a2: A jump lands exactly two cells away" "a jump of one"
printf 'a1a4\n' | "$TABULA" hexxagon --plain --players human,human \
    >"$tmp/far" 2>&1
contains "$tmp/far" "a1a4: A piece moves one or two cells" \
    "a move of three cells"
contains "$out" "a5a3: You have no piece on the cell you jump from." \
    "a jump from another's piece"
contains "$out" "pass: That is not a move" "a pass"
said "Ann (o) grows to b2." "a growth"
contains "$out" "a5: That cell is taken." "a taken cell"
said "Bob (x) grows to a4." "x's growth"
said "Ann (o) jumps from a1 to c3." "a jump"
contains "$out" "e9e7: You have no piece on the cell you jump from." \
    "a jump from the other's piece"
contains "$out" "...xx/.o..../..o..../......../x.......o/......../......./....../o...x x 1" \
    "the position, one move without a growth"

# The save, loaded: the same position, and x takes two of o's pieces.
printf '%s\n' position b3 a4b3 position quit yes |
    "$TABULA" --plain --load "$tmp/two.tabula" >"$out" 2>&1
status $? 0 "the load"
contains "$out" "...xx/.o..../..o..../......../x.......o/......../......./....../o...x x 1" \
    "the loaded position"
contains "$out" "b3: You have no piece next to that cell to grow from." \
    "a growth two cells away"
said "Bob (x) jumps from a4 to b3 and takes 2 pieces of Ann (o): b2, c3." \
    "two pieces taken"
contains "$out" "....x/.xx.../..x..../......../x.......o/......../......./....../o...x o 2" \
    "the position after the capture"
# A saved game whose moves were tampered with is refused.
sed 's/^b2$/b9/' "$tmp/two.tabula" >"$tmp/bad.tabula"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/bad.tabula" >"$out" 2>&1
status $? 1 "a tampered save"
contains "$out" "There is no such cell" "a tampered save"

# The 1992 board: three blocked cells, drawn as # and refused.
printf '%s\n' e6 'at d4' quit yes |
    "$TABULA" --plain hexxagon --cells 58 --players human,human >"$out" 2>&1
contains "$out" "  d   . . . # . . . .   d   d1-d8" "d4 blocked"
contains "$out" "  e  x . . . . # . . o  e   e1-e9" "e6 blocked"
contains "$out" "Blocked: d4, e6, f4." "the blocked cells told"
contains "$out" "e6: That cell is blocked." "a blocked cell"
contains "$out" "d4: blocked." "at a blocked cell"

# Bad setups.
printf 'quit\n' | "$TABULA" --plain hexxagon --cells 60 >"$out" 2>&1
status $? 1 "--cells 60"
contains "$out" "The board has 61 cells, or 58." "--cells 60"
printf 'quit\n' | "$TABULA" --plain hexxagon --players human,human,human,human \
    >"$out" 2>&1
status $? 1 "four players"
printf 'quit\n' | "$TABULA" --plain hexxagon --position 'o...x' >"$out" 2>&1
status $? 1 "a short position"
contains "$out" "A position is the nine rows of the board" "a short position"
printf 'quit\n' | "$TABULA" --plain hexxagon --cells 58 --position "$start o 0" \
    >"$out" 2>&1
status $? 1 "a position without the board's holes"
contains "$out" "The position's blocked cells are not those" \
    "a position without the board's holes"
printf 'quit\n' | "$TABULA" --plain hexxagon \
    --position "${start%x}t o 0" >"$out" 2>&1
status $? 1 "t in a game of two"
contains "$out" "The position has pieces of t, but there are only two players." \
    "t in a game of two"

# Three players: the start, x walled in and skipped, t out, a resignation.
printf '%s\n' quit yes | "$TABULA" --plain hexxagon \
    --players human,human,human >"$out" 2>&1
contains "$out" "  a      o . . . x      a   a1-a5" "three: the top row"
contains "$out" "  e  t . . . . . . . t  e   e1-e9" "three: the middle row"
contains "$out" "  i      x . . . o      i   i1-i5" "three: the bottom row"
printf '%s\n' e6 i4 resign board quit yes | "$TABULA" --plain hexxagon \
    --players human:Ann,human:Bob,human:Cy \
    --position 'xo--./oo--../---..../......../....o..../......../......./....../....t o 0' \
    >"$out" 2>&1
status $? 0 "three players"
said "Ann (o) grows to e6. Bob (x) cannot move and is skipped." "a skip"
said "Cy (t) grows to i4." "t's move"
said "Ann (o) resigns, and their pieces leave the board." "one of three resigns"
contains "$out" "  a      x . # # .      a   a1-a5" "o's pieces gone"
contains "$out" "Bob (x) to move." "x freed"
printf '%s\n' d4 quit yes | "$TABULA" --plain hexxagon \
    --players human:Ann,human:Bob,human:Cy \
    --position 'o...x/....../......./......../...ot..../......../......./....../..... o 0' \
    >"$out" 2>&1
said "Ann (o) grows to d4 and takes 1 piece of Cy (t): e5. Cy (t) has no pieces left and is out of the game." \
    "t out"
contains "$out" "Bob (x) to move." "x after t is out"

# The end: the board full, and the score.
printf '%s\n' i5 | "$TABULA" --plain hexxagon --players human,human \
    --position 'ooooo/oooooo/ooooooo/oooooooo/ooooxxxxx/xxxxxxxx/xxxxxxx/xxxxxx/xxxx. x 0' \
    >"$out" 2>&1
said "Game over. The board is full. x wins. Score: 30 for o, 31 for x." \
    "a full board"

# Brief mode tells the moves and the score, and reads the board in words.
printf '%s\n' b2 board quit yes | "$TABULA" --plain --brief hexxagon \
    --cells 58 --players human,computer:1 --seed 4 >"$out" 2>&1
said "You grow to b2." "brief: the move"
said "x (computer) " "brief: the computer's move"
contains "$out" "Pieces: 4 for you" "brief: the score"
contains "$out" "blocked on d4" "brief: a row in words"
lacks "$out" "  a      o" "brief: no picture of the board"

# Computers play whole games, of two and of three, on both boards; each
# replays, typed in, to the same end, and the same seed plays it again.
for game in "2 61 computer:1,computer:2" "3 58 computer:2,computer:1,computer:1"; do
	set -- $game
	printf 'position\nsave %s\nquit\n' "$tmp/g$1.tabula" |
	    "$TABULA" --plain hexxagon --cells $2 --players $3 --seed $1 \
	    >"$out" 2>&1
	status $? 0 "computers, $1 players"
	contains "$out" "Game over." "computers, $1 players"
	seats=$(echo "$3" | sed 's/computer:[0-9]/human/g')
	replays_alike "$1 players" "$out" "$tmp/g$1.tabula" "" --plain \
	    hexxagon --cells $2 --players "$seats"
	printf 'save %s\nquit\n' "$tmp/again.tabula" |
	    "$TABULA" --plain hexxagon --cells $2 --players $3 --seed $1 \
	    >/dev/null 2>&1
	events "$tmp/again.tabula" >"$tmp/e2"
	cmp -s "$tmp/moves" "$tmp/e2" ||
	    fail "$1 players: the same seed played another game"
done

# Two people through a hub: a growth, a jump that takes, a bad move, a
# resignation.
client o host hexxagon --players human,remote
wait_out o "tabula join hexxagon-1"
client x join hexxagon-1
wait_out x "(x): $me (you)"
seated o x
say o start
wait_out x "(o) to move."
say o b2
wait_out x "grows to b2."
say x a4
wait_out o "grows to a4."
say o a1c3
wait_out x "jumps from a1 to c3."
say x a1a3
wait_out x "a1a3: You have no piece"
say x a4b3
wait_out o "jumps from a4 to b3 and takes 2 of your pieces: b2, c3."
wait_out x "You jump from a4 to b3 and take 2 pieces of $me (o): b2, c3."
say o resign
wait_out o "Game over."
wait_out x "Game over."
out=$tmp/x.out
said "You win." "x, of the resignation"
out=$tmp/o.out
said "You resigned." "o, of the resignation"

# Three through a hub: o resigns and its pieces leave; then t resigns,
# which leaves x alone with pieces, the winner.
stop_all
client o host --name hexxagon-3 hexxagon --players human,remote,remote
wait_out o "tabula join hexxagon-3"
client x join hexxagon-3
wait_out x "(x): $me (you)"
client t join hexxagon-3
wait_out t "(t): $me (you)"
seated o x t
say o start
wait_out t "(o) to move."
say o b2
wait_out t "grows to b2."
say x a4
wait_out t "grows to a4."
say t e2
wait_out o "grows to e2."
say o resign
wait_out t "(o) resigns, and their pieces leave the board."
wait_out o "You resign, and your pieces leave the board."
say x a3
wait_out t "grows to a3."
say t resign
wait_out x "Game over."
out=$tmp/x.out
said "(t) resigned. You win." "x, of the last resignation"

finish
