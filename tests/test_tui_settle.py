"""The table redraws only what changed (issue 15 "a key must settle in under 50 ms": skip widget
updates that change nothing). Speed itself is measured by bench/key_settle.py, never here."""

from __future__ import annotations

from test_tui_jld import scenario_app, take_seat
from test_tui_support import sync
from textual.widgets import OptionList, Static


@sync
async def test_refreshing_an_unchanged_table_updates_no_widget(monkeypatch):
    app = scenario_app("jld_table.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        updated: list[str] = []
        real_update, real_clear = Static.update, OptionList.clear_options

        def update(self, *args, **kwargs):
            updated.append(self.id or type(self).__name__)
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
