#!/bin/sh
# ataxx-net.sh: the build's writer of the Ataxx network built in
# (src/ai/ataxx_nn_net.awk) takes data/ataxx/eval.net whole, and stops the
# build, naming the line, on a file with a word missing, a number out of
# bounds or not a number, or too few or too many weights, rather than
# compile in part of a network.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

net=$top_srcdir/data/ataxx/eval.net
script=$top_srcdir/src/ai/ataxx_nn_net.awk
orbits=$(sed -n 's/^orbits //p' "$net")

# write NAME: the C written from $tmp/NAME.net, its errors in $tmp/NAME.err;
# the writer's exit status.
write() {
	"${AWK:-awk}" -f "$script" "$tmp/$1.net" >"$tmp/$1.c" 2>"$tmp/$1.err"
}

cp "$net" "$tmp/good.net"
write good
status $? 0 "the shipped network"
contains "$tmp/good.c" \
    "const struct ataxx_nn_weights ataxx_nn_weights_builtin = {" \
    "the weights built in"
contains "$tmp/good.c" "#if $orbits > ATAXX_NN_ORBITS_MAX" \
    "the check of the orbits"
contains "$tmp/good.c" ".orbits = $orbits," "its orbits"
contains "$tmp/good.c" " * tools/ataxx_train" "how it was trained"
[ "$(grep -c '^	-*[0-9]' "$tmp/good.c")" -eq 9216 ] ||
    fail "the C has not 9216 rows of weights"
[ -s "$tmp/good.err" ] && fail "errors for the shipped network"

# A mistake in each part, its line found by its word.
line() {
	grep -n "^$1" "$net" | cut -d: -f1
}
row=$(($(line weights) + 3))
sed 's/^output-bias .*/output-bias x/' "$net" >"$tmp/word.net"
sed 's/^features /feature /' "$net" >"$tmp/missing.net"
sed "${row}s/^-*[0-9]*/4096/" "$net" >"$tmp/bound.net"
sed '$d' "$net" >"$tmp/short.net"
{ cat "$net"; echo 1; } >"$tmp/long.net"
sed 's/^orbits .*/orbits 12/' "$net" >"$tmp/orbits.net"
# The shipped network is of version 3, which names its activation;
# version 2 had none, and was clipped.
contains "$tmp/good.c" ".activation = ATAXX_NN_CRELU," "its activation"
sed 's/^activation .*/activation screlu/' "$net" >"$tmp/v3.net"
write v3
status $? 0 "a network of version 3 with SCReLU"
contains "$tmp/v3.c" ".activation = ATAXX_NN_SCRELU," "SCReLU"
sed 's/^ataxx-net 3$/ataxx-net 2/; /^activation /d' "$net" >"$tmp/v2.net"
write v2
status $? 0 "a network of version 2"
contains "$tmp/v2.c" ".activation = ATAXX_NN_CRELU," "version 2's activation"
sed 's/^activation .*/activation relu/' "$net" >"$tmp/act.net"
for bad in word missing bound short long act orbits; do
	write $bad
	status $? 1 "$bad"
	[ -s "$tmp/$bad.err" ] || fail "$bad: no error"
done
contains "$tmp/word.err" \
    "word.net:$(line output-bias): \"x\" is not a whole number" \
    "a word for a number"
contains "$tmp/missing.err" \
    "missing.net:$(line features): \"features\" is missing" "a word missing"
contains "$tmp/bound.err" "bound.net:$row: 4096 is not within -4095 and 4095" \
    "a weight out of bounds"
contains "$tmp/act.err" "act.net:$(grep -n '^activation' "$tmp/act.net" |
    cut -d: -f1): the activation is crelu or screlu" "an unknown activation"
contains "$tmp/orbits.err" \
    "orbits.net:$(line orbits): the orbits are a multiple of 8, not 12" \
    "orbits the engine cannot hold"
contains "$tmp/short.err" "there are 147440 weights, not 147456" \
    "weights missing"
contains "$tmp/long.err" "there are 147457 weights, not 147456" \
    "a weight too many"

finish
