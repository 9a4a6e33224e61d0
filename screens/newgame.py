"""New game: game, number of players, names, bot seats, seed. Enter with the defaults starts
Metal for two. When the autosave holds an unfinished game, a button offers to resume it (and
has the focus). Dismisses with the settings dict, ``{"resume": True}``, or None to quit."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

MAX_PLAYERS = 5


class NewGameScreen(Screen[dict[str, Any] | None]):
    CSS_PATH = "newgame.tcss"
    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "quit", "Quit"),
        Binding("f1", "rules", "Rules"),
    ]

    def __init__(self, settings: dict[str, Any], games: dict[str, str], unfinished: str | None = None):
        super().__init__()
        self.settings = settings
        self.games = games
        self.unfinished = unfinished

    def compose(self) -> ComposeResult:
        s = self.settings
        with VerticalScroll(id="form"):
            yield Static("[b]hotseat[/b] — a new game at one keyboard", id="title")
            if self.unfinished:
                yield Button(f"Resume the unfinished game ({self.unfinished})", id="resume", variant="success")
                yield Static("[dim]Starting a new game keeps it as autosave-previous.json.[/dim]", id="kept")
            with Horizontal(classes="row"):
                yield Label("Game", classes="label")
                yield Select([(t, g) for g, t in self.games.items()], value=s["game"], allow_blank=False, id="game")
            with Horizontal(classes="row"):
                yield Label("Players", classes="label")
                count = min(max(s["players"], 2), MAX_PLAYERS)
                yield Select([(str(n), n) for n in range(2, MAX_PLAYERS + 1)], value=count,
                             allow_blank=False, id="players")
            with Horizontal(classes="row"):
                yield Label("Seed", classes="label")
                yield Input(str(s["seed"]), id="seed", type="integer", compact=True)
            for i in range(MAX_PLAYERS):
                name = s["names"][i] if i < len(s["names"]) else ""
                with Horizontal(classes="row seat", id=f"seat{i}"):
                    yield Label(f"Seat {i + 1}", classes="label")
                    yield Input(name, placeholder=f"Player {i + 1}", id=f"name{i}", compact=True)
                    yield Checkbox("bot", s["bots"][i], id=f"bot{i}", compact=True)
            yield Static("Each player is dealt 2 Super Heroes and picks one, in private.", id="hint")
            yield Button("Start (Enter)", id="start", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats()
        self.query_one("#resume" if self.unfinished else "#start", Button).focus()

    @on(Select.Changed, "#players")
    def _players_changed(self) -> None:
        self._show_seats()

    def _show_seats(self) -> None:
        n = self.query_one("#players", Select).value
        for i in range(MAX_PLAYERS):
            self.query_one(f"#seat{i}").display = i < n

    def settings_now(self) -> dict[str, Any]:
        n = int(self.query_one("#players", Select).value)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else self.settings["seed"]
        return {
            **self.settings,
            "game": self.query_one("#game", Select).value,
            "players": n,
            "names": [self.query_one(f"#name{i}", Input).value.strip() or f"Player {i + 1}" for i in range(n)],
            "bots": [self.query_one(f"#bot{i}", Checkbox).value for i in range(MAX_PLAYERS)],
            "seed": seed,
        }

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def action_start(self) -> None:
        self.dismiss(self.settings_now())

    @on(Button.Pressed, "#resume")
    def _resume(self) -> None:
        self.dismiss({"resume": True})

    def action_quit(self) -> None:
        self.dismiss(None)

    def action_rules(self) -> None:
        from screens.rules_ref import RulesScreen

        self.app.push_screen(RulesScreen(None))
