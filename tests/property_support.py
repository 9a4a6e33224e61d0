"""Checks shared by the property tests of every game (tests/test_*_property.py): play a
seeded bot game and verify, at every step, that no listed command is rejected, unlisted
ones are refused without a trace, cards are conserved, a command refused after its effects
resolved (the step guard) is undone completely, commands round-trip as text, and a
replay of the command list reproduces the final state.
"""

from __future__ import annotations

import copy
import random

import pytest

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import MAX_STEPS, bot_seed, seat_names
from rules.catalog.loader import default_catalog
import rules.engine.game as engine_game
from rules.engine.commands import Choose, End, Rejected
from rules.families.dc.commands import Buy, Defeat, Play, Use
from rules.engine.effects import TooManySteps
from rules.engine.game import apply, check, first_command, legal_commands, new_game, view
from rules.engine.state import State
from rules.engine.textcmd import parse, to_text


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
    # per-card state (tokens, a face, shields) is on cards of the game, as whole numbers, never empty
    for u, marks in state.marks.items():
        if not 0 <= u < len(state.cards) or not marks or not all(type(n) is int and n for n in marks.values()):
            return f"card #{u} has marks {marks!r}: marks belong to a card of the game, each a non-zero whole number"
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


def state_image(state: State) -> tuple:
    """Everything in a state a rule may read, as comparable plain data: a refused command
    must leave it exactly as it was."""
    d = state.pending
    return (
        state.fingerprint(), list(state.where), len(state.cards), len(state.events), state.rng.getstate(),
        repr(state.res), [(repr(p.res), repr(p.flags)) for p in state.players],
        repr(state.turn), repr(state.scratch), repr(state.stack),
        None if d is None else (d.kind, d.player, d.prompt, repr(d.options), d.min, d.max, d.resume, repr(d.data)),
        state.result,
    )


def every_legal_accepted(state: State, legal) -> str | None:
    for cmd in legal:
        try:
            apply(copy_state(state), cmd)
        except Rejected as exc:
            return f"legal command {cmd!r} was rejected on a copy: {exc}"
    return None


def unlisted_rejected(state: State, legal) -> str | None:
    """Commands that are not listed (and not another copy of a listed card) are refused,
    and a refusal leaves the state exactly as it was: a decision answer when none is pending
    or naming no option, Defeat/End when not listed, playing a card from the deck, and card
    ids out of range (issue 8 §4: refused, never an IndexError)."""
    tries = [Choose(options=[]) if state.pending is None else Choose(options=["no-such-option"])]
    tries += [c for c in (Defeat(), End()) if c not in legal]
    deck = state.players[state.decider].zones["deck"]
    if deck:
        tries.append(Play(card=deck[0]))
    n = len(state.cards)
    tries += [Play(card=n), Buy(card=-1), Use(card=n + 10**9), Use(card=-n - 1)]
    before = state_image(state)
    for cmd in tries:
        try:
            apply(state, cmd)
        except Rejected:
            pass
        except Exception as exc:
            return f"unlisted command {cmd!r} crashed: {exc!r}"
        else:
            return f"unlisted command {cmd!r} was accepted"
        if state_image(state) != before:
            return f"the refused command {cmd!r} changed the state"
    return None


def refused_after_effects_undone(state: State, legal) -> str | None:
    """Every listed command, refused by the step guard only after all its effects resolved
    (as when a card loops), leaves the state exactly as it was: apply's rollback undoes every
    change a command can make (issue 8 §4). Runs on the real state, which the rest of the
    game then uses, so the final replay check also catches an incomplete rollback."""
    real = engine_game.run

    def run_then_stop(st: State, *args) -> None:
        real(st, *args)
        raise TooManySteps([])

    before = state_image(state)
    engine_game.run = run_then_stop
    try:
        for cmd in legal:
            try:
                apply(state, cmd)
            except Rejected:
                pass
            else:
                return f"{cmd!r} was not refused by the step guard"
            if state_image(state) != before:
                return f"refusing {cmd!r} after its effects did not put the state back"
    finally:
        engine_game.run = real
    return None


def play_checked(game: str, seed: int, players: int, bot: str, *, options: dict | None = None,
                 full_every: int = 25, legal_every: int = 60, sample_seed: int = 0,
                 also=None) -> tuple[State, list[str]]:
    """Play one game of ``game`` with every check; GameFailure (with seed, options and
    commands) on a fault. ``also(state) -> str | None``: a game's own check after every
    command (what is wrong, or None), e.g. its tokens conserved."""
    names = seat_names(players)
    bots = [make_bot(bot, bot_seed(seed, s)) for s in range(players)]
    sampler = random.Random(f"{game}:{seed}:{sample_seed}")
    texts: list[str] = []
    options = options or {}

    def fail(msg: str) -> GameFailure:
        return GameFailure(f"{game} {bot} game seed={seed} players={players} options={options}: {msg}\n"
                           f"commands ({len(texts)}): {texts!r}")

    try:
        state = new_game(game, names, seed, options=options, bots=[bot] * players)
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
        first = first_command(state)  # what the simulator plays unlisted (a bot taking it unseen)
        if first is not None and first != legal[0]:
            raise fail(f"first_command gives {first!r}, but the listing starts with {legal[0]!r}")
        if step % legal_every == legal_at:
            for cmd in legal:
                problem = check(state, cmd)
                if problem is not None:
                    raise fail(f"listed command {cmd!r} fails check: {problem}")
            problem = (every_legal_accepted(state, legal) or unlisted_rejected(state, legal)
                       or refused_after_effects_undone(state, legal))
            if problem:
                raise fail(problem)
        cmd = bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal)
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
        if also is not None:
            problem = also(state)
            if problem:
                raise fail(f"after {text!r}: {problem}")
        if step % full_every == full_at:
            problem = full_conservation(state)
            if problem:
                raise fail(f"after {text!r}: {problem}")
    problem = full_conservation(state)
    if problem:
        raise fail(f"at the end: {problem}")
    if not state.result or not (state.result.get("winners") or state.result.get("outcome") == "all_lose"):
        raise fail(f"game over without a result: {state.result!r}")
    save = Save(format=FORMAT, game=game, cards_digest=default_catalog().digest, seed=seed,
                players=[Seat(name=n, bot=bot) for n in names], options=options, commands=texts)
    try:
        again = replay(save, where=f"replay of seed {seed}")
    except Exception as exc:
        raise fail(f"replay failed: {exc}") from exc
    if again.fingerprint() != state.fingerprint():
        raise fail("replaying the command list does not reproduce the final state")
    return state, texts


def sweep(game: str, bot: str, seeds: range, players_of, options_of=lambda seed: None, also=None,
          at_end=None) -> None:
    """Play every seed (``players_of(seed)`` players, ``options_of(seed)`` options; ``also``:
    the game's own check after every command, see :func:`play_checked`; ``at_end(state) ->
    str | None``: what is wrong with the finished game) and fail with the first failures'
    command lists printed."""
    failures = []
    for seed in seeds:
        try:
            state, _ = play_checked(game, seed, players_of(seed), bot, options=options_of(seed), also=also)
            problem = at_end(state) if at_end is not None else None
            if problem:
                raise GameFailure(f"{game} {bot} game seed={seed} players={players_of(seed)}: {problem}")
        except GameFailure as exc:
            failures.append(str(exc))
    if failures:
        print("\n\n".join(failures[:3]))  # with their command lists, to reproduce them
        heads = "\n".join(f.splitlines()[0] for f in failures)
        pytest.fail(f"{len(failures)} of {len(seeds)} {bot} games failed (commands in the captured output):\n{heads}")
