"""Heroes of Metro City's card types and printed fields, declared to the card schema
(the game contract's ``card_types``, ``card_subtypes`` and ``card_fields``).

Card types (rulebook "Energy Fuels Your Powers!", "Powers Deal Damage!", "Tell Your Story!",
"Damage Defeats Enemies!"): ``Storyline``, ``Energy``, ``Power``, ``Enemy``. Subtypes: the
kinds of Power (``Melee``, ``Ranged``, ``Movement``) and the ranks of Enemy (``Minion``,
``Villain``, ``Archenemy``). A card's own fields go in its ``extra`` table
(:class:`MetroFields`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.catalog.schema import Card

GAME = "metro"
#: the damage types, in the order the game lists them
DAMAGE_TYPES: tuple[str, ...] = ("physical", "mental", "elemental")
DamageType = Literal["physical", "mental", "elemental"]
#: the Enemy ranks, in the order City Destruction resolves them (rulebook "City Destruction")
RANKS: tuple[str, ...] = ("Minion", "Villain", "Archenemy")

Level = Field(default=0, ge=0, le=10)


class MetroFields(BaseModel):
    """The printed fields of a Metro City card (``extra = {...}`` in ``cards.toml``).

    ``req``: a Power's Energy Requirement (REQ), the least Energy Level it needs; ``energy``:
    the Energy Level an Energy card gives when slotted, the level a cascading Power gives the
    Power placed on it, and for a ``versatile`` card the level it adds to its source;
    ``versatile``: the Energy card may instead be Activated as a Power (Spark of Energy);
    ``accepts``: the Power kinds a cascading Power can Activate (empty: any Power);
    ``plot``: the Plot Points the card gives as a Storyline (an Enemy defeated into a hand
    gives its own); ``life``: an Enemy's Life; ``immune``: damage types an Enemy ignores;
    ``resist``: damage an Enemy takes off each type; ``extra_minion``: while this Villain is
    face up it reveals a second Minion at Reinforce Enemies (Commander Graven)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    req: int = Level
    energy: int = Level
    versatile: bool = False
    accepts: list[Literal["Melee", "Ranged", "Movement"]] = []
    plot: int = Level
    life: int = Field(default=0, ge=0, le=50)
    immune: list[DamageType] = []
    resist: dict[DamageType, int] = {}
    extra_minion: bool = False


#: the card types and subtypes Metro City prints (the game contract's ``card_types``, ``card_subtypes``)
CARD_TYPES = frozenset({"Storyline", "Energy", "Power", "Enemy"})
SUBTYPES = frozenset({"Melee", "Ranged", "Movement", *RANKS})


def rank(card: Card) -> str | None:
    """An Enemy's rank (``Minion``, ``Villain``, ``Archenemy``), or None for another card."""
    for s in card.subtypes:
        if s in RANKS:
            return s
    return None


def is_storyline(card: Card) -> bool:
    """True for a Storyline card, and for an Enemy a Hero owns (defeated and turned into a
    Storyline, rulebook "Battle Enemies")."""
    return card.type in ("Storyline", "Enemy")


def sacrifice_kind(card: Card) -> tuple[str, frozenset[str]]:
    """What "the same type of card" means for a Heroic Sacrifice (rulebook "Heroic
    Sacrifice": Melee Power, Energy Source, Storyline...): the card type (an Enemy a Hero owns
    is a Storyline) and, for a Power, its kinds."""
    if is_storyline(card):
        return ("Storyline", frozenset())
    kinds = frozenset(card.subtypes) if card.type == "Power" else frozenset()
    return (card.type or "", kinds)


def same_type(a: Card, b: Card) -> bool:
    """True when ``a`` may be sacrificed for ``b``: same card type and, for Powers, a kind in
    common (or neither has a kind)."""
    (ta, ka), (tb, kb) = sacrifice_kind(a), sacrifice_kind(b)
    return ta == tb and (ka == kb or bool(ka & kb))


def can_activate(card: Card) -> bool:
    """True for a card that may be Activated on a source: a Power, or a versatile Energy
    card played as a Power."""
    return card.type == "Power" or (card.type == "Energy" and card.extra.get("versatile", False))


def facts_text(card: Card) -> list[str]:
    """The card's printed numbers as sentences, before its effects' text
    (:meth:`MetroRules.card_text <rules.games.metro.rules.MetroRules.card_text>`)."""
    f = card.extra
    out = []
    if card.type == "Power" or f["req"]:
        out.append(f"REQ {f['req']}.")
    if card.type == "Energy":
        out.append(f"Energy Level {f['energy']}.")
        if f["versatile"]:
            out.append(f"Versatile: you may Activate it as a Power instead; it then gives its source's Energy Level "
                       f"+{f['energy']}.")
    elif f["energy"]:
        kinds = " or ".join(f["accepts"])
        out.append(f"Energy Level {f['energy']}: a {kinds + ' ' if kinds else ''}Power may be Activated on it.")
    if card.type == "Storyline":
        out.append(f"Storyline: {f['plot']} Plot Point{'s' if f['plot'] != 1 else ''}.")
    if card.type == "Enemy":
        out.append(f"Life {f['life']}.")
        if f["immune"]:
            out.append(f"Takes no {' or '.join(t.capitalize() for t in f['immune'])} damage.")
        for t, n in f["resist"].items():
            out.append(f"Takes {n} less {t.capitalize()} damage.")
        if f["plot"]:
            out.append(f"Defeated, it may join your hand as a Storyline: {f['plot']} Plot Point"
                       f"{'s' if f['plot'] != 1 else ''}.")
        if f["extra_minion"]:
            out.append("While it is face up, a second Minion is revealed beside the Minion stack at Reinforce "
                       "Enemies.")
    return out
