"""The Justice League Dark card set: counts from the rulebook's component list, every
Transform card has its Transformed card, the Nemesis levels, player counts."""

from __future__ import annotations

import pytest

from rules.catalog.loader import load
from rules.engine.game import new_game
from rules.engine.registry import rules_for

JLD_COUNTS = {"starter": 40, "main": 107, "stack": 12, "weakness": 16, "transformed": 29, "villain": 10,
              "character": 8}


@pytest.fixture(scope="module")
def cat():
    return load()


def test_counts_match_the_component_list(cat):
    counts: dict[str, int] = {}
    for c in cat.game_cards("jld"):
        counts[c.kind] = counts.get(c.kind, 0) + c.copies
    assert counts == JLD_COUNTS
    assert rules_for("jld").check_catalog(cat) == []


def test_check_catalog_notices_a_missing_transformed_card(cat):
    shazam = cat.by_name("jld", "Shazam! Champion of Magic")
    wrong = cat.with_cards([shazam.model_copy(update={"kind": "main"})])
    assert any("Shazam!" in p and "not a Transformed card" in p for p in rules_for("jld").check_catalog(wrong))


def test_transformed_cards_in_four_stacks_by_type(cat):
    types = {c.type for c in cat.game_cards("jld") if c.kind == "transformed"}
    assert types == {"Hero", "Villain", "Equipment", "Super Power"}
    assert all("Transformed" in c.subtypes for c in cat.game_cards("jld") if c.kind == "transformed")


def test_every_transform_card_has_a_transformed_card(cat):
    transformed = {c.name for c in cat.game_cards("jld") if c.kind == "transformed"}
    bases = [c for c in cat.game_cards("jld") if any(e.op == "transform" for e in c.effects)
             or any(e.op == "defense" and any(x.op == "transform" for x in e.effects) for e in c.effects)]
    assert sum(c.copies for c in bases) == 29
    for c in bases:
        for e in c.effects:
            for t in [e] + list(getattr(e, "effects", [])):
                if t.op == "transform":
                    assert set(t.into) <= transformed, c.name


def test_nemesis_levels_and_weakness(cat):
    levels = sorted(c.level for c in cat.game_cards("jld") if c.kind == "villain")
    assert levels == [1, 1, 2, 2, 2, 2, 3, 3, 3, 4]
    assert cat.by_name("jld", "Weakness").vp == -2


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_players(n):
    with pytest.raises(ValueError):
        new_game("jld", [f"P{i}" for i in range(n)], 1)
