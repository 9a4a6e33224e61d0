"""Issue 14, a Mistborn co-op trial: keys typed while a move was being applied answered the
question that move opened (an Enter meant for the table picked "Yes" in a question drawn 0.8 s
later). A question of any kind takes no key typed before it was drawn, and says so."""

from __future__ import annotations

import pytest
from test_tui_support import screen_name, settle, sync, wait_for
from test_tui_undo_burst import ann_before_a_question
from textual import events
from textual.binding import Binding

from screens.confirm import ConfirmScreen
from screens.decision import DecisionScreen
from screens.typed_ahead import IGNORED, InputClock


def _question(n: int, most: int, ids: list[str] | None = None) -> dict:
    ids = ids or [f"o{i}" for i in range(1, n + 1)]
    return {"prompt": "Pick", "kind": "options", "min": 1 if most == 1 else 0, "max": most,
            "options": [(oid, oid.capitalize()) for oid in ids]}


#: each kind of question, the keys typed on before it showed, and the answer they would give
KINDS = {
    "yes or no": (lambda: DecisionScreen(_question(2, 1, ["yes", "no"]), "Ann"), ["enter"], ["yes"]),
    "yes or no, Y": (lambda: DecisionScreen(_question(2, 1, ["yes", "no"]), "Ann"), ["y"], ["yes"]),
    "pick one": (lambda: DecisionScreen(_question(3, 1), "Ann"), ["2", "enter"], ["o2"]),
    "mark several": (lambda: DecisionScreen(_question(3, 3), "Ann"), ["1", "2", "enter"], ["o1", "o2"]),
    "a number": (lambda: DecisionScreen({"prompt": "How many?", "kind": "number", "min": 0, "max": 9,
                                         "options": []}, "Ann"), ["5", "enter"], 5),
    "confirm": (lambda: ConfirmScreen("End your turn?", "End turn"), ["y"], True),
}


def type_on(app, *keys: str) -> None:
    """The person types ``keys`` now (they are queued while the app is busy)."""
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else "\r")
        event.set_sender(app)
        app._driver.send_message(event)


class Table(InputClock):
    """A table whose X is a move that opens a question, while ``keys`` are typed on."""

    BINDINGS = [Binding("x", "ask")]

    def __init__(self, make, keys):
        super().__init__()
        self.make, self.keys, self.answers = make, keys, []

    def action_ask(self) -> None:
        type_on(self, *self.keys)
        self.push_screen(self.make(), self.answers.append)


def told(app, words: str) -> bool:
    return any(words in str(n.message) for n in app._notifications)


@pytest.mark.parametrize("kind", list(KINDS))
@sync
async def test_keys_typed_before_a_question_was_drawn_answer_nothing_and_are_said(kind):
    make, keys, answer = KINDS[kind]
    app = Table(make, keys)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("x")
        await settle(pilot)
        assert screen_name(app) in ("DecisionScreen", "ConfirmScreen") and app.answers == []
        assert told(app, IGNORED)
        await pilot.press(*keys)  # the same keys, now that it shows (Enter: after it was said)
        if not app.answers and keys[-1] == "enter":
            await pilot.press("enter")
        await wait_for(pilot, lambda: app.answers != [])
        assert app.answers == [answer]


@sync
async def test_an_enter_typed_while_the_move_was_applied_does_not_answer_its_question(tmp_path):
    """Co-op Mistborn: Ann advances on Luthadel Garrison and, while the move is applied, types
    Enter; the question the move opens (which shield to destroy) stays open, unanswered."""
    app = ann_before_a_question(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        attempt = app.session.attempt

        def slow_attempt(cmd):
            done = attempt(cmd)
            type_on(app, "enter")  # while the move was being applied
            return done

        app.session.attempt = slow_attempt
        await pilot.press("colon", *"advance Luthadel Garrison", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        assert screen_name(app) == "DecisionScreen" and app.session.state.pending is not None
        assert told(app, IGNORED)


@sync
async def test_keys_typed_fast_are_each_judged_on_the_table_the_key_before_left(tmp_path):
    """``a b`` typed in one burst: B is judged after A played the hand (Iron and Pewter
    Training played, two cards to burn on), not on the table before it (nothing played yet:
    B refused)."""
    from test_tui_support import DATA, burst, dismiss_handoff

    from hotseat.app import HotseatApp

    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await dismiss_handoff(app, pilot)
        await settle(pilot)
        await burst(app, pilot, "a", "b")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Burn: which one?" in app.screen.pending["prompt"]
        assert not any("burn" in str(n.message).lower() for n in app._notifications)  # no refusal
