"""Justice League Dark rules told in the log (engine tests beside the scenario files)."""

from __future__ import annotations

from conftest import do, log_text, make_game


def test_raeppasid_says_where_the_card_it_puts_on_the_bottom_comes_from():
    """Found in a trial: "Ben puts Raeppasid on the bottom of their deck" read as the Defense
    going there against the FAQ; it was an older copy from the discard pile."""
    s = make_game(game="jld", player=[{"hand": ["Witchmarked Black Orchid"]},
                                      {"hand": ["Raeppasid"], "deck": ["Punch"], "discard": ["Hex"]}])
    do(s, "play Witchmarked Black Orchid")
    do(s, "defend Raeppasid")
    text = log_text(do(s, "choose Hex"))
    assert "Ben puts Hex from their discard pile on the bottom of their deck." in text
