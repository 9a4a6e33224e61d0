"""Issue 14, a Metal trial: H (Hal Jordan's ability, a key that waits a moment for a next
letter: "help" starts with h) was still waiting when 3 was typed for the question it opens; the
3 made H act, then was lost, and the Enter typed after it answered the question with its first
option (a Flight discarded for good). A key that makes a waiting key act waits for the move's
table, as every key typed after a move does: the question it opens ignores it and says so."""

from __future__ import annotations

from test_tui_support import screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from screens.decision import DecisionScreen
from screens.table import TableScreen
from screens.typed_ahead import IGNORED

SIZE = (80, 24)


def hal_table(tmp_path):
    path = tmp_path / "hal.toml"
    path.write_text('game = "metal"\nseed = 46\nplayers = ["Ann", "Ben"]\n\n[[player]]\n'
                    'characters = ["Hal Jordan"]\nhand = ["Punch", "Vulnerability", "Punch"]\n\n'
                    '[[player]]\ncharacters = ["Cyborg"]\n', encoding="utf-8")
    return HotseatApp(scenario=path, autosave=False)


@sync
async def test_a_number_that_makes_a_waiting_key_act_is_not_lost_and_enter_does_not_answer(tmp_path, monkeypatch):
    monkeypatch.setattr(TableScreen, "BURST", 60.0)  # H waits: the 3 is what makes it act
    app = hal_table(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
        await settle(pilot)
        before = list(app.session.save.commands)
        await pilot.press("h", "3")
        await wait_for(pilot, lambda: isinstance(app.screen, DecisionScreen))
        await settle(pilot)
        await pilot.press("enter")  # the 3 was typed before the question: it never answers
        await settle(pilot)
        assert app.session.save.commands[len(before):] == ["use Hal Jordan"]  # nothing discarded
        assert isinstance(app.screen, DecisionScreen)
        assert IGNORED in screen_text(app) or "ignored" in screen_text(app)
