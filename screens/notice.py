"""Notice: a short private message for the person who was just handed the keyboard, such as
"you have no Defense to use against this Attack". Enter, Esc or the button closes it; the
table (that person's own view) stays underneath, unless the notice is ``opaque``: while others
still wait for their own hand-off in the same Attack, the table (already past their turn to
choose) must not be seen. Dismisses with None."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from screens.breakpoints import WIDTH_CLASSES
from screens.widgets.button import KeyButton
from screens.widgets.notice_line import NoticeLine


class NoticeScreen(ModalScreen[None]):
    CSS_PATH = "notice.tcss"
    HORIZONTAL_BREAKPOINTS = WIDTH_CLASSES  # -narrow: the box takes the whole width
    #: the app's notices are said in the box's top line, never drawn over the OK button
    #: (:class:`~screens.widgets.notice_line.NoticeLine`)
    NOTICES_IN_LINE = True
    BINDINGS = [Binding("escape", "close", "OK", show=False)]

    def __init__(self, player: str, text: str, opaque: bool = False):
        super().__init__(classes="-opaque" if opaque else None)
        self.player = player
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="notice-box"):
            yield NoticeLine(id="notice")  # first: never under the button
            yield Static(f"[b]{escape(self.player)}[/b]\n{escape(self.text)}", id="notice-text")
            with Horizontal(id="notice-buttons"):
                yield KeyButton("OK (Enter)", id="ok", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def action_close(self) -> None:
        if self.is_current:  # a second key of a burst may reach it after it closed
            self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)
