#!/bin/sh
# net-users.sh: another Unix user may join a hub only if the host allows
# them, by name or by group; the hub checks who connects (SO_PEERCRED).
# Acting as another user needs root (CI runs as root).
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

# The other user runs a copy of the program from a place they can reach.
chmod 755 "$tmp"
mkdir -m 755 "$tmp/bin"
cp "$TABULA" "$tmp/bin/tabula"
chmod 755 "$tmp/bin/tabula"
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

finish
