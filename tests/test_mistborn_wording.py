"""Mistborn's words a new player read in the issue 14 trial: an Ally that acts says what it
gave, one shield reads as one, the target holder's line has no count, and the competitive
players' lines have no co-op count of Adversaries."""

from __future__ import annotations

from conftest import do, log_text
from hotseat.client import GameClient
from hotseat.scenario import Scenario, build
from rules.api import new_game, view
from rules.engine.state import OFFER


def game(variant="standard", ann=None, **more):
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": variant, "players": ["Ann", "Ben"], "res": {},
        "player": [ann or {}, {}], **more}), "test")


def test_an_ally_that_acts_says_what_it_gave():
    s = game(ann={"allies": ["Rioter"], "hand": []})
    s.players[0].res["money"] = 0
    events = do(s, "burn zinc")
    assert "Ann's Rioter acts: +3 Money." in log_text(events)
    assert s.players[0].res["money"] == 3


def test_one_shield_reads_as_one():
    s = game("coop", ann={"adversaries": ["Koloss"]}, table={"lord_ruler_deck": []})
    koloss = s.players[0].zones["adversaries"][0]
    assert len(s.cards[koloss].extra["shields"]) == 1
    v = view(s, 0)
    advs = next(p for p in v["table"]["panels"] if p["id"] == "adversaries")
    assert advs["cards"][0]["note"] == f"Ann · shield {s.cards[koloss].extra['shields'][0]}"


def test_adversaries_are_counted_only_in_co_op():
    for variant, shown in (("standard", False), ("coop", True)):
        client = GameClient.new("mistborn", ["Ann", "Ben"], 1, options={"variant": variant})
        words = [w for p in client.table(0)["players"] for w, _, _ in p["counts"]]
        assert ("adversaries" in words) is shown, variant


def test_the_target_holders_line_says_so_without_a_count():
    s = new_game("mistborn", ["Ann", "Ben", "Cy"], 1, options={"variant": "standard"})
    panels = view(s, 0)["table"]["panels"]
    holder = next(p for p in panels if p["id"] == f"player:{s.res['target']}")
    assert {"label": "Holds the target", "value": ""} in holder["items"]


def test_the_cloud_offer_says_nothing_of_the_victims_hand():
    # trial: "Vin may answer with a Cloud." read to the attacker as "Vin holds a Cloud"
    said = {}
    for where in ("hand", "deck"):
        # Vin owns a Sneak (a Cloud card), in her hand or in her deck
        s = build(Scenario.model_validate({
            "game": "mistborn", "variant": "standard", "players": ["Kel", "Vin"], "res": {},
            "player": [{"res": {"combat": 3}}, {where: ["Sneak"]}]}), "test")
        events = do(s, "attack Vin")
        offers = [e.text for e in events if e.kind == OFFER]
        assert len(offers) == 1, where
        said[where] = offers[0]
    assert said["hand"] == said["deck"]
    assert "Cloud" in said["hand"] and "with a Cloud" not in said["hand"]
