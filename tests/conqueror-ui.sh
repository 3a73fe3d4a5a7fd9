#!/bin/sh
# conqueror-ui.sh: Conqueror in the full-screen interface (tmux), played
# as a player would: the cells' numbers, pawns and owners on the board, in
# colour and without, in UTF-8 and in ASCII; a move in three steps by the
# keyboard and one by the mouse alone, with the narration after them; a
# source and a destination refused with their reasons; steps taken back;
# maps that can be read at 80x24 and at 160x50, in UTF-8 and in ASCII: no
# two links side by side, nothing but a cell's own links touching it, and
# the cells next to the one under the cursor said as the board links them;
# the game's questions at the prompt; six players set up from the setup
# screen; a computer opponent answering.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL

# With seed 5 on the continent, Player 1 starts on cell 51 (next to 41 and
# 52) and moves first; Player 2 starts on cell 43 (next to 44).
game="'$TABULA' conqueror --board continent --seed 5"
# With seed 5, a random board of 60 cells has Player 1 on cell 51.
random="'$TABULA' conqueror --random 60 --seed 5 --players human,human"

# board_lines: the board's part of the window: the lines between the title
# and the message lines, left of the panel, each character a column: the
# owners' shapes as @, anything else not ASCII as ?.
board_lines() {
	tmux_now | sed 's/[●○▲△■□]/@/g' | ascii_columns | left_of_panel
}

# left_of_panel: the lines of the window between the title and the message
# lines, left of the panel.
left_of_panel() {
	awk '
	{ line[NR] = $0 }
	END {
		stop = index(line[3], "Players") - 1
		for (i = 3; i <= NR - 3; i++)
			print substr(line[i], 1, stop)
	}'
}

# board_codes: the board's part of the window as board_lines has it, the
# lines drawn as a few ASCII codes, as ASCII draws them where it can: | a
# line down, - a line across, ! and ~ half of one (a link's end at a
# label), c a round corner, + a crossing, # a box's corner or a link's end
# on a box.
board_codes() {
	tmux_now | sed 's/[●○▲△■□]/@/g; s/│/|/g; s/─/-/g; s/[╵╷]/!/g;
	    s/[╴╶]/~/g; s/[╭╮╰╯]/c/g; s/┼/+/g; s/[┌┐└┘├┤┬┴]/#/g' |
	    ascii_columns | left_of_panel
}

# links_apart: no two links side by side, which one could not tell apart:
# no line down beside another, no line across over another.
links_apart() {
	board_codes | LC_ALL=C awk '
	{ line[NR] = $0 }
	END {
		for (y = 1; y <= NR; y++)
			for (x = 1; x <= length(line[y]); x++) {
				c = substr(line[y], x, 1)
				r = substr(line[y], x + 1, 1)
				d = substr(line[y + 1], x, 1)
				if (c ~ /[|!]/ && r ~ /[|!]/)
					bad = bad " " y "," x
				if (c ~ /[-~]/ && d ~ /[-~]/)
					bad = bad " " y "," x
			}
		if (bad != "") {
			print "lines side by side at" bad
			exit 1
		}
	}' >&2
}

# labels_clear UNICODE: round each cell's box, or round its number and
# pawns where it has none, there is nothing but blanks and the ends of its
# own links, square to it: no link runs past a cell or touches one but its
# own; in Unicode those end half a character short of a label.
labels_clear() {
	board_codes | LC_ALL=C awk -v uni="$1" '
	function at(y, x) {
		return (y < 1 || y > NR || x < 1 ? "" : substr(line[y], x, 1))
	}
	function check(y, x, allowed,	c) {
		c = at(y, x)
		if (c == "" || c ~ /[<>^v]/)
			return
		if (index(allowed, c) == 0)
			bad = bad " " y "," x "(" c ")"
	}
	{ line[NR] = $0 }
	END {
		for (y = 1; y <= NR; y++) {
			s = line[y]
			off = 0
			while (match(s, /[0-9]+/)) {
				x = off + RSTART
				len = RLENGTH
				off += RSTART + RLENGTH - 1
				s = substr(s, RSTART + RLENGTH)
				before = at(y, x - 1)
				# Pawns: after a shape or with a colon, or
				# under a number.
				if (before ~ /[@:]/ || at(y, x + len) == ":" ||
				    substr(line[y - 1], x - 2, len + 4) ~ /[0-9]/)
					continue
				if (x < 4)
					continue
				if (before ~ /[#+]/) {
					top = y - 1
					bottom = y + 3
					left = x - 2
					right = x + 6
					down = " |"
					across = " -"
				} else {
					left = x - (len == 3 ? 1 : 2) - 1
					right = left + 6
					top = y - 1
					bottom = y + 2
					down = uni ? " !" : " |"
					across = uni ? " ~" : " -"
				}
				for (i = left; i <= right; i++) {
					ends = i == left || i == right ? " " : down
					check(top, i, ends)
					check(bottom, i, ends)
				}
				for (j = top + 1; j < bottom; j++) {
					check(j, left, across)
					check(j, right, across)
				}
			}
		}
		if (bad != "") {
			print "a line touches a cell at" bad
			exit 1
		}
	}' >&2
}

# readable WHAT UNICODE: the board on the screen keeps its links apart and
# its cells clear; if not, says so and shows it.
readable() {
	links_apart || fail "$1: two links side by side"
	labels_clear "$2" || fail "$1: a line touches a cell it does not end at"
	if [ "$failures" -gt 0 ] && [ -z "${shown:-}" ]; then
		shown=1
		tmux_now | sed 's/^/  | /' >&2
	fi
}

# cell_at N: the 0-based screen row and column of cell N's number.
cell_at() {
	board_lines | LC_ALL=C awk -v n="$1" '
	match($0, "(^|[^0-9@:])" n "([^0-9:]|$)") {
		x = RSTART - 1
		if (substr($0, RSTART, 1) !~ /[0-9]/)
			x++
		print NR + 1, x
		exit
	}'
}

# click_cell N: a click on cell N's number.
click_cell() {
	set -- $(cell_at "$1")
	[ $# -eq 2 ] || { fail "no cell $1 on the screen"; return 1; }
	tmux_click "$1" "$2"
}

# shown_cells: the cells' numbers on the board, one a line, sorted; pawns
# follow an owner's shape (@) or digit and colon.
shown_cells() {
	board_lines | LC_ALL=C awk '
	{
		s = $0
		while (match(s, /(^|[^0-9@:])[0-9]+([^0-9:]|$)/)) {
			t = substr(s, RSTART, RLENGTH)
			lead = substr(t, 1, 1) ~ /[0-9]/ ? 0 : 1
			gsub(/[^0-9]/, "", t)
			print t
			s = substr(s, RSTART + lead + length(t))
		}
	}' | sort -n
}

# bracket_of N: what is left of the pawns of cell N's box: [ for the cell
# chosen, ( for a neighbour, ? (the box's side) for neither.
bracket_of() {
	set -- $(cell_at "$1")
	[ $# -eq 2 ] || return 1
	board_lines | sed -n "$1p" | cut -c "$2"
}

# not_chosen N: cell N is not in brackets.
not_chosen() {
	[ "$(bracket_of "$1")" != "[" ]
}

# cursor_on N: the terminal cursor rests on cell N's number.
cursor_on() {
	[ "$(tm display -p -t t '#{cursor_y} #{cursor_x}')" = "$(cell_at "$1")" ]
}

# text_at TEXT: the 0-based row and column where TEXT first is.
text_at() {
	screen_ascii | LC_ALL=C awk -v t="$1" '
	(i = index($0, t)) > 0 { print NR - 1, i - 1; exit }'
}

# click_text TEXT: a click on the first character of TEXT.
click_text() {
	set -- $(text_at "$1")
	[ $# -eq 2 ] || { fail "no \"$1\" on the screen"; return 1; }
	tmux_click "$1" "$2"
}

# wheel_down ROW COL: the mouse wheel turned down once there.
wheel_down() {
	tmux_type "$(printf '\033[<65;%d;%dM' $(($2 + 1)) $(($1 + 1)))"
}

# line_of TEXT: the window's line with TEXT in it, with its attributes.
line_of() {
	tm capture-pane -e -p -t t | grep -F -- "$1" | head -n 1
}

# moved_from N: the panel tells of a cell, and not of cell N.
moved_from() {
	_cell=$(about)
	_cell=${_cell%%:*}
	[ -n "$_cell" ] && [ "$_cell" != "$1" ]
}

# cells_moved BEFORE: other cells are in sight than BEFORE.
cells_moved() {
	[ "$(shown_cells | tr '\n' ' ')" != "$1" ]
}

# panel_text: what the panel says, its lines joined.
panel_text() {
	screen_ascii | awk '
	{ line[NR] = $0 }
	END {
		start = index(line[3], "Players")
		for (i = 3; i <= NR - 3; i++)
			printf "%s ", substr(line[i], start)
	}' | tr -s ' '
}

# panel_says TEXT: the panel has TEXT, its lines joined.
panel_says() {
	panel_text | grep -qF -- "$1"
}

# about: the cell the panel tells of, a colon and the cells it says are
# next to it, in order: "51: 6 14 17 40 49 54".
about() {
	panel_text | sed -n 's/.*Cell \([0-9]*\): [^;]*; next to \([0-9, ]*\)\..*/\1: \2/p' |
	    tr -d ',' | tr -s ' '
}

# plain_neighbours ARGS N: the cells next to cell N, in order, as the plain
# text's neighbours command lists them for a game of ARGS: "51: 6 14 ...".
plain_neighbours() {
	printf 'neighbours %s\nquit\n' "$2" |
	    eval "$1 --plain" 2>&1 | grep -Eo '^Cell [0-9]+:' |
	    sed 's/Cell \([0-9]*\).*/\1/' | sort -n | tr '\n' ' ' |
	    sed "s/^/$2: /; s/ $//"
}

# panel_agrees ARGS: the panel tells of a cell, and the cells it says are
# next to it are those the plain text lists for a game of ARGS.
panel_agrees() {
	_about=$(about)
	[ -n "$_about" ] &&
	    [ "$_about" = "$(plain_neighbours "$1" "${_about%%:*}")" ]
}

# said_about WHAT ARGS: the panel tells of the cell under the cursor, and
# the cells it says are next to it are those the plain text lists.  A key
# just sent may still be redrawing the panel, so this waits until the two
# agree before it fails.
said_about() {
	within panel_agrees "$2" && return
	_about=$(about)
	_cell=${_about%%:*}
	[ -n "$_about" ] || { fail "$1: the panel does not tell of the cell under the cursor"; return; }
	fail "$1: the panel says \"$_about\", the board \"$(plain_neighbours "$2" "$_cell")\""
}

# The continent at 160x50, in colour: all 60 cells in boxes, the two start
# cells' pawns after their owners' shapes, on their colours.
tmux_start 160 50 "$game --players human,human"
tmux_wait "Conqueror begins" "the game"
[ "$(shown_cells | uniq | wc -l)" -eq 60 ] ||
    fail "160x50: not every cell of the continent is in sight"
[ "$(shown_cells | uniq -d | wc -l)" -eq 0 ] ||
    fail "160x50: a cell's number is shown twice"
tmux_wait "┌51" "160x50: the cells are not boxes"
tmux_wait "●8" "Player 1's pawns are not shown"
tmux_wait "○8" "Player 2's pawns are not shown"
[ "$(colours)" -gt 5 ] || fail "the board has no colours"
line_of "●8" | grep -qE "$esc\[([0-9]+;)*41(;[0-9]+)*m" ||
    fail "Player 1's cell is not on red"
line_of "○8" | grep -qE "$esc\[([0-9]+;)*44(;[0-9]+)*m" ||
    fail "Player 2's cell is not on blue"
set -- $(cell_at 51)
[ $# -eq 2 ] && board_lines | sed -n "$1p" | cut -c $(($2 + 1))-$(($2 + 5)) |
    grep -q "@8" || fail "cell 51's pawns are not in its box"
eventually "the cursor does not start on Player 1's cell" cursor_on 51
readable "the continent at 160x50" 1
panel_text | grep -q "larger than the window" &&
    fail "160x50: the continent is said not to fit"
eventually "160x50: the panel does not tell of cell 51" \
    panel_says "Cell 51: yours, with 8 pawns"
[ "$(about)" = "51: 41 52" ] ||
    fail "the panel says cell 51 is next to \"$(about)\", not 41 and 52"

# By the keyboard: a free cell refused as a source, then cell 51 chosen,
# its neighbours marked, a cell that is not one refused, the pawns chosen.
tmux_key Right
eventually "Right does not go to cell 52" cursor_on 52
[ "$(about)" = "$(plain_neighbours "$game --players human,human" 52)" ] ||
    fail "the panel says \"$(about)\" of cell 52"
panel_text | grep -q "Cell 52: free; next to" ||
    fail "the panel does not say cell 52 is free"
tmux_key Enter
wait_message "Cell 52 is not yours: choose one of your cells with 2 pawns" \
    "a free cell as the source"
tmux_key Left Enter
wait_message "Cell 51 chosen" "the source chosen"
[ "$(bracket_of 51)" = "[" ] || fail "the source is not in brackets"
[ "$(bracket_of 52)" = "(" ] || fail "cell 52 is not marked as a neighbour"
[ "$(bracket_of 53)" = "(" ] && fail "cell 53 is marked as a neighbour"
tmux_wait "Enter: go there" "the keys of the second step"
tmux_key Right Right
eventually "Right Right does not go to cell 53" cursor_on 53
tmux_key Enter
wait_message "Cell 53 is not next to cell 51: pawns move only to a" \
    "a cell too far as the destination"
tmux_key Left Enter
wait_message "Pawns to move: 7 of 1-7, from cell 51 to cell 52." \
    "the pawns' chooser"
tmux_wait "From cell 51 to cell 52" "the chooser in the panel"
tmux_key Down Down
wait_message "Pawns to move: 5 of 1-7" "Down, Down"
tmux_type +
wait_message "Pawns to move: 6 of 1-7" "+"
tmux_type 4
wait_message "Pawns to move: 4 of 1-7" "a digit"
tmux_type 9
wait_message "Move from 1 to 7 pawns: one must stay behind." "too many"
# Escape steps back to the destination, and back again to the pawns.
tmux_key Escape
wait_message "Cell 51 chosen" "Escape from the pawns"
tmux_key Enter
wait_message "Pawns to move: 4 of 1-7" "the pawns kept"
tmux_key Enter
wait_message "Player 1 moves 4 pawns from cell 51 to cell 52, which was free" \
    "the move by the keyboard"
tmux_wait "●4" "the pawns moved are not shown"
tmux_wait "Moves" "the panel"
screen_ascii | grep -q "Player 1 moves 4 pawns from" ||
    fail "the move is not in the panel's list"

# By the mouse alone: Player 2 leaves cell 43 for 44, fewer pawns by the
# chooser's [-] and the wheel, then a click on 44 again moves.
click_cell 52
wait_message "Cell 52 is not yours" "Player 1's cell refused to Player 2"
click_cell 43
wait_message "Cell 43 chosen" "the source by a click"
click_cell 60
wait_message "Cell 60 is not next to cell 43" "a far cell by a click"
click_cell 44
wait_message "Pawns to move: 7 of 1-7, from cell 43 to cell 44." \
    "the destination by a click"
click_text "[-]"
wait_message "Pawns to move: 6 of 1-7" "a click on [-]"
set -- $(text_at "[+]")
wheel_down "$1" "$2"
wait_message "Pawns to move: 5 of 1-7" "the wheel"
click_text "[+]"
wait_message "Pawns to move: 6 of 1-7" "a click on [+]"
# The right button steps back; the source again drops it.
tmux_right_click 0 0
wait_message "Cell 43 chosen" "the right button"
click_cell 43
eventually "the source is still chosen" not_chosen 43
click_cell 43
click_cell 44
wait_message "Pawns to move: 7 of 1-7" "again by clicks"
click_text "[-]"
wait_message "Pawns to move: 6 of 1-7" "a click on [-] again"
click_cell 44
wait_message "Player 2 moves 6 pawns from cell 43 to cell 44, which was free" \
    "the move by clicks"
tmux_wait "Enter: leave it" "the first step again"

# The chooser's [Move] moves too.
click_cell 51
wait_message "Cell 51 chosen" "cell 51 by a click"
click_cell 41
wait_message "Pawns to move: 3 of 1-3" "41 by a click"
click_text "[Move]"
wait_message "Player 1 moves 3 pawns from cell 51 to cell 41" "[Move]"
readable "the continent at 160x50 after three moves" 1

# At 80x24 the continent does not fit: the numbers over the pawns, a
# window of it which follows the cursor, and the panel says so.  Without
# colour, owners are told by their shapes, as in the list of players.
tmux_start 80 24 "env NO_COLOR=1 $game --players human,human"
tmux_wait "Conqueror begins" "NO_COLOR"
[ "$(colours)" -eq 0 ] || fail "NO_COLOR=1: the board has colours"
tmux_wait "●8" "NO_COLOR=1: Player 1's cell has no shape"
tmux_wait "○8" "NO_COLOR=1: Player 2's cell has no shape"
tmux_wait "● Player 1" "NO_COLOR=1: the shapes are not explained"
eventually "80x24: the panel does not say the map is larger than the window" \
    panel_says "The map is larger than the window"
[ "$(shown_cells | uniq -d | wc -l)" -eq 0 ] ||
    fail "80x24: a cell's number is shown twice"
[ "$(shown_cells | wc -l)" -ge 16 ] ||
    fail "80x24: too few cells of the continent in sight"
readable "the continent at 80x24" 1
# In ASCII, owners are told by their digits before the pawns, in colour
# too: colour alone would tell nobody who cannot see it.
tmux_start 80 24 "env LC_ALL=C $game --players human,human"
tmux_wait "Conqueror begins" "ASCII in colour"
tmux_wait "1:8" "ASCII in colour: Player 1's cell has no digit"
tmux_wait "2:8" "ASCII in colour: Player 2's cell has no digit"
tmux_start 80 24 "env NO_COLOR=1 LC_ALL=C $game --players human,human"
tmux_wait "Conqueror begins" "ASCII without colour"
tmux_wait "1:8" "ASCII: Player 1's cell has no digit"
tmux_wait "2:8" "ASCII: Player 2's cell has no digit"
board_lines | grep -q '?' && fail "ASCII: a character that is not ASCII"
# A free cell says so; a lone dot, which a link's corner may look like,
# means nothing.
tmux_wait "free" "ASCII: no cell says it is free"
board_lines | grep -Eq '(^| )\.( |$)' && fail "ASCII: a lone dot on the map"
board_lines | grep -q -- '--' || fail "ASCII: no link across"
board_lines | grep -q '|' || fail "ASCII: no link down"
[ "$(shown_cells | uniq -d | wc -l)" -eq 0 ] ||
    fail "ASCII: a cell's number is shown twice"
readable "the continent in ASCII at 80x24" 0
# The board is wider than the window here: it follows the cursor.
board_lines | grep -q ">" || fail "ASCII: no arrow says the board goes on"
cell_at 60 | grep -q . && fail "ASCII: cell 60 is in sight at the start"
tmux_key Right Right Right Right Right Right Right Right Right
eventually "ASCII: the board does not follow the cursor to cell 60" \
    cursor_on 60
readable "the continent in ASCII at 80x24, its right" 0
tmux_start 160 50 "env LC_ALL=C $game --players human,human"
tmux_wait "Conqueror begins" "ASCII at 160x50"
tmux_wait "+51" "ASCII at 160x50: the cells are not boxes"
readable "the continent in ASCII at 160x50" 0

# The valley, the default board, fits 80x24.
tmux_start 80 24 "'$TABULA' conqueror --seed 5 --players human,human"
tmux_wait "Conqueror begins" "the valley at 80x24"
[ "$(shown_cells | uniq | wc -l)" -eq 20 ] ||
    fail "80x24: not every cell of the valley is in sight"
readable "the valley at 80x24" 1
panel_text | grep -q "larger than the window" &&
    fail "80x24: the valley is said not to fit"

# The game's questions at the move prompt are answered; its steps of a move
# are chosen on the board here, and a typed one says so.
cells_told() {
	message | grep -q '^Cell [0-9][0-9]*: [0-9][0-9]* pawns$'
}
tmux_type ":cells"
tmux_key Enter
eventually ":cells: your cells are not told" cells_told
tmux_type ":cell 3"
tmux_key Enter
wait_message "cell 3: choose the cells on the board, or type the whole move." \
    ":cell 3"

# A random board of 60 cells, at 160x50 and at 80x24, in UTF-8 and in
# ASCII: its links apart, its cells clear; the window follows the cursor;
# the panel tells of the cell under it as the board links it.
for size in "160 50" "80 24"; do
	for charset in C.UTF-8 C; do
		uni=$([ "$charset" = C ] && echo 0 || echo 1)
		what="a random board at ${size% *}x${size#* } in $charset"
		tmux_start $size "env LC_ALL=$charset $random"
		tmux_wait "Conqueror begins" "$what"
		[ "$(shown_cells | uniq -d | wc -l)" -eq 0 ] ||
		    fail "$what: a cell is shown twice"
		eventually "$what: the cursor is not on Player 1's cell" \
		    cursor_on 51
		readable "$what" "$uni"
		said_about "$what" "$random"
		before=$(shown_cells | tr '\n' ' ')
		# Up goes from 51 to 17, 24, 9, 11 and 2, where it stays.
		tmux_key Up Up Up Up Up Up Up Up
		[ "$size" = "80 24" ] &&
		    eventually "$what: the window does not follow the cursor" \
		    cells_moved "$before"
		eventually "$what: the cursor does not go up to cell 2" \
		    cursor_on 2
		[ "$(shown_cells | uniq -d | wc -l)" -eq 0 ] ||
		    fail "$what: a cell is shown twice after moving"
		readable "$what, above" "$uni"
		said_about "$what, above" "$random"
		for left in 1 2; do
			from=$(about)
			tmux_key Left
			eventually "$what: Left does not leave cell ${from%%:*}" \
			    moved_from "${from%%:*}"
		done
		said_about "$what, to the left" "$random"
	done
done
[ "$(shown_cells | wc -l)" -ge 9 ] ||
    fail "80x24: too few cells of the random board in sight"
board_lines | grep -q "v" || fail "80x24: no arrow says the board goes on"

# Random boards of 30 and 60 cells, and the shipped maps, read as maps a
# newcomer can follow: where a layout can avoid it their links do not
# cross, at 80x24 as at 160x50.
for board in "--random 30" "--random 60" "--board continent" \
    "--board plains" "--board valley"; do
	for size in "80 24" "160 50"; do
		what="$board at ${size% *}x${size#* }"
		tmux_start $size "'$TABULA' conqueror $board --seed 5 --players human,human"
		tmux_wait "Conqueror begins" "$what"
		case $board in
		--random*) tmux_shows "(Random board: ${board#--random } cells)" ||
		    fail "$what: the title does not name the random board" ;;
		esac
		crossings=$(tmux_now | grep -o "┼" | wc -l)
		[ "$crossings" -eq 0 ] ||
		    fail "$what: $crossings links cross in sight"
	done
done

# Six players from the setup screen: the Players line, then Start; the
# computers answer.
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu"
menu=$(tmux_now | sed -n 's/^ *\([0-9]\)  Conqueror .*/\1/p')
tmux_type "$menu"
tmux_wait "Players: 2" "the Players line"
tmux_shows "Player 3" && fail "a third player before the Players line says"
tmux_key Home Right Right Right Right
tmux_wait "Players: 6" "six players"
tmux_wait "Player 6: computer, level" "the sixth seat"
tmux_key Left
tmux_wait "Players: 5" "Left"
tmux_key Right
tmux_wait "Players: 6" "Right"
tmux_key End Up Up Left Left
tmux_wait "Thinking time of the strongest levels: 0.5 s" "a short thinking time"
tmux_key Up Up Up Up Right
tmux_wait "Player 6: computer, level 4" "the sixth seat's level"
tmux_wait "Player 1: human" "Player 1 is not a human"
tmux_key End Up Enter
tmux_wait "Player 6 (computer)" "the six players' game"
# Each shape is in the players' list once, and on the board.
for glyph in ● ○ ▲ △ ■ □; do
	[ "$(tmux_now | grep -o "$glyph" | wc -l)" -ge 2 ] ||
	    fail "the six players' game: no cell shows $glyph"
done
for i in 1 2 3 4 5 6; do
	tmux_wait "Player $i " "Player $i is not in the panel"
done
# Player 1 leaves its cell for the first neighbour marked, with all the
# pawns it may; the computers answer.
tmux_wait "Enter: leave it" "Player 1's turn"
tmux_key Enter
tmux_wait "Enter: go there" "Player 1's cell chosen"
set -- $(board_lines | LC_ALL=C awk '(i = index($0, "(")) > 0 {
	print NR + 1, i; exit }')
[ $# -eq 2 ] && tmux_click "$1" "$2"
tmux_wait "+ more" "a neighbour chosen"
tmux_key Enter
eventually "the computers do not answer" sh -c \
    "tmux -L '$tmux_socket' capture-pane -p -J -S - -t t | tr '\n' ' ' |
    tr -s ' ' | grep -qE 'Player [2-6] \(computer\) (moves|attacks)'"

finish
