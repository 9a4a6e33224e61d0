"""Property tests over seeded bot games of Justice League Dark (DESIGN §9), modelled on
tests/test_metal_property.py and sharing its checks.

The fixed sweep: 60 heuristic-bot games and 20 random-bot games, 2–6 players (game ``i``
has ``2 + i % 5`` players and seed ``i``), cycling through the standard, short and extended
games. Each game must finish without a crash, never reject a listed command, conserve
every card (the extra Starters of a 5th and 6th player included), print each command as
text that parses back, and replay from its seed, options and text commands to the same
``State.fingerprint()``.
"""

from __future__ import annotations

import pytest

from hotseat.sim import seat_names
from property_support import play_checked, sweep
from rules.engine.game import new_game

GAME = "jld"
HEURISTIC_GAMES = 60
RANDOM_GAMES = 20
CHUNK = 20
VARIANTS = (None, "short", "extended")


def players_of(seed: int) -> int:
    return 2 + seed % 5


def options_of(seed: int) -> dict:
    variant = VARIANTS[seed % 3]
    return {"variant": variant} if variant else {}


@pytest.mark.parametrize("start", range(0, HEURISTIC_GAMES, CHUNK))
def test_heuristic_games(start):
    """60 heuristic-bot games (in chunks of 20), 2–6 players, every variant."""
    sweep(GAME, "heuristic", range(start, start + CHUNK), players_of, options_of)


@pytest.mark.parametrize("start", range(0, RANDOM_GAMES, CHUNK))
def test_random_games(start):
    """20 random-bot games (in chunks of 20), 2–6 players, every variant."""
    sweep(GAME, "random", range(1000 + start, 1000 + start + CHUNK), players_of, options_of)


def test_games_end_both_ways_and_variants_change_the_stack():
    """Over the heuristic sweep's first games, both ends happen (last Nemesis, Line-Up not
    refilled) and the Nemesis stack has the size its variant says."""
    whys = set()
    # the Line-Up end is rare with bots that gain the best card they may (1 game in 40: seed 29
    # has it since look-at cards shuffle an empty deck; seed 13 had it before. Black Alice's gain
    # from the destroyed pile took the worst card while the bot read the prompt's words, and
    # games emptied the Line-Up more often)
    for seed in (*range(12), 29):
        state, _ = play_checked(GAME, seed, 2 + seed % 3, "heuristic", full_every=1000, legal_every=1000)
        whys.add(state.result["why"])
    assert whys == {"nemesis", "line_up"}
    sizes = {v: len(new_game(GAME, seat_names(3), 1, options={"variant": v} if v else {}).table["nemesis"])
             for v in VARIANTS}
    assert sizes == {None: 7, "short": 6, "extended": 9}
