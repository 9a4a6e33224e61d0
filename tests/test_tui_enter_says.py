"""Issue 14, Metal trial: Tab, then Enter at the table did nothing, without a word. Enter on
whatever has the keys acts, or says why it does not."""

from __future__ import annotations

from test_tui_support import screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from screens.panels.log import LogPanel


def metal(tmp_path, hero: str) -> HotseatApp:
    path = tmp_path / "enter.toml"
    path.write_text(f'game = "metal"\nseed = 4\nplayers = ["Ann", "Ben"]\n[[player]]\ncharacters = ["{hero}"]\n'
                    '[[player]]\ncharacters = ["Aquaman"]\n', encoding="utf-8")
    return HotseatApp(scenario=path, autosave=False)


async def seated(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
    await settle(pilot)


def told(app) -> str:
    return " ".join([app.message, *(str(n.message) for n in app._notifications)])


@sync
async def test_enter_in_the_log_says_it_only_scrolls(tmp_path):
    app = metal(tmp_path, "Cyborg")
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        while not isinstance(app.screen.focused, LogPanel):
            await pilot.press("tab")
        moves = len(app.session.save.commands)
        await pilot.press("enter")
        await wait_for(pilot, lambda: "The log only scrolls" in told(app))
        assert len(app.session.save.commands) == moves


@sync
async def test_esc_in_the_log_goes_back_to_the_hand(tmp_path):
    """JLD trial: with the log focused, Esc did nothing, and the next Enter said "The log only
    scrolls". Esc leaves the log for the hand, as it leaves the command line."""
    app = metal(tmp_path, "Cyborg")
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        while not isinstance(app.screen.focused, LogPanel):
            await pilot.press("tab")
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen.focused is app.screen.query_one("#hand"))
        assert "Esc or Shift+Tab goes back to the cards" in app.screen.LOG_ENTER


@sync
async def test_enter_on_a_hero_whose_ability_works_by_itself_says_there_is_nothing_to_do(tmp_path):
    """Batman has nothing to use: Enter on him says so (not that keys were ignored)."""
    app = metal(tmp_path, "Batman")
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        team = app.screen.query_one("#team")
        while app.screen.focused is not team:
            await pilot.press("tab")
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Batman: nothing to do with it here" in screen_text(app))
        assert "ignored" not in told(app)
