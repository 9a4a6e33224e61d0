"""The designer's bench (issue 15): the sim report's intervals, baseline and measures, a
card in focus and its comparison run, charts, set-up options, and reproducibility."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from hotseat.cli import main
from hotseat.simreport import aggregate
from hotseat.simreport.stats import MIN_SAMPLE, wilson

ROOT = Path(__file__).resolve().parents[1]
RIFF = str(ROOT / "examples" / "feedback-riff.toml")


def sim(*args: str) -> dict:
    res = CliRunner().invoke(main, ["sim", "--seed", "1", *args, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def sim_text(*args: str) -> str:
    res = CliRunner().invoke(main, ["sim", "--seed", "1", *args])
    assert res.exit_code == 0, res.output
    return " ".join(res.stdout.split())  # the lines as the terminal's width wrapped them, joined


def test_wilson_interval_known_values():
    assert wilson(5, 10) == (0.2366, 0.7634)
    assert wilson(0, 10) == (0.0, 0.2775)  # never 0..0: ten games cannot prove a card is never bought
    assert wilson(10, 10) == (0.7225, 1.0)
    assert wilson(0, 0) == (0.0, 1.0)  # nothing known
    low, high = wilson(500, 1000)
    assert 0.46 < low < 0.47 and 0.53 < high < 0.54  # narrows with the sample


def test_the_reports_figures_are_those_of_its_rows():
    """Every figure the report shows comes from the --json rows: recomputed here from the rows
    alone, and aggregate() over the rows gives the report back."""
    r = sim("--games", "6", "--card", "War Cry")
    rows = r.pop("rows")
    assert len(rows) == 6 and [row["seed"] for row in rows] == list(range(1, 7))
    meta = {k: r[k] for k in ("game", "players", "seed", "bot", "variant", "options", "backend")}
    assert aggregate(rows, **meta) == r
    n = len(rows)
    wins = Counter(s for row in rows for s in row["winners"])
    for seat in r["win_rate_by_seat"]:
        k = wins[seat["seat"] - 1]
        assert (seat["wins"], seat["n"]) == (k, n)
        assert (seat["low"], seat["high"]) == wilson(k, n)
        assert seat["verdict"] in ("above", "below", "even")
    assert r["baseline"] == 0.5 and r["small_sample"] == (n < MIN_SAMPLE)
    assert r["avg_turns"] == round(sum(row["turns"] for row in rows) / n, 2)
    assert r["end_reasons"] == dict(Counter(row["why"] for row in rows))
    assert r["length_histogram"] == sorted([t, k] for t, k in Counter(row["turns"] for row in rows).items())
    total = next(s for s in r["scores"] if s["key"] == "total")
    assert total["max"] == max(row["scores"][s]["total"] for row in rows for s in range(2))
    assert total["histogram"] == sorted([v, k] for v, k in Counter(row["scores"][s]["total"] for row in rows
                                                                     for s in range(2)).items())
    card = r["cards"][0]
    assert card["card"] == "War Cry"
    focus = [row["focus"][card["id"]] for row in rows]
    assert card["bought"] == sum(len(t) for f in focus for t in f["bought"])
    assert card["bought"] == sum(k for _, k in card["buy_turns"])
    assert card["played"] == sum(sum(f["played"]) for f in focus)
    buyers = [(g, s) for g, f in enumerate(focus) for s in range(2) if f["bought"][s]]
    assert card["buyers"]["n"] == len(buyers)
    assert card["buyers"]["k"] == sum(1 for g, s in buyers if s in rows[g]["winners"])
    assert card["passed"]["n"] == sum(1 for f in focus for s in range(2) if f["offered"][s] and not f["bought"][s])


def test_same_report_whatever_the_worker_count_with_a_card_and_a_comparison():
    args = ("--games", "4", "--cards", RIFF, "--card", "Feedback Riff", "--compare", "none")
    assert sim(*args, "--workers", "2") == sim(*args, "--workers", "1")


def test_a_card_in_focus_and_the_same_games_without_it():
    r = sim("--games", "4", "--cards", RIFF, "--card", "feedback", "--compare", "none")
    card = r["cards"][0]
    assert card["id"] == "metal/feedback-riff" and card["card"] == "Feedback Riff"
    assert card["offered"] >= card["offered_players"] > 0 and card["bought"] > 0
    assert card["buyers"]["n"] + card["passed"]["n"] == card["offered_players"]
    other = r["compare"]
    assert other["label"] == "without feedback" and [row["seed"] for row in other["rows"]] == [1, 2, 3, 4]
    assert other["cards"][0]["offered"] == other["cards"][0]["bought"] == 0  # removed from the game
    assert not any("Feedback Riff" in names for row in other["rows"] for names in row["bought"])


def test_compare_with_a_new_version_of_the_card(tmp_path):
    weaker = tmp_path / "weaker.toml"
    weaker.write_text(Path(RIFF).read_text().replace("cost = 3", "cost = 7"))
    assert "cost = 7" in weaker.read_text()
    r = sim("--games", "3", "--cards", RIFF, "--card", "Feedback Riff", "--compare", str(weaker))
    assert r["compare"]["label"] == "with weaker.toml"
    assert r["compare"]["cards"][0]["id"] == r["cards"][0]["id"]
    assert r["compare"]["rows"] != r["rows"]  # the card costs more: other buys, other games
    text = sim_text("--games", "2", "--cards", RIFF, "--card", "Feedback Riff", "--compare", str(weaker),
                    "--no-charts")
    assert "This run and the same games with weaker.toml" in text and "Feedback Riff: buyers' win rate" in text
    assert "Feedback Riff: verdict" in text


@pytest.mark.parametrize("args, message", [
    (["--card", "No Such Card"], "no card of metal named 'No Such Card'"),
    (["--card", "S"], "names several cards"),
    (["--compare", "none"], "name at least one --card"),
    (["--option", "pick=never"], "--option"),
    (["--option", "colour=red"], "colour"),
    (["--option", "first=5"], "first"),
    (["--option", "oops"], "KEY=VALUE"),
])
def test_bad_sim_requests_exit_2_with_the_reason(args, message):
    res = CliRunner().invoke(main, ["sim", "--games", "1", *args])
    assert res.exit_code == 2, res.output
    assert message in res.output and "Traceback" not in res.output


def test_set_up_options_of_play_change_the_game():
    """--option sets what play and the new-game screen set: 'pick any' Characters, the first seat."""
    first = sim("--games", "2", "--option", "first=1")
    assert first["options"] == {"first": 1}
    assert first["rows"] != sim("--games", "2")["rows"]
    assert sim("--games", "1", "--option", "pick=any")["completed"] == 1


def test_a_variant_changes_the_game():
    """--variant plays the variant play and the new-game screen offer (Justice League Dark's
    short game: no Level 4 Nemesis), on the same seeds."""
    short = sim("--game", "jld", "--games", "2", "--variant", "short")
    standard = sim("--game", "jld", "--games", "2")
    assert (short["variant"], standard["variant"]) == ("short", "standard")
    assert [r["seed"] for r in short["rows"]] == [r["seed"] for r in standard["rows"]]
    assert short["rows"] != standard["rows"]


def test_the_text_report_shows_intervals_baseline_note_and_charts():
    text = sim_text("--games", "3", "--card", "War Cry")
    assert "Neutral win rate (1/2): 50%" in text
    assert "[low–high]" in text and "can't tell" in text
    assert "too few to say anything" in text  # 3 games
    for title in ("Win rate by seat (%)", "Win rate by starting Character (%)", "Game length (turns)",
                  "War Cry: copies bought, by turn", "Card: War Cry", "Scores (per player)",
                  "Total: players by score"):
        assert title in text
    assert "Game length (turns)" not in sim_text("--games", "1", "--no-charts")


def test_each_games_own_measures():
    metro = sim("--game", "metro", "--games", "2", "--bot", "random")  # random bots let the city fall
    falls = {m["key"]: m for m in metro["measures"]}["city_falls"]
    assert falls["n"] == 2 and falls["k"] == metro["end_reasons"]["city"] == 2
    assert all(set(row["measures"]) == {"city_falls", "archenemy"} for row in metro["rows"])
    mist = sim("--game", "mistborn", "--games", "2", "--bot", "heuristic,random")
    keys = {m["key"]: m for m in mist["measures"]}
    assert keys["missions_completed"]["n"] == 2 and keys["mission_spaces"]["mean"] > 0
    assert keys["missions_completed"]["mean"] == sum(r["measures"]["missions_completed"] for r in mist["rows"]) / 2
    eliminated = [row["eliminated"] for row in mist["rows"]]
    assert mist["eliminations"] == {"games": sum(map(bool, eliminated)), "players": sum(map(len, eliminated))}
    assert mist["eliminations"]["players"] > 0  # the random bot's Mistborn falls
    assert not any("Bot " in why for why in mist["end_reasons"])  # reasons add up across players
    coop = sim("--game", "mistborn", "--variant", "coop", "--players", "1", "--games", "1")
    assert coop["outcome_rates"]["shared_win"]["n"] == 1  # the co-op team's win rate
    text = sim_text("--game", "mistborn", "--variant", "coop", "--players", "1", "--games", "1")
    assert "The players win or lose together: the team's win rate is" in text and "1 heuristic bot," in text
    assert "Win rate by seat" not in text  # no seat wins alone, against no neutral rate
    text = sim_text("--game", "metro", "--games", "1", "--no-charts")
    assert "metro's own measures" in text and "The city falls" in text


def test_html_report_embeds_vega_lite(tmp_path):
    page = tmp_path / "report.html"
    r = sim("--games", "2", "--card", "War Cry", "--html", str(page))
    html = page.read_text()
    assert "vegaEmbed" in html and "vega-lite@5" in html
    specs = json.loads(html.split("const specs = ")[1].split(";\n")[0].replace("<\\/", "</"))
    titles = [s["title"] for s in specs]
    assert titles[0] == "Win rate by seat (%)" and "War Cry: copies bought, by turn" in titles
    assert all(s["$schema"].endswith("vega-lite/v5.json") for s in specs)
    assert specs[0]["data"]["values"] == [{"x": f"Seat {w['seat']}", "y": round(w["rate"] * 100, 1)}
                                          for w in r["win_rate_by_seat"]]


def test_png_report(tmp_path):
    pytest.importorskip("matplotlib")  # the test extra installs it (hotseat[charts])
    png = tmp_path / "report.png"
    res = CliRunner().invoke(main, ["sim", "--games", "1", "--png", str(png), "--json"])
    assert res.exit_code == 0, res.output
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_png_without_matplotlib_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if it were not installed
    png = tmp_path / "report.png"
    res = CliRunner().invoke(main, ["sim", "--games", "1", "--png", str(png)])
    assert res.exit_code == 2 and "pip install 'hotseat[charts]'" in res.output
    assert not png.exists() and "Traceback" not in res.output


def test_dask_backend_on_a_local_cluster_gives_the_same_report():
    """The Dask backend (hotseat[cluster], which the test extra installs) runs the same per-game
    function on a local cluster of 2 worker processes: the same report as one local process,
    a designer's card and its comparison run included (the jobs carry the card definitions)."""
    pytest.importorskip("dask.distributed")
    args = ("--games", "3", "--cards", RIFF, "--card", "Feedback Riff", "--compare", "none")
    local = sim(*args, "--workers", "1")
    dask = sim(*args, "--workers", "2", "--backend", "dask")
    assert dask.pop("backend") == "dask" and local.pop("backend") == "local"
    assert dask["compare"].pop("backend") == "dask" and local["compare"].pop("backend") == "local"
    assert dask == local and dask["cards"][0]["offered"] > 0


def test_without_dask_the_backend_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    res = CliRunner().invoke(main, ["sim", "--games", "1", "--backend", "dask"])
    assert res.exit_code == 2 and "pip install 'hotseat[cluster]'" in res.output


def test_a_set_up_option_given_several_values_plays_the_same_seeds_with_each():
    """``--option first=0 --option first=1``: the seeds are played once with each value, each row
    says which, and the report gives each value's figures, computed from those rows."""
    r = sim("--games", "3", "--option", "first=0", "--option", "first=1", "--option", "pick=any")
    rows = r.pop("rows")
    assert [(row["seed"], row["options"]) for row in rows] == [
        (s, {"pick": "any", "first": f}) for f in (0, 1) for s in (1, 2, 3)]
    assert r["options"] == {"pick": "any"} and r["sweep"] == {"first": [0, 1]} and r["last_seed"] == 3
    meta = {k: r[k] for k in ("game", "players", "seed", "bot", "variant", "options", "sweep", "backend")}
    assert aggregate(rows, **meta) == r
    groups = {(g["key"], g["value"]): g for g in r["by_option"]}
    assert set(groups) == {("pick", "any"), ("first", "0"), ("first", "1")} and groups["pick", "any"]["games"] == 6
    for f in (0, 1):
        mine = [row for row in rows if row["options"]["first"] == f]
        g = groups["first", str(f)]
        assert g["games"] == 3 and g["turns"] == round(sum(row["turns"] for row in mine) / 3, 2)
        assert [w["wins"] for w in g["win_rate_by_seat"]] == [sum(s in row["winners"] for row in mine) for s in (0, 1)]
    text = sim_text("--games", "2", "--option", "first=0", "--option", "first=1", "--no-charts")
    assert "first=0 | 1" in text and "seeds 1..2 with each set-up" in text and "By first" in text


def test_co_op_win_rate_by_difficulty():
    """Co-op Mistborn's difficulty (its Dominance track) is a set-up option: given several, the
    report shows the team's win rate with each."""
    from rules.api import rules_for

    if "difficulty" not in rules_for("mistborn").setup_options.model_fields:
        pytest.skip("Mistborn has no difficulty set-up option yet")
    from rules.games.mistborn.dominance import TRACKS

    easy, hard = list(TRACKS)[0], list(TRACKS)[-1]
    args = ("--game", "mistborn", "--variant", "coop", "--players", "1", "--games", "2",
            "--option", f"difficulty={easy}", "--option", f"difficulty={hard}")
    r = sim(*args)
    groups = [g for g in r["by_option"] if g["key"] == "difficulty"]
    assert [g["value"] for g in groups] == [easy, hard] and [g["games"] for g in groups] == [2, 2]
    for g in groups:
        won = sum(row["outcome"] == "shared_win" for row in r["rows"] if row["options"]["difficulty"] == g["value"])
        assert g["outcome_rates"]["shared_win"]["k"] == won
    assert "By difficulty" in sim_text(*args, "--no-charts")
