#!/bin/sh
# net-users.sh: another Unix user may join a hub only if the host allows
# them, by name or by group; the hub checks who connects (SO_PEERCRED).
# Acting as another user needs root (CI runs as root).
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

if [ "$(id -u)" -ne 0 ]; then
	echo "net-users.sh acts as a second user, which needs root: skipped"
	exit 77
fi
other=nobody
id "$other" >/dev/null 2>&1 || other=tabula-test
id "$other" >/dev/null 2>&1 ||
    useradd --system --no-create-home "$other" || exit 99
group=$(id -gn "$other")

hubs_here
# A hub killed leaves its socket in /tmp: ours go with us.
trap 'stop_all; rm -f /tmp/tabula-$(id -u)/usertest$$*; rm -rf "$tmp"' EXIT

# The other user runs a copy of the program from a place they can reach.
chmod 755 "$tmp"
mkdir -m 755 "$tmp/bin"
cp "$TABULA" "$tmp/bin/tabula"
cp "$HUBCLIENT" "$tmp/bin/hubclient"
chmod 755 "$tmp/bin/tabula" "$tmp/bin/hubclient"
mkdir -m 700 "$tmp/other"
chown "$other" "$tmp/other"
as_other() {
	setpriv --reuid="$other" --regid="$group" --init-groups \
	    env HOME="$tmp/other" XDG_DATA_HOME="$tmp/other" \
	    XDG_RUNTIME_DIR= "$tmp/bin/tabula" --plain "$@"
}

# host_hub NAME [ALLOW]: a hub that the other user may or may not join.
host_hub() {
	if [ $# -gt 1 ]; then
		client "$1" host --name "$1" --allow "$2" ataxx
	else
		client "$1" host --name "$1" ataxx
	fi
	wait_out "$1" "Others join it with:"
}

# A private hub lives where the other user cannot even look.
hub=usertest$$a
host_hub "$hub"
as_other join "root/$hub" </dev/null >"$tmp/out" 2>&1
status $? 1 "joining a private hub"
contains "$tmp/out" "no hub is running at /tmp/tabula-0/$hub" \
    "joining a private hub"

# A shared hub that allows someone else: refused, by the hub itself.
hub=usertest$$b
host_hub "$hub" daemon
wait_out "$hub" "tabula join root/$hub"
as_other join "root/$hub" </dev/null >"$tmp/out" 2>&1
status $? 1 "joining a hub that allows someone else"
contains "$tmp/out" "the host has not allowed you to join the hub" \
    "joining a hub that allows someone else"
as_other join --watch "root/$hub" </dev/null >"$tmp/out" 2>&1
contains "$tmp/out" "the host has not allowed you" "watching uninvited"

# Allowed by name, and by group: the other user takes the second seat, and
# both see it.
for allow in "$other" "@$group"; do
	hub=usertest$$$(echo "$allow" | tr -cd 'a-z')
	host_hub "$hub" "$allow"
	guest=guest$hub
	mkfifo "$tmp/$guest.in"
	chmod 644 "$tmp/$guest.in"
	sleep 3600 >"$tmp/$guest.in" &
	echo $! >"$tmp/$guest.hold"
	as_other join "root/$hub" <"$tmp/$guest.in" >"$tmp/$guest.out" 2>&1 &
	echo $! >"$tmp/$guest.pid"
	wait_out "$guest" "Seat 2 (o): $other (you)"
	wait_out "$hub" "Seat 2 (o): $other"
	say "$guest" leave
done

# Finding games: the other user's list holds the hubs that let them in,
# with the game and its host, and not the private hub, nor the one for
# someone else.
as_other join </dev/null >"$tmp/out" 2>&1
for allow in "$other" "@$group"; do
	contains "$tmp/out" \
	    "tabula join $me/usertest$$$(echo "$allow" | tr -cd 'a-z')" \
	    "the other user's list of games"
done
contains "$tmp/out" "Ataxx, hosted by $me: waiting for players, 1 seat free." \
    "the other user's list of games"
lacks "$tmp/out" "usertest$$a" "the other user's list of games"
lacks "$tmp/out" "usertest$$b" "the other user's list of games"

# Another user's idle connections do not lock the players out: the hub
# takes 16 of them and refuses the rest, and drops them if they never say
# hello; a seat whose player went comes back meanwhile.
hub=usertest$$f
host_hub "$hub" "$other"
client guestf join "$hub"
wait_out guestf "Seat 2 (o): $me (you)"
seated "$hub" o
say "$hub" start
wait_out guestf "The game begins."
hublog=$XDG_DATA_HOME/tabula/hubs/$hub.log
# logged N TEXT: the hub's log has TEXT on N lines.
logged() {
	[ "$(grep -cF -- "$2" "$hublog")" -ge "$1" ]
}
kill -9 "$(cat "$tmp/guestf.pid")"
within logged 1 "$me leaves" || fail "the hub did not see the seat go"
i=0
while [ $i -lt 64 ]; do
	i=$((i + 1))
	setpriv --reuid="$other" --regid="$group" --init-groups \
	    "$tmp/bin/hubclient" "/tmp/tabula-0/$hub" 60000 </dev/null \
	    >"$tmp/idle$i.out" 2>&1 &
	echo $! >"$tmp/idle$i.pid"
done
within logged 16 "$other connects" ||
    fail "the hub did not take 16 idle connections"
within logged 48 "refused $other: too-many-yours" ||
    fail "the hub did not refuse the idle connections past 16"
client guestf2 join "$hub"
wait_out guestf2 "Pieces: "
# let_go N: N of the idle connections were let go for saying nothing.
let_go() {
	[ "$(cat "$tmp"/idle*.out | grep -cF "bye no-hello")" -ge "$1" ]
}
within let_go 16 || fail "the idle connections were not let go"

# Fair seats: the other user takes one seat of a lobby, however often
# they ask, unless the host gives them more (--allow USER:SEATS); the
# host's free takes a seat back from a player, who is told so.
hub=usertest$$s
client "$hub" host --name "$hub" --allow "$other" conflict \
    --players human,remote,remote,remote
wait_out "$hub" "Others join it with:"
# seat_ask NAME QUIET: the other user asks the hub for a seat, and keeps
# the connection until the hub closes it or has been quiet QUIET ms;
# $tmp/NAME.out has what the hub said.  $quiet, $guard seconds, is only a
# guard: a seat is held until the hub lets it go, and an answer refusing
# one comes with the connection closed.
quiet=$((guard * 1000))
seat_ask() {
	printf 'hello 4 play\n' | setpriv --reuid="$other" --regid="$group" \
	    --init-groups "$tmp/bin/hubclient" "/tmp/tabula-0/$hub" "$2" \
	    >"$tmp/$1.out" 2>&1
}
seat_ask first $quiet &
echo $! >"$tmp/first.pid"
wait_out "$hub" "Seat 2 (blue): $other"
seat_ask second $quiet
contains "$tmp/second.out" "refused seats-taken" "a second seat for one guest"
as_other join "root/$hub" </dev/null >"$tmp/out" 2>&1
status $? 1 "a second seat for one guest"
contains "$tmp/out" "you hold as many seats in this game as the host lets you" \
    "a second seat for one guest"
lacks "$tmp/$hub.out" "Seat 3 (green): $other" "a second seat for one guest"
say "$hub" "free 1"
wait_out "$hub" "Seat 1 is yours, the host's: it cannot be given away."
say "$hub" "free 2"
within gone first || fail "the host's free did not let the guest go"
contains "$tmp/first.out" "bye freed" "the host freeing a guest's seat"
wait_out "$hub" "Seat 2 (blue): waiting for a player" 2
# The seat given to the computer shows the level given.
say "$hub" "computer 2 4"
wait_out "$hub" "Seat 2 (blue): the computer, level 4"
say "$hub" quit
# A player freed at the prompt is told so, and not taken back.
hub=usertest$$t
client "$hub" host --name "$hub" --allow "$other:2" conflict \
    --players human,remote,remote,remote
wait_out "$hub" "Others join it with:"
seat_ask first $quiet &
echo $! >"$tmp/first.pid"
wait_out "$hub" "Seat 2 (blue): $other"
# One more ms, to tell this one apart for pkill.
seat_ask second $((quiet + 1)) &
wait_out "$hub" "Seat 3 (green): $other"
seat_ask third $quiet
contains "$tmp/third.out" "refused seats-taken" "a third seat for a guest of two"
guest=guestt
mkfifo "$tmp/$guest.in"
chmod 644 "$tmp/$guest.in"
sleep 3600 >"$tmp/$guest.in" &
echo $! >"$tmp/$guest.hold"
pkill -f "hubclient /tmp/tabula-0/$hub $((quiet + 1))"
wait_out "$hub" "Seat 3 (green): waiting for a player" 2
as_other join "root/$hub" <"$tmp/$guest.in" >"$tmp/$guest.out" 2>&1 &
echo $! >"$tmp/$guest.pid"
wait_out "$guest" "Seat 3 (green): $other (you)"
say "$hub" "free 3"
wait_out "$guest" "The host freed your seat for someone else"
within gone "$guest" || fail "a freed guest went on"
say "$hub" quit

# Squatting: this user takes the other's /tmp/tabula-UID first and puts a
# hub of its own there.  Joining the other's hub by their name refuses it,
# without a word to it; the other still hosts, in a directory of their own,
# and the command they print finds it.
ouid=$(id -u "$other")
squat=/tmp/tabula-$ouid
[ -e "$squat" ] && mv "$squat" "$tmp/squat-saved"
mkdir -m 755 "$squat"
unsquat() {
	rm -rf "$squat" /tmp/tabula-"$ouid".*
	[ -e "$tmp/squat-saved" ] && mv "$tmp/squat-saved" "$squat"
	[ -f "$tmp/other/tabula/hubs/sq.pid" ] &&
	    kill -9 "$(cat "$tmp/other/tabula/hubs/sq.pid")" 2>/dev/null
	stop_all
	rm -f /tmp/tabula-"$(id -u)"/usertest$$*
	rm -rf "$tmp"
}
trap unsquat EXIT
fake_hub "$squat/squat" squat
# Nor does the list show it as theirs, though it answers as a hub would:
# the directory and the process are ours, whatever the place says.
printf 'welcome 4 ataxx planted\nabout lobby 2 1 0 0\n' |
    "$HUBCLIENT" -l "$squat/planted" >"$tmp/planted.out" 2>&1 &
echo $! >"$tmp/planted.pid"
wait_out planted listening
"$TABULA" join </dev/null >"$tmp/out" 2>&1
lacks "$tmp/out" "$other/" "listing hubs put where the other's would be"
"$TABULA" --plain join "$other/squat" </dev/null >"$tmp/out" 2>&1
status $? 1 "joining a hub put where the other user's would be"
contains "$tmp/out" "belongs to $me, not to $other" \
    "joining a hub put where the other user's would be"
wait_out fake "[closed]"
lacks "$tmp/fake.out" "hello" "joining a hub put where the other user's would be"

mkfifo "$tmp/otherhost.in"
chmod 644 "$tmp/otherhost.in"
sleep 3600 >"$tmp/otherhost.in" &
echo $! >"$tmp/otherhost.hold"
as_other host --name sq --allow "$me" ataxx <"$tmp/otherhost.in" \
    >"$tmp/otherhost.out" 2>&1 &
echo $! >"$tmp/otherhost.pid"
wait_out otherhost "tabula join $other/sq"
"$TABULA" join </dev/null >"$tmp/out" 2>&1
contains "$tmp/out" "tabula join $other/sq" "listing the other user's hub"
contains "$tmp/out" "Ataxx, hosted by $other: waiting for players" \
    "listing the other user's hub"
client joinsq join "$other/sq"
wait_out joinsq "Seat 2 (o): $me (you)"
wait_out otherhost "Seat 2 (o): $me"

finish
