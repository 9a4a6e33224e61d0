"""Pilot tests of the findings of a new-user trial of Metal and Justice League Dark (issue 14,
the teaching table): the attacker's hand-off after the others answered tells what came of the
Attack."""

from __future__ import annotations

import pytest
from test_tui_jld import play_from_hand, scenario_app, take_seat
from test_tui_support import screen_name, screen_text, sync, wait_for

SIZE = (80, 24)


def _words(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


@pytest.mark.parametrize("defends", [True, False])
@sync
async def test_the_attacker_handed_back_the_keyboard_reads_what_came_of_the_attack(defends):
    """Found in the trial: after Ben answered Ann's Attack, Ann's hand-off still showed the
    summary Ben had been shown (her own play), not what Ben did. It now tells what happened
    since Ann last had the keyboard: the offer and its outcome, as everyone reads it."""
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await play_from_hand(app, pilot, "Carter Hall")
        await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app))
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press(*(("1", "enter") if defends else ("n",)))
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard to Ann" in
                       screen_text(app) and "╰" in screen_text(app))
        text = _words(screen_text(app))
        assert "Since you last had the keyboard" in text and "Since your last turn" not in text
        assert "Ann: your turn goes on (turn 1)." in text
        assert "Ben may defend against Carter Hall." in text
        if defends:
            assert "Ben defends with Escape." in text and "Nobody is hit by the Attack." in text
        else:
            assert "Ben gains Weakness." in text and "defends with" not in text
        assert "Ben draws" not in text  # what Escape drew stays Ben's (and draws are left out)
