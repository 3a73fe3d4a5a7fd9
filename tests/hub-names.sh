#!/bin/sh
# hub-names.sh: what a hub's name may be, wherever it comes from (--name,
# a journal, tabula join), and that starting a hub never removes a file.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
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

# Names that are not names are refused wherever they come in, with what a
# name may be, and nothing is made anywhere.
rule="a name is 1 to 64 letters (a-z, A-Z), digits, '-', '_' and '.', and begins with a letter or a digit"
for name in ../../escape/evil "a b" .hidden "$(printf '\303\251')" -rf \
    "$(printf 'x%.0s' $(seq 65))"; do
	"$TABULA" --plain host --name "$name" ataxx </dev/null >"$tmp/out" 2>&1
	status $? 1 "hosting as \"$name\""
	contains "$tmp/out" "\"$name\" cannot be a hub's name: $rule" \
	    "hosting as \"$name\""
	lacks "$tmp/out" "is running" "hosting as \"$name\""
done
for name in "a b" .hidden "$me/../x" "$me/a b"; do
	"$TABULA" --plain join "$name" </dev/null >"$tmp/out" 2>&1
	status $? 1 "joining \"$name\""
	contains "$tmp/out" "cannot be a hub's name: $rule" "joining \"$name\""
done
# A name with a terminal's escape in it is quoted, not obeyed.
esc_name=$(printf 'a\033[2Jb')
"$TABULA" --plain host --name "$esc_name" ataxx </dev/null >"$tmp/out" 2>&1
status $? 1 "hosting as a name with an escape"
contains "$tmp/out" '"a?[2Jb" cannot be a hub'"'"'s name' \
    "hosting as a name with an escape"
no_escapes "$tmp/out" "hosting as a name with an escape"
for target in "$esc_name" "$esc_name/x" "$me/$esc_name"; do
	"$TABULA" --plain join "$target" </dev/null >"$tmp/out" 2>&1
	status $? 1 "joining a name with an escape"
	no_escapes "$tmp/out" "joining \"a?[2Jb\""
done
"$TABULA" --plain host --allow "$esc_name:2" ataxx </dev/null >"$tmp/out" 2>&1
status $? 1 "allowing a user with an escape in the name"
no_escapes "$tmp/out" "allowing a user with an escape in the name"
[ -z "$(find "$tmp" -name 'evil*')" ] || fail "a hub named ../../escape/evil made files"
[ -z "$(ls -A "$sockets")" ] || fail "a refused name left a socket: $(ls -A "$sockets")"

# A journal whose hub line is a path: refused at its line, and the file
# it names is never touched.
printf 'save %s\nquit\n' "$tmp/game.tabula" |
    "$TABULA" ataxx --players computer:3,computer:4 --seed 4 >/dev/null 2>&1
echo precious >"$tmp/victim.txt"
sed -e "s#^game ataxx\$#&\\
hub ../../../../../../../../..$tmp/victim.txt#" -e '/^end /d' \
    "$tmp/game.tabula" >"$tmp/evil"
grep -q '^hub \.\./' "$tmp/evil" || fail "the evil journal has no hub line"
"$TABULA" --plain host --resume "$tmp/evil" </dev/null >"$tmp/out" 2>&1
status $? 1 "resuming a journal whose hub is a path"
contains "$tmp/out" "$tmp/evil:3: \"../" "resuming a journal whose hub is a path"
contains "$tmp/out" "cannot be a hub's name" \
    "resuming a journal whose hub is a path"
[ "$(cat "$tmp/victim.txt")" = precious ] ||
    fail "resuming a journal whose hub is a path: the file it names changed"
[ -z "$(find "$tmp" -name 'victim.txt.*')" ] ||
    fail "resuming a journal whose hub is a path made $(find "$tmp" -name 'victim.txt.*')"

# A name that is one still works: a hub by that name, and a join to it.
client host host --name Good.name_2 ataxx
wait_out host "tabula join Good.name_2"
client guest join Good.name_2
wait_out guest "Seat 2 (o): $me (you)"
say guest leave
say host quit

finish
