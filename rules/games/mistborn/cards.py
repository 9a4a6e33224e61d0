"""Mistborn's card terms: its card types and its own card fields (``[card.extra]``), declared
with :func:`rules.catalog.schema.declare_game` when the package is imported.

Fields (rulebook "Metals", "Cards", "Allies", "Characters & the Training Track"; the facts of
each card from ``../shared/reference/mistborn.md``):

* ``metal`` — the metal that powers an Action or an Ally (``atium`` for atium cards), or a
  Character's signature metal; none for Funding, metal-less Allies, missions and the Lord
  Ruler's cards;
* ``vial`` — the pair of metals in the card's vial (bottom right): a card in hand with a vial
  may be discarded to refresh a flared token of either metal of the pair, or used as either
  metal (sideways); ``atium`` is wild: any metal, or atium;
* ``defense`` — an Ally's defense (its health: damage at least this much kills it);
* ``starters`` — a Character's four starting cards (by name);
* ``market_slots`` — an Edict's market slots (1 to 6, left to right) whose cards are
  eliminated after it resolves;
* ``shields`` — an Adversary's shields, left to right (1 to 3): the damage that destroys
  each, a number or ``"X"`` (the Lord Ruler's Dominance value when attacked; rulebook
  "Co-op: Adversaries").
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


#: the eight metals of a player's tokens, in the training board's order
METALS = ("pewter", "tin", "bronze", "copper", "zinc", "brass", "iron", "steel")
Metal = Literal["pewter", "tin", "bronze", "copper", "zinc", "brass", "iron", "steel", "atium"]
#: the metal pairs printed on the vials (reference §0): a vial refreshes either metal of its pair
VIALS = {"pewter-tin": ("pewter", "tin"), "bronze-copper": ("bronze", "copper"),
         "zinc-brass": ("zinc", "brass"), "iron-steel": ("iron", "steel"), "atium": METALS + ("atium",)}
Vial = Literal["pewter-tin", "bronze-copper", "zinc-brass", "iron-steel", "atium"]

TYPES = frozenset({"Action", "Ally", "Character", "Funding", "Mission", "Edict", "Adversary"})


class MistbornFields(BaseModel):
    """The Mistborn card fields (see the module docstring), strict: a card file naming
    another field, or a metal that is not one of :data:`METALS`, is an error."""

    model_config = ConfigDict(extra="forbid", strict=True)
    metal: Metal | None = None
    vial: Vial | None = None
    defense: Annotated[int, Field(ge=1, le=20)] | None = None
    starters: list[str] = []
    market_slots: list[Annotated[int, Field(ge=1, le=6)]] = []
    shields: Annotated[list[Annotated[int, Field(ge=1, le=20)] | Literal["X"]], Field(max_length=3)] = []
