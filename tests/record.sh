#!/bin/sh
# record.sh: saved games: resuming, and damaged files that must stay as
# they are.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out
data=$top_srcdir/tests/data

# A saved game resumes where it was, with its players' names.
cp "$data/two-humans.tabula" "$tmp/game.tabula"
printf 'board\nc2\nquit\n' | "$TABULA" --load "$tmp/game.tabula" \
    >"$out" 2>&1
status $? 0 "resuming"
contains "$out" "Bob (o) to move." "resuming"
contains "$out" "   6 . . x . . . . 6" "resuming"
contains "$out" "   5 . . # . # . . 5" "resuming on the saved board"
contains "$out" "Bob (o) clones to c2." "playing on"

# Saving over the file replaces it whole.
printf 'c2\ne2\nsave %s\nquit\n' "$tmp/game.tabula" |
    "$TABULA" --load "$tmp/game.tabula" >"$out" 2>&1
contains "$out" "Saved to $tmp/game.tabula." "saving over"
contains "$tmp/game.tabula" "end 5" "the saved file"
contains "$tmp/game.tabula" "seat human Ann" "the saved file"
"$TABULA" --load "$tmp/game.tabula" </dev/null >"$out" 2>&1
status $? 0 "loading the saved file"
contains "$out" "Bob (o) to move." "loading the saved file"

# A save that cannot be written says why, and the game goes on.
printf 'save %s\nboard\nquit\n' "$tmp/no/such/dir/g.tabula" |
    "$TABULA" --load "$tmp/game.tabula" >"$out" 2>&1
contains "$out" "cannot write $tmp/no/such/dir/g.tabula" "an impossible save"
contains "$out" "Bob (o) to move." "the game after an impossible save"

# Damaged files: a message naming the line, and the file left as it was.
check_damaged() {
	cp "$data/$1" "$tmp/$1"
	"$TABULA" --load "$tmp/$1" </dev/null >"$out" 2>&1
	status $? 1 "loading $1"
	contains "$out" "$tmp/$1:$2:" "loading $1"
	cmp -s "$data/$1" "$tmp/$1" || fail "loading $1 changed it"
}
check_damaged cut-short.tabula 13
check_damaged bad-move.tabula 12
check_damaged bad-clock.tabula 5
contains "$out" "move number" "a bad clock in the board"

# Dice are not the player's to write: every chance event of a saved game
# or a journal is drawn again from its seed, and one that differs is
# refused, naming its line; so is a computer's level out of range.
printf 'save %s\nquit\n' "$tmp/dice.tabula" |
    "$TABULA" --plain conflict --players computer,computer --seed 3 \
    >/dev/null 2>&1
n=$(grep -n '^roll ' "$tmp/dice.tabula" | head -1 | cut -d: -f1)
roll=$(sed -n "${n}p" "$tmp/dice.tabula")
[ "$roll" = "roll 1 6" ] || fail "the first roll of seed 3 is \"$roll\""
check_tampered() {
	sed "$2" "$tmp/dice.tabula" >"$tmp/$1.tabula"
	"$TABULA" --plain --load "$tmp/$1.tabula" </dev/null >"$out" 2>&1
	status $? 1 "loading $1"
	contains "$out" "$tmp/$1.tabula:$3: $4" "loading $1"
}
check_tampered changed-die "${n}s/.*/roll 5 6/" "$n" \
    '"roll 5 6" is not what the seed gives ("roll 1 6")'
check_tampered doubles "${n}s/.*/roll 6 6/" "$n" \
    '"roll 6 6" is not what the seed gives ("roll 1 6")'
check_tampered swapped "${n}s/.*/roll 6 1/" "$n" \
    '"roll 6 1" is not what the seed gives ("roll 1 6")'
check_tampered reseeded 's/^seed 3$/seed 4/' "$n" \
    '"roll 1 6" is not what the seed gives ("roll 5 6")'
line=$(grep -n '^seat computer' "$tmp/dice.tabula" | head -1 | cut -d: -f1)
check_tampered level "${line}s/.*/seat computer 99/" "$line" \
    "a computer's level is a number from 1 to"
# A seat line taken away: the line where the seats end is named.
events_at=$(grep -n '^events$' "$tmp/dice.tabula" | cut -d: -f1)
check_tampered one-seat "${line}d" "$((events_at - 1))" \
    "Conflict is for 2 to 4 players, and the record has 1 seat line"
# The same for a hub's journal, resumed.
grep -v '^end ' "$tmp/dice.tabula" | sed "${n}s/.*/roll 3 6/" \
    >"$tmp/dice.journal"
"$TABULA" host --resume "$tmp/dice.journal" </dev/null >"$out" 2>&1
status $? 1 "resuming a journal with other dice"
contains "$out" "$tmp/dice.journal:$n: \"roll 3 6\" is not what the seed gives" \
    "resuming a journal with other dice"

# Not a record at all.
printf 'hello\n' >"$tmp/junk.tabula"
"$TABULA" --load "$tmp/junk.tabula" </dev/null >"$out" 2>&1
status $? 1 "loading junk"
contains "$out" "not a Tabula game record" "loading junk"

finish
