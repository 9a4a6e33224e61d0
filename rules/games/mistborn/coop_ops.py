"""The co-op ops (rulebook "Co-op"): the Lord Ruler's Edicts and Adversaries and the rows of
the Dominance tracks (:mod:`.dominance`), each registered with its model, handler and card
text in one call (:func:`rules.engine.registry.card_op`, ``game="mistborn"``). The rules
they act on: :mod:`.lordruler`.

Effects resolve for the player ``ctx["p"]`` (for the Lord Ruler's cards and rows: the player
whose turn it was; for an Adversary: the player it sits in front of).

* Edicts: ``dominance_up`` (rows revealed and resolved), ``lord_ruler_heals`` (per
  incomplete mission, or ``flat``), ``each_takes``, ``collective`` (damage the players share
  out), ``lr_draws`` (he resolves another card now);
* damage and choices: ``lr_damage`` (you, the healthiest or the least healthy player take N
  or X, or N per flared / ready metal or per standing shield), ``flare`` (flare N of your
  ready metals, or any number), ``either`` (do ``effects`` or else ``otherwise``: asked,
  unless the first cannot be done), ``defeat_ally`` (one of your own Allies: chosen, or the
  dearest), ``discard_dearest``, ``funding_on_top``, ``market_gamble``, ``draw_to``,
  ``gain_boxings``, ``revive``;
* Adversaries: ``for_each`` (effects per Adversary in front of you, or per Ally),
  ``clear_shields``, ``return_adversary``, ``defeat_adversary``; an Adversary's own:
  ``end_of_turn`` (effects at the end of each of its holder's turns), the ongoing
  ``fewer_burns``, ``smaller_hand``, ``guard``;
* ``each_player``: effects for each player still in, in turn order from the active player;
  ``with_players``: effects only at some player counts (the rulebook's player-count icon).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from rules.catalog import schema
from rules.catalog.schema import Model, Number, Positive
from rules.engine import zones
from rules.engine.effects import ask, card_option, chosen_cards, push, push_effects, yes_no
from rules.engine.registry import card_op, resume, rules_for
from rules.engine.render import effect_text
from rules.engine.resources import add, get
from rules.engine.state import Option, Purpose, State

from . import keywords, lordruler, res, said  # noqa: F401  (keywords: refresh, draw... registered first)
from .cards import METALS

GAME = "mistborn"


def _text(effects: list) -> str:
    """Effects in order, joined by "then"; a player-count part that can't apply with the one
    before it (its counts overlap no earlier part's) is joined by "; ", as a separate case,
    not a step that follows."""
    out = ""
    for i, e in enumerate(effects):
        part = effect_text(e)
        if i:
            earlier = [set(x.counts) for x in effects[:i] if x.op == "with_players"]
            alone = e.op == "with_players" and len(earlier) == i and not any(c & set(e.counts) for c in earlier)
            out += "; " if alone else ", then "
            part = said.lower_first(part)
        out += part
    return out


def _s(n: int, word: str) -> str:
    return f"{n} {word}" + ("s" if n != 1 else "")


def _after_damage(state: State) -> None:
    rules_for(state.game).after_damage(state)


def _why(state: State, ctx) -> str:
    """Where damage comes from, for the log: the card (an Edict, an Adversary) or the track."""
    src = ctx.get("src")
    return f"from {state.name(src)}" if src is not None else "from the Dominance track"


def _from_active(state: State) -> list[int]:
    """The players still in, in turn order from the active player."""
    return [s for s in [state.active] + state.foes(state.active) if res.alive(state, s)]


# --------------------------------------------------------------------------- Edicts
class DominanceUp(Model):
    """The Lord Ruler's Dominance goes up N rows: each row is revealed and resolved."""

    op: Literal["dominance_up"]
    amount: Positive = 1


class EachTakes(Model):
    """Every player still in the game takes N damage, or X (the Dominance value) when ``x``."""

    op: Literal["each_takes"]
    amount: Number = 0
    x: bool = False


class LordRulerHeals(Model):
    """The Lord Ruler heals N for each mission no player has completed (``flat``: N once)."""

    op: Literal["lord_ruler_heals"]
    amount: Number
    flat: bool = False


class Collective(Model):
    """Collective damage: N (or X), times the players still in when ``per_player``, shared
    out among the players as the one whose turn it was decides."""

    op: Literal["collective"]
    amount: Number = 0
    per_player: bool = False
    x: bool = False


class LrDraws(Model):
    """The Lord Ruler reveals and resolves another card of his deck now."""

    op: Literal["lr_draws"]


class LrDamage(Model):
    """Damage from the Lord Ruler: N (or X) to you, the healthiest or the least healthy
    player; ``per``: N for each of your flared metals, ready metals, or standing shields of
    the Adversaries in front of you."""

    op: Literal["lr_damage"]
    amount: Number = 0
    x: bool = False
    who: Literal["you", "healthiest", "least_healthy"] = "you"
    per: Literal["flared", "ready", "shield"] | None = None


class Flare(Model):
    """Flare N of your ready metal tokens (``any``: as many as you like) for no effect."""

    op: Literal["flare"]
    amount: Positive = 1
    any: bool = False


class DefeatAlly(Model):
    """Defeat one of your own Allies (to your discard pile): your choice, or the dearest."""

    op: Literal["defeat_ally"]
    dearest: bool = False


class DiscardDearest(Model):
    """Discard the most expensive card of your hand."""

    op: Literal["discard_dearest"]


class FundingOnTop(Model):
    """Put N Funding cards from the eliminated pile on top of your deck."""

    op: Literal["funding_on_top"]
    amount: Positive = 1


class MarketGamble(Model):
    """Reveal the market deck's top two cards: gain one (``keep = "one"``, the other is
    eliminated), then take ``times`` × the cost of the card gained; or gain both (``keep =
    "both"``), then take ``times`` × the cost of the dearer one (reference §7b)."""

    op: Literal["market_gamble"]
    keep: Literal["one", "both"] = "one"
    times: Positive = 2


class DrawTo(Model):
    """Draw until your hand holds N cards."""

    op: Literal["draw_to"]
    amount: Positive = 5


class GainBoxings(Model):
    """Gain N Boxings."""

    op: Literal["gain_boxings"]
    amount: Positive = 1


class Revive(Model):
    """Every eliminated player returns to the game with N health."""

    op: Literal["revive"]
    health: Positive


class ClearShields(Model):
    """Every destroyed shield of every Adversary in play stands again."""

    op: Literal["clear_shields"]


class ReturnAdversary(Model):
    """The Adversary most recently defeated returns from the Lord Ruler's discard pile to
    play in front of you."""

    op: Literal["return_adversary"]


class DefeatAdversary(Model):
    """Send up to N of the Adversaries in front of you to the Lord Ruler's discard pile."""

    op: Literal["defeat_adversary"]
    amount: Positive = 1


class FewerBurns(Model):
    """Ongoing (an Adversary): you may burn one metal fewer each turn."""

    op: Literal["fewer_burns"]


class SmallerHand(Model):
    """Ongoing (an Adversary): you draw one card fewer when you draw your hand."""

    op: Literal["smaller_hand"]


class Guard(Model):
    """Ongoing (an Adversary): while it is in play, nobody may attack the Lord Ruler."""

    op: Literal["guard"]


# --------------------------------------------------------------------------- handlers
def _dominance_up(state, eff, ctx) -> None:
    lordruler.dominance_up(state, eff.amount)


def _each_takes(state, eff, ctx) -> None:
    n = res.dominance_x(state) if eff.x else eff.amount
    for seat in res.living(state):
        res.hurt(state, seat, n, _why(state, ctx))
    _after_damage(state)


def _lord_ruler_heals(state, eff, ctx) -> None:
    missions = state.table.get("missions", [])
    open_ = sum(1 for u in missions if not any(
        state.players[s].res.get(res.mission_key(state, u), 0) >= res.MISSION_TOP for s in range(len(state.players))))
    want = eff.amount * (1 if eff.flat else open_)
    got = add(state, res.LORD_RULER, want)
    health = get(state, res.LORD_RULER)
    why = "" if eff.flat else f" ({eff.amount} for each of {_s(open_, 'incomplete mission')})"
    if not want:
        state.log("heal", "The Lord Ruler heals nothing: every mission is complete.")
    elif not got:
        state.log("heal", f"The Lord Ruler is at full health ({health}): he heals nothing.")
    elif got < want:  # capped: said once, with what he could not heal
        state.log("heal", f"The Lord Ruler heals {got} of {want}{why}: he is at full health ({health}).")
    else:
        state.log("heal", f"The Lord Ruler heals {got}{why} to {health} health.")


def _collective(state, eff, ctx) -> None:
    n = res.dominance_x(state) if eff.x else eff.amount
    alive = _from_active(state)
    if alive:
        lordruler.collective(state, alive[0], n * (len(alive) if eff.per_player else 1), ctx.get("src"))


def _lr_draws(state, eff, ctx) -> None:
    state.log("lord_ruler", "The Lord Ruler reveals another card.")
    push(state, "mb_lord_ruler_step")


def _victims(state: State, eff: LrDamage, seat: int) -> list[int]:
    if eff.who == "you":
        return [seat] if res.alive(state, seat) else []
    alive = _from_active(state)
    if not alive:
        return []
    pick = max if eff.who == "healthiest" else min
    best = pick(get(state, res.HEALTH, s) for s in alive)
    return [next(s for s in alive if get(state, res.HEALTH, s) == best)]


def _lr_damage(state, eff, ctx) -> None:
    base = res.dominance_x(state) if eff.x else eff.amount
    for seat in _victims(state, eff, ctx["p"]):
        times = 1
        if eff.per == "flared":
            times = sum(1 for m in METALS if res.token(state, seat, m) in (res.FLARED, res.SPENT))
        elif eff.per == "ready":
            times = sum(1 for m in METALS if res.token(state, seat, m) == res.READY)
        elif eff.per == "shield":
            times = sum(1 for u in lordruler.adversaries(state, seat)
                        for s in lordruler.shields(state, u) if not s["broken"])
        res.hurt(state, seat, base * times, _why(state, ctx))
    _after_damage(state)


def _ready(state: State, seat: int) -> list[str]:
    return [m for m in METALS if res.token(state, seat, m) == res.READY]


def _flare(state, eff, ctx) -> None:
    seat = ctx["p"]
    ready = _ready(state, seat)
    n = len(ready) if eff.any else min(eff.amount, len(ready))
    ask(state, "cards", seat, "Flare " + ("any of your ready metals" if eff.any else _s(n, "metal")),
        [Option(m, m) for m in ready], 0 if eff.any else n, n, "mb_lr_flared",
        # the metal tokens are public: one ready metal is answered in the open (co-op trial:
        # Cat was handed the keyboard only to read that her one metal was flared)
        purpose=Purpose("flare", rule="Co-op: Dominance", public=True), seat=seat)


@resume("mb_lr_flared")
def _flared(state: State, answer: list[str], seat: int) -> None:
    for m in answer:
        res.set_token(state, seat, m, res.SPENT)
    if answer:
        state.log("flare", f"{state.players[seat].name} flares {', '.join(answer)}.", seat)


def _allies(state: State, seat: int) -> list[int]:
    return list(state.players[seat].zones.get("allies", []))


def _defeat_ally(state, eff, ctx) -> None:
    seat = ctx["p"]
    allies = _allies(state, seat)
    if not allies:  # said (issue 14, co-op trial: a No to "flare, or else defeat an Ally" left no line)
        state.log("defeat", f"{state.players[seat].name} has no Ally to defeat: nothing is lost.", seat)
        return
    if eff.dearest:
        _lose_ally(state, seat, max(allies, key=lambda u: state.cards[u].cost))
        return
    ask(state, "one", seat, "Defeat one of your Allies", [card_option(state, u) for u in allies], 1, 1,
        "mb_lr_defeat", purpose=Purpose("destroy", ("allies",), "discard", ctx.get("src")), seat=seat)


def _lose_ally(state: State, seat: int, uid: int) -> None:
    zones.discard(state, seat, uid)
    state.log("defeat", f"{state.players[seat].name}'s {state.name(uid)} is defeated.", seat)


@resume("mb_lr_defeat")
def _defeated(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        _lose_ally(state, seat, u)


def _discard_dearest(state, eff, ctx) -> None:
    seat = ctx["p"]
    hand = state.players[seat].zones["hand"]
    if hand:
        u = max(hand, key=lambda c: state.cards[c].cost)
        zones.discard(state, seat, u)
        state.log("discard", f"{state.players[seat].name} discards {state.name(u)}.", seat)


def _fundings(state: State) -> list[int]:
    return [u for u in state.table.get("eliminated", []) if state.name(u) == "Funding"]


def _funding_on_top(state, eff, ctx) -> None:
    seat = ctx["p"]
    for u in _fundings(state)[:eff.amount]:
        zones.move(state, u, seat, "deck", top=True)
        state.log("gain", f"{state.players[seat].name} puts an eliminated Funding on top of their deck.", seat)


def _market_gamble(state, eff, ctx) -> None:
    seat = ctx["p"]
    top = list(state.table.get("market_deck", [])[:2])
    if not top:
        return
    state.log("reveal", f"The Lord Ruler reveals {' and '.join(state.name(u) for u in top)} for "
              f"{state.players[seat].name}.", seat, shown=tuple(top))
    if eff.keep == "both" or len(top) == 1:
        _gambled(state, [f"c{u}" for u in top], seat, top, eff.times)
        return
    # each card's cost and the damage it brings, in its label (found in a trial: the choice
    # was blind, and the row's text spoke of the dearest card)
    opts = []
    for u in top:
        o, cost = card_option(state, u), state.cards[u].cost
        o.label = f"{o.label} (cost {cost}: you take {eff.times * cost} damage)"
        opts.append(o)
    ask(state, "one", seat, f"Gain one card (the other is eliminated); you take {eff.times} × the cost of "
        "the one you gain", opts, 1, 1, "mb_lr_gamble",
        purpose=Purpose("gain", ("market_deck",), "discard", ctx.get("src")), seat=seat, top=top, times=eff.times)


@resume("mb_lr_gamble")
def _gambled(state: State, answer: list[str], seat: int, top: list[int], times: int) -> None:
    kept = chosen_cards(answer)
    for u in top:
        if u in kept:
            zones.move(state, u, seat, "discard")
            state.log("gain", f"{state.players[seat].name} gains {state.name(u)}.", seat)
        else:
            zones.to_table(state, u, "eliminated")
            state.log("eliminate", f"{state.name(u)} is eliminated.", seat)
    cost = max((state.cards[u].cost for u in kept), default=0)
    res.hurt(state, seat, times * cost, "from the Dominance track")
    _after_damage(state)


def _draw_to(state, eff, ctx) -> None:
    seat = ctx["p"]
    zones.draw(state, seat, max(0, eff.amount - len(state.players[seat].zones["hand"])))


def _gain_boxings(state, eff, ctx) -> None:
    add(state, res.BOXINGS, eff.amount, ctx["p"])
    state.log("boxing", f"{state.players[ctx['p']].name} gains {_s(eff.amount, 'Boxing')}.", ctx["p"])


def _revive(state, eff, ctx) -> None:
    for p in state.players:
        if p.flags.get("out"):
            p.flags.pop("out")
            p.res[res.HEALTH.name] = eff.health
            state.log("revive", f"{p.name} returns to the game with {eff.health} health.", p.seat)


def _clear_shields(state, eff, ctx) -> None:
    for u in lordruler.adversaries(state):
        zones.set_mark(state, u, lordruler.BROKEN, 0)
    state.log("shield", "Every Adversary's shields stand again.")


def _return_adversary(state, eff, ctx) -> None:
    seat = ctx["p"]
    back = [u for u in state.table.get("lord_ruler_discard", []) if state.cards[u].type == "Adversary"]
    if back:
        zones.move(state, back[-1], seat, "adversaries")
        state.log("lord_ruler", f"{state.name(back[-1])} returns against {state.players[seat].name}.", seat)


def _defeat_adversary(state, eff, ctx) -> None:
    seat = ctx["p"]
    mine = lordruler.adversaries(state, seat)
    ask(state, "cards", seat, f"Defeat up to {_s(eff.amount, 'Adversary')} in front of you",
        [card_option(state, u) for u in mine], 0, eff.amount, "mb_lr_dismissed",
        purpose=Purpose("defeat", ("adversaries",), "lord_ruler_discard", ctx.get("src")), seat=seat)


@resume("mb_lr_dismissed")
def _dismissed(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        zones.to_table(state, u, "lord_ruler_discard")
        state.log("shield", f"{state.players[seat].name}'s {state.name(u)} is defeated.", seat)


def _passive(state, eff, ctx) -> None:
    """Ongoing and end-of-turn abilities do nothing when their card arrives."""


def _who(e: LrDamage) -> str:
    return {"you": "You take", "healthiest": "The healthiest player takes",
            "least_healthy": "The least healthy player takes"}[e.who]


def _damage_text(e: LrDamage) -> str:
    n = "X" if e.x else str(e.amount)
    per = {None: "", "flared": " for each of your flared metals", "ready": " for each of your ready metals",
           "shield": " for each standing shield of the Adversaries in front of you"}[e.per]
    return f"{_who(e)} {n} damage{per}"


card_op(DominanceUp, _dominance_up, lambda e: f"Dominance up {e.amount}", game=GAME)
card_op(EachTakes, _each_takes, lambda e: "Each player takes X damage" if e.x else f"Each player takes {e.amount} damage",
        game=GAME, docs={"x": "True: the amount is X, the Dominance value."})
card_op(LordRulerHeals, _lord_ruler_heals,
        lambda e: f"The Lord Ruler heals {e.amount}" + ("" if e.flat else " per incomplete mission"), game=GAME,
        docs={"flat": "True: he heals the amount once, whatever the missions."})
card_op(Collective, _collective, lambda e: f"Collective damage: {'X' if e.x else e.amount}"
        + (" per player" if e.per_player else "") + ", shared out as the players choose", game=GAME,
        docs={"per_player": "True: the amount times the players still in.", "x": "True: the amount is X."})
card_op(LrDraws, _lr_draws, lambda e: "The Lord Ruler reveals another card", game=GAME)
card_op(LrDamage, _lr_damage, _damage_text, game=GAME,
        docs={"who": "you, the healthiest or the least healthy player (the first in turn order of a tie).",
              "per": "The damage is for each flared metal, ready metal, or standing shield of the Adversaries "
                     "in front of you.", "x": "True: the amount is X, the Dominance value."})
card_op(Flare, _flare, lambda e: "Flare any of your ready metals" if e.any else f"Flare {_s(e.amount, 'metal')}",
        game=GAME, docs={"any": "As many as you like (even none)."})
card_op(DefeatAlly, _defeat_ally, lambda e: "Defeat your most expensive Ally" if e.dearest else "Defeat one of your Allies",
        game=GAME, docs={"dearest": "The most expensive one, not chosen."})
card_op(DiscardDearest, _discard_dearest, lambda e: "Discard the most expensive card in your hand", game=GAME)
card_op(FundingOnTop, _funding_on_top, lambda e: f"Put {_s(e.amount, 'eliminated Funding')} on top of your deck",
        game=GAME)
card_op(MarketGamble, _market_gamble, lambda e: (f"Gain the top two cards of the market deck; take {e.times} × the "
                                                 "dearer one's cost" if e.keep == "both" else
                                                 "Reveal the top two cards of the market deck: gain one, eliminate "
                                                 f"the other; take {e.times} × the cost of the one you gain"),
        game=GAME, docs={"keep": "one: gain one, eliminate the other; both: gain both.",
                         "times": "The damage is this many times the cost."})
card_op(DrawTo, _draw_to, lambda e: f"Draw until you hold {_s(e.amount, 'card')}", game=GAME)
card_op(GainBoxings, _gain_boxings, lambda e: f"Gain {_s(e.amount, 'Boxing')}", game=GAME)
card_op(Revive, _revive, lambda e: f"Every eliminated player returns with {e.health} health", game=GAME,
        docs={"health": "Their health on returning."})
card_op(ClearShields, _clear_shields, lambda e: "Every Adversary's destroyed shields stand again", game=GAME)
card_op(ReturnAdversary, _return_adversary, lambda e: "The last Adversary defeated returns in front of you", game=GAME)
card_op(DefeatAdversary, _defeat_adversary, lambda e: f"Defeat up to {_s(e.amount, 'Adversary')} in front of you",
        game=GAME)
card_op(FewerBurns, _passive, lambda e: "You may burn 1 metal fewer each turn", game=GAME)
card_op(SmallerHand, _passive, lambda e: "You draw 1 card fewer when you draw your hand", game=GAME)
card_op(Guard, _passive, lambda e: "While this is in play, nobody may attack the Lord Ruler", game=GAME)


# Ops that hold effects come after the ops they may hold (their list[schema.Effect] is the
# card language as registered when the class is made).
def _can(state: State, effects: list, seat: int) -> bool:
    """Whether ``seat`` can do all of ``effects`` (an ``either``'s first branch)."""
    for e in effects:
        if e.op == "flare" and len(_ready(state, seat)) < e.amount:
            return False
        if e.op == "defeat_ally" and not _allies(state, seat):
            return False
        if e.op == "funding_on_top" and len(_fundings(state)) < e.amount:
            return False
        if e.op == "refresh" and not any(res.token(state, seat, m) in (res.FLARED, res.SPENT) for m in METALS):
            return False
    return True


class Either(Model):
    """Do ``effects``, or else ``otherwise`` (nothing when empty: "you may"): the player
    chooses; when ``effects`` can't be done in full, ``otherwise`` happens."""

    op: Literal["either"]
    effects: list[schema.Effect]
    otherwise: list[schema.Effect] = []


def _either(state, eff, ctx) -> None:
    seat = ctx["p"]
    if not res.alive(state, seat):
        return
    if not _can(state, eff.effects, seat):
        push_effects(state, eff.otherwise, ctx)
        return
    no = _text(eff.otherwise) if eff.otherwise else "nothing"
    ask(state, "yes_no", seat, f"{_text(eff.effects)}? (No: {said.lower_first(no)})", yes_no(), 1, 1,
        "mb_lr_either", purpose=Purpose("effect", source=ctx.get("src"), rule="Co-op: Dominance"), eff=eff, ctx=ctx)


@resume("mb_lr_either")
def _either_chosen(state: State, answer: list[str], eff, ctx) -> None:
    push_effects(state, eff.effects if answer == ["yes"] else eff.otherwise, ctx)


def _either_text(e: Either) -> str:
    if not e.otherwise:  # "You may take 3 damage, then refresh 2 metals" (issue 14 trial: "You may: You take")
        text = _text(e.effects)
        return "You may " + text[4:] if text.startswith("You ") else "You may: " + text
    rest = _text(e.otherwise)
    return f"{_text(e.effects)}, or else {said.lower_first(rest)}"


card_op(Either, _either, _either_text, game=GAME)


class ForEach(Model):
    """``effects`` once for each Adversary in front of you (``of = "adversary"``) or each of
    your Allies (``of = "ally"``)."""

    op: Literal["for_each"]
    of: Literal["adversary", "ally"]
    effects: list[schema.Effect]


def _for_each(state, eff, ctx) -> None:
    seat = ctx["p"]
    n = len(lordruler.adversaries(state, seat)) if eff.of == "adversary" else len(_allies(state, seat))
    for _ in range(n):
        push_effects(state, eff.effects, ctx)


card_op(ForEach, _for_each, lambda e: f"For each {'Adversary in front of you' if e.of == 'adversary' else 'of your Allies'}"
        f": {said.lower_first(_text(e.effects))}", game=GAME,
        docs={"of": "adversary: each Adversary in front of you; ally: each of your Allies."})


class EachPlayer(Model):
    """``effects`` for each player still in, in turn order from the active player."""

    op: Literal["each_player"]
    effects: list[schema.Effect]


def _each_player(state, eff, ctx) -> None:
    for seat in reversed(_from_active(state)):
        push_effects(state, eff.effects, {**ctx, "p": seat})


card_op(EachPlayer, _each_player, lambda e: "Each player: " + said.lower_first(_text(e.effects)),
        game=GAME)


class WithPlayers(Model):
    """The rulebook's player-count indicator: ``effects`` only while the number of players
    still in the game is one of ``counts``."""

    op: Literal["with_players"]
    counts: list[Annotated[int, Field(ge=1, le=4)]]
    effects: list[schema.Effect]
    also: bool = False


def _with_players(state, eff, ctx) -> None:
    if len(res.living(state)) in eff.counts:
        push_effects(state, eff.effects, ctx)


def _counts(counts: list[int]) -> str:
    c = sorted(counts)
    if c == list(range(c[0], c[-1] + 1)) and len(c) > 1:
        return f"{c[0]}–{c[-1]} players"
    return " or ".join(map(str, c)) + (" player" if c == [1] else " players")


card_op(WithPlayers, _with_players, lambda e: f"With {_counts(e.counts)}{', also' if e.also else ''}: "
        + said.lower_first(_text(e.effects)), game=GAME,
        docs={"counts": "The numbers of players still in for which it applies.",
              "also": "True when an earlier part of the card applies at one of these counts too (the text says "
                      "'also', so a player sees that both apply)."})


class EndOfTurn(Model):
    """An Adversary's effects at the end of each turn of the player it is in front of."""

    op: Literal["end_of_turn"]
    effects: list[schema.Effect]


card_op(EndOfTurn, _passive, lambda e: "At the end of your turn: " + said.lower_first(_text(e.effects)),
        game=GAME)
