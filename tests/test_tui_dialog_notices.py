"""A notice (the app's toast) never covers a button of a dialog at 80x24, in any game: over a
Confirm ("Quit?", "End the turn?") and a notice dialog ("you have no Defense...") it is said in
the dialog's own line (:class:`screens.widgets.notice_line.NoticeLine`), as over a question,
the help and game over (2fdbab0)."""

from __future__ import annotations

import pytest
from test_tui_support import flat, screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import GAMES, SIZE, bare_scenario, seated
from textual.widgets import Button
from textual.widgets._toast import Toast

from hotseat.app import HotseatApp
from screens.notice import NoticeScreen

#: a notice long enough to reach halfway up an 80x24 screen as a toast
LONG = "Something happened on its own between two turns, and it is told here at some length. " * 3


def covered(app) -> list[str]:
    """The labels of the top screen's buttons that a toast drawn on it overlaps."""
    toasts = [t.region for t in app.screen.query(Toast) if t.display and t.region.area]
    return [str(b.label) for b in app.screen.query(Button)
            if any(b.region.overlaps(r) for r in toasts)]


@pytest.mark.parametrize("game", GAMES)
@sync
async def test_a_notice_never_covers_a_confirm_or_notice_dialogs_buttons(tmp_path, game):
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        app.notify(LONG, title="Between turns", timeout=600, markup=False)  # raised at the table
        await settle(pilot)
        await pilot.press("q")  # Quit? a Confirm over the table
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await settle(pilot)
        text = screen_text(app)
        assert covered(app) == [], text
        assert "Quit (y)" in text and "Keep playing (n)" in text, text
        assert "Between turns: Something happened on its own" in flat(text), text  # said, not lost
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.push_screen(NoticeScreen(app.session.name(app.viewer), "You have no Defense to use against this Attack."))
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        await settle(pilot)
        text = screen_text(app)
        assert covered(app) == [], text
        assert "OK (Enter)" in text, text
        assert "Between turns: Something happened on its own" in flat(text), text
