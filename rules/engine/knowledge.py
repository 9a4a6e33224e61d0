"""What each seat knows, so that undo never takes back a command that showed someone a card
(DESIGN §4: "undo goes back one command as long as no hidden information was revealed").

The test is derived from visibility, read from the zone roles the game declares
(:meth:`rules.engine.contract.Rules.zone_role`: a card leaving a hidden zone into someone's
sight is the undo barrier): :func:`sight` lists the cards a seat may see now (the same
places its view shows: its own hand, every zone whose role is public, the face-up tops of
hidden stacks, the cards of a decision it owes, and the cards an event let it see where they stay out of sight, such as the top card of
a deck revealed and left there). :func:`learned` compares a seat's sight before and after a
command: the seat learned something when it now sees a card it did not see before, unless
an identical card was already seen in the same place (the next copy of a stack of identical
cards tells nobody anything). :func:`revealed` asks that of every seat, and counts every use
of the game's RNG (a shuffle, later dice) as news too; its caller may excuse cards (the
session excuses the card a player plays from their own hand: showing it is the move).

Only the interactive session pays for this (:meth:`hotseat.session.Session.do`); bots, the
simulator and the property tests of the rules never call it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .registry import rules_for
from .render import name_list
from .state import TABLE, State

Place = tuple[int, str, str]  # (owner, zone, card name): owner is a seat or TABLE


@dataclass(frozen=True)
class Sight:
    """What one seat sees at one moment: where each card it sees is (``cards``: uid ->
    place) and how many cards of each name it sees in each place (``counts``)."""

    cards: dict[int, Place]
    counts: Counter[Place]


@dataclass(frozen=True)
class Knowledge:
    """What every seat sees (``sights``, by seat) and the state of the game's RNG."""

    sights: tuple[Sight, ...]
    rng: object


def visible_cards(state: State, seat: int, since: int | None = None) -> set[int]:
    """The uids ``seat`` may see now. ``since`` (an index into ``state.events``) adds the
    cards shown to ``seat`` by the events from there on (:attr:`Event.shown`)."""
    rules = rules_for(state.game)
    role = rules.zone_role
    out: set[int] = set()
    for p in state.players:
        for z, uids in p.zones.items():
            if (p.seat == seat and z == "hand") or role(p.seat, z) == "public":
                out.update(uids)
    for z, uids in state.table.items():
        if role(TABLE, z) == "public":
            out.update(uids)
    for z in rules.face_up_stacks(state):
        if state.table.get(z):
            out.add(state.table[z][0])
    d = state.pending
    if d is not None and d.player == seat:
        out.update(o.card for o in d.options if o.card is not None)
    if since is not None:
        for e in state.events[since:]:
            if e.shown and (e.private is None or e.player == seat):
                out.update(e.shown)
    return out


def sight(state: State, seat: int, since: int | None = None) -> Sight:
    """What ``seat`` sees now (``since``: as :func:`visible_cards`)."""
    where, cards = state.where, state.cards
    seen = {u: (*where[u], cards[u].name) for u in visible_cards(state, seat, since)}
    return Sight(seen, Counter(seen.values()))


def knowledge(state: State, since: int | None = None) -> Knowledge:
    """What every seat sees now, and the RNG's state (``since``: as :func:`visible_cards`)."""
    return Knowledge(tuple(sight(state, p.seat, since) for p in state.players), state.rng.getstate())


def learned(before: Sight, after: Sight, excused: frozenset[int] = frozenset()) -> list[int]:
    """The cards ``after`` shows that ``before`` did not tell: a card not seen before, in a
    place where the seat now sees more cards of its name than it did. ``excused`` cards do
    not count."""
    return [u for u, place in after.cards.items()
            if u not in before.cards and u not in excused and after.counts[place] > before.counts.get(place, 0)]


def revealed(before: Knowledge, state: State, since: int, excused: frozenset[int] = frozenset()) -> bool:
    """Whether some seat learned something since ``before`` was taken (``since``: the index of
    the first event of that stretch): it sees a card it could not tell before (:func:`learned`),
    or the RNG was used (a shuffle, later a die: an outcome nobody could know before). ``excused``:
    cards whose showing does not count (the card a player chose to play from their hand)."""
    if state.rng.getstate() != before.rng:
        return True
    return any(learned(b, sight(state, seat, since), excused) for seat, b in enumerate(before.sights))


def revealed_words(before: Knowledge, state: State, since: int, reader: int,
                   excused: frozenset[int] = frozenset()) -> list[str]:
    """What :func:`revealed` found, in words ``reader`` may read (the undo refusal names what
    was seen, a new-user trial): "Punch went face up to Ann's discard pile", "you saw Punch",
    "War Cry was shown" (to several seats), "Ben saw a card", "a shuffle" or the game's word
    for another use of its RNG (:attr:`rules.engine.contract.Rules.chance_words`: Metro's "a roll
    of the dice", rulebook "City Defense"). A card is named only when ``reader`` sees it now."""
    rules = rules_for(state.game)
    mine = visible_cards(state, reader, since)
    seen_by: dict[int, list[int]] = {}
    for seat, b in enumerate(before.sights):
        for u in learned(b, sight(state, seat, since), excused):
            seen_by.setdefault(u, []).append(seat)
    out: list[str] = []
    for u, seats in seen_by.items():
        owner, zone = state.where[u]
        name = state.cards[u].name
        if rules.zone_role(owner, zone) == "public":
            place = rules.zone_word(zone)
            place = place if place.startswith("in ") else \
                "to " + (f"the {place}" if owner == TABLE else f"{state.players[owner].name}'s {place}")
            words = f"{name} went face up {place}"
        elif u in mine:
            words = "you saw " + name if seats == [reader] else f"{name} was shown"
        else:
            words = f"{name_list(state.players[x].name for x in seats)} saw a card"
        if words not in out:
            out.append(words)
    if state.rng.getstate() != before.rng:  # said as the game calls it (Metro: a roll of the dice)
        chance = [rules.chance_words[e.kind] for e in state.events[since:] if e.kind in rules.chance_words]
        out += list(dict.fromkeys(chance)) or [rules.chance_words.get("", "something left to chance")]
    return out
