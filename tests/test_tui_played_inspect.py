"""Issue 14, a Mistborn co-op trial: the cards played this turn could not be inspected (I or
Enter on their line did nothing). Their line takes the focus once it holds cards; Enter, I or
a click opens them, each with its rules text."""

from __future__ import annotations

from test_tui_support import DATA, dismiss_handoff, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp


@sync
async def test_the_cards_played_this_turn_open_to_be_looked_at():
    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await pilot.press("colon", *"play Iron Training", "enter")
        await wait_for(pilot, lambda: len(st.players[0].zones["played"]) == 1)
        await pilot.press("escape")
        await settle(pilot)
        for _ in range(12):  # Tab goes through it now
            if app.focused is not None and app.focused.id == "played":
                break
            await pilot.press("tab")
        assert app.focused is not None and app.focused.id == "played"
        for key in ("enter", "i"):
            await pilot.press(key)
            await wait_for(pilot, lambda: screen_name(app) == "TransformationScreen")
            await settle(pilot)
            assert "Iron Training" in screen_text(app)
            await pilot.press("escape")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
