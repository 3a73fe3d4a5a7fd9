#!/bin/sh
# ataxx-match.sh: tabula ataxx --match, between Tabula's own UAI engine at
# two levels, and against engines that cheat, dawdle or die.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out
err=$tmp/err

# result FILE: W D L N of the summary line, or nothing.
result() {
	sed -n 's/^Result: \([0-9]*\)-\([0-9]*\)-\([0-9]*\) (.*) in \([0-9]*\) games, score [0-9.]*%, Elo .*/\1 \2 \3 \4/p' "$1"
}

# Level 2 against level 4, from the shipped openings: a result line, and
# wins, draws and losses that add up to the games.
timeout $guard "$TABULA" ataxx --match \
    "$TABULA ataxx --uai --level 2 --seed 7" "$TABULA ataxx --uai --level 4" \
    --games 6 --movetime 5000 >"$out" 2>"$err"
status $? 0 "a match"
contains "$out" "Tabula 0.1 level 2 against Tabula 0.1 level 4, 6 games" \
    "a match"
set -- $(result "$out")
if [ $# -ne 4 ]; then
	fail "a match: no result line"
	cat "$out" >&2
else
	[ $(($1 + $2 + $3)) -eq "$4" ] && [ "$4" -eq 6 ] ||
	    fail "a match: $1-$2-$3 is not 6 games"
	# Level 4 looks three moves ahead; level 2 one, and misjudges it.
	[ "$3" -ge 4 ] || fail "a match: level 2 lost only $3 of 6 to level 4"
fi
[ "$(grep -c '^Game [0-9]* of 6, opening' "$out")" -eq 6 ] ||
    fail "a match: not six games"
# Each opening twice, the colours swapped.
contains "$out" "Game 1 of 6, opening 1, Tabula 0.1 level 2 (x) against Tabula 0.1 level 4 (o)" "colours"
contains "$out" "Game 2 of 6, opening 1, Tabula 0.1 level 4 (x) against Tabula 0.1 level 2 (o)" "colours"
contains "$out" "Game 3 of 6, opening 2, Tabula 0.1 level 2 (x)" "colours"
grep '^Result: ' "$out" | grep -q 'Elo [-+]' || fail "a match: no Elo"

# Levels are reproducible: the same seeds play the same games, move for
# move, on a clock of any speed.
openings=$tmp/openings.fen
printf '%s\n' '# two boards' 'x5o/7/7/7/7/7/o5x x 0 1' \
    'x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1' >"$openings"
for run in 1 2; do
	timeout $guard "$TABULA" ataxx --match \
	    "$TABULA ataxx --uai --level 3 --seed 5" \
	    "$TABULA ataxx --uai --level 1 --seed 9" \
	    --openings "$openings" --tc 30+1 --watch >"$tmp/run$run" 2>&1
	status $? 0 "a watched match"
done
contains "$tmp/run1" "position fen x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1 moves " \
    "a watched match"
contains "$tmp/run1" "     a b c d e f g" "a watched match"
set -- $(result "$tmp/run1")
[ "${4:-0}" -eq 4 ] || fail "a watched match: not four games"
contains "$tmp/run1" " ms" "a watched match: the time of a move"
# The results board by board: two openings, two boards.
board1=$(sed -n 's/^  on the board with no blocked square: \([0-9]*\)-\([0-9]*\)-\([0-9]*\)$/\1 \2 \3/p' "$tmp/run1")
board2=$(sed -n 's/^  on the board blocked at c3 e3 c5 e5: \([0-9]*\)-\([0-9]*\)-\([0-9]*\)$/\1 \2 \3/p' "$tmp/run1")
set -- $board1 $board2
[ $# -eq 6 ] && [ $(($1 + $2 + $3)) -eq 2 ] && [ $(($4 + $5 + $6)) -eq 2 ] ||
    fail "a watched match: not two games on each board"
# The same, but for the time each move took.
for run in 1 2; do
	sed 's/, in [0-9]* ms$//' "$tmp/run$run" >"$tmp/moves$run"
done
cmp -s "$tmp/moves1" "$tmp/moves2" || fail "the same seeds, another game"

# At a number of nodes a move, the engines are told "go nodes N", and the
# strongest level, which otherwise uses its thinking time, plays the same
# games however busy the machine.
cat >"$tmp/nodes" <<NODES
#!/bin/sh
tee -a "$tmp/told" | $TABULA ataxx --uai
NODES
chmod +x "$tmp/nodes"
for run in 1 2; do
	timeout $guard "$TABULA" ataxx --match "$tmp/nodes" \
	    "$TABULA ataxx --uai" --openings "$openings" --games 2 \
	    --nodes 3000 --watch >"$tmp/run$run" 2>&1
	status $? 0 "a match at 3000 nodes a move"
	sed 's/, in [0-9]* ms$//' "$tmp/run$run" >"$tmp/moves$run"
done
set -- $(result "$tmp/run1")
[ "${4:-0}" -eq 2 ] || fail "a match at 3000 nodes a move: not two games"
# One engine against itself, the colours swapped, plays one game twice:
# an even score, whose Elo is +0 (not -0).
contains "$tmp/run1" "score 50.0%, Elo +0 +/- " "an even match at 3000 nodes"
grep -q '^go nodes 3000$' "$tmp/told" ||
    fail "a match at 3000 nodes a move: no go nodes 3000"
if grep '^go' "$tmp/told" | grep -qv '^go nodes 3000$'; then
	fail "a match at 3000 nodes a move: another go"
fi
cmp -s "$tmp/moves1" "$tmp/moves2" ||
    fail "a match at 3000 nodes a move: another game the second time"
"$TABULA" ataxx --match a b --nodes 100 --tc 1+0 >"$out" 2>"$err"
status $? 2 "--nodes with --tc"
contains "$err" "--nodes or --tc, not both" "--nodes with --tc"
# Even a clock whose base rounds to 0 ms.
"$TABULA" ataxx --match a b --nodes 100 --tc 0.0004+5 >"$out" 2>"$err"
status $? 2 "--nodes with a tiny --tc"
contains "$err" "--nodes or --tc, not both" "--nodes with a tiny --tc"
"$TABULA" ataxx --match a b --nodes 0 >"$out" 2>"$err"
status $? 2 "--nodes 0"
contains "$err" "--nodes needs at least one node" "--nodes 0"

# An engine that plays an illegal move, one that is late (it answers only
# when stopped), one that dies, one that floods the runner with a line of
# 3 MB: each loses, and the runner says why.  Tabula's engine, however
# busy the machine, is never late: against the late one it has 2 s of
# grace, against the others $guard seconds.
cat >"$tmp/fake" <<'FAKE'
#!/bin/sh
while read -r cmd rest; do
	case $cmd in
	uai) echo "id name Fake $1"; echo uaiok ;;
	isready) echo readyok ;;
	go) case $1 in
		illegal) echo "bestmove a1a1" ;;
		dead) exit 3 ;;
		flood) head -c 3000000 /dev/zero | tr '\0' x; sleep 2 ;;
		esac ;;
	stop) echo "bestmove f1" ;;
	quit) exit 0 ;;
	esac
done
FAKE
chmod +x "$tmp/fake"
for kind in illegal late flood dead; do
	grace=$((guard * 1000))
	[ $kind != late ] || grace=2000
	timeout $guard "$TABULA" ataxx --match "$TABULA ataxx --uai --level 1" \
	    "$tmp/fake $kind" --openings "$openings" --movetime 300 \
	    --grace $grace >"$out" 2>&1
	status $? 0 "an engine that is $kind"
	[ "$kind" != flood ] || contains "$out" \
	    "Fake flood lost: it wrote a line of more than 1048576 bytes." \
	    "an engine that floods"
	set -- $(result "$out")
	[ "${1:-0}" -eq 4 ] || fail "an engine that is $kind won a game"
	# Every game one way: the interval still has a bound (Wilson's).
	contains "$out" "score 100.0%, Elo +inf (95% interval +7 to +inf)" \
	    "the Elo interval of four wins out of four"
done
contains "$out" "Fake dead lost: the engine stopped." "a dead engine"
timeout $guard "$TABULA" ataxx --match "$TABULA ataxx --uai --level 1" \
    "$TABULA ataxx --uai --level 1" --openings "$openings" --games 1 \
    --grace $((guard * 1000)) >"$out" 2>&1
contains "$out" "Tabula 0.1 level 1 (1) against Tabula 0.1 level 1 (2)" \
    "two engines of one name"
timeout $guard "$TABULA" ataxx --match "$tmp/fake illegal" \
    "$TABULA ataxx --uai --level 1" --openings "$openings" --games 1 \
    --grace $((guard * 1000)) >"$out" 2>&1
contains "$out" 'Fake illegal lost by an illegal move, "a1a1": That square is taken.' \
    "an illegal move"
timeout $guard "$TABULA" ataxx --match "$tmp/fake late" \
    "$TABULA ataxx --uai --level 1" --openings "$openings" --games 1 \
    --movetime 200 --grace 2000 >"$out" 2>&1
contains "$out" "Fake late lost on time: no move after " "a late move"
contains "$out" "with 200 ms to play." "a late move"

# The SPRT: level 4 against level 1 shows itself the stronger by 50 Elo
# (H1) well before 40 games, and level 1 against level 4 does not (H0).
# Each game's line gives the LLR the W-D-L so far make, the usual way.
for pair in "4 1 H1" "1 4 H0"; do
	set -- $pair
	timeout $guard "$TABULA" ataxx --match \
	    "$TABULA ataxx --uai --level $1 --seed 3" \
	    "$TABULA ataxx --uai --level $2 --seed 4" --sprt 0,50 --games 40 \
	    --movetime 5000 --grace $((guard * 1000)) >"$out" 2>&1
	status $? 0 "an SPRT match"
	contains "$out" "SPRT of Elo 50 against 0 (LLR bounds -2.94 and 2.94), at most 40 games" \
	    "an SPRT match"
	contains "$out" "games: $3 accepted" "level $1 against level $2: $3"
	n=$(grep -c '^Game [0-9]*, opening' "$out")
	[ "$n" -lt 40 ] && [ $((n % 2)) -eq 0 ] ||
	    fail "an SPRT match of level $1 against $2: stopped after $n games"
	# Each line's LLR, from its W-D-L: (s1 - s0)(2s - s0 - s1) / 2var*n.
	sed -n 's/.*\[\([0-9]*\)-\([0-9]*\)-\([0-9]*\), LLR \([-0-9.]*\)\]$/\1 \2 \3 \4/p' \
	    "$out" | awk '
	    { w = $1; d = $2; l = $3
	      # All alike: half a game of each kind more.
	      if ((w > 0) + (d > 0) + (l > 0) == 1) { w += .5; d += .5; l += .5 }
	      n = w + d + l; s = (w + d / 2) / n; v = (w + d / 4) / n - s * s
	      s0 = 0.5; s1 = 1 / (1 + 10 ^ (-50 / 400))
	      llr = (s1 - s0) * (2 * s - s0 - s1) / (2 * v / n)
	      if (llr - $4 > 0.006 || $4 - llr > 0.006) {
		print "LLR " $4 " after " w "-" d "-" l ", not " llr; bad = 1 }
	      lines++ }
	    END { exit bad || lines != '"$n"' }' >"$err" ||
	    fail "an SPRT match: the LLR of each game: $(cat "$err")"
	# Both engines search to the depth of their level or less.
	depth=$(sed -n "s/^Mean depth reached by Tabula 0.1 level 4: \([0-9.]*\), over [0-9]* moves$/\1/p" "$out")
	awk "BEGIN { exit !(\"$depth\" + 0 > 2 && \"$depth\" + 0 <= 3) }" ||
	    fail "an SPRT match: level 4's mean depth is \"$depth\", not 2 to 3"
done
# Four wins are not enough to tell 5 Elo from -5: no decision.
timeout $guard "$TABULA" ataxx --match "$TABULA ataxx --uai --level 1" \
    "$tmp/fake illegal" --openings "$openings" --sprt -5,5 --games 4 \
    --grace $((guard * 1000)) >"$out" 2>&1
contains "$out" "SPRT: LLR 0.30, between -2.94 and 2.94 after 4 games: no decision." \
    "an SPRT of four games"
"$TABULA" ataxx --match a b --sprt 10,0 >"$out" 2>"$err"
status $? 2 "an SPRT the wrong way round"
contains "$err" "--sprt needs ELO0,ELO1" "an SPRT the wrong way round"
for bad in 5 0x10,20 0,inf ' 0,10' 0,1000; do
	"$TABULA" ataxx --match a b --sprt "$bad" >"$out" 2>"$err"
	status $? 2 "an SPRT of \"$bad\""
done

# What the command line refuses.
"$TABULA" ataxx --match "$TABULA ataxx --uai" >"$out" 2>"$err"
status $? 2 "one engine"
contains "$err" "two engine commands" "one engine"
"$TABULA" ataxx --match a b --movetime 10 --tc 1+0 >"$out" 2>"$err"
status $? 2 "two time controls"
"$TABULA" ataxx --match a b --tc 1+x >"$out" 2>"$err"
status $? 2 "a bad time control"
contains "$err" "--tc needs BASE+INC" "a bad time control"
"$TABULA" ataxx --games 3 </dev/null >"$out" 2>"$err"
status $? 2 "--games without --match"
"$TABULA" ataxx --match "$TABULA ataxx --uai" "$TABULA ataxx --uai" \
    --openings "$tmp/none" >"$out" 2>"$err"
status $? 1 "openings that are not there"
contains "$err" "Cannot open the openings" "openings that are not there"
printf 'x5o/7/7/7/7/o5x x 0 1\n' >"$tmp/bad.fen"
"$TABULA" ataxx --match "$TABULA ataxx --uai" "$TABULA ataxx --uai" \
    --openings "$tmp/bad.fen" >"$out" 2>"$err"
status $? 1 "a bad opening"
contains "$err" "line 1: A position has seven rows" "a bad opening"
"$TABULA" ataxx --match "exit 0" "$TABULA ataxx --uai" \
    --openings "$openings" >"$out" 2>"$err"
status $? 1 "an engine that does not start"
contains "$err" 'The engine "exit 0" did not answer' \
    "an engine that does not start"

# A match ended by a signal ends its engines, even one that lingers when
# its input ends (as some do, spinning): nothing is left taking the
# processor.  Each engine's shell writes its process number first.
pids=$tmp/engines.pid
: >"$pids"
linger="echo \$\$ >>$pids; $TABULA ataxx --uai; exec sleep 600"
"$TABULA" ataxx --match "$linger" "$linger" --movetime 3000 \
    --openings "$openings" >"$out" 2>"$err" &
runner=$!
two_engines() { [ "$(wc -l <"$pids")" -eq 2 ] && grep -q against "$out"; }
within two_engines || fail "a signalled match: the engines did not start"
kill -TERM $runner
wait $runner
status $? 143 "a signalled match"
gone() { ! kill -0 "$1" 2>/dev/null; }
for pid in $(cat "$pids"); do
	within gone "$pid" || {
		fail "a signalled match: engine $pid is still there"
		kill -KILL -"$pid" 2>/dev/null
	}
done

finish
