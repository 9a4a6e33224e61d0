"""Issue 14, a Mistborn co-op trial at 80x24: the Lord Ruler's panel took five rows and
squeezed the table. Under 100 columns it shows his counts and one short line (what the next
Dominance Up does); wider, the full lines (the track's row, his last card)."""

from __future__ import annotations

from test_tui_support import screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from hotseat.client import GameClient


async def seated(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
    await settle(pilot)


@sync
async def test_the_lord_ruler_panel_is_compact_at_80x24_and_full_when_wide(tmp_path):
    for size, rows, words in (((80, 24), 3, "Next Dominance Up: nothing."),
                              ((120, 40), 4, "Next Dominance Up: row 1 of Standard A: nothing.")):
        saved = tmp_path / f"coop{size[0]}.json"
        GameClient.new("mistborn", ["Ann", "Ben"], 4, options={"variant": "coop"}, autosave=saved)
        app = HotseatApp(resume=True, save_path=saved, autosave=tmp_path / "autosave.json")
        async with app.run_test(size=size) as pilot:
            await seated(app, pilot)
            panel = app.screen.query_one("#panel-lordruler")
            assert panel.outer_size.height <= rows, size
            assert words in " ".join(screen_text(app).split()), size
