"""Justice League Dark's own ops (rulebook ``002_9150b2c8b1303997.txt``, "New Concepts" and
"Specific Card Clarifications"): Blue Banner Text (``banner``), Sealing Cards (``seal``),
``surge``, Transforming Cards (``transform``, ``transform_any``), Reverting Cards
(``revert``), Houdini Key's ``borrow`` (Floronic Man clarification: see
:meth:`rules.games.jld.game.JLDRules.return_borrowed`), ``play_again``, ``put_on_bottom`` and
``reveal_distinct``. Each op is registered in one place with its model, handler and card
text (:func:`rules.engine.registry.card_op`). The rules class and set-up are in
:mod:`rules.games.jld.game`, which imports this module, so importing the game registers these
ops.

A model whose fields hold effects names them ``Effect`` without importing it: the module ends
with :func:`rules.catalog.schema.share_effect`, so the name is looked up when the card schema is
built, at the first validation, once every family and game has registered its ops.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from rules.catalog.schema import CardFilter, Condition, Model, Number, Selector, ZoneWords, share_effect, walk
from rules.engine import zones
from rules.engine.effects import ask, card_option, chosen_cards, matches, push_effects
from rules.engine.game import card_names
from rules.engine.moves import SOURCES, Mover, candidates, chosen, move_card, mover, purpose_zones, take
from rules.families.dc.select import this_card
from rules.engine.registry import card_op, resume, rules_for
from rules.engine.render import card_text
from rules.families.dc.text import (
    from_place,
    a_an,
    add_words,
    cards_phrase,
    clause,
    condition_text,
    effects_text,
    filter_text,
    if_you_do_text,
    lower_first,
)
from rules.engine.state import Option, Purpose, State
from rules.engine.render import name_list
from rules.families.dc.cards import borrowed_now, count, holds
from rules.families.dc.language import Dest
from rules.families.dc.ops_cards import discard_card, gain_card
from rules.families.dc.triggers import replay_card

GAME = "jld"
if TYPE_CHECKING:  # bound at run time by share_effect, at the end of the module (see the docstring)
    from rules.catalog.schema import Effect
add_words(verbs=("Seal", "Surge"), capitalised=("Seal", "Surge", "Transform"),
          moves_this=lambda x: x.op == "seal" and x.from_ == ["this"], keyword_ops=("transform",))


# --------------------------------------------------------------------------- Blue Banner Text
#: the zone-change causes a blue banner names (``Banner.on``), by cause
BANNER_CAUSES = {"discard": "discarded", "destroy": "destroyed", "seal": "sealed"}


def resolve_banner(state: State, seat: int, uid: int, event: str) -> None:
    """Resolve the blue banner of ``uid`` when it moved the way its banner names (``event``:
    discarded, destroyed or sealed); the game calls it for every zone change of those causes
    (:meth:`rules.games.jld.game.JLDRules.on_zone_change`)."""
    for e in state.cards[uid].effects:
        if e.op == "banner" and event in e.on:
            state.log("trigger", f"{state.name(uid)} was {event}, so its 'when {event}' text happens.", seat)
            push_effects(state, e.effects, {"p": seat, "src": uid})


class Banner(Model):
    """Blue banner text: resolved only when this card moves as named in ``on`` (discarded from
    hand or deck, Sealed from anywhere, destroyed), never when it is played."""

    op: Literal["banner"]
    on: list[Literal["discarded", "sealed", "destroyed"]] = Field(min_length=1)
    effects: list[Effect]


def _banner_passive(state: State, eff, ctx) -> None:
    """Blue banner text is never resolved on play (see :func:`resolve_banner`)."""


_BANNER_ON = {"discarded": "discarded from your hand or deck", "sealed": "Sealed", "destroyed": "destroyed"}
card_op(Banner, _banner_passive, lambda e: (
    "When this card is " + ", or ".join(_BANNER_ON[w] for w in e.on)
    + f" (not when it is played), {lower_first(clause(e.effects))}"), game=GAME,
    docs={"on": "When the blue banner text resolves: discarded, sealed or destroyed."})


# --------------------------------------------------------------------------- Seal
class Seal(Selector):
    """Seal: put cards chosen by the selector into your score pile (``from``: ``this`` = the
    card itself, the default; ``controlled`` = cards you control...). Sealing a card you do
    not own gains it. ``below_played``: only cards costing less than the most expensive card
    matching it that you played this turn (``jld``)."""

    op: Literal["seal"]
    from_: ZoneWords = Field(["this"], alias="from")
    up_to: bool = True
    below_played: CardFilter | None = None
    if_you_do: list[Effect] = []


def seal_card(state: State, seat: int, uid: int) -> None:
    """Put ``uid`` into ``seat``'s score pile, a zone change of cause ``seal`` (sealing a card
    you do not own gains it, :meth:`rules.games.jld.game.JLDRules.on_zone_change`; a Location
    only controlled through Houdini Key is not gained)."""
    _before_seal(state, seat, uid)
    move_card(state, uid, seat, "score_pile", cause="seal", seat=seat)


def _before_seal(state: State, seat: int, uid: int, eff=None) -> None:
    """Log the Seal; a Location controlled through Houdini Key and Sealed as a card you
    control is remembered, to go back where it was at the end of the turn
    (:meth:`rules.games.jld.game.JLDRules.return_borrowed`)."""
    if sealed_through_control(state, seat, uid, eff):
        state.turn.setdefault("borrowed_sealed", []).append(uid)
    if not state.headless:  # (speed)
        state.log("seal", f"{state.players[seat].name} Seals {state.name(uid)}.", seat)


def sealed_through_control(state: State, seat: int, uid: int, eff) -> bool:
    """Whether the Seal ``eff`` reaches ``uid`` only because ``seat`` controls it for this turn
    (Floronic Man's "a Location you control" taking one held through Houdini Key: it goes back
    at the end of the turn, Floronic Man clarification). A Seal that reaches it another way
    (Neron's Reward, from the Line-Up) takes a card you do not own, and you gain it for good."""
    if eff is None or "controlled" not in eff.from_ or uid not in borrowed_now(state, seat):
        return False
    ctx = {"p": seat}
    return not any(uid in SOURCES[w].find(state, seat, ctx) for w in eff.from_ if w != "controlled")


def _sealable_this(state: State, seat: int, uid: int | None) -> bool:
    return bool(this_card(state, seat, {"src": uid}))


def seal_candidates(state: State, eff, ctx) -> list[int]:
    """The cards ``eff`` (a Seal) may take for ``ctx["p"]``: its selector's, less those not cheaper than ``below_played`` allows."""
    out = candidates(state, eff, ctx)
    if eff.below_played is None:
        return out
    costs = [state.cards[u].cost for u in state.turn.get("played", []) if matches(state.cards[u], eff.below_played)]
    if not costs:
        return []
    return [u for u in out if state.cards[u].cost < max(costs)]


def nothing_to_seal(state: State, eff) -> str:
    """Why a Seal limited by ``below_played`` (Ragman) has no card to take for the active
    player, in words: no card of the kind was played this turn, or none in its places costs
    less than the costliest one played (a trial: both read "you have no card to Seal")."""
    kind = filter_text(eff.below_played)
    costs = [state.cards[u].cost for u in state.turn.get("played", []) if matches(state.cards[u], eff.below_played)]
    if not costs:
        return f"you have played no {kind} this turn; it Seals a card cheaper than one you played."
    places = " or ".join(_SEAL_FROM.get(z, z) for z in eff.from_ if z != "this") or "play"
    return (f"nothing in {places} costs less than {max(costs)}, the cost of the costliest {kind} "
            "you played this turn.")


def _seal(state: State, eff, ctx) -> None:
    take(state, eff, ctx, seal_candidates(state, eff, ctx) if chosen(eff) or eff.below_played else None)


def _seal_after(state: State, eff, ctx, moved: list[int]) -> None:
    n = len(moved)
    if n and eff.if_you_do:
        push_effects(state, eff.if_you_do, {**ctx, "did": n})


mover("seal", Mover("seal", lambda st, e, ctx: (ctx["p"], "score_pile", False, "seal"), _before_seal, _seal_after,
                    prompt="Seal", where=False, to=lambda e: "score_pile"))


_SEAL_FROM = {"hand": "your hand", "discard": "your discard pile", "line_up": "the Line-Up",
              "main_deck_top": "the top of the main deck", "destroyed": "the destroyed pile",
              "deck_top": "the top of your deck"}


def _seal_text(e) -> str:
    if e.from_ == ["this"]:
        s = "Seal this card"
    else:
        places = " or ".join(_SEAL_FROM[z] for z in e.from_ if z in _SEAL_FROM)
        places = places.replace("your hand or your discard pile", "your hand or discard pile")
        wheres = ([f"from {places}"] if places else []) + (["you control"] if "controlled" in e.from_ else [])
        s = f"{'You may Seal' if e.up_to else 'Seal'} {cards_phrase(e.amount, e.filter)} {' or '.join(wheres)}"
        if e.below_played is not None:
            cost = "costs" if e.amount == 1 else "cost"
            s += f" that {cost} less than {a_an(filter_text(e.below_played))} you played this turn"
        if "this" in e.from_:
            s += " or this card"
    return s + if_you_do_text(e)


card_op(Seal, _seal, _seal_text, game=GAME, docs={
    "below_played": "Only cards costing less than the most expensive card matching this filter played this turn."})


# --------------------------------------------------------------------------- Surge
def surge(state: State, seat: int) -> None:
    deck = state.table.get("main_deck", [])
    if not deck:
        state.log("surge", "The main deck is empty: the Surge adds nothing.", seat)
        return
    uid = deck[0]
    zones.to_table(state, uid, "line_up")
    if not state.headless:  # (speed)
        state.log("surge", f"Surge: {state.name(uid)} joins the Line-Up.", seat)


class Surge(Model):
    """Surge: the main deck's top card joins the Line-Up (it may grow past its size;
    an empty main deck does nothing)."""

    op: Literal["surge"]
    amount: Number = 1


def _surge(state: State, eff, ctx) -> None:
    for _ in range(eff.amount):
        surge(state, ctx["p"])
        if not state.table.get("main_deck"):
            break  # an empty main deck stays empty: one message is enough


card_op(Surge, _surge, lambda e: "Surge" if e.amount == 1 else f"Surge {e.amount} times", game=GAME)


# --------------------------------------------------------------------------- Transform & Revert
def find_transformed(state: State, seat: int, name: str) -> int | None:
    """Where a Transform looks for ``name``: your score pile, the Transformation Zone, then
    the destroyed pile ("Transforming Cards")."""
    names = card_names(state)  # each card's name by index, not by a call (speed: the piles grow)
    for pile in (state.players[seat].zones["score_pile"], state.table.get("transformation_zone", []),
                 state.table.get("destroyed", [])):
        for u in pile:
            if names[u] == name:
                return u
    return None


def do_transform(state: State, seat: int, uid: int, into: str, to: str) -> None:
    """Seal ``uid`` and gain ``into`` (when one is found)."""
    state.log("transform", f"{state.players[seat].name} Transforms {state.name(uid)}.", seat)
    seal_card(state, seat, uid)
    new = find_transformed(state, seat, into)
    if new is None:
        state.log("transform", f"No {into} is left to gain.", seat)
        return
    gain_card(state, seat, new, to)


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


def _transform(state: State, eff, ctx) -> None:
    seat, src = ctx["p"], ctx.get("src")
    hand = state.players[seat].zones["hand"]
    met = eff.condition is None or holds(state, eff.condition, ctx)
    if met and eff.discard is not None:
        met = any(matches(state.cards[u], eff.discard) for u in hand)
    if not met or not _sealable_this(state, seat, src):
        push_effects(state, eff.otherwise, ctx)
        return
    opts = []
    for i, name in enumerate(eff.into):
        left = "" if find_transformed(state, seat, name) is not None else f" (no {name} is left: Seal only)"
        opts.append(Option(f"t{i}", f"Transform into {name}{left}"))
    rest = f" ({effects_text(eff.otherwise, end='')})" if eff.otherwise else ""
    opts.append(Option("no", f"Do not Transform{rest}"))
    ask(state, "one", seat, f"Transform {state.name(src)}?", opts, 1, 1, "jld_transform_chosen",
        purpose=Purpose("transform", source=src), eff=eff, ctx=ctx)


@resume("jld_transform_chosen")
def _transform_chosen(state: State, answer, eff, ctx) -> None:
    if answer == ["no"]:
        push_effects(state, eff.otherwise, ctx)
        return
    into = eff.into[int(answer[0][1:])]
    seat = ctx["p"]
    if eff.discard is not None:
        opts = [card_option(state, u) for u in state.players[seat].zones["hand"]
                if matches(state.cards[u], eff.discard)]
        ask(state, "cards", seat, "Choose the card to discard to Transform", opts, 1, 1, "jld_transform_paid",
            purpose=Purpose("discard", ("hand",), "discard", ctx.get("src")), eff=eff, ctx=ctx, into=into)
        return
    do_transform(state, seat, ctx["src"], into, eff.to)


@resume("jld_transform_paid")
def _transform_paid(state: State, answer, eff, ctx, into: str) -> None:
    seat = ctx["p"]
    for uid in chosen_cards(answer):
        discard_card(state, seat, uid)
    do_transform(state, seat, ctx["src"], into, eff.to)


_TO = {"hand": "your hand", "discard": "your discard pile", "deck_top": "the top of your deck",
       "deck_bottom": "the bottom of your deck"}


def _transform_text(e, when: str | None = None) -> str:
    """Transform; ``when`` names the moment when it is not the card's play (a Transform inside
    a Defense: "When you avoid an Attack with this card", :mod:`rules.engine.render`)."""
    into = " or ".join(e.into)
    if e.discard is not None and e.condition is not None:
        cond = f"if {condition_text(e.condition)}, you may discard {a_an(filter_text(e.discard))} to"
    elif e.discard is not None:
        cond = f"you may discard {a_an(filter_text(e.discard))} to"
    elif e.condition is not None:
        cond = f"if {condition_text(e.condition)}, you may"
    else:
        cond = "you may"
    if when:
        cond = f"{when}, {cond}"
    s = f"Transform: {cond[0].upper() + cond[1:]} Seal {'it' if when else 'this card'} and gain {into} into {_TO[e.to]}"
    if e.otherwise:
        s += f". Otherwise, {lower_first(clause(e.otherwise))}"
    return s


card_op(Transform, _transform, _transform_text, game=GAME, docs={
    "into": "The card (or cards to choose from) it Transforms into.",
    "discard": "The Transform condition: discard a card from your hand matching this filter.",
    "otherwise": "Effects resolved when the condition does not hold or the Transform is declined."})


def transform_help(state: State, d) -> str:
    """What a Transform question costs and gives (issue 14, "Decisions teach"): the card
    Sealed, the card discarded when the Transform asks for one (named apart: it goes to the
    discard pile, it is not Sealed; "Transforming Cards"), and each card it may become
    with that card's rules text (public: the Transformed cards are in the Transformation
    Zone, a score pile or the destroyed pile). "" for another decision."""
    eff, src = d.data.get("eff"), d.purpose.source
    if d.purpose.verb != "transform" or src is None or eff is None or d.resume not in (
            "jld_transform_chosen", "jld_transform_any_into"):
        return ""
    into = eff.into if d.resume == "jld_transform_chosen" else transform_targets(state.cards[src])
    # each card's own destination: the discarded card is not Sealed (its "when discarded" text happens)
    paid = (f", discard {a_an(filter_text(eff.discard))} from your hand (into your discard pile, not Sealed),"
            if getattr(eff, "discard", None) else "")
    out = [f"Transform: you Seal {state.name(src)} (into your score pile){paid} and gain"]
    for name in into:
        card = next((c for c in state.cards if c.name == name), None)
        text = " ".join(card_text(card).splitlines()).rstrip(".") if card is not None else ""  # "(+2 Power)"
        out.append(f"{name} ({text})" if text else name)
    return " ".join(out[:1]) + " " + "; ".join(out[1:]) + "."


class TransformAny(Selector):
    """Transform a card with a Transform ability chosen by the selector (your hand or discard
    pile by default) without meeting its condition: Seal it and gain a Transformed version of
    your choice into ``to`` (Mordru)."""

    op: Literal["transform_any"]
    from_: ZoneWords = Field(["hand_or_discard"], alias="from")
    to: Dest = "discard"


def _transform_any(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    opts = [card_option(state, u) for u in candidates(state, eff, ctx) if transform_targets(state.cards[u])]
    n = eff.amount if isinstance(eff.amount, int) else count(state, eff.amount, ctx)
    ask(state, "cards", seat, "Choose a card to Transform", opts, 0 if eff.up_to else n, n, "jld_transform_any_card",
        purpose=Purpose("transform", purpose_zones(eff), None, ctx.get("src")), eff=eff, ctx=ctx)


def transform_targets(card) -> list[str]:
    """The Transformed cards ``card`` can become: the ``into`` of every Transform anywhere in
    its effects (inside a Defense, an If, a Choose one...), in order, without repeats (a new
    list; worked out once per Card object: speed, a Seal asks it of every candidate)."""
    hit = _TARGETS.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _TARGETS[id(card)] = (card, tuple(dict.fromkeys(n for e in walk(card.effects) if e.op == "transform"
                                                              for n in e.into)))
    return list(hit[1])


#: :func:`transform_targets` by id() of the Card (the entry holds the card, so its id() is not reused)
_TARGETS: dict[int, tuple] = {}


@resume("jld_transform_any_card")
def _transform_any_card(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in chosen_cards(answer):
        into = transform_targets(state.cards[uid])
        opts = [Option(f"t{i}", n + ("" if find_transformed(state, seat, n) is not None else " (none left)"))
                for i, n in enumerate(into)]
        ask(state, "one", seat, f"Choose the card {state.name(uid)} Transforms into", opts, 1, 1, "jld_transform_any_into",
            purpose=Purpose("transform", source=uid), eff=eff, uid=uid, seat=seat)


@resume("jld_transform_any_into")
def _transform_any_into(state: State, answer, eff, uid: int, seat: int) -> None:
    into = transform_targets(state.cards[uid])[int(answer[0][1:])]
    do_transform(state, seat, uid, into, eff.to)


card_op(TransformAny, _transform_any, lambda e: (
    f"Choose a card with a Transform ability {from_place(e.from_)}. Seal it and gain one of its Transformed cards "
    f"into {'your hand' if e.to == 'hand' else 'your discard pile'}, without meeting its condition"), game=GAME)


class Revert(Model):
    """Revert (mandatory): when ``condition`` holds, this card goes to your score pile and the
    ``into`` card, only from your score pile, goes to your discard pile."""

    op: Literal["revert"]
    condition: Condition
    into: str


def _revert(state: State, eff, ctx) -> None:
    """Mandatory: this card goes to the score pile; the named card comes only from the score
    pile, to the discard pile ("Reverting Cards")."""
    seat, src = ctx["p"], ctx.get("src")
    if not holds(state, eff.condition, ctx) or not _sealable_this(state, seat, src):
        return
    state.log("revert", f"{state.name(src)} Reverts.", seat)
    seal_card(state, seat, src)
    back = next((u for u in state.players[seat].zones["score_pile"] if state.name(u) == eff.into and u != src), None)
    if back is None:
        state.log("revert", f"No {eff.into} is in the score pile.", seat)
        return
    gain_card(state, seat, back, "discard")


card_op(Revert, _revert, lambda e: (
    f"Revert: If {condition_text(e.condition)}, put this card into your score pile and move {e.into} from your "
    "score pile to your discard pile"), game=GAME, docs={"into": "The card taken back from your score pile."})


# --------------------------------------------------------------------------- other jld ops
class Borrow(Selector):
    """Take control of a Location chosen by the selector until the end of your turn; it stays
    in its zone and you do not gain it (Houdini Key: the Line-Up; New Avatar of the Green:
    also ``controlled`` with ``owner = "foes"``, a foe's play area)."""

    op: Literal["borrow"]
    from_: ZoneWords = Field(["line_up"], alias="from")


def _borrow(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    borrowed = borrowed_now(state, seat)
    opts = [card_option(state, u) for u in candidates(state, eff, ctx) if u not in borrowed]
    n = eff.amount if isinstance(eff.amount, int) else count(state, eff.amount, ctx)
    ask(state, "cards", seat, "Choose a card to take control of this turn", opts, 0 if eff.up_to else n, n,
        "jld_borrowed", purpose=Purpose("control", purpose_zones(eff), None, ctx.get("src"),
                                        noun=filter_text(eff.filter) if eff.filter is not None else ""), seat=seat)


@resume("jld_borrowed")
def _borrowed(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        state.turn.setdefault("borrowed", []).append(uid)
        state.turn.setdefault("borrowed_from", {})[uid] = state.where[uid]
        state.log("control", f"{state.players[seat].name} takes control of {state.name(uid)} this turn.", seat)


_BORROW_FROM = {"line_up": "the Line-Up", "controlled": "a foe's play area"}
card_op(Borrow, _borrow, lambda e: (
    f"Until the end of your turn, you control {a_an(filter_text(e.filter))} of your choice in "
    + " or in ".join(_BORROW_FROM[z] for z in e.from_) + ". It stays there, and you do not gain it"), game=GAME)


class PlayAgain(Model):
    """Play again another card you played this turn that is still in your play area (Zatanna
    Zatara): a play like any other, so it counts as played and triggers play abilities."""

    op: Literal["play_again"]
    filter: CardFilter | None = None


def _play_again(state: State, eff, ctx) -> None:
    seat, src = ctx["p"], ctx.get("src")
    here = {(seat, "played"), (seat, "ongoing")}
    pool = []
    for u in state.turn.get("played", []):
        if u != src and u not in pool and state.where[u] in here and matches(state.cards[u], eff.filter) \
                and not state.cards[u].has("play_again"):
            pool.append(u)
    ask(state, "cards", seat, "Choose a card you played to play again", [card_option(state, u) for u in pool],
        0, 1, "jld_play_again", purpose=Purpose("play", ("played", "ongoing"), "played", src), seat=seat)


@resume("jld_play_again")
def _played_again(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        replay_card(state, seat, uid)


card_op(PlayAgain, _play_again, lambda e: (
    f"Choose another {filter_text(e.filter)} you played this turn that is still in your play area. Play it again"),
    game=GAME)


class PutOnBottom(Selector):
    """Put up to N cards chosen by the selector (your discard pile by default; never this
    card) on the bottom of your deck."""

    op: Literal["put_on_bottom"]
    from_: ZoneWords = Field(["discard"], alias="from")
    up_to: bool = True


def _say_bottom(state: State, seat: int, uid: int, eff) -> None:
    """Logged before the move, with where the card comes from (found in a trial: Raeppasid's
    "puts Raeppasid on the bottom of their deck" read as the Defense itself going there)."""
    where = state.where[uid][1]
    word = rules_for(state.game).zone_word(where)
    origin = f" from their {word}" if word else ""
    state.log("move", f"{state.players[seat].name} puts {state.name(uid)}{origin} on the bottom of their deck.", seat)


mover("put_on_bottom", Mover("put_on_bottom", lambda st, e, ctx: (ctx["p"], "deck", False, None), _say_bottom,
                             prompt="put on the bottom of your deck", where=False, to=lambda e: "deck"))
card_op(PutOnBottom, take, lambda e: (
    f"{'You may put' if e.up_to else 'Put'} {cards_phrase(e.amount, e.filter)} other than this one from "
    f"{from_place(e.from_).removeprefix('in ')} on the bottom of your deck"), game=GAME)


class RevealDistinct(Model):
    """Reveal the top N cards of your deck; each card whose card type no other revealed card
    shares goes into your hand (cards with no type never do); discard the rest."""

    op: Literal["reveal_distinct"]
    amount: Number = 3


def _reveal_distinct(state: State, eff, ctx) -> None:
    # the kernel's move routine takes the top cards one at a time (an empty deck is reshuffled)
    sel = Selector.model_validate({"from": ["deck_top"], "amount": eff.amount})
    take(state, sel, ctx, via="reveal_distinct")


def _sort_revealed(state: State, sel, ctx, got: list[int]) -> None:
    seat = ctx["p"]
    if not got:
        return
    state.log("reveal", f"{state.players[seat].name} reveals {name_list(state.name(u) for u in got)}.", seat,
              shown=tuple(got))
    types = [state.cards[u].type for u in got]
    for uid in got:
        t = state.cards[uid].type
        if t is not None and types.count(t) == 1:
            zones.move(state, uid, seat, "hand")
        else:
            discard_card(state, seat, uid)
    zones.close(state, seat, "revealed")


mover("reveal_distinct", Mover("reveal", lambda st, e, ctx: (ctx["p"], "revealed", False, None),
                               lambda st, seat, uid, e: None, _sort_revealed, where=False, to=lambda e: "revealed"))
card_op(RevealDistinct, _reveal_distinct, lambda e: (
    f"Reveal the top {e.amount} cards of your deck. Put into your hand each of them whose card type no other "
    "revealed card has, and discard the rest"), game=GAME)


share_effect(globals())  # after the models: see the module docstring
