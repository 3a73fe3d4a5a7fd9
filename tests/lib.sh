# lib.sh: what the shell tests share: the program, a scratch directory, and
# assertions on what the program printed.  Sourced by each test.

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
# program's environment; when COMMAND ends the window says TABULA-EXITED.
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
	    echo TABULA-EXITED \$?; sleep 600"
	trap 'tmux_cleanup' EXIT
}

# Stops the tmux servers and every process the test's windows started.
tmux_cleanup() {
	tm kill-server 2>/dev/null
	if [ -f "$tmp/shells" ]; then
		for shell in $(cat "$tmp/shells"); do
			pkill -9 -s "$shell" 2>/dev/null
		done
	fi
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

# tmux_wait TEXT [WHAT]: waits up to 30 s until the window shows TEXT.
tmux_wait() {
	i=0
	while ! tmux_now | grep -qF -- "$1"; do
		i=$((i + 1))
		if [ $i -gt 600 ]; then
			fail "${2:-the screen}: \"$1\" never appeared; the screen:"
			tmux_now | sed 's/^/  | /' >&2
			return 1
		fi
		sleep 0.05
	done
	return 0
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
