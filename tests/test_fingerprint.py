"""``State.fingerprint()`` covers everything that decides the game (issue 10): the zones, the
resources of the table and of each player, the turn record, the flags, the bookkeeping of
effects under way, the task stack, the pending decision, the options and the log. Replay and
"a refused command changed nothing" checks compare fingerprints, so a part left out would let
a replay that went wrong, or a refusal that left a trace, pass unseen."""

from __future__ import annotations

import copy

import pytest

from hotseat.bots import make_bot
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.state import Option, Task


def bot_game(game: str, seed: int, steps: int):
    """A seeded heuristic-bot game after ``steps`` commands, and its commands."""
    state = new_game(game, ["Ann", "Ben", "Cy"], seed)
    bots = [make_bot("heuristic", seed * 10 + i) for i in range(3)]
    cmds = []
    while len(cmds) < steps and not state.game_over:
        b, legal = bots[state.decider], legal_commands(state)
        cmds.append(b.choose(view(state, state.decider, log=False, keys=b.reads(legal)), legal))
        apply(state, cmds[-1])
    return state, cmds


def first_pending(game: str, seed: int):
    """A game stopped on a decision after the set-up (so the stack and the turn record are
    in use)."""
    for steps in range(20, 400):
        state, _ = bot_game(game, seed, steps)
        if state.pending is not None and state.turn:
            return state
    raise AssertionError("no decision in the first 400 commands")


def _pending_prompt(s):
    s.pending.prompt += " (changed)"


def _pending_option(s):
    s.pending.options.append(Option("extra", "Something else"))


CHANGES = {
    "a table resource": lambda s: s.res.__setitem__("villain_face_up", 1 - s.res.get("villain_face_up", 0)),
    "a new table resource": lambda s: s.res.__setitem__("damage:fire", 2),
    "a player's resource": lambda s: s.players[1].res.__setitem__("power", s.players[1].res.get("power", 0) + 1),
    "the turn record: a card played": lambda s: s.turn.setdefault("played", []).append(0),
    "the turn record: an ability used": lambda s: s.turn.setdefault("used", set()).add((0, 0)),
    "the turn record: a Super-Villain bought": lambda s: s.turn.__setitem__("villain_bought", True),
    "a player's flag": lambda s: s.players[0].flags.__setitem__("skip_draw", True),
    "a mark on a card (a flag keyed by its uid)": lambda s: s.players[0].flags.setdefault("face_down", set()).add(3),
    "a per-card mark (State.marks: a token on a card)": lambda s: s.marks.setdefault(3, {}).__setitem__("token", 1),
    "the effects under way": lambda s: s.scratch.__setitem__("atk9", [1]),
    "a task on the stack": lambda s: s.stack.append(Task("dc_next_turn", {})),
    "a task's data": lambda s: s.stack[-1].data.__setitem__("extra", 1),
    "the pending decision's prompt": _pending_prompt,
    "the pending decision's options": _pending_option,
    "no pending decision": lambda s: setattr(s, "pending", None),
    "the set-up options": lambda s: s.options.__setitem__("variant", "other"),
    "a private log line": lambda s: setattr(s.events[-1], "private", "You see a secret."),
    "the result": lambda s: setattr(s, "result", {"why": "test"}),
}


@pytest.mark.parametrize("game", ["metal", "jld"])
@pytest.mark.parametrize("what", list(CHANGES))
def test_a_change_to_what_decides_the_game_changes_the_fingerprint(game, what):
    state = first_pending(game, 3)
    if what == "a task's data" and not state.stack:
        state.stack.append(Task("dc_next_turn", {}))
    before = state.fingerprint()
    same = copy.deepcopy(state)
    assert same.fingerprint() == before  # a copy is the same game
    CHANGES[what](same)
    assert same.fingerprint() != before, what


@pytest.mark.parametrize("game, seed", [("metal", 1), ("jld", 2)])
def test_a_replay_matches_at_every_moment(game, seed):
    """Replaying the first n commands reproduces the game at that moment, pending decision,
    stack and turn record included (sets are compared in a fixed order)."""
    state, cmds = bot_game(game, seed, 10_000)
    assert state.game_over
    again = new_game(game, ["Ann", "Ben", "Cy"], seed)
    moments = 0
    original = new_game(game, ["Ann", "Ben", "Cy"], seed)
    for cmd in cmds:
        apply(original, cmd)
        apply(again, cmd)
        if original.pending is not None or original.turn:
            moments += 1
        assert again.fingerprint() == original.fingerprint()
    assert moments > 50
    assert again.fingerprint() == state.fingerprint()
