"""Hand-off: an opaque screen between two people at one keyboard. It hides everything
private (it is a full Screen, not a see-through modal) until the next person presses a key
or clicks."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class HandoffScreen(Screen[None]):
    CSS_PATH = "handoff.tcss"

    def __init__(self, name: str, reason: str):
        super().__init__()
        self.player = name
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(
                    f"[b]Pass the keyboard to {escape(self.player)}[/b]\n\n{escape(self.reason)}\n\n"
                    f"[dim]{escape(self.player)}: press any key (or click) when the others are not looking.[/dim]",
                    id="handoff-box")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.dismiss(None)
