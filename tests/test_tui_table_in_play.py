"""Pilot test (issue 14, "Table and game over"): each other player's line on the table shows
the cards they have in play that may affect you, in every game (the contract's
``lasting_zones``: the DC games' Ongoing cards, Metro City's slots, Mistborn's Allies)."""

from __future__ import annotations

import pytest
from test_tui_jld import WIDE, scenario_app, take_seat

from test_tui_support import screen_text, sync

#: scenario -> what Ben's line must show on Ann's table
IN_PLAY = {
    "inplay_metal.toml": "Ongoing: Anti-Monitor's Antenna",
    "inplay_jld.toml": "Ongoing: Limbo Town",
    "inplay_metro.toml": "slot 1: Spark of Energy, Deadly Blades",
    "inplay_mistborn.toml": "allies: Smoker",
}


@pytest.mark.parametrize("name", IN_PLAY)
@sync
async def test_an_opponents_line_shows_what_they_have_in_play(name):
    app = scenario_app(name)
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        others = str(app.screen.query_one("#others").render())
        rows = others.splitlines()
        start = next(i for i, row in enumerate(rows) if row.startswith("Ben"))
        end = next((i for i in range(start + 1, len(rows)) if not rows[i].startswith(" ")), len(rows))
        assert IN_PLAY[name] in " ".join(row.strip() for row in rows[start:end])  # Ben's line and its breaks
        right = " ".join(row.partition("▏")[2].strip() for row in screen_text(app).splitlines())
        assert IN_PLAY[name] in right  # on screen, wrapped in the right-hand column
