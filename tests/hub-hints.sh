#!/bin/sh
# hub-hints.sh: hints in a hub's game only where the host allows them
# (tabula host --hints), and then every seat is told so; a seat asks its
# own process, which plays nothing.  Moves are not taken back in a hub's
# game, nor played again: redo is refused as undo is.
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.
. "${top_srcdir:-.}/tests/lib.sh"

hubs_here

# Without --hints: refused, and nobody is told they are on.
client host host ataxx
wait_out host "tabula join ataxx-1"
client guest join ataxx-1
seated host o
say host start
wait_out host "The game begins."
wait_out guest "The game begins."
say host hint
wait_joined host "Hints are off in this game: its host did not allow them."
say guest hint
wait_joined guest "Hints are off in this game: its host did not allow them."
say host redo
wait_joined host "Moves cannot be taken back in a network game, nor played again."
# The help lists none of them there.
say host help
wait_joined host "quit leave the game"
sed -n '/> help$/,$p' "$tmp/host.out" >"$tmp/help"
lacks "$tmp/help" "  hint " "help in a hub without --hints"
lacks "$tmp/help" "  undo " "help in a hub's game"
lacks "$tmp/help" "  redo " "help in a hub's game"
contains "$tmp/help" "  resign " "help in a hub's game"
lacks "$tmp/host.out" "Hints are on" "a hub without --hints"
lacks "$tmp/host.out" "Hint: " "a hub without --hints"
say host end
within gone host || fail "the host did not end the game"
within gone guest || fail "the guest did not leave the ended game"
stop_all

# With --hints: both seats and a watcher are told; the seat to move gets
# a hint, which is not played, the other is told it is not their turn,
# and the watcher that hints are for the players.
client host host ataxx --hints
wait_out host "tabula join ataxx-2"
client guest join ataxx-2
seated host o
client watcher join --watch ataxx-2
wait_out watcher "Seat 1 (x)"
say host start
wait_joined host "Hints are on: the host lets every player ask the computer"
wait_joined guest "Hints are on: the host lets every player ask the computer"
wait_joined watcher "Hints are on: the host lets every player ask the computer"
say host hint
wait_out host "Hint: "
# The hint, then the prompt: no empty prompt before it.
tr '\n' '|' <"$tmp/host.out" | grep -q "> hint|Hint: " ||
    fail "a hub's hint not told right after it was asked for"
# A watcher has no move to hint at.
say watcher hint
wait_joined watcher "You are watching this game: hints are for the players."
say host position
wait_out host "x5o/7/7/7/7/7/o5x x 0 1"
say guest hint
wait_joined guest "A hint is for the move you are asked for; it is not your turn."
# The hinted move, played, is the hub's.
move=$(sed -n 's/^.*Hint: \([a-g][1-7][a-g1-7]*\)\. .*$/\1/p' "$tmp/host.out" |
    head -n 1)
[ -n "$move" ] || fail "the hint names no move"
say host "$move"
wait_out guest "Your move."
say guest hint
wait_out guest "Hint: "
say host end
within gone host || fail "the host did not end the game"
finish
