"""Mistborn's resources and the bookkeeping every rule of the game shares: health, the
training track, metal tokens, mission tracks, elimination.

Resources (:data:`RESOURCES`, rulebook "A Player's Turn", "Combat", "Missions", "Co-op"):
per player ``money`` (coins; gone at the end of the turn), ``combat`` (damage to deal this
turn), ``mission`` (mission points to spend this turn), ``health`` (36 at set-up, never above
40), ``training`` (the cube's space on the training track, 0 before the first turn; the track
has :data:`TRACK_END` spaces), ``atium`` (atium tokens held; the supply is unlimited),
``boxings`` (Boxings held, rulebook "Market & Boxings"); on the
table ``lord_ruler`` (the Lord Ruler's health, co-op: 48) and ``dominance`` (co-op: rows of
the dominance track shown).

Metal tokens: each player has one token of each of the eight metals, kept as the player
resource ``metal:<metal>`` = :data:`READY` (on the track, usable side up), :data:`BURNED`
(used this turn, usable side up), :data:`FLARED` (used this turn, flipped) or :data:`SPENT`
(back on the track flipped: unusable until refreshed). A token used on a card also marks that
card (``State.marks[uid]["metal:<metal>"] = 1``); one used "for no effect" marks nothing.
The tokens are conserved: a player has exactly eight, and a marked card's token is burned or
flared (:func:`token_problem`).

Metals used this turn (rulebook "Metals": a token burned or flared, an atium token, a card
used as a metal) are counted in ``State.turn["used"]`` (metal -> instances; atium used as a
wild counts for both ``atium`` and the metal it stands for): an Ally, a Character or a
card's box asks how many of its metal were used (:func:`used`).

Mission tracks: player resource ``mission:<card id slug>`` (0: the cube on the image, 12:
the top); the first to reach a rewarded space is remembered in ``State.res``
(``first:<slug>:<space>`` = seat + 1; ``first:<slug>:12`` is the first to finish, who stays
highest on that track for good). A completed mission's permanent reward is the player
resource ``perm:<slug>`` = 1 (:mod:`.ops`, ``permanent``).
"""

from __future__ import annotations

from bisect import bisect_right

from rules.engine import zones
from rules.engine.resources import Resource, add, get
from rules.engine.state import State

from . import dominance
from .cards import METALS

MONEY = Resource("money", "Money")
COMBAT = Resource("combat", "damage")
MISSION = Resource("mission", "mission points", one="mission point")
HEALTH = Resource("health", "health", reset="never", start=36, cap=40)
#: the training track's last space (reference §4: its length is not known; 20 as S1's engine)
TRACK_END = 20
TRAINING = Resource("training", "training", reset="never", cap=TRACK_END)
ATIUM = Resource("atium", "atium", reset="never")
BOXINGS = Resource("boxings", "Boxings", reset="never", one="Boxing")
LORD_RULER = Resource("lord_ruler", "Lord Ruler's health", owner="table", reset="never", start=48, cap=48)
DOMINANCE = Resource("dominance", "dominance", owner="table", reset="never")
RESOURCES = (MONEY, COMBAT, MISSION, HEALTH, TRAINING, ATIUM, BOXINGS, LORD_RULER, DOMINANCE)

READY, BURNED, FLARED, SPENT = 0, 1, 2, 3
#: a token's state in words; flared this turn or before is one word to players (trial)
TOKEN_WORDS = {READY: "ready", BURNED: "burned", FLARED: "flared", SPENT: "flared"}
#: spaces of the training track that unlock one more burn per turn (reference §4)
BURN_SPACES = (3, 9, 15)  # sorted (burn_limit counts those reached by bisection)
#: the spaces that unlock a Character's abilities I, II and III (reference §4)
ABILITY_SPACES = {1: 5, 2: 8, 3: 13}
#: the spaces that give an atium token (reference §4); every move past the end gives one too
ATIUM_SPACES = (11, 16)
#: what a Boxing costs and what it is worth when spent (reference §1: 2 coins, worth 1)
BOXING_COST, BOXING_WORTH = 2, 1
#: mission points to the top of a mission track (rulebook "Missions")
MISSION_TOP = 12


def mission_key(state: State, uid: int) -> str:
    """The player resource of mission card ``uid``'s track: ``mission:<the card id's slug>``
    (a per-card table: the burn limit reads every mission's key at every step)."""
    return state.per_card("_mistborn_mission_key", _mission_key)[uid]


def _mission_key(card) -> str:
    return "mission:" + card.id.split("/", 1)[1] if "/" in card.id else "mission:" + card.id


def token(state: State, seat: int, metal: str) -> int:
    """The state of ``seat``'s ``metal`` token (:data:`READY`...)."""
    key = _TOKEN_KEYS.get(metal)
    if key is None:
        key = _TOKEN_KEYS[metal] = f"metal:{metal}"
    return state.players[seat].res.get(key, READY)


#: the player resource of each metal's token, ``metal:<metal>`` (speed: legal reads every token)
_TOKEN_KEYS: dict[str, str] = {}


def set_token(state: State, seat: int, metal: str, value: int) -> None:
    state.players[seat].res[f"metal:{metal}"] = value


def used(state: State, metal: str) -> int:
    """How many of ``metal`` the active player used this turn: tokens burned or flared, atium
    tokens (standing for ``metal`` too when used as a wild), cards used as a metal."""
    return state.turn.get("used", {}).get(metal, 0)


def use(state: State, *metals: str) -> None:
    """Count one more use of each of ``metals`` this turn (see :func:`used`)."""
    got = state.turn.setdefault("used", {})
    for m in metals:
        got[m] = got.get(m, 0) + 1


def refresh_token(state: State, seat: int, metal: str) -> None:
    """Flip ``seat``'s flared ``metal`` token back (rulebook "Refreshing"): one flared this turn
    stays used this turn (burned side up); one flared before is ready again."""
    t = token(state, seat, metal)
    set_token(state, seat, metal, BURNED if t == FLARED else READY if t == SPENT else t)


def perms(state: State, seat: int) -> list[int]:
    """The missions whose permanent reward ``seat`` holds (uids)."""
    held = state.players[seat].res
    keys = state.per_card("_mistborn_perm_key", _perm_key)  # read at every step (the burn limit)
    return [u for u in state.table.get("missions", ()) if held.get(keys[u])]


def _perm_key(card) -> str:
    """The player resource saying its holder has mission ``card``'s permanent reward:
    ``perm:<the card id's slug>`` (the mission's track key without ``mission:``)."""
    return "perm:" + _mission_key(card)[8:]


def ongoing(state: State, seat: int, op: str) -> int:
    """How many ongoing ``op`` abilities (``extra_burn``, ``hand_size``, ``smoke``; co-op
    ``fewer_burns``, ``smaller_hand``) ``seat`` has: on their Allies in play, the Adversaries
    in front of them and in their missions' permanent rewards."""
    z = state.players[seat].zones
    ops = state.per_card("_mistborn_ongoing", _ongoing_ops)
    n = sum(ops[u][0].get(op, 0) for u in z.get("allies", []) + z.get("adversaries", []))
    for u in perms(state, seat):
        n += ops[u][1].get(op, 0)
    return n


def _ongoing_ops(card) -> tuple[dict[str, int], dict[str, int]]:
    """What :func:`ongoing` counts on ``card``: how many of its effects have each op, and how
    many effects of each op its milestones' permanent rewards hold; built once per game by
    uid (speed: the burn limit is read at every step)."""
    top: dict[str, int] = {}
    perm: dict[str, int] = {}
    for e in card.effects:
        top[e.op] = top.get(e.op, 0) + 1
        if e.op == "milestone":
            for p in e.effects + e.first:
                if p.op == "permanent":
                    for q in p.effects:
                        perm[q.op] = perm.get(q.op, 0) + 1
    return top, perm


def burn_limit(state: State, seat: int) -> int:
    """How many tokens ``seat`` may burn per turn: 1, plus one per "+1 metal" space reached,
    plus ongoing "+1 burn" abilities (the Noble, Skaa Caverns' permanent reward), less one
    per Adversary in front of them that takes a burn (never below 0)."""
    pos = get(state, TRAINING, seat)
    # both ops of :func:`ongoing` counted in one walk (speed: ``legal`` asks at every step)
    z = state.players[seat].zones
    ops = state.per_card("_mistborn_ongoing", _ongoing_ops)
    more = fewer = 0
    for zone in ("allies", "adversaries"):
        for u in z.get(zone, ()):
            top = ops[u][0]
            if top:
                more += top.get("extra_burn", 0)
                fewer += top.get("fewer_burns", 0)
    for u in perms(state, seat):
        perm = ops[u][1]
        more += perm.get("extra_burn", 0)
        fewer += perm.get("fewer_burns", 0)
    n = 1 + bisect_right(BURN_SPACES, pos) + more  # the spaces reached (BURN_SPACES is sorted)
    return max(0, n - fewer)


def burn_cutters(state: State, seat: int) -> list[str]:
    """The names of the cards in front of ``seat`` that lower their burn limit (co-op: an
    Adversary such as Canton Prelan), so that a refused burn names its cause."""
    z = state.players[seat].zones
    ops = state.per_card("_mistborn_ongoing", _ongoing_ops)
    return [state.name(u) for zone in ("allies", "adversaries") for u in z.get(zone, ())
            if ops[u][0].get("fewer_burns")]


def unlocked(state: State, seat: int, ability: int) -> bool:
    """True when ``seat``'s cube has reached the space of Character ability ``ability``."""
    return get(state, TRAINING, seat) >= ABILITY_SPACES[ability]


def rank(state: State, seat: int, mission: int) -> tuple[bool, bool]:
    """(highest, lowest) of ``seat`` on ``mission``'s track, among the players still in: a
    cube on the image (space 0) is neither; ties count for both; the first to finish is
    highest for good (reference §6)."""
    key = mission_key(state, mission)
    mine = state.players[seat].res.get(key, 0)
    if mine <= 0:
        return False, False
    first = state.res.get(f"first:{key[8:]}:{MISSION_TOP}")
    others = [state.players[s].res.get(key, 0) for s in living(state) if s != seat]
    on = [o for o in others if o > 0]
    if first is not None:
        high = first == seat + 1
    else:
        high = all(o <= mine for o in others)
    return high, all(o >= mine for o in on)


def rank_why(state: State, seat: int, mission: int, highest: bool) -> str:
    """Why ``seat`` is highest (``highest``) or lowest on ``mission``'s track, in words for a
    log line: "the only cube on that track" (the others are on its image, space 0, which is
    not on the track), "tied at 3 with Ben" (ties count for both), "first to finish" or ""
    when nothing needs saying. Only meaningful when :func:`rank` holds (reference §6)."""
    key = mission_key(state, mission)
    mine = state.players[seat].res.get(key, 0)
    if highest and state.res.get(f"first:{key[8:]}:{MISSION_TOP}") == seat + 1:
        return "first to finish it"
    others = [s for s in living(state) if s != seat and state.players[s].res.get(key, 0) > 0]
    if not others:
        return "the only cube on that track; a cube on its image is not on it"
    tied = [state.players[s].name for s in others if state.players[s].res.get(key, 0) == mine]
    return f"tied at {mine} with {', '.join(tied)}; ties count" if tied else ""


def off_tracks(state: State, seat: int) -> bool:
    """True when ``seat``'s cube is on no mission track yet (each on its image, space 0), so it
    is neither highest nor lowest anywhere (reference §6)."""
    return all(state.players[seat].res.get(mission_key(state, u), 0) <= 0
               for u in state.table.get("missions", []))


def difficulty(state: State) -> str:
    """The Dominance track in play (the ``difficulty`` set-up option, else the default)."""
    return state.options.get("difficulty") or dominance.DEFAULT


def dominance_x(state: State) -> int:
    """The Dominance value "X": the highest number shown on the revealed rows of the
    Dominance track, 1 before any row shows one (rulebook "Co-op: Dominance")."""
    rows = dominance.TRACKS[difficulty(state)].rows[:get(state, DOMINANCE)]
    return max([x for x, _ in rows if x is not None], default=1)


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


def smokers(state: State, seat: int) -> list[int]:
    """The cards whose ongoing ``smoke`` makes each damage to ``seat`` 1 less (uids, once per
    ability: an Ally such as Smoker, an Adversary, a held mission reward), as :func:`ongoing`
    counts them."""
    z = state.players[seat].zones
    ops = state.per_card("_mistborn_ongoing", _ongoing_ops)
    found = [u for u in z.get("allies", []) + z.get("adversaries", []) for _ in range(ops[u][0].get("smoke", 0))]
    return found + [u for u in perms(state, seat) for _ in range(ops[u][1].get("smoke", 0))]


def hurt(state: State, seat: int, amount: int, why: str) -> int:
    """``seat`` loses ``amount`` health, less 1 per Smoker-like ongoing ability (reference
    §5b); at 0 they are eliminated (rulebook "Combat"). Returns the health lost. The log says
    what a Smoker took off and whose it is (co-op trial: less damage, and no reason given), in
    the words of the mode played: in co-op each damage the Lord Ruler's side deals is 1 less,
    in the competitive game each attack (a trial: the co-op words showed in a competitive game)."""
    smoke = smokers(state, seat)
    if not alive(state, seat) or amount <= 0:
        return 0
    p = state.players[seat]
    if smoke:
        names = ", ".join(state.name(u) for u in dict.fromkeys(smoke))
        if amount <= len(smoke):
            rule = f"each damage to {p.name} is 1 less" if coop(state) else f"each attack on {p.name} deals 1 less"
            state.log("damage", f"{p.name} takes no damage {why}: {names} takes off all {amount} ({rule}).", seat)
            return 0
        note = f"{amount} less {len(smoke)} for {names}; "
        amount -= len(smoke)
    else:
        note = ""
    add(state, HEALTH, -amount, seat)
    state.log("damage", f"{p.name} takes {amount} damage {why} ({note}{get(state, HEALTH, seat)} health left).", seat)
    if get(state, HEALTH, seat) <= 0:
        p.flags["out"] = True
        state.log("eliminated", f"{p.name} is eliminated: out of the game, no more turns.", seat)
    return amount


def train(state: State, seat: int, steps: int = 1) -> None:
    """Move ``seat``'s cube ``steps`` spaces up the training track and log what it unlocks
    (rulebook "Characters & the Training Track"; the spaces from reference §4): more burns,
    abilities I/II/III, atium; at the end of the track each move gives an atium instead."""
    p = state.players[seat]
    for _ in range(steps):
        before = get(state, TRAINING, seat)
        if not add(state, TRAINING, 1, seat):
            add(state, ATIUM, 1, seat)
            state.log("train", f"{p.name} is at the end of the training track and gains an atium.", seat)
            continue
        pos = before + 1
        extra = ""
        if pos in BURN_SPACES:
            n = burn_limit(state, seat)
            extra = f": they may now burn {n} metal{'' if n == 1 else 's'} a turn"  # (co-op trial: "1 metals")
        elif pos in ABILITY_SPACES.values():
            level = next(k for k, v in ABILITY_SPACES.items() if v == pos)
            extra = f": their Character's ability {'I' * level} is unlocked"
        elif pos in ATIUM_SPACES:
            add(state, ATIUM, 1, seat)
            extra = ": they gain an atium"
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
