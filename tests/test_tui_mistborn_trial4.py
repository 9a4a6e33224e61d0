"""Pilot tests from the fourth new-user trial of Mistborn (issue 14, "nothing surprises"; competitive,
3 players, 80x24): what a player must see and what the keys do."""

from __future__ import annotations

import pytest

from test_tui_support import DATA, dismiss_handoff, flat, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp

SIZE = (80, 24)


async def typed(app, pilot, text: str) -> None:
    """Type ``text`` on the command line and send it."""
    await pilot.press("colon", *text, "enter")
    await pilot.pause()


@sync
async def test_a_players_number_key_picks_that_player_when_passing_the_target():
    # found in a trial: the pass-the-target question listed "1. Player 2  2. Player 3", and 2
    # pressed for Player 2 gave the target to Player 3: the keys are the players' own numbers
    app = HotseatApp(scenario=DATA / "mistborn_pass_target.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await typed(app, pilot, "attack")
        await wait_for(pilot, lambda: st.players[0].res.get("health", 40) < 40 or "damage" in screen_text(app))
        await typed(app, pilot, "end")
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
        await dismiss_handoff(app, pilot)  # Player 1 answers
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        text = flat(screen_text(app))
        assert "2. Player 2" in text and "3. Player 3" in text and "keys 2, 3 mark" in text
        await pilot.press("2", "enter")
        await wait_for(pilot, lambda: st.res.get("target") != 0)
        assert st.res["target"] == 1  # Player 2


@pytest.mark.parametrize("scenario", ["mistborn_waiting_header.toml", "mistborn_waiting_header_full.toml"])
@sync
async def test_the_header_at_80_columns_names_whom_the_game_waits_for_whole(scenario):
    # found in a trial at 80x24: "Actions · 3 Money · 2 Mission · waiting: P…" (cut): the phase's
    # name gives way to the name of the player the game waits for; Mistborn trial 5: with Money,
    # damage and mission points all shown it still ended "· waiting:…": the amounts give way too
    app = HotseatApp(scenario=DATA / scenario, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await dismiss_handoff(app, pilot)
        for command in ("play Con", "burn brass on Con"):
            await typed(app, pilot, command)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("escape")  # to look at the table: the question waits
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        head = screen_text(app).splitlines()[0]
        assert head.rstrip().endswith("waiting: Player 1"), head
        if scenario == "mistborn_waiting_header.toml":  # room for the amounts, if not the phase
            assert "Money" in head and "Mission" in head
