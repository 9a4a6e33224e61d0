"""The card language's kernel: cards, filters, counts and conditions, and the registry of
ops (DESIGN §3).

A card file is TOML with one ``[[card]]`` table per distinct card. Every model is frozen,
forbids unknown keys and is strict on scalars, so ``cost = "4"`` is an error rather than a
silent 4. Effects are a discriminated union on ``op`` of the ops the families and games
register (:func:`register_effect`, through :func:`rules.engine.registry.card_op`: the DC
games' in :mod:`rules.families.dc.language`, each game's own in its package); a card belongs
to a game that declared itself (:func:`declare_game`). Conditions, filters and counts are
structured tables. Nothing in a card file is ever evaluated as code.

Shapes:
    Card.effects   list[Effect]  -- what the card does, in order; wrapper ops (the DC games'
                   ``ongoing``, ``defense``, ``when``, ``ability``, ``reward``...) describe
                   abilities that are not resolved on play.
    Amount         int | Count   -- a fixed number, or a count of something at resolution.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

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


# --------------------------------------------------------------------------- selectors
#: the zone words a selector's ``from`` may name, each with what it means, added by the family
#: or game that says where its cards are (:func:`rules.engine.moves.source`); the kernel
#: names none (a card naming another word is an error when the file is loaded)
SELECT_ZONES: dict[str, str] = {}


def _one_or_many(v: Any) -> Any:
    """``from = "hand"`` is short for ``from = ["hand"]``."""
    return [v] if isinstance(v, str) else v


def _known_zones(v: list[str]) -> list[str]:
    for z in v:
        if z not in SELECT_ZONES:
            raise ValueError(f"unknown zone {z!r} in 'from'; known: {', '.join(sorted(SELECT_ZONES))}")
    return v


def _zones_json(schema: dict) -> None:
    """The JSON Schema of ``from``: one zone word, or a list of them (the words registered
    when the schema is generated)."""
    words = sorted(SELECT_ZONES)
    schema.clear()
    schema["anyOf"] = [{"enum": words}, {"type": "array", "items": {"enum": words}, "minItems": 1}]


#: the zones a selector takes cards from: one zone word or a list of them (read as a list)
ZoneWords = Annotated[list[str], BeforeValidator(_one_or_many), Field(min_length=1, json_schema_extra=_zones_json),
                      AfterValidator(_known_zones)]

#: whose zones a selector looks in: the player resolving the effect, each of their foes, or
#: any player (table zones belong to nobody and are looked in whatever this says)
Owner = Literal["you", "foes", "any"]


class Selector(Model):
    """Which cards an op takes (issue 10, card language v2): from the zones named in
    ``from`` (zone words a family or game registers, :func:`rules.engine.moves.source`), of
    the players ``owner`` names, the cards matching ``filter``; ``amount`` of them, or fewer
    (even none) with ``up_to``. Its fields sit flat in the op's table (``{ op = "destroy",
    from = "hand_or_discard", filter = {...}, amount = 1, up_to = true }``); an op taking
    cards subclasses it and may change the defaults. The kernel finds the candidates and asks
    the choice (:func:`rules.engine.moves.candidates`, :func:`rules.engine.moves.choose`)."""

    from_: ZoneWords = Field(["hand"], alias="from")
    owner: Owner = "you"
    filter: CardFilter | None = None
    amount: Amount = 1
    up_to: bool = False


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


#: the effect models of the card language, one per ``op``: a family or a game registers its
#: own (:func:`register_effect`, through :func:`rules.engine.registry.card_op`) when its
#: package is imported; the kernel has none
EFFECT_MODELS: list[type[Model]] = []


class _NoOp(Model):
    """What an effect is before any family or game registered an op: nothing validates as it
    but this placeholder (a card file read with no game imported has no effects to offer)."""

    op: Literal["(no op registered)"]


def _effect_union():
    """The Effect type: the registered effect models, a union told apart by ``op``."""
    if not EFFECT_MODELS:
        return _NoOp
    return Annotated[Union[tuple(EFFECT_MODELS)], Field(discriminator="op")]


def op_name(model: type[Model]) -> str:
    """The ``op`` literal of an effect model. ValueError when it has none."""
    field = model.model_fields.get("op")
    args = get_args(field.annotation) if field is not None and not isinstance(field.annotation, str) else ()
    if len(args) != 1 or not isinstance(args[0], str):
        raise ValueError(f"{model.__name__} needs an op field typed Literal['<op name>']")
    return args[0]


#: the namespaces (modules' globals) whose ``Effect`` is kept the registered union (:func:`share_effect`)
_SHARED: list[dict] = []


def share_effect(namespace: dict) -> None:
    """Keep ``Effect`` in ``namespace`` (the ``globals()`` of a module that defines effect
    models) the union of every registered op, from now on. Its models name ``Effect`` in their
    fields (``then: list[Effect]``) without importing it: the name, unknown while the classes
    are created, is looked up when the card schema is built, at the first validation, by which
    time every family and game has registered its ops. Call it at the end of the module, after
    its models (a model created while ``Effect`` is in the namespace would keep the union of
    that moment, missing the ops registered after it)."""
    _SHARED.append(namespace)
    namespace["Effect"] = Effect


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
    Effect = _effect_union()
    for ns in _SHARED:
        ns["Effect"] = Effect
    if game is not None:
        GAME_OPS[game] = GAME_OPS.get(game, frozenset()) | {name}
    for field, text in (docs or {}).items():
        FIELD_DOCS[(model.__name__, field)] = text
    return name


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


#: the games cards may belong to, each with the card types it prints (``type``, and ``type``
#: in filters; a card file naming another is an error), declared by the game
#: (:func:`declare_game`) when its package is imported; the schema itself names no game
CARD_TYPES: dict[str, frozenset[str]] = {}

#: the subtypes each game prints (``subtypes``, and ``subtype`` in filters), declared likewise
SUBTYPES: dict[str, frozenset[str]] = {}

#: ops that belong to one game's rules (``register_effect(model, game)``); a card of another
#: game may not use them
GAME_OPS: dict[str, frozenset[str]] = {}


#: the model of each game's own card fields (``Card.extra``), registered by the game
#: (:func:`declare_game`); a game with none takes no ``extra`` table
CARD_FIELDS: dict[str, type[BaseModel]] = {}


def declare_game(game: str, *, types: frozenset[str] = frozenset(), subtypes: frozenset[str] = frozenset(),
                 fields: type[BaseModel] | None = None) -> None:
    """Declare a game whose cards may be loaded (a card of an undeclared game is an error)
    and what its cards may print: its card ``types`` and ``subtypes`` (a card or a filter
    naming another is an error) and the model of its own card fields (``Card.extra``:
    Metro's REQ and energy, Mistborn's metal...), validated for every card of the game when
    a card file is loaded (:mod:`rules.catalog.loader`). Registering a game
    (:func:`rules.engine.registry.register`) declares it from its rules object."""
    CARD_TYPES[game] = frozenset(types)
    SUBTYPES[game] = frozenset(subtypes)
    if fields is not None:
        CARD_FIELDS[game] = fields


#: each part of :data:`DesignedPart` in a player's words (:attr:`Card.design_note`)
_PART_WORDS = {"effects": "what it does", "vp": "its VP", "copies": "how many are in the set", "extra": "its other details"}

#: the parts of a rulebook or published card that may be our own design (``Card.designed``)
DesignedPart = Literal["name", "type", "cost", "vp", "effects", "copies", "extra"]


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
    part), ``"name"``, ``"type"``, ``"cost"``, ``"vp"``, ``"copies"``, ``"extra"`` (game
    fields such as an Enemy's Life). It must be empty when ``source`` is ``"designed"``. :attr:`provenance` says it in words.
    """

    id: str = Field(pattern=r"^[a-z]+/[a-z0-9-]+$")
    name: str = Field(min_length=1)
    game: str
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

    @field_validator("game")
    @classmethod
    def _declared_game(cls, game: str) -> str:
        """A card belongs to a game that declared itself (:func:`declare_game`)."""
        if game not in CARD_TYPES:
            known = ", ".join(sorted(CARD_TYPES)) or "none registered (import rules.api)"
            raise ValueError(f"a registered game ({known})")
        return game

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
        a card as the rulebook or a public card list gives it (a trial found "Designed for
        hotseat: its effects; the rest follows a public card list." unclear)."""
        if self.source == "designed":
            return "This whole card is our own, made for hotseat: it is not a printed card."
        if not self.designed:
            return None
        origin = {"rulebook": "the rulebook", "published": "a public card list"}[self.source]
        parts = [_PART_WORDS.get(p, f"its {p}") for p in self.designed]
        said = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
        verb = "is" if len(parts) == 1 else "are"
        return f"{said[0].upper()}{said[1:]} {verb} our own, made for hotseat; the rest is as {origin} gives it."

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
Effect = _effect_union()


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
    "subtypes": "Printed subtypes (each game declares the ones it prints).",
    "cost": "The printed cost.",
    "vp": "The printed Victory Points, or '*' for a card with a 'score' effect.",
    "copies": "How many copies of the card are in the set.",
    "effects": "What the card does, in order (a list of ops).",
    "source": "Where the card's name and printed facts come from: rulebook, published (a public card list) "
              "or designed (a card of our own).",
    "designed": "The parts of a rulebook or published card that are our own design "
                "(effects, name, type, cost, vp, copies, extra); empty when source is designed.",
    "flavour": "Flavour text shown under the rules text.",
    "level": "The Nemesis Level, 1 to 4 (jld), from the rulebook's cost table.",
    "extra": "The game's own card fields (Metro's REQ and energy, Mistborn's metal...), checked by the game's "
             "model when the file is loaded.",
    "op": "Which operation this effect is.",
    "amount": "How many: a number, or a count made when the effect resolves.",
    "filter": "Which cards qualify.",
    "from": "The zone (or zones) the cards come from: a zone word or a list of them (a selector).",
    "owner": "Whose zones are looked in: you (default), foes (each foe's) or any (every player's).",
    "position": "Where in the destination zone the cards go: top (first) or bottom (last).",
    "cause": "Why the cards move (discard, destroy, gain, seal...): the zone-change event's cause, which "
             "'when' abilities, blue banners and the game's replacement of the destination read; none: a "
             "plain move that triggers nothing.",
    "up_to": "True: fewer than amount (even none) may be chosen.",
    "if_you_do": "Effects resolved only when this effect did something.",
    "card": "The name of the card gained from its stack.",
    "to": "Where the cards go.",
    "then": "Effects resolved when the condition holds (if), or after the reveal (reveal).",
    "otherwise": "Effects resolved when the condition does not hold.",
    "after": "What happens to the revealed card afterwards.",
    "action": "What may be done with the cards looked at.",
    "max_taken": "At most this many cards may be taken.",
    "empty_deck": "When the deck runs out before the cards are all seen: stop (nothing more is seen) "
                  "or shuffle (the discard pile forms the rest of the deck, and the look goes on).",
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
    "max_cost": "Cards costing at most this much.",
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
    ("Surge", "amount"): "How many cards join the Line-Up.",
}


def card_file_json_schema() -> dict:
    """The JSON Schema of a card file, with ``$schema``, ``$id`` and a description on every
    field (from the model docstrings and :data:`FIELD_DOCS`); a card's ``game`` is one of the
    declared games (:func:`declare_game`). KeyError names a field that has no description,
    so a new field cannot be published undocumented."""
    schema = CardFile.model_json_schema(by_alias=True)
    schema["$defs"]["Card"]["properties"]["game"]["enum"] = sorted(CARD_TYPES)
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
