"""The DC Deck-Building Game family, shared by Dark Nights – Metal and Justice League Dark.

Modules: :mod:`.family` (:class:`DCRules`: zones, set-up of the Characters, legality and the
turn, the end of game and scoring, the table view), :mod:`.cards` (what a player owns and
controls; the counts and conditions of card text), :mod:`.triggers` (playing and gaining
cards, When abilities), :mod:`.attacks` (Attacks and Defenses), and the ops the family's
cards share: :mod:`.ops_cards` (Power and cards moving between zones), :mod:`.ops_reveal`
(revealing and looking at cards), :mod:`.ops_flow` (choices, conditions, each foe, and the
passive ops), and :mod:`.select` (the zone words of the selectors). Importing the package
registers them all.
"""

from . import attacks, ops_cards, ops_flow, ops_reveal, triggers  # noqa: F401  (register the family's ops)
from .family import PLAYER_ZONES, DCRules, cards_of

__all__ = ["DCRules", "PLAYER_ZONES", "cards_of"]
