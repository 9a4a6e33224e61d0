"""The DC games' card language: the models of the ops the family's cards share (DESIGN §3),
one per ``op``, each registered with its handler and its card text where the handler lives
(:func:`dc_op`: :mod:`.ops_cards`, :mod:`.ops_reveal`, :mod:`.ops_flow`, :mod:`.triggers`,
:mod:`.attacks`). The filters, counts and conditions they use are the kernel's
(:mod:`rules.catalog.schema`).

A model whose fields hold effects names them ``Effect`` without importing it: the module ends
with :func:`rules.catalog.schema.share_effect`, so the name is looked up when the card schema is
built, at the first validation, once every family and game has registered its ops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from rules.catalog.schema import (MAX_VP, Amount, CardFilter, Condition, Count, Model, Number, Positive, Selector,
                                  ZoneWords, share_effect)
from rules.engine.registry import card_op

from .text import dc_text

if TYPE_CHECKING:  # bound at run time by share_effect, at the end of the module (see the docstring)
    from rules.catalog.schema import Effect


def dc_op(model: type[Model]) -> Callable:
    """Decorator: register the decorated handler ``(state, effect, ctx)`` as the op of
    ``model``, with the DC card text (:func:`rules.families.dc.text.dc_text`)."""

    def deco(fn: Callable) -> Callable:
        card_op(model, fn, dc_text)
        return fn

    return deco


Dest = Literal["discard", "hand", "deck_top", "deck_bottom"]


class Power(Model):
    """+N Power for the player resolving the effect."""

    op: Literal["power"]
    amount: Amount


class Discard(Selector):
    """Discard N cards chosen by the selector (``from``: your hand by default; ``deck_top``
    discards the top cards of your deck, no choice); ``up_to`` makes fewer allowed;
    ``if_you_do`` resolves when at least one card was discarded.

    ``cost = true`` makes the discard a payment for ``if_you_do`` (the Justice League Dark
    Weakness): it is made in full or not at all. With fewer than N cards to discard nothing
    is discarded and ``if_you_do`` does not happen; when the card was played by an effect,
    the player decides whether to pay (playing it from hand is that decision)."""

    op: Literal["discard"]
    cost: bool = False
    if_you_do: list[Effect] = []


class Destroy(Selector):
    """Destroy N cards chosen by the selector (``this`` = the card itself; ``deck_top``: the
    top card of your deck if it matches, no choice); up to N unless ``up_to`` is false."""

    op: Literal["destroy"]
    up_to: bool = True
    if_you_do: list[Effect] = []


class Gain(Selector):
    """Gain cards: a named card from its stack (``card``; the selector is then not used), or
    cards chosen by the selector (``from``: the Line-Up by default) matching ``filter``;
    placed at ``to`` (the discard pile unless the card says). ``up_to`` (the selector's): the
    player may gain none (for a named card: may decline it)."""

    op: Literal["gain"]
    from_: ZoneWords = Field(["line_up"], alias="from")
    card: str | None = None
    to: Dest = "discard"
    if_you_do: list[Effect] = []


class PutOnTop(Selector):
    """Put up to N cards chosen by the selector (your discard pile by default; never this
    card) on top of your deck."""

    op: Literal["put_on_top"]
    from_: ZoneWords = Field(["discard"], alias="from")
    up_to: bool = True


class Reveal(Model):
    """Reveal the top card of your deck, then resolve ``then`` (which may test or count the
    revealed card), then do ``after`` with it if it is still there."""

    op: Literal["reveal"]
    then: list[Effect] = []
    after: Literal["keep", "may_discard", "discard", "may_destroy"] = "keep"


class LookAt(Model):
    """Look at the top N cards of your deck (stopping when it is empty), may ``action`` any of
    them, and put the rest back in the same order.

    ``empty_deck``: what an empty deck does as the effect starts. ``"stop"`` (Metal's printed
    "stopping when empty", its rulebook's Detective Chimp and The Drowned clarification: no
    shuffle, nothing more is seen); ``"shuffle"`` (the general rule, Shuffling Your Deck in the
    JLD rulebook: when the deck runs out before N cards are seen, the discard pile is shuffled
    to form the rest of it and the look goes on)."""

    op: Literal["look_at"]
    amount: Amount
    action: Literal["discard", "destroy", "to_hand"] = "discard"
    filter: CardFilter | None = None
    max_taken: Positive | None = None
    empty_deck: Literal["stop", "shuffle"] = "stop"


class Option(Model):
    """One choice of a :class:`ChooseOne`; offered only while ``requires`` holds."""

    effects: list[Effect]
    requires: Condition | None = None


class ChooseOne(Model):
    """Choose one of the options and resolve it."""

    op: Literal["choose_one"]
    options: list[Option]


class If(Model):
    """Resolve ``then`` when the condition holds, else ``otherwise``."""

    op: Literal["if"]
    condition: Condition
    then: list[Effect] = []
    otherwise: list[Effect] = []


class May(Model):
    """An optional effect: the player may resolve ``effects``; ``if_you_do`` follows."""

    op: Literal["may"]
    effects: list[Effect]
    if_you_do: list[Effect] = []


class Attack(Model):
    """An Attack: each foe (or one chosen foe) may avoid it with one Defense; the others
    resolve ``effects`` as the subject ("you" in them is the foe)."""

    op: Literal["attack"]
    target: Literal["each_foe", "one_foe", "each_player"] = "each_foe"
    effects: list[Effect]
    unavoidable: bool = False


class Defense(Model):
    """A Defense: discard this card (or use it in play, if Ongoing) to avoid an Attack, then
    resolve ``effects``."""

    op: Literal["defense"]
    effects: list[Effect] = []
    from_: Literal["hand", "play"] = Field("hand", alias="from")


class Bonus(Model):
    """A bonus earned once per turn for playing a card matching ``filter`` this turn, before
    or after this card (Metal: Cyborg One Million, Dionesium, Lady Blackhawk...)."""

    op: Literal["bonus"]
    filter: CardFilter
    effects: list[Effect]


class RevealTop(Model):
    """Reveal the top N cards of your deck; each matching ``filter`` goes to ``matching``,
    the others to ``others`` (Eighth Metal Sunblade)."""

    op: Literal["reveal_top"]
    amount: Number
    filter: CardFilter
    matching: Literal["hand", "discard", "destroy"] = "hand"
    others: Literal["discard", "deck_top"] = "discard"


class Ongoing(Model):
    """Ongoing: this card stays in play after the turn it is played."""

    op: Literal["ongoing"]


TriggerEvent = Literal[
    "play",  # you play a card matching filter
    "turn_start",
    "turn_end",
    "defend",  # you use a Defense
    "gain",  # you gain or buy a card matching filter
    "destroy",  # you destroy a card
    "discard",  # you discard a card (by an effect; not the end of turn)
]


class When(Model):
    """A triggered ability of a Character or a card in play: when ``event`` happens (for
    ``play``, the ``nth`` card matching filter this turn), resolve ``effects``."""

    op: Literal["when"]
    event: TriggerEvent
    filter: CardFilter | None = None
    nth: Positive | None = None
    once_per_turn: bool = False
    effects: list[Effect]


class Ability(Model):
    """An ability the controller may use on their turn (``use <card>``), once per turn unless
    ``once_per_turn`` is false. ``cost`` is a payment made first (a discard): the ability is
    usable only while it can be paid (Justice League Dark's payment abilities)."""

    op: Literal["ability"]
    once_per_turn: bool = True
    effects: list[Effect]
    cost: Discard | None = None


class Reward(Model):
    """Super-Villain or Nemesis Reward: resolved at once when it is bought or defeated."""

    op: Literal["reward"]
    effects: list[Effect]


class FirstAppearance(Model):
    """First Appearance – Attack: resolved when this Super-Villain is flipped face up."""

    op: Literal["first_appearance"]
    effects: list[Effect]


class Score(Model):
    """End-of-game VP for a ``*`` card: ``amount`` if ``condition`` holds (else 0), minus
    ``minus`` (a count), never below 0."""

    op: Literal["score"]
    amount: Annotated[int, Field(ge=0, le=MAX_VP)]
    condition: Condition | None = None
    minus: Count | None = None


class ReturnToStack(Model):
    """Return this card to its stack (Breakthrough)."""

    op: Literal["return_to_stack"]


class DiscardHandDraw(Model):
    """Each affected player discards their hand and draws N."""

    op: Literal["discard_hand_draw"]
    amount: Number = 5


class ForEachFoe(Model):
    """Resolve ``effects`` for each foe in turn order (no Attack, cannot be defended)."""

    op: Literal["each_foe"]
    effects: list[Effect]


share_effect(globals())  # after the models: see the module docstring
