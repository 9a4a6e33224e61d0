"""The footer (screens/widgets/footer.py): a key that stops being usable greys out at once,
although the footer is no longer rebuilt on each refresh of the table (issue 15)."""

from __future__ import annotations

from test_tui_support import sync, wait_for
from test_tui_teach_input import bare_scenario, seated
from textual.widgets._footer import FooterKey

from hotseat.app import HotseatApp


def footer_key(app, action: str) -> FooterKey:
    return next(k for k in app.screen.query(FooterKey) if k.action == action)


@sync
async def test_play_all_greys_out_once_the_hand_is_played(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await wait_for(pilot, lambda: not footer_key(app, "play_all").has_class("-disabled"))
        shown = footer_key(app, "play_all")
        await pilot.press("a")
        await wait_for(pilot, lambda: not app.session.state.players[0].zones["hand"])
        await wait_for(pilot, lambda: footer_key(app, "play_all").has_class("-disabled"))
        assert footer_key(app, "play_all") is shown  # greyed in place, not rebuilt


@sync
async def test_no_undo_key_where_undo_is_off(tmp_path):
    """Found in a trial: a scenario's footer offered "z Undo", which could only answer that undo
    is off for a scenario."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await wait_for(pilot, lambda: any(k.action == "play_all" for k in app.screen.query(FooterKey)))
        assert not any(k.action == "undo" for k in app.screen.query(FooterKey))
