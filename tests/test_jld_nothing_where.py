"""A card's question that found no card says where it looked (new-user trial of Justice League
Dark: "Black Alice: Robo has no card with cost 4 or less to gain." said whose, not where)."""

from __future__ import annotations

from conftest import do, make_game

#: costs 4 to 7, no Location among them
LINE_UP = ["Abnegazar", "Kent Nelson", "Detective Chimp", "Arion The Sorcerer", "Ragman, Redeemer"]


def _nothing(events, seat: int = 0) -> list[str]:
    return [e.for_player(seat) for e in events if e.kind == "nothing"]


def test_black_alice_names_the_destroyed_pile():
    st = make_game(game="jld", player=[{"hand": ["Black Alice"]}, {}], table={"destroyed": []})
    assert _nothing(do(st, "play Black Alice")) == \
        ["Black Alice: Ann has no card with cost 4 or less in the destroyed pile to gain."]


def test_staff_of_merlin_names_the_line_up():
    st = make_game(game="jld", player=[{"hand": ["Staff of Merlin"]}, {}],
                   table={"line_up": LINE_UP})
    (line,) = _nothing(do(st, "play Staff of Merlin"))
    assert line.startswith("Staff of Merlin: Ann has no card") and line.endswith(" in the Line-Up to Seal."), line


def test_houdini_key_names_a_location_in_the_line_up():
    st = make_game(game="jld", player=[{"hand": ["Houdini Key"]}, {}],
                   table={"line_up": LINE_UP})
    assert _nothing(do(st, "play Houdini Key")) == ["Houdini Key: Ann has no Location in the Line-Up to take control of."]


def test_black_alice_says_the_destroyed_pile_is_shared_before_anything_was_destroyed():
    """Trial: with nothing destroyed yet the log said "in their destroyed pile"; there is one,
    the table's."""
    st = make_game(game="jld", player=[{"hand": ["Black Alice"]}, {}])
    st.table.pop("destroyed", None)
    assert _nothing(do(st, "play Black Alice")) == \
        ["Black Alice: Ann has no card with cost 4 or less in the destroyed pile to gain."]


def test_breakthrough_with_nothing_to_destroy_says_in_play_or_among_the_ongoing_cards():
    """Found in a Metal bot game's log (issue 14): "Breakthrough: Ann has no Vulnerability or
    Weakness in their Ongoing or play to destroy." Ongoing is a kind of card, not a pile."""
    st = make_game(player=[{"hand": ["Breakthrough", "Punch"]}, {}])
    lines = _nothing(do(st, "play Breakthrough"))
    assert lines == ["Breakthrough: Ann has no Vulnerability or Weakness in play or among their Ongoing cards "
                     "to destroy."], lines
