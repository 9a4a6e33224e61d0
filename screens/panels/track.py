"""A ``track`` panel: a numbered track (0..length) with labelled markers on its spaces."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual.app import ComposeResult
from textual.widgets import Static

from screens.panels.base import Panel


def track_text(panel: dict[str, Any]) -> str:
    """``title: 0 1 [2 Ann] 3 4* ...``: every space, the markers in brackets on theirs, a
    ``*`` on the ``marked`` spaces (optional: spaces with something on them, such as a
    reward); the ``hint`` (optional) on a dim line of its own, saying what they are."""
    at: dict[int, list[str]] = {}
    for m in panel.get("markers") or []:
        at.setdefault(int(m["at"]), []).append(str(m["label"]))
    marked = {int(m["at"]) for m in panel.get("marked") or ()}
    spaces = []
    for i in range(int(panel.get("length", 0)) + 1):
        star = "*" if i in marked else ""
        spaces.append(f"[b $text-accent][{i}{star} {escape(', '.join(at[i]))}][/]" if i in at else f"[dim]{i}{star}[/dim]")
    hint = f"\n  [dim]{escape(panel['hint'])}[/dim]" if panel.get("hint") else ""
    return f"{escape(panel.get('title', ''))}: " + " ".join(spaces) + hint


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
