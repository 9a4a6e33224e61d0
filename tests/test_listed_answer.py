"""The simulator's short cut for decisions (:func:`rules.engine.game.listed_answer`): the
heuristic bot's answer worked out from its decision alone (:meth:`HeuristicBot.wish`) is, when
the game would list every answer, the very command the bot gives from the full listing
(speed, issue 15: same games, same reports)."""

from __future__ import annotations

import pytest

from hotseat.bots import HeuristicBot
from rules.engine.game import apply, legal_commands, listed_answer, new_game, view


@pytest.mark.parametrize("game,players", [("metal", 2), ("metal", 3), ("jld", 2), ("jld", 3)])
def test_the_answer_found_without_a_listing_is_the_bots(game, players):
    names = [f"P{i}" for i in range(players)]
    found = 0
    for seed in (3, 4):
        state = new_game(game, names, seed, bots=["heuristic"] * players, headless=True)
        bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
        twins = [HeuristicBot(seed * 10 + s) for s in range(players)]  # the same bots, asked the short way
        steps = 0
        while not state.game_over and steps < 3000:
            seat = state.decider
            legal = legal_commands(state)
            bot, twin = bots[seat], twins[seat]
            cmd = bot.choose(view(state, seat, log=False, keys=bot.reads(legal)), legal)
            d = state.pending
            if d is not None and d.answer == "options" and twin.answers_alone:
                wish = twin.wish(view(state, seat, log=False, keys=("decision", "decision_known")))
                quick = listed_answer(state, wish[0])
                if quick is None:
                    quick = twin.settle(wish, legal_commands(state))
                else:
                    found += 1
                    assert any(c is quick for c in legal_commands(state))
                assert quick == cmd, f"step {steps}: the short cut gives {quick!r}, the bot {cmd!r}"
            else:
                twin.choose(view(state, seat, log=False, keys=twin.reads(legal)), legal)  # keeps the twin's RNG in step
            apply(state, cmd)
            steps += 1
    assert found > 20  # most decisions are answered without a listing


def test_no_answer_outside_the_options_or_their_order():
    """Only a combination legal_commands lists: options of the decision, in their order, as
    many as it allows."""
    state = new_game("metal", ["A", "B"], 1, bots=["heuristic"] * 2, headless=True)
    bot = HeuristicBot(1)
    while True:
        d = state.pending
        if d is not None and d.answer == "options" and d.max >= 2 and len(d.options) > d.max \
                and len(legal_commands(state)) < 64:  # every answer listed
            break
        legal = legal_commands(state)
        apply(state, bot.choose(view(state, state.decider, log=False, keys=bot.reads(legal)), legal))
    ids = [o.id for o in d.options]
    listed = legal_commands(state)
    assert listed_answer(state, ["nothing"]) is None
    assert listed_answer(state, ids[:d.max + 1]) is None  # more than it allows
    assert listed_answer(state, [ids[1], ids[0]]) is None  # legal lists them in the options' order
    assert listed_answer(state, [ids[0], ids[0]]) is None
    assert any(listed_answer(state, ids[:2]) is c for c in listed)


def metro_bot_steps(players: int):
    """Every step of two seeded Metro games of heuristic bots (seeds 3 and 4), before the bot's
    command is applied: (step number, state, the bot deciding, the legal commands, its command)."""
    names = [f"P{i}" for i in range(players)]
    for seed in (3, 4):
        state = new_game("metro", names, seed, bots=["heuristic"] * players, headless=True)
        bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
        steps = 0
        while not state.game_over and steps < 3000:
            bot = bots[state.decider]
            legal = legal_commands(state)
            cmd = bot.choose(view(state, state.decider, log=False, keys=bot.reads(legal)), legal)
            yield steps, state, bot, legal, cmd
            apply(state, cmd)
            steps += 1


@pytest.mark.parametrize("players", [2, 3])
def test_the_advised_answer_found_without_a_listing_is_the_bots(players):
    """Metro's advice answers a decision from the view alone (Heroic Sacrifice, the City Supply
    stack Destroyed, the Energy discarded at Cleanup): the first of its answers that the
    listing holds is the command the bot gives from the full listing."""
    found = 0
    for steps, state, bot, _legal, cmd in metro_bot_steps(players):
        d = state.pending
        if d is not None and d.answer == "options" and bot.advises_alone:
            seen = view(state, state.decider, log=False, keys=bot.deciding_reads())
            quick = next((c for ids in bot.advised_answers(seen) if (c := listed_answer(state, ids)) is not None),
                         None)
            if quick is not None:
                found += 1
                assert quick == cmd, f"step {steps}: the advice gives {quick!r} without a listing, {cmd!r} with"
    assert found > 50  # most of a Metro game's decisions are answered without a listing


@pytest.mark.parametrize("players", [2, 3])
def test_the_advice_given_at_once_without_a_view_is_the_bots(players):
    """Metro's advice with nothing to weigh (only moving on or renaming listed, no decision
    waiting), and its activation advice, are told from the state without a view
    (:meth:`Rules.advice_at_once`): whenever it gives a command, it is the very command the bot
    gives from its full view; the simulator then builds no view (speed, issue 15: same games,
    same reports)."""
    from rules.api import rules_for

    rules = rules_for("metro")
    found = activations = 0
    for steps, state, bot, legal, cmd in metro_bot_steps(players):
        if bot.advises_at_once:
            quick = rules.advice_at_once(state, legal)
            if quick is not None:
                found += 1
                activations += quick.kind in ("slot", "activate")
                assert quick is cmd, f"step {steps}: the advice gives {quick!r} at once, the bot {cmd!r}"
    assert found > 30  # a Metro turn moves on through its phases several times
    assert activations > 10  # Energy slotted and Powers Activated, planned without a view


@pytest.mark.parametrize("players", [2, 3])
def test_the_answers_given_at_once_without_a_view_are_the_advices(players):
    """Metro's advice on a decision whose answer the public table tells (a Heroic Sacrifice
    declined when the card about to go is not one the Archenemy's power takes; the Energy
    discarded at Cleanup) is told from the state without a view (:meth:`Rules.answers_at_once`):
    whenever it gives answers, they are the very answers the advice gives from the view, and
    the first the listing holds is the bot's command (speed, issue 15: same games, same reports)."""
    from rules.api import rules_for

    rules = rules_for("metro")
    found = set()
    for steps, state, bot, _legal, cmd in metro_bot_steps(players):
        d = state.pending
        if d is None or d.answer != "options":
            continue
        quick = rules.answers_at_once(state)
        if quick is None:
            continue
        found.add(d.purpose.verb)
        seen = view(state, state.decider, log=False, keys=bot.deciding_reads())
        assert quick == bot.advised_answers(seen), f"step {steps}: {quick!r} at once, {bot.advised_answers(seen)!r} from the view"
        assert next((c for ids in quick if (c := listed_answer(state, ids)) is not None), cmd) == cmd
    assert found == {"destroy", "discard"}  # Heroic Sacrifices declined, Cleanups
