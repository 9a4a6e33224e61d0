"""Justice League Dark, a game of the DC family (:mod:`rules.families.dc`).

Modules: :mod:`.game` (:class:`~.game.JLDRules`: set-up, the Nemesis stack, Weakness, the
end of game), :mod:`.ops` (Seal, Surge, Transform, Revert, blue banners and the other ops
only its cards use), :mod:`.guide` (the rules reference). Importing the package registers its
ops; :data:`JLD` is the rules object the registration table (:data:`rules.games.GAMES`)
lists.
"""

from .game import JLD, JLDRules

__all__ = ["JLD", "JLDRules"]
