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
contains "$out" "Pieces: 3 for x, 3 for o. x to move." "brief ataxx"
contains "$out" "f2: x." "at"
contains "$out" "d4: empty." "at"
contains "$out" "; empty: 43." "pieces"
# o's pieces, as "pieces" listed them: a1, g7 and the computer's clone.
o_pieces=$(sed -n 's/^x: .*; o: \(a1, .*, g7\); empty: 43\.$/\1/p' "$out")
[ -n "$o_pieces" ] || fail "pieces: not o's three pieces"
contains "$out" "o: $o_pieces." "pieces o"
contains "$out" "  g1e3" "moves g1"
lacks "$out" "  a7c7" "moves g1"
contains "$out" "z9: There is no such square or cell." "at"
contains "$out" "nobody: There is no such player." "pieces"
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
contains "$out" "Sides: top a1-a6, upper right" "cross sides"
at_most "$out" "o> f6" 4 "brief cross"
contains "$out" "o to move." "brief cross"
contains "$out" "e5: empty." "neighbours"
contains "$out" "g6: empty." "neighbours"
[ "$(lines_after "$out" "o> neighbours f6")" -eq 6 ] ||
    fail "neighbours f6: not six cells"
contains "$out" "o: f6; x:" "pieces"
no_bare_cells "$out" "brief cross"

# The chain that decided a game of Cross, as cells.
printf 'a1\nb1\nb2\nb3\nc2\nc1\nstatus\n' | "$TABULA" --plain --brief cross \
    --players human,human --size 2 >"$out" 2>&1
contains "$out" "The deciding chain: a1 b2 c2." "the deciding chain"

# Xtic: a piece given, placed and given back in at most four lines.
printf '%s\n' BHSR 'at a2' pieces status |
    "$TABULA" --plain --brief xtic --players human,computer:1 --seed 3 \
    >"$out" 2>&1
at_most "$out" "north> BHSR" 4 "brief xtic"
contains "$out" "In hand: NVOR. north to move." "brief xtic"
contains "$out" "a2: BHSR (black, horizontal, solid, round)" "at"
contains "$out" "on the board: BHSR a2; empty: 15." "pieces"
no_bare_cells "$out" "brief xtic"

# Conflict: a die in at most three lines, the legend once, the pieces.
printf '%s\n' '1 enter cannon b19 c18' 'at c18' 'at b19' 'at a1' \
    'moves b19' 'pieces red' board board |
    "$TABULA" --plain --brief conflict --players human,computer:1 --seed 3 \
    >"$out" 2>&1
at_most "$out" "red> 1 enter cannon b19 c18" 3 "a brief conflict die"
contains "$out" "Die left: 6. red to move." "a brief conflict die"
contains "$out" "c18: red's cannon, land, where the last move went." "at"
contains "$out" "b19: empty, land, red's home base." "at"
contains "$out" "a1: empty, water." "at"
contains "$out" "red: cannon c18." "pieces red"
[ "$(grep -c '^C cannon' "$out")" -eq 1 ] || fail "the legend is not told once"
[ "$(grep -c '^  6 enter .* b19:' "$out")" -eq 5 ] ||
    fail "moves b19: not the five kinds that may come in with the 6"
lacks "$out" "decline" "moves b19"

# Conqueror: a bare number at every step, and the cells in words.
printf '%s\n' 18 13 'at 13' 4 pieces 'at 18' |
    "$TABULA" --plain --brief conqueror --players human,computer:1 \
    --seed 3 >"$out" 2>&1
contains "$out" "Player 1 moves 4 pawns from cell 18 to cell 13" "bare numbers"
contains "$out" "13: free, 0 pawns." "at"
contains "$out" "18: Player 1, 4 pawns." "at"
contains "$out" "Player 1: 13 (4 pawns), 18 (4 pawns)" "pieces"
no_bare_cells "$out" "brief conqueror"

finish
