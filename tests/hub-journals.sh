#!/bin/sh
# hub-journals.sh: a journal belongs to one game.  A new hub never takes
# the name of one that runs, private or shared, nor of one that stopped
# before its game was over; a journal a hub holds cannot be resumed by
# another; a finished game's journal makes way for the next hub.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs
shared=/tmp/tabula-$(id -u)
trap 'stop_all; rm -f "$shared"/conqueror-[0-9]*; rm -rf "$tmp"' EXIT
# Another user to allow, so that a hub goes in the shared directory.
allowed=$(id -un 0)

# The first hub is private (in $XDG_RUNTIME_DIR); a shared one started
# next takes another name, and the first one's journal is left as it was.
client one host conqueror
wait_out one "tabula join conqueror-1"
cp "$hubs/conqueror-1.journal" "$tmp/one.before"
[ -f "$hubs/conqueror-1.journal.lock" ] || fail "a running hub holds no lock"
client two host --allow "$allowed" conqueror
wait_out two "Others join it with:"
contains "$tmp/two.out" "tabula join $me/conqueror-2" "a shared hub beside a private one"
cmp -s "$hubs/conqueror-1.journal" "$tmp/one.before" ||
    fail "a shared hub replaced the private one's journal"

# Resuming a journal that a hub runs is refused, under any name.
"$TABULA" --plain host --resume "$hubs/conqueror-1.journal" --name other \
    </dev/null >"$tmp/out" 2>&1
status $? 1 "resuming a journal a hub runs"
contains "$tmp/out" "a hub is running the game of $hubs/conqueror-1.journal already" \
    "resuming a journal a hub runs"
lacks "$tmp/out" "is running.  Others join it with" "resuming a journal a hub runs"
# Nor a copy of it, or a link to it: its game would be played twice.
cp "$hubs/conqueror-1.journal" "$tmp/copy.journal"
ln "$hubs/conqueror-1.journal" "$tmp/link.journal"
for j in copy link; do
	"$TABULA" --plain host --resume "$tmp/$j.journal" --name "$j" \
	    </dev/null >"$tmp/out" 2>&1
	status $? 1 "resuming a $j of a journal a hub runs"
	contains "$tmp/out" "the game of $tmp/$j.journal is the hub conqueror-1's, which is running" \
	    "resuming a $j of a journal a hub runs"
done
# Nor may a new hub be called as a running one.
"$TABULA" --plain host --name conqueror-2 conqueror </dev/null >"$tmp/out" 2>&1
status $? 1 "a hub called as a running one"
contains "$tmp/out" "a hub called conqueror-2 is running already" \
    "a hub called as a running one"

# The first hub killed: its game is not over, so the next hub takes
# another name, and the printed command brings the first game back.
kill -9 "$(cat "$hubs/conqueror-1.pid")"
wait_out one "The hub went away"
client three host conqueror
wait_out three "tabula join conqueror-3"
cmp -s "$hubs/conqueror-1.journal" "$tmp/one.before" ||
    fail "a new hub replaced the journal of a game not over"
"$TABULA" --plain host --name conqueror-1 conqueror </dev/null >"$tmp/out" 2>&1
status $? 1 "a hub called as one stopped before its game was over"
contains "$tmp/out" "the hub conqueror-1 stopped before its game was over; go on with it with: tabula host --resume $hubs/conqueror-1.journal" \
    "a hub called as one stopped before its game was over"
client again host --resume "$hubs/conqueror-1.journal"
wait_out again "The hub conqueror-1 is running"
wait_out one "The hub is back."

# A finished game's journal makes way: it is a saved game, and the next
# hub of its name starts afresh.
printf 'save %s\nquit\n' "$tmp/done.tabula" |
    "$TABULA" ataxx --players computer:1,computer:1 --seed 3 >/dev/null 2>&1
grep -q '^end ' "$tmp/done.tabula" || fail "the finished game has no end"
cp "$tmp/done.tabula" "$hubs/done.journal"
client four host --name done conqueror
wait_out four "tabula join done"
grep -q '^lobby$' "$hubs/done.journal" ||
    fail "the hub did not take the place of a finished game's journal"

for seat in again two three four; do
	say $seat end
done

# The lobby's journal keeps the seats given to the computer: a hub killed
# in its lobby comes back with them.  Freeing a seat that is free says so,
# and so does giving seats once the game has begun.
client five host --name lobby conqueror --players human,remote,remote
wait_out five "tabula join lobby"
say five "computer 2 3"
wait_out five "Seat 2 (Player 2): the computer, level 3"
say five "free 3"
wait_out five "Seat 3 is free already."
grep -q '^seat computer 3$' "$hubs/lobby.journal" ||
    fail "the lobby's journal does not keep the computer's seat"
kill -9 "$(cat "$hubs/lobby.pid")"
wait_out five "The hub went away"
client five2 host --resume "$hubs/lobby.journal"
wait_out five2 "Seat 2 (Player 2): the computer, level 3"
client six join lobby
wait_out six "Seat 3 (Player 3): $me (you)"
say five2 start
wait_out five2 "The game begins."
say five2 "free 2"
wait_out five2 "Seats are given in the lobby, before the game begins."
say five2 end
finish
