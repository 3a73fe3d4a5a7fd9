#!/bin/sh
# conflict-ui.sh: Conflict in the full-screen interface (tmux), played as
# a player would: a piece brought in by the keyboard along a path drawn
# square by square, a lit square that the game finds the way to, steps
# refused with a reason, the mouse on the panel and the board, the whole
# default board with what a move needs at 80x24 and at 160x50, in colour,
# without it and in ASCII, a board too large for 80x24 that says so in
# the setup and scrolls, and the glyphs that tell bases, mines and
# pieces apart without colour.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# Squares are found on the screen by the board's own labels: the row's
# number on its left, the column's letter on the line above the board.

# square_at SQUARE: the 0-based screen row and column of a square's
# top-left corner, and the width of a square, or nothing if it is not in
# sight.
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
		# The first two letters are a square apart.
		w = match(h, /[a-z]/)
		w = match(substr(h, w + 1), /[a-z]/)
		for (i = 2; i <= length(h); i++)
			if (substr(h, i, 1) == col && substr(h, i - 1, 1) == " " &&
			    (i == length(h) || substr(h, i + 1, 1) == " ")) {
				print y - 1, i - 1, w
				exit
			}
	}'
}

# screen_cell ROW COL WIDTH: what the screen shows there, WIDTH
# characters.
screen_cell() {
	tm capture-pane -p -t t -S "$1" -E "$1" | LC_ALL=C awk \
	    -v x="$2" -v w="$3" '
	BEGIN {
		for (i = 128; i < 192; i++)
			cont[sprintf("%c", i)] = 1
	}
	{
		for (i = 1; i <= length($0); i++) {
			ch = substr($0, i, 1)
			if (ch in cont) {
				if (col > x && col <= x + w)
					out = out ch
				continue
			}
			if (col >= x && col < x + w)
				out = out ch
			col++
		}
		print out
	}'
}

# cell SQUARE: the two characters in the middle of a square.
cell() {
	set -- $(square_at "$1")
	[ $# -eq 3 ] || return 1
	screen_cell "$1" $(($2 + ($3 - 2) / 2)) 2
}

# lit SQUARE: the square is drawn in reverse video (lit for the chosen
# piece, where the cursor is not).
lit() {
	set -- $(square_at "$1")
	[ $# -eq 3 ] && reversed_at "$1" "$2"
}

# click SQUARE / right_click SQUARE: the mouse on a square.
click() {
	set -- "$1" $(square_at "$1")
	[ $# -eq 4 ] || { fail "$1 is not on the screen"; return 1; }
	tmux_click "$2" "$3"
}

right_click() {
	set -- "$1" $(square_at "$1")
	[ $# -eq 4 ] || { fail "$1 is not on the screen"; return 1; }
	tmux_right_click "$2" "$3"
}

# log_text: the messages in the panel, joined in one line.
log_text() {
	screen_ascii | LC_ALL=C awk '
	{ line[NR] = $0 }
	top == 0 && match($0, / Moves *$/) { top = NR; x = RSTART + 1 }
	END {
		# The message line and the status line are not the log.
		for (i = top + 1; top > 0 && i <= NR - 3; i++)
			text = text " " substr(line[i], x)
		gsub(/  +/, " ", text)
		print text
	}'
}

# shows SQUARE TEXT: the square shows TEXT.
shows() {
	[ "$(cell "$1")" = "$2" ]
}

# expect_cell SQUARE TEXT WHAT: the square shows TEXT, now or soon.
expect_cell() {
	eventually "$3: $1 does not show \"$2\"" shows "$1" "$2"
}

# in_sight SQUARE: the square is on the screen.
in_sight() {
	[ -n "$(square_at "$1")" ]
}

# cursor_on SQUARE: the terminal cursor rests on the square's mark.
cursor_on() {
	set -- $(square_at "$1")
	[ $# -eq 3 ] &&
	    [ "$(tm display -p -t t '#{cursor_y} #{cursor_x}')" = \
	    "$1 $(($2 + ($3 - 2) / 2))" ]
}

# missing_squares: the rows and the columns of the default board that
# are not in sight, a line each.
missing_squares() {
	screen_ascii | LC_ALL=C awk '
	$0 ~ /^ *[0-9]+ / {
		if (header == "")
			header = last
		row[$1 + 0] = 1
	}
	{ last = $0 }
	END {
		for (r = 1; r <= 20; r++)
			if (!(r in row))
				print "row " r
		for (i = 1; i <= 26; i++) {
			c = substr("abcdefghijklmnopqrstuvwxyz", i, 1)
			if (header !~ (" " c "( |$)"))
				print "column " c
		}
	}'
}

# board_whole: every row and every column of the default board is in
# sight.
board_whole() {
	[ -z "$(missing_squares)" ]
}

# whole_board WHAT: the whole default board is in sight, now or soon.
whole_board() {
	eventually "$1: the board is not whole" board_whole ||
	    echo "$1: not in sight: $(missing_squares | tr '\n' ' ')" >&2
}

# log_has TEXT: the panel's messages have TEXT in them.
log_has() {
	case $(log_text) in
	*"$1"*) return 0 ;;
	esac
	return 1
}

# log_after FIRST THEN: the panel's messages have THEN after FIRST.
log_after() {
	case $(log_text) in
	*"$1"*"$2"*) return 0 ;;
	esac
	return 1
}

# purple_on_board: a piece of player 4, its letter and 4, is in sight.
purple_on_board() {
	tmux_now | grep -q '[CAPSU]4'
}

# click_text TEXT: a click on the first place the screen shows TEXT.
click_text() {
	set -- "$1" $(screen_ascii | LC_ALL=C awk -v t="$1" '
	    (i = index($0, t)) > 0 { print NR - 1, i - 1; exit }')
	[ $# -eq 3 ] || { fail "\"$1\" is not on the screen"; return 1; }
	tmux_click "$2" "$3"
}

# press N KEY: presses a key N times.
press() {
	keys=
	i=0
	while [ $i -lt "$1" ]; do
		keys="$keys $2"
		i=$((i + 1))
	done
	tmux_key $keys
}

game="'$TABULA' conflict --players human,computer --time 0.2"

# By the keyboard at 80x24, seed 1: red rolls 4 and 6.  An anti-aircraft
# gun, chosen with e, comes in from the base on b19 along a path drawn a
# square at a time.
tmux_start 80 24 "$game --seed 1"
tmux_wait "You roll 4 and 6." "the first roll"
tmux_wait "Dice [4] [6]" "the dice in the panel"
tmux_wait "red (you)" "the panel does not say which player you are"
tmux_shows "The letters: see ? help" ||
    fail "80x24: the panel does not say where the letters are explained"
tmux_wait "1   C3A1P1S3U1 | C1P1S2" "red's stock"
tmux_wait "e bring in" "the keys before choosing"
expect_cell b19 "+1" "red's base"
expect_cell e19 "*1" "red's mine on land"
expect_cell b18 "*1" "red's mine on water"
[ "$(colours)" -gt 0 ] || fail "no colour by default"
eventually "the cursor is not on red's base" cursor_on b19
tmux_key Right
eventually "the cursor did not follow the arrow" cursor_on c19
tmux_key Left
eventually "the cursor did not come back" cursor_on b19
tmux_type '?'
tmux_wait "Conflict: Enter on one of your pieces chooses it" "the help"
# What the map's marks mean, x (nobody) too.
tmux_key NPage
tmux_wait "in this game): +1 is player 1's base, *x a mine of nobody's." \
    "the help on the map's bases and mines"
tmux_type q
tmux_wait "e bring in" "back from the help"
tmux_type ":bases"
tmux_key Enter
tmux_wait "Nobody's, hostile to all: bases b2, y2; mines e2, v2, b3, y3." \
    ": bases, on the whole screen"
tmux_type q
tmux_wait "e bring in" "back from the bases"
# A refusal too long for the two message lines with its example keeps
# its reason whole and leaves the example out.
tmux_type ":reserve tank"
tmux_key Enter
wait_message "as in 4 enter ship or reserve ship." "a long refusal, whole"
tmux_type e
tmux_wait "Bring in which piece?" "e: the list of pieces"
tmux_type q
tmux_wait "e bring in" "leaving the list of pieces"
message | grep -qF "You have no such piece" &&
    fail "leaving the list of pieces says there is none"
tmux_type e
tmux_wait "Bring in which piece?" "e: the list of pieces"
tmux_wait "anti-aircraft gun at b19 (1)" "e: the list of pieces"
tmux_key Down Enter
wait_message "New anti-aircraft gun at b19, die 4: draw its path, or choose a lit square." \
    "a gun chosen by e"
tmux_wait "Tab: die" \
    "the keys with a piece chosen"
lit f17 || fail "f17 is not lit for the gun with a 4"
lit g17 && fail "g17 is lit for the gun with a 4, five squares off"
tmux_key Tab
wait_message "New anti-aircraft gun at b19, die 6" "Tab: the other die"
lit g17 || fail "g17 is not lit for the gun with a 6"
tmux_key Tab
wait_message "New anti-aircraft gun at b19, die 4" "Tab: back to the 4"

# The path: c18, d17, e17, f17, each by arrows and Enter.
tmux_key Right Down Enter
wait_message "Path b19-c18 so far: go on, to the length of a die." "a first step"
expect_cell c18 "1 " "the first step's number"
tmux_key Right Down Enter Right Enter Right Enter
wait_message "Path b19-c18-d17-e17-f17: Enter on its end, or a right click, plays it." \
    "a path as long as the 4"
expect_cell f17 "4 " "the fourth step's number"
tmux_key BSpace
wait_message "Path b19-c18-d17-e17 so far" "Backspace: a step back"
expect_cell f17 "··" "the step taken back"

# Refused: a gun onto water, and a square no die reaches.
tmux_key Down Enter
wait_message "Cannons and anti-aircraft guns cannot go on water." \
    "a gun stepping onto water"
tmux_key Right Enter
wait_message "That square is out of reach with the dice left." \
    "a square out of reach"
expect_cell f16 "~~" "no step onto the water"

# Back to f17, and Enter on the path's end plays it.
tmux_key Left Up Enter
wait_message "Path b19-c18-d17-e17-f17: Enter" "the step again"
tmux_key Enter
wait_message "You bring a new anti-aircraft gun in from b19 to f17 (b19-c18-d17-e17-f17)." \
    "the move told"
tmux_wait "1   C3P1S3U1 | C1P1S2" "no gun left in the stock"
tmux_wait "The 6 is left, for" "the die left"
expect_cell f17 "A1" "the gun on f17"

# The gun has moved in this roll: choosing it again is refused.
tmux_key Enter
wait_message "That piece has already moved in this roll" "the moved gun"

# The 6: the base chosen with Enter, a lit square chosen, the path found.
tmux_key Up Up Left Left Left Left Enter
wait_message "New cannon at b19, die 6: draw its path, or choose a lit square." \
    "the base chosen with Enter"
lit h19 || fail "h19 is not lit for the cannon with a 6"
lit i19 && fail "i19 is lit for the cannon with a 6, seven squares off"
tmux_key Right Right Right Right Right Right Enter
wait_message ": Enter on its end" "a path found"
path=$(message | sed -n 's/^ *Path \([a-z0-9-]*\): Enter on its end.*/\1/p')
case $path in
b19-*-h19) ;;
*) fail "the path found to h19 is \"$path\"" ;;
esac
[ "$(echo "$path" | tr '-' '\n' | wc -l)" -eq 7 ] ||
    fail "the path found to h19, $path, is not 6 steps long"
tmux_key Enter

# The computer answers; then it is red's turn again.
wait_message "You roll" "red's second roll"
tmux_wait "▶1 red" "red's turn again"
tmux_wait "e bring in" "red's keys again"
tmux_now | grep -qF "2   C3A1P1S3U1 | C1P1S2" &&
    fail "blue's stock is as it was: no answer from the computer"
expect_cell h19 "C1" "the cannon on h19"

# At 80x24 the whole board is in sight, every base with it, and no
# arrow says it goes on.
tmux_wait "   a b c d e f g h i j k l m n o p q r s t u v w x y z  Tabula" \
    "all the columns at 80x24"
whole_board "80x24"
expect_cell y19 "+2" "blue's base at 80x24"
expect_cell b2 "+x" "an unused base at 80x24"
expect_cell y2 "+x" "the other unused base at 80x24"
screen_ascii | grep -qE '^ v |  >$' && fail "arrows on a whole board"

# A larger terminal shows the whole board, and the legend.
tm resize-window -t t -x 160 -y 50
tmux_wait "     a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u   v   w   x   y   z" \
    "all the columns at 160x50"
tmux_wait "C cannon  A anti-aircraft gun  P airplane" "the legend"
for r in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	eventually "row $r is not in sight at 160x50" in_sight "a$r"
done
expect_cell f17 "A1" "the gun at 160x50"
expect_cell h19 "C1" "the cannon at 160x50"
expect_cell b2 "+x" "an unused base at 160x50"

# The log, with room at 160x50, tells the move to h19 and the answer.
eventually "the move to h19 is not told in the log" \
    log_has "You bring a new cannon in from b19 to h19 ($path)." ||
    log_text >&2
eventually "the computer's answer is not told in the log" \
    log_has "blue (computer) brings a new " || log_text >&2

# The Moves panel wraps a long path, never cuts its end: at 80x24 the
# computer's cannon comes in along six squares, its path on two lines.
tmux_start 80 24 "'$TABULA' conflict --players human,computer --seed 1"
for roll in "4 and 6" "6 and 4" "6 and 2"; do
	tmux_wait "You roll $roll." "the Moves panel's game"
	tmux_type p
done
tmux_wait "You roll 5 and 5." "the Moves panel's game"
tmux_wait "(y19-x18-x19-w19-v19-" "the Moves panel's long path, its first line"
tmux_wait "w18-v17)." "the Moves panel's long path, its end"

# By the mouse, seed 3: red rolls 1 and 6, a 7.  A click on the reserve
# takes an airplane, a click on the stock chooses a ship, a click on a
# die changes it, and clicks draw the path.
tmux_start 80 24 "$game --seed 3"
tmux_wait "You roll 1 and 6. That makes 7" "the mouse game"
tmux_wait "r reserve" "the reserve key on a 7"
click_text "P1S2"
wait_message "You take one airplane from the reserve into your pieces available at b19." \
    "a click on the reserve"
tmux_wait "1   C3A1P2S3U1 | C1S2" "the airplane moved in the stock"
click_text "S3U1"
wait_message "New ship at b19, die 1" "a click on the stock"
click_text "[6]"
wait_message "New ship at b19, die 6" "a click on the die"
click a18
wait_message "Path b19-a18: Enter on its end" "a click on a18"
click b17
wait_message "Path b19-a18-b17 so far" "a click on b17"
expect_cell b17 "2 " "the second step"
click b17
wait_message "Path b19-a18: Enter on its end" "a click on the path's end"
expect_cell b17 "~~" "the step taken back by a click"
for sq in b17 c16 d15 e14 f14; do
	click $sq
done
wait_message "Path b19-a18-b17-c16-d15-e14-f14: Enter on its end" \
    "a path of six clicks"
click g13
wait_message "The path is already as long as the highest die." "a seventh step"
right_click f14
wait_message "You bring a new ship in from b19 to f14 (b19-a18-b17-c16-d15-e14-f14)." \
    "a right click plays the path"
expect_cell f14 "S1" "the ship on f14"

# The 1: the base clicked twice changes the piece; a right click with no
# path lets go; then c18 and a right click.
click b19
wait_message "New cannon at b19, die 1" "a click on the base"
lit c18 || fail "c18 is not lit for the cannon with a 1"
right_click c18
tmux_wait "Enter: choose " "a right click lets go"
lit c18 && fail "c18 is still lit once the cannon is let go"
click b19
wait_message "New cannon at b19, die 1" "the base again"
click b19
wait_message "New anti-aircraft gun at b19, die 1" "the base clicked twice"
click c18
wait_message "Path b19-c18: Enter on its end" "a click on c18"
right_click c18
wait_message "You roll" "a right click plays the gun; the computer answers"
expect_cell c18 "A1" "the gun on c18"

# Without colour the glyphs tell bases, mines and pieces apart, and the
# lit squares are in reverse video.
tmux_start 160 50 "env NO_COLOR=1 $game --seed 1"
tmux_wait "You roll 4 and 6." "NO_COLOR"
expect_cell b19 "+1" "NO_COLOR: red's base"
expect_cell y19 "+2" "NO_COLOR: blue's base"
expect_cell b2 "+x" "NO_COLOR: an unused base"
expect_cell e19 "*1" "NO_COLOR: red's mine"
expect_cell v19 "*2" "NO_COLOR: blue's mine"
expect_cell e2 "*x" "NO_COLOR: an unused mine"
expect_cell f17 "··" "NO_COLOR: land"
expect_cell a20 "~~" "NO_COLOR: water"
expect_cell a10 "▲▲" "NO_COLOR: impassable"
[ "$(colours)" -eq 0 ] || fail "colour despite NO_COLOR"
tmux_key Enter
wait_message "New cannon at b19, die 4" "NO_COLOR: the base chosen"
lit f17 || fail "NO_COLOR: f17 is not lit"
lit g17 && fail "NO_COLOR: g17 is lit"
click f17
wait_message "Path b19-" "NO_COLOR: a path found"
tmux_key Enter
wait_message "You bring a new cannon in from b19 to f17" "NO_COLOR: the move"
expect_cell f17 "C1" "NO_COLOR: the cannon"
[ "$(colours)" -eq 0 ] || fail "colour despite NO_COLOR after a move"

# Four players, seed 1, at 80x24 and at 160x50, in colour, without it and
# in ASCII: the whole board, the four bases and their mines, the dice,
# whose turn it is, every player's pieces available and in reserve, and,
# once red has passed, the other players' last moves.
four="'$TABULA' conflict --players human,computer,computer,computer --time 0.2 --seed 1"

# four_players WHAT W H TURN STOCK ENV...: the game of four at W by H,
# run with ENV; TURN is how the panel marks red's turn, STOCK how it
# shows a home's untouched stock after the home's digit.
four_players() {
	fw=$1 fwidth=$2 fheight=$3 fturn=$4 fstock=$5
	shift 5
	tmux_start "$fwidth" "$fheight" "env $* $four"
	tmux_wait "You roll 4 and 6." "$fw: the first roll"
	whole_board "$fw"
	expect_cell b19 "+1" "$fw: red's base"
	expect_cell y19 "+2" "$fw: blue's base"
	expect_cell b2 "+3" "$fw: green's base"
	expect_cell y2 "+4" "$fw: purple's base"
	expect_cell e19 "*1" "$fw: red's mine"
	expect_cell v19 "*2" "$fw: blue's mine"
	expect_cell e2 "*3" "$fw: green's mine"
	expect_cell v2 "*4" "$fw: purple's mine"
	tmux_wait "Dice [4] [6]" "$fw: the dice"
	tmux_wait "${fturn}1 red" "$fw: red's turn"
	for h in 1 2 3 4; do
		tmux_wait "$h   $fstock" "$fw: the stock of home $h"
	done
	eventually "$fw: the cursor is not on red's base" cursor_on b19
	tmux_type p
	eventually "$fw: purple's move and red's new roll are not in the log" \
	    log_after "purple (computer) brings a new " "You roll " ||
	    log_text >&2
	tmux_wait "${fturn}1 red" "$fw: red's turn again"
	tmux_now | grep -qF "4   $fstock" &&
	    fail "$fw: purple's stock is as it was"
	tmux_wait "Dice [" "$fw: the dice of the new roll"
	expect_cell y2 "+4" "$fw: purple's base after the moves"
	eventually "$fw: no piece of purple's on the board" purple_on_board
}

unspaced="C3A1P1S3U1 | C1P1S2"
spaced="C3 A1 P1 S3 U1 | C1 P1 S2"
four_players "80x24" 80 24 "▶" "$unspaced"
[ "$(colours)" -gt 0 ] || fail "80x24: no colour"
four_players "80x24 NO_COLOR" 80 24 "▶" "$unspaced" NO_COLOR=1
[ "$(colours)" -eq 0 ] || fail "80x24 NO_COLOR: colour"
four_players "80x24 ASCII" 80 24 ">" "$unspaced" LC_ALL=C
tmux_now | LC_ALL=C grep -q '[^ -~]' && fail "80x24 ASCII: not ASCII"
four_players "160x50" 160 50 "▶ " "$spaced"
tmux_wait "C cannon  A anti-aircraft gun  P airplane" "160x50: the legend"
four_players "160x50 ASCII" 160 50 "> " "$spaced" NO_COLOR=1 LC_ALL=C
[ "$(colours)" -eq 0 ] || fail "160x50 NO_COLOR: colour"
tmux_now | LC_ALL=C grep -q '[^ -~]' && fail "160x50 ASCII: not ASCII"

# A board higher than 80x24 can show: the setup says what it needs, and
# the shipped boards but the large global say nothing, each with its size;
# at 80x24 it scrolls, at 80x30 it is whole.
mkdir "$tmp/data"
cp -R "$TABULA_DATADIR"/. "$tmp/data"
awk '!/^#/ { r[++n] = $0 }
END {
	print "# Vast: 26 by 26, higher than a terminal of 80x24 shows."
	for (i = 1; i <= 10; i++)
		print r[i]
	for (i = 0; i < 6; i++)
		print r[10]
	for (i = 11; i <= 20; i++)
		print r[i]
}' "$TABULA_DATADIR/conflict/default.map" >"$tmp/data/conflict/vast.map"
shipped_data=$TABULA_DATADIR
TABULA_DATADIR=$tmp/data
tmux_start 80 24 "'$TABULA'"
tmux_wait "Conflict" "the menu"
tmux_type 1
tmux_key Enter
tmux_wait "Board: default" "the setup"
tmux_now | grep -F "Board: default" | grep -qF "whole from" &&
    fail "the setup says default does not fit"
tmux_type 4
tmux_wait "Board: global (60x40) (whole from " \
    "the setup: the large shipped board"
for b in "highlands (18x14)" "islands (22x16)" "skirmish (12x10)"; do
	tmux_type 4
	tmux_wait "Board: $b" "the setup: $b"
	tmux_now | grep -F "Board: $b" | grep -qF "whole from" &&
	    fail "the setup says $b does not fit"
done
tmux_type 4
tmux_wait "Board: vast (26x26) (whole from 80 by 30; smaller, it scrolls)" \
    "the setup: a board too high"
tmux_type 6
tmux_wait "You roll" "the vast board's game"

# At 80x24 the board is a window on the map: the right and the bottom
# come into view as the cursor goes there, and a click still finds its
# square.
tmux_wait "     a b c d e f g h i j k l m n o p q r s t  >" "the board's left part"
tmux_now | grep -q '^ v ' || fail "no sign of the rows below the window"
[ -z "$(square_at z25)" ] || fail "z25 is in sight at first"
click b25
wait_message "cannon at b25" "a click on the base in a window"
tmux_key Escape
press 25 Right
tmux_wait "  <  g h i j k l m n o p q r s t u v w x y z" \
    "the board scrolled to the right"
expect_cell y25 "+2" "blue's base, scrolled into view"
press 26 Down
tmux_wait "   1 ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ 1" \
    "the board scrolled down"
expect_cell y2 "+x" "an unused base, scrolled into view"
[ -z "$(square_at y25)" ] || fail "y25 is still in sight at the bottom"
tm resize-window -t t -x 80 -y 30
tmux_wait "   a b c d e f g h i j k l m n o p q r s t u v w x y z  Tabula" \
    "all the columns at 80x30"
for r in 1 5 10 15 20 25 26; do
	eventually "row $r is not in sight at 80x30" in_sight "a$r"
done
expect_cell b25 "+1" "red's base at 80x30"
expect_cell y25 "+2" "blue's base at 80x30"
TABULA_DATADIR=$shipped_data

finish
