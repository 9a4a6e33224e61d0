"""The game contract (:class:`rules.engine.contract.Rules`) is explicit: every member is
documented, what every game must give is abstract, and nothing probes a rules object for
members it may lack (issue 10, "An explicit, documented game contract")."""

from __future__ import annotations

import ast
import re

import pytest

from conftest import REPO
from hotseat.bots import HeuristicBot
from rules.api import Rules, apply, games, legal_commands, new_game, rules_for, view
from rules.engine.contract import Rules as ContractRules
from rules.catalog.loader import parse_cards
from rules.engine.options import check_setup
from rules.engine.state import TABLE

CONTRACT = REPO / "rules" / "engine" / "contract.py"


def _members(tree: ast.Module) -> list[tuple[str, bool]]:
    """(name, documented) for every public member of the class Rules in contract.py: a method
    with a docstring, or an attribute followed by a string (the attribute's docstring)."""
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Rules")
    out = []
    body = cls.body
    for i, node in enumerate(body):
        if isinstance(node, ast.FunctionDef):
            out.append((node.name, ast.get_docstring(node) is not None))
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            nxt = body[i + 1] if i + 1 < len(body) else None
            doc = isinstance(nxt, ast.Expr) and isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str)
            out.append((target.id, doc))
    return [(n, d) for n, d in out if not n.startswith("_")]


def test_every_member_of_the_contract_has_a_docstring():
    members = _members(ast.parse(CONTRACT.read_text(encoding="utf-8")))
    names = {n for n, _ in members}
    # what issue 10 and the shared contract name
    for want in ("id", "title", "players", "variants", "verbs", "resources", "card_fields", "table_view", "outcome",
                 "setup", "legal", "check", "perform", "player_zones", "public_zones", "face_up_stacks"):
        assert want in names, want
    undocumented = [n for n, doc in members if not doc]
    assert not undocumented, f"members of Rules with no docstring: {undocumented}"


def test_the_api_hands_out_the_contract_and_every_game_fulfils_it():
    assert Rules is ContractRules
    for rules in games():
        assert isinstance(rules, ContractRules)
        assert rules.id and rules.title
        lo, hi = rules.players(None)
        assert 1 <= lo <= hi


class _NoTable(ContractRules):
    """A test game with every abstract member but ``table_view``: it does nothing."""

    def setup(self, state):
        pass

    def legal(self, state):
        return []

    def check(self, state, cmd):
        return None

    def perform(self, state, cmd):
        pass


def test_a_game_that_leaves_out_an_abstract_member_cannot_be_made():
    class Half(_NoTable):
        id = "half"

    with pytest.raises(TypeError, match="table_view"):
        Half()


def test_the_player_count_comes_from_the_variant():
    """A game whose variants take different numbers of players (co-op for one) says so by
    ``players(variant)``, and set-up checks the count against the chosen variant."""

    class Coop(ContractRules):
        id, title, variants = "coop", "Co-op test", ("standard", "coop")

        def players(self, variant=None):
            return (1, 4) if variant == "coop" else (2, 4)

        def setup(self, state):
            pass

        def legal(self, state):
            return []

        def check(self, state, cmd):
            return None

        def perform(self, state, cmd):
            pass

        def table_view(self, state, seat):
            return {}

    check_setup(Coop(), ["Ann"], {"variant": "coop"})
    with pytest.raises(ValueError, match="takes 2 to 4 players, not 1"):
        check_setup(Coop(), ["Ann"], None)
    # the DC games' set-up options are theirs: a game that declares none refuses them
    with pytest.raises(ValueError, match="options.pick: not a set-up option; known: variant, first"):
        check_setup(Coop(), ["Ann", "Bob"], {"pick": "any"})
    check_setup(games()[0], ["Ann", "Bob"], {"pick": "any"})


@pytest.mark.parametrize("game", [r.id for r in games()])
def test_every_zone_a_game_declares_has_one_role(game):
    """Zone roles are declared, not guessed (issue 10, "zone roles: in play, public, hidden
    (undo barrier), ordered"): each player zone is public or hidden, never both; each table
    zone a scenario may name is public or hidden; the zones in play are public player zones;
    the ordered zones are zones of the game; and the engine's ``zone_role`` says what the
    lists say (the privacy walk, tests/test_view_privacy.py, checks the zones opened in
    play)."""
    rules = rules_for(game)
    assert set(rules.player_zones) == set(rules.public_zones) | set(rules.hidden_zones)
    assert not set(rules.public_zones) & set(rules.hidden_zones)
    assert not set(rules.public_table_zones) & set(rules.hidden_table_zones)
    assert rules.in_play_zones and set(rules.in_play_zones) <= set(rules.public_zones)
    assert set(rules.lasting_zones) <= set(rules.in_play_zones)
    assert set(rules.known_table_zones) <= set(rules.public_table_zones)
    for z in rules.player_zones:
        assert rules.zone_role(0, z) == ("public" if z in rules.public_zones else "hidden"), z
    for z in rules.table_zones:
        declared = [r for r in ("public", "hidden") if z in getattr(rules, f"{r}_table_zones")
                    or z.split(":")[0] + ":" in getattr(rules, f"{r}_table_zones")]
        assert len(declared) == 1, f"table zone {z!r}: {declared}"
        assert rules.zone_role(TABLE, z) == declared[0], z
    assert rules.zone_role(TABLE, "box") == "hidden"
    assert set(rules.ordered_zones) <= set(rules.player_zones) | set(rules.table_zones)


@pytest.mark.parametrize("game", [r.id for r in games()])
def test_the_pick_modes_a_game_offers_are_its_pick_options(game):
    """The new-game screen offers ``pick_modes`` as the set-up option ``pick``: each one is a
    value the game's set-up options take (and a game without modes has no such option)."""
    rules = rules_for(game)
    assert ("pick" in rules.setup_options.model_fields) == bool(rules.pick_modes)
    for value in rules.pick_modes:
        assert rules.setup_options.model_validate({"pick": value}).pick == value


PROBE = re.compile(r"\b(getattr|hasattr)\(\s*(rules|rules_for|self\.rules|game_rules|r)\b")


def test_nothing_probes_a_rules_object_for_members():
    hits = []
    for top in ("rules", "hotseat", "screens", "bench"):
        for path in (REPO / top).rglob("*.py"):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if PROBE.search(line):
                    hits.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("game", ["metal", "jld"])
def test_a_finished_game_has_the_contract_outcome(game):
    bots = [HeuristicBot(s) for s in range(2)]
    state = new_game(game, ["Ann", "Bob"], 3, options={"auto_pick": True})
    for _ in range(20_000):
        if state.game_over:
            break
        seat = state.decider
        apply(state, bots[seat].choose(view(state, seat, log=False), legal_commands(state)))
    assert state.game_over
    r = state.result
    assert r["outcome"] == "winner"  # a VP race: one winner, or several in a tie
    assert r["winners"] and set(r["winners"]) <= {"Ann", "Bob"} and r["eliminated"] == []
    assert r["reason"] == rules_for(game).end_reasons[r["why"]]  # said in the game's words
    keys = [k for k, _ in r["columns"]]
    assert "total" in keys
    for row in r["scores"]:
        assert set(keys) <= set(row)


def test_a_card_of_a_game_nobody_registered_is_refused_by_name():
    """The card schema names no game: a card's ``game`` is checked against the games the
    registration table registered (each declares its card types, subtypes and ops)."""
    raw = {"id": "monopoly/boardwalk", "name": "Boardwalk", "game": "monopoly", "kind": "main", "source": "designed"}
    cards, errors = parse_cards([raw], "x.toml", [3])
    known = ", ".join(sorted(r.id for r in games()))
    assert cards == [] and errors == [
        f"x.toml:3 › monopoly/boardwalk (Boardwalk) › game: expected a registered game ({known}), got 'monopoly'"]


def test_card_text_is_written_by_the_cards_game():
    """The kernel's ``card_text`` asks the card's game; a game that lays out no text of its
    own gets one paragraph per effect from the ops' registered texts (``card_op``)."""
    from rules.engine.render import card_text

    class Plain(_NoTable):
        id = "plain"

        def table_view(self, state, seat):
            return {}

    raw = {"id": "jld/tide", "name": "Tide", "game": "jld", "kind": "main", "source": "designed",
           "effects": [{"op": "surge", "amount": 2}, {"op": "reveal_distinct"}]}
    cards, errors = parse_cards([raw], "x.toml", [1])
    assert errors == []
    want = ("Surge 2 times.\nReveal the top 3 cards of your deck. Put into your hand each of them whose card type "
            "no other revealed card has, and discard the rest.")
    assert Plain().card_text(cards[0]) == want
    assert card_text(cards[0]) == want  # Justice League Dark's layout says the same of these


def test_a_games_op_nests_inside_another_op_registered_before_or_after_it():
    """Ops are registered package by package; an effect list inside any op (a blue banner, a
    Seal's "if you do") takes every registered op, wherever and whenever it was registered."""
    from rules.engine.render import card_text

    raw = {"id": "jld/x", "name": "X", "game": "jld", "kind": "main", "source": "designed",
           "effects": [{"op": "banner", "on": ["discarded"], "effects": [
               {"op": "seal", "from": ["line_up"], "if_you_do": [{"op": "surge"}, {"op": "draw"}]}]}]}
    cards, errors = parse_cards([raw], "x.toml", [1])
    assert errors == []
    assert card_text(cards[0]) == ("When this card is discarded from your hand or deck (not when it is played), "
                                   "you may Seal a card from the Line-Up. If you do, Surge. Draw a card.")
