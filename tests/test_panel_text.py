"""The table screen's stopgap for a game that draws its table as panels (the contract's panel
kinds, CONTRACT.md "Table view"): each panel as one line of text, until the panel widgets land."""

from __future__ import annotations

from screens.table import panel_text


def test_every_panel_kind_reads_as_a_line():
    card = {"uid": 3, "name": "Spark of Energy", "cost": 1}
    assert panel_text({"id": "s", "title": "City Supply", "kind": "cards", "cards": [{**card, "count": 8}]}) == \
        "[b]City Supply[/b]: Spark of Energy ×8"
    assert panel_text({"id": "r", "title": "Rubble", "kind": "stack", "count": 2, "top": card}) == \
        "[b]Rubble[/b]: 2 (top: Spark of Energy)"
    assert panel_text({"id": "d", "title": "Dice", "kind": "counts", "items": [["green", 9], ["red", 11]]}) == \
        "[b]Dice[/b]: green 9 · red 11"
    assert panel_text({"id": "t", "title": "Track", "kind": "track", "length": 16, "markers": [["Ann", 3]]}) == \
        "[b]Track[/b] (of 16): Ann at 3"
    assert panel_text({"id": "p", "title": "Placard", "kind": "slots",
                       "slots": [["Slot 1", [card, {**card, "name": "Deadly Blades"}]], ["Slot 2", []]]}) == \
        "[b]Placard[/b]: Slot 1: Spark of Energy ◂ Deadly Blades · Slot 2: empty"


def test_names_are_escaped():
    assert panel_text({"id": "x", "title": "[b]x", "kind": "cards", "cards": [{"uid": 1, "name": "[red]y"}]}) == \
        "[b]\\[b]x[/b]: \\[red]y"
