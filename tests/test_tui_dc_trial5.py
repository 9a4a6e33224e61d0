"""Pilot tests for a fifth new-user trial of the DC games (Metal, Justice League Dark) at 80x24:
every word a player needs reads whole, and what the table explains is true of the game at hand."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import screen_name, screen_text, settle, sync, wait_for

SIZE = (80, 24)


@sync
async def test_jld_another_player_answering_an_attack_reads_whole_in_the_header_and_the_footer_at_80x24():
    """Found in the trial: Player 2, answering Nergal's Attack in Player 1's turn, read "Justice
    League Dark · T1 (Player 1's turn) · Player 2 answers: the question b…", and with the log
    focused the footer ended "esc Table k". The header drops the game's title rather than cut
    the question's first sentence; the footer's keys all show whole, and the log's own border
    says that Esc goes back."""
    from screens.panels.log import LogPanel

    app = scenario_app("jld_attack_80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Player 1")
        await pilot.press("colon", *"play Nergal", "enter")
        await take_seat(app, pilot, "Player 2")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        head = screen_text(app).splitlines()[0].strip()
        assert head == "T1 (Player 1's turn) · Player 2 answers: Defend against Nergal?", head
        await pilot.press("escape")  # the question closed, to look at the table: the log gets the keys
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.screen.query_one(LogPanel).focus()
        await settle(pilot)
        text = screen_text(app)
        keys = list(app.screen.query(FooterKey))
        assert any(k.description == "Decide" for k in keys), text
        assert all(k.region.right <= SIZE[0] for k in keys), [(k.description, k.region) for k in keys]
        assert "Table k" not in text.splitlines()[-1] or "esc Table keys" in text.splitlines()[-1], text
        assert "▶ Log ↑↓ PgUp PgDn · Esc: back" in text, text
        await pilot.press("escape")  # and Esc does go back to the cards
        await wait_for(pilot, lambda: not isinstance(app.screen.focused, LogPanel))
