"""Registered verbs (issue 10): a game's commands and their text grammar.

Each game lists its verbs (:attr:`rules.engine.contract.Rules.verbs`): the DC games ``play``,
``buy``, ``defeat``, ``use``, ``end``; Metro ``slot``, ``activate``, ``battle``...; Mistborn
``burn``, ``flare``, ``refresh``... A :class:`Verb` joins the command model to its parser and
printer, so :func:`rules.engine.textcmd.parse` and :func:`~rules.engine.textcmd.to_text` read
and write every game's commands the same way. The kernel itself only owns the answers to
decisions (``choose``, ``defend``, ``pass``) and :data:`END`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .commands import Cmd, End
from .state import State


@dataclass(frozen=True)
class Verb:
    """One command word of a game.

    ``name``: the first word of the command's text (lower case, no spaces); ``command``: the
    command model (a :class:`~rules.engine.commands.Cmd` subclass with a ``kind`` literal);
    ``parse(state, rest)``: the command that the rest of the line names in this state (raises
    :class:`~rules.engine.textcmd.CommandError` with the reason); ``text(state, cmd)``: the
    command's whole canonical text, which ``parse`` reads back to the same command;
    ``usage``: the grammar for help and error lines (``"slot CARD in SLOT"``), which the
    table's command hint lists; empty: the hint leaves the verb out (one the table gives a key
    of its own); ``doing``: the words a card's detail uses for giving the command on that card
    ("You can buy (defeat) it now."), empty: ``name``."""

    name: str
    command: type[Cmd]
    parse: Callable[[State, str], Cmd]
    text: Callable[[State, Cmd], str]
    usage: str = ""
    doing: str = ""


def _no_words(verb: str, make: Callable[[], Cmd]) -> Callable[[State, str], Cmd]:
    """The parser of a verb that takes no name (``end``, ``defeat``)."""

    def parse(state: State, rest: str) -> Cmd:
        if rest.strip():
            from .textcmd import CommandError

            raise CommandError(f"'{verb}' takes no name.")
        return make()

    return parse


def bare(name: str, command: type[Cmd], usage: str = "") -> Verb:
    """A verb that is its command's whole text (``end``, ``defeat``, ``next``)."""
    return Verb(name, command, _no_words(name, command), lambda state, cmd: name, usage or name)


#: ``end``: end your turn (every game whose turn ends on the player's word lists it)
END = bare("end", End, "end")
