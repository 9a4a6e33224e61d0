"""Charts of a sim report: in the terminal (plotext), as a page to share (``--html``: a
Vega-Lite specification in the standard vega-embed page) and as a picture (``--png``:
matplotlib, the optional ``hotseat[charts]`` extra).

The charts: win rate by seat and by starting Character (with the neutral rate), the game
length histogram, the players' scores (the game's Total, else its first score column), and
each focused card's buy curve (copies acquired on each turn). Every
chart is drawn from the report alone (:func:`chart_data`), so the three outputs agree.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

#: the most Characters a chart shows (the most played)
MAX_BARS = 12
#: the most bins of a histogram (game length, a card's buy curve)
MAX_BINS = 15

#: the standard vega-embed page (https://vega.github.io/vega-lite/usage/embed.html); the
#: specifications are inserted as JSON
PAGE = """<!DOCTYPE html>
<html>
<head>
  <meta charset="utf-8">
  <title>{title}</title>
  <script src="https://cdn.jsdelivr.net/npm/vega@5"></script>
  <script src="https://cdn.jsdelivr.net/npm/vega-lite@5"></script>
  <script src="https://cdn.jsdelivr.net/npm/vega-embed@6"></script>
</head>
<body>
  <h1>{title}</h1>
  <p>{summary}</p>
  {divs}
  <script type="text/javascript">
    const specs = {specs};
    specs.forEach((spec, i) => vegaEmbed("#chart" + i, spec));
  </script>
  <h2>The report (JSON)</h2>
  <pre>{report}</pre>
</body>
</html>
"""


def chart_data(r: dict[str, Any]) -> list[dict[str, Any]]:
    """The charts of report ``r``: each ``{"title", "kind" ("bar" or "hist"), "x" (labels or
    numbers), "y" (heights), "axis" (what y counts), "xlabel" (a histogram's x: "turn", "score"),
    "rule" (a reference value, or None)}``."""
    out = []
    if not r["completed"] or r["outcomes"]["winner"]:  # not when the players win or lose together (co-op)
        out.append({"title": "Win rate by seat (%)", "kind": "bar", "x": [f"Seat {w['seat']}" for w in r["win_rate_by_seat"]],
                    "y": [round(w["rate"] * 100, 1) for w in r["win_rate_by_seat"]], "axis": "win rate (%)",
                    "rule": round(r["baseline"] * 100, 1)})
    chars = sorted(r["win_rate_by_character"].items(), key=lambda kv: (-kv[1]["games"], kv[0]))[:MAX_BARS]
    if chars:
        out.append({"title": "Win rate by starting Character (%)", "kind": "bar", "x": [c for c, _ in chars],
                    "y": [round(w["rate"] * 100, 1) for _, w in chars], "axis": "win rate (%)",
                    "rule": round(r["baseline"] * 100, 1)})
    x, y = binned(r["length_histogram"])
    out.append({"title": "Game length (turns)", "kind": "hist", "x": x, "y": y, "axis": "games", "xlabel": "turn",
                "rule": None})
    main = next((c for c in r["scores"] if c["key"] == "total"), r["scores"][0] if r["scores"] else None)
    if main:
        x, y = binned(main["histogram"])
        out.append({"title": f"{main['heading']}: players by score", "kind": "hist", "x": x, "y": y,
                    "axis": "players", "xlabel": "score", "rule": None})
    for c in r["cards"]:
        x, y = binned(c["buy_turns"])
        out.append({"title": f"{c['card']}: copies bought, by turn", "kind": "hist", "x": x, "y": y,
                    "axis": "copies", "xlabel": "turn", "rule": None})
    return out


def binned(pairs: list[list[int]], most: int = MAX_BINS) -> tuple[list[str], list[int]]:
    """``[turn, count]`` pairs as at most ``most`` bins of equal width from the first turn to
    the last: (labels "12" or "12–14", counts); empty bins are kept, so the shape shows."""
    if not pairs:
        return [], []
    first, last = pairs[0][0], pairs[-1][0]
    width = max(1, -(-(last - first + 1) // most))
    labels, counts = [], []
    for start in range(first, last + 1, width):
        end = min(start + width - 1, last)
        labels.append(str(start) if end == start else f"{start}–{end}")
        counts.append(sum(k for t, k in pairs if start <= t <= end))
    return labels, counts


def terminal_charts(r: dict[str, Any], width: int = 80) -> list:
    """The charts of report ``r`` as Rich renderables, no colours (they read the same in a
    file): a bar chart as Rich bars, one line per bar with its value and the reference
    value in the title; a histogram drawn by plotext."""
    import plotext as plt
    from rich.text import Text

    out = []
    for c in chart_data(r):
        if not c["x"]:
            continue
        if c["kind"] == "bar":
            out.append(_rich_bars(c, width))
            continue
        plt.clf()
        plt.theme("clear")
        plt.plotsize(width, 14)
        plt.bar(c["x"], c["y"], width=0.8)
        plt.title(c["title"])
        out.append(Text.from_ansi(plt.build()))
    return out


def _rich_bars(c: dict[str, Any], width: int):
    """A bar chart of :func:`chart_data` (values 0..100) as a Rich grid: label, bar, value."""
    from rich.bar import Bar
    from rich.table import Table
    from rich.text import Text

    from rules.engine.options import printable

    title = c["title"] + (f", neutral rate {c['rule']:g}%" if c["rule"] is not None else "")
    grid = Table.grid(padding=(0, 1))
    grid.title = title
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(width=max(10, width - 30))
    grid.add_column(justify="right")
    for x, y in zip(c["x"], c["y"]):
        grid.add_row(Text(printable(str(x))), Bar(100, 0, y, color="default", bgcolor="default"), f"{y:g}%")
    return grid


def vega_lite(c: dict[str, Any]) -> dict[str, Any]:
    """One chart of :func:`chart_data` as a Vega-Lite specification (data inline)."""
    values = [{"x": x, "y": y} for x, y in zip(c["x"], c["y"])]
    if c["kind"] == "bar":
        bars = {"mark": "bar", "encoding": {"y": {"field": "x", "type": "nominal", "sort": None, "title": None},
                                            "x": {"field": "y", "type": "quantitative", "title": c["axis"],
                                                  "scale": {"domain": [0, 100]}}}}
        layers = [bars]
        if c["rule"] is not None:
            layers.append({"mark": {"type": "rule", "strokeDash": [4, 4]}, "data": {"values": [{"v": c["rule"]}]},
                           "encoding": {"x": {"field": "v", "type": "quantitative"}}})
        spec = {"layer": layers}
    else:
        spec = {"mark": "bar", "encoding": {"x": {"field": "x", "type": "ordinal", "title": c["xlabel"], "sort": None},
                                            "y": {"field": "y", "type": "quantitative", "title": c["axis"]}}}
    return {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": c["title"],
            "width": 500, "data": {"values": values}, **spec}


def write_html(r: dict[str, Any], path: Path) -> None:
    """Write the report ``r`` as one HTML page: the charts (Vega-Lite in the vega-embed page)
    and the report's JSON. SystemExit naming the file when it cannot be written."""
    specs = [vega_lite(c) for c in chart_data(r)]
    title = f"hotseat sim: {r['game']} ({r['variant']}), {r['players']} players, {r['completed']} games"
    summary = (f"Seeds {r['seed']}..{r['seed'] + r['games'] - 1}, bots {r['bot']}. Neutral win rate "
               f"{r['baseline']:.0%}; average length {r['turns']['mean']} turns.")
    page = PAGE.format(title=escape(title), summary=escape(summary),
                       divs="\n  ".join(f'<div id="chart{i}"></div>' for i in range(len(specs))),
                       specs=json.dumps(specs).replace("</", "<\\/"), report=escape(json.dumps(r, indent=1)))
    _write(path, page.encode())


def need_matplotlib() -> None:
    """SystemExit with what to install when matplotlib (for ``--png``) is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise SystemExit("--png needs matplotlib, an optional extra: pip install 'hotseat[charts]' "
                         "(or use --html, which needs nothing more)") from None


def write_png(r: dict[str, Any], path: Path) -> None:
    """Draw the charts of report ``r`` in one PNG with matplotlib (see :func:`need_matplotlib`)."""
    need_matplotlib()
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    charts = chart_data(r)
    fig, axes = plt.subplots(len(charts), 1, figsize=(8, 3.2 * len(charts)), squeeze=False)
    for ax, c in zip(axes[:, 0], charts):
        if c["kind"] == "bar":
            ax.barh([str(x) for x in c["x"]], c["y"])
            ax.invert_yaxis()
            ax.set_xlim(0, 100)
            ax.set_xlabel(c["axis"])
            if c["rule"] is not None:
                ax.axvline(c["rule"], linestyle="--", color="grey")
        else:
            ax.bar([str(x) for x in c["x"]], c["y"])
            ax.set_xlabel(c["xlabel"])
            ax.set_ylabel(c["axis"])
        ax.set_title(c["title"])
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90)
    plt.close(fig)
    _write(path, buf.getvalue())


def _write(path: Path, data: bytes) -> None:
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise SystemExit(f"Cannot write {path}: {exc.strerror or exc}") from None
