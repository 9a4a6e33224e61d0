"""Issue 15, at the table: a key must settle in under 50 ms. A letter key of the table waited
for a next letter (``TableScreen.BURST``, letters typed in a burst are a command typed without
":", issue 14) before it acted, so I (the card's view) took half a second. A key that only
shows something acts at once, and a letter typed on at once takes it back; a key whose letter
starts no command word acts at once too; a key that changes the game waits only where a
command word may start with its letter (tests/test_tui_typed_words.py)."""

from __future__ import annotations

from test_tui_support import burst, screen_name, sync, wait_for
from test_tui_teach_input import SIZE, burst_app, seated
from textual.widgets import Input


@sync
async def test_the_card_view_opens_at_once_with_the_burst_wait_on(tmp_path, monkeypatch):
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await pilot.press("i")
        await pilot.pause()
        assert screen_name(app) == "CardDetailScreen"


@sync
async def test_a_letter_typed_on_takes_the_card_view_back(tmp_path, monkeypatch):
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await burst(app, pilot, "i", "x")
        cmd = app.screen.query_one("#cmd", Input)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and cmd.value == "ix")
        assert app.focused is cmd and app.session.save.commands == before
        await pilot.press("y")  # the next letters are the command's
        assert cmd.value == "ixy"


@sync
async def test_a_key_no_command_word_starts_with_acts_at_once(tmp_path, monkeypatch):
    """V (defeat the Super-Villain): no word of Metal's command line starts with v; it acts, or
    says why it cannot, at once."""
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        said, before = len(app._notifications), list(app.session.save.commands)
        await pilot.press("v")
        await pilot.pause()
        assert len(app._notifications) > said or app.session.save.commands != before
        assert app.screen.query_one("#cmd", Input).value == ""


@sync
async def test_a_key_that_changes_the_game_still_waits_where_a_word_may_start(tmp_path, monkeypatch):
    """E (end): "end" starts with e, so E waits for the burst to be over before it acts."""
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await pilot.press("e")
        await pilot.pause()
        assert screen_name(app) == "TableScreen"  # no question about ending yet
        await burst(app, pilot, "n", "d")
        cmd = app.screen.query_one("#cmd", Input)
        await wait_for(pilot, lambda: cmd.value == "end")
