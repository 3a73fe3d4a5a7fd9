#!/bin/sh
# plain.sh: the plain-text front end, fed from a pipe as a script would.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out

# A whole game between two people, piped in: x walls o in on the first row.
corridor="7/7/7/7/-------/-------/x5o x 0 1"
printf 'b1\nf1\nc1\ne1\nd1\n' |
    "$TABULA" --plain ataxx --players human:Ann,human:Bob --fen "$corridor" \
    >"$out" 2>&1
status $? 0 "a piped game"
contains "$out" "Ann (x) clones to d1 and turns 1 piece: e1." "a piped game"
contains "$out" "Game over. Neither side can move. Ann (x) wins. Score: 5 for x, 2 for o." \
    "a piped game"
no_escapes "$out" "a piped game"

# The board is a grid with coordinates on its edges.
printf 'board\nquit\n' | "$TABULA" ataxx --players human,human >"$out" 2>&1
contains "$out" "     a b c d e f g" "the board"
contains "$out" "   7 x . . . . . o 7" "the board"
contains "$out" "   1 o . . . . . x 1" "the board"
contains "$out" "Pieces: 2 for x, 2 for o. x to move." "the board"

# Every command, and moves that are refused with a reason.
printf '%s\n' help moves position d4 g7 a7d4 xyz b6 'b2(1)' b2 undo undo \
    undo rules 'resign' |
    "$TABULA" ataxx --players human,human >"$out" 2>&1
status $? 0 "the commands"
contains "$out" "save [FILE]" "help"
contains "$out" "16 legal moves:" "moves"
contains "$out" "f1 f2 g2 a6 b6 b7 g1e1 g1e2 g1e3 g1f3 g1g3 a7a5 a7b5 a7c5 a7c6" \
    "moves"
contains "$out" "x5o/7/7/7/7/7/o5x x 0 1" "position"
contains "$out" "d4: You have no piece next to that square to clone from." \
    "a clone from nowhere"
contains "$out" "g7: That square is taken." "a taken square"
contains "$out" "a7d4: A jump lands exactly two squares away" "a long jump"
contains "$out" "xyz: That is not a move" "nonsense"
contains "$out" "x clones to b6." "a clone"
contains "$out" "b2(1): The number in brackets is not the number" "a wrong count"
contains "$out" "o clones to b2." "a clone"
contains "$out" "Taken back: o clones to b2." "undo"
contains "$out" "There is no move of yours to take back." "undo at the start"
contains "$out" "Ataxx is played on a board of seven by seven squares" "rules"
contains "$out" "Game over. x resigned. o wins." "resigning"
# The only person at the screen is spoken to.
printf 'resign\n' | "$TABULA" --plain ataxx --players human,computer:1 \
    >"$tmp/alone" 2>&1
contains "$tmp/alone" "Game over. You resigned. o (computer) wins. You lose." \
    "resigning against the computer"
no_escapes "$out" "the commands"

# The original's flip counts are read.
printf 'b6(0)\nb2(0)\na6(0)\n' | "$TABULA" ataxx --players human,human \
    >"$out" 2>&1
contains "$out" "x clones to a6." "flip counts"

# A game between computers, saved, then replayed as two people's moves
# from a pipe, ends in the same position with the same winner.
printf 'position\nsave %s\nquit\n' "$tmp/cc.tabula" |
    "$TABULA" ataxx --players computer:4,computer:5 --seed 11 >"$out" 2>&1
status $? 0 "computers playing"
contains "$out" "Game over." "computers playing"
replays_alike "computers playing" "$out" "$tmp/cc.tabula" "" ataxx \
    --players human,human
[ "$(wc -l <"$tmp/moves")" -gt 30 ] || fail "the saved game is too short"
for f in "$out" "$tmp/out2"; do
	tr '\n' ' ' <"$f" | grep -o 'Game over[^:]*' | sed 's/ (computer)//g'
done >"$tmp/winners"
[ "$(sort -u "$tmp/winners" | wc -l)" -eq 1 ] ||
    fail "the replayed game has another winner: $(cat "$tmp/winners")"

# The menu, as numbered choices: start Ataxx with the defaults, leave it,
# read the rules, and quit.
printf '2\n\n\nquit\n10\n2\n13\n12\n' | "$TABULA" --plain >"$out" 2>&1
status $? 0 "the menu"
contains "$out" "1. Conflict: " "the menu"
contains "$out" "3. Conqueror: Move pawns across a map" "the menu"
contains "$out" "2. Ataxx: Clone and jump" "the menu"
contains "$out" "7. Resume a saved game" "the menu"
contains "$out" "8. Host a network game" "the menu"
contains "$out" "9. Join a network game" "the menu"
contains "$out" "12. Quit" "the menu"
contains "$out" "Boards:" "the game's setup"
contains "$out" "four-holes" "the game's setup"
contains "$out" "Your move." "the game's setup"
contains "$out" "Please type a number from 1 to 12." "a wrong choice"
contains "$out" "If you cannot move, you pass" "the rules"
no_escapes "$out" "the menu"

# Saving among the saved games, then resuming from the menu.  (The games
# above that moved and were not saved were saved at the end of their
# input, with -hangup in their names: a directory of their own here.)
XDG_DATA_HOME=$tmp/resume
printf 'f2\nsave\nquit\n' | "$TABULA" ataxx --players human,human \
    >"$out" 2>&1
contains "$out" "Saved to $XDG_DATA_HOME/tabula/ataxx-" "saving"
lacks "$out" "Leave this game?" "leaving a saved game"
saved=$(ls "$XDG_DATA_HOME/tabula")
printf '7\n%s\nboard\nquit\n12\n' "$saved" | "$TABULA" --plain >"$out" 2>&1
contains "$out" "$saved" "the list of saved games"
contains "$out" "   2 . . . . . x . 2" "the resumed game"
contains "$out" "o to move." "the resumed game"
# At the list's prompt, help says what to type, and a file that is not
# there is said and asked again, the list still there.
printf '7\nhelp\nnone.tabula\n1\nquit\n12\n' | "$TABULA" --plain >"$out" 2>&1
said "Type a saved game's number in the list, or its file" "help at the list"
said "none.tabula" "a save not there"
contains "$out" "o to move." "a save resumed after one not there"

# Leaving a game with moves not saved asks first: anything but yes or
# save stays in the game, yes leaves it unsaved.
XDG_DATA_HOME=$tmp/leave
printf 'f2\nquit\nno\nboard\nquit\nyes\n' |
    "$TABULA" --plain ataxx --players human,human >"$out" 2>&1
status $? 0 "leaving unsaved"
contains "$out" "Moves not saved are lost." "leaving unsaved"
contains "$out" "Leave this game? no" "leaving unsaved"
contains "$out" "o> board" "staying in the game"
contains "$out" "Leave this game? yes" "leaving unsaved"
[ -d "$XDG_DATA_HOME/tabula" ] &&
    fail "a game left with yes was saved: $(ls "$XDG_DATA_HOME/tabula")"
# A game where nobody moved is left at once.
printf 'board\nquit\nboard\n' | "$TABULA" --plain ataxx \
    --players human,human >"$out" 2>&1
lacks "$out" "Leave this game?" "leaving before any move"
lacks "$out" "Saved to" "leaving before any move"
# save saves it among the saved games, and leaves.
printf 'f2\nquit\nsave\nboard\n' | "$TABULA" --plain ataxx \
    --players human,human >"$out" 2>&1
contains "$out" "Leave this game? save" "saving on the way out"
contains "$out" "Saved to $XDG_DATA_HOME/tabula/ataxx-" "saving on the way out"
lacks "$out" "o> board" "saving on the way out"

# The end of the input, or of the terminal, saves a game with moves not
# saved among the saved games, -hangup in its name, and says where; a
# resumed game is saved over its file.
XDG_DATA_HOME=$tmp/hangup
printf 'f2\nb2\nquit\n' | "$TABULA" --plain ataxx --players human,human \
    >"$out" 2>&1
status $? 0 "the end of the input"
contains "$out" "Saved to $XDG_DATA_HOME/tabula/ataxx-" "the end of the input"
kept=$(ls "$XDG_DATA_HOME"/tabula/*-hangup.tabula) ||
    fail "the end of the input saved no -hangup file"
printf 'f3\n' | "$TABULA" --plain --load "$kept" >"$out" 2>&1
contains "$out" "Saved to $kept." "a resumed game's end of input"
# A game resumed under way tells its last move when asked.
printf 'last\n' | "$TABULA" --plain --load "$kept" >"$out" 2>&1
contains "$out" "x clones to f3." "last in a resumed game"
printf 'position\n' | "$TABULA" --plain --load "$kept" >"$out" 2>&1
contains "$out" "x5o/7/7/7/5x1/1o3x1/o5x o 0 2" "the game saved at the end"
lacks "$out" "Saved to" "a resumed game where nobody moved"
[ "$(ls "$XDG_DATA_HOME/tabula" | wc -l)" -eq 1 ] ||
    fail "saved at the end of the input more than once"
# A game that is over when the input ends has nothing to lose: it leaves
# no -hangup file to be taken for a game to resume.
XDG_DATA_HOME=$tmp/over
printf 'f2\nresign\n' | "$TABULA" --plain ataxx --players human,human \
    >"$out" 2>&1
contains "$out" "Game over" "a game ended before the end of the input"
lacks "$out" "Saved to" "a game ended before the end of the input"
ls "$XDG_DATA_HOME"/tabula/*-hangup.tabula >/dev/null 2>&1 &&
    fail "a finished game was saved at the end of the input"

# The menu ends quietly at the end of its input.
"$TABULA" --plain </dev/null >"$out" 2>&1
status $? 0 "an empty input"

finish
