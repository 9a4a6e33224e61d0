"""Metal trial at 80x24 (with TEXTUAL_COLOR_SYSTEM=standard too): on the new-game screen the
field that has the focus was hard to see, and letters typed into the Seed field were dropped
without a word. The focused field's label starts with a mark (a shape, not a colour), and a
letter typed into the seed makes the form say the seed is a number."""

from __future__ import annotations

from textual.widgets import Input

from screens.newgame import SEED_IS_A_NUMBER
from test_tui_support import flat, make_app, screen_name, screen_text, settle, sync, wait_for


def label_rows(app) -> list[str]:
    """The form's rows that start with a field's label, as the player reads them."""
    return [row.strip(" │") for row in screen_text(app).splitlines()
            if any(w in row for w in ("Game", "Players", "Heroes", "Seed", "Seat 1", "Seat 2"))]



async def seed_focused(app, pilot):
    """Wait for the new-game form and put the focus in its Seed field; the field."""
    await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
    seed = app.screen.query_one("#seed", Input)
    seed.focus()
    return seed

@sync
async def test_the_focused_field_s_label_is_marked_and_the_mark_follows_the_focus(tmp_path):
    app = make_app(tmp_path, game="metal", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await seed_focused(app, pilot)
        await settle(pilot)
        marked = [row for row in label_rows(app) if row.startswith("▶ ")]
        assert len(marked) == 1 and marked[0].startswith("▶ Seed"), label_rows(app)
        await pilot.press("down")  # to the first seat's name
        await settle(pilot)
        marked = [row for row in label_rows(app) if row.startswith("▶ ")]
        assert len(marked) == 1 and marked[0].startswith("▶ Seat 1"), label_rows(app)


@sync
async def test_a_letter_typed_into_the_seed_is_refused_with_a_word(tmp_path):
    app = make_app(tmp_path, game="metal", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        seed = await seed_focused(app, pilot)
        seed.value = "12"
        await settle(pilot)
        await pilot.press("end")
        assert SEED_IS_A_NUMBER not in flat(screen_text(app))
        await pilot.press(*"abc", "7")
        await settle(pilot)
        assert seed.value == "127"
        assert SEED_IS_A_NUMBER in flat(screen_text(app)), screen_text(app)
