"""Heroes of Metro City's set-up hand-offs say which set-up step the player is taking (starting
Powers, the Hero's name), not "Ann's turn (turn 1)" before any turn began (issue 14 trial)."""

from __future__ import annotations

from test_tui_metro import type_command
from test_tui_support import make_app, screen_name, screen_text, sync, wait_for


async def handed(app, pilot) -> str:
    """The next hand-off's text, once it is read; then the keyboard is taken."""
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard" in screen_text(app))
    text = screen_text(app)
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) in ("TableScreen", "DecisionScreen")
                   and app.viewer == app.session.state.decider)
    return text


@sync
async def test_set_up_hand_offs_name_the_set_up_step(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        for _ in range(2):
            text = await handed(app, pilot)
            assert f"{st.players[st.active].name}: set-up — choose starting Powers." in text
            await type_command(app, pilot, "next")
        for _ in range(2):
            text = await handed(app, pilot)
            assert f"{st.players[st.active].name}: set-up — name your Hero" in text
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) != "DecisionScreen")
        text = await handed(app, pilot)
        assert f"{st.players[st.active].name}'s turn (turn 1)." in text
