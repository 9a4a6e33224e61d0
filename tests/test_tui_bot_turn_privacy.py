"""Hot-seat privacy when a bot plays between two people (new-user trial of Justice League
Dark: Ann, Bob and the bot Robo): once Bob ends his turn and Robo plays next, the table no
longer shows Bob's newly drawn hand while Robo plays; the bot's turn is shown from the public
view, as when watching bots. With one person against bots, that person's view stays."""

from __future__ import annotations

import pytest
from test_tui_support import make_app, screen_name, screen_text, sync, type_end, wait_for


async def _at_table_as(app, pilot, seat: int) -> None:
    """Pass the hand-offs (set-up ones too) until ``seat`` sits at the table."""
    for _ in range(6):
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "TableScreen" and app.viewer == seat:
            return
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await pilot.pause()
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == seat)


async def _screens_while_the_bot_plays(app, pilot, person: int, bot: int) -> list[tuple[object, str, str]]:
    """``person`` ends the turn; just before each move of ``bot``: (viewer, screen, table view)."""
    await _at_table_as(app, pilot, person)
    await type_end(app, pilot)
    s = app.session
    seen = []
    for _ in range(300):
        await wait_for(pilot, lambda: app._bot_timer is not None or s.decider != bot or s.over)
        if s.decider != bot or s.over:
            break
        await pilot.pause()
        seen.append((app.viewer, screen_text(app), repr(app.table_view())))
        app._bot_timer.stop()
        app._bot_move()
        await pilot.pause()
    return seen


def _hand(app, seat: int) -> list[str]:
    st = app.session.state
    return [st.name(u) for u in st.players[seat].zones["hand"]]


@pytest.mark.parametrize("game", ["jld", "metal"])
@sync
async def test_a_bot_turn_after_a_person_does_not_show_that_persons_new_hand(tmp_path, game):
    app = make_app(tmp_path, game=game, players=3, names=["Ann", "Bob", "Robo"], bots="3", skip_setup=True,
                   delay=3600, options={"auto_pick": True, "first": 1})
    async with app.run_test(size=(120, 40)) as pilot:
        seen = await _screens_while_the_bot_plays(app, pilot, 1, 2)
        assert seen, "the bot never played"
        drew = f"Bob draws {_hand(app, 1)[0]}"  # the log line only Bob may read
        for viewer, text, _ in seen:
            assert viewer is None, text  # the public view
            assert "Your hand" not in text and drew not in text, text


@sync
async def test_one_person_against_bots_keeps_their_view(tmp_path):
    app = make_app(tmp_path, game="jld", players=3, names=["Ann", "Rob", "Robo"], bots="2,3", skip_setup=True,
                   delay=3600, options={"auto_pick": True, "first": 0})
    async with app.run_test(size=(120, 40)) as pilot:
        seen = await _screens_while_the_bot_plays(app, pilot, 0, 1)
        assert seen and all(viewer == 0 for viewer, _, _ in seen)


@sync
async def test_the_end_turn_question_names_its_keys_and_space_keeps_playing(tmp_path):
    """New-user trial: Space on "End your turn with 1 Power unspent?" kept playing (the safe
    default, kept) without the question saying so; it names its keys now."""
    app = make_app(tmp_path, game="jld", players=3, names=["Ann", "Bob", "Robo"], bots="3", skip_setup=True,
                   delay=3600, options={"auto_pick": True, "first": 1})
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_table_as(app, pilot, 1)
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        text = screen_text(app)
        assert "n, Esc, Enter or Space: keep playing" in text and "y: End turn" in text, text
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.session.state.active == 1
