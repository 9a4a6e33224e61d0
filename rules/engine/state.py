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


@dataclass
class Player:
    """One seat: a name, named zones of card uids, named resources and flags."""

    name: str
    seat: int
    zones: dict[str, list[int]] = field(default_factory=dict)
    res: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)
    bot: str | None = None


@dataclass
class Option:
    """One answer to a decision: a stable ``id`` and the ``label`` a player reads."""

    id: str
    label: str
    card: int | None = None


@dataclass
class Decision:
    """A choice the game waits on (DESIGN §2).

    ``kind``: ``cards`` (choose cards), ``one`` (choose one of), ``yes_no``, ``defend``,
    ``order`` (order of simultaneous triggers), ``foe``. The answer is a list of option ids
    of length ``min``..``max``; ``resume`` names the handler and its data."""

    kind: str
    player: int
    prompt: str
    options: list[Option]
    min: int
    max: int
    resume: str
    data: dict[str, Any]
    source: int | None = None

    @property
    def optional(self) -> bool:
        return self.min == 0


@dataclass
class Task:
    """A step still to resolve: handler name and its data."""

    fn: str
    data: dict[str, Any]


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
    rng: random.Random
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    res: dict[str, int] = field(default_factory=dict)
    active: int = 0
    turn_number: int = 1
    pending: Decision | None = None
    stack: list[Task] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    turn: dict[str, Any] = field(default_factory=dict)
    scratch: dict[str, Any] = field(default_factory=dict)
    game_over: bool = False
    result: dict[str, Any] | None = None

    # ------------------------------------------------------------------ lookups
    def name(self, uid: int) -> str:
        return self.cards[uid].name

    def zone(self, owner: int, zone: str) -> list[int]:
        """The list of a player's zone (owner >= 0) or a table zone (owner = TABLE)."""
        if owner == TABLE:
            return self.table.setdefault(zone, [])
        return self.players[owner].zones.setdefault(zone, [])

    @property
    def decider(self) -> int:
        """The seat that must act now: the pending decision's owner, else the active one."""
        return self.pending.player if self.pending else self.active

    def log(self, kind: str, text: str, player: int | None = None, private: str | None = None,
            shown: tuple[int, ...] = ()):
        self.events.append(Event(kind, text, player, private, shown))

    def foes(self, seat: int) -> list[int]:
        """The other seats in clockwise order starting after ``seat``."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def fingerprint(self) -> tuple:
        """Everything a replay must reproduce, as comparable plain data."""
        return (
            tuple(tuple(sorted((k, tuple(v)) for k, v in p.zones.items())) for p in self.players),
            tuple(tuple(sorted(p.res.items())) for p in self.players),
            tuple(sorted((k, tuple(v)) for k, v in self.table.items())),
            self.active,
            self.turn_number,
            self.game_over,
            tuple(e.text for e in self.events),
        )
