"""Pilot tests of issue 14's "the teaching table: nothing surprises": what the table says is
true for this game (the quit question and saving, a bot's seat), keys typed as a question or a
hand-off opens do not answer it, and what has the keys shows without colours."""

from __future__ import annotations

import pytest
from test_tui_support import key_too_soon, make_app, screen_name, settle, sync, wait_for


async def _at_table(app, pilot) -> None:
    """Wait for the table (closing a set-up question with Esc, to look at the table)."""
    await wait_for(pilot, lambda: screen_name(app) in ("TableScreen", "DecisionScreen") and app.session is not None)
    await pilot.pause()
    if screen_name(app) == "DecisionScreen":
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")


async def _quit_question(app, pilot) -> str:
    await _at_table(app, pilot)
    await pilot.press("q")
    await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
    return str(app.screen.query_one("#question").render())


@sync
async def test_the_quit_question_says_autosaved_only_when_the_game_is_saved(tmp_path):
    """A game of people is autosaved, and the quit question says how to continue it."""
    app = make_app(tmp_path, bots="2", skip_setup=True)
    async with app.run_test(size=(100, 30)) as pilot:
        said = await _quit_question(app, pilot)
        assert "autosaved" in said and "resume" in said, said
        assert app.session.autosave is not None


@sync
async def test_the_quit_question_of_a_game_of_bots_says_it_is_not_saved(tmp_path):
    """Found in a trial: watching bots (never autosaved), the quit question promised that
    `hotseat resume` would continue the game."""
    app = make_app(tmp_path, bots="all", delay=3600)
    async with app.run_test(size=(100, 30)) as pilot:
        said = await _quit_question(app, pilot)
        assert app.session.autosave is None
        assert "autosaved" not in said and "resume" not in said, said
        assert "not being saved" in said, said


@sync
async def test_the_quit_question_says_so_when_autosave_failed(tmp_path):
    """Autosave stopped (a full or read-only folder): the question no longer promises a resume."""
    app = make_app(tmp_path, bots="2", skip_setup=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await _at_table(app, pilot)
        app.session.autosave, app.session.autosave_error = None, "Autosave is off: cannot write it."
        app.refresh_table()
        said = await _quit_question(app, pilot)
        assert "autosaved" not in said and "not being saved" in said, said


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@sync
async def test_watching_bots_every_seat_says_bot_on_the_placard_too(tmp_path, size):
    """Found in a trial: with bots in every seat, the other players' lines said "(bot)" and the
    shown player's placard did not, as if "Player 1" were a person."""
    app = make_app(tmp_path, bots="all", delay=3600)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session is not None)
        await pilot.pause()
        table = app.screen
        shown = table.view["players"][table.view["shown"]]["name"]
        title = str(table.query_one("#placard-title").render())
        assert title.startswith(shown) and "(bot)" in title, title
        assert "(bot" in str(table.query_one("#others").render())  # "(bot, Hal Jordan)"


def _question(pending: dict, answers: list):
    """An app showing one question for Ann; its answers go to ``answers``."""
    from textual.app import App

    from screens.decision import DecisionScreen

    class One(App):
        def on_mount(self) -> None:
            self.push_screen(DecisionScreen(pending, "Ann"), answers.append)

    return One()


def _options(n: int, most: int) -> dict:
    return {"prompt": "Pick", "kind": "options", "min": 1 if most == 1 else 0, "max": most,
            "options": [(f"o{i}", f"Option {i}") for i in range(1, n + 1)]}


@sync
async def test_a_space_or_a_click_as_a_question_opens_marks_nothing(monkeypatch):
    """Found in a trial: a Space typed for the table as a question of boxes opened marked its
    first box, and the Enter that followed confirmed it. Within the question's first moment
    (``DecisionScreen.GUARD``) Space and clicks mark nothing; after it they mark as usual."""
    from screens.decision import DecisionScreen
    from screens.widgets.lists import MarkList

    answers: list = []
    monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # long: no timing in the test
    app = _question(_options(3, 2), answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lst = app.screen.query_one("#options", MarkList)
        await pilot.press("space")
        await pilot.click("#options", offset=(6, 2))
        await pilot.pause()
        assert lst.selected == [] and answers == []
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)  # as if the keyboard had been quiet
        await pilot.press("space")
        await pilot.pause()
        assert lst.selected == ["o1"]
        await pilot.click("#options", offset=(6, 2))
        await pilot.pause()
        assert sorted(lst.selected) == ["o1", "o2"]


@sync
async def test_a_double_click_as_a_question_opens_answers_nothing(monkeypatch):
    """A double-click meant for the table whose second click lands on a question that just
    opened does not choose the option under it; once the moment passed, a double-click does."""
    from screens.decision import DecisionScreen

    answers: list = []
    monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)
    app = _question(_options(3, 1), answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.double_click("#options", offset=(6, 2))
        await pilot.pause()
        assert answers == [] and app.screen.query_one("#options").highlighted == 0
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
        await pilot.double_click("#options", offset=(6, 2))
        await pilot.pause()
        assert answers == [["o2"]]


@sync
async def test_keys_as_a_question_opens_answer_nothing_then_the_question_takes_them(monkeypatch):
    """The grace time itself (no test setting): a key at once is ignored, the same key after
    the grace answers."""
    import asyncio

    from screens.decision import DecisionScreen

    monkeypatch.setattr(DecisionScreen, "GUARD", 0.3)
    answers: list = []
    app = _question({**_options(2, 1), "options": [("yes", "Yes"), ("no", "No")]}, answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        key_too_soon(app.screen)
        await pilot.press("y")
        await pilot.pause()
        assert answers == []
        app.screen._guard.since = app.screen._guard.opened  # quiet since the question showed
        await asyncio.sleep(DecisionScreen.GUARD + 0.1)
        await pilot.press("y")
        await pilot.pause()
        assert answers == [["yes"]]


GAMES = ["metal", "jld", "metro", "mistborn"]


@pytest.mark.parametrize("game", GAMES)
@sync
async def test_tab_from_the_hand_goes_to_the_market_and_the_focused_list_shows(tmp_path, monkeypatch, game):
    """Found in the Mistborn trial: Tab from the hand went through the placard, the log, the
    command line and the left column before the Market (five presses), and which list had the
    keys showed only as a tint. Tab from the hand now goes to the game's first list (its view's
    panels in order: the market, the Line-Up...), and the title of the list that has the keys
    looks different, in a 16-colour terminal and without colours too."""
    from test_tui_support import row_looks
    from test_tui_teach_input import bare_scenario, seated

    from hotseat.app import HotseatApp
    from screens.panels import dom_id

    monkeypatch.setattr("textual.constants.COLOR_SYSTEM", "standard")
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        table = app.screen
        hand = table.query_one("#hand")
        assert hand.option_count, "the test needs a hand to start from"
        table.focus_table()
        await pilot.pause()
        assert app.focused is hand
        lists = [dom_id(p) for place in ("market", "below") for p in table.view["panels"]
                 if p.get("place", "market") == place and p["kind"] == "cards" and not p.get("inline")]
        first = next(i for i in lists if table.query_one(f"CardList#{i}").display
                     and table.query_one(f"CardList#{i}").option_count)
        title = table.query_one(f"#{first}-title")
        unfocused = {c: row_looks(app, title, c) for c in (True, False)}
        await pilot.press("tab")
        await wait_for(pilot, lambda: app.focused.id == first)
        await pilot.pause()
        for colours in (True, False):
            assert row_looks(app, title, colours) != unfocused[colours], f"colours={colours}"
        hand_title = table.query_one("#hand-title")
        assert not hand_title.has_class("focused") and title.has_class("focused")
        await pilot.press("shift+tab")  # and back
        await wait_for(pilot, lambda: app.focused is hand)
        assert hand_title.has_class("focused") and not title.has_class("focused")


@sync
async def test_a_toast_raised_at_a_set_up_question_shows_above_it(tmp_path):
    """A notice waiting for the hand-off (the "Kept" notice of an unfinished game) is not drawn
    over the set-up question (issue 14 trial: it covered the first Character pick, cut
    mid-word): it waits for the table. One raised by a key in the question (a refusal) is drawn
    on the question's screen, not behind it."""
    from test_tui_support import screen_text

    app = make_app(tmp_path, skip_setup=True)
    app._deferred.append(dict(message="Your unfinished game is kept.", title="Kept", timeout=60, markup=False))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.pause()
        assert "Your unfinished game is kept." not in screen_text(app)
        await pilot.press("n")  # the hero pick may not be declined: a warning toast
        await wait_for(pilot, lambda: "can't be declined" in screen_text(app))
        assert screen_name(app) == "DecisionScreen"


@sync
async def test_a_word_starting_with_s_typed_at_the_table_keeps_its_s(tmp_path):
    """Found in a trial: S is the scores' key once the game is over; during the game it did
    nothing, so "slot Spark of Energy in 1" typed at the table (no ":") lost its "s" and was
    refused as "lot ...". A table key that is off now starts a command like any other letter."""
    from test_tui_teach_input import bare_scenario, seated

    from hotseat.app import HotseatApp

    app = HotseatApp(scenario=bare_scenario(tmp_path, "metro"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        app.screen.focus_table()
        await pilot.pause()
        await pilot.press("s", "l", "o", "t")
        await pilot.pause()
        assert app.screen.query_one("#cmd").value == "slot"



@sync
async def test_presses_in_a_burst_close_the_yes_no_question_once(tmp_path):
    """Two presses of the quit question's buttons queued before the first is handled (as a
    burst may leave them) answer it once: the second reached the closing dialog and closed the
    table under it ("Can't pop screen")."""
    from textual.widgets import Button

    app = make_app(tmp_path, bots="2", skip_setup=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await _at_table(app, pilot)
        await pilot.press("q")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await settle(pilot)
        await pilot.press("tab")  # a key typed once the dialog was drawn: the presses after it count
        dialog = app.screen
        keep = dialog.query_one("#no", Button)
        for _ in range(3):
            dialog.post_message(Button.Pressed(keep))
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.pause()
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and app.return_code is None
        await pilot.press("q")  # the table still answers its keys
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
