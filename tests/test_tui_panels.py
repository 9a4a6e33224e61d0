"""The table draws any game's panels (screens/panels): a game whose table view lists a track,
a stack, counts and a row of cards with its own actions shows them all, and Enter on such a
card gives that card's command, with no screen code for the game."""

from __future__ import annotations

from test_tui_support import make_app, screen_name, screen_text, sync, wait_for

from hotseat.client import GameClient
from rules.api import rules_for

SIZE = (120, 40)


def synthetic_panels(state, seat):
    """Panels of a game the TUI has never seen: a track, a stack with its face-up top, labelled
    counts and a row of cards, one of which ends the turn when chosen."""
    top = {"uid": 0, "name": "Gleaming Token", "cost": 3, "vp": 0,
           "type": "Ally", "subtypes": (), "kind": "card"}
    mission = {"uid": 1, "name": "Mission Board", "cost": 0, "vp": 0,
               "type": "Mission", "subtypes": (), "kind": "card",
               "actions": [{"verb": "end", "command": "end"}]}
    return [
        {"id": "mission_track", "kind": "track", "title": "Canton of Orthodoxy", "length": 6,
         "markers": [{"label": "Ann", "at": 2}, {"label": "Ben", "at": 5}]},
        {"id": "allies", "kind": "stack", "title": "Allies", "count": 4, "top": top},
        {"id": "metals", "kind": "counts", "title": "Metals", "items": [{"label": "pewter", "value": 2}, {"label": "tin", "value": "burnt"}]},
        {"id": "missions", "kind": "cards", "title": "Missions", "hint": "Enter ends the turn", "cards": [mission]},
    ]


@sync
async def test_a_game_with_its_own_panels_is_drawn_without_screen_code(tmp_path, monkeypatch):
    rules = rules_for("metal")
    original = type(rules).table_view

    def table_view(self, state, seat=None):
        v = original(self, state, seat)
        v["panels"] += synthetic_panels(state, seat)
        return v

    monkeypatch.setattr(type(rules), "table_view", table_view)
    session = GameClient.new("metal", ["Ann", "Ben"], 5, bots=[None, "heuristic"],
                             options={"auto_pick": True, "first": 0})
    app = make_app(tmp_path, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0
                       and app.session.state.pending is None)
        text = screen_text(app)
        assert "Canton of Orthodoxy: 0 1 [2 Ann] 3 4 [5 Ben] 6" in text
        # the count in words and the top card by name and type, not "3 Gleaming Token Ally ×4" (the
        # Mistborn trial read "Eliminated: 2 Ironpull Action ×3" as two cards, or three)
        assert "Allies: 4 cards · top: Gleaming Token Ally" in text
        assert "Metals: pewter 2 · tin burnt" in text
        assert "Missions" in text and "Mission Board" in text and "(Enter ends the turn)" in text
        turn = app.session.state.turn_number
        app.screen.query_one("#missions").focus()
        await pilot.press("enter")  # the card's own action: "end"
        await wait_for(pilot, lambda: app.session.state.turn_number > turn)
        assert app.session.save.commands[0] == "end"


@sync
async def test_the_game_over_table_shows_the_columns_the_result_declares():
    """A co-op loss with its own score columns: no screen code knows the game's scores."""
    from textual.app import App

    from screens.gameover import GameOverScreen

    result = {"why": "lord_ruler", "reason": "The Lord Ruler's plans came to pass.", "outcome": "all_lose",
              "winners": [], "eliminated": ["Ben"], "columns": [["mission", "Mission points"], ["health", "Health"]],
              "scores": [{"player": "Ann", "mission": 7, "health": 12}, {"player": "Ben", "mission": 3, "health": 0}]}

    class Over(App[None]):
        def on_mount(self) -> None:
            self.push_screen(GameOverScreen({"result": result}))

    app = Over()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "The Lord Ruler's plans came to pass." in text and "Everyone loses." in text
        assert "Mission points" in text and "Health" in text and "Deck VP" not in text
        ann = next(line for line in text.splitlines() if "Ann" in line)
        assert "7" in ann and "12" in ann
