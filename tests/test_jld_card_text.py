"""Generated text of Justice League Dark cards says everything the effects do (a limit in
the data must show in the text)."""

from __future__ import annotations

import re

from rules.catalog.loader import load
from rules.engine.render import card_text


def test_nergal_text_shows_the_weakness_cap():
    cat = load()
    nergal = cat.by_name("jld", "Nergal")
    text = card_text(nergal)
    assert "at most 2" in text and "none for a card with less than 1 VP" in text


def test_every_count_limit_is_rendered():
    """Any Count with ``max`` in a jld card shows "at most" in the card's text."""
    cat = load()
    for card in cat.game_cards("jld"):
        if re.search(r"\bmax=\d", repr(card.effects)):
            assert "at most" in card_text(card), card.name
