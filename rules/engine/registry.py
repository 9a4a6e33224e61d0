"""The registry that joins the engine to game modules without an import cycle.

A game module defines a :class:`rules.engine.game.Rules` subclass and registers an instance
here; the engine finds it by ``State.game``. Ops and task handlers are registered by name,
so a suspended game (a task or decision naming its handler) is plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

GAMES: dict[str, Any] = {}
#: op name -> handler(state, effect, ctx)
OPS: dict[str, Callable] = {}
#: task name -> handler(state, **data)
TASKS: dict[str, Callable] = {}
#: decision resume name -> handler(state, answer, **data)
RESUMES: dict[str, Callable] = {}


def op(name: str):
    """Decorator: register the handler of an effect op."""

    def deco(fn):
        OPS[name] = fn
        return fn

    return deco


def task(name: str):
    """Decorator: register a task handler."""

    def deco(fn):
        TASKS[name] = fn
        return fn

    return deco


def resume(name: str):
    """Decorator: register a decision's resume handler."""

    def deco(fn):
        RESUMES[name] = fn
        return fn

    return deco


def rules_for(game: str):
    """The registered rules object of ``game``; KeyError names the known games."""
    if not GAMES:
        import rules.games  # noqa: F401  (registers every game)
    try:
        return GAMES[game]
    except KeyError:
        raise KeyError(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}") from None
