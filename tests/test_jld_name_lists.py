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
