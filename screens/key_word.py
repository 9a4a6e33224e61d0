"""A table key whose letter starts only its own command word acts at once, and the rest of
that word typed on is its echo (issue 15: a key must settle in under 50 ms; E and A waited
:attr:`screens.table.TableScreen.BURST` for a next letter before they acted).

Letters typed in a burst are a command typed without ``:`` (issue 14): "end" typed at the
table must not be E, N and D. Where the only command word that may start with a key's letter
means what the key does (E and "end", A and "all" in the DC games), the key need not wait: it
acts at once, and the letters that follow it within the burst and spell the rest of that word
(then an Enter right after the word) are the same command typed out, so they are taken here and
do nothing more. Any other key ends the echo and goes on as usual. The keys are judged before
any screen sees them (:attr:`InputClock.key_filter <screens.typed_ahead.InputClock.key_filter>`),
so the word's letters never reach the question or the hand-off the key opened."""

from __future__ import annotations

from typing import Any, Callable

from textual import events


class KeyWord:
    """The rest of the own word of the key that acted last, while it may still be typed on.

    ``app``: the app whose keys are judged; ``burst()``: the seconds a next letter may take to
    be part of a burst (each letter of the word restarts it)."""

    def __init__(self, app: Callable[[], Any], burst: Callable[[], float]):
        self._app = app
        self._burst = burst
        self._rest = ""
        self._typed = 0.0

    def acted(self, word: str, typed: float) -> None:
        """The key that starts ``word`` (its first letter, typed at ``typed`` on the keys'
        clock) acted at once: the keys after it are judged first (:meth:`take`)."""
        self._rest, self._typed = word[1:].lower(), typed
        self._app().key_filter = self.take

    def take(self, event: events.Key) -> bool:
        """Judge a key after the one that acted: the next letter of the word, or the Enter
        right after the whole word, within the burst, is taken (True); anything else ends the
        echo and is left to the screens (False)."""
        rest = self._rest
        in_time = event.time - self._typed <= self._burst()
        if in_time and rest and (event.character or "").lower() == rest[0]:
            self._rest, self._typed = rest[1:], event.time
            return True
        self._done()
        return in_time and not rest and event.key == "enter"

    def _done(self) -> None:
        self._rest = ""
        app = self._app()
        if app.key_filter == self.take:
            app.key_filter = None
