"""The code has no unused imports, undefined names or syntax errors (ruff, from the test
extras, configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys

from conftest import REPO


def test_ruff_finds_nothing():
    out = subprocess.run([sys.executable, "-m", "ruff", "check", "rules", "hotseat", "screens", "tests", "bench"],
                         cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
