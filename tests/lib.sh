# lib.sh: what the shell tests share: the program, a scratch directory, and
# assertions on what the program printed.  Sourced by each test.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.

set -u
: "${TABULA:?run the tests with make check}"
: "${top_srcdir:=.}"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tabula-test.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
HOME=$tmp/home
XDG_DATA_HOME=$tmp/xdg
mkdir -p "$HOME"
unset LANGUAGE LC_MESSAGES NO_COLOR
LC_ALL=C
export HOME XDG_DATA_HOME LC_ALL

failures=0
esc=$(printf '\033')
# The login running the tests, by which a hub names its seats' players.
me=$(id -un)

# How long, in seconds, a test waits at most for what it waits for: text
# on the screen or in an output, a file, a process ending.  A wait ends as
# soon as what it waits for comes; this is only a safety net against a
# hang, so long that a slow or busy machine never meets it.  It also
# bounds a program run under timeout(1), and a raw client's quiet.
guard=300

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# contains FILE TEXT WHAT: the output in FILE has TEXT in it.
contains() {
	if ! grep -qF -- "$2" "$1"; then
		fail "$3: \"$2\" is missing from the output, which ends:"
		tail -n 30 "$1" | sed 's/^/  | /' >&2
	fi
}

# lacks FILE TEXT WHAT: the output in FILE does not have TEXT in it.
lacks() {
	if grep -qF -- "$2" "$1"; then
		fail "$3: \"$2\" should not be in the output, which ends:"
		tail -n 30 "$1" | sed 's/^/  | /' >&2
	fi
}

# status GOT WANT WHAT: an exit status.
status() {
	[ "$1" -eq "$2" ] || fail "$3: exit status $1, not $2"
}

# no_escapes FILE WHAT: plain text only, never a terminal escape.
no_escapes() {
	if grep -q "$esc" "$1"; then
		fail "$2: the output holds an escape character"
	fi
}

# ascii_only FILE WHAT: not one byte outside ASCII.
ascii_only() {
	if LC_ALL=C grep -q '[^ -~	]' "$1"; then
		fail "$2: the output holds a byte outside ASCII"
	fi
}

finish() {
	if [ "$failures" -ne 0 ]; then
		echo "$failures failure(s)" >&2
		exit 1
	fi
	exit 0
}

# Terminal tests run the program in a private tmux server, send keys, and
# read the screen, waiting for what should appear instead of sleeping.
tmux_servers=0
tmux_socket=tabula-test$$-0

tm() {
	tmux -L "$tmux_socket" -f /dev/null "$@"
}

# tmux_start W H COMMAND: a window of that size running COMMAND, with the
# program's environment; when COMMAND ends the window says TABULA-EXITED,
# and stays until the test ends.
# Each start has a server of its own; the one before is closed, which is
# a hangup for a program still running in it.
tmux_start() {
	tm kill-server 2>/dev/null
	tmux_servers=$((tmux_servers + 1))
	tmux_socket=tabula-test$$-$tmux_servers
	# The window's shell leads a session of its own; it notes its number,
	# so that whatever is left of the session can be stopped at the end,
	# orphans included.
	tm new-session -d -s t -x "$1" -y "$2" \
	    "echo \$\$ >>'$tmp/shells'; env TABULA_DATADIR='$TABULA_DATADIR' \
	    HOME='$HOME' XDG_DATA_HOME='$XDG_DATA_HOME' $3; \
	    echo TABULA-EXITED \$?; exec sleep 86400"
	trap 'tmux_cleanup' EXIT
}

# tmux_stop: stops the tmux servers and every process the test's windows
# started, orphans included (a program hung up may never end: a build
# with -fsanitize=address can wait for ever in its leak check at exit).
# The test goes on, with its scratch directory.
tmux_stop() {
	tm kill-server 2>/dev/null
	if [ -f "$tmp/shells" ]; then
		for shell in $(cat "$tmp/shells"); do
			pkill -9 -s "$shell" 2>/dev/null
		done
		rm -f "$tmp/shells"
	fi
}

# tmux_cleanup: tmux_stop, and the scratch directory removed, at the end.
tmux_cleanup() {
	tmux_stop
	rm -rf "$tmp"
}

# tmux_screen: the window as text, with the history, wrapped lines joined.
tmux_screen() {
	tm capture-pane -p -J -S - -t t
}

# tmux_now: what the window shows now, without the history.
tmux_now() {
	tm capture-pane -p -t t
}

# within COMMAND...: tries COMMAND every 0.05 s until it succeeds; 1 if it
# has not after $guard seconds.
within() {
	case $1 in
	*[!0-9]*) ;;
	*) fail "within $*: it takes a command, no count"; return 1 ;;
	esac
	_within_end=$(($(date +%s) + guard))
	until "$@"; do
		[ "$(date +%s)" -lt "$_within_end" ] || return 1
		sleep 0.05
	done
	return 0
}

# eventually WHAT COMMAND...: waits until COMMAND succeeds; if it never
# does, fails with WHAT and shows the window.
eventually() {
	_what=$1
	shift
	within "$@" && return 0
	fail "$_what; the screen:"
	tmux_now | sed 's/^/  | /' >&2
	return 1
}

# tmux_shows TEXT: the window shows TEXT now.
tmux_shows() {
	tmux_now | grep -qF -- "$1"
}

# tmux_wait TEXT [WHAT]: waits until the window shows TEXT.
tmux_wait() {
	eventually "${2:-the screen}: \"$1\" never appeared" tmux_shows "$1"
}

# screen_ascii: the window now, each character that is not ASCII as ?, so
# that a character is a column.
screen_ascii() {
	tmux_now | ascii_columns
}

# hex_cell_at CELL WIDTH: the 0-based screen row and column of a hex
# board's cell's middle, found by its row's name on the left (as d1) and
# the mark or wall after it, for cells WIDTH columns apart.
hex_cell_at() {
	screen_ascii | LC_ALL=C awk -v cell="$1" -v w="$2" '
	BEGIN { row = substr(cell, 1, 1); i = substr(cell, 2) + 0 }
	{
		if (substr($0, 1, 3) == row "1 ")
			s = 1
		else if ((s = index($0, " " row "1 ")) > 0)
			s++
		else
			next
		match(substr($0, s + 2), /[^ ]/)
		edge = s + 2 + RSTART - 2	# 0-based
		print NR - 1, edge + w / 2 + (i - 1) * w
		exit
	}'
}

# hex_click CELL WIDTH [DX]: a click on a hex board's cell, DX columns
# off its middle.
hex_click() {
	set -- $(hex_cell_at "$1" "$2") "${3:-0}"
	[ $# -eq 3 ] || { fail "no cell $1 on the screen"; return 1; }
	tmux_click "$1" $(($2 + $3))
}

# ascii_columns: its input, each character that is not ASCII as ?.
ascii_columns() {
	LC_ALL=C awk '
	BEGIN {
		for (i = 128; i < 192; i++)
			cont[sprintf("%c", i)] = 1
		for (i = 192; i < 256; i++)
			lead[sprintf("%c", i)] = 1
	}
	{
		out = ""
		for (i = 1; i <= length($0); i++) {
			ch = substr($0, i, 1)
			if (ch in cont)
				continue
			out = out (ch in lead ? "?" : ch)
		}
		print out
	}'
}

# reversed_at ROW COL: the character at a 0-based place of the window is
# in reverse video.
reversed_at() {
	tm capture-pane -p -e -t t -S "$1" -E "$1" | LC_ALL=C awk -v x="$2" '
	BEGIN {
		for (i = 128; i < 192; i++)
			cont[sprintf("%c", i)] = 1
		esc = sprintf("%c", 27)
	}
	{
		for (i = 1; i <= length($0); i++) {
			ch = substr($0, i, 1)
			if (ch == esc) {
				# An SGR sequence: follow reverse video.
				j = index(substr($0, i), "m")
				np = split(substr($0, i + 2, j - 3), p, ";")
				if (np == 0)
					rev = 0
				for (k = 1; k <= np; k++) {
					if (p[k] == 38 || p[k] == 48) {
						k += p[k + 1] == 2 ? 4 : 2
						continue
					}
					if (p[k] == "" || p[k] == 0 || p[k] == 27)
						rev = 0
					else if (p[k] == 7)
						rev = 1
				}
				i += j - 1
				continue
			}
			if (ch in cont)
				continue
			if (col == x) {
				print rev + 0
				exit
			}
			col++
		}
	}' | grep -q 1
}

# colours: how many lines of the window set a colour.
colours() {
	tm capture-pane -e -p -t t |
	    grep -cE "$esc\[([0-9]+;)*(3[0-7]|38|4[0-7]|48|9[0-7])(;[0-9]+)*m"
}

# message: the game screen's message line, above the status line, with
# the line above it, where a long message begins.
message() {
	tmux_now | tail -n 3 | head -n 2 | tr '\n' ' ' | sed 's/^ *//; s/  *$//'
}

# message_has TEXT: the message line has TEXT in it.
message_has() {
	message | grep -qF -- "$1"
}

# wait_message TEXT [WHAT]: until the message line has TEXT in it.
wait_message() {
	eventually "${2:-the message line}: \"$1\" never appeared" \
	    message_has "$1"
}

# tmux_type TEXT: types text literally (so that "f1" is not the F1 key).
tmux_type() {
	tm send-keys -t t -l "$1"
}

# tmux_key KEY...: presses named keys (Enter, Up, Escape...).
tmux_key() {
	tm send-keys -t t "$@"
}

# tmux_click ROW COL: a left click at a 0-based place, in SGR form.
tmux_click() {
	tmux_type "$(printf '\033[<0;%d;%dM' $(($2 + 1)) $(($1 + 1)))"
	tmux_type "$(printf '\033[<0;%d;%dm' $(($2 + 1)) $(($1 + 1)))"
}

# tmux_right_click ROW COL: a right click at a 0-based place, in SGR form.
tmux_right_click() {
	tmux_type "$(printf '\033[<2;%d;%dM' $(($2 + 1)) $(($1 + 1)))"
	tmux_type "$(printf '\033[<2;%d;%dm' $(($2 + 1)) $(($1 + 1)))"
}

# hubs_here: hubs and their seats run in the scratch directory, and are
# stopped when the test ends.
hubs_here() {
	XDG_RUNTIME_DIR=$tmp/run
	mkdir -m 700 "$XDG_RUNTIME_DIR"
	export XDG_RUNTIME_DIR
	trap 'stop_all; rm -rf "$tmp"' EXIT
}

# said TEXT WHAT: $out has TEXT, its lines joined as they were before
# they were wrapped.
said() {
	tr '\n' ' ' <"$out" | tr -s ' ' | grep -qF -- "$1" ||
	    fail "$2: \"$1\" was not said"
}

# events FILE: the events of a saved game, one per line.
events() {
	sed -n '/^events$/,/^end /p' "$1" | sed '1d;$d'
}

# replays_alike WHAT OUT SAVED SKIP ARGS...: the events of the game saved
# in SAVED, but for those matching SKIP (chance events the game draws
# again from its seed; empty for none), typed in to $TABULA ARGS..., end
# at the position that OUT showed last (after a typed position).  Leaves
# the events typed in $tmp/moves and the replay's output in $tmp/out2.
replays_alike() {
	_what=$1 _out=$2 _saved=$3 _skip=$4
	shift 4
	grep -A1 '> position$' "$_out" | tail -1 >"$tmp/end1"
	if [ -n "$_skip" ]; then
		events "$_saved" | grep -v -- "$_skip"
	else
		events "$_saved"
	fi >"$tmp/moves"
	{ cat "$tmp/moves"; echo position; } | "$TABULA" "$@" >"$tmp/out2" 2>&1
	grep -A1 '> position$' "$tmp/out2" | tail -1 >"$tmp/end2"
	[ -s "$tmp/end1" ] && cmp -s "$tmp/end1" "$tmp/end2" ||
	    fail "$_what: the replayed game ended otherwise: $(cat "$tmp/end1") / $(cat "$tmp/end2")"
}

# Seats of a hub are plain-mode clients fed through a pipe: each has its
# input in $tmp/NAME.in and its output in $tmp/NAME.out.
# client NAME ARGS...: a tabula process in plain mode, reading lines given
# with say and writing to $tmp/NAME.out.
client() {
	name=$1
	shift
	rm -f "$tmp/$name.in"
	mkfifo "$tmp/$name.in"
	# Held open, so that the client never reads an end, until stop_all.
	sleep 86400 >"$tmp/$name.in" &
	echo $! >"$tmp/$name.hold"
	# Emptied here, not by the client's redirection, which may come
	# after a wait_out has read the output of an earlier client of the
	# same name.
	: >"$tmp/$name.out"
	"$TABULA" --plain "$@" <"$tmp/$name.in" >>"$tmp/$name.out" 2>&1 &
	echo $! >"$tmp/$name.pid"
}

say() {
	# Opening the pipe waits for a reader: for ever, if the client has
	# ended (the holder keeps it open for writing only), so within guard.
	timeout "$guard" sh -c 'printf "%s\n" "$2" >"$1"' sh "$tmp/$1.in" \
	    "$2" && return 0
	fail "$1: \"$2\" was not read: the program had ended"
	return 1
}

# gone NAME: the client's process has ended.
gone() {
	! kill -0 "$(cat "$tmp/$1.pid")" 2>/dev/null
}

# stop_all: stops the clients and the hubs they started.
stop_all() {
	for f in "$tmp"/*.pid "$tmp"/*.hold "$XDG_DATA_HOME"/tabula/hubs/*.pid; do
		[ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null
	done
	return 0
}

# seated HOST SIDE...: until the host's lobby has this user in the seat of
# each side, so that the host may start the game.
seated() {
	_host=$1
	shift
	for _side in "$@"; do
		wait_out "$_host" "($_side): $me"
	done
}

# has_joined NAME TEXT: NAME's output has TEXT, its lines joined as they
# were before they were wrapped.
has_joined() {
	[ -f "$tmp/$1.out" ] &&
	    tr '\n' ' ' <"$tmp/$1.out" | tr -s ' ' | grep -qF -- "$2"
}

# wait_joined NAME TEXT: until NAME's output has TEXT, wrapped or not.
wait_joined() {
	within has_joined "$@" && return 0
	fail "$1: \"$2\" never appeared"
	return 1
}

# fake_hub PATH NAME [PADDING]: a fake hub of the user running the tests,
# listening at PATH, that sends whoever comes a lobby of Ataxx called NAME,
# its record padded with PADDING comment lines (none); what the client said
# is in $tmp/fake.out.
fake_hub() {
	awk -v name="$2" -v pad="${3:-0}" 'BEGIN {
		print "welcome 4 ataxx " name
		print "you 1 guest"
		print "record tabula-record 1"
		for (i = 0; i < pad; i++)
			printf "record # %0100d\n", i
		print "record game ataxx"
		print "record seat remote a"
		print "record seat remote b"
		print "record seed 1"
		print "record events"
		print "record end 0"
		print "record-end"
		print "seat 0 human here a"
		print "seat 1 human here b"
	}' | "$HUBCLIENT" -l "$1" >"$tmp/fake.out" 2>&1 &
	echo $! >"$tmp/fake.pid"
	wait_out fake listening
}

# has_out NAME TEXT [N]: NAME's output has TEXT on N lines (1).
has_out() {
	_n=$(grep -cF -- "$2" "$tmp/$1.out" 2>/dev/null)
	[ "${_n:-0}" -ge "${3:-1}" ]
}

# wait_out NAME TEXT [N]: until NAME's output has TEXT on N lines (1).
wait_out() {
	within has_out "$@" && return 0
	fail "$1: \"$2\" never appeared ${3:-1} times; the output ends:"
	tail -n 25 "$tmp/$1.out" | sed 's/^/  | /' >&2
	return 1
}

