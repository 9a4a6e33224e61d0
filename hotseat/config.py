"""The user's settings kept between runs: ``config.toml`` in the user config folder
(platformdirs: ``~/.config/hotseat/`` on Linux, or ``$XDG_CONFIG_HOME/hotseat/``). Today it
holds the TUI's theme (``theme = "textual-light"``), written when the player picks a theme
(Ctrl+P, "Theme") and read at start, and the game, player count and variant the new-game
screen started last, with the game's own set-up options (offered first next time, unless the
command line names a game), and the waits that keep keys meant for one screen from acting on
the next (``[waits]``, in seconds: :mod:`screens.guard`; only the player writes them)::

    [waits]
    burst = 0.3     # a table letter key that changes the game waits for a next letter
    table = 0.5     # after a hand-off, the table takes no key until the keyboard was quiet
    question = 0.4  # the same for a question
    handoff = 0.7   # the same for the hand-off's Space

A config that cannot be read (bad TOML) is never a crash: :func:`read_config` returns the
defaults and a message naming the file and what is wrong, which the app shows as a notice. A
value that is wrong (a key we do not know, a value of the wrong type, a wait under 0 or over
5 seconds) is left out, the rest kept: the message names the file, the field and what was
expected, and the default is used in its place."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from platformdirs import user_config_path
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from screens.guard import MOST, wait_names

CONFIG_FILE = "config.toml"

#: ``[waits]``: each wait of :class:`screens.guard.Waits` in seconds, from 0 to :data:`MOST`;
#: one not given keeps its default (None here)
WaitSettings = create_model(
    "WaitSettings", __config__=ConfigDict(extra="forbid", strict=True, frozen=True),
    __doc__="The waits the player set, in seconds (:class:`screens.guard.Waits`); None: the default.",
    **{name: (float | None, Field(None, ge=0, le=MOST)) for name in wait_names()})


class Config(BaseModel):
    """The settings: ``theme``, the name of a Textual theme ("" : Textual's default);
    ``game``, ``players``, ``variant`` and the game's own set-up ``options`` (``{key: value}``,
    Mistborn co-op's difficulty): what the new-game screen started last (found in trials: the
    screen always came back to Metal after a Mistborn game, and to Standard A after a harder
    one), offered first next time ("" / 0 / {}: nothing yet); ``waits``: the waits the
    player set (:data:`WaitSettings`, the others keep their defaults)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    theme: str = ""
    game: str = ""
    players: int = 0
    variant: str = ""
    options: dict[str, str] = {}
    waits: WaitSettings = WaitSettings()  # type: ignore[valid-type]

    def wait_values(self) -> dict[str, float]:
        """The waits the player set (name -> seconds), for :func:`screens.guard.use_waits`."""
        return {k: v for k, v in self.waits.model_dump().items() if v is not None}


def config_path() -> Path:
    """Where the settings are kept (the user config folder, by platformdirs)."""
    return user_config_path("hotseat", appauthor=False) / CONFIG_FILE


def read_config(path: Path | None = None) -> tuple[Config, str | None]:
    """The settings in ``path`` (default :func:`config_path`) and None; the defaults when
    there is no file; the defaults and a message when it cannot be read; when values are
    wrong, the others and a message (file › field: what is wrong, for each). Never raises."""
    path = path or config_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Config(), None
    except OSError as exc:
        return Config(), f"{path}: cannot be read ({exc.strerror or exc}); the default settings are used."
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return Config(), f"{path}: not valid TOML ({exc}); the default settings are used."
    problems: list[str] = []
    for _ in range(50):  # each round leaves out the values found wrong
        try:
            config = Config.model_validate(data)
            break
        except ValidationError as exc:
            for err in exc.errors():
                field = ".".join(str(p) for p in err["loc"]) or "(file)"
                problems.append(f"{path} › {field}: {err['msg']}; the default is used.")
                if not _leave_out(data, err["loc"]):
                    return Config(), " ".join(problems)
    else:
        return Config(), " ".join(problems)
    return config, " ".join(problems) or None


def _leave_out(data: dict, loc: tuple) -> bool:
    """Remove the value at ``loc`` (a field path of a validation error) from ``data``, or the
    table holding it when that is what is wrong; False when there is nothing to remove."""
    for depth in range(len(loc), 0, -1):
        *up, last = loc[:depth]
        box = data
        for key in up:
            box = box.get(key) if isinstance(box, dict) else None
        if isinstance(box, dict) and last in box:
            del box[last]
            return True
    return False


def _toml(value) -> str:
    """A value as TOML: a string or number as JSON writes it (valid TOML), a table inline."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {json.dumps(v)}" for k, v in value.items()) + "}"
    return json.dumps(value)


def write_config(config: Config, path: Path | None = None) -> str | None:
    """Write ``config`` to ``path`` (default :func:`config_path`), creating its folder;
    None, or why it could not be written (a read-only or full disk). Never raises."""
    path = path or config_path()
    saved = config.model_dump()
    saved["waits"] = config.wait_values()  # only the ones the player set (a default stays one)
    lines = [f"{name} = {_toml(value)}" for name, value in saved.items() if name != "waits" or value]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    except OSError as exc:
        return f"{path}: the settings could not be saved ({exc.strerror or exc})."
    return None
