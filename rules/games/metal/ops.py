"""Dark Nights – Metal's own ops (rulebook ``000_04845ddfb5d893da.txt``), each registered in
one place with its model, handler and card text (:func:`rules.engine.registry.card_op`):
Recruiting Super Heroes (``recruit``), Weakness and Captured! (``capture_check``), Rescue
(``rescue``), The Batman Who Laughs (``villain_rescue``, a passive op read by
:func:`bwl_rule`) and Superman's ``rule``; and the ops of single cards: Barbatos
(``destroy_all``), The Merciless (``pass_top_card``, ``gain_top_or_next``) and X-Ray Vision
(``play_from_foes``). Importing the game package registers them.
"""

from __future__ import annotations

from typing import Literal

from rules.catalog.schema import CardFilter, Cost, Model, Number, Positive, Selector
from rules.engine import moves, zones
from rules.engine.effects import Ctx, ask, card_option, chosen_cards, matches, push
from rules.engine.registry import card_op, resume, rules_for, task
from rules.families.dc.text import a_an, add_words, filter_text, number_of
from rules.engine.state import Option, Purpose, State
from rules.engine.render import name_list
from rules.families.dc.attacks import INTERACTION_OPS
from rules.families.dc.ops_cards import destroy, gain_card
from rules.families.dc.triggers import play_card

GAME = "metal"
add_words(verbs=("Rescue", "Recruit"), capitalised=("METAL",))


def _nothing(state: State, eff, ctx: Ctx) -> None:
    """The handler of a passive op: read by the rules, it resolves nothing when played."""


# --------------------------------------------------------------------------- Superman, The Batman Who Laughs
class Rule(Model):
    """A rule change while this card is on your team or in play, named by the game module
    (e.g. ``capture_threshold`` = 3 for Superman)."""

    op: Literal["rule"]
    rule: Literal["capture_threshold"]
    value: Positive


card_op(Rule, _nothing, lambda e: f"It takes {e.value} Weakness cards for your Characters to become Captured",
        game=GAME, docs={"rule": "The rule changed while the card is in play or on your team.",
                         "value": "The new value of the rule."})


class VillainRescue(Model):
    """The Batman Who Laughs (``metal``): whoever gains a Super-Villain costing
    ``max_cost`` or less rescues a Captured Character and gains ``weakness`` Weakness; and
    whenever no Character is Captured, the top of the Character stack is."""

    op: Literal["villain_rescue"]
    max_cost: Cost
    weakness: Number


card_op(VillainRescue, _nothing, lambda e: (
    f"Whenever you gain a Super-Villain costing {e.max_cost} or less, rescue a Captured Character of your choice "
    f"(it joins your team), then gain {number_of(e.weakness, 'Weakness')}. Whenever no Character is Captured, the "
    "top card of the Character stack becomes Captured"), game=GAME,
    docs={"max_cost": "The highest Super-Villain cost that rescues.",
          "weakness": "How many Weakness cards the rescuer gains."})


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
        [card_option(state, u) for u in top], 1, 1, "metal_recruited",
        purpose=Purpose("recruit", ("character_stack",), "characters", rule="Recruit"), seat=seat, seen=top)


@resume("metal_recruited")
def _recruited(state: State, answer, seat: int, seen: list[int]) -> None:
    uid = chosen_cards(answer)[0]
    rules_for(state.game).join_team(state, seat, uid)
    for u in seen:
        if u != uid:
            zones.to_table(state, u, "character_stack")


def _recruit_op(state: State, eff, ctx) -> None:
    recruit(state, ctx["p"])


class Recruit(Model):
    """Recruit: look at the top 2 of the Character stack, keep 1 (``metal``)."""

    op: Literal["recruit"]


card_op(Recruit, _recruit_op, lambda e: ("Recruit: look at the top 2 cards of the Character stack, keep 1 and put "
                                         "the other on the bottom"), game=GAME)


def _capture_marker(state: State, eff, ctx) -> None:
    """Resolved by :meth:`rules.games.metal.game.MetalRules.after_play`, after the Weakness's triggers."""


class Capture(Model):
    """Weakness (``metal``): if you control enough Weakness, one Character is Captured and
    the turn ends."""

    op: Literal["capture_check"]


card_op(Capture, _capture_marker, lambda e: (
    "You must play this card before you play any other card or end your turn. Once you control 2 Weakness cards, "
    "one of your Characters becomes Captured: put one of those Weaknesses into your score pile, return the others "
    "to the Weakness stack, and your turn ends"), game=GAME)


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
    n = min(bwl.weakness if bwl is not None else 0, len(state.table.get("weakness", [])))
    if n:  # the Weaknesses come with their reason (a trial: "Ann gains Weakness." twice, no why)
        state.log("rule", f"The Batman Who Laughs: a Super-Villain costing {bwl.max_cost} or less was defeated, "
                  f"so {state.players[seat].name} gains {number_of(n, 'Weakness')}.", seat)
    for _ in range(n):
        pile = state.table.get("weakness", [])
        if pile:
            gain_card(state, seat, pile[0])
    ensure_captured(state)


def rescue(state: State, seat: int) -> None:
    """Rescue (rulebook "Captured!"): ``seat`` chooses one Captured Character to join their
    team. The rulebook's "return the rest" is read as: the others stay Captured under The
    Batman Who Laughs (a trial asked). Sending them back to the Character stack would leave
    none Captured, and the tile would at once capture that stack's top card instead, a Hero
    nobody chose; the tile itself rescues "a Captured Character", one."""
    cap = state.table.get("captured", [])
    if not cap:
        return
    ask(state, "cards", seat, "Rescue: choose a Captured Character to join your team",
        [card_option(state, u) for u in cap], 1, 1, "metal_rescued",
        purpose=Purpose("rescue", ("captured",), "characters", rule="Rescue"), seat=seat)


@resume("metal_rescued")
def _rescued(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        rules_for(state.game).join_team(state, seat, uid)
    ensure_captured(state)


def _rescue_op(state: State, eff, ctx) -> None:
    rescue(state, ctx["p"])


class Rescue(Model):
    """Rescue a Captured Character of your choice onto your team (``metal``)."""

    op: Literal["rescue"]


card_op(Rescue, _rescue_op, lambda e: "Rescue a Captured Character of your choice: it joins your team", game=GAME)


# --------------------------------------------------------------------------- single cards
class DestroyWeakness(Model):
    """Destroy every Weakness in one zone of your choice among ``zones`` (Barbatos)."""

    op: Literal["destroy_all"]
    filter: CardFilter
    zones: list[Literal["discard", "score_pile", "hand"]]


def _destroy_all(state: State, eff, ctx: Ctx) -> None:
    """Ask which zone; when no zone holds a matching card there is nothing to ask, and the
    non-event is logged by the kernel's one way (:func:`ask` with no option: "Barbatos: Ann
    has no Weakness to destroy.", found in a trial: the Reward said nothing). While one zone
    holds some, every zone stays an option, as the card lets the player pick either."""
    names = {"discard": "discard pile", "score_pile": "score pile", "hand": "hand"}
    seat = ctx["p"]
    some = any(matches(state.cards[u], eff.filter) for z in eff.zones for u in state.players[seat].zones[z])
    zones = eff.zones if some else []
    what = name_list(eff.filter.name or ['matching card'])
    opts = [Option(z, f"every {what} in your {names[z]}") for z in zones]
    ask(state, "one", seat, "Choose where to destroy", opts, 1, 1, "destroy_all_chosen",
        purpose=Purpose("destroy", tuple(eff.zones), None, ctx.get("src"), noun=what), eff=eff, ctx=ctx)


@resume("destroy_all_chosen")
def _destroy_all_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    if not answer:  # no zone held one (logged by ask)
        return
    for uid in [u for u in state.players[seat].zones[answer[0]] if matches(state.cards[u], eff.filter)]:
        destroy(state, seat, uid)


_ZONE_NAMES = {"discard": "your discard pile", "score_pile": "your score pile", "hand": "your hand"}


def _destroy_all_text(e) -> str:
    if len(e.zones) == 1:
        return f"Destroy every {filter_text(e.filter)} in {_ZONE_NAMES[e.zones[0]]}"
    return (f"Choose {' or '.join(_ZONE_NAMES[z] for z in e.zones)}, then destroy every {filter_text(e.filter)} "
            "in the one you chose")


card_op(DestroyWeakness, _destroy_all, _destroy_all_text, game=GAME,
        docs={"zones": "The zones the player chooses from."})


class PassTopCard(Model):
    """Inside an Attack: each player hit reveals the top card of their deck and passes it to
    the next player hit on their left, who puts it into their discard pile (alone, they just
    reveal it)."""

    op: Literal["pass_top_card"]


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


card_op(PassTopCard, _pass_top_card, lambda e: (
    "Reveal the top card of your deck and pass it to the left, skipping anyone who avoided this Attack. Each card "
    "passed this way goes into its new owner's discard pile"), game=GAME)
INTERACTION_OPS.add("pass_top_card")  # the players hit pass cards: the Attack waits for every Defense choice


class GainTopOrNext(Model):
    """Gain the top card of the main deck, or instead the card under it unseen."""

    op: Literal["gain_top_or_next"]


def _gain_top_or_next(state: State, eff, ctx: Ctx) -> None:
    deck = state.table.get("main_deck", [])
    if not deck:
        return
    # the top card, shown to everyone, is the option's card (I shows it; its text shows under it)
    opts = [Option("top", f"{state.name(deck[0])} (the top card)", deck[0], kind="choice")]
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


card_op(GainTopOrNext, _gain_top_or_next,
        lambda e: "Gain the top card of the main deck, or instead gain the card under it, unseen", game=GAME)


class PlayFromFoes(Model):
    """Each foe reveals the top card of their deck; you may take one matching ``filter`` and
    play it: it is now yours."""

    op: Literal["play_from_foes"]
    filter: CardFilter | None = None


def _play_from_foes(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    tops = []
    for foe in state.foes(seat):
        uid = zones.top_of_deck(state, foe)
        if uid is not None:
            tops.append(uid)
            state.log("reveal", f"{state.players[foe].name} reveals {state.name(uid)}.", foe, shown=(uid,))
    opts = [u for u in tops if matches(state.cards[u], eff.filter)]
    sel = Selector.model_validate({"from": ["shown"], "amount": 1, "up_to": True})
    # "X-Ray Vision: Ann has no revealed card to play." to Ann when none fits (found in a trial:
    # "plays nothing (X-Ray Vision)"); declined, "X-Ray Vision: Ann declines."
    moves.take(state, sel, {**ctx, "shown": tops}, opts, via="play_from_foe", noun="revealed card")


def _play_taken(state: State, sel, ctx: Ctx, moved: list[int]) -> None:
    for uid in moved:
        play_card(state, ctx["p"], uid, by_effect=True)


# the card taken goes through the hand, as a card played always does, and is played from it
moves.mover("play_from_foe", moves.Mover("play", lambda st, e, ctx: (ctx["p"], "hand", False, None),
                                         lambda st, seat, uid, e: None, _play_taken,
                                         prompt="take and play", where=False, to=lambda e: "played"))


card_op(PlayFromFoes, _play_from_foes, lambda e: (
    "Each foe reveals the top card of their deck. Of the cards revealed this way, you may play "
    f"{a_an(filter_text(e.filter))} and keep it"), game=GAME)
