"""Keys held while a move is on its way (issue 14, a Mistborn co-op trial: ``a b b`` typed fast,
the first ``b`` was judged against the table before ``a`` was played, and refused).

A table key that sends a move posts a message the app handles after the keys already typed;
those keys must wait for the table the move leaves. :class:`KeyHold` holds them from the move
sent (:meth:`KeyHold.sent`) until the new table is shown or another screen opens over it
(:meth:`KeyHold.release`), then hands them back to the app in the order they were typed, each
with its own time stamp (a question opened by the move still knows they were typed before
it: :mod:`screens.typed_ahead`). The keys typed while held ones are handed back queue behind
them, so none overtakes another."""

from __future__ import annotations

from typing import Any

from textual import events

#: seconds after which held keys are handed back even if no new table came (a move the app
#: answered without one)
MOST = 2.0


class KeyHold:
    """The keys a screen holds back while its move is on its way."""

    def __init__(self, screen: Any):
        self.screen = screen
        self.waiting = False  # a move was sent and its table is not shown yet
        self._held: list[events.Key] = []
        self._again: set[int] = set()  # ids of the copies handed back, not yet handled
        self._timer: Any = None

    def sent(self) -> None:
        """A move was sent: the keys from now on wait for its table."""
        self.waiting = True
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.screen.set_timer(MOST, self.release)

    def takes(self, event: events.Key) -> bool:
        """Whether ``event`` is held (the caller then ignores it): a move is on its way, or keys
        handed back are still queued ahead of it."""
        again = id(event) in self._again
        self._again.discard(id(event))
        if self.waiting:
            self._held.append(event)
            return True
        if not again and self._again:  # behind the copies handed back: queued after them
            self._hand_back([event])
            return True
        return False

    def release(self) -> None:
        """The move's table is shown (or a screen opened over it): hand the held keys back."""
        self.waiting = False
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        held, self._held = self._held, []
        self._hand_back(held)

    def forget(self) -> None:
        """The screen is back on top: the copies handed back were handled by those over it."""
        self._again.clear()

    def _hand_back(self, keys: list[events.Key]) -> None:
        for key in keys:
            copy = events.Key(key.key, key.character)
            copy.time = key.time  # typed then, not now
            copy.set_sender(self.screen.app)
            self._again.add(id(copy))
            self.screen.app.post_message(copy)
