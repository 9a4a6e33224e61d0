"""A session: one game being played, with its command history, autosave and undo.

The TUI, the CLI and the simulator drive games through this class; it is the only place that
turns text into commands and keeps the history a save is made of.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from platformdirs import user_data_path
from pydantic import ValidationError

from rules.api import Command, Rejected, apply, legal_commands, name_list, new_game, rules_for, view
from rules.catalog.loader import Catalog, default_catalog
from rules.engine.knowledge import knowledge, revealed, revealed_words
from rules.engine.state import Event, State
from rules.engine.textcmd import parse, to_text

from .saves import FORMAT, Save, SaveError, Seat, error_text, read_save, replay, save_catalog, save_game


def autosave_path() -> Path:
    """Where the running game is autosaved (the user data folder, by platformdirs)."""
    return user_data_path("hotseat", appauthor=False) / "autosave.json"


def autosave_status(path: Path, catalog: Catalog | None = None) -> tuple[str | None, str | None]:
    """What the autosave at ``path`` holds: ``(summary, None)`` for an unfinished game that
    can be resumed ("Metal, turn 3: Ann, Ben", the game's title); ``(None, reason)`` for a file that cannot be
    replayed (corrupt, or saved with other cards); ``(None, None)`` when there is no file or
    its game is over. Without ``catalog``, the save is replayed with its own cards. Never
    raises."""
    if not path.exists():
        return None, None
    try:
        state = replay(read_save(path), catalog, where=str(path))
    except (SaveError, OSError, ValueError) as exc:
        return None, str(exc)
    if state.game_over:
        return None, None
    rules = rules_for(state.game)
    title = rules.short_title or rules.title or state.game
    return f"{title}, turn {state.turn_number}: {', '.join(p.name for p in state.players)}", None


def unresumable_words(reason: str, path: Path) -> str:
    """Why the save at ``path`` cannot be resumed (``reason`` from :func:`autosave_status`), in
    a player's words for a notice that names the file itself: without the path that starts the
    reason (issue 14 trial: the notice named the new game's autosave.json, not the kept file),
    and without card digests."""
    reason = reason.removeprefix(f"{path}: ")
    if "saved with other card definitions" in reason:
        return "its cards have changed since it was saved (another version of hotseat, or other --cards)."
    return reason


def autosave_summary(path: Path, catalog: Catalog | None = None) -> str | None:
    """"Metal, turn N: Ann, Ben" when ``path`` holds an unfinished game that can be resumed;
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


#: why undo is refused once a command showed someone something (DESIGN §4)
REVEALED = ("Nothing to undo: your last move, or what followed it, revealed hidden information (a card drawn "
            "or shown to someone, a shuffle or a roll of the dice).")


class Session:
    """A game and its history. ``autosave`` is a path written after every command, or None.

    Undo (DESIGN §4) takes back the last command when both hold:

    * it was given by the person who must act now, a person and not a bot: you take back only
      your own moves, made since the keyboard came to you, never another player's Defense or
      Character pick;
    * no seat learned anything since (:func:`rules.engine.knowledge.revealed`: a seat sees a
      card it could not see before, a shuffle or a roll of the dice): the command after which that last happened
      is the ``undo_floor``. The card a player plays from their own hand is the move itself,
      not news, so ``play Punch`` can be taken back. A command that addressed another seat
      (an event for that seat: a Defense offered, a question answered for them) is a barrier
      too, whatever their hand held, or undo would tell the mover how that hand answered.
    """

    def __init__(self, state: State, save: Save, catalog: Catalog, autosave: Path | None = None):
        self.state = state
        self.save = save
        self.catalog = catalog
        self.autosave = autosave
        #: why autosave stopped (a read-only or full data folder), or None while it works
        self.autosave_error: str | None = None
        # number of commands before which undo never goes: a loaded game starts there, and it
        # moves up after every command that showed a seat something
        self.undo_floor = len(save.commands)
        #: what the command at the undo floor revealed, in words for its mover ("" unknown)
        self.undo_news = ""
        # the seat that gave each command since the session started (by command index)
        self._by: dict[int, int] = {}

    @classmethod
    def new(cls, game: str, players: list[str], seed: int, *, bots: list[str | None] | None = None,
            options: dict[str, Any] | None = None, catalog: Catalog | None = None,
            autosave: Path | None = None) -> Session:
        catalog = catalog or default_catalog()
        bots = bots or [None] * len(players)
        try:  # checked before anything is set up or written: names, bots, options
            save = Save(format=FORMAT, game=game, cards_digest=catalog.game_digest(game), seed=seed,
                        players=[Seat(name=n, bot=b) for n, b in zip(players, bots)], options=options or {},
                        extra_cards=catalog.added_data())
        except ValidationError as exc:
            raise ValueError(error_text(exc)) from None
        state = new_game(game, players, seed, options=options, catalog=catalog, bots=bots)
        s = cls(state, save, catalog, autosave)
        s.write()
        return s

    @classmethod
    def load(cls, save: Save, *, catalog: Catalog | None = None, autosave: Path | None = None) -> Session:
        """The game a save describes, played with ``catalog`` or else with the save's own
        cards (:func:`hotseat.saves.save_catalog`). SaveError when it cannot be replayed."""
        where = str(autosave or "save")
        catalog = catalog or save_catalog(save, where)
        return cls(replay(save, catalog, where=where), save, catalog, autosave)

    # ------------------------------------------------------------------ acting
    def do(self, cmd: Command | str) -> list[Event]:
        """Apply a command (or its text) for the player who must act. Raises Rejected or
        CommandError; on either the game is unchanged."""
        if isinstance(cmd, str):
            cmd = parse(self.state, cmd)
        text = to_text(self.state, cmd)
        by, since, known = self.state.decider, len(self.state.events), knowledge(self.state)
        # the card a player puts out of their own hand (played, slotted, Activated) is shown
        # by their choice: showing it is the move, not news (an attribute of a command model)
        card = getattr(cmd, "card", None)
        chosen = frozenset({card}) if card is not None and card in self.state.players[by].zones.get("hand", ()) \
            else frozenset()
        events = apply(self.state, cmd)
        self._by[len(self.save.commands)] = by
        self.save.commands.append(text)
        others = sorted({e.player for e in events if e.player is not None and e.player != by})
        if revealed(known, self.state, since, chosen) or others:
            # also whenever the move spoke to another seat (a Defense offered, a question put
            # to them): taking it back would tell the mover how that seat's hand answered
            self.undo_floor = len(self.save.commands)
            news = revealed_words(known, self.state, since, by, chosen) + \
                [f"{self.state.players[o].name} was asked to answer" for o in others]
            self.undo_news = name_list(news[:3]) + (", and more" if len(news) > 3 else "")
        self.write()
        return events

    def undo_reason(self) -> str | None:
        """Why :meth:`undo` would be refused now (a sentence for the player), or None."""
        n = len(self.save.commands)
        if n == 0:
            return "Nothing to undo."
        by = self._by.get(n - 1)
        # whose the last move was comes first: someone answering a question on another's turn
        # has nothing of theirs to take back, whatever was revealed (found in a trial)
        if by is not None and (by != self.state.decider or self.save.players[by].bot):
            return (f"Nothing to undo: the last move was {self.save.players[by].name}'s; you can take back only "
                    "your own moves, made since the keyboard came to you.")
        if n <= self.undo_floor:
            if by is None:
                return "Nothing to undo: the game was opened from a save here."
            return REVEALED if not self.undo_news else \
                f"Nothing to undo: your last move, or what followed it, revealed hidden information: {self.undo_news}."
        return None

    def last_move(self) -> str | None:
        """The text of the last command given ("play Funding"), the one :meth:`undo` would take
        back; None before the first. It is the mover's own command, as they gave it: it names
        only what they saw when they gave it."""
        return self.save.commands[-1] if self.save.commands else None

    def undo(self) -> None:
        """Take back the last command (see the class docstring for when). Raises Rejected
        with the reason when it may not."""
        reason = self.undo_reason()
        if reason is not None:
            raise Rejected(reason, "Undo")
        self.save.commands.pop()
        self._by.pop(len(self.save.commands))
        self.state = replay(self.save, self.catalog)
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
            self.autosave_error = f"Autosave is off: cannot write {self.autosave} ({exc.strerror or exc})."
            self.autosave = None
