"""Deck-building primitives every game shares: move, shuffle, draw, discard, destroy, gain,
reveal, look at, put on top/bottom.

Every move of a card goes through :func:`move`, which keeps ``State.where`` true, so a test
can account for every card at every step; every change to a zone is made here, and recorded
in ``State.journal`` while a command is applied, so a refused command can be undone
(:meth:`State.rollback`). Reshuffle rule (Metal "Shuffling Your Deck", and
the same in every game here): the discard pile becomes the new deck only when a card must be
drawn, discarded or revealed from an empty deck.
"""

from __future__ import annotations

from .registry import rules_for
from .render import name_list
from .state import TABLE, State


def move(state: State, uid: int, owner: int, zone: str, *, top: bool = False) -> None:
    """Move card ``uid`` from wherever it is to ``zone`` of ``owner`` (TABLE for the table);
    ``top`` puts it first (top of a deck), else last."""
    # Speed (every move of a game comes here): the zone lists are read directly, falling
    # back to State.zone (which creates a missing zone) only when one is not there yet
    o, z = state.where[uid]
    src = (state.table if o == TABLE else state.players[o].zones).get(z)
    if src is None:
        src = state.zone(o, z)
    i = src.index(uid)
    del src[i]
    dst = (state.table if owner == TABLE else state.players[owner].zones).get(zone)
    if dst is None:
        dst = state.zone(owner, zone)
    if top:
        dst.insert(0, uid)
    else:
        dst.append(uid)
    state.where[uid] = (owner, zone)
    if state.journal is not None:  # a command is being applied: record the move for a rollback
        state.journal.append(("move", uid, o, z, i, owner, zone, top))
    if state.marks and uid in state.marks:  # marks stay with a card only while it stays put
        state.note("marks", uid, state.marks.pop(uid))


def move_all(state: State, owner: int, zone: str, to_owner: int, to_zone: str) -> None:
    """Move every card of ``zone`` of ``owner``, in its order, to the end of ``to_zone`` of
    ``to_owner``: as :func:`move` of each card from the first, done at once when no command's
    changes are being recorded (speed: the hand and the cards played at the end of every
    turn)."""
    zs = state.table if owner == TABLE else state.players[owner].zones
    src = zs.get(zone)
    if not src:
        return
    if state.journal is not None or (owner, zone) == (to_owner, to_zone):
        for uid in list(src):
            move(state, uid, to_owner, to_zone)
        return
    dst = (state.table if to_owner == TABLE else state.players[to_owner].zones).get(to_zone)
    if dst is None:
        dst = state.zone(to_owner, to_zone)
    dst += src
    where, place = state.where, (to_owner, to_zone)
    for uid in src:
        where[uid] = place
    marks = state.marks
    if marks:  # marks stay with a card only while it stays put (nothing is recorded)
        for uid in src:
            marks.pop(uid, None)
    src.clear()


def move_many(state: State, uids: list[int], owner: int, zone: str) -> None:
    """Move the cards ``uids`` (each once), in that order, to the end of ``zone`` of
    ``owner``: as :func:`move` of each in turn, done in one go when no command's changes are
    being recorded, no card has marks and none is in that zone already (speed: set-up puts
    a whole deck on the table)."""
    where = state.where
    place = (owner, zone)
    if state.journal is not None or state.marks or place in {where[u] for u in uids}:
        for uid in uids:
            move(state, uid, owner, zone)
        return
    leaving: dict[tuple, set[int]] = {}
    for uid in uids:
        leaving.setdefault(where[uid], set()).add(uid)
    for (o, z), gone in leaving.items():
        src = (state.table if o == TABLE else state.players[o].zones).get(z)
        if src is None:
            src = state.zone(o, z)
        src[:] = [u for u in src if u not in gone]
    dst = (state.table if owner == TABLE else state.players[owner].zones).get(zone)
    if dst is None:
        dst = state.zone(owner, zone)
    dst += uids
    for uid in uids:
        where[uid] = place


def set_mark(state: State, uid: int, name: str, value: int) -> None:
    """Set mark ``name`` of card ``uid`` (a token count, a face or rotation, shields) to
    ``value``; 0 removes it. Marks are per-card state (:attr:`State.marks`): they stay with
    the card while it stays in its zone, and :func:`move` clears them."""
    old = state.marks.get(uid)
    new = dict(old or {})
    if value:
        new[name] = value
    else:
        new.pop(name, None)
    if new == (old or {}):
        return
    state.note("marks", uid, old)
    if new:
        state.marks[uid] = new
    else:
        state.marks.pop(uid, None)


def mark(state: State, uid: int, name: str) -> int:
    """The value of mark ``name`` of card ``uid`` (0 when it has none)."""
    return state.marks.get(uid, {}).get(name, 0)


def in_play(state: State, seat: int) -> list[int]:
    """The uids ``seat`` has in play: the cards of its zones of the game's
    :attr:`~rules.engine.contract.Rules.in_play_zones`, zone by zone in that order, each zone
    in its own order (a new list)."""
    zones = state.players[seat].zones
    return [u for z in rules_for(state.game).in_play_zones for u in zones.get(z, ())]


def shuffle_discard_into_deck(state: State, seat: int) -> bool:
    """Shuffle ``seat``'s discard pile to form the new deck, under the cards still in the deck
    (a look at more cards than the deck holds goes on into it). False when it is empty."""
    p = state.players[seat]
    disc = p.zones["discard"]
    if not disc:
        return False
    if state.journal is not None:
        state.note("lists", seat, {"deck": list(p.zones.get("deck", [])), "discard": list(disc)})
    state.rng.shuffle(disc)
    p.zones["deck"] = p.zones.get("deck", []) + disc
    p.zones["discard"] = []
    for uid in p.zones["deck"]:
        state.where[uid] = (seat, "deck")
    if not state.headless:  # (speed)
        state.log("shuffle", f"{p.name} shuffles their discard pile into a new deck.", seat)
    return True


def shuffle(state: State, owner: int, zone: str) -> None:
    """Shuffle a zone in place with the game's RNG."""
    uids = state.zone(owner, zone)
    if state.journal is not None:
        state.note("lists", owner, {zone: list(uids)})
    state.rng.shuffle(uids)


def close(state: State, owner: int, zone: str) -> None:
    """Remove a zone that is no longer needed (the cards being revealed), if it is there."""
    zones = state.table if owner == TABLE else state.players[owner].zones
    if zone in zones:
        state.note("drop", owner, zone, zones.pop(zone))


def top_of_deck(state: State, seat: int, *, reshuffle: bool = True) -> int | None:
    """The top card of ``seat``'s deck, reshuffling the discard pile first when the deck is
    empty and ``reshuffle``; None when there is no card at all."""
    deck = state.players[seat].zones["deck"]
    if not deck and reshuffle:
        shuffle_discard_into_deck(state, seat)
        deck = state.players[seat].zones["deck"]
    return deck[0] if deck else None


def draw(state: State, seat: int, n: int = 1, kind: str = "draw") -> list[int]:
    """Draw up to ``n`` cards into the hand; returns the uids drawn (fewer when both the deck
    and the discard pile run out). ``kind`` is the log line's kind (a game may tell a new
    hand's draw apart from a card's, to keep one of them out of the hand-off summary)."""
    p = state.players[seat]
    deck, hand = p.zones.get("deck"), p.zones.get("hand")
    if deck is not None and hand is not None and 0 < n <= len(deck) and state.journal is None and not state.marks:
        # as a move of each top card in turn, done in one go when nothing is recorded (speed:
        # the end of every turn)
        got = deck[:n]
        del deck[:n]
        hand += got
        where, place = state.where, (seat, "hand")
        for uid in got:
            where[uid] = place
    else:
        got = []
        for _ in range(n):
            top = top_of_deck(state, seat)
            if top is None:
                break
            move(state, top, seat, "hand")
            got.append(top)
    if got and not state.headless:  # the line, unless nobody reads the log (speed)
        names = name_list(state.name(u) for u in got)
        many = "a card" if len(got) == 1 else f"{len(got)} cards"
        state.log(kind, f"{p.name} draws {many}.", seat, f"{p.name} draws {names}.")
    return got


def discard(state: State, seat: int, uid: int) -> None:
    """Put ``uid`` (anywhere ``seat`` owns it) into ``seat``'s discard pile."""
    move(state, uid, seat, "discard")


def gain(state: State, seat: int, uid: int, to: str = "discard") -> None:
    """``seat`` gains ``uid``: to the discard pile, hand, or top/bottom of deck."""
    if to == "deck_top":
        move(state, uid, seat, "deck", top=True)
    elif to == "deck_bottom":
        move(state, uid, seat, "deck")
    else:
        move(state, uid, seat, to)


def to_table(state: State, uid: int, zone: str, *, top: bool = False) -> None:
    """Put ``uid`` into a table zone (a stack, the destroyed pile, the Line-Up...)."""
    move(state, uid, TABLE, zone, top=top)
