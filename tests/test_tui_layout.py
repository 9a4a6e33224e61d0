"""Pilot tests of the table's layout at 80x24 (and 120x40 beside it): Metro's Hero Placard
stays on the first screen with the hand and the command line, whether the game starts at
80x24 or the terminal shrinks to it; the log gets rows enough to read in every game (issue
14), the card box under it being shortened (and, with many players, giving way: ``i`` shows
the card) rather than the hand, the command line or the game's own panels."""

from __future__ import annotations

import pytest

from hotseat.app import HotseatApp
from screens.panels.log import LogPanel
from test_tui_snapshots import take_seat
from test_tui_support import DATA, screen_name, screen_text, sync, wait_for

#: a scenario of each game (the snapshots'), and the titles of the game's own panels that
#: must show at 80x24 (its market, a co-op foe, Metro's phase bar and placard)
TABLES = {
    "metal": ("attack.toml", ["Line-Up"]),
    "jld": ("jld_table.toml", ["Line-Up", "Transformation Zone"]),
    "metro": ("metro_turn.toml", ["Turn:", "Hero Placard", "Slot 1"]),
    "mistborn": ("inplay_mistborn.toml", ["Market"]),
    "coop": ("coop_table.toml", ["Lord Ruler", "Market"]),
}
#: the log's rows at least, by terminal size (at 80x24 it had 4 in JLD and Mistborn)
LOG_ROWS = {(80, 24): 6, (120, 40): 15}


def log_rows(app) -> int:
    """The rows of log text the player sees."""
    return app.screen.query_one(LogPanel).scrollable_content_region.height


def assert_essentials(app, panels: list[str]) -> None:
    """The hand (its title and first card), the command line and the game's ``panels`` show."""
    text = screen_text(app)
    hand = app.screen.view["panels"]
    cards = next(p for p in hand if p.get("place") == "hand")["cards"]
    assert "Your hand" in text and (not cards or cards[0]["name"] in text)
    assert "type a command" in text
    for title in panels:
        assert title in text, title


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("game", TABLES)
@sync
async def test_the_log_has_room_beside_the_hand_and_the_game_s_panels(game, size):
    scenario, panels = TABLES[game]
    app = HotseatApp(scenario=DATA / scenario, autosave=False)
    async with app.run_test(size=size) as pilot:
        await take_seat(pilot)
        await wait_for(pilot, lambda: log_rows(app) >= LOG_ROWS[size])
        assert_essentials(app, panels)
        log = app.screen.view["log"]
        assert not log or log[-1].split()[-1] in screen_text(app)  # the newest line is the one seen


@sync
async def test_with_four_players_the_card_box_gives_way_to_the_log():
    """Four Mistborn players at 80x24, the others with Boxings, atium, flared metals and Allies:
    their lines take most of the right-hand column; the log keeps 5 rows, the card box gives
    way, and ``i`` still shows the card. (At the game's start the lines, shorter since the
    issue 14 trial, leave room for both.)"""
    app = HotseatApp(scenario=DATA / "mistborn_four_crowded.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(pilot)
        await wait_for(pilot, lambda: log_rows(app) >= 5)
        assert_essentials(app, ["Market"])
        assert not app.screen.query_one("#detail").display
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")


@pytest.mark.parametrize("resized", [False, True])
@sync
async def test_metro_s_placard_stays_at_80x24(resized):
    """The Hero Placard (its four slots with the Energy and Powers on them) shows at 80x24
    with the whole hand and the command line, whether the game starts there or the terminal
    shrinks to it from 120x40."""
    app = HotseatApp(scenario=DATA / "metro_turn.toml", autosave=False)
    async with app.run_test(size=(120, 40) if resized else (80, 24)) as pilot:
        await take_seat(pilot)
        if resized:
            await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: "Hero Placard" in screen_text(app) and app.screen.has_class("narrow"))
        text = screen_text(app)
        left = " ".join(line.split("▏")[0].strip() for line in text.splitlines())  # the left column, unwrapped
        for n in range(1, 5):
            assert f"Slot {n} (Energy" in left, n
        assert_essentials(app, ["Turn:"])
        hand = next(p for p in app.screen.view["panels"] if p.get("place") == "hand")["cards"]
        assert all(c["name"] in text for c in hand)
        assert log_rows(app) >= LOG_ROWS[(80, 24)]


@pytest.mark.parametrize("width,whole", [(80, True), (120, False)])
@sync
async def test_a_yes_no_question_and_a_notice_take_the_whole_width_of_a_narrow_terminal(width, whole):
    """Issue 14 trials at 80x24: the end-turn question and a notice, 60 columns wide, left ten
    columns of the table either side, cut words read as stray letters. Under 100 columns they
    take the whole width, as a question does; wider, they stay a box over the table."""
    from screens.notice import NoticeScreen

    app = HotseatApp(scenario=DATA / "metal_zones.toml", autosave=False)
    async with app.run_test(size=(width, 30)) as pilot:
        await take_seat(pilot)
        await pilot.press("e")  # playable cards are left: the end-turn question
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert (app.screen.query_one("#confirm-box").outer_size.width == width) is whole
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.push_screen(NoticeScreen("Ann", "A notice."))
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        await pilot.pause()
        assert (app.screen.query_one("#notice-box").outer_size.width == width) is whole


@sync
async def test_metal_the_card_box_gets_smaller_before_the_log_at_80x24():
    """Metal trial at 80x24: with two Ongoing cards and a score pile on the placard, about 4 log
    lines showed beside the card box, too few to read what had just happened. The card box
    keeps its title and two rows of its card's text (``i`` shows it all), and the log 6 rows."""
    from test_tui_support import settle

    app = HotseatApp(scenario=DATA / "metal_log_room.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(pilot)
        await pilot.press("a")  # play all: five log lines, and the Line-Up's first card in the box
        await wait_for(pilot, lambda: "Ann plays Vulnerability" in " ".join(app.screen.view["log"][-1:]))
        await settle(pilot)
        box = app.screen.query_one("#detail")
        assert box.display and "(i: all)" in screen_text(app)
        assert log_rows(app) >= LOG_ROWS[(80, 24)], screen_text(app)
        assert "Ann plays Punch." in screen_text(app)  # the turn's plays read, not only the last
