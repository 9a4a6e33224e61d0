"""One headless bot game (DESIGN §8): the per-game function of ``hotseat sim``.

Game ``i`` of a run uses the game seed ``seed + i``; seat ``s`` of that game is played by a
bot whose own RNG is seeded with :func:`bot_seed` (derived from the game seed and the seat,
never from the game's RNG), so a run is reproducible and a bot never changes the shuffles.
Every game is independent: :func:`play_row` is the one function every backend runs (the
process pool of ``--workers``, Dask's workers), and the report
(:mod:`hotseat.simreport`) is computed from its rows in game order, so the figures are the
same whatever the backend or the worker count.

A game is driven as the TUI drives a bot seat, building only the view entries the bot reads
(the same choices as from the whole view, ``tests/test_bots.py``), on a *headless* state
(``new_game(..., headless=True)``, :attr:`rules.engine.state.State.headless`): nobody reads
its log nor needs a refused command undone, so it keeps no log and no rollback journal
(speed; the same game as at a table, ``tests/test_sim.py``)::

    while not state.game_over:
        seat = state.decider
        legal = legal_commands(state)
        cmd = bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal)
        apply(state, cmd)

A game that raises (a crash, or a listed command being rejected) or that runs past
:data:`MAX_STEPS` commands is a *failure*; the report lists each failure with its seed.

What a game records (:class:`GameRecord`; with the game's set-up options, one row of
``sim --json``, :func:`play_row`): the winners, each
seat's starting Character (the first card in the game's ``Rules.character_zone`` once the
set-up decisions are made; none for a game without one), the cards each seat acquired (the
commands the game declares acquire a card, ``Rules.acquire_verbs``: DC ``buy``, Metro
``develop``), turns and commands, how and with what outcome it ended (``State.result``; a
player's name in the reason is written "a player", so reasons add up across games), each
seat's score columns, the game's own measures (``Rules.measure``) and, for the cards the run
focuses on (``--card``), when each seat could acquire, acquired and played them.
"""

from __future__ import annotations

import gc
import json
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from rules.api import apply, legal_commands, new_game, rules_for, view
from rules.engine.game import first_command, listed_answer, verb_first
from rules.catalog.loader import Catalog, default_catalog, load, parse_cards

#: the view entries a bot answering its own decision reads (HeuristicBot.wish)
_DECIDING = ("decision", "decision_known")
#: a game still running after this many commands counts as a failure (a stuck game)
MAX_STEPS = 20_000


def bot_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s bot in the game seeded ``seed`` (independent of the
    game's own RNG)."""
    return (seed * 1_000_003 + seat * 7_919 + 17) & 0xFFFF_FFFF


def seat_names(players: int) -> list[str]:
    return [f"Bot {i + 1}" for i in range(players)]


@dataclass
class GameRecord:
    """What one headless game produced (plain data, so it crosses process boundaries; as a
    dict with the game's set-up options it is one row of ``sim --json``). Seats are 0-based."""

    seed: int
    players: int
    winners: list[int] = field(default_factory=list)  # seats
    characters: list[str] = field(default_factory=list)  # starting Character per seat
    bought: list[list[str]] = field(default_factory=list)  # card names acquired, per seat
    turns: int = 0
    steps: int = 0
    why: str | None = None
    outcome: str | None = None  # State.result["outcome"]: winner, shared_win, all_lose
    eliminated: list[int] = field(default_factory=list)  # seats
    #: the game's score columns ([key, heading]) and each seat's numbers in them
    columns: list[list[str]] = field(default_factory=list)
    scores: list[dict[str, float]] = field(default_factory=list)
    #: the game's own measures (``Rules.measure``), by key
    measures: dict[str, float] = field(default_factory=dict)
    #: per focused card id: ``name``; per seat ``offered`` (turns it could be acquired),
    #: ``bought`` (the turn numbers it was acquired), ``played`` (times played)
    focus: dict[str, dict[str, Any]] = field(default_factory=dict)
    error: str | None = None


def seat_bots(bot: str, players: int) -> list[str]:
    """The bot of each seat: ``bot`` names one bot for every seat, or one per seat separated
    by commas (``"heuristic,random"``: seat 1 heuristic, seat 2 random), repeated when there are
    more seats than names."""
    kinds = [k.strip() for k in bot.split(",")]
    return [kinds[s % len(kinds)] for s in range(players)]


def play_game(game: str, players: int, seed: int, bot: str = "heuristic", *,
              max_steps: int = MAX_STEPS, variant: str | None = None, cards: str = "",
              options: dict[str, Any] | None = None, remove: tuple[str, ...] = (),
              focus: tuple[str, ...] = ()) -> GameRecord:
    """Play one seeded bot game to the end and record it. ``variant`` (None: the standard
    game) and ``options`` are the set-up options (``new_game(options=...)``); the cards are the
    shipped ones plus the definitions ``cards`` (:func:`card_definitions` of the ``--cards``
    files: plain text, so a worker on another machine needs no file), less the card ids
    ``remove``; ``focus``: the card ids whose offers, acquisitions and plays
    are recorded. Never raises for a game fault: the record's ``error`` says what went wrong."""
    from .bots import make_bot

    names = seat_names(players)
    rules = rules_for(game)
    zone = rules.character_zone  # "": the game keeps no character in a zone
    acquire = frozenset(rules.acquire_verbs)
    opts = dict(options or {})
    if variant:
        opts["variant"] = variant
    rec = GameRecord(seed=seed, players=players, bought=[[] for _ in range(players)])
    track = frozenset(focus)
    seen: set[tuple[int, int, str]] = set()  # (seat, turn, card id) offered
    try:
        catalog = run_catalog(cards, tuple(remove))
        _freeze_once(catalog)
        kinds = seat_bots(bot, players)
        bots = [make_bot(k, bot_seed(seed, s)) for s, k in enumerate(kinds)]
        state = new_game(game, names, seed, bots=kinds, options=opts or None, catalog=catalog, headless=True)
        if track:
            ids = {c.id: c.name for c in (catalog or default_catalog()).cards.values()}
            rec.focus = {cid: {"name": ids.get(cid, cid), "offered": [0] * players,
                               "bought": [[] for _ in range(players)], "played": [0] * players} for cid in focus}
        steps = 0
        while not state.game_over:
            if zone and not rec.characters and all(p.zones.get(zone) for p in state.players):
                rec.characters = [state.name(p.zones[zone][0]) for p in state.players]
            if steps >= max_steps:
                rec.error = f"no end after {max_steps} commands (turn {state.turn_number})"
                break
            seat = state.active if state.pending is None else state.pending.player  # State.decider, inline
            bot = bots[seat]
            # a bot taking the first command listed of a kind unseen needs only that one
            first = None if track or bot.takes_first is None else first_command(state)
            if first is not None and first.kind == bot.takes_first:
                cmd = first
            elif not track and bot.follows_verbs and (quick := verb_first(state)) is not None:
                cmd = quick  # what the bot gives by the game's verb order, found without a listing
            elif not track and bot.answers_alone and (d := state.pending) is not None and d.answer == "options":
                # the bot's answer to its decision, listed only when legal would list a sample
                wish = bot.wish(view(state, seat, log=False, keys=_DECIDING))
                cmd = listed_answer(state, wish[0])
                if cmd is None:
                    cmd = bot.settle(wish, legal_commands(state))
            elif not track and bot.advises_alone and (d := state.pending) is not None and d.answer == "options":
                # the game's advice on the decision, listed only when it gives none or legal
                # would list a sample (choose then gives what it would have given); told
                # without a view when the game can (Rules.answers_at_once)
                quick = rules.answers_at_once(state)
                cmd = None if quick is None else \
                    next((c for ids in quick if (c := listed_answer(state, ids)) is not None), None)
                if cmd is None:
                    keys = bot.deciding_reads()
                    seen_view = view(state, seat, log=False, keys=keys)
                    cmd = next((c for ids in bot.advised_answers(seen_view) if (c := listed_answer(state, ids)) is not None),
                               None)
                if cmd is None:
                    legal = legal_commands(state)
                    wanted = bot.reads(legal)
                    cmd = bot.choose(seen_view if wanted == keys else view(state, seat, log=False, keys=wanted), legal)
            else:
                legal = legal_commands(state)
                if track:
                    _offers(state, seat, legal, acquire, track, seen, rec)
                # the game's advice when it has nothing to weigh, told without a view (speed)
                cmd = rules.advice_at_once(state, legal) if bot.advises_at_once else None
                if cmd is None:
                    cmd = bot.choose(view(state, seat, log=False, keys=bot.reads(legal)), legal)
            if cmd.kind in acquire:
                rec.bought[seat].append(state.name(cmd.card))
                if track and (cid := state.cards[cmd.card].id) in track:
                    rec.focus[cid]["bought"][seat].append(state.turn_number)
            elif track and cmd.kind == "play" and (cid := state.cards[cmd.card].id) in track:
                rec.focus[cid]["played"][seat] += 1
            apply(state, cmd)
            steps += 1
        rec.steps = steps
        rec.turns = state.turn_number
        if state.game_over and state.result:
            _ended(rec, state, rules, names)
    except Exception as exc:  # a crash or a rejected legal command: reported, not raised
        rec.error = f"{type(exc).__name__}: {exc}"
    if zone and not rec.characters:
        rec.characters = ["?"] * players
    return rec


_FROZEN: list[bool] = []


def _freeze_once(catalog: Catalog | None) -> None:
    """Once per process, with the cards loaded: collect, then move every object alive to the
    garbage collector's permanent generation (``gc.freeze``), so that its full collections
    during the games no longer walk the catalog and the modules (speed: about 3 % of a game).
    What each game leaves behind is collected as before."""
    if not _FROZEN:
        _FROZEN.append(True)
        if catalog is None:
            default_catalog()
        gc.collect()
        gc.freeze()


def _offers(state, seat: int, legal: list, acquire: frozenset, track: frozenset, seen: set, rec: GameRecord) -> None:
    """Count, once per turn, each focused card ``seat`` may acquire now."""
    for c in legal:
        if c.kind in acquire and (cid := state.cards[c.card].id) in track:
            key = (seat, state.turn_number, cid)
            if key not in seen:
                seen.add(key)
                rec.focus[cid]["offered"][seat] += 1


def _ended(rec: GameRecord, state, rules, names: list[str]) -> None:
    """Fill ``rec`` from the result of the game that has just ended."""
    result = state.result
    why = result.get("why")
    for n in names:  # a reason naming a player ("Bot 2 reached ...") adds up across games
        why = why.replace(n, "a player") if why else why
    rec.why = why
    rec.outcome = result.get("outcome")
    rec.winners = [names.index(w) for w in result.get("winners", []) if w in names]
    rec.eliminated = [names.index(w) for w in result.get("eliminated", []) if w in names]
    rec.columns = [list(c) for c in result.get("columns", [])]
    by_name = {row.get("player"): row for row in result.get("scores", [])}
    rec.scores = [{k: v for k, v in by_name.get(n, {}).items()
                   if isinstance(v, (int, float)) and not isinstance(v, bool)} for n in names]
    rec.measures = dict(rules.measure(state))


def card_definitions(files: tuple[str, ...]) -> str:
    """The cards the card files ``files`` add to the shipped set (later files overriding by
    id), as JSON text: the list a save carries (:meth:`Catalog.added_data`); "" for none. The
    command line has checked the files (:class:`~rules.catalog.loader.CatalogError` otherwise)."""
    if not files:
        return ""
    return json.dumps(load(extra=[Path(f) for f in files]).added_data(), sort_keys=True)


@lru_cache(maxsize=8)
def run_catalog(cards: str = "", remove: tuple[str, ...] = ()) -> Catalog | None:
    """The catalog of a run: the shipped cards plus the definitions ``cards``
    (:func:`card_definitions`) less the card ids ``remove`` (built once per process; None: the
    shipped cards unchanged)."""
    if not cards and not remove:
        return None
    cat = default_catalog()
    if cards:
        added, errors = parse_cards(json.loads(cards), "sim")
        if errors:
            raise ValueError("\n".join(errors))
        cat = cat.with_cards(added, "sim")
    if remove:
        cat = Catalog({k: v for k, v in cat.cards.items() if k not in remove},
                      {k: v for k, v in cat.origin.items() if k not in remove},
                      {k: v for k, v in cat.lines.items() if k not in remove},
                      [k for k in cat.added if k not in remove])
    return cat


def play_row(job: dict[str, Any]) -> dict[str, Any]:
    """The per-game function of every backend: ``job`` holds :func:`play_game`'s arguments
    (``game``, ``players``, ``seed``, ``bot``, ``variant``, ``cards``, ``options``, ``remove``,
    ``focus``); returns the game's row: :class:`GameRecord` as a dict, and ``options``, the
    game's set-up options besides the variant (so a report can group games by them)."""
    job = dict(job)
    rec = asdict(play_game(job.pop("game"), job.pop("players"), job.pop("seed"), job.pop("bot"), **job))
    return {**rec, "options": dict(job.get("options") or {})}
