#!/bin/sh
# saves.sh: saved games and resuming them, full screen (tmux) and in plain
# text: s in the leave prompt says where it saved before leaving; the
# Resume lists say each save's date, game, moves and players, newest
# first, and why a damaged one cannot be resumed; a resumed game says so
# and tells its moves; plain save keeps to the file it came from; a closed
# terminal saves a game only if someone moved.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v tmux >/dev/null || { fail "tmux is needed (bootstrap installs it)"; finish; }
LC_ALL=C.UTF-8
export LC_ALL
out=$tmp/out
saves=$XDG_DATA_HOME/tabula
data=$top_srcdir/tests/data

# when FILE: the date the lists give a save: its file's, in the locale.
when() {
	date -r "$1" '+%x %H:%M'
}

# hangup_start COMMAND: a window running the program with COMMAND's
# arguments, to be hung up.  LeakSanitizer is kept out of it: its check
# at the exit of a process whose terminal has gone can wait for ever
# (in a build with -fsanitize=address), and the test waits for the exit.
hangup_start() {
	_asan=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
	tmux_start 80 24 "env ASAN_OPTIONS='$_asan' '$TABULA' $1"
}

# hangup WHAT: closes the window's terminal, as closing an xterm does, and
# waits until the program in it has ended.
hangup() {
	_pid=$(pgrep -P "$(tm display -p -t t '#{pane_pid}')" | head -n 1)
	[ -n "$_pid" ] || { fail "$1: no program in the window"; return; }
	tm kill-server
	within eval "! kill -0 $_pid 2>/dev/null" ||
	    fail "$1: the program is still running after the hangup"
}

# hangup_saves GAME: the saves of GAME a closed terminal wrote.
hangup_saves() {
	ls "$saves" | grep -- "^$1-.*-hangup\.tabula\$"
}

# s in the leave prompt saves, and the path is on the screen until a key
# is pressed.
tmux_start 80 24 "'$TABULA' ataxx --players human:Ann,computer:3 --time 0.2"
tmux_wait "Ataxx begins" "a game to save"
tmux_type ":f2"
tmux_key Enter
tmux_wait "You clone to f2." "a game to save"
tmux_wait "o (computer) " "the computer's answer"
tmux_type q
tmux_wait "Leave this game?" "leaving"
tmux_type s
tmux_wait "Saved to $saves/ataxx-" "s in the leave prompt: where it saved"
tmux_wait "Press any key to leave" "s in the leave prompt"
tmux_wait "You clone to f2." "the game, still there with the path"
tmux_key Enter
tmux_wait "TABULA-EXITED 0" "a key after saving leaves"
ataxx=$(ls "$saves"/ataxx-*.tabula)
[ -f "$ataxx" ] || fail "s in the leave prompt wrote no save"

# More saves, older: a game of Conflict (its rolls are not moves), and two
# files that cannot be resumed.
conflict=$saves/conflict-1.tabula
printf '6 enter plane b19 h14\npass\nsave %s\nquit\n' "$conflict" |
    "$TABULA" --plain conflict --players human,human:Bea --seed 3 \
    >"$out" 2>&1
contains "$out" "Saved to $conflict." "saving Conflict"
cp "$data/cut-short.tabula" "$saves/cut-short.tabula"
printf 'hello\n' >"$saves/junk.tabula"
touch -d '2020-03-04 05:06' "$conflict"
touch -d '2020-02-03 04:05' "$saves/junk.tabula"
touch -d '2020-01-02 03:04' "$saves/cut-short.tabula"

# The full screen's list, newest first, and the details of the one in
# focus.
ataxx_said="Ataxx, 2 moves: Ann (x), o (computer, level 3)"
conflict_said="Conflict, 2 moves: red, Bea (blue)"
junk_said="cannot be resumed: junk.tabula:1: not a Tabula game record"
cut_said="cannot be resumed: cut-short.tabula:13:"
tmux_start 80 24 "'$TABULA'"
tmux_wait "Board games for the terminal" "the menu"
tmux_key 7
tmux_wait "Resume a saved game" "the Resume list"
tmux_wait "   1  $(when "$ataxx")  $ataxx_said" \
    "the Resume list: the newest save"
tmux_wait "   2  $(when "$conflict")  $conflict_said" \
    "the Resume list: moves, not rolls"
tmux_wait "   3  $(when "$saves/junk.tabula")  ${junk_said% game record}" \
    "the Resume list: a file that is not a save"
tmux_wait "   4  $(when "$saves/cut-short.tabula")  $cut_said" \
    "the Resume list: a save cut short"
tmux_wait "Ataxx in $(basename "$ataxx"), 2 moves" "the details of the first"
tmux_key Down Down Down
tmux_wait "(cut short?)" "the details of a save cut short"

# Resuming says so, and the Moves panel has the moves so far.
tmux_key 1
tmux_wait "Resumed from $ataxx." "resuming from the list"
tmux_wait "You clone to f2." "the moves of the resumed game"
# The computer's answer, a clone or a jump (whichever its evaluation likes).
computer_moved() {
	tmux_shows "o (computer) clones to" || tmux_shows "o (computer) jumps from"
}
eventually "the moves of the resumed game: the computer's answer never appeared" \
    computer_moved
tmux_type q
tmux_type y
tmux_wait "Board games for the terminal" "leaving the resumed game"

# The plain menu's list, numbered, each save with its file; a number
# resumes, which says so, and log tells the moves.
printf '7\n2\nlog\nquit\n12\n' | "$TABULA" --plain >"$out" 2>&1
said "1. $(when "$ataxx") $ataxx_said $(basename "$ataxx")" \
    "the plain list: the newest save"
said "2. $(when "$conflict") $conflict_said conflict-1.tabula" \
    "the plain list: moves, not rolls"
said "3. $(when "$saves/junk.tabula") $junk_said junk.tabula" \
    "the plain list: a file that is not a save"
said "4. $(when "$saves/cut-short.tabula") $cut_said" \
    "the plain list: a save cut short"
said "Resumed from $conflict." "resuming from the plain list"
said "red rolls 1 and 6." "log: the first roll"
said "red brings a new airplane in from b19 to h14" "log: a move"
said "red passes. Bea (blue) rolls 5 and 3." "log: the moves in turn"
no_escapes "$out" "the plain list"

# --load in plain text says it resumed; save keeps to the file loaded.
printf 'f2\nb2\nsave %s\nquit\n' "$tmp/hot.tabula" |
    "$TABULA" --plain ataxx --players human,human >"$out" 2>&1
printf 'g2\nsave\nquit\n' | "$TABULA" --plain --load "$tmp/hot.tabula" \
    >"$out" 2>&1
said "Resumed from $tmp/hot.tabula." "--load in plain text"
said "Type log for the moves so far" "--load in plain text"
said "Saved to $tmp/hot.tabula." "save after --load"
contains "$tmp/hot.tabula" "end 3" "the file loaded, saved again"

# A closed terminal: a game where nobody moved leaves no save, though
# Conflict rolled and Conqueror drew its start; nor is a resumed game
# written again if nothing was played; a game with a move is saved.
hangup_start "conflict --players human,computer --seed 3"
tmux_wait "You roll 1 and 6" "a Conflict game's first roll"
hangup "Conflict, nobody moved"
[ -z "$(hangup_saves conflict)" ] ||
    fail "a closed terminal saved a Conflict game where nobody moved"
hangup_start "conqueror --board ring --players human,human --seed 35"
tmux_wait "Player 2 moves first." "a Conqueror game's drawn start"
hangup "Conqueror, nobody moved"
[ -z "$(hangup_saves conqueror)" ] ||
    fail "a closed terminal saved a Conqueror game where nobody moved"
touch -d '2001-02-03 04:05' "$ataxx"
hangup_start "--load '$ataxx'"
tmux_wait "Resumed from $ataxx." "--load full screen"
hangup "a resumed game, nothing played"
[ "$(date -r "$ataxx" '+%Y-%m-%d %H:%M')" = "2001-02-03 04:05" ] ||
    fail "a closed terminal wrote a resumed game where nothing was played"
hangup_start "ataxx --players human,human"
tmux_wait "Ataxx begins" "a game with a move"
tmux_type ":f2"
tmux_key Enter
tmux_wait "x clones to f2." "a game with a move"
hangup "a game with a move"
saved=$(hangup_saves ataxx)
[ -n "$saved" ] && [ "$(events "$saves/$saved")" = "f2" ] ||
    fail "a closed terminal did not save the game with a move"

# A save whose move cannot be played, chosen in the full screen's list:
# why, whole, though longer than the two lines under the list.
mkdir -p "$tmp/bad/tabula"
printf 'tabula-record 1\ngame ataxx\nseat human\nseat human\nseed 1\nevents\nz9\nend 1\n' \
    >"$tmp/bad/tabula/a-save-with-a-long-name-whose-move-cannot-be-played.tabula"
tmux_start 80 24 "env XDG_DATA_HOME='$tmp/bad' '$TABULA'"
tmux_wait "Board games for the terminal" "the menu, a bad save"
tmux_key 7
tmux_wait "Resume a saved game" "the Resume list, a bad save"
tmux_key 1
tmux_wait "That is not a move:" "why a save cannot be played"
tmux_wait "pass." "why a save cannot be played, whole"
tmux_cleanup

finish
