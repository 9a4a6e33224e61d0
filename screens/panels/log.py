"""The game log: the newest lines, kept scrolled to the end, written append-only."""

from __future__ import annotations

from textual.events import Resize
from textual.widgets import RichLog

#: the log lines kept on screen (the oldest go first)
SHOWN = 80


class LogPanel(RichLog):
    """The last :data:`SHOWN` lines of the seat's log, anchored at the newest line.

    Append-only (issue 15 "make the log append-only"): :meth:`show` writes only the lines added
    since the last call. It writes them all again only when the log is not a continuation of
    the one shown (another seat's log, behind a hand-off) or the panel's width changed (the
    lines wrap anew)."""

    DEFAULT_CSS = """
    LogPanel {
        background: transparent;
        overflow-x: hidden;
        overflow-y: auto;
        /* the scrollbar's columns are kept free even before it shows: a line wraps where it
           is written, and one written wider than the room left of a later scrollbar would lose
           its last characters under it (issue 14) */
        scrollbar-gutter: stable;
    }
    """

    def __init__(self, **kwargs) -> None:
        # min_width 1: a line wraps at the panel's width, however narrow (RichLog's default is 78)
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=1, **kwargs)
        #: the log lines as :meth:`show` last got them (plain text)
        self._lines: list[str] = []
        self._width = 0

    def on_mount(self) -> None:
        self.anchor()  # stays at the newest line as the log grows and the panel changes size

    def show(self, lines: list[str]) -> None:
        """Show ``lines`` (plain text, oldest first): the new ones are appended."""
        old = self._lines
        self._lines = list(lines)
        if not (len(lines) >= len(old) and lines[:len(old)] == old) or len(self.lines) > 4 * SHOWN:
            self._rewrite()  # another log, or too many written (wrapped) lines kept
            return
        for line in lines[len(old):][-SHOWN:]:
            self.write(line)

    def _rewrite(self) -> None:
        """Write the last :data:`SHOWN` lines afresh."""
        self.clear()
        for line in self._lines[-SHOWN:]:
            self.write(line)

    def on_resize(self, event: Resize) -> None:
        """Wrap the lines anew for a new width (RichLog wraps a line once, when written)."""
        width = event.size.width
        if self._width and width and width != self._width:
            self._rewrite()
        self._width = width or self._width
