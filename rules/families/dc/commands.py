"""The DC games' commands and their text forms (Metal "Gameplay"): ``play CARD`` (from your
hand), ``buy CARD`` (from the Line-Up or the top of a stack you may buy from), ``defeat`` (the
face-up villain), ``use CARD`` (an ability), and the kernel's ``end``, registered as the
family's verbs (:data:`DC_VERBS`, :attr:`rules.engine.contract.Rules.verbs`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from rules.engine.commands import Buy, Cmd, Play  # noqa: F401  (re-exported: the DC verbs name them)
from rules.engine.registry import rules_for
from rules.engine.state import State
from rules.engine.textcmd import card_items, name_for, resolve
from rules.engine.verbs import END, Verb, bare

from .cards import abilities


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
    _card_verb("buy", Buy, buyable, "card you can buy"),
    # the table's v key; also typed with the villain's name; in the hint as "defeat"
    replace(bare("defeat", Defeat), parse=_parse_defeat, usage="defeat", doing="buy (defeat)"),
    _card_verb("use", Use, usable, "card with an ability"),
    END,
)
