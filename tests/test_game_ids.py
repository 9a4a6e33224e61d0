"""No game is named in the app, the screens, the kernel or a family (DESIGN §2): every game
id is written only in the registration table (``rules/games/__init__.py``) and the game's own
package; ``hotseat/`` and ``screens/`` read what differs between games from the game's rules
object, the kernel and the families from what the game registers."""

from __future__ import annotations

import ast

import pytest

from conftest import REPO
from rules.api import games

IDS = {r.id for r in games()}
SOURCES = sorted(p for folder in ("hotseat", "screens") for p in (REPO / folder).rglob("*.py"))
#: the kernel (engine, card schema and loader) and the families: game-free too
KERNEL = sorted(p for folder in ("rules/engine", "rules/catalog", "rules/families") for p in (REPO / folder).rglob("*.py"))


def game_id_literals(source: str) -> list[tuple[int, str]]:
    """(line, id) of each string literal of ``source`` that is exactly a registered game id."""
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in IDS]


def test_every_shipped_game_is_registered():
    assert len(IDS) >= 2 and all(r.title for r in games())


def test_the_search_finds_a_game_id_written_in_code():
    first = games()[0].id
    found = game_id_literals(f'DEFAULT = {first!r}\nTIES = {{"{first}": 1}}\nif g == {first!r}: pass\n')
    assert found == [(1, first), (2, first), (3, first)]
    assert game_id_literals(f'"""Saves look like {{"game": "{first}"}}."""\nx = "{first} or not"\n') == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(REPO)))
def test_no_game_id_is_written_in_the_app_or_the_screens(path):
    assert game_id_literals(path.read_text(encoding="utf-8")) == [], (
        f"{path.relative_to(REPO)} names a game; read it from the game's Rules object instead")


@pytest.mark.parametrize("path", KERNEL, ids=lambda p: str(p.relative_to(REPO)))
def test_no_game_id_is_written_in_the_kernel_or_a_family(path):
    """The card schema validates a card's game against the registered ones, and each game
    declares its card types, subtypes and own ops (issue 10: the kernel names no game)."""
    assert game_id_literals(path.read_text(encoding="utf-8")) == [], (
        f"{path.relative_to(REPO)} names a game; the game's package should declare it")


def card_kinds() -> set[str]:
    """The card kinds the card schema defines (``Card.kind``)."""
    from typing import get_args

    from rules.catalog.schema import Card

    return set(get_args(Card.model_fields["kind"].annotation))


def game_words() -> set[str]:
    """The words only some games' cards print: every game's card types and subtypes, and the
    types and kinds its ``card_looks`` colours, less the card kinds the card schema itself
    defines (``starter``, ``weakness``: every game may have them)."""
    return {w for r in games() for w in (*r.card_types, *r.card_subtypes, *r.card_looks)} - card_kinds()


def test_the_screens_colour_cards_by_look_not_by_a_games_words():
    """Issue 10: a card's colour and badges come from its game (``Rules.card_looks``,
    ``Rules.badge_subtypes``: the card's ``look`` and ``badges`` in a view); no string in
    ``screens/`` is a game's card type or subtype ("Super-Villain", "METAL", "Ally")."""
    words = game_words()
    assert {"Super-Villain", "Hero", "METAL", "Ally", "Enemy"} <= words  # the search would find what cards.py had
    assert "starter" not in words  # a kind of the card schema, every game's
    hits = [f"{p.relative_to(REPO)}:{node.lineno}: {node.value!r}"
            for p in sorted((REPO / "screens").rglob("*.py"))
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in words]
    assert hits == []


def test_every_card_has_a_look_its_game_gives_and_the_screens_colour():
    """Each game's ``card_looks`` names looks of the kernel's list, and every shipped card of
    a game with looks gets one besides ``plain`` (so the table colours it)."""
    from rules.api import default_catalog
    from rules.engine.game import card_facts
    from rules.engine.looks import LOOKS
    from screens.widgets.cards import LOOK_STYLE

    assert set(LOOK_STYLE) == set(LOOKS)
    for r in games():
        assert set(r.card_looks.values()) <= set(LOOKS), r.id
        assert set(r.card_looks) <= set(r.card_types) | card_kinds(), r.id
    for card in default_catalog().cards.values():
        facts = card_facts(card)
        if card.kind != "tile":  # a tile (a rule card, a mission board) is not drawn as a card
            assert facts["look"] != "plain", (card.game, card.name, card.type, card.kind)
        assert set(facts["badges"]) <= set(card.subtypes)

