"""Pilot tests of whole user flows: new game, a turn with hand-offs, decisions, resume."""

from __future__ import annotations

import json

from test_tui_support import handoff_text, make_app, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp
from rules.families.dc.commands import Play

SIZE = (80, 24)


async def pick_heroes(app, pilot, n: int = 2) -> None:
    """Answer each player's "Choose your Super Hero" behind a hand-off."""
    for _ in range(n):
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen"
                       and "Choose your Super Hero" in screen_text(app))
        await pilot.press("enter")
    await wait_for(pilot, lambda: app.session.state.pending is None)


async def to_table(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == app.session.state.decider)


async def start_default_game(app, pilot) -> None:
    """Enter on the new-game screen (Metal for two), both heroes picked, the first player at
    the table."""
    await pilot.press("enter")
    await pick_heroes(app, pilot)
    await to_table(app, pilot)


@sync
async def test_defaults_start_two_player_metal(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        text = screen_text(app)
        assert "Dark Nights" in text and "Seed" in text and "1" in text
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        assert st.game == "metal" and [p.name for p in st.players] == ["Player 1", "Player 2"]
        assert st.seed == 1 and st.pending.prompt == "Choose your Super Hero"
        await pick_heroes(app, pilot)
        assert all(len(p.zones["characters"]) == 1 for p in app.session.state.players)
        await to_table(app, pilot)
        text = screen_text(app)
        assert "Line-Up" in text and "Your hand" in text


@sync
async def test_pick_any_hero(tmp_path):
    """"Pick any": the first player chooses among all 10 Super Heroes (Batman starts
    Captured), the second among the 9 left."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        from textual.widgets import Select

        app.screen.query_one("#pick", Select).value = "any"
        await pilot.pause()
        app.screen.action_start()
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        assert st.pending.prompt == "Choose your Super Hero" and len(st.pending.options) == 10
        assert "Batman" not in [o.label for o in st.pending.options]
        await pick_heroes(app, pilot)
        teams = [app.session.state.name(p.zones["characters"][0]) for p in app.session.state.players]
        assert len(set(teams)) == 2


@sync
async def test_whole_turn_with_handoff(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        st = app.session.state
        me = st.active
        await pilot.press("a")  # play all
        await wait_for(pilot, lambda: not any(isinstance(c, Play) for c in app.session.legal())
                       or app.session.state.pending is not None)
        while app.session.state.pending is not None:  # a played card may ask something
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            await pilot.press("enter")
            await pilot.pause()
        power = st.players[me].res.get("power", 0)
        assert power > 0 and not st.players[me].zones["hand"]
        # buy the cheapest Line-Up card with Enter on the Line-Up list
        line_up = st.table["line_up"]
        cheap = min(line_up, key=lambda u: st.cards[u].cost)
        assert st.cards[cheap].cost <= power
        lst = app.screen.query_one("#lineup")
        lst.focus()
        lst.highlighted = line_up.index(cheap)
        await pilot.press("enter")
        await wait_for(pilot, lambda: cheap in st.players[me].zones["discard"] or st.pending is not None)
        assert cheap in st.players[me].zones["discard"]
        assert st.players[me].res["power"] == power - st.cards[cheap].cost
        app.screen.query_one("#hand").focus()
        stake = app.screen.view.get("at_stake")
        await pilot.press("e")  # end turn
        if stake:  # Power that still buys, an ability unused: asked first; Enter means "keep playing"
            await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
            assert all(w in " ".join(screen_text(app).split()) for w in stake)
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
            assert app.session.state.active == me
            await pilot.press("e", "y")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        assert app.session.state.active != me
        # the hand-off hides every private card of both players
        text = handoff_text(app)
        nxt = app.session.state.players[app.session.state.active]
        assert f"Pass the keyboard to {nxt.name}" in text
        for p in app.session.state.players:
            for u in p.zones["hand"]:
                assert st.name(u) not in text
        assert "Line-Up" not in text
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.viewer == app.session.state.active
        saved = json.loads((tmp_path / "autosave.json").read_text())
        assert saved["commands"][-1] == "end"


@sync
async def test_command_line_refusal_and_undo(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        st = app.session.state
        n = len(app.session.save.commands)
        await pilot.press("colon")
        await pilot.press(*"buy Steel")
        await pilot.press("enter")
        await wait_for(pilot, lambda: "You have 0 Power; Steel costs 3." in screen_text(app))
        assert len(app.session.save.commands) == n
        # the line is empty for the next command; Up brings the refused one back to be mended
        cmd = app.screen.query_one("#cmd")
        assert cmd.value == ""
        await pilot.press("up", "backspace", *"l")
        assert cmd.value == "buy Steel"
        # Esc leaves the line and clears it: no refused or half-typed command stays behind
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.query_one("#cmd").value == "" and app.screen.query_one("#hand").has_focus
        assert "buy Steel" not in screen_text(app) and "play Punch" not in screen_text(app)
        await pilot.press("colon", *"play Punch")
        assert app.screen.query_one("#cmd").value == "play Punch"
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 1)
        assert st.players[st.active].res["power"] == 1
        app.screen.query_one("#hand").focus()
        await pilot.press("z")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n)
        assert app.session.state.players[st.active].res.get("power", 0) == 0


@sync
async def test_decision_modal_keys_and_mouse(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.click("#handoff-box")  # a click does not continue: Space does
        assert screen_name(app) == "HandoffScreen"
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        first = app.session.state.pending.options
        # Esc leaves the decision waiting; D brings it back; number 2 picks the second hero
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert "A decision waits" in screen_text(app)
        await pilot.press("d")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("2", "enter")
        await wait_for(pilot, lambda: app.session.state.pending.player == 1)  # picks join once all picked
        # the second player answers with the mouse
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        opts = app.session.state.pending.options
        await pilot.click("#options", offset=(4, 2))  # a click on an option marks it, no more
        await pilot.pause()
        assert screen_name(app) == "DecisionScreen" and not app.session.state.players[1].zones["characters"]
        await pilot.double_click("#options", offset=(4, 2))  # a double-click picks it
        await wait_for(pilot, lambda: len(app.session.state.players[1].zones["characters"]) == 1)
        assert app.session.state.players[1].zones["characters"][0] in [o.card for o in opts]
        assert app.session.state.players[0].zones["characters"] == [first[1].card]


@sync
async def test_resume_from_autosave(tmp_path):
    app = make_app(tmp_path, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await pilot.press("a")
        await wait_for(pilot, lambda: len(app.session.save.commands) >= 3)
        commands = list(app.session.save.commands)
        fingerprint = app.session.state.fingerprint()
    again = HotseatApp(resume=True, autosave=tmp_path / "autosave.json")
    async with again.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: again.session is not None)
        assert again.session.save.commands == commands
        assert again.session.state.fingerprint() == fingerprint
        await to_table(again, pilot)
        assert "Line-Up" in screen_text(again)


@sync
async def test_bots_watch_whole_game(tmp_path):
    app = make_app(tmp_path, seed=3, bots="all", fast=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.session is not None and app.session.state.game_over, tries=20000)
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        await wait_for(pilot, lambda: "Game over" in screen_text(app))
        assert app.session.state.result["winners"][0] in screen_text(app)


@sync
async def test_rules_reference_marks_phase(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await start_default_game(app, pilot)
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        text = screen_text(app)
        assert "Your turn" in text and "you are here" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        assert "cost" in screen_text(app) and " VP" in screen_text(app)  # a Metal card is worth VP, even 0


@sync
async def test_colon_after_a_refused_command_starts_a_new_one(tmp_path):
    """Found in the Metal and Metro trials: a refused command stays on the line, and the next
    command typed as at the table (``:paly punch``) was glued to it: "buy electrum:paly punch"."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        st = app.session.state
        n = len(app.session.save.commands)
        await pilot.press("colon", *"buy Steel", "enter")
        await wait_for(pilot, lambda: "Steel costs 3." in screen_text(app))
        cmd = app.screen.query_one("#cmd")
        await pilot.press("up")
        assert cmd.value == "buy Steel" and cmd.has_focus
        await pilot.press("colon", *"play Punch")
        assert cmd.value == "play Punch"
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 1)
        assert st.players[st.active].res["power"] == 1
