"""Game over: the outcome, a score table with the columns the game declares (the game
contract's ``State.result``: ``reason``, ``outcome``, ``winners``, ``columns``, ``scores``
best first, ``tie_break``), and saving the replay."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from screens.messages import ReplaySaveAsked

#: the headline for each outcome (``{names}``: the winners' names); a "winner" outcome with
#: several names is a tie
HEADLINES = {
    "winner": "{names} wins!",
    "tie": "{names} share the victory!",
    "shared_win": "{names} win together!",
    "all_lose": "Everyone loses.",
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
        self.result = view.get("result") or {}

    def compose(self) -> ComposeResult:
        r = self.result
        winners = r.get("winners", [])
        outcome = r.get("outcome") or ("winner" if winners else "all_lose")
        if outcome == "winner" and len(winners) > 1:
            outcome = "tie"
        head = HEADLINES.get(outcome, "{names}").format(names=" and ".join(winners))
        with Vertical(id="over-box"):
            yield Static(f"[b]Game over.[/b] {escape(r.get('reason', ''))}", id="why")
            yield Static(f"[b $success]{escape(head)}[/]", id="winner")
            yield DataTable(id="scores", cursor_type="row", zebra_stripes=True)
            yield Static(f"[dim]{escape(r.get('tie_break', ''))}[/dim]", id="ties")
            yield Static("", id="saved")
        yield Footer()

    def on_mount(self) -> None:
        t = self.query_one("#scores", DataTable)
        columns = self.result.get("columns") or []
        t.add_columns("Player", *[heading for _, heading in columns])
        for row in self.result.get("scores", []):
            t.add_row(Text(row["player"]), *[row.get(key, "") for key, _ in columns])

    def action_save(self) -> None:
        self.post_message(ReplaySaveAsked())

    def saved(self, path: str | None, error: str | None = None) -> None:
        """The app's answer to :class:`ReplaySaveAsked`: where the replay went, or why not."""
        box = self.query_one("#saved", Static)
        if error is not None:  # a read-only or full data folder
            box.update(f"[$error]Could not save the replay: {escape(error)}[/]")
        else:
            box.update(f"Replay saved to {escape(str(path))} (hotseat replay FILE).")

    def action_table(self) -> None:
        self.app.pop_screen()

    def action_quit(self) -> None:
        self.app.exit()
