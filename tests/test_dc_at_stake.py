"""The end-turn question's Power: asked about only while it could still buy or defeat a card
(new-user trial of Metal: "End your turn with 1 Power unspent?" with the cheapest card at 2)."""

from __future__ import annotations

from conftest import make_game

from rules.engine.registry import rules_for

LINE_UP = ["Multiverse Map", "Speed Force", "Escape", "Cyborg One Million", "Carter Hall"]


def _stake(power: int, line_up: list[str]) -> list[str]:
    s = make_game(player=[{"characters": ["Cyborg"], "hand": []}, {"characters": ["Hal Jordan"]}],
                  table={"line_up": line_up})
    s.players[0].res["power"] = power
    return rules_for(s.game).at_stake(s, 0)


def test_power_that_buys_nothing_is_not_at_stake():
    # the cheapest card of the Line-Up costs 2; the Breakthrough stack costs 3
    assert _stake(1, LINE_UP) == []


def test_power_that_buys_a_card_is_at_stake():
    assert _stake(2, LINE_UP) == ["2 Power"]


def test_an_ability_used_on_an_empty_deck_and_discard_pile_is_not_at_stake():
    # JLD trial: Madame Xanadu used with nothing to look at; End must not still say her ability
    # is unused (she looked at nothing: both piles were empty; it was used all the same)
    from rules.api import apply, parse

    s = make_game(game="jld", player=[{"characters": ["Madame Xanadu"], "hand": [], "deck": [], "discard": []},
                                      {"characters": ["Ragman"]}])
    assert rules_for(s.game).at_stake(s, 0) == ["Madame Xanadu's ability unused"]
    apply(s, parse(s, "use Madame Xanadu"))
    assert s.pending is None and rules_for(s.game).at_stake(s, 0) == []
