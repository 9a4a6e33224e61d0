"""The DC Deck-Building Game family, shared by ``metal`` and ``jld``.

Zones (scenario names): player ``hand``, ``deck`` (top first), ``discard``, ``played`` (cards
played this turn still in play), ``ongoing``, ``score_pile``, ``characters`` (the team);
table ``line_up``, ``main_deck`` (top first), ``destroyed``, the villain stack
(``villain_zone``, top first) and the stacks named in ``stack_names``.

What the family shares (Metal rulebook "Gameplay", "End of Turn", "Attacks and Defenses",
"Ongoing", "Own vs. Control"; the same sections in Justice League Dark): playing cards for
Power, buying from the Line-Up and the stacks, one villain per turn into the score pile with
its Reward, the end-of-turn sequence, refilling the Line-Up, First Appearance Attacks
between turns, scoring with ties broken by villains then cards.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Literal

from rules.catalog.loader import Catalog
from rules.catalog.schema import Card, walk
from rules.engine import zones
from rules.engine.bothints import BotHints
from rules.engine.commands import Command, End, Rejected
from rules.engine.contract import Rules
from rules.engine.effects import ask, card_option, chosen_cards, push, push_effects
from rules.engine.game import card_facts, card_names
from rules.engine.moves import ZoneChange, candidates
from rules.engine.options import SetupOptions
from rules.engine.outcome import end_game
from rules.engine.phases import Phase, enter as enter_phase
from rules.engine.tablekeys import TableKey
from rules.engine.teach import glossary_help
from rules.engine.registry import resume, rules_for, task
from rules.engine.resources import reset_resources, words
from rules.engine.state import TABLE, Purpose, State, Task
from rules.engine.render import name_list
from .ops_cards import gain_card
from .triggers import fire, play_card

from . import text
from .attacks import reads_like_defense
from .cards import POWER, abilities, owned
from .glossary import DEFENSE_FROM
from .commands import DC_VERBS, Buy, Defeat, Play, Use


# Speed (bench/games_per_second.py): commands are frozen models, so legal() hands out one
# shared instance per (kind, uid) instead of building them at every step; static facts of a
# card (its ability's index) are kept per game (State.per_card).
class _Commands(dict):
    """The shared command of one class per card uid, built on first use: ``[uid]`` (a dict
    read, cheaper than a call at every card of every listing)."""

    def __init__(self, cls: type):
        super().__init__()
        self.cls = cls

    def __missing__(self, uid: int) -> Command:
        c = self[uid] = self.cls(card=uid)
        return c


_PLAYS, _BUYS, _USES = _Commands(Play), _Commands(Buy), _Commands(Use)
_DEFEAT = Defeat()
_END = End()


def _ability_index(card) -> tuple[int, ...]:
    """(index of ``card``'s ability effect,), or () when it has none (falsy: skipped)."""
    return next(((i,) for i, e in enumerate(card.effects) if e.op == "ability"), ())


def _card_view(state: State, u: int) -> dict[str, Any]:
    """One card of the table view: its uid and public facts, a new dict (a view shares nothing
    mutable, :func:`rules.engine.game.view`)."""
    out = card_facts(state.cards[u])
    out["uid"] = u
    return out


def cards_of(state: State, uids: list[int]) -> list[dict[str, Any]]:
    """The table view's cards of ``uids`` (public facts and uid each)."""
    return [_card_view(state, u) for u in uids]


def _action(verb: str, uid: int) -> dict[str, str]:
    """A card's action in a panel: the verb and its command text (``buy #12``)."""
    return {"verb": verb, "command": f"{verb} #{uid}"}


def _count(label: str, value: int | str) -> dict[str, Any]:
    """One item of a ``counts`` panel."""
    return {"label": label, "value": value}


def _plural(word: str) -> str:
    return word if word.endswith("s") else word + "s"


_COST = attrgetter("cost")
_DC_CLASSES = (Play, Buy, Defeat, Use, End)
_DC_CLASS: dict[type, type | None] = {}


def dc_class(cmd: Command) -> type | None:
    """The DC command class ``cmd`` is an instance of (Play, Buy, Defeat, Use, End), or None;
    memoised by its class. Speed: pydantic's model classes are ABCs, so each isinstance that
    fails runs a Python-level check, and check and perform tried up to five at every command."""
    t = type(cmd)
    got = _DC_CLASS.get(t, False)
    if got is False:
        got = _DC_CLASS[t] = next((c for c in _DC_CLASSES if issubclass(t, c)), None)
    return got


#: the DC table's keys: ``v`` defeats the face-up villain, ``h`` uses an ability on the placard
VILLAIN_KEY = TableKey("v", "defeat", "Villain", help="buy (defeat) the face-up Super-Villain")
ABILITY_KEY = TableKey("h", "use", "Ability", how="card", unavailable="No ability on your placard can be used now.",
                       help="use an ability of your placard (a payment ability as often as you can pay)")


class DCSetupOptions(SetupOptions):
    """The DC games' set-up option besides the kernel's (:class:`SetupOptions`): ``pick``
    (``"deal"``: 2 Characters dealt, choose 1; ``"any"``: choose from the whole stack)."""

    pick: Literal["deal", "any"] | None = None


#: the causes of a zone change that a ``when`` ability may listen to (``When.event``)
WHEN_CAUSES = frozenset({"gain", "destroy", "discard"})

#: the zones every DC player has (see the module docstring)
PLAYER_ZONES = ("hand", "deck", "discard", "played", "ongoing", "score_pile", "characters")


class DCRules(Rules):
    """Rules every DC Deck-Building Game shares; a game subclass adds its own.

    Settings a game sets (each with a test): ``stack_names`` maps a card name to the table
    zone of its stack; :attr:`buyable_stacks`, :attr:`villain_zone`, :attr:`unpicked_to`,
    ``set_counts`` (copies per card kind, :meth:`check_catalog`)."""

    verbs = DC_VERBS
    card_points = "VP"
    table_keys: tuple[TableKey, ...] = (VILLAIN_KEY, ABILITY_KEY)
    acquire_verbs = ("buy",)
    bot_hints = BotHints(at_once=("play", "use", "defeat"), card_values={"weakness": -10, "vulnerability": -5, "punch": -1},
                         declines=frozenset({("gain", "weakness")}))
    villain_zone = "super_villains"
    """The table zone of the stack a player defeats (the Super-Villains, the Nemesis stack),
    top first."""
    villain_word = "Super-Villain"
    villain_done = "{who} buys {card} into their score pile."
    """The log's line for the top of that stack taken: Metal's rulebook buys a Super-Villain
    ("Super-Villains"); JLD's defeats a Nemesis ("Nemesis")."""
    attacks_wait = False
    """True: every Attack resolves only after each victim has decided on a Defense (Justice
    League Dark "Attack and Defense Cards"). False: a victim who does not defend is affected
    at once, and only an Attack in which the players interact waits for every choice (Metal
    "Attacks and Defenses"; :func:`rules.families.dc.attacks.waits_for_everyone`)."""
    line_up_size = 5
    buyable_stacks: tuple[str, ...] = ()
    """The table zones whose top card is face up and may be bought besides the Line-Up
    (Breakthrough, Mystic Ritual); the command line's ``buy`` names their top cards."""
    stack_names: dict[str, str] = {}
    """A card name -> the table zone of its stack (``return_to_stack``, :meth:`stack_zone`)."""
    player_zones = PLAYER_ZONES
    character_zone = "characters"
    character_zones = ("characters", "captured", "character_stack")
    table_zones = ("line_up", "main_deck", "character_stack", "destroyed", "weakness")
    """The table zones both DC games have; each game adds its villain stack and its own."""
    ordered_zones = ("deck", "line_up", "main_deck", "character_stack")
    # in words a new player reads at 80 columns too (found in the trial: "disc", "W1"): the
    # Weakness count is left out of the narrow line, where a note tells it once there is one
    # the score pile as players count it, in VP (trial at 80 columns: "score 11" read as a
    # score, and it counted cards)
    # at 80 columns the own placard leaves the score pile's VP to the score pile's line,
    # "Score pile 2 (17 VP): ..." (JLD trial: "VP 0" beside 1-VP cards in the deck read as the
    # player's VP; "score pile VP 0" made the placard's line wrap); the others' lines keep "VP"
    player_counts = (("deck", "deck", "deck "), ("discard", "discard", "discard "),
                     ("score_vp", "score pile VP", "VP ", ""), ("weakness", "Weakness", ""))
    resources = (POWER,)
    phases = (
        Phase("main", "Main phase", ("play", "buy", "defeat", "use", "end"), rule="Gameplay"),
        Phase("end", "End of turn", steps=("discard the hand and the cards played", "end-of-turn abilities",
                                           "draw 5", "refill the Line-Up", "reveal the next villain"),
              rule="End of Turn"),
        Phase("first_appearance", "First Appearance Attack",
              steps=("the villain just revealed Attacks every player: each, from the player whose turn "
                     "ended, may defend, then each is hit in the same order",),
              between_turns=True, rule="End of Turn"),
    )
    """One main phase (a player plays, buys, defeats and uses in any order), then the automatic
    end of turn (Metal "Gameplay", "End of Turn"), then, when the villain it reveals has one, its
    First Appearance – Attack, which happens after the turn has ended, between turns (Metal
    "Super-Villains", JLD "Nemesis Cards"): the table says so, not that it is still that
    player's turn (JLD trial)."""
    card_types = frozenset({"Starter", "Hero", "Villain", "Super Power", "Equipment", "Location", "Super-Villain",
                            "Super Hero"})
    card_looks = {"starter": "starter", "weakness": "weakness", "stack": "stack", "Hero": "hero", "Villain": "villain",
                  "Super Power": "power", "Equipment": "equipment", "Location": "location", "Super-Villain": "boss",
                  "Super Hero": "character", "Starter": "starter"}
    setup_options = DCSetupOptions
    pick_modes = {"deal": "Dealt 2, pick 1", "any": "Pick any, in turn, in the open"}
    public_zones = ("played", "ongoing", "score_pile", "characters", "discard")
    hidden_zones = ("hand", "deck")
    in_play_zones = ("played", "ongoing")
    lasting_zones = ("ongoing",)
    verb_terms = {"defend": ("Attack", "Defense")}
    #: :attr:`verb_terms` while a First Appearance Attack is resolved: its Defense question is
    #: taught by that term, not by "Attack" (a card's, on the foes from the attacker's left;
    #: trial: the villain's Attack on every player read "starting on your left")
    first_appearance_terms = {"defend": ("First Appearance Attack", "Defense")}
    answer_words = ("defend", "pass")
    zone_words = {"discard": "discard pile", "line_up": "Line-Up", "played": "in play", "ongoing": "Ongoing",
                  "destroyed": "destroyed pile"}
    zone_places = {"ongoing": "among their Ongoing cards"}
    public_table_zones: tuple[str, ...] = ("line_up", "destroyed")
    loss_zones = ("discard", "destroyed")
    hidden_table_zones: tuple[str, ...] = ("main_deck", "character_stack", "weakness", "dealt:", "picked:")
    """The main deck, the Character stack, the Weakness stack (its top is one of
    :meth:`face_up_stacks`), the Characters dealt and picked face down; a game adds its
    villain stack and its other stacks."""
    known_table_zones = ("line_up",)

    # ------------------------------------------------------------------ hooks the DC ops call
    def stack_zone(self, state: State, name: str) -> str:
        """The table zone of the stack of the card named ``name`` ("box": it has none)."""
        return self.stack_names.get(name, "box")

    def after_play(self, state: State, seat: int, uid: int) -> None:
        """Runs after ``uid``, played by ``seat``, and the abilities it triggered resolved
        (Metal: a Weakness may get a Character Captured), for a card :meth:`plays_after`
        names."""

    def plays_after(self, card: Card) -> bool:
        """True when :meth:`after_play` has something to do after ``card`` is played; False
        (the default) schedules nothing after its plays (speed: a step saved at every play).
        Asked once per card and game."""
        return False

    def hand_discard_choices(self, state: State, seat: int, hand: list[int], ctx: dict) -> list[int]:
        """The cards of ``hand`` an effect (context ``ctx``) may make ``seat`` discard."""
        return list(hand)

    def on_zone_change(self, state: State, change: ZoneChange) -> None:
        """A card moved for a reason: the ``when`` abilities of the player who moved it that
        listen to that cause fire (``gain``: gained or bought, ``destroy``, ``discard``; see
        :mod:`.triggers`). A game adds its own reactions (Justice League Dark's blue banners)."""
        if change.cause in WHEN_CAUSES:
            fire(state, change.seat, change.cause, change.card)

    def scenario_placed(self, state: State, placed: list[tuple[int, str]]) -> None:
        """A scenario's villain stack shows its top face up (none when it is empty); the cards
        it puts in ``played`` were played this turn (``State.turn["played"]``)."""
        for owner, zone in placed:
            if owner == TABLE and zone == self.villain_zone:
                state.res["villain_face_up"] = 1 if state.table.get(zone) else 0
            elif owner != TABLE and zone == "played":
                state.turn.setdefault("played", []).extend(state.players[owner].zones[zone])

    # ------------------------------------------------------------------ helpers
    def power(self, state: State) -> int:
        return state.players[state.active].res.get(POWER.name, 0)

    def face_up_stacks(self, state: State) -> list[str]:
        """Table zones whose top card every player may see: the stacks of :attr:`stack_names`
        and a face-up villain (hidden: the main deck, the Character stack, a face-down
        villain)."""
        out = list(self.stack_names.values())
        if state.res.get("villain_face_up", 0):
            out.append(self.villain_zone)
        return out

    def villain_top(self, state: State) -> int | None:
        """The face-up top villain, or None (empty stack or still face down)."""
        stack = state.table.get(self.villain_zone, [])
        if stack and state.res.get("villain_face_up", 0):
            return stack[0]
        return None

    def ability_index(self, state: State, uid: int) -> int | None:
        got = state.per_card("_ability", _ability_index)[uid]
        return got[0] if got else None

    def decision_help(self, state: State, decision) -> str:
        """The glossary's line (:func:`rules.engine.teach.glossary_help`) with the terms of
        :meth:`terms_now`, its Defense explained for
        where the Defenses offered are: the game's glossary line for Defenses in hand,
        :data:`rules.families.dc.glossary.DEFENSE_FROM` for in play or both (Attacks and
        Defenses)."""
        line = glossary_help(self.keyword_glossary, decision, verb_terms=self.terms_now(state), state=state)
        said = f"Defense: {dict(self.glossary).get('Defense', '')}"
        if said not in line:
            return line
        where = {"play" if o.zone in self.in_play_zones else "hand" for o in decision.options if o.card is not None}
        if not where & {"play"}:
            return line
        return line.replace(said, f"Defense: {DEFENSE_FROM['both' if 'hand' in where else 'play']}")

    # ------------------------------------------------------------------ legality
    def must_play_first(self, state: State) -> list[int]:
        """Cards that must be played before anything else (Metal: Weakness). None here."""
        return []

    def at_stake(self, state: State, seat: int) -> list[str]:
        """The abilities that could still be used now, by name ("Madame Xanadu's ability
        unused"), then the Power left, which counts only while it could still buy or defeat a
        card now (a new-user trial of Metal was asked "End your turn with 1 Power unspent?" when
        the cheapest card cost 2; one of JLD was asked it for an unused ability, not named)."""
        out = super().at_stake(state, seat)
        if seat == state.active and state.pending is None:
            legal = self.legal(state)
            if not any(isinstance(c, (Buy, Defeat)) for c in legal):
                left = words(POWER, state.players[seat].res.get(POWER.name, 0))
                out = [w for w in out if w != left]
            used = list(dict.fromkeys(state.name(c.card) for c in legal if isinstance(c, Use)))
            out = [f"{name}'s ability unused" for name in used] + out
        return out

    def legal(self, state: State) -> list[Command]:
        seat = state.active
        p = state.players[seat]
        forced = self.must_play_first(state)
        if forced:
            return [_PLAYS[forced[0]]]
        # names and costs from per-card tables: reading a card model's attribute costs several
        # times a list index (pydantic models have a __getattr__ hook; speed)
        names, costs = card_names(state), state.per_card("_cost", _COST)
        plays, buys = _PLAYS, _BUYS
        out: list[Command] = []
        seen = set()
        for uid in p.zones["hand"]:  # one command per name: identical copies are the same move
            name = names[uid]
            if name not in seen:
                seen.add(name)
                out.append(plays[uid])
        power = p.res.get(POWER.name, 0)
        table = state.table
        seen = set()
        for uid in table.get("line_up", ()):
            if costs[uid] <= power and names[uid] not in seen:
                seen.add(names[uid])
                out.append(buys[uid])
        for s in self.buyable_stacks:
            pile = table.get(s)
            if pile and costs[pile[0]] <= power:
                out.append(_BUYS[pile[0]])
        if state.res.get("villain_face_up", 0) and not state.turn.get("villain_bought"):
            stack = table.get(self.villain_zone)
            if stack and costs[stack[0]] <= power:  # the face-up villain (villain_top)
                out.append(_DEFEAT)
        # Speed: this runs at every step and most cards have no ability, so the cards without
        # one are skipped in C; the membership test of check_use is skipped (uid comes from
        # abilities() itself) and use_problem does the rest of it
        index = state.per_card("_ability", _ability_index)
        for uid in filter(index.__getitem__, abilities(state, seat)):
            if self.use_problem(state, uid, index[uid][0]) is None:
                out.append(_USES[uid])
        if self.end_problem(state, forced) is None:
            out.append(_END)
        return out

    def first_command(self, state: State) -> Command | None:
        """The first of :meth:`legal`: the forced play, else the play of the first card in
        hand; None with an empty hand (speed: most steps of a bot game play that card)."""
        forced = self.first_forced(state)
        if forced is not None:
            return _PLAYS[forced]
        hand = state.players[state.active].zones["hand"]
        return _PLAYS[hand[0]] if hand else None

    def first_forced(self, state: State) -> int | None:
        """The first card of :meth:`must_play_first`, or None (a game may tell it without
        listing them all: speed, at every play)."""
        forced = self.must_play_first(state)
        return forced[0] if forced else None

    def verb_first(self, state: State) -> Command | None:
        """Speed: what the bot's order picks when no card in hand is listed to play (the
        simulator asks :meth:`first_command` first): the first ability :meth:`legal` lists to
        use, else the face-up villain when it may be bought, else the end of the turn when
        nothing else is listed; None when a card may be played or bought (the bot then ranks
        the buys from the full listing). The kinds given at once (:attr:`bot_hints`) are
        play, use and defeat, in that order, and DC games give no advice."""
        if self.plays_listed(state):
            return None
        seat = state.active
        index = state.per_card("_ability", _ability_index)
        for uid in filter(index.__getitem__, abilities(state, seat)):  # legal's uses, in its order
            if self.use_problem(state, uid, index[uid][0]) is None:
                return _USES[uid]
        power = state.players[seat].res.get(POWER.name, 0)
        costs = state.per_card("_cost", _COST)
        table = state.table
        if state.res.get("villain_face_up", 0) and not state.turn.get("villain_bought"):
            stack = table.get(self.villain_zone)
            if stack and costs[stack[0]] <= power:
                return _DEFEAT
        for uid in table.get("line_up", ()):
            if costs[uid] <= power:
                return None  # a buy is listed
        for s in self.buyable_stacks:
            pile = table.get(s)
            if pile and costs[pile[0]] <= power:
                return None
        return _END if self.end_problem(state, self.must_play_first(state)) is None else None

    def plays_listed(self, state: State) -> bool:
        """True when :meth:`legal` lists a card in hand to play (by default: any card in
        hand)."""
        return bool(state.players[state.active].zones["hand"])

    def end_problem(self, state: State, forced: list[int]) -> Rejected | None:
        """:meth:`check_end` when :meth:`must_play_first` has just given ``forced`` (legal and
        check make that list once per command; speed). By default ``check_end``; a game whose
        end rule is that list overrides it."""
        return self.check_end(state)

    def check_end(self, state: State) -> Rejected | None:
        return None

    def check_use(self, state: State, uid: int) -> Rejected | None:
        seat = state.active
        if uid not in abilities(state, seat):
            return Rejected(f"{state.name(uid)} is not on your team or in play.")
        i = self.ability_index(state, uid)
        if i is None:
            return Rejected(f"{state.name(uid)} has no ability to use.")
        return self.use_problem(state, uid, i)

    def use_problem(self, state: State, uid: int, i: int) -> Rejected | None:
        """Why the ability (effect ``i``) of ``uid``, a card whose abilities work for the
        active player, cannot be used now, or None (the part of :meth:`check_use` that
        :meth:`legal` needs)."""
        eff = state.cards[uid].effects[i]
        if eff.once_per_turn and (uid, i) in state.turn.get("used", set()):
            return Rejected(f"{state.name(uid)}'s ability was already used this turn.", "once per turn")
        return self.check_ability_cost(state, uid, eff)

    def check_ability_cost(self, state: State, uid: int, eff) -> Rejected | None:
        """Why the ability ``eff`` of ``uid`` cannot be paid for now, or None. An ability
        that begins by discarding from the hand (Metal's Hal Jordan: "discard a card; if you
        do, +2 Power") can do nothing with no card to discard, and would only use up its once
        per turn: it is refused (found in a trial). A game adds its own costs, then calls this."""
        first = eff.effects[0] if eff.effects else None
        if first is not None and first.op == "discard" and list(first.from_) == ["hand"]:
            if not candidates(state, first, {"p": state.active, "src": uid}):
                return Rejected(f"{state.name(uid)}: you have no card in your hand to discard.")
        return None

    def check(self, state: State, cmd: Command) -> Rejected | None:
        seat = state.active
        p = state.players[seat]
        forced = self.must_play_first(state)
        cls = dc_class(cmd)
        if cls is Play:
            if cmd.card not in p.zones["hand"]:
                return Rejected(f"{self._nm(state, cmd.card)} is not in your hand.")
            if forced and cmd.card not in forced:
                return self.forced_reason(state)
            return None
        if forced and cls is not End:
            return self.forced_reason(state)
        power = p.res.get(POWER.name, 0)
        if cls is Buy:
            uid = cmd.card
            in_line_up = uid in state.table.get("line_up", [])
            on_stack = any(state.table.get(s, [None])[:1] == [uid] for s in self.buyable_stacks)
            if not (in_line_up or on_stack):
                return Rejected(f"{self._nm(state, uid)} is not in the Line-Up or on top of a stack you may buy from.",
                                "Gameplay")
            cost = state.cards[uid].cost
            if cost > power:
                return Rejected(f"You have {power} Power; {state.name(uid)} costs {cost}.", "Gameplay")
            return None
        if cls is Defeat:
            top = self.villain_top(state)
            if top is None:
                return Rejected(f"There is no face-up {self.villain_word} to buy.", self.villain_word + "s")
            if state.turn.get("villain_bought"):
                return Rejected(f"You may buy only one {self.villain_word} per turn; the next stays face down until "
                                "your turn is over.", self.villain_word + "s")
            cost = state.cards[top].cost
            if cost > power:
                return Rejected(f"You have {power} Power; {state.name(top)} costs {cost}.", self.villain_word + "s")
            return None
        if cls is Use:
            return self.check_use(state, cmd.card)
        if cls is End:
            return self.end_problem(state, forced)
        return Rejected(f"'{cmd.kind}' is not a command of {self.title}.")

    def forced_reason(self, state: State) -> Rejected:
        return Rejected("A card must be played first.")

    @staticmethod
    def _nm(state: State, uid: int) -> str:
        return state.name(uid) if 0 <= uid < len(state.cards) else f"#{uid}"

    # ------------------------------------------------------------------ performing
    def perform(self, state: State, cmd: Command) -> None:
        seat = state.active
        p = state.players[seat]
        cls = dc_class(cmd)
        if cls is Play:
            play_card(state, seat, cmd.card)
        elif cls is Buy:
            p.res[POWER.name] = p.res.get(POWER.name, 0) - state.cards[cmd.card].cost
            state.turn.setdefault("bought", []).append(cmd.card)
            gain_card(state, seat, cmd.card, verb="buys")
        elif cls is Defeat:
            top = self.villain_top(state)
            p.res[POWER.name] = p.res.get(POWER.name, 0) - state.cards[top].cost
            state.turn["villain_bought"] = True
            state.res["villain_face_up"] = 0
            zones.move(state, top, seat, "score_pile")
            state.log("defeat", self.villain_done.format(who=p.name, card=state.name(top)), seat)
            self.after_villain(state, seat, top)
            # a card you did not own entering your score pile is gained (JLD "Score Pile"): its
            # gain abilities resolve after the Reward (pushed last, so resolved first) and
            # before what the game does after a villain (told of the zone change after it)
            self.on_zone_change(state, ZoneChange(top, (TABLE, self.villain_zone), (seat, "score_pile"), "gain", seat))
            reward = state.cards[top].find("reward")
            if reward is not None:
                push_effects(state, reward.effects, {"p": seat, "src": top})
        elif cls is Use:
            i = self.ability_index(state, cmd.card)
            eff = state.cards[cmd.card].effects[i]
            if eff.once_per_turn:
                state.turn.setdefault("used", set()).add((cmd.card, i))
            state.log("use", f"{p.name} uses {state.name(cmd.card)}.", seat)
            push_effects(state, eff.effects, {"p": seat, "src": cmd.card})
        elif cls is End:
            if not state.headless:
                state.log("end", f"{p.name} ends their turn.", seat)
            self.end_turn(state)

    # ------------------------------------------------------------------ Characters
    character_word = "Character"
    characters_word = "Characters"
    #: the log line when a Character joins a player's team
    team_line = "{player} plays as {card}."

    def deal_characters(self, state: State, also_from: tuple[str, ...] = ()) -> None:
        """Set-up step 1 of both games: a Character named in ``options["characters"]`` joins
        that seat's team (looked for in the Character stack, then the ``also_from`` zones);
        every other player is dealt 2 from the Character stack (1 each when there are too
        few) and chooses 1, in seat order (``options["pick"] = "any"``: chooses from the whole
        stack; ``auto_pick``: the first dealt, for scenarios). Raises ValueError for a name
        that is not available."""
        wanted = list(state.options.get("characters") or [None] * len(state.players))
        for seat, name in enumerate(wanted):
            if name:
                pool = state.table.get("character_stack", []) + [u for z in also_from for u in state.table.get(z, [])]
                uid = next((u for u in pool if state.name(u).lower() == name.lower()), None)
                if uid is None:
                    raise ValueError(f"no Character named {name!r} is available")
                self.join_team(state, seat, uid)
        push(state, "dc_setup_done")
        free = [s for s in range(len(state.players)) if not wanted[s]]
        for seat in reversed(free):
            push(state, "dc_pick", seat=seat)
        if state.options.get("pick", "deal") == "deal":
            each = 2 if 2 * len(free) <= len(state.table.get("character_stack", [])) else 1
            for seat in free:
                for u in state.table["character_stack"][:each]:
                    zones.move(state, u, TABLE, f"dealt:{seat}")

    def join_team(self, state: State, seat: int, uid: int) -> None:
        """``uid`` joins ``seat``'s team (its abilities work at once)."""
        zones.move(state, uid, seat, "characters")
        state.log("team", self.team_line.format(player=state.players[seat].name, card=state.name(uid)), seat)

    def after_villain(self, state: State, seat: int, uid: int) -> None:
        """What follows buying a villain besides its Reward (Metal: The Batman Who Laughs)."""

    # ------------------------------------------------------------------ end of turn
    def end_turn(self, state: State, from_step: int = 1) -> None:
        """Schedule the end-of-turn sequence (Metal "End of Turn"), from ``from_step``."""
        enter_phase(state, "end", log=False)
        push(state, "dc_next_turn")
        push(state, "dc_end_steps", steps=_END_STEPS if from_step <= 2 else _END_STEPS[1:])

    def end_step(self, state: State, step: str) -> None:
        seat = state.active
        p = state.players[seat]
        if step == "recruit":
            self.recruit_step(state, seat)
        elif step == "discard_hand":
            zones.move_all(state, seat, "hand", seat, "discard")
        elif step == "end_triggers":
            fire(state, seat, "turn_end")
        elif step == "discard_played":
            # what the turn's clean-up put away, told apart from what left play during the turn
            # (the table's "Played this turn" in an end-of-turn Attack: table_view)
            state.turn["cleared"] = list(p.zones["played"])
            zones.move_all(state, seat, "played", seat, "discard")
            reset_resources(state, self.resources, seat)
        elif step == "draw":
            zones.draw(state, seat, 5)
        elif step == "refill":
            self.refill_line_up(state)
        elif step == "flip":
            if not state.game_over:
                self.flip_villain(state)

    def recruit_step(self, state: State, seat: int) -> None:
        pass

    def refill_line_up(self, state: State) -> None:
        """Fill the Line-Up back to its size from the main deck; when that is impossible the
        game ends at once (Metal "End of Game")."""
        line_up = state.zone(TABLE, "line_up")
        deck = state.zone(TABLE, "main_deck")
        new = []
        while len(line_up) < self.line_up_size and deck:
            new.append(deck[0])
            zones.to_table(state, deck[0], "line_up")
        if new and not state.headless:  # public: everyone sees the cards enter the Line-Up
            state.log("refill", f"Into the Line-Up: {name_list(state.name(u) for u in new)}.")
        if len(line_up) < self.line_up_size:
            state.log("end", "The Line-Up cannot be refilled: the game ends.")
            self.finish(state, "line_up")

    def flip_villain(self, state: State) -> None:
        """Turn the next villain face up and resolve its First Appearance – Attack against
        every player, clockwise from the player whose turn it was."""
        stack = state.table.get(self.villain_zone, [])
        if not stack or state.res.get("villain_face_up", 0):
            return
        state.res["villain_face_up"] = 1
        top = stack[0]
        state.log("flip", f"{state.name(top)} is revealed on top of the {self.villain_word} stack.")
        fa = state.cards[top].find("first_appearance")
        if fa is not None:
            enter_phase(state, "first_appearance", log=False)  # (the next turn starts in its main phase)
            push_effects(state, fa.effects, {"p": state.active, "src": top})

    def next_turn(self, state: State) -> None:
        if state.game_over:
            return
        if self.game_ends_after_turn(state):
            return
        state.active = (state.active + 1) % len(state.players)
        state.turn_number += 1
        state.turn = {}
        reset_resources(state, self.resources, state.active)
        if not state.headless:
            state.log("turn", f"— {state.players[state.active].name}'s turn (turn {state.turn_number}) —",
                      state.active)
        fire(state, state.active, "turn_start")

    def game_ends_after_turn(self, state: State) -> bool:
        return False

    # ------------------------------------------------------------------ the end
    def star_vp(self, state: State, seat: int, uid: int) -> int:
        """VP of a ``*`` card from its ``score`` effect."""
        from .cards import count, holds

        sc = state.cards[uid].find("score")
        ctx = {"p": seat, "src": uid}
        if sc.condition is not None and not holds(state, sc.condition, ctx):
            return 0
        v = sc.amount - (count(state, sc.minus, ctx) if sc.minus is not None else 0)
        return max(0, v)

    def scores(self, state: State) -> list[dict[str, Any]]:
        """Per player: VP of cards owned (deck, hand, discard, in play), of the score pile,
        the Weakness penalty, ``*`` cards, the total; ``villains`` and ``cards`` for ties."""
        rows = []
        for p in state.players:
            deck_vp = pile_vp = weak = star = 0
            for uid in owned(state, p.seat):
                c = state.cards[uid]
                if c.vp == "*":
                    star += self.star_vp(state, p.seat, uid)
                elif c.kind == "weakness":
                    weak += c.vp
                elif state.where[uid][1] == "score_pile":
                    pile_vp += c.vp
                else:
                    deck_vp += c.vp
            villains = sum(1 for u in p.zones["score_pile"] if state.cards[u].kind == "villain")
            rows.append({"player": p.name, "deck_vp": deck_vp, "score_pile_vp": pile_vp, "weakness": weak,
                         "star": star, "total": deck_vp + pile_vp + weak + star, "villains": villains,
                         "cards": len(owned(state, p.seat))})
        return rows

    def outcome(self, state: State, why: str) -> dict[str, Any]:
        """Score (:meth:`scores`) and break ties (more villains, then more cards; players
        still tied all win: a tie; rows best first). The score columns: VP of the cards owned, of the score
        pile, of Weakness and of ``*`` cards, the total, then the two tie-breakers
        (:attr:`tie_breaks` headings)."""
        rows = self.scores(state)
        best = max(rows, key=lambda r: (r["total"], r["villains"], r["cards"]))
        key = (best["total"], best["villains"], best["cards"])
        winners = [r["player"] for r in rows if (r["total"], r["villains"], r["cards"]) == key]
        first_col = self.tie_breaks[1] or "Villains"
        second_col = self.tie_breaks[3] or "Cards"
        rows.sort(key=lambda r: (-r["total"], -r["villains"], -r["cards"]))
        return {"why": why, "outcome": "winner", "winners": winners, "eliminated": [], "scores": rows,
                "columns": [["deck_vp", "Deck VP"], ["score_pile_vp", "Score pile VP"], ["weakness", "Weakness"],
                            ["star", "Varying VP (*)"], ["total", "Total"], ["villains", first_col], ["cards", second_col]]}

    end_reasons: dict[str, str] = {"line_up": "The Line-Up could not be refilled from the main deck."}
    """How a game ended, said for the game-over screen (``State.result["reason"]``), by the
    ``why`` of :meth:`finish`; a game adds the end its villain stack brings."""

    def finish(self, state: State, why: str) -> None:
        """End the game now with :meth:`outcome` (:func:`rules.engine.outcome.end_game`);
        ``State.result`` also gets ``reason`` (a sentence saying why the game ended) and
        ``tie_break`` (a sentence on how ties go)."""
        end_game(state, **self.outcome(state, why))
        state.result["reason"] = self.end_reasons.get(why, "")
        state.result["tie_break"] = self.tie_break_text(state.result["scores"])

    def tie_break_text(self, rows: list[dict[str, Any]]) -> str:
        """How ties are broken, said for these scores: a note when nobody is tied on VP."""
        first, _, second, _ = self.tie_breaks
        top = max((r["total"] for r in rows), default=0)
        if sum(1 for r in rows if r["total"] == top) < 2:
            return f"Ties would go to the player with more {first}, then more {second}."
        return (f"Tie on VP: broken by {first} in the score pile, then by the number of {second} "
                "(see the last two columns).")

    # ------------------------------------------------------------------ views
    def player_view(self, state: State, seat: int) -> dict[str, Any]:
        """``weakness``: the Weakness cards ``seat`` owns in every zone (gained face up, so
        public in practice); when there is any, a note for the narrow table ("Weakness 2"),
        whose line leaves the count out (:attr:`player_counts`); ``score_vp``: the VP of the
        cards in ``seat``'s score pile (face up), as :meth:`scores` counts them."""
        cards = state.cards
        n = sum(1 for v in state.players[seat].zones.values() for u in v if cards[u].kind == "weakness")
        return {"weakness": n, "score_vp": self.score_vp(state, seat), "notes": [["", f"Weakness {n}"]] if n else []}

    def score_vp(self, state: State, seat: int) -> int:
        """The VP of the cards in ``seat``'s score pile (face up), as :meth:`scores` counts them."""
        cards = state.cards
        return sum(self.star_vp(state, seat, u) if cards[u].vp == "*" else cards[u].vp
                   for u in state.players[seat].zones["score_pile"])

    def table_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The table as ``seat`` sees it (None: a spectator): the panels the TUI draws
        (``"panels"``, in the format of ``screens/panels/__init__.py``) and, for older
        readers, ``line_up``, ``main_deck``, ``villains`` (count and face-up top), ``stacks``
        (card counts) and ``destroyed`` (names). Everything in it is public, or ``seat``'s own
        (its hand)."""
        def cards(uids):
            return [_card_view(state, u) for u in uids]

        vil = state.table.get(self.villain_zone, [])
        top = self.villain_top(state)
        v = {
            "line_up": cards(state.table.get("line_up", [])),
            "main_deck": len(state.table.get("main_deck", [])),
            "villains": {"count": len(vil), "top": cards([top])[0] if top is not None else None},
            "stacks": {s: len(state.table.get(s, [])) for s in self.stack_names.values()},
            "destroyed": list(map(card_names(state).__getitem__, state.table.get("destroyed", []))),
        }
        v["panels"] = self.panels(state, seat, v)
        return v

    def panels(self, state: State, seat: int | None, v: dict[str, Any]) -> list[dict[str, Any]]:
        """The DC table's panels: the Line-Up with the stacks one may buy from and the
        face-up villain (``market``), the pile counts, the villains by Level when they have
        Levels, then the seat's hand, the cards played this turn, the placard (the team
        and Ongoing cards) and the score pile (``pile``) of the seat (of the active player for
        a spectator)."""
        table = state.table
        buy = [{**c, "actions": [_action("buy", c["uid"])]} for c in v["line_up"]]
        shown_stacks = []
        for z in self.buyable_stacks:
            if table.get(z):
                c = _card_view(state, table[z][0])
                buy.append({**c, "count": len(table[z]), "brief": True, "actions": [_action("buy", c["uid"])]})
                shown_stacks.append(z)
        vil = table.get(self.villain_zone, [])
        levels = [state.cards[u].level for u in vil]
        top = v["villains"]["top"]
        if top is not None:
            buy.append({**top, "count": len(vil), "level": levels[0] if levels else None,
                        "actions": [{"verb": "defeat", "command": "defeat"}]})
        word = self.villain_word
        out: list[dict[str, Any]] = [{
            "id": "line_up", "kind": "cards", "place": "market", "title": "Line-Up",
            "count": len(v["line_up"]), "hint": "Enter buys", "cards": buy}]
        items = [_count("Main deck", v["main_deck"])]
        items += [{"zone": z, "value": n} for z, n in v["stacks"].items() if z not in shown_stacks]
        items.append(_count("Destroyed", len(v["destroyed"])))
        if self.unpicked_to == "character_stack":  # the Characters nobody kept stay in play
            items.append(_count("Characters", len(table["character_stack"])))
        by_level = any(lv is not None for lv in levels)
        if top is None and not (vil and by_level):  # with Levels, the one line below says it (trial)
            items.append(_count(_plural(word), f"{len(vil)} (top face down)") if vil else _count(f"{word} stack empty", ""))
        out.append({"id": "piles", "kind": "counts", "place": "market", "title": "", "items": items})
        if by_level:
            down = " (top face down)" if top is None else ""
            out.append({"id": "levels", "kind": "counts", "place": "market", "style": "inline",
                        "title": f"{_plural(word)} {len(levels)}{down} by Level",
                        "items": [_count(f"L{lv}", levels.count(lv)) for lv in sorted({x for x in levels if x is not None})]})
        shown = seat if seat is not None else state.active
        me = state.players[shown]
        hand = me.zones["hand"] if seat is not None else []
        out.append({"id": "hand", "kind": "cards", "place": "hand", "title": "Hand", "owner": shown,
                    "hidden": len(me.zones["hand"]) if seat is None else None,
                    "cards": [{**_card_view(state, u), "actions": [_action("play", u)]} for u in hand]})
        active = state.active
        # played this turn but no longer in play, wherever it went (destroyed, returned to its
        # stack, put back on the deck): one rule for all, as it was played face up for everyone
        # to see (a trial: Hypertime's card put back on the deck, and a Weakness returned to its
        # stack by Breakthrough, vanished from the list); those the end of the turn discarded (an
        # end-of-turn Attack is under way) are ``cleared``, not "left play" (found in the trial:
        # every card read "(left play)")
        cleared = state.turn.get("cleared", ())
        left = [state.name(u) for u in dict.fromkeys(state.turn.get("played", []))
                if not (state.where[u][0] == active and state.where[u][1] in self.in_play_zones)
                and u not in cleared]
        # an Ongoing card played this turn stays in play on the placard: played this turn too
        # (found in a JLD trial: "Played this turn: nothing yet" after Limbo Town)
        lasting = [u for u in dict.fromkeys(state.turn.get("played", []))
                   if state.where[u][0] == active and state.where[u][1] != "played"
                   and state.where[u][1] in self.in_play_zones and u not in cleared]
        # in the order they were played, the Ongoing ones among the others (JLD trial: the log said
        # "plays Magical Shield." then "plays Vulnerability.", the line listed Magical Shield last)
        now = state.players[active].zones["played"] + lasting
        ordered = [u for u in dict.fromkeys(state.turn.get("played", [])) if u in now]
        now = ordered + [u for u in now if u not in ordered]
        out.append({"id": "played", "kind": "cards", "place": "played", "title": "Played this turn",
                    "owner": active, "cards": cards_of(state, now),
                    "left": left,
                    "cleared": [state.name(u) for u in cleared]})
        team = []
        for u in me.zones["characters"] + me.zones.get("ongoing", []):
            c = _card_view(state, u)
            c["actions"] = [_action("use", u)] if self.ability_index(state, u) is not None else []
            team.append(c)
        out.append({"id": "placard", "kind": "cards", "place": "placard", "title": "Placard", "owner": shown,
                    "cards": team})
        out.append({"id": "score_pile", "kind": "cards", "place": "pile", "title": "Score pile", "owner": shown,
                    "cards": cards_of(state, me.zones["score_pile"]),
                    "note": f"{self.score_vp(state, shown)} VP"})
        return out

    def terms_now(self, state: State | None) -> dict[str, tuple[str, ...]]:
        """The glossary terms each purpose verb names on ``state`` (:attr:`verb_terms`, given to
        :func:`rules.engine.teach.glossary_help`; None: no game at hand): :attr:`first_appearance_terms`
        while the next villain's First Appearance Attack is resolved (Metal "Super-Villains",
        JLD "Nemesis Cards": between turns, on every player)."""
        if state is not None and state.turn.get("phase") == "first_appearance":
            return {**self.verb_terms, **self.first_appearance_terms}
        return self.verb_terms

    def card_note(self, card: Card) -> str:
        """What a card whose name reads like a Defense but that has no Defense ability gives
        when played, in a player's words ("+1 Power"; :func:`rules.families.dc.attacks.
        reads_like_defense`: Justice League Dark's Sealed Defense and Defend, Starters). JLD
        trials took them for Defense cards, then read "not a Defense" and "can't defend" as
        contradictions and "Defense: none" as a form's field (issue 14): the note says what the
        card does instead, and its popup (:meth:`card_note_help`) what its name is not. ""
        for any other card, and for one whose Power is not a plain number. A card that may
        Transform instead ("Transforming Cards": Sealed Defense with 2 cards in your score pile)
        says so, "+1/Transform" (short: it fits a hand row at 80 columns): a JLD trial saw
        "Sealed Defense · +1 Power" in a list while playing it would have Transformed it."""
        if not reads_like_defense(card):
            return ""
        amounts = [e.amount for e in walk(card.effects) if e.op == "power"]
        if len(amounts) != 1 or not isinstance(amounts[0], int):
            return ""
        if any(e.op == "transform" for e in walk(card.effects)):
            return f"+{amounts[0]}/Transform"
        return f"+{amounts[0]} Power"

    def card_note_help(self, card: Card) -> str:
        """What the popup of a card that :func:`reads_like_defense
        <rules.families.dc.attacks.reads_like_defense>` says of its name: a card of its type,
        not a Defense, so it is never used against an Attack."""
        if not reads_like_defense(card):
            return ""
        kind = f"a {card.type}" if card.type else "a card"
        return (f"\"{card.name}\" is the name of {kind}, not a Defense: it can't be used against an Attack "
                "(only a card whose text starts with \"Defense:\" can).")

    def card_text(self, card: Card) -> str:
        """The DC series' card text (:func:`rules.families.dc.text.card_text`)."""
        return text.card_text(card)

    def check_catalog(self, catalog: Catalog) -> list[str]:
        """Copies per kind must equal the rulebook's component list (``set_counts``)."""
        counts: dict[str, int] = {}
        for c in catalog.game_cards(self.id):
            counts[c.kind] = counts.get(c.kind, 0) + c.copies
        out = []
        for kind, want in self.set_counts.items():
            if counts.get(kind, 0) != want:
                out.append(f"{self.id}: the set needs {want} {kind} cards, cards.toml has {counts.get(kind, 0)}")
        return out

    set_counts: dict[str, int] = {}
    """Copies per card ``kind`` the rulebook's component list gives (:meth:`check_catalog`)."""


@task("dc_end_step")
def _dc_end_step(state: State, step: str) -> None:
    rules_for(state.game).end_step(state, step)


#: the steps of the end of a turn, in order (:meth:`DCRules.end_turn`)
_END_STEPS = ("recruit", "discard_hand", "end_triggers", "discard_played", "draw", "refill", "flip")


@task("dc_end_steps")
def _dc_end_steps(state: State, steps: tuple[str, ...]) -> None:
    """The end-of-turn ``steps`` in order, as one task each would run them (speed: one task
    for the lot): the tasks a step schedules resolve before the next step, a decision it asks
    waits for its answer, and a game that ends takes the rest away with it. The steps left
    then wait on the stack under what that step scheduled."""
    rules = rules_for(state.game)
    stack = state.stack
    for i, step in enumerate(steps):
        mark = len(stack)
        rules.end_step(state, step)
        if state.game_over:
            return
        if i + 1 < len(steps) and (len(stack) != mark or state.pending is not None):
            stack.insert(mark, Task("dc_end_steps", {"steps": steps[i + 1:]}))
            return


@task("dc_next_turn")
def _dc_next_turn(state: State) -> None:
    rules_for(state.game).next_turn(state)


@task("dc_pick")
def _dc_pick(state: State, seat: int) -> None:
    dealt = state.table.get(f"dealt:{seat}")
    pool = dealt if dealt is not None else state.table.get("character_stack", [])
    if not pool:
        return
    if state.options.get("auto_pick"):
        _dc_picked(state, [f"c{pool[0]}"], seat=seat)
        return
    word = rules_for(state.game).character_word
    ask(state, "cards", seat, f"Choose your {word}", [card_option(state, u) for u in pool], 1, 1, "dc_picked",
        purpose=Purpose("pick", (f"dealt:{seat}" if dealt is not None else "character_stack",), "characters", rule="Set-up"), seat=seat)


@resume("dc_picked")
def _dc_picked(state: State, answer, seat: int) -> None:
    """The picked Character waits face down (table zone ``picked:SEAT``, which no view shows)
    until everyone has picked; only the picker reads its name. The next player must not learn
    it before their own pick (set-up step 1 has everyone choose at once)."""
    uid = chosen_cards(answer)[0]
    zones.move(state, uid, TABLE, f"picked:{seat}")
    name, word = state.players[seat].name, rules_for(state.game).character_word
    state.log("pick", f"{name} has chosen a {word}.", seat, f"{name} has chosen {state.name(uid)}.")


@task("dc_setup_done")
def _dc_setup_done(state: State) -> None:
    """The picked Characters join their teams, in seat order; the Characters nobody picked:
    back to the Character stack, shuffled (Metal), or into the box (Justice League Dark)."""
    rules = rules_for(state.game)
    for seat in range(len(state.players)):  # everyone has picked: the picks join, face up
        for u in list(state.table.get(f"picked:{seat}", [])):
            rules.join_team(state, seat, u)
        zones.close(state, TABLE, f"picked:{seat}")
    for k in [k for k in state.table if k.startswith("dealt:")]:
        for u in list(state.table[k]):
            zones.to_table(state, u, "character_stack")
        zones.close(state, TABLE, k)
    if rules.unpicked_to == "character_stack":
        zones.shuffle(state, TABLE, "character_stack")
    else:
        for u in list(state.table.get("character_stack", [])):
            zones.to_table(state, u, rules.unpicked_to)
    state.log("turn", f"— {state.players[state.active].name}'s turn (turn 1) —", state.active)
