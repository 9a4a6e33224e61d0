"""Issue 14, trials at 80x24 in Mistborn: Tab stopped on an empty list, on one scrolled off,
and on the command line, with no ▶ anywhere. Tab now stops only where the player sees it: on
a list with cards that shows (one of the left column is scrolled into view), on the log (its
top border reads "▶ Log"), on the command line (its hint starts with ▶); each time exactly
one ▶ is on the screen."""

from __future__ import annotations

import pytest
from test_tui_support import screen_text, settle, sync, wait_for
from test_tui_teach_input import bare_scenario, seated

from hotseat.app import HotseatApp
from screens.widgets.cards import CardList

SIZE = (80, 24)


async def tab_round(app, pilot) -> list[str]:
    """Tab round the table twice from where the focus is; at each stop, check what the player
    sees; the ids of the stops."""
    stops = []
    for _ in range(2 * len(app.screen.focus_chain)):
        await pilot.press("tab")
        await settle(pilot)
        w = app.focused
        stops.append(w.id)
        marks = [row for row in screen_text(app).splitlines() if "▶" in row]
        assert len(marks) == 1, (w.id, marks)
        assert w.region, f"Tab stopped on {w.id}, which does not show"
        if isinstance(w, CardList):
            assert any(k.startswith("c") for k, _ in w._rows), f"Tab stopped on {w.id}, a list with no card"
    return stops


@pytest.mark.parametrize("game", ["mistborn", "metal"])
@sync
async def test_tab_stops_only_where_the_player_sees_the_mark(tmp_path, game):
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        stops = await tab_round(app, pilot)
        assert {"hand", "logbox", "cmd"} <= set(stops)


@sync
async def test_tab_skips_the_played_out_hand(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await pilot.press("a")  # play all: the hand is empty
        await wait_for(pilot, lambda: not app.screen.query_one("#hand", CardList).option_count)
        await settle(pilot)
        assert "hand" not in await tab_round(app, pilot)
