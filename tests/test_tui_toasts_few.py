"""Issue 14, a Mistborn co-op trial: old notices piled up over the table (several toasts
stacked). At most two show, the newest; the oldest goes when another comes."""

from __future__ import annotations

from test_tui_support import make_app, screen_name, settle, sync, wait_for

from hotseat.app import MOST_TOASTS


@sync
async def test_at_most_two_notices_show_the_newest(tmp_path):
    app = make_app(tmp_path, game="mistborn", skip_setup=True, bots="2")
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == app.session.state.decider)
        said = [f"Notice number {i} for the table." for i in range(1, 5)]
        for words in said:
            app.notify(words, severity="warning")
            await pilot.pause()
        await settle(pilot)
        from textual.widgets._toast import Toast

        shown = [t._notification.message for t in app.screen.query(Toast)]  # the toasts drawn
        assert MOST_TOASTS == 2 and shown == said[-2:][::-1]  # the newest on top (test_tui_notices_order.py)
