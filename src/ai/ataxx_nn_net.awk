# ataxx_nn_net.awk: writes the C of the Ataxx network built in from its one
# source, data/ataxx/eval.net (see the rule in Makefile.am).
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
#
#   awk -f src/ai/ataxx_nn_net.awk data/ataxx/eval.net >ataxx_nn_net.c
#
# The file is read as ataxx_nn_read (src/ai/ataxx_nn.c) reads it, with the
# same bounds on every number: its comment lines, then "ataxx-net 2" or 3,
# "orbits N", in version 3 "activation crelu" or "screlu", "hidden-bias",
# "output-us", "output-them" (N numbers each), "output-bias", "features"
# (5), "scale", and "weights" and their 36 * 256 rows of N.  What does
# not fit is an error, on the standard error with the line, and the exit
# status is 1: the build stops rather than compile in a part of a network.
# The comment lines, which say how the network was trained, become the C
# file's.

BEGIN {
	INPUTS = 36 * 256
	FEATURES = 5
	nwords = 0
	ncomments = 0
}

# fail(WHY): reports a mistake in the file, at the word it reached, and
# stops.
function fail(why) {
	printf "%s:%s: %s\n", FILENAME, \
	    (at <= nwords ? wline[at] : "end"), why | "cat 1>&2"
	exit 1
}

# number(S, MIN, MAX): S as a number, if it is a whole one within bounds.
function number(s, min, max) {
	if (s !~ /^-?[0-9]+$/)
		fail("\"" s "\" is not a whole number")
	if (s + 0 < min || s + 0 > max)
		fail(s " is not within " min " and " max)
	return (s + 0)
}

# The comment lines before the first word, for the C file's comment (with
# no "*/" to end it early).
nwords == 0 && /^#/ {
	line = substr($0, 2)
	sub(/^ /, "", line)
	gsub(/\*\//, "* /", line)
	comment[++ncomments] = line
	next
}

{
	for (i = 1; i <= NF; i++) {
		word[++nwords] = $i
		wline[nwords] = FNR
	}
}

# expect(NAME): the next word is NAME.
function expect(name) {
	if (at > nwords || word[at] != name)
		fail("\"" name "\" is missing")
	at++
}

# list(N, MIN, MAX): the next N words, as numbers within bounds, joined
# with commas.
function list(n, min, max,	s, k) {
	if (at + n - 1 > nwords)
		fail("the file ends early")
	for (k = 0; k < n; k++) {
		s = (k == 0 ? "" : s ", ") number(word[at], min, max)
		at++
	}
	return (s)
}

END {
	at = 1
	expect("ataxx-net")
	version = list(1, 2, 3) + 0
	expect("orbits")
	orbits = list(1, 8, 1024) + 0
	if (orbits % 8 != 0 && at--)
		fail("the orbits are a multiple of 8, not " orbits)
	activation = "ATAXX_NN_CRELU"
	if (version == 3) {
		expect("activation")
		if (at <= nwords && word[at] == "screlu")
			activation = "ATAXX_NN_SCRELU"
		else if (at > nwords || word[at] != "crelu")
			fail("the activation is crelu or screlu")
		at++
	}
	expect("hidden-bias")
	bias = list(orbits, -4095, 4095)
	expect("output-us")
	out_us = list(orbits, -4096, 4096)
	expect("output-them")
	out_them = list(orbits, -4096, 4096)
	expect("output-bias")
	out_bias = list(1, -1000000, 1000000)
	expect("features")
	features = list(FEATURES, -1000000, 1000000)
	expect("scale")
	scale = list(1, 1, 1000000000)
	expect("weights")
	if (nwords - at + 1 != INPUTS * orbits)
		fail("there are " nwords - at + 1 " weights, not " \
		    INPUTS * orbits)

	print "/* ataxx_nn_net.c: the weights of the Ataxx network built in, made by"
	print " * the build from data/ataxx/eval.net (src/ai/ataxx_nn_net.awk): do not"
	print " * edit. */"
	print "/*"
	for (i = 1; i <= ncomments; i++) {
		line = " * " comment[i]
		sub(/ +$/, "", line)
		print line
	}
	print " */"
	print "#include <config.h>"
	print ""
	print "#include \"ai/ataxx_nn.h\""
	print ""
	print "#if " orbits " > ATAXX_NN_ORBITS_MAX"
	print "#error \"data/ataxx/eval.net has more orbits than ataxx_nn.h holds\""
	print "#endif"
	print ""
	print "static const int16_t rows[] = {"
	for (i = 0; i < INPUTS; i++)
		print "\t" list(orbits, -4095, 4095) ","
	print "};"
	print ""
	print "const struct ataxx_nn_weights ataxx_nn_weights_builtin = {"
	print "\t.orbits = " orbits ","
	print "\t.activation = " activation ","
	print "\t.bias = { " bias " },"
	print "\t.out_us = { " out_us " },"
	print "\t.out_them = { " out_them " },"
	print "\t.out_bias = " out_bias ","
	print "\t.features = { " features " },"
	print "\t.scale = " scale ","
	print "\t.weights = rows,"
	print "};"
}
