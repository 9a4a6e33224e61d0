"""Issue 15, at the table: a key must settle in under 50 ms. A letter key of the table waited
for a next letter (``TableScreen.BURST``, letters typed in a burst are a command typed without
":", issue 14) before it acted, so I (the card's view) took half a second. A key that only
shows something acts at once, and a letter typed on at once takes it back; a key whose letter
starts no command word acts at once too; a key that changes the game waits only where a
command word other than its own may start with its letter (tests/test_tui_typed_words.py), and
one whose letter starts only its own word ("end" for E) acts at once, the rest of the word typed
on being the same command."""

from __future__ import annotations

import pytest
from test_tui_support import burst, screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import SIZE, burst_app, seated
from textual.widgets import Input

from screens.typed_ahead import IGNORED


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
async def test_a_key_that_changes_the_game_still_waits_where_another_word_may_start(tmp_path, monkeypatch):
    """D (decide): "defeat" starts with d and is not D's, so D waits for the burst to be over
    before it acts, and "defeat" typed on goes to the command line."""
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await pilot.press("d")
        await pilot.pause()
        cmd = app.screen.query_one("#cmd", Input)
        assert cmd.value == "" and not app.message  # D has not acted, nor said why not yet
        await burst(app, pilot, *"efeat")
        await wait_for(pilot, lambda: cmd.value == "defeat")


@pytest.mark.parametrize("game", ["metal", "jld", "mistborn"])
@sync
async def test_e_acts_at_once_and_end_typed_on_is_the_same_command(tmp_path, monkeypatch, game):
    """E: the only word that starts with e is "end", E's own, so E acts at once with the burst
    wait on (60 s here); "nd" and the Enter typed on after it are that same command: nothing is
    left on the command line and no question says it ignored them."""
    app = burst_app(tmp_path, monkeypatch, game)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen", patience=20)  # cards left: E asks, at once
        await pilot.press("n")  # a key typed on after E's question opened
        await pilot.press("d", "enter")
        await settle(pilot)
        assert screen_name(app) == "ConfirmScreen"  # the question was not answered by the word
        assert IGNORED not in screen_text(app)
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.screen.query_one("#cmd", Input).value == ""


@sync
async def test_a_acts_at_once_in_metal_and_all_typed_on_plays_once(tmp_path, monkeypatch):
    """A in Metal: "all" is A's own word, so A plays the hand at once; "ll" typed on after it is
    taken, not started as a command."""
    app = burst_app(tmp_path, monkeypatch, "metal")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await burst(app, pilot, *"all")
        await wait_for(pilot, lambda: app.session.save.commands != before)
        await settle(pilot)
        cmd = app.screen.query_one("#cmd", Input)
        assert cmd.value == "" and app.focused is not cmd
        played = app.session.save.commands[len(before):]
        assert len(played) == 5 and all(c.startswith("play ") for c in played)  # the hand, once


@sync
async def test_a_still_waits_in_mistborn_where_attack_may_be_typed(tmp_path, monkeypatch):
    app = burst_app(tmp_path, monkeypatch, "mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await burst(app, pilot, *"att")
        cmd = app.screen.query_one("#cmd", Input)
        await wait_for(pilot, lambda: cmd.value == "att")
        assert app.session.save.commands == before


@sync
async def test_metro_next_acts_at_once_and_next_typed_on_goes_on_once(tmp_path, monkeypatch):
    """Metro City's N: "next" is its own word (the game's key gives that command), so N acts
    at once; "ext" and the Enter typed on after it do not go on to a second phase."""
    app = burst_app(tmp_path, monkeypatch, "metro")
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await pilot.press("n")  # alone: at once, though a waiting key would wait 60 s here
        await wait_for(pilot, lambda: app.session.save.commands != before, patience=20)
        await settle(pilot)
        before = list(app.session.save.commands)
        await burst(app, pilot, *"next", "enter")
        await wait_for(pilot, lambda: app.session.save.commands != before)
        await settle(pilot)
        assert app.session.save.commands[len(before):] == ["next"]
        cmd = app.screen.query_one("#cmd", Input)
        assert cmd.value == "" and app.focused is not cmd  # the word was the key's: the table keeps the keys
