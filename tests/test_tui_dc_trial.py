"""Pilot tests for what new users ran into in the DC games (Metal, JLD): the Played line's
badges, the header during a First Appearance Attack, the hand-off box at 80x24."""

from __future__ import annotations

from test_tui_support import DATA, dismiss_handoff, screen_text, sync

from hotseat.app import HotseatApp


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


@sync
async def test_played_line_puts_the_comma_right_after_a_metal_badge():
    """Found in a trial: the Played line read "Steel METAL , Punch" (the badge's pad before
    the comma). It reads "Steel METAL, Punch"."""
    app = scenario_app("metal_played_badge.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await dismiss_handoff(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Played this turn" in line)
        assert "Steel METAL, Punch" in row, row
