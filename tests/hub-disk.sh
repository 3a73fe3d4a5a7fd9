#!/bin/sh
# hub-disk.sh: a hub whose journal cannot be written (a full disk, here a
# file-size limit put on the running hub) tells nobody of the move it
# could not keep: the game waits, every seat is told why, the journal
# keeps no half line; once the journal can be written the move is told
# and the game goes on, and the journal resumes.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

command -v prlimit >/dev/null 2>&1 || {
	echo "hub-disk.sh needs prlimit (util-linux): skipped"
	exit 77
}
hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs
journal=$hubs/disk.journal

# moves NAME: how many moves NAME has seen told.
moves() {
	grep -cE 'clones? to|jumps? from|pass(es)?\.' "$tmp/$1.out"
}
# journal_events: how many events the journal has.
journal_events() {
	sed -n '/^events$/,$p' "$journal" | sed 1d | grep -vc '^end '
}
# both_see N: until both seats have seen N moves.
seen() {
	[ "$(moves host)" -ge "$1" ] && [ "$(moves guest)" -ge "$1" ]
}
both_see() {
	within seen "$1" || fail "the seats did not both see $1 moves"
}

printf 'save %s\nquit\n' "$tmp/game.tabula" |
    "$TABULA" ataxx --players computer:3,computer:4 --seed 4 >/dev/null 2>&1
events "$tmp/game.tabula" >"$tmp/moves"
move() {
	sed -n "${1}p" "$tmp/moves"
}

# A full disk when the host starts the game: the start waits, in the
# lobby, everyone is told why, and nothing is ended; with room again the
# game begins, its journal whole.
client host0 host --name full ataxx
wait_out host0 "Others join it with:"
client guest0 join full
wait_out guest0 "Seat 2 (o): $me (you)"
seated host0 o
prlimit --pid "$(cat "$hubs/full.pid")" --fsize=50:
say host0 start
wait_out host0 "The hub cannot write its journal (is the disk full?)"
wait_out guest0 "The hub cannot write its journal (is the disk full?)"
lacks "$tmp/host0.out" "ended the game" "a full disk at the start"
lacks "$tmp/guest0.out" "ended the game" "a full disk at the start"
lacks "$tmp/guest0.out" "The game begins." "a full disk at the start"
grep -q '^lobby$' "$hubs/full.journal" ||
    fail "a start that could not be journalled changed the journal"
prlimit --pid "$(cat "$hubs/full.pid")" --fsize=unlimited:
wait_out host0 "The game begins."
wait_out guest0 "The game begins."
grep -q '^lobby$' "$hubs/full.journal" &&
    fail "the journal of a game begun is still a lobby's"
say host0 f2
wait_out guest0 "$me (x) clones to f2."
say host0 end

client host host --name disk ataxx
wait_out host "Others join it with:"
client guest join disk
wait_out guest "Seat 2 (o): $me (you)"
seated host o
say host start
wait_out host "The game begins."
wait_out guest "The game begins."
say host "$(move 1)"
both_see 1
say guest "$(move 2)"
both_see 2

# The journal can grow no more: the move is not told, and both are told
# why, in one line.
hub=$(cat "$hubs/disk.pid")
prlimit --pid "$hub" --fsize="$(wc -c <"$journal")":
say host "$(move 3)"
wait_out host "The hub cannot write its journal (is the disk full?)"
wait_out guest "The hub cannot write its journal (is the disk full?)"
[ "$(moves host)" -eq 2 ] || fail "the host was told a move not journalled"
[ "$(moves guest)" -eq 2 ] || fail "the guest was told a move not journalled"
[ "$(journal_events)" -eq 2 ] ||
    fail "the journal has $(journal_events) events, not 2"
[ "$(tail -c 1 "$journal" | od -An -c | tr -d ' ')" = '\n' ] ||
    fail "the journal ends in half a line"
# A seat that comes now is told too, and not of the move.
client watcher join --watch disk
wait_out watcher "The hub cannot write its journal"
lacks "$tmp/watcher.out" "$(move 3)" "a spectator while the journal is full"
# And one on the full screen.
tmux_start 80 24 "env XDG_RUNTIME_DIR='$XDG_RUNTIME_DIR' '$TABULA' join --watch disk"
trap 'stop_all; tmux_cleanup' EXIT
tmux_wait "The hub cannot write its journal" \
    "a full-screen spectator while the journal is full"

# Room again: the move is journalled, then told, and the game goes on.
prlimit --pid "$hub" --fsize=unlimited:
wait_out host "The game goes on."
wait_out guest "The game goes on."
both_see 3
say guest "$(move 4)"
both_see 4
[ "$(journal_events)" -eq 4 ] ||
    fail "the journal has $(journal_events) events, not 4"

# The journal resumes: the hub killed and started again from it.
kill -9 "$hub"
wait_out host "The hub went away"
# With no room for the journal, resuming says so and changes nothing.
cp "$journal" "$tmp/journal.before"
prlimit --fsize=100: "$TABULA" host --resume "$journal" </dev/null \
    >"$tmp/resume.out" 2>&1
status $? 1 "resuming with no room for the journal"
contains "$tmp/resume.out" "cannot write $journal: File too large" \
    "resuming with no room for the journal"
cmp -s "$journal" "$tmp/journal.before" ||
    fail "resuming with no room changed the journal"
"$TABULA" host --resume "$journal" </dev/null >"$tmp/resume.out" 2>&1
status $? 0 "resuming the journal"
wait_out host "The hub is back."
wait_out guest "The hub is back."
say host "$(move 5)"
both_see 5
[ "$(journal_events)" -eq 5 ] ||
    fail "the resumed journal has $(journal_events) events, not 5"

finish
