"""How long a key takes to settle at the table (issue 15 "at the table: a key must settle in
under 50 ms").

    .venv/bin/python bench/key_settle.py [--rounds N] [--size 120x40] [--game ID ...] [--profile]

For each game, a two-player table set up by a scenario (:data:`TABLES`: the first player holds
five plain cards) is driven through Textual's Pilot, as the Pilot tests drive it. One round
plays the highlighted card of the hand with Enter (Metro: slots a Spark of Energy, so at most
3 rounds there), then moves the hand's cursor down and up. Each key is timed from the press until the app is
idle again with the screen redrawn (``pilot.press`` then ``pilot.pause``: every message the
key caused, the table's refresh and the repaint). It prints the median and the worst of each
key over ``--rounds`` rounds, after one warm-up round, in milliseconds of this process's CPU
time (the work the key causes: the figure to compare), of wall-clock time until the screen's
last repaint after the key (``shown``: what a player waits for, the screen's refresh timer
included) and of wall-clock time until the pilot saw the app idle (``wall``: it also holds the
pilot's idle detection, sleeps of 20 ms until one passes with no work, so at least 40 ms a key
that a player never waits for).
``--profile`` prints the top of a cProfile run of the timed rounds instead.

Both move with the load of the shared machine (CPU time less so): compare runs made one after
the other, and read the median.

Round of 4 Dec 2026 evening (helper speed5; ``--rounds 5``, 120x40, CPU median ms of a play, at
the start: Metal 18.3, JLD 22.1, Metro 28.3, Mistborn 29.9; at 80x24: 19.3, 23.4, 32.0, 29.1;
a cursor key 6-9 ms everywhere): every key's CPU is under 50 ms, but the ``wall`` column
(85-130 ms) was mostly the pilot's idle detection, so ``shown`` was added. It showed a play
settling in two repaints: the left column's new content height laid the whole screen out again
(Textual sets a scroll container's virtual size after a layout as a change that asks for
another), and the hand's list drew its rows again when it shrank by a row (OptionList drops its
rows at every resize). Both are gone (``screens.widgets.scroll.Column``, ``PickList._on_resize``;
a scroll bar's own repaint after the layout is left). Play, ``shown`` median ms, alternating
runs main / this (three pairs, load 0.8-1.8): Metal 19.3/19.0, 19.0/19.0, 18.9/13.6; JLD
49.1/16.8, 30.4/17.6, 18.8/21.7; Metro 55.5/57.9, 31.9/27.0, 51.5/32.8; Mistborn 67.1/49.0,
54.0/28.5, 34.1/49.3 (the repaint left lands 0-35 ms after the first, by the screen's timer,
so ``shown`` stays noisy; CPU medians moved by less than the load's noise).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hotseat.app import HotseatApp  # noqa: E402
from screens.decision import DecisionScreen  # noqa: E402
from screens.handoff import HandoffScreen  # noqa: E402

#: per game: (the card the first player holds many of, the rest of each player's set-up in TOML)
TABLES = {
    "metal": ("Punch", 'characters = ["Cyborg"]', 'characters = ["Hal Jordan"]'),
    "jld": ("Punch", 'characters = ["Swamp Thing"]', 'characters = ["Zatanna"]'),
    "metro": ("Spark of Energy", "", ""),  # Enter slots it: four slots
    "mistborn": ("Funding", 'characters = ["Vin"]', 'characters = ["Kelsier"]'),
}
#: the keys timed, in the order of a round
KEYS = (("play (Enter)", "enter"), ("cursor (Down)", "down"), ("cursor (Up)", "up"))


def scenario(game: str, folder: Path, cards: int) -> Path:
    """A scenario file for ``game``'s bench table (the first player holds ``cards`` copies of
    its card), written into ``folder``."""
    card, first, second = TABLES[game]
    path = folder / f"{game}.toml"
    variant = 'variant = "first_game"\n' if game == "metro" else ""
    hand = ", ".join([f'"{card}"'] * cards)
    path.write_text(f'game = "{game}"\nseed = 5\n{variant}players = ["Ann", "Ben"]\n\n'
                    f"[[player]]\nhand = [{hand}]\n{first}\n\n[[player]]\n{second}\n")
    return path


async def _idle(pilot, app, until) -> None:
    for _ in range(2000):
        if until():
            return
        await pilot.pause()
    raise RuntimeError("the table never came")


def _watch_repaints(app: HotseatApp) -> list[float]:
    """A one-item list that holds the ``perf_counter`` time of the app's last repaint (a screen
    update handed to the driver), kept current from now on."""
    last = [0.0]
    display = app._display

    def timed(screen, renderable) -> None:
        if renderable is not None:
            last[0] = time.perf_counter()
        display(screen, renderable)

    app._display = timed
    return last


async def measure(game: str, rounds: int, size: tuple[int, int], folder: Path,
                  profiler: cProfile.Profile | None) -> dict[str, list[tuple[float, float, float]]]:
    """(wall, CPU, shown) milliseconds per key label (see the module docstring), ``rounds`` of
    each, for ``game``."""
    app = HotseatApp(scenario=scenario(game, folder, 4 if game == "metro" else rounds + 2), autosave=False)
    repainted = _watch_repaints(app)
    times: dict[str, list[tuple[float, float, float]]] = {label: [] for label, _ in KEYS}
    async with app.run_test(size=size) as pilot:
        await _idle(pilot, app, lambda: type(app.screen).__name__ == "HandoffScreen")
        await pilot.press("space")
        await _idle(pilot, app, lambda: type(app.screen).__name__ == "TableScreen" and app.viewer is not None)
        await pilot.pause()
        for r in range(min(rounds, 3) + 1 if game == "metro" else rounds + 1):
            app.screen.query_one("#hand").focus()
            await pilot.pause()
            for label, key in KEYS:
                if profiler is not None and r:
                    profiler.enable()
                t, c = time.perf_counter(), time.process_time()
                await pilot.press(key)
                await pilot.pause()
                ms = ((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000,
                      max(0.0, repainted[0] - t) * 1000)
                if profiler is not None:
                    profiler.disable()
                if r:  # round 0 warms up
                    times[label].append(ms)
                if type(app.screen).__name__ != "TableScreen":
                    raise RuntimeError(f"{game}: {key} left the table for {type(app.screen).__name__}")
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--size", default="120x40")
    ap.add_argument("--game", action="append", choices=sorted(TABLES))
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--sort", default="cumtime", help="the profile's order (a pstats key)")
    a = ap.parse_args()
    size = tuple(int(x) for x in a.size.split("x"))
    profiler = cProfile.Profile() if a.profile else None
    HandoffScreen.GUARD = DecisionScreen.GUARD = 0.0  # no guard against stray keys: a script presses them
    with tempfile.TemporaryDirectory() as tmp:
        for game in a.game or TABLES:
            times = asyncio.run(measure(game, a.rounds, size, Path(tmp), profiler))
            for label, v in times.items():
                wall, cpu, shown = ([t[i] for t in v] for i in range(3))
                print(f"{game:9} {label:14} CPU {statistics.median(cpu):5.1f} ms (worst {max(cpu):5.1f})   "
                      f"shown {statistics.median(shown):5.1f} ms (worst {max(shown):5.1f})   "
                      f"wall {statistics.median(wall):5.1f} ms (worst {max(wall):5.1f})")
    if profiler is not None:
        pstats.Stats(profiler).sort_stats(a.sort).print_stats(40)


if __name__ == "__main__":
    main()
