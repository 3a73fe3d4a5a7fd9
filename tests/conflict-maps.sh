#!/bin/sh
# conflict-maps.sh: Conflict maps as first-class boards: --check-map on
# every shipped board and on broken files, the user's own boards in the
# setup and by name, a game on a large board of one's own saved and resumed
# after the file is gone, and a hub game on a board file reaching its seat
# and a spectator.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
out=$tmp/out
maps=${TABULA_DATADIR:-$top_srcdir/data}/conflict

# Every shipped board loads, and is fair to every base.
n=0
for f in "$maps"/*.map; do
	"$TABULA" conflict --check-map "$f" >"$out" 2>&1
	status $? 0 "--check-map $f"
	contains "$out" "$f: A board of " "--check-map $f"
	contains "$out" "Base 4 (purple) at " "--check-map $f"
	contains "$out" "  to base 1 (red): by land " "--check-map $f"
	contains "$out" "No base is clearly worse off" "--check-map $f"
	lacks "$out" "warning:" "--check-map $f"
	n=$((n + 1))
done
[ "$n" -ge 5 ] || fail "only $n shipped boards"
"$TABULA" conflict --check-map "$maps/global.map" >"$out" 2>&1
contains "$out" "global.map: A board of 60 by 40 squares." "the global board"
contains "$out" "Base 2 (blue) at bg39:" "a base past z"
# A board named as --board names it, from any directory.
(cd "$tmp" && "$TABULA" conflict --check-map skirmish) >"$out" 2>&1
status $? 0 "--check-map of a board by its name"
contains "$out" "A board of " "--check-map of a board by its name"
(cd "$tmp" && "$TABULA" conflict --check-map nosuch) >"$out" 2>&1
status $? 1 "--check-map of a board that is not there"
contains "$out" "tabula: there is no board \"nosuch\"" \
    "--check-map of a board that is not there"

# A broken file: its mistake at FILE:LINE:COLUMN, as a game would say it,
# for every kind of mistake; the status is 1.
check() {
	printf '%s\n' "$@" >"$tmp/bad.map"
	(cd "$tmp" && "$TABULA" conflict --check-map bad.map) >"$out" 2>&1
	status $? 1 "--check-map of a broken board"
}
check '# strange' '1.a~~b.2' '.A~~~~B.' '...x~...' '..^~~^..' '...~~...' \
    '........' '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:4:4: A board is written with a dot (.) for land" \
    "a strange character"
check '1.a~~b.2' '.A~~~~B.' '...~~..' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:3:8: Every row of the board must be as long" "a short row"
check '1.a~~b.2' '.A~~~~B.' '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map: A board is 6 to 64 squares wide and high." \
    "too few rows"
wide=$(printf '%065d' 0 | tr 0 .)
check "$wide" "$wide" "$wide" "$wide" "$wide" "$wide"
contains "$out" "bad.map:1:65: A board is 6 to 64 squares wide and high." \
    "too wide"
check '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~...' '...1....' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:6:4: This base is on the board twice." "a base twice"
check '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '..c~~d.4'
contains "$out" "bad.map: The board needs the four home bases" "a base missing"
check '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' '...~~a..' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:5:6: Each player has exactly two mines" "a third mine"
check '1~a~~b.2' '~A~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:1:1: This base does not touch land" "a base at sea"
check '1.~A~b.2' '.a~~~~B.' '...~~...' '..^~~^..' '...~~...' '........' \
    '.C~~~~D.' '3.c~~d.4'
contains "$out" "bad.map:1:1: This base does not touch water" "a base inland"
(cd "$tmp" && "$TABULA" conflict --check-map no-such.map) >"$out" 2>&1
status $? 1 "--check-map of no file"
contains "$out" "no-such.map: No such file or directory" "--check-map of no file"
"$TABULA" ataxx --check-map "$maps/default.map" >"$out" 2>&1
status $? 2 "--check-map for another game"

# A board clearly unfair to one base is warned of, and still loads.
printf '%s\n' '1.a~~b.2' '^A~~~~B.' '^^^~~...' '..^~~^..' '..^~~^..' \
    '...~~...' '.C~~~~D.' '3.c~~d.4' >"$tmp/walled.map"
"$TABULA" conflict --check-map "$tmp/walled.map" >"$out" 2>&1
status $? 0 "an unfair board"
contains "$out" "warning: base 1 (red) is clearly worse off: land within 6 steps: 2, against 14" \
    "an unfair board"

# A large board of one's own, in the user's directory: the setup lists it
# with its size beside the shipped ones, and --board finds it by name.
mine=$XDG_DATA_HOME/tabula/conflict
mkdir -p "$mine"
sed -e 's/^# Global war.*/# War of my own/' "$maps/global.map" >"$mine/war.map"
printf '1\n\n\nquit\n12\n' | "$TABULA" --plain >"$out" 2>&1
said "war (60x40, yours)" "the setup's list of boards"
said "default (26x20)" "the setup's list of boards"
said "skirmish (12x10)" "the setup's list of boards"
printf 'board\nsave %s\nquit\n' "$tmp/war.tabula" |
    "$TABULA" --plain conflict --board war --players human,computer \
    --seed 2 >"$out" 2>&1
status $? 0 "a board of one's own by name"
contains "$out" "    a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h" \
    "the columns past z"
contains "$out" " 39 ~~+1....*1" "a base on the large board"
contains "$out" "+2~~ 39" "the other base, past z"
contains "$tmp/war.tabula" "board war" "the board's name in the save"
"$TABULA" --plain conflict --board .war </dev/null >"$out" 2>&1
status $? 1 "a board name with a dot"
contains "$out" "there is no board \".war\"" "a board name with a dot"

# The saved game keeps its board: it resumes on it when the file has
# changed, and when it is gone.
contains "$tmp/war.tabula" "board-text ~1..a.......~~~~~~~......" \
    "the board's text in the save"
printf '%s\n' '# small now' '1.a~~b.2' '.A~~~~B.' '...~~...' '..^~~^..' \
    '...~~...' '........' '.C~~~~D.' '3.c~~d.4' >"$mine/war.map"
printf 'board\nquit\n' | "$TABULA" --plain --load "$tmp/war.tabula" \
    >"$out" 2>&1
status $? 0 "resuming when the board file changed"
contains "$out" " 39 ~~+1....*1" "resuming when the board file changed"
rm "$mine/war.map"
printf 'board\nquit\n' | "$TABULA" --plain --load "$tmp/war.tabula" \
    >"$out" 2>&1
status $? 0 "resuming when the board file is gone"
contains "$out" " 39 ~~+1....*1" "resuming when the board file is gone"

# A hub on a board file: the seat that joins and a spectator who comes
# after the file is gone play and watch on it.
sed -e 's/^# Global war.*/# A war at the hub/' "$maps/global.map" \
    >"$tmp/hubwar.map"
client host host conflict --board "$tmp/hubwar.map" \
    --players human,remote --seed 5 --name maps
wait_out host "tabula join maps"
client blue join maps
wait_out blue "(blue): $me (you)"
rm "$tmp/hubwar.map"
client watch join --watch maps
wait_out watch "Seat 2 (blue)"
seated host blue
say host start
for c in host blue watch; do
	wait_out $c "The game begins."
	say $c board
	wait_out $c "+2~~ 39"
	wait_out $c " 39 ~~+1....*1"
done
say host quit
wait_out host "tabula host --resume"

finish
