"""The Textual application: wires a :class:`~hotseat.client.GameClient` to the screens.

The app is the one place that owns the game while the TUI runs, and it reaches the rules only
through the client (:mod:`hotseat.client`), never the game's state. Screens render the plain
views the client builds (:meth:`GameClient.table`) and post what the person asks for as
messages (:mod:`screens.messages`: a command's text, a card picked, undo...), which the app
handles here; after every command the app decides who must act next: a bot (after a short
visible delay, ``--delay`` seconds when given, none with ``--fast`` or in tests), the same
person, or another person behind an opaque hand-off screen.

Watching bots (every seat a bot): each move shows, after the delay; Space pauses and goes on,
``.`` plays one move and stays paused (:class:`screens.messages.WatchAsked`).

Hand-offs never tell what a hand holds: the engine names every victim offered a Defense
(``DEFENSE_OFFER`` events, whatever their hands hold), and each human victim gets the same
hand-off whether they have a Defense to choose or not (then a short private notice says so).
Play all pauses after such an Attack as it does at a decision, so the sequence of hand-offs
is the same either way.

An unexpected error does not show Textual's crash screen (it prints local variables, private
cards among them): :meth:`HotseatApp._handle_exception` prints a short message with the save's
location, writes the traceback to ``crash.log`` in the user data folder, and exits with 1.
"""

from __future__ import annotations

import gc
import random
import time
import traceback
from datetime import datetime
from pathlib import Path
from collections.abc import Iterable
from typing import Any

from rich.text import Text
from textual import events, on
from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from hotseat.bots import make_bot
from hotseat.config import config_path, read_config, write_config
from hotseat.client import (DEFENSE_OFFER, Event, GameClient, default_game_id, duplicate_name, game_titles,
                            game_pick_modes, game_variants, printable, sentence)
from hotseat.program import program
from hotseat.saves import SaveError, read_save, remove_stale_temp_files, save_game
from hotseat.session import aside_path, autosave_path, autosave_status, set_aside, unresumable_words
from screens.messages import (CardPicked, CommandChosen, DecisionAsked, NewGameAsked, NoticesAsked, OneOfAsked, PlayAllAsked, RematchAsked,
                              ReplaySaveAsked, RulesAsked, ScoresAsked, UndoAsked, WatchAsked)
from screens.guard import use_waits
from screens.widgets.notice_line import NoticeLine
from screens.typed_ahead import InputClock

BOT_DELAY = 0.5  # seconds a bot "thinks" so people can follow its moves
#: the games that can be played to the end: id -> full name, in the registration table's order
GAMES = game_titles()
#: the game played when none is named
DEFAULT_GAME = default_game_id()
#: set-up variants of the games that have a choice (``options["variant"]``), the first is the default
VARIANTS = game_variants()
#: the smallest terminal every screen is made for (columns, rows); under it a notice asks for more
MIN_SIZE = (80, 24)
#: the title of that notice
TOO_SMALL = "Terminal too small"
#: the most toasts on screen at once (the oldest goes when another comes)
MOST_TOASTS = 2
#: how the players of each game that offers a choice get their characters (the first: default)
PICK_MODES = game_pick_modes()
#: the file in the user data folder that gets the traceback of an unexpected error
CRASH_LOG = "crash.log"

__all__ = ["HotseatApp", "bots_error", "parse_bots", "readme_keys", "run_app", "sentence"]


def parse_bots(bots: str, players: int) -> list[bool]:
    """``""`` none, ``"all"``, or comma-separated 1-based seat numbers -> a flag per seat."""
    bots = (bots or "").strip().lower()
    if bots == "all":
        return [True] * players
    seats = {int(x) for x in bots.replace(" ", "").split(",") if x.isdigit()}
    return [i + 1 in seats for i in range(players)]


def bots_error(bots: str, players: int) -> str | None:
    """Why ``--bots`` is not valid for ``players`` seats, or None."""
    text = (bots or "").strip().lower()
    if text in ("", "all"):
        return None
    for part in text.replace(" ", "").split(","):
        if not part.isdigit():
            return f"--bots: {part!r} is not a seat number; use 'all' or seat numbers like 2 or 2,3."
        if not 1 <= int(part) <= players:
            return f"--bots: there is no seat {part} in a {players}-player game (seats 1 to {players})."
    return None


def readme_keys() -> str:
    """The README's keys, made from the bindings (:mod:`screens.keyhelp`): the table's and
    the app's keys and a question's; ``tests/test_readme_keys.py`` checks that the README
    holds exactly this text between its ``keys`` markers (each game's own keys and commands
    are in its section: :func:`screens.keyhelp.game_markdown`)."""
    from hotseat.client import game_rules
    from screens.keyhelp import all_keys_markdown

    return all_keys_markdown(HotseatApp.BINDINGS, game_rules())


def _home_short(path: Path) -> str:
    """``path`` as a player reads it most easily: ``~/...`` under the home folder."""
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)


def tidy_memory() -> None:
    """Collect Python's cyclic garbage now, while a hand-off or a new table is on screen and
    nobody waits for a key, then freeze what is left (:func:`gc.freeze`): the next full collections scan only the
    objects made since, so none lands in a key press. Before, a full collection over the card
    catalog, the game and Textual's widgets cost 50-80 ms of a key's time (``bench/key_settle.py``,
    issue 15 "a key must settle in under 50 ms"). Unfreezing first lets the frozen objects that
    became garbage since the last hand-off be collected, so nothing leaks over a long game."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class HotseatApp(InputClock):
    """Hot-seat play at one keyboard (it keeps each key's time stamp: a question ignores keys
    typed before it was drawn, :mod:`screens.typed_ahead`)."""

    TITLE = "hotseat"
    BINDINGS = [
        Binding("ctrl+p", "command_palette", "palette", show=False, priority=True,
                tooltip="the command palette: every action you may take now, and the game's help topics"),
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True,
                tooltip="quit; the game is autosaved after every command, `hotseat resume` continues it"),
    ]

    def notify(self, message: str, *, title: str = "", severity: Any = "information", timeout: float | None = None,
               markup: bool = True) -> None:
        """A toast, unless the same one is still on screen: a key pressed again does not pile
        up copies over the table (found in a trial: four "This question can't be declined"); at most
        :data:`MOST_TOASTS` at once, the oldest goes (issue 14: notices piled up)."""
        now = time.time()
        if any(n.message == message and n.title == title and n.raised_at + n.timeout > now
               for n in self._notifications):
            return
        from screens.handoff import HandoffScreen

        if isinstance(self.screen, HandoffScreen) and title != TOO_SMALL:  # told once someone sits (below)
            self._deferred.append(dict(message=message, title=title, severity=severity, timeout=timeout,
                                       markup=markup))
            return
        # Textual adds a toast to its list only when its message is handled: the same toast
        # raised twice in one handler (z in a question: the table's refusal line and the
        # question's notice) was drawn twice, overlapping (found in a trial)
        if self._raised.get((message, title), 0) > now:
            return
        self._raised = {k: t for k, t in self._raised.items() if t > now}
        self._raised[(message, title)] = now + 0.5
        # at most MOST_TOASTS on screen, the newest (issue 14, co-op trial: old notices piled up
        # over the table); the terminal-size notice is apart and stays
        shown = [n for n in self._notifications if n.title != TOO_SMALL and n.raised_at + n.timeout > now]
        for n in shown[:max(0, len(shown) - MOST_TOASTS + 1)] if title != TOO_SMALL else ():
            self._unnotify(n, refresh=False)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)
        self.call_after_refresh(self._newest_on_top)  # once its toast is mounted (after messages)

    def _refresh_notifications(self) -> None:
        """Show the notices on the current screen; over a question, the rules reference, game
        over, a Confirm or a notice dialog, in its own line, never as toasts over its options, text and buttons
        (:meth:`screens.decision.DecisionScreen.tell`, :class:`screens.widgets.notice_line.NoticeLine`)."""
        from screens.decision import DecisionScreen

        super()._refresh_notifications()
        top = self.screen_stack[-1] if self.screen_stack else None
        if isinstance(top, DecisionScreen) and top.is_mounted:
            top.show_notices(list(self._notifications))
        elif getattr(top, "NOTICES_IN_LINE", False) and top.is_mounted:  # the help, game over, Confirm, notice
            for line in top.query(NoticeLine):
                line.show_notices(list(self._notifications))

    @on(NoticesAsked)
    def _notices_asked(self, event: NoticesAsked) -> None:
        """A question opened, or a screen's notice line: it says the notices on screen in its own
        line."""
        self._refresh_notifications()

    def _newest_on_top(self) -> None:
        """The toasts on screen, the newest on top (issue 14: with two stacked, the newest was
        the lower one, read last). Textual mounts a toast under those shown; it is moved up."""
        for rack in self.screen.query("#textual-toastrack"):
            holders = list(rack.children)
            for holder in holders:  # seen first now: newer than any seen before
                if holder.id not in self._toast_order:
                    self._toast_order[holder.id] = len(self._toast_order)
            newest_first = sorted(holders, key=lambda h: -self._toast_order[h.id])
            if newest_first != holders:
                for i, holder in enumerate(newest_first):
                    rack.move_child(holder, before=i)

    def clear_notifications(self) -> None:
        """Remove every toast; the same one raised again is shown again (:meth:`notify`)."""
        self._raised.clear()
        super().clear_notifications()

    def clear_refusals(self) -> None:
        """Remove the toasts that said why something was refused (a warning without a title:
        a key not possible now, a long refusal shown whole): they are stale once a command is
        given, or another screen comes up (issue 14 trials: a refusal stayed on screen after
        the next move succeeded, and over a notice and the Transformation Zone browser).
        Titled notices (Kept, Not saved, Settings) stay their time."""
        stale = [n for n in self._notifications if n.severity == "warning" and not n.title]
        for n in stale:
            self._unnotify(n, refresh=False)
            self._raised.pop((n.message, n.title), None)
        if stale:
            self._refresh_notifications()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Push ``screen``, first removing the refusals said over the screen before
        (:meth:`clear_refusals`) and forgetting the count of keys ignored there."""
        self.clear_refusals()
        self._stale_picks = 0  # keys ignored from now on are counted anew
        return super().push_screen(screen, *args, **kwargs)

    def _hand_off(self, screen: Any, then: Any) -> None:
        """Push a hand-off screen: the toasts meant for the person before go (found in a trial:
        a refusal and a 'Kept' notice stayed over three hand-offs and covered a question's
        button); those raised behind it wait for the next person at the table (:meth:`notify`)."""
        self.clear_notifications()
        self._close_palette()
        self.push_screen(screen, then)
        self.call_after_refresh(tidy_memory)

    def _close_palette(self) -> None:
        """Close the command palette opened for someone else's moment (Ctrl+P during a bot's
        turn): its commands were that moment's (new-user trial of Metal: it stayed open through
        the hand-off, and "buy" found "No matches" on the next player's turn)."""
        from textual.command import CommandPalette

        if isinstance(self.screen, CommandPalette):
            self.screen.dismiss()

    def _tell_deferred(self) -> None:
        """Show the toasts raised while a hand-off was up (see :meth:`notify`)."""
        waiting, self._deferred = self._deferred, []
        for kw in waiting:
            self.notify(**kw)

    def action_command_palette(self) -> None:
        """Ctrl+P: the command palette (:class:`screens.palette.CommandPalette`: Enter on an
        empty search runs nothing the player did not pick)."""
        from screens.palette import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette"))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's own palette commands, less "Screenshot": it would write the screen, with the
        hand of the player at the keyboard, to a file anyone can open (privacy, DESIGN: nothing
        printed or drawn shows hidden cards to another player); and less "Keys", Textual's panel
        of the focused widget's keys (Scroll Left, Page Right...), which Esc does not close and
        which told a trial's new player less than F1 and the footer do."""
        for c in super().get_system_commands(screen):
            if c.title == "Quit":  # ours: during a game it asks first, as q does (found in a trial:
                # the palette's Quit ended the game at once)
                yield SystemCommand("Quit", "Quit (during a game it asks first, as Q does)", self.action_ask_quit)
            elif c.title not in ("Screenshot", "Keys"):
                yield c

    def action_ask_quit(self) -> None:
        """Quit as the table's Q does: during a game after a Yes (the table's question, whichever
        screen is over it); elsewhere (the new-game form, the scores) at once."""
        from screens.table import TableScreen

        table = next((s for s in reversed(self.screen_stack) if isinstance(s, TableScreen)), None)
        if table is None or self.session is None or self.session.over:
            self.exit()
            return
        table.action_quit()

    def __init__(self, *, game: str = DEFAULT_GAME, players: int = 2, names: list[str] | None = None,
                 seed: int | None = None, bots: str = "", bot_name: str = "heuristic", fast: bool = False,
                 catalog=None, resume: bool = False, scenario: Path | None = None,
                 autosave: Path | None | bool = True, skip_setup: bool = False, session: GameClient | None = None,
                 save_path: Path | None = None, variant: str = "standard", new_game: bool = False,
                 delay: float | None = None, options: dict[str, Any] | None = None):
        super().__init__()
        #: toasts raised while a hand-off was up, shown at the table after it (:meth:`notify`)
        self._deferred: list[dict[str, Any]] = []
        #: each toast's place in the order they came (:meth:`_newest_on_top`), by its holder's id
        self._toast_order: dict[str | None, int] = {}
        #: toasts raised in the last moment, (message, title) -> until when (:meth:`notify`)
        self._raised: dict[tuple[str, str], float] = {}
        #: the command line's own set-up options (``--option``), for a new game of its game and variant
        self.set_up = (game, variant, dict(options or {}))
        self.settings: dict[str, Any] = {
            "game": game, "players": players, "names": list(names or []),
            "options": dict(options or {}),  # the new-game screen shows the game's own (--option)
            "seed": seed if seed is not None else random.randrange(1, 100000),
            "bots": parse_bots(bots, max(players, 6)), "bot_name": bot_name,
            "variant": variant,
            # the command line asked for a game: the new-game screen's Start has the focus,
            # not the offer to resume the autosave
            "new_game": new_game,
        }
        #: the save ``resume`` opens (and goes on autosaving into); None: the autosave
        self.save_path = Path(save_path) if save_path else None
        self._autosave_noticed = False
        #: the terminal size a "too small" notice shows, or None
        self._too_small: tuple[int, int] | None = None
        self.fast = fast
        #: seconds between bot moves asked for (``--delay``), or None: the default
        self.delay = delay
        #: watching bots: the game waits for Space (go on) or ``.`` (one move)
        self.paused = False
        self._bot_timer: Any = None
        self.catalog = catalog
        self.resume = resume
        #: the first hand-off of a resumed game was shown (its heading says the game resumed)
        self._resume_told = False
        self.scenario = Path(scenario) if scenario else None
        self.autosave: Path | None = autosave_path() if autosave is True else (autosave or None)
        self.skip_setup = skip_setup or (bots or "").strip().lower() == "all"
        self.session: GameClient | None = session
        self.bots: dict[int, Any] = {}
        self.viewer: int | None = None
        self.message = ""
        #: keys that chose a card the table had already changed under (a burst of Enters):
        #: counted since the last command, and said (:meth:`_card_picked`)
        self._stale_picks = 0
        self._waiting = False  # a hand-off, a decision or a bot move is under way
        self._over_shown = False
        self._bot_moves = 0
        #: (seat, turn) whose Play all stopped at a decision and goes on once it is answered
        self._play_all_for: tuple[int, int] | None = None
        #: why Play all paused for another person ("Play all paused: Ben answers Carter Hall's
        #: Attack."), told to the player when the keyboard comes back (issue 14, Metal trial)
        self._play_all_why = ""
        self._play_all_why_at: tuple[int, int] | None = None  # (seat, turn) the pause was in
        #: people the engine put a question to and answered for them (a Defense offer, a
        #: question with one possible answer) who have not been handed the keyboard yet:
        #: (seat, the hand-off's words, what the log tells that seat), oldest first
        self._offers: list[tuple[int, str, str]] = []
        #: after an unexpected error: what :func:`run_app` prints once the screen is restored
        self.crash: str | None = None
        #: the last turn whose between-turns step (the co-op Lord Ruler's card) was told: by a
        #: hand-off's "since your last turn", or else by a notice (:meth:`_tell_between`)
        self._told_turn = 0
        self._palette_turn: tuple[int, int] | None = None  # the turn whose table last got the keys

    # ------------------------------------------------------------------ terminal size
    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        """Under :data:`MIN_SIZE` a notice over every screen asks for a bigger terminal (a
        notification: it shows on whichever screen is up, and never takes the keys); it goes
        once the terminal is big enough."""
        low_w, low_h = MIN_SIZE
        small = (width, height) if width < low_w or height < low_h else None
        if small == self._too_small:
            return
        self._too_small = small
        for n in [n for n in self._notifications if n.title == TOO_SMALL]:
            self._unnotify(n)  # the old size's notice (or the one no longer needed)
        # (a hand-off never holds it back for the table: found in a trial, a 40x12 notice raised
        # behind a hand-off showed on the 120x40 table after it)
        self._deferred = [kw for kw in self._deferred if kw.get("title") != TOO_SMALL]
        if small:
            self.notify(f"This terminal is {width}×{height}; hotseat needs at least {low_w}×{low_h}. "
                        "Make the window bigger (or the font smaller).",
                        title=TOO_SMALL, severity="error", timeout=10**9, markup=False)

    # ------------------------------------------------------------------ start-up
    def on_mount(self) -> None:
        from screens.newgame import NewGameScreen

        self._preload_css()
        self._restore_settings()
        self._check_size(self.size.width, self.size.height)
        if self.autosave is not None:
            remove_stale_temp_files(self.autosave.parent)  # left by a write that was killed
        if self.session is not None:  # opened before the app started (hotseat resume)
            self._make_bots()
            self.start_table()
        elif self.resume or self.scenario:
            self._open_or_exit()
        elif self.skip_setup:
            self.start_new(self.settings)
        else:
            self._offer_last_game()
            unfinished, problem = autosave_status(self.autosave) if self.autosave else (None, None)
            kept = aside_path(self.autosave).name if self.autosave is not None else ""
            self.push_screen(NewGameScreen(self.settings, GAMES, unfinished, VARIANTS, unreadable=problem,
                                           kept_as=kept), self._new_game_chosen)

    def _preload_css(self) -> None:
        """Read every screen's stylesheet (``screens/*.tcss``) once, now, while the app holds
        few widgets. Textual reads a screen's file the first time that screen is shown, then
        parses the whole stylesheet again and restyles every widget of the app, the table's
        too, inside the key press that opened it: the first question of a game (Mistborn's
        "Attack now?", the Cloud question that follows) took 70-100 ms more here, and seconds
        on a loaded machine (found in a trial)."""
        from pathlib import Path

        import screens

        paths = [p.resolve() for p in sorted(Path(screens.__file__).parent.glob("*.tcss"))]
        new = [p for p in paths if not self.stylesheet.has_source(str(p), "")]
        for path in new:
            self.stylesheet.read(path)
        if new:
            self.stylesheet.reparse()
            self.stylesheet.update(self)

    def _restore_settings(self) -> None:
        """The theme saved in the user's config (:mod:`hotseat.config`) and the waits the player
        set there (:mod:`screens.guard`), a notice when the config cannot be read, holds a wrong
        value or names no theme we have; from now on a theme picked is saved."""
        config, problem = read_config()
        use_waits(config.wait_values())
        if config.theme in self.available_themes:
            self.theme = config.theme
        elif config.theme:
            problem = " ".join(filter(None, [problem, (
                f"{config_path()} › theme: there is no theme {config.theme!r} (themes: "
                f"{', '.join(sorted(self.available_themes))}); the default theme is used.")]))
        if problem and (self.session is not None or self.resume or self.scenario or self.skip_setup):
            # a game opens at once, behind a hand-off that clears the toasts: told once seated
            self._deferred.append(dict(message=problem, title="Settings", severity="warning", timeout=None,
                                       markup=False))
        elif problem:
            self.notify(problem, title="Settings", severity="warning", markup=False)
        self._theme_restored = True

    def watch_theme(self, theme: str) -> None:
        """A theme picked (Ctrl+P, "Theme") is saved in the user's config for the next start."""
        if getattr(self, "_theme_restored", False):
            problem = write_config(read_config()[0].model_copy(update={"theme": theme}))
            if problem:
                self.notify(problem, title="Settings", severity="warning", markup=False)

    def _open_or_exit(self) -> None:
        try:
            self._open_existing()
        except (SaveError, OSError, ValueError) as exc:
            self.exit(return_code=2, message=Text(f"Cannot open the game: {printable(str(exc))}"))
            return
        self.start_table()

    def _offer_last_game(self) -> None:
        """The game, player count and variant the new-game screen started last (the user's
        config), offered first unless the command line asked for a game of its own."""
        if self.settings.get("new_game"):
            return
        last, _ = read_config()
        if last.game not in GAMES:
            return
        from screens.newgame import player_range

        variant = last.variant if last.variant in VARIANTS.get(last.game, {}) else "standard"
        low, top = player_range(last.game, variant)
        self.settings.update(game=last.game, variant=variant,
                             players=min(max(last.players, low), top) if last.players else low,
                             # the screen keeps only the options its game offers (co-op's difficulty)
                             options={**last.options, **(self.settings.get("options") or {})})

    def _remember_game(self, settings: dict[str, Any]) -> None:
        """Keep the game, player count, variant and set-up options started for the next
        new-game screen."""
        config, _ = read_config()
        problem = write_config(config.model_copy(update={
            "game": settings["game"], "players": int(settings["players"]), "variant": settings.get("variant") or "",
            "options": {str(k): str(v) for k, v in (settings.get("options") or {}).items()}}))
        if problem:
            self.notify(problem, title="Settings", severity="warning", markup=False)

    def _new_game_chosen(self, settings: dict[str, Any] | None) -> None:
        if settings is None:
            self.exit()
            return
        if settings.get("resume"):
            self.resume = True
            self._open_or_exit()
            return
        self._remember_game(settings)
        self.start_new(settings)

    def _open_existing(self) -> None:
        if self.scenario is not None:
            self.session = GameClient.from_scenario(self.scenario, self.catalog)  # not a replayable save
        else:
            path = self.save_path or self.autosave or autosave_path()
            # a save carries its own cards: the --cards of this run are for new games
            self.session = GameClient.load(read_save(path), autosave=path)
        self._make_bots()

    def start_new(self, settings: dict[str, Any]) -> None:
        self.settings = settings
        n = settings["players"]
        names = [(settings["names"][i] if i < len(settings["names"]) and settings["names"][i] else f"Player {i + 1}")
                 for i in range(n)]
        bots = [settings["bot_name"] if settings["bots"][i] else None for i in range(n)]
        err = duplicate_name(names)
        if err:  # checked before the autosave is touched; the form comes back with the reason
            from screens.newgame import NewGameScreen

            self.notify(err, title="Cannot start", severity="error", markup=False)
            self.push_screen(NewGameScreen({**settings, "new_game": True}, GAMES, None, VARIANTS), self._new_game_chosen)
            return
        autosave = self.autosave
        notice = None
        if all(bots):
            autosave = None  # a game of bots never replaces a person's autosave
        elif autosave is not None and any(status := autosave_status(autosave)):
            try:  # an unfinished game, resumable or not, is kept (autosave-previous.json)
                kept = set_aside(autosave)
                # a notice, never a question: the game asked for starts (the command line has
                # the final say), and the kept one is a command away; one that cannot be
                # replayed (its cards changed since) is not promised to continue (found in a trial)
                # named short (issue 14 trial: a long path was broken mid-word in the toast), and
                # shown briefly (it stayed over the players' lines for several commands)
                name = kept.name if kept.parent == autosave_path().parent else _home_short(kept)
                told = (f"`{program()} resume {name}` continues it." if status[0] else
                        f"It cannot be resumed: {unresumable_words(status[1] or '', autosave)}")
                self._deferred.append(dict(message=f"Your unfinished game is kept as {name}. {told}", title="Kept",
                                           timeout=6, markup=False))  # shown at the table
            except OSError as exc:
                autosave = None
                notice = (f"Autosave is off: the unfinished game in {self.autosave} could not be kept aside "
                          f"({exc.strerror or exc}), so this game is not written over it.")
        options = {"variant": settings.get("variant") or "standard"} if settings["game"] in VARIANTS else {}
        modes = list(PICK_MODES.get(settings["game"], ()))
        if settings.get("pick") in modes[1:]:  # not the game's default way (any Character left, in seat order)
            options["pick"] = settings["pick"]
        game, variant, extra = self.set_up
        if extra and settings["game"] == game and (settings.get("variant") or "standard") == variant:
            options.update(extra)
        options.update(settings.get("options") or {})  # chosen on the new-game screen (it shows --option's)
        options = options or None
        self.session = GameClient.new(settings["game"], names, settings["seed"], bots=bots, catalog=self.catalog,
                                   options=options, autosave=autosave)
        if notice and self.session.autosave_error is None:
            self.session.autosave_error = notice
        self._make_bots()
        self.start_table()

    def _make_bots(self) -> None:
        s = self.session
        self.bots = {seat: make_bot(bot, s.seed * 31 + seat) for seat, bot in s.bot_names().items()}

    def start_table(self) -> None:
        from screens.table import TableScreen

        humans = self.humans
        # with a single person at the keyboard nobody needs to look away: no hand-offs
        self.viewer = humans[0] if len(humans) == 1 else None
        self.push_screen(TableScreen(self.table_view()))
        self.call_after_refresh(tidy_memory)  # the cards, the game and the widgets are made
        s = self.session
        if not s.over and not self._offers and not s.is_bot(s.decider) and s.decider != self.viewer:
            # a hand-off comes first: no frame is drawn until it covers the table, which is
            # laid out meanwhile as always (co-op trial: a rematch flashed the new table, half
            # drawn, before its hand-off; a class hiding the table cost every play a layout)
            self._begin_batch()
            self.call_later(self._first_advance)
        else:
            self.call_later(self.advance)

    def _first_advance(self) -> None:
        """:meth:`advance` to a new table's first hand-off, then the frames drawn again
        (:meth:`start_table` held them)."""
        try:
            self.advance()
        finally:
            self._end_batch()

    # ------------------------------------------------------------------ helpers for screens
    @property
    def all_bots(self) -> bool:
        return self.session is not None and not self.session.humans()

    @property
    def humans(self) -> list[int]:
        return self.session.humans() if self.session else []

    @property
    def bot_delay(self) -> float:
        """Seconds before a bot moves: ``--delay`` when given, else none with ``--fast`` or in
        tests, else :data:`BOT_DELAY` (bots against people, and bots watched)."""
        if self.delay is not None:
            return self.delay
        return 0.0 if (self.fast or self.is_headless) else BOT_DELAY

    def table_view(self) -> dict[str, Any]:
        """What the table shows the person at the keyboard (:meth:`GameClient.table`), with
        ``resume_with``: the command that continues this game after a quit, or "" when it is
        not being saved (a game of bots only, a scenario, autosave off or failed: issue 14
        trial, the quit question said "autosaved" for those too); while bots play every seat,
        also ``watching``: ``{"paused": bool}``."""
        view = {**self.session.table(self.viewer, self.message), "resume_with": self.resume_with()}
        return {**view, "watching": {"paused": self.paused}} if self.all_bots else view

    def resume_with(self) -> str:
        """The command that continues the game after a quit (``hotseat resume``, naming the
        save when it is not the autosave), or "" when the game is not being saved."""
        s = self.session
        if s is None or s.autosave is None or s.autosave_error:
            return ""
        default = s.autosave.resolve() == autosave_path().resolve()
        return f"{program()} resume" + ("" if default else f" {_home_short(s.autosave)}")

    def card_detail(self, uid: int) -> dict[str, Any] | None:
        """A card's generated rules text and why it cannot be played/bought/used now; None
        when the person at the keyboard may not see the card (:meth:`GameClient.card_detail`)."""
        return self.session.card_detail(self.viewer, uid)

    # ------------------------------------------------------------------ acting
    def act(self, cmd: Any) -> str | None:
        """Apply a command (or its text) for the person at the keyboard; the refusal reason,
        or None."""
        s = self.session
        if s is None or s.over:
            return "The game is over."
        if self.viewer is None or s.decider != self.viewer:
            return "It is not your move."
        self._stale_picks = 0
        self.clear_refusals()  # a new command: what was refused before is no longer the news
        events, reason = s.attempt(cmd)
        if reason is not None:
            self.message = reason
            self.refresh_table()
            return reason
        self._note(events, self.viewer)
        self.message = ""
        self.advance()
        return None

    # ------------------------------------------------------------------ what screens ask for
    @on(CommandChosen)
    def _command_chosen(self, event: CommandChosen) -> None:
        self.give(event.text)

    def give(self, text: str) -> None:
        """Give the command ``text`` for the person at the keyboard, first asking when the game
        wants it asked (:meth:`GameClient.ask_before`: Mistborn's first attack with Money left);
        No gives nothing (a typed command's line is empty either way; Up brings it back)."""
        from screens.confirm import ConfirmScreen

        question = self.session.ask_before(text) if self.session is not None and self.viewer is not None \
            and self.session.decider == self.viewer else None
        if question is None:
            self.act(text)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.act(text)

        self.push_screen(ConfirmScreen(question, text.split(" ", 1)[0].capitalize(), self._no_words()), answered)

    def _no_words(self) -> str:
        """What No does in a question before a command (:meth:`give`): "Keep playing", or
        "Not yet, back to the table" when every move the person at the keyboard has plays one
        same card (Metal: the Weakness that must be played first; a trial was offered "Keep
        playing" with nothing else to play)."""
        legal = self.session.legal_for(self.viewer)
        plays = {self.session.card_name(c.card) for c in legal if c.kind == "play"}
        if legal and len(plays) == 1 and all(c.kind == "play" for c in legal):
            return "Not yet, back to the table"
        return "Keep playing"

    @on(CardPicked)
    def _card_picked(self, event: CardPicked) -> None:
        """A card chosen on the table: its first action (play, buy, use, defeat), of the
        event's verb when it names one; the game's question when it makes several of them
        one (:meth:`ask_which`)."""
        from screens.table import TableScreen

        if not isinstance(self.screen, TableScreen):  # typed at the table before the screen now
            self._stale_pick()  # over it opened (a burst of Enters stacked three questions)
            return
        detail = self.session.card_detail(self.viewer, event.uid, event.panel) if self.session is not None else None
        actions = detail["actions"] if detail is not None else []
        if event.verb is not None:
            actions = [a for a in actions if a["verb"] == event.verb]
        if not actions:
            if event.verb is None and detail is None:
                self._stale_pick()
            elif event.verb is None:  # said, not silence (issue 14, Metal trial: Tab, Enter did nothing)
                from screens.table import KEY_OF

                self.message = (f"{detail['name']}: nothing to do with it here "
                                f"({KEY_OF['detail'].upper()} shows what it does).")
                self.refresh_table()
            return
        first = actions[0]
        # the game's question: its commands (of one verb, or of several: Metro's Spark of Energy)
        asked = [a for a in actions if a.get("ask") and a["ask"] == first.get("ask") and a["why_not"] is None]
        if first["why_not"] is None and len({a["command"] for a in asked}) > 1:
            self.ask_which(asked)
            return
        self.give(first["command"])

    def _stale_pick(self) -> None:
        """A card chosen by a key typed before the table changed: it has left the list it was
        chosen in (``tmux send-keys Enter Enter Enter`` played one card; the other Enters,
        queued meanwhile, all named that card), or a question it asked is open over the table.
        Nothing is done, and the table's message line says how many keys were ignored (a trial
        found them dropped without a word); over a question, a notice says it."""
        from screens.table import TableScreen

        if self.session is None or self.viewer is None:
            return  # the keyboard changed hands: the next person's table tells nothing of it
        self._stale_picks += 1
        n = self._stale_picks
        if isinstance(self.screen, TableScreen):
            self.message = (f"{n} key{'s' if n > 1 else ''} typed while the table was changing "
                            f"{'were' if n > 1 else 'was'} ignored: press again.")
            self.refresh_table()
        elif n == 1:  # once: a toast per key of the burst would pile up over the question
            self.notify("Keys typed at the table as this opened were ignored.", severity="warning", markup=False)

    @on(OneOfAsked)
    def _one_of_asked(self, event: OneOfAsked) -> None:
        """A table key with several commands of its verb: ask which (:meth:`ask_which`)."""
        if self.session is not None and self.viewer is not None:
            self.ask_which([{"ask": event.prompt, "label": lab, "command": c}
                            for c, lab in zip(event.commands, event.labels)])

    def ask_which(self, actions: list[dict[str, Any]]) -> None:
        """Ask which of a card's commands to give (the game's question, :meth:`Rules.which_one
        <rules.engine.contract.Rules.which_one>`: Metro's "Activate Deadly Blades on which
        Energy source?") on the decision screen; Esc gives none, and so does Z (no move was
        made: nothing else is taken back)."""
        from screens.decision import DecisionScreen

        # by_key: no move asked it, Z closes it (:meth:`_undo_asked`)
        question = {"kind": "options", "prompt": actions[0]["ask"], "min": 1, "max": 1, "by_key": True,
                    "options": [(str(i), a["label"]) for i, a in enumerate(actions)]}

        def chosen(answer: list[str] | int | dict[str, int] | str | None) -> None:
            if isinstance(answer, list) and answer:
                self.give(actions[int(answer[0])]["command"])

        self.push_screen(DecisionScreen(question, self.session.name(self.viewer)), chosen)

    @on(UndoAsked)
    def _undo_asked(self, event: UndoAsked) -> None:
        from screens.decision import DecisionScreen

        # z in a question; a key typed with it (I: a card's popup) may already be open over it
        question = next((s for s in reversed(self.screen_stack) if isinstance(s, DecisionScreen)), None)
        if question is not None and question.pending.get("by_key"):
            # a question a key of the table asked (:meth:`ask_which`): that key made no move yet,
            # so Z takes the key back, closing the question, not the move before it (Metro trial:
            # "Nothing to undo" here, while the Power was still in hand)
            while self.screen is not question:
                self.pop_screen()
            question.dismiss(None)
            self.message = ("Z closed the question: nothing was done, so there was no move to take back "
                            "(Z again takes back your last move).")
            self.refresh_table()
            return
        if question is not None and self.undo_reason() is None:  # the question goes with the move that asked it
            self._waiting = False
            while self.screen is not question:
                self.pop_screen()
            self.pop_screen()
        reason = self.undo()
        if reason is not None and question is not None and self.screen is question:  # its table line is hidden
            self.notify(reason, severity="warning", markup=False)

    @on(PlayAllAsked)
    def _play_all_asked(self, event: PlayAllAsked) -> None:
        self.play_all()

    @on(DecisionAsked)
    def _decision_asked(self) -> None:
        self.open_decision()

    @on(WatchAsked)
    def _watch_asked(self, event: WatchAsked) -> None:
        """Pause the bots' game, go on, or play one move and stay paused."""
        if not self.all_bots or self.session.over:
            return
        if event.what == "go":
            self.paused = False
            self.message = ""
            self.advance()
            return
        self.paused = True
        self.message = "Paused: . plays one move, Space goes on."
        if self._bot_timer is not None:  # the move waiting for its delay waits for a key now
            self._bot_timer.stop()
            self._bot_timer = None
            self._waiting = False
        if event.what == "step" and not self._waiting:
            self._bot_move()
        else:
            self.refresh_table()

    @on(RematchAsked)
    def _rematch_asked(self) -> None:
        """The same players and bots, the same game and set-up, a new seed; at once."""
        if self.session is not None and self.session.over:
            settings = self.settings_of_this_game()
            self._leave_game()
            self.start_new(settings)

    @on(NewGameAsked)
    def _new_game_asked(self) -> None:
        """The new-game screen, filled in as this game was set up (with a new seed)."""
        from screens.newgame import NewGameScreen

        if self.session is not None and self.session.over:
            settings = self.settings_of_this_game()
            self._leave_game()
            self.push_screen(NewGameScreen({**settings, "new_game": True}, GAMES, None, VARIANTS),
                             self._new_game_chosen)

    def settings_of_this_game(self) -> dict[str, Any]:
        """The new-game settings that set up the game being played again: its game, variant
        and pick, its players' names, which seats bots play (and which bot), and a new seed."""
        s = self.session
        names = s.names()
        bots = s.bot_names()
        options = s.setup_options()
        seed = s.seed
        while seed == s.seed:
            seed = random.randrange(1, 100000)
        return {**self.settings, "game": s.game, "players": len(names), "names": names,
                "bots": [i in bots for i in range(max(len(names), 6))],
                "bot_name": next(iter(bots.values()), self.settings.get("bot_name", "heuristic")),
                "variant": options.get("variant") or "standard", "pick": options.get("pick") or next(iter(PICK_MODES.get(s.game, ())), ""),
                "options": s.setup_choices(), "seed": seed}

    def _leave_game(self) -> None:
        """Close the finished game's screens and forget who was at the keyboard."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        if self._bot_timer is not None:
            self._bot_timer.stop()
        self._bot_timer = None
        self.session = None
        self.viewer = None
        self.message = ""
        self._waiting = self._over_shown = self.paused = False
        self._bot_moves = 0
        self._play_all_for = None
        self._play_all_why = ""
        self._offers.clear()

    @on(RulesAsked)
    def _rules_asked(self) -> None:
        from screens.rules_ref import RulesScreen

        self.push_screen(RulesScreen(self.table_view() if self.session is not None else None))

    @on(ScoresAsked)
    def _scores_asked(self) -> None:
        self.show_scores()

    @on(ReplaySaveAsked)
    def _replay_save_asked(self) -> None:
        from screens.gameover import GameOverScreen

        try:
            path, error = self.save_replay(), None
        except OSError as exc:  # a read-only or full data folder
            path, error = None, str(exc.strerror or exc)
        if isinstance(self.screen, GameOverScreen):
            self.screen.saved(None if path is None else _home_short(path), error)

    def play_all(self, resume: bool = False) -> str | None:
        """Play every card in hand, one after the other, in the order the A key's help tells
        the player (``screens.table.HELP``): first the cards that answer the cards played after
        them (:meth:`GameClient.answers_plays`: an Ongoing Location that gives Power for the
        first Starter played), then the cards that take a card from the hand while it still holds
        one they may take (:meth:`GameClient.takes_from_hand`: with Punch, Mystic Ritual, Punch,
        Mystic Ritual, each Ritual may Seal a Punch, found in a trial), then the others in hand
        order, those that look at the cards in play (:meth:`GameClient.reads_play_area`:
        Breakthrough destroys a Vulnerability you control) after the rest, then cards without
        any effect (Vulnerability), so a card that Seals or discards a Starter from the hand, or
        draws one that does, still finds them (found in trials: Mystic Ritual offered only Punch;
        Channel The Green drew a Ritual after the Vulnerability was played), then each card
        that looks in play for cards still in hand, after those (:meth:`GameClient.waits_on`:
        Mecha Construct after Electrum, Breakthrough after a Vulnerability), and Weaknesses last: a
        Weakness's own effect (Justice League Dark: discard 2 cards to return it) must never
        spend the cards Play all is about to play. A decision (Incantation's Surge, an Attack's defences) pauses
        it, and so does an Attack on another person (who is handed the keyboard, Defense or
        not): once that is over, :meth:`advance` goes on with the rest of the hand in the same
        turn, unless the card that asked was a Weakness (its effect is the player's to follow)
        or the game is over. It stops before a play the game asks about first
        (:meth:`GameClient.ask_before`: Metal's Weakness that ends the turn), saying why."""
        s = self.session
        self.clear_refusals()
        self._play_all_for = None
        played = 0
        last: int | None = None
        stopped = ""
        while (not s.over and s.pending() is None and s.decider == self.viewer
               and not self._offers_to_others()):
            plays = s.plays(self.viewer)
            if not plays:
                break
            kept = [c for c in plays if s.card_kind(c.card) != "weakness"] or plays
            play = min(kept, key=lambda c: (s.waits_on(c.card), s.does_nothing(c.card), s.reads_play_area(c.card),
                                             not s.answers_plays(c.card), not s.takes_from_hand(c.card)))
            question = s.ask_before(play)
            if question is not None:  # a play the game asks about (Metal: the Weakness that ends the turn)
                stopped = f"Play all stopped before {s.card_name(play.card)}. {question}"
                break
            last = play.card
            self._note(s.do(play), self.viewer)
            played += 1
        # a question asked by the Weakness just played is the player's to follow; any other
        # (Batman's destroy on playing a Weakness, Kendra Saunders' on a second Hero), answered
        # or declined, and Play all goes on (new-user trial of Metal: it stopped after Batman)
        if ((s.pending() is not None or self._offers_to_others()) and last is not None and not s.over
                and not (s.card_kind(last) == "weakness" and s.asked_by() in (None, last))):
            self._play_all_for = (s.active, s.turn_number)
        self._play_all_why = self._paused_for_others(last) if played and not stopped else ""
        self._play_all_why_at = (s.active, s.turn_number)
        if not resume or stopped:
            self.message = stopped or ("" if played else "No card to play.")
        self.advance()
        return None if played or resume else (stopped or "No card to play.")

    def _paused_for_others(self, last: int | None) -> str:
        """Why Play all paused when ``last`` (the card it played last) handed the keyboard to
        other people who must answer it ("Play all paused: Ben answers Carter Hall's Attack."),
        or "" when nobody else answers now."""
        s = self.session
        if s.over or last is None:
            return ""
        seats = [seat for seat, _, _ in self._offers if seat != self.viewer]
        if not seats and s.pending() is not None and s.decider != self.viewer:
            seats = [s.decider]
        if not seats:
            return ""
        who = " and ".join(dict.fromkeys(s.name(seat) for seat in seats))
        verb = "answer" if len(set(seats)) > 1 else "answers"
        return f"Play all paused: {who} {verb} {s.card_name(last)}'s Attack."

    def undo_reason(self) -> str | None:
        """Why undo is not possible now, or None."""
        return self.session.undo_refusal(self.viewer)

    def undo(self) -> str | None:
        """Take back the last command for the person at the keyboard; the reason when not."""
        self.clear_refusals()
        reason = self.undo_reason()
        undone = self.session.last_move()
        if reason is None:
            reason = self.session.take_back()
        if reason is not None:
            self.message = reason
            self.refresh_table()
            return reason
        # what was taken back (a trial: "Undone." said nothing of it): the mover's own command,
        # read by the mover alone (undo is theirs only; the next command replaces the line)
        self.message = f"Undone: {undone}."
        self._over_shown = False
        self._play_all_for = None
        self._play_all_why = ""
        self._offers.clear()
        self.advance()
        return None

    def save_replay(self) -> Path:
        s = self.session
        folder = (self.autosave or s.autosave or autosave_path()).parent
        path = folder / f"replay-{s.game}-{s.seed}-{datetime.now():%Y%m%d-%H%M%S}.json"
        save_game(path, self.session.save)
        return path

    # ------------------------------------------------------------------ flow
    def refresh_table(self) -> None:
        from screens.table import TableScreen

        for scr in self.screen_stack:
            if isinstance(scr, TableScreen):
                scr.show(self.table_view())

    def advance(self) -> None:
        """Decide who acts next and show what that person needs."""
        from screens.gameover import GameOverScreen

        s = self.session
        if s is None or self._waiting:
            return
        self._notice_autosave()
        if s.over:
            self.refresh_table()
            if not self._over_shown:
                self._over_shown = True
                self.push_screen(GameOverScreen(s.view(None)))
            return
        if self._offers:
            self._next_offer()
            return
        seat = s.decider
        if s.is_bot(seat):
            if self.viewer is not None and len(self.humans) > 1 and s.is_bot(s.active):
                # a person's turn is over and a bot plays: the others may look at the screen,
                # so the bot's turn shows the public view, not that person's new hand (trial)
                self.viewer = None
            if not self.all_bots or self.bot_delay or self.paused or self._bot_moves % 25 == 0:
                self.refresh_table()
            if self.paused:  # watching bots: Space goes on, . plays one move
                return
            self._waiting = True
            if self.bot_delay:
                self._bot_timer = self.set_timer(self.bot_delay, self._bot_move)
            else:
                self.call_later(self._bot_move)
            return
        if seat != self.viewer:
            self.viewer = None
            self.refresh_table()
            self._waiting = True
            self._told_turn = s.turn_number
            self._hand_off(self._handoff_screen(seat, self.handoff_reason(seat)), self._handed_off)
            return
        if self._palette_turn != (s.active, s.turn_number):  # a new turn at the keyboard
            self._palette_turn = (s.active, s.turn_number)
            self._close_palette()
        self.refresh_table()
        if s.pending() is None:  # a notice never covers a question (issue 14 trial: the Kept
            self._tell_deferred()  # notice hid the first Character pick): told at the table
        self._tell_between()
        if s.pending() is not None:
            self.open_decision()
        elif self._play_all_for is not None:  # a decision paused Play all: go on, in the same turn only
            if self._play_all_for == (s.active, s.turn_number) and seat == s.active:
                if self._play_all_why:  # the keyboard is back: say why it paused, and that it goes on
                    rest = "goes on with the rest of your hand" if s.plays(seat) else "is done: no card left to play"
                    self.message = f"{self._play_all_why} Back to you: Play all {rest}."
                    self._play_all_why = ""
                self.play_all(resume=True)
            else:
                self._play_all_for = None
        elif self._play_all_why and self._play_all_why_at == (s.active, s.turn_number) and seat == s.active:
            # paused for another person and not to go on by itself: say how to go on
            self.message = f"{self._play_all_why} Back to you: press A to play the rest of your hand."
            self._play_all_why = ""

    def _tell_between(self) -> None:
        """With no hand-off between two turns (one person playing, alone or with bots), a
        notice tells what the game did on its own between them (the co-op Lord Ruler's card:
        :meth:`GameClient.between_turns`), once per turn; the log keeps it too."""
        s = self.session
        if s.turn_number == self._told_turn or s.is_bot(s.active):
            return
        self._told_turn = s.turn_number
        lines = s.between_turns()
        if lines:
            self.notify("\n".join(lines[1:]) or "Nothing happens.", title=lines[0].rstrip("."), timeout=12,
                        markup=False)

    def _notice_autosave(self) -> None:
        """Tell the players once when autosave stopped (a read-only or full data folder)."""
        err = self.session.autosave_error if self.session is not None else None
        if err and not self._autosave_noticed:
            self._autosave_noticed = True
            self._deferred.append(dict(message=f"{err} The game goes on unsaved.", title="Not saved",
                                       severity="warning", timeout=10, markup=False))  # shown at the table

    def _handoff_screen(self, seat: int, reason: str, untold: tuple[int, ...] = ()) -> Any:
        """The hand-off to ``seat`` with ``reason`` and its summary: since the seat's last turn,
        or, handed the keyboard back in its own turn (the others answered its Attack), since its
        last command (:meth:`GameClient.back_in_turn`). ``untold``: seats handed the keyboard now
        to read an answer chosen for them, with those still queued (the summary stops at what was
        chosen for them until they read it)."""
        from screens.handoff import HandoffScreen

        s = self.session
        back = s.back_in_turn(seat)
        untold = {*untold, *(other for other, _, _ in self._offers)}
        # back in the same step of set-up (no turn yet) is not "in your turn" (issue 14 Metro trial),
        # nor in a phase after the turn ended (JLD trial: a First Appearance Attack)
        between = s.phase_between() if back else ""
        heading = (HandoffScreen.SINCE_SETUP if back and s.setup_step()
                   else HandoffScreen.SINCE_BETWEEN.format(phase=between) if between
                   else HandoffScreen.SINCE_BACK if back
                   else HandoffScreen.SINCE_TURN if s.had_turn(seat) else HandoffScreen.SINCE_START)
        if self.resume and self.scenario is None and not self._resume_told:
            # the first hand-off of a resumed game: nobody had the keyboard "while" anything (Metro
            # trial 3: "In your turn, while the others had the keyboard" on resuming); whose turn
            # it is, and the box holds what happened last
            self._resume_told = True
            now = (f"set-up ({s.setup_step()})" if s.setup_step()
                   else f"{s.name(s.active)}'s turn {s.turn_number}")
            heading = HandoffScreen.SINCE_RESUME.format(now=now)
            return HandoffScreen(s.name(seat), reason, s.resumed_summary(seat), heading, self.resume_with(),
                                 plays_as=s.plays_as(seat))
        return HandoffScreen(s.name(seat), reason, s.since_last_turn(seat, untold), heading, self.resume_with(),
                             plays_as=s.plays_as(seat))

    def handoff_reason(self, seat: int) -> str:
        """The hand-off's words for ``seat``, from what the pending decision is for (its
        purpose), never from its prompt's wording (which it only quotes)."""
        s = self.session
        d = s.pending()
        name = s.name(seat)
        setup = s.setup_step()  # before the first turn: say the set-up step, not "turn 1" (trial)
        if setup and (d is None or (seat == s.active and d["verb"] not in ("defend", "pick"))):
            said = d["prompt"][:1].lower() + d["prompt"][1:] if d else setup
            return f"{name}: set-up — {sentence(said)}"
        if d is not None:
            if d["verb"] == "defend":
                return self.offer_reason(seat)
            if d["verb"] == "pick":
                hero = s.character_word or "character"
                return f"{name}: choose your {hero} (the others should not see the cards you were dealt)."
            if seat != s.active:
                return self.question_reason(seat, d["prompt"])
            return f"{name}: {sentence(d['prompt'])}"
        if s.back_in_turn(seat):
            return f"{name}: your turn goes on (turn {s.turn_number})."
        return f"{name}'s turn (turn {s.turn_number})."

    def question_reason(self, seat: int, prompt: str) -> str:
        """The hand-off's words for a person who must answer a question on another's turn."""
        return f"{self.session.name(seat)} must answer: {sentence(prompt)}"

    def offer_reason(self, seat: int, offer: str = "") -> str:
        """The hand-off's words for a person offered a Defense: the offer's public log line
        (``offer``, default the latest offer to ``seat``: "Cat answers Doctor
        Destiny's Attack."), the same with or without a Defense in hand."""
        return offer or self.session.defense_offer(seat) or f"{self.session.name(seat)} answers an Attack."

    def _note(self, events: list[Event], actor: int) -> None:
        """Queue every person (not bot) whom the engine offered a Defense (whatever their hand
        holds; ``actor`` too, as a First Appearance Attack hits everyone), or other than
        ``actor`` put a question to and answered for them (one possible answer). Each gets
        what a real question would get (a hand-off unless already at the keyboard), then reads
        in private what happened. Only when people take turns at the screen (with one person
        no hand-off is needed)."""
        if len(self.humans) < 2:
            return
        for e in events:
            if e.player is None or self.session.is_bot(e.player):
                continue
            if e.kind == DEFENSE_OFFER:  # the mover too (a First Appearance hits everyone)
                self._queue_offer(e.player, self.offer_reason(e.player, e.text), e.for_player(e.player))
            elif e.question is not None and e.player != actor:
                self._queue_offer(e.player, self.question_reason(e.player, e.question), e.for_player(e.player))

    def _queue_offer(self, seat: int, reason: str, note: str) -> None:
        """Queue ``seat``'s hand-off (``reason``) and private ``note``; a note for the seat
        queued last is added to its note, one box for both (Metal trial: Starro's Attack
        showed "has no Defense to use..." then "... chosen for Player 2 (the only choice)", two
        boxes in a row)."""
        if self._offers and self._offers[-1][0] == seat:
            last_seat, last_reason, last_note = self._offers[-1]
            self._offers[-1] = (last_seat, last_reason, f"{last_note}\n{note}" if last_note and note else last_note or note)
            return
        self._offers.append((seat, reason, note))

    def _offers_to_others(self) -> bool:
        return any(seat != self.viewer for seat, _, _ in self._offers)

    def _next_offer(self) -> None:
        """Hand the keyboard to the next person offered a Defense. The one whose decision waits
        now goes on to it; anyone else reads, in private, that they had no Defense to use."""
        seat, reason, note = self._offers.pop(0)
        from screens.notice import NoticeScreen

        # the game may have gone on past the next people's offers (no Defense to ask about):
        # while one of them still waits for their hand-off, the table is not shown, or its log
        # and counts would tell that they had no Defense before they were handed the keyboard
        opaque = any(other != seat for other, _, _ in self._offers)

        if seat == self.viewer:  # already at the keyboard (a Defense offer just before): no hand-off
            s = self.session
            if not self._offers and s.decision(seat) is not None:
                self.advance()
                return
            self._waiting = True
            if not opaque:  # the table under the notice is as the move left it, not as before it
                self.refresh_table()
            self.push_screen(NoticeScreen(s.name(seat), note, opaque), self._noticed)
            return
        self.viewer = None
        self.refresh_table()
        self._waiting = True

        def handed(_: Any = None) -> None:
            s = self.session
            self.viewer = seat
            if not self._offers and s.decision(seat) is not None:
                self._waiting = False
                self.advance()  # their decision opens
                return
            self.refresh_table()
            self.push_screen(NoticeScreen(s.name(seat), note, opaque), self._noticed)

        self._hand_off(self._handoff_screen(seat, reason, (seat,)), handed)

    def _noticed(self, _: Any = None) -> None:
        self._waiting = False
        self.advance()

    def _handed_off(self, _: Any = None) -> None:
        self._waiting = False
        self.viewer = self.session.decider
        self.advance()

    def open_decision(self, refused: str | None = None) -> None:
        """Show the question the person at the keyboard must answer; ``refused``: a typed
        answer the engine just refused, put back in the box to be corrected (Metro trial: a
        Hero name already taken came back as the suggestion, the typed name lost)."""
        from screens.decision import DecisionScreen

        s = self.session
        pending = s.decision(self.viewer) if self.viewer is not None else None
        if pending is None or self._waiting:
            return
        self._waiting = True
        # whether Z may take back the move that asked it (the palette offers Undo only then)
        pending = {**pending, "can_undo": s.undo_refusal(self.viewer) is None, "refused": refused}
        self.push_screen(DecisionScreen(pending, s.name(self.viewer)), self._decided)

    def show_scores(self) -> None:
        from screens.gameover import GameOverScreen

        if self.session is not None and self.session.over:
            self.push_screen(GameOverScreen(self.session.view(None)))

    def _decided(self, answer: list[str] | int | dict[str, int] | str | None) -> None:
        self._waiting = False
        if answer is None:  # closed to look at the table; the decision still waits
            self.message = "A decision waits: press D to answer it."
            self.refresh_table()
            self.call_after_refresh(self._keys_to_the_table)
            return
        if self.session.state.pending is None:  # taken back or answered while its screen was open
            self.message = "That question is no longer open: nothing was answered."
            self.refresh_table()
            return
        reason = self.act(self.session.answer(answer))
        if reason:
            self.call_later(self.open_decision, answer if isinstance(answer, str) else None)

    def _keys_to_the_table(self) -> None:
        """After Esc on a question, the table's keys work (D reopens it) even when the command
        line had the focus before the question opened (found in a trial: D went into the line)."""
        from screens.table import TableScreen

        if isinstance(self.screen, TableScreen) and self.screen.focused is self.screen.query_one("#cmd"):
            self.screen.focus_table()

    def _bot_move(self) -> None:
        self._waiting = False
        self._bot_timer = None
        s = self.session
        if s is None or s.over:
            self.advance()
            return
        seat = s.decider
        bot = self.bots.get(seat)
        if bot is None:
            self.advance()
            return
        self._note(s.bot_move(seat, bot), seat)
        self._bot_moves += 1
        self.advance()

    # ------------------------------------------------------------------ errors
    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error ends the app with exit status 1; the traceback goes to
        :data:`CRASH_LOG` in the user data folder and :attr:`crash` holds a short message with
        the save's location, which :func:`run_app` prints (unwrapped, so paths can be copied).
        This replaces Textual's crash screen, which prints local variables: the players' hands
        among them."""
        self._return_code = 1
        if self._exception is None:  # Pilot's run_test raises it again, so a test sees the error
            self._exception = error
            self._exception_event.set()
        if self.crash is None:
            self.crash = self.crash_report(error)
        self._close_messages_no_wait()

    def crash_report(self, error: BaseException) -> str:
        """Append ``error``'s traceback to the crash log; the message for the terminal (no game
        state in it: only where the game is saved and where the details are)."""
        log = autosave_path().parent / CRASH_LOG
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as f:
                f.write(f"--- {datetime.now():%Y-%m-%d %H:%M:%S}: hotseat stopped\n")
                f.write("".join(traceback.format_exception(error)))
            details = f"The details are in {log}."
        except OSError as exc:
            details = f"The details could not be written to {log}: {exc.strerror or exc}."
        saved = self.session.autosave if self.session is not None else None
        where = (f"The game is saved in {saved}: `{program()} resume` continues it." if saved is not None
                 else "This game was not being saved.")
        return f"hotseat stopped because of an unexpected error ({type(error).__name__}).\n{where}\n{details}"


def run_app(game: str = DEFAULT_GAME, players: int = 2, names: list[str] | None = None, seed: int | None = None,
            bots: str = "", bot_name: str = "heuristic", fast: bool = False, catalog=None, resume: bool = False,
            scenario: Path | None = None, save_path: Path | None = None, variant: str = "standard",
            new_game: bool = False, delay: float | None = None, options: dict[str, Any] | None = None) -> None:
    """Run the TUI (hotseat/cli.py calls this). A save or scenario that cannot be opened is
    reported before the screen switches to full screen ("Cannot open the game: ..."), with
    exit status 2. ``resume`` opens ``save_path`` (default: the autosave) and keeps saving
    into it. ``new_game``: the command line named the game (``hotseat play --game jld -n 3``),
    which starts at once, no new-game form, even over an unfinished autosave (kept aside, and
    a notice says how to resume it)."""
    import sys

    session = None
    if scenario is not None:
        probe = HotseatApp(scenario=scenario, catalog=catalog, autosave=False)
        try:
            probe._open_existing()
        except (SaveError, OSError, ValueError) as exc:
            print(f"Cannot open the scenario: {printable(str(exc))}", file=sys.stderr)
            raise SystemExit(2) from None
        session = probe.session
    if resume:
        path = Path(save_path) if save_path else autosave_path()
        remove_stale_temp_files(path.parent)
        if not path.exists():
            print(f"No game to resume: {printable(str(path))} does not exist. Start one with `hotseat play`.",
                  file=sys.stderr)
            raise SystemExit(2)
        try:
            session = GameClient.load(read_save(path), catalog=catalog, autosave=path)
        except (SaveError, OSError, ValueError) as exc:
            print(f"Cannot open the game: {printable(str(exc))}", file=sys.stderr)
            raise SystemExit(2) from None
    app = HotseatApp(game=game, players=players, names=names, seed=seed, bots=bots, bot_name=bot_name, fast=fast,
                     catalog=catalog, resume=resume, scenario=scenario, session=session, save_path=save_path,
                     variant=variant, new_game=new_game, skip_setup=new_game, delay=delay, options=options)
    app.run()
    if app.crash is not None:
        print(app.crash, file=sys.stderr)
    if app.return_code:
        raise SystemExit(app.return_code)
    s = app.session
    if s is not None and s.autosave is not None and not s.over:
        again = f"{program()} resume" + ("" if s.autosave == autosave_path() else f" {s.autosave}")
        print(f"Game saved to {printable(str(s.autosave))}; `{printable(again)}` continues it.")
    elif s is not None and s.autosave_error and not s.over:
        print(f"This game was not saved. {printable(s.autosave_error)}")
