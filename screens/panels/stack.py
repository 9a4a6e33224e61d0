"""A ``stack`` panel: a pile's size and its face-up top card."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.widgets import Static

from screens.panels.base import Panel
from screens.widgets.cards import card_line, level_badge


class StackPanel(Panel):
    """``title: 3 cards · top: name type`` (the top card face up: its name and type, not its
    cost, which a new player read as a count beside ``×count``), or ``title count (top face
    down)``, or ``title empty``."""

    DEFAULT_CSS = """
    StackPanel {
        height: auto;
    }
    """

    def compose(self) -> ComposeResult:
        yield Static()

    def draw(self) -> None:
        p = self.panel
        n, top, title = p.get("count", 0), p.get("top"), escape(p.get("title", ""))
        if top is not None:
            text = f"{title}: {n} card{'s' if n != 1 else ''} · top: {card_line(top, cost=False)}{level_badge(top.get('level'))}"
        elif n:
            text = f"{title} {n} [dim](top face down)[/dim]"
        else:
            text = f"{title} [dim]empty[/dim]"
        self.query_one(Static).update(text)
