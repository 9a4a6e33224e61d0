"""Saves and replays (DESIGN §4): a save is the seed plus the command list.

File format (JSON, human-readable)::

    {"format": 1, "game": "metal", "cards_digest": "…", "seed": 7,
     "players": [{"name": "Ann", "bot": null}, …], "options": {…},
     "commands": ["play Punch", "buy War Cry", "end", …]}

Saves are written atomically (a temporary file in the same folder, then a rename), so a
crash never leaves half a save. A corrupt or mismatched save raises :class:`SaveError`
with a message naming the file and the problem, and the file is left untouched.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from rules.catalog.loader import Catalog, default_catalog
from rules.engine.commands import Rejected
from rules.engine.game import apply, new_game
from rules.engine.state import State
from rules.engine.textcmd import CommandError, parse

FORMAT = 1


class SaveError(Exception):
    """A save that cannot be read or replayed; the message says which file and why."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    bot: str | None = None


class Save(BaseModel):
    """The saved game: everything needed to rebuild it exactly."""

    model_config = ConfigDict(extra="forbid")
    format: int
    game: str
    cards_digest: str
    seed: int
    players: list[Seat]
    options: dict[str, Any] = {}
    commands: list[str] = []


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file and a rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
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


def save_game(path: Path, save: Save) -> None:
    write_atomic(path, save.model_dump_json(indent=1))


def read_save(path: Path) -> Save:
    """Parse a save file; SaveError on anything wrong with it."""
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: not a save file: JSON error at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    try:
        save = Save.model_validate(data)
    except ValidationError as exc:
        e = exc.errors()[0]
        where = ".".join(str(x) for x in e["loc"])
        raise SaveError(f"{path}: {where}: {e['msg']}") from None
    if save.format != FORMAT:
        raise SaveError(f"{path}: save format {save.format}; this hotseat reads format {FORMAT}")
    return save


def replay(save: Save, catalog: Catalog | None = None, *, where: str = "save", strict_digest: bool = True) -> State:
    """Rebuild the game a save describes. SaveError when the cards changed (unless
    ``strict_digest`` is false) or a command does not apply."""
    catalog = catalog or default_catalog()
    if strict_digest and catalog.digest != save.cards_digest:
        raise SaveError(f"{where}: saved with other card definitions (digest {save.cards_digest}, "
                        f"now {catalog.digest}); the game cannot be replayed exactly")
    try:
        state = new_game(save.game, [p.name for p in save.players], save.seed, options=save.options,
                         catalog=catalog, bots=[p.bot for p in save.players])
    except KeyError as exc:  # an unknown game
        raise SaveError(f"{where}: {exc.args[0]}") from None
    except ValueError as exc:  # a wrong number of players, an unknown Character...
        raise SaveError(f"{where}: {exc}") from None
    for i, text in enumerate(save.commands, 1):
        try:
            apply(state, parse(state, text))
        except (CommandError, Rejected) as exc:
            raise SaveError(f"{where}: command {i} {text!r} does not apply: {exc}") from None
    return state
