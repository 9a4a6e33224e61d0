"""The few statistics of the sim report: Wilson intervals, a verdict against a baseline, and
the summary of a list of numbers. Pure functions of plain numbers."""

from __future__ import annotations

import math

#: z of a two-sided 95 % interval
Z95 = 1.959964
#: below this many games (or players, for a card) a rate is too uncertain to say anything:
#: the report says so beside it
MIN_SAMPLE = 30


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a share of ``k`` successes in ``n``
    trials, as (low, high) rounded to 4 places; (0.0, 1.0) when ``n`` is 0 (nothing is known).
    Unlike the normal approximation it stays within 0..1 and is sound for small ``n`` and
    shares near 0 or 1."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def rate(k: int, n: int) -> dict[str, float | int | bool]:
    """A share with its interval: ``{"k", "n", "rate", "low", "high", "small"}`` (``small``:
    fewer than :data:`MIN_SAMPLE` trials)."""
    low, high = wilson(k, n)
    return {"k": k, "n": n, "rate": round(k / n, 4) if n else 0.0, "low": low, "high": high,
            "small": n < MIN_SAMPLE}


def verdict(share: dict, baseline: float) -> str:
    """``"above"`` or ``"below"`` when the whole interval of ``share`` (:func:`rate`) lies above
    or below ``baseline``; ``"even"`` when the interval holds it (no difference can be told)."""
    if share["low"] > baseline:
        return "above"
    if share["high"] < baseline:
        return "below"
    return "even"


def summary(values: list[float]) -> dict[str, float]:
    """``{"n", "mean", "min", "median", "max"}`` of ``values`` (zeros when empty), rounded to
    2 places."""
    if not values:
        return {"n": 0, "mean": 0.0, "min": 0.0, "median": 0.0, "max": 0.0}
    s = sorted(values)
    mid = len(s) // 2
    median = s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2
    return {"n": len(s), "mean": round(sum(s) / len(s), 2), "min": s[0], "median": round(median, 2), "max": s[-1]}
