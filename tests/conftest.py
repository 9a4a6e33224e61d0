"""Shared helpers: build a Metal game with chosen zones, apply text commands, fingerprint.

Games are built with the scenario machinery (:mod:`hotseat.scenario`), so a test sets up a
position exactly as a scenario file would: named zones hold exactly the cards listed (top
first), everything else is dealt by normal set-up from the seed, and ``cards`` adds cards
made for the test (``[[card]]`` tables of the card format).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from hotseat.scenario import Scenario, build
from rules.engine.game import apply
from rules.engine.state import State
from rules.engine.textcmd import parse

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parents[1]


def make_game(
    *,
    players: list[str] | None = None,
    seed: int = 1,
    player: list[dict[str, Any]] | None = None,
    table: dict[str, list[str]] | None = None,
    cards: list[dict[str, Any]] | None = None,
    game: str = "metal",
    turn: str | None = None,
) -> State:
    """A game positioned like a scenario file: ``player`` is the ``[[player]]`` tables in
    seat order, ``table`` the ``[table]`` zones, ``cards`` extra ``[[card]]`` tables."""
    sc = Scenario.model_validate({
        "game": game,
        "seed": seed,
        "players": players or ["Ann", "Ben"],
        "player": player or [],
        "table": table or {},
        "card": cards or [],
        "turn": turn,
    })
    return build(sc, "test")


def card(name: str, effects: list[dict], **fields) -> dict[str, Any]:
    """A ``[[card]]`` table for a test card (a cost-0 Super Power unless told)."""
    slug = name.lower().replace(" ", "-").replace("'", "")
    return {"id": f"metal/test-{slug}", "name": name, "type": "Super Power", "cost": 0, "effects": effects,
            **fields}


def do(state: State, text: str):
    """Apply a text command for whoever must act; returns the events."""
    return apply(state, parse(state, text))


def names(state: State, seat: int, zone: str) -> list[str]:
    return [state.name(u) for u in state.players[seat].zones[zone]]


def table_names(state: State, zone: str) -> list[str]:
    return [state.name(u) for u in state.table.get(zone, [])]


def power(state: State, seat: int = 0) -> int:
    return state.players[seat].res.get("power", 0)


def log_text(events) -> str:
    return "\n".join(e.text for e in events)


def snapshot(state: State) -> tuple:
    """Everything observable about a state, deep enough to detect any change."""
    d = state.pending
    return (
        state.fingerprint(),
        copy.deepcopy(state.where),
        repr(state.turn),
        repr(state.res),
        state.rng.getstate(),
        None if d is None else (d.kind, d.player, d.prompt, [(o.id, o.label) for o in d.options], d.min, d.max),
        len(state.stack),
    )


@pytest.fixture
def metal_game():
    """Factory fixture: ``metal_game(player=[...], table={...}, cards=[...])``."""
    return make_game


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes seconds (builds a wheel, plays many games); run by default")


@pytest.fixture(autouse=True)
def private_data(tmp_path, monkeypatch) -> Path:
    """Every test's user data folder (autosave, replays) and config folder are fresh temporary ones: no test
    writes into the real user's folders. Returns hotseat's folder inside it."""
    data = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))  # the theme's config.toml
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return data / "hotseat"


@pytest.fixture(autouse=True)
def quick_pilot(monkeypatch) -> None:
    """Textual's Pilot waits, after every key it presses, until the app looks idle: it sleeps
    in steps of ``SLEEP_GRANULARITY`` (1/50 s) until a step used almost no CPU, so every key
    costs at least two steps of idle wall-clock time, and a typed command of 25 letters about
    1.5 s while the core sits idle. Steps of 5 ms (idle below 1/20 of a step, as Textual's own
    ratio) keep the same test, four times faster in wall-clock time."""
    monkeypatch.setattr("textual._wait.SLEEP_GRANULARITY", 0.005)
    monkeypatch.setattr("textual._wait.SLEEP_IDLE", 0.005 / 20)


@pytest.fixture(autouse=True)
def quick_handoff(monkeypatch) -> None:
    """The hand-off's guard against stray keys (Space counts only after the keyboard was quiet
    for ``HandoffScreen.GUARD`` seconds) is 0 in tests, so no test waits; keys typed before
    a hand-off appeared are still ignored. tests/test_tui_handoff.py proves the real guard."""
    monkeypatch.setattr("screens.handoff.HandoffScreen.GUARD", 0.0)
    monkeypatch.setattr("screens.decision.DecisionScreen.GUARD", 0.0)  # the same for a question's Enter
    # and for the table's keys just after a hand-off (tests/test_tui_handoff.py proves the real guard)
    monkeypatch.setattr("screens.table.TableScreen.GUARD", 0.0)
    # a table key acts at once, without waiting to see whether a word is being typed
    # (tests/test_tui_typed_words.py proves the real wait)
    monkeypatch.setattr("screens.table.TableScreen.BURST", 0.0)
