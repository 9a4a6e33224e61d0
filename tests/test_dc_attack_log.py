"""The log of a DC Attack (Metal, JLD) names its targets and what became of each: found in a
trial, "Attack (Carter Hall): Gain a Weakness." named nobody."""

from __future__ import annotations

import rules.games  # noqa: F401  (registers the game ops)

from conftest import card, do, log_text, make_game


def _each_foe_gains_weakness(game: str) -> dict:
    c = card("Zap", [{"op": "attack", "target": "each_foe", "effects": [{"op": "gain", "card": "Weakness"}]}])
    c["id"] = f"{game}/test-zap"
    return c


def _log_after(game: str, defense: str, where: str) -> str:
    s = make_game(game=game, players=["Ann", "Ben", "Cal"], cards=[_each_foe_gains_weakness(game)],
                  player=[{"hand": ["Zap"]}, {where: [defense]}, {"hand": []}])
    events = list(do(s, "play Zap"))
    events += do(s, f"defend {defense}")  # Ben defends; Cal holds no Defense
    return log_text(events)


def test_metal_attack_line_names_its_targets_and_each_ones_fate():
    text = _log_after("metal", "Escape", "hand")
    assert "Attack (Zap) on Ben and Cal: Gain a Weakness." in text
    assert "Ben defends with Escape." in text
    assert "Cal is hit by Zap's Attack." in text
    assert "Ben is hit" not in text


def test_jld_attack_line_names_its_targets_and_each_ones_fate():
    text = _log_after("jld", "Magical Shield", "ongoing")  # a Defense from play
    assert "Attack (Zap) on Ben and Cal: Gain a Weakness." in text
    assert "Ben defends with Magical Shield." in text
    assert "Cal is hit by Zap's Attack." in text
    assert "Ben is hit" not in text


def test_an_unavoidable_attack_says_what_it_does_and_that_it_cannot_be_avoided():
    """JLD trial: Neron's First Appearance hit players, and no line said what the Attack did
    (an avoidable one has "Attack (...) on ...: ..."). Faust's Demon is unavoidable."""
    s = make_game(game="jld", players=["Ann", "Ben", "Cal"],
                  player=[{"hand": ["Faust's Demon"]}, {"hand": ["Arcane Ward"], "deck": ["Punch"]},
                          {"deck": ["Hex"]}])
    text = log_text(do(s, "play Faust's Demon"))
    assert "Unavoidable Attack (Faust's Demon) on Ben and Cal: " in text
    assert "Ben is hit by Faust's Demon's Attack." in text and "Cal is hit by Faust's Demon's Attack." in text
