"""Pilot test (issue 15, "a key must settle in under 50 ms"): a card played from the hand
leaves it in one layout of the table. Textual laid the screen out a second time when the left
column's content got shorter, and the hand's list drew its rows again when it shrank by a row,
a repaint 20-35 ms after the one that showed the play (bench/key_settle.py)."""

from __future__ import annotations

from test_tui_jld import take_seat
from test_tui_support import sync

from hotseat.app import HotseatApp
from screens.widgets.lists import PickList
from textual.screen import Screen

SCENARIO = """game = "mistborn"
seed = 5
players = ["Ann", "Ben"]

[[player]]
hand = ["Funding", "Funding", "Funding", "Funding", "Funding"]
characters = ["Vin"]

[[player]]
characters = ["Kelsier"]
"""


@sync
async def test_a_card_played_from_the_hand_settles_in_one_layout(tmp_path, monkeypatch):
    path = tmp_path / "play.toml"
    path.write_text(SCENARIO)
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot)
        hand = app.screen.query_one("#hand")
        hand.focus()
        await pilot.pause()
        before = hand.option_count
        layouts, redraws = [], []
        layout, clear = Screen._refresh_layout, PickList._clear_caches
        monkeypatch.setattr(Screen, "_refresh_layout", lambda s, *a, **k: (layouts.append(s), layout(s, *a, **k))[1])
        monkeypatch.setattr(PickList, "_clear_caches", lambda s: (redraws.append(s), clear(s))[1])
        await pilot.press("enter")
        await pilot.pause()
        assert hand.option_count == before - 1  # the card left the hand
        assert "Funding" in str(app.screen.query_one("#played").render())  # and shows as played
        assert len(layouts) == 1, f"the table was laid out {len(layouts)} times for one play"
        assert hand not in redraws, "the hand drew its rows again after it shrank"
