#!/bin/sh
# xtic-prove.sh: the prover of Xtic (tools/xtic_prove) on a position near
# the end, cut where the solver answers at once: a run stopped midway and
# started again takes its log up and comes to the value of a run at one go;
# --check replays the proof and solves a sample again; a log with bad lines
# has them named and left out, and one cut short mid-line is mended; a
# book (--book) carries the proof's strategy on, resumes and is checked;
# --first gives the value of every move; --help is answered.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

prove=${top_builddir:-.}/tools/xtic_prove
pos="BHSR---/-NVOQ--/--NHOR-/NHSR-BHOQBVSQ BVOR 2"
answers() {
	if [ -f "$1" ]; then grep -c '^[^#]' "$1"; else echo 0; fi
}

# --help: the usage on the standard output, and success; a wrong option:
# the same on the standard error, and failure.
"$prove" --help >"$tmp/help" 2>"$tmp/help.err"
status $? 0 "xtic_prove --help"
contains "$tmp/help" "usage: xtic_prove" "xtic_prove --help"
[ -s "$tmp/help.err" ] && fail "xtic_prove --help wrote to the standard error"
"$prove" -Z >"$tmp/help" 2>"$tmp/help.err"
status $? 2 "xtic_prove -Z"
contains "$tmp/help.err" "usage: xtic_prove" "xtic_prove -Z"

# At one go, one job.
"$prove" -q -b 12 -d 8 -l "$tmp/one.log" normal lose "$pos" >"$tmp/one" 2>&1
status $? 0 "at one go"
contains "$tmp/one" "xtic normal lose: proven: a draw" "the value at one go"
contains "$tmp/one.log" "# xtic_prove normal lose" "the log's first line"

# Two jobs, stopped once the log has some answers (or at its end, on a
# fast machine), then started again.
"$prove" -q -b 12 -d 8 -j 2 -l "$tmp/two.log" normal lose "$pos" \
    >"$tmp/two" 2>&1 &
pid=$!
while [ "$(answers "$tmp/two.log")" -lt 40 ] && kill -0 $pid 2>/dev/null; do
	sleep 0.1
done
kill -TERM $pid 2>/dev/null
wait $pid
n=$(answers "$tmp/two.log")
[ "$n" -gt 0 ] || fail "no answers in the log of the run stopped"
"$prove" -q -b 12 -d 8 -j 2 -l "$tmp/two.log" normal lose "$pos" \
    >"$tmp/again" 2>&1
status $? 0 "started again"
contains "$tmp/again" "log $tmp/two.log: $n answers" "the log taken up"
contains "$tmp/again" "xtic normal lose: proven: a draw" "the value again"
lacks "$tmp/again" "not an answer" "the log of the run stopped"

# The check: the tree from the log alone, and a sample solved again
# another way.
"$prove" --check -n 3 -b 12 -d 8 -l "$tmp/two.log" normal lose "$pos" \
    >"$tmp/check" 2>&1
status $? 0 "--check"
contains "$tmp/check" "xtic normal lose: proven: a draw; the proof rests on" \
    "the check's value"
contains "$tmp/check" "solved again: " "the sample"
contains "$tmp/check" "check passed" "the sample agrees"
lacks "$tmp/check" "DISAGREES" "the sample agrees"

# A log without all its answers proves nothing.
head -n 20 "$tmp/one.log" >"$tmp/part.log"
"$prove" --check -b 12 -d 8 -l "$tmp/part.log" normal lose "$pos" \
    >"$tmp/part" 2>&1
status $? 3 "--check of a part"
contains "$tmp/part" "not proven: " "a part of a proof"

# Bad lines, and a last line cut short: named, left out, no crash.
cp "$tmp/one.log" "$tmp/bad.log"
lines=$(wc -l <"$tmp/bad.log")
{
	echo "not an answer at all"
	echo "---1--e--7-58d43 >=2 yes 1 2"
	echo "---1--e--7-58d4 >=1 yes 1 2"
	echo "-----------1--e0 >=1 yes 1 2"
	printf '%s' "$(sed -n 5p "$tmp/one.log" | cut -c 1-22)"
} >>"$tmp/bad.log"
"$prove" --check -n 1 -b 12 -d 8 -l "$tmp/bad.log" normal lose "$pos" \
    >"$tmp/bad" 2>&1
status $? 0 "--check of a log with bad lines"
for k in 1 2 3 4 5; do
	contains "$tmp/bad" "bad.log:$((lines + k)): not an answer, left out" \
	    "bad line $k"
done
contains "$tmp/bad" "5 bad lines left out" "the bad lines counted"
contains "$tmp/bad" "proven: a draw" "the value despite bad lines"
"$prove" -q -b 12 -d 8 -l "$tmp/bad.log" normal lose "$pos" >"$tmp/bad2" 2>&1
status $? 0 "a run on a log with bad lines"
contains "$tmp/bad2" "proven: a draw" "the value of a run on bad lines"
[ "$(tail -c 1 "$tmp/bad.log" | od -An -c | tr -d ' ')" = '\n' ] ||
    fail "the line cut short was not ended"

# The book: the proof's strategy carried on past its cut, one placement
# here, asking for a win first where a draw is enough; started again, it
# has nothing left to ask; checked, a sample solved again agrees; a book
# cut short is named so.
book() {
	"$prove" --book "$@" -b 12 -d 8 -L 9 -w 8 -l "$tmp/one.log" \
	    normal lose "$pos"
}
book -q -o "$tmp/book.log" >"$tmp/book" 2>&1
status $? 0 "the book"
contains "$tmp/book" "the book is whole" "the book"
contains "$tmp/book.log" "# xtic_prove --book normal lose" "the book's first line"
n=$(answers "$tmp/book.log")
[ "$n" -gt 0 ] || fail "no answers in the book"
grep -q ' >=1 no ' "$tmp/book.log" || fail "the book never asked for a win"
[ "$(tail -n 1 "$tmp/book.log")" = "# whole to 9 placed" ] ||
    fail "the book does not end by saying it is whole"
book -q -o "$tmp/book.log" >"$tmp/book2" 2>&1
status $? 0 "the book again"
contains "$tmp/book2" "log $tmp/book.log: $n answers" "the book taken up"
contains "$tmp/book2" "whole: $n answers in the log" "the book again"
contains "$tmp/book2" "this run 0," "the book again"
[ "$(grep -c '^# whole' "$tmp/book.log")" -eq 1 ] ||
    fail "the book says it is whole more than once"
book --check -n 3 -o "$tmp/book.log" >"$tmp/bcheck" 2>&1
status $? 0 "--book --check"
contains "$tmp/bcheck" "the book to 9 placed is whole: $n answers" \
    "the book's check"
contains "$tmp/bcheck" "check passed" "the book's sample"
lacks "$tmp/bcheck" "DISAGREES" "the book's sample"
head -n 3 "$tmp/book.log" >"$tmp/bookpart.log"
book --check -n 1 -o "$tmp/bookpart.log" >"$tmp/bpart" 2>&1
status $? 3 "--book --check of a part"
contains "$tmp/bpart" "is not whole: " "a part of a book"
[ "$(answers "$tmp/bookpart.log")" -eq 2 ] || fail "the check wrote to the book"

# --first: the value of every move up to symmetry, from a position ten
# pieces in that the side to play wins: two moves keep the win, five give
# a draw, the others lose.  Read again, its log answers it all.
ten='BHSRNVSQBVOQ-/NHOQ-BVORNVSR/-NHSQBHOR-/NHOR--NVOQ NHSR 1'
first() {
	"$prove" --first -q -b 12 -d 12 -l "$tmp/ten.log" normal lose "$ten"
}
first >"$tmp/first" 2>&1
status $? 3 "--first before the proof"
contains "$tmp/first" "not proven: " "--first before the proof"
"$prove" -q -b 12 -d 12 -l "$tmp/ten.log" normal lose "$ten" >"$tmp/ten" 2>&1
status $? 0 "the position ten pieces in"
contains "$tmp/ten" "proven: the side to play wins" "ten pieces in"
first >"$tmp/first" 2>&1
status $? 0 "--first"
contains "$tmp/first" "move b1 BHSQ: the side to play wins (keeps the value)" \
    "a move that keeps the win"
contains "$tmp/first" "move c1 NVOR: a draw" "a move that gives a draw"
contains "$tmp/first" "move d4 BHOQ: the side to play loses" \
    "a move that loses"
contains "$tmp/first" "26 moves up to symmetry, 2 keep the value" \
    "the moves counted"
[ "$(grep -c ': a draw$' "$tmp/first")" -eq 5 ] || fail "not five draws"
n=$(answers "$tmp/ten-first.log")
[ "$n" -gt 0 ] || fail "no answers in --first's log"
first >"$tmp/first2" 2>&1
status $? 0 "--first again"
contains "$tmp/first2" "log $tmp/ten-first.log: $n answers (this run 0," \
    "--first again, from its log"
contains "$tmp/first2" "move b1 BHSQ: the side to play wins (keeps the value)" \
    "--first again"

# Nonsense is refused.
"$prove" -d 8 normal lose "not a position" >"$tmp/nonsense" 2>&1
status $? 2 "not a position"
"$prove" -d 8 sideways lose >"$tmp/nonsense" 2>&1
status $? 2 "not a game type"
"$prove" --first --book normal lose >"$tmp/nonsense" 2>&1
status $? 2 "--first with --book"

finish
