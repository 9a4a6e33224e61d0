"""The Dark Multiverse tells in the log what it did at the start of each turn (new-user trial
of Metal: "The Dark Multiverse (Ann) triggers." and nothing more, turn after turn), without
naming a card still hidden in a deck."""

from __future__ import annotations

from conftest import do, log_text, make_game


def _anns_turn_starts(top: str):
    st = make_game(player=[{"ongoing": ["The Dark Multiverse"],
                            "deck": [top, "Punch", "Punch", "Punch", "Punch", "Punch"]}, {}], turn="Ben")
    return st, log_text(do(st, "end"))


def test_a_top_card_it_may_not_destroy_is_told_without_its_name():
    st, log = _anns_turn_starts("Punch")
    assert ("The Dark Multiverse: the top card of Ann's deck is not a Vulnerability or Weakness, "
            "so Ann destroys nothing.") in log
    assert "Punch" not in log.split("— Ann's turn")[1]  # still hidden in Ann's deck


def test_a_destroyed_vulnerability_is_said_to_come_from_the_top_of_the_deck():
    st, log = _anns_turn_starts("Vulnerability")
    assert "Ann destroys Vulnerability from the top of their deck." in log
    assert "destroys nothing" not in log
