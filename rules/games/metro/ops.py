"""Heroes of Metro City's own card ops, registered when the package is imported
(:func:`rules.engine.registry.card_op`, ``game="metro"``).

* ``damage``: a Power's damage of one type (Physical, Mental, Elemental), added to the Hero's
  damage for this turn's Battle Enemies phase (resource ``damage:<type>``).
* ``city_defense``: add to every City Defense die this turn (Weather Control's Battering
  Storm; FAQ "Powers": each copy adds again).
* ``stopped_draw``: draw cards for each Enemy the City Defense dice stop this turn (Weather
  Control's Carried By The Wind; Enemies defeated or stopped otherwise do not count).
* ``destroy_supply``: an Enemy's Destruction Power: Destroy cards from the City Supply into
  the Rubble Pile; the active Hero chooses the stack when more than one qualifies (rulebook
  "City Destruction"). When the Archenemy's power finds nothing to Destroy, the city falls at
  the end of the turn (rulebook "Winning the Game").
"""

from __future__ import annotations

from typing import Literal

from rules.catalog.schema import CardFilter, Model, Number, Positive
from rules.engine import zones
from rules.engine.effects import Ctx, ask, card_option, chosen_cards, matches
from rules.engine.registry import card_op, resume, task
from rules.engine.state import TABLE, Purpose, State, Task

from .board import supply_zones
from .cards import GAME, DamageType, rank


class Damage(Model):
    """Deal ``amount`` damage of one ``type``."""

    op: Literal["damage"]
    type: DamageType
    amount: Number


class CityDefense(Model):
    """Add ``amount`` to each City Defense die this turn."""

    op: Literal["city_defense"]
    amount: Number


class StoppedDraw(Model):
    """Draw ``amount`` cards for each Enemy the City Defense stops this turn."""

    op: Literal["stopped_draw"]
    amount: Number = 1


class DestroySupply(Model):
    """Destroy ``amount`` cards (matching ``filter``) from the City Supply."""

    op: Literal["destroy_supply"]
    amount: Positive = 1
    filter: CardFilter | None = None


def _add(state: State, seat: int, key: str, n: int) -> int:
    res = state.players[seat].res
    res[key] = res.get(key, 0) + n
    return res[key]


def _damage(state: State, eff: Damage, ctx: Ctx) -> None:
    seat = ctx["p"]
    total = _add(state, seat, f"damage:{eff.type}", eff.amount)
    state.log("damage", f"{state.players[seat].name}: +{eff.amount} {eff.type.capitalize()} damage ({total}).", seat)


def _city_defense(state: State, eff: CityDefense, ctx: Ctx) -> None:
    seat = ctx["p"]
    total = _add(state, seat, "defense_bonus", eff.amount)
    state.log("defense", f"{state.players[seat].name}: +{eff.amount} to City Defense rolls this turn ({total}).", seat)


def _stopped_draw(state: State, eff: StoppedDraw, ctx: Ctx) -> None:
    _add(state, ctx["p"], "stopped_draw", eff.amount)


def _destroy_supply(state: State, eff: DestroySupply, ctx: Ctx) -> None:
    state.stack.append(_task(eff, ctx["src"], eff.amount, 0))


def _task(eff: DestroySupply, src: int, left: int, did: int) -> Task:
    return Task("metro_destroy", {"eff": eff, "src": src, "left": left, "did": did})


@task("metro_destroy")
def _destroy_step(state: State, eff: DestroySupply, src: int, left: int, did: int) -> None:
    """Destroy one card for ``src``'s Destruction Power (``left`` still to go, ``did``
    destroyed so far)."""
    tops = [state.table[z][0] for z in supply_zones(state)
            if state.table[z] and matches(state.cards[state.table[z][0]], eff.filter)]
    if not tops:
        what = _cards(eff, 2)
        state.log("destroy", f"{state.name(src)} finds no {what} left in the City Supply to Destroy.")
        if did == 0 and rank(state.cards[src]) == "Archenemy":
            state.turn["city_fell"] = True
        return
    ask(state, "cards", state.active, f"{state.name(src)} Destroys a card from the City Supply: choose the stack",
        [card_option(state, u) for u in tops], 1, 1, "metro_destroyed",
        purpose=Purpose("destroy", tuple(state.where[u][1] for u in tops), "rubble", src),
        eff=eff, src=src, left=left, did=did)


@resume("metro_destroyed")
def _destroyed(state: State, answer: list[str], eff: DestroySupply, src: int, left: int, did: int) -> None:
    uid = chosen_cards(answer)[0]
    zones.move(state, uid, TABLE, "rubble")
    state.log("destroy", f"{state.name(src)} Destroys {state.name(uid)} from the City Supply.")
    if left > 1:
        state.stack.append(_task(eff, src, left - 1, did + 1))


def _words(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _cards(e: DestroySupply, n: int) -> str:
    """"Power card", "Storyline or Energy cards": Metro names card types with "card"."""
    kinds = " or ".join([*(e.filter.type or []), *(e.filter.subtype or [])]) if e.filter else ""
    return ((kinds + " ") if kinds else "") + ("card" if n == 1 else "cards")


card_op(Damage, _damage, lambda e: f"Deal {e.amount} {e.type.capitalize()} damage", game=GAME,
        docs={"type": "The damage type: physical, mental or elemental.", "amount": "How much damage."})
card_op(CityDefense, _city_defense, lambda e: f"Add {e.amount} to each City Defense die you roll this turn",
        game=GAME, docs={"amount": "Added to each die."})
card_op(StoppedDraw, _stopped_draw,
        lambda e: f"Draw {_words(e.amount, 'card', 'cards')} for each Enemy the City Defense stops this turn",
        game=GAME, docs={"amount": "Cards drawn per Enemy stopped."})
card_op(DestroySupply, _destroy_supply,
        lambda e: f"Destruction: Destroy {e.amount} {_cards(e, e.amount)} from the City Supply",
        game=GAME, docs={"amount": "How many cards are Destroyed.", "filter": "Which City Supply cards qualify."})
