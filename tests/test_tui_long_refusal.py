"""A refusal can be read whole (issue 14 Mistborn trial: "Rioter is an Ally: … To use the metal
for no effect, t…" cut off even at 120 columns, its toast gone): the sentence fits the line at
120 columns, and at 80 a toast shows it whole."""

from __future__ import annotations

from hotseat.app import HotseatApp
from test_tui_support import screen_text, sync, wait_for
from test_tui_teach_input import seated, type_line


def told(app, words: str) -> bool:
    return any(words in str(n.message) for n in app._notifications)


@sync
async def test_a_long_refusal_is_shown_whole_in_a_toast(tmp_path):
    path = tmp_path / "rioter.toml"
    path.write_text('game = "mistborn"\nvariant = "standard"\nseed = 3\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\nallies = ["Rioter"]\n', encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await type_line(pilot, "burn zinc on rioter")
        await wait_for(pilot, lambda: "Rioter is an Ally" in screen_text(app))
        await pilot.pause()
        # the whole refusal on its line at 120 columns; longer than a line, it is a toast too
        line = next(row for row in screen_text(app).splitlines() if "Rioter is an Ally" in row)
        assert line.strip().endswith("For no effect, type: burn zinc."), line
    async with HotseatApp(scenario=path, autosave=False).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await seated(app, pilot)
        await type_line(pilot, "burn zinc on rioter")
        await wait_for(pilot, lambda: "Rioter is an Ally" in screen_text(app))
        await pilot.pause()
        assert told(app, "For no effect, type: burn zinc.")
        # refused again once the first toast is gone (Enter sends it again: it is back on the
        # line): told again, toast and all
        app.clear_notifications()
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: told(app, "For no effect, type: burn zinc."))
