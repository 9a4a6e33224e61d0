"""A game's cards use only the kernel's ops and the ops of the game's own packages (issue 10:
"a game is a package that plugs in"): Metro City and Mistborn, which import no family, must
not depend on an op the DC family registers (a game without Metal would lose it)."""

from __future__ import annotations

from pydantic import BaseModel

import rules.api  # noqa: F401  (registers every game and its ops)
from rules.catalog.loader import default_catalog
from rules.engine.registry import OPS


def _ops(x) -> set[str]:
    """Every op named in an effect tree (models, lists of models)."""
    out: set[str] = set()
    if isinstance(x, BaseModel):
        op = getattr(x, "op", None)
        if isinstance(op, str):
            out.add(op)
        for name in type(x).model_fields:
            out |= _ops(getattr(x, name))
    elif isinstance(x, (list, tuple)):
        for y in x:
            out |= _ops(y)
    return out


def test_metro_and_mistborn_cards_use_only_kernel_ops_and_their_own():
    cat = default_catalog()
    for game in ("metro", "mistborn"):
        used = set().union(*(_ops(list(c.effects)) for c in cat.cards.values() if c.game == game))
        assert used, game
        for op in sorted(used):
            home = OPS[op].__module__
            assert home.startswith(("rules.engine.", f"rules.games.{game}.")), (game, op, home)


def test_draw_is_the_kernels_op():
    assert OPS["draw"].__module__ == "rules.engine.moves"
