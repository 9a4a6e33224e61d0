"""Input never does what you didn't mean (issue 14): a Yes or No question whose Yes loses a
card (destroys, eliminates or discards it) opens with No highlighted, in every game, decided
by the decision's purpose (the game contract's ``yes_costs_a_card``), never by its words."""

from __future__ import annotations

from test_tui_jld_user import scenario_app, take_seat
from test_tui_support import DATA, dismiss_handoff, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp


@sync
async def test_enter_on_a_question_whose_yes_eliminates_a_card_keeps_it():
    """Mistborn trial: "Kelsier's ability II: eliminate Pursue to use its top ability now?"
    had Yes highlighted, and an Enter typed for something else eliminated the card just bought."""
    app = HotseatApp(scenario=DATA / "mistborn_ability_two.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        strike = next(u for u in st.table["market"] if st.name(u) == "Strike")
        await pilot.press("colon", *"buy Strike", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "eliminate Strike" in screen_text(app)
        assert app.screen.query_one("#options").highlighted_option.id == "no"
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and st.pending is None)
        assert strike in st.players[0].zones["discard"] and strike not in st.table.get("eliminated", [])


@sync
async def test_a_question_whose_yes_costs_nothing_keeps_yes_first():
    """The safe default is only for a Yes that loses a card: JLD's "Surge?" (Incantation) gains
    something, and Yes stays highlighted."""
    app = scenario_app("jld_playall.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        await pilot.press("colon", *"play Incantation", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Surge" in screen_text(app)
        assert app.screen.query_one("#options").highlighted_option.id == "yes"
