"""The new-game screen takes names typed fast across Tab (found in a trial: "Ann", Tab, "Bob"
sent at once did not give the second seat "Bob": Tab went to the seat's bot box). Tab goes from
name to name, with priority, so keys typed after it reach the next box."""

from __future__ import annotations

from textual.widgets import Input

from test_tui_support import burst, make_app, screen_name, sync, wait_for


@sync
async def test_names_typed_at_once_across_tab_land_in_their_boxes(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        first, second = app.screen.query_one("#name0", Input), app.screen.query_one("#name1", Input)
        first.focus()
        first.value = ""
        second.value = ""
        await pilot.pause()
        await burst(app, pilot, "A", "n", "n", "tab", "B", "o", "b")
        await wait_for(pilot, lambda: second.value == "Bob")
        assert first.value == "Ann" and app.focused is second
        await burst(app, pilot, "shift+tab")
        await wait_for(pilot, lambda: app.focused is first)
        await pilot.press("down")  # Down still reaches the seat's bot box
        assert app.focused is app.screen.query_one("#bot0")


@sync
async def test_a_name_typed_fast_after_down_lands_whole_in_the_name_box_at_80x24(tmp_path):
    # issue 14, Metro trial at 80x24: Down from the Seed box was taken by the form's scrolling
    # (the focus stayed), and in a burst the letters after Down went to the box before: a name
    # with a space, typed fast, came out with letters lost
    from textual.widgets import Select

    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        seed, first = app.screen.query_one("#seed", Input), app.screen.query_one("#name0", Input)
        first.value = ""
        seed.focus()
        await pilot.pause()
        await burst(app, pilot, "down", *"Ann", "space", *"Lee")
        await wait_for(pilot, lambda: first.value == "Ann Lee")
        assert app.focused is first
        players = app.screen.query_one("#players", Select)  # an open Select keeps Down for its list
        players.focus()
        await pilot.press("enter", "down", "enter")
        await wait_for(pilot, lambda: players.value == 3)


@sync
async def test_a_full_name_box_says_it_takes_no_more(tmp_path):
    """Issue 14, Metro trial: a name stopped taking letters at 24 characters with no sign of why."""
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        first = app.screen.query_one("#name0", Input)
        first.value = ""
        first.focus()
        await pilot.pause()
        await pilot.press(*"Annabel", "space", *"the", "space", *"Astonishing", "space", *"Lee")
        await wait_for(pilot, lambda: len(first.value) == 24)
        await wait_for(pilot, lambda: any("at most 24 characters" in str(n.message) for n in app._notifications))
