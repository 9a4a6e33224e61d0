"""The registration table of the shipped games: :data:`GAMES` holds one
:class:`rules.engine.game.Rules` object per game package, the first being the default game.
This is the one place that names the games; :mod:`rules.api` registers them with the engine,
so adding a game is a package here plus a line in the table."""

from .metal import METAL  # noqa: I001  (Metal's ops first, as before)
from .jld import JLD
from .metro import METRO

#: every shipped game, in the order the new-game screen offers them; the first is the default
GAMES = (METAL, JLD, METRO)
