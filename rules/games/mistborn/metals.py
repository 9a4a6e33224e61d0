"""Mistborn's metals (rulebook "Metals", "Flaring", "Refreshing", "Atium", "Cards"): burning
and flaring tokens, atium tokens, cards used sideways as a metal, refreshing, and which box of
a card a metal powers.

A card's metal count is what sits on it: its own metal's token (mark ``metal:<metal>``, 0
or 1) plus atium tokens and sideways cards standing for that metal (mark ``more:<metal>``).
A card used sideways stays in ``played`` with the mark ``sideways`` (it is discarded with
the rest at the end of the turn and is not itself a card metals go on). Its box with
``burns = n`` resolves when the count reaches ``n`` (boxes top to bottom: a second metal on a
card whose next box needs three powers nothing yet, reference §5a "+2 metal").
"""

from __future__ import annotations

from typing import Any

from rules.engine import zones
from rules.engine.commands import Rejected
from rules.engine.effects import push_effects
from rules.engine.render import effect_text
from rules.engine.resources import add, get
from rules.engine.state import State

from . import res, said
from .cards import METALS, VIALS
from .commands import Burn, Flare, Refresh, UseAsMetal

RULE = "Metals"


def metal_of(state: State, uid: int) -> str | None:
    return state.cards[uid].extra.get("metal")


def count(state: State, uid: int) -> int:
    """How many of its metal sit on card ``uid`` (see the module docstring)."""
    m = metal_of(state, uid)
    marks = state.marks.get(uid, {})
    return marks.get(f"metal:{m}", 0) + marks.get(f"more:{m}", 0)


def box(card, burns: int):
    """The box (``tier``) of ``card`` that ``burns`` of its metal power, or None."""
    return next((e for e in card.effects if e.op == "tier" and e.burns == burns and not e.ability), None)


def powers(state: State, uid: int, metal: str) -> bool:
    """True when one more ``metal`` on ``uid`` (an Action the active player played) still
    counts: the card is powered by ``metal`` and has a box for more than it holds."""
    action, own, top = state.per_card("_mistborn_boxes", box_facts)[uid]
    if not action or own != metal:
        return False
    marks = state.marks.get(uid)
    if marks is None:
        return top > 0
    if marks.get("sideways"):
        return False
    return top > marks.get(f"metal:{metal}", 0) + marks.get(f"more:{metal}", 0)


def box_facts(card) -> tuple[bool, str | None, int]:
    """What :func:`powers` reads of ``card``: an Action, its metal, the most burns a box of
    it needs (0: no box), built once per game by uid (speed: ``legal`` asks for every metal and
    card at every step)."""
    top = max((e.burns for e in card.effects if e.op == "tier" and not e.ability), default=0)
    return card.type == "Action", card.extra.get("metal"), top


def completes(state: State, uid: int) -> bool:
    """True when one more of its metal on card ``uid`` completes a box (a metal on a card
    whose next box needs two more powers nothing yet)."""
    return box(state.cards[uid], count(state, uid) + 1) is not None


def worth(state: State, used: int, target: int) -> bool:
    """The bots' judgement (``legal``'s order): using card ``used`` from hand as metal under
    ``target`` is worth more than keeping it when the metal completes a box of ``target``
    and ``used`` costs less than ``target`` (a deeper box counts one more: the second metal's
    box is worth a card of the same cost)."""
    return completes(state, target) and state.cards[used].cost < state.cards[target].cost + count(state, target)


def targets(state: State, seat: int) -> list[int]:
    """The cards ``seat`` played this turn that metals may go on (not those used as metal)."""
    return [u for u in state.players[seat].zones["played"] if not state.marks.get(u, {}).get("sideways")]


def _on_card(state: State, seat: int, uid: int | None, metal: str) -> Rejected | None:
    """Why ``metal`` can't go on ``uid``, or None (no card: for no effect)."""
    if uid is None:
        return None
    if uid not in targets(state, seat):
        return Rejected(f"{state.name(uid)} is not a card you played this turn.", RULE)
    card = state.cards[uid]
    if card.type != "Action":
        return Rejected(f"{card.name} is not an Action: metals power Action cards.", "Cards")
    if metal_of(state, uid) != metal:
        return Rejected(f"{card.name} is powered by {metal_of(state, uid) or 'no metal'}, not {metal}.", "Cards")
    if not powers(state, uid, metal):
        return Rejected(f"{card.name} has no box for another {metal}.", "Cards")
    return None


def check_token(state: State, cmd: Burn | Flare) -> Rejected | None:
    """Rulebook "Metals", "Flaring", "Atium": a ready token; a burn within the burn limit; a
    card the token powers. Atium: one held, a burn free, never flared."""
    seat, m = state.active, cmd.metal
    if m not in METALS + ("atium",):
        return Rejected(f"There is no metal {m!r}; the metals are {', '.join(METALS)} and atium.", RULE)
    limit = res.burn_limit(state, seat)
    full = state.turn.get("burns", 0) >= limit
    if m == "atium":
        if isinstance(cmd, Flare):
            return Rejected("Atium can't be flared.", "Atium")
        if get(state, res.ATIUM, seat) <= 0:
            return Rejected("You have no atium.", "Atium")
        if full:
            return Rejected(f"Atium takes a burn, and you have burned your {limit} this turn.", "Atium")
        if cmd.wild is not None and cmd.card is not None:
            # what works instead (trial: ``burn atium as brass on Con`` was refused, and only trying
            # found that ``burn atium on Con`` works): on a card, atium is that card's metal by itself
            return Rejected(f"On a card, atium stands for that card's metal by itself: type burn atium on "
                            f"{state.name(cmd.card)} (\"as METAL\" is for a burn for no effect).", "Atium")
        if cmd.wild is not None and cmd.wild not in METALS:
            return Rejected(f"Atium stands for one of the metals ({', '.join(METALS)}), not {cmd.wild}.", "Atium")
        if cmd.card is None:
            return None
        wild = metal_of(state, cmd.card) or "atium"
        return _on_card(state, seat, cmd.card, wild)
    if getattr(cmd, "wild", None) is not None:
        return Rejected("Only atium stands for another metal.", "Atium")
    t = res.token(state, seat, m)
    if t in (res.BURNED, res.FLARED):
        return Rejected(f"Your {m} token is already used this turn.", RULE)
    if t == res.SPENT:
        return Rejected(f"Your {m} token is flared: refresh it before using it again.", "Refreshing")
    if isinstance(cmd, Burn) and full:
        cutters = res.burn_cutters(state, seat)  # found in a trial: "0 metal a turn" with no word of why
        why = f"your training track, less {len(cutters)} for {' and '.join(cutters)}" if cutters else "your training track"
        return Rejected(f"You may burn {limit} metal{'s' if limit != 1 else ''} a turn ({why}); "
                        "flare it instead.", RULE)
    if cmd.card is not None and zones.mark(state, cmd.card, f"metal:{m}"):
        return Rejected(f"Your {m} token is already on {state.name(cmd.card)}.", RULE)
    return _on_card(state, seat, cmd.card, m)


def check_refresh(state: State, cmd: Refresh) -> Rejected | None:
    """Rulebook "Refreshing": discard a card from hand whose vial shows the metal (an atium
    vial shows every metal); the token must be flared."""
    seat, m = state.active, cmd.metal
    if m not in METALS:
        return Rejected(f"There is no metal token {m!r}; the metals are {', '.join(METALS)}.", RULE)
    if cmd.card not in state.players[seat].zones["hand"]:
        return Rejected(f"{state.name(cmd.card)} is not in your hand.", "Refreshing")
    vial = state.cards[cmd.card].extra.get("vial")
    if m not in VIALS.get(vial, ()):
        shown = f"its vial shows {vial.replace('-', ' and ')}" if vial else "it has no vial"
        return Rejected(f"{state.name(cmd.card)} can't refresh {m}: {shown}.", "Refreshing")
    if res.token(state, seat, m) not in (res.FLARED, res.SPENT):
        return Rejected(f"Your {m} token is not flared.", "Refreshing")
    return None


def check_use(state: State, cmd: UseAsMetal) -> Rejected | None:
    """Rulebook "Metals", "Cards", "Allies": a card from hand with a vial showing the metal
    (not an Ally), for no effect or under a card of that metal with a box left."""
    seat = state.active
    if cmd.card not in state.players[seat].zones["hand"]:
        return Rejected(f"{state.name(cmd.card)} is not in your hand.", RULE)
    card = state.cards[cmd.card]
    if card.type == "Ally":
        return Rejected("Allies can't be used as a metal.", "Allies")
    vial = card.extra.get("vial")
    if cmd.metal not in VIALS.get(vial, ()):
        shown = f"its vial shows {vial.replace('-', ' and ')}" if vial else "it has no vial"
        return Rejected(f"{card.name} can't be used as {cmd.metal}: {shown}.", RULE)
    if cmd.target is None and not bare_use_counts(state, seat, cmd.card, cmd.metal):
        # found in a trial: "use tin as pewter" with nothing to power put the card aside for nothing
        return Rejected(f"Using {card.name} as {cmd.metal} now would do nothing: no card you played needs "
                        f"{cmd.metal}, none of your Allies or your Character wakes on it, and {card.name} has no "
                        f"Savant ability. Play it instead, or first play a card that needs {cmd.metal} and "
                        f"type: use {card.name} as {cmd.metal} on CARD.", RULE)
    return _on_card(state, seat, cmd.target, cmd.metal)


def bare_use_counts(state: State, seat: int, uid: int, metal: str) -> bool:
    """Whether using card ``uid`` from hand as ``metal`` for no effect does anything: the card
    has a Savant ability, or the metal it counts wakes a box of one of ``seat``'s Allies or of
    their Character that has not acted this turn (rulebook "Allies", "Characters"; nothing else
    reads the metals used)."""
    return bare_use_wakes(state, uid, metal, waking_metals(state, seat))


def box_tiers(card) -> tuple[tuple[Any, str, str | None], ...]:
    """The boxes (``tier`` effects) of ``card`` that the game's ``wake`` resolves
    (:meth:`rules.games.mistborn.game.MistbornRules.wake`): (the effect, its name in ``State.turn["fired"]`` after the card's uid (``<burns>``, or
    ``a<ability>`` for a Character's ability), the metal it needs (its own, else the card's)),
    built once per game by uid."""
    return tuple((e, f"a{e.ability}" if e.ability else f"{e.burns}", e.metal or card.extra.get("metal"))
                 for e in card.effects if e.op == "tier")


def bare_use_wakes(state: State, uid: int, metal: str, waking: set[str]) -> bool:
    """:func:`bare_use_counts`, given :func:`waking_metals` (``legal`` works them out once
    for every card and metal; speed)."""
    savant, atium = state.per_card("_mistborn_bare_use", _bare_use_facts)[uid]
    return savant or metal in waking or (atium and "atium" in waking)


def waking_metals(state: State, seat: int) -> set[str]:
    """The metals of which one more used this turn wakes a box of one of ``seat``'s Allies or
    of their Character that has not acted this turn (see :func:`bare_use_counts`)."""
    fired = state.turn.get("fired", [])
    used = state.turn.get("used", {})  # res.used, inlined
    tiers = state.per_card("_mistborn_tiers", box_tiers)
    p = state.players[seat]
    out: set[str] = set()
    for u in p.zones["allies"] + p.zones["characters"]:
        for e, box_, m in tiers[u]:
            if (m and m not in out and used.get(m, 0) + 1 >= e.burns
                    and not (e.ability and not res.unlocked(state, seat, e.ability)) and f"{u}:{box_}" not in fired):
                out.add(m)
    return out


def woken(state: State, seat: int, used: set[str]) -> list[tuple[int, object]]:
    """The boxes of ``seat``'s Allies and Character (card uid, box effect) that one more use
    of each metal of ``used`` this turn would wake (see :func:`waking_metals`): what a burn or
    flare for no effect does."""
    fired = state.turn.get("fired", [])
    counts = state.turn.get("used", {})
    tiers = state.per_card("_mistborn_tiers", box_tiers)
    p = state.players[seat]
    out = []
    for u in p.zones["allies"] + p.zones["characters"]:
        for e, box_, m in tiers[u]:
            if (m in used and counts.get(m, 0) + 1 >= e.burns and f"{u}:{box_}" not in fired
                    and not (e.ability and not res.unlocked(state, seat, e.ability))):
                out.append((u, e))
    return out


def bare_metals(cmd: Burn | Flare) -> set[str]:
    """The metals a burn or flare for no effect counts as used (atium: atium and the metal it
    stands for)."""
    return {cmd.metal} if cmd.metal != "atium" else {"atium"} | ({cmd.wild} if getattr(cmd, "wild", None) else set())


def wakes_text(state: State, seat: int, cmd: Burn | Flare) -> str:
    """What a burn or flare for no effect wakes, in a few words ("wakes Coinshot: +2 damage"),
    or "" when it wakes nothing (it would do nothing)."""
    parts = []
    for u, e in woken(state, seat, bare_metals(cmd)):
        gave = "; ".join(t for t in (effect_text(x) for x in e.effects) if t)
        who = state.name(u)
        if getattr(e, "ability", None):
            who += f"'s ability {'I' * e.ability if e.ability < 4 else e.ability}"
        parts.append(f"{who}: {gave}" if gave else who)
    return ("wakes " + "; ".join(parts)) if parts else ""


def burn_note(state: State, seat: int, uid: int) -> str:
    """What one more metal on card ``uid`` gives now, in a few words ("gives +2 damage; heal
    1"), or "" when it completes no box."""
    e = box(state.cards[uid], count(state, uid) + 1)
    gave = said.gave(state, seat, e.effects) if e is not None else ""
    return f"gives {gave}" if gave else ""


def _bare_use_facts(card) -> tuple[bool, bool]:
    """What :func:`bare_use_counts` reads of ``card``, built once per game by uid: it has a
    Savant ability; it is an atium card (it counts as atium too)."""
    return any(e.op == "savant" for e in card.effects), card.extra.get("vial") == "atium"


def _place(state: State, seat: int, uid: int | None, key: str, line: str) -> None:
    """Put one more metal (mark ``key``) on ``uid``, log ``line`` (what the player did) with what
    the box it completes gives ("Ann burns pewter on Pewter Training: +2 damage; +1 Money."; found
    in a trial: the log never said what a burn gave), and resolve that box."""
    e = None
    if uid is not None:
        zones.set_mark(state, uid, key, zones.mark(state, uid, key) + 1)
        e = box(state.cards[uid], count(state, uid))
    if not state.headless:  # the line only where someone reads the log (speed: a sim renders no effect)
        gave = said.gave(state, seat, e.effects) if e is not None else ""
        state.log("burn", f"{line}: {gave}." if gave else f"{line}.", seat)
    if e is not None:
        push_effects(state, e.effects, {"p": seat, "src": uid})


def burn(state: State, cmd: Burn | Flare) -> None:
    """Burn or flare a token, or burn an atium token (checked by :func:`check_token`)."""
    seat, m, u = state.active, cmd.metal, cmd.card
    p = state.players[seat]
    flare = isinstance(cmd, Flare)
    # a metal used for no card still wakes an Ally or the Character: no "for no effect" then
    # (found in a trial: "flares steel for no effect." and then "Coinshot acts: +2 damage.")
    where = f"on {state.name(u)}" if u is not None else (
        "for no effect" if state.headless or not woken(state, seat, bare_metals(cmd)) else "")
    if m == "atium":
        add(state, res.ATIUM, -1, seat)
        state.turn["burns"] = state.turn.get("burns", 0) + 1
        stands = (metal_of(state, u) or "atium") if u is not None else (cmd.wild or "atium")
        res.use(state, *dict.fromkeys(("atium", stands)))
        _place(state, seat, u, f"more:{metal_of(state, u)}" if u is not None else "",
               f"{p.name} burns an atium" + (f" {where}" if where else "")
               + (f" (as {stands})" if stands != "atium" else ""))
        return
    res.set_token(state, seat, m, res.FLARED if flare else res.BURNED)
    if not flare:
        state.turn["burns"] = state.turn.get("burns", 0) + 1
    res.use(state, m)
    _place(state, seat, u, f"metal:{m}", f"{p.name} {'flares' if flare else 'burns'} {m}" + (f" {where}" if where else ""))


def refresh(state: State, cmd: Refresh) -> None:
    seat, m = state.active, cmd.metal
    p = state.players[seat]
    zones.discard(state, seat, cmd.card)
    flared_now = res.token(state, seat, m) == res.FLARED
    res.refresh_token(state, seat, m)
    state.log("refresh", f"{p.name} discards {state.name(cmd.card)} to refresh {m}"
              + (" (used this turn: it can't be used again until next turn)." if flared_now else "."), seat)


def use_as_metal(state: State, cmd: UseAsMetal) -> None:
    """Put the card sideways (it stays in play, marked ``sideways``), count the metal, power
    the card under it, and resolve the card's Savant ability (rulebook "Cards")."""
    seat, u, m = state.active, cmd.card, cmd.metal
    p = state.players[seat]
    zones.move(state, u, seat, "played")
    zones.set_mark(state, u, "sideways", 1)
    wild = state.cards[u].extra.get("vial") == "atium"  # an atium card is atium and the metal it stands for
    res.use(state, *dict.fromkeys((m, "atium") if wild else (m,)))
    # for no card, only when it wakes something or has a Savant ability (check_use): never
    # "for no effect" (its Ally, Character or Savant ability acts next)
    where = f" under {state.name(cmd.target)}" if cmd.target is not None else ""
    savant = [e for e in state.cards[u].effects if e.op == "savant"]
    if savant:  # the Savant ability before the box, as before (its log follows the use's line)
        # and what the Savant ability gives (co-op trial: the line did not say)
        gave = "" if state.headless else "; ".join(t for t in (said.gave(state, seat, e.effects) for e in savant) if t)
        state.log("burn", f"{p.name} uses {state.name(u)} as {m}{where}"
                  + (f" (Savant: {gave})." if gave else "."), seat)
        for e in savant:
            push_effects(state, e.effects, {"p": seat, "src": u})
        if cmd.target is not None:
            _place(state, seat, cmd.target, f"more:{m}", f"{state.name(cmd.target)} is powered")
        return
    _place(state, seat, cmd.target, f"more:{m}", f"{p.name} uses {state.name(u)} as {m}{where}")
