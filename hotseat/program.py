"""How the person at the terminal runs hotseat, for the commands we print back to them
("`.venv/bin/hotseat resume` continues it"): found in a trial, a player who started the game
with ``make play`` was told to type ``hotseat resume``, which their shell did not know."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path


def program() -> str:
    """The command that started this process, as the user can type it again from the same
    folder: ``hotseat`` when that name on the PATH is this program; else its path relative
    to the current folder (``.venv/bin/hotseat``), or absolute when outside it;
    ``<python> -m hotseat`` when run as a module; ``hotseat`` when this process is not the
    hotseat script (a test runner)."""
    argv0 = sys.argv[0] if sys.argv and sys.argv[0] else "hotseat"
    if Path(argv0).name == "__main__.py":
        return f"{_typed(Path(sys.executable))} -m hotseat" if Path(argv0).parent.name == "hotseat" else "hotseat"
    here = Path(argv0) if os.sep in argv0 else Path(shutil.which(argv0) or argv0)
    if not here.is_file() or Path(here.name).stem != "hotseat":  # not our script (a test runner, -c)
        return "hotseat"
    found = shutil.which("hotseat")
    if found is not None and Path(found).resolve() == here.resolve():
        return "hotseat"
    return _typed(here.resolve())


def _typed(path: Path) -> str:
    """``path`` as typed from the current folder: relative inside it, absolute outside."""
    try:
        rel = path.relative_to(Path.cwd())
    except ValueError:
        return str(path) if path.is_absolute() else path.name
    return str(rel) if os.sep in str(rel) else f".{os.sep}{rel}"
