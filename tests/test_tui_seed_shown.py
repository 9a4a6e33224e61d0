"""Issue 14, Metal trial: the seed showed only at 120 columns (the header drops it under 100),
so a game played at 80x24 could not be set up again. F1 tells it at any size."""

from __future__ import annotations

from test_tui_flow import start_default_game
from test_tui_support import make_app, screen_name, settle, screen_text, sync, wait_for


@sync
async def test_f1_tells_the_seed_at_80x24(tmp_path):
    app = make_app(tmp_path, seed=4321)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_default_game(app, pilot)
        assert "4321" not in screen_text(app)  # the header has no room for it
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await settle(pilot)
        assert "This game's seed: 4321" in screen_text(app)
