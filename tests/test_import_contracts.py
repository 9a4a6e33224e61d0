"""The import contracts between the layers (DESIGN §2), written in ``pyproject.toml`` and
checked by import-linter's ``lint-imports``: ``rules`` never imports textual, rich, screens or
hotseat; the kernel (``rules.engine``, ``rules.catalog``) imports no family or game; a family
(``rules.families``) imports no game; a game package (``rules.games.<id>``) imports no other
game; screens reach the rules only through ``rules.api``; the app reaches the families and
games only through ``rules.api``, and the TUI app (``hotseat.app``) reaches the rules only
through its game client (``hotseat.client``).

A copy of the sources with one forbidden import added must break the contracts, so the check
cannot pass by reading nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import tomllib

import pytest

from conftest import REPO

LINT = str(Path(sys.executable).parent / "lint-imports")


def lint(root: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([LINT, "--no-cache"], capture_output=True, text=True, cwd=root, env=env)


def test_the_import_contracts_hold():
    r = lint(REPO)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 broken" in r.stdout


@pytest.mark.parametrize("module, line, contract", [
    ("rules/engine/zones.py", "import rules.games", "the kernel (engine, catalog) imports no family or game"),
    ("rules/catalog/schema.py", "from rules.api import new_game", "the kernel (engine, catalog) imports no family or game"),
    ("rules/engine/render.py", "import rich", "rules is a library"),
    ("rules/games/jld/game.py", "from screens.widgets.cards import card_line", "rules is a library"),
    ("rules/families/dc/family.py", "import rules.games.metal", "a family (rules.families) imports no game"),
    ("rules/families/dc/attacks.py", "from rules.api import view", "a family (rules.families) imports no game"),
    ("rules/games/jld/ops.py", "from rules.games.metal.ops import recruit", "a game imports no other game: jld"),
    ("rules/games/metal/game.py", "import rules.games.jld", "a game imports no other game: metal"),
    ("rules/games/metal/ops.py", "from rules.api import view", "a game imports no other game: metal"),
    ("screens/table.py", "from rules.families.dc import DCRules", "screens reach the rules only through rules.api"),
    ("screens/table.py", "from rules.engine.state import State", "screens reach the rules only through rules.api"),
    ("screens/gameover.py", "import hotseat.saves", "screens reach the rules only through rules.api"),
    ("hotseat/app.py", "from rules.games import GAMES", "the app reaches the families and games only through rules.api"),
    ("hotseat/sim.py", "from rules.families.dc.commands import Buy", "the app reaches the families and games only"),
    ("rules/engine/textcmd.py", "from rules.families.dc.commands import usable", "the kernel (engine, catalog) imports no family"),
    ("hotseat/app.py", "from rules.api import view", "the TUI app reaches the rules only through its game client"),
    ("hotseat/app.py", "from rules.engine.state import State", "the TUI app reaches the rules only through its game client"),
    ("screens/panels/cards.py", "from rules.engine.commands import Buy", "screens reach the rules only through rules.api"),
])
def test_a_forbidden_import_breaks_its_contract(tmp_path, module, line, contract):
    for pkg in ("rules", "screens", "hotseat"):
        shutil.copytree(REPO / pkg, tmp_path / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    target = tmp_path / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    r = lint(tmp_path)
    assert r.returncode != 0, r.stdout
    broken = [ln for ln in r.stdout.splitlines() if ln.rstrip().endswith("BROKEN")]
    assert len(broken) == 1 and broken[0].startswith(contract), r.stdout


def test_every_game_package_has_its_contract():
    """Each game package (``rules/games/<id>/``) has a contract forbidding it every other game
    package, so a new game cannot import another without breaking one."""
    contracts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    packages = {f"rules.games.{p.name}" for p in (REPO / "rules" / "games").iterdir() if (p / "__init__.py").is_file()}
    assert len(packages) >= 2
    for pkg in sorted(packages):
        mine = [c for c in contracts if c.get("source_modules") == [pkg]]
        assert len(mine) == 1, f"no contract keeps {pkg} from importing the other games"
        assert set(mine[0]["forbidden_modules"]) >= packages - {pkg}, mine[0]


def test_screens_ask_the_app_for_nothing_but_navigation():
    """Screens post typed messages (screens/messages.py) and the app handles them: a screen
    calls no method of the app but Textual's own (open or close a screen, quit)."""
    import re

    allowed = {"push_screen", "pop_screen", "exit", "is_headless", "notify",
               "get_key_display",  # Textual's way to write a key as its footer does
               "BINDINGS"}  # Textual's list of the app's keys, which the rules reference lists
    calls = set()
    for path in (REPO / "screens").rglob("*.py"):
        calls |= {(path.name, m) for m in re.findall(r"self\.app\.(\w+)", path.read_text(encoding="utf-8"))}
    assert calls, "the scan read no screen"
    assert {c for c in calls if c[1] not in allowed} == set()
