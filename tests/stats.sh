#!/bin/sh
# stats.sh: the player's record (tabula stats, "Your record"): a game
# resigned against the computer counted in each game, once; games that
# count for nobody; options that change the game counted apart; a loaded
# game finished; a game through a hub, for each seat but a watcher, and
# for a seat that comes back after the end, once; a
# finished game saved, undone and finished again counted once; a damaged
# record set aside, named, and begun again.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out
record=$XDG_DATA_HOME/tabula/stats

# stats_says TEXT WHAT [DATA]: tabula stats prints TEXT, alone on a line
# (with its files in DATA, if given).
stats_says() {
	XDG_DATA_HOME=${3:-$XDG_DATA_HOME} "$TABULA" stats >"$tmp/stats" 2>&1
	grep -qxF -- "$1" "$tmp/stats" || {
		fail "$2: tabula stats does not say \"$1\"; it says:"
		sed 's/^/  | /' "$tmp/stats" >&2
	}
}

"$TABULA" stats >"$out" 2>&1
status $? 0 "an empty record"
contains "$out" "No games finished yet." "an empty record"
[ -e "$record" ] && fail "reading the record made a file"

# Each game resigned against the computer's first level, in plain text.
for game in conflict ataxx conqueror xtic cross hexxagon; do
	printf 'resign\nquit\n' | "$TABULA" --plain "$game" \
	    --players human,computer:1 --seed 1 >"$out" 2>&1
	status $? 0 "$game resigned"
	contains "$out" "You resign" "$game resigned"
done
stats_says "Conflict against level 1: 0 wins, 0 draws, 1 loss" "Conflict"
stats_says "Ataxx against level 1: 0 wins, 0 draws, 1 loss" "Ataxx"
stats_says "Conqueror against level 1: 0 wins, 0 draws, 1 loss" "Conqueror"
stats_says "Xtic against level 1 (trivial): 0 wins, 0 draws, 1 loss" "Xtic"
stats_says "Cross against level 1: 0 wins, 0 draws, 1 loss" "Cross"
stats_says "Hexxagon against level 1: 0 wins, 0 draws, 1 loss" "Hexxagon"
[ "$(wc -l <"$tmp/stats")" -eq 6 ] || fail "six games make six lines"
# Kept private, as the saved games are.
[ "$(stat -c %a "$record")" = 600 ] || fail "the record is not mode 600"
head -n 1 "$record" | grep -qx "tabula-stats 1" ||
    fail "the record does not begin with its version"

# Again, the same kind: the same line counts two; another board and
# another level have lines of their own, the board named.
printf 'resign\nquit\n' | "$TABULA" --plain ataxx --players human,computer:1 \
    >/dev/null 2>&1
# The usual board named by its file (as the menu names it) is the usual.
printf 'resign\nquit\n' | "$TABULA" --plain ataxx --players human,computer:1 \
    --board standard >/dev/null 2>&1
printf 'resign\nquit\n' | "$TABULA" --plain ataxx --players human,computer:2 \
    --board posts >/dev/null 2>&1
stats_says "Ataxx against level 1: 0 wins, 0 draws, 3 losses" "the same again"
stats_says "Ataxx on posts against level 2: 0 wins, 0 draws, 1 loss" \
    "another board"
# Options that change the game are part of its kind, named as the setup
# screen names them.
printf 'resign\nquit\n' | "$TABULA" --plain cross --players human,computer:1 \
    --size 8 >/dev/null 2>&1
printf 'resign\nquit\n' | "$TABULA" --plain xtic --players human,computer:1 \
    --type torus --line win >/dev/null 2>&1
stats_says "Cross (Size of the board: 8) against level 1: 0 wins, 0 draws, 1 loss" \
    "another size"
stats_says "Cross against level 1: 0 wins, 0 draws, 1 loss" \
    "the usual size apart from another"
stats_says "Xtic (Game type: torus; Completing a line: wins, as in Quarto) against level 1 (trivial): 0 wins, 0 draws, 1 loss" \
    "another game type and rule"

# Taken back after the end and resigned again: still one game.
printf 'resign\nundo\nresign\nquit\n' | "$TABULA" --plain cross \
    --players human,computer:1 >"$out" 2>&1
contains "$out" "Taken back" "undo after the end"
said "Your record keeps the game as it first ended." \
    "undo after the end of a counted game"
stats_says "Cross against level 1: 0 wins, 0 draws, 2 losses" \
    "undo after the end counts once"

# People taking turns at one screen: the record is the player's at the
# terminal, and which of them that is nobody knows; it counts for nobody.
cp "$record" "$tmp/before"
printf 'resign\nquit\n' | "$TABULA" --plain ataxx --players human,human \
    >"$out" 2>&1
contains "$out" "resign" "people taking turns"
cmp -s "$record" "$tmp/before" || fail "a game of two people at one screen counted"
# Nor does a game left unfinished.
printf 'quit\n' | "$TABULA" --plain xtic --players human,computer:1 \
    >/dev/null 2>&1
cmp -s "$record" "$tmp/before" || fail "a game not finished counted"

# A game saved, loaded and finished counts once.
printf 'save %s\nquit\n' "$tmp/game.tabula" | "$TABULA" --plain hexxagon \
    --players human,computer:3 >"$out" 2>&1
contains "$out" "Saved to" "saving a game to finish later"
printf 'resign\nquit\n' | "$TABULA" --plain --load "$tmp/game.tabula" \
    >"$out" 2>&1
stats_says "Hexxagon against level 3: 0 wins, 0 draws, 1 loss" \
    "a loaded game finished"
# A game finished, saved, loaded, taken back and finished again: the
# save keeps that it was counted, and it counts once.
printf 'resign\nsave %s\nquit\n' "$tmp/over.tabula" | "$TABULA" --plain \
    cross --players human,computer:2 >"$out" 2>&1
contains "$out" "Saved to" "saving a finished game"
printf 'undo\nresign\nquit\n' | "$TABULA" --plain --load "$tmp/over.tabula" \
    >"$out" 2>&1
contains "$out" "Taken back" "undo after the end of a loaded game"
contains "$out" "You resign" "resigning a loaded game again"
stats_says "Cross against level 2: 0 wins, 0 draws, 1 loss" \
    "a saved game's end taken back and played again counts once"
# Nor does it count again played on from a move before its end, from its
# review.
printf 'last\nback\nplay\nresign\nquit\nquit\n' | "$TABULA" --plain review \
    "$tmp/over.tabula" >"$out" 2>&1
contains "$out" "A new game from this position" "play from a review"
contains "$out" "You resign" "play from a review"
stats_says "Cross against level 2: 0 wins, 0 draws, 1 loss" \
    "a counted game played on from its review counts once"

# The record from the plain menu, the same sentences.
printf '11\n12\n' | "$TABULA" --plain >"$out" 2>&1
contains "$out" "11. Your record" "the menu"
contains "$out" "Your record:" "the record from the menu"
contains "$out" "Hexxagon against level 3: 0 wins, 0 draws, 1 loss" \
    "the record from the menu"
no_escapes "$out" "the record from the menu"

# A damaged record: named, set aside as it was, and begun again.
printf 'tabula-stats 1\nataxx - 1 0 0 level 99\n' >"$record"
"$TABULA" stats >"$out" 2>&1
status $? 0 "a damaged record"
contains "$out" "Your record $record was damaged (line 2: a level the game does not have)" \
    "a damaged record"
contains "$out" "No games finished yet." "a damaged record, begun again"
aside=$(ls "$XDG_DATA_HOME/tabula" | grep '^stats\.bad-')
[ "$(echo "$aside" | wc -l)" -eq 1 ] || fail "the damaged record is not set aside once: $aside"
contains "$out" "$XDG_DATA_HOME/tabula/$aside" "the damaged record named"
grep -q "level 99" "$XDG_DATA_HOME/tabula/$aside" ||
    fail "the damaged record was not kept as it was"
# Another, at once: set aside beside the first, never over it.
printf 'tabula-stats 2\n' >"$record"
"$TABULA" stats >"$out" 2>&1
contains "$out" "was damaged (line 1: not \"tabula-stats 1\")" "a record of another version"
[ "$(ls "$XDG_DATA_HOME/tabula" | grep -c '^stats\.bad-')" -eq 2 ] ||
    fail "the second damaged record is not beside the first"
# Found damaged as a game ends: the game says so, and counts afresh.
printf 'tabula-stats 1\nchess - 1 0 0 level 1\n' >"$record"
printf 'resign\nquit\n' | "$TABULA" --plain --brief xtic \
    --players human,computer:2 >"$out" 2>&1
said "was damaged (line 2: unknown game)" "a damaged record found by a game"
stats_says "Xtic against level 2 (easy): 0 wins, 0 draws, 1 loss" \
    "counted afresh"
[ "$(ls "$XDG_DATA_HOME/tabula" | grep -c '^stats\.bad-')" -eq 3 ] ||
    fail "the third damaged record is not set aside"
# A record cut short, empty or too large is set aside, told why; the
# warning goes to the standard error, the record to the output.
printf 'tabula-stats 1\nataxx - 1 0 0 level 1' >"$record"
"$TABULA" stats >"$out" 2>"$tmp/stats.err"
contains "$tmp/stats.err" "its last line is cut short" "a record cut short"
grep -q "^tabula: Your record " "$tmp/stats.err" ||
    fail "the warning of tabula stats does not begin with the program's name"
contains "$out" "No games finished yet." "a new record"
lacks "$out" "damaged" "the warning in the output"
: >"$record"
"$TABULA" stats >"$out" 2>&1
contains "$out" "it is empty" "an empty record"
head -c 3000000 /dev/zero | tr '\0' x >"$record"
"$TABULA" stats >"$out" 2>&1
contains "$out" "it is larger than a record can be" "a record too large"
# A link where the record should be is not followed.
rm -f "$record"
ln -s /etc/passwd "$record"
"$TABULA" stats >"$out" 2>&1
contains "$out" "it is a symbolic link" "a link for a record"
[ -L "$record" ] && fail "the link is still the record"

# Through a hub: the host resigns; the host and the guest each count their own result against
# the other by name; a watcher counts nothing.  Each has a data directory
# of its own, so that each record is its own.
hubs_here
# seat DATA NAME ARGS...: a client (see client) with its files in DATA.
seat() {
	(XDG_DATA_HOME=$1; export XDG_DATA_HOME; shift; client "$@")
}
seat "$tmp/host" host host ataxx --players human,remote
wait_out host "Others join it with:"
seat "$tmp/guest" guest join ataxx-1
wait_out guest "(you)"
seat "$tmp/watcher" watcher join --watch ataxx-1
wait_out watcher "Seat 1 (x)"
seated host o
say host start
wait_out guest "The game begins."
wait_out watcher "The game begins."
say host resign
wait_joined host "Game over"
wait_joined guest "Game over"
wait_joined watcher "Game over"
stats_says "Ataxx against $me: 0 wins, 0 draws, 1 loss" "the host's record" \
    "$tmp/host"
stats_says "Ataxx against $me: 1 win, 0 draws, 0 losses" "the guest's record" \
    "$tmp/guest"
stats_says "No games finished yet." "a watcher's record" "$tmp/watcher"

# Hosting against the computer: the hub's computer is a level.
seat "$tmp/host2" host2 host conqueror --players human,computer:1
wait_out host2 "Others join it with:"
say host2 start
wait_out host2 "The game begins."
say host2 resign
wait_joined host2 "Game over"
stats_says "Conqueror against level 1: 0 wins, 0 draws, 1 loss" \
    "a hosted game against the computer" "$tmp/host2"

# A seat away as the game ends counts it when it comes back, once: the
# guest is killed, the host resigns, and the guest's next process finds
# the game over and counts its win; the one after that counts nothing.
seat "$tmp/host3" host3 host ataxx --name away --players human,remote
wait_out host3 "Others join it with:"
seat "$tmp/guest3" guest3 join away
wait_out guest3 "(you)"
seated host3 o
say host3 start
wait_out guest3 "The game begins."
kill -9 "$(cat "$tmp/guest3.pid")"
wait_out host3 "$me (o) went away."
say host3 resign
wait_joined host3 "Game over"
# record_is DATA TEXT: tabula stats with the files in DATA prints TEXT.
record_is() {
	XDG_DATA_HOME=$1 "$TABULA" stats 2>&1 | grep -qxF -- "$2"
}
for again in 1 2; do
	seat "$tmp/guest3" guest3 join away
	wait_joined guest3 "Game over"
	within record_is "$tmp/guest3" \
	    "Ataxx against $me: 1 win, 0 draws, 0 losses" ||
	    fail "the game over found by a seat back, $again: not counted"
	say guest3 leave
	within gone guest3 || fail "the seat back, $again, did not quit"
done
stats_says "Ataxx against $me: 1 win, 0 draws, 0 losses" \
    "a game over found twice, counted once" "$tmp/guest3"

stop_all
for d in host guest watcher host2 host3 guest3; do
	XDG_DATA_HOME=$tmp/$d stop_all
done
finish
