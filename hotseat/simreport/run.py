"""Running the games of a sim: the jobs, and the backends that play them.

Every backend runs the same per-game function, :func:`hotseat.sim.play_row`, on the same
jobs and returns the rows in game order, so the report is the same whatever runs them:

* ``local`` (the default): in this process for ``workers`` 1, else a
  ``concurrent.futures.ProcessPoolExecutor`` of ``workers`` processes;
* ``dask``: a Dask cluster (the ``hotseat[cluster]`` extra): the scheduler at ``address``,
  or a local cluster of ``workers`` worker processes when none is given. Dask ships the
  function and the jobs to its workers, each of which has hotseat installed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from hotseat.sim import play_row

#: the backends :func:`simulate` knows
BACKENDS = ("local", "dask")


def jobs(game: str, players: int, games: int, seed: int, bot: str = "heuristic", *, variant: str | None = None,
         cards: tuple[str, ...] = (), options: dict[str, Any] | None = None, remove: tuple[str, ...] = (),
         focus: tuple[str, ...] = (), sweep: dict[str, list[Any]] | None = None) -> list[dict[str, Any]]:
    """The jobs of a run: game ``i`` has the seed ``seed + i``; the other fields are
    :func:`hotseat.sim.play_game`'s arguments (plain data: tuples, a dict). ``sweep``: set-up
    options with several values each (``--option difficulty=easy --option difficulty=hard``):
    the ``games`` seeds are played once for each combination of the values (:func:`set_ups`),
    one combination after the other, each on top of ``options``."""
    return [{"game": game, "players": players, "seed": seed + i, "bot": bot, "variant": variant,
             "cards": tuple(cards), "options": {**(options or {}), **extra}, "remove": tuple(remove),
             "focus": tuple(focus)}
            for extra in set_ups(sweep) for i in range(games)]


def set_ups(sweep: dict[str, list[Any]] | None) -> list[dict[str, Any]]:
    """Every combination of the values of the swept options, the first key's values
    changing slowest: ``{"a": [1, 2], "b": ["x"]}`` gives ``[{"a": 1, "b": "x"}, {"a": 2, "b": "x"}]``;
    ``[{}]`` when nothing is swept."""
    keys = list(sweep or {})
    return [dict(zip(keys, values)) for values in itertools.product(*(sweep[k] for k in keys))]


def simulate(work: list[dict[str, Any]], workers: int = 1, progress: Callable[[int], None] | None = None,
             backend: str = "local", address: str | None = None) -> list[dict[str, Any]]:
    """Play the jobs ``work`` (:func:`jobs`) on ``backend``; returns their rows in job order.
    ``progress(done)`` is called as games finish. SystemExit with what to install when the
    Dask backend is asked for without Dask."""
    if backend == "dask":
        return _dask(work, workers, progress, address)
    out: list[dict[str, Any]] = []
    if workers <= 1 or len(work) <= 1:
        for job in work:
            out.append(play_row(job))
            if progress:
                progress(len(out))
        return out
    with ProcessPoolExecutor(max_workers=workers) as pool:
        chunk = max(1, min(16, len(work) // (workers * 8) or 1))
        for row in pool.map(play_row, work, chunksize=chunk):
            out.append(row)
            if progress:
                progress(len(out))
    return out


def _dask(work: list[dict[str, Any]], workers: int, progress, address: str | None) -> list[dict[str, Any]]:
    """Play the jobs on a Dask cluster (see the module docstring)."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise SystemExit("--backend dask needs Dask: pip install 'hotseat[cluster]'") from None
    cluster = None if address else LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                                dashboard_address=None)
    try:
        with Client(address or cluster) as client:
            futures = client.map(play_row, work, pure=False)
            if progress:
                for done, _ in enumerate(as_completed(futures), 1):
                    progress(done)
            return client.gather(futures)
    finally:
        if cluster is not None:
            cluster.close()
