"""A ``stack`` panel: a pile's size and its face-up top card."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.widgets import Static

from screens.panels.base import Panel
from screens.widgets.cards import card_line, level_badge


class StackPanel(Panel):
    """``title: top card ×count``, or ``title count (top face down)``, or ``title empty``."""

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
            text = f"{title}: {card_line(top)}{level_badge(top.get('level'))} [dim]×{n}[/]"
        elif n:
            text = f"{title} {n} [dim](top face down)[/dim]"
        else:
            text = f"{title} [dim]empty[/dim]"
        self.query_one(Static).update(text)
