"""Mistborn's log lines from the issue 14 new-user trials (competitive and co-op): each says
what happened to whom, in our words, not the card's text again."""

from __future__ import annotations

from conftest import do, log_text
from hotseat.scenario import Scenario, build
from rules.engine.effects import push_effects, run
from rules.games.mistborn.dominance import row_effects


def coop(difficulty: str, *players: dict):
    """A co-op game of Ann and Ben at ``difficulty``, each player's set-up from ``players``."""
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "coop", "players": ["Ann", "Ben"], "options": {"difficulty": difficulty},
        "res": {}, "player": list(players)}), "test")


def test_a_no_from_a_player_without_allies_is_logged():
    # trial: Standard A row 4 (flare a metal, or else defeat an Ally): Ann, with no Ally, said
    # No and the log said nothing
    s = coop("standard_a", {"allies": []}, {"allies": ["Soldier"]})
    push_effects(s, row_effects("standard_a", 4), {"p": 0, "src": None})
    run(s)
    assert s.pending.player == 0 and s.pending.prompt.startswith("Flare 1 metal?")
    assert "Ann has no Ally to defeat: nothing is lost." in log_text(do(s, "choose no"))
