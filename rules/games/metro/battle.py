"""Battle Enemies (rulebook "Battle Enemies"; FAQ "Enemies"): the damage a Hero deals an Enemy
by type, what defeating it spends, and where the defeated Enemy goes."""

from __future__ import annotations

from rules.engine import zones
from rules.engine.registry import resume
from rules.engine.state import TABLE, State

from .cards import DAMAGE_TYPES


def effective_damage(state: State, seat: int, enemy: int) -> int:
    """The damage ``seat`` can deal ``enemy`` now: this turn's damage by type, less what the
    Enemy ignores or takes off each type (FAQ "Enemies": Major Slagg)."""
    res = state.players[seat].res
    total = 0
    for key, cut in state.per_card("metro_takes", _takes)[enemy]:
        d = res.get(key, 0) - cut
        if d > 0:
            total += d
    return total


def _takes(card) -> tuple[tuple[str, int], ...]:
    """The damage an Enemy takes: per damage type it does not ignore, the resource holding
    that damage and what the Enemy takes off it (one tuple per card, kept by
    :meth:`State.per_card <rules.engine.state.State.per_card>`: the listing asks at every
    step of Battle Enemies, and a card model's fields are slow to read)."""
    f = card.extra
    return tuple((f"damage:{t}", f["resist"].get(t, 0)) for t in DAMAGE_TYPES if t not in f["immune"])


def spend_damage(state: State, seat: int, enemy: int) -> None:
    """Spend the damage that defeats ``enemy`` (damage is all or nothing and what is left
    may defeat another Enemy, rulebook "Battle Enemies"): types the Enemy takes in full
    first, then resisted ones, where the points it takes off are spent too; types it ignores
    are never used."""
    f = state.cards[enemy].extra
    need = f["life"]
    res = state.players[seat].res
    order = sorted((t for t in DAMAGE_TYPES if t not in f["immune"]), key=lambda t: f["resist"].get(t, 0))
    for t in order:
        if need <= 0:
            break
        cut = f["resist"].get(t, 0)
        usable = max(0, res.get(f"damage:{t}", 0) - cut)
        take = min(usable, need)
        if take:
            res[f"damage:{t}"] -= take + cut
            need -= take


@resume("metro_defeated")
def _defeated(state: State, answer: list[str], uid: int) -> None:
    """The defeated Enemy joins the hand as a Storyline, or goes on the Rubble Pile."""
    seat = state.active
    name = state.players[seat].name
    if answer == ["yes"]:
        zones.move(state, uid, seat, "hand")
        state.log("battle", f"{name} adds {state.name(uid)} to their hand as a Storyline.", seat)
    else:
        zones.move(state, uid, TABLE, "rubble")
        state.log("battle", f"{name} puts {state.name(uid)} on the Rubble Pile.", seat)
