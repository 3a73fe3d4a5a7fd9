#!/bin/sh
# hub-resume.sh: a hub resumed with the command it printed is the hub it
# was: its --allow and --on-leave hold, and a hub killed in its lobby comes
# back to its lobby.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs

# resume_command NAME: the resume command the host NAME was given.
resume_command() {
	awk 'next_line { sub(/^ */, ""); cmd = $0; next_line = 0 }
	/it goes on with:/ {
		if (sub(/.*it goes on with: */, "") && $0 ~ /^tabula /)
			cmd = $0
		else
			next_line = 1
	}
	END { print cmd }' "$tmp/$1.out"
}

# run COMMAND...: a printed tabula command, run with the tabula tested.
run() {
	[ "$1" = tabula ] || fail "\"$*\" is not a tabula command"
	shift
	"$TABULA" --plain "$@"
}

# A hub that others may join, whose leavers the computer plays: killed
# mid-game and resumed with the command it printed, it still lets them in
# (its socket is the shared one, joined as USER/NAME) and still plays for
# a seat that goes (once back: the hub stopping is not its players
# leaving, so at first the game waits for them).
client host host --allow "$me" --on-leave computer --name keep-1 ataxx
wait_out host "tabula join $me/keep-1"
client guest join "$me/keep-1"
wait_out guest "Seat 2 (o): $me (you)"
seated host o
say host start
wait_out guest "The game begins."
say host f2
wait_out guest "$me (x) clones to f2."
journal=$hubs/keep-1.journal
contains "$journal" "allow $me" "the journal of a hub with --allow"
contains "$journal" "on-leave computer" "the journal of a hub with --on-leave"
cmd=$(resume_command host)
case $cmd in
"tabula host --resume $journal") ;;
*) fail "the printed resume command is \"$cmd\"" ;;
esac
kill -9 "$(cat "$hubs/keep-1.pid")"
wait_out host "The hub went away"
wait_out guest "The hub went away"
run $cmd </dev/null >"$tmp/resume.out" 2>&1 &
echo $! >"$tmp/resume.pid"
wait_out resume "tabula join $me/keep-1"
[ -S "/tmp/tabula-$(id -u)/keep-1" ] ||
    fail "the resumed hub is not in the shared directory"
wait_out host "The hub is back."
wait_out guest "The hub is back."
waits=$(grep -c "The game waits" "$tmp/host.out")
kill -9 "$(cat "$tmp/guest.pid")"
within grep -qE "$me \\(o\\) (clones|jumps)" "$tmp/host.out" ||
    fail "the resumed hub did not play for the seat that left"
[ "$(grep -c "The game waits" "$tmp/host.out")" -eq "$waits" ] ||
    fail "the resumed hub waited for a seat that left, not played for it"
say host end

# A hub killed in its lobby: its printed resume command brings the lobby
# back under the same name, and the game can be played from it.
client host2 host --name lobby-1 ataxx
wait_out host2 "tabula join lobby-1"
journal=$hubs/lobby-1.journal
[ -f "$journal" ] || fail "a hub in its lobby has no journal"
grep -qx lobby "$journal" || fail "the journal of a lobby does not say so"
kill -9 "$(cat "$hubs/lobby-1.pid")"
wait_out host2 "The hub went away"
say host2 quit
set -- $(resume_command host2)
[ "$1 $2" = "tabula host" ] || fail "the printed resume command is \"$*\""
shift
client host3 "$@"
wait_out host3 "tabula join lobby-1"
wait_out host3 "Seat 1 (x): $me (you)"
client guest2 join lobby-1
wait_out guest2 "Seat 2 (o): $me (you)"
seated host3 o
say host3 start
wait_out guest2 "The game begins."
say host3 f2
wait_out guest2 "$me (x) clones to f2."
grep -qx lobby "$journal" && fail "the journal still says lobby once the game started"
say host3 end

# A journal whose kept --allow or --on-leave is wrong is refused at its
# line, as every other field.
sed "s/^allow .*/allow no-such-user-$$/" "$hubs/keep-1.journal" >"$tmp/bad"
"$TABULA" --plain host --resume "$tmp/bad" </dev/null >"$tmp/out" 2>&1
status $? 1 "a journal allowing nobody that exists"
contains "$tmp/out" "$tmp/bad:4: there is no user \"no-such-user-$$\"" \
    "a journal allowing nobody that exists"
sed "s/^on-leave .*/on-leave explode/" "$hubs/keep-1.journal" >"$tmp/bad"
"$TABULA" --plain host --resume "$tmp/bad" </dev/null >"$tmp/out" 2>&1
status $? 1 "a journal with a bad on-leave"
contains "$tmp/out" "$tmp/bad:5: \"on-leave\" is pause or computer, not \"explode\"" \
    "a journal with a bad on-leave"

finish
