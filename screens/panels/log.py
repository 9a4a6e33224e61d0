"""The game log: the newest lines, kept scrolled to the end."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class LogPanel(VerticalScroll):
    """The last 80 lines of the seat's log (``#log`` inside), anchored at the newest line."""

    def compose(self) -> ComposeResult:
        yield Static(id="log")

    def on_mount(self) -> None:
        self.anchor()  # stays at the newest line as the log grows

    def show(self, lines: list[str]) -> None:
        """Show the last 80 of ``lines`` (plain text); the same lines again change nothing."""
        text = "\n".join(escape(line) for line in lines[-80:])
        box = self.query_one("#log", Static)
        if text == box.content:
            return
        box.update(text)
        self.call_after_refresh(self.scroll_end, animate=False, immediate=True)
