#!/bin/sh
# cli.sh: the command line: --help, --version, perft, bench and bad options.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out
err=$tmp/err

"$TABULA" --version >"$out" 2>"$err"
status $? 0 "--version"
contains "$out" "tabula (Tabula) " "--version"
contains "$out" "Copyright (C) 2026 the Tabula authors." "--version"
contains "$out" "Licence ISC: the ISC licence" "--version"
contains "$out" "There is NO WARRANTY" "--version"

"$TABULA" --help >"$out" 2>"$err"
status $? 0 "--help"
for word in conflict ataxx conqueror xtic cross --players --plain --board \
    --seed --load --fen --uai --perft; do
	contains "$out" "$word" "--help"
done

"$TABULA" --bogus >"$out" 2>"$err"
status $? 2 "an unknown option"
contains "$err" "Try 'tabula --help'" "an unknown option"
# Run by its whole path, the program names itself by its name alone.
case $TABULA in
/*) ;;
*) fail "the tests should run the program by its whole path: $TABULA" ;;
esac
contains "$err" "tabula: unrecognized option '--bogus'" "an unknown option"
lacks "$err" "/tabula" "an unknown option"
(cd "$(dirname "$TABULA")" && "./$(basename "$TABULA")" --players) >"$out" 2>"$err"
status $? 2 "an option without its argument"
contains "$err" "tabula: option '--players' requires an argument" \
    "an option without its argument"
lacks "$err" "./tabula" "an option without its argument"

"$TABULA" chess >"$out" 2>"$err"
status $? 2 "an unknown game"
contains "$err" 'tabula: there is no game "chess"' "an unknown game"
lacks "$err" "/tabula" "an unknown game"

"$TABULA" ataxx --perft 4 >"$out" 2>"$err"
status $? 0 "perft"
[ "$(cat "$out")" = 155888 ] || fail "perft 4 printed $(cat "$out")"

"$TABULA" ataxx --perft 5 --fen "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1" >"$out"
[ "$(cat "$out")" = 2266352 ] || fail "perft 5 with blocks printed $(cat "$out")"

"$TABULA" ataxx --perft 3 --fen "x5o/7/7/7/7/o5x x 0 1" >"$out" 2>"$err"
status $? 1 "perft from a bad FEN"
contains "$err" "seven rows" "perft from a bad FEN"

"$TABULA" xtic --perft 3 >"$out" 2>"$err"
status $? 2 "perft of another game"
contains "$err" "--perft is for tabula ataxx, hexxagon" "perft of another game"

# Each game's own perft, as its table gives it: Hexxagon's counts are the
# independent model's in check_hexxagon.c.
"$TABULA" hexxagon --perft 4 >"$out" 2>"$err"
status $? 0 "Hexxagon's perft"
[ "$(cat "$out")" = 492714 ] || fail "Hexxagon's perft 4 printed $(cat "$out")"
"$TABULA" hexxagon --perft 4 --cells 58 >"$out" 2>"$err"
[ "$(cat "$out")" = 476262 ] ||
    fail "Hexxagon's perft 4 on 58 cells printed $(cat "$out")"
"$TABULA" hexxagon --perft 2 --uai >"$out" 2>"$err"
status $? 2 "another game's mode"
contains "$err" "--uai is for tabula ataxx" "another game's mode"
"$TABULA" ataxx --games 3 >"$out" 2>"$err"
status $? 2 "a mode's option without the mode"
contains "$err" "--games is for tabula ataxx --match" \
    "a mode's option without the mode"

"$TABULA" ataxx --perft -1 >"$out" 2>"$err"
status $? 2 "a negative perft depth"

"$TABULA" ataxx --time 0 </dev/null >"$out" 2>"$err"
status $? 2 "no time to think"
contains "$err" "--time" "no time to think"

"$TABULA" ataxx --players human,dragon </dev/null >"$out" 2>"$err"
status $? 1 "an unknown player"
contains "$err" "dragon" "an unknown player"

"$TABULA" ataxx --players human,remote </dev/null >"$out" 2>&1
status $? 1 "a remote player in a local game"
contains "$out" "remote player" "a remote player in a local game"

"$TABULA" xtic --fen x </dev/null >"$out" 2>&1
status $? 2 "another game's option"
contains "$out" "--fen is not an option of Xtic" "another game's option"

"$TABULA" ataxx --board no-such-board </dev/null >"$out" 2>"$err"
status $? 1 "an unknown board"
contains "$err" "no-such-board" "an unknown board"

# A missing data directory: the message names the file that is missing.
TABULA_DATADIR=$tmp/nowhere "$TABULA" ataxx --board four-holes </dev/null \
    >"$out" 2>"$err"
status $? 1 "a missing data file"
contains "$err" "$tmp/nowhere/ataxx/four-holes.board" "a missing data file"

"$TABULA" --load "$tmp/missing.tabula" >"$out" 2>"$err"
status $? 1 "loading a missing file"
contains "$err" "cannot open" "loading a missing file"

# The bench's node counts are the same on every run: a signature.
"$TABULA" bench ataxx screen 4 >"$out" 2>"$err"
status $? 0 "bench"
contains "$out" "nodes/s" "bench"

contains "$out" "ataxx perft 6: 141865520 nodes" "bench"
contains "$out" "screen 200x60: redraw " "bench"
signature() {
	grep ' nodes' | sed 's/, [0-9.]* s.*//; s/ in .*//'
}
signature <"$out" >"$tmp/first"
"$TABULA" bench ataxx 4 | signature >"$tmp/second"
cmp -s "$tmp/first" "$tmp/second" || fail "bench node counts differ between runs"
"$TABULA" bench hexxagon >"$out" 2>"$err"
status $? 0 "Hexxagon's bench"
contains "$out" "hexxagon perft 5, 61 cells, 2 players: 16906239" \
    "Hexxagon's bench"
"$TABULA" bench nothing 4 >"$out" 2>"$err"
status $? 2 "bench with a part that is not there"
contains "$err" "bench takes the names of its parts" "bench nothing"

# The hubs' part plays its games through real hubs, the journal on disk
# and on tmpfs.
"$TABULA" bench hub >"$out" 2>"$err"
status $? 0 "bench hub"
contains "$out" "hub, ataxx, 2 seats and 32 spectators, journal on disk" \
    "bench hub"
contains "$out" "hub, conqueror, 6 seats and 32 spectators, journal on disk" \
    "bench hub"
contains "$out" "journal on tmpfs: a move reaches every client" "bench hub"

# Conflict's part: the move lists, every level, whole games to a winner.
"$TABULA" bench conflict >"$out" 2>"$err"
status $? 0 "bench conflict"
contains "$out" "conflict moves: the 21 rolls have " "bench conflict"
contains "$out" "conflict computer 5: " "bench conflict"
[ "$(grep -c '^conflict game [0-9]*: .* player [1-4] wins$' "$out")" -eq 3 ] ||
    fail "bench conflict: three games should end with a winner"

finish
