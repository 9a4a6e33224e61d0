"""Pilot test: a game of Mistborn starts from the new-game screen and is played from the
command line (the game's own verbs), its panels shown on the table."""

from __future__ import annotations

from test_tui_support import make_app, screen_name, screen_text, sync, wait_for

SIZE = (100, 40)


@sync
async def test_mistborn_starts_and_is_played_with_its_own_verbs(tmp_path):
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == app.session.state.active)
        text = screen_text(app)
        assert "Market (6 cards)" in text and "Training track" in text and "Crew Hideout" in text
        st = app.session.state
        me = st.players[st.active]
        card = next(u for u in me.zones["hand"] if st.cards[u].type == "Action")
        name, metal = st.name(card), st.cards[card].extra["metal"]
        await pilot.press("colon", *f"play {name}", "enter")
        await wait_for(pilot, lambda: card in me.zones["played"])
        await pilot.press("colon", *f"burn {metal} on {name}", "enter")
        await wait_for(pilot, lambda: me.res[f"metal:{metal}"] == 1)
        assert st.marks[card] == {f"metal:{metal}": 1}
        await pilot.press("colon", *"end", "enter")
        await wait_for(pilot, lambda: st.active != me.seat)
        assert me.res[f"metal:{metal}"] == 0 and card in me.zones["discard"]
