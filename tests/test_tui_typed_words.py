"""Issue 14, new-user trials of every game: a command word typed at the table without ":" first
(``end``, ``defeat``, ``next``, ``burn``) fired the keys of its first letters (E ended the turn,
N went to the next phase...). Letters that come in a burst are a command being typed: they go
to the command line, and the line above it says so; a key pressed on its own still acts."""

from __future__ import annotations

import pytest
from test_tui_support import burst, screen_name, screen_text, sync, wait_for
from test_tui_teach_input import SIZE, burst_app, seated
from textual.widgets import Input


#: per game, a command word whose first letter is a key of its table
WORDS = {"metal": "defeat", "jld": "defeat", "metro": "battle", "mistborn": "burn"}


@pytest.mark.parametrize("game", sorted(WORDS))
@sync
async def test_a_word_typed_without_colon_goes_to_the_command_line(tmp_path, game, monkeypatch):
    word = WORDS[game]
    app = burst_app(tmp_path, monkeypatch, game)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await burst(app, pilot, *word)
        cmd = app.screen.query_one("#cmd", Input)
        await wait_for(pilot, lambda: cmd.value == word)
        assert screen_name(app) == "TableScreen" and app.focused is cmd
        assert app.session.save.commands == before  # no key acted
        assert "press : first" in screen_text(app).lower()  # said what happened
        await pilot.press("enter")  # the word is sent as a command
        await wait_for(pilot, lambda: app.session.save.commands != before or bool(app.message)
                       or screen_name(app) != "TableScreen")


@sync
async def test_a_key_pressed_alone_still_acts_after_a_moment(tmp_path, monkeypatch):
    """Mistborn's A (play all) waits, as "attack" and "advance" start with a; alone, it plays."""
    app = burst_app(tmp_path, monkeypatch, "mistborn", wait=0.2)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await pilot.press("a")
        await wait_for(pilot, lambda: app.session.save.commands != before)
        assert app.screen.query_one("#cmd", Input).value == ""  # no command was started
