#!/bin/sh
# plain-tmux.sh: a person at a terminal plays Ataxx against the computer in
# plain mode to the end, typing the first legal move each turn.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
socket=tabula-test$$
tm() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT

# screen: the whole window and its history, wrapped lines joined.
screen() { tm capture-pane -p -J -S - -t game; }

# wait_count PATTERN N: wait until N lines match PATTERN; 1 if they never do.
wait_count() {
	i=0
	while [ "$(screen | grep -c -- "$1")" -lt "$2" ]; do
		i=$((i + 1))
		[ $i -gt 600 ] && return 1
		sleep 0.05
	done
	return 0
}

tm new-session -d -s game -x 100 -y 40 \
    "'$TABULA' --plain ataxx --players human,computer:1 --seed 3 --time 0.5; echo TABULA-EXITED; sleep 60"
prompts=1
wait_count '^x> ' $prompts || fail "no prompt for x"
turns=0
while ! screen | grep -q '^Game over'; do
	turns=$((turns + 1))
	[ $turns -le 200 ] || { fail "the game does not end"; break; }
	tm send-keys -t game moves Enter
	prompts=$((prompts + 1))
	wait_count '^x> ' $prompts || { fail "no answer to moves"; break; }
	move=$(screen | grep -A1 'legal move' | tail -1 | awk '{ print $1 }')
	case $move in
	[a-g][1-7]|[a-g][1-7][a-g][1-7]|0000) ;;
	*) fail "no legal move listed: \"$move\""; break ;;
	esac
	tm send-keys -t game -l "$move"
	tm send-keys -t game Enter
	# Either the prompt comes back, or the game ends.
	prompts=$((prompts + 1))
	i=0
	until [ "$(screen | grep -c '^x> ')" -ge $prompts ] ||
	    screen | grep -q '^Game over'; do
		i=$((i + 1))
		[ $i -gt 600 ] && { fail "no answer to $move"; break 2; }
		sleep 0.05
	done
done
screen >"$tmp/screen"
contains "$tmp/screen" "Game over." "the game against the computer"
grep -q 'wins\.\|drawn\.' "$tmp/screen" ||
    fail "the game's end does not say who won"
tm send-keys -t game quit Enter
wait_count TABULA-EXITED 1 || fail "quit did not end the program"

finish
