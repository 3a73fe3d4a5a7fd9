#!/bin/sh
# hint.sh: hints and redo in plain text, in every game against the
# computer: hint names a legal move and changes nothing; undo then redo
# brings the position back, the computer's reply and the dice too; brief
# mode says them; redo after a new move has nothing to play; the level
# hints come from, set by hint level or --hint-level.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out

for game in ataxx hexxagon cross xtic conqueror conflict; do
	args="$game --plain --brief --players human,computer:1 --seed 5"
	# The hint: a move and what it does.
	printf 'hint\n' | "$TABULA" $args >"$out" 2>&1
	status $? 0 "$game: hint"
	contains "$out" "Hint: " "$game: hint"
	# Brief mode: the move as typed, then what it does on a line of
	# its own (Xtic's pieces in words there).
	move=$(sed -n '/^If you play it: You /{x;p;q;}; h' "$out" |
	    sed -n 's/^.*Hint: \(.*\)\.$/\1/p')
	if [ -z "$move" ]; then
		fail "$game: the hint names no move"
		continue
	fi
	# The hinted move is played; undo and redo bring it back.
	printf '%s\n' position hint position "$move" position undo position \
	    redo position redo |
	    "$TABULA" $args >"$out" 2>&1
	status $? 0 "$game: hint, undo, redo"
	lacks "$out" "$move: " "$game: the hinted move refused"
	contains "$out" "Taken back: You " "$game: undo"
	contains "$out" "There is no move taken back to play again." \
	    "$game: a second redo"
	sed -n '/^[^ ]*> position$/{n;p}; /^Command: position$/{n;p}' "$out" \
	    >"$tmp/pos"
	[ "$(wc -l <"$tmp/pos")" -eq 5 ] ||
	    fail "$game: 5 positions expected, not $(wc -l <"$tmp/pos")"
	p1=$(sed -n 1p "$tmp/pos"); p2=$(sed -n 2p "$tmp/pos")
	p3=$(sed -n 3p "$tmp/pos"); p4=$(sed -n 4p "$tmp/pos")
	p5=$(sed -n 5p "$tmp/pos")
	[ "$p1" = "$p2" ] || fail "$game: the hint changed the position"
	[ "$p3" != "$p2" ] || fail "$game: the hinted move changed nothing"
	[ "$p4" = "$p1" ] || fail "$game: undo did not go back: $p4"
	[ "$p5" = "$p3" ] || fail "$game: redo did not come back: $p5"
done

# Xtic's pieces: the move keeps its codes, to be typed; what it does
# names them in words, as a move is told in brief mode.
printf 'NHSR\nhint\n' | "$TABULA" xtic --plain --brief \
    --players human,computer:1 --seed 3 >"$out" 2>&1
grep -q '^Hint: [a-d][1-4] [BN][HV][SO][RQ]\.$' "$out" ||
    fail "xtic: the hint's move not in codes on a line of its own"
grep -q '^If you play it: You place [a-z]* [a-z]* [a-z]* [a-z]* ([BN] [HV] [SO] [RQ]) on [a-d][1-4] and give ' \
    "$out" || fail "xtic: the hint's pieces not in words"

# The commands are in the help; the level is told and set, and refused
# beyond the game's levels.
printf '%s\n' help 'hint level' 'hint level 2' 'hint level 99' 'hint x' |
    "$TABULA" ataxx --plain --players human,computer:1 >"$out" 2>&1
contains "$out" "redo         play again the move taken back" "help"
contains "$out" "hint [level N]" "help"
contains "$out" "Hints come from the computer at level 4 of 8." \
    "the middle level"
contains "$out" "Hints come from the computer at level 2 of 8." \
    "hint level 2"
contains "$out" "hint level 99: give a level from 1 to 8." "hint level 99"
contains "$out" "hint x: type hint alone" "hint x"
# A named level is told with its number; a game over has no hint.
printf '%s\n' 'hint level 3' resign hint help |
    "$TABULA" xtic --plain --players human,computer:1 >"$out" 2>&1
contains "$out" "Hints come from the computer at level 3 (medium) of 7." \
    "a named level"
contains "$out" "The game is over: there is no move to hint at." \
    "a hint after the end"
# --hint-level sets it from the start, by number or name; a level the
# game has not is refused before anything is played, or loaded.
printf 'hint level\n' | "$TABULA" xtic --plain --hint-level perfect \
    --players human,computer:1 >"$tmp/hl" 2>&1
contains "$tmp/hl" "Hints come from the computer at level 7 (perfect) of 7." \
    "--hint-level perfect"
"$TABULA" ataxx --plain --hint-level 9 </dev/null >"$tmp/hl" 2>&1
status $? 2 "--hint-level 9 in Ataxx"
contains "$tmp/hl" "--hint-level: Ataxx has no level \"9\"; give one from 1 to 8" \
    "--hint-level 9 in Ataxx"
lacks "$tmp/hl" "Your move" "--hint-level 9 in Ataxx"
"$TABULA" --plain --hint-level 2 </dev/null >"$tmp/hl" 2>&1
status $? 2 "--hint-level for the menu"
contains "$tmp/hl" "--hint-level is for a game you play" "--hint-level alone"
printf 'f2\nsave %s\nquit\n' "$tmp/hl.tabula" |
    "$TABULA" ataxx --plain --players human,computer:1 >/dev/null 2>&1
cp "$tmp/hl.tabula" "$tmp/hl.before"
printf 'hint level\nquit\n' | "$TABULA" --plain --load "$tmp/hl.tabula" \
    --hint-level 2 >"$tmp/hl" 2>&1
contains "$tmp/hl" "Hints come from the computer at level 2 of 8." \
    "--hint-level with --load"
"$TABULA" --plain --load "$tmp/hl.tabula" --hint-level 99 </dev/null \
    >"$tmp/hl" 2>&1
status $? 1 "--hint-level 99 with --load"
contains "$tmp/hl" "give one from 1 to 8" "--hint-level 99 with --load"
cmp -s "$tmp/hl.tabula" "$tmp/hl.before" ||
    fail "a refused --hint-level changed the save"
# ...and the help then lists what still does something.
sed -n '/> help$/,$p' "$out" >"$tmp/help"
contains "$tmp/help" "The game is over. Commands:" "help after the end"
contains "$tmp/help" "  undo " "help after the end"
lacks "$tmp/help" "  hint " "help after the end"
lacks "$tmp/help" "  resign " "help after the end"

# A new move after an undo: nothing to redo.
printf '%s\n' f2 undo b6 redo |
    "$TABULA" ataxx --plain --brief --players human,computer:1 >"$out" 2>&1
contains "$out" "There is no move taken back to play again." \
    "redo after a new move"
# Between two people, a hint speaks of the player to move by name.
printf '%s\n' hint |
    "$TABULA" ataxx --plain --players human,human >"$out" 2>&1
contains "$out" "Hint: " "a hint at one screen for two"
lacks "$out" "Hint: the computer finds no move" "a hint at one screen"
finish
