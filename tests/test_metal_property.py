"""Property tests over many seeded bot games of Metal (DESIGN §9).

The fixed sweep: 200 heuristic-bot games and 60 random-bot games, 2–5 players (game ``i``
has ``2 + i % 4`` players and seed ``i``); fewer than before the per-step checks grew, so
that the whole suite stays under 10 minutes on 2 cores. Each game must:

* finish (no crash, no more than :data:`hotseat.sim.MAX_STEPS` commands);
* never reject a command that ``legal_commands`` listed, and every bot choice is listed;
* conserve cards at every step: the zone lengths add up to the number of cards (every step,
  cheap), and on sampled steps every uid is in exactly one zone and ``State.where`` agrees;
* on sampled steps, accept EVERY listed command (each applied to a deep copy), and refuse
  unlisted ones (a decision answer when none is pending or naming no option, Defeat/End
  when not listed, playing a card from the deck) without changing anything;
* print each command as text (``textcmd.to_text``) that parses back to the same command;
* replay from its seed and text command list (``hotseat.saves.replay``) to the same
  ``State.fingerprint()``.

A failing game reports its game seed, player count, bot and command list, so
``hotseat.saves.replay`` (or a scenario) can reproduce it.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat.sim import seat_names
from property_support import full_conservation, play_checked, sweep
from rules.engine.game import new_game

GAME = "metal"
HEURISTIC_GAMES = 200
RANDOM_GAMES = 60
CHUNK = 100


def players_of(seed: int) -> int:
    return 2 + seed % 4


@pytest.mark.parametrize("start", range(0, HEURISTIC_GAMES, CHUNK))
def test_heuristic_games(start):
    """200 heuristic-bot games (in chunks of 100), 2–5 players."""
    sweep(GAME, "heuristic", range(start, start + CHUNK), players_of)


@pytest.mark.parametrize("start", range(0, RANDOM_GAMES, 30))
def test_random_games(start):
    """60 random-bot games (in chunks of 30), 2–5 players."""
    sweep(GAME, "random", range(start, start + 30), players_of)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=10_000, max_value=2**31), players=st.integers(2, 5),
       bot=st.sampled_from(["random", "heuristic"]))
def test_any_seed(seed, players, bot):
    """Any seed, with denser sampling: full conservation every 5 steps and every legal
    command tried every 20."""
    play_checked(GAME, seed, players, bot, full_every=5, legal_every=20, sample_seed=1)


def test_checks_catch_a_broken_state():
    """The conservation check is not vacuous: a card in two zones, or a wrong ``where``, is
    reported."""
    state = new_game(GAME, seat_names(2), 3)
    assert full_conservation(state) is None
    uid = state.players[0].zones["hand"][0]
    state.players[1].zones["discard"].append(uid)
    assert "and in" in full_conservation(state)
    state.players[1].zones["discard"].pop()
    state.where[uid] = (1, "deck")
    assert "where says" in full_conservation(state)
    state.where[uid] = (0, "hand")
    assert full_conservation(state) is None
    state.marks[uid] = {"token": 0}  # per-card state is checked too (issue 10)
    assert "marks" in full_conservation(state)
