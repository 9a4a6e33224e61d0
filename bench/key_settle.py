"""How long a key takes to settle at the table (issue 15 "at the table: a key must settle in
under 50 ms").

    .venv/bin/python bench/key_settle.py [--rounds N] [--size 120x40] [--game ID ...] [--profile]

For each game, a two-player table set up by a scenario (:data:`TABLES`: the first player holds
five plain cards) is driven through Textual's Pilot, as the Pilot tests drive it. One round
opens the highlighted card's view with I (timed until the view shows; Esc closes it, untimed),
plays the card with Enter (Metro: slots a Spark of Energy, so at most 2 rounds there; a question
the play asks is answered with its first choice, untimed), then moves the hand's cursor down
and up. After the rounds, A plays the rest of the hand once (timed until the table shows the
move; not in Metro, where the slots are full by then). I and A are letter keys of the table: A
waits :attr:`screens.table.TableScreen.BURST` for a next letter before it acts where a command
word may start with "a", so that wait is in its figures; I only shows a card and acts at once. The table's guard after a hand-off (``TableScreen.GUARD``) is off, as the
Pilot tests set it: with it on, the keys of the first half second were ignored. Each key is timed from the press until the app is
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

Round of 5 Dec 2026 (helper keys9; ``--rounds 3``, 120x40, the machine loaded: CPU figures
far above the evening's): ``shown`` median ms of I 491-558 and of A 502-794 in every game,
against 9-17 for a cursor key: a letter key's wait for a next letter (0.3 s) is most of
it, and the pilot's idle loop adds CPU during it. Before this round the table's guard was on
here: Metro's ``shown`` read 0.0 ms (its keys were ignored, nothing repainted); with it off,
Metro's second play asks a question, which the bench now answers.

Round of 5 Dec 2026 morning (helper keys10; ``--rounds 3``, 120x40, the machine loaded: a
cursor key's CPU 20-45 ms): I only shows a card, so it acts at once (a letter typed on at once
takes it back: :mod:`screens.take_back`); A still waits where a command word may start with
"a" ("all", Mistborn's "advance", "attack"). ``shown`` median ms, main / this, one run after
the other: I Metal 401/107, JLD 418/119, Metro 429/145, Mistborn 500/196 (what is left is the
card view's own opening, CPU 95-193 ms on this loaded machine); A Metal 404/412, JLD 439/445,
Mistborn 698/625.
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
from screens.table import TableScreen  # noqa: E402

#: per game: (the card the first player holds many of, the rest of each player's set-up in TOML)
TABLES = {
    "metal": ("Punch", 'characters = ["Cyborg"]', 'characters = ["Hal Jordan"]'),
    "jld": ("Punch", 'characters = ["Swamp Thing"]', 'characters = ["Zatanna"]'),
    "metro": ("Spark of Energy", "", ""),  # Enter slots it: four slots
    "mistborn": ("Funding", 'characters = ["Vin"]', 'characters = ["Kelsier"]'),
}
#: the keys timed, in the order of a round, and what a player waits for after each: ``None``
#: the app idle again; ``"view"`` the card's view shown over the table (a letter key that only
#: opens a view: Esc closes it again, untimed); ``"move"`` the table shown again after the move
#: (a letter key that changes the game). A letter key of the table waits
#: :attr:`TableScreen.BURST` for a next letter: I and :data:`LAST` show it
KEYS = (("card view (I)", "i", "view"), ("play (Enter)", "enter", None), ("cursor (Down)", "down", None),
        ("cursor (Up)", "up", None))
#: the letter key that changes the game, timed once after the rounds (it plays the whole hand;
#: Z cannot take a play back to repeat rounds: undo is off for a scenario)
LAST = ("play all (A)", "a", "move")


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
    raise RuntimeError(f"the table never came ({type(app.screen).__name__}: {app.message!r})")


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
    times: dict[str, list[tuple[float, float, float]]] = {label: [] for label, *_ in (*KEYS, LAST)}
    async with app.run_test(size=size) as pilot:
        await _idle(pilot, app, lambda: type(app.screen).__name__ == "HandoffScreen")
        await pilot.press("space")
        await _idle(pilot, app, lambda: type(app.screen).__name__ == "TableScreen" and app.viewer is not None)
        await pilot.pause()
        last = min(rounds, 2) if game == "metro" else rounds
        for r in range(last + 2):  # round 0 warms up, the one after ``last`` times LAST
            app.screen.query_one("#hand").focus()
            await pilot.pause()
            if r > last and app.screen.allowed("play_all") is not True:
                break  # (Metro: no Play all once the slots are full)
            for label, key, wait in KEYS if r <= last else (LAST,):
                if profiler is not None and r:
                    profiler.enable()
                view = app.screen.view
                t, c = time.perf_counter(), time.process_time()
                await pilot.press(key)
                await pilot.pause()
                if wait == "view":
                    await _idle(pilot, app, lambda: type(app.screen).__name__ == "CardDetailScreen")
                elif wait == "move":
                    await _idle(pilot, app, lambda: type(app.screen).__name__ == "TableScreen"
                                and app.screen.view is not view)
                ms = ((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000,
                      max(0.0, repainted[0] - t) * 1000)
                if profiler is not None:
                    profiler.disable()
                if r:  # round 0 warms up
                    times[label].append(ms)
                if wait == "view":
                    await pilot.press("escape")
                    await _idle(pilot, app, lambda: type(app.screen).__name__ == "TableScreen")
                for _ in range(3):  # a question the play asked (Metro: which slot): its first answer
                    if type(app.screen).__name__ != "DecisionScreen":
                        break
                    await pilot.press("enter")
                    await _idle(pilot, app, lambda: type(app.screen).__name__ != "DecisionScreen")
                if type(app.screen).__name__ != "TableScreen":
                    raise RuntimeError(f"{game}, round {r}: {key} left the table for {type(app.screen).__name__}")
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
    TableScreen.GUARD = 0.0  # (TableScreen.BURST is kept: the letter keys' wait is in the figures)
    with tempfile.TemporaryDirectory() as tmp:
        for game in a.game or TABLES:
            times = asyncio.run(measure(game, a.rounds, size, Path(tmp), profiler))
            for label, v in times.items():
                if not v:
                    continue
                wall, cpu, shown = ([t[i] for t in v] for i in range(3))
                print(f"{game:9} {label:14} CPU {statistics.median(cpu):5.1f} ms (worst {max(cpu):5.1f})   "
                      f"shown {statistics.median(shown):5.1f} ms (worst {max(shown):5.1f})   "
                      f"wall {statistics.median(wall):5.1f} ms (worst {max(wall):5.1f})")
    if profiler is not None:
        pstats.Stats(profiler).sort_stats(a.sort).print_stats(40)


if __name__ == "__main__":
    main()
