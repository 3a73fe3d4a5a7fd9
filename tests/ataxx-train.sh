#!/bin/sh
# ataxx-train.sh: tools/ataxx_train makes, from the records of ataxx_tune
# gen, a network the build and ataxx_tune match take (of either
# activation), the same network again from the same records and options,
# the shipped network's weights back when it only reads them (-e 0 -i),
# and refuses records that are not ataxx_tune gen's and bad options with a
# message.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

tools=${top_builddir:-.}/tools
net=$top_srcdir/data/ataxx/eval.net
openings=$top_srcdir/data/ataxx/openings.fen
orbits=$(sed -n 's/^orbits //p' "$net")

"$tools/ataxx_tune" gen -d 2 -g 6 -r 2,4 -u 100 -s 1 "$openings" \
    >"$tmp/records.bin" 2>/dev/null
status $? 0 "ataxx_tune gen"
[ -s "$tmp/records.bin" ] || fail "gen wrote no records"

# train NAME OPTIONS...: trains on the records into $tmp/NAME.net, its
# messages in $tmp/NAME.err; the exit status.
train() {
	name=$1
	shift
	"$tools/ataxx_train" "$@" -w "$tmp/$name.net" "$tmp/records.bin" \
	    2>"$tmp/$name.err"
}

train a -e 2 -j 2 -s 3
status $? 0 "training"
contains "$tmp/a.err" "quantized: validation" "the loss"
contains "$tmp/a.net" "# tools/ataxx_train -e 2 -o $orbits -a crelu -l 0.5 -s 3" \
    "how the network was made"
train b -e 2 -j 2 -s 3
cmp -s "$tmp/a.net" "$tmp/b.net" ||
    fail "the same records and options made two networks"
train c -e 2 -j 2 -s 4
cmp -s "$tmp/a.net" "$tmp/c.net" && fail "another seed made the same network"

# The build's writer takes it; so does ataxx_tune match, which plays it.
"${AWK:-awk}" -f "$top_srcdir/src/ai/ataxx_nn_net.awk" "$tmp/a.net" \
    >"$tmp/a.c" 2>"$tmp/a.awk"
status $? 0 "the build's writer"
contains "$tmp/a.c" ".activation = ATAXX_NN_CRELU," "the activation"
train s -e 1 -a screlu
status $? 0 "training screlu"
contains "$tmp/s.net" "activation screlu" "the activation in the file"
"${AWK:-awk}" -f "$top_srcdir/src/ai/ataxx_nn_net.awk" "$tmp/s.net" \
    >"$tmp/s.c" 2>"$tmp/s.awk"
contains "$tmp/s.c" ".activation = ATAXX_NN_SCRELU," "screlu built in"
for n in a s; do
	"$tools/ataxx_tune" match -d 1 -g 2 "$tmp/$n.net" net "$openings" \
	    >"$tmp/$n.match" 2>&1
	status $? 0 "ataxx_tune match with network $n"
	grep -q '^[0-9]*-[0-9]*-[0-9]* ' "$tmp/$n.match" ||
	    fail "ataxx_tune match gave no result for network $n"
done

# Read and written back, the shipped network keeps every weight.
train same -e 0 -l 0.75 -i "$net"
status $? 0 "the shipped network read"
for part in hidden-bias output-us output-them output-bias features; do
	[ "$(grep "^$part " "$net")" = "$(grep "^$part " "$tmp/same.net")" ] ||
	    fail "the shipped network's $part changed"
done
sed '1,/^weights$/d' "$net" >"$tmp/w1"
sed '1,/^weights$/d' "$tmp/same.net" >"$tmp/w2"
cmp -s "$tmp/w1" "$tmp/w2" || fail "the shipped network's weights changed"

# What is not records, and bad options.
head -c 27 "$tmp/records.bin" >"$tmp/short.bin"
"$tools/ataxx_train" -e 1 -w "$tmp/x.net" "$tmp/short.bin" 2>"$tmp/short.err"
status $? 1 "a file of part of a record"
contains "$tmp/short.err" "not a file of records of 28 bytes" "part of a record"
printf '\001\000\000\000\000\000\000\000\001\000\000\000\000\000\000\000' \
    >"$tmp/overlap.bin"
head -c 12 /dev/zero >>"$tmp/overlap.bin"
"$tools/ataxx_train" -e 1 -w "$tmp/x.net" "$tmp/overlap.bin" \
    2>"$tmp/overlap.err"
status $? 1 "a square of both sides"
contains "$tmp/overlap.err" "record 1 is not a position" "a square of both"
"$tools/ataxx_train" -e 1 -w "$tmp/x.net" "$tmp/none.bin" 2>"$tmp/none.err"
status $? 1 "a missing file"
contains "$tmp/none.err" "none.bin: No such file or directory" "missing"
[ -e "$tmp/x.net" ] && fail "a network written from bad records"
head -c 28 "$tmp/records.bin" >"$tmp/one.bin"
"$tools/ataxx_train" -e 1 -w "$tmp/x.net" "$tmp/one.bin" 2>"$tmp/one.err"
status $? 1 "one record"
contains "$tmp/one.err" "too few records" "one record"
train o12 -o 12
status $? 2 "12 orbits"
contains "$tmp/o12.err" "-o is a multiple of 8" "orbits of 8"
train act -a relu
status $? 2 "an unknown activation"
contains "$tmp/act.err" "-a is crelu or screlu" "the activations"
train other -e 0 -o 8 -i "$net"
status $? 1 "a network of more orbits to start from"
contains "$tmp/other.err" "not a network of 1 to 8 orbits" "more orbits"
# Widened, it scores as before: the loss of the shipped orbits, now 8 more.
train wide -e 0 -o $((orbits + 8)) -l 0.75 -i "$net"
status $? 0 "a network of fewer orbits to start from"
[ "$(grep quantized "$tmp/wide.err")" = "$(grep quantized "$tmp/same.err")" ] ||
    fail "widened, the network scores otherwise"
contains "$tmp/wide.net" "orbits $((orbits + 8))" "the orbits widened"

finish
