"""Every event the card language offers fires (issue 9, "Every event the card language
offers must fire"): the test goes through the schema's own list of ``when`` events, so an
event added to :data:`rules.catalog.schema.TriggerEvent` without a place in the engine that
fires it fails here until someone fires it and says here how a player causes it."""

from __future__ import annotations

from typing import get_args

import pytest

from rules.families.dc.language import TriggerEvent

from conftest import card, do, log_text, make_game


def _watchtower(event: str) -> dict:
    """An Ongoing card whose only ability is ``when <event>``: draw a card."""
    return card("Watchtower", [{"op": "ongoing"},
                               {"op": "when", "event": event, "effects": [{"op": "draw", "amount": 1}]}],
                type="Location")


def _play(cards):
    s = make_game(cards=cards, player=[{"ongoing": ["Watchtower"], "hand": ["Punch"]}, {}])
    return s, 0, do(s, "play Punch")


def _gain(cards):
    s = make_game(cards=cards, player=[{"ongoing": ["Watchtower"], "hand": [], "power": 4}, {}],
                  table={"line_up": ["War Cry", "Steel", "Escape", "Flight", "Starro"]})
    return s, 0, do(s, "buy War Cry")


def _destroy(cards):
    s = make_game(cards=cards, player=[{"ongoing": ["Watchtower"], "hand": ["Fulcum Abominus"],
                                        "discard": ["Vulnerability"]}, {}])
    events = do(s, "play Fulcum Abominus") + do(s, "choose Vulnerability")
    return s, 0, events


def _discard(cards):
    ditch = card("Ditch", [{"op": "discard", "amount": 1}])
    s = make_game(cards=[*cards, ditch], player=[{"ongoing": ["Watchtower"], "hand": ["Ditch", "Punch"]}, {}])
    return s, 0, do(s, "play Ditch")  # Punch is the only card to discard


def _defend(cards):
    s = make_game(cards=cards, player=[{"hand": ["Carter Hall"]},
                                       {"ongoing": ["Watchtower"], "hand": ["Escape", "Punch"]}])
    events = do(s, "play Carter Hall") + do(s, "defend Escape")
    return s, 1, events


def _turn_end(cards):
    s = make_game(cards=cards, player=[{"ongoing": ["Watchtower"], "hand": ["Punch"]}, {}])
    return s, 0, do(s, "end")


def _turn_start(cards):
    s = make_game(cards=cards, player=[{"hand": ["Punch"]}, {"ongoing": ["Watchtower"], "hand": ["Punch"]}])
    return s, 1, do(s, "end")


#: how a player causes each event, with the seat whose Watchtower must trigger
CAUSES = {
    "play": _play,
    "gain": _gain,
    "destroy": _destroy,
    "discard": _discard,
    "defend": _defend,
    "turn_end": _turn_end,
    "turn_start": _turn_start,
}


@pytest.mark.parametrize("event", get_args(TriggerEvent))
def test_every_when_event_fires(event):
    cause = CAUSES.get(event)
    assert cause is not None, (f"the schema offers 'when {event}' but nothing here fires it: fire it where it "
                               "happens in the engine and add how to cause it to CAUSES (or remove it from the schema)")
    s, seat, events = cause([_watchtower(event)])
    assert f"Watchtower ({s.players[seat].name}) triggers." in log_text(events)


#: events a cause also brings about (Fulcum Abominus is played before it destroys)
ALSO = {"destroy": {"play"}, "discard": {"play"}}


@pytest.mark.parametrize("event", sorted(CAUSES))
def test_each_cause_fires_only_its_event(event):
    """A Watchtower listening to another event stays quiet (so the test above cannot pass
    because every cause fires everything)."""
    for other in get_args(TriggerEvent):
        if other == event or other in ALSO.get(event, ()):
            continue
        s, seat, events = CAUSES[event]([_watchtower(other)])
        assert "Watchtower" not in log_text(events), f"{event} fired 'when {other}'"
