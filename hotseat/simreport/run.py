"""Running the games of a sim: the jobs, and the backends that play them.

Every backend runs the same per-game function, :func:`hotseat.sim.play_row`, on the same
jobs and returns the rows in game order, so the report is the same whatever runs them:

* ``local`` (the default): in this process for ``workers`` 1, else a
  ``concurrent.futures.ProcessPoolExecutor`` of ``workers`` processes;
* ``dask``: a Dask cluster (the ``hotseat[cluster]`` extra): the scheduler at ``address``,
  or a local cluster of ``workers`` worker processes when none is given. Dask ships the
  function and the jobs to its workers, each of which has hotseat installed; a job carries
  the definitions of the extra cards, not the paths of their files, so a worker on another
  machine needs no card file.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

from hotseat.sim import play_row

#: the backends :func:`simulate` knows
BACKENDS = ("local", "dask")


def jobs(game: str, players: int, games: int, seed: int, bot: str = "heuristic", *, variant: str | None = None,
         cards: str = "", options: dict[str, Any] | None = None, remove: tuple[str, ...] = (),
         focus: tuple[str, ...] = (), sweep: dict[str, list[Any]] | None = None) -> list[dict[str, Any]]:
    """The jobs of a run: game ``i`` has the seed ``seed + i``; the other fields are
    :func:`hotseat.sim.play_game`'s arguments (plain data: text, tuples, a dict; ``cards``: the
    extra cards' definitions, :func:`hotseat.sim.card_definitions`). ``sweep``: set-up
    options with several values each (``--option difficulty=easy --option difficulty=hard``):
    the ``games`` seeds are played once for each combination of the values (:func:`set_ups`),
    one combination after the other, each on top of ``options``."""
    return [{"game": game, "players": players, "seed": seed + i, "bot": bot, "variant": variant,
             "cards": cards, "options": {**(options or {}), **extra}, "remove": tuple(remove),
             "focus": tuple(focus)}
            for extra in set_ups(sweep) for i in range(games)]


def set_ups(sweep: dict[str, list[Any]] | None) -> list[dict[str, Any]]:
    """Every combination of the values of the swept options, the first key's values
    changing slowest: ``{"a": [1, 2], "b": ["x"]}`` gives ``[{"a": 1, "b": "x"}, {"a": 2, "b": "x"}]``;
    ``[{}]`` when nothing is swept."""
    keys = list(sweep or {})
    return [dict(zip(keys, values)) for values in itertools.product(*(sweep[k] for k in keys))]


#: plays jobs and returns their rows in job order, calling ``progress(done)`` as games finish
Runner = Callable[[list[dict[str, Any]], Callable[[int], None] | None], list[dict[str, Any]]]


def simulate(work: list[dict[str, Any]], workers: int = 1, progress: Callable[[int], None] | None = None,
             backend: str = "local", address: str | None = None) -> list[dict[str, Any]]:
    """Play the jobs ``work`` (:func:`jobs`) on ``backend``; returns their rows in job order.
    ``progress(done)`` is called as games finish. SystemExit with what to install when the
    Dask backend is asked for without Dask."""
    with runner(backend, workers, address) as play:
        return play(work, progress)


@contextmanager
def runner(backend: str = "local", workers: int = 1, address: str | None = None) -> Iterator[Runner]:
    """The backend, started once for several lists of jobs (a run and its comparison run):
    yields a :data:`Runner`; the processes or the local cluster stop on leaving. SystemExit
    with what to install when the Dask backend is asked for without Dask."""
    if backend == "dask":
        with _dask_client(workers, address) as client:
            yield lambda work, progress=None: _dask_map(client, work, progress)
    elif workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield lambda work, progress=None: _pool_map(pool, workers, work, progress)
    else:
        yield lambda work, progress=None: _pool_map(None, 1, work, progress)


def _pool_map(pool: ProcessPoolExecutor | None, workers: int, work: list[dict[str, Any]], progress) -> list[dict]:
    """Play the jobs in ``pool`` (None, or a single job: in this process)."""
    if pool is None or len(work) <= 1:
        rows = map(play_row, work)
    else:
        rows = pool.map(play_row, work, chunksize=max(1, min(16, len(work) // (workers * 8) or 1)))
    out: list[dict[str, Any]] = []
    for row in rows:
        out.append(row)
        if progress:
            progress(len(out))
    return out


@contextmanager
def _dask_client(workers: int, address: str | None):
    """A Dask client of the scheduler at ``address``, or of a local cluster of ``workers``
    worker processes (see the module docstring)."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise SystemExit("--backend dask needs Dask: pip install 'hotseat[cluster]'") from None
    cluster = None if address else LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                                dashboard_address=None)
    try:
        with Client(address or cluster) as client:
            yield client
    finally:
        if cluster is not None:
            cluster.close()


def _dask_map(client, work: list[dict[str, Any]], progress) -> list[dict[str, Any]]:
    """Play the jobs on the Dask cluster of ``client``; the rows in job order."""
    from dask.distributed import as_completed

    futures = client.map(play_row, work, pure=False)
    if progress:
        for done, _ in enumerate(as_completed(futures), 1):
            progress(done)
    return client.gather(futures)
