"""``hotseat replay --reveal`` (issue 14, "Watching bots"): a finished game's whole log,
hidden cards included; an unfinished game stays private."""

from __future__ import annotations

from test_cli import cli

from hotseat.bots import HeuristicBot
from rules.engine.game import legal_commands
from hotseat.session import Session


def _played(path, moves: int | None) -> Session:
    s = Session.new("metal", ["Ann", "Ben"], 8, options={"auto_pick": True}, autosave=path)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    n = 0
    while not s.state.game_over and (moves is None or n < moves):
        s.do(bots[s.state.decider].choose(s.view(s.state.decider), legal_commands(s.state)))
        n += 1
    return s


def test_reveal_prints_every_hidden_card_of_a_finished_game(tmp_path):
    path = tmp_path / "game.json"
    s = _played(path, None)
    public = cli("replay", str(path)).output
    r = cli("replay", str(path), "--reveal")
    assert r.exit_code == 0
    draws = [e.private for e in s.state.events if e.private and " draws " in e.private]
    assert {d.split()[0] for d in draws} == {"Ann", "Ben"}  # both players' draws, by card name
    for line in draws:
        assert line in r.output and line not in public


def test_reveal_refuses_an_unfinished_game(tmp_path):
    path = tmp_path / "game.json"
    _played(path, 30)
    r = cli("replay", str(path), "--reveal")
    assert r.exit_code == 2 and "not over" in r.output
    assert cli("replay", str(path), "--reveal", "--seat", "1").exit_code == 2
