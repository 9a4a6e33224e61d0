"""A card file can't hang the engine or break a game (issue 8 §4).

* every number of the card schema has bounds (the loader's messages for the issue's own
  examples are in tests/test_loader_errors.py, one fixture file each);
* the engine's step guard: a command whose card effects do not come to an end is refused
  with the reason, and the game is left exactly as it was (the blue banner that discards
  itself forever is also a scenario: tests/scenarios/jld/banner_loop_refused.toml);
* a failure inside an effect leaves the state as it was;
* a game never waits on a decision nobody can answer;
* card ids out of range are refused like any illegal command;
* hypothesis: random commands are accepted or refused without a trace, and random cards
  the schema accepts play without a hang, a crash, or a game left with no legal command.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import card, do, make_game, names, power
from property_support import copy_state, state_image
from rules.catalog.loader import default_catalog, parse_cards
from rules.catalog.schema import MAX_AMOUNT, Card
from rules.engine import zones
from rules.engine.commands import Choose, End, Rejected
from rules.families.dc.commands import Buy, Defeat, Play, Use
from rules.engine.effects import MAX_TASKS
from rules.engine.game import apply, check, legal_commands, new_game
from rules.engine.registry import OPS
from rules.engine.state import Decision, Option

ECHO = {"id": "jld/echo-chamber", "name": "Echo Chamber", "type": "Super Power", "cost": 2,
        "effects": [{"op": "banner", "on": ["discarded"], "effects": [{"op": "discard", "from": "deck_top"}]}]}
TIP_OVER = {"id": "jld/tip-over", "name": "Tip Over", "type": "Super Power", "cost": 2,
            "effects": [{"op": "discard", "from": "deck_top"}]}


# --------------------------------------------------------------------------- the schema
def _integers(schema: dict, defs: dict, path: str, seen: set):
    """(path, integer schema) for every integer anywhere in a JSON schema."""
    if "$ref" in schema:  # each definition is walked once
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name not in seen:
            seen.add(name)
            yield from _integers(defs[name], defs, name, seen)
        return
    if schema.get("type") == "integer":
        yield path, schema
    for key in ("anyOf", "oneOf", "allOf"):
        for i, sub in enumerate(schema.get(key, [])):
            yield from _integers(sub, defs, path, seen)
    for name, sub in schema.get("properties", {}).items():
        yield from _integers(sub, defs, f"{path}.{name}", seen)
    if isinstance(schema.get("items"), dict):
        yield from _integers(schema["items"], defs, f"{path}[]", seen)
    for sub in schema.get("discriminator", {}).get("mapping", {}).values():
        yield from _integers({"$ref": sub}, defs, path, seen)


def test_every_number_of_a_card_has_bounds():
    schema = Card.model_json_schema()
    found = list(_integers(schema, schema.get("$defs", {}), "Card", set()))
    assert len(found) > 20  # the walk reaches the effects
    unbounded = sorted({p for p, s in found if "minimum" not in s or "maximum" not in s})
    assert unbounded == []


@pytest.mark.parametrize("field,value,message", [
    ("cost", 21, "expected at most 20"),
    ("vp", 50, "expected at most 20"),
    ("copies", 301, "expected at most 300"),
    ("level", 0, "expected at least 1"),
])
def test_card_numbers_out_of_range(field, value, message):
    raw = {"id": "metal/x", "name": "X", "game": "metal", "kind": "main", "source": "designed", field: value}
    cards, errors = parse_cards([raw], "f.toml")
    assert cards == [] and errors == [f"f.toml › metal/x (X) › {field}: {message}, got {value}"]


# --------------------------------------------------------------------------- the step guard
def test_a_card_that_loops_is_refused_and_the_game_is_left_as_it_was():
    state = make_game(game="jld", seed=1, cards=[ECHO, TIP_OVER],
                      player=[{"hand": ["Tip Over", "Punch"], "deck": ["Echo Chamber"], "discard": []}])
    before = state_image(state)
    with pytest.raises(Rejected) as info:
        do(state, "play Tip Over")
    reason = info.value.reason
    assert f"more than {MAX_TASKS} steps" in reason and "Echo Chamber" in reason
    assert state_image(state) == before
    assert names(state, 0, "hand") == ["Tip Over", "Punch"]
    # the game goes on: the other cards still work
    assert legal_commands(state)
    do(state, "play Punch")
    assert power(state) == 1


def test_a_long_chain_that_ends_is_not_cut_short():
    """The guard is far above what a real command takes (the shipped games: a few dozen steps
    at most): 100 banners each discarding the next resolve in full."""
    echo = {**ECHO, "copies": 100}
    state = make_game(game="jld", seed=1, cards=[echo, TIP_OVER],
                      player=[{"hand": ["Tip Over"], "deck": ["Echo Chamber"] * 100 + ["Punch"], "discard": []}])
    do(state, "play Tip Over")
    assert state.players[0].zones["deck"] == []
    assert sorted(names(state, 0, "discard")) == ["Echo Chamber"] * 100 + ["Punch"]


def test_a_failure_inside_an_effect_leaves_the_state_as_it_was(monkeypatch):
    state = make_game(player=[{"hand": ["Punch", "Vulnerability"]}])
    before = state_image(state)
    real = OPS["power"]

    def broken(st, eff, ctx):
        real(st, eff, ctx)
        raise RuntimeError("a bug in an op")

    monkeypatch.setitem(OPS, "power", broken)
    with pytest.raises(RuntimeError):
        do(state, "play Punch")
    assert state_image(state) == before


def test_a_decision_nobody_can_answer_is_refused(monkeypatch):
    """Whatever a card does, the game never waits on a decision with no possible answer: the
    command that would leave one is refused and undone."""
    state = make_game(player=[{"hand": ["Punch"]}])
    before = state_image(state)

    def ask_the_impossible(st, eff, ctx):
        st.players[0].res["power"] = 99
        st.pending = Decision("cards", 0, "Choose", [Option("a", "A")], 0, -1, "moves_chosen", {})

    monkeypatch.setitem(OPS, "power", ask_the_impossible)
    with pytest.raises(Rejected, match="a decision nobody can answer"):
        do(state, "play Punch")
    assert state_image(state) == before


def test_look_at_never_asks_for_more_than_it_shows():
    scry = card("Scry", [{"op": "look_at", "amount": 3, "max_taken": 5}])
    state = make_game(cards=[scry], player=[{"hand": ["Scry"], "deck": ["Punch", "Punch"]}])
    do(state, "play Scry")
    d = state.pending
    assert d is not None and d.max == 2
    assert legal_commands(state)


def test_a_surge_stops_at_an_empty_main_deck():
    flood = {**TIP_OVER, "id": "jld/flood", "name": "Flood", "effects": [{"op": "surge", "amount": MAX_AMOUNT}]}
    state = make_game(game="jld", cards=[flood], player=[{"hand": ["Flood"]}], table={"main_deck": ["Punch"]})
    events = do(state, "play Flood")
    assert [e.text for e in events if e.kind == "surge"] == ["Surge: Punch joins the Line-Up."]  # then it stops


# --------------------------------------------------------------------------- card ids
@pytest.mark.parametrize("kind", [Play, Buy, Use])
@pytest.mark.parametrize("uid", [-1, -(10**9), 10**9, "len"])
def test_card_ids_out_of_range_are_refused(kind, uid):
    state = make_game(player=[{"hand": ["Punch"]}])
    uid = len(state.cards) if uid == "len" else uid
    before = state_image(state)
    with pytest.raises(Rejected, match="no card #"):
        apply(state, kind(card=uid))
    assert state_image(state) == before


# --------------------------------------------------------------------------- hypothesis
def _positions() -> list:
    """A few positions from bot-free play: the start, a decision pending, mid-turn."""
    out = []
    for game in ("metal", "jld"):
        state = new_game(game, ["Ann", "Ben", "Cy"], 5)
        rng = random.Random(5)
        for step in range(60):
            if state.game_over:
                break
            if step % 12 == 0 or state.pending is not None:
                out.append(copy_state(state))
            apply(state, rng.choice(legal_commands(state)))
    return out


POSITIONS = _positions()
uids = st.one_of(st.integers(-3, 500), st.integers(-(2**63), 2**63))
commands = st.one_of(
    st.builds(Play, card=uids), st.builds(Buy, card=uids), st.builds(Use, card=uids),
    st.just(Defeat()), st.just(End()),
    st.builds(Choose, options=st.lists(st.one_of(st.text(max_size=6), st.sampled_from(["c0", "c1", "yes", "no"]),
                                                 st.integers(0, 400).map(lambda u: f"c{u}")), max_size=4)),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(i=st.integers(0, len(POSITIONS) - 1), cmd=commands)
def test_any_command_is_applied_or_refused_without_a_trace(i, cmd):
    state = copy_state(POSITIONS[i])
    before = state_image(state)
    legal = check(state, cmd) is None
    try:
        apply(state, cmd)
    except Rejected:
        assert not legal, f"{cmd!r} passes check() but was refused"
        assert state_image(state) == before
        return
    assert legal
    assert state.game_over or legal_commands(state)


AMOUNT = st.integers(0, 12) | st.integers(0, MAX_AMOUNT)
FILTER = st.sampled_from([None, {"type": ["Super Power"]}, {"max_cost": 3}])


def _leaf():
    return st.one_of(
        st.builds(lambda a: {"op": "power", "amount": a}, AMOUNT),
        st.builds(lambda a: {"op": "power", "amount": {"of": "in_hand", "times": a}}, st.integers(0, 10)),
        st.builds(lambda a: {"op": "draw", "amount": a}, AMOUNT),
        st.builds(lambda a, f, u: {"op": "discard", "amount": a, "from": f, "up_to": u}, AMOUNT,
                  st.sampled_from(["hand", "deck_top"]), st.booleans()),
        st.builds(lambda a, u: {"op": "destroy", "amount": a, "up_to": u}, AMOUNT, st.booleans()),
        st.builds(lambda a, m, x: {"op": "look_at", "amount": a, "max_taken": m, "action": x}, AMOUNT,
                  st.none() | st.integers(1, MAX_AMOUNT), st.sampled_from(["discard", "destroy", "to_hand"])),
        st.builds(lambda a: {"op": "surge", "amount": a}, AMOUNT),
        st.builds(lambda a: {"op": "put_on_top", "amount": a}, AMOUNT),
        st.builds(lambda a, f: {"op": "gain", "from": "line_up", "amount": a, "filter": f}, AMOUNT, FILTER),
        st.builds(lambda a: {"op": "reveal_distinct", "amount": a}, AMOUNT),
    )


EFFECTS = st.recursive(
    st.lists(_leaf(), min_size=1, max_size=3),
    lambda inner: st.lists(st.one_of(
        _leaf(),
        st.builds(lambda e: {"op": "may", "effects": e}, inner),
        st.builds(lambda a, b: {"op": "choose_one", "options": [{"effects": a}, {"effects": b}]}, inner, inner),
        st.builds(lambda on, e: {"op": "banner", "on": on, "effects": e},
                  st.lists(st.sampled_from(["discarded", "destroyed"]), min_size=1, unique=True), inner),
    ), min_size=1, max_size=3),
    max_leaves=6,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(effects=EFFECTS, seed=st.integers(0, 2**16))
def test_any_card_the_schema_accepts_plays_without_a_hang_or_a_dead_end(effects, seed):
    """A random jld card (copies in hand and on the deck, so its banners can fire) is played,
    then its decisions are answered at random: no crash, no hang (a loop is refused by the
    guard, leaving the state as it was), never a game with no legal command."""
    made = Card.model_validate({"id": "jld/fuzz", "name": "Fuzz", "game": "jld", "kind": "main", "type": "Super Power",
                                "cost": 1, "copies": 3, "source": "designed", "effects": effects})
    catalog = default_catalog().with_cards([made])
    state = new_game("jld", ["Ann", "Ben"], seed, options={"auto_pick": True, "first": 0}, catalog=catalog)
    fuzz = [u for u, c in enumerate(state.cards) if c is made]
    zones.move(state, fuzz[0], 0, "hand")
    for u in fuzz[1:]:
        zones.move(state, u, 0, "deck", top=True)
    rng = random.Random(seed)
    cmd = Play(card=fuzz[0])
    for _ in range(25):
        before = state_image(state)
        try:
            apply(state, cmd)
        except Rejected as exc:
            assert "steps" in exc.reason or "nobody can answer" in exc.reason, exc.reason
            assert state_image(state) == before
            break
        if state.game_over:
            break
        legal = legal_commands(state)
        assert legal, "the game waits with no legal command"
        if state.pending is None:
            break
        cmd = rng.choice(legal)
