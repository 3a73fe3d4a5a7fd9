#!/bin/sh
# hub-dice.sh: a hub's dice are secret and promised.  Its seats and
# spectators get a promise of the dice's seed (dice-commit), never the
# seed, so no copy of theirs foretells a roll; once the game is over the
# hub shows the seed, and every seat checks it against the promise and
# every roll.  A journal or a fake hub that changed the dice is caught.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs
journal=$hubs/dice.journal

# jevents FILE: how many events a journal holds, with or without its end.
jevents() {
	sed -n '/^events$/,$p' "$1" | sed 1d | grep -vc '^end '
}
# rolls NAME: how many rolls NAME has seen told.
rolls() {
	grep -c " rolled " "$tmp/$1.out"
}
# seen N: both seats have seen N rolls.
seen() {
	[ "$(rolls host)" -ge "$1" ] && [ "$(rolls guest)" -ge "$1" ]
}

client host host --name dice conflict
wait_out host "Others join it with:"
client guest join dice
wait_out guest "Seat 2 (blue): $me (you)"
client watcher join --watch dice
wait_out watcher "Seat 2 (blue)"
seated host blue
say host start
wait_out guest "The game begins."
within seen 1 || fail "the first roll was not told"
n=1
while [ $n -le 6 ]; do
	say host pass
	within seen $((n + 1)) || fail "roll $((n + 1)) was not told"
	say guest pass
	within seen $((n + 2)) || fail "roll $((n + 2)) was not told"
	n=$((n + 2))
done
say guest "save $tmp/guest.tabula"
wait_out guest "Saved to $tmp/guest.tabula."
say watcher "save $tmp/watcher.tabula"
wait_out watcher "Saved to $tmp/watcher.tabula."

# The journal keeps the secret; the seats' copies only the promise.
for line in dice-commit dice-seed dice-salt; do
	grep -q "^$line " "$journal" || fail "the journal has no $line"
done
for copy in guest watcher; do
	grep -q '^dice-commit ' "$tmp/$copy.tabula" ||
	    fail "the $copy's copy has no promise of the dice"
	grep -qE '^dice-(seed|salt) ' "$tmp/$copy.tabula" &&
	    fail "the $copy's copy holds the dice's secret"
done
[ "$(grep -c '^dice-commit ' "$tmp/guest.tabula")" -eq 1 ] ||
    fail "the guest's copy has more than one promise"
[ "$(grep '^dice-commit ' "$journal")" = \
    "$(grep '^dice-commit ' "$tmp/guest.tabula")" ] ||
    fail "the guest was promised other dice than the journal's"

# The rolls are not the public seed's: a journal without its dice lines
# is refused at a roll.
sed '/^dice-/d' "$journal" >"$tmp/public.journal"
echo "end $(jevents "$journal")" >>"$tmp/public.journal"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/public.journal" \
    >"$tmp/out" 2>&1
contains "$tmp/out" "is not what the seed gives" \
    "the hub's rolls, checked against the seed every seat is sent"

# A copy with a roll written in foretells nothing: it is the copy's, and
# loads; played on, its dice are its own from then on.
sed '/^end /d' "$tmp/guest.tabula" >"$tmp/cheat.tabula"
echo 'pass' >>"$tmp/cheat.tabula"
echo 'roll 1 1' >>"$tmp/cheat.tabula"
echo "end $(($(events "$tmp/guest.tabula" | wc -l) + 2))" >>"$tmp/cheat.tabula"
printf 'status\nquit\nyes\n' | "$TABULA" --plain --load "$tmp/cheat.tabula" \
    >"$tmp/out" 2>&1
contains "$tmp/out" "Resumed from $tmp/cheat.tabula." "a copy with a roll written in"
lacks "$tmp/out" "seed gives" "a copy with a roll written in"
printf 'pass\npass\nsave %s\nquit\n' "$tmp/on.tabula" |
    "$TABULA" --plain --load "$tmp/guest.tabula" >"$tmp/out" 2>&1
contains "$tmp/out" "Saved to $tmp/on.tabula." "a copy played on"
from=$(sed -n 's/^dice-from //p' "$tmp/on.tabula")
[ -n "$from" ] && [ "$from" -ge "$(events "$tmp/guest.tabula" | wc -l)" ] ||
    fail "a copy played on does not say where its own dice begin ($from)"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/on.tabula" >"$tmp/out" 2>&1
contains "$tmp/out" "Resumed from $tmp/on.tabula." "a copy played on, loaded"

# The game over, the hub shows its dice, and every seat checks them.
say host resign
for seat in host guest watcher; do
	wait_joined $seat "The hub showed the seed of its dice: every roll was the one it promised before the first."
done
grep -q '^end ' "$journal" || fail "the finished game's journal has no end"
say guest "save $tmp/after.tabula"
wait_out guest "Saved to $tmp/after.tabula."
grep -q '^dice-seed ' "$tmp/after.tabula" ||
    fail "the guest's copy after the end lacks the dice's seed"
for f in "$journal" "$tmp/after.tabula"; do
	printf 'quit\n' | "$TABULA" --plain --load "$f" >"$tmp/out" 2>&1
	contains "$tmp/out" "Resumed from $f." "a finished hub game, loaded"
done

# A host who changes the seed, a roll, or from which event the seed
# counts, in the journal is caught.
sed "s/^dice-salt .*/&\\
dice-from 1000/" "$journal" >"$tmp/bad-from.tabula"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/bad-from.tabula" \
    >"$tmp/out" 2>&1
contains "$tmp/out" "the dice's seed and salt are not the ones promised" \
    "a journal whose dice count from another event"
other_seed=1
grep -q '^dice-seed 1$' "$journal" && other_seed=2
sed "s/^dice-seed .*/dice-seed $other_seed/" "$journal" >"$tmp/bad-seed.tabula"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/bad-seed.tabula" \
    >"$tmp/out" 2>&1
contains "$tmp/out" "the dice's seed and salt are not the ones promised" \
    "a journal whose dice's seed was changed"
awk '/^roll / && !done { print "roll 6 6" == $0 ? "roll 5 5" : "roll 6 6"; done = 1; next } { print }' \
    "$journal" >"$tmp/bad-roll.tabula"
printf 'quit\n' | "$TABULA" --plain --load "$tmp/bad-roll.tabula" \
    >"$tmp/out" 2>&1
contains "$tmp/out" "is not what the seed gives" "a journal with a roll changed"

# Fake hubs.  The promise of seed 12345 with this salt, as a seat makes it.
salt=00112233445566778899aabbccddeeff
commit=$(printf 'tabula-dice 12345 %s 0' "$salt" | sha256sum | cut -c1-64)
# The first roll that seed gives, and one it does not.
printf 'save %s\nquit\n' "$tmp/local.tabula" | "$TABULA" --plain conflict \
    --players human,human --seed 12345 >"$tmp/local.out" 2>&1
true_roll=$(sed -n 's/^red rolled \([1-6]\) and \([1-6]\)\..*/roll \1 \2/p' \
    "$tmp/local.out" | head -1)
[ -n "$true_roll" ] || fail "the local game of seed 12345 rolled nothing"
false_roll="roll 1 1"
[ "$true_roll" = "$false_roll" ] && false_roll="roll 2 2"
mkdir -p "$XDG_RUNTIME_DIR/tabula"
# header COMMIT [FROM]: the record of that game, before its first event,
# as a hub would send it, promising the dice with COMMIT (from event FROM).
header() {
	_from=
	[ -n "${2:-}" ] && _from="\\
dice-from $2"
	sed -n '1,/^events$/p' "$tmp/local.tabula" |
	    sed -e 's/^tabula-record 1$/tabula-record 2/' \
	    -e 's/^seat human$/seat remote/' \
	    -e "s/^seed 12345$/&\\
dice-commit $1$_from/" | sed 's/^/record /'
	echo "record end 0"
}
# fake NAME ROLL REST [COMMIT [FROM]]: a fake hub of Conflict that
# promises seed 12345 (or COMMIT, from event FROM), rolls ROLL, then sends
# the lines REST.
fake() {
	{
		printf 'welcome 4 conflict %s\nyou 1 guest\n' "$1"
		header "${4:-$commit}" "${5:-}"
		printf 'record-end\nseat 0 human here a\nseat 1 human here b\n'
		printf 'started\nevent 0 %s\n%s\n' "$2" "$3"
	} >"$tmp/$1.in"
	"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" <"$tmp/$1.in" \
	    >"$tmp/$1.hub" 2>&1 &
	echo $! >"$tmp/$1.pid"
	within grep -q listening "$tmp/$1.hub" 2>/dev/null || fail "the fake hub $1 did not start"
}
# over SEED: the rest of a game that ends at once (blue resigns), then the
# dice's seed shown as SEED.
over() {
	printf 'event 1 resign 1\ndice %s %s' "$1" "$salt"
}
fake honest "$true_roll" "$(over 12345)"
client s1 join honest
wait_joined s1 "The hub showed the seed of its dice: every roll was the one it promised before the first."
fake lying "$false_roll" "$(over 12345)"
client s2 join lying
wait_joined s2 "The hub's dice were not the ones it promised before the first roll: event 1 was \"$false_roll\", and its seed gives \"$true_roll\"."
fake other "$true_roll" "$(over 54321)"
client s3 join other
wait_joined s3 "The hub's dice were not the ones it promised before the first roll: the seed it shows is not the one it promised before the first roll."
# A hub that sends the game again with another promise is caught too.
fake swap "$true_roll" "$(header "$(printf x | sha256sum | cut -c1-64)"
    printf 'record-end')"
client s4 join swap
wait_joined s4 "The hub's dice were not the ones it promised before the first roll: it made another promise."
# One that shows the seed before the game is over, so that the rolls to
# come could be anything, is caught.
fake early "$true_roll" "$(printf 'dice 12345 %s\nevent 1 pass' "$salt")"
client s5 join early
wait_joined s5 "The hub's dice were not the ones it promised before the first roll: it showed them before the game was over"
# One whose game ends and which does not show the seed is caught.
fake hidden "$true_roll" "$(printf 'event 1 resign 1\nseat 1 human here b')"
client s6 join hidden
wait_joined s6 "it did not show their seed when the game was over"
# And one whose promise counts from a later event, to leave rolls
# unchecked, is refused at once.
fake late "$true_roll" "" \
    "$(printf 'tabula-dice 12345 %s 100' "$salt" | sha256sum | cut -c1-64)" 100
grep -q '^record dice-from 100$' "$tmp/late.in" || fail "the late promise was not made"
"$TABULA" --plain join late </dev/null >"$tmp/out" 2>&1
status $? 1 "a promise of the dice from a later event"
contains "$tmp/out" "its promise of the dice leaves out the game's first 100 events" \
    "a promise of the dice from a later event"

# A host who takes back what the hub told, by editing its journal and
# resuming it, to have the dice fall again: every seat says so.
client th host --name history conflict
wait_out th "Others join it with:"
client tg join history
wait_out tg "Seat 2 (blue): $me (you)"
seated th blue
say th start
wait_out tg "red rolled"
say th pass
wait_out tg "You rolled"
# (The same roll would come again: it is the same secret's; so red's pass
# is taken back too, and red could now play otherwise.)
kill -9 "$(cat "$tmp/th.pid")"
kill -9 "$(cat "$hubs/history.pid")"
wait_out tg "The hub went away"
sed '$d' "$hubs/history.journal" | sed '$d' >"$tmp/history.journal"
cp "$tmp/history.journal" "$hubs/history.journal"
# (The host's own seat, whose memory is shared here, refuses it too.)
"$TABULA" --plain host --resume "$hubs/history.journal" </dev/null \
    >"$tmp/th2.out" 2>&1
wait_joined tg "The hub broke the game's rules: it took back or changed event 2 (pass), which it had told."

# A host who chose the dice's seed: every seat is told so.
export TABULA_DICE_SEED=5
client chost host --name chosen conflict
unset TABULA_DICE_SEED
wait_out chost "Others join it with:"
client cguest join chosen
wait_out cguest "Seat 2 (blue): $me (you)"
seated chost blue
say chost start
wait_joined cguest "The host chose the seed of this game's dice: whoever knows it can foresee every roll."
grep -q '^dice-chosen$' "$hubs/chosen.journal" ||
    fail "the journal does not say the host chose the dice's seed"

finish
