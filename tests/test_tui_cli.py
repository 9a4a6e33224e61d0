"""The CLI refuses what the TUI cannot play (exit 2, a clear message, never a traceback) and
reports an unreadable autosave before going full screen."""

from __future__ import annotations

from click.testing import CliRunner

from hotseat.cli import main


def test_players_out_of_range_exit_2():
    for n in ("6", "1"):
        r = CliRunner().invoke(main, ["play", "--players", n])
        assert r.exit_code == 2 and "2 to 5 players" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(main, ["play", "--game", "jld", "--players", "7"])
    assert r.exit_code == 2 and "2 to 6 players" in r.output


def test_players_bounds_are_each_games_own(monkeypatch):
    seen = {}
    monkeypatch.setattr("hotseat.app.run_app", lambda **kw: seen.update(kw))
    r = CliRunner().invoke(main, ["play", "--game", "jld", "--players", "6"])
    assert r.exit_code == 0 and seen["players"] == 6 and seen["game"] == "jld"


def test_bots_must_name_seats_of_the_game():
    r = CliRunner().invoke(main, ["play", "--bots", "9"])
    assert r.exit_code == 2 and "no seat 9" in r.output
    r = CliRunner().invoke(main, ["play", "--bots", "two"])
    assert r.exit_code == 2 and "not a seat number" in r.output


def test_resume_corrupt_autosave_exit_2(private_data):
    private_data.mkdir(parents=True)
    (private_data / "autosave.json").write_text("{ not json")
    r = CliRunner().invoke(main, ["resume"])
    assert r.exit_code == 2 and "Cannot open the game" in r.output and "JSON error" in r.output


def test_scenario_play_broken_file_exit_2(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "metal"\nplayers = ["Ann"]\nnonsense = 1\n')
    r = CliRunner().invoke(main, ["scenario", "play", str(bad)])
    assert r.exit_code == 2 and "Cannot open the scenario" in r.output


def test_play_takes_a_games_own_set_up_options(monkeypatch):
    seen = {}
    monkeypatch.setattr("hotseat.app.run_app", lambda **kw: seen.update(kw))
    args = ["play", "--game", "mistborn", "--variant", "coop", "--players", "1"]
    r = CliRunner().invoke(main, [*args, "--option", "difficulty=extreme"])
    assert r.exit_code == 0 and seen["options"] == {"difficulty": "extreme"} and seen["new_game"]
    r = CliRunner().invoke(main, [*args, "--option", "difficulty=hardest"])
    assert r.exit_code == 2 and "expected one of intro" in r.output and "Traceback" not in r.output


def test_the_command_lines_options_set_up_a_game_of_its_game_and_variant():
    from hotseat.app import HotseatApp

    app = HotseatApp(game="mistborn", players=1, variant="coop", options={"difficulty": "hard_a"}, autosave=False)
    app.start_table = lambda: None
    app.start_new({**app.settings, "bots": [False]})
    assert app.session.state.options["difficulty"] == "hard_a"
