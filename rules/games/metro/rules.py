"""The rules object of Heroes of Metro City: set-up, the phases of a turn and the commands
each allows, the end of the game and the table view (see the package docstring for what is
and is not implemented; Battle Enemies' damage is in :mod:`.battle`, City Destruction and
Cleanup in :mod:`.city`)."""

from __future__ import annotations

from types import MappingProxyType

import re

from typing import Any

from rules.catalog.loader import Catalog
from rules.catalog.schema import Card
from rules.engine import zones
from rules.engine.commands import Command, Rejected, maker
from rules.engine.effects import ask, push, push_effects, yes_no
from rules.engine.game import Rules
from rules.engine.options import MAX_NAME
from rules.engine.outcome import Measure, end_game
from rules.engine.phases import Phase, enter as enter_phase
from rules.engine.tablekeys import TableKey
from rules.engine.render import effect_text
from rules.engine.resources import Resource, setup_resources
from rules.engine.state import TABLE, Decision, Option, Purpose, State
from rules.engine.registry import resume
from rules.engine.verbs import Verb
from rules.engine.render import name_list

from . import board, table
from .board import ENEMY_ZONES, EXTRA_MINION, FACE_UP, SLOT_ZONES, SLOTS, STACK
from .cards import CARD_TYPES, DAMAGE_TYPES, GAME, RANKS, SUBTYPES, MetroFields, can_activate, facts_text, is_storyline, rank
from .destroy import roosts
from .ops import count_activation, hero_name
# the bot's advice, asked at every step of a bot game (no import per call)
from .advice import Hero, advise, answers, at_once, cleanup_answers, face_up, sacrifice_declined, sacrificed, stack_destroyed
from .battle import effective_damage, spend_damage
from .city import DICE, HAND
from .glossary import GLOSSARY, KEYWORDS
from .guide import GUIDE
from .verbs import VERBS, Activate, Battle, Develop, Next, Rename, Slot, source_words

#: the commands ``legal`` lists, made once each (:func:`rules.engine.commands.maker`)
_SLOT, _ACTIVATE, _NEXT = maker(Slot, "card", "slot"), maker(Activate, "card", "on"), maker(Next)
_BATTLE, _DEVELOP = maker(Battle, "card"), maker(Develop, "card")


#: the phases of a turn (rulebook "Taking Your Turn"), after ``start`` and ``name`` for set-up steps 4
#: and 5 (Choose Starting Powers, Name Your Hero), with the commands each allows (besides answering a decision); the
#: automatic ones (reinforce, destruction, cleanup) take no command
PHASES: tuple[Phase, ...] = (
    Phase("start", "Choose Starting Powers", ("develop", "next"), rule="Set-up"),
    Phase("name", "Name Your Hero", steps=("each Hero is named, in turn order (a free-text answer)",),
          rule="Set-up: Name Your Hero"),
    Phase("reinforce", "Reinforce Enemies", steps=("reveal an Enemy into each empty Enemy zone",),
          rule="Taking Your Turn"),
    Phase("activate", "Activate Powers", ("slot", "activate", "next", "rename"), rule="Taking Your Turn"),
    Phase("battle", "Battle Enemies", ("battle", "next", "rename"), rule="Taking Your Turn"),
    Phase("develop", "Story Development", ("develop", "next", "rename"), rule="Taking Your Turn"),
    Phase("destruction", "City Destruction", steps=("roll the City Destruction dice, one per rank of face-up "
                                                    "Enemy, against the City Defense",),
          rule="City Destruction"),
    Phase("cleanup", "Cleanup", steps=("discard the cards played and the hand", "draw 5"), rule="Cleanup"),
)
PHASE_WORDS = {p.id: p.word for p in PHASES}
PHASE_VERBS = {p.id: p.verbs for p in PHASES}

#: Plot Points for starting Powers, by place in the turn order (set-up step 4)
STARTING_PLOT = (5, 6, 7, 8)
#: starting Hero Deck (set-up step 3)
STARTING_DECK = (("Origin Story", 5), ("Spark of Energy", 5))
#: the City Supply dealt from the Randomizer decks (set-up step 1): Energy and Power stacks,
#: and the least number of Melee and/or Ranged Powers among them (else deal again)
DEAL = {"Energy": 2, "Power": 8}
MIN_MELEE_RANGED = 3
#: the rulebook's first-game set ("First Game Advice")
#: (in this order: it is the order of the City Supply grid, which Admiral Watts reads)
FIRST_GAME_SUPPLY = (
    "Affinity With Nature", "Uncanny Mutation",  # Energy
    "Deadly Blades", "Life-Draining Touch",  # Melee Powers
    "Naked Object", "Elemental Blast",  # Ranged Powers
    "Armed Super-Vehicle", "SuperSonic Flight",  # Movement Powers
    "Mind Spike", "Weather Control",  # Ranged Powers
)
FIRST_GAME_ENEMIES = ("Trained Agents", "Major Slagg", "Baron Otto Von Bonz")
#: the longest Hero name (set-up step 5): the same limit as a player's name, one rule for names
HERO_NAME_MAX = MAX_NAME

PLOT = Resource("plot", "Plot Points", one="Plot Point")
DAMAGE = tuple(Resource(f"damage:{t}", f"{t.capitalize()} damage") for t in DAMAGE_TYPES)
DEVELOPMENTS = Resource("developments", "Developments", start=1)
DEFENSE_BONUS = Resource("defense_bonus", "City Defense bonus")
STOPPED_DRAW = Resource("stopped_draw", "cards drawn per Enemy stopped")
STOPS = tuple(Resource(f"stop:{r.lower()}", f"{r} Destruction Powers Stopped") for r in RANKS)
DIE = tuple(Resource(f"die{what}:{DICE[r]}", f"{DICE[r].capitalize()} die{words}", owner="table", reset="never")
            for r in RANKS for what, words in (("", ""), ("_turn", "'s turn"), ("_by", "'s roller")))


def _damage_of(card) -> int:
    """The damage a card's effects deal (for the order of the legal commands)."""
    return sum(e.amount for e in card.effects if e.op == "damage")


def _hand_key(card) -> tuple[int, int]:
    """The order :meth:`MetroRules.legal` tries a hand card in (Activate phase): the most
    damaging first (:func:`_damage_of`), then the highest Energy Level; negated numbers, one
    per card (kept by :meth:`State.per_card <rules.engine.state.State.per_card>`)."""
    return (-_damage_of(card), -card.extra.get("energy", 0))


def _activation_fact(card) -> tuple:
    """What :meth:`MetroRules.legal` reads of a card in Activate Powers: its name, whether it
    is an Energy card, whether a Power, whether it can be Activated (:func:`~.cards.can_activate`),
    its REQ, its kinds and, as a source, the kinds of Power it accepts (a Power's ``accepts``;
    empty: any). One tuple per card (kept by :meth:`State.per_card
    <rules.engine.state.State.per_card>`: a card model's fields are slow to read)."""
    f = card.extra
    return (card.name, card.type == "Energy", card.type == "Power", can_activate(card), f["req"],
            frozenset(card.subtypes), frozenset(f["accepts"]) if card.type == "Power" else frozenset())


_SUPPLY_KIND = {"Power": 0, "Energy": 1}


def _supply_key(card) -> tuple[int, int, int, int]:
    """The order :meth:`MetroRules.legal` lists a City Supply top in (Develop phase): Powers,
    then Energy, then the rest (Storylines); the most damaging, then the highest Energy Level,
    then the dearest first. One tuple per card (kept by :meth:`State.per_card
    <rules.engine.state.State.per_card>`)."""
    return (_SUPPLY_KIND.get(card.type, 2), -_damage_of(card), -card.extra.get("energy", 0), -card.cost)


def _plot(n: int) -> str:
    return f"{n} Plot Point{'' if n == 1 else 's'}"


def _phase(state: State) -> str:
    return state.turn.get("phase", "activate")


class MetroRules(Rules):
    """Heroes of Metro City (rulebook ``003_0b36051c13c2f7ae.txt``)."""

    id = GAME
    title = "Heroes of Metro City"
    short_title = "Metro City"
    min_players = 2
    max_players = 4
    verbs: tuple[Verb, ...] = VERBS
    # a turn goes on with next: "end", the other games' word, is refused with it suggested (issue 14)
    verb_synonyms = MappingProxyType({"end": "next"})
    acquire_verbs = ("develop",)
    #: the undo refusal after the City Defense dice (rulebook "City Defense") or a card's roll
    #: says so, not "a shuffle" (:func:`rules.engine.knowledge.revealed_words`); the game's
    #: other use of chance is a Destruction Power's random card of the City Supply
    chance_words = MappingProxyType({"shuffle": "a shuffle", "roll": "a roll of the dice",
                                     "": "a City Supply card picked at random"})
    #: the sim report's own figures: how often the city falls, and how often a Hero defeats
    #: the Archenemy (:meth:`measure`)
    measures = (Measure("city_falls", "The city falls"), Measure("archenemy", "A Hero defeats the Archenemy"))

    def measure(self, state: State) -> dict[str, int | float]:
        """1 or 0 per measure of :attr:`measures`, from how the game ended (:meth:`finish`)."""
        why = (state.result or {}).get("why")
        return {"city_falls": int(why == "city"), "archenemy": int(why == "archenemy")}
    table_keys = (TableKey("n", "next", "Next phase", "Next", help="go on to the next phase of your turn"),
                  TableKey("b", "battle", "Battle", how="card", unavailable="No Enemy can be defeated now.",
                           help="battle an Enemy your damage defeats"),
                  TableKey("v", "develop", "Develop", narrow="Dev", how="card", unavailable="No card can be Developed now.",
                           help="Develop a card of the City Supply with Plot Points"),
                  TableKey("c", "activate", "Activate", narrow="Act", how="card", unavailable="No Power can be Activated now.",
                           help="Activate a Power from your hand on a source"),
                  TableKey("l", "slot", "Slot", how="card", unavailable="No Energy card can be slotted now.",
                           help="slot an Energy card from your hand on your Hero Placard"))
    """Metro City's keys: ``n`` next phase, ``b`` battle, ``v`` develop, ``c`` activate, ``l`` slot."""
    resources = (PLOT, *DAMAGE, DEVELOPMENTS, DEFENSE_BONUS, STOPPED_DRAW, *STOPS, *DIE)
    variants = ("standard", "first_game")
    variant_labels = {"standard": "City Supply dealt from the Randomizer decks",
                      "first_game": "First game (the rulebook's recommended set)"}
    pick_hint = "Each Hero chooses starting Powers with their Starting Plot Points."
    guide = GUIDE
    glossary = GLOSSARY
    keywords = KEYWORDS
    character_word = "Hero"
    characters_word = "Heroes"
    villain_word = "Enemy"
    card_types = CARD_TYPES
    card_looks = {"Power": "power", "Energy": "equipment", "Storyline": "starter", "Enemy": "boss"}
    card_subtypes = SUBTYPES
    card_fields = MetroFields
    bot_verbs = ("activate", "slot", "battle", "develop", "next")
    advice_reads = ("advice", "decision")
    player_texts = ("hero_name",)
    phases = PHASES
    player_zones = ("hand", "deck", "discard", "play_area", *SLOT_ZONES)
    public_zones = ("discard", "play_area", *SLOT_ZONES)
    hidden_zones = ("hand", "deck")
    in_play_zones = ("play_area", *SLOT_ZONES)
    lasting_zones = SLOT_ZONES
    summary_lists = (re.compile(r"(?P<head>.+? Destroys )(?P<item>.+?)(?P<tail> from the City Supply\.)"),)
    """City Destruction's lines, one per card, join per Enemy on a hand-off: "Karion Destroys
    Deadly Blades and Zap from the City Supply."."""
    zone_words = {"discard": "discard pile", "play_area": "playing area", "supply": ""}  # a stack per option: no word
    player_counts = (("deck", "deck", "deck "), ("discard", "discard", "disc "), ("play_area", "playing area", "play "))
    public_table_zones = ENEMY_ZONES
    loss_zones = ("discard", "rubble")
    hidden_table_zones = (*STACK.values(), "rubble", "supply:")
    """The face-down Enemy stacks, the face-down Rubble Pile and the City Supply stacks (whose
    tops are :meth:`face_up_stacks`)."""
    ordered_zones = ("deck", *STACK.values(), *SLOT_ZONES)

    @property
    def table_zones(self) -> tuple[str, ...]:
        """The table zones a scenario may set: the Enemy zones and stacks, the Rubble Pile
        and a ``supply:<card>`` stack for each Metro card of the shipped set."""
        from rules.catalog.loader import default_catalog

        supply = [board.supply_zone(c) for c in default_catalog().game_cards(GAME) if c.kind == "stack"]
        return (*ENEMY_ZONES, *STACK.values(), "rubble", *supply)

    def phase(self, state: State) -> str:
        """The phase of the turn (:data:`PHASES`), or ``start`` while Heroes choose starting
        Powers (set-up step 4)."""
        return _phase(state)

    def face_up_stacks(self, state: State) -> list[str]:
        """Every City Supply stack shows its top card; so does each face-up Enemy zone."""
        return [*board.supply_zones(state), *ENEMY_ZONES]

    # ------------------------------------------------------------------ set-up
    def setup(self, state: State) -> None:
        """Set-up steps 1-6 of the rulebook. Options: ``first`` (the seat that starts, else
        random), ``auto_pick`` (no starting Powers: the first turn starts at once, for
        scenarios)."""
        setup_resources(state, self.resources)
        by_kind: dict[str, list[int]] = {}
        for u in list(state.table["box"]):
            by_kind.setdefault(state.cards[u].kind, []).append(u)
        # 1. the City Supply: the two basic stacks and 2 Energy and 8 Power stacks
        self.build_city(state, by_kind.get("stack", []))
        # 2. the Enemy stacks, shuffled, the top of each revealed; room for the Rubble Pile
        state.zone(TABLE, "rubble")
        state.zone(TABLE, EXTRA_MINION)
        for r in RANKS:
            pile = [u for u in by_kind.get("villain", []) if rank(state.cards[u]) == r]
            state.rng.shuffle(pile)
            if state.options.get("variant") == "first_game":  # the rulebook's first-game Enemies on top
                pile.sort(key=lambda u: state.cards[u].name not in FIRST_GAME_ENEMIES)
            for u in pile:
                zones.to_table(state, u, STACK[r])
        self.reinforce(state)
        # 3. each Hero Deck: 5 Origin Story and 5 Spark of Energy from the City Supply
        for p in state.players:
            for name, n in STARTING_DECK:
                pile = state.table[board.supply_zone(state.cards[self._named(state, name)])]
                for u in pile[:n]:
                    zones.move(state, u, p.seat, "deck")
        first = state.options.get("first")
        state.active = first if first is not None else state.rng.randrange(len(state.players))
        state.res["first"] = state.active
        # 4. starting Powers, in turn order from the first player
        if state.options.get("auto_pick"):
            self.deal_hands(state)
            return
        self.start_picking(state, 0)

    def build_city(self, state: State, stacks: list[int]) -> None:
        """Set-up step 1: the Origin Story and Spark of Energy stacks, and the stacks of the
        Energy and Power cards dealt from the Randomizer decks (one Randomizer card per Energy
        and Power stack of the set but the basic Spark of Energy: :data:`DEAL`, dealt again
        until at least :data:`MIN_MELEE_RANGED` of the Powers are Melee and/or Ranged), or the
        first-game set (``variant = "first_game"``). The other stacks stay in the box."""
        by_name: dict[str, list[int]] = {}
        for u in stacks:
            by_name.setdefault(state.cards[u].name, []).append(u)
        card = {n: state.cards[us[0]] for n, us in by_name.items()}
        basics = [n for n, _ in STARTING_DECK]
        if state.options.get("variant") == "first_game":
            chosen = [n for n in FIRST_GAME_SUPPLY if n in by_name]
        else:
            decks = {t: sorted(n for n, c in card.items() if c.type == t and n not in basics) for t in DEAL}
            for _ in range(100):  # a set with too few Melee and Ranged Powers takes what it gets
                dealt = {t: state.rng.sample(decks[t], min(k, len(decks[t]))) for t, k in DEAL.items()}
                fighters = sum(1 for n in dealt["Power"] if {"Melee", "Ranged"} & set(card[n].subtypes))
                if fighters >= MIN_MELEE_RANGED:
                    break
            chosen = [*dealt["Energy"], *dealt["Power"]]
            state.log("setup", f"The Randomizer decks deal: {name_list(chosen)}.")
        for n in [*basics, *chosen]:
            for u in by_name.get(n, ()):
                zones.to_table(state, u, board.supply_zone(state.cards[u]))

    @staticmethod
    def _named(state: State, name: str) -> int:
        for u, c in enumerate(state.cards):
            if c.name == name:
                return u
        raise ValueError(f"the Metro City cards have no {name!r}")

    def start_picking(self, state: State, k: int) -> None:
        """The ``k``-th player in turn order chooses starting Powers (set-up step 4)."""
        n = len(state.players)
        seat = (state.res["first"] + k) % n
        state.active = seat
        state.turn = {"phase": "start", "picking": k}
        state.players[seat].res["plot"] = STARTING_PLOT[k]
        state.log("phase", f"— {state.players[seat].name} chooses starting Powers with {STARTING_PLOT[k]} "
                           "Plot Points —", seat)

    def ask_hero_name(self, state: State, k: int) -> None:
        """Set-up step 5: the ``k``-th player in turn order names their Hero (a text answer,
        suggestions offered); after the last one, step 6."""
        n = len(state.players)
        if k >= n:
            self.deal_hands(state)
            return
        seat = (state.res["first"] + k) % n
        state.active = seat
        state.turn = {"phase": "name", "naming": k}
        state.log("phase", f"— {state.players[seat].name} names their Hero —", seat)
        words = self.name_words(state)
        base = state.players[seat].name
        # a few to pick from (the words cards reward first), or the player types their own
        ideas = list(dict.fromkeys([f"{w} {base}" for w in words[:2]] + [f"Captain {base}", f"{base} the Bold",
                                                                          f"Mighty {base}"]))[:4]
        ask(state, "text", seat, "Name your Hero (some cards reward words in a Hero's name: "
                                 f"{', '.join(words) or 'none in this City Supply'})",
            [Option(f"t{i}", t, kind="text", value=t[:HERO_NAME_MAX]) for i, t in enumerate(ideas)],
            1, HERO_NAME_MAX, "metro_named", purpose=Purpose("name", rule="Set-up"), k=k)

    def text_problem(self, state: State, d: Decision, text: str) -> Rejected | None:
        """A Hero's name another Hero has already (set-up step 5): the log and the table name
        each Hero, so two alike could not be told apart (a Metro trial named two Heroes "First
        Blade")."""
        return _name_taken(state, d.player, text) if d.purpose.verb == "name" else None

    @staticmethod
    def name_words(state: State) -> list[str]:
        """The words of a Hero's name that cards of this City Supply reward (``if_hero_name``)."""
        from rules.catalog.schema import walk

        out: list[str] = []
        for z in board.supply_zones(state):
            for u in state.table[z][:1]:
                out += [e.word for e in walk(state.cards[u].effects) if e.op == "if_hero_name" and e.word not in out]
        return out

    def deal_hands(self, state: State) -> None:
        """Set-up step 6: every Hero shuffles and draws 5; the first player's turn begins."""
        for p in state.players:
            p.res["plot"] = 0
            p.flags.setdefault("hero_name", p.name)
            zones.shuffle(state, p.seat, "deck")
            zones.draw(state, p.seat, HAND)
        state.active = state.res["first"]
        state.turn = {"phase": "activate"}
        state.log("turn", f"— {state.players[state.active].name}'s turn (turn 1) —", state.active)
        state.log("phase", "Activate Powers.", state.active)

    def setup_step(self, state: State) -> str:
        """Set-up steps 4 and 5 (the ``start`` and ``name`` phases), before the first turn."""
        return {"start": "choose starting Powers", "name": "name your Hero"}.get(state.turn.get("phase"), "")

    # ------------------------------------------------------------------ phases
    def reinforce(self, state: State) -> None:
        """Reinforce Enemies: each Enemy stack with no face-up Enemy turns its top card up;
        then, while a Villain that reveals a second Minion is face up (Commander Graven, FAQ
        "Enemies"), a second Minion is turned up beside the Minion stack unless one is there."""
        for r in RANKS:
            if not state.table.get(FACE_UP[r]) and state.table.get(STACK[r]):
                self._reveal(state, STACK[r], FACE_UP[r], r)
        graven = [u for u in state.table.get(FACE_UP["Villain"], ()) if state.cards[u].extra["extra_minion"]]
        if graven and not state.table.get(EXTRA_MINION) and state.table.get(STACK["Minion"]):
            state.log("reveal", f"{state.name(graven[0])} calls a second Minion.")
            self._reveal(state, STACK["Minion"], EXTRA_MINION, "Minion")

    @staticmethod
    def _reveal(state: State, stack: str, to: str, r: str) -> None:
        u = state.table[stack][0]
        zones.to_table(state, u, to)
        state.log("reveal", f"{state.name(u)} ({r}, Life {state.cards[u].extra['life']}) appears.", shown=(u,))

    def storylines(self, state: State, seat: int) -> None:
        """Story Development begins: every Storyline card in hand goes face up into the play
        area, and their Plot Points are added up."""
        p = state.players[seat]
        played = [u for u in p.zones["hand"] if is_storyline(state.cards[u])]
        for u in played:
            zones.move(state, u, seat, "play_area")
            p.res["plot"] = p.res.get("plot", 0) + state.cards[u].extra["plot"]
        if played:
            names = name_list(state.name(u) for u in played)
            state.log("plot", f"{p.name} tells their story ({names}): {_plot(p.res['plot'])}.", seat)

    # ------------------------------------------------------------------ legality
    def legal(self, state: State) -> list[Command]:
        seat = state.active
        p = state.players[seat]
        phase = _phase(state)
        cards = state.cards
        out: list[Command] = []
        if phase == "activate":
            # listed in the order a simple player would try them (a bot takes the first): the
            # Powers dealing most damage, each on the lowest source it fits; then versatile
            # cards raising a source; then slotting Energy
            # the empty slots (board.empty_slots) and each source's Energy Level (board.sources,
            # board.level) in one walk of the slots: sources by level, lowest first
            free: list[int] = []
            lv: dict[int, int] = {}
            for n, z in enumerate(SLOT_ZONES, 1):
                pile = p.zones[z]
                if not pile:
                    free.append(n)
                elif (level := board.level(state, seat, n)) > 0:
                    lv[pile[-1]] = level
            srcs = sorted(lv, key=lv.__getitem__)
            best = max(lv.values(), default=0)
            hand_key = state.per_card("metro_hand_key", _hand_key)
            fact = state.per_card("metro_activation", _activation_fact)
            powers: list[Command] = []
            raises: list[Command] = []
            slots: list[Command] = []
            seen: set[str] = set()
            need = False  # a Power in hand needs more than any source gives
            for u in sorted(p.zones["hand"], key=hand_key.__getitem__):
                name, energy_card, power, activates, req, subs, _ = fact[u]
                if power and req > best:
                    need = True
                if name in seen:
                    continue
                seen.add(name)
                # slot_problem and activate_problem, given the hand card and the sources found
                # above: an Energy card goes into an empty slot when a source meets its REQ; a
                # Power fits a source that accepts its kind and gives its REQ
                if energy_card and free and req <= best:
                    slots += [_SLOT(u, n) for n in free]
                if activates:
                    fits = []
                    for s in srcs:
                        accepts = fact[s][6]
                        if req <= lv[s] and not (accepts and not accepts & subs):
                            fits.append(_ACTIVATE(u, s))
                    (powers if power else raises).extend(fits)
            # a raise only when a Power in hand needs more than any source gives
            out += powers + (raises + slots if need else slots + raises)
        elif phase == "battle":
            # the Archenemy first, then Villains, then Minions (a bot takes the first it is offered)
            # battle_problem for each face-up Enemy (found here already): the damage dealt meets its Life
            out += [_BATTLE(u) for u in reversed(board.face_up_enemies(state))
                    if effective_damage(state, seat, u) >= cards[u].extra["life"]]
        elif phase in ("develop", "start"):
            # Powers first, the most damaging (then the dearest) first; then Energy, the
            # highest level first; Storylines last
            tops = sorted(board.supply_tops(state), key=state.per_card("metro_supply_key", _supply_key).__getitem__)
            # _develop_problem for every top at once: none once the turn's Development is used;
            # else each top not roosted on that the Plot Points pay for
            if not (phase == "develop" and p.res.get("developments", 0) <= 0):
                roosted = set(roosts(state))
                plot, where = p.res.get("plot", 0), state.where
                cost = state.per_card("_cost", table.COST)  # a card model's cost is a pydantic read (speed)
                out += [_DEVELOP(u) for u in tops if cost[u] <= plot and where[u][1] not in roosted]
        if "rename" in PHASE_VERBS.get(phase, ()) and state.turn_number == 1:  # any name: the current one as a sample
            out.append(Rename(text=hero_name(state, seat)))
        if "next" in PHASE_VERBS.get(phase, ()):
            out.append(_NEXT())
        return out

    def ask_before(self, state: State, cmd: Command) -> str | None:
        """Next out of Story Development while the Plot Points still pay for a Development asks
        first (found in a trial: N left Story Development with 2 Plot Points unspent, where the
        other games' end of turn asks). Set-up's starting Powers do not ask: what is left there
        is logged as lost (:meth:`next_phase`)."""
        if not isinstance(cmd, Next) or _phase(state) != "develop":
            return None
        if not any(isinstance(c, Develop) for c in self.legal(state)):
            return None
        plot = _plot(state.players[state.active].res.get("plot", 0))
        return (f"End Story Development? {plot} unspent; they still pay for a Development now, "
                "and are lost at the end of the turn.")

    def verb_open(self, state: State, kind: str) -> bool:
        """``rename`` only until the first player has finished their first turn (set-up step 5)."""
        return kind != "rename" or state.turn_number == 1

    def which_one(self, state: State, cmds: list[Command]) -> tuple[str, list[str], list[int]] | None:
        """A Power that fits several Energy sources asks which (a new player's Enter put it on
        the first without a word): each source by its slot and the Energy Level it gives now,
        in slot order. A versatile Energy card that may be slotted or Activated asks which too
        (issue 14: Enter Activated a Spark of Energy on slot 1 while slots 3 and 4 were empty),
        offering the first empty slot and each source. A source is named as the commands name
        it ("slot 1 (Spark of Energy), Energy Level 1"). Several empty slots for an Energy card
        are no choice (None)."""
        if not any(isinstance(c, Activate) for c in cmds):
            return None
        seat = state.active
        labels, slots = [], []
        first_free = next((c for c in cmds if isinstance(c, Slot)), None)
        for c in cmds:
            if isinstance(c, Slot):
                slots.append(c.slot)
                labels.append(f"Slot it in slot {c.slot} (empty)" if c is first_free else "")
                continue
            n = board.slot_of(state, c.on)
            slots.append(n)
            # the source named as every Activate names it, "slot 1 (Spark of Energy)" (issue 14)
            labels.append(f"{'Activate it on ' if first_free else ''}{source_words(state, seat, n)}, "
                          f"Energy Level {board.level(state, seat, n)}")
        # asked slot by slot, 1 to 4 (legal lists the sources by Energy Level, the bots' hint: a
        # new player saw the slots change places once a Level 2 source such as Technological
        # Marvel was slotted before a Level 1 one)
        order = sorted(range(len(cmds)), key=slots.__getitem__)
        name = state.name(cmds[0].card)
        if first_free is not None:
            return f"{name}: slot it, or Activate it as a Power on an Energy source?", labels, order
        return f"Activate {name} on which Energy source?", labels, order

    def check(self, state: State, cmd: Command) -> Rejected | None:
        if not isinstance(cmd, (Slot, Activate, Battle, Develop, Next, Rename)):
            return Rejected(f"'{cmd.kind}' is not a command of {self.title}; its commands are "
                            f"{', '.join(v.name for v in self.verbs)}.")
        # the phase's commands (PHASES) were checked by the kernel (rules.engine.phases)
        if isinstance(cmd, Slot):
            return self.slot_problem(state, cmd.card, cmd.slot)
        if isinstance(cmd, Activate):
            if cmd.card not in state.players[state.active].zones["hand"]:
                return Rejected(f"{self._nm(state, cmd.card)} is not in your hand.", "Activate Powers")
            return self.activate_problem(state, cmd.card, cmd.on)
        if isinstance(cmd, Battle):
            return self.battle_problem(state, cmd.card)
        if isinstance(cmd, Develop):
            return self.develop_problem(state, cmd.card)
        if isinstance(cmd, Rename):
            return self.rename_problem(state, cmd.text)
        return None

    @staticmethod
    def rename_problem(state: State, text: str) -> Rejected | None:
        """Why the active Hero cannot take the name ``text`` now, or None (set-up step 5: names
        can change until the first player has finished their first turn)."""
        from rules.engine.options import name_error

        if state.turn_number > 1:
            return Rejected("Hero names are final once the first player has finished their first turn.",
                            "Set-up: Name Your Hero")
        err = name_error(text.strip(), HERO_NAME_MAX)
        if err:
            return Rejected(f"Not a Hero name: {err}.", "Set-up: Name Your Hero")
        return _name_taken(state, state.active, text)

    @staticmethod
    def _nm(state: State, uid: int) -> str:
        return state.name(uid) if 0 <= uid < len(state.cards) else f"#{uid}"

    def slot_problem(self, state: State, uid: int, n: int) -> Rejected | None:
        """Why Energy card ``uid`` cannot go into slot ``n`` now, or None (rulebook
        "Activate Powers": Slot an Energy Source Card)."""
        seat = state.active
        if uid not in state.players[seat].zones["hand"]:
            return Rejected(f"{self._nm(state, uid)} is not in your hand.", "Activate Powers")
        if state.cards[uid].type != "Energy":
            return Rejected(f"Only Energy cards are slotted; {state.name(uid)} is a {state.cards[uid].type} card.",
                            "Activate Powers")
        if not 1 <= n <= SLOTS:
            return Rejected(f"There is no slot {n}: the slots are 1 to {SLOTS}.", "Activate Powers")
        if state.players[seat].zones[f"slot:{n}"]:
            free = board.empty_slots(state, seat)
            if not free:
                return Rejected(board.ALL_FULL, "Activate Powers")
            held = state.name(state.players[seat].zones[f"slot:{n}"][0])
            empty = f"slot {free[0]} is" if len(free) == 1 else f"slots {', '.join(map(str, free))} are"
            return Rejected(f"Slot {n} holds {held} ({board.SLOT_STAYS}); {empty} empty.", "Activate Powers")
        req = state.cards[uid].extra["req"]
        if req:
            best = max((board.level(state, seat, k) for k in range(1, SLOTS + 1)), default=0)
            if best < req:
                return Rejected(f"{state.name(uid)} has an Energy Requirement of {req}: slot it when one of your "
                                f"Energy sources gives {req} (the best gives {best}).", "Energy Requirement")
        return None

    def activate_problem(self, state: State, uid: int, on: int) -> Rejected | None:
        """Why ``uid`` (in the active player's hand) cannot be Activated on ``on`` now, or
        None (rulebook "Activate Powers"; FAQ "Energy Sources")."""
        seat = state.active
        card = state.cards[uid]
        if not can_activate(card):
            return Rejected(f"{card.name} is not a Power card.", "Activate Powers")
        if not (0 <= on < len(state.cards)) or board.slot_of(state, on) is None or state.where[on][0] != seat:
            return Rejected(f"{self._nm(state, on)} is not in one of your slots.", "Activate Powers")
        n = board.slot_of(state, on)
        if state.players[seat].zones[f"slot:{n}"][-1] != on:
            return Rejected(f"{state.name(on)} already has a Power on it: only one Power may be Activated on each "
                            "Energy source.", "Activate Powers")
        lvl = board.level(state, seat, n)
        if lvl <= 0:
            short = self.energy_short(state, seat, uid)
            if short:  # no source could take it: its Energy Requirement is the reason, not this source
                return Rejected(short, "Activate Powers")
            return Rejected(f"{state.name(on)} gives no Energy: nothing can be Activated on it.", "Activate Powers")
        src = state.cards[on]
        accepts = src.extra["accepts"] if src.type == "Power" else []
        if accepts and not set(accepts) & set(card.subtypes):
            return Rejected(f"{src.name} can Activate only {' or '.join(accepts)} Powers.", "FAQ: Energy Sources")
        req = card.extra["req"]
        if req > lvl:
            return Rejected(f"{card.name} needs Energy Level {req}; {src.name} in slot {n} gives {lvl}.",
                            "Activate Powers")
        return None

    @staticmethod
    def energy_short(state: State, seat: int, uid: int) -> str | None:
        """Why Power ``uid`` fits none of ``seat``'s Energy sources by its Energy Requirement
        (rulebook "Activate Powers": REQ at most the source's Energy Level), in those words:
        "Psychic Scream needs Energy Level 3; you have Energy Level 0: Naked Object used up
        slot 1." or "...; your best Energy source, slot 2 (Spark of Energy), gives 1."; None
        when some source gives enough. (Metro trial: a Power refused for its REQ said "Naked
        Object gives no Energy", naming the used-up source the table had tried.)"""
        card = state.cards[uid]
        req = card.extra["req"]
        levels = {n: board.level(state, seat, n) for n in range(1, SLOTS + 1)}
        best = max(levels.values())
        if req <= best:
            return None
        need = f"{card.name} needs Energy Level {req}"
        if best > 0:
            n = max(levels, key=levels.__getitem__)
            return f"{need}; your best Energy source, {source_words(state, seat, n)}, gives {best}."
        used = [(n, pile[-1]) for n in range(1, SLOTS + 1) if (pile := state.players[seat].zones[f"slot:{n}"])]
        if not used:
            return f"{need}; you have no Energy source: slot an Energy card first."
        spent = "; ".join(f"{state.name(top)} used up slot {n}" if state.cards[top].type == "Power"
                          else f"slot {n} is used up" for n, top in used)
        return f"{need}; you have Energy Level 0: {spent}."

    def battle_problem(self, state: State, uid: int) -> Rejected | None:
        """Why the active Hero cannot defeat ``uid`` now, or None (rulebook "Battle Enemies")."""
        if uid not in board.face_up_enemies(state):
            return Rejected(f"{self._nm(state, uid)} is not a face-up Enemy.", "Battle Enemies")
        life = state.cards[uid].extra["life"]
        dealt = effective_damage(state, state.active, uid)
        if dealt < life:
            return Rejected(f"You can deal {state.name(uid)} {dealt} damage; it has {life} Life. Damage is all or "
                            "nothing.", "Battle Enemies")
        return None

    def develop_problem(self, state: State, uid: int) -> Rejected | None:
        """Why the active Hero cannot Develop ``uid`` now, or None (rulebook "Story
        Development"; set-up step 4)."""
        return self._develop_problem(state, uid, board.supply_tops(state), roosts(state))

    def _develop_problem(self, state: State, uid: int, tops: list[int], roost: dict[str, int]) -> Rejected | None:
        """:meth:`develop_problem` given the City Supply's tops and the Enemies' roosts now
        (:meth:`legal` tests every top with the same ones)."""
        if uid not in tops:
            return Rejected(f"{self._nm(state, uid)} is not on top of a City Supply stack.", "Story Development")
        p = state.players[state.active]
        zone = state.where[uid][1]
        if zone in roost:
            return Rejected(f"{state.name(roost[zone])} roosts on the {state.name(uid)} stack: it cannot be "
                            "Developed.", "FAQ: Enemies")
        if _phase(state) == "develop" and p.res.get("developments", 0) <= 0:
            return Rejected("You have Developed a card this turn already: one Development per turn.",
                            "Story Development")
        cost, plot = state.cards[uid].cost, p.res.get("plot", 0)
        if cost > plot:
            return Rejected(f"You have {_plot(plot)}; {state.name(uid)} costs {cost}.", "Story Development")
        return None

    # ------------------------------------------------------------------ performing
    def perform(self, state: State, cmd: Command) -> None:
        seat = state.active
        p = state.players[seat]
        if isinstance(cmd, Slot):
            zones.move(state, cmd.card, seat, f"slot:{cmd.slot}")
            if not state.headless:  # no line built where nobody reads the log (speed)
                state.log("slot", f"{p.name} slots {state.name(cmd.card)} in slot {cmd.slot} "
                                  f"(Energy Level {board.level(state, seat, cmd.slot)}).", seat)
            push_effects(state, state.cards[cmd.card].effects, {"p": seat, "src": cmd.card})
        elif isinstance(cmd, Activate):
            n = board.slot_of(state, cmd.on)
            zones.move(state, cmd.card, seat, f"slot:{n}")
            count_activation(state)
            if not state.headless:  # no line built where nobody reads the log (speed)
                lvl = board.level(state, seat, n)
                more = f" (it gives Energy Level {lvl})" if lvl else ""
                state.log("activate", f"{p.name} Activates {state.name(cmd.card)} on {state.name(cmd.on)} in slot "
                                      f"{n}{more}.", seat)
            push_effects(state, state.cards[cmd.card].effects, {"p": seat, "src": cmd.card})
            for e in state.cards[cmd.on].effects:  # the source's "when a Power is Activated on it"
                if e.op == "when_powered":
                    push_effects(state, e.then, {"p": seat, "src": cmd.on})
        elif isinstance(cmd, Battle):
            self.defeat(state, seat, cmd.card)
        elif isinstance(cmd, Develop):
            cost = state.cards[cmd.card].cost
            p.res["plot"] -= cost
            if _phase(state) == "start":
                zones.move(state, cmd.card, seat, "deck")
            else:
                p.res["developments"] -= 1
                zones.move(state, cmd.card, seat, "discard")
            if not state.headless:  # no line built where nobody reads the log (speed)
                # a line tells what happened; that set-up takes any City Supply card (the FAQ
                # advises Powers) is the City Supply's hint at set-up (:func:`.table.table_view`)
                state.log("develop", f"{p.name} Develops {state.name(cmd.card)} for {_plot(cost)}.", seat)
        elif isinstance(cmd, Next):
            self.next_phase(state)
        elif isinstance(cmd, Rename):
            p.flags["hero_name"] = cmd.text.strip()
            state.log("name", f"{p.name} renames their Hero {cmd.text.strip()}.", seat)

    def next_phase(self, state: State) -> None:
        """``next``: leave the phase the active Hero is in."""
        seat = state.active
        phase = _phase(state)
        if phase == "start":
            k = state.turn["picking"] + 1
            left = state.players[seat].res.get("plot", 0)
            if left:  # found in a trial: the set-up's unspent Plot Points vanished unsaid
                state.log("plot", f"{state.players[seat].name}'s {_plot(left)} unspent at set-up "
                                  f"{'are' if left != 1 else 'is'} lost: they pay for starting Powers only.", seat)
            state.players[seat].res["plot"] = 0
            if k < len(state.players):
                self.start_picking(state, k)
            else:
                self.ask_hero_name(state, 0)
        elif phase == "activate":
            self.enter(state, "battle")
        elif phase == "battle":
            self.enter(state, "develop")
            self.storylines(state, seat)
        elif phase == "develop":
            push(state, "metro_cleanup")
            push(state, "metro_destruction")

    def enter(self, state: State, phase: str) -> None:
        """Move to ``phase`` (:func:`rules.engine.phases.enter`: logged, the phase trigger)."""
        enter_phase(state, phase)

    def defeat(self, state: State, seat: int, uid: int) -> None:
        """The active Hero defeats face-up Enemy ``uid`` (rulebook "Battle Enemies"; the
        Archenemy ends the game, "Winning the Game")."""
        spend_damage(state, seat, uid)
        state.res.pop(f"roost:{uid}", None)
        p = state.players[seat]
        p.flags["defeated"] = p.flags.get("defeated", 0) + 1  # the game-over "Enemies defeated"
        state.log("battle", f"{p.name} defeats {state.name(uid)}!", seat)
        if rank(state.cards[uid]) == "Archenemy":
            self.finish(state, "archenemy", [p.name])
            return
        ask(state, "yes_no", seat, f"{state.name(uid)} is defeated: add it to your hand as a Storyline? (No: it goes "
                                   "on the Rubble Pile)", yes_no(), 1, 1, "metro_defeated",
            purpose=Purpose("keep", (state.where[uid][1],), "hand", uid), uid=uid)  # logged as kept or on the Rubble Pile

    def advise(self, view: dict[str, Any], legal: list[Command]) -> Command | None:
        """The heuristic bot's advice: planned activations, the best battles and
        Developments, Heroic Sacrifice when the city needs it (:func:`.advice.advise`)."""
        return advise(view, legal)

    def advice_at_once(self, state: State, legal: list[Command]) -> Command | None:
        """As :meth:`advise` gives it, with no decision waiting: the ``next`` listed when only
        moving on (or renaming) is listed in a phase whose advice weighs commands (the phase is
        public), and the activation advice in Activate Powers, from what the deciding seat
        sees of its own Hero and the public table (:func:`.table.advice_facts` with
        ``activation``); else None (:func:`.advice.at_once`)."""
        if state.pending is not None or not legal:
            return None
        phase, seat = _phase(state), state.active
        return at_once(phase, legal, lambda: table.advice_facts(state, phase, seat, cards=True, activation=True))

    def answers_at_once(self, state: State) -> list[list[str]] | None:
        """:meth:`advise_answers` told from the state, reading only what the deciding seat
        sees (the decision, the public table, its own cards): a Heroic Sacrifice
        (:func:`.advice.sacrifice_declined` at once when no Archenemy is face up or the card
        about to go is not one its power takes, else :func:`.advice.sacrificed`), the City
        Supply stack a Destruction Power takes (:func:`.advice.stack_destroyed`) and the Energy
        discarded at Cleanup (slotted cards are public: :func:`.advice.cleanup_answers`); None
        for any other decision, or options that are not cards (the view is built). Speed: the
        view of these steps cost more than their answer."""
        d = state.pending
        if d is None or d.answer != "options" or d.player != state.decider:
            return None
        p = d.purpose
        if d.kind == "yes_no" and p.verb == "may":  # Massive Detonation weighs the damage
            return None
        cards = all(o.card is not None and o.id == f"c{o.card}" for o in d.options)
        if p.verb == "destroy" and "hand" in p.from_:  # Heroic Sacrifice
            target = state.name(p.target) if p.target else ""  # as the advice reads it: no name for uid 0
            enemies = tuple(map(state.name, board.face_up_enemies(state)))
            if not d.options or sacrifice_declined(enemies, target):
                return [[]]
            if not cards:
                return None
            return [sacrificed([(o.id, state.name(o.card)) for o in d.options], _supply(state), face_up(enemies),
                               _hero(state, d.player))]
        if p.verb == "discard" and d.kind == "cards":  # Cleanup: the slotted Energy cards
            if not cards:
                return None
            return cleanup_answers([(o.id, state.name(o.card)) for o in d.options])
        if p.verb == "destroy" and d.kind == "cards" and d.min == 1 and cards:  # the stack a power Destroys from
            enemies = tuple(map(state.name, board.face_up_enemies(state)))
            return [[stack_destroyed([(o.id, state.name(o.card)) for o in d.options], _supply(state),
                                     face_up(enemies), _hero(state, d.player))]]
        return None

    def advise_answers(self, view: dict[str, Any]) -> list[list[str]]:
        """The answers :meth:`advise` gives the seat's decision, from the view alone: Heroic
        Sacrifice, the City Supply stack Destroyed, the Energy discarded at Cleanup, Massive
        Detonation (:func:`.advice.answers`)."""
        return answers(view)

    # ------------------------------------------------------------------ the end
    def scores(self, state: State) -> list[dict[str, Any]]:
        """Per Hero: the Enemies they defeated this game (counted in :meth:`defeat`: those kept
        as Storylines, those put on the Rubble Pile and the Archenemy alike) and the cards they own."""
        rows = []
        for p in state.players:
            owned = [u for z in p.zones.values() for u in z]
            rows.append({"player": p.name, "enemies": p.flags.get("defeated", 0), "cards": len(owned)})
        return rows

    def finish(self, state: State, why: str, winners: list[str]) -> None:
        """End the game: ``archenemy`` (``winners`` defeated the Archenemy) or ``city``
        (the city fell: everyone loses). The result's ``reason`` says which, for the
        game-over screen."""
        cols = [("enemies", "Enemies defeated"), ("cards", "Cards")]
        if winners:
            end_game(state, why=why, outcome="winner", winners=winners, columns=cols, scores=self.scores(state),
                     line=f"Game over. {winners[0]} defeats the Archenemy and saves Metro City!")
            state.result["reason"] = f"{winners[0]} defeated the Archenemy and saved Metro City."
        else:
            end_game(state, why=why, outcome="all_lose", winners=[], columns=cols, scores=self.scores(state),
                     line="Game over. The Archenemy has destroyed Metro City: everyone loses.")
            state.result["reason"] = "The Archenemy found nothing left to Destroy: Metro City fell."

    # ------------------------------------------------------------------ views
    def table_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The table in the panel format: the phase bar, the Enemies and the Enemy Board, the
        City Supply and its grid, the Rubble Pile, the City Defense dice, each Hero's placard
        and numbers, the seat's hand (:mod:`.table`)."""
        return table.table_view(state, seat, _phase(state))

    def advice_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The phase, the face-up Enemies' names, the City Supply's tops with their counts, the
        number of players and, for a seat, what it sees of its own Hero (hand included)
        (:func:`.table.advice_facts`): what :func:`.advice.advise` reads. While no decision
        waits, also ``cards``: uid -> ``{"name", "cost"}`` of the cards the view's ``known`` entry
        would hold (the face-up stacks' tops and the seat's hand), so a bot needs no ``known``
        entry to name the cards of its commands (a decision's bot reads ``known``)."""
        return table.advice_facts(state, _phase(state), seat, cards=state.pending is None)

    def plays_as(self, state: State, seat: int) -> str:
        """The Hero's name once it is named (set-up step 5): before, it is the player's own
        name, and the hand-off names nobody else."""
        hero = hero_name(state, seat)
        return "" if hero == state.players[seat].name else hero

    def player_view(self, state: State, seat: int) -> dict[str, Any]:
        """Each Hero's name (set-up step 5), public, at the end of the player's line, narrow too
        ("— Captain Bolt" after the player's name: at 80x24 the name was left out and only the
        slots showed, issue 14), but not on the player's own placard, whose Hero Placard panel
        names the Hero (a row less at 80x24), and the uids of the cards on each slot (public; bottom first,
        as the ``slot:N`` zones)."""
        p = state.players[seat]
        hero = hero_name(state, seat)
        return {"hero_name": hero, "notes": [[f"Hero: {hero}", f"— {hero}" if hero != p.name else "", ""]],
                "slots": [list(p.zones[z]) for z in SLOT_ZONES]}

    def card_text(self, card: Card) -> str:
        """The card's printed numbers (REQ, Energy Level, Life, Plot...: :func:`facts_text`),
        then one paragraph per effect."""
        return "\n".join([*facts_text(card), *(effect_text(e) + "." for e in card.effects)])

    def check_catalog(self, catalog: Catalog) -> list[str]:
        """The set needs the two basic cards of the starting decks and one Enemy of each rank."""
        cards = catalog.game_cards(GAME)
        out = [f"metro: the set needs {name!r}" for name, _ in STARTING_DECK if not any(c.name == name for c in cards)]
        for r in RANKS:
            if not any(c.kind == "villain" and rank(c) == r for c in cards):
                out.append(f"metro: the set needs a {r} Enemy")
        return out


def _supply(state: State) -> tuple[tuple[str, int], ...]:
    """(top card's name, count) of each City Supply stack that has cards, as the advice view's
    ``supply`` lists them (:func:`.table.advice_facts`)."""
    table = state.table
    return tuple((state.name(pile[0]), len(pile)) for z in board.supply_zones(state) if (pile := table[z]))


def _hero(state: State, seat: int) -> Hero:
    """What the advice reads of ``seat``'s own Hero (:class:`.advice.Hero`): its name and
    the names of its cards in the zones the advice view names (:data:`.table.ADVICE_ZONES`)."""
    p = state.players[seat]
    zones = p.zones
    return Hero(p.flags.get("hero_name", p.name),
                tuple(state.name(u) for z in table.ADVICE_ZONES if z in zones for u in zones[z]))


def _name_taken(state: State, seat: int, text: str) -> Rejected | None:
    """Why ``seat``'s Hero cannot be called ``text``: another Hero has that name (ignoring case
    and spaces around; a Hero not named yet goes by their player's name), or None."""
    key = text.strip().casefold()
    for p in state.players:
        hero = hero_name(state, p.seat)
        if p.seat != seat and hero.strip().casefold() == key:
            whose = f"{p.name}'s Hero's" if hero != p.name else "another player's"
            return Rejected(f"{hero} is already {whose} name: each Hero needs a name of their own.",
                            "Set-up: Name Your Hero")
    return None


@resume("metro_named")
def _named(state: State, answer: str, k: int) -> None:
    """A Hero is named (set-up step 5); the next player names theirs."""
    p = state.players[state.active]
    p.flags["hero_name"] = answer.strip()
    state.log("name", f"{p.name} names their Hero {answer.strip()}.", p.seat)
    METRO.ask_hero_name(state, k + 1)


METRO = MetroRules()
