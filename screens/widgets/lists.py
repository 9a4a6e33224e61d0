"""Lists that a single click only highlights (a click must never buy or answer by surprise:
Enter, a double-click or a button does), and a list of check boxes and a check box whose
marked and unmarked boxes differ by their glyph, not only by a colour a low-colour terminal
may not show.

Visible without colours: the highlighted option of a focused list is bold and underlined as
well as coloured, so it shows in a 16-colour or a monochrome terminal (``TEXTUAL_COLOR_SYSTEM=
standard``, ``NO_COLOR``); an unfocused list's highlight stays faint."""

from __future__ import annotations

from collections.abc import Sequence

from rich.segment import Segment
from textual import events
from textual.strip import Strip
from textual.widgets import Checkbox, OptionList, SelectionList

#: the glyph inside a marked and an unmarked check box
MARKED, UNMARKED = "✓", " "
#: the focused list's highlighted option: bold and underlined, whatever the colours
FOCUSED_CSS = """
{name}:focus > .option-list--option-highlighted {{
    text-style: bold underline;
}}
"""


def takes_pointer(widget, event: events.MouseEvent) -> bool:
    """Whether the screen of ``widget`` takes a click now: a screen may refuse clicks for a
    moment (its ``takes_pointer()``: a question that just opened ignores the second click of a
    double-click meant for the table, as it ignores keys, :attr:`screens.decision.DecisionScreen.GUARD`)."""
    takes = getattr(widget.screen, "takes_pointer", None)
    return takes is None or bool(takes(event.time))


def option_rows(lst: OptionList) -> Sequence[tuple[int, int]]:
    """For each row of ``lst`` as laid out now: (the index of the option drawn there, which
    line of that option). The one read of Textual's private ``OptionList._lines``: Textual
    (pinned at 8.2.8) offers no public way from a row to its option (its public API names the
    options, their count, the highlighted one and an option by index or id, not their rows;
    checked in its docs and source, Dec 2026). Should it gain one, only this changes."""
    return lst._lines


def shown_count(lst: OptionList) -> str:
    """Which of ``lst``'s options show, how many there are and where the others are ("1–6 of
    10 · ↓ for more"), or "" when all show. Counted from the list's rows as laid out now, so
    it is right from the first draw (issue 14, Metal trial: "1–12 of 28" with 7 showing,
    until a key was pressed). Where the rows out of sight hold only the rest of an option
    that shows (its first or last lines), it says that, not "more" (new-user trial of Metal:
    Ankh Portal's three options all showed, the third one's last line cut, and the border
    said "1–3 of 3 · ↓ for more"): "1–3 of 3 · ↓ for the rest of 3"."""
    lines, rows = option_rows(lst), lst.scrollable_content_region.height
    top = int(lst.scroll_y)
    if not lines or rows <= 0 or (top == 0 and rows >= len(lines)):
        return ""
    top = min(top, len(lines) - 1)
    bottom = min(len(lines), top + rows) - 1
    first, last = lines[top][0], lines[bottom][0]
    more = ("↑" if first > 0 else "") + ("↓" if last < lst.option_count - 1 else "")
    said = [f"{more} for more"] if more else []
    if top > 0 and first == 0:  # only the first lines of the first option are above
        said.insert(0, f"↑ for the rest of {first + 1}")
    if bottom < len(lines) - 1 and last == lst.option_count - 1:  # only the last option's end is below
        said.append(f"↓ for the rest of {last + 1}")
    return f"{first + 1}–{last + 1} of {lst.option_count} · " + " · ".join(said)


class Counted:
    """A list that, with :attr:`counted` set, says on its border which of its options show
    when not all do (:func:`shown_count`), counted again whenever it is laid out or scrolled."""

    #: whether the border counts the options shown (a question's list of options)
    counted: bool = False

    def count_shown(self) -> None:
        """Put :func:`shown_count` on the border (when :attr:`counted`)."""
        if self.counted and self.is_mounted:
            said = shown_count(self)
            if self.border_subtitle != said:
                self.border_subtitle = said

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.count_shown()

    def resized(self) -> None:
        """The list was laid out at a new size: a counted list scrolls its highlighted option
        back into sight (the list scrolls to it as it moves, before a question sizes the list
        for that option's text: a taller text took rows from the list and left the option below
        them; issue 14, Metal trial at 80x24: Space then marked a card out of sight), then says
        which options show."""
        if self.counted and self.is_mounted:
            self.scroll_to_highlight()
        self.count_shown()


class PickList(Counted, OptionList):
    """An :class:`OptionList` where a click highlights the option under the pointer and a
    double-click chooses it (``OptionSelected``, as Enter does)."""

    DEFAULT_CSS = FOCUSED_CSS.format(name="PickList")

    #: the width the rows were last laid out for (:meth:`_on_resize`)
    _row_width: int = -1

    def _on_resize(self, event: events.Resize) -> None:
        """Lay the rows out again only when the width they fill changed: OptionList drops its
        rows at every resize, so a list that only lost or gained a row (a card played from
        the hand) was drawn a second time, a repaint after the one showing the change."""
        event.prevent_default()  # instead of OptionList's, which drops them whatever the size
        width = self.scrollable_content_region.width
        if width != self._row_width:
            self._row_width = width
            self._clear_caches()
        self.resized()  # its rows as laid out now, before they are drawn

    async def _on_click(self, event: events.Click) -> None:
        event.prevent_default()  # not OptionList's own click, which chooses at once
        if not takes_pointer(self, event):
            return
        clicked = event.style.meta.get("option")
        if clicked is None or self._options[clicked].disabled:
            return
        self.highlighted = clicked
        if event.chain >= 2:
            self.action_select()


class MarkList(Counted, SelectionList[str]):
    """A :class:`SelectionList` whose box shows ``✓`` when marked and stays empty when not."""

    DEFAULT_CSS = FOCUSED_CSS.format(name="MarkList")

    def _on_resize(self, event: events.Resize) -> None:
        self._clear_caches()  # (OptionList's own, which runs next, would come too late for the count)
        self.resized()  # its rows as laid out now, before they are drawn

    async def _on_click(self, event: events.Click) -> None:
        if not takes_pointer(self, event):  # the screen takes no click yet: nothing is marked
            event.prevent_default()

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        segments = list(line)
        index = self.scroll_offset.y + y
        if len(segments) < 4 or not 0 <= index < self.option_count:
            return line
        marked = self.get_option_at_index(index).value in self._selected
        text, style, control = segments[1]
        segments[1] = Segment(MARKED if marked else UNMARKED, style, control)
        return Strip(segments, line.cell_length)


class TickBox(Checkbox):
    """A :class:`Checkbox` whose box shows ``✓`` when checked and stays empty when not
    (Textual's shows an ``X`` both ways, told apart by colour alone)."""

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 (the name Checkbox reads)
        return MARKED if self.value else UNMARKED
