"""``hotseat sim``: seeded headless bot games and their report (DESIGN §8)."""

from __future__ import annotations

import json
from dataclasses import asdict

from click.testing import CliRunner

from hotseat.cli import main
from hotseat.sim import play_game
from hotseat.simreport import aggregate, jobs, simulate


def report_of(records, **meta):
    """The report of the records (GameRecord objects) of a run."""
    return aggregate([asdict(r) for r in records], **meta)

ARGS = ["sim", "--game", "metal", "--players", "2", "--games", "5", "--seed", "1", "--json"]


def run_cli(*extra: str) -> dict:
    res = CliRunner().invoke(main, ARGS + list(extra))
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_json_report_fields():
    r = run_cli()
    assert r["game"] == "metal" and r["players"] == 2 and r["games"] == 5 and r["seed"] == 1
    assert r["completed"] == 5 and r["failures"] == []
    seats = r["win_rate_by_seat"]
    assert [s["seat"] for s in seats] == [1, 2]
    assert sum(s["wins"] for s in seats) == 5 + r["ties"]
    assert all(0 <= s["rate"] <= 1 for s in seats)
    chars = r["win_rate_by_character"]
    assert sum(c["games"] for c in chars.values()) == 10  # 5 games x 2 starting Characters
    assert "?" not in chars
    assert sum(c["wins"] for c in chars.values()) == 5 + r["ties"]
    assert r["avg_turns"] > 2 and r["avg_commands"] > r["avg_turns"]
    assert r["min_turns"] <= r["avg_turns"] <= r["max_turns"]
    assert sum(r["end_reasons"].values()) == 5
    assert set(r["end_reasons"]) <= {"barbatos", "line_up"}
    bought = r["most_bought"]
    assert bought and all({"card", "bought", "buyers", "win_rate"} <= set(b) for b in bought)
    assert [b["bought"] for b in bought] == sorted((b["bought"] for b in bought), reverse=True)
    assert all(1 <= b["buyers"] <= min(b["bought"], 10) and 0 <= b["win_rate"] <= 1 for b in bought)


def test_same_report_whatever_the_worker_count():
    assert run_cli("--workers", "2") == run_cli("--workers", "1")


def test_same_seed_same_game_and_seeds_follow_on():
    a = play_game("metal", 2, 7)
    assert a == play_game("metal", 2, 7)
    records = simulate(jobs("metal", 2, 3, 6))
    assert [r["seed"] for r in records] == [6, 7, 8]
    assert records[1] == {**asdict(a), "options": {}}  # the row: the record and its set-up options


def test_bought_cards_and_characters_come_from_the_game():
    rec = play_game("metal", 3, 11)
    assert rec.error is None and rec.why in ("barbatos", "line_up")
    assert len(rec.characters) == 3 and all(c != "?" for c in rec.characters)
    assert len(rec.bought) == 3 and any(rec.bought)
    assert rec.winners and all(0 <= s < 3 for s in rec.winners)


def test_win_correlation_counts_buyers_once_per_game():
    recs = [play_game("metal", 2, s) for s in (1, 2)]
    r = report_of(recs, game="metal", players=2, seed=1, bot="heuristic")
    for row in r["most_bought"]:
        name = row["card"]
        pairs = [(g, s) for g, rec in enumerate(recs) for s in range(2) if name in rec.bought[s]]
        won = [(g, s) for g, s in pairs if s in recs[g].winners]
        assert row["buyers"] == len(pairs)
        assert row["win_rate"] == round(len(won) / len(pairs), 4)


def test_rich_table_report():
    res = CliRunner().invoke(main, ["sim", "--games", "2", "--seed", "3"])
    assert res.exit_code == 0, res.output
    for heading in ("Win rate by seat", "Win rate by starting Character", "Most bought cards", "Game ends"):
        assert heading in res.stdout


def test_a_stuck_game_is_a_failure_not_a_hang():
    rec = play_game("metal", 2, 1, max_steps=10)
    assert rec.error and "10 commands" in rec.error
    r = report_of([rec], game="metal", players=2, seed=1, bot="heuristic")
    assert r["completed"] == 0 and r["failures"][0]["seed"] == 1


def test_a_game_without_a_character_zone_reports_no_characters():
    rec = play_game("metro", 2, 1)
    assert rec.error is None and rec.characters == []  # not "?" for each seat
    report = report_of([rec], game="metro", players=2, seed=1, bot="heuristic")
    assert report["win_rate_by_character"] == {}
    res = CliRunner().invoke(main, ["sim", "--game", "metro", "--games", "1", "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert "Win rate by seat" in res.stdout and "Character" not in res.stdout


def test_variant_is_played_and_validated_against_the_games_variants():
    """``--variant`` plays a set-up variant the game offers (co-op Mistborn, 1 player); an
    unknown one is refused with the variants listed, exit 2, before any game is played."""
    res = CliRunner().invoke(main, ["sim", "--game", "mistborn", "--variant", "coop", "--players", "1",
                                    "--games", "1", "--seed", "2", "--json"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["variant"] == "coop" and r["completed"] == 1
    assert sum(r["outcomes"].values()) == 1 and r["outcomes"]["winner"] == 0  # co-op: shared win or all lose
    bad = CliRunner().invoke(main, ["sim", "--game", "jld", "--variant", "coop", "--games", "1"])
    assert bad.exit_code == 2
    assert "no variant 'coop'" in bad.output and "standard, short, extended" in bad.output
    assert "Traceback" not in bad.output
    one = CliRunner().invoke(main, ["sim", "--game", "mistborn", "--players", "1", "--games", "1"])
    assert one.exit_code == 2 and "1" in one.output  # the competitive game needs 2


def test_bought_counts_what_the_game_says_acquires_a_card():
    """Metro City's players acquire cards by Developing them, not by a DC buy."""
    rec = play_game("metro", 2, 1)
    assert rec.error is None and any(rec.bought)
    mistborn = play_game("mistborn", 2, 1)
    assert mistborn.error is None and any(mistborn.bought)


def test_the_report_shows_the_games_outcomes():
    """A VP race has a winner; co-op Mistborn is won together or lost by all; Metro City's
    heuristic bots let the city fall (everyone loses). Shared victories are not ties."""
    metal = report_of([play_game("metal", 2, s) for s in (1, 2)], game="metal", players=2, seed=1, bot="heuristic")
    assert metal["variant"] == "standard"
    assert metal["outcomes"] == {"winner": 2, "shared_win": 0, "all_lose": 0}
    assert metal["eliminations"] == {"games": 0, "players": 0}
    coop = [play_game("mistborn", 2, 1, variant="coop")]
    r = report_of(coop, game="mistborn", players=2, seed=1, bot="heuristic", variant="coop")
    assert r["outcomes"]["winner"] == 0 and sum(r["outcomes"].values()) == 1
    assert r["ties"] == 0
    res = CliRunner().invoke(main, ["sim", "--game", "metro", "--games", "1", "--seed", "1"])
    assert res.exit_code == 0, res.output
    for heading in ("Outcomes", "Shared", "Everyone", "eliminat"):
        assert heading in res.stdout


def test_one_bot_per_seat_heuristic_against_random():
    from hotseat.sim import seat_bots

    assert seat_bots("heuristic,random", 3) == ["heuristic", "random", "heuristic"]
    assert seat_bots("random", 2) == ["random", "random"]
    res = CliRunner().invoke(main, ["sim", "--game", "metro", "--games", "4", "--seed", "1", "--bot",
                                    "heuristic,random", "--json"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["completed"] == 4 and r["bot"] == "heuristic,random"
    assert r["win_rate_by_seat"][1]["wins"] == 0  # the random bot never defeats the Archenemy first here
    bad = CliRunner().invoke(main, ["sim", "--game", "metro", "--games", "1", "--bot", "heuristic,nobody"])
    assert bad.exit_code == 2 and "'nobody' is not one of" in bad.output


def _lockstep(game: str, seed: int, bot: str, steps: int = 5_000) -> int:
    """Play the game seeded ``seed`` twice side by side, as a table plays it (log and undo)
    and headless as the simulator does, with the same bots; every step must offer the same
    commands, get the same choice and leave the same state and RNG. Returns the commands
    played."""
    from hotseat.bots import make_bot
    from hotseat.sim import bot_seed, seat_bots, seat_names
    from rules.api import apply, legal_commands, new_game, to_text, view

    names, kinds = seat_names(2), seat_bots(bot, 2)
    games = []
    for headless in (False, True):
        state = new_game(game, names, seed, bots=kinds, headless=headless)
        games.append((state, [make_bot(k, bot_seed(seed, s)) for s, k in enumerate(kinds)]))
    (table, _), (sim, _) = games
    n = 0
    while not table.game_over and n < steps:
        played = []
        for state, bots in games:
            legal = legal_commands(state)
            seat = state.decider
            cmd = bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal)
            played.append(([to_text(state, c) for c in legal], to_text(state, cmd)))
            apply(state, cmd)
        assert played[0] == played[1], f"step {n}"
        assert table.fingerprint()[:-1] == sim.fingerprint()[:-1], f"step {n}"  # all but the log
        assert table.rng.getstate() == sim.rng.getstate()
        n += 1
    assert sim.game_over and table.result == sim.result
    assert table.events and not sim.events  # the table keeps its log, the simulator none
    return n


def test_a_headless_game_plays_as_at_the_table():
    """The simulator's games keep no log and take no checkpoint (speed), and play the same:
    every game, heuristic and random bots."""
    from rules.api import games

    for rules in games():
        assert _lockstep(rules.id, 3, "heuristic,random") > 20


def test_a_headless_game_records_what_a_table_game_records():
    """play_game (headless) against the same game played as at the table: same record."""
    from rules.api import apply, legal_commands, new_game, view
    from hotseat.bots import make_bot
    from hotseat.sim import bot_seed, seat_names

    rec = play_game("jld", 2, 4)
    state = new_game("jld", seat_names(2), 4, bots=["heuristic"] * 2)
    bots = [make_bot("heuristic", bot_seed(4, s)) for s in range(2)]
    steps = 0
    while not state.game_over:
        legal = legal_commands(state)
        seat = state.decider
        apply(state, bots[seat].choose(view(state, seat), legal))
        steps += 1
    assert rec.error is None and rec.steps == steps and rec.turns == state.turn_number
    assert [seat_names(2)[w] for w in rec.winners] == state.result["winners"]


def test_sim_takes_the_player_count_as_play_does():
    """`hotseat play -n 3` and `hotseat sim -n 3`: one spelling for one option (a trial's
    `sim -n 2` was refused with "No such option")."""
    res = CliRunner().invoke(main, ["sim", "--game", "metal", "-n", "3", "--games", "1", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["players"] == 3
