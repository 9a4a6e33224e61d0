"""Ops that reveal or look at cards: ``reveal`` (then act on the revealed card),
``reveal_top``, ``look_at``, ``pass_top_card``, ``gain_top_or_next`` (the main deck) and
``play_from_foes`` (the tops of the foes' decks).
"""

from __future__ import annotations

from . import zones
from .effects import Ctx, ask, card_option, chosen_cards, count, matches, push, push_effects, yes_no
from .ops_cards import destroy
from .registry import op, resume, rules_for, task
from .state import Option, Purpose, State
from .triggers import gain_card, play_card


# --------------------------------------------------------------------------- your deck
@op("reveal")
def _reveal(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    uid = zones.top_of_deck(state, seat)
    if uid is None:
        state.log("reveal", f"{state.players[seat].name} has no card to reveal.", seat)
        return
    state.log("reveal", f"{state.players[seat].name} reveals {state.name(uid)} from the top of their deck.", seat,
              shown=(uid,))
    sub = {**ctx, "rev": uid}
    push(state, "reveal_after", after=eff.after, ctx=sub)
    push_effects(state, eff.then, sub)


@task("reveal_after")
def _reveal_after(state: State, after: str, ctx: Ctx) -> None:
    seat, uid = ctx["p"], ctx["rev"]
    if state.where[uid] != (seat, "deck") or after == "keep":
        return
    if after == "discard":
        zones.discard(state, seat, uid)
        state.log("discard", f"{state.players[seat].name} discards {state.name(uid)}.", seat)
        rules_for(state.game).on_discarded(state, seat, uid)
        return
    verb = "discard" if after == "may_discard" else "destroy"
    purpose = Purpose(verb, ("deck",), "discard" if verb == "discard" else None, ctx.get("src"))
    ask(state, "yes_no", seat, f"{verb.capitalize()} {state.name(uid)}?", yes_no(),
        1, 1, "reveal_after_yes", purpose=purpose, verb=verb, ctx=ctx)


@resume("reveal_after_yes")
def _reveal_after_yes(state: State, answer, verb, ctx) -> None:
    if answer != ["yes"]:
        return
    if verb == "discard":
        zones.discard(state, ctx["p"], ctx["rev"])
        state.log("discard", f"{state.players[ctx['p']].name} discards {state.name(ctx['rev'])}.", ctx["p"])
        rules_for(state.game).on_discarded(state, ctx["p"], ctx["rev"])
    else:
        destroy(state, ctx["p"], ctx["rev"])


@op("look_at")
def _look_at(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    n = count(state, eff.amount, ctx)
    top = state.players[seat].zones["deck"][:n]  # stops when empty: no reshuffle
    if not top:
        state.log("look", f"{state.players[seat].name} has no cards in their deck to look at.", seat)
        return
    state.log("look", f"{state.players[seat].name} looks at the top {len(top)} card(s) of their deck.", seat,
              f"{state.players[seat].name} looks at {', '.join(state.name(u) for u in top)}.", shown=tuple(top))
    opts = [card_option(state, u) for u in top if matches(state.cards[u], eff.filter)]
    verb = {"discard": "discard", "destroy": "destroy", "to_hand": "put into your hand"}[eff.action]
    mx = min(eff.max_taken, len(opts)) if eff.max_taken is not None else len(opts)
    if not opts:
        return
    purpose = Purpose({"to_hand": "take"}.get(eff.action, eff.action), ("deck",),
                      {"discard": "discard", "to_hand": "hand"}.get(eff.action), ctx.get("src"))
    ask(state, "cards", seat, f"Choose any of these to {verb}; the rest go back in the same order",
        opts, 0, mx, "look_at_chosen", purpose=purpose, eff=eff, ctx=ctx)


@resume("look_at_chosen")
def _look_at_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in chosen_cards(answer):
        if eff.action == "discard":
            zones.discard(state, seat, uid)
            state.log("discard", f"{state.players[seat].name} discards {state.name(uid)}.", seat)
            rules_for(state.game).on_discarded(state, seat, uid)
        elif eff.action == "destroy":
            destroy(state, seat, uid)
        else:
            zones.move(state, uid, seat, "hand")
            state.log("move", f"{state.players[seat].name} puts a card into their hand.", seat,
                      f"{state.players[seat].name} puts {state.name(uid)} into their hand.")


@op("reveal_top")
def _reveal_top(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    got = []
    for _ in range(eff.amount):
        deck = state.players[seat].zones["deck"]
        if not deck and not zones.shuffle_discard_into_deck(state, seat):
            break
        uid = state.players[seat].zones["deck"][0]
        got.append(uid)
        zones.move(state, uid, seat, "revealed")
    if not got:
        return
    state.log("reveal", f"{state.players[seat].name} reveals {', '.join(state.name(u) for u in got)}.", seat,
              shown=tuple(got))
    back = []
    for uid in got:
        if matches(state.cards[uid], eff.filter):
            if eff.matching == "destroy":
                destroy(state, seat, uid)
            else:
                zones.move(state, uid, seat, eff.matching)
        elif eff.others == "deck_top":
            back.append(uid)
        else:
            zones.discard(state, seat, uid)
    # cards put back on top keep the order they had (Metal "Detective Chimp, The Drowned")
    for uid in reversed(back):
        zones.move(state, uid, seat, "deck", top=True)
    zones.close(state, seat, "revealed")


@op("pass_top_card")
def _pass_top_card(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    hit = ctx.get("hit") or [seat]
    uid = zones.top_of_deck(state, seat)
    if uid is None:
        return
    i = hit.index(seat) if seat in hit else 0
    to = hit[(i + 1) % len(hit)]
    if to == seat:
        state.log("reveal", f"{state.players[seat].name} reveals {state.name(uid)} and keeps it on their deck.", seat,
                  shown=(uid,))
        return
    zones.move(state, uid, to, "discard")
    state.log("move", f"{state.players[seat].name} reveals {state.name(uid)} and passes it to "
                      f"{state.players[to].name}.", seat)


# --------------------------------------------------------------------------- the main deck and the foes' decks
@op("gain_top_or_next")
def _gain_top_or_next(state: State, eff, ctx: Ctx) -> None:
    deck = state.table.get("main_deck", [])
    if not deck:
        return
    opts = [Option("top", f"{state.name(deck[0])} (the top card)")]
    if len(deck) > 1:
        opts.append(Option("next", "the card under it, unseen"))
    state.log("reveal", f"The top card of the main deck is {state.name(deck[0])}.", shown=(deck[0],))
    ask(state, "one", ctx["p"], "Gain the top card of the main deck, or the one under it?", opts, 1, 1,
        "top_or_next", purpose=Purpose("gain", ("main_deck",), "discard", ctx.get("src")), ctx=ctx)


@resume("top_or_next")
def _top_or_next(state: State, answer, ctx) -> None:
    deck = state.table.get("main_deck", [])
    uid = deck[0] if answer == ["top"] else deck[1]
    gain_card(state, ctx["p"], uid)


@op("play_from_foes")
def _play_from_foes(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    tops = []
    for foe in state.foes(seat):
        uid = zones.top_of_deck(state, foe)
        if uid is not None:
            tops.append(uid)
            state.log("reveal", f"{state.players[foe].name} reveals {state.name(uid)}.", foe, shown=(uid,))
    opts = [card_option(state, u) for u in tops if matches(state.cards[u], eff.filter)]
    ask(state, "cards", seat, "You may take one of the revealed cards and play it", opts, 0, 1,
        "played_from_foe", purpose=Purpose("play", ("deck",), "played", ctx.get("src")), seat=seat)


@resume("played_from_foe")
def _played_from_foe(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, seat, "hand")
        play_card(state, seat, uid, by_effect=True)
