"""Issue 14 "the teaching table: nothing surprises": what new players met at the table in the
tmux trials, each checked as they would see it."""

from __future__ import annotations

import re

from textual.app import App, ComposeResult

from screens.panels.log import LogPanel
from tests.test_tui_support import notices_seen, screen_name, screen_text, sync, wait_for


class _LogApp(App):
    def compose(self) -> ComposeResult:
        yield LogPanel(id="log")


@sync
async def test_log_lines_wrap_left_of_the_scrollbar():
    """Once the log outgrows its panel a scrollbar appears; no line may lose characters under it."""
    lines = [f"Player 1 deals {i} damage to it ({40 + i} health left)." for i in range(1, 10)]
    app = _LogApp()
    async with app.run_test(size=(30, 8)) as pilot:
        log = app.query_one(LogPanel)
        log.show(lines[:2])
        await pilot.pause()
        log.show(lines)  # many at once, as after a hand-off or a bot's turn
        await pilot.pause()
        await wait_for(pilot, lambda: log.show_vertical_scrollbar)
        shown = " ".join(re.sub(r"[▁▂▃▄▅▆▇█▉▊▋▌▍▎▏▔▕]", " ", row).strip() for row in screen_text(app).splitlines())
        shown = re.sub(r"\s+", " ", shown)
        for line in lines[-2:]:  # the newest, at the bottom beside the scrollbar's thumb
            assert line in shown


@sync
async def test_kept_autosave_notice_is_short_and_brief(tmp_path, private_data):
    """Starting a new game over an unfinished one: the notice names the kept file so it reads
    whole (not a long path broken mid-word), goes soon (it covered the table for several
    commands), and its command finds the file by that name."""
    from hotseat.app import HotseatApp
    from hotseat.session import Session, autosave_path
    from test_tui_table_rules import past_the_picks

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    old = Session.new("metal", ["Ann", "Ben"], 7, autosave=path)
    old.do(old.legal()[0])  # an unfinished game
    app = HotseatApp(seed=1, new_game=True)
    seen = notices_seen(app)  # the notice is brief: under load it may go before the test looks
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        app.screen.query_one("#seed").focus()
        await pilot.press("enter")  # a new game, not the offered resume
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        await past_the_picks(app, pilot)  # the notice never covers a question: told at the table
        await wait_for(pilot, lambda: any(n.title == "Kept" for n in seen))
        kept = next(n for n in seen if n.title == "Kept")
        assert "resume autosave-previous.json`" in kept.message
        assert kept.timeout <= 8
    assert (path.parent / "autosave-previous.json").exists()


@sync
async def test_q_quits_from_the_table_after_asking(tmp_path):
    """The footer shows the quit key during the game; q asks first (N keeps playing), Y quits."""
    from tests.test_tui_flow import start_default_game
    from tests.test_tui_support import make_app

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await start_default_game(app, pilot)
        await wait_for(pilot, lambda: "q Quit" in screen_text(app).splitlines()[-1])  # the footer, once drawn
        await pilot.press("q")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert "hotseat resume" in screen_text(app)
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("q")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await pilot.press("y")
        await wait_for(pilot, lambda: not app.is_running)


def hint(app) -> str:
    """The open question's hint under its prompt, as shown (however it wraps in its box)."""
    found = app.screen.query("#howmany")
    return str(found.first().render()) if found else ""


@sync
async def test_a_question_that_may_be_declined_says_n_takes_none(tmp_path, monkeypatch):
    """"Up to N (or none)": the hint names N for none, and a bare Enter's toast says it too."""
    from rules.engine.registry import RESUMES
    from rules.engine.effects import card_option
    from tests.test_tui_decisions import asked
    from tests.test_tui_flow import start_default_game
    from tests.test_tui_support import make_app

    monkeypatch.setitem(RESUMES, "test_answer", lambda state, answer: state.log("test", f"answer: {answer!r}"))
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await start_default_game(app, pilot)
        st = app.session.state
        opts = [card_option(st, u) for u in st.table["line_up"][:2]]
        await asked(app, pilot, "cards", 0, 2, opts=opts)
        await wait_for(pilot, lambda: "Enter takes the marked, N: none)" in hint(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: any("N for none" in n.message for n in app._notifications))
        await pilot.press("n")
        await wait_for(pilot, lambda: app.session.state.pending is None)
        await asked(app, pilot, "cards", 1, 2, opts=opts)  # must choose: no N in the hint
        await wait_for(pilot, lambda: "(keys 1–2 mark, Enter takes the marked, else the highlighted one)" in hint(app))


@sync
async def test_game_over_at_80x24_reveals_every_player_and_confirms_the_replay(tmp_path):
    """Metro, 3 players, 80x24: the revealed cards say they scroll when a player's line is
    below the box; s tells where the replay went, in a toast that stays a while."""
    from tests.test_tui_support import make_app

    app = make_app(tmp_path, game="metro", players=3, bots="all", fast=True, seed=11, variant="first_game")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen", tries=20000)
        await wait_for(pilot, lambda: "Nothing is secret now" in screen_text(app))
        await pilot.pause()
        text = screen_text(app)
        assert "Player 3: hand" in text or "↓ for more" in text
        await pilot.press("s")
        await wait_for(pilot, lambda: any(n.title == "Saved" for n in app._notifications))
        toast = next(n for n in app._notifications if n.title == "Saved")
        assert "replay-metro-11-" in toast.message and toast.timeout >= 15
        await wait_for(pilot, lambda: "Replay saved to" in screen_text(app))


@sync
async def test_set_up_header_names_no_turn(tmp_path):
    """JLD, 3 players: while a Character is picked the header says Set-up and who chooses,
    not another player's turn and Power."""
    from tests.test_tui_support import make_app

    app = make_app(tmp_path, game="jld", players=3, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen", "DecisionScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: "Set-up" in screen_text(app))
        header = screen_text(app).splitlines()[0]
        assert "Set-up · waiting: Player 1" in header
        assert "'s turn" not in header and "Power" not in header


@sync
async def test_metro_develop_key_with_several_cards_says_what_it_did():
    """Metro, Story Development with Plot Points for several cards: V moves to the list and
    says so (the trial saw no change)."""
    from hotseat.app import HotseatApp
    from tests.test_tui_metro import TURN, at_table

    app = HotseatApp(scenario=TURN, autosave=False)
    async with app.run_test(size=(140, 50)) as pilot:
        await at_table(app, pilot)
        st = app.session.state
        st.turn["phase"] = "develop"
        st.players[0].res["plot"] = 9
        app.refresh_table()
        await pilot.pause()
        await pilot.press("v")
        await wait_for(pilot, lambda: any("pick one in the highlighted list" in n.message
                                          for n in app._notifications))


@sync
async def test_after_the_game_a_card_is_not_said_to_be_unplayable_now(tmp_path):
    """Found in a trial: looking at the table after the game, the card box said "Can't buy now:
    It is not your turn." Nothing is to be played any more."""
    from tests.test_tui_support import make_app

    app = make_app(tmp_path, game="metal", players=2, bots="all", fast=True, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen", tries=20000)
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        # the table is the one at the end (a resize early on showed the set-up table again)
        await wait_for(pilot, lambda: "Game over" in screen_text(app).splitlines()[0])
        table = app.screen
        shown = [uid for uid, d in table.view.get("card", {}).items() if d.get("action")]
        assert shown  # cards that had an action during the game (buy, play...)
        for uid in shown:
            table._show_detail(f"c{uid}")
            await pilot.pause()
            text = str(table.query_one("#detail").render())
            assert text and "Can't" not in text and "You can" not in text
