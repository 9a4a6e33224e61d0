"""A session: one game being played, with its command history, autosave and undo.

The TUI, the CLI and the simulator drive games through this class; it is the only place that
turns text into commands and keeps the history a save is made of.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from platformdirs import user_data_path
from pydantic import ValidationError

from rules.catalog.loader import Catalog, default_catalog
from rules.engine.commands import Command, Rejected
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.state import Event, State
from rules.engine.textcmd import parse, to_text

from .saves import FORMAT, Save, SaveError, Seat, error_text, read_save, replay, save_game


def autosave_path() -> Path:
    """Where the running game is autosaved (the user data folder, by platformdirs)."""
    return user_data_path("hotseat", appauthor=False) / "autosave.json"


def autosave_status(path: Path, catalog: Catalog | None = None) -> tuple[str | None, str | None]:
    """What the autosave at ``path`` holds: ``(summary, None)`` for an unfinished game that
    can be resumed ("metal, turn 3, Ann, Ben"); ``(None, reason)`` for a file that cannot be
    replayed (corrupt, or saved with other cards); ``(None, None)`` when there is no file or
    its game is over. Never raises."""
    if not path.exists():
        return None, None
    try:
        state = replay(read_save(path), catalog or default_catalog(), where=str(path))
    except (SaveError, OSError, ValueError) as exc:
        return None, str(exc)
    if state.game_over:
        return None, None
    return f"{state.game}, turn {state.turn_number}, {', '.join(p.name for p in state.players)}", None


def autosave_summary(path: Path, catalog: Catalog | None = None) -> str | None:
    """"metal, turn N, Ann, Ben" when ``path`` holds an unfinished game that can be resumed;
    None when there is no save, it cannot be replayed, or its game is over."""
    return autosave_status(path, catalog)[0]


def aside_path(path: Path) -> Path:
    """Where :func:`set_aside` would keep ``path``: ``autosave-previous.json``, or
    ``autosave-previous-2.json`` (3, ...) when that name is taken: a kept game is never
    overwritten."""
    target = path.with_name(f"{path.stem}-previous{path.suffix}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.stem}-previous-{n}{path.suffix}")
        n += 1
    return target


def set_aside(path: Path) -> Path:
    """Move an autosave out of the way (to :func:`aside_path`) instead of overwriting it;
    the new path. OSError when the folder cannot be changed (nothing is lost then either)."""
    target = aside_path(path)
    path.replace(target)
    return target


class Session:
    """A game and its history. ``autosave`` is a path written after every command, or None."""

    def __init__(self, state: State, save: Save, catalog: Catalog, autosave: Path | None = None):
        self.state = state
        self.save = save
        self.catalog = catalog
        self.autosave = autosave
        #: why autosave stopped (a read-only or full data folder), or None while it works
        self.autosave_error: str | None = None
        # command index after which hidden information was last revealed (undo limit)
        self.undo_floor = len(save.commands)
        self._reveals = state.revealed_info

    @classmethod
    def new(cls, game: str, players: list[str], seed: int, *, bots: list[str | None] | None = None,
            options: dict[str, Any] | None = None, catalog: Catalog | None = None,
            autosave: Path | None = None) -> Session:
        catalog = catalog or default_catalog()
        bots = bots or [None] * len(players)
        try:  # checked before anything is set up or written: names, bots, options
            save = Save(format=FORMAT, game=game, cards_digest=catalog.digest, seed=seed,
                        players=[Seat(name=n, bot=b) for n, b in zip(players, bots)], options=options or {})
        except ValidationError as exc:
            raise ValueError(error_text(exc)) from None
        state = new_game(game, players, seed, options=options, catalog=catalog, bots=bots)
        s = cls(state, save, catalog, autosave)
        s.write()
        return s

    @classmethod
    def load(cls, save: Save, *, catalog: Catalog | None = None, autosave: Path | None = None) -> Session:
        catalog = catalog or default_catalog()
        return cls(replay(save, catalog, where=str(autosave or "save")), save, catalog, autosave)

    # ------------------------------------------------------------------ acting
    def do(self, cmd: Command | str) -> list[Event]:
        """Apply a command (or its text) for the player who must act. Raises Rejected or
        CommandError; on either the game is unchanged."""
        if isinstance(cmd, str):
            cmd = parse(self.state, cmd)
        text = to_text(self.state, cmd)
        events = apply(self.state, cmd)
        self.save.commands.append(text)
        if self.state.revealed_info != self._reveals:
            self._reveals = self.state.revealed_info
            self.undo_floor = len(self.save.commands)
        self.write()
        return events

    def undo(self) -> None:
        """Take back the last command. Rejected when hidden information was revealed since
        (a draw, a shuffle, a reveal): undo would let a player see and choose again."""
        if len(self.save.commands) <= self.undo_floor:
            raise Rejected("Nothing to undo: hidden information was revealed since (a draw, shuffle or reveal)."
                           if self.save.commands else "Nothing to undo.", "Undo")
        self.save.commands.pop()
        self.state = replay(self.save, self.catalog)
        self._reveals = self.state.revealed_info
        self.write()

    def legal(self) -> list[Command]:
        return legal_commands(self.state)

    def view(self, seat: int | None) -> dict[str, Any]:
        return dict(view(self.state, seat))  # a snapshot: the screens keep it while the game moves on

    def text(self, cmd: Command) -> str:
        return to_text(self.state, cmd)

    def write(self) -> None:
        """Autosave. A folder that is read-only or full turns autosave off (play goes on):
        ``autosave_error`` says why, and ``autosave`` becomes None."""
        if self.autosave is None:
            return
        try:
            save_game(self.autosave, self.save)
        except OSError as exc:
            self.autosave_error = (f"Autosave is off: cannot write {self.autosave} "
                                   f"({exc.strerror or exc}). The game goes on unsaved.")
            self.autosave = None
