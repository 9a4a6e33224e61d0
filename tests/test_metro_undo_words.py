"""Metro's undo refusals say what happened (a new user's trial: after the City Defense dice were
rolled, the refusal said "a shuffle")."""

from __future__ import annotations

import pytest

from hotseat.session import Session
from rules.engine.commands import Rejected


def test_undo_after_the_city_defense_dice_says_they_were_rolled():
    s = Session.new("metro", ["Ann", "Ben"], 3)
    for _ in range(200):  # the phases go on until the City Defense rolls its dice
        texts = [s.text(c) for c in s.legal()]
        start, by = len(s.state.events), s.state.decider
        s.do("next" if "next" in texts else texts[0])
        if any(e.kind == "roll" for e in s.state.events[start:]):
            break
    assert "City Defense" in " ".join(e.text for e in s.state.events[start:])
    assert s.state.decider == by  # the roller still at the keyboard: the refusal is about the roll
    with pytest.raises(Rejected) as refused:
        s.undo()
    said = refused.value.reason
    assert said == ("Nothing to undo: your last move, or what followed it, revealed hidden information: "
                    "a roll of the dice."), said
