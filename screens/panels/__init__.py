"""Panel widgets: the table is built from the panels a game's table view lists.

A game's ``table_view(state, seat)`` (the view's ``table``) holds ``"panels"``: a list of
plain dicts, drawn in order, each by the widget of its ``kind``. Every panel has

* ``id`` (str): unique in the view; the widget's DOM id is the id without underscores
  (``line_up`` -> ``#lineup``), its title's ``#lineup-title``;
* ``kind``: ``"cards"``, ``"counts"``, ``"stack"``, ``"track"`` or ``"groups"`` (below);
* ``title`` (str): the game's words for it ("Line-Up"); ``hint`` (str, optional): a short
  dim note after the title ("Enter buys");
* ``tab`` (optional, True): Tab stops on it (a ``counts`` panel a player reads but does not
  act on, Metro's Hero Placard); while it has the keys its line starts with ▶;
* ``narrow_only`` (optional, True): drawn only when the table is under 100 columns (a
  summary of panels that are below the fold there, such as Mistborn's missions in short);
* ``place`` (optional): where the table puts it: ``"market"`` (default: the left column,
  under one another, above the hand), ``"below"`` (the left column under the hand and the
  cards played this turn: a game whose panels are many keeps the hand on the first screen
  at 80x24), ``"hand"`` (the seat's hand; its ``hint`` is what Enter does to its cards in
  the game's verbs, "Enter plays" when it has none), ``"played"`` (cards played this turn),
  ``"placard"`` (the shown player's characters and cards in play), ``"pile"`` (a line of
  cards under the placard, the DC score pile; its ``note`` (str, optional) is said after
  its count under 100 columns, "Score pile 2 (17 VP): ...", where the placard leaves it out).

Numbers are never bare items of a list (a list of ints names cards, for the view's privacy
checks): they are values of named keys.

A **card** in a panel is the card's public facts (``uid``, ``name``, ``cost``, ``vp``,
``type``, ``subtypes``, ``kind``) and optionally ``count`` (the cards of its stack, shown
``×n``), ``level`` (a badge), ``note`` (a short dim text after it: a metal, a defense),
``brief`` (True: leave the type out) and ``actions``: what the
seat may do with it, each ``{"verb": "buy", "command": "buy #12"}`` (the command's text);
the client adds ``legal`` (True when the seat may do it now). Enter on a card gives its
first action.

Kinds:

* ``cards``: a row of face-up cards (a list to move through), with ``count`` (optional: the
  number shown after the title, "(5 cards)"); with ``inline: True`` one line of names
  instead ("title: a, b", or ``empty`` when there are none);
* ``counts``: labelled numbers, ``items: [{"label": str, "value": int | str}, ...]`` (a
  value is a number or a short text; ``"zone": id`` instead of a label shows the zone's id
  in words, ``mystic_ritual`` as "Mystic Ritual"), shown "label value · label value", after
  "title: " when there is a title; with ``style: "inline"``, "label×value label×value";
  optionally ``lines`` (``[str, ...]``): short sentences each shown on a line of its own
  under the counts (what a foe's next step does, the last card he resolved), the title then
  in bold; ``narrow_lines`` (optional, ``[str, ...]``): the lines drawn instead under 100
  columns (a compact form: the table keeps its rows at 80x24);
* ``stack``: a pile: ``count`` and ``top`` (its face-up top card, or None: face down);
* ``track``: a numbered track: ``length`` (spaces 0..length) and ``markers``
  (``[{"label": str, "at": int}, ...]``); optionally ``marked`` (``[{"at": int}, ...]``:
  spaces shown with a ``*``, e.g. rewards) and the ``hint`` on a line of its own;
* ``groups``: face-up piles to browse: ``groups: [{"label": str, "cards": [card, ...]}]``
  and ``key`` (the table key that opens them in a list, e.g. ``"t"``).
"""

from __future__ import annotations

from typing import Any

from textual.widget import Widget

from screens.panels.cards import CardsPanel
from screens.panels.counts import CountsPanel
from screens.panels.groups import GroupsPanel
from screens.panels.stack import StackPanel
from screens.panels.track import TrackPanel

#: the widget class that draws each kind of panel
KINDS: dict[str, type] = {"cards": CardsPanel, "counts": CountsPanel, "stack": StackPanel, "track": TrackPanel,
                          "groups": GroupsPanel}


def dom_id(panel: dict[str, Any]) -> str:
    """The DOM id of a panel's widget: its ``id`` without underscores or colons."""
    return panel["id"].replace("_", "").replace(":", "-")


def panel_widget(panel: dict[str, Any]) -> Widget:
    """A new widget drawing ``panel`` (a counts panel for a kind this TUI does not know, so a
    game's new kind shows its title rather than breaking the table)."""
    return KINDS.get(panel.get("kind", ""), CountsPanel)(panel, id=f"panel-{dom_id(panel)}")
