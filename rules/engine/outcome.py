"""How a game ends (issue 10): one shape of :attr:`State.result` for every game.

A single winner or a tie (the DC games' VP race), a shared victory or everyone losing
(Metro City, co-op Mistborn), players eliminated on the way (Mistborn). The game-over table
shows :data:`columns <end_game>` the game declares, so no screen knows a game's scores.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .state import State

Outcome = Literal["winner", "shared_win", "all_lose"]
#: each kind of outcome in words (reports, the game-over table), in this order
OUTCOME_WORDS: dict[str, str] = {"winner": "Winner", "shared_win": "Shared victory", "all_lose": "Everyone loses"}


@dataclass(frozen=True)
class Measure:
    """A figure of its own a game declares for the sim report
    (:attr:`rules.engine.contract.Rules.measures`), measured once per game at its end by
    :meth:`~rules.engine.contract.Rules.measure`.

    ``key``: the name in a game's row (a slug); ``word``: what the report prints ("The city
    falls"); ``kind``: ``"share"`` (each game gives 0 or 1: the report shows the share of games
    with a 95 % interval) or ``"mean"`` (each game gives a number: the report shows its mean,
    least and most)."""

    key: str
    word: str
    kind: Literal["share", "mean"] = "share"


def end_game(state: State, *, why: str, outcome: Outcome, winners: list[str], eliminated: list[str] = (),
             columns: list[tuple[str, str]] = (), scores: list[dict[str, Any]] = (), line: str = "",
             headline: str = "") -> None:
    """End the game now. ``outcome``: ``"winner"`` (one or more players won, the others lost;
    several names are a tie), ``"shared_win"`` (the players won together) or ``"all_lose"``
    (the game beat them all; ``winners`` empty). ``eliminated``: players out of the game
    before its end; ``columns``: (key, heading) of each score column the game-over table
    shows, in order; ``scores``: one row per player, ``{"player": name, key: value...}``;
    ``line``: the log's last line (default: who won); ``headline``: the result in the game's
    own words for the game-over screen ("The Lord Ruler wins."; default: the screen words the
    outcome). ValueError when ``winners`` does not fit ``outcome``.

    Sets :attr:`State.result` to ``{"why", "outcome", "winners", "eliminated", "columns",
    "scores"}`` (lists of plain data) and ``"headline"`` when given, ``game_over``, and drops
    the work still to do."""
    if (outcome == "all_lose") != (not winners):
        raise ValueError(f"outcome {outcome!r} with winners {winners!r}")
    state.game_over = True
    state.result = {"why": why, "outcome": outcome, "winners": list(winners), "eliminated": list(eliminated),
                    "columns": [list(c) for c in columns], "scores": [dict(r) for r in scores]}
    if headline:
        state.result["headline"] = headline
    state.stack.clear()
    state.pending = None
    if not line:
        if outcome == "all_lose":
            line = "Game over. Everyone loses."
        elif outcome == "shared_win":
            line = "Game over. The players win together."
        else:
            line = f"Game over. {' and '.join(winners)} win{'s' if len(winners) == 1 else ''}."
    state.log("game_over", line)
