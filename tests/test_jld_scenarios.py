"""Every Justice League Dark rule, example and clarification as a scenario
(tests/scenarios/jld/*.toml).

Each file runs through :func:`hotseat.scenario.run_file` and must pass. A scenario the
engine cannot satisfy yet is listed in ``KNOWN_FAILURES`` (strict xfail, with the reason),
never weakened.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hotseat.scenario import run_file

HERE = Path(__file__).parent / "scenarios" / "jld"
FILES = sorted(HERE.glob("*.toml"))

KNOWN_FAILURES: dict[str, str] = {}


def _param(path: Path):
    reason = KNOWN_FAILURES.get(path.name)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(path, id=path.name, marks=marks)


def test_scenarios_exist():
    assert len(FILES) >= 30


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_jld_scenario(path: Path):
    out = run_file(path)
    assert out.ok, "\n".join(out.failures)
