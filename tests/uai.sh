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

# uai SESSION WHAT: runs the engine on the lines of SESSION; it must answer
# and end by itself (within $guard seconds, a guard against a hang: a run
# that passes takes a fraction of a second on any machine).
uai() {
	printf '%s\n' "$1" | timeout $guard "$TABULA" ataxx --uai >"$out" 2>&1
	status $? 0 "$2"
}

# A search with no limit (go, go ponder, go movetime with a bad value) is
# stopped by a command that changes what the engine searches, which it
# then carries out; and the end of the input stops it.
for go in go 'go ponder' 'go infinite' 'go movetime abc'; do
	for cmd in 'position startpos moves f2' uainewgame \
	    'setoption name Hash value 2' 'perft 2'; do
		uai "position startpos
$go
$cmd
isready
go depth 1" "$go, then $cmd"
		[ "$(grep -c '^bestmove ' "$out")" -eq 2 ] ||
		    fail "$go, then $cmd: not two answers"
		contains "$out" readyok "$go, then $cmd"
	done
	uai "position startpos
$go" "$go, then the end of the input"
	contains "$out" "bestmove " "$go, then the end of the input"
done
uai 'go movetime abc' 'a bad movetime'
contains "$out" "info string go: movetime needs a number, not abc" \
    "a bad movetime"

# A search that ends of itself but not soon is stopped by a stop or a quit
# that comes after the command waiting for it: input is read meanwhile.
uai 'go depth 60
position startpos moves f2
stop
isready
perft 1
quit' "a long search, a position, then stop"
contains "$out" readyok "a long search, a position, then stop"
contains "$out" "nodes 16" "a long search, a position, then stop"
uai 'go depth 60
uainewgame
quit' "a long search, a new game, then quit"
contains "$out" "bestmove " "a long search, a new game, then quit"

# engine_start: the engine, reading what engine_say sends it through a
# fifo that stays open until engine_end, writing to $tmp/engine.out (for
# wait_out engine); engine_end closes its input and waits for it to end,
# with its status in $?.
engine_start() {
	rm -f "$tmp/engine.in"
	mkfifo "$tmp/engine.in"
	: >"$tmp/engine.out"
	timeout $guard "$TABULA" ataxx --uai <"$tmp/engine.in" \
	    >"$tmp/engine.out" 2>&1 &
	engine=$!
	exec 3>"$tmp/engine.in"
}
engine_say() {
	(printf '%s\n' "$@" >&3) 2>/dev/null ||
	    fail "the engine does not read \"$*\""
}
engine_end() {
	exec 3>&-
	wait $engine
}

# An infinite search answers when stopped, and only then, while the input
# stays open: isready is answered meanwhile, then stop brings the answer,
# and the engine goes on reading.
engine_start
engine_say 'position startpos' 'go infinite' isready
wait_out engine readyok
lacks "$tmp/engine.out" "bestmove " "go infinite, before stop"
engine_say stop
wait_out engine "bestmove "
engine_say isready
wait_out engine readyok 2
kill -0 $engine 2>/dev/null ||
    fail "go infinite, stop, isready: the engine ended with its input open"
engine_end
status $? 0 "go infinite, stop, isready with the input open"
[ "$(grep -c '^bestmove ' "$tmp/engine.out")" -eq 1 ] ||
    fail "go infinite, then stop: not one answer"

# A line of any length: 700 moves, played in full (a line was cut at 512
# words, which played the game from its move 509).
moves=$(awk 'BEGIN {
	split("b7 a6 b6 c7 c6 a5 b5 c5", xc, " ")
	split("f7 g6 f6 e7 e6 g5 f5 e5", oc, " ")
	split("g1e1 a1c1 e1g1 c1a1", xa, " ")
	split("a1c1 g1e1 c1a1 e1g1", ob, " ")
	# 96 jumps back and forth, then a clone, x and o in turn.
	for (b = 0; n < 700; b++) {
		for (i = 0; i < 96 && n < 700; i++)
			m[n++] = b % 2 == 0 ? xa[i % 4 + 1] : ob[i % 4 + 1]
		if (n < 700)
			m[n++] = b % 2 == 0 ? xc[int(b / 2) + 1] : \
			    oc[int(b / 2) + 1]
	}
	for (i = 0; i < n; i++)
		printf "%s%s", i ? " " : "", m[i]
}')
[ "$(echo "$moves" | wc -w)" -eq 700 ] || fail "not 700 moves"
uai "position startpos moves $moves
perft 3
position fen xxx2oo/xx3oo/7/7/7/7/2o3x x 21 351
perft 3" "700 moves"
lacks "$out" "info string" "700 moves"
[ "$(grep -c '^nodes 84714$' "$out")" -eq 2 ] ||
    fail "700 moves: not the position after them"

# A refused position leaves none: a search says so instead of searching
# the one before, until a good position comes.
uai 'position startpos moves f2
position startpos moves f2 zz
go depth 3
perft 1
position startpos moves f2
go depth 1
perft 1' "a refused position"
contains "$out" "info string illegal move zz: position refused" \
    "a refused position"
contains "$out" "info string no position" "a refused position"
[ "$(grep '^bestmove ' "$out" | head -1)" = "bestmove 0000" ] ||
    fail "a refused position: a move searched"
[ "$(grep '^nodes ' "$out")" = "nodes 16" ] ||
    fail "a refused position: perft of a stale position"
for bad in position 'position fen 9/9/9 x' 'position startpos junk'; do
	uai "$bad
go depth 1" "$bad"
	contains "$out" "position refused" "$bad"
	contains "$out" "bestmove 0000" "$bad"
done

# The time kept in hand scales with the time: a move of 100 ms is searched
# for about 90 (a fixed 30 ms took 70).  Slowness only lengthens it.
uai 'go movetime 100' "go movetime 100"
t=$(sed -n 's/^info nodes [0-9]* time \([0-9]*\) .*/\1/p' "$out")
[ "${t:-0}" -ge 85 ] || fail "go movetime 100 searched ${t:-no} ms"

# A level plays as it does in a game, the same from the same seed, the
# clock only a guard: level 3 blurs its judgement with noise, level 5
# looks four moves ahead.
for level in 3 5; do
	for run in 1 2; do
		printf '%s\n' uai 'position startpos moves f2 b2' \
		    'go wtime 600000 btime 600000' |
		    "$TABULA" ataxx --uai --level $level --seed 11 \
		    >"$tmp/level$run" 2>&1
		grep -v '^info.* time ' "$tmp/level$run" >"$tmp/level$run.moves"
	done
	contains "$tmp/level1" "id name Tabula 0.1 level $level" "--level"
	contains "$tmp/level1" "option name Level type spin default $level" \
	    "--level"
	contains "$tmp/level1" "bestmove " "--level"
	cmp -s "$tmp/level1.moves" "$tmp/level2.moves" ||
	    fail "--level $level --seed 11 played two moves"
done
contains "$tmp/level1" "info depth 4 " "--level 5"
lacks "$tmp/level1" "info depth 5 " "--level 5"
uai 'setoption name Level value 9
setoption name level value 1
setoption name Seed value -1
position startpos
go depth 5' "setoption Level"
contains "$out" "Level is from 1 to 8" "setoption Level"
lacks "$out" "info depth 2 " "setoption Level"

# Option names in any case, as UCI has them.
uai 'setoption name hash value 8
setoption name HASH value 0
setoption NAME Hash VALUE 4
isready' "option names in any case"
lacks "$out" "no option" "option names in any case"
contains "$out" "Hash is from 1" "option names in any case"

# A parameter of the search, for tuning by matches, changes its search;
# a name that is none is said so.
uai 'position startpos moves f2 b2 b6 f6
go depth 7' "the search's parameters"
sed -n 's/^info depth 7 .* nodes \([0-9]*\) .*/\1/p' "$out" >"$tmp/before"
uai 'setoption name JUMP_Prune value 0
setoption name jump_prune value abc
setoption name no_such_thing value 2
position startpos moves f2 b2 b6 f6
go depth 7' "the search's parameters"
contains "$out" "info string no option no_such_thing" "a bad search parameter"
contains "$out" "info string jump_prune is a whole number from -32768 to 32767" \
    "a search parameter's bad value"
lacks "$out" "no option JUMP_Prune" "a search parameter in any case"
sed -n 's/^info depth 7 .* nodes \([0-9]*\) .*/\1/p' "$out" >"$tmp/after"
[ -s "$tmp/before" ] && [ -s "$tmp/after" ] &&
    ! cmp -s "$tmp/before" "$tmp/after" ||
    fail "setoption name jump_prune did not change the search"

# EvalFile: the shipped network plays as the one built in; another (its
# weights squared, SCReLU) searches otherwise; a file that is not a
# network is said, and the network of before plays on.
net=$top_srcdir/data/ataxx/eval.net
sed 's/^activation .*/activation screlu/' "$net" >"$tmp/screlu.net"
uai "setoption name EvalFile value $net
position startpos moves f2 b2 b6 f6
go depth 7" "EvalFile, the shipped network"
sed -n 's/^info depth 7 .* nodes \([0-9]*\) .*/\1/p' "$out" >"$tmp/shipped"
cmp -s "$tmp/before" "$tmp/shipped" ||
    fail "the shipped network read from its file searched otherwise"
uai "setoption name EvalFile value $tmp/screlu.net
setoption name EvalFile value $top_srcdir/data/ataxx/openings.fen
position startpos moves f2 b2 b6 f6
go depth 7" "EvalFile, another network"
contains "$out" "info string EvalFile: $top_srcdir/data/ataxx/openings.fen is not a network this engine can read" \
    "a file that is not a network"
sed -n 's/^info depth 7 .* nodes \([0-9]*\) .*/\1/p' "$out" >"$tmp/other"
[ -s "$tmp/other" ] && ! cmp -s "$tmp/before" "$tmp/other" ||
    fail "another network read from its file searched as the one built in"

# Wider networks: the shipped one with orbits added that have no say in
# the output (their weights the first ones' negated, so that a unit read
# from the wrong orbit would show) searches as the one built in, whatever
# the width the engine holds; one wider than it holds is refused.
orbits=$(sed -n 's/^orbits //p' "$net")
widen() {
	awk -v n="$1" -v o="$orbits" '
	function more(   i, s) {
		s = ""
		for (i = 0; i < n - o; i++)
			s = s " " ($0 ~ /^output-/ ? 0 : -$(2 + i % o - \
			    ($0 ~ /^[a-z]/ ? 0 : 1)))
		return (s)
	}
	/^orbits / { print "orbits " n; next }
	/^(hidden-bias|output-us|output-them) / { print $0 more(); next }
	/^weights$/ { rows = 1; print; next }
	rows { print $0 more(); next }
	{ print }' "$net" >"$tmp/o$1.net"
}
for n in 24 32 40 64; do
	[ "$n" -gt "$orbits" ] || continue
	widen $n
	uai "setoption name EvalFile value $tmp/o$n.net
position startpos moves f2 b2 b6 f6
go depth 7" "EvalFile, $n orbits"
	lacks "$out" "info string EvalFile" "a network of $n orbits read"
	sed -n 's/^info depth 7 .* nodes \([0-9]*\) .*/\1/p' "$out" \
	    >"$tmp/wide"
	cmp -s "$tmp/before" "$tmp/wide" ||
	    fail "the network widened to $n orbits searched otherwise"
done
widen 72
uai "setoption name EvalFile value $tmp/o72.net" "EvalFile, 72 orbits"
contains "$out" "info string EvalFile: $tmp/o72.net is not a network this engine can read" \
    "a network of more orbits than the engine holds"

finish
