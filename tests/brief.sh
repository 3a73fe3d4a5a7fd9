#!/bin/sh
# brief.sh: plain text for a screen reader: brief output, and questions
# answered in words instead of the board.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out
XDG_CONFIG_HOME=$tmp/config
export XDG_CONFIG_HOME

# lines_after FILE ECHO: how many lines come after the line ECHO (a command
# echoed after its prompt) and before the next prompt.
lines_after() {
	awk -v echo="$2" '
	found && />( |$)/ { exit }
	found { n++ }
	index($0, echo) && $0 ~ />/ && !found { found = 1; n = 0 }
	END { print n + 0 }' "$1"
}

# at_most FILE ECHO N WHAT: a move and the reply take at most N lines.
at_most() {
	n=$(lines_after "$1" "$2")
	[ "$n" -ge 1 ] && [ "$n" -le "$3" ] ||
	    fail "$4: $n lines after \"$2\", not 1 to $3"
}

# no_bare_cells FILE WHAT: no listing has a lone . or - for a cell.
no_bare_cells() {
	if grep -E '(^| )[.-]( |$)' "$1" >/dev/null; then
		fail "$2: a bare . or - in: $(grep -E '(^| )[.-]( |$)' "$1" | head -3)"
	fi
}

# Ataxx: a move and the computer's reply, then every question.
printf '%s\n' f2 last status 'at f2' 'at d4' pieces 'pieces o' 'moves g1' \
    'at z9' 'pieces nobody' |
    "$TABULA" --plain --brief ataxx --players human,computer:1 --seed 3 \
    >"$out" 2>&1
status $? 0 "brief ataxx"
contains "$out" "You play x (first)." "brief ataxx"
at_most "$out" "x> f2" 4 "brief ataxx"
lacks "$out" "   7 x . . . . . o 7" "brief ataxx"
contains "$out" "Pieces: 3 for you, 3 for o. Your move." "brief ataxx"
contains "$out" "f2: yours." "at"
contains "$out" "d4: empty." "at"
contains "$out" "; empty squares: 43." "pieces"
# o's pieces, as "pieces" listed them: a1, g7 and the computer's clone.
o_pieces=$(sed -n 's/^yours: .*; o: \(a1, .*, g7\); empty squares: 43\.$/\1/p' "$out")
[ -n "$o_pieces" ] || fail "pieces: not o's three pieces"
contains "$out" "o: $o_pieces." "pieces o"
contains "$out" "  g1e3" "moves g1"
lacks "$out" "  a7c7" "moves g1"
contains "$out" "z9: there is no such square; they go from a1 to g7, as in at a1." "at"
contains "$out" "nobody: there is no such player; name a side, as in pieces o." "pieces"
[ "$(lines_after "$out" "x> last")" -eq 2 ] || fail "last: not the two moves"
no_bare_cells "$out" "brief ataxx"
no_escapes "$out" "brief ataxx"

# The board comes on request, and brief is kept for the next run.
printf 'brief on\nboard\nquit\n' | "$TABULA" --plain ataxx \
    --players human,human >"$out" 2>&1
contains "$out" "   7 x . . . . . o 7" "board in brief mode"
grep -q '^brief on$' "$XDG_CONFIG_HOME/tabula/options" ||
    fail "brief on is not kept in the options file"
printf 'f2\nbrief off\nquit\n' | "$TABULA" --plain ataxx \
    --players human,human >"$out" 2>&1
lacks "$out" "   2 . . . . . x . 2" "brief kept from the options file"
contains "$out" "The board is shown after every move." "brief off"
grep -q '^brief off$' "$XDG_CONFIG_HOME/tabula/options" ||
    fail "brief off is not kept in the options file"

# Cross: the opening state, a move and the reply, the sides, neighbours.
printf '%s\n' f6 'neighbours f6' pieces status |
    "$TABULA" --plain --brief cross --players human,computer:1 --seed 3 \
    >"$out" 2>&1
contains "$out" "You play o (first)." "brief cross"
contains "$out" "A board of 6 cells a side, rows a to k." "brief cross"
contains "$out" "Sides: top a1 to a6, upper right" "cross sides"
at_most "$out" "o> f6" 4 "brief cross"
contains "$out" "Your move." "brief cross"
contains "$out" "e5: empty." "neighbours"
contains "$out" "g6: empty." "neighbours"
[ "$(lines_after "$out" "o> neighbours f6")" -eq 6 ] ||
    fail "neighbours f6: not six cells"
contains "$out" "yours: f6; x:" "pieces"
no_bare_cells "$out" "brief cross"

# The chain that decided a game of Cross, as cells.
printf 'a1\nb1\nb2\nb3\nc2\nc1\nstatus\n' | "$TABULA" --plain --brief cross \
    --players human,human --size 2 >"$out" 2>&1
contains "$out" "The deciding chain: a1 b2 c2." "the deciding chain"
# status says how the game ended, as the end itself did.
[ "$(grep -c 'without a third. x wins.' "$out")" -eq 2 ] ||
    fail "status at the end does not say who won"

# Xtic: a piece given, placed and given back in at most four lines.
printf '%s\n' BHSR 'at a2' pieces status |
    "$TABULA" --plain --brief xtic --players human,computer:1 --seed 3 \
    >"$out" 2>&1
at_most "$out" "north> BHSR" 4 "brief xtic"
contains "$out" "In hand: brown vertical hollow round (N V O R). Your move." "brief xtic"
contains "$out" "a2: black horizontal solid round (B H S R)" "at"
grep -Eq "[BN][HV][SO][RQ] \\(" "$out" &&
    fail "brief xtic: a code told before its words"
grep -Eq "\\([BN][HV][SO][RQ]\\)" "$out" &&
    fail "brief xtic: a code after its words, which speech reads as a word"
contains "$out" "on the board: black horizontal solid round (B H S R) a2; empty squares: 15." "pieces"
no_bare_cells "$out" "brief xtic"

# Conflict: a die in at most three lines, the pieces, the board as lists.
printf '%s\n' '1 enter cannon b19 c18' 'at c18' 'at b19' 'at a1' \
    'moves b19' 'pieces red' board board |
    "$TABULA" --plain --brief conflict --players human,computer:1 --seed 3 \
    >"$out" 2>&1
at_most "$out" "red> 1 enter cannon b19 c18" 3 "a brief conflict die"
contains "$out" "Die left: 6. Your move." "a brief conflict die"
contains "$out" "c18: your cannon, land, where the last move went." "at"
contains "$out" "b19: empty, land, your home base." "at"
contains "$out" "a1: empty, water." "at"
contains "$out" "yours: cannon c18." "pieces red"
# board in brief mode: the pieces and the bases as lists, no map of symbols.
contains "$out" "Yours: base b19; mines b18, e19." "board in brief mode"
lacks "$out" "~~" "board in brief mode"
[ "$(grep -c '^  6 enter .* b19:' "$out")" -eq 5 ] ||
    fail "moves b19: not the five kinds that may come in with the 6"
lacks "$out" "decline" "moves b19"

# Every refusal says what was wrong and gives an example: a move the
# player can make now, like the one typed.
printf '%s\n' b6 b6 a7a4 | "$TABULA" --plain --brief ataxx \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "b6: That square is taken. A move you can make: b6" \
    "a taken square, with a move for an example"
contains "$out" "a7a4: A jump lands exactly two squares away; to move one square, clone by writing the square alone. A move you can make: a7a5." \
    "a jump too far, with the jumps from there"
printf '%s\n' z9 b2 NHSQ | "$TABULA" --plain --brief xtic \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "z9: There is no piece to place yet: the first turn only gives one, as in NHSQ." \
    "xtic refusal: nothing in hand on the first turn"
contains "$out" ". A move you can make: BHSR." "xtic refusal, with an example"
printf '%s\n' z9 | "$TABULA" --plain --brief cross \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "z9: There is no such cell on this board. A move you can make: a1." \
    "cross: no such cell, with an example"
# At the step that asks for pawns, a word is answered with the step.
printf '%s\n' 19 14 x | "$TABULA" --plain --brief conqueror \
    --players human,computer:1 --seed 1 >"$out" 2>&1
contains "$out" "x: Choose a number of pawns to move between 1 and 7. A move you can make: 19-14 1." \
    "conqueror: a word for the pawns"

# Help shows a move one can play now; commands are known in capitals;
# a square that is not there is told with its row or column; one move
# left is named; a game over has a prompt that says so.
printf '%s\n' Help 'At a8' status 0000 |
    "$TABULA" --plain --brief ataxx --players human,computer:1 \
    --fen 'xoo4/ooo4/ooo4/7/7/7/7 x 0 1' >"$out" 2>&1
contains "$out" "Type a move in the game's notation, as in 0000 (one you can play now), or one of these:" \
    "help with a move for an example"
contains "$out" "a8: there is no such square; column a goes from a1 to a7, as in at a1." \
    "At, in capitals, and a square past its column"
contains "$out" "Pieces: 1 for you, 8 for o. Your move. Your only move: 0000." \
    "the only move named"
printf '%s\n' 'at a7' | "$TABULA" --plain --brief cross \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "a7: there is no such cell; row a goes from a1 to a6, as in at a1." \
    "cross: a cell past its row"
printf '%s\n' 'g1' 'zz' | "$TABULA" --plain --brief ataxx \
    --players human,human --fen 'xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oooooo1 x 0 1' \
    >"$out" 2>&1
contains "$out" "game over> zz" "the prompt of a game that is over"
contains "$out" "zz: The game is over." "a move after the end"
# Resigning names your own side, or none; another's is refused.
printf '%s\n' 'resign blue' piece | "$TABULA" --plain --brief conflict \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "resign blue: You may resign only for yourself. To give up, type resign alone." \
    "resigning for another side"
printf '%s\n' piece 'resign north' | "$TABULA" --plain --brief xtic \
    --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "piece: say which PIECE, as in piece NHSQ." "a command without its argument"
contains "$out" "You resign." "resigning by the side's name"

# Conqueror: moves CELL lists only the moves that leave or reach it.
printf '%s\n' 'moves 1' 'moves 13' | "$TABULA" --plain --brief conqueror \
    --players human,computer:1,computer:1,computer:1 --seed 4 >"$out" 2>&1
contains "$out" "No legal move uses 1." "moves of a cell no move touches"
contains "$out" "  18-13 1 to 7" "moves of a cell a move reaches"
# A die not rolled is told as such; undo tells the move, not what came
# of it; a save that fails says so and what saves instead.
printf '%s\n' '4 d16-e15' '7 enter plane b19 c17' | "$TABULA" --plain \
    --brief conflict --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "4 d16-e15: No die left to play shows that number." \
    "a path for a die not rolled"
contains "$out" "7 enter plane b19 c17: No die left to play shows that number." \
    "a number no die shows"
printf '%s\n' b6 resign undo 'save /nonexistent/dir/x' | "$TABULA" --plain \
    --brief ataxx --players human,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "Taken back: You resign." "undo of a resignation"
lacks "$out" "Taken back: You resign. You are out" "undo of a resignation"
contains "$out" "Not saved: cannot write /nonexistent/dir/x: " "a save that fails"
contains "$out" "Type save alone to keep the game among your saved games." \
    "a save that fails"

# Conflict: two squares joined by - are a path of one step, refused for a
# 6; written apart, the game finds the path.
printf '%s\n' '6 enter ship b19-a18' '6 enter ship b19 a18' |
    "$TABULA" --plain --brief conflict --players human,computer:1 --seed 5 \
    >"$out" 2>&1
contains "$out" "6 enter ship b19-a18: The path must be exactly as many steps as the die shows." \
    "a path too short for the die"
contains "$out" "You bring a new ship in from b19 to a18 (b19-b18-a17-a16-b16-b17-a18)." \
    "a path found from its ends"

# Conqueror: a bare number at every step, and the cells in words.
printf '%s\n' 18 13 'at 13' 4 pieces 'at 18' board |
    "$TABULA" --plain --brief conqueror --players human,computer:1 \
    --seed 3 >"$out" 2>&1
contains "$out" "You move 4 pawns from cell 18 to cell 13" "bare numbers"
contains "$out" "13: free." "at"
contains "$out" "18: yours, 4 pawns." "at"
contains "$out" "yours: 13 (4 pawns), 18 (4 pawns)" "pieces"
contains "$out" " cells are free." "pieces: the free cells counted in words"
contains "$out" "Cell 18: yours, 4 pawns; next to " "board in brief mode"
no_bare_cells "$out" "brief conqueror"

# The voice: a few rounds against the computer in each game, in brief
# mode.  The player's own moves and pieces are told in the second person,
# and no round (from a line typed to the next prompt) is longer than 8
# lines; a pipe gets whole sentences, never a line cut at 72 columns.
budget() {
	n=$(awk '
	/^[^ ]*> [^ ]|^Command: [^ ]/ {
		if (n > max) max = n
		n = 0
		# Questions and their answers are not rounds.
		ask = $2 ~ /^(board|moves|at|pieces|bases|status|help|perfect|undo|log|reserve|decline)$/
		next
	}
	!ask { n++ }
	END { if (n > max) max = n; print max + 0 }' "$1")
	[ "$n" -le 8 ] || fail "$2: a round of $n lines"
}
printf '%s\n' f1 e1 d1 c1 b1 board 'moves a7' at undo |
    COLUMNS=200 "$TABULA" --plain --brief ataxx --players human,computer:1 \
    --seed 3 >"$out" 2>&1
status $? 0 "the voice in ataxx"
contains "$out" "You clone to f1." "the voice in ataxx"
contains "$out" "and turns 3 of your pieces: d1, e1, f1." "the voice in ataxx"
lacks "$out" "x clones" "the voice in ataxx"
budget "$out" "ataxx"
contains "$out" "Row 7: yours on a7, empty from b7 to" "a board in words"
lacks "$out" " . " "a board in words"
for clone in a6 b6 b7; do
	contains "$out" "  $clone" "moves a7 (the clones)"
done
contains "$out" "Say which square, as in at a1." "at without a square"
contains "$out" "Taken back: You clone to b1 and turn 1 piece: a1. The move after it, by o (computer), is taken back too." \
    "undo in brief mode"
lacks "$out" "   7 " "undo in brief mode"

printf '%s\n' a1 a2 a3 'at a1' 'at c2' |
    "$TABULA" --plain --brief cross --players human,computer:1 --size 5 \
    --seed 3 >"$out" 2>&1
contains "$out" "You place a stone on a1." "the voice in cross"
lacks "$out" "o places" "the voice in cross"
budget "$out" "cross"
contains "$out" "a1: yours, on the top and upper left sides." "at names the sides"
contains "$out" "c2: empty." "at names the sides"

printf '%s\n' BHSR 'b1 BHOQ' 'c3 NHSQ' perfect |
    "$TABULA" --plain --brief xtic --players human,computer:1 --seed 3 \
    >"$out" 2>&1
contains "$out" "You place brown vertical hollow round (N V O R) on b1 and give black horizontal hollow square (B H O Q)" \
    "the voice in xtic"
contains "$out" "Left to give: black horizontal solid round (B H S R), brown horizontal solid round (N H S R)," \
    "xtic pieces in words"
lacks "$out" "north places" "the voice in xtic"
budget "$out" "xtic"
contains "$out" "You are the first player." "perfect"
awk 'length > 100 { found = 1 } END { exit !found }' "$out" ||
    fail "a pipe's long lines are wrapped"

printf '%s\n' '18-13 4' '18-17 2' '13-12 2' moves |
    "$TABULA" --plain --brief conqueror --players human,computer:1 \
    --seed 3 >"$out" 2>&1
contains "$out" "You move 4 pawns from cell 18 to cell 13, which was free and is yours now." \
    "the voice in conqueror"
lacks "$out" "Player 1 moves" "the voice in conqueror"
budget "$out" "conqueror"
contains "$out" " 1 to " "a range in words"
lacks "$out" ".." "a range in words"

printf '%s\n' pieces '1 enter cannon b19 c18' pass bases 'reserve tank' \
    'decline 9' 'paths z99' 'pieces you' 'status foo' 'brief maybe' |
    "$TABULA" --plain --brief conflict --players human,computer:1 --seed 3 \
    >"$out" 2>&1
contains "$out" "There are no pieces on the board." "pieces on an empty board"
contains "$out" "You bring a new cannon in from b19 to c18 (b19-c18)." \
    "the voice in conflict"
lacks "$out" "red brings" "the voice in conflict"
budget "$out" "conflict"
[ "$(grep -c '^Pieces: 13 for you, 13 for blue' "$out")" -eq 1 ] ||
    fail "conflict: the same pieces told again"
contains "$out" "Yours: base b19; mines b18, e19." "bases, one base"
contains "$out" "Nobody's, hostile to all: bases b2, y2;" "bases"
contains "$out" "reserve tank: That is not a kind of piece:" "reserve tank"
contains "$out" "decline 9: Write decline and the die you leave unused, as in decline 4. Dice left: 4 and 3. A move you can make: decline 4." \
    "decline 9, with the dice and one of them for an example"
contains "$out" "It is a 7: you may take a reserve piece first." \
    "the 7 in the second person"
contains "$out" "status foo: status takes nothing after its name; type status alone." \
    "an argument to a command that takes none"
contains "$out" "brief maybe: write brief on or brief off." "brief maybe"
contains "$out" "A move you can make: reserve cannon b19." \
    "reserve tank, with a reserve piece for an example"
contains "$out" "paths z99: That square is not on the board. For example: paths b19." \
    "a command refused, with an example"
contains "$out" "red> pieces you
yours: cannon c18." "pieces you"
[ "$(grep -c 'roll.* 1 and 6' "$out")" -eq 1 ] ||
    fail "conflict: the first roll told twice"
no_bare_cells "$out" "the voice in conflict"

# A run of moves made while the player waits (here, out of the game after
# resigning) is told as one short summary, and log tells every move; a
# finished game is left at once.
printf '%s\n' resign log quit status |
    "$TABULA" --plain --brief conqueror \
    --players human,computer:1,computer:1,computer:1 --seed 3 >"$out" 2>&1
contains "$out" "You resign: your cells are free again." "a run told once"
contains "$out" "Player 2 (computer) made " "a run told once"
contains "$out" "Type last or log to hear every move." "a run told once"
n=$(awk 'found && /> / { exit } found { n++ } /^Command: resign/ { found = 1 }
    END { print n + 0 }' "$out")
[ "$n" -ge 3 ] && [ "$n" -le 8 ] || fail "a run told once: $n lines"
lacks "$out" "Leave this game?" "leaving a finished game"
lacks "$out" "> status" "leaving a finished game"
[ "$(lines_after "$out" "> log")" -ge 20 ] || fail "log: not every move"

finish
