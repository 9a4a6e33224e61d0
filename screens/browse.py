"""Browsing a ``groups`` panel (a game's piles of cards, such as the Justice League Dark
Transformation Zone): its piles, one after the other, each card with its rules text when highlighted. This screen is for looking.
Keys: ↑ ↓ move, ← → or 1-4 jump between its headings (when it has several), I (or Enter) shows the highlighted card in full,
Esc / T / Q closes."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.widgets.option_list import Option

from screens.widgets.cards import CardList, card_line, n_cards


class TransformationScreen(ModalScreen[None]):
    """``panel``: a ``groups`` panel (``screens/panels/__init__.py``); ``details``: uid ->
    the card's detail (:meth:`hotseat.client.GameClient.card_detail`) of its cards."""

    CSS_PATH = "browse.tcss"
    BINDINGS = [
        Binding("escape,t,q", "close", "Close"),
        Binding("right", "jump(1)", "Next heading"),
        Binding("left", "jump(-1)", "Previous heading"),
        Binding("i", "detail", "Card"),
    ] + [Binding(str(i), f"stack({i})", show=False) for i in range(1, 5)]

    def __init__(self, panel: dict[str, Any], details: dict[int, dict[str, Any]]):
        super().__init__()
        self.panel = panel
        self.stacks = {g["label"]: [c["uid"] for c in g["cards"]] for g in panel.get("groups", [])}
        self.cards = details
        self.heads: list[int] = []  # option index of each stack's first card

    def _one_pile(self) -> bool:
        """True when the screen shows one pile named as the screen (a score pile, the cards
        played): no heading, no keys to jump between headings."""
        return len(self.stacks) == 1 and next(iter(self.stacks)) == self.panel.get("title")

    def summary(self) -> str:
        """The cards in a player's words: "1 card" for one pile, else how many of each heading
        ("29 cards: 4 Equipment, 6 Hero, 4 Starter, 15 Villain"); a Metal trial read "1 card in
        1 stack" for a score pile of one card (issue 14)."""
        n = n_cards(sum(len(v) for v in self.stacks.values()))
        if self._one_pile() or not self.stacks:
            return n
        return f"{n}: " + ", ".join(f"{len(uids)} {kind}" for kind, uids in self.stacks.items())

    def compose(self) -> ComposeResult:
        with Vertical(id="tz-box"):
            hint = escape(self.panel.get("hint", ""))
            keys = ("← → or 1-4 jump between them, " if len(self.stacks) > 1 else "") + "I the card, Esc closes"
            yield Static(f"[b]{escape(self.panel.get('title', ''))}[/b] · {escape(self.summary())} "
                         f"[dim]({hint}{'; ' if hint else ''}{keys})[/dim]",
                         id="tz-title")
            yield CardList(id="tz-list", compact=True)
            yield Static(id="tz-text")

    def on_mount(self) -> None:
        lst = self.query_one("#tz-list", CardList)
        opts: list[Option] = []
        for i, (kind, uids) in enumerate(self.stacks.items()):
            if not self._one_pile():  # one pile: the title names it already
                opts.append(Option(f"[b]{i + 1}. {escape(kind)}[/b] [dim]({n_cards(len(uids))})[/dim]", id=f"h{i}",
                                   disabled=True))
            self.heads.append(len(opts))
            copies: dict[str, list[int]] = {}
            for u in uids:  # one row per name, with the number of copies
                copies.setdefault(self.cards[u]["name"], []).append(u)
            opts += [Option("  " + card_line(self.cards[us[0]], cost=False) + (f" [dim]×{len(us)}[/]" if len(us) > 1
                                                                               else ""), id=f"c{us[0]}")
                     for us in copies.values()]
        lst.add_options(opts)
        lst.highlighted = self.heads[0] if self.heads else None
        lst.focus()
        self._show(lst.highlighted)

    def _uid(self, index: int | None) -> int | None:
        if index is None:
            return None
        oid = self.query_one("#tz-list", CardList).get_option_at_index(index).id or ""
        return int(oid[1:]) if oid.startswith("c") else None

    def _show(self, index: int | None) -> None:
        uid = self._uid(index)
        d = self.cards.get(uid) if uid is not None else None
        box = self.query_one("#tz-text", Static)
        box.update("" if d is None else f"{card_line(d)}\n{escape(d['text'])}")

    @on(CardList.CardFocused)
    def _focused(self, event: CardList.CardFocused) -> None:
        self._show(self.query_one("#tz-list", CardList).highlighted)

    @on(CardList.CardChosen)
    def _chosen(self, event: CardList.CardChosen) -> None:
        self.action_detail()

    def current_stack(self) -> int:
        h = self.query_one("#tz-list", CardList).highlighted or 0
        return max((i for i, start in enumerate(self.heads) if start <= h), default=0)

    def action_stack(self, n: int) -> None:
        if 1 <= n <= len(self.heads):
            self.query_one("#tz-list", CardList).highlighted = self.heads[n - 1]

    def action_jump(self, step: int) -> None:
        if self.heads:
            self.action_stack((self.current_stack() + step) % len(self.heads) + 1)

    def action_detail(self) -> None:
        from screens.card_detail import CardDetailScreen

        uid = self._uid(self.query_one("#tz-list", CardList).highlighted)
        d = self.cards.get(uid) if uid is not None else None
        if d is not None:
            self.app.push_screen(CardDetailScreen(d))

    def action_close(self) -> None:
        if self.is_current:  # a second key of a burst may reach it after it closed
            self.dismiss(None)
