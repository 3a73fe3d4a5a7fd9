#!/bin/sh
# edit-conflict.sh: the Conflict map editor (tmux), used as a player
# would: a map drawn by keys with the pen, a mirror and undo, refused
# saves and names, and one drawn by mouse clicks and drags; both saved in
# the user's maps and played on; files that do not load; the editor from
# the menu, at 80x24 and larger, in colour and without it.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL
maps=$XDG_DATA_HOME/tabula/conflict

# square_at SQUARE: the 0-based screen row and column of a square's
# top-left corner, found by the board's own labels, or nothing.
square_at() {
	screen_ascii | LC_ALL=C awk -v sq="$1" '
	BEGIN { col = substr(sq, 1, 1); row = substr(sq, 2) + 0 }
	{ line[NR] = $0 }
	top == 0 && $0 ~ /^ *[0-9]+ / { top = NR }
	y == 0 && $0 ~ ("^ *" row " ") { y = NR }
	END {
		if (top < 2 || y == 0)
			exit
		h = line[top - 1]
		for (i = 2; i <= length(h); i++)
			if (substr(h, i, 1) == col && substr(h, i - 1, 1) == " " &&
			    (i == length(h) || substr(h, i + 1, 1) == " ")) {
				print y - 1, i - 1
				exit
			}
	}'
}

# mouse BUTTON SQUARE END: a mouse report in SGR form on a square (M: a
# press or a motion, m: a release).
mouse() {
	set -- "$1" $(square_at "$2") "$3"
	[ $# -eq 4 ] || { fail "no square $2 on the screen"; return 1; }
	tmux_type "$(printf '\033[<%d;%d;%d%s' "$1" $(($3 + 2)) $(($2 + 1)) "$4")"
}

click() {
	mouse 0 "$1" M && mouse 0 "$1" m
}

# drag FROM TO...: the left button down on FROM, moved over each TO, let
# go on the last.
drag() {
	mouse 0 "$1" M
	shift
	for _to in "$@"; do
		mouse 32 "$_to" M
	done
	mouse 0 "$_to" m
}

no_message_has() {
	! message_has "$1"
}

# The square line: what is under the cursor.
square_line() {
	tmux_now | grep -E '^ [a-z]+[0-9]+, ' | head -n 1
}

square_is() {
	square_line | grep -qF -- "$1"
}

wait_square() {
	eventually "the square line: \"$1\" never appeared" square_is "$1"
}

# shrink: makes the new map 8 by 8 (from 20 by 16).
shrink() {
	for _i in 1 2 3 4 5 6 7 8 9 10 11 12; do
		tmux_type "["
	done
	for _i in 1 2 3 4 5 6 7 8; do
		tmux_type "{"
	done
	tmux_wait "a new map, 8 by 8" "the map made smaller"
}

# By keys, at 80x24: a quarter, drawn with the pen and keys, then mirrored
# onto the others.
tmux_start 80 24 "'$TABULA' conflict --edit"
tmux_wait "Conflict map editor: a new map, 20 by 16" "the new map"
tmux_wait "Not ready: The board needs the four home bases" "a new map's check"
tmux_wait "s save" "the keys"
shrink
wait_square "a8, land."
tmux_type "1"
wait_square "a8, home base of player 1."
tmux_key Right Right
tmux_type "a"
wait_square "c8, land, mine of player 1."
tmux_key Right
tmux_type "~"
# The pen paints the water on as the cursor goes.
tmux_type "p"
wait_square "Pen down, water"
tmux_key Down Left Left
tmux_type "p"
wait_square "Pen up, water"
wait_square "b7, water."
tmux_type "a"
wait_square "b7, water, mine of player 1."
tmux_key Down Right
tmux_type "~"
tmux_key Right
tmux_type "~"
wait_square "d6, water."
# Not ready: saving is refused, saying why.
tmux_type "s"
wait_message "Not saved:" "a save refused"
wait_message "Player 2 has no base" "the missing base named"
tmux_type "f"
tmux_wait "Ready to save" "the map mirrored"
tmux_key Down Down Down Down Down Right Right Right Right
wait_square "h1, home base of player 4."
tmux_key Up Left
wait_square "g2, water, mine of player 4."
# Undo takes the mirror back, redo makes it again.
tmux_type "u"
tmux_wait "Not ready" "the mirror undone"
wait_square "g2, land."
tmux_type "r"
tmux_wait "Ready to save" "the mirror done again"
# A base that does not touch water is named by its square.
tmux_key Left Left Left Left Left Left Up Up Up Up Up Up
wait_square "a8, home base of player 1."
tmux_key Down Right
tmux_type "."
tmux_wait "Not ready: a8: This base does not touch water" "a base cut off"
tmux_type "u"
tmux_wait "Ready to save" "the water back"
# A name with a slash or a dot is refused; a good one saves.
tmux_type "s"
tmux_wait "Its name, of letters, digits, - and _" "the name asked"
tmux_type "../bad"
tmux_key Enter
tmux_wait "That name cannot be used" "a bad name"
tmux_key BSpace BSpace BSpace BSpace BSpace BSpace
tmux_type "keys-map"
tmux_key Enter
tmux_wait "A line that describes it" "the description asked"
tmux_type "Drawn by keys"
tmux_key Enter
wait_message "Saved as $maps/keys-map.map" "the save"
[ -f "$maps/keys-map.map" ] || fail "keys-map.map is not in $maps"
ls -a "$maps" | grep -q XXXX && fail "a temporary file was left in $maps"
[ "$(head -n 1 "$maps/keys-map.map")" = "# Drawn by keys" ] ||
    fail "the description is not the first line: $(head -n 1 "$maps/keys-map.map")"
grep -v '^#' "$maps/keys-map.map" >"$tmp/rows"
printf '%s\n' "1.a~~b.2" ".A~~~~B." "..~~~~.." "........" "........" \
    "..~~~~.." ".C~~~~D." "3.c~~d.4" >"$tmp/want"
cmp -s "$tmp/rows" "$tmp/want" ||
    fail "keys-map.map holds another map: $(tr '\n' ' ' <"$tmp/rows")"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving a saved map"

# By the mouse: a river dragged down two columns, then bases and mines
# chosen with Tab and put down with clicks.
tmux_start 80 24 "'$TABULA' conflict --edit"
tmux_wait "Conflict map editor: a new map" "the mouse map"
shrink
wait_square "Mouse: water."
drag d8 d7 d5 d1
wait_square "d1, water."
drag e8 e1
wait_square "e1, water."
for sq in d8 d6 d4 d2 e8 e3; do
	set -- $(square_at $sq)
	screen_cell_water=$(tm capture-pane -p -t t -S "$1" -E "$1" |
	    ascii_columns | cut -c $(($2 + 1))-$(($2 + 4)))
	[ "$screen_cell_water" = "~~~~" ] ||
	    fail "$sq is not water after the drags: \"$screen_cell_water\""
done
tmux_key Tab Tab
wait_square "Mouse: base of player 1."
click c8
wait_square "c8, home base of player 1."
for step in "2 f8" "3 c1" "4 f1"; do
	set -- $step
	tmux_key Tab
	wait_square "Mouse: base of player $1."
	click $2
	wait_square "$2, home base of player $1."
done
for step in "1 a8 d7" "2 h8 e7" "3 a1 d2" "4 h1 e2"; do
	set -- $step
	tmux_key Tab
	wait_square "Mouse: mine of player $1."
	click $2
	wait_square "$2, land, mine of player $1."
	click $3
	wait_square "$3, water, mine of player $1."
done
tmux_wait "Ready to save" "the mouse map"
# A right click takes a mine away; undo puts it back.
set -- $(square_at h1)
tmux_right_click "$1" $(($2 + 1))
wait_square "h1, land."
tmux_wait "Player 4 has 1 mines" "a mine taken away"
tmux_type "u"
tmux_wait "Ready to save" "the mine back"
# Saved by a click on the status line's key.
set -- $(tmux_now | grep -n "s save" | cut -d: -f1)
row=$(($1 - 1))
col=$(tmux_now | sed -n "$1p" | awk '{ print index($0, "s save") - 1 }')
tmux_click "$row" "$col"
tmux_wait "Its name" "the save by the mouse"
tmux_type "mouse-map"
tmux_key Enter
tmux_wait "A line that describes it" "the description by the mouse"
tmux_key Enter
wait_message "Saved as $maps/mouse-map.map" "the mouse save"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving the mouse map"
# Where the terminal's description says SGR, curses reads the mouse
# itself: a drag paints there too, and a motion with no button does not.
if infocmp xterm-256color >/dev/null 2>&1; then
	# On a busy machine a sequence may come in pieces: curses waits.
	tmux_start 80 24 "env TERM=xterm-256color ESCDELAY=1000 '$TABULA' conflict --edit"
	tmux_wait "a new map, 20 by 16" "the editor on xterm-256color"
	shrink
	drag b8 b5 d5
	wait_square "d5, water."
	mouse 35 a1 M
	tmux_type "?"
	tmux_wait "The Conflict map editor" "the help on xterm-256color"
	tmux_type "q"
	wait_square "d5, water."
	for sq in b8 b7 b6 b5 c5 d5; do
		set -- $(square_at $sq)
		cell=$(tm capture-pane -p -t t -S "$1" -E "$1" | ascii_columns |
		    cut -c $(($2 + 1))-$(($2 + 4)))
		[ "$cell" = "~~~~" ] || fail "xterm-256color: $sq is not water"
	done
	set -- $(square_at a1)
	cell=$(tm capture-pane -p -t t -S "$1" -E "$1" | ascii_columns |
	    cut -c $(($2 + 1))-$(($2 + 4)))
	[ "$cell" = "~~~~" ] && fail "xterm-256color: a motion painted a1"
	tmux_type "q"
	tmux_type "q"
	tmux_wait "TABULA-EXITED 0" "leaving on xterm-256color"
fi

printf '%s\n' "a.1~~2.b" "...AB..." "...~~..." "...~~..." "...~~..." \
    "...~~..." "...CD..." "c.3~~4.d" >"$tmp/want"
grep -v '^#' "$maps/mouse-map.map" >"$tmp/rows"
cmp -s "$tmp/rows" "$tmp/want" ||
    fail "mouse-map.map holds another map: $(tr '\n' ' ' <"$tmp/rows")"

# Both maps are played on: a cannon and a ship come in, the computer
# answers.  Seed 1 rolls 4 and 6 first.
printf '%s\n' "4 enter cannon c8 c4" "6 enter ship c8 e3" board quit |
    "$TABULA" --plain conflict --board "$maps/mouse-map.map" \
    --players human,computer --seed 1 >"$tmp/out" 2>&1
status $? 0 "a game on the mouse map"
contains "$tmp/out" "You bring a new cannon in from c8 to c4" "the mouse map"
contains "$tmp/out" "You bring a new ship in from c8 to e3" "the mouse map"
contains "$tmp/out" "blue (computer) rolls" "the computer on the mouse map"
printf '%s\n' "4 enter cannon a8 a4" pass quit |
    "$TABULA" --plain conflict --board "$maps/keys-map.map" \
    --players human,computer --seed 1 >"$tmp/out" 2>&1
status $? 0 "a game on the keys map"
contains "$tmp/out" "You bring a new cannon in from a8 to a4" "the keys map"
contains "$tmp/out" "blue (computer) rolls" "the computer on the keys map"
# And on the full screen.
tmux_start 80 24 "'$TABULA' conflict --board '$maps/keys-map.map' --players human,computer --seed 1"
tmux_wait "You roll 4 and 6" "the full screen on the keys map"
tmux_type "q"

# Editing a saved map by its name; a change, then leaving asks.
tmux_start 80 24 "'$TABULA' conflict --edit keys-map"
tmux_wait "Conflict map editor: keys-map, 8 by 8" "a map opened by name"
tmux_wait "Ready to save" "the saved map"
# How fair it is, on the ready line and in full with v.
tmux_wait "clearly worse off (v: the fairness report)" "the map's verdict"
tmux_type "v"
tmux_wait "How fair the map is" "the fairness report"
tmux_wait "Base 1 (red) at a8:" "the fairness report's first base"
tmux_wait "can leave it:" "which pieces leave a base"
tmux_type "q"
tmux_wait "Conflict map editor: keys-map" "back from the report"
tmux_key Right
tmux_type "^"
tmux_wait "keys-map, 8 by 8 (not saved)" "a change"
tmux_type "q"
wait_message "changes that are not saved" "leaving asks"
tmux_key Space
eventually "the question stays after a key to go on" no_message_has \
    "changes that are not saved"
tmux_type "q"
wait_message "changes that are not saved" "leaving asks again"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving without saving"
grep -v '^#' "$maps/keys-map.map" | grep -qF '^' &&
    fail "a change not saved was written"

# A copy from elsewhere saved by the name of one of your maps asks first.
cp "$maps/keys-map.map" "$tmp/keys-map.map"
tmux_start 80 24 "'$TABULA' conflict --edit '$tmp/keys-map.map'"
tmux_wait "Conflict map editor: keys-map, 8 by 8" "a copy opened"
tmux_key Right
tmux_type "^"
wait_square "b8, impassable."
tmux_type "s"
tmux_wait "Its name" "saving the copy"
tmux_key Enter
tmux_wait "A line that describes it" "saving the copy"
tmux_key Enter
wait_message "There is a map called keys-map already" "replacing asks"
tmux_type "n"
wait_message "Not saved." "not replaced"
grep -v '^#' "$maps/keys-map.map" | grep -qF '^' &&
    fail "a map was replaced without asking"
tmux_type "s"
tmux_wait "Its name" "saving the copy again"
tmux_key Enter
tmux_wait "A line that describes it" "saving the copy again"
tmux_key Enter
wait_message "There is a map called keys-map already" "replacing asks again"
tmux_type "y"
wait_message "Saved as $maps/keys-map.map" "replaced"
grep -v '^#' "$maps/keys-map.map" | grep -qF '^' ||
    fail "the map was not replaced"
# Saved once, it is the user's map: saving again does not ask.
tmux_key Right Right
tmux_type "^"
wait_square "d8, impassable."
tmux_type "s"
tmux_wait "Its name" "saving the map again"
tmux_key Enter
tmux_wait "A line that describes it" "saving the map again"
tmux_key Enter
wait_message "Saved as $maps/keys-map.map" "saved again without a question"
[ "$(grep -v '^#' "$maps/keys-map.map" | head -n 1)" = "1^a^~b.2" ] ||
    fail "the map saved again: $(grep -v '^#' "$maps/keys-map.map" | head -n 1)"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving a map saved"

# Files that do not load: what can be read is opened, with the error; a
# file that is not text, or is not there, is refused on the terminal.
printf '# broken\n1.a~~b.2\n.A~~~~B.\n..~~~~..\n..~~~~..\n..~~~~..\n..~~~~..\n.C~~~~D.\n3.c~~d.4x\n' \
    >"$tmp/broken.map"
tmux_start 80 24 "'$TABULA' conflict --edit '$tmp/broken.map'"
tmux_wait "does not load as it is (line 9, column" "a broken map"
tmux_wait "broken, 9 by 8" "what could be read"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving the broken map"
head -c 3000 /dev/urandom >"$tmp/noise.map"
printf 'x\0y' >>"$tmp/noise.map"
"$TABULA" conflict --edit "$tmp/noise.map" >"$tmp/out" 2>&1
status $? 1 "a file that is no map"
contains "$tmp/out" "is not a map" "a file that is no map"
"$TABULA" conflict --edit "$tmp/none/x.map" >"$tmp/out" 2>&1
status $? 1 "a file that is not there"
contains "$tmp/out" "cannot open" "a file that is not there"
"$TABULA" --plain conflict --edit >"$tmp/out" 2>&1
status $? 1 "the editor in plain mode"
contains "$tmp/out" "needs the full screen" "the editor in plain mode"
"$TABULA" ataxx --edit >"$tmp/out" 2>&1
status $? 2 "--edit for Ataxx"
contains "$tmp/out" "--edit is for tabula conflict" "--edit for Ataxx"
"$TABULA" conflict --edit a.map b.map >"$tmp/out" 2>&1
status $? 2 "two maps to edit"
contains "$tmp/out" "at most one map file" "two maps to edit"
"$TABULA" conflict --edit --players human,computer >"$tmp/out" 2>&1
status $? 2 "--edit with --players"
contains "$tmp/out" "takes no game options" "--edit with --players"
"$TABULA" --help >"$tmp/out" 2>&1
contains "$tmp/out" "tabula conflict --edit [FILE]" "--help"

# A closed terminal keeps the changes as NAME-hangup.map.
tmux_start 80 24 "'$TABULA' conflict --edit"
tmux_wait "a new map, 20 by 16" "the map before a hangup"
tmux_type "~"
tmux_wait "(not saved)" "a change before the hangup"
tm kill-server
eventually "map-hangup.map was not written" test -f "$maps/map-hangup.map"
eventually "map-hangup.map holds no water" grep -q '^~' "$maps/map-hangup.map"
tmux_start 80 24 "'$TABULA' conflict --edit map-hangup"
tmux_wait "map-hangup, 20 by 16" "the map kept at the hangup"
tmux_wait "Not ready" "the map kept at the hangup"
tmux_type "q"
tmux_wait "TABULA-EXITED 0" "leaving the map kept"
# It may not be ready: the editor's list has it, the boards to play do not.
printf '1\n\n' | "$TABULA" --plain >"$tmp/out" 2>&1
contains "$tmp/out" "Boards:" "the boards to play"
lacks "$tmp/out" "map-hangup" "the boards to play"

# largest: makes the new map as large as the game takes, and sets w and
# h to its size.
largest() {
	# r, with nothing to redo, says so once all are done.
	tmux_type "$(printf ']%.0s' $(seq 100))$(printf '}%.0s' $(seq 100))r"
	wait_message "nothing to take back or to do again" "the largest map"
	tmux_type "]"
	wait_message "cannot be made any larger" "the widest map"
	tmux_type "r"
	wait_message "nothing to take back or to do again" "the widest map"
	tmux_type "}"
	wait_message "cannot be made any larger" "the highest map"
	set -- $(tmux_now | sed -n 's/.*a new map, \([0-9]*\) by \([0-9]*\).*/\1 \2/p')
	w=${1:-0} h=${2:-0}
	[ "$w" -ge 26 ] && [ "$h" -ge 26 ] ||
	    fail "the largest map is only $w by $h"
}

# From the menu, larger, in monochrome: the keys beside the map; the
# largest map; the help; leaving a changed map asks.
tmux_start 160 50 "env NO_COLOR=1 '$TABULA'"
tmux_wait "Make a Conflict map" "the menu"
n=$(tmux_now | grep -F "Make a Conflict map" | awk '{ print $1 }')
# Its number has two digits: they go to it, and Enter chooses it.
tmux_type "$n"
tmux_key Enter
# A new map, or one of yours.
tmux_wait "A new map" "the maps to edit"
tmux_wait "mouse-map" "the maps to edit"
k=$(tmux_now | grep -F " keys-map" | awk '{ print $1 }')
tmux_type "$k"
tmux_wait "Conflict map editor: keys-map, 8 by 8" "a map chosen in the menu"
tmux_wait "Ready to save" "a map chosen in the menu"
tmux_type "q"
tmux_wait "Board games for the terminal" "back from a map unchanged"
tmux_type "$n"
tmux_key Enter
tmux_wait "A new map" "the maps to edit again"
tmux_type "1"
tmux_wait "Conflict map editor: a new map, 20 by 16" "the editor from the menu"
tmux_wait "Tab     the mouse's tool" "the keys beside the map"
[ "$(colours)" -eq 0 ] || fail "NO_COLOR: the editor is in colour"
largest
tmux_now | grep -q "^ *$h " || fail "row $h is not shown at 160x50"
tmux_type "?"
tmux_wait "The Conflict map editor" "the help"
tmux_wait "Tab and Shift-Tab" "the help's keys"
tmux_type "q"
tmux_wait "$w by $h (not saved)" "back from the help"
tmux_type "u"
tmux_type "q"
wait_message "changes that are not saved" "leaving a changed map"
tmux_type "q"
tmux_wait "Board games for the terminal" "back in the menu"

# At 80x24 in colour, the largest map scrolls to keep the cursor in sight.
at_corner() {
	square_line | grep -qE "^ [a-z]+1, $1\."
}
tmux_start 80 24 "'$TABULA' conflict --edit"
tmux_wait "a new map, 20 by 16" "the editor at 80x24"
[ "$(colours)" -gt 0 ] || fail "the editor is not in colour"
largest
tmux_key $(for i in $(seq "$h"); do echo Down; done)
tmux_key $(for i in $(seq "$w"); do echo Right; done)
eventually "the cursor never reached the lower right corner" at_corner land
tmux_now | grep -q "^ *1 " || fail "row 1 is not in sight at the bottom"
tmux_now | grep -q "^ *$h " && fail "row $h is in sight at the bottom"
tmux_type "~"
eventually "the lower right corner was not painted" at_corner water

# In German at 80 columns, the line under the map with its longest words
# would run off the window: it leaves out the mouse's tool, which Tab says
# in the message instead.
tmux_start 80 24 "env LC_ALL=C.UTF-8 LANGUAGE=de '$TABULA' conflict --edit"
tmux_wait "Conflict-Karteneditor" "the editor in German"
tmux_type "^p1"
tmux_key Tab Tab
wait_square "Heimatbasis von Spieler 1.  Stift oben, unpassierbar."
eventually "Tab does not say the mouse's tool" message_has "Maus: Basis von Spieler 3."
square_line | grep -qE 'unpassierbar\.$' ||
    fail "the German square line is cut off: $(square_line)"
# Its keys are too long for the status line with the usual gaps: closer
# together, every one is there, and a click on one still presses it.
keys=$(tmux_now | tail -1)
for key in "p Stift" "u zurück" "? Hilfe" "q Ende"; do
	case $keys in
	*"$key"*) ;;
	*) fail "the German status line lacks \"$key\": $keys" ;;
	esac
done
col=$(printf '%s\n' "$keys" | awk '{ print index($0, "p Stift") - 1 }')
tmux_click 23 "$col"
wait_square "Heimatbasis von Spieler 1.  Stift unten, unpassierbar."

finish
