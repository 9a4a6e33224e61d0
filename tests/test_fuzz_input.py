"""Fuzz tests (hypothesis) of everything hotseat reads from a file or a keyboard: the save
loader, the scenario loader, the card loader and the text-command parser. Each may only ever
raise its module's own clear error (SaveError, ScenarioError, CatalogError, CommandError),
never anything else. Examples and sizes are bounded so each test takes a few seconds."""

from __future__ import annotations

import contextlib
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat.saves import FORMAT, SaveError, read_save, replay
from hotseat.scenario import ScenarioError, run_file
from rules.api import rules_for
from rules.catalog.loader import CatalogError, default_catalog, load
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.textcmd import CommandError, parse

from conftest import make_game

#: the scenario keys of the DC games (their Rules.player_zones plus ``power``, their table_zones)
PLAYER_KEYS = {*rules_for("metal").player_zones, "power"}
TABLE_KEYS = set(rules_for("metal").table_zones)

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

names = st.sampled_from(["Ann", "Ben", "Cy", "", " ", "[/]", "Ann\x1b]0;x\x07", "a" * 30])
card_names = st.sampled_from(["Punch", "Vulnerability", "War Cry", "Steel", "Starro", "Superman", "Batman",
                              "Weakness", "Breakthrough", "The Merciless", "Nope"])
scalars = (st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.integers(-3, 12) | st.text(max_size=12)
           | st.floats(allow_nan=False) | card_names)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(["op", "amount", "name"]), inner,
                                        max_size=4), max_leaves=12)


def mostly(good, bad):
    """``good`` three times in four: fuzzed files must often get past their first check."""
    return st.one_of(good, good, good, bad)


_TMP = tempfile.TemporaryDirectory(prefix="hotseat-fuzz-")


def _file(data: bytes | str, suffix: str) -> Path:
    """The fuzzed content in a file (the same file each time; the folder goes at exit)."""
    path = Path(_TMP.name) / f"fuzzed{suffix}"
    path.write_bytes(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    return path


# --------------------------------------------------------------------------- saves
json_values = st.recursive(st.none() | scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
commands = st.lists(st.sampled_from(["end", "play Punch", "buy War Cry", "choose Superman", "defeat", "pass",
                                     "choose none", "use Batman", "choose ,,,", "play #3", "#"]) | st.text(max_size=30),
                    max_size=6)
options = st.dictionaries(st.sampled_from(["variant", "pick", "first", "characters", "auto_pick", "colour"]),
                          st.sampled_from(["short", "any", "deal", "standard"]) | st.integers(-2, 9) | st.booleans()
                          | st.lists(card_names | st.none(), max_size=3) | json_values, max_size=4)
good_names = st.sampled_from(["Ann", "Ben", "Cy"])
saves = st.fixed_dictionaries({
    "format": mostly(st.just(FORMAT), json_values),
    "game": mostly(st.sampled_from(["metal", "jld"]), st.just("chess") | json_values),
    "cards_digest": mostly(st.just(default_catalog().digest), st.text(max_size=4)),
    "seed": mostly(st.integers(-5, 10**6), json_values),
    "players": mostly(st.lists(st.fixed_dictionaries({"name": mostly(good_names, names)}, optional={
        "bot": mostly(st.sampled_from(["random", "heuristic"]) | st.none(), st.just("smart") | json_values)}),
        min_size=2, max_size=3), st.lists(st.fixed_dictionaries({"name": names}), max_size=7) | json_values),
    "options": mostly(options, json_values),
    "commands": mostly(commands, json_values),
})


def _read_and_replay(path: Path) -> None:
    """Open a save as ``hotseat resume`` does; a save that opens must give a playable game
    (every seat's view, a few legal commands applied)."""
    try:
        state = replay(read_save(path))
    except SaveError:
        return
    for _ in range(4):
        for seat in [None, *range(len(state.players))]:
            view(state, seat)
        if state.game_over:
            break
        apply(state, legal_commands(state)[0])


@FAST
@given(data=saves, drop=st.sets(st.sampled_from(["format", "game", "seed", "players", "options", "commands"])))
def test_fuzz_save_loader_raises_only_save_error(data, drop):
    for k in drop:
        data.pop(k, None)
    _read_and_replay(_file(json.dumps(data), ".json"))


#: any file content: random bytes, or text with lone surrogates written as bytes
any_bytes = st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass"))


@settings(max_examples=80, deadline=None)
@given(raw=any_bytes)
def test_fuzz_save_loader_on_any_bytes(raw):
    _read_and_replay(_file(raw, ".json"))


# --------------------------------------------------------------------------- TOML writing for the fuzzers
def toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v) if isinstance(v, int) or v == v and abs(v) != float("inf") else "nan"
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return "{" + ", ".join(f"{toml_value(str(k))} = {toml_value(x)}" for k, x in v.items()) + "}"


def toml_doc(d: dict) -> str:
    return "".join(f"{toml_value(str(k))} = {toml_value(v)}\n" for k, v in d.items())


# --------------------------------------------------------------------------- scenarios
zone_lists = st.lists(card_names, max_size=4)
expect_keys = st.sampled_from(["line_up", "turn", "Ann", "Ben", "stacks", "pending", "pending_for", "winner",
                               "game_over", "rejected", "destroyed", "main_deck_size", "super_villains_costs",
                               "options"])
expect_values = (zone_lists | st.integers(-1, 20) | names | st.booleans() | st.lists(st.integers(0, 3), max_size=2)
                 | st.dictionaries(st.sampled_from(["power", "hand", "deck", "vp", "weakness", "hand_size", "mana"]),
                                   zone_lists | st.integers(-1, 9) | st.text(max_size=5), max_size=3))
scenarios = st.fixed_dictionaries({
    "game": mostly(st.just("metal"), st.sampled_from(["jld", "chess"])),
    "players": mostly(st.just(["Ann", "Ben"]), st.lists(names, min_size=1, max_size=7) | values),
    "step": st.lists(st.fixed_dictionaries({}, optional={
        "do": mostly(st.sampled_from(["end", "play Punch", "buy War Cry", "defeat"]),
                     st.sampled_from(["choose ,,", "choose Superman", "pass"]) | st.text(max_size=20)),
        "expect": st.dictionaries(expect_keys, expect_values, max_size=3)}), min_size=1, max_size=3),
}, optional={
    "seed": mostly(st.integers(0, 99), values),
    "variant": st.sampled_from(["short", "extended", "huge"]) | values,
    "turn": mostly(st.sampled_from(["Ann", "Ben"]), names | values),
    "player": mostly(st.lists(st.dictionaries(st.sampled_from(sorted(PLAYER_KEYS)), zone_lists, max_size=2),
                              max_size=2),
                     st.lists(st.dictionaries(st.sampled_from(sorted(PLAYER_KEYS) + ["mana"]),
                                              st.integers(-2, 9) | values, max_size=3), max_size=3) | values),
    "table": mostly(st.dictionaries(st.sampled_from(["line_up", "main_deck", "destroyed", "weakness"]), zone_lists,
                                    max_size=2),
                    st.dictionaries(st.sampled_from(sorted(TABLE_KEYS) + ["moon"]), values, max_size=3) | values),
    "card": st.lists(st.dictionaries(st.sampled_from(["id", "name", "type", "cost", "effects"]), values,
                                     max_size=4), max_size=2),
})


@FAST
@given(sc=scenarios)
def test_fuzz_scenario_loader_raises_only_scenario_error(sc):
    path = _file(toml_doc(sc), ".toml")
    try:
        run_file(path)
    except ScenarioError:
        pass


@settings(max_examples=80, deadline=None)
@given(raw=any_bytes)
def test_fuzz_scenario_loader_on_any_bytes(raw):
    with contextlib.suppress(ScenarioError):
        run_file(_file(raw, ".toml"))


# --------------------------------------------------------------------------- cards
OPS = ["power", "draw", "discard", "destroy", "gain", "put_on_top", "reveal", "look_at", "choose_one", "if", "may",
       "attack", "defense", "ongoing", "when", "ability", "score", "surge", "seal", "transform", "nonsense"]
effects = st.lists(st.dictionaries(st.sampled_from(["op", "amount", "card", "from", "to", "then", "effects",
                                                    "who", "count", "max_taken"]),
                                   st.sampled_from(OPS) | values, max_size=4), max_size=3)
cards = st.fixed_dictionaries({
    "id": st.sampled_from(["metal/zap", "metal/Zap", "zap", "metal/zap-2"]) | values,
    "name": st.sampled_from(["Zap", "[/]", "Zap\x1b[2J", ""]) | values,
    "game": st.sampled_from(["metal", "jld", "chess"]) | values,
}, optional={
    "type": st.sampled_from(["Super Power", "Hero", "Villain", "Nope"]) | values,
    "cost": st.integers(-5, 20) | values,
    "vp": st.integers(-5, 9) | st.just("*") | values,
    "copies": st.integers(-2, 5) | values,
    "source": st.sampled_from(["designed", "rulebook", "made up"]) | values,
    "kind": st.sampled_from(["main", "starter", "villain", "weird"]) | values,
    "effects": effects | values,
    "extra": values,
})


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_list=st.lists(cards, max_size=3), top=st.dictionaries(st.sampled_from(["card", "meta"]), values,
                                                                  max_size=1))
def test_fuzz_card_loader_raises_only_catalog_error(card_list, top):
    doc = toml_doc({"card": card_list, **{k: v for k, v in top.items() if k != "card"}})
    try:
        load([_file(doc, ".toml")])
    except CatalogError:
        pass


@settings(max_examples=80, deadline=None)
@given(raw=any_bytes)
def test_fuzz_card_loader_on_any_bytes(raw):
    with contextlib.suppress(CatalogError):
        load([_file(raw, ".toml")])


# --------------------------------------------------------------------------- text commands
_STATES = {}


def _state(which: str):
    if which not in _STATES:
        _STATES[which] = (make_game(player=[{"hand": ["Punch", "Punch", "Steel", "War Cry"]}, {}])
                          if which == "turn" else new_game("metal", ["Ann", "Ben"], 1, options={"first": 0}))
    return _STATES[which]


pieces = st.sampled_from(["play", "buy", "use", "choose", "defend", "pass", "end", "defeat", "none", " ", ",",
                          "#", "#1", "#c3", "#o1", "Punch", "pun", "Steel", "Superman", "Hal", "\x1b", "\u202e"])
texts = st.lists(pieces | st.text(max_size=6), max_size=12).map("".join) | st.text(max_size=60)


@settings(max_examples=300, deadline=None)
@given(which=st.sampled_from(["turn", "decision"]), text=texts)
def test_fuzz_text_parser_raises_only_command_error_and_changes_nothing(which, text):
    state = _state(which)
    before = state.fingerprint()
    try:
        parse(state, text)
    except CommandError:
        pass
    assert state.fingerprint() == before


@FAST
@given(data=saves, extra=st.lists(cards, max_size=3) | json_values)
def test_fuzz_saved_extra_cards_raise_only_save_error(data, extra):
    """A save carries the definitions of its extra cards (``--cards``); whatever they hold,
    opening the save gives a game or a SaveError."""
    data["extra_cards"] = extra
    _read_and_replay(_file(json.dumps(data), ".json"))
