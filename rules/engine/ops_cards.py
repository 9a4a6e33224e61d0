"""Ops that add Power or move cards between zones: ``power``, ``draw``, ``discard`` (a
``cost`` discard is paid in full or not at all), ``destroy``, ``gain``, ``put_on_top``, ``discard_hand_draw``, ``destroy_all``,
``return_to_stack``; and :func:`destroy`, which every destroying effect goes through (Metal
"Destroying Cards").
"""

from __future__ import annotations

from . import zones
from .effects import Ctx, ask, card_option, chosen_cards, controlled, count, matches, played_in_play, push_effects, yes_no
from .registry import op, resume, rules_for
from .state import Option, Purpose, State
from .triggers import fire, gain_card


# --------------------------------------------------------------------------- Power & draw
@op("power")
def _power(state: State, eff, ctx: Ctx) -> None:
    n = count(state, eff.amount, ctx)
    res = state.players[ctx["p"]].res
    res["power"] = res.get("power", 0) + n
    state.log("power", f"{state.players[ctx['p']].name}: +{n} Power ({res['power']}).", ctx["p"])


@op("draw")
def _draw(state: State, eff, ctx: Ctx) -> None:
    got = zones.draw(state, ctx["p"], count(state, eff.amount, ctx))
    # remembered for the rest of this effect (Metal "Weakness Cards": a draw-then-discard
    # effect may discard the Weakness it drew, never one held in hand before)
    # (changed in place, so recorded: a refused command is undone, State.rollback)
    drew = ctx.get("drew")
    if drew is None:
        drew = ctx["drew"] = []
        state.note("key", ctx, "drew")
    state.note("extend", drew, len(drew))
    drew.extend(got)


# --------------------------------------------------------------------------- discard
def _choose_from(state, eff, ctx, uids, verb, resume_fn, up_to, purpose: Purpose, where=""):
    """Ask for cards of ``uids`` matching the effect's filter; ``verb`` and ``where`` are the
    prompt's words ("Choose up to 2 cards to destroy from the Line-Up")."""
    n = count(state, eff.amount, ctx)
    opts = [card_option(state, u) for u in uids if matches(state.cards[u], getattr(eff, "filter", None))]
    what = "a card" if n == 1 else f"{n} cards"
    prompt = f"{'Choose up to' if up_to else 'Choose'} {what} to {verb}{where}"
    ask(state, "cards", ctx["p"], prompt, opts, 0 if up_to else n, n, resume_fn, purpose=purpose, eff=eff, ctx=ctx)


def _discard_purpose(eff, ctx: Ctx) -> Purpose:
    return Purpose("discard", ("played",) if eff.from_ == "played" else ("hand",), "discard", ctx.get("src"))


@op("discard")
def _discard(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    if eff.from_ == "deck_top":
        got = []
        for _ in range(count(state, eff.amount, ctx)):
            uid = zones.top_of_deck(state, seat)
            if uid is None:
                break
            zones.discard(state, seat, uid)
            got.append(uid)
            state.log("discard", f"{state.players[seat].name} discards {state.name(uid)} from the top of their deck.",
                      seat)
            rules_for(state.game).on_discarded(state, seat, uid)
        _after_moved(state, eff, ctx, len(got))
        return
    if eff.from_ == "played":
        uids = played_in_play(state, seat)
    else:
        uids = rules_for(state.game).hand_discard_choices(state, seat, state.players[seat].zones["hand"], ctx)
    if eff.cost:
        _pay(state, eff, ctx, uids)
        return
    _choose_from(state, eff, ctx, uids, "discard", "discard_chosen", eff.up_to, _discard_purpose(eff, ctx))


def _pay(state: State, eff, ctx: Ctx, uids: list[int]) -> None:
    """A discard that is a cost: paid in full or not at all (see :class:`Discard`)."""
    seat, n = ctx["p"], count(state, eff.amount, ctx)
    if sum(1 for u in uids if matches(state.cards[u], eff.filter)) < n:
        state.log("discard", f"{state.players[seat].name} cannot discard {n} card(s): nothing is paid, "
                  "and nothing follows from it.", seat)
        return
    optional = bool(ctx.get("by_effect") or eff.up_to)  # played by an effect: paying is the player's choice
    purpose = _discard_purpose(eff, ctx)
    if optional and n == 1:  # one card: choosing none declines, choosing one pays in full
        _choose_from(state, eff, ctx, uids, "discard", "discard_chosen", True, purpose)
        return
    if optional:
        from .render import effects_text

        ask(state, "yes_no", seat, f"Pay: discard {n} card(s)? If you do: {effects_text(eff.if_you_do, end='')}",
            yes_no(), 1, 1, "discard_pay", purpose=Purpose("pay", purpose.from_, "discard", purpose.source),
            eff=eff, ctx=ctx, uids=uids)
        return
    _choose_from(state, eff, ctx, uids, "discard", "discard_chosen", False, purpose)


@resume("discard_pay")
def _discard_pay(state: State, answer, eff, ctx, uids: list[int]) -> None:
    if answer == ["yes"]:
        _choose_from(state, eff, ctx, uids, "discard", "discard_chosen", False, _discard_purpose(eff, ctx))


@resume("discard_chosen")
def _discard_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    uids = chosen_cards(answer)
    for uid in uids:
        zones.discard(state, seat, uid)
        state.log("discard", f"{state.players[seat].name} discards {state.name(uid)}.", seat)
        rules_for(state.game).on_discarded(state, seat, uid)
    _after_moved(state, eff, ctx, len(uids))


def _after_moved(state, eff, ctx, n: int) -> None:
    if n and eff.if_you_do:
        push_effects(state, eff.if_you_do, {**ctx, "did": n})


# --------------------------------------------------------------------------- destroy
def destroy_zone(state: State, eff_from: str, ctx: Ctx) -> list[int]:
    """The cards a ``destroy`` may pick from, by its ``from`` zone."""
    z = state.players[ctx["p"]].zones
    return {
        "hand": lambda: list(z["hand"]),
        "discard": lambda: list(z["discard"]),
        "hand_or_discard": lambda: z["hand"] + z["discard"],
        "played": lambda: [u for u in controlled(state, ctx["p"]) if u != ctx.get("src")],
        "line_up": lambda: list(state.table.get("line_up", [])),
        "this": lambda: [ctx["src"]] if ctx.get("src") is not None else [],
    }[eff_from]()


@op("destroy")
def _destroy(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    if eff.from_ == "deck_top":
        uid = zones.top_of_deck(state, seat)
        if uid is not None and matches(state.cards[uid], eff.filter):
            destroy(state, seat, uid)
            _after_moved(state, eff, ctx, 1)
        return
    if eff.from_ == "this":  # "Destroy this card": no choice to make (the text says so)
        uid = ctx.get("src")
        if uid is not None and state.where[uid][0] == seat:
            destroy(state, seat, uid)
            _after_moved(state, eff, ctx, 1)
        return
    where = {"hand_or_discard": " from your hand or discard pile", "line_up": " from the Line-Up",
             "discard": " from your discard pile", "played": " from cards you control"}.get(eff.from_, "")
    zones_of = {"hand_or_discard": ("hand", "discard"), "played": ("played", "ongoing")}.get(eff.from_, (eff.from_,))
    _choose_from(state, eff, ctx, destroy_zone(state, eff.from_, ctx), "destroy", "destroy_chosen", eff.up_to,
                 Purpose("destroy", zones_of, None, ctx.get("src")), where)


@resume("destroy_chosen")
def _destroy_chosen(state: State, answer, eff, ctx) -> None:
    uids = chosen_cards(answer)
    for uid in uids:
        destroy(state, ctx["p"], uid)
    _after_moved(state, eff, ctx, len(uids))


def destroy(state: State, seat: int, uid: int) -> None:
    """Destroy a card: the game says where it goes (the destroyed pile, or back to its stack
    for Weakness; Metal "Destroying Cards"); ``seat``'s ``when destroy`` abilities fire."""
    owner, zone = rules_for(state.game).destroyed_to(state, uid)
    zones.move(state, uid, owner, zone)
    state.log("destroy", f"{state.players[seat].name} destroys {state.name(uid)}.", seat)
    # the abilities the destroy triggers resolve after the card's own blue banner (pushed last)
    fire(state, seat, "destroy", uid)
    rules_for(state.game).on_destroyed(state, seat, uid)


# --------------------------------------------------------------------------- gain
@op("gain")
def _gain(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    g = rules_for(state.game)
    if eff.card is not None:
        stack = g.stack_zone(state, eff.card)
        if eff.optional:
            if not state.table.get(stack):  # none left: no choice, no bonus
                return
            ask(state, "yes_no", seat, f"Gain {eff.card}?", yes_no(), 1, 1, "gain_named_yes",
                purpose=Purpose("gain", (stack,), eff.to, ctx.get("src")), eff=eff, ctx=ctx)
            return
        _gain_named(state, eff, ctx, stack)
        return
    if eff.from_ == "main_deck_top":
        deck = state.table.get("main_deck", [])
        uids = deck[:1]
    elif eff.from_ == "revealed":
        uids = [ctx["rev"]] if ctx.get("rev") is not None else []
    else:
        uids = list(state.table.get(eff.from_, []))
    opts = [card_option(state, u) for u in uids if matches(state.cards[u], eff.filter)]
    n = count(state, eff.amount, ctx)
    where = {"line_up": " from the Line-Up", "destroyed": " from the destroyed pile"}.get(eff.from_, "")
    ask(state, "cards", seat, f"Choose a card to gain{where}", opts, 0 if eff.optional else n, n,
        "gain_chosen", purpose=Purpose("gain", ({"main_deck_top": "main_deck", "revealed": "deck"}.get(eff.from_, eff.from_),), eff.to,
                        ctx.get("src")), eff=eff, ctx=ctx)


def _gain_named(state, eff, ctx, stack: str) -> None:
    seat = ctx["p"]
    got = 0
    for _ in range(count(state, eff.amount, ctx)):
        pile = state.table.get(stack, [])
        if not pile:
            state.log("gain", f"The {eff.card} stack is empty: {state.players[seat].name} gains nothing.", seat)
            break
        gain_card(state, seat, pile[0], eff.to)
        got += 1
    _after_moved(state, eff, ctx, got)


@resume("gain_named_yes")
def _gain_named_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        _gain_named(state, eff, ctx, rules_for(state.game).stack_zone(state, eff.card))


@resume("gain_chosen")
def _gain_chosen(state: State, answer, eff, ctx) -> None:
    uids = chosen_cards(answer)
    for uid in uids:
        gain_card(state, ctx["p"], uid, eff.to)
    _after_moved(state, eff, ctx, len(uids))


# --------------------------------------------------------------------------- more moves
@op("put_on_top")
def _put_on_top(state: State, eff, ctx: Ctx) -> None:
    z = state.players[ctx["p"]].zones
    uids = played_in_play(state, ctx["p"]) if eff.from_ == "played" else z[eff.from_]
    _choose_from(state, eff, ctx, [u for u in uids if u != ctx.get("src")], "put on top of your deck",
                 "put_on_top_chosen", eff.up_to, Purpose("put_on_top", (eff.from_,), "deck", ctx.get("src")))


@resume("put_on_top_chosen")
def _put_on_top_chosen(state: State, answer, eff, ctx) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, ctx["p"], "deck", top=True)
        state.log("move", f"{state.players[ctx['p']].name} puts {state.name(uid)} on top of their deck.", ctx["p"])


@op("discard_hand_draw")
def _discard_hand_draw(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    for uid in list(state.players[seat].zones["hand"]):
        zones.discard(state, seat, uid)
    state.log("discard", f"{state.players[seat].name} discards their hand.", seat)
    zones.draw(state, seat, eff.amount)


@op("destroy_all")
def _destroy_all(state: State, eff, ctx: Ctx) -> None:
    names = {"discard": "discard pile", "score_pile": "score pile", "hand": "hand"}
    opts = [Option(z, f"every {', '.join(eff.filter.name or ['matching card'])} in your {names[z]}") for z in eff.zones]
    ask(state, "one", ctx["p"], "Choose where to destroy", opts, 1, 1, "destroy_all_chosen",
        purpose=Purpose("destroy", tuple(eff.zones), None, ctx.get("src")), eff=eff, ctx=ctx)


@resume("destroy_all_chosen")
def _destroy_all_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in [u for u in state.players[seat].zones[answer[0]] if matches(state.cards[u], eff.filter)]:
        destroy(state, seat, uid)


@op("return_to_stack")
def _return_to_stack(state: State, eff, ctx: Ctx) -> None:
    uid = ctx["src"]
    stack = rules_for(state.game).stack_zone(state, state.name(uid))
    zones.to_table(state, uid, stack, top=True)
    state.log("move", f"{state.players[ctx['p']].name} returns {state.name(uid)} to its stack.", ctx["p"])
