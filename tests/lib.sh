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
