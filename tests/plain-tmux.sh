#!/bin/sh
# plain-tmux.sh: a person at a terminal plays Ataxx against the computer in
# plain mode to the end, typing the first legal move each turn.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }

# count PATTERN: how many lines of the window and its history match.
count() {
	tmux_screen | grep -c -- "$1"
}

# has_count PATTERN N: at least N lines match.
has_count() {
	[ "$(count "$1")" -ge "$2" ]
}

# wait_count PATTERN N: until N lines match; 1 if they never do.
wait_count() {
	within has_count "$@"
}

# prompt_or_over N: N prompts for x, or the game is over.
prompt_or_over() {
	has_count '^x> ' "$1" || tmux_screen | grep -q '^Game over'
}

tmux_start 100 40 "'$TABULA' --plain ataxx --players human,computer:1 --seed 3 --time 0.5"
prompts=1
wait_count '^x> ' $prompts || fail "no prompt for x"
turns=0
while ! tmux_screen | grep -q '^Game over'; do
	turns=$((turns + 1))
	[ $turns -le 200 ] || { fail "the game does not end"; break; }
	tmux_type moves
	tmux_key Enter
	prompts=$((prompts + 1))
	wait_count '^x> ' $prompts || { fail "no answer to moves"; break; }
	move=$(tmux_screen | grep -A1 'legal move' | tail -1 | awk '{ print $1 }')
	case $move in
	[a-g][1-7]|[a-g][1-7][a-g][1-7]|0000) ;;
	*) fail "no legal move listed: \"$move\""; break ;;
	esac
	tmux_type "$move"
	tmux_key Enter
	# Either the prompt comes back, or the game ends.
	prompts=$((prompts + 1))
	within prompt_or_over $prompts || { fail "no answer to $move"; break; }
done
tmux_screen >"$tmp/screen"
contains "$tmp/screen" "Game over." "the game against the computer"
grep -q 'You win\.\|wins\.\|drawn\.' "$tmp/screen" ||
    fail "the game's end does not say who won"
# A game that is over is left at once, and not saved.
tmux_type quit
tmux_key Enter
tmux_wait TABULA-EXITED "quit a game that is over"
tmux_shows "Leave this game?" && fail "quitting a game that is over asks"
# (The directory holds the player's record now, which counted it.)
ls "$XDG_DATA_HOME/tabula" 2>/dev/null | grep -q '\.tabula$' &&
    fail "a game left when over was saved: $(ls "$XDG_DATA_HOME/tabula")"
[ -f "$XDG_DATA_HOME/tabula/stats" ] ||
    fail "the game over was not counted in the record"

# A terminal closed during the game, while the computer thinks: the game
# is saved among the saved games, the person's move in it.
tmux_start 80 24 "'$TABULA' --plain ataxx --players human,computer:8 --time 30"
tmux_wait "x>" "the prompt of a game on a terminal to be closed"
tmux_type f2
tmux_key Enter
tmux_wait "You clone to f2." "a move on a terminal to be closed"
tm kill-server
# hangup_saved: the game of the closed terminal is among the saved games.
hangup_saved() {
	ls "$XDG_DATA_HOME"/tabula/ataxx-*-hangup.tabula >/dev/null 2>&1
}
within hangup_saved || fail "a closed terminal left no -hangup file"
printf 'log\n' | "$TABULA" --plain --load \
    "$XDG_DATA_HOME"/tabula/ataxx-*-hangup.tabula >"$tmp/resumed" 2>&1
contains "$tmp/resumed" "You clone to f2." \
    "the game saved when its terminal was closed"

finish
