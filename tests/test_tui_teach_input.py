"""Pilot tests of issue 14's "input never does what you didn't mean", for all four games
through the game contract: typed commands keep the command line, number keys mark and Enter
confirms, a click selects, refusals take a fixed line, the focus is always visible, the CLI has
the final say, terminal size, game over, and watching bots."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import burst, flat, screen_name, screen_text, settle, sync, wait_for
from textual.widgets import Input

from hotseat.app import HotseatApp
from screens.table import PLAYABLE

GAMES = ["metal", "jld", "metro", "mistborn"]
SIZE = (80, 24)


def bare_scenario(tmp_path: Path, game: str, seed: int = 3) -> Path:
    """A scenario of ``game`` for Ann and Ben, everything dealt by the normal set-up."""
    path = tmp_path / f"{game}.toml"
    path.write_text(f'game = "{game}"\nseed = {seed}\nplayers = ["Ann", "Ben"]\n', encoding="utf-8")
    return path


def burst_app(tmp_path: Path, monkeypatch, game: str = "metal", wait: float = 60.0):
    """An app at a :func:`bare_scenario` table of ``game``, its letter keys waiting ``wait``
    seconds for a next letter (``TableScreen.BURST``; the default is long: a key that waited
    would not act in the test)."""
    from hotseat.app import HotseatApp
    from screens.table import TableScreen

    monkeypatch.setattr(TableScreen, "BURST", wait)
    return HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)


def question_app(pending: dict, answers: list):
    """An app showing only the question ``pending`` (a pending-decision dict) to Ann; its
    answers go to ``answers``."""
    from textual.app import App

    from screens.decision import DecisionScreen

    class One(App):
        def on_mount(self) -> None:
            self.push_screen(DecisionScreen(pending, "Ann"), answers.append)

    return One()


def one_question(answers: list):
    """An app showing one question of three options, choose 1, for Ann; its answers go to
    ``answers``."""
    return question_app(decision(3, 1), answers)


async def seated(app, pilot) -> None:
    """Pass the first hand-off; wait at the table for the seat that must act."""
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
    await settle(pilot)  # the table drawn whole


def first_move(app) -> str:
    """The text of a legal move of the seat at the keyboard that is not the turn's end."""
    s = app.session
    return next(t for t in (s.text(c) for c in s.legal()) if t.split()[0] in ("play", "slot"))


async def type_line(pilot, text: str) -> None:
    await pilot.press("colon", *[{" ": "space", ",": "comma"}.get(ch, ch) for ch in text], "enter")


@pytest.mark.parametrize("game", GAMES)
@sync
async def test_a_typed_command_keeps_the_command_line_and_esc_leaves_it(tmp_path, game):
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        cmd = app.screen.query_one("#cmd", Input)
        before = len(app.session.save.commands)
        await type_line(pilot, first_move(app))
        await wait_for(pilot, lambda: len(app.session.save.commands) > before)
        await pilot.pause()
        assert app.focused is cmd and cmd.value == ""  # ready for the next command
        last = "next" if game == "metro" else "end"  # e, n: table keys, but letters here
        await pilot.press(*last, "enter")
        await wait_for(pilot, lambda: app.session.save.commands[-1:] == [last] or bool(app.message)
                       or screen_name(app) == "ConfirmScreen")
        if screen_name(app) == "ConfirmScreen":  # a typed end asks, as E does (test below)
            await pilot.press("y")
            await wait_for(pilot, lambda: app.session.save.commands[-1:] == [last])
        assert app.session.save.commands[before + 1:] == [last]
        await pilot.pause()
        if screen_name(app) != "TableScreen":  # the other's turn: the hand-off put the focus on the table
            await seated(app, pilot)
            await pilot.press("colon")
        assert app.focused is cmd
        await pilot.press("escape")
        assert app.focused is not cmd and app.focused is not None


@pytest.mark.parametrize("game", ["metal", "mistborn"])
@sync
async def test_a_typed_end_asks_first_like_the_end_key(tmp_path, game):
    """Found in a trial: E asked "End your turn with 5 playable cards?" but a typed ``end``
    ended at once. Now both ask; N keeps the turn and the command line, empty for the next
    command (a trial's next command was glued to the "end" left there: "endplay"); Up brings
    "end" back."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        cmd = app.screen.query_one("#cmd", Input)
        before = list(app.session.save.commands)
        await type_line(pilot, "end")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        # the hand's cards that would do something when played (not Metal's Vulnerability)
        n = sum(1 for u in app.session.state.players[app.viewer].zones["hand"] if not app.session.does_nothing(u))
        assert n and f"End your turn with {n} playable card{'s' if n != 1 else ''}" in screen_text(app)
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.pause()
        assert app.session.save.commands == before and app.focused is cmd and cmd.value == ""
        await pilot.press("up")
        assert cmd.value == "end"
        await pilot.press("enter")  # Enter asks again
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await pilot.press("y")
        await wait_for(pilot, lambda: app.session.save.commands == before + ["end"])


@sync
async def test_a_refusal_takes_a_fixed_line_and_the_table_does_not_move(tmp_path):
    for game in GAMES:
        app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
        async with app.run_test(size=SIZE) as pilot:
            await seated(app, pilot)
            where = app.screen.query_one("#main").region
            line = app.screen.query_one("#message-row").region
            assert line.height == 1
            await type_line(pilot, "play Nothing at all")
            await wait_for(pilot, lambda: bool(app.message))
            await pilot.pause()
            assert app.screen.query_one("#main").region == where, game
            assert app.screen.query_one("#message-row").region == line
            # on the line just above the command line, where the eye is after typing (a longer
            # one wraps upwards, over the table: it ends on the line)
            assert line.y == app.screen.query_one("#cmd").region.y - 1
            said = app.screen.query_one("#message").region
            assert said.bottom - 1 == line.y
            assert app.message[:20] in screen_text(app).splitlines()[said.y]


@pytest.mark.parametrize("game", GAMES)
@sync
async def test_a_click_highlights_a_card_and_a_double_click_acts(tmp_path, game):
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        hand = app.screen.query_one("#hand")
        before = list(app.session.save.commands)
        hand.scroll_visible(animate=False)  # below a tall market (Metro City)
        await pilot.pause()
        row = next(i for i in range(hand.option_count) if str(hand.get_option_at_index(i).prompt).startswith(PLAYABLE))
        hand.highlighted = 0 if row else 1
        await pilot.click(hand, offset=(4, row))  # a card that can be played now
        await pilot.pause()
        assert hand.highlighted == row and app.session.save.commands == before  # shown, not played
        await pilot.double_click(hand, offset=(4, row))
        await wait_for(pilot, lambda: len(app.session.save.commands) > len(before) or bool(app.message))
        assert len(app.session.save.commands) > len(before), (app.message, hand.highlighted_option.prompt)


def decision(n: int, most: int) -> dict:
    """A pending decision of ``n`` card-less options, ``most`` of which may be picked."""
    return {"prompt": "Pick", "kind": "options", "min": 1 if most == 1 else 0, "max": most,
            "options": [(f"o{i}", f"Option {i}") for i in range(1, n + 1)]}


async def decide(pending: dict, keys: list[str], at_once: bool = False):
    """What a decision screen answers after ``keys`` (None: still open); ``at_once``: the keys
    come in one burst, as ``tmux send-keys`` or a paste sends them."""
    answers: list = []
    app = question_app(pending, answers)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if at_once:
            await burst(app, pilot, *keys)
        else:
            await pilot.press(*keys)
        await pilot.pause()
        text = screen_text(app)
    return (answers[0] if answers else None), text


@sync
async def test_number_keys_mark_and_enter_confirms_for_one_and_for_several():
    assert (await decide(decision(3, 1), ["2"]))[0] is None  # choose 1: the key marks, no more
    assert (await decide(decision(3, 1), ["2", "enter"]))[0] == ["o2"]
    assert (await decide(decision(3, 1), ["2", "3", "enter"]))[0] == ["o3"]  # changed its mind
    assert (await decide(decision(3, 3), ["1", "3"]))[0] is None  # up to N: the same
    assert (await decide(decision(3, 3), ["1", "3", "enter"]))[0] == ["o1", "o3"]
    # options past 9 have keys too: 0, then letters (not n, which declines, nor i, the card)
    _, text = await decide(decision(13, 1), ["0"])
    assert "0. Option 10" in text and "a. Option 11" in text
    assert (await decide(decision(13, 1), ["0", "enter"]))[0] == ["o10"]
    assert (await decide(decision(13, 1), ["c", "enter"]))[0] == ["o13"]
    # a marked box shows a tick, an unmarked one is empty
    _, text = await decide(decision(3, 3), ["2"])
    rows = {line.split("Option ")[1][0]: line for line in text.splitlines() if "Option " in line}
    assert "✓" in rows["2"] and "✓" not in rows["1"] and "✓" not in rows["3"]


@sync
async def test_a_number_key_then_enter_in_one_burst_confirms_what_the_number_marked():
    """A new user's ``tmux send-keys 2 Enter`` at "Surge? 1. Yes / 2. No" answered Yes."""
    assert (await decide(decision(2, 1), ["2", "enter"], at_once=True))[0] == ["o2"]
    assert (await decide(decision(3, 3), ["1", "3", "enter"], at_once=True))[0] == ["o1", "o3"]


@sync
async def test_colon_then_a_command_in_one_burst_reaches_the_command_line(tmp_path):
    """``:defeat`` + Enter in one burst: d and e are table keys, but after ``:`` they are the command's
    (a new user got "Unknown command 'feat'")."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        await burst(app, pilot, "colon", *"defeat", "enter")
        await wait_for(pilot, lambda: bool(app.message))
        assert "Unknown command" not in app.message, app.message  # defeat is a verb of the game: its refusal


@sync
async def test_keys_typed_on_as_a_question_opens_do_not_answer_it(monkeypatch):
    """Keys that were meant for the table (a command typed on) and came as a question opened are
    ignored until the keyboard has been quiet a moment; then the question takes keys as usual."""

    from screens.decision import DecisionScreen

    answers: list = []
    monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # long: no timing in the test
    app = one_question(answers)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("2", "enter")
        await pilot.pause()
        assert answers == [] and app.screen.query_one("#options").highlighted == 0  # nothing marked
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)  # as if the keyboard had been quiet
        await burst(app, pilot, "3", "enter")
        assert answers == [["o3"]]


@sync
async def test_after_an_ignored_number_a_lone_enter_does_not_pick_the_first_option(monkeypatch):
    """Found in the Metal trial: H, then 3 (ignored: too early), then Enter a moment later
    discarded option 1, a card the player did not mean. After an ignored key, Enter asks for
    the option again; a number then Enter answers, and so does a second Enter."""

    from screens.decision import DecisionScreen

    for keys, answer in ((["3", "enter"], [["o3"]]), (["enter"], [["o1"]]), (["down", "enter"], [["o2"]])):
        answers: list = []
        monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # long: no timing in the test
        app = one_question(answers)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("3")  # too early: ignored
            monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)  # the keyboard was quiet since
            await pilot.press("enter")
            await pilot.pause()
            assert answers == [] and app.screen.query_one("#options").highlighted == 0
            await pilot.press(*keys)
            await pilot.pause()
            assert answers == answer, keys


@sync
async def test_keys_typed_on_as_a_typed_question_opens_do_not_fill_its_box(monkeypatch):
    """The same for a question answered by typing: the keys do not go into its box."""
    from textual.app import App

    from screens.decision import DecisionScreen

    answers: list = []
    pending = {"prompt": "How many?", "kind": "number", "min": 0, "max": 9, "options": []}

    class One(App):
        def on_mount(self) -> None:
            self.push_screen(DecisionScreen(pending, "Ann"), answers.append)

    monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)
    app = One()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("7", "enter")
        assert answers == [] and app.screen.query_one("#answer", Input).value == "0"
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
        await burst(app, pilot, "backspace", "3", "enter")
        assert answers == [3]


@sync
async def test_a_card_named_with_the_wrong_verb_gets_the_right_one(tmp_path):
    """Found in the Metal trial: "buy The Devastator" listed the cards to buy and nothing
    else, and the player did not find ``defeat``. The refusal now says what to type."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        villain = st.name(st.table["super_villains"][0])
        before = st.fingerprint()
        await type_line(pilot, f"buy {villain}")
        await wait_for(pilot, lambda: bool(app.message))
        assert f"For {villain}, type: defeat." in app.message
        assert f"For {villain}, type: defeat." in screen_text(app).replace("\n", " ")
        assert st.fingerprint() == before


@sync
async def test_the_footer_says_how_to_leave_the_command_line(tmp_path):
    """Found in two trials: after a typed command the footer showed only "f1 Rules", and N, E
    typed next went into the line; it now shows that Esc gives the keys back."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        footer = lambda: screen_text(app).splitlines()[-1]  # noqa: E731
        assert "Table keys" not in footer()
        await type_line(pilot, "play punch")
        await wait_for(pilot, lambda: "esc Table keys" in footer())
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Table keys" not in footer() and "e End" in footer())


@sync
async def test_enter_with_nothing_marked_does_what_each_lists_hint_says():
    """Issue 14, Metro trial: a bare Enter took the highlighted option of a "choose 1" list, but
    a list of several wanted marks, and neither hint said so. A question that must be answered
    takes the highlighted option, whether one or several may be picked; one that may be
    answered with none takes an option only once it was marked or moved to."""
    one = decision(3, 1)  # choose 1
    some = {**decision(3, 2), "min": 1}  # choose 1 to 2
    maybe = decision(3, 2)  # up to 2, or none
    hint = {name: flat((await decide(d, []))[1]) for name, d in (("one", one), ("some", some), ("maybe", maybe))}
    assert "Enter takes the highlighted one" in hint["one"]
    assert (await decide(one, ["enter"]))[0] == ["o1"]
    assert "Enter takes the marked, else the highlighted one" in hint["some"]
    assert (await decide(some, ["enter"]))[0] == ["o1"]
    assert (await decide(some, ["2", "3", "enter"]))[0] == ["o2", "o3"]
    assert "Enter takes the marked, N: none" in hint["maybe"]
    assert (await decide(maybe, ["enter"]))[0] is None  # says how to answer
    assert (await decide(maybe, ["down", "enter"]))[0] == ["o2"]


@pytest.mark.parametrize("game", ["metal", "jld"])
@sync
async def test_a_key_letter_typed_alone_on_the_command_line_acts_as_the_key(tmp_path, game):
    """Found in a trial: ``:e`` gave "Unknown command 'e'"; a command's key typed alone on the
    command line acts as the key does (E asks first, then ends the turn)."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        before = list(app.session.save.commands)
        await type_line(pilot, "e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen" or bool(app.message))
        assert "Unknown command" not in app.message, app.message
        assert "End your turn with" in screen_text(app)
        await pilot.press("y")
        await wait_for(pilot, lambda: app.session.save.commands == before + ["end"])


@sync
async def test_a_command_typed_on_into_an_open_question_does_not_answer_it(monkeypatch):
    """Found in a co-op trial: "burn steel on steel training" + Enter, typed on as the Riot
    question opened, declined it with its N (and "attack lord ruler" + Enter answered a Yes/No
    one). A letter that means nothing in the question is a command being typed: the question
    says to answer it first and ignores the keys after it, Enter, Space and N among them, until
    the keyboard is quiet; a letter that is an option's key still marks it, Y still answers Yes."""
    from screens.decision import DecisionScreen

    for pending in (decision(3, 1), {**decision(3, 3), "min": 0}, yes_no()):
        answers: list = []
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
        app = question_app(pending, answers)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("1")  # a key counted: the question has the keyboard, keys count at once
            monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # the quiet the guard then asks for
            await burst(app, pilot, *"burn steel", "enter")
            await pilot.pause()
            assert answers == [], (pending, answers)
            # said once: which keys answer, as for a stray digit, then that the keys after are ignored
            help_ = f"b answers nothing here. {app.screen._which_keys()} {DecisionScreen.ANSWER_FIRST}"
            assert [n.message for n in app._notifications] == [help_]
    monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
    assert (await decide(decision(13, 1), ["c", "enter"], at_once=True))[0] == ["o13"]
    assert (await decide(yes_no(), ["y"]))[0] == ["yes"]


@sync
async def test_a_stray_letter_and_a_stray_digit_say_alike_which_keys_answer(monkeypatch):
    """New-user trial at 80x24: a stray letter in a question said only "Answer this question
    first", where a stray digit said which keys answer it; both say it now."""
    from screens.decision import DecisionScreen

    monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
    for pending, which in ((decision(2, 1), "Keys 1 and 2 answer it; ↑↓ and Enter too."),
                           (yes_no(), "Y or N answers it; ↑↓ and Enter too.")):
        for key in ("x", "7"):
            answers: list = []
            app = question_app(pending, answers)
            async with app.run_test(size=SIZE) as pilot:
                await pilot.pause()
                await pilot.press(key)
                await pilot.pause()
                said = [str(n.message) for n in app._notifications]
                assert said and said[0].startswith(f"{key} answers nothing here. {which}"), (key, said)
                assert answers == []


def yes_no() -> dict:
    """A pending Yes or No decision that may not be declined."""
    return {"prompt": "Use it?", "kind": "options", "min": 1, "max": 1, "options": [("yes", "Yes"), ("no", "No")]}
