"""Keys typed before a question was made are not its answer (issue 14 trial: an Enter typed
for the table while a move was being applied picked "Yes" in a question drawn 0.8 s later).

A key is judged by when it was typed (its own time stamp, taken as the terminal sent it), not
by when the app got round to it: a move that keeps the app busy queues the keys typed
meanwhile, and they reach the question that move opens. :class:`InputClock` (the app) keeps
the time of the key or click being handled; a question notes when it was made (:func:`drawn_now`,
right after the move) and ignores, and says so, what was typed before (:data:`IGNORED`)."""

from __future__ import annotations

from typing import Callable

from textual import _time, events
from textual.app import App

#: what a question says when it ignored keys typed before it opened, or as it opened
IGNORED = "Keys typed before this question opened, or as it opened, were ignored: press them again to answer."


class InputClock(App):
    """An app that keeps the key or click it is handling (``input_event``) and its time
    stamp (``input_time``)."""

    #: the key or click being handled (the last one); None before the first
    input_event: events.InputEvent | None = None
    #: when it was typed
    input_time: float | None = None
    #: judges the next key before any screen sees it; True: the key was handled (set by the
    #: table after a key that may be taken back, :mod:`screens.take_back`); None: no judge
    key_filter: Callable[[events.Key], bool] | None = None

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent) and not event.is_forwarded:
            self.input_event, self.input_time = event, event.time
            judge = self.key_filter
            if judge is not None and isinstance(event, events.Key) and judge(event):
                return
        await super().on_event(event)


def typed_at(app: App) -> float:
    """When the key or click being handled was typed (:class:`InputClock`); now when the app
    keeps no time stamps."""
    typed = getattr(app, "input_time", None)
    return _time.get_time() if typed is None else typed


def drawn_now() -> float:
    """Now, on the keys' own clock (a question notes when it was made, and drawn)."""
    return _time.get_time()
