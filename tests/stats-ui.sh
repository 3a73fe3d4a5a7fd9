#!/bin/sh
# stats-ui.sh: "Your record" in the full-screen menu at 80x24: empty at
# first; a game resigned on the full screen counted there; a long record
# scrolled to its end; a record found damaged as a game ends shown.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }

# Item 12 of the menu: six games, Resume, Host, Join, Options, the rules,
# then the record.
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu"
tmux_wait "Your record" "the menu's item"
tmux_key 1 2 Enter
tmux_wait "No games finished yet." "an empty record"
tmux_type q
tmux_wait "Board games for the terminal" "back from the record"
tmux_type q
tmux_wait "TABULA-EXITED 0" "quitting the menu"

# A game against the computer resigned at the : prompt, then the record.
tmux_start 80 24 "'$TABULA' hexxagon --players human,computer:2"
tmux_wait "Arrows, Enter: play" "a game to resign"
tmux_type ":resign"
tmux_key Enter
tmux_wait "You resign" "resigning"
tmux_type q
tmux_wait "TABULA-EXITED 0" "leaving a game over"
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu again"
tmux_key 1 2 Enter
tmux_wait "Your record" "the record"
tmux_wait "Hexxagon against level 2: 0 wins, 0 draws, 1 loss" \
    "the game resigned, counted"
tmux_type q
tmux_type q
tmux_wait "TABULA-EXITED 0" "quitting the menu"

# A record longer than the screen: its first line shown, its last after
# End.
{
	echo "tabula-stats 1"
	for n in $(seq 1 30); do
		echo "ataxx - $n 0 1 person player$n"
	done
} >"$XDG_DATA_HOME/tabula/stats"
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu, a long record"
tmux_key 1 2 Enter
tmux_wait "Ataxx against player1: 1 win, 0 draws, 1 loss" "the first line"
tmux_shows "player30:" && fail "the whole long record fits at 80x24?"
tmux_key End
tmux_wait "Ataxx against player30: 30 wins, 0 draws, 1 loss" \
    "the last line, scrolled to"
tmux_type q
tmux_type q
tmux_wait "TABULA-EXITED 0" "quitting the menu"

# A record found damaged as a game ends: shown in a window of its own,
# then the game's end.
echo "garbage line" >>"$XDG_DATA_HOME/tabula/stats"
tmux_start 80 24 "'$TABULA' ataxx --players human,computer:1"
tmux_wait "Arrows, Enter: play" "a game to resign, the record damaged"
tmux_type ":resign"
tmux_key Enter
tmux_wait "too few fields): it is kept as" \
    "the damaged record found at the end, shown"
tmux_type q
tmux_wait "You resign" "the end after the record's window"
tmux_type q
tmux_wait "TABULA-EXITED 0" "leaving a game over"
ls "$XDG_DATA_HOME/tabula" | grep -q '^stats\.bad-' ||
    fail "the damaged record not set aside"

finish
