"""Justice League Dark's own ops (rulebook ``002_9150b2c8b1303997.txt``, "New Concepts" and
"Specific Card Clarifications"): Blue Banner Text (``banner``), Sealing Cards (``seal``),
``surge``, Transforming Cards (``transform``, ``transform_any``), Reverting Cards
(``revert``), Houdini Key's ``borrow`` (Floronic Man clarification: see
:meth:`rules.games.jld.JLDRules.return_borrowed`), ``play_again``, ``put_on_bottom`` and
``reveal_distinct``. The rules class and set-up are in :mod:`rules.games.jld`, which imports
this module, so importing the game registers these ops.
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.effects import (
    ask,
    borrowed_now,
    card_option,
    chosen_cards,
    controlled,
    count,
    holds,
    matches,
    push_effects,
)
from rules.catalog.schema import walk
from rules.engine.registry import op, resume
from rules.engine.state import Option, Purpose, State
from rules.engine.triggers import fire, gain_card, replay_card


# --------------------------------------------------------------------------- Blue Banner Text
def resolve_banner(state: State, seat: int, uid: int, event: str) -> None:
    """Resolve the blue banner of ``uid`` when it moved the way its banner names (``event``:
    discarded, destroyed or sealed); the game's discard, destroy and Seal hooks call this."""
    for e in state.cards[uid].effects:
        if e.op == "banner" and event in e.on:
            state.log("trigger", f"{state.name(uid)}: its blue banner resolves.", seat)
            push_effects(state, e.effects, {"p": seat, "src": uid})


@op("banner")
def _banner_passive(state: State, eff, ctx) -> None:
    """Blue banner text is never resolved on play (see :func:`resolve_banner`)."""


# --------------------------------------------------------------------------- Seal
def seal_card(state: State, seat: int, uid: int) -> None:
    """Put ``uid`` into ``seat``'s score pile; sealing a card you do not own gains it (a
    Location only controlled through Houdini Key is not gained)."""
    owner = state.where[uid][0]
    borrowed = uid in borrowed_now(state, seat)
    if borrowed:
        state.turn.setdefault("borrowed_sealed", []).append(uid)
    zones.move(state, uid, seat, "score_pile")
    state.log("seal", f"{state.players[seat].name} Seals {state.name(uid)}.", seat)
    if owner != seat and not borrowed:
        fire(state, seat, "gain", uid)
    resolve_banner(state, seat, uid, "sealed")


def _sealable_this(state: State, seat: int, uid: int | None) -> bool:
    if uid is None:
        return False
    owner, zone = state.where[uid]
    return owner == seat and zone in ("played", "ongoing", "hand", "discard", "deck")


def seal_candidates(state: State, eff, ctx) -> list[int]:
    seat, src = ctx["p"], ctx.get("src")
    z = state.players[seat].zones
    out: list[int] = []
    for where in eff.from_:
        if where == "this":
            if _sealable_this(state, seat, src):
                out.append(src)
        elif where == "hand":
            out += z["hand"]
        elif where == "discard":
            out += z["discard"]
        elif where == "played":
            out += [u for u in controlled(state, seat) + borrowed_now(state, seat) if u != src]
        elif where == "line_up":
            out += state.table.get("line_up", [])
        elif where == "main_deck_top":
            out += state.table.get("main_deck", [])[:1]
        elif where == "destroyed":
            out += state.table.get("destroyed", [])
        elif where == "deck_top":
            top = zones.top_of_deck(state, seat, reshuffle=False)
            if top is not None:
                out.append(top)
    limit = None
    if eff.below_played is not None:
        costs = [state.cards[u].cost for u in state.turn.get("played", []) if matches(state.cards[u], eff.below_played)]
        if not costs:
            return []
        limit = max(costs)
    seen: list[int] = []
    for u in out:
        c = state.cards[u]
        if u in seen or not matches(c, eff.filter) or (limit is not None and c.cost >= limit):
            continue
        if u == src and "this" not in eff.from_:
            continue
        seen.append(u)
    return seen


@op("seal")
def _seal(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    if list(eff.from_) == ["this"]:
        if _sealable_this(state, seat, ctx.get("src")):
            seal_card(state, seat, ctx["src"])
            if eff.if_you_do:
                push_effects(state, eff.if_you_do, {**ctx, "did": 1})
        return
    if "deck_top" in eff.from_ and not state.players[seat].zones["deck"]:
        zones.shuffle_discard_into_deck(state, seat)
    opts = [card_option(state, u) for u in seal_candidates(state, eff, ctx)]
    n = count(state, eff.amount, ctx)
    what = "a card" if n == 1 else f"{n} cards"
    ask(state, "cards", seat, f"{'Choose up to' if eff.up_to else 'Choose'} {what} to Seal", opts,
        0 if eff.up_to else n, n, "jld_sealed", purpose=Purpose("seal", tuple(eff.from_), "score_pile", ctx.get("src")),
        eff=eff, ctx=ctx)


@resume("jld_sealed")
def _sealed(state: State, answer, eff, ctx) -> None:
    uids = chosen_cards(answer)
    for uid in uids:
        seal_card(state, ctx["p"], uid)
    if uids and eff.if_you_do:
        push_effects(state, eff.if_you_do, {**ctx, "did": len(uids)})


# --------------------------------------------------------------------------- Surge
def surge(state: State, seat: int) -> None:
    deck = state.table.get("main_deck", [])
    if not deck:
        state.log("surge", "The main deck is empty: the Surge adds nothing.", seat)
        return
    uid = deck[0]
    zones.to_table(state, uid, "line_up")
    state.log("surge", f"Surge: {state.name(uid)} joins the Line-Up.", seat)


@op("surge")
def _surge(state: State, eff, ctx) -> None:
    for _ in range(eff.amount):
        surge(state, ctx["p"])
        if not state.table.get("main_deck"):
            break  # an empty main deck stays empty: one message is enough


# --------------------------------------------------------------------------- Transform & Revert
def find_transformed(state: State, seat: int, name: str) -> int | None:
    """Where a Transform looks for ``name``: your score pile, the Transformation Zone, then
    the destroyed pile ("Transforming Cards")."""
    for pile in (state.players[seat].zones["score_pile"], state.table.get("transformation_zone", []),
                 state.table.get("destroyed", [])):
        for u in pile:
            if state.name(u) == name:
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


@op("transform")
def _transform(state: State, eff, ctx) -> None:
    seat, src = ctx["p"], ctx.get("src")
    hand = state.players[seat].zones["hand"]
    met = eff.condition is None or holds(state, eff.condition, ctx)
    if met and eff.discard is not None:
        met = any(matches(state.cards[u], eff.discard) for u in hand)
    if not met or not _sealable_this(state, seat, src):
        push_effects(state, eff.otherwise, ctx)
        return
    from rules.engine.render import effects_text

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
        zones.discard(state, seat, uid)
        state.log("discard", f"{state.players[seat].name} discards {state.name(uid)}.", seat)
        resolve_banner(state, seat, uid, "discarded")
    do_transform(state, seat, ctx["src"], into, eff.to)


@op("transform_any")
def _transform_any(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    z = state.players[seat].zones
    pool = {"hand": z["hand"], "discard": z["discard"], "hand_or_discard": z["hand"] + z["discard"]}[eff.from_]
    opts = [card_option(state, u) for u in pool if transform_targets(state.cards[u])]
    zones_of = ("hand", "discard") if eff.from_ == "hand_or_discard" else (eff.from_,)
    ask(state, "cards", seat, "Choose a card to Transform", opts, 1, 1, "jld_transform_any_card",
        purpose=Purpose("transform", zones_of, None, ctx.get("src")), eff=eff, ctx=ctx)


def transform_targets(card) -> list[str]:
    """The Transformed cards ``card`` can become: the ``into`` of every Transform anywhere in
    its effects (inside a Defense, an If, a Choose one...), in order, without repeats."""
    return list(dict.fromkeys(n for e in walk(card.effects) if e.op == "transform" for n in e.into))


@resume("jld_transform_any_card")
def _transform_any_card(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in chosen_cards(answer):
        into = transform_targets(state.cards[uid])
        opts = [Option(f"t{i}", n + ("" if find_transformed(state, seat, n) is not None else " (none left)"))
                for i, n in enumerate(into)]
        ask(state, "one", seat, f"Transform {state.name(uid)} into", opts, 1, 1, "jld_transform_any_into",
            purpose=Purpose("transform", source=uid), eff=eff, uid=uid, seat=seat)


@resume("jld_transform_any_into")
def _transform_any_into(state: State, answer, eff, uid: int, seat: int) -> None:
    into = transform_targets(state.cards[uid])[int(answer[0][1:])]
    do_transform(state, seat, uid, into, eff.to)


@op("revert")
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




# --------------------------------------------------------------------------- other jld ops
@op("borrow")
def _borrow(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    pool: list[int] = []
    if "line_up" in eff.from_:
        pool += state.table.get("line_up", [])
    if "foes" in eff.from_:
        for f in state.foes(seat):
            pool += state.players[f].zones["ongoing"] + state.players[f].zones["played"]
    borrowed = borrowed_now(state, seat)
    opts = [card_option(state, u) for u in pool if matches(state.cards[u], eff.filter) and u not in borrowed]
    zones_of = tuple(z for f in eff.from_ for z in (("played", "ongoing") if f == "foes" else (f,)))
    ask(state, "cards", seat, "Choose a card to take control of this turn", opts, 1, 1, "jld_borrowed",
        purpose=Purpose("control", zones_of, None, ctx.get("src")), seat=seat)


@resume("jld_borrowed")
def _borrowed(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        state.turn.setdefault("borrowed", []).append(uid)
        state.turn.setdefault("borrowed_from", {})[uid] = state.where[uid]
        state.log("control", f"{state.players[seat].name} takes control of {state.name(uid)} this turn.", seat)


@op("play_again")
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


@op("put_on_bottom")
def _put_on_bottom(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    pool = [u for u in state.players[seat].zones[eff.from_] if u != ctx.get("src") and matches(state.cards[u], eff.filter)]
    n = count(state, eff.amount, ctx)
    ask(state, "cards", seat, f"Choose {'up to ' if eff.up_to else ''}{n} card(s) to put on the bottom of your deck",
        [card_option(state, u) for u in pool], 0 if eff.up_to else n, n, "jld_bottom",
        purpose=Purpose("put_on_bottom", (eff.from_,), "deck", ctx.get("src")), seat=seat)


@resume("jld_bottom")
def _bottom(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, seat, "deck")
        state.log("move", f"{state.players[seat].name} puts {state.name(uid)} on the bottom of their deck.", seat)


@op("reveal_distinct")
def _reveal_distinct(state: State, eff, ctx) -> None:
    seat = ctx["p"]
    got = []
    for _ in range(eff.amount):
        uid = zones.top_of_deck(state, seat)
        if uid is None:
            break
        zones.move(state, uid, seat, "revealed")
        got.append(uid)
    if not got:
        return
    state.log("reveal", f"{state.players[seat].name} reveals {', '.join(state.name(u) for u in got)}.", seat,
              shown=tuple(got))
    types = [state.cards[u].type for u in got]
    for uid in got:
        t = state.cards[uid].type
        if t is not None and types.count(t) == 1:
            zones.move(state, uid, seat, "hand")
        else:
            zones.discard(state, seat, uid)
            resolve_banner(state, seat, uid, "discarded")
    zones.close(state, seat, "revealed")
