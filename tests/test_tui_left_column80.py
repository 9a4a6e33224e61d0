"""Pilot tests at 80x24 for the left column of Metro City and Mistborn (co-op and competitive):
at a glance, without scrolling, it shows from its top (the turn's phases, the Lord Ruler, the
market) down to the cards played this turn, and a player can tell when it, or the hand in it,
has more out of sight."""

from __future__ import annotations

import pytest

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import screen_text, settle, sync, wait_for

SIZE = (80, 24)


def left_rows(app) -> list[str]:
    """The left column's rows as the terminal shows them (the header's row left out)."""
    return [r.partition("▏")[0] for r in screen_text(app).splitlines()[1:]]


@sync
async def test_metro_with_cards_in_her_slots_and_nine_in_hand_the_turn_s_phases_stay_in_sight_at_80x24():
    """Found at 80x24: with cards in Ann's slots (the Hero Placard wraps) and 9 in her hand,
    the column was scrolled two rows down as the table opened, the turn's phases and the
    first line of the Hero Placard out of sight, though the capped hand left room for them.
    The column shows from its top to the Playing area, the hand saying which cards show."""
    app = scenario_app("metro_long_hand.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await settle(pilot)
        rows = left_rows(app)
        assert rows[0].startswith(" Turn: Phase 1. Reinforce"), "\n".join(rows)
        assert any(r.startswith(" Ann: Hero Placard: Slot 1") for r in rows), "\n".join(rows)
        assert any(r.startswith(" Playing area (Ann)") for r in rows), "\n".join(rows)
        hand = app.screen.query_one("#hand")
        assert app.screen.focused is hand and hand.option_count == 9
        shown = hand.scrollable_content_region.height
        assert any(f"Your hand 1–{shown} of 9 · ↓ for more" in r for r in rows), "\n".join(rows)
        await pilot.press(*["down"] * 8)  # the hand scrolls itself, the column stays
        await wait_for(pilot, lambda: f"Your hand {10 - shown}–9 of 9" in screen_text(app))
        assert left_rows(app)[0].startswith(" Turn: Phase 1. Reinforce"), screen_text(app)


@pytest.mark.parametrize(("scenario", "shown", "played"), [("coop_table.toml", 3, True),
                                                             ("coop_crowded_hand.toml", 2, False)])
@sync
async def test_mistborn_coop_the_lord_ruler_s_line_is_the_column_s_first_row_at_80x24(scenario, shown, played):
    """Found at 80x24 (even in the approved snapshot coop-table-80x24): with a starting hand of
    5 the co-op column opened scrolled down, the Lord Ruler's line ("Lord Ruler: Dominance 0/15,
    X 1 · Deck 36") out of sight; with three Adversaries, three rows down. The hand gives its
    rows up instead: the column shows from the Lord Ruler's line to the cards played (with
    three Adversaries, to the hand's second card: the cards played give their row first), the
    hand's title says which cards show, and moving down the hand shows the rest, the Lord
    Ruler's line still in sight."""
    app = scenario_app(scenario)
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await settle(pilot)
        rows = left_rows(app)
        assert rows[0].startswith(" Lord Ruler: Dominance 0/15, X 1 · Deck"), "\n".join(rows)
        assert any(r.startswith(" Market (6 cards)") for r in rows), "\n".join(rows)
        assert any(r.startswith(" Played this turn (Ann)") for r in rows) == played, "\n".join(rows)
        hand = app.screen.query_one("#hand")
        assert app.screen.focused is hand and hand.option_count == 5
        assert hand.scrollable_content_region.height == shown
        assert any(f"Your hand 1–{shown} of 5 · ↓ for more" in r for r in rows), "\n".join(rows)
        await pilot.press(*["down"] * 4)
        await wait_for(pilot, lambda: f"Your hand {6 - shown}–5 of 5 · ↑ for more" in screen_text(app))
        rows = left_rows(app)
        assert rows[0].startswith(" Lord Ruler: Dominance 0/15"), "\n".join(rows)
        last = app.session.state.name(app.session.state.players[0].zones["hand"][-1])
        assert any(last in r for r in rows), "\n".join(rows)


@sync
async def test_mistborn_competitive_the_column_shows_that_the_missions_are_below_it_at_80x24():
    """Found at 80x24: with 9 cards in hand the column showed the market down to the cards
    played, and nothing said that the missions, the target and the tracks were below it (the
    column's scrollbar was taken away, as its two columns cut rows). A scrollbar one column
    wide now stands where the column's right padding was: it shows while the column has more
    than its rows, cuts no row, and moves as Shift+Down brings the missions into view."""
    app = scenario_app("mistborn_long_hand.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await settle(pilot)
        rows = left_rows(app)
        assert rows[0].startswith(" Market (6 cards)"), "\n".join(rows)
        assert not any("Missions" in r for r in rows), "\n".join(rows)
        left = app.screen.query_one("#left")
        bar = left.vertical_scrollbar
        assert left.show_vertical_scrollbar and left.max_scroll_y > 0
        assert bar.region.width == 1 and bar.region.right == left.region.right  # the column's last cell
        assert bar.region.x >= left.scrollable_content_region.right  # beside the rows, over none of them
        assert any(" 9 Confrontation Action · atium" in r for r in rows), "\n".join(rows)  # whole
        assert bar.position == 0
        await pilot.press("shift+down")
        await wait_for(pilot, lambda: any(r.startswith(" Missions (Ann → next reward)") for r in left_rows(app)))
        assert bar.position > 0
