"""Issue 14, a new-user trial of Mistborn competitive (``hotseat play --game mistborn -n 3``,
80x24): Pilot tests of what the player saw at the table."""

from __future__ import annotations

import pytest
from test_tui_snapshots import take_seat
from test_tui_support import DATA, screen_text, sync

from hotseat.app import HotseatApp
from screens.table import TableScreen


def footer(app) -> str:
    """The footer's row: the screen's last."""
    return screen_text(app).splitlines()[-1]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_the_footer_shows_the_table_s_keys_with_the_real_wait_for_typed_words(monkeypatch, size):
    """With the real wait of a letter key for a next letter (``TableScreen.BURST``; the tests'
    default is none), the footer showed only ": Cmd f1 Rules": the hidden binding that waits
    took each letter key's place in the footer."""
    monkeypatch.setattr(TableScreen, "BURST", 0.3)
    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=size) as pilot:
        await take_seat(pilot)
        row = footer(app)
        for key in ("e End", "b Burn", "f Flare", "q Quit"):
            assert key in row, (key, row)

