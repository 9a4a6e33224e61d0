"""Advice for the heuristic bot in co-op (the game contract's
:meth:`~rules.engine.contract.Rules.advise`), on the Lord Ruler's questions only; every other
decision and command is left to the bot's general rules (None).

* ``either`` (do this, or else that): a first branch that costs health is taken only by a
  player who stays healthy after it (at least :data:`HEALTHY` health); one that costs none
  (flare a metal, defeat an Ally) is taken;
* collective damage: the listed split that leaves the least healthy player the most health;
* the Dominance row that gains a market card and hurts by its cost: the cheaper card.

The facts read (:func:`advice_view`, ``advice``): the seat's health, what the first branch
of an ``either`` costs, each option's health or cost. All public.
"""

from __future__ import annotations

from typing import Any

from rules.engine.commands import Choose, Command, Split
from rules.engine.resources import get
from rules.engine.state import State

from . import metals, res
from .commands import Burn

#: the health a player keeps after paying health for an ``either``'s first branch
HEALTHY = 22


def advice_view(state: State, seat: int | None) -> dict[str, Any]:
    """The facts :func:`advise` reads for the pending decision of ``seat`` (co-op only):
    ``health`` (the deciding player's), ``cost`` (the health an ``either``'s first branch
    costs), ``values`` (option id -> health of a player, or cost of a card)."""
    d = state.pending
    if d is None and seat is not None and seat == state.active and not state.game_over \
            and state.turn.get("phase", "main") == "main":
        # the metals one more burned wakes an Ally or a Character ability (:func:`listing`)
        return {"waking": sorted(metals.waking_metals(state, seat))}
    if d is None or d.player != seat or not res.coop(state):
        return {}
    out: dict[str, Any] = {"health": get(state, res.HEALTH, seat), "resume": d.resume}
    if d.resume == "mb_lr_either":
        x = res.dominance_x(state)
        out["cost"] = sum((x if e.x else e.amount) for e in d.data["eff"].effects if e.op == "lr_damage")
    elif d.resume == "mb_collective":
        out["values"] = {o.id: get(state, res.HEALTH, o.seat) for o in d.options}
    elif d.resume == "mb_lr_gamble":
        out["values"] = {o.id: state.cards[o.card].cost for o in d.options}
    return out


def advise(view: dict[str, Any], legal: list[Command]) -> Command | None:
    """The listed command the bot should give (see the module docstring), or None."""
    a = view.get("advice") or {}
    how = a.get("resume")
    if how == "mb_lr_either":
        cost = a["cost"]
        yes = cost == 0 or a["health"] - cost >= HEALTHY
        return _choose(legal, ["yes" if yes else "no"])
    if how == "mb_collective":
        health = a["values"]

        def worst(c: Split) -> tuple[int, int]:
            left = {k: v - dict(c.parts).get(k, 0) for k, v in health.items()}
            return (min(left.values()), sum(1 for v in left.values() if v > 0))

        splits = [c for c in legal if isinstance(c, Split)]
        return max(splits, key=worst) if splits else None
    if how == "mb_lr_gamble":
        cheap = min(a["values"], key=a["values"].get)
        return _choose(legal, [cheap])
    return None


def listing(view: dict[str, Any], legal: list[Command]) -> list[Command]:
    """``legal`` without the burns for no effect that gain nothing this turn: a metal burned
    on no card helps only when one more of it wakes an Ally or a Character ability (the
    view's ``waking``); otherwise the token is better kept for a card played later (found in
    a new-user trial: the bots burned metals for nothing). ``legal`` itself when it has none
    such."""
    waking = (view.get("advice") or {}).get("waking")
    if waking is None:
        return legal
    kept = [c for c in legal if not (isinstance(c, Burn) and c.card is None
                                     and (c.wild or c.metal) not in waking)]
    return kept if len(kept) < len(legal) and kept else legal


def _choose(legal: list[Command], ids: list[str]) -> Command | None:
    return next((c for c in legal if isinstance(c, Choose) and c.options == ids), None)
