"""What every panel widget shares: the panel's data and how narrow the table is."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from screens.widgets.cards import FOCUS_MARK


def fitted(items: list[str], width: int, sep: str, indent: str = " ") -> str:
    """``items`` (markup) joined by ``sep`` in lines of at most ``width`` cells, broken only
    between items, each further line after ``indent`` (found in a trial: Rich broke "Weakness
    5" in two; it breaks at any space, a no-break one too). ``width`` 0: one line, as Rich
    wraps it. An item wider than the line is left to Rich."""
    if width <= 0:
        return sep.join(items)
    lines: list[str] = []
    line, used = "", 0
    for item in items:
        cells = Text.from_markup(item).cell_len
        if line and used + len(sep) + cells > width:
            lines.append(line)
            line, used = indent + item, len(indent) + cells
        elif line:
            line, used = line + sep + item, used + len(sep) + cells
        else:
            line, used = item, cells
    return "\n".join(lines + [line])


def one_line(markup: str, width: int) -> str:
    """``markup`` cut to ``width`` cells with an ellipsis when longer (``width`` 0: whole), for
    a line that must not push what is below it away (at 80x24 a placard's list of names grew
    until the log had no row left, issue 14)."""
    text = Text.from_markup(markup)
    if width <= 0 or text.cell_len <= width:
        return markup
    text.truncate(width, overflow="ellipsis")
    return text.markup


class Panel(Vertical):
    """A widget drawing one panel of a game's table view (``screens/panels/__init__.py``).
    :meth:`show` gives it new data; it draws once mounted. ``narrow``: the table is under
    100 columns; ``acting``: the person at the keyboard may act now (prices are dimmed for
    what they cannot buy only then); ``over``: the game is over (no hint of what Enter does)."""

    DEFAULT_CSS = """
    Panel {
        height: auto;
    }
    """

    def __init__(self, panel: dict[str, Any], **kwargs: Any):
        super().__init__(**kwargs)
        self.panel = panel
        self.narrow = False
        self.acting = False
        self.over = False

    def show(self, panel: dict[str, Any], *, narrow: bool = False, acting: bool = False, over: bool = False) -> None:
        """Give the panel new data and draw it, unless nothing changed (issue 15: a key settles
        faster when the widgets that did not change are not laid out and drawn again)."""
        if (panel, narrow, acting, over) == (self.panel, self.narrow, self.acting, self.over):
            return
        self.panel, self.narrow, self.acting, self.over = panel, narrow, acting, over
        if self.is_mounted:
            self.draw()

    def on_mount(self) -> None:
        self.draw()

    def draw(self) -> None:
        """Draw :attr:`panel` (each kind its own way)."""
        raise NotImplementedError

    def heading(self, extra: str = "") -> str:
        """The panel's title in bold, ``extra`` after it, then its hint, dim."""
        p = self.panel
        hint = f" [dim]({escape(p['hint'])})[/dim]" if p.get("hint") and not self.over else ""
        return f"[b]{escape(p.get('title', ''))}[/b]{extra}{hint}"


class LinePanel(Panel):
    """A panel drawn as one muted line of text (counts, groups): a subclass gives
    :meth:`line`."""

    DEFAULT_CSS = """
    LinePanel {
        height: auto;
        color: $text-muted;
    }
    """

    def compose(self) -> ComposeResult:
        yield Static()

    def line(self) -> str:
        """The panel's line, Rich markup; broken between its items where a subclass fits it
        to :attr:`width` (:func:`fitted`)."""
        raise NotImplementedError

    @property
    def width(self) -> int:
        """The cells a line has (0 before the panel is laid out: then Rich wraps it)."""
        return self.content_size.width

    def draw(self, focused: bool | None = None) -> None:
        """Draw the line; ``focused``: whether the panel has the keys (None: as it says; on
        focus it says so only after its handlers ran)."""
        # a panel the game lets Tab reach (``tab``: Metro's Hero Placards, read, not acted on)
        # takes the focus, and shows it has the keys as a list's title does, with ▶
        self.can_focus = bool(self.panel.get("tab"))
        box, text = self.query_one(Static), self.line()
        if self.has_focus if focused is None else focused:
            text = FOCUS_MARK + text
        self._drawn_width = self.width
        if box.content != text:  # an unchanged line is not laid out again (issue 15: key settle)
            box.update(text)

    def on_focus(self) -> None:
        if self.is_mounted:
            self.draw(True)

    def on_blur(self) -> None:
        if self.is_mounted:
            self.draw(False)

    def on_resize(self) -> None:
        """Drawn again for a new width (a scroll bar coming or going narrows the column); not
        for a new height, which the line itself causes."""
        if self.is_mounted and self.width != getattr(self, "_drawn_width", None):
            self.draw()
