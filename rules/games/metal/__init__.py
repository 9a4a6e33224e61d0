"""Dark Nights – Metal, a game of the DC family (:mod:`rules.families.dc`).

Modules: :mod:`.game` (:class:`~.game.MetalRules`: set-up, Weakness, Captured!, The Batman
Who Laughs, the end of game), :mod:`.ops` (the ops only Metal's cards use), :mod:`.guide`
(the rules reference). Importing the package registers its ops; :data:`METAL` is the rules
object the registration table (:data:`rules.games.GAMES`) lists.
"""

from .game import METAL, MetalRules

__all__ = ["METAL", "MetalRules"]
