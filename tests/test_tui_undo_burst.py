"""Found in a Mistborn co-op trial: in a question, Z (take the move back) and I (a card's
popup) typed in one burst left the question on the screen after the move was taken back, its
popup on top; Esc then showed the stale question, and answering it stopped the game with a
TypeError (nothing was pending)."""

from __future__ import annotations

from test_tui_support import burst, screen_name, settle, sync, wait_for

from hotseat.app import HotseatApp
from hotseat.bots import make_bot
from hotseat.client import GameClient
from rules.api import view

#: co-op Mistborn, seed 4, heuristic bots for both seats: after these many moves it is Ann's
#: move, and advancing on Luthadel Garrison asks her which Adversary shield to destroy
MOVES = 247


def ann_before_a_question(tmp_path) -> HotseatApp:
    saved = tmp_path / "coop.json"
    game = GameClient.new("mistborn", ["Ann", "Ben"], 4, options={"variant": "coop", "first": 0}, autosave=saved)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    for _ in range(MOVES):
        st = game.state
        game.do(bots[st.decider].choose(view(st, st.decider, log=False), game.legal()))
    assert game.state.decider == 0 and game.state.pending is None
    return HotseatApp(resume=True, save_path=saved, autosave=tmp_path / "autosave.json")


@sync
async def test_undo_typed_with_another_key_in_a_question_closes_it(tmp_path):
    app = ann_before_a_question(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        pending = lambda: app.session.state.pending  # noqa: E731 (undo replays into a new state)
        await pilot.press("colon", *"advance Luthadel Garrison", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and pending() is not None)
        await settle(pilot)
        await burst(app, pilot, "z", "i")  # I opens the card's popup before the app takes Z
        await wait_for(pilot, lambda: pending() is None)  # the move was taken back
        await wait_for(pilot, lambda: not any(type(s).__name__ == "DecisionScreen" for s in app.screen_stack))
        while screen_name(app) != "TableScreen":  # whatever is still open over the table closes
            await pilot.press("escape")
            await settle(pilot)
        await pilot.press("2", "enter")  # nothing to answer: the game goes on
        await settle(pilot)
        assert app.is_running and screen_name(app) == "TableScreen" and pending() is None
