"""Lists of card names where a name holds a comma ("Moonblade, New Moon") read as separate
cards: joined by "; " (new-user trial of Justice League Dark: "Robo plays Moonblade, New
Moon, Punch" read as three cards)."""

from __future__ import annotations

from conftest import do, make_game

from rules.engine.teach import since_last_turn
from screens.gameover import counted


def test_the_summary_of_cards_played_keeps_a_name_with_a_comma_whole():
    st = make_game(game="jld", player=[{"hand": ["Moonblade, New Moon", "Punch", "Punch"]}, {}])
    do(st, "play Moonblade, New Moon")
    while st.pending is not None:
        do(st, "choose " + st.pending.options[-1].label)
    do(st, "play Punch")
    do(st, "play Punch")
    lines = since_last_turn(st, 1)
    assert "Ann plays Moonblade, New Moon; Punch; Punch." in lines, lines


def test_the_game_over_reveal_keeps_a_name_with_a_comma_whole():
    assert counted(["Raven, Rachel", "Floronic Man, Woodrue", "Punch", "Punch"]) == \
        "Raven, Rachel; Floronic Man, Woodrue; Punch ×2"
    assert counted(["Punch", "Punch", "Raven"]) == "Punch ×2, Raven"


def test_the_played_this_turn_line_keeps_a_name_with_a_comma_whole(tmp_path):
    """Pilot: "Played this turn (Ann): Moonblade, New Moon; Punch" on the table."""
    import asyncio

    from test_tui_support import screen_name, screen_text, wait_for

    from hotseat.app import HotseatApp

    path = tmp_path / "played.toml"
    path.write_text('game = "jld"\nseed = 1\nplayers = ["Ann", "Ben"]\n\n[[player]]\n'
                    'hand = ["Moonblade, New Moon", "Punch"]\n\n[[player]]\n')
    app = HotseatApp(scenario=path, autosave=False)

    async def run() -> str:
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
            await pilot.press("space")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
            for cmd in ("play Moonblade, New Moon", "play Punch"):
                app.give(cmd)
                await pilot.pause()
                while app.session.state.pending is not None:
                    app.session.answer([app.session.state.pending.options[-1].id])
                    await pilot.pause()
            app.refresh_table()
            await pilot.pause()
            return screen_text(app)

    text = asyncio.run(run())
    assert "Moonblade, New Moon; Punch" in text, text


def test_the_played_this_turn_line_keeps_the_order_of_play():
    """JLD trial, turn 7: the log said "plays Magical Shield." then "plays Vulnerability.", the
    Played this turn line listed "Vulnerability, Magical Shield" (the Ongoing card last)."""
    from conftest import do, make_game

    from rules.api import view

    st = make_game(game="jld", player=[{"hand": ["Magical Shield", "Vulnerability", "Punch"]}, {}])
    for card in ("Magical Shield", "Vulnerability", "Punch"):
        do(st, f"play {card}")
    played = next(p for p in view(st, 0)["table"]["panels"] if p["id"] == "played")
    assert [c["name"] for c in played["cards"]] == ["Magical Shield", "Vulnerability", "Punch"]
