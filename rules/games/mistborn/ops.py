"""Mistborn's card ops, each registered with its model, handler and card text in one call
(:func:`rules.engine.registry.card_op`), for Mistborn cards only.

Resolved ops (the icons of rulebook "Icons"): ``coins`` (+Money), ``combat`` (+damage to
deal at the end of the turn), ``mission`` (+mission points), ``heal``, ``train``. Abilities
that wait for something (never resolved when the card is played): ``tier`` (an Action's,
Ally's or Character's box, resolved when enough of its metal burns, rulebook "Cards"),
``milestone`` (a mission's reward space, rulebook "Missions"), ``defender``. The Lord Ruler's Edicts
(rulebook "Co-op", "Edicts"): ``dominance_up``, ``each_takes``, ``lord_ruler_heals``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from rules.catalog import schema
from rules.catalog.schema import Model, Number, Positive
from rules.engine.registry import card_op
from rules.engine.render import effect_text
from rules.engine.resources import add, get

from . import res

GAME = "mistborn"


def _text(effects: list) -> str:
    """Effects as one clause: "+2 damage, heal 1"."""
    parts = [effect_text(e) for e in effects]
    return ", ".join(parts[:1] + [_lower(p) for p in parts[1:]])


class Coins(Model):
    """+N Money (coins) for the player resolving the effect."""

    op: Literal["coins"]
    amount: Number


class Combat(Model):
    """+N damage, dealt to allies, players or the Lord Ruler in the attack steps."""

    op: Literal["combat"]
    amount: Number


class Mission(Model):
    """+N mission points, spent to move up the mission tracks this turn."""

    op: Literal["mission"]
    amount: Number


class Heal(Model):
    """The player gains N health (never above 40)."""

    op: Literal["heal"]
    amount: Number


class Train(Model):
    """The player moves N spaces up the training track."""

    op: Literal["train"]
    amount: Positive = 1


class Defender(Model):
    """An Ally with Defender: while it is in play, its owner's health and other Allies can't
    be attacked (rulebook "Metals: Pewter", "Combat")."""

    op: Literal["defender"]


class DominanceUp(Model):
    """The Lord Ruler's dominance goes up N rows (co-op)."""

    op: Literal["dominance_up"]
    amount: Positive = 1


class EachTakes(Model):
    """Every player still in the game takes N damage, or X (the Dominance value) when ``x``."""

    op: Literal["each_takes"]
    amount: Number = 0
    x: bool = False


class LordRulerHeals(Model):
    """The Lord Ruler heals N for each mission no player has completed."""

    op: Literal["lord_ruler_heals"]
    amount: Number


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text.startswith(("Heal", "Train")) else text


# --------------------------------------------------------------------------- handlers
def _coins(state, eff, ctx) -> None:
    add(state, res.MONEY, eff.amount, ctx["p"])


def _combat(state, eff, ctx) -> None:
    add(state, res.COMBAT, eff.amount, ctx["p"])


def _mission(state, eff, ctx) -> None:
    add(state, res.MISSION, eff.amount, ctx["p"])


def _heal(state, eff, ctx) -> None:
    seat = ctx["p"]
    got = res.heal(state, seat, eff.amount)
    if got:
        p = state.players[seat]
        state.log("heal", f"{p.name} heals {got} ({get(state, res.HEALTH, seat)} health).", seat)


def _train(state, eff, ctx) -> None:
    res.train(state, ctx["p"], eff.amount)


def _passive(state, eff, ctx) -> None:
    """Abilities that wait (tiers, reward spaces) do nothing when their card resolves."""


def _dominance_up(state, eff, ctx) -> None:
    add(state, res.DOMINANCE, eff.amount)
    state.log("dominance", f"The Lord Ruler's dominance rises to row {get(state, res.DOMINANCE)} "
                           f"(X = {res.dominance_x(state)}).")


def _each_takes(state, eff, ctx) -> None:
    n = res.dominance_x(state) if eff.x else eff.amount
    for seat in res.living(state):
        res.hurt(state, seat, n, "from the Lord Ruler")


def _lord_ruler_heals(state, eff, ctx) -> None:
    missions = state.table.get("missions", [])
    open_ = sum(1 for u in missions if not any(
        state.players[s].res.get(res.mission_key(state, u), 0) >= res.MISSION_TOP for s in range(len(state.players))))
    got = add(state, res.LORD_RULER, eff.amount * open_)
    state.log("heal", f"The Lord Ruler heals {got} for {open_} incomplete mission{'s' if open_ != 1 else ''} "
                      f"({get(state, res.LORD_RULER)} health).")


card_op(Coins, _coins, lambda e: f"+{e.amount} Money", game=GAME)
card_op(Combat, _combat, lambda e: f"+{e.amount} damage", game=GAME)
card_op(Mission, _mission, lambda e: f"+{e.amount} mission point{'s' if e.amount != 1 else ''}", game=GAME)
card_op(Heal, _heal, lambda e: f"Heal {e.amount}", game=GAME)
card_op(Train, _train, lambda e: f"Train {e.amount}", game=GAME)
card_op(Defender, _passive,
        lambda e: "Defender: while this is in play, your health and your other Allies can't be attacked", game=GAME)
card_op(DominanceUp, _dominance_up, lambda e: f"Dominance up {e.amount}", game=GAME)
card_op(EachTakes, _each_takes, lambda e: "Each player takes X damage" if e.x else f"Each player takes {e.amount} damage",
        game=GAME, docs={"x": "True: the amount is X, the Dominance value."})
card_op(LordRulerHeals, _lord_ruler_heals, lambda e: f"The Lord Ruler heals {e.amount} per incomplete mission",
        game=GAME)


# Ops that hold effects come after the ops they may hold: their ``list[schema.Effect]`` is
# the card language as registered when the class is made (kernel and DC ops and the ones
# above), which is what a Mistborn card may nest (a card may not use another game's ops).
class Tier(Model):
    """A box of an Action, Ally or Character: ``effects`` resolve when ``burns`` of the card's
    metal burn for it (1: the top box; 2: "+1 metal"...). Not resolved when played."""

    op: Literal["tier"]
    burns: Positive = 1
    effects: list[schema.Effect]


class Milestone(Model):
    """A mission's reward space: every player reaching space ``at`` resolves ``effects``; the
    first to reach it also resolves ``first``."""

    op: Literal["milestone"]
    at: Annotated[int, Field(ge=1, le=res.MISSION_TOP)]
    effects: list[schema.Effect] = []
    first: list[schema.Effect] = []


card_op(Tier, _passive,
        lambda e: ("Burn its metal: " if e.burns == 1 else f"+{e.burns - 1} metal: ") + _lower(_text(e.effects)),
        game=GAME, docs={"burns": "How many of the card's metal must burn for this box (1: the top box)."})
card_op(Milestone, _passive,
        lambda e: f"Space {e.at}: " + (_text(e.effects) or "nothing")
        + (f"; the first to reach it also: {_lower(_text(e.first))}" if e.first else ""),
        game=GAME, docs={"at": "The space of the mission track (1 to 12) that gives the reward.",
                         "first": "The extra reward of the first player to reach the space."})
