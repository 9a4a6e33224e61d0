"""The report of a sim run, computed from its rows alone (one row per game, ``sim --json``).

:func:`aggregate` reads nothing but the rows (:class:`hotseat.sim.GameRecord` as dicts, in
game order) and what the game declares (its variants, its measures' words), so every figure
can be checked against the rows (``tests/test_simreport.py``). Plain data only (dicts, lists,
str, numbers): the report round-trips through JSON unchanged.

The figures:

* win rates by seat and by starting Character, each a share with its 95 % Wilson interval
  (:func:`hotseat.simreport.stats.rate`), beside the neutral rate ``baseline`` = 1/players; a
  seat's ``verdict`` says whether its interval lies above or below the baseline, or holds it
  ("even": no difference can be told). A tie counts as a win for each tied winner, and so
  does a shared victory; ``small`` marks a share drawn from fewer than
  :data:`~hotseat.simreport.stats.MIN_SAMPLE` trials;
* ``seat_advantage``: the best seat's rate less the worst's;
* length (turns, commands: mean, least, median, most; ``length_histogram``: games per number
  of turns), the score columns the game declares (per player: summary and histogram), how the games ended
  (``end_reasons``), the outcomes (``outcomes`` counts; ``outcome_rates`` shares: the co-op
  team's win rate is ``shared_win``), eliminations;
* the game's own ``measures`` (``Rules.measures``: a share with its interval, or a mean);
* ``most_bought``: the most acquired cards and their buyers' win rate;
* ``by_option``: for each set-up option the games were given (``--option``; each row holds its
  game's), the figures of the games with each of its values: games, average turns, win
  rate by seat and the outcomes' shares (for co-op Mistborn's ``difficulty``: the team's win
  rate on each Dominance track). A run sweeping an option (``sweep``: several values) plays
  the same seeds with each value;
* ``cards``: each focused card (``--card``): turns offered, copies acquired and played, the
  win rate of the players who acquired it against that of the players who could have and
  did not, each with its interval, their ``verdict`` (:func:`card_verdict`), and
  ``buy_turns``: how many were acquired on each turn.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from rules.api import rules_for
from rules.engine.outcome import OUTCOME_WORDS

from .stats import MIN_SAMPLE, rate, summary, verdict

#: how many of the most acquired cards the report lists
TOP_CARDS = 15


def aggregate(rows: list[dict[str, Any]], *, game: str, players: int, seed: int, bot: str,
              variant: str | None = None, options: dict[str, Any] | None = None,
              sweep: dict[str, list[Any]] | None = None, backend: str = "local") -> dict[str, Any]:
    """The report of the games ``rows`` (the rows of :func:`hotseat.sim.play_row`, in game
    order) of a run of ``game`` for ``players`` with the first seed ``seed`` and the bots
    ``bot``; ``variant``, ``options``, ``sweep``: the set-up options of the run, ``sweep`` the
    ones given several values (shown, not used: each row holds its game's options)."""
    rules = rules_for(game)
    done = [r for r in rows if r["error"] is None]
    n = len(done)
    baseline = round(1 / players, 4)
    seats = _seats(done, players, baseline)
    char_games: Counter[str] = Counter()
    char_wins: Counter[str] = Counter()
    for r in done:
        for s, ch in enumerate(r["characters"]):
            char_games[ch] += 1
            char_wins[ch] += s in r["winners"]
    turns = [r["turns"] for r in done]
    kinds = Counter(r["outcome"] for r in done)
    rates = [w["rate"] for w in seats]
    return {
        "game": game,
        "variant": variant or rules.variants[0],
        "options": dict(options or {}),
        "sweep": {k: list(v) for k, v in (sweep or {}).items()},
        "players": players,
        "bot": bot,
        "seed": seed,
        "last_seed": max((r["seed"] for r in rows), default=seed),
        "backend": backend,
        "games": len(rows),
        "completed": n,
        "small_sample": n < MIN_SAMPLE,
        "baseline": baseline,
        "failures": [{"seed": r["seed"], "error": r["error"]} for r in rows if r["error"] is not None],
        "ties": sum(1 for r in done if r["outcome"] == "winner" and len(r["winners"]) > 1),
        "win_rate_by_seat": seats,
        "seat_advantage": round(max(rates) - min(rates), 4) if rates else 0.0,
        "win_rate_by_character": {ch: {"games": char_games[ch], "wins": char_wins[ch],
                                       **rate(char_wins[ch], char_games[ch])} for ch in sorted(char_games)},
        "avg_turns": summary(turns)["mean"],
        "avg_commands": summary([r["steps"] for r in done])["mean"],
        "min_turns": min(turns, default=0),
        "max_turns": max(turns, default=0),
        "turns": summary(turns),
        "commands": summary([r["steps"] for r in done]),
        "length_histogram": [[t, c] for t, c in sorted(Counter(turns).items())],
        "scores": _scores(done),
        "end_reasons": dict(sorted(Counter(r["why"] or "none" for r in done).items())),
        "outcomes": {k: kinds[k] for k in OUTCOME_WORDS},
        "outcome_rates": {k: rate(kinds[k], n) for k in OUTCOME_WORDS},
        "eliminations": {"games": sum(1 for r in done if r["eliminated"]),
                         "players": sum(len(r["eliminated"]) for r in done)},
        "measures": [_measure(m, done) for m in rules.measures],
        "by_option": _by_option(done, players, baseline),
        "most_bought": _most_bought(done),
        "cards": [_card(cid, done) for cid in (done[0]["focus"] if done else {})],
    }


def _seats(done: list[dict], players: int, baseline: float) -> list[dict[str, Any]]:
    """Each seat's wins among the games ``done``, as a share with its interval and verdict."""
    wins = Counter(s for r in done for s in r["winners"])
    out = []
    for s in range(players):
        share = rate(wins[s], len(done))
        out.append({"seat": s + 1, "wins": wins[s], **share, "verdict": verdict(share, baseline)})
    return out


def option_value(value: Any) -> str:
    """A set-up option's value as the report names it: text as it is, anything else as JSON."""
    return value if isinstance(value, str) else json.dumps(value)


def _by_option(done: list[dict], players: int, baseline: float) -> list[dict[str, Any]]:
    """For each set-up option key the rows hold (in the order first met) and each of its
    values (in the order first met): the figures of the games with that value."""
    groups: dict[tuple[str, str], list[dict]] = {}
    for r in done:
        for key, value in r.get("options", {}).items():
            groups.setdefault((key, option_value(value)), []).append(r)
    out = []
    for (key, value), games in groups.items():
        kinds = Counter(r["outcome"] for r in games)
        out.append({"key": key, "value": value, "games": len(games),
                    "turns": summary([r["turns"] for r in games])["mean"],
                    "win_rate_by_seat": _seats(games, players, baseline),
                    "outcome_rates": {k: rate(kinds[k], len(games)) for k in OUTCOME_WORDS}})
    return out


def _scores(done: list[dict]) -> list[dict[str, Any]]:
    """Each score column the games declare: the summary of the players' numbers in it, of the
    winners' alone, and ``histogram``: how many players had each number (rounded)."""
    out = []
    columns = next((r["columns"] for r in done if r["columns"]), [])
    for key, heading in columns:
        every = [row[key] for r in done for row in r["scores"] if key in row]
        won = [r["scores"][s][key] for r in done for s in r["winners"] if key in r["scores"][s]]
        out.append({"key": key, "heading": heading, **summary(every), "winners_mean": summary(won)["mean"],
                    "histogram": [[v, k] for v, k in sorted(Counter(round(x) for x in every).items())]})
    return out


def _measure(m, done: list[dict]) -> dict[str, Any]:
    """One of the game's own measures over the games that give it."""
    values = [r["measures"][m.key] for r in done if m.key in r["measures"]]
    out = {"key": m.key, "word": m.word, "kind": m.kind}
    if m.kind == "share":
        return {**out, **rate(sum(1 for v in values if v), len(values))}
    return {**out, **summary(values)}


def _most_bought(done: list[dict]) -> list[dict[str, Any]]:
    bought: Counter[str] = Counter()
    buyers: Counter[str] = Counter()
    buyer_wins: Counter[str] = Counter()
    for r in done:
        for s, names in enumerate(r["bought"]):
            bought.update(names)
            for name in set(names):
                buyers[name] += 1
                buyer_wins[name] += s in r["winners"]
    top = sorted(bought, key=lambda c: (-bought[c], c))[:TOP_CARDS]
    return [{"card": c, "bought": bought[c], "buyers": buyers[c], "win_rate": rate(buyer_wins[c], buyers[c])["rate"]}
            for c in top]


def _card(cid: str, done: list[dict]) -> dict[str, Any]:
    """The figures of one focused card (see the module docstring); a (game, seat) pair is a
    player: one who acquired the card at least once is a buyer, one who could have and never
    did passed it."""
    f = [(r, r["focus"][cid]) for r in done if cid in r["focus"]]
    bought = passed = bought_won = passed_won = 0
    when: Counter[int] = Counter()
    for r, c in f:
        for s in range(len(c["offered"])):
            won = s in r["winners"]
            if c["bought"][s]:
                bought += 1
                bought_won += won
            elif c["offered"][s]:
                passed += 1
                passed_won += won
            when.update(c["bought"][s])
    return {
        "id": cid,
        "card": f[0][1]["name"] if f else cid,
        "offered": sum(sum(c["offered"]) for _, c in f),
        "offered_players": sum(1 for _, c in f for o in c["offered"] if o),
        "bought": sum(when.values()),
        "played": sum(sum(c["played"]) for _, c in f),
        "buyers": rate(bought_won, bought),
        "passed": rate(passed_won, passed),
        "verdict": card_verdict(rate(bought_won, bought), rate(passed_won, passed)),
        "buy_turns": [[t, k] for t, k in sorted(when.items())],
    }


def card_verdict(buyers: dict, passed: dict) -> str:
    """What a focused card's two win rates say: ``"strong"`` when the buyers' interval lies
    wholly above the passers', ``"weak"`` when wholly below, ``"even"`` when they overlap (no
    difference can be told), ``"never_bought"``, or ``"no_passers"`` (everyone offered it
    bought it: no one to compare with)."""
    if not buyers["n"]:
        return "never_bought"
    if not passed["n"]:
        return "no_passers"
    if buyers["low"] > passed["high"]:
        return "strong"
    if buyers["high"] < passed["low"]:
        return "weak"
    return "even"
