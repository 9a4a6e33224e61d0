"""What a new game may be given: player names and set-up options, checked before set-up.

:func:`check_setup` is called by :func:`rules.engine.game.new_game`, so a game is never set up
from a save, a scenario or a command line it cannot play: a name that is not plain text, an
option the game does not know, a seat that does not exist. Each problem is a ``ValueError``
whose message names the field and says what was expected, e.g.
``options.first: expected a seat from 0 to 1, got 9``.

Set-up options: every game knows ``variant`` (one of the game's
:attr:`~rules.engine.contract.Rules.variants`) and ``first`` (the seat, 0-based, that starts);
a game adds its own with a subclass of :class:`SetupOptions`
(:attr:`~rules.engine.contract.Rules.setup_options`; the DC family's: ``pick``, ``characters``,
``auto_pick``).

Player names are text, never markup or terminal control: a name holds no control characters
(``ESC``, newlines, bidi overrides...), is not blank and is at most :data:`MAX_NAME` characters.
:func:`clean_name` makes typed text such a name; :func:`printable` makes any text safe to print.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

#: the longest player name
MAX_NAME = 24

#: characters that change how text is shown: bidirectional overrides and isolates
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}


@dataclass(frozen=True)
class SetupChoice:
    """A set-up option the new-game screen offers as a list to choose from
    (:meth:`rules.engine.contract.Rules.setup_choices`): ``key`` names the option (a field of
    the game's :class:`SetupOptions`, e.g. ``"difficulty"``), ``label`` is the row's label
    (at most 11 characters), ``choices`` are ``(value, label)`` pairs in the order shown and
    ``default`` is the value chosen when nobody picks one (one of the values)."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str


class SetupOptions(BaseModel):
    """The set-up options every game knows (strict types, nothing else): ``variant``,
    ``first`` (the seat that starts), ``characters`` (per seat, the name of the character
    that seat plays, or None: set-up gives one; a game without characters ignores it) and
    ``auto_pick`` (skip the choices players make at set-up, a Character or starting Powers,
    taking the first offered: scenarios start after them). A game with options of its own
    subclasses it (:attr:`rules.engine.contract.Rules.setup_options`)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    variant: str | None = None
    first: int | None = None
    characters: list[str | None] | None = None
    auto_pick: bool | None = None

    def problem(self, players: int) -> str | None:
        """What is wrong with these options (already of the right types) for a game of
        ``players`` players, as ``"field: what was expected, got what"``; None when nothing.
        A subclass adds the checks of its own options."""
        if self.first is not None and not 0 <= self.first < players:
            return f"first: expected a seat from 0 to {players - 1}, got {self.first}"
        if self.characters is not None and len(self.characters) > players:
            return f"characters: {len(self.characters)} names for {players} players"
        return None


def is_control(ch: str) -> bool:
    """Whether ``ch`` controls a terminal or the text's layout rather than being shown
    (C0/C1 controls such as ESC and newline, line/paragraph separators, bidi overrides)."""
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp") or ch in _BIDI


def printable(text: str) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``), so printing it
    can never move the cursor, retitle or clear a terminal."""
    if not any(is_control(ch) for ch in text):
        return text
    return "".join(ch.encode("unicode_escape").decode("ascii") if is_control(ch) else ch for ch in text)


def clean_name(text: str) -> str:
    """Typed text as a player name: control characters dropped, runs of spaces made one,
    trimmed, cut to :data:`MAX_NAME` characters ("" when nothing is left)."""
    kept = "".join(" " if ch in "\t\n\r" else ch for ch in text if not is_control(ch) or ch in "\t\n\r")
    return " ".join(kept.split())[:MAX_NAME].strip()


def name_error(name: Any, most: int = MAX_NAME) -> str | None:
    """Why ``name`` is not a valid player name (or any name typed to answer a decision, of at
    most ``most`` characters), or None."""
    if not isinstance(name, str):
        return f"expected a name (text), got {name!r}"
    if any(is_control(ch) for ch in name):
        return f"a name may not hold control characters, got {printable(name)!r}"
    if not name.strip():
        return "a name may not be blank"
    if len(name) > most:
        return f"a name is at most {most} characters, got {len(name)}"
    return None


def duplicate_name(names: list[str]) -> str | None:
    """Why ``names`` can't name the seats (two alike, ignoring case and spaces around), or
    None. Hand-offs and the log name the seats, so two alike could not be told apart."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        key = name.strip().casefold()
        if key in seen:
            return (f"players[{i}]: the name {name!r} is already seat {seen[key] + 1}'s; "
                    "each player needs a name of their own")
        seen[key] = i
    return None


def check_setup(rules: Any, names: list[str], options: dict[str, Any] | None) -> None:
    """Raise ValueError when ``names`` or ``options`` cannot set up a game of ``rules`` (the
    game's :class:`~rules.engine.contract.Rules`): the player count, each name, each option."""
    variant = (options or {}).get("variant") if isinstance(options, dict) else None
    if variant not in rules.variants:
        variant = rules.variants[0]  # an unknown variant is reported below
    low, high = rules.players(variant)
    if not low <= len(names) <= high:
        raise ValueError(f"{rules.title} takes {low} to {high} players, not {len(names)}")
    for i, name in enumerate(names):
        err = name_error(name)
        if err:
            raise ValueError(f"players[{i}]: {err}")
    err = duplicate_name(names)
    if err:
        raise ValueError(err)
    if options is None:
        return
    if not isinstance(options, dict):
        raise ValueError(f"options: expected a table of set-up options, got {options!r}")
    model = rules.setup_options
    try:
        opts = model.model_validate(options)
    except ValidationError as exc:
        e = exc.errors()[0]
        where = ".".join(str(x) for x in ("options", *e["loc"]) if not str(x).startswith(("function", "literal")))
        if e["type"] == "extra_forbidden":
            known = ", ".join(model.model_fields)
            raise ValueError(f"{where}: not a set-up option; known: {known}") from None
        raise ValueError(f"{where}: {e['msg'].replace('Input should be', 'expected')}, got {e['input']!r}") from None
    variants = tuple(rules.variants)
    if opts.variant is not None and opts.variant not in variants:
        raise ValueError(f"options.variant: {rules.title} has no variant {opts.variant!r}; "
                         f"known: {', '.join(variants)}")
    err = opts.problem(len(names))
    if err:
        raise ValueError(f"options.{err}")
