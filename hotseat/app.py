"""The Textual application: wires a :class:`~hotseat.session.Session` to the screens.

The app is the one place that owns the game while the TUI runs. Screens render plain views
(``Session.view`` plus the uids of the viewer's own cards) and hand commands back through
:meth:`HotseatApp.act`; after every command the app decides who must act next: a bot (after a
short visible delay, none with ``--fast`` or in tests), the same person, or another person
behind an opaque hand-off screen.

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

import random
import traceback
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App
from textual.binding import Binding

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, SaveError, Seat, read_save, remove_stale_temp_files, save_game
from hotseat.session import Session, aside_path, autosave_path, autosave_status, set_aside
from rules.api import answer_command, check, default_game, games, rules_for, view
from rules.engine.attacks import DEFENSE_OFFER
from rules.engine.commands import Buy, Command, Defeat, Play, Rejected, Use
from rules.engine.options import duplicate_name, printable
from rules.engine.render import card_text
from rules.engine.state import Event
from rules.engine.textcmd import CommandError

BOT_DELAY = 0.5  # seconds a bot "thinks" so people can follow its moves
#: the games that can be played to the end: id -> full name, in the registration table's order
GAMES = {r.id: r.title for r in games()}
#: the game played when none is named
DEFAULT_GAME = default_game()
#: set-up variants of the games that have a choice (``options["variant"]``), the first is the default
VARIANTS = {r.id: {v: r.variant_labels.get(v, v.capitalize()) for v in r.variants} for r in games()
            if len(r.variants) > 1}
#: table zones whose cards every player may look at (the Transformation Zone, destroyed pile)
PUBLIC_TABLE_ZONES = ("line_up", "transformation_zone", "destroyed", "captured")
#: the file in the user data folder that gets the traceback of an unexpected error
CRASH_LOG = "crash.log"


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

    def __init__(self, *, game: str = DEFAULT_GAME, players: int = 2, names: list[str] | None = None,
                 seed: int | None = None, bots: str = "", bot_name: str = "heuristic", fast: bool = False,
                 catalog=None, resume: bool = False, scenario: Path | None = None,
                 autosave: Path | None | bool = True, skip_setup: bool = False, session: Session | None = None,
                 save_path: Path | None = None, variant: str = "standard", new_game: bool = False):
        super().__init__()
        self.settings: dict[str, Any] = {
            "game": game, "players": players, "names": list(names or []),
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
        #: people the engine put a question to and answered for them (a Defense offer, a
        #: question with one possible answer) who have not been handed the keyboard yet:
        #: (seat, the hand-off's words, what the log tells that seat), oldest first
        self._offers: list[tuple[int, str, str]] = []
        #: after an unexpected error: what :func:`run_app` prints once the screen is restored
        self.crash: str | None = None

    # ------------------------------------------------------------------ start-up
    def on_mount(self) -> None:
        from screens.newgame import NewGameScreen

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
            unfinished, problem = autosave_status(self.autosave, self.catalog) if self.autosave else (None, None)
            kept = aside_path(self.autosave).name if self.autosave is not None else ""
            self.push_screen(NewGameScreen(self.settings, GAMES, unfinished, VARIANTS, unreadable=problem,
                                           kept_as=kept), self._new_game_chosen)

    def _open_or_exit(self) -> None:
        try:
            self._open_existing()
        except (SaveError, OSError, ValueError) as exc:
            self.exit(return_code=2, message=Text(f"Cannot open the game: {printable(str(exc))}"))
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
            path = self.save_path or self.autosave or autosave_path()
            self.session = Session.load(read_save(path), catalog=self.catalog, autosave=path)
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
        elif autosave is not None and any(autosave_status(autosave, self.catalog)):
            try:  # an unfinished game, resumable or not, is kept (autosave-previous.json)
                set_aside(autosave)
            except OSError as exc:
                autosave = None
                notice = (f"Autosave is off: the unfinished game in {self.autosave} could not be kept aside "
                          f"({exc.strerror or exc}), so this game is not written over it.")
        options = {"variant": settings.get("variant") or "standard"} if settings["game"] in VARIANTS else {}
        if settings.get("pick") == "any":
            options["pick"] = "any"  # each player picks any Character left, in seat order
        options = options or None
        self.session = Session.new(settings["game"], names, settings["seed"], bots=bots, catalog=self.catalog,
                                   options=options, autosave=autosave)
        if notice and self.session.autosave_error is None:
            self.session.autosave_error = notice
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
        rules = rules_for(st.game)
        v["title"] = rules.short_title or rules.title
        v["seed"] = st.seed
        v["legal"] = [] if self.viewer is None or st.decider != self.viewer else s.legal()
        shown = self.viewer if self.viewer is not None else st.active
        me = st.players[shown]
        v["shown"] = shown
        v["hand_uids"] = list(me.zones["hand"]) if self.viewer is not None else []
        v["played_uids"] = list(st.players[st.active].zones.get("played", []))  # public
        v["team_uids"] = list(me.zones.get("characters", [])) + list(me.zones.get("ongoing", []))
        v["card"] = {u: self.card_brief(u) for u in v["hand_uids"] + v["played_uids"] + v["team_uids"]}
        # the stacks one may buy from (Breakthrough, Mystic Ritual): their top card, face up
        v["stack_tops"] = [(z, self.card_brief(st.table[z][0]), len(st.table[z]))
                           for z in rules.buyable_stacks if st.table.get(z)]
        v["villain_word"] = rules.villain_word
        v["character_word"] = rules.character_word
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
        v["can_undo"] = self.undo_reason() is None
        return v

    def villain_levels(self) -> list[int | None]:
        """The Level of each card of the villain stack, top first (Justice League Dark builds
        the Nemesis stack by Level in the open, so the Levels are public; the cards are not)."""
        st = self.session.state
        zone = rules_for(st.game).villain_zone
        return [getattr(st.cards[u], "level", None) for u in st.table.get(zone, [])]

    def visible(self, uid: int) -> bool:
        """May the person at the keyboard see this card now? (their own hand, public zones,
        face-up table cards, the options of their decision)"""
        st = self.session.state
        owner, zone = st.where[uid]
        if owner < 0 and zone in PUBLIC_TABLE_ZONES:
            return True
        if owner >= 0:
            if zone in rules_for(st.game).public_zones:
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
        d["design_note"] = c.design_note
        d["why_not"] = None
        d["action"] = None
        where = st.where[uid]
        cmd: Command | None = None
        if where[1] == "hand":
            cmd, d["action"] = Play(card=uid), "play"
        elif where[1] == "line_up" or where[1] in rules_for(st.game).buyable_stacks:
            cmd, d["action"] = Buy(card=uid), "buy"
        elif where[1] == rules_for(st.game).villain_zone:
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
            self._note(s.do(cmd), self.viewer)
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
        Attack's defences) pauses it, and so does an Attack on another person (who is handed
        the keyboard, Defense or not): once that is over, :meth:`advance` goes on with the rest
        of the hand in the same turn, unless the card that asked was a Weakness (its effect is
        the player's to follow) or the game is over."""
        s = self.session
        st = s.state
        self._play_all_for = None
        played = 0
        last: int | None = None
        while (not st.game_over and st.pending is None and st.decider == self.viewer
               and not self._offers_to_others()):
            plays = [c for c in s.legal() if isinstance(c, Play)]
            if not plays:
                break
            last = plays[0].card
            self._note(s.do(plays[0]), self.viewer)
            played += 1
        if ((st.pending is not None or self._offers_to_others()) and last is not None and not st.game_over
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
        return s.undo_reason()

    def undo(self) -> str | None:
        """Take back the last command for the person at the keyboard; the reason when not."""
        reason = self.undo_reason()
        if reason is None:
            try:
                self.session.undo()
            except Rejected as exc:
                reason = exc.reason
        if reason is not None:
            self.message = reason
            self.refresh_table()
            return reason
        self.message = "Undone."
        self._over_shown = False
        self._play_all_for = None
        self._offers.clear()
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
        self._notice_autosave()
        st = s.state
        if st.game_over:
            self.refresh_table()
            if not self._over_shown:
                self._over_shown = True
                self.push_screen(GameOverScreen(s.view(None)))
            return
        if self._offers:
            self._next_offer()
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

    def _notice_autosave(self) -> None:
        """Tell the players once when autosave stopped (a read-only or full data folder)."""
        err = self.session.autosave_error if self.session is not None else None
        if err and not self._autosave_noticed:
            self._autosave_noticed = True
            self.notify(f"{err} The game goes on unsaved.", title="Not saved", severity="warning", timeout=10, markup=False)

    def handoff_reason(self, seat: int) -> str:
        """The hand-off's words for ``seat``, from what the pending decision is for (its
        purpose), never from its prompt's wording (which it only quotes)."""
        st = self.session.state
        d = st.pending
        name = st.players[seat].name
        if d is not None:
            if d.purpose.verb == "defend":
                return self.offer_reason(seat)
            if d.purpose.verb == "pick":
                hero = rules_for(st.game).character_word or "character"
                return f"{name}: choose your {hero} (the others should not see the cards you were dealt)."
            if seat != st.active:
                return self.question_reason(seat, d.prompt)
            return f"{name}: {sentence(d.prompt)}"
        return f"{name}'s turn (turn {st.turn_number})."

    def question_reason(self, seat: int, prompt: str) -> str:
        """The hand-off's words for a person who must answer a question on another's turn."""
        return f"{self.session.state.players[seat].name} must answer: {sentence(prompt)}"

    def offer_reason(self, seat: int) -> str:
        """The hand-off's words for a person offered a Defense (the same with or without one)."""
        return f"{self.session.state.players[seat].name} may defend against an Attack."

    def _note(self, events: list[Event], actor: int) -> None:
        """Queue every person (not bot) whom the engine offered a Defense (whatever their hand
        holds; ``actor`` too, as a First Appearance Attack hits everyone), or other than
        ``actor`` put a question to and answered for them (one possible answer). Each gets
        what a real question would get (a hand-off unless already at the keyboard), then reads
        in private what happened. Only when people take turns at the screen (with one person
        no hand-off is needed)."""
        st = self.session.state
        if len(self.humans) < 2:
            return
        for e in events:
            if e.player is None or st.players[e.player].bot:
                continue
            if e.kind == DEFENSE_OFFER:  # the mover too (a First Appearance hits everyone)
                self._offers.append((e.player, self.offer_reason(e.player), e.for_player(e.player)))
            elif e.question is not None and e.player != actor:
                self._offers.append((e.player, self.question_reason(e.player, e.question), e.for_player(e.player)))

    def _offers_to_others(self) -> bool:
        return any(seat != self.viewer for seat, _, _ in self._offers)

    def _next_offer(self) -> None:
        """Hand the keyboard to the next person offered a Defense. The one whose decision waits
        now goes on to it; anyone else reads, in private, that they had no Defense to use."""
        seat, reason, note = self._offers.pop(0)
        from screens.notice import NoticeScreen

        if seat == self.viewer:  # already at the keyboard (a Defense offer just before): no hand-off
            st = self.session.state
            if not self._offers and st.pending is not None and st.pending.player == seat:
                self.advance()
                return
            self._waiting = True
            self.push_screen(NoticeScreen(st.players[seat].name, note), self._noticed)
            return
        from screens.handoff import HandoffScreen

        self.viewer = None
        self.refresh_table()
        self._waiting = True

        def handed(_: Any = None) -> None:
            st = self.session.state
            self.viewer = seat
            if not self._offers and st.pending is not None and st.pending.player == seat:
                self._waiting = False
                self.advance()  # their decision opens
                return
            self.refresh_table()
            self.push_screen(NoticeScreen(st.players[seat].name, note), self._noticed)

        self.push_screen(HandoffScreen(self.session.state.players[seat].name, reason), handed)

    def _noticed(self, _: Any = None) -> None:
        self._waiting = False
        self.advance()

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

    def _decided(self, answer: list[str] | int | dict[str, int] | str | None) -> None:
        self._waiting = False
        if answer is None:  # closed to look at the table; the decision still waits
            self.message = "A decision waits: press D to answer it."
            self.refresh_table()
            return
        reason = self.act(answer_command(self.session.state.pending, answer))
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
        self._note(s.do(cmd), seat)
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
        where = (f"The game is saved in {saved}: `hotseat resume` continues it." if saved is not None
                 else "This game was not being saved.")
        return f"hotseat stopped because of an unexpected error ({type(error).__name__}).\n{where}\n{details}"


def run_app(game: str = DEFAULT_GAME, players: int = 2, names: list[str] | None = None, seed: int | None = None,
            bots: str = "", bot_name: str = "heuristic", fast: bool = False, catalog=None, resume: bool = False,
            scenario: Path | None = None, save_path: Path | None = None, variant: str = "standard",
            new_game: bool = False) -> None:
    """Run the TUI (hotseat/cli.py calls this). A save or scenario that cannot be opened is
    reported before the screen switches to full screen ("Cannot open the game: ..."), with
    exit status 2. ``resume`` opens ``save_path`` (default: the autosave) and keeps saving
    into it."""
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
            session = Session.load(read_save(path), catalog=catalog, autosave=path)
        except (SaveError, OSError, ValueError) as exc:
            print(f"Cannot open the game: {printable(str(exc))}", file=sys.stderr)
            raise SystemExit(2) from None
    app = HotseatApp(game=game, players=players, names=names, seed=seed, bots=bots, bot_name=bot_name, fast=fast,
                     catalog=catalog, resume=resume, scenario=scenario, session=session, save_path=save_path,
                     variant=variant, new_game=new_game)
    app.run()
    if app.crash is not None:
        print(app.crash, file=sys.stderr)
    if app.return_code:
        raise SystemExit(app.return_code)
    s = app.session
    if s is not None and s.autosave is not None and not s.state.game_over:
        again = "hotseat resume" if s.autosave == autosave_path() else f"hotseat resume {s.autosave}"
        print(f"Game saved to {printable(str(s.autosave))}; `{printable(again)}` continues it.")
    elif s is not None and s.autosave_error and not s.state.game_over:
        print(f"This game was not saved. {printable(s.autosave_error)}")
