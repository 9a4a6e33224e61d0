"""Game over: the outcome, a score table with the columns the game declares (the game
contract's ``State.result``: ``reason``, ``outcome``, ``winners``, ``columns``, ``scores``
best first, ``tie_break``), every player's cards that were secret (the finished game's view
reveals them: each player's ``revealed`` zones, hand and deck...), a rematch (the same
players and bots, a new seed), a new game, and saving the replay."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Static

from rules.api import name_list
from screens.messages import NewGameAsked, RematchAsked, ReplaySaveAsked
from screens.widgets.button import KeyButton
from screens.widgets.notice_line import NoticeLine

#: the headline for each outcome (``{names}``: the winners' names); a "winner" outcome with
#: several names is a tie
HEADLINES = {
    "winner": "{names} wins!",
    "tie": "{names} share the victory!",
    "shared_win": "{names} win together!",
    "all_lose": "Everyone loses.",
}


def counted(names: list[str]) -> str:
    """Card names with copies counted, in the order they first come: "Punch ×3, Steel"."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return name_list(n if k == 1 else f"{n} ×{k}" for n, k in counts.items()) or "none"


def revealed_text(players: list[dict[str, Any]]) -> str:
    """Each player's zones the finished game's view reveals (``revealed``), then their other
    zones that hold cards (the discard pile, the score pile...), one line each: every card the
    scores count can be matched (new-user trial: the discard pile was left out)."""
    lines = []
    for p in players:
        hidden = list(p.get("revealed", []))
        shown = hidden + [z for z, cards in p["zones"].items() if cards and z not in hidden] if hidden else []
        zones = [f"[b]{escape(z.replace('_', ' '))}[/b] {escape(counted(p['zones'].get(z, [])))}"
                 for z in shown]
        if zones:
            lines.append(f"[b $text-accent]{escape(p['name'])}[/]: " + " · ".join(zones))
    return "\n".join(lines)


def two_lines(heading: str) -> str:
    """A heading of several words on two lines, split where the longer line is shortest:
    "Score pile VP" -> "Score\npile VP"; one word stays as it is."""
    words = heading.split()
    if len(words) < 2:
        return heading
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return "\n".join(min(splits, key=lambda pair: max(len(pair[0]), len(pair[1]))))


class GameOverScreen(Screen[None]):
    CSS_PATH = "gameover.tcss"
    #: the app's notices ("Replay saved", the Lord Ruler's last step) are said in the box's top
    #: line, never drawn over the buttons (:class:`~screens.widgets.notice_line.NoticeLine`)
    NOTICES_IN_LINE = True
    BINDINGS = [
        Binding("r", "rematch", "Rematch"),
        Binding("n", "new_game", "New game"),
        Binding("s", "save", "Save replay"),
        Binding("t", "table", "Look at table"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, view: dict[str, Any]):
        super().__init__()
        self.result = view.get("result") or {}
        self.revealed = revealed_text(view.get("players") or [])

    def compose(self) -> ComposeResult:
        r = self.result
        winners = r.get("winners", [])
        outcome = r.get("outcome") or ("winner" if winners else "all_lose")
        if outcome == "winner" and len(winners) > 1:
            outcome = "tie"
        if outcome == "shared_win" and len(winners) == 1:  # one person played (solo co-op)
            outcome = "winner"
        head = r.get("headline") or HEADLINES.get(outcome, "{names}").format(names=" and ".join(winners))
        with Vertical(id="over-box"):
            yield NoticeLine(id="notice")  # first: never under the buttons, never cut off
            yield Static(f"[b]Game over.[/b] {escape(r.get('reason', ''))}", id="why")
            yield Static(f"[b $text-success]{escape(head)}[/]", id="winner")
            yield DataTable(id="scores", cursor_type="row", zebra_stripes=True)
            yield Static(f"[dim]{escape(r.get('tie_break', ''))}[/dim]", id="ties")
            yield Static("", id="saved")
            if self.revealed:  # Tab, then the arrows, scroll a long list
                with VerticalScroll(id="revealed-box"):
                    yield Static(self._revealed_text(), id="revealed")
            with Horizontal(id="over-buttons"):
                yield KeyButton("Rematch (r)", id="rematch", variant="primary", compact=True)
                yield KeyButton("New game (n)", id="new", compact=True)
                yield KeyButton("Quit (q)", id="quit", compact=True)
        yield Footer()

    def _revealed_text(self, more: bool = False) -> str:
        """The cards shown at last; ``more``: the box is too small for them all, and says how
        to scroll (issue 14 trial: at 80x24 a third player's line was hidden, unannounced)."""
        how = "; [b]Tab[/b] to this box, then [b]↓[/b] for more" if more else ""
        return f"[b]Nothing is secret now[/b] (top of each deck first{how}):\n" + self.revealed

    def on_mount(self) -> None:
        self._fill_scores(wrap=False)
        self.call_after_refresh(self._fit_scores)
        self.call_after_refresh(self._fit_revealed)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_revealed)

    def _fit_revealed(self) -> None:
        """Say so when the revealed cards scroll (:meth:`_revealed_text`)."""
        boxes = self.query("#revealed-box")
        if boxes:
            more = boxes.first().max_scroll_y > 0
            self.query_one("#revealed", Static).update(self._revealed_text(more))

    def _fill_scores(self, wrap: bool) -> None:
        """The score table: a row per player, a column per heading the game declares; with
        ``wrap`` the headings of several words take two lines (:func:`two_lines`)."""
        t = self.query_one("#scores", DataTable)
        t.clear(columns=True)
        t.header_height = 2 if wrap else 1
        columns = self.result.get("columns") or []
        t.add_columns(*[two_lines(h) if wrap else h for h in ["Player", *[heading for _, heading in columns]]])
        for row in self.result.get("scores", []):
            t.add_row(Text(row["player"]), *[row.get(key, "") for key, _ in columns])

    def _fit_scores(self) -> None:
        """A table wider than the box (many columns at 80x24) gets its headings on two lines,
        so no column is hidden behind a scroll bar."""
        t = self.query_one("#scores", DataTable)
        if t.header_height == 1 and t.virtual_size.width > t.scrollable_content_region.width:
            self._fill_scores(wrap=True)

    def action_rematch(self) -> None:
        """The same players and bots again, with a new seed."""
        self.post_message(RematchAsked())

    def action_new_game(self) -> None:
        self.post_message(NewGameAsked())

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        {"rematch": self.action_rematch, "new": self.action_new_game, "quit": self.action_quit}[event.button.id]()

    def action_save(self) -> None:
        self.post_message(ReplaySaveAsked())

    def saved(self, path: str | None, error: str | None = None) -> None:
        """The app's answer to :class:`ReplaySaveAsked`: where the replay went, or why not."""
        box = self.query_one("#saved", Static)
        if error is not None:  # a read-only or full data folder
            box.update(f"[$text-error]Could not save the replay: {escape(error)}[/]")
        else:
            box.update(f"Replay saved to {escape(str(path))} (hotseat replay FILE).")
            # also a toast that stays long enough to read the path (issue 14 trial: no visible
            # confirmation was seen)
            self.notify(f"Replay saved to {path}", title="Saved", timeout=20, markup=False)

    def action_table(self) -> None:
        self.app.pop_screen()

    def action_quit(self) -> None:
        self.app.exit()
