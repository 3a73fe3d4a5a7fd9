#!/bin/sh
# xtic-ui.sh: Xtic in the full-screen interface (tmux), played against the
# computer as a player would: a gift and a placement by the keyboard, and
# by the mouse in either order; a taken square refused with its reason; a
# losing placement asked twice; the pieces as figures and codes on the
# board, the piece in hand, the pool and the legend; at 80x24 and 160x50,
# in colour and without, in UTF-8 and in ASCII; the game's questions at
# the prompt; a new game the computer starts; and the options in the setup
# screen.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# A position: ten pieces on the board, brown, horizontal, solid, round in
# hand, five left to give; on a2 that piece completes the a column (all
# horizontal), and loses.
#   4  BHSR NVSQ BVOQ -
#   3  NHOQ -    BVOR NVSR
#   2  -    NHSQ BHOR -
#   1  NHOR -    -    NVOQ
position='BHSRNVSQBVOQ-/NHOQ-BVORNVSR/-NHSQBHOR-/NHOR--NVOQ NHSR 1'
game="'$TABULA' xtic --players human,computer:1"

# geometry SQUARE: the 0-based screen row and column of the square's
# top-left corner, and the height and width of a square, read off the
# board's labels: the letters above it and the numbers on its left.
geometry() {
	tmux_now | LC_ALL=C awk -v sq="$1" '
	BEGIN { col = substr(sq, 1, 1); row = substr(sq, 2) + 0 }
	letters == 0 && $0 ~ /^ +a +b +c +d( |$)/ { letters = NR; text = $0 }
	$0 ~ /^ +[1-4] / { split($0, f, " "); y[f[1]] = NR }
	END {
		if (letters == 0 || y[3] == 0 || y[4] == 0)
			exit
		xa = index(text, "a")
		w = index(text, "b") - xa
		h = y[3] - y[4]
		x = xa - 1 + (index("abcd", col) - 1) * w - int(w / 2)
		print y[row] - 1 - int(h / 2), x, h, w
	}'
}

# cell SQUARE: the inside of a square, its lines trimmed and joined by /.
cell() {
	set -- "$1" $(geometry "$1")
	[ $# -eq 5 ] || return 1
	tm capture-pane -p -t t -S $(($2 + 1)) -E $(($2 + $4 - 1)) |
	    LC_ALL=C awk -v x="$(($3 + 1))" -v w="$(($5 - 1))" '
	BEGIN {
		for (i = 128; i < 192; i++)
			cont[sprintf("%c", i)] = 1
	}
	{
		out = ""
		col = 0
		for (i = 1; i <= length($0); i++) {
			ch = substr($0, i, 1)
			if (!(ch in cont))
				col++
			if (col > x && col <= x + w)
				out = out ch
		}
		gsub(/^ +| +$/, "", out)
		text = text out "/"
	}
	END { print text }'
}

# shows SQUARE TEXT: the inside of a square, as cell tells it, has TEXT.
shows() {
	case $(cell "$1") in
	*"$2"*) return 0 ;;
	esac
	return 1
}

expect_cell() {
	eventually "$3: $1 does not show \"$2\" but \"$(cell "$1")\"" \
	    shows "$1" "$2"
}

# cell_reversed SQUARE: the first column inside the square is in reverse
# video (a black piece without colour).
cell_reversed() {
	set -- $(geometry "$1")
	[ $# -eq 4 ] && reversed_at $(($1 + 1)) $(($2 + 1))
}

# click SQUARE: the mouse on the middle of a square.
click() {
	set -- "$1" $(geometry "$1")
	[ $# -eq 5 ] || { fail "$1 is not on the screen"; return 1; }
	tmux_click $(($2 + $4 / 2)) $(($3 + $5 / 2))
}

# pool_click CODE: the mouse on a piece of the pool, found by its place:
# a row of black and a row of brown pieces under "Pieces to give", in
# the order of their numbers (B/N, H/V, S/O, R/Q are its bits); with
# codes under the pieces on a large screen.
pool_click() {
	set -- "$1" $(tmux_now | LC_ALL=C awk '
	    (i = index($0, "Pieces to give")) > 0 {
		    # Columns: characters before it, not bytes.
		    pre = substr($0, 1, i - 1)
		    n = 0
		    for (j = 1; j <= length(pre); j++) {
			    c = substr(pre, j, 1)
			    if (c < "\200" || c >= "\300")
				    n++
		    }
		    print NR - 1, n
		    exit
	    }')
	[ $# -eq 3 ] || { fail "no pool on the screen"; return 1; }
	code=$1
	bit() { case $1 in "$2") echo 0 ;; *) echo 1 ;; esac; }
	colour=$(bit "$(echo "$code" | cut -c1)" B)
	rank=$(( $(bit "$(echo "$code" | cut -c2)" H) + \
	    2 * $(bit "$(echo "$code" | cut -c3)" S) + \
	    4 * $(bit "$(echo "$code" | cut -c4)" R) ))
	if [ "$(tm display -p -t t '#{window_height}')" -ge 32 ]; then
		th=4 tw=4
	else
		th=2 tw=3
	fi
	tmux_click $(($2 + 1 + colour * (th + 1) + th - 1)) \
	    $(($3 + 1 + rank * (tw + 1) + 1))
}

# go FROM TO: the arrows that take the cursor from a square to another.
go() {
	dx=$(( $(printf '%d' "'$(echo "$2" | cut -c1)") - \
	    $(printf '%d' "'$(echo "$1" | cut -c1)") ))
	dy=$(( $(echo "$2" | cut -c2) - $(echo "$1" | cut -c2) ))
	while [ $dx -gt 0 ]; do tmux_key Right; dx=$((dx - 1)); done
	while [ $dx -lt 0 ]; do tmux_key Left; dx=$((dx + 1)); done
	while [ $dy -gt 0 ]; do tmux_key Up; dy=$((dy - 1)); done
	while [ $dy -lt 0 ]; do tmux_key Down; dy=$((dy + 1)); done
}

# hand: the code of the piece in hand, from the panel.
hand() {
	tmux_now | sed -n 's/.*You place \([BN][HV][SO][RQ]\).*/\1/p'
}

# empty_square: the first square with nothing in it, from a4 along the
# rows.
empty_square() {
	for sq in a4 b4 c4 d4 a3 b3 c3 d3 a2 b2 c2 d2 a1 b1 c1 d1; do
		case $(cell $sq) in
		*[A-Z]*) ;;
		*) echo $sq; return 0 ;;
		esac
	done
}

# By the keyboard, then the mouse, at 80x24.  The first turn only gives:
# the pool has the cursor, Tab moves it, Enter gives.
tmux_start 80 24 "$game --seed 7"
tmux_wait "You give the first piece." "the first turn"
tmux_wait "Pieces to give" "the pool"
tmux_wait "●○ round  ■□ square  ●●● horizontal" "the legend's first line"
tmux_wait "●■ solid  ○□ hollow   ●  vertical" "the legend's second line"
tmux_wait "B black   N brown     ●" "the legend's colours, with their letters"
tmux_wait "Enter: give it" "the keys of a gift"
[ "$(colours)" -gt 0 ] || fail "no colour by default"
# The game's own questions at the move prompt, as at the plain front end:
# a short answer on the message line, a long one on the whole screen, a
# bad one refused with its reason; then the board as it was.
tmux_type ":piece NHSQ"
tmux_key Enter
wait_message "NHSQ: brown, horizontal, solid, square." ":piece NHSQ"
tmux_type ":piece XX"
tmux_key Enter
wait_message "piece XX: That is not a piece" ":piece XX"
tmux_type ":perfect"
tmux_key Enter
tmux_wait "The perfect level plays perfectly from the first move." \
    ":perfect on the message line"
tmux_type ":moves"
tmux_key Enter
tmux_wait "16 legal moves" ":moves on the whole screen"
tmux_wait "q: close" ":moves: the answer is not in the pager"
tmux_key q
tmux_wait "Enter: give it" "the board after :moves"
tmux_key '?'
tmux_wait "Keys: the arrow keys" "the help"
# After the keys and how to play Xtic on the screen, two pages down.
tmux_key PageDown
tmux_key PageDown
tmux_wait "At the : prompt, these commands of the game answer questions:" \
    "the commands in the help"
tmux_wait "danger [PIECE]: which pieces complete a line" "danger in the help"
tmux_key q
tmux_wait "Enter: give it" "the board after the help"
tmux_key Tab
wait_message "Give BVSR (black, vertical, solid, round)?" "Tab in the pool"
tmux_key Right
wait_message "Give BHOR (black, horizontal, hollow, round)?" "Right in the pool"
tmux_key Left
wait_message "Give BVSR" "Left in the pool"
tmux_key Enter
# The gift is told, and soon followed by the computer's turn.
tmux_wait "places BVSR on" "the gift BVSR"

# The computer places it, and gives a piece: it is in hand, in the panel.
eventually "no piece in hand after the computer's turn" \
    sh -c "tmux -L '$tmux_socket' capture-pane -p -t t | grep -q 'You place'"
placed=$(tmux_now | sed -n 's/.*places BVSR on \([a-d][1-4]\).*/\1/p' | head -n 1)
[ -n "$placed" ] || fail "where the computer placed BVSR is not told"
expect_cell "$placed" "●/●/BVSR/" "BVSR, vertical, on the board"
given=$(hand)
case $given in
[BN][HV][SO][RQ]) ;;
*) fail "the piece in hand is \"$given\"" ;;
esac
words=$(tmux_now | grep -A1 "You place $given" | tail -n 1)
case $given in
N*) echo "$words" | grep -qF "brown," || fail "$given in hand is not brown: $words" ;;
B*) echo "$words" | grep -qF "black," || fail "$given in hand is not black: $words" ;;
esac
tmux_wait "Arrows: square" "the keys of a placement"

# A taken square is refused, with the reason.
click "$placed"
wait_message "That square is taken." "a click on a taken square"

# Enter on an empty square; Escape goes back; Enter again, then a piece of
# the pool given with Right and Enter.
sq=$(empty_square)
go "$placed" "$sq"
tmux_key Enter
wait_message "$given goes on $sq.  Now choose the piece to give" "Enter on $sq"
tmux_wait "Esc: back to the board" "the keys of the pool"
expect_cell "$sq" "$given" "the piece in hand shown where it goes"
tmux_key Escape
tmux_wait "Arrows: square" "Escape: back to the board"
tmux_key Enter
wait_message "$given goes on $sq." "Enter on $sq again"
tmux_key Right
eventually "Right in the pool says nothing" sh -c \
    "tmux -L '$tmux_socket' capture-pane -p -t t | tail -n 2 | grep -q '^ Give [BN][HV][SO][RQ] ('"
gift=$(message | sed -n 's/^ *Give \([BN][HV][SO][RQ]\) (.*/\1/p')
tmux_key Enter
expect_cell "$sq" "$given" "$given on $sq, by the keyboard"
wait_message "(computer) places $gift on" "the gift by the keyboard"
case $given in
?H*) shows "$sq" "●●●●●" || shows "$sq" "○○○○○" ||
    shows "$sq" "■■■■■" || shows "$sq" "□□□□□" ||
    fail "$given on $sq is not a row: $(cell "$sq")" ;;
?V*) [ "$(cell "$sq" | cut -d/ -f1)" = "$(cell "$sq" | cut -d/ -f2)" ] ||
    fail "$given on $sq is not a column: $(cell "$sq")" ;;
esac

# By the mouse: a piece of the pool first, then the square.
eventually "no piece in hand after the second answer" \
    sh -c "tmux -L '$tmux_socket' capture-pane -p -t t | grep -q 'You place' &&
    ! tmux -L '$tmux_socket' capture-pane -p -t t | grep -q 'You place $given'"
given=$(hand)
tmux_wait "Arrows: square" "the third turn"
# At 80x24 the pool shows no codes: a piece that is nowhere on the screen
# is in the pool.
for gift in BHSR NHSR BVOR NVOR BHSQ NHSQ BVSQ NVSQ BHOQ NHOQ BVOQ NVOQ; do
	tmux_now | grep -qF "$gift" || break
done
pool_click "$gift"
wait_message "You will give $gift" "a click on $gift in the pool"
sq=$(empty_square)
click "$sq"
expect_cell "$sq" "$given" "$given on $sq, by the mouse"
wait_message "(computer) places $gift on" "the gift by the mouse"

# And the square first, then the piece.
eventually "no piece in hand after the third answer" \
    sh -c "! tmux -L '$tmux_socket' capture-pane -p -t t | grep -q 'You place $given' &&
    tmux -L '$tmux_socket' capture-pane -p -t t | grep -q 'You place'"
given=$(hand)
sq=$(empty_square)
click "$sq"
wait_message "$given goes on $sq." "a click on $sq"
for gift in NVOQ BVOQ NHOQ BHOQ NVSQ BVSQ NHSQ BHSQ NVOR BVOR NHOR BHOR; do
	tmux_now | grep -qF "$gift" || break
done
pool_click "$gift"
expect_cell "$sq" "$given" "$given on $sq, by the mouse, square first"
wait_message "(computer) places $gift on" "the gift by the mouse, square first"

# A placement that completes a line and loses is played only when chosen
# twice; then the game is over, the line is framed, and i starts a new
# game that the computer begins.
tmux_start 80 24 "$game --seed 2 --position '$position'"
tmux_wait "You place NHSR" "the position"
expect_cell a4 "●●●●●/BHSR/" "BHSR on a4"
expect_cell b4 "■/■/NVSQ/" "NVSQ on b4"
expect_cell a3 "□□□□□/NHOQ/" "NHOQ on a3"
expect_cell c3 "○/○/BVOR/" "BVOR on c3"
tmux_wait "●●● brown, horizontal, solid, round" "the piece in hand"
click a2
wait_message "NHSR on a2 completes a line and loses." "a losing placement"
tmux_wait "Enter: place it, ending the game" \
    "the keys of a losing placement"
tmux_key Escape
tmux_wait "Arrows: square" "Escape: not played"
click a2
wait_message "completes a line and loses." "the losing placement again"
click a2
expect_cell a2 "NHSR" "the losing placement played"
tmux_wait "Game over. A line of four sharing a property is complete." \
    "the end of the game"
# Too long for 80 columns with the usual gaps, the keys come closer
# together rather than lose "q leave" off the end.
tmux_wait "n new game, you start  i computer starts  u undo  r review  ? help  q leave" \
    "the keys at the end"
tmux_wait "No piece in hand: the game is over." "the panel at the end"
tmux_type i
eventually "i: the computer is not the first player" sh -c \
    "tmux -L '$tmux_socket' capture-pane -p -t t | grep -q '1 [a-z]* (computer)'"
tmux_wait "You place" "the computer's first turn"

# Without colour: no colour at all, black pieces in reverse video and
# brown ones not.
# With 8 colours, brown is colour 3 (brown on the PC's palette), not red.
tmux_start 80 24 "env TERM=xterm $game --position '$position'"
tmux_wait "You place NHSR" "the position with 8 colours"
tm capture-pane -e -p -t t | grep -q "$esc\[33m$esc\[47mN brown" ||
    fail "brown is not colour 3 with 8 colours"

tmux_start 80 24 "env NO_COLOR=1 $game --position '$position'"
tmux_wait "You place NHSR" "the position without colour"
expect_cell a4 "BHSR" "BHSR without colour"
[ "$(colours)" -eq 0 ] || fail "colour with NO_COLOR set"
cell_reversed a4 || fail "black BHSR is not in reverse video"
cell_reversed b4 && fail "brown NVSQ is in reverse video"

# In ASCII: @ O # H, and a legend that says which is which.
tmux_start 80 24 "env LC_ALL=C $game --position '$position'"
tmux_wait "@O round  #= square  @@@ horizontal" "the ASCII legend"
tmux_wait "@# solid  O= hollow   @  vertical" "the ASCII legend"
tmux_wait "+-------+-------+" "the ASCII grid"
expect_cell a4 "@@@@@/BHSR/" "BHSR in ASCII"
expect_cell b4 "#/#/NVSQ/" "NVSQ in ASCII"
expect_cell a3 "=====/NHOQ/" "NHOQ in ASCII"
expect_cell c3 "O/O/BVOR/" "BVOR in ASCII"

# At 160x50: larger figures, and codes under the pool's pieces, where a
# click gives one.
tmux_start 160 50 "$game --position '$position'"
tmux_wait "You place NHSR" "the position at 160x50"
expect_cell a4 "/●●●●●●●●/●●●●●●●●/" "BHSR's figure at 160x50"
expect_cell a4 "/BHSR/" "BHSR's code at 160x50"
expect_cell b4 "/■■/■■/■■/■■/■■/" "NVSQ's figure at 160x50"
tmux_wait "BVSR" "codes in the pool"
tmux_wait "BHSQ BVSQ BHOQ" "codes in the pool"
click c4
tmux_wait "Pieces to give" "c4 chosen"
click c4
wait_message "That square is taken." "c4 is taken"
click d4
wait_message "NHSR goes on d4." "d4 chosen"
pool_click BVSQ
expect_cell d4 "NHSR" "NHSR on d4 at 160x50"
wait_message "(computer) places BVSQ on" "a gift by a click at 160x50"

# The setup screen: the game type and the rule, changed with the arrows,
# and said in the game's title.
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu"
menu=$(tmux_now | sed -n 's/^ *\([0-9]\)  Xtic .*/\1/p')
tmux_type "$menu"
tmux_wait "Game type: normal" "the game type in the setup"
tmux_wait "Completing a line: loses" "the rule in the setup"
tmux_key Up Up Up Right Right
tmux_wait "Game type: torus" "the game type changed"
tmux_key Down Right
tmux_wait "Completing a line: wins, as in Quarto" "the rule changed"
tmux_key Down Down Enter
tmux_wait "Xtic (Game type: torus; Completing a line: wins, as in Quarto)" \
    "the options in the game's title"

finish
