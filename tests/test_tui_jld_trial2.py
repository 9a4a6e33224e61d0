"""Pilot tests for a second new-user trial of Justice League Dark at 80x24 (issue 14, "the
teaching table: nothing surprises"): the log keeps rows however full the placards are, and
the end-turn question says what is really left."""

from __future__ import annotations

from test_tui_jld_user import SIZE, scenario_app, take_seat
from test_tui_support import screen_name, screen_text, settle, sync, wait_for



@sync
async def test_full_placards_leave_the_log_three_rows_at_80x24():
    app = scenario_app("jld_crowded.toml")  # 4 players, Ongoing cards everywhere, a long score pile
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("enter", "enter")  # two Punches: three log lines
        await wait_for(pilot, lambda: "Player 1: +1 Power (2)." in screen_text(app))
        await settle(pilot)
        text = screen_text(app)
        for line in ("Player 1: +1 Power (1).", "Player 1 plays Punch.", "Player 1: +1 Power (2)."):
            assert line in text
        # the other players' Ongoing cards: one line, what does not fit counted, no name cut (Metro trial 3)
        assert "Ongoing: Limbo Town +2 more" in text and "House of Sec…" not in text
        assert "Score pile 7 (4 VP): Tannarak" in text  # (its VP there: not on the own placard at 80x24)


@sync
async def test_end_question_names_the_unused_ability_not_power_that_buys_nothing():
    app = scenario_app("jld_xanadu_end.toml")  # 1 Power, the cheapest card costs more
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "End your turn with Madame Xanadu's ability unused?" in text
        assert "Power unspent" not in text



@sync
async def test_an_ongoing_card_played_this_turn_counts_as_played():
    app = scenario_app("jld_ongoing_played.toml")  # Limbo Town in the hand
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        assert "Played this turn (Player 1): nothing yet" in screen_text(app)
        await pilot.press(*"play Limbo Town", "enter")
        await wait_for(pilot, lambda: "Played this turn (Player 1): Limbo Town" in screen_text(app))


@sync
async def test_h_says_why_no_ability_can_be_used():
    app = scenario_app("jld_xanadu_end.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        await pilot.press(*"use Madame Xanadu", "enter")
        await wait_for(pilot, lambda: "use Madame Xanadu" in app.session.save.commands)
        await settle(pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")  # her look at the top cards
        await pilot.press("n")  # none discarded
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session.state.pending is None)
        await settle(pilot)
        await pilot.press("escape")  # the keys back to the table from the command line
        await wait_for(pilot, lambda: app.focused is None or app.focused.id != "cmd")
        await pilot.press("h")
        await wait_for(pilot, lambda: any("No ability on your placard can be used now: Madame Xanadu's ability was already"
                                          " used this turn." == n.message for n in app._notifications))
