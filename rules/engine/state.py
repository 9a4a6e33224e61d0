"""Game state: players, named zones, named resources, the pending decision, the work stack.

Shapes (DESIGN §2):
    State.cards[uid]          the Card definition of each physical card (uid = index)
    State.where[uid]          (owner, zone): owner is a seat number, or -1 for the table
    Player.zones[name]        list of uids; ordered zones are listed top first (deck[0] is
                              the top card of the deck)
    Player.res[name]          named integer resources (Power, VP tokens, health, ...); no
                              resource is hard-wired: each game names its own
    State.table[name]         table zones: Line-Up, main deck, stacks, destroyed pile, ...
    State.pending             the one Decision the game waits on, or None
    State.stack               Tasks still to resolve (last = next); plain data, so a state can
                              be copied and a game suspended at any decision
    State.turn                per-turn record (cards played this turn, abilities used, ...)

Representations the other games use (each has a test in ``tests/test_engine_core.py``):

* ``metro`` Hero Placard: each slot is a player zone named ``slot:<n>`` (n = 1..slots); the
  cards in it are listed bottom first, so a stacked Power sits after the card it covers and
  the slot's active card is the last one. Energy is the resource ``energy``; damage by type is
  ``damage:<type>`` resources of the enemy's owner entry in ``State.res``.
* ``mistborn`` metal tokens: a player resource per metal and state, ``metal:<name>`` with
  0 = unburned, 1 = burned, 2 = flared; the training track is the resource ``training``
  (a position, 0-based); mission tracks are table resources ``mission:<mission>:<seat>``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.catalog.schema import Card

TABLE = -1
_CONTAINERS = frozenset({list, set, dict})


class GameRandom(random.Random):
    """The game's one seeded RNG (the same numbers as :class:`random.Random`). Between
    :meth:`mark` and the next mark it keeps the state it had before it was first used, so a
    refused command can put it back (:meth:`State.rollback`) without saving the whole RNG
    state at every command (speed: bench/games_per_second.py). The watch is a pair of
    instance attributes shadowing ``getrandbits`` and ``random`` (every draw comes through one
    of them: shuffle, randrange, choice...) until the first draw, which removes them, so the
    draws after it cost what :class:`random.Random`'s cost."""

    _saved: tuple | None = None

    def mark(self) -> None:
        """Start watching: the state before the next draw of a number is kept."""
        d = self.__dict__
        # still watching (nothing drawn since the last mark): nothing was saved, nothing to do
        if "getrandbits" not in d:
            self._saved = None
            d["getrandbits"], d["random"] = self._first_getrandbits, self._first_random

    def saved(self) -> tuple | None:
        """The state before the first draw since :meth:`mark`, or None when none was drawn."""
        return self._saved

    def _first_draw(self) -> None:
        d = self.__dict__
        if d.pop("getrandbits", None) is not None:  # not again: a caller may hold the hook (shuffle)
            del d["random"]
            self._saved = self.getstate()

    def shuffle(self, x: list) -> None:
        """Shuffle ``x`` in place: :meth:`random.Random.shuffle`'s draws in its order, so the
        same order for the same seed, with its draw of each index (``_randbelow``) written out
        (speed: a reshuffle draws once per card, and the call per draw cost more than the
        draw). The state before the first draw is kept as the watch keeps it."""
        if len(x) > 1 and "getrandbits" in self.__dict__:
            self._first_draw()
        getrandbits = self.getrandbits
        for i in reversed(range(1, len(x))):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    def _first_getrandbits(self, k: int) -> int:
        self._first_draw()
        return self.getrandbits(k)

    def _first_random(self) -> float:
        self._first_draw()
        return self.random()


def _shallow(d: dict) -> dict:
    """A copy of a dict whose list, set and dict values are copied one level down."""
    out = d.copy()
    for k, v in d.items():  # a loop, not a comprehension: one frame less (speed: every command)
        if type(v) in _CONTAINERS:
            out[k] = v.copy()
    return out




#: :meth:`State.per_card` lists by (key, fact, the ids of the game's cards in uid order), each
#: with those cards (held, so an id() is not reused while the entry is there). Bounded
_FACTS: dict[tuple, tuple[tuple[Card, ...], list]] = {}
_FACTS_MAX = 256
#: the card ids of the list :func:`_shared_facts` was last given: (that list, its length then,
#: the ids), so that a game's dozen tables read them once (speed: a simulation's every game)
_IDS: list[tuple] = [(None, -1, ())]


def _shared_facts(key: str, fact, cards: list[Card]) -> list:
    """``list(map(fact, cards))``, made once for every game with the same cards in the same
    order (speed: a simulation plays hundreds of games of one set of cards, and making a
    dozen per-card lists cost about a tenth of a short game)."""
    last = _IDS[0]
    # the same list, as it was, as the last call (a game's tables are made one after another)
    if last[0] is cards and last[1] == len(cards) and (not cards or last[2][-1] == id(cards[-1])):
        ids = last[2]
    else:
        ids = tuple(map(id, cards))
        _IDS[0] = (cards, len(cards), ids)
    hit = _FACTS.get((key, fact, ids))
    if hit is None:
        if len(_FACTS) >= _FACTS_MAX:
            _FACTS.clear()
        hit = _FACTS[(key, fact, ids)] = (tuple(cards), list(map(fact, cards)))
    return hit[1]


@dataclass
class Player:
    """One seat: a name, named zones of card uids, named resources and flags."""

    name: str
    seat: int
    zones: dict[str, list[int]] = field(default_factory=dict)
    res: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)
    bot: str | None = None


#: the kinds of :class:`Option`
OPTION_KINDS = ("card", "seat", "choice", "number", "text")


@dataclass
class Option:
    """One answer to a decision: a stable ``id``, the ``label`` a player reads, and what the
    answer is (``kind``, one of :data:`OPTION_KINDS`):

    * ``card``: the card ``card`` (uid), in ``owner``'s (a seat, or -1 for the table) zone
      ``zone`` when the question was asked (:func:`rules.engine.effects.card_option`);
    * ``seat``: the player ``seat`` (a foe to Attack);
    * ``choice``: a plain answer (Yes, No, one effect of several, where to destroy);
    * ``number``: the number ``value``;
    * ``text``: a suggested text ``value`` (a text decision accepts any other text too).

    The kind defaults to ``card`` when ``card`` is given, else ``choice``."""

    id: str
    label: str
    card: int | None = None
    kind: str = ""
    zone: str | None = None
    owner: int | None = None
    seat: int | None = None
    value: int | str | None = None

    def __post_init__(self) -> None:
        if not self.kind:
            self.kind = "card" if self.card is not None else "choice"


@dataclass(frozen=True)
class Purpose:
    """What a decision is for, as data: bots, hand-offs and the rules screen read it, never
    the English prompt. ``verb`` is what the answer does: ``discard``, ``destroy``, ``gain``,
    ``take`` (into the hand), ``play``, ``put_on_top``, ``put_on_bottom``, ``seal``,
    ``transform``, ``control``, ``attack`` (choose the foe), ``defend``, ``order`` (which
    triggered ability first), ``effect`` (one of several), ``may`` and ``pay`` (Yes does an
    optional effect, or pays its cost), ``pick`` (your character at set-up), ``recruit``,
    ``rescue``, ``capture``, ``allocate`` (share out points such as damage), ``number``,
    ``name``; a game may add its own. ``from_`` names the zones the options come from (player zones such as
    ``hand``, table zones such as ``line_up``) and ``to`` the zone they go to (None: no move,
    or where the game decides, as for a destroy); ``source`` is the uid of the card that asks,
    or None (a rule of the game asks); ``rule`` names that rule in the game's words ("Recruit",
    "Heroic Sacrifice", "Cleanup") when no card asks, so that every decision says who asks
    (:func:`rules.engine.teach.asker`); ``noun`` says what the options are when the card text
    says more than "card" ("Starter"), for the log line of a question that found none;
    ``target`` is the uid of the card the decision is about when it is not among the options
    (the City Supply card a Heroic Sacrifice would save), or None; ``public``: the options, and
    how many there are, come from what every player sees (metal tokens, players' health), so a
    question with one possible answer is answered in the open, with no hand-off
    (:func:`rules.engine.effects.ask`; cards from public zones need not say it)."""

    verb: str
    from_: tuple[str, ...] = ()
    to: str | None = None
    source: int | None = None
    rule: str = ""
    noun: str = ""
    target: int | None = None
    public: bool = False


#: how a decision is answered, by its ``kind``: the kinds not listed take option ids
ANSWER_OF_KIND = {"number": "number", "split": "split", "text": "text"}


@dataclass
class Decision:
    """A choice the game waits on (DESIGN §2), built by :func:`rules.engine.effects.ask`.

    ``kind`` is the question's form: ``cards`` (choose cards), ``one`` (choose one of),
    ``yes_no``, ``defend``, ``order`` (order of simultaneous triggers), ``foe``, all answered
    with a list of option ids of length ``min``..``max`` (``Choose``); ``number`` (a whole
    number from ``min`` to ``max``, ``ChooseNumber``); ``split`` (``min`` to ``max`` points
    shared out among the options, each named option getting at least 1, ``Split``);
    ``text`` (a text of ``min`` to ``max`` characters, no control characters, not blank,
    ``Name``; its options, if any, are suggestions). ``purpose`` says what it is for;
    ``resume`` names the handler, called with the answer and ``data``."""

    kind: str
    player: int
    prompt: str
    options: list[Option]
    min: int
    max: int
    resume: str
    data: dict[str, Any]
    purpose: Purpose = Purpose("effect")

    @property
    def optional(self) -> bool:
        return self.min == 0

    @property
    def source(self) -> int | None:
        """The uid of the card that asks (``purpose.source``), or None."""
        return self.purpose.source

    @property
    def answer(self) -> str:
        """How it is answered: ``options``, ``number``, ``split`` or ``text``."""
        return ANSWER_OF_KIND.get(self.kind, "options")


@dataclass(slots=True)
class Task:
    """A step still to resolve: handler name and its data (slots: one is made at every step
    of a card's effects; speed)."""

    fn: str
    data: dict[str, Any]


#: the kind of the event that tells a player they may answer an Attack (a Defense, a Cloud):
#: logged for every victim whatever their hand holds, so that a client hands the keyboard to
#: each of them alike; what follows it may depend on that hand
OFFER = "defense_offer"


@dataclass
class Event:
    """Something that happened. ``text`` is what every player reads; ``private`` (when
    given) is what ``player`` alone reads, e.g. the name of a card drawn. ``shown`` lists the
    cards the event lets its readers see where they stay out of sight (a card revealed and
    left on a deck): everyone's when there is no ``private`` line, else ``player``'s alone
    (:mod:`rules.engine.knowledge` reads it)."""

    kind: str
    text: str
    player: int | None = None
    private: str | None = None
    shown: tuple[int, ...] = ()
    #: a question the engine answered for ``player`` because it had one possible answer
    #: (:func:`rules.engine.effects.ask`); a client that hands the keyboard to whoever is asked
    #: something hands it over for this one too, so that a hand-off never tells a hand
    question: str | None = None

    def for_player(self, seat: int | None) -> str:
        """The log line as ``seat`` may read it (None: everyone's public line)."""
        if self.private is not None and seat == self.player:
            return self.private
        return self.text


@dataclass
class State:
    """A whole game. Created by :func:`rules.engine.game.new_game`."""

    game: str
    cards: list[Card]
    where: list[tuple[int, str]]
    players: list[Player]
    table: dict[str, list[int]]
    rng: GameRandom
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    res: dict[str, int] = field(default_factory=dict)
    active: int = 0
    #: the seat whose turn was under way when the log began (set when set-up is over; a
    #: scenario starts its log in a turn whose "turn" line it does not hold): a hand-off tells
    #: from it whether a seat has had a turn (:func:`rules.engine.teach.had_turn`)
    first: int = 0
    turn_number: int = 1
    pending: Decision | None = None
    stack: list[Task] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    turn: dict[str, Any] = field(default_factory=dict)
    scratch: dict[str, Any] = field(default_factory=dict)
    game_over: bool = False
    result: dict[str, Any] | None = None
    #: per-card marks (uid -> mark name -> int): a face or rotation, shields, tokens placed on
    #: the card. They travel with the card and are cleared when it changes zone
    #: (:func:`rules.engine.zones.move`); set them with :func:`rules.engine.zones.set_mark`
    marks: dict[int, dict[str, int]] = field(default_factory=dict)
    #: changes since :meth:`checkpoint` while a command is applied (None: not recording)
    journal: list | None = field(default=None, repr=False, compare=False)
    #: :meth:`per_card` lists by key. A declared field, not keys added to the instance's
    #: ``__dict__``: reading ``__dict__`` makes CPython (3.11) give the object a real dict,
    #: and every attribute read of the state then costs several times more
    per_card_lists: dict[str, list] = field(default_factory=dict, repr=False, compare=False)
    #: how many commands were applied (:func:`rules.engine.game.apply`): a listing of legal
    #: commands holds while it has not changed
    applied: int = field(default=0, repr=False, compare=False)
    #: where in :attr:`events` the last move of a turn (a command that is not an answer to a
    #: question) began: what it caused may depend on a hand (a question answered at once
    #: because its player holds one card that fits, where another hand gives a question and an
    #: answer command), so a hand-off's "since your last turn" stops there
    #: (:func:`rules.engine.teach.since_last_turn`); -1 before the first move
    command_start: int = field(default=-1, repr=False, compare=False)
    #: where in :attr:`events` the first answer to a question since that move began (-1: none)
    answer_start: int = field(default=-1, repr=False, compare=False)
    #: where in :attr:`events` each seat's latest command (a move or an answer) began, by seat:
    #: what happened since a seat last held the keyboard starts there
    #: (:func:`rules.engine.teach.since_last_turn`, for a seat handed the keyboard back in its
    #: own turn, after the others answered its Attack)
    last_command: dict[int, int] = field(default_factory=dict, repr=False, compare=False)
    #: a headless game (:func:`hotseat.sim.play_game`: bots only, nobody reads the log and
    #: nothing is undone): :meth:`log` records nothing, so :attr:`events` stays empty, and
    #: :func:`rules.engine.game.apply` takes no checkpoint, so nothing is journaled and a
    #: command that fails once its effects began (a bug, a card loop) leaves the state
    #: part-way instead of as it was: the caller abandons the game. The game itself plays the
    #: same (the same shuffles, decisions and result: ``tests/test_sim.py``). Set by
    #: :func:`rules.engine.game.new_game` (``headless=True``) before set-up
    headless: bool = field(default=False, repr=False, compare=False)

    # ------------------------------------------------------------------ lookups
    def name(self, uid: int) -> str:
        return self.cards[uid].name

    def per_card(self, key: str, fact) -> list:
        """``fact(card)`` for every card by uid, built once per game and kept on the state
        under ``key`` (rebuilt if cards were added): a hot loop then tests a card by indexing
        a list, or skips the cards without the fact in C (``filter(table.__getitem__, uids)``).
        Engine-internal: it covers hidden cards too, so it never goes into a view. A fact
        depends on the card alone, so games with the same cards share one list (every game of
        a simulation run: :func:`_shared_facts`); nobody changes one."""
        got = self.per_card_lists.get(key)
        if got is None or len(got) != len(self.cards):
            got = self.per_card_lists[key] = _shared_facts(key, fact, self.cards)
        return got

    def zone(self, owner: int, zone: str) -> list[int]:
        """The list of a player's zone (owner >= 0) or a table zone (owner = TABLE), created
        empty when there is none yet."""
        zones = self.table if owner == TABLE else self.players[owner].zones
        got = zones.get(zone)
        if got is None:
            got = zones[zone] = []
            if self.journal is not None:
                self.journal.append(("new", owner, zone))
        return got

    @property
    def decider(self) -> int:
        """The seat that must act now: the pending decision's owner, else the active one."""
        return self.pending.player if self.pending else self.active

    def log(self, kind: str, text: str, player: int | None = None, private: str | None = None,
            shown: tuple[int, ...] = (), question: str | None = None):
        """Record an event (see :class:`Event`); an empty ``text`` is a line only ``player`` reads.
        Nothing in a :attr:`headless` game."""
        if self.headless:
            return
        self.events.append(Event(kind, text, player, private, shown, question))

    def foes(self, seat: int) -> list[int]:
        """The other seats in clockwise order starting after ``seat``."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    # ------------------------------------------------------------------ rolling back
    def checkpoint(self) -> tuple:
        """Start recording changes so that :meth:`rollback` can undo them (``apply`` calls it
        before every command; :meth:`settle` ends the recording). Returns what rollback needs
        (opaque). Cheap, as it runs at every command (bench/games_per_second.py): card moves
        and the other changes made in place are recorded in :attr:`journal` as they happen
        rather than copying every zone; the RNG is only marked (:class:`GameRandom`); the
        resources, the turn record and the list of tasks are copied. Tasks and decisions are
        never changed once made, nor their Ctx but through :meth:`note`."""
        self.rng.mark()
        self.journal = []
        players = self.players
        # this runs at every command: the turn record is copied inline (no call), and the
        # flags only when a player has any (counted in machine instructions, cheaper than
        # map() chains for two to five players)
        turn = self.turn.copy()
        for k, v in turn.items():  # values replaced, no key added: safe while iterating
            if type(v) in _CONTAINERS:
                turn[k] = v.copy()
        flags = None
        for p in players:
            if p.flags:
                flags = [_shallow(p.flags) for p in players]
                break
        return (
            len(self.cards), len(self.events), [p.res.copy() for p in players], flags,
            self.res.copy(), self.active, self.turn_number, self.game_over, self.result,
            self.stack.copy(), self.pending, turn, _shallow(self.scratch) if self.scratch else {},
        )

    def settle(self) -> None:
        """Stop recording changes: the command is done."""
        self.journal = None

    def rollback(self, saved: tuple) -> None:
        """Undo every change since :meth:`checkpoint` returned ``saved`` (the log included),
        and stop recording."""
        journal, self.journal = self.journal or [], None
        for entry in reversed(journal):
            kind = entry[0]
            if kind == "move":  # a card moved: take it back to where it was, at the same place
                _, uid, owner, zone, i, to_owner, to_zone, top = entry
                dst = self._zones_of(to_owner)[to_zone]
                k = 0 if top else len(dst) - 1
                del dst[k if dst[k] == uid else dst.index(uid)]
                self._zones_of(owner)[zone].insert(i, uid)
                self.where[uid] = (owner, zone)
            elif kind == "lists":  # zone lists replaced (a reshuffle): put the old ones back
                _, owner, old = entry
                for zone, uids in old.items():
                    self._zones_of(owner)[zone] = uids
                    for uid in uids:
                        self.where[uid] = (owner, zone)
            elif kind == "new":  # a zone created
                del self._zones_of(entry[1])[entry[2]]
            elif kind == "drop":  # a zone removed
                self._zones_of(entry[1])[entry[2]] = entry[3]
            elif kind == "key":  # a key added to a Ctx
                del entry[1][entry[2]]
            elif kind == "extend":  # a list of a Ctx made longer
                del entry[1][entry[2]:]
            elif kind == "marks":  # a card's marks changed: put the old ones back
                if entry[2] is None:
                    self.marks.pop(entry[1], None)
                else:
                    self.marks[entry[1]] = entry[2]
        (n_cards, n_events, res, flags, self.res, self.active, self.turn_number, self.game_over, self.result,
         self.stack, self.pending, self.turn, self.scratch) = saved
        del self.cards[n_cards:]
        del self.where[n_cards:]
        del self.events[n_events:]
        for i, p in enumerate(self.players):
            p.res, p.flags = res[i], flags[i] if flags is not None else {}
        rng = self.rng.saved()
        if rng is not None:
            self.rng.setstate(rng)
        self.rng.mark()

    def note(self, *entry: Any) -> None:
        """Record a change for :meth:`rollback` (when recording): ``("move", uid, owner, zone,
        index, to_owner, to_zone, top)``, ``("lists", owner, {zone: old uids})``,
        ``("new", owner, zone)``, ``("drop", owner, zone, uids)``, ``("key", ctx, key)`` (a key
        added to a dict), ``("extend", a_list, old_length)``, ``("marks", uid, old marks dict or None)``. :mod:`.zones` records every
        change to a zone; nothing else may change one during a command."""
        if self.journal is not None:
            self.journal.append(entry)

    def _zones_of(self, owner: int) -> dict[str, list[int]]:
        return self.table if owner == TABLE else self.players[owner].zones

    def fingerprint(self) -> tuple:
        """Everything that decides the game from here, and so everything a replay must
        reproduce and a refused command must leave as it was, as comparable data (tuples of
        scalars; card-language models, which are frozen, stay as they are): the zones, each
        player's resources and flags, the table, the table resources (:attr:`res`), the active
        player and turn number, the turn record (:attr:`turn`), the bookkeeping of effects
        under way (:attr:`scratch`), the task stack, the pending decision, the set-up options,
        which cards are in the game, the per-card marks (:attr:`marks`), the end and result,
        and the log (with its private lines). The RNG is not in it (compare
        ``rng.getstate()``)."""
        return (
            tuple(tuple(sorted((k, tuple(v)) for k, v in p.zones.items())) for p in self.players),
            tuple(tuple(sorted(p.res.items())) for p in self.players),
            tuple(_canon(p.flags) for p in self.players),
            tuple(sorted((k, tuple(v)) for k, v in self.table.items())),
            _canon(self.res),
            self.active,
            self.turn_number,
            _canon(self.turn),
            _canon(self.scratch),
            _canon(self.stack),
            _canon(self.pending),
            _canon(self.options),
            tuple(c.id for c in self.cards),
            _canon(self.marks),
            self.game_over,
            _canon(self.result),
            tuple((e.kind, e.text, e.player, e.private, tuple(e.shown), e.question) for e in self.events),
        )


def _canon(x: Any, _path: frozenset = frozenset()) -> Any:
    """``x`` as comparable data for :meth:`State.fingerprint`: dicts become tuples of items
    sorted by key, sets sorted tuples, lists tuples, dataclasses (tasks, decisions, options)
    their class name and fields; scalars and frozen models stay. A container met again inside
    itself becomes ``"<cycle>"``."""
    kind = type(x)
    if x is None or kind in (str, int, float, bool):
        return x
    if id(x) in _path:
        return "<cycle>"
    path = _path | {id(x)}
    if isinstance(x, dict):
        return ("dict", tuple(sorted(((_canon(k, path), _canon(v, path)) for k, v in x.items()), key=_order)))
    if isinstance(x, (list, tuple)):
        return tuple(_canon(v, path) for v in x)
    if isinstance(x, (set, frozenset)):
        return ("set", tuple(sorted((_canon(v, path) for v in x), key=repr)))
    if hasattr(x, "__dataclass_fields__"):
        return (kind.__name__, tuple(_canon(getattr(x, f), path) for f in x.__dataclass_fields__))
    return x


def _order(item: tuple) -> str:
    return repr(item[0])
