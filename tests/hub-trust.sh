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
	wait_out "g$1" "You rolled"
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

# The memory is each seat's (the host's and the guest's, though one
# user holds both), out of the way of the saved games.
for seat in 1 2; do
	[ -f "$XDG_DATA_HOME/tabula/seats/$(id -u)-cut-$seat.tabula" ] ||
	    fail "seat $seat kept no memory of the game"
done

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
		printf 'welcome 4 conflict %s\nyou 1 guest\n' "$1"
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
		echo $! >"$tmp/$1.pid"
		within grep -q listening "$tmp/$1.hub" 2>/dev/null ||
		    fail "the fake hub $1 did not start"
	else
		serve "$1"
	fi
}
# serve NAME: a fake hub NAME that sends $tmp/NAME.hubin to one seat.
serve() {
	"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" <"$tmp/$1.hubin" \
	    >"$tmp/$1.hub" 2>&1 &
	echo $! >"$tmp/$1.pid"
	within grep -q listening "$tmp/$1.hub" 2>/dev/null ||
	    fail "the fake hub $1 did not start"
}
roll=$(sed -n '/^events$/{n;p;}' "$tmp/local.tabula")
fake own "$(printf 'event 0 %s\nevent 1 pass\nevent 2 roll 1 1\nevent 3 pass' "$roll")"
client own join own
wait_joined own "The hub broke the game's rules: it played pass for you, which you did not play."
say own "4 a1 b1"
wait_out own "This seat has left the hub's game"
say own quit
within gone own || fail "quit after leaving a hub that broke its word asked more"
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

# A seat whose program ended comes back to a hub that holds its game with
# another header (here the public seed), or with more than one move of
# its own since (with on-leave pause, the hub plays for nobody): refused.
# One move of its own since is the one it may have sent as it ended.
# memory NAME: a fake hub NAME tells a seat the game's first roll, and the
# seat's program ends.
memory() {
	fake "$1" "event 0 $roll"
	client "m$1" join "$1"
	wait_out "m$1" "Pieces: 13 for red, 13 for you."
	kill -9 "$(cat "$tmp/m$1.pid")"
}
# again NAME SED EVENTS...: then a fake hub NAME sends the game again,
# changed by SED, with these events; what the seat said is in $tmp/out.
again() {
	name=$1 sed=$2
	shift 2
	{
		printf 'welcome 4 conflict %s\nyou 1 guest\n' "$name"
		sed -n '1,/^events$/p' "$tmp/local.tabula" |
		    sed -e 's/^seat human$/seat remote/' -e "$sed" |
		    sed 's/^/record /'
		for e; do
			echo "record $e"
		done
		printf 'record end %d\nrecord-end\n' $#
		printf 'seat 0 human here a\nseat 1 human here b\nstarted\n'
	} >"$tmp/$name.hubin"
	serve "$name"
	printf 'quit\nleave\n' | "$TABULA" --plain join "$name" >"$tmp/out" 2>&1
}
# The events of that game when every player passes.
printf 'pass\npass\npass\npass\nsave %s\nquit\n' "$tmp/passes.tabula" |
    "$TABULA" --plain conflict --players human,human --seed 12345 \
    >/dev/null 2>&1
set -- $(sed -n '/^events$/,/^end/p' "$tmp/passes.tabula" | sed '1d;$d' |
    tr ' ' '_')
[ $# = 9 ] || fail "the game of passes has $# events"
passes="$*"
# events N: the first N events of that game, a word each.
events() {
	echo "$passes" | tr ' ' '\n' | head -n "$1" | tr '_' ' '
}
memory hdr
again hdr 's/^think-ms 2000$/think-ms 1000/' "$roll" pass
contains "$tmp/out" "it changed the board, seats, options or the promise of the dice" \
    "a header changed while the seat was gone"
memory many
events 8 >"$tmp/events"
IFS='
'
again many 's/^//' $(cat "$tmp/events")
unset IFS
contains "$tmp/out" "it played 2 moves for this seat since it last saw the game" \
    "moves played for a seat while it was gone"
memory one
events 4 >"$tmp/events"
IFS='
'
again one 's/^//' $(cat "$tmp/events")
unset IFS
lacks "$tmp/out" "broke" "the one move a seat may have sent as it ended"
contains "$tmp/out" "Pieces: 13 for red, 13 for you." \
    "the one move a seat may have sent as it ended"

# The seed of promised dice, due at the end, in a line the seat cannot
# read, then the hub gone: the dice cannot be checked, which is said.
{
	printf 'welcome 4 conflict badseed\nyou 1 guest\n'
	record "s/^events$/dice-commit $(printf '%064d' 0)\nevents/"
	printf 'record-end\nseat 0 human here a\nseat 1 human here b\n'
	printf 'started\nevent 0 %s\nevent 1 resign 1\ndice 12 zz\n' "$roll"
} >"$tmp/badseed.hubin"
serve badseed
client badseed join badseed
wait_joined badseed "it did not show their seed when the game was over"

# A seat that cannot keep the game on disk says so, once.
mv "$XDG_DATA_HOME/tabula/seats" "$tmp/seats"
: >"$XDG_DATA_HOME/tabula/seats"
fake forget "event 0 $roll"
client forget join forget
wait_joined forget "This seat cannot keep the game on disk"
rm "$XDG_DATA_HOME/tabula/seats"
mv "$tmp/seats" "$XDG_DATA_HOME/tabula/seats"
[ "$(grep -c "cannot keep the game on disk" "$tmp/forget.out")" = 1 ] ||
    fail "a seat that cannot keep the game on disk said so more than once"

# The guest of a hub killed in a lobby it was resumed into: the lobby and
# its journal wait for the players, though the host's screen left.
client hlob host --name lob conflict
wait_out hlob "Others join it with:"
say hlob free
wait_out hlob "Type free and a seat's number, as in free 2."
stop lob
"$TABULA" --plain host --resume "$hubs/lob.journal" </dev/null \
    >"$tmp/out" 2>&1
status $? 0 "resuming a lobby with nobody to stay"
[ -f "$hubs/lob.journal" ] || fail "a resumed lobby left by its host lost its journal"
client hlob2 join lob
wait_out hlob2 "Seat 1 (red): $me (you)"
say hlob2 quit

finish
