"""Issue 14, JLD trial: what a question says must agree with what it takes (Doctor Destiny's
box said "Choose up to 2 cards" over "Choose up to 1 (or none)")."""

from __future__ import annotations

from test_tui_jld_user import scenario_app, take_seat
from test_tui_support import screen_name, screen_text, settle, sync, wait_for


def joined(app) -> str:
    return " ".join(screen_text(app).split())


@sync
async def test_a_reward_with_fewer_cards_than_it_allows_asks_for_that_many():
    app = scenario_app("jld_doctor_destiny.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        await pilot.press("a")  # Play all: 12 Power
        await wait_for(pilot, lambda: not app.session.state.players[0].zones["hand"])
        await pilot.press("colon", *"defeat", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        text = joined(app)
        assert "Choose up to 1." in text and "N: none" in text
        assert "You may choose a card to destroy" in text and "up to 2" not in text, text


@sync
async def test_buy_alone_lists_only_what_the_power_pays_for():
    """Found in a JLD trial: ``buy`` with 0 Power answered "Name a card you can buy:" and the
    whole Line-Up. It says none can be bought, or buys the one card the Power pays for (a later
    trial: a word alone takes its only target), or lists those it pays for."""
    app = scenario_app("jld_doctor_destiny.toml")  # Line-Up: Ancient Tomes costs 2, the rest more
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        await pilot.press("colon", *"buy", "enter")
        await wait_for(pilot, lambda: "Nothing can be bought now: you have 0 Power." in joined(app))
        await pilot.press("escape")
        for _ in range(2):
            await pilot.press("colon", *"play punch", "enter")
        await wait_for(pilot, lambda: app.session.state.players[0].res.get("power") == 2)
        # one card the Power pays for: ``buy`` alone buys it, as a word alone takes its only target
        await pilot.press("escape", "colon", *"buy", "enter")
        await wait_for(pilot, lambda: "Ann buys Ancient Tomes." in [e.text for e in app.session.state.events])
        assert "Nanda Parbat" not in app.message and "Raeppasid" not in app.message
