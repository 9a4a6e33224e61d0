"""Phases are part of the game contract (issue 10, "phases: the commands allowed in each;
automatic steps inside a turn and between turns; phase trigger events"): each game declares
them (:class:`rules.engine.phases.Phase`), the kernel refuses a command of another phase, and
moving to a phase logs a ``phase`` event and runs the game's phase-change trigger."""

from __future__ import annotations

import random

import pytest

from conftest import do
from rules.api import apply, check, games, legal_commands, new_game, parse, rules_for
from rules.engine.commands import Rejected
from rules.engine.phases import Phase, enter, phase_problem


def test_every_game_declares_its_phases_with_words_and_commands():
    for rules in games():
        assert rules.phases, rules.id
        ids = [p.id for p in rules.phases]
        assert len(ids) == len(set(ids)), rules.id
        assert all(p.word for p in rules.phases)
        acting = [p for p in rules.phases if p.verbs]
        assert acting, rules.id
        kinds = {v.command.model_fields["kind"].default for v in rules.verbs}  # the command kinds
        for p in acting:  # a phase allows only commands of the game
            assert set(p.verbs) <= kinds, (rules.id, p.id, set(p.verbs) - kinds)
        assert all(p.steps for p in rules.phases if p.automatic), rules.id  # an automatic phase says what it does
    metro = rules_for("metro")
    assert [p.id for p in metro.phases if p.id not in ("start", "name")] == ["reinforce", "activate", "battle", "develop",
                                                               "destruction", "cleanup"]
    assert metro.phase_words["destruction"] == "City Destruction"
    assert any("dice" in s for s in next(p for p in metro.phases if p.id == "destruction").steps)
    lord = next(p for p in rules_for("mistborn").phases if p.id == "lord_ruler")
    assert lord.between_turns and lord.automatic
    assert [p.id for p in rules_for("metal").phases if p.verbs] == ["main"]  # one main phase


@pytest.mark.parametrize("game,n,variant", [("metal", 2, None), ("jld", 3, None), ("metro", 2, None),
                                            ("mistborn", 2, None), ("mistborn", 2, "coop")])
def test_what_a_game_offers_is_what_its_phase_allows(game, n, variant):
    """Random games: every command the game lists (not an answer) is one the current phase
    allows, and the phase the game reports is one it declares."""
    rules = rules_for(game)
    rng = random.Random(5)
    st = new_game(game, [f"P{i}" for i in range(n)], 5, options={"variant": variant} if variant else None)
    seen = set()
    for _ in range(600):
        if st.game_over:
            break
        legal = legal_commands(st)
        if st.pending is None:
            phase = rules.phase(st)
            allowed = rules.phase_words and next(p for p in rules.phases if p.id == phase).verbs
            seen.add(phase)
            assert all(c.kind in allowed for c in legal), (phase, [c.kind for c in legal])
        apply(st, rng.choice(legal))
    assert seen


def test_the_kernel_refuses_a_command_of_another_phase_before_the_game_is_asked(monkeypatch):
    """The game's own check is not reached: the phase declaration is what refuses."""
    monkeypatch.setattr(type(rules_for("metro")), "check", lambda self, state, cmd: None)
    st = new_game("metro", ["Ann", "Ben"], 1, options={"auto_pick": True})
    rules = rules_for("metro")
    while rules.phase(st) != "activate":
        apply(st, legal_commands(st)[-1])  # "next" through Choose Starting Powers
    develop = next(c for c in _develops(st))
    problem = check(st, develop)
    assert isinstance(problem, Rejected)
    assert problem.reason == "You cannot develop in the Activate Powers phase (it allows slot, activate, next, rename)."
    assert phase_problem(rules, st, develop).reason == problem.reason


def _develops(st):
    from rules.games.metro.verbs import Develop
    from rules.games.metro import board

    return [Develop(card=u) for u in board.supply_tops(st)]


def test_entering_a_phase_logs_a_phase_event_and_runs_the_phase_trigger(monkeypatch):
    """``next`` in Activate Powers enters Battle Enemies: a ``phase`` event with the phase's
    words, and the game's ``phase_entered`` trigger (what ``when`` abilities key on) runs with
    the phase id."""
    rules = rules_for("metro")
    entered: list[str] = []
    monkeypatch.setattr(type(rules), "phase_entered", lambda self, state, pid: entered.append(pid))
    st = new_game("metro", ["Ann", "Ben"], 1, options={"auto_pick": True})
    while rules.phase(st) != "activate":
        apply(st, legal_commands(st)[-1])
    entered.clear()
    events = do(st, "next")
    assert entered == ["battle"]
    assert [e.text for e in events if e.kind == "phase"] == ["Battle Enemies."]
    assert st.turn["phase"] == "battle"
    with pytest.raises(ValueError, match="no phase 'lunch'"):
        enter(st, "lunch")


def test_a_between_turns_phase_belongs_to_no_player():
    """Co-op Mistborn: the Lord Ruler's card is played between two players' turns; its
    ``phase`` event is nobody's, and the phase trigger runs for it."""
    st = new_game("mistborn", ["Ann", "Ben"], 3, options={"variant": "coop"})
    events = apply(st, parse(st, "end"))
    while st.pending is not None:
        events += apply(st, legal_commands(st)[0])
    lord = [e for e in events if e.kind == "phase"]
    assert [e.text for e in lord] == ["The Lord Ruler's turn."] and lord[0].player is None


def test_a_phase_declaration_is_plain_data():
    p = Phase("main", "Main phase", ("play", "end"))
    assert not p.automatic and Phase("end", "End", steps=("draw 5",)).automatic
    with pytest.raises(Exception):
        p.id = "other"  # frozen: shared by every game of the game


def test_mistborn_actions_of_every_kind_stop_once_attacking_begins():
    """Once a player has attacked (the Combat phase), buying a Boxing or using a card as a
    metal is refused like any other action: the kernel reads the phase declaration."""
    from rules.games.mistborn.commands import BuyBoxing, UseAsMetal

    st = new_game("mistborn", ["Ann", "Ben"], 3)
    enter(st, "combat")
    seat = st.active
    hand = st.players[seat].zones["hand"]
    for cmd in (BuyBoxing(), UseAsMetal(card=hand[0], metal="iron")):
        problem = check(st, cmd)
        assert isinstance(problem, Rejected) and "only attacks and ending your turn" in problem.reason, cmd
