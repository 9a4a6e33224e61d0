"""The sim report as Rich tables (``hotseat sim`` without ``--json``).

Names from card files (Characters, cards) and error texts are printed as text, never as
markup or terminal control. Every rate is printed with its 95 % interval; a rate drawn from
fewer than :data:`~hotseat.simreport.stats.MIN_SAMPLE` trials is marked ``*`` and the note
under the report says what that means.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from hotseat.sim import seat_bots
from rules.engine.options import printable
from rules.engine.outcome import OUTCOME_WORDS

from .report import option_value
from .stats import MIN_SAMPLE

VERDICT = {"above": "above", "below": "below", "even": "can't tell"}


def pct(share: dict) -> str:
    """A share as ``"62% [48–75]"`` (the 95 % interval in points), ``*`` when the sample is small."""
    small = "*" if share["small"] else ""
    return f"{share['rate']:.0%} [{share['low'] * 100:.0f}–{share['high'] * 100:.0f}]{small}"


def _plain(text: Any) -> Text:
    return Text(printable(str(text)))


def _table(console, title: str, columns: list[str], rows) -> None:
    """A Rich table: the first column left-aligned, the numbers right-aligned."""
    t = Table(title=title)
    for i, c in enumerate(columns):
        t.add_column(c, justify="left" if i == 0 and c != "Seat" else "right")
    for row in rows:
        t.add_row(_plain(row[0]), *(str(x) for x in row[1:]))
    console.print(t)


def print_report(r: dict[str, Any], console, compare: dict[str, Any] | None = None,
                 compare_label: str = "") -> None:
    """Print the report ``r`` (:func:`hotseat.simreport.report.aggregate`) on the Rich
    ``console``; with ``compare`` (the report of the comparison run, described by
    ``compare_label``), a table of both runs' main figures side by side."""
    bots = (f"{r['bot']} bot{'s' * (r['players'] != 1)}" if "," not in r["bot"]
            else f"bots by seat: {', '.join(seat_bots(r['bot'], r['players']))}")
    opts = "".join(f", {k}={option_value(v)}" for k, v in r["options"].items())
    opts += "".join(f", {k}={' | '.join(option_value(v) for v in vs)}" for k, vs in r["sweep"].items())
    each = " with each set-up" if r["sweep"] else ""
    console.print(f"[bold]{escape(r['game'])}[/] ({escape(r['variant'])}{escape(opts)}): {r['completed']} of "
                  f"{r['games']} games completed, {r['players']} {escape(bots)}, seeds {r['seed']}..{r['last_seed']}{each}")
    together = r["completed"] and not r["outcomes"]["winner"]  # co-op: no seat wins alone
    if together:
        console.print(f"The players win or lose together: the team's win rate is {pct(r['outcome_rates']['shared_win'])}. "
                      f"Rates are shown with their 95 % interval \\[low–high].")
    else:
        console.print(f"Neutral win rate (1/{r['players']}): {r['baseline']:.0%}. Rates are shown with their 95 % "
                      f"interval \\[low–high].")
    t = r["turns"]
    console.print(f"Length: {t['mean']} turns on average (least {t['min']}, median {t['median']}, most {t['max']}), "
                  f"{r['avg_commands']} commands; ties: {r['ties']}")
    console.print(_plain("Game ends: " + ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items())))
    _table(console, "Outcomes", ["Outcome", "Games", "Share"],
           [(OUTCOME_WORDS[k], r["outcomes"][k], pct(r["outcome_rates"][k])) for k in OUTCOME_WORDS])
    console.print(f"Games with eliminations: {r['eliminations']['games']}, players eliminated: {r['eliminations']['players']}.")
    if not together:
        _table(console, "Win rate by seat", ["Seat", "Wins", "Rate [95 %]", f"vs {r['baseline']:.0%}"],
               [(w["seat"], w["wins"], pct(w), VERDICT[w["verdict"]]) for w in r["win_rate_by_seat"]])
        console.print(f"Seat advantage: {r['seat_advantage'] * 100:.0f} points between the best and the worst seat.")
    if r["win_rate_by_character"]:  # a game whose players play characters kept in a zone
        _table(console, "Win rate by starting Character", ["Character", "Games", "Wins", "Rate [95 %]"],
               [(ch, w["games"], w["wins"], pct(w))
                for ch, w in sorted(r["win_rate_by_character"].items(), key=lambda kv: -kv[1]["rate"])])
    if r["scores"]:
        _table(console, "Scores (per player)", ["Score", "Mean", "Least", "Median", "Most", "Winners' mean"],
               [(s["heading"], s["mean"], s["min"], s["median"], s["max"], s["winners_mean"]) for s in r["scores"]])
    if r["measures"]:
        _table(console, f"{r['game']}'s own measures", ["Measure", "Games", "Value"],
               [(m["word"], m["n"], pct(m) if m["kind"] == "share" else f"mean {m['mean']} ({m['min']}–{m['max']})")
                for m in r["measures"]])
    print_by_option(r, console)
    if r["most_bought"]:
        _table(console, "Most bought cards", ["Card", "Bought", "Buyers", "Buyers' win rate"],
               [(w["card"], w["bought"], w["buyers"], f"{w['win_rate']:.0%}") for w in r["most_bought"]])
    for c in r["cards"]:
        print_card(c, r["baseline"], console)
    if compare is not None:
        print_compare(r, compare, compare_label, console)
    if r["small_sample"] or any(c["buyers"]["small"] or c["passed"]["small"] for c in r["cards"]):
        console.print(f"[yellow]Note:[/] * marks a rate drawn from fewer than {MIN_SAMPLE} games or players: too few "
                      "to say anything; its interval shows how little is known. Run more games (--games).")
    for f in r["failures"]:
        console.print(f"[red]FAILED[/] seed {f['seed']}: {escape(printable(str(f['error'])))}")


def print_by_option(r: dict[str, Any], console) -> None:
    """For each set-up option given (``--option``), a table of the figures with each of its
    values: seats' win rates when a game has one winner, the outcomes' shares when the
    players win or lose together (the co-op team's win rate)."""
    outcomes = [k for k in OUTCOME_WORDS if k != "winner" and any(g["outcome_rates"][k]["k"] for g in r["by_option"])]
    seats = any(g["outcome_rates"]["winner"]["k"] for g in r["by_option"])
    for key in dict.fromkeys(g["key"] for g in r["by_option"]):
        groups = [g for g in r["by_option"] if g["key"] == key]
        columns = [key, "Games", "Avg turns"] + [f"Seat {w['seat']}" for w in groups[0]["win_rate_by_seat"] if seats]
        _table(console, f"By {key}", columns + [OUTCOME_WORDS[k] for k in outcomes],
               [(g["value"], g["games"], g["turns"], *(pct(w) for w in g["win_rate_by_seat"] if seats),
                 *(pct(g["outcome_rates"][k]) for k in outcomes)) for g in groups])


def print_card(c: dict[str, Any], baseline: float, console) -> None:
    """The figures of one focused card (``--card``)."""
    turns = [t for t, k in c["buy_turns"] for _ in range(k)]
    when = (f"first on turn {turns[0]}, median turn {turns[len(turns) // 2]}, last on turn {turns[-1]}"
            if turns else "never bought")
    _table(console, f"Card: {c['card']}", ["Figure", "Value"], [
        ("Offered (player-turns it could be bought)", c["offered"]),
        ("Players offered it", c["offered_players"]),
        ("Copies bought", c["bought"]),
        ("Times played", c["played"]),
        ("When bought", when),
        (f"Win rate of buyers ({c['buyers']['n']} players)", pct(c["buyers"])),
        (f"Win rate of players who could have and didn't ({c['passed']['n']})", pct(c["passed"])),
        ("Verdict", CARD_VERDICT[c["verdict"]][0]),
    ])


#: a focused card's verdict (:func:`hotseat.simreport.report.card_verdict`): in its table, and
#: in a word for the comparison table
CARD_VERDICT = {"strong": ("buyers win more: the card looks strong", "strong"),
                "weak": ("buyers win less: the card looks weak", "weak"),
                "even": ("can't tell (the intervals overlap)", "can't tell"),
                "never_bought": ("never bought: can't tell", "never bought"),
                "no_passers": ("every player offered it bought it: no one to compare with", "no one passed")}


def print_compare(r: dict[str, Any], other: dict[str, Any], label: str, console) -> None:
    """The main figures of this run and of the comparison run, side by side."""
    rows = [(f"Seat {a['seat']} win rate", pct(a), pct(b)) for a, b in zip(r["win_rate_by_seat"], other["win_rate_by_seat"])]
    rows += [("Average turns", r["turns"]["mean"], other["turns"]["mean"])]
    rows += [(f"Outcome: {OUTCOME_WORDS[k]}", pct(r["outcome_rates"][k]), pct(other["outcome_rates"][k]))
             for k in OUTCOME_WORDS if r["outcomes"][k] or other["outcomes"][k]]
    rows += [(m["word"], pct(m) if m["kind"] == "share" else m["mean"], pct(o) if o["kind"] == "share" else o["mean"])
             for m, o in zip(r["measures"], other["measures"])]
    mine = {c["id"]: c for c in other["cards"]}
    for c in r["cards"]:
        o = mine.get(c["id"])
        if o is None:
            continue
        rows += [(f"{c['card']}: copies bought", c["bought"], o["bought"]),
                 (f"{c['card']}: buyers' win rate", pct(c["buyers"]), pct(o["buyers"])),
                 (f"{c['card']}: passers' win rate", pct(c["passed"]), pct(o["passed"])),
                 (f"{c['card']}: verdict", CARD_VERDICT[c["verdict"]][1], CARD_VERDICT[o["verdict"]][1])]
    _table(console, f"This run and the same games {label}", ["Figure", "This run", label], rows)
