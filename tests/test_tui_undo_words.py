"""Undo says what it took back (a new user's trial of Heroes of Metro City: "Undone." alone left
the player guessing which move was gone), in every game, at 80x24; and the words, the mover's
own command, are theirs alone: the next player never reads them."""

from __future__ import annotations

import pytest
from test_tui_support import flat, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from screens.decision import DecisionScreen
from screens.handoff import HandoffScreen
from screens.table import TableScreen

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def no_guards(monkeypatch):
    monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
    monkeypatch.setattr(HandoffScreen, "GUARD", 0.0)
    monkeypatch.setattr(TableScreen, "BURST", 0)
    monkeypatch.setattr(TableScreen, "GUARD", 0)


async def at_table(app, pilot) -> None:
    """Pass hand-offs and answer set-up questions (Enter: the first option) until the person at
    the keyboard is at the table with nothing to answer."""
    for _ in range(12):
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen", "DecisionScreen"))
        await settle(pilot)
        s = app.session
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        elif screen_name(app) == "DecisionScreen":
            await pilot.press("1", "enter")
        elif s.state.pending is None and app.viewer == s.state.decider:
            return
        else:
            await pilot.pause()
    raise AssertionError(f"never at the table: {screen_name(app)}")


def undoable_move(app) -> str:
    """A move of the person at the keyboard that may be taken back (one that reveals nothing)."""
    s = app.session
    for text in dict.fromkeys(s.text(c) for c in s.legal()):
        if text.split()[0] in ("play", "slot", "develop", "activate", "buy"):
            return text
    raise AssertionError("no move to take back")


@pytest.mark.parametrize("game", ["metal", "jld", "metro", "mistborn"])
@sync
async def test_undo_names_the_move_it_took_back(game):
    app = HotseatApp(game=game, players=2, seed=1, skip_setup=True, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await at_table(app, pilot)
        move = undoable_move(app)
        n = len(app.session.save.commands)
        app.give(move)
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 1)
        assert app.undo_reason() is None, app.undo_reason()
        app.screen.query_one("#hand").focus()
        await pilot.press("z")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n)
        said = f"Undone: {move}."
        await wait_for(pilot, lambda: said in flat(screen_text(app)))
        # the next command is the news: the line no longer says what was taken back
        app.give(move)
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 1)
        await settle(pilot)
        assert "Undone" not in screen_text(app)
