"""The one text renderer: card text generated from effects reads as a player expects."""

from __future__ import annotations

import re

import pytest

from rules.catalog.loader import load
from rules.catalog.schema import Card
from rules.engine.render import card_text
from rules.families.dc.text import effects_text, filter_text, third_person


@pytest.fixture(scope="module")
def cat():
    return load()


def text(cat, name: str, kind: str | None = None) -> str:
    hits = [c for c in cat.game_cards("metal") if c.name == name and (kind is None or c.kind == kind)]
    assert len(hits) == 1, hits
    return card_text(hits[0])


def make(effects) -> Card:
    return Card.model_validate({"id": "metal/t", "name": "T", "game": "metal", "kind": "main",
                                "source": "designed", "effects": effects})


@pytest.mark.parametrize("name, kind, want", [
    ("Punch", None, "+1 Power."),
    ("War Cry", None, "+2 Power.\nDraw a card."),
    ("Carter Hall", None, "+3 Power.\nAttack: Each foe gains a Weakness."),
    ("Black Manta", None, "+1 Power.\nAttack: Choose a foe. That foe discards 2 cards."),
    ("Fair Play", None, "Draw 2 cards.\nEach foe draws a card."),
    ("The Devastator", None, "Reward: Gain a card with cost 5 or less from the Line-Up and put it into your hand.\n"
                              "First Appearance – Attack: Each player gains a Weakness."),
    ("The Drowned", None, None),
    ("Mister Terrific", "character", "Once during each of your turns, you may gain a Weakness. If you do, +2 Power."),
    ("Steel", None, "+1 Power.\n+1 Power for each other Equipment or METAL card you have played this turn.\n"
                    "When you play another Equipment or METAL card this turn, +1 Power."),
    ("Search the Depths", None, "+1 Power.\nLook at the top 3 cards of your deck (if it runs out, shuffle your "
                                "discard pile to form the rest). "
                                "You may put one of them into your hand. Put the rest back in the same order."),
    ("Mister Terrific", "main", "+2 Power.\nChoose one: (1) draw a card or (2) you may destroy a card in your hand "
                                "or discard pile."),
    ("Superman", "character", "It takes 3 Weakness cards for your Characters to become Captured."),
])
def test_real_cards(cat, name, kind, want):
    if want is not None:
        assert text(cat, name, kind) == want


def test_first_appearance_says_attack_once(cat):
    for c in cat.game_cards("metal"):
        assert "Attack: Attack" not in card_text(c)


def test_the_drowned_conjugates_every_verb_for_the_foe(cat):
    assert "First Appearance – Attack: Each player gains a Weakness and puts it on top of their deck." in \
        text(cat, "The Drowned")


def test_the_merciless_reads_in_the_third_person(cat):
    assert ("Each player reveals the top card of their deck and passes it to the left, skipping anyone who avoided "
            "this Attack. Each card passed this way goes into its new owner's discard pile.") in text(cat, "The Merciless")


def test_choose_one_inside_an_attack(cat):
    assert "Each player chooses one: (1) discard a METAL card or (2) gain 2 Weaknesses." in \
        text(cat, "The Murder Machine")


def test_no_doubled_words_or_bad_articles_in_any_card(cat):
    for c in cat.cards.values():
        t = card_text(c)
        assert "you may you may" not in t.lower(), c.name
        assert not re.search(r"\ba [AEIOU]", t), (c.name, t)
        assert "up to 1 " not in t, (c.name, t)
        assert not re.search(r"\b(\w+) \1\b", t), (c.name, t)


def test_options_of_choose_one_start_in_lower_case(cat):
    for c in cat.cards.values():
        for m in re.finditer(r"\(\d\) (\S+)", card_text(c)):
            word = m.group(1)
            assert word[0] in "+" or not word[0].isupper() or word.isupper(), (c.name, word)


def test_typed_filter_is_rendered(cat):
    assert "Put each revealed card with a card type into your hand and discard the others." in \
        text(cat, "Eighth Metal Sunblade")


def test_ownership_condition_reads_naturally(cat):
    assert "this card is worth 5 VP if you own 5 or more METAL cards, else 0 VP" in text(cat, "Carter Hall's Journal")


def test_attack_text_with_a_follow_up_sentence():
    c = make([{"op": "attack", "effects": [{"op": "discard", "amount": 1}, {"op": "draw", "amount": 1}]}])
    assert card_text(c) == "Attack: Each foe discards a card. They draw a card."
    c = make([{"op": "attack", "effects": [{"op": "may", "effects": [{"op": "gain", "card": "Weakness"}],
                                            "if_you_do": [{"op": "draw", "amount": 2}]}]}])
    assert card_text(c) == "Attack: Each foe may gain a Weakness. If they do, they draw 2 cards."


def test_may_wrapping_an_optional_effect_is_not_doubled():
    c = make([{"op": "may", "effects": [{"op": "destroy", "from": "hand"}]}])
    assert card_text(c) == "You may destroy a card in your hand."


def test_filter_text():
    from rules.catalog.schema import CardFilter

    assert filter_text(CardFilter(type=["Hero"]), n=2) == "Heroes"
    assert filter_text(CardFilter(subtype=["METAL"])) == "METAL card"
    assert filter_text(CardFilter(type=["Equipment"], subtype=["METAL"])) == "Equipment or METAL card"
    assert filter_text(CardFilter(typed=False)) == "card with no type"
    assert filter_text(CardFilter(max_cost=5, not_name=["Weakness"])) == "card other than a Weakness with cost 5 or less"


def test_third_person():
    assert third_person("Gain a Weakness and put it on top of your deck") == \
        "gains a Weakness and puts it on top of their deck"
    assert third_person("You may discard a card") == "may discard a card"


def test_every_card_of_every_game_renders(cat):
    for c in cat.cards.values():
        card_text(c)
    assert effects_text([]) == ""


def test_a_discard_that_pays_for_this_card_says_other_cards():
    """JLD Weakness: the 2 cards discarded to return it are other cards, whether the discard is
    written plainly or as an optional "may"."""
    plain = make([{"op": "discard", "amount": 2, "if_you_do": [{"op": "return_to_stack"}]}])
    assert card_text(plain) == "Discard 2 other cards. If you do, return this card to its stack."
    may = make([{"op": "may", "effects": [{"op": "discard", "amount": 2}], "if_you_do": [{"op": "return_to_stack"}]}])
    assert card_text(may) == "You may discard 2 other cards. If you do, return this card to its stack."
    assert card_text(make([{"op": "discard", "amount": 2}])) == "Discard 2 cards."


def test_a_fragment_of_unknown_card_keeps_another():
    """Prompts that render effects without their card say "another" (the engine leaves the
    card itself out of such counts), and the card's own text decides when it knows the card."""
    cond = [{"op": "if", "condition": {"of": "played", "filter": {"type": ["Hero"]}}, "then": [{"op": "draw"}]}]
    c = make(cond)
    assert effects_text(c.effects) == "If you have played another Hero this turn, draw a card."
    assert card_text(c) == "If you have played a Hero this turn, draw a card."  # T has no type
