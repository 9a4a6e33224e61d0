"""The same seeds give the same games: a short sim of every game, compared with a reviewed file.

Speed work (bench/instructions.py) must not change what a game does (issue 15: "identical
reports for the same seed"). ``tests/data/sim_golden.json`` holds the records
(:class:`hotseat.sim.GameRecord`: winners, characters, every card bought in order, turns,
commands, end) of 2-player heuristic-bot games seeded 1 to 3 of every game, and one 3-player
game. A change of the rules or of a bot changes it on purpose; then regenerate it and review
its diff:

    HOTSEAT_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_sim_golden.py
    git diff tests/data/sim_golden.json
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path

from hotseat.sim import play_game
from rules.games import GAMES as SHIPPED

GOLDEN = Path(__file__).parent / "data" / "sim_golden.json"
UPDATE = "HOTSEAT_UPDATE_GOLDEN"
GAMES = [(2, seed) for seed in (1, 2, 3)] + [(3, 4)]


def records() -> dict[str, list[dict]]:
    """The record of every game in :data:`GAMES`, by game id."""
    return {g: [asdict(play_game(g, players, seed)) for players, seed in GAMES] for g in (r.id for r in SHIPPED)}


def test_the_same_seeds_play_the_same_games():
    now = records()
    if os.environ.get(UPDATE):
        GOLDEN.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    was = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert set(now) == set(was), "a game was added or removed: regenerate the golden file"
    for g in now:
        for got, want in zip(now[g], was[g]):
            assert got == want, (f"{g} seed {want['seed']} plays differently now; if the change of the rules "
                                 f"or of a bot is meant, run `{UPDATE}=1 .venv/bin/python -m pytest "
                                 f"tests/test_sim_golden.py` and review the diff")
