"""The table's footer: Textual's :class:`~textual.widgets.Footer`, rebuilt only when the keys it
shows change."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeyFooter(Footer):
    """A footer that is not rebuilt when the keys it shows stay the same.

    Textual's footer removes and mounts every key whenever the screen's bindings may have
    changed, and that is on every move of the focus between the table's lists as well: two
    rebuilds and a layout pass each, about a third of a play's time at the table
    (``bench/key_settle.py``, issue 15 "skip widget updates that change nothing"). Here the
    footer is rebuilt only when a key comes or goes; a key that is only greyed out or enabled
    again is restyled in place."""

    _shown: tuple[Any, ...] | None = None
    _enabled: dict[str, tuple[bool, str]] = {}
    #: the keys :meth:`_patch` removed, until they are no longer children
    _removing: set[Any] = set()

    def bindings_changed(self, screen: Screen) -> None:
        if not (self.is_attached and screen is self.screen and screen.app.app_focus):
            return super().bindings_changed(screen)
        active = [(b, enabled, tip) for (_, b, enabled, tip) in screen.active_bindings.values() if b.show]
        keys = tuple((b.key, b.description, b.action) for b, _, _ in active)
        enabled: dict[str, tuple[bool, str]] = {}
        for b, on, tip in active:  # the footer shows the first binding of each action
            enabled.setdefault(b.action, (on, tip))
        if keys != self._shown:
            patched = self._shown is not None and self._patch(active)
            self._shown, self._enabled = keys, enabled
            if not patched:
                return super().bindings_changed(screen)
        elif enabled == self._enabled:
            return
        self._enabled = enabled
        for key in self.query(FooterKey):
            if key.action not in enabled:  # the command palette's key: as Textual's footer made it
                continue
            on, tip = enabled[key.action]
            key._disabled = not on  # what a click reads (FooterKey.on_mouse_down)
            key.set_class(not on, "-disabled")
            key.tooltip = tip or None

    def _patch(self, active: list[tuple[Any, bool, str]]) -> bool:
        """Show the keys of ``active`` (binding, enabled, tooltip) by removing the keys that
        went or mounting the ones that came, when the others stay in the same order (a card
        list focused in place of another, the hand emptied: 2 keys of 8 go); False (nothing
        done) when more changed, or for binding groups, which the footer draws otherwise.
        Textual's footer removes and mounts every key again (about 20 ms of a key's settle)."""
        first: dict[str, tuple[Any, bool, str]] = {}
        for b, on, tip in active:  # the footer shows the first binding of each action
            if b.group is not None:
                return False
            first.setdefault(b.action, (b, on, tip))
        # (keys removed a moment ago may still be children: they are gone already)
        self._removing = removing = {w for w in self._removing if w in self.children}
        shown = [w for w in self.children if not w.has_class("-command-palette") and w not in removing]
        if not all(type(w) is FooterKey for w in shown):
            return False
        have = [(w.key, w.key_display, w.description, w.action) for w in shown]
        want = [(b.key, self.app.get_key_display(b), b.description, b.action) for b, _, _ in first.values()]
        if _within(want, have):  # keys went
            gone = [w for w, k in zip(shown, have) if k not in want]
            if gone:
                removing.update(gone)
                self.remove_children(gone)
        elif _within(have, want):  # keys came: each before the next key kept (or the palette's)
            palette = [w for w in self.children if w.has_class("-command-palette")]
            after: Any = palette[0] if palette else None
            for (b, on, tip), k in reversed(list(zip(first.values(), want))):
                if k in have:
                    after = shown[have.index(k)]
                    continue
                key = FooterKey(b.key, k[1], b.description, b.action, disabled=not on,
                                tooltip=tip).data_bind(compact=Footer.compact)
                if after is None:
                    self.mount(key)
                else:
                    self.mount(key, before=after)
                after = key
        else:
            return False
        return True  # (the grid's column count Textual's compose sets is unused: the footer is a row)


def _within(part: list, whole: list) -> bool:
    """True when ``part`` is ``whole`` with some of its items left out (same order)."""
    it = iter(whole)
    return all(any(x == y for y in it) for x in part)
