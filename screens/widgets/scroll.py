"""A scrolling column laid out once when its content grows or shrinks."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.geometry import Size


class Column(VerticalScroll):
    """A :class:`VerticalScroll` whose content height changing (a card played from the hand)
    does not lay the screen out a second time. Textual sets a scroll container's new virtual
    size after each layout as a change that asks for another layout, though the layout just
    made already placed the content; the scroll bars still come and go (each does ask for a
    layout) and the scroll range follows (issue 15: the second pass was a repaint 20-35 ms
    after the one showing the play)."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)
