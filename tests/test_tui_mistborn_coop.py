"""Pilot tests: co-op Mistborn against the Lord Ruler (issue 13): his panel on the table, an
Adversary's shield destroyed, his step between turns told with no hand-off to a person playing
alone, and the shared result on the game-over screen."""

from __future__ import annotations

from test_tui_support import DATA, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp
from rules.engine.resources import get
from rules.games.mistborn import res

SCENARIO = DATA / "mistborn_coop_solo.toml"
#: the Lord Ruler at 3 health with an empty deck
END = DATA / "mistborn_coop_end.toml"


def told(app, words: str) -> bool:
    """A notice (toast) saying ``words`` was shown."""
    return any(words in str(n.message) or words in str(n.title) for n in app._notifications)


@sync
async def test_a_solo_game_breaks_a_shield_and_sees_the_lord_ruler_step_without_a_hand_off():
    app = HotseatApp(scenario=SCENARIO, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        st = app.session.state
        ann = st.players[0]
        text = screen_text(app)
        # his panel: health, Dominance row and X, cards left; Ann's Adversary with its shield
        assert "Lord Ruler: Health 48/48 · Dominance row 0/15 · X 1 · Deck 2 left" in text
        assert "Last card: none yet" in text
        assert "Ann's Adversaries" in text and "Kandra Spy shields 2, next needs 2 damage" in text
        await pilot.press("colon", *"attack Kandra Spy", "enter")
        await wait_for(pilot, lambda: not ann.zones["adversaries"])
        # the panel is one line again ("Ann's Adversaries:", none left)
        await wait_for(pilot, lambda: app.screen.query_one("#panel-adversaries-0").panel["inline"])
        assert "Ann's Adversaries: " in screen_text(app)
        assert any("Ann destroys the last shield of Ann's Kandra Spy" in line for line in app.table_view()["log"])
        await pilot.press("colon", *"attack Lord Ruler", "enter")
        await wait_for(pilot, lambda: "Health 44/48" in screen_text(app))
        await pilot.press("colon", *"end", "enter")
        await pilot.pause()
        if screen_name(app) == "ConfirmScreen":  # cards left in the hand: end anyway
            await pilot.press("y")
        # his step: Koloss is sent against Ann; one person plays, so no hand-off, a notice
        await wait_for(pilot, lambda: st.turn_number == 2 and screen_name(app) == "TableScreen")
        await wait_for(pilot, lambda: told(app, "The Lord Ruler sends Koloss against Ann"))
        assert told(app, "The Lord Ruler's turn")
        await wait_for(pilot, lambda: "Last card: Koloss (Adversary)" in screen_text(app))
        text = screen_text(app)
        assert "Koloss shields 3, next needs 3 damage" in text and "Deck 1 left" in text
        assert app.viewer == 0 and [u for u in ann.zones["adversaries"] if st.name(u) == "Koloss"]


@sync
async def test_the_game_over_screen_shows_the_shared_result():
    app = HotseatApp(scenario=END, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        st = app.session.state
        await pilot.press("colon", *"attack Lord Ruler", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "Ann wins against the Lord Ruler." in text and "The Lord Ruler was destroyed." in text
        assert get(st, res.LORD_RULER) <= 0


@sync
async def test_the_lord_ruler_wins_when_his_deck_runs_out():
    app = HotseatApp(scenario=END, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.act("end")
        await pilot.pause()
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "The Lord Ruler wins." in text and "The Lord Ruler's deck ran out." in text
