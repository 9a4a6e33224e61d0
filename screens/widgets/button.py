"""A button that Space presses as well as Enter (Textual's own binds Enter only), as people
expect from buttons elsewhere."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Button


class KeyButton(Button):
    BINDINGS = [Binding("space", "press", "Press button", show=False)]
