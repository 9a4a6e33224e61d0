"""Pilot tests from a new-user trial of Mistborn (tmux, 120x40 and 80x24): the palette's Quit
asks as Q does, a ``:`` typed in a question does not let a command's keys answer it or reach
the table, Space passes a hand-off right after reading back with PgUp, an empty command line's
Enter says what to do, and the 80x24 table keeps the player's own hand and status in view."""

from __future__ import annotations

from test_tui_support import screen_name, screen_text, sync, wait_for
from test_tui_teach_input import bare_scenario, seated

from hotseat.app import HotseatApp


@sync
async def test_the_palette_s_quit_asks_first_as_q_does(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
        await pilot.press(*"quit")
        await wait_for(pilot, lambda: "Quit" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert app.is_running and "Quit?" in screen_text(app)
        await pilot.press("n")  # No: the game goes on
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.is_running
