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
time (the work the key causes: the figure to compare) and of wall-clock time (which also holds
Textual's idle waits: the pilot's pause and the screen's refresh timer).
``--profile`` prints the top of a cProfile run of the timed rounds instead.

Both move with the load of the shared machine (CPU time less so): compare runs made one after
the other, and read the median.
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


async def measure(game: str, rounds: int, size: tuple[int, int], folder: Path,
                  profiler: cProfile.Profile | None) -> dict[str, list[tuple[float, float]]]:
    """(wall, CPU) milliseconds per key label (see the module docstring), ``rounds`` of each, for
    ``game``."""
    app = HotseatApp(scenario=scenario(game, folder, 4 if game == "metro" else rounds + 2), autosave=False)
    times: dict[str, list[tuple[float, float]]] = {label: [] for label, _ in KEYS}
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
                ms = ((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000)
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
                wall, cpu = [w for w, _ in v], [c for _, c in v]
                print(f"{game:9} {label:14} CPU {statistics.median(cpu):5.1f} ms (worst {max(cpu):5.1f})   "
                      f"wall {statistics.median(wall):5.1f} ms (worst {max(wall):5.1f})")
    if profiler is not None:
        pstats.Stats(profiler).sort_stats(a.sort).print_stats(40)


if __name__ == "__main__":
    main()
