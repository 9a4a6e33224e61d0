"""The DC games' commands and their text forms (Metal "Gameplay"): ``play CARD`` (from your
hand), ``buy CARD`` (from the Line-Up or the top of a stack you may buy from), ``defeat`` (the
face-up villain), ``use CARD`` (an ability), and the kernel's ``end``, registered as the
family's verbs (:data:`DC_VERBS`, :attr:`rules.engine.contract.Rules.verbs`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from rules.engine.commands import Buy, Cmd, Play  # noqa: F401  (re-exported: the DC verbs name them)
from rules.engine.registry import rules_for
from rules.engine.render import card_text, name_list
from rules.engine.state import State
from rules.engine.textcmd import CommandError, card_items, name_for, resolve
from rules.engine.verbs import END, Verb, bare

from .cards import POWER, abilities


class Defeat(Cmd):
    """Buy (defeat) the face-up top Super-Villain or Nemesis."""

    kind: Literal["defeat"] = "defeat"


class Use(Cmd):
    """Use the ability of a Character on your team or a card you control."""

    kind: Literal["use"] = "use"
    card: int


def buyable(state: State) -> list[int]:
    """Cards that ``buy`` may name: the Line-Up and the tops of buyable stacks."""
    r = rules_for(state.game)
    tops = [state.table[s][0] for s in r.buyable_stacks if state.table.get(s)]
    return list(state.table.get("line_up", [])) + tops


def _parse_buy(state: State, rest: str) -> Buy:
    """``buy NAME`` naming a card of :func:`buyable` (one too dear is refused by the rules,
    saying its cost); ``buy`` alone lists only the cards the Power now pays for, or says that
    none can be bought (issue 14, JLD trial: with 0 Power "Name a card you can buy:" listed the
    whole Line-Up)."""
    what = "card you can buy"
    affordable = [c.card for c in rules_for(state.game).legal(state) if isinstance(c, Buy)]
    power = state.players[state.active].res.get(POWER.name, 0)
    nothing = f"Nothing can be bought now: you have {power} {POWER.word}."
    if rest.strip():
        try:
            return Buy(card=int(resolve(rest, card_items(state, buyable(state)), what)))
        except CommandError as exc:
            if "ambiguous" in str(exc):
                raise
            # the list is of what the Power pays for now (issue 14, JLD trial: "buy xyz" with 4
            # Power listed Helmet of Fate and other cards that cost more)
            names = name_list(sorted({state.name(u) for u in affordable}))
            can = f"With {power} {POWER.word} you can buy: {names}." if affordable else nothing
            raise CommandError(f"No card in the Line-Up or on a stack you may buy from is named "
                               f"{rest.strip()[:60]!r}. {can}") from None
    if not affordable:
        raise CommandError(nothing)
    return Buy(card=int(resolve(rest, card_items(state, affordable), what)))


def _parse_defeat(state: State, rest: str) -> Defeat:
    """``defeat``, or ``defeat NAME`` naming the face-up villain (found in a trial: "defeat
    murder" was refused with "'defeat' takes no name"); CommandError for another name."""
    if rest.strip():
        top = rules_for(state.game).villain_top(state)
        resolve(rest, card_items(state, [top] if top is not None else []), f"face-up {rules_for(state.game).villain_word}")
    return Defeat()


def usable(state: State) -> list[int]:
    """Cards that ``use`` may name: the active player's cards with an ability."""
    return [u for u in abilities(state, state.active) if state.cards[u].has("ability")]


def _triggered(state: State) -> list[int]:
    """The active player's cards whose abilities work by themselves (a Character without an
    ``ability`` to use, or a card that triggers on an event): ``use`` cannot name them."""
    cards = state.players[state.active].zones.get("characters", [])
    return [u for u in abilities(state, state.active) if not state.cards[u].has("ability")
            and (u in cards or state.cards[u].has("when"))]


def _parse_use(state: State, rest: str) -> Use:
    """``use NAME`` naming a card with an ability to use; a card whose ability works by itself
    is refused saying so, and when it works (found in a Metal trial: ``use batman`` was told
    no card with an ability has that name)."""
    try:
        return Use(card=int(resolve(rest, card_items(state, usable(state)), "card with an ability")))
    except CommandError:
        auto = _triggered(state)
        try:
            uid = int(resolve(rest, card_items(state, auto), "card")) if auto and rest.strip() else None
        except CommandError:
            uid = None
        if uid is None:
            raise
        when = " ".join(card_text(state.cards[uid]).split())
        # with its type: a Line-Up card may share the name (Metal's Plastic Man, Hero and Super Hero)
        kind = f" ({state.cards[uid].type})" if state.cards[uid].type else ""
        raise CommandError(f"{state.name(uid)}{kind} has nothing to use: its ability works by itself. {when}") from None


def _in_hand(state: State) -> list[int]:
    return state.players[state.decider].zones["hand"]


def _card_verb(name: str, cls: type, where, what: str) -> Verb:
    """A verb naming one card among ``where(state)`` (``play NAME``, ``buy NAME``, ``use NAME``)."""
    return Verb(
        name, cls,
        lambda state, rest: cls(card=int(resolve(rest, card_items(state, where(state)), what))),
        lambda state, cmd: f"{name} " + name_for(state, cmd.card, card_items(state, where(state))),
        f"{name} NAME",
    )


#: the DC games' commands and their text forms (rulebook "Gameplay")
DC_VERBS: tuple[Verb, ...] = (
    _card_verb("play", Play, _in_hand, "card in your hand"),
    replace(_card_verb("buy", Buy, buyable, "card you can buy"), parse=_parse_buy),
    # the table's v key; also typed with the villain's name; in the hint as "defeat"
    replace(bare("defeat", Defeat), parse=_parse_defeat, usage="defeat", doing="buy (defeat)"),
    replace(_card_verb("use", Use, usable, "card with an ability"), parse=_parse_use),
    END,
)
