"""Pilot tests of bad input in the TUI (issue 8 §3): names are text, never markup; an autosave
that cannot be replayed is explained on the new-game screen and kept, never overwritten; a
data folder that cannot be written gives a notice and play goes on."""

from __future__ import annotations

import json
from textual.widgets import Input

from test_tui_support import dismiss_handoff, make_app, screen_name, screen_text, sync, wait_for

SIZE = (100, 34)
MARKUP_NAMES = ["[/]", "[@click=app.quit]Ann[/]"]


async def pick_heroes(app, pilot) -> None:
    for _ in range(2):
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("enter")
    await wait_for(pilot, lambda: app.session is not None and app.session.state.pending is None)


async def start_named_game(app, pilot, names: list[str]) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
    for i, name in enumerate(names):
        app.screen.query_one(f"#name{i}", Input).value = name
    await pilot.pause()
    app.screen.action_start()
    await wait_for(pilot, lambda: app.session is not None)
    await pick_heroes(app, pilot)


@sync
async def test_a_markup_name_plays_a_whole_turn(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_named_game(app, pilot, MARKUP_NAMES)
        st = app.session.state
        assert [p.name for p in st.players] == MARKUP_NAMES
        first = st.active
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == first)
        text = screen_text(app)
        assert MARKUP_NAMES[first] in text  # the name shown literally, in the status line and the placard
        app.screen.query_one("#hand").focus()
        await pilot.press("e")  # end the turn (confirming when asked)
        await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "HandoffScreen"))
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        assert MARKUP_NAMES[1 - first] in screen_text(app)  # "Pass the keyboard to [/]"
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 1 - first)
        assert app.is_running and app.return_code is None  # no crash, no quit link
        assert app.session.state.active == 1 - first
        assert MARKUP_NAMES[1 - first] in screen_text(app)
        # clicking the name does not quit: it is not a link
        await pilot.click("#status")
        await pilot.pause()
        assert app.is_running and app.return_code is None


@sync
async def test_control_characters_are_stripped_from_typed_names(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_named_game(app, pilot, ["Ann\x1b]0;pwned\x07", "Ben\x1b[2J"])
        assert [p.name for p in app.session.state.players] == ["Ann]0;pwned", "Ben[2J"]


def _write(path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


@sync
async def test_an_autosave_that_cannot_be_replayed_is_explained_and_kept(tmp_path):
    """``{"options": {"first": 9}}`` used to crash the new-game screen."""
    from hotseat.saves import FORMAT
    from rules.catalog.loader import default_catalog

    bad = {"format": FORMAT, "game": "metal", "cards_digest": default_catalog().digest, "seed": 1,
           "players": [{"name": "Ann"}, {"name": "Ben"}], "options": {"first": 9}, "commands": []}
    auto = tmp_path / "autosave.json"
    _write(auto, bad)
    old_previous = tmp_path / "autosave-previous.json"
    old_previous.write_text("an older kept game", encoding="utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        text = screen_text(app)
        assert "cannot be resumed" in text and "options.first" in text
        assert "autosave-previous-2.json" in text  # the older kept game is not overwritten
        assert auto.read_text(encoding="utf-8") == json.dumps(bad)  # nothing moved yet
        await pilot.press("enter")  # a new game
        await wait_for(pilot, lambda: app.session is not None)
    assert json.loads((tmp_path / "autosave-previous-2.json").read_text(encoding="utf-8")) == bad
    assert old_previous.read_text(encoding="utf-8") == "an older kept game"
    assert json.loads(auto.read_text(encoding="utf-8"))["options"] != {"first": 9}  # the new game


@sync
async def test_a_data_folder_that_cannot_be_written_gives_a_notice_and_play_goes_on(tmp_path):
    """The data folder is unusable (here a file stands where the folder should be, which
    fails like a read-only or full disk, even for root): a notice, and the game goes on."""
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    app = make_app(blocker)  # autosave at data/autosave.json
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.pause()  # a notice never covers a question (issue 14): told at the table
        assert not any("Autosave is off" in str(n.message) for n in app._notifications)
        await pilot.press("enter")
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session.state.pending is None)
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await dismiss_handoff(app, pilot)  # told to the first person at the table
        await wait_for(pilot, lambda: any("Autosave is off" in str(n.message) for n in app._notifications))
        assert app.session.autosave is None and app.is_running
        assert len(app.session.save.commands) == 2  # both picks were played, unsaved
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@sync
async def test_the_score_table_shows_markup_names_as_text(tmp_path):
    from textual.app import App

    from screens.gameover import GameOverScreen

    row = {"deck_vp": 10, "score_pile_vp": 5, "weakness": 0, "star": 0, "total": 15, "villains": 1, "cards": 20}
    view = {"game": "metal", "result": {"why": "barbatos", "winners": [MARKUP_NAMES[0]],
                                        "scores": [{"player": n, **row} for n in MARKUP_NAMES]}}
    class Scores(App):
        def on_mount(self) -> None:
            self.push_screen(GameOverScreen(view))

    app = Scores()
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "[/] wins!" in text and MARKUP_NAMES[1] in text


@sync
async def test_a_seed_too_big_for_a_save_falls_back_to_the_shown_seed(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        app.screen.query_one("#seed", Input).value = "9" * 5000
        await pilot.pause()
        app.screen.action_start()
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.seed == 1 and app.is_running


@sync
async def test_resume_file_continues_the_previous_game_and_saves_into_it(tmp_path):
    from hotseat.app import HotseatApp
    from hotseat.saves import read_save
    from hotseat.session import Session

    previous = tmp_path / "autosave-previous.json"
    Session.new("metal", ["Ann", "Ben"], 5, bots=[None, "heuristic"], options={"auto_pick": True, "first": 0},
                autosave=previous)
    app = HotseatApp(resume=True, save_path=previous, autosave=tmp_path / "autosave.json")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        assert [p.name for p in app.session.state.players] == ["Ann", "Ben"]
        assert app.act("end") is None
        await wait_for(pilot, lambda: app.session.state.active == 0 and app.session.state.turn_number >= 3)
    assert read_save(previous).commands[0] == "end"  # the game went on in its own file
    assert not (tmp_path / "autosave.json").exists()


@sync
async def test_two_seats_of_one_name_are_refused_and_the_form_comes_back(tmp_path):
    """Hand-offs say "Pass the keyboard to Ann": two Anns could not be told apart."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        for i, name in enumerate(["Ann", "ann"]):
            app.screen.query_one(f"#name{i}", Input).value = name
        await pilot.pause()
        app.screen.action_start()
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen" and app.screen.is_mounted)
        await pilot.pause()
        assert app.session is None
        assert not (tmp_path / "autosave.json").exists()
        assert [app.screen.query_one(f"#name{i}", Input).value for i in range(2)] == ["Ann", "ann"]


@sync
async def test_a_game_asked_for_on_the_command_line_focuses_start_not_resume(tmp_path):
    """`hotseat play --game jld` with an unfinished Metal autosave: Enter starts jld."""
    first = make_app(tmp_path)
    async with first.run_test(size=SIZE) as pilot:
        await start_named_game(first, pilot, ["Ann", "Ben"])
    assert (tmp_path / "autosave.json").exists()
    app = make_app(tmp_path, game="jld", new_game=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert "Resume the unfinished game" in screen_text(app)
        assert app.focused is not None and app.focused.id == "start"
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.game == "jld"
