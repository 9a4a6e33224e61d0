"""The game contract: what a game package gives the engine, and all the engine asks of it.

A game is one :class:`Rules` object, registered by the registration table
(:data:`rules.games.GAMES`, through :mod:`rules.api`); the engine finds it by ``State.game``
(:func:`rules.engine.registry.rules_for`) and reads nothing else of it. Every member is
declared here with its shapes and units, and nothing probes a rules object for a member it
may lack (``tests/test_contract.py``). A family adds the members its games share (the DC
games': :class:`rules.families.dc.family.DCRules`).

The abstract members (:meth:`Rules.setup`, :meth:`Rules.legal`, :meth:`Rules.check`,
:meth:`Rules.perform`, :meth:`Rules.table_view`) are what every game must write; a class that
leaves one out cannot be instantiated (TypeError). The others have a default that fits a game
without the feature (no variants, no resources, no per-card fields).

Cards are named by uid (an index into ``State.cards``); a seat is a player's index in
``State.players``; zones are named by strings (the names the scenario files and the saves
use), player zones in ``Player.zones`` and table zones in ``State.table``.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel

from rules.catalog.loader import Catalog
from rules.catalog.schema import Card

from .bothints import BotHints
from .commands import Command, Rejected
from .moves import ZoneChange
from .outcome import Measure
from .options import SetupChoice, SetupOptions
from .phases import Phase, first_phase
from .tablekeys import TableKey
from .render import effect_text, name_list
from .resources import Resource, at_stake as resource_stake
from .state import Decision, State
from .teach import glossary_help
from .verbs import Verb

#: the purpose verbs whose Yes loses a card, in every game (:meth:`Rules.yes_costs_a_card`)
LOSS_VERBS = frozenset({"destroy", "eliminate", "discard"})


class Rules(ABC):
    """The contract between the engine and one game (see the module docstring)."""

    # ------------------------------------------------------------------ identity and words
    id = ""
    """The game id (``State.game``, the cards' ``game`` field, ``--game``): a short slug of
    lowercase letters; :func:`rules.engine.registry.register` refuses an empty one."""
    title = ""
    """The game's full name, as the new-game screen lists it ("Dark Nights – Metal")."""
    short_title = ""
    """The name the table's title bar shows during play ("Metal"); empty: :attr:`title`."""
    min_players = 2
    """The fewest players of the standard game (an int ≥ 1); see :meth:`players`."""
    max_players = 5
    """The most players of the standard game (an int ≥ :attr:`min_players`); see :meth:`players`."""
    variants: tuple[str, ...] = ("standard",)
    """The set-up variants the rulebook offers (``options["variant"]``), the first being the
    standard game; ``new_game`` refuses another (ValueError)."""
    variant_labels: dict[str, str] = {}
    """A label per variant of :attr:`variants` for the new-game screen ("Short (no Level 4
    Nemesis)"); a game with one variant offers no choice and needs none."""
    pick_modes: dict[str, str] = {}
    """The ways players may get their characters at set-up that the new-game screen offers:
    value of the set-up option ``pick`` (a field of :attr:`setup_options`) -> its label
    ("deal": "Dealt 2, pick 1"), the first being the default (left out of the options); empty:
    no choice (and no ``pick`` option)."""
    pick_hint = ""
    """One sentence for the new-game screen on how each player gets a character at set-up
    ("Each player is dealt 2 Super Heroes and picks one, in private."); empty: none."""
    character_word = ""
    """The game's word for the character a player plays as ("Super Hero", "Character");
    empty: the game has none."""
    characters_word = ""
    """The plural of :attr:`character_word` as a short label reads it ("Heroes" for Super
    Heroes, "Characters"; at most 11 characters, the new-game screen's label); empty: the
    game has none."""
    unpicked_to = "box"
    """Where a character nobody plays goes at set-up, and where a scenario puts one it
    displaces: a table zone, or ``"box"`` (out of the game)."""
    villain_word = ""
    """The game's word for the enemy card players defeat ("Super-Villain", "Nemesis"); empty:
    the game has none."""
    tie_breaks: tuple[str, str, str, str] = ("", "", "", "")
    """The game-over table's words for the two tie-breakers of the rulebook's end of game:
    (what the first counts, its column heading, what the second counts, its column heading),
    e.g. ``("Super-Villains", "Villains", "cards owned", "Cards")``; empty strings: none."""
    guide: tuple[tuple[str, str], ...] = ()
    """The rules reference: Markdown sections in hotseat's own words, each as (part of the
    game it explains, text); the parts are ``goal``, ``setup``, ``turn``, ``defense``,
    ``weakness``, ``end``, ``over`` or the game's own, and the screen marks the section of
    the part the game is in (:attr:`guide_parts`). No keys here: the screen lists them from
    its bindings (the game's are :attr:`table_keys`)."""
    guide_parts: dict[str, str] = {"pick": "setup", "defend": "defense"}
    """The part of :attr:`guide` the rules reference marks while a decision waits, by the
    decision's purpose verb (picking a character: ``setup``; a Defense: ``defense``; Metal's
    ``capture``: ``weakness``); a verb not listed: ``turn``. Before the game ``setup``, once
    it is over ``over``."""

    glossary: tuple[tuple[str, str], ...] = ()
    """The game's glossary, for the F1 screen and the help line of decisions: every keyword,
    zone, token, resource and card type players meet on the table, as ``(term,
    explanation)`` pairs in hotseat's own words (never the rulebook's sentences), in the
    order a reader should meet them. ``term`` is the word as the cards and the table print
    it ("Seal", "Line-Up", "Energy Level", "flare"); ``explanation`` is one or two plain
    sentences ending in a full stop, with no Markdown. Terms are unique, compared without
    case (``tests/test_glossary.py``). The turn's phases are not repeated here: they are
    :attr:`phases` (each :class:`~rules.engine.phases.Phase` has its ``word`` and automatic
    ``steps``), and the current one is :meth:`phase`. A decision's help line quotes the
    entries its purpose and prompt name (:meth:`decision_help`)."""
    verb_terms: dict[str, tuple[str, ...]] = {}
    """The :attr:`keywords` a decision's purpose verb stands for when the words differ (the
    DC games: ``{"defend": ("Attack", "Defense")}``), so its help line explains them."""
    keywords: frozenset[str] = frozenset()
    """The terms of :attr:`glossary` that a decision's help line explains when its purpose verb
    or its prompt names them (the keywords of the card text and the rules: "Seal", "Surge",
    "burn", "Heroic Sacrifice"); the other terms (zones, card types, the currency) are too
    common in prompts to explain at every question and are read in the glossary only. Each is
    a term of :attr:`glossary` as spelt there (``tests/test_glossary.py``)."""

    setup_options: type[SetupOptions] = SetupOptions
    """The model of the set-up options this game knows (``new_game(options=...)``, saves,
    scenarios): :class:`~rules.engine.options.SetupOptions` (``variant``, ``first``) or a
    subclass adding the game's own; ``new_game`` refuses any other option (ValueError naming
    it)."""

    def setup_choices(self, variant: str | None = None) -> tuple[SetupChoice, ...]:
        """The game's own set-up options of ``variant`` (None: the standard game) that the
        new-game screen offers, each with its choices (:class:`~rules.engine.options.SetupChoice`:
        Mistborn co-op's Dominance track); default none. The value chosen reaches ``new_game``
        as ``options[key]``, exactly as ``hotseat play --option KEY=VALUE`` does."""
        return ()

    def players(self, variant: str | None = None) -> tuple[int, int]:
        """The (fewest, most) players of ``variant`` (None: the standard game, the first of
        :attr:`variants`); default ``(min_players, max_players)`` for every variant. A game
        whose variants differ (a co-op mode for 1 player) overrides it. ValueError is not
        raised here: ``new_game`` checks the variant first."""
        return (self.min_players, self.max_players)

    # ------------------------------------------------------------------ zones and their roles
    # Every zone has one role for what is seen: public (every player sees every card) or
    # hidden (nobody does, but a player their own ``hand``, and every player the top of a
    # face-up stack, :meth:`face_up_stacks`). A zone's role is declared once, below; the views,
    # the undo barrier (:mod:`rules.engine.knowledge`) and the log's privacy read it through
    # :meth:`zone_role`; ``tests/test_contract.py`` checks every zone a game opens has one.
    # Besides, some player zones are in play (:attr:`in_play_zones`) and some zones are
    # ordered (:attr:`ordered_zones`). An entry ending in ``:`` stands for every zone of that
    # prefix (``"supply:"``: each City Supply stack; ``"dealt:"``: each seat's dealt cards).
    player_zones: tuple[str, ...] = ()
    """The zones every player has from set-up (``Player.zones`` keys), ordered ones listed
    top first; a game may open more during play. Each is in :attr:`public_zones` or
    :attr:`hidden_zones`."""
    public_zones: tuple[str, ...] = ()
    """Role public, player zones: every player sees every card in them (a score pile, a
    discard pile, the cards in play)."""
    hidden_zones: tuple[str, ...] = ()
    """Role hidden, player zones: nobody sees their cards but their owner their own ``hand``
    (a deck, a hand, cards set aside face down). The undo barrier: a command after which a
    card of a hidden zone is in some seat's sight (drawn, revealed, played from a hand) cannot
    be taken back (:func:`rules.engine.knowledge.revealed`); a decision whose cards come from
    a hidden zone keeps its "found nothing" private (:mod:`rules.engine.teach`)."""
    in_play_zones: tuple[str, ...] = ()
    """The player zones whose cards are in play: put on the table in front of their owner,
    their abilities working (the DC games' cards played this turn and Ongoing ones, Metro
    City's play area and energy slots, Mistborn's played cards and Allies); a character a
    player plays as is not counted. Listed in the order a player reads them; each one is in
    :attr:`public_zones`. :func:`rules.engine.zones.in_play` reads it."""
    lasting_zones: tuple[str, ...] = ()
    """The zones of :attr:`in_play_zones` whose cards stay in play from turn to turn and may
    affect the other players (the DC games' Ongoing cards, Mistborn's Allies, Metro City's
    slotted Energy and Powers): the table lists their cards on each other player's line, each
    zone by its :meth:`zone_word`. Empty: nothing stays in play."""
    public_table_zones: tuple[str, ...] = ()
    """Role public, table zones: every player sees every card in them (a market row, a
    destroyed pile, the face-up Enemies)."""
    hidden_table_zones: tuple[str, ...] = ()
    """Role hidden, table zones: nobody sees their cards (a draw pile, a face-down stack, a
    character dealt face down), but the top card of those :meth:`face_up_stacks` names now.
    The kernel's ``box`` (cards out of the game) is hidden in every game without being
    listed."""
    known_table_zones: tuple[str, ...] = ()
    """The table zones whose every card a view lists in ``known`` with its facts (cards a
    player may name in a command, the Line-Up); a subset of :attr:`public_table_zones`."""
    table_zones: tuple[str, ...] = ()
    """The table zones a scenario may name (``[table] market = [...]``),
    with :attr:`ordered_zones` listed top first; a scenario's player tables may name any of
    :attr:`player_zones`."""
    ordered_zones: tuple[str, ...] = ()
    """The zones of :attr:`table_zones` and :attr:`player_zones` whose order matters (a deck,
    a market row): a scenario lists and compares them in order."""

    def zone_role(self, owner: int, zone: str) -> str:
        """The role of ``zone`` of ``owner`` (a seat, or ``rules.engine.state.TABLE``) for what
        is seen: ``"public"`` or ``"hidden"``, from :attr:`public_zones` / :attr:`hidden_zones`
        (a player's) or :attr:`public_table_zones` / :attr:`hidden_table_zones` (the table's),
        an entry ``"prefix:"`` matching every zone ``"prefix:..."``. A zone declared in neither
        is hidden (a card nobody was said to see is seen by nobody); the kernel's ``box`` is
        hidden. Cheap, and never changes anything."""
        public, hidden = ((self.public_table_zones, self.hidden_table_zones) if owner < 0
                          else (self.public_zones, self.hidden_zones))
        if zone in public:
            return "public"
        if zone in hidden:
            return "hidden"
        head, colon, _ = zone.partition(":")
        return "public" if colon and head + ":" in public else "hidden"

    loss_zones: tuple[str, ...] = ("discard",)
    """The zones where a card a player moves is lost to them, for now or for good (the discard
    pile, a destroyed pile, Mistborn's eliminated cards, Metro City's Rubble Pile): a Yes or No
    question whose Yes moves a card of the player's there (its purpose's ``to``; not a gain,
    which brings a new card) costs that card, and so does one whose purpose verb is one of
    :data:`LOSS_VERBS` (:meth:`yes_costs_a_card`)."""

    def yes_costs_a_card(self, purpose: Any) -> bool:
        """Whether a Yes to a question of ``purpose`` (:class:`rules.engine.state.Purpose`)
        destroys, eliminates or discards a card: such a question's safe answer is No, which a
        bare Enter gives (issue 14, Mistborn trial: an Enter typed for something else eliminated
        the card just bought)."""
        return purpose.verb in LOSS_VERBS or (purpose.verb != "gain" and purpose.to in self.loss_zones)

    verb_words: Mapping[str, str] = MappingProxyType({})
    """The game's own word for a purpose verb in the log's "nothing" lines
    (:func:`rules.engine.teach.log_nothing`): ``{"destroy": "eliminate"}`` makes "X: Ann
    eliminates nothing." (a question one must answer) and "X: Ann has no card to eliminate." Verbs not listed read as
    the kernel says them."""

    chance_words: Mapping[str, str] = MappingProxyType({"shuffle": "a shuffle"})
    """What a use of the game's RNG is called in the undo refusal, by the kind of the event
    that logs it (:func:`rules.engine.knowledge.revealed_words`): ``{"shuffle": "a shuffle"}``
    (a deck reshuffled, DESIGN §4); a game with dice adds its own kind (Metro: ``"roll"``). The
    key ``""`` names a use logged by no kind listed here (else "something left to chance")."""

    quiet_kinds: frozenset[str] = frozenset({"power", "draw", "shuffle", "phase", "auto"})
    """The kinds of events a hand-off's "since your last turn" leaves out, as too small to
    tell (:func:`rules.engine.teach.since_last_turn`): Power gained card by card, draws,
    shuffles, phase headings."""

    summary_lists: tuple[re.Pattern[str], ...] = ()
    """Log lines the hand-off's "since your last turn" joins when they come one after another
    (:func:`rules.engine.teach.since_last_turn`): each pattern has the named groups ``head``,
    ``item`` and ``tail``, and lines of one pattern with the same head and tail become one line
    listing the items ("Karion Destroys Deadly Blades, Mind Spike and Zap from the City
    Supply."; Metro City's City Destruction logs a line per card, which flooded the box).
    Empty: every line is told apart."""

    zone_words: dict[str, str] = {}
    """How a decision's option names the zone its card is in when the options come from
    several zones ("Vulnerability (discard pile)"): zone -> words; a zone not listed is read
    with ``_`` and ``:`` as spaces ("play_area" -> "play area", "slot:2" -> "slot 2"); a zone
    whose words are "" is never named (each option a stack of its own)."""

    zone_places: dict[str, str] = {}
    """Zone -> the words saying a question looked for cards there, for a player zone whose
    :meth:`zone_word` does not read after "in their" (the DC games' Ongoing: "among their
    Ongoing cards", not "in their Ongoing"); :mod:`rules.engine.teach` says a question found
    nothing there in these words. Empty: "in their <zone word>" for every zone."""

    def zone_word(self, zone: str) -> str:
        """The words of ``zone`` for a player (:attr:`zone_words`; its prefix before ``:``
        when only that is listed, as ``"supply": ""``)."""
        memo = self.__dict__.get("_zone_word_memo")
        if memo is None or memo[0] is not self.zone_words:  # (speed: every card option of a question asks)
            memo = self.__dict__["_zone_word_memo"] = (self.zone_words, {})
        got = memo[1].get(zone)
        if got is None:
            got = memo[1][zone] = self._zone_word(zone)
        return got

    def _zone_word(self, zone: str) -> str:
        """:meth:`zone_word`, worked out."""
        for key in (zone, zone.split(":", 1)[0]):
            if key in self.zone_words:
                return self.zone_words[key]
        return zone.replace("_", " ").replace(":", " ")

    character_zone = ""
    """The player zone holding the character(s) a player plays as (the table shows their
    names beside the player's); empty: the game keeps none in a zone."""

    @property
    def character_zones(self) -> tuple[str, ...]:
        """Every zone (player or table) that holds character cards only: a scenario naming a
        card for one of them takes a character of that name, and a character displaced from
        :attr:`character_zone` goes to :attr:`unpicked_to`. Default: :attr:`character_zone`
        alone (none when it is empty); a game with a Character stack or captured Characters
        lists those zones too."""
        return (self.character_zone,) if self.character_zone else ()

    def plays_as(self, state: State, seat: int) -> str:
        """Whom player ``seat`` plays as, public, for the hand-off ("Pass the keyboard to Ann"
        then "Ann plays Superman": a new-user trial of Metro never saw a Hero's name there):
        the names of the cards in its :attr:`character_zone` (:func:`name_list`), or a game's
        own word for it (Metro's Hero name); ``""`` when none (yet). The view's player entries
        carry it as ``plays_as``."""
        if not self.character_zone:
            return ""
        return name_list(state.name(u) for u in state.players[seat].zones.get(self.character_zone, ()))

    player_texts: tuple[str, ...] = ()
    """Words a player carries as game state (kept in ``Player.flags``, shown by
    :meth:`player_view` under the same key), which a scenario's ``[[player]]`` table may set
    (``hero_name = "Tech Ann"``) and its expectations check (``expect."Ann".hero_name``):
    Metro's Hero names. Empty: none."""

    def scenario_placed(self, state: State, placed: list[tuple[int, str]]) -> None:
        """A scenario (``hotseat/scenario.py``) has just filled the zones ``placed``, (owner,
        zone) pairs (owner: a seat, or ``rules.engine.state.TABLE``), each holding exactly the
        cards it lists: the game brings what depends on those zones in line (a villain stack's
        face-up top, the record of the cards played this turn). Default nothing."""
    player_counts: tuple[tuple[str, ...], ...] = ()
    """What the table shows of each player besides the hand, in order: (key, word, short
    form), the key being a player zone (its size) or a number :meth:`player_view` adds; the
    table prints "word n" ("score pile 3"), and "short form" + n when narrow ("score 3"); a
    short form "" leaves the count out of the narrow line (a note of :meth:`player_view` may
    tell it there instead). A fourth text, when given, is the narrow form on the player's own
    placard ("" leaves it out there: the DC score pile's VP, which the score pile's line tells,
    as a ``note`` of its ``pile`` panel, where "VP 0" read as the player's whole VP). Empty:
    the size of every zone of :attr:`player_zones` but the hand, by its name."""

    def counts_shown(self, state: State) -> tuple[tuple[str, ...], ...]:
        """:attr:`player_counts` as this game (its variant) uses them: a count that means
        nothing in it left out (Mistborn's Adversaries outside co-op). Default all of them."""
        return self.player_counts

    def face_up_stacks(self, state: State) -> list[str]:
        """The table zones whose top card every player may see now (a revealed villain, the
        top of a stack that may be bought); default none. The views and the undo barrier read
        it after every command, so it must be cheap."""
        return []

    # ------------------------------------------------------------------ phases
    phases: tuple[Phase, ...] = ()
    """The phases of the game's turn, in order (:class:`rules.engine.phases.Phase`: id,
    words, the command kinds allowed in it, its automatic steps in words, whether it falls
    between turns); empty: the game has no phases. The kernel refuses a command the current
    phase (:meth:`phase`) does not allow before :meth:`check` is asked
    (:func:`rules.engine.phases.phase_problem`), and :func:`rules.engine.phases.enter` moves
    the game to a phase, logging a ``phase`` event and calling :meth:`phase_entered`."""

    @property
    def phase_words(self) -> dict[str, str]:
        """The words players read for each phase id ("activate" -> "Activate Powers"), from
        :attr:`phases` (a new dict at each call); empty: the game has no phases."""
        return {p.id: p.word for p in self.phases}

    @property
    def shows_phase(self) -> bool:
        """Whether the table names the phase: True when more than one phase of
        :attr:`phases` takes commands (a game with one main phase, the DC games, shows
        none)."""
        return sum(1 for p in self.phases if p.verbs) > 1

    def phase(self, state: State) -> str:
        """The id of the phase of the turn (or of set-up) the game is in now, one of
        :attr:`phases`: default ``State.turn["phase"]`` (kept by
        :func:`rules.engine.phases.enter`), else the first phase taking commands; ``""`` for
        a game without phases. The table's status line shows its words. Never changes the
        state, and must be cheap (the kernel reads it at every command)."""
        phases = self.phases
        if not phases:
            return ""
        return state.turn.get("phase") or first_phase(phases)

    def setup_step(self, state: State) -> str:
        """What the players are doing while the game is still being set up, before any turn
        began, in the game's words ("choose starting Powers", "name your Hero"); ``""`` once
        turns are under way (the hand-off then names the turn). Default ``""``."""
        return ""

    def phase_entered(self, state: State, phase_id: str) -> None:
        """The phase-change trigger: the game has just entered ``phase_id``
        (:func:`rules.engine.phases.enter`, after the ``phase`` event is logged). A game or
        family whose ``when`` abilities key on the start of a phase fires them here (it may
        push tasks); default nothing."""

    # ------------------------------------------------------------------ commands
    bot_hints: BotHints = BotHints()
    """Bot hint: the kinds the heuristic bot gives at once, what the game's cards are worth to
    it and how it answers the game's decisions (:class:`rules.engine.bothints.BotHints`);
    default: play at once, value a card by cost + VP, destroy and discard the worst."""
    bot_verbs: tuple[str, ...] = ()
    """Bot hint: the kinds of the game's own commands (besides those of ``bot_hints.at_once``,
    buy and end) a simple bot gives, most wanted first; the heuristic bot takes the first listed
    command of the first kind it finds, and ends its turn when none is left (empty: it picks
    any of them at random). ``"buy"`` among them says where buying comes (by default before
    all of them), ``"play"`` where playing a card comes (by default before everything). An
    entry ``"kind:field"`` takes the first listed command of that kind only when its
    ``field`` is set: the game lists first the command worth giving and, when none is, one
    without the field (Mistborn's ``flare:card``: a flare on a card, never for no effect)."""
    advice_reads: tuple[str, ...] = ()
    """Bot hint: the view entries (:data:`rules.engine.game.VIEW_KEYS`) :meth:`advise` reads;
    empty: the game gives no advice and the heuristic bot decides by its general rules."""

    def advise(self, view: dict[str, Any], legal: list[Command]) -> Command | None:
        """Bot hint: the command a sensible player of this game gives now, one of ``legal``
        (the very objects listed), judged from ``view`` (its entries :attr:`advice_reads`
        and ``game``: what the seat may see, nothing more); None leaves the choice to the
        heuristic bot's general rules. Called only when :attr:`advice_reads` is not empty;
        default None."""
        return None

    def advise_answers(self, view: dict[str, Any]) -> list[list[str]]:
        """Bot hint: the answers :meth:`advise` gives the seat's own pending decision (one
        answered by options), worked out from ``view`` alone: each the option ids chosen, in
        the order the options are given, best first; :meth:`advise` gives the first of them
        that ``legal`` lists (and nothing else), so a simulation needs no listing when the
        listing would hold it (:func:`rules.engine.game.listed_answer`) and asks
        :meth:`advise` otherwise. Empty: the advice needs the listing, or gives none.
        Default empty."""
        return []

    def answers_at_once(self, state: State) -> list[list[str]] | None:
        """Bot hint (speed): the answers :meth:`advise_answers` gives the deciding seat's
        pending decision (one answered by options), when the game can tell them from what that
        seat sees without a view (Metro: a Heroic Sacrifice declined because the card about to
        go is not one the Archenemy needs; the Energy discarded at Cleanup). They must be
        exactly what :meth:`advise_answers` would give; None: build the view and ask it (always
        right). The simulator then builds no view for such a step. Called only when
        :meth:`advise_answers` is the game's own; default None."""
        return None

    def advice_at_once(self, state: State, legal: list[Command]) -> Command | None:
        """Bot hint (speed): the command :meth:`advise` gives for ``legal`` (the listing for
        ``state``'s deciding seat) when the advice has nothing to weigh and can tell it from
        what the seat sees without a view (Metro: only moving on or renaming listed, no
        decision waiting: it moves on). It must be exactly what :meth:`advise` would give;
        None: build the view and ask :meth:`advise` (always right). The simulator then builds
        no view for such a step. Called only when :attr:`advice_reads` is not empty; default None."""
        return None

    def bot_listing(self, view: dict[str, Any], legal: list[Command]) -> list[Command]:
        """Bot hint: the commands the heuristic bot's general rules choose from when
        :meth:`advise` gives none: ``legal`` without those that would gain nothing now
        (Mistborn: a burn for no effect that wakes no Ally and no Character ability), judged
        from ``view`` as :meth:`advise` judges; never empty when ``legal`` is not. Called only
        when :attr:`advice_reads` is not empty; default ``legal`` itself."""
        return legal

    def advice_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Bot hint: the view's ``advice`` entry, the public facts :meth:`advise` reads in a
        form cheaper to build than the table view (the Metro Enemies and City Supply, where
        the whole table would also render every panel at every step of a simulation): plain
        data, a new object at each call, holding nothing ``seat`` may not see; built only when
        asked for (:attr:`advice_reads`). Default ``{}``."""
        return {}

    table_keys: tuple[TableKey, ...] = ()
    """The table's keys for the game's own commands
    (:class:`rules.engine.tablekeys.TableKey`: key, verb, label in the game's words, how the
    key acts), in the footer's order: DC ``v`` defeats the villain, ``h`` uses an ability;
    empty: the table binds none (every command is typed)."""
    acquire_verbs: tuple[str, ...] = ()
    """The command kinds by which a player acquires a card (DC ``buy``, Metro ``develop``,
    Mistborn ``buy``): each such command names the card acquired in its ``card`` field (a
    uid). The sim report counts them as "bought"; empty: the game has none."""
    answer_words: tuple[str, ...] = ()
    """The game's own words that answer a decision of options besides ``choose`` (which every
    game has), listed when a command is not understood while such a decision waits: the DC
    games' ``defend`` and ``pass`` for a Defense; empty (the default): none."""
    verb_synonyms: Mapping[str, str] = MappingProxyType({})
    """Words players bring from other games for one of :attr:`verbs`: the word typed -> the
    game's own word, which the refusal of the unknown word suggests ("Unknown command 'end'
    (did you mean next?)" in Metro City, which goes through its phases with ``next``); a
    synonym is never run in its place. Empty (the default): none."""
    verbs: tuple[Verb, ...] = ()
    """The game's commands and their text grammar (:class:`rules.engine.verbs.Verb`: name,
    command model, parse, text, usage): every command a player may give besides answering a
    decision (``choose``, ``defend``, ``pass``, which the kernel owns); ``parse``/``to_text``
    know no other. A game whose turn ends on the player's word lists
    :data:`rules.engine.verbs.END`."""

    def verb_open(self, state: State, kind: str) -> bool:
        """Whether the command kind ``kind`` (one of :attr:`verbs`) may still be given at this
        point of the game, whatever the phase: a refusal that lists what a phase allows, and the
        list of commands when one is not understood, name only these (Metro City's ``rename``
        ends after the first player's first turn). Default True."""
        return True

    def abilities(self, state: State, seat: int, legal: list[Command]) -> list[tuple[str, Command]]:
        """The abilities of ``seat``'s characters that a command of ``legal`` (the seat's legal
        commands now) would use: (what the ability is and does, in the game's words; that
        command), for the command palette (Ctrl+P), which lists them while they are usable
        (Mistborn: a Character's unlocked ability wakes once its metal is used: burning that
        metal). Default: none."""
        return []

    def at_stake(self, state: State, seat: int) -> list[str]:
        """What ``seat`` would leave unused by ending the turn now, in the game's words ("4
        damage", "1 mission point"), for the question before the turn ends: by default each
        per-turn resource above its start (:func:`rules.engine.resources.at_stake`); a game adds
        what no resource counts (Mistborn: a burn left that would power a card). The table says
        "unspent" after the counts; an item that is no count says itself how it is left, ending
        in " unused" ("Madame Xanadu's ability unused")."""
        return resource_stake(state, self.resources, seat)

    def idle_play(self, state: State, uid: int) -> bool:
        """Whether playing card ``uid`` (in the active player's hand) now would do nothing, so
        it is no "playable card" (:func:`rules.engine.game.playable_cards`, the one meaning of
        it). Default: the card has no effect at all (Justice League Dark's Vulnerability); a
        game adds what its own rules make idle (Mistborn: an atium Action without atium)."""
        card = state.cards[uid]
        return not card.effects and not card.extra

    def ask_before(self, state: State, cmd: Command) -> str | None:
        """A question to put to the player before ``cmd`` (legal now) is given, when it ends a
        step of the turn and leaves something unused for good (Mistborn: the first attack ends
        the actions, with Money left: "Attack now? ... 3 Money unspent."); None (the default):
        give it at once. The end of the turn asks by :meth:`at_stake` instead."""
        return None

    def no_effect(self, state: State, cmd: Command) -> str | None:
        """Why ``cmd`` (legal now) would do nothing at all for the active player, in the game's
        words, or None (the default: it does something). A table key never gives such a
        command (it says this instead), and typed it is asked about first (Mistborn: a metal
        burned for no card, when no Ally or Character ability wakes on it)."""
        return None

    def command_note(self, state: State, cmd: Command) -> str:
        """A few words on what ``cmd`` (legal now) does that its text does not say, for the
        list a table key opens ("wakes Coinshot: +2 damage"); a command with a note is offered
        by its verb's key even when it names no card. Default: ""."""
        return ""

    def saved_command(self, state: State, text: str) -> Command | None:
        """The command a save written by an earlier version meant by ``text``, a command text
        that no longer reads as one command now (a later version asks which one where the
        earlier picked one unasked): the command the earlier version's engine took from it, or
        None (the default: the save cannot be replayed, and its loader says why). Only the
        replay of a save asks this; a command typed now is never read this way."""
        return None

    def which_one(self, state: State, cmds: list[Command]) -> (
            tuple[str, list[str]] | tuple[str, list[str], list[int]] | None):
        """Whether the several legal commands on one card (``cmds``, two or more, in
        :meth:`legal`'s order) are a choice the player should make when Enter picks the card:
        ``(prompt, a label per command)`` for a question asking which (Metro City: which
        Energy source a Power is Activated on, each slot with its Energy Level), or None when
        the first will do (the default: Metro's empty slots are all alike). It is asked of
        the commands of one verb, and first of all of a card's commands when they are of
        several verbs (Metro City: a Spark of Energy slotted, or Activated as a Power); an
        empty label leaves that command out of the question (Metro's second empty slot). A
        third item, the indices of ``cmds`` in the order to offer them, gives the question an
        order a player expects when :meth:`legal`'s order (the bots' hint) is not one (Metro
        City: the slots 1 to 4, whatever Energy Level each gives)."""
        return None

    def usages(self, state: State) -> list[str]:
        """The grammar of the commands for the command line's hint in this game as set up
        (``["play CARD", "end"]``): each verb's ``usage``, in order; a game whose targets
        depend on the variant overrides it so the hint names only what may be typed."""
        return [verb.usage for verb in self.verbs if verb.usage]

    @abstractmethod
    def setup(self, state: State) -> None:
        """Set the game up on ``state`` (every card starts in the table zone ``box``; players
        and ``State.options`` are filled): deal, shuffle with ``state.rng``, choose the first
        player; it may leave set-up decisions as tasks (picking a character). ValueError for
        set-up options this game cannot honour (a character name not in the set)."""

    @abstractmethod
    def legal(self, state: State) -> list[Command]:
        """The commands (not answers to decisions) the active player may give now, with no
        decision pending; each one passes :meth:`check`. An empty list only when the game is
        over."""

    def first_command(self, state: State) -> Command | None:
        """Speed: the first command :meth:`legal` would list now (no decision pending, the
        game not over), when the game can tell it without listing the rest, else None (the
        default: it cannot). A bot that takes the first command listed without looking
        (:func:`rules.engine.game.first_command`) then needs no listing."""
        return None

    def verb_first(self, state: State) -> Command | None:
        """Speed: the command the bot's order picks now (no decision pending, the game not
        over), when the game can tell it without listing the rest, and :meth:`advise` gives
        nothing then; else None (the default: it cannot). For a game with :attr:`bot_verbs`
        (and no kind of ``bot_hints.at_once`` outside them): the first command :meth:`legal`
        would list of the first entry of :attr:`bot_verbs` it lists (for ``"kind:field"``,
        the first of that kind only when its field is set), neither a buy nor the end of the
        turn. For a game without: the first command :meth:`legal` would list of the first
        kind of ``bot_hints.at_once`` it lists, or the end of the turn when it is the only
        command listed. A bot that follows that order
        (:attr:`hotseat.bots.HeuristicBot.follows_verbs`) then needs no listing
        (:func:`rules.engine.game.verb_first`)."""
        return None

    @abstractmethod
    def check(self, state: State, cmd: Command) -> Rejected | None:
        """Why ``cmd`` (not a ``choose``; no decision is pending) is illegal now, as a
        :class:`Rejected` with the reason in a player's words and the rulebook section; None
        when it is legal. Never changes the state."""

    def text_problem(self, state: State, d: Decision, text: str) -> Rejected | None:
        """Why ``text`` cannot answer the text decision ``d`` in this game, beyond the kernel's
        checks of a name (length, no control characters, not blank), or None: e.g. a name
        another player has taken already. Never changes the state. Default: None."""
        return None

    @abstractmethod
    def perform(self, state: State, cmd: Command) -> None:
        """Do ``cmd``, already checked: change the state and push the tasks its effects need
        (``rules.engine.effects.push``); the engine then runs them."""

    # ------------------------------------------------------------------ resources and cards
    resources: tuple[Resource, ...] = ()
    """The game's named resources and currencies (:class:`rules.engine.resources.Resource`:
    key in ``Player.res`` or ``State.res``, the word players read, owner, reset, start, cap,
    floor); default none."""
    header_counts: tuple[tuple[str, str], ...] = ()
    """Besides the currency, the per-turn resources a player must always see (at 80x24 too):
    ``(name in resources, short word)``, shown in the table's header after the currency
    ("2 Damage · 3 Mission" in Mistborn); default none."""
    def header_note(self, state: State) -> str:
        """A fact of the table every player must always see, at 80x24 too, shown at the end
        of the table's header (the co-op Lord Ruler's health: "Lord Ruler 48/48"; issue 14,
        Mistborn co-op trial: his panel's line scrolled out of view); "" for none (default)."""
        return ""

    card_points = ""
    """The word for the points a card prints and is worth at the end ("VP" in the DC games);
    empty when this game's cards carry no points (Metro, Mistborn): the card detail then shows
    none rather than "0 VP"."""
    card_types: frozenset[str] = frozenset()
    """The card types this game's cards print (``type``, and ``type`` in filters); a card
    file naming another is an error (:mod:`rules.catalog.loader`)."""
    card_subtypes: frozenset[str] = frozenset()
    """The subtypes this game's cards print (``subtypes``, and ``subtype`` in filters)."""
    card_fields: type[BaseModel] | None = None
    """The pydantic model of this game's ``[card.extra]`` table (per-card fields such as a
    requirement or an energy colour), or None: its cards carry no extra fields. Registering
    the game declares these three to the card schema
    (:func:`rules.catalog.schema.declare_game`); the game's own ops are declared with them
    (:func:`rules.engine.registry.card_op` with ``game``)."""

    card_looks: dict[str, str] = {}
    """How the table colours this game's cards: a card kind (``starter``, ``weakness``) or a
    card type of :attr:`card_types` -> a look of :data:`rules.engine.looks.LOOKS` (``hero``,
    ``villain``, ``boss``, ``power``, ``location``...); a card's kind is looked up first, then
    its type (:func:`rules.engine.looks.card_look`), and a card with neither listed is
    ``plain``. The screens colour looks, never a game's words (``tests/test_game_ids.py``).
    Empty: every card plain."""
    play_first_words: str = ""
    """The cards this game makes a player play before any other card in hand, in its words and
    plural (Metal: ``"Weaknesses"``, its rulebook's Weakness Cards); Play all's help (the A
    key, in the rules reference and the command palette) says it plays them first. Empty:
    none."""
    badge_subtypes: frozenset[str] = frozenset()
    """The subtypes of :attr:`card_subtypes` the table shows as a badge beside a card's name
    (Metal's METAL); a card's facts in a view list them as ``badges``. Empty: none."""

    def card_note(self, card: Card) -> str:
        """A few words the table shows after the type of ``card`` (one of this game's), in its
        line in a hand, a Line-Up or a question's options, in a player's words: what the card
        is when its name suggests otherwise (Justice League Dark's Sealed Defense: "+1 Power"); a
        card's facts in a view hold it as ``note`` when there is one. Default: none ("")."""
        return ""

    def card_note_help(self, card: Card) -> str:
        """One or two sentences the card's popup shows under its facts for a card that has a
        :meth:`card_note`: what its name does not mean (a JLD trial: "Defend · can't defend" was
        read as a contradiction and the popup did not explain it). Default: none ("")."""
        return ""

    def card_text(self, card: Card) -> str:
        """The whole rules text of ``card`` (one of this game's), one paragraph per line, each
        ending in a full stop. Default: the registered text of each top-level effect
        (:func:`rules.engine.render.effect_text`), one paragraph each; a game whose series
        lays text out its own way (keywords, "Ongoing:") overrides it."""
        return "\n".join(effect_text(e) + "." for e in card.effects)

    def check_catalog(self, catalog: Catalog) -> list[str]:
        """Problems with this game's cards in ``catalog`` (copies per kind against the
        rulebook's component list...), one sentence each; empty when the set is playable."""
        return []

    # ------------------------------------------------------------------ zone changes
    def move_destination(self, state: State, change: ZoneChange) -> tuple[int, str]:
        """Where the card of ``change`` (a move for a game reason, not yet made:
        :class:`rules.engine.moves.ZoneChange`) goes instead: ``(owner, zone)``, owner a seat
        or ``TABLE``. A replacement effect (a destroyed Weakness going back to its stack)
        returns another place; default ``change.to``, no replacement. Called by
        :func:`rules.engine.moves.move_card` for every move that has a cause; never moves a
        card itself, must be cheap."""
        return change.to

    def on_zone_change(self, state: State, change: ZoneChange) -> None:
        """React to a card having moved for a game reason (``change.cause``: ``discard``,
        ``destroy``, ``gain``, ``seal``...; ``change.to`` is where it went, after any
        replacement): schedule what it triggers (``when`` abilities, a blue banner) with
        :func:`rules.engine.effects.push`. The one place a game hears of zone changes; plain
        moves of the engine (drawing, shuffling, clean-up) are not reported. Default: nothing."""

    # ------------------------------------------------------------------ views and the end
    @abstractmethod
    def table_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The game's part of a view (the view's ``table`` entry) for ``seat`` (None: a
        spectator): plain data only (dicts, lists, str, int, bool, None), a new object at
        each call, holding nothing ``seat`` may not see. Cards are dicts of their public
        facts with their ``uid`` (``rules.engine.game.card_facts``)."""

    def player_view(self, state: State, seat: int) -> dict[str, Any]:
        """What the game adds to the view's entry of player ``seat`` besides the kernel's
        (name, seat, bot, res, zone sizes, visible zones): public facts only, plain data, a
        new dict at each call; default none. The table reads two kinds of entries: the numbers
        :attr:`player_counts` names, and ``notes``: ``[[text, narrow text], ...]`` that end the
        player's line (a token: ``["Seal ◉", "◉Seal"]``; a narrow text "" is left out),
        optionally with a third text for the player's own placard, where a game's panel may
        say it already ("" leaves it out there: Metro City's Hero Placard names the Hero)."""
        return {}

    def outcome(self, state: State, why: str) -> dict[str, Any]:
        """The result of the game ending now for the reason ``why`` (a short key such as
        ``"line_up"``): ``{"why": str, "outcome": "winner" | "shared_win" | "all_lose",
        "winners": [player names], "eliminated": [player names], "columns": [[key, heading],
        ...] (the score columns, in order), "scores": [{"player": name, key: value, ...},
        ...]}``, the keyword arguments of :func:`rules.engine.outcome.end_game`, which ends the
        game with it (``State.result``). Default: everyone loses, with no scores; a game with a
        winner overrides it."""
        return {"why": why, "outcome": "all_lose", "winners": [], "eliminated": [], "columns": [], "scores": []}

    measures: tuple[Measure, ...] = ()
    """The game's own figures for the sim report (:class:`rules.engine.outcome.Measure`: key,
    words, share or mean), beside the kernel's (win rates, length, end reasons, outcomes,
    eliminations): how often the city falls, how many missions are completed. Empty: none."""

    def measure(self, state: State) -> dict[str, int | float]:
        """The value of each of :attr:`measures` in the game ``state`` that has just ended, by
        key: 0 or 1 for a ``share``, a number for a ``mean``. Never changes the state; default
        none."""
        return {}

    # ------------------------------------------------------------------ teaching
    def option_text(self, state: State, decision: Decision, uid: int) -> str:
        """The text shown with card ``uid``, an option of ``decision`` (pending now): what the
        question uses of the card first when that is not where its rules text starts (Mistborn's
        Seek uses a card's top ability: issue 14, at 80x24 its detail showed only the card's
        first lines); "" for the card's rules text (the default)."""
        return ""

    def decision_help(self, state: State, decision: Decision) -> str:
        """One line that teaches what ``decision`` (pending now on ``state``) is about, shown
        under its prompt (the view's ``pending["help"]``, for its owner alone): the
        :attr:`glossary` explanation of each of :attr:`keywords` the decision's purpose verb or
        its prompt names ("Seal: put a card in your score pile..."), joined by spaces; "" when it names
        none. Default :func:`rules.engine.teach.glossary_help`; a game adds what a keyword
        costs here (a Transform's new card and its text). Never changes the state; it must
        not name a card the decision's owner may not see."""
        return glossary_help(self.keyword_glossary, decision, verb_terms=self.verb_terms, state=state)

    @property
    def keyword_glossary(self) -> tuple[tuple[str, str], ...]:
        """The entries of :attr:`glossary` whose term is one of :attr:`keywords`, in order
        (built once for the same two; speed: the help line of every decision reads it)."""
        glossary, keywords = self.glossary, self.keywords
        hit = _KEYWORD_GLOSSARY.get(id(self))
        if hit is None or hit[0] is not glossary or hit[1] is not keywords:
            hit = _KEYWORD_GLOSSARY[id(self)] = (glossary, keywords,
                                                 tuple((t, x) for t, x in glossary if t in keywords))
        return hit[2]


#: :attr:`Rules.keyword_glossary` by rules object (a game's rules object lives as long as the
#: process), with the glossary and keywords it was built from
_KEYWORD_GLOSSARY: dict[int, tuple] = {}
