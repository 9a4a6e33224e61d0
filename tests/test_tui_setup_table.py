"""Issue 14, Metal trial with three players: behind the set-up picks the table announced
"Player 3's turn" (the player drawn to go first) before any turn had begun."""

from __future__ import annotations

import pytest
from test_tui_support import make_app, screen_name, screen_text, settle, sync, wait_for


@pytest.mark.parametrize("game,seed", [("metal", 2), ("jld", 1)])  # seeds where Player 3 goes first
@sync
async def test_the_table_behind_the_set_up_picks_names_no_turn(tmp_path, game, seed):
    app = make_app(tmp_path, game=game, players=3, seed=seed)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert app.session.state.active == 2 and app.session.state.pending.player == 0
        await pilot.press("escape")  # the question closed, to look at the table
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "Set-up" in text
        assert "'s turn" not in text and "(Player 3)" not in text, text
