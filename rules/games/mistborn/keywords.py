"""Mistborn's keyword ops and the ops that move cards (rulebook "Metals" table, "Icons";
the cards' facts from reference §5), each registered with its model, handler and card text
(:func:`rules.engine.registry.card_op`, ``game="mistborn"``).

* ``refresh`` — flip up to N of your flared tokens back (``all``: every one);
* ``soothe`` — Soothe (Brass): eliminate up to N of your cards from hand, discard or play
  (a card eliminated from play keeps the effect it gave);
* ``push`` — Push (Steel): eliminate up to N market cards; the row refills at once;
* ``pull`` — Pull (Iron): put up to N cards of your discard pile on top of your deck;
* ``seek`` — Seek (Bronze): resolve the top box of an Action in the market costing up to N
  without buying it (``times`` different Actions); ``seek_again``: the last sought again;
* ``riot`` — Riot (Zinc): the top box of one of your Allies that has not acted this turn
  acts, and may not act again this turn;
* ``kill_ally`` — defeat an opponent's Ally (``all``: every opponent's Ally), to its owner's
  discard pile; co-op: destroy one shield of an Adversary (``all``: of each); ``clear_market`` — eliminate the whole market row, which refills;
* ``cloud`` / ``sense`` — off-turn abilities (Copper, Tin): discard the card from hand when
  asked (:mod:`.combat`, :mod:`.game`); nothing when the card is played;
* ``gain_market`` (a market card up to a cost, free), ``reclaim`` (a card of the eliminated
  pile to hand or discard), ``buy_eliminated`` (this turn you may buy from the eliminated
  pile), ``set_aside`` (a card from hand joins your next hand), ``peek`` (look at the top of
  your deck, then eliminate it or leave it), ``use_eliminated`` (resolve the top box of a
  card in the eliminated pile), ``convert`` (all damage into mission points or back),
  ``gain_atium``, ``win`` (you win at once; co-op: everyone wins).

A card's "top box" is its first ``tier`` (:func:`top_box`). Decisions taken here: a Seek
can't choose an Action whose top box seeks, and Confrontation can't use a card whose top box
uses the eliminated pile (either could call itself without end).
"""

from __future__ import annotations

from typing import Literal

from rules.catalog.schema import Model, Positive
from rules.engine import zones
from rules.engine.effects import ask, card_option, chosen_cards, push, push_effects, yes_no
from rules.engine.registry import card_op, resume, rules_for, task
from rules.engine.resources import add, get
from rules.engine.state import Option, Purpose, State

from . import lordruler, res, said
from .cards import METALS

GAME = "mistborn"


def top_box(state: State, uid: int) -> list:
    """The effects of card ``uid``'s top box (its first ``tier``), or []."""
    t = next((e for e in state.cards[uid].effects if e.op == "tier"), None)
    return list(t.effects) if t is not None else []


def _usable(state: State, uid: int, op: str) -> bool:
    """True when ``uid`` has a top box and it does not ``op`` itself: a Seek may not seek an
    Action that seeks, nor Confrontation use a card that uses the eliminated pile (a rule
    of ours: a card could otherwise call itself without end)."""
    box = top_box(state, uid)
    return bool(box) and all(e.op != op for e in box)


def eliminate(state: State, uid: int) -> None:
    """Put ``uid`` in the shared eliminated pile (rulebook "General Rules")."""
    zones.to_table(state, uid, "eliminated")


def _cards(state: State, uids: list[int]) -> list[Option]:
    return [card_option(state, u) for u in uids]


# --------------------------------------------------------------------------- models
class Refresh(Model):
    """Flip up to N of your flared metal tokens back to their usable side."""

    op: Literal["refresh"]
    amount: Positive = 1
    all: bool = False


class Soothe(Model):
    """Soothe: eliminate up to N of your cards (hand, discard pile, played this turn)."""

    op: Literal["soothe"]
    amount: Positive = 1


class Push(Model):
    """Push: eliminate up to N market cards; the row refills at once."""

    op: Literal["push"]
    amount: Positive = 1


class Pull(Model):
    """Pull: put up to N cards from your discard pile on top of your deck."""

    op: Literal["pull"]
    amount: Positive = 1


class Seek(Model):
    """Seek: resolve the top box of ``times`` different market Actions costing up to ``cost``."""

    op: Literal["seek"]
    cost: Positive
    times: Positive = 1


class SeekAgain(Model):
    """Resolve the top box of the Action you last sought this turn again."""

    op: Literal["seek_again"]


class Riot(Model):
    """Riot: one of your Allies that has not acted this turn acts (its top box)."""

    op: Literal["riot"]


class KillAlly(Model):
    """Defeat an opponent's Ally (``all``: every opponent's Ally) into its owner's discard."""

    op: Literal["kill_ally"]
    all: bool = False


class ClearMarket(Model):
    """Eliminate every card of the market row; the row refills."""

    op: Literal["clear_market"]


class Cloud(Model):
    """Off-turn (Copper): discard from hand to prevent N damage to you (``ally``: to stop one
    of your Allies being killed)."""

    op: Literal["cloud"]
    amount: Positive = 1
    ally: bool = False


class Sense(Model):
    """Off-turn (Tin): discard from hand to take N mission points from the player whose turn
    it is (for the rest of their turn)."""

    op: Literal["sense"]
    amount: Positive = 1


class GainMarket(Model):
    """Gain a market card costing up to ``max_cost`` (free) into your discard pile."""

    op: Literal["gain_market"]
    max_cost: Positive


class Reclaim(Model):
    """Take a card from the eliminated pile into your hand or discard pile."""

    op: Literal["reclaim"]
    to: Literal["hand", "discard"] = "discard"


class BuyEliminated(Model):
    """This turn you may buy cards from the eliminated pile too."""

    op: Literal["buy_eliminated"]


class SetAside(Model):
    """Set a card from your hand aside: it joins your next hand."""

    op: Literal["set_aside"]


class Peek(Model):
    """Look at the top card of your deck; eliminate it or leave it there."""

    op: Literal["peek"]


class UseEliminated(Model):
    """Resolve the top box of a card in the eliminated pile."""

    op: Literal["use_eliminated"]


class Convert(Model):
    """Turn all your damage into mission points (``becomes = "mission"``) or back."""

    op: Literal["convert"]
    becomes: Literal["mission", "combat"]


class GainAtium(Model):
    """Gain N atium tokens."""

    op: Literal["gain_atium"]
    amount: Positive = 1


class Win(Model):
    """You win the game at once (co-op: every player wins)."""

    op: Literal["win"]


# --------------------------------------------------------------------------- handlers
def _refresh(state, eff, ctx) -> None:
    seat = ctx["p"]
    flared = [m for m in METALS if res.token(state, seat, m) in (res.FLARED, res.SPENT)]
    opts = [Option(m, m) for m in flared]  # metals in lower case, as everywhere else
    n = len(opts) if eff.all else eff.amount
    if not opts:  # said, not silent (found in a trial: the row's refresh left no line in the log)
        state.log("refresh", f"{state.players[seat].name} has no flared metal to refresh.", seat)
        return
    # as many as allowed, all of them when fewer are flared (refreshing never hurts): the title
    # says the number the question asks for (trial: "Refresh up to 2" over "Choose 2")
    k = min(n, len(opts))
    what = f"Refresh {k} of your {len(opts)} flared metals" if k < len(opts) else (
        f"Refresh your flared {'metals' if k > 1 else 'metal'}")
    ask(state, "cards", seat, what, opts, k, k,
        "mb_refreshed", purpose=Purpose("refresh", source=ctx.get("src")), seat=seat)


@resume("mb_refreshed")
def _refreshed(state: State, answer: list[str], seat: int) -> None:
    for m in answer:
        res.refresh_token(state, seat, m)
    if answer:
        done = list(answer)
        said = done[0] if len(done) == 1 else ", ".join(done[:-1]) + " and " + done[-1]
        state.log("refresh", f"{state.players[seat].name} refreshes {said}.", seat)


def _soothe(state, eff, ctx) -> None:
    seat = ctx["p"]
    z = state.players[seat].zones
    # every card of yours in play, the one Soothing too (rulebook "Metals", Brass: any of your
    # cards in hand, discard pile or play; found in a trial: Pacify could not eliminate itself),
    # and your Allies, in play until killed (a Mistborn trial: Soldier and Obligator were never offered)
    uids = z["hand"] + z["discard"] + z["played"] + z["allies"]
    ask(state, "cards", seat, f"Soothe: eliminate {_up_to(eff.amount, 'card')} of yours", _cards(state, uids), 0, eff.amount,
        # "destroy": the common word for one's own cards leaving the game (a bot keeps its best)
        "mb_soothed", purpose=Purpose("destroy", ("hand", "discard", "played", "allies"), "eliminated", ctx.get("src")),
        seat=seat)


@resume("mb_soothed")
def _soothed(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        state.log("eliminate", f"{state.players[seat].name} eliminates {state.name(u)}.", seat)
        if state.where[u] == (seat, "played"):  # still played this turn (the table's "left play")
            state.turn.setdefault("left_play", []).append(u)
        eliminate(state, u)


def _push(state, eff, ctx) -> None:
    ask(state, "cards", ctx["p"], f"Push: eliminate {_up_to(eff.amount, 'market card')}",
        _cards(state, state.table.get("market", [])), 0, eff.amount, "mb_pushed",
        purpose=Purpose("eliminate", ("market",), "eliminated", ctx.get("src"), rule="Push"), seat=ctx["p"])


@resume("mb_pushed")
def _pushed(state: State, answer: list[str], seat: int) -> None:
    before = list(state.table.get("market", []))
    for u in chosen_cards(answer):
        state.log("eliminate", f"{state.players[seat].name} pushes {state.name(u)} out of the market.", seat)
        eliminate(state, u)
    rules_for(state.game).refill_market(state, before)


def _pull(state, eff, ctx) -> None:
    seat = ctx["p"]
    ask(state, "cards", seat, f"Pull: put {_up_to(eff.amount, 'card')} of your discard pile on top of your deck",
        _cards(state, state.players[seat].zones["discard"]), 0, eff.amount, "mb_pulled",
        purpose=Purpose("put_on_top", ("discard",), "deck", ctx.get("src")), seat=seat)


@resume("mb_pulled")
def _pulled(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        zones.move(state, u, seat, "deck", top=True)
        state.log("pull", f"{state.players[seat].name} puts {state.name(u)} on top of their deck.", seat)


def _seek(state, eff, ctx, done: tuple[str, ...] = ()) -> None:
    seat = ctx["p"]
    market = [u for u in state.table.get("market", []) if state.cards[u].type == "Action"
              and state.cards[u].cost <= eff.cost and state.name(u) not in done and _usable(state, u, "seek")]
    ask(state, "one", seat, f"Seek: use the top ability of a market Action costing up to {eff.cost}",
        _cards(state, market), 0, 1, "mb_sought", purpose=Purpose("seek", ("market",), None, ctx.get("src")),
        eff=eff, ctx=ctx, done=list(done))


@resume("mb_sought")
def _sought(state: State, answer: list[str], eff, ctx, done: list[str]) -> None:
    for u in chosen_cards(answer):
        state.turn["sought"] = u
        # what the top box gives, as a burn's line says (found in a trial: seeking Recover
        # logged its heal, not its +2 Money)
        gave = said.gave(state, ctx["p"], top_box(state, u))
        state.log("seek", f"{state.players[ctx['p']].name} seeks {state.name(u)}" + (f": {gave}." if gave else "."),
                  ctx["p"])
        if len(done) + 1 < eff.times:
            push(state, "mb_seek_more", eff=eff, ctx=ctx, done=[*done, state.name(u)])
        push_effects(state, top_box(state, u), {"p": ctx["p"], "src": u})


@task("mb_seek_more")
def _seek_more(state: State, eff, ctx, done: list[str]) -> None:
    _seek(state, eff, ctx, tuple(done))


def _seek_again(state, eff, ctx) -> None:
    u = state.turn.get("sought")
    if u is not None:
        push_effects(state, top_box(state, u), {"p": ctx["p"], "src": u})


def _riot(state, eff, ctx) -> None:
    seat = ctx["p"]
    fired = state.turn.get("fired", [])
    allies = [u for u in state.players[seat].zones["allies"] if f"{u}:1" not in fired and top_box(state, u)]
    ask(state, "one", seat, "Riot: which Ally acts?", _cards(state, allies), 0, 1, "mb_rioted",
        purpose=Purpose("riot", ("allies",), None, ctx.get("src")), seat=seat)


@resume("mb_rioted")
def _rioted(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        state.turn.setdefault("fired", []).append(f"{u}:1")
        # what it gave (co-op trial: the Riot line never said what the Ally gave)
        gave = "" if state.headless else said.gave(state, seat, top_box(state, u))
        state.log("ability", f"Riot: {state.players[seat].name}'s {state.name(u)} acts"
                  + (f": {gave}." if gave else "."), seat)
        push_effects(state, top_box(state, u), {"p": seat, "src": u})


def foes_allies(state: State, seat: int) -> list[int]:
    """The Allies of ``seat``'s opponents still in the game."""
    return [u for s in res.living(state) if s != seat for u in state.players[s].zones["allies"]]


def _kill_ally(state, eff, ctx) -> None:
    seat = ctx["p"]
    src = state.name(ctx["src"]) if ctx.get("src") is not None else "It"
    if res.coop(state):  # rulebook "Co-op: Adversaries": a shield instead of an Ally
        advs = lordruler.adversaries(state)
        if not advs:  # said in words (issue 14 trial: "…has no card in their adversaries to defeat")
            state.log("defeat", f"{src} destroys no shield: no Adversary is in front of any player.", seat)
            return
        if eff.all:
            for u in advs:
                lordruler.break_shield(state, u, seat, "an effect that defeats Allies")
            return
        ask(state, "one", seat, "Destroy a shield of an Adversary", _cards(state, advs), 1, 1, "mb_shield_killed",
            purpose=Purpose("defeat", ("adversaries",), None, ctx.get("src")), seat=seat)
        return
    if not foes_allies(state, seat):
        state.log("defeat", f"{src} defeats no Ally: no opponent has one in play.", seat)
        return
    if eff.all:
        for u in foes_allies(state, seat):
            _defeat(state, seat, u)
        return
    ask(state, "one", seat, "Defeat an opponent's Ally", _cards(state, foes_allies(state, seat)), 1, 1,
        "mb_killed", purpose=Purpose("defeat", ("allies",), "discard", ctx.get("src")), seat=seat)


def _defeat(state: State, seat: int, uid: int) -> None:
    owner = state.where[uid][0]
    zones.discard(state, owner, uid)
    state.log("attack", f"{state.players[seat].name} defeats {state.players[owner].name}'s {state.name(uid)}.", seat)


@resume("mb_shield_killed")
def _shield_killed(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        lordruler.break_shield(state, u, seat, "an effect that defeats an Ally")


@resume("mb_killed")
def _killed(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        _defeat(state, seat, u)


def _clear_market(state, eff, ctx) -> None:
    for u in list(state.table.get("market", [])):
        eliminate(state, u)
    state.log("eliminate", "The whole market row is eliminated.", ctx["p"])
    rules_for(state.game).refill_market(state)


def _passive(state, eff, ctx) -> None:
    """Off-turn and ongoing abilities do nothing when their card resolves."""


def _gain_market(state, eff, ctx) -> None:
    seat = ctx["p"]
    opts = [u for u in state.table.get("market", []) if state.cards[u].cost <= eff.max_cost]
    ask(state, "one", seat, f"Gain a market card costing up to {eff.max_cost}", _cards(state, opts), 1, 1,
        "mb_gained", purpose=Purpose("gain", ("market",), "discard", ctx.get("src")), seat=seat, to="discard")


@resume("mb_gained")
def _gained(state: State, answer: list[str], seat: int, to: str) -> None:
    for u in chosen_cards(answer):
        came = state.where[u][1]
        before = list(state.table.get("market", []))
        zones.move(state, u, seat, to)
        state.log("gain", f"{state.players[seat].name} gains {state.name(u)}.", seat)
        if came == "market":
            rules_for(state.game).refill_market(state, before)


def _reclaim(state, eff, ctx) -> None:
    seat = ctx["p"]
    ask(state, "one", seat, "Take a card from the eliminated pile", _cards(state, state.table.get("eliminated", [])),
        1, 1, "mb_gained", purpose=Purpose("gain", ("eliminated",), eff.to, ctx.get("src")), seat=seat, to=eff.to)


def _buy_eliminated(state, eff, ctx) -> None:
    state.turn["buy_eliminated"] = True


def _set_aside(state, eff, ctx) -> None:
    seat = ctx["p"]
    ask(state, "one", seat, "Set a card aside for your next hand", _cards(state, state.players[seat].zones["hand"]),
        0, 1, "mb_set_aside", purpose=Purpose("set_aside", ("hand",), "set_aside", ctx.get("src")), seat=seat)


@resume("mb_set_aside")
def _aside(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        zones.move(state, u, seat, "set_aside")
        state.log("set_aside", f"{state.players[seat].name} sets a card aside for their next hand.", seat)


def _peek(state, eff, ctx) -> None:
    seat = ctx["p"]
    top = zones.top_of_deck(state, seat)
    if top is None:
        return
    state.log("peek", f"{state.players[seat].name} looks at the top card of their deck.", seat,
              f"The top card of your deck is {state.name(top)}.", shown=(top,))
    ask(state, "yes_no", seat, f"Eliminate {state.name(top)} from the top of your deck?", yes_no(), 1, 1,
        "mb_peeked", purpose=Purpose("eliminate", ("deck",), "eliminated", ctx.get("src")), seat=seat, uid=top)


@resume("mb_peeked")
def _peeked(state: State, answer: list[str], seat: int, uid: int) -> None:
    if answer == ["yes"]:
        state.log("eliminate", f"{state.players[seat].name} eliminates {state.name(uid)} from their deck.", seat)
        eliminate(state, uid)


def _use_eliminated(state, eff, ctx) -> None:
    seat = ctx["p"]
    opts = [u for u in state.table.get("eliminated", []) if _usable(state, u, "use_eliminated")]
    ask(state, "one", seat, "Use the top ability of a card in the eliminated pile", _cards(state, opts), 1, 1,
        "mb_used_eliminated", purpose=Purpose("effect", ("eliminated",), None, ctx.get("src")), seat=seat)


@resume("mb_used_eliminated")
def _used_eliminated(state: State, answer: list[str], seat: int) -> None:
    for u in chosen_cards(answer):
        push_effects(state, top_box(state, u), {"p": seat, "src": u})


def _convert(state, eff, ctx) -> None:
    seat = ctx["p"]
    src, dst = (res.COMBAT, res.MISSION) if eff.becomes == "mission" else (res.MISSION, res.COMBAT)
    n = get(state, src, seat)
    add(state, src, -n, seat)
    add(state, dst, n, seat)


def _gain_atium(state, eff, ctx) -> None:
    add(state, res.ATIUM, eff.amount, ctx["p"])
    state.log("atium", f"{state.players[ctx['p']].name} gains {eff.amount} atium.", ctx["p"])


def _win(state, eff, ctx) -> None:
    rules_for(state.game).confrontation(state, ctx["p"])


def _n(n: int, word: str) -> str:
    return f"{n} {word}s" if n != 1 else f"a {word}"


def _up_to(n: int, word: str) -> str:
    """``up to 2 cards``, ``a card`` (never "up to 1")."""
    return f"up to {_n(n, word)}" if n != 1 else _n(n, word)


card_op(Refresh, _refresh, lambda e: "Refresh all your metals" if e.all else f"Refresh {_n(e.amount, 'metal')}",
        game=GAME, docs={"all": "Refresh every flared metal."})
card_op(Soothe, _soothe, lambda e: f"Soothe {e.amount} (eliminate {_up_to(e.amount, 'card')} of yours)", game=GAME)
card_op(Push, _push, lambda e: f"Push {e.amount} (eliminate {_up_to(e.amount, 'market card')})", game=GAME)
card_op(Pull, _pull, lambda e: f"Pull {e.amount} ({_up_to(e.amount, 'card')} from your discard pile on top of your deck)",
        game=GAME)
card_op(Seek, _seek, lambda e: f"Seek {e.cost}" + (f" on {e.times} different Actions" if e.times > 1 else ""),
        game=GAME, docs={"cost": "The most the sought Action may cost.", "times": "How many different Actions."})
card_op(SeekAgain, _seek_again, lambda e: "use the top ability of the Action you sought again", game=GAME)
card_op(Riot, _riot, lambda e: "Riot (one of your Allies that has not acted this turn acts)", game=GAME)
card_op(KillAlly, _kill_ally, lambda e: said.kill_ally_text(e)
        + f" (co-op: {said.lower_first(said.kill_ally_coop_text(e))})",
        game=GAME, docs={"all": "Every opponent's Ally."})
card_op(ClearMarket, _clear_market, lambda e: "Eliminate the whole market row", game=GAME)
card_op(Cloud, _passive, lambda e: ("Cloud (off-turn, discard): stop one of your Allies being killed" if e.ally
                                    else f"Cloud {e.amount} (off-turn, discard: prevent {e.amount} damage to you)"),
        game=GAME, docs={"ally": "Protect an Ally from being killed instead of preventing damage."})
card_op(Sense, _passive, lambda e: f"Sense {e.amount} (off-turn, discard: the player whose turn it is loses "
                                   f"{e.amount} mission point{'s' if e.amount != 1 else ''})", game=GAME)
card_op(GainMarket, _gain_market, lambda e: f"Gain a market card costing up to {e.max_cost}", game=GAME)
card_op(Reclaim, _reclaim, lambda e: f"Take a card from the eliminated pile into your {e.to}"
        + (" pile" if e.to == "discard" else ""), game=GAME)
card_op(BuyEliminated, _buy_eliminated, lambda e: "you may buy cards from the eliminated pile this turn", game=GAME)
card_op(SetAside, _set_aside, lambda e: "Set a card from your hand aside: it joins your next hand", game=GAME)
card_op(Peek, _peek, lambda e: "Look at the top card of your deck: eliminate it or leave it", game=GAME)
card_op(UseEliminated, _use_eliminated, lambda e: "Use the top ability of a card in the eliminated pile", game=GAME)
card_op(Convert, _convert, lambda e: ("Turn all your damage into mission points" if e.becomes == "mission"
                                      else "Turn all your mission points into damage"), game=GAME,
        docs={"becomes": "What all the other kind becomes: mission (from damage) or combat (from mission points)."})
card_op(GainAtium, _gain_atium, lambda e: f"Gain {e.amount} atium", game=GAME)
card_op(Win, _win, lambda e: "You win the game", game=GAME)

