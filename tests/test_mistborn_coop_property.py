"""Property tests of Mistborn co-op against the Lord Ruler (issue 13), over seeded bot games
with the checks every game shares (tests/property_support.py): 1 to 4 players, random and
heuristic bots, each difficulty in turn. Each game must finish without a crash, never reject a
listed command, conserve every card in exactly one zone and every player's eight metal
tokens, print each command as text that parses back, replay from its seed and command texts
to the same ``State.fingerprint()``, and end in a team result: the players win together or
all lose."""

from __future__ import annotations

import pytest

from property_support import sweep
from rules.games.mistborn import res
from rules.games.mistborn.dominance import TRACKS

GAME = "mistborn"
DIFFICULTIES = list(TRACKS)


def players_of(seed: int) -> int:
    return 1 + seed % 4


def options_of(seed: int) -> dict:
    return {"variant": "coop", "difficulty": DIFFICULTIES[seed % len(DIFFICULTIES)]}


def team_result(state) -> str | None:
    r = state.result
    if r["outcome"] == "shared_win" and r["winners"] == [p.name for p in state.players]:
        return None
    if r["outcome"] == "all_lose" and r["winners"] == []:
        return None
    return f"not a team result: {r['outcome']} {r['winners']}"


@pytest.mark.parametrize("bot, seeds", [("random", range(100, 104)), ("heuristic", range(200, 206))])
def test_coop_bot_games_end_in_a_team_result(bot, seeds):
    sweep(GAME, bot, seeds, players_of, options_of, also=res.token_problem, at_end=team_result)
