"""Ops that add Power or move cards between zones: ``power``, ``discard`` (a
``cost`` discard is paid in full or not at all), ``destroy``, ``gain``, ``put_on_top``,
``discard_hand_draw``, ``return_to_stack``. Discard, destroy, gain and put on top are movers
on the kernel's one move routine (:mod:`rules.engine.moves`): a selector picks the cards, the
mover says where they go and why. :func:`discard_card`, :func:`destroy` and :func:`gain_card`
are the same moves for one card, which every other discarding, destroying or gaining rule goes
through (Metal "Destroying Cards"): each emits the zone-change event.
"""

from __future__ import annotations

from rules.engine import moves, zones
from rules.engine.effects import Ctx, ask, push_effects, yes_no
from rules.engine.moves import Mover, mover
from rules.engine.registry import resume, rules_for
from rules.engine.state import TABLE, Purpose, State

from . import select  # noqa: F401  (the zone words of the selectors)
from .cards import POWER, card_label, count
from .language import Destroy, Discard, DiscardHandDraw, Gain, Power, PutOnTop, ReturnToStack, dc_op
from .text import a_an, effects_text, lower_first


# --------------------------------------------------------------------------- Power
@dc_op(Power)
def _power(state: State, eff, ctx: Ctx) -> None:
    n = count(state, eff.amount, ctx)
    res = state.players[ctx["p"]].res
    res[POWER.name] = res.get(POWER.name, 0) + n
    if n and not state.headless:  # "+0 Power" is not a line of the story; headless: no log
        state.log("power", f"{state.players[ctx['p']].name}: +{n} Power ({res[POWER.name]}).", ctx["p"])




# --------------------------------------------------------------------------- the moves
# discard, destroy, gain and put on top are the DC words for moves with a fixed destination
# and cause: each is a mover on the kernel's one move routine (rules.engine.moves.take)
def _after_moved(state: State, eff, ctx: Ctx, moved: list[int]) -> None:
    """An "if you do": resolved when at least one card moved (``did`` = how many)."""
    n = len(moved)
    if n and ctx.get("uses") is not None and not state.headless:  # a payment ability, paid: used now
        state.log("use", f"{state.players[ctx['p']].name} uses {state.name(ctx['uses'])}.", ctx["p"])
    if n and eff.if_you_do:
        push_effects(state, eff.if_you_do, {**{k: v for k, v in ctx.items() if k != "uses"}, "did": n})


def _say_discard(state: State, seat: int, uid: int, eff=None) -> None:
    if state.headless:  # no line where nobody reads the log (speed: every discard)
        return
    top = " from the top of their deck" if eff is not None and eff.from_ == ["deck_top"] else ""
    state.log("discard", f"{state.players[seat].name} discards {card_label(state, uid)}{top}.", seat)


def _say_destroy(state: State, seat: int, uid: int, eff=None) -> None:
    """Log that ``seat`` destroys ``uid``, and where it goes when the game sends it elsewhere
    than the destroyed pile (:meth:`~rules.engine.contract.Rules.move_destination`: a
    Weakness back to its stack; found in a Metal trial, the Weakness stack grew unexplained)."""
    if state.headless:  # no line where nobody reads the log (speed)
        return
    change = moves.ZoneChange(uid, state.where[uid], (TABLE, "destroyed"), "destroy", seat)
    back = rules_for(state.game).move_destination(state, change) != change.to
    top = " from the top of their deck" if eff is not None and eff.from_ == ["deck_top"] else ""
    state.log("destroy", f"{state.players[seat].name} destroys {card_label(state, uid)}{top}"
                         f"{' (it goes back to its stack)' if back else ''}.", seat)


#: where a gained card goes (``Gain.to``): (zone, on top)
_GAIN_TO = {"deck_top": ("deck", True), "deck_bottom": ("deck", False)}


def _say_gain(state: State, seat: int, uid: int, eff) -> None:
    _log_gain(state, seat, uid, eff.to, "gains")


def _log_gain(state: State, seat: int, uid: int, to: str, verb: str) -> None:
    if state.headless:  # nobody reads the log (speed)
        return
    where = {"hand": " into their hand", "deck_top": " on top of their deck"}.get(to, "")
    state.log("gain", f"{state.players[seat].name} {verb} {card_label(state, uid)}{where}.", seat)


def _say_on_top(state: State, seat: int, uid: int, eff) -> None:
    if not state.headless:
        state.log("move", f"{state.players[seat].name} puts {card_label(state, uid)} on top of their deck.", seat)


mover("discard", Mover("discard", lambda st, e, ctx: (ctx["p"], "discard", False, "discard"), _say_discard,
                       _after_moved, where=False, to=lambda e: "discard"))
mover("destroy", Mover("destroy", lambda st, e, ctx: (TABLE, "destroyed", False, "destroy"), _say_destroy,
                       _after_moved))
#: where a gained card goes (``Gain.to``), in a question's words ("" for the discard pile)
_GAIN_INTO = {"hand": " into your hand", "deck_top": " on top of your deck", "deck_bottom": " at the bottom of your deck"}

mover("gain", Mover("gain", lambda st, e, ctx: (ctx["p"], *_GAIN_TO.get(e.to, (e.to, False)), "gain"), _say_gain,
                    _after_moved, to=lambda e: e.to, into=lambda st, e: _GAIN_INTO.get(e.to, "")))
mover("put_on_top", Mover("put_on_top", lambda st, e, ctx: (ctx["p"], "deck", True, None), _say_on_top,
                          prompt="put on top of your deck", where=False, to=lambda e: "deck"))


def discard_card(state: State, seat: int, uid: int) -> None:
    """``seat`` discards ``uid`` because of an effect: the zone-change event tells the game
    (Justice League Dark's blue banners, ``when discard`` abilities)."""
    _say_discard(state, seat, uid)
    moves.move_card(state, uid, seat, "discard", cause="discard", seat=seat)


def destroy(state: State, seat: int, uid: int) -> None:
    """Destroy a card: to the destroyed pile, unless the game sends it elsewhere (Weakness
    back to its stack, :meth:`rules.engine.contract.Rules.move_destination`; Metal
    "Destroying Cards"); the zone change fires ``seat``'s ``when destroy`` abilities."""
    _say_destroy(state, seat, uid)
    moves.move_card(state, uid, TABLE, "destroyed", cause="destroy", seat=seat)


def gain_card(state: State, seat: int, uid: int, to: str = "discard", verb: str = "gains") -> None:
    """``seat`` gains (or buys, ``verb``) ``uid``, into ``to`` (a :data:`Gain.to <.language.Dest>`);
    the zone change fires the ``when gain`` abilities."""
    _log_gain(state, seat, uid, to, verb)
    zone, top = _GAIN_TO.get(to, (to, False))
    moves.move_card(state, uid, seat, zone, cause="gain", seat=seat, top=top)


# --------------------------------------------------------------------------- discard
@dc_op(Discard)
def _discard(state: State, eff, ctx: Ctx) -> None:
    if not moves.chosen(eff):  # the top of the deck: taken as it comes
        moves.take(state, eff, ctx)
        return
    seat = ctx["p"]
    uids = moves.candidates(state, eff, ctx)
    hand = state.players[seat].zones["hand"]
    if any(state.where[u] == (seat, "hand") for u in uids):  # what the game lets an effect discard from a hand
        allowed = set(rules_for(state.game).hand_discard_choices(state, seat, hand, ctx))
        uids = [u for u in uids if u in allowed or state.where[u] != (seat, "hand")]
    if eff.cost:
        _pay(state, eff, ctx, uids)
        return
    moves.take(state, eff, ctx, uids)


def _pay(state: State, eff, ctx: Ctx, uids: list[int]) -> None:
    """A discard that is a cost: paid in full or not at all (see :class:`Discard`)."""
    seat, n = ctx["p"], count(state, eff.amount, ctx)
    if len(uids) < n:
        state.log("discard", f"{state.players[seat].name} cannot discard {_cards(n)}: nothing is paid, "
                  "and nothing follows from it.", seat)
        return
    optional = bool(ctx.get("by_effect") or eff.up_to)  # played by an effect: paying is the player's choice
    if optional and n == 1:  # one card: choosing none declines, choosing one pays in full
        pays = lower_first(effects_text(eff.if_you_do, end="")) if eff.if_you_do else ""
        moves.take(state, eff, ctx, uids, up_to=True, pays=pays)
        return
    if optional:
        ask(state, "yes_no", seat, deal(state, ctx, f"discard {_cards(n)}", eff.if_you_do),
            yes_no(), 1, 1, "discard_pay", purpose=Purpose("pay", moves.purpose_zones(eff), "discard", ctx.get("src")),
            eff=eff, ctx=ctx, uids=uids)
        return
    moves.take(state, eff, ctx, uids, up_to=False)


def _cards(n: int) -> str:
    """"a card", "2 cards" (never "card(s)")."""
    return "a card" if n == 1 else f"{n} cards"


def deal(state: State, ctx: Ctx, what: str, pays: list) -> str:
    """The question of a deal a card offers, generated from its data (issue 14): the card,
    what you do and what it pays, e.g. "Mister Terrific: gain a Weakness for +2 Power?"
    (``what`` is "gain a Weakness"; ``pays`` the effects that follow if you do)."""
    src = ctx.get("src")
    who = f"{card_label(state, src)}: " if src is not None else ""
    gets = f" for {lower_first(effects_text(pays, end=''))}" if pays else ""
    return f"{who}{what[:1].upper() + what[1:] if not who else what}{gets}?"


@resume("discard_pay")
def _discard_pay(state: State, answer, eff, ctx, uids: list[int]) -> None:
    if answer == ["yes"]:
        moves.take(state, eff, ctx, uids, up_to=False)


# --------------------------------------------------------------------------- destroy, gain, put on top
dc_op(Destroy)(moves.take)
dc_op(PutOnTop)(moves.take)


@dc_op(Gain)
def _gain(state: State, eff, ctx: Ctx) -> None:
    if eff.card is None:
        moves.take(state, eff, ctx)
        return
    seat = ctx["p"]
    stack = rules_for(state.game).stack_zone(state, eff.card)
    if eff.up_to:
        if not state.table.get(stack):  # none left: no choice, no bonus
            return
        ask(state, "yes_no", seat, deal(state, ctx, f"gain {a_an(eff.card)}", eff.if_you_do), yes_no(), 1, 1,
            "gain_named_yes",
            purpose=Purpose("gain", (stack,), eff.to, ctx.get("src")), eff=eff, ctx=ctx)
        return
    _gain_named(state, eff, ctx, stack)


def _gain_named(state, eff, ctx, stack: str) -> None:
    seat = ctx["p"]
    got = []
    for _ in range(count(state, eff.amount, ctx)):
        pile = state.table.get(stack, [])
        if not pile:
            state.log("gain", f"The {eff.card} stack is empty: {state.players[seat].name} gains nothing.", seat)
            break
        got.append(pile[0])
        gain_card(state, seat, pile[0], eff.to)
    _after_moved(state, eff, ctx, got)


@resume("gain_named_yes")
def _gain_named_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        _gain_named(state, eff, ctx, rules_for(state.game).stack_zone(state, eff.card))


# --------------------------------------------------------------------------- more moves
@dc_op(DiscardHandDraw)
def _discard_hand_draw(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    for uid in list(state.players[seat].zones["hand"]):
        zones.discard(state, seat, uid)
    state.log("discard", f"{state.players[seat].name} discards their hand.", seat)
    zones.draw(state, seat, eff.amount)


@dc_op(ReturnToStack)
def _return_to_stack(state: State, eff, ctx: Ctx) -> None:
    uid = ctx["src"]
    stack = rules_for(state.game).stack_zone(state, state.name(uid))
    zones.to_table(state, uid, stack, top=True)
    state.log("move", f"{state.players[ctx['p']].name} returns {state.name(uid)} to its stack.", ctx["p"])
