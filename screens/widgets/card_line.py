"""A line of cards (the cards played this turn, the shown player's score pile, a game's pile
drawn as one line), which takes the focus when it holds cards (Tab, a click): Enter or I there
opens them to look at, each card with its rules text (issue 14, Mistborn co-op trial: the
cards played could not be inspected as the hand's can; Metal trial: I could not reach a card
of the score pile, only Ctrl+P could)."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.content import Content
from textual.visual import VisualType
from textual.widgets import Static

from screens.widgets.cards import FOCUS_MARK


class CardLine(Static, can_focus=True):
    """A line of cards; ``cards``: their views (uid, name...), ``title`` its words."""

    BINDINGS = [Binding("enter,i", "browse", "Card", tooltip="the cards played this turn, each in full")]

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.cards: list[dict[str, Any]] = []
        self.title = ""

    def hold(self, title: str, cards: list[dict[str, Any]]) -> None:
        """The cards the line names now: it takes the focus only while there are some."""
        self.title, self.cards = title, cards
        self.can_focus = bool(cards)

    def render(self) -> VisualType:
        """The line; while it has the keys it starts with :data:`FOCUS_MARK`, as a list's title
        does (seen without colours: Tab stopped here with no ▶ anywhere, issue 14 trial)."""
        shown = super().render()
        if self.has_focus and isinstance(shown, Content):
            return Content(FOCUS_MARK) + shown
        return shown

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self) -> None:
        if self.cards:
            self.action_browse()

    def action_browse(self) -> None:
        """The line's cards, to look at (:class:`screens.browse.TransformationScreen`)."""
        from screens.browse import TransformationScreen

        details = getattr(self.screen, "view", {}).get("card", {})
        cards = [c for c in self.cards if c.get("uid") in details]
        if not cards:
            return
        panel = {"title": self.title, "groups": [{"label": self.title, "cards": cards}]}
        self.app.push_screen(TransformationScreen(panel, details))
