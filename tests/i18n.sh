#!/bin/sh
# i18n.sh: Tabula speaks German and French when asked, from the catalogs
# built in po/, even when no locale is set.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out

# Built and never installed, the program finds the catalogs that make laid
# out in the build tree, as it finds the boards in the source tree.
if [ -d "${pkgdatadir:?run the tests with make check}" ]; then
	echo "Tabula is installed in $pkgdatadir: the catalogs of the build" \
	    "tree are not the ones used" >&2
else
	echo 10 | env -u TABULA_LOCALEDIR -u LC_ALL -u LANG -u LC_MESSAGES \
	    LANGUAGE=de "$TABULA" --plain >"$out" 2>&1
	contains "$out" "Gespeichertes Spiel fortsetzen" \
	    "the German menu from the build tree"
	env -u TABULA_LOCALEDIR LC_ALL=C.UTF-8 LANGUAGE=fr "$TABULA" chess \
	    >"$out" 2>&1
	contains "$out" "il n'y a pas de jeu" "French from the build tree"
fi
TABULA_LOCALEDIR=$tmp/locale
export TABULA_LOCALEDIR
for lang in de fr; do
	mkdir -p "$TABULA_LOCALEDIR/$lang/LC_MESSAGES"
	cp "$top_srcdir/po/$lang.gmo" "$TABULA_LOCALEDIR/$lang/LC_MESSAGES/tabula.mo" ||
	    fail "no catalog for $lang"
done

# No locale at all, only LANGUAGE, as on a bare machine.
speak() {
	lang=$1
	shift
	env -u LC_ALL -u LANG -u LC_MESSAGES LANGUAGE=$lang "$TABULA" "$@"
}

echo 10 | speak de --plain >"$out" 2>&1
status $? 0 "the German menu"
contains "$out" "Gespeichertes Spiel fortsetzen" "the German menu"
# No locale means an ASCII terminal: the umlaut as German writes it
# without one, and no byte outside ASCII.
contains "$out" "Waehle 1-" "the German menu's prompt, in ASCII"
ascii_only "$out" "the German menu with no locale"
lacks "$out" "Resume a saved game" "the German menu"

# A German game: the board, moves told with their plurals, the winner.
printf 'xyz\nb2\n' | speak de ataxx --players human,human \
    --fen "7/7/7/7/7/o1o4/1x5 x 0 1" >"$out" 2>&1
contains "$out" "x ist am Zug." "a German game"
contains "$out" "xyz: Das ist kein Zug" "a German error"
contains "$out" "x klont auf b2 und dreht 2 Steine um: a2, c2." "a German move"
contains "$out" "Spiel vorbei." "a German ending"
contains "$out" "x gewinnt." "a German ending"

printf 'b1\nf1\nc1\ne1\nd1\n' | speak de ataxx --players human,human \
    --fen "7/7/7/7/-------/-------/x5o x 0 1" >"$out" 2>&1
contains "$out" "x klont auf d1 und dreht 1 Stein um: e1." "a German singular"

# Spoken to, the ending conjugates its verb for you.
printf 'resign\nquit\n' | speak de xtic --players human,computer:1 \
    >"$out" 2>&1
contains "$out" "Du hast aufgegeben." "a German ending spoken to you"
lacks "$out" "Du hat" "a German ending spoken to you"

# French, with a locale set as well.
echo 10 | LC_ALL=C.UTF-8 LANGUAGE=fr "$TABULA" --plain >"$out" 2>&1
contains "$out" "Reprendre une partie sauvegardée" "the French menu"

# The same French on an ASCII terminal: accents dropped, the no-break
# spaces before colons plain spaces, guillemets as << >>.
echo 10 | LC_ALL=C LANGUAGE=fr "$TABULA" --plain >"$out" 2>&1
contains "$out" "Reprendre une partie sauvegardee" "the French menu in ASCII"
ascii_only "$out" "the French menu in ASCII"
printf 'help\nquit\n' | LC_ALL=C LANGUAGE=fr "$TABULA" --plain xtic \
    --players human,human >"$out" 2>&1
contains "$out" "lister les coups legaux" "French help in ASCII"
ascii_only "$out" "a French game in ASCII"

speak fr chess >"$out" 2>&1
status $? 2 "a French error"
contains "$out" "il n'y a pas de jeu" "a French error"

speak fr --help >"$out" 2>&1
contains "$out" "--players" "the French help"
lacks "$out" "show this help and exit" "the French help"

# A language without a catalog falls back to English.
echo 10 | speak xx --plain >"$out" 2>&1
contains "$out" "Resume a saved game" "no catalog"

no_escapes "$out" "translations"

# A locale asked for that is not installed (as de_DE.UTF-8 on a fresh
# Debian): its language and UTF-8 all the same, and a word of what was
# done.  No machine has a de_ZZ locale.
echo 10 | env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=de_ZZ.UTF-8 \
    "$TABULA" --plain >"$out" 2>&1
status $? 0 "a locale not installed"
contains "$out" "de_ZZ.UTF-8" "a locale not installed: the note"
contains "$out" "C.UTF-8" "a locale not installed: the note"
contains "$out" "Gespeichertes Spiel fortsetzen" "a locale not installed: German"
finish
