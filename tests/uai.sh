#!/bin/sh
# uai.sh: the Ataxx engine over UAI, as a match runner talks to it, and as
# a hostile or careless one does.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out

# The handshake, a search from the start, and one after a few moves.
printf '%s\n' uai isready uainewgame 'position startpos' 'go depth 5' \
    'position startpos moves f2 a2 g3' 'go depth 3' 'position fen x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1' \
    'go movetime 100' 'perft 3' quit |
    "$TABULA" ataxx --uai >"$out" 2>&1
status $? 0 "a UAI session"
contains "$out" "id name Tabula" "uai"
contains "$out" "option name Hash type spin" "uai"
contains "$out" "uaiok" "uai"
contains "$out" "readyok" "isready"
contains "$out" "info depth 5 " "go depth 5"
contains "$out" "nodes 4184" "perft on a board with blocks"
[ "$(grep -c '^bestmove ' "$out")" -eq 3 ] || fail "three searches, three answers"

# The first answer is one of the sixteen opening moves.
first=$(grep '^bestmove ' "$out" | head -1 | cut -d' ' -f2)
case " f1 f2 g2 a6 b6 b7 g1e1 g1e2 g1e3 g1f3 g1g3 a7a5 a7b5 a7c5 a7c6 a7c7 " in
*" $first "*) ;;
*) fail "bestmove $first is not an opening move" ;;
esac
# After f2 a2 g3 it is o's turn: its answer lands next to o or two away.
second=$(grep '^bestmove ' "$out" | sed -n 2p | cut -d' ' -f2)
printf '%s\n' "position startpos moves f2 a2 g3 $second" 'perft 1' |
    "$TABULA" ataxx --uai >"$tmp/check" 2>&1
lacks "$tmp/check" "illegal move" "bestmove $second for o"
grep -q '^nodes [1-9]' "$tmp/check" || fail "no perft after bestmove $second"

# The clock: x is the side UAI calls black.
printf '%s\n' 'position startpos' 'go wtime 100000 btime 300 winc 0 binc 0' |
    "$TABULA" ataxx --uai >"$out" 2>&1
contains "$out" "bestmove " "go with clocks"

# An infinite search answers when stopped, and only then.
{ printf '%s\n' 'position startpos' 'go infinite'; sleep 1; echo stop; } |
    "$TABULA" ataxx --uai >"$out" 2>&1
contains "$out" "bestmove " "go infinite, then stop"

# Nonsense never crashes it, and it keeps answering.
{
	echo 'uai'
	echo 'position'
	echo 'position fen'
	echo 'position fen x5o/7/7/7/7/7/o5x q 0 1'
	echo 'position fen 9/9/9 x'
	echo 'position startpos moves a1a1 zz 0000'
	echo 'position startpos junk'
	echo 'go depth abc nodes -5 movetime'
	echo 'setoption name Hash value 99999999'
	echo 'setoption name Hash value 0'
	echo 'setoption name Threads value 4'
	echo 'setoption'
	echo 'perft 99'
	echo 'perft'
	head -c 4000 /dev/urandom | tr -d '\n'; echo
	awk 'BEGIN { for (i = 0; i < 20000; i++) printf "moves "; print "" }'
	printf 'position startpos moves'
	awk 'BEGIN { for (i = 0; i < 600; i++) printf " f2"; print "" }'
	echo 'isready'
	echo 'position startpos'
	echo 'go depth 2'
	echo 'quit'
} | "$TABULA" ataxx --uai >"$out" 2>&1
status $? 0 "nonsense"
contains "$out" "readyok" "nonsense, then isready"
contains "$out" "info string bad fen" "a bad FEN"
contains "$out" "info string illegal move a1a1" "an illegal move"
contains "$out" "bestmove " "nonsense, then a search"

# The end of the input ends it, after the search it asked for.
printf '%s\n' 'position startpos' 'go depth 3' | "$TABULA" ataxx --uai \
    >"$out" 2>&1
status $? 0 "the end of the input"
contains "$out" "bestmove " "the end of the input"

finish
