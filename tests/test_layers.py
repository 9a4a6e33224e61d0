"""The one rule between the layers: ``rules`` never imports textual, rich, screens or hotseat
(DESIGN §2). Each module is imported alone in a fresh interpreter, so nothing imported by
another test can hide a violation; the test also reads every import statement."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from conftest import REPO

RULES = sorted(p for p in (REPO / "rules").rglob("*.py"))
FORBIDDEN = ("textual", "rich", "screens", "hotseat")


def module_name(path) -> str:
    rel = path.relative_to(REPO).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@pytest.mark.parametrize("path", RULES, ids=module_name)
def test_rules_module_imports_no_ui_or_app(path):
    mod = module_name(path)
    code = (f"import sys, {mod}\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
            "print(','.join(bad))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "", f"{mod} pulls in {r.stdout.strip()}"


@pytest.mark.parametrize("path", RULES, ids=module_name)
def test_rules_source_has_no_forbidden_import_statement(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for n in names:
            assert n.split(".")[0] not in FORBIDDEN, f"{path.name}:{node.lineno} imports {n}"


def test_playing_a_whole_game_through_rules_loads_no_ui():
    code = ("import sys\n"
            "from rules.api import new_game, legal_commands, apply\n"
            "s = new_game('metal', ['A', 'B'], 1, options={'auto_pick': True})\n"
            "for _ in range(200):\n"
            "    if s.game_over: break\n"
            "    apply(s, legal_commands(s)[-1])\n"
            "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == ""
