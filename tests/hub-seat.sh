#!/bin/sh
# hub-seat.sh: a seat trusts no hub.  Any process of the hub's owner can
# answer at its socket, so fake hubs send seat numbers out of range, a
# welcome to another game than the record's, and a greeting that comes in
# pieces: the seat checks each, never crashes, and reads a slow greeting
# within its time.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
mkdir -m 700 "$XDG_RUNTIME_DIR/tabula"

# greeting NAME [YOU] [GAME]: a fake hub's greeting of a game of Ataxx
# called NAME (its welcome naming GAME, ataxx by default), the seat given
# as YOU ("you 1 guest" by default).
greeting() {
	printf 'welcome 4 %s %s\n' "${3:-ataxx}" "$1"
	printf '%s\n' "${2:-you 1 guest}"
	printf 'record %s\n' "tabula-record 1" "game ataxx" "seat remote a" \
	    "seat remote b" "seed 1" "events" "end 0"
	printf 'record-end\nseat 0 human here a\nseat 1 human here b\n'
}

# serve NAME: a fake hub at NAME that sends $tmp/NAME.in to the first
# seat that comes; what the seat said is in $tmp/NAME.out.
serve() {
	: >"$tmp/$1.out"	# now, before wait_out reads it
	"$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/$1" <"$tmp/$1.in" \
	    >>"$tmp/$1.out" 2>&1 &
	echo $! >"$tmp/$1.pid"
	wait_out "$1" listening
}

# A pause for a seat the game does not have: the seat takes the game
# afresh instead of naming a seat that is not there.
{ greeting far; printf 'started\npaused 1000000\n'; } >"$tmp/far.in"
serve far
client seat join far
wait_out seat "The hub went away"
if gone seat; then
	fail "a pause for seat 1000000 ended the seat"
else
	say seat status
	wait_out seat "You play o (second)."
	say seat leave
	within gone seat || fail "the seat did not leave"
fi

# A seat given that the game does not have, or a welcome to another game:
# refused before anything of it is used.
for case in "you 1000000 guest" "you 2 guest" "you watch guest"; do
	greeting bad "$case" >"$tmp/bad.in"
	serve bad
	"$TABULA" --plain join bad </dev/null >"$tmp/out" 2>&1
	status $? 1 "a hub that says \"$case\""
	contains "$tmp/out" "the hub sent something this tabula does not understand" \
	    "a hub that says \"$case\""
	wait_out bad "[closed]"
done
greeting other "you 1 guest" xtic >"$tmp/other.in"
serve other
"$TABULA" --plain join other </dev/null >"$tmp/out" 2>&1
status $? 1 "a hub whose welcome names another game"
contains "$tmp/out" "the hub sent something this tabula does not understand" \
    "a hub whose welcome names another game"
# A spectator is given no seat.
greeting watched "you 0 guest" >"$tmp/watched.in"
serve watched
"$TABULA" --plain join --watch watched </dev/null >"$tmp/out" 2>&1
status $? 1 "a spectator given a seat"
contains "$tmp/out" "does not understand" "a spectator given a seat"

# A greeting that comes in pieces, a line in three reads 50 ms apart, is
# read whole: the seat waits for the rest of a line as for its start.
greeting slow >"$tmp/slow.in"
awk '{ n = int(length($0) / 3)
	print substr($0, 1, n) > "/dev/stderr"
	print substr($0, n + 1, n) > "/dev/stderr"
	print substr($0, 2 * n + 1) > "/dev/stderr" }' "$tmp/slow.in" \
    2>"$tmp/pieces"
[ "$(wc -l <"$tmp/pieces")" -gt 30 ] || fail "the greeting is not in pieces"
{
	i=0
	while IFS= read -r piece; do
		i=$((i + 1))
		if [ $((i % 3)) -eq 0 ]; then
			printf '%s\n' "$piece"
		else
			printf '%s' "$piece"
		fi
		sleep 0.05
	done <"$tmp/pieces"
} | "$HUBCLIENT" -l "$XDG_RUNTIME_DIR/tabula/slow" >"$tmp/slow.out" 2>&1 &
echo $! >"$tmp/slow.pid"
wait_out slow listening
client slowseat join slow
wait_out slowseat "Seat 2 (o): b (you)"
lacks "$tmp/slowseat.out" "stopped answering" "a greeting in pieces"
gone slowseat || say slowseat leave

finish
