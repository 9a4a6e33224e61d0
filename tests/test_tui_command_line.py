"""The command line at typing speed (screens/widgets/command_line.py; issue 14 "input never does
what you didn't mean"): commands typed or pasted at once, each ended by Enter, run one by one,
whether the one before was refused or not."""

from __future__ import annotations

from test_tui_support import burst, sync, wait_for
from test_tui_teach_input import bare_scenario, seated

from hotseat.app import HotseatApp


@sync
async def test_a_command_typed_right_after_a_refused_one_runs_on_its_own(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        hand = app.session.state.players[0].zones["hand"]
        fundings = sum(app.session.state.name(u) == "Funding" for u in hand)
        await burst(app, pilot, "colon", *"buy nothing", "enter", *"play funding", "enter")
        await wait_for(pilot, lambda: sum(app.session.state.name(u) == "Funding" for u in hand) == fundings - 1)
        assert app.session.save.commands[-1:] == ["play Funding"]
        for _ in range(5):
            await pilot.pause()
        # the refused command does not come back over the one that ran after it
        assert app.screen.query_one("#cmd").value == ""


@sync
async def test_a_refused_command_leaves_the_line_empty_and_up_brings_it_back(tmp_path):
    """Issue 14 trials: a refused command left on the line had the next one typed onto it
    ("endplay", "keep venturebuy mercenary"). The line empties after every command, as in a
    shell, and Up brings the commands given back, the cursor at the end, to be corrected."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await burst(app, pilot, "colon", *"play punch", "enter", *"buy nothing", "enter")
        await wait_for(pilot, lambda: "nothing" in app.message)
        for _ in range(3):
            await pilot.pause()
        cmd = app.screen.query_one("#cmd")
        assert cmd.value == "" and cmd.has_focus
        assert app.session.save.commands[-1:] == ["play Punch"]
        await pilot.press("up")
        assert cmd.value == "buy nothing" and cmd.cursor_position == len("buy nothing")
        await pilot.press("up")
        assert cmd.value == "play punch"
        await pilot.press("down", "backspace")  # the cursor is at its end: a typo is fixed there
        assert cmd.value == "buy nothin"
        await pilot.press("down")
        assert cmd.value == ""
