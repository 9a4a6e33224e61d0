"""The Textual application: wires a :class:`~hotseat.session.Session` to the screens.

The app is the one place that owns the game while the TUI runs. Screens render plain views
(``Session.view`` plus the uids of the viewer's own cards) and hand commands back through
:meth:`HotseatApp.act`; after every command the app decides who must act next: a bot (after a
short visible delay, none with ``--fast`` or in tests), the same person, or another person
behind an opaque hand-off screen.
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, SaveError, Seat, read_save, save_game
from hotseat.session import Session, autosave_path, autosave_summary, set_aside
from rules.engine.commands import Buy, Choose, Command, Defeat, Play, Rejected, Use
from rules.engine.game import check, view
from rules.engine.registry import rules_for
from rules.engine.render import card_text
from rules.engine.textcmd import CommandError

BOT_DELAY = 0.5  # seconds a bot "thinks" so people can follow its moves
GAMES = {"metal": "Dark Nights – Metal", "jld": "Justice League Dark"}
SHORT = {"metal": "Metal", "jld": "Justice League Dark"}  # games that can be played to the end
#: set-up variants per game (``options["variant"]``), the first is the default
VARIANTS = {"jld": {"standard": "Standard", "short": "Short (no Level 4 Nemesis)",
                    "extended": "Extended (one more Level 3 and Level 2)"}}
#: table zones whose cards every player may look at (the Transformation Zone, destroyed pile)
PUBLIC_TABLE_ZONES = ("line_up", "transformation_zone", "destroyed", "captured")


def sentence(text: str) -> str:
    """``text`` ending with exactly one full stop (no "?." or ".."): a stop is added only after
    text that does not already end with . ? ! or :, and one doubled by the rules' wording
    ("answer: You may: Surge.." or "Transform X?.") is dropped."""
    text = text.rstrip()
    while len(text) > 1 and text[-1] == "." and text[-2] in ".?!:":
        text = text[:-1]
    return text if text.endswith((".", "?", "!", ":")) else text + "."


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


class HotseatApp(App[None]):
    """Hot-seat play at one keyboard."""

    TITLE = "hotseat"
    BINDINGS = [Binding("ctrl+c", "quit", "Quit", show=False, priority=True)]

    def __init__(self, *, game: str = "metal", players: int = 2, names: list[str] | None = None,
                 seed: int | None = None, bots: str = "", bot_name: str = "heuristic", fast: bool = False,
                 catalog=None, resume: bool = False, scenario: Path | None = None,
                 autosave: Path | None | bool = True, skip_setup: bool = False, session: Session | None = None):
        super().__init__()
        self.settings: dict[str, Any] = {
            "game": game, "players": players, "names": list(names or []),
            "seed": seed if seed is not None else random.randrange(1, 100000),
            "bots": parse_bots(bots, max(players, 6)), "bot_name": bot_name,
            "variant": "standard",
        }
        self.fast = fast
        self.catalog = catalog
        self.resume = resume
        self.scenario = Path(scenario) if scenario else None
        self.autosave: Path | None = autosave_path() if autosave is True else (autosave or None)
        self.skip_setup = skip_setup or (bots or "").strip().lower() == "all"
        self.session: Session | None = session
        self.bots: dict[int, Any] = {}
        self.viewer: int | None = None
        self.can_undo = scenario is None  # a scenario is not a replayable save
        self.message = ""
        self._waiting = False  # a hand-off, a decision or a bot move is under way
        self._over_shown = False
        self._bot_moves = 0
        #: (seat, turn) whose Play all stopped at a decision and goes on once it is answered
        self._play_all_for: tuple[int, int] | None = None

    # ------------------------------------------------------------------ start-up
    def on_mount(self) -> None:
        from screens.newgame import NewGameScreen

        if self.session is not None:  # opened before the app started (hotseat resume)
            self._make_bots()
            self.start_table()
        elif self.resume or self.scenario:
            self._open_or_exit()
        elif self.skip_setup:
            self.start_new(self.settings)
        else:
            unfinished = autosave_summary(self.autosave) if self.autosave is not None else None
            self.push_screen(NewGameScreen(self.settings, GAMES, unfinished, VARIANTS), self._new_game_chosen)

    def _open_or_exit(self) -> None:
        try:
            self._open_existing()
        except (SaveError, OSError, ValueError) as exc:
            self.exit(return_code=2, message=f"Cannot open the game: {exc}")
            return
        self.start_table()

    def _new_game_chosen(self, settings: dict[str, Any] | None) -> None:
        if settings is None:
            self.exit()
            return
        if settings.get("resume"):
            self.resume = True
            self._open_or_exit()
            return
        self.start_new(settings)

    def _open_existing(self) -> None:
        if self.scenario is not None:
            from hotseat.scenario import ScenarioError, build_file

            try:
                state = build_file(self.scenario)
            except ScenarioError as exc:
                raise ValueError(str(exc)) from None
            from rules.catalog.loader import default_catalog

            cat = self.catalog or default_catalog()
            save = Save(format=FORMAT, game=state.game, cards_digest=cat.digest, seed=state.seed,
                        players=[Seat(name=p.name, bot=p.bot) for p in state.players])
            self.session = Session(state, save, cat, None)  # a scenario is not a replayable save
            self.can_undo = False
        else:
            path = self.autosave or autosave_path()
            self.session = Session.load(read_save(path), catalog=self.catalog, autosave=path)
        self._make_bots()

    def start_new(self, settings: dict[str, Any]) -> None:
        self.settings = settings
        n = settings["players"]
        names = [(settings["names"][i] if i < len(settings["names"]) and settings["names"][i] else f"Player {i + 1}")
                 for i in range(n)]
        bots = [settings["bot_name"] if settings["bots"][i] else None for i in range(n)]
        autosave = self.autosave
        if all(bots):
            autosave = None  # a game of bots never replaces a person's autosave
        elif autosave is not None and autosave_summary(autosave) is not None:
            set_aside(autosave)  # keep the unfinished game as autosave-previous.json
        options = {"variant": settings.get("variant") or "standard"} if settings["game"] in VARIANTS else {}
        if settings.get("pick") == "any":
            options["pick"] = "any"  # each player picks any Character left, in seat order
        options = options or None
        self.session = Session.new(settings["game"], names, settings["seed"], bots=bots, catalog=self.catalog,
                                   options=options, autosave=autosave)
        self._make_bots()
        self.start_table()

    def _make_bots(self) -> None:
        st = self.session.state
        self.bots = {p.seat: make_bot(p.bot, st.seed * 31 + p.seat) for p in st.players if p.bot}

    def start_table(self) -> None:
        from screens.table import TableScreen

        humans = self.humans
        # with a single person at the keyboard nobody needs to look away: no hand-offs
        self.viewer = humans[0] if len(humans) == 1 else None
        self.push_screen(TableScreen())
        self.call_later(self.advance)

    # ------------------------------------------------------------------ helpers for screens
    @property
    def all_bots(self) -> bool:
        return self.session is not None and all(p.bot for p in self.session.state.players)

    @property
    def humans(self) -> list[int]:
        return [p.seat for p in self.session.state.players if not p.bot] if self.session else []

    @property
    def bot_delay(self) -> float:
        return 0.0 if (self.fast or self.is_headless or self.all_bots) else BOT_DELAY

    def table_view(self) -> dict[str, Any]:
        """The view of the person at the keyboard, plus the uids of their own cards."""
        s = self.session
        v = s.view(self.viewer)
        st = s.state
        v["title"] = SHORT.get(st.game, st.game)
        v["seed"] = st.seed
        v["legal"] = [] if self.viewer is None or st.decider != self.viewer else s.legal()
        shown = self.viewer if self.viewer is not None else st.active
        me = st.players[shown]
        v["shown"] = shown
        v["hand_uids"] = list(me.zones["hand"]) if self.viewer is not None else []
        v["played_uids"] = list(st.players[st.active].zones.get("played", []))  # public
        v["team_uids"] = list(me.zones.get("characters", [])) + list(me.zones.get("ongoing", []))
        v["card"] = {u: self.card_brief(u) for u in v["hand_uids"] + v["played_uids"] + v["team_uids"]}
        rules = rules_for(st.game)
        # the stacks one may buy from (Breakthrough, Mystic Ritual): their top card, face up
        v["stack_tops"] = [(z, self.card_brief(st.table[z][0]), len(st.table[z]))
                           for z in getattr(rules, "buyable_stacks", ()) if st.table.get(z)]
        v["villain_word"] = getattr(rules, "villain_word", "Super-Villain")
        v["character_word"] = getattr(rules, "character_word", "Super Hero")
        v["levels"] = self.villain_levels()
        # the Transformation Zone as four stacks by card type, with uids to browse them
        tz: dict[str, list[int]] = {}
        for u in st.table.get("transformation_zone", []):
            tz.setdefault(st.cards[u].type or "-", []).append(u)
        v["tz_uids"] = tz
        for us in tz.values():
            for u in us:
                v["card"][u] = self.card_brief(u)
        v["message"] = self.message
        v["can_undo"] = self.can_undo and len(s.save.commands) > s.undo_floor
        return v

    def villain_levels(self) -> list[int | None]:
        """The Level of each card of the villain stack, top first (Justice League Dark builds
        the Nemesis stack by Level in the open, so the Levels are public; the cards are not)."""
        st = self.session.state
        zone = getattr(rules_for(st.game), "villain_zone", "super_villains")
        return [getattr(st.cards[u], "level", None) for u in st.table.get(zone, [])]

    def visible(self, uid: int) -> bool:
        """May the person at the keyboard see this card now? (their own hand, public zones,
        face-up table cards, the options of their decision)"""
        st = self.session.state
        owner, zone = st.where[uid]
        if owner < 0 and zone in PUBLIC_TABLE_ZONES:
            return True
        if owner >= 0:
            if zone in getattr(rules_for(st.game), "public_zones", ()):
                return True
            if owner == self.viewer and zone == "hand":
                return True
        return uid in view(st, self.viewer, log=False)["known"]

    def why_not(self, cmd: Command) -> str | None:
        """Why the person at the keyboard cannot do ``cmd`` now, or None."""
        st = self.session.state
        if st.game_over:
            return "The game is over."
        if self.viewer is None or st.decider != self.viewer:
            return "It is not your move."
        if st.pending is not None:
            return f"First answer the decision (press d): {sentence(st.pending.prompt)}"
        r = check(st, cmd)
        return None if r is None else sentence(r.reason)

    def card_brief(self, uid: int) -> dict[str, Any]:
        c = self.session.state.cards[uid]
        return {"uid": uid, "name": c.name, "cost": c.cost, "vp": c.vp, "type": c.type or "",
                "subtypes": list(c.subtypes), "kind": c.kind, "level": getattr(c, "level", None)}

    def card_detail(self, uid: int) -> dict[str, Any] | None:
        """A card's generated rules text and why it cannot be played/bought/used now; None
        when the person at the keyboard may not see the card."""
        st = self.session.state
        if not self.visible(uid):
            return None
        c = st.cards[uid]
        d = self.card_brief(uid)
        d["text"] = card_text(c)
        d["flavour"] = getattr(c, "flavour", None)
        d["why_not"] = None
        d["action"] = None
        where = st.where[uid]
        cmd: Command | None = None
        if where[1] == "hand":
            cmd, d["action"] = Play(card=uid), "play"
        elif where[1] == "line_up" or where[1] in getattr(rules_for(st.game), "buyable_stacks", ()):
            cmd, d["action"] = Buy(card=uid), "buy"
        elif where[1] == getattr(rules_for(st.game), "villain_zone", "super_villains"):
            cmd, d["action"] = Defeat(), "buy (defeat)"
        elif where[1] in ("characters", "ongoing"):
            if any(e.op == "ability" for e in c.effects):
                cmd, d["action"] = Use(card=uid), "use"
        if cmd is not None:
            if self.viewer is None or st.decider != self.viewer or st.active != self.viewer:
                d["why_not"] = "It is not your turn." if st.pending is None else \
                    f"{st.players[st.decider].name} must first answer: {sentence(st.pending.prompt)}"
            else:
                r = check(st, cmd)
                d["why_not"] = sentence(r.reason) if r is not None else None
        return d

    # ------------------------------------------------------------------ acting
    def act(self, cmd: Command | str) -> str | None:
        """Apply a command for the person at the keyboard; the refusal reason, or None."""
        s = self.session
        if s is None or s.state.game_over:
            return "The game is over."
        if self.viewer is None or s.state.decider != self.viewer:
            return "It is not your move."
        try:
            s.do(cmd)
        except (Rejected, CommandError) as exc:
            reason = sentence(getattr(exc, "reason", None) or str(exc))
            self.message = reason
            self.refresh_table()
            return reason
        self.message = ""
        self.advance()
        return None

    def play_all(self, resume: bool = False) -> str | None:
        """Play every card in hand, one after the other. A decision (Incantation's Surge, an
        Attack's defences) pauses it: once answered, :meth:`advance` goes on with the rest of
        the hand in the same turn, unless the card that asked was a Weakness (its effect is the
        player's to follow) or the game is over."""
        s = self.session
        st = s.state
        self._play_all_for = None
        played = 0
        last: int | None = None
        while not st.game_over and st.pending is None and st.decider == self.viewer:
            plays = [c for c in s.legal() if isinstance(c, Play)]
            if not plays:
                break
            last = plays[0].card
            s.do(plays[0])
            played += 1
        if (st.pending is not None and last is not None and not st.game_over
                and st.cards[last].kind != "weakness"):
            self._play_all_for = (st.active, st.turn_number)
        if not resume:
            self.message = "" if played else "No card to play."
        self.advance()
        return None if played or resume else "No card to play."

    def undo_reason(self) -> str | None:
        """Why undo is not possible now, or None."""
        s = self.session
        if not self.can_undo:
            return "Undo is off for a scenario."
        if self.viewer is None or s.state.decider != self.viewer:
            return "It is not your move."
        if len(s.save.commands) <= s.undo_floor:
            return ("Nothing to undo: hidden information was revealed since (a draw, shuffle or reveal)."
                    if s.save.commands else "Nothing to undo.")
        return None

    def undo(self) -> str | None:
        if not self.can_undo:
            self.message = "Undo is off for a scenario."
            self.refresh_table()
            return self.message
        try:
            self.session.undo()
        except Rejected as exc:
            self.message = exc.reason
            self.refresh_table()
            return exc.reason
        self.message = "Undone."
        self._over_shown = False
        self._play_all_for = None
        self.advance()
        return None

    def save_replay(self) -> Path:
        st = self.session.state
        folder = (self.autosave or self.session.autosave or autosave_path()).parent
        path = folder / f"replay-{st.game}-{st.seed}-{datetime.now():%Y%m%d-%H%M%S}.json"
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
        from screens.handoff import HandoffScreen

        s = self.session
        if s is None or self._waiting:
            return
        st = s.state
        if st.game_over:
            self.refresh_table()
            if not self._over_shown:
                self._over_shown = True
                self.push_screen(GameOverScreen(s.view(None)))
            return
        seat = st.decider
        if st.players[seat].bot:
            if not self.all_bots or self._bot_moves % 25 == 0:
                self.refresh_table()
            self._waiting = True
            if self.bot_delay:
                self.set_timer(self.bot_delay, self._bot_move)
            else:
                self.call_later(self._bot_move)
            return
        if seat != self.viewer:
            self.viewer = None
            self.refresh_table()
            self._waiting = True
            self.push_screen(HandoffScreen(st.players[seat].name, self.handoff_reason(seat)), self._handed_off)
            return
        self.refresh_table()
        if st.pending is not None:
            self.open_decision()
        elif self._play_all_for is not None:  # a decision paused Play all: go on, in the same turn only
            if self._play_all_for == (st.active, st.turn_number) and seat == st.active:
                self.play_all(resume=True)
            else:
                self._play_all_for = None

    def handoff_reason(self, seat: int) -> str:
        st = self.session.state
        d = st.pending
        name = st.players[seat].name
        if d is not None:
            if d.kind == "defend":
                return f"{name} may defend against an Attack."
            if d.prompt.startswith("Choose your") and not st.players[seat].zones["characters"]:
                hero = "Super Hero" if "Super Hero" in d.prompt else "Character"
                return f"{name}: choose your {hero} (the others should not see the cards you were dealt)."
            if seat != st.active:
                return f"{name} must answer: {sentence(d.prompt)}"
            return f"{name}: {sentence(d.prompt)}"
        return f"{name}'s turn (turn {st.turn_number})."

    def _handed_off(self, _: Any = None) -> None:
        self._waiting = False
        self.viewer = self.session.state.decider
        self.advance()

    def open_decision(self) -> None:
        from screens.decision import DecisionScreen

        st = self.session.state
        if st.pending is None or self._waiting or st.decider != self.viewer:
            return
        self._waiting = True
        v = self.session.view(self.viewer)
        pending = dict(v["pending"])
        pending["cards"] = [o.card for o in st.pending.options]
        pending["texts"] = [card_text(st.cards[o.card]) if o.card is not None else "" for o in st.pending.options]
        self.push_screen(DecisionScreen(pending, st.players[self.viewer].name), self._decided)

    def show_scores(self) -> None:
        from screens.gameover import GameOverScreen

        if self.session is not None and self.session.state.game_over:
            self.push_screen(GameOverScreen(self.session.view(None)))

    def _decided(self, answer: list[str] | None) -> None:
        self._waiting = False
        if answer is None:  # closed to look at the table; the decision still waits
            self.message = "A decision waits: press D to answer it."
            self.refresh_table()
            return
        reason = self.act(Choose(options=answer))
        if reason:
            self.call_later(self.open_decision)

    def _bot_move(self) -> None:
        self._waiting = False
        s = self.session
        if s is None or s.state.game_over:
            self.advance()
            return
        seat = s.state.decider
        bot = self.bots.get(seat)
        if bot is None:
            self.advance()
            return
        cmd = bot.choose(view(s.state, seat, log=False), s.legal())
        s.do(cmd)
        self._bot_moves += 1
        self.advance()


def run_app(game: str = "metal", players: int = 2, names: list[str] | None = None, seed: int | None = None,
            bots: str = "", bot_name: str = "heuristic", fast: bool = False, catalog=None, resume: bool = False,
            scenario: Path | None = None) -> None:
    """Run the TUI (hotseat/cli.py calls this). A save or scenario that cannot be opened is
    reported before the screen switches to full screen, with exit status 2."""
    import sys

    session = None
    if scenario is not None:
        probe = HotseatApp(scenario=scenario, catalog=catalog, autosave=False)
        try:
            probe._open_existing()
        except (SaveError, OSError, ValueError) as exc:
            print(f"Cannot open the scenario: {exc}", file=sys.stderr)
            raise SystemExit(2) from None
        session = probe.session
    if resume:
        path = autosave_path()
        if not path.exists():
            print(f"No game to resume: {path} does not exist. Start one with `hotseat play`.", file=sys.stderr)
            raise SystemExit(2)
        try:
            session = Session.load(read_save(path), catalog=catalog, autosave=path)
        except (SaveError, OSError, ValueError) as exc:
            print(f"Cannot resume the game: {exc}", file=sys.stderr)
            raise SystemExit(2) from None
    app = HotseatApp(game=game, players=players, names=names, seed=seed, bots=bots, bot_name=bot_name, fast=fast,
                     catalog=catalog, resume=resume, scenario=scenario, session=session)
    app.run()
    if app.return_code:
        raise SystemExit(app.return_code)
    if app.session is not None and app.session.autosave is not None and not app.session.state.game_over:
        print(f"Game saved to {app.session.autosave}; `hotseat resume` continues it.")
