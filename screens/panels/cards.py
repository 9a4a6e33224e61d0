"""A ``cards`` panel: a row of face-up cards, a list to move through (Enter gives a card's
first action), or one line of names (``inline``)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual.content import Content
from textual.app import ComposeResult
from textual.widgets import Static

from screens.panels.base import Panel
from screens.widgets.card_line import CardLine
from screens.widgets.cards import CardList, ListTitle, card_line, level_badge, n_cards
from rules.api import name_list


def card_row(card: dict[str, Any], *, narrow: bool = False, acting: bool = False, width: int = 0) -> str:
    """One card of a market list: price (dimmed when the person acting cannot buy it), name,
    type (left out for a ``brief`` card, and for a card with a Level when narrow), Level
    badge, the card's ``note`` (dim), ``×count``. A row longer than ``width`` cells (0: any)
    takes the card's ``short_notes`` in turn (the first that fits), then shortens its note
    with "…" (to 8 characters at least), then its name, never the numbers
    (found at 80x24: a card's VP went to the next line)."""
    text = _card_row(card, narrow=narrow, acting=acting)
    if width > 0:
        over = Content.from_markup(text).cell_length - width
        for short in card.get("short_notes") or () if over > 0 else ():  # the game's shorter words first
            card = {**card, "note": short}
            text = _card_row(card, narrow=narrow, acting=acting)
            over = Content.from_markup(text).cell_length - width
            if over <= 0:
                break
        note = card.get("note") or ""
        if over > 0 and len(note) > 8:  # the note gives way first: the name is what a player looks for
            # (issue 14, Mistborn co-op trial at 80x24: "Steel… Ann · shields 1 (X) / 3 / 3 damage")
            keep = max(len(note) - over - 1, 8)
            card = {**card, "note": note[:keep].rstrip() + "…"}
            text = _card_row(card, narrow=narrow, acting=acting)
            over = Content.from_markup(text).cell_length - width
        name = card["name"]
        if over > 0 and len(name) > 4:
            keep = max(len(name) - over - 1, 3)
            text = _card_row({**card, "name": name[:keep].rstrip() + "…"}, narrow=narrow, acting=acting)
    return text


def _card_row(card: dict[str, Any], *, narrow: bool, acting: bool) -> str:
    buys = [a for a in card.get("actions") or [] if a["verb"] == "buy"]
    affordable = any(a.get("legal") for a in buys) if acting and buys else None
    lvl = card.get("level")
    kind = not card.get("brief") and not (narrow and lvl)
    text = card_line(card, kind=kind, affordable=affordable) + level_badge(lvl)
    if card.get("note") and not kind:  # with the type, card_line shows the note already
        text += f" [dim]{escape(card['note'])}[/]"
    return text + (f" [dim]×{card['count']}[/]" if card.get("count") is not None else "")


class CardsPanel(Panel):
    """Draws ``cards``: a title line and a :class:`CardList` (``#<id>``, rows ``c<uid>``),
    or with ``inline`` one line ``title: names`` (a :class:`CardLine`: Tab stops on it, I or Enter
    shows its cards). Both are composed and one is shown, as a
    panel may go from one form to the other (a player's Allies: a line while there are none,
    a list once there are)."""

    DEFAULT_CSS = """
    CardsPanel {
        height: auto;
    }
    CardsPanel .inline {
        color: $text-muted;
    }
    """

    def compose(self) -> ComposeResult:
        from screens.panels import dom_id

        yield CardLine(classes="inline")  # Tab stops on it while it names cards: I or Enter shows them
        yield ListTitle(id=f"{dom_id(self.panel)}-title", classes="title")
        yield CardList(id=dom_id(self.panel), compact=True)

    def draw(self) -> None:
        p = self.panel
        cards = p.get("cards") or []
        inline = bool(p.get("inline"))
        line = self.query_one(".inline", CardLine)
        line.display = inline
        line.hold(p.get("title", ""), cards if inline else [])
        self.query_one(".title", Static).display = not inline
        self.query_one(CardList).display = not inline
        if inline:
            names = name_list(c["name"] for c in cards) or p.get("empty", "")
            line.update(f"{escape(p.get('title', ''))}: [b]{escape(names)}[/b]")
            return
        count = f" ({n_cards(p['count'])})" if p.get("count") is not None else ""
        self.query_one(".title", Static).update(self.heading(count))
        rows = self.query_one(CardList)
        # the cells a row has (0 before layout: a row may wrap until the resize draws it again)
        self._drawn_width = width = rows.scrollable_content_region.width
        rows.set_cards([(f"c{c['uid']}", card_row(c, narrow=self.narrow, acting=self.acting, width=width))
                        for c in cards])

    def on_resize(self) -> None:
        """Drawn again for a new width, so that every row fits it (:func:`card_row`)."""
        if self.is_mounted and self.panel is not None and not self.panel.get("inline") \
                and self.query_one(CardList).scrollable_content_region.width != getattr(self, "_drawn_width", None):
            self.draw()
