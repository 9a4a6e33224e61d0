"""Headless bot games and their report (DESIGN §8): ``hotseat sim``.

Game ``i`` of a run uses the game seed ``seed + i``; seat ``s`` of that game is played by a
bot whose own RNG is seeded with :func:`bot_seed` (derived from the game seed and the seat,
never from the game's RNG), so a run is reproducible and a bot never changes the shuffles.
``--workers N`` spreads the games over N processes; every game is independent and the report
is aggregated in game order, so the figures are identical whatever the worker count.

A game is driven as the TUI drives a bot seat, building only the view entries the bot reads
(the same choices as from the whole view, ``tests/test_bots.py``)::

    while not state.game_over:
        seat = state.decider
        legal = legal_commands(state)
        cmd = bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal)
        apply(state, cmd)

A game that raises (a crash, or a listed command being rejected) or that runs past
:data:`MAX_STEPS` commands is a *failure*; the report lists each failure with its seed.

The report (a Rich table, or JSON with ``--json``): win rate by seat and by starting
Character (the first card in the game's ``Rules.character_zone`` once the set-up decisions
are made; none for a game without one), average
turns (``State.turn_number`` at the end) and commands per game, how the games ended
(``State.result["why"]``, e.g. ``barbatos`` or ``line_up``), the games by outcome
(``State.result["outcome"]``: a winner, a shared victory, everyone loses; and the games where
players were eliminated), and the most bought cards (the commands the game declares acquire
a card, ``Rules.acquire_verbs``: DC ``buy``, Metro ``develop``) with their win correlation: of
the (game, player) pairs where the player bought the card at least once, the share where that
player won. A tie counts as a win for each tied winner, and so does a shared victory.
``--variant`` plays a set-up variant of the game (``Rules.variants``).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from rules.api import apply, legal_commands, new_game, rules_for, view
from rules.catalog.loader import Catalog, load
from rules.engine.outcome import OUTCOME_WORDS

#: a game still running after this many commands counts as a failure (a stuck game)
MAX_STEPS = 20_000
#: how many of the most bought cards the report lists
TOP_CARDS = 15


def bot_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s bot in the game seeded ``seed`` (independent of the
    game's own RNG)."""
    return (seed * 1_000_003 + seat * 7_919 + 17) & 0xFFFF_FFFF


def seat_names(players: int) -> list[str]:
    return [f"Bot {i + 1}" for i in range(players)]


@dataclass
class GameRecord:
    """What one headless game produced (plain data, so it crosses process boundaries)."""

    seed: int
    players: int
    winners: list[int] = field(default_factory=list)  # seats
    characters: list[str] = field(default_factory=list)  # starting Character per seat
    bought: list[list[str]] = field(default_factory=list)  # card names bought, per seat
    turns: int = 0
    steps: int = 0
    why: str | None = None
    outcome: str | None = None  # State.result["outcome"]: winner, shared_win, all_lose
    eliminated: list[int] = field(default_factory=list)  # seats
    error: str | None = None


def seat_bots(bot: str, players: int) -> list[str]:
    """The bot of each seat: ``bot`` names one bot for every seat, or one per seat separated
    by commas (``"heuristic,random"``: seat 1 heuristic, seat 2 random), repeated when there are
    more seats than names."""
    kinds = [k.strip() for k in bot.split(",")]
    return [kinds[s % len(kinds)] for s in range(players)]


def play_game(game: str, players: int, seed: int, bot: str = "heuristic", *,
              max_steps: int = MAX_STEPS, variant: str | None = None,
              cards: tuple[str, ...] = ()) -> GameRecord:
    """Play one seeded bot game (of ``variant``, None: the standard game) to the end and
    record it, with the shipped cards plus the card files ``cards`` (``--cards``). Never
    raises for a game fault: the record's ``error`` says what went wrong."""
    from .bots import make_bot

    names = seat_names(players)
    rules = rules_for(game)
    zone = rules.character_zone  # "": the game keeps no character in a zone
    acquire = frozenset(rules.acquire_verbs)
    options = {"variant": variant} if variant else None
    rec = GameRecord(seed=seed, players=players, bought=[[] for _ in range(players)])
    try:
        kinds = seat_bots(bot, players)
        bots = [make_bot(k, bot_seed(seed, s)) for s, k in enumerate(kinds)]
        state = new_game(game, names, seed, bots=kinds, options=options, catalog=_catalog(cards))
        steps = 0
        while not state.game_over:
            if zone and not rec.characters and all(p.zones.get(zone) for p in state.players):
                rec.characters = [state.name(p.zones[zone][0]) for p in state.players]
            if steps >= max_steps:
                rec.error = f"no end after {max_steps} commands (turn {state.turn_number})"
                break
            seat = state.decider
            legal = legal_commands(state)
            cmd = bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal)
            if cmd.kind in acquire:
                rec.bought[seat].append(state.name(cmd.card))
            apply(state, cmd)
            steps += 1
        rec.steps = steps
        rec.turns = state.turn_number
        if state.game_over and state.result:
            rec.why = state.result.get("why")
            rec.outcome = state.result.get("outcome")
            rec.winners = [names.index(w) for w in state.result.get("winners", []) if w in names]
            rec.eliminated = [names.index(w) for w in state.result.get("eliminated", []) if w in names]
    except Exception as exc:  # a crash or a rejected legal command: reported, not raised
        rec.error = f"{type(exc).__name__}: {exc}"
    if zone and not rec.characters:
        rec.characters = ["?"] * players
    return rec


@lru_cache(maxsize=4)
def _catalog(cards: tuple[str, ...]) -> Catalog | None:
    """The catalog of a run with the card files ``cards`` (loaded once per process; None:
    the shipped cards). The command line has checked the files before the run."""
    return load(extra=[Path(c) for c in cards]) if cards else None


def _play_args(args: tuple) -> dict:
    game, players, seed, bot, variant, cards = args
    return asdict(play_game(game, players, seed, bot, variant=variant, cards=cards))


def _rate(wins: int, games: int) -> float:
    return round(wins / games, 4) if games else 0.0


def aggregate(records: list[GameRecord], *, game: str, players: int, seed: int, bot: str,
              variant: str | None = None) -> dict[str, Any]:
    """The report of a run (records in game order). ``outcomes``: the completed games by
    outcome (every kind of :data:`rules.engine.outcome.OUTCOME_WORDS`, zero included);
    ``eliminations``: the games where someone was eliminated, and the players eliminated."""
    done = [r for r in records if r.error is None]
    n = len(done)
    seat_wins = Counter(s for r in done for s in r.winners)
    char_games: Counter[str] = Counter()
    char_wins: Counter[str] = Counter()
    for r in done:
        for s, ch in enumerate(r.characters):
            char_games[ch] += 1
            if s in r.winners:
                char_wins[ch] += 1
    bought: Counter[str] = Counter()
    buyers: Counter[str] = Counter()
    buyer_wins: Counter[str] = Counter()
    for r in done:
        for s, names in enumerate(r.bought):
            bought.update(names)
            for name in set(names):
                buyers[name] += 1
                if s in r.winners:
                    buyer_wins[name] += 1
    ends = Counter(r.why or "none" for r in done)
    kinds = Counter(r.outcome for r in done)
    top = sorted(bought, key=lambda c: (-bought[c], c))[:TOP_CARDS]
    return {
        "game": game,
        "variant": variant or rules_for(game).variants[0],
        "players": players,
        "bot": bot,
        "seed": seed,
        "games": len(records),
        "completed": n,
        "failures": [{"seed": r.seed, "error": r.error} for r in records if r.error is not None],
        "ties": sum(1 for r in done if r.outcome == "winner" and len(r.winners) > 1),
        "win_rate_by_seat": [{"seat": s + 1, "wins": seat_wins[s], "rate": _rate(seat_wins[s], n)}
                             for s in range(players)],
        "win_rate_by_character": {ch: {"games": char_games[ch], "wins": char_wins[ch],
                                       "rate": _rate(char_wins[ch], char_games[ch])}
                                  for ch in sorted(char_games)},
        "avg_turns": round(sum(r.turns for r in done) / n, 2) if n else 0.0,
        "avg_commands": round(sum(r.steps for r in done) / n, 2) if n else 0.0,
        "min_turns": min((r.turns for r in done), default=0),
        "max_turns": max((r.turns for r in done), default=0),
        "end_reasons": dict(sorted(ends.items())),
        "outcomes": {k: kinds[k] for k in OUTCOME_WORDS},
        "eliminations": {"games": sum(1 for r in done if r.eliminated),
                         "players": sum(len(r.eliminated) for r in done)},
        "most_bought": [{"card": c, "bought": bought[c], "buyers": buyers[c],
                         "win_rate": _rate(buyer_wins[c], buyers[c])} for c in top],
    }


def simulate(game: str, players: int, games: int, seed: int, bot: str = "heuristic", workers: int = 1,
             progress=None, variant: str | None = None, cards: tuple[str, ...] = ()) -> list[GameRecord]:
    """Play ``games`` games (seeds ``seed``..``seed + games - 1``) of ``variant`` (None: the
    standard game), ``workers`` processes, with the extra card files ``cards``; returns the
    records in game order. ``progress(done)`` is called as games finish."""
    jobs = [(game, players, seed + i, bot, variant, tuple(cards)) for i in range(games)]
    if workers <= 1 or games <= 1:
        out = []
        for job in jobs:
            out.append(GameRecord(**_play_args(job)))
            if progress:
                progress(len(out))
        return out
    out = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        chunk = max(1, min(16, games // (workers * 8) or 1))
        for rec in pool.map(_play_args, jobs, chunksize=chunk):
            out.append(GameRecord(**rec))
            if progress:
                progress(len(out))
    return out


def run_sim(game: str | None = None, players: int = 2, games: int = 100, seed: int = 1, bot: str = "heuristic",
            workers: int = 1, as_json: bool = False, variant: str | None = None,
            cards: tuple[str, ...] = ()) -> dict[str, Any]:
    """``hotseat sim``: play, then print the report (JSON, or a Rich table with a progress
    bar on stderr while the games run). ``cards``: extra card files (``--cards``). Returns
    the report. SystemExit with the reason for an unknown bot, game or variant, or a number
    of players the variant does not take."""
    from .bots import BOTS
    from rules.api import default_game, rules_for

    game = game or default_game()
    bad = [k for k in seat_bots(bot, players) if k not in BOTS]
    if bad:
        raise SystemExit(f"unknown bot {bad[0]!r}; known: {', '.join(BOTS)}")
    try:
        rules = rules_for(game)
    except KeyError as exc:
        raise SystemExit(str(exc.args[0])) from None
    if variant is not None and variant not in rules.variants:
        raise SystemExit(f"{rules.title} has no variant {variant!r}; choose one of: {', '.join(rules.variants)}")
    low, high = rules.players(variant)
    if not low <= players <= high:
        raise SystemExit(f"{rules.title} takes {low} to {high} players, not {players}")
    if as_json:
        records = simulate(game, players, games, seed, bot, workers, variant=variant, cards=cards)
        report = aggregate(records, game=game, players=players, seed=seed, bot=bot, variant=variant)
        sys.stdout.write(json.dumps(report, indent=1) + "\n")
        return report
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True) as prog:
        tid = prog.add_task(f"{rules.title}: {games} games", total=games)
        records = simulate(game, players, games, seed, bot, workers,
                           progress=lambda done: prog.update(tid, completed=done), variant=variant, cards=cards)
    report = aggregate(records, game=game, players=players, seed=seed, bot=bot, variant=variant)
    print_report(report, Console())
    return report


def print_report(r: dict[str, Any], console) -> None:
    """The report as Rich tables. Names from card files (Characters, cards) and error texts
    are shown as text, never as markup or terminal control."""
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text

    from rules.engine.options import printable

    def plain(text: str) -> Text:
        return Text(printable(str(text)))

    bots = f"{r['bot']} bots" if "," not in r["bot"] else f"bots by seat: {', '.join(seat_bots(r['bot'], r['players']))}"
    console.print(f"[bold]{escape(r['game'])}[/] ({escape(r['variant'])}): {r['completed']} of {r['games']} games completed, {r['players']} "
                  f"{escape(bots)}, seeds {r['seed']}..{r['seed'] + r['games'] - 1}")
    console.print(f"Average length: {r['avg_turns']} turns ({r['min_turns']}–{r['max_turns']}), "
                  f"{r['avg_commands']} commands; ties: {r['ties']}")
    console.print(plain("Game ends: " + ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items())))
    def table(title: str, columns: list[str], rows) -> None:
        """A Rich table: the first column left-aligned, the numbers right-aligned."""
        t = Table(title=title)
        for i, c in enumerate(columns):
            t.add_column(c, justify="left" if i == 0 and c != "Seat" else "right")
        for row in rows:
            t.add_row(plain(row[0]), *row[1:])
        console.print(t)

    table("Outcomes", ["Games", *OUTCOME_WORDS.values(), "Games with eliminations", "Players eliminated"],
          [(str(r["completed"]), *(str(r["outcomes"][k]) for k in OUTCOME_WORDS),
            str(r["eliminations"]["games"]), str(r["eliminations"]["players"]))])
    table("Win rate by seat", ["Seat", "Wins", "Rate"],
          [(str(w["seat"]), str(w["wins"]), f"{w['rate']:.0%}") for w in r["win_rate_by_seat"]])
    if r["win_rate_by_character"]:  # a game whose players play characters kept in a zone
        table("Win rate by starting Character", ["Character", "Games", "Wins", "Rate"],
              [(ch, str(w["games"]), str(w["wins"]), f"{w['rate']:.0%}")
               for ch, w in sorted(r["win_rate_by_character"].items(), key=lambda kv: -kv[1]["rate"])])
    if r["most_bought"]:  # a game bought from with the kernel's buy command
        table("Most bought cards", ["Card", "Bought", "Buyers", "Buyers' win rate"],
              [(w["card"], str(w["bought"]), str(w["buyers"]), f"{w['win_rate']:.0%}") for w in r["most_bought"]])
    for f in r["failures"]:
        console.print(f"[red]FAILED[/] seed {f['seed']}: {escape(printable(str(f['error'])))}")
