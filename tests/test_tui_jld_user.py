"""Pilot tests for what a new Justice League Dark player ran into: the command line after a
command, commands typed at paste speed, the game's own words (Character, Nemesis),
no doubled full stops, the new-game form by keyboard, 80x24 with three long names, and Play
all going on after a decision."""

from __future__ import annotations

from test_tui_support import DATA, make_app, screen_name, screen_text, settle, sync, wait_for
from textual import events
from textual.containers import VerticalScroll
from textual.widgets import Input, Select

from hotseat.app import HotseatApp, sentence

SIZE = (80, 24)
WIDE = (120, 40)


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


async def take_seat(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
    await settle(pilot)  # the table drawn whole


def type_fast(app, text: str) -> None:
    """Send every key of ``text`` and Enter at once, with no refresh in between (a paste, or
    a fast typist): ``pilot.press`` waits for the app to be idle after each key."""
    for ch in text:
        key = {" ": "space", ",": "comma", "'": "apostrophe"}.get(ch, ch)
        event = events.Key(key, ch)
        event.set_sender(app)
        app._driver.send_message(event)
    event = events.Key("enter", "\r")
    event.set_sender(app)
    app._driver.send_message(event)


def names(app, zone: str, seat: int = 0) -> list[str]:
    st = app.session.state
    return [st.name(u) for u in st.players[seat].zones[zone]]


@sync
async def test_a_command_that_succeeds_keeps_the_line_and_esc_gives_the_keys_back():
    app = scenario_app("jld_playall.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        cmd = app.screen.query_one("#cmd", Input)
        await pilot.press(*"play Nothing", "enter")  # refused: the line is empty, Up brings it back
        await wait_for(pilot, lambda: bool(app.message))
        assert app.focused is cmd and cmd.value == ""
        await pilot.press("up")
        assert cmd.value == "play Nothing" and not cmd.selected_text
        assert cmd.cursor_position == len("play Nothing")
        await pilot.press(*["backspace"] * len("Nothing"), *"Punch", "enter")  # corrected where it ends
        await wait_for(pilot, lambda: "Punch" in names(app, "played"))
        await pilot.pause()
        assert app.focused is cmd and cmd.value == ""  # the line waits for the next command
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "hand")
        await pilot.press("e")  # a key again, not a letter in the command line
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert cmd.value == ""


@sync
async def test_commands_typed_at_paste_speed_lose_no_key():
    app = scenario_app("jld_playall.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        assert app.focused.id == "hand"
        type_fast(app, "play Incantation")  # "p" opens the command line, "lay..." follow at once
        await wait_for(pilot, lambda: app.session.save.commands[-1:] == ["play Incantation"])
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Surge" in screen_text(app) and not app._notifications
        await pilot.press("2", "enter")  # No: no Surge
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session.state.pending is None)
        await wait_for(pilot, lambda: app.focused is app.screen.query_one("#cmd", Input))  # typed there
        type_fast(app, "buy Billy Batson, Chosen")  # a, h, n...: letters, not keys, once typing
        await wait_for(pilot, lambda: "Billy Batson, Chosen" in app.message)
        assert "is named 'Billy Batson, Chosen'" in app.message
        assert app.screen.query_one("#cmd", Input).value == ""  # emptied for the next command
        # no key fired on the way: no toast (the long refusal wraps on its own line, b055933)
        assert [n.message for n in app._notifications] == []


@sync
async def test_the_game_s_own_words():
    app = scenario_app("jld_narrow.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        text = screen_text(app)
        assert "Player 2 (no Character)" in text and "no hero" not in text
        footer = text.splitlines()[-1]
        assert "v Nemesis" in footer and "Villain" not in footer
        app.session.state.players[0].zones["characters"] = []  # as if Player 1 had no Character yet
        app.refresh_table()
        await pilot.pause()
        assert "no Character" in screen_text(app) and "Super Hero" not in screen_text(app)
    app = scenario_app("attack.toml")  # Metal keeps its words
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        assert "v Villain" in screen_text(app).splitlines()[-1]


@sync
async def test_new_game_form_words_tab_and_space(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        scr = app.screen
        assert "Heroes" in screen_text(app)  # Metal: Super Heroes are dealt
        scr.query_one("#game", Select).value = "jld"
        await wait_for(pilot, lambda: "Characters" in str(scr.query_one("#pick-label").render()))
        assert app.focused.id == "start"
        await pilot.press("tab")  # from Start round to the first field, never the form itself
        assert not isinstance(app.focused, VerticalScroll) and app.focused.id == "game"
        await pilot.press("shift+tab")
        assert app.focused.id == "start"
        await pilot.press("space")  # Space presses a button as Enter does
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.game == "jld"


@sync
async def test_no_doubled_full_stop_in_the_card_help():
    assert sentence("You may: Surge..") == "You may: Surge."
    assert sentence("Transform Billy Batson, Chosen?.") == "Transform Billy Batson, Chosen?"
    assert sentence("Go!") == "Go!" and sentence("Go") == "Go."
    app = scenario_app("jld_narrow.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("enter")  # Billy Batson, Chosen: Transform?
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        bolt = app.session.state.players[0].zones["hand"][0]
        why = app.card_detail(bolt)["why_not"]
        assert why == "Player 1 must first answer: Transform Billy Batson, Chosen?"
        await wait_for(pilot, lambda: "Chosen?" in screen_text(app))
        assert "?." not in screen_text(app) and ".." not in screen_text(app)


@sync
async def test_80x24_three_players_footer_and_opponent_lines():
    app = scenario_app("jld_narrow.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        lines = screen_text(app).splitlines()
        footer = lines[-1]
        for hint in ("a ", "e End", "v Nemesis", "i Card"):
            assert hint in footer
        assert "d Decide" not in footer  # no question waits
        assert "z Undo" not in footer  # undo is off in a scenario
        assert any(line.endswith("Player 3 (Doctor Fate) ◉Seal") for line in lines) and "…" not in "\n".join(lines)
        assert sum("hand 5 deck 5 discard 0 VP 0" in line for line in lines) == 2


@sync
async def test_play_all_goes_on_after_the_decision():
    app = scenario_app("jld_playall.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("a")  # Incantation first: "You may: Surge" stops it
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert names(app, "played") == ["Incantation"]
        await pilot.press("enter")  # Surge
        await wait_for(pilot, lambda: st.pending is None and screen_name(app) == "TableScreen")
        await wait_for(pilot, lambda: names(app, "hand") == ["Weakness"])  # the rest was played
        assert names(app, "played") == ["Incantation", "Punch", "Punch", "Mystic Bolt", "Vulnerability"]


@sync
async def test_play_all_plays_weaknesses_last():
    """Found in a trial: Play all played a Weakness first and its "discard 2 cards" spent the
    Punches it was about to play. Now the Punches and Mystic Bolt are played first; a Weakness
    last, whose only way to pay is the two other Weaknesses (so it is made at once and the log
    says so)."""
    app = scenario_app("jld_playall_weakness.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("a")
        await wait_for(pilot, lambda: names(app, "hand") == [])
        await pilot.pause()
        assert [e.text for e in st.events if e.kind == "play"] == [
            "Ann plays Punch.", "Ann plays Punch.", "Ann plays Mystic Bolt.", "Ann plays Weakness."]
        assert names(app, "played") == ["Punch", "Punch", "Mystic Bolt"]  # the Weakness went back
        assert names(app, "discard") == ["Weakness", "Weakness"]
        log = " ".join(row.partition("▏")[2].strip() for row in screen_text(app).splitlines())
        assert "Weakness: Weakness, Weakness, chosen for Ann" in log  # the log's rows, however they wrap


@sync
async def test_play_all_plays_cards_without_effect_after_the_others():
    """Found in a trial: Play all played two Vulnerabilities first, so Mystic Ritual's "Seal a
    Starter from your hand" (and Hal Jordan's discard) found none left in hand."""
    app = scenario_app("jld_playall_vulnerability.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("a")
        await wait_for(pilot, lambda: names(app, "hand") == [])
        assert [e.text for e in st.events if e.kind == "play"] == [
            "Ann plays Punch.", "Ann plays Punch.", "Ann plays Vulnerability.", "Ann plays Vulnerability."]


@sync
async def test_esc_on_a_question_opened_from_the_command_line_gives_the_keys_back():
    """Found in the trial: a typed command opened a question; Esc (to look at the table) left
    the keyboard in the command line, so D typed a "d" there instead of reopening it."""
    app = scenario_app("jld_playall.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("colon", *"play Incantation", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await wait_for(pilot, lambda: app.focused is not app.screen.query_one("#cmd", Input))  # after the redraw
        await pilot.press("d")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")


@sync
async def test_a_score_pile_is_counted_in_vp_at_80_columns():
    # new-user trial at 80x24: "score 2" beside the deck and discard read as a score, and it
    # counted the cards in the score pile; players count it in VP
    app = scenario_app("jld_gameover.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        pile = st.players[1].zones["score_pile"]
        vp = sum(st.cards[u].vp for u in pile)
        assert vp != len(pile)  # the scenario tells the two apart
        text = screen_text(app)
        assert f"hand 5 deck 5 discard 0 VP {vp}" in text, text
        assert "score 2" not in text
