#!/bin/sh
# ui.sh: the full-screen interface in a terminal (tmux): the menu, a whole
# game against the computer by keyboard, the mouse, resizing, monochrome,
# ASCII, German, saving and a closed terminal.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL
out=$tmp/out

# wait_either A B: until the window shows A or B; prints which, or nothing.
wait_either() {
	within shows_either "$1" "$2" || return 1
	echo "$_shown"
}
# shows_either A B: the window shows A or B now; which, in $_shown.
shows_either() {
	_now=$(tmux_now)
	case $_now in
	*"$1"*) _shown=$1 ;;
	*"$2"*) _shown=$2 ;;
	*) return 1 ;;
	esac
}

# target: a square where x can clone (or else jump to), read off the board.
target() {
	tmux_now | awk -F'│' '
	/^ *[1-7] │/ {
		split($1, a, " ")
		r = a[1]
		for (c = 1; c <= 7; c++) {
			v = "e"
			if ($(c + 1) ~ /●/) v = "x"
			else if ($(c + 1) ~ /○/) v = "o"
			else if ($(c + 1) ~ /▒/) v = "#"
			b[r, c] = v
		}
	}
	END {
		for (r = 7; r >= 1; r--) for (c = 1; c <= 7; c++) {
			if (b[r, c] != "e") continue
			for (dr = -1; dr <= 1; dr++) for (dc = -1; dc <= 1; dc++)
				if (b[r + dr, c + dc] == "x") {
					printf "%c%d\n", 96 + c, r
					exit
				}
		}
		for (r = 7; r >= 1; r--) for (c = 1; c <= 7; c++) {
			if (b[r, c] != "x") continue
			for (dr = -2; dr <= 2; dr++) for (dc = -2; dc <= 2; dc++) {
				if (dr * dr != 4 && dc * dc != 4) continue
				if (b[r + dr, c + dc] == "e") {
					printf "%c%d%c%d\n", 96 + c, r, 96 + c + dc, r + dr
					exit
				}
			}
		}
	}'
}

# The menu, Ataxx's setup, and Enter to start at once; then leave.
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu"
tmux_wait "Conqueror" "the menu"
tmux_wait "Resume a saved game" "the menu"
# Every game's line whole at 80 columns.
for text in "race the dice to take the bases." "never two opposite ones." \
    "pieces into yours." "win the fights." "completes a line loses." \
    "to take the others' pieces."; do
	tmux_shows "$text" || fail "the menu at 80x24: no \"$text\""
done
# Items past 9 by number: 1 says a second digit may follow; 1 then 1
# goes to the eleventh, for Enter to choose (1 then 2 never quits unseen);
# 1 then Enter is the first.
tmux_key 1
tmux_wait "Item 1: Enter chooses it, or type a second digit." "a first digit"
tmux_key 2
tmux_wait "Item 12: Enter chooses it." "two digits"
tmux_wait "Board games for the terminal" "1 then 2 left the menu"
# Escape forgets the number; it does not leave the menu: a 1 after it is
# a first digit again.
tmux_key Escape 1
tmux_wait "Item 1: Enter chooses it, or type a second digit." \
    "Escape did not forget the number"
tmux_wait "Board games for the terminal" "Escape after 1 2 left the menu"
tmux_key Escape 1 1 Enter
tmux_wait "Read the rules" "item 11 by number"
tmux_wait "  7  Back" "item 11 by number"
tmux_key Escape
tmux_wait "Board games for the terminal" "back at the menu"
tmux_key 1 Enter
tmux_wait "Player 1 (red)" "item 1 by number and Enter"
tmux_key Escape
tmux_wait "Board games for the terminal" "back at the menu"
tmux_key 2
tmux_wait "Player 2 (o): computer, level 4" "the setup"
tmux_wait "Left, Right: change" "the setup's keys"
tmux_wait "Start" "the setup"
# Left and Right change settings; on Start they start nothing: once the
# setting above Start has changed after them, the setup is still there.
tmux_key Right Left Up Left
tmux_wait "Thinking time of the strongest levels: 1.0 s" "Left on a setting"
tmux_shows "Ataxx begins" && fail "Right on Start started the game"
tmux_wait "Left, Right: change" "Right on Start left the setup"
tmux_key Right Down
tmux_wait "Thinking time of the strongest levels: 2.0 s" "Right on a setting"
tmux_key Enter
tmux_wait "Ataxx begins" "the game"
tmux_wait "  7 │ ● │   │   │   │   │   │ ○ │ 7" "the board at 80x24"
tmux_wait "      a   b   c   d   e   f   g" "the board's edges"

# By the keyboard: the cursor starts on a7; Enter, Down, Enter clones a6.
tmux_key Enter
tmux_wait "[●]" "choosing a piece"
tmux_wait "Enter: move there" \
    "the keys once a piece is chosen"
tmux_key Down Enter
tmux_wait "You clone to a6." "a clone by the keyboard"
tmux_wait "Arrows, Enter: play" "the computer's answer"

# A refused move is kept among the messages (m), not among the moves.
tmux_type ":a1a7"
tmux_key Enter
tmux_wait "a1a7: " "a refused move"
tmux_type m
tmux_wait "Messages" "the messages"
tmux_wait "a1a7: " "a refused move among the messages"
tmux_type q
tmux_wait "Arrows, Enter: play" "back from the messages"
tmux_now | head -n 21 | grep -A20 "Moves" | grep -qF "a1a7:" &&
    fail "the refused move is in the Moves panel"

# Help and rules, then leave the game (it asks) and the menu.
tmux_type '?'
tmux_wait "the space bar or a click chooses the cell" "the help"
tmux_type q
tmux_wait "Arrows, Enter: play" "back from the help"
tmux_type q
tmux_wait "Leave this game?" "leaving"
tmux_type n
tmux_wait "Arrows, Enter: play" "staying"
tmux_type q
tmux_type y
tmux_wait "Board games for the terminal" "back at the menu"
tmux_type q
tmux_wait "TABULA-EXITED 0" "quitting the menu"

# The plain prompt's commands at the : prompt: questions answered, and
# those that are keys here done as the keys do them.
tmux_start 80 24 "'$TABULA' ataxx --players human,computer:1 --seed 3"
tmux_wait "Arrows, Enter: play" "a game for the : commands"
tmux_type ":status"
tmux_key Enter
tmux_wait "Pieces: 2 for you, 2 for o. Your move." ": status"
tmux_type ":moves a7"
tmux_key Enter
tmux_wait "a7a5" ": moves a7, on the whole screen"
tmux_wait "a7: yours." ": moves a7 does not say what is on a7"
tmux_type q
tmux_wait "Arrows, Enter: play" "back from the moves"
tmux_type ":b6"
tmux_key Enter
tmux_wait "You clone to b6." "a move typed"
tmux_type ":undo"
tmux_key Enter
tmux_wait "Taken back: You clone to b6." ": undo, as u"

# A game that is over is left at once, saved or not.
tmux_start 80 24 "'$TABULA' ataxx --players human,human --fen 'xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oooooo1 x 0 1'"
tmux_wait "Arrows, Enter: play" "a game one move from its end"
tmux_type ":g1"
tmux_key Enter
tmux_wait "n new game" "the game over"
tmux_type q
tmux_wait "TABULA-EXITED 0" "leaving a game that is over"

# A whole game against the computer, every move typed at the prompt.
tmux_start 80 24 "'$TABULA' ataxx --players human,computer:8 --time 0.2"
turns=0
while :; do
	state=$(wait_either "Arrows, Enter: play" "n new game") ||
	    { fail "the game stopped answering"; break; }
	[ "$state" = "n new game" ] && break
	move=$(target)
	[ -n "$move" ] || { fail "no move found on the board"; break; }
	tmux_type ":$move"
	tmux_key Enter
	# The move told (the computer may have answered already, so its
	# thinking is not waited for): the loop then waits for its answer.
	case $move in
	??) told="You clone to $move" ;;
	*) told="You jump from $(echo "$move" | cut -c1-2) to $(echo "$move" | cut -c3-4)" ;;
	esac
	wait_either "$told" "n new game" >/dev/null ||
	    { fail "$move was not played"; break; }
	turns=$((turns + 1))
	[ $turns -lt 150 ] || { fail "the game does not end"; break; }
done
tmux_now >"$out"
contains "$out" "Game over." "a whole game"
grep -q "win\.\|wins\.\|drawn\." "$out" || fail "the end of the game says no winner"
# m shows every message of the game, from the first, which scrolled away.
tmux_type m
tmux_wait "Messages" "the messages"
tmux_key Home
tmux_wait "Ataxx begins." "the first message"
tmux_type q
tmux_wait "Game over." "back from the messages"

# The mouse: a click on b6 clones there.
tmux_start 80 24 "'$TABULA' ataxx --players human,human"
tmux_wait "Ataxx begins" "the mouse game"
tmux_click 7 10
tmux_wait "x clones to b6." "a click"

# says TEXT: the window shows TEXT, its lines joined as before they were
# wrapped.
says() {
	tmux_now | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1"
}

# Too small, then large again: nothing is lost.
tm resize-window -t t -x 40 -y 12
eventually "a small terminal: no size said" says \
    "Tabula needs a terminal of at least 68 by 22; this one is 40 by 12."
tm resize-window -t t -x 80 -y 24
tmux_wait "x clones to b6." "growing again"
tmux_wait "  6 │   │>●<│" "the board after resizing"

# A large terminal: larger cells.
tm resize-window -t t -x 132 -y 43
tmux_wait "┌───────┬" "larger cells at 132x43"

# Each game's screen needs what its board at the smallest scale and its
# panel take: a terminal of that size shows the game, one a column or a
# line smaller says what it needs.  The menus need 80x24.
smallest() {
	_cols=$1 _rows=$2 _shows=$3
	shift 3
	_game=${1:-the menu}
	tmux_start "$_cols" "$_rows" "'$TABULA' $*"
	tmux_wait "$_shows" "$_game at ${_cols}x$_rows"
	tmux_now >"$out"
	lacks "$out" "needs a terminal" "$_game at ${_cols}x$_rows"
	tm resize-window -t t -x $((_cols - 1)) -y "$_rows"
	eventually "$_game a column smaller: no size said" says "needs a \
terminal of at least $_cols by $_rows; this one is $((_cols - 1)) by $_rows."
	tm resize-window -t t -x "$_cols" -y $((_rows - 1))
	eventually "$_game a line smaller: no size said" says "needs a \
terminal of at least $_cols by $_rows; this one is $_cols by $((_rows - 1))."
	tm resize-window -t t -x "$_cols" -y "$_rows"
	tmux_wait "$_shows" "$_game at ${_cols}x$_rows again"
}
smallest 68 22 "  1 │ ○ │   │   │   │   │   │ ● │ 1" ataxx
smallest 62 22 "●○ round  ■□ square  ●●● horizontal" xtic
smallest 72 16 "k1 \\·‾·‾·‾·‾·‾·/ k6" cross
smallest 80 24 "Board games for the terminal"

# Colour by default; none at all with NO_COLOR, pieces still told apart.
colours() {
	tm capture-pane -e -p -t t | grep -cE "$esc\[([0-9]+;)*(3[0-7]|38)(;[0-9]+)*m"
}
tmux_start 80 24 "'$TABULA' ataxx --players human,human"
tmux_wait "Ataxx begins" "colour"
[ "$(colours)" -gt 0 ] || fail "no colour by default"
tmux_start 80 24 "env NO_COLOR=1 '$TABULA' ataxx --players human,human"
tmux_wait "│ ○ │" "NO_COLOR: o's piece"
tmux_wait "│ ● │" "NO_COLOR: x's piece"
[ "$(colours)" -eq 0 ] || fail "colour despite NO_COLOR"

# ASCII where the locale is not UTF-8.
tmux_start 80 24 "env LC_ALL=C '$TABULA' ataxx --players human,human --board four-holes"
tmux_wait "    +---+---+---+---+---+---+---+" "ASCII lines"
tmux_wait "  7 | x |   |   |   |   |   | o | 7" "ASCII pieces"
tmux_wait "  5 |   |   |###|   |###|   |   | 5" "ASCII blocked squares"

# A terminal that cannot move its cursor gets plain text, and so does
# --plain.
tmux_start 80 24 "env TERM=dumb '$TABULA'"
tmux_wait "Choose 1-12:" "a dumb terminal"
tmux_start 80 24 "'$TABULA' --plain"
tmux_wait "Choose 1-12:" "--plain"

# Options are kept for the next run.
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "options"
tmux_key 1 0 Enter
tmux_wait "Colour: automatic" "options"
tmux_key Enter
tmux_wait "Colour: on" "changing an option"
tmux_type q
tmux_type q
tmux_wait "TABULA-EXITED 0" "leaving after the options"
contains "$HOME/.config/tabula/options" "colour on" "the options file"
tmux_start 80 24 "'$TABULA'"
tmux_key 1 0 Enter
tmux_wait "Colour: on" "options kept"
rm -f "$HOME/.config/tabula/options"

# The German menu.
mkdir -p "$tmp/locale/de/LC_MESSAGES"
cp "$top_srcdir/po/de.gmo" "$tmp/locale/de/LC_MESSAGES/tabula.mo" ||
    fail "no German catalog"
tmux_start 80 24 "env LANGUAGE=de TABULA_LOCALEDIR='$tmp/locale' '$TABULA'"
tmux_wait "Brettspiele für das Terminal" "the German menu"
tmux_wait "Gespeichertes Spiel fortsetzen" "the German menu"
tmux_type q
tmux_wait "TABULA-EXITED 0" "leaving the German menu"

# Saving, leaving, and resuming from the menu, with saved games of its own.
XDG_DATA_HOME=$tmp/saves
tmux_start 80 24 "'$TABULA' ataxx --players human,human"
tmux_wait "Ataxx begins" "saving"
tmux_type ":f2"
tmux_key Enter
tmux_wait "x clones to f2." "saving"
tmux_type s
tmux_wait "Saved to $XDG_DATA_HOME/tabula/ataxx-" "saving"
tmux_type q
tmux_type y
tmux_wait "TABULA-EXITED 0" "leaving after saving"
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "resuming"
tmux_key 7
tmux_wait "ataxx-" "the saved games"
tmux_key Enter
tmux_wait "Ataxx begins" "resuming"
tmux_wait "  2 │   │   │   │   │   │>●<│   │ 2" "the resumed game"

# A closed terminal saves the game first.
tmux_type ":b2"
tmux_key Enter
tmux_wait "o clones to b2." "before the hangup"
saved=$(ls "$XDG_DATA_HOME/tabula"/ataxx-*.tabula)
tm kill-server
within grep -q "^end 2$" "$saved" ||
    fail "the game was not saved when its terminal closed"

# A network game from the menus: one window hosts, another joins; the
# host starts, moves, and ends the game for everyone.
XDG_RUNTIME_DIR=$tmp/run
mkdir -m 700 "$XDG_RUNTIME_DIR"
tmux_start 80 24 "env XDG_RUNTIME_DIR='$XDG_RUNTIME_DIR' '$TABULA'"
tmux_wait "Board games for the terminal" "hosting"
tmux_key 8
tmux_wait "Host a network game" "hosting"
tmux_key 2
tmux_wait "Player 2 (o): a player who joins" "the host's setup"
tmux_key Enter
tmux_wait "Others join with: tabula join ataxx-1" "the host's lobby"
tm new-window -d -t t: -n guest "env TABULA_DATADIR='$TABULA_DATADIR' \
    HOME='$HOME' XDG_DATA_HOME='$XDG_DATA_HOME' \
    XDG_RUNTIME_DIR='$XDG_RUNTIME_DIR' '$TABULA'; sleep 600"
guest_now() {
	tm capture-pane -p -t t:guest
}
guest_shows() {
	guest_now | grep -qF -- "$1"
}
guest_wait() {
	eventually "the guest: \"$1\" never appeared" guest_shows "$1" || {
		echo "  the guest's window:" >&2
		guest_now | sed 's/^/  | /' >&2
	}
}
guest_wait "Board games for the terminal"
tm send-keys -t t:guest 9
guest_wait "Play Ataxx at ataxx-1"
guest_wait "Ataxx, your hub: waiting for players, 1 seat free."
tm send-keys -t t:guest Enter
guest_wait "(you)"
tmux_wait "Seat 2 (o): $me" "the host's lobby with a guest"
tmux_key Enter
tmux_wait "Ataxx begins" "the host's game"
guest_wait "Ataxx begins"
tmux_type ":f2"
tmux_key Enter
guest_wait "$me (x) clones to f2."
tmux_type q
tmux_wait "e end the game for everyone" "ending"
tmux_type e
guest_wait "ended the game for everyone"

# By the mouse alone: the menu, Start, a clone, save, leave, resume.
XDG_DATA_HOME=$tmp/mouse
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the mouse menu"
tmux_click 4 6
tmux_wait "Start" "the mouse setup"
tmux_click 7 6
tmux_wait "Ataxx begins" "starting by the mouse"
tmux_click 5 6
tmux_wait "[●]" "choosing a piece by the mouse"
tmux_click 7 6
tmux_wait "You clone to a6." "a clone by the mouse"
tmux_wait "Arrows, Enter: play" "the computer's answer"
hint_x() {
	tmux_now | tail -1 | awk -v hint="$1" '{ print index($0, hint) }'
}
tmux_click 23 "$(hint_x "s save")"
tmux_wait "Saved to $XDG_DATA_HOME/tabula/ataxx-" "saving by the mouse"
# Just saved, the game is left without a question: nothing would be lost.
tmux_click 23 "$(hint_x "q leave")"
tmux_wait "Board games for the terminal" "back at the menu by the mouse"
tmux_click 9 6
tmux_wait "ataxx-" "the saved games by the mouse"
tmux_click 3 6
tmux_wait "  6 │ ● │   │" "resuming by the mouse"
tmux_wait "You clone to a6." "the moves of a resumed game, told again"


# A player whose only move is to pass passes without being asked, and the
# computer answers.
tmux_start 80 24 "'$TABULA' ataxx --players human,computer:1 \
    --fen '7/7/7/7/ooo4/ooo4/xoo4 x 0 1'"
tmux_wait "You pass." "a forced pass"
wait_message "o (computer)" "the computer's answer to a forced pass"


# Stopped and continued from the shell (SIGSTOP, then fg), the game takes
# its keys at once again, though the shell set the terminal its own way.
tmux_start 80 24 "bash --norc --noprofile -i"
# The game is told apart by its program's path and a seed of this test's
# own, so that only it is stopped, whatever else runs on the machine.
seed=7531$$
tmux_type "'$TABULA' ataxx --seed $seed"
tmux_key Enter
tmux_wait "Ataxx begins" "a game started from a shell"
pkill -STOP -x -f "$TABULA ataxx --seed $seed"
tmux_wait "Stopped" "the shell seeing the game stopped"
tmux_type "fg"
tmux_key Enter
tmux_type "?"
tmux_wait "Keys: the arrow keys" "a key taken at once after fg"

finish
