"""Issue 14: when several notices stack, the newest is on top (it was the lower one, read
last, and a player took the older one for the answer to the key just pressed)."""

from __future__ import annotations

from test_tui_support import screen_text, settle, sync
from test_tui_teach_input import SIZE, bare_scenario, seated

from hotseat.app import HotseatApp


@sync
async def test_the_newest_notice_is_on_top(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        for words in ("The older notice.", "The newer notice."):  # long-lived: no timing in the test
            app.notify(words, severity="warning", timeout=600)
            await pilot.pause()
        await settle(pilot)
        rows = screen_text(app).splitlines()
        older = next(i for i, r in enumerate(rows) if "The older notice." in r)
        newer = next(i for i, r in enumerate(rows) if "The newer notice." in r)
        assert newer < older, "\n".join(rows)
