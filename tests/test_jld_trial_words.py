"""What the JLD new-user trial of issue 14 (main 9a4ca49) found in the rules' words: a refused
``buy`` lists only what can be bought now."""

from __future__ import annotations

import pytest
from conftest import do, make_game

from rules.engine.textcmd import CommandError, parse


def _four_power():
    s = make_game(game="jld", player=[{"hand": ["Punch"] * 4}, {"hand": ["Punch"]}],
                  table={"line_up": ["Hex", "Helmet of Fate", "House of Secrets", "Blue Devil", "Kent Nelson"]})
    for _ in range(4):
        do(s, "play Punch")
    return s


def test_buy_of_an_unknown_name_lists_only_what_the_power_pays_for():
    """With 4 Power, "buy xyz" listed Helmet of Fate (7) and House of Secrets (5)."""
    s = _four_power()
    with pytest.raises(CommandError) as e:
        parse(s, "buy xyz")
    said = str(e.value)
    assert "'xyz'" in said and "With 4 Power you can buy: Blue Devil, Hex" in said
    for dear in ("Helmet of Fate", "House of Secrets", "Kent Nelson"):
        assert dear not in said


def test_buy_of_an_unknown_name_with_nothing_affordable_says_so():
    s = make_game(game="jld", player=[{"hand": ["Punch"]}, {"hand": ["Punch"]}],
                  table={"line_up": ["Hex", "Helmet of Fate", "House of Secrets", "Blue Devil", "Kent Nelson"]})
    with pytest.raises(CommandError) as e:
        parse(s, "buy xyz")
    assert "Nothing can be bought now: you have 0 Power." in str(e.value)
    assert "Hex" not in str(e.value)
