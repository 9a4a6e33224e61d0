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

    def bindings_changed(self, screen: Screen) -> None:
        if not (self.is_attached and screen is self.screen and screen.app.app_focus):
            return super().bindings_changed(screen)
        active = [(b, enabled, tip) for (_, b, enabled, tip) in screen.active_bindings.values() if b.show]
        keys = tuple((b.key, b.description, b.action) for b, _, _ in active)
        enabled: dict[str, tuple[bool, str]] = {}
        for b, on, tip in active:  # the footer shows the first binding of each action
            enabled.setdefault(b.action, (on, tip))
        if keys != self._shown:
            self._shown, self._enabled = keys, enabled
            return super().bindings_changed(screen)
        if enabled != self._enabled:
            self._enabled = enabled
            for key in self.query(FooterKey):
                on, tip = enabled.get(key.action, (not key._disabled, ""))
                key._disabled = not on  # what a click reads (FooterKey.on_mouse_down)
                key.set_class(not on, "-disabled")
                key.tooltip = tip or None
