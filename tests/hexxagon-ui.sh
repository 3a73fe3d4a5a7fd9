#!/bin/sh
# hexxagon-ui.sh: Hexxagon in the full-screen interface (tmux), played as
# a player would against the computer: a piece chosen and where it may go
# marked, a jump and a growth by the keyboard, by the mouse and typed at
# the : prompt; a blocked cell drawn filled and refused; three players; at
# 80x24 and 160x50, in colour and without, in UTF-8 and in ASCII.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# row_has ROW TEXT: the screen line of a board row (by its first cell's
# name, as d1) has TEXT in it.
row_has() {
	tmux_now | grep -F " $1 " | grep -qF -- "$2"
}

# Two people on the 1992 board at 80x24: cells 4 columns wide, walls.
tmux_start 80 24 "'$TABULA' hexxagon --cells 58 --players human,human"
tmux_wait "a1, o" "the cursor on o's first piece"
for text in a1 a5 e1 e9 i1 i5 "Players"; do
	tmux_shows "$text" || fail "the board does not show \"$text\""
done
# Its sides are nobody's: none is drawn heavy, as Cross's players' are.
tmux_shows "┃" && fail "Hexxagon's sides are drawn as if they were players'"
row_has d1 "│▒▒▒│" || fail "d4 is not drawn blocked"
row_has e1 "│▒▒▒│" || fail "e6 is not drawn blocked"
[ "$(colours)" -gt 5 ] || fail "the board has no colours"
# Enter chooses the piece and marks where it may go: a2, b1, b2 to grow
# to, a3, b3, c1, c2, c3 to jump to.
tmux_key Enter
wait_message "a1, o, selected" "Enter on a1"
tmux_wait "Enter: move there" "the keys once a piece is chosen"
row_has a1 "[●]│ · │ · │" || fail "a1 chosen, a2 and a3 not marked"
row_has c1 "│ · │ · │ · │   │" || fail "c1 to c3 not marked"
tmux_key Down
wait_message "b2, empty, reachable with a growth" "Down from a1"
tmux_key Down
wait_message "c2, empty, reachable with a jump" "Down from b2"
tmux_key Enter
wait_message "o jumps from a1 to c2." "a jump by Enter"
row_has a1 "[●]" && fail "a1 still chosen after the jump"
# A blocked cell is refused with its reason; a click on a piece of one's
# own, then on a cell next to it, grows there.
hex_click d4 4
wait_message "That cell is blocked." "a click on a blocked cell"
hex_click a5 4
wait_message "a5, x, selected" "a click on a5"
hex_click a4 4
wait_message "x grows to a4." "a growth by clicks"
# A move typed at the : prompt; a wrong one refused.
tmux_type ":e9e5"
tmux_key Enter
wait_message "A piece moves one or two cells" "a typed jump too long"
tmux_type ":i1g1"
tmux_key Enter
wait_message "o jumps from i1 to g1." "a typed jump"

# Against the computer, without colour: the choice and its targets show
# all the same, and the computer replies.
tmux_start 80 24 "env NO_COLOR=1 '$TABULA' hexxagon --players human,computer:1 --seed 3"
tmux_wait "a1, yours"
[ "$(colours)" -eq 0 ] || fail "NO_COLOR=1: the board has colours"
tmux_key Enter
wait_message "a1, yours, selected" "NO_COLOR: Enter on a1"
row_has a1 "[●]│ · │ · │" || fail "NO_COLOR: a1 chosen, a2 and a3 not marked"
tmux_key Escape
# Let go: a1 shows no choice any more.
a1_free() {
	tmux_now | grep -F " a1 " | grep -qF -- "[●]" && return 1
	return 0
}
eventually "NO_COLOR: Escape did not let go of a1" a1_free
tmux_key Right
wait_message "a2, empty" "Right from a1"
tmux_key Enter
tmux_wait "You grow to a2." "a growth by Enter on an empty cell"
tmux_wait "x (computer) " "the computer's reply"
tmux_type ":at e5"
tmux_key Enter
wait_message "e5: empty." ": at"

# Three players in ASCII: the pieces' letters, blocked cells as #.
tmux_start 80 24 "env LC_ALL=C '$TABULA' hexxagon --cells 58 --players human,computer:1,computer:1 --seed 2"
tmux_wait "a1, yours"
row_has e1 "| t |" || fail "ASCII: t's pieces on e1"
row_has d1 "|###|" || fail "ASCII: d4 blocked"
tmux_now | LC_ALL=C grep -q '[^ -~]' && fail "ASCII: the screen is not ASCII"
tmux_type ":a2"
tmux_key Enter
tmux_wait "You grow to a2." "ASCII: a growth"
tmux_wait "t (computer) " "both computers' replies"

# On a large terminal cells are 8 columns wide, and clicks land.
tmux_start 160 50 "'$TABULA' hexxagon --players human,computer:1 --seed 5"
tmux_wait "a1, yours"
row_has a1 "│   ●   │" || fail "160x50: wide cells"
hex_click i1 8
wait_message "i1, yours, selected" "160x50: a click on i1"
row_has i1 "[ ● ]" || fail "160x50: i1 chosen"
hex_click i3 8
tmux_wait "You jump from i1 to i3." "160x50: a jump by clicks"

finish
