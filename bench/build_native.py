"""The optional native build of the kernel (issue 15): compile its hot modules with mypyc.

    make native    # installs mypy (pinned) into .venv and runs this script
    make pure      # removes the compiled modules: back to the reference

    .venv/bin/python bench/build_native.py [MODULE.py ...]   (default: :data:`MODULES`)

The pure-Python package is the reference: the compiled modules are built in place next to
their sources (``rules/engine/zones.cpython-311-*.so`` and a shared ``*__mypyc*.so`` at the
root), Python imports them instead of the ``.py`` files, and ``make pure`` deletes them. Nothing
ships compiled.

What it gives (measured with bench/instructions.py, 2-player heuristic Metal, same run):
compiling ``rules/engine/zones.py`` and ``rules/engine/effects.py`` saves about 2 % of the
machine instructions per command (258.5k against 264.7k), within the noise of the rates. Most
of a command's time is spent in code mypyc cannot speed up: pydantic card models read
attribute by attribute, dicts of zones, and the games' own modules calling in and out of the
compiled ones. ``rules/engine/state.py`` compiles but the game then crashes (a segmentation
fault): :class:`~rules.engine.state.GameRandom` shadows its own methods with instance
attributes, which a compiled class does not allow. mypy 2.x's mypyc fails on
``reversed()`` of a ``list[Any]`` (an internal error), so the build pins mypy 1.15.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the modules compiled by default: the kernel's card moves and its effect loop
MODULES = ("rules/engine/zones.py", "rules/engine/effects.py")
#: the type-checker's settings for the build: the card schema's pydantic unions are not types
#: mypy accepts, so its errors are ignored (it is read, not compiled)
CONFIG = """[mypy]
ignore_missing_imports = True
follow_imports = silent

[mypy-rules.catalog.schema]
ignore_errors = True
"""


def main(modules: list[str]) -> None:
    import os
    import tempfile

    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "mypy.ini"
        config.write_text(CONFIG)
        sys.argv = [sys.argv[0], "build_ext", "--inplace"]
        setup(name="hotseat-native", packages=[], py_modules=[],
              ext_modules=mypycify(["--config-file", str(config), *modules], opt_level="3"))


if __name__ == "__main__":
    main(sys.argv[1:] or list(MODULES))
