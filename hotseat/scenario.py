"""Scenarios: rules as executable examples (DESIGN §6).

A scenario file sets up a game (anything not named is dealt by normal set-up from the seed),
then plays steps and checks expectations. :func:`run_file` returns a :class:`Outcome`:
``ok`` with the failures (expected vs. actual) listed, or raises :class:`ScenarioError` when
the file itself is malformed (exit 2 at the CLI).

Placing cards: a zone the scenario names holds exactly the cards listed (top first for
ordered zones). The cards are taken from the box first, then from zones the scenario does
not name; asking for more copies than the set has is malformed. A zone of the game's
:attr:`Rules.character_zones` takes character cards only; a character that a player's
:attr:`Rules.character_zone` displaces goes where set-up puts unpicked characters
(:attr:`Rules.unpicked_to`), so a stack keeps its size. Once every zone is filled the game
brings what depends on them in line (:meth:`Rules.scenario_placed`: a villain's face-up top,
the cards played this turn). ``[[card]]`` tables add cards for the occasion. Player keys:
the zone names of the game and its player resources (:attr:`Rules.resources`, e.g.
``power = 3``). Table keys: the game's table zones. Top-level ``turn`` names the player
whose turn it is (default: the first listed).

A game's own zones (:attr:`Rules.table_zones`, :attr:`Rules.player_zones`) are keys too,
and so are resources: ``res = { lord_ruler = 3 }`` at the top level sets table resources and
in a ``[[player]]`` table that player's (``expect."res.lord_ruler" = 3`` reads a table one;
a player's is read by its name, ``expect.Ann.health = 30``).

Keys beyond DESIGN §6: ``options``, the game's own set-up options (``options = { difficulty =
"intro" }``; the variant is ``variant``, the first player the first listed); a table zone of the game holding a stack sets it (e.g. two
Weaknesses left); player expectation ``owned`` (every card owned, a multiset, but the
characters), ``vp`` (the ``total`` column of the game's :meth:`Rules.outcome` scores) and a
player resource by its name (its start value when never set); ``options`` (labels of the
pending decision's options); ``<table zone>_costs`` (costs in order, e.g.
``super_villains_costs``); ``<table zone>_size`` (0 for a zone of the game not opened yet).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.api import apply, new_game, rules_for
from rules.catalog.loader import Catalog, CatalogError, card_errors, cross_check, default_catalog, parse_cards, read_toml
from rules.engine import zones
from rules.engine.commands import Rejected
from rules.engine.state import TABLE, State
from rules.engine.textcmd import CommandError, parse
from rules.engine.render import name_list



class ScenarioError(Exception):
    """A malformed scenario file; the message names the file and what is wrong."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class PlayerSetup(BaseModel):
    """A ``[[player]]`` table: ``res`` (resources), any player resource of the game by its
    name (``power = 3``, short for ``res.power``) and any zone of the game
    (:attr:`Rules.player_zones`), a list of card names (both checked by :func:`load`)."""

    model_config = ConfigDict(extra="allow", strict=True)
    res: dict[str, int] | None = None


class Step(_Strict):
    do: str | None = None
    expect: dict[str, Any] = {}


class Scenario(_Strict):
    game: str
    seed: int = 0
    players: list[str]
    variant: str | None = None
    options: dict[str, Any] = {}
    turn: str | None = None
    description: str | None = None
    player: list[PlayerSetup] = []
    table: dict[str, list[str]] = {}
    res: dict[str, int] = {}
    card: list[dict] = []
    step: list[Step] = Field(default_factory=list)


@dataclass
class Outcome:
    """What running a scenario found."""

    path: str
    failures: list[str] = field(default_factory=list)
    steps: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures


def load(path: Path) -> Scenario:
    """Parse and validate a scenario file (ScenarioError when malformed)."""
    data, problem = read_toml(path)
    if problem:
        raise ScenarioError(problem)
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        msgs = card_errors(exc, data, str(path), "the scenario format")
        raise ScenarioError("\n".join(msgs)) from None
    except RecursionError:
        raise ScenarioError(f"{path}: nested too deeply") from None
    try:
        player_texts = rules_for(sc.game).player_texts
    except KeyError as exc:
        raise ScenarioError(f"{path} › game: {exc.args[0]}") from None
    game_table, game_player, _ = _game_keys(sc.game)
    game_res = _player_resources(sc.game)
    bad = set(sc.table) - game_table
    if bad:
        known = ", ".join(sorted(game_table))
        raise ScenarioError(f"{path} › table: unknown zone {', '.join(sorted(bad))}; known: {known}")
    for i, ps in enumerate(sc.player):
        for key, value in (ps.model_extra or {}).items():
            if key in player_texts:
                if not isinstance(value, str) or not value.strip():
                    raise ScenarioError(f"{path} › player[{i}].{key}: expected a text, got {value!r}")
                continue
            if key in game_res:
                if type(value) is not int:
                    raise ScenarioError(f"{path} › player[{i}].{key}: expected an integer, got {value!r}")
                continue
            if key not in game_player:
                raise ScenarioError(f"{path} › player[{i}].{key}: not a zone of the game; known: "
                                    f"{', '.join(sorted(game_player | game_res | {'res'}))}")
            if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                raise ScenarioError(f"{path} › player[{i}].{key}: expected a list of card names, got {value!r}")
    if len(sc.player) > len(sc.players):
        raise ScenarioError(f"{path}: {len(sc.player)} [[player]] tables for {len(sc.players)} players")
    players = {n.lower() for n in sc.players}
    for i, step in enumerate(sc.step):
        problem = _expect_problem(step.expect, players, game_player, player_texts)
        if problem:
            raise ScenarioError(f"{path} › step[{i}].expect.{problem}")
    return sc


_WHAT = {"names": "a list of card names", "int": "an integer", "bool": "true or false", "text": "a string",
         "ints": "a list of integers", "winner": "a player's name or a list of names"}


def _game_keys(game: str) -> tuple[set[str], set[str], set[str]]:
    """A game's own scenario keys: (table zones, player zones, ordered zones); empty sets for
    an unknown game (reported when the game is built)."""
    try:
        rules = rules_for(game)
    except KeyError:
        return set(), set(), set()
    return set(rules.table_zones), set(rules.player_zones), set(rules.ordered_zones)


def _player_resources(game: str) -> set[str]:
    """The names of a game's player resources (:attr:`Rules.resources`), which are
    ``[[player]]`` keys too; an empty set for an unknown game."""
    try:
        rules = rules_for(game)
    except KeyError:
        return set()
    return {r.name for r in rules.resources if r.owner == "player"}


def _expect_kind(key: str, of_player: bool, zones: set[str] = frozenset(), texts: tuple[str, ...] = ()) -> str:
    """What an expectation ``key`` compares with (see :func:`actual`); ``zones``: the game's
    own player zones; ``texts``: its player texts (:attr:`Rules.player_texts`)."""
    if of_player:
        if key in texts:
            return "text"
        if key == "owned" or key in zones:
            return "names"
        return "int"  # vp, <zone>_size and the player's resources
    if key in ("rejected", "game_over"):
        return "bool"
    if key in ("turn", "pending", "pending_for"):
        return "text"
    if key == "winner":
        return "winner"
    if key.endswith("_costs"):
        return "ints"
    if key.endswith("_size") or key.startswith(("stacks.", "res.")):
        return "int"
    return "names"  # options, line_up and the other table zones


def _fits(kind: str, value: Any) -> bool:
    if kind == "int":
        return type(value) is int
    if kind == "bool":
        return type(value) is bool
    if kind == "text":
        return isinstance(value, str)
    if kind == "ints":
        return isinstance(value, list) and all(type(v) is int for v in value)
    if kind == "winner" and isinstance(value, str):
        return True
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _expect_problem(expect: dict[str, Any], players: set[str], zones: set[str] = frozenset(),
                    texts: tuple[str, ...] = ()) -> str | None:
    """``key: expected ..., got ...`` for the first expectation of the wrong type, or None.
    (Unknown keys are reported when the step runs, where the game's zones are known.)"""
    for key, want in expect.items():
        of_player = key.lower() in players
        if isinstance(want, dict):
            if not of_player and key not in ("stacks", "res"):
                return f"{key}: no player is named {key!r} (a table of checks is for a player, 'stacks' or 'res')"
            for k, w in want.items():
                full = k if of_player else f"{key}.{k}"
                kind = _expect_kind(full, of_player, zones, texts)
                if not _fits(kind, w):
                    return f"{key}.{k}: expected {_WHAT[kind]}, got {w!r}"
            continue
        if of_player:
            return f"{key}: expected a table of checks for {key} (e.g. expect.{key}.hand_size = 2), got {want!r}"
        kind = _expect_kind(key, False)
        if not _fits(kind, want):
            return f"{key}: expected {_WHAT[kind]}, got {want!r}"
    return None


def build(sc: Scenario, where: str, catalog: Catalog | None = None) -> State:
    """The game state a scenario describes before its first step, with ``catalog`` (the
    shipped cards when None; ``--cards``) plus the scenario's own ``[[card]]`` tables."""
    try:
        rules_for(sc.game)
    except KeyError as exc:
        raise ScenarioError(f"{where} › game: {exc.args[0]}") from None
    catalog = catalog or default_catalog()
    if sc.card:
        extra = [{"game": sc.game, "source": "designed", "kind": "main", **c} for c in sc.card]
        cards, errors = parse_cards(extra, where)
        catalog = catalog.with_cards(cards, where)
        errors += [e for e in cross_check(catalog) if e.startswith(where)]
        if errors:
            raise ScenarioError("\n".join(errors))
    options: dict[str, Any] = {"auto_pick": True, "first": 0, **sc.options}
    if sc.variant:
        options["variant"] = sc.variant
    try:
        state = new_game(sc.game, sc.players, sc.seed, options=options, catalog=catalog)
    except ValueError as exc:
        raise ScenarioError(f"{where}: {exc}") from None
    _place(state, sc, where)
    state.res.update(sc.res)
    for seat, ps in enumerate(sc.player):
        state.players[seat].res.update(ps.res or {})
    if sc.turn:
        names = [p.lower() for p in sc.players]
        if sc.turn.lower() not in names:
            raise ScenarioError(f"{where} › turn: no player named {sc.turn!r}")
        state.active = names.index(sc.turn.lower())
    state.first = state.active  # the turn under way, whose "turn" line the log will not hold
    state.events.clear()
    return state


def _place(state: State, sc: Scenario, where: str) -> None:
    rules = rules_for(state.game)
    game_res = _player_resources(state.game)
    wanted: list[tuple[int, str, list[str]]] = []
    for seat, ps in enumerate(sc.player):
        for key, value in (ps.model_extra or {}).items():
            if key in rules.player_texts:  # a word the player carries (Metro's Hero name)
                state.players[seat].flags[key] = value.strip()
            elif key in game_res:  # a player resource by its name
                state.players[seat].res[key] = value
            else:
                wanted.append((seat, key, value))
    for z, names in sc.table.items():
        wanted.append((TABLE, z, names))
    named = {(o, z) for o, z, _ in wanted}
    # a character displaced from a player goes where set-up puts the characters nobody picked
    # (Rules.unpicked_to), unless that zone is named
    unpicked = rules.unpicked_to
    back_to = unpicked if (TABLE, unpicked) not in named else "box"
    for o, z, _ in wanted:  # empty every named zone into the box
        for uid in list(state.zone(o, z)):
            zones.to_table(state, uid, back_to if z == rules.character_zone else "box")
    char_zones = set(rules.character_zones)
    for o, z, names in wanted:
        for name in names:
            want_char = z in char_zones
            uid = _take(state, name, named, want_char)
            if uid is None:
                raise ScenarioError(f"{where}: no {'Character' if want_char else 'card'} named {name!r} is left to place "
                                    f"in {'the table' if o == TABLE else sc.players[o]}'s {z} (the set has too few "
                                    "copies, or the name is wrong)")
            zones.move(state, uid, o, z)
    rules.scenario_placed(state, [(o, z) for o, z, _ in wanted])


def _take(state: State, name: str, named: set, want_char: bool) -> int | None:
    low = name.lower()

    def ok(uid: int) -> bool:
        c = state.cards[uid]
        return c.name.lower() == low and (c.kind == "character") == want_char

    for uid in state.table.get("box", []):
        if ok(uid):
            return uid
    for owner, zone in [(TABLE, z) for z in state.table] + [(p.seat, z) for p in state.players for z in p.zones]:
        if (owner, zone) in named:
            continue
        for uid in state.zone(owner, zone):
            if ok(uid):
                return uid
    return None


# --------------------------------------------------------------------------- checks
def _seat(state: State, name: str) -> int | None:
    for p in state.players:
        if p.name.lower() == name.lower():
            return p.seat
    return None


def actual(state: State, key: str, seat: int | None = None) -> Any:
    """The value an expectation key reads, from the player's or the table's point of view.
    KeyError when the key means nothing."""
    if seat is not None:
        p = state.players[seat]
        rules = rules_for(state.game)
        res = next((r for r in rules.resources if r.owner == "player" and r.name == key), None)
        if res is not None:
            return p.res.get(key, res.start)
        if key in rules.player_texts:  # as the view shows it (Metro: the Hero's name)
            return rules.player_view(state, seat).get(key, p.flags.get(key))
        if key == "vp":  # the total of the player's row of the game's scores
            row = next((r for r in rules.outcome(state, "scenario")["scores"] if r.get("player") == p.name), {})
            if "total" not in row:
                raise KeyError(key)
            return row["total"]
        if key == "owned":  # every card the player owns (all zones but the characters'), a multiset
            team = rules_for(state.game).character_zone
            return [state.name(u) for z, v in p.zones.items() if z != team for u in v]
        if key.endswith("_size") and key[:-5] in p.zones:
            return len(p.zones[key[:-5]])
        if key in p.zones:
            return [state.name(u) for u in p.zones[key]]
        if key in p.res:
            return p.res[key]
        raise KeyError(key)
    d = state.pending
    if key == "rejected":
        raise KeyError(key)
    if key == "pending":
        return d.kind if d else "none"
    if key == "options":  # the labels of the pending decision's options
        return [o.label for o in d.options] if d else []
    if key == "pending_for":
        return state.players[d.player].name if d else "none"
    if key == "turn":
        return state.players[state.active].name
    if key == "game_over":
        return state.game_over
    if key == "winner":
        return state.result["winners"][0] if state.result and len(state.result["winners"]) == 1 else \
            (state.result["winners"] if state.result else None)
    if key.endswith("_costs") and key[:-6] in rules_for(state.game).table_zones:  # costs of a table zone's cards, in order
        return [state.cards[u].cost for u in state.table.get(key[:-6], [])]
    if key.startswith("stacks."):
        return len(state.table.get(key.split(".", 1)[1], []))
    if key.startswith("res."):
        return state.res.get(key.split(".", 1)[1], 0)
    if key.endswith("_size"):
        z = key[:-5]
        if z in state.table:
            return len(state.table[z])
        if z in rules_for(state.game).table_zones:  # a zone of the game not opened yet
            return 0
        raise KeyError(key)
    if key in state.table or key in rules_for(state.game).table_zones:
        return [state.name(u) for u in state.table.get(key, [])]
    raise KeyError(key)


def _same(key: str, want: Any, got: Any, ordered: set[str]) -> bool:
    if isinstance(want, list) and isinstance(got, list):
        if key.endswith("_costs"):
            return want == got
        if key.split(".")[-1] in ordered:
            return [w.lower() for w in want] == [g.lower() for g in got]
        return Counter(w.lower() for w in want) == Counter(g.lower() for g in got)
    if isinstance(want, str) and isinstance(got, str):
        return want.lower() == got.lower()
    return want == got


def check(state: State, expect: dict[str, Any], where: str) -> list[str]:
    """Compare expectations with the state; one message per mismatch. ScenarioError for an
    expectation key that means nothing."""
    ordered = _game_keys(state.game)[2]
    out = []
    for key, want in expect.items():
        if key == "rejected":
            continue
        seat = _seat(state, key)
        if seat is not None and isinstance(want, dict):
            for k, w in want.items():
                try:
                    got = actual(state, k, seat)
                except KeyError:
                    raise ScenarioError(f"{where}: expect.{key}.{k}: no such player field") from None
                if not _same(k, w, got, ordered):
                    out.append(f"{key}.{k}: expected {w!r}, got {got!r}")
            continue
        if isinstance(want, dict):  # e.g. stacks = {breakthrough = 16}
            for k, w in want.items():
                full = f"{key}.{k}"
                try:
                    got = actual(state, full)
                except KeyError:
                    raise ScenarioError(f"{where}: expect.{full}: unknown expectation") from None
                if not _same(full, w, got, ordered):
                    out.append(f"{full}: expected {w!r}, got {got!r}")
            continue
        try:
            got = actual(state, key)
        except KeyError:
            raise ScenarioError(f"{where}: expect.{key}: unknown expectation (a player name, a zone, stacks.<name>, "
                                "turn, winner, game_over, pending, pending_for)") from None
        if not _same(key, want, got, ordered):
            out.append(f"{key}: expected {want!r}, got {got!r}")
    return out


def run(sc: Scenario, where: str, catalog: Catalog | None = None) -> Outcome:
    """Play a parsed scenario and collect failures (ScenarioError when malformed)."""
    state = build(sc, where, catalog)
    out = Outcome(where)
    for i, step in enumerate(sc.step, 1):
        out.steps = i
        label = f"step {i}" + (f" ({step.do!r})" if step.do else "")
        want_reject = bool(step.expect.get("rejected", False))
        if step.do:
            before = state.fingerprint()
            try:
                apply(state, parse(state, step.do))
                if want_reject:
                    out.failures.append(f"{label}: expected to be refused, but it was accepted")
                    return out
            except (Rejected, CommandError) as exc:
                if state.fingerprint() != before:
                    out.failures.append(f"{label}: refused, but the game changed anyway")
                    return out
                if not want_reject:
                    reason = exc.reason if isinstance(exc, Rejected) else str(exc)
                    out.failures.append(f"{label}: refused: {reason}")
                    return out
        fails = check(state, step.expect, f"{where} › {label}")
        out.failures += [f"{label}: {f}" for f in fails]
        if fails:
            return out
    last = sc.step[-1].expect if sc.step else {}
    if state.pending is not None and "pending" not in last and "pending_for" not in last:
        d = state.pending
        out.failures.append(f"end: a decision is left unanswered: {state.players[d.player].name} must answer "
                            f"{d.prompt!r} ({name_list(o.label for o in d.options)})")
    return out


def run_file(path: Path, catalog: Catalog | None = None) -> Outcome:
    """Load and run one scenario file (with ``catalog``: see :func:`build`)."""
    return run(load(path), str(path), catalog)


def build_file(path: Path, catalog: Catalog | None = None) -> State:
    """The starting state of a scenario file (for ``hotseat scenario play``)."""
    return build(load(path), str(path), catalog)


__all__ = ["Outcome", "ScenarioError", "run_file", "build_file", "CatalogError"]
