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
    # the rulebook's example panel and the public card list: Starter ("Defend"), Hero, Villain,
    # Equipment; no Super Power stack
    assert types == {"Starter", "Hero", "Villain", "Equipment"}
    assert all("Transformed" in c.subtypes for c in cat.game_cards("jld") if c.kind == "transformed")


def _transform_targets(effects):
    for e in effects:
        if e.op == "transform":
            yield from e.into
        yield from _transform_targets(getattr(e, "effects", []))


def test_every_transform_card_has_a_transformed_card_and_back(cat):
    transformed = {c.name for c in cat.game_cards("jld") if c.kind == "transformed"}
    targets = {t for c in cat.game_cards("jld") for t in _transform_targets(c.effects)}
    assert targets <= transformed
    # and every card of the Transformation Zone can be reached by a Transform
    assert transformed <= targets


def test_nemesis_levels_and_weakness(cat):
    levels = sorted(c.level for c in cat.game_cards("jld") if c.kind == "villain")
    # the rulebook's stack (1 + 3 + 2 + 1), its extended game (one more Level 3 and Level 2) and
    # "the Level 4 Nemesis cards", of which one is used
    assert levels == [1, 2, 2, 2, 2, 3, 3, 3, 4, 4]
    assert cat.by_name("jld", "Weakness").vp == -2


def test_nemesis_level_follows_the_cost_table(cat):
    # "Mixing in Cards from Other Sets": cost 8 is Level 1, 9-10 Level 2, 11-12 Level 3, 13+ Level 4
    def level(cost):
        return 1 if cost <= 8 else 2 if cost <= 10 else 3 if cost <= 12 else 4
    for c in cat.game_cards("jld"):
        if c.kind == "villain":
            assert c.level == level(c.cost), c.name


@pytest.mark.parametrize("variant, players, levels", [
    (None, 2, [1, 2, 2, 2, 3, 3, 4]),
    ("short", 3, [1, 2, 2, 2, 3, 3]),
    ("extended", 4, [1, 2, 2, 2, 2, 3, 3, 3, 4]),
    (None, 5, [1, 2, 2, 2, 3, 4]),
    (None, 6, [1, 2, 2, 2, 3, 3, 4]),
])
def test_nemesis_stack_per_variant_and_player_count(variant, players, levels):
    opts = {"variant": variant} if variant else {}
    for seed in range(4):  # which of the two Level 4 cards is used is random
        s = new_game("jld", [f"P{i}" for i in range(players)], seed, options=dict(opts, auto_pick=True))
        stack = [s.cards[u] for u in s.table["nemesis"]]
        assert [c.level for c in stack] == levels
        assert sum(c.level == 4 for c in stack) <= 1


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_players(n):
    with pytest.raises(ValueError):
        new_game("jld", [f"P{i}" for i in range(n)], 1)
