"""A screen's own line for the app's notices (toasts), for screens the toasts must not cover:
the rules reference (F1), game over, a Confirm and a notice dialog, whose buttons sit at the
bottom right where Textual draws its toasts (co-op trial at 80x24: a notice hid the help text
and the game-over buttons; a long notice hid a Confirm's and a notice dialog's buttons).
Such a screen sets ``NOTICES_IN_LINE = True``, hides ``Toast`` in its CSS and yields this line
where it never sits under its buttons (the app fills it: ``HotseatApp._refresh_notifications``).
On such a screen the toasts do not show (its CSS hides ``Toast``); the newest notice still
showing is said in this line until it expires, and those left show again as toasts over the
table when the screen closes."""

from __future__ import annotations

from rich.markup import escape
from textual.notifications import Notification
from textual.timer import Timer
from textual.widgets import Static

from screens.messages import NoticesAsked


class NoticeLine(Static):
    """One line (wrapping if long) saying the newest live notice; hidden when there is none.
    The app calls :meth:`show_notices` with its notices whenever they change."""

    DEFAULT_CSS = """
    NoticeLine {
        height: auto;
        display: none;
        color: $text;
        background: $boost;
    }
    NoticeLine.-warning {
        color: $text-warning;
    }
    """

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)
        self._told: Notification | None = None
        self._timer: Timer | None = None

    def on_mount(self) -> None:
        # a notice raised just before the screen opened (a refusal, the Lord Ruler's step) is
        # said at once, not only when the next one comes
        self.post_message(NoticesAsked())

    def show_notices(self, notifications: list[Notification]) -> None:
        """The app's notices now (oldest first): the newest still live is said; none: the line
        goes."""
        live = [n for n in notifications if not n.has_expired]
        if live:
            if live[-1] is not self._told:
                self._tell(live[-1])
        elif self._told is not None:
            self._untell()

    def _tell(self, notification: Notification) -> None:
        title = f"[b]{escape(notification.title)}[/b]: " if notification.title else ""
        body = notification.message if notification.markup else escape(notification.message)
        self.update(title + " ".join(body.split()))
        self.set_class(notification.severity in ("warning", "error"), "-warning")
        self.display = True
        self._told = notification
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_timer(max(notification.time_left, 0.1), self._untell)

    def _untell(self) -> None:
        self._told, self._timer = None, None
        if self.is_mounted:
            self.display = False
