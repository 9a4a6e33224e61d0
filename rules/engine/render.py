"""Card text in the kernel: the text of a registered op, and of a whole card, written by its
game (DESIGN §3: card text is generated from the effects, never typed by hand).

Each op is registered with its renderer (:func:`rules.engine.registry.card_op`);
:func:`effect_text` gives that text. :func:`card_text` asks the card's game
(:meth:`rules.engine.contract.Rules.card_text`), which lays the paragraphs out in its
series' style (the DC games: :mod:`rules.families.dc.text`).
"""

from __future__ import annotations

from rules.catalog.schema import Card

from .registry import OP_TEXT, rules_for


def a_an(phrase: str) -> str:
    """``phrase`` with its indefinite article, by its first letter: "a Hero", "an Alien Hero",
    "an Equipment card" (every game's generated text and log)."""
    return ("an " if phrase[:1].lower() in "aeiou" and phrase[:1] else "a ") + phrase


def effect_text(e) -> str:
    """The registered text of one effect (a clause without the final full stop).
    ValueError for an op registered without a text."""
    text = OP_TEXT.get(e.op)
    if text is None:
        raise ValueError(f"no text for op {e.op!r}")
    return text(e)


def card_text(card: Card) -> str:
    """The whole rules text of ``card``, one paragraph per line, as its game writes it.
    KeyError for a card of a game nobody registered."""
    return rules_for(card.game).card_text(card)


def name_list(names) -> str:
    """Names (an iterable of str) as one list: "Punch, Escape"; joined by "; " when a name
    holds a comma itself, so "Moonblade, New Moon; Punch" still reads as two cards (found in a
    trial). The one way every log line, refusal and panel lists card names."""
    names = list(names)
    return ("; " if any("," in n for n in names) else ", ").join(names)
