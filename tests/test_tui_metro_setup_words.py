"""Heroes of Metro City's set-up hand-offs say which set-up step the player is taking (starting
Powers, the Hero's name), not "Ann's turn (turn 1)" before any turn began (issue 14 trial)."""

from __future__ import annotations

from test_tui_metro import type_command
from test_tui_support import make_app, screen_name, screen_text, settle, sync, wait_for


async def handed(app, pilot) -> str:
    """The next hand-off's text, once it is read; then the keyboard is taken."""
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard" in screen_text(app))
    text = screen_text(app)
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) in ("TableScreen", "DecisionScreen")
                   and app.viewer == app.session.state.decider)
    return text


@sync
async def test_set_up_hand_offs_name_the_set_up_step(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        for _ in range(2):
            text = await handed(app, pilot)
            assert f"{st.players[st.active].name}: set-up — choose starting Powers." in text
            await type_command(app, pilot, "next")
        for _ in range(2):
            text = await handed(app, pilot)
            assert f"{st.players[st.active].name}: set-up — name your Hero" in text
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) != "DecisionScreen")
        text = await handed(app, pilot)
        assert f"{st.players[st.active].name}'s turn (turn 1)." in text


async def to_the_hero_name(app, pilot) -> None:
    """From the new-game screen, start Metro and pass set-up's first two steps to the question
    that names Ann's Hero."""
    await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
    await pilot.press("enter")
    await wait_for(pilot, lambda: app.session is not None)
    for _ in range(2):
        await handed(app, pilot)
        await type_command(app, pilot, "next")
    await handed(app, pilot)
    assert screen_name(app) == "DecisionScreen"


@sync
async def test_the_hero_name_box_counts_its_letters_and_says_when_it_is_full(tmp_path):
    """Issue 14, Metro trial: the Hero's name stopped taking letters at 24 with no sign of why."""
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_hero_name(app, pilot)
        box = app.screen.query_one("#answer")
        await pilot.press("ctrl+u", *"Ann")  # the suggested name cleared, then typed over
        await wait_for(pilot, lambda: box.value == "Ann" and "3 of 24" in screen_text(app))
        await pilot.press(*["space" if c == " " else c for c in " the Astonishing Lightning"])  # 29 characters in all: 24 are kept
        await wait_for(pilot, lambda: len(box.value) == 24)
        await wait_for(pilot, lambda: "24 of 24" in screen_text(app) and "full" in screen_text(app))


@sync
async def test_a_question_at_80_columns_leaves_no_slivers_of_the_table_beside_it(tmp_path):
    """Issue 14, Metro trial at 80x24: letters ("ne") stood beside the question once a notice
    over them went: the five columns either side of the box showed the ends and starts of the
    log's and the placard's words under it. Under 100 columns the box takes the whole width."""
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_hero_name(app, pilot)
        await settle(pilot)
        box = app.screen.query_one("#decision-box").region
        rows = screen_text(app).splitlines()[box.y:box.bottom]
        assert rows and all(row.startswith("█") and row.endswith("█") for row in rows), "\n".join(rows)


@sync
async def test_a_hero_name_refused_as_taken_comes_back_in_the_box_to_be_corrected(tmp_path):
    """Metro trial: a Hero name already taken was refused, and the box went back to the
    suggestion: what the player had typed was lost."""
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_hero_name(app, pilot)
        box = app.screen.query_one("#answer")
        await pilot.press("ctrl+u", *"Nova")
        await wait_for(pilot, lambda: box.value == "Nova")
        await pilot.press("enter")  # the first Hero is Nova
        await handed(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        box = app.screen.query_one("#answer")
        await pilot.press("ctrl+u", *"Nova")
        await wait_for(pilot, lambda: box.value == "Nova")
        await pilot.press("enter")  # taken: refused, and asked again
        await wait_for(pilot, lambda: "already" in screen_text(app))
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and app.screen.query_one("#answer") is not box)
        await settle(pilot)
        assert app.screen.query_one("#answer").value == "Nova"
