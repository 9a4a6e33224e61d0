"""One walk over a card's effect tree (:func:`rules.catalog.schema.walk`) for every rule that
looks for an op wherever it sits: Mordru's Reward, the "a Defense card" filter and the
catalog check of Transform targets all see nested effects."""

from __future__ import annotations

import pytest

from rules.catalog.loader import load
from rules.catalog.schema import CardFilter, walk
from rules.engine.effects import matches
from rules.engine.registry import rules_for


@pytest.fixture(scope="module")
def cat():
    return load()


def test_walk_reaches_every_nested_effect(cat):
    enchantress = cat.by_name("jld", "Enchantress, Dzamor")
    assert [e.op for e in walk(enchantress.effects)] == ["power", "defense", "transform"]
    mace = cat.by_name("metal", "Nth Metal Mace")
    assert "destroy" in {e.op for e in walk(mace.effects)}


def test_keyword_filter_finds_defense_and_ongoing_cards(cat):
    defense = CardFilter(keyword=["Defense"])
    assert matches(cat.by_name("metal", "Escape"), defense)
    assert matches(cat.by_name("metal", "Oblivion Bar"), defense)
    assert not matches(cat.by_name("metal", "Punch"), defense)
    assert matches(cat.by_name("metal", "Oblivion Bar"), CardFilter(keyword=["Ongoing"]))
    assert matches(cat.by_name("metal", "Carter Hall"), CardFilter(keyword=["Attack"]))
    assert not matches(cat.by_name("metal", "Escape"), CardFilter(keyword=["Attack"]))


def test_check_catalog_sees_a_transform_inside_a_defense(cat):
    enchantress = cat.by_name("jld", "Enchantress, Dzamor")
    defense = enchantress.effects[1]
    wrong_transform = defense.effects[0].model_copy(update={"into": ["Enchantress, Nowhere"]})
    wrong = enchantress.model_copy(update={"effects": [enchantress.effects[0],
                                                       defense.model_copy(update={"effects": [wrong_transform]})]})
    problems = rules_for("jld").check_catalog(cat.with_cards([wrong]))
    assert any("Enchantress, Nowhere" in p and "not a Transformed card" in p for p in problems)
