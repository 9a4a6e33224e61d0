"""Issue 14, Mistborn co-op trial on a loaded machine: a screen took over a second to show, and
keys typed meanwhile, meant for the screen still seen, acted on the new one: an Enter typed for
the command line declined the question Marsh's ability II opened (after ``buy Soar``), and keys
typed after ``y`` ended a turn fell on the hand-off. A key handled before a screen with a wait
was first drawn never counts there (:class:`screens.guard.Guard`).

The machine's slowness is played by a key whose time stamp says it was typed a second after the
screen was made, delivered before the screen was drawn."""

from __future__ import annotations

from test_tui_support import DATA, flat, handoff_text, screen_name, screen_text, settle, sync, type_end, wait_for
from textual import _time, events

from hotseat.app import HotseatApp
from screens.decision import DecisionScreen
from screens.handoff import HandoffScreen
from screens.typed_ahead import IGNORED

SIZE = (80, 24)


def typed_while_drawing(monkeypatch, screen: type, key: str, character: str) -> list[float]:
    """The first ``screen`` made from now gets ``key`` typed a second after it was made, while it
    was still being drawn (a loaded machine); returns when each such key was made."""
    made: list[float] = []
    compose = screen.compose

    def slow_compose(self):
        if not made:
            made.append(_time.get_time())
            event = events.Key(key, character)
            event.time = made[0] + 1.0  # typed after the screen was made, before it showed
            event.set_sender(self.app)
            self.app._driver.send_message(event)
        yield from compose(self)

    monkeypatch.setattr(screen, "compose", slow_compose)
    return made


async def ann_seated(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
    await settle(pilot)


@sync
async def test_an_enter_typed_while_a_question_was_being_drawn_does_not_decline_it(monkeypatch):
    monkeypatch.setattr(DecisionScreen, "GUARD", 0.4)  # the real wait
    app = HotseatApp(scenario=DATA / "coop_marsh_buy.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await ann_seated(app, pilot)
        made = typed_while_drawing(monkeypatch, DecisionScreen, "enter", "\r")
        await pilot.press("colon", *"buy Soar", "enter")
        await wait_for(pilot, lambda: bool(made))
        await settle(pilot)
        st = app.session.state
        # Marsh's question is still open: the Enter (on No, the safe answer) declined nothing
        assert screen_name(app) == "DecisionScreen" and st.pending is not None
        assert "Marsh's ability II" in app.screen.pending["prompt"]
        assert any(IGNORED in str(n.message) for n in app._notifications)
        assert not any("declines" in line for line in app.session.view(0)["log"][-3:])


@sync
async def test_a_space_typed_while_the_handoff_was_being_drawn_does_not_show_the_next_hand(monkeypatch):
    app = HotseatApp(scenario=DATA / "coop_marsh_buy.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await ann_seated(app, pilot)
        monkeypatch.setattr(HandoffScreen, "GUARD", 0.7)  # the real wait
        made = typed_while_drawing(monkeypatch, HandoffScreen, "space", " ")
        await type_end(app, pilot)
        await wait_for(pilot, lambda: bool(made))
        await settle(pilot)
        st = app.session.state
        assert st.active == 1 and screen_name(app) == "HandoffScreen" and app.viewer is None
        assert "Pass the keyboard to Ben" in handoff_text(app)
        assert not any(st.name(u) in handoff_text(app) for u in st.players[1].zones["hand"])


@sync
async def test_notices_over_a_question_never_cover_its_options_or_buttons():
    """Issue 14, co-op trial: the Lord Ruler's notice covered a question's options for seconds
    (in Metal, a "Kept" notice the private hero pick). A notice raised before a question opens,
    or while it is open, is said in the question's own line, left of its buttons."""
    app = HotseatApp(scenario=DATA / "coop_marsh_buy.toml", autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await ann_seated(app, pilot)
        # as the app tells a step of the Lord Ruler's between two turns and, in the same moment,
        # opens the question that waits (HotseatApp.advance: _tell_between, then open_decision)
        app.notify("Skaa Purge: each player burns a metal, or else takes 3 damage.",
                   title="The Lord Ruler's turn", timeout=12, markup=False)
        app.give("buy Soar")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        text = screen_text(app)
        rows = text.splitlines()
        assert "▌" not in text  # no toast anywhere over the question
        for shown in ("1. Yes", "2. No", "Confirm"):
            row = next(r for r in rows if shown in r)
            assert row.rstrip().endswith("█"), row  # the row whole, to the question's right edge
        said = flat(text)  # in the question's line, left of the buttons (it wraps beside them)
        assert "The Lord Ruler's turn: Skaa Purge: each player burns a" in said and "takes 3 damage." in said
        await pilot.press("colon")  # a command typed on: "answer this question first", in the same line
        await wait_for(pilot, lambda: "Answer this question first" in flat(screen_text(app)))
        text = screen_text(app)
        assert "▌" not in text and "Confirm" in text
