"""Card language v2 (issue 10): the shared selector, the kernel's ``move`` op and the
zone-change event (rules/engine/moves.py). A move with a cause tells the game, which fires
``when`` abilities, resolves blue banners and may replace the destination
(``Rules.move_destination``, ``Rules.on_zone_change`` in rules/engine/contract.py)."""

from __future__ import annotations

import pytest

import rules.api  # noqa: F401  (registers the games)
from rules.catalog.loader import parse_cards
from rules.engine.moves import ZoneChange
from rules.engine.registry import rules_for

from conftest import card, do, log_text, make_game, names, table_names


def _mover(effects, *, game="metal", **fields) -> dict:
    c = card("Mover", effects, **fields)
    if game != "metal":
        c["id"] = c["id"].replace("metal/", f"{game}/")
        c["game"] = game
    return c


WATCHTOWER = card("Watchtower", [{"op": "ongoing"}, {"op": "when", "event": "destroy",
                                                   "effects": [{"op": "power", "amount": 2}]}], type="Location")


def test_a_move_with_a_cause_fires_the_when_abilities_of_that_cause():
    """``move`` with cause destroy is a destroy: Watchtower's 'when you destroy' fires."""
    mover = _mover([{"op": "move", "from": "hand", "to": "destroyed", "cause": "destroy"}])
    s = make_game(cards=[mover, WATCHTOWER], player=[{"ongoing": ["Watchtower"], "hand": ["Mover", "Punch"]}, {}])
    events = do(s, "play Mover")
    assert "Punch" in table_names(s, "destroyed")
    assert "Watchtower (Ann) triggers." in log_text(events)
    assert s.players[0].res.get("power", 0) == 2


def test_a_plain_move_fires_nothing():
    mover = _mover([{"op": "move", "from": "hand", "to": "destroyed"}])
    s = make_game(cards=[mover, WATCHTOWER], player=[{"ongoing": ["Watchtower"], "hand": ["Mover", "Punch"]}, {}])
    events = do(s, "play Mover")
    assert "Punch" in table_names(s, "destroyed")
    assert "Watchtower" not in log_text(events)


def test_the_game_replaces_the_destination_of_a_destroyed_weakness():
    """Metal sends a destroyed Weakness back to its stack, whichever op destroys it: the
    replacement is the game's, read for every zone change of cause destroy."""
    mover = _mover([{"op": "move", "from": "discard", "filter": {"name": ["Weakness"]}, "to": "destroyed",
                     "cause": "destroy"}])
    s = make_game(cards=[mover], player=[{"hand": ["Mover"], "discard": ["Weakness", "Punch"]}, {}])
    stack = len(s.table["weakness"])
    do(s, "play Mover")
    assert "Weakness" not in table_names(s, "destroyed")
    assert len(s.table["weakness"]) == stack + 1 and names(s, 0, "discard") == ["Punch"]


def test_the_contract_members_see_the_change():
    """move_destination gets the change before the move, on_zone_change after it, with the
    card, where it came from, where it goes, the cause and the seat."""
    mover = _mover([{"op": "move", "from": "hand", "to": "discard", "cause": "discard"}])
    s = make_game(cards=[mover], player=[{"hand": ["Mover", "Punch"]}, {}])
    game = rules_for("metal")
    seen = []
    punch = s.players[0].zones["hand"][1]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(type(game), "move_destination", lambda self, st, ch: (seen.append(("dest", ch)), ch.to)[1])
        mp.setattr(type(game), "on_zone_change", lambda self, st, ch: seen.append(("moved", ch, st.where[ch.card])))
        do(s, "play Mover")
    change = ZoneChange(punch, (0, "hand"), (0, "discard"), "discard", 0)
    assert seen == [("dest", change), ("moved", change, (0, "discard"))]


def test_a_blue_banner_resolves_on_a_move_of_its_cause():
    """Justice League Dark's blue banner listens to the zone change: a move with cause
    discard is a discard, and Word of Power's banner draws a card."""
    mover = _mover([{"op": "move", "from": "hand", "filter": {"name": ["Word of Power"]}, "to": "discard",
                     "cause": "discard"}], game="jld")
    s = make_game(game="jld", cards=[mover],
                  player=[{"hand": ["Mover", "Word of Power"], "deck": ["Punch"]}, {}])
    events = do(s, "play Mover")
    assert "Word of Power was discarded, so its 'when discarded' text happens." in log_text(events)
    assert names(s, 0, "hand") == ["Punch"]


def test_a_selector_names_only_registered_zone_words():
    """A zone word nobody registered is a card-file error naming it and the known words."""
    raw = {"id": "metal/x", "name": "X", "game": "metal", "kind": "main", "type": "Hero", "cost": 1, "copies": 1,
           "source": "designed", "effects": [{"op": "move", "from": "pocket", "to": "hand"}]}
    cards, errors = parse_cards([raw], "x.toml")
    assert not cards and len(errors) == 1
    assert "pocket" in errors[0] and "hand_or_discard" in errors[0]
