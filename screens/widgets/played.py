"""The line of cards played this turn, which takes the focus when it holds cards (Tab, a
click): Enter or I there opens them to look at, each card with its rules text (issue 14,
Mistborn co-op trial: the cards played could not be inspected as the hand's can)."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.widgets import Static


class PlayedStrip(Static, can_focus=True):
    """The played cards' line; ``cards``: their views (uid, name...), ``title`` its words."""

    BINDINGS = [Binding("enter,i", "browse", "Card", tooltip="the cards played this turn, each in full")]

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.cards: list[dict[str, Any]] = []
        self.title = ""

    def hold(self, title: str, cards: list[dict[str, Any]]) -> None:
        """The cards the line names now: it takes the focus only while there are some."""
        self.title, self.cards = title, cards
        self.can_focus = bool(cards)

    def on_click(self) -> None:
        if self.cards:
            self.action_browse()

    def action_browse(self) -> None:
        """The played cards, to look at (:class:`screens.browse.TransformationScreen`)."""
        from screens.browse import TransformationScreen

        details = getattr(self.screen, "view", {}).get("card", {})
        cards = [c for c in self.cards if c.get("uid") in details]
        if not cards:
            return
        panel = {"title": self.title, "groups": [{"label": self.title, "cards": cards}]}
        self.app.push_screen(TransformationScreen(panel, details))
