"""Property tests over many seeded bot games of Metal (DESIGN §9).

The fixed sweep: 1,000 heuristic-bot games and 200 random-bot games, 2–5 players (game
``i`` has ``2 + i % 4`` players and seed ``i``). Each game must:

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

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import MAX_STEPS, bot_seed, seat_names
from rules.catalog.loader import default_catalog
from rules.engine.commands import Choose, Defeat, End, Play, Rejected
from rules.engine.game import apply, check, legal_commands, new_game, view
from rules.engine.state import State
from rules.engine.textcmd import parse, to_text

GAME = "metal"
HEURISTIC_GAMES = 1000
RANDOM_GAMES = 200
CHUNK = 100


class GameFailure(AssertionError):
    pass


def full_conservation(state: State) -> str | None:
    """Every uid in exactly one zone, and ``where`` saying which."""
    seen: dict[int, tuple[int, str]] = {}
    places = [((-1, z), v) for z, v in state.table.items()]
    places += [((p.seat, z), v) for p in state.players for z, v in p.zones.items()]
    for place, uids in places:
        for u in uids:
            if u in seen:
                return f"card #{u} {state.name(u)} is in {seen[u]} and in {place}"
            seen[u] = place
            if state.where[u] != place:
                return f"card #{u} {state.name(u)} is in {place} but where says {state.where[u]}"
    if len(seen) != len(state.cards):
        missing = sorted(set(range(len(state.cards))) - set(seen))
        return f"cards missing from every zone: {[f'#{u} {state.name(u)}' for u in missing[:10]]}"
    return None


def zone_total(state: State) -> int:
    return sum(map(len, state.table.values())) + sum(len(v) for p in state.players for v in p.zones.values())


def copy_state(state: State) -> State:
    """A deep copy sharing the immutable catalog cards (and without the log, which no rule
    reads), so it is cheap enough to try every legal command."""
    memo = {id(c): c for c in state.cards}
    events, state.events = state.events, []
    try:
        return copy.deepcopy(state, memo)
    finally:
        state.events = events


def every_legal_accepted(state: State, legal) -> str | None:
    for cmd in legal:
        try:
            apply(copy_state(state), cmd)
        except Rejected as exc:
            return f"legal command {cmd!r} was rejected on a copy: {exc}"
    return None


def unlisted_rejected(state: State, legal) -> str | None:
    """Commands that are not listed (and not another copy of a listed card) are refused,
    and a refusal leaves the state exactly as it was."""
    tries = [Choose(options=[]) if state.pending is None else Choose(options=["no-such-option"])]
    tries += [c for c in (Defeat(), End()) if c not in legal]
    deck = state.players[state.decider].zones["deck"]
    if deck:
        tries.append(Play(card=deck[0]))
    before = (state.fingerprint(), list(state.where), state.rng.getstate(), len(state.stack), repr(state.pending),
              repr(state.turn))
    for cmd in tries:
        try:
            apply(state, cmd)
        except Rejected:
            pass
        else:
            return f"unlisted command {cmd!r} was accepted"
        after = (state.fingerprint(), list(state.where), state.rng.getstate(), len(state.stack), repr(state.pending),
                 repr(state.turn))
        if after != before:
            return f"the refused command {cmd!r} changed the state"
    return None


def play_checked(seed: int, players: int, bot: str, *, full_every: int = 25, legal_every: int = 60,
                 sample_seed: int = 0) -> tuple[State, list[str]]:
    """Play one game with every check; GameFailure (with seed and commands) on a fault."""
    names = seat_names(players)
    bots = [make_bot(bot, bot_seed(seed, s)) for s in range(players)]
    sampler = random.Random(f"{seed}:{sample_seed}")
    texts: list[str] = []

    def fail(msg: str) -> GameFailure:
        return GameFailure(f"{bot} game seed={seed} players={players}: {msg}\n"
                           f"commands ({len(texts)}): {texts!r}")

    try:
        state = new_game(GAME, names, seed, bots=[bot] * players)
    except Exception as exc:
        raise fail(f"set-up crashed: {exc!r}") from exc
    total = len(state.cards)
    full_at = sampler.randrange(full_every)
    legal_at = sampler.randrange(legal_every)
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
            problem = every_legal_accepted(state, legal) or unlisted_rejected(state, legal)
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
                players=[Seat(name=n, bot=bot) for n in names], commands=texts)
    try:
        again = replay(save, where=f"replay of seed {seed}")
    except Exception as exc:
        raise fail(f"replay failed: {exc}") from exc
    if again.fingerprint() != state.fingerprint():
        raise fail("replaying the command list does not reproduce the final state")
    return state, texts


def sweep(bot: str, seeds: range) -> None:
    failures = []
    for seed in seeds:
        try:
            play_checked(seed, 2 + seed % 4, bot)
        except GameFailure as exc:
            failures.append(str(exc))
    if failures:
        print("\n\n".join(failures[:3]))  # with their command lists, to reproduce them
        heads = "\n".join(f.splitlines()[0] for f in failures)
        pytest.fail(f"{len(failures)} of {len(seeds)} {bot} games failed (commands in the captured output):\n{heads}")


@pytest.mark.parametrize("start", range(0, HEURISTIC_GAMES, CHUNK))
def test_heuristic_games(start):
    """1,000 heuristic-bot games (in chunks of 100), 2–5 players."""
    sweep("heuristic", range(start, start + CHUNK))


@pytest.mark.parametrize("start", range(0, RANDOM_GAMES, CHUNK // 2))
def test_random_games(start):
    """200 random-bot games (in chunks of 50), 2–5 players."""
    sweep("random", range(start, start + CHUNK // 2))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=10_000, max_value=2**31), players=st.integers(2, 5),
       bot=st.sampled_from(["random", "heuristic"]))
def test_any_seed(seed, players, bot):
    """Any seed, with denser sampling: full conservation every 5 steps and every legal
    command tried every 20."""
    play_checked(seed, players, bot, full_every=5, legal_every=20, sample_seed=1)


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
