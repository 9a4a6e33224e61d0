"""Pilot tests: the table speaks the game's own words for Metro City and Mistborn: its status
line shows the game's currency (none that another game uses) and its phase, and the command
line's hint lists the game's own commands (``Rules.verbs``), not the DC games'."""

from __future__ import annotations

import re

from textual.widgets import Input, Static

from test_tui_support import make_app, start_from_new_game, sync


async def _table(app, pilot) -> tuple[str, str]:
    """Start the game from the new-game screen and reach the table: (status line, command
    hint), after checking that the players' lines show none of the DC games' piles."""
    await start_from_new_game(app, pilot)
    status = str(app.screen.query_one("#status", Static).render())
    players = str(app.screen.query_one("#placard", Static).render()) + str(app.screen.query_one("#others", Static).render())
    assert re.search(r"deck \d+ · discard \d+", players)
    assert "score pile" not in players and "Weakness" not in players and "Seal" not in players
    return status, app.screen.query_one("#cmd", Input).placeholder


@sync
async def test_metro_table_shows_plot_points_its_phase_and_its_verbs(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        status, hint = await _table(app, pilot)
        assert "5 Plot Points" in status and not re.search(r"\d Power", status)
        assert "Set-up" in status and "choose starting Powers" in status  # set-up step 4
        others = str(app.screen.query_one("#others", Static).render())
        assert "playing area 0" in others and "slot" not in others  # the placard panel shows the slots
        assert "no Hero" not in others  # Metro keeps no Hero in a zone
        for usage in ("slot CARD in SLOT", "activate POWER on SOURCE", "battle ENEMY", "develop CARD", "next"):
            assert usage in hint
        assert "buy" not in hint and "play" not in hint


@sync
async def test_mistborn_table_shows_money_and_its_verbs(tmp_path):
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=(120, 40)) as pilot:
        status, hint = await _table(app, pilot)
        assert "0 Money" in status and not re.search(r"\d Power", status)
        assert "burn" in hint and "flare" in hint and "refresh METAL with CARD" in hint
        assert "use NAME" not in hint
