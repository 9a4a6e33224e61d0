"""Pilot tests of the table's promises to a new player (issue 14): the command line has the
final say over an autosave, the focus is visible without colours, the terminal is big enough,
game over shows everything and offers a rematch, and bot games can be watched."""

from __future__ import annotations

import asyncio

import pytest
from click.testing import CliRunner
from textual.app import App
from textual.widgets import Button

from hotseat.app import HotseatApp
from hotseat.cli import main
from hotseat.session import Session, autosave_path
from test_tui_scenarios import scenario_app, take_seat
from test_tui_support import (dismiss_handoff, end_turn_to_game_over, make_app, row_looks, screen_name, screen_text, sync,
                              wait_for)

SIZE = (100, 30)


async def past_the_picks(app, pilot) -> None:
    """Answer every set-up question with its first option, passing the hand-offs, until the
    table is at the keyboard with no question open."""
    for _ in range(20):
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen", "TableScreen"))
        if screen_name(app) == "TableScreen" and app.session.pending() is None:
            break
        if screen_name(app) == "HandoffScreen":
            await dismiss_handoff(app, pilot)
        elif screen_name(app) == "DecisionScreen":
            question = app.screen
            await pilot.press("1", "enter")
            await wait_for(pilot, lambda: app.screen is not question)
        else:
            await pilot.pause()
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and any(
        n.title == "Kept" for n in app._notifications))


def test_play_with_options_starts_that_game_over_an_unfinished_autosave(private_data, monkeypatch):
    """`hotseat play --game jld -n 3` with an unfinished Metal game saved: jld for three
    starts at once, no form and no focused offer to resume; a notice says how to resume the
    kept game."""
    old = Session.new("metal", ["Ann", "Ben"], 7, autosave=autosave_path())
    old.do(old.legal()[0])  # an unfinished game
    seen: dict = {}

    async def watch(app: HotseatApp) -> None:
        async with app.run_test(size=SIZE) as pilot:
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
            seen["screens"] = [type(s).__name__ for s in app.screen_stack]
            await dismiss_handoff(app, pilot)  # the notice is for the person at the table
            seen["game"], seen["players"] = app.session.game, len(app.session.state.players)
            await past_the_picks(app, pilot)
            seen["notices"] = [n.message for n in app._notifications]
            app.exit()

    monkeypatch.setattr(HotseatApp, "run", lambda self, **kw: asyncio.run(watch(self)))
    r = CliRunner().invoke(main, ["play", "--game", "jld", "-n", "3"])
    assert r.exit_code == 0, r.output
    assert seen["game"] == "jld" and seen["players"] == 3
    assert "NewGameScreen" not in seen["screens"]
    kept = private_data / "autosave-previous.json"
    assert kept.exists()
    assert any(f"hotseat resume {kept.name}" in m for m in seen["notices"])  # named short: in the data folder



def test_a_kept_game_that_cannot_be_resumed_is_not_promised_to_continue(private_data, monkeypatch):
    """Found in a trial: the cards changed under an unfinished game, and starting another said
    "`hotseat resume …autosave-previous.json` continues it", which then failed. The notice now
    says why it cannot be resumed."""
    import json

    old = Session.new("metal", ["Ann", "Ben"], 7, autosave=autosave_path())
    old.do(old.legal()[0])
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    data["cards_digest"] = "0" * 16  # as if the shipped cards had changed since
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    seen: dict = {}

    async def watch(app: HotseatApp) -> None:
        async with app.run_test(size=SIZE) as pilot:
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
            await dismiss_handoff(app, pilot)
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")  # the first Character pick
            await pilot.pause()
            seen["at_the_pick"] = [n.message for n in app._notifications] + [screen_text(app)]
            await past_the_picks(app, pilot)
            seen["notices"] = [n.message for n in app._notifications]
            app.exit()

    monkeypatch.setattr(HotseatApp, "run", lambda self, **kw: asyncio.run(watch(self)))
    assert CliRunner().invoke(main, ["play", "--game", "jld", "-n", "3"]).exit_code == 0
    kept = private_data / "autosave-previous.json"
    assert kept.exists()
    told = [m for m in seen["notices"] if kept.name in m]
    assert told and "cannot be resumed" in told[0] and "cards have changed" in told[0]
    assert "continues it" not in told[0]
    # issue 14 trial: it named the new game's save ("/tmp/.../autosave.json: saved with other
    # card definitions"), and it covered the first Character pick
    assert "autosave.json" not in told[0] and "digest" not in told[0]
    assert not any("unfinished game" in m for m in seen["at_the_pick"])

@sync
async def test_focused_row_and_ticked_box_show_in_a_low_colour_terminal(tmp_path, monkeypatch):
    """In a 16-colour terminal (``TEXTUAL_COLOR_SYSTEM=standard``), and even with no colours
    at all, the highlighted row of the focused list (a question's options, the hand) looks
    different from the same row not highlighted, and a ticked bot box from an unticked one."""
    monkeypatch.setattr("textual.constants.COLOR_SYSTEM", "standard")
    app = make_app(tmp_path, bots="2")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert app.console.color_system == "standard"
        box = app.screen.query_one("#bot0")
        before = {c: row_looks(app, box, c) for c in (True, False)}
        box.value = True
        await pilot.pause()
        for colours in (True, False):
            assert row_looks(app, box, colours) != before[colours]
        box.value = False
        await pilot.press("enter")  # a game against a bot: the hero pick is a question
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        for lst in ("#options", "#hand"):
            if lst == "#hand":
                await pilot.press("escape")  # look at the table: the hand has the focus
                await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.focused.id == "hand")
            w = app.screen.query_one(lst)
            assert app.focused is w and w.highlighted == 0
            lit = {c: row_looks(app, w, c)[0] for c in (True, False)}
            await pilot.press("down")
            await wait_for(pilot, lambda: w.highlighted == 1)
            for colours in (True, False):
                unlit = row_looks(app, w, colours)[0]
                assert [c[0] for c in unlit] == [c[0] for c in lit[colours]]  # the same text
                assert unlit != lit[colours], f"{lst}: the highlight does not show (colours={colours})"


def footer_line(app) -> str:
    return screen_text(app).splitlines()[-1]


@sync
async def test_watching_bots_waits_between_moves_pauses_and_steps(tmp_path):
    """`hotseat play --bots all --delay SECONDS`: a bot moves only after the delay (here an
    hour, so only a key plays it); `.` plays one move at a time, Space pauses and goes on, and
    the footer names both keys."""
    moves = lambda app: len(app.session.save.commands)  # noqa: E731
    app = make_app(tmp_path, bots="all", delay=3600)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session is not None)
        for _ in range(10):
            await pilot.pause()
        assert moves(app) == 0  # waiting for the delay
        assert "Pause" in footer_line(app) and "Step" in footer_line(app)
        # nobody at the keyboard plays: no command line, no keys to play
        assert "Play all" not in footer_line(app) and "type a command" not in screen_text(app)
        await pilot.press("a", "e")  # play keys do nothing (and type nothing) while watching
        await pilot.press("space")
        await wait_for(pilot, lambda: "Paused" in screen_text(app) and "Go on" in footer_line(app))
        assert moves(app) == 0
        for n in (1, 2):
            await pilot.press("full_stop")
            await wait_for(pilot, lambda: moves(app) == n)
            assert "Paused" in screen_text(app)
        await pilot.press("space")  # go on: the next move waits for the delay again
        await wait_for(pilot, lambda: "Pause" in footer_line(app) and "Paused" not in screen_text(app))
        assert moves(app) == 2
        await pilot.press("full_stop")  # a step while the game runs plays the move waiting
        await wait_for(pilot, lambda: moves(app) == 3 and "Paused" in screen_text(app))


def test_fast_and_delay_do_not_go_together():
    r = CliRunner().invoke(main, ["play", "--bots", "all", "--fast", "--delay", "1"])
    assert r.exit_code == 2 and "--fast and --delay" in r.output


async def scenario_to_game_over(app, pilot) -> None:
    """Ann buys Barbatos and ends her turn: the game is over (tests/data/tui/gameover.toml)."""
    await take_seat(app, pilot, "Ann")
    st = app.session.state
    await pilot.press("v")
    await wait_for(pilot, lambda: st.pending is not None or any("Barbatos" in e.text for e in st.events))
    while st.pending is not None:
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("enter")
        await pilot.pause()
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
    await end_turn_to_game_over(app, pilot)


@sync
async def test_game_over_reveals_every_hand_and_deck_and_offers_a_rematch(private_data):
    """Game over lists every player's hand and deck (the finished game's view reveals them),
    the table behind it has no command line nor action hints, R plays again with the same
    players and a new seed, N opens the new-game screen filled in as this game was."""
    app = scenario_app("gameover.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await scenario_to_game_over(app, pilot)
        st = app.session.state
        shown = str(app.screen.query_one("#revealed").render())
        for p in st.players:
            for zone in ("hand", "deck"):
                for uid in p.zones[zone]:
                    assert st.name(uid) in shown, f"{p.name}'s {zone}: {st.name(uid)}"
        assert "Ben" in shown and st.players[1].zones["hand"]
        text = screen_text(app)
        assert "Rematch" in text and "New game" in text
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        text = screen_text(app)
        assert "type a command" not in text and "Enter plays" not in text and "Enter buys" not in text
        assert not app.screen.query_one("#cmd").display
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        old_seed = st.seed
        await pilot.press("r")
        await wait_for(pilot, lambda: app.session is not None and app.session.state is not st)
        new = app.session.state
        assert new.seed != old_seed and new.game == "metal" and not new.game_over
        assert [p.name for p in new.players] == ["Ann", "Ben"] and [p.bot for p in new.players] == [None, None]
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen"))
        assert [type(s).__name__ for s in app.screen_stack].count("TableScreen") == 1
    app = scenario_app("gameover.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await scenario_to_game_over(app, pilot)
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert [app.screen.query_one(f"#name{i}").value for i in range(2)] == ["Ann", "Ben"]
        assert app.screen.query_one("#game").value == "metal"
        assert app.focused is not None and app.focused.id == "start"


@sync
async def test_a_small_terminal_is_asked_to_grow_and_the_notice_goes(tmp_path):
    """Under 80x24 a notice asks for a bigger terminal, over whatever screen is up; at 80x24
    it is gone."""
    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20), notifications=True) as pilot:  # toasts drawn
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await wait_for(pilot, lambda: "bigger" in screen_text(app))
        assert "70×20" in screen_text(app)
        await pilot.resize_terminal(79, 30)
        await wait_for(pilot, lambda: "79×30" in screen_text(app))
        assert sum("bigger" in n.message for n in app._notifications) == 1
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: "bigger" not in screen_text(app))
        assert not [n for n in app._notifications if "bigger" in n.message]



@sync
async def test_a_small_terminal_s_notice_raised_at_a_hand_off_goes_when_it_grows():
    """Found in a trial: shrunk to 40x12 at a hand-off and grown back, the table after the
    hand-off still asked for a bigger terminal (the notice had been held back for it)."""
    app = scenario_app("attack.toml")
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.resize_terminal(40, 12)
        await wait_for(pilot, lambda: any("bigger" in n.message for n in app._notifications))
        await pilot.resize_terminal(120, 40)
        await wait_for(pilot, lambda: not any("bigger" in n.message for n in app._notifications))
        await take_seat(app, pilot, "Ann")
        for _ in range(5):
            await pilot.pause()
        assert "bigger" not in screen_text(app)


LONG = ("Once during each of your turns, you may discard a card with a cost of 1 or more. If you do, "
        "+2 Power and draw a card, then each foe reveals the top card of their deck. ")


def question(options: int, most: int, least: int) -> dict:
    """A decision as the view gives it, with long help and long option texts."""
    return {"kind": "cards", "verb": "pick", "player": 0, "prompt": "Choose a card to discard: " + LONG,
            "min": least, "max": most, "asker": "Mister Terrific", "asked_by_card": True, "help": LONG * 2,
            "options": [(f"o{i}", f"Option card number {i}") for i in range(options)],
            "texts": [LONG * 2] * options}


def dialogs() -> dict:
    """Every dialog with buttons, each with the most it may hold (six seats, five players)."""
    from hotseat.app import GAMES, VARIANTS
    from screens.confirm import ConfirmScreen
    from screens.decision import DecisionScreen
    from screens.gameover import GameOverScreen
    from screens.newgame import NewGameScreen
    from screens.notice import NoticeScreen

    players = [{"name": f"Player {i}", "zones": {"hand": ["Punch"] * 5, "deck": [f"Card {j}" for j in range(30)]},
                "revealed": ["hand", "deck"]} for i in range(5)]
    result = {"reason": "The main deck ran out. " * 3, "outcome": "winner", "winners": ["Player 1"],
              "columns": [["vp", "VP"], ["total", "Total"]],
              "scores": [{"player": f"Player {i}", "vp": 3, "total": 3} for i in range(5)], "tie_break": LONG}
    settings = {"game": "jld", "players": 6, "names": [], "seed": 1, "bots": [False] * 6, "bot_name": "heuristic",
                "variant": "standard"}
    return {
        "confirm": lambda: ConfirmScreen("End your turn with 5 playable cards and 9 Power unspent? " * 4, "End turn"),
        "notice": lambda: NoticeScreen("Ann", LONG * 3),
        "question, 3 options with their texts": lambda: DecisionScreen(question(3, 1, 0), "Ann"),
        "question, 12 options": lambda: DecisionScreen(question(12, 1, 1), "Ann"),
        "question, up to 3 of 12": lambda: DecisionScreen(question(12, 3, 0), "Ann"),
        "game over": lambda: GameOverScreen({"result": result, "players": players}),
        "new game, six seats": lambda: NewGameScreen(settings, GAMES, "Metal, turn 3: Ann, Ben", VARIANTS),
    }


@pytest.mark.parametrize("name", list(dialogs()))
@sync
async def test_no_dialog_scrolls_its_buttons_off_an_80x24_screen(name):
    """At 80x24 every button of every dialog is wholly on screen, however long its text, and
    so is the focused list (a question's options scroll in the rows left, never cut)."""
    make = dialogs()[name]

    class Stage(App):
        def on_mount(self) -> None:
            self.push_screen(make())

    app = Stage()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.screen_stack) > 1)
        await pilot.pause()
        screen = app.screen
        buttons = [b for b in screen.query(Button) if b.display]
        assert buttons and app.focused is not None
        for b in [*buttons, app.focused]:
            geo = screen.find_widget(b)  # NoWidget when scrolled out of sight
            assert geo.region.intersection(geo.clip) == geo.region, f"{name}: {b.id} is cut"
            assert screen.region.contains_region(geo.region), f"{name}: {b.id} is off screen"


@sync
async def test_the_new_game_form_shows_which_field_has_the_focus(tmp_path, monkeypatch):
    """Found in a trial: on the new-game form the focused field did not show. Its label is
    marked (bold, reversed), in a 16-colour terminal and without colours; the others are not."""
    monkeypatch.setattr("textual.constants.COLOR_SYSTEM", "standard")
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        labels = {str(w.render()): w for w in app.screen.query(".label")}
        game, players = labels["Game"], labels["Players"]
        await pilot.press("tab")  # from Start to the first field: Game
        await wait_for(pilot, lambda: app.focused is app.screen.query_one("#game"))
        await pilot.pause()
        for colours in (True, False):
            lit, unlit = row_looks(app, game, colours)[0], row_looks(app, players, colours)[0]
            assert lit[0][5] and lit[0][3] and not unlit[0][5]  # reverse and bold: the focused row only
        await pilot.press("tab")
        await wait_for(pilot, lambda: app.focused is app.screen.query_one("#players"))
        await pilot.pause()
        assert row_looks(app, players, False)[0][0][5] and not row_looks(app, game, False)[0][0][5]
