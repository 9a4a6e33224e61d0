"""The new-game screen (issue 14 Metro/Mistborn trial): Down moves the focus from a fresh
start (it did nothing), and the game, player count and variant started last are offered next
time (the screen always came back to Metal), unless the command line names a game."""

from __future__ import annotations

from textual.widgets import Select

from hotseat.config import read_config
from test_tui_support import make_app, screen_name, sync, wait_for


@sync
async def test_down_moves_the_focus_on_a_fresh_start(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.pause()
        start = app.focused
        assert start is not None and start.id == "start"
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is app.screen.query_one("#game", Select)  # the first field, after Start


@sync
async def test_the_last_game_started_is_offered_next_time_and_the_command_line_wins(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        app.screen.query_one("#game", Select).value = "mistborn"
        await pilot.pause()
        app.screen.query_one("#variant", Select).value = "coop"
        await pilot.pause()
        app.screen.query_one("#players", Select).value = 3
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.game == "mistborn"
    config, problem = read_config()
    assert problem is None and (config.game, config.players, config.variant) == ("mistborn", 3, "coop")
    again = make_app(tmp_path / "again")
    async with again.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(again) == "NewGameScreen")
        await pilot.pause()
        assert [again.screen.query_one(f"#{k}", Select).value for k in ("game", "variant", "players")] == \
            ["mistborn", "coop", 3]
    asked = make_app(tmp_path / "asked", game="metro", new_game=True)
    async with asked.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(asked) == "NewGameScreen")
        await pilot.pause()
        assert asked.screen.query_one("#game", Select).value == "metro"


@sync
async def test_the_game_options_started_last_are_offered_next_time(tmp_path):
    # trial: the co-op Difficulty came back to the first track after a game on another
    from rules.games.mistborn.dominance import DEFAULT, TRACKS

    other = next(k for k in TRACKS if k != DEFAULT)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        app.screen.query_one("#game", Select).value = "mistborn"
        await pilot.pause()
        app.screen.query_one("#variant", Select).value = "coop"
        await pilot.pause()
        await wait_for(pilot, lambda: bool(app.screen.query(".opt-difficulty")))
        app.screen.query_one(".opt-difficulty", Select).value = other
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.options.get("difficulty") == other
    config, problem = read_config()
    assert problem is None and config.options == {"difficulty": other}
    again = make_app(tmp_path / "again")
    async with again.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(again) == "NewGameScreen")
        await wait_for(pilot, lambda: bool(again.screen.query(".opt-difficulty")))
        assert again.screen.query_one(".opt-difficulty", Select).value == other
