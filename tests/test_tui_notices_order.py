"""Issue 14: when several notices stack, the newest is on top (it was the lower one, read
last, and a player took the older one for the answer to the key just pressed)."""

from __future__ import annotations

from test_tui_support import screen_text, settle, sync, wait_for
from test_tui_teach_input import SIZE, bare_scenario, seated

from hotseat.app import HotseatApp
from screens.table import TableScreen


@sync
async def test_the_newest_notice_is_on_top(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        await pilot.press("d")  # no question waits: said
        await wait_for(pilot, lambda: "No decision waits" in screen_text(app))
        await pilot.press("tab", "tab", "tab", "enter")  # Enter in the log: said too
        await settle(pilot)
        rows = screen_text(app).splitlines()
        older = next(i for i, r in enumerate(rows) if "No decision waits" in r)
        newer = next(i for i, r in enumerate(rows) if TableScreen.LOG_ENTER[:30] in r)
        assert newer < older, "\n".join(rows)
