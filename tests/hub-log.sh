#!/bin/sh
# hub-log.sh: the hub's log, beside its journal, stays small however often
# others connect: lines past a burst are left out and counted, and a log
# grown to its size is renamed NAME.log.old and begun again.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs
mkdir -p "$hubs"

# A log already at its size is put aside when the hub writes to it.
awk 'BEGIN { for (i = 0; i < 5000; i++) printf "%079d\n", i }' \
    >"$hubs/logs.log"
client host host --name logs ataxx
wait_out host "Others join it with:"
[ -f "$hubs/logs.log.old" ] || fail "a full log was not put aside"
contains "$hubs/logs.log.old" "$(printf '%079d' 4999)" "the log put aside"
contains "$hubs/logs.log" "hub logs for ataxx" "the new log"
lacks "$hubs/logs.log" "$(printf '%079d' 0)" "the new log"

# lines: how many lines the hub's log has.
lines() {
	wc -l <"$hubs/logs.log"
}

# 3,000 connections that say nothing would log two lines each; the log
# takes a burst of them, then counts those it leaves out.
sock=$XDG_RUNTIME_DIR/tabula/logs
before=$(lines)
"$HUBCLIENT" "$sock" 2000 0 3000 </dev/null >"$tmp/flood.out" 2>&1
contains "$tmp/flood.out" "[closed]" "3,000 connections"
[ "$(lines)" -lt $((before + 1000)) ] ||
    fail "3,000 connections wrote $(($(lines) - before)) lines to the log"
# logged_out: the count of the lines left out is in the log, once a line
# comes after them (one more connection, when the log has room again).
logged_out() {
	"$HUBCLIENT" "$sock" 100 </dev/null >/dev/null 2>&1
	grep -q "lines left out: too many at once" "$hubs/logs.log"
}
within logged_out || fail "the lines left out were not counted"
[ "$(wc -c <"$hubs/logs.log")" -lt 262144 ] || fail "the log is too large"

# The hub still answers: a guest takes a seat.
client guest join logs
wait_out guest "Seat 2 (o): $me (you)"
seated host o

# Users who may not join are refused, and not one log line each either
# (acting as another user needs root).
if [ "$(id -u)" -eq 0 ]; then
	other=nobody
	id "$other" >/dev/null 2>&1 || other=tabula-test
	id "$other" >/dev/null 2>&1 ||
	    useradd --system --no-create-home "$other" || exit 99
	chmod 755 "$tmp"
	mkdir -m 755 "$tmp/bin"
	cp "$HUBCLIENT" "$tmp/bin/hubclient"
	chmod 755 "$tmp/bin/hubclient"
	client shared host --name logs2 --allow daemon ataxx
	wait_out shared "Others join it with:"
	before=$(wc -l <"$hubs/logs2.log")
	setpriv --reuid="$other" --regid="$(id -g "$other")" --init-groups \
	    "$tmp/bin/hubclient" "/tmp/tabula-$(id -u)/logs2" 2000 0 3000 \
	    </dev/null >"$tmp/refused.out" 2>&1
	contains "$tmp/refused.out" "refused not-allowed" "a refused user"
	contains "$hubs/logs2.log" "refused user" "a refused user"
	after=$(wc -l <"$hubs/logs2.log")
	[ "$after" -lt $((before + 1000)) ] ||
	    fail "3,000 refused connections wrote $((after - before)) lines"
else
	echo "hub-log.sh: refusing another user needs root: that part skipped"
fi

finish
