"""A ``groups`` panel: face-up piles one may browse (the panel's key opens them in a list,
:class:`screens.browse.TransformationScreen`); on the table, the count of each pile."""

from __future__ import annotations

from rich.markup import escape

from screens.panels.base import LinePanel
from screens.widgets.cards import n_cards


class GroupsPanel(LinePanel):
    """``title (KEY): label n · label n`` (narrow: ``title N cards (KEY browses)``)."""

    def line(self) -> str:
        p = self.panel
        groups = p.get("groups") or []
        key = str(p.get("key", "")).upper()
        title = escape(p.get("title", ""))
        if self.narrow:
            n = sum(len(g["cards"]) for g in groups)
            text = f"{title} {n_cards(n)}" + (f" [dim]({key} browses)[/dim]" if key else "")
        else:
            inner = " · ".join(f"{escape(g['label'])} {len(g['cards'])}" for g in groups)
            text = f"{title}" + (f" [dim]({key})[/dim]" if key else "") + f": {inner or 'empty'}"
        return text
