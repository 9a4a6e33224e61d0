"""Every shipped card's generated rules text, compared with a reviewed file.

``tests/data/card_text.txt`` holds one block per card (id and name, then its text), in file
order. A change to the renderer or to a card's effects shows up here as a diff that someone
reads before accepting it. To accept a change, regenerate the file and review its diff:

    HOTSEAT_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_card_text_golden.py
    git diff tests/data/card_text.txt
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

from rules.catalog.loader import load
from rules.engine.render import card_text

GOLDEN = Path(__file__).parent / "data" / "card_text.txt"
UPDATE = "HOTSEAT_UPDATE_GOLDEN"


def all_card_text() -> str:
    """The text of every card of ``cards.toml``: ``== id · name`` then its lines, a blank
    line between cards."""
    blocks = [f"== {c.id} · {c.name}\n{card_text(c)}\n" for c in load().cards.values()]
    return "\n".join(blocks)


def test_card_text_matches_the_reviewed_file():
    now = all_card_text()
    if os.environ.get(UPDATE):
        GOLDEN.write_text(now, encoding="utf-8")
    was = GOLDEN.read_text(encoding="utf-8")
    if now != was:
        diff = "".join(difflib.unified_diff(was.splitlines(keepends=True), now.splitlines(keepends=True),
                                            str(GOLDEN), "generated now"))
        raise AssertionError(f"Card text changed:\n{diff}\nIf the new text is right, run "
                             f"`{UPDATE}=1 .venv/bin/python -m pytest tests/test_card_text_golden.py` "
                             "and review the diff of tests/data/card_text.txt.")


def test_every_card_has_a_block():
    cards = load().cards
    text = GOLDEN.read_text(encoding="utf-8")
    assert text.count("\n== ") + text.startswith("== ") == len(cards)
