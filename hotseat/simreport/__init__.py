"""The designer's bench: ``hotseat sim``, its report, charts and backends (DESIGN §8, issue 15).

* :mod:`hotseat.sim`: one game, the per-game function every backend runs;
* :mod:`.run`: the jobs of a run and the backends (process pool, Dask);
* :mod:`.report`: the report, computed from the rows alone; :mod:`.stats`: its statistics;
* :mod:`.show`: the report as Rich tables; :mod:`.charts`: terminal charts (plotext), the
  Vega-Lite report page (``--html``) and the PNG (``--png``, matplotlib);
* :mod:`.command`: ``hotseat sim`` itself (checks, the focused cards, the comparison run).
"""

from __future__ import annotations

from .report import aggregate
from .run import jobs, simulate

__all__ = ["aggregate", "jobs", "simulate"]
