"""Game over: a score table per player (deck VP, score pile VP, Weakness penalty, * cards,
total, with the tie-breakers), the winner, and saving the replay."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from rules.api import default_game, rules_for

WHY = {
    "barbatos": "Barbatos, the last Super-Villain, was bought.",
    "line_up": "The Line-Up could not be refilled from the main deck.",
    "nemesis": "The last Nemesis was defeated.",
}


class GameOverScreen(Screen[None]):
    CSS_PATH = "gameover.tcss"
    BINDINGS = [
        Binding("s", "save", "Save replay"),
        Binding("t", "table", "Look at table"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, view: dict[str, Any]):
        super().__init__()
        self.result = view.get("result") or {"scores": [], "winners": [], "why": ""}
        self.first, self.first_col, self.second, self.second_col = rules_for(
            view.get("game") or default_game()).tie_breaks

    def compose(self) -> ComposeResult:
        r = self.result
        winners = r.get("winners", [])
        head = " and ".join(winners) + (" wins!" if len(winners) == 1 else " share the victory!")
        with Vertical(id="over-box"):
            yield Static(f"[b]Game over.[/b] {escape(WHY.get(r.get('why', ''), ''))}", id="why")
            yield Static(f"[b $success]{escape(head)}[/]", id="winner")
            yield DataTable(id="scores", cursor_type="row", zebra_stripes=True)
            yield Static(self._tie_text(), id="ties")
            yield Static("", id="saved")
        yield Footer()

    def _tie_text(self) -> str:
        rows = self.result.get("scores", [])
        top = max((row["total"] for row in rows), default=0)
        tied = [row for row in rows if row["total"] == top]
        if len(tied) < 2:
            return f"[dim]Ties would go to the player with more {self.first}, then more {self.second}.[/dim]"
        return (f"Tie on VP: broken by {self.first} in the score pile, then by the number of {self.second} "
                "(see the last two columns).")

    def on_mount(self) -> None:
        t = self.query_one("#scores", DataTable)
        t.add_columns("Player", "Deck VP", "Score pile VP", "Weakness", "* cards", "Total", self.first_col, self.second_col)
        for row in sorted(self.result.get("scores", []), key=lambda r: (-r["total"], -r["villains"], -r["cards"])):
            t.add_row(Text(row["player"]), row["deck_vp"], row["score_pile_vp"], row["weakness"], row["star"],
                      row["total"], row["villains"], row["cards"])

    def action_save(self) -> None:
        try:
            path = self.app.save_replay()
        except OSError as exc:  # a read-only or full data folder
            self.query_one("#saved", Static).update(f"[$error]Could not save the replay: "
                                                    f"{escape(str(exc.strerror or exc))}[/]")
            return
        self.query_one("#saved", Static).update(f"Replay saved to {escape(str(path))} (hotseat replay FILE).")

    def action_table(self) -> None:
        self.app.pop_screen()

    def action_quit(self) -> None:
        self.app.exit()
