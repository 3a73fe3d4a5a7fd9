#!/bin/sh
# hub-trust.sh: a host who edits the hub's journal and resumes it, or a
# fake hub, cannot play for a seat or rewrite what it told: a seat keeps
# every event it was told, in memory and on disk (so also after its own
# process ended), and takes no move of its own that it did not send.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs

# game NAME: a Conflict hub NAME with a host and a guest, begun; the host
# (red) passes, so that it is the guest's (blue's) turn.
game() {
	client "h$1" host --name "$1" conflict
	wait_out "h$1" "Others join it with:"
	client "g$1" join "$1"
	wait_out "g$1" "Seat 2 (blue): $me (you)"
	seated "h$1" blue
	say "h$1" start
	wait_out "g$1" "red rolled"
	say "h$1" pass
	wait_out "g$1" "blue rolled"
}
# stop NAME: the hub NAME killed, then its host's screen.
stop() {
	kill -9 "$(cat "$hubs/$1.pid")"
	kill -9 "$(cat "$tmp/h$1.pid")"
}

# A host who writes a move for the guest into the journal (here its
# resignation) and resumes the hub: the guest, still connected, takes no
# move it did not make, and says so.
game forged
stop forged
wait_out gforged "The hub went away"
echo 'resign 2' >>"$hubs/forged.journal"
client hforged2 host --resume "$hubs/forged.journal"
wait_out hforged2 "The hub forged is running"
wait_joined gforged "The hub broke the game's rules: it played resign 2 for you, which you did not play."
lacks "$tmp/gforged.out" "You lose" "a resignation written for the guest"

# A guest whose own program ended, then the hub, whose journal the host
# cuts short: the guest, coming back, finds in its memory what it was
# told, and refuses the game.  (Here the host is the same user, whose
# seat remembers the same events and refuses the game too.)
game cut
kill -9 "$(cat "$tmp/gcut.pid")"
stop cut
sed '$d' "$hubs/cut.journal" | sed '$d' >"$tmp/cut.journal"
cp "$tmp/cut.journal" "$hubs/cut.journal"
client hcut2 host --resume "$hubs/cut.journal"
wait_out hcut2 "it took back or changed event 2 (pass), which it had told this seat"
"$TABULA" --plain join cut </dev/null >"$tmp/out" 2>&1
status $? 1 "coming back to a hub that took back what it told"
contains "$tmp/out" "it took back or changed event 2 (pass), which it had told this seat" \
    "coming back to a hub that took back what it told"
kill -9 "$(cat "$hubs/cut.pid")"

# The memory is the seat's, out of the way of the saved games.
[ -f "$XDG_DATA_HOME/tabula/seats/$(id -u)-cut.tabula" ] ||
    fail "the seat kept no memory of the game"

# A fake hub that tells a move of the seat's that it never sent, or a
# game whose board changed when it sends it again, or a game with its
# dice's seed shown before the end, or lines it cannot follow, for ever:
# each is caught.
printf 'save %s\nquit\n' "$tmp/local.tabula" | "$TABULA" --plain conflict \
    --players human,human --seed 12345 >/dev/null 2>&1
mkdir -p "$XDG_RUNTIME_DIR/tabula"
# record [SED [EVENT]]: the record of that game, changed by SED, before
# its first event or after EVENT, as a hub sends it.
record() {
	sed -n '1,/^events$/p' "$tmp/local.tabula" |
	    sed -e 's/^seat human$/seat remote/' -e "${1:-s/^//}" |
	    sed 's/^/record /'
	if [ -n "${2:-}" ]; then
		printf 'record %s\nrecord end 1\n' "$2"
	else
		echo "record end 0"
	fi
}
# fake NAME REST [AGAIN]: a fake hub of that game (no dice promised, so
# that its rolls are the seed's) that begins it, then sends REST; with
# AGAIN, to every seat that comes, again and again.
fake() {
	{
		printf 'welcome 3 conflict %s\nyou 1 guest\n' "$1"
		record
		printf 'record-end\nseat 0 human here a\nseat 1 human here b\n'
		printf 'started\n%s\n' "$2"
	} >"$tmp/$1.hubin"
	if [ -n "${3:-}" ]; then
		while [ ! -f "$tmp/$1.stop" ]; do
			rm -f "$XDG_RUNTIME_DIR/tabula/$1"
			"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" \
			    <"$tmp/$1.hubin" >>"$tmp/$1.hub" 2>&1
		done </dev/null >/dev/null 2>&1 &
	else
		"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" <"$tmp/$1.hubin" \
		    >"$tmp/$1.hub" 2>&1 &
	fi
	echo $! >"$tmp/$1.pid"
	within 600 grep -q listening "$tmp/$1.hub" 2>/dev/null ||
	    fail "the fake hub $1 did not start"
}
roll=$(sed -n '/^events$/{n;p;}' "$tmp/local.tabula")
fake own "$(printf 'event 0 %s\nevent 1 pass\nevent 2 roll 1 1\nevent 3 pass' "$roll")"
client own join own
wait_joined own "The hub broke the game's rules: it played pass for you, which you did not play."
say own "4 a1 b1"
wait_out own "This seat has left the hub's game"
say own quit
within 600 gone own || fail "quit after leaving a hub that broke its word asked more"
water='~~~~~~~~~~~~~~~~~~~~~~~~~~'
fake board "$(printf 'event 0 %s\n' "$roll"
    record "s/^board-text $water$/board-text ~~~~..~~~~~~~~~~~~~~~~~~~~/" "$roll"
    printf 'record-end')"
grep -q '^record board-text ~~~~\.\.' "$tmp/board.hubin" || fail "the fake board is the same"
client board join board
wait_joined board "The hub broke the game's rules: it changed the game's board, seats or options."
fake loop "paused 99" again
client loop join loop
wait_joined loop "it keeps sending what this tabula cannot follow"
touch "$tmp/loop.stop"
pkill -f "hubclient -l $XDG_RUNTIME_DIR/tabula/loop"

# The guest of a hub killed in a lobby it was resumed into: the lobby and
# its journal wait for the players, though the host's screen left.
client hlob host --name lob conflict
wait_out hlob "Others join it with:"
stop lob
"$TABULA" --plain host --resume "$hubs/lob.journal" </dev/null \
    >"$tmp/out" 2>&1
status $? 0 "resuming a lobby with nobody to stay"
[ -f "$hubs/lob.journal" ] || fail "a resumed lobby left by its host lost its journal"
client hlob2 join lob
wait_out hlob2 "Seat 1 (red): $me (you)"
say hlob2 quit

finish
