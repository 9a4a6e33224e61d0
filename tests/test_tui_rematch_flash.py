"""A rematch (Mistborn co-op trial) draws no table before its first hand-off: the new game's
table, half drawn and read as the old one, flashed between game over and the hand-off."""

from __future__ import annotations

from test_tui_mistborn_coop_trial5 import coop_scenario
from test_tui_support import screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import SIZE, seated

from hotseat.app import HotseatApp


@sync
async def test_a_rematch_shows_no_table_before_its_hand_off(tmp_path):
    # every frame the terminal would get with the table on top is recorded
    end = coop_scenario(tmp_path, more="[table]\nlord_ruler_deck = []\n")
    app = HotseatApp(scenario=end, autosave=False)
    frames: list[str] = []
    drawn = app._display

    def display(screen, renderable) -> None:
        if renderable is not None and not app._batch_count and type(screen).__name__ == "TableScreen":
            frames.append(screen_text(app))
        drawn(screen, renderable)

    app._display = display
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        await settle(pilot)
        frames.clear()
        await pilot.press("r")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await settle(pilot)
        assert frames == [], frames[0]
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        assert "Market" in screen_text(app) and "Lord Ruler" in screen_text(app), screen_text(app)
