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
