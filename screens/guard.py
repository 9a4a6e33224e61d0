"""The waits that keep keys meant for one screen from acting on the next, in one place.

Hot-seat play means keys typed for one screen can reach the next one: the ``y`` after ``e``,
a second Enter, the rest of a command typed on. Three screens guard against it in the same
way, with a :class:`Guard`: a key counts only once the keyboard has been quiet for a moment
since the screen showed (every key that comes too soon is ignored, said once, and restarts the
wait; the keys' own time stamps are the clock: :mod:`screens.typed_ahead`):

* the hand-off (:attr:`Waits.handoff`): Space shows the next player's hand;
* a question (:attr:`Waits.question`): a key may answer it, and cost a card;
* the table after a hand-off (:attr:`Waits.table`): a key typed on after the hand-off's Space.

With them, :attr:`Waits.burst`: how long a table letter key that changes the game waits for a
next letter (letters typed in a burst are a command typed without ``:``, :mod:`screens.table`).

The waits, in seconds, live in :data:`WAITS`; the user's config file may set each
(``[waits]`` in ``config.toml``, :mod:`hotseat.config`; the app applies it at start with
:func:`use_waits`). Each screen names its wait as a class attribute (``HandoffScreen.GUARD``,
``DecisionScreen.GUARD``, ``TableScreen.GUARD``, ``TableScreen.BURST``), a :class:`Wait` that
reads :data:`WAITS`: a test or a script sets the attribute to a number of its own
(``monkeypatch.setattr(HandoffScreen, "GUARD", 0.0)``) and that number is used instead."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass
class Waits:
    """The waits, in seconds (defaults found in trials: shorter ones let keys through)."""

    #: a table letter key that changes the game waits this long for a next letter (where a word
    #: other than its own may start with it: :meth:`screens.table.TableScreen._waits`)
    burst: float = 0.3
    #: after a hand-off, the table takes no key until the keyboard was quiet this long
    table: float = 0.5
    #: a question takes no key until the keyboard was quiet this long since it showed
    question: float = 0.4
    #: the hand-off takes no Space until the keyboard was quiet this long since it showed
    handoff: float = 0.7


#: the waits in use (the defaults, or what the user's config set: :func:`use_waits`)
WAITS = Waits()
#: the most a wait may be, in seconds (a longer one reads as a frozen keyboard)
MOST = 5.0


def wait_names() -> list[str]:
    """The names of the waits (the keys of ``[waits]`` in the config file)."""
    return [f.name for f in fields(Waits)]


def use_waits(values: Mapping[str, float]) -> None:
    """Use ``values`` (wait name -> seconds, checked by :mod:`hotseat.config`) for the waits
    they name; the others keep theirs."""
    for name, seconds in values.items():
        setattr(WAITS, name, float(seconds))


class Wait:
    """A screen's wait as a class attribute: reads ``WAITS.<name>`` (seconds) on the class and
    on its instances. Setting the class attribute to a number replaces it (a test's own)."""

    def __init__(self, name: str):
        if name not in wait_names():
            raise ValueError(f"no wait named {name!r}: {', '.join(wait_names())}")
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> float:
        return getattr(WAITS, self.name)


class Guard:
    """One screen's guard: a key counts once the keyboard has been quiet for ``wait()``
    seconds since the screen showed (:meth:`start`, :meth:`drawn`) or since the last key that
    came too soon; a key handled before the screen was first drawn never counts (issue 14,
    co-op trial on a loaded machine: a question took over a second to show, and an Enter typed
    meanwhile for the command line declined it). ``settles``: once a key counted, the next ones
    count at once (a question, the table); else every key must come after a quiet moment (the
    hand-off). Times are on the keys' clock (:mod:`screens.typed_ahead`)."""

    def __init__(self, wait: Callable[[], float], since: float | None, settles: bool = True):
        self._wait = wait
        #: when the keyboard was last not quiet (the screen showed, a key came too soon);
        #: None: the guard is off (the table before any hand-off)
        self.since = since
        #: when the screen was made: a key typed before it never counts, whatever the wait
        self.opened = since
        self.settles = settles
        self.settled = False
        #: the screen was drawn since it showed for someone (:meth:`drawn`): before, no key counts
        self.shown = False
        #: the keys ignored were said (once per wait)
        self.told = False

    def start(self, now: float) -> None:
        """The screen shows again for someone new: keys count after a quiet moment from ``now``."""
        self.since = self.opened = now
        self.settled = self.told = self.shown = False

    def drawn(self, now: float) -> None:
        """The screen is drawn: the quiet moment counts from ``now`` (not from its making)."""
        self.shown = True
        if self.since is not None:
            self.since = max(self.since, now)

    def restart(self, typed: float) -> None:
        """A key typed at ``typed`` is not for this screen: the quiet moment counts from it,
        and the next key must wait again."""
        if self.since is not None:
            self.since = max(self.since, typed)
            self.settled = False

    def quiet(self, typed: float) -> bool:
        """Whether a key typed at ``typed`` counts: never one typed before the screen was made
        (:mod:`screens.typed_ahead`); else when the guard is off or settled, or the keyboard was
        quiet long enough before it, and the screen was drawn (with a wait: the keyboard is never
        quiet on a screen not yet seen); a key that does not count restarts the wait."""
        if self.since is None:
            return True
        if self.opened is not None and typed < self.opened:
            return False
        if self.settled:
            return True
        wait = self._wait()
        if wait > 0 and not self.shown:
            self.restart(typed)
            return False
        if wait <= 0 or typed - self.since >= wait:
            self.settled = self.settles
            return True
        self.restart(typed)
        return False

    def first_ignored(self) -> bool:
        """True the first time since :meth:`start` that it is asked (say it once)."""
        told, self.told = self.told, True
        return not told
