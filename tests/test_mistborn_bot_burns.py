"""The heuristic bot does not burn a metal for no effect when that gains nothing this turn
(new-user trial: bots burned their metals for nothing); it still does when one more of the
metal wakes one of its Allies."""

from __future__ import annotations

from pathlib import Path

from hotseat.bots import make_bot
from hotseat.scenario import build_file
from rules.api import legal_commands, view


def _state(tmp_path: Path, allies: str = ""):
    path = tmp_path / "burn.toml"
    path.write_text(f'game = "mistborn"\nseed = 3\nplayers = ["Ann", "Ben"]\n\n[[player]]\nhand = []\n{allies}'
                    '\n[[player]]\n')
    return build_file(path)


def _bot_move(st):
    bot = make_bot("heuristic", 1)
    legal = legal_commands(st)
    return bot.choose(view(st, st.decider), legal), legal


def test_the_bot_keeps_its_metals_when_burning_gains_nothing(tmp_path):
    st = _state(tmp_path)
    cmd, legal = _bot_move(st)
    assert any(c.kind == "burn" and c.card is None for c in legal)  # it could burn for nothing
    assert cmd.kind != "burn", cmd


def test_the_bot_burns_for_no_effect_to_wake_an_ally(tmp_path):
    st = _state(tmp_path, 'allies = ["Rioter"]\n')
    cmd, _ = _bot_move(st)
    assert cmd.kind == "burn" and cmd.card is None, cmd
