"""Commands: everything a player may do, as pydantic models discriminated by ``kind``.

Cards are named by uid (``State.cards`` index); :mod:`rules.engine.textcmd` turns them into
the canonical text form and back.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field


class Cmd(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Play(Cmd):
    """Play a card from your hand."""

    kind: Literal["play"] = "play"
    card: int


class Buy(Cmd):
    """Buy a card from the Line-Up or the top of a stack you may buy from (Breakthrough)."""

    kind: Literal["buy"] = "buy"
    card: int


class Defeat(Cmd):
    """Buy (defeat) the face-up top Super-Villain or Nemesis."""

    kind: Literal["defeat"] = "defeat"


class Use(Cmd):
    """Use the ability of a Character on your team or a card you control."""

    kind: Literal["use"] = "use"
    card: int


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


class End(Cmd):
    """End your turn."""

    kind: Literal["end"] = "end"


Command = Annotated[Union[Play, Buy, Defeat, Use, Choose, ChooseNumber, Split, Name, End], Field(discriminator="kind")]

#: the commands that answer a decision
ANSWERS = (Choose, ChooseNumber, Split, Name)


class Rejected(Exception):
    """An illegal command: ``reason`` in a player's words and ``rule`` it comes from.
    The state is untouched."""

    def __init__(self, reason: str, rule: str = ""):
        super().__init__(reason + (f" ({rule})" if rule else ""))
        self.reason = reason
        self.rule = rule
