"""Property tests over seeded bot games of Heroes of Metro City (DESIGN §9), sharing the
checks of the other games (tests/property_support.py).

The sweep: 20 random-bot games and 10 heuristic-bot games, 2-4 players (game ``i`` has
``2 + i % 3`` players). Each game must finish without a crash, never reject a listed
command (on sampled steps every listed command is applied to a copy, unlisted ones are
refused without a trace, and a refusal after the effects resolved is undone), conserve every
card in exactly one zone, print each command as text that parses back, and replay from its
seed and command texts, City Defense dice included, to the same ``State.fingerprint()``.
Metro puts no marks on cards, so none may appear.
"""

from __future__ import annotations

import pytest

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import bot_seed, seat_names
from property_support import play_checked, sweep
from rules.catalog.loader import default_catalog
from rules.engine.game import apply, legal_commands, new_game, view

GAME = "metro"


def players_of(seed: int) -> int:
    return 2 + seed % 3


@pytest.mark.parametrize("bot, seeds", [("random", range(1000, 1020)), ("heuristic", range(0, 10))])
def test_bot_games(bot, seeds):
    sweep(GAME, bot, seeds, players_of)


def test_games_roll_dice_put_no_marks_and_replay_the_rolls():
    state, texts = play_checked(GAME, 3, 3, "random", full_every=1000, legal_every=1000)
    rolls = [e.text for e in state.events if e.kind == "roll"]
    assert rolls and all(e.player is None and e.private is None for e in state.events if e.kind == "roll")
    assert state.marks == {}
    save = Save(format=FORMAT, game=GAME, cards_digest=default_catalog().digest, seed=3,
                players=[Seat(name=n, bot="random") for n in seat_names(3)], commands=texts)
    again = replay(save)
    assert [e.text for e in again.events if e.kind == "roll"] == rolls


def test_another_seed_rolls_other_dice():
    def rolls(seed: int) -> list[str]:
        state = new_game(GAME, seat_names(2), seed)
        bots = [make_bot("random", bot_seed(seed, s)) for s in range(2)]
        while not state.game_over and len([e for e in state.events if e.kind == "roll"]) < 6:
            seat = state.decider
            legal = legal_commands(state)
            cmd = bots[seat].choose(view(state, seat, log=False, keys=()), legal)
            apply(state, cmd)
        return [e.text for e in state.events if e.kind == "roll"]

    assert rolls(5) != rolls(6)
