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

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Any

from rules.catalog.schema import walk
from rules.engine.commands import Choose, Command

from .board import SLOTS
from .cards import DAMAGE_TYPES, GAME
from .ops import name_has

#: what defeating an Enemy of each rank is worth to the planner (the Archenemy wins the game)
RANK_VALUE = {"Minion": 8.0, "Villain": 12.0, "Archenemy": 100.0}
#: what a card drawn, an extra Development and a point of City Defense are worth, in damage
DRAW, EXTRA_DEV, DEFENSE, STOP = 1.5, 1.5, 0.6, 2.0
#: offer a Heroic Sacrifice when at most this many cards the Archenemy can Destroy are left
SACRIFICE_BELOW = 10
#: the most commands the activation search looks at in one step
SEARCH_LIMIT = 4000


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


@lru_cache(maxsize=512)
def profile(name: str, hero: str = "") -> Profile | None:
    """The planner's facts of the card named ``name`` for a Hero named ``hero``; None for a
    name the shipped set lacks."""
    card = _cards().get(name)
    if card is None:
        return None
    out: dict[str, Any] = {"damage": [0, 0, 0], "per_power": -1, "draw": 0, "extra_dev": 0, "defense": 0, "stop": 0,
                           "powered": (0, 0, 0, 0)}
    _gather(card.effects, hero, out)
    destroys = []
    for e in walk(card.effects):
        if e.op == "destroy_supply":
            flt = e.filter
            words = [*(getattr(flt, "type", None) or ()), *(getattr(flt, "subtype", None) or ())] if flt else []
            destroys += words or [""]
        elif e.op in ("mirror", "watts"):
            destroys.append("")
    f = card.extra
    return Profile(name, card.type or "", frozenset(card.subtypes), f["req"], f["energy"], f["versatile"],
                   frozenset(f["accepts"]), tuple(out["damage"]), out["per_power"], out["draw"], out["extra_dev"],
                   out["defense"], out["stop"], out["powered"], f["plot"], f["life"], frozenset(f["immune"]),
                   tuple(sorted(f["resist"].items())), tuple(destroys))


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
    usable = [0 if imm3[i] else max(0, dmg[i] - res3[i]) for i in (0, 1, 2)]
    if usable[0] + usable[1] + usable[2] < life:
        return False
    need = life
    for i in order:
        if need <= 0:
            break
        take = min(usable[i], need)
        if take:
            dmg[i] -= take + res3[i]
            need -= take
    return True


def _enemy_value(e: Profile) -> float:
    return RANK_VALUE.get(next((s for s in e.subtypes if s in RANK_VALUE), "Minion"), 8.0) + e.plot


def battle_value(dmg: tuple[int, int, int], enemies: list[Profile]) -> float:
    """What ``dmg`` (by type) is worth against the face-up ``enemies``: the best value of the
    Enemies it defeats in some order, and a little for each point (a tie-break)."""
    facts = [_battle_facts(e) for e in enemies]
    best = 0.0
    for order in permutations(facts):
        left, got = list(dmg), 0.0
        for f in order:
            if _spend(left, f):
                got += f[4]
        best = max(best, got)
    return best + 0.05 * sum(dmg)


# ---------------------------------------------------------------------------- activation
# a slot in the search: (level, accepts (frozenset, empty: any), name of its top card) or None
Slot = tuple[int, frozenset, str] | None


def _moves(hand: tuple[str, ...], slots: tuple[Slot, ...], hero: str):
    """The steps open from a search position: ("slot", name, n), ("activate", name, n)."""
    free = [n for n, s in enumerate(slots) if s is None]
    best = max((s[0] for s in slots if s is not None), default=0)
    for name in sorted(set(hand)):
        p = profile(name, hero)
        if p is None:
            continue
        if p.type == "Energy" and free and p.req <= best:
            yield ("slot", name, free[0])
        if p.type == "Power" or p.versatile:
            seen = set()
            for n, s in enumerate(slots):
                if s is None or s[0] <= 0 or s in seen:
                    continue
                seen.add(s)
                if p.type == "Power" and s[1] and not (s[1] & p.subtypes):
                    continue
                if p.req > s[0]:
                    continue
                yield ("activate", name, n)


def _step(move, hand, slots, acc, hero):
    kind, name, n = move
    p = profile(name, hero)
    hand = list(hand)
    hand.remove(name)
    slots = list(slots)
    dmg, draw, extra, powers = list(acc[0]), acc[1], acc[2], acc[3]
    if kind == "slot":
        slots[n] = (p.energy, frozenset(), name)
        draw += p.draw
    else:
        level, _, top = slots[n]
        src = profile(top, hero)
        if src is not None:
            dmg = [a + b for a, b in zip(dmg, src.powered[:3])]
            draw += src.powered[3]
        if p.type == "Energy":  # versatile: raises the source
            slots[n] = (level + p.energy, frozenset(), name)
        else:
            dmg = [a + b for a, b in zip(dmg, p.damage)]
            if p.per_power >= 0:
                dmg[p.per_power] += powers
            draw += p.draw
            extra += p.extra_dev * EXTRA_DEV + p.defense * DEFENSE + p.stop * STOP
            slots[n] = (p.energy, p.accepts, name) if p.energy else (0, frozenset(), name)
        powers += 1
    return tuple(sorted(hand)), tuple(slots), (tuple(dmg), draw, extra, powers)


def plan(hand: list[str], slots: list[Slot], acc: tuple, enemies: list[Profile], hero: str):
    """The best first step for the rest of Activate Powers, or None when stopping now is best:
    a depth-first search over the steps open (:func:`_moves`), each end scored by
    :func:`battle_value`, cards drawn and the other effects; cards slotted are kept (Energy
    left slotted stays for the next turn, worth a little)."""
    seen: dict[tuple, float] = {}
    budget = [SEARCH_LIMIT]
    values: dict[tuple[int, int, int], float] = {}  # battle_value by damage (speed: ends share it)

    def score(slots, acc) -> float:
        kept = sum(0.3 for s in slots if s is not None)
        v = values.get(acc[0])
        if v is None:
            v = values[acc[0]] = battle_value(acc[0], enemies)
        return v + DRAW * acc[1] + acc[2] + kept

    def best(hand, slots, acc) -> float:
        key = (hand, slots, acc)
        if key in seen:
            return seen[key]
        v = score(slots, acc)
        if budget[0] > 0:
            for m in _moves(hand, slots, hero):
                budget[0] -= 1
                v = max(v, best(*_step(m, hand, slots, acc, hero)))
        seen[key] = v
        return v

    start = (tuple(sorted(hand)), tuple(slots), acc)
    stay = score(start[1], acc)
    top, choice = stay, None
    for m in _moves(*start[:2], hero):
        v = best(*_step(m, *start, hero))
        if v > top + 1e-9:
            top, choice = v, m
    return choice


# ---------------------------------------------------------------------------- the view
class _Seen:
    """The parts of a view the advice reads, by name."""

    def __init__(self, view: dict[str, Any]):
        seat = view["seat"]
        me = view["players"][seat]
        self.me = me
        self.hero = me.get("hero_name", me["name"])
        self.known = view.get("known", {})
        facts = view["advice"]  # the public table facts (MetroRules.advice_view)
        self.phase = facts["phase"]
        self.enemies = [pr for name in facts["enemies"] if (pr := profile(name)) is not None]
        self.supply = [(c["name"], c["count"]) for c in facts["supply"]]
        self.slot_uids: list[list[int]] = me.get("slots", [[] for _ in range(SLOTS)])
        self.res = me["res"]

    def name(self, uid: int) -> str:
        return self.known.get(uid, {}).get("name", "")

    def owned(self) -> list[str]:
        """The cards of this Hero the view names (hand, discard, slots, play area): a sample of
        the deck."""
        z = self.me["zones"]
        return [n for k in ("hand", "discard", "play_area", *(f"slot:{i}" for i in range(1, SLOTS + 1)))
                for n in z.get(k, [])]

    def slots(self) -> list[Slot]:
        out: list[Slot] = []
        for n in range(1, SLOTS + 1):
            names = self.me["zones"].get(f"slot:{n}", [])
            if not names:
                out.append(None)
                continue
            level, accepts = 0, frozenset()
            for i, nm in enumerate(names):
                p = profile(nm, self.hero)
                if p is None:
                    continue
                if i == 0:
                    level = p.energy
                elif p.type == "Energy":
                    level += p.energy
                    accepts = frozenset()
                else:
                    level, accepts = p.energy, p.accepts
            out.append((level, accepts, names[-1]))
        return out

    def damage(self) -> tuple[int, int, int]:
        return tuple(self.res.get(f"damage:{t}", 0) for t in DAMAGE_TYPES)


#: the Hero Deck every Hero starts with (set-up step 3): what the view cannot show is assumed owned
BASELINE = {"Spark of Energy": 5, "Origin Story": 5}
#: the Sparks of Energy a Hero keeps slotted at Cleanup (the others come back to raise sources)
KEEP_SPARKS = 2


def _clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


@lru_cache(maxsize=64)
def _deck_levels(hero: str, names: tuple[str, ...]) -> tuple[float, int, int, int, int]:
    """What :func:`card_value` reads of the Hero's cards ``names`` (the Hero Deck assumed
    owned): sources of level 2 (a Power giving 2 or more counts half), of level 3, versatile
    cards, Powers needing 2 and Powers needing 3 or more (speed: the same for every card a
    Development weighs)."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    for n, k in BASELINE.items():
        counts[n] = max(counts.get(n, 0), k)
    owned = [(q, k) for n, k in counts.items() if (q := profile(n, hero)) is not None]
    l2 = sum(k for q, k in owned if q.type == "Energy" and not q.versatile and q.energy >= 2)
    l2 += 0.5 * sum(k for q, k in owned if q.type == "Power" and q.energy >= 2)
    l3 = sum(k for q, k in owned if q.type == "Energy" and q.energy >= 3)
    sparks = sum(k for q, k in owned if q.versatile)
    p2 = sum(k for q, k in owned if q.type == "Power" and q.req == 2)
    p3 = sum(k for q, k in owned if q.type == "Power" and q.req >= 3)
    return l2, l3, sparks, p2, p3


def card_value(name: str, seen: _Seen) -> float:
    """What Developing ``name`` is worth to this Hero now, in damage a turn (roughly): a Power
    by its damage, draws and the like, less when the Hero's Energy rarely reaches its REQ; an
    Energy card by the Powers waiting for its level (slotted Energy stays, so a few good
    sources are worth much early and little later)."""
    p = profile(name, seen.hero)
    if p is None:
        return 0.0
    l2, l3, sparks, p2, p3 = _deck_levels(seen.hero, tuple(seen.owned()))
    if p.type == "Power":
        v = sum(p.damage) + DRAW * p.draw + EXTRA_DEV * p.extra_dev + DEFENSE * p.defense + STOP * p.stop
        if p.per_power >= 0:
            v += 1.0
        if p.energy:
            v += 0.8 * p.energy
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
    seen = _Seen(view)
    pending = view.get("pending")
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


def _activate(legal: list[Command], seen: _Seen) -> Command | None:
    slots = seen.slots()
    acc = (seen.damage(), 0, 0.0, 0)
    hand = seen.me["zones"].get("hand", [])
    step = plan(hand, slots, acc, seen.enemies, seen.hero)
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
    dmg = seen.damage()
    for c in legal:
        if c.kind != "battle":
            continue
        target = profile(seen.name(c.card))
        if target is None:
            continue
        left = list(dmg)
        if not _defeat(left, target):
            continue
        rest = list(seen.enemies)
        rest.remove(target)
        v = _enemy_value(target) + battle_value(tuple(left), rest)
        if v > best:
            best, pick = v, c
    return pick


def _develop(legal: list[Command], seen: _Seen) -> Command | None:
    devs = [c for c in legal if c.kind == "develop"]
    if not devs:
        return None
    plot = seen.res.get("plot", 0)
    counts = dict(seen.supply)
    values = {c.card: card_value(seen.name(c.card), seen) for c in devs}
    cost = {c.card: seen.known.get(c.card, {}).get("cost", 0) for c in devs}
    if seen.phase == "start" or seen.res.get("developments", 0) > 1:
        items = [(cost[c.card], values[c.card], counts.get(seen.name(c.card), 1)) for c in devs]
        i = _knapsack(items, plot)
        return devs[i] if i is not None and values[devs[i].card] > 0.6 else None
    best = max(devs, key=lambda c: (values[c.card], -cost[c.card]))
    return best if values[best.card] > 0.6 else None


def _answer(legal: list[Command], ids: list[str]) -> Command | None:
    for c in legal:
        if isinstance(c, Choose) and c.options == ids:
            return c
    return None


def _decide(d: dict[str, Any], legal: list[Command], seen: _Seen) -> Command | None:
    purpose = d.get("purpose") or {}
    verb = purpose.get("verb")
    opts = d.get("options", [])
    if d["kind"] == "yes_no" and verb == "may":  # Massive Detonation: only when it defeats more
        dmg = seen.damage()
        more = list(dmg)
        more[DAMAGE_TYPES.index("elemental")] += 1
        yes = battle_value(tuple(more), seen.enemies) - 0.05 > battle_value(dmg, seen.enemies)
        return _answer(legal, ["yes" if yes else "no"])
    if verb == "destroy" and "hand" in purpose.get("from", []):
        return _sacrifice(d, legal, seen)
    if verb == "discard" and d["kind"] == "cards":  # Cleanup: slotted Energy to discard too
        sparks = [o[0] for o in opts if (p := profile(seen.name(int(o[0][1:])))) is not None and p.versatile]
        return _answer(legal, sparks[KEEP_SPARKS:]) or _answer(legal, [])
    if verb == "destroy" and d["kind"] == "cards" and d["min"] == 1:  # which City Supply stack is Destroyed
        counts = dict(seen.supply)

        def loss(o):
            nm = seen.name(int(o[0][1:])) if o[0][1:].isdigit() else o[1]
            return (card_value(nm, seen) - 0.3 * counts.get(nm, 0), nm)
        pick = min(opts, key=loss)
        return _answer(legal, [pick[0]])
    return None


def _wanted(p: Profile, wants: set[str]) -> bool:
    """True when a Destruction Power taking ``wants`` (types and kinds, "" any) can take ``p``."""
    return "" in wants or p.type in wants or bool(p.subtypes & wants)


def _sacrifice(d: dict[str, Any], legal: list[Command], seen: _Seen) -> Command | None:
    """Heroic Sacrifice: give the least useful card when the one about to go is one the
    Archenemy needs and few are left (the city falls when it finds none)."""
    opts = d.get("options", [])
    target = profile(seen.name(d["purpose"].get("target") or -1))
    arch = [e for e in seen.enemies if "Archenemy" in e.subtypes]
    wants = {t for e in arch for t in e.destroys}
    pool = sum(n for name, n in seen.supply if (p := profile(name)) is not None and _wanted(p, wants))
    if not opts or target is None or not arch or pool > SACRIFICE_BELOW or not _wanted(target, wants):
        return _answer(legal, [])
    pick = min(opts, key=lambda o: card_value(seen.name(int(o[0][1:])), seen))
    return _answer(legal, [pick[0]])


__all__ = ["advise", "battle_value", "card_value", "plan", "profile"]
