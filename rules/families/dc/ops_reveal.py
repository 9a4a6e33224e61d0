"""Ops that reveal or look at cards: ``reveal`` (then act on the revealed card),
``reveal_top`` and ``look_at``.

``look_at`` takes the cards it shows through the kernel's move routine
(:func:`rules.engine.moves.take`, selector word ``shown``), with a mover per action
(:data:`LOOK_MOVERS`): the DC discard and destroy, or into the hand, told to the player alone.
"""

from __future__ import annotations

from rules.catalog.schema import Selector
from rules.engine import moves, zones
from rules.engine.effects import Ctx, ask, matches, push, push_effects, yes_no
from rules.engine.moves import MOVERS, Mover, mover
from rules.engine.registry import resume, task
from rules.engine.state import Purpose, State
from rules.engine.render import name_list

from .cards import count
from .language import LookAt, Reveal, RevealTop, dc_op
from .ops_cards import destroy, discard_card


# --------------------------------------------------------------------------- your deck
@dc_op(Reveal)
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
        discard_card(state, seat, uid)
        return
    verb = "discard" if after == "may_discard" else "destroy"
    purpose = Purpose(verb, ("deck",), "discard" if verb == "discard" else None, ctx.get("src"),
                      target=uid)  # the card asked about (I shows it in the question)
    # where the card goes either way (new-user trial with Multiverse Map: "Discard Punch?" did
    # not say it is the top card of the deck, nor that No leaves it there)
    card = state.name(uid)
    prompt = (f"Discard {card} from the top of your deck to your discard pile?" if verb == "discard"
              else f"Destroy {card}, the top card of your deck?") + " No: it stays on top of your deck."
    ask(state, "yes_no", seat, prompt, yes_no(),
        1, 1, "reveal_after_yes", purpose=purpose, verb=verb, ctx=ctx)


@resume("reveal_after_yes")
def _reveal_after_yes(state: State, answer, verb, ctx) -> None:
    if answer != ["yes"]:
        return
    if verb == "discard":
        discard_card(state, ctx["p"], ctx["rev"])
    else:
        destroy(state, ctx["p"], ctx["rev"])


@dc_op(LookAt)
def _look_at(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    n = count(state, eff.amount, ctx)
    if eff.empty_deck == "shuffle" and len(state.players[seat].zones["deck"]) < n:
        zones.shuffle_discard_into_deck(state, seat)  # the deck runs out while looking
    top = state.players[seat].zones["deck"][:n]  # stops when empty: no reshuffle once looking
    if not top:
        state.log("look", f"{state.players[seat].name} has no cards in their deck to look at.", seat)
        return
    if not state.headless:  # (speed)
        state.log("look", f"{state.players[seat].name} looks at the top " + ("card" if len(top) == 1 else f"{len(top)} cards") + " of their deck.", seat,
                  f"{state.players[seat].name} looks at {name_list(state.name(u) for u in top)}.", shown=tuple(top))
    opts = [u for u in top if matches(state.cards[u], eff.filter)]
    if not opts:
        return
    mx = min(eff.max_taken, len(opts)) if eff.max_taken is not None else len(opts)
    sel = _shown(mx)
    moves.take(state, sel, {**ctx, "shown": top}, opts, via=LOOK_MOVERS[eff.action])


def _shown(n: int) -> Selector:
    """The selector of up to ``n`` of the cards looked at, made once per ``n`` (a frozen model,
    so shared; speed: validating a new one cost more than the rest of a look)."""
    sel = _SHOWN.get(n)
    if sel is None:
        sel = _SHOWN[n] = Selector.model_validate({"from": ["shown"], "amount": n, "up_to": True})
    return sel


_SHOWN: dict[int, Selector] = {}


def _say_to_hand(state: State, seat: int, uid: int, eff=None) -> None:
    state.log("move", f"{state.players[seat].name} puts a card into their hand.", seat,
              f"{state.players[seat].name} puts {state.name(uid)} into their hand.")


_REST = "; the rest go back on top of your deck in the same order"  # where they are (trial)
#: ``LookAt.action`` -> the mover (:func:`rules.engine.moves.mover`) that takes the chosen cards
LOOK_MOVERS = {"discard": "look_discard", "destroy": "look_destroy", "to_hand": "look_to_hand"}
mover("look_discard", MOVERS["discard"]._replace(after=None, prompt="discard" + _REST))
mover("look_destroy", MOVERS["destroy"]._replace(after=None, prompt="destroy" + _REST, where=False))
mover("look_to_hand", Mover("take", lambda st, e, ctx: (ctx["p"], "hand", False, None), _say_to_hand,
                            prompt="put into your hand" + _REST, where=False, to=lambda e: "hand"))


@dc_op(RevealTop)
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
    state.log("reveal", f"{state.players[seat].name} reveals {name_list(state.name(u) for u in got)}.", seat,
              shown=tuple(got))
    back = []
    for uid in got:
        if matches(state.cards[uid], eff.filter):
            if eff.matching == "destroy":
                destroy(state, seat, uid)
            elif eff.matching == "discard":
                discard_card(state, seat, uid)
            else:
                zones.move(state, uid, seat, eff.matching)
        elif eff.others == "deck_top":
            back.append(uid)
        else:
            discard_card(state, seat, uid)
    # cards put back on top keep the order they had (Metal "Detective Chimp, The Drowned")
    for uid in reversed(back):
        zones.move(state, uid, seat, "deck", top=True)
    zones.close(state, seat, "revealed")
