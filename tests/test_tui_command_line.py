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
async def test_the_last_refused_command_comes_back_to_be_corrected(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await burst(app, pilot, "colon", *"play punch", "enter", *"buy nothing", "enter")
        await wait_for(pilot, lambda: "nothing" in app.message)
        await wait_for(pilot, lambda: app.screen.query_one("#cmd").value == "buy nothing")
        assert app.session.save.commands[-1:] == ["play Punch"]
        await pilot.press("backspace")  # the cursor is at its end, nothing selected: a typo is fixed there
        assert app.screen.query_one("#cmd").value == "buy nothin"
