"""Dark Nights – Metal's own ops (rulebook ``000_04845ddfb5d893da.txt``): Recruiting Super
Heroes (``recruit``), Weakness and Captured! (``capture_check``), Rescue (``rescue``), The
Batman Who Laughs (``villain_rescue``, a passive op read by :func:`bwl_rule`) and Superman's
``rule``; and the ops of single cards: Barbatos (``destroy_all``), The Merciless
(``pass_top_card``, ``gain_top_or_next``) and X-Ray Vision (``play_from_foes``). Importing the
game package registers them.
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.effects import Ctx, ask, card_option, chosen_cards, matches, push
from rules.engine.registry import OPS, op, resume, rules_for, task
from rules.engine.state import Option, State
from rules.families.dc.ops_cards import destroy
from rules.families.dc.triggers import gain_card, play_card

#: passive ops: read by the rules (:func:`bwl_rule`, ``MetalRules.capture_threshold``), they
#: resolve nothing when their card is played
for _passive in ("rule", "villain_rescue"):
    OPS[_passive] = lambda state, eff, ctx: None


def bwl_rule(state: State):
    """The Batman Who Laughs tile's ``villain_rescue`` effect (its cost limit and Weakness
    count come from the card data), or None without the tile."""
    for u in state.table.get("tile", []):
        eff = state.cards[u].find("villain_rescue")
        if eff is not None:
            return eff
    return None


def ensure_captured(state: State) -> None:
    """The Batman Who Laughs: with no Captured Characters, the top of the Character stack
    becomes Captured."""
    if not state.table.get("captured") and state.table.get("character_stack"):
        uid = state.table["character_stack"][0]
        zones.to_table(state, uid, "captured")
        state.log("capture", f"{state.name(uid)} becomes Captured by The Batman Who Laughs.")


def recruit(state: State, seat: int) -> None:
    """Look at the top 2 of the Character stack, keep 1, the other to the bottom
    ("Recruiting Super Heroes"); nothing when the stack is empty."""
    top = state.table.get("character_stack", [])[:2]
    if not top:
        state.log("recruit", f"The Character stack is empty: {state.players[seat].name} recruits nobody.", seat)
        return
    ask(state, "cards", seat, "Recruit: choose the Character who joins your team",
        [card_option(state, u) for u in top], 1, 1, "metal_recruited", seat=seat, seen=top)


@resume("metal_recruited")
def _recruited(state: State, answer, seat: int, seen: list[int]) -> None:
    uid = chosen_cards(answer)[0]
    rules_for(state.game).join_team(state, seat, uid)
    for u in seen:
        if u != uid:
            zones.to_table(state, u, "character_stack")


@op("recruit")
def _recruit_op(state: State, eff, ctx) -> None:
    recruit(state, ctx["p"])


@op("capture_check")
def _capture_marker(state: State, eff, ctx) -> None:
    """Resolved by :meth:`rules.games.metal.game.MetalRules.after_play`, after the Weakness's triggers."""


@resume("metal_captured")
def _captured(state: State, answer, weak: list[int]) -> None:
    seat = state.active
    p = state.players[seat]
    for uid in chosen_cards(answer):
        zones.to_table(state, uid, "captured")
        state.log("capture", f"{state.name(uid)} ({p.name}) becomes Captured!", seat)
    zones.move(state, weak[0], seat, "score_pile")
    for u in weak[1:]:
        zones.to_table(state, u, "weakness", top=True)
    state.log("capture", f"{p.name} puts a Weakness in their score pile and returns {len(weak) - 1} to the stack; "
              "their turn ends.", seat)
    for u in list(p.zones["hand"]) + list(p.zones["played"]):
        zones.discard(state, seat, u)
    state.turn["captured"] = True
    state.stack.clear()
    rules_for(state.game).end_turn(state, from_step=2)


@task("metal_bwl")
def _bwl(state: State, seat: int) -> None:
    """The Batman Who Laughs: rescue a Captured Character, gain 2 Weakness, keep one
    Captured."""
    push(state, "metal_bwl_after", seat=seat)
    rescue(state, seat)


@task("metal_bwl_after")
def _bwl_after(state: State, seat: int) -> None:
    bwl = bwl_rule(state)
    for _ in range(bwl.weakness if bwl is not None else 0):
        pile = state.table.get("weakness", [])
        if pile:
            gain_card(state, seat, pile[0])
    ensure_captured(state)


def rescue(state: State, seat: int) -> None:
    cap = state.table.get("captured", [])
    if not cap:
        return
    ask(state, "cards", seat, "Rescue: choose a Captured Character to join your team",
        [card_option(state, u) for u in cap], 1, 1, "metal_rescued", seat=seat)


@resume("metal_rescued")
def _rescued(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        rules_for(state.game).join_team(state, seat, uid)
    ensure_captured(state)


@op("rescue")
def _rescue_op(state: State, eff, ctx) -> None:
    rescue(state, ctx["p"])


# --------------------------------------------------------------------------- single cards
@op("destroy_all")
def _destroy_all(state: State, eff, ctx: Ctx) -> None:
    names = {"discard": "discard pile", "score_pile": "score pile", "hand": "hand"}
    opts = [Option(z, f"every {', '.join(eff.filter.name or ['matching card'])} in your {names[z]}") for z in eff.zones]
    ask(state, "one", ctx["p"], "Choose where to destroy", opts, 1, 1, "destroy_all_chosen",
        source=ctx.get("src"), eff=eff, ctx=ctx)


@resume("destroy_all_chosen")
def _destroy_all_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in [u for u in state.players[seat].zones[answer[0]] if matches(state.cards[u], eff.filter)]:
        destroy(state, seat, uid)


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
        "top_or_next", source=ctx.get("src"), ctx=ctx)


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
        "played_from_foe", source=ctx.get("src"), seat=seat)


@resume("played_from_foe")
def _played_from_foe(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, seat, "hand")
        play_card(state, seat, uid, by_effect=True)
