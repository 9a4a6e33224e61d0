"""The keys are written once, in the bindings (issue 14): the README's keys section is what
the bindings make (``hotseat.app.readme_keys``), and each game's "How to play" section holds
its own keys and the grammar of its commands as :func:`screens.keyhelp.game_markdown` makes
them, and names every command word the game has. ``HOTSEAT_UPDATE_README=1`` rewrites the
made parts."""

from __future__ import annotations

import os
import re

import pytest
from conftest import REPO

from hotseat.app import readme_keys
from rules.api import games
from screens.keyhelp import game_key_rows, game_markdown

SECTION = re.compile(r"(<!-- keys:[^\n]*-->\n)(.*?)(\n<!-- /keys -->)", re.S)
README = REPO / "README.md"


def made_part(pattern: re.Pattern, made: str) -> str:
    """The README's text between the markers ``pattern`` finds, checked against ``made``
    (rewritten with it under ``HOTSEAT_UPDATE_README=1``); the whole README."""
    text = README.read_text(encoding="utf-8")
    m = pattern.search(text)
    assert m, f"README.md has no section matching {pattern.pattern}"
    if os.environ.get("HOTSEAT_UPDATE_README") == "1":
        text = text[:m.start(2)] + made + text[m.end(2):]
        README.write_text(text, encoding="utf-8")
        return text
    assert m.group(2) == made, "README differs from the bindings: run with HOTSEAT_UPDATE_README=1"
    return text


def test_readme_keys_are_the_bindings():
    made_part(SECTION, readme_keys())


@pytest.mark.parametrize("rules", games(), ids=lambda r: r.id)
def test_each_game_how_to_play_names_its_keys_and_commands(rules):
    """A game's section (from its "How to play" heading to the next heading) holds the keys
    and command grammar made from its bindings and verbs, and its own words name every
    command word (`play`, `defeat`, `rename`...), so a new key or verb cannot go unsaid."""
    block = re.compile(r"(<!-- game: " + re.escape(rules.id) + r" [^\n]*-->\n)(.*?)(\n<!-- /game -->)", re.S)
    text = made_part(block, game_markdown(rules))
    head = f"### How to play {rules.title}\n"
    assert head in text, f"README.md has no '{head.strip()}' section"
    section = text.split(head, 1)[1].split("\n#", 1)[0]
    for keys, _ in game_key_rows([k.as_view() for k in rules.table_keys]):
        assert f"| {keys} |" in section, f"{rules.id}: key {keys} is not in its How to play"
    for verb in {v.name for v in rules.verbs}:
        assert re.search(rf"`{verb}[ `]", section), f"{rules.id}: the command `{verb}` is not in its How to play"


def test_every_key_of_the_table_says_what_it_does():
    """Each table binding shown in the footer has its help, so F1 and the README list it."""
    from screens.table import table_bindings

    for rules in games():
        for b in table_bindings([k.as_view() for k in rules.table_keys]):
            if b.show:
                assert b.tooltip, f"{rules.id}: {b.key} ({b.description}) has no help"


def test_the_shared_keys_say_which_game_lacks_them():
    """The trial read the README's E (end your turn) as a Metro City key, where the turn ends
    by going through its phases: the shared keys' table says, on each key's row, which games
    lack it, and no other row names a game."""
    from screens.keyhelp import lacking_keys

    text = README.read_text(encoding="utf-8")
    shared = SECTION.search(text).group(2).split("In a question:")[0]
    rows = {line.split(" | ")[0].lstrip("| "): line for line in shared.splitlines() if line.startswith("| ")}
    metro = next(r for r in games() if r.id == "metro")
    assert "e" in lacking_keys(metro) and "not in Heroes of Metro City" in rows["e"]
    for rules in games():
        lacking = lacking_keys(rules)
        for key, line in rows.items():
            assert (f"not in {rules.title}" in line or f"nor {rules.title}" in line) == (key in lacking), (rules.id, key)


def test_the_readme_writes_a_letter_key_as_the_table_binds_it():
    """Issue 14, Mistborn trial: the README's keys read "B F R V"; Shift+R typed an "R" into the
    command line, as the table binds the lowercase letter (and the footer shows it so). Every
    letter a README key table names is a key the table binds, in that case."""
    from screens.table import table_bindings

    text = README.read_text(encoding="utf-8")
    for rules in games():
        bound = {k for b in table_bindings([k.as_view() for k in rules.table_keys]) if b.tooltip
                 for k in b.key.split(",")}
        block = re.search(r"<!-- game: " + re.escape(rules.id) + r" [^\n]*-->\n(.*?)\n<!-- /game -->", text, re.S)
        rows = [line.split(" | ")[0].lstrip("| ") for part in (SECTION.search(text).group(2), block.group(1))
                for line in part.split("In a question:")[0].splitlines() if line.startswith("| ")]
        letters = [k for row in rows for k in row.split(" or ") if len(k) == 1 and k.isalpha()]
        assert letters, rules.id
        for k in letters:
            assert k in bound, f"{rules.id}: the README names key {k!r}; the table binds {sorted(bound)}"
