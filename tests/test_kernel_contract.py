"""The kernel's extension points a game plugs into (issue 10): registered verbs, card ops
registered with their model, handler and text, a game's own card fields, per-card marks,
named resources, and the player range per variant. Each is exercised here through Metal (the
regression harness) or a fresh interpreter, so no test game leaks into the others."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from rules.api import rules_for
from rules.catalog.loader import parse_cards
from rules.catalog.schema import CARD_FIELDS
from rules.engine import resources, zones
from rules.engine.commands import Cmd
from rules.engine.game import view
from rules.engine.options import check_setup
from rules.engine.textcmd import CommandError, card_items, name_for, parse, resolve, to_text
from rules.engine.verbs import Verb

from conftest import REPO, make_game


class Peek(Cmd):
    """A toy command naming a card in hand."""

    kind: Literal["peek"] = "peek"
    card: int


def _peek_verb() -> Verb:
    def hand(state):
        return state.players[state.decider].zones["hand"]

    return Verb("peek", Peek,
                lambda st, rest: Peek(card=int(resolve(rest, card_items(st, hand(st)), "card in your hand"))),
                lambda st, cmd: "peek " + name_for(st, cmd.card, card_items(st, hand(st))), "peek CARD")


def test_a_game_verb_parses_and_prints_like_the_built_in_ones(monkeypatch):
    metal = rules_for("metal")
    monkeypatch.setattr(metal, "verbs", metal.verbs + (_peek_verb(),))
    st = make_game(player=[{"hand": ["Punch", "Vulnerability"]}, {}])
    cmd = parse(st, "peek vuln")
    assert isinstance(cmd, Peek) and st.name(cmd.card) == "Vulnerability"
    assert to_text(st, cmd) == "peek Vulnerability"
    assert parse(st, to_text(st, cmd)) == cmd
    with pytest.raises(CommandError, match="No card in your hand is named 'Batarang'"):
        parse(st, "peek Batarang")
    with pytest.raises(CommandError) as err:
        parse(st, "poke Punch")
    assert "peek" in str(err.value) and "buy" in str(err.value)  # the help lists the game's verbs


def test_a_verb_the_game_does_not_list_is_unknown(monkeypatch):
    metal = rules_for("metal")
    st = make_game()
    monkeypatch.setattr(metal, "verbs", tuple(v for v in metal.verbs if v.name != "defeat"))
    with pytest.raises(CommandError, match="Unknown command 'defeat'"):
        parse(st, "defeat")


def test_marks_stay_on_a_card_are_seen_with_it_and_clear_when_it_moves():
    st = make_game(player=[{"hand": ["Punch", "Vulnerability"]}, {}])
    punch = st.players[0].zones["hand"][0]
    before = st.fingerprint()
    zones.set_mark(st, punch, "shield", 2)
    assert zones.mark(st, punch, "shield") == 2
    assert st.fingerprint() != before  # a mark decides the game: the fingerprint sees it
    assert view(st, 0)["known"][punch]["marks"] == {"shield": 2}
    assert "marks" not in view(st, 0)["known"][st.players[0].zones["hand"][1]]
    zones.move(st, punch, 0, "discard")
    assert zones.mark(st, punch, "shield") == 0 and punch not in st.marks


def test_a_refused_command_puts_marks_back():
    st = make_game(player=[{"hand": ["Punch"]}, {}])
    punch = st.players[0].zones["hand"][0]
    zones.set_mark(st, punch, "token", 1)
    before = st.fingerprint()
    saved = st.checkpoint()
    zones.set_mark(st, punch, "token", 3)
    zones.move(st, punch, 0, "discard")
    st.rollback(saved)
    assert st.marks == {punch: {"token": 1}} and st.fingerprint() == before


def test_resources_keep_to_their_bounds_and_per_turn_ones_reset():
    st = make_game()
    money = resources.Resource("money", "Money", cap=5)
    health = resources.Resource("health", "Health", reset="never", start=10)
    plot = resources.Resource("plot", "Plot", owner="table", reset="never")
    resources.setup_resources(st, (money, health, plot))
    assert resources.add(st, money, 7, seat=0) == 5 and resources.get(st, money, 0) == 5
    assert resources.add(st, health, -15, seat=1) == -10 and resources.get(st, health, 1) == 0
    resources.add(st, plot, 2)
    resources.reset_resources(st, (money, health, plot), 0)
    assert (resources.get(st, money, 0), resources.get(st, health, 1), resources.get(st, plot)) == (0, 0, 2)
    with pytest.raises(ValueError, match="Money belongs to a player"):
        resources.get(st, money)


def test_the_player_range_can_depend_on_the_variant(monkeypatch):
    metal = rules_for("metal")
    monkeypatch.setattr(metal, "players", lambda variant: (1, 1) if variant == "short" else (2, 5))
    monkeypatch.setattr(metal, "variants", ("standard", "short"))
    check_setup(metal, ["Ann"], {"variant": "short"})
    with pytest.raises(ValueError, match="takes 2 to 5 players, not 1"):
        check_setup(metal, ["Ann"], None)


class _Fields(BaseModel):
    """Toy card fields for Metal in this test only."""

    model_config = ConfigDict(extra="forbid", strict=True)
    req: int = Field(default=0, ge=0, le=5)
    energy: Literal["red", "blue"] = "red"


def _card(**kw):
    return {"id": "metal/toy", "name": "Toy", "game": "metal", "kind": "main", "source": "designed", **kw}


def test_a_games_own_card_fields_are_checked_and_filled_in(monkeypatch):
    monkeypatch.setitem(CARD_FIELDS, "metal", _Fields)
    cards, errors = parse_cards([_card(extra={"req": 2})], "toy.toml", [3])
    assert errors == [] and cards[0].extra == {"req": 2, "energy": "red"}
    cards, errors = parse_cards([_card(extra={"req": 9, "colour": "red"})], "toy.toml", [3])
    assert cards == []
    assert "toy.toml:3 › metal/toy (Toy) › extra.req: expected at most 5, got 9" in errors
    assert any(e.startswith("toy.toml:3 › metal/toy (Toy) › extra.colour: unknown field") for e in errors)


def test_a_game_without_card_fields_refuses_an_extra_table():
    cards, errors = parse_cards([_card(extra={"req": 2})], "toy.toml", [3])
    assert cards == [] and errors == ["toy.toml:3 › metal/toy (Toy) › extra: metal cards have no fields of "
                                      "their own; remove 'extra'"]


def test_an_op_registers_its_model_handler_and_text_in_one_place():
    # a fresh interpreter: ops are registered before any card is validated, as a game
    # package does when it is imported
    script = textwrap.dedent('''
        from typing import Literal
        from rules.catalog.schema import Model, Number
        from rules.engine.registry import card_op
        class Shout(Model):
            op: Literal["shout"]
            amount: Number = 1
        def shout(state, eff, ctx):
            state.log("shout", "Shout!" * eff.amount)
        card_op(Shout, shout, lambda e: f"Shout {e.amount} times", game="metal")
        import rules.api
        from rules.catalog.loader import parse_cards
        from rules.engine.render import card_text
        raw = {"id": "metal/loud", "name": "Loud", "game": "metal", "kind": "main", "source": "designed",
               "effects": [{"op": "may", "effects": [{"op": "shout", "amount": 2}]}]}
        cards, errors = parse_cards([raw], "x.toml")
        print(errors, card_text(cards[0]))
        print(parse_cards([{**raw, "effects": [{"op": "shuot"}]}], "x.toml")[1])
        try:
            card_op(Shout, shout, lambda e: "")
        except ValueError as exc:
            print(exc)
    ''')
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "[] You may shout 2 times."
    assert "unknown op 'shuot'; did you mean 'shout'?" in lines[1]
    assert lines[2] == "op 'shout' is already registered"


def test_every_game_ends_in_one_result_shape():
    from rules.engine.outcome import end_game

    st = make_game()
    end_game(st, why="the Lord Ruler won", outcome="all_lose", winners=[],
             columns=[("health", "Health")], scores=[{"player": "Ann", "health": 0}, {"player": "Ben", "health": 3}])
    assert st.game_over and st.pending is None and not st.stack
    assert st.result == {"why": "the Lord Ruler won", "outcome": "all_lose", "winners": [], "eliminated": [],
                         "columns": [["health", "Health"]],
                         "scores": [{"player": "Ann", "health": 0}, {"player": "Ben", "health": 3}]}
    assert st.events[-1].text == "Game over. Everyone loses."
    with pytest.raises(ValueError):
        end_game(make_game(), why="x", outcome="winner", winners=[])


def test_a_games_own_card_text_puts_its_printed_facts_first():
    # the contract's card_text belongs to the game: Metro City prints REQ and Plot before
    # what a Power does (its card fields), through the same card_text every client calls
    from rules.catalog.loader import default_catalog
    from rules.engine.render import card_text

    blades = default_catalog().by_name("metro", "Deadly Blades")
    lines = card_text(blades).splitlines()
    assert lines[0] == "REQ 1." and len(lines) > 1


def test_card_actions_are_the_acting_seats_legal_commands_on_each_card():
    from rules.api import new_game, view
    from rules.engine.game import card_actions

    st = new_game("mistborn", ["Ann", "Ben"], 3)
    seat = st.active
    acts = card_actions(st, seat)
    hand = st.players[seat].zones["hand"]
    funding = [u for u in hand if st.name(u) == "Funding"]
    assert len(funding) > 1 and all(acts[u] == [{"verb": "play", "command": "play Funding"}] for u in funding)
    assert card_actions(st, 1 - seat) == {}  # only the seat that acts has anything to do
    panels = {p["id"]: p for p in view(st, 1 - seat)["table"]["panels"]}
    assert all(c["actions"] == [] for c in panels["hand"]["cards"])


def test_what_ending_a_turn_would_lose_is_said_in_each_games_words():
    # the end-turn question names every per-turn resource held (issue: Mistborn's damage and
    # mission points were thrown away without a word); DC still names its Power
    from rules.games.mistborn import res as mb

    s = make_game()
    s.players[0].res["power"] = 1
    assert resources.at_stake(s, rules_for(s.game).resources, 0) == ["1 Power"]
    s.players[0].res["power"] = 0
    assert resources.at_stake(s, rules_for(s.game).resources, 0) == []
    held = {mb.MONEY.name: 0, mb.COMBAT.name: 4, mb.MISSION.name: 1, mb.HEALTH.name: 30}
    s.players[0].res.update(held)
    assert resources.at_stake(s, mb.RESOURCES, 0) == ["4 damage", "1 mission point"]
    assert resources.words(mb.BOXINGS, 1) == "1 Boxing" and resources.words(mb.BOXINGS, 2) == "2 Boxings"
