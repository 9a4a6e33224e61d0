"""Pilot tests of the table's promises to a new player (issue 14): the command line has the
final say over an autosave, the focus is visible without colours, the terminal is big enough,
game over shows everything and offers a rematch, and bot games can be watched."""

from __future__ import annotations

import asyncio

from click.testing import CliRunner

from hotseat.app import HotseatApp
from hotseat.cli import main
from hotseat.session import Session, autosave_path
from test_tui_support import screen_name, wait_for

SIZE = (100, 30)


def test_play_with_options_starts_that_game_over_an_unfinished_autosave(private_data, monkeypatch):
    """`hotseat play --game jld -n 3` with an unfinished Metal game saved: jld for three
    starts at once, no form and no focused offer to resume; a notice says how to resume the
    kept game."""
    old = Session.new("metal", ["Ann", "Ben"], 7, autosave=autosave_path())
    old.do(old.legal()[0])  # an unfinished game
    seen: dict = {}

    async def watch(app: HotseatApp) -> None:
        async with app.run_test(size=SIZE) as pilot:
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
            seen["screens"] = [type(s).__name__ for s in app.screen_stack]
            seen["game"], seen["players"] = app.session.game, len(app.session.state.players)
            seen["notices"] = [n.message for n in app._notifications]
            app.exit()

    monkeypatch.setattr(HotseatApp, "run", lambda self, **kw: asyncio.run(watch(self)))
    r = CliRunner().invoke(main, ["play", "--game", "jld", "-n", "3"])
    assert r.exit_code == 0, r.output
    assert seen["game"] == "jld" and seen["players"] == 3
    assert "NewGameScreen" not in seen["screens"]
    kept = private_data / "autosave-previous.json"
    assert kept.exists()
    assert any(f"hotseat resume {kept}" in m for m in seen["notices"])
