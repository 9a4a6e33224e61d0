"""The keys are written once, in the bindings (issue 14): the README's keys section is what
the bindings make (``hotseat.app.readme_keys``). ``HOTSEAT_UPDATE_README=1`` rewrites it."""

from __future__ import annotations

import os
import re

from conftest import REPO

from hotseat.app import readme_keys

SECTION = re.compile(r"(<!-- keys:[^\n]*-->\n)(.*?)(\n<!-- /keys -->)", re.S)


def test_readme_keys_are_the_bindings():
    path = REPO / "README.md"
    text = path.read_text(encoding="utf-8")
    m = SECTION.search(text)
    assert m, "README.md has no <!-- keys: --> ... <!-- /keys --> section"
    if os.environ.get("HOTSEAT_UPDATE_README") == "1":
        path.write_text(text[:m.start(2)] + readme_keys() + text[m.end(2):], encoding="utf-8")
        return
    assert m.group(2) == readme_keys(), "README's keys differ from the bindings: run with HOTSEAT_UPDATE_README=1"


def test_every_key_of_the_table_says_what_it_does():
    """Each table binding shown in the footer, and each key of a question, has its help, so
    F1 and the README list it."""
    from screens.table import table_bindings
    from rules.api import games

    for rules in games():
        for b in table_bindings([k.as_view() for k in rules.table_keys]):
            if b.show:
                assert b.tooltip, f"{rules.id}: {b.key} ({b.description}) has no help"
    from screens.decision import DecisionScreen

    assert all(b.tooltip for b in DecisionScreen.BINDINGS), "a key of a question has no help"
