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
tmux_wait "b7, empty, reachable" "a square the piece may reach"
tmux_type q
tmux_type y
tmux_wait TABULA-EXITED "leaving" || true

finish
