"""Issue 14, Metal trial: I could not reach a card of a score pile (Ctrl+P could). The score
pile's line, as the line of cards played this turn, takes the keys with Tab while it holds
cards (marked ▶), and I there shows its cards, each in full, under words a player would use."""

from __future__ import annotations

import pytest
from test_tui_support import screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import seated

from hotseat.app import HotseatApp
from screens.table import TableScreen


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_i_shows_the_cards_of_the_score_pile(tmp_path, monkeypatch, size):
    monkeypatch.setattr(TableScreen, "BURST", 0.3)  # the real wait: I acts at once all the same
    path = tmp_path / "pile.toml"
    path.write_text('game = "metal"\nseed = 3\nplayers = ["Ann", "Ben"]\n\n[[player]]\n'
                    'score_pile = ["Court of Owls"]\n\n[[player]]\n', encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=size) as pilot:
        await seated(app, pilot)
        for _ in range(len(app.screen.focus_chain)):
            if app.focused.id == "pile":
                break
            await pilot.press("tab")
            await settle(pilot)
        assert app.focused.id == "pile", "Tab never reached the score pile"
        # the marked line names the pile's cards (at 80x24 they wrap under "Score pile 1 (1 VP):")
        rows = [row.split("▏")[-1] for row in screen_text(app).splitlines()]
        at = next(i for i, row in enumerate(rows) if "▶" in row and "Score pile" in row)
        assert "Court of Owls" in " ".join(rows[at:at + 2]), screen_text(app)
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "TransformationScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "Court of Owls" in text
        # said as a player would: a Metal trial read "Score pile · 1 card in 1 stack (← → or 1-4
        # change stack...)" and a heading "1. Score pile (1 card)" for a pile of one card
        title = str(app.screen.query_one("#tz-title").render())
        assert title == "Score pile · 1 card (I the card, Esc closes)", title
        assert "stack" not in text and "1. Score pile" not in text, text
