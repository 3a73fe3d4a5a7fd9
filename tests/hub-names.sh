#!/bin/sh
# hub-names.sh: what a hub's name may be, wherever it comes from (--name,
# a journal, tabula join), and that starting a hub never removes a file.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here
hubs=$XDG_DATA_HOME/tabula/hubs
sockets=$XDG_RUNTIME_DIR/tabula

# A file where the hub's socket would go is left alone, and said so.
mkdir -m 700 "$sockets"
echo precious >"$sockets/ataxx-7"
"$TABULA" --plain host --name ataxx-7 ataxx </dev/null >"$tmp/out" 2>&1
status $? 1 "hosting where a file is"
contains "$tmp/out" "is not a socket of yours" "hosting where a file is"
[ "$(cat "$sockets/ataxx-7")" = precious ] ||
    fail "hosting where a file is: the file was replaced"
rm -f "$sockets/ataxx-7"

finish
