"""``hotseat scenario run``: exit 0 when every expectation holds, 1 when one fails (with
expected vs. actual), 2 when a file is malformed; never a traceback."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from hotseat.cli import main
from hotseat.scenario import ScenarioError, run_file

from conftest import DATA

SC = DATA / "scenarios"


def run(*files):
    r = CliRunner().invoke(main, ["scenario", "run", *[str(SC / f) for f in files]])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


def test_passing_scenario_exits_0():
    r = run("pass_buy_war_cry.toml")
    assert r.exit_code == 0
    assert "ok" in r.output and "(7 steps)" in r.output


def test_failing_scenario_shows_expected_and_actual_and_exits_1():
    r = run("fail_wrong_power.toml")
    assert r.exit_code == 1
    assert "FAIL" in r.output
    assert "step 1 ('play Punch'): Ann.power: expected 2, got 1" in r.output


def test_a_refusal_not_marked_rejected_fails_with_the_reason():
    r = run("fail_unexpected_refusal.toml")
    assert r.exit_code == 1
    assert "step 2 ('buy War Cry'): refused: You have 1 Power; War Cry costs 4." in r.output


def test_an_unanswered_decision_fails_the_scenario():
    r = run("fail_unanswered_decision.toml")
    assert r.exit_code == 1
    assert "Ben must answer \"Defend against Carter Hall? If you don't: Gain a Weakness.\" (Escape)" in r.output


@pytest.mark.parametrize("name, message", [
    ("malformed_unknown_key.toml", "› sede: unknown field"),
    ("malformed_too_many_copies.toml", "no card named 'Wonder Woman' is left to place in Ann's hand"),
    ("malformed_syntax.toml", "TOML syntax error"),
    ("malformed_expectation.toml", "expect.Ann.mana: no such player field"),
    ("malformed_card.toml", "› metal/zap (Zap) › effects[0].amount: expected an integer"),
])
def test_malformed_scenario_exits_2_with_a_message(name, message):
    r = run(name)
    assert r.exit_code == 2
    assert r.output.startswith("MALFORMED")
    assert message in r.output
    assert str(SC / name) in r.output


def test_the_worst_outcome_decides_the_exit_status():
    assert run("pass_buy_war_cry.toml", "fail_wrong_power.toml").exit_code == 1
    r = run("malformed_syntax.toml", "fail_wrong_power.toml", "pass_buy_war_cry.toml")
    assert r.exit_code == 2
    assert r.output.count("\n") >= 3  # every file is reported, not only the first


def test_run_file_api():
    assert run_file(SC / "pass_buy_war_cry.toml").ok
    out = run_file(SC / "fail_wrong_power.toml")
    assert not out.ok and out.failures == ["step 1 ('play Punch'): Ann.power: expected 2, got 1"]
    with pytest.raises(ScenarioError):
        run_file(SC / "malformed_syntax.toml")


def test_a_missing_scenario_file_is_malformed(tmp_path):
    r = CliRunner().invoke(main, ["scenario", "run", str(tmp_path / "nope.toml")])
    assert r.exit_code == 2 and "cannot read" in r.output


def test_rejected_step_checks_the_state_is_unchanged(tmp_path):
    f = tmp_path / "s.toml"
    f.write_text('game = "metal"\nplayers = ["Ann", "Ben"]\n[[player]]\nhand = ["Punch"]\n'
                 '[[step]]\ndo = "buy Starro"\nexpect.rejected = true\nexpect."Ann".hand = ["Punch"]\n'
                 '[[step]]\ndo = "play Punch"\nexpect.rejected = true\n', encoding="utf-8")
    out = run_file(f)
    assert out.failures == ["step 2 ('play Punch'): expected to be refused, but it was accepted"]


def test_a_games_own_zones_and_resources_are_scenario_keys(tmp_path, monkeypatch):
    from rules.api import rules_for

    metal = rules_for("metal")
    monkeypatch.setattr(metal, "player_zones", metal.player_zones + ("vault",))
    monkeypatch.setattr(metal, "table_zones", ("pit",))
    monkeypatch.setattr(metal, "ordered_zones", ("pit",))
    f = tmp_path / "s.toml"
    f.write_text('game = "metal"\nplayers = ["Ann", "Ben"]\nres = { gems = 4 }\n'
                 '[[player]]\nhand = ["Punch"]\nvault = ["Vulnerability"]\nres = { power = 3 }\n'
                 '[table]\npit = ["Punch", "Vulnerability"]\n'
                 '[[step]]\nexpect.Ann.vault = ["Vulnerability"]\nexpect.Ann.power = 3\nexpect."res.gems" = 4\n'
                 'expect.pit = ["Punch", "Vulnerability"]\n'
                 '[[step]]\nexpect.pit = ["Vulnerability", "Punch"]\n', encoding="utf-8")
    out = run_file(f)
    assert out.failures == ["step 2: pit: expected ['Vulnerability', 'Punch'], got ['Punch', 'Vulnerability']"]
    f.write_text('game = "metal"\nplayers = ["Ann", "Ben"]\n[[player]]\nsafe = ["Punch"]\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"player\[0\]\.safe: not a zone of the game"):
        run_file(f)


def test_a_scenario_knows_only_the_zones_its_game_lists(tmp_path):
    """The DC zones are the DC games' (their Rules.player_zones / table_zones), not every game's."""
    f = tmp_path / "s.toml"
    f.write_text('game = "metro"\nplayers = ["Ann", "Ben"]\n[[player]]\nscore_pile = ["Origin Story"]\n',
                 encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"player\[0\]\.score_pile: not a zone of the game; known: .*play_area"):
        run_file(f)
    f.write_text('game = "mistborn"\nplayers = ["Ann", "Ben"]\n[table]\nline_up = []\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"table: unknown zone line_up; known: .*market"):
        run_file(f)


def test_a_games_player_resources_are_player_keys_and_checks(tmp_path):
    """``power = 3`` is not a DC special case: any player resource the game declares is a
    ``[[player]]`` key and a player check (Mistborn's Money)."""
    f = tmp_path / "s.toml"
    f.write_text('game = "mistborn"\nplayers = ["Ann", "Ben"]\n[[player]]\nmoney = 4\n'
                 '[[step]]\nexpect.Ann.money = 4\nexpect.Ben.money = 0\n', encoding="utf-8")
    out = run_file(f)
    assert out.ok, out.failures
    f.write_text('game = "mistborn"\nplayers = ["Ann", "Ben"]\n[[player]]\npower = 4\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"player\[0\]\.power: not a zone of the game; known: .*money"):
        run_file(f)
    f.write_text('game = "mistborn"\nplayers = ["Ann", "Ben"]\n[[player]]\nmoney = "4"\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"player\[0\]\.money: expected an integer"):
        run_file(f)


def test_the_runner_names_no_games_zones_or_resources():
    """What a game's zones and resources mean to a scenario comes from its rules object
    (character_zones, resources, scenario_placed, table_zones), not from the runner."""
    import re

    from conftest import REPO

    code = (REPO / "hotseat" / "scenario.py").read_text(encoding="utf-8")
    body = code.split('"""', 2)[2]  # the code, not the module docstring's examples
    body = re.sub(r'""".*?"""', "", body, flags=re.S)
    for word in ("power", "villain", "nemesis", "captured", "character_stack", "score_pile", '"played"'):
        assert word not in body, word


def test_a_player_text_must_be_a_text(tmp_path):
    """Metro's ``hero_name`` (``Rules.player_texts``) names a Hero; a number is malformed."""
    f = tmp_path / "s.toml"
    f.write_text('game = "metro"\nplayers = ["Ann", "Ben"]\n[[player]]\nhero_name = 3\n')
    with pytest.raises(ScenarioError, match=r"player\[0\]\.hero_name: expected a text"):
        run_file(f)


def test_an_unknown_game_is_named_before_its_players_are_read(tmp_path):
    """A scenario of a game not registered is refused naming the game and the known ones,
    even with ``[[player]]`` keys that only a game could explain (found by the fuzz test)."""
    f = tmp_path / "s.toml"
    f.write_text('game = "chess"\nplayers = ["Ann", "Ben"]\n[[player]]\nhand = ["Pawn"]\n[[step]]\n')
    with pytest.raises(ScenarioError, match=r"s\.toml › game: unknown game 'chess'; known: jld, metal"):
        run_file(f)
