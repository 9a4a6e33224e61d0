"""Mistborn co-op, the fifth new-user trial at 80x24 (issue mbfix4), at the table: what a
player sees."""

from __future__ import annotations

from test_tui_support import screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import SIZE, seated

from hotseat.app import HotseatApp


def coop_scenario(tmp_path, seed: int = 3):
    """A co-op scenario of Mistborn for Ann and Ben, everything dealt by the normal set-up."""
    path = tmp_path / "coop.toml"
    path.write_text(f'game = "mistborn"\nvariant = "coop"\nseed = {seed}\nplayers = ["Ann", "Ben"]\n',
                    encoding="utf-8")
    return path


@sync
async def test_a_notice_never_covers_the_help_screen(tmp_path):
    # trial: a notice raised at the table was drawn over the F1 help's text
    app = HotseatApp(scenario=coop_scenario(tmp_path), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        app.notify("A notice raised at the table.", title="The Lord Ruler", timeout=600)  # not a refusal: it stays
        await settle(pilot)
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await settle(pilot)
        rows = screen_text(app).splitlines()
        said = [i for i, r in enumerate(rows) if "A notice raised at the table." in r]
        box = [i for i, r in enumerate(rows) if "█" in r]
        assert said and box and said[0] > box[-1], "\n".join(rows)  # below the help, whole


@sync
async def test_a_notice_never_covers_the_game_over_buttons(tmp_path):
    # trial: at game over (three players: the box fills the screen) a notice was drawn over
    # the Rematch / New game / Quit buttons
    end = tmp_path / "end.toml"
    end.write_text('game = "mistborn"\nvariant = "coop"\nseed = 3\nplayers = ["Ann", "Ben", "Cy"]\n'
                   '[table]\nlord_ruler_deck = []\n', encoding="utf-8")
    app = HotseatApp(scenario=end, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        app.notify("Replay saved to a file with a rather long name, told whole.", title="Saved", timeout=600)
        await settle(pilot)
        rows = screen_text(app).splitlines()
        assert any("Rematch (r)" in r and "New game (n)" in r and "Quit (q)" in r for r in rows), "\n".join(rows)
        assert any("Saved: Replay saved to a file" in r for r in rows), "\n".join(rows)
