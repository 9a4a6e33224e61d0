"""The simulator's short cut (:func:`rules.engine.game.verb_first`): where a game names the
command its bot verb order picks without listing every command, the heuristic bot, given the
full listing and its view, gives that very command (speed, issue 15: same games, same reports)."""

from __future__ import annotations

import pytest

from hotseat.bots import HeuristicBot
from rules.engine.game import apply, legal_commands, new_game, verb_first, view


def _walk(game: str, players: int, seeds: tuple[int, ...], max_steps: int, variant: str | None = None):
    """Heuristic-bot games of ``game``: at each step, ``(state, short cut, the bot's command,
    legal)`` before the bot's command is applied; checks every short cut is the bot's pick."""
    names = [f"P{i}" for i in range(players)]
    opts = {"variant": variant} if variant else None
    for seed in seeds:
        state = new_game(game, names, seed, bots=["heuristic"] * players, options=opts, headless=True)
        bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
        steps = 0
        while not state.game_over and steps < max_steps:
            seat = state.decider
            quick = verb_first(state)
            legal = legal_commands(state)
            bot = bots[seat]
            cmd = bot.choose(view(state, seat, log=False, keys=bot.reads(legal)), legal)
            if quick is not None:
                assert bot.follows_verbs
                assert quick == cmd, f"step {steps}: the short cut gives {quick!r}, the bot {cmd!r}"
                assert quick in legal
            yield state, quick, cmd, legal
            apply(state, cmd)
            steps += 1


@pytest.mark.parametrize("players,variant", [(2, None), (3, None), (2, "coop")])
def test_mistborn_verb_first_is_what_the_bot_gives(players, variant):
    taken = [quick.kind for _, quick, _, _ in _walk("mistborn", players, (3, 4), 1500, variant) if quick is not None]
    assert len(taken) > 20  # the short cut is taken (most plays of a turn)
    assert set(taken) == {"play", "burn"}  # plays, and burns on cards


@pytest.mark.parametrize("game", ["metal", "jld"])
@pytest.mark.parametrize("players", [2, 3])
def test_dc_verb_first_is_what_the_bot_gives(game, players):
    """With no card to play, a DC game names the ability to use, the villain to defeat or
    the end of the turn, each what the bot gives from the full listing."""
    kinds = set()
    for state, quick, cmd, legal in _walk(game, players, (3, 4, 5), 3000):
        if quick is not None:
            kinds.add(quick.kind)
        elif state.pending is None and cmd.kind in ("use", "defeat", "end"):
            # named whenever nothing can be played or bought
            assert any(c.kind in ("play", "buy") for c in legal), f"{cmd!r} not named"
    assert kinds == {"use", "defeat", "end"}


def test_a_game_without_the_short_cut_gives_none():
    state = new_game("metro", ["A", "B"], 1, bots=["heuristic"] * 2, headless=True)
    assert verb_first(state) is None
