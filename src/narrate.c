/* narrate.c: the sentences both front ends say about a match. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "narrate.h"
#include "notation.h"
#include "stats.h"
#include "xmalloc.h"

/*
 * Fills {key} placeholders of a translated phrase; an unknown key is left as
 * it is, so a mistranslated placeholder shows rather than vanishes.
 */
void
narrate_fill(const char *fmt, int n, const char *const *keys,
    const char *const *values, char *out, size_t len)
{
	size_t		 used = 0, klen, vlen;
	const char	*close;
	int		 i;

	if (len == 0)
		return;
	while (*fmt != '\0' && used + 1 < len) {
		if (*fmt == '{' && (close = strchr(fmt, '}')) != NULL) {
			klen = close - fmt - 1;
			for (i = 0; i < n; i++)
				if (strlen(keys[i]) == klen &&
				    strncmp(keys[i], fmt + 1, klen) == 0)
					break;
			if (i < n) {
				vlen = strlen(values[i]);
				if (vlen > len - used - 1)
					vlen = len - used - 1;
				memcpy(out + used, values[i], vlen);
				used += vlen;
				fmt = close + 1;
				continue;
			}
		}
		out[used++] = *fmt++;
	}
	out[used] = '\0';
}

/* How a seat is called: its player's name, or its side, and what it is. */
void
narrate_seat(const struct match *m, int seat, char *buf, size_t len)
{
	const struct seat	*s = match_seat(m, seat);
	const char		*side = _(match_game(m)->sides[seat]);

	if (s->name[0] != '\0')
		snprintf(buf, len, "%s (%s)", s->name, side);
	else if (s->kind == SEAT_COMPUTER)
		snprintf(buf, len, _("%s (computer)"), side);
	else
		snprintf(buf, len, "%s", side);
}

/*
 * The form of a phrase for the player here (you, the seat at this
 * terminal, or -1): the second person if the sentence is about them, the
 * yours form if it names them otherwise, else the plain one, in the
 * singular or plural its count asks for.
 */
static const char *
narrate_form(const struct game_phrase *ph, const struct game_story *st,
    const struct game_sentence *s, int you)
{
	const char	*zero = ph->zero, *one = ph->one, *many = ph->many;
	int		 i, subject = -1, named = 0;

	if (ph->subject == NULL)
		subject = st->seat;
	for (i = 0; i < s->nargs; i++) {
		if (s->args[i].seat < 0)
			continue;
		if (ph->subject != NULL && strcmp(s->args[i].key,
		    ph->subject) == 0)
			subject = s->args[i].seat;
		else if (s->args[i].seat == you)
			named = 1;
	}
	if (you >= 0 && subject == you && ph->you_zero != NULL) {
		zero = ph->you_zero;
		one = ph->you_one;
		many = ph->you_many;
	} else if (you >= 0 && subject != you && named &&
	    ph->yours_zero != NULL) {
		zero = ph->yours_zero;
		one = ph->yours_one;
		many = ph->yours_many;
	}
	if (s->count == 0 || one == NULL)
		return (_(zero));
	return (ngettext(one, many, s->count));
}

/* Whether an event names the player here (takes their piece, skips
 * them, takes them over, or only attacks them in vain). */
int
narrate_story_names_you(const struct match *m, const struct game_story *st)
{
	int	 you = match_you(m), i, j;

	if (you < 0)
		return (0);
	for (j = 0; j < st->nsaid; j++)
		for (i = 0; i < st->said[j].nargs; i++)
			if (st->said[j].args[i].seat == you)
				return (1);
	return (0);
}

/* Tells an event in sentences, one after the other, to the player here in
 * the second person (narrate_form). */
void
narrate_story(const struct match *m, const struct game_story *st, char *buf,
    size_t len)
{
	const struct game_sentence	*s;
	const char			*keys[GAME_SENTENCE_ARGS + 1];
	const char			*values[GAME_SENTENCE_ARGS + 1], *fmt;
	char				 player[SEAT_NAME_MAX + 64];
	char				 seats[GAME_SENTENCE_ARGS][SEAT_NAME_MAX + 64];
	size_t				 used = 0;
	int				 i, j, n, you = match_you(m);

	buf[0] = '\0';
	if (st->seat >= 0)
		narrate_seat(m, st->seat, player, sizeof player);
	for (j = 0; j < st->nsaid && used + 1 < len; j++) {
		s = &st->said[j];
		fmt = narrate_form(&match_game(m)->phrases[s->kind], st, s,
		    you);
		n = 0;
		for (i = 0; i < s->nargs; i++) {
			keys[n] = s->args[i].key;
			if (s->args[i].seat >= 0 &&
			    s->args[i].seat < match_nseats(m)) {
				narrate_seat(m, s->args[i].seat, seats[i],
				    sizeof seats[i]);
				values[n++] = seats[i];
			} else
				values[n++] = s->args[i].value;
		}
		if (st->seat >= 0) {
			keys[n] = "player";
			values[n++] = player;
		}
		if (used > 0)
			buf[used++] = ' ';
		narrate_fill(fmt, n, keys, values, buf + used, len - used);
		used += strlen(buf + used);
	}
}

/* The seats' scores, as "25 for you, 24 for o": a side's name may end
 * in a number of its own (Player 1). */
void
narrate_score(const struct match *m, char *buf, size_t len)
{
	struct game_view	*v;
	size_t			 used = 0;
	int			 i, you = match_you(m);

	v = xmalloc(sizeof *v);
	match_game(m)->view(match_state(m), v);
	buf[0] = '\0';
	for (i = 0; i < match_nseats(m) && used < len; i++) {
		if (i > 0)
			used += snprintf(buf + used, len - used, ", ");
		if (used < len && i == you)
			used += snprintf(buf + used, len - used, _("%d for you"),
			    v->score[i]);
		else if (used < len)
			used += snprintf(buf + used, len - used, _("%d for %s"),
			    v->score[i], _(match_game(m)->sides[i]));
	}
	free(v);
}

/* Whose turn it is, as a sentence: "Your move." to the player here. */
void
narrate_turn(const struct match *m, int turn, char *buf, size_t len)
{
	char	 who[SEAT_NAME_MAX + 64];

	if (turn == match_you(m)) {
		snprintf(buf, len, "%s", _("Your move."));
		return;
	}
	narrate_seat(m, turn, who, sizeof who);
	snprintf(buf, len, _("%s to move."), who);
}

/* A seat as the subject of a sentence: "You" for the player here. */
static void
narrate_subject(const struct match *m, int seat, char *buf, size_t len)
{
	if (seat >= 0 && seat == match_you(m))
		snprintf(buf, len, "%s", _("You"));
	else if (seat >= 0)
		narrate_seat(m, seat, buf, len);
	else
		buf[0] = '\0';
}

/* The seats in a set, as "x, o". */
static void
narrate_seats(const struct match *m, unsigned int set, char *buf, size_t len)
{
	char	 seat[SEAT_NAME_MAX + 64];
	size_t	 used = 0;
	int	 i, n = 0;

	buf[0] = '\0';
	for (i = 0; i < match_nseats(m) && used < len; i++) {
		if ((set & (1U << i)) == 0)
			continue;
		narrate_seat(m, i, seat, sizeof seat);
		used += snprintf(buf + used, len - used, "%s%s",
		    n++ > 0 ? ", " : "", seat);
	}
}

/*
 * Who won, told to the player here when there is one: "You win.", "x
 * wins. You lose."; between people at one screen, by their names.
 */
static void
narrate_winners(const struct match *m, unsigned int winners, char *buf,
    size_t len)
{
	char	 names[GAME_SEATS_MAX * (SEAT_NAME_MAX + 64)];
	int	 you = match_you(m), n = 0, i;

	for (i = 0; i < match_nseats(m); i++)
		if (winners & (1U << i))
			n++;
	if (you >= 0 && (winners & (1U << you)) != 0) {
		narrate_seats(m, winners & ~(1U << you), names, sizeof names);
		if (n == 1)
			snprintf(buf, len, "%s", _("You win."));
		else
			snprintf(buf, len, _("You share the win with %s."),
			    names);
		return;
	}
	narrate_seats(m, winners, names, sizeof names);
	if (n == 0)
		snprintf(buf, len, "%s", _("The game is drawn."));
	else if (you >= 0 && n == 1)
		snprintf(buf, len, _("%s wins. You lose."), names);
	else if (you >= 0)
		snprintf(buf, len, _("%s share the win. You lose."), names);
	else if (n == 1)
		snprintf(buf, len, _("%s wins."), names);
	else
		snprintf(buf, len, _("%s share the win."), names);
}

/*
 * Tells how a finished game ended: why, who won, and the score.  An
 * ending may name {loser}, {winner} (the first, if several) and
 * {detail}, as the game's result gives them.
 */
void
narrate_result(const struct match *m, char *buf, size_t len)
{
	struct game_result	 r;
	char			 loser[SEAT_NAME_MAX + 64];
	char			 winner[SEAT_NAME_MAX + 64];
	char			 why[384], who[1024], score[256];
	const char		*keys[3] = { "loser", "winner", "detail" };
	const char		*values[3] = { loser, winner, r.detail };
	const char		*ending;
	int			 i, you;

	memset(&r, 0, sizeof r);
	if (!match_result(m, &r)) {
		buf[0] = '\0';
		return;
	}
	narrate_subject(m, r.loser, loser, sizeof loser);
	for (i = 0; i < match_nseats(m) && (r.winners & (1U << i)) == 0; i++)
		;
	narrate_subject(m, i < match_nseats(m) ? i : -1, winner, sizeof winner);
	ending = match_game(m)->endings[r.reason];
	you = match_you(m);
	/* Spoken to: the sentence of its own, for its verb ("Du hast"). */
	if (you >= 0 && match_game(m)->endings_you != NULL &&
	    match_game(m)->endings_you[r.reason] != NULL &&
	    ((strncmp(ending, "{loser}", 7) == 0 && r.loser == you) ||
	    (strncmp(ending, "{winner}", 8) == 0 && i == you)))
		ending = match_game(m)->endings_you[r.reason];
	narrate_fill(_(ending), 3, keys, values, why, sizeof why);
	narrate_winners(m, r.winners, who, sizeof who);
	if (match_game(m)->no_score) {
		snprintf(buf, len, _("Game over. %s %s"), why, who);
		return;
	}
	narrate_score(m, score, sizeof score);
	snprintf(buf, len, _("Game over. %s %s Score: %s."), why, who, score);
}

/*
 * Tells what an undo took back: the move as it was told (played again on
 * a copy of the position before it, which the match is at now), or as
 * written if it cannot be.
 */
void
narrate_undone(const struct match *m, const struct match_undone *u,
    char *buf, size_t len)
{
	struct game_story	*st;
	char			 seat[SEAT_NAME_MAX + 64], *told;
	char			 by[GAME_SEATS_MAX * (SEAT_NAME_MAX + 64)];
	void			*copy;
	int			 i, n;
	size_t			 used;

	told = xmalloc(len);
	told[0] = '\0';
	st = xmalloc(sizeof *st);
	if (u->seat >= 0 &&
	    (copy = match_game(m)->copy(match_state(m))) != NULL) {
		memset(st, 0, sizeof *st);
		/* The move itself, not what followed from it ("You are
		 * out of the game"), which is taken back too. */
		if (match_game(m)->play(copy, u->seat, u->move, st) == 0) {
			st->seat = u->seat;
			if (st->nsaid > 1)
				st->nsaid = 1;
			narrate_story(m, st, told, len);
		}
		match_game(m)->destroy(copy);
	}
	free(st);
	/* Who made the moves after it: "o (computer)", "blue and green". */
	for (i = n = 0, by[0] = '\0'; i < match_nseats(m); i++) {
		if ((u->after_seats & (1U << i)) == 0)
			continue;
		if (i == match_you(m))
			snprintf(seat, sizeof seat, "%s", _("you"));
		else
			narrate_seat(m, i, seat, sizeof seat);
		if (n++ > 0)
			snprintf(by + strlen(by), sizeof by - strlen(by),
			    (u->after_seats >> (i + 1)) != 0 ? ", %s" :
			    _(" and %s"), seat);
		else
			snprintf(by, sizeof by, "%s", seat);
	}
	if (told[0] != '\0' && u->after == 0)
		snprintf(buf, len, _("Taken back: %s"), told);
	else if (told[0] != '\0' && u->after == 1)
		snprintf(buf, len, _("Taken back: %s The move after it, by %s, "
		    "is taken back too."), told, by);
	else if (told[0] != '\0' && n == 1)
		snprintf(buf, len, ngettext("Taken back: %s The %d move after "
		    "it, by %s, is taken back too.", "Taken back: %s The %d "
		    "moves after it, by %s, are taken back too.", u->after),
		    told, u->after, by);
	else if (told[0] != '\0')
		/* By several: who they were is in the moves told, and the
		 * message line has room for two lines. */
		snprintf(buf, len, ngettext("Taken back: %s The %d move after "
		    "it is taken back too.", "Taken back: %s The %d moves after "
		    "it are taken back too.", u->after), told, u->after);
	else {
		if (u->seat == match_you(m))
			snprintf(seat, sizeof seat, "%s", _("you"));
		else
			narrate_seat(m, u->seat, seat, sizeof seat);
		if (u->after == 0)
			snprintf(buf, len, _("Taken back: %s, played by %s."),
			    u->move, seat);
		else
			snprintf(buf, len, ngettext("Taken back: %s, played "
			    "by %s, and the move after it.", "Taken back: %s, "
			    "played by %s, and the %d moves after it.",
			    u->after), u->move, seat, u->after);
	}
	used = strlen(buf);
	if (u->counted && used + 1 < len)
		snprintf(buf + used, len - used, " %s", _("Your record keeps "
		    "the game as it first ended."));
	free(told);
}

/* What a seat of a hub's game whose host allows hints is told as it
 * begins or joins; "" otherwise. */
void
narrate_hints_note(const struct match *m, char *buf, size_t len)
{
	if (match_from_hub(m) && match_hints_allowed(m))
		snprintf(buf, len, "%s", _("Hints are on: the host lets every "
		    "player ask the computer for its choice of move."));
	else
		buf[0] = '\0';
}

/*
 * What a seat of a hub's game is told as it begins, if its dice are not
 * secret (see match_promise_dice): the host chose their seed, or the hub
 * draws them from the seed every seat is sent; "" if they are secret, or
 * the game has none.
 */
void
narrate_dice_note(const struct match *m, char *buf, size_t len)
{
	buf[0] = '\0';
	if (!match_from_hub(m) || match_game(m)->chance == NULL)
		return;
	if (match_record(m)->dice_chosen)
		snprintf(buf, len, "%s", _("The host chose the seed of this "
		    "game's dice: whoever knows it can foresee every roll."));
	else if (match_record(m)->dice_commit == NULL)
		snprintf(buf, len, "%s", _("This game's dice are not secret: "
		    "they come from the seed every seat is sent, so anyone "
		    "can foresee them."));
}

/*
 * For a seat that may move now, a move it can make written most like what
 * it typed: " A move you can make: b7.", or "" (a move being refused).
 */
void
narrate_example(const struct match *m, int seat, const char *typed,
    char *buf, size_t len)
{
	char	 example[GAME_EVENT_MAX];
	int	 turn = match_turn(m);

	buf[0] = '\0';
	if (turn < 0 || (seat >= 0 && seat != turn) ||
	    game_example(match_game(m), match_state(m), typed, example,
	    sizeof example) != 0)
		return;
	snprintf(buf, len, _(" A move you can make: %s."), example);
}

/* The cells next to a cell, in order, as a list: "4, 9, 17". */
void
narrate_graph_neighbours(const struct game_view *v, int cell, char *buf,
    size_t len)
{
	const struct game_graph	*g = &v->graph;
	int			 nb[GAME_NODES_MAX], n = 0, i, j, t;
	size_t			 used = 0;

	for (i = 0; i < g->nlinks && n < GAME_NODES_MAX; i++)
		if (g->link[i][0] == cell || g->link[i][1] == cell)
			nb[n++] = g->link[i][0] == cell ? g->link[i][1] :
			    g->link[i][0];
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && nb[j - 1] > nb[j]; j--) {
			t = nb[j];
			nb[j] = nb[j - 1];
			nb[j - 1] = t;
		}
	buf[0] = '\0';
	for (i = 0; i < n && used < len; i++)
		used += snprintf(buf + used, len - used, "%s%d", i > 0 ? ", " :
		    "", nb[i] + 1);
}

/* The dice left to play, "Dice left: 2 and 3.", or "" (a game without
 * dice, or none left). */
void
narrate_dice_left(const struct match *m, char *buf, size_t len)
{
	struct game_dice	 d;
	char			 part[128];
	size_t			 used = 0;
	int			 i, n;

	buf[0] = '\0';
	if (match_game(m)->dice == NULL)
		return;
	memset(&d, 0, sizeof d);
	match_game(m)->dice(match_state(m), &d);
	for (i = n = 0; i < d.n && used < sizeof part; i++) {
		if ((d.left & (1U << i)) == 0)
			continue;
		if (n++ == 0)
			used += snprintf(part + used, sizeof part - used,
			    "%d", d.value[i]);
		else
			used += snprintf(part + used, sizeof part - used,
			    _(" and %d"), d.value[i]);
	}
	if (n > 0)
		snprintf(buf, len, ngettext("Die left: %s.", "Dice left: %s.",
		    n), part);
}

/*
 * Why a move was refused, after what was typed, and an example (but not
 * for a resignation written wrong): "b6: That square is taken. A move you
 * can make: b7."  With dice, the dice left to play, where no panel shows
 * them.
 */
void
narrate_refusal(const struct match *m, int seat, const char *typed,
    int error, int dice_told, char *buf, size_t len)
{
	size_t	 used;
	char	 dice[128];

	/* Once the game is over, whatever was wrong with the move. */
	if (match_turn(m) == GAME_TURN_OVER) {
		snprintf(buf, len, "%s: %s", typed, _("The game is over."));
		return;
	}
	used = snprintf(buf, len, "%s: %s", typed,
	    game_error_text(match_game(m), error));
	if (used >= len)
		return;
	if (error == match_game(m)->resign_syntax ||
	    error == match_game(m)->resign_other) {
		snprintf(buf + used, len - used, "%s", _(" To give up, type "
		    "resign alone."));
		return;
	}
	/* What may be played depends on the dice: they are named. */
	narrate_dice_left(m, dice, sizeof dice);
	if (dice_told && dice[0] != '\0' && match_turn(m) >= 0)
		used += snprintf(buf + used, len - used, " %s", dice);
	if (used < len)
		narrate_example(m, seat, typed, buf + used, len - used);
}

/* What a player is told who plays while the hub is away, or cannot
 * write its journal. */
const char *
narrate_hub_away(const struct match *m)
{
	if (match_held(m))
		return (_("The hub cannot write its journal (is the disk "
		    "full?): moves can be played once it can."));
	return (_("The hub is away: moves can be played once it is back."));
}

/*
 * A fault of the game here: a move refused, the computer failing, a seat
 * that cannot keep the game, the hub unable to write.
 * Returns as narrate_news does, NARRATE_NONE for other news.
 */
static enum narrate_tone
narrate_news_fault(const struct match *m, const struct match_news *n,
    char *buf, size_t len)
{
	if (n->denied) {
		snprintf(buf, len, "%s: %s", n->text,
		    game_error_text(match_game(m), n->denied_code));
		return (NARRATE_FAULT);
	}
	if (n->failed) {
		snprintf(buf, len, "%s", _("The computer player failed to find "
		    "a move."));
		return (NARRATE_FAULT);
	}
	if (n->noted) {
		snprintf(buf, len, "%s", n->text);
		return (NARRATE_FAULT);
	}
	if (n->forgetful) {
		snprintf(buf, len, _("This seat cannot keep the game on disk "
		    "(%s): should its program end, it cannot check the hub's "
		    "game when it comes back."), n->text);
		return (NARRATE_FAULT);
	}
	if (n->held) {
		snprintf(buf, len, "%s", _("The hub cannot write its journal "
		    "(is the disk full?): the game waits until it can."));
		return (NARRATE_FAULT);
	}
	return (NARRATE_NONE);
}

/*
 * The seats' comings and goings, and the game going on after a pause.
 * Returns as narrate_news does, NARRATE_NONE for other news.
 */
static enum narrate_tone
narrate_news_seats(const struct match *m, const struct match_news *n,
    char *buf, size_t len)
{
	char	 who[SEAT_NAME_MAX + 64];

	if (n->paused && match_paused(m) >= 0) {
		narrate_seat(m, match_paused(m), who, sizeof who);
		snprintf(buf, len, _("The game waits for %s to come back."),
		    who);
		return (NARRATE_TURN);
	}
	if (n->gone && n->seat >= 0 && n->seat < match_nseats(m)) {
		narrate_seat(m, n->seat, who, sizeof who);
		snprintf(buf, len, match_seat(m, n->seat)->state ==
		    SEAT_PLAYED_BY_HUB ? _("%s went away; the computer plays "
		    "for them.") : _("%s went away."), who);
		return (NARRATE_NEWS);
	}
	if (n->returned && n->seat >= 0 && n->seat < match_nseats(m)) {
		narrate_seat(m, n->seat, who, sizeof who);
		snprintf(buf, len, _("%s is back."), who);
		return (NARRATE_NEWS);
	}
	if (n->resumed) {
		snprintf(buf, len, "%s", _("The game goes on."));
		return (NARRATE_NEWS);
	}
	return (NARRATE_NONE);
}

/*
 * The hub's going away, its breaking the rules or holding another game,
 * and the moves it played for this seat.
 * Returns as narrate_news does, NARRATE_NONE for other news.
 */
static enum narrate_tone
narrate_news_hub(const struct match_news *n, char *buf, size_t len)
{
	if (n->lost && n->resume != NULL) {
		snprintf(buf, len, _("The hub went away; trying to reach it "
		    "again.  If it stopped, it goes on with: %s"), n->resume);
		return (NARRATE_FAULT);
	}
	if (n->lost) {
		snprintf(buf, len, "%s", _("The hub went away; trying to reach "
		    "it again.  If it stopped, only its host can start it "
		    "again."));
		return (NARRATE_FAULT);
	}
	if (n->distrust) {
		snprintf(buf, len, _("The hub broke the game's rules: %s.  This "
		    "seat has left it; save keeps the game as it was told."),
		    n->text);
		return (NARRATE_FAULT);
	}
	if (n->other_game) {
		snprintf(buf, len, "%s", _("This hub now holds another game "
		    "than the one you played there last, which was not over."));
		return (NARRATE_FAULT);
	}
	if (n->for_you > 0 && n->back) {
		snprintf(buf, len, ngettext("The hub is back.  While you were "
		    "away, its computer played %d move for you (log lists "
		    "them).", "The hub is back.  While you were away, its "
		    "computer played %d moves for you (log lists them).",
		    n->for_you), n->for_you);
		return (NARRATE_NEWS);
	}
	if (n->for_you > 0) {
		snprintf(buf, len, ngettext("Since this seat last saw the game, "
		    "%d move was played for you (log lists it).", "Since this "
		    "seat last saw the game, %d moves were played for you (log "
		    "lists them).", n->for_you), n->for_you);
		return (NARRATE_NEWS);
	}
	return (NARRATE_NONE);
}

/*
 * The hub's dice shown, this seat let go, the hub back, the game ended.
 * Returns as narrate_news does, NARRATE_NONE for other news.
 */
static enum narrate_tone
narrate_news_end(const struct match_news *n, char *buf, size_t len)
{
	if (n->dice && n->dice_fair) {
		snprintf(buf, len, "%s", _("The hub showed the seed of its "
		    "dice: every roll was the one it promised before the "
		    "first."));
		return (NARRATE_NEWS);
	}
	if (n->dice) {
		snprintf(buf, len, _("The hub's dice were not the ones it "
		    "promised before the first roll: %s."), n->text);
		return (NARRATE_FAULT);
	}
	if (n->freed) {
		snprintf(buf, len, "%s", _("The host freed your seat for "
		    "someone else: join again to watch the game."));
		return (NARRATE_FAULT);
	}
	if (n->refused) {
		snprintf(buf, len, _("The hub is back but let this screen go: "
		    "%s."), n->text);
		return (NARRATE_FAULT);
	}
	if (n->back) {
		snprintf(buf, len, "%s", _("The hub is back."));
		return (NARRATE_NEWS);
	}
	if (n->ended) {
		snprintf(buf, len, _("%s ended the game for everyone."),
		    n->text);
		return (NARRATE_TURN);
	}
	return (NARRATE_NONE);
}

/*
 * Tells a hint, the move the computer would make for the seat to move, in
 * two parts: in buf the move as typed, in more what it does, told as the
 * move would be (played on a copy; the match does not change), or "" if
 * that tells nothing.
 */
void
narrate_hint_parts(const struct match *m, const char *move, char *buf,
    size_t len, char *more, size_t morelen)
{
	struct game_story	*st;
	char			*told;
	void			*copy;

	more[0] = '\0';
	if (*move == '\0') {
		snprintf(buf, len, "%s", _("Hint: the computer finds no move "
		    "to suggest."));
		return;
	}
	snprintf(buf, len, _("Hint: %s."), move);
	told = xmalloc(morelen);
	told[0] = '\0';
	st = xcalloc(1, sizeof *st);
	copy = match_game(m)->copy(match_state(m));
	if (match_game(m)->play(copy, match_turn(m), move, st) == 0)
		narrate_story(m, st, told, morelen);
	match_game(m)->destroy(copy);
	if (told[0] != '\0')
		/* TRANSLATORS: what the hinted move would do, told as a
		 * move is ("You clone to f2."), after "Hint: f2.". */
		snprintf(more, morelen, _("If you play it: %s"), told);
	free(st);
	free(told);
}

/* The same in one text: the move, then what it does. */
void
narrate_hint(const struct match *m, const char *move, char *buf, size_t len)
{
	char	*more = xmalloc(len);
	size_t	 n;

	narrate_hint_parts(m, move, buf, len, more, len);
	if (more[0] != '\0' && (n = strlen(buf)) + 1 < len)
		snprintf(buf + n, len - n, " %s", more);
	free(more);
}

/* Why match_hint() gave no hint, for its code; "" for none. */
void
narrate_hint_refused(int code, char *buf, size_t len)
{
	const char	*why;

	switch (code) {
	case MATCH_HINT_STARTED:
		why = "";
		break;
	case MATCH_HINT_OFF:
		why = _("Hints are off in this game: its host did not allow "
		    "them.");
		break;
	case MATCH_HINT_NONE:
		why = _("This game has no computer player to give hints.");
		break;
	case MATCH_HINT_OVER:
		why = _("The game is over: there is no move to hint at.");
		break;
	case MATCH_HINT_WATCHING:
		why = _("You are watching this game: hints are for the "
		    "players.");
		break;
	default:
		why = _("A hint is for the move you are asked for; it is not "
		    "your turn.");
		break;
	}
	snprintf(buf, len, "%s", why);
}

/* The computer level hints come from, as hint level says it. */
void
narrate_hint_level(const struct match *m, char *buf, size_t len)
{
	const struct game_entry	*g = match_game(m);
	char			 name[64];
	int			 level = match_hint_level(m);

	if (g->level_names == NULL) {
		/* TRANSLATORS: the level, then how many the game has. */
		snprintf(buf, len, _("Hints come from the computer at level "
		    "%d of %d."), level, g->max_level);
		return;
	}
	game_level_name(g, level, name, sizeof name);
	/* TRANSLATORS: the level, its name (Xtic's "hard"), then how many
	 * levels the game has. */
	snprintf(buf, len, _("Hints come from the computer at level %d "
	    "(%s) of %d."), level, name, g->max_level);
}

/*
 * Tells what a match's news says but its events (narrate_story) and its
 * end (narrate_result): a refused move, a pause, the hub's comings and
 * goings.  Returns how it is to be told, NARRATE_NONE for nothing.
 */
enum narrate_tone
narrate_news(const struct match *m, const struct match_news *n, char *buf,
    size_t len)
{
	enum narrate_tone	 tone;

	buf[0] = '\0';
	if (n->hint) {
		narrate_hint(m, n->text, buf, len);
		return (NARRATE_NEWS);
	}
	if ((tone = narrate_news_fault(m, n, buf, len)) != NARRATE_NONE ||
	    (tone = narrate_news_seats(m, n, buf, len)) != NARRATE_NONE ||
	    (tone = narrate_news_hub(n, buf, len)) != NARRATE_NONE)
		return (tone);
	return (narrate_news_end(n, buf, len));
}

/* How many cells a row of a hex-hex board is indented, the top row 0. */
int
narrate_hex_indent(const struct game_view *v, int r)
{
	int	 n = (v->rows + 1) / 2;

	return (r < n ? n - 1 - r : r - (n - 1));
}

/* Whether a cell of the view is a place on the board at all. */
int
narrate_cell_real(const struct game_view *v, int i)
{
	int	 r;

	if (v->board == GAME_BOARD_GRAPH)
		return (i >= 0 && i < v->cols);
	if (i < 0 || i >= v->cols * v->rows)
		return (0);
	if (v->board == GAME_BOARD_HEX) {
		r = v->rows - 1 - i / v->cols;
		return (i % v->cols < v->rows - narrate_hex_indent(v, r));
	}
	return (1);
}

/* A cell's name in the game's notation: d4, ab12 (past z, see notation.c),
 * f6 (row a at the top of a hex board) or a graph's number. */
void
narrate_cell_name(const struct game_view *v, int i, char *buf, size_t len)
{
	char	 col[NOTATION_COLUMN_LETTERS + 1];

	if (v->board == GAME_BOARD_GRAPH)
		snprintf(buf, len, "%d", i + 1);
	else if (v->board == GAME_BOARD_HEX)
		snprintf(buf, len, "%c%d", 'a' + v->rows - 1 - i / v->cols,
		    i % v->cols + 1);
	else {
		notation_column(i % v->cols, col, sizeof col);
		snprintf(buf, len, "%s%d", col, i / v->cols + 1);
	}
}

/* The cell a name stands for, or -1. */
int
narrate_cell_find(const struct game_view *v, const char *text)
{
	char	 name[32];
	int	 i, n = v->board == GAME_BOARD_GRAPH ? v->cols :
		     v->cols * v->rows;

	for (i = 0; i < n; i++) {
		narrate_cell_name(v, i, name, sizeof name);
		if (strcasecmp(name, text) == 0 && narrate_cell_real(v, i))
			return (i);
	}
	return (-1);
}

/* A piece of the game in words: its code and parts, or its kind. */
void
narrate_piece_words(const struct game_entry *g, int piece, char *buf,
    size_t len)
{
	char	 words[128];

	if (g->piece_words != NULL) {
		g->piece_words(piece, words, sizeof words);
		if (g->piece_codes != NULL)
			snprintf(buf, len, "%s (%s)", g->piece_codes[piece - 1],
			    words);
		else
			snprintf(buf, len, "%s", words);
	} else if (g->piece_names != NULL)
		snprintf(buf, len, "%s", _(g->piece_names[piece - 1]));
	else if (g->piece_codes != NULL)
		snprintf(buf, len, "%s", g->piece_codes[piece - 1]);
	else
		buf[0] = '\0';
}

/* What a cell holds, in words, without its name: "empty", "x", "red's
 * cannon, on land", "Player 1, 8 pawns". */
void
narrate_cell_words(const struct match *m, const struct game_view *v, int i,
    char *buf, size_t len)
{
	const struct game_entry	*g = match_game(m);
	const struct game_cell	*c = &v->cells[i];
	const char		*side = c->owner >= 0 ? _(g->sides[c->owner]) :
				    NULL;
	char			 piece[160], ground[128];
	size_t			 used;
	int			 yours = c->owner >= 0 && c->owner == match_you(m);

	if (yours)
		side = _("yours");
	piece[0] = '\0';
	if (c->piece > 0)
		narrate_piece_words(g, c->piece, piece, sizeof piece);
	if (v->board == GAME_BOARD_GRAPH) {
		if (side != NULL)
			snprintf(buf, len, ngettext("%s, %d pawn",
			    "%s, %d pawns", v->graph.count[i]), side,
			    v->graph.count[i]);
		else if (v->graph.count[i] == 0)
			snprintf(buf, len, "%s", _("free"));
		else
			snprintf(buf, len, ngettext("free, %d pawn",
			    "free, %d pawns", v->graph.count[i]),
			    v->graph.count[i]);
		return;
	}
	if (yours && piece[0] != '\0')
		snprintf(buf, len, _("your %s"), piece);
	else if (side != NULL && piece[0] != '\0')
		snprintf(buf, len, _("%s's %s"), side, piece);
	else if (piece[0] != '\0')
		snprintf(buf, len, "%s", piece);
	else if (side != NULL)
		snprintf(buf, len, "%s", side);
	else if (c->flags & GAME_CELL_BLOCKED && v->board != GAME_BOARD_TERRAIN)
		snprintf(buf, len, "%s", _("blocked"));
	else
		snprintf(buf, len, "%s", _("empty"));
	if (v->board != GAME_BOARD_TERRAIN)
		return;
	ground[0] = '\0';
	if (c->terrain == GAME_TERRAIN_WATER)
		snprintf(ground, sizeof ground, "%s", _("water"));
	else if (c->terrain == GAME_TERRAIN_HIGH)
		snprintf(ground, sizeof ground, "%s", _("impassable"));
	else
		snprintf(ground, sizeof ground, "%s", _("land"));
	used = strlen(buf);
	if (used < len)
		snprintf(buf + used, len - used, ", %s", ground);
	used = strlen(buf);
	if ((c->flags & (GAME_CELL_BASE | GAME_CELL_MINE)) && used < len &&
	    c->keeper >= 0 && c->keeper == match_you(m))
		snprintf(buf + used, len - used, "%s", c->flags &
		    GAME_CELL_BASE ? _(", your home base") : _(", your mine"));
	else if ((c->flags & (GAME_CELL_BASE | GAME_CELL_MINE)) && used < len)
		snprintf(buf + used, len - used, c->flags & GAME_CELL_BASE ?
		    _(", %s's home base") : _(", %s's mine"), c->keeper >= 0 ?
		    _(g->sides[c->keeper]) : _("nobody"));
}

/* Who a line of the record's games were against, in words. */
static void
narrate_record_opponent(const struct stats_line *sl, char *buf, size_t len)
{
	char	 level[64];

	switch (sl->opponent) {
	case STATS_LEVEL:
		if (sl->game->level_names == NULL) {
			snprintf(buf, len, _("against level %d"), sl->number);
			break;
		}
		game_level_name(sl->game, sl->number, level, sizeof level);
		snprintf(buf, len, _("against level %d (%s)"), sl->number,
		    level);
		break;
	case STATS_PERSON:
		if (sl->name[0] != '\0')
			snprintf(buf, len, _("against %s"), sl->name);
		else
			snprintf(buf, len, "%s", _("against another person"));
		break;
	case STATS_PLAYERS:
		snprintf(buf, len, ngettext("with %d player", "with %d players",
		    sl->number), sl->number);
		break;
	}
}

/* A review's start, before any move: "The start, before the first of 12
 * moves." */
void
narrate_review_start(int moves, char *buf, size_t len)
{
	if (moves == 0)
		snprintf(buf, len, "%s", _("The start: no move was played."));
	else if (moves == 1)
		snprintf(buf, len, "%s", _("The start, before the only move."));
	else
		snprintf(buf, len, ngettext("The start, before the first of %d "
		    "move.", "The start, before the first of %d moves.", moves),
		    moves);
}

/* The game of a line of the record, with its options as the title line
 * shows them: "Xtic (Game type: torus)". */
static void
narrate_record_game(const struct stats_line *sl, char *buf, size_t len)
{
	const char	*s, *end, *eq, *word;
	char		 name[STATS_VARIANT_MAX], value[STATS_VARIANT_MAX];
	char		 words[64], item[192];
	size_t		 used;
	int		 i, n = 0;

	used = snprintf(buf, len, "%s", _(sl->game->title));
	for (s = sl->variant; *s != '\0' && used < len;
	    s = *end == ',' ? end + 1 : end) {
		end = s + strcspn(s, ",");
		if ((eq = memchr(s, '=', end - s)) == NULL)
			break;
		snprintf(name, sizeof name, "%.*s", (int)(eq - s), s);
		snprintf(value, sizeof value, "%.*s", (int)(end - eq - 1),
		    eq + 1);
		if ((i = game_option_index(sl->game, name)) < 0 ||
		    (word = game_option_words(sl->game, name, value, words,
		    sizeof words)) == NULL)
			continue;
		snprintf(item, sizeof item, _("%s: %s"),
		    _(sl->game->options[i].title), word);
		used += snprintf(buf + used, len - used, "%s%s",
		    n++ == 0 ? " (" : "; ", item);
	}
	if (n > 0 && used < len)
		snprintf(buf + used, len - used, ")");
}

/* A line of the record as a sentence: "Ataxx against level 4: 3 wins,
 * 1 draw, 5 losses", the board named when it is not the usual one. */
static char *
narrate_record_line(const struct stats_line *sl)
{
	static const char *const keys[] = {
		"board", "draws", "game", "losses", "opponent", "wins"
	};
	const char	*values[6];
	char		 board[STATS_BOARD_MAX + 64], opponent[128];
	char		 wins[64], draws[64], losses[64], out[512];
	char		 game[STATS_VARIANT_MAX * 4];

	if (strcmp(sl->board, STATS_OTHER) == 0)
		snprintf(board, sizeof board, "%s", _("on a board of its own"));
	else
		snprintf(board, sizeof board, _("on %s"), sl->board);
	narrate_record_opponent(sl, opponent, sizeof opponent);
	snprintf(wins, sizeof wins, ngettext("%lu win", "%lu wins",
	    sl->count[STATS_WIN]), sl->count[STATS_WIN]);
	snprintf(draws, sizeof draws, ngettext("%lu draw", "%lu draws",
	    sl->count[STATS_DRAW]), sl->count[STATS_DRAW]);
	snprintf(losses, sizeof losses, ngettext("%lu loss", "%lu losses",
	    sl->count[STATS_LOSS]), sl->count[STATS_LOSS]);
	values[0] = board;
	values[1] = draws;
	narrate_record_game(sl, game, sizeof game);
	values[2] = game;
	values[3] = losses;
	values[4] = opponent;
	values[5] = wins;
	if (strcmp(sl->board, STATS_USUAL) == 0)
		narrate_fill(_("{game} {opponent}: {wins}, {draws}, {losses}"),
		    6, keys, values, out, sizeof out);
	else
		narrate_fill(_("{game} {board} {opponent}: {wins}, {draws}, "
		    "{losses}"), 6, keys, values, out, sizeof out);
	return (xstrdup(out));
}

/*
 * The player's record in sentences, one a line, for tabula stats and the
 * menus: a damaged record set aside (named) first, then a sentence per
 * kind of game, or that none was finished.  *failed is set when the
 * record could not be read, which the first line says; *warnings is the
 * number of the first lines that are such warnings, not the record.
 * The lines are freed with xfree_strings.
 */
char **
narrate_record(int *n, int *failed, int *warnings)
{
	struct stats	 st;
	char		**lines, *note = NULL, *cause = NULL;
	int		 i;

	*failed = stats_load(&st, &note, &cause) != 0;
	lines = xcalloc(st.n + 2, sizeof *lines);
	*n = 0;
	if (note != NULL)
		lines[(*n)++] = note;
	if (cause != NULL)
		lines[(*n)++] = cause;
	*warnings = *n;
	if (cause == NULL && st.n == 0)
		lines[(*n)++] = xstrdup(_("No games finished yet."));
	for (i = 0; i < st.n; i++)
		lines[(*n)++] = narrate_record_line(&st.lines[i]);
	stats_free(&st);
	return (lines);
}

