"""Dark Nights – Metal: rule cards whose text the rulebook gives say what the engine does."""

from __future__ import annotations

from rules.catalog.loader import load
from rules.engine.game import new_game
from rules.engine.render import card_text


def test_the_batman_who_laughs_tile_has_its_rules_text():
    tile = load().by_name("metal", "The Batman Who Laughs")
    text = card_text(tile)
    assert "Super-Villain costing 13 or less" in text
    assert "rescue a Captured Character" in text and "2 Weaknesses" in text
    assert "top card of the Character stack becomes Captured" in text


def test_batman_chosen_as_favourite_leaves_someone_captured():
    """'At any time' no Character is Captured, the top of the Character stack is."""
    state = new_game("metal", ["Ann", "Ben"], 3, options={"characters": ["Batman", "Superman"]})
    team = [state.name(u) for u in state.players[0].zones["characters"]]
    assert team == ["Batman"]
    captured = [state.name(u) for u in state.table["captured"]]
    assert len(captured) == 1 and captured[0] not in ("Batman", "Superman")
