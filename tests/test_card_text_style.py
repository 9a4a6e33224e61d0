"""Generated card text reads like the series' cards, for every card (each kind of fault a
reader found once, checked across the whole set rather than on one example)."""

from __future__ import annotations

import re

import pytest
from pydantic import BaseModel

from rules.catalog.loader import load
from rules.catalog.schema import Card, CardFilter, Condition, Count
from rules.engine.effects import matches
from rules.engine.render import card_text
from rules.families.dc.text import NO_EFFECT_TEXT, filter_text


@pytest.fixture(scope="module")
def cards() -> list[Card]:
    return list(load().cards.values())


def _walk(node):
    """Every pydantic model reachable from ``node`` (effects, conditions, counts...)."""
    if isinstance(node, list):
        for x in node:
            yield from _walk(x)
    elif isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from _walk(getattr(node, name))


def _other_tests(card: Card):
    """(filter, kind) of each count, condition or bonus of ``card`` that leaves the card itself
    out: over the cards played this turn or controlled, and bonuses."""
    for m in _walk(card.effects):
        if isinstance(m, (Count, Condition)) and m.of in ("played", "controlled") and m.filter is not None:
            yield m.filter, m
        elif getattr(m, "op", None) == "bonus":
            yield m.filter, m


def test_another_only_with_a_type_the_card_has(cards):
    """"another Equipment" on a Hero reads as if the Hero were an Equipment: the word belongs
    only where the card itself fits the filter (and is then left out of the count)."""
    checked = 0
    for card in cards:
        text = card_text(card)
        for flt, _ in _other_tests(card):
            what = filter_text(flt)
            said_other = f"another {what}" in text or f"each other {what}" in text or f"one other {what}" in text
            assert said_other == matches(card, flt), (card.id, what, text)
            checked += 1
    assert checked >= 20  # the set has many such cards: the walk did find them


@pytest.mark.parametrize("words", [
    "next player hit", "yours now", "(once)", "stays in play", "stopping if", "among them and put",
    "no rules text", "enough for a capture", "(choose one)", "(during your turn",
    "from the cards you control", "or your discard pile", "(at least 0",
])
def test_no_engine_words(cards, words):
    for card in cards:
        assert words not in card_text(card), (card.id, card_text(card))


def test_keywords_start_their_paragraph(cards):
    """A keyword ("Transform:", "Defense:"...) opens a paragraph (after "Ongoing: " or
    "First Appearance – " at most), never the middle of a sentence."""
    keyword = re.compile(r"(Transform|Defense|Reward|Revert|Ongoing|Attack)( \(unavoidable\))?:")
    for card in cards:
        for line in card_text(card).splitlines():
            for m in keyword.finditer(line):
                before = line[:m.start()]
                assert before in ("", "Ongoing: ", "First Appearance – "), (card.id, line)


def test_ongoing_cards_show_which_part_is_ongoing(cards):
    """Series style: "+1 Power." then "Ongoing: ..." before each ability that works while the
    card stays in play; what happens on play has no "Ongoing" before it."""
    ongoing = [c for c in cards if c.has("ongoing")]
    assert len(ongoing) >= 10
    for card in ongoing:
        lines = card_text(card).splitlines()
        later = [i for i, line in enumerate(lines) if line.startswith("Ongoing: ")]
        assert later, card.id
        assert later == list(range(later[0], len(lines))), (card.id, lines)  # on-play text first
        for i in later:
            assert not lines[i].startswith("Ongoing: This card"), (card.id, lines[i])
        if card.effects[1:] and card.effects[1].op == "power":
            assert lines[0].startswith("+"), (card.id, lines)


def test_anti_monitors_antenna_reads_like_the_series():
    card = load().by_name("metal", "Anti-Monitor's Antenna")
    assert card_text(card) == "+1 Power.\nOngoing: At the start of your turn, +1 Power."


def test_look_at_says_any_number_of_them(cards):
    texts = {c.name: card_text(c) for c in cards if c.game == "metal"}  # JLD has a Detective Chimp too
    assert "You may discard any number of them. Put the rest back in the same order." in texts["Detective Chimp"]
    assert "You may put up to 2 of them into your hand." in texts["Dream"]


def test_weakness_and_vulnerability_say_what_they_do():
    cat = load()
    metal = card_text(cat.by_name("metal", "Weakness"))
    assert "2 Weakness cards" in metal and "Captured" in metal and "score pile" in metal
    assert "(2)" not in metal
    jld = card_text(cat.by_name("jld", "Weakness"))
    assert jld.startswith("Discard 2 other cards.") or jld.startswith("You may discard 2 other cards.")
    for game in ("metal", "jld"):
        assert card_text(cat.by_name(game, "Vulnerability")) == NO_EFFECT_TEXT
        assert "no Power" in NO_EFFECT_TEXT


def test_transform_inside_a_defense_gets_its_own_paragraph():
    text = card_text(load().by_name("jld", "Enchantress, Dzamor"))
    assert "If you do, Transform" not in text
    assert "\nTransform: When you avoid an Attack with this card, you may Seal it" in text


def test_hypertime_says_the_card_must_still_be_in_play():
    text = card_text(load().by_name("metal", "Hypertime"))
    assert "another card you played this turn that is still in play" in text


def test_type_and_subtype_together_are_one_test():
    """The schema, the text and the engine agree: {type = Equipment, subtype = METAL} is "an
    Equipment or METAL card" (Steel), so either half is enough."""
    flt = CardFilter(type=["Equipment"], subtype=["METAL"])
    assert filter_text(flt) == "Equipment or METAL card"
    cat = load()
    assert matches(cat.by_name("metal", "Promethium"), flt)  # METAL Equipment
    assert matches(cat.by_name("metal", "Phoenix Cannon"), flt)  # Equipment only
    assert matches(cat.by_name("metal", "Deathstroke"), flt)  # METAL Villain
    assert not matches(cat.by_name("metal", "Black Adam"), flt)  # neither
    # every other field must still hold as well
    assert not matches(cat.by_name("metal", "Phoenix Cannon"), CardFilter(type=["Equipment"], subtype=["METAL"],
                                                                          max_cost=2))
    from rules.catalog.schema import CardFilter as Doc

    assert "either" in (Doc.__doc__ or "")


def test_more_than_one_weakness_reads_as_a_plural():
    """Metal's glossary and guide said "gain 2 Weakness" and "Controlling 2 Weakness" (found in
    a bot game's read-through): a count above one takes the plural, in card text and in the
    games' help."""
    from rules.api import rules_for

    texts = [card_text(c) for c in load().cards.values()]
    for game in ("metal", "jld"):
        rules = rules_for(game)
        texts += [f"{t}: {d}" for t, d in (*rules.glossary, *rules.guide)]
    bad = [t for t in texts if re.search(r"\b[2-9] Weakness\b(?!es| card)", t)]
    assert not bad, bad[:3]
