"""What a DC player controls and owns, their currency (:data:`POWER`), and the counts and
conditions of DC card text: the places the card language's ``Count.of`` names (``played``,
``controlled``, ``in_hand``, ``in_discard``, ``owned``, ``score_pile``, ``line_up``,
``characters``) read the DC zones (Metal "Own vs. Control"; the same in Justice League Dark).
"""

from __future__ import annotations

from rules.catalog.schema import Card, Condition, Count
from rules.engine.effects import Ctx, matches
from rules.engine.registry import rules_for
from rules.engine.zones import in_play
from rules.engine.resources import Resource
from rules.engine.state import State

#: the one currency of the DC games (``Player.res["power"]``): played cards give it, buying
#: spends it, and what is left is lost at the end of the turn (Metal "Gameplay")
POWER = Resource("power", "Power")


def controlled(state: State, seat: int) -> list[int]:
    """Cards ``seat`` controls: played this turn and still in play, and Ongoing cards."""
    return in_play(state, seat)


def played_in_play(state: State, seat: int) -> list[int]:
    """The cards ``seat`` played this turn that are still in play (Ongoing ones included)."""
    here = {(seat, z) for z in rules_for(state.game).in_play_zones}
    # a card played again is listed once (it is one card)
    return list(dict.fromkeys(u for u in state.turn.get("played", []) if state.where[u] in here))


def owned(state: State, seat: int) -> list[int]:
    """Every card ``seat`` owns, in any of their zones but the team (Characters)."""
    return [u for name, zone in state.players[seat].zones.items() if name != "characters" for u in zone]


def abilities(state: State, seat: int) -> list[int]:
    """Cards whose abilities work for ``seat`` now: their team and the cards they control."""
    z = state.players[seat].zones
    out = z.get("characters", []) + z["ongoing"] + z["played"]
    borrowed = state.turn.get("borrowed")  # cards controlled for this turn only (borrowed_now)
    return out + borrowed_now(state, seat) if borrowed and seat == state.active else out


def borrowed_now(state: State, seat: int) -> list[int]:
    """The cards ``seat`` controls this turn without owning them (``State.turn["borrowed"]``,
    set by a game's op: Justice League Dark's ``borrow``), as long as they stay where they were
    taken (``State.turn["borrowed_from"]``: bought, Sealed or destroyed, no longer controlled)."""
    borrowed = state.turn.get("borrowed")
    if not borrowed or seat != state.active:
        return []
    origin = state.turn.get("borrowed_from", {})
    return [u for u in borrowed if state.where[u] == origin.get(u)]


def pool(state: State, of: str, ctx: Ctx) -> list[int]:
    """The uids a ``Count.of`` names for the player ``ctx["p"]`` (the card ``ctx["src"]``
    itself left out where the card text says "another"). ValueError for an unknown place."""
    seat = ctx["p"]
    z = state.players[seat].zones
    if of == "played":
        return [u for u in state.turn.get("played", []) if u != ctx.get("src")]
    if of == "controlled":
        return [u for u in controlled(state, seat) + borrowed_now(state, seat) if u != ctx.get("src")]
    if of == "in_hand":
        return list(z["hand"])
    if of == "in_discard":
        return list(z["discard"])
    if of == "owned":
        return owned(state, seat)
    if of == "score_pile":
        return list(z["score_pile"])
    if of == "line_up":
        return list(state.table.get("line_up", []))
    if of == "characters":
        return list(z.get("characters", []))
    raise ValueError(of)


def count(state: State, c: int | Count, ctx: Ctx) -> int:
    """Evaluate an Amount: an int, or a :class:`Count` at this moment."""
    if isinstance(c, int):
        return c
    if c.of == "foes":
        n = len(state.players) - 1
    elif c.of in ("revealed_vp", "revealed_cost"):
        rev = ctx.get("rev")
        if rev is None:
            n = 0
        else:
            card = state.cards[rev]
            v = card.cost if c.of == "revealed_cost" else (card.vp if isinstance(card.vp, int) else 0)
            n = max(0, v)
    elif c.of == "foes_hit":
        n = len(ctx.get("hit", []))
    elif c.of == "destroyed_this_effect":
        n = ctx.get("did", 0)
    else:
        flt, cards = c.filter, state.cards
        n = len(pool(state, c.of, ctx)) if flt is None else sum(1 for u in pool(state, c.of, ctx) if matches(cards[u], flt))
    n *= c.times
    return min(n, c.max) if c.max is not None else n


def holds(state: State, cond: Condition, ctx: Ctx) -> bool:
    """Evaluate a :class:`Condition`."""
    if cond.of == "revealed":
        rev = ctx.get("rev")
        return rev is not None and matches(state.cards[rev], cond.filter)
    if cond.of == "stack_has":
        return bool(state.table.get(cond.stack or "", []))
    n = count(state, _count_of(cond), ctx)
    return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)


#: the Count a Condition counts with, by condition (the cache holds the condition, so its id()
#: is not reused; speed: a pydantic model built at every test of a condition cost more than
#: the count)
_COUNTS: dict[int, tuple[Condition, Count]] = {}


def _count_of(cond: Condition) -> Count:
    hit = _COUNTS.get(id(cond))
    if hit is None or hit[0] is not cond:
        hit = _COUNTS[id(cond)] = (cond, Count(of=cond.of, filter=cond.filter))
    return hit[1]


def card_label(state: State, uid: int) -> str:
    """Card ``uid``'s name as a log line or a question says it: with its type added when a
    Character of the game has the same name (Metal's Line-Up Heroes Plastic Man, Kendra
    Saunders...: "Kendra Saunders (Hero card)", a trial mixed them up with the Super Heroes)."""
    card = state.cards[uid]
    if card.kind == "character" or not card.type:
        return card.name
    # the Characters' names by uid (None for any other card), so the test is one search in C
    # (speed: a question a card asks names the card, also in a simulator's game)
    twin = card.name in state.per_card("_dc_character_name", _character_name)
    return f"{card.name} ({card.type} card)" if twin else card.name


def _character_name(card: Card) -> str | None:
    """The name of a Character card, None for any other (:func:`card_label`'s table)."""
    return card.name if card.kind == "character" else None
