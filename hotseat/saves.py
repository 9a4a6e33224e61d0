"""Saves and replays (DESIGN §4): a save is the seed plus the command list.

File format (JSON, human-readable)::

    {"format": 1, "game": "metal", "cards_digest": "…", "seed": 7,
     "players": [{"name": "Ann", "bot": null}, …], "options": {…},
     "commands": ["play Punch", "buy War Cry", "end", …],
     "extra_cards": [{"id": "metal/feedback-riff", "name": "Feedback Riff", …}, …]}

``extra_cards`` holds the definitions of the cards a game was started with on top of the
shipped ones (``--cards`` files), as plain data in the card file's fields (never a path, never
code): a save opens the same game on any machine with the same shipped cards
(:func:`save_catalog`). They are validated like a card file when the save is opened; a broken
one is reported naming the save, the card and the field. ``cards_digest`` covers every card
of the save's game, shipped or added (:meth:`Catalog.game_digest`), so a changed card of that
game or a tampered definition is refused too, while a change to another game's cards is not.
A save written before this covers the whole set (:attr:`Catalog.digest`), which is accepted
too.

Saves are written atomically (a temporary file in the same folder, then a rename, then the
folder is synced), so a crash never leaves half a save; a temporary file left by a write that
was killed is removed by :func:`remove_stale_temp_files` at the next start.

Every field is validated as strictly as a card file (:class:`Save`): the types of ``format``,
``seed`` and ``options``; options the game knows and a first seat that exists
(:func:`rules.engine.options.check_setup`); player names that are plain text; bots that
exist (:data:`hotseat.bots.BOTS`); commands of at most
:data:`~rules.engine.textcmd.MAX_COMMAND_LENGTH` characters. A corrupt or mismatched save
(also one nested too deeply or not UTF-8) raises :class:`SaveError` with a message naming the
file and the problem, and the file is left untouched.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, field_validator, model_validator

from rules.api import apply, new_game, rules_for
from rules.catalog.loader import Catalog, cross_check, default_catalog, parse_cards
from rules.engine.commands import Rejected
from rules.engine.options import check_setup, name_error, printable
from rules.engine.state import State
from rules.engine.textcmd import MAX_COMMAND_LENGTH, CommandError, parse, to_text

from .bots import BOTS

FORMAT = 1


class SaveError(Exception):
    """A save that cannot be read or replayed; the message says which file and why."""


class Seat(BaseModel):
    """One seat: the player's name (plain text) and the bot playing it, if any."""

    model_config = ConfigDict(extra="forbid", strict=True)
    name: str
    bot: str | None = None

    @field_validator("name")
    @classmethod
    def _plain_name(cls, name: str) -> str:
        err = name_error(name)
        if err:
            raise ValueError(err)
        return name

    @field_validator("bot")
    @classmethod
    def _known_bot(cls, bot: str | None) -> str | None:
        if bot is not None and bot not in BOTS:
            raise ValueError(f"unknown bot {printable(bot)!r}; known: {', '.join(BOTS)}")
        return bot


class Save(BaseModel):
    """The saved game: everything needed to rebuild it exactly. Validation fails (pydantic
    ValidationError) for anything a game cannot be set up from."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: int
    game: str
    cards_digest: str
    seed: int = Field(ge=-(2**63), lt=2**63)
    players: list[Seat]
    options: dict[str, Any] = {}
    commands: list[Annotated[str, StringConstraints(max_length=MAX_COMMAND_LENGTH)]] = []
    #: the definitions of the cards added to the shipped set (:meth:`Catalog.added_data`)
    extra_cards: list[dict[str, Any]] = []

    @model_validator(mode="after")
    def _playable(self) -> Save:
        try:
            rules = rules_for(self.game)
        except KeyError as exc:
            raise ValueError(f"game: {exc.args[0]}") from None
        check_setup(rules, [p.name for p in self.players], self.options)
        return self


def error_text(exc: ValidationError) -> str:
    """The first validation error as ``players[0].name: what was expected``."""
    e = exc.errors()[0]
    where = ""
    for part in e["loc"]:
        where += f"[{part}]" if isinstance(part, int) else ("." if where else "") + str(part)
    msg = e["msg"].removeprefix("Value error, ")
    return f"{where}: {msg}" if where else msg


TEMP_SUFFIX = ".tmp"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file (``.NAME.*.tmp`` in the same folder),
    a rename, and a sync of the folder so the rename itself survives a power cut. OSError
    (a read-only or full folder) leaves the old file as it was and no temporary file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """fsync a folder (where the platform allows opening one; not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Remove the temporary files a killed :func:`write_atomic` left in ``folder``; the
    ones removed. Never raises (a folder that is missing or read-only is left alone)."""
    removed = []
    try:
        candidates = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for p in candidates:
        if p.name.count(".") >= 3 and p.is_file():  # .autosave.json.XXXX.tmp
            try:
                p.unlink()
                removed.append(p)
            except OSError:
                pass
    return removed


def save_game(path: Path, save: Save) -> None:
    write_atomic(path, save.model_dump_json(indent=1))


def read_save(path: Path) -> Save:
    """Parse and validate a save file; SaveError on anything wrong with it (the file is
    never changed)."""
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not a save file: byte {exc.start} is not UTF-8 text") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: not a save file: JSON error at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise SaveError(f"{path}: not a save file: its JSON is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise SaveError(f"{path}: not a save file: {exc}") from None
    if isinstance(data, dict) and type(data.get("format")) is int and data["format"] != FORMAT:
        raise SaveError(f"{path}: save format {data['format']}; this hotseat reads format {FORMAT}")
    try:
        return Save.model_validate(data)
    except ValidationError as exc:
        raise SaveError(f"{path}: {error_text(exc)}") from None
    except RecursionError:
        raise SaveError(f"{path}: not a save file: its content is nested too deeply") from None


def save_catalog(save: Save, where: str = "save") -> Catalog:
    """The cards a save was played with: the shipped catalog plus the save's own
    ``extra_cards``, validated as a card file is. SaveError listing every problem, each as
    ``game.json › extra_cards › metal/x (X) › cost: expected an integer, got 'x'``."""
    if not save.extra_cards:
        return default_catalog()
    at = f"{where} › extra_cards"
    try:
        cards, errors = parse_cards(save.extra_cards, at)
    except RecursionError:
        raise SaveError(f"{at}: a card is nested too deeply") from None
    catalog = default_catalog().with_cards(cards, at)
    errors += [e for e in cross_check(catalog) if e.startswith(at)]
    if errors:
        raise SaveError("\n".join(printable(e) for e in errors))
    return catalog


def replay(save: Save, catalog: Catalog | None = None, *, where: str = "save", strict_digest: bool = True) -> State:
    """Rebuild the game a save describes, with ``catalog`` or else the save's own cards
    (:func:`save_catalog`). SaveError when the cards changed (unless ``strict_digest`` is
    false), the saved cards are broken, or a command does not apply. A command an earlier
    version wrote that now reads as no one command is read as that version did
    (:meth:`Rules.saved_command <rules.engine.contract.Rules.saved_command>`) and kept in
    ``save`` in today's words, so the next autosave writes it unambiguously."""
    catalog = catalog or save_catalog(save, where)
    now = catalog.game_digest(save.game)
    if strict_digest and save.cards_digest not in (now, catalog.digest):  # the whole set: an older save
        raise SaveError(f"{where}: saved with other card definitions (digest {save.cards_digest}, "
                        f"now {now}); the game cannot be replayed exactly")
    try:
        state = new_game(save.game, [p.name for p in save.players], save.seed, options=save.options,
                         catalog=catalog, bots=[p.bot for p in save.players])
    except KeyError as exc:  # an unknown game
        raise SaveError(f"{where}: {exc.args[0]}") from None
    except ValueError as exc:  # a wrong number of players, an unknown Character...
        raise SaveError(f"{where}: {exc}") from None
    rules = rules_for(save.game)
    for i, text in enumerate(save.commands, 1):
        try:
            try:
                cmd = parse(state, text)
            except CommandError:
                # a text an earlier version wrote, that now reads as no one command (Mistborn's
                # "attack Koloss" with two in play, now asked which): what it meant then, kept
                # in the save in today's words (Rules.saved_command)
                cmd = rules.saved_command(state, text)
                if cmd is None:
                    raise
                save.commands[i - 1] = to_text(state, cmd)
            apply(state, cmd)
        except (CommandError, Rejected) as exc:
            shown = printable(text if len(text) <= 60 else text[:57] + "...")
            raise SaveError(f"{where}: command {i} {shown!r} does not apply: {printable(str(exc))}") from None
    return state
