#!/bin/sh
# xtic.sh: Xtic in plain mode: the board, the pieces in codes and words,
# the commands, moves refused with a reason, the game types and the Quarto
# rule, positions, the computer's levels by name, and whole games between
# computers replayed from their records.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out

# A game between two people, turn by turn, with what goes wrong.
printf '%s\n' help board moves 'a1 NHSQ' NHSQ BHSR moves 'a1' 'a1 NHSQ' \
    'a1 BHSR' 'a1 BVSR' 'b1 BVSR' 'c1 bhoq' 'e1 NVOQ' 'd1 nvoq' danger \
    'danger BVOR' 'danger BHOQ' 'piece qohn' 'piece BHS' 'perfect now' position quit |
    "$TABULA" --plain xtic --players human:Ann,human:Bob >"$out" 2>&1
status $? 0 "two people"
no_escapes "$out" "two people"
contains "$out" "     a    b    c    d" "the board's columns"
contains "$out" "   4 -    -    -    -    4" "an empty row"
contains "$out" "Game type normal; completing a line loses." "the game type"
contains "$out" "Left to give: BHSR NHSR BVSR NVSR BHOR NHOR BVOR NVOR BHSQ" \
    "the pool"
contains "$out" "Ann (north) to move." "who starts"
contains "$out" "danger [PIECE]" "help"
contains "$out" "16 legal moves:" "the first moves"
contains "$out" "a1 NHSQ: There is no piece to place yet: the first turn only" \
    "a placement before the first gift"
said "Ann (north) gives NHSQ (brown, horizontal, solid, square)." \
    "the first gift"
contains "$out" "BHSR: First say where the piece in hand goes" "a gift alone"
contains "$out" "240 legal moves:" "the moves of the second turn"
contains "$out" "Place NHSQ on: a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4." \
    "the squares"
contains "$out" "a1: Say which piece you give after the square" "a square alone"
contains "$out" "a1 NHSQ: That piece is not among the pieces left to give." \
    "giving the piece in hand"
said "Bob (south) places NHSQ on a1 and gives BHSR (black, horizontal, solid, round)." \
    "a turn"
contains "$out" "a1 BVSR: That square is taken." "a taken square"
contains "$out" "Bob (south) places BVSR on c1 and gives BHOQ" "a code in any case"
contains "$out" "e1 NVOQ: That is not a move" "a square off the board"
contains "$out" "   1 NHSQ BHSR BVSR BHOQ 1" "row 1"
contains "$out" "NHOQ: brown, horizontal, hollow, square." "piece in words"
contains "$out" "piece BHS: That is not a piece" "not a piece"
contains "$out" "perfect now: perfect takes nothing after its name; type perfect alone." \
    "a question given what it does not take"
contains "$out" "BVOR completes no line anywhere." "danger of one piece"
contains "$out" "BHOQ is already on the board." "danger of a placed piece"
contains "$out" "----/----/----/NHSQBHSRBVSRBHOQ NVOQ 2" "the position"
# Row 1 is full, but its pieces share nothing: no danger there.
contains "$out" "No piece left completes a line on any square." "no danger"

# Completing a line loses; with --line win, it wins.  From a position:
# three solid pieces in row 1, a solid one in hand.
pos='----/----/-BVOQ--/NHSQBHSRBVSR- NHSR 2'
printf 'danger\nmoves\nd1 BHOR\n' |
    "$TABULA" --plain xtic --players human,human --position "$pos" \
    >"$out" 2>&1
status $? 0 "a losing placement"
contains "$out" "d1: NHSR NVSR BHSQ BVSQ NVSQ" "the danger on d1"
contains "$out" "Or lose, completing a line, placing it on: d1." "the ending square"
said "south places NHSR on d1. That completes a line of four solid pieces: a1 b1 c1 d1." \
    "the line completed"
said "Game over. A line of four sharing a property is complete. north wins." \
    "the loser"
lacks "$out" "Score:" "a score"
printf 'd1\n' | "$TABULA" --plain xtic --players human,human \
    --position "$pos" --line win >"$out" 2>&1
contains "$out" "completing a line wins" "--line win"
contains "$out" "south wins." "the Quarto rule"
printf 'quit\n' | "$TABULA" --plain xtic --line draw >"$out" 2>&1
status $? 1 "a bad --line"
contains "$out" "Completing a line can lose or win" "a bad --line"
printf 'quit\n' | "$TABULA" --plain xtic --position '----/----/---- - 1' \
    >"$out" 2>&1
status $? 1 "a bad --position"
contains "$out" "A position has four rows separated by /" "a bad --position"

# The torus counts the broken diagonals; normal does not.
pos='----/---BHSR/--BVOQ-/-BHOQ-- BVSR 2'
for type in torus normal nodiags; do
	printf 'danger BVSR\n' | "$TABULA" --plain xtic --type $type \
	    --players human,human --position "$pos" >"$out" 2>&1
	case $type in
	torus) contains "$out" "BVSR completes a line on: a4." "the torus" ;;
	*) contains "$out" "BVSR completes no line anywhere." "$type" ;;
	esac
done
printf 'quit\n' | "$TABULA" --plain xtic --type cube >"$out" 2>&1
status $? 1 "a bad --type"
contains "$out" "The game type is normal, nodiags or torus." "a bad --type"

# Levels by name or number; a wrong one is told what the names are.
printf 'quit\n' | "$TABULA" --plain xtic --players human,computer:brilliant \
    >"$out" 2>&1
status $? 1 "an unknown level"
contains "$out" "a number from 1 to 7, or its name: trivial, easy, medium, hard, very hard, don't try, perfect" \
    "the level names"
# ... and each is taken as it is written there, with either apostrophe.
for level in "don't try" "don’t try" "DON'T_TRY"; do
	printf 'save %s\nquit\n' "$tmp/level.tabula" | "$TABULA" --plain xtic \
	    --players "human,computer:$level" >"$out" 2>&1
	status $? 0 "the level \"$level\""
	contains "$tmp/level.tabula" "seat computer 6" "the level \"$level\""
done

# Two computers play whole games of each type; each game replays, typed
# in, to the same end, and the same seed plays it again where the levels
# look a fixed number of turns ahead.
n=0
for players in computer:trivial,computer:easy computer:dont-try,computer:1 \
    computer:perfect,computer:very-hard; do
	n=$((n + 1))
	type=$(echo normal nodiags torus | cut -d' ' -f$n)
	printf 'position\nsave %s\nquit\n' "$tmp/g$n.tabula" |
	    "$TABULA" --plain xtic --type $type --players $players --seed $n \
	    >"$out" 2>&1
	status $? 0 "computers at $type"
	contains "$out" "Game over." "computers at $type"
	replays_alike "$type" "$out" "$tmp/g$n.tabula" "" --plain xtic \
	    --type $type --players human,human
	[ "$(wc -l <"$tmp/moves")" -ge 5 ] ||
	    fail "the computers' game at $type is too short"
	# The perfect level may stop thinking when its time is up.
	case $players in *perfect*) continue ;; esac
	printf 'save %s\nquit\n' "$tmp/again.tabula" |
	    "$TABULA" --plain xtic --type $type --players $players --seed $n \
	    >/dev/null 2>&1
	events "$tmp/again.tabula" >"$tmp/e2"
	cmp -s "$tmp/moves" "$tmp/e2" ||
	    fail "$type: the same seed played another game"
done

# Two people at two terminals through a hub, with the torus: south loses
# by completing the broken diagonal b1 c2 d3 a4 with four black pieces.
client north host xtic --players human,remote --type torus
wait_out north "tabula join xtic-1"
client south join xtic-1
wait_out south "(south): $me (you)"
seated north south
say north start
wait_out south "(north) to move."
for turn in "north BHSR" "south b1 BHOQ" "north c2 BVOQ" "south d3 NHSR" \
    "north a1 BVSR"; do
	who=${turn%% *}
	move=${turn#* }
	say $who "$move"
	# Each seat hears its own move in the second person.
	case $move in
	*" "*) told="on ${move% *} and give ${move#* }"
	    other="on ${move% *} and gives you ${move#* }" ;;
	*) told="You give $move" other="gives you $move" ;;
	esac
	wait_out $who "$told"
	[ $who = north ] && wait_out south "$other" || wait_out north "$other"
done
say south "a4 NVOQ"
wait_out south "Game over."
wait_out north "Game over."
for c in north south; do
	out=$tmp/$c.out
	said "That completes a line of four black pieces: b1 c2 d3 a4." \
	    "$c, of the line"
done
out=$tmp/north.out
said "You win." "north, of the win"
out=$tmp/south.out
said "$me (north) wins. You lose." "south, of the loss"
say north quit
say south quit

finish
