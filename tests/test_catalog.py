"""The shipped card set: it loads, its counts match the rulebook's component list, and the
catalog's digest tells when definitions change."""

from __future__ import annotations

import pytest

from rules.catalog.loader import Catalog, default_cards_path, load
from rules.catalog.schema import Card
from rules.engine.registry import rules_for

METAL_COUNTS = {"starter": 52, "main": 97, "stack": 16, "weakness": 30, "villain": 7, "character": 11, "tile": 1}


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load()


def test_shipped_file_is_found_and_loads(cat):
    assert default_cards_path().is_file()
    assert cat.game_cards("metal")


def test_metal_counts_match_the_component_list(cat):
    counts: dict[str, int] = {}
    for c in cat.game_cards("metal"):
        counts[c.kind] = counts.get(c.kind, 0) + c.copies
    assert counts == METAL_COUNTS
    assert rules_for("metal").check_catalog(cat) == []


def test_starting_decks_are_seven_punch_and_three_vulnerability_per_player(cat):
    assert cat.by_name("metal", "Punch").copies == 36
    assert cat.by_name("metal", "Vulnerability").copies == 16


def test_check_catalog_notices_a_wrong_count(cat):
    war_cry = cat.by_name("metal", "War Cry")
    fewer = cat.with_cards([war_cry.model_copy(update={"copies": war_cry.copies - 1})])
    assert rules_for("metal").check_catalog(fewer) == ["metal: the set needs 97 main cards, cards.toml has 96"]


def test_ids_are_unique_and_follow_the_game(cat):
    for cid, c in cat.cards.items():
        assert cid == c.id and cid.startswith(c.game + "/")


def test_by_name_and_unknown_name(cat):
    assert cat.by_name("metal", "War Cry").id == "metal/war-cry"
    with pytest.raises(KeyError):
        cat.by_name("metal", "Not A Card")


def test_digest_is_stable_and_changes_with_any_definition(cat):
    assert load().digest == cat.digest
    punch = cat.by_name("metal", "Punch")
    changed = cat.with_cards([punch.model_copy(update={"cost": 1})])
    assert changed.digest != cat.digest
    assert cat.by_name("metal", "Punch").cost == 0  # with_cards copies, never mutates


def test_cards_are_frozen_and_strict():
    with pytest.raises(Exception):
        Card.model_validate({"id": "metal/x", "name": "X", "game": "metal", "kind": "main", "cost": "4",
                             "source": "designed"})
    c = Card.model_validate({"id": "metal/x", "name": "X", "game": "metal", "kind": "main", "source": "designed"})
    with pytest.raises(Exception):
        c.cost = 3  # type: ignore[misc]


def test_every_card_named_in_an_effect_exists(cat):
    from rules.catalog.loader import cross_check

    assert cross_check(cat) == []
