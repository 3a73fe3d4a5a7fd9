#!/bin/sh
# cycles.sh: no two modules of src/ include each other's headers or call
# each other's functions in a loop (tools/check-cycles), but for the loops
# of tests/cycles.allow, which are to go.  First the checker itself, on
# small trees: a loop of includes through three files, a loop of calls
# that nm shows (a stand-in nm), an allowed loop, and a pair allowed that
# is in no loop.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

check=$top_srcdir/tools/check-cycles

# Includes: a.c -> sub/b.h -> sub/c.h, and sub/c.c -> a.h, closes a loop;
# d.c only includes.
mkdir -p "$tmp/inc/src/sub"
printf '#include "sub/b.h"\n#include <stdio.h>\n' >"$tmp/inc/src/a.c"
: >"$tmp/inc/src/a.h"
printf '#include "c.h"\n' >"$tmp/inc/src/sub/b.h"
printf '#include "../a.h"\n' >"$tmp/inc/src/sub/c.c"
: >"$tmp/inc/src/sub/c.h"
printf '#include "sub/c.h"\n' >"$tmp/inc/src/d.c"
"$check" "$tmp/inc" >"$tmp/out" 2>&1
status $? 1 "a loop of includes"
contains "$tmp/out" "a and sub/c include each other's headers in a loop" \
    "the loop's ends"
contains "$tmp/out" "a -> sub/b (sub/b.h) -> sub/c (c.h)" "the chain"
contains "$tmp/out" "sub/c -> a (../a.h)" "the chain back"
lacks "$tmp/out" "check-cycles: d and" "a module in no loop"
# Without the include that closes it, no loop.
: >"$tmp/inc/src/sub/c.c"
"$check" "$tmp/inc" >"$tmp/out" 2>&1
status $? 0 "no loop of includes"

# Calls, from what a stand-in nm says of each object: x calls y, y calls
# z's data, z calls x; w calls x alone.
mkdir -p "$tmp/call/src"
cat >"$tmp/nm" <<'EOF'
#!/bin/sh
# A stand-in for nm -P -A: each object's "file" holds its symbols.
shift 2
for f; do sed "s|^|$f: |" "$f"; done
EOF
chmod +x "$tmp/nm"
printf 'x_run T 0 10\ny_go U\nprintf U\n' >"$tmp/call/src/x.o"
printf 'y_go T 0 10\nz_table U\ny_static t 10 4\n' >"$tmp/call/src/y.o"
printf 'z_table D 0 8\nx_run U\n' >"$tmp/call/src/z.o"
printf 'w_main T 0 10\nx_run U\n' >"$tmp/call/src/w.o"
(cd "$tmp/call" && NM=$tmp/nm "$check" . src/w.o src/x.o src/y.o \
    src/z.o) >"$tmp/out" 2>&1
status $? 1 "a loop of calls"
contains "$tmp/out" "x and z call each other's functions in a loop" \
    "the loop's ends"
contains "$tmp/out" "x -> y (y_go) -> z (z_table)" "the chain"
contains "$tmp/out" "z -> x (x_run)" "the chain back"
lacks "$tmp/out" "check-cycles: w and" "a module in no loop"

# Allowed: the loop passes and is said; a pair allowed in no loop is said.
printf '# for now\nx y\nz x\ny z\nw x\n' >"$tmp/allow"
(cd "$tmp/call" && NM=$tmp/nm "$check" -a "$tmp/allow" . src/w.o src/x.o \
    src/y.o src/z.o) >"$tmp/out" 2>&1
status $? 0 "an allowed loop"
contains "$tmp/out" "x and y call each other's functions in a loop (allowed for now)" \
    "an allowed loop said"
contains "$tmp/out" "w x are in no loop now" "a pair to take out"
printf 'x y\n' >"$tmp/allow"
(cd "$tmp/call" && NM=$tmp/nm "$check" -a "$tmp/allow" . src/w.o src/x.o \
    src/y.o src/z.o) >"$tmp/out" 2>&1
status $? 1 "a loop not all allowed"

# The tree, and the objects of libtabula.a.
if [ -z "${LIBTABULA_OBJECTS:-}" ] || ! command -v "${NM:-nm}" >/dev/null
then
	[ "$failures" -eq 0 ] || finish
	echo "SKIP: no nm, or not run by make check (which names the objects)"
	exit 77
fi
# shellcheck disable=SC2086
(cd "$top_builddir" && "$check" -a "$top_srcdir/tests/cycles.allow" \
    "$top_srcdir" $LIBTABULA_OBJECTS) >"$tmp/out" 2>&1
st=$?
cat "$tmp/out"
status $st 0 "the tree's loops"
finish
