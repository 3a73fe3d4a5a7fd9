#!/bin/sh
# record.sh: saved games: resuming, and damaged files that must stay as
# they are.
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

# Not a record at all.
printf 'hello\n' >"$tmp/junk.tabula"
"$TABULA" --load "$tmp/junk.tabula" </dev/null >"$out" 2>&1
status $? 1 "loading junk"
contains "$out" "not a Tabula game record" "loading junk"

finish
