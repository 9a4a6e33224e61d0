"""Commands: what a player may do, as frozen pydantic models told apart by ``kind``.

The kernel has only the answer to a decision (:class:`Choose`) and :class:`End`; a game's own
commands are :class:`Cmd` subclasses it registers with its verbs
(:attr:`rules.engine.contract.Rules.verbs`; the DC games' ``play``, ``buy``, ``defeat``,
``use``: :mod:`rules.families.dc.commands`). Cards are named by uid (``State.cards`` index);
:mod:`rules.engine.textcmd` turns commands into the canonical text form and back.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class Cmd(BaseModel):
    """Base of every command: frozen, no unknown fields; a subclass has ``kind:
    Literal["<verb>"]`` and its fields (``card``: a uid)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Choose(Cmd):
    """Answer the pending decision with option ids (empty = decline, when allowed)."""

    kind: Literal["choose"] = "choose"
    options: list[str]


class ChooseNumber(Cmd):
    """Answer a ``number`` decision with a whole number from its ``min`` to its ``max``."""

    kind: Literal["number"] = "number"
    number: int


class Split(Cmd):
    """Answer a ``split`` decision: ``parts`` gives points to options, as (option id, points)
    pairs; every named option gets at least 1, and the points add up to ``min``..``max``."""

    kind: Literal["split"] = "split"
    parts: list[tuple[str, int]]


class Name(Cmd):
    """Answer a ``text`` decision (a Hero's name): ``min``..``max`` characters, no control
    characters, not blank."""

    kind: Literal["name"] = "name"
    text: str


class Play(Cmd):
    """Play a card from your hand: every deck-building game here has it (each game gives its
    verb and its rules: :attr:`rules.engine.contract.Rules.verbs`)."""

    kind: Literal["play"] = "play"
    card: int


class Buy(Cmd):
    """Buy a face-up card (the DC Line-Up or a stack's top, a Mistborn market card...): every
    deck-building game here has it; each game says where from and what it costs."""

    kind: Literal["buy"] = "buy"
    card: int


class End(Cmd):
    """End your turn."""

    kind: Literal["end"] = "end"


#: any command: the kernel's answers and ``end`` here, a game's own commands registered with
#: its verbs (:attr:`rules.engine.contract.Rules.verbs`)
Command = Cmd

#: the commands that answer a decision
ANSWERS = (Choose, ChooseNumber, Split, Name)

_IS_ANSWER: dict[type, bool] = {}


def is_answer(cmd: Command) -> bool:
    """``isinstance(cmd, ANSWERS)``, memoised by the command's class. Speed: pydantic's model
    classes are ABCs, so an isinstance that fails runs a Python-level check, and against the
    four answer classes it cost more than the rest of a step's check (the kernel asks at
    every command; bench/games_per_second.py)."""
    t = type(cmd)
    got = _IS_ANSWER.get(t)
    if got is None:
        got = _IS_ANSWER[t] = issubclass(t, ANSWERS)
    return got


#: how many commands a :func:`maker` keeps; emptied when full
_MADE_MAX = 4096


def maker(cls: type[Cmd], *names: str):
    """A function making ``cls`` commands from the values of the fields ``names``, in that
    order: ``maker(Burn, "metal", "card")("iron", 7)`` is ``Burn(metal="iron", card=7)``,
    made once and shared. Commands are frozen, so the command a game lists at every step (play
    this card, burn that metal on it) can be the same object each time, and building a
    pydantic model costs more than the rest of listing it (speed: bench/instructions.py).
    Only the fields named are set, as when they are given to ``cls`` (one maker per form of
    the command); their values must be hashable (ints, strings, None). ValidationError as
    ``cls`` gives for bad ones."""
    made: dict[tuple, Cmd] = {}

    def make(*values) -> Cmd:
        got = made.get(values)
        if got is None:
            if len(made) >= _MADE_MAX:
                made.clear()
            got = made[values] = cls(**dict(zip(names, values)))
        return got

    return make


class Rejected(Exception):
    """An illegal command: ``reason`` in a player's words and ``rule`` it comes from.
    The state is untouched."""

    def __init__(self, reason: str, rule: str = ""):
        super().__init__(reason + (f" ({rule})" if rule else ""))
        self.reason = reason
        self.rule = rule
