"""Card load time: parsing and validating the shipped ``cards.toml`` (every game in it).

    .venv/bin/python bench/card_load.py [--repeat N]

Prints the best and median wall time of a cold :func:`rules.catalog.loader.load` (TOML
parse, pydantic validation, cross-references), and of building a new Metal game from the
loaded catalog.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rules.catalog.loader import default_cards_path, load
from rules.api import new_game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20)
    a = ap.parse_args()
    times = []
    for _ in range(a.repeat):
        t = time.perf_counter()
        cat = load()
        times.append(time.perf_counter() - t)
    n = sum(c.copies for c in cat.cards.values())
    print(f"load {default_cards_path()}: {len(cat.cards)} distinct cards ({n} with copies): "
          f"best {min(times) * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms")
    times = []
    for i in range(a.repeat * 10):
        t = time.perf_counter()
        new_game("metal", ["A", "B"], i, catalog=cat)
        times.append(time.perf_counter() - t)
    print(f"new Metal game (2 players, set-up dealt): best {min(times) * 1000:.2f} ms, "
          f"median {statistics.median(times) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
