"""Pilot tests of the decision screen for typed answers: a number, points shared out (a
split) and a name, typed in boxes, applied and recorded in the save as their text form.

Metal asks none of these yet, so the test asks them through the one constructor (``ask``)
with a test-only resume handler, at the table of a started game."""

from __future__ import annotations

import pytest
from test_tui_flow import SIZE, start_default_game
from test_tui_support import make_app, screen_name, screen_text, sync, wait_for

from rules.engine.effects import ask, card_option
from rules.engine.registry import RESUMES
from rules.engine.state import Purpose


@pytest.fixture(autouse=True)
def handler(monkeypatch):
    monkeypatch.setitem(RESUMES, "test_answer", lambda state, answer: state.log("test", f"answer: {answer!r}"))


async def asked(app, pilot, kind: str, mn: int, mx: int, with_cards: bool = False, opts: list | None = None) -> None:
    """Open a question of ``kind`` for the active player: ``opts``, else two Line-Up cards
    (``with_cards``) or none."""
    st = app.session.state
    if opts is None:
        opts = [card_option(st, u) for u in st.table["line_up"][:2]] if with_cards else []
    ask(st, kind, st.active, "Answer this", opts, mn, mx, "test_answer", purpose=Purpose("allocate"))
    app.open_decision()
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")


def last_line(app) -> str:
    return app.session.state.events[-1].text


@sync
async def test_a_number_typed_in_the_box(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "number", 1, 5)
        await pilot.press("backspace", "9", "enter")  # out of range: refused, asked again
        await wait_for(pilot, lambda: "from 1 to 5, not 9" in app.message)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("backspace", "4", "enter")
        await wait_for(pilot, lambda: app.session.state.pending is None)
        assert last_line(app) == "answer: 4"
        assert app.session.save.commands[-1] == "choose 4"


@sync
async def test_points_shared_out_one_box_per_option(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "split", 3, 3, with_cards=True)
        a, b = (o.id for o in app.session.state.pending.options)
        await pilot.press("backspace", "2", "tab", "backspace", "1", "enter")
        await wait_for(pilot, lambda: app.session.state.pending is None)
        assert last_line(app) == f"answer: {{{a!r}: 2, {b!r}: 1}}"
        assert app.session.save.commands[-1].startswith("split ")


@sync
async def test_a_name_typed_in_the_box(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "text", 1, 24)
        await pilot.press(*"Captain", "space", *"Spark", "enter")
        await wait_for(pilot, lambda: app.session.state.pending is None)
        assert last_line(app) == "answer: 'Captain Spark'"
        assert app.session.save.commands[-1] == 'name "Captain Spark"'


@sync
async def test_an_up_to_question_never_answers_a_bare_enter_and_takes_the_option_moved_to(tmp_path):
    # a new user's trial: with one option (Metro's Cleanup, one slotted Energy card) Enter
    # discarded it, with two Enter kept both; another trial's Enter on a card moved to (none
    # marked) declined, and a Destroy was lost. A bare Enter now says how to answer, N takes
    # none, and Enter takes the option the cursor was moved to
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        st = app.session.state
        one = [card_option(st, st.table["line_up"][0])]
        two = [card_option(st, u) for u in st.table["line_up"][:2]]
        for opts in (one, two):
            await asked(app, pilot, "cards", 0, len(opts), opts=opts)
            await pilot.press("enter")
            await wait_for(pilot, lambda: any("Nothing is marked" in n.message for n in app._notifications))
            assert app.session.state.pending is not None
            await pilot.press("n")
            await wait_for(pilot, lambda: app.session.state.pending is None)
            assert last_line(app) == "answer: []"
        await asked(app, pilot, "cards", 0, 1, opts=two)
        await pilot.press("down", "enter")  # moved to the second, none marked: Enter takes it
        await wait_for(pilot, lambda: app.session.state.pending is None)
        assert last_line(app) == f"answer: [{two[1].id!r}]"
        await asked(app, pilot, "cards", 0, 1, opts=one)
        await pilot.press("1", "enter")  # its key marks the one option; Enter takes it
        await wait_for(pilot, lambda: app.session.state.pending is None)
        assert last_line(app) == f"answer: [{one[0].id!r}]"


@sync
async def test_a_split_counts_the_points_left_as_they_are_typed(tmp_path):
    # a player sharing out damage sees at once how many points are still to give
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "split", 3, 3, with_cards=True)
        await wait_for(pilot, lambda: "3 of 3 left to share out (0 given;" in screen_text(app))
        await pilot.press("backspace", "2")
        await wait_for(pilot, lambda: "1 of 3 left to share out (2 given;" in screen_text(app))
        await pilot.press("tab", "backspace", "2")
        await wait_for(pilot, lambda: "1 too many: 4 given, at most 3." in screen_text(app))
        await pilot.press("backspace", "1")
        await wait_for(pilot, lambda: "3 shared out: Enter confirms." in screen_text(app))


@sync
async def test_n_on_a_question_that_cannot_be_declined_says_so(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "choose", 1, 1, with_cards=True)
        await pilot.press("n")
        await wait_for(pilot, lambda: any(n.message == "This question can't be declined: Choose 1."
                                          for n in app._notifications))
        assert screen_name(app) == "DecisionScreen" and app.session.state.pending is not None
        await pilot.press("n", "n", "n")  # pressed again: one notice on screen, not a pile of them
        await pilot.pause()
        assert sum(n.message.startswith("This question can't") for n in app._notifications) == 1


@sync
async def test_y_and_n_answer_a_yes_or_no_question(tmp_path):
    # a new user's trial: on "Incantation: Surge?" (1. Yes / 2. No) N said the question could
    # not be declined and Y did nothing
    from rules.engine.effects import yes_no

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        for key, answer in (("n", "no"), ("y", "yes")):
            await asked(app, pilot, "yes_no", 1, 1, opts=yes_no())
            await wait_for(pilot, lambda: "Y or N answers" in screen_text(app))
            await pilot.press(key)
            await wait_for(pilot, lambda: app.session.state.pending is None)
            assert last_line(app) == f"answer: [{answer!r}]"


@sync
async def test_z_in_a_question_takes_back_the_last_move_or_says_why_not(tmp_path):
    """Found in a trial: z in a question did nothing, while z at the table undoes."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        app.give("play Punch")
        await wait_for(pilot, lambda: app.session.save.commands[-1:] == ["play Punch"])
        await asked(app, pilot, "cards", 0, 1, with_cards=True)
        await pilot.press("z")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.message == "Undone: play Punch.")
        assert app.session.state.pending is None and "play Punch" not in app.session.save.commands
        app.session.undoable = False  # as in a scenario: the question stays and says why
        await asked(app, pilot, "cards", 0, 1, with_cards=True)
        await pilot.press("z")
        await wait_for(pilot, lambda: any("Undo is off" in n.message for n in app._notifications))
        assert screen_name(app) == "DecisionScreen" and app.session.state.pending is not None


@sync
async def test_keys_in_a_burst_answer_a_question_once(tmp_path):
    """Keys pressed in one burst on a Yes/No question (Y then more keys queued behind it) answer
    it once: the keys after the first reached the closing question and closed the table."""
    from textual import events

    from rules.engine.effects import yes_no

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await start_default_game(app, pilot)
        await asked(app, pilot, "yes_no", 1, 1, opts=yes_no())
        await wait_for(pilot, lambda: "Y or N answers" in screen_text(app))
        for key in ("y", "n", "y", "escape"):  # one burst: all queued before the first is handled
            app.post_message(events.Key(key, None))
        await wait_for(pilot, lambda: app.session.state.pending is None and screen_name(app) == "TableScreen")
        await pilot.pause()
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and app.return_code is None
        assert [e.text for e in app.session.state.events].count("answer: ['yes']") == 1
