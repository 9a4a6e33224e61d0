"""Every rule, example and clarification of every game as a scenario
(tests/scenarios/<game>/*.toml).

Each file runs through :func:`hotseat.scenario.run_file` and must pass. A scenario the
engine cannot satisfy yet is listed in ``KNOWN_FAILURES`` (strict xfail, with the reason),
never weakened.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hotseat.scenario import run_file

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(HERE.glob("*/*.toml"))
#: the least number of scenarios each game has (a guard against a lost folder)
AT_LEAST = {"metal": 40, "jld": 30, "metro": 6, "mistborn": 20}

KNOWN_FAILURES: dict[str, str] = {}


def _param(path: Path):
    key = f"{path.parent.name}/{path.name}"
    reason = KNOWN_FAILURES.get(key)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(path, id=key, marks=marks)


@pytest.mark.parametrize("game", sorted(AT_LEAST))
def test_scenarios_exist(game):
    assert len([p for p in FILES if p.parent.name == game]) >= AT_LEAST[game]


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario(path: Path):
    out = run_file(path)
    assert out.ok, "\n".join(out.failures)
