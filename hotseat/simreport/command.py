"""``hotseat sim``: check the request, play the run (and its comparison run), show the report.

A run may focus on cards (``--card NAME``, repeatable): its rows then record when each seat
could acquire, acquired and played them, and the report gives their figures. With
``--compare FILE`` the same games (same seeds, same bots) are played a second time with the
card file FILE on top of the run's cards (a card with a focused card's id replaces it: a new
version of the card); ``--compare none`` plays them without the focused cards. Both reports
are computed, and printed side by side.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from hotseat.sim import card_definitions, run_catalog, seat_bots
from rules.api import default_game, rules_for

from .report import aggregate
from .run import BACKENDS, jobs, runner

#: ``--compare`` naming no file: play the comparison run without the focused cards
REMOVE = "none"


def focus_ids(game: str, names: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    """The ids of the cards of ``game`` named ``names`` (a card's name or id, any case; a
    unique beginning of a name is enough), with the card files ``cards``. SystemExit naming
    the card when there is none or more than one."""
    from rules.catalog.loader import default_catalog

    cat = run_catalog(card_definitions(tuple(cards))) or default_catalog()
    own = cat.game_cards(game)
    out = []
    for name in names:
        low = name.lower()
        hits = [c for c in own if c.name.lower() == low or c.id == low]
        if not hits:
            hits = [c for c in own if c.name.lower().startswith(low)]
        if not hits:
            raise SystemExit(f"--card: no card of {game} named {name!r}.")
        if len({c.id for c in hits}) > 1:
            raise SystemExit(f"--card: {name!r} names several cards of {game}: "
                             f"{', '.join(sorted(c.name for c in hits))}.")
        if hits[0].id not in out:
            out.append(hits[0].id)
    return tuple(out)


def run_sim(game: str | None = None, players: int = 2, games: int = 100, seed: int = 1, bot: str = "heuristic",
            workers: int = 1, as_json: bool = False, variant: str | None = None, cards: tuple[str, ...] = (),
            options: dict[str, Any] | None = None, sweep: dict[str, list[Any]] | None = None,
            focus: tuple[str, ...] = (), compare: str | None = None,
            charts: bool = True, html: str | None = None, png: str | None = None, backend: str = "local",
            address: str | None = None) -> dict[str, Any]:
    """``hotseat sim``: play, then print the report (JSON with every game's row, or Rich
    tables and terminal charts with a progress bar on stderr while the games run), and
    write the ``html``/``png`` reports. ``cards``: extra card files (``--cards``); ``options``:
    set-up options besides ``variant``; ``sweep``: set-up options with several values each,
    the games played with each combination (:func:`~hotseat.simreport.run.set_ups`); ``focus``: card names (``--card``); ``compare``: a
    card file or :data:`REMOVE`. Returns the report (with ``compare``: the comparison run's
    under ``"compare"``). SystemExit with the reason for an unknown bot, game, variant,
    backend or card, a number of players the variant does not take, or a missing extra."""
    from .. import bots

    game = game or default_game()
    bad = [k for k in seat_bots(bot, players) if k not in bots.BOTS]
    if bad:
        raise SystemExit(f"unknown bot {bad[0]!r}; known: {', '.join(bots.BOTS)}")
    try:
        rules = rules_for(game)
    except KeyError as exc:
        raise SystemExit(str(exc.args[0])) from None
    if variant is not None and variant not in rules.variants:
        raise SystemExit(f"{rules.title} has no variant {variant!r}; choose one of: {', '.join(rules.variants)}")
    low, high = rules.players(variant)
    if not low <= players <= high:
        raise SystemExit(f"{rules.title} takes {low} to {high} players, not {players}")
    if backend not in BACKENDS:
        raise SystemExit(f"unknown backend {backend!r}; known: {', '.join(BACKENDS)}")
    if compare == REMOVE and not focus:
        raise SystemExit("--compare none plays the games without the --card cards: name at least one --card.")
    ids = focus_ids(game, focus, cards) if focus else ()
    if png:
        from .charts import need_matplotlib
        need_matplotlib()
    meta = {"game": game, "players": players, "seed": seed, "bot": bot, "variant": variant, "options": options,
            "sweep": sweep, "backend": backend}
    own = card_definitions(tuple(cards))  # the jobs carry the definitions, not the paths
    arms = [jobs(game, players, games, seed, bot, variant=variant, cards=own, options=options, focus=ids,
                 sweep=sweep)]
    label = ""
    if compare is not None:
        other = {"remove": ids} if compare == REMOVE else {"cards": card_definitions((*cards, compare))}
        arms.append(jobs(game, players, games, seed, bot, variant=variant, options=options, focus=ids,
                         sweep=sweep, **{"cards": own, **other}))
        label = "without " + ", ".join(focus) if compare == REMOVE else f"with {Path(compare).name}"
    runs = _play(arms, workers, backend, address, None if as_json else f"{rules.title}: {len(arms[0])} games")
    reports = [aggregate(rows, **meta) for rows in runs]
    report = reports[0]
    if len(reports) > 1:
        report["compare"] = {"label": label, **reports[1]}
    if as_json:
        out = {**report, "rows": runs[0]}
        if len(runs) > 1:
            out["compare"] = {**report["compare"], "rows": runs[1]}
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
    else:
        from rich.console import Console

        from .show import print_report

        console = Console()
        print_report(report, console, report.get("compare"), label)
        if charts:
            from .charts import terminal_charts

            for chart in terminal_charts(report, width=min(console.width, 100)):
                console.print(chart)
    if html:
        from .charts import write_html
        write_html(report, Path(html))
    if png:
        from .charts import write_png
        write_png(report, Path(png))
    return report


def _play(arms: list[list[dict]], workers: int, backend: str, address: str | None, title: str | None) -> list[list[dict]]:
    """Play each arm's jobs on one start of the backend (with a progress bar on stderr titled
    ``title``; None: none)."""
    with runner(backend, workers, address) as play:
        if title is None:
            return [play(a, None) for a in arms]
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        out = []
        with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True) as prog:
            for i, arm in enumerate(arms):
                tid = prog.add_task(title if i == 0 else f"{title} (comparison)", total=len(arm))
                out.append(play(arm, lambda done, tid=tid: prog.update(tid, completed=done)))
        return out
