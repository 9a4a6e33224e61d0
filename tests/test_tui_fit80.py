"""Pilot tests at 80x24 (issue 14, new-user trials of Metro City and Mistborn in an 80x24
terminal): nothing a player needs is cut off or missing."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import screen_text, sync

SIZE = (80, 24)


def right_column(app) -> str:
    """The right-hand column of the table (the players' lines and the log), one string."""
    return "\n".join(row.partition("▏")[2].strip() for row in screen_text(app).splitlines())


@sync
async def test_metro_another_heroes_name_shows_on_their_line_at_80x24():
    # trial: Ben's line read "slot 1: Product of Science · s…", his Hero's name nowhere
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = str(app.screen.query_one("#others").render()).splitlines()
        start = next(i for i, row in enumerate(rows) if row.startswith("Ben"))
        assert "Captain Magnificent Bolt" in " ".join(row.strip() for row in rows[start:start + 2]), rows
        assert "Captain Magnificent Bolt" in right_column(app).replace("\n", " ")
