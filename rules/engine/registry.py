"""The registry that joins the engine to game modules without the engine importing them.

A game module defines a :class:`rules.engine.game.Rules` subclass; the registration table
(:data:`rules.games.GAMES`) lists one instance per shipped game, and :mod:`rules.api` puts
them here with :func:`register`. The engine finds a game by ``State.game`` and never imports
a game itself (an import contract, ``tests/test_import_contracts.py``). Ops and task handlers are registered by name,
so a suspended game (a task or decision naming its handler) is plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.catalog.schema import register_effect

GAMES: dict[str, Any] = {}
#: op name -> handler(state, effect, ctx)
OPS: dict[str, Callable] = {}
#: task name -> handler(state, **data)
TASKS: dict[str, Callable] = {}
#: decision resume name -> handler(state, answer, **data)
RESUMES: dict[str, Callable] = {}
#: op name -> card-text renderer(effect) -> the effect as a clause, without a full stop
OP_TEXT: dict[str, Callable] = {}
#: game id -> renderer(card) -> the lines of the card's own printed facts (a game's fields:
#: Metro's REQ and Energy Level), put before the text of its effects
FACT_TEXT: dict[str, Callable] = {}


def card_op(model: type, handler: Callable, text: Callable, *, game: str | None = None,
            docs: dict[str, str] | None = None) -> str:
    """Register a card-language op in one place (issue 10, card language v2): its pydantic
    ``model`` (with ``op: Literal["name"]``; added to the card schema's Effect union,
    :func:`rules.catalog.schema.register_effect`), its ``handler(state, effect, ctx)`` and its
    card-text renderer ``text(effect) -> str`` (a clause without the full stop,
    :func:`rules.engine.render.effect_text`). ``game`` makes it that game's own op; ``docs``
    describes its fields for the JSON Schema. Returns the op name. ValueError for a name
    already registered; RuntimeError once cards were loaded (register at import time)."""
    name = register_effect(model, game, docs)
    OPS[name] = handler
    OP_TEXT[name] = text
    return name


def card_fact_text(game: str, text: Callable) -> None:
    """Register ``game``'s own card-text renderer: ``text(card) -> list[str]``, whole sentences
    (with their full stops) telling the card's printed facts that are not effects (its game
    fields, ``Card.extra``); :func:`rules.engine.render.card_text` puts them first."""
    FACT_TEXT[game] = text


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


def register(rules: Any) -> None:
    """Make ``rules`` (a :class:`rules.engine.game.Rules` instance) the game ``rules.id``.
    Registering the same object again does nothing; ValueError for an empty id or for
    another object under an id already taken."""
    if not rules.id:
        raise ValueError(f"{type(rules).__name__} has no game id")
    if GAMES.setdefault(rules.id, rules) is not rules:
        raise ValueError(f"game {rules.id!r} is already registered")


def rules_for(game: str):
    """The registered rules object of ``game``; KeyError names the known games (none until a
    client imports :mod:`rules.api`, which registers the shipped ones)."""
    try:
        return GAMES[game]
    except KeyError:
        known = ", ".join(sorted(GAMES)) or "none registered (import rules.api)"
        raise KeyError(f"unknown game {game!r}; known: {known}") from None
