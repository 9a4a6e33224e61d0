"""Heroes of Metro City at the table (Pilot): a game starts from the new-game screen, each
Hero chooses starting Powers behind a hand-off, and a turn is played from the command line;
the table shows the game's panels."""

from __future__ import annotations

from test_tui_support import make_app, screen_name, screen_text, sync, wait_for


async def type_command(app, pilot, text: str) -> None:
    """Type a command on the table's command line and wait for it to be taken."""
    before = len(app.session.state.events)
    await pilot.press(":")
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")
    await wait_for(pilot, lambda: len(app.session.state.events) > before or "Can't" in screen_text(app))


async def at_table(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == app.session.state.decider)


@sync
async def test_a_metro_game_is_played_from_the_command_line(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert "Heroes of Metro City" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        assert st.game == "metro" and st.turn["phase"] == "start"
        for _ in range(2):  # each Hero chooses starting Powers (here: none)
            await at_table(app, pilot)
            await type_command(app, pilot, "next")
        await at_table(app, pilot)
        assert st.turn == {"phase": "activate"}
        text = screen_text(app)
        assert "City Supply" in text and "Hero Placard" in text and "City Defense dice" in text
        seat = st.active
        await type_command(app, pilot, "slot Spark of Energy in 1")
        assert [st.name(u) for u in st.players[seat].zones["slot:1"]] == ["Spark of Energy"]
        await pilot.pause()
        assert "Slot 1 (Energy 1) Spark of Energy" in screen_text(app)
