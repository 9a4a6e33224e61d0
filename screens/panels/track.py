"""A ``track`` panel: a numbered track (0..length) with labelled markers on its spaces."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual.app import ComposeResult
from textual.widgets import Static

from screens.panels.base import Panel


def track_text(panel: dict[str, Any]) -> str:
    """``title: 0 1 [2 Ann] 3 ...``: every space, the markers in brackets on theirs."""
    at: dict[int, list[str]] = {}
    for m in panel.get("markers") or []:
        at.setdefault(int(m["at"]), []).append(str(m["label"]))
    spaces = []
    for i in range(int(panel.get("length", 0)) + 1):
        spaces.append(f"[b $accent][{i} {escape(', '.join(at[i]))}][/]" if i in at else f"[dim]{i}[/dim]")
    return f"{escape(panel.get('title', ''))}: " + " ".join(spaces)


class TrackPanel(Panel):
    DEFAULT_CSS = """
    TrackPanel {
        height: auto;
    }
    """

    def compose(self) -> ComposeResult:
        yield Static()

    def draw(self) -> None:
        self.query_one(Static).update(track_text(self.panel))
