"""Pilot tests for what tonight's new-user trial of Metal (2 players, 80x24) ran into."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_metal_trial import _play_all_into_bens_answer
from test_tui_support import flat, screen_name, screen_text, settle, sync, wait_for


@sync
async def test_at_80x24_play_all_stopping_before_a_weakness_shows_its_warning_whole():
    """The warning of a capture was cut ("Play Weakness? It makes 2 Weakness cards in…") as
    the table highlighted the Weakness left in the hand: the player had not moved."""
    app = scenario_app("metal_playall_capture.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("a")
        await wait_for(pilot, lambda: "Play all stopped" in app.message)
        await settle(pilot)
        shown = flat(screen_text(app))
        assert "one of your Super Heroes is Captured and your turn ends" in shown, shown
        assert "you cannot buy first." in shown, shown


@sync
async def test_at_80x24_play_all_paused_for_an_attack_says_whole_that_it_goes_on():
    app = scenario_app("attack.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_all_into_bens_answer(app, pilot)
        await settle(pilot)
        assert "Back to you: Play all goes on with the rest of your hand." in flat(screen_text(app))
        await pilot.press("down")  # the player moves on: the card box is given back
        await settle(pilot)
        assert "Back to you: Play all goes on with the rest of your hand." not in flat(screen_text(app))


@sync
async def test_at_80x24_a_question_whose_options_all_show_says_no_more_are_below():
    """Ankh Portal's gain: three options, the third's last line cut; the border said "1–3 of 3 ·
    ↓ for more" though no option was left to see."""
    app = scenario_app("metal_ankh_portal.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play ankh portal", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        shown = screen_text(app)
        assert "1–3 of 3 · ↓ for the rest of 3" in shown, shown
        assert "for more" not in shown
