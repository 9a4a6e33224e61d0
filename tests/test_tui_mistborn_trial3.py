"""Pilot tests from the third new-user trial of Mistborn (issue 14, "nothing surprises"): what a
player must see and what the keys do at 80x24."""

from __future__ import annotations

from test_tui_support import DATA, dismiss_handoff, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp
from rules.games.mistborn import res

SIZE = (80, 24)


def header(app) -> str:
    """The table's first line (the header)."""
    return screen_text(app).splitlines()[0]


@sync
async def test_the_header_shows_the_players_damage_and_mission_points_at_80x24():
    # co-op: Ann has 6 damage to deal (found in a trial: only "Actions · 3 Money" was shown,
    # the damage and mission points only on the player's panel at 120x40)
    app = HotseatApp(scenario=DATA / "mistborn_coop_solo.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert header(app).rstrip().endswith("0 Money · 6 Damage")  # (no "0 Mission" at 80 columns)
    # competitive: Ann has 2 mission points to advance with; at 120 columns every amount, 0 too
    for size, end in ((SIZE, "0 Money · 2 Mission"), ((120, 40), "0 Money · 0 Damage · 2 Mission")):
        app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
        async with app.run_test(size=size) as pilot:
            await dismiss_handoff(app, pilot)
            await wait_for(pilot, lambda: "2 Mission" in header(app))
            assert header(app).rstrip().endswith(end)


@sync
async def test_the_refresh_key_with_several_cards_asks_which_and_enter_does_not_play_one():
    # found in a trial: R pointed at the hand ("pick one in the highlighted list"), where Enter
    # played Zinc Training instead of discarding a card to refresh the flared metal
    app = HotseatApp(scenario=DATA / "mistborn_refresh.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        ann = st.players[0]
        assert res.token(st, 0, "pewter") == res.FLARED  # Pewter Training and Strike can refresh it
        await pilot.press("r")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Refresh" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and len(ann.zones["hand"]) == 4)
        assert not ann.zones["played"]  # discarded, not played
        assert st.name(ann.zones["discard"][-1]) == "Pewter Training" and res.token(st, 0, "pewter") != res.FLARED


@sync
async def test_a_burn_refused_because_of_an_adversary_names_it():
    # found in a trial: "You may burn 0 metal a turn (your training track)" while the cause was
    # Canton Prelan in front of the player
    app = HotseatApp(scenario=DATA / "mistborn_fewer_burns.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        played = app.session.state.players[0].zones["played"]
        await pilot.press("colon", *"play Pewter Training", "enter")
        await wait_for(pilot, lambda: len(played) == 1)
        await pilot.press("colon", *"burn pewter on Pewter Training", "enter")
        # the refusal, whole on screen (a long one wraps over the table's last rows)
        await wait_for(pilot, lambda: "Canton Prelan" in " ".join(screen_text(app).split()))
        said = " ".join(screen_text(app).split())
        assert "Canton Prelan" in said and "0 metals a turn" in said


@sync
async def test_the_refresh_key_with_one_card_names_it_first_and_esc_keeps_it():
    # found in a trial: with one card able to refresh, R discarded it at once, unnamed
    app = HotseatApp(scenario=DATA / "mistborn_refresh_one.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        hand = st.players[0].zones["hand"]
        await pilot.press("r")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        said = " ".join(screen_text(app).split())
        assert "Esc keeps your card" in said and "refresh pewter with Pewter Training" in said
        assert len(hand) == 5
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert len(hand) == 5 and res.token(st, 0, "pewter") == res.FLARED
        await pilot.press("r")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and len(hand) == 4)
        assert st.name(st.players[0].zones["discard"][-1]) == "Pewter Training"
        assert res.token(st, 0, "pewter") != res.FLARED
