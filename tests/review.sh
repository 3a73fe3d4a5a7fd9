#!/bin/sh
# review.sh: tabula review FILE, a saved game step by step: in plain text
# through a pipe for every game (next tells the first moves, as the
# game's log does; back, go N, first and last move as they say; play
# starts a new game from the position; a damaged file is refused as
# --load refuses it; the file is never written), from the plain Resume
# list, and on the full screen at 80x24 (the arrows, Home, End, p).
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

LC_ALL=C.UTF-8
export LC_ALL
out=$tmp/out
log=$tmp/log

# sum FILE: the file's checksum and size.
sum() {
	cksum <"$1"
}

# first_told FILE: the first sentence the game's log tells of a saved
# game, as --load and log say it.
first_told() {
	printf 'log\nquit\n' | "$TABULA" --plain --load "$1" >"$log" 2>&1
	sed -n '/> log$/{n;p;q;}' "$log"
}

# Every game: a game between computers, saved; next tells its first
# moves, the first as the log tells it, with the board (in Conqueror the
# start tells the start cells, the log's first sentence).
for game in conflict ataxx conqueror xtic cross hexxagon; do
	saved=$tmp/$game.tabula
	printf 'save %s\nquit\n' "$saved" | "$TABULA" --plain "$game" \
	    --players computer:1,computer:1 --seed 5 --time 0.05 \
	    >"$out" 2>&1
	[ -f "$saved" ] || { fail "$game: no game saved"; continue; }
	before=$(sum "$saved")
	first=$(first_told "$saved")
	[ -n "$first" ] || fail "$game: the log told nothing"
	printf 'next\nnext\nquit\n' | "$TABULA" review "$saved" --plain \
	    >"$out" 2>&1
	status $? 0 "$game: review"
	contains "$out" "Reviewing $saved:" "$game: review"
	contains "$out" "The start, before the first of" "$game: the start"
	contains "$out" "Move 1 of" "$game: next"
	contains "$out" "Move 2 of" "$game: next again"
	# Conqueror's first sentence, its start cells, is the start's.
	case $game in
	conqueror) sed -n '/^The start, before/,/^review> /p' "$out" ;;
	*) sed -n '/^Move 1 of/,/^review> /p' "$out" ;;
	esac >"$tmp/move1"
	contains "$tmp/move1" "$first" "$game: the first sentence of the log"
	no_escapes "$out" "$game: review in plain text"
	[ "$(sum "$saved")" = "$before" ] ||
	    fail "$game: the file reviewed changed"
done

# Conflict's dice are told with the move they came before, as they fell.
printf 'next\nquit\n' | "$TABULA" review "$tmp/conflict.tabula" --plain \
    >"$out" 2>&1
sed -n '/^Move 1 of/,/^review> /p' "$out" >"$tmp/move1"
roll=$(sed -n 's/^events$//; /^roll /{p;q;}' "$tmp/conflict.tabula")
contains "$tmp/move1" "rolls" "conflict: the dice of the first move"
[ -n "$roll" ] || fail "conflict: no roll in the save"
set -- $roll
dice="rolls $2 and $3"
contains "$tmp/move1" "$dice" "conflict: the dice as recorded"

# Conqueror's start cells are drawn before the first move: the review's
# start shows them, and the first move does not tell them again.
printf 'next\nquit\n' | "$TABULA" review "$tmp/conqueror.tabula" --plain \
    >"$out" 2>&1
sed -n '/^The start, before/,/^review> /p' "$out" >"$tmp/start"
contains "$tmp/start" "starts on cell" "conqueror: the start cells at the start"
lacks "$tmp/start" "0 cells, 0 pawns" "conqueror: the start empty"
sed -n '/^Move 1 of/,/^review> /p' "$out" >"$tmp/move1"
lacks "$tmp/move1" "starts on cell" "conqueror: the start cells again"

# back, go N, first, last; words that are not commands are refused.
saved=$tmp/hot.tabula
printf 'f2\nb2\ng2\nsave %s\nquit\n' "$saved" |
    "$TABULA" --plain ataxx --players human,human >"$out" 2>&1
hot=$(sum "$saved")
printf 'next\nnext\nback\ngo 3\nfirst\nlast\ngo 9\nnext\nfly\nquit\n' |
    "$TABULA" review "$saved" --plain >"$out" 2>&1
status $? 0 "review: back, go, first, last"
tr '\n' '|' <"$out" | grep -qF "review> back|Move 1 of 3.|x clones to f2." ||
    fail "back: not the move before"
tr '\n' '|' <"$out" | grep -qF "review> go 3|Move 3 of 3.|x clones to g2." ||
    fail "go 3: not the third move"
tr '\n' '|' <"$out" | grep -qF "review> first|The start, before the first of 3 moves." ||
    fail "first: not the start"
tr '\n' '|' <"$out" | grep -qF "review> last|Move 3 of 3." ||
    fail "last: not the last move"
said "Type go and a move's number, from 0 (the start) to 3." "go 9"
tr '\n' '|' <"$out" | grep -qF "review> next|This is the last move." ||
    fail "next at the last move"
said "fly: no such command here" "a word that is no command"

# --brief: the moves without the board.
printf 'next\nquit\n' | "$TABULA" review "$saved" --plain --brief \
    >"$out" 2>&1
contains "$out" "Move 1 of 3." "brief review"
lacks "$out" "a b c d e f g" "brief review: no board"
# ...but board reads it in words, status says how things stand, and a
# finished game's end is said once at each step, not twice.
printf 'resign\nsave %s\nquit\n' "$tmp/over.tabula" |
    "$TABULA" --plain --load "$saved" >/dev/null 2>&1
printf 'next\nboard\nlast\nstatus\nplay\nquit\n' | "$TABULA" review \
    "$tmp/over.tabula" --plain --brief >"$out" 2>&1
said "The game is over at this move: there is nothing to play from here." \
    "play at the end"
sed -n '/^review> board$/,/^review> /p' "$out" >"$tmp/board"
contains "$tmp/board" "Row 2: empty from a2 to e2, x on f2, empty on g2." \
    "brief review: board in words"
[ "$(grep -c "^Game over" "$out")" -eq 2 ] ||
    fail "brief review: the end not said once at last and once at status"
printf 'f2\nsave %s\nquit\n' "$tmp/you.tabula" | "$TABULA" --plain ataxx \
    --players human,computer:1 >/dev/null 2>&1
printf 'next\nnext\nquit\n' | "$TABULA" review "$tmp/you.tabula" --plain \
    --brief >"$tmp/you" 2>&1
contains "$tmp/you" "Move 2 of" "brief review of a game against the computer"
[ "$(grep -c "^You play x" "$tmp/you")" -eq 1 ] ||
    fail "brief review: who you are not told once, at the start"
printf 'quit\n' | "$TABULA" --plain --brief --load "$tmp/over.tabula" \
    >"$out" 2>&1
[ "$(grep -c "^Game over" "$out")" -eq 1 ] ||
    fail "a finished game loaded in brief mode: its end said twice"
lacks "$out" "redo" "a finished game loaded: redo offered with nothing undone"
# A review of one move says so, in the singular.
printf 'f2\nsave %s\nquit\n' "$tmp/one.tabula" | "$TABULA" --plain ataxx \
    --players human,human >/dev/null 2>&1
printf 'quit\n' | "$TABULA" review "$tmp/one.tabula" --plain >"$out" 2>&1
contains "$out" "Ataxx, 1 move." "a review of one move"
contains "$out" "The start, before the only move." "the start of one move"

# play: a new game from the position, saved elsewhere; the file reviewed
# is as it was.
printf 'go 2\nplay\nf3\nsave %s\nquit\nquit\n' "$tmp/new.tabula" |
    "$TABULA" review "$saved" --plain >"$out" 2>&1
said "A new game from this position" "play"
said "Back to the review. Move 2 of 3." "play, then quit: back to the review"
[ -f "$tmp/new.tabula" ] || fail "play: the new game was not saved"
sed -n '/^events$/,$p' "$tmp/new.tabula" | grep -v '^end' >"$tmp/ev"
printf 'events\nf2\nb2\nf3\n' | cmp -s - "$tmp/ev" ||
    fail "play: the new game is not the first two moves and f3"
[ "$(sum "$saved")" = "$hot" ] || fail "play: the file reviewed changed"

# A damaged file is refused as --load refuses it, and left as it was.
sed 's/^b2$/zz9/' "$saved" >"$tmp/bad.tabula"
before=$(sum "$tmp/bad.tabula")
printf 'quit\n' | "$TABULA" --plain --load "$tmp/bad.tabula" \
    >"$tmp/load.out" 2>&1
printf 'next\nquit\n' | "$TABULA" review "$tmp/bad.tabula" --plain \
    >"$out" 2>&1
status $? 1 "a damaged file"
contains "$out" "bad.tabula:9: \"zz9\" cannot be played here" \
    "a damaged file"
[ "$(cat "$out")" = "$(cat "$tmp/load.out")" ] ||
    fail "a damaged file: not the message --load gives"
[ "$(sum "$tmp/bad.tabula")" = "$before" ] ||
    fail "a damaged file: it changed"
"$TABULA" review >"$out" 2>&1
status $? 2 "review without a file"
contains "$out" "tabula review takes one saved game" "review without a file"

# The plain Resume list: review and a number.
mkdir -p "$XDG_DATA_HOME/tabula"
cp "$saved" "$XDG_DATA_HOME/tabula/hot.tabula"
printf '7\nreview 1\nnext\nquit\n12\n' | "$TABULA" --plain >"$out" 2>&1
said "Type review and a number or file" "the Resume list"
contains "$out" "Move 1 of 3." "review from the Resume list"

# The input ends in a review begun in a game: the game is saved, as at
# its prompt.
XDG_DATA_HOME=$tmp/eof; export XDG_DATA_HOME
printf 'f2\nreview\n' | "$TABULA" --plain ataxx --players human,human \
    >"$out" 2>&1
said "Saved to $tmp/eof/tabula/ataxx-" "the input ended in a review"
kept=$(ls "$tmp/eof/tabula" | grep hangup)
[ -n "$kept" ] && [ "$(events "$tmp/eof/tabula/$kept")" = "f2" ] ||
    fail "the game reviewed when the input ended was not kept"
XDG_DATA_HOME=$tmp/xdg; export XDG_DATA_HOME

# The end of a game in plain text: review, then back to it.
printf 'review\nfirst\nquit\nquit\n' | "$TABULA" --plain --load "$saved" \
    >"$out" 2>&1
contains "$out" "Reviewing this game: Ataxx, 3 moves." "review in a game"
contains "$out" "Back to the game." "review in a game, left"

# The full screen at 80x24: the arrows, Home, End, and p.
if command -v tmux >/dev/null; then
	tmux_start 80 24 "'$TABULA' review '$saved'"
	tmux_wait "The start, before the first of 3 moves." "full screen"
	tmux_wait "Home, End: first, last  p play from here  ? help  q leave" \
	    "the review's keys"
	tmux_key Right
	wait_message "Move 1 of 3: x clones to f2." "Right"
	tmux_key Right
	wait_message "Move 2 of 3: o clones to b2." "Right again"
	tmux_key Left
	wait_message "Move 1 of 3: x clones to f2." "Left"
	tmux_key End
	wait_message "Move 3 of 3: x clones to g2." "End"
	tmux_key Home
	wait_message "The start, before the first of 3 moves." "Home"
	tmux_key Down
	tmux_key Down
	wait_message "Move 2 of 3" "Down"
	tmux_type '?'
	tmux_wait "p plays a new game from the position shown" "? in a review"
	tmux_type q
	wait_message "Move 2 of 3" "back from the help"
	tmux_type p
	tmux_wait "Ataxx begins" "p: a new game"
	tmux_type q
	tmux_wait "Leave this game?" "leaving the new game"
	tmux_type y
	wait_message "Move 2 of 3" "back to the review"
	tmux_type q
	tmux_wait TABULA-EXITED "q leaves the review"
	[ "$(sum "$saved")" = "$hot" ] ||
	    fail "full screen: the file reviewed changed"

	# Conflict's dice on the full screen, as they fell.
	tmux_start 80 24 "'$TABULA' review '$tmp/conflict.tabula'"
	tmux_wait "The start, before the first of" "Conflict's review"
	tmux_key Right
	wait_message "$dice" "Conflict's first move, full screen"

	# r on a save in the full screen's Resume list.
	tmux_start 80 24 "'$TABULA'"
	tmux_wait "Resume a saved game" "the menu"
	tmux_type 7
	tmux_wait "r: review" "the Resume list's keys"
	tmux_type r
	tmux_wait "The start, before the first of 3 moves." \
	    "r in the Resume list"
	tmux_key End
	wait_message "Move 3 of 3: x clones to g2." "End, from the list"
	tmux_type q
	tmux_wait "Resume a saved game" "q: back to the list"

	# r at the end of a game: its review, at the last move, then the
	# game again.
	printf 'f2\nb2\ng2\nresign\nsave %s\nquit\n' "$tmp/over.tabula" |
	    "$TABULA" --plain ataxx --players human,human >"$out" 2>&1
	tmux_start 80 24 "'$TABULA' --load '$tmp/over.tabula'"
	tmux_wait "r review" "the keys at the end of a game"
	tmux_type r
	wait_message "Move 4 of 4:" "r at the end of a game"
	message_has "o resigns" || message_has "resign" ||
	    fail "the last move's sentence: $(message)"
	# Nothing to play from the end.
	tmux_type p
	wait_message "The game is over at this move: there is nothing to play from here." \
	    "p at the end"
	tmux_key Left
	wait_message "Move 3 of 4: x clones to g2." "Left"
	# Played on from there and ended: n is a new game, not the review.
	tmux_type p
	tmux_wait "Ataxx begins" "p from the review at the end of a game"
	tmux_type ":resign"
	tmux_key Enter
	tmux_wait "n new game" "the game from the review, ended"
	tmux_type n
	tmux_wait "Arrows, Enter: play" "n after a game played from a review"
	tmux_shows "The start, before" && fail "n went back to the review"
	tmux_type q
	wait_message "Move 3 of 4" "back to the review after the new game"
	tmux_type q
	tmux_wait "r review" "q: back to the game"
	tm kill-server 2>/dev/null
else
	fail "tmux is needed (bootstrap installs it)"
fi
finish
