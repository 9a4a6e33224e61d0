"""A refusal can be read whole (issue 14 Mistborn trial: "Rioter is an Ally: … To use the metal
for no effect, t…" cut off even at 120 columns, its toast gone; JLD trial: "Name a card in your
hand: …, Vulnerabilit…" cut at 80): the sentence fits the line at 120 columns, and at 80 it
wraps upwards over the table, the table and the command line staying where they were."""

from __future__ import annotations

from hotseat.app import HotseatApp
from test_tui_support import DATA, screen_text, settle, sync, wait_for
from test_tui_teach_input import seated, type_line


def joined(app) -> str:
    return " ".join(screen_text(app).split())


@sync
async def test_a_long_refusal_is_shown_whole(tmp_path):
    path = tmp_path / "rioter.toml"
    path.write_text('game = "mistborn"\nvariant = "standard"\nseed = 3\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\nallies = ["Rioter"]\n', encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await type_line(pilot, "burn zinc on rioter")
        await wait_for(pilot, lambda: "Rioter is an Ally" in screen_text(app))
        await pilot.pause()
        # the whole refusal on its line at 120 columns
        line = next(row for row in screen_text(app).splitlines() if "Rioter is an Ally" in row)
        assert line.strip().endswith("For no effect, type: burn zinc."), line
    async with HotseatApp(scenario=path, autosave=False).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await seated(app, pilot)
        await type_line(pilot, "burn zinc on rioter")
        await wait_for(pilot, lambda: "Rioter is an Ally" in screen_text(app))
        await settle(pilot)
        assert "For no effect, type: burn zinc." in joined(app)


@sync
async def test_a_refusal_longer_than_80_columns_wraps_and_moves_nothing():
    """JLD at 80x24: ``play`` alone names every card of the hand, more than a line holds. All of
    it shows, its last row on the message line; the hand and the command line do not move."""
    app = HotseatApp(scenario=DATA / "jld_playall.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        hand, cmd = app.screen.query_one("#hand").region, app.screen.query_one("#cmd").region
        row = app.screen.query_one("#message-row").region
        await type_line(pilot, "play")
        await wait_for(pilot, lambda: "Name a card in your hand" in screen_text(app))
        await settle(pilot)
        rows = screen_text(app).splitlines()
        assert "Vulnerability, Weakness." in joined(app) and "…" not in "".join(rows[-5:])
        said = [i for i, r in enumerate(rows) if "Name a card in your hand" in r or "Weakness." in r]
        assert said[-1] == row.y and said[0] < row.y  # wrapped upwards, ending on its own line
        assert app.screen.query_one("#hand").region == hand and app.screen.query_one("#cmd").region == cmd


@sync
async def test_a_long_refusal_gives_the_card_box_back_when_the_player_moves_on():
    """Metro trial at 80x24: a refusal wrapped upwards covered the card box, and moving to
    another card left it there. Once the player moves, it is cut to its own line."""
    app = HotseatApp(scenario=DATA / "metro_fit80.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        await type_line(pilot, "develop trained agents")
        await settle(pilot)
        said, box = app.screen.query_one("#message").region, app.screen.query_one("#detail").region
        assert said.height > 1 and said.overlaps(box), (said, box)  # whole, over the card box
        await pilot.press("escape", "down")
        await settle(pilot)
        said, box = app.screen.query_one("#message").region, app.screen.query_one("#detail").region
        assert said.height == 1 and not said.overlaps(box), (said, box)
        assert "Origin Story" in screen_text(app) and screen_text(app).splitlines()[said.y].rstrip().endswith("…")
