"""The table's keys for a game's own commands (issue 10, "the typed table view"): each game
declares them (:attr:`rules.engine.contract.Rules.table_keys`) in its own words, so the
table screen binds the DC games' ``v`` (defeat the villain) and ``h`` (use an ability),
Metro City's and Mistborn's own keys, without naming any game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class TableKey:
    """One key of the table for one of the game's commands.

    ``key``: a lowercase letter (not one of the table's own keys: a, d, e, i, q, s, z);
    ``verb``: the command kind it gives (``Command.kind``: ``"defeat"``, ``"use"``);
    ``label``: the footer's words for it, the game's ("Villain", "Nemesis", "Ability");
    ``narrow``: a shorter label for a narrow screen (empty: the label); ``how``:

    * ``"command"``: the verb alone is the command (``defeat``, ``next``): greyed out when it
      is not possible now, and the key says why (the client's ``why[verb]``);
    * ``"card"``: the verb needs a card: the one card of the table's panels with a legal
      action of that verb is acted on; with several, the focus goes to the list holding them
      (when no list holds them, a list of their commands opens to pick from);
      shown only when some card allows it, else the key says ``unavailable``;
    * ``"browse"``: opens the ``groups`` panel whose ``key`` is this key (face-up piles to
      look through, the Transformation Zone); shown only when it has cards;

    ``unavailable``: what the key says when it can do nothing now (empty: "Not now.");
    ``help``: what the key does, in a short phrase of the game's words, without the key
    (the footer's tooltip, the rules reference's and the README's keys, which add how a
    ``"card"`` key picks its card);
    ``costs_a_card``: a ``"card"`` key whose command puts a card of the player's where it is
    lost to them (Mistborn's refresh discards one from the hand): even when one card allows
    it, the key shows that command and waits for Enter, so it never gives up a card the
    player did not see named (issue 14 trial: R discarded the only card at once)."""

    key: str
    verb: str
    label: str
    narrow: str = ""
    how: Literal["command", "card", "browse"] = "command"
    unavailable: str = ""
    help: str = ""
    costs_a_card: bool = False

    def as_view(self) -> dict[str, str | bool]:
        """The key as plain data for a view (a new dict)."""
        return {"key": self.key, "verb": self.verb, "label": self.label, "narrow": self.narrow or self.label,
                "how": self.how, "unavailable": self.unavailable, "help": self.help,
                "costs_a_card": self.costs_a_card}
