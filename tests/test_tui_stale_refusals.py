"""Issue 14 trials: a refusal's toast stayed on screen after the next move succeeded (Metal),
and over the screen opened next (a notice, the Transformation Zone browser). A refusal is news
until the next command or screen; then it goes."""

from __future__ import annotations

from test_tui_flow import start_default_game
from test_tui_support import make_app, screen_name, sync, wait_for


def refusals(app) -> list[str]:
    return [str(n.message) for n in app._notifications if n.severity == "warning"]


async def _refused(app, pilot) -> None:
    """Metal at the table with no Power: V (defeat a Villain) is refused, in a toast."""
    await start_default_game(app, pilot)
    await pilot.press("v")
    await wait_for(pilot, lambda: refusals(app))


@sync
async def test_a_refusal_goes_when_the_next_move_succeeds(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await _refused(app, pilot)
        hand = len(app.session.state.players[app.viewer].zones["hand"])
        await pilot.press("enter")  # the highlighted card of the hand: played
        await wait_for(pilot, lambda: len(app.session.state.players[app.viewer].zones["hand"]) == hand - 1)
        await pilot.pause()
        assert refusals(app) == []


@sync
async def test_a_refusal_goes_when_another_screen_opens(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await _refused(app, pilot)
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await pilot.pause()
        assert refusals(app) == []
