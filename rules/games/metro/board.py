"""The places of a Metro City table and what they tell: the City Supply stacks, the Enemy
stacks, each Hero Placard's energy slots and the Energy Level on top of each.

Zones (scenario names): player ``hand``, ``deck`` (top first), ``discard``, ``play_area``
(Storyline cards played this turn), ``slot:1`` .. ``slot:4`` (a Hero Placard's energy slots,
bottom card first: the slotted Energy card, then each Power Activated on it; the last card is
the slot's source now); table ``minion``, ``villain``, ``archenemy`` (the face-up Enemy of
each stack), ``minion_stack``, ``villain_stack``, ``archenemy_stack`` (face down, top
first), ``supply:<card>`` (a City Supply stack, e.g. ``supply:deadly-blades``), ``rubble``
(the Rubble Pile, face down), ``box``.

The City Supply is a grid (rulebook page 4; Admiral Watts reads its rows and columns): its
stacks in the order of their zone names, :data:`COLUMNS` to a row (:func:`grid`).
"""

from __future__ import annotations

from rules.catalog.schema import Card
from rules.engine.state import State

from .cards import RANKS

SLOTS = 4
"""Energy slots on a Hero Placard (rulebook "Activate Powers")."""
#: how long a slotted card stays (rulebook "Slotted" and "Cleanup"), in the refusals that name a full slot
SLOT_STAYS = "a slotted card stays from turn to turn, and you may discard it only at Cleanup"
#: the refusal of a slot when none is empty
ALL_FULL = f"All four slots hold a card: {SLOT_STAYS}."
SLOT_ZONES: tuple[str, ...] = tuple(f"slot:{n}" for n in range(1, SLOTS + 1))
#: the face-up Enemy zone and the face-down stack of each rank
FACE_UP: dict[str, str] = {r: r.lower() for r in RANKS}
STACK: dict[str, str] = {r: f"{r.lower()}_stack" for r in RANKS}
#: the zone of the second face-up Minion (Commander Graven, FAQ "Enemies")
EXTRA_MINION = "minion_extra"
#: every face-up Enemy zone, in the order City Destruction resolves them
ENEMY_ZONES: tuple[str, ...] = (FACE_UP["Minion"], EXTRA_MINION, FACE_UP["Villain"], FACE_UP["Archenemy"])
#: the face-up zones of each rank (one die each, FAQ "City Defense")
RANK_ZONES: dict[str, tuple[str, ...]] = {"Minion": (FACE_UP["Minion"], EXTRA_MINION),
                                          "Villain": (FACE_UP["Villain"],), "Archenemy": (FACE_UP["Archenemy"],)}
#: stacks in a row of the City Supply grid
COLUMNS = 4


def supply_zone(card: Card) -> str:
    """The table zone of ``card``'s City Supply stack: ``supply:`` and its id's slug."""
    return "supply:" + card.id.split("/", 1)[1]


def supply_zones(state: State) -> list[str]:
    """The City Supply stacks of this game, by name (empty ones too): a new list."""
    keys = tuple(state.table)
    got = _SUPPLY.get(keys)
    if got is None:
        if len(_SUPPLY) >= 64:
            _SUPPLY.clear()
        got = _SUPPLY[keys] = tuple(sorted(z for z in keys if z.startswith("supply:")))
    return list(got)


#: :func:`supply_zones` by the table's zone names (speed: the views, the legal commands and
#: the City Destruction ask for them at every step; the zones are made at set-up). Bounded.
_SUPPLY: dict[tuple[str, ...], tuple[str, ...]] = {}


def grid(state: State) -> list[list[str]]:
    """The City Supply as rows of stack zones (empty stacks keep their place), :data:`COLUMNS`
    to a row; a stack's column is its index in its row."""
    zs = supply_zones(state)
    return [zs[i:i + COLUMNS] for i in range(0, len(zs), COLUMNS)]


def row_and_column(state: State, zone: str) -> tuple[list[str], list[str]]:
    """The stacks in the same row and the same column of the grid as ``zone`` (itself
    included)."""
    rows = grid(state)
    for row in rows:
        if zone in row:
            col = row.index(zone)
            return row, [r[col] for r in rows if col < len(r)]
    return [], []


def supply_tops(state: State) -> list[int]:
    """The top card of every City Supply stack that has one."""
    return [state.table[z][0] for z in supply_zones(state) if state.table[z]]


def face_up_enemies(state: State) -> list[int]:
    """The face-up Enemies, Minions first, then Villains, then the Archenemy."""
    return [u for z in ENEMY_ZONES for u in state.table.get(z, ())]


def slot_of(state: State, uid: int) -> int | None:
    """The slot number (1..4) a card sits in, or None."""
    owner, zone = state.where[uid]
    return int(zone[5:]) if zone.startswith("slot:") else None


def level(state: State, seat: int, n: int) -> int:
    """The Energy Level slot ``n`` of ``seat`` gives the next Power now (rulebook "Activate
    Powers", FAQ "Energy Sources"): the slotted Energy card's level; a versatile card played
    on it adds its own to it; a Power placed on it uses it up and gives its own level (0 for
    most Powers: nothing more can be Activated there). 0 for an empty slot, and 0 for a slot
    whose Power was Destroyed this turn (Massive Detonation: the source stays used up)."""
    if f"{seat}:{n}" in state.turn.get("spent", ()):
        return 0
    pile = state.players[seat].zones[f"slot:{n}"]
    if not pile:
        return 0
    fact = state.per_card("metro_level", level_fact)
    lvl = fact[pile[0]][0]
    for u in pile[1:]:
        energy, is_energy = fact[u]
        lvl = lvl + energy if is_energy else energy  # a versatile card played as a Power adds its own
    return lvl


def level_fact(card: Card) -> tuple[int, bool]:
    """What :func:`level` reads of a card: its Energy Level and whether it is an Energy card
    (one tuple per card, kept by :meth:`State.per_card <rules.engine.state.State.per_card>`:
    a card model's fields are slow to read, and the listing asks at every step)."""
    return card.extra["energy"], card.type == "Energy"


def sources(state: State, seat: int) -> list[int]:
    """The cards a Power may be Activated on now: the top card of each slot that still gives
    an Energy Level, in slot order."""
    out = []
    for n in range(1, SLOTS + 1):
        pile = state.players[seat].zones[f"slot:{n}"]
        if pile and level(state, seat, n) > 0:
            out.append(pile[-1])
    return out


def empty_slots(state: State, seat: int) -> list[int]:
    """The numbers of ``seat``'s empty slots."""
    return [n for n in range(1, SLOTS + 1) if not state.players[seat].zones[f"slot:{n}"]]
