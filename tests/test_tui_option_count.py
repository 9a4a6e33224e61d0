"""A long list of options counts on its border the ones on screen (screens/widgets/lists.py
``shown_count``; issue 14, Metal trial at 80x24: the border said "1–12 of 28 · ↓ for more"
while options 1–7 showed, until a key was pressed)."""

from __future__ import annotations

import re

import pytest
from test_tui_support import screen_text, sync, wait_for
from test_tui_table_rules import question
from textual.app import App

from screens.decision import DecisionScreen


def shown_numbers(app) -> list[int]:
    """The numbers of the options whose row is on screen ("Option card number 7" is option 8)."""
    return sorted({int(n) + 1 for n in re.findall(r"Option card number (\d+)", screen_text(app))})


@pytest.mark.parametrize("most,least", [(1, 1), (3, 0)])
@sync
async def test_a_long_list_counts_the_options_on_screen_from_the_first_draw(most, least):
    class Stage(App):
        def on_mount(self) -> None:
            self.push_screen(DecisionScreen(question(28, most, least), "Ann"))

    app = Stage()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.screen_stack) > 1 and "of 28" in screen_text(app))
        for _ in range(4):  # every frame from the first one the count shows in
            said = re.search(r"(\d+)–(\d+) of 28 · ↓ for more", screen_text(app))
            shown = shown_numbers(app)
            assert said is not None and (int(said[1]), int(said[2])) == (shown[0], shown[-1]), (said, shown)
            await pilot.pause()
        await pilot.press("end")  # the last one: the others are above
        await wait_for(pilot, lambda: "↑ for more" in screen_text(app))
        said = re.search(r"(\d+)–(\d+) of 28 · ↑ for more", screen_text(app))
        shown = shown_numbers(app)
        assert said is not None and (int(said[1]), int(said[2])) == (shown[0], shown[-1]) and shown[-1] == 28
