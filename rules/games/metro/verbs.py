"""Heroes of Metro City's commands and their text forms (:mod:`rules.engine.verbs`).

* ``slot CARD in N``: slot an Energy card from your hand into empty slot N (``slot CARD``
  takes the first empty slot);
* ``activate POWER on SOURCE``: Activate a Power (or a versatile Energy card) from your hand
  on the card on top of one of your slots, named by its name or by its slot (``on 2``,
  ``on slot 2``, ``on slot 2 (Spark of Energy)``); the text form is always the last, the slot
  and its top card (:func:`source_words`: issue 14, a trial's choices read "on slot 1" beside
  "on Spark of Energy");
* ``battle ENEMY``: defeat a face-up Enemy with this turn's damage;
* ``develop CARD``: add the top card of a City Supply stack to your deck, paid in Plot Points;
* ``next``: go on to the next phase of your turn;
* ``rename NAME``: rename your Hero, until the first player's first turn is over (set-up
  step 5).

Cards are named as everywhere (a unique prefix, ``#uid`` for one copy).
"""

from __future__ import annotations

import re

from typing import Literal

from rules.engine.commands import Cmd
from rules.engine.state import State
from rules.engine.textcmd import CommandError, card_items, name_for, resolve
from rules.engine.verbs import Verb, bare

from . import board


class Slot(Cmd):
    """Slot the Energy card ``card`` from your hand into slot ``slot`` (1..4)."""

    kind: Literal["slot"] = "slot"
    card: int
    slot: int


class Activate(Cmd):
    """Activate ``card`` from your hand on ``on``, the top card of one of your slots."""

    kind: Literal["activate"] = "activate"
    card: int
    on: int


class Battle(Cmd):
    """Defeat the face-up Enemy ``card``."""

    kind: Literal["battle"] = "battle"
    card: int


class Develop(Cmd):
    """Develop ``card``, the top card of a City Supply stack."""

    kind: Literal["develop"] = "develop"
    card: int


class Rename(Cmd):
    """Give your Hero the name ``text`` (set-up step 5)."""

    kind: Literal["rename"] = "rename"
    text: str


class Next(Cmd):
    """Go on to the next phase of your turn."""

    kind: Literal["next"] = "next"


def _hand(state: State) -> list[int]:
    return state.players[state.decider].zones["hand"]


def _in_hand(state: State) -> list[tuple[str, str]]:
    return card_items(state, _hand(state))


def _parse_slot(state: State, rest: str) -> Slot:
    head, sep, tail = rest.rpartition(" in ")
    if sep and tail.strip().isdigit():
        n = int(tail.strip())
        if not 1 <= n <= board.SLOTS:
            raise CommandError(f"There is no slot {n}: the slots are 1 to {board.SLOTS}.")
    else:
        head = rest
        free = board.empty_slots(state, state.decider)
        if not free:
            raise CommandError(board.ALL_FULL)
        n = free[0]
    return Slot(card=int(resolve(head, _in_hand(state), "card in your hand")), slot=n)


def _sources(state: State) -> list[tuple[str, str]]:
    seat = state.decider
    return card_items(state, [u for n in range(1, board.SLOTS + 1)
                              if (u := _slot_top(state, seat, n)) is not None])


def _slot_top(state: State, seat: int, n: int) -> int | None:
    pile = state.players[seat].zones[f"slot:{n}"]
    return pile[-1] if pile else None


def _parse_activate(state: State, rest: str) -> Activate:
    head, sep, tail = rest.rpartition(" on ")
    if not sep:
        raise CommandError("Say where: activate POWER on SOURCE (the card on top of one of your slots).")
    card = int(resolve(head, _in_hand(state), "card in your hand"))
    m = _SLOT_WORDS.fullmatch(tail.strip())
    if m:  # "on 2", "on slot 2", "on slot 2 (Spark of Energy)": the card on top of that slot
        n = int(m.group(1))
        if not 1 <= n <= board.SLOTS:
            raise CommandError(f"There is no slot {n}: the slots are 1 to {board.SLOTS}.")
        top = _slot_top(state, state.decider, n)
        if top is None:
            raise CommandError(f"Slot {n} is empty: slot an Energy card there first.")
        named = (m.group(2) or "").strip()
        if named and not state.name(top).lower().startswith(named.lower()):
            raise CommandError(f"Slot {n} holds {state.name(top)} on top, not {named!r}.")
        return Activate(card=card, on=top)
    return Activate(card=card, on=int(resolve(tail, _sources(state), "card on top of a slot")))


#: a slot named by its number in ``activate POWER on ...``, its top card's name after it in brackets or not
_SLOT_WORDS = re.compile(r"(?:slot\s*)?(\d+)(?:\s*\(([^()]*)\))?", re.IGNORECASE)


def source_words(state: State, seat: int, n: int) -> str:
    """How a command names slot ``n`` of ``seat`` as an Energy source: "slot 2 (Spark of
    Energy)", its top card in brackets; "slot 2" when it is empty. One way for every Activate
    a player reads (the command line, Ctrl+P, a card's action)."""
    top = _slot_top(state, seat, n)
    return f"slot {n}" if top is None else f"slot {n} ({state.name(top)})"


def _text_activate(state: State, cmd: Activate) -> str:
    """``activate POWER on slot N (SOURCE)``: the source by its slot and its name
    (:func:`source_words`); by its name alone when it is on top of no slot."""
    seat = state.decider
    slot = next((n for n in range(1, board.SLOTS + 1) if _slot_top(state, seat, n) == cmd.on), None)
    on = source_words(state, seat, slot) if slot is not None else name_for(state, cmd.on, _sources(state))
    return f"activate {name_for(state, cmd.card, _in_hand(state))} on {on}"


def _card_verb(name: str, cls: type, where, what: str, usage: str) -> Verb:
    return Verb(name, cls,
                lambda state, rest: cls(card=int(resolve(rest, card_items(state, where(state)), what))),
                lambda state, cmd: f"{name} " + name_for(state, cmd.card, card_items(state, where(state))),
                usage)


VERBS: tuple[Verb, ...] = (
    Verb("slot", Slot, _parse_slot,
         lambda state, cmd: f"slot {name_for(state, cmd.card, _in_hand(state))} in {cmd.slot}", "slot CARD in SLOT"),
    Verb("activate", Activate, _parse_activate, _text_activate, "activate POWER on SOURCE|N"),
    _card_verb("battle", Battle, board.face_up_enemies, "face-up Enemy", "battle ENEMY"),
    _card_verb("develop", Develop, board.supply_tops, "card on top of a City Supply stack", "develop CARD"),
    bare("next", Next, "next"),
    # no usage: the table's hint leaves it out (it is for the first turn only; the guide tells it)
    Verb("rename", Rename, lambda state, rest: Rename(text=rest.strip()), lambda state, cmd: f"rename {cmd.text}"),
)
