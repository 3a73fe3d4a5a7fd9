#!/bin/sh
# net.sh: games through a hub, with every seat a real tabula process in
# plain mode fed through a pipe: a whole game, a seat killed and back, the
# hub killed and resumed, spectators, and clients that send nonsense.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs

# moves NAME: how many moves NAME has seen told.
moves() {
	grep -cE 'clones? to|jumps? from|pass(es)?\.' "$tmp/$1.out"
}

# A game to play: computers play it first, then two seats play its moves.
printf 'save %s\nquit\n' "$tmp/game.tabula" |
    "$TABULA" ataxx --players computer:3,computer:4 --seed 5 >/dev/null 2>&1
events "$tmp/game.tabula" >"$tmp/moves"
total=$(wc -l <"$tmp/moves")
[ "$total" -gt 20 ] || fail "the game to replay is too short"
printf 'position\nquit\n' | "$TABULA" --load "$tmp/game.tabula" 2>&1 |
    grep -A1 '> position$' | tail -1 >"$tmp/final"

# The host starts a hub and waits in its lobby; the guest joins.
client host host ataxx
wait_out host "Others join it with:"
wait_out host "tabula join ataxx-1"
# listed TEXT...: "tabula join" lists the games open to us, with each text.
listed() {
	"$TABULA" join </dev/null >"$tmp/list" 2>&1
	for _t in "$@"; do
		contains "$tmp/list" "$_t" "the list of games"
	done
}
listed "Games open to you" "  tabula join ataxx-1" \
    "Ataxx, your hub: waiting for players, 1 seat free."
client guest join ataxx-1
wait_out guest "Seat 2 (o): $me (you)"
seated host o
client watcher join --watch ataxx-1
wait_out watcher "Seat 1 (x)"
say host start
wait_out host "The game begins."
wait_out guest "The game begins."
wait_out watcher "The game begins."
listed "Ataxx, your hub: under way; 1 watching."

# both_saw X O: $X has seen more than X moves told, and $O more than O.
both_saw() {
	[ "$(moves $X)" -gt "$1" ] && [ "$(moves $O)" -gt "$2" ]
}

# play FROM TO: plays the moves from line FROM to line TO, x's by $X and
# o's by $O, each seen by both before the next.
X=host
O=guest
play() {
	n=$1
	while [ "$n" -le "$2" ]; do
		move=$(sed -n "${n}p" "$tmp/moves")
		if [ $((n % 2)) -eq 1 ]; then who=$X; else who=$O; fi
		bx=$(moves $X)
		bo=$(moves $O)
		say $who "$move"
		if ! within both_saw "$bx" "$bo"; then
			fail "move $n ($move by $who) was not seen by both"
			tail -n 15 "$tmp/$who.out" | sed 's/^/  | /' >&2
			return 1
		fi
		n=$((n + 1))
	done
}

# An arrow key typed into the line is no move, refused here: never sent,
# so the hub, which takes a control character for a hostile client, does
# not send the seat away.
say host "$(printf '\033[A')"
wait_joined host "That is not a move"
lacks "$tmp/host.out" "went away" "an arrow key typed as a move"

play 1 11

# A seat killed: the game waits for it when its turn comes; it comes back
# to the same seat and is shown the whole game.
kill -9 "$(cat "$tmp/guest.pid")"
wait_out host "$me (o) went away."
wait_out host "The game waits for $me (o) to come back."
listed "Ataxx, your hub: your seat waits for you; 1 watching."
client guest2 join ataxx-1
wait_out guest2 "$me (o)> "
wait_out host "$me (o) is back."
wait_out host "The game goes on."
wait_out guest2 "Pieces: "
O=guest2
play 12 14

# Nonsense from a client: it is let go with the reason, and the game goes
# on for the others.  The hub closes the connection after its answer: the
# raw client waits for that (a quiet of $guard seconds is only a guard).
sock=$XDG_RUNTIME_DIR/tabula/ataxx-1
quiet=$((guard * 1000))
# rude INPUT ANSWER WHAT: a client sending INPUT (printf's format) is
# answered ANSWER.
rude() {
	printf "$1" | "$HUBCLIENT" "$sock" $quiet >"$tmp/rude.out" 2>&1
	contains "$tmp/rude.out" "$2" "a client sending $3"
}
rude 'xyzzy\n' "bye unknown-message" "garbage"
rude 'move b2\n' "bye hello-first" "a move before hello"
rude 'hello 4 watch\nmove \033[2J\n' "bye control-character" \
    "a control character"
rude 'hello 9 play\n' "refused version 4" "another version"
rude 'hello 4 watch\nmove \355\240\200\n' "bye control-character" \
    "a UTF-16 surrogate"
rude 'hello 4 play\n' "refused full" "a seat when all are taken"
awk 'BEGIN { printf "hello 4 watch\n"; for (i = 0; i < 9000; i++) printf "a" }' |
    "$HUBCLIENT" "$sock" $quiet >"$tmp/rude.out" 2>&1
contains "$tmp/rude.out" "bye line-too-long" "a client sending a huge line"
awk 'BEGIN { printf "hello 4 watch\n"; for (i = 0; i < 500; i++) print "start" }' |
    "$HUBCLIENT" "$sock" $quiet >"$tmp/rude.out" 2>&1
contains "$tmp/rude.out" "bye flood" "a client flooding the hub"
printf 'hello 4 watch\nmove a' | "$HUBCLIENT" "$sock" $quiet >"$tmp/rude.out" 2>&1
contains "$tmp/rude.out" "bye incomplete-line" "a client sending half a line"
"$HUBCLIENT" "$sock" $quiet </dev/null >"$tmp/rude.out" 2>&1
contains "$tmp/rude.out" "bye no-hello" "a client that never says hello"
play 15 16

# The hub killed with -9 and resumed from its journal: nothing is lost,
# and the seats come back to it by themselves.
journal=$hubs/ataxx-1.journal
journal_events() {
	sed -n '/^events$/,$p' "$journal" | sed 1d | grep -vc '^end '
}
[ "$(journal_events)" -eq 16 ] || fail "the journal has $(journal_events) events, not 16"
kill -9 "$(cat "$hubs/ataxx-1.pid")"
wait_out host "The hub went away"
wait_out guest2 "The hub went away"
# The host is told how to start it again, the guest who can; a move
# meanwhile is not played but answered so.
wait_joined host "If it stopped, it goes on with: tabula host --resume $journal"
wait_joined guest2 "If it stopped, only its host can start it again."
say host a1
wait_joined host "The hub is away: moves can be played once it is back."
# guest2's screen is stopped, and another screen of the same player takes
# the seat once the hub is back: guest2, going on, is told once that the
# hub let it go, instead of trying again for ever.
kill -STOP "$(cat "$tmp/guest2.pid")"
"$TABULA" host --resume "$journal" </dev/null >"$tmp/resume.out" 2>&1 &
echo $! >"$tmp/resume.pid"
wait_out host "The hub is back."
client guest2b join ataxx-1
wait_out guest2b "Pieces: "
[ "$(grep -c 'The game begins.' "$tmp/host.out")" -eq 1 ] ||
    fail "the host was told again that the game begins, on coming back"
kill -CONT "$(cat "$tmp/guest2.pid")"
wait_joined guest2 "The hub is back but let this screen go: every seat is taken"
within gone guest2 || fail "guest2 went on trying the hub"
[ "$(grep -c "let this screen go" "$tmp/guest2.out")" -eq 1 ] ||
    fail "guest2 was told more than once that the hub let it go"
O=guest2b
[ "$(journal_events)" -eq 16 ] || fail "the resumed journal has $(journal_events) events"

# The rest of the game: both seats and the watcher see the same ending.
play 17 "$total"
wait_out host "Game over."
wait_out guest2b "Game over."
wait_out watcher "Game over."
say host position
say guest2b position
wait_out host "$(cat "$tmp/final")"
wait_out guest2b "$(cat "$tmp/final")"
grep -q "^end $total$" "$journal" ||
    fail "the journal of the finished game has no end line"

# The journal of a finished game is a saved game like any other.
printf 'position\nquit\n' | "$TABULA" --load "$journal" >"$tmp/out" 2>&1
contains "$tmp/out" "$(cat "$tmp/final")" "loading the hub's journal"

# With --on-leave computer, a seat whose player goes is played by the hub.
client host2 host --on-leave computer --name ataxx-x ataxx
wait_out host2 "tabula join ataxx-x"
client guest3 join ataxx-x
wait_out guest3 "(you)"
say host2 start
wait_out host2 "The game begins."
say host2 f2
wait_out guest3 "$me (x) clones to f2."
kill -9 "$(cat "$tmp/guest3.pid")"
within grep -qE "$me \\(o\\) (clones|jumps)" "$tmp/host2.out" ||
    fail "the computer did not play the seat that left"
grep -q "The game waits" "$tmp/host2.out" &&
    fail "the game waited although the computer should play"
say host2 end

# Only the host ends the game for everyone: a guest that asks is let go,
# and one at the prompt is told to leave or resign.
client host3 host --name ataxx-e ataxx
wait_out host3 "tabula join ataxx-e"
printf 'hello 4 play\nend\n' |
    "$HUBCLIENT" "$XDG_RUNTIME_DIR/tabula/ataxx-e" $quiet >"$tmp/rude.out" 2>&1
contains "$tmp/rude.out" "bye not-host" "a guest ending the game"
lacks "$tmp/rude.out" "ended $me" "a guest ending the game"
client guest4 join ataxx-e
if wait_out guest4 "Seat 2 (o): $me (you)"; then
	say guest4 end
	wait_out guest4 "Only the host can end the game for everyone"
	seated host3 o
	say host3 start
	wait_out guest4 "The game begins."
	lacks "$tmp/host3.out" "ended the game for everyone" \
	    "a guest ending the game"
	say host3 end
	wait_out guest4 "$me ended the game for everyone."
fi

# A fake hub that sends a record longer than any game (8 MB of comments,
# then a good record) is left at once, before the client holds it all.
fake_hub "$XDG_RUNTIME_DIR/tabula/fake" fake 80000
"$TABULA" --plain join fake </dev/null >"$tmp/out" 2>&1
status $? 1 "joining a hub that sends too long a record"
contains "$tmp/out" "sent a game longer than any game" \
    "joining a hub that sends too long a record"
wait_out fake "sent "

# Nor can a fake hub hold a client in its greeting with lines that are not
# the game.
awk 'BEGIN { print "welcome 4 ataxx fake2"
	for (i = 0; i < 5000; i++) print "seat 0 human here a" }' |
    "$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/fake2" >"$tmp/fake2.out" 2>&1 &
echo $! >"$tmp/fake2.pid"
wait_out fake2 listening
"$TABULA" --plain join fake2 </dev/null >"$tmp/out" 2>&1
status $? 1 "joining a hub that sends no game"
contains "$tmp/out" "sent something other than a game" \
    "joining a hub that sends no game"

say host leave
say guest2b leave
say watcher quit
for seat in host guest2b watcher; do
	within gone $seat || fail "$seat did not leave"
done

finish
