"""The card language: pydantic models for every card of every game (DESIGN §3).

A card file is TOML with one ``[[card]]`` table per distinct card. Every model here is
frozen, forbids unknown keys and is strict on scalars, so ``cost = "4"`` is an error rather
than a silent 4. Effects are a discriminated union on ``op``; conditions, filters and counts
are structured tables. Nothing in a card file is ever evaluated as code.

Shapes:
    Card.effects   list[Effect]  -- what the card does, in order; wrapper ops (``ongoing``,
                   ``defense``, ``when``, ``ability``, ``reward``, ``first_appearance``,
                   ``score``, ``rule``) describe abilities that are not resolved on play.
    Amount         int | Count   -- a fixed number, or a count of something at resolution.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

GameId = Literal["metal", "jld", "metro", "mistborn"]


# --------------------------------------------------------------------------- bounds
# Every number of a card file has bounds (issue 8 §4): wide enough for any card of these
# games, narrow enough that no card can make the engine loop for long, hold a huge set in
# memory, or turn a rule upside down (a negative cost that adds Power when bought).

#: costs are 0..MAX_COST (the printed costs of Metal and Justice League Dark go up to 14)
MAX_COST = 20
#: VP are MIN_VP..MAX_VP (Weakness cards are worth -1 or -2; the best Nemesis 10)
MIN_VP, MAX_VP = -5, 20
#: copies of one card in a set ("a few hundred"; the biggest stacks hold 36)
MAX_COPIES = 300
#: one effect's amount (cards drawn, discarded, looked at, Surged...; Power) -- more than a
#: deck of these games ever holds
MAX_AMOUNT = 100
#: the multiplier of a count
MAX_TIMES = 10
#: Nemesis levels (``jld``)
MAX_LEVEL = 4

Cost = Annotated[int, Field(ge=0, le=MAX_COST)]
Vp = Annotated[int, Field(ge=MIN_VP, le=MAX_VP)]
#: a number of cards or Power: 0..MAX_AMOUNT
Number = Annotated[int, Field(ge=0, le=MAX_AMOUNT)]
#: a number that must be at least 1 (how many may be taken, the nth card, a threshold)
Positive = Annotated[int, Field(ge=1, le=MAX_AMOUNT)]


class Model(BaseModel):
    """Base for all card-language models: frozen, strict, no unknown keys."""

    # defer_build: the Effect union is complete only once every game has registered its ops
    # (:func:`register_effect`), at the first validation
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


# --------------------------------------------------------------------------- filters
class CardFilter(Model):
    """Which cards qualify. Every given field must hold; lists mean "any of".

    ``type`` matches the printed card type (``"Hero"``, ``"Super Power"``...); ``subtype``
    matches a subtype such as ``"METAL"``. Both name what kind of card is wanted, so given
    together they are one test that either may pass: ``type = ["Equipment"], subtype =
    ["METAL"]`` is "an Equipment or METAL card" (Steel). ``typed = false`` matches cards with
    no type (Weakness, Breakthrough). Costs are inclusive bounds in the game's cost unit.
    ``keyword`` matches cards with an Attack, Defense or Ongoing ability (The Flash: "a
    Defense card").
    """

    type: list[str] | None = None
    subtype: list[str] | None = None
    name: list[str] | None = None
    not_name: list[str] | None = None
    typed: bool | None = None
    min_cost: Cost | None = None
    max_cost: Cost | None = None
    min_vp: Vp | None = None
    #: cards with one of these abilities anywhere in their text ("a Defense card")
    keyword: list[Literal["Attack", "Defense", "Ongoing"]] | None = None


# --------------------------------------------------------------------------- counts
CountOf = Literal[
    "played",  # cards you played this turn (matching filter), this card excluded
    "controlled",  # cards you control (played or Ongoing), this card excluded
    "in_hand",
    "in_discard",
    "owned",  # every card you own (end of game scoring)
    "score_pile",
    "line_up",
    "characters",  # Characters on your team
    "foes",
    "revealed_vp",  # VP of the card revealed by this effect (at least 0)
    "revealed_cost",
    "destroyed_this_effect",  # cards destroyed/discarded by the previous step of this card
    "foes_hit",  # foes the Attack of this card affected
]


class Count(Model):
    """A number counted when the effect resolves: ``times`` × (cards matching ``filter``
    in the place ``of``), capped at ``max`` when given."""

    of: CountOf
    filter: CardFilter | None = None
    times: Annotated[int, Field(ge=0, le=MAX_TIMES)] = 1
    max: Number | None = None


#: amounts are never negative ("You cannot lose Power", Metal "Batmanium, Multiverse Map")
Amount = Union[Number, Count]


# --------------------------------------------------------------------------- conditions
class Condition(Model):
    """A test made when an effect resolves: at least ``at_least`` (and at most
    ``at_most``) things counted as in :class:`Count`; ``revealed`` tests the card just
    revealed against ``filter``; ``stack_has`` tests that the named stack is not empty."""

    of: CountOf | Literal["revealed", "stack_has"]
    filter: CardFilter | None = None
    at_least: Number = 1
    at_most: Number | None = None
    stack: str | None = None


# --------------------------------------------------------------------------- effects
Zone = Literal["hand", "discard", "hand_or_discard", "played", "line_up", "deck_top", "this"]
Dest = Literal["discard", "hand", "deck_top", "deck_bottom"]


class Power(Model):
    """+N Power (``metal``/``jld``) for the player resolving the effect."""

    op: Literal["power"]
    amount: Amount


class Draw(Model):
    """Draw N cards (reshuffle only when a card must be drawn from an empty deck)."""

    op: Literal["draw"]
    amount: Amount = 1


class Discard(Model):
    """Discard N cards from ``from_`` (hand by default); ``up_to`` makes fewer allowed;
    ``if_you_do`` resolves when at least one card was discarded.

    ``cost = true`` makes the discard a payment for ``if_you_do`` (the Justice League Dark
    Weakness): it is made in full or not at all. With fewer than N cards to discard nothing
    is discarded and ``if_you_do`` does not happen; when the card was played by an effect,
    the player decides whether to pay (playing it from hand is that decision)."""

    op: Literal["discard"]
    amount: Amount = 1
    from_: Literal["hand", "deck_top", "played"] = Field("hand", alias="from")
    filter: CardFilter | None = None
    up_to: bool = False
    cost: bool = False
    if_you_do: list[Effect] = []


class Destroy(Model):
    """Destroy N cards chosen from a zone (``this`` = the card itself)."""

    op: Literal["destroy"]
    amount: Amount = 1
    from_: Zone = Field("hand", alias="from")
    filter: CardFilter | None = None
    up_to: bool = True
    if_you_do: list[Effect] = []


class Gain(Model):
    """Gain cards: a named card from its stack (``card``), or one chosen from ``from_``
    matching ``filter``; placed at ``to`` (the discard pile unless the card says)."""

    op: Literal["gain"]
    card: str | None = None
    amount: Amount = 1
    from_: Literal["stack", "line_up", "main_deck_top", "destroyed", "revealed"] = Field(
        "stack", alias="from"
    )
    filter: CardFilter | None = None
    to: Dest = "discard"
    optional: bool = False
    if_you_do: list[Effect] = []


class PutOnTop(Model):
    """Put up to N cards from a zone on top of your deck."""

    op: Literal["put_on_top"]
    amount: Amount = 1
    from_: Literal["hand", "discard", "played"] = Field("discard", alias="from")
    filter: CardFilter | None = None
    up_to: bool = True


class Reveal(Model):
    """Reveal the top card of your deck, then resolve ``then`` (which may test or count the
    revealed card), then do ``after`` with it if it is still there."""

    op: Literal["reveal"]
    then: list[Effect] = []
    after: Literal["keep", "may_discard", "discard", "may_destroy"] = "keep"


class LookAt(Model):
    """Look at the top N cards of your deck (stopping when it is empty, no reshuffle), may
    ``action`` any of them, and put the rest back in the same order."""

    op: Literal["look_at"]
    amount: Amount
    action: Literal["discard", "destroy", "to_hand"] = "discard"
    filter: CardFilter | None = None
    max_taken: Positive | None = None


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


class PassTopCard(Model):
    """Inside an Attack: each player hit reveals the top card of their deck and passes it to
    the next player hit on their left, who puts it into their discard pile (alone, they just
    reveal it)."""

    op: Literal["pass_top_card"]


class GainTopOrNext(Model):
    """Gain the top card of the main deck, or instead the card under it unseen."""

    op: Literal["gain_top_or_next"]


class PlayFromFoes(Model):
    """Each foe reveals the top card of their deck; you may take one matching ``filter`` and
    play it: it is now yours."""

    op: Literal["play_from_foes"]
    filter: CardFilter | None = None


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
    usable only while it can be paid (``jld`` payment abilities)."""

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


class Rule(Model):
    """A rule change while this card is on your team or in play, named by the game module
    (e.g. ``capture_threshold`` = 3 for Superman)."""

    op: Literal["rule"]
    rule: Literal["capture_threshold"]
    value: Positive


class Capture(Model):
    """Weakness (``metal``): if you control enough Weakness, one Character is Captured and
    the turn ends."""

    op: Literal["capture_check"]


class VillainRescue(Model):
    """The Batman Who Laughs (``metal``): whoever gains a Super-Villain costing
    ``max_cost`` or less rescues a Captured Character and gains ``weakness`` Weakness; and
    whenever no Character is Captured, the top of the Character stack is."""

    op: Literal["villain_rescue"]
    max_cost: Cost
    weakness: Number


class Rescue(Model):
    """Rescue a Captured Character of your choice onto your team (``metal``)."""

    op: Literal["rescue"]


class Recruit(Model):
    """Recruit: look at the top 2 of the Character stack, keep 1 (``metal``)."""

    op: Literal["recruit"]


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


class DestroyWeakness(Model):
    """Destroy every Weakness in one zone of your choice among ``zones`` (Barbatos)."""

    op: Literal["destroy_all"]
    filter: CardFilter
    zones: list[Literal["discard", "score_pile", "hand"]]


# --------------------------------------------------------------------------- jld ops
SealFrom = Literal["this", "hand", "discard", "played", "line_up", "main_deck_top", "destroyed", "deck_top"]


class Seal(Model):
    """Seal: put cards into your score pile from the zones named in ``from`` (``this`` = the
    card itself; ``played`` = cards you control). Sealing a card you do not own gains it.
    ``below_played``: only cards costing less than the most expensive card matching it that
    you played this turn (``jld``)."""

    op: Literal["seal"]
    from_: list[SealFrom] = Field(["this"], alias="from")
    filter: CardFilter | None = None
    amount: Amount = 1
    up_to: bool = True
    below_played: CardFilter | None = None
    if_you_do: list[Effect] = []


class Surge(Model):
    """Surge: the main deck's top card joins the Line-Up (it may grow past its size;
    an empty main deck does nothing)."""

    op: Literal["surge"]
    amount: Number = 1


class Transform(Model):
    """Transform: when the card is played (or used, inside a Defense) and the condition is
    met, you may Seal this card and gain one of the ``into`` cards, looked for in your score
    pile, then the Transformation Zone, then the destroyed pile; otherwise resolve
    ``otherwise``. The condition: ``condition`` holds, and/or you discard a card matching
    ``discard`` from your hand."""

    op: Literal["transform"]
    into: list[str] = Field(min_length=1)
    condition: Condition | None = None
    discard: CardFilter | None = None
    otherwise: list[Effect] = []
    to: Dest = "hand"


class TransformAny(Model):
    """Transform a card with a Transform ability from ``from`` without meeting its condition:
    Seal it and gain a Transformed version of your choice into ``to`` (Mordru)."""

    op: Literal["transform_any"]
    from_: Literal["hand", "discard", "hand_or_discard"] = Field("hand_or_discard", alias="from")
    to: Dest = "discard"


class Revert(Model):
    """Revert (mandatory): when ``condition`` holds, this card goes to your score pile and the
    ``into`` card, only from your score pile, goes to your discard pile."""

    op: Literal["revert"]
    condition: Condition
    into: str


class Banner(Model):
    """Blue banner text: resolved only when this card moves as named in ``on`` (discarded from
    hand or deck, Sealed from anywhere, destroyed), never when it is played."""

    op: Literal["banner"]
    on: list[Literal["discarded", "sealed", "destroyed"]] = Field(min_length=1)
    effects: list[Effect]


class Borrow(Model):
    """Take control of a Location in ``from`` until the end of your turn; it stays in its
    zone and you do not gain it (Houdini Key, New Avatar of the Green)."""

    op: Literal["borrow"]
    from_: list[Literal["line_up", "foes"]] = Field(["line_up"], alias="from")
    filter: CardFilter | None = None


class PlayAgain(Model):
    """Play again another card you played this turn that is still in your play area (Zatanna
    Zatara): a play like any other, so it counts as played and triggers play abilities."""

    op: Literal["play_again"]
    filter: CardFilter | None = None


class PutOnBottom(Model):
    """Put up to N cards from a zone (never this card) on the bottom of your deck."""

    op: Literal["put_on_bottom"]
    amount: Amount = 1
    from_: Literal["hand", "discard"] = Field("discard", alias="from")
    filter: CardFilter | None = None
    up_to: bool = True


class RevealDistinct(Model):
    """Reveal the top N cards of your deck; each card whose card type no other revealed card
    shares goes into your hand (cards with no type never do); discard the rest."""

    op: Literal["reveal_distinct"]
    amount: Number = 3


#: the effect models of the card language, one per ``op``: the kernel's below, and those a
#: game registers (:func:`register_effect`)
EFFECT_MODELS: list[type[Model]] = [
    Power,
    Draw,
    Discard,
    Destroy,
    Gain,
    PutOnTop,
    Reveal,
    LookAt,
    ChooseOne,
    If,
    May,
    Attack,
    Defense,
    Ongoing,
    When,
    Ability,
    Reward,
    FirstAppearance,
    Score,
    Rule,
    Capture,
    VillainRescue,
    Rescue,
    Recruit,
    ReturnToStack,
    DiscardHandDraw,
    ForEachFoe,
    DestroyWeakness,
    Bonus,
    RevealTop,
    PassTopCard,
    GainTopOrNext,
    PlayFromFoes,
    Seal,
    Surge,
    Transform,
    TransformAny,
    Revert,
    Banner,
    Borrow,
    PlayAgain,
    PutOnBottom,
    RevealDistinct,
]


def op_name(model: type[Model]) -> str:
    """The ``op`` literal of an effect model. ValueError when it has none."""
    field = model.model_fields.get("op")
    args = get_args(field.annotation) if field is not None and not isinstance(field.annotation, str) else ()
    if len(args) != 1 or not isinstance(args[0], str):
        raise ValueError(f"{model.__name__} needs an op field typed Literal['<op name>']")
    return args[0]


def register_effect(model: type[Model], game: str | None = None, docs: dict[str, str] | None = None) -> str:
    """Add an effect model (an ``op``) to the card language; ``game`` makes it one game's own
    (:data:`GAME_OPS`: a card of another game may not use it); ``docs`` describes its fields
    for the JSON Schema (:data:`FIELD_DOCS`, by field name). Returns the op name.
    ValueError for an op name already taken; RuntimeError once cards have been validated (a
    game registers its ops when its package is imported, before any card is loaded)."""
    global Effect
    name = op_name(model)
    if any(op_name(m) == name for m in EFFECT_MODELS):
        raise ValueError(f"op {name!r} is already registered")
    if Card.__pydantic_complete__:
        raise RuntimeError(f"op {name!r} registered after cards were loaded; register ops at import time")
    EFFECT_MODELS.append(model)
    Effect = Annotated[Union[tuple(EFFECT_MODELS)], Field(discriminator="op")]
    if game is not None:
        GAME_OPS[game] = GAME_OPS.get(game, frozenset()) | {name}
    for field, text in (docs or {}).items():
        FIELD_DOCS[(model.__name__, field)] = text
    return name


#: ops that describe abilities rather than something resolved when the card is played
PASSIVE_OPS = frozenset(
    {"ongoing", "defense", "when", "ability", "reward", "first_appearance", "score", "rule", "banner"}
)



def walk(effects: list) -> Iterator:
    """Every effect of ``effects`` and, depth first, every effect nested in them (``then``,
    ``otherwise``, ``if_you_do``, a Defense's or a Reward's ``effects``, the options of a
    Choose one, an ability's ``cost``...): one walk over the effect tree for every rule that
    looks for an op wherever it sits (Mordru's Reward finding a Transform inside a Defense)."""
    for e in effects:
        yield e
        yield from _nested(e)


def _nested(m: Model) -> Iterator:
    for name in type(m).model_fields:
        value = getattr(m, name)
        for x in value if isinstance(value, list) else (value,):
            if isinstance(x, Model):
                if hasattr(x, "op"):
                    yield x
                yield from _nested(x)


# --------------------------------------------------------------------------- cards
Kind = Literal[
    "starter", "main", "stack", "villain", "character", "tile", "weakness", "transformed"
]


#: the card types each game prints (``type``, and ``type`` in filters); a card file naming
#: another is an error
CARD_TYPES: dict[str, frozenset[str]] = {
    "metal": frozenset({"Starter", "Hero", "Villain", "Super Power", "Equipment", "Location",
                        "Super-Villain", "Super Hero"}),
    "jld": frozenset({"Starter", "Hero", "Villain", "Super Power", "Equipment", "Location",
                      "Super-Villain", "Super Hero"}),
}

#: the subtypes each game prints (``subtypes``, and ``subtype`` in filters)
SUBTYPES: dict[str, frozenset[str]] = {
    "metal": frozenset({"METAL"}),
    "jld": frozenset({"Transformed"}),
}

#: ops that belong to one game's rules; a card of another game may not use them
GAME_OPS: dict[str, frozenset[str]] = {
    "metal": frozenset({"capture_check", "villain_rescue", "rescue", "recruit", "rule"}),
    "jld": frozenset({"seal", "surge", "transform", "transform_any", "revert", "banner", "borrow",
                      "play_again", "put_on_bottom", "reveal_distinct"}),
}


#: the model of each game's own card fields (``Card.extra``), registered by the game
#: (:func:`declare_game`); a game with none takes no ``extra`` table
CARD_FIELDS: dict[str, type[BaseModel]] = {}


def declare_game(game: str, *, types: frozenset[str] = frozenset(), subtypes: frozenset[str] = frozenset(),
                 fields: type[BaseModel] | None = None) -> None:
    """Declare what a game's cards may print: its card ``types`` and ``subtypes`` (a card
    or a filter naming another is an error) and the model of its own card fields
    (``Card.extra``: Metro's REQ and energy, Mistborn's metal...), validated for every card
    of the game when a card file is loaded (:mod:`rules.catalog.loader`)."""
    CARD_TYPES[game] = frozenset(types)
    SUBTYPES[game] = frozenset(subtypes)
    if fields is not None:
        CARD_FIELDS[game] = fields


#: the parts of a rulebook or published card that may be our own design (``Card.designed``)
DesignedPart = Literal["name", "type", "cost", "vp", "effects", "copies"]


class Card(Model):
    """One distinct card; ``copies`` of it are in the set.

    ``kind`` says where setup puts it: ``starter`` (starting decks), ``main`` (main deck),
    ``stack`` (its own stack, e.g. Breakthrough), ``weakness``, ``villain``
    (Super-Villain/Nemesis stack), ``character`` (oversized), ``tile`` (rules tiles such as
    The Batman Who Laughs), ``transformed``. ``vp`` is an integer or ``"*"`` with a
    ``score`` effect. ``level`` is the Nemesis level (``jld``).

    Where a card comes from, so players and designers can tell what is invented:
    ``source`` names where its name and printed facts (type, cost, VP) come from —
    ``"rulebook"`` (the rulebook describes the card), ``"published"`` (a public card list,
    ``../shared/reference/``) or ``"designed"`` (a card of our own, filling the set's counts;
    everything about it is ours). ``designed`` lists the parts of a rulebook or published
    card that are nevertheless our own design: ``"effects"`` (what it does, in whole or in
    part), ``"name"``, ``"type"``, ``"cost"``, ``"vp"``, ``"copies"``. It must be empty when
    ``source`` is ``"designed"``. :attr:`provenance` says it in words.
    """

    id: str = Field(pattern=r"^[a-z]+/[a-z0-9-]+$")
    name: str = Field(min_length=1)
    game: GameId
    kind: Kind
    type: str | None = None
    subtypes: list[str] = []
    cost: Cost = 0
    vp: Vp | Literal["*"] = 0
    copies: Annotated[int, Field(ge=1, le=MAX_COPIES)] = 1
    effects: list[Effect] = []
    source: Literal["rulebook", "published", "designed"]
    designed: list[DesignedPart] = []
    flavour: str | None = None
    level: Annotated[int, Field(ge=1, le=MAX_LEVEL)] | None = None
    extra: dict[str, Any] = {}

    @model_validator(mode="after")
    def _designed_parts(self) -> Card:
        if self.source == "designed" and self.designed:
            raise ValueError("a card with source 'designed' is designed in full; leave out 'designed'")
        if len(set(self.designed)) != len(self.designed):
            raise ValueError("'designed' names a part twice")
        return self

    @property
    def invented(self) -> bool:
        """True when any part of the card is our own design, not the rulebook's or a public
        list's."""
        return self.source == "designed" or bool(self.designed)

    @property
    def provenance(self) -> str:
        """Where the card comes from, in words: ``"rulebook"``, ``"published"``,
        ``"designed"``, or e.g. ``"published; effects designed"``."""
        if not self.designed:
            return self.source
        return f"{self.source}; {', '.join(self.designed)} designed"

    @property
    def design_note(self) -> str | None:
        """One sentence telling a player what of this card is our own invention, or None for
        a card as the rulebook or a public card list gives it."""
        if self.source == "designed":
            return "Designed for hotseat: the whole card is our own, not a printed card."
        if not self.designed:
            return None
        origin = {"rulebook": "the rulebook", "published": "a public card list"}[self.source]
        return f"Designed for hotseat: its {', '.join(self.designed)}; the rest follows {origin}."

    # plain loops, not any()/next() over a generator: the engine asks these at every play
    # (speed, bench/games_per_second.py)
    def has(self, op: str) -> bool:
        """True when one of the card's top-level effects has this ``op``."""
        for e in self.effects:
            if e.op == op:
                return True
        return False

    def find(self, op: str):
        """The first top-level effect with this ``op``, or None."""
        for e in self.effects:
            if e.op == op:
                return e
        return None


class CardFile(Model):
    """A whole card file: ``[[card]]`` tables."""

    card: list[Card] = []


# Defined after every model that names it, so that no model resolves it before the first
# validation (defer_build): by then every game has added its ops (register_effect)
Effect = Annotated[Union[tuple(EFFECT_MODELS)], Field(discriminator="op")]


# --------------------------------------------------------------------------- JSON Schema
#: the JSON Schema dialect and the id of the published schema (``hotseat cards schema``)
JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
JSON_SCHEMA_ID = "urn:hotseat:schema:cards"

#: a description for every field of the card language, by field name; ``(model, field)``
#: keys override one model's field. :func:`card_file_json_schema` puts them into the schema.
FIELD_DOCS: dict[str | tuple[str, str], str] = {
    ("CardFile", "card"): "Every card of the file, one [[card]] table each.",
    "id": "Unique id: the game, '/', then lowercase letters, digits and dashes (e.g. 'jld/word-of-power').",
    "name": "The card's printed name.",
    "game": "The game the card belongs to.",
    "kind": "Where set-up puts the card: starter, main (main deck), stack, weakness, villain "
            "(Super-Villain/Nemesis stack), character (oversized), tile, transformed (Transformation Zone).",
    "type": "The printed card type (Hero, Villain, Super Power, Equipment, Location, Starter...); "
            "none for Weakness and stack cards.",
    "subtypes": "Printed subtypes, e.g. METAL (metal) or Transformed (jld).",
    "cost": "The printed cost.",
    "vp": "The printed Victory Points, or '*' for a card with a 'score' effect.",
    "copies": "How many copies of the card are in the set.",
    "effects": "What the card does, in order (a list of ops).",
    "source": "Where the card's name and printed facts come from: rulebook, published (a public card list) "
              "or designed (a card of our own).",
    "designed": "The parts of a rulebook or published card that are our own design "
                "(effects, name, type, cost, vp, copies); empty when source is designed.",
    "flavour": "Flavour text shown under the rules text.",
    "level": "The Nemesis Level, 1 to 4 (jld), from the rulebook's cost table.",
    "extra": "The game's own card fields (Metro's REQ and energy, Mistborn's metal...), checked by the game's "
             "model when the file is loaded.",
    "op": "Which operation this effect is.",
    "amount": "How many: a number, or a count made when the effect resolves.",
    "filter": "Which cards qualify.",
    "from": "The zone (or zones) the cards come from.",
    "up_to": "True: fewer than amount (even none) may be chosen.",
    "if_you_do": "Effects resolved only when this effect did something.",
    "card": "The name of the card gained from its stack.",
    "to": "Where the cards go.",
    "optional": "True: the player may decline.",
    "then": "Effects resolved when the condition holds (if), or after the reveal (reveal).",
    "otherwise": "Effects resolved when the condition does not hold or the Transform is declined.",
    "after": "What happens to the revealed card afterwards.",
    "action": "What may be done with the cards looked at.",
    "max_taken": "At most this many cards may be taken.",
    "options": "The choices offered.",
    "requires": "The option is offered only while this condition holds.",
    "condition": "The test made when the effect resolves.",
    "target": "Who the Attack hits: each foe, one foe chosen, or each player (First Appearance).",
    "unavoidable": "True: no Defense may be used against this Attack.",
    "event": "The event that triggers the ability.",
    "nth": "For 'play': only the nth card matching the filter this turn triggers it.",
    "once_per_turn": "True: usable or triggered once per turn.",
    "matching": "Where revealed cards matching the filter go.",
    "others": "Where the other revealed cards go.",
    "minus": "A count subtracted from the score.",
    "rule": "The rule changed while the card is in play or on your team.",
    "value": "The new value of the rule.",
    "max_cost": "Cards costing at most this much (filters); the highest Super-Villain cost that rescues (villain_rescue).",
    "weakness": "How many Weakness cards the rescuer gains.",
    "zones": "The zones the player chooses from.",
    "below_played": "Only cards costing less than the most expensive card matching this filter played this turn.",
    "into": "The card (or cards to choose from) it Transforms or Reverts into.",
    "discard": "The Transform condition: discard a card from your hand matching this filter.",
    "on": "When the blue banner text resolves: discarded, sealed or destroyed.",
    "subtype": "Matches cards with any of these subtypes.",
    "not_name": "Matches cards with none of these names.",
    "typed": "True: only cards with a card type; false: only cards with none (Weakness, stack cards).",
    "min_cost": "Cards costing at least this much.",
    "min_vp": "Cards worth at least this many VP.",
    "of": "What is counted or tested.",
    "times": "The count is multiplied by this.",
    "max": "The count is capped at this.",
    "at_least": "The condition holds with at least this many.",
    "at_most": "The condition holds with at most this many.",
    "stack": "The stack tested by 'stack_has'.",
    ("Card", "cost"): "The printed cost (0 for Characters and tiles).",
    ("CardFilter", "type"): "Matches cards of any of these card types.",
    ("CardFilter", "name"): "Matches cards with any of these names.",
    ("CardFilter", "keyword"): "Matches cards with an Attack, Defense or Ongoing ability (any of those listed).",
    ("Discard", "cost"): "The discard is a cost: all or nothing. If it cannot be paid in full nothing is discarded "
                         "and the effects that depend on it do not happen.",
    ("Ability", "cost"): "A payment (a discard) made before the ability resolves; the ability is usable only "
                         "while it can be paid.",
    ("Ability", "effects"): "What the ability does.",
    ("Attack", "effects"): "What each foe hit resolves ('you' in them is the foe).",
    ("Defense", "effects"): "The reward after avoiding an Attack.",
    ("Defense", "from"): "hand: discard the card to avoid the Attack; play: use it while in play (Ongoing).",
    ("Score", "amount"): "The VP when the condition holds.",
    ("Score", "condition"): "When the card scores amount (always when absent).",
    ("Revert", "into"): "The card taken back from your score pile.",
    ("Surge", "amount"): "How many cards join the Line-Up.",
}


def card_file_json_schema() -> dict:
    """The JSON Schema of a card file, with ``$schema``, ``$id`` and a description on every
    field (from the model docstrings and :data:`FIELD_DOCS`). KeyError names a field that
    has no description, so a new field cannot be published undocumented."""
    schema = CardFile.model_json_schema(by_alias=True)
    out = {"$schema": JSON_SCHEMA_DIALECT, "$id": JSON_SCHEMA_ID, "title": "hotseat card file",
           "description": "Card definitions for hotseat (cards.toml): one [[card]] table per distinct card."}
    models = {"CardFile": schema, **schema.get("$defs", {})}
    for model, node in models.items():
        for field, prop in node.get("properties", {}).items():
            doc = FIELD_DOCS.get((model, field)) or FIELD_DOCS.get(field)
            if not doc:
                raise KeyError(f"{model}.{field} has no description in FIELD_DOCS")
            prop["description"] = doc
    out.update((k, v) for k, v in schema.items() if k not in ("title", "description"))
    return out


def card_file_json_schema_text() -> str:
    """:func:`card_file_json_schema` as the text of ``rules/catalog/cards.schema.json``
    (regenerate that file with ``hotseat cards schema > rules/catalog/cards.schema.json``)."""
    import json

    return json.dumps(card_file_json_schema(), indent=2, ensure_ascii=False) + "\n"
