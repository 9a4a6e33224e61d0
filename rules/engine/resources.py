"""Named resources and currencies (issue 10): what a game counts besides cards.

A game declares its resources (:attr:`rules.engine.contract.Rules.resources`) as
:class:`Resource` entries: DC Power; Metro Plot and damage by type; Mistborn Money,
damage, health and mission points. Their values live in ``Player.res`` (``owner =
"player"``) or ``State.res`` (``owner = "table"``), keyed by :attr:`Resource.name`; the kernel
names none of them. :func:`add` changes one within its bounds, :func:`reset_resources` puts
the per-turn ones back at the end of a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .state import State


@dataclass(frozen=True)
class Resource:
    """One named resource of a game.

    ``name``: the key in ``Player.res`` / ``State.res`` (``"power"``, ``"money"``,
    ``"damage:fire"``); ``word``: how players call it ("Power"); ``owner``: ``"player"``
    (each seat has one) or ``"table"`` (one for the game); ``reset``: ``"turn"`` (back to
    ``start`` when its owner's turn ends) or ``"never"``; ``start``: its value at set-up and
    after a reset; ``cap``: the most it can hold (None: no cap); ``floor``: the least
    (resources never go below it); ``one``: the word for exactly one ("Plot Point"; empty:
    ``word`` serves for any amount)."""

    name: str
    word: str
    owner: Literal["player", "table"] = "player"
    reset: Literal["turn", "never"] = "turn"
    start: int = 0
    cap: int | None = None
    floor: int = 0
    one: str = ""


def _holder(state: State, r: Resource, seat: int | None) -> dict[str, int]:
    if r.owner == "table":
        return state.res
    if seat is None:
        raise ValueError(f"{r.word} belongs to a player: name the seat")
    return state.players[seat].res


def get(state: State, r: Resource, seat: int | None = None) -> int:
    """The value of ``r`` (``seat``'s, for a player resource); ``r.start`` when never set.
    ValueError for a player resource without a seat."""
    # _holder inlined (speed: a game reads its resources many times per step)
    if r.owner == "table":
        return state.res.get(r.name, r.start)
    if seat is None:
        raise ValueError(f"{r.word} belongs to a player: name the seat")
    return state.players[seat].res.get(r.name, r.start)


def add(state: State, r: Resource, amount: int, seat: int | None = None) -> int:
    """Add ``amount`` (may be negative) to ``r``, kept within ``r.floor``..``r.cap``; returns
    the amount actually added. ValueError for a player resource without a seat."""
    held = _holder(state, r, seat)
    old = held.get(r.name, r.start)
    new = max(r.floor, old + amount)
    if r.cap is not None:
        new = min(r.cap, new)
    held[r.name] = new
    return new - old


def setup_resources(state: State, resources: tuple[Resource, ...]) -> None:
    """Give every resource its ``start`` value (a game's set-up calls it)."""
    for r in resources:
        if r.owner == "table":
            state.res[r.name] = r.start
        else:
            for p in state.players:
                p.res[r.name] = r.start


def reset_resources(state: State, resources: tuple[Resource, ...], seat: int) -> None:
    """At the end of ``seat``'s turn: every per-turn resource of that seat (and every
    per-turn table resource) goes back to its ``start``."""
    for r in resources:
        if r.reset == "turn":
            _holder(state, r, seat)[r.name] = r.start


def words(r: Resource, n: int) -> str:
    """``n`` of ``r`` in the game's words: "1 Plot Point", "2 Plot Points", "4 damage"."""
    return f"{n} {r.one if n == 1 and r.one else r.word}"


def at_stake(state: State, resources: tuple[Resource, ...], seat: int) -> list[str]:
    """What ``seat`` would lose by ending the turn now, in the game's words ("4 damage",
    "2 mission points"): each of its per-turn resources (owner ``player``, reset ``turn``)
    holding more than its ``start``, in the game's order; [] for nothing."""
    out = []
    for r in resources:
        if r.owner == "player" and r.reset == "turn":
            n = get(state, r, seat)
            if n > r.start:
                out.append(words(r, n))
    return out
