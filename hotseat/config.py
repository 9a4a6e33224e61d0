"""The user's settings kept between runs: ``config.toml`` in the user config folder
(platformdirs: ``~/.config/hotseat/`` on Linux, or ``$XDG_CONFIG_HOME/hotseat/``). Today it
holds the TUI's theme (``theme = "textual-light"``), written when the player picks a theme
(Ctrl+P, "Theme") and read at start, and the game, player count and variant the new-game
screen started last, with the game's own set-up options (offered first next time, unless the
command line names a game).

A config that cannot be read (bad TOML, a key we do not know, a value of the wrong type) is
never a crash: :func:`read_config` returns the defaults and a message naming the file, the
field and what was expected, which the app shows as a notice."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from platformdirs import user_config_path
from pydantic import BaseModel, ConfigDict, ValidationError

CONFIG_FILE = "config.toml"


class Config(BaseModel):
    """The settings: ``theme``, the name of a Textual theme ("" : Textual's default);
    ``game``, ``players``, ``variant`` and the game's own set-up ``options`` (``{key: value}``,
    Mistborn co-op's difficulty): what the new-game screen started last (found in trials: the
    screen always came back to Metal after a Mistborn game, and to Standard A after a harder
    one), offered first next time ("" / 0 / {}: nothing yet)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    theme: str = ""
    game: str = ""
    players: int = 0
    variant: str = ""
    options: dict[str, str] = {}


def config_path() -> Path:
    """Where the settings are kept (the user config folder, by platformdirs)."""
    return user_config_path("hotseat", appauthor=False) / CONFIG_FILE


def read_config(path: Path | None = None) -> tuple[Config, str | None]:
    """The settings in ``path`` (default :func:`config_path`) and None; the defaults when
    there is no file; the defaults and a message (file › field: what is wrong) when it
    cannot be read. Never raises."""
    path = path or config_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Config(), None
    except OSError as exc:
        return Config(), f"{path}: cannot be read ({exc.strerror or exc}); the default settings are used."
    try:
        return Config.model_validate(tomllib.loads(text)), None
    except tomllib.TOMLDecodeError as exc:
        return Config(), f"{path}: not valid TOML ({exc}); the default settings are used."
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"]) or "(file)"
        return Config(), f"{path} › {field}: {err['msg']}; the default settings are used."


def _toml(value) -> str:
    """A value as TOML: a string or number as JSON writes it (valid TOML), a table inline."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {json.dumps(v)}" for k, v in value.items()) + "}"
    return json.dumps(value)


def write_config(config: Config, path: Path | None = None) -> str | None:
    """Write ``config`` to ``path`` (default :func:`config_path`), creating its folder;
    None, or why it could not be written (a read-only or full disk). Never raises."""
    path = path or config_path()
    lines = [f"{name} = {_toml(value)}" for name, value in config.model_dump().items()]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    except OSError as exc:
        return f"{path}: the settings could not be saved ({exc.strerror or exc})."
    return None
