"""The game as the application sees it: :class:`GameClient`, the one way the TUI reaches the
rules (the :class:`~hotseat.session.Session` grown up).

The app and the screens never read the game's state: they ask the client, whose methods
return plain data (dicts, lists, strings, command texts) built from a seat's view, so what
the person at the keyboard sees is what their seat may see. The client answers:

* who: :meth:`GameClient.name`, :meth:`~GameClient.humans`, :meth:`~GameClient.decider`
  (who must act now), :meth:`~GameClient.active` (whose turn), :meth:`~GameClient.pending`
  (the public part of a waiting decision, with what it is for);
* what a seat sees: :meth:`~GameClient.table` (the view, with the game's panels and the
  details of every card shown), :meth:`~GameClient.card_detail`,
  :meth:`~GameClient.card_actions`, :meth:`~GameClient.decision`;
* what a seat may do: :meth:`~GameClient.legal_for`, :meth:`~GameClient.why_not`,
  :meth:`~GameClient.attempt` (a command or its text: the events, or the refusal),
  :meth:`~GameClient.undo_refusal`, :meth:`~GameClient.bot_move`;
* the games one may start: :func:`game_titles`, :func:`game_variants`, :func:`default_game_id`.

Saving, resuming and undo are the session's (:meth:`Session.new`, :meth:`Session.load`,
:meth:`Session.undo`, :meth:`Session.write`).
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Any

from rules.api import (DEFENSE_OFFER, Command, CommandError, End, Rejected, answer_command, card_text, check,
                       default_game, first_words, games, parse, rules_for, to_text, view)
from rules.catalog.loader import Catalog, default_catalog
from rules.engine.effects import matches
from rules.engine.game import card_facts, does_nothing, playable_cards
from rules.engine.options import duplicate_name, printable
from rules.engine.phases import phase_problem
from rules.engine.teach import back_in_turn, had_turn, handoff_summary, resumed_summary
from rules.engine.state import Event

from .saves import FORMAT, Save, Seat
from .session import Session

__all__ = ["DEFENSE_OFFER", "Event", "GameClient", "default_game_id", "duplicate_name", "game_titles",
           "game_variants", "printable", "sentence"]


def sentence(text: str) -> str:
    """``text`` ending with exactly one full stop (no "?." or ".."): a stop is added only after
    text that does not already end with . ? ! or :, and one doubled by the rules' wording
    ("answer: You may: Surge.." or "Transform X?.") is dropped."""
    text = text.rstrip()
    while len(text) > 1 and text[-1] == "." and text[-2] in ".?!:":
        text = text[:-1]
    return text if text.endswith((".", "?", "!", ":")) else text + "."


def game_titles() -> dict[str, str]:
    """The games that can be played: id -> full name, in the registration table's order."""
    return {r.id: r.title for r in games()}


def game_rules() -> list:
    """The rules objects of the games that can be played, in the registration table's order
    (for what the screens make from a game's contract: the README's keys)."""
    return list(games())


def default_game_id() -> str:
    """The game played when none is named."""
    return default_game()


def game_pick_modes() -> dict[str, dict[str, str]]:
    """How players get their characters, for the games that offer a choice: id -> {value of
    the set-up option ``pick``: label}, the first being the default (``Rules.pick_modes``)."""
    return {r.id: dict(r.pick_modes) for r in games() if r.pick_modes}


def game_variants() -> dict[str, dict[str, str]]:
    """The set-up variants of the games that offer a choice: id -> {variant: label}, the
    first being the standard game."""
    return {r.id: {v: r.variant_labels.get(v, v.capitalize()) for v in r.variants} for r in games()
            if len(r.variants) > 1}


class GameClient(Session):
    """A session with the questions the application asks, answered as plain data.

    ``undoable`` is False for a game opened from a scenario (not a replayable save):
    :meth:`undo_refusal` then says so. Seats are numbers (0 first); ``None`` is nobody (the
    screen behind a hand-off)."""

    undoable = True
    """False: undo is off (a scenario)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._texts: dict[int, str] = {}

    @classmethod
    def from_scenario(cls, path: Path, catalog: Catalog | None = None) -> GameClient:
        """A game set up by a scenario file (``hotseat scenario play``): not a replayable
        save, so it is never autosaved and undo is off. ValueError with the scenario's
        problem when the file is malformed."""
        from .scenario import ScenarioError, build_file

        try:
            state = build_file(path, catalog)
        except ScenarioError as exc:
            raise ValueError(str(exc)) from None
        cat = catalog or default_catalog()
        save = Save(format=FORMAT, game=state.game, cards_digest=cat.game_digest(state.game), seed=state.seed,
                    players=[Seat(name=p.name, bot=p.bot) for p in state.players], options=dict(state.options))
        client = cls(state, save, cat, None)
        client.undoable = False
        return client

    # ------------------------------------------------------------------ who
    @property
    def game(self) -> str:
        """The game id."""
        return self.state.game

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def title(self) -> str:
        """The name the table's title bar shows ("Metal")."""
        rules = rules_for(self.state.game)
        return rules.short_title or rules.title

    @property
    def over(self) -> bool:
        """True once the game has ended (the view's ``result`` says how)."""
        return self.state.game_over

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def plays_as(self, seat: int) -> str:
        """Whom ``seat`` plays as, public (the view's ``plays_as``: a Hero's or Character's
        name), for the hand-off; "" when the game has none (yet)."""
        return view(self.state, None, keys=("players",))["players"][seat]["plays_as"]

    def names(self) -> list[str]:
        """The players' names, in seat order."""
        return [p.name for p in self.state.players]

    def setup_options(self) -> dict[str, Any]:
        """The set-up options the game was started with (``variant``, the game's own), a copy."""
        return dict(self.state.options or {})

    def setup_choices(self) -> dict[str, Any]:
        """The game's own set-up options that the new-game screen offers
        (``Rules.setup_choices`` of its variant: Mistborn co-op's difficulty) as the game was
        started with them: ``{key: value}``."""
        options = self.state.options or {}
        keys = [c.key for c in rules_for(self.state.game).setup_choices(options.get("variant"))]
        return {k: options[k] for k in keys if options.get(k) is not None}

    def bot_names(self) -> dict[int, str]:
        """The seats a bot plays: seat -> bot name."""
        return {p.seat: p.bot for p in self.state.players if p.bot}

    def humans(self) -> list[int]:
        """The seats people play, in seat order."""
        return [p.seat for p in self.state.players if not p.bot]

    def is_bot(self, seat: int) -> bool:
        return bool(self.state.players[seat].bot)

    @property
    def decider(self) -> int:
        """The seat that must act now (a decision's owner, else the active player)."""
        return self.state.decider

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return self.state.active

    @property
    def turn_number(self) -> int:
        return self.state.turn_number

    def setup_step(self) -> str:
        """What set-up step the game is in before its first turn, in its words
        (``Rules.setup_step``); "" once turns began."""
        return rules_for(self.state.game).setup_step(self.state)

    def pending(self) -> dict[str, Any] | None:
        """The waiting decision as everyone may see it (``kind``, ``verb``: what it is for,
        ``player``, ``prompt``, ``min``, ``max``), or None."""
        return view(self.state, None, keys=("pending",))["pending"]

    @property
    def character_word(self) -> str:
        """The game's word for the character a player plays as ("Super Hero")."""
        return rules_for(self.state.game).character_word

    # ------------------------------------------------------------------ what a seat sees
    def legal_for(self, seat: int | None) -> list[Command]:
        """The commands ``seat`` may give now ([] when it is not ``seat``'s move)."""
        if seat is None or self.state.game_over or self.state.decider != seat:
            return []
        return self.legal()

    def why_not(self, seat: int | None, cmd: Command | str) -> str | None:
        """Why ``seat`` cannot give ``cmd`` (or its text) now, a sentence, or None."""
        st = self.state
        if st.game_over:
            return "The game is over."
        if seat is None or st.decider != seat:
            return "It is not your move."
        if st.pending is not None:
            return f"First answer the decision (press d): {sentence(st.pending.prompt)}"
        try:
            cmd = parse(st, cmd) if isinstance(cmd, str) else cmd
        except CommandError as exc:
            return sentence(str(exc))
        r = check(st, cmd)
        return None if r is None else sentence(r.reason)

    def card_text(self, uid: int) -> str:
        """A card's generated rules text (cards never change during a game)."""
        text = self._texts.get(uid)
        if text is None:
            text = self._texts[uid] = card_text(self.state.cards[uid])
        return text

    def table(self, seat: int | None, message: str = "") -> dict[str, Any]:
        """What the table screen draws for ``seat`` (None: nobody, behind a hand-off): the
        seat's view (:func:`rules.api.view`) with

        * ``title``, ``seed``, ``message``;
        * ``panels``: the game's panels (``screens/panels/__init__.py``), each card's
          actions marked ``legal`` (True when ``seat`` may do it now), and each card
          ``playable`` (True for a card of the seat's hand that is one of
          :func:`rules.engine.game.playable_cards`: the hand's mark and the count E asks about);
        * ``shown``: whose placard shows (``seat``, else the active player);
        * ``card``: uid -> :meth:`card_detail` of every card the panels show, and of every
          player's characters (the game's ``character_zone``, public);
        * ``verbs``: the kinds of the commands ``seat`` may give now (``play``, ``end``...);
        * ``commands``: the text of every command ``seat`` may give now ("buy Steel",
          "end"), for the command palette; none while a decision waits (its screen answers);
        * ``no_effect``: command text -> why it would do nothing (``Rules.no_effect``): the
          table keys never give these; ``command_notes``: command text -> what it does that
          its text does not say (``Rules.command_note``): a key of its verb offers it;
        * ``game_verbs``: the kinds of every command the game has (``Rules.verbs``): a table
          key for a kind the game lacks is not shown at all (Metro City has no ``end``);
        * ``keys``: the game's table keys (``Rules.table_keys``, each
          :meth:`rules.engine.tablekeys.TableKey.as_view`);
        * ``why``: why ``end``, ``undo`` and the verb of each command key of ``keys`` are not
          possible now (None: they are), and of each card key none of whose cards can act now,
          why its first card cannot;
        * ``currency``: the game's currency this turn (:meth:`currency`);
        * ``at_stake``: what the active player would lose by ending the turn now, in the
          game's words (``Rules.at_stake``: "4 damage", "1 Power");
        * ``phase``: the words of the phase the game is in (``Rules.phase``), "" for a game
          that does not show its phase (``Rules.shows_phase``: one phase taking commands),
          unless it is a phase between turns (``Phase.between_turns``: a DC First Appearance
          Attack, which the table names whatever the game shows);
        * ``between_turns``: True in a phase between turns, which the table names after the
          turn that ended ("after Ann's turn");
        * ``phase_id``: the id of the phase the game is in (``Rules.phase``, for every game,
          "" for a game without phases): the rules reference marks it;
        * ``usages``: the grammar of the game's commands for the command hint (each
          ``Verb.usage`` of ``Rules.verbs`` that has one, in the game's order);
        * ``words``: the words a command may start with now (:func:`rules.api.first_words`);
        * in each of ``players``: ``counts`` (:meth:`player_counts`), ``team`` (the names
          in the game's ``character_zone``, None for a game without one) and ``notes``
          (``Rules.player_view``'s, else []);
        * in each of ``players``, ``in_play``: ``[zone words, [card names]]`` for each zone of
          ``Rules.lasting_zones`` that holds cards (Ongoing, Allies, slot 2), in the game's order;
        * ``abilities``: ``{"label", "command"}`` for each of the seat's character abilities a
          command legal now would use (``Rules.abilities``), for the command palette;
        * ``can_undo``, ``undoable`` (False: undo is off for the whole game, a scenario), and
          the game's words ``villain_word`` and ``character_word``."""
        # once the game is over nothing is secret: nobody's table (a hand-off's, bots watched)
        # shows the active player's, hand and all (found in a trial: "Hand of Ben: 5 cards
        # (hidden)" under a score screen saying nothing is secret now)
        looking = seat if seat is not None or not self.state.game_over else self.state.active
        v = self.view(looking)
        rules = rules_for(self.state.game)
        legal = self.legal_for(seat)
        v["title"] = self.title
        v["seed"] = self.state.seed
        v["message"] = message
        v["shown"], v["seat"] = (seat if seat is not None else self.state.active), seat
        v["verbs"] = sorted({c.kind for c in legal})
        v["commands"] = [] if self.state.pending is not None else [to_text(self.state, c) for c in legal]
        # what a table key must not give (it would do nothing) and what it may offer beyond the
        # cards (a note: what it does), by command text (Rules.no_effect, Rules.command_note)
        v["no_effect"], v["command_notes"] = {}, {}
        for c, text in zip(legal if self.state.pending is None else [], v["commands"]):
            why = rules.no_effect(self.state, c)
            if why is not None:
                v["no_effect"][text] = why
            elif note := rules.command_note(self.state, c):
                v["command_notes"][text] = note
        # the seat's character abilities a command now would use, for the palette (Ctrl+P)
        v["abilities"] = [] if self.state.pending is not None or seat is None else [
            {"label": label, "command": to_text(self.state, c)} for label, c in rules.abilities(self.state, seat, legal)]
        v["game_verbs"] = sorted({verb.command.model_fields["kind"].default for verb in rules.verbs})
        v["currency"] = self.currency()
        v["header_counts"] = [list(c) for c in rules_for(self.state.game).header_counts]
        v["header_note"] = rules.header_note(self.state)
        v["at_stake"] = rules.at_stake(self.state, self.state.active)
        v["phase_id"] = rules.phase(self.state)
        between = any(p.between_turns for p in rules.phases if p.id == v["phase_id"])
        phase = v["phase_id"] if rules.shows_phase or between else ""
        v["phase"] = rules.phase_words.get(phase, phase)
        v["between_turns"] = between
        # still setting up (the game's set-up step, or a decision of its guide's set-up part such
        # as picking a Character): the header says so rather than naming a turn (issue 14 trial)
        d = v.get("pending")
        v["setup_step"] = rules.setup_step(self.state) or (
            "set-up" if d is not None and rules.guide_parts.get(d.get("verb")) == "setup" else "")
        v["usages"] = rules.usages(self.state)
        # the words a command typed now may start with: the table's letter keys whose letter
        # starts none act at once (no command word is being typed: screens.table, BURST)
        v["words"] = first_words(self.state)
        v["villain_word"] = rules.villain_word
        v["character_word"] = rules.character_word
        for p in v.get("players", []):
            p["counts"] = self.player_counts(p)
            p["team"] = p["zones"].get(rules.character_zone, []) if rules.character_zone else None
            p.setdefault("notes", [])
            p["in_play"] = [[rules.zone_word(z), list(p["zones"][z])] for z in rules.lasting_zones
                            if p["zones"].get(z)]
        v["panels"] = panels = list(v.get("table", {}).get("panels", []))
        v["card"] = {}
        # the one meaning of a playable card (the kernel's): a card of the hand whose play does
        # nothing (Metal's Vulnerability) is none (new-user trial of Metal), and Mistborn's
        # question before the first attack counts the same cards (issue 14)
        can = set(playable_cards(self.state)) if legal and seat == self.state.active else set()
        for panel in panels:
            for c in _panel_cards(panel):
                for a in c.get("actions", []):
                    a["legal"] = self._action_legal(a["command"], c["name"], legal)
                c["playable"] = c["uid"] in can
                v["card"][c["uid"]] = self._detail(seat, c)
        # every player's characters, public (each player's line names them), so that each can be
        # read in full from the palette (issue 14, Mistborn trial: only the shown player's were),
        # and every card face up in front of any player (a score pile, an Ongoing card: issue 14,
        # Metal trial: Ctrl+P "devastator" found the Super-Villain in a score pile nowhere)
        for i, pl in enumerate(self.state.players):
            for z, uids in pl.zones.items():
                if z == rules.character_zone or rules.zone_role(i, z) == "public":
                    for u in uids:
                        if u not in v["card"]:
                            v["card"][u] = self._detail(seat, {**card_facts(self.state.cards[u]), "uid": u})
        v["keys"] = [k.as_view() for k in rules.table_keys]
        v["why"] = {"end": self.why_not(seat, End()), "undo": self.undo_refusal(seat)}
        for k in rules.table_keys:  # why each of the game's command keys is not possible now
            if k.how == "command":
                v["why"][k.verb] = self.why_not(seat, k.verb)
            elif k.how == "card":  # a card key none of whose cards can: why the cheapest cannot
                # (a JLD trial: H said none could, not why; a Metro trial with 0 Plot Points was
                # told of a card costing 4 when one costing 1 was there too)
                acts = [(c.get("cost") or 0, a) for p in panels for c in _panel_cards(p)
                        for a in c.get("actions", []) if a["verb"] == k.verb]
                if acts and not any(a["legal"] for _, a in acts):
                    v["why"][k.verb] = self.why_not(seat, min(acts, key=lambda ca: ca[0])[1]["command"])
        v["can_undo"] = v["why"]["undo"] is None
        v["undoable"] = self.undoable  # False: undo is off for the whole game (a scenario)
        return v

    def currency(self) -> dict[str, str]:
        """The resource the table shows beside whose turn it is: the first each player has
        and spends in a turn (``Rules.resources``, owner ``player``, reset ``turn``), as
        ``{"name": key in a player's res, "word": "Power", "one": the word for one}``; all
        empty for a game that declares none (the table then shows no currency)."""
        rules = rules_for(self.state.game)
        first = next((r for r in rules.resources if r.owner == "player" and r.reset == "turn"), None)
        if first is None:
            return {"name": "", "word": "", "one": ""}
        return {"name": first.name, "word": first.word, "one": first.one or first.word}

    def player_counts(self, player: dict[str, Any]) -> list[list[Any]]:
        """What the table shows of a player (an entry of a view's ``players``) besides the
        hand: ``[word, short form, n]`` for each of the game's ``Rules.player_counts`` (a zone's
        size, or a number of the player's entry), else for each of its ``player_zones`` but the
        hand (the zone's name, "play_area" read "play area"); ``[word, short form, n, own short
        form]`` for a count that has its own narrow form on the player's own placard."""
        rules = rules_for(self.state.game)
        counts = rules.counts_shown(self.state) or tuple((z, z.replace("_", " "), z.replace("_", " ") + " ")
                                              for z in rules.player_zones if z != "hand")
        sizes = player["sizes"]
        return [[word, short, sizes[key] if key in sizes else player.get(key, 0), *own]
                for key, word, short, *own in counts]

    def _action_legal(self, command: str, name: str, legal: list[Command]) -> bool:
        """Whether a card's action may be given now: the command itself, or the same kind of
        command for a copy of the same card, is legal (the legal list may name one copy)."""
        if not legal:
            return False
        try:
            cmd = parse(self.state, command)
        except CommandError:
            return False
        if cmd in legal:
            return True
        uid = cmd.__dict__.get("card")
        return uid is not None and any(
            c.kind == cmd.kind and (u := c.__dict__.get("card")) is not None and self.state.cards[u].name == name
            for c in legal)

    def _detail(self, seat: int | None, card: dict[str, Any]) -> dict[str, Any]:
        """A shown card's facts, rules text and first action with why it is not possible now."""
        uid = card["uid"]
        c = self.state.cards[uid]
        d = {k: v for k, v in card.items() if k != "actions"}
        d.setdefault("level", c.level)
        d["subtypes"] = list(d.get("subtypes") or ())
        d["type"] = d.get("type") or ""
        d["text"] = self.card_text(uid)
        d["flavour"] = c.flavour
        d["design_note"] = c.design_note
        d["note_help"] = rules_for(self.state.game).card_note_help(c)
        d["points"] = rules_for(self.state.game).card_points
        actions = card.get("actions") or []
        d["actions"] = [{"verb": a["verb"], "command": a["command"],
                         "why_not": self._action_why_not(seat, a["command"]),
                         **{k: a[k] for k in ("ask", "label") if k in a}} for a in actions]
        first = d["actions"][0] if d["actions"] else None
        doing = {v.name: v.doing for v in rules_for(self.state.game).verbs}
        d["action"] = None if first is None else (doing.get(first["verb"]) or first["verb"])
        d["why_not"] = None if first is None else first["why_not"]
        return d

    def ask_before(self, command: Command | str) -> str | None:
        """The question to ask before giving ``command`` (or its text) for the seat that must
        act (``Rules.ask_before``: Mistborn's first attack with Money left); None when it is
        given at once, and for a command that is refused or cannot be read (its refusal says
        why when it is given)."""
        st = self.state
        try:
            cmd = parse(st, command) if isinstance(command, str) else command
        except CommandError:
            return None
        if st.game_over or st.pending is not None or check(st, cmd) is not None:
            return None
        return rules_for(st.game).ask_before(st, cmd)

    def _action_why_not(self, seat: int | None, command: str) -> str | None:
        st = self.state
        if seat is None or st.decider != seat or st.active != seat:
            if st.pending is None:
                return "It is not your turn."
            return f"{st.players[st.decider].name} must first answer: {sentence(st.pending.prompt)}"
        if st.game_over:
            return "The game is over."
        try:
            cmd = parse(st, command)
        except CommandError as exc:  # a card's action that cannot be given now ("Slot 1 is empty")
            return sentence(str(exc))
        r = check(st, cmd)
        return None if r is None else sentence(r.reason)

    def card_detail(self, seat: int | None, uid: int, panel: str | None = None) -> dict[str, Any] | None:
        """What ``seat`` may read about card ``uid``: its facts (``name``, ``cost``, ``vp``,
        ``type``, ``subtypes``, ``kind``, ``level``), ``text`` (its generated rules text),
        ``flavour``, ``design_note``, ``note_help`` (what the card's ``note`` means, or ""), ``actions`` (``verb``, ``command``, ``why_not``; ``ask``
        and ``label`` when the game makes several a question), and
        the first action (``action``, ``why_not``); None when ``seat`` may not see it.
        ``panel`` (a panel id): the card as that panel shows it (its actions there)."""
        for c in self._visible_cards(seat, panel):
            if c["uid"] == uid:
                return self._detail(seat, c)
        return None

    def card_actions(self, seat: int | None, uid: int, panel: str | None = None) -> list[dict[str, Any]]:
        """The actions on card ``uid`` in ``seat``'s view, in ``panel`` when given (a panel
        id), else in the first panel showing it: each ``verb``, ``command`` (its text) and
        ``why_not`` (None when possible now); [] for a card without any or out of sight."""
        d = self.card_detail(seat, uid, panel)
        return d["actions"] if d is not None else []

    def _visible_cards(self, seat: int | None, panel: str | None = None) -> list[dict[str, Any]]:
        """Every card ``seat`` may see, as panel cards (with their actions where the game's
        table shows them; only ``panel``'s when given), then the cards of its view's
        ``known`` (the options of a decision it owes...)."""
        out: list[dict[str, Any]] = []
        for p in view(self.state, seat, log=False, keys=("table",))["table"].get("panels", []):
            if panel is None or p.get("id") == panel:
                out += _panel_cards(p)
        if panel is None:
            for u, facts in view(self.state, seat, log=False, keys=("known",))["known"].items():
                out.append({**facts, "uid": u})
        return out

    def defense_offer(self, seat: int) -> str:
        """The public log line of the latest Defense offer to ``seat`` ("Cat answers Doctor
        Destiny's Attack.": the same whatever the hand holds), "" when there was none."""
        for e in reversed(self.state.events):
            if e.kind == DEFENSE_OFFER and e.player == seat:
                return e.text
        return ""

    def since_last_turn(self, seat: int, untold: Collection[int] | None = None) -> list[str]:
        """What ``seat``'s hand-off shows under "since your last turn"
        (:func:`rules.engine.teach.handoff_summary`: the view's ``since``, lines every player may
        read, then, when the game's between-turns step is under way, a question put to ``seat``
        in it, what it did so far: the co-op Lord Ruler's card that asks; each line once). The
        whole of it, not only the latest lines: the box scrolls to every one (issue 14 trial:
        "earlier lines above" promised lines PgUp could not reach). ``untold``: the seats still to
        be handed the keyboard to read an answer chosen for them (None: every seat; see
        :func:`rules.engine.teach._before_hands`)."""
        return handoff_summary(self.state, seat, untold=untold)

    def resumed_summary(self, seat: int) -> list[str]:
        """What the first hand-off of a resumed game shows ``seat``: what happened last, the
        turn under way so far, lines every player may read
        (:func:`rules.engine.teach.resumed_summary`)."""
        return resumed_summary(self.state, seat)

    def had_turn(self, seat: int) -> bool:
        """True when ``seat`` has had a turn that is over (:func:`rules.engine.teach.had_turn`):
        its hand-off's summary is then "since your last turn", else "before your first turn"."""
        return had_turn(self.state, seat)

    def back_in_turn(self, seat: int) -> bool:
        """True when ``seat`` gets the keyboard back in its own turn, after a command of its own
        in it (:func:`rules.engine.teach.back_in_turn`: the others answered its Attack): its
        hand-off's summary then tells what happened since that command."""
        return back_in_turn(self.state, seat)

    def phase_between(self) -> str:
        """The words of the phase under way when it belongs to no turn (``Phase.between_turns``:
        a DC First Appearance Attack, the co-op Lord Ruler's turn), else ""."""
        rules = rules_for(self.state.game)
        now = rules.phase(self.state)
        return next((p.word for p in rules.phases if p.id == now and p.between_turns), "")

    def between_turns(self) -> list[str]:
        """What the game did alone between the last turn and this one, heading first (the
        view's ``between``, :func:`rules.engine.teach.between_turns`: the co-op Lord Ruler's
        card, lines every player may read); [] when it did nothing."""
        return view(self.state, None, keys=("between",))["between"]

    def decision(self, seat: int) -> dict[str, Any] | None:
        """The decision ``seat`` owes, for the decision screen: the view's ``pending``
        (``kind``, ``prompt``, ``min``, ``max``, ``options`` as (id, label)) with ``cards``
        (the card uid of each option, or None), ``texts`` (each card's rules text, or what the
        question uses of it first: ``Rules.option_text``),
        ``seats`` (the seat of each option that is a player, or None),
        ``about`` (the card the question is about, else the card that asks it, when ``seat``
        may see it: what I shows for an option that is no card, a Yes or a No; else None) and
        ``details`` (uid -> :meth:`card_detail`, ``about``'s too). None when no decision waits
        for ``seat``."""
        d = self.state.pending
        if d is None or d.player != seat:
            return None
        pending = dict(self.view(seat)["pending"])
        pending["cards"] = [o.card for o in d.options]
        pending["seats"] = [o.seat if o.kind == "seat" else None for o in d.options]  # (a player's own key)
        rules = rules_for(self.state.game)
        pending["texts"] = [(rules.option_text(self.state, d, o.card) or self.card_text(o.card))
                            if o.card is not None else "" for o in d.options]
        pending["details"] = {o.card: self.card_detail(seat, o.card) for o in d.options if o.card is not None}
        pending["about"] = None
        for uid in (d.purpose.target, d.purpose.source):
            seen = self.card_detail(seat, uid) if uid is not None else None
            if seen is not None:
                pending["about"] = uid
                pending["details"].setdefault(uid, seen)
                break
        return pending

    # ------------------------------------------------------------------ acting
    def attempt(self, cmd: Command | str) -> tuple[list[Event], str | None]:
        """Give ``cmd`` (or its text) for the seat that must act: ``(events, None)``, or
        ``([], reason)`` when it is refused or cannot be read (the game is unchanged)."""
        try:
            return self.do(cmd), None
        except CommandError as exc:
            hint = self._other_verb(cmd) if isinstance(cmd, str) else ""
            return [], f"{hint}{' ' if hint else ''}{sentence(str(exc))}"  # first: the message line is one row
        except Rejected as exc:
            return [], sentence(exc.reason)

    def _other_verb(self, text: str) -> str:
        """A hint for a command that names a card in a way its verb does not take, from the
        actions the deciding seat's table shows on that card (issue 14: "buy The Devastator" ->
        "For The Devastator, type: defeat."); "" when no card of that name has an action that
        can be given now, or when the verb typed is one such a card takes (then the refusal
        itself says what is missing: found in a trial, "activate elemental" in the Activate
        phase was told to "develop Elemental Blast", which that phase does not allow)."""
        verb, _, name = text.strip().partition(" ")
        low = name.strip().lower()
        if not low:
            return ""
        found = [c for c in self._visible_cards(self.state.decider) if low in c.get("name", "").lower()]
        # none, or several names ("buy a"), or one name on cards of two types (Metal's Line-Up
        # Hero Plastic Man and the Super Hero: a trial's "use plastic man" was told to buy it): no guess
        if len({c["name"] for c in found}) != 1 or len({c.get("type") for c in found}) != 1:
            return ""
        actions = [a for c in found for a in c.get("actions") or []]
        if any(a["verb"].lower() == verb.lower() for a in actions):
            return ""
        # one that can be given now, else one this phase allows (The Devastator, not affordable
        # yet, is still defeated, not bought)
        now = [a for a in actions if self._action_why_not(self.state.decider, a["command"]) is None]
        for a in now or [a for a in actions if self._phase_allows(a["command"])]:
            typed = a["verb"] if a["command"] == a["verb"] else f"{a['verb']} {found[0]['name']}"
            return f"For {found[0]['name']}, type: {typed}."
        return ""

    def _phase_allows(self, command: str) -> bool:
        """Whether the game's phase now allows ``command``'s kind (:func:`phase_problem`); False
        for a text that cannot be read."""
        try:
            cmd = parse(self.state, command)
        except CommandError:
            return False
        return phase_problem(rules_for(self.state.game), self.state, cmd) is None

    def answer(self, answer: list[str] | int | dict[str, int] | str) -> Command:
        """The command giving ``answer`` to the waiting decision (:func:`rules.api.answer_command`:
        option ids, a number, option id -> points, or a text). TypeError when it is not of
        the decision's kind."""
        return answer_command(self.state.pending, answer)

    def take_back(self) -> str | None:
        """Undo the last command (:meth:`Session.undo`): None when done, else the reason."""
        try:
            self.undo()
        except Rejected as exc:
            return exc.reason
        return None

    def plays(self, seat: int) -> list[Command]:
        """The legal commands of ``seat`` that play a card from its hand (for Play all)."""
        return [c for c in self.legal_for(seat) if c.kind == "play"]

    def card_kind(self, uid: int) -> str:
        """The kind of card ``uid`` (``weakness``, ``starter``...), public on every card."""
        return self.state.cards[uid].kind

    def does_nothing(self, uid: int) -> bool:
        """Whether card ``uid`` has no effect at all (:func:`rules.engine.game.does_nothing`:
        Justice League Dark's Vulnerability, played only to empty the hand)."""
        return does_nothing(self.state.cards[uid])

    def asked_by(self) -> int | None:
        """The card whose effect asks the waiting question (a character's triggered ability:
        Batman when a Weakness is played), or None."""
        d = self.state.pending
        return None if d is None or d.purpose is None else d.purpose.source

    def reads_play_area(self, uid: int) -> bool:
        """Whether card ``uid`` looks at the cards played this turn or in play: an effect of the
        card language that takes from, or counts, ``played`` or ``controlled`` cards (Metal's
        Breakthrough destroys a Vulnerability you control). Play all plays such a card after the
        others (found in a Metal trial: Breakthrough first found no Vulnerability to destroy)."""
        return bool(_play_area_filters(self.state.cards[uid].effects))

    def waits_on(self, uid: int) -> int:
        """How many other cards in the acting player's hand card ``uid`` looks for among the
        cards in play (Mecha Construct counts the Equipment played this turn: Electrum in hand
        is one). Play all plays such a card after those (found in a Metal trial: Mecha
        Construct came before Electrum and missed its +1)."""
        st = self.state
        filters = _play_area_filters(st.cards[uid].effects)
        if not filters:
            return 0
        hand = st.players[st.decider].zones["hand"]
        return sum(1 for o in hand if o != uid and any(matches(st.cards[o], f) for f in filters))

    def answers_plays(self, uid: int) -> bool:
        """Whether card ``uid`` has an ability that answers cards played after it: a trigger
        of the card language on a ``play`` event (Justice League Dark's Nanda Parbat, Ongoing:
        the first Starter you play each turn gives +2 Power). Play all plays such a card
        first (found in a JLD trial: an Ongoing Location came last and answered no card)."""
        return any(getattr(n, "event", None) == "play" for n in _nodes(self.state.cards[uid].effects))

    def takes_from_hand(self, uid: int) -> int:
        """How many other cards in the acting player's hand card ``uid`` could take from there
        (an effect of the card language whose ``from_`` is the hand, its filter matching:
        Mystic Ritual Seals a Starter from the hand or discard pile). Play all plays such a
        card before those, so the player still has them to choose from (found in a JLD trial:
        Punch, Mystic Ritual, Punch, Mystic Ritual in hand order left the second Ritual
        nothing to Seal)."""
        st = self.state
        filters = [getattr(n, "filter", None) for n in _nodes(st.cards[uid].effects)
                   if "hand" in _zones(getattr(n, "from_", None))]
        if not filters:
            return 0
        hand = st.players[st.decider].zones["hand"]
        return sum(1 for o in hand if o != uid and any(matches(st.cards[o], f) for f in filters))

    def card_name(self, uid: int) -> str:
        """The name of card ``uid`` (public on every card)."""
        return self.state.name(uid)

    def bot_move(self, seat: int, bot: Any) -> list[Event]:
        """Let ``bot`` (a :mod:`hotseat.bots` bot) give ``seat``'s command, from that seat's
        view (only the entries the bot reads); the events."""
        legal = self.legal()
        cmd = bot.choose(view(self.state, seat, log=False, keys=bot.reads(legal)), legal)
        return self.do(cmd)

    def undo_refusal(self, seat: int | None) -> str | None:
        """Why the person at ``seat`` (None: nobody, behind a hand-off) may not undo now, a
        sentence, or None (:meth:`Session.undo_reason` says when undo is possible)."""
        if not self.undoable:
            return "Undo is off for a scenario."
        if seat is None or self.state.decider != seat:
            return "It is not your move."
        return self.undo_reason()


def _panel_cards(panel: dict[str, Any]) -> list[dict[str, Any]]:
    """Every card a panel shows (its ``cards``, a stack's ``top``, each group's cards)."""
    out = list(panel.get("cards") or [])
    if panel.get("top"):
        out.append(panel["top"])
    for g in panel.get("groups") or []:
        out += g.get("cards", [])
    return out


#: the zone words of the card language for the cards played this turn or in play
_PLAY_AREA = frozenset({"played", "controlled"})


def _zones(value: Any) -> list[Any]:
    """A ``from_`` field of the card language as a list of zone words ([] for none)."""
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _nodes(node: Any) -> list[Any]:
    """Every effect of an effect tree (pydantic models of the card language), nested ones
    included, outermost first."""
    if isinstance(node, (list, tuple)):
        return [n for item in node for n in _nodes(item)]
    fields = getattr(type(node), "model_fields", None)
    if fields is None:
        return []
    return [node] + [n for name in fields for n in _nodes(getattr(node, name))]


def _play_area_filters(node: Any) -> list[Any]:
    """The card filters (None: any card) with which an effect tree takes from, or counts,
    :data:`_PLAY_AREA`."""
    if isinstance(node, (list, tuple)):
        return [f for n in node for f in _play_area_filters(n)]
    fields = getattr(type(node), "model_fields", None)
    if fields is None:
        return []
    out = []
    for name in fields:
        value = getattr(node, name)
        if name in ("from_", "of") and _PLAY_AREA.intersection(
                value if isinstance(value, (list, tuple)) else [value]):
            out.append(getattr(node, "filter", None))
        elif isinstance(value, (list, tuple)) or hasattr(type(value), "model_fields"):
            out += _play_area_filters(value)
    return out
