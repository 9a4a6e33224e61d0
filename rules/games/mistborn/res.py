"""Mistborn's resources and the bookkeeping every rule of the game shares: health, the
training track, metal tokens, mission tracks, elimination.

Resources (:data:`RESOURCES`, rulebook "A Player's Turn", "Combat", "Missions", "Co-op"):
per player ``money`` (coins; gone at the end of the turn), ``combat`` (damage to deal this
turn), ``mission`` (mission points to spend this turn), ``health`` (36 at set-up, never above
40), ``training`` (the cube's space on the training track, 0 before the first turn); on the
table ``lord_ruler`` (the Lord Ruler's health, co-op: 48) and ``dominance`` (co-op: rows of
the dominance track shown).

Metal tokens: each player has one token of each of the eight metals, kept as the player
resource ``metal:<metal>`` = :data:`READY` (on the track, usable side up), :data:`BURNED`
(used this turn, usable side up), :data:`FLARED` (used this turn, flipped) or :data:`SPENT`
(back on the track flipped: unusable until refreshed). A token used on a card also marks that
card (``State.marks[uid]["metal:<metal>"] = 1``); one used "for no effect" marks nothing.
The tokens are conserved: a player has exactly eight, and a marked card's token is burned or
flared (:func:`token_problem`).

Mission tracks: player resource ``mission:<card id slug>`` (0: the cube on the image, 12:
the top); the first to reach a rewarded space is remembered in ``State.res``
(``first:<slug>:<space>`` = seat + 1).
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.resources import Resource, add, get
from rules.engine.state import State

from .cards import METALS

MONEY = Resource("money", "Money")
COMBAT = Resource("combat", "damage")
MISSION = Resource("mission", "mission points")
HEALTH = Resource("health", "health", reset="never", start=36, cap=40)
TRAINING = Resource("training", "training", reset="never", cap=20)
LORD_RULER = Resource("lord_ruler", "Lord Ruler's health", owner="table", reset="never", start=48, cap=48)
DOMINANCE = Resource("dominance", "dominance", owner="table", reset="never", cap=15)
RESOURCES = (MONEY, COMBAT, MISSION, HEALTH, TRAINING, LORD_RULER, DOMINANCE)

READY, BURNED, FLARED, SPENT = 0, 1, 2, 3
TOKEN_WORDS = {READY: "ready", BURNED: "burned", FLARED: "flared", SPENT: "flared (spent)"}
#: spaces of the training track that unlock one more burn per turn (reference §4)
BURN_SPACES = (3, 9, 15)
#: the space that unlocks a Character's ability I (reference §4)
ABILITY_I_SPACE = 5
#: mission points to the top of a mission track (rulebook "Missions")
MISSION_TOP = 12
#: the Dominance value ("X") shown once this many rows are revealed (the Intro track, reference §7b)
DOMINANCE_ROWS = (1, 4, 8, 11, 14)


def mission_key(state: State, uid: int) -> str:
    """The player resource of mission card ``uid``'s track: ``mission:<the card id's slug>``."""
    return "mission:" + state.cards[uid].id.split("/", 1)[1]


def token(state: State, seat: int, metal: str) -> int:
    """The state of ``seat``'s ``metal`` token (:data:`READY`...)."""
    return state.players[seat].res.get(f"metal:{metal}", READY)


def set_token(state: State, seat: int, metal: str, value: int) -> None:
    state.players[seat].res[f"metal:{metal}"] = value


def burning(state: State, seat: int, metal: str) -> bool:
    """True when ``seat`` burned or flared ``metal`` this turn (a flare counts as a burn)."""
    return token(state, seat, metal) in (BURNED, FLARED)


def burn_limit(state: State, seat: int) -> int:
    """How many tokens ``seat`` may burn per turn: 1, plus one per "+1 metal" space reached."""
    pos = get(state, TRAINING, seat)
    return 1 + sum(1 for s in BURN_SPACES if pos >= s)


def dominance_x(state: State) -> int:
    """The Dominance value "X": the highest number shown on the dominance track."""
    rows = get(state, DOMINANCE)
    return sum(1 for r in DOMINANCE_ROWS if rows >= r)


def alive(state: State, seat: int) -> bool:
    return not state.players[seat].flags.get("out")


def living(state: State) -> list[int]:
    """The seats still in the game, in seat order."""
    return [p.seat for p in state.players if not p.flags.get("out")]


def coop(state: State) -> bool:
    return state.options.get("variant") == "coop"


def heal(state: State, seat: int, amount: int) -> int:
    """``seat`` gains up to ``amount`` health (never above 40); returns what was gained."""
    return add(state, HEALTH, amount, seat)


def hurt(state: State, seat: int, amount: int, why: str) -> None:
    """``seat`` loses ``amount`` health; at 0 they are eliminated (rulebook "Combat")."""
    if amount <= 0 or not alive(state, seat):
        return
    add(state, HEALTH, -amount, seat)
    p = state.players[seat]
    state.log("damage", f"{p.name} takes {amount} damage {why} ({get(state, HEALTH, seat)} health left).", seat)
    if get(state, HEALTH, seat) <= 0:
        p.flags["out"] = True
        state.log("eliminated", f"{p.name} is eliminated.", seat)


def train(state: State, seat: int, steps: int = 1) -> None:
    """Move ``seat``'s cube ``steps`` spaces up the training track and log what it unlocks
    (rulebook "Characters & the Training Track"; the spaces from reference §4). At the end
    of the track the cube stays (the atium it would give is not in this skeleton)."""
    p = state.players[seat]
    for _ in range(steps):
        before = get(state, TRAINING, seat)
        if not add(state, TRAINING, 1, seat):
            state.log("train", f"{p.name} is at the end of the training track.", seat)
            continue
        pos = before + 1
        extra = ""
        if pos in BURN_SPACES:
            extra = f": they may now burn {burn_limit(state, seat)} metals a turn"
        elif pos == ABILITY_I_SPACE:
            extra = ": their Character's first ability is unlocked"
        state.log("train", f"{p.name} moves to space {pos} of the training track{extra}.", seat)


def token_problem(state: State) -> str | None:
    """Why the metal tokens are not conserved, or None: each player has exactly the eight
    tokens, each in one of the four states; a card carries at most one token of a metal, only
    its owner's, only while it is in play, and only while that token is burned or flared."""
    for p in state.players:
        keys = sorted(k for k in p.res if k.startswith("metal:"))
        if keys != sorted(f"metal:{m}" for m in METALS):
            return f"{p.name} has tokens {keys}"
        for m in METALS:
            v = p.res[f"metal:{m}"]
            if v not in TOKEN_WORDS:
                return f"{p.name}'s {m} token is in state {v}"
            on = [u for u in p.zones.get("played", []) if zones.mark(state, u, f"metal:{m}")]
            if len(on) > 1 or (on and v not in (BURNED, FLARED)):
                return f"{p.name}'s {m} token is {TOKEN_WORDS[v]} but marks {[state.name(u) for u in on]}"
    for uid, marks in state.marks.items():
        owner, zone = state.where[uid]
        if any(k.startswith("metal:") for k in marks) and zone != "played":
            return f"{state.name(uid)} in {zone} carries a metal token"
    return None
