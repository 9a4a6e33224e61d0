"""The registration table of the shipped games: :data:`GAMES` holds one
:class:`rules.engine.contract.Rules` object per game package, the first being the default game.
This is the one place that names the games; :mod:`rules.api` registers them with the engine,
so adding a game is a package here (``rules/games/<id>/``), a line in the table, and the
import contract that keeps it from the other games (``pyproject.toml``,
``tests/test_import_contracts.py``)."""

from .metal import METAL  # noqa: I001  (Metal's ops first, as before)
from .jld import JLD
from .metro import METRO
from .mistborn import MISTBORN

#: every shipped game, in the order the new-game screen offers them; the first is the default
GAMES = (METAL, JLD, METRO, MISTBORN)
