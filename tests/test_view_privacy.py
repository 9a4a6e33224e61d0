"""A view is data (issue 10, DESIGN §2 "a view holds nothing its seat may not see").

Every object reachable from a view (dict keys and values, list/tuple/set items, the fields of
dataclass and pydantic objects, ``__dict__`` and ``__slots__`` attributes, bound methods and
closures) is walked at many points of seeded bot games of every game (co-op Mistborn too), for
every seat and a spectator. The walk must find plain data only, no ``State`` (nor a player,
decision, event or card object), and neither the uid nor the name of a card the seat may not
see. What a seat may not see is worked out here from the state's zones, not from the engine's
own visibility code (:mod:`rules.engine.knowledge`, the view builder): from the zone roles
each game declares in its contract (``hidden_zones``, ``hidden_table_zones`` and the tops of
``face_up_stacks``), read here without the engine's ``zone_role``, so the test catches the
view disagreeing with the declared roles, and a zone a game opens without declaring its role
(or declaring two). Hidden are every deck, another player's hand, the main deck, the Character
stack, the cards dealt or picked face down, the box, every card of a stack under its top, the
whole villain stack while its top is face down; but the cards of a decision are seen by the
player who must answer it.

A view also stays what it was when the game moves on, and shares no mutable object with the
state or with another view (changing one changes nothing else).
"""

from __future__ import annotations

import copy
import dataclasses
import types

import pytest
from pydantic import BaseModel

from hotseat.bots import make_bot
from rules.catalog.schema import Card
from rules.engine.game import VIEW_KEYS, apply, legal_commands, new_game, view
from rules.engine.registry import rules_for
from rules.engine.state import TABLE, Decision, Event, Player, State, Task

PLAIN = (dict, list, tuple, str, int, float, bool, type(None))
ENGINE_OBJECTS = (State, Player, Decision, Event, Task, Card)

def reachable(root) -> list:
    """Every object reachable from ``root`` through containers and attributes (not through
    classes, modules or function globals)."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen[id(obj)] = obj
        if isinstance(obj, (str, bytes, int, float, bool, type(None), type, types.ModuleType)):
            continue
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
            continue
        if isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
            continue
        if isinstance(obj, types.MethodType):
            todo += [obj.__self__, obj.__func__]
            continue
        if isinstance(obj, types.FunctionType):
            todo += [c.cell_contents for c in obj.__closure__ or ()] + list(obj.__defaults__ or ())
            continue
        if isinstance(obj, BaseModel):
            todo += list(obj.__dict__.values()) + [obj.__pydantic_extra__, obj.__pydantic_private__]
            continue
        if dataclasses.is_dataclass(obj):
            todo += [getattr(obj, f.name) for f in dataclasses.fields(obj)]
        if hasattr(obj, "__dict__"):
            todo.append(vars(obj))
        for cls in type(obj).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(obj, slot):
                    todo.append(getattr(obj, slot))
        try:
            todo.extend(iter(obj))  # any other container (a Mapping class...)
        except TypeError:
            pass
    return list(seen.values())


def card_positions(root) -> list[int]:
    """The ints reachable from ``root`` in places that name a card: dict keys, the value of a
    ``uid`` or ``card`` key, an item of a list, tuple or set, and the ``c<uid>`` option ids."""
    out = []
    for obj in reachable(root):
        if isinstance(obj, dict):
            out += [k for k in obj if type(k) is int]
            out += [v for k, v in obj.items() if k in ("uid", "card") and type(v) is int]
        elif isinstance(obj, (list, tuple, set, frozenset)):
            out += [x for x in obj if type(x) is int]
        elif isinstance(obj, str) and obj[:1] == "c" and obj[1:].isdigit():
            out.append(int(obj[1:]))
    return out


def declared(zone: str, names: tuple[str, ...]) -> bool:
    """Whether ``zone`` is one of ``names``, a name ``"prefix:"`` standing for every zone of
    that prefix (the contract's zone roles)."""
    return zone in names or (":" in zone and zone.split(":", 1)[0] + ":" in names)


def role(rules, owner: int, zone: str) -> str:
    """The role the game declares for ``zone`` (``public`` or ``hidden``), read here from the
    contract's lists, not through the engine's :meth:`Rules.zone_role`; a zone declared in
    none, or in both, fails the test (every zone a game opens has one role)."""
    public, hidden = ((rules.public_table_zones, ("box", *rules.hidden_table_zones)) if owner == TABLE
                      else (rules.public_zones, rules.hidden_zones))
    roles = [r for r, names in (("public", public), ("hidden", hidden)) if declared(zone, names)]
    assert len(roles) == 1, f"{rules.id}: zone {zone!r} ({'table' if owner == TABLE else 'player'}) has roles {roles}"
    return roles[0]


def hidden_from(state: State, seat: int | None) -> set[int]:
    """The uids ``seat`` (None: a spectator) may not see now, from the zones and the roles the
    game declares for them: a hidden zone's cards (but a seat's own hand, and the top of a
    face-up stack), minus the cards played this turn (seen by all as they were played), the cards of a decision ``seat`` must answer and the card it is about
    (``Purpose.target``: its prompt names it, "Discard Punch from the top of your deck?"). Once
    the game is over no player's zone is secret (the view reveals them); the table's hidden
    zones stay hidden."""
    rules = rules_for(state.game)
    out: set[int] = set()
    for p in state.players if not state.game_over else ():
        for z, uids in p.zones.items():
            if role(rules, p.seat, z) == "hidden" and not (p.seat == seat and z == "hand"):
                out.update(uids)
    face_up = set(rules.face_up_stacks(state))
    for z, uids in state.table.items():
        if role(rules, TABLE, z) == "hidden":
            out.update(uids[1:] if z in face_up else uids)
    # a card played this turn was put down face up for everyone to see: naming it is no leak,
    # wherever it went since (issue 14: the Played line lists a card Hypertime put back on the deck)
    out.difference_update(state.turn.get("played", []))
    d = state.pending
    if d is not None and d.player == seat:
        out.difference_update(o.card for o in d.options if o.card is not None)
        out.discard(d.purpose.target)
    return out


def leaks(state: State, seat: int | None, v) -> list[str]:
    """What the view ``v`` of ``seat`` holds that it should not."""
    found = reachable(v)
    problems = [f"a {type(o).__name__} object" for o in found if isinstance(o, ENGINE_OBJECTS)]
    problems += sorted({f"a {type(o).__name__}, not plain data" for o in found if not isinstance(o, PLAIN)})
    hidden = hidden_from(state, seat)
    seen_names = {state.cards[u].name for u in range(len(state.cards)) if u not in hidden}
    secret_names = {state.cards[u].name for u in hidden} - seen_names
    problems += [f"the name {s!r} of a hidden card" for s in found if isinstance(s, str) and s in secret_names]
    problems += [f"the uid {u} of a hidden card ({state.cards[u].name})" for u in card_positions(v) if u in hidden]
    lines = set(v.get("log", ()) if isinstance(v, dict) else ())
    # a line this seat may read itself (its own private line, or a public one) with the same words
    # is not a leak ("You have no Sense card." told to two players)
    mine = {e.private if e.private and e.player == seat else e.text for e in state.events}
    for e in state.events:
        if e.private and e.player != seat and e.private != e.text and e.private in lines and e.private not in mine:
            problems.append(f"another player's private log line {e.private!r}")
    return problems


def bot_steps(game: str, seed: int, players: int, bot: str, every: int):
    """Play a seeded bot game (``game`` may name a variant: ``"mistborn/coop"``); yield the
    state every ``every`` commands and at the end."""
    game, _, variant = game.partition("/")
    state = new_game(game, [f"P{i}" for i in range(players)], seed, options={"variant": variant} if variant else None)
    bots = [make_bot(bot, seed * 10 + i) for i in range(players)]
    step = 0
    while not state.game_over and step < 2000:
        if step % every == 0:
            yield state
        b, legal = bots[state.decider], legal_commands(state)
        apply(state, b.choose(view(state, state.decider, log=False, keys=b.reads(legal)), legal))
        step += 1
    yield state


@pytest.mark.parametrize("game, seed, players, bot, every", [
    ("metal", 1, 2, "heuristic", 5), ("metal", 2, 3, "random", 20), ("metal", 3, 4, "heuristic", 7),
    ("jld", 1, 2, "heuristic", 5), ("jld", 2, 3, "random", 20), ("jld", 3, 4, "heuristic", 7),
    ("metro", 1, 2, "heuristic", 5), ("metro", 2, 3, "random", 20),
    ("mistborn", 1, 2, "heuristic", 5), ("mistborn", 2, 3, "random", 20), ("mistborn/coop", 4, 2, "heuristic", 5),
])
def test_nothing_reachable_from_a_view_is_hidden_from_its_seat(game, seed, players, bot, every):
    checked = 0
    for state in bot_steps(game, seed, players, bot, every):
        for seat in [*range(players), None]:
            problems = leaks(state, seat, view(state, seat))
            assert not problems, f"{game} seed {seed}, turn {state.turn_number}, seat {seat}: {problems[:5]}"
            checked += 1
    assert checked > 40
    assert state.game_over


def test_the_check_sees_a_leak():
    """The walk finds a hidden card however it is tucked away: by name, by uid, inside an
    object, or as the state itself."""
    state = new_game("metal", ["Ann", "Ben"], 4, options={"auto_pick": True})
    hidden = hidden_from(state, 0)
    assert set(state.players[1].zones["hand"]) | set(state.players[0].zones["deck"]) <= hidden
    assert not set(state.players[0].zones["hand"]) & hidden
    shown = {state.cards[u].name for u in range(len(state.cards)) if u not in hidden}
    secret = next(u for u in hidden if state.cards[u].name not in shown)
    assert leaks(state, 0, view(state, 0)) == []
    assert any("name" in p for p in leaks(state, 0, {"x": [{"y": (state.cards[secret].name,)}]}))
    assert any("uid" in p for p in leaks(state, 0, {"known": {secret: {}}}))
    assert any("uid" in p for p in leaks(state, 0, {"pending": {"options": [(f"c{secret}", "?")]}}))
    assert any("uid" in p for p in leaks(state, 0, {"z": types.SimpleNamespace(secret=[secret])}))
    assert any("State" in p for p in leaks(state, 0, {"z": lambda: state}))
    assert any("State" in p for p in leaks(state, 0, {"z": state.fingerprint}))
    assert any("Card" in p for p in leaks(state, 0, {"z": state.cards[state.players[0].zones["hand"][0]]}))


def test_a_view_stays_as_it_was_when_the_game_moves_on():
    state = new_game("jld", ["Ann", "Ben"], 5, options={"auto_pick": True})
    bots = [make_bot("heuristic", i) for i in range(2)]
    views = []
    for _ in range(60):
        for seat in range(2):
            v = view(state, seat)
            views.append((v, copy.deepcopy(v)))
        apply(state, bots[state.decider].choose(view(state, state.decider), legal_commands(state)))
    assert all(v == then for v, then in views)
    assert views[0][0]["log"] != view(state, 0)["log"]  # the game did move on


def test_views_share_nothing_mutable_with_the_state_or_each_other():
    state = new_game("metal", ["Ann", "Ben", "Cy"], 6, options={"auto_pick": True})
    bot = make_bot("heuristic", 1)
    for _ in range(40):
        apply(state, bot.choose(view(state, state.decider), legal_commands(state)))
    def mutable(root):
        return {id(o) for o in reachable(root) if isinstance(o, (dict, list, set)) or not isinstance(o, PLAIN)}
    a, b = view(state, 0), view(state, 0)
    assert a == b
    assert not mutable(a) & mutable(b)
    assert not mutable(a) & mutable(state)
    # so writing into a view changes neither the game nor the next view
    uid = next(iter(a["known"]))
    name = state.cards[uid].name
    a["known"][uid]["name"] = "Scribble"
    a["table"]["line_up"][0]["cost"] = 99
    assert view(state, 0)["known"][uid]["name"] == name == state.cards[uid].name
    assert view(state, 0)["table"]["line_up"][0]["cost"] != 99


def test_a_view_builds_only_the_entries_asked_for():
    state = new_game("metal", ["Ann", "Ben"], 7, options={"auto_pick": True})
    assert set(view(state, 0)) == set(VIEW_KEYS)
    some = view(state, 0, keys=("pending", "known"))
    assert set(some) == {"pending", "known"}
    assert some == {k: view(state, 0)[k] for k in ("pending", "known")}
    with pytest.raises(KeyError, match="no entry 'hand'.*known"):
        view(state, 0, keys=("hand",))
    assert view(state, 0, log=False)["log"] == []


def test_the_decision_entry_is_the_pending_decision_for_its_owner_alone():
    """``decision`` (what a bot reads) gives the deciding seat its decision as ``pending``
    does, and nothing to another seat (its options may name cards in that seat's hand)."""
    state = new_game("metal", ["Ann", "Ben"], 7)  # each player picks a Super Hero
    d = state.pending
    assert d is not None
    mine, other = view(state, d.player), view(state, 1 - d.player)
    lean = mine["decision"]
    assert lean == {k: mine["pending"][k] for k in ("kind", "player", "prompt", "min", "max", "purpose", "options")}
    assert lean["options"] and other["decision"] is None and view(state, None)["decision"] is None
    while state.pending is not None:  # the Super Heroes picked: a turn, nothing to answer
        apply(state, legal_commands(state)[0])
    assert view(state, state.active)["decision"] is None
