"""Pilot test (issue 14, "Table and game over"): each other player's line on the table shows
the cards they have in play that may affect you, in every game (the contract's
``lasting_zones``: the DC games' Ongoing cards, Metro City's slots, Mistborn's Allies)."""

from __future__ import annotations

import re

import pytest
from test_tui_jld import WIDE, scenario_app, take_seat

from test_tui_support import screen_text, sync

from screens.panels.player import _packed, _zone_tokens, others_text

#: scenario -> what Ben's line must show on Ann's table
IN_PLAY = {
    "inplay_metal.toml": "Ongoing: Anti-Monitor's Antenna",
    "inplay_jld.toml": "Ongoing: Limbo Town",
    "inplay_metro.toml": "slot 1: Spark of Energy, Deadly Blades",
    "inplay_mistborn.toml": "allies: Smoker",
}


@pytest.mark.parametrize("name", IN_PLAY)
@sync
async def test_an_opponents_line_shows_what_they_have_in_play(name):
    app = scenario_app(name)
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        others = str(app.screen.query_one("#others").render())
        rows = others.splitlines()
        start = next(i for i, row in enumerate(rows) if row.startswith("Ben"))
        end = next((i for i in range(start + 1, len(rows)) if not rows[i].startswith(" ")), len(rows))
        assert IN_PLAY[name] in " ".join(row.strip() for row in rows[start:end])  # Ben's line and its breaks
        right = " ".join(row.partition("▏")[2].strip() for row in screen_text(app).splitlines())
        assert IN_PLAY[name] in right  # on screen, wrapped in the right-hand column


@sync
async def test_at_80x24_a_slot_s_number_is_not_followed_by_a_bare_count():
    # issue 14, Metro trial at 80x24: Ben's line read "slot 1 1: Spark of Energy", "slot 4 1:
    # Arc Reactor": the count of cards beside the slot's number read as a second slot number
    app = scenario_app("inplay_metro_slots.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        rows = str(app.screen.query_one("#others").render()).splitlines()
        start = next(i for i, row in enumerate(rows) if row.startswith("Ben"))
        line = " ".join(row.strip() for row in rows[start:])
        # too long for its line, the slot is wrapped, its names all there (trial 3), no count
        assert "slot 1: Spark of Energy Deadly Blades" in line and "slot 1 2" not in line, line


def test_a_zone_of_one_card_shows_no_count_and_a_longer_one_says_cards():
    ben = {"seat": 1, "name": "Ben", "bot": False, "sizes": {"hand": 5}, "counts": [],
           "in_play": [["slot 1", ["Spark of Energy"]], ["slot 4", ["Arc Reactor", "Deadly Blades"]]]}
    text = others_text([{"seat": 0}, ben], 0, "Hero", narrow=True)
    assert " slot 1: Spark of Energy\n slot 4 (2 cards): Arc Reactor, Deadly Blades" in text


@sync
async def test_at_80x24_every_slot_of_another_hero_shows_whole():
    # issue 14, Metro trial at 80x24: Ben's slots were one cut line, "slot 1 (2 cards): Product
    # of S...", and slots 2 to 4 were not shown at all; each slot gets its line, and the card
    # box under the log still shows the highlighted card
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        right = [row.partition("▏")[2].strip() for row in screen_text(app).splitlines()]
        start = right.index("Ben — Captain Magnificent Bolt")
        # a slot too long for its line goes on under it, broken between names (trial 3: it
        # was cut, "Product of S…", with no way to read the rest)
        assert right[start + 2:start + 4] == ["slot 1: Product of Science", "Deadly Blades"], right
        assert right[start + 4:start + 7] == [f"slot {n}: Spark of Energy" for n in (2, 3, 4)], right
        # the card box under the log gives way when the log would keep fewer than 6 rows (73d5bc5,
        # Metal trial: 4 log rows beside it): here the wrapped slots take them, and i shows the card


def test_at_80x24_with_many_players_each_other_player_keeps_one_line_for_what_is_in_play():
    # four Metro players at 80x24: a line per slot for each of three others took the whole column
    # and left the log no row; past the rows given, each has one line for all their zones
    ben = {"seat": 1, "name": "Ben", "bot": False, "sizes": {"hand": 5}, "counts": [],
           "in_play": [["slot 1", ["Spark of Energy"]], ["slot 4", ["Arc Reactor", "Deadly Blades"]]]}
    others = [{"seat": 0}, ben, {**ben, "seat": 2, "name": "Cat"}, {**ben, "seat": 3, "name": "Dan"}]
    assert others_text(others, 0, "Hero", narrow=True, width=32, rows=12).count("slot 4") == 3
    roomy = others_text(others, 0, "Hero", narrow=True, width=32, rows=0)
    assert " slot 1: Spark of Energy\n slot 4: Arc Reactor\n   Deadly Blades" in roomy, roomy
    # a line per zone when a wrapped one does not fit: what is cut is counted, never a name cut
    # (trial 3 at 80x24: "slot 4 (2 cards): Arc Reactor,…", "slot…")
    lines = others_text(others, 0, "Hero", narrow=True, width=32, rows=12).splitlines()
    assert lines[2:4] == [" slot 1: Spark of Energy", " slot 4: Arc Reactor [dim]+1 more[/]"], lines
    tight = others_text(others, 0, "Hero", narrow=True, width=32, rows=9).splitlines()
    assert len(tight) == 9 and tight[2] == " slot 1: Spark of Energy [dim]+2 more[/]", tight


def test_a_count_of_cards_left_out_never_stands_alone_as_a_bare_number():
    # Metro at 80x24, four Heroes: "slot 4: Affinity With Nature +1" read as a +1 of the card's
    # (no room for "+1 more"); the count keeps its word, and what it counts
    ben = {"seat": 1, "name": "Ben", "bot": False, "sizes": {"hand": 5}, "counts": [],
           "in_play": [["slot 1", ["Spark of Energy"]], ["slot 4", ["Affinity With Nature", "Deadly Blades"]]]}
    others = [{"seat": 0}, ben, {**ben, "seat": 2, "name": "Cat"}, {**ben, "seat": 3, "name": "Dan"}]
    lines = others_text(others, 0, "Hero", narrow=True, width=32, rows=12).splitlines()
    assert lines[2:4] == [" slot 1: Spark of Energy", " slot 4: [dim]2 cards[/]"], lines
    # a slot wrapped over its lines: the last one's name gives way to the count, which ends the
    # line before when it fits there
    slot = _zone_tokens("slot 1", ["Deadly Blades", "Strange Alien Artifact", "Affinity With Nature", "Ice Barrage"],
                        counted=False)
    assert _packed([slot], 31, 2, True) == [" slot 1: Deadly Blades [dim]+3 more[/]"]
    assert _packed([slot], 29, 2, True) == [" slot 1: Deadly Blades", "   [dim]+3 more[/]"]
    big = _zone_tokens("slot 1", ["Strange Alien Artifact", "Affinity With Nature", "Naked Object"], counted=False)
    assert _packed([big], 29, 2, True) == [" slot 1: [dim]3 cards[/]"]  # no name fits beside its word
    for width in range(28, 46):
        for line in _packed([slot], width, 2, True) + _packed([big], width, 2, True):
            assert not re.search(r"\+\d+(\[/\])?$", line) and not re.match(r"\s*(\[dim\])?\+\d+(\[/\])?$", line), line
