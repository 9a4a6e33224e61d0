"""The table redraws only what changed (issue 15 "a key must settle in under 50 ms": skip widget
updates that change nothing). Speed itself is measured by bench/key_settle.py, never here."""

from __future__ import annotations

from test_tui_jld import scenario_app, take_seat
from test_tui_support import settle, sync, wait_for
from textual.widgets import OptionList, Static


@sync
async def test_refreshing_an_unchanged_table_updates_no_widget(monkeypatch):
    app = scenario_app("jld_table.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        # the hand's first card is shown under the log once its CardFocused message has been
        # handled, which can come after the screen first reads still (a CI run on a loaded
        # machine saw this late 'detail' update inside the measured refresh)
        detail = app.screen.query_one("#detail", Static)
        await wait_for(pilot, lambda: "Billy Batson" in str(detail.content))
        await settle(pilot)
        updated: list[str] = []
        real_update, real_clear = Static.update, OptionList.clear_options

        def update(self, *args, **kwargs):
            # what the detail box was given, so that a failure says which card it showed
            updated.append(f"detail: {args[0]!s:.60}" if self.id == "detail" and args else self.id or type(self).__name__)
            return real_update(self, *args, **kwargs)

        def clear(self):
            updated.append(self.id or type(self).__name__)
            return real_clear(self)

        monkeypatch.setattr(Static, "update", update)
        monkeypatch.setattr(OptionList, "clear_options", clear)
        footer = []  # the footer is rebuilt whole when the bindings are refreshed
        real_refresh = type(app.screen).refresh_bindings
        monkeypatch.setattr(type(app.screen), "refresh_bindings",
                            lambda self: footer.append(1) or real_refresh(self))
        app.refresh_table()
        await pilot.pause()
        assert updated == [] and footer == []
        # a change is still drawn: a card played leaves the hand list and joins the strip
        hand = app.screen.query_one("#hand")
        hand.focus()
        hand.highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        assert "hand" in updated and "played" in updated
        assert any(u.startswith("detail: ") for u in updated)  # the next card is shown
