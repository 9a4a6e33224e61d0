"""Issue 14, a Mistborn co-op trial: in a question Z took the move back, and Ctrl+P (the
command palette: every action possible now) did not offer Undo. In a question the palette
lists the question's actions, Undo among them when the move can be taken back."""

from __future__ import annotations

import pytest

from test_tui_support import screen_name, screen_text, settle, sync, wait_for
from test_tui_undo_burst import ann_before_a_question


def metal_app(tmp_path):
    """Two-player Metal, Ann first, set-up skipped."""
    from test_tui_support import make_app

    return make_app(tmp_path, game="metal", players=2, names=["Ann", "Ben"], skip_setup=True,
                    options={"auto_pick": True, "first": 0})


async def ann_at_the_table(app, pilot) -> None:
    """Past the first hand-off, at the table with Ann at the keyboard."""
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)


async def at_the_shield_question(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
    await pilot.press("colon", *"advance Luthadel Garrison", "enter")
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and app.session.state.pending is not None)
    await settle(pilot)


@sync
async def test_the_palette_in_a_question_offers_undo_and_it_takes_the_move_back(tmp_path):
    app = ann_before_a_question(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_shield_question(app, pilot)
        given = list(app.session.save.commands)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"Undo")
        await wait_for(pilot, lambda: "take back the move that asked this question" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session.state.pending is None and screen_name(app) == "TableScreen")
        assert app.session.save.commands == given[:-1] and given[-1] == "advance Luthadel Garrison"


@sync
async def test_the_palette_in_a_question_offers_no_undo_when_the_move_cannot_be_taken_back(tmp_path):
    app = ann_before_a_question(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        app.session.undoable = False  # as in a scenario
        await at_the_shield_question(app, pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await settle(pilot)
        listed = screen_text(app)
        assert "Look at table" in listed and "take back the move" not in listed


@sync
async def test_the_palette_at_the_table_lists_an_undo_not_possible_now_and_says_why(tmp_path):
    # Metro trial: after a card was revealed, Ctrl+P then "undo" showed "No matches found",
    # where Z and :undo said why nothing could be undone
    app = metal_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_at_the_table(app, pilot)
        assert app.screen.allowed("undo") is None  # nothing done yet this turn
        why = app.screen.why_not("undo")
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"undo")
        await wait_for(pilot, lambda: "(not now)" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen"
                       and any(n.message == why for n in app._notifications))
        assert app.session.state.active == 0 and why.startswith("Nothing to undo")


@pytest.mark.parametrize("focus", ["#hand", "#logbox", "#cmd", "#lineup", "#team"])
@sync
async def test_enter_on_an_empty_palette_runs_nothing(tmp_path, focus):
    # Metal trial at 80x24: Ctrl+P, then Enter with nothing typed ran "Maximize" (a Textual
    # command the player never chose): the focused list filled the screen; whichever entry
    # comes first (the providers answer in either order: "play Punch" too), none runs
    app = metal_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_at_the_table(app, pilot)
        table = app.screen
        table.query_one(focus).focus()
        await settle(pilot)
        given = list(app.session.save.commands)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette"
                       and "a command you may give now" in screen_text(app))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert screen_name(app) == "CommandPalette"  # still open: nothing was chosen
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        assert table.maximized is None and "Line-Up" in screen_text(app) and "command (play, buy" in screen_text(app)
        assert app.session.save.commands == given
