"""Card detail: a card's generated rules text, type, cost, VP, whether it (or part of it) is
designed for hotseat rather than printed (a ✎ line), and why it cannot be played or bought
right now. Any key closes it."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from screens.widgets.cards import card_name, type_label


class CardDetailScreen(ModalScreen[None]):
    CSS_PATH = "card_detail.tcss"

    def __init__(self, card: dict[str, Any]):
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        d = self.card
        # a card with no type says so (a trial: Mystic Ritual's popup read only "cost 3 · 1 VP")
        kind = " – ".join(x for x in (type_label(d), " ".join(d["subtypes"])) if x) or \
            ("no card type: a stack of its own" if d.get("look") == "stack" else "no card type")
        # a Character (a Super Hero...) is never bought nor scored: no cost, no VP (a JLD trial
        # read "Super Hero · cost 0 · 0 VP")
        played_as = d.get("kind") == "character"
        price = f"cost {d['cost']}" if d.get("cost") is not None and not played_as else ""
        points = f"{d['vp']} {d['points']}" if d.get("points") and not played_as else ""  # the game's word
        facts = [x for x in (kind, price, points) if x]
        lines = [f"[b]{card_name(d)}[/b]", escape(" · ".join(facts))]
        if d.get("design_note"):  # cards (or parts) invented for hotseat say so
            lines.append(f"[b $text-warning]✎ {escape(d['design_note'])}[/]")
        if d.get("note_help"):  # what the table's note on the card means
            lines += ["", f"[$text-warning]{escape(d['note_help'])}[/]"]
        lines += ["", escape(d["text"])]
        if d.get("flavour"):
            lines += ["", f"[i dim]{escape(d['flavour'])}[/]"]
        if d["action"]:
            lines += ["", f"[$text-error]You can't {d['action']} it now: {escape(d['why_not'])}[/]" if d["why_not"]
                      else f"[b $text-success]You can {d['action']} it now.[/]"]
        lines += ["", "[dim]Any key closes.[/dim]"]
        with Vertical(id="card-box"):
            yield Static("\n".join(lines), id="card-text")

    def on_key(self, event: events.Key) -> None:
        if event.key == "ctrl+c":
            return
        event.stop()
        self._close()

    def on_click(self) -> None:
        self._close()

    def _close(self) -> None:
        # Keys pressed in a burst reach the popup after the first one closed it: close once.
        if self.is_current:
            self.dismiss(None)
