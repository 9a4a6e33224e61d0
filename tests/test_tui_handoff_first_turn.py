"""The hand-off's summary heading before a person's first turn (new-user trial in Metro City:
"Since your last turn" to a player who had not had one): it reads "Before your first turn"
until the person has had a turn, then "Since your last turn" (and, for the first player, what
came after her first turn, not that turn itself), in every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp
from rules.api import legal_commands

DATA = Path(__file__).parent / "data" / "tui"
METAL = 'game = "metal"\nseed = 46\nplayers = ["Ann", "Ben"]\n'


async def handoff_to(app, pilot, who: str) -> str:
    """Wait for the hand-off to ``who``; its text."""
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and f"Pass the keyboard to {who}" in
                   screen_text(app))
    return screen_text(app)


async def take(app, pilot) -> None:
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen" and app.viewer is not None)


async def end_turn(app, pilot, who: int) -> None:
    """End the turn of seat ``who`` from the command line (``end``, or Metro City's ``next``
    through its phases), answering Yes to a confirmation and the first option of a decision."""
    for _ in range(60):
        st = app.session.state
        if st.active != who:
            return
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
        elif screen_name(app) == "DecisionScreen":
            await pilot.press("1", "enter")
        elif screen_name(app) == "TableScreen" and st.decider == who and st.pending is None:
            verb = "next" if any(c.kind == "next" for c in legal_commands(st)) else "end"
            await pilot.press("colon", *verb, "enter")
        await pilot.pause()
    assert app.session.state.active != who, "the turn did not end"


@pytest.mark.parametrize("game", ["metal", "metro"])
@sync
async def test_the_first_handoff_says_before_your_first_turn(tmp_path, game):
    path = tmp_path / "first.toml"
    path.write_text(METAL if game == "metal" else (DATA / "inplay_metro.toml").read_text())
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await handoff_to(app, pilot, "Ann")
        await take(app, pilot)
        await end_turn(app, pilot, 0)
        text = await handoff_to(app, pilot, "Ben")
        assert "Before your first turn" in text and "Since your last turn" not in text
        await take(app, pilot)
        await end_turn(app, pilot, 1)
        text = await handoff_to(app, pilot, "Ann")
        assert "Since your last turn" in text and "Before your first turn" not in text
        # since the end of her turn: her own first turn is not told back to her
        assert "Ann ends" not in text and "Ben's turn" in text
