"""Which list has the keys shows without colour, and Enter acts where the player expects
(issue 14, "The focused list and card are always visible, including in low-colour terminals";
"Input never does what you didn't mean"). New-user trials at 80x24: JLD, a card drawn into
the hand showed there while the Line-Up had the keys, and Enter bought from the Line-Up;
Mistborn, the highlight was a tint hardly told from the background, and Enter on the Market
seemed to do nothing."""

from __future__ import annotations

import pytest
from test_tui_jld_user import scenario_app, take_seat
from test_tui_support import screen_text, settle, sync, wait_for
from test_tui_teach_input import GAMES, bare_scenario, seated

from hotseat.app import HotseatApp
from rules.engine import zones
from screens.widgets.cards import CardList


def marked(app) -> list[str]:
    """The rows of the screen with the focused list's mark."""
    return [row.strip() for row in screen_text(app).splitlines() if "▶" in row]


def highlight_styles(lst: CardList, row: int | None = None) -> list:
    """The styles of the segments of ``lst``'s highlighted row (or option ``row``) as drawn now."""
    row = (lst.highlighted if row is None else row) - int(lst.scroll_y)
    return [seg.style for seg in lst.render_line(row) if seg.style is not None and seg.text.strip()]


@pytest.mark.parametrize("game", GAMES)
@sync
async def test_the_list_with_the_keys_is_marked_in_words_and_only_its_row_is_highlighted(tmp_path, game):
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        hand = app.screen.query_one("#hand", CardList)
        assert app.focused is hand
        assert len(marked(app)) == 1 and "hand" in marked(app)[0], marked(app)
        # the highlighted row: reversed, whatever the colours (TEXTUAL_COLOR_SYSTEM=standard)
        assert any(s.reverse for s in highlight_styles(hand))
        await pilot.press("tab")  # the game's first list (its market, Line-Up, Enemies)
        await settle(pilot)
        other = app.focused
        assert isinstance(other, CardList) and other is not hand
        assert len(marked(app)) == 1 and "hand" not in marked(app)[0], marked(app)
        assert any(s.reverse for s in highlight_styles(other))
        # the hand's highlighted row is drawn as any other row: no row seems to wait for Enter there
        assert not any(s.reverse or s.underline for s in highlight_styles(hand))
        assert {s.bgcolor for s in highlight_styles(hand)} == {s.bgcolor for s in highlight_styles(hand, 1)}


@sync
async def test_cards_coming_back_to_a_played_out_hand_take_the_keys_back():
    """JLD trial: with the hand played out the Line-Up had the keys; a card drawn after V came
    into the hand, and Enter bought House of Mystery from the Line-Up instead of playing it.
    The keys go back to the hand with the cards, unless the player moved them meanwhile."""
    app = scenario_app("jld_hand_out.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("a")
        await wait_for(pilot, lambda: not st.players[0].zones["hand"])
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "lineup")
        drawn = st.players[0].zones["deck"][0]
        zones.move(st, drawn, 0, "hand")  # a card drawn into the hand (a defeat's reward)
        app.refresh_table()
        await settle(pilot)
        assert app.focused.id == "hand" and "hand" in marked(app)[0]
        bought = len(st.players[0].zones["discard"])
        await pilot.press("enter")
        await wait_for(pilot, lambda: drawn not in st.players[0].zones["hand"])
        assert drawn in st.players[0].zones["played"] and len(st.players[0].zones["discard"]) == bought
        # played out again, the Line-Up has the keys; the player moves them on (Tab): a card
        # coming to the hand now leaves them where the player put them
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "lineup")
        await pilot.press("tab")
        await settle(pilot)
        moved = app.focused
        assert moved.id != "hand"
        zones.move(st, st.players[0].zones["deck"][0], 0, "hand")
        app.refresh_table()
        await settle(pilot)
        assert app.focused is moved


@sync
async def test_enter_on_a_market_card_you_cannot_afford_says_why(tmp_path):
    """Mistborn trial: Enter on the Market, whose title says "Enter buys", did nothing."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        await pilot.press("tab")
        await settle(pilot)
        st = app.session.state
        market = app.focused
        assert market.id == "market"
        uid = int(market.highlighted_option.id[1:])
        cost = st.cards[uid].cost
        assert cost > st.players[0].res.get("money", 0)  # (the first card costs more than Ann has)
        moves = len(app.session.save.commands)
        await pilot.press("enter")
        await wait_for(pilot, lambda: bool(app.message))
        assert f"{st.name(uid)} costs {cost}" in app.message and len(app.session.save.commands) == moves
