"""How the table colours a card: each game gives its card kinds and types a *look*, one of
:data:`LOOKS`, and the screens colour a look (never a game's card type) the same way in every
game (issue 10: "screens name no game").

A game declares its looks in :attr:`rules.engine.contract.Rules.card_looks`; a card's look is
part of its public facts in a view (``look``, :func:`rules.engine.game.card_facts`), beside
``badges``, the subtypes the game marks with a badge
(:attr:`rules.engine.contract.Rules.badge_subtypes`).
"""

from __future__ import annotations

from typing import Any

#: every look a card may have, each with what it is for (the screens give each one colour)
LOOKS: dict[str, str] = {
    "hero": "a card on the players' side, bought to help (a Hero, an Ally)",
    "villain": "a card of the enemy's side bought or met in the market (a Villain, an Edict)",
    "boss": "an enemy players fight or defeat (a Super-Villain, a Nemesis, an Enemy)",
    "character": "the character a player plays as (a Super Hero, a Character)",
    "power": "a power or an action (a Super Power, a Power, an Action)",
    "equipment": "an item or a source of energy (Equipment, Energy)",
    "location": "a place or a lasting goal (a Location, a Mission)",
    "starter": "a card of the starting decks",
    "weakness": "a card that only hurts its owner (a Weakness)",
    "stack": "a card of a stack beside the market (Breakthrough, Mystic Ritual)",
    "plain": "no colour of its own",
}


def card_look(rules: Any, card: Any) -> str:
    """The look of ``card`` (a :class:`rules.catalog.schema.Card`) in its game ``rules``: its
    kind's in :attr:`~rules.engine.contract.Rules.card_looks` (a starting card, a Weakness),
    else its type's, else ``"plain"``."""
    looks = rules.card_looks
    return looks.get(card.kind) or looks.get(card.type or "") or "plain"
