"""Decisions v2 (issue 10): one constructor (``ask``) with a purpose and typed options; the
number, split and text answers, their checks, text forms and sample answers.

Metal and Justice League Dark ask no number, split or text question yet, so these are asked
here by a test-only resume handler (``test_answer``, registered by the ``asked`` fixture)
that logs the answer it gets."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat.bots import HeuristicBot, RandomBot
from rules.engine.commands import Choose, ChooseNumber, Name, Rejected, Split
from rules.engine.effects import ask, card_option
from rules.engine.game import apply, check, legal_commands, view
from rules.engine.registry import RESUMES
from rules.engine.state import Option, Purpose, State
from rules.engine.textcmd import CommandError, parse, to_text
from screens.rules_ref import phase

from conftest import card, do, make_game
from property_support import state_image


def _record(state: State, answer, tag: str) -> None:
    state.log("test", f"{tag}: {answer!r}")


@pytest.fixture
def asked(monkeypatch):
    """``asked(kind, mn, mx, options=None)``: a Metal game where Ann must answer a question of
    ``kind``; the answer is logged as ``answer: <repr>``."""
    monkeypatch.setitem(RESUMES, "test_answer", _record)

    def make(kind: str, mn: int, mx: int, options: list[Option] | None = None, verb: str = "allocate") -> State:
        s = make_game(table={"line_up": ["War Cry", "Steel", "Escape"]})
        if options is None and kind == "split":
            options = [card_option(s, u) for u in s.table["line_up"][:2]]
        ask(s, kind, 0, "Answer this", options or [], mn, mx, "test_answer",
            purpose=Purpose(verb, ("line_up",), None, None), tag="answer")
        return s

    return make


def answered(s: State) -> str:
    return s.events[-1].text


def refused(s: State, cmd, reason: str) -> None:
    """``cmd`` is refused with ``reason`` and changes nothing."""
    before = state_image(s)
    assert check(s, cmd) is not None
    with pytest.raises(Rejected, match=reason):
        apply(s, cmd)
    assert state_image(s) == before


# --------------------------------------------------------------------------- a number
def test_a_number_answer_within_its_bounds(asked):
    s = asked("number", 1, 5, verb="number")
    assert legal_commands(s) == [ChooseNumber(number=n) for n in range(1, 6)]
    cmd = parse(s, "choose 3")
    assert cmd == ChooseNumber(number=3) and to_text(s, cmd) == "choose 3"
    apply(s, cmd)
    assert answered(s) == "answer: 3" and s.pending is None


def test_a_number_out_of_bounds_or_of_the_wrong_kind_is_refused(asked):
    s = asked("number", 1, 5, verb="number")
    refused(s, ChooseNumber(number=0), "Choose a number from 1 to 5, not 0")
    refused(s, ChooseNumber(number=6), "not 6")
    refused(s, Choose(options=[]), "answered with a number from 1 to 5 .choose a number., not choose options")
    refused(s, Name(text="3"), "not name")
    with pytest.raises(CommandError, match="Choose a number from 1 to 5: choose 1"):
        parse(s, "choose three")
    with pytest.raises(CommandError, match="answered with choose: choose 1"):
        parse(s, "split War Cry 1")


def test_a_wide_number_range_is_sampled_with_both_ends(asked):
    s = asked("number", 0, 1000, verb="number")
    sample = [c.number for c in legal_commands(s, limit=10)]
    assert sample[0] == 0 and sample[-1] == 1000 and len(sample) == 10
    for c in legal_commands(s, limit=10):
        assert check(s, c) is None


def test_a_number_with_one_possible_value_is_not_asked(asked):
    s = asked("number", 4, 4, verb="number")
    assert s.pending is None and answered(s) == "answer: 4"
    auto = [e for e in s.events if e.kind == "auto"]
    # the answer, not the question: the log is a story (issue 14)
    assert auto and auto[-1].private == "Chosen for Ann (the only choice): 4."


def test_a_split_with_one_possible_answer_is_logged_as_points_to_whom(monkeypatch):
    # a new user read "Player 1's only possible answer to Co-op: General Notes: Player 1 (40
    # health) 3.": the points now go to someone, and a rule's reference is not named as an asker
    monkeypatch.setitem(RESUMES, "test_answer", _record)
    s = make_game(table={"line_up": ["War Cry", "Steel", "Escape"]})
    ask(s, "split", 0, "Share 3 damage", [Option("p0", "Ann (40 health)", kind="seat", seat=0)], 3, 3,
        "test_answer", purpose=Purpose("collective", rule="Co-op: General Notes"), tag="answer")
    auto = [e for e in s.events if e.kind == "auto"]
    assert s.pending is None and auto[-1].private == "Chosen for Ann (the only choice): 3 to Ann (40 health)."


# --------------------------------------------------------------------------- a split
def test_a_split_shares_out_the_points(asked):
    s = asked("split", 3, 3)
    war_cry, steel = s.table["line_up"][:2]
    cmd = parse(s, "split war cry 2, Steel 1")
    assert cmd == Split(parts=[(f"c{war_cry}", 2), (f"c{steel}", 1)])
    assert to_text(s, cmd) == "split War Cry 2, Steel 1"
    apply(s, cmd)
    assert answered(s) == f"answer: {{'c{war_cry}': 2, 'c{steel}': 1}}"


def test_a_split_that_does_not_add_up_is_refused(asked):
    s = asked("split", 3, 3)
    war_cry, steel = s.table["line_up"][:2]
    refused(s, Split(parts=[(f"c{war_cry}", 2)]), "these add up to 2")
    refused(s, Split(parts=[(f"c{war_cry}", 3), (f"c{steel}", 0)]), "at least 1 point")
    refused(s, Split(parts=[(f"c{war_cry}", 2), (f"c{war_cry}", 1)]), "chosen twice")
    refused(s, Split(parts=[("c99999", 3)]), "not one of the options")
    refused(s, Choose(options=[f"c{war_cry}"]), "answered with 3 points")
    with pytest.raises(CommandError, match="Give each option its points: split War Cry 1, Steel 1"):
        parse(s, "split War Cry, Steel")
    with pytest.raises(CommandError, match=r"No option is named 'Escape' \(Steel, War Cry\)"):
        parse(s, "split Escape 3")


def test_every_sample_split_is_legal_and_names_every_option(asked):
    s = asked("split", 1, 4)
    sample = legal_commands(s)
    assert {oid for c in sample for oid, _ in c.parts} == {o.id for o in s.pending.options}
    assert {sum(n for _, n in c.parts) for c in sample} == {1, 4}
    for c in sample:
        assert check(s, c) is None
        assert parse(s, to_text(s, c)) == c


def test_a_split_with_one_possible_answer_is_not_asked(asked):
    s = asked("split", 0, 0)
    assert s.pending is None and answered(s) == "answer: {}"
    one = asked("split", 2, 2, options=[Option("a", "Thug")])
    assert one.pending is None and answered(one) == "answer: {'a': 2}"


def test_a_label_with_a_comma_is_named_by_its_id(asked):
    s = asked("split", 2, 2, options=[Option("a", "Billy Batson, Chosen"), Option("b", "Thug")])
    cmd = Split(parts=[("a", 1), ("b", 1)])
    assert to_text(s, cmd) == "split #a 1, Thug 1"
    assert parse(s, "split #a 1, Thug 1") == cmd


# --------------------------------------------------------------------------- a text
def test_a_name_answer_round_trips(asked):
    s = asked("text", 1, 24, verb="name")
    cmd = parse(s, 'name "Captain Spark"')
    assert cmd == Name(text="Captain Spark") and to_text(s, cmd) == 'name "Captain Spark"'
    assert parse(s, "name   Captain Spark  ") == cmd  # without quotes: the rest, trimmed
    apply(s, cmd)
    assert answered(s) == "answer: 'Captain Spark'"


def test_a_name_that_is_blank_too_long_or_controls_the_terminal_is_refused(asked):
    s = asked("text", 2, 12, verb="name")
    refused(s, Name(text="   "), "may not be blank")
    refused(s, Name(text="x" * 13), "at most 12 characters, got 13")
    refused(s, Name(text="\x1b[2J"), "control characters")
    refused(s, Name(text="Z"), "at least 2 characters, got 1")
    refused(s, ChooseNumber(number=2), "answered with a name")
    with pytest.raises(CommandError, match="answered with name"):
        parse(s, "choose Zed")


def test_a_name_sample_uses_the_suggestions_else_the_players_name(asked):
    s = asked("text", 1, 24, options=[Option("s", "Captain Spark", kind="text", value="Captain Spark")], verb="name")
    assert legal_commands(s) == [Name(text="Captain Spark")]
    s = asked("text", 1, 24, verb="name")
    assert legal_commands(s) == [Name(text="Ann")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=30))
def test_any_name_round_trips_or_is_refused_leaving_the_state_as_it_was(asked, text):
    s = asked("text", 1, 24, verb="name")
    cmd = Name(text=text)
    if check(s, cmd) is None:
        assert parse(s, to_text(s, cmd)) == cmd
    else:
        refused(s, cmd, re.escape(check(s, cmd).reason))


# --------------------------------------------------------------------------- bots
@pytest.mark.parametrize("kind, mn, mx", [("number", 1, 3), ("split", 2, 2), ("text", 1, 24)])
def test_bots_answer_number_split_and_text_decisions(asked, kind, mn, mx):
    s = asked(kind, mn, mx)
    legal = legal_commands(s)
    for bot in (HeuristicBot(1), RandomBot(1)):
        cmd = bot.choose(view(s, 0, log=False, keys=bot.reads(legal)), legal)
        assert cmd in legal and check(s, cmd) is None


# --------------------------------------------------------------------------- purposes and typed options
def test_the_view_shows_the_purpose_and_typed_options_to_the_owner_only(asked):
    s = asked("split", 2, 2)
    uid = s.table["line_up"][0]
    mine, theirs = view(s, 0)["pending"], view(s, 1)["pending"]
    assert mine["purpose"] == {"verb": "allocate", "from": ["line_up"], "to": None, "source": None,
                               "target": None}
    assert mine["typed"][0] == {"id": f"c{uid}", "kind": "card", "card": uid, "zone": "line_up", "owner": -1,
                                "seat": None, "value": None}
    assert theirs["verb"] == "allocate" and theirs["purpose"] is None
    assert theirs["options"] == [] and theirs["typed"] == []


def test_the_fingerprint_tells_decisions_apart_by_purpose(asked):
    a, b = asked("number", 1, 5, verb="number"), asked("number", 1, 5, verb="number")
    assert a.fingerprint() == b.fingerprint()
    b.pending.purpose = Purpose("allocate")
    assert a.fingerprint() != b.fingerprint()


def test_a_destroy_says_what_it_is_for_and_where_the_cards_are():
    s = make_game(player=[{"hand": ["Cleanse", "Punch", "Vulnerability"], "discard": ["Weakness"]}, {}],
                  cards=[card("Cleanse", [{"op": "destroy", "from": "hand_or_discard", "amount": 1, "up_to": True}])])
    do(s, "play Cleanse")
    d = s.pending
    cleanse = s.players[0].zones["played"][0]
    assert d.purpose == Purpose("destroy", ("hand", "discard"), None, cleanse)
    assert sorted((s.name(o.card), o.zone, o.owner) for o in d.options) == [
        ("Punch", "hand", 0), ("Vulnerability", "hand", 0), ("Weakness", "discard", 0)]
    assert all(o.kind == "card" for o in d.options)


def test_a_foe_to_attack_and_a_defense_carry_their_purpose():
    s = make_game(players=["Ann", "Ben", "Cy"], player=[{"hand": ["Jab"]}, {"hand": ["The Flash"]}, {}],
                  cards=[card("Jab", [{"op": "attack", "target": "one_foe",
                                       "effects": [{"op": "discard", "amount": 1}]}])])
    do(s, "play Jab")
    jab = s.players[0].zones["played"][0]
    d = s.pending
    assert d.purpose == Purpose("attack", (), None, jab) and d.kind == "foe"
    assert [(o.kind, o.seat, o.label) for o in d.options] == [("seat", 1, "Ben"), ("seat", 2, "Cy")]
    do(s, "choose Ben")
    d = s.pending
    assert d.player == 1 and d.purpose == Purpose("defend", ("hand", "ongoing"), None, jab)
    assert to_text(s, Choose(options=[])) == "pass"


def test_the_rules_screen_and_the_bot_read_the_purpose_not_the_prompt():
    """Reworded prompts change nothing: the part of the game the rules screen marks and the
    cards the bot destroys come from the purpose."""
    s = make_game(player=[{"hand": ["Cleanse", "Punch", "Vulnerability"]}, {}],
                  cards=[card("Cleanse", [{"op": "destroy", "from": "hand", "amount": 1}])])
    do(s, "play Cleanse")
    s.pending.prompt = "Make up your mind"
    legal = legal_commands(s)
    cmd = HeuristicBot(1).choose(view(s, 0, log=False), legal)
    assert [s.name(int(o[1:])) for o in cmd.options] == ["Vulnerability"]
    assert phase(view(s, 0)) == "turn"
    s.pending.purpose = Purpose("defend")
    assert phase(view(s, 1)) == "defense"
    s.pending.purpose = Purpose("pick", ("dealt:0",), "characters")
    assert phase(view(s, 1)) == "setup"
    s.pending.purpose = Purpose("capture", ("characters",), "captured")  # Metal's guide_parts
    assert s.game == "metal" and phase(view(s, 1)) == "weakness"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["number", "split", "text"]), lo=st.integers(0, 6), span=st.integers(0, 80),
       n_opts=st.integers(1, 3), points=st.lists(st.tuples(st.integers(0, 3), st.integers(-1, 9)), max_size=4),
       number=st.integers(-5, 100))
def test_every_listed_answer_is_accepted_and_any_other_is_checked(asked, kind, lo, span, n_opts, points, number):
    """Whatever the bounds: every answer ``legal_commands`` lists passes ``check`` and reads
    back from its text; any answer is either accepted or refused with the state untouched."""
    lo = max(lo, 1) if kind == "text" else lo
    opts = [Option(f"o{i}", f"Villain {i}") for i in range(n_opts)]
    s = asked(kind, lo, lo + span, options=opts if kind == "split" else None)
    if s.pending is None:  # one possible answer: resolved at once
        return
    legal = legal_commands(s)
    assert legal
    for cmd in legal:
        assert check(s, cmd) is None, (cmd, check(s, cmd))
        assert parse(s, to_text(s, cmd)) == cmd
    cmd = {"number": ChooseNumber(number=number), "text": Name(text="x" * number if number > 0 else ""),
           "split": Split(parts=[(f"o{i}", p) for i, p in points])}[kind]
    if check(s, cmd) is None:
        assert parse(s, to_text(s, cmd)) == cmd
        apply(s, cmd)
        assert s.pending is None and answered(s).startswith("answer: ")
    else:
        refused(s, cmd, re.escape(check(s, cmd).reason))


def test_a_card_s_question_with_one_answer_is_told_as_the_card_s_answer(monkeypatch):
    # the trial read "Ann's only possible answer to Rescue: Batman": the line now reads as the
    # card's answer ("Escape: War Cry, chosen for Ann (the only choice).")
    monkeypatch.setitem(RESUMES, "test_answer", _record)
    s = make_game(table={"line_up": ["War Cry", "Steel", "Escape"]})
    war_cry, escape = s.table["line_up"][0], s.table["line_up"][2]
    ask(s, "choose", 0, "Pick one", [card_option(s, war_cry)], 1, 1, "test_answer",
        purpose=Purpose("gain", source=escape), tag="answer")
    auto = [e for e in s.events if e.kind == "auto"]
    assert s.pending is None and auto[-1].private == "Escape: War Cry, chosen for Ann (the only choice)."


def test_the_batman_who_laughs_weaknesses_come_with_their_reason():
    """Found in a trial: "Mister Terrific becomes Captured by The Batman Who Laughs. Ann gains
    Weakness. Ann gains Weakness." The log says which rule gives the Weaknesses, before them."""
    from pathlib import Path

    from hotseat.scenario import build_file
    from rules.engine.textcmd import parse

    st = build_file(Path(__file__).parent / "scenarios" / "metal" / "batman_who_laughs_rescue.toml")
    apply(st, parse(st, "defeat"))
    apply(st, parse(st, "choose Cyborg"))
    lines = [e.text for e in st.events if e.text]
    gains = [i for i, t in enumerate(lines) if t == "Ann gains Weakness."]
    assert len(gains) == 2
    why = lines[gains[0] - 1]
    assert why.startswith("The Batman Who Laughs:") and "Ann gains 2 Weakness" in why, lines[-8:]
