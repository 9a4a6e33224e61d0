"""The bulk moves (speed, issue 15) leave the zones exactly as moving each card in turn does:
same cards, same order, every card's place known (zones.move_many, zones.move_all)."""

from __future__ import annotations

from rules.engine import zones
from rules.engine.game import new_game
from rules.engine.state import TABLE


def _pair():
    return [new_game("metal", ["A", "B"], 5, headless=True) for _ in range(2)]


def _same(a, b) -> None:
    assert a.table == b.table
    assert [p.zones for p in a.players] == [p.zones for p in b.players]
    assert a.where == b.where


def test_move_many_is_each_card_moved_in_turn():
    a, b = _pair()
    # cards from several zones, in a mixed order: the deck's, the Line-Up's, a hand's
    uids = a.table["main_deck"][3:9] + a.table["line_up"][1:3] + a.players[0].zones["hand"][:2]
    uids = uids[::-1]
    zones.move_many(a, uids, 1, "discard")
    for u in uids:
        zones.move(b, u, 1, "discard")
    _same(a, b)
    assert a.players[1].zones["discard"][-len(uids):] == uids


def test_move_many_within_its_own_zone_and_to_a_new_zone():
    a, b = _pair()
    uids = a.table["main_deck"][:4]
    zones.move_many(a, list(uids), TABLE, "main_deck")  # to the end of the zone they are in
    zones.move_many(a, a.table["main_deck"][:3], TABLE, "somewhere")
    for u in list(uids):
        zones.move(b, u, TABLE, "main_deck")
    for u in b.table["main_deck"][:3]:
        zones.move(b, u, TABLE, "somewhere")
    _same(a, b)


def test_move_all_is_each_card_moved_in_turn():
    a, b = _pair()
    zones.move_all(a, 0, "hand", 0, "discard")
    for u in list(b.players[0].zones["hand"]):
        zones.move(b, u, 0, "discard")
    _same(a, b)
    assert a.players[0].zones["hand"] == []


def test_a_draw_in_one_go_is_each_top_card_drawn_in_turn():
    a, b = _pair()
    got = zones.draw(a, 1, 4)
    want = []
    for _ in range(4):
        u = zones.top_of_deck(b, 1)
        zones.move(b, u, 1, "hand")
        want.append(u)
    assert got == want
    _same(a, b)
