#!/bin/sh
# reader-tmux.sh: the full screen says the cell under the cursor in words
# on its message line, where a screen reader finds it.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }

tmux_start 100 40 "'$TABULA' ataxx --players human,human"
tmux_wait "Press ? for help" "the game screen"
# The cursor starts on x's piece at a7; one step right is b7, empty.
tmux_key Right
tmux_wait "b7, empty" "the cell under the cursor"
tmux_key Left
tmux_wait "a7, x" "the cell under the cursor"
# Chosen, the piece is said to be so, and b7 to be in its reach.
tmux_key Enter
tmux_wait "a7, x, selected" "the piece chosen"
tmux_key Right
tmux_wait "b7, empty, reachable with a clone" "a square the piece may reach"
tmux_key Right
tmux_wait "c7, empty, reachable with a jump" "a square two steps away"
tmux_type q
tmux_type y
tmux_wait TABULA-EXITED "leaving" || true

# cursor_at ROW: the terminal cursor is on that line of the window.
cursor_at() {
	[ "$(tm display -p -t t '#{cursor_y}')" = "$1" ]
}

# Without --reader the terminal cursor rests on the board's cursor, with
# it on the message line (row 38 of 40), where the words are; after the
# computer's move it stays there, and the board's cursor stays where the
# player left it.
tmux_start 100 40 "'$TABULA' ataxx --players human,computer:1 --seed 5"
tmux_wait "Press ? for help" "the game screen"
tmux_key Right
wait_message "b7, empty"
cursor_at 38 && fail "the cursor rests on the message line without --reader"
tmux_start 100 40 "'$TABULA' --reader ataxx --players human,computer:1 --seed 5"
tmux_wait "Press ? for help" "the game screen with --reader"
tmux_key Right
wait_message "b7, empty"
eventually "the cursor on the message line with --reader" cursor_at 38
tmux_key Enter
wait_message "o (computer)" "the computer's move, told on one line"
eventually "the cursor on the message line after the computer's move" \
    cursor_at 38
tmux_key Down
wait_message "b6, empty" "the board's cursor where the player left it"
tmux_type q
tmux_type y
tmux_wait TABULA-EXITED "leaving" || true

# Xtic: the piece to give under the pool's cursor is said in words, and
# each colour has its letter beside its row and in the legend, so that
# black and brown are not told by colour alone.
tmux_start 80 24 "env NO_COLOR=1 '$TABULA' xtic --players human,computer:1"
tmux_wait "Press ? for help" "the Xtic screen"
wait_message "Give BHSR (black, horizontal, solid, round)?" \
    "the piece to give said in words"
tmux_key Tab
wait_message "Give BVSR (black, vertical, solid, round)?"
tmux_wait "B black" "the legend gives black's letter"
tmux_wait "N brown" "the legend gives brown's letter"
[ "$(tmux_now | grep -c ' [BN]$')" -ge 2 ] ||
    fail "each row of pieces to give has its colour's letter"
tmux_type q
tmux_type y
tmux_wait TABULA-EXITED "leaving" || true

finish
