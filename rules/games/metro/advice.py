"""Advice for the heuristic bot (the game contract's :meth:`~rules.engine.contract.Rules.advise`):
what a sensible Hero does in each phase, judged from the seat's view alone.

* Activate Powers: a small search over the hand and the placard (:func:`plan`): every order of
  slotting Energy, raising a source with a Versatile card and Activating Powers, scored by
  the Enemies the damage defeats (:func:`battle_value`) and the cards drawn; the first step
  of the best plan is given. Slotted Energy stays on the placard at Cleanup.
* Battle Enemies: the Archenemy when it can, else the Enemies whose defeat is worth most.
* Story Development (and set-up's starting Powers): the card worth most for this Hero's
  deck (:func:`card_value`: damage, draws and extra Developments of a Power it can power,
  Energy when the deck lacks sources), a knapsack of the Plot Points at set-up.
* Heroic Sacrifice: offered when the card about to be Destroyed is one the Archenemy needs
  to find in the City Supply and few such cards are left (the city falls when none is); the
  Hero's least useful card of the same type goes instead.
* Massive Detonation only when the extra damage defeats an Enemy.

The numbers of a card come from its definition in the shipped card set, looked up by name
(a view names cards; the definitions are public). A card file of one's own (``--cards``)
that changes a shipped card's numbers is advised on with the shipped numbers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter, itemgetter
from typing import Any, Callable, NamedTuple

from rules.catalog.schema import walk
from rules.engine.commands import Choose, Command

from .board import SLOTS
from .cards import DAMAGE_TYPES, GAME
from .city import CITY_DEFENSE, DIE_SIDES
from .ops import name_has

#: what defeating an Enemy of each rank is worth to the planner (the Archenemy wins the game)
RANK_VALUE = {"Minion": 8.0, "Villain": 12.0, "Archenemy": 100.0}
#: what a card drawn, an extra Development and a point of City Defense are worth, in damage
DRAW, EXTRA_DEV, DEFENSE, STOP = 1.5, 1.5, 0.6, 2.0
#: offer a Heroic Sacrifice when the card about to go costs the city (:func:`pool_loss`) more
#: than this many times what the Hero's card is worth (:func:`card_value`)
SACRIFICE_RATIO = 2.0
#: how much of the city's loss (:func:`pool_loss`) counts against Developing a card the
#: Archenemy needs
PICK_LOSS = 0.3
#: the least a card must be worth (:func:`card_value`) to be Developed: a weak card only thins
#: the deck (0.6 before; 1.5 won the heuristic Hero beside a random one 15 more of 800 games)
DEV_MIN = 1.5
#: how much of its Energy Level a Power that accepts only some kinds of Power (Martial Arts
#: Mastery: Melee) counts as a source for the Hero's other Powers (1 before, when a Hero could
#: Develop 8 Martial Arts Mastery beside Ranged Powers it could not power)
ACCEPTS_W = 0.5
#: the most commands the activation search looks at in one step
SEARCH_LIMIT = 4000
#: what the city loses when the last card the Archenemy needs goes (:func:`pool_loss`)
POOL_LOSS = 30.0
#: the most one Power Activated costs the city when the Archenemy takes a card for each
PER_POWER_CAP = 6.0


@dataclass(frozen=True)
class Profile:
    """What the planner knows of a card (from its definition; ``words``: the Hero-name words
    its rewards need, already applied for this Hero)."""

    name: str
    type: str
    subtypes: frozenset[str]
    req: int
    energy: int
    versatile: bool
    accepts: frozenset[str]
    damage: tuple[int, int, int]  # physical, mental, elemental
    per_power: int  # index of the damage type Devastating Uppercut adds per Power, else -1
    draw: int
    extra_dev: int
    defense: int
    stop: int
    powered: tuple[int, int, int, int]  # when a Power is Activated on it: damage by type, draws
    plot: int
    life: int
    immune: frozenset[str]
    resist: tuple[tuple[str, int], ...]
    destroys: tuple[str, ...]  # the card types and kinds its Destruction Power takes ("" any card)
    #: its Destruction Power takes a card for each Power the active Hero Activated this turn
    per_power_destroy: bool = False
    #: its Destruction Power takes only cards named as one of the Hero's ("matching card")
    matching: bool = False
    #: the cards its Destruction Power takes (Admiral Watts's random ones counted as 1.5)
    destroy_count: float = 0.0
    #: its Destruction Power takes cards at random (Admiral Watts: the Hero chooses the first only)
    random_destroy: bool = False
    #: an Enemy's rank (one of :data:`RANK_VALUE`'s keys; "Minion" for any other card)
    rank: str = "Minion"


@lru_cache(maxsize=1)
def _cards() -> dict[str, Any]:
    from rules.catalog.loader import default_catalog

    return {c.name: c for c in default_catalog().game_cards(GAME)}


def _gather(effects, hero: str, out: dict[str, Any]) -> None:
    for e in effects:
        op = e.op
        if op == "damage":
            out["damage"][DAMAGE_TYPES.index(e.type)] += e.amount
        elif op == "damage_per_power":
            out["per_power"] = DAMAGE_TYPES.index(e.type)
        elif op == "draw":
            out["draw"] += e.amount if isinstance(e.amount, int) else 1
        elif op == "extra_development":
            out["extra_dev"] += getattr(e, "amount", 1)
        elif op == "city_defense":
            out["defense"] += e.amount
        elif op == "stop":
            out["stop"] += 1
        elif op == "detonate":
            out["damage"][DAMAGE_TYPES.index(e.type)] += e.amount
        elif op == "if_hero_name":
            if name_has(hero, e.word):
                _gather(e.then, hero, out)
        elif op == "when_powered":
            sub = {"damage": [0, 0, 0], "per_power": -1, "draw": 0, "extra_dev": 0, "defense": 0, "stop": 0}
            _gather(e.then, hero, sub)
            out["powered"] = (*sub["damage"], sub["draw"])


@lru_cache(maxsize=None)
def _hero_words(name: str) -> tuple[str, ...]:
    """The words of a Hero's name that the card named ``name`` rewards (its ``if_hero_name``
    effects, wherever they sit): all its profile depends on of the Hero."""
    card = _cards().get(name)
    return tuple(e.word for e in walk(card.effects) if e.op == "if_hero_name") if card is not None else ()


#: :func:`profile` by card name and, for each word of :func:`_hero_words`, whether the Hero's
#: name has it (speed: every game names new Heroes, and a card's effects are slow to walk)
_PROFILES: dict[tuple[str, tuple[bool, ...]], Profile | None] = {}


@lru_cache(maxsize=512)
def profile(name: str, hero: str = "") -> Profile | None:
    """The planner's facts of the card named ``name`` for a Hero named ``hero``; None for a
    name the shipped set lacks."""
    key = (name, tuple(name_has(hero, w) for w in _hero_words(name)))
    if key not in _PROFILES:
        _PROFILES[key] = _profile(name, hero)
    return _PROFILES[key]


def _profile(name: str, hero: str) -> Profile | None:
    """:func:`profile`, worked out."""
    card = _cards().get(name)
    if card is None:
        return None
    out: dict[str, Any] = {"damage": [0, 0, 0], "per_power": -1, "draw": 0, "extra_dev": 0, "defense": 0, "stop": 0,
                           "powered": (0, 0, 0, 0)}
    _gather(card.effects, hero, out)
    destroys = []
    per_power = matching = at_random = False
    count = 0.0
    for e in walk(card.effects):
        if e.op == "destroy_supply":
            flt = e.filter
            words = [*(getattr(flt, "type", None) or ()), *(getattr(flt, "subtype", None) or ())] if flt else []
            destroys += words or [""]
            per_power = per_power or e.per_power
            matching = matching or e.match is not None
            count += e.amount
        elif e.op == "watts":
            destroys.append("")
            at_random, count = True, count + 2.5
        elif e.op == "mirror":  # the city falls to him when no Power is left (his own card: ops._mirror_fallback)
            destroys.append("Power")
    f = card.extra
    subtypes = frozenset(card.subtypes)
    return Profile(name, card.type or "", subtypes, f["req"], f["energy"], f["versatile"],
                   frozenset(f["accepts"]), tuple(out["damage"]), out["per_power"], out["draw"], out["extra_dev"],
                   out["defense"], out["stop"], out["powered"], f["plot"], f["life"], frozenset(f["immune"]),
                   tuple(sorted(f["resist"].items())), tuple(destroys), per_power, matching, count, at_random,
                   next((s for s in subtypes if s in RANK_VALUE), "Minion"))


# ---------------------------------------------------------------------------- battle
#: per Enemy profile, what :func:`_defeat` reads: (Life, resistance by damage type, immune by
#: damage type, the damage types in the order they are spent, its value to the planner);
#: built once per profile (speed: the activation search tests thousands of defeats a step)
_BATTLE: dict[int, tuple[Profile, tuple]] = {}


def _battle_facts(e: Profile) -> tuple:
    hit = _BATTLE.get(id(e))
    if hit is None or hit[0] is not e:
        resist = dict(e.resist)
        res3 = tuple(resist.get(t, 0) for t in DAMAGE_TYPES)
        imm3 = tuple(t in e.immune for t in DAMAGE_TYPES)
        order = tuple(sorted(range(3), key=lambda i: resist.get(DAMAGE_TYPES[i], 0)))
        hit = _BATTLE[id(e)] = (e, (e.life, res3, imm3, order, _enemy_value(e)))
    return hit[1]


def _defeat(dmg: list[int], e: Profile) -> bool:
    """Spend ``dmg`` (by type, in place) on ``e`` as the rules do (:func:`.battle.spend_damage`);
    False (and ``dmg`` untouched) when it is not enough."""
    return _spend(dmg, _battle_facts(e))


def _spend(dmg: list[int], facts: tuple) -> bool:
    """:func:`_defeat` with the Enemy's :func:`_battle_facts`."""
    life, res3, imm3, order, _ = facts
    # the damage each type can spend on it (written out for the three types: this runs
    # thousands of times a turn in the activation search)
    u0 = 0 if imm3[0] else dmg[0] - res3[0]
    u1 = 0 if imm3[1] else dmg[1] - res3[1]
    u2 = 0 if imm3[2] else dmg[2] - res3[2]
    usable = (u0 if u0 > 0 else 0, u1 if u1 > 0 else 0, u2 if u2 > 0 else 0)
    if usable[0] + usable[1] + usable[2] < life:
        return False
    need = life
    for i in order:
        if need <= 0:
            break
        take = usable[i] if usable[i] < need else need
        if take:
            dmg[i] -= take + res3[i]
            need -= take
    return True


def _enemy_value(e: Profile) -> float:
    return RANK_VALUE[e.rank] + e.plot


#: :func:`battle_value` by (damage, the Enemies' :func:`_battle_facts` with their extra worth):
#: the planner asks the same questions at every step of a turn (speed). Bounded: emptied when full.
_VALUES: dict[tuple, float] = {}


def battle_value(dmg: tuple[int, int, int], enemies: list[Profile], extra: tuple[float, ...] = ()) -> float:
    """What ``dmg`` (by type) is worth against the face-up ``enemies``: the best value of the
    Enemies it defeats in some order (``extra``: more for defeating each, in the order of
    ``enemies``: what its Destruction would cost the city, :meth:`Threat.extra`), and a little
    for each point (a tie-break)."""
    return _valued(dmg, _worth(enemies, extra))


def _worth(enemies: list[Profile], extra: tuple[float, ...] = ()) -> tuple:
    """The Enemies' :func:`_battle_facts`, each worth ``extra`` more (in order), as
    :func:`battle_value` weighs them."""
    facts = [_battle_facts(e) for e in enemies]
    if extra:
        facts = [(*f[:4], f[4] + x) for f, x in zip(facts, extra)]
    return tuple(facts)


def _valued(dmg: tuple[int, int, int], facts: tuple) -> float:
    """:func:`battle_value` against the Enemies ``facts`` (:func:`_worth`): the activation
    search works them out once per search and City Defense (speed)."""
    key = (dmg, facts)
    v = _VALUES.get(key)
    if v is None:
        if len(_VALUES) >= 20000:
            _VALUES.clear()
        v = _VALUES[key] = _best_defeats(list(dmg), facts, 0.0) + 0.05 * sum(dmg)
    return v


def _best_defeats(dmg: list[int], facts: tuple, got: float) -> float:
    """The most ``got`` reaches by defeating some of the Enemies ``facts`` (their
    :func:`_battle_facts`) one after another with ``dmg``, each worth its value (``facts[i][4]``),
    added in the order defeated.

    The same number, to the last bit, as trying every order of ``facts`` and, in each order,
    defeating every Enemy the damage left still defeats (what this replaced: n! orders): an
    Enemy that fails with some damage fails with less (damage only goes down), so an order's
    worth is that of the Enemies it defeats, in that order, each defeatable in turn; this
    search walks exactly those sequences (and their beginnings, never worth more: every value
    is positive), summing in the same order. Copies of one Enemy are tried once per level."""
    best = got
    tried = []
    for i, f in enumerate(facts):
        if f in tried:
            continue
        tried.append(f)
        left = list(dmg)
        if _spend(left, f):
            v = _best_defeats(left, facts[:i] + facts[i + 1:], got + f[4])
            if v > best:
                best = v
    return best


# ---------------------------------------------------------------------------- the city's risk
def pool_loss(left: int) -> float:
    """What the city loses, in the planner's units, when one more card the Archenemy needs
    goes and ``left`` such cards remain: little while many remain, nearly the game (the
    Archenemy's worth) when none does, as the city then falls the next time the Archenemy is
    not stopped."""
    return POOL_LOSS / (max(left, 0) + 1) ** 1.5


@dataclass(frozen=True)
class Threat:
    """What the face-up Enemies' Destruction Powers may cost the city this turn, judged by the
    cards left that the Archenemy's power can take (its ``pool``: the city falls when none is
    left and it is not stopped)."""

    arch: Profile | None
    wants: frozenset[str]  # the card types and kinds the Archenemy's power takes
    pool: int
    targets: tuple[int, int, int]  # the City Defense targets, Minion, Villain, Archenemy
    bonus: int  # the City Defense bonus this turn so far
    stopped: frozenset[str]  # the ranks Stopped this turn so far
    #: per face-up Enemy: the Archenemy's cards its Destruction Power would take (the Hero
    #: choosing others when it can)
    hits: tuple[float, ...] = ()

    def unstopped(self, rank: str, defense: int) -> float:
        """The chance that the City Defense fails to stop an Enemy of ``rank``."""
        if rank in self.stopped:
            return 0.0
        target = self.targets[("Minion", "Villain", "Archenemy").index(rank)]
        return _clamp((target - 1 - defense) / DIE_SIDES, 0.0, 1.0)

    def per_power(self, powers: int, defense: int) -> float:
        """What ``powers`` Powers Activated this turn cost the city when the Archenemy takes a
        card for each (0 for another Archenemy)."""
        if self.arch is None or not self.arch.per_power_destroy or not powers:
            return 0.0
        p = self.unstopped("Archenemy", defense)
        # at most a little under a Minion's worth each: a Power that defeats an Enemy is still
        # Activated (two careful Heroes never stall the game for want of activations)
        return p * sum(min(PER_POWER_CAP, pool_loss(self.pool - i)) for i in range(1, powers + 1))

    def extra(self, enemies: list[Profile], defense: int) -> tuple[float, ...]:
        """What defeating each of ``enemies`` saves the city besides its own worth: the cards
        of the Archenemy's pool its Destruction Power would take (at most a Villain's worth)."""
        if not self.hits:
            return ()
        return tuple(min(RANK_VALUE["Villain"], self.unstopped(e.rank, defense) * h * pool_loss(self.pool - 1))
                     for e, h in zip(enemies, self.hits))


# ---------------------------------------------------------------------------- activation
# a slot in the search: (level, accepts (frozenset, empty: any), name of its top card) or None
Slot = tuple[int, frozenset, str] | None


#: a slot's accepts when it takes any Power
_ANY: frozenset[str] = frozenset()
#: what the cards left slotted are worth at the end of a search, by their number (0.3 each,
#: summed as ``sum(0.3 for ...)`` sums them, to the last bit)
_KEPT = tuple(sum(0.3 for _ in range(k)) for k in range(SLOTS + 1))


class _Named(dict):
    """What the activation search reads of a card, by card name, for one Hero (from
    :func:`profile`), worked out when first asked: None for a name the shipped set lacks,
    else the tuple (is an Energy card, is a Power, versatile, REQ, kinds, Energy Level, cards
    drawn, damage by type, the type Devastating Uppercut adds per Power (-1: none), the other
    worth of Activating it (:data:`EXTRA_DEV`, :data:`DEFENSE` and :data:`STOP` weighed, summed
    in that order), City Defense, the kinds it accepts as a source, what a Power Activated on
    it gives (damage by type, draws)). Speed: the search reads these at every step it tries,
    unpacked at once."""

    __slots__ = ("hero",)

    def __init__(self, hero: str):
        super().__init__()
        self.hero = hero

    def __missing__(self, name: str) -> tuple | None:
        p = profile(name, self.hero)
        f = self[name] = None if p is None else (
            p.type == "Energy", p.type == "Power", p.versatile, p.req, p.subtypes, p.energy, p.draw, p.damage,
            p.per_power, p.extra_dev * EXTRA_DEV + p.defense * DEFENSE + p.stop * STOP, p.defense, p.accepts,
            p.powered)
        return f


#: :class:`_Named` by Hero name. Bounded: emptied when full.
_NAMED: dict[str, _Named] = {}


def _named(hero: str) -> _Named:
    got = _NAMED.get(hero)
    if got is None:
        if len(_NAMED) >= 64:
            _NAMED.clear()
        got = _NAMED[hero] = _Named(hero)
    return got


def _children(hand: tuple[str, ...], slots: tuple[Slot, ...], acc: tuple, facts: _Named) -> list[tuple]:
    """The steps open from a search position and where each leads, in the order tried: a list
    of (move, hand, slots, acc), the move ("slot", name, n) or ("activate", name, n), ``n``
    the slot's index (0..3), the rest the position after it (``hand``: names, sorted; ``acc``
    as :func:`plan` has it: damage by type, cards drawn, other worth, Powers Activated, City
    Defense). Each name of the hand once, in order: an Energy card on the first free slot
    when a source reaches its REQ; a Power (of a kind the source accepts) or a versatile card
    on each source with Energy reaching its REQ, alike sources giving one move. (Not
    memoised: three positions in four are new ones.)"""
    free, best = -1, None
    # per source (the first slot of each kind with Energy): its index, level, accepts, what a
    # Power Activated on it gives (damage by type, draws; none for a name the set lacks) and
    # the slots before and after it (speed: worked out once, not once per card of the hand)
    sources: list[tuple] = []
    kinds: list[Slot] = []
    for n, s in enumerate(slots):
        if s is None:
            if free < 0:
                free = n
            continue
        if best is None or s[0] > best:
            best = s[0]
        if s[0] > 0 and s not in kinds:
            kinds.append(s)
            src = facts[s[2]]
            got = src[12] if src is not None else (0, 0, 0, 0)
            sources.append((n, s[0], s[1], got[0], got[1], got[2], got[3], slots[:n], slots[n + 1:]))
    if best is None:
        best = 0
    out: list[tuple] = []
    dmg, draw, extra, powers, defense = acc
    d0, d1, d2 = dmg
    if free >= 0:
        before, after = slots[:free], slots[free + 1:]
    last = None
    for i, name in enumerate(hand):  # sorted: copies of a name side by side, the first at i
        if name == last:
            continue
        last = name
        f = facts[name]
        if f is None:
            continue
        energy_card, power, versatile, req, subs, energy, draws, damage, per_power, worth, guards, accepts, _ = f
        rest = None
        if energy_card and free >= 0 and req <= best:
            rest = hand[:i] + hand[i + 1:]
            out.append((("slot", name, free), rest, before + ((energy, _ANY, name),) + after,
                        (dmg, draw + draws, extra, powers, defense)))
        if not power and not versatile:
            continue
        if energy_card:  # versatile: raises the source
            for n, level, acc_kinds, g0, g1, g2, gdr, pre, post in sources:
                if req > level:
                    continue
                if rest is None:
                    rest = hand[:i] + hand[i + 1:]
                out.append((("activate", name, n), rest, pre + ((level + energy, _ANY, name),) + post,
                            ((d0 + g0, d1 + g1, d2 + g2), draw + gdr, extra, powers + 1, defense)))
            continue
        a0, a1, a2 = damage
        placed = (energy, accepts, name) if energy else (0, _ANY, name)
        for n, level, acc_kinds, g0, g1, g2, gdr, pre, post in sources:
            if req > level or (power and acc_kinds and not acc_kinds & subs):
                continue
            if rest is None:
                rest = hand[:i] + hand[i + 1:]
            d = (d0 + g0 + a0, d1 + g1 + a1, d2 + g2 + a2)
            if per_power >= 0:
                d = tuple(x + powers if t == per_power else x for t, x in enumerate(d))
            out.append((("activate", name, n), rest, pre + (placed,) + post,
                        (d, draw + gdr + draws, extra + worth, powers + 1, defense + guards)))
    return out


#: the values :func:`plan` gives the ends of its search (by damage, Powers Activated and City
#: Defense), by situation (the Enemies, by name, and the :class:`Threat`, by identity: the
#: same object all turn long, :meth:`_Seen.threat`; kept in the entry, so its id() is not
#: reused): the same for every step of a turn's Activate Powers (speed). Bounded: emptied
#: when full.
_SITUATIONS: dict[tuple, tuple[Threat | None, dict[tuple, float]]] = {}


#: the positions the last complete searches (:func:`plan`, its budget never ran out) valued,
#: for one situation (its :data:`_SITUATIONS` dict, by identity) and Hero: (values, hero,
#: position -> value). A later step of the same turn whose position is there needs no search:
#: a complete search from it would find the same values (it looks at a part of what the first
#: looked at, so its budget does not run out either). Speed: same choices.
_SOLVED: tuple = (None, "", {})


def _situation_values(enemies: list[Profile], threat: Threat | None) -> dict[tuple, float]:
    """The dict of :data:`_SITUATIONS` for ``enemies`` and ``threat`` (a new one the first time)."""
    key = (tuple([e.name for e in enemies]), id(threat))
    got = _SITUATIONS.get(key)
    if got is None or got[0] is not threat:
        if len(_SITUATIONS) >= 256:
            _SITUATIONS.clear()
        got = _SITUATIONS[key] = (threat, {})
    return got[1]


def plan(hand: list[str], slots: list[Slot], acc: tuple, enemies: list[Profile], hero: str,
         threat: Threat | None = None):
    """The best first step for the rest of Activate Powers, or None when stopping now is best:
    a depth-first search over the steps open (:func:`_children`), each end scored by
    :func:`battle_value`, cards drawn and the other effects; cards slotted are kept (Energy
    left slotted stays for the next turn, worth a little). ``acc``: the damage by type, cards
    drawn, other worth, Powers Activated this turn so far and (optional) the City Defense
    bonus. With a ``threat``, what the Enemies left standing would cost the city counts too
    (an Archenemy taking a card per Power Activated makes each Power cost; defeating an Enemy
    whose power would take the Archenemy's cards is worth more), unless the Archenemy falls."""
    if len(acc) == 4:
        acc = (*acc, 0)
    budget = SEARCH_LIMIT
    values = _situation_values(enemies, threat)
    start = (tuple(sorted(hand)), tuple(slots), acc)
    global _SOLVED
    solved = _SOLVED[2] if _SOLVED[0] is values and _SOLVED[1] == hero else None
    # a position an earlier complete search of this situation valued (the step a turn takes
    # after the one planned, when it drew nothing): its moves' values are all there
    seen: dict[tuple, float] = solved if solved is not None and start in solved else {}
    arch = next((_battle_facts(e) for e in enemies if e.rank == "Archenemy"), None)
    extras: dict[int, tuple] = {}  # the Enemies' worth (_worth, with threat.extra) by City Defense
    plain = _worth(enemies) if threat is None else ()
    facts = _named(hero)

    def score(slots, acc) -> float:
        kept = _KEPT[len(slots) - slots.count(None)]
        if threat is None:
            key = acc[0]
            v = values.get(key)
            if v is None:
                v = values[key] = _valued(acc[0], plain)
        else:
            key = (acc[0], acc[3], acc[4])
            v = values.get(key)
            if v is None:
                worth = extras.get(acc[4])
                if worth is None:
                    worth = extras[acc[4]] = _worth(enemies, threat.extra(enemies, acc[4]))
                v = _valued(acc[0], worth)
                if arch is None or not _spend(list(acc[0]), arch):
                    v -= threat.per_power(acc[3], acc[4])
                values[key] = v
        return v + DRAW * acc[1] + acc[2] + kept

    seen_get = seen.get

    def best(hand, slots, acc) -> float:
        nonlocal budget
        key = (hand, slots, acc)
        v = seen_get(key)
        if v is not None:
            return v
        v = score(slots, acc)
        if budget > 0:
            for _, h, s, a in _children(hand, slots, acc, facts):
                budget -= 1
                w = best(h, s, a)
                if w > v:
                    v = w
        seen[key] = v
        return v

    stay = score(start[1], acc)
    top, choice = stay, None
    for m, h, s, a in _children(*start, facts):
        v = best(h, s, a)
        if v > top + 1e-9:
            top, choice = v, m
    if budget > 0 and seen is not solved:  # complete: every value is exact, kept for the next step
        if solved is None:
            _SOLVED = (values, hero, seen)
        else:
            solved.update(seen)
    return choice


# ---------------------------------------------------------------------------- the view
#: :meth:`_Seen.threat` by what it reads: the face-up Enemies, the City Supply's tops and
#: counts, the ranks Stopped, the City Defense bonus and the number of players (speed: asked
#: at most steps, the same all turn long). Bounded: emptied when full.
_THREATS: dict[tuple, Threat] = {}


#: a City Supply entry of the advice view as (name, count)
_NAME_COUNT = itemgetter("name", "count")
#: the facts of a card the view does not name
_NO_CARD = {"name": "", "cost": 0}


#: :func:`_pool` by the City Supply's (name, count) tops and the Archenemy. Bounded.
_POOLS: dict[tuple, tuple] = {}


def _pool(supply: tuple[tuple[str, int], ...], arch: Profile | None) -> tuple:
    """What :class:`Threat` reads of the City Supply ``supply`` (tops' names and counts) for
    the Archenemy ``arch``: the card types and kinds its power takes, the cards left it can
    take, the cards left, the tops' profiles it cannot take (in order); worked out once per
    supply and Archenemy (speed: asked at most steps, and the supply seldom changes)."""
    key = (supply, arch.name if arch is not None else None)
    got = _POOLS.get(key)
    if got is None:
        names = (tuple([name for name, _ in supply]), key[1])
        tops = _TOPS.get(names)
        if tops is None:
            if len(_TOPS) >= 256:
                _TOPS.clear()
            tops = _TOPS[names] = _tops(names[0], arch)
        wants, taken, shown, spared = tops
        pool = sum([n for (_, n), t in zip(supply, taken) if t])
        total = sum([n for (_, n), t in zip(supply, shown) if t]) or 1
        if len(_POOLS) >= 256:
            _POOLS.clear()
        got = _POOLS[key] = (wants, pool, total, spared)
    return got


#: :func:`_tops` by the City Supply tops' names and the Archenemy's name (the supply's counts
#: change with every card Destroyed or Developed, its names seldom). Bounded.
_TOPS: dict[tuple, tuple] = {}


def _tops(names: tuple[str, ...], arch: Profile | None) -> tuple:
    """What :func:`_pool` reads of the City Supply tops ``names``: the card types and kinds
    the Archenemy's power takes; per top, whether it can take it and whether the shipped set
    knows the name; the known tops' profiles it cannot take, in order."""
    wants = frozenset(arch.destroys) if arch is not None else frozenset()
    profiles = [profile(name) for name in names]
    taken = tuple(p is not None and arch is not None and _wanted(p, wants) for p in profiles)
    shown = tuple(p is not None for p in profiles)
    spared = tuple(p for p in profiles if p is not None and not _wanted(p, wants))
    return wants, taken, shown, spared


class _Pool(NamedTuple):
    """The Archenemy (None: none face up), the card types and kinds its power takes and the
    City Supply cards left it can take: as :class:`Threat` has them."""

    arch: Profile | None
    wants: frozenset[str]
    pool: int


#: the face-up Enemies' profiles and the Archenemy's (:class:`_Seen`) by the Enemies' names.
#: Bounded: emptied when full.
_ENEMIES: dict[tuple[str, ...], tuple[list[Profile], Profile | None]] = {}


class _Seen:
    """The parts of a view the advice reads, by name."""

    def __init__(self, view: dict[str, Any]):
        facts = view["advice"]  # the table facts and the seat's own Hero (MetroRules.advice_view)
        me = facts["me"]
        self.me = me
        self.hero = me["hero_name"]
        #: the facts of the cards this seat may name: ``known`` (or ``decision_known``) when
        #: the view has it (a decision), else the advice entry's ``cards`` (uid -> {"name", "cost"})
        self.known = view["known"] if "known" in view else view.get("decision_known")
        self.cards = facts.get("cards", {}) if self.known is None else {}
        self.phase = facts["phase"]
        self.enemy_names = tuple(facts["enemies"])
        #: (name, count) of each City Supply stack's top
        self.supply: tuple[tuple[str, int], ...] = tuple(map(_NAME_COUNT, facts["supply"]))
        self.slot_uids: list[list[int]] = me["slots"]
        self.res = me["res"]
        self.players = facts["players"]
        got = _face_up(self.enemy_names)
        #: the face-up Enemies' profiles, in the view's order
        self.enemies: list[Profile] = list(got[0])
        #: the Archenemy's profile (None: not face up)
        self.arch: Profile | None = got[1]

    def threat(self) -> Threat:
        """What the face-up Enemies' Destruction Powers may cost the city this turn
        (:class:`Threat`), worked out once per situation (:data:`_THREATS`)."""
        res = self.res
        key = (self.enemy_names, self.supply, res.get("stop:minion", 0), res.get("stop:villain", 0),
               res.get("stop:archenemy", 0), res.get("defense_bonus", 0), self.players)
        got = _THREATS.get(key)
        if got is None:
            if len(_THREATS) >= 256:
                _THREATS.clear()
            got = _THREATS[key] = self._threat()
        return got

    def _threat(self) -> Threat:
        """:meth:`threat`, worked out."""
        arch = self.arch
        wants, pool, total, spared = _pool(self.supply, arch)
        hits = []
        for e in self.enemies:
            ew = set(e.destroys)
            if e is arch or arch is None or not ew:
                hits.append(0.0)
            elif e.random_destroy:  # the first card chosen, the others at random
                hits.append((e.destroy_count - 1) * pool / total)
            else:
                if any(_wanted(p, ew) for p in spared):
                    hits.append(0.0)  # the Hero chooses a card the Archenemy cannot take
                else:
                    hits.append(e.destroy_count * (0.3 if e.matching else 1.0))
        stopped = frozenset(r for r in RANK_VALUE if self.res.get(f"stop:{r.lower()}", 0))
        targets = CITY_DEFENSE.get(self.players, CITY_DEFENSE[max(CITY_DEFENSE)])
        return Threat(arch, wants, pool, targets, self.res.get("defense_bonus", 0), stopped, tuple(hits))

    def pool(self) -> _Pool:
        """What the Archenemy's power can take of the City Supply (:class:`_Pool`): the part of
        :meth:`threat` that Developments and Destruction choices read (speed: the City Supply
        changes with every card Destroyed, and the whole threat is dearer to work out)."""
        arch = self.arch
        return _Pool(arch, *_pool(self.supply, arch)[:2])

    def in_pool(self, name: str, threat: Threat | _Pool) -> bool:
        """True when the City Supply card ``name`` is one the Archenemy's power can take."""
        return _in_pool(name, threat)

    def activated(self) -> int:
        """The Powers Activated this turn so far: the cards placed on slotted sources."""
        zones = self.me["zones"]
        return sum([len(names) - 1 for z in _SLOT_NAMES if (names := zones.get(z))])

    def name(self, uid: int) -> str:
        """The name of the card ``uid`` ("" for a card this seat may not name)."""
        if self.known is not None:
            return self.known.get(uid, {}).get("name", "")
        return self.cards.get(uid, _NO_CARD)["name"]

    def cost(self, uid: int) -> int:
        """The cost of the card ``uid`` (0 for a card this seat may not name)."""
        if self.known is not None:
            return self.known.get(uid, {}).get("cost", 0)
        return self.cards.get(uid, _NO_CARD)["cost"]

    def owned(self) -> tuple[str, ...]:
        """The cards of this Hero the view names (hand, discard, play area, slots): a sample of
        the deck (worked out once per view)."""
        got = self.__dict__.get("_owned")
        if got is None:
            z = self.me["zones"]
            got = self._owned = tuple(n for k in _OWNED_ZONES for n in z.get(k, ()))
        return got

    def slots(self) -> list[Slot]:
        """Each slot as the activation search has it (:data:`Slot`): its Energy Level now, the
        kinds of Power it accepts (empty: any) and its top card's name; None for an empty slot."""
        out: list[Slot] = []
        facts = _named(self.hero)
        zones = self.me["zones"]
        for z in _SLOT_NAMES:
            names = zones.get(z, [])
            if not names:
                out.append(None)
                continue
            level, accepts = 0, _ANY
            for i, nm in enumerate(names):
                f = facts[nm]
                if f is None:
                    continue
                if i == 0:
                    level = f[5]
                elif f[0]:  # an Energy card (versatile, Activated on it) adds its level
                    level += f[5]
                    accepts = _ANY
                else:
                    level, accepts = f[5], f[11]
            out.append((level, accepts, names[-1]))
        return out

    def damage(self) -> tuple[int, int, int]:
        return tuple(self.res.get(f"damage:{t}", 0) for t in DAMAGE_TYPES)


#: the slot zones of a Hero Placard, in order (the advice view's ``me.zones`` names them)
_SLOT_NAMES = tuple(f"slot:{n}" for n in range(1, SLOTS + 1))
#: the zones :meth:`_Seen.owned` reads, in order
_OWNED_ZONES = ("hand", "discard", "play_area", *(f"slot:{i}" for i in range(1, SLOTS + 1)))
#: the Hero Deck every Hero starts with (set-up step 3): what the view cannot show is assumed owned
BASELINE = {"Spark of Energy": 5, "Origin Story": 5}
#: the Sparks of Energy a Hero keeps slotted at Cleanup (the others come back to raise sources
#: and be Activated as Powers; with 2 the heuristic Hero won 335 of 400 games beside a random
#: one, with 1 365: balance in the game module's docstring)
KEEP_SPARKS = 1


def _clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


@lru_cache(maxsize=64)
def _deck_levels(hero: str, names: tuple[str, ...]) -> tuple[float, int, int, int, int]:
    """What :func:`card_value` reads of the Hero's cards ``names`` (the Hero Deck assumed
    owned): sources of level 2 (a Power giving 2 or more counts half), of level 3, versatile
    cards, Powers needing 2 and Powers needing 3 or more (speed: the same for every card a
    Development weighs)."""
    counts = Counter(names)  # counted in C (speed: a new view's cards at most steps)
    for n, k in BASELINE.items():
        if counts[n] < k:
            counts[n] = k
    # the sums of the six counts in one walk, each added in the order the cards are counted
    # (every term is a multiple of 0.5, so the float sums are exact whatever the order)
    l2 = l3 = sparks = p2 = p3 = 0
    l2p = 0.0
    for n, k in counts.items():
        q = profile(n, hero)
        if q is None:
            continue
        t = q.type
        if t == "Energy":
            if not q.versatile and q.energy >= 2:
                l2 += k
            if q.energy >= 3:
                l3 += k
        elif t == "Power":
            if q.energy >= 2:
                l2p += k * (ACCEPTS_W if q.accepts else 1.0)
            if q.req == 2:
                p2 += k
            elif q.req >= 3:
                p3 += k
        if q.versatile:
            sparks += k
    l2 += 0.5 * l2p
    return l2, l3, sparks, p2, p3


@lru_cache(maxsize=64)
def _extra_devs(hero: str, names: tuple[str, ...]) -> int:
    """How many of the Hero's cards ``names`` give extra Developments."""
    return sum(1 for n in names if (q := profile(n, hero)) is not None and q.extra_dev)


def card_value(name: str, seen: _Seen) -> float:
    """What Developing ``name`` is worth to this Hero now, in damage a turn (roughly): a Power
    by its damage, draws and the like, less when the Hero's Energy rarely reaches its REQ; an
    Energy card by the Powers waiting for its level (slotted Energy stays, so a few good
    sources are worth much early and little later)."""
    known = vars(seen).get("_values")  # found once per view (speed: every card weighed reads it)
    if known is None:
        hero, owned = seen.hero, tuple(seen.owned())
        key = (hero, _deck_levels(hero, owned), _extra_devs(hero, owned))
        known = _CARD_VALUES.get(key)
        if known is None:
            if len(_CARD_VALUES) >= 1024:
                _CARD_VALUES.clear()
            known = _CARD_VALUES[key] = {}
        vars(seen)["_values"] = known
        vars(seen)["_deck"] = key
    v = known.get(name)
    if v is None:
        v = known[name] = _card_value(name, *vars(seen)["_deck"])
    return v


#: :func:`card_value` by all it reads of the view (the Hero's name, :func:`_deck_levels` and
#: :func:`_extra_devs` of the cards it names), then by the card's name: the same Hero weighs
#: the same cards at many steps (speed). Bounded: emptied when full.
_CARD_VALUES: dict[tuple, dict[str, float]] = {}


def _card_value(name: str, hero: str, levels: tuple[float, int, int, int, int], extra_devs: int) -> float:
    """:func:`card_value` for the Hero named ``hero`` whose cards have these
    :func:`_deck_levels` and :func:`_extra_devs`."""
    p = profile(name, hero)
    if p is None:
        return 0.0
    l2, l3, sparks, p2, p3 = levels
    if p.type == "Power":
        # one more Development is worth less with each such card the Hero has already
        devs = extra_devs if p.extra_dev else 0
        v = sum(p.damage) + DRAW * p.draw + EXTRA_DEV * p.extra_dev / (1 + devs) + DEFENSE * p.defense + STOP * p.stop
        if p.per_power >= 0:
            v += 1.0
        if p.energy:
            v += 0.8 * p.energy * (ACCEPTS_W if p.accepts else 1.0)
        if p.req == 2:
            v *= _clamp((l2 + sparks / 3) / (p2 + p3 + 1), 0.4, 1.0)
        elif p.req >= 3:
            v *= _clamp((l3 + l2 / 3) / (p3 + 1), 0.2, 0.9)
        return v
    if p.type == "Energy":
        if p.versatile:
            return 0.8
        v = 0.5 * DRAW * p.draw + sum(p.powered[:3]) + DRAW * p.powered[3]
        if p.energy >= 2:
            v += 1.0 + 2.0 * _clamp((p2 + p3 + 1) / (l2 + 1), 0.3, 3.0)
        else:
            v += 0.5
        if p.energy >= 3:
            v += (p3 + 0.5) / (l3 + 1)
        return v * (0.5 if p.req >= 2 and l2 == 0 else 1.0)
    return 0.5 * p.plot  # a Storyline


def _knapsack(items: list[tuple[int, float, int]], budget: int) -> int | None:
    """The index of an item in the best set of ``items`` (cost, value, copies) within
    ``budget``, or None when the best is to take nothing."""
    best: dict[int, tuple[float, int | None]] = {0: (0.0, None)}
    for i, (cost, value, copies) in enumerate(items):
        for _ in range(min(copies, 3)):
            nxt = dict(best)
            for spent, (v, first) in best.items():
                c = spent + cost
                if c <= budget and v + value > nxt.get(c, (-1.0, None))[0]:
                    nxt[c] = (v + value, first if first is not None else i)
            best = nxt
    return max(best.values(), key=lambda t: t[0])[1]


# ---------------------------------------------------------------------------- advice
def advise(view: dict[str, Any], legal: list[Command]) -> Command | None:
    """The command a sensible Hero gives now, one of ``legal`` (see the module docstring), or
    None to leave it to the bot's general rules."""
    if not legal or "advice" not in view:
        return None
    pending = view.get("decision")  # the seat's own decision, None when none waits
    if pending is None and _bare(view["advice"]["phase"], legal):
        # nothing to weigh: moving on is all a phase's advice could give (speed: a step in five)
        return next((c for c in legal if c.kind == "next"), None)
    seen = _Seen(view)
    if pending is not None:
        return _decide(pending, legal, seen)
    kinds = {c.kind for c in legal}
    if "rename" in kinds:
        legal = [c for c in legal if c.kind != "rename"]
    nxt = next((c for c in legal if c.kind == "next"), None)
    if seen.phase == "activate":
        return _activate(legal, seen) or nxt
    if seen.phase == "battle":
        return _battle(legal, seen) or nxt
    if seen.phase in ("develop", "start"):
        return _develop(legal, seen) or nxt
    return None


def at_once(phase: str, legal: list[Command], activation: Callable[[], dict[str, Any]] | None = None) -> Command | None:
    """What :func:`advise` gives, with no decision waiting, in ``phase`` for a non-empty
    ``legal`` that leaves nothing to weigh (only moving on or renaming listed): the ``next``
    listed; None when something is to be weighed or no ``next`` is listed (:func:`advise` also
    gives None in the latter case; a caller then asks it). Speed: a step in five, answered by
    :meth:`MetroRules.advice_at_once <rules.games.metro.rules.MetroRules.advice_at_once>`
    without the advice view. With ``activation`` (a function giving the advice entry as far as
    the activation advice reads it: :func:`.table.advice_facts` with ``activation``), also
    what it gives in Activate Powers when there is something to weigh (speed: the activation
    steps are a step in four, and the whole view cost a third of their advice)."""
    if _bare(phase, legal):
        return next((c for c in legal if c.kind == "next"), None)
    if phase == "activate" and activation is not None:
        if any(c.kind == "rename" for c in legal):
            legal = [c for c in legal if c.kind != "rename"]
        return _activate(legal, _Seen({"advice": activation()})) or next((c for c in legal if c.kind == "next"), None)
    return None


def _bare(phase: str, legal: list[Command]) -> bool:
    """True when a phase's advice has nothing to weigh in ``legal``: it can only move on."""
    return phase in _PHASES and _BARE.issuperset(map(_KIND, legal))  # the kinds read in C (speed: every step)


#: the phases whose advice gives a command of its own or else ``next``
_PHASES = frozenset({"activate", "battle", "develop", "start"})
#: the kinds no phase's advice gives (renaming is left out; ``next`` is what it gives instead)
_BARE = frozenset({"next", "rename"})
#: a command's kind
_KIND = attrgetter("kind")


def _activate(legal: list[Command], seen: _Seen) -> Command | None:
    slots = seen.slots()
    threat = seen.threat()
    acc = (seen.damage(), 0, 0.0, seen.activated(), threat.bonus)
    hand = seen.me["zones"].get("hand", [])
    step = plan(hand, slots, acc, seen.enemies, seen.hero, threat)
    if step is None:
        return None
    kind, name, n = step
    want = slots[n]
    for c in legal:
        if c.kind != kind or seen.name(c.card) != name:
            continue
        if kind == "slot" and slots[c.slot - 1] is None:
            return c
        if kind == "activate":
            where = next((i for i, us in enumerate(seen.slot_uids) if us and us[-1] == c.on), None)
            if where is not None and slots[where] == want:
                return c
    return None


def _battle(legal: list[Command], seen: _Seen) -> Command | None:
    best, pick = 0.0, None
    threat = seen.threat()
    dmg = seen.damage()
    extra = None  # threat.extra, once a battle is worth weighing
    for c in legal:
        if c.kind != "battle":
            continue
        target = profile(seen.name(c.card))
        if target is None:
            continue
        left = list(dmg)
        if not _defeat(left, target):
            continue
        i = seen.enemies.index(target)
        rest = seen.enemies[:i] + seen.enemies[i + 1:]
        if extra is None:
            extra = threat.extra(seen.enemies, threat.bonus)
        v = _enemy_value(target) + (extra[i] if extra else 0.0)
        v += battle_value(tuple(left), rest, extra[:i] + extra[i + 1:])
        if v > best:
            best, pick = v, c
    return pick


def _develop(legal: list[Command], seen: _Seen) -> Command | None:
    devs = [c for c in legal if c.kind == "develop"]
    if not devs:
        return None
    plot = seen.res.get("plot", 0)
    counts = dict(seen.supply)
    threat = seen.pool()
    # a card the Archenemy needs, taken from the City Supply, brings the city's fall nearer
    values = {c.card: card_value(nm := seen.name(c.card), seen)
              - (PICK_LOSS * pool_loss(threat.pool - 1) if seen.in_pool(nm, threat) else 0.0) for c in devs}
    cost = {c.card: seen.cost(c.card) for c in devs}
    if seen.phase == "start" or seen.res.get("developments", 0) > 1:
        items = [(cost[c.card], values[c.card], counts.get(seen.name(c.card), 1)) for c in devs]
        i = _knapsack(items, plot)
        return devs[i] if i is not None and values[devs[i].card] > DEV_MIN else None
    best = max(devs, key=lambda c: (values[c.card], -cost[c.card]))
    return best if values[best.card] > DEV_MIN else None


def _answer(legal: list[Command], ids: list[str]) -> Command | None:
    for c in legal:
        if isinstance(c, Choose) and c.options == ids:
            return c
    return None


def _decide(d: dict[str, Any], legal: list[Command], seen: _Seen) -> Command | None:
    for ids in _wishes(d, seen):
        got = _answer(legal, ids)
        if got is not None:
            return got
    return None


def answers(view: dict[str, Any]) -> list[list[str]]:
    """The answers :func:`advise` gives the seat's pending decision, best first: it gives the
    first one its ``legal`` lists (see :meth:`Rules.advise_answers
    <rules.engine.contract.Rules.advise_answers>`); empty when no decision is pending or the
    advice leaves it to the bot's general rules."""
    pending = view.get("decision")
    if pending is None or "advice" not in view:
        return []
    return _wishes(pending, _Seen(view))


def _wishes(d: dict[str, Any], seen: _Seen) -> list[list[str]]:
    """The answers (option ids) the advice gives the decision ``d``, best first (:func:`answers`)."""
    purpose = d.get("purpose") or {}
    verb = purpose.get("verb")
    opts = d.get("options", [])
    if d["kind"] == "yes_no" and verb == "may":  # Massive Detonation: only when it defeats more
        dmg = seen.damage()
        more = list(dmg)
        more[DAMAGE_TYPES.index("elemental")] += 1
        yes = battle_value(tuple(more), seen.enemies) - 0.05 > battle_value(dmg, seen.enemies)
        return [["yes" if yes else "no"]]
    if verb == "destroy" and "hand" in purpose.get("from", []):
        return [_sacrifice(d, seen)]
    if verb == "discard" and d["kind"] == "cards":  # Cleanup: slotted Energy to discard too
        return cleanup_answers([(o[0], seen.name(int(o[0][1:]))) for o in opts])
    if verb == "destroy" and d["kind"] == "cards" and d["min"] == 1:  # which City Supply stack is Destroyed
        named = [(o[0], seen.name(int(o[0][1:])) if o[0][1:].isdigit() else o[1]) for o in opts]
        return [[stack_destroyed(named, seen.supply, seen.arch, seen)]]
    return []


def stack_destroyed(options: list[tuple[str, str]], supply: tuple[tuple[str, int], ...], arch: Profile | None,
                    hero: _Seen | Hero) -> str:
    """The option id of the City Supply stack the advice gives up to a Destruction Power, of
    ``options`` as (option id, the name of the stack's top): the least worth to ``hero``
    (:func:`card_value`), less for a stack with many cards, a card the Archenemy ``arch``
    needs (its power takes it from the City Supply ``supply``: (top's name, count) of each
    stack) last; the first of the lowest, the name breaking ties."""
    counts = dict(supply)
    threat = _Pool(arch, *_pool(supply, arch)[:2])
    needed = 2.0 + pool_loss(threat.pool - 1)  # a card the Archenemy needs goes last

    def loss(o):
        nm = o[1]
        return (card_value(nm, hero) - 0.3 * counts.get(nm, 0) + (needed if _in_pool(nm, threat) else 0.0), nm)
    return min(options, key=loss)[0]


class Hero:
    """What :func:`card_value` reads of a seat, told without a view: its Hero's name
    (``hero``) and the names of the cards it owns that it sees (``owned``: hand, discard pile,
    playing area, slots, as :meth:`_Seen.owned` lists them)."""

    def __init__(self, hero: str, owned: tuple[str, ...]):
        self.hero = hero
        self._owned = owned

    def owned(self) -> tuple[str, ...]:
        """The names of the cards it owns that it sees (see the class docstring)."""
        return self._owned


def cleanup_answers(options: list[tuple[str, str]]) -> list[list[str]]:
    """The answers to Cleanup's question (slotted Energy cards to discard too), best first,
    for its ``options`` as (option id, card name): every Spark of Energy but
    :data:`KEEP_SPARKS` of them, else none."""
    sparks = [oid for oid, name in options if (p := profile(name)) is not None and p.versatile]
    return [sparks[KEEP_SPARKS:], []]


def sacrifice_declined(enemies: tuple[str, ...], target: str) -> bool:
    """True when the Heroic Sacrifice advice (:func:`_sacrifice`) declines without weighing
    the Hero's cards: no Archenemy among the face-up ``enemies`` (names, as the advice view
    gives them), or the card ``target`` (its name) about to be Destroyed is not one the
    Archenemy's power can take."""
    arch = _face_up(enemies)[1]
    if arch is None:
        return True
    p = profile(target)
    return p is None or not _wanted(p, frozenset(arch.destroys))


def face_up(enemies: tuple[str, ...]) -> Profile | None:
    """The Archenemy's profile among the face-up ``enemies`` (names, as the advice view gives
    them; None: not face up)."""
    return _face_up(enemies)[1]


def _face_up(enemies: tuple[str, ...]) -> tuple[list[Profile], Profile | None]:
    """The profiles of the face-up ``enemies`` (names; those the shipped set lacks left out)
    and the Archenemy's (None: not face up), worked out once per list of names (:data:`_ENEMIES`)."""
    got = _ENEMIES.get(enemies)
    if got is None:
        if len(_ENEMIES) >= 256:
            _ENEMIES.clear()
        found = [pr for name in enemies if (pr := profile(name)) is not None]
        got = _ENEMIES[enemies] = (found, next((e for e in found if e.rank == "Archenemy"), None))
    return got


def _in_pool(name: str, threat: Threat | _Pool) -> bool:
    """:meth:`_Seen.in_pool`."""
    p = profile(name)
    return threat.arch is not None and p is not None and _wanted(p, threat.wants)


def _wanted(p: Profile, wants: set[str]) -> bool:
    """True when a Destruction Power taking ``wants`` (types and kinds, "" any) can take ``p``."""
    return "" in wants or p.type in wants or bool(p.subtypes & wants)


def _sacrifice(d: dict[str, Any], seen: _Seen) -> list[str]:
    """Heroic Sacrifice: give the least useful card when the one about to go is one the
    Archenemy needs and losing it costs the city more than the card is worth to the Hero (the
    city falls when the Archenemy finds none: :func:`pool_loss`); the option ids given."""
    opts = d.get("options", [])
    target = seen.name(d["purpose"].get("target") or -1)
    if not opts or sacrifice_declined(seen.enemy_names, target):
        return []
    return sacrificed([(o[0], seen.name(int(o[0][1:]))) for o in opts], seen.supply, seen.arch, seen)


def sacrificed(options: list[tuple[str, str]], supply: tuple[tuple[str, int], ...], arch: Profile | None,
               hero: _Seen | Hero) -> list[str]:
    """The Heroic Sacrifice of :func:`_sacrifice` once it is weighed (not declined by
    :func:`sacrifice_declined`), of ``options`` as (option id, card name): the id of the card
    of least worth to ``hero`` when losing the card about to go costs the city more, else
    none (``supply`` and ``arch`` as :func:`stack_destroyed` reads them)."""
    threat = _Pool(arch, *_pool(supply, arch)[:2])
    value = {oid: card_value(nm, hero) for oid, nm in options}
    pick = min(options, key=lambda o: value[o[0]])
    if pool_loss(threat.pool - 1) <= SACRIFICE_RATIO * value[pick[0]]:
        return []
    return [pick[0]]


__all__ = ["Hero", "advise", "answers", "battle_value", "card_value", "cleanup_answers", "face_up", "plan", "profile",
           "sacrifice_declined", "sacrificed", "stack_destroyed"]
