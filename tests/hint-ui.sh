#!/bin/sh
# hint-ui.sh: hints and redo on the full screen (tmux, 80x24): ! tells the
# computer's choice in the message line and plays nothing; u takes a move
# back and Ctrl-R plays it again, with the computer's same reply; the keys
# are on the status line and in the help; the hint's cells are marked !
# on the board, as on Xtic's piece to give, and said under the cursor; a
# status line too long loses hints whole.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# The Ataxx board's row 7, as the screen shows it.
row7() {
	tmux_now | grep -F " 7 " | head -n 1
}

# The board's lines of the screen (the panel beside it has no !).
board() {
	tmux_now | sed -n '4,19p'
}

tmux_start 80 24 "NO_COLOR=1 '$TABULA' ataxx --players human,computer:1 --seed 3"
tmux_wait "! hint" "the hint key on the status line"
tmux_shows "u undo" || fail "the undo key is not on the status line"
start=$(tmux_now)
board | grep -q '!' && fail "a hint's mark on the board before the hint"
tmux_key '!'
wait_message "Hint: " "a hint"
# Nothing was played: the board is as it was, and it is still our move.
tmux_now | grep -F "Hint: " | grep -qF "You " ||
    fail "the hint does not say what the move does"
[ "$(tmux_now | grep -F " 7 ")" = "$(printf '%s\n' "$start" |
    grep -F " 7 ")" ] || fail "the hint changed the board"
# The hint names a move; typed at the : prompt, it is played.
move=$(tmux_now | sed -n 's/.*Hint: \([a-g][1-7][a-g1-7]*\)\..*/\1/p' |
    head -n 1)
[ -n "$move" ] || fail "no move in the hint"
# Its cells marked ! without colour; the cell it goes to said so under
# the cursor (from a7, the corner the arrows stop at).
board | grep -q '!' || fail "the hint's cells not marked on the board"
to=$(printf '%s\n' "$move" | sed 's/.*\(..\)$/\1/')
tmux_key Up Up Up Up Up Up Left Left Left Left Left Left
i=$(($(printf '%d' "'$to") - 97))
while [ "$i" -gt 0 ]; do tmux_key Right; i=$((i - 1)); done
i=$((7 - ${to#?}))
while [ "$i" -gt 0 ]; do tmux_key Down; i=$((i - 1)); done
wait_message "$to, empty, on the hint's move" "the hint's cell under the cursor"
tmux_type ":$move"
tmux_key Enter
wait_message "o (computer) " "the computer's reply to the hinted move"
board | grep -q '!' && fail "the hint's marks stayed after the move"
after=$(row7)
tmux_key u
wait_message "Taken back: You " "undo"
tmux_wait "^R redo" "the redo key on the status line after an undo"
tmux_key C-r
wait_message "o (computer) " "the reply again after redo"
[ "$(row7)" = "$after" ] || fail "redo did not bring the board back"
tmux_key C-r
wait_message "There is no move taken back to play again." "a second redo"
# At the : prompt too, with the level hints come from.
tmux_type ":hint level 2"
tmux_key Enter
wait_message "Hints come from the computer at level 2 of" "hint level"
tmux_key '?'
tmux_wait "Ctrl-R plays it again" "redo in the help"
tmux_key NPage
tmux_wait "asks the computer for a hint" "the hint key in the help"
tmux_key q
# The level chosen stays for the next game.
tmux_type ":resign"
tmux_key Enter
tmux_wait "n new game" "the end of the game"
tmux_type n
tmux_wait "Arrows, Enter: play" "a new game"
tmux_type ":hint level"
tmux_key Enter
wait_message "Hints come from the computer at level 2 of" \
    "the hint level in the next game"
tmux_stop

# Xtic's first turn only gives: the hint's piece is marked in the panel
# (! on its sides), the board having nothing to mark.
tmux_start 80 24 "'$TABULA' xtic --players human,computer:1 --seed 3"
tmux_wait "Enter: give it" "Xtic's first turn"
tmux_now | sed -n '5,20p' | grep -q '!' && fail "Xtic: a mark before the hint"
tmux_key '!'
wait_message "Hint: " "Xtic: the hint of a piece to give"
tmux_now | sed -n '5,20p' | grep -q '!' ||
    fail "Xtic: the hint's piece not marked in the panel"
tmux_stop

# Where the keys are many (Xtic, Conflict), after an undo the status line
# still has redo and hint whole, doing without s save, which the help
# tells.
tmux_start 80 24 "'$TABULA' xtic --players human,computer:1 --seed 3"
tmux_wait "Enter: give it" "Xtic's first turn"
tmux_type ":NHSR"
tmux_key Enter
tmux_wait "Enter: place" "Xtic: the piece to place"
tmux_key u
wait_message "Taken back: You " "Xtic: undo"
tmux_wait "^R redo  ! hint" "Xtic: redo and hint on the status line"
tmux_shows "q leave" || fail "Xtic: q leave gone from the status line"
tmux_stop
tmux_start 80 24 "'$TABULA' conflict --players human,computer:1 --seed 3"
tmux_wait "p pass" "Conflict's turn"
tmux_key p
wait_message "You roll 4 and 3" "Conflict: the next roll, after the pass"
tmux_key u
wait_message "Taken back: You pass." "Conflict: undo"
tmux_wait "^R redo  ! hint" "Conflict: redo and hint on the status line"
tmux_shows "q leave" || fail "Conflict: q leave gone from the status line"
tmux_stop

# Too long even so, a status line loses its last hints whole, never a
# part of one: French Ataxx with a piece chosen has every key at 80
# columns, and at 74 ends with "q quitter", the hint's key gone whole.
for cols in 80 74; do
	tmux_start $cols 24 "env LANGUAGE=fr '$TABULA' ataxx --players human,computer:1 --seed 3"
	tmux_wait "? aide" "French Ataxx at $cols columns"
	tmux_key Enter
	tmux_wait "Échap" "French Ataxx at $cols columns, a piece chosen"
	last=$(tmux_now | tail -n 1 | sed 's/ *$//')
	case $cols:$last in
	80:*"q quitter  ! indice") ;;
	74:*"q quitter") ;;
	*) fail "the status line at $cols columns: \"$last\"" ;;
	esac
	tmux_stop
done
finish
