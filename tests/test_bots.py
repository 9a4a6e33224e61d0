"""Bots (DESIGN §8): ``choose(view, legal) -> command``, only listed commands, their own RNG."""

from __future__ import annotations

import pytest

from hotseat.bots import BOTS, HeuristicBot, RandomBot, make_bot
from hotseat.sim import bot_seed, seat_names
from rules.engine.commands import Choose
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.state import Decision, Option, Purpose


def duel(seed: int, heuristic_seat: int) -> list[int]:
    """A 2-player game, heuristic bot against random bot; the winning seats."""
    bots = [RandomBot(bot_seed(seed, s)) for s in range(2)]
    bots[heuristic_seat] = HeuristicBot(bot_seed(seed, heuristic_seat))
    state = new_game("metal", seat_names(2), seed)
    for _ in range(20_000):
        if state.game_over:
            break
        seat = state.decider
        apply(state, bots[seat].choose(view(state, seat, log=False), legal_commands(state)))
    assert state.game_over
    names = seat_names(2)
    return [names.index(w) for w in state.result["winners"]]


def test_heuristic_beats_random():
    wins = sum(1 for seed in range(20) if seed % 2 in duel(seed, seed % 2))
    assert wins >= 15, f"the heuristic bot won only {wins} of 20 games against the random bot"


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_only_choose_listed_commands(name):
    for seed in range(4):
        players = 2 + seed
        bots = [make_bot(name, bot_seed(seed, s)) for s in range(players)]
        state = new_game("metal", seat_names(players), seed)
        steps = 0
        while not state.game_over and steps < 20_000:
            seat = state.decider
            legal = legal_commands(state)
            cmd = bots[seat].choose(view(state, seat, log=False), legal)
            assert cmd in legal, f"{name} bot chose {cmd!r}, not listed (seed {seed}, step {steps})"
            apply(state, cmd)
            steps += 1
        assert state.game_over


def test_heuristic_answers_a_large_decision_from_the_listed_sample():
    """Many options: legal lists a sample; the bot picks the listed answer nearest its wish
    (here: destroy the Weaknesses, the worst cards)."""
    state = new_game("metal", seat_names(2), 1)
    names = ["Punch"] * 8 + ["Vulnerability"] * 3 + ["Weakness"] * 2
    uids = []
    for n in names:
        uids.append(next(u for u in range(len(state.cards)) if state.name(u) == n and u not in uids))
    state.pending = Decision("cards", state.active, "Choose up to 2 cards to destroy from your hand or discard pile",
                             [Option(f"c{u}", state.name(u), u) for u in uids], 0, 2, "destroy_chosen", {},
                             Purpose("destroy", ("hand", "discard")))
    legal = legal_commands(state)
    assert len(legal) < 1 + 13 + 78  # a sample, not every answer
    named = {o for c in legal for o in c.options}
    assert named == {f"c{u}" for u in uids}  # every option is named by some listed answer
    cmd = HeuristicBot(1).choose(view(state, state.active, log=False), legal)
    assert cmd in legal
    assert any(state.name(int(o[1:])) == "Weakness" for o in cmd.options)


def test_bot_rng_does_not_change_the_shuffles():
    """Same game seed, different bot seeds: identical set-up, and the same first turn for
    a bot that never needs its RNG there."""
    a = new_game("metal", seat_names(3), 42, bots=["random"] * 3)
    b = new_game("metal", seat_names(3), 42, bots=["heuristic"] * 3)
    assert a.fingerprint() == b.fingerprint() and a.rng.getstate() == b.rng.getstate()
    states = []
    for bot_seed_base in (1, 999):
        state = new_game("metal", seat_names(2), 42)
        bots = [RandomBot(bot_seed_base + s) for s in range(2)]
        # set-up decisions answered by bots with different seeds
        while state.pending is not None and state.turn_number == 1 and state.pending.kind == "cards" \
                and "Super Hero" in state.pending.prompt:
            seat = state.decider
            apply(state, bots[seat].choose(view(state, seat, log=False), legal_commands(state)))
        states.append(state)
    for s1, s2 in zip(*(st.players for st in states)):
        assert s1.zones["deck"] == s2.zones["deck"] and s1.zones["hand"] == s2.zones["hand"]
    assert states[0].table["main_deck"] == states[1].table["main_deck"]
    assert states[0].table["line_up"] == states[1].table["line_up"]
    assert states[0].table["super_villains"] == states[1].table["super_villains"]


def test_random_bot_is_reproducible_from_its_seed():
    state = new_game("metal", seat_names(2), 5)
    legal = legal_commands(state)
    v = view(state, state.decider, log=False)
    picks = [RandomBot(3).choose(v, legal) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    assert all(isinstance(p, Choose) for p in picks)  # set-up: choose a Super Hero


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bot_chooses_the_same_from_the_entries_it_reads_as_from_the_whole_view(name):
    """The simulator builds only ``bot.reads(legal)`` of a view (speed); a bot must then make
    exactly the choice it makes seeing everything, at every step of whole games."""
    for game, seed in (("metal", 3), ("metal", 4), ("jld", 3)):
        players = 2 + seed % 3
        state = new_game(game, seat_names(players), seed)
        twins = [(make_bot(name, bot_seed(seed, s)), make_bot(name, bot_seed(seed, s))) for s in range(players)]
        steps = 0
        while not state.game_over and steps < 20_000:
            seat, legal = state.decider, legal_commands(state)
            full, some = twins[seat]
            cmd = some.choose(view(state, seat, log=False, keys=some.reads(legal)), legal)
            assert cmd == full.choose(view(state, seat, log=False), legal), f"{game} seed {seed}, step {steps}"
            apply(state, cmd)
            steps += 1
        assert state.game_over


def test_the_heuristic_bot_gives_a_games_own_commands_in_the_games_order(monkeypatch):
    from typing import Literal

    from hotseat.bots import HeuristicBot
    from rules.api import rules_for
    from rules.engine.commands import Cmd, End

    class Zap(Cmd):
        kind: Literal["zap"] = "zap"

    class Zip(Cmd):
        kind: Literal["zip"] = "zip"
        n: int = 0

    view = {"game": "metal", "pending": None, "known": {}}
    legal = [Zap(), Zip(n=1), Zip(n=2), End()]
    monkeypatch.setattr(rules_for("metal"), "bot_verbs", ("zip", "zap"))
    assert HeuristicBot(0).choose(view, legal) == Zip(n=1)
    monkeypatch.setattr(rules_for("metal"), "bot_verbs", ("zap",))
    assert HeuristicBot(0).choose(view, legal) == Zap()
    assert HeuristicBot(0).choose(view, [Zip(), End()]) == End()  # a kind the game does not list: left alone


def test_a_game_may_place_play_among_its_verbs_and_take_a_verb_only_with_a_field_set(monkeypatch):
    # issue 12 (Mistborn): a metal goes on a card just played before the next card is played,
    # and a command for no effect listed first says none is worth giving
    from typing import Literal

    from hotseat.bots import HeuristicBot
    from rules.api import rules_for
    from rules.engine.commands import Cmd, End, Play

    class Zap(Cmd):
        kind: Literal["zap"] = "zap"
        card: int | None = None

    view = {"game": "metal", "pending": None, "known": {}}
    monkeypatch.setattr(rules_for("metal"), "bot_verbs", ("zap:card", "play", "zap"))
    bot = HeuristicBot(0)
    assert "game" in bot.reads([Play(card=1), Zap(card=2), End()])  # until a view names the game
    assert bot.choose(view, [Play(card=1), Zap(card=2), Zap(), End()]) == Zap(card=2)
    assert bot.choose(view, [Play(card=1), Zap(), Zap(card=2), End()]) == Play(card=1)
    assert bot.choose(view, [Zap(), Zap(card=2), End()]) == Zap()
    monkeypatch.setattr(rules_for("metal"), "bot_verbs", ("zap",))
    assert HeuristicBot(0).choose(view, [Zap(card=2), Play(card=1), End()]) == Play(card=1)  # play first unless placed


def test_the_bots_name_no_games_words():
    """Issue 10: ``hotseat/bots.py`` reads what differs between games from the contract
    (``bot_hints``, ``bot_verbs``); no string in it is a card's name or a command kind only
    some games have (``defeat``, ``use``, ``seal``...)."""
    import ast

    from conftest import REPO
    from rules.api import default_catalog, games
    from rules.engine.commands import ANSWERS
    from rules.engine.textcmd import ANSWER_WORDS
    from rules.engine.verbs import END

    kernel_kinds = {"play", "buy", END.name, *ANSWER_WORDS} | {c.model_fields["kind"].default for c in ANSWERS}
    game_words = {c.name.lower() for c in default_catalog().cards.values()}
    game_words |= {v.name for r in games() for v in r.verbs} - kernel_kinds
    game_words |= {w for r in games() for w in (*r.bot_hints.losing, *r.bot_hints.either_way)} - {"destroy", "discard"}
    game_words -= kernel_kinds  # the kernel's words (a Mistborn card is called Defend)
    source = (REPO / "hotseat" / "bots.py").read_text(encoding="utf-8")
    strings = {n.value.lower() for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    assert {"defeat", "use", "weakness", "seal"} <= game_words  # the search would find the words bots.py had
    assert strings & game_words == set()
