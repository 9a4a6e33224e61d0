"""A table key that only shows something acts at once, and is taken back when a letter follows
it in a burst (issue 15: a letter key of the table waited :attr:`screens.table.TableScreen.BURST`
for a next letter before it acted, so I settled in half a second).

The letters of a burst are a command typed without ``:`` (issue 14); a key that only shows
something the player may see (the card's view, the quit question, a pile to browse) can act
before the burst is known: when a letter follows it within ``BURST`` seconds, by the keys' own
time stamps (:mod:`screens.typed_ahead`), what it opened is closed, its notice cleared, and the
two letters go to the command line, as if the key had waited. Nothing is lost: what it showed
changed nothing. The next key is judged before any screen sees it (:attr:`InputClock.key_filter
<screens.typed_ahead.InputClock.key_filter>`), so it reaches the command line whichever screen
the first key opened."""

from __future__ import annotations

from typing import Any, Callable

from textual import events


def is_letter(event: events.Key) -> bool:
    """Whether ``event`` types one letter (a key of a burst)."""
    ch = event.character or ""
    return len(ch) == 1 and ch.isalpha() and ch.isascii()


class TakeBack:
    """The show-only key of ``table`` that acted last, while a letter may still take it back.

    ``type_letters(text)``: what the table does with the letters of a burst (puts them on its
    command line); ``burst()``: the seconds a next letter may take to be part of a burst."""

    def __init__(self, table: Any, type_letters: Callable[[str], None], burst: Callable[[], float]):
        self.table = table
        self._type = type_letters
        self._burst = burst
        self._key: str | None = None
        self._typed = 0.0

    def shown(self, key: str, typed: float) -> None:
        """The letter ``key``, typed at ``typed`` (the keys' clock), acted at once: the next key
        is judged first (:meth:`take`)."""
        self._key, self._typed = key, typed
        self.table.app.key_filter = self.take

    def take(self, event: events.Key) -> bool:
        """Judge the key after the show-only one, before any screen sees it: a letter within
        the burst takes the key back (True: the letter is handled); anything else is left to
        the screens (False). Either way the key is judged only once."""
        key, self._key = self._key, None
        app = self.table.app
        if app.key_filter == self.take:
            app.key_filter = None
        if key is None or not is_letter(event) or event.time - self._typed > self._burst():
            return False
        if not self.table.is_attached or self.table not in app.screen_stack:
            return False
        while app.screen is not self.table:  # what the key opened, closed (it changed nothing)
            app.pop_screen()
        app.clear_notifications()
        self._type(key + (event.character or ""))
        return True
