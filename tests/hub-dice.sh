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
within 600 seen 1 || fail "the first roll was not told"
n=1
while [ $n -le 6 ]; do
	say host pass
	within 600 seen $((n + 1)) || fail "roll $((n + 1)) was not told"
	say guest pass
	within 600 seen $((n + 2)) || fail "roll $((n + 2)) was not told"
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

# A host who changes the seed, or a roll, in the journal is caught.
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
commit=$(printf 'tabula-dice 12345 %s' "$salt" | sha256sum | cut -c1-64)
# The first roll that seed gives, and one it does not.
printf 'save %s\nquit\n' "$tmp/local.tabula" | "$TABULA" --plain conflict \
    --players human,human --seed 12345 >"$tmp/local.out" 2>&1
true_roll=$(sed -n 's/^red rolled \([1-6]\) and \([1-6]\)\..*/roll \1 \2/p' \
    "$tmp/local.out" | head -1)
[ -n "$true_roll" ] || fail "the local game of seed 12345 rolled nothing"
false_roll="roll 1 1"
[ "$true_roll" = "$false_roll" ] && false_roll="roll 2 2"
mkdir -p "$XDG_RUNTIME_DIR/tabula"
# header COMMIT: the record of that game, before its first event, as a
# hub would send it, promising the dice with COMMIT.
header() {
	sed -n '1,/^events$/p' "$tmp/local.tabula" |
	    sed -e 's/^tabula-record 1$/tabula-record 2/' \
	    -e 's/^seat human$/seat remote/' \
	    -e "s/^seed 12345$/&\\
dice-commit $1/" | sed 's/^/record /'
	echo "record end 0"
}
# fake NAME ROLL DICE: a fake hub of Conflict that promises seed 12345,
# rolls ROLL, then sends DICE.
fake() {
	{
		printf 'welcome 3 conflict %s\nyou 1 guest\n' "$1"
		header "$commit"
		printf 'record-end\nseat 0 human here a\nseat 1 human here b\n'
		printf 'started\nevent 0 %s\n%s\n' "$2" "$3"
	} >"$tmp/$1.in"
	"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" <"$tmp/$1.in" \
	    >"$tmp/$1.hub" 2>&1 &
	echo $! >"$tmp/$1.pid"
	within 600 grep -q listening "$tmp/$1.hub" 2>/dev/null || fail "the fake hub $1 did not start"
}
fake honest "$true_roll" "dice 12345 $salt"
client s1 join honest
wait_joined s1 "The hub showed the seed of its dice: every roll was the one it promised before the first."
fake lying "$false_roll" "dice 12345 $salt"
client s2 join lying
wait_joined s2 "The hub's dice were not the ones it promised before the first roll: event 1 was \"$false_roll\", and its seed gives \"$true_roll\"."
fake other "$true_roll" "dice 54321 $salt"
client s3 join other
wait_joined s3 "The hub's dice were not the ones it promised before the first roll: the seed it shows is not the one it promised before the first roll."
# A hub that sends the game again with another promise is caught too.
fake swap "$true_roll" "$(header "$(printf x | sha256sum | cut -c1-64)"
    printf 'record-end')"
client s4 join swap
wait_joined s4 "The hub's dice were not the ones it promised before the first roll: it made another promise."

finish
