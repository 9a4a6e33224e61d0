"""The Lord Ruler's Dominance tracks (rulebook "Co-op: Dominance"), as data: the difficulty
set-up option (``difficulty``, :data:`DEFAULT`) picks one.

The rulebook names no track; the six here are the print-and-play tracks of
``../shared/reference/mistborn.md`` §7b, in our own words and in the card language (the
effects of a row resolve for the player whose turn it was, ``each_player`` for everyone in
turn order from them). A track has 15 rows, one revealed per Dominance Up; a row may show a
new Dominance value "X" (the highest shown is X; X is 1 before any row shows one). The 15th
row is the overflow: every Dominance Up past it deals ``more`` damage to each player.

Decisions taken here (the reference's rows where they need one): "the healthiest / the least
healthy player" is the first such in turn order from the active player; "for each Ally, defeat
it or take 3" lets each player choose, Ally by Ally; Standard A row 7 and Hard A row 7 reveal
the market deck's top two cards (a choice of one, or both gained); the rulebook's "flip" of
the Dominance card is not modelled (each track here is one side, read top to bottom).

Public: :data:`TRACKS` (id -> :class:`Track`), :data:`DEFAULT`, :func:`row_effects`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

#: the difficulty used when the set-up names none (tuned: heuristic bots win about half)
DEFAULT = "standard_a"
#: rows of a track (the last is the overflow)
ROWS = 15


@dataclass(frozen=True)
class Track:
    """A Dominance track: ``title``; ``rows`` (15 of ``(x, effects)``: the Dominance value the
    row shows or None, and its effects as card-language dicts); ``more`` (the damage to each
    player for each Dominance Up past the last row)."""

    title: str
    rows: tuple[tuple[int | None, tuple[dict[str, Any], ...]], ...]
    more: int


def _each(*effects: dict) -> dict:
    return {"op": "each_player", "effects": list(effects)}


def _take(n: int = 0, **kw) -> dict:
    return {"op": "lr_damage", "amount": n, **kw}


def _either(first: list[dict], otherwise: list[dict]) -> dict:
    return {"op": "either", "effects": first, "otherwise": otherwise}


def _flare(n: int = 1) -> dict:
    return {"op": "flare", "amount": n}


_DEFEAT = {"op": "defeat_ally"}
_DEAREST = {"op": "defeat_ally", "dearest": True}
_REFRESH_ALL = {"op": "refresh", "all": True}
_AGAIN = {"op": "lr_draws"}
_CLEAR = {"op": "clear_shields"}
_RETURN = _each({"op": "return_adversary"})


def _row(x: int | None, *effects: dict) -> tuple[int | None, tuple[dict, ...]]:
    return x, tuple(effects)


def _per_adversary(*effects: dict) -> dict:
    return {"op": "for_each", "of": "adversary", "effects": list(effects)}


TRACKS: dict[str, Track] = {
    "intro": Track("Intro", (
        _row(1),
        _row(None, _each(_either([_flare()], [_take(3)]))),
        _row(None, _each(_take(3))),
        _row(2, _take(4, who="healthiest")),
        _row(None, _each(_DEFEAT)),
        _row(None, _take(3, who="least_healthy")),
        _row(None, _each(_either([_take(4), {"op": "draw", "amount": 2}], []))),
        _row(3, _each(_DEAREST)),
        _row(None, _each({"op": "flare", "any": True}, _take(1, per="ready"))),
        _row(None, _take(6, who="healthiest")),
        _row(4, {"op": "collective", "amount": 4, "per_player": True}),
        _row(None, _each({"op": "for_each", "of": "ally", "effects": [_either([_DEFEAT], [_take(3)])]})),
        _row(None, _each(_take(5), {"op": "gain_atium", "amount": 1})),
        _row(5, _each(_REFRESH_ALL)),
        _row(None, _each(_take(7))),
    ), more=10),
    "standard_a": Track("Standard A", (
        _row(1),
        _row(None, _each(_either([_flare()], [_take(3)]))),
        _row(2, _each(_take(4))),
        _row(None, _each(_either([_flare()], [_DEFEAT]), _either([_flare()], [_DEFEAT]))),
        _row(None, _either([_flare()], [_AGAIN])),
        _row(3, _each(_either([_take(3), {"op": "refresh", "amount": 2}], []))),
        _row(None, _each({"op": "market_gamble", "keep": "one", "times": 2})),
        _row(4, _each(_per_adversary(_either([_flare()], [_DEFEAT])))),
        _row(None, _each(_take(3, per="flared"))),
        _row(5, _each(_either([{"op": "funding_on_top", "amount": 1}], [_take(3)]))),
        _row(None, _each({"op": "draw", "amount": 2}, {"op": "move", "from": "hand", "to": "discard", "amount": 2,
                                                       "cause": "discard"})),
        _row(6, _either([_flare(2)], [_AGAIN])),
        _row(None, _each(_take(3, per="flared"))),
        _row(None, _each(_REFRESH_ALL, {"op": "move", "from": "discard", "to": "eliminated", "amount": 1,
                                        "up_to": True})),
        _row(None, _each(_take(10))),
    ), more=10),
    "standard_b": Track("Standard B", (
        _row(1),
        _row(None, _each(_either([_flare()], [_take(3)]))),
        _row(2, _each(_take(4))),
        _row(None, _each(_per_adversary(_take(3)))),
        _row(None, _CLEAR),
        _row(3, _each(_either([_take(3), {"op": "gain_boxings", "amount": 2}], []))),
        _row(None, _each(_per_adversary(_DEFEAT))),
        _row(None, _each(_DEAREST)),
        _row(None, _RETURN),
        _row(4, _each(_take(6))),
        _row(None, _each(_per_adversary(_take(3)))),
        _row(5, _each({"op": "draw", "amount": 2}, {"op": "move", "from": "hand", "to": "discard", "amount": 2,
                                                    "cause": "discard"})),
        _row(6, _CLEAR),
        _row(None, _each(_REFRESH_ALL, {"op": "gain_atium", "amount": 1})),
        _row(None, _each(_take(5))),
    ), more=10),
    "hard_a": Track("Hard A", (
        _row(1),
        _row(None, _each(_either([_flare()], [_take(4)]))),
        _row(2, _each(_take(5))),
        _row(None, _each(_either([_flare()], [_DEFEAT]), _either([_flare()], [_DEFEAT]))),
        _row(3, _either([_flare(2)], [_AGAIN])),
        _row(4, _each(_either([_take(6), {"op": "refresh", "amount": 2}], []))),
        _row(None, _each({"op": "market_gamble", "keep": "both", "times": 2})),
        _row(None, _each(_per_adversary(_either([_flare()], [_DEFEAT])))),
        _row(5, _each(_take(3, per="flared"))),
        _row(None, _each(_either([{"op": "funding_on_top", "amount": 2}], [_take(6)]))),
        _row(6, _each({"op": "draw", "amount": 1}, {"op": "move", "from": "hand", "to": "discard", "amount": 2,
                                                    "cause": "discard"})),
        _row(None, _each(_either([_flare(2)], [{"op": "discard_dearest"}]))),
        _row(7, _each(_take(3, per="flared"))),
        _row(None, _each(_REFRESH_ALL, {"op": "move", "from": "hand", "to": "eliminated", "amount": 5,
                                        "up_to": True}, {"op": "draw_to", "amount": 5})),
        _row(8, _each(_take(10))),
    ), more=10),
    "hard_b": Track("Hard B", (
        _row(1),
        _row(2, _each(_either([_flare()], [_take(4)]))),
        _row(None, _each(_take(5))),
        _row(3, _each(_per_adversary(_take(4)))),
        _row(None, _CLEAR),
        _row(4, _each(_either([_take(6), {"op": "gain_boxings", "amount": 3}], []))),
        _row(None, _each(_per_adversary(_take(3), _DEFEAT))),
        _row(None, _RETURN),
        _row(None, _CLEAR),
        _row(5, _each(_DEAREST, _take(6))),
        _row(None, _each(_take(4, per="shield"))),
        _row(6, _each({"op": "draw", "amount": 2}, {"op": "move", "from": "hand", "to": "discard", "amount": 3,
                                                    "cause": "discard"})),
        _row(None, _RETURN),
        _row(7, _each(_either([_REFRESH_ALL], [{"op": "defeat_adversary", "amount": 2}]))),
        _row(None, _each(_take(10))),
    ), more=10),
    "extreme": Track("Extreme", (
        _row(2, _each(_take(2))),
        _row(3, _each(_take(3), _DEFEAT)),
        _row(None, _each(_take(3))),
        _row(4, _each(_take(4), _DEFEAT)),
        _row(None, _each(_take(4))),
        _row(5, _each(_take(5))),
        _row(None, _each(_take(5), _DEFEAT)),
        _row(6, _each(_take(6))),
        _row(None, _each(_take(6))),
        _row(7, _each(_take(7), _DEFEAT)),
        _row(None, _each(_take(7))),
        _row(8, _each(_take(8))),
        _row(None, _each(_take(8), _DEFEAT)),
        _row(9, {"op": "revive", "health": 16}),
        _row(10, _each(_take(10))),
    ), more=15),
}
assert all(len(t.rows) == ROWS for t in TRACKS.values())


@cache
def row_effects(track: str, row: int) -> list:
    """The effects of row ``row`` (1-based) of ``track``, as card-language models (validated
    at the first use, once every op is registered)."""
    from pydantic import TypeAdapter

    from rules.catalog import schema

    return TypeAdapter(list[schema.Effect]).validate_python(list(TRACKS[track].rows[row - 1][1]))
