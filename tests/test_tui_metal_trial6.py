"""Pilot tests for what a new-user trial of Metal (2 players, 80x24, on main 5fd5a34) ran
into, fixed in the order the trial listed them."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import sync

from rules.api import rules_for

SIZE = (80, 24)


@sync
async def test_the_palette_s_play_all_says_metal_plays_weaknesses_first_as_f1_does():
    """Trial: Ctrl+P's "All" said it plays "... and Weaknesses last"; in Metal a Weakness is
    played before anything else. The palette's help is the game's, the rules reference's."""
    from screens.palette import TableCommands
    from screens.rules_ref import keys_section

    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        entries = {text: help for text, _, help in TableCommands(app.screen).entries()}
        said = next(help for text, help in entries.items() if text in ("Play all", "All"))
        assert "Weaknesses last" not in said
        assert "first the Weaknesses" in said
        assert said.split(";")[0] in keys_section(rules_for("metal"))  # F1 says the same
