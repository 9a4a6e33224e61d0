"""Game modules. Importing this package registers every game with the engine."""

from . import metal  # noqa: F401
from . import jld  # noqa: F401
