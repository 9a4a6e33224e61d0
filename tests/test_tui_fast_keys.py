"""Issue 14, keys faster than the screen: a burst of keys (``tmux send-keys``, a fast typist)
either acts or is said to be ignored, never dropped without a word."""

from __future__ import annotations

from test_tui_flow import start_default_game
from test_tui_support import burst, key_too_soon, keyboard_quiet, make_app, screen_name, screen_text, sync, wait_for

from screens.handoff import HandoffScreen

SIZE = (80, 24)


async def _at_table(app, pilot) -> None:
    """Metal for two: the heroes picked, the first player at the table, the hand's keys."""
    await start_default_game(app, pilot)
    await wait_for(pilot, lambda: app.screen.focused is app.screen.query_one("#hand"))


@sync
async def test_enters_typed_while_a_card_is_played_are_said_to_be_ignored(tmp_path):
    """Found in a Metal trial: four Enters sent at once in the hand played one card and the
    other three did nothing, silently. They all named the card highlighted when they were typed,
    gone once it was played: the message line counts them."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _at_table(app, pilot)
        hand = list(app.session.state.players[app.viewer].zones["hand"])
        await burst(app, pilot, "enter", "enter", "enter", "enter")
        await wait_for(pilot, lambda: "ignored" in screen_text(app))
        assert len(app.session.state.players[app.viewer].zones["hand"]) == len(hand) - 1
        assert "3 keys typed while the table was changing were ignored" in screen_text(app)
        await pilot.press("enter")  # the next card, once the table stands still: played, the line cleared
        await wait_for(pilot, lambda: len(app.session.state.players[app.viewer].zones["hand"]) == len(hand) - 2)
        await wait_for(pilot, lambda: "ignored" not in screen_text(app))


@sync
async def test_a_space_the_handoff_ignores_asks_for_another(tmp_path, monkeypatch):
    """With the real guard, a Space pressed as the hand-off appears is ignored (it may be a key
    meant for the screen before): the hand-off says so and asks for Space again, which then
    continues once the keyboard was quiet (here to the first hero pick)."""
    monkeypatch.setattr(HandoffScreen, "GUARD", 0.7)
    app = make_app(tmp_path, names=["Ann", "Ben"], skip_setup=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        assert "press Space again" not in screen_text(app)
        # the Space lands inside the wait however slow the machine (a CI run under load pressed
        # it after even a 3 s wait, and the hand-off simply went on)
        key_too_soon(app.screen)
        await pilot.press("space")
        await wait_for(pilot, lambda: "press Space again" in screen_text(app))
        assert screen_name(app) == "HandoffScreen"
        keyboard_quiet(app.screen)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen")


@sync
async def test_enters_typed_as_a_card_asks_open_one_question(tmp_path):
    """Metro: Enter on a Power that fits two Energy sources asks which. Three Enters at once
    opened three questions, one over the other; the keys typed at the table as the first opened
    are ignored, and a notice says so."""
    from test_tui_teach_input import seated
    from test_tui_teach_table import METRO_TWO_SOURCES, scenario

    from hotseat.app import HotseatApp

    app = HotseatApp(scenario=scenario(tmp_path, "metro", METRO_TWO_SOURCES), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        hand = app.screen.query_one("#hand")
        hand.focus()
        hand.highlighted = [st.name(u) for u in st.players[app.viewer].zones["hand"]].index("Deadly Blades")
        await pilot.pause()
        await burst(app, pilot, "enter", "enter", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await wait_for(pilot, lambda: any("were ignored" in str(n.message) for n in app._notifications))
        assert [type(s).__name__ for s in app.screen_stack].count("DecisionScreen") == 1
        await pilot.press("escape")  # the question closed: the table, no other question under it
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
