"""Small display fixes a new-user trial of Justice League Dark found: one pair of brackets
after a bot's name, and the face-down Nemesis stack told on one line with its Levels."""

from __future__ import annotations

from conftest import make_game

from rules.engine.game import view
from screens.panels.player import others_text


def test_a_bot_s_line_has_one_pair_of_brackets():
    st = make_game(game="jld", players=["Ann", "Robo"],
                   player=[{"characters": ["Deadman"]}, {"characters": ["Swamp Thing"]}])
    st.players[1].bot = "heuristic"
    players = view(st, 0)["players"]
    for p in players:  # the team, as the client adds it to the table's view (its character zone)
        p["team"] = p["zones"].get("characters", [])
    line = others_text(players, 0, "Character", False, 200)
    assert "Robo[/b] ([dim]bot[/], Swamp Thing)" in line, line


def test_the_face_down_nemesis_stack_is_one_line_with_its_levels():
    st = make_game(game="jld")
    st.res["villain_face_up"] = 0  # after a Nemesis was defeated, until the end of the turn
    panels = view(st, 0, keys=("table",))["table"]["panels"]
    levels = next(p for p in panels if p["id"] == "levels")
    assert levels["title"].startswith("Nemesis") and levels["title"].endswith(" (top face down) by Level")
    piles = next(p for p in panels if p["id"] == "piles")
    assert not any("Nemesis" in str(i) for i in piles["items"]), piles["items"]


def test_the_game_over_reveal_lists_the_discard_pile_too():
    """The scores count every card a player owns; the reveal lists the hidden zones first,
    then the others that hold cards (the discard pile was missing: "Deck VP" could not be
    matched). The column of cards whose VP their text sets has a heading that says so."""
    from screens.gameover import revealed_text

    players = [{"name": "Ann", "revealed": ["hand", "deck"],
                "zones": {"hand": ["Punch"], "deck": ["Raven, Rachel"], "discard": ["Black Alice"], "played": []}}]
    text = revealed_text(players)
    assert "[b]discard[/b] Black Alice" in text and "played" not in text, text
    st = make_game(game="jld")
    from rules.engine.registry import rules_for
    rules_for("jld").finish(st, "line_up")
    assert "Varying VP (*)" in [h for _, h in st.result["columns"]]
