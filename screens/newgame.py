"""New game: game, number of players (each game's own range: Metal 2–5, Justice League Dark
2–6), the game's set-up variant when it has some (Justice League Dark: standard / short /
extended), how Characters are chosen (dealt 2, pick 1; or pick any), names, bot seats, seed. Enter with the defaults starts Metal for two. When the autosave holds an unfinished game, a button offers to resume it (and
has the focus); when it holds one that cannot be replayed (corrupt, or saved with other cards), the
screen says why and that a new game keeps it aside. Names are cleaned as they are read
(:func:`rules.engine.options.clean_name`: no control characters, at most 24 characters) and
everything from a file or a person is shown as text, never as markup. Dismisses with the
settings dict, ``{"resume": True}``, or None to quit."""

from __future__ import annotations

from typing import Any

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.content import Content
from textual.visual import VisualType
from textual.widgets import Button, Footer, Input, Label, Select, Static

from rich.markup import escape

from rules.api import MAX_NAME, clean_name, rules_for
from screens.widgets.button import KeyButton
from screens.widgets.cards import FOCUS_MARK
from screens.widgets.lists import TickBox

MAX_PLAYERS = 6  # seats on the form; each game shows its own maximum
#: rows around the scrolling form: the box's border (2), the Start button (3), the footer (1)
AROUND_FORM = 6


def player_range(game: str, variant: str | None = None) -> tuple[int, int]:
    """The fewest and most players the new-game screen offers for ``game`` in ``variant``
    (default: its first), from the game's :meth:`Rules.players`."""
    rules = rules_for(game)
    lo, hi = rules.players(variant if variant in rules.variants else rules.variants[0])
    return lo, min(hi, MAX_PLAYERS)


def max_players(game: str, variant: str | None = None) -> int:
    """The most players the new-game screen offers for ``game`` (:func:`player_range`)."""
    return player_range(game, variant)[1]


#: what the form says when a letter is typed into the Seed field
SEED_IS_A_NUMBER = "The seed is a number: digits only."


class FieldLabel(Label):
    """A field's label on the form; while its row holds the focus (class ``-focused``) it starts
    with :data:`FOCUS_MARK` (and is reversed, newgame.tcss): which field has the keys shows in a
    shape, not only in colour (Metal trial, with 16 colours too: the focus was hard to see)."""

    def render(self) -> VisualType:
        shown = super().render()
        if self.parent is not None and self.parent.has_class("-focused") and isinstance(shown, Content):
            return Content(FOCUS_MARK) + shown
        return shown


class SeedInput(Input):
    """The Seed field: digits only; a letter typed is refused with a word on the form
    (:data:`SEED_IS_A_NUMBER`), not only the bell (Metal trial: letters were dropped silently)."""

    def restricted(self) -> None:
        super().restricted()
        note = self.screen.query_one("#seed-note", Static)
        note.update(SEED_IS_A_NUMBER)
        note.display = True
        note.scroll_visible(animate=False)


class NewGameScreen(Screen[dict[str, Any] | None]):
    CSS_PATH = "newgame.tcss"
    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "quit", "Quit"),
        Binding("f1", "rules", "Rules"),
        # Down / Up go from field to field, from Start too (found in a trial: on a fresh start
        # Down did nothing); a Select that is open keeps them for its list (check_action). With
        # priority, as Tab: the focus moves as the key is read, so a name typed fast after Down
        # lands in the next box (issue 14, Metro trial at 80x24: the form's scroll took Down,
        # and in a burst the name's letters went to the box before)
        Binding("down", "step(1)", show=False, priority=True),
        Binding("up", "step(-1)", show=False, priority=True),
        # Tab with priority: the app moves the focus as it reads the key, so the keys typed after
        # it reach the next field however fast they come (found in a trial: "Ann⇥Bob" sent at
        # once gave "AnnBob")
        Binding("tab", "next_field(1)", show=False, priority=True),
        Binding("shift+tab", "next_field(-1)", show=False, priority=True),
    ]

    def __init__(self, settings: dict[str, Any], games: dict[str, str], unfinished: str | None = None,
                 variants: dict[str, dict[str, str]] | None = None, *, unreadable: str | None = None,
                 kept_as: str = "autosave-previous.json"):
        super().__init__()
        self.settings = settings
        self.games = games
        self.variants = variants or {}
        self.unfinished = unfinished
        #: why the autosaved game cannot be resumed, and the name a new game keeps it under
        self.unreadable = unreadable
        self.kept_as = kept_as
        #: the game's own set-up options shown (``Rules.setup_choices``) and their Selects
        self._offered: tuple = ()
        self._choices: dict[str, Select] = {}

    def compose(self) -> ComposeResult:
        s = self.settings
        with Vertical(id="newgame"):
            with VerticalScroll(id="form", can_focus=False):  # Tab goes from field to field
                yield Static("[b]hotseat[/b] — a new game at one keyboard", id="title")
                if self.unfinished:
                    # one short line (a trial's "(metal, turn 6, Player 1, …)" wrapped under the
                    # form's scrollbar); the game's title and its players on the line below
                    enter = " (Enter)" if self._offered_first else ""
                    yield KeyButton(f"Resume the unfinished game{enter}", id="resume", variant="success")
                    yield Static(f"{escape(self.unfinished)}\n[dim]Starting a new game keeps it as "
                                 f"{escape(self.kept_as)}.[/dim]", id="kept")
                elif self.unreadable:
                    yield Static(f"[b]The autosaved game cannot be resumed:[/b] {escape(self.unreadable)}\n"
                                 f"[dim]Starting a new game keeps it as {escape(self.kept_as)}; "
                                 f"`hotseat resume FILE` opens a kept game.[/dim]", id="unreadable")
                with Horizontal(classes="row"):
                    yield FieldLabel("Game", classes="label")
                    yield Select([(t, g) for g, t in self.games.items()], value=s["game"], allow_blank=False, id="game")
                with Horizontal(classes="row"):
                    yield FieldLabel("Players", classes="label")
                    low, top = player_range(s["game"], s.get("variant"))
                    count = min(max(s["players"], low), top)
                    yield Select([(str(n), n) for n in range(low, top + 1)], value=count,
                                 allow_blank=False, id="players")
                with Horizontal(classes="row", id="variant-row"):
                    yield FieldLabel("Variant", classes="label")
                    yield Select(self._variant_options(s["game"]) or [("Standard", "standard")],
                                 value=s.get("variant") or "standard", allow_blank=False, id="variant")
                with Horizontal(classes="row", id="pick-row"):
                    yield FieldLabel(self._pick_label(s["game"]), classes="label", id="pick-label")
                    modes = self._pick_options(s["game"]) or [("-", "")]
                    yield Select(modes, value=s.get("pick") if s.get("pick") in {v for _, v in modes} else modes[0][1],
                                 allow_blank=False, id="pick")
                # the game's own set-up options of the variant (Mistborn co-op's difficulty)
                yield Vertical(id="choices")
                with Horizontal(classes="row"):
                    yield FieldLabel("Seed", classes="label")
                    yield SeedInput(str(s["seed"]), id="seed", type="integer", compact=True)
                yield Static(id="seed-note")  # shown when a letter is typed into the seed
                for i in range(MAX_PLAYERS):
                    name = s["names"][i] if i < len(s["names"]) else ""
                    with Horizontal(classes="row seat", id=f"seat{i}"):
                        yield FieldLabel(f"Seat {i + 1}", classes="label")
                        yield Input(clean_name(name), placeholder=f"Player {i + 1}", id=f"name{i}", compact=True,
                                    max_length=MAX_NAME)
                        yield TickBox("bot", s["bots"][i] if i < len(s["bots"]) else False, id=f"bot{i}",
                                       compact=True)
                yield Static(rules_for(s["game"]).pick_hint, id="hint")
            # outside the scrolling form: always on screen, even at 80x24 with six seats
            # the button the focus starts on says Enter (a trial: the focus was on Resume while
            # this one read "Start (Enter)")
            yield KeyButton("Start a new game (Ctrl+S)" if self._offered_first else "Start (Enter)", id="start",
                            variant="primary")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Down and Up are an open Select's, for its list."""
        focused = self.focused
        return not (action == "step" and focused is not None
                    and any(isinstance(w, Select) and w.expanded for w in focused.ancestors_with_self))

    def action_step(self, step: int) -> None:
        """Down (``step`` 1) or Up (-1): the next (previous) field, the bot boxes included."""
        if step > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def action_next_field(self, step: int) -> None:
        """Tab (``step`` 1) or Shift+Tab (-1): from a player's name, the next (previous) shown
        name, as a typist expects (found in a trial: "Ann⇥Bob" put Bob on the bot box), then
        Start; elsewhere the next (previous) field. Down and Up reach the bot boxes too."""
        names = [w for w in self.query(Input) if (w.id or "").startswith("name") and w.parent.display]
        if self.focused in names:
            k = names.index(self.focused) + step
            if 0 <= k < len(names):  # set_focus, not focus(): at once, before the next key is passed on
                self.set_focus(names[k])
                return
            if step > 0:
                self.set_focus(self.query_one("#start"))
                return
        if step > 0:
            self.focus_next()
        else:
            self.focus_previous()

    @staticmethod
    def _pick_label(game: str) -> str:
        """The game's short plural for the cards each player picks (``Rules.characters_word``)."""
        return rules_for(game).characters_word

    @staticmethod
    def _pick_options(game: str) -> list[tuple[str, str]]:
        """The ways players of ``game`` may get their characters, as (label, value) for the
        ``pick`` Select (``Rules.pick_modes``); empty: the game offers no choice."""
        return [(label, value) for value, label in rules_for(game).pick_modes.items()]

    def _has_pick(self, game: str) -> bool:
        """Whether players of ``game`` choose how their characters are picked."""
        return bool(self._pick_options(game))

    def _players_for(self, game: str, variant: str | None) -> None:
        """Offer the player counts ``game`` allows in ``variant``, keeping the count chosen
        when it still fits."""
        low, top = player_range(game, variant)
        players = self.query_one("#players", Select)
        n = min(max(int(players.value), low), top)
        players.set_options([(str(k), k) for k in range(low, top + 1)])
        players.value = n

    @on(Select.Changed, "#variant")
    def _variant_changed(self) -> None:
        variant = self.query_one("#variant", Select).value
        self._players_for(str(self.query_one("#game", Select).value), str(variant))
        self._show_choices()
        self._show_seats()

    def _variant_now(self) -> str:
        """The variant chosen now ("standard" for a game that offers none)."""
        game = str(self.query_one("#game", Select).value)
        return str(self.query_one("#variant", Select).value) if self._variant_options(game) else "standard"

    def _show_choices(self) -> None:
        """One row per set-up option the game's variant offers (``Rules.setup_choices``), each
        keeping the value picked before, else the one given to the screen (the command line's
        ``--option``), else the option's default. The rows stay as they are while the
        options offered do not change."""
        offered = rules_for(str(self.query_one("#game", Select).value)).setup_choices(self._variant_now())
        if offered == self._offered:
            return
        picked = {**(self.settings.get("options") or {}), **self.choices_now()}
        self._offered = offered
        self._choices = {}
        box = self.query_one("#choices", Vertical)
        box.remove_children()
        for c in offered:
            values = {v for v, _ in c.choices}
            value = picked.get(c.key) if picked.get(c.key) in values else c.default
            sel = self._choices[c.key] = Select([(label, v) for v, label in c.choices], value=value,
                                                allow_blank=False, classes=f"opt-{c.key}")
            box.mount(Horizontal(FieldLabel(c.label, classes="label"), sel, classes="row"))

    def choices_now(self) -> dict[str, str]:
        """The set-up options chosen in the game's rows (``{key: value}``)."""
        return {key: str(sel.value) for key, sel in self._choices.items()}

    def _variant_options(self, game: str) -> list[tuple[str, str]]:
        return [(label, key) for key, label in self.variants.get(game, {}).items()]

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    def _fit(self, rows: int) -> None:
        """Let the form scroll in what the screen leaves under its border, above the Start
        button and the footer (:data:`AROUND_FORM` rows), so Start is always on screen."""
        self.query_one("#form").styles.max_height = max(3, rows - AROUND_FORM)

    def on_mount(self) -> None:
        self._fit(self.size.height)
        self.query_one("#variant-row").display = bool(self._variant_options(self.settings["game"]))
        self.query_one("#pick-row").display = self._has_pick(self.settings["game"])
        self._show_choices()
        self._show_seats()
        self.query_one("#resume" if self._offered_first else "#start", Button).focus()

    @property
    def _offered_first(self) -> bool:
        """Whether the focus starts on Resume: an unfinished game is offered and no new game was
        asked for (the command line's choice of a game starts on Start)."""
        return bool(self.unfinished) and not self.settings.get("new_game")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Mark the row that holds the focus (class ``-focused``: its label shows reversed and
        after a mark, :class:`FieldLabel`, so the focus is seen without colours; a trial did
        not see it)."""
        for row in self.query(".row"):
            focused = event.widget in row.walk_children()
            if focused != row.has_class("-focused"):
                row.set_class(focused, "-focused")
                for label in row.query(FieldLabel):
                    label.refresh()

    @on(Select.Changed, "#game")
    def _game_changed(self) -> None:
        game = str(self.query_one("#game", Select).value)
        variants = self._variant_options(game)
        chosen = None
        row = self.query_one("#variant-row")
        row.display = bool(variants)
        if variants:
            sel = self.query_one("#variant", Select)
            sel.set_options(variants)
            # the variant given on the command line stays chosen (the game's Select reports a
            # change when the screen is first drawn too)
            wanted = self.settings.get("variant") if game == self.settings["game"] else None
            sel.value = chosen = wanted if wanted in {k for _, k in variants} else variants[0][1]
            # a key the game before had too ("standard") changes nothing, so Textual would keep
            # showing the old game's label (found in a trial: Mistborn's variant read "Standard")
            sel.mutate_reactive(Select.value)
        self._players_for(game, chosen)
        self.query_one("#hint", Static).update(rules_for(game).pick_hint)
        self.query_one("#pick-label", Label).update(self._pick_label(game))
        picks = self._pick_options(game)
        self.query_one("#pick-row").display = bool(picks)
        if picks:  # the game's ways, the way chosen kept when this game has it too
            sel = self.query_one("#pick", Select)
            was = sel.value
            sel.set_options(picks)
            sel.value = was if was in {v for _, v in picks} else picks[0][1]
        self._show_choices()
        self._show_seats()

    @on(Select.Changed, "#players")
    def _players_changed(self) -> None:
        self._show_seats()

    def _show_seats(self) -> None:
        n = self.query_one("#players", Select).value
        n = n if isinstance(n, int) else 2
        for i in range(MAX_PLAYERS):
            self.query_one(f"#seat{i}").display = i < n

    def settings_now(self) -> dict[str, Any]:
        n = int(self.query_one("#players", Select).value)
        game = str(self.query_one("#game", Select).value)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = self.settings["seed"]
        if seed_text.lstrip("-").isdigit() and len(seed_text) <= 19:  # a seed fits in 64 bits
            seed = int(seed_text) if -(2**63) <= int(seed_text) < 2**63 else seed
        return {
            **self.settings,
            "game": game,
            "variant": self._variant_now(),
            "players": n,
            "pick": str(self.query_one("#pick", Select).value),
            "options": self.choices_now(),
            "names": [clean_name(self.query_one(f"#name{i}", Input).value) or f"Player {i + 1}" for i in range(n)],
            "bots": [self.query_one(f"#bot{i}", TickBox).value for i in range(MAX_PLAYERS)],
            "seed": seed,
        }

    @on(Input.Changed)
    def _name_full(self, event: Input.Changed) -> None:
        """A name box that is full says so: it takes no more letters (issue 14, Metro trial:
        a name stopped at 24 characters with no sign of why)."""
        if (event.input.id or "").startswith("name") and len(event.value) >= MAX_NAME:
            self.notify(f"A name holds at most {MAX_NAME} characters: no more fit.", severity="warning",
                        timeout=4, markup=False)

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

        self.app.push_screen(RulesScreen(None, str(self.query_one("#game", Select).value)))
