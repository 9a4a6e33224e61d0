"""Hand-off: an opaque screen between two people at one keyboard. It hides everything
private (it is a full Screen, not a see-through modal) until the next person presses Space.

Only Space continues, a key no table action or decision uses to finish anything, and only once
the keyboard has been quiet for :attr:`HandoffScreen.GUARD` seconds since it was drawn: a key typed before the
screen appeared (still queued), in its first moment, or any key held down or repeated restarts
that wait, but for a scroll key pressed after that wait (the next person reading back: Space may
follow it at once). So keys meant for the previous screen (a second Enter, the ``y`` after ``e``, a
digit that picked an option) never show the next player's hand; a Space (or Q) so ignored is
said on the top box's border, asking for it again. Mouse clicks never continue:
a double click on the table could land on the hand-off.

Under the box, "since your last turn": what the others did since the next person's last turn,
as the engine tells it from that seat's view (only lines every player may read: the screen is
seen before Space); for a person handed the keyboard back in their own turn, "in your turn, while
the others had the keyboard": what came of their Attack (:attr:`HandoffScreen.SINCE_BACK`). The box always fits the screen with its closing border: it is as tall as the
room the screen leaves under the top box, its lines wrap (never cut), and it opens scrolled to its
end, so the latest event is its last line on screen, and its first line on screen is the start of
a line of the log, not the rest of a wrapped one (the box is a row or two shorter then); its
bottom border counts the earlier and later lines (↑ ↓ PgUp PgDn Home End and the wheel scroll to them)."""

from __future__ import annotations

from typing import ClassVar

from rich.markup import escape
from textual import _time, events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from screens.guard import Guard, Wait
from screens.keyhelp import key_name
from screens.table import KEY_OF


class HandoffScreen(Screen[None]):
    CSS_PATH = "handoff.tcss"
    #: seconds the keyboard must be quiet (since the screen appeared or the last ignored key)
    #: before Space continues; tests set it to 0
    GUARD: ClassVar[float] = Wait("handoff")  # (seconds: :mod:`screens.guard`, the user's config may set it)
    #: the hand-off's keys: Space continues, the table's quit key asks to quit (when the app
    #: says how the game continues). :meth:`on_key` acts on them itself, after the guard's
    #: wait (it stops every key, so no binding fires on its own), and the screen's line names
    #: them from here (:meth:`keys_line`); every other key is ignored
    BINDINGS = [
        Binding("space", "go_on", "Continue", tooltip="show the table to the person named"),
        Binding(KEY_OF["quit"], "quit", "Quit", tooltip="quit (it asks first, saying whether the game is saved)"),
    ]
    #: keys that scroll the "since your last turn" box (they never continue, and restart the
    #: guard's wait like any other key)
    _SCROLL_KEYS: ClassVar[dict[str, str]] = {"up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
                                               "pagedown": "scroll_page_down", "home": "scroll_home",
                                               "end": "scroll_end"}

    #: the summary box's heading at the start of a turn
    SINCE_TURN: ClassVar[str] = "Since your last turn"
    #: its heading for a person who has not had a turn yet: the box tells what happened since
    #: the game began (the set-up, the turns of those before them)
    SINCE_START: ClassVar[str] = "Before your first turn"
    #: its heading for a person handed the keyboard back in their own turn (after the others
    #: answered their Attack): the box tells what happened since their last command, and the
    #: heading says so plainly (issue 14, JLD trial: "Since you last had the keyboard" beside
    #: "Since your last turn" read as the same box under two titles)
    SINCE_BACK: ClassVar[str] = "In your turn, while the others had the keyboard"
    #: its heading for a person handed the keyboard back after their turn ended, in a phase
    #: between turns (``{phase}``: its words): JLD trial, "In your turn..." showed while a First
    #: Appearance Attack, which happens after the turn, was being resolved
    SINCE_BETWEEN: ClassVar[str] = "After your turn: {phase} so far"
    #: its heading for a person handed the keyboard back during set-up, before any turn (issue
    #: 14, Metro trial: "In your turn..." showed while the players were still setting up)
    SINCE_SETUP: ClassVar[str] = "Set-up, while the others had the keyboard"
    #: its heading for the first hand-off of a game resumed from its save, ``{now}`` whose turn
    #: it is ("Ann's turn 3") or the set-up step: the box tells what happened last (Metro trial 3:
    #: a resumed game's hand-off read "In your turn, while the others had the keyboard")
    SINCE_RESUME: ClassVar[str] = "Game resumed: {now}; what happened last"

    def __init__(self, name: str, reason: str, since: list[str] | tuple[str, ...] = (), heading: str = "",
                 resume_with: str | None = None, plays_as: str = ""):
        super().__init__()
        #: whom the person plays as (a Hero's, a Character's name), said in the title ("Pass the
        #: keyboard to Ann (Captain Bolt)": a Metro trial never saw the Hero's name there); ""
        #: says nothing
        self.plays_as = plays_as
        #: Q asks to quit, as at the table (found in a Metal trial: Q was ignored here), saying
        #: whether and how the game continues (the view's ``resume_with``); None: Q is ignored
        self.resume_with = resume_with
        self.player = name
        self.reason = reason
        #: "since your last turn": lines every player may read (the engine's ``since``)
        self.since = list(since)
        #: the box's heading (:attr:`SINCE_TURN` unless told)
        self.heading = heading or self.SINCE_TURN
        self._watching = False  # the since box's scrolling is watched (:meth:`_tell_scroll`)
        # the same clock as the keys' own time stamps: keys created before this are stale; every
        # key must come after a quiet moment (it never settles: :class:`screens.guard.Guard`)
        self._guard = Guard(lambda: self.GUARD, _time.get_time(), settles=False)

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(
                    f"[b]Pass the keyboard to {escape(self.player)}{self._plays_as_line()}[/b]\n\n"
                    f"{escape(self.reason)}\n\n"
                    f"[dim]{escape(self.keys_line())}[/dim]", id="handoff-box")
            if self.since:
                with Center():
                    box = VerticalScroll(id="handoff-since")
                    box.can_focus = False  # keys stay the hand-off's: only Space continues
                    lines, earlier = self.since, ""
                    if lines[0].startswith("(") and lines[0].endswith(" are in the log.)"):  # the count left out
                        lines, earlier = lines[1:], f" · {lines[0][1:].split(' are in the log.)')[0]} in the log"
                    # on the border: seen however it scrolls (the count of left-out lines too)
                    box.border_title = f"[b]{escape(self.heading)}[/b]{escape(earlier)}"
                    with box:  # one Static per line: the box's top is set on a whole line (_fit_since)
                        for line in lines:
                            yield Static(escape(line), classes="since-line")

    def _plays_as_line(self) -> str:
        """Whom the person plays as, after their name in the title, markup: " (Hal Jordan)"
        ("" when none; in the title's line, so the screen keeps its rows for the summary)."""
        return f" ({escape(self.plays_as)})" if self.plays_as else ""

    def _key(self, action: str) -> str:
        """The key of ``action`` in :attr:`BINDINGS`, as the keys' help writes it ("Space", "Q")."""
        return key_name(next(b for b in self.BINDINGS if b.action == action).key)

    def keys_line(self) -> str:
        """What the keys do here, named from :attr:`BINDINGS`: Space continues, Q asks to quit
        (when it does: found in a Metal trial, the line still said every other key was ignored)."""
        go_on = f"{self.player}: press {self._key('go_on')} when the others are not looking."
        if self.resume_with is None:
            return f"{go_on}\nOther keys, and keys pressed in the first moment, are ignored."
        return (f"{go_on}\n{self._key('quit')} asks whether to quit. Other keys, and keys pressed in the "
                "first moment, are ignored.")

    def on_mount(self) -> None:
        self._fit_since()  # before the first frame: it shows the right lines at once (a trial
        # saw the box's first lines, older ones, for most of a second before its end)
        self.call_after_refresh(self._fit_since)
        self.call_after_refresh(self._drawn)

    def _drawn(self) -> None:
        """The hand-off is on screen: :attr:`GUARD` counts from now, and no key handled before
        counted (issue 14, co-op trial on a loaded machine: after ``y`` ended a turn the old turn
        stayed on screen over a second, and keys typed meanwhile acted on the hand-off)."""
        self._guard.drawn(_time.get_time())

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_since)

    def _fit_since(self) -> None:
        """Give the "since" box the rows the screen leaves under the top box (with its margin),
        and show its end: the latest lines, whole. The box holds the last lines that fit the
        room whole, so its first row starts a line of the log, never the middle of a wrapped one
        (found at 80x24: the box began mid-sentence); it is anchored at its end, so the last line
        shows however late the lines are laid out (found in three trials and reproduced: the box
        opened scrolled a row or more short of its end, the last line hidden). The rows are
        measured from the texts and the boxes' widths, not from a layout, so this holds from the
        screen's first frame (JLD trial: the older lines showed first, for most of a second)."""
        boxes, tops = self.query("#handoff-since"), self.query("#handoff-box")
        if not boxes or not tops:  # no summary, or the screen is already closing (a late refresh)
            return
        box, top = boxes.first(VerticalScroll), tops.first(Static)

        def rows(widget: Widget, inner: Widget) -> int:
            """The rows ``inner`` takes in ``widget`` (its box: the boxes' width, their gutter)."""
            width = widget.styles.width
            wide = min(int(width.value) if width is not None and width.is_cells else self.size.width,
                       self.size.width) - widget.styles.gutter.width
            return inner.get_content_height(self.size, self.size, max(wide, 1))

        room = max(self.size.height - rows(top, top) - top.styles.gutter.height - box.styles.margin.top, 3)
        chrome = box.styles.gutter.height  # the borders
        heights = [rows(box, w) for w in box.query(".since-line")]
        shown = count = 0
        for h in reversed(heights):  # the last lines that fit whole (the last one at least)
            if shown and chrome + shown + h > room:
                break
            shown += h
            count += 1
        height = min(room, chrome + shown)
        if box.styles.max_height is None or box.styles.max_height.value != height:
            box.styles.max_height = height
        box.anchor()
        if not self._watching:  # the bottom border follows the box as it is scrolled back
            self._watching = True
            self.watch(box, "scroll_y", self._tell_scroll, init=False)
        # at its end: the lines that do not fit are above, none below (counted from the texts, as
        # :meth:`_tell_scroll` will say it; not from a layout, which is stale after a resize:
        # found by resizing the terminal, the box at its end said "1 later line: ↓ PgDn", which no
        # key could reach, issue 14 trials)
        box.border_subtitle = self._scroll_note(len(heights) - count, 0)

    def _tell_scroll(self, *_: object) -> None:
        """The "since" box's bottom border counts the lines above what shows and those below
        it (two trials: after PgUp it still read "earlier lines above (19)", and nothing said
        when the latest line was below); empty when the box shows every line."""
        boxes = self.query("#handoff-since")
        if not boxes:
            return
        box = boxes.first(VerticalScroll)
        if not box.max_scroll_y:
            box.border_subtitle = ""
            return
        rows = [w.virtual_region.y for w in box.query(".since-line")]
        bottom = box.scroll_y + box.scrollable_content_region.height
        # a cue works or is not shown: at the end no line is below, at the top none above, however
        # the lines were last laid out (issue 14 trials, reproduced by resizing the terminal: the
        # box at its end said "1 later line: ↓ PgDn", which no key could reach)
        above = sum(1 for y in rows if y < box.scroll_y) if box.scroll_y > 0 else 0
        below = sum(1 for y in rows if y >= bottom) if box.scroll_y < box.max_scroll_y else 0
        box.border_subtitle = self._scroll_note(above, below)

    @staticmethod
    def _scroll_note(above: int, below: int) -> str:
        """The "since" box's bottom border for ``above`` lines above what shows and ``below``
        under it: short enough that both fit on the 60-column border (a trial at 80x24 read
        "earlier lines above (56): ↑ PgUp or the mouse wheel ·…", cut before the later lines)."""
        said = [f"{above} earlier line{'s' if above > 1 else ''}: ↑ PgUp"] if above else []
        said += [f"{below} later line{'s' if below > 1 else ''}: ↓ PgDn"] if below else []
        return " · ".join(said)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        quiet = self._guard.quiet(event.time)  # (a key too soon restarts the wait)
        action = next((b.action for b in self.BINDINGS if event.key in b.key.split(",")), None)
        if action == "go_on" and quiet:
            if self.is_current:  # a second key of a burst must not close it twice
                self.dismiss(None)
            return
        if action == "quit" and quiet and self.resume_with is not None and self.is_current:
            from screens.confirm import ask_to_quit

            ask_to_quit(self, self.resume_with)
            return
        if action == "go_on" or (action == "quit" and self.resume_with is not None):
            self._too_soon(action)
        scroll = self._SCROLL_KEYS.get(event.key)
        # a scroll key after a quiet moment is the next person reading back: it is this screen's,
        # so Space may follow it at once (found in a trial: Space right after PgUp was ignored)
        if scroll is None and quiet:
            self._guard.restart(event.time)
        boxes = self.query("#handoff-since")
        if scroll is not None and boxes:  # reading back is safe: the box holds public lines only
            getattr(boxes.first(VerticalScroll), scroll)(animate=False)

    def _too_soon(self, action: str) -> None:
        """Say, on the top box's bottom border, that the key of ``action`` came before the
        keyboard was quiet and was ignored, and to press it again (a trial's Space did nothing
        without a word). On the border: the box keeps its size, nothing moves under the eye."""
        key = self._key(action)
        box = self.query_one("#handoff-box", Static)
        box.border_subtitle = f"[b]{escape(key)} came too soon: press {escape(key)} again[/b]"

    def on_click(self, event: events.Click) -> None:
        event.stop()
