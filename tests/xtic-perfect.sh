#!/bin/sh
# xtic-perfect.sh: the perfect level of Xtic from the empty board, where
# data/xtic holds a proof and its whole book (tools/xtic_prove --book),
# plays every other level in both seats, with several seeds, and never
# ends with less than the proof gives it: in torus lose and torus win the
# second player wins, in nodiags lose, nodiags win, normal win (standard
# Quarto) and normal lose (misere Quarto, xtic(1)'s game) neither loses.
# The "perfect" command says what the proofs give, and from where the
# level is perfect.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

out=$tmp/out

# play TYPE RULE SEATS SEED: a game between computers, its end in $tmp/end.
play() {
	printf 'save %s\nquit\n' "$tmp/game.tabula" |
	    "$TABULA" --plain xtic --type "$1" --line "$2" --players "$3" \
	    --seed "$4" --time "${5:-2}" >"$out" 2>&1
	status $? 0 "$1 $2, $3, seed $4"
	tr '\n' ' ' <"$out" | sed 's/  */ /g' >"$tmp/end"
	contains "$tmp/end" "Game over." "$1 $2, $3, seed $4"
}

# perfect_says TYPE RULE TEXT...: what the "perfect" command says.
perfect_says() {
	type=$1 rule=$2
	shift 2
	printf 'perfect\nquit\n' | "$TABULA" --plain xtic --type "$type" \
	    --line "$rule" --players human,human 2>&1 | tr '\n' ' ' |
	    sed 's/  */ /g' >"$tmp/says"
	for text; do
		contains "$tmp/says" "$text" "\"perfect\" at $type $rule"
	done
}
perfect_says torus lose \
    "perfect play gives the second player the win (proven)." \
    "The perfect level plays perfectly from the first move."
perfect_says nodiags lose "perfect play gives a draw (proven)." \
    "The perfect level plays perfectly from the first move."
perfect_says normal win "perfect play gives a draw (proven)." \
    "The perfect level plays perfectly from the first move."
perfect_says torus win \
    "perfect play gives the second player the win (proven)." \
    "The perfect level plays perfectly from the first move."
perfect_says nodiags win "perfect play gives a draw (proven)." \
    "The perfect level plays perfectly from the first move."
perfect_says normal lose "perfect play gives a draw (proven)." \
    "The perfect level plays perfectly from the first move."

# The proven values, as the perfect level must hold them: the seat that
# wins ("second"), or "draw" (neither loses).
for proven in "torus lose second" "torus win second" "nodiags lose draw" \
    "nodiags win draw" "normal win draw" "normal lose draw"; do
	set -- $proven
	type=$1 rule=$2 value=$3
	for level in 1 2 3 4 5 6; do
		for seed in 1 2; do
			for seat in first second; do
				case $seat in
				first) seats=computer:perfect:Best,computer:$level:Other ;;
				second) seats=computer:$level:Other,computer:perfect:Best ;;
				esac
				what="$type $rule, perfect $seat against level $level, seed $seed"
				play "$type" "$rule" "$seats" "$seed"
				case $value in
				draw) grep -q "Other ([a-z]*) wins" "$tmp/end" &&
					fail "$what: perfect lost" ;;
				"$seat") grep -q "Best ([a-z]*) wins" "$tmp/end" ||
					fail "$what: perfect did not win" ;;
				esac
			done
		done
	done
done

finish
