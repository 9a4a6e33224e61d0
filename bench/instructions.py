"""Speed of every game, per core, against a recorded baseline (issue 10 "bench", issue 15 "fast
enough to ask many questions").

    .venv/bin/python bench/instructions.py [--games N] [--count-games N] [--no-count]
                                           [--game ID ...] [--against DIR] [--record LABEL]

For each game, 2-player heuristic-bot games seeded 6, 7, ... played exactly as ``hotseat sim``
plays them (:func:`hotseat.sim.play_game`), it prints:

- **machine instructions per command**, counted by valgrind (``--tool=cachegrind
  --cache-sim=no``, ``PYTHONHASHSEED=0``): a run of ``--count-games`` games minus a run of 0
  games, divided by the commands played. Every run first plays a warm-up game (seed 1), so
  start-up, card loading, lazy imports and per-game tables are left out. It does not move with the
  load of the machine (±1 % between runs), so it is the figure to compare;
- **games/s, player-turns/s and commands/s**, from the CPU time of this process
  (``time.process_time``), so per core; on a loaded machine these move by 20-30 %.

Each figure is followed by its ratio to the baseline (``bench/baseline.json``): ``x1.25`` for
instructions is 25 % more work than the baseline; for the rates it is 1.25 times as fast.
``--against DIR`` measures another checkout (its own ``hotseat.sim``, e.g. a ``git worktree``
of the base commit) in the same run, alternating with this one game by game, and prints both;
``--record LABEL`` stores this run's figures in ``bench/baseline.json`` under ``LABEL``
(``--against`` records the other checkout's). Baselines recorded so far: ``2a487d5`` (Metal's
base of issue 10, which knew Metal and JLD only) and ``fb0b030`` (main when issue 15's speed
goal was set: 2x its player-turns/s for every game).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "bench" / "baseline.json"
GAMES = ("metal", "jld", "metro", "mistborn")
FIRST_SEED = 6

#: the code a measured checkout runs (in its own directory, so it imports its own package):
#: argv = game, games, first seed; prints JSON {"steps", "turns", "cpu", "errors"}
WORKER = """
import json, sys, time
from hotseat.sim import play_game
from rules.catalog.loader import default_catalog
game, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
default_catalog()
play_game(game, 2, 1, "heuristic")  # warm-up: lazy imports and per-game tables, in every run
steps = turns = errors = 0
t = time.process_time()
for i in range(n):
    r = play_game(game, 2, seed + i, "heuristic")
    steps += r.steps; turns += r.turns; errors += r.error is not None
print(json.dumps({"steps": steps, "turns": turns, "cpu": time.process_time() - t, "errors": errors}))
"""


def _python(checkout: Path) -> str:
    """The interpreter of ``checkout`` (its .venv), else this one."""
    exe = checkout / ".venv" / "bin" / "python"
    return str(exe) if exe.exists() else sys.executable


def _run(checkout: Path, game: str, games: int, *, valgrind: bool = False) -> dict:
    """One worker run in ``checkout``: its JSON figures, plus ``instructions`` under valgrind."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    cmd = [_python(checkout), "-c", WORKER, game, str(games), str(FIRST_SEED)]
    with tempfile.TemporaryDirectory() as tmp:
        if valgrind:
            cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
                   f"--cachegrind-out-file={tmp}/cg.out", *cmd]
        done = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{checkout}: {game}: the worker failed:\n{done.stderr[-2000:]}")
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if valgrind:
        m = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
        if m is None:
            raise SystemExit(f"valgrind printed no instruction count:\n{done.stderr[-2000:]}")
        out["instructions"] = int(m.group(1).replace(",", ""))
    return out


def measure(checkout: Path, game: str, games: int, count_games: int) -> dict:
    """The figures of ``game`` in ``checkout``: rates over ``games`` games and, unless
    ``count_games`` is 0, instructions per command over that many."""
    r = _run(checkout, game, games)
    fig = {"games_s": games / r["cpu"], "turns_s": r["turns"] / r["cpu"], "commands_s": r["steps"] / r["cpu"],
           "errors": r["errors"]}
    if count_games:
        full = _run(checkout, game, count_games, valgrind=True)
        empty = _run(checkout, game, 0, valgrind=True)
        fig["instr_per_command"] = (full["instructions"] - empty["instructions"]) / full["steps"]
        fig["commands_per_game"] = full["steps"] / count_games
    return fig


def _ratio(now: float | None, base: float | None) -> str:
    return f"x{now / base:4.2f}" if now and base else "   - "


def show(label: str, game: str, fig: dict, baselines: dict) -> None:
    """One line of figures with the ratio to every recorded baseline that has this game."""
    ipc = fig.get("instr_per_command")
    line = (f"{label:>10} {game:<9} {fig['games_s']:7.1f} games/s {fig['turns_s']:7.0f} turns/s "
            f"{fig['commands_s']:7.0f} commands/s  "
            + (f"{ipc / 1000:6.1f}k instr/command" if ipc else "   (not counted)   "))
    if fig["errors"]:
        line += f"  {fig['errors']} FAILED"
    print(line)
    for name, base in baselines.items():
        b = base["games"].get(game)
        if b:
            print(f"{'':>10} {'vs ' + name:<9} {_ratio(fig['games_s'], b['games_s'])} games/s "
                  f"{_ratio(fig['turns_s'], b['turns_s'])} turns/s {_ratio(fig['commands_s'], b['commands_s'])} "
                  f"commands/s  {_ratio(ipc, b.get('instr_per_command'))} instructions")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="games per game for the rates")
    ap.add_argument("--count-games", type=int, default=5, help="games counted under valgrind (0: none)")
    ap.add_argument("--no-count", action="store_true", help="rates only, no valgrind")
    ap.add_argument("--game", action="append", choices=GAMES, help="only these games (repeatable)")
    ap.add_argument("--against", type=Path, help="another checkout measured in the same run")
    ap.add_argument("--record", metavar="LABEL", help="store the figures in bench/baseline.json")
    a = ap.parse_args()
    count = 0 if a.no_count else a.count_games
    baselines = json.loads(BASELINE.read_text()) if BASELINE.exists() else {}
    runs = [("this", ROOT)] + ([("against", a.against.resolve())] if a.against else [])
    figures: dict[str, dict[str, dict]] = {label: {} for label, _ in runs}
    for game in a.game or GAMES:
        for label, checkout in runs:  # alternating, game by game
            try:
                fig = measure(checkout, game, a.games, count)
            except SystemExit as exc:
                print(f"{label:>10} {game:<9} not measured: {str(exc).splitlines()[0]}")
                continue
            figures[label][game] = fig
            show(label, game, fig, baselines)
        sys.stdout.flush()
    if a.record:
        recorded = figures["against" if a.against else "this"]
        baselines[a.record] = {"recorded": time.strftime("%Y-%m-%d"), "games_per_rate": a.games,
                               "games_counted": count, "first_seed": FIRST_SEED, "players": 2,
                               "games": recorded}
        BASELINE.write_text(json.dumps(baselines, indent=1, sort_keys=True) + "\n")
        print(f"recorded {a.record} in {BASELINE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
