#!/bin/sh
# cross-ui.sh: Cross in the full-screen interface (tmux), played as a
# player would against the computer: stones placed by the keyboard, moving
# in the hex directions, and by the mouse; a taken cell refused; the swap
# offered to x, by its key and by a click on the status line; a finished
# game's chain in reverse video; the rows' names and the sides' marks, at
# 80x24 and 160x50, in colour and without, in UTF-8 and in ASCII.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# reverse_lines: how many lines of the board (not the status line) have
# reverse video in them.
reverse_lines() {
	tm capture-pane -e -p -t t | head -n 20 |
	    grep -cE "$esc\[([0-9]+;)*7(;[0-9]+)*m"
}

# A game against the computer on a board of side 4, at 80x24: cells are 4
# columns wide, with walls.
tmux_start 80 24 "'$TABULA' cross --players human,computer:1 --size 4 --seed 3"
tmux_wait "Cursor: d4" "the cursor in the middle"
for text in a1 a4 d1 d7 g1 g4 "the top and both lower sides" \
    "the bottom and both upper sides" "Enter: place"; do
	tmux_shows "$text" || fail "the board does not show \"$text\""
done
# The pictures of the sides: three sides of a small hexagon, where they
# are on the board (the top over the lower ones; the upper ones over the
# bottom).
tmux_shows ' __  the top and both lower sides' ||
    fail "the picture of the top and both lower sides"
tmux_now | grep -A1 -F ' __  the top and both lower sides' | tail -1 |
    grep -qF '\  /' || fail "the lower sides under the top"
tmux_shows '/  \ the bottom and both upper sides' ||
    fail "the picture of the bottom and both upper sides"
tmux_now | grep -A1 -F '/  \ the bottom and both upper sides' | tail -1 |
    grep -qF ' __' || fail "the bottom under the upper sides"
[ "$(colours)" -gt 5 ] || fail "the board has no colours"
# Up keeps to a column, turn about; the diagonals go to the neighbours.
tmux_key Up
tmux_wait "Cursor: c3" "Up from d4"
tmux_shows "Cursor: c3 (" && fail "c3 is not on a side"
tmux_key Up
tmux_wait "Cursor: b3" "Up from c3"
tmux_key Right
tmux_wait "Cursor: b4" "Right from b3"
tmux_type b
tmux_wait "Cursor: c4" "down to the left from b4"
tmux_key Enter
tmux_wait "You place a stone on c4" "Enter on c4"
tmux_wait "Cursor:" "the computer's reply"
# A click off the middle of a cell, in it.
hex_click a1 4 1
tmux_wait "You place a stone on a1" "a click on a1"
tmux_wait "Cursor:" "the computer's second reply"
hex_click c4 4 -1
wait_message "That cell is taken." "a click on a taken cell"

# x is offered the swap, and takes it with w.
tmux_start 80 24 "'$TABULA' cross --players computer:1,human --size 4 --seed 5"
tmux_wait "w swap" "the swap offered to x"
tmux_type w
tmux_wait "You swap, taking the stone of o" "w"
tmux_wait "Cursor:" "o's move after the swap"
tmux_shows "w swap" && fail "the swap is still offered after it"

# Or with a click on the status line's hint.
tmux_start 80 24 "'$TABULA' cross --players computer:1,human --size 4 --seed 5"
tmux_wait "w swap" "the swap offered to x"
col=$(screen_ascii | tail -n 1 | awk '{ print index($0, "w swap") }')
tmux_click 23 "$col"
tmux_wait "You swap" "a click on w swap"

# A game one stone from o's win, by three sides, on a board of side 3;
# without colour the chain is in reverse video all the same.
position='x.x/x.o./x.o../oooo/x.x o'
tmux_start 80 24 "env NO_COLOR=1 '$TABULA' cross --players human,human --position '$position'"
tmux_wait "Cursor:"
[ "$(colours)" -eq 0 ] || fail "NO_COLOR=1: the board has colours"
# The questions of the plain front end are asked at the : prompt too.
tmux_type ":at a1"
tmux_key Enter
wait_message "a1: x, on the top and upper left sides." ": at, with the sides"
before=$(reverse_lines)
tmux_type ":a2"
tmux_key Enter
wait_message "o wins" "o's winning stone"
after=$(reverse_lines)
[ "$after" -ge 4 ] && [ "$after" -gt "$before" ] ||
    fail "the winning chain is not in reverse video ($before, then $after lines)"

# The largest board at 80x24, in ASCII: glyphs two columns apart, the
# sides' slashes, and the top and bottom sides between the cells.
tmux_start 80 24 "env LC_ALL=C '$TABULA' cross --players human,human --size 10"
tmux_wait "Cursor: j10"
for text in "a1 /._._._._._._._._._.\\ a10" "j1 <. . . . . . . . . . . . . . . . . . .> j19" \
    "s1 \\.-.-.-.-.-.-.-.-.-./ s10"; do
	tmux_shows "$text" || fail "ASCII, 80x24: no \"$text\""
done
tmux_now | LC_ALL=C grep -q '[^ -~]' && fail "ASCII: the screen is not ASCII"
# The legend of the sides wraps in the narrow panel; nothing is cut.
tmux_wait "the top and both lower" "size 10: the legend's first side"
tmux_wait "the bottom and both upper" "size 10: the legend's second side"
[ "$(tmux_now | grep -c ' sides$')" -eq 2 ] ||
    fail "size 10: the legend is cut"
hex_click s10 2
wait_message "o places a stone on s10" "a click on s10 at 80x24"
tmux_key Left
tmux_wait "Cursor: s9 (bottom)" "Left from s10"

# On a large terminal the same board has walls, and clicks land.
tmux_start 160 50 "'$TABULA' cross --players human,human --size 10"
tmux_wait "Cursor: j10"
for text in j1 j19 s10 "│   │"; do
	tmux_shows "$text" || fail "160x50: no \"$text\""
done
hex_click j19 4 1
wait_message "o places a stone on j19" "a click on j19 at 160x50"
hex_click e3 4 -1
wait_message "x places a stone on e3" "a click on e3 at 160x50"

finish
