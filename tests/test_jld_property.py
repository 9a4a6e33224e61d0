"""Property tests over seeded bot games of Justice League Dark (DESIGN §9), modelled on
tests/test_metal_property.py and sharing its checks.

The fixed sweep: 100 heuristic-bot games and 40 random-bot games, 2–6 players (game ``i``
has ``2 + i % 5`` players and seed ``i``), cycling through the standard, short and extended
games. Each game must finish without a crash, never reject a listed command, conserve
every card (the extra Starters of a 5th and 6th player included), print each command as
text that parses back, and replay from its seed, options and text commands to the same
``State.fingerprint()``.
"""

from __future__ import annotations

import random

import pytest

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import MAX_STEPS, bot_seed, seat_names
from rules.catalog.loader import default_catalog
from rules.engine.commands import Rejected
from rules.engine.game import apply, check, legal_commands, new_game, view
from rules.engine.state import State
from rules.engine.textcmd import parse, to_text
from test_metal_property import GameFailure, every_legal_accepted, full_conservation, zone_total

GAME = "jld"
HEURISTIC_GAMES = 100
RANDOM_GAMES = 40
CHUNK = 20
VARIANTS = (None, "short", "extended")


def play_checked(seed: int, players: int, bot: str, variant: str | None, *, full_every: int = 25,
                 legal_every: int = 60) -> State:
    """Play one game with every check; GameFailure (with seed and commands) on a fault."""
    names = seat_names(players)
    bots = [make_bot(bot, bot_seed(seed, s)) for s in range(players)]
    options = {"variant": variant} if variant else {}
    sampler = random.Random(f"jld:{seed}")
    texts: list[str] = []

    def fail(msg: str) -> GameFailure:
        return GameFailure(f"{bot} game seed={seed} players={players} variant={variant}: {msg}\n"
                           f"commands ({len(texts)}): {texts!r}")

    try:
        state = new_game(GAME, names, seed, options=options, bots=[bot] * players)
    except Exception as exc:
        raise fail(f"set-up crashed: {exc!r}") from exc
    total = len(state.cards)
    full_at, legal_at = sampler.randrange(full_every), sampler.randrange(legal_every)
    step = 0
    while not state.game_over:
        if step >= MAX_STEPS:
            raise fail(f"no end after {MAX_STEPS} commands")
        seat = state.decider
        legal = legal_commands(state)
        if not legal:
            raise fail("no legal command, but the game is not over")
        if step % legal_every == legal_at:
            for cmd in legal:
                problem = check(state, cmd)
                if problem is not None:
                    raise fail(f"listed command {cmd!r} fails check: {problem}")
            problem = every_legal_accepted(state, legal)
            if problem:
                raise fail(problem)
        cmd = bots[seat].choose(view(state, seat, log=False), legal)
        if cmd not in legal:
            raise fail(f"bot chose {cmd!r}, which is not listed")
        try:
            text = to_text(state, cmd)
            back = parse(state, text)
        except Exception as exc:
            raise fail(f"text form of {cmd!r}: {exc!r}") from exc
        if back != cmd:
            raise fail(f"{text!r} parses to {back!r}, not {cmd!r}")
        texts.append(text)
        try:
            apply(state, cmd)
        except Rejected as exc:
            raise fail(f"listed command {text!r} rejected: {exc}") from exc
        except Exception as exc:
            raise fail(f"{text!r} crashed: {exc!r}") from exc
        step += 1
        if zone_total(state) != total:
            raise fail(f"after {text!r}: zones hold {zone_total(state)} cards, the game has {total}")
        if step % full_every == full_at:
            problem = full_conservation(state)
            if problem:
                raise fail(f"after {text!r}: {problem}")
    problem = full_conservation(state)
    if problem:
        raise fail(f"at the end: {problem}")
    if not state.result or not state.result.get("winners"):
        raise fail(f"game over without a result: {state.result!r}")
    save = Save(format=FORMAT, game=GAME, cards_digest=default_catalog().digest, seed=seed,
                players=[Seat(name=n, bot=bot) for n in names], options=options, commands=texts)
    try:
        again = replay(save, where=f"replay of seed {seed}")
    except Exception as exc:
        raise fail(f"replay failed: {exc}") from exc
    if again.fingerprint() != state.fingerprint():
        raise fail("replaying the command list does not reproduce the final state")
    return state


def sweep(bot: str, seeds: range) -> None:
    failures = []
    for seed in seeds:
        try:
            play_checked(seed, 2 + seed % 5, bot, VARIANTS[seed % 3])
        except GameFailure as exc:
            failures.append(str(exc))
    if failures:
        print("\n\n".join(failures[:3]))
        heads = "\n".join(f.splitlines()[0] for f in failures)
        pytest.fail(f"{len(failures)} of {len(seeds)} {bot} games failed (commands in the captured output):\n{heads}")


@pytest.mark.parametrize("start", range(0, HEURISTIC_GAMES, CHUNK))
def test_heuristic_games(start):
    """100 heuristic-bot games (in chunks of 20), 2–6 players, every variant."""
    sweep("heuristic", range(start, start + CHUNK))


@pytest.mark.parametrize("start", range(0, RANDOM_GAMES, CHUNK))
def test_random_games(start):
    """40 random-bot games (in chunks of 20), 2–6 players, every variant."""
    sweep("random", range(1000 + start, 1000 + start + CHUNK))


def test_games_end_both_ways_and_variants_change_the_stack():
    """Over the heuristic sweep's first games, both ends happen (last Nemesis, Line-Up not
    refilled) and the Nemesis stack has the size its variant says."""
    whys = set()
    for seed in range(12):
        state = play_checked(seed, 2 + seed % 3, "heuristic", None, full_every=1000, legal_every=1000)
        whys.add(state.result["why"])
    assert whys == {"nemesis", "line_up"}
    sizes = {v: len(new_game(GAME, seat_names(3), 1, options={"variant": v} if v else {}).table["nemesis"])
             for v in VARIANTS}
    assert sizes == {None: 7, "short": 6, "extended": 9}
