"""Smoke test: the real program in tmux (skipped when tmux is missing). One turn at 120x40:
start, pick heroes behind hand-offs, play all, buy, end (confirmed); the screen shows the Line-Up and
the log, and the autosave holds the commands."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOTSEAT = Path(sys.executable).parent / "hotseat"

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None or not HOTSEAT.exists(), reason="needs tmux")


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def _wait(session: str, cond, timeout: float = 45.0) -> str:
    end = time.monotonic() + timeout
    text = ""
    while time.monotonic() < end:
        text = _tmux("capture-pane", "-t", session, "-p")
        if cond(text):
            return text
        time.sleep(0.1)
    raise AssertionError(f"screen never matched; last screen:\n{text}")


def test_one_turn_in_tmux(tmp_path):
    session = f"hotseat-smoke-{os.getpid()}"
    env = f"XDG_DATA_HOME={tmp_path} HOME={tmp_path}"
    _tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "40", f"{env} {HOTSEAT} play --seed 1")
    try:
        # options on the command line start the game at once (no new-game form)
        _wait(session, lambda t: "Pass the keyboard" in t)
        for _ in range(12):  # hand-offs and hero picks until the table shows
            text = _wait(session, lambda t: "Pass the keyboard" in t or "Choose your Super Hero" in t
                         or "Your hand" in t)
            if "Your hand" in text and "Choose your Super Hero" not in text.split("Line-Up")[0]:
                break
            if "Pass the keyboard" in text:  # Space, once the keyboard was quiet for the guard
                time.sleep(1.0)
                _tmux("send-keys", "-t", session, "Space")
            else:  # a question takes keys once the keyboard was quiet for its guard too
                time.sleep(1.0)
                _tmux("send-keys", "-t", session, "Enter")
            time.sleep(0.3)
        _wait(session, lambda t: "Your hand" in t and "Line-Up" in t)
        _tmux("send-keys", "-t", session, "a")
        text = _wait(session, lambda t: "plays Punch" in t)
        _tmux("send-keys", "-t", session, "Enter")  # after play-all the focus is on the Line-Up: buy
        time.sleep(0.5)
        _tmux("send-keys", "-t", session, "e")
        if "End your turn" in _wait(session, lambda t: "Pass the keyboard to" in t or "End your turn" in t):
            _tmux("send-keys", "-t", session, "y")  # Power left: confirm
        _wait(session, lambda t: "Pass the keyboard to" in t)
        assert "Line-Up" in text and "Played this turn" in text
        _tmux("send-keys", "-t", session, "C-c")
        time.sleep(0.5)
        save = json.loads((tmp_path / "hotseat" / "autosave.json").read_text())
        assert "end" in save["commands"] and any(c.startswith("buy ") for c in save["commands"])
    finally:
        _tmux("kill-session", "-t", session)
